"""Drawing the grid: HTML for notebooks and boards, and a one-screen text version.

Both draw from ``game.view(seat)``, so a seat never sees more than it may know:
face-down zombies are "?" to the Cheerleaders, intact barricades hide their name
from both sides. The Zombies see the name, Strength and Stamina of their own
face-down zombies. ``seat=None`` shows everything (face-down cards in brackets).

Every keyword on the table (a card, Strength, Stamina, a cheerleader's attack,
an intact or damaged barricade, ...) is a term of the game's ``glossary.toml``
(:class:`~ogrelab.games._render.Glossary`): its definition on hover and in the
list of the table's words. No text is cut: cards grow to hold their words.

What the deciding seat can touch carries its key (:class:`~ogrelab.games._render.Touches`):
a zombie or an empty space ``grid:c2r5``, a barricade space ``pile:2`` (its top card
``top:2`` when it can move alone, a damaged card ``barricade:2:Sniper``), a
cheerleader ``cheer:Pam`` (her ability ``ability:Pam``), a column or row heading
``column:2`` / ``row:5``, a kept card ``keep:nurse``, a discarded barricade
``discard:Ziiiiip``, a card in hand (``hand:nerds``, ``barricade:<card>``), and
the ``control:`` strip (end turn, the nerds' climb, deal, janitor done). A key never
names a card hidden from the seat drawn for: face-down zombies are their space. Every
space is keyed, empty or not, so the last move's marks land on it (:func:`places`).
"""

from __future__ import annotations

import re

from .._render import Glossary, escape, Touches, glossary_css, load_glossary, offered
from .cards import (BOSSES, CHEER_DATA, DATA, FIRST_ZOMBIE_ROW, MODE_CARDS, QUEEN, STAMINA, STRENGTH, UNKNOWN,
                    ZOMBIE_ROWS, ZOMBIES, Zombie)
from .decisions import PlaceZombies
from .decisions.cheerleaders import ABILITIES

#: The game's keywords and their definitions (``glossary.toml``).
GLOSSARY = load_glossary(__package__)["terms"]

SHORT = {"football player": "Football", "baseball player": "Baseball", "nerds": "Nerds", "teacher": "Teacher",
         "bass drum player": "Bass drum", "lunch lady": "Lunch lady", "coach": "Coach", "nurse": "Nurse",
         "security guard": "Security", "principal": "Principal", "janitor": "Janitor",
         "teacher's pet": "Teacher's pet", "Prom Queen": "Prom Queen"}

