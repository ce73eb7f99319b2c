"""What a game's drawing shares: marking what a person can touch on the table.

:class:`Touches` marks every element a legal action names in its ``on`` keys
(``data-key``), with ``data-action`` where one click plays an action and
``data-pick`` where a click raises a two-click choice, and a strip of controls
for decisions that name no thing on the table (pass, draw, done). The board
reads only these attributes; the second clicks and the previews reach it as
the widget's traits, from the same ``game.offer()`` the drawing marks from. A drawing marks only for the seat deciding now
(``seat=None``, the teaching view, marks for whoever decides).

:class:`Glossary` draws a game's keywords from its ``glossary.toml``: each word
drawn as a term (``class="ogrelab-term"``, ``data-term``) whose hover text is
its definition, and a list of the words on this table with their definitions
under it (a ``<details>`` a keyboard or a touch opens), so the definitions
reach those who cannot hover.

:func:`around_table` and :func:`table_points` seat the players round a table seen
from one seat (at the bottom, its left neighbour on the left), and
:func:`seat_arrows` draws who passes to whom there (an inline SVG with its words).
"""

from __future__ import annotations

import functools
import html
import math
import re

from ogrelab.core.cards import load_data
from ogrelab.core.decision import touch

#: ``html.escape``, remembered: a table escapes the same names and texts hundreds of times per redraw.
escape = functools.lru_cache(maxsize=16384)(html.escape)


def offered(game, seat: int | None) -> list:
    """The legal actions a drawing for ``seat`` may offer as clicks: none unless ``seat`` decides now."""
    if game.is_over:
        return []
    if seat is not None and seat != game.current_player:
        return []
    return game.legal_actions()


def attr(text: str | None) -> str:
    """The ``data-action`` attribute (with its leading space) that makes an element pick ``text``."""
    return f' data-action="{escape(text, quote=True)}"' if text else ""


class Touches:
    """The touch marks of a drawing for ``seat``: only when ``seat`` decides now (None: whoever decides).

    ``touches(key)`` is the attribute text of the element drawn for ``key``:
    ``data-key`` always; ``data-action`` and the action's preview as its title
    when one click plays it; ``data-pick`` when a click raises a choice whose
    second clicks are in ``touch.pick``. Only the first element drawn for a key is
    marked as playable. :meth:`controls` draws the ``control:`` keys (pass,
    draw, done) as a strip inside the table. ``outcome=False``: the previews
    say the moves alone (a puzzle's table).
    """

    def __init__(self, game, seat: int | None, outcome: bool = True):
        if offered(game, seat):
            _, self.touch, self.previews = game.offer(outcome)     # the board's buttons share it
        else:
            self.touch, self.previews = touch([]), {}
        self._drawn: set[str] = set()

    def __call__(self, key: str | None) -> str:
        if key is None:
            return ""
        out = f' data-key="{escape(key, quote=True)}"'
        if key in self._drawn:
            return out
        self._drawn.add(key)
        text = self.touch.click.get(key)
        if text is not None:
            out += attr(text)
            tip = self.previews.get(text)
            if tip:
                out += f' title="{escape(text + ": " + tip, quote=True)}"'
        elif key in self.touch.pick:
            out += f' data-pick="{escape(key, quote=True)}"'
        return out

    def controls(self, labels: dict[str, str] | None = None) -> str:
        """The decisions that name no thing on the table, drawn as controls in it (``control:<name>`` keys)."""
        keys = [k for k in list(self.touch.click) + list(self.touch.pick) if k.startswith("control:")]
        if not keys:
            return ""
        labels = labels or {}

        def label(k):
            text = labels.get(k) or self.touch.click.get(k) or k[len("control:"):]
            return escape(text[:1].upper() + text[1:])
        items = "".join(f'<span class="ogrelab-control"{self(k)}>{label(k)}</span>' for k in keys)
        return f'<div class="ogrelab-controls">{items}</div>'


def load_glossary(package: str) -> dict[str, dict[str, str]]:
    """A game's ``glossary.toml``: its tables (``terms`` in every game), each word -> its definition."""
    data = load_data(package, "glossary.toml")
    for table, words in data.items():
        for word, definition in words.items():
            if not isinstance(definition, str) or not definition.strip():
                raise ValueError(f"{package}/glossary.toml: [{table}] {word!r}: a definition is a non-empty string")
    return data


