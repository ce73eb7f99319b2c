"""What the table says in Ogre Cheerleaders' own words: the standings, the result, one name per seat."""

from __future__ import annotations

import re

from ogrelab.games.ogre_cheerleaders import examples as ex
from ogrelab.games.ogre_cheerleaders.positions import position


def test_standings_are_points_and_the_cards_of_each_score_pile():
    """End Game: most points wins; tied on points, the bigger score pile."""
    g = ex.tie_on_points()
    assert g.STANDING == "points"
    assert g.standings() == {"points": [20, 20], "cards in the score pile (breaks a tie on points)": [2, 4]}
    assert g.standings(0) == g.standings(1) == g.standings()


def test_standings_move_when_a_formation_scores():
    """6-2-6: the 5 benches the 2, the gap closes and the two 6s score for seat 0."""
    g = ex.same_number()
    assert g.standings()["points"] == [0, 0]
    g.play("play 5-Grunts right")
    g.play("bench 2-Brutes")
    assert g.standings() == {"points": [12, 0], "cards in the score pile (breaks a tie on points)": [2, 0]}


def test_a_draw_on_points_and_cards_says_so_once():
    g = position(field=["3-Oafs", "8-Brutes"], bench=["1-Brutes"], hands=[["6-Grunts"], ["7-Grunts"]], deck=[],
                 seat=1, turn=20, began_with_empty_deck=True,
                 piles=[["10-Oafs", "10-Lunks"], ["10-Grunts", "10-Brutes"]])
    g.play("play 7-Grunts right")
    assert g.outcome == "A draw: seat 0 and seat 1 tied on points and on cards"
    assert g.prompt == "The game is over. A draw: seat 0 and seat 1 tied on points and on cards."


def test_the_prompt_of_a_finished_game_is_its_result():
    g = ex.tie_on_points()
    g.play("play 7-Grunts right")
    assert g.prompt == f"The game is over. {g.outcome}."
    page = g.html(None)
    assert re.search(r'<tr class="ogrelab-seat ogrelab-won" data-seat="1"', page)


def test_the_table_names_seats_by_their_label_and_counts_turns_as_the_game_does():
    g = ex.last_turns()
    page = g.html(0)
    assert f"{g.turn} turns played" in page
    for seat in range(g.players):
        assert f"<b>{g.seat_label(seat)}</b>" in page
    assert "seen by Seat 0" in page
    assert g.prompt.startswith("Seat 0: ")
