"""Ogre Cheerleaders: the heuristic bot against the random bot, 2 players, seats alternating.

    python benchmarks/ogre_cheerleaders_bots.py [--games 1000] [--seed 0]

Reports the heuristic bot's wins, losses and draws (a draw counts as not won).
"""

from __future__ import annotations

import argparse
import json
import time

import ogrelab
from ogrelab.core import make_bot, play_out

NAME = "ogre_cheerleaders"


def match(games: int, seed: int = 0, opponent: str = "random") -> dict:
    wins = losses = draws = 0
    points = [0, 0]
    start = time.perf_counter()
    for k in range(games):
        hero = k % 2                      # the heuristic bot takes seat 0 and seat 1 in turn
        bots = [None, None]
        bots[hero] = make_bot(NAME, "heuristic", seed=seed + 2 * k)
        bots[1 - hero] = make_bot(NAME, opponent, seed=seed + 2 * k + 1)
        game = play_out(ogrelab.new_game(NAME, seed=seed + k, players=2), bots)
        r = game.result
        if r.draw or not r.winners:
            draws += 1
        elif r.winners == (hero,):
            wins += 1
        else:
            losses += 1
        points[0] += r.scores[hero]
        points[1] += r.scores[1 - hero]
    elapsed = time.perf_counter() - start
    return {"games": games, "heuristic_wins": wins, "losses": losses, "draws": draws,
            "win_rate": round(wins / games, 3), "mean_points": [round(p / games, 1) for p in points],
            "opponent": opponent, "seconds": round(elapsed, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opponent", default="random")
    args = parser.parse_args(argv)
    print(json.dumps(match(args.games, args.seed, args.opponent)))


if __name__ == "__main__":
    main()
