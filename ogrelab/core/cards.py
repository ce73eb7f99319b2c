"""Decks, hands, piles and seats: the pieces every game here shares.

Cards are plain values (strings or small records) held in lists. A deck's top
card is the *last* item of its list, so drawing is ``list.pop()``.
"""

from __future__ import annotations

import json
import sys
from importlib import resources

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

from .rng import Rng


def draw(deck: list, n: int = 1) -> list:
    """Take up to ``n`` cards from the top; fewer if the deck runs out."""
    n = min(n, len(deck))
    if n <= 0:
        return []
    taken = deck[-n:]
    del deck[-n:]
    taken.reverse()
    return taken


def deal(deck: list, hands: list[list], n: int) -> None:
    """Deal ``n`` cards to each hand, one at a time round the table."""
    for _ in range(n):
        for hand in hands:
            if deck:
                hand.append(deck.pop())


def reshuffle(deck: list, discard: list, rng: Rng) -> None:
    """Shuffle the discard pile under (into) the deck and empty the pile."""
    rng.shuffle(discard)
    deck[:0] = discard
    discard.clear()


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places to the left (clockwise) of ``seat``."""
    return (seat + step) % players


def seats_from(start: int, players: int) -> list[int]:
    """Every seat once, in turn order, beginning with ``start``."""
    return [(start + i) % players for i in range(players)]


def load_data(package: str, filename: str):
    """Read a game's card data file (TOML or JSON) shipped inside its package."""
    text = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    if filename.endswith(".json"):
        return json.loads(text)
    return tomllib.loads(text)
