"""Drawing an Ogre Cheerleaders position: HTML cards for notebooks and boards, and a one-screen text.

Everything is drawn from ``game.view(seat)``, so a seat's board can never show
what that seat may not know: hidden hands and the deck are drawn face down.

What the deciding seat can touch carries its key (:class:`~ogrelab.games._render.Touches`):
a card by its place (``hand:<card>``, ``field:<card>``, ``bench:<card>``, the
cards an 8 drew as ``drawn:<card>``), the field's ends (``end:left``,
``end:right``) and its gaps (``gap:<card>``, the gap right of that card), a seat
row (``seat:<n>``, robbed by a 6), the hand an 8's lone card may go to
(``keep:hand``) and the choice between overlapping formations as controls under
the field (``control:score <n>``). Keys name only cards the drawing shows face up;
a hand as a whole is ``cards:<n>``, a score pile ``pile:<n>``, the deck ``deck``
(where the last move's marks go: :func:`places`).

Every face-up card's effect (by its number) and the table's words (field, as
dealt, bench, ...) are terms of the game's ``glossary.toml``
(:class:`~ogrelab.games._render.Glossary`): the definition on hover and in the
list of the table's words. Cards grow to hold their words; none is cut.
"""

from __future__ import annotations


from .._render import Glossary, escape, Touches, glossary_css, load_glossary
from .cards import EFFECT_SHORT, EFFECT_TEXT, TEAM_SCHOOLS

#: The game's words and each effect, defined (``glossary.toml``: ``terms`` and ``effects``).
_GLOSSARY = load_glossary(__package__)
GLOSSARY = {**_GLOSSARY["terms"], **_GLOSSARY["effects"]}

ROOT = "ogrelab-ogre_cheerleaders"

