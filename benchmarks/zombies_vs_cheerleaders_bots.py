"""Heuristic against random for each side of Zombies vs Cheerleaders.

    python benchmarks/zombies_vs_cheerleaders_bots.py --games 500 [--columns 4]
"""

from __future__ import annotations

import argparse
import json
import time

import ogrelab
from ogrelab.core import make_bot, play_out

GAME = "zombies_vs_cheerleaders"


def match(bots: list[str], games: int, seed: int = 0, **options) -> dict:
    wins = [0, 0]
    draws = 0
    turns = 0
    for k in range(games):
        game = ogrelab.new_game(GAME, seed=seed + k, **options)
        play_out(game, [make_bot(GAME, b, seed=seed + 7919 * k + i) for i, b in enumerate(bots)])
        r = game.result
        if r.draw:
            draws += 1
        else:
            wins[r.winners[0]] += 1
        turns += game.turn
    return {"zombies": bots[0], "cheerleaders": bots[1], "games": games, "zombie_wins": wins[0],
            "cheerleader_wins": wins[1], "draws": draws, "mean_turns": round(turns / games, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--columns", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for bots in (["heuristic", "random"], ["random", "random"], ["random", "heuristic"],
                 ["heuristic", "heuristic"]):
        start = time.perf_counter()
        out = match(bots, args.games, args.seed, columns=args.columns)
        out["seconds"] = round(time.perf_counter() - start, 1)
        print(json.dumps(out))


if __name__ == "__main__":
    main()
