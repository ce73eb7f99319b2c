"""Ask and Compare: a question played until its interval decides (``analysis.answers``), and the
answer's card. Ask: is the first player favoured (which side is, in a game of sides)? Compare: do
the options B change an outcome, on the same deals?"""

from __future__ import annotations

import html
import time

import ipywidgets as W

from ...analysis.answers import START, first_player, settle
from ...analysis.metrics import side_key
from ...analysis.runner import seated_jobs
from .form import UNTIL_KNOWN, BotPickers, OptionForm, Tab
from .game import LabGame
from .formats import answer_fmt, answer_span
from .values import option_labels
from .work import Work


# ------------------------------------------------------------------ the view
class AskTab(Tab):
    mode = "Ask"
    seating = False
    deals = None
    cap = UNTIL_KNOWN

    def __init__(self, game: LabGame, pickers: BotPickers):
        self.game, self.pickers = game, pickers
        sides = bool(game.side_names)
        self.bots = "seats" if sides else "every"
        self.tip = ("which side is favoured, between equal bots, played until it is known" if sides
                    else "is the first player favoured? between equal bots, played until it is known")
        self.help = ("<b>Which side is favoured?</b> Equal play on each side (the bots chosen per side), "
                     "deals doubled until the interval of the sides' gap decides, or the most deals are "
                     "played; the answer gives each side's win rate." if sides else
                     "<b>Is the first player favoured?</b> The same bot at every seat, deals doubled until "
                     "the interval of the first seat's advantage decides, or the most deals are played.")

    def plan(self, base: dict) -> dict:
        return plan_ask(self.game, base, self.pickers.every.value)

    def play(self, work: Work, plan: dict) -> None:
        play_ask(work, plan)


class CompareTab(Tab):
    mode = "Compare"
    tip = "two option sets on the same deals"
    help = ("Play the same deals under the options above (A) and the options B until the chosen "
            "outcome's difference is known, and give every outcome's paired difference, B minus A.")
    deals = None
    cap = UNTIL_KNOWN

    def __init__(self, game: LabGame, form_a: OptionForm, form_b: OptionForm):
        self.game, self.form_a, self.form_b = game, form_a, form_b
        self.outcome = W.Dropdown(description="play until the difference is known in",
                                  style={"description_width": "initial"}, layout=W.Layout(width="34em"))
        self.outcome.add_class("ogrelab-lab-compare-outcome")
        self.panel = W.VBox([W.HTML("<b>Compare two option sets</b> (the same deals for both; "
                                    "every other outcome's difference is listed beside it)"),
                             self.outcome])
        self.panel.add_class("ogrelab-lab-panel")

    def shown(self) -> list[W.Widget]:
        return [self.panel, self.form_b.widget]

    def refresh_outcomes(self) -> None:
        """The outcomes a comparison can be played until: per game figures of this game."""
        sides = self.game.side_names
        if sides:
            found = [(f"{side} win rate", f"win_{side_key(side)}") for side in sides]
        else:
            found = [("first player's advantage", "first_player_advantage")]
            found += [(f"win rate of {seat}", f"win_{s}")
                      for s, seat in enumerate(self.game.seat_names(self.form_a.values_or_defaults()))]
        found += [("game length (turns)", "turns"), ("draw rate", "draw")]
        if not sides:
            found += [("winning margin", "margin")]
        keep = self.outcome.value
        self.outcome.options = found
        self.outcome.value = keep if keep in [v for _, v in found] else found[0][1]

    def plan(self, base: dict) -> dict:
        return plan_compare(self.game, base, self.form_b.values(), self.outcome.value)

    def play(self, work: Work, plan: dict) -> None:
        play_compare(work, plan)


# ------------------------------------------------------------------ the plan
def plan_ask(game: LabGame, base: dict, every: str) -> dict:
    """Ask seats ``every`` at every seat; in a game of sides, the bot chosen per side."""
    return {**base, "bots": base["bots"] if game.side_names else every}


def plan_compare(game: LabGame, base: dict, other: dict, outcome: str) -> dict:
    """Compare the options ``other`` (B) with the plan's (A), played until ``outcome`` is known."""
    options, bots = base["options"], base["bots"]
    if other == options:
        raise ValueError("Compare: options B are the same as the options above; change one")
    plan = {**base, "other": other, "outcome": outcome,
            "labels": dict(zip("AB", option_labels(game.cls, options, other)))}
    if not game.side_names and game.players(other) != game.players(options):
        plan["bots"] = bots = game.one_bot(bots, "Compare", "options B")
    seated_jobs(game.name, 1, bots, plan["seed"], other, plan["seating"])        # B seats these bots
    return plan


# ------------------------------------------------------------------ the work
def play_ask(work: Work, plan: dict) -> None:
    cap = plan["cap"]
    start = time.perf_counter()
    seen = work.watch(plan, lambda d, g: f"{d:,} deals played (at most {cap:,}); the answer comes "
                                         "once the interval decides", cap)
    answer = first_player(work.game.name, plan["options"], plan["bots"], cap=cap, start=min(START, cap),
                          seed=plan["seed"], workers=plan["workers"], on_batch=seen, stop=work.stopped)
    answered(work, answer, plan, start)


def play_compare(work: Work, plan: dict) -> None:
    cap = plan["cap"]
    start = time.perf_counter()
    seen = work.watch(plan, lambda d, g: f"{d:,} deals played under both option sets (at most "
                                         f"{cap:,}); the answer comes once the interval decides", cap)
    answer = settle(work.game.name, plan["options"], plan["other"], outcome=plan["outcome"],
                    bots=plan["bots"], cap=cap, start=min(START, cap), seed=plan["seed"],
                    workers=plan["workers"], seating=plan["seating"], on_batch=seen, stop=work.stopped)
    answered(work, answer, plan, start)


def answered(work: Work, answer, plan: dict, start: float) -> None:
    """The answer kept, its card shown, its games charted; a decided answer fills the bar."""
    work.answer = answer
    stopped = work.stopped()
    work.out.advance(plan["cap"] if answer.decided and not stopped else answer.deals)
    work.out.say(f"stopped: {answer.deals:,} deals kept" if stopped else
                 f"done: {answer.deals:,} deals ({answer.games:,} games) in "
                 f"{time.perf_counter() - start:.1f} s")
    work.out.show_answer(answer_html(work.game, answer, plan))
    if len(answer.frame):
        work.show(answer.frame, plan, final=True)


# ------------------------------------------------------------------ the card
def answer_html(game: LabGame, answer, plan: dict) -> str:
    """The question, the answer's sentence, its figures with their intervals and the deals behind."""
    names = game.seat_names(plan["options"])
    sentence = answer.sentence
    question = answer.question
    if plan["mode"] == "Compare":
        words = game.words(plan["outcome"], names)
        sentence = sentence.replace(plan["outcome"], words)
        question = f"Does B change the {words}?"
    rows = "".join(
        f"<tr><td>{html.escape(figure_label(game, r))}</td><td>{answer_fmt(r['figure'], r['value'])}</td>"
        f"<td>{answer_span(r['figure'], r['lo'], r['hi'])}</td>"
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


def figure_label(game: LabGame, row: dict) -> str:
    """An answer's figure in words: a side's win rate, a difference of B and A, or its own label."""
    figure = row["figure"]
    for side in game.side_names:
        if figure == f"win_rate_{side_key(side)}":
            return f"{side} win rate"
    if figure.endswith("_difference"):
        return f"{game.words(figure[:-len('_difference')], game.seat_names())}, B minus A"
    return str(row.get("label") or figure)
