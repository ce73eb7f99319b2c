"""Drawing the grid: HTML for notebooks and boards, and a one-screen text version.

Both draw from ``game.view(seat)``, so a seat never sees more than it may know:
face-down zombies are "?" to the Cheerleaders, intact barricades hide their name
from both sides. ``seat=None`` shows everything (face-down cards in brackets).
"""

from __future__ import annotations

from html import escape

from .._render import Marks, card_actions, offered
from .cards import BOSSES, CHEER_DATA, FIRST_ZOMBIE_ROW, STAMINA, STRENGTH, UNKNOWN, ZOMBIE_ROWS

SHORT = {"football player": "Football", "baseball player": "Baseball", "nerds": "Nerds", "teacher": "Teacher",
         "bass drum player": "Bass drum", "lunch lady": "Lunch lady", "coach": "Coach", "nurse": "Nurse",
         "security guard": "Security", "principal": "Principal", "janitor": "Janitor",
         "teacher's pet": "Teacher's pet", "Prom Queen": "Prom Queen"}

CSS = """
.ogrelab-zombies_vs_cheerleaders{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:12px;
 color:#222;max-width:900px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-zvc-wrap{display:flex;gap:12px;align-items:flex-start}
.ogrelab-zombies_vs_cheerleaders table.ogrelab-grid{border-collapse:separate;border-spacing:3px;background:#eef1ea;
 border-radius:8px;padding:4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-grid td{width:92px;height:46px;vertical-align:middle;text-align:center;
 padding:0;background:#f8faf5;border-radius:6px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-grid th{font-weight:600;color:#667;font-size:11px;padding:0 4px}
.ogrelab-zombies_vs_cheerleaders td.ogrelab-row-empty{background:#f1f3ee}
.ogrelab-zombies_vs_cheerleaders .ogrelab-card{display:inline-block;width:86px;min-height:40px;border-radius:5px;
 box-sizing:border-box;padding:2px 3px;line-height:1.25;box-shadow:0 1px 2px rgba(0,0,0,.25)}
.ogrelab-zombies_vs_cheerleaders .ogrelab-zombie{background:#7fa86a;color:#10210a;border:1px solid #4d7a3a}
.ogrelab-zombies_vs_cheerleaders .ogrelab-boss{background:#6b4f8a;color:#fff;border:1px solid #442e5e}
.ogrelab-zombies_vs_cheerleaders .ogrelab-queen{background:#c94f93;color:#fff;border:1px solid #8a2b60}
.ogrelab-zombies_vs_cheerleaders .ogrelab-facedown{background:repeating-linear-gradient(45deg,#3c4a34,#3c4a34 5px,
 #46573d 5px,#46573d 10px);color:#e6efe0;border:1px solid #26301f}
.ogrelab-zombies_vs_cheerleaders .ogrelab-stats{font-size:10px;opacity:.85}
.ogrelab-zombies_vs_cheerleaders .ogrelab-token{display:inline-block;background:#f2c14e;color:#222;border-radius:8px;
 padding:0 4px;font-size:10px;font-weight:700}
.ogrelab-zombies_vs_cheerleaders .ogrelab-pile{display:inline-flex;flex-direction:column;gap:1px;width:86px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-barricade{border-radius:4px;font-size:10px;padding:1px 2px;
 border:1px solid #8a6d3b}
.ogrelab-zombies_vs_cheerleaders .ogrelab-intact{background:#f3e2bd;color:#4a3a1a}
.ogrelab-zombies_vs_cheerleaders .ogrelab-damaged{background:#8a6d3b;color:#fff;text-decoration:none}
.ogrelab-zombies_vs_cheerleaders .ogrelab-cheerleader{background:#e9f1fb;color:#17324d;border:1px solid #5b86b5}
.ogrelab-zombies_vs_cheerleaders .ogrelab-ko{background:#c0392b;color:#fff;border:1px solid #7d1f15}
.ogrelab-zombies_vs_cheerleaders .ogrelab-energy{color:#1b6ac9;letter-spacing:1px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-ko .ogrelab-energy{color:#fff}
.ogrelab-zombies_vs_cheerleaders .ogrelab-side{min-width:200px;max-width:260px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-side h4{margin:6px 0 2px;font-size:12px;color:#445}
.ogrelab-zombies_vs_cheerleaders .ogrelab-chip{display:inline-block;margin:1px;padding:1px 5px;border-radius:4px;
 background:#e4e7e0;font-size:11px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-kept{background:#f2c14e}
.ogrelab-zombies_vs_cheerleaders .ogrelab-status{font-weight:600;margin-bottom:4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-over{color:#b03020}
.ogrelab-zombies_vs_cheerleaders .ogrelab-flag{font-size:9px;opacity:.8}
"""


