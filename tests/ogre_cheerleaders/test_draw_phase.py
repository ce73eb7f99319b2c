"""Ogre Cheerleaders, #3 Draw Phase: 'draw from the deck until you have 4 cards in your hand'.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state


def test_draw_phase_draws_back_up_to_four():
    """Draw phase: 'If you have fewer than 4 cards in your hand, draw ... until you have 4'."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert state(g)["hands"][0] == ["2-Oafs", "3-Oafs", "4-Lunks", "6-Lunks"], "5-Lunks is in seat 1's hand"


def test_draw_phase_no_draw_with_four_or_more():
    """Draw phase: only a hand under 4 draws (a 4 can leave 4 or more in hand)."""
    g = position(field=["1-Oafs", "9-Grunts"], hands=[["4-Lunks", "2-Oafs", "3-Oafs", "7-Brutes"], ["5-Lunks"]],
                 deck=LUNKS)
    deck = state(g)["deck"]
    g.play("play 4-Lunks right")
    g.play("take 9-Grunts")
    assert len(state(g)["hands"][0]) == 4 and state(g)["deck"] == deck


def test_draw_phase_short_deck_draws_what_is_left():
    """Draw phase: 'If the deck runs out ... just draw as many as possible.'"""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=["7-Oafs"])
    g.play("play 9-Lunks right")
    assert state(g)["hands"][0] == ["2-Oafs", "7-Oafs"] and state(g)["deck"] == []


def test_a_short_field_is_not_refilled():
    """Draw phase: 'If there are fewer than 4 cards on the field, DO NOT place more cards'."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert len(state(g)["field"]) == 2
