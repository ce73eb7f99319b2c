"""Tune: the values of up to three options that bring a metric to a target (``analysis.tune``,
on Optuna), every trial on the same deals, then a race of the nearest trials on more deals."""

from __future__ import annotations

import html
import re
import time
from typing import Any

import ipywidgets as W
import pandas as pd

from ...analysis import charts
from ...analysis.metrics import side_key
from ...analysis.tune import finding, tune
from .form import BotPickers, Tab
from .game import LabGame
from .formats import fmt, span, unit_to_header
from .report import GRID, downloads_html
from .values import default_values, option_words, parse_space
from .work import Work

#: Tuning: how many options can be searched at once.
TUNE_ROWS = 3


# ------------------------------------------------------------------ the view
class TuneTab(Tab):
    mode = "Tune"
    tip = "find the values that bring a metric to a target"
    help = ("Search the values of up to three options that bring a metric to a target; every "
            "trial plays the same deals, so luck does not steer the search, and a race on "
            "more deals tells which values cannot be told apart.")
    deals = "deals per trial"
    cap = "race the nearest on at most"

    def __init__(self, game: LabGame, pickers: BotPickers, guard):
        self.game, self.pickers = game, pickers
        searchable = game.searchable
        self.rows: list[tuple[W.Dropdown, W.Text]] = []
        rows = []
        for i in range(TUNE_ROWS):
            choices = searchable if i == 0 else [("(no other option)", "")] + [(k, k) for k in searchable]
            option = W.Dropdown(options=choices, description="option" if i == 0 else "and",
                                style={"description_width": "4em"}, layout=W.Layout(width="19em"))
            values = W.Text(description="try", style={"description_width": "initial"},
                            layout=W.Layout(width="24em"), placeholder="4..16 or 2, 3, 4")
            option.add_class(f"ogrelab-lab-tune-option-{i}")
            values.add_class(f"ogrelab-lab-tune-values-{i}")
            option.observe(guard(lambda o=option, v=values: self.offer_values(o, v)), "value")
            self.rows.append((option, values))
            rows.append(W.HBox([option, values]))
            if i == 0 and searchable:
                values.value = default_values(game.cls.OPTIONS[searchable[0]])
            elif i:
                values.disabled = True
        self.metric = W.Dropdown(description="bring", style={"description_width": "initial"},
                                 layout=W.Layout(width="24em"))
        # a sentence of labelled boxes: "bring <metric> to <a value> of <target>", or "... to <its lowest>"
        self.goal = W.Dropdown(options=[("a value", "value"), ("its lowest", "min"), ("its highest", "max")],
                               value="value", description="to", style={"description_width": "initial"},
                               layout=W.Layout(width="10em"))
        self.target = W.FloatText(value=0.0, description="of", style={"description_width": "initial"},
                                  layout=W.Layout(width="8em"))
        self.goal.observe(lambda _c: setattr(self.target.layout, "visibility",
                                             "visible" if self.goal.value == "value" else "hidden"),
                          "value")
        self.trials = W.BoundedIntText(value=12, min=1, max=500, description="trials",
                                       style={"description_width": "initial"},
                                       layout=W.Layout(width="9em"))
        self.panel = W.VBox([W.HTML("<b>Tune up to three options</b> (Optuna; every trial plays the "
                                    "same deals, then the nearest trials race on more deals, "
                                    "up to the most deals set above)"),
                             *rows, W.HBox([self.metric, self.goal, self.target, self.trials])])
        self.panel.add_class("ogrelab-lab-panel")

    def offer_values(self, option: W.Dropdown, values: W.Text) -> None:
        """A row's values as the tuning offers them first; none where no option is chosen."""
        values.disabled = not option.value
        values.value = default_values(self.game.cls.OPTIONS[option.value]) if option.value else ""

    def refresh_metrics(self) -> None:
        """The metrics a tuning can aim at, for these seats and bots: the sides' win rates in a
        game of sides (no seat advantage there), else the first player's advantage and the seats'."""
        sides = self.game.side_names
        if sides:
            found = [(f"{side} win rate", f"win_rate_{side_key(side)}") for side in sides]
        else:
            seats = self.pickers.seats
            found = [("first player's advantage", "first_player_advantage")]
            found += [(f"win rate of {p.description}", f"win_rate_{s}") for s, p in enumerate(seats)]
            bots = list(dict.fromkeys(p.value for p in seats))
            if len(bots) > 1:
                found += [(f"strength of {b}", f"strength_{b}") for b in bots]
        found += [("draw rate", "draw_rate"), ("game length (turns)", "turns_mean")]
        if not sides:
            found += [("winning margin", "margin_mean")]
        keep = self.metric.value
        self.metric.options = found
        if keep in [v for _, v in found]:
            self.metric.value = keep
        else:
            self.metric.value = found[0][1]
            self.target.value = 0.5 if sides else 0.0

    def plan(self, base: dict) -> dict:
        return plan_tune(self.game, base, [(o.value, v.value) for o, v in self.rows], self.metric.value,
                         self.goal.value, self.target.value, self.trials.value)

    def play(self, work: Work, plan: dict) -> None:
        play_tune(work, plan)