def _zombie_html(zd: dict, reveal_all: bool, action: str = "") -> str:
    card = zd["card"]
    if not zd["face_up"]:
        if card == UNKNOWN:
            return (f'<div class="ogrelab-card ogrelab-facedown" data-card="face-down" title="face-down zombie"'
                    f'{action}>?</div>')
        note = "peeked" if zd["known"] else "face down"
        return (f'<div class="ogrelab-card ogrelab-facedown" data-card="{escape(card)}" title="{note}"{action}>'
                f'<i>{escape(SHORT[card])}</i><br><span class="ogrelab-flag">{note}</span></div>')
    kind = "ogrelab-queen" if card == "Prom Queen" else "ogrelab-boss" if card in BOSSES else "ogrelab-zombie"
    strength = 1 if card == "teacher" and zd["wounded"] else STRENGTH[card]
    stamina = STAMINA[card]
    token = ""
    if card == "teacher":
        token = f' <span class="ogrelab-token" title="teacher token">{strength}</span>'
    flags = " ".join(f for f in ("moved", "attacked") if zd.get(f))
    flags = f'<br><span class="ogrelab-flag">{flags}</span>' if flags else ""
    return (f'<div class="ogrelab-card {kind}" data-card="{escape(card)}" title="{escape(card)}"{action}>'
            f'<b>{escape(SHORT[card])}</b>{token}<br>'
            f'<span class="ogrelab-stats">Str {strength} &middot; Sta {stamina}</span>{flags}</div>')


def _pile_html(pile: list) -> str:
    if not pile:
        return ""
    parts = []
    for bd in reversed(pile):          # top card first
        if bd["damaged"]:
            parts.append(f'<div class="ogrelab-barricade ogrelab-damaged" data-card="{escape(bd["card"])}">'
                         f'damaged: {escape(bd["card"])}</div>')
        elif bd["card"] == UNKNOWN:
            parts.append('<div class="ogrelab-barricade ogrelab-intact" data-card="barricade">intact</div>')
        else:
            parts.append(f'<div class="ogrelab-barricade ogrelab-intact" data-card="{escape(bd["card"])}">'
                         f'intact: {escape(bd["card"])}</div>')
    return '<div class="ogrelab-pile">' + "".join(parts) + "</div>"


def _cheer_html(ch) -> str:
    if ch is None:
        return ""
    ko = ch["knocked_out"]
    dots = "&#9679;" * ch["energy"] if ch["energy"] <= 8 else f"&#9679; x{ch['energy']}"
    bonus = f' <span class="ogrelab-token">+{ch["bonus"]}</span>' if ch["bonus"] else ""
    weapon = CHEER_DATA[ch["name"]]["strength"]
    weapon = {"molotov": "Molotov", "flame": "flame 3", "skull": "skull", "none": "no attack"}.get(weapon, f"Str {weapon}")
    return (f'<div class="ogrelab-card {"ogrelab-ko" if ko else "ogrelab-cheerleader"}" data-card="{escape(ch["name"])}">'
            f'<b>{escape(ch["name"])}</b>{bonus}<br><span class="ogrelab-stats">{weapon}</span><br>'
            f'<span class="ogrelab-energy">{"KO" if ko else dots or "no energy"}</span></div>')


def _chips(names, kept=False) -> str:
    if not names:
        return '<span class="ogrelab-chip">none</span>'
    cls = "ogrelab-chip ogrelab-kept" if kept else "ogrelab-chip"
    return "".join(f'<span class="{cls}" data-card="{escape(n)}">{escape(n)}</span>' for n in names)


#: Actions a click on a column or row heading may take: it moves, or a card goes behind the column.
_LINE_KINDS = frozenset({"advance_column", "advance_row", "back_column", "back_row", "return"})


def _marks(game, seat, C: int, depth: int) -> tuple[Marks, Marks]:
    """The one action each grid place ("c2r4") and each heading ("column 2", "row 3") picks, if any.

    A zombie is marked when one action names its place alone ("reveal c2r4",
    "c1r1 attacks Sandy", "look at c2r4"), an empty place when one action
    puts a card there ("Prom Queen to c2r5"); a heading when one action moves
    that whole column or row ("advance column 2", "move back row 3") or puts a
    card behind the column ("put nerds behind column 2").
    """
    legal = offered(game, seat)
    if not legal:
        return Marks({}), Marks({})
    seat = game.current_player
    places = [f"c{c}r{r}" for c in range(1, C + 1) for r in range(1, depth + 1)]
    lines = [f"column {c}" for c in range(1, C + 1)] + [f"row {r}" for r in range(1, depth + 1)]
    return (Marks(card_actions(legal, seat, places)),
            Marks(card_actions([a for a in legal if a.kind in _LINE_KINDS], seat, lines)))


