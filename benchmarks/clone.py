"""What ``game.clone()`` costs, per game: microseconds of CPU time per clone.

    nice python benchmarks/clone.py [GAME ...] [--reps 20] [--runs 7]

The coach clones a sampled world once per action it tries, so a clone's cost is
paid many times a second. Positions: every 5th action of six seeded random
games (default options), at most 240; each is cloned ``--reps`` times a run,
and the figure is the best of ``--runs`` runs in CPU seconds
(``time.process_time``), so a shared machine disturbs it little.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import ogrelab


def positions(name: str) -> list:
    out = []
    for k in range(6):
        game = ogrelab.new_game(name, seed=k)
        rng = random.Random(k)
        i = 0
        while not game.is_over and len(out) < 40 * (k + 1):
            if i % 5 == 0:
                out.append(game.clone())
            legal = game.legal_actions()
            game.play(legal[int(rng.random() * len(legal))])
            i += 1
    return out


def clone_cost(name: str, reps: int = 20, runs: int = 7) -> dict:
    games = positions(name)
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        for _ in range(reps):
            for game in games:
                game.clone()
        best = min(best, (time.process_time() - start) / (reps * len(games)))
    return {"game": name, "positions": len(games), "us_per_clone": round(best * 1e6, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help="default: all four")
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(ogrelab.GAMES))
    if unknown:
        parser.error(f"no game {', '.join(unknown)}; games: {', '.join(ogrelab.GAMES)}")
    for name in args.games or ogrelab.GAMES:
        print(json.dumps(clone_cost(name, args.reps, args.runs)), flush=True)


if __name__ == "__main__":
    main()