STYLE = f"""
<style>
.{ROOT} {{ font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 13px;
  color: #222; background: #fbf8ef; border: 1px solid #d9d2bf; border-radius: 8px;
  padding: 6px 10px; max-width: 900px; box-sizing: border-box; }}
.{ROOT} .ogrelab-head {{ display: flex; justify-content: space-between; align-items: baseline;
  gap: 8px; flex-wrap: wrap; }}
.{ROOT} .ogrelab-title {{ font-weight: 700; font-size: 15px; }}
.{ROOT} .ogrelab-prompt {{ margin: 4px 0 2px; padding: 4px 8px; background: #fff3c4;
  border-left: 4px solid #e0b000; border-radius: 3px; font-weight: 600; }}
.{ROOT} .ogrelab-how {{ margin: 0 0 4px; padding: 0 8px; color: #5a4a12; font-size: 12px; }}
.{ROOT} .ogrelab-over {{ background: #d8f0dc; border-left-color: #2e8b57; }}
.{ROOT} .ogrelab-label {{ font-weight: 600; color: #4a4a4a; font-size: 11px; text-transform: uppercase;
  letter-spacing: .04em; margin: 5px 0 2px; }}
.{ROOT} .ogrelab-label .ogrelab-aside {{ text-transform: none; letter-spacing: 0; font-weight: 400; }}
.{ROOT} .ogrelab-row {{ display: flex; flex-wrap: wrap; gap: 4px; align-items: center; min-height: 20px; }}
.{ROOT} .ogrelab-table {{ display: flex; gap: 18px; flex-wrap: wrap; }}
.{ROOT} .ogrelab-card {{ width: 74px; min-height: 96px; border-radius: 6px; border: 2px solid var(--team);
  background: #fff; display: inline-flex; flex-direction: column; align-items: center;
  justify-content: space-between; padding: 2px 0 0; box-sizing: border-box;
  box-shadow: 0 1px 2px rgba(0,0,0,.2); }}
.{ROOT} .ogrelab-card .ogrelab-value {{ font-size: 22px; font-weight: 800; color: var(--team); line-height: 1; }}
.{ROOT} .ogrelab-card .ogrelab-fx {{ font-size: 11px; line-height: 1.15; color: #222; text-align: center;
  padding: 0 2px; }}
.{ROOT} .ogrelab-card .ogrelab-team {{ font-size: 11px; font-weight: 600; color: #fff; background: var(--team);
  width: 100%; text-align: center; padding: 1px 0; }}
.{ROOT} .ogrelab-dealt {{ border-style: dashed; }}
.{ROOT} .ogrelab-small {{ width: 50px; min-height: 50px; border-width: 1px; padding-top: 1px; }}
.{ROOT} .ogrelab-small .ogrelab-value {{ font-size: 15px; }}
.{ROOT} .ogrelab-small .ogrelab-team {{ font-size: 11px; }}
.{ROOT} .ogrelab-pile .ogrelab-small {{ width: 24px; min-height: 32px; height: 32px; }}
.{ROOT} .ogrelab-pile .ogrelab-small .ogrelab-value {{ font-size: 12px; }}
.{ROOT} .ogrelab-pile .ogrelab-small .ogrelab-team {{ font-size: 0; height: 5px; padding: 0; }}
.{ROOT} .ogrelab-back {{ background: repeating-linear-gradient(45deg, #6b4f2a, #6b4f2a 4px, #7d5e34 4px,
  #7d5e34 8px); border-color: #4a3519; }}
.{ROOT} .ogrelab-place {{ display: inline-flex; align-items: center; justify-content: center;
  border: 2px dashed #b59a3c; border-radius: 6px; color: #6d5a16; font-size: 11px; font-weight: 600;
  background: #fffbe8; box-sizing: border-box; text-align: center; }}
.{ROOT} .ogrelab-end {{ width: 50px; height: 96px; }}
.{ROOT} .ogrelab-gap {{ width: 16px; height: 96px; margin: 0 -2px; font-size: 14px; }}
.{ROOT} .ogrelab-keep {{ height: 96px; padding: 0 10px; }}
.{ROOT} [data-action], .{ROOT} [data-pick] {{ cursor: pointer; outline: 3px solid #e0a800; outline-offset: 1px; }}
.{ROOT} .ogrelab-card[data-action]:hover, .{ROOT} .ogrelab-card[data-pick]:hover {{
  transform: translateY(-3px); box-shadow: 0 3px 6px rgba(0,0,0,.3); }}
.{ROOT} .ogrelab-place[data-action]:hover {{ background: #ffe9a8; }}
.{ROOT} .ogrelab-field, .{ROOT} .ogrelab-pending, .{ROOT} .ogrelab-hand {{ padding-top: 4px; }}
.{ROOT} .ogrelab-raised {{ transform: translateY(-5px); box-shadow: 0 6px 10px rgba(0,0,0,.35); }}
.{ROOT} .ogrelab-target {{ cursor: pointer; outline: 3px solid #2e8b57; outline-offset: 1px; }}
.{ROOT} .ogrelab-place.ogrelab-target {{ background: #e3f6e8; border-color: #2e8b57; color: #1d5e3a; }}
.{ROOT} .ogrelab-controls {{ display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }}
.{ROOT} .ogrelab-control {{ display: inline-block; padding: 5px 12px; border-radius: 16px;
  border: 2px solid #8a6d1f; background: #fff3c4; font-weight: 600; font-size: 13px; }}
.{ROOT} .ogrelab-seats {{ border-collapse: collapse; width: 100%; margin-top: 2px; }}
.{ROOT} .ogrelab-seats td {{ padding: 3px 6px; border-top: 1px solid #e4ddca; vertical-align: middle; }}
.{ROOT} .ogrelab-seats tr.ogrelab-active td {{ background: #fff3c4; }}
.{ROOT} .ogrelab-seats tr.ogrelab-won td {{ background: #d8f0dc; }}
.{ROOT} .ogrelab-seats tr[data-action]:hover td {{ background: #ffe9a8; }}
.{ROOT} .ogrelab-points {{ font-weight: 700; font-size: 15px; white-space: nowrap; }}
.{ROOT} .ogrelab-muted {{ color: #666; font-size: 12px; }}
.{ROOT} .ogrelab-log {{ color: #444; font-size: 12px; margin-top: 4px; border-top: 1px solid #e4ddca;
  padding-top: 3px; }}
{glossary_css(ROOT)}
</style>
"""

