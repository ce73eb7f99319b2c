"""Ogre Cheerleaders, Miscellaneous Ogre Notes: the infinite loop, a bonus play with an empty hand, the bench never reshuffled, a turn begun with an empty hand.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state


def test_rulebook_example_the_4_4_loop_ends_in_a_tie():
    """Ogre notes, infinite loop: 'one card on the field and it is a 4, and each player has a 4 ...'."""
    g = position(field=["4-Oafs"], hands=[["4-Brutes", "2-Oafs", "7-Oafs", "9-Oafs"],
                                          ["4-Grunts", "2-Lunks", "7-Lunks", "9-Lunks"]], deck=LUNKS,
                 piles=[["10-Oafs"], []])
    deck = state(g)["deck"]
    moves = [("play 4-Brutes right", "take 4-Oafs"), ("play 4-Grunts right", "take 4-Brutes"),
             ("play 4-Oafs right", "take 4-Grunts"), ("play 4-Brutes right", "take 4-Oafs")]
    for k, (play, take) in enumerate(moves):
        assert not g.is_over
        g.play(play)
        g.play(take)
        assert state(g)["loop"]["streak"] == k + 1
    assert g.is_over and g.result.draw and g.result.ending == "loop" and "infinite loop" in g.result.reason
    assert state(g)["deck"] == deck, "nobody drew: the loop would never end by itself"


def test_loop_rule_needs_the_same_value_each_turn():
    """Rulings: the loop counts turns in a row with the same point value played."""
    g = position(field=["4-Oafs"], hands=[["4-Brutes", "2-Oafs"], ["4-Grunts"]], deck=LUNKS,
                 loop={"played": 4, "field": ["4-Grunts"], "streak": 3}, options={"effects": {"2": "none"}})
    g.play("play 2-Oafs left")
    assert state(g)["loop"]["streak"] == 1 and not g.is_over


def test_loop_rule_needs_the_field_functionally_the_same():
    """Ogre notes: 'the layout of the board remains functionally the same' - a changed field resets."""
    g = position(field=["4-Oafs", "9-Grunts"], hands=[["4-Brutes", "2-Oafs"], ["4-Grunts"]], deck=LUNKS,
                 loop={"played": 4, "field": ["4-Grunts"], "streak": 3})
    g.play("play 4-Brutes right")
    g.play("take 4-Oafs")
    assert state(g)["loop"] == {"played": 4, "field": ["9-Grunts", "4-Brutes"], "streak": 1}
    assert not g.is_over


@pytest.mark.parametrize("last_field,ends", [(["2-Lunks", "4-Oafs"], True), (["2-Lunks", "4-Lunks"], False)])
def test_loop_rule_functionally_the_same_means_values_and_shared_teams(last_field, ends):
    """Ogre notes: 'the layout of the board remains functionally the same' - team names may differ, not the pattern."""
    g = position(field=["2-Grunts", "4-Oafs"], hands=[["4-Brutes", "9-Oafs"], ["4-Grunts"]], deck=LUNKS,
                 loop={"played": 4, "field": last_field, "streak": 3})
    g.play("play 4-Brutes right")
    g.play("take 4-Oafs")
    assert state(g)["field"] == ["2-Grunts", "4-Brutes"]
    assert g.is_over is ends
    if ends:
        assert g.result.draw and g.result.ending == "loop" and "infinite loop" in g.result.reason
    else:
        assert state(g)["loop"]["streak"] == 1


def test_bonus_play_with_an_empty_hand_goes_straight_to_the_draw_phase():
    """Ogre notes: 'earned a bonus play but there are no cards in your hand, deal out ... proceed ... draw'."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]],
                 deck=["3-Lunks", "1-Lunks", "8-Oafs", "6-Brutes", "4-Grunts", "2-Grunts", "10-Brutes", "7-Oafs",
                       "5-Oafs"])
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["5-Oafs", "7-Oafs", "10-Brutes", "2-Grunts"]
    assert st["hands"][0] == ["4-Grunts", "6-Brutes", "8-Oafs", "1-Lunks"] and g.current_player == 1


def test_the_bench_is_never_reshuffled_into_an_empty_deck():
    """Misc. notes: 'When the deck runs out of cards, do NOT reshuffle the bench pile to replenish the deck.'"""
    g = position(field=["1-Oafs"], bench=["3-Brutes", "6-Grunts"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts", "4-Oafs"]],
                 deck=[], options={"effects": {"2": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["deck"] == [] and st["bench"] == ["3-Brutes", "6-Grunts"]
    assert st["hands"][0] == ["2-Oafs"], "the draw phase draws nothing: the bench is not a deck"
    assert any("the deck is empty" in line for line in g.log)


def test_empty_hand_at_the_start_of_a_turn_draws_four():
    """Ogre notes: 'If you start your turn with no cards in your hand, draw 4 cards before your play phase'."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs", "4-Oafs"], []], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert g.current_player == 1
    assert state(g)["hands"][1] == ["5-Lunks", "6-Lunks", "7-Lunks", "8-Lunks"]


def test_a_turn_with_no_card_and_no_deck_passes():
    """Ogre notes: an empty hand draws 4 at the start of the turn 'or as many as possible' - here none."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], [], ["3-Brutes", "10-Grunts"]], deck=[],
                 options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    assert g.current_player == 2 and any("the turn passes" in line for line in g.log)


def test_loop_rule_the_move_that_completes_the_loop_previews_the_tie():
    """Infinite loop: 'end the game in an automatic tie' - the fourth take shows it before it is made."""
    g = examples.four_four_loop()
    for move in ["play 4-Brutes right", "take 4-Oafs", "play 4-Grunts right", "take 4-Brutes",
                 "play 4-Oafs right", "take 4-Grunts", "play 4-Brutes right"]:
        g.play(move)
    assert g.preview("take 4-Oafs").startswith("4-Oafs goes from the field into your hand; the game ends: "
                                                "draw (infinite loop")
