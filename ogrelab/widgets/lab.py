"""The design lab: explore a game's design without code, compare fairly, balance automatically.

    from ogrelab.widgets.lab import lab
    lab("ogre_bash")          # the page a Voila app notebook shows

Choose the bots per seat, the game's options (every one, from its ``OPTIONS``),
the number of deals and workers, then one of four questions:

- **Run**: win rates by seat and by bot, game length, how games end, margins;
- **Compare**: two option sets on the same deals, with their paired difference;
- **Sweep**: one option over a range of values, the same deals for each;
- **Tune**: the value of one option that brings a metric to a target (Optuna).

Games are played in batches in a background thread, so the progress bar moves,
the charts fill in and Stop keeps what was played. Every figure is shown with
its 95 % interval and the number of deals that would halve it.
"""

from __future__ import annotations

import base64
import html
import importlib
import io
import json
import math
import os
import re
import threading
import time
import traceback
from typing import Any

import ipywidgets as W
import pandas as pd

from ..core import bot_names, game_class
from ..analysis import charts
from ..analysis.metrics import compare, metrics, precision
from ..analysis.runner import batches, frame_of, seated_jobs
from ..analysis.tune import tune
from .shell import default_bot

MODES = ("Run", "Compare", "Sweep", "Tune")
#: Charts are redrawn at most this often while games come in (seconds).
REDRAW_EVERY = 1.0
_JSON = "JSON"

_CSS = """<style>
.ogrelab-lab { max-width: 1380px; }
.ogrelab-lab .ogrelab-lab-doc { color: #555; font-size: 12px; line-height: 1.3; }
.ogrelab-lab .ogrelab-lab-option-error, .ogrelab-lab .ogrelab-lab-error { color: #b00020; }
.ogrelab-lab table.ogrelab-lab-table { border-collapse: collapse; font-size: 13px; margin: 4px 0 10px; }
.ogrelab-lab table.ogrelab-lab-table td, .ogrelab-lab table.ogrelab-lab-table th {
  padding: 2px 10px; border-bottom: 1px solid #e3e3e3; text-align: right; }
.ogrelab-lab table.ogrelab-lab-table td:first-child, .ogrelab-lab table.ogrelab-lab-table th:first-child {
  text-align: left; }
.ogrelab-lab h3 { margin: 10px 0 4px; }
.ogrelab-lab .ogrelab-lab-panel { border: 1px solid #ddd; border-radius: 4px; padding: 6px 10px; margin: 4px 0; }
</style>"""


# -------------------------------------------------------------- options
class OptionForm:
    """One widget per option of a game, with its doc; ``values()`` reads them back."""

    def __init__(self, cls, title: str):
        self.cls = cls
        self.inputs: dict[str, W.Widget] = {}
        self.errors: dict[str, W.HTML] = {}
        self.docs: dict[str, W.HTML] = {}
        rows = []
        for key, opt in cls.OPTIONS.items():
            widget = self._widget(opt)
            widget.add_class(f"ogrelab-lab-option-{key}")
            self.inputs[key] = widget
            err = W.HTML()
            err.add_class("ogrelab-lab-option-error")
            self.errors[key] = err
            label = W.HTML(f"<b title='{html.escape(opt.doc)}'>{html.escape(key)}</b>",
                           layout=W.Layout(width="14em", min_width="14em"))
            doc = W.HTML(f"<div class='ogrelab-lab-doc'>{html.escape(opt.doc)}</div>",
                         layout=W.Layout(flex="1 1 20em", margin="0 0 0 10px"))
            self.docs[key] = doc
            rows.append(W.VBox([W.HBox([label, widget, doc], layout=W.Layout(align_items="center")),
                                err], layout=W.Layout(margin="0 0 2px 0")))
        self.widget = W.VBox([W.HTML(f"<b>{html.escape(title)}</b>")] + rows)
        self.widget.add_class("ogrelab-lab-options")

    @staticmethod
    def _widget(opt) -> W.Widget:
        d = opt.default
        wide = W.Layout(width="16em", min_width="16em")
        if opt.choices is not None:
            return W.Dropdown(options=[(json.dumps(c) if not isinstance(c, str) else c, c)
                                       for c in opt.choices], value=d, layout=wide)
        if isinstance(d, bool):
            return W.Checkbox(value=d, indent=False, layout=W.Layout(width="16em", min_width="16em"))
        if isinstance(d, int):
            return W.IntText(value=d, layout=wide)
        if isinstance(d, float):
            return W.FloatText(value=d, layout=wide)
        if isinstance(d, str):
            return W.Text(value=d, layout=wide)
        text = json.dumps(d)
        box = W.Textarea(value=text, placeholder="JSON", rows=1 if len(text) < 40 else 3,
                         layout=W.Layout(width="28em", min_width="16em"))
        box.json = True
        return box

    def values(self) -> dict:
        """The options that differ from their defaults; a bad one is marked next to its widget."""
        out, bad = {}, []
        for key, widget in self.inputs.items():
            self.errors[key].value = ""
            value = widget.value
            if getattr(widget, "json", False):
                try:
                    value = json.loads(value) if value.strip() else None
                except json.JSONDecodeError as e:
                    self.errors[key].value = f"not JSON: {html.escape(str(e))}"
                    bad.append(key)
                    continue
            try:
                self.cls.OPTIONS[key].validate(key, value)
            except ValueError as e:
                self.errors[key].value = html.escape(str(e))
                bad.append(key)
                continue
            if value != self.cls.OPTIONS[key].default:
                out[key] = value
        if bad:
            raise ValueError(f"option {', '.join(bad)}: see the message under it")
        try:
            self.cls.check_options(out)
        except ValueError as e:
            raise ValueError(f"options: {e}") from None
        return out

    def observe(self, fn) -> None:
        for widget in self.inputs.values():
            widget.observe(lambda _c: fn(), "value")


