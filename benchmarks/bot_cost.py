"""What the heuristic bot costs: random and heuristic games per CPU second, per game, and their ratio.

    nice python benchmarks/bot_cost.py [ogre_cheerleaders ...] [--runs 3] [--seed 0] [--scale 1.0]

The coach plays its sampled worlds to the end with every seat played by the
heuristic bot, so that bot's games, not random ones, set how many worlds a
second buys. Both kinds are played from the same seeds (default options),
every seat the same bot; the figure is the best of ``--runs`` runs in CPU
seconds (``time.process_time``), so a shared machine disturbs it little.
``fingerprint`` hashes the heuristic games' actions: the same figure before
and after a change to a bot or an engine means the same choices on every seed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

import ogrelab
from ogrelab.core import make_bot, play_out

from playouts import playouts

#: Games per run (random, heuristic): each run takes about a second on one core.
GAMES = {"ogre_cheerleaders": (2000, 40), "ogre_bash": (60, 20),
         "zombies_vs_cheerleaders": (1000, 100), "ogres_delight": (800, 100)}


def heuristic_games(name: str, games: int, seed: int = 0) -> tuple[float, str]:
    """CPU seconds for ``games`` heuristic games from seeds ``seed``.., and their actions' hash."""
    digest = hashlib.sha256()
    start = time.process_time()
    for k in range(games):
        game = ogrelab.new_game(name, seed=seed + k)
        bots = [make_bot(name, "heuristic", seed=seed + game.players * k + s) for s in range(game.players)]
        play_out(game, bots)
        digest.update("\n".join(game.history).encode() + b"\0")
    return time.process_time() - start, digest.hexdigest()[:16]


def random_games(name: str, games: int, seed: int = 0) -> float:
    """CPU seconds for ``games`` random games (``benchmarks/playouts.py``) from the same seeds."""
    start = time.process_time()
    playouts(name, games, seed)
    return time.process_time() - start


def cost(name: str, runs: int = 3, seed: int = 0, scale: float = 1.0) -> dict:
    n_random, n_heuristic = (max(1, round(n * scale)) for n in GAMES[name])
    best_random = min(random_games(name, n_random, seed) for _ in range(runs))
    heuristic = [heuristic_games(name, n_heuristic, seed) for _ in range(runs)]
    best_heuristic = min(s for s, _ in heuristic)
    random_rate = n_random / best_random
    heuristic_rate = n_heuristic / best_heuristic
    return {"game": name, "random_games_per_cpu_s": round(random_rate, 1),
            "heuristic_games_per_cpu_s": round(heuristic_rate, 1),
            "ratio": round(random_rate / heuristic_rate, 1),
            "games": [n_random, n_heuristic], "runs": runs, "seed": seed,
            "fingerprint": heuristic[0][1]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"any of {', '.join(GAMES)} (default: all)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--scale", type=float, default=1.0, help="games per run, times the defaults")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(GAMES))
    if unknown:
        parser.error(f"no game {', '.join(unknown)}; games: {', '.join(GAMES)}")
    for name in args.games or GAMES:
        print(json.dumps(cost(name, args.runs, args.seed, args.scale)), flush=True)


if __name__ == "__main__":
    main()