CSS = """
.ogrelab-zombies_vs_cheerleaders{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:12px;
 color:#222;max-width:1000px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-zvc-wrap{display:flex;gap:12px;align-items:flex-start}
.ogrelab-zombies_vs_cheerleaders table.ogrelab-grid{border-collapse:separate;border-spacing:3px;background:#eef1ea;
 border-radius:8px;padding:4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-grid td{width:104px;height:44px;vertical-align:middle;text-align:center;
 padding:0;background:#f8faf5;border-radius:6px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-grid th{font-weight:600;color:#556;font-size:11px;padding:0 4px}
.ogrelab-zombies_vs_cheerleaders td.ogrelab-row-empty{background:#f1f3ee}
.ogrelab-zombies_vs_cheerleaders .ogrelab-card{display:inline-block;width:98px;min-height:38px;border-radius:5px;
 box-sizing:border-box;padding:2px 3px;line-height:1.25;box-shadow:0 1px 2px rgba(0,0,0,.25)}
.ogrelab-zombies_vs_cheerleaders .ogrelab-zombie{background:#7fa86a;color:#10210a;border:1px solid #4d7a3a}
.ogrelab-zombies_vs_cheerleaders .ogrelab-boss{background:#6b4f8a;color:#fff;border:1px solid #442e5e}
.ogrelab-zombies_vs_cheerleaders .ogrelab-queen{background:#c94f93;color:#fff;border:1px solid #8a2b60}
.ogrelab-zombies_vs_cheerleaders .ogrelab-facedown{background:repeating-linear-gradient(45deg,#3c4a34,#3c4a34 5px,
 #46573d 5px,#46573d 10px);color:#e6efe0;border:1px solid #26301f}
.ogrelab-zombies_vs_cheerleaders .ogrelab-stats{font-size:11px;opacity:.9}
.ogrelab-zombies_vs_cheerleaders .ogrelab-card b{font-size:13px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-token{display:inline-block;background:#f2c14e;color:#222;border-radius:8px;
 padding:0 4px;font-size:11px;font-weight:700}
.ogrelab-zombies_vs_cheerleaders .ogrelab-pile{display:inline-flex;flex-direction:column;gap:1px;width:98px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-barricade{border-radius:4px;font-size:11px;padding:1px 2px;
 border:1px solid #8a6d3b}
.ogrelab-zombies_vs_cheerleaders .ogrelab-intact{background:#f3e2bd;color:#4a3a1a}
.ogrelab-zombies_vs_cheerleaders .ogrelab-damaged{background:#8a6d3b;color:#fff;text-decoration:none}
.ogrelab-zombies_vs_cheerleaders .ogrelab-cheerleader{background:#e9f1fb;color:#17324d;border:1px solid #5b86b5}
.ogrelab-zombies_vs_cheerleaders .ogrelab-ko{background:#c0392b;color:#fff;border:1px solid #7d1f15}
.ogrelab-zombies_vs_cheerleaders .ogrelab-energy{color:#1b6ac9;letter-spacing:1px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-ko .ogrelab-energy{color:#fff}
.ogrelab-zombies_vs_cheerleaders .ogrelab-side{min-width:220px;max-width:300px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-side h4{margin:6px 0 2px;font-size:12px;color:#445}
.ogrelab-zombies_vs_cheerleaders .ogrelab-chip{display:inline-block;margin:1px;padding:1px 5px;border-radius:4px;
 background:#e4e7e0;font-size:11px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-kept{background:#f2c14e}
.ogrelab-zombies_vs_cheerleaders .ogrelab-status{font-weight:600;margin-bottom:4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-over{color:#b03020}
.ogrelab-zombies_vs_cheerleaders .ogrelab-flag{font-size:11px;opacity:.9}
.ogrelab-zombies_vs_cheerleaders .ogrelab-effect{font-size:11px;line-height:1.2}
.ogrelab-zombies_vs_cheerleaders .ogrelab-attack{display:block;font-size:11px;line-height:1.2;margin:1px 0}
.ogrelab-zombies_vs_cheerleaders .ogrelab-note{display:block;font-size:11px;line-height:1.2}
.ogrelab-zombies_vs_cheerleaders .ogrelab-muted{color:#556;margin:2px 0 4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-how{font-size:12px;color:#334;background:#fff7e0;border-radius:4px;
 padding:3px 5px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-free{font-size:11px;color:#556;border:1px dashed #aab;border-radius:4px;
 padding:4px 2px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-lift{font-size:11px;background:#fff7e0;border:1px dashed #8a6d3b;
 border-radius:4px;width:98px;box-sizing:border-box;margin:0 auto 1px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-ability{display:inline-block;margin-top:3px;padding:1px 8px;
 border-radius:10px;
 background:#1b6ac9;color:#fff;font-size:11px;font-weight:600}
.ogrelab-zombies_vs_cheerleaders .ogrelab-controls{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.ogrelab-zombies_vs_cheerleaders .ogrelab-control{display:inline-block;padding:5px 12px;border-radius:16px;
 background:#2f5d8a;color:#fff;font-weight:600;font-size:12px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-hand{margin:6px 0;padding:4px;background:#f6f0e0;border-radius:6px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-hand-row{display:flex;flex-wrap:wrap;gap:4px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-label{font-size:12px;font-weight:600;color:#445;margin-bottom:2px}
.ogrelab-zombies_vs_cheerleaders .ogrelab-discards{font-size:12px;line-height:1.8}
.ogrelab-zombies_vs_cheerleaders .ogrelab-none{color:#555;font-style:italic}
.ogrelab-zombies_vs_cheerleaders td.ogrelab-next{outline:2px dashed #c05000;color:#c05000;font-weight:600}
.ogrelab-zombies_vs_cheerleaders .ogrelab-inhand{min-height:0;width:auto;padding:4px 8px}
""" + glossary_css("ogrelab-zombies_vs_cheerleaders") + """
.ogrelab-zombies_vs_cheerleaders [data-action],.ogrelab-zombies_vs_cheerleaders [data-pick]{cursor:pointer;
 outline:2px solid #e08a00;outline-offset:1px}
.ogrelab-zombies_vs_cheerleaders [data-action]:hover,.ogrelab-zombies_vs_cheerleaders [data-pick]:hover{
 outline:3px solid #c05000}
"""


