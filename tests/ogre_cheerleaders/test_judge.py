"""Ogre Cheerleaders' judge: who is likely to win an unfinished game, read by the coach a few actions on."""

from __future__ import annotations

import json

import pytest

import ogrelab
from ogrelab.coach.evaluate import PLAYOUT_LIMIT, playout_limit
from ogrelab.core.judge import load_judge
from ogrelab.games.ogre_cheerleaders import bots


def opening(players: int = 2):
    return ogrelab.new_game("ogre_cheerleaders", seed=3, players=players)


def test_the_judge_gives_every_seat_a_chance_and_they_add_up_to_one():
    game = opening(4)
    game.points[2] = 12
    chances = [bots.evaluate(game, s) for s in range(game.players)]
    assert all(0 < c < 1 for c in chances)
    assert sum(chances) == pytest.approx(1.0)
    assert max(chances) == chances[2]


def test_a_points_lead_counts_for_more_as_the_deck_runs_out():
    early, late = opening(), opening()
    for game in (early, late):
        game.points[:] = [15, 5]
    late.deck[:] = late.deck[:4]           # most of the deck dealt: the end of the game is near
    assert 0.5 < bots.evaluate(early, 0) < bots.evaluate(late, 0)
    assert bots.evaluate(late, 1) < bots.evaluate(early, 1) < 0.5


def test_the_seat_to_move_first_is_favoured_on_equal_points():
    game = opening()
    assert game.points == [0, 0]
    mover = game.current_player
    assert bots.evaluate(game, mover) > 0.5 > bots.evaluate(game, 1 - mover)


def test_weights_fitted_on_other_features_are_refused_with_what_to_do(tmp_path):
    (tmp_path / "judge.json").write_text(json.dumps({"features": ["lead"], "weights": [1.0]}))
    with pytest.raises(ValueError, match=r"fitted on \['lead'\], the game reads .*fit it again"):
        load_judge(str(tmp_path), bots.JUDGE_FEATURES)


def test_the_coach_reads_an_ogre_cheerleaders_world_after_the_judges_horizon():
    assert playout_limit("ogre_cheerleaders", "heuristic") == bots.JUDGE_AFTER < PLAYOUT_LIMIT
    assert playout_limit("ogre_cheerleaders", "random") == PLAYOUT_LIMIT
