"""Ogre Cheerleaders, #1 Play Phase: 'Choose one card from your hand, and play it to either end of the field.'

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts


def test_play_phase_a_card_goes_to_either_end():
    """Play phase: 'Choose one card from your hand, and play it to either end of the field.'"""
    g = position(field=["1-Oafs", "9-Brutes"], hands=[["5-Grunts"], ["3-Lunks"]], deck=LUNKS)
    assert texts(g) == ["play 5-Grunts left", "play 5-Grunts right"]
    g.play("play 5-Grunts left")
    assert state(g)["field"] == ["5-Grunts", "1-Oafs", "9-Brutes"]
    g = position(field=["1-Oafs", "9-Brutes"], hands=[["5-Grunts"], ["3-Lunks"]], deck=LUNKS,
                 options={"effects": {"5": "none"}})
    g.play("play 5-Grunts right")
    assert state(g)["field"] == ["1-Oafs", "9-Brutes", "5-Grunts"]


def test_play_phase_onto_an_empty_field_there_is_one_place():
    """Play phase: with no card on the field both ends are the same place."""
    g = position(field=[], hands=[["2-Grunts"], ["3-Lunks"]], deck=[])
    assert texts(g) == ["play 2-Grunts"]


def test_rulebook_example_the_5_benches_the_7_and_the_gap_closes():
    """Play phase example: 'play the 5 card on the right hand side ... and bench the 7 card'."""
    g = position(field=["3-Oafs", "7-Brutes", "9-Lunks", "1-Grunts"], bench=["2-Brutes"],
                 hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 5-Oafs right")
    assert g.current_player == 0
    assert texts(g) == ["bench 3-Oafs", "bench 7-Brutes", "bench 9-Lunks", "bench 1-Grunts"], \
        "any other card, never the 5 itself"
    g.play("bench 7-Brutes")
    st = state(g)
    assert st["field"] == ["3-Oafs", "9-Lunks", "1-Grunts", "5-Oafs"], "the gap closes"
    assert st["bench"] == ["2-Brutes", "7-Brutes"], "benched face up on the bench"
    assert g.current_player == 1


def test_a_gap_closed_by_a_bench_can_make_a_formation():
    """Play phase: 'slide the remaining cards ... together to fill in the gaps' - then score."""
    g = position(field=["6-Oafs", "2-Brutes", "6-Lunks"], hands=[["5-Grunts", "9-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 5-Grunts right")
    g.play("bench 2-Brutes")
    assert state(g)["piles"][0] == ["6-Oafs", "6-Lunks"] and state(g)["field"] == ["5-Grunts"]


def test_illegal_choice_inside_an_effect_names_it_lists_the_legal_and_changes_nothing():
    """Play phase example: the 5 benches 'any other card' - benching itself is refused."""
    g = position(field=["3-Oafs", "7-Brutes"], hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 5-Oafs right")
    before = g.to_dict()
    with pytest.raises(ogrelab.IllegalAction, match=r"'bench 5-Oafs'.*'bench 3-Oafs', 'bench 7-Brutes'"):
        g.play("bench 5-Oafs")
    assert g.to_dict() == before
