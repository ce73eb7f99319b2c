"""Ogre Bash drawn from one seat's point of view: HTML for notebooks, text for print.

Every keyword on the table (a card's kind, Ouch, the ogre of a Bash card, a
winning hand, fists, ...) is a term of the game's ``glossary.toml``
(:class:`~ogrelab.games._render.Glossary`): its definition on hover and in the
list of the table's words. Cards grow to hold their words; none is cut.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from .._render import Glossary, escape, Touches, around_table, glossary_css, load_glossary, seat_arrows, table_points
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
.ogrelab-ogre_bash .ogrelab-table{display:grid;grid-template-columns:auto minmax(0,1fr) auto;
  grid-template-areas:"top top top" "left felt right" "me me me";gap:6px 8px;margin:6px 0;align-items:center}
.ogrelab-ogre_bash .ogrelab-side{display:flex;flex-direction:column;gap:6px}
.ogrelab-ogre_bash .ogrelab-side-top{grid-area:top;flex-direction:row;justify-content:space-around;align-items:flex-end}
.ogrelab-ogre_bash .ogrelab-side-left{grid-area:left}
.ogrelab-ogre_bash .ogrelab-side-right{grid-area:right}
.ogrelab-ogre_bash .ogrelab-side:empty{display:none}
.ogrelab-ogre_bash .ogrelab-seat{box-sizing:border-box;width:184px;padding:4px 7px;
  background:#fffdf6;border:2px solid #d8d0bc;border-radius:8px}
.ogrelab-ogre_bash .ogrelab-seat.ogrelab-bottom{grid-area:me;width:auto;justify-self:stretch}
.ogrelab-ogre_bash .ogrelab-seat.ogrelab-turn{border:3px solid #e0b100;background:#fff1c7}
.ogrelab-ogre_bash .ogrelab-seat.ogrelab-deciding{box-shadow:0 0 0 3px #1971c2}
.ogrelab-ogre_bash .ogrelab-seat-name{line-height:1.45}
.ogrelab-ogre_bash .ogrelab-seat-fists{font-size:11px;color:#6b6250;white-space:nowrap}
.ogrelab-ogre_bash .ogrelab-seat-fists .ogrelab-bar{width:40px}
.ogrelab-ogre_bash .ogrelab-tag{display:inline-block;font-size:11px;padding:0 5px;border-radius:8px;
  border:1px solid #8a7a5a;background:#fff;margin-left:2px;font-weight:600}
.ogrelab-ogre_bash .ogrelab-tag-turn{background:#5c3c00;color:#fff;border-color:#5c3c00;text-transform:uppercase}
.ogrelab-ogre_bash .ogrelab-tag-deciding{background:#1971c2;color:#fff;border-color:#1971c2}
.ogrelab-ogre_bash .ogrelab-tag-you{background:#333;color:#fff;border-color:#333}
.ogrelab-ogre_bash .ogrelab-bottom-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 10px}
.ogrelab-ogre_bash .ogrelab-hand-row{display:flex;align-items:flex-start;gap:12px;margin-top:3px}
.ogrelab-ogre_bash .ogrelab-hand-row>.ogrelab-row{flex:1 1 auto}
.ogrelab-ogre_bash .ogrelab-felt{grid-area:felt;display:flex;flex-wrap:wrap;justify-content:center;align-items:center;
  gap:6px 10px;padding:6px 10px;min-height:110px;background:#2f6b45;border:5px solid #7a5a33;border-radius:60px;
  color:#f6f3ea}
.ogrelab-ogre_bash .ogrelab-felt .ogrelab-card:not(.ogrelab-back){color:#222}
.ogrelab-ogre_bash .ogrelab-felt .ogrelab-label{color:#e8f1e0}
.ogrelab-ogre_bash .ogrelab-piles{display:flex;flex-wrap:nowrap;gap:8px;align-items:flex-end}
.ogrelab-ogre_bash .ogrelab-piles .ogrelab-zone{margin:0;width:74px}
.ogrelab-ogre_bash .ogrelab-piles .ogrelab-label{margin-bottom:12px}
.ogrelab-ogre_bash .ogrelab-card.ogrelab-empty, .ogrelab-ogre_bash .ogrelab-felt .ogrelab-card.ogrelab-empty{border-style:dashed;background:none;color:#e8f1e0;justify-content:center;
  box-shadow:none;border-color:#cfe3c9}
.ogrelab-ogre_bash .ogrelab-pass{display:flex;background:#fffdf6;border-radius:10px;padding:1px;
  border:2px solid #6b3fa0}
.ogrelab-ogre_bash .ogrelab-pass-left{border-color:#1f5fae}
.ogrelab-ogre_bash .ogrelab-pass-right{border-color:#1d7a3a}
.ogrelab-ogre_bash .ogrelab-pass-done{border-style:dashed}
.ogrelab-ogre_bash .ogrelab-open .ogrelab-seat:not(.ogrelab-bottom){width:auto;max-width:250px}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-says{display:none}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-felt .ogrelab-says{display:block}
.ogrelab-ogre_bash .ogrelab-crowded :is(.ogrelab-side,.ogrelab-bottom) .ogrelab-small{width:84px;min-height:0;justify-content:flex-start}
.ogrelab-ogre_bash .ogrelab-open.ogrelab-crowded .ogrelab-seat:not(.ogrelab-bottom){max-width:284px}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-put{display:flex;align-items:center;gap:4px}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-put .ogrelab-small{width:auto;flex-direction:row;gap:4px}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-put>span{display:flex}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-gets{display:inline}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-gets::before{content:"; "}
.ogrelab-ogre_bash .ogrelab-crowded :is(.ogrelab-pass,.ogrelab-pass-words){display:none}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-piles .ogrelab-label{margin-bottom:4px}
.ogrelab-ogre_bash .ogrelab-crowded .ogrelab-felt{min-height:0}
.ogrelab-ogre_bash .ogrelab-row.ogrelab-moved-from.ogrelab-moved-said::before{position:static;order:99;align-self:flex-start;
  border-radius:3px}
.ogrelab-ogre_bash .ogrelab-pass-words{flex:1 0 100%;font-size:12px;text-align:center;line-height:1.3;
  background:#fffdf6;color:#222;border-radius:6px;padding:2px 6px}
.ogrelab-ogre_bash .ogrelab-passes{font-size:11px;line-height:1.3;margin-top:3px;padding:1px 3px;border-radius:4px;
  background:#fff;
  border-left:4px solid #6b3fa0}
.ogrelab-ogre_bash .ogrelab-gets{display:block}
.ogrelab-ogre_bash .ogrelab-passes.ogrelab-pass-left{border-left-color:#1f5fae}
.ogrelab-ogre_bash .ogrelab-passes.ogrelab-pass-right{border-left-color:#1d7a3a}
.ogrelab-ogre_bash .ogrelab-arrow{vertical-align:middle}
.ogrelab-ogre_bash .ogrelab-seat[data-action]:hover,.ogrelab-ogre_bash .ogrelab-seat[data-pick]:hover{
  background:#ffe9a8}
.ogrelab-ogre_bash .ogrelab-seat[data-action] .ogrelab-seat-name::after,
.ogrelab-ogre_bash .ogrelab-seat[data-pick] .ogrelab-seat-name::after{content:" - choose";color:#8a4b08;font-weight:600;
  font-size:12px}
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
.ogrelab-ogre_bash .ogrelab-mini-down{width:18px;height:25px;outline:2px solid #e0b100;vertical-align:middle}
.ogrelab-ogre_bash .ogrelab-put{margin-top:2px}
.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-seat{width:auto;min-width:184px}
.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-seat>.ogrelab-row,.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-put{
  display:inline-flex;vertical-align:middle}
.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-put{margin:0 0 0 10px;align-items:center;gap:4px}
.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-gets{display:inline}
.ogrelab-ogre_bash .ogrelab-side-top .ogrelab-gets::before{content:"; "}
.ogrelab-ogre_bash .ogrelab-mini{display:inline-block;width:16px;height:22px;margin-right:2px;border-radius:3px;
  border:1px solid #5b4a32;background:repeating-linear-gradient(45deg,#8b6f47,#8b6f47 3px,#7a603c 3px,#7a603c 6px)}
.ogrelab-ogre_bash .ogrelab-controls{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.ogrelab-ogre_bash .ogrelab-control,.ogrelab-ogre_bash .ogrelab-ask{display:inline-block;padding:5px 12px;
  border-radius:16px;border:2px solid #8a6d1f;background:#fff3c4;font-weight:600;font-size:13px}
.ogrelab-ogre_bash .ogrelab-ask{border-color:#6b3fa0;background:#f0e7fb}
.ogrelab-ogre_bash [data-action],.ogrelab-ogre_bash [data-pick]{cursor:pointer}
.ogrelab-ogre_bash .ogrelab-card[data-action]:hover,.ogrelab-ogre_bash .ogrelab-card[data-pick]:hover{
  transform:translateY(-3px);box-shadow:0 3px 6px rgba(0,0,0,.3)}
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

    Its kind, its ogre and "Ouch" are terms of ``g``. Drawn once for each look (``Glossary.part``)."""
    return g.part(_card_drawn, k, small, extra, marks, copies)


