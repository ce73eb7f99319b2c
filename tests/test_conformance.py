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
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ogrelab
from ogrelab.core import Game, IllegalAction, game_class, registered

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
            if on_decision_model(game):
                check_touch(game)
                check_decision(game)
                check_previews_follow_the_view(game, rng)
                check_no_leak(game, rng)
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
    # a clone shares no state with its original, either way
    if not twin.is_over:
        twin.play(twin.legal_actions()[0])
        assert game.to_dict() == after
    twin = game.clone()
    if not game.is_over:
        game.play(game.legal_actions()[0])
        assert twin.to_dict() == after
        game.undo()
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
    # other seeds give other games (any two seeds may collide; five cannot all be alike)
    ends = set()
    for seed in range(12, 17):
        c = ogrelab.core.new_game(name, seed=seed, **options)
        play_random(c, random.Random(5), checks=False)
        ends.add(json.dumps(c.to_dict()["state"], sort_keys=True))
    assert len(ends) > 1, "the seed changes nothing in the game"


@pytest.mark.parametrize("name,options", CASES, ids=IDS)
def test_views_hide_what_a_seat_may_not_know(name, options):
    """Sampled worlds differ from the real one somewhere, yet every seat's view agrees."""
    cls = game_class(name)
    if not cls.HIDDEN_INFO:
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
            assert "rng" not in view and "seed" not in view, "a view must not hold the generator or the seed"
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


def _delete(obj, path):
    for p in path[:-1]:
        obj = obj[p]
    del obj[path[-1]]


def _set(obj, path, value):
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


def _nested(depth):
    deep = []
    for _ in range(depth):
        deep = [deep]
    return deep


#: What a malformed save may hold in place of a field: wrong types, floats for integers,
#: numbers far beyond any limit, long strings, deep nesting.
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**20), st.text(max_size=6),
                 st.lists(st.integers(-2, 5), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                 st.floats(allow_nan=False, allow_infinity=False, min_value=-3, max_value=9),
                 st.sampled_from([10**100, -10**100, 2**64, "x" * 20_000]),
                 st.integers(30, 3000).map(_nested))


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
    if data.draw(st.booleans()) and isinstance(path[-1], str):
        _delete(bad, path)                      # a field missing
    else:
        _set(bad, path, data.draw(JUNK))
    try:
        loaded = ogrelab.from_dict(bad)
    except ValueError as e:
        message = str(e)
        assert message, "the error must say what is wrong"
        # it names the field that is wrong (a changed option may show up in the state it no longer fits)
        if path[0] == "state" and len(path) > 1:
            assert str(path[1]) in message, f"{path} changed, but the error names another field: {message}"
        elif path[0] != "options":
            assert str(path[0]) in message, f"{path} changed, but the error names another field: {message}"
        assert len(message) < 2_000, "an error repeats bad input cut short"
        return
    # Accepted: then it is a game that saves back to itself and plays on without error.
    assert ogrelab.from_dict(roundtrip_json(loaded.to_dict())).to_dict() == loaded.to_dict()
    for _ in range(60):
        if loaded.is_over:
            break
        legal = loaded.legal_actions()
        assert legal, "an accepted save must offer legal actions until its end"
        loaded.play(legal[rng.randrange(len(legal))])


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


# ------------------------------------------------ how a game ends (Result.ending)
#: Endings that random and heuristic play (the seeds below) do not reach, each with the
#: hand-written position test in the game's own tests that reaches it and says so
#: (``result.ending == "<id>"``). Every other declared ending must turn up in play.
RARE_ENDINGS = {
    "ogre_cheerleaders": {
        "most_cards": "ogre_cheerleaders/test_end_game.py::test_end_tie_goes_to_the_bigger_score_pile",
        "tie": "ogre_cheerleaders/test_end_game.py::test_end_tied_on_points_and_cards_is_a_draw",
        "loop": "ogre_cheerleaders/test_miscellaneous_notes.py::test_rulebook_example_the_4_4_loop_ends_in_a_tie",
        "turn_limit": "ogre_cheerleaders/test_end_game.py::test_turn_limit_ends_the_game_as_a_draw",
    },
    "ogres_delight": {
        "fell_together": "ogres_delight/test_end_of_the_game.py::"
                         "test_end_of_game_last_boss_and_last_hero_together_is_a_draw",
    },
    "zombies_vs_cheerleaders": {
        "turn_limit": "zombies_vs_cheerleaders/test_end_of_the_game.py::test_turn_limit_ends_in_a_draw",
    },
}
ENDING_GAMES = {"random": 20, "heuristic": 8}       # per option set of CONFORMANCE


