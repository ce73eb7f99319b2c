"""Simulations, design metrics, tournaments and sweeps (ogrelab.analysis)."""

import math

import pandas as pd
import pytest

import ogrelab.analysis as oa
from ogrelab.analysis import charts
from ogrelab.analysis.runner import game_seed
from ogrelab.core import game_class
from ogrelab.core.bots import build_bot, parse_bot

import toygame  # noqa: F401  (registers the test game)

TOY = "test_high_card"


# ------------------------------------------------------------ simulate
def test_simulate_gives_one_flat_row_per_game():
    f = oa.simulate(TOY, 30, bots=["random", "random"], seed=3, options={"target": 3})
    assert len(f) == 30 and list(f["index"]) == list(range(30))
    for col in ("game", "seed", "players", "first", "bot_0", "bot_1", "opt_players", "opt_target",
                "winner", "winners", "draw", "win_0", "win_1", "score_0", "score_1", "margin",
                "turns", "actions", "reason", "ending", "branching", "real_decisions", "lead_changes",
                "decided_at"):
        assert col in f.columns, col
    assert list(f.columns).index("ending") == list(f.columns).index("reason") + 1
    assert set(f["ending"]) <= set(game_class(TOY).ENDINGS)
    assert (f["ending"] == "tie").tolist() == f["draw"].tolist()
    assert (f["opt_target"] == 3).all() and (f["players"] == 2).all()
    assert list(f["seed"]) == [game_seed(3, i) for i in range(30)]
    for row in f.itertuples():
        if row.draw:
            assert row.winner == oa.DRAW and list(row.winners) == []
        else:
            assert row.winner == row.winners[0] and getattr(row, f"win_{row.winner}")
        assert max(row.score_0, row.score_1) >= 3 or row.draw or row.reason
        assert row.actions >= row.turns > 0
        assert 1 <= row.branching and 0 <= row.real_decisions <= 1


def test_same_seed_same_frame_whatever_the_workers_and_batches():
    one = oa.simulate(TOY, 60, seed=9)
    two = oa.simulate(TOY, 60, seed=9, workers=2)
    small = oa.simulate(TOY, 60, seed=9, workers=2, chunk_size=7)
    pd.testing.assert_frame_equal(one, two)
    pd.testing.assert_frame_equal(one, small)
    other = oa.simulate(TOY, 60, seed=10)
    assert not one["seed"].equals(other["seed"])


def test_a_dask_cluster_gives_the_frame_of_the_process_run():
    distributed = pytest.importorskip("distributed")
    local = oa.simulate(TOY, 40, bots=["random", "ismcts:iterations=3"], seed=4, workers=2)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=":0") as cluster:
        with distributed.Client(cluster) as client:
            on_client = oa.simulate(TOY, 40, bots=["random", "ismcts:iterations=3"], seed=4,
                                    client=client, chunk_size=9)
        by_address = oa.simulate(TOY, 40, bots=["random", "ismcts:iterations=3"], seed=4,
                                 client=cluster.scheduler_address)
    pd.testing.assert_frame_equal(local, on_client)
    pd.testing.assert_frame_equal(local, by_address)


def test_a_row_is_replayed_by_trace_from_its_seed():
    f = oa.simulate(TOY, 5, bots=["random", "ismcts:iterations=4"], seed=2, options={"players": 2})
    row = f.iloc[3]
    t = oa.trace(TOY, seed=int(row["seed"]), bots=["random", "ismcts:iterations=4"])
    assert len(t) == row["actions"]
    assert t["score_0"].iloc[-1] == row["score_0"] and t["score_1"].iloc[-1] == row["score_1"]
    assert list(t["move"]) == list(range(len(t)))
    assert set(t["bot"]) <= {"random", "ismcts:iterations=4"}
    assert t["won"].eq(t["seat"].isin(row["winners"])).all()


