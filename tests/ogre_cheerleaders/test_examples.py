"""Ogre Cheerleaders: each named example position builds and shows the rule it is named after."""

from __future__ import annotations

import pytest

from ogrelab.games.ogre_cheerleaders import examples as ex
from ogrelab.games.ogre_cheerleaders.positions import state, texts


def play(g, *moves):
    for m in moves:
        g.play(m)
    return state(g)


def test_describe_names_the_three_parts_of_a_card():
    """Ogre Cards: 'effect, team symbol, and point value'."""
    line = ex.describe("7-Brutes")
    assert "point value 7" in line and "team Brutes" in line and "top of the deck" in line


def test_opening_deals_the_set_up():
    """Set-up: four cards each, four face up on the field, one on the bench."""
    st = state(ex.opening())
    assert [len(h) for h in st["hands"]] == [4, 4] and len(st["field"]) == 4 and len(st["bench"]) == 1
    assert st["as_dealt"] == st["field"]


def test_full_turn_plays_scores_and_draws():
    """Gameplay overview: play phase, scoring phase, draw phase."""
    g = ex.full_turn()
    st = play(g, "play 10-Grunts right")
    assert st["piles"][0] == ["10-Oafs", "10-Grunts"] and st["field"] == ["6-Lunks"]
    assert len(st["hands"][0]) == 4 and g.current_player == 1


def test_five_benches_seven_rulebook_example():
    """Play phase example: 'play the 5 card on the right hand side ... and bench the 7 card'."""
    g = ex.five_benches_seven()
    g.play("play 5-Oafs right")
    assert "bench 7-Brutes" in texts(g) and "bench 5-Oafs" not in texts(g)
    st = play(g, "bench 7-Brutes")
    assert st["field"] == ["3-Oafs", "9-Lunks", "1-Grunts", "5-Oafs"] and st["bench"][-1] == "7-Brutes"


@pytest.mark.parametrize("make, moves, scored", [
    (ex.same_team, ["play 10-Oafs right"], ["2-Oafs", "9-Oafs", "10-Oafs"]),
    (ex.sequence, ["play 4-Grunts right", "take 9-Oafs"], ["2-Brutes", "3-Lunks", "4-Grunts"]),
    (ex.same_number, ["play 5-Grunts right", "bench 2-Brutes"], ["6-Oafs", "6-Lunks"]),
])
def test_formations_score(make, moves, scored):
    """Scoring phase: same team (3+), numerical sequence (3+), same number (2+)."""
    st = play(make(), *moves)
    assert st["piles"][0] == scored and st["field"]


def test_bonus_play_after_clearing_the_field():
    """Bonus play: 'deal four cards ... Then play an additional card from your hand'."""
    g = ex.bonus_play()
    st = play(g, "play 9-Lunks right")
    assert st["bonus"] == 1 and len(st["field"]) == 4 and st["field"] == st["as_dealt"]
    assert g.current_player == 0 and len(st["hands"][0]) == 2, "no draw before the bonus play"


def test_draw_phase_draws_what_is_left_and_leaves_the_field_short():
    """Draw phase: 'draw as many as possible' and 'DO NOT place more cards ... onto the field'."""
    st = play(ex.draw_phase(), "play 10-Grunts right")
    assert st["deck"] == [] and len(st["hands"][0]) == 3 and st["field"] == ["10-Grunts"]


def test_last_turns_the_second_player_has_one_more_turn():
    """End game: 'keep playing until the player that played second gets one more turn'."""
    g = ex.last_turns()
    play(g, "play 10-Grunts right")
    assert not g.is_over and g.current_player == 1
    play(g, "play 7-Oafs right")
    assert g.is_over and g.result.winners == (1,)


def test_tie_on_points_goes_to_the_bigger_pile():
    """End game: 'In the result of a tie, the player with the greater amount of cards ... wins'."""
    g = ex.tie_on_points()
    play(g, "play 7-Grunts right")
    assert g.result.scores == (20, 20) and g.result.winners == (1,)


@pytest.mark.parametrize("value, prompt", [
    (1, "join the field in any position"), (2, "from the bench"), (3, "swap"), (4, "into your hand"),
    (5, "bench"), (6, "play 4-Lunks"), (7, "play 4-Oafs"), (8, "one card goes to your hand"),
])
def test_effect_positions_ask_for_the_effects_choice(value, prompt):
    """Ogre card effects: each value's effect resolves as soon as the card is played."""
    g = ex.effect(value)
    g.play(f"play {value}-Brutes right")
    assert g.current_player == 0 and prompt in g.prompt


def test_effect_positions_of_9_and_10_resolve_without_a_choice():
    """9 shuffles the field; 10 benches the card next to it and the far end."""
    g = ex.effect(10)
    st = play(g, "play 10-Brutes right")
    assert st["bench"][-2:] == ["1-Oafs", "3-Oafs"]
    g = ex.effect(9)
    st = play(g, "play 9-Brutes right")
    assert any("shuffled" in line for line in g.log)


