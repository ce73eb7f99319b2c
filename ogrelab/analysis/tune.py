"""Automatic balancing: option values that bring a design metric to a target.

    trials = tune("ogre_bash", {"fists_to_win": range(4, 16)},
                  {"first_player_advantage": 0}, n_games=400, trials=12)
    trials.attrs["best"]          # {"fists_to_win": ...}
    charts.tune(trials)           # the metric against the option, with intervals

The search is Optuna's (a seeded sampler, so a run is reproducible). Every
trial plays the same deals (the same seed, hence the same game seeds), so two
trials differ by their options, not by their luck, and noise does not steer
the search. A value tried twice is played once.

Optuna proposes; the answer is confirmed by racing (:func:`race`): the leading
candidates are played again on more deals, the same deals for each, doubled
round by round, and a candidate leaves the race once it is clearly farther
from the target than the leader. The answer is the leader together with the
candidates that could not be told from it: on few deals many values look
alike, and a search that names one of them alone says more than it knows.
"""

from __future__ import annotations

import json
import math
import time
import warnings
from contextlib import contextmanager
from typing import Callable, Mapping, Sequence

import numpy as np
import pandas as pd

from ..core import game_class
from .metrics import POINTS, interval_words, is_difference, metrics, words
from .runner import batches, frame_of, seated_jobs, simulate

#: Candidates a race starts with (the nearest trials), and its rounds' growth.
RACE_CANDIDATES = 5
#: Bootstrap replicates of a race round (resampled deals).
REPLICATES = 500

#: Targets that are not a number: make the metric as small or as large as it goes.
DIRECTIONS = ("min", "max")


@contextmanager
def _quiet_optuna():
    import optuna
    level = optuna.logging.get_verbosity()
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", optuna.exceptions.ExperimentalWarning)
            yield optuna
    finally:
        optuna.logging.set_verbosity(level)


class _Param:
    """One option to search: an integer or float range, or a list of choices."""

    def __init__(self, cls, option: str, spec, base: dict):
        if option not in cls.OPTIONS:
            raise ValueError(f"params: {cls.name} has no option {option!r}; its options: "
                             f"{', '.join(cls.OPTIONS)}")
        self.option = option
        self.choices: list | None = None
        if isinstance(spec, range):
            if len(spec) == 0:
                raise ValueError(f"params[{option!r}]: {spec} is empty")
            self.kind, self.low, self.high, self.step = "int", spec.start, spec[-1], abs(spec.step)
        elif isinstance(spec, tuple) and len(spec) == 2 and all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in spec):
            low, high = spec
            if not low < high:
                raise ValueError(f"params[{option!r}]: a range (low, high) needs low < high, got {spec}")
            both_int = all(isinstance(v, int) for v in spec)
            self.kind, self.low, self.high, self.step = ("int" if both_int else "float"), low, high, 1
        elif isinstance(spec, (list, tuple)) and spec:
            self.kind, self.choices = "choice", list(spec)
        else:
            raise ValueError(f"params[{option!r}]: expected range(a, b), a (low, high) pair or a "
                             f"non-empty list of choices, got {spec!r}")
        ends = self.choices if self.choices is not None else [self.low, self.high]
        for value in ends:
            try:
                cls.check_options({**base, option: value})
            except ValueError as e:
                raise ValueError(f"params[{option!r}]: {value!r} is not a value of this option ({e})") from None
        if self.choices is not None:
            self.labels = [json.dumps(c, sort_keys=True) if not isinstance(c, str) else c
                           for c in self.choices]
            if len(set(self.labels)) != len(self.labels):
                raise ValueError(f"params[{option!r}]: a choice is given twice")

    @property
    def size(self) -> float:
        if self.kind == "choice":
            return len(self.choices)
        if self.kind == "int":
            return (self.high - self.low) // self.step + 1
        return math.inf

    def suggest(self, trial):
        if self.kind == "int":
            return trial.suggest_int(self.option, self.low, self.high, step=self.step)
        if self.kind == "float":
            return trial.suggest_float(self.option, self.low, self.high)
        label = trial.suggest_categorical(self.option, self.labels)
        return self.choices[self.labels.index(label)]

    def shown(self, value):
        """The value as a frame column shows it: lists and tables as JSON text."""
        return json.dumps(value, sort_keys=True) if isinstance(value, (list, dict)) else value


