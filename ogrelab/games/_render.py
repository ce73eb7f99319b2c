"""What a game's drawing shares: marking a drawn card with the action that picks it.

A board makes an element of ``html(seat)`` clickable when it carries
``data-action="<legal action text>"``. A drawn card (or seat, or place) is
marked only when exactly one legal action names it, and that action names no
other drawn element: a click then means one thing, and no action sits on two
elements. A drawing marks only for the seat deciding now (``seat=None``, the
teaching view, marks for whoever decides).
"""

from __future__ import annotations

import re
from html import escape
from typing import Iterable


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
