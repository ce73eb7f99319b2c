"""What a faster engine or bot must not change: one hash of seeded games, per game.

    python benchmarks/fingerprint.py [ogre_bash ...] [--random N] [--heuristic N] [--seed 0]

For each game, games of random legal actions and games of heuristic bots (every
seat; by default the counts of ``GAMES``, a minute or two in all), from seeds
``--seed``, ``--seed + 1``, ... with the default options, through the public
protocol only. At every step it hashes the legal actions (text, seat, kind,
arguments, touches), the seat to move and the action chosen, then the save
after it; every fifth step each seat's view, the prompt, every legal action's
preview (whole and the move alone) and the offer a board draws (touches and
previews); at the end the result and the outcome. Run it before and after a
change meant to make the code faster and nothing else: the same hash means the
same actions, positions, views, words and results on every game played.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

import ogrelab
from ogrelab.core import make_bot

#: Every this many steps a game's views, prompt and previews are hashed too (each step's are costly).
EVERY = 5
#: Games per game (random, heuristic) by default: Ogre Bash's run to thousands of actions.
GAMES = {"ogre_bash": (3, 1), "ogre_cheerleaders": (60, 4), "ogres_delight": (30, 4),
         "zombies_vs_cheerleaders": (40, 4)}


def _step(h, game, k: int) -> list:
    legal = game.legal_actions()
    h.update(repr([(a.text, a.seat, a.kind, a.args, a.on) for a in legal]).encode())
    h.update(repr(game.current_player).encode())
    if k % EVERY == 0:
        h.update(game.prompt.encode())
        for seat in range(game.players):
            h.update(json.dumps(game.view(seat), sort_keys=True, default=str).encode())
        for a in legal:
            try:
                h.update(f"{game.preview(a)}|{game.preview(a, outcome=False)}".encode())
            except NotImplementedError:
                pass
        _, touch, previews = game.offer()       # what a board draws: the touches and the previews
        h.update(json.dumps([touch.click, touch.pick, touch.buttons, previews], sort_keys=True, default=str).encode())
    return legal


def fingerprint(name: str, random_games: int = 40, heuristic_games: int = 4, seed: int = 0) -> dict:
    """The hash of ``random_games`` random and ``heuristic_games`` heuristic games of ``name``, and the steps."""
    h = hashlib.sha256()
    steps = 0
    for kind, count in (("random", random_games), ("heuristic", heuristic_games)):
        for s in range(seed, seed + count):
            game = ogrelab.new_game(name, seed=s)
            rng = random.Random(s)
            bots = [make_bot(name, "heuristic", seed=s * 10 + p) for p in range(game.players)] \
                if kind == "heuristic" else None
            k = 0
            while not game.is_over:
                legal = _step(h, game, k)
                if bots is None:
                    action = legal[int(rng.random() * len(legal))]
                else:
                    action = ogrelab.core.choose(bots[game.current_player], game)
                game.play(action)
                h.update(action.text.encode())
                h.update(json.dumps(game.to_dict(), sort_keys=True, default=str).encode())
                k += 1
            steps += k
            h.update(f"{game.result!r}|{game.outcome}".encode())
    return {"benchmark": "fingerprint", "game": name, "random": random_games, "heuristic": heuristic_games,
            "seed": seed, "steps": steps, "fingerprint": h.hexdigest()[:16]}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", metavar="GAME", help=f"games (default: all four: {', '.join(ogrelab.GAMES)})")
    ap.add_argument("--random", type=int, help="random games per game (default: GAMES)")
    ap.add_argument("--heuristic", type=int, help="heuristic games per game (default: GAMES)")
    ap.add_argument("--seed", type=int, default=0, help="the first seed")
    a = ap.parse_args(argv)
    unknown = [g for g in a.games if g not in ogrelab.GAMES]
    if unknown:
        ap.error(f"unknown game {unknown[0]!r}; the games are {', '.join(ogrelab.GAMES)}")
    for name in a.games or ogrelab.GAMES:
        random_games, heuristic_games = GAMES[name]
        print(json.dumps(fingerprint(name, random_games if a.random is None else a.random,
                                     heuristic_games if a.heuristic is None else a.heuristic, a.seed)), flush=True)


if __name__ == "__main__":
    main()