# ------------------------------------------------------------------ the plan
def plan_tune(game: LabGame, base: dict, rows: list[tuple[str, str]], metric: str, goal: str, target: float,
              trials: int) -> dict:
    """Tune: each row an option (or "" for none) and the values to try; ``goal`` is "value" (bring
    the metric to ``target``), "min" or "max"."""
    params: dict[str, Any] = {}
    for key, text in rows:
        if not key:
            continue
        if key in params:
            raise ValueError(f"Tune: {key} is chosen twice; choose another option or none")
        params[key] = parse_space(text, game.cls.OPTIONS[key])
    plan = {**base, "params": params, "metric": metric,
            "target": {metric: float(target) if goal == "value" else goal}, "trials": int(trials)}
    options, bots = base["options"], base["bots"]
    if not game.side_names and any(game.players({**options, k: v}) != len(bots)
                                   for k, space in params.items() for v in space):
        plan["bots"] = game.one_bot(bots, "Tune", ", ".join(params))
    return plan


# ------------------------------------------------------------------ the work
def play_tune(work: Work, plan: dict) -> None:
    game, out = work.game, work.out
    out.advance(0, plan["trials"])
    out.show_extra(True)
    for key in GRID:
        out.hide(key)
    start = time.perf_counter()
    names = game.seat_names(plan["options"])

    def seen(trials: pd.DataFrame) -> None:
        work.trials = trials
        trials.attrs.update({"game": game.name, "target": plan["target"], "params": list(plan["params"])})
        out.advance(len(trials))
        out.say(f"{len(trials)} of {plan['trials']} trials")
        out.draw("extra", tune_chart(game, trials, plan, names))
        out.show_summary(trials_html(game, trials, plan, names, final=False))

    def raced(table: pd.DataFrame) -> None:
        inside = int((table["leader"] | table["tied"]).sum())
        out.say(f"race of the {len(table)} nearest: {int(table['deals'].max()):,} deals, {inside} still in")
        out.show_summary(race_html(game, table, plan, names, final=False) +
                         trials_html(game, work.trials, plan, names, final=False))

    trials = tune(game.name, plan["params"], plan["target"], n_games=plan["deals"],
                  trials=plan["trials"], bots=plan["bots"], seed=plan["seed"], options=plan["options"],
                  workers=plan["workers"], seating=plan["seating"], on_trial=seen,
                  stop=work.stopped, cap=plan["cap"], on_race=raced)
    work.trials = trials
    out.say(f"stopped after {len(trials)} trials" if work.stopped() else
            f"done: {len(trials)} trials and a race in {time.perf_counter() - start:.1f} s")
    out.draw("extra", tune_chart(game, trials, plan, names))
    if len(trials):
        out.show_answer("<div class='ogrelab-lab-card'><div class='ogrelab-lab-question'>"
                        f"Which values bring {html.escape(game.words(plan['metric'], names))} "
                        f"{html.escape(aim(plan))}?</div><p class='ogrelab-lab-sentence'>"
                        f"{html.escape(finding_words(game, trials, plan))}</p></div>")
    table = trials.attrs.get("race")
    out.show_summary((race_html(game, table, plan, names, final=True) if table is not None else "")
                     + trials_html(game, trials, plan, names, final=True))
    out.offer(downloads_html(trials, f"{game.name}-tune-{'-'.join(plan['params'])}"))


# ------------------------------------------------------------------ the figures
def tune_chart(game: LabGame, trials: pd.DataFrame, plan: dict, names):
    return charts.tune(trials, title=f"Tuning {game.title}: {game.words(plan['metric'], names)} {aim(plan)} "
                                     f"({len(trials)} trials, the same deals)")


def aim(plan: dict) -> str:
    """What the tuning aims at, in words: ``to 50.0 %``, ``as low as it goes``."""
    goal = plan["target"][plan["metric"]]
    return (f"to {fmt(plan['metric'], goal)}" if not isinstance(goal, str) else
            "as low as it goes" if goal == "min" else "as high as it goes")


def finding_words(game: LabGame, trials: pd.DataFrame, plan: dict) -> str:
    """tune's finding, its metric in words."""
    text = finding(trials)
    if text.startswith(f"{game.name}: "):
        text = text[len(game.name) + 2:]
    metric = plan["metric"]
    return re.sub(rf"\b{re.escape(metric)}\b", game.words(metric, game.seat_names(plan["options"])), text)


