"""Answers a designer can trust: seats and sides declared by each game, a seat's advantage
between equal bots, sides with a bot each, questions played until the evidence decides,
honest intervals at small counts, and tuning confirmed on more deals."""

import math
import re

import numpy as np
import pandas as pd
import pytest

import ogrelab
import ogrelab.analysis as oa
from ogrelab.analysis.answers import first_player, headline, judge, look_z, looks, settle
from ogrelab.analysis.metrics import rate_ci, verdict_of, wilson
from ogrelab.analysis.runner import rotations, seat_groups, seated_jobs
from ogrelab.analysis.tune import finding, race
from ogrelab.core import Game, register

import toygame  # noqa: F401  (registers the test game)

TOY = "test_high_card"


# ---------------------------------------------------------------- declared in core
def test_each_game_declares_its_seats_and_sides():
    assert ogrelab.new_game("ogre_cheerleaders", seed=0).SIDES is None
    assert ogrelab.new_game("ogre_bash", seed=0).SIDES is None
    assert ogrelab.new_game("ogres_delight", seed=0, heroes=3).sides() == [("Boss", (0,)),
                                                                           ("Heroes", (1, 2, 3))]
    assert ogrelab.new_game("zombies_vs_cheerleaders", seed=0).sides() == [("Zombies", (0,)),
                                                                           ("Cheerleaders", (1,))]


def test_a_game_must_declare_sides_as_names():
    class Lopsided(Game):
        name = "test_lopsided"
        HIDDEN_INFO = False
        SIDES = "Boss"
    with pytest.raises(ValueError, match="SIDES must be None .* or a tuple of at least two side names"):
        register(Lopsided)


# --------------------------------------------------------------- seating by sides
def test_rotation_never_moves_a_bot_across_sides():
    """Ogre's Delight: the heroes' bots rotate among the heroes; the Boss keeps its bot."""
    groups = seat_groups("ogres_delight", {"heroes": 2})
    assert groups == [(0,), (1, 2)]
    seatings = [s for _, s in rotations(["heuristic", "random", "heuristic"], groups)]
    assert seatings == [["heuristic", "random", "heuristic"], ["heuristic", "heuristic", "random"]]
    jobs = seated_jobs("ogres_delight", 4, ["heuristic", "random", "heuristic"], seed=1)
    assert {j.bots[0] for j in jobs} == {"heuristic"}


def test_different_bots_on_the_two_sides_are_not_swapped():
    f = oa.simulate("zombies_vs_cheerleaders", 10, bots=["random", "heuristic"], seed=4)
    assert len(f) == 10 and set(f["seating"]) == {"fixed"}
    assert set(f["bot_0"]) == {"random"} and set(f["bot_1"]) == {"heuristic"}


def test_bots_can_be_given_per_side():
    f = oa.simulate("ogres_delight", 4, bots={"Boss": "random", "Heroes": "heuristic"}, seed=2)
    assert set(f["bot_0"]) == {"random"} and set(f["bot_1"]) == set(f["bot_2"]) == {"heuristic"}
    with pytest.raises(ValueError, match="the sides Boss, Heroes; unknown: Villain"):
        oa.simulate("ogres_delight", 4, bots={"Villain": "random", "Heroes": "random"})


def test_the_default_bot_is_the_games_heuristic():
    f = oa.simulate("zombies_vs_cheerleaders", 3, seed=1)
    assert set(f["bot_0"]) == set(f["bot_1"]) == {"heuristic"}
    assert set(oa.simulate(TOY, 3)["bot_0"]) == {"random"}      # a game without one


# ------------------------------------------------------------------- the metrics
def test_a_game_of_sides_reports_its_sides_and_no_first_player_advantage():
    row = oa.metrics(oa.simulate("zombies_vs_cheerleaders", 40, seed=3)).iloc[0]
    assert row["sides"] == "Zombies vs Cheerleaders"
    assert row["win_rate_zombies"] + row["win_rate_cheerleaders"] == pytest.approx(1.0)
    assert row["win_rate_zombies_lo"] <= row["win_rate_zombies"] <= row["win_rate_zombies_hi"]
    assert "first_player_advantage" not in row or math.isnan(row["first_player_advantage"])
    assert row["side_verdict"] in ("above", "below", "none", "undecided")
    words = " ".join(headline(row))
    assert "A game of sides" in words and "first player" not in words.lower()


