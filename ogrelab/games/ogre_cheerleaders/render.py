"""Drawing an Ogre Cheerleaders position: HTML cards for notebooks, and a one-screen text.

Everything is drawn from ``game.view(seat)``, so a seat's board can never show
what that seat may not know: hidden hands and the deck are drawn face down.
"""

from __future__ import annotations

from html import escape

from .._render import Marks, card_actions, offered
from .rules import EFFECT_TEXT, TEAM_SCHOOLS

ROOT = "ogrelab-ogre_cheerleaders"

STYLE = f"""
<style>
.{ROOT} {{ font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 13px;
  color: #222; background: #fbf8ef; border: 1px solid #d9d2bf; border-radius: 8px;
  padding: 8px 10px; max-width: 880px; box-sizing: border-box; }}
.{ROOT} .ogrelab-head {{ display: flex; justify-content: space-between; align-items: baseline;
  gap: 8px; flex-wrap: wrap; }}
.{ROOT} .ogrelab-title {{ font-weight: 700; font-size: 15px; }}
.{ROOT} .ogrelab-prompt {{ margin: 4px 0 6px; padding: 4px 8px; background: #fff3c4;
  border-left: 4px solid #e0b000; border-radius: 3px; }}
.{ROOT} .ogrelab-over {{ background: #d8f0dc; border-left-color: #2e8b57; }}
.{ROOT} .ogrelab-label {{ font-weight: 600; color: #555; font-size: 11px; text-transform: uppercase;
  letter-spacing: .04em; margin: 6px 0 2px; }}
.{ROOT} .ogrelab-row {{ display: flex; flex-wrap: wrap; gap: 4px; align-items: flex-end;
  min-height: 20px; }}
.{ROOT} .ogrelab-table {{ display: flex; gap: 18px; flex-wrap: wrap; }}
.{ROOT} .ogrelab-card {{ width: 44px; height: 62px; border-radius: 6px; border: 2px solid var(--team);
  background: #fff; display: inline-flex; flex-direction: column; align-items: center;
  justify-content: space-between; padding: 2px 0; box-sizing: border-box;
  box-shadow: 0 1px 2px rgba(0,0,0,.2); }}
.{ROOT} .ogrelab-card .ogrelab-value {{ font-size: 20px; font-weight: 800; color: var(--team);
  line-height: 1; margin-top: 4px; }}
.{ROOT} .ogrelab-card .ogrelab-team {{ font-size: 9px; color: #fff; background: var(--team);
  width: 100%; text-align: center; padding: 1px 0; }}
.{ROOT} .ogrelab-card .ogrelab-fx {{ font-size: 8px; color: #666; }}
.{ROOT} .ogrelab-dealt {{ border-style: dashed; }}
.{ROOT} .ogrelab-small {{ width: 30px; height: 40px; border-width: 1px; }}
.{ROOT} .ogrelab-small .ogrelab-value {{ font-size: 13px; margin-top: 2px; }}
.{ROOT} .ogrelab-small .ogrelab-team {{ font-size: 7px; }}
.{ROOT} .ogrelab-back {{ background: repeating-linear-gradient(45deg, #6b4f2a, #6b4f2a 4px, #7d5e34 4px,
  #7d5e34 8px); border-color: #4a3519; }}
.{ROOT} .ogrelab-seats {{ border-collapse: collapse; width: 100%; margin-top: 2px; }}
.{ROOT} .ogrelab-seats td {{ padding: 3px 6px; border-top: 1px solid #e4ddca; vertical-align: middle; }}
.{ROOT} .ogrelab-seats tr.ogrelab-active td {{ background: #fff3c4; }}
.{ROOT} .ogrelab-points {{ font-weight: 700; font-size: 15px; white-space: nowrap; }}
.{ROOT} .ogrelab-muted {{ color: #888; font-size: 11px; }}
.{ROOT} .ogrelab-log {{ color: #555; font-size: 11px; margin-top: 6px; }}
</style>
"""

FX = {  # a few letters under the value: what the card does
    "join_from_hand": "join", "bench_to_field_end": "bench&rarr;", "bench_to_hand": "bench&rarr;hand",
    "swap_two": "swap", "field_to_hand": "take", "bench_other": "bench", "play_from_opponent": "rob",
    "play_top_of_deck": "top", "draw_two_split": "draw 2", "shuffle_field": "shuffle",
    "bench_neighbour_and_far_end": "bench 2", "none": "",
}


def _card(deck, name: str, small: bool = False, dealt: bool = False, action: str = "") -> str:
    c = deck.ids[name]
    team = deck.teams[deck.team[c]]
    cls = "ogrelab-card" + (" ogrelab-small" if small else "") + (" ogrelab-dealt" if dealt else "")
    fx = "" if small else f'<span class="ogrelab-fx">{FX.get(deck.effect[c], "")}</span>'
    school = TEAM_SCHOOLS.get(team)
    title = escape(f"{name}" + (f" ({school})" if school else "") + f": {EFFECT_TEXT[deck.effect[c]]}"
                   + (" As dealt." if dealt else ""))
    return (f'<div class="{cls}" data-card="{escape(name)}" title="{title}" '
            f'style="--team:{deck.colours[deck.team[c]]}"{action}>'
            f'<span class="ogrelab-value">{deck.value[c]}</span>{fx}'
            f'<span class="ogrelab-team">{escape(team)}</span></div>')


def _back(small: bool = False) -> str:
    return f'<div class="ogrelab-card ogrelab-back{" ogrelab-small" if small else ""}"></div>'


