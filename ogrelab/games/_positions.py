"""The names every game's ``positions`` offers, and what each means in every game.

- ``written(...) -> dict``: a saved state written by hand, in the state format of the
  game's README. Nothing in it is left to chance: what it does not place is out of the
  game or lies in a known order.
- ``game_at(state, seed=0, **options) -> Game``: the game at a saved state; the number
  of seats follows from the state.
- ``position(..., seed=0, options=None, **fields) -> Game``: the game at
  ``written(..., **fields)`` in one call; ``options`` is a dict of the game's options.
- ``scene(...) -> Game``: where a game has one, a position as the rules walkthrough
  shows it: written by hand, the rest of the table laid as a real game lays it.
- ``state(game) -> dict``: the position as saved, ``game.to_dict()["state"]``.
- ``texts(game) -> list[str]``: the texts of the legal actions, in order.

``state`` and ``texts`` read every game alike, so they are written here once and each
game's ``positions`` offers them; the others write each game's own state. The named
positions of a game's ``examples`` are written with these, and the tests write their
own positions with them and read back what came of a move.
"""

from __future__ import annotations


def state(game) -> dict:
    """The position as saved: ``game.to_dict()["state"]``."""
    return game.to_dict()["state"]


def texts(game) -> list[str]:
    """The texts of the legal actions, in order."""
    return [str(a) for a in game.legal_actions()]