def test_lead_changes_and_decided_at_follow_the_scores_turn_by_turn():
    assert oa.simulate(TOY, 3, lead=False)["lead_changes"].isna().all()
    f = oa.simulate(TOY, 40, seed=12)
    for row in f.itertuples():
        t = oa.trace(TOY, seed=row.seed)
        after = t["turn"].shift(-1).fillna(row.turns).astype(int)  # turns taken after each move
        ends = t[(after != t["turn"]) | (t["move"] == t["move"].max())]
        leaders = [0 if s0 > s1 else 1 if s1 > s0 else None
                   for s0, s1 in zip(ends["score_0"], ends["score_1"])]
        turns = after[ends.index].tolist()
        seen = [x for x in leaders if x is not None]
        assert row.lead_changes == sum(a != b for a, b in zip(seen, seen[1:]))
        if not row.draw and leaders[-1] == row.winner:
            k = len(leaders) - 1
            while k > 0 and leaders[k - 1] == row.winner:
                k -= 1
            assert row.decided_at == pytest.approx(turns[k] / row.turns)
        else:
            assert math.isnan(row.decided_at)


def test_simulate_moves_are_the_games_of_simulate():
    f = oa.simulate(TOY, 12, seed=5)
    m = oa.simulate_moves(TOY, 12, seed=5, workers=2)
    assert m.groupby("index").size().tolist() == f["actions"].tolist()
    last = m.groupby("index").last()
    assert last["score_0"].tolist() == f["score_0"].tolist()


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="bots: 3 given"):
        oa.simulate(TOY, 5, bots=["random"] * 3)
    with pytest.raises(ValueError, match="no bot 'nobody'"):
        oa.simulate(TOY, 5, bots="nobody")
    with pytest.raises(ValueError, match="n_games"):
        oa.simulate(TOY, -1)
    with pytest.raises(ValueError, match="workers"):
        oa.simulate(TOY, 5, workers=0)
    with pytest.raises(ValueError, match="option"):
        oa.simulate(TOY, 5, options={"colour": "red"})
    with pytest.raises(ValueError, match="no game"):
        oa.simulate("no_such_game", 5)
    with pytest.raises(ValueError, match="no setting 'depth'"):
        oa.simulate(TOY, 5, bots="ismcts:depth=3")


def test_bot_settings_are_read_from_the_name():
    assert parse_bot("ismcts:iterations=50, c=0.5") == ("ismcts", {"iterations": 50, "c": 0.5})
    bot = build_bot(TOY, "ismcts:iterations=7,rollout=random", seed=1)
    assert bot.iterations == 7 and bot.rollout == "random"


def test_progress_bar_shows_when_asked(capsys):
    oa.simulate(TOY, 20, progress=True)
    assert "20/20" in capsys.readouterr().err
    oa.simulate(TOY, 20)
    assert "20/20" not in capsys.readouterr().err


def test_empty_run_gives_an_empty_frame():
    assert oa.simulate(TOY, 0).empty


# ------------------------------------------------------------- metrics
def hand_made():
    """Four 2-seat games: seat 0 wins twice, seat 1 once, one draw; seat 0 moves first."""
    return pd.DataFrame({
        "game": [TOY] * 4, "index": range(4), "seed": range(4), "players": [2] * 4,
        "first": [0, 0, 0, 0], "bot_0": ["random"] * 4, "bot_1": ["random"] * 4,
        "opt_target": [4] * 4,
        "winner": [0, 1, 0, -1], "winners": [[0], [1], [0], []],
        "draw": [False, False, False, True],
        "win_0": [True, False, True, False], "win_1": [False, True, False, False],
        "score_0": [4, 1, 4, 2], "score_1": [2, 4, 3, 2], "margin": [2.0, 3.0, 1.0, 0.0],
        "turns": [10, 20, 30, 40], "actions": [20, 40, 60, 80], "reason": ["most points"] * 4,
        "branching": [2.0, 3.0, 2.0, 3.0], "real_decisions": [1.0, 0.5, 1.0, 0.5],
        "lead_changes": [0, 2, 1, 1], "decided_at": [0.2, 0.8, 0.5, math.nan],
    })


