"""Ogre Cheerleaders, End Game: the last turns once the deck runs out, and who wins.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, written


def test_end_two_players_deck_out_on_first_players_turn():
    """End game: 'finish the rest of the current player's turn ... until the player that played second gets one more turn'."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks", "7-Grunts"]], deck=["8-Oafs"],
                 options={"effects": {"5": "none"}})
    g.play("play 9-Lunks right")           # seat 0 draws the last card
    assert not g.is_over and g.current_player == 1
    g.play("play 5-Lunks left")
    assert g.is_over


def test_end_two_players_deck_out_on_second_players_turn():
    """End game: the second player, having emptied the deck, still gets one more turn after the first."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs", "3-Oafs"], ["5-Lunks", "7-Grunts", "10-Grunts"]],
                 deck=["8-Oafs"], seat=1, options={"effects": {"5": "none", "7": "none", "10": "none"}})
    g.play("play 5-Lunks left")            # seat 1 draws the last card
    assert not g.is_over
    g.play("play 9-Lunks right")           # seat 0: a turn that began with the deck empty
    assert not g.is_over and g.current_player == 1
    g.play("play 7-Grunts left")
    assert g.is_over


def test_end_more_players_the_last_seat_to_start_has_the_last_turn():
    """End game: 'the player that got their first turn of the game last gets the last turn'."""
    g = OC.from_state(written(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks", "7-Grunts"],
                                                        ["3-Brutes", "10-Grunts"]], deck=["8-Oafs"], seat=0),
                     players=3, first_seat=1, effects={"5": "none", "3": "none", "10": "none"})
    g.play("play 9-Lunks right")           # seat 0 (the last to start) empties the deck
    assert not g.is_over and g.current_player == 1
    g.play("play 5-Lunks left")
    g.play("play 3-Brutes left")
    assert not g.is_over and g.current_player == 0
    g.play("play 2-Oafs left")
    assert g.is_over


def test_deck_emptied_by_a_7_mid_turn_the_turn_finishes_then_the_other_seat_plays_once():
    """End game: 'As soon as the deck runs out ... finish the rest of the current player's turn. Then ...'"""
    g = position(field=["1-Oafs", "3-Brutes"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts", "4-Oafs"]],
                 deck=["10-Oafs"], options={"effects": {"10": "none", "9": "none"}})
    g.play("play 7-Lunks right")
    g.play("play 10-Oafs left")             # the top card was the last one
    assert not g.is_over and g.current_player == 1 and state(g)["hands"][0] == ["2-Oafs"]
    g.play("play 9-Grunts left")
    assert g.is_over and state(g)["ended"] == "deck"


def test_end_highest_score_wins():
    """End game: 'The player with the highest score wins.'"""
    g = position(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
                 piles=[["10-Oafs"], ["9-Oafs"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.is_over and g.result.winners == (0,) and g.result.scores == (10, 9)
    assert g.result.ending == "most_points"


def test_end_tie_goes_to_the_bigger_score_pile():
    """End game: 'In the result of a tie, the player with the greater amount of cards ... is the winner.'"""
    g = position(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
                 piles=[["10-Oafs"], ["6-Oafs", "4-Grunts"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.result.winners == (1,) and g.result.ending == "most_cards" and "more cards" in g.result.reason


def test_end_tied_on_points_and_cards_is_a_draw():
    """Rulings: tied on points and on score-pile cards: a draw."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=[], began_with_empty_deck=True, seat=1,
                 piles=[["10-Oafs"], ["10-Grunts"]], options={"effects": {"5": "none"}})
    g.play("play 5-Lunks left")
    assert g.result.draw and g.result.winners == () and g.result.ending == "tie"


def test_turn_limit_ends_the_game_as_a_draw():
    """Rulings (option turn_limit): a game still going after that many turns is a draw."""
    g = position(field=["1-Oafs"], hands=[["9-Lunks"], ["5-Lunks"]], deck=LUNKS, turn=9, options={"turn_limit": 10})
    g.play("play 9-Lunks right")
    assert g.is_over and g.result.draw and g.result.ending == "turn_limit" and "turn limit" in g.result.reason


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_players_play_to_the_end(players):
    """Rulings: 2 or more players (2..5 here); every game ends."""
    from ogrelab.core import make_bot, play_out
    g = ogrelab.new_game("ogre_cheerleaders", seed=players, players=players)
    play_out(g, [make_bot(g.name, "random", seed=s) for s in range(players)])
    assert g.is_over and len(g.result.scores) == players
