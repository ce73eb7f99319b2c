"""Mining puzzles measured: bot games per minute and puzzles found per game, per game.

    nice python benchmarks/mining.py                      # every game, 10 games each
    nice python benchmarks/mining.py ogre_bash --games 40

Each game is mined with ``ogrelab.lessons.mine`` and its defaults (the game's
margin, ``looks`` decisions per bot game, the screen and the confirmation; see
``ogrelab.lessons.mining``) from ``--seed``, until ``--games`` bot games are
played (``n`` is set high enough never to stop it early). Reported per game:
the seconds, games per minute, puzzles found and puzzles per game, and the
sections the puzzles teach. The figures depend on the machine's load: run it
on its own.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

import ogrelab
from ogrelab import lessons
from ogrelab.lessons import mining


def bench(name: str, games: int, seed: int, looks: int) -> dict:
    t = time.perf_counter()
    found = lessons.mine(name, 1000, seed=seed, games=games, looks=looks)
    seconds = time.perf_counter() - t
    return {"bench": "mining", "game": name, "games": games, "seed": seed, "looks": looks,
            "margin": mining.MARGIN.get(name, mining.DEFAULT_MARGIN),
            "seconds": round(seconds, 1), "games_per_minute": round(games / seconds * 60, 2),
            "puzzles": len(found), "puzzles_per_game": round(len(found) / games, 2),
            "sections": dict(Counter(p.section for p in found))}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("names", nargs="*", default=list(ogrelab.GAMES), help="games (default: all four)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--looks", type=int, default=12, help="decisions looked at per bot game")
    a = p.parse_args()
    for name in a.names:
        print(json.dumps(bench(name, a.games, a.seed, a.looks)), flush=True)


if __name__ == "__main__":
    main()
