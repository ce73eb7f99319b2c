"""Ogre Cheerleaders, Set-up: the deal, the field of four, the bench card and the first player.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders.positions import state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_hands_of_four_a_field_of_four_and_one_card_on_the_bench(players):
    """Set-up: 'deal each player 4 cards ... four cards face-up ... flip the top card ... on the bench'."""
    g = ogrelab.new_game("ogre_cheerleaders", seed=3, players=players)
    st = state(g)
    assert [len(h) for h in st["hands"]] == [4] * players
    assert len(st["field"]) == 4 and len(st["bench"]) == 1
    assert len(st["deck"]) == 40 - 4 * players - 5
    assert st["as_dealt"] == st["field"], "the dealt field is 'as dealt'"
    everything = st["field"] + st["bench"] + st["deck"] + sum(st["hands"], [])
    assert sorted(everything) == sorted(f"{v}-{t}" for v in range(1, 11)
                                        for t in ("Oafs", "Brutes", "Grunts", "Lunks"))
    assert g.current_player == 0


def test_setup_first_seat_option_gives_the_first_turn():
    """Set-up: 'Give the 1st Player Card to the player that goes first' (option first_seat)."""
    g = ogrelab.new_game("ogre_cheerleaders", seed=3, players=3, first_seat=2)
    assert g.current_player == 2 and all(a.seat == 2 for a in g.legal_actions())