def html(game, seat=None) -> str:
    """The grid as ``seat`` sees it (``None``: everything); one-action places and headings are clickable."""
    view = game.view(seat)
    st = view["state"]
    C = len(st["barricades"])
    at = {(zd["column"], zd["row"]): zd for zd in st["zombies"]}
    depth = max([FIRST_ZOMBIE_ROW + ZOMBIE_ROWS - 1] + [r for _, r in at])
    place, line = _marks(game, seat, C, depth)
    rows = []
    head = "".join(f"<th{line(f'column {c}')}>{c}</th>" for c in range(1, C + 1))
    rows.append(f"<tr><th></th>{head}</tr>")
    for r in range(depth, 0, -1):
        cells = []
        for c in range(1, C + 1):
            zd = at.get((c, r))
            here = place(f"c{c}r{r}")
            inner = ""
            if r == 1:
                inner = _pile_html(st["barricades"][c - 1])
            if zd is not None:
                inner = _zombie_html(zd, seat is None, here) + inner if r != 1 else \
                    _zombie_html(zd, seat is None, here) + \
                    (f"<div class='ogrelab-flag'>on {len(st['barricades'][c - 1])} barricade(s)</div>"
                     if st["barricades"][c - 1] else "")
            empty = "" if inner else ' class="ogrelab-row-empty"'
            cells.append(f"<td{empty}{'' if zd is not None else here}>{inner}</td>")
        label = "barricades" if r == 1 else f"row {r}"
        rows.append(f"<tr><th{line(f'row {r}')}>{label}</th>{''.join(cells)}</tr>")
    cheer = "".join(f"<td>{_cheer_html(ch)}</td>" for ch in st["cheerleaders"])
    rows.append(f"<tr><th>cheer&shy;leaders</th>{cheer}</tr>")
    grid = '<table class="ogrelab-grid">' + "".join(rows) + "</table>"

    if game.is_over:
        status = f'<div class="ogrelab-status ogrelab-over">{escape(str(game.result))}</div>'
    else:
        status = f'<div class="ogrelab-status">{escape(game.prompt)}</div>'
    side = ["<div class='ogrelab-side'>", status,
            f"<div>Turn {st['turns'] + 1}; seats: Zombies 0, Cheerleaders 1"
            f"{'' if seat is None else f'; seen by {game.seat_names[seat]}'}</div>",
            "<h4>Zombies keep (barricade actions)</h4>", _chips(st["zombies_keep"], True),
            "<h4>Cheerleaders keep (bosses, bass drum)</h4>", _chips(st["cheerleaders_keep"], True),
            "<h4>Zombie discard</h4>", _chips(st["zombie_discard"]),
            "<h4>Boss discard</h4>", _chips(st["boss_discard"]),
            "<h4>Barricade discard</h4>", _chips(st["barricade_discard"])]
    p = st["pending"]
    if p is not None and p.get("cards"):
        shown = [c["card"] if isinstance(c, dict) else c for c in p["cards"]]
        shown = ["face-down zombie" if n == UNKNOWN else n for n in shown]
        side += [f"<h4>In hand ({escape(p['kind'])})</h4>", _chips(shown)]
    if st["prom_queen_killed"]:
        side.append("<h4>The Prom Queen is dead</h4>")
    side.append("</div>")
    return (f'<div class="ogrelab-zombies_vs_cheerleaders"><style>{CSS}</style>'
            f'<div class="ogrelab-zvc-wrap">{grid}{"".join(side)}</div></div>')


def _ztext(zd) -> str:
    card = zd["card"]
    if not zd["face_up"]:
        return "?" if card == UNKNOWN else f"({SHORT[card]})"
    s = SHORT[card]
    if card == "teacher":
        s += "*1" if zd["wounded"] else "*2"
    return s


def text(game, seat=None) -> str:
    view = game.view(seat)
    st = view["state"]
    C = len(st["barricades"])
    at = {(zd["column"], zd["row"]): zd for zd in st["zombies"]}
    depth = max([FIRST_ZOMBIE_ROW + ZOMBIE_ROWS - 1] + [r for _, r in at])
    w = 14
    lines = ["      " + "".join(f"{c:<{w}}" for c in range(1, C + 1))]
    for r in range(depth, 0, -1):
        cells = []
        for c in range(1, C + 1):
            zd = at.get((c, r))
            cell = _ztext(zd) if zd else ""
            if r == 1 and st["barricades"][c - 1]:
                pile = st["barricades"][c - 1]
                top = "D" if pile[-1]["damaged"] else "I"
                tag = f"[{len(pile)}{top}]"
                cell = (cell + tag) if cell else f"pile{tag}"
            cells.append(f"{(cell or '.')[:w - 1]:<{w}}")
        lines.append(f"{'bar' if r == 1 else f'r{r}':<6}" + "".join(cells))
    cheer = []
    for ch in st["cheerleaders"]:
        if ch is None:
            cheer.append(f"{'-':<{w}}")
        else:
            label = ch["name"] + (" KO" if ch["knocked_out"] else " %de" % ch["energy"])
            cheer.append(f"{label[:w - 1]:<{w}}")
    lines.append(f"{'cheer':<6}" + "".join(cheer))
    status = str(game.result) if game.is_over else game.prompt
    lines.append(status)
    keep = []
    if st["zombies_keep"]:
        keep.append("Zombies keep: " + ", ".join(st["zombies_keep"]))
    if st["cheerleaders_keep"]:
        keep.append("Cheerleaders keep: " + ", ".join(st["cheerleaders_keep"]))
    keep.append(f"discards: zombies {len(st['zombie_discard'])}, bosses {len(st['boss_discard'])}, "
                f"barricades {len(st['barricade_discard'])}")
    lines.extend(keep)
    return "\n".join(lines)
