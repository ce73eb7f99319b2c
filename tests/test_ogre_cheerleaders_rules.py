"""Ogre Cheerleaders: one test per rule, each from a position written by hand in the state format.

Cards are named value-team ("5-Oafs"); lists run left to right, and the deck's
and the bench's top card is the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC
from ogrelab.games.ogre_cheerleaders import examples


def game(**fields) -> OC:
    players = len(fields.get("hands", [[], []]))
    options = fields.pop("options", {})
    return OC.from_state(position(**fields), players=players, **options)


def texts(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def state(g) -> dict:
    return g.to_dict()["state"]


DECK = ["9-Lunks", "8-Lunks", "7-Lunks", "6-Lunks", "5-Lunks", "4-Lunks"]   # drawn from the right


def position(**fields) -> dict:
    """A hand-written state: the fields given, the rest as at the start of a quiet turn."""
    return examples.position(stock=DECK, **fields)


# ------------------------------------------------------------------ set-up
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


# ------------------------------------------------------------- play phase
def test_play_phase_a_card_goes_to_either_end():
    """Play phase: 'Choose one card from your hand, and play it to either end of the field.'"""
    g = game(field=["1-Oafs", "9-Brutes"], hands=[["5-Grunts"], ["3-Lunks"]], deck=DECK)
    assert texts(g) == ["play 5-Grunts left", "play 5-Grunts right"]
    g.play("play 5-Grunts left")
    assert state(g)["field"] == ["5-Grunts", "1-Oafs", "9-Brutes"]
    g = game(field=["1-Oafs", "9-Brutes"], hands=[["5-Grunts"], ["3-Lunks"]], deck=DECK,
             options={"effects": {"5": "none"}})
    g.play("play 5-Grunts right")
    assert state(g)["field"] == ["1-Oafs", "9-Brutes", "5-Grunts"]


def test_play_phase_onto_an_empty_field_there_is_one_place():
    """Play phase: with no card on the field both ends are the same place."""
    g = game(field=[], hands=[["2-Grunts"], ["3-Lunks"]], deck=[])
    assert texts(g) == ["play 2-Grunts"]


def test_rulebook_example_the_5_benches_the_7_and_the_gap_closes():
    """Play phase example: 'play the 5 card on the right hand side ... and bench the 7 card'."""
    g = game(field=["3-Oafs", "7-Brutes", "9-Lunks", "1-Grunts"], bench=["2-Brutes"],
             hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=DECK)
    g.play("play 5-Oafs right")
    assert g.current_player == 0
    assert texts(g) == ["bench 3-Oafs", "bench 7-Brutes", "bench 9-Lunks", "bench 1-Grunts"], \
        "any other card, never the 5 itself"
    g.play("bench 7-Brutes")
    st = state(g)
    assert st["field"] == ["3-Oafs", "9-Lunks", "1-Grunts", "5-Oafs"], "the gap closes"
    assert st["bench"] == ["2-Brutes", "7-Brutes"], "benched face up on the bench"
    assert g.current_player == 1


# ------------------------------------------------------------ card effects
def test_effect_1_a_card_from_hand_joins_anywhere_without_its_effect():
    """1: 'Choose one card from your hand to join the field in any position'; join resolves no effect."""
    g = game(field=["3-Oafs", "8-Brutes"], hands=[["1-Lunks", "5-Grunts"], ["4-Lunks"]], deck=DECK)
    g.play("play 1-Lunks right")
    assert texts(g) == ["join 5-Grunts left", "join 5-Grunts after 3-Oafs",
                        "join 5-Grunts after 8-Brutes", "join 5-Grunts right"]
    g.play("join 5-Grunts after 3-Oafs")
    assert state(g)["field"] == ["3-Oafs", "5-Grunts", "8-Brutes", "1-Lunks"]
    assert g.current_player == 1, "a joined 5 benches nothing: its effect is not resolved"


def test_effect_1_with_an_empty_hand_does_nothing():
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = game(field=["3-Oafs"], hands=[["1-Lunks"], ["4-Lunks"]], deck=DECK)
    g.play("play 1-Lunks right")
    assert g.current_player == 1 and state(g)["field"] == ["3-Oafs", "1-Lunks"]


def test_effect_2_a_bench_card_joins_at_either_end():
    """2 (house ruling): a card from the bench joins the field at either end, its effect not resolved."""
    g = game(field=["9-Oafs"], bench=["5-Brutes", "7-Grunts"], hands=[["2-Lunks"], ["4-Lunks"]], deck=DECK)
    g.play("play 2-Lunks right")
    assert texts(g) == ["join 7-Grunts left", "join 7-Grunts right", "join 5-Brutes left", "join 5-Brutes right"]
    g.play("join 5-Brutes left")
    st = state(g)
    assert st["field"] == ["5-Brutes", "9-Oafs", "2-Lunks"] and st["bench"] == ["7-Grunts"]
    assert g.current_player == 1


def test_effect_3_swaps_two_cards_on_the_field():
    """3 (house ruling): swap the positions of two cards on the field."""
    g = game(field=["9-Oafs", "5-Brutes"], hands=[["3-Lunks"], ["4-Lunks"]], deck=DECK)
    g.play("play 3-Lunks left")
    assert texts(g) == ["swap 3-Lunks and 9-Oafs", "swap 3-Lunks and 5-Brutes", "swap 9-Oafs and 5-Brutes"]
    g.play("swap 3-Lunks and 5-Brutes")
    assert state(g)["field"] == ["5-Brutes", "9-Oafs", "3-Lunks"]


def test_effect_4_puts_another_field_card_into_the_hand():
    """4 (inferred from the infinite-loop note): another card from the field goes to your hand."""
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["4-Lunks"], ["1-Grunts"]], deck=DECK)
    g.play("play 4-Lunks right")
    assert texts(g) == ["take 9-Oafs", "take 6-Brutes"]
    g.play("take 9-Oafs")
    st = state(g)
    assert st["field"] == ["6-Brutes", "4-Lunks"]
    assert "9-Oafs" in st["hands"][0] and st["known"] == ["9-Oafs"], "everyone saw it go to the hand"


def test_effect_4_alone_on_the_field_takes_nothing():
    """Ogre notes: 'If it is possible to resolve the effect(s), you must do so' - here it is not."""
    g = game(field=[], hands=[["4-Lunks", "1-Oafs"], ["1-Grunts"]], deck=DECK)
    g.play("play 4-Lunks")
    assert g.current_player == 1 and state(g)["field"] == ["4-Lunks"]


def test_effect_6_plays_a_random_card_of_the_opponent():
    """6: 'Choose a random card from your opponent's hand and play it as if ... from your hand'."""
    g = game(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"]], deck=DECK,
             options={"effects": {"2": "none"}})
    g.play("play 6-Lunks right")
    assert state(g)["hands"][1] == [] and state(g)["pending"] == [
        {"decision": "place", "by": "6-Lunks", "cards": ["2-Grunts"]}]
    assert texts(g) == ["play 2-Grunts left", "play 2-Grunts right"]
    g.play("play 2-Grunts left")
    assert state(g)["field"] == ["2-Grunts", "9-Oafs", "6-Lunks"]


