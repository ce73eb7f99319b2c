"""Object: "The winner of each hand scores one to five fists. The first player to reach ten fists wins." """

from __future__ import annotations

import random

import pytest

from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import L, NO_WIN, R, position
from ogrelab.games.ogre_bash.rules import DEFAULT_DECK, OgreBash

import test_conformance as conformance


def test_the_game_ends_when_a_player_reaches_ten_fists():
    """Object: "The first player to reach ten fists wins." """
    g = position([NO_WIN[0], [R(o) for o in OGRES[:4]] + [R("Crash")], NO_WIN[2]], seat=1, phase="start",
               fists=[9, 8, 3])
    g.play("declare win")
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.result.winners == (1,) and g.result.scores == (9, 10, 3) and g.result.ending == "fists"


def test_fists_to_win_option():
    """Ruling (option fists_to_win): the fists needed to win."""
    g = position([NO_WIN[0], [L(o) for o in OGRES], NO_WIN[2]], seat=1, phase="start", options={"fists_to_win": 5})
    g.play("declare win")
    assert g.is_over and g.result.winners == (1,)


def test_a_tie_at_ten_goes_to_another_hand_and_a_higher_total_wins():
    """Object, README rulings "fists needed to win": players tied at 10 or more play another hand; then the
    higher total wins."""
    g = position([NO_WIN[0], [R(o) for o in OGRES[:4]] + [R("Crash")], NO_WIN[2]], seat=1, phase="start",
               fists=[10, 8, 10])
    g.play("declare win")
    assert not g.is_over and g.to_dict()["state"]["hand"] == 2 and "players tie at 10 fists: another hand" in g.log
    g = position([NO_WIN[0], [L(o) for o in OGRES]], seat=1, phase="start", fists=[10, 10])
    g.play("declare win")
    assert g.is_over and g.result.winners == (1,) and g.result.scores == (10, 15) and g.result.ending == "fists"


def test_turn_limit_option_ends_the_game():
    """Option turn_limit: after that many turns the game ends; most fists wins, a tie is a draw."""
    g = position([["My Ear!"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, turns=9, fists=[2, 1, 0],
                 options={"turn_limit": 10})
    g.play("play My Ear!")
    assert g.is_over and g.result.winners == (0,) and g.result.ending == "turn_limit"
    g = position([["My Ear!"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, turns=9, fists=[2, 2, 0],
                 options={"turn_limit": 10})
    g.play("play My Ear!")
    assert g.is_over and g.result.draw and g.result.winners == () and g.result.ending == "turn_limit_tie"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_reach_ten_fists(players):
    """Random play ends: games to ten fists, default options, under the suite's 20,000-action bound."""
    rng = random.Random(players)
    for seed in range(2):
        g = OgreBash(seed=seed, players=players)
        n = conformance.play_random(g, rng, checks=False)
        assert n < 20_000 and max(g.scores) >= 10
        assert sum(DEFAULT_DECK.values()) == 59