def _stats(g: Glossary, strength: int, stamina: int) -> str:
    """A zombie's Strength and Stamina, each a term."""
    return (g("Strength", f"Str {strength}", tip=f"Strength {strength}") + " &middot; "
            + g("Stamina", f"Sta {stamina}", tip=f"Stamina {stamina}"))


def _strength(zd: dict) -> int:
    return 1 if zd["card"] == "teacher" and zd["wounded"] else STRENGTH[zd["card"]]


def _zname(g: Glossary, card: str, shown: str | None = None) -> str:
    """A zombie or boss card's name as a term: its definition, with its Strength and Stamina."""
    return g(card, SHORT[card] if shown is None else shown,
             tip=f"{card} (Strength {STRENGTH[card]}, Stamina {STAMINA[card]})")


def _zombie_html(zd: dict, g: Glossary, mark: str = "", own: bool = False) -> str:
    """A zombie on the grid or in hand. ``own``: drawn for the Zombies, who see the Strength and Stamina
    of their face-down cards (the view tells them which card each is)."""
    card = zd["card"]
    if not zd["face_up"]:
        if card == UNKNOWN:
            return (f'<div class="ogrelab-card ogrelab-facedown" data-card="face-down" title="face-down zombie"'
                    f'{mark}>?<br><span class="ogrelab-flag">{g("face down")}</span></div>')
        note = "peeked" if zd["known"] else "face down"
        stats = f'<br><span class="ogrelab-stats">{_stats(g, _strength(zd), STAMINA[card])}</span>' if own else ""
        return (f'<div class="ogrelab-card ogrelab-facedown" data-card="{escape(card)}" '
                f'title="{escape(card)}, {note}"{mark}>'
                f'<i>{_zname(g, card)}</i>{stats}<br><span class="ogrelab-flag">{g(note)}</span></div>')
    kind = "ogrelab-queen" if card == QUEEN else "ogrelab-boss" if card in BOSSES else "ogrelab-zombie"
    strength = _strength(zd)
    stamina = STAMINA[card]
    token = ""
    if card == "teacher":
        token = " " + g("teacher", str(strength), tip=f"the teacher's token: Strength {strength}", cls="ogrelab-token")
    flags = " ".join(g(f) for f in ("moved", "attacked") if zd.get(f))
    flags = f'<br><span class="ogrelab-flag">{flags}</span>' if flags else ""
    tip = f"{card}: Strength {strength}, Stamina {stamina}"
    return (f'<div class="ogrelab-card {kind}" data-card="{escape(card)}" title="{escape(tip)}"{mark}>'
            f'<b>{_zname(g, card)}</b>{token}<br>'
            f'<span class="ogrelab-stats">{_stats(g, strength, stamina)}</span>'
            f'<div class="ogrelab-effect">{_said(g, SAYS[card])}</div>{flags}</div>')


_WORDS = re.compile(r"\b(Strength|Stamina|energy)\b")


def _said(g: Glossary, line: str) -> str:
    """A card's short line, its keywords (Strength, Stamina, energy) drawn as terms."""
    return _WORDS.sub(lambda m: g(m[1]), escape(line))


#: The short line printed on a face-up zombie or boss (``says`` in cards.toml).
SAYS = {**{k: v["says"] for k, v in DATA["zombies"].items()}, **{k: v["says"] for k, v in DATA["bosses"].items()},
        QUEEN: DATA["prom_queen"]["says"]}


def _key(card: str, barricade: bool = False) -> str:
    """A card's glossary entry: the Prom Queen barricade is not the Prom Queen."""
    return "Prom Queen (barricade)" if barricade and card == QUEEN else card