def parse_values(text: str, opt) -> list:
    """``"6, 8, 10"`` (JSON values) or ``"4..12"`` (whole numbers, both ends) -> a list."""
    text = text.strip()
    m = re.fullmatch(r"(-?\d+)\s*\.\.\s*(-?\d+)(?:\s+step\s+(\d+))?", text)
    if m:
        lo, hi, step = int(m[1]), int(m[2]), int(m[3] or 1)
        if lo > hi or step < 1:
            raise ValueError(f"values {text!r}: write low..high with low <= high, e.g. 4..12")
        return list(range(lo, hi + 1, step))
    values = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        try:
            values.append(json.loads(part))
        except json.JSONDecodeError:
            values.append(part)
    if not values:
        raise ValueError("values: give a list such as 6, 8, 10 or a range such as 4..12")
    return values


def default_values(opt) -> str:
    if opt.choices is not None:
        return ", ".join(json.dumps(c) for c in opt.choices)
    if isinstance(opt.default, bool):
        return "false, true"
    if isinstance(opt.default, int):
        d = opt.default
        lo = max(0 if d >= 0 else d - 4, d - 4)
        return f"{lo}..{d + 4}"
    if isinstance(opt.default, float):
        return ", ".join(f"{opt.default * f:g}" for f in (0.5, 0.75, 1, 1.25, 1.5))
    return json.dumps(opt.default)


def _ending(name: str):
    """How a game ended, in few words: the game's own labels if it has them, else the reason
    with seat numbers and counts taken out, so endings group."""
    try:
        examples = importlib.import_module(f"ogrelab.games.{name}.examples")
        own = getattr(examples, "ending", None)
    except ImportError:
        own = None
    if callable(own):
        return own

    def generic(reason):
        text = re.sub(r"\bseat \d+\b", "a seat", str(reason))
        return re.sub(r"\d+", "N", text)
    return generic


