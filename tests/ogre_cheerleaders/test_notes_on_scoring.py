"""Ogre Cheerleaders, Ogre Notes on Scoring: gaps close and score again, the as-dealt exemption, whole and simultaneous formations, the choice between overlapping ones.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts


def test_closing_gaps_can_make_a_new_formation_which_scores_too():
    """Ogre notes: 'move the remaining cards ... If a new formation ... you score those cards as well'."""
    g = position(field=["4-Oafs", "2-Brutes", "4-Lunks"], hands=[["1-Oafs", "2-Grunts"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 1-Oafs right")
    g.play("join 2-Grunts after 2-Brutes")
    st = state(g)
    assert st["piles"][0] == ["2-Brutes", "2-Grunts", "4-Oafs", "4-Lunks"]
    assert st["field"] == ["1-Oafs"] and g.scores[0] == 12


def test_as_dealt_formation_does_not_score():
    """Ogre notes: 'a score-able formation is already in place [as dealt], no one scores that formation'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = position(field=dealt, as_dealt=dealt, hands=[["1-Lunks", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"1": "none"}})
    g.play("play 1-Lunks right")
    st = state(g)
    assert st["piles"][0] == [] and st["field"][:2] == ["3-Oafs", "3-Brutes"]
    assert st["as_dealt"] == ["3-Oafs", "3-Brutes", "8-Grunts"], "10-Lunks got a new neighbour"


def test_as_dealt_formation_scores_once_added_onto():
    """Ogre notes: 'if you add onto the formation ... and it's still score-able, then you score'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = position(field=dealt, as_dealt=dealt, hands=[["3-Lunks", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"3": "none"}})
    g.play("play 3-Lunks left")
    assert state(g)["piles"][0] == ["3-Lunks", "3-Oafs", "3-Brutes"]


def test_as_dealt_formation_scores_once_a_card_of_it_is_benched():
    """Ogre notes: 'if you bench a card from the formation ... and it's still score-able'."""
    dealt = ["2-Oafs", "5-Oafs", "7-Oafs", "9-Oafs"]
    g = position(field=dealt, as_dealt=dealt, hands=[["5-Lunks", "1-Grunts"], ["6-Lunks"]], deck=LUNKS)
    g.play("play 5-Lunks right")
    g.play("bench 9-Oafs")
    assert state(g)["piles"][0] == ["2-Oafs", "5-Oafs", "7-Oafs"]


def test_as_dealt_formation_scores_once_moved_or_shuffled():
    """Ogre notes: 'if you move the position of one of the cards ... or if you play a 9 and shuffle'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = position(field=dealt, as_dealt=dealt, hands=[["3-Lunks", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"3": "swap_two"}})
    g.play("play 3-Lunks right")
    g.play("swap 8-Grunts and 10-Lunks")       # neither 3 moves, but 3-Brutes has a new neighbour
    assert state(g)["piles"][0] == ["3-Oafs", "3-Brutes"]
    g = position(field=dealt, as_dealt=dealt, hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert state(g)["as_dealt"] == []


def test_bonus_deal_is_as_dealt_too():
    """Ogre notes: 'as a result of clearing the field during the game ... no one scores that formation'."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]],
                 deck=["1-Lunks", "8-Oafs", "4-Brutes", "4-Grunts"], options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["4-Grunts", "4-Brutes", "8-Oafs", "1-Lunks"] == st["as_dealt"]
    assert st["bonus"] == 1 and g.current_player == 0
    g.play("play 2-Oafs right")
    assert state(g)["piles"][0] == ["9-Oafs", "9-Lunks"], "the dealt 4-4 is still not scored"


