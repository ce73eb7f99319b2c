"""What a game's drawing shares: marking what a person can touch on the table.

:class:`Touches` marks every element a legal action names in its ``on`` keys
(``data-key``), with ``data-action`` where one click plays an action and
``data-pick`` where a click raises a two-click choice; the drawing's root
carries the second clicks as JSON (``data-touch``) and a strip of controls for
decisions that name no thing on the table (pass, draw, done). The board reads
only these attributes. The older marking below it (``card_actions``) matches
names in action texts.

A board makes an element of ``html(seat)`` clickable when it carries
``data-action="<legal action text>"``. A drawn card (or seat, or place) is
marked only when exactly one legal action names it, and that action names no
other drawn element: a click then means one thing, and no action sits on two
elements. A drawing marks only for the seat deciding now (``seat=None``, the
teaching view, marks for whoever decides).
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Iterable

from ogrelab.core.decision import touch


def offered(game, seat: int | None) -> list:
    """The legal actions a drawing for ``seat`` may offer as clicks: none unless ``seat`` decides now."""
    if game.is_over:
        return []
    if seat is not None and seat != game.current_player:
        return []
    return game.legal_actions()


def card_actions(legal: Iterable, seat: int | None, names: Iterable[str]) -> dict[str, str]:
    """For each drawn name, the one legal action of ``seat`` that names it, as ``{name: action text}``.

    An action names a card when the card's name stands in its text as a whole
    phrase ("play Steal", "take 5-Oafs", "reveal c2r4"); of two names that
    overlap ("Bash" in "Bash Left (Crash)") the longer one counts. A name
    named by two or more actions ("play 10-Brutes left" and "... right"), or
    by an action that also names another drawn element ("swap A and B"), gets
    none. ``seat=None`` counts the actions of every seat.
    """
    wanted = sorted({n for n in names if n}, key=len, reverse=True)
    if not wanted:
        return {}
    phrase = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in wanted) + r")(?![\w-])")
    by_name: dict[str, list[str]] = {}
    for action in legal:
        if seat is not None and getattr(action, "seat", seat) != seat:
            continue
        text = str(action)
        named = {m.group(0) for m in phrase.finditer(text)}
        if len(named) == 1:
            by_name.setdefault(named.pop(), []).append(text)
        else:
            for name in named:                  # names two elements: it picks neither alone
                by_name.setdefault(name, []).extend((text, text))
    return {name: texts[0] for name, texts in by_name.items() if len(texts) == 1}


def attr(text: str | None) -> str:
    """The ``data-action`` attribute (with its leading space) that makes an element pick ``text``."""
    return f' data-action="{escape(text, quote=True)}"' if text else ""


class Marks:
    """Hands out each name's action once: of two copies of a card, only the first drawn is marked."""

    def __init__(self, actions: dict[str, str]):
        self._left = dict(actions)

    def __call__(self, name: str | None) -> str:
        """The attribute for the next element drawn as ``name`` ("" if it picks nothing)."""
        return attr(self._left.pop(name, None)) if name is not None else ""

    def __bool__(self) -> bool:
        return bool(self._left)


class Touches:
    """The touch marks of a drawing for ``seat``: only when ``seat`` decides now (None: whoever decides).

    ``touches(key)`` is the attribute text of the element drawn for ``key``:
    ``data-key`` always; ``data-action`` and the action's preview as its title
    when one click plays it; ``data-pick`` when a click raises a choice whose
    second clicks are in :meth:`root`. Only the first element drawn for a key is
    marked as playable. :meth:`controls` draws the ``control:`` keys (pass,
    draw, done) as a strip inside the table.
    """

    def __init__(self, game, seat: int | None, previews: bool = True):
        legal = offered(game, seat)
        self.touch = touch(legal)
        self.previews = {a.text: game.preview(a) for a in legal} if previews and legal else {}
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

    def root(self) -> str:
        """The attribute of the drawing's root: the two-click choices and every preview, as JSON."""
        data = self.touch.to_json()
        data["preview"] = self.previews
        return f" data-touch='{escape(json.dumps(data, separators=(',', ':')), quote=True)}'"

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
