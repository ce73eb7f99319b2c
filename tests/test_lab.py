"""The design lab page, driven from Python: options from each game's OPTIONS, the first
question (is the first player favoured? which side is?) played until it is known, runs in
batches that fill the charts, Stop keeps what was played, compare, sweep, tune and skill."""

import html
import json
import os
import re
import sys
import threading
import time

import pytest

import ogrelab
from ogrelab.core import game_class
from ogrelab.widgets import lab as lab_module
from ogrelab.widgets.lab import ask as ask_module
from ogrelab.widgets.lab import option_labels, parse_space, parse_values
from ogrelab.widgets.lab.ask import plan_compare
from ogrelab.widgets.lab.game import LabGame
from ogrelab.widgets.lab.runs import plan_run, plan_sweep, play_runs
from ogrelab.widgets.lab.skill import plan_skill
from ogrelab.widgets.lab.tune import plan_tune
from ogrelab.widgets.lab.work import Work


def Lab(name, **settings):
    """The lab with one worker unless told: these runs are small, and the machine is shared."""
    settings.setdefault("workers", 1)
    return lab_module.Lab(name, **settings)


def _random(lab):
    for picker in lab.seat_pickers:
        picker.value = "random"
    lab.every_seat.value = "random"
    return lab


def _text(html_text: str) -> str:
    import html
    return html.unescape(re.sub(r"<[^>]+>", " ", html_text))


def _spec(lab, key):
    (out,) = lab.figures[key].outputs
    return out["data"]["application/vnd.plotly.v1+json"]


def _axis_titles(spec) -> dict:
    layout = spec["layout"]
    return {k: (v.get("title") or {}).get("text", "") for k, v in layout.items()
            if re.fullmatch(r"[xy]axis\d*", k)}


# ------------------------------------------------------------------ options and seats
@pytest.mark.parametrize("name", list(ogrelab.GAMES))
def test_every_option_of_every_game_has_a_fitting_widget_and_its_doc(name):
    import html
    import ipywidgets as W
    lab = Lab(name)
    cls = game_class(name)
    assert set(lab.form_a.inputs) == set(cls.OPTIONS) == set(lab.form_b.inputs)
    assert lab.form_a.values() == {}                          # the defaults, as shown
    for key, opt in cls.OPTIONS.items():
        widget = lab.form_a.inputs[key]
        assert html.escape(opt.doc) in lab.form_a.docs[key].value   # its effect, beside it
        if opt.rows is None:
            assert widget.description == opt.label            # named in words, for everyone
        if opt.choices is not None:
            assert isinstance(widget, W.Dropdown) and [w for w, _ in widget.options] == [
                opt.words(c) for c in opt.choices]
        elif isinstance(opt.default, bool):
            assert isinstance(widget, W.Checkbox)
        assert not isinstance(widget, W.Textarea)              # no option is typed as JSON


def test_seats_follow_the_number_of_players():
    lab = Lab("ogre_bash")
    assert len(lab.seat_pickers) == 4
    lab.form_a.set("players", 3)
    assert [p.description for p in lab.seat_pickers] == ["Seat 0", "Seat 1", "Seat 2"]


def test_bots_are_picked_per_side_in_a_game_of_sides_and_never_cross_sides():
    delight = Lab("ogres_delight", deals=20)
    assert [p.description for p in delight.seat_pickers] == ["Boss", "Heroes"]
    delight.form_a.set("heroes", 1)
    assert [p.description for p in delight.seat_pickers] == ["Boss", "Heroes"]   # sides, not seats
    delight.form_a.set("heroes", 3)
    delight.mode.value = "Run"
    delight.seating.value = "rotate"
    assert delight.seating.layout.display == "none"           # nothing to rotate across sides
    delight.seat_pickers[0].value = "heuristic"
    delight.seat_pickers[1].value = "random"
    assert delight.bots() == {"Boss": "heuristic", "Heroes": "random"}
    delight.run(background=False)
    assert delight.error == ""
    assert set(delight.frame["bot_0"]) == {"heuristic"}
    assert all(set(delight.frame[f"bot_{s}"]) == {"random"} for s in (1, 2, 3))