#: How each decision is made on the table, by the rule that asks it.
HOW = {
    "play": "Click a card of your hand, then the end of the field it goes to.",
    "bonus_play": "Click a card of your hand, then the end of the field it goes to.",
    "place": "Click the end of the field the card goes to.",
    "join_from_hand": "Click a card of your hand, then the place in the field it joins: an end or a gap.",
    "bench_to_field_end": "Click a card of the bench, then the end of the field it joins.",
    "bench_to_hand": "Click the card of the bench to put into your hand.",
    "swap_two": "Click a card of the field, then the card to swap it with: from the card just played any "
                "other card, from another card one to its right.",
    "field_to_hand": "Click the card of the field to put into your hand.",
    "bench_other": "Click the card of the field to bench.",
    "play_from_opponent": "Click the player to take a random card from.",
    "draw_two_split": "Click the drawn card that joins the field, then its end; the other goes into your hand.",
    "score": "Click the formations to score.",
}


def _how(game, st) -> str:
    """How the decision open now is made on the table (``st``: the state as the drawing's seat sees it)."""
    rule = game.decision.rule
    if rule == "draw_two_split" and len(st["pending"][-1]["cards"]) == 1:
        return "Click the drawn card, then an end of the field or \"into your hand\"."
    return HOW.get(rule, "")


def _tip(marks: str, text: str) -> str:
    """``marks`` with the card's own text added to its title (after the preview, if there is one)."""
    if ' title="' in marks:
        head, tip = marks.split(' title="', 1)
        return f'{head} title="{tip[:-1]}&#10;&#10;{escape(text, quote=True)}"'
    return f'{marks} title="{escape(text, quote=True)}"'


#: The first player's star, as the list of words names it.
FIRST = "\u2605 first player"


def _effect(g: Glossary, value: int, effect: str, shown: str, cls: str) -> str:
    """A card's effect as a term, by its number: the glossary says what it does."""
    short = EFFECT_SHORT.get(effect, "")
    return g(effect, shown, tip=f"the effect of a {value}", label=f"{value}: {short}" if short else str(value),
             cls=cls)


def _card(deck, g: Glossary, name: str, small: bool = False, dealt: bool = False, marks: str = "") -> str:
    """A card face up: its number, its effect in a few words (a term; on a small card its number is),
    its team; the printed text of its effect on hover. Drawn once for each look (``Glossary.part``)."""
    return g.part(_card_drawn, deck, name, small, dealt, marks)


def _card_drawn(g: Glossary, deck, name: str, small: bool, dealt: bool, marks: str) -> str:
    c = deck.ids[name]
    team = deck.teams[deck.team[c]]
    effect = deck.effect[c]
    value = deck.value[c]
    cls = "ogrelab-card" + (" ogrelab-small" if small else "") + (" ogrelab-dealt" if dealt else "")
    if small:
        face = _effect(g, value, effect, str(value), "ogrelab-value")
    else:
        face = (f'<span class="ogrelab-value">{value}</span>'
                + _effect(g, value, effect, EFFECT_SHORT.get(effect, ""), "ogrelab-fx"))
    school = TEAM_SCHOOLS.get(team)
    whole = (f"{name}" + (f" ({school})" if school else "") + f": {EFFECT_TEXT[effect]}"
             + (" As dealt: a formation of dealt cards only does not score." if dealt else ""))
    return (f'<div class="{cls}" data-card="{escape(name)}" style="--team:{deck.colours[deck.team[c]]}"'
            f'{_tip(marks, whole)}>{face}'
            f'<span class="ogrelab-team">{escape(team)}</span></div>')


def _back(small: bool = False) -> str:
    return f'<div class="ogrelab-card ogrelab-back{" ogrelab-small" if small else ""}"></div>'


def _cards(deck, g: Glossary, names, place: str, marks, small=False, dealt=()) -> str:
    """Cards in a row, each keyed ``<place>:<card>``; a face-down card ("?") has no key."""
    return "".join([_back(small) if n == "?" else _card(deck, g, n, small, n in dealt, marks(f"{place}:{n}"))
                    for n in names])


def _unmarked(key: str) -> str:
    return ""


