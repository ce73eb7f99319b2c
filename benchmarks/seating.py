"""Rotated seating and the design lab's batches: what they cost over a plain simulate().

Three runs of the same games (random bots, so the engine dominates):

- ``fixed``: ``simulate(..., seating="fixed")`` over ``2 * games`` deals, the reference;
- ``rotate``: ``simulate(..., bots=[random, random:...])`` on ``games`` deals, two
  rotations each, the same number of games;
- ``lab``: the same rotated jobs through ``batches(..., chunk_size=deals / 10,
  interleave=True)``, the frame and its metrics rebuilt at most once a second and at
  the end, as the lab app redraws its charts (``REDRAW_EVERY``).

    python benchmarks/seating.py ogre_cheerleaders --games 2000
"""

from __future__ import annotations

import argparse
import json
import math
import time

from ogrelab.analysis import metrics, simulate
from ogrelab.analysis.runner import batches, frame_of, seated_jobs
from ogrelab.widgets.lab import REDRAW_EVERY


def seconds(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def lab_run(name: str, games: int, bots) -> None:
    jobs = seated_jobs(name, games, bots, seed=1)
    parts, last = {}, time.perf_counter()
    for i, _n, rows in batches(jobs, chunk_size=max(1, math.ceil(games / 10)), interleave=True, lead=False):
        parts[i] = rows
        if time.perf_counter() - last >= REDRAW_EVERY:
            metrics(frame_of(parts))
            last = time.perf_counter()
    metrics(frame_of(parts))


def main(argv=None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", default="ogre_cheerleaders")
    p.add_argument("--games", type=int, default=2000, help="deals of the rotated run")
    p.add_argument("--repeat", type=int, default=3, help="best of this many runs")
    args = p.parse_args(argv)
    # a second name for the random bot, so the seats differ and the seating rotates
    mixed = ["random", "random:"]
    runs = {
        "fixed": lambda: simulate(args.game, 2 * args.games, bots="random", seed=1, seating="fixed", lead=False,
                                  progress=False),
        "rotate": lambda: simulate(args.game, args.games, bots=mixed, seed=1, lead=False, progress=False),
        "lab": lambda: lab_run(args.game, args.games, mixed),
    }
    best = {k: min(seconds(fn) for _ in range(args.repeat)) for k, fn in runs.items()}
    out = {"game": args.game, "games": 2 * args.games,
           **{f"{k}_s": round(v, 3) for k, v in best.items()},
           "rotate_over_fixed": round(best["rotate"] / best["fixed"], 3),
           "lab_over_fixed": round(best["lab"] / best["fixed"], 3)}
    print(json.dumps(out))
    return out


if __name__ == "__main__":
    main()
