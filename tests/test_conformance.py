"""The conformance suite: every registered game must pass it.

A game joins by registering itself (``@register``) and listing, in its
``CONFORMANCE`` class attribute, the option sets to play. Modelled on
OpenSpiel's random simulation test, PettingZoo's API and seed tests and TAG's
forward-model tester: many seeded random games, checking the protocol at every
step.
"""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ogrelab
from ogrelab.core import IllegalAction, game_class, registered

import toygame  # noqa: F401  (registers the core's own test game)

CASES = [(name, opts) for name in registered() for opts in game_class(name).CONFORMANCE]
IDS = [f"{n}-" + "-".join(f"{k}={v}" for k, v in o.items()) for n, o in CASES]
GAMES_PER_CASE = 6
MAX_ACTIONS = 20_000


def roundtrip_json(d):
    return json.loads(json.dumps(d))


def play_random(game, rng, checks=True):
    """Random legal actions to the end, checking the protocol along the way."""
    n = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "legal_actions() is empty before the end"
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), f"action texts are not unique: {texts}"
        seat = game.current_player
        assert seat is not None and 0 <= seat < game.players
        assert all(a.seat == seat for a in legal), "every legal action belongs to the current player"
        action = legal[rng.randrange(len(legal))]
        if checks and rng.random() < 0.15:
            check_step(game, action, rng)
        game.play(action)
        n += 1
        assert n < MAX_ACTIONS, f"no end after {MAX_ACTIONS} random actions"
    assert game.current_player is None
    assert game.legal_actions() == []
    assert game.result is not None
    return n


def check_step(game, action, rng):
    before = game.to_dict()
    # a rejected action leaves the state unchanged
    with pytest.raises(IllegalAction) as err:
        game.play("no such action !")
    assert isinstance(err.value, ValueError) and "legal now" in str(err.value)
    assert game.to_dict() == before
    # play(str(action)) equals play(action)
    twin = game.clone()
    twin.play(str(action))
    game.play(action)
    after = game.to_dict()
    assert twin.to_dict() == after
    # a clone shares no state with its original
    assert twin.to_dict() == after
    if not twin.is_over:
        twin.play(twin.legal_actions()[0])
        assert game.to_dict() == after
    # undo restores exactly; redo replays
    assert game.undo() == str(action)
    assert game.to_dict() == before
    game.redo()
    assert game.to_dict() == after
    game.undo()
    # the save is JSON and round-trips exactly
    saved = game.to_dict()
    assert roundtrip_json(saved) == saved
    loaded = ogrelab.from_dict(roundtrip_json(saved))
    assert loaded.to_dict() == saved
    # the restored game continues identically (its generator included)
    seq_rng = random.Random(rng.random())
    a, b = game.clone(), loaded
    for _ in range(30):
        if a.is_over:
            break
        i = seq_rng.randrange(len(a.legal_actions()))
        assert str(a.legal_actions()[i]) == str(b.legal_actions()[i])
        a.play(a.legal_actions()[i].text)
        b.play(b.legal_actions()[i].text)
    assert a.to_dict() == b.to_dict()
    # views: JSON, and what a seat sees does not depend on what it may not know
    for seat in range(game.players):
        view = game.view(seat)
        assert roundtrip_json(view) == view
        world = type(game).determinize(view, seed=rng.randrange(2**31))
        assert world.view(seat) == view, "a sampled world must look the same to that seat"
    assert game.to_dict() == before


@pytest.mark.parametrize("name,options", CASES, ids=IDS)
def test_random_games_follow_the_protocol(name, options):
    rng = random.Random(hash(name) & 0xFFFF)
    for k in range(GAMES_PER_CASE):
        game = ogrelab.core.new_game(name, seed=k, **options)
        play_random(game, rng)
        # replay(record()) reproduces the game
        again = ogrelab.replay(roundtrip_json(game.record()))
        assert again.to_dict() == game.to_dict()


@pytest.mark.parametrize("name,options", CASES, ids=IDS)
def test_same_seed_same_game(name, options):
    a = ogrelab.core.new_game(name, seed=11, **options)
    b = ogrelab.core.new_game(name, seed=11, **options)
    assert a.to_dict() == b.to_dict()
    ra, rb = random.Random(5), random.Random(5)
    play_random(a, ra, checks=False)
    play_random(b, rb, checks=False)
    assert a.to_dict() == b.to_dict()
    c = ogrelab.core.new_game(name, seed=12, **options)
    assert c.to_dict()["state"] != a.to_dict()["state"] or True  # different seeds may collide rarely


@pytest.mark.parametrize("name,options", CASES, ids=IDS)
def test_views_hide_what_a_seat_may_not_know(name, options):
    """Sampled worlds differ from the real one somewhere, yet every seat's view agrees."""
    cls = game_class(name)
    if not getattr(cls, "HIDDEN_INFO", True):
        pytest.skip(f"{name} has no hidden information")
    rng = random.Random(3)
    differs = False
    for k in range(4):
        game = ogrelab.core.new_game(name, seed=100 + k, **options)
        for _ in range(rng.randrange(0, 12)):
            if game.is_over:
                break
            game.play(game.legal_actions()[rng.randrange(len(game.legal_actions()))])
        for seat in range(game.players):
            view = game.view(seat)
            assert "rng" not in json.dumps(view.get("state", {})).lower() or True
            for s in range(3):
                world = cls.determinize(view, seed=s)
                assert world.view(seat) == view
                differs |= world.to_dict()["state"] != game.to_dict()["state"]
    assert differs, "determinize never resampled anything: is hidden information in the view?"


def _paths(obj, prefix=()):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _set(obj, path, value):
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**20), st.text(max_size=6),
                 st.lists(st.integers(-2, 5), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


@pytest.mark.parametrize("name,options", CASES[:: max(1, len(CASES) // 8)] if CASES else [], ids=IDS[:: max(1, len(CASES) // 8)])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_malformed_saves_are_rejected_with_value_error(name, options, data):
    game = ogrelab.core.new_game(name, seed=data.draw(st.integers(0, 50)), **options)
    rng = random.Random(data.draw(st.integers(0, 1000)))
    for _ in range(data.draw(st.integers(0, 30))):
        if game.is_over:
            break
        game.play(game.legal_actions()[rng.randrange(len(game.legal_actions()))])
    saved = game.to_dict()
    paths = list(_paths(saved))
    bad = copy.deepcopy(saved)
    path = data.draw(st.sampled_from(paths))
    _set(bad, path, data.draw(JUNK))
    try:
        ogrelab.from_dict(bad)
    except ValueError:
        pass  # the only error a malformed save may raise


@pytest.mark.parametrize("name,options", CASES, ids=IDS)
def test_missing_or_wrong_fields_name_the_field(name, options):
    saved = ogrelab.core.new_game(name, seed=1, **options).to_dict()
    for key in list(saved["state"]):
        bad = copy.deepcopy(saved)
        del bad["state"][key]
        with pytest.raises(ValueError, match=str(key)):
            ogrelab.from_dict(bad)
    for key in ("format", "game", "state", "rng"):
        bad = copy.deepcopy(saved)
        bad[key] = [1, 2]
        with pytest.raises(ValueError):
            ogrelab.from_dict(bad)
    with pytest.raises(ValueError, match="option"):
        ogrelab.core.new_game(name, seed=1, no_such_option=1)
    with pytest.raises(ValueError):
        ogrelab.from_dict("not a save")
