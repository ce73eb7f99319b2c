"""Ogre Cheerleaders, the bot's slim position (``sim.Sim``): every option leads where the game's move does.

The heuristic bot tries its turns on :class:`~ogrelab.games.ogre_cheerleaders.sim.Sim`, not on
copies of the game. Over positions of many seeded games (2 to 5 players, small decks that run
out, a short turn limit, other effects), every legal action is played both ways and the two
positions compared: the options in the same order, the points each scores at once, then the field, what is as dealt, hands,
bench, deck, the generator, points, the decision waiting and the turn's flow (draw phase, loop
rule, end of the game).
"""

from __future__ import annotations

import random

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position
from ogrelab.games.ogre_cheerleaders.sim import Sim, end_turn
from ogrelab.games.ogre_cheerleaders.sim_field import pair_code


def _game_side(g) -> dict:
    p = g.pending[-1] if g.pending else None
    return {"field": list(g.field), "as_dealt": set(g.as_dealt), "hands": [list(h) for h in g.hands],
            "bench": list(g.bench), "deck": list(g.deck), "rng": g.rng.state, "seat": g.seat,
            "pending": None if p is None else (p.rule.key, p.data[0], tuple(p.data[1])), "bonus": g.bonus,
            "played": g.played, "points": list(g.points), "turns": g.turns, "began_empty": g.began_empty,
            "loop": (g.loop_value, list(g.loop_field), g.loop_streak), "ended": g.ended}


def _sim_side(s: Sim) -> dict:
    p = s.pend
    return {"field": list(s.field), "as_dealt": set(s.ad), "hands": [list(h) for h in s.hands],
            "bench": list(s.bench), "deck": s.deck[:s.n], "rng": s.rng, "seat": s.seat,
            "pending": None if p is None else (p[0], p[1], tuple(p[2])), "bonus": s.bonus,
            "played": s.played, "points": list(s.points), "turns": s.turns, "began_empty": s.began_empty,
            "loop": (s.loop_value, list(s.loop_field), s.loop_streak), "ended": s.ended}