def test_metrics_of_a_hand_made_frame_give_the_known_values():
    m = oa.metrics(hand_made())
    assert len(m) == 1
    r = m.iloc[0]
    assert r["games"] == 4 and r["players"] == 2
    assert r["win_rate_0"] == 0.5 and r["win_rate_1"] == 0.25
    # Wilson's 95 % interval for 2 of 4 is (0.150, 0.850)
    assert r["win_rate_0_lo"] == pytest.approx(0.1500, abs=1e-4)
    assert r["win_rate_0_hi"] == pytest.approx(0.8500, abs=1e-4)
    # the average seat wins (0.5 + 0.25) / 2 = 0.375: the first player 0.125 more
    assert r["first_player_win_rate"] == 0.5 and r["first_player_advantage"] == 0.125
    assert r["balance"] == pytest.approx(0.75)
    assert r["draw_rate"] == 0.25 and r["decisive_rate"] == 0.75
    assert r["turns_mean"] == 25 and r["turns_median"] == 25
    assert r["turns_min"] == 10 and r["turns_max"] == 40
    assert r["turns_std"] == pytest.approx(12.9099, abs=1e-4)
    half = 1.959964 * 12.9099 / 2
    assert r["turns_lo"] == pytest.approx(25 - half, abs=1e-3)
    assert r["actions_mean"] == 50
    assert r["margin_mean"] == 1.5
    assert r["branching_mean"] == 2.5 and r["real_decisions_mean"] == 0.75
    assert r["lead_changes_mean"] == 1.0 and r["decided_at_mean"] == pytest.approx(0.5)


def test_metrics_split_by_option_set_and_first_player():
    a = hand_made()
    b = hand_made().assign(opt_target=5, first=1)
    m = oa.metrics(pd.concat([a, b], ignore_index=True))
    assert list(m["opt_target"]) == [4, 5]
    # seat 1 moved first in the second set and won 1 of 4 games
    assert m["first_player_win_rate"].tolist() == [0.5, 0.25]
    assert m["first_player_advantage"].iloc[1] == pytest.approx(-0.125)


def test_seat_stats_give_each_seat_its_rate_interval_and_name():
    s = oa.seat_stats(hand_made())
    assert s["seat"].tolist() == [0, 1]
    assert s["win_rate"].tolist() == [0.5, 0.25] and s["wins"].tolist() == [2, 1]
    assert s["seat_name"].tolist() == ["Seat 0", "Seat 1"]
    assert s["fair"].tolist() == [0.375, 0.375]  # the average seat's rate
    assert s["score_mean"].tolist() == [2.75, 2.75]


def test_sign_test_known_values():
    assert oa.sign_test(5, 5) == 1.0
    assert oa.sign_test(0, 0) == 1.0
    assert oa.sign_test(5, 0) == pytest.approx(2 / 32)          # 5 of 5 one way
    assert oa.sign_test(1, 9) == pytest.approx(2 * 11 / 1024)    # <= 1 of 10
    assert oa.sign_test(34, 6) == oa.sign_test(6, 34) < 1e-4
    with pytest.raises(ValueError, match="counts"):
        oa.sign_test(-1, 3)


def test_wilson_interval_known_values():
    assert oa.wilson(0, 10)[0] == 0.0
    lo, hi = oa.wilson(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-4) and hi == pytest.approx(0.9433, abs=1e-4)
    assert all(math.isnan(v) for v in oa.wilson(0, 0))


def hand_moves():
    rows = []
    # game 0: seat 0 plays twice and wins; seat 1 draws once and loses
    for move, (seat, action, kind) in enumerate([(0, "play 5", "play"), (1, "draw", "draw"),
                                                 (0, "play 7", "play")]):
        rows.append({"game": TOY, "index": 0, "seed": 1, "move": move, "seat": seat,
                     "action": action, "kind": kind, "won": seat == 0})
    # game 1: seat 0 draws and loses; seat 1 plays and wins
    for move, (seat, action, kind) in enumerate([(0, "draw", "draw"), (1, "play 5", "play")]):
        rows.append({"game": TOY, "index": 1, "seed": 2, "move": move, "seat": seat,
                     "action": action, "kind": kind, "won": seat == 1})
    return pd.DataFrame(rows)