def test_effect_6_with_more_players_the_player_chooses_the_opponent():
    """Ogre notes: 'In games with more than 2 players, when you play a 6 card, choose one opponent'."""
    g = game(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"], [], ["3-Brutes"]], deck=DECK)
    g.play("play 6-Lunks right")
    assert texts(g) == ["rob seat 1", "rob seat 3"], "seat 2 has no card to play"
    assert all(a.seat == 0 for a in g.legal_actions())
    g.play("rob seat 3")
    assert state(g)["pending"][-1]["cards"] == ["3-Brutes"] and state(g)["hands"][3] == []


def test_effect_6_when_the_opponent_has_no_card_nothing_happens():
    """Ogre notes: 'You can play a card onto the field, even if the effect(s) won't work.'"""
    g = game(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], []], deck=DECK)
    g.play("play 6-Lunks right")
    assert state(g)["field"] == ["9-Oafs", "6-Lunks"] and state(g)["pending"] == []
    assert g.current_player == 1


def test_effect_7_on_an_empty_deck_does_nothing():
    """Ogre notes: 'If only part of the card's effect(s) will work, resolve all possible parts.'"""
    g = game(field=["9-Oafs"], hands=[["7-Lunks", "1-Oafs"], ["2-Grunts"]], deck=[])
    g.play("play 7-Lunks right")
    assert state(g)["field"] == ["9-Oafs", "7-Lunks"] and g.current_player == 1


def test_effect_2_with_an_empty_bench_does_nothing():
    """Ogre notes: play a card even if its effect cannot work."""
    g = game(field=["9-Oafs"], hands=[["2-Lunks", "1-Oafs"], ["4-Grunts"]], deck=DECK)
    g.play("play 2-Lunks right")
    assert g.current_player == 1