def test_a_bad_option_is_marked_next_to_it_and_nothing_runs():
    lab = Lab("ogre_bash")
    lab.form_a.set("deck", {"Steal": 60})                      # a deck list of one's own
    lab.form_a.fields.fields["deck"]._cells[0][0].value = -1  # copies of the first card
    lab.run(background=False)
    assert "Deck" in lab.error and "must be a whole number &gt;= 0" in lab.form_a.errors["deck"].value
    assert lab.frame.empty and not lab.run_button.disabled
    lab.form_a.set("deck", None)
    lab.form_a.inputs["fists_to_win"].value = 0
    lab.run(background=False)
    assert "fists_to_win" in lab.error and "fists_to_win=0" in lab.form_a.errors["fists_to_win"].value
    assert lab.form_a.errors["deck"].value == "" and lab.frame.empty


# ------------------------------------------------------------------ 1. Ask
def test_is_the_first_player_favoured_is_the_first_question_asked_between_equal_bots():
    lab = Lab("ogre_bash", cap=60)
    assert lab.mode.options[0] == "Ask" and lab.mode.value == "Ask"
    assert lab.seat_box.children == (lab.every_seat,)          # one bot for every seat
    assert lab.every_seat.value == "heuristic"                 # the default: the sensible player
    lab.every_seat.value = "random"
    lab.run(background=False)
    assert lab.error == ""
    answer = lab.answer
    assert answer.question == "Is the first player favoured?" and answer.deals == 60
    assert set(answer.frame["bot_0"]) == set(answer.frame["bot_3"]) == {"random"}
    shown = _text(lab.answer_box.value)
    assert "Is the first player favoured?" in shown and answer.sentence in shown
    assert "first player's advantage" in shown and "95 % interval" in shown
    assert "60 deals (60 games)" in shown                       # the deals behind it
    assert lab.progress.value == lab.progress.max
    assert lab.status.value.startswith("done: 60 deals")
    assert lab.figures["seats"].outputs and lab.figures["bots"].outputs == ()


def test_ask_says_starting_at_once_and_moves_the_progress_bar_as_batches_arrive(monkeypatch):
    lab = _random(Lab("ogre_bash", cap=60))
    lab.run(background=False)
    assert lab.status.value.startswith("done:")
    release, seen = threading.Event(), []
    real = ask_module.first_player

    def slow(*args, on_batch=None, **kwargs):
        def batch(frame):
            seen.append(int(frame["seed"].nunique()))
            on_batch(frame)
            release.wait(30)
        return real(*args, on_batch=batch, **kwargs)

    monkeypatch.setattr(ask_module, "first_player", slow)
    lab.run()
    assert lab.status.value == "starting..."                   # never the last run's "done"
    assert lab.answer_box.value == "" and lab.progress.value == 0
    deadline = time.time() + 60
    while not seen and time.time() < deadline:
        time.sleep(0.02)
    assert lab.progress.value == seen[0] > 0 and "deals played" in lab.status.value
    release.set()
    lab.wait(60)
    assert lab.status.value.startswith("done:") and lab.answer is not None


def _stop_once_started(lab) -> None:
    """Start the lab's question, press Stop once the first batch is in, and wait for the end."""
    lab.run()
    deadline = time.time() + 60
    while lab.progress.value == 0 and time.time() < deadline:
        time.sleep(0.02)
    lab.stop()
    lab.wait(60)


def test_stop_ends_an_ask_with_what_was_played():
    lab = _random(Lab("ogre_bash", cap=100_000))
    _stop_once_started(lab)
    assert not lab.running and lab.error == ""
    assert 0 < lab.answer.deals < 100_000 and lab.status.value.startswith("stopped:")
    assert lab.answer.sentence in _text(lab.answer_box.value)
    assert not lab.run_button.disabled and lab.stop_button.disabled


@pytest.mark.parametrize("name, sides", [("ogres_delight", ("Boss", "Heroes")),
                                         ("zombies_vs_cheerleaders", ("Zombies", "Cheerleaders"))])
def test_in_a_game_of_sides_ask_says_which_side_is_favoured_with_each_sides_win_rate(name, sides):
    lab = Lab(name, cap=60)
    assert [p.description for p in lab.seat_box.children] == list(sides)   # a bot per side
    assert "Which side is favoured?" in lab.mode_help.value
    lab.run(background=False)
    assert lab.error == "" and lab.answer.question == "Which side is favoured?"
    shown = _text(lab.answer_box.value)
    for side in sides:
        assert f"{side} win rate" in shown
    page = shown + _text(lab.summary.value)
    assert "first player" not in page and "first-player" not in page