def race_html(game: LabGame, table: pd.DataFrame, plan: dict, names, final: bool) -> str:
    """The race: the nearest trials on more deals, the leader and who cannot be told from it."""
    if table is None or not len(table):
        return ""
    metric = plan["metric"]
    columns: dict[str, list[str]] = {"value": [], "interval": [], "distance": [], "gap": []}
    rest = []
    for r in table.to_dict("records"):
        if r["leader"]:
            status = "<b>leader</b>"
        elif r["tied"]:
            status = "cannot be told apart from the leader"
        else:
            status = f"out after {int(r['out_after']):,} deals" if r["out_after"] == r["out_after"] else "out"
        label = "; ".join(option_words(k, v, game.cls.OPTIONS[k].default) for k, v in r["options"].items())
        columns["value"].append(fmt(metric, r[metric]))
        columns["interval"].append(span(metric, r[metric + "_lo"], r[metric + "_hi"]))
        columns["distance"].append(fmt(metric, r["distance"], sign=False, diff=True))
        columns["gap"].append("-" if r["leader"] or r.get("gap") != r.get("gap") else
                              f"{fmt(metric, r['gap'], sign=True, diff=True)} "
                              f"({span(metric, r['gap_lo'], r['gap_hi'], diff=True)})")
        rest.append((label, int(r["deals"]), status))
    heads = {"value": game.words(metric, names), "interval": "95 % interval",
             "distance": "distance to the target", "gap": "farther than the leader by (95 %)"}
    for key in columns:
        heads[key], columns[key] = unit_to_header(heads[key], columns[key])
    rows = [f"<tr><td>{html.escape(label)}</td><td>{columns['value'][i]}</td><td>{columns['interval'][i]}</td>"
            f"<td>{columns['distance'][i]}</td><td>{columns['gap'][i]}</td>"
            f"<td>{deals:,}</td><td class='ogrelab-lab-words'>{status}</td></tr>"
            for i, (label, deals, status) in enumerate(rest)]
    return (f"<h3>{'The race' if final else 'The race so far'}: the nearest trials on more deals, "
            "the same deals for each</h3>"
            "<table class='ogrelab-lab-table ogrelab-lab-race'><tr><th>values</th>"
            + "".join(f"<th>{html.escape(heads[k])}</th>" for k in columns) +
            "<th>deals</th><th></th></tr>" + "".join(rows) + "</table>")


def trials_html(game: LabGame, trials: pd.DataFrame, plan: dict, names, final: bool) -> str:
    """The trials, one row per different value, nearest first."""
    if trials.empty:
        return ""
    metric, keys = plan["metric"], list(plan["params"])
    raced = "race" in trials.attrs
    distinct = trials.sort_values(["distance", "trial"]).drop_duplicates(keys)
    tried = trials.groupby(keys, sort=False)["trial"].apply(lambda t: ", ".join(str(int(x)) for x in t))
    head = (f"<h3>{'Trials' if final else 'Trials so far'}: {len(trials)}, "
            f"{len(distinct)} different value{'s' * (len(distinct) > 1)}, nearest first</h3>"
            f"<div class='ogrelab-lab-doc'>{html.escape(game.words(metric, names))} {aim(plan)}; "
            f"each trial on {int(distinct['deals'].iloc[0]):,} deals, the same deals for every trial. "
            "Values whose intervals overlap are not told apart at this count"
            + ("; the race above played the nearest on more deals, and its leader is in bold."
               if raced else ".") + "</div>")
    records = distinct.head(12).to_dict("records")
    heads = {"value": game.words(metric, names), "interval": "95 % interval", "distance": "distance to the target"}
    columns = {"value": [fmt(metric, r[metric]) for r in records],
               "interval": [span(metric, r[metric + "_lo"], r[metric + "_hi"]) for r in records],
               "distance": [fmt(metric, r["distance"], sign=False, diff=True) for r in records]}
    for key in columns:
        heads[key], columns[key] = unit_to_header(heads[key], columns[key])
    rows = []
    for i, r in enumerate(records):
        lead = raced and bool(r.get("best"))
        cell = (lambda x: f"<b>{x}</b>") if lead else (lambda x: x)
        key = tuple(r[k] for k in keys) if len(keys) > 1 else r[keys[0]]
        rows.append(f"<tr><td>{cell(html.escape(str(tried.get(key, ''))))}</td>"
                    + "".join(f"<td>{cell(html.escape(str(r[k])))}</td>" for k in keys) +
                    f"<td>{cell(columns['value'][i])}</td><td>{columns['interval'][i]}</td>"
                    f"<td>{columns['distance'][i]}</td></tr>")
    return (head + "<table class='ogrelab-lab-table ogrelab-lab-trials'><tr><th>trials</th>" +
            "".join(f"<th>{html.escape(k)}</th>" for k in keys) +
            "".join(f"<th>{html.escape(heads[k])}</th>" for k in columns) + "</tr>" + "".join(rows) + "</table>")
