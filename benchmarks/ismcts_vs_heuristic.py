"""The search bot against each game's heuristic bot: win rates with 95 % intervals.

    python benchmarks/ismcts_vs_heuristic.py --games 100 --workers 2
    python benchmarks/ismcts_vs_heuristic.py ogre_bash --option players=4 --search ismcts:iterations=300

Each game is played with the two bots swapping seats (a tournament of two),
so a seat advantage cancels out. With more than two seats the search bot
sits alone among heuristic bots; its fair share is 1/players.

``same_deals`` compares each game with the game the heuristic bot plays in the
search's seat on the same seed (same deal, same other bots): how many results
the search turned from a loss into a win (``better``) or the other way
(``worse``), and the exact two-sided sign test's p-value on those two counts.
Where most games are settled by the deal, this sees an edge that the win
rate's interval, which treats every game as a coin toss, needs many more
games to show.
"""

from __future__ import annotations

import argparse
import json
import time

import ogrelab
from playouts import parse_option
from ogrelab.analysis import play_tournament, sign_test, simulate, win_matrix

#: Two-seat settings by default, so "beats" means head to head.
HEAD_TO_HEAD = {"ogre_bash": {"players": 2}, "ogre_cheerleaders": {"players": 2},
                "ogres_delight": {"heroes": 1}, "zombies_vs_cheerleaders": {}}
#: The search is each game's own ``ismcts`` (its settings: ``TUNED`` in ogrelab/bots/ismcts.py).
SEARCH = "ismcts"


def measure(name: str, games: int, search: str, workers: int, seed: int, options: dict) -> dict:
    start = time.perf_counter()
    frame = play_tournament(name, ["heuristic", search], games, seed=seed, options=options,
                            workers=workers, progress=True)
    took = time.perf_counter() - start
    long = win_matrix(frame, intervals=True).set_index(["bot", "against"])
    row = long.loc[(search, "heuristic")]
    players = int(frame["players"].iloc[0])
    # the search bot's seat in each game, and how it fared there
    seats = [ls if lone == search else 1 - ls if players == 2 else None
             for lone, ls in zip(frame["lone"], frame["lone_seat"])]
    score = [0.5 if d else float(seat in w)
             for d, seat, w in zip(frame["draw"], seats, frame["winners"])]
    same = same_deals(name, frame, seats, score, seed, options, workers)
    by_seat = (frame.assign(search_seat=seats, score=score).dropna(subset=["search_seat"])
               .groupby("search_seat")["score"].mean().round(3).to_dict())
    return {"game": name, "options": options, "games": int(row["games"]), "search": search,
            "win_rate": round(float(row["win_rate"]), 3),
            "ci95": [round(float(row["lo"]), 3), round(float(row["hi"]), 3)],
            "fair_share": round(1 / players, 3), "by_search_seat": {int(k): v for k, v in by_seat.items()},
            "draws": round(float(frame["draw"].mean()), 3), "same_deals": same,
            "seconds": round(took, 1)}


def same_deals(name, frame, seats, score, seed, options, workers) -> dict:
    """The search's result in each game against the heuristic bot's in the same seat and seed."""
    baseline = simulate(name, int(frame["index"].max()) + 1, bots="heuristic", seed=seed,
                        options=options, workers=workers)
    by_seed = {row.seed: (row.winners, row.draw) for row in baseline.itertuples(index=False)}
    better = worse = 0
    for game_seed, seat, got in zip(frame["seed"], seats, score):
        if seat is None:
            continue
        winners, draw = by_seed[game_seed]
        had = 0.5 if draw else float(seat in winners)
        better += got > had
        worse += got < had
    return {"better": better, "worse": worse, "p": round(sign_test(better, worse), 4)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="game", help="default: all four")
    parser.add_argument("--games", type=int, default=100, help="games per game")
    parser.add_argument("--search", default=None,
                        help="the search bot for every game, e.g. ismcts:iterations=300 "
                             "(default: each game's own ismcts settings)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    extra = dict(parse_option(o) for o in args.option)
    for name in args.games_to_run or ogrelab.GAMES:
        options = {**HEAD_TO_HEAD.get(name, {}), **extra}
        search = args.search or SEARCH
        print(json.dumps(measure(name, args.games, search, args.workers, args.seed, options)),
              flush=True)


if __name__ == "__main__":
    main()