# ------------------------------------------------------------------ 2. seats and sides
@pytest.mark.parametrize("name", ["ogres_delight", "zombies_vs_cheerleaders"])
def test_a_run_of_a_game_of_sides_shows_the_sides_not_a_first_player_advantage(name):
    lab = Lab(name, deals=30)
    lab.mode.value = "Run"
    lab.seat_pickers[0].value = "heuristic"
    lab.seat_pickers[1].value = "random"
    lab.run(background=False)
    assert lab.error == ""
    summary = _text(lab.summary.value)
    assert "A game of sides:" in summary and "first player" not in summary
    side = lab.side_names[0]
    assert f"{side} win rate" in summary
    assert _spec(lab, "seats")["layout"]["title"]["text"].startswith("Win rate by side")
    assert lab.figures["bots"].outputs == ()                   # a side's bot is no bot strength
    assert [o for _, o in lab.tune_metric.options][:2] == [f"win_rate_{s.lower()}" for s in lab.side_names]
    assert "first_player_advantage" not in [o for _, o in lab.tune_metric.options]


def _heuristic_against_random_run():
    """Ogre Bash, 12 deals: the heuristic bot in seat 0 against random bots, rotated, played here."""
    lab = _random(Lab("ogre_bash", deals=12))
    lab.mode.value = "Run"
    lab.seat_pickers[0].value = "heuristic"
    lab.run(background=False)
    assert lab.error == ""
    return lab


def test_between_different_bots_strength_is_the_headline_and_the_seat_figure_this_matchups():
    lab = _heuristic_against_random_run()
    lines = re.findall(r"<p>(.*?)</p>", lab.summary.value)
    assert lines[0].startswith("Bot strength:") and "in this matchup" in lines[1]
    assert "first player's advantage in this matchup" in _text(lab.summary.value)
    assert lab.figures["bots"].outputs                         # two bots: their strengths


# ------------------------------------------------------------------ 3. run and compare
def test_a_run_fills_the_charts_the_precision_table_and_the_downloads():
    lab = _heuristic_against_random_run()
    assert len(lab.frame) == 48 and set(lab.frame["seating"]) == {"rotate"}
    assert lab.progress.value == lab.progress.max == 48
    for key in ("seats", "bots", "length", "endings", "margins"):
        spec = _spec(lab, key)
        assert spec["data"] and spec["layout"]["title"]["text"]
    assert "deals to halve it" in lab.summary.value and "strength of heuristic" in lab.summary.value
    assert "download=" in lab.downloads.value and ".csv" in lab.downloads.value
    assert ".parquet" in lab.downloads.value


def test_stop_midway_keeps_what_was_played():
    lab = _random(Lab("ogre_bash", deals=2000))
    lab.mode.value = "Run"
    _stop_once_started(lab)
    assert not lab.running and lab.error == ""
    assert 0 < len(lab.frame) < 2000 and lab.status.value.startswith("stopped:")
    assert lab.figures["seats"].outputs and "download=" in lab.downloads.value
    assert not lab.run_button.disabled and lab.stop_button.disabled


def test_a_run_says_whether_its_deals_decide_or_how_many_would():
    lab = _random(Lab("ogre_bash", deals=10))
    lab.mode.value = "Run"
    lab.run(background=False)
    (line,) = re.findall(r"<p>(.*?)</p>", lab.summary.value)
    assert line.startswith("First player&#x27;s advantage, random bots at every seat")
    assert re.search(r"cannot be told apart from no advantage with 10 deals; about [\d,]+ would tell", line)


def test_the_precision_table_shows_comebacks_and_when_games_are_decided_in_words():
    lab = _random(Lab("ogre_bash", deals=10))
    lab.mode.value = "Run"
    lab.run(background=False)
    rows = {cells[0]: cells for cells in (
        [_text(c).strip() for c in re.findall(r"<td>(.*?)</td>", tr)]
        for tr in re.findall(r"<tr>(.*?)</tr>", lab.summary.value)) if cells}
    comeback = rows["comebacks (the winner trailed at half time)"]
    decided = rows["decided at (share of the game the winner then led)"]
    for row in (comeback, decided):
        assert row[1].endswith("%") and " to " in row[2]       # a value and its interval
    assert "comeback_rate" not in lab.summary.value and "decided_at" not in lab.summary.value
    sides = Lab("zombies_vs_cheerleaders", deals=10)
    sides.mode.value = "Run"
    sides.run(background=False)
    assert "comebacks" not in sides.summary.value              # who leads has no meaning across sides


