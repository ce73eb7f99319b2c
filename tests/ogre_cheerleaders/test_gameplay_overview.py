"""Ogre Cheerleaders, Gameplay Overview: 'Each player's turn consists of 3 phases': play, scoring, draw."""

from __future__ import annotations

from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import state


def test_a_turn_is_the_play_phase_then_the_scoring_phase_then_the_draw_phase():
    """Gameplay Overview: '1. Play phase ... 2. Scoring phase ... 3. Draw phase', in that order."""
    g = examples.full_turn()
    n = len(g.log)
    g.play("play 10-Grunts right")
    assert g.log[n:] == ["seat 0 plays 10-Grunts to the right",
                         "10-Grunts: benched 2-Brutes and 4-Oafs",
                         "seat 0 scores 10-Oafs 10-Grunts (20)",
                         "seat 0 draws 2 cards"]
    assert g.current_player == 1 and len(state(g)["hands"][0]) == 4
