"""The coach measured: hint speed and usefulness, review speed, and calibration.

    nice python benchmarks/coach.py hint --positions 5          # per game: a 1 s hint against a long one
    nice python benchmarks/coach.py review --workers 2          # a whole 2-player Ogre Cheerleaders game
    nice python benchmarks/coach.py mistakes --games 3 --workers 2   # what the review says about the bot
    nice python benchmarks/coach.py calibration --games 40 --workers 2
    nice python benchmarks/coach.py agreement --positions 16 --worlds 100 --workers 2
    nice python benchmarks/coach.py agreement --keep /tmp/long --cpu zombies_vs_cheerleaders  # the long ones kept
    nice python benchmarks/coach.py agreement --keep /tmp/long --cpu --seed 11 12 --positions 48 --repeats 3
    nice python benchmarks/coach.py worlds --positions 4 --samples 8 [GAME ...]   # worlds per CPU second

``hint``: positions from heuristic games (a seat's decision with a choice, at a
random point of the game). Each gets ``evaluate(game, budget=1.0)`` and a long
evaluation on other worlds (``--reference`` seconds) that serves as the truth;
reported are the seconds and worlds of the 1 s hint, how often its first action
is the long evaluation's first, and the win chance lost, by the long
evaluation's numbers, by playing the hint's first action, against the same
loss for the heuristic bot's choice and for a uniformly random legal action
(the references measured in the same run).

``review``: ``review(record, seat=0, budget=1.0, workers=N)`` of a whole
2-player Ogre Cheerleaders game between heuristic bots, and the same on one
worker for comparison.

``mistakes``: ``review`` of ``--games`` whole heuristic games per game (one
seat, ``budget`` seconds per decision), pooled: the labels, and per kind of
action the decisions, the mean loss in win chance and the costly ones
(``coach.typical``), what the exploration notebooks say about the bot.

``agreement``: how far a 1 s hint can be trusted. Per game, ``--positions``
decisions with a choice from heuristic games (``--per-play`` of each game).
Each gets, per legal action, a long evaluation of ``--worlds`` worlds from the
deciding seat's view, every action on the same worlds (``evaluate(position,
samples=N, actions=[a])``: the worlds depend on the seed only), an independent
second one of the same size on other worlds, and then the hint,
``evaluate(position, budget=1.0)``. Reported per game: the regret of the
hint's first action by the first long evaluation (the best win chance there
minus that action's), the same by the second evaluation, and for a uniformly
random legal action; the share of positions where the hint's first action is
within 0.03 of the best; the mean absolute error of the hint's win chances
against the first long evaluation, and of the second long evaluation's (the
noise floor of the reference itself); the hint's worlds and seconds.
The line also gives this machine's speed, heuristic games per CPU second
(``bot_cost.py``), measured in the same run: a 1 s hint's worlds go by it, so
figures from two machines compare only with their speeds.
The bar's three tests are also given as margins (how far the hint is inside
the bar, negative outside) with a 95 % interval over the positions, the hint
and the second evaluation paired on each: where an interval holds 0, the
positions drawn cannot decide that test, and the line says so. ``--seed 11 12
--positions 48 96`` measures a set per seed and the sets pooled; ``--repeats K``
runs each position's hint K times on other worlds (the first as the board gives
it) and averages them, so that the hint's own luck is not taken for its merit.
``--longer K`` measures the hint after K presses of the board's Think longer (each goes on
from the worlds it has with three more budgets, ``evaluate(..., more=...)``): the figures
a person gets who asks the coach to look longer.
``--hint-workers 1`` gives the hint a worker process on a second core, as the
board's hint has (``evaluate(..., workers=Workers(1))``: the budget is then
wall-clock seconds, hints one at a time; not with ``--cpu``).
``worlds``: worlds per CPU second of ``evaluate(position, samples=N)`` on positions
from heuristic games, what the reference bot's cost leaves a hint (a wall-clock budget
would measure the machine's load as well).

``calibration``: from each of ``--games`` heuristic games per game, a few
decisions with a choice (any seat); each is evaluated for the action the bot
took (``--samples`` worlds), and the game then goes on as it really went. The
estimates are grouped in bins of win chance and compared with how often the
seat really won from there (a draw counts a half; Wilson 95 %).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor

import ogrelab
from ogrelab.analysis import evaluate, review, wilson
from ogrelab.coach import LONGER, Workers, evaluate as coach_evaluate
from ogrelab.analysis.coach import PLAYOUT_LIMIT, view_seed
from ogrelab.analysis.metrics import mean_ci
from ogrelab.analysis.runner import Table, game_seed
from ogrelab.core import choose

from bot_cost import GAMES as COST_GAMES, heuristic_games

BINS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0000001]


def _positions(name: str, seed: int, per_game: int):
    """A heuristic game from ``seed``: some of its decisions with a choice, the action taken, and the end."""
    table = Table(name, {}, ["heuristic"] * ogrelab.new_game(name, seed=0).players)
    game = table.cls(seed=seed, **table.options)
    bots = table.seat(seed)
    picks = []
    n_choices = []
    line = []
    while not game.is_over:
        legal = game.legal_actions()
        action = choose(bots[game.current_player], game)
        if len(legal) > 1:
            n_choices.append(len(line))
        line.append((game.clone() if len(legal) > 1 else None, action.text, game.current_player))
        game.play(action)
    chosen = sorted(random.Random(seed).sample(n_choices, min(per_game, len(n_choices))))
    result = game.result
    for i in chosen:
        position, taken, seat = line[i]
        won = 0.5 if result.draw or not result.winners else float(seat in result.winners)
        picks.append((position, taken, seat, won))
    return picks


# ------------------------------------------------------------------- hint
def hint(positions: int, reference: float, seed: int) -> None:
    for name in ogrelab.GAMES:
        rows = []
        k = 0
        while len(rows) < positions:
            for position, taken, seat, _ in _positions(name, game_seed(seed, k), 1):
                t = time.perf_counter()
                quick = evaluate(position, budget=1.0)
                took = time.perf_counter() - t
                truth = evaluate(position, budget=reference, seed=view_seed(position.view(seat)) + 1,
                                 limit=PLAYOUT_LIMIT)
                win = truth.set_index("action").win
                best = win.max()
                rows.append({"seconds": took, "rounds": quick.attrs["rounds"], "choices": len(quick),
                             "same_top": quick.action.iloc[0] == truth.action.iloc[0],
                             "loss_hint": best - win[quick.action.iloc[0]],
                             "loss_heuristic": best - win[taken],
                             "loss_random": best - win.mean()})
            k += 1
        mean = {key: sum(r[key] for r in rows) / len(rows) for key in rows[0]}
        print(json.dumps({"bench": "coach_hint", "game": name, "positions": len(rows),
                          "hint_seconds": round(mean["seconds"], 2),
                          "hint_seconds_max": round(max(r["seconds"] for r in rows), 2),
                          "worlds": round(mean["rounds"], 1), "choices": round(mean["choices"], 1),
                          "same_top_as_reference": round(mean["same_top"], 2),
                          "loss_hint": round(mean["loss_hint"], 3),
                          "loss_heuristic": round(mean["loss_heuristic"], 3),
                          "loss_random": round(mean["loss_random"], 3),
                          "reference_seconds": reference}), flush=True)


# ----------------------------------------------------------------- worlds
def worlds(positions: int, samples: int, seed: int, names=ogrelab.GAMES) -> None:
    for name in names:
        played = 0
        cpu = 0.0
        n = k = 0
        while n < positions:
            for position, _, _, _ in _positions(name, game_seed(seed, k), 1):
                t = time.process_time()
                frame = evaluate(position, samples=samples)
                cpu += time.process_time() - t
                played += frame.attrs["rounds"]
                n += 1
            k += 1
        print(json.dumps({"bench": "coach_worlds", "game": name, "positions": n, "samples": samples,
                          "worlds_per_cpu_s": round(played / cpu, 1)}), flush=True)


# ----------------------------------------------------------------- review
def review_speed(workers: int, seed: int, budget: float) -> None:
    game = ogrelab.new_game("ogre_cheerleaders", seed=seed, players=2)
    ogrelab.play_out(game, [ogrelab.make_bot(game.name, "heuristic", seed=s) for s in range(2)])
    record = game.record()
    out = {"bench": "coach_review", "game": "ogre_cheerleaders", "players": 2, "seed": seed,
           "actions": len(record["actions"]), "budget_per_decision": budget}
    for w in sorted({1, workers}, reverse=True):
        t = time.perf_counter()
        frame = review(record, seat=0, budget=budget, workers=w)
        out[f"seconds_workers_{w}"] = round(time.perf_counter() - t, 1)
        out["decisions"] = len(frame)
        out["labels"] = frame.label.value_counts().to_dict()
    print(json.dumps(out), flush=True)


# --------------------------------------------------------------- mistakes
#: The seat reviewed and the options of each game's review (two seats where the game allows).
REVIEWED = {"ogre_bash": (0, {"players": 2}), "ogre_cheerleaders": (0, {"players": 2}),
            "ogres_delight": (1, {}), "zombies_vs_cheerleaders": (1, {})}


def mistakes(games: int, budget: float, workers: int, seed: int, names=ogrelab.GAMES) -> None:
    import pandas as pd
    from ogrelab.analysis import coach
    for name in names:
        seat, options = REVIEWED[name]
        t = time.perf_counter()
        frames = [review(coach.bot_game(name, seed=seed + i, options=options), seat, budget=budget,
                         workers=workers) for i in range(games)]
        pooled = pd.concat(frames, ignore_index=True)
        print(f"\n{name}, seat {seat}, options {options}: {games} games, {len(pooled)} decisions "
              f"({time.perf_counter() - t:.0f} s)")
        print(pooled.label.value_counts().to_dict())
        print(coach.typical(pooled).round(3).to_string(index=False))
        costly = coach.mistakes(pooled)
        if not costly.empty:
            print(costly[["move", "action", "best", "win_before", "win_after", "loss", "label"]]
                  .round(3).to_string(index=False))


# ------------------------------------------------------------ calibration
def _calibrate(task: dict) -> list[tuple[float, float]]:
    out = []
    for position, taken, seat, won in _positions(task["name"], task["seed"], task["per_game"]):
        frame = evaluate(position, seat, samples=task["samples"], actions=[taken])
        out.append((float(frame.win.iloc[0]), won))
    return out


def calibration(games: int, per_game: int, samples: int, workers: int, seed: int,
                names=ogrelab.GAMES) -> None:
    for name in names:
        t = time.perf_counter()
        tasks = [{"name": name, "seed": game_seed(seed, i), "per_game": per_game, "samples": samples}
                 for i in range(games)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            pairs = [p for part in pool.map(_calibrate, tasks) for p in part]
        print(f"\n{name}: {len(pairs)} positions from {games} heuristic games, {samples} worlds each "
              f"({time.perf_counter() - t:.0f} s)")
        print("| estimated win chance | positions | mean estimate | really won (95 %) |")
        print("|---|---|---|---|")
        brier = sum((e - w) ** 2 for e, w in pairs) / len(pairs)
        for lo, hi in zip(BINS, BINS[1:]):
            part = [(e, w) for e, w in pairs if lo <= e < hi]
            if not part:
                continue
            wins = sum(w for _, w in part)
            a, b = wilson(wins, len(part))
            print(f"| {lo:.1f}-{min(hi, 1):.1f} | {len(part)} | {sum(e for e, _ in part) / len(part):.2f} | "
                  f"{wins / len(part):.2f} ({a:.2f}-{b:.2f}) |")
        base = sum(w for _, w in pairs) / len(pairs)
        print(json.dumps({"bench": "coach_calibration", "game": name, "positions": len(pairs),
                          "brier": round(brier, 4),
                          "brier_of_base_rate": round(sum((base - w) ** 2 for _, w in pairs) / len(pairs), 4),
                          "mean_estimate": round(sum(e for e, _ in pairs) / len(pairs), 3),
                          "really_won": round(base, 3)}), flush=True)


# -------------------------------------------------------------- agreement
#: The hint's first action counts as right when it is within this of the best win chance.
AGREEMENT_MARGIN = 0.03


def _within(regret: float) -> bool:
    """Whether a regret is within :data:`AGREEMENT_MARGIN`, the margin itself included: a long
    evaluation's win chances are whole worlds of 100 (0.72 - 0.69 reads 0.030000000000000027)."""
    return round(regret, 9) <= AGREEMENT_MARGIN


