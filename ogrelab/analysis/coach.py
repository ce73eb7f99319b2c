"""The coach as pandas DataFrames: :func:`evaluate` and :func:`review` of :mod:`ogrelab.coach`,
with what a design notebook adds (:func:`mistakes`, :func:`typical`, :func:`bot_game`).

The coach itself is pure Python (:mod:`ogrelab.coach`), so that the board's hint runs in a
browser; see there how it samples worlds from the seat's view.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pandas as pd

from .. import coach as _core
from ..coach import (EVALUATE_COLUMNS, FIRST_ROUNDS, LABELS, MIN_WORLDS, PLAYOUT_LIMIT,  # noqa: F401
                     REVIEW_CAP, REVIEW_COLUMNS, REVIEW_EXTRA, THRESHOLDS, Z, check_bot, costly, decisions,
                     judge, label, view_seed)
from ..core import Game
from .runner import Job, Table


def evaluate(game: Game, seat: int | None = None, budget: float = 1.0, bot: str = "heuristic",
             samples: int | None = None, seed: int | None = None,
             actions: Sequence[str] | None = None, limit: int | None = None,
             least: int = 2, workers: "_core.Workers | None" = None) -> pd.DataFrame:
    """:func:`ogrelab.coach.evaluate` as a DataFrame: one row per action, best first."""
    return _core.evaluate(game, seat, budget=budget, bot=bot, samples=samples, seed=seed, actions=actions,
                          limit=limit, least=least, workers=workers).frame()


def review(record: dict | Game, seat: int, budget: float = 1.0, bot: str = "heuristic",
           samples: int | None = None, workers: int = 1,
           progress: bool | Callable[[int, int], None] | None = None,
           limit: int | None = None, moves: Sequence[int] | None = None,
           cap: int = REVIEW_CAP) -> pd.DataFrame:
    """:func:`ogrelab.coach.review` as a DataFrame: one row per decision of ``seat`` with a choice."""
    return _core.review(record, seat, budget=budget, bot=bot, samples=samples, workers=workers,
                        progress=progress, limit=limit, moves=moves, cap=cap).frame()


evaluate.__doc__ += "\n" + _core.evaluate.__doc__.split("\n", 1)[1]
review.__doc__ += "\n" + _core.review.__doc__.split("\n", 1)[1]


def mistakes(frame: pd.DataFrame, worst: str = "inaccuracy") -> pd.DataFrame:
    """The rows of a review labelled ``worst`` or worse."""
    return frame[frame.label.map(lambda tag: costly(tag, worst))] if len(frame) else frame[:0]


def typical(frame: pd.DataFrame) -> pd.DataFrame:
    """Where a review's losses lie: per kind of action taken, the decisions, the mean loss,
    the share labelled inaccuracy or worse, and how often the best action was of another kind."""
    if frame.empty:
        return pd.DataFrame(columns=["kind", "decisions", "mean_loss", "costly", "costly_share"])
    out = (frame.assign(costly=frame.label.map(costly))
           .groupby("kind", sort=False)
           .agg(decisions=("move", "size"), mean_loss=("loss", "mean"), costly=("costly", "sum"))
           .reset_index())
    out["costly_share"] = out.costly / out.decisions
    return out.sort_values(["mean_loss", "decisions"], ascending=False).reset_index(drop=True)


def bot_game(name: str, seed: int = 0, bots="heuristic", options: dict | None = None) -> dict:
    """The ``record()`` of a whole game played by ``bots`` from ``seed``, seated as
    :func:`ogrelab.analysis.simulate` seats them: a game to review."""
    from ..core import choose
    job = Job(name, 1, bots, seed, options)
    table = Table(name, job.options, job.bots)
    game = table.cls(seed=seed, **table.options)
    seated = table.seat(seed)
    while not game.is_over:
        game.play(choose(seated[game.current_player], game))
    return game.record()
