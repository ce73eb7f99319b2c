"""Tournaments: every pair of bots, every seat, and a win-rate matrix.

For a pair (a, b) one bot of ``a`` takes each seat in turn while ``b`` fills
the other seats ("a against a table of b"), so seat advantages even out.
With two players that seating is also "b against a", so each game counts
for both cells of the pair.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Iterable, Sequence

import pandas as pd

from ..core import Game, game_class
from ..core.bots import choose
from .metrics import wilson
from ..core.bots import build_bot
from .runner import Job, Table, bot_label, run_jobs


def play_tournament(name: str, bots: Sequence, n_games: int, seed: int = 0,
                    options: dict | None = None, workers: int = 1, client=None,
                    progress: bool | None = None, chunk_size: int | None = None,
                    imports: Iterable[str] = ()) -> pd.DataFrame:
    """The games of a tournament: ``n_games`` per pairing, spread over the seats.

    The frame is :func:`simulate`'s with ``lone`` (the bot alone at its
    seat), ``field`` (the bot in every other seat) and ``lone_seat``.
    """
    bots = list(bots)
    labels = [bot_label(b) for b in bots]
    if len(bots) < 2 or len(set(labels)) != len(labels):
        raise ValueError(f"bots: a tournament needs two or more different bots, got {labels}")
    cls = game_class(name)
    players = cls(seed=0, **cls.check_options(dict(options or {}))).players
    pairings = []
    for a, b in combinations(range(len(bots)), 2):
        pairings.append((a, b))
        if players > 2:
            pairings.append((b, a))
    jobs = []
    for lone, field in pairings:
        for seat in range(players):
            share = n_games // players + (seat < n_games % players)
            seating = [bots[field]] * players
            seating[seat] = bots[lone]
            jobs.append(Job(name, share, seating, seed, options,
                            extra={"lone": labels[lone], "field": labels[field], "lone_seat": seat}))
    return run_jobs(jobs, workers=workers, client=client, progress=progress,
                    chunk_size=chunk_size, imports=imports, desc=f"{name} tournament")


def _scores(games: pd.DataFrame):
    """(row bot, column bot, score of the row bot) for every game; draws score a half."""
    for row in games.itertuples(index=False):
        players = int(row.players)
        winners = set(row.winners)
        lone_seat = int(row.lone_seat)
        draw = bool(row.draw)
        lone = 0.5 if draw else float(lone_seat in winners)
        yield row.lone, row.field, lone
        if players == 2:
            field = 0.5 if draw else float(bool(winners - {lone_seat}))
            yield row.field, row.lone, field


def win_matrix(games: pd.DataFrame, intervals: bool = False) -> pd.DataFrame:
    """Row bot's win rate against the column bot (a draw counts a half).

    With ``intervals=True`` the long form: ``bot, against, games, win_rate,
    lo, hi`` (Wilson 95 %).
    """
    records = pd.DataFrame(list(_scores(games)), columns=["bot", "against", "score"])
    order = list(dict.fromkeys(list(games["lone"]) + list(games["field"])))
    long = records.groupby(["bot", "against"], sort=False)["score"].agg(["sum", "count"]).reset_index()
    long["win_rate"] = long["sum"] / long["count"]
    ci = [wilson(s, c) for s, c in zip(long["sum"], long["count"])]
    long["lo"] = [c[0] for c in ci]
    long["hi"] = [c[1] for c in ci]
    long = long.rename(columns={"count": "games"}).drop(columns="sum")
    if intervals:
        return long
    matrix = long.pivot(index="bot", columns="against", values="win_rate")
    matrix = matrix.reindex(index=order, columns=order)
    for b in order:
        matrix.loc[b, b] = math.nan
    matrix.index.name = "bot"
    matrix.columns.name = "against"
    return matrix


def tournament(name: str, bots: Sequence, n_games: int, seed: int = 0,
               options: dict | None = None, workers: int = 1, client=None,
               progress: bool | None = None, chunk_size: int | None = None,
               imports: Iterable[str] = ()) -> pd.DataFrame:
    """Every pair of ``bots`` over ``n_games`` each: the win-rate matrix (rows against columns)."""
    games = play_tournament(name, bots, n_games, seed, options, workers, client, progress,
                            chunk_size, imports)
    return win_matrix(games)


def search_table(game: Game, bot: str = "ismcts", seed: int = 0) -> pd.DataFrame:
    """What a search bot weighs at the current decision of ``game``, from the deciding seat's view.

    One row per legal action, most visited first: ``visits``, ``value`` (the
    mean result of its playouts, 0 loss .. 1 win), ``prior`` (the heuristic
    bot's choice) and, for a paired search, ``gain`` over the prior's choice
    world by world with its standard ``error``; ``chosen`` marks the action
    the bot plays after this search.
    """
    if game.is_over:
        raise ValueError("the game is over: there is no decision to search")
    search = build_bot(game.name, bot, seed)
    if not hasattr(search, "statistics"):
        raise ValueError(f"bot {bot!r} is not a search bot; try 'ismcts'")
    seat = game.current_player
    view, legal = game.view(seat), game.legal_actions()
    return pd.DataFrame(search.statistics(view, legal))


def decision(name: str, seed: int = 0, bots="heuristic", after: int = 0, choices: int = 2,
             options: dict | None = None) -> Game:
    """A position to study: ``bots`` play a game from ``seed`` for at least ``after``
    actions and stop at the next decision offering at least ``choices`` actions."""
    job = Job(name, 1, bots, seed, options)
    table = Table(name, job.options, job.bots)
    game = table.cls(seed=seed, **table.options)
    seated = table.seat(seed)       # the bots simulate() would seat in this game
    played = 0
    while not game.is_over:
        if played >= after and len(game.legal_actions()) >= choices:
            return game
        game.play(choose(seated[game.current_player], game))
        played += 1
    raise ValueError(f"{name} seed={seed}: the game ended before a decision with {choices} "
                     f"or more choices after {after} actions; try another seed or fewer choices")
