"""Fair seating: every deal once per rotation of the bots, seat and bot effects apart,
paired comparisons of option sets on the same deals, and the precision of each figure."""

import math

import numpy as np
import pandas as pd
import pytest

import ogrelab.analysis as oa
from ogrelab.__main__ import main
from ogrelab.analysis.metrics import bot_stats, compare, deal_ci, precision
from ogrelab.analysis.runner import batches, frame_of, rotations, seated_jobs

import toygame  # noqa: F401  (registers the test game)

TOY = "test_high_card"
MIX = ["random", "ismcts:iterations=3"]


def test_every_deal_is_played_once_in_every_rotation_of_the_bots():
    f = oa.simulate(TOY, 20, bots=MIX, seed=5)
    assert len(f) == 40 and set(f["seating"]) == {"rotate"}
    assert set(f["lineup"]) == {"random vs ismcts:iterations=3"}
    first, second = f[f["rotation"] == 0], f[f["rotation"] == 1]
    assert list(first["seed"]) == list(second["seed"])          # the same deals
    assert set(first["bot_0"]) == {"random"} and set(second["bot_0"]) == {"ismcts:iterations=3"}
    assert set(second["bot_1"]) == {"random"}


def test_a_rotation_is_the_fixed_run_of_its_seating():
    rotated = oa.simulate(TOY, 15, bots=MIX, seed=2)
    swapped = oa.simulate(TOY, 15, bots=MIX[::-1], seed=2, seating="fixed")
    part = rotated[rotated["rotation"] == 1].reset_index(drop=True)
    same = [c for c in swapped.columns if c not in ("seating", "rotation", "lineup")]
    pd.testing.assert_frame_equal(part[same], swapped[same])


def test_rotated_frames_do_not_depend_on_workers_or_batches():
    one = oa.simulate(TOY, 30, bots=MIX, seed=9)
    two = oa.simulate(TOY, 30, bots=MIX, seed=9, workers=2, chunk_size=7)
    pd.testing.assert_frame_equal(one, two)


def test_seating_rotates_by_default_only_where_the_bots_differ():
    assert set(oa.simulate(TOY, 4, bots="random")["seating"]) == {"fixed"}
    assert set(oa.simulate(TOY, 4, bots=["random", "random"])["seating"]) == {"fixed"}
    assert set(oa.simulate(TOY, 4, bots=MIX)["seating"]) == {"rotate"}
    assert len(oa.simulate(TOY, 4, bots=MIX, seating="fixed")) == 4


def test_a_rotation_that_repeats_a_seating_is_played_once():
    assert [r for r, _ in rotations(["a", "b", "a", "b"])] == [0, 1]
    assert [s for _, s in rotations(["h", "r", "r"])] == [["h", "r", "r"], ["r", "h", "r"],
                                                         ["r", "r", "h"]]
    f = oa.simulate(TOY, 6, bots=["random", "ismcts:iterations=2", "random"], seed=1,
                    options={"players": 3})
    assert len(f) == 18 and sorted(f["rotation"].unique()) == [0, 1, 2]


def test_bad_seating_is_named_with_what_is_allowed():
    with pytest.raises(ValueError, match="seating: expected 'rotate', 'fixed'"):
        oa.simulate(TOY, 4, bots=MIX, seating="shuffle")


def test_rotated_heuristic_against_random_shows_no_first_player_advantage_and_its_strength():
    """`--bots heuristic,random` used to report the heuristic's strength as a +50 % seat edge."""
    name, deals = "ogre_cheerleaders", 60
    fixed = oa.metrics(oa.simulate(name, deals, bots=["heuristic", "random"], seed=3,
                                   seating="fixed", workers=2)).iloc[0]
    assert fixed["first_player_advantage"] > 0.4            # the bots' difference, not the seats'
    row = oa.metrics(oa.simulate(name, deals, bots=["heuristic", "random"], seed=3,
                                 workers=2)).iloc[0]
    assert row["seating"] == "rotate" and row["games"] == 2 * deals and row["deals"] == deals
    assert abs(row["first_player_advantage"]) <= 0.05
    assert row["first_player_advantage_lo"] <= 0 <= row["first_player_advantage_hi"]
    # its known strength: the tournament that seats it everywhere on other deals
    known = oa.win_matrix(oa.play_tournament(name, ["heuristic", "random"], deals, seed=11,
                                             workers=2)).loc["heuristic", "random"]
    assert known > 0.9
    assert abs(row["strength_heuristic"] - known) <= 0.05
    assert row["strength_heuristic_lo"] <= known <= row["strength_heuristic_hi"] + 0.02
    assert row["strength_random"] == pytest.approx(1 - row["strength_heuristic"])