def test_effect_7_plays_the_top_of_the_deck_and_effects_chain():
    """7: 'Play the card from the top of the deck'; play resolves effects: a 7 plays a 6 that plays a 9."""
    g = game(field=["1-Oafs", "3-Brutes"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts"]],
             deck=["5-Oafs", "8-Oafs", "2-Grunts", "10-Oafs", "6-Brutes"])
    g.play("play 7-Lunks right")
    assert state(g)["pending"][-1] == {"decision": "place", "by": "7-Lunks", "cards": ["6-Brutes"]}
    g.play("play 6-Brutes left")
    assert state(g)["pending"][-1] == {"decision": "place", "by": "6-Brutes", "cards": ["9-Grunts"]}
    g.play("play 9-Grunts right")        # the 9 shuffles the field: its effect resolved too
    st = state(g)
    assert sorted(st["field"]) == sorted(["6-Brutes", "1-Oafs", "3-Brutes", "7-Lunks", "9-Grunts"])
    assert any("shuffled" in line for line in g.log)
    assert g.current_player == 1


def test_effect_8_one_card_to_the_hand_the_other_joins_an_end():
    """8 (inferred from the 8 note): of the top two cards one goes to your hand, the other joins."""
    g = game(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    assert texts(g) == ["keep 3-Grunts, join 5-Brutes left", "keep 3-Grunts, join 5-Brutes right",
                        "keep 5-Brutes, join 3-Grunts left", "keep 5-Brutes, join 3-Grunts right"]
    g.play("keep 3-Grunts, join 5-Brutes left")
    st = state(g)
    assert st["field"] == ["5-Brutes", "1-Oafs", "8-Lunks"]
    assert "3-Grunts" in st["hands"][0]


def test_rulebook_note_the_8_with_one_card_left_goes_to_hand_or_field():
    """Ogre notes: 'If you play an 8 and there is only 1 card left ... your hand or ... either end'."""
    start = dict(field=["1-Oafs"], hands=[["8-Lunks", "4-Oafs"], ["9-Grunts"]], deck=["5-Brutes"])
    g = game(**start)
    g.play("play 8-Lunks right")
    assert texts(g) == ["keep 5-Brutes", "join 5-Brutes left", "join 5-Brutes right"]
    g.play("keep 5-Brutes")
    assert state(g)["hands"][0] == ["4-Oafs", "5-Brutes"] and state(g)["field"] == ["1-Oafs", "8-Lunks"]
    g = game(**start)
    g.play("play 8-Lunks right")
    g.play("join 5-Brutes left")
    assert state(g)["field"] == ["5-Brutes", "1-Oafs", "8-Lunks"]


def test_effect_8_with_an_empty_deck_does_nothing():
    """Ogre notes: play a card even if its effect cannot work."""
    g = game(field=["1-Oafs"], hands=[["8-Lunks", "4-Oafs"], ["9-Grunts"]], deck=[])
    g.play("play 8-Lunks right")
    assert g.current_player == 1


def test_effect_9_shuffles_the_field_including_itself():
    """9: 'Shuffle all of the cards on the field, including this one'."""
    orders = set()
    for seed in range(12):
        g = OC.from_state(position(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"],
                                   as_dealt=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"],
                                   hands=[["9-Lunks", "2-Oafs"], ["10-Oafs"]], deck=DECK), seed=seed)
        g.play("play 9-Lunks right")
        st = state(g)
        assert sorted(st["field"]) == sorted(["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks", "9-Lunks"])
        assert st["as_dealt"] == []
        orders.add(tuple(st["field"]))
    assert len(orders) > 3


def test_effect_10_benches_the_neighbour_and_the_far_end():
    """10 (the bench card's text): 'Bench the card next to this one. Bench the card on the opposite end'."""
    g = game(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]],
             deck=DECK)
    g.play("play 10-Lunks right")
    st = state(g)
    assert st["field"] == ["3-Brutes", "5-Grunts", "10-Lunks"]
    assert st["bench"] == ["7-Lunks", "1-Oafs"]


def test_rulebook_note_the_10_with_one_other_card_benches_it_and_stays():
    """Ogre notes: 'If you play a 10 and there is only 1 other card ... that card goes to the bench'."""
    g = game(field=["3-Brutes"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]], deck=DECK)
    g.play("play 10-Lunks left")
    st = state(g)
    assert st["field"] == ["10-Lunks"] and st["bench"] == ["3-Brutes"]