def _card_drawn(g: Glossary, k: int, small: bool, extra: str, marks: str, copies: int) -> str:
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
    width = round(100 * min(n, goal) / max(goal, 1))
    return (f'<span class="ogrelab-fists" title="{n} of the {goal} fists that win"><b>{n}</b> '
            f'<span class="ogrelab-bar"><span style="width:{width}%"></span></span></span>')


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
    return "".join([_card(k, g, small=small, marks=keys(f"hand:{NAMES[k]}"), copies=hand.count(k))
                    for k in dict.fromkeys(hand)])


def _asks(game, seat: int | None, marks) -> str:
    """Go Bash naming a direction: a seat is clicked first, then the direction asked for (drawn for the asker)."""
    if game.phase != "ask" or not game.options["go_bash_names_direction"] or seat not in (None, game.actor):
        return ""
    chips = "".join(f'<span class="ogrelab-ask"{marks("ask:" + d.lower())}>a Bash {d}</span>' for d in DIRECTIONS)
    return (f'<div class="ogrelab-controls"><span>Choose a player at the table, then ask for:</span>{chips}</div>')


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


#: The colour of each direction's arrows, as its cards are drawn (the words say it too).
_ARROW = {"Left": "#1f5fae", "Right": "#1d7a3a", "Across": "#6b3fa0"}


