"""The heuristic bot: it plays either side, by the value of each cast on paper."""

from __future__ import annotations

import ogrelab
from ogrelab.core import make_bot
from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, MAUVE, NETTLE, PIP, game_at, make_cast, written


def test_heuristic_bot_plays_legal_moves_on_both_sides():
    for seed in range(3):
        for heroes in (1, 3):
            g = ogrelab.new_game("ogres_delight", seed=seed, heroes=heroes, auto_draft=False, auto_decks=False)
            bots = [make_bot("ogres_delight", "heuristic", seed=s) for s in range(g.players)]
            n = 0
            while not g.is_over:
                seat = g.current_player
                a = bots[seat].choose(g.view(seat), g.legal_actions())
                assert a in g.legal_actions() and a.seat == seat
                g.play(a)
                n += 1
            assert n > 0


def _choice(g):
    bot = make_bot("ogres_delight", "heuristic", seed=0)
    return str(bot.choose(g.view(g.current_player), g.legal_actions()))


def test_heuristic_bot_taunts_when_an_ally_would_die():
    st = written(heroes=("Sister Brisket", NETTLE), hp={2: 5}, active=0, last_hero=2, decider=1, phase="react",
                 cast=make_cast(0, [2], ("Crunch", 0)),
                 hands={0: ["Slam"], 1: ["Smite", "Challenge"], 2: ["Soothe"]})
    assert _choice(game_at(st)) == "play Challenge"


def test_heuristic_bot_heals_below_the_threshold():
    st = written(heroes=(GORM, NETTLE), hp={1: 12}, active=2, hands={2: ["Soothe", "Regrowth"]})
    assert _choice(game_at(st)) == f"cast Regrowth at {GORM}"


def test_heuristic_bot_interrupts_a_channelled_cast():
    st = written(hands={1: ["Shield Bash", "Shield Slam", "Crushing Blow"]},
                 channel={0: {"skill": "Gorge", "targets": [0], "turns_left": 1, "face_down": False}})
    assert _choice(game_at(st)) == f"cast Shield Slam at {GRUMBELLY}"


def test_heuristic_bot_focuses_the_lowest_health_enemy():
    st = written(heroes=(GORM, PIP, MAUVE), hp={3: 9}, active=0, last_hero=3, hands={0: ["Slam", "Crunch", "Gorge"]})
    assert _choice(game_at(st)) == f"cast Crunch at {MAUVE}"


def test_heuristic_bot_beats_random_play_on_both_sides():
    """A small sample here; benchmarks/ogres_delight_bots.py measures 500 games."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    from ogres_delight_bots import heroes_win_rate
    hr = heroes_win_rate("heuristic", "random", 20, 2, seed=50)["heroes_win"]
    rr = heroes_win_rate("random", "random", 20, 2, seed=50)["heroes_win"]
    rh = heroes_win_rate("random", "heuristic", 20, 2, seed=50)["heroes_win"]
    assert hr > rr + 0.3 and rh <= rr