def _barricade_words(g: Glossary, bd: dict) -> str:
    """A barricade card in words: damaged and named, intact and named (seen before, or in the teaching
    view), or intact and hidden, saying what that means."""
    card = bd["card"]
    if bd["damaged"]:
        return f'{g("damaged barricade", "damaged")} {g(_key(card, True), card)}'
    if card == UNKNOWN:
        return (f'{g("intact barricade")}'
                '<span class="ogrelab-note">card hidden until damaged</span>')
    return f'{g("intact barricade", "intact")} {g(_key(card, True), card)}'     # seen, or the teaching view


def _pile_html(c: int, pile: list, marks, needed: set, g: Glossary) -> str:
    """Barricade space ``c`` (from 1): the pile, top card first, or a free space; above it, outside
    it (one thing to touch is never inside another), the top card alone when it can move alone."""
    parts = []
    top = f"top:{c}"
    lift = f'<div class="ogrelab-lift"{marks(top)}>top card only</div>' if top in needed else ""
    for bd in reversed(pile):          # top card first
        card = bd["card"]
        words = _barricade_words(g, bd)
        if bd["damaged"]:
            parts.append(f'<div class="ogrelab-barricade ogrelab-damaged" data-card="{escape(card)}" '
                         f'title="damaged {escape(card)}"{marks(f"barricade:{c}:{card}")}>{words}</div>')
        elif card == UNKNOWN:
            parts.append('<div class="ogrelab-barricade ogrelab-intact" data-card="barricade" '
                         f'title="an intact barricade">{words}</div>')
        else:
            parts.append(f'<div class="ogrelab-barricade ogrelab-intact" data-card="{escape(card)}" '
                         f'title="intact {escape(card)}">{words}</div>')
    if not pile:
        parts.append('<div class="ogrelab-free">free space</div>')
    return lift + f'<div class="ogrelab-pile"{marks(f"pile:{c}")}>' + "".join(parts) + "</div>"


_ABILITY = {"fire": "flame", "recharge": "recharge", "sacrifice": "sacrifice"}
#: Each cheerleader's abilities besides her attack (Clover's recharge, Sandy's sacrifice), from the rules.
_OWN_ABILITIES = {name: [_ABILITY[m.kinds[0]] for m in moves if m.kinds[0] in ("recharge", "sacrifice")]
                  for name, moves in ABILITIES.items()}


def _attack(g: Glossary, name: str, bonus: int) -> str:
    """A cheerleader's attack in words, with its numbers."""
    d = CHEER_DATA[name]
    weapon = d["strength"]
    if weapon == "molotov":
        return g("Molotov") + ": kills a zombie in her column and blasts the 4 around it"
    if weapon == "skull":
        return g("skull") + ": kills a zombie in her column in one hit"
    if weapon == "flame":
        return (g("flame") + ": hits her column's zombies, the first with "
                + g("Strength", f"Strength {d['flame']}"))
    if weapon == "none":
        return g("cannot attack")
    plus = f" (+{bonus} for her next attack)" if bonus else ""
    return (g("shoot", "shoots") + " a zombie in her column with "
            + g("Strength", f"Strength {weapon}") + escape(plus))


def _cheer_html(ch, marks, abilities: dict, g: Glossary) -> str:
    """A cheerleader's card, and under it (outside it, as it is touched apart) her ability's chip."""
    if ch is None:
        return '<div class="ogrelab-free">place to fill</div>'
    name = ch["name"]
    ko = ch["knocked_out"]
    n = ch["energy"]
    dots = "&#9679;" * n if n <= 5 else f"&#9679; x{n}"
    energy = g("knocked out") if ko else g("energy", dots, tip=f"{n} energy", raw=True) if n else \
        g("energy", "no energy", tip="no energy")
    bonus = (" " + g("teacher's pet", f"+{ch['bonus']}", tip=f"teacher's pet: +{ch['bonus']} Strength",
                     cls="ogrelab-token")) if ch["bonus"] else ""
    ability = abilities.get(name)
    chip = (f'<span class="ogrelab-ability"{marks(f"ability:{name}")}>{g(ability)}</span>'
            if ability else "")
    own = "".join(f'<span class="ogrelab-note">{g(a)}</span>' for a in _OWN_ABILITIES[name] if a != ability)
    return (f'<div class="ogrelab-card {"ogrelab-ko" if ko else "ogrelab-cheerleader"}" data-card="{escape(name)}" '
            f'title="{escape(name)}: {escape(CHEER_DATA[name]["weapon"])}"{marks(f"cheer:{name}")}>'
            f'<b>{escape(name)}</b>{bonus}<span class="ogrelab-attack">{_attack(g, name, ch["bonus"])}</span>'
            f'<span class="ogrelab-energy">{energy}</span>{own}</div>{chip}')


