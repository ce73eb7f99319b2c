"""Ogre Bash's judge: who is likely to win an unfinished game, read by the coach after a few dozen actions."""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.coach.evaluate import PLAYOUT_LIMIT, playout_limit
from ogrelab.games.ogre_bash import bots
from ogrelab.games.ogre_bash.positions import L, R, scene

#: Four of an Ogre Bash in place, and odd cards far from any winning hand.
NEAR = [L("Crash"), L("Gnash"), L("Smash"), L("Trash"), "Big Bash"]
ODD = ["Steal", "Hurt Bad", "Fix Club", R("Percy"), "Go Bash"]


def test_the_judge_gives_every_seat_a_chance_and_they_add_up_to_one():
    game = ogrelab.new_game("ogre_bash", seed=5, players=5)
    chances = [bots.evaluate(game, s) for s in range(game.players)]
    assert all(0 < c < 1 for c in chances)
    assert sum(chances) == pytest.approx(1.0)


def test_more_fists_raise_a_seats_chance_and_a_rivals_lower_it():
    game = ogrelab.new_game("ogre_bash", seed=5, players=4)
    before = bots.evaluate(game, 0)
    game.fists[0] += 4
    ahead = bots.evaluate(game, 0)
    game.fists[1] += 8
    behind = bots.evaluate(game, 0)
    assert ahead > before and behind < ahead


def test_a_hand_near_a_winning_hand_is_worth_more_than_odd_cards():
    near, odd = scene([NEAR, ODD], phase="start"), scene([ODD, NEAR], phase="start")
    assert bots.worth(near.hands[0]) > bots.worth(odd.hands[0])
    assert bots.evaluate(near, 0) > bots.evaluate(odd, 0)


def test_the_coach_reads_an_ogre_bash_world_after_the_judges_horizon_and_others_to_the_end():
    assert playout_limit("ogre_bash", "heuristic") == bots.JUDGE_AFTER < PLAYOUT_LIMIT
    assert playout_limit("zombies_vs_cheerleaders", "heuristic") == PLAYOUT_LIMIT
    assert playout_limit("ogre_bash", "heuristic", 500) == 500
    with pytest.raises(ValueError, match=r"limit: expected a whole number of actions >= 1 \(or None"):
        playout_limit("ogre_bash", "heuristic", 0)