def test_action_counts_and_usage_of_hand_made_moves():
    counts = oa.action_counts(hand_moves())
    assert counts[["index", "seat", "draw", "play", "won"]].values.tolist() == [
        [0, 0, 0, 2, True], [0, 1, 1, 0, False], [1, 0, 1, 0, False], [1, 1, 0, 1, True]]
    usage = oa.action_usage(hand_moves()).set_index("action")
    assert usage.loc["play", "uses"] == 3 and usage.loc["play", "uses_per_game"] == 0.75
    assert usage.loc["play", "used_in"] == 0.5
    assert usage.loc["play", "win_rate_used"] == 1.0 and usage.loc["play", "win_rate_unused"] == 0.0
    assert usage.loc["draw", "lift"] == -1.0
    by_text = oa.action_usage(hand_moves(), by="action").set_index("action")
    assert by_text.loc["play 5", "uses"] == 2
    by_card = oa.action_usage(hand_moves(), by=lambda t: t.split()[-1]).set_index("action")
    assert set(by_card.index) == {"5", "7", "draw"}
    with pytest.raises(ValueError, match="by"):
        oa.action_usage(hand_moves(), by="colour")


# --------------------------------------------------- tournaments, sweeps
def test_tournament_matrix_of_two_seats_adds_up_to_one():
    games = oa.play_tournament(TOY, ["random", "ismcts:iterations=30"], 30, seed=1, workers=2)
    assert len(games) == 30
    assert sorted(games["lone_seat"].value_counts().tolist()) == [15, 15]
    m = oa.win_matrix(games)
    a, b = "random", "ismcts:iterations=30"
    assert m.loc[a, b] + m.loc[b, a] == pytest.approx(1.0)
    assert math.isnan(m.loc[a, a])
    assert m.loc[b, a] > 0.5  # the search bot beats random play
    long = oa.win_matrix(games, intervals=True)
    assert set(long.columns) >= {"bot", "against", "games", "win_rate", "lo", "hi"}
    assert (long["games"] == 30).all()


def test_tournament_of_three_seats_seats_each_bot_alone_everywhere():
    games = oa.play_tournament(TOY, ["random", "ismcts:iterations=5"], 6, options={"players": 3})
    # both directions (a alone, b alone), each over the three seats, 2 games per seat
    assert len(games) == 12
    assert games.groupby(["lone", "lone_seat"]).size().tolist() == [2] * 6
    m = oa.tournament(TOY, ["random", "ismcts:iterations=5"], 6, options={"players": 3})
    assert m.shape == (2, 2)
    with pytest.raises(ValueError, match="two or more"):
        oa.tournament(TOY, ["random"], 4)


def test_sweep_plays_every_option_set_on_the_same_seeds():
    f = oa.sweep(TOY, {"target": [2, 4], "players": [2, 3]}, 10, seed=3)
    assert len(f) == 40
    assert f.groupby(["opt_target", "opt_players"]).size().tolist() == [10] * 4
    seeds = f.groupby(["opt_target", "opt_players"])["seed"].apply(tuple)
    assert len(set(seeds)) == 1
    m = oa.metrics(f)
    assert len(m) == 4
    # a lower target ends games sooner
    short = m[m.opt_target == 2]["turns_mean"].max()
    long = m[m.opt_target == 4]["turns_mean"].min()
    assert short < long
    with pytest.raises(ValueError, match="grid"):
        oa.sweep(TOY, {}, 5)
    with pytest.raises(ValueError, match="option"):
        oa.sweep(TOY, {"target": [0]}, 5)


