"""Random playouts of a game, in one process: actions per second and games per second.

    python benchmarks/playouts.py ogre_cheerleaders --games 2000 [--option players=3]

Compare with RLCard's uno, measured the same way by ``benchmarks/uno.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import ogrelab


def parse_option(text: str):
    key, _, value = text.partition("=")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def playouts(name: str, games: int, seed: int = 0, **options) -> dict:
    rng = random.Random(seed)
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(games):
        game = ogrelab.new_game(name, seed=seed + k, **options)
        while not game.is_over:
            legal = game.legal_actions()
            game.play(legal[int(rng.random() * len(legal))])
            actions += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"game": name, "options": options, "games": games, "actions": actions,
            "seconds": round(elapsed, 3), "actions_per_s": round(actions / elapsed),
            "games_per_s": round(games / elapsed, 1),
            # in CPU time too: on a shared machine, the figure that compares
            "actions_per_cpu_s": round(actions / cpu)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=ogrelab.GAMES)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options = dict(parse_option(o) for o in args.option)
    print(json.dumps(playouts(args.game, args.games, args.seed, **options)))


if __name__ == "__main__":
    main()