def _long(position, seat: int, worlds: int, seed: int) -> dict[str, float]:
    """Every legal action's win chance on the same ``worlds`` worlds (each action alone: no set-aside),
    every world played to the end (or :data:`PLAYOUT_LIMIT` actions): no judge stands in for it."""
    return {a.text: float(evaluate(position, seat, samples=worlds, actions=[a.text], seed=seed,
                                   limit=PLAYOUT_LIMIT).win.iloc[0])
            for a in position.legal_actions()}


def _references(task: dict) -> dict:
    """The two independent long evaluations of a position (the first is the truth, the second its noise)."""
    position = ogrelab.from_dict(task["position"])
    seat = position.current_player
    base = view_seed(position.view(seat))
    return {"position": task["position"], "one": _long(position, seat, task["worlds"], base + 101),
            "two": _long(position, seat, task["worlds"], base + 202)}


#: The worker processes the hints of an agreement run share (``--hint-workers``), if any.
_HINT_WORKERS: list = []


def _agree(task: dict) -> dict:
    if task.get("cpu"):
        # the hint's budget counted in CPU seconds of this process: the same on a loaded machine
        import importlib
        importlib.import_module("ogrelab.coach.evaluate").time.perf_counter = time.process_time
    position = ogrelab.from_dict(task["position"])
    seat = position.current_player
    ref = task.get("reference") or _references(task)
    one, two = ref["one"], ref["two"]
    pool = _HINT_WORKERS[0] if _HINT_WORKERS else None
    base = view_seed(position.view(seat))
    hints = []
    for k in range(task.get("repeats", 1)):
        # repeat 0 is the hint as the board gives it (its seed read from the view); the others
        # are the same hint with other worlds, so that the hint's own luck averages out
        t = time.perf_counter()
        hint = coach_evaluate(position, seat, budget=task["budget"], workers=pool,
                              seed=None if k == 0 else base + REPEAT_STEP * k)
        for _ in range(task.get("longer", 0)):     # Think longer pressed: the same hint goes on
            hint = coach_evaluate(position, seat, budget=LONGER * task["budget"], workers=pool, more=hint)
        quick = hint.frame()
        took = time.perf_counter() - t
        first = quick.action.iloc[0]
        win = dict(zip(quick.action, quick.win))
        hints.append({"regret_1": max(one.values()) - one[first],
                      "regret_2": max(two.values()) - two[first],
                      "within": _within(max(one.values()) - one[first]),
                      "mae_hint": sum(abs(win[a] - one[a]) for a in one) / len(one),
                      "worlds": quick.attrs["rounds"], "seconds": took})
    second_pick = max(two, key=two.get)
    row = {key: sum(float(h[key]) for h in hints) / len(hints) for key in hints[0]}
    row.update({"regret_second": max(one.values()) - one[second_pick],
                "regret_random": max(one.values()) - sum(one.values()) / len(one),
                "within_second": _within(max(one.values()) - one[second_pick]),
                "mae_second": sum(abs(two[a] - one[a]) for a in one) / len(one),
                "choices": len(one)})
    return row