def test_rulebook_note_the_10_with_no_other_card_does_nothing():
    """Ogre notes: '(If there are no other cards on the field when you play the 10, nothing happens.)'"""
    g = game(field=[], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]], deck=DECK)
    g.play("play 10-Lunks")
    st = state(g)
    assert st["field"] == ["10-Lunks"] and st["bench"] == [] and g.current_player == 1


def test_effects_are_options_a_value_can_take_another_named_effect():
    """Card data is data: option effects swaps a value's effect for another of the library."""
    g = game(field=["9-Oafs", "6-Brutes"], bench=["1-Grunts"], hands=[["5-Lunks"], ["1-Oafs"]], deck=DECK,
             options={"effects": {"5": "bench_to_hand"}})
    g.play("play 5-Lunks right")
    assert texts(g) == ["take 1-Grunts"]
    g.play("take 1-Grunts")
    assert "1-Grunts" in state(g)["hands"][0] and state(g)["bench"] == []
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["5-Lunks"], ["1-Oafs"]], deck=DECK,
             options={"effects": {"5": "none"}})
    g.play("play 5-Lunks right")
    assert g.current_player == 1 and state(g)["field"] == ["9-Oafs", "6-Brutes", "5-Lunks"]


# -------------------------------------------------------------- formations
def test_formation_same_team_three_or_more():
    """Scoring: 'If 3 or more ogres from the same high school team are next to each other'."""
    g = game(field=["9-Oafs", "1-Brutes", "6-Brutes"], hands=[["3-Brutes", "2-Oafs"], ["9-Lunks"]], deck=DECK,
             options={"effects": {"3": "none"}})
    g.play("play 3-Brutes right")
    st = state(g)
    assert st["piles"][0] == ["1-Brutes", "6-Brutes", "3-Brutes"] and st["field"] == ["9-Oafs"]
    assert g.scores == [10, 0]


def test_formation_two_of_a_team_do_not_score():
    """Scoring: a same team formation needs 3 or more."""
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["3-Brutes", "2-Oafs"], ["9-Lunks"]], deck=DECK)
    g.play("play 3-Brutes right")
    assert state(g)["piles"][0] == []


@pytest.mark.parametrize("field,card", [(["4-Oafs", "5-Brutes"], "6-Lunks"), (["6-Oafs", "5-Brutes"], "4-Lunks")])
def test_formation_numerical_sequence_in_either_direction(field, card):
    """Scoring: 'If 3 or more ogres are in a numerical sequence ... either direction (5-6-7 or 7-6-5)'."""
    g = game(field=field, hands=[[card, "2-Oafs"], ["9-Lunks"]], deck=DECK,
             options={"effects": {"4": "none", "6": "none"}})
    g.play(f"play {card} right")
    assert state(g)["piles"][0] == field + [card] and g.scores[0] == 15


def test_formation_sequences_do_not_wrap_around():
    """Scoring: a sequence steps by one; 10 is not followed by 1."""
    g = game(field=["9-Oafs", "10-Brutes"], hands=[["1-Lunks", "3-Oafs"], ["9-Lunks"]], deck=DECK,
             options={"effects": {"1": "none"}})
    g.play("play 1-Lunks right")
    assert state(g)["piles"][0] == [] and state(g)["field"] == ["9-Oafs", "10-Brutes", "1-Lunks"]