def endings_in_play(name):
    """How seeded random and heuristic games of ``name`` ended, each checked on the way."""
    from collections import Counter

    from ogrelab.core import bot_names, make_bot, play_out

    cls = game_class(name)
    seen = Counter()
    for options in cls.CONFORMANCE:
        for bot, games in ENDING_GAMES.items():
            if bot not in bot_names(name):
                continue
            for seed in range(games):
                game = cls(seed=seed, **options)
                play_out(game, [make_bot(name, bot, seed=1000 * seed + s) for s in range(game.players)])
                r = game.result
                assert r.ending in cls.ENDINGS, (f"{name} ended as {r.ending!r}, not one of its ENDINGS "
                                                 f"{list(cls.ENDINGS)} ({r.reason})")
                assert r.to_dict()["ending"] == r.ending
                assert ogrelab.from_dict(roundtrip_json(game.to_dict())).result == r, \
                    "a finished game's save loads with the same result, its ending included"
                seen[r.ending] += 1
    return seen


@pytest.mark.parametrize("name", registered())
def test_games_end_in_a_declared_ending_and_every_ending_is_reached(name):
    """Every finished game names how it ended, one of the game's ENDINGS (never words to parse);
    every ending turns up in random or heuristic play, or is a rare one with the hand-written
    position test that reaches it."""
    cls = game_class(name)
    long = [w for w in cls.ENDINGS.values() if len(w) > 48]
    assert not long, f"an ending's words are for a chart's legend: at most 48 characters, not {long}"
    seen = endings_in_play(name)
    rare = RARE_ENDINGS.get(name, {})
    assert set(rare) <= set(cls.ENDINGS), f"RARE_ENDINGS names endings {name} does not declare"
    missing = set(cls.ENDINGS) - set(seen) - set(rare)
    assert not missing, f"{name}: no game ended as {sorted(missing)}; seen {dict(seen)}"
    for ending, where in rare.items():
        path, test = where.split("::")
        file = Path(__file__).parent / path
        assert file.is_file(), f"{where}: no such file"
        body = file.read_text().split(f"def {test}(", 1)
        assert len(body) == 2, f"{where}: no such test"
        assert f'ending == "{ending}"' in body[1].split("\ndef ", 1)[0], \
            f"{where} does not check that the game ends as {ending!r}"


# ------------------------------------------------ the decision model (core.decision)
def on_decision_model(game):
    return type(game)._pending is not Game._pending


def check_decision(game):
    """Who decides, the rule asking and its prompt, and a preview for every option."""
    d = game.decision
    assert d is not None and d.seat == game.current_player
    assert d.rule in type(game).RULES, f"decision {d.rule!r} is not one of the game's RULES"
    assert d.section.strip() and d.prompt.strip()
    for a in game.legal_actions():
        text = game.preview(a)
        assert isinstance(text, str) and text.strip(), f"no preview for {a}"
        move = game.preview(a, outcome=False)       # a puzzle's preview: the move alone
        assert isinstance(move, str) and move.strip(), f"no move-only preview for {a}"
        assert game.preview(a, outcome=True) == text


def _worlds(game, seat, rng, n=2):
    cls = type(game)
    view = game.view(seat)
    return [cls.determinize(view, seed=rng.randrange(2**31)) for _ in range(n)]


def check_previews_follow_the_view(game, rng):
    """The deciding seat's options, the prompt and every preview, whole or the move alone, depend on its view only."""
    if not type(game).HIDDEN_INFO:
        return
    seat = game.current_player
    texts = [str(a) for a in game.legal_actions()]
    previews = [(game.preview(t), game.preview(t, outcome=False)) for t in texts]
    for world in _worlds(game, seat, rng):
        assert [str(a) for a in world.legal_actions()] == texts, \
            "the deciding seat's options differ between worlds it cannot tell apart"
        assert world.prompt == game.prompt, f"prompt depends on hidden cards: {world.prompt!r} / {game.prompt!r}"
        for t, (whole, move) in zip(texts, previews):
            assert world.preview(t) == whole, \
                f"preview of {t!r} depends on hidden cards: {world.preview(t)!r} / {whole!r}"
            assert world.preview(t, outcome=False) == move, \
                f"move-only preview of {t!r} depends on hidden cards: {world.preview(t, outcome=False)!r} / {move!r}"


