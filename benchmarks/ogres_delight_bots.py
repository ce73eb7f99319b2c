"""Ogre's Delight: heuristic bot against random play, and heuristic against heuristic.

    python benchmarks/ogres_delight_bots.py --games 500

Prints, per hero count, the heroes' win rate for each pairing (heroes' bot vs
the boss's bot); draws (turn limit) count as not won.
"""

from __future__ import annotations

import argparse
import json
import time

import ogrelab
from ogrelab.core import make_bot, play_out

GAME = "ogres_delight"
PAIRINGS = [("random", "random"), ("heuristic", "random"), ("random", "heuristic"),
            ("heuristic", "heuristic")]


def heroes_win_rate(heroes_bot: str, boss_bot: str, games: int, heroes: int, seed: int = 0,
                    **options) -> dict:
    won = drawn = 0
    for k in range(games):
        game = ogrelab.new_game(GAME, seed=seed + k, heroes=heroes, **options)
        bots = [make_bot(GAME, boss_bot, seed=seed + k)] + \
               [make_bot(GAME, heroes_bot, seed=seed + k + 7919 * h) for h in range(1, heroes + 1)]
        play_out(game, bots)
        r = game.result
        won += 1 in r.winners
        drawn += r.draw
    return {"heroes": heroes, "heroes_bot": heroes_bot, "boss_bot": boss_bot, "games": games,
            "heroes_win": round(won / games, 3), "draws": round(drawn / games, 3)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--heroes", type=int, nargs="*", default=[1, 2, 3, 4])
    parser.add_argument("--pairing", nargs=2, action="append", metavar=("HEROES_BOT", "BOSS_BOT"))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    pairings = [tuple(p) for p in args.pairing] if args.pairing else PAIRINGS
    for h in args.heroes:
        for hb, bb in pairings:
            start = time.perf_counter()
            row = heroes_win_rate(hb, bb, args.games, h, args.seed)
            row["seconds"] = round(time.perf_counter() - start, 1)
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
