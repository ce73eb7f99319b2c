"""Ogre Cheerleaders: rules checked line by line against the rulebook, from hand-written positions.

Cards are named value-team ("5-Oafs"); lists run left to right, and the deck's
and the bench's top card is the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from test_ogre_cheerleaders_rules import DECK, game, state, texts


# ------------------------------------------------------------ card effects
def test_effect_10_played_on_the_left_benches_its_right_neighbour_and_the_right_end():
    """Bench card: 'Bench the card next to this one. Bench the card on the opposite end of the field.'"""
    g = game(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]],
             deck=DECK)
    g.play("play 10-Lunks left")
    st = state(g)
    assert st["field"] == ["10-Lunks", "3-Brutes", "5-Grunts"]
    assert st["bench"] == ["1-Oafs", "7-Lunks"], "the neighbour first, then the far end"


def test_join_by_an_8_does_not_resolve_the_joined_card():
    """Card effects, Join: 'place that card into position on the field, without resolving its effects'."""
    g = game(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    g.play("keep 3-Grunts, join 5-Brutes left")
    assert state(g)["pending"] == [] and g.current_player == 1, "a joined 5 asks for no bench"


def test_effect_6_with_three_players_and_one_opponent_holding_cards_asks_no_choice():
    """Ogre notes: 'choose one opponent to use the effects on' - only one can give a card, so it is that one."""
    g = game(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], [], ["2-Grunts"]], deck=DECK,
             options={"effects": {"2": "none"}})
    g.play("play 6-Lunks right")
    assert texts(g) == ["play 2-Grunts left", "play 2-Grunts right"]
    assert "taken at random from seat 2's hand" in g.log[-1]


@pytest.mark.parametrize("card,words", [("5-Lunks", "no other card on the field to bench"),
                                        ("3-Lunks", "no two cards on the field to swap"),
                                        ("4-Lunks", "no other card on the field to take")])
def test_effects_on_a_lone_card_are_skipped_and_the_card_still_played(card, words):
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = game(field=[], hands=[[card, "1-Oafs"], ["2-Grunts"]], deck=DECK)
    g.play(f"play {card}")
    assert state(g)["field"] == [card] and g.current_player == 1
    assert any(words in line for line in g.log)


def test_a_card_played_by_an_effect_is_logged_with_the_end_it_goes_to():
    """Card effects, Play: 'choose to play it on either end of the field' - the log says which end."""
    g = game(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"]], deck=DECK)
    g.play("play 6-Lunks right")
    g.play("play 2-Grunts left")
    assert "seat 0 plays 2-Grunts to the left" in g.log
    assert state(g)["field"] == ["2-Grunts", "9-Oafs", "6-Lunks"]


def test_a_card_played_by_an_effect_onto_an_empty_field_is_logged_as_such():
    """Card effects, Play: the played card goes 'on either end' - an empty field has one place."""
    g = game(field=[], hands=[["1-Oafs"], ["3-Grunts"]], deck=DECK,
             pending=[{"decision": "place", "by": "7-Lunks", "cards": ["2-Grunts"]}])
    assert texts(g) == ["play 2-Grunts"]
    g.play("play 2-Grunts")
    assert "seat 0 plays 2-Grunts onto the empty field" in g.log
    assert state(g)["field"] == ["2-Grunts"]


# ----------------------------------------------------------------- the deck
def test_the_bench_is_never_reshuffled_into_an_empty_deck():
    """Misc. notes: 'When the deck runs out of cards, do NOT reshuffle the bench pile to replenish the deck.'"""
    g = game(field=["1-Oafs"], bench=["3-Brutes", "6-Grunts"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts", "4-Oafs"]],
             deck=[], options={"effects": {"2": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["deck"] == [] and st["bench"] == ["3-Brutes", "6-Grunts"]
    assert st["hands"][0] == ["2-Oafs"], "the draw phase draws nothing: the bench is not a deck"
    assert any("the deck is empty" in line for line in g.log)


def test_deck_emptied_by_a_7_mid_turn_the_turn_finishes_then_the_other_seat_plays_once():
    """End game: 'As soon as the deck runs out ... finish the rest of the current player's turn. Then ...'"""
    g = game(field=["1-Oafs", "3-Brutes"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts", "4-Oafs"]],
             deck=["10-Oafs"], options={"effects": {"10": "none", "9": "none"}})
    g.play("play 7-Lunks right")
    g.play("play 10-Oafs left")             # the top card was the last one
    assert not g.is_over and g.current_player == 1 and state(g)["hands"][0] == ["2-Oafs"]
    g.play("play 9-Grunts left")
    assert g.is_over and state(g)["ended"] == "deck"


# ------------------------------------------------------------------ as dealt
def test_ruling_as_dealt_ends_when_a_neighbour_is_scored_away():
    """Rulings, as dealt: 'stays as dealt until one of its neighbours changes' - a scored neighbour is a change."""
    dealt = ["2-Oafs", "2-Brutes", "7-Grunts"]
    g = game(field=dealt, as_dealt=dealt, hands=[["7-Lunks", "9-Oafs"], ["5-Lunks"]], deck=DECK,
             options={"effects": {"7": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["piles"][0] == ["7-Grunts", "7-Lunks", "2-Oafs", "2-Brutes"], "7-7 first, then the freed 2-2"
    assert st["bonus"] == 1 and st["as_dealt"] == st["field"], "the field was cleared: a bonus deal"


def test_ruling_as_dealt_untouched_formation_still_waits_after_a_score_beside_it():
    """Ogre notes: a dealt formation no one moved, added onto or benched from is not scored."""
    dealt = ["2-Oafs", "2-Brutes", "6-Oafs", "7-Grunts"]
    g = game(field=dealt, as_dealt=dealt, hands=[["7-Lunks", "9-Oafs"], ["5-Lunks"]], deck=DECK,
             options={"effects": {"7": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["piles"][0] == ["7-Grunts", "7-Lunks"] and st["field"] == ["2-Oafs", "2-Brutes", "6-Oafs"]
    assert st["as_dealt"] == ["2-Oafs", "2-Brutes"]


# ---------------------------------------------------------------- the loop
@pytest.mark.parametrize("last_field,ends", [(["2-Lunks", "4-Oafs"], True), (["2-Lunks", "4-Lunks"], False)])
def test_loop_rule_functionally_the_same_means_values_and_shared_teams(last_field, ends):
    """Ogre notes: 'the layout of the board remains functionally the same' - team names may differ, not the pattern."""
    g = game(field=["2-Grunts", "4-Oafs"], hands=[["4-Brutes", "9-Oafs"], ["4-Grunts"]], deck=DECK,
             loop={"played": 4, "field": last_field, "streak": 3})
    g.play("play 4-Brutes right")
    g.play("take 4-Oafs")
    assert state(g)["field"] == ["2-Grunts", "4-Brutes"]
    assert g.is_over is ends
    if ends:
        assert g.result.draw and "infinite loop" in g.result.reason
    else:
        assert state(g)["loop"]["streak"] == 1


# -------------------------------------------------------- hiding and input
def test_html_of_another_seat_hides_the_cards_an_8_drew():
    """Draw phase privacy: the two cards of an 8 are seen by their player only, on every board."""
    g = game(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    assert "3-Grunts" not in g.html(1) and "5-Brutes" not in g.html(1)
    assert 'data-card="3-Grunts"' in g.html(0)
    g.play("keep 3-Grunts, join 5-Brutes left")
    assert "3-Grunts" not in g.html(1) and "3-Grunts" not in " ".join(g.log)


def test_illegal_choice_inside_an_effect_names_it_lists_the_legal_and_changes_nothing():
    """Play phase example: the 5 benches 'any other card' - benching itself is refused."""
    g = game(field=["3-Oafs", "7-Brutes"], hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=DECK)
    g.play("play 5-Oafs right")
    before = g.to_dict()
    with pytest.raises(ogrelab.IllegalAction, match=r"'bench 5-Oafs'.*'bench 3-Oafs', 'bench 7-Brutes'"):
        g.play("bench 5-Oafs")
    assert g.to_dict() == before


def test_prompt_of_a_card_played_by_an_effect_and_of_the_bonus_play():
    """Card effects, Play: 'choose to play it on either end'; Bonus play: 'play an additional card'."""
    g = game(field=["1-Oafs"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts"]], deck=["5-Brutes"])
    g.play("play 7-Lunks right")
    assert g.prompt.startswith("Seat 0: 7-Lunks - play 5-Brutes to either end")
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 9-Lunks right")
    assert "bonus play" in g.prompt