def _direction(game, step: int) -> str:
    n = game.players
    return "Left" if step == 1 else "Right" if step == n - 1 else "Across"


def _relation(game, step: int) -> str:
    """Where a card passed ``step`` seats on goes, from the passer's chair."""
    n = game.players
    if n == 2:
        return "the other player"
    return {1: "left", n - 1: "right"}.get(step, "two to the left" if n == 5 else "across")


def _passing(game) -> tuple[int, bool] | None:
    """The pass being made now (``(step, False)``) or made in the last turn (``(step, True)``), read from
    the log that every seat sees; None when no pass is near."""
    if game.phase == "pass":
        return game.step, False
    if game.is_over:
        return None
    n, log, i = game.players, game.log, len(game.log) - 1
    while i >= 0 and log[i] != "every player picks up the card passed to them":
        if " plays " in log[i] or " declares " in log[i] or " shows " in log[i] or " deals " in log[i]:
            return None
        i -= 1
    for line in reversed(log[:max(i, 0)]):
        if "says Across means " in line:
            return (1 if line.endswith("Left") else n - 1), True
        called = re.search(r"(?:calls the Wild Bash a Bash|plays Bash) (Left|Right|Across)", line)
        if called:
            d = called[1]
            step = 1 if d == "Left" or n == 2 else n - 1 if d == "Right" else 2 if n == 5 else n // 2
            return step, True
        if " plays " in line:
            break
    return None


def _arrow(dx: float, dy: float, colour: str) -> str:
    """A small arrow pointing from one chair towards another on the page."""
    turn = math.degrees(math.atan2(dy, dx))
    return (f'<svg class="ogrelab-arrow" width="18" height="12" viewBox="0 0 18 12" aria-hidden="true">'
            f'<g transform="rotate({turn:.0f} 9 6)"><path d="M1 6H12" stroke="{colour}" stroke-width="2.4"/>'
            f'<polygon points="17,6 10,1.5 10,10.5" fill="{colour}"/></g></svg>')


def _seat_head(game, s: int, seat, g: Glossary) -> str:
    """A chair's name, who it is now (dealer, to play, deciding, you) and its fists."""
    tags = []
    if s == seat:
        tags.append('<span class="ogrelab-tag ogrelab-tag-you">you</span>')
    if s == game.dealer:
        tags.append(f'<span class="ogrelab-tag">{g("dealer")}</span>')
    if not game.is_over and s == game.seat:
        tags.append('<span class="ogrelab-tag ogrelab-tag-turn">to play</span>')
    if not game.is_over and s == game.actor and s != game.seat:
        tags.append('<span class="ogrelab-tag ogrelab-tag-deciding">deciding</span>')
    return (f'<div class="ogrelab-seat-name"><b>{escape(game.seat_label(s))}</b> {"".join(tags)} '
            f'<span class="ogrelab-seat-fists">{_fists(game.fists[s], game.options["fists_to_win"])} '
            f'{g("fists")}</span></div>')


