"""Positions written by hand, and what the tests read back from a game.

Every game's ``positions`` offers ``written(...)``, a saved state written by hand;
``game_at(state)``, the game at it; ``position(...)``, both in one call; ``scene(...)``,
where a game has one, the walkthrough's form; ``state(game)`` and ``texts(game)``.
What each means is said once, in ``ogrelab/games/_positions.py``.

In Ogre Cheerleaders cards named nowhere are out of the game, so a position holds
only the cards its rule needs, and there is no ``scene``: the named positions are
written with ``position`` too. Lists run left to right; the deck's and the bench's
top card is the last one.

This game's own: ``DECK``, a quiet deck for positions that only need cards to draw,
and ``LUNKS``, a quieter one of Lunks only; given as ``deck=``, either is that stock
less the cards the position uses elsewhere.
"""

from __future__ import annotations

from .._positions import state, texts
from .rules import OgreCheerleaders

__all__ = ["written", "game_at", "position", "state", "texts", "DECK", "LUNKS"]

#: A quiet deck for positions that only need cards to draw (drawn from the right).
DECK = ["9-Lunks", "8-Lunks", "7-Lunks", "6-Lunks", "5-Lunks", "4-Lunks", "10-Brutes", "2-Grunts"]
#: A quieter one, of Lunks only, that the rule tests draw from: 4-Lunks first, then 5-Lunks, ...
LUNKS = ["9-Lunks", "8-Lunks", "7-Lunks", "6-Lunks", "5-Lunks", "4-Lunks"]
_STOCKS = (DECK, LUNKS)


def written(stock: list = DECK, **fields) -> dict:
    """A state with the given fields; the rest as at the start of a quiet turn of seat 0.

    Given ``deck=stock`` (or ``deck=DECK`` or ``deck=LUNKS`` themselves), the deck is that
    stock less the cards the position uses elsewhere.
    """
    players = len(fields.get("hands", [[], []]))
    state = {
        "field": [], "as_dealt": [], "bench": [], "deck": [],
        "hands": [[] for _ in range(players)], "known": [],
        "piles": [[] for _ in range(players)], "seat": 0, "pending": [], "bonus": 0,
        "played": None, "turn": 0, "began_with_empty_deck": False,
        "loop": {"played": None, "field": [], "streak": 0}, "ended": None,
    }
    state.update(fields)
    if state["deck"] is stock or any(state["deck"] is s for s in _STOCKS):
        used = set(state["field"] + state["bench"] + sum(state["hands"], []) + sum(state["piles"], [])
                   + [c for p in state["pending"] for c in p["cards"]])
        state["deck"] = [c for c in state["deck"] if c not in used]
    return state


def game_at(state: dict, seed: int = 0, **options) -> OgreCheerleaders:
    """The game at a :func:`written` state; the number of players follows from its hands."""
    options.setdefault("players", len(state["hands"]))
    return OgreCheerleaders.from_state(state, seed=seed, **options)


def position(*, seed: int = 0, options: dict | None = None, **fields) -> OgreCheerleaders:
    """The game at ``written(**fields)``."""
    return game_at(written(**fields), seed, **(options or {}))
