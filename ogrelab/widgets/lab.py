"""The design lab: ask a game's design questions without code, compare fairly, balance automatically.

    from ogrelab.widgets.lab import lab
    lab("ogre_bash")          # the page a Voila app notebook shows

Choose the bots (per seat, or per side in a game of sides), the game's options
(every one, from its ``OPTIONS``), then one of six questions:

- **Ask**: is the first player favoured? (which side is, in a game of sides),
  between equal bots, played until the interval decides (:func:`first_player`);
- **Run**: win rates by seat (or side) and by bot, game length, how games end,
  margins, each figure with what its interval can tell;
- **Compare**: two option sets on the same deals, played until the chosen
  outcome's difference is known (:func:`settle`), every outcome's difference beside it;
- **Sweep**: one option over a range of values, the same deals for each;
- **Tune**: the values of up to three options that bring a metric to a target
  (Optuna), confirmed by a race on common deals;
- **Skill**: how much skill matters, a ladder of bots each against the one below.

Games are played in batches in a background thread, so the progress bar moves,
the charts fill in and Stop keeps what was played. Every figure is shown with
its 95 % interval and the deals behind it: decided, or "cannot be told apart
with N deals; about M would tell".
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
from ..analysis.answers import CAP, START, first_player, headline, settle, skill_ladder
from ..analysis.metrics import (bot_labels, compare, deals_to_decide, metrics, precision, side_key,
                                verdict_of)
from ..analysis.runner import batches, frame_of, seated_jobs
from ..analysis.tune import finding, tune
from .shell import default_bot

MODES = ("Ask", "Run", "Compare", "Sweep", "Tune", "Skill")
#: Charts are redrawn at most this often while games come in (seconds).
REDRAW_EVERY = 1.0
#: Tuning: how many options can be searched at once.
TUNE_ROWS = 3
#: The bots of a skill ladder, weakest first (others follow in the game's order).
LADDER = ("random", "heuristic", "ismcts")

_CSS = """<style>
.ogrelab-lab { max-width: 1380px; }
.ogrelab-lab .ogrelab-lab-doc { color: #555; font-size: 12px; line-height: 1.3; }
.ogrelab-lab .ogrelab-lab-option-error, .ogrelab-lab .ogrelab-lab-error { color: #b00020; }
.ogrelab-lab table.ogrelab-lab-table { border-collapse: collapse; font-size: 13px; margin: 4px 0 10px; }
.ogrelab-lab table.ogrelab-lab-table td, .ogrelab-lab table.ogrelab-lab-table th {
  padding: 2px 10px; border-bottom: 1px solid #e3e3e3; text-align: right; }
.ogrelab-lab table.ogrelab-lab-table td:first-child, .ogrelab-lab table.ogrelab-lab-table th:first-child {
  text-align: left; }
.ogrelab-lab table.ogrelab-lab-table td { white-space: nowrap; }
.ogrelab-lab table.ogrelab-lab-table th.ogrelab-lab-words { text-align: left; }
.ogrelab-lab table.ogrelab-lab-table td.ogrelab-lab-words { white-space: normal; text-align: left; min-width: 16em; }
.ogrelab-lab table.ogrelab-lab-runs-table td { vertical-align: top; line-height: 1.25; padding-top: 4px; }
.ogrelab-lab h3 { margin: 10px 0 4px; }
.ogrelab-lab .ogrelab-lab-panel { border: 1px solid #ddd; border-radius: 4px; padding: 6px 10px; margin: 4px 0; }
.ogrelab-lab .ogrelab-lab-card { border-left: 4px solid #1f77b4; background: #f4f8fc;
  padding: 8px 14px; margin: 6px 0; }
.ogrelab-lab .ogrelab-lab-question { font-size: 13px; color: #555; font-weight: bold; }
.ogrelab-lab .ogrelab-lab-sentence { font-size: 17px; line-height: 1.45; margin: 4px 0 8px; max-width: 70em; }
.ogrelab-lab .ogrelab-lab-headline p { font-size: 15px; line-height: 1.4; margin: 3px 0; max-width: 80em; }
.ogrelab-lab .ogrelab-lab-status { font-size: 13px; }
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



def parse_space(text: str, opt) -> range | list:
    """What a tuning may try: ``"4..12"`` (``step`` too) as a range of whole numbers, else a list."""
    values = parse_values(text, opt)
    if re.fullmatch(r"\s*-?\d+\s*\.\.\s*-?\d+(?:\s+step\s+\d+)?\s*", text) and len(values) > 1:
        return range(values[0], values[-1] + 1, values[1] - values[0])
    return values


def option_words(key: str, value, against=None) -> str:
    """``key = value`` in few words; a table or list by the entries that differ from ``against``
    (``effects["8"] = "none"``), so a label never spells out a whole table."""
    if isinstance(value, dict) and isinstance(against, dict):
        diff = [k for k in value if against.get(k) != value[k]] + [k for k in against if k not in value]
        if 0 < len(diff) <= 4:
            return ", ".join(f"{key}[{json.dumps(k)}] = {json.dumps(value.get(k))}" for k in diff)
    if isinstance(value, list) and isinstance(against, list) and len(value) == len(against):
        diff = [i for i, (a, b) in enumerate(zip(value, against)) if a != b]
        if 0 < len(diff) <= 4:
            return ", ".join(f"{key}[{i}] = {json.dumps(value[i])}" for i in diff)
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
    return f"{key} = {text if len(text) <= 40 else text[:37] + '...'}"


def option_labels(cls, a: dict, b: dict) -> tuple[str, str]:
    """Two option sets named by what tells them apart: ``("A: fists_to_win = 10", "B: ... = 4")``."""
    full_a, full_b = cls.check_options(dict(a)), cls.check_options(dict(b))
    keys = [k for k in cls.OPTIONS if full_a.get(k) != full_b.get(k)]
    words_a = "; ".join(option_words(k, full_a.get(k), full_b.get(k)) for k in keys) or "as above"
    words_b = "; ".join(option_words(k, full_b.get(k), full_a.get(k)) for k in keys) or "the same"
    return f"A: {words_a}", f"B: {words_b}"


# ------------------------------------------------------------------ lab
class Lab:
    """The design lab of one game (see the module docstring); ``widget`` is the page."""

    def __init__(self, name: str, deals: int = 200, workers: int | None = None, seed: int = 0,
                 cap: int = CAP):
        if workers is None:             # an answer's deals run to thousands: use the cores there are
            workers = min(2, os.cpu_count() or 1)
        self.name = name
        self.cls = game_class(name)
        self.frame = pd.DataFrame()
        self.trials = pd.DataFrame()
        self.ladder = pd.DataFrame()
        self.answer = None                  # the last Ask's or Compare's Answer
        self.error: str = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._bots = bot_names(name)
        probe = self.cls(seed=0)
        #: The game's sides (``Game.sides()`` names), or [] where every seat plays for itself.
        self.side_names: list[str] = [n for n, _ in probe.sides()] if self.cls.SIDES is not None else []

        title = W.HTML(f"{_CSS}<div class='ogrelab-lab-doc'>Choose a question, seat the bots, set "
                       "the options and press the button. Games are played in batches; every "
                       "figure comes with its 95 % interval and the deals behind it, and says "
                       "whether those deals decide it.</div>")
        ask_tip = ("which side is favoured, between equal bots, played until it is known" if self.side_names
                   else "is the first player favoured? between equal bots, played until it is known")
        self.mode = W.ToggleButtons(options=list(MODES), value="Ask",
                                    tooltips=[ask_tip, "play the deals and chart them",
                                              "two option sets on the same deals",
                                              "one option over a range of values",
                                              "find the values that bring a metric to a target",
                                              "how much skill matters: a ladder of bots"])
        self.mode.add_class("ogrelab-lab-mode")
        self.mode_help = W.HTML()
        self.mode_help.add_class("ogrelab-lab-mode-help")

        # bots: one per seat, one per side, or one for every seat (Ask)
        self.bots_title = W.HTML()
        self.seat_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.seat_box.add_class("ogrelab-lab-seats")
        self.seat_pickers: list[W.Dropdown] = []
        self.every_seat = self._picker("every seat", default_bot(name))
        self.every_seat.add_class("ogrelab-lab-bot-every")
        self.seating = W.Dropdown(options=[("rotate the bots over the seats", "rotate"),
                                           ("each bot in the seat chosen", "fixed")],
                                  value="rotate", description="seating",
                                  style={"description_width": "initial"}, layout=W.Layout(width="22em"))
        self.seating.add_class("ogrelab-lab-seating")

        # run settings
        self.deals = W.BoundedIntText(value=deals, min=1, max=1_000_000, description="deals",
                                      style={"description_width": "initial"}, layout=W.Layout(width="14em"))
        self.deals.add_class("ogrelab-lab-deals")
        self.cap = W.BoundedIntText(value=cap, min=2, max=1_000_000, description="play until known, at most",
                                    tooltip="deals are doubled from 200 until the interval decides, "
                                            "or this many are played",
                                    style={"description_width": "initial"}, layout=W.Layout(width="21em"))
        self.cap.add_class("ogrelab-lab-cap")
        self.cap_unit = W.HTML("deals", layout=W.Layout(margin="0 14px 0 4px"))
        self.cap_box = W.HBox([self.cap, self.cap_unit], layout=W.Layout(align_items="center"))
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

        # compare: the outcome played until known
        self.compare_outcome = W.Dropdown(description="play until the difference is known in",
                                          style={"description_width": "initial"}, layout=W.Layout(width="34em"))
        self.compare_outcome.add_class("ogrelab-lab-compare-outcome")
        self.compare_panel = W.VBox([W.HTML("<b>Compare two option sets</b> (the same deals for both; "
                                            "every other outcome's difference is listed beside it)"),
                                     self.compare_outcome])
        self.compare_panel.add_class("ogrelab-lab-panel")

        # sweep and tune settings
        self.searchable = [k for k, o in self.cls.OPTIONS.items()
                           if o.choices is not None or isinstance(o.default, (bool, int, float))]
        searchable = self.searchable
        self.sweep_option = W.Dropdown(options=searchable, description="option",
                                       style={"description_width": "initial"})
        self.sweep_values = W.Text(description="values", style={"description_width": "initial"},
                                   layout=W.Layout(width="30em"), placeholder="6, 8, 10 or 4..12")
        self.sweep_option.add_class("ogrelab-lab-sweep-option")
        self.sweep_values.add_class("ogrelab-lab-sweep-values")
        self.sweep_option.observe(self._guarded(lambda: setattr(
            self.sweep_values, "value", default_values(self.cls.OPTIONS[self.sweep_option.value]))), "value")
        self.sweep_panel = W.VBox([W.HTML("<b>Sweep one option</b> (the same deals for every value)"),
                                   W.HBox([self.sweep_option, self.sweep_values])])
        self.sweep_panel.add_class("ogrelab-lab-panel")
        self.tune_rows: list[tuple[W.Dropdown, W.Text]] = []
        rows = []
        for i in range(TUNE_ROWS):
            choices = searchable if i == 0 else [("(no other option)", "")] + [(k, k) for k in searchable]
            option = W.Dropdown(options=choices, description="option" if i == 0 else "and",
                                style={"description_width": "4em"}, layout=W.Layout(width="19em"))
            values = W.Text(description="try", style={"description_width": "initial"},
                            layout=W.Layout(width="24em"), placeholder="4..16 or 2, 3, 4")
            option.add_class(f"ogrelab-lab-tune-option-{i}")
            values.add_class(f"ogrelab-lab-tune-values-{i}")
            option.observe(self._guarded(lambda o=option, v=values: self._tune_row(o, v)), "value")
            self.tune_rows.append((option, values))
            rows.append(W.HBox([option, values]))
            if i == 0 and searchable:
                values.value = default_values(self.cls.OPTIONS[searchable[0]])
            elif i:
                values.disabled = True
        self.tune_option, self.tune_values = self.tune_rows[0]
        self.tune_metric = W.Dropdown(description="bring", style={"description_width": "initial"},
                                      layout=W.Layout(width="24em"))
        self.tune_goal = W.Dropdown(options=[("to the value", "value"), ("as low as it goes", "min"),
                                             ("as high as it goes", "max")], value="value",
                                    layout=W.Layout(width="12em"))
        self.tune_target = W.FloatText(value=0.0, layout=W.Layout(width="7em"))
        self.tune_goal.observe(lambda _c: setattr(self.tune_target.layout, "visibility",
                                                  "visible" if self.tune_goal.value == "value" else "hidden"),
                               "value")
        self.tune_trials = W.BoundedIntText(value=12, min=1, max=500, description="trials",
                                            style={"description_width": "initial"},
                                            layout=W.Layout(width="9em"))
        self.tune_panel = W.VBox([W.HTML("<b>Tune up to three options</b> (Optuna; every trial plays the "
                                         "same deals, then the nearest trials race on more deals, "
                                         "up to the most deals set above)"),
                                  *rows, W.HBox([self.tune_metric, self.tune_goal, self.tune_target,
                                                 self.tune_trials])])
        self.tune_panel.add_class("ogrelab-lab-panel")

        # skill: the rungs of a ladder
        order = [b for b in LADDER if b in self._bots] + [b for b in self._bots if b not in LADDER]
        self.rungs = {b: W.Checkbox(value=b in ("random", "heuristic"), description=b, indent=False,
                                    layout=W.Layout(width="9em")) for b in order}
        for b, box in self.rungs.items():
            box.add_class(f"ogrelab-lab-rung-{b}")
        self.skill_panel = W.VBox([
            W.HTML("<b>How much skill matters</b>: each bot ticked, weakest first, plays against the one "
                   "below it on the same deals" + (", one side at a time" if self.side_names else
                                                    ", one seat against the rest, rotated over the seats")
                   + ". <span class='ogrelab-lab-doc'>ismcts (the search bot) is strong but slow.</span>"),
            W.HBox(list(self.rungs.values()))])
        self.skill_panel.add_class("ogrelab-lab-panel")
        for panel in (self.compare_panel, self.sweep_panel, self.tune_panel, self.skill_panel):
            panel.layout.display = "none"
        if searchable:
            self.sweep_values.value = default_values(self.cls.OPTIONS[searchable[0]])

        # run, stop, progress, messages
        self.run_button = W.Button(description="Ask", button_style="primary", icon="play",
                                   layout=W.Layout(width="9em"))
        self.run_button.add_class("ogrelab-lab-run")
        self.run_button.on_click(self._guarded(lambda _b=None: self.run()))
        self.stop_button = W.Button(description="Stop", icon="stop", disabled=True,
                                    tooltip="stop after the batches under way; what was played stays",
                                    layout=W.Layout(width="8em"))
        self.stop_button.add_class("ogrelab-lab-stop")
        self.stop_button.on_click(self._guarded(lambda _b=None: self.stop()))
        self.progress = W.IntProgress(value=0, min=0, max=1, description="",
                                      layout=W.Layout(width="24em"))
        self.progress.add_class("ogrelab-lab-progress")
        self.status = W.HTML()
        self.status.add_class("ogrelab-lab-status")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-lab-error")

        # results
        self.answer_box = W.HTML()
        self.answer_box.add_class("ogrelab-lab-answer")
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
        self.settings = W.HBox([self.seating, self.deals, self.cap_box, self.workers, self.seed],
                               layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.setup = W.VBox([self.bots_title, self.seat_box, self.settings])
        self.setup.add_class("ogrelab-lab-panel")
        options = W.HBox([self.form_a.widget, self.form_b.widget], layout=W.Layout(flex_flow="row wrap"))
        options.add_class("ogrelab-lab-panel")
        controls = W.HBox([self.run_button, self.stop_button, self.progress, self.status],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))
        self.widget = W.VBox([title, self.mode, self.mode_help, self.compare_panel, self.sweep_panel,
                              self.tune_panel, self.skill_panel, self.setup, options, controls,
                              self.error_box, self.answer_box, self.extra_box, self.summary, grid,
                              self.downloads])
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

    def _picker(self, label: str, value: str) -> W.Dropdown:
        p = W.Dropdown(options=self._bots, value=value, description=label,
                       style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        p.add_class("ogrelab-lab-bot")
        return p

    def _reseat(self) -> None:
        """One bot picker per seat of the game the options make; one per side in a game of sides."""
        try:
            game = self.cls(seed=0, **self.form_a.values())
        except ValueError:
            return                      # the form shows what is wrong; keep the seats
        names = self.side_names or game.seat_names
        old = [p.value for p in self.seat_pickers]
        if len(old) == len(names) and [p.description for p in self.seat_pickers] == list(names):
            self._refresh_outcomes()
            return
        pick = default_bot(self.name)
        self.seat_pickers = []
        for s, seat in enumerate(names):
            p = self._picker(seat, old[s] if s < len(old) else pick)
            p.add_class(f"ogrelab-lab-bot-{s}")
            p.observe(self._guarded(self._refresh_metrics), "value")
            self.seat_pickers.append(p)
        self._show_pickers()
        self._refresh_metrics()
        self._refresh_outcomes()

    def _show_pickers(self) -> None:
        mode = self.mode.value
        if mode == "Skill":
            self.seat_box.children = ()
        elif mode == "Ask" and not self.side_names:
            self.seat_box.children = (self.every_seat,)
        else:
            self.seat_box.children = tuple(self.seat_pickers)

    def _seat_names(self, options: dict | None = None) -> list[str]:
        try:
            return list(self.cls(seed=0, **(options or {})).seat_names)
        except ValueError:
            return [p.description for p in self.seat_pickers]

    def _refresh_metrics(self) -> None:
        """The metrics a tuning can aim at, for these seats and bots: the sides' win rates in a
        game of sides (no seat advantage there), else the first player's advantage and the seats'."""
        if self.side_names:
            found = [(f"{side} win rate", f"win_rate_{side_key(side)}") for side in self.side_names]
        else:
            found = [("first player's advantage", "first_player_advantage")]
            found += [(f"win rate of {p.description}", f"win_rate_{s}") for s, p in enumerate(self.seat_pickers)]
            bots = list(dict.fromkeys(p.value for p in self.seat_pickers))
            if len(bots) > 1:
                found += [(f"strength of {b}", f"strength_{b}") for b in bots]
        found += [("draw rate", "draw_rate"), ("game length (turns)", "turns_mean")]
        if not self.side_names:
            found += [("winning margin", "margin_mean")]
        keep = self.tune_metric.value
        self.tune_metric.options = found
        if keep in [v for _, v in found]:
            self.tune_metric.value = keep
        else:
            self.tune_metric.value = found[0][1]
            self.tune_target.value = 0.5 if self.side_names else 0.0

    def _refresh_outcomes(self) -> None:
        """The outcomes a comparison can be played until: per game figures of this game."""
        if self.side_names:
            found = [(f"{side} win rate", f"win_{side_key(side)}") for side in self.side_names]
        else:
            found = [("first player's advantage", "first_player_advantage")]
            found += [(f"win rate of {seat}", f"win_{s}") for s, seat in enumerate(self._seat_names(
                self._options_quietly()))]
        found += [("game length (turns)", "turns"), ("draw rate", "draw")]
        if not self.side_names:
            found += [("winning margin", "margin")]
        keep = self.compare_outcome.value
        self.compare_outcome.options = found
        self.compare_outcome.value = keep if keep in [v for _, v in found] else found[0][1]

    def _options_quietly(self) -> dict:
        try:
            return self.form_a.values()
        except ValueError:
            return {}

    def _tune_row(self, option: W.Dropdown, values: W.Text) -> None:
        values.disabled = not option.value
        values.value = default_values(self.cls.OPTIONS[option.value]) if option.value else ""

    def _mode_changed(self) -> None:
        mode = self.mode.value
        sides = bool(self.side_names)
        self.form_b.widget.layout.display = "" if mode == "Compare" else "none"
        for panel, shown in ((self.compare_panel, "Compare"), (self.sweep_panel, "Sweep"),
                             (self.tune_panel, "Tune"), (self.skill_panel, "Skill")):
            panel.layout.display = "" if mode == shown else "none"
        self.seating.layout.display = "" if not sides and mode in ("Run", "Compare", "Sweep", "Tune") else "none"
        self.deals.layout.display = "" if mode in ("Run", "Sweep", "Tune", "Skill") else "none"
        self.deals.description = {"Tune": "deals per trial", "Skill": "deals per rung"}.get(mode, "deals")
        self.cap_box.layout.display = "" if mode in ("Ask", "Compare", "Tune") else "none"
        self.cap.description = ("race the nearest on at most" if mode == "Tune"
                                else "play until known, at most")
        self.run_button.description = mode
        self.bots_title.value = "<b>" + (
            "Bots</b> <span class='ogrelab-lab-doc'>(the ladder below replaces them)</span>" if mode == "Skill" else
            "Bot at every seat</b> <span class='ogrelab-lab-doc'>(a seat's advantage is measured between "
            "equal bots)</span>" if mode == "Ask" and not sides else
            "Bots, one per side</b> <span class='ogrelab-lab-doc'>(a side's win rate is read with the bot "
            "it played; no bot crosses sides)</span>" if sides else "Bots, seat by seat</b>")
        self._show_pickers()
        ask = ("<b>Which side is favoured?</b> Equal play on each side (the bots chosen per side), "
               "deals doubled until the interval of the sides' gap decides, or the most deals are played; "
               "the answer gives each side's win rate." if sides else
               "<b>Is the first player favoured?</b> The same bot at every seat, deals doubled until "
               "the interval of the first seat's advantage decides, or the most deals are played.")
        self.mode_help.value = "<div class='ogrelab-lab-doc' style='font-size:13px'>" + {
            "Ask": ask,
            "Run": "Play the deals with these bots and options, and chart who wins, how long games "
                   "last and how they end. Between different bots, their strength is the headline.",
            "Compare": "Play the same deals under the options above (A) and the options B until the "
                       "chosen outcome's difference is known, and give every outcome's paired "
                       "difference, B minus A.",
            "Sweep": "Play the same deals for each value of one option, and chart the metrics "
                     "against it.",
            "Tune": "Search the values of up to three options that bring a metric to a target; every "
                    "trial plays the same deals, so luck does not steer the search, and a race on "
                    "more deals tells which values cannot be told apart.",
            "Skill": "How much does skill matter? Each bot ticked plays against the one below it; a "
                     "large gain rewards skill, one near zero means the deal decides.",
        }[mode] + "</div>"

    def bots(self) -> list[str] | dict[str, str]:
        """The bots as the runner takes them: one per seat, or one per side in a game of sides."""
        if self.side_names:
            return {p.description: p.value for p in self.seat_pickers}
        return [p.value for p in self.seat_pickers]

    # ------------------------------------------------------------- plan
    def _plan(self) -> dict:
        """What the settings ask for, checked before anything is played."""
        options = self.form_a.values()
        bots = self.bots()
        n, seed = int(self.deals.value), int(self.seed.value)
        seating = None if self.side_names else self.seating.value
        mode = self.mode.value
        plan: dict[str, Any] = {"mode": mode, "bots": bots, "seed": seed, "deals": n,
                                "seating": seating, "options": options, "cap": int(self.cap.value),
                                "workers": int(self.workers.value), "labels": {}}
        if mode == "Ask":
            plan["bots"] = bots if self.side_names else self.every_seat.value
        elif mode == "Run":
            plan["jobs"] = seated_jobs(self.name, n, bots, seed, options, seating, {"run": "A"})
        elif mode == "Compare":
            other = self.form_b.values()
            if other == options:
                raise ValueError("Compare: options B are the same as the options above; change one")
            plan["other"] = other
            plan["outcome"] = self.compare_outcome.value
            plan["labels"] = dict(zip("AB", option_labels(self.cls, options, other)))
            if not self.side_names and self._players(other) != self._players(options):
                plan["bots"] = bots = self._one_bot(bots, "Compare", "options B")
            seated_jobs(self.name, 1, bots, seed, other, seating)        # B seats these bots
        elif mode == "Sweep":
            key = self.sweep_option.value
            values = parse_values(self.sweep_values.value, self.cls.OPTIONS[key])
            plan["option"], plan["values"] = key, values
            plan["bots"] = bots = self._sweep_bots(key, values, options, bots)
            default = self.cls.OPTIONS[key].default
            plan["jobs"] = [job for v in values for job in
                            seated_jobs(self.name, n, bots, seed, {**options, key: v}, seating,
                                        {"run": option_words(key, v, default)})]
        elif mode == "Tune":
            params: dict[str, Any] = {}
            for option, values in self.tune_rows:
                if not option.value:
                    continue
                if option.value in params:
                    raise ValueError(f"Tune: {option.value} is chosen twice; choose another option or none")
                params[option.value] = parse_space(values.value, self.cls.OPTIONS[option.value])
            metric = self.tune_metric.value
            goal = self.tune_goal.value
            plan.update(params=params, metric=metric,
                        target={metric: float(self.tune_target.value) if goal == "value" else goal},
                        trials=int(self.tune_trials.value))
            if not self.side_names and any(self._players({**options, k: v}) != len(bots)
                                           for k, space in params.items() for v in space):
                plan["bots"] = self._one_bot(bots, "Tune", ", ".join(params))
        else:
            rungs = [b for b, box in self.rungs.items() if box.value]
            if len(rungs) < 2:
                raise ValueError("Skill: tick two or more bots for the ladder, e.g. random and heuristic")
            plan["rungs"] = rungs
        return plan

    def _players(self, options: dict) -> int:
        return self.cls(seed=0, **options).players

    def _one_bot(self, bots: list, mode: str, key: str) -> str:
        if len(set(bots)) > 1:
            raise ValueError(f"{mode}: {key} changes the number of seats, so the bots cannot be given "
                             f"seat by seat; seat the same bot at every seat (now: "
                             f"{', '.join(dict.fromkeys(bots))})")
        return bots[0]

    def _sweep_bots(self, key: str, values: list, options: dict, bots):
        """The bots a sweep seats: one for every seat when the option changes the number of seats."""
        if self.side_names:
            return bots
        counts = set()
        for v in values:
            try:
                counts.add(self._players({**options, key: v}))
            except ValueError as e:
                raise ValueError(f"Sweep: {key} = {json.dumps(v)}: {e}") from None
        if counts == {len(bots)}:
            return bots
        return self._one_bot(bots, "Sweep", key)

    # -------------------------------------------------------------- run
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _clear_results(self) -> None:
        """No result of an earlier run stays on the page: the new run's, or an error, replaces it."""
        self.frame, self.trials, self.ladder, self.answer = pd.DataFrame(), pd.DataFrame(), pd.DataFrame(), None
        for out in self.figures.values():
            out.outputs = ()
        for box in self.chart_boxes.values():
            box.layout.display = ""
        self.charted.clear()
        self.extra_box.layout.display = "none"
        self.downloads.value = ""
        self.summary.value = ""
        self.answer_box.value = ""
        self.status.value = ""
        self.progress.value = 0

    def run(self, background: bool = True) -> None:
        """Start what the settings ask for; ``background=False`` plays it here and returns after.

        Settings that cannot run are shown on the page (``error``), the earlier results leave
        and nothing starts.
        """
        if self.running:
            self._show_error(ValueError("a run is under way: stop it first"))
            return
        self._clear_error()
        self._clear_results()
        try:
            plan = self._plan()
        except ValueError as e:
            self._show_error(e)
            return
        self._stop.clear()
        self.status.value = "starting..."
        self.run_button.disabled = True
        self.stop_button.disabled = False
        work = {"Ask": self._ask, "Run": self._play, "Compare": self._compare, "Sweep": self._play,
                "Tune": self._tune, "Skill": self._skill}[plan["mode"]]
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

    def _watch(self, plan, say, total: int):
        """An ``on_batch`` for the answers: the progress bar, the status and (now and then) charts."""
        self.progress.max, self.progress.value = max(1, total), 0
        last = [0.0]

        def seen(frame: pd.DataFrame) -> None:
            deals = int(frame["seed"].nunique()) if len(frame) else 0
            self.progress.value = min(self.progress.max, deals)
            self.status.value = say(deals, len(frame))
            now = time.perf_counter()
            if now - last[0] >= REDRAW_EVERY and not self._stop.is_set():
                self._show(frame, plan, final=False)
                last[0] = time.perf_counter()
        return seen

    def _ask(self, plan) -> None:
        cap = plan["cap"]
        start = time.perf_counter()
        seen = self._watch(plan, lambda d, g: f"{d:,} deals played (at most {cap:,}); the answer comes "
                                              "once the interval decides", cap)
        answer = first_player(self.name, plan["options"], plan["bots"], cap=cap, start=min(START, cap),
                              seed=plan["seed"], workers=plan["workers"], on_batch=seen,
                              stop=self._stop.is_set)
        self._answered(answer, plan, start)

    def _compare(self, plan) -> None:
        cap = plan["cap"]
        start = time.perf_counter()
        seen = self._watch(plan, lambda d, g: f"{d:,} deals played under both option sets (at most "
                                              f"{cap:,}); the answer comes once the interval decides", cap)
        answer = settle(self.name, plan["options"], plan["other"], outcome=plan["outcome"],
                        bots=plan["bots"], cap=cap, start=min(START, cap), seed=plan["seed"],
                        workers=plan["workers"], seating=plan["seating"], on_batch=seen,
                        stop=self._stop.is_set)
        self._answered(answer, plan, start)

    def _answered(self, answer, plan, start: float) -> None:
        self.answer = answer
        stopped = self._stop.is_set()
        self.progress.value = self.progress.max if answer.decided and not stopped else \
            min(self.progress.max, answer.deals)
        self.status.value = (f"stopped: {answer.deals:,} deals kept" if stopped else
                             f"done: {answer.deals:,} deals ({answer.games:,} games) in "
                             f"{time.perf_counter() - start:.1f} s")
        self.answer_box.value = self._answer_html(answer, plan)
        if len(answer.frame):
            self._show(answer.frame, plan, final=True)

    def _play(self, plan) -> None:
        jobs = plan["jobs"]
        total = sum(j.n_games for j in jobs)
        rotations = len({j.extra.get("rotation") for j in jobs})
        self.progress.max, self.progress.value = max(1, total), 0
        chunk = max(1, min(100, math.ceil(plan["deals"] / 10)))
        stream = batches(jobs, workers=plan["workers"], chunk_size=chunk, interleave=True)
        parts: dict[int, list] = {}
        done, last, start = 0, 0.0, time.perf_counter()
        sets = len(jobs) // max(1, rotations)
        try:
            for i, games, rows in stream:
                parts[i] = rows
                done += games
                self.progress.value = done
                self.status.value = (f"{done} of {total} games ({plan['deals']} deals"
                                     f"{f' x {rotations} rotations' if rotations > 1 else ''}"
                                     f"{f' x {sets} option sets' if sets > 1 else ''})")
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
        for key in ("seats", "bots", "length", "endings", "margins"):
            self.chart_boxes[key].layout.display = "none"
        start = time.perf_counter()
        names = self._seat_names(plan["options"])
        race: list[pd.DataFrame] = []

        def seen(trials: pd.DataFrame) -> None:
            self.trials = trials
            trials.attrs.update({"game": self.name, "target": plan["target"], "params": list(plan["params"])})
            self.progress.value = len(trials)
            self.status.value = f"{len(trials)} of {plan['trials']} trials"
            self._draw("extra", self._tune_chart(trials, plan, names))
            self.summary.value = self._trials_html(trials, plan, names, final=False)

        def raced(table: pd.DataFrame) -> None:
            race[:] = [table]
            inside = int((table["leader"] | table["tied"]).sum())
            self.status.value = (f"race of the {len(table)} nearest: {int(table['deals'].max()):,} deals, "
                                 f"{inside} still in")
            self.summary.value = (self._race_html(table, plan, names, final=False) +
                                  self._trials_html(self.trials, plan, names, final=False))

        trials = tune(self.name, plan["params"], plan["target"], n_games=plan["deals"],
                      trials=plan["trials"], bots=plan["bots"], seed=plan["seed"], options=plan["options"],
                      workers=plan["workers"], seating=plan["seating"], on_trial=seen,
                      stop=self._stop.is_set, cap=plan["cap"], on_race=raced)
        self.trials = trials
        self.status.value = (f"stopped after {len(trials)} trials" if self._stop.is_set() else
                             f"done: {len(trials)} trials and a race in {time.perf_counter() - start:.1f} s")
        self._draw("extra", self._tune_chart(trials, plan, names))
        if len(trials):
            self.answer_box.value = ("<div class='ogrelab-lab-card'><div class='ogrelab-lab-question'>"
                                     f"Which values bring {html.escape(self._words(plan['metric'], names))} "
                                     f"{html.escape(self._aim(plan))}?</div><p class='ogrelab-lab-sentence'>"
                                     f"{html.escape(self._finding(trials, plan))}</p></div>")
        table = trials.attrs.get("race")
        self.summary.value = ((self._race_html(table, plan, names, final=True) if table is not None else "")
                              + self._trials_html(trials, plan, names, final=True))
        self._offer(trials, f"{self.name}-tune-{'-'.join(plan['params'])}")

    def _tune_chart(self, trials: pd.DataFrame, plan: dict, names):
        return charts.tune(trials, title=f"Tuning {self.cls.title or self.name}: "
                                         f"{self._words(plan['metric'], names)} {self._aim(plan)} "
                                         f"({len(trials)} trials, the same deals)")

    def _skill(self, plan) -> None:
        rungs = plan["rungs"]
        per = (1 + len(self.side_names)) if self.side_names else self._players(plan["options"])
        total = (len(rungs) - 1) * plan["deals"] * per
        self.progress.max, self.progress.value = max(1, total), 0
        for key in ("seats", "bots", "length", "endings", "margins"):
            self.chart_boxes[key].layout.display = "none"
        state = {"done": 0, "last": 0}
        start = time.perf_counter()

        def seen(frame: pd.DataFrame) -> None:
            if len(frame) < state["last"]:          # the next rung began
                state["done"] += state["last"]
            state["last"] = len(frame)
            games = state["done"] + len(frame)
            self.progress.value = min(self.progress.max, games)
            self.status.value = f"{games:,} of {total:,} games"

        table = skill_ladder(self.name, rungs, plan["deals"], seed=plan["seed"], options=plan["options"],
                             workers=plan["workers"], on_batch=seen, stop=self._stop.is_set)
        self.ladder = table
        stopped = self._stop.is_set()
        self.status.value = ("stopped: the rungs played so far are kept" if stopped else
                             f"done: {len(rungs) - 1} rung{'s' * (len(rungs) > 2)} in "
                             f"{time.perf_counter() - start:.1f} s")
        if len(table):
            self.extra_box.layout.display = ""
            self._draw("extra", charts.skill(table))
            self.summary.value = self._skill_html(table)
            self._offer(table, f"{self.name}-skill")

    # ---------------------------------------------------------- drawing
    def _draw(self, key: str, fig) -> None:
        """Show a plotly figure in the chart place ``key`` (replacing what was there)."""
        fig.update_layout(height=max(380, fig.layout.height or 0) if key == "extra" else 380,
                          autosize=True)
        spec = json.loads(fig.to_json())
        spec["config"] = {"displaylogo": False, "responsive": True}
        self.charted[key] = fig
        self.chart_boxes[key].layout.display = ""
        self.figures[key].outputs = ({"output_type": "display_data", "metadata": {},
                                      "data": {"application/vnd.plotly.v1+json": spec,
                                               "text/plain": f"<{fig.layout.title.text}>"}},)

    def _hide(self, key: str) -> None:
        self.figures[key].outputs = ()
        self.charted.pop(key, None)
        self.chart_boxes[key].layout.display = "none"

    def _labelled(self, frame: pd.DataFrame, plan: dict) -> pd.DataFrame:
        """The frame with each run named by its options (``A: fists_to_win = 10``)."""
        frame = frame.copy()
        if "run" not in frame:
            frame["run"] = "A"
        if plan["labels"]:
            frame["run"] = frame["run"].map(lambda r: plan["labels"].get(r, r))
        return frame

    def _show(self, frame: pd.DataFrame, plan: dict, final: bool) -> None:
        if frame.empty:
            return
        frame = self._labelled(frame, plan)
        self.frame = frame
        ending = _ending(self.name)
        several = frame["run"].nunique() > 1
        mode = plan["mode"]
        axis = (plan["option"].replace("_", " ") if mode == "Sweep" else "option set") if several else None
        if self.side_names:
            self._draw("seats", charts.side_rates(frame))
        else:
            self._draw("seats", charts.win_rates(frame))
        if not self.side_names and len(bot_labels(frame)) > 1:
            self._draw("bots", charts.bot_strength(frame))
        else:
            self._hide("bots")                 # one bot, or a side's bot: its rate is the side's
        length = charts.game_length(frame)
        if several:
            length.update_xaxes(title_text=axis)
        self._draw("length", length)
        if several:
            self._draw("endings", charts.endings(frame, classify=ending, by="run", axis=axis))
        else:
            self._draw("endings", charts.endings(frame.assign(bots=self._bots_words(frame)), classify=ending,
                                                 by="bots", axis="bots"))
        if self.side_names:
            self._hide("margins")              # the sides' standings measure different things
        else:
            self._draw("margins", charts.scores(frame, margin=True))
        if mode == "Sweep":
            self._draw("extra", charts.sweep(frame, option=plan["option"], show=self._sweep_metrics(frame)))
            self.extra_box.layout.display = ""
        else:
            self.extra_box.layout.display = "none"
        self.summary.value = self._summary_html(frame, plan, final)
        if final:
            self._offer(frame, f"{self.name}-{mode.lower()}")

    def _bots_words(self, frame: pd.DataFrame) -> pd.Series:
        """Who played each game, in words: per side, one bot at every seat, or seat by seat."""
        if self.side_names:
            probe = self.cls(seed=0, **json_options(frame))
            return pd.Series(", ".join(
                f"{side}: {' and '.join(sorted({str(b) for s in seats for b in frame[f'bot_{s}'].dropna()}))}"
                for side, seats in probe.sides()), index=frame.index)
        labels = bot_labels(frame)
        if len(labels) == 1:
            return pd.Series(f"{labels[0]} at every seat", index=frame.index)
        cols = sorted((c for c in frame if c.startswith("bot_") and c[4:].isdigit()), key=lambda c: int(c[4:]))
        return frame[cols].astype(str).agg(" vs ".join, axis=1)

    def _sweep_metrics(self, frame: pd.DataFrame) -> list[str]:
        table = metrics(frame)
        if self.side_names:
            wanted = [f"win_rate_{side_key(self.side_names[0])}", "turns_mean", "draw_rate"]
        else:
            bots = bot_labels(frame)
            lead = f"strength_{bots[-1]}" if len(bots) > 1 else "first_player_advantage"
            wanted = [lead, "turns_mean", "comeback_rate", "draw_rate"]
        shown = [m for m in wanted if m in table and table[m].notna().any()]
        return shown[:3]

    def _words(self, figure: str, names, matchup: bool = False) -> str:
        text = charts.words(figure, names, self.side_names)
        if matchup and figure.startswith("first_player"):
            text += " in this matchup"
        return text

    def _summary_html(self, frame: pd.DataFrame, plan: dict, final: bool) -> str:
        rotated = (frame["seating"] == "rotate").all() and frame["rotation"].nunique() > 1
        seating = ("bots rotated over the interchangeable seats, every deal once per rotation"
                   if rotated else "each side with the bot chosen for it" if self.side_names
                   else "each bot in its seat")
        other = plan["mode"] in ("Ask", "Compare")
        parts = [f"<h3>{'Other figures of these deals' if other else 'Results'}{'' if final else ' so far'}</h3>"
                 f"<div class='ogrelab-lab-doc'>{len(frame)} games, seating: {seating}. "
                 "Each figure with its 95 % interval; four times the deals halve an interval.</div>"]
        mode = plan["mode"]
        several = frame["run"].nunique() > 1
        if mode == "Compare":
            parts.insert(0, self._compare_html(frame, plan))
        runs = []           # (run, headline sentences, {figure label: (value, interval)}, deals)
        for run, part in frame.groupby("run", sort=False):
            names = self._seat_names(json_options(part))
            table = metrics(part)
            row = (table if len(table) == 1 else metrics(part, by=[])).iloc[0].to_dict()
            lines = headline(row) if mode in ("Run", "Sweep") else []
            table = precision(part, by=[])
            if self.side_names:       # the sides' rates are the answer; standings do not compare
                table = table[~table["figure"].str.fullmatch(r"win_rate_\d+|margin_mean")]
            if mode in ("Ask", "Compare"):    # the answer above gives these over its looks
                answered = table["figure"].isin(["first_player_advantage", "side_gap"])
                if self.side_names and mode == "Ask":
                    answered |= table["figure"].str.startswith("win_rate_")
                table = table[~answered]
            matchup = bool(row.get("matchup"))
            cells = {self._words(r.figure, names, matchup): r for r in table.itertuples()}
            runs.append((run, lines, cells, int(row.get("deals", 0))))
        if not several:
            run, lines, cells, _deals = runs[0]
            rows = "".join(
                f"<tr><td>{html.escape(label)}</td><td>{_fmt(r.figure, r.value)}</td>"
                f"<td>{_span(r.figure, r.lo, r.hi)}</td>"
                f"<td>&plusmn; {_fmt(r.figure, r.plus_minus, sign=False)}</td>"
                f"<td>{int(r.deals)}</td><td>{int(r.deals_to_halve)}</td></tr>"
                for label, r in cells.items())
            parts.append(("<div class='ogrelab-lab-headline'>" + "".join(f"<p>{html.escape(x)}</p>" for x in lines)
                          + "</div>" if lines else "") +
                         "<table class='ogrelab-lab-table'><tr><th>figure</th><th>value</th>"
                         "<th>95 % interval</th><th>&plusmn;</th><th>deals</th>"
                         "<th>deals to halve it</th></tr>" + rows + "</table>")
            return "".join(parts)
        # several runs (a sweep's values, A and B): one column each, the figures side by side
        said = [f"<p><b>{html.escape(str(run))}</b>: {html.escape(' '.join(lines))}</p>"
                for run, lines, _cells, _deals in runs if lines]
        labels = list(dict.fromkeys(label for _run, _lines, cells, _deals in runs for label in cells))
        body = "".join(
            f"<tr><td>{html.escape(label)}</td>" + "".join(
                (f"<td>{_fmt(cells[label].figure, cells[label].value)}<br><span class='ogrelab-lab-doc'>"
                 f"{_span(cells[label].figure, cells[label].lo, cells[label].hi)}</span></td>")
                if label in cells else "<td>-</td>" for _run, _lines, cells, _deals in runs) + "</tr>"
            for label in labels)
        deals = sorted({d for *_rest, d in runs})
        parts.append(("<div class='ogrelab-lab-headline'>" + "".join(said) + "</div>" if said else "") +
                     "<table class='ogrelab-lab-table ogrelab-lab-runs-table'><tr><th>figure (95 % interval)</th>" +
                     "".join(f"<th>{html.escape(str(run))}</th>" for run, *_rest in runs) + "</tr>" + body +
                     f"</table><div class='ogrelab-lab-doc'>Each column over {' or '.join(map(str, deals))} deals; "
                     f"{4 * deals[-1]} deals would halve its intervals.</div>")
        return "".join(parts)

    def _compare_html(self, frame: pd.DataFrame, plan: dict) -> str:
        """Every outcome's paired difference, B minus A, and what its interval says."""
        labels = plan["labels"]
        a = frame[frame["run"] == labels.get("A", "A")].copy()
        b = frame[frame["run"] == labels.get("B", "B")].copy()
        if a.empty or b.empty or a.merge(b[["seed", "rotation"]], on=["seed", "rotation"]).empty:
            return ""
        names = self._seat_names(plan["options"])
        outcomes: list[str] = []
        if self.side_names:
            probe = self.cls(seed=0, **plan["options"])
            for side, seats in probe.sides():
                col = f"win_{side_key(side)}"
                for part in (a, b):
                    won = pd.Series(False, index=part.index)
                    for s in seats:
                        won |= part[f"win_{s}"].fillna(False).astype(bool)
                    part[col] = won
                outcomes.append(col)
        else:
            if a["first"].nunique() > 1:        # else it is the win rate of the seat that opens
                outcomes.append("first_player_win")
            outcomes += [f"win_{s}" for s in range(len(names)) if f"win_{s}" in a and f"win_{s}" in b]
        outcomes += ["draw", "turns"]
        for extra in (() if self.side_names else ("margin", "comeback", "decided_at")):
            if extra in a and pd.to_numeric(a[extra], errors="coerce").notna().any():
                outcomes.append(extra)
        for part in (a, b):
            for col in ("comeback", "decided_at", "margin"):
                if col in part:
                    part[col] = pd.to_numeric(part[col], errors="coerce")
        outcomes = [o for o in outcomes if o in ("first_player_win",) or
                    all(o in part and part[o].notna().any() for part in (a, b))]
        table = compare(a.drop(columns="lineup"), b.drop(columns="lineup"), outcomes)   # one bot, seats apart
        rows = []
        for r in table.itertuples():
            rate = _is_rate(r.outcome)
            tolerance = 0.02 if rate else 0.02 * abs(r.a) if r.a == r.a else 0.0
            verdict = verdict_of(r.lo, r.hi, tolerance)
            if verdict == "above":
                said = "B raises it"
            elif verdict == "below":
                said = "B lowers it"
            elif verdict == "none":
                said = f"no difference over {_fmt(r.outcome, tolerance, sign=False, diff=True)}"
            else:
                more = deals_to_decide(r.difference, r.lo, r.hi, r.deals, tolerance)
                said = (f"cannot be told apart with {r.deals:,} deals"
                        + (f"; about {more:,} would tell" if more else ""))
            rows.append(f"<tr><td>{html.escape(self._words(r.outcome, names))}</td>"
                        f"<td>{_fmt(r.outcome, r.a)}</td><td>{_fmt(r.outcome, r.b)}</td>"
                        f"<td><b>{_fmt(r.outcome, r.difference, sign=True, diff=True)}</b></td>"
                        f"<td>{_span(r.outcome, r.lo, r.hi, diff=True)}</td>"
                        f"<td class='ogrelab-lab-words'>{html.escape(said)}</td>"
                        f"<td>{r.better} / {r.worse}</td><td>{r.p:.3g}</td>"
                        f"<td>{r.deals}</td></tr>")
        return ("<h3>B against A on the same deals, outcome by outcome</h3>"
                f"<div class='ogrelab-lab-doc'>{html.escape(labels.get('A', 'A'))} against "
                f"{html.escape(labels.get('B', 'B'))}.</div>"
                "<table class='ogrelab-lab-table ogrelab-lab-compare'><tr><th>outcome</th>"
                "<th>A</th><th>B</th><th>B minus A</th><th>95 % interval</th>"
                "<th class='ogrelab-lab-words'>what it says</th>"
                "<th>games up / down</th><th>sign test p</th><th>deals</th></tr>" + "".join(rows) + "</table>")

    def _answer_html(self, answer, plan: dict) -> str:
        names = self._seat_names(plan["options"])
        sentence = answer.sentence
        question = answer.question
        if plan["mode"] == "Compare":
            words = self._words(plan["outcome"], names)
            sentence = sentence.replace(plan["outcome"], words)
            question = f"Does B change the {words}?"
        rows = "".join(
            f"<tr><td>{html.escape(self._figure_label(r))}</td><td>{_answer_fmt(r['figure'], r['value'], plan)}</td>"
            f"<td>{_answer_span(r['figure'], r['lo'], r['hi'])}</td>"
            f"<td>{int(r['deals']):,}</td></tr>"
            for r in answer.figures.to_dict("records"))
        looks = f"{answer.looks} look{'s' * (answer.looks > 1)}"
        basis = (f"{answer.deals:,} deals ({answer.games:,} games) in {looks}, at most {plan['cap']:,}; "
                 "each look doubles the deals, and the 95 % confidence is shared over the looks.")
        if answer.needed:
            basis += f" About {answer.needed:,} deals would tell."
        return (f"<div class='ogrelab-lab-card'><div class='ogrelab-lab-question'>{html.escape(question)}</div>"
                f"<p class='ogrelab-lab-sentence'>{html.escape(sentence)}</p>"
                "<table class='ogrelab-lab-table ogrelab-lab-figures'><tr><th>figure</th><th>value</th>"
                "<th>95 % interval</th><th>deals</th></tr>" + rows + "</table>"
                f"<div class='ogrelab-lab-doc ogrelab-lab-deals-behind'>{html.escape(basis)}</div></div>")

    def _figure_label(self, row: dict) -> str:
        figure = row["figure"]
        for side in self.side_names:
            if figure == f"win_rate_{side_key(side)}":
                return f"{side} win rate"
        if figure.endswith("_difference"):
            return f"{self._words(figure[:-len('_difference')], self._seat_names())}, B minus A"
        return str(row.get("label") or figure)

    def _aim(self, plan: dict) -> str:
        goal = plan["target"][plan["metric"]]
        return (f"to {_fmt(plan['metric'], goal)}" if not isinstance(goal, str) else
                "as low as it goes" if goal == "min" else "as high as it goes")

    def _finding(self, trials: pd.DataFrame, plan: dict) -> str:
        """tune's finding, its metric in words."""
        text = finding(trials)
        if text.startswith(f"{self.name}: "):
            text = text[len(self.name) + 2:]
        metric = plan["metric"]
        if "advantage" in metric:     # a difference of rates: in points, as the tables give it
            text = re.sub(r"([+-]\d+\.\d) %", r"\1 points", text)
        return re.sub(rf"\b{re.escape(metric)}\b", self._words(metric, self._seat_names(plan["options"])), text)

    def _race_html(self, table: pd.DataFrame, plan: dict, names, final: bool) -> str:
        if table is None or not len(table):
            return ""
        metric = plan["metric"]
        rows = []
        for r in table.to_dict("records"):
            if r["leader"]:
                status = "<b>leader</b>"
            elif r["tied"]:
                status = "cannot be told apart from the leader"
            else:
                status = f"out after {int(r['out_after']):,} deals" if r["out_after"] == r["out_after"] else "out"
            label = "; ".join(option_words(k, v, self.cls.OPTIONS[k].default) for k, v in r["options"].items())
            gap = ("-" if r["leader"] else
                   f"{_fmt(metric, r['gap'], sign=True, diff=True)} "
                   f"({_span(metric, r['gap_lo'], r['gap_hi'], diff=True)})"
                   if r.get("gap") == r.get("gap") else "-")
            rows.append(f"<tr><td>{html.escape(label)}</td><td>{_fmt(metric, r[metric])}</td>"
                        f"<td>{_span(metric, r[metric + '_lo'], r[metric + '_hi'])}</td>"
                        f"<td>{_fmt(metric, r['distance'], sign=False, diff=True)}</td><td>{gap}</td>"
                        f"<td>{int(r['deals']):,}</td><td class='ogrelab-lab-words'>{status}</td></tr>")
        return (f"<h3>{'The race' if final else 'The race so far'}: the nearest trials on more deals, "
                "the same deals for each</h3>"
                "<table class='ogrelab-lab-table ogrelab-lab-race'><tr><th>values</th>"
                f"<th>{html.escape(self._words(metric, names))}</th><th>95 % interval</th>"
                "<th>distance to the target</th><th>farther than the leader by (95 %)</th><th>deals</th>"
                "<th></th></tr>" + "".join(rows) + "</table>")

    def _trials_html(self, trials: pd.DataFrame, plan: dict, names, final: bool) -> str:
        if trials.empty:
            return ""
        metric, keys = plan["metric"], list(plan["params"])
        raced = "race" in trials.attrs
        distinct = trials.sort_values(["distance", "trial"]).drop_duplicates(keys)
        tried = trials.groupby(keys, sort=False)["trial"].apply(lambda t: ", ".join(str(int(x)) for x in t))
        head = (f"<h3>{'Trials' if final else 'Trials so far'}: {len(trials)}, "
                f"{len(distinct)} different value{'s' * (len(distinct) > 1)}, nearest first</h3>"
                f"<div class='ogrelab-lab-doc'>{html.escape(self._words(metric, names))} {self._aim(plan)}; "
                f"each trial on {int(distinct['deals'].iloc[0])} deals, the same deals for every trial. "
                "Values whose intervals overlap are not told apart at this count"
                + ("; the race above played the nearest on more deals, and its leader is in bold."
                   if raced else ".") + "</div>")
        rows = []
        for r in distinct.head(12).to_dict("records"):
            lead = raced and bool(r.get("best"))
            cell = (lambda x: f"<b>{x}</b>") if lead else (lambda x: x)
            key = tuple(r[k] for k in keys) if len(keys) > 1 else r[keys[0]]
            rows.append(f"<tr><td>{cell(html.escape(str(tried.get(key, ''))))}</td>"
                        + "".join(f"<td>{cell(html.escape(str(r[k])))}</td>" for k in keys) +
                        f"<td>{cell(_fmt(metric, r[metric]))}</td>"
                        f"<td>{_span(metric, r[metric + '_lo'], r[metric + '_hi'])}</td>"
                        f"<td>{_fmt(metric, r['distance'], sign=False, diff=True)}</td></tr>")
        return (head + "<table class='ogrelab-lab-table ogrelab-lab-trials'><tr><th>trials</th>" +
                "".join(f"<th>{html.escape(k)}</th>" for k in keys) +
                f"<th>{html.escape(self._words(metric, names))}</th><th>95 % interval</th>"
                "<th>distance to the target</th></tr>" + "".join(rows) + "</table>")

    def _skill_html(self, table: pd.DataFrame) -> str:
        sides = bool(self.side_names)
        rows = "".join(
            f"<tr><td>{html.escape(r['rung'])}</td>" + (f"<td>{html.escape(r['side'])}</td>" if sides else "") +
            f"<td>{_pct(r['win_rate'])} ({_span('win_rate', r['lo'], r['hi'])})</td><td>{_pct(r['reference'])}</td>"
            f"<td><b>{_fmt('side_gap', r['edge'], sign=True)}</b></td>"
            f"<td>{_span('side_gap', r['edge_lo'], r['edge_hi'])}</td>"
            f"<td class='ogrelab-lab-words'>{html.escape(_edge_words(r))}</td><td>{int(r['deals']):,}</td></tr>"
            for r in table.to_dict("records"))
        reference = "the side's win rate with the weaker bot" if sides else "a fair seat's share"
        return ("<h3>How much skill matters</h3><div class='ogrelab-lab-doc'>Each rung: the stronger "
                + ("bot plays one side while the weaker plays the other, on the same deals as a game of "
                   "weaker bots only" if sides else "bot holds one seat against the weaker at every other, "
                   "rotated over the seats")
                + f"; its gain is its win rate minus {reference}.</div>"
                "<table class='ogrelab-lab-table ogrelab-lab-ladder'><tr><th>rung</th>" +
                ("<th>side</th>" if sides else "") +
                f"<th>win rate (95 %)</th><th>{reference}</th><th>gain</th><th>95 % interval</th>"
                "<th class='ogrelab-lab-words'>what it says</th><th>deals</th></tr>" + rows + "</table>")

    def _offer(self, frame: pd.DataFrame, stem: str) -> None:
        """Download links for the frame: CSV and Parquet."""
        frame = frame.copy()
        frame.attrs = {}                 # a tuning's race and targets are not rows (parquet keeps attrs)
        for col in frame.columns:        # a race's option sets and other objects as text
            if frame[col].dtype == object and frame[col].map(lambda v: isinstance(v, dict)).any():
                frame[col] = frame[col].map(lambda v: json.dumps(v, sort_keys=True) if isinstance(v, dict) else v)
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


def json_options(frame: pd.DataFrame) -> dict:
    from ..analysis.metrics import options_of
    return options_of(frame) if len(frame) else {}


def _is_rate(figure: str) -> bool:
    return (figure.startswith(("win", "strength_", "first_player", "draw", "comeback")) or "rate" in figure
            or figure.startswith("decided_at") or figure == "side_gap")


def _fmt(figure: str, value, sign: bool | None = None, diff: bool = False) -> str:
    """A figure's value: rates in per cent (differences of rates in points), others as numbers."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if _is_rate(figure):
        if diff or "advantage" in figure or figure == "side_gap":
            return f"{value * 100:+.1f} points" if sign is not False else f"{value * 100:.1f} points"
        return f"{value * 100:+.1f} %" if sign else f"{value * 100:.1f} %"
    return f"{value:+.2f}" if sign else f"{value:.2f}"


def _span(figure: str, lo, hi, diff: bool = False) -> str:
    """An interval, its unit once: ``-1.9 to +3.8 points``, ``14.2 to 30.0 %``."""
    if lo is None or hi is None or lo != lo or hi != hi:
        return ""
    signed = diff or "advantage" in figure or figure == "side_gap"
    a, b = _fmt(figure, lo, sign=signed, diff=diff), _fmt(figure, hi, sign=signed, diff=diff)
    unit = next((u for u in (" points", " %") if a.endswith(u) and b.endswith(u)), "")
    return f"{a[:len(a) - len(unit)]} to {b}" if unit else f"{a} to {b}"


def _answer_span(figure: str, lo, hi) -> str:
    if lo is None or hi is None or lo != lo or hi != hi:
        return ""
    a, b = _answer_fmt(figure, lo, {}), _answer_fmt(figure, hi, {})
    unit = next((u for u in (" points", " %") if a.endswith(u) and b.endswith(u)), "")
    return f"{a[:len(a) - len(unit)]} to {b}" if unit else f"{a} to {b}"


def _answer_fmt(figure: str, value, plan: dict) -> str:
    if figure.endswith("_difference"):
        return _fmt(figure[:-len("_difference")], value, sign=True, diff=True)
    if figure.endswith("_advantage") or "_over_" in figure:
        return _fmt("side_gap", value, sign=True)
    return _fmt("win_rate", value)


def _pct(value, sign: bool = False) -> str:
    if value is None or value != value:
        return "-"
    return f"{value * 100:+.1f} %" if sign else f"{value * 100:.1f} %"


def _edge_words(row: dict) -> str:
    verdict = verdict_of(row["edge_lo"], row["edge_hi"])
    return {"above": "the stronger bot wins more: skill matters",
            "below": "the weaker bot does better",
            "none": "no gain over 2 points: the deal decides"}.get(
        verdict, f"cannot be told apart from no gain with {int(row['deals']):,} deals")


def lab(name: str, **kwargs) -> Lab:
    """The design lab of ``name`` (see :class:`Lab`), as its Voila app notebook shows it."""
    return Lab(name, **kwargs)