#: How far apart the seeds of a position's repeated hints are (``--repeats``).
REPEAT_STEP = 7919

#: The bar's three tests, each as a margin for one position (positive: the hint does at least as
#: well as the bar asks): the hint against the second long evaluation on the same position.
BAR = {"regret": lambda r: 0.01 - (r["regret_1"] - r["regret_second"]),
       "within": lambda r: (r["within"] - r["within_second"]) + 0.10,
       "MAE": lambda r: 0.02 - (r["mae_hint"] - r["mae_second"])}


def _margins(rows: list[dict]) -> dict[str, tuple[float, float, float]]:
    """Each test of :data:`BAR` over ``rows`` (one a position): the mean margin and its 95 % interval
    over the positions (``metrics.mean_ci``, normal). The hint and the second long evaluation are
    judged on the same positions, so the interval is that of their paired difference: what other
    positions drawn alike would give, the first long evaluation held as the truth."""
    return {name: mean_ci([test(r) for r in rows]) for name, test in BAR.items()}


def _misses(margins: dict) -> list[str]:
    """The tests the hint fails, by their mean margins as measured (not as rounded for the table)."""
    return [k for k, (m, _, _) in margins.items() if m < -1e-9]


def _verdict(margins: dict) -> str:
    """Whether the bar is met, and which tests the positions cannot decide (an interval holding 0)."""
    missed = _misses(margins)
    unsure = [k for k, (_, lo, hi) in margins.items() if not (lo > 0 or hi < 0)]
    said = "no: " + ", ".join(missed) if missed else "yes"
    return said + (f" (the positions cannot decide {', '.join(unsure)})" if unsure else "")


