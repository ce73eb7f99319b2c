"""Ogre Bash drawn from one seat's point of view: HTML for notebooks, text for print.

Every keyword on the table (a card's kind, Ouch, the ogre of a Bash card, a
winning hand, fists, ...) is a term of the game's ``glossary.toml``
(:class:`~ogrelab.games._render.Glossary`): its definition on hover and in the
list of the table's words. Cards grow to hold their words; none is cut.
"""

from __future__ import annotations

from collections import Counter
from html import escape

from .._render import Glossary, Touches, glossary_css, load_glossary
from .cards import DIR, DIRECTIONS, EFFECT, NAMES, OGRE, OGRES, OUCH, SAYS, TEXT, best_hand, cards_short

#: The game's keywords and their definitions (``glossary.toml``).
GLOSSARY = load_glossary(__package__)["terms"]

_STYLE = """
<style>
.ogrelab-ogre_bash{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:13px;color:#222;
  max-width:880px;background:#f6f3ea;border:1px solid #d8d0bc;border-radius:10px;padding:10px 12px}
.ogrelab-ogre_bash .ogrelab-head{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.ogrelab-ogre_bash .ogrelab-title{font-weight:700;font-size:16px}
.ogrelab-ogre_bash .ogrelab-prompt{margin:6px 0;padding:5px 8px;background:#fff8d6;border-left:4px solid #e0b100;
  border-radius:4px}
.ogrelab-ogre_bash table.ogrelab-seats{border-collapse:collapse;width:100%;margin:6px 0}
.ogrelab-ogre_bash .ogrelab-seats td,.ogrelab-ogre_bash .ogrelab-seats th{padding:4px 6px;
  border-bottom:1px solid #e2dccb;text-align:left;vertical-align:middle}
.ogrelab-ogre_bash .ogrelab-seats tr.ogrelab-turn{background:#fff1c7}
.ogrelab-ogre_bash .ogrelab-seats tr.ogrelab-me td:first-child{font-weight:700}
.ogrelab-ogre_bash .ogrelab-seats tr.ogrelab-deciding td:first-child{box-shadow:inset 4px 0 0 #e0b100}
.ogrelab-ogre_bash .ogrelab-seats td:first-child{width:210px;white-space:nowrap}
.ogrelab-ogre_bash .ogrelab-seats td:nth-child(2){width:100px}
.ogrelab-ogre_bash .ogrelab-fists{color:#8a4b08;white-space:nowrap}
.ogrelab-ogre_bash .ogrelab-bar{display:inline-block;width:60px;height:8px;background:#e2dccb;border-radius:4px;
  vertical-align:middle}
.ogrelab-ogre_bash .ogrelab-bar span{display:block;height:8px;background:#c07a1a;border-radius:4px}
.ogrelab-ogre_bash .ogrelab-row{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.ogrelab-ogre_bash .ogrelab-card{display:inline-flex;flex-direction:column;justify-content:space-between;
  width:84px;min-height:104px;box-sizing:border-box;border-radius:7px;border:2px solid #555;background:#fff;
  padding:3px 4px;font-size:11px;line-height:1.15;text-align:center;box-shadow:1px 1px 2px rgba(0,0,0,.2)}
.ogrelab-ogre_bash .ogrelab-card b{font-size:12px}
.ogrelab-ogre_bash .ogrelab-small{width:72px;min-height:78px;font-size:11px}
.ogrelab-ogre_bash .ogrelab-small b{font-size:11px}
.ogrelab-ogre_bash .ogrelab-left{border-color:#1f5fae;background:#e4efff}
.ogrelab-ogre_bash .ogrelab-right{border-color:#1d7a3a;background:#e3f6e8}
.ogrelab-ogre_bash .ogrelab-across{border-color:#6b3fa0;background:#f0e7fb}
.ogrelab-ogre_bash .ogrelab-wild{border-color:#b8860b;background:#fff3c4}
.ogrelab-ogre_bash .ogrelab-ouch{border-color:#b03030;background:#fde8e4}
.ogrelab-ogre_bash .ogrelab-back{border-color:#5b4a32;background:repeating-linear-gradient(45deg,#8b6f47,#8b6f47 4px,
  #7a603c 4px,#7a603c 8px);color:#f6f3ea;justify-content:center}
.ogrelab-ogre_bash .ogrelab-inplay{outline:3px solid #e0b100;outline-offset:2px}
.ogrelab-ogre_bash .ogrelab-zone{display:inline-block;vertical-align:top;margin:4px 14px 4px 0}
.ogrelab-ogre_bash .ogrelab-label{font-size:11px;color:#6b6250;text-transform:uppercase;letter-spacing:.5px;
  margin-bottom:2px}
.ogrelab-ogre_bash .ogrelab-log{font-size:11px;color:#555;margin-top:6px;border-top:1px solid #e2dccb;padding-top:4px}
.ogrelab-ogre_bash .ogrelab-win{color:#1d7a3a;font-weight:600}
.ogrelab-ogre_bash .ogrelab-says{font-size:11px;line-height:1.15;color:#222;font-weight:500}
.ogrelab-ogre_bash .ogrelab-mini{display:inline-block;width:16px;height:22px;margin-right:2px;border-radius:3px;
  border:1px solid #5b4a32;background:repeating-linear-gradient(45deg,#8b6f47,#8b6f47 3px,#7a603c 3px,#7a603c 6px)}
.ogrelab-ogre_bash .ogrelab-controls{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.ogrelab-ogre_bash .ogrelab-control,.ogrelab-ogre_bash .ogrelab-ask{display:inline-block;padding:5px 12px;
  border-radius:16px;border:2px solid #8a6d1f;background:#fff3c4;font-weight:600;font-size:13px}
.ogrelab-ogre_bash .ogrelab-ask{border-color:#6b3fa0;background:#f0e7fb}
.ogrelab-ogre_bash [data-action],.ogrelab-ogre_bash [data-pick]{cursor:pointer}
.ogrelab-ogre_bash .ogrelab-card[data-action]:hover,.ogrelab-ogre_bash .ogrelab-card[data-pick]:hover{
  transform:translateY(-3px);box-shadow:0 3px 6px rgba(0,0,0,.3)}
.ogrelab-ogre_bash tr[data-action]:hover,.ogrelab-ogre_bash tr[data-pick]:hover{background:#ffe9a8}
.ogrelab-ogre_bash tr[data-action] td:first-child::after,.ogrelab-ogre_bash tr[data-pick] td:first-child::after{
  content:" - choose";color:#8a4b08;font-weight:600;font-size:12px}
.ogrelab-ogre_bash .ogrelab-card{position:relative}
.ogrelab-ogre_bash .ogrelab-stack{box-shadow:3px 3px 0 #fff,5px 5px 0 #777;margin-right:5px}
.ogrelab-ogre_bash .ogrelab-copies{position:absolute;top:-7px;right:-7px;background:#333;color:#fff;border-radius:9px;
  padding:0 5px;font-size:11px;font-weight:700}
.ogrelab-ogre_bash small{font-size:11px}
.ogrelab-ogre_bash .ogrelab-short{font-size:12px;color:#444;margin-left:6px;text-transform:none;letter-spacing:0}
""" + glossary_css("ogrelab-ogre_bash") + """
</style>
"""