# ------------------------------------------------------------------ lab
class Lab:
    """The design lab of one game (see the module docstring); ``widget`` is the page."""

    def __init__(self, name: str, deals: int = 200, workers: int = 1, seed: int = 0):
        self.name = name
        self.cls = game_class(name)
        self.frame = pd.DataFrame()
        self.trials = pd.DataFrame()
        self.error: str = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._bots = bot_names(name)

        title = W.HTML(f"{_CSS}<div class='ogrelab-lab-doc'>Seat the bots, set the options, choose a "
                       "question and press Run. Each deal is played once in every rotation of the "
                       "bots over the seats (unless you fix the seating), so the seats' "
                       "advantage and the bots' strength come apart, and option sets are compared "
                       "on the same deals.</div>")
        self.mode = W.ToggleButtons(options=list(MODES), value="Run",
                                    tooltips=["play the deals and chart them",
                                              "two option sets on the same deals",
                                              "one option over a range of values",
                                              "find the value that brings a metric to a target"])
        self.mode.add_class("ogrelab-lab-mode")
        self.mode_help = W.HTML()

        # seats
        self.seat_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.seat_box.add_class("ogrelab-lab-seats")
        self.seat_pickers: list[W.Dropdown] = []
        self.seating = W.Dropdown(options=[("rotate the bots over the seats", "rotate"),
                                           ("each bot in the seat chosen", "fixed")],
                                  value="rotate", description="seating",
                                  style={"description_width": "initial"}, layout=W.Layout(width="22em"))
        self.seating.add_class("ogrelab-lab-seating")

        # run settings
        self.deals = W.BoundedIntText(value=deals, min=1, max=1_000_000, description="deals",
                                      style={"description_width": "initial"}, layout=W.Layout(width="11em"))
        self.deals.add_class("ogrelab-lab-deals")
        self.workers = W.BoundedIntText(value=workers, min=1, max=max(1, os.cpu_count() or 1),
                                        description="workers", style={"description_width": "initial"},
                                        layout=W.Layout(width="10em"))
        self.workers.add_class("ogrelab-lab-workers")
        self.seed = W.IntText(value=seed, description="seed", style={"description_width": "initial"},
                              layout=W.Layout(width="9em"))
        self.seed.add_class("ogrelab-lab-seed")

        # options: set A, and set B for comparisons
        self.form_a = OptionForm(self.cls, "Options")
        self.form_b = OptionForm(self.cls, "Options B (compared with the options above)")
        self.form_a.observe(self._guarded(self._reseat))
        self.form_b.widget.layout.display = "none"

        # sweep and tune settings
        searchable = [k for k, o in self.cls.OPTIONS.items()
                      if o.choices is not None or isinstance(o.default, (bool, int, float))]
        self.sweep_option = W.Dropdown(options=searchable, description="option",
                                       style={"description_width": "initial"})
        self.sweep_values = W.Text(description="values", style={"description_width": "initial"},
                                   layout=W.Layout(width="30em"), placeholder="6, 8, 10 or 4..12")
        self.sweep_option.observe(self._guarded(lambda: setattr(
            self.sweep_values, "value", default_values(self.cls.OPTIONS[self.sweep_option.value]))), "value")
        self.sweep_panel = W.VBox([W.HTML("<b>Sweep one option</b>"),
                                   W.HBox([self.sweep_option, self.sweep_values])])
        self.sweep_panel.add_class("ogrelab-lab-panel")
        self.tune_option = W.Dropdown(options=searchable, description="option",
                                      style={"description_width": "initial"})
        self.tune_values = W.Text(description="try", style={"description_width": "initial"},
                                  layout=W.Layout(width="24em"), placeholder="4..16 or 2, 3, 4")
        self.tune_option.observe(self._guarded(lambda: setattr(
            self.tune_values, "value", default_values(self.cls.OPTIONS[self.tune_option.value]))), "value")
        self.tune_metric = W.Dropdown(description="bring", style={"description_width": "initial"})
        self.tune_goal = W.Dropdown(options=[("to the value", "value"), ("as low as it goes", "min"),
                                             ("as high as it goes", "max")], value="value",
                                    layout=W.Layout(width="12em"))
        self.tune_target = W.FloatText(value=0.0, layout=W.Layout(width="7em"))
        self.tune_trials = W.BoundedIntText(value=12, min=1, max=500, description="trials",
                                            style={"description_width": "initial"},
                                            layout=W.Layout(width="9em"))
        self.tune_panel = W.VBox([W.HTML("<b>Tune one option</b> (Optuna; every trial plays the same deals)"),
                                  W.HBox([self.tune_option, self.tune_values, self.tune_trials]),
                                  W.HBox([self.tune_metric, self.tune_goal, self.tune_target])])
        self.tune_panel.add_class("ogrelab-lab-panel")
        for panel in (self.sweep_panel, self.tune_panel):
            panel.layout.display = "none"
        if searchable:
            self.sweep_values.value = default_values(self.cls.OPTIONS[searchable[0]])
            self.tune_values.value = default_values(self.cls.OPTIONS[searchable[0]])

        # run, stop, progress, messages
        self.run_button = W.Button(description="Run", button_style="primary", icon="play",
                                   layout=W.Layout(width="8em"))
        self.run_button.add_class("ogrelab-lab-run")
        self.run_button.on_click(self._guarded(lambda _b=None: self.run()))
        self.stop_button = W.Button(description="Stop", icon="stop", disabled=True,
                                    tooltip="stop after the batches under way; what was played stays",
                                    layout=W.Layout(width="8em"))
        self.stop_button.add_class("ogrelab-lab-stop")
        self.stop_button.on_click(self._guarded(lambda _b=None: self.stop()))
        self.progress = W.IntProgress(value=0, min=0, max=1, description="",
                                      layout=W.Layout(width="28em"))
        self.progress.add_class("ogrelab-lab-progress")
        self.status = W.HTML()
        self.status.add_class("ogrelab-lab-status")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-lab-error")

        # results
        self.summary = W.HTML()
        self.summary.add_class("ogrelab-lab-summary")
        self.downloads = W.HTML()
        self.downloads.add_class("ogrelab-lab-download")
        # Charts are plotly's JSON in Output widgets: the page's plotly renderer draws them,
        # and an Output's outputs can be replaced whole from the run's thread.
        self.figures = {key: W.Output(layout=W.Layout(width="100%", min_height="40px"))
                        for key in ("seats", "bots", "length", "endings", "margins", "extra")}
        for key, out in self.figures.items():
            out.add_class("ogrelab-lab-chart")
            out.add_class(f"ogrelab-lab-chart-{key}")
        self.chart_boxes = {key: W.Box([out], layout=W.Layout(width="50%", min_width="420px"))
                            for key, out in self.figures.items()}
        self.extra_box = W.Box([self.figures["extra"]], layout=W.Layout(width="100%", display="none"))
        self.charted: dict[str, Any] = {}
        self.extra_box.add_class("ogrelab-lab-extra")
        grid = W.HBox([self.chart_boxes[k] for k in ("seats", "bots", "length", "endings", "margins")],
                      layout=W.Layout(flex_flow="row wrap", width="100%"))
        grid.add_class("ogrelab-lab-charts")

        self.mode.observe(self._guarded(self._mode_changed), "value")
        setup = W.VBox([W.HTML("<b>Seats</b>"), self.seat_box,
                        W.HBox([self.seating, self.deals, self.workers, self.seed],
                               layout=W.Layout(flex_flow="row wrap"))])
        setup.add_class("ogrelab-lab-panel")
        options = W.HBox([self.form_a.widget, self.form_b.widget], layout=W.Layout(flex_flow="row wrap"))
        options.add_class("ogrelab-lab-panel")
        controls = W.HBox([self.run_button, self.stop_button, self.progress, self.status],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))
        self.widget = W.VBox([title, self.mode, self.mode_help, setup, options, self.sweep_panel,
                              self.tune_panel, controls, self.error_box, self.summary, self.extra_box,
                              grid, self.downloads])
        self.widget.add_class("ogrelab-lab")
        self._reseat()
        self._mode_changed()

    # ------------------------------------------------------------ setup
    def _guarded(self, fn):
        def call(*_args):
            try:
                fn()
            except Exception as e:  # noqa: BLE001 - every error must reach the person
                self._show_error(e)
        return call

    def _show_error(self, e: BaseException) -> None:
        text = str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
        self.error = text
        self.error_box.value = f"<b>Cannot run:</b> {html.escape(text)}"
        self.error_box.layout.display = ""

    def _clear_error(self) -> None:
        self.error = ""
        self.error_box.value = ""
        self.error_box.layout.display = "none"

    def _reseat(self) -> None:
        """One bot picker per seat of the game the options make."""
        try:
            game = self.cls(seed=0, **self.form_a.values())
        except ValueError:
            return                      # the form shows what is wrong; keep the seats
        names = game.seat_names
        old = [p.value for p in self.seat_pickers]
        if len(old) == len(names) and [p.description for p in self.seat_pickers] == list(names):
            return
        pick = default_bot(self.name)
        self.seat_pickers = []
        for s, seat in enumerate(names):
            p = W.Dropdown(options=self._bots, value=old[s] if s < len(old) else pick, description=seat,
                           style={"description_width": "initial"}, layout=W.Layout(width="auto"))
            p.add_class("ogrelab-lab-bot")
            p.add_class(f"ogrelab-lab-bot-{s}")
            p.observe(lambda _c: self._refresh_metrics(), "value")
            self.seat_pickers.append(p)
        self.seat_box.children = self.seat_pickers
        self._refresh_metrics()

    def _refresh_metrics(self) -> None:
        """The metrics a tuning can aim at, for these seats and bots."""
        seats = [(f"win rate of {p.description}", f"win_rate_{s}") for s, p in enumerate(self.seat_pickers)]
        bots = list(dict.fromkeys(p.value for p in self.seat_pickers))
        found = [("first-player advantage", "first_player_advantage")] + seats
        if len(bots) > 1:
            found += [(f"strength of {b}", f"strength_{b}") for b in bots]
        found += [("draw rate", "draw_rate"), ("turns (mean)", "turns_mean"),
                  ("winning margin (mean)", "margin_mean"), ("balance", "balance")]
        keep = self.tune_metric.value
        self.tune_metric.options = found
        self.tune_metric.value = keep if keep in [v for _, v in found] else found[0][1]

    def _mode_changed(self) -> None:
        mode = self.mode.value
        self.form_b.widget.layout.display = "" if mode == "Compare" else "none"
        self.sweep_panel.layout.display = "" if mode == "Sweep" else "none"
        self.tune_panel.layout.display = "" if mode == "Tune" else "none"
        self.mode_help.value = "<div class='ogrelab-lab-doc'>" + {
            "Run": "Play the deals with these bots and options, and chart who wins, how long games "
                   "last and how they end.",
            "Compare": "Play the same deals under the options above (A) and the options B, and "
                       "give each outcome's paired difference, B minus A.",
            "Sweep": "Play the same deals for each value of one option, and chart the metrics "
                     "against it.",
            "Tune": "Search the value of one option that brings a metric to a target; every trial "
                    "plays the same deals, so luck does not steer the search.",
        }[mode] + "</div>"

    def bots(self) -> list[str]:
        return [p.value for p in self.seat_pickers]

    # ------------------------------------------------------------- plan
    def _plan(self) -> dict:
        """What the settings ask for, checked before anything is played."""
        options = self.form_a.values()
        bots = self.bots()
        n, seed = int(self.deals.value), int(self.seed.value)
        seating = self.seating.value
        mode = self.mode.value
        plan: dict[str, Any] = {"mode": mode, "bots": bots, "seed": seed, "deals": n,
                                "seating": seating, "options": options,
                                "workers": int(self.workers.value)}
        if mode == "Run":
            plan["jobs"] = seated_jobs(self.name, n, bots, seed, options, seating, {"run": "A"})
        elif mode == "Compare":
            other = self.form_b.values()
            if other == options:
                raise ValueError("Compare: options B are the same as the options above; change one")
            plan["jobs"] = (seated_jobs(self.name, n, bots, seed, options, seating, {"run": "A"}) +
                            seated_jobs(self.name, n, bots, seed, other, seating, {"run": "B"}))
            plan["other"] = other
        elif mode == "Sweep":
            key = self.sweep_option.value
            values = parse_values(self.sweep_values.value, self.cls.OPTIONS[key])
            plan["option"], plan["values"] = key, values
            plan["jobs"] = [job for v in values for job in
                            seated_jobs(self.name, n, bots, seed, {**options, key: v}, seating,
                                        {"run": f"{key}={json.dumps(v)}"})]
        else:
            key = self.tune_option.value
            opt = self.cls.OPTIONS[key]
            values = parse_values(self.tune_values.value, opt)
            whole = all(isinstance(v, int) and not isinstance(v, bool) for v in values)
            space = range(min(values), max(values) + 1) if whole and len(values) > 1 and \
                self.tune_values.value.strip().count("..") else values
            metric = self.tune_metric.value
            goal = self.tune_goal.value
            plan.update(option=key, space=space, metric=metric,
                        target={metric: float(self.tune_target.value) if goal == "value" else goal},
                        trials=int(self.tune_trials.value))
        return plan

    # -------------------------------------------------------------- run
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def run(self, background: bool = True) -> None:
        """Start what the settings ask for; ``background=False`` plays it here and returns after.

        Settings that cannot run are shown on the page (``error``) and nothing starts.
        """
        if self.running:
            self._show_error(ValueError("a run is under way: stop it first"))
            return
        self._clear_error()
        try:
            plan = self._plan()
        except ValueError as e:
            self._show_error(e)
            return
        self._stop.clear()
        self.frame, self.trials = pd.DataFrame(), pd.DataFrame()
        for out in self.figures.values():       # no chart of an earlier run stays beside this one
            out.outputs = ()
        self.charted.clear()
        self.extra_box.layout.display = "none"
        self.downloads.value = ""
        self.summary.value = ""
        self.run_button.disabled = True
        self.stop_button.disabled = False
        work = self._tune if plan["mode"] == "Tune" else self._play
        if background:
            self._thread = threading.Thread(target=self._work, args=(work, plan), daemon=True)
            self._thread.start()
        else:
            self._work(work, plan)

    def stop(self) -> None:
        """Stop after the batches under way; the games played so far stay, charted."""
        self._stop.set()
        self.status.value = "stopping after the games under way..."

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _work(self, work, plan) -> None:
        try:
            work(plan)
        except Exception as e:  # noqa: BLE001 - shown on the page, never lost in the thread
            self._show_error(e)
            self.status.value = "stopped by an error"
            traceback.print_exc()
        finally:
            self.run_button.disabled = False
            self.stop_button.disabled = True

    def _play(self, plan) -> None:
        jobs = plan["jobs"]
        total = sum(j.n_games for j in jobs)
        rotations = len({j.extra.get("rotation") for j in jobs})
        self.progress.max, self.progress.value = max(1, total), 0
        chunk = max(1, min(100, math.ceil(plan["deals"] / 10)))
        stream = batches(jobs, workers=plan["workers"], chunk_size=chunk, interleave=True, lead=False)
        parts: dict[int, list] = {}
        done, last, start = 0, 0.0, time.perf_counter()
        try:
            for i, games, rows in stream:
                parts[i] = rows
                done += games
                self.progress.value = done
                self.status.value = (f"{done} of {total} games ({plan['deals']} deals"
                                     f"{f' x {rotations} rotations' if rotations > 1 else ''}"
                                     f"{f' x {len(jobs) // max(1, rotations)} option sets' if len(jobs) > rotations else ''})")
                if self._stop.is_set():
                    break
                now = time.perf_counter()
                if now - last >= REDRAW_EVERY:
                    self._show(frame_of(parts), plan, final=False)
                    last = time.perf_counter()
        finally:
            stream.close()
        took = time.perf_counter() - start
        frame = frame_of(parts)
        stopped = self._stop.is_set() and done < total
        self.status.value = (f"stopped: {done} of {total} games kept" if stopped else
                             f"done: {done} games in {took:.1f} s")
        self._show(frame, plan, final=True)

    def _tune(self, plan) -> None:
        self.progress.max, self.progress.value = plan["trials"], 0
        self.extra_box.layout.display = ""
        start = time.perf_counter()

        def seen(trials: pd.DataFrame) -> None:
            self.trials = trials
            trials.attrs.update({"game": self.name, "target": plan["target"], "params": [plan["option"]]})
            self.progress.value = len(trials)
            self.status.value = f"{len(trials)} of {plan['trials']} trials"
            self._draw("extra", charts.tune(trials))
            self.summary.value = self._trials_html(trials, plan, final=False)

        trials = tune(self.name, {plan["option"]: plan["space"]}, plan["target"], n_games=plan["deals"],
                      trials=plan["trials"], bots=plan["bots"], seed=plan["seed"], options=plan["options"],
                      workers=plan["workers"], seating=plan["seating"], on_trial=seen, stop=self._stop.is_set)
        self.trials = trials
        self.status.value = (f"stopped after {len(trials)} trials" if self._stop.is_set() else
                             f"done: {len(trials)} trials in {time.perf_counter() - start:.1f} s")
        self._draw("extra", charts.tune(trials))
        self.summary.value = self._trials_html(trials, plan, final=True)
        self._offer(trials, f"{self.name}-tune-{plan['option']}")

    # ---------------------------------------------------------- drawing
    def _draw(self, key: str, fig) -> None:
        """Show a plotly figure in the chart place ``key`` (replacing what was there)."""
        fig.update_layout(height=max(380, fig.layout.height or 0) if key == "extra" else 380,
                          autosize=True)
        spec = json.loads(fig.to_json())
        spec["config"] = {"displaylogo": False, "responsive": True}
        self.charted[key] = fig
        self.figures[key].outputs = ({"output_type": "display_data", "metadata": {},
                                      "data": {"application/vnd.plotly.v1+json": spec,
                                               "text/plain": f"<{fig.layout.title.text}>"}},)

    def _show(self, frame: pd.DataFrame, plan: dict, final: bool) -> None:
        if frame.empty:
            return
        frame = frame.copy()
        self.frame = frame
        ending = _ending(self.name)
        by = "run" if frame["run"].nunique() > 1 else None
        self._draw("seats", charts.win_rates(frame))
        self._draw("bots", charts.bot_strength(frame))
        self._draw("length", charts.game_length(frame))
        self._draw("endings", charts.endings(frame, classify=ending, by=by or "lineup"))
        self._draw("margins", charts.scores(frame, margin=True))
        mode = plan["mode"]
        if mode == "Sweep":
            shown = [m for m in ("first_player_advantage", "win_rate_0", "turns_mean")]
            self._draw("extra", charts.sweep(frame, option=plan["option"], show=shown))
            self.extra_box.layout.display = ""
        elif mode == "Compare":
            self.extra_box.layout.display = "none"
        else:
            self.extra_box.layout.display = "none"
        self.summary.value = self._summary_html(frame, plan, final)
        if final:
            self._offer(frame, f"{self.name}-{mode.lower()}")

    def _summary_html(self, frame: pd.DataFrame, plan: dict, final: bool) -> str:
        seating = ("bots rotated over the seats, every deal once per rotation"
                   if (frame["seating"] == "rotate").all() else "each bot in the seat chosen")
        parts = [f"<h3>{'Results' if final else 'Results so far'}</h3>"
                 f"<div class='ogrelab-lab-doc'>{len(frame)} games, seating: {seating}. "
                 "Each figure with its 95 % interval; four times the deals halve an interval.</div>"]
        names = self.cls(seed=0, **plan["options"]).seat_names
        for run, part in frame.groupby("run", sort=False):
            table = precision(part)
            label = run if run != "A" or plan["mode"] == "Compare" else ""
            if plan["mode"] == "Compare":
                label = "A (the options above)" if run == "A" else "B"
            rows = "".join(
                f"<tr><td>{html.escape(_figure_name(r.figure, names))}</td><td>{_fmt(r.figure, r.value)}</td>"
                f"<td>{_fmt(r.figure, r.lo)} to {_fmt(r.figure, r.hi)}</td>"
                f"<td>&plusmn; {_fmt(r.figure, r.plus_minus, sign=False)}</td>"
                f"<td>{int(r.deals)}</td><td>{int(r.deals_to_halve)}</td></tr>"
                for r in table.itertuples())
            parts.append((f"<b>{html.escape(label)}</b>" if label else "") +
                         "<table class='ogrelab-lab-table'><tr><th>figure</th><th>value</th>"
                         "<th>95 % interval</th><th>&plusmn;</th><th>deals</th>"
                         "<th>deals to halve it</th></tr>" + rows + "</table>")
        if plan["mode"] == "Compare" and set(frame["run"]) == {"A", "B"}:
            a, b = frame[frame["run"] == "A"], frame[frame["run"] == "B"]
            common = a.merge(b[["seed", "rotation"]], on=["seed", "rotation"])
            if len(common):
                table = compare(a, b)
                rows = "".join(
                    f"<tr><td>{html.escape(_figure_name(r.outcome, names))}</td>"
                    f"<td>{_fmt(r.outcome, r.a)}</td><td>{_fmt(r.outcome, r.b)}</td>"
                    f"<td><b>{_fmt(r.outcome, r.difference, sign=True)}</b></td>"
                    f"<td>{_fmt(r.outcome, r.lo, sign=True)} to {_fmt(r.outcome, r.hi, sign=True)}</td>"
                    f"<td>{r.better} / {r.worse}</td><td>{r.p:.3g}</td><td>{r.deals}</td>"
                    f"<td>{r.deals_to_halve}</td></tr>"
                    for r in table.itertuples())
                parts.append("<h3>B against A on the same deals</h3>"
                             "<table class='ogrelab-lab-table ogrelab-lab-compare'><tr><th>outcome</th>"
                             "<th>A</th><th>B</th><th>B minus A</th><th>95 % interval</th>"
                             "<th>games up / down</th><th>sign test p</th><th>deals</th>"
                             "<th>deals to halve it</th></tr>" + rows + "</table>")
        return "".join(parts)

    def _trials_html(self, trials: pd.DataFrame, plan: dict, final: bool) -> str:
        if trials.empty:
            return ""
        metric, key = plan["metric"], plan["option"]
        names = self.cls(seed=0, **plan["options"]).seat_names
        best = trials[trials["best"]].iloc[0]
        goal = plan["target"][metric]
        aim = f"to {_fmt(metric, goal)}" if not isinstance(goal, str) else \
            ("as low as it goes" if goal == "min" else "as high as it goes")
        head = (f"<h3>{'Best' if final else 'Best so far'}: {html.escape(key)} = "
                f"{html.escape(str(best[key]))}</h3><div class='ogrelab-lab-doc'>"
                f"{html.escape(_figure_name(metric, names))} {aim}: {_fmt(metric, best[metric])} "
                f"(95 % interval {_fmt(metric, best[metric + '_lo'])} to {_fmt(metric, best[metric + '_hi'])}) "
                f"over {int(best['deals'])} deals; {4 * int(best['deals'])} deals would halve the interval. "
                "Values whose intervals overlap the best one's are not told apart at this count.</div>")
        rows = "".join(
            f"<tr><td>{int(r['trial'])}</td><td>{html.escape(str(r[key]))}</td>"
            f"<td>{_fmt(metric, r[metric])}</td>"
            f"<td>{_fmt(metric, r[metric + '_lo'])} to {_fmt(metric, r[metric + '_hi'])}</td>"
            f"<td>{r['distance']:.3f}</td></tr>"
            for _, r in trials.sort_values("distance").head(12).iterrows())
        return (head + "<table class='ogrelab-lab-table ogrelab-lab-trials'><tr><th>trial</th>"
                f"<th>{html.escape(key)}</th><th>{html.escape(metric)}</th><th>95 % interval</th>"
                "<th>distance to target</th></tr>" + rows + "</table>")

    def _offer(self, frame: pd.DataFrame, stem: str) -> None:
        """Download links for the frame: CSV and Parquet."""
        csv = frame.to_csv(index=False).encode("utf-8")
        buf = io.BytesIO()
        frame.to_parquet(buf, index=False)
        links = []
        for data, ext, mime in ((csv, "csv", "text/csv"), (buf.getvalue(), "parquet", "application/octet-stream")):
            b64 = base64.b64encode(data).decode("ascii")
            links.append(f"<a class='ogrelab-lab-download-{ext}' download='{html.escape(stem)}.{ext}' "
                         f"href='data:{mime};base64,{b64}'>{ext.upper()} ({len(data) // 1024 + 1} kB)</a>")
        self.downloads.value = (f"<b>Download the {len(frame)} rows:</b> " + " &nbsp;·&nbsp; ".join(links))

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