def test_compare_plays_until_the_outcome_is_known_and_names_option_sets_by_what_differs():
    lab = Lab("ogre_cheerleaders", cap=40)
    lab.every_seat.value = "random"
    for p in lab.seat_pickers:
        p.value = "random"
    lab.mode.value = "Compare"
    lab.run(background=False)
    assert "same as the options above" in lab.error and lab.frame.empty
    effects = dict(game_class("ogre_cheerleaders").OPTIONS["effects"].default, **{"8": "none"})
    lab.form_b.set("effects", effects)
    assert lab.compare_outcome.value == "first_player_advantage"
    lab.run(background=False)
    assert lab.error == ""
    assert lab.answer.question.startswith("Does B change") and lab.answer.deals <= 40
    labels = ['A: effects["8"] = "draw_two_split"', 'B: effects["8"] = "none"']
    assert list(dict.fromkeys(lab.frame["run"])) == labels
    shown = _text(lab.answer_box.value)
    assert "Does B change the first player's advantage?" in shown and "first_player_advantage" not in shown
    summary = _text(lab.summary.value)
    assert "B against A on the same deals" in summary and "what it says" in summary
    assert re.search(r"cannot be told apart with 40 deals|B raises it|B lowers it|no difference over", summary)
    for key in ("seats", "length", "endings", "margins"):
        text = json.dumps(_spec(lab, key))
        assert "join_from_hand" not in text                    # never the whole table as a label
    names = [t.get("name") for t in _spec(lab, "seats")["data"]]
    assert names == labels


def test_a_sign_tests_p_value_is_written_as_a_reader_can_use_it():
    from ogrelab.widgets.lab.formats import p_value
    assert p_value(0.04567) == "0.0457" and p_value(1.0) == "1"
    assert p_value(4.67e-121) == "< 0.001" and p_value(0.0) == "< 0.001"
    assert p_value(float("nan")) == "-"


def test_option_sets_are_labelled_by_the_entries_that_differ():
    cls = game_class("ogre_bash")
    assert option_labels(cls, {}, {"fists_to_win": 4}) == ("A: fists_to_win = 10", "B: fists_to_win = 4")


# ------------------------------------------------------------------ 4. sweep
def test_sweep_charts_the_metrics_against_the_option():
    lab = _random(Lab("zombies_vs_cheerleaders", deals=20))
    lab.mode.value = "Sweep"
    lab.sweep_option.value = "columns"
    assert lab.sweep_values.value == "4, 5, 6"
    lab.run(background=False)
    assert lab.error == "" and sorted(lab.frame["opt_columns"].unique()) == [4, 5, 6]
    spec = _spec(lab, "extra")
    assert "Option sweep" in spec["layout"]["title"]["text"]
    panels = [a["text"] for a in spec["layout"]["annotations"]]
    assert panels[0] == "Zombies win rate" and "win_rate" not in json.dumps(panels)
    assert all(t for t in _axis_titles(spec).values())


def _sweep(lab, option: str, values: str):
    """Sweep ``option`` over ``values`` as a person types them, and play it here."""
    lab.mode.value = "Sweep"
    lab.sweep_option.value = option
    lab.sweep_values.value = values
    lab.run(background=False)
    assert lab.error == ""
    return lab


def test_a_sweep_over_players_seats_one_bot_everywhere_and_refuses_mixed_seats():
    lab = _sweep(_random(Lab("ogre_cheerleaders", deals=4)), "players", "2, 3")
    assert sorted(lab.frame["players"].unique()) == [2, 3]
    assert set(lab.frame["bot_2"].dropna()) == {"random"}
    lab.seat_pickers[0].value = "heuristic"
    lab.run(background=False)
    assert "changes the number of seats" in lab.error and "same bot at every seat" in lab.error
    assert lab.frame.empty and lab.summary.value == ""             # the earlier results leave
    assert all(out.outputs == () for out in lab.figures.values())


# ------------------------------------------------------------------ 5. charts
def test_charts_separate_the_runs_keep_the_values_order_and_say_their_axes_in_words():
    lab = _sweep(_random(Lab("ogre_bash", deals=4)), "fists_to_win", "4, 8, 12")
    margins = _spec(lab, "margins")["data"]
    assert [t["name"] for t in margins] == ["fists_to_win = 4", "fists_to_win = 8", "fists_to_win = 12"]
    endings = _spec(lab, "endings")
    assert list(endings["data"][0]["x"]) == ["fists_to_win = 4", "fists_to_win = 8", "fists_to_win = 12"]
    declared = set(ogrelab.core.game_class("ogre_bash").ENDINGS.values())
    assert {t["name"] for t in endings["data"]} <= declared, "the endings in the game's declared words"
    assert lab.figures["bots"].outputs == ()                     # one bot: no "win rate by bot"
    for key in ("seats", "length", "endings", "margins", "extra"):
        spec = _spec(lab, key)
        titles = _axis_titles(spec)
        assert titles and all(titles.values()), (key, titles)
        text = json.dumps([titles, [t.get("name") for t in spec["data"]]])
        assert "win_rate_0" not in text and '"value"' not in text