def _cards(deck, names, small=False, dealt=(), marks=None) -> str:
    """Cards in a row; ``marks`` gives a card the one action that picks it, if any."""
    return "".join(_back(small) if n == "?" else _card(deck, n, small, n in dealt, marks(n) if marks else "")
                   for n in names)


def html(game, seat: int | None = None) -> str:
    """The position as ``seat`` sees it (``None``: everything), as self-contained HTML.

    A card (on the field, the bench, a hand or just drawn) or a seat row that
    exactly one action of the deciding seat picks carries that action: "take
    5-Oafs", "bench 3-Oafs", "play 7-Brutes" onto an empty field, "rob seat 2".
    A card with a choice of ends or places ("play 7-Brutes left"/"right") is
    left to the buttons.
    """
    deck = game.t
    v = game.view(seat)
    st = v["state"]
    legal = offered(game, seat)
    seen = [c for c in st["field"] + st["bench"] + [c for p in st["pending"] for c in p["cards"]]
            + [c for hand in st["hands"] for c in hand] if c != "?"] + [f"seat {s}" for s in range(len(st["hands"]))]
    marks = Marks(card_actions(legal, game.current_player, seen) if legal else {})
    dealt = set(st["as_dealt"])
    n_deck = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    points = game.scores
    who = "everything shown" if seat is None else f"seen by seat {seat}"
    over = game.is_over
    prompt = str(game.result) if over else game.prompt
    parts = [STYLE, f'<div class="{ROOT}">',
             f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre Cheerleaders</span>'
             f'<span class="ogrelab-muted">turn {st["turn"] + (0 if over else 1)} &middot; {who}</span></div>',
             f'<div class="ogrelab-prompt{" ogrelab-over" if over else ""}">{escape(prompt)}</div>',
             '<div class="ogrelab-label">Field</div>',
             f'<div class="ogrelab-row ogrelab-field">{_cards(deck, st["field"], dealt=dealt, marks=marks) or "<span class=ogrelab-muted>empty</span>"}</div>']
    for p in st["pending"]:
        if p["cards"]:
            what = {"place": f"played by seat {st['seat']}, by {p['by']}: to either end",
                    "draw_two_split": f"drawn by seat {st['seat']}'s {p['by']}: one to the hand, one joins the field"}
            parts.append(f'<div class="ogrelab-label">{escape(what.get(p["decision"], p["decision"]))}</div>'
                         f'<div class="ogrelab-row ogrelab-pending">{_cards(deck, p["cards"], marks=marks)}</div>')
    deck_html = _back() if n_deck else '<span class="ogrelab-muted">empty</span>'
    parts.append('<div class="ogrelab-table">'
                 f'<div><div class="ogrelab-label">Deck ({n_deck})</div><div class="ogrelab-row">{deck_html}</div></div>'
                 f'<div><div class="ogrelab-label">Bench ({len(st["bench"])}, top on the right)</div>'
                 f'<div class="ogrelab-row ogrelab-bench">{_cards(deck, st["bench"], small=True, marks=marks) or "<span class=ogrelab-muted>empty</span>"}</div></div>'
                 '</div>')
    parts.append('<div class="ogrelab-label">Players</div><table class="ogrelab-seats">'
                 '<tr class="ogrelab-muted"><td></td><td>hand</td><td>score pile</td><td>points</td></tr>')
    for s, hand in enumerate(st["hands"]):
        active = (not over) and s == v["current_player"]
        first = " &#9733;" if s == game.options["first_seat"] else ""
        pile = st["piles"][s]
        parts.append(f'<tr class="ogrelab-seat{" ogrelab-active" if active else ""}" data-seat="{s}"{marks(f"seat {s}")}>'
                     f'<td><b>Seat {s}</b>{first}<br><span class="ogrelab-muted">{len(hand)} in hand</span></td>'
                     f'<td><div class="ogrelab-row ogrelab-hand">{_cards(deck, hand, marks=marks) or "<span class=ogrelab-muted>no cards</span>"}</div></td>'
                     f'<td><div class="ogrelab-row ogrelab-pile">{_cards(deck, pile, small=True)}</div></td>'
                     f'<td class="ogrelab-points">{points[s]} pts<br><span class="ogrelab-muted">{len(pile)} cards</span></td></tr>')
    parts.append("</table>")
    if v["log"]:
        parts.append('<div class="ogrelab-log">' + "<br>".join(escape(x) for x in v["log"][-3:]) + "</div>")
    parts.append("</div>")
    return "".join(parts)


def text(game, seat: int | None = None) -> str:
    """A one-screen text version of the position (``seat``: that seat's view)."""
    st = game.view(seat)["state"]
    dealt = set(st["as_dealt"])
    n_deck = st["deck"] if isinstance(st["deck"], int) else len(st["deck"])
    field = " ".join(f"{c}*" if c in dealt else c for c in st["field"]) or "(empty)"
    lines = [f"Ogre Cheerleaders, turn {st['turn'] + (0 if game.is_over else 1)}: "
             + (str(game.result) if game.is_over else game.prompt),
             f"field: {field}" + ("   (* as dealt)" if dealt else ""),
             f"bench: {' '.join(st['bench']) or '(empty)'}   deck: {n_deck} card{'' if n_deck == 1 else 's'}"]
    for p in st["pending"]:
        if p["cards"]:
            lines.append(f"{p['decision']}: {' '.join(p['cards'])}")
    points = game.scores
    for s, hand in enumerate(st["hands"]):
        mark = ">" if not game.is_over and s == game.current_player else " "
        lines.append(f"{mark} seat {s}: {points[s]:3d} pts ({len(st['piles'][s])} cards)  "
                     f"hand: {' '.join(hand) or '-'}")
    return "\n".join(lines)
