"""``game.clone()``: an exact, independent copy of the position (the coach clones a world per action).

Every game copies its position directly (``_copy_from``) rather than through a save and its
checks; these tests hold that copy to what a save gives, for many positions along seeded
random and heuristic games of every option set the conformance suite plays:

- the clone saves as the original does (``to_dict``), with the same line of play;
- it plays on as the original does: the same decision, legal actions, previews, views, log;
- it shares nothing with the original: moves played on the clone leave the original as it
  was, and moves played on the original leave the clone as it was.
"""

from __future__ import annotations

import random

import pytest

import ogrelab
from ogrelab.core import choose, game_class, make_bot

CASES = [(name, opts) for name in ogrelab.GAMES for opts in game_class(name).CONFORMANCE]
IDS = [f"{n}-" + "-".join(f"{k}={v}" for k, v in o.items()) for n, o in CASES]
RANDOM_GAMES = 3
EVERY = 3           # a clone every this many actions
FOLLOW = 12         # actions a clone is followed in step with its original
AWAY = 8            # random actions played on a clone to see that the original does not move
MANY = 40           # past this many clones in a game (Ogre Bash's are long), one every 25 actions


def _step(game) -> tuple:
    """What a game shows at a decision: enough that equal steps mean it plays on alike."""
    legal = game.legal_actions()
    seat = game.current_player
    return (game.to_dict(), str(game.decision), game.is_over, repr(game.result), list(game.log),
            [(a.text, a.seat, a.kind, a.args, game.preview(a), game.preview(a, outcome=False))
             for a in legal],
            None if seat is None else game.view(seat))


def _away(clone, rng) -> None:
    """Play on the clone, so that anything it shared with its original would change."""
    for _ in range(AWAY):
        if clone.is_over:
            break
        legal = clone.legal_actions()
        clone.play(legal[rng.randrange(len(legal))])


def _check_clones(game, pick, rng) -> int:
    """Play ``game`` to its end with ``pick``, cloning it along the way; returns the clones checked."""
    followed = []       # (clone, actions left to follow it)
    untouched = []      # (clone, its save when it was made): the original's moves must not reach it
    made = n = 0
    while not game.is_over:
        if n % (EVERY if made < MANY else 25) == 0:
            before = game.to_dict()
            clone = game.clone()
            assert clone.to_dict() == before
            assert clone.history == game.history and clone.line == game.line
            away = game.clone()
            _away(away, rng)
            assert game.to_dict() == before, "moves played on a clone changed the original"
            followed.append([clone, FOLLOW])
            untouched.append((game.clone(), before))
            made += 1
        now = _step(game)
        for entry in followed:
            assert _step(entry[0]) == now, "a clone plays on differently from its original"
        action = pick(game)
        game.play(action)
        for entry in followed:
            entry[0].play(action.text)
            entry[1] -= 1
        followed = [e for e in followed if e[1] > 0]
        n += 1
    for entry in followed:
        assert _step(entry[0]) == _step(game)
    for clone, saved in untouched:
        assert clone.to_dict() == saved, "moves played on the original changed a clone"
    return made


@pytest.mark.parametrize("name,opts", CASES, ids=IDS)
def test_clone_is_exact_and_independent_in_random_games(name, opts):
    """A clone at every few actions of seeded random games."""
    made = 0
    for k in range(RANDOM_GAMES):
        rng = random.Random(k)
        game = ogrelab.new_game(name, seed=100 + k, **opts)
        made += _check_clones(game, lambda g: g.legal_actions()[rng.randrange(len(g.legal_actions()))], rng)
    assert made >= 10


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_clone_is_exact_and_independent_in_heuristic_games(name):
    """A clone at every few actions of a game between heuristic bots (the coach's worlds)."""
    game = ogrelab.new_game(name, seed=7)
    bots = [make_bot(name, "heuristic", seed=s) for s in range(game.players)]
    assert _check_clones(game, lambda g: choose(bots[g.current_player], g), random.Random(7)) >= 5


def test_zombies_clone_copies_every_decision_inside_an_effect():
    """Zombies vs Cheerleaders: a decision inside an effect or the set-up holds cards and counts
    its rule changes as it goes on (Fresh meat's zombies, the coach's cards, the janitor's
    points); a clone has its own, for every kind random games reach, and the coach's (a boss
    seldom played: from the rules notebook's position)."""
    from ogrelab.games.zombies_vs_cheerleaders import examples

    def check(game, rng):
        before = game.to_dict()
        clone = game.clone()
        assert clone.pending is not game.pending and clone.pending.data is not game.pending.data
        assert clone.to_dict() == before
        _away(clone, rng)
        assert game.to_dict() == before

    seen = set()
    for k in range(40):
        rng = random.Random(k)
        game = ogrelab.new_game("zombies_vs_cheerleaders", seed=k, columns=(4, 5, 6)[k % 3],
                                auto_setup=k % 2 == 0)
        while not game.is_over:
            if game.pending is not None and game.pending.rule.key not in seen:
                seen.add(game.pending.rule.key)
                check(game, rng)
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))])
    assert {"fresh meat", "return 3", "place zombies", "place cheerleaders", "deal barricades"} <= seen, seen
    rng = random.Random(1)
    game = examples.coach()
    game.play("coach")
    while game.pending is not None:
        assert game.pending.rule.key == "coach"
        check(game, rng)
        legal = game.legal_actions()
        game.play(legal[rng.randrange(len(legal))])