def _card_class(k: int) -> str:
    if DIR[k] >= 0:
        return "ogrelab-" + DIRECTIONS[DIR[k]].lower()
    if EFFECT[k] == "wild":
        return "ogrelab-wild"
    return "ogrelab-ouch" if OUCH[k] else "ogrelab-wild"


def _titled(marks: str, text: str) -> str:
    """The marks of an element with the card's whole rule added to its title (after the preview, if any)."""
    if ' title="' in marks:
        head, tip = marks.split(' title="', 1)
        return f'{head} title="{tip[:-1]}&#10;&#10;{escape(text, quote=True)}"'
    return f'{marks} title="{escape(text, quote=True)}"'


def _card(k: int, g: Glossary, small: bool = False, extra: str = "", marks: str = "", copies: int = 1) -> str:
    """A card face up: its kind, a short line of what it does, the whole rule on hover (``copies``: a stack).

    Its kind, its ogre and "Ouch" are terms of ``g``."""
    name = NAMES[k]
    says = f'<span class="ogrelab-says">{escape(SAYS[k])}</span>'
    if copies > 1:
        says += f'<span class="ogrelab-copies">&times;{copies}</span>'
        extra = (extra + " ogrelab-stack").strip()
    if DIR[k] >= 0:
        ogre = OGRES[OGRE[k]]
        face = (f"<b>{g('Bash ' + DIRECTIONS[DIR[k]])}</b>"
                f"<span>{g('ogre', ogre, tip=f'{ogre}, the ogre on this card')}</span>{says}")
    else:
        face = f"<b>{g(name)}</b><span>{g('Ouch') if OUCH[k] else '&nbsp;'}</span>{says}"
    cls = f"ogrelab-card {_card_class(k)}" + (" ogrelab-small" if small else "") + (f" {extra}" if extra else "")
    return f'<div class="{cls}" data-card="{escape(name)}"{_titled(marks, name + ": " + TEXT[k])}>{face}</div>'


def _back(small: bool = True, label: str = "") -> str:
    cls = "ogrelab-card ogrelab-back" + (" ogrelab-small" if small else "")
    return f'<div class="{cls}" data-card="face down">{escape(label)}</div>'