def _targets(target) -> dict:
    if not isinstance(target, Mapping) or not target:
        raise ValueError("target: expected {metric: value}, e.g. {'first_player_advantage': 0} or "
                         "{'win_rate_0': 0.5}; a value may be 'min' or 'max'")
    for metric, goal in target.items():
        if not (goal in DIRECTIONS or isinstance(goal, (int, float)) and not isinstance(goal, bool)):
            raise ValueError(f"target[{metric!r}]: expected a number, 'min' or 'max', got {goal!r}")
    return dict(target)


def distance(row: Mapping, target: Mapping) -> float:
    """How far a metrics row is from ``target``: the sum of absolute gaps; ``min``/``max`` count
    the metric itself (or its negative), so smaller is always better."""
    total = 0.0
    for metric, goal in target.items():
        value = float(row[metric])
        if goal == "min":
            total += value
        elif goal == "max":
            total -= value
        else:
            total += abs(value - float(goal))
    return total


def tune(name: str, params: Mapping[str, object], target: Mapping[str, object],
         n_games: int = 200, trials: int = 20, bots=None, seed: int = 0,
         options: Mapping | None = None, workers: int = 1, client=None, seating=None,
         sampler=None, on_trial: Callable[[pd.DataFrame], None] | None = None,
         stop: Callable[[], bool] | None = None, confirm: bool = True, cap: int | None = None,
         on_race: Callable[[pd.DataFrame], None] | None = None) -> pd.DataFrame:
    """Search option values of ``name`` that bring design metrics to a ``target``.

    ``params`` maps options to what may be tried: ``range(4, 16)`` or a
    ``(low, high)`` pair (integers inclusive, or floats), or a list of
    choices (any option values, tables and lists too). ``target`` maps
    :func:`metrics` columns to a value (``{"win_rate_0": 0.5}``), ``"min"`` or
    ``"max"``; the search minimises :func:`distance`. Each trial plays
    ``n_games`` deals with ``bots`` from ``seed`` (:func:`simulate`'s
    arguments, rotated seating by default where the bots differ), the same
    deals every trial.

    ``sampler`` is an Optuna sampler; by default every value is tried when
    there are no more than ``trials`` of them (a brute-force search), else a
    TPE sampler seeded with ``seed``. ``on_trial(frame)`` is called after each
    trial with the trials so far; ``stop()`` returning true ends the search
    after the trial under way.

    Returns one row per trial: ``trial``, each option, each target metric with
    its ``_lo``/``_hi`` interval, ``distance``, ``games``, ``deals``,
    ``seconds`` and ``best``. ``frame.attrs`` holds ``best`` (the options of
    the nearest trial), ``game``, ``target``, ``bots``, ``n_games``, ``seed``.

    ``confirm`` (default) then races the nearest trials (:func:`race`) on up to
    ``cap`` deals (16 times ``n_games`` by default): ``attrs["best"]`` is the
    race's leader, ``attrs["race"]`` its table and ``attrs["ties"]`` the
    option sets that cannot be told from the leader; ``on_race(table)`` sees
    each round.
    """
    cls = game_class(name)
    base = dict(options or {})
    cls.check_options(base)
    if not isinstance(params, Mapping) or not params:
        raise ValueError("params: expected {option: range or choices}, e.g. "
                         "{'fists_to_win': range(4, 16)}")
    space = [_Param(cls, k, v, base) for k, v in params.items()]
    goals = _targets(target)
    if not isinstance(trials, int) or isinstance(trials, bool) or trials < 1:
        raise ValueError(f"trials: expected a whole number >= 1, got {trials!r}")
    if not isinstance(n_games, int) or isinstance(n_games, bool) or n_games < 1:
        raise ValueError(f"n_games: expected a whole number >= 1, got {n_games!r}")
    rows: list[dict] = []
    cache: dict[str, dict] = {}

    def evaluate(chosen: dict) -> dict:
        key = json.dumps(chosen, sort_keys=True)
        if key in cache:
            return cache[key]
        start = time.perf_counter()
        games = simulate(name, n_games, bots=bots, seed=seed, options={**base, **chosen},
                         workers=workers, client=client, seating=seating, progress=False, lead=False)
        table = metrics(games)
        missing = [m for m in goals if m not in table.columns]
        if missing:
            known = [c for c in table.columns if not c.startswith(("opt_", "bot_"))
                     and not c.endswith(("_lo", "_hi"))]
            raise ValueError(f"target: no metric {', '.join(missing)}; metrics: {', '.join(known)}")
        row = table.iloc[0]
        out = {}
        for m in goals:
            base_name = m[:-5] if m.endswith("_mean") else m
            out[m] = float(row[m])
            out[f"{m}_lo"] = float(row.get(f"{base_name}_lo", math.nan))
            out[f"{m}_hi"] = float(row.get(f"{base_name}_hi", math.nan))
        out["distance"] = distance(row, goals)
        out["games"] = int(row["games"])
        out["deals"] = int(row["deals"])
        out["seconds"] = round(time.perf_counter() - start, 3)
        cache[key] = out
        return out

    def frame() -> pd.DataFrame:
        table = pd.DataFrame(rows)
        if not table.empty:
            table["best"] = False
            table.loc[table["distance"].idxmin(), "best"] = True
        return table

    with _quiet_optuna() as optuna:
        if sampler is None:
            size = math.prod(p.size for p in space)
            sampler = (optuna.samplers.BruteForceSampler(seed=seed) if size <= trials
                       else optuna.samplers.TPESampler(seed=seed, n_startup_trials=min(10, max(3, trials // 3))))
        study = optuna.create_study(direction="minimize", sampler=sampler)

        def objective(trial) -> float:
            chosen = {p.option: p.suggest(trial) for p in space}
            result = evaluate(chosen)
            rows.append({"trial": trial.number, **{p.option: p.shown(chosen[p.option]) for p in space},
                         **result})
            trial.set_user_attr("options", chosen)
            return result["distance"]

        def after(study, _trial) -> None:
            if on_trial is not None:
                on_trial(frame())
            if stop is not None and stop():
                study.stop()

        study.optimize(objective, n_trials=trials, callbacks=[after])
    result = frame()
    best = study.best_trial.user_attrs["options"] if rows else {}
    result.attrs.update({"game": name, "target": goals, "best": best, "params": list(params),
                         "bots": bots, "n_games": n_games, "seed": seed, "options": base})
    stopped = stop is not None and stop()
    if confirm and rows and not stopped:
        order = sorted(cache.items(), key=lambda kv: kv[1]["distance"])
        candidates = [json.loads(k) for k, _ in order[:RACE_CANDIDATES]]
        table = race(name, candidates, goals, start=n_games * 2,
                     cap=cap if cap is not None else n_games * 16, bots=bots, seed=seed,
                     options=base, workers=workers, client=client, seating=seating,
                     on_round=on_race, stop=stop)
        leader = table[table["leader"]].iloc[0]
        result.attrs["best"] = dict(leader["options"])
        result.attrs["race"] = table
        result.attrs["ties"] = [dict(o) for o in table.loc[table["tied"], "options"]]
        result.attrs["race_deals"] = int(table["deals"].max())
        result.attrs["confirmed"] = bool(not table["tied"].any())
        shown = {p.option: p.shown(result.attrs["best"][p.option]) for p in space}
        result["best"] = [all(r[k] == v for k, v in shown.items()) for r in result.to_dict("records")]
    return result


def race(name: str, candidates: Sequence[dict], target: Mapping[str, object], start: int = 400,
         cap: int = 3200, bots=None, seed: int = 0, options: Mapping | None = None,
         workers: int = 1, client=None, seating=None, confidence: float = 0.95,
         on_round: Callable[[pd.DataFrame], None] | None = None,
         stop: Callable[[], bool] | None = None) -> pd.DataFrame:
    """Which of ``candidates`` (option sets) comes nearest ``target``? Told on common deals.

    Every candidate plays the same deals, ``start`` of them, then twice as many
    each round up to ``cap``. After each round the distance to the target of
    every candidate still in the race is compared with the leader's, deal by
    deal (a bootstrap over deals: the same resampled deals for every
    candidate); a candidate whose distance is surely larger leaves. The race
    ends when one candidate is left or at ``cap``. The error is shared over
    the rounds and the comparisons (Bonferroni), so a candidate leaves
    wrongly at most one time in twenty.

    Target metrics must be means over games (win rates, ``first_player_advantage``,
    ``turns_mean``, ...). One row per candidate: ``options``, each target metric
    with ``_lo``/``_hi``, ``distance``, ``gap`` (its distance minus the leader's)
    with ``gap_lo``/``gap_hi``, ``deals``, ``out_after`` (the deals at which it
    left; NaN while in), ``leader`` and ``tied`` (still in, not the leader).
    """
    from .answers import looks, per_game
    goals = _targets(target)
    base = dict(options or {})
    if not candidates:
        raise ValueError("candidates: expected at least one option set")
    sizes = looks(start, max(start, cap))
    alive = list(range(len(candidates)))
    out_after: dict[int, int] = {}
    known: dict[int, dict] = {}
    parts: dict[tuple, list] = {}
    played = 0
    rng = np.random.default_rng(seed)
    table = pd.DataFrame()
    for look, size in enumerate(sizes):
        jobs = [job for i in alive
                for job in seated_jobs(name, size - played, bots, seed, {**base, **candidates[i]},
                                       seating, {"candidate": i}, start=played)]
        stream = batches(jobs, workers=workers, client=client, interleave=True, lead=True)
        try:
            for j, _games, rows in stream:
                parts[(played, j, rows[0]["candidate"] if rows else -1)] = rows
                if stop is not None and stop():
                    break
        finally:
            stream.close()
        played = size
        frame = frame_of(parts)
        frame = frame[frame["candidate"].isin(alive)]
        stats = _race_stats(frame, alive, goals, per_game, rng)
        error = (1 - confidence) / len(sizes) / max(1, len(alive) - 1)
        leader = min(alive, key=lambda i: stats[i]["distance"])
        for i in list(alive):
            if i == leader:
                continue
            gaps = stats[i]["boot"] - stats[leader]["boot"]
            lo, hi = np.quantile(gaps, [error / 2, 1 - error / 2])
            stats[i]["gap"], stats[i]["gap_lo"], stats[i]["gap_hi"] = (
                stats[i]["distance"] - stats[leader]["distance"], float(lo), float(hi))
            if lo > 0:
                alive.remove(i)
                out_after[i] = size
        stats[leader].update(gap=0.0, gap_lo=0.0, gap_hi=0.0)
        known.update(stats)
        table = _race_table(name, candidates, known, alive, leader, out_after, size)
        if on_round is not None:
            on_round(table)
        if len(alive) == 1 or (stop is not None and stop()):
            break
    return table


def _race_stats(frame: pd.DataFrame, alive: list[int], goals: dict, per_game, rng) -> dict:
    """Per candidate: each target metric's mean and interval, the distance, and bootstrap
    replicates of the distance on resampled deals (the same resample for every candidate)."""
    deals = np.sort(frame["seed"].unique())
    index = {d: k for k, d in enumerate(deals)}
    weights = rng.poisson(1.0, size=(REPLICATES, len(deals))).astype(float)
    out = {}
    for i in alive:
        part = frame[frame["candidate"] == i]
        where = np.array([index[d] for d in part["seed"]])
        counts = np.bincount(where, minlength=len(deals)).astype(float)
        entry = {"deals": int(len(set(part["seed"])))}
        boot = np.zeros(REPLICATES)
        distance = 0.0
        for metric, goal in goals.items():
            try:
                values = np.nan_to_num(per_game(part, metric).astype(float))
            except ValueError:
                raise ValueError(f"target {metric!r}: a race needs a metric that is a mean over "
                                 "games (a win rate, first_player_advantage, turns_mean, ...); "
                                 "pass confirm=False to tune it without one") from None
            sums = np.bincount(where, weights=values, minlength=len(deals))
            mean = float(sums.sum() / counts.sum())
            reps = (weights @ sums) / np.maximum(weights @ counts, 1e-12)
            lo, hi = np.quantile(reps, [0.025, 0.975])
            entry[metric], entry[f"{metric}_lo"], entry[f"{metric}_hi"] = mean, float(lo), float(hi)
            distance += _gap(mean, goal)
            boot += np.array([_gap(r, goal) for r in reps])
        entry["distance"], entry["boot"] = distance, boot
        out[i] = entry
    return out


def _gap(value: float, goal) -> float:
    if goal == "min":
        return value
    if goal == "max":
        return -value
    return abs(value - float(goal))


def _race_table(name, candidates, stats, alive, leader, out_after, size) -> pd.DataFrame:
    rows = []
    for i, options in enumerate(candidates):
        entry = stats.get(i)
        row = {"options": options, "label": _label(name, options), "deals": size if i in alive else out_after.get(i)}
        if entry is not None:
            row.update({k: v for k, v in entry.items() if k not in ("boot", "deals")})
        row["out_after"] = out_after.get(i, math.nan)
        row["leader"] = i == leader
        row["tied"] = i in alive and i != leader
        rows.append(row)
    table = pd.DataFrame(rows)
    return table.sort_values(["leader", "tied", "distance"], ascending=[False, False, True],
                             ignore_index=True)


def _label(name: str, options: dict) -> str:
    """Option values in a few words: ``fists_to_win = 10``; a table option by the entries that
    differ from its default (``effects["8"] = "none"``)."""
    return ", ".join(_changed(name, k, _shown_value(v)) for k, v in options.items())


def _shown(metric: str, value: float, sign: bool = False) -> str:
    if value != value:      # NaN
        return "-"
    if is_difference(metric):
        return f"{value * 100:+.1f}{POINTS}"
    if "rate" in metric or metric.startswith("strength_"):
        return f"{value * 100:+.1f} %" if sign else f"{value * 100:.1f} %"
    return f"{value:+.2f}" if sign else f"{value:.2f}"


def _changed(name: str, option: str, value) -> str:
    """``option = value``; for a table option only the entries that differ from its default."""
    try:
        default = game_class(name).OPTIONS[option].default
    except (ValueError, KeyError):
        default = None
    if isinstance(default, dict) and isinstance(value, str) and value.startswith("{"):
        given = json.loads(value)
        diff = {k: v for k, v in given.items() if default.get(k) != v}
        if diff:
            return ", ".join(f"{option}[{json.dumps(k)}] = {json.dumps(v)}" for k, v in diff.items())
        return f"{option} as printed"
    return f"{option} = {value}"


def finding(trials: pd.DataFrame) -> str:
    """The tuning's answer in a sentence: the best value with its figure and 95 % interval,
    the deals it rests on, and, after a race, the values that cannot be told from it."""
    if trials.empty:
        return "no trial was played"
    game = trials.attrs.get("game", "")
    params = trials.attrs.get("params") or []
    target = trials.attrs.get("target") or {}
    table = trials.attrs.get("race")
    if table is not None and len(table):
        leader = table[table["leader"]].iloc[0]
        chosen = ", ".join(_changed(game, p, _shown_value(leader["options"][p])) for p in params)
        parts = _figures(leader, target)
        deals = int(leader["deals"])
        tied = table[table["tied"]]
        head = (f"{game}: {chosen} comes nearest of {len(trials)} trials, confirmed by a race of "
                f"the {len(table)} nearest on {deals:,} common deals: " + "; ".join(parts) + ".")
        if tied.empty:
            return head + " Every other value in the race is clearly farther from the target."
        others = "; ".join(f"{r['label']} ({', '.join(_shown(m, r[m]) for m in target)})"
                           for _, r in tied.iterrows())
        return (head + f" It cannot be told apart from {others} with {deals:,} deals: "
                "any of these may be nearest.")
    best = trials[trials["best"]].iloc[0]
    chosen = ", ".join(_changed(game, p, best[p]) for p in params)
    parts = _figures(best, target)
    deals = int(best["deals"])
    return (f"{game}: {chosen} is the nearest of {len(trials)} trials (not confirmed by a race): "
            + "; ".join(parts) + f" over {deals:,} deals ({int(best['games']):,} games); "
            f"{4 * deals:,} deals would halve the interval.")


def _figures(row, target) -> list[str]:
    """Each target metric of a row in words: its value, the target and its 95 % interval."""
    parts = []
    for metric, goal in target.items():
        aim = f"(target {_shown(metric, float(goal))})" if not isinstance(goal, str) else f"({goal})"
        parts.append(f"{words(metric)} {_shown(metric, row[metric])} {aim}, 95 % interval "
                     + interval_words(_shown(metric, row[metric + "_lo"]), _shown(metric, row[metric + "_hi"])))
    return parts


def _shown_value(value):
    return json.dumps(value, sort_keys=True) if isinstance(value, (list, dict)) else value