def test_ruling_as_dealt_ends_when_a_neighbour_is_scored_away():
    """Rulings, as dealt: 'stays as dealt until one of its neighbours changes' - a scored neighbour is a change."""
    dealt = ["2-Oafs", "2-Brutes", "7-Grunts"]
    g = position(field=dealt, as_dealt=dealt, hands=[["7-Lunks", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"7": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["piles"][0] == ["7-Grunts", "7-Lunks", "2-Oafs", "2-Brutes"], "7-7 first, then the freed 2-2"
    assert st["bonus"] == 1 and st["as_dealt"] == st["field"], "the field was cleared: a bonus deal"


def test_ruling_as_dealt_untouched_formation_still_waits_after_a_score_beside_it():
    """Ogre notes: a dealt formation no one moved, added onto or benched from is not scored."""
    dealt = ["2-Oafs", "2-Brutes", "6-Oafs", "7-Grunts"]
    g = position(field=dealt, as_dealt=dealt, hands=[["7-Lunks", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"7": "none"}})
    g.play("play 7-Lunks right")
    st = state(g)
    assert st["piles"][0] == ["7-Grunts", "7-Lunks"] and st["field"] == ["2-Oafs", "2-Brutes", "6-Oafs"]
    assert st["as_dealt"] == ["2-Oafs", "2-Brutes"]


def test_formation_is_the_maximal_run_all_cards_scored():
    """Ogre notes: 'If the formation includes more cards than the minimum ... score all the cards'."""
    g = position(field=["9-Lunks", "2-Oafs", "5-Oafs", "8-Oafs"], hands=[["10-Oafs", "3-Lunks"], ["5-Lunks"]],
                 deck=LUNKS, options={"effects": {"10": "none"}})
    g.play("play 10-Oafs right")
    assert state(g)["piles"][0] == ["2-Oafs", "5-Oafs", "8-Oafs", "10-Oafs"]


@pytest.mark.parametrize("players", [2, 4])
def test_every_card_stays_in_one_place_and_no_formation_is_left_unscored(players):
    """Ogre notes: 'It is not optional to score formations': a turn never starts with one on the field."""
    import random

    from ogrelab.games.ogre_cheerleaders import formations
    rng = random.Random(players)
    for seed in range(15):
        g = ogrelab.new_game("ogre_cheerleaders", seed=seed, players=players)
        while not g.is_over:
            st = state(g)
            cards = (st["field"] + st["bench"] + st["deck"] + sum(st["hands"], []) + sum(st["piles"], [])
                     + [c for p in st["pending"] for c in p["cards"]])
            assert sorted(cards) == sorted(g.t.names)
            if not g.pending:
                assert formations(g.t, g.field, g.as_dealt) == []
            legal = g.legal_actions()
            g.play(legal[rng.randrange(len(legal))])


def test_separate_formations_are_scored_together():
    """Ogre notes: '2 or more separate formations at once ... are scored simultaneously'."""
    g = position(field=["1-Oafs", "4-Grunts", "1-Brutes", "5-Lunks", "6-Lunks"],
                 hands=[["3-Oafs", "9-Oafs"], ["8-Lunks"]], deck=LUNKS)
    g.play("play 3-Oafs left")
    g.play("swap 4-Grunts and 1-Brutes")
    st = state(g)
    assert st["field"] == ["3-Oafs"]
    assert sorted(st["piles"][0]) == sorted(["1-Oafs", "1-Brutes", "4-Grunts", "5-Lunks", "6-Lunks"])
    assert sum(1 for line in g.log if "scores" in line) == 1, "one scoring, both formations"


def test_rulebook_example_choice_between_the_two_1s_and_1_2_3():
    """Ogre notes: 'the player would choose to score the two 1s, OR the sequence of 1-2-3'."""
    dealt = ["1-Brutes", "2-Grunts", "3-Lunks", "8-Oafs"]
    start = dict(field=dealt, as_dealt=dealt, hands=[["1-Oafs", "9-Oafs"], ["5-Lunks"]], deck=LUNKS,
                 options={"effects": {"1": "none"}})
    g = position(**start)
    g.play("play 1-Oafs left")
    assert texts(g) == ["score [1-Oafs 1-Brutes]", "score [1-Brutes 2-Grunts 3-Lunks]"]
    assert all(a.seat == 0 for a in g.legal_actions()) and "formations overlap" in g.prompt
    g.play("score [1-Oafs 1-Brutes]")
    assert state(g)["field"] == ["2-Grunts", "3-Lunks", "8-Oafs"] and g.scores[0] == 2
    g = position(**start)
    g.play("play 1-Oafs left")
    g.play("score [1-Brutes 2-Grunts 3-Lunks]")
    assert state(g)["field"] == ["1-Oafs", "8-Oafs"] and g.scores[0] == 6


def test_overlap_choices_are_maximal_sets_of_formations():
    """Rulings: the scoring player chooses a maximal set of formations that share no card."""
    g = position(field=["7-Oafs", "7-Brutes", "8-Brutes", "9-Brutes", "9-Grunts", "2-Lunks"],
                 hands=[["3-Oafs", "9-Oafs"], ["5-Lunks"]], deck=LUNKS, options={"effects": {"3": "none"}})
    g.play("play 3-Oafs right")
    # runs: 7-7, 7-8-9 (sequence and team, the same cards), 9-9
    assert sorted(texts(g)) == sorted(["score [7-Oafs 7-Brutes] [9-Brutes 9-Grunts]",
                                       "score [7-Brutes 8-Brutes 9-Brutes]"])


def test_overlap_choice_is_a_decision_of_the_scoring_player_and_each_way_is_previewed():
    """Notes on scoring: 'the player must choose which way to score that card' - each way's points shown."""
    g = examples.one_one_or_one_two_three()
    g.play("play 1-Oafs left")
    d = g.decision
    assert (d.seat, d.rule, d.section) == (0, "score", "Ogre Notes on Scoring")
    assert g.prompt == "Seat 0: formations overlap: choose which ones to score (Ogre Notes on Scoring)"
    assert g.preview("score [1-Oafs 1-Brutes]") == "scores 1-Oafs 1-Brutes for 2 points; the turn ends"
    assert g.preview("score [1-Brutes 2-Grunts 3-Lunks]") == ("scores 1-Brutes 2-Grunts 3-Lunks for 6 points; "
                                                             "the turn ends")