def _figure_name(figure: str, seats) -> str:
    m = re.fullmatch(r"(?:win_rate_|win_)(\d+)", figure)
    if m:
        s = int(m[1])
        return f"win rate of {seats[s] if s < len(seats) else f'seat {s}'}"
    if figure.startswith("strength_"):
        return f"strength of {figure[len('strength_'):]} (over every seat)"
    return {"first_player_advantage": "first-player advantage", "first_player_win": "first player wins",
            "draw_rate": "draw rate", "draw": "draws", "turns_mean": "turns (mean)", "turns": "turns",
            "margin_mean": "winning margin (mean)", "margin": "winning margin",
            "actions_mean": "actions (mean)", "balance": "balance"}.get(figure, figure.replace("_", " "))


def _fmt(figure: str, value, sign: bool | None = None) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    rate = figure.startswith(("win", "strength_", "first_player", "draw")) or "rate" in figure
    if rate:
        text = f"{value * 100:+.1f} %" if sign or (sign is None and "advantage" in figure) else f"{value * 100:.1f} %"
    else:
        text = f"{value:+.2f}" if sign else f"{value:.2f}"
    return text


def lab(name: str, **kwargs) -> Lab:
    """The design lab of ``name`` (see :class:`Lab`), as its Voila app notebook shows it."""
    return Lab(name, **kwargs)
