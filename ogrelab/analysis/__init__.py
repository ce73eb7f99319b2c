"""Simulations, design metrics, tournaments, option sweeps and their charts.

    import ogrelab.analysis as oa
    from ogrelab.analysis import charts

    games = oa.simulate("ogre_bash", 2000, bots="heuristic", workers=2)
    oa.metrics(games)                 # win rate by seat, balance, draws, length, ...
    charts.win_rates(games)           # plotly figure with 95 % intervals

    moves = oa.simulate_moves("ogre_cheerleaders", 500)   # one row per move
    oa.action_usage(moves, by="kind")                     # use of each action vs winning
    charts.course(oa.trace("ogre_cheerleaders", seed=int(games.seed[0])))

    charts.tournament_heatmap(oa.tournament("ogre_bash", ["random", "heuristic", "ismcts"], 100))
    game = oa.decision("ogre_bash", seed=3, after=12, choices=4)   # a position to study
    charts.search(oa.search_table(game))       # what the search bot weighs there
    oa.evaluate(game, budget=1.0)          # the coach: each action's win chance, from the seat's view
    charts.review(oa.review(game.record(), seat=0, workers=2))   # how good the moves were
    sweep = oa.sweep("ogre_bash", {"fists_to_win": [6, 8, 10]}, 1000)
    charts.sweep(sweep, "fists_to_win", show=["win_rate_0", "turns_mean"])
    duel = oa.simulate("ogre_cheerleaders", 200, bots=["heuristic", "random"])  # rotated seating
    oa.metrics(duel)[["first_player_advantage", "strength_heuristic"]]
    oa.compare(games_a, games_b)             # two option sets on the same deals, paired
    trials = oa.tune("ogre_bash", {"fists_to_win": range(4, 16)}, {"first_player_advantage": 0})
    charts.tune(trials)                      # Optuna proposes, a race on more deals confirms
    oa.first_player("ogre_cheerleaders")     # played until the interval decides: an Answer
    oa.settle("ogre_bash", {}, {"fists_to_win": 6}, outcome="turns")   # does B change it?
    oa.skill_ladder("zombies_vs_cheerleaders", ["random", "heuristic"])  # how much skill matters

``workers=N`` plays in N processes; ``client=`` a ``distributed.Client`` (or a
scheduler address) plays on a Dask cluster. A frame depends only on its seed,
never on how it was run. Bots are named, with settings after a colon:
``"ismcts:iterations=300,rollout=heuristic"``.

Needs pandas and plotly (``pip install ogrelab[notebook]``).
"""

from __future__ import annotations

from .. import bots as _bots  # noqa: F401  (registers the search bot)
from . import charts
from .answers import Answer, first_player, settle, skill_ladder
from .coach import evaluate, review
from .metrics import (action_counts, action_usage, bot_stats, compare, metrics, options_of, precision,
                      seat_stats, sign_test, wilson)
from .runner import DRAW, SHARED, game_seed, simulate, simulate_moves, sweep, trace
from .tournament import decision, play_tournament, search_table, tournament, win_matrix
from .tune import race, tune

__all__ = ["Answer", "DRAW", "SHARED", "action_counts", "action_usage", "bot_stats", "charts", "compare", "decision", "game_seed",
           "evaluate", "review",
           "metrics",
           "first_player", "options_of", "play_tournament", "precision", "race", "search_table",
           "seat_stats", "settle", "simulate", "sign_test", "simulate_moves", "skill_ladder", "sweep",
           "tournament", "trace", "tune", "wilson", "win_matrix"]
