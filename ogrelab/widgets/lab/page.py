"""The lab's page: the mode buttons, the panel of the question chosen, the bots, the settings and
the options above the results; it reads the form into a plan and hands it to the run side."""

from __future__ import annotations

import operator

import ipywidgets as W

from ...analysis.answers import CAP
from .ask import AskTab, CompareTab
from .form import BotPickers, OptionForm, Settings
from .game import LabGame
from .results import Results
from .runs import RunTab, SweepTab
from .skill import SkillTab
from .tune import TuneTab
from .work import Work
from ..assets import style

MODES = ("Ask", "Run", "Compare", "Sweep", "Tune", "Skill")

_CSS = style("lab.css")

_INTRO = ("<div class='ogrelab-lab-doc'>Choose a question, seat the bots, set the options and press the "
          "button. Games are played in batches; every figure comes with its 95 % interval and the deals "
          "behind it, and says whether those deals decide it.</div>")


def _part(path: str) -> property:
    """What one part of the page holds, under the name the page gives it."""
    get = operator.attrgetter(path)
    return property(lambda self: get(self), doc=f"``{path}``")


class Lab:
    """The design lab of one game (see ``ogrelab.widgets.lab``); ``widget`` is the page."""

    def __init__(self, name: str, deals: int = 200, workers: int | None = None, seed: int = 0,
                 cap: int = CAP):
        self.game = game = LabGame(name)
        self.results = Results(on_run=self.run, on_stop=self.stop)
        self.work = Work(game, self.results)
        guard = self.results.guard
        self.form_a = OptionForm(game.cls, "Options")
        self.form_b = OptionForm(game.cls, "Options B (compared with the options above)")
        self.pickers = BotPickers(game)
        self.settings = Settings(deals, workers, seed, cap)
        self.compare = CompareTab(game, self.form_a, self.form_b)
        self.sweep = SweepTab(game, guard)
        self.tune = TuneTab(game, self.pickers, guard)
        self.skill = SkillTab(game)
        self.tabs = {tab.mode: tab for tab in (AskTab(game, self.pickers), RunTab(game), self.compare,
                                                self.sweep, self.tune, self.skill)}
        self.mode = W.ToggleButtons(options=list(MODES), value="Ask", tooltips=[self.tabs[m].tip for m in MODES])
        self.mode.add_class("ogrelab-lab-mode")
        self.mode_help = W.HTML()
        self.mode_help.add_class("ogrelab-lab-mode-help")
        self.form_a.observe(guard(self._reseat))
        self.mode.observe(guard(self._mode_changed), "value")
        setup = W.VBox([self.pickers.title, self.pickers.box, self.settings.box]).add_class("ogrelab-lab-panel")
        options = W.HBox([self.form_a.widget, self.form_b.widget],
                         layout=W.Layout(flex_flow="row wrap")).add_class("ogrelab-lab-panel")
        self.widget = W.VBox([W.HTML(_CSS + _INTRO), self.mode, self.mode_help,
                              *(tab.panel for tab in self.tabs.values() if tab.panel is not None),
                              setup, options, *self.results.places]).add_class("ogrelab-lab")
        self._reseat()
        self._mode_changed()

    def _reseat(self) -> None:
        """One bot picker per seat of the game the options make; one per side in a game of sides."""
        try:
            game = self.cls(seed=0, **self.form_a.values())
        except ValueError:
            return                      # the form shows what is wrong; keep the seats
        if self.pickers.reseat(self.side_names or game.seat_names, self.results.guard(self.tune.refresh_metrics)):
            self.pickers.show(self.tabs[self.mode.value].bots)
            self.tune.refresh_metrics()
        self.compare.refresh_outcomes()

    def _mode_changed(self) -> None:
        """The question chosen: its panel, its bots, the settings it uses, and the words on its button."""
        tab = self.tabs[self.mode.value]
        for other in self.tabs.values():
            for part in other.shown():
                part.layout.display = "" if other is tab else "none"
        self.settings.show(seating=tab.seating and not self.side_names, deals=tab.deals, cap=tab.cap)
        self.results.run_button.description = tab.mode
        self.pickers.show(tab.bots)
        self.mode_help.value = f"<div class='ogrelab-lab-doc' style='font-size:13px'>{tab.help}</div>"

    def bots(self) -> list[str] | dict[str, str]:
        """The bots as the runner takes them: one per seat, or one per side in a game of sides."""
        return self.pickers.bots()

    def run(self, background: bool = True) -> None:
        """Start what the settings ask for; ``background=False`` plays it here and returns after.

        Settings that cannot run are shown on the page (``error``), the earlier results leave
        and nothing starts.
        """
        if self.work.running:
            self.results.fail(ValueError("a run is under way: stop it first"))
            return
        self.results.clear_error()
        self.results.clear()
        self.work.clear()
        try:
            options = self.form_a.values()
            tab = self.tabs[self.mode.value]
            plan = tab.plan(self.settings.plan(tab.mode, options, self.bots(), bool(self.side_names)))
        except ValueError as e:
            self.results.fail(e)
            return
        self.work.start(tab.play, plan, background)

    def stop(self) -> None:
        """Stop after the batches under way; the games played so far stay, charted."""
        self.work.stop()

    def wait(self, timeout: float | None = None) -> None:
        self.work.wait(timeout)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    # ---------------------------------------------------- by their names on the page
    # what the parts hold, under the names scripts and tests have always used
    name = _part("game.name")
    cls = _part("game.cls")
    side_names = _part("game.side_names")
    searchable = _part("game.searchable")
    seat_pickers = _part("pickers.seats")
    every_seat = _part("pickers.every")
    seat_box = _part("pickers.box")
    seating = _part("settings.seating")
    deals = _part("settings.deals")
    cap = _part("settings.cap")
    workers = _part("settings.workers")
    seed = _part("settings.seed")
    compare_outcome = _part("compare.outcome")
    sweep_option = _part("sweep.option")
    sweep_values = _part("sweep.values")
    tune_rows = _part("tune.rows")
    tune_metric = _part("tune.metric")
    tune_goal = _part("tune.goal")
    tune_target = _part("tune.target")
    tune_trials = _part("tune.trials")
    rungs = _part("skill.rungs")
    run_button = _part("results.run_button")
    stop_button = _part("results.stop_button")
    progress = _part("results.progress")
    status = _part("results.status")
    error = _part("results.error")
    answer_box = _part("results.answer_box")
    summary = _part("results.summary")
    downloads = _part("results.downloads")
    figures = _part("results.figures")
    frame = _part("work.frame")
    trials = _part("work.trials")
    ladder = _part("work.ladder")
    answer = _part("work.answer")
    running = _part("work.running")


def lab(name: str, **kwargs) -> Lab:
    """The design lab of ``name`` (see :class:`Lab`), as its Voila app notebook shows it: a kernel
    lost under the page is told on it (:class:`~ogrelab.widgets.keeper.Keeper`)."""
    from ..keeper import Keeper
    made = Lab(name, **kwargs)
    made.widget.children = tuple(made.widget.children) + (Keeper(),)
    return made