def test_a_deal_interval_is_never_zero_wide_when_every_deal_came_out_alike():
    m, lo, hi = deal_ci(np.ones(100), np.arange(100), bounds=(0, 1))
    assert m == 1 and 0.9 < lo < 1 and hi == 1
    m, lo, hi = deal_ci(np.full(200, 0.5), np.repeat(np.arange(100), 2), bounds=(0, 1))
    assert m == 0.5 and lo < 0.5 < hi


def test_paired_comparison_of_a_run_with_itself_is_exactly_zero():
    a = oa.simulate(TOY, 40, bots=MIX, seed=6)
    table = compare(a, a.copy()).set_index("outcome")
    assert (table["difference"] == 0).all()
    assert (table["better"] == 0).all() and (table["worse"] == 0).all()
    assert (table["p"] == 1).all() and (table["deals"] == 40).all()


def test_paired_comparison_finds_a_shorter_game_on_the_same_deals():
    a = oa.simulate(TOY, 200, seed=3, options={"target": 4})
    b = oa.simulate(TOY, 200, seed=3, options={"target": 2})
    row = compare(a, b, ["turns", "draw", "first_player_win"]).set_index("outcome")
    assert row.loc["turns", "hi"] < 0 and row.loc["turns", "p"] < 0.001
    assert row.loc["turns", "worse"] > row.loc["turns", "better"]
    assert row.loc["turns", "difference"] == pytest.approx(b["turns"].mean() - a["turns"].mean())


def test_comparison_needs_shared_deals_and_known_outcomes():
    a = oa.simulate(TOY, 10, seed=1)
    with pytest.raises(ValueError, match="share no deals"):
        compare(a, oa.simulate(TOY, 10, seed=2))
    with pytest.raises(ValueError, match="no outcome 'luck'"):
        compare(a, a, ["luck"])
    with pytest.raises(ValueError, match="holds a deal twice"):
        compare(pd.concat([a, a]), a)


def test_precision_says_how_many_deals_halve_each_interval():
    small = precision(oa.simulate(TOY, 100, seed=8)).set_index("figure")
    big = precision(oa.simulate(TOY, 400, seed=8)).set_index("figure")
    assert (small["deals_to_halve"] == 400).all()
    assert {"win_rate_0", "first_player_advantage", "turns_mean", "draw_rate"} <= set(small.index)
    ratio = big.loc["turns_mean", "plus_minus"] / small.loc["turns_mean", "plus_minus"]
    assert 0.35 < ratio < 0.7
    for fig in small.itertuples():
        assert fig.lo <= fig.value <= fig.hi and math.isclose(fig.plus_minus, (fig.hi - fig.lo) / 2)


def test_batches_stopped_midway_keep_what_was_played():
    jobs = seated_jobs(TOY, 40, MIX, seed=4)
    stream = batches(jobs, chunk_size=5, interleave=True)
    parts = {}
    for i, games, rows in stream:
        parts[i] = rows
        if len(parts) == 3:
            break
    stream.close()
    part = frame_of(parts)
    assert len(part) == 15 and set(part["rotation"]) == {0, 1}     # interleaved: both rotations
    whole = oa.simulate(TOY, 40, bots=MIX, seed=4)
    merged = part.merge(whole, on=["seed", "rotation"], suffixes=("", "_whole"))
    assert (merged["winner"] == merged["winner_whole"]).all() and len(merged) == 15


def test_cli_simulate_says_which_seating_was_used_and_the_rotated_edge(capsys):
    assert main(["simulate", TOY, "-n", "20", "--bots", ",".join(MIX)]) == 0
    text = capsys.readouterr().out
    assert "40 games of test_high_card (20 deals, each once per rotation" in text
    assert "seating: rotated" in text and "of its seats" in text and "Bot strength:" in text
    assert "80 deals instead of 20 would halve them" in text
    assert main(["simulate", TOY, "-n", "20", "--bots", ",".join(MIX), "--seating", "fixed"]) == 0
    assert "seating: fixed" in capsys.readouterr().out
