"""Positions written by hand, and what the tests read back from a game.

Every game's ``positions`` offers ``written(...)``, a saved state written by hand;
``game_at(state)``, the game at it; ``position(...)``, both in one call; ``scene(...)``,
where a game has one, the walkthrough's form; ``state(game)`` and ``texts(game)``.
What each means is said once, in ``ogrelab/games/_positions.py``.

In Ogre Bash a position holds the whole deck list. ``written`` puts the cards it
does not place in the deck in deck-list order, so that every draw is known (or in
the discard pile, ``rest_to="discard"``: an empty deck); ``deck_top`` names the next
cards drawn, first drawn first. ``scene`` shuffles them into the deck instead, as a
deal would, four turns into the hand. There are as many players as hands.

This game's own: ``L``, ``R`` and ``A`` name an ogre's Bash cards; ``NO_WIN`` holds
hands that win nothing, for the seats a test does not look at; ``hand(game, seat)``
reads a hand, ``five_each`` checks every hand's size, ``fits`` names the winning
hands five cards fit, and ``pass_all`` makes every seat pass its card in a Bash.
"""

from __future__ import annotations

from ogrelab.core import Rng

from .._positions import state, texts
from .cards import DEFAULT_DECK, HAND, KIND, NAMES, hand_fits
from .rules import OgreBash

__all__ = ["written", "game_at", "position", "scene", "state", "texts",
           "L", "R", "A", "NO_WIN", "hand", "five_each", "fits", "pass_all"]


def L(ogre: str) -> str:
    """The Bash Left card of an ogre, by the card's name."""
    return f"Bash Left ({ogre})"


def R(ogre: str) -> str:
    """The Bash Right card of an ogre."""
    return f"Bash Right ({ogre})"


def A(ogre: str) -> str:
    """The Bash Across card of an ogre."""
    return f"Bash Across ({ogre})"


#: Six hands that win nothing, for the seats a test does not look at.
NO_WIN = (
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", L("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", R("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Go Bash", A("Crash")],
    ["Steal", "Hurt Bad", "Go Bash", "Big Bash", L("Gnash")],
    ["Go Bash", "My Ear!", "Fix Club", "Big Bash", R("Gnash")],
    ["Go Bash", "My Ear!", "Wild Bash", "Big Bash", A("Gnash")],
)


def written(hands, *, seat=0, phase="play", deck_top=(), discard=(), in_play=None, had_turn=None,
            fists=None, dealer=None, turns=0, hand=1, pass_to=None, set_aside=None, partner=None,
            asked=None, fixed=0, shown=None, rest_to="deck", shuffle=None, deck_list=None) -> dict:
    """A saved state with these hands (one a seat); the other fields as at seat 0's turn.

    The cards not placed go to the deck (or ``rest_to="discard"``) in deck-list order, or
    shuffled by ``Rng(shuffle)`` where ``shuffle`` is a seed; ``deck_list`` is the game's
    ``deck`` option where it is not the default one.
    """
    n = len(hands)
    counts = dict(deck_list or DEFAULT_DECK)
    used = [c for h in hands for c in h] + list(deck_top) + list(discard) + [c for c in (set_aside or []) if c]
    if in_play:
        used.append(in_play)
    for c in used:
        if counts.get(c, 0) <= 0:
            raise ValueError(f"written: one {c!r} too many for the deck list")
        counts[c] -= 1
    rest = [c for c in NAMES for _ in range(counts.get(c, 0))]
    if shuffle is not None:
        Rng(shuffle).shuffle(rest)
    deck, discard = list(reversed(deck_top)), list(discard)
    if rest_to == "deck":
        deck = rest + deck
    else:
        discard = rest + discard
    return {
        "dealer": (seat - 1) % n if dealer is None else dealer, "hand": hand, "turns": turns,
        "fists": list(fists or [0] * n), "seat": seat, "phase": phase,
        "had_turn": list(had_turn or [True] * n), "hands": [list(h) for h in hands],
        "deck": deck, "discard": discard, "in_play": in_play,
        "pass_to": pass_to, "set_aside": list(set_aside or [None] * n), "partner": partner,
        "asked": asked, "fixed": fixed, "shown": list(shown or [None] * n),
    }


def game_at(state: dict, seed: int = 0, **options) -> OgreBash:
    """The game at a :func:`written` state; the number of players follows from its hands."""
    options.setdefault("players", len(state["hands"]))
    return OgreBash.from_state(state, seed=seed, **options)


def position(hands, *, seed: int = 0, options: dict | None = None, **fields) -> OgreBash:
    """The game at ``written(hands, **fields)``: every draw known."""
    options = dict(options or {})
    return game_at(written(hands, deck_list=options.get("deck"), **fields), seed, **options)


def scene(hands, *, seed: int = 0, turns: int = 4, options: dict | None = None, **fields) -> OgreBash:
    """A position as the walkthrough shows it: the cards not placed shuffled into the deck
    (by the seed), four turns into the hand."""
    options = dict(options or {})
    state = written(hands, turns=turns, shuffle=seed + 1, deck_list=options.get("deck"), **fields)
    return game_at(state, seed, **options)


def hand(game: OgreBash, seat: int) -> list[str]:
    """The card names in a seat's hand, as saved (sorted in card order)."""
    return [NAMES[k] for k in game.hands[seat]]


def five_each(game: OgreBash, sizes=None) -> bool:
    """Every hand holds five cards (or the ``sizes`` given, seat by seat)."""
    return [len(h) for h in game.hands] == list(sizes or [HAND] * game.players)


def fits(cards: list[str]) -> list[str]:
    """Every winning hand five card names fit."""
    return hand_fits([KIND[c] for c in cards])


def pass_all(game: OgreBash, cards: list[str]) -> None:
    """Bash: every seat, in turn from the seat playing, passes its card of ``cards`` (by seat)."""
    while game.phase == "pass":
        game.play(f"pass {cards[game.current_player]}")