def _fists(n: int, goal: int) -> str:
    """Fists as a number and a bar towards the goal."""
    width = round(60 * min(n, goal) / max(goal, 1))
    return (f'<span class="ogrelab-fists" title="{n} of the {goal} fists that win"><b>{n}</b> '
            f'<span class="ogrelab-bar"><span style="width:{width}px"></span></span></span>')


#: The controls' words, by the decision open (what a control key means depends on it).
_CONTROLS = {
    "start": {"control:declare": "Declare a win (show your hand)", "control:draw": "Draw a card"},
    "wild": {"control:left": "Call it Bash Left", "control:right": "Call it Bash Right",
             "control:across": "Call it Bash Across"},
    "across": {"control:left": "Across means Left", "control:right": "Across means Right"},
}


def _control_words(game) -> dict[str, str]:
    if game.phase == "fix":
        return {"control:done": "Keep the hand" if game.fixed == 0 else f"Stop and draw {game.fixed}"}
    return _CONTROLS.get(game.phase, {})


def _no_keys(key: str | None) -> str:
    return ""


def _hand(hand: list[int], keys, g: Glossary, small: bool = False) -> str:
    """A hand with the copies of a card stacked: one element per card a click can mean."""
    return "".join(_card(k, g, small=small, marks=keys(f"hand:{NAMES[k]}"), copies=hand.count(k))
                   for k in dict.fromkeys(hand))


def _asks(game, seat: int | None, marks) -> str:
    """Go Bash naming a direction: a seat is clicked first, then the direction asked for (drawn for the asker)."""
    if game.phase != "ask" or not game.options["go_bash_names_direction"] or seat not in (None, game.actor):
        return ""
    chips = "".join(f'<span class="ogrelab-ask"{marks("ask:" + d.lower())}>a Bash {d}</span>' for d in DIRECTIONS)
    return (f'<div class="ogrelab-controls"><span>Choose a player above, then ask for:</span>{chips}</div>')


def _to_win(kinds, g: Glossary) -> str:
    best = best_hand(kinds)
    if best:
        name = best[0]
        word = g("Wild Bash hand", name, label="Wild Bash (winning hand)") if name == "Wild Bash" else g(name)
        return (f'<span class="ogrelab-win">a {g("winning hand")}: {word} ({best[1]} '
                f'{g("fists", "fist" if best[1] == 1 else "fists")})</span>')
    short = cards_short(kinds)
    return (f'<span class="ogrelab-short">{short} card{"" if short == 1 else "s"} from a '
            f'{g("winning hand")}</span>')


