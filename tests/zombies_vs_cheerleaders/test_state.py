"""The save format: a position as JSON and back, validated field by field."""

import copy

import pytest

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.positions import b, position, scene, z


def test_a_game_without_turn_limit_loads_its_own_save_past_a_million_turns():
    """Option turn_limit=0, no limit: play can count any number of turns, so a save may hold any."""
    g = scene([z("nerds", 1, 7)], turns=1_000_000, options={"turn_limit": 0})
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
        position([z("teacher", 1, 1)], barricades=[[b()], [], [], []])


def test_undo_restores_a_hand_written_position():
    """Protocol: play then undo gives back the same state."""
    g = position([z("football player", 2, 6, False)], barricades=[[], [b()], [], []])
    before = copy.deepcopy(g.to_dict())
    g.play("reveal c2r6")
    g.undo()
    assert g.to_dict() == before


@pytest.mark.parametrize("mutate, message", [
    (lambda s: s.__setitem__("turns", True), r"state\.turns: expected an integer, got True"),
    (lambda s: s.__setitem__("actions_left", 2.0), r"state\.actions_left: expected an integer"),
    (lambda s: s["cheerleaders"][0].__setitem__("energy", 1.5), r"state\.cheerleaders\[0\]\.energy: expected an integer"),
    (lambda s: s["zombies"][0].__setitem__("face_up", 1), r"state\.zombies\[0\]\.face_up: expected true or false"),
    (lambda s: s["zombies"][0].__setitem__("card", 5), r"state\.zombies\[0\]\.card: expected a string"),
    (lambda s: s.__setitem__("zombie_discard", [None]), r"state\.zombie_discard"),
    (lambda s: s["cheerleaders"].__setitem__(2, None), r"state\.cheerleaders: every cheerleader of the mode must be placed"),
    (lambda s: s.__setitem__("zombie_discard", ["lunch lady"] * 3), r"state\.zombies, state\.zombie_discard: zombie card 'lunch lady' appears 4 times; this mode has 2"),
    (lambda s: s.__setitem__("barricade_discard", ["Sniper"]), r"state\.barricades\[\d\], state\.barricade_discard: barricade card 'Sniper' appears 2 times; this mode has 1"),
    (lambda s: s.__setitem__("cheerleaders_keep", ["nurse", "nurse"]), r"zombie card 'nurse' appears"),
    (lambda s: s.__setitem__("result", {"winner": True, "reason": "x"}), r"state\.result\.winner"),
])
def test_from_dict_checks_each_field_exactly_and_names_it(mutate, message):
    """The save format: a bool or a float is not an integer, strings where strings are due, no card
    more often than the mode's card data has it (the error names the fields holding the copies),
    no empty place a later move would trip on; the error names the field."""
    g = ogrelab.new_game("zombies_vs_cheerleaders", seed=2)
    d = g.to_dict()
    d["state"]["zombie_discard"] = []
    if "lunch lady" not in [zd["card"] for zd in d["state"]["zombies"]]:
        pytest.skip("the deal has no lunch lady")
    # one lunch lady on the grid, the other out of play: three more in the discard make four
    lunch = [zd for zd in d["state"]["zombies"] if zd["card"] == "lunch lady"]
    for zd in lunch[1:]:
        d["state"]["zombies"].remove(zd)
    mutate(d["state"])
    before = copy.deepcopy(d)
    with pytest.raises(ValueError, match=message):
        ogrelab.from_dict(d)
    assert d == before, "a refused save is left as it was"