def _field(deck, g: Glossary, field, dealt, marks, needed) -> str:
    """The field with its ends and gaps drawn as places wherever a decision can put a card there."""
    out = []
    if "end:left" in needed and field:
        out.append(f'<div class="ogrelab-place ogrelab-end"{marks("end:left")}>left end</div>')
    for k, name in enumerate(field):
        if name == "?":
            out.append(_back())
            continue
        out.append(_card(deck, g, name, dealt=name in dealt, marks=marks(f"field:{name}")))
        gap = f"gap:{name}"
        if k < len(field) - 1 and gap in needed:
            out.append(f'<div class="ogrelab-place ogrelab-gap"{marks(gap)}>+</div>')
    if "end:right" in needed:
        out.append(f'<div class="ogrelab-place ogrelab-end"{marks("end:right")}>'
                   f'{"right end" if field else "onto the field"}</div>')
    if not field and "end:right" not in needed:
        out.append('<span class="ogrelab-muted">empty</span>')
    return "".join(out)


def html(game, seat: int | None = None, outcome: bool = True) -> str:
    """The position as ``seat`` sees it (``None``: everything, marked for whoever decides), as HTML.

    The deciding seat's touches are marked on the things they name (see the
    module docstring); the prompt says what is decided, a line under it how to
    make the decision on the table.
    """
    deck = game.t
    v = game.view(seat)
    st = v["state"]
    marks = Touches(game, seat, outcome=outcome)
    g = Glossary(GLOSSARY)
    t = marks.touch
    needed = set(t.click) | set(t.pick) | {k for targets in t.pick.values() for k in targets}
    dealt = set(st["as_dealt"])
    n_deck = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    points = game.scores
    label = game.seat_label
    who = "everything shown" if seat is None else f"seen by {label(seat)}"
    over = game.is_over
    prompt = game.outcome if over else game.prompt
    turns = game.turn
    parts = [STYLE, f'<div class="{ROOT}">',
             f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre Cheerleaders</span>'
             f'<span class="ogrelab-muted">{turns} turn{"" if turns == 1 else "s"} played &middot; {who}</span></div>',
             f'<div class="ogrelab-prompt{" ogrelab-over" if over else ""}">{escape(prompt)}</div>']
    if needed:
        parts.append(f'<div class="ogrelab-how">{escape(_how(game, st))}</div>')
    parts += [f'<div class="ogrelab-label">{g("field", "Field")} <span class="ogrelab-aside">(dashed: '
              f'{g("as dealt")})</span></div>' if dealt
              else f'<div class="ogrelab-label">{g("field", "Field")}</div>',
              f'<div class="ogrelab-row ogrelab-field"{marks("field")}>{_field(deck, g, st["field"], dealt, marks, needed)}</div>',
              marks.controls()]
    for p in st["pending"]:
        if not p["cards"]:
            continue
        mover = label(st["seat"])
        what = {"place": f"played by {mover}'s {p['by']}: to either end of the field",
                "draw_two_split": f"drawn by {mover}'s {p['by']}: " + (
                    "one to the hand, one joins the field" if len(p["cards"]) == 2
                    else "into the hand, or it joins the field")}
        row = _cards(deck, g, p["cards"], "drawn", marks)
        if "keep:hand" in needed:
            row += f'<div class="ogrelab-place ogrelab-keep"{marks("keep:hand")}>into your hand</div>'
        parts.append(f'<div class="ogrelab-label">{escape(what.get(p["decision"], p["decision"]))}</div>'
                     f'<div class="ogrelab-row ogrelab-pending">{row}</div>')
    bench = st["bench"]
    touch_bench = any(k.startswith("bench:") for k in needed)
    deck_html = _back(small=True) if n_deck else '<span class="ogrelab-muted">empty</span>'
    benched = _cards(deck, g, bench, "bench", marks, small=not touch_bench)
    parts.append('<div class="ogrelab-table">'
                 f'<div><div class="ogrelab-label">{g("deck", "Deck")} ({n_deck})</div>'
                 f'<div class="ogrelab-row"{marks("deck")}>{deck_html}</div></div>'
                 f'<div><div class="ogrelab-label">{g("bench", "Bench")} ({len(bench)}) '
                 '<span class="ogrelab-aside">top on the right</span></div>'
                 f'<div class="ogrelab-row ogrelab-bench"{marks("bench")}>'
                 f'{benched or "<span class=ogrelab-muted>empty</span>"}'
                 '</div></div></div>')
    parts.append('<table class="ogrelab-seats">'
                 f'<tr class="ogrelab-muted"><td>player</td><td>hand</td><td>{g("score pile")}</td></tr>')
    for s, hand in enumerate(st["hands"]):
        active = (not over) and s == v["current_player"]
        won = over and s in game.result.winners
        first = (" " + g("first player", "&#9733;", raw=True, label=FIRST)
                 if s == game.options["first_seat"] else "")
        pile = st["piles"][s]
        shown = _cards(deck, g, hand, "hand", marks, small=s != (v["current_player"] if seat is None else seat))
        pile_tip = escape(" ".join(pile), quote=True)
        row = " ogrelab-active" if active else " ogrelab-won" if won else ""
        parts.append(f'<tr class="ogrelab-seat{row}" data-seat="{s}"{marks(f"seat:{s}")}>'
                     f'<td><b>{escape(label(s))}</b>{first}{" (to play)" if active else ""}{" won" if won else ""}'
                     f'<br><span class="ogrelab-muted">{len(hand)} in hand</span></td>'
                     f'<td><div class="ogrelab-row ogrelab-hand"{marks(f"cards:{s}")}>'
                     f'{shown or "<span class=ogrelab-muted>no cards</span>"}</div></td>'
                     f'<td class="ogrelab-pile"{marks(f"pile:{s}")}><span class="ogrelab-points">{points[s]} points</span> '
                     f'<span class="ogrelab-muted">{len(pile)} card{"" if len(pile) == 1 else "s"}</span>'
                     f'<div class="ogrelab-row" title="{pile_tip}">'
                     f'{_cards(deck, g, pile, "pile", _unmarked, small=True)}</div>'
                     '</td></tr>')
    parts.append("</table>")
    if v["log"]:
        parts.append('<div class="ogrelab-log">' + "<br>".join(escape(x) for x in v["log"][-3:]) + "</div>")
    parts.append(g.legend())
    parts.append("</div>")
    return "".join(parts)


