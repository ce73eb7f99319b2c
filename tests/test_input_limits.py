"""Anything read from outside is checked before work is done on it (core/validate.py LIMITS).

Every kind of bad input raises ValueError naming the field, quickly and without
large memory, for every game: deep nesting, a float where an integer is due,
numbers beyond the limits, missing version fields, oversized strings and records,
another game's name.
"""

import copy
import time

import pytest

import ogrelab
from ogrelab.core import game_class, registered
from ogrelab.core.validate import LIMITS, short

GAMES = [n for n in registered() if not n.startswith("test_")]


def save_of(name):
    game = ogrelab.new_game(name, seed=3)
    for _ in range(5):
        game.play(game.legal_actions()[0])
    return game.to_dict()


def refused(thing, match, load=ogrelab.from_dict):
    start = time.perf_counter()
    with pytest.raises(ValueError, match=match) as err:
        load(thing)
    assert time.perf_counter() - start < 5, "a bad input must be refused quickly"
    return str(err.value)


@pytest.mark.parametrize("name", GAMES)
def test_deep_nesting_is_refused_not_a_recursion_error(name):
    bad = save_of(name)
    deep = []
    for _ in range(10_000):
        deep = [deep]
    key = sorted(bad["state"])[0]
    bad["state"][key] = deep
    message = refused(bad, "nested more than")
    assert f"save.state.{key}" in message


@pytest.mark.parametrize("name", GAMES)
def test_a_float_is_not_an_integer_option(name):
    cls = game_class(name)
    ints = [k for k, o in cls.OPTIONS.items()
            if isinstance(o.default, int) and not isinstance(o.default, bool)]
    assert ints, f"{name} has an integer option"
    for key in ints:
        value = cls.OPTIONS[key].default
        with pytest.raises(ValueError, match=f"option {key}"):
            ogrelab.new_game(name, seed=1, **{key: float(value)})
        bad = save_of(name)
        bad["options"][key] = float(value)
        refused(bad, f"save.options: .*option {key}")


def test_a_float_matching_a_choice_is_refused():
    """``columns=5.0`` equals 5 but is not the integer the game counts columns with."""
    with pytest.raises(ValueError, match="option columns=5.0 is not allowed; choose one of 4, 5, 6"):
        ogrelab.new_game("zombies_vs_cheerleaders", seed=1, columns=5.0)


@pytest.mark.parametrize("name", GAMES)
def test_huge_numbers_are_refused(name):
    bad = save_of(name)
    bad["seed"] = 10**100
    assert "save.seed" in refused(bad, "out of range")
    cls = game_class(name)
    if "turn_limit" in cls.OPTIONS:
        with pytest.raises(ValueError, match="option turn_limit: .* beyond the limit"):
            ogrelab.new_game(name, seed=1, turn_limit=10**100)
    with pytest.raises(ValueError, match="seed"):
        ogrelab.new_game(name, seed=-1)


@pytest.mark.parametrize("name", GAMES)
def test_version_fields_and_options_are_required(name):
    for key in ("state_version", "options", "seed", "rng", "state"):
        bad = save_of(name)
        del bad[key]
        refused(bad, f"save.{key}: missing")


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_string_is_refused(name):
    bad = save_of(name)
    bad["log"].append("x" * (LIMITS["string"] + 1))
    refused(bad, r"save.log\[\d+\]: a string of")


@pytest.mark.parametrize("name", GAMES)
def test_a_record_longer_than_the_limit_is_refused_at_once(name):
    rec = {"game": name, "seed": 1, "options": {}, "actions": ["x"] * (LIMITS["actions"] + 1)}
    refused(rec, "record.actions: .* at most", load=ogrelab.replay)


@pytest.mark.parametrize("name", GAMES)
def test_another_games_options_name_the_game(name):
    other = next(n for n in GAMES if n != name and set(save_of(n)["options"]) - set(game_class(name).OPTIONS))
    bad = save_of(other)
    bad["game"] = name
    message = refused(bad, "save.game: ")
    assert repr(other) in message


def test_an_unknown_game_is_named_in_its_field():
    bad = save_of(GAMES[0])
    bad["game"] = "chess"
    refused(bad, "save.game: no game named 'chess'")
    refused({"game": "chess", "seed": 1, "actions": []}, "record.game: no game named", load=ogrelab.replay)


def test_an_option_of_a_billion_cards_is_refused():
    with pytest.raises(ValueError, match="beyond the limit"):
        ogrelab.new_game("ogre_bash", seed=1, deck={"Steal": 10**9})


def test_messages_repeat_bad_input_cut_short():
    huge = "y" * 2_000_000
    with pytest.raises(ValueError) as err:
        ogrelab.new_game("ogre_cheerleaders", seed=1).play(huge)
    assert len(str(err.value)) < 3_000
    assert len(short(huge)) <= LIMITS["shown"]
    bad = save_of("ogre_cheerleaders")
    bad["format"] = "z" * 5000
    assert len(refused(bad, "save.format")) < 300


def test_a_bad_save_leaves_nothing_behind():
    """from_dict builds nothing from a bad save; the game it came from is unchanged."""
    game = ogrelab.new_game("ogre_bash", seed=2)
    before = game.to_dict()
    bad = copy.deepcopy(before)
    bad["state_version"] = 99
    refused(bad, "save.state_version")
    assert game.to_dict() == before


def test_json_nested_past_the_parser_is_a_value_error_naming_where(tmp_path):
    """A save, a puzzle file or a command-line option nested thousands deep gets the nesting
    limit in words, at once, not a RecursionError with server paths."""
    import time

    from ogrelab.__main__ import main
    from ogrelab.core import validate as V
    from ogrelab.widgets.session import read_save
    deep = "[" * 50_000 + "]" * 50_000
    start = time.perf_counter()
    with pytest.raises(ValueError, match="save file: nested more than 24 deep"):
        read_save(deep)
    with pytest.raises(ValueError, match="puzzles: nested more than 24 deep"):
        ogrelab.lessons.load("ogre_bash", deep)
    with pytest.raises(ValueError, match="nested more than 24 deep"):
        V.loads(deep, "here")
    assert main(["simulate", "ogre_bash", "-n", "1", "--option", f"players={deep}"]) == 2
    assert time.perf_counter() - start < 5