def test_chain_seven_plays_six_plays_nine():
    """Ogre card effects, play: 'resolve its effects' - a 7 plays a 6 that plays a 9."""
    g = ex.seven_plays_six_plays_nine()
    play(g, "play 7-Oafs right")
    assert texts(g) == ["play 6-Brutes left", "play 6-Brutes right"]
    play(g, "play 6-Brutes left")
    assert texts(g) == ["play 9-Lunks left", "play 9-Lunks right"]
    play(g, "play 9-Lunks left")
    assert any("shuffled" in line for line in g.log)


def test_two_with_an_empty_bench_is_still_played():
    """Notes on playing cards: 'You can play a card onto the field, even if the effect(s) won't work'."""
    g = ex.two_with_empty_bench()
    st = play(g, "play 2-Grunts right")
    assert st["field"][-1] == "2-Grunts" and g.current_player == 1


def test_six_with_three_players_chooses_the_opponent():
    """Notes: 'when you play a 6 card, choose one opponent'."""
    g = ex.six_chooses_opponent()
    g.play("play 6-Grunts right")
    assert texts(g) == ["rob seat 1", "rob seat 2"]


def test_eight_with_one_card_left():
    """Notes: 'an 8 and there is only 1 card left ... put it into your hand or have it join the field'."""
    g = ex.eight_with_one_card_left()
    g.play("play 8-Grunts right")
    assert texts(g) == ["keep 3-Lunks", "join 3-Lunks left", "join 3-Lunks right"]


def test_ten_with_one_other_card_and_with_none():
    """Notes: 'only 1 other card ... goes to the bench, and the 10 remains'; 'no other cards ... nothing'."""
    st = play(ex.ten_with_one_other_card(), "play 10-Grunts right")
    assert st["field"] == ["10-Grunts"] and st["bench"][-1] == "5-Oafs"
    st = play(ex.ten_alone(), "play 10-Grunts")
    assert st["field"] == ["10-Grunts"] and st["bench"] == ["2-Brutes"]


def test_gaps_close_and_score_again():
    """Notes on scoring: 'move the remaining cards ... If a new formation ... you score those cards as well'."""
    st = play(ex.gaps_close_and_score_again(), "play 1-Oafs right", "join 2-Grunts after 2-Brutes")
    assert st["piles"][0] == ["2-Brutes", "2-Grunts", "4-Oafs", "4-Lunks"]


def test_as_dealt_exemption():
    """Notes on scoring: a dealt formation is not scored; 'if you add onto the formation' it is."""
    st = play(ex.as_dealt_exemption(), "play 1-Grunts right", "join 3-Lunks right")
    assert st["piles"][0] == [] and st["field"][:2] == ["3-Oafs", "3-Brutes"]
    st = play(ex.as_dealt_exemption(), "play 1-Grunts right", "join 3-Lunks after 3-Brutes")
    assert st["piles"][0] == ["3-Oafs", "3-Brutes", "3-Lunks"]


def test_separate_formations_score_together():
    """Notes on scoring: '2 or more separate formations ... are scored simultaneously'."""
    g = ex.separate_formations()
    st = play(g, "play 3-Oafs left", "swap 4-Grunts and 1-Brutes")
    assert len(st["piles"][0]) == 5 and sum("scores" in line for line in g.log) == 1


def test_one_one_or_one_two_three_choice():
    """Notes on scoring: 'score the two 1s, OR the sequence of 1-2-3'."""
    g = ex.one_one_or_one_two_three()
    g.play("play 1-Oafs left")
    assert texts(g) == ["score [1-Oafs 1-Brutes]", "score [1-Brutes 2-Grunts 3-Lunks]"]


def test_four_four_loop_ends_in_a_tie():
    """Miscellaneous notes, infinite loop: 'end the game in an automatic tie, without counting points'."""
    g = ex.four_four_loop()
    for p, t in [("play 4-Brutes right", "take 4-Oafs"), ("play 4-Grunts right", "take 4-Brutes"),
                 ("play 4-Oafs right", "take 4-Grunts"), ("play 4-Brutes right", "take 4-Oafs")]:
        play(g, p, t)
    assert g.is_over and g.result.draw and "infinite loop" in g.result.reason


def test_bonus_play_with_an_empty_hand_goes_to_the_draw():
    """Miscellaneous notes: 'no cards in your hand, deal out the top 4 ... proceed straight to your draw'."""
    g = ex.bonus_play_with_empty_hand()
    st = play(g, "play 9-Lunks right")
    assert g.current_player == 1 and len(st["field"]) == 4 and len(st["hands"][0]) == 4


def test_empty_hand_draws_before_playing():
    """Miscellaneous notes: 'If you start your turn with no cards in your hand, draw 4 cards'."""
    g = ex.empty_hand_draws_first()
    st = play(g, "play 10-Grunts right")
    assert g.current_player == 1 and len(st["hands"][1]) == 4


@pytest.mark.parametrize("effect, prompt", [("bench_other", "bench"), ("draw_two_split", "one card goes")])
def test_eight_as_another_effect(effect, prompt):
    """Rulings (option effects): the 8's effect is data and can be swapped."""
    g = ex.eight_as(effect)
    g.play("play 8-Brutes right")
    assert prompt in g.prompt


def test_card_played_names_the_value_of_a_play():
    """The exploration charts count plays by point value; choices inside effects keep their verb."""
    assert ex.card_played("play 7-Oafs left") == "play a  7"
    assert ex.card_played("bench 5-Brutes") == "bench"