def _draw(name: str, positions: int, per_play: int, seed: int) -> list[dict]:
    out = []
    k = 0
    while len(out) < positions:
        for position, _, _, _ in _positions(name, game_seed(seed, k), per_play):
            if len(out) < positions:
                out.append(position.to_dict())
        k += 1
    return out


def _kept_references(name: str, tasks: list, workers: int, keep: str | None) -> None:
    """The long evaluations of ``tasks``, read from ``keep`` (a folder) when made there before with
    the same positions and worlds, else made (on ``workers``) and written there."""
    import hashlib
    from pathlib import Path
    key = hashlib.sha256(json.dumps([t["position"] for t in tasks] + [tasks[0]["worlds"]],
                                    sort_keys=True).encode()).hexdigest()[:12]
    path = Path(keep) / f"{name}-{len(tasks)}-{key}.json" if keep else None
    if path is not None and path.exists():
        refs = json.loads(path.read_text())
    elif workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            refs = list(pool.map(_references, tasks))
    else:
        refs = [_references(t) for t in tasks]
    if path is not None and not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(refs))
    for task, ref in zip(tasks, refs):
        task["reference"] = ref


def agreement(positions: list[int], worlds: int, workers: int, seeds: list[int], per_play: int,
              budget: float, names=ogrelab.GAMES, keep: str | None = None, cpu: bool = False,
              longer: int = 0, repeats: int = 1) -> None:
    """Per game, one set of positions a seed (``positions[i]`` of seed ``seeds[i]``), and with several
    seeds the sets pooled: the bar judged on every position of them."""
    rows_md = []
    for name in names:
        pooled = []
        for seed, count in zip(seeds, positions):
            t = time.monotonic()        # not perf_counter: --cpu makes the hint's perf_counter a CPU clock
            tasks = [{"position": d, "worlds": worlds, "budget": budget, "cpu": cpu, "longer": longer,
                      "repeats": repeats} for d in _draw(name, count, per_play, seed)]
            _kept_references(name, tasks, workers, keep)
            if workers > 1 and not cpu and not _HINT_WORKERS:
                with ProcessPoolExecutor(max_workers=workers) as pool:
                    rows = list(pool.map(_agree, tasks))
            else:
                rows = [_agree(task) for task in tasks]
            pooled += rows
            # how fast this machine plays the reference bot's games, measured now: a hint's worlds, and
            # so its agreement, go by it (the same hint has half the worlds on a machine half as fast)
            games = COST_GAMES[name][1]
            speed = games / min(heuristic_games(name, games)[0] for _ in range(3))
            rows_md.append(_agreement_line(name, str(seed), rows, worlds, longer, repeats, speed,
                                           round(time.monotonic() - t)))
        if len(seeds) > 1:
            rows_md.append(_agreement_line(name, " ".join(map(str, seeds)), pooled, worlds, longer, repeats,
                                           None, None))
    print("\nThe bar is the second long evaluation, judged by the first as the hint is: the hint's pick")
    print("regret at most the second's plus 0.01, within 0.03 of the best at least as often less 10")
    print("points, win chances at most 0.02 further from the first long evaluation than the second's.")
    print("A margin is how far the hint is inside the bar (negative: outside it), with its 95 % interval")
    print("over the positions; where an interval holds 0, the positions cannot decide that test.\n")
    print("| game | seed | positions | regret of the pick: hint / second / random | within 0.03: hint / second | "
          "MAE: hint / second | hint worlds | margins: regret / within / MAE (95 %) | meets the bar |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows_md:
        m = r["margins"]
        margins = " / ".join(f"{m[k][0]:+.3f} ({m[k][1]:+.3f} to {m[k][2]:+.3f})" for k in BAR)
        print(f"| {r['game']} | {r['seed']} | {r['positions']} | {r['regret_hint']:.3f} / "
              f"{r['regret_second']:.3f} / {r['regret_random']:.3f} | {r['within_0.03']:.2f} / "
              f"{r['within_0.03_second']:.2f} | {r['mae_hint']:.3f} / {r['mae_second_long']:.3f} | "
              f"{r['hint_worlds']} | {margins} | {r['verdict']} |")
    speeds = [r for r in rows_md if r["heuristic_games_per_cpu_s"] is not None]
    print("\nThis machine's speed, measured in the same run (heuristic games per CPU second, as "
          "benchmarks/bot_cost.py measures it): "
          + ", ".join(f"{r['game']} (seed {r['seed']}) {r['heuristic_games_per_cpu_s']}" for r in speeds) + ".")


def _agreement_line(name: str, seed: str, rows: list[dict], worlds: int, longer: int, repeats: int,
                    speed: float | None, seconds: int | None) -> dict:
    """One line of the agreement table, printed as JSON: the means over ``rows`` and the bar's margins."""
    mean = {key: sum(float(r[key]) for r in rows) / len(rows) for key in rows[0]}
    margins = _margins(rows)
    out = {"bench": "coach_agreement", "game": name, "seed": seed, "positions": len(rows),
           "long_worlds": worlds, "think_longer": longer, "hint_repeats": repeats,
           "heuristic_games_per_cpu_s": None if speed is None else round(speed, 1),
           "regret_hint": round(mean["regret_1"], 3), "regret_hint_by_second": round(mean["regret_2"], 3),
           "regret_second": round(mean["regret_second"], 3),
           "regret_random": round(mean["regret_random"], 3),
           "within_0.03": round(mean["within"], 2), "within_0.03_second": round(mean["within_second"], 2),
           "mae_hint": round(mean["mae_hint"], 3), "mae_second_long": round(mean["mae_second"], 3),
           "hint_worlds": round(mean["worlds"], 1), "hint_seconds": round(mean["seconds"], 2),
           "choices": round(mean["choices"], 1), "seconds": seconds,
           # the bar judged on the margins as measured, not as rounded for the table (at its edge a
           # rounding can turn a miss into a pass)
           "margins": {k: [round(v, 4) for v in m] for k, m in margins.items()},
           "misses": _misses(margins),
           "verdict": _verdict(margins)}
    print(json.dumps(out), flush=True)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="what", required=True)
    h = sub.add_parser("hint")
    h.add_argument("--positions", type=int, default=5)
    h.add_argument("--reference", type=float, default=8.0, help="seconds of the long evaluation")
    h.add_argument("--seed", type=int, default=1)
    r = sub.add_parser("review")
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--budget", type=float, default=1.0)
    r.add_argument("--seed", type=int, default=3)
    m = sub.add_parser("mistakes")
    m.add_argument("--games", type=int, default=3)
    m.add_argument("--budget", type=float, default=1.0)
    m.add_argument("--workers", type=int, default=2)
    m.add_argument("--seed", type=int, default=8)
    m.add_argument("names", nargs="*", default=list(ogrelab.GAMES), help="games (default: all four)")
    c = sub.add_parser("calibration")
    c.add_argument("--games", type=int, default=40)
    c.add_argument("--per-game", type=int, default=3)
    c.add_argument("--samples", type=int, default=16)
    c.add_argument("--workers", type=int, default=2)
    c.add_argument("--seed", type=int, default=7)
    c.add_argument("names", nargs="*", default=list(ogrelab.GAMES), help="games (default: all four)")
    g = sub.add_parser("agreement")
    g.add_argument("--positions", type=int, nargs="+", default=[16],
                   help="positions per game: one count, or one for each seed")
    g.add_argument("--per-play", type=int, default=2, help="positions taken from each heuristic game")
    g.add_argument("--worlds", type=int, default=100, help="worlds of each long evaluation")
    g.add_argument("--budget", type=float, default=1.0, help="seconds of the hint")
    g.add_argument("--workers", type=int, default=1)
    g.add_argument("--seed", type=int, nargs="+", default=[11],
                   help="one set of positions a seed; several are reported each and pooled")
    g.add_argument("--repeats", type=int, default=1,
                   help="hints per position, each on other worlds (the first as the board gives it): "
                        "the hint's own luck averaged out")
    g.add_argument("--keep", help="a folder where the long evaluations are kept and read again "
                                  "(the same positions and worlds): to try the hint again without them")
    g.add_argument("--cpu", action="store_true",
                   help="count the hint's budget in CPU seconds, one hint at a time (a loaded machine "
                        "then gives the hint what a quiet one would)")
    g.add_argument("--hint-workers", type=int, default=0,
                   help="worker processes beside the hint's own (1: two cores), as the board's hint has")
    g.add_argument("--longer", type=int, default=0,
                   help="presses of Think longer after the hint, each adding LONGER (3) budgets of worlds "
                        "to those it has (evaluate(..., more=...)), as the board's button does")
    g.add_argument("names", nargs="*", default=list(ogrelab.GAMES), help="games (default: all four)")
    w = sub.add_parser("worlds")
    w.add_argument("--positions", type=int, default=4)
    w.add_argument("--samples", type=int, default=8)
    w.add_argument("--seed", type=int, default=0)
    w.add_argument("names", nargs="*", default=list(ogrelab.GAMES), help="games (default: all four)")
    a = p.parse_args()
    if a.what == "worlds":
        worlds(a.positions, a.samples, a.seed, a.names)
    elif a.what == "hint":
        hint(a.positions, a.reference, a.seed)
    elif a.what == "review":
        review_speed(a.workers, a.seed, a.budget)
    elif a.what == "mistakes":
        mistakes(a.games, a.budget, a.workers, a.seed, a.names)
    elif a.what == "agreement":
        if a.hint_workers:
            if a.cpu:
                p.error("--hint-workers counts the hint's budget in wall-clock seconds: not with --cpu")
            _HINT_WORKERS.append(Workers(a.hint_workers))
        if len(a.positions) not in (1, len(a.seed)):
            p.error(f"--positions takes one count, or one for each of the {len(a.seed)} seeds; "
                    f"got {len(a.positions)}")
        if a.repeats < 1:
            p.error(f"--repeats must be at least 1, got {a.repeats}")
        counts = a.positions * len(a.seed) if len(a.positions) == 1 else a.positions
        agreement(counts, a.worlds, a.workers, a.seed, a.per_play, a.budget, a.names, a.keep, a.cpu,
                  a.longer, a.repeats)
    else:
        calibration(a.games, a.per_game, a.samples, a.workers, a.seed, a.names)


if __name__ == "__main__":
    main()
