"""Drawing a position from one seat's point of view: HTML cards and a text screen.

Both work from ``game.view(seat)``, so what a seat may not know (hands,
deck order, face-down skills, opponents' deck lists) cannot leak into them.
"""

from __future__ import annotations

from html import escape

from .._render import Marks, card_actions, offered
from .roster import EFFECTS, POOL, ROLE, SKILLS

_STYLE = """
<style>
.ogrelab-ogres_delight{font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:13px;color:#1f2328;
  max-width:900px;background:#fbf8f1;border:1px solid #d8cfbd;border-radius:8px;padding:8px 10px}
.ogrelab-ogres_delight .ogrelab-head{display:flex;justify-content:space-between;gap:8px;align-items:baseline;
  border-bottom:1px solid #e3dac7;padding-bottom:4px;margin-bottom:6px}
.ogrelab-ogres_delight .ogrelab-title{font-weight:700;font-size:15px;color:#5b3a1a}
.ogrelab-ogres_delight .ogrelab-prompt{color:#6e5a3c;font-style:italic}
.ogrelab-ogres_delight .ogrelab-side{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0}
.ogrelab-ogres_delight .ogrelab-combatant{flex:1 1 200px;border:1px solid #d8cfbd;border-radius:6px;padding:5px 6px;background:#fff}
.ogrelab-ogres_delight .ogrelab-boss{background:#fff4f0;border-color:#e0b4a4}
.ogrelab-ogres_delight .ogrelab-active{box-shadow:0 0 0 2px #d9822b}
.ogrelab-ogres_delight .ogrelab-dead{opacity:.55}
.ogrelab-ogres_delight .ogrelab-deciding{outline:2px dashed #3a6ea5;outline-offset:1px}
.ogrelab-ogres_delight .ogrelab-name{font-weight:600}
.ogrelab-ogres_delight .ogrelab-meta{color:#6b6b6b;font-size:12px}
.ogrelab-ogres_delight .ogrelab-bar{height:8px;background:#eee;border-radius:4px;overflow:hidden;margin:3px 0}
.ogrelab-ogres_delight .ogrelab-bar>div{height:100%;background:#4caf50}
.ogrelab-ogres_delight .ogrelab-bar>div.ogrelab-low{background:#e5533d}
.ogrelab-ogres_delight .ogrelab-cards{display:flex;flex-wrap:wrap;gap:4px;margin-top:3px}
.ogrelab-ogres_delight .ogrelab-card{width:118px;min-height:58px;border:1px solid #bbb;border-radius:5px;padding:3px 4px;
  background:#fff;font-size:11px;line-height:1.25;position:relative}
.ogrelab-ogres_delight .ogrelab-card .ogrelab-cname{font-weight:600;font-size:11.5px;padding-right:16px}
.ogrelab-ogres_delight .ogrelab-card .ogrelab-cost{position:absolute;top:2px;right:3px;background:#3a6ea5;color:#fff;
  border-radius:50%;width:15px;height:15px;text-align:center;font-size:10px;line-height:15px}
.ogrelab-ogres_delight .ogrelab-basic{border-color:#8aa37b;background:#f4faf0}
.ogrelab-ogres_delight .ogrelab-special{border-color:#c49a4a;background:#fdf7ea}
.ogrelab-ogres_delight .ogrelab-reactive{border-color:#7d8fc4;background:#f1f4fd}
.ogrelab-ogres_delight .ogrelab-back{background:repeating-linear-gradient(45deg,#6b4a2b,#6b4a2b 5px,#7d5833 5px,#7d5833 10px);
  color:#f3e6d0;border-color:#4e3520;text-align:center;width:54px}
.ogrelab-ogres_delight .ogrelab-cast .ogrelab-back{width:84px}
.ogrelab-ogres_delight .ogrelab-back .ogrelab-meta{color:#f3e6d0;font-size:10px}
.ogrelab-ogres_delight .ogrelab-tag{display:inline-block;background:#eee5d3;border-radius:3px;padding:0 3px;margin:1px 2px 0 0;font-size:10px}
.ogrelab-ogres_delight .ogrelab-out{color:#9b2c1d}
.ogrelab-ogres_delight .ogrelab-in{color:#1d5e9b}
.ogrelab-ogres_delight .ogrelab-cast{border:1px dashed #d9822b;border-radius:6px;padding:5px 6px;margin:6px 0;background:#fffaf2}
.ogrelab-ogres_delight .ogrelab-log{font-size:11.5px;color:#555;border-top:1px solid #e3dac7;margin-top:6px;padding-top:4px}
.ogrelab-ogres_delight .ogrelab-label{font-size:11px;color:#6b6b6b;margin-right:4px}
</style>
"""


def _effects_html(amounts, events) -> str:
    bits = []
    for k, v in zip(EFFECTS, amounts):
        if v:
            bits.append(f"{k[4:]} {v:+d}" if k.startswith("amp_") else f"{k} {v}")
    return escape(", ".join(bits + list(events)))