def places(view: dict) -> dict:
    """Where things are in ``view`` by the drawing's keys (``Game.watch_places``): face-up cards by
    name in their row, a hand's face-down cards (``cards:<n>``), the deck and each score pile counted."""
    st = view["state"]
    out: dict = {}
    for place, names in [("field", st["field"]), ("bench", st["bench"])] + [
            ("drawn", p["cards"]) for p in st["pending"]]:
        out.update([(f"{place}:{n}", (n, place)) for n in names if n != "?"])
    for s, hand in enumerate(st["hands"]):
        out.update([(f"hand:{n}", (n, f"cards:{s}")) for n in hand if n != "?"])
        out[f"cards:{s}"] = hand.count("?")
        out[f"pile:{s}"] = len(st["piles"][s])
    out["deck"] = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    return out


def text(game, seat: int | None = None) -> str:
    """A one-screen text version of the position (``seat``: that seat's view)."""
    st = game.view(seat)["state"]
    dealt = set(st["as_dealt"])
    n_deck = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    field = " ".join(f"{c}*" if c in dealt else c for c in st["field"]) or "(empty)"
    turns = game.turn
    lines = [f"Ogre Cheerleaders, {turns} turn{'' if turns == 1 else 's'} played: "
             + (game.outcome if game.is_over else game.prompt),
             f"field: {field}" + ("   (* as dealt)" if dealt else ""),
             f"bench: {' '.join(st['bench']) or '(empty)'}   deck: {n_deck} card{'' if n_deck == 1 else 's'}"]
    for p in st["pending"]:
        if p["cards"]:
            lines.append(f"{p['decision']}: {' '.join(p['cards'])}")
    points = game.scores
    for s, hand in enumerate(st["hands"]):
        mark = ">" if not game.is_over and s == game.current_player else " "
        lines.append(f"{mark} {game.seat_label(s)}: {points[s]:3d} points ({len(st['piles'][s])} cards)  "
                     f"hand: {' '.join(hand) or '-'}")
    return "\n".join(lines)
