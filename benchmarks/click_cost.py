"""Does a click cost more as the game grows?  A board's click at move 10, 100, 1,000 and 3,000.

    python benchmarks/click_cost.py                 # Ogre Bash, chart closed and open
    python benchmarks/click_cost.py --clicks 30 --moves 10 3000
    python benchmarks/click_cost.py --calls         # Python calls of a click on the table, per game

Ogre Bash is played by random bots up to the given move (its games run past
8,000 actions), then put on a board with every seat human and the view of
everything. The figure is the time of one action button's click handler in
the kernel (the game plays the action, every widget of the board is updated),
with the standings chart closed and open, median and 95th percentile. A
click's cost should not depend on the move: the last column compares each
median with the one at the first move, measured in the same run.

``--calls`` counts instead the Python function calls one click on the table
makes, in each game at its opening on a board where every seat is a person
(so no bot replies): the first thing the drawing offers, a card's one click, or
a card raised and then placed (two clicks, counted together).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
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


def calls_per_click(name: str, seed: int = 3) -> dict:
    """Python calls of the first touch the drawing offers at the opening of ``name``, every seat a person."""
    game = ogrelab.new_game(name, seed=seed)
    board = Board(game, bots={s: "human" for s in range(game.players)}, view=None)
    _, touch, _ = board.session.offer()
    count = [0]

    def counted(frame, event, arg):
        if event == "call":
            count[0] += 1

    sys.setprofile(counted)
    try:
        if touch.click:
            key, how = next(iter(touch.click)), "one click"
            board.drawing.click(touch.click[key])
        else:
            key, targets = next(iter(touch.pick.items()))
            how = "a pick and a place"
            board.drawing.pick(key)
            board.drawing.place(next(iter(targets)))
    finally:
        sys.setprofile(None)
    if board.error:
        raise RuntimeError(board.error)
    return {"benchmark": "click_calls", "game": name, "touch": key, "how": how, "python_calls": count[0]}


def summary(times: list[float]) -> dict:
    ms = sorted(t * 1000 for t in times)
    return {"median_ms": round(statistics.median(ms), 2),
            "p95_ms": round(ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))], 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=20)
    ap.add_argument("--moves", type=int, nargs="+", default=[10, 100, 1000, 3000])
    ap.add_argument("--calls", action="store_true", help="count the Python calls of a click on the table, per game")
    args = ap.parse_args()
    if args.calls:
        for name in ogrelab.GAMES:
            fig = calls_per_click(name)
            print(f"  {name}: {fig['python_calls']} Python calls ({fig['how']} on {fig['touch']})", flush=True)
            print(json.dumps(fig), flush=True)
        return
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
