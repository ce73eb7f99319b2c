"""Ogre Bash: one heuristic bot against random bots (4 players by default), the heuristic seat rotating.

    python benchmarks/ogre_bash_bots.py [--games 500] [--players 4] [--seed 0] [--opponent random]

Reports the heuristic bot's win rate (its fair share is 1/players), mean fists and game lengths.
"""

from __future__ import annotations

import argparse
import json
import time

import ogrelab
from ogrelab.core import make_bot, play_out

NAME = "ogre_bash"


def match(games: int, players: int = 4, seed: int = 0, opponent: str = "random") -> dict:
    wins = draws = 0
    fists_hero = fists_other = 0.0
    actions = turns = hands = 0
    start = time.perf_counter()
    for k in range(games):
        hero = k % players
        bots = [make_bot(NAME, "heuristic" if s == hero else opponent, seed=seed + players * k + s)
                for s in range(players)]
        game = play_out(ogrelab.new_game(NAME, seed=seed + k, players=players), bots)
        r = game.result
        if r.draw or not r.winners:
            draws += 1
        elif r.winners == (hero,):
            wins += 1
        fists_hero += r.scores[hero]
        fists_other += (sum(r.scores) - r.scores[hero]) / (players - 1)
        actions += len(game.history)
        turns += game.turn
        hands += game.hand_no
    elapsed = time.perf_counter() - start
    return {"games": games, "players": players, "opponent": opponent, "heuristic_wins": wins, "draws": draws,
            "win_rate": round(wins / games, 3), "fair_share": round(1 / players, 3),
            "mean_fists": {"heuristic": round(fists_hero / games, 2), "others": round(fists_other / games, 2)},
            "mean_actions": round(actions / games), "mean_turns": round(turns / games),
            "mean_hands": round(hands / games, 2), "seconds": round(elapsed, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opponent", default="random")
    args = parser.parse_args(argv)
    print(json.dumps(match(args.games, args.players, args.seed, args.opponent)))


if __name__ == "__main__":
    main()