def glossary_css(root: str) -> str:
    """The look of terms and of the list of words, inside the drawing of class ``root``."""
    return (f".{root} .ogrelab-term{{text-decoration:underline dotted;text-underline-offset:2px;"
            f"text-decoration-thickness:1px}}"
            f".{root} .ogrelab-glossary{{margin-top:6px;font-size:12px;line-height:1.35}}"
            f".{root} .ogrelab-glossary summary{{cursor:pointer;font-weight:600}}"
            f".{root} .ogrelab-glossary dl{{margin:4px 0 0;display:grid;grid-template-columns:max-content 1fr;"
            f"gap:2px 10px}}"
            f".{root} .ogrelab-glossary dt{{font-weight:600;float:none;width:auto;margin:0}}"
            f".{root} .ogrelab-glossary dd{{margin:0;float:none}}")


@functools.lru_cache(maxsize=4096)
def _alphabetical(label: str) -> str:
    """A term's place in the legend: letters first, numbers in order (4 before 10), case aside."""
    return re.sub(r"\d+", lambda m: m[0].zfill(4), re.sub(r"^\W+", "", label).casefold())


@functools.lru_cache(maxsize=16384)
def _term(key: str, definition: str, shown: str | None, tip: str | None, cls: str, raw: bool) -> str:
    """A term's element (:meth:`Glossary.__call__`), remembered: a table draws the same words on every redraw."""
    inner = shown if raw else escape(key if shown is None else shown)
    title = escape(f"{tip or key}: {definition}", quote=True)
    return (f'<span class="ogrelab-term{" " + cls if cls else ""}" data-term="{escape(key, quote=True)}" '
            f'title="{title}">{inner}</span>')


#: Parts of tables drawn before (:meth:`Glossary.part`): (function, arguments) -> (html, the terms it drew).
_PARTS: dict[tuple, tuple[str, tuple]] = {}
#: At most this many parts are kept; past it the memory starts again.
PARTS_KEPT = 8192


class Glossary:
    """The keywords one drawing shows, each with its definition from the game's glossary.

    ``glossary(key)`` draws the word ``key`` (or ``shown``, what the table
    prints for it, such as "Str 2" for Strength) as a term: its ``title`` is
    "<tip>: <definition>" (``tip``: the word as the table means it here, "Strength 2";
    the key by default) and ``data-term`` names its entry. A key with no entry
    is an error, so a word cannot reach the table undefined. :meth:`legend`
    lists every term drawn, in alphabetical order, under ``label`` (the key by
    default): the same definitions for keyboard, touch and screen-reader users.
    """

    def __init__(self, words: dict[str, str]):
        self.words = words
        self.used: dict[str, str] = {}

    def definition(self, key: str) -> str:
        try:
            return self.words[key]
        except KeyError:
            raise KeyError(f"{key!r} is drawn as a keyword but the game's glossary has no entry for it") from None

    def __call__(self, key: str, shown: str | None = None, tip: str | None = None, label: str | None = None,
                 cls: str = "", raw: bool = False) -> str:
        """The term's element; ``shown`` is text (escaped here) unless ``raw`` (HTML made by the caller)."""
        definition = self.words.get(key)
        if definition is None:
            self.definition(key)           # says which word has no entry
        self.used.setdefault(key, label or key)
        return _term(key, definition, shown, tip, cls, raw)

    def part(self, draw, *args) -> str:
        """``draw(glossary, *args)``: a part of a table that depends on its arguments alone (a card), drawn
        the first time and reused after. Its terms are noted here each time, as if it were drawn again."""
        key = (draw, args)
        kept = _PARTS.get(key)
        if kept is None:
            g = Glossary(self.words)
            kept = (draw(g, *args), tuple(g.used.items()))
            if len(_PARTS) >= PARTS_KEPT:
                _PARTS.clear()
            _PARTS[key] = kept
        html, used = kept
        for term, label in used:
            self.used.setdefault(term, label)
        return html

    def legend(self) -> str:
        """The words drawn, in alphabetical order, with their definitions, folded under "Words on this table"."""
        if not self.used:
            return ""
        order = sorted([(_alphabetical(label), i, key, label) for i, (key, label) in enumerate(self.used.items())])
        items = "".join([f"<dt>{escape(label)}</dt><dd>{escape(self.words[key])}</dd>" for *_, key, label in order])
        n = len(self.used)
        return (f'<details class="ogrelab-glossary"><summary>Words on this table ({n})</summary>'
                f"<dl>{items}</dl></details>")