def _seat_class(game, s: int, seat, extra: str = "") -> str:
    cls = ["ogrelab-seat"] + ([extra] if extra else [])
    if not game.is_over and s == game.seat:
        cls.append("ogrelab-turn")
    if not game.is_over and s == game.actor:
        cls.append("ogrelab-deciding")
    if s == seat:
        cls.append("ogrelab-me")
    return " ".join(cls)


def html(game, seat: int | None = None, outcome: bool = True) -> str:
    """The table as ``seat`` sees it (``None``: every card face up, for teaching, seat 0 at the bottom).

    The viewing seat sits at the bottom with its hand; the others sit around the
    table in their order as seen from it (the left neighbour on the left, the
    right one on the right, the rest across the top), each with its fists, its
    cards face down and what it put down; the deck, the discard pile and the
    card being resolved lie in the middle. During a pass, and in the turn after
    it, arrows and words say who passes to whom.

    What the deciding seat can touch carries its key (``Touches``): each card of
    its own hand (``hand:<card>``: play, pass, discard, trade or give it), each
    chair (``seat:<n>``: hurt or ask that seat), the directions Go Bash asks
    for (``ask:left``), and controls beside the hand for declaring, drawing,
    calling a Wild Bash, Across with three players and stopping a Fix Club.
    Another seat's cards are never named: its hand is drawn face down.
    """
    n = game.players
    marks = Touches(game, seat, outcome=outcome)
    g = Glossary(GLOSSARY)
    decider = game.current_player
    label = game.seat_label
    me = 0 if seat is None else seat
    places = around_table(n, me)
    points = table_points(n, me)
    passing = _passing(game)
    out = [_STYLE, '<div class="ogrelab-ogre_bash">']
    who = "all cards face up" if seat is None else f"seen by {label(seat)}"
    out.append(f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre Bash</span>'
               f'<span>hand {game.hand_no} &middot; turn {game.turn} &middot; dealer {label(game.dealer)} '
               f'&middot; first to {game.options["fists_to_win"]} {g("fists")} &middot; {who}</span></div>')
    out.append(f'<div class="ogrelab-prompt">{escape(game.prompt)}</div>')

    def passes(s: int) -> str:
        """Who ``s`` passes to and gets from, in words, with an arrow towards the taker."""
        if passing is None:
            return ""
        step, done = passing
        to, frm = (s + step) % n, (s - step) % n
        d = _direction(game, step)
        (fx, fy), (tx, ty) = points[s], points[to]
        you = s == seat
        give = ("you passed" if you else "passed") if done else ("you pass" if you else "passes")
        get = ("got" if done else "gets") if not you else ("you got" if done else "you get")
        return (f'<div class="ogrelab-passes ogrelab-pass-{d.lower()}">{_arrow(2 * (tx - fx), ty - fy, _ARROW[d])}'
                f' {give} to {escape(label(to))} ({_relation(game, step)})'
                f'<span class="ogrelab-gets">{get} from {escape(label(frm))}</span></div>')

    def other(s: int) -> str:
        hand = game.hands[s]
        if seat is None:
            cards = _hand(hand, marks if s == decider else _no_keys, g, small=True) + " " + _to_win(hand, g)
        elif game.shown[s] is not None:
            cards = "<small>shown to all:</small> " + "".join(_card(k, g, small=True) for k in game.shown[s])
        else:
            backs = "".join('<span class="ogrelab-mini"></span>' for _ in hand)
            cards = f'<small>{len(hand)} cards</small> <span>{backs}</span>'
        aside, put = game.set_aside[s], ""
        if aside >= 0:
            card = (_card(aside, g, small=True) if seat is None
                    else '<span class="ogrelab-mini ogrelab-mini-down"></span>')
            put = (f'<div class="ogrelab-put"><small>{g("put down")}:</small> '
                   f'<span{marks(f"aside:{s}")}>{card}</span></div>')
        return (f'<div class="{_seat_class(game, s, seat)}"{marks(f"seat:{s}")}>{_seat_head(game, s, seat, g)}'
                f'<div class="ogrelab-row"{marks(f"cards:{s}")}>{cards}</div>{put}{passes(s)}</div>')

    # every hand face up around five or six seats: the hands show the cards' names only (the
    # rule on hover and in each move's preview), and a pass is told by each seat's own line and arrow
    # (not by a drawing and words on the felt), so the table fits a laptop's screen
    crowded = seat is None and n >= 5
    out.append(f'<div class="ogrelab-table ogrelab-players-{n}{" ogrelab-open" if seat is None else ""}'
               f'{" ogrelab-crowded" if crowded else ""}">')
    for side in ("top", "left", "right"):
        out.append(f'<div class="ogrelab-side ogrelab-side-{side}">{"".join([other(s) for s in places[side]])}</div>')
    # the middle of the table: the deck and the discard pile side by side, the card being resolved, the pass
    mid = [f'<div class="ogrelab-zone"><div class="ogrelab-label">deck</div>'
           f'<div class="ogrelab-row"{marks("deck")}>{_back(small=True, label=f"{len(game.deck)} cards")}</div></div>']
    top = game.discard[-1:]
    pile = "".join(_card(k, g, small=True, extra="ogrelab-stack" if len(game.discard) > 1 else "") for k in top)
    out_pile = pile or '<div class="ogrelab-card ogrelab-small ogrelab-empty">empty</div>'
    mid.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">discard pile ({len(game.discard)})</div>'
               f'<div class="ogrelab-row"{marks("discard")}>{out_pile}</div></div>')
    if game.in_play >= 0:
        mid.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">being resolved</div>'
                   f'{_card(game.in_play, g, small=True, extra="ogrelab-inplay", marks=marks("inplay"))}</div>')
    felt = [f'<div class="ogrelab-piles">{"".join(mid)}</div>']
    if passing is not None:
        step, done = passing
        d = _direction(game, step)
        pairs = [(s, (s + step) % n) for s in range(n)]
        words = "; ".join([f"{label(a)} to {label(b)}" for a, b in pairs])
        where = {"left": "on their left", "right": "on their right", "across": "across from them",
                 "two to the left": "two to their left"}.get(_relation(game, step), "")
        said = (f"every player {'passed' if done else 'passes'} a card face down to the player {where}" if n > 2
                else f"each {'passed' if done else 'passes'} a card face down to the other")
        waiting = ""
        if not done and not game.is_over:
            waiting = f" <b>{escape(label(game.actor))}</b> puts a card down now."
        head = "Last pass" if done else "Passing" if n == 2 else "Passing " + d
        out_words = (f'<div class="ogrelab-pass-words"><b>{head}</b>: {escape(said)}.'
                     f'{waiting}</div>')
        svg = seat_arrows(points, {s: label(s) for s in range(n)}, pairs, _ARROW[d], f"{head}: {words}")
        felt.append(f'<div class="ogrelab-pass ogrelab-pass-{d.lower()}{" ogrelab-pass-done" if done else ""}">'
                    f'{svg}</div>{out_words}')
    out.append(f'<div class="ogrelab-felt">{"".join(felt)}</div>')
    # the bottom chair: the viewing seat (seat 0 when teaching), its hand big, with the controls
    hand = game.hands[me]
    keys = marks if seat is not None or me == decider else _no_keys
    aside = ""
    if game.set_aside[me] >= 0:
        aside = (f'<div class="ogrelab-zone"><div class="ogrelab-label">{g("put down")}</div>'
                 f'<span{marks(f"aside:{me}")}>{_card(game.set_aside[me], g, small=True)}</span></div>')
    controls = marks.controls(_control_words(game)) + _asks(game, seat, marks)
    whose = "your hand" if seat is not None else f"{escape(label(me))}'s hand"
    out.append(f'<div class="{_seat_class(game, me, seat, "ogrelab-bottom")}"{marks(f"seat:{me}")}>'
               f'<div class="ogrelab-bottom-head">{_seat_head(game, me, seat, g)}'
               f'<span class="ogrelab-label">{whose}</span> {_to_win(hand, g)}</div>'
               f'<div class="ogrelab-hand-row"><div class="ogrelab-row"{marks(f"cards:{me}")}>{_hand(hand, keys, g, crowded)}'
               f'</div>{aside}</div>{passes(me)}{controls}</div>')
    out.append("</div>")
    lines = game.log[-4:]
    out.append('<div class="ogrelab-log">' + "<br>".join([escape(x) for x in lines]) + "</div>")
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