def check_no_leak(game, rng, tries=3):
    """The leak check: an action must not tell another seat more than the action announces.

    For each other seat, two worlds consistent with its view (the true one and a
    sample, then two samples) differ in the cards hidden from it. The same action
    of the deciding seat, where legal in both, is played in both. If it announced
    the same events (the public log), that seat must see the same thing come next:
    whose decision, which rule, the same prompt. This catches a decision skipped,
    asked or made automatically because of hidden cards. A decision a game makes
    alone goes through ``Game.auto``: where one world makes it alone and the other
    asks it after the same events, that is a leak whatever the log says after. It
    cannot see a leak in the log's own words (the log is compared, not judged), a
    decision made alone without ``Game.auto`` whose log differs, a difference the
    sampled worlds happen not to have, or a position random play does not reach.
    """
    if not type(game).HIDDEN_INFO:
        return
    actor = game.current_player
    for observer in range(game.players):
        if observer == actor:
            continue
        w1, w2 = _worlds(game, observer, rng)
        for a, b in ((game, w1), (w1, w2)):
            both = sorted({str(x) for x in a.legal_actions()} & {str(x) for x in b.legal_actions()})
            for text in rng.sample(both, min(tries, len(both))):
                x, y = a.clone(), b.clone()
                nx, ny = len(x.log), len(y.log)
                x.play(text)
                y.play(text)
                for u, v, nu, nv in ((x, y, nx, ny), (y, x, ny, nx)):
                    d = v.decision
                    for key, seat, n in u.decided_alone:
                        assert not (d and (d.rule, d.seat) == (key, seat) and u.log[nu:n] == v.log[nv:]), (
                            f"seat {observer} can tell hidden cards apart: after {text!r} one world makes "
                            f"decision {key!r} of seat {seat} alone, another asks it, after the same events "
                            f"{v.log[nv:]}")
                if x.log[nx:] != y.log[ny:]:
                    continue        # the action announced different things: nothing more to compare
                seen_x = (x.current_player, x.decision and x.decision.rule, x.prompt)
                seen_y = (y.current_player, y.decision and y.decision.rule, y.prompt)
                assert seen_x == seen_y, (
                    f"seat {observer} can tell hidden cards apart: after {text!r} (log {x.log[nx:]}) "
                    f"one world asks {seen_x}, another {seen_y}")


def leak_found(cls, words, games=30):
    """Whether the leak check, run at every step of a few games of ``cls``, reports ``words``."""
    rng = random.Random(0)
    for seed in range(games):
        game = cls(seed=seed)
        while not game.is_over:
            try:
                check_no_leak(game, rng, tries=5)
            except AssertionError as e:
                if words in str(e):
                    return True
            game.play(game.legal_actions()[0])
    return False


def test_the_leak_check_catches_a_decision_asked_because_of_a_hidden_card():

    class Leaky(toygame.HighCard):
        name = "test_leaky"

        def _pending(self):
            p = super()._pending()
            if p is not None and p.rule.key == "draw" and self.deck and self.deck[-1] <= 6:
                self.phase = "play"         # skips the draw when the hidden top card is low
                p = super()._pending()
            return p

    assert leak_found(Leaky, "can tell hidden cards apart"), \
        "a game that skips a decision because of the deck's hidden top card was not caught"


def check_touch(game):
    """Every decision can be made on the table: each legal action is one click, or a pick then a
    target, on things the deciding seat's drawing draws (``data-key``)."""
    import html as htmllib
    import re

    from ogrelab.core import touch

    legal = game.legal_actions()
    if not any(a.on for a in legal):
        return
    t = touch(legal)
    assert not t.buttons, f"not to be made on the table: {list(t.buttons)[:5]}"
    drawn = {htmllib.unescape(k) for k in re.findall(r'data-key="([^"]*)"', game.html(game.current_player))}
    needed = set(t.click) | set(t.pick) | {x for v in t.pick.values() for x in v}
    missing = sorted(needed - drawn)
    assert not missing, f"touched but not drawn: {missing[:5]}"