def _chips(g: Glossary, names, marks=None, prefix="", kept=False, barricades=False) -> str:
    if not names:
        return '<span class="ogrelab-chip ogrelab-none">none</span>'
    cls = "ogrelab-chip ogrelab-kept" if kept else "ogrelab-chip"
    out = []
    for n in names:
        mark = marks(f"{prefix}:{n}") if marks is not None else ""
        bar = barricades and n in DATA["barricades"]
        word = _zname(g, n, n) if n in STRENGTH and not bar else g(_key(n, bar), n)
        out.append(f'<span class="{cls}" data-card="{escape(n)}"{mark}>{word}</span>')
    return "".join(out)


def _desc(zd: dict) -> str:
    """A zombie in hand as the action texts name it (``Zombie.desc``)."""
    return Zombie(zd["card"], up=zd["face_up"], wounded=zd["wounded"], moved=zd["moved"],
                  attacked=zd["attacked"]).desc()


def _bdesc(bd: dict) -> str:
    """A barricade in hand as the action texts name it (``Barricade.desc``)."""
    if bd["damaged"]:
        return f"damaged {bd['card']}"
    return "unknown barricade" if bd["card"] == UNKNOWN or not bd["seen"] else f"intact {bd['card']}"


def _hand(game, st, marks, g: Glossary, own: bool) -> str:
    """The cards being placed by a decision open now (set-up, Fresh meat, Return 3, the coach)."""
    p = st["pending"]
    if p is None:
        return ""
    kind = p["kind"]
    items = []
    if kind == "place cheerleaders" or kind == "deal barricades":
        placed = {ch["name"] for ch in st["cheerleaders"] if ch is not None}
        for n in MODE_CARDS[len(st["cheerleaders"])][2]:
            if n not in placed:
                items.append(_cheer_html({"name": n, "energy": CHEER_DATA[n]["energy"], "knocked_out": False,
                                          "bonus": 0}, marks, {}, g))
        title = "Cheerleaders to place, column by column"
    elif kind == "coach":
        for ch in p["cheerleaders"]:
            items.append(_cheer_html(ch, marks, {}, g))
        for bd in p["barricades"]:
            d = _bdesc(bd)
            items.append(f'<div class="ogrelab-barricade {"ogrelab-damaged" if bd["damaged"] else "ogrelab-intact"}"'
                         f'{marks(f"barricade:{d}")}>{_barricade_words(g, bd)}</div>')
        title = "The coach places these again"
    elif kind == "fresh meat":
        for zd in p["cards"]:
            known = zd["card"] != UNKNOWN
            items.append(_zombie_html(zd, g, marks(f"hand:{_desc(zd)}") if known else "", own=own))
        title = f"Fresh meat: to place in column {p['column']}, from the front"
    elif kind in ("place zombies", "return 3"):
        hidden = p["cards"].count(UNKNOWN)
        if hidden:
            items.append(f'<div class="ogrelab-card ogrelab-facedown">{hidden} '
                         f'{g("face down", "face-down")} zombie{"s" if hidden != 1 else ""}</div>')
        counts: dict[str, int] = {}
        for n in p["cards"]:
            if n != UNKNOWN:
                counts[n] = counts.get(n, 0) + 1
        for n, k in counts.items():
            mark = marks(f"hand:{n}") if kind == "place zombies" else ""
            stats = f'<br><span class="ogrelab-stats">{_stats(g, STRENGTH[n], STAMINA[n])}</span>' if own else ""
            items.append(f'<div class="ogrelab-card ogrelab-facedown ogrelab-inhand" data-card="{escape(n)}" '
                         f'title="{escape(n)}"{mark}><i>{_zname(g, n)}</i>'
                         f'{f" x{k}" if k > 1 else ""}{stats}</div>')
        title = ("Zombies to place face down, front row first" if kind == "place zombies"
                 else "Back from the discard: click the column each goes behind")
    else:
        return ""
    return (f'<div class="ogrelab-hand"><div class="ogrelab-label">{escape(title)}</div>'
            f'<div class="ogrelab-hand-row">{"".join(items)}</div></div>')


