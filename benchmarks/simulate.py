"""simulate(): speed with 1 and 2 workers, and its overhead over a bare playout loop.

    python benchmarks/simulate.py ogre_cheerleaders --games 10000 [--option players=2]

The bare loop plays exactly the games simulate() plays (same seeds, same
random choices) with nothing else: no rows, no statistics, no batches. The
overhead is simulate(workers=1) over that loop in processor time (steady on a
busy machine), as called by default and without following the lead turn
by turn (``lead=False``); the speed-up is simulate(workers=1) over simulate(workers=2)
in wall-clock time.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import ogrelab
from playouts import parse_option
from ogrelab.analysis import simulate
from ogrelab.analysis.runner import game_seed
from ogrelab.core.bots import bot_seed




def bare_loop(name: str, games: int, seed: int, options: dict) -> tuple[float, int]:
    start = time.process_time()
    actions = 0
    for i in range(games):
        s = game_seed(seed, i)
        game = ogrelab.new_game(name, seed=s, **options)
        rngs = [random.Random(bot_seed(s, seat)) for seat in range(game.players)]
        while not game.is_over:
            legal = game.legal_actions()
            game.play(legal[int(rngs[game.current_player].random() * len(legal))])
            actions += 1
    return time.process_time() - start, actions


def timed(**kwargs) -> tuple[float, object]:
    """Wall-clock seconds of a simulate() call (its workers run in other processes)."""
    start = time.perf_counter()
    frame = simulate(**kwargs)
    return time.perf_counter() - start, frame


def cpu(**kwargs) -> float:
    """Processor seconds of an in-process simulate() call: steady on a busy machine."""
    start = time.process_time()
    simulate(**kwargs)
    return time.process_time() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=ogrelab.GAMES)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs")
    args = parser.parse_args(argv)
    options = dict(parse_option(o) for o in args.option)
    run = dict(name=args.game, n_games=args.games, bots="random", seed=args.seed, options=options, progress=False)
    small = dict(run, n_games=min(args.games, 2000))
    bare = one_cpu = plain_cpu = float("inf")
    for _ in range(args.repeat):   # interleaved, best of each: the machine may be busy
        bare = min(bare, bare_loop(args.game, small["n_games"], args.seed, options)[0])
        one_cpu = min(one_cpu, cpu(workers=1, **small))
        plain_cpu = min(plain_cpu, cpu(workers=1, lead=False, **small))
    one = min(timed(workers=1, **run)[0] for _ in range(args.repeat))
    two, frame = min((timed(workers=2, **run) for _ in range(args.repeat)), key=lambda r: r[0])
    _, actions = bare_loop(args.game, min(args.games, 200), args.seed, options)
    same = int(frame["actions"].head(200).sum()) == actions
    print(json.dumps({
        "game": args.game, "options": options, "games": args.games,
        "actions": int(frame["actions"].sum()), "same_games_as_bare_loop": same,
        "workers_1_s": round(one, 3), "workers_2_s": round(two, 3),
        "speedup_1_to_2_workers": round(one / two, 2),
        "games_per_s_2_workers": round(args.games / two),
        "cpu_s_bare_loop": round(bare, 3), "cpu_s_simulate": round(one_cpu, 3),
        "cpu_s_simulate_no_lead": round(plain_cpu, 3),
        "overhead_over_bare_loop": f"{one_cpu / bare - 1:+.1%}",
        "overhead_no_lead": f"{plain_cpu / bare - 1:+.1%}",
        "cpu_games": small["n_games"],
    }))

if __name__ == "__main__":
    main()