def test_formation_same_number_two_or_more():
    """Scoring: 'If 2 or more ogres with the same point value are next to each other'."""
    g = game(field=["1-Oafs", "9-Brutes"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 9-Lunks right")
    assert state(g)["piles"][0] == ["9-Brutes", "9-Lunks"] and state(g)["field"] == ["1-Oafs"]


def test_formation_is_the_maximal_run_all_cards_scored():
    """Ogre notes: 'If the formation includes more cards than the minimum ... score all the cards'."""
    g = game(field=["9-Lunks", "2-Oafs", "5-Oafs", "8-Oafs"], hands=[["10-Oafs", "3-Lunks"], ["5-Lunks"]],
             deck=DECK, options={"effects": {"10": "none"}})
    g.play("play 10-Oafs right")
    assert state(g)["piles"][0] == ["2-Oafs", "5-Oafs", "8-Oafs", "10-Oafs"]


def test_separate_formations_are_scored_together():
    """Ogre notes: '2 or more separate formations at once ... are scored simultaneously'."""
    g = game(field=["1-Oafs", "4-Grunts", "1-Brutes", "5-Lunks", "6-Lunks"],
             hands=[["3-Oafs", "9-Oafs"], ["8-Lunks"]], deck=DECK)
    g.play("play 3-Oafs left")
    g.play("swap 4-Grunts and 1-Brutes")
    st = state(g)
    assert st["field"] == ["3-Oafs"]
    assert sorted(st["piles"][0]) == sorted(["1-Oafs", "1-Brutes", "4-Grunts", "5-Lunks", "6-Lunks"])
    assert sum(1 for line in g.log if "scores" in line) == 1, "one scoring, both formations"


def test_rulebook_example_choice_between_the_two_1s_and_1_2_3():
    """Ogre notes: 'the player would choose to score the two 1s, OR the sequence of 1-2-3'."""
    dealt = ["1-Brutes", "2-Grunts", "3-Lunks", "8-Oafs"]
    start = dict(field=dealt, as_dealt=dealt, hands=[["1-Oafs", "9-Oafs"], ["5-Lunks"]], deck=DECK,
                 options={"effects": {"1": "none"}})
    g = game(**start)
    g.play("play 1-Oafs left")
    assert texts(g) == ["score [1-Oafs 1-Brutes]", "score [1-Brutes 2-Grunts 3-Lunks]"]
    assert all(a.seat == 0 for a in g.legal_actions()) and "formations overlap" in g.prompt
    g.play("score [1-Oafs 1-Brutes]")
    assert state(g)["field"] == ["2-Grunts", "3-Lunks", "8-Oafs"] and g.scores[0] == 2
    g = game(**start)
    g.play("play 1-Oafs left")
    g.play("score [1-Brutes 2-Grunts 3-Lunks]")
    assert state(g)["field"] == ["1-Oafs", "8-Oafs"] and g.scores[0] == 6


def test_overlap_choices_are_maximal_sets_of_formations():
    """Rulings: the scoring player chooses a maximal set of formations that share no card."""
    g = game(field=["7-Oafs", "7-Brutes", "8-Brutes", "9-Brutes", "9-Grunts", "2-Lunks"],
             hands=[["3-Oafs", "9-Oafs"], ["5-Lunks"]], deck=DECK, options={"effects": {"3": "none"}})
    g.play("play 3-Oafs right")
    # runs: 7-7, 7-8-9 (sequence and team, the same cards), 9-9
    assert sorted(texts(g)) == sorted(["score [7-Oafs 7-Brutes] [9-Brutes 9-Grunts]",
                                       "score [7-Brutes 8-Brutes 9-Brutes]"])


def test_closing_gaps_can_make_a_new_formation_which_scores_too():
    """Ogre notes: 'move the remaining cards ... If a new formation ... you score those cards as well'."""
    g = game(field=["4-Oafs", "2-Brutes", "4-Lunks"], hands=[["1-Oafs", "2-Grunts"], ["5-Lunks"]], deck=DECK)
    g.play("play 1-Oafs right")
    g.play("join 2-Grunts after 2-Brutes")
    st = state(g)
    assert st["piles"][0] == ["2-Brutes", "2-Grunts", "4-Oafs", "4-Lunks"]
    assert st["field"] == ["1-Oafs"] and g.scores[0] == 12


def test_a_gap_closed_by_a_bench_can_make_a_formation():
    """Play phase: 'slide the remaining cards ... together to fill in the gaps' - then score."""
    g = game(field=["6-Oafs", "2-Brutes", "6-Lunks"], hands=[["5-Grunts", "9-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 5-Grunts right")
    g.play("bench 2-Brutes")
    assert state(g)["piles"][0] == ["6-Oafs", "6-Lunks"] and state(g)["field"] == ["5-Grunts"]


# --------------------------------------------------------------- as dealt
def test_as_dealt_formation_does_not_score():
    """Ogre notes: 'a score-able formation is already in place [as dealt], no one scores that formation'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = game(field=dealt, as_dealt=dealt, hands=[["1-Lunks", "9-Oafs"], ["5-Lunks"]], deck=DECK,
             options={"effects": {"1": "none"}})
    g.play("play 1-Lunks right")
    st = state(g)
    assert st["piles"][0] == [] and st["field"][:2] == ["3-Oafs", "3-Brutes"]
    assert st["as_dealt"] == ["3-Oafs", "3-Brutes", "8-Grunts"], "10-Lunks got a new neighbour"


def test_as_dealt_formation_scores_once_added_onto():
    """Ogre notes: 'if you add onto the formation ... and it's still score-able, then you score'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = game(field=dealt, as_dealt=dealt, hands=[["3-Lunks", "9-Oafs"], ["5-Lunks"]], deck=DECK,
             options={"effects": {"3": "none"}})
    g.play("play 3-Lunks left")
    assert state(g)["piles"][0] == ["3-Lunks", "3-Oafs", "3-Brutes"]


def test_as_dealt_formation_scores_once_a_card_of_it_is_benched():
    """Ogre notes: 'if you bench a card from the formation ... and it's still score-able'."""
    dealt = ["2-Oafs", "5-Oafs", "7-Oafs", "9-Oafs"]
    g = game(field=dealt, as_dealt=dealt, hands=[["5-Lunks", "1-Grunts"], ["6-Lunks"]], deck=DECK)
    g.play("play 5-Lunks right")
    g.play("bench 9-Oafs")
    assert state(g)["piles"][0] == ["2-Oafs", "5-Oafs", "7-Oafs"]


def test_as_dealt_formation_scores_once_moved_or_shuffled():
    """Ogre notes: 'if you move the position of one of the cards ... or if you play a 9 and shuffle'."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    g = game(field=dealt, as_dealt=dealt, hands=[["3-Lunks", "9-Oafs"], ["5-Lunks"]], deck=DECK,
             options={"effects": {"3": "swap_two"}})
    g.play("play 3-Lunks right")
    g.play("swap 8-Grunts and 10-Lunks")       # neither 3 moves, but 3-Brutes has a new neighbour
    assert state(g)["piles"][0] == ["3-Oafs", "3-Brutes"]
    g = game(field=dealt, as_dealt=dealt, hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 9-Lunks right")
    assert state(g)["as_dealt"] == []


def test_bonus_deal_is_as_dealt_too():
    """Ogre notes: 'as a result of clearing the field during the game ... no one scores that formation'."""
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]],
             deck=["1-Lunks", "8-Oafs", "4-Brutes", "4-Grunts"], options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["4-Grunts", "4-Brutes", "8-Oafs", "1-Lunks"] == st["as_dealt"]
    assert st["bonus"] == 1 and g.current_player == 0
    g.play("play 2-Oafs right")
    assert state(g)["piles"][0] == ["9-Oafs", "9-Lunks"], "the dealt 4-4 is still not scored"


# ------------------------------------------------------------- bonus play
def test_bonus_play_after_clearing_the_field_without_drawing_first():
    """Bonus play: 'deal four cards ... Then play an additional card ... Do not draw any cards before'."""
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]],
             deck=["3-Lunks", "1-Lunks", "8-Oafs", "6-Brutes", "4-Grunts"], options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["hands"][0] == ["2-Oafs"], "no draw before the bonus play"
    assert g.current_player == 0 and "bonus" in g.prompt
    g.play("play 2-Oafs left")
    st = state(g)
    assert st["hands"][0] == ["3-Lunks"] and g.current_player == 1, "draw phase after the bonus play"


def test_bonus_play_is_repeatable():
    """Bonus play: 'It is possible to get another bonus play if you clear the field again.'"""
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "6-Oafs", "1-Grunts"], ["5-Oafs"]],
             deck=["10-Brutes", "7-Brutes", "8-Oafs", "1-Brutes", "5-Lunks", "4-Grunts", "3-Brutes", "2-Oafs"],
             options={"effects": {"6": "none", "1": "none"}})
    g.play("play 9-Lunks right")
    assert state(g)["field"] == ["2-Oafs", "3-Brutes", "4-Grunts", "5-Lunks"], "dealt: 2-3-4-5, as dealt"
    assert state(g)["bonus"] == 1
    g.play("play 6-Oafs right")           # 2-3-4-5-6 scores: the field is clear again
    st = state(g)
    assert st["field"] == ["1-Brutes", "8-Oafs", "7-Brutes", "10-Brutes"] and st["bonus"] == 2
    assert g.current_player == 0 and st["hands"][0] == ["1-Grunts"]
    g.play("play 1-Grunts left")          # 1-1 scores (1-Brutes has a new neighbour); 3 cards stay
    assert g.current_player == 1 and g.scores[0] == 18 + 20 + 2


def test_bonus_play_with_a_short_deck_deals_what_is_left():
    """Bonus play: 'If there are fewer than 4 cards left in the deck, deal out as many as possible'."""
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=["6-Brutes", "1-Grunts"])
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["1-Grunts", "6-Brutes"] and st["deck"] == [] and g.current_player == 0


def test_bonus_play_cleared_again_on_an_empty_deck_plays_onto_the_empty_field():
    """Bonus play: repeatable; with the deck empty the additional card goes onto an empty field."""
    g = game(field=["9-Oafs"], hands=[["9-Lunks", "5-Oafs", "5-Grunts"], ["5-Lunks"]], deck=[],
             options={"effects": {"5": "none"}})
    g.play("play 9-Lunks right")
    assert texts(g) == ["play 5-Oafs", "play 5-Grunts"] and state(g)["bonus"] == 1
    g.play("play 5-Oafs")
    assert g.current_player == 1 and state(g)["field"] == ["5-Oafs"]


def test_bonus_play_with_an_empty_hand_goes_straight_to_the_draw_phase():
    """Ogre notes: 'earned a bonus play but there are no cards in your hand, deal out ... proceed ... draw'."""
    g = game(field=["9-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]],
             deck=["3-Lunks", "1-Lunks", "8-Oafs", "6-Brutes", "4-Grunts", "2-Grunts", "10-Brutes", "7-Oafs",
                   "5-Oafs"])
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["5-Oafs", "7-Oafs", "10-Brutes", "2-Grunts"]
    assert st["hands"][0] == ["4-Grunts", "6-Brutes", "8-Oafs", "1-Lunks"] and g.current_player == 1


# -------------------------------------------------------------- draw phase
def test_draw_phase_draws_back_up_to_four():
    """Draw phase: 'If you have fewer than 4 cards in your hand, draw ... until you have 4'."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 9-Lunks right")
    assert state(g)["hands"][0] == ["2-Oafs", "3-Oafs", "4-Lunks", "6-Lunks"], "5-Lunks is in seat 1's hand"


def test_draw_phase_no_draw_with_four_or_more():
    """Draw phase: only a hand under 4 draws (a 4 can leave 4 or more in hand)."""
    g = game(field=["1-Oafs", "9-Grunts"], hands=[["4-Lunks", "2-Oafs", "3-Oafs", "7-Brutes"], ["5-Lunks"]],
             deck=DECK)
    deck = state(g)["deck"]
    g.play("play 4-Lunks right")
    g.play("take 9-Grunts")
    assert len(state(g)["hands"][0]) == 4 and state(g)["deck"] == deck


def test_draw_phase_short_deck_draws_what_is_left():
    """Draw phase: 'If the deck runs out ... just draw as many as possible.'"""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=["7-Oafs"])
    g.play("play 9-Lunks right")
    assert state(g)["hands"][0] == ["2-Oafs", "7-Oafs"] and state(g)["deck"] == []


def test_a_short_field_is_not_refilled():
    """Draw phase: 'If there are fewer than 4 cards on the field, DO NOT place more cards'."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=DECK)
    g.play("play 9-Lunks right")
    assert len(state(g)["field"]) == 2


def test_empty_hand_at_the_start_of_a_turn_draws_four():
    """Ogre notes: 'If you start your turn with no cards in your hand, draw 4 cards before your play phase'."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs", "4-Oafs"], []], deck=DECK)
    g.play("play 9-Lunks right")
    assert g.current_player == 1
    assert state(g)["hands"][1] == ["5-Lunks", "6-Lunks", "7-Lunks", "8-Lunks"]