def test_a_game_of_sides_with_a_different_bot_per_side_does_not_call_a_side_favoured_but_the_matchup():
    row = oa.metrics(oa.simulate("zombies_vs_cheerleaders", 30, seed=3,
                                 bots={"Zombies": "heuristic", "Cheerleaders": "random"})).iloc[0]
    assert row["side_verdict"] == "above"        # the heuristic Zombies beat random Cheerleaders
    assert not [k for k in row.index if k.startswith("strength_")]   # each bot held one side: its rate
    words = " ".join(headline(row))
    assert "Bot strength" not in words
    assert "the Zombies are favoured in this matchup" in words
    assert "give both sides the same bot" in words
    same = " ".join(headline(oa.metrics(oa.simulate("zombies_vs_cheerleaders", 30, seed=3)).iloc[0]))
    assert "matchup" not in same and "same bot" not in same
    answer = oa.first_player("ogres_delight", bots={"Boss": "random", "Heroes": "heuristic"},
                             start=40, cap=40)
    assert "favoured in this matchup" in answer.sentence and "give both sides the same bot" in answer.sentence


def test_between_different_bots_strength_is_the_headline_and_the_seat_figure_is_the_matchups():
    row = oa.metrics(oa.simulate(TOY, 60, bots=["random", "ismcts:iterations=3"], seed=2)).iloc[0]
    assert bool(row["matchup"])
    lines = headline(row)
    assert lines[0].startswith("Bot strength:")
    assert "in this matchup" in lines[1]


def test_between_equal_bots_the_first_players_advantage_is_the_answer():
    row = oa.metrics(oa.simulate(TOY, 200, seed=2)).iloc[0]
    assert not bool(row["matchup"])
    line = headline(row)[0]
    assert line.startswith("First player's advantage, random bots at every seat")
    assert "matchup" not in line


def test_drama_and_decisiveness_have_intervals():
    row = oa.metrics(oa.simulate(TOY, 150, seed=5)).iloc[0]
    assert row["comeback_rate_lo"] <= row["comeback_rate"] <= row["comeback_rate_hi"]
    assert row["decided_at_lo"] <= row["decided_at_mean"] <= row["decided_at_hi"]


def test_the_winner_trailing_at_half_time_is_a_comeback():
    from ogrelab.analysis.runner import _Lead
    lead = _Lead([0, 0])
    lead.see([3, 1], 2)
    lead.see([3, 5], 6)
    assert lead.trailed(1, 4) is True       # seat 1 was behind after turn 4
    assert lead.trailed(0, 4) is False


# -------------------------------------------------------------------- intervals
def test_a_rate_interval_at_small_counts_is_wilsons_and_holds_its_estimate():
    won = np.array([1] * 9 + [0] * 31, dtype=float)          # 9 of 40
    p, lo, hi = rate_ci(won)
    assert (lo, hi) == pytest.approx(wilson(9, 40))
    assert lo < p < hi and hi - p < 0.17 and p - lo < 0.12
    # rotated: four seatings of each of 10 deals, as Ogre Bash's seat 0 over rotations
    rng = np.random.default_rng(1)
    won = rng.random(40) < 0.25
    deals = np.repeat(np.arange(10), 4)
    p, lo, hi = rate_ci(won.astype(float), deals)
    assert 0 <= lo < p < hi <= 1
    # centred like Wilson's: neither side more than twice the other
    assert max(hi - p, p - lo) < 2.2 * min(hi - p, p - lo)


def test_every_deal_alike_still_gets_a_width():
    p, lo, hi = rate_ci(np.ones(30), np.arange(30))
    assert p == 1 and lo < 1 and hi == pytest.approx(1)


# -------------------------------------------------------------- answers, not samples
def test_looks_double_from_start_to_cap_and_share_the_error():
    assert looks(200, 3200) == [200, 400, 800, 1600, 3200]
    assert looks(100, 300) == [100, 200, 300]
    # the last look keeps half the 5 %, the others share the rest
    assert look_z(4, 5) == pytest.approx(2.2414, abs=1e-3)
    assert look_z(0, 5) == pytest.approx(2.7344, abs=1e-3)
    with pytest.raises(ValueError, match="cap: expected at least start"):
        looks(400, 200)


def test_judge_says_above_none_or_undecided():
    deals = np.arange(2000)
    rng = np.random.default_rng(3)
    favoured = (rng.random(2000) < 0.57).astype(float) - 0.5      # +7 points
    assert judge(favoured, deals, 2.24, 0.02)[4] == "above"
    even = (rng.random(2000) < 0.5).astype(float) - 0.5
    assert judge(even[:40], deals[:40], 2.24, 0.02)[4] == "undecided"
    tiny = np.concatenate([np.full(20000, 0.5), np.full(20000, -0.5)])
    assert judge(tiny, np.arange(40000), 2.24, 0.02)[4] == "none"
    assert verdict_of(-0.01, 0.015) == "none" and verdict_of(-0.03, 0.01) == "undecided"