OPTION_SETS = [
    {"players": 2},
    {"players": 3},
    {"players": 4, "turn_limit": 25},
    {"players": 5},
    {"players": 2, "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "teams": ["Oafs", "Brutes", "Grunts"]},
    {"players": 2, "effects": {"2": "bench_to_hand", "4": "none"}},
    {"players": 3, "values": [1, 2, 3, 5, 6, 7, 8, 9], "teams": ["Oafs", "Brutes", "Grunts"],
     "effects": {"3": "shuffle_field", "9": "bench_neighbour_and_far_end"}},
    {"players": 2, "values": [4, 5, 6, 7], "teams": ["Oafs", "Brutes", "Grunts", "Lunks"],
     "effects": {"5": "field_to_hand", "6": "field_to_hand"}},
]


def _every_option(g) -> int:
    """Plays each legal action of ``g`` on a copy of the game and on a Sim; both must agree."""
    legal = g.legal_actions()
    sim = Sim.of(g)
    assert sim.options() == [a.args for a in legal]
    assert [sim.option(i) for i in range(len(legal))] == [a.args for a in legal]
    gains = sim.gains()
    for a, gain in zip(legal, gains):
        moved = g.bare_copy()
        moved._apply(a)
        tried = sim.copy()
        tried.step(a.args)
        turn_over = moved.turns != g.turns
        assert tried.done == turn_over, a
        if turn_over:
            end_turn(tried)
        assert _sim_side(tried) == _game_side(moved), a
        assert tried.code == pair_code(g.t.pair, g.t.size, tried.field), a
        assert gain == moved.points[g.seat] - g.points[g.seat], a
        ends = sim.end_points(a.args)
        if ends is not None:
            assert turn_over and gain == ends, a
    assert _sim_side(sim) == _game_side(g), "a move changed the position it was tried from"
    return len(legal)


def _walks(g, seed: int, walks: int = 1) -> int:
    """Every option checked along ``walks`` random lines of play from ``g`` to the end."""
    checked = 0
    pick = random.Random(seed)
    for _ in range(walks):
        line = g.clone()
        while not line.is_over:
            checked += _every_option(line)
            legal = line.legal_actions()
            line.play(legal[int(pick.random() * len(legal))])
    return checked


@pytest.mark.parametrize("options", OPTION_SETS)
def test_every_option_leads_where_the_games_own_move_does(options):
    checked = sum(_walks(ogrelab.new_game("ogre_cheerleaders", seed=seed, **options), seed) for seed in range(12))
    assert checked > 1000


NAMED = [f for name, f in vars(examples).items()
         if callable(f) and getattr(f, "__module__", "") == examples.__name__ and f.__code__.co_argcount == 0]


@pytest.mark.parametrize("make", NAMED + [lambda v=v: examples.effect(v) for v in range(1, 11)] + [
    # Miscellaneous Ogre Notes: a seat with no card and no deck passes; a loop three turns long;
    # option turn_limit: the 200th turn ends the game
    lambda: position(field=["1-Oafs"], hands=[["9-Lunks", "2-Oafs"], [], ["3-Brutes", "10-Grunts"]], deck=[]),
    lambda: position(field=["4-Oafs"], hands=[["4-Brutes", "2-Oafs"], ["4-Grunts"]], deck=LUNKS,
                     loop={"played": 4, "field": ["4-Grunts"], "streak": 3}),
    lambda: position(field=["2-Grunts", "4-Oafs"], hands=[["4-Brutes", "9-Oafs"], ["4-Grunts"]], deck=LUNKS,
                     loop={"played": 4, "field": ["2-Lunks", "4-Oafs"], "streak": 3}),
    lambda: position(field=["5-Oafs", "8-Brutes"], hands=[["10-Grunts", "7-Oafs"], ["4-Lunks"]],
                     deck=LUNKS, turn=199),
])
def test_every_option_of_the_named_positions_leads_where_the_games_own_move_does(make):
    g = make()
    assert _walks(g, 0, walks=8) > 0


@pytest.mark.parametrize("options", OPTION_SETS)
def test_a_world_sampled_from_a_view_is_the_one_determinize_deals(options):
    # Bots see only game.view(seat): each seat's view, the 8's cards hidden from the others
    # included, deals the same cards to the same hidden places, with the same luck to come.
    g = ogrelab.new_game("ogre_cheerleaders", seed=3, **options)
    pick = random.Random(3)
    cls = type(g)
    while not g.is_over:
        for seat in range(g.players):
            view = g.view(seat)
            seed = pick.randrange(2**31)
            slim, full = Sim.sample(view, seed), cls.determinize(view, seed)
            assert _sim_side(slim) == _game_side(full)
            assert slim.deck == full.deck
        legal = g.legal_actions()
        g.play(legal[int(pick.random() * len(legal))])


def test_the_formations_read_from_the_pairs_bits_are_the_scoring_phases():
    # #2 Scoring Phase: 3+ of a team, 3+ in sequence either way, 2+ of a number; a run all as dealt
    # is left out. The Sim finds them from its neighbouring pairs alone, once per pattern.
    from ogrelab.games.ogre_cheerleaders.scoring import formations
    from ogrelab.games.ogre_cheerleaders.sim_field import runs_of
    for options in OPTION_SETS[:1] + OPTION_SETS[4:]:
        t = ogrelab.new_game("ogre_cheerleaders", seed=0, **options).t
        pick = random.Random(1)
        for _ in range(3000):
            field = pick.sample(range(t.size), pick.randint(0, min(10, t.size)))
            dealt = frozenset(c for c in field if pick.random() < 0.3)
            code = pair_code(t.pair, t.size, field)
            runs = [r for r in runs_of(code) if not all(field[k] in dealt for k in range(r[0], r[1] + 1))]
            assert runs == formations(t, field, dealt), field