# ---------------------------------------------------------------- charts
def test_charts_have_titles_and_labelled_axes():
    f = oa.simulate(TOY, 40, seed=1)
    sw = oa.sweep(TOY, {"target": [2, 3]}, 20)
    t = oa.trace(TOY, seed=5)
    usage = oa.action_usage(oa.simulate_moves(TOY, 10))
    matrix = oa.tournament(TOY, ["random", "ismcts:iterations=3"], 4)
    figs = [charts.win_rates(f), charts.win_rates(sw), charts.scores(f),
            charts.scores(f, margin=True), charts.game_length(f), charts.game_length(sw, "actions"),
            charts.tournament_heatmap(matrix), charts.sweep(sw),
            charts.sweep(oa.metrics(sw), "target", show=["balance", "turns_mean"]),
            charts.course(t), charts.action_usage(usage)]
    for fig in figs:
        assert fig.layout.title.text
        assert fig.layout.xaxis.title.text and fig.layout.yaxis.title.text
    bars = figs[0].data[0]
    assert list(bars.x) == ["Seat 0", "Seat 1"] and bars.error_y.array is not None
    heat = figs[6].data[0]
    assert heat.z[0][1] == pytest.approx(matrix.iloc[0, 1])
    assert len(figs[9].data) == 2 and len(figs[9].data[0].x) == len(t)
    with pytest.raises(ValueError, match="option"):
        charts.sweep(sw, "colour")


def test_endings_chart_stacks_the_share_of_each_way_a_game_ends_in_the_games_words():
    """The ending column is the game's declared id; the chart says it in the game's ENDINGS words."""
    import pandas as pd
    from ogrelab.analysis import charts
    zvc = "zombies_vs_cheerleaders"
    frame = pd.DataFrame({"game": [zvc] * 4, "bot_0": ["a", "a", "a", "b"], "bot_1": ["r"] * 4,
                          "reason": ["a zombie ate Pam", "a zombie ate Gloria", "...", "..."],
                          "ending": ["eaten", "eaten", "turn_limit", "turn_limit"]})
    fig = charts.endings(frame)
    shares = {bar.name: dict(zip(bar.x, bar.y)) for bar in fig.data}
    eaten, limit = (game_class(zvc).ENDINGS[e] for e in ("eaten", "turn_limit"))
    assert shares[eaten]["a vs r"] == 2 / 3 and shares[limit]["b vs r"] == 1.0
    assert fig.layout.yaxis.title.text == "share of games"
    before = charts.endings(frame.drop(columns="ending"))        # a frame from before the column
    assert {bar.name for bar in before.data} == {"a zombie ate Pam", "a zombie ate Gloria", "..."}


def test_a_simulation_names_how_each_game_ended():
    """Zombies vs Cheerleaders: the frame's ending is one of the game's ENDINGS and agrees with the winner."""
    f = oa.simulate("zombies_vs_cheerleaders", 12, seed=5)
    cls = game_class("zombies_vs_cheerleaders")
    for row in f.itertuples():
        assert row.ending in cls.ENDINGS
        assert row.winner == (oa.DRAW if cls.WINNER[row.ending] is None else cls.WINNER[row.ending])


def test_a_decision_to_study_and_what_the_search_weighs_there():
    """decision() stops a heuristic-free toy game at a real choice; search_table lists every
    legal action once, marks the action played, and the chart labels its axes."""
    game = oa.decision(TOY, seed=2, bots="random", after=2, choices=3)
    assert len(game.legal_actions()) >= 3 and len(game.history) >= 2
    table = oa.search_table(game, "ismcts:iterations=60", seed=1)
    assert sorted(table["action"]) == sorted(str(a) for a in game.legal_actions())
    assert table["chosen"].sum() == 1 and table["visits"].sum() == 60
    paired = oa.search_table(game, "ismcts:iterations=60,paired=true,prior=", seed=1)
    assert paired["chosen"].sum() == 1
    for t in (table, paired):
        fig = charts.search(t)
        assert fig.layout.title.text and fig.layout.xaxis.title.text and fig.layout.yaxis.title.text
        assert len(fig.data[0].y) == len(t)
    with pytest.raises(ValueError, match="not a search bot"):
        oa.search_table(game, "random")
    with pytest.raises(ValueError, match="ended before"):
        oa.decision(TOY, seed=2, bots="random", after=1000)