def test_a_game_always_loads_its_own_save():
    """Every position play reaches saves and loads back the same (random games of every mode)."""
    import random
    rng = random.Random(7)
    for opts in ({"columns": 4}, {"columns": 6}, {"columns": 5, "auto_setup": False}):
        g = ogrelab.new_game("zombies_vs_cheerleaders", seed=3, turn_limit=0, **opts)
        for _ in range(400):
            if g.is_over:
                break
            g.play(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
            saved = g.to_dict()
            assert ogrelab.from_dict(saved).to_dict() == saved


def _finished(example, action):
    g = example()
    g.play(action)
    assert g.is_over
    return g.to_dict()


@pytest.mark.parametrize("example, action, ending", [
    ("zombie_eats_cheerleader", "advance column 2", "eaten"),
    ("clover_knocked_out", "c1r1 attacks Gloria", "clover_out"),
    ("last_zombie", "Vanessa shoots row 5", "cleared"),
    ("turn_limit_reached", "end turn", "turn_limit"),
])
def test_a_result_saved_before_endings_is_given_its_ending(example, action, ending):
    """The save format: a finished game saved before the result named its ending loads, its ending
    told by its winner and the position (README, state format: result)."""
    from ogrelab.games.zombies_vs_cheerleaders import examples as ex
    saved = _finished(getattr(ex, example), action)
    assert saved["state"]["result"]["ending"] == ending
    del saved["state"]["result"]["ending"]
    loaded = ogrelab.from_dict(saved)
    assert loaded.result.ending == ending
    assert loaded.to_dict()["state"]["result"]["ending"] == ending


@pytest.mark.parametrize("ending, message", [
    ("eated", r"state\.result\.ending: 'eated' is not an ending of zombies_vs_cheerleaders; "
              r"its endings are: eaten, clover_out, cleared, turn_limit"),
    (3, r"state\.result\.ending: expected a string"),
    ("cleared", r"state\.result\.winner: 0, but the ending 'cleared' is a win of the Cheerleaders"),
    ("turn_limit", r"state\.result\.winner: 0, but the ending 'turn_limit' is a draw"),
])
def test_a_wrong_ending_in_a_save_names_the_field_and_the_endings(ending, message):
    """The save format: result.ending is one of the game's ENDINGS and agrees with the winner."""
    from ogrelab.games.zombies_vs_cheerleaders import examples as ex
    saved = _finished(ex.zombie_eats_cheerleader, "advance column 2")
    saved["state"]["result"]["ending"] = ending
    with pytest.raises(ValueError, match=message):
        ogrelab.from_dict(saved)


def test_the_position_writes_each_card_as_its_json_and_a_view_hides_only_what_it_must():
    """The save format: zombies, barricades and cheerleaders are written as their ``to_json``; a
    seat's view is that position with only the hidden cards masked (intact barricades never seen;
    for the Cheerleaders face-down zombies not looked at, and their marks)."""
    import random
    rng = random.Random(11)
    for columns in (4, 5, 6):
        g = ogrelab.new_game(GAME, seed=5, columns=columns)
        while not g.is_over:
            st = g.to_dict()["state"]
            assert st["zombies"] == [z.to_json(c + 1, r) for c, col in enumerate(g.grid)
                                     for r, z in enumerate(col) if z is not None]
            assert st["barricades"] == [[b.to_json() for b in pile] for pile in g.piles]
            assert st["cheerleaders"] == [None if ch is None else ch.to_json() for ch in g.cheer]
            for seat in (0, 1):
                view = g.view(seat)["state"]
                assert set(view) == set(st) and view["cheerleaders"] == st["cheerleaders"]
                for seen, zd in zip(view["zombies"], st["zombies"]):
                    hidden = seat == 1 and not zd["face_up"] and not zd["known"]
                    assert seen == (dict(zd, card="unknown", moved=False, attacked=False) if hidden else zd)
                for seen_pile, pile in zip(view["barricades"], st["barricades"]):
                    assert seen_pile == [bd if bd["damaged"] or bd["seen"] else dict(bd, card="unknown")
                                         for bd in pile]
            g.play(rng.choice(g.legal_actions()))


def test_a_saved_decision_keeps_its_key_now_that_every_move_is_a_rule():
    """Every move, card and ability is a rule of ``RULES`` now; a save's ``pending`` still names only
    the decisions saved before (their keys unchanged), and a turn's move there is refused."""
    from ogrelab.games.zombies_vs_cheerleaders.decisions import PENDING_RULES, RULES

    assert sorted(PENDING_RULES) == ["coach", "deal barricades", "fresh meat", "janitor", "place cheerleaders",
                                     "place zombies", "principal", "return 3", "security guard"]
    g = ogrelab.new_game(GAME, seed=2)
    for key in ("reveal", "fire", "football run", "zombies' turn"):
        assert key in RULES
        d = g.to_dict()
        d["state"]["pending"] = {"kind": key}
        with pytest.raises(ValueError, match="state.pending.kind: unknown decision"):
            ogrelab.from_dict(d)
    g = scene([z("nerds", 1, 3, up=False), z("teacher", 1, 4, up=False)], zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 1")
    d = g.to_dict()
    assert d["state"]["pending"]["kind"] == "fresh meat"
    assert ogrelab.from_dict(d).decision.rule == "fresh meat"
