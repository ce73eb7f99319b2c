"""Detailed Description of the Cheerleaders Actions: 1. Swap, 2. Move a barricade, 3. Shoot
(4. Clover's and Sandy's abilities are in test_the_cheerleaders, 5. bosses in test_boss_special_actions)."""

import pytest

from ogrelab.core import IllegalAction
from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, cheer, position, state, texts, z


def test_swap_keeps_tokens_and_moves_a_knocked_out_cheerleader():
    """Swap, example: Samantha, knocked out and threatened, swaps with Gloria who still has energy."""
    g = position([z("teacher", 6, 1)], columns=6, side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa", "Sandy", ch("Samantha", 0, ko=True)])
    g.play("swap Gloria and Samantha")
    assert state(g)["cheerleaders"][5] == {"name": "Gloria", "energy": 3, "knocked_out": False, "bonus": 0}
    assert state(g)["cheerleaders"][0]["name"] == "Samantha"
    g.play("end turn")
    assert "advance column 6" not in texts(g) and not g.is_over


def test_move_a_whole_pile_or_its_top_card():
    """Move a barricade: all of a pile, or only its top card, onto a free space or another pile."""
    g = position([z("nerds", 1, 6)], side=1, barricades=[[b(), b("plain barricade", True)], [], [b()], []])
    g.play("move top barricade 1 onto 2")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]
    assert st["barricades"][1] == [{"card": "plain barricade", "damaged": True, "seen": True}]
    g.play("move barricades 3 onto 2")
    assert len(state(g)["barricades"][1]) == 2 and state(g)["barricades"][2] == []
    assert "move top barricade 1 onto 2" not in texts(g)      # a single card moves as a whole pile


def test_shoot_reveals_the_target_and_spends_a_token():
    """Shoot: a face-down target is flipped; a token is spent; no token, no attack."""
    g = position([z("football player", 3, 5, False), z("nerds", 3, 7, False)], side=1)
    g.play("Clover shoots row 5")
    assert at(g, 3, 5) is None and state(g)["zombie_discard"] == ["football player"]
    assert cheer(g, "Clover")["energy"] == 0
    assert not any(t.startswith("Clover shoots") for t in texts(g))


def test_strength_must_be_strictly_higher_than_stamina():
    """Shoot: the Strength must be strictly higher than the Stamina; else the zombie stays, face up."""
    g = position([z("nurse", 5, 3, False), z("nerds", 1, 7)], columns=5, side=1)
    g.play("Sandy shoots row 3")
    assert at(g, 5, 3)["card"] == "nurse" and at(g, 5, 3)["face_up"]


def test_worked_example_clover_kills_a_football_player_not_a_boss():
    """Example: Clover (Strength 2) eliminates a Football player (Stamina 1) but not a Boss (Stamina 2)."""
    g = position([z("football player", 3, 2), z("nurse", 3, 4), z("nerds", 1, 6)], side=1,
                 cheerleaders=["Gloria", "Pam", ch("Clover", 2), "Vanessa"])
    g.play("Clover shoots row 2")
    assert at(g, 3, 2) is None
    g.play("Clover shoots row 4")
    assert at(g, 3, 4)["card"] == "nurse"


def test_a_cheerleader_without_energy_cannot_shoot():
    """Shoot: "A cheerleader who has spent all her energy cannot attack anymore"."""
    g = position([z("nerds", 4, 3)], side=1, cheerleaders=["Gloria", "Pam", "Clover", ch("Vanessa", 0)])
    assert not any(t.startswith("Vanessa") for t in texts(g))
    with pytest.raises(IllegalAction, match="Vanessa shoots row 3"):
        g.play("Vanessa shoots row 3")
    assert cheer(g, "Vanessa")["energy"] == 0


def test_shooting_reaches_any_zombie_of_her_column():
    """Shoot: "A cheerleader can attack any zombie located in the same column as hers" (not only the first)."""
    g = position([z("nerds", 4, 2), z("nurse", 4, 8, False)], side=1)
    assert {"Vanessa shoots row 2", "Vanessa shoots row 8"} <= set(texts(g))
    g.play("Vanessa shoots row 8")
    assert at(g, 4, 8) is None and at(g, 4, 2)["card"] == "nerds"


def test_swap_carries_the_teachers_pet_bonus():
    """Swap: "As a cheerleader is moved, she keeps the Energy tokens" (and the +1 waiting for her attack)."""
    g = position([z("nurse", 1, 3), z("nerds", 2, 7)], side=1, cheerleaders_keep=["teacher's pet"],
                 cheerleaders=["Gloria", "Pam", ch("Clover", 1), "Vanessa"])
    g.play("teacher's pet: Clover +1 strength")
    g.play("swap Gloria and Clover")
    g.play("Clover shoots row 3")                                   # 2 + 1 > Stamina 2
    assert at(g, 1, 3) is None