def test_an_undecided_answer_says_how_many_deals_would_tell():
    answer = first_player(TOY, start=20, cap=40, tolerance=0.001, precision=0.0)
    assert answer.looks == 2 and answer.deals == 40
    assert answer.verdict == "undecided" and answer.needed > 40
    assert "40 deals cannot show" in answer.sentence
    assert f"about {answer.needed:,} would" in answer.sentence
    assert answer.figures.set_index("figure").loc["first_player_advantage", "deals"] == 40


def test_an_answer_stops_as_soon_as_it_is_decided():
    seen = []
    answer = first_player(TOY, start=50, cap=800, tolerance=0.5, on_batch=seen.append)
    assert answer.verdict == "none" and answer.looks == 1 and answer.deals == 50
    assert answer.sentence.startswith("No clear advantage")
    assert seen and len(seen[-1]) == 50


def test_an_answer_depends_only_on_its_seed():
    one = first_player(TOY, start=30, cap=60, tolerance=0.0, workers=1)
    two = first_player(TOY, start=30, cap=60, tolerance=0.0, workers=2)
    pd.testing.assert_frame_equal(one.frame, two.frame)
    assert one.frame["seed"].nunique() == 60        # the second look adds the next 30 deals
    assert list(one.frame["index"]) == list(range(60))


def test_the_seat_question_refuses_unequal_bots():
    with pytest.raises(ValueError, match="measured between equal bots"):
        first_player("ogre_cheerleaders", bots=["heuristic", "random"])


def test_a_game_of_sides_is_answered_with_its_sides():
    answer = first_player("zombies_vs_cheerleaders", start=100, cap=200, bots="random")
    assert answer.question == "Which side is favoured?"
    assert answer.verdict == "above"                  # random Zombies beat random Cheerleaders
    assert "the Zombies open" in answer.sentence and "first player" not in answer.sentence
    assert {"win_rate_zombies", "win_rate_cheerleaders"} <= set(answer.figures["figure"])
    # the sides' gap is a difference of win rates: percentage points, never bare "points", which
    # would read as a game's score
    assert re.search(r"favoured, by \+\d+\.\d percentage points \(\+", answer.sentence), answer.sentence
    assert " points" not in answer.sentence.replace("percentage points", "")


def test_settle_on_a_game_of_sides_compares_the_opening_sides_win_rate():
    """In a game of sides the first seat is always the same side's: B against A is read as that
    side's win rate, not as a first player's advantage, and its interval gives its unit once."""
    answer = settle("zombies_vs_cheerleaders", {}, {"columns": 5}, bots="random", start=50, cap=100)
    assert answer.question == "Does B change the Zombies win rate?"
    assert list(answer.figures["figure"]) == ["win_zombies_difference"]
    assert "first player" not in answer.sentence
    assert re.search(r"95 % interval [+-]\d+\.\d to [+-]\d+\.\d percentage points", answer.sentence), answer.sentence


def test_settle_compares_two_option_sets_on_the_same_deals():
    answer = settle(TOY, {"target": 4}, {"target": 1}, outcome="turns", start=50, cap=100)
    assert answer.verdict == "below"                 # first to 1 point ends sooner
    assert "B lowers the game length (turns)" in answer.sentence
    with pytest.raises(ValueError, match="the two option sets are the same"):
        settle(TOY, {"target": 4}, {"target": 4})


# --------------------------------------------------------------------- tuning
def test_a_race_keeps_what_cannot_be_told_apart_and_drops_what_is_clearly_farther():
    table = race(TOY, [{"target": 2}, {"target": 3}, {"target": 9}], {"turns_mean": 3.0},
                 start=60, cap=240)
    leader = table[table["leader"]].iloc[0]
    assert leader["options"] == {"target": 2} or leader["options"] == {"target": 3}
    far = table[table["label"] == "target = 9"].iloc[0]
    assert not far["leader"] and not far["tied"] and far["out_after"] == 60
    assert far["gap_lo"] > 0


def test_tune_confirms_its_answer_with_a_race():
    trials = oa.tune(TOY, {"target": [1, 2, 9]}, {"turns_mean": 2.5}, n_games=40, trials=3, seed=3,
                     cap=160)
    race_table = trials.attrs["race"]
    assert race_table["deals"].max() > 40                      # played on more deals than a trial
    assert trials.attrs["best"] == dict(race_table[race_table["leader"]].iloc[0]["options"])
    assert trials["best"].sum() == 1
    text = finding(trials)
    assert "confirmed" in text or "cannot be told apart" in text


def test_a_race_needs_a_metric_that_is_a_mean_over_games():
    with pytest.raises(ValueError, match="a race needs a metric that is a mean over games"):
        race(TOY, [{"target": 2}, {"target": 3}], {"balance": 1.0}, start=10, cap=10)
