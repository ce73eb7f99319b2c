"""Fit a game's judge of unfinished positions on heuristic self-play, and write its weights.

    python scripts/fit_judge.py ogre_bash            # 3,000 games to fit, 1,000 others to check
    python scripts/fit_judge.py ogre_cheerleaders --games 600 --held-out 200 --dry-run

The coach plays each world on for a few actions only (``JUDGE_AFTER`` in the game's
``bots.py``) and asks the judge who is likely to win from there, where a whole game
would run for many more (Ogre Bash: hundreds). The judge reads what the game's
``judge_features`` gives of each seat (Ogre Bash: fists and the worth of the hand;
Ogre Cheerleaders: the points lead and how late it is), and gives every seat's
chance as a softmax of a linear score (McFadden's conditional logit,
:mod:`ogrelab.core.judge`): the weights that make the winners of heuristic games
likeliest from positions of those games, found by scipy's BFGS.

Then it is checked on games it was not fitted on: its Brier score against the
base rate's (1 / players), and win chances in tenths against how often those
seats won. The weights go to the game package's ``judge.json`` with the
figures; the game needs only the standard library to read them.

scipy (with numpy) is needed here only: ``pip install -e .[fit]``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
from pathlib import Path

import ogrelab
from ogrelab.core.judge import JUDGE_FILE, Judge

#: Per game: the player counts its games are dealt with (a count twice, twice as often) and the
#: actions between the positions taken from a game (a position is much like the next one).
SAMPLING = {"ogre_bash": {"players": [2, 3, 4, 4, 4, 5, 6], "every": 25},
            "ogre_cheerleaders": {"players": [2, 2, 3, 4], "every": 3}}


def positions(name: str, games: int, seed: int, every: int, players: tuple[int, ...]):
    """(features of each seat, winner, players) at every ``every``-th action of heuristic
    self-play of game ``name`` (games won by one seat only)."""
    bots = importlib.import_module(f"ogrelab.games.{name}.bots")
    rng = random.Random(seed)
    out = []
    for g in range(games):
        n = rng.choice(players)
        game = ogrelab.new_game(name, seed=rng.getrandbits(31), players=n)
        seats = [ogrelab.make_bot(name, "heuristic", seed=rng.getrandbits(31)) for _ in range(n)]
        start = rng.randrange(every)
        taken = []
        while not game.is_over and game.ply < 20_000:
            if game.ply >= start and (game.ply - start) % every == 0:
                taken.append([bots.judge_features(game, s) for s in range(n)])
            game.play(ogrelab.core.choose(seats[game.current_player], game))
        if not game.is_over or game.result.draw or len(game.result.winners) != 1:
            continue
        winner = game.result.winners[0]
        out.extend((rows, winner, n) for rows in taken)
        if (g + 1) % 200 == 0:
            print(f"  {g + 1} of {games} games played", file=sys.stderr)
    return out


def softmax_fit(data, features: int) -> list[float]:
    """The weights that make the winners likeliest: a softmax over the seats of a position of
    their linear scores (McFadden's conditional logit), maximised with scipy."""
    import numpy as np
    from scipy.optimize import minimize

    groups = {}
    for rows, winner, n in data:
        groups.setdefault(n, ([], []))
        groups[n][0].append(rows)
        groups[n][1].append(winner)
    arrays = [(np.array(x, dtype=float), np.array(y)) for x, y in groups.values()]
    total = len(data)

    def loss(w):
        value, grad = 0.0, np.zeros_like(w)
        for x, y in arrays:                         # x: positions x seats x features
            z = x @ w
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            rows = np.arange(len(y))
            value -= np.log(p[rows, y]).sum()
            grad -= (x[rows, y] - (p[..., None] * x).sum(axis=1)).sum(axis=0)
        return value / total, grad / total

    return list(minimize(loss, np.zeros(features), jac=True, method="BFGS").x)


def brier(data, judge) -> float:
    total = count = 0
    for rows, winner, n in data:
        for s, p in enumerate(judge(rows)):
            total += (p - (s == winner)) ** 2
            count += 1
    return total / count


def tenths(data, judge) -> list[dict]:
    """Win chances in tenths against how often those seats won."""
    bins = [[0, 0.0, 0] for _ in range(10)]
    for rows, winner, n in data:
        for s, p in enumerate(judge(rows)):
            b = bins[min(9, int(p * 10))]
            b[0] += 1
            b[1] += p
            b[2] += s == winner
    return [{"chance": f"{i / 10:.1f}-{(i + 1) / 10:.1f}", "seats": c, "said": round(said / c, 3),
             "won": round(won / c, 3)} for i, (c, said, won) in enumerate(bins) if c]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=sorted(SAMPLING), help="the game whose judge to fit")
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--held-out", type=int, default=1000)
    ap.add_argument("--every", type=int, help="actions between the positions taken from a game "
                    "(default: the game's own, SAMPLING)")
    ap.add_argument("--players", type=int, nargs="+", help="player counts of the games dealt "
                    "(default: the game's own, SAMPLING)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dry-run", action="store_true", help="report, but do not write judge.json")
    args = ap.parse_args()
    name = args.game
    every = args.every or SAMPLING[name]["every"]
    players = tuple(args.players or SAMPLING[name]["players"])
    features = importlib.import_module(f"ogrelab.games.{name}.bots").JUDGE_FEATURES

    fit = positions(name, args.games, args.seed, every, players)
    check = positions(name, args.held_out, args.seed + 1_000_003, every, players)
    weights = [round(float(w), 6) for w in softmax_fit(fit, len(features))]
    fitted = Judge(weights)
    base = brier(check, lambda rows: [1 / len(rows)] * len(rows))
    figures = {
        "positions": {"fit": len(fit), "held_out": len(check)},
        "games": {"fit": args.games, "held_out": args.held_out, "seed": args.seed, "every": every,
                  "players": list(players)},
        "brier_held_out": {"fitted": round(brier(check, fitted.chances), 4), "base_rate": round(base, 4)},
        "tenths_held_out": tenths(check, fitted.chances),
    }
    b = figures["brier_held_out"]
    print(f"positions: {len(fit)} to fit, {len(check)} held out (other games)")
    print(f"Brier score on the held-out positions: fitted {b['fitted']}, the base rate (1 / players) "
          f"{b['base_rate']}")
    print("win chance said   seats   said (mean)   won")
    for t in figures["tenths_held_out"]:
        print(f"  {t['chance']:>9}  {t['seats']:>7}   {t['said']:>10.3f}  {t['won']:.3f}")
    if not args.dry_run:
        out = Path(ogrelab.games.__file__).parent / name / JUDGE_FILE
        out.write_text(json.dumps({"features": list(features), "weights": weights, "fitted": figures},
                                  indent=1) + "\n")
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
