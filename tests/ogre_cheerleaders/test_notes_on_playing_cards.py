"""Ogre Cheerleaders, Ogre Notes on Playing Cards: effects that cannot work, the 6 with more players, the 8 and the 10 notes.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC
from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts


@pytest.mark.parametrize("card,words", [("5-Lunks", "no other card on the field to bench"),
                                        ("3-Lunks", "no two cards on the field to swap"),
                                        ("4-Lunks", "no other card on the field to take")])
def test_effects_on_a_lone_card_are_skipped_and_the_card_still_played(card, words):
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = position(field=[], hands=[[card, "1-Oafs"], ["2-Grunts"]], deck=LUNKS)
    g.play(f"play {card}")
    assert state(g)["field"] == [card] and g.current_player == 1
    assert any(words in line for line in g.log)


def test_effect_1_with_an_empty_hand_does_nothing():
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = position(field=["3-Oafs"], hands=[["1-Lunks"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 1-Lunks right")
    assert g.current_player == 1 and state(g)["field"] == ["3-Oafs", "1-Lunks"]


def test_effect_2_with_an_empty_bench_does_nothing():
    """Ogre notes: play a card even if its effect cannot work."""
    g = position(field=["9-Oafs"], hands=[["2-Lunks", "1-Oafs"], ["4-Grunts"]], deck=LUNKS)
    g.play("play 2-Lunks right")
    assert g.current_player == 1


def test_effect_4_alone_on_the_field_takes_nothing():
    """Ogre notes: 'If it is possible to resolve the effect(s), you must do so' - here it is not."""
    g = position(field=[], hands=[["4-Lunks", "1-Oafs"], ["1-Grunts"]], deck=LUNKS)
    g.play("play 4-Lunks")
    assert g.current_player == 1 and state(g)["field"] == ["4-Lunks"]


def test_effect_6_when_the_opponent_has_no_card_nothing_happens():
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], []], deck=LUNKS)
    g.play("play 6-Lunks right")
    assert state(g)["field"] == ["9-Oafs", "6-Lunks"] and state(g)["pending"] == []
    assert g.current_player == 1


def test_effect_7_on_an_empty_deck_does_nothing():
    """Ogre notes: 'If only part of the card's effect(s) will work, resolve all possible parts.'"""
    g = position(field=["9-Oafs"], hands=[["7-Lunks", "1-Oafs"], ["2-Grunts"]], deck=[])
    g.play("play 7-Lunks right")
    assert state(g)["field"] == ["9-Oafs", "7-Lunks"] and g.current_player == 1


def test_effect_8_with_an_empty_deck_does_nothing():
    """Ogre notes: play a card even if its effect cannot work."""
    g = position(field=["1-Oafs"], hands=[["8-Lunks", "4-Oafs"], ["9-Grunts"]], deck=[])
    g.play("play 8-Lunks right")
    assert g.current_player == 1


def test_effect_6_with_more_players_the_player_chooses_the_opponent():
    """Ogre notes: 'In games with more than 2 players, when you play a 6 card, choose one opponent'."""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"], [], ["3-Brutes"]], deck=LUNKS)
    g.play("play 6-Lunks right")
    assert texts(g) == ["rob seat 1", "rob seat 3"], "seat 2 has no card to play"
    assert all(a.seat == 0 for a in g.legal_actions())
    g.play("rob seat 3")
    assert state(g)["pending"][-1]["cards"] == ["3-Brutes"] and state(g)["hands"][3] == []


def test_effect_6_with_three_players_and_one_opponent_holding_cards_asks_no_choice():
    """Ogre notes: 'choose one opponent to use the effects on' - only one can give a card, so it is that one."""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], [], ["2-Grunts"]], deck=LUNKS,
                 options={"effects": {"2": "none"}})
    g.play("play 6-Lunks right")
    assert texts(g) == ["play 2-Grunts left", "play 2-Grunts right"]
    assert "taken at random from seat 2's hand" in g.log[-1]


def test_rulebook_note_the_8_with_one_card_left_goes_to_hand_or_field():
    """Ogre notes: 'If you play an 8 and there is only 1 card left ... your hand or ... either end'."""
    start = dict(field=["1-Oafs"], hands=[["8-Lunks", "4-Oafs"], ["9-Grunts"]], deck=["5-Brutes"])
    g = position(**start)
    g.play("play 8-Lunks right")
    assert texts(g) == ["keep 5-Brutes", "join 5-Brutes left", "join 5-Brutes right"]
    g.play("keep 5-Brutes")
    assert state(g)["hands"][0] == ["4-Oafs", "5-Brutes"] and state(g)["field"] == ["1-Oafs", "8-Lunks"]
    g = position(**start)
    g.play("play 8-Lunks right")
    g.play("join 5-Brutes left")
    assert state(g)["field"] == ["5-Brutes", "1-Oafs", "8-Lunks"]


def test_rulebook_note_the_10_with_one_other_card_benches_it_and_stays():
    """Ogre notes: 'If you play a 10 and there is only 1 other card ... that card goes to the bench'."""
    g = position(field=["3-Brutes"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]], deck=LUNKS)
    g.play("play 10-Lunks left")
    st = state(g)
    assert st["field"] == ["10-Lunks"] and st["bench"] == ["3-Brutes"]


def test_rulebook_note_the_10_with_no_other_card_does_nothing():
    """Ogre notes: '(If there are no other cards on the field when you play the 10, nothing happens.)'"""
    g = position(field=[], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]], deck=LUNKS)
    g.play("play 10-Lunks")
    st = state(g)
    assert st["field"] == ["10-Lunks"] and st["bench"] == [] and g.current_player == 1


def test_effect_6_preview_of_the_opponent_chosen_names_no_card_of_their_hand():
    """Notes: with more than 2 players 'choose one opponent' - the card is then taken at random, unseen."""
    g = examples.six_chooses_opponent()
    assert g.preview("play 6-Grunts right") == ("6-Grunts goes to the right end; "
                                                "then choose the opponent whose random card you play")
    g.play("play 6-Grunts right")
    assert g.decision.rule == "play_from_opponent" and g.decision.section == "Ogre Notes on Playing Cards"
    for seat, card in ((1, "4-Lunks"), (2, "9-Grunts")):
        text = g.preview(f"rob seat {seat}")
        assert text == f"plays a random card from seat {seat}'s hand; you see it, then choose its end"
        assert card not in text
        for seed in range(4):
            assert OC.determinize(g.view(0), seed=seed).preview(f"rob seat {seat}") == text


def test_effect_6_with_one_opponent_holding_cards_the_preview_says_the_card_is_random():
    """Notes: 'choose one opponent' - with one that holds cards there is no choice; the card is still unseen."""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], [], ["2-Grunts"]], deck=LUNKS)
    assert g.preview("play 6-Lunks right") == "6-Lunks goes to the right end; it plays a random card from seat 2's hand"
