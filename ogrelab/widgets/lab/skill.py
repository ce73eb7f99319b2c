"""Skill: how much skill matters, a ladder of bots each against the one below it on the same
deals (``analysis.answers.skill_ladder``)."""

from __future__ import annotations

import html
import time

import ipywidgets as W
import pandas as pd

from ...analysis import charts
from ...analysis.answers import skill_ladder
from ...analysis.metrics import verdict_of
from .form import Tab
from .game import LabGame
from .formats import fmt, pct, span
from .report import GRID, downloads_html
from .work import Work

#: The bots of a skill ladder, weakest first (others follow in the game's order).
LADDER = ("random", "heuristic", "ismcts")


# ------------------------------------------------------------------ the view
class SkillTab(Tab):
    mode = "Skill"
    tip = "how much skill matters: a ladder of bots"
    help = ("How much does skill matter? Each bot ticked plays against the one below it; a "
            "large gain rewards skill, one near zero means the deal decides.")
    bots = "none"
    seating = False
    deals = "deals per rung"

    def __init__(self, game: LabGame):
        order = [b for b in LADDER if b in game.bots] + [b for b in game.bots if b not in LADDER]
        self.rungs = {b: W.Checkbox(value=b in ("random", "heuristic"), description=b, indent=False,
                                    layout=W.Layout(width="9em")) for b in order}
        for b, box in self.rungs.items():
            box.add_class(f"ogrelab-lab-rung-{b}")
        self.panel = W.VBox([
            W.HTML("<b>How much skill matters</b>: each bot ticked, weakest first, plays against the one "
                   "below it on the same deals" + (", one side at a time" if game.side_names else
                                                    ", one seat against the rest, rotated over the seats")
                   + ". <span class='ogrelab-lab-doc'>ismcts (the search bot) is strong but slow.</span>"),
            W.HBox(list(self.rungs.values()))])
        self.panel.add_class("ogrelab-lab-panel")

    def plan(self, base: dict) -> dict:
        return plan_skill(base, [b for b, box in self.rungs.items() if box.value])

    def play(self, work: Work, plan: dict) -> None:
        play_skill(work, plan)


# ------------------------------------------------------------------ the plan
def plan_skill(base: dict, rungs: list[str]) -> dict:
    """Skill: the bots of the ladder, weakest first; two at least."""
    if len(rungs) < 2:
        raise ValueError("Skill: tick two or more bots for the ladder, e.g. random and heuristic")
    return {**base, "rungs": rungs}


# ------------------------------------------------------------------ the work
def play_skill(work: Work, plan: dict) -> None:
    game, out = work.game, work.out
    rungs = plan["rungs"]
    per = (1 + len(game.side_names)) if game.side_names else game.players(plan["options"])
    total = (len(rungs) - 1) * plan["deals"] * per
    out.advance(0, total)
    for key in GRID:
        out.hide(key)
    state = {"done": 0, "last": 0}
    start = time.perf_counter()

    def seen(frame: pd.DataFrame) -> None:
        if len(frame) < state["last"]:          # the next rung began
            state["done"] += state["last"]
        state["last"] = len(frame)
        games = state["done"] + len(frame)
        out.advance(games)
        out.say(f"{games:,} of {total:,} games")

    table = skill_ladder(game.name, rungs, plan["deals"], seed=plan["seed"], options=plan["options"],
                         workers=plan["workers"], on_batch=seen, stop=work.stopped)
    work.ladder = table
    stopped = work.stopped()
    out.say("stopped: the rungs played so far are kept" if stopped else
            f"done: {len(rungs) - 1} rung{'s' * (len(rungs) > 2)} in {time.perf_counter() - start:.1f} s")
    if len(table):
        out.show_extra(True)
        out.draw("extra", charts.skill(table))
        out.show_summary(skill_html(game, table))
        out.offer(downloads_html(table, f"{game.name}-skill"))


# ------------------------------------------------------------------ the figures
def skill_html(game: LabGame, table: pd.DataFrame) -> str:
    """Each rung: the stronger bot's win rate, its gain over the reference, and what it says."""
    sides = bool(game.side_names)
    rows = "".join(
        f"<tr><td>{html.escape(r['rung'])}</td>" + (f"<td>{html.escape(r['side'])}</td>" if sides else "") +
        f"<td>{pct(r['win_rate'])} ({span('win_rate', r['lo'], r['hi'])})</td><td>{pct(r['reference'])}</td>"
        f"<td><b>{fmt('side_gap', r['edge'], sign=True)}</b></td>"
        f"<td>{span('side_gap', r['edge_lo'], r['edge_hi'])}</td>"
        f"<td class='ogrelab-lab-words'>{html.escape(edge_words(r))}</td><td>{int(r['deals']):,}</td></tr>"
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


def edge_words(row: dict) -> str:
    """What a rung's gain says: skill matters, the weaker does better, the deal decides, or not known."""
    verdict = verdict_of(row["edge_lo"], row["edge_hi"])
    return {"above": "the stronger bot wins more: skill matters",
            "below": "the weaker bot does better",
            "none": "no gain over 2 percentage points: the deal decides"}.get(
        verdict, f"cannot be told apart from no gain with {int(row['deals']):,} deals")