def card_html(name: str | None, extra: str = "", action: str = "") -> str:
    """A skill as a card; ``None`` draws a face-down card; ``action``: its ``data-action`` attribute."""
    if name is None:
        return f'<div class="ogrelab-card ogrelab-back" data-card="face-down">face down{extra}</div>'
    sk = SKILLS[name]
    tags = sk.attributes()
    out = _effects_html(sk.out, sk.out_events)
    inc = _effects_html(sk.inc, sk.in_events)
    arrow = (f'<div><span class="ogrelab-out">{out or "&ndash;"}</span> &#8644; '
             f'<span class="ogrelab-in">{inc or "&ndash;"}</span></div>')
    return (f'<div class="ogrelab-card ogrelab-{sk.type}" data-card="{escape(name)}" title="{escape(sk.type)}"'
            f'{action}>'
            f'<div class="ogrelab-cname">{escape(name)}</div><div class="ogrelab-cost">{sk.energy}</div>'
            f'<div>{"".join(f"<span class=ogrelab-tag>{escape(t)}</span>" for t in tags)}</div>{arrow}{extra}</div>')


def _who(st, s):
    return st["seats"][s]["character"] or ("Boss" if s == 0 else f"Hero {s}")


def _channel_time(ch) -> str:
    """A channel's time: the turns left, or for a face-down one of the other side the turns waited so far."""
    if ch["turns_left"] is None:
        return f"{ch['turns_channelled']} turn(s) so far"
    return f"{ch['turns_left']} turn(s) left"


def _no_mark(name) -> str:
    return ""


def _combatant(st, s, active, marks=_no_mark) -> str:
    rec = st["seats"][s]
    name = _who(st, s)
    classes = ["ogrelab-combatant"]
    if s == 0:
        classes.append("ogrelab-boss")
    if s == active and st["phase"] in ("turn", "react"):
        classes.append("ogrelab-active")
    if not rec["alive"]:
        classes.append("ogrelab-dead")
    if s == st["decider"]:
        classes.append("ogrelab-deciding")
    hand = rec["hand"]
    energy = hand if isinstance(hand, int) else len(hand)
    deck = rec["deck"] if isinstance(rec["deck"], int) else len(rec["deck"])
    pct = 0 if not rec["max_hp"] else max(0, min(100, round(100 * rec["hp"] / rec["max_hp"])))
    role = "boss" if s == 0 else (ROLE.get(rec["character"], "") if rec["character"] else "")
    state = "" if rec["alive"] else " &middot; dead"
    parts = [f'<div class="{" ".join(classes)}" data-seat="{s}">',
             f'<div class="ogrelab-name">{escape(name)} <span class="ogrelab-meta">{escape(role)}, seat {s}{state}</span></div>',
             f'<div class="ogrelab-bar"><div class="{"ogrelab-low" if pct < 35 else ""}" style="width:{pct}%"></div></div>',
             f'<div class="ogrelab-meta">hp {rec["hp"]}/{rec["max_hp"]} &middot; energy {energy} &middot; deck {deck}'
             f' &middot; removed {len(rec["removed"])}</div>']
    ch = rec["channel"]
    if ch is not None:
        at = ", ".join(escape(_who(st, t)) for t in ch["targets"])
        parts.append(f'<div><span class="ogrelab-label">channelling ({_channel_time(ch)}) at {at}:</span>'
                     f'<div class="ogrelab-cards">{card_html(ch["skill"])}</div></div>')
    if isinstance(hand, list):
        cards = "".join(card_html(c, action=marks(c)) for c in hand)
    else:
        cards = "".join(card_html(None) for _ in range(min(hand, 12)))
    parts.append(f'<div><span class="ogrelab-label">hand</span><div class="ogrelab-cards">{cards}</div></div>')
    if rec["removed"]:
        parts.append('<div><span class="ogrelab-label">used (one-time)</span><div class="ogrelab-cards">'
                     + "".join(card_html(c) for c in rec["removed"]) + "</div></div>")
    parts.append("</div>")
    return "".join(parts)


def _marks(game, seat, st) -> tuple[str, Marks]:
    """Where the deciding seat's one-action cards lie ("hand", "loot" or "pool"), and their marks.

    A reactive in hand is "play X", a foundation with one choice of targets
    "cast X" or "cast X at Y"; a foundation with several target choices picks
    nothing by itself and is left to the buttons.
    """
    legal = offered(game, seat)
    phase, decider = st["phase"], game.current_player
    if not legal:
        return "", Marks({})
    if phase in ("react", "turn"):
        zone, names = "hand", st["seats"][decider]["hand"]
    elif phase == "loot":
        zone, names = "loot", st["loot"]
    elif phase == "build":
        zone, names = "pool", POOL[st["seats"][decider]["character"]]
    else:
        return "", Marks({})
    return zone, Marks(card_actions(legal, decider, names if isinstance(names, list) else []))