#: How each decision is made on the table, under the prompt.
HOW = {
    "zombies' turn": "Click a face-down zombie to reveal it, a column or row heading to advance it. "
                     "Click a face-up zombie, then what it attacks or the space it steps to; "
                     "click a kept card, then where it acts.",
    "cheerleaders' turn": "Click a cheerleader, then a zombie of her column to shoot it or another "
                          "cheerleader to swap. Click a pile (or its top card), then where it goes; "
                          "click a kept boss card to play it.",
    "deal barricades": "Deal the barricades with the control below.",
    "place cheerleaders": "Click the cheerleader who stands behind the next pile.",
    "place zombies": "Click the zombie card that goes to the next space.",
    "fresh meat": "Click the card that goes to the next space, from the front.",
    "return 3": "Click the column heading the drawn zombie goes behind.",
    "coach": "Click the cheerleader for the next column; then each barricade card, then its pile.",
    "security guard": "Click a face-down zombie to look at it.",
    "principal": "Click a column or row heading to move it back.",
    "janitor": "Click a damaged barricade to repair it, or a discarded one then its pile.",
}

def _next_space(game, st) -> tuple[int, int] | None:
    """The space (column from 1, row) the card chosen now goes to, when a decision places zombies there."""
    p = st["pending"]
    if p is None:
        return None
    if p["kind"] == "fresh meat":
        return p["column"], p["rows"][0]
    if p["kind"] == "place zombies":
        c, r = PlaceZombies.slot(game)
        return c + 1, r
    return None


CONTROL_WORDS = {"control:end turn": "End the turn", "control:deal": "Deal the barricades",
                 "control:janitor done": "The janitor stops"}


def html(game, seat=None, outcome: bool = True) -> str:
    """The grid as ``seat`` sees it (``None``: everything); what the deciding seat can touch is marked."""
    view = game.view(seat)
    st = view["state"]
    C = len(st["barricades"])
    at = {(zd["column"], zd["row"]): zd for zd in st["zombies"]}
    marks = Touches(game, seat, outcome=outcome)
    g = Glossary(GLOSSARY)
    own = seat == ZOMBIES
    t = marks.touch
    needed = set(t.click) | set(t.pick) | {k for v in t.pick.values() for k in v}
    targets = [int(k.rsplit("r", 1)[1]) for k in needed if k.startswith("grid:")]
    depth = max([FIRST_ZOMBIE_ROW + ZOMBIE_ROWS - 1] + [r for _, r in at] + targets)
    abilities = {a.args[0]: _ABILITY[a.kind] for a in offered(game, seat) if a.kind in _ABILITY}
    next_space = _next_space(game, st)
    rows = []
    head = "".join(f'<th class="ogrelab-head"{marks(f"column:{c}")}>column {c}</th>' for c in range(1, C + 1))
    rows.append(f"<tr><th></th>{head}</tr>")
    for r in range(depth, 0, -1):
        cells = []
        for c in range(1, C + 1):
            zd = at.get((c, r))
            here = f"grid:c{c}r{r}"
            if r == 1:
                inner = _pile_html(c, st["barricades"][c - 1], marks, needed, g)
                if zd is not None:
                    inner = _zombie_html(zd, g, marks(here), own) + inner
                cells.append(f'<td class="ogrelab-barricades">{inner}</td>')
            elif zd is not None:
                cells.append(f"<td>{_zombie_html(zd, g, marks(here), own)}</td>")
            elif (c, r) == next_space:
                cells.append(f'<td class="ogrelab-row-empty ogrelab-next" title="the next card goes here"'
                             f'{marks(here)}>next</td>')
            else:                                # keyed even when empty: the last move's marks land here
                cells.append(f'<td class="ogrelab-row-empty"{marks(here)}></td>')
        label = "row 1: barricades" if r == 1 else f"row {r}"
        rows.append(f'<tr><th class="ogrelab-head"{marks(f"row:{r}")}>{label}</th>'
                    f'{"".join(cells)}</tr>')
    cheer = "".join(f"<td>{_cheer_html(ch, marks, abilities, g)}</td>" for ch in st["cheerleaders"])
    rows.append(f"<tr><th>cheer&shy;leaders</th>{cheer}</tr>")
    grid = '<table class="ogrelab-grid">' + "".join(rows) + "</table>"

    if game.is_over:
        status = f'<div class="ogrelab-status ogrelab-over">{escape(game.outcome)}</div>'
    else:
        status = f'<div class="ogrelab-status">{escape(game.prompt)}</div>'
    who = "everything shown" if seat is None else f"seen by the {game.seat_label(seat)}"
    turns = game.turn
    side = ["<div class='ogrelab-side'>", status,
            f"<div class='ogrelab-muted'>{turns} turn{'' if turns == 1 else 's'} played &middot; {who}</div>",
            f"<div class='ogrelab-how'>{escape(HOW.get(game.decision.rule, ''))}</div>" if needed else "",
            marks.controls(CONTROL_WORDS), _hand(game, st, marks, g, own),
            "<h4>Zombies keep (barricade actions)</h4>",
            _chips(g, st["zombies_keep"], marks, "keep", True, barricades=True),
            "<h4>Cheerleaders keep (bosses, bass drum)</h4>", _chips(g, st["cheerleaders_keep"], marks, "keep", True),
            "<h4>Discards</h4><div class='ogrelab-discards'>zombies: ", _chips(g, st["zombie_discard"]),
            "<br>bosses: ", _chips(g, st["boss_discard"]),
            "<br>barricades: ", _chips(g, sorted(set(st["barricade_discard"])), marks, "discard", barricades=True),
            "</div>"]
    if st["prom_queen_killed"]:
        side.append("<h4>The Prom Queen is dead</h4>")
    side.append("</div>")
    return (f'<div class="ogrelab-zombies_vs_cheerleaders"><style>{CSS}</style>'
            f'<div class="ogrelab-zvc-wrap">{grid}{"".join(side)}</div>{g.legend()}</div>')


