"""Run and Sweep: the deals played in batches and charted as they come in. Run plays them with
these bots and options; Sweep plays the same deals for each value of one option."""

from __future__ import annotations

import json
import math
import time

import ipywidgets as W

from ...analysis.runner import batches, frame_of, seated_jobs
from .form import Tab
from .game import LabGame
from .values import default_values, option_words, parse_values
from .work import REDRAW_EVERY, Work


# ------------------------------------------------------------------ the view
class RunTab(Tab):
    mode = "Run"
    tip = "play the deals and chart them"
    help = ("Play the deals with these bots and options, and chart who wins, how long games "
            "last and how they end. Between different bots, their strength is the headline; in a "
            "game of sides, each side's win rate with the bot that played it.")

    def __init__(self, game: LabGame):
        self.game = game

    def plan(self, base: dict) -> dict:
        return plan_run(self.game, base)

    def play(self, work: Work, plan: dict) -> None:
        play_runs(work, plan)


class SweepTab(Tab):
    mode = "Sweep"
    tip = "one option over a range of values"
    help = "Play the same deals for each value of one option, and chart the metrics against it."

    def __init__(self, game: LabGame, guard):
        self.game = game
        self.option = W.Dropdown(options=game.searchable, description="option",
                                 style={"description_width": "initial"})
        self.values = W.Text(description="values", style={"description_width": "initial"},
                             layout=W.Layout(width="30em"), placeholder="6, 8, 10 or 4..12")
        self.option.add_class("ogrelab-lab-sweep-option")
        self.values.add_class("ogrelab-lab-sweep-values")
        self.option.observe(guard(self.offer_values), "value")
        self.panel = W.VBox([W.HTML("<b>Sweep one option</b> (the same deals for every value)"),
                             W.HBox([self.option, self.values])])
        self.panel.add_class("ogrelab-lab-panel")
        if game.searchable:
            self.offer_values()

    def offer_values(self) -> None:
        """The values of the option chosen, as the sweep offers them first."""
        self.values.value = default_values(self.game.cls.OPTIONS[self.option.value])

    def plan(self, base: dict) -> dict:
        return plan_sweep(self.game, base, self.option.value, self.values.value)

    def play(self, work: Work, plan: dict) -> None:
        play_runs(work, plan)


# ------------------------------------------------------------------ the plan
def plan_run(game: LabGame, base: dict) -> dict:
    """Run: the deals with these bots and options, one job per rotation of the bots."""
    return {**base, "jobs": seated_jobs(game.name, base["deals"], base["bots"], base["seed"], base["options"],
                                        base["seating"], {"run": "A"})}


def plan_sweep(game: LabGame, base: dict, key: str, text: str) -> dict:
    """Sweep: the values ``text`` gives of the option ``key``, the same deals for each."""
    options, seed, seating = base["options"], base["seed"], base["seating"]
    values = parse_values(text, game.cls.OPTIONS[key])
    bots = sweep_bots(game, key, values, options, base["bots"])
    default = game.cls.OPTIONS[key].default
    jobs = [job for v in values for job in
            seated_jobs(game.name, base["deals"], bots, seed, {**options, key: v}, seating,
                        {"run": option_words(key, v, default)})]
    return {**base, "option": key, "values": values, "bots": bots, "jobs": jobs}


def sweep_bots(game: LabGame, key: str, values: list, options: dict, bots):
    """The bots a sweep seats: one for every seat when the option changes the number of seats."""
    if game.side_names:
        return bots
    counts = set()
    for v in values:
        try:
            counts.add(game.players({**options, key: v}))
        except ValueError as e:
            raise ValueError(f"Sweep: {key} = {json.dumps(v)}: {e}") from None
    if counts == {len(bots)}:
        return bots
    return game.one_bot(bots, "Sweep", key)


# ------------------------------------------------------------------ the work
def play_runs(work: Work, plan: dict) -> None:
    """The plan's jobs in batches, every job's deals interleaved, the charts redrawn as they come."""
    jobs = plan["jobs"]
    total = sum(j.n_games for j in jobs)
    rotations = len({j.extra.get("rotation") for j in jobs})
    work.out.advance(0, total)
    chunk = max(1, min(100, math.ceil(plan["deals"] / 10)))
    stream = batches(jobs, workers=plan["workers"], chunk_size=chunk, interleave=True)
    parts: dict[int, list] = {}
    done, last, start = 0, 0.0, time.perf_counter()
    sets = len(jobs) // max(1, rotations)
    try:
        for i, games, rows in stream:
            parts[i] = rows
            done += games
            work.out.advance(done)
            work.out.say(f"{done} of {total} games ({plan['deals']} deals"
                         f"{f' x {rotations} rotations' if rotations > 1 else ''}"
                         f"{f' x {sets} option sets' if sets > 1 else ''})")
            if work.stopped():
                break
            now = time.perf_counter()
            if now - last >= REDRAW_EVERY:
                work.show(frame_of(parts), plan, final=False)
                last = time.perf_counter()
    finally:
        stream.close()
    took = time.perf_counter() - start
    frame = frame_of(parts)
    stopped = work.stopped() and done < total
    work.out.say(f"stopped: {done} of {total} games kept" if stopped else
                 f"done: {done} games in {took:.1f} s")
    work.show(frame, plan, final=True)