def html(game, seat=None) -> str:
    """The table as ``seat`` sees it (``None``: everything); the decider's one-action cards are clickable."""
    view = game.view(seat)
    st = view["state"]
    zone, marks = _marks(game, seat, st)
    who = "everything" if seat is None else f"seat {seat}'s view"
    enc = f"encounter {st['encounter'] + 1} of {len(st['bosses']) or game.options['bosses']}"
    out = [_STYLE, '<div class="ogrelab-ogres_delight">',
           f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre\'s Delight</span>'
           f'<span class="ogrelab-meta">{enc} &middot; turn {st["turns"]} &middot; {escape(who)}</span></div>',
           f'<div class="ogrelab-prompt">{escape(game.prompt)}</div>']
    if st["phase"] in ("draft", "build") and st["bosses"]:
        out.append(f'<div class="ogrelab-meta">bosses in order: {escape(", ".join(st["bosses"]))}</div>')
    active = st["active"]
    decider = game.current_player

    def seat_marks(s):
        return marks if zone == "hand" and s == decider else _no_mark

    out.append(f'<div class="ogrelab-side">{_combatant(st, 0, active, seat_marks(0))}</div>')
    cast = st["cast"]
    if cast is not None:
        at = ", ".join(escape(_who(st, t)) for t in cast["targets"])
        extra = []
        if cast["disoriented"]:
            extra.append("disoriented: " + ", ".join(escape(_who(st, t)) for t in cast["disoriented"]))
        if cast["unstoppable"]:
            extra.append("unstoppable: " + ", ".join(escape(_who(st, t)) for t in cast["unstoppable"]))
        cards = "".join(card_html(e["skill"], f'<div class="ogrelab-meta">by {escape(_who(st, e["by"]))}</div>')
                        for e in cast["skills"])
        out.append(f'<div class="ogrelab-cast"><span class="ogrelab-label">the cast of {escape(_who(st, cast["by"]))} '
                   f'at {at}</span> <span class="ogrelab-meta">{escape("; ".join(extra))}</span>'
                   f'<div class="ogrelab-cards">{cards}</div></div>')
    if st["loot"]:
        out.append('<div class="ogrelab-cast"><span class="ogrelab-label">loot</span><div class="ogrelab-cards">'
                   + "".join(card_html(c, action=marks(c) if zone == "loot" else "") for c in st["loot"])
                   + "</div></div>")
    out.append('<div class="ogrelab-side">' + "".join(_combatant(st, s, active, seat_marks(s))
                                                     for s in range(1, game.players)) + "</div>")
    if st["phase"] == "build" and st["decider"] is not None:
        dl = st["seats"][st["decider"]]["deck_list"]
        if isinstance(dl, list):
            out.append('<div><span class="ogrelab-label">deck being built</span><div class="ogrelab-cards">'
                       + "".join(card_html(c) for c in dl) + "</div></div>")
            pool = [c for c in POOL[st["seats"][st["decider"]]["character"]] if c not in dl]
            out.append('<div><span class="ogrelab-label">skills to choose from</span><div class="ogrelab-cards">'
                       + "".join(card_html(c, action=marks(c) if zone == "pool" else "") for c in pool)
                       + "</div></div>")
    if view["log"]:
        out.append('<div class="ogrelab-log">' + "<br>".join(escape(t) for t in view["log"][-6:]) + "</div>")
    out.append("</div>")
    return "".join(out)


def text(game, seat=None) -> str:
    """One screen: each combatant's health, energy, channel and visible hand; the cast; the prompt."""
    st = game.view(seat)["state"]
    lines = [f"Ogre's Delight - encounter {st['encounter'] + 1}, turn {st['turns']}, phase {st['phase']}"]
    for s, rec in enumerate(st["seats"]):
        hand = rec["hand"]
        energy = hand if isinstance(hand, int) else len(hand)
        deck = rec["deck"] if isinstance(rec["deck"], int) else len(rec["deck"])
        mark = "*" if s == st["active"] and st["phase"] in ("turn", "react") else " "
        line = (f"{mark}{'Boss ' if s == 0 else f'Hero {s}'} {_who(st, s)}: hp {rec['hp']}/{rec['max_hp']}"
                f"{'' if rec['alive'] else ' (dead)'}, energy {energy}, deck {deck}")
        ch = rec["channel"]
        if ch is not None:
            line += (f", channelling {ch['skill'] or 'a face-down skill'} at "
                     f"{', '.join(_who(st, t) for t in ch['targets'])} ({_channel_time(ch)})")
        lines.append(line)
        if isinstance(hand, list) and hand:
            lines.append("    hand: " + ", ".join(hand))
    cast = st["cast"]
    if cast is not None:
        shown = [f"{e['skill'] or 'face-down'} ({_who(st, e['by'])})" for e in cast["skills"]]
        lines.append(f"Cast of {_who(st, cast['by'])} at {', '.join(_who(st, t) for t in cast['targets'])}: "
                     + ", ".join(shown))
    if st["loot"]:
        lines.append("Loot: " + ", ".join(st["loot"]))
    lines.append(game.prompt)
    return "\n".join(lines)
