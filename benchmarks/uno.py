"""RLCard's uno with random legal actions: the reference figure for playouts.py.

Runs in its own environment so that rlcard never becomes a dependency of ogrelab:

    python3 -m venv .venv-uno && .venv-uno/bin/pip install rlcard
    .venv-uno/bin/python benchmarks/uno.py --games 500

Measured as STACK.md describes: per game ``env.reset()`` and, until
``env.is_over()``, a uniformly random choice from ``state["legal_actions"]``
passed to ``env.step``; actions/s counts ``env.step`` calls.
"""

import argparse
import json
import random
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    import numpy as np
    import rlcard

    random.seed(args.seed)
    np.random.seed(args.seed)
    env = rlcard.make("uno", config={"seed": args.seed})
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(args.games):
        state, _ = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _ = env.step(random.choice(legal))
            actions += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(json.dumps({"game": "rlcard uno", "games": args.games, "actions": actions,
                      "seconds": round(elapsed, 3), "actions_per_s": round(actions / elapsed),
                      "games_per_s": round(args.games / elapsed, 1),
                      # in CPU time too: on a shared machine, the figure that compares
                      "actions_per_cpu_s": round(actions / cpu)}))


if __name__ == "__main__":
    main()
