"""The design lab page, driven from Python: options from each game's OPTIONS, runs in
batches that fill the charts, Stop keeps what was played, compare, sweep and tune."""

import json
import time

import pytest

import ogrelab
from ogrelab.core import game_class
from ogrelab.widgets.lab import Lab, parse_values


def _random(lab):
    for picker in lab.seat_pickers:
        picker.value = "random"
    return lab


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
        assert html.escape(opt.doc) in lab.form_a.docs[key].value
        if opt.choices is not None:
            assert isinstance(widget, W.Dropdown) and [v for _, v in widget.options] == list(opt.choices)
        elif isinstance(opt.default, bool):
            assert isinstance(widget, W.Checkbox)
        elif isinstance(opt.default, int):
            assert isinstance(widget, W.IntText)
        elif not isinstance(opt.default, (float, str)):
            assert isinstance(widget, W.Textarea) and json.loads(widget.value) == opt.default


def test_seats_follow_the_number_of_players():
    lab = Lab("ogre_bash")
    assert len(lab.seat_pickers) == 4
    lab.form_a.inputs["players"].value = 3
    assert [p.description for p in lab.seat_pickers] == ["Seat 0", "Seat 1", "Seat 2"]
    delight = Lab("ogres_delight")
    delight.form_a.inputs["heroes"].value = 1
    assert [p.description for p in delight.seat_pickers] == ["Boss", "Hero 1"]


def test_a_bad_option_is_marked_next_to_it_and_nothing_runs():
    lab = Lab("ogre_bash")
    lab.form_a.inputs["deck"].value = "{not json"
    lab.run(background=False)
    assert "deck" in lab.error and "not JSON" in lab.form_a.errors["deck"].value
    assert lab.frame.empty and not lab.run_button.disabled
    lab.form_a.inputs["deck"].value = "null"
    lab.form_a.inputs["fists_to_win"].value = 0
    lab.run(background=False)
    assert "fists_to_win" in lab.error and "fists_to_win=0" in lab.form_a.errors["fists_to_win"].value
    assert lab.form_a.errors["deck"].value == "" and lab.frame.empty


def test_a_run_fills_the_charts_the_precision_table_and_the_downloads():
    lab = _random(Lab("zombies_vs_cheerleaders", deals=30))
    lab.seat_pickers[0].value = "heuristic"
    lab.run(background=False)
    assert lab.error == ""
    assert len(lab.frame) == 60 and set(lab.frame["seating"]) == {"rotate"}
    assert lab.progress.value == lab.progress.max == 60
    for key in ("seats", "bots", "length", "endings", "margins"):
        (out,) = lab.figures[key].outputs
        spec = out["data"]["application/vnd.plotly.v1+json"]
        assert spec["data"] and spec["layout"]["title"]["text"]
    assert "deals to halve it" in lab.summary.value and "strength of heuristic" in lab.summary.value
    assert "download=" in lab.downloads.value and ".csv" in lab.downloads.value
    assert ".parquet" in lab.downloads.value


def test_stop_midway_keeps_what_was_played():
    lab = _random(Lab("ogre_bash", deals=2000))
    lab.run()
    deadline = time.time() + 60
    while lab.progress.value == 0 and time.time() < deadline:
        time.sleep(0.05)
    lab.stop()
    lab.wait(60)
    assert not lab.running and lab.error == ""
    assert 0 < len(lab.frame) < 2000 and lab.status.value.startswith("stopped:")
    assert lab.figures["seats"].outputs and "download=" in lab.downloads.value
    assert not lab.run_button.disabled and lab.stop_button.disabled


def test_compare_shows_the_paired_difference_of_two_option_sets():
    lab = _random(Lab("ogre_bash", deals=40))
    lab.mode.value = "Compare"
    lab.run(background=False)
    assert "same as the options above" in lab.error and lab.frame.empty
    lab.form_b.inputs["fists_to_win"].value = 4
    lab.run(background=False)
    assert lab.error == ""
    assert set(lab.frame["run"]) == {"A", "B"} and len(lab.frame) == 2 * 40
    assert "B against A on the same deals" in lab.summary.value and "sign test" in lab.summary.value


def test_sweep_charts_the_metrics_against_the_option():
    lab = _random(Lab("zombies_vs_cheerleaders", deals=20))
    lab.mode.value = "Sweep"
    lab.sweep_option.value = "columns"
    assert lab.sweep_values.value == "4, 5, 6"
    lab.run(background=False)
    assert lab.error == "" and sorted(lab.frame["opt_columns"].unique()) == [4, 5, 6]
    (out,) = lab.figures["extra"].outputs
    assert "Option sweep" in out["data"]["application/vnd.plotly.v1+json"]["layout"]["title"]["text"]


def test_tune_offers_the_best_value_with_its_interval():
    lab = _random(Lab("ogre_bash", deals=30))
    assert lab.tune_metric.value == "first_player_advantage"       # a target is chosen from the start
    lab.seat_pickers[1].value = "heuristic"
    assert "strength_heuristic" in [v for _, v in lab.tune_metric.options]
    lab.seat_pickers[1].value = "random"
    lab.run(background=False)                                      # a run first: its charts
    assert lab.figures["seats"].outputs
    lab.mode.value = "Tune"
    lab.tune_option.value = "fists_to_win"
    lab.tune_values.value = "2..5"
    lab.tune_metric.value = "turns_mean"
    lab.tune_goal.value = "max"
    lab.tune_trials.value = 4
    lab.run(background=False)
    assert lab.error == ""
    assert lab.figures["seats"].outputs == ()                      # the run charts of no run
    assert len(lab.trials) == 4 and lab.trials.attrs["best"] == {"fists_to_win": 5}
    assert "Best: fists_to_win = 5" in lab.summary.value and "95 % interval" in lab.summary.value
    assert lab.figures["extra"].outputs


def test_values_are_read_as_lists_or_ranges():
    assert parse_values("4..8", None) == [4, 5, 6, 7, 8]
    assert parse_values("2..10 step 4", None) == [2, 6, 10]
    assert parse_values('6, 8, "x", true', None) == [6, 8, "x", True]
    with pytest.raises(ValueError, match="low <= high"):
        parse_values("9..3", None)
