"""Flow of the Game: the Zombies start, three actions a turn for each side, revealing is free."""

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.positions import position, texts, z

GAME = "zombies_vs_cheerleaders"


def test_zombies_turn_ends_after_the_third_action_without_a_last_reveal():
    """Flow: "Each player has 3 actions on a turn"; revealing is offered alongside the Zombies' decisions (ruling)."""
    g = position([z("nerds", 1, 7, False), z("teacher", 2, 7, False)], actions=1)
    g.play("advance column 1")
    assert g.current_player == 1 and not any(t.startswith("reveal") for t in texts(g))


def test_seat_names_and_first_player():
    """Flow: the Zombies start; Zombies are seat 0, Cheerleaders seat 1."""
    g = ogrelab.new_game(GAME, seed=1)
    assert g.seat_names == ["Zombies", "Cheerleaders"] and g.current_player == 0 and g.players == 2