def html(game, seat: int | None = None, outcome: bool = True) -> str:
    """The table as ``seat`` sees it (``None``: every card face up, for teaching).

    What the deciding seat can touch carries its key (``Touches``): each card of
    its own hand (``hand:<card>``: play, pass, discard, trade or give it), each
    seat row (``seat:<n>``: hurt or ask that seat), the directions Go Bash asks
    for (``ask:left``), and controls in the table for declaring, drawing, calling
    a Wild Bash, Across with three players and stopping a Fix Club. Another seat's
    cards are never named: its hand is drawn face down. The own hand and the
    controls are drawn in the seat's big hand, or (teaching view) in the
    decider's seat row.
    """
    n = game.players
    marks = Touches(game, seat, outcome=outcome)
    g = Glossary(GLOSSARY)
    decider = game.current_player
    label = game.seat_label
    out = [_STYLE, f'<div class="ogrelab-ogre_bash">']
    who = "all cards face up" if seat is None else f"seen by {label(seat)}"
    out.append(f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre Bash</span>'
               f'<span>hand {game.hand_no} &middot; turn {game.turn} &middot; dealer {label(game.dealer)} '
               f'&middot; first to {game.options["fists_to_win"]} {g("fists")} &middot; {who}</span></div>')
    out.append(f'<div class="ogrelab-prompt">{escape(game.prompt)}</div>')
    controls = marks.controls(_control_words(game)) + _asks(game, seat, marks)
    # seats
    out.append(f'<table class="ogrelab-seats"><tr><th>player</th><th>{g("fists")}</th><th>hand</th></tr>')
    for s in range(n):
        cls = []
        if not game.is_over and s == game.seat:
            cls.append("ogrelab-turn")
        if s == seat:
            cls.append("ogrelab-me")
        if not game.is_over and s == game.actor:
            cls.append("ogrelab-deciding")
        tags = []
        if s == game.dealer:
            tags.append(g("dealer"))
        if not game.is_over and s == game.seat:
            tags.append("to play")
        if not game.is_over and s == game.actor and s != game.seat:
            tags.append("deciding")
        name = escape(label(s)) + (f" <small>({', '.join(tags)})</small>" if tags else "")
        hand = game.hands[s]
        if seat is None:
            keys = marks if s == decider else _no_keys
            cards = _hand(hand, keys, g, small=True)
            cards += " " + _to_win(hand, g)
        elif s == seat:
            cards = f"<small>{len(hand)} cards, below</small>"
        elif game.shown[s] is not None:
            cards = "<small>shown to all:</small> " + "".join(_card(k, g, small=True) for k in game.shown[s])
        else:
            cards = "".join('<span class="ogrelab-mini"></span>' for _ in hand) + f" <small>{len(hand)} cards</small>"
        aside = game.set_aside[s]
        if aside >= 0:
            put = _card(aside, g, small=True) if (seat is None or s == seat) else _back(label="put down")
            cards += f' <small>{g("put down")}:</small> <span{marks(f"aside:{s}")}>{put}</span>'
        out.append(f'<tr class="{" ".join(cls)}"{marks(f"seat:{s}")}>'
                   f'<td>{name}</td><td>{_fists(game.fists[s], game.options["fists_to_win"])}</td>'
                   f'<td><div class="ogrelab-row"{"" if s == seat else marks(f"cards:{s}")}>{cards}</div></td></tr>')
    out.append("</table>")
    if seat is None:
        out.append(controls)
    else:                                        # the viewing seat's hand, big, with its controls
        hand = game.hands[seat]
        mine = marks                            # keyed always (the last move's marks); played only by the decider
        out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">your hand {_to_win(hand, g)}</div>'
                   f'<div class="ogrelab-row"{marks(f"cards:{seat}")}>{_hand(hand, mine, g)}'
                   f'</div>{controls}</div>')
    # in play, discard, deck
    if game.in_play >= 0:
        how = ""
        if game.phase == "pass":
            how = f"<div><small>passing {game._pass_to()}</small></div>"
        out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">being resolved</div>'
                   f'{_card(game.in_play, g, small=True, extra="ogrelab-inplay", marks=marks("inplay"))}{how}</div>')
    top = game.discard[-4:]
    pile = "".join(_card(k, g, small=True) for k in top) or "<small>empty</small>"
    more = f"<small>+{len(game.discard) - len(top)} below</small>" if len(game.discard) > len(top) else ""
    out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">discard pile '
               f'({len(game.discard)}, top last)</div><div class="ogrelab-row"{marks("discard")}>{more}{pile}</div></div>')
    out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">deck</div>'
               f'<div class="ogrelab-row"{marks("deck")}>{_back(small=True, label=f"{len(game.deck)} cards")}</div></div>')
    lines = game.log[-4:]
    out.append('<div class="ogrelab-log">' + "<br>".join(escape(x) for x in lines) + "</div>")
    out.append(g.legend())
    out.append("</div>")
    return "".join(out)


def places(view: dict) -> dict:
    """Where things are in ``view`` by the drawing's keys (``Game.watch_places``): the seat's own
    cards by kind (``hand:<card>``, copies counted, in ``cards:<n>``), another hand counted
    (``cards:<n>``), a put-down card (``aside:<n>``), the card being resolved, the discard and the deck."""
    st = view["state"]
    me = view["seat"]
    out: dict = {}
    for s, hand in enumerate(st["hands"]):
        if s == me:
            out.update((f"hand:{name}", (n, f"cards:{s}")) for name, n in Counter(hand).items())
        else:
            out[f"cards:{s}"] = hand if isinstance(hand, int) else len(hand)
        if st["set_aside"][s] is not None:
            out[f"aside:{s}"] = (st["set_aside"][s], f"cards:{s}")
    if st["in_play"] is not None:
        out["inplay"] = st["in_play"]
    out["discard"] = len(st["discard"])
    out["deck"] = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    return out


def text(game, seat: int | None = None) -> str:
    """One screen of text: fists, hands (as ``seat`` may see them), pile and what is being resolved."""
    lines = [f"Ogre Bash - hand {game.hand_no}, turn {game.turns}, dealer seat {game.dealer}, "
             f"first to {game.options['fists_to_win']} fists"]
    for s in range(game.players):
        mark = ">" if not game.is_over and s == game.seat else " "
        hand = game.hands[s]
        if seat is None or s == seat:
            cards = ", ".join(NAMES[k] for k in hand)
        elif game.shown[s] is not None:
            cards = "shown: " + ", ".join(NAMES[k] for k in game.shown[s])
        else:
            cards = f"{len(hand)} cards face down"
        if game.set_aside[s] >= 0:
            cards += " | put down: " + (NAMES[game.set_aside[s]] if seat is None or s == seat else "a card")
        lines.append(f"{mark} seat {s}: {game.fists[s]:2d} fists | {cards}")
    top = NAMES[game.discard[-1]] if game.discard else "-"
    lines.append(f"deck {len(game.deck)} | discard {len(game.discard)} (top: {top})"
                 + (f" | resolving: {NAMES[game.in_play]}" if game.in_play >= 0 else ""))
    lines.append(game.prompt)
    return "\n".join(lines)