def places(view: dict) -> dict:
    """Where things are in ``view`` by the drawing's keys (``Game.watch_places``): each zombie on its
    space as the seat sees it ("?" face down; an emptied space stays drawn), each barricade pile
    counted and its damaged cards, and each cheerleader as drawn."""
    st = view["state"]
    out: dict = {}
    for zd in st["zombies"]:
        card = zd["card"] if zd["face_up"] or zd["card"] != UNKNOWN else "?"
        space = f'grid:c{zd["column"]}r{zd["row"]}'
        out[space] = (card + (" wounded" if zd["wounded"] else "") + ("" if zd["face_up"] else " face down"),
                      space if zd["row"] > 1 else f'pile:{zd["column"]}')
    for c, pile in enumerate(st["barricades"], 1):
        out[f"pile:{c}"] = len(pile)
        out.update((f'barricade:{c}:{bd["card"]}', (bd["card"] + " damaged", f"pile:{c}")) for bd in pile
                   if bd["damaged"])
    for c, ch in enumerate(st["cheerleaders"], 1):
        if ch is not None:
            out[f'cheer:{ch["name"]}'] = (f'column {c}, energy {ch["energy"]}, bonus {ch["bonus"]}'
                                          + (", knocked out" if ch["knocked_out"] else ""))
    return out


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
    grid = []
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
            cells.append(cell or ".")
        grid.append((f"{'bar' if r == 1 else f'r{r}':<6}", cells))
    cheer = ["-" if ch is None else ch["name"] + (" KO" if ch["knocked_out"] else " %de" % ch["energy"])
             for ch in st["cheerleaders"]]
    # columns as wide as their longest cell: nothing is cut
    w = max([14] + [len(x) + 1 for _, cells in grid for x in cells] + [len(x) + 1 for x in cheer])
    lines = ["      " + "".join(f"{c:<{w}}" for c in range(1, C + 1))]
    lines += [head + "".join(f"{x:<{w}}" for x in cells) for head, cells in grid]
    lines.append(f"{'cheer':<6}" + "".join(f"{x:<{w}}" for x in cheer))
    status = game.outcome if game.is_over else game.prompt
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