def test_how_games_end_keeps_the_order_of_the_runs():
    import pandas as pd
    from ogrelab.analysis import charts
    frame = pd.DataFrame({"run": ["12", "4", "8", "4"], "game": ["ogre_bash"] * 4,
                          "ending": ["fists", "turn_limit", "fists", "fists"]})
    fig = charts.endings(frame, by="run", axis="fists")
    assert list(fig.data[0].x) == ["12", "4", "8"] and fig.layout.xaxis.title.text == "fists"
    assert fig.data[0].name == "a player reaches the fists to win"


# ------------------------------------------------------------------ 6. tune
def test_tune_offers_the_best_value_with_its_interval():
    """Several options at once, the race that confirms the nearest, the finding in a sentence."""
    lab = _random(Lab("ogre_bash", deals=10, cap=20))
    assert lab.tune_metric.value == "first_player_advantage"       # a target is chosen from the start
    lab.seat_pickers[1].value = "heuristic"
    assert "strength_heuristic" in [v for _, v in lab.tune_metric.options]
    lab.seat_pickers[1].value = "random"
    lab.mode.value = "Run"
    lab.run(background=False)                                      # a run first: its charts
    assert lab.figures["seats"].outputs
    lab.mode.value = "Tune"
    (first, first_values), (second, second_values), _ = lab.tune_rows
    first.value = "fists_to_win"
    first_values.value = "2..3"
    second.value = "turn_limit"
    second_values.value = "0, 400"
    lab.tune_metric.value = "turns_mean"
    lab.tune_goal.value = "max"
    lab.tune_trials.value = 4
    lab.run(background=False)
    assert lab.error == ""
    assert lab.figures["seats"].outputs == ()                      # the run charts of no run
    assert len(lab.trials) == 4 and set(lab.trials.attrs["best"]) == {"fists_to_win", "turn_limit"}
    race = lab.trials.attrs["race"]
    summary = _text(lab.summary.value)
    assert "The race" in summary and "leader" in summary and f"{int(race['deals'].max())}" in summary
    shown = _text(lab.answer_box.value)
    assert "comes nearest of 4 trials" in shown and "turns_mean" not in shown and "95 % interval" in shown
    assert "game length (turns)" in shown
    assert lab.figures["extra"].outputs and "download=" in lab.downloads.value


def test_tune_of_an_advantage_gives_its_unit_once_in_each_column_and_sentence():
    """A difference of win rates is in percentage points: the tables say it in the column's header,
    the sentence once per interval, never twice in a cell."""
    lab = _random(Lab("ogre_bash", deals=10, cap=20))
    lab.mode.value = "Tune"
    (first, first_values), _, _ = lab.tune_rows
    first.value = "fists_to_win"
    first_values.value = "2..4"
    assert lab.tune_metric.value == "first_player_advantage"
    lab.tune_trials.value = 3
    lab.run(background=False)
    assert lab.error == ""
    summary = html.unescape(lab.summary.value)
    assert "first player's advantage (percentage points)" in summary
    assert "distance to the target (percentage points)" in summary
    assert "farther than the leader by (percentage points, 95 %)" in summary
    cells = re.findall(r"<td>(.*?)</td>", summary)
    assert cells and not any("percentage points" in c for c in cells)
    shown = _text(lab.answer_box.value)
    assert re.search(r"95 % interval [+-]\d+\.\d to [+-]\d+\.\d percentage points", shown), shown


def test_tune_refuses_an_option_chosen_twice():
    lab = Lab("ogre_bash")
    lab.mode.value = "Tune"
    lab.tune_rows[1][0].value = lab.tune_rows[0][0].value
    lab.run(background=False)
    assert "chosen twice" in lab.error