# ----------------------------------------------------------------- the end
def test_a_turn_with_no_card_and_no_deck_passes():
    """Ogre notes: an empty hand draws 4 at the start of the turn 'or as many as possible' - here none."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], [], ["3-Brutes", "10-Grunts"]], deck=[],
             options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    assert g.current_player == 2 and any("the turn passes" in line for line in g.log)


def test_end_two_players_deck_out_on_first_players_turn():
    """End game: 'finish the rest of the current player's turn ... until the player that played second gets one more turn'."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks", "7-Grunts"]], deck=["8-Oafs"],
             options={"effects": {"5": "none"}})
    g.play("play 9-Lunks right")           # seat 0 draws the last card
    assert not g.is_over and g.current_player == 1
    g.play("play 5-Lunks left")
    assert g.is_over


def test_end_two_players_deck_out_on_second_players_turn():
    """End game: the second player, having emptied the deck, still gets one more turn after the first."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks", "7-Grunts", "10-Grunts"]],
             deck=["8-Oafs"], seat=1, options={"effects": {"5": "none", "7": "none", "10": "none"}})
    g.play("play 5-Lunks left")            # seat 1 draws the last card
    assert not g.is_over
    g.play("play 9-Lunks right")           # seat 0: a turn that began with the deck empty
    assert not g.is_over and g.current_player == 1
    g.play("play 7-Grunts left")
    assert g.is_over


def test_end_more_players_the_last_seat_to_start_has_the_last_turn():
    """End game: 'the player that got their first turn of the game last gets the last turn'."""
    g = OC.from_state(position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks", "7-Grunts"],
                                                         ["3-Brutes", "10-Grunts"]], deck=["8-Oafs"], seat=0),
                      players=3, first_seat=1, effects={"5": "none", "3": "none", "10": "none"})
    g.play("play 9-Lunks right")           # seat 0 (the last to start) empties the deck
    assert not g.is_over and g.current_player == 1
    g.play("play 5-Lunks left")
    g.play("play 3-Brutes left")
    assert not g.is_over and g.current_player == 0
    g.play("play 2-Oafs left")
    assert g.is_over


def test_end_highest_score_wins():
    """End game: 'The player with the highest score wins.'"""
    g = game(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
             piles=[["10-Oafs"], ["9-Oafs"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.is_over and g.result.winners == (0,) and g.result.scores == (10, 9)


def test_end_tie_goes_to_the_bigger_score_pile():
    """End game: 'In the result of a tie, the player with the greater amount of cards ... is the winner.'"""
    g = game(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
             piles=[["10-Oafs"], ["6-Oafs", "4-Grunts"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.result.winners == (1,) and "more cards" in g.result.reason


def test_end_tied_on_points_and_cards_is_a_draw():
    """Rulings: tied on points and on score-pile cards: a draw."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
             piles=[["10-Oafs"], ["10-Grunts"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.result.draw and g.result.winners == ()


def test_rulebook_example_the_4_4_loop_ends_in_a_tie():
    """Ogre notes, infinite loop: 'one card on the field and it is a 4, and each player has a 4 ...'."""
    g = game(field=["4-Oafs"], hands=[["4-Brutes", "2-Oafs", "7-Oafs", "9-Oafs"],
                                      ["4-Grunts", "2-Lunks", "7-Lunks", "9-Lunks"]], deck=DECK,
             piles=[["10-Oafs"], []])
    deck = state(g)["deck"]
    moves = [("play 4-Brutes right", "take 4-Oafs"), ("play 4-Grunts right", "take 4-Brutes"),
             ("play 4-Oafs right", "take 4-Grunts"), ("play 4-Brutes right", "take 4-Oafs")]
    for k, (play, take) in enumerate(moves):
        assert not g.is_over
        g.play(play)
        g.play(take)
        assert state(g)["loop"]["streak"] == k + 1
    assert g.is_over and g.result.draw and "infinite loop" in g.result.reason
    assert state(g)["deck"] == deck, "nobody drew: the loop would never end by itself"


def test_loop_rule_needs_the_same_value_each_turn():
    """Rulings: the loop counts turns in a row with the same point value played."""
    g = game(field=["4-Oafs"], hands=[["4-Brutes", "2-Oafs"], ["4-Grunts"]], deck=DECK,
             loop={"played": 4, "field": ["4-Grunts"], "streak": 3}, options={"effects": {"2": "none"}})
    g.play("play 2-Oafs left")
    assert state(g)["loop"]["streak"] == 1 and not g.is_over


def test_loop_rule_needs_the_field_functionally_the_same():
    """Ogre notes: 'the layout of the board remains functionally the same' - a changed field resets."""
    g = game(field=["4-Oafs", "9-Grunts"], hands=[["4-Brutes", "2-Oafs"], ["4-Grunts"]], deck=DECK,
             loop={"played": 4, "field": ["4-Grunts"], "streak": 3})
    g.play("play 4-Brutes right")
    g.play("take 4-Oafs")
    assert state(g)["loop"] == {"played": 4, "field": ["9-Grunts", "4-Brutes"], "streak": 1}
    assert not g.is_over


def test_turn_limit_ends_the_game_as_a_draw():
    """Rulings (option turn_limit): a game still going after that many turns is a draw."""
    g = game(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=DECK, turn=9, options={"turn_limit": 10})
    g.play("play 9-Lunks right")
    assert g.is_over and g.result.draw and "turn limit" in g.result.reason


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_players_play_to_the_end(players):
    """Rulings: 2 or more players (2..5 here); every game ends."""
    from ogrelab.core import make_bot, play_out
    g = ogrelab.new_game("ogre_cheerleaders", seed=players, players=players)
    play_out(g, [make_bot(g.name, "random", seed=s) for s in range(players)])
    assert g.is_over and len(g.result.scores) == players
