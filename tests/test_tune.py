"""Automatic balancing on Optuna: tune() finds the option value that brings a metric to a target."""

import optuna
import pytest

import ogrelab.analysis as oa
from ogrelab.analysis import charts
from ogrelab.analysis.tune import distance

import toygame  # noqa: F401  (registers the test game)

TOY = "test_high_card"


def _known_length(target: int) -> float:
    """The mean length of the deals tune plays, with the target at a value we pick."""
    return float(oa.metrics(oa.simulate(TOY, 120, seed=3, options={"target": target}))["turns_mean"].iloc[0])


def test_tune_finds_the_points_to_win_that_give_a_known_game_length():
    goal = _known_length(3)
    trials = oa.tune(TOY, {"target": range(1, 9)}, {"turns_mean": goal}, n_games=120, trials=8, seed=3)
    assert trials.attrs["best"] == {"target": 3}
    best = trials[trials["best"]].iloc[0]
    assert best["distance"] == 0 and best["turns_mean"] == goal
    assert sorted(trials["target"]) == list(range(1, 9))          # small space: every value tried
    assert {"turns_mean_lo", "turns_mean_hi", "games", "deals", "seconds"} <= set(trials.columns)


def test_tune_with_a_seeded_tpe_sampler_finds_it_and_repeats_itself():
    goal = _known_length(5)
    runs = [oa.tune(TOY, {"target": (1, 10)}, {"turns_mean": goal}, n_games=120, trials=14, seed=3,
                    sampler=optuna.samplers.TPESampler(seed=1)) for _ in range(2)]
    assert runs[0].attrs["best"] == {"target": 5}
    assert list(runs[0]["target"]) == list(runs[1]["target"])     # reproducible
    # a value the sampler suggests again is not played again
    assert runs[0].groupby("target")["turns_mean"].nunique().max() == 1


def test_trials_share_their_deals_so_a_repeated_value_gives_the_same_figure():
    trials = oa.tune(TOY, {"players": [2, 3]}, {"win_rate_0": 0.5}, n_games=60, trials=2, seed=7)
    for row in trials.itertuples():
        again = oa.metrics(oa.simulate(TOY, 60, seed=7, options={"players": row.players}))
        assert again["win_rate_0"].iloc[0] == row.win_rate_0


def test_min_and_max_targets_and_the_distance():
    assert distance({"a": 0.2, "b": 3.0}, {"a": 0.5, "b": "min"}) == pytest.approx(0.3 + 3.0)
    assert distance({"a": 0.2}, {"a": "max"}) == pytest.approx(-0.2)
    trials = oa.tune(TOY, {"target": range(1, 6)}, {"turns_mean": "max"}, n_games=40, trials=5)
    assert trials.attrs["best"] == {"target": 5}


def test_on_trial_reports_and_stop_ends_the_search():
    seen = []
    trials = oa.tune(TOY, {"target": range(1, 9)}, {"turns_mean": 4.0}, n_games=20, trials=8,
                     on_trial=lambda frame: seen.append(len(frame)), stop=lambda: len(seen) >= 3)
    assert seen == [1, 2, 3] and len(trials) == 3


def test_the_tuning_chart_draws_the_metric_against_the_option():
    trials = oa.tune(TOY, {"target": range(2, 5)}, {"turns_mean": 5.0}, n_games=20, trials=3)
    fig = charts.tune(trials)
    assert fig.layout.title.text.startswith("Tuning test_high_card")
    assert fig.layout.xaxis.title.text == "target"
    assert any(t.name == "best" for t in fig.data)
    # a whole-number option is ticked at the values tried (no 2.5 between 2 and 3)
    assert list(fig.layout.xaxis.tickvals) == [2, 3, 4]


def test_bad_tuning_requests_are_named():
    with pytest.raises(ValueError, match="has no option 'colour'"):
        oa.tune(TOY, {"colour": [1, 2]}, {"turns_mean": 3})
    with pytest.raises(ValueError, match=r"params\['target'\]: 0 is not a value"):
        oa.tune(TOY, {"target": range(0, 4)}, {"turns_mean": 3})
    with pytest.raises(ValueError, match="expected range"):
        oa.tune(TOY, {"target": "big"}, {"turns_mean": 3})
    with pytest.raises(ValueError, match="target: expected"):
        oa.tune(TOY, {"target": range(1, 4)}, {})
    with pytest.raises(ValueError, match="no metric luck"):
        oa.tune(TOY, {"target": range(1, 4)}, {"luck": 1}, n_games=5, trials=1)


def test_finding_states_the_best_value_with_its_interval():
    trials = oa.tune(TOY, {"target": range(1, 5)}, {"win_rate_0": 0.5}, n_games=50, trials=4,
                     confirm=False)
    from ogrelab.analysis.tune import finding
    text = finding(trials)
    best = trials.attrs["best"]["target"]
    assert text.startswith(f"test_high_card: target = {best} is the nearest of 4 trials "
                           "(not confirmed by a race)")
    assert "95 % interval" in text and "50 deals" in text and "200 deals would halve" in text


def test_a_table_option_is_tuned_over_choices_and_named_by_the_entry_changed():
    from ogrelab.analysis.tune import finding
    from ogrelab.core import game_class
    printed = game_class("ogre_cheerleaders").OPTIONS["effects"].default
    trials = oa.tune("ogre_cheerleaders", {"effects": [printed, {**printed, "8": "none"}]},
                     {"turns_mean": "max"}, n_games=60, trials=2, seed=2, bots="random")
    assert trials.attrs["best"] == {"effects": {**printed, "8": "none"}}   # a longer deck, longer games
    assert finding(trials).startswith('ogre_cheerleaders: effects["8"] = "none" comes nearest of 2 '
                                      'trials, confirmed by a race')