def around_table(n: int, me: int) -> dict[str, list[int]]:
    """Where each seat sits, seen from ``me`` at the bottom: ``bottom``, ``left``, ``top`` (from left to
    right on the page) and ``right``. Seats run clockwise (seat + 1 is on one's left), so the left
    neighbour sits on the left, the right neighbour on the right and the rest across the top."""
    others = [(me + r) % n for r in range(1, n)]
    if len(others) == 1:
        return {"bottom": [me], "left": [], "top": others, "right": []}
    return {"bottom": [me], "left": others[:1], "top": others[1:-1], "right": others[-1:]}


def table_points(n: int, me: int) -> dict[int, tuple[float, float]]:
    """Each seat's place round a round table drawn in a unit square (x right, y down): ``me`` at the
    bottom, the others clockwise from its left, evenly spaced, as :func:`around_table` seats them."""
    out = {}
    for r in range(n):
        a = math.radians(90 + 360 * r / n)
        out[(me + r) % n] = (round(0.5 + 0.5 * math.cos(a), 4), round(0.5 + 0.5 * math.sin(a), 4))
    return out


def seat_arrows(points: dict[int, tuple[float, float]], labels: dict[int, str], arrows: list[tuple[int, int]],
                colour: str = "#1f5fae", words: str = "", width: int = 184, height: int = 108) -> str:
    """An inline SVG of the seats on a table with an arrow from each ``(giver, taker)``: who passes to whom.

    ``points`` place the seats in a unit square (:func:`table_points`), ``labels`` name them; ``words``
    says the same for those who do not see the picture (its title and ``aria-label``). Arrows curve, so
    two seats passing to each other get two arrows side by side; the heads are drawn, not markers."""
    rx, ry, mx, my = 24, 10, 27, 13

    def at(s):
        x, y = points[s]
        return mx + x * (width - 2 * mx), my + y * (height - 2 * my)

    def rim(p, toward):
        dx, dy = toward[0] - p[0], toward[1] - p[1]
        d = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        ux, uy = dx / d, dy / d
        t = 1 / ((ux / rx) ** 2 + (uy / ry) ** 2) ** 0.5 + 3
        return p[0] + ux * t, p[1] + uy * t

    out = []
    for a, b in arrows:
        pa, pb = at(a), at(b)
        dx, dy = pb[0] - pa[0], pb[1] - pa[1]
        c = ((pa[0] + pb[0]) / 2 + dy * 0.22, (pa[1] + pb[1]) / 2 - dx * 0.22)
        s, e = rim(pa, c), rim(pb, c)
        hx, hy = e[0] - c[0], e[1] - c[1]
        d = max((hx * hx + hy * hy) ** 0.5, 1e-9)
        hx, hy = hx / d, hy / d
        back = (e[0] - 9 * hx, e[1] - 9 * hy)
        head = (f"{e[0]:.1f},{e[1]:.1f} {back[0] - 4.5 * hy:.1f},{back[1] + 4.5 * hx:.1f} "
                f"{back[0] + 4.5 * hy:.1f},{back[1] - 4.5 * hx:.1f}")
        out.append(f'<path d="M{s[0]:.1f},{s[1]:.1f} Q{c[0]:.1f},{c[1]:.1f} {back[0]:.1f},{back[1]:.1f}" '
                   f'fill="none" stroke="{colour}" stroke-width="2.2"/>'
                   f'<polygon points="{head}" fill="{colour}"/>')
    for s, name in labels.items():
        x, y = at(s)
        out.append(f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="{rx}" ry="{ry}" fill="#fff" stroke="#555"/>'
                   f'<text x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" font-size="11" '
                   f'font-family="system-ui,sans-serif" fill="#222">{escape(name)}</text>')
    said = escape(words, quote=True)
    return (f'<svg class="ogrelab-arrows" role="img" aria-label="{said}" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}"><title>{escape(words)}</title>{"".join(out)}</svg>')