# ------------------------------------------------------------------ 7. skill
def test_skill_runs_the_ladder_of_the_bots_ticked_and_charts_each_rungs_gain():
    lab = Lab("zombies_vs_cheerleaders", deals=10)
    lab.mode.value = "Skill"
    assert [b for b, box in lab.rungs.items() if box.value] == ["random", "heuristic"]
    assert list(lab.rungs)[:3] == ["random", "heuristic", "ismcts"]
    lab.rungs["heuristic"].value = False
    lab.run(background=False)
    assert "two or more bots" in lab.error
    lab.rungs["heuristic"].value = True
    lab.run(background=False)
    assert lab.error == "" and list(lab.ladder["side"]) == ["Zombies", "Cheerleaders"]
    assert set(lab.ladder["rung"]) == {"heuristic over random"}
    summary = _text(lab.summary.value)
    assert "How much skill matters" in summary and "gain" in summary
    spec = _spec(lab, "extra")
    assert all(_axis_titles(spec).values()) and lab.progress.value == lab.progress.max


def test_the_lab_plays_on_two_workers_where_this_process_may_use_two_cores(monkeypatch):
    # the cores counted are the ones this process may run on, as the board's hint counts them
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(8)), raising=False)
    lab = lab_module.Lab("ogre_bash")
    assert lab.workers.value == 2 and lab.workers.max == 8
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {3}, raising=False)
    lab = lab_module.Lab("ogre_bash")
    assert lab.workers.value == 1 and lab.workers.max == 1
    # a browser's Python starts no processes: one worker, whatever the machine has
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(8)), raising=False)
    assert lab_module.Lab("ogre_bash").workers.value == 1


def test_values_are_read_as_lists_or_ranges():
    assert parse_values("4..8", None) == [4, 5, 6, 7, 8]
    assert parse_values("2..10 step 4", None) == [2, 6, 10]
    assert parse_values('6, 8, "x", true', None) == [6, 8, "x", True]
    assert parse_space("2..10 step 4", None) == range(2, 11, 4)
    assert parse_space("2, 3", None) == [2, 3]
    with pytest.raises(ValueError, match="low <= high"):
        parse_values("9..3", None)


def test_compare_of_a_different_number_of_seats_seats_one_bot_everywhere():
    lab = _random(Lab("ogre_bash", cap=20))
    lab.mode.value = "Compare"
    lab.form_b.set("players", 3)
    lab.run(background=False)
    assert lab.error == "" and sorted(lab.answer.frame["players"].unique()) == [3, 4]
    assert "B against A on the same deals" in lab.summary.value
    lab.seat_pickers[2].value = "heuristic"
    lab.run(background=False)
    assert "changes the number of seats" in lab.error


# ------------------------------------------------------------------ 8. the run side, without widgets
class _Recorder:
    """An outlet that keeps what the run side tells the page, in order."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name, *args))

    def said(self, name):
        return [args for called, *args in self.calls if called == name]


def _base(mode, bots, **settings):
    return {"mode": mode, "bots": bots, "seed": 0, "deals": 6, "seating": "rotate", "options": {}, "cap": 20,
            "workers": 1, "labels": {}, **settings}


def test_plans_are_checked_from_plain_values_before_anything_is_played():
    game = LabGame("ogre_bash")
    mixed = ["random", "heuristic", "random", "random"]
    with pytest.raises(ValueError, match="the same as the options above"):
        plan_compare(game, _base("Compare", mixed), {}, "turns")
    with pytest.raises(ValueError, match="changes the number of seats"):
        plan_sweep(game, _base("Sweep", mixed), "players", "3..5")
    plan = plan_sweep(game, _base("Sweep", ["random"] * 4), "players", "3..5")
    assert plan["bots"] == "random" and plan["values"] == [3, 4, 5]
    with pytest.raises(ValueError, match="chosen twice"):
        plan_tune(game, _base("Tune", mixed), [("players", "3, 4"), ("players", "4")], "turns_mean", "min", 0, 3)
    with pytest.raises(ValueError, match="two or more bots"):
        plan_skill(_base("Skill", mixed), ["random"])


def test_a_run_plays_and_tells_its_outlet_what_to_show():
    game = LabGame("ogre_bash")
    out = _Recorder()
    work = Work(game, out)
    work.start(play_runs, plan_run(game, _base("Run", ["random", "heuristic", "random", "random"])),
               background=False)
    assert work.frame["seed"].nunique() == 6
    assert out.calls[0] == ("say", "starting...") and out.calls[1] == ("busy", True)
    assert out.calls[-1] == ("busy", False) and out.said("say")[-1][0].startswith("done:")
    assert {key for key, _fig in out.said("draw")} == {"seats", "bots", "length", "endings", "margins"}
    assert "Results" in out.said("show_summary")[-1][0] and "Download the" in out.said("offer")[-1][0]
