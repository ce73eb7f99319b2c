"""The save format: a position as JSON and back, validated field by field."""

import copy

import pytest

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.examples import b, bare, position, state, z


def test_a_game_without_turn_limit_loads_its_own_save_past_a_million_turns():
    """Option turn_limit=0, no limit: play can count any number of turns, so a save may hold any."""
    g = position([z("nerds", 1, 7)], turns=1_000_000, turn_limit=0)
    g.play("end turn")
    g.play("end turn")
    saved = g.to_dict()
    assert saved["state"]["turns"] == 1_000_002
    assert ogrelab.from_dict(saved).to_dict() == saved


GAME = "zombies_vs_cheerleaders"

@pytest.mark.parametrize("mutate, field", [
    (lambda s: s["zombies"].append({"card": "zombie king", "column": 1, "row": 9}), "card"),
    (lambda s: s["zombies"].append(dict(s["zombies"][0])), "two zombies"),
    (lambda s: s["zombies"].extend({"card": "lunch lady", "column": 1, "row": 20 + i} for i in range(3)),
     "lunch lady"),
    (lambda s: s["barricades"][0].append({"card": "Sniper"}), "Sniper"),
    (lambda s: s["cheerleaders"].__setitem__(0, {"name": "Gloria", "energy": 2, "knocked_out": True}), "energy"),
    (lambda s: s["cheerleaders"].__setitem__(1, dict(s["cheerleaders"][0])), "cheerleader"),
    (lambda s: s.__setitem__("zombies_keep", ["plain barricade"]), "zombies_keep"),
    (lambda s: s["zombies"][0].__setitem__("row", 0), "row"),
    (lambda s: s.__setitem__("pending", {"kind": "principal", "moves": 9}), "moves"),
])
def test_malformed_saves_name_the_problem(mutate, field):
    """A save with a wrong card name, a card in two places or a bad field raises ValueError."""
    g = ogrelab.new_game(GAME, seed=2)
    d = g.to_dict()
    mutate(d["state"])
    with pytest.raises(ValueError, match=field):
        ogrelab.from_dict(d)


def test_only_nerds_stand_on_a_barricade():
    """The nerds climb barricades; no other zombie stands on a pile."""
    with pytest.raises(ValueError, match="nerds"):
        bare([z("teacher", 1, 1)], barricades=[[b()], [], [], []])


def test_undo_restores_a_hand_written_position():
    """Protocol: play then undo gives back the same state."""
    g = bare([z("football player", 2, 6, False)], barricades=[[], [b()], [], []])
    before = copy.deepcopy(g.to_dict())
    g.play("reveal c2r6")
    g.undo()
    assert g.to_dict() == before