# ----------------------------------------------- every game's named positions (examples.py)
def named_positions(name):
    """Each game's ``examples`` functions that take no argument and return a game of it, by name."""
    import importlib
    import inspect

    module = importlib.import_module(f"ogrelab.games.{name}.examples")
    found = {}
    for fname, f in inspect.getmembers(module, inspect.isfunction):
        if f.__module__ != module.__name__ or fname.startswith("_"):
            continue
        if inspect.signature(f).parameters:
            continue                            # a helper that builds from its arguments
        if f.__annotations__.get("return") in (game_class(name), game_class(name).__name__):
            found[fname] = f
    return found


GAME_NAMES = [n for n in registered() if not n.startswith("test_")]
POSITIONS = [(n, p) for n in GAME_NAMES for p in sorted(named_positions(n))]


def test_every_game_has_named_positions():
    for name in GAME_NAMES:
        assert len(named_positions(name)) >= 5, f"{name}'s examples.py names too few positions"


@pytest.mark.parametrize("name,position", POSITIONS, ids=[f"{n}-{p}" for n, p in POSITIONS])
def test_named_positions_build_round_trip_and_follow_the_model(name, position):
    f = named_positions(name)[position]
    assert f.__doc__ and f.__doc__.strip(), "a named position says what it shows"
    game = f()
    assert ogrelab.from_dict(roundtrip_json(game.to_dict())).to_dict() == game.to_dict()
    if not game.is_over:
        assert game.legal_actions(), "a named position still going offers actions"
        check_touch(game)
        check_decision(game)
        check_previews_follow_the_view(game, random.Random(position))


def test_the_leak_check_catches_a_decision_made_alone_because_of_a_hidden_card():
    """Made alone in one world (with its own log lines), asked in the other: still caught."""

    class Leaky(toygame.HighCard):
        name = "test_leaky_auto"

        def _apply(self, a):
            super()._apply(a)
            p = self._pending()
            if p is not None and p.rule.key == "draw" and self.deck and self.deck[-1] <= 6:
                self.auto(p, p.rule.choices(self, p)[-1])    # "stop", decided on the hidden top card
                self.log.append(f"seat {p.seat} stops at once")

    assert leak_found(Leaky, "alone, another asks it"), \
        "a decision made alone on the deck's hidden top card was not caught"


#: The names every game's ``positions`` offers, said once in ``ogrelab/games/_positions.py``
#: (``scene`` only where a game has a walkthrough's form).
SHARED_POSITION_NAMES = ("written", "game_at", "position", "state", "texts")


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_every_games_positions_offer_the_helpers_under_the_same_names(name):
    """``written(...)`` a saved state written by hand, ``game_at(state)`` the game at it, ``position(...)``
    both in one call, ``state(game)`` its saved state and ``texts(game)`` its legal actions' texts, named
    alike in every game's ``positions``; the game at a game's own saved state is that game."""
    import importlib

    positions = importlib.import_module(f"ogrelab.games.{name}.positions")
    examples = importlib.import_module(f"ogrelab.games.{name}.examples")
    for helper in SHARED_POSITION_NAMES:
        assert callable(getattr(positions, helper)), helper
    game = examples.opening()
    assert isinstance(game, Game)
    assert positions.state(game) == game.to_dict()["state"]
    assert positions.texts(game) == [str(a) for a in game.legal_actions()]
    again = positions.game_at(positions.state(game), seed=game.seed)
    assert positions.state(again) == positions.state(game), "the number of seats follows from the state"
    assert again.options == game.options


def test_every_games_positions_names_the_shared_helpers_in_the_same_words():
    """Each ``positions`` docstring opens with the same paragraphs, and every name they share is
    said once in ``ogrelab/games/_positions.py``."""
    import importlib

    from ogrelab.games import _positions

    openings = {}
    for name in ogrelab.GAMES:
        doc = importlib.import_module(f"ogrelab.games.{name}.positions").__doc__
        openings[name] = doc.split("\n\n")[:2]
    assert len({tuple(o) for o in openings.values()}) == 1, openings
    for helper in SHARED_POSITION_NAMES + ("scene",):
        assert f"``{helper}(" in _positions.__doc__ and f"``{helper}(" in openings[ogrelab.GAMES[0]][1], helper
