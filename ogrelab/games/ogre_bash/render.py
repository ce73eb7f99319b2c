"""Ogre Bash drawn from one seat's point of view: HTML for notebooks, text for print."""

from __future__ import annotations

from html import escape

from .._render import Marks, card_actions, offered
from .cards import DIR, DIRECTIONS, EFFECT, NAMES, OGRE, OGRES, OUCH, best_hand

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
.ogrelab-ogre_bash .ogrelab-seats td:first-child{width:150px}
.ogrelab-ogre_bash .ogrelab-fists{color:#8a4b08;letter-spacing:1px}
.ogrelab-ogre_bash .ogrelab-row{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.ogrelab-ogre_bash .ogrelab-card{display:inline-flex;flex-direction:column;justify-content:space-between;
  width:62px;height:84px;box-sizing:border-box;border-radius:7px;border:2px solid #555;background:#fff;
  padding:3px 4px;font-size:11px;line-height:1.15;text-align:center;box-shadow:1px 1px 2px rgba(0,0,0,.2)}
.ogrelab-ogre_bash .ogrelab-card b{font-size:12px}
.ogrelab-ogre_bash .ogrelab-small{width:44px;height:60px;font-size:9px}
.ogrelab-ogre_bash .ogrelab-small b{font-size:9px}
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
</style>
"""


def _card_class(k: int) -> str:
    if DIR[k] >= 0:
        return "ogrelab-" + DIRECTIONS[DIR[k]].lower()
    if EFFECT[k] == "wild":
        return "ogrelab-wild"
    return "ogrelab-ouch" if OUCH[k] else "ogrelab-wild"


def _card(k: int, small: bool = False, extra: str = "", action: str = "") -> str:
    name = NAMES[k]
    if DIR[k] >= 0:
        face = f"<span>Bash</span><b>{DIRECTIONS[DIR[k]]}</b><span>{OGRES[OGRE[k]]}</span>"
    else:
        label = "Ouch" if OUCH[k] else "&nbsp;"
        face = f"<span>{label}</span><b>{escape(name)}</b><span>&nbsp;</span>"
    cls = f"ogrelab-card {_card_class(k)}" + (" ogrelab-small" if small else "") + (f" {extra}" if extra else "")
    return f'<div class="{cls}" data-card="{escape(name)}" title="{escape(name)}"{action}>{face}</div>'


def _back(small: bool = True, label: str = "") -> str:
    cls = "ogrelab-card ogrelab-back" + (" ogrelab-small" if small else "")
    return f'<div class="{cls}" data-card="face down">{escape(label)}</div>'


def _fists(n: int) -> str:
    return f'<span class="ogrelab-fists" title="{n} fists">{"&#9994;" * min(n, 12)}</span> {n}'


def _no_mark(name: str) -> str:
    return ""


def html(game, seat: int | None = None) -> str:
    """The table as ``seat`` sees it (``None``: every card face up, for teaching).

    The deciding seat's cards carry the one action that picks each ("play Steal",
    "pass Steal", "discard Steal"...) and, when choosing a seat, the seat rows
    ("hurt seat 2"): in its own big hand when ``seat`` decides, in its seat row
    in the teaching view.
    """
    n = game.players
    legal = offered(game, seat)
    decider = game.current_player
    marks = Marks(card_actions(legal, decider, [NAMES[k] for k in game.hands[decider]]
                               + [f"seat {s}" for s in range(n)]) if legal else {})
    out = [_STYLE, '<div class="ogrelab-ogre_bash">']
    who = "all cards face up" if seat is None else f"seen by seat {seat}"
    out.append(f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre Bash</span>'
               f'<span>hand {game.hand_no} &middot; turn {game.turns} &middot; dealer seat {game.dealer} '
               f'&middot; first to {game.options["fists_to_win"]} fists &middot; {who}</span></div>')
    out.append(f'<div class="ogrelab-prompt">{escape(game.prompt)}</div>')
    # seats
    out.append('<table class="ogrelab-seats"><tr><th>seat</th><th>fists</th><th>cards</th><th>hand</th></tr>')
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
            tags.append("dealer")
        if not game.is_over and s == game.seat:
            tags.append("to play")
        if not game.is_over and s == game.actor and s != game.seat:
            tags.append("deciding")
        label = f"Seat {s}" + (f" <small>({', '.join(tags)})</small>" if tags else "")
        hand = game.hands[s]
        if seat is None or s == seat:
            mark = marks if seat is None and s == decider else _no_mark
            cards = "".join(_card(k, small=True, action=mark(NAMES[k])) for k in hand)
        elif game.shown[s] is not None:
            cards = "<small>shown to all:</small> " + "".join(_card(k, small=True) for k in game.shown[s])
        else:
            cards = "".join(_back() for _ in hand)
        aside = game.set_aside[s]
        if aside >= 0:
            put = _card(aside, small=True) if (seat is None or s == seat) else _back(label="put down")
            cards += f' <small>put down:</small> {put}'
        out.append(f'<tr class="{" ".join(cls)}"{marks(f"seat {s}")}>'
                   f'<td>{label}</td><td>{_fists(game.fists[s])}</td>'
                   f'<td>{len(hand)}</td><td><div class="ogrelab-row">{cards}</div></td></tr>')
    out.append("</table>")
    # the viewing seat's hand, big
    if seat is not None:
        hand = game.hands[seat]
        best = best_hand(hand)
        note = f' <span class="ogrelab-win">a winning hand: {escape(best[0])} ({best[1]} fists)</span>' if best else ""
        out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">your hand{note}</div>'
                   f'<div class="ogrelab-row">{"".join(_card(k, action=marks(NAMES[k])) for k in hand)}</div></div>')
    # in play, discard, deck
    if game.in_play >= 0:
        how = ""
        if game.phase == "pass":
            how = f"<div><small>passing {game._pass_to()}</small></div>"
        out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">being resolved</div>'
                   f'{_card(game.in_play, extra="ogrelab-inplay")}{how}</div>')
    top = game.discard[-6:]
    pile = "".join(_card(k, small=True) for k in top) or "<small>empty</small>"
    more = f"<small>+{len(game.discard) - len(top)} below</small>" if len(game.discard) > len(top) else ""
    out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">discard pile '
               f'({len(game.discard)}, top last)</div><div class="ogrelab-row">{more}{pile}</div></div>')
    out.append(f'<div class="ogrelab-zone"><div class="ogrelab-label">deck</div>'
               f'{_back(small=False, label=f"{len(game.deck)} cards")}</div>')
    lines = game.log[-5:]
    out.append('<div class="ogrelab-log">' + "<br>".join(escape(x) for x in lines) + "</div>")
    out.append("</div>")
    return "".join(out)


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
