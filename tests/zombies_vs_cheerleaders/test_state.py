"""The save format: a position as JSON and back, validated field by field."""

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.examples import position, z


def test_a_game_without_turn_limit_loads_its_own_save_past_a_million_turns():
    """Option turn_limit=0, no limit: play can count any number of turns, so a save may hold any."""
    g = position([z("nerds", 1, 7)], turns=1_000_000, turn_limit=0)
    g.play("end turn")
    g.play("end turn")
    saved = g.to_dict()
    assert saved["state"]["turns"] == 1_000_002
    assert ogrelab.from_dict(saved).to_dict() == saved
