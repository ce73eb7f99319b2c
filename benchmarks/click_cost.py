"""Does a click cost more as the game grows?  A board's click at move 10, 100, 1,000 and 3,000.

    python benchmarks/click_cost.py                 # Ogre Bash, chart closed and open
    python benchmarks/click_cost.py --clicks 30 --moves 10 3000

Ogre Bash is played by random bots up to the given move (its games run past
8,000 actions), then put on a board with every seat human and the view of
everything. The figure is the time of one action button's click handler in
the kernel (the game plays the action, every widget of the board is updated),
with the standings chart closed and open, median and 95th percentile. A
click's cost should not depend on the move: the last column compares each
median with the one at the first move, measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import ogrelab
from ogrelab.widgets import Board

GAME = "ogre_bash"


def long_game(moves: int, seed: int = 0):
    """A game of Ogre Bash with ``moves`` actions played by random bots (next seed if it ends sooner)."""
    while True:
        game = ogrelab.new_game(GAME, seed=seed)
        bots = [ogrelab.make_bot(GAME, "random", seed=seed * 10 + s) for s in range(game.players)]
        while game.ply < moves and not game.is_over:
            game.play(ogrelab.core.choose(bots[game.current_player], game))
        if game.ply == moves:
            return game, bots
        seed += 1


def clicks_at(moves: int, clicks: int, chart: bool) -> list[float]:
    game, bots = long_game(moves + clicks)
    game.goto(moves)
    board = Board(game, view=None)
    if chart:
        board.show_chart(True)
    times = []
    for _ in range(clicks):
        text = board.actions.texts[0]
        start = time.perf_counter()
        board.actions.click(text)
        times.append(time.perf_counter() - start)
        if board.error:
            raise RuntimeError(board.error)
    return times


def summary(times: list[float]) -> dict:
    ms = sorted(t * 1000 for t in times)
    return {"median_ms": round(statistics.median(ms), 2),
            "p95_ms": round(ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))], 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=20)
    ap.add_argument("--moves", type=int, nargs="+", default=[10, 100, 1000, 3000])
    args = ap.parse_args()
    for chart in (False, True):
        first = None
        print(f"{GAME}: chart {'open' if chart else 'closed'}", flush=True)
        for moves in args.moves:
            fig = summary(clicks_at(moves, args.clicks, chart))
            first = first or fig["median_ms"]
            fig.update(benchmark="click_cost", game=GAME, chart=chart, move=moves, clicks=args.clicks,
                       x_first=round(fig["median_ms"] / first, 2))
            print(f"  move {moves:5d}: median {fig['median_ms']:7.2f} ms  p95 {fig['p95_ms']:7.2f} ms  "
                  f"({fig['x_first']}x move {args.moves[0]})", flush=True)
            print(json.dumps(fig), flush=True)


if __name__ == "__main__":
    main()
