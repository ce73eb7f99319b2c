"""The coach: evaluate() ranks a decision from the seat's view, review() labels a game's moves."""

from __future__ import annotations

import json
import time

import pandas as pd
import pytest

import ogrelab
import ogrelab.coach
from ogrelab.coach.evaluate import _Stats as Stats
from ogrelab.analysis import charts, coach, decision, evaluate, review
from ogrelab.games.ogre_bash import examples as bash
from ogrelab.games.ogre_cheerleaders import positions as cheer
from ogrelab.games.ogres_delight import positions as delight
from ogrelab.games.zombies_vs_cheerleaders import positions as zombies


def _cheerleaders_last_turn():
    """Seat 1's last turn, tied on points with fewer cards: only the 7 beside the 7 scores and wins."""
    return cheer.position(field=["3-Oafs", "7-Brutes"], bench=[], hands=[["6-Grunts"], ["7-Grunts", "2-Lunks"]],
                          deck=[], seat=1, turn=20, began_with_empty_deck=True,
                          piles=[["6-Oafs", "6-Lunks", "4-Oafs", "4-Grunts"], ["10-Oafs", "10-Lunks"]])


def _zombies_reach_knocked_out():
    """Pam is knocked out behind no barricade: the nerds in front of her step onto her and win."""
    return zombies.scene([zombies.z("nerds", 2, 1), zombies.z("teacher", 3, 3),
                          zombies.z("football player", 1, 4)], piles={2: []},
                         cheerleaders=zombies.squad(Pam=dict(ko=True, energy=0)), side=0, actions=1)


def _last_hero_fells_the_boss():
    """Gorm, the last hero standing at 1 hit point, can finish Grumbelly (3 hit points, no cards to react)."""
    return delight.scene(delight.GRUMBELLY, hands={0: [], 1: ["Shield Bash"]}, hp={0: 3, 1: 1, 2: 0, 3: 0})


WINS_AT_ONCE = {
    "ogre_bash": bash.game_point,
    "ogre_cheerleaders": _cheerleaders_last_turn,
    "ogres_delight": _last_hero_fells_the_boss,
    "zombies_vs_cheerleaders": _zombies_reach_knocked_out,
}


def _winning_now(game):
    seat = game.current_player
    out = set()
    for a in game.legal_actions():
        world = game.clone()
        world.play(a)
        if world.is_over and seat in world.result.winners:
            out.add(a.text)
    return out


@pytest.mark.parametrize("name", sorted(WINS_AT_ONCE))
def test_an_action_that_wins_at_once_is_ranked_first_with_a_clear_gap(name):
    game = WINS_AT_ONCE[name]()
    winning = _winning_now(game)
    assert winning and len(winning) < len(game.legal_actions())
    frame = evaluate(game, samples=48)
    top = frame.iloc[:len(winning)]
    assert set(top.action) == winning
    assert (top.win == 1.0).all()
    runner_up = frame.iloc[len(winning)]
    assert runner_up.gap <= -0.2
    assert -runner_up.gap > 3 * runner_up.gap_se


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_a_seats_hint_is_the_same_in_every_world_consistent_with_its_view(name):
    game = decision(name, seed=4, after=6, choices=2)
    seat = game.current_player
    view = game.view(seat)
    one, two = (type(game).determinize(json.loads(json.dumps(view)), seed=s) for s in (11, 12))
    assert one.view(seat) == two.view(seat) == view
    assert one.to_dict()["state"] != two.to_dict()["state"], "the two worlds should differ in hidden cards"
    a, b = evaluate(one, samples=3), evaluate(two, samples=3)
    pd.testing.assert_frame_equal(a, b)
    pd.testing.assert_frame_equal(a, evaluate(game, samples=3))


def test_evaluate_gives_one_row_per_legal_action_best_first_with_intervals():
    game = decision("ogre_cheerleaders", seed=2, after=4, choices=3)
    frame = evaluate(game, samples=6)
    assert list(frame.columns[:9]) == coach.EVALUATE_COLUMNS
    assert sorted(frame.action) == sorted(a.text for a in game.legal_actions())
    assert frame.win.is_monotonic_decreasing
    assert ((frame.win_lo <= frame.win) & (frame.win <= frame.win_hi)).all()
    assert frame.samples.between(coach.FIRST_ROUNDS, 6).all() and frame.samples.iloc[0] == 6
    assert frame.gap.iloc[0] == 0 and (frame.gap.iloc[1:] <= 1).all()
    assert frame.attrs["seat"] == game.current_player and frame.attrs["rounds"] == 6


def test_actions_are_compared_on_the_same_worlds():
    # each action sees the same sampled worlds whatever else is evaluated beside it: what it won
    # there is the same (its win chance also leans on the others' mean, see the next test)
    game = decision("ogres_delight", seed=3, after=3, choices=2)
    full = evaluate(game, samples=coach.FIRST_ROUNDS)
    for text in full.action:
        alone = evaluate(game, samples=coach.FIRST_ROUNDS, actions=[text])
        assert alone.won.iloc[0] == full.set_index("action").won[text] == alone.win.iloc[0]


def test_an_action_played_in_few_worlds_leans_on_the_others_mean():
    """The shared prior (empirical Bayes): an action set aside after a few worlds reads between
    what it won there and the mean of all actions, by how alike the actions are; one played in
    every world keeps nearly its own. Its interval holds its win chance."""
    game = decision("zombies_vs_cheerleaders", seed=2, after=9, choices=12)
    frame = evaluate(game, samples=24)
    assert len(frame) >= 12
    mean = frame.won.mean()
    few = frame[frame.samples < 24]
    assert len(few), "no action was set aside"
    for row in few.itertuples():
        lo, hi = sorted((row.won, mean))
        assert lo - 1e-9 <= row.win <= hi + 1e-9
    assert ((frame.win_lo <= frame.win) & (frame.win <= frame.win_hi)).all()
    assert (frame.win.diff().iloc[1:] <= 1e-12).all()         # best first, by the win chance shown


def test_evaluate_never_reads_the_true_hidden_state():
    game = decision("ogre_bash", seed=5, after=8, choices=2)
    seat = game.current_player
    before = game.to_dict()
    frame = evaluate(game, samples=2)
    assert game.to_dict() == before
    # a world with other hidden cards but the same view gives the same numbers
    other = type(game).determinize(game.view(seat), seed=99)
    pd.testing.assert_frame_equal(frame, evaluate(other, samples=2))


def test_evaluate_budget_is_spent_in_seconds():
    game = decision("zombies_vs_cheerleaders", seed=1, after=5, choices=2)
    frame = evaluate(game, budget=0.3)
    assert frame.attrs["rounds"] >= 2
    assert frame.attrs["seconds"] >= 0.3


class _Inline(ogrelab.coach.Workers):
    """Workers that play their share here, at once, and keep every task they were sent."""

    def __init__(self, n=1, answer=True):
        super().__init__(n)
        self.tasks, self.answer = [], answer

    def submit(self, fn, task):
        from concurrent.futures import Future
        self.tasks.append(task)
        future = Future()
        if self.answer:
            future.set_result(fn(task))
        return future


def test_evaluate_shares_its_worlds_with_worker_processes_sent_the_view_alone():
    game = decision("ogre_cheerleaders", seed=3, after=4, choices=3)
    seat = game.current_player
    inline = _Inline(1)
    shared = ogrelab.coach.evaluate(game, samples=9, workers=inline)
    assert shared.attrs["rounds"] == 9 and shared.attrs["shares"] == 2
    # the worker is sent the seat's view and what to play, never the position with its hidden cards
    (task,) = inline.tasks
    assert task["view"] == json.dumps(game.view(seat)) and task["samples"] == 4
    assert set(task) == {"game", "seat", "keys", "bot", "seed", "limit", "view", "players", "samples", "deadline",
                         "earlier"}
    assert task["earlier"] is None
    # a real worker process gives the same rows (the worlds go by the seeds, not by where they are played)
    workers = ogrelab.coach.Workers(1)
    try:
        again = ogrelab.coach.evaluate(game, samples=9, workers=workers)
    finally:
        workers.close()
    assert again.attrs["shares"] == 2 and list(again) == list(shared)
    # its share's worlds are others than this process's: together more than one process's 9
    alone = ogrelab.coach.evaluate(game, samples=9)
    assert alone.attrs["shares"] == 1 and list(alone) != list(shared)
    assert max(r["samples"] for r in shared) == 9


def _won(evaluation, below=None):
    """What each action won, world by world (those numbered under ``below`` only)."""
    return {k: {r: v for r, v in wins.items() if below is None or r < below}
            for k, (wins, _, _) in evaluation.stats.items()}


@pytest.mark.parametrize("shares", [1, 2])
def test_evaluate_goes_on_from_an_earlier_evaluation_on_new_worlds(shares):
    """Think longer's footing: ``more=`` keeps every world played before, world by world, and adds
    new ones (not the first worlds again), in this process and in a worker's share alike."""
    game = decision("zombies_vs_cheerleaders", seed=2, after=9, choices=12)
    workers = _Inline(1) if shares == 2 else None
    first = ogrelab.coach.evaluate(game, samples=8, workers=workers)
    more = ogrelab.coach.evaluate(game, samples=8, workers=workers, more=first)
    assert first.attrs["rounds"] == 8 and more.attrs["rounds"] == 16
    assert more.attrs["seconds"] > first.attrs["seconds"] and more.attrs["seed"] == first.attrs["seed"]
    assert _won(more, below=8) == _won(first)
    new = {k: [wins[r] for r in sorted(wins) if r >= 8] for k, wins in _won(more).items()}
    again = {k: [wins[r] for r in sorted(wins)] for k, wins in _won(first).items()}
    assert new != again, "the new worlds were the first ones again"
    # the rows read all the worlds: the most-played action has all 16
    assert max(r["samples"] for r in more) == 16
    if workers:
        assert workers.tasks[-1]["earlier"] is not None and workers.tasks[-1]["view"] == workers.tasks[0]["view"]


def test_evaluate_goes_on_with_the_race_where_it_stopped():
    # an action set aside by the first evaluation is still aside when it goes on: it gets one new
    # world of REVISIT, the contenders every one
    game = decision("zombies_vs_cheerleaders", seed=2, after=9, choices=12)
    first = ogrelab.coach.evaluate(game, samples=16)
    aside = [r["action"] for r in first if r["samples"] < 16]
    assert aside, "the first evaluation set nothing aside"
    more = ogrelab.coach.evaluate(game, samples=2 * ogrelab.coach.REVISIT, more=first)
    gained = {r["action"]: r["samples"] - s["samples"] for r in more for s in first if s["action"] == r["action"]}
    assert max(gained.values()) == 2 * ogrelab.coach.REVISIT
    assert any(gained[a] < 2 * ogrelab.coach.REVISIT for a in aside)


def test_evaluate_goes_on_only_from_an_evaluation_of_the_same_decision_and_settings():
    game = decision("ogre_cheerleaders", seed=1, after=2, choices=2)
    first = ogrelab.coach.evaluate(game, samples=3)
    before = game.to_dict()
    other = decision("ogre_cheerleaders", seed=1, after=4, choices=2)
    with pytest.raises(ValueError, match="another decision"):
        ogrelab.coach.evaluate(other, samples=3, more=first)
    with pytest.raises(ValueError, match="other settings"):
        ogrelab.coach.evaluate(game, samples=3, bot="random", more=first)
    with pytest.raises(ValueError, match="other settings"):
        ogrelab.coach.evaluate(game, samples=3, actions=[first[0]["action"]], more=first)
    with pytest.raises(ValueError, match="expected an earlier result of evaluate"):
        ogrelab.coach.evaluate(game, samples=3, more=list(first))
    assert game.to_dict() == before and first.attrs["rounds"] == 3


def test_evaluate_goes_on_alone_when_a_worker_cannot_be_had_or_does_not_answer():
    game = decision("ogre_cheerleaders", seed=3, after=4, choices=3)
    alone = ogrelab.coach.evaluate(game, samples=6)

    class Nowhere(ogrelab.coach.Workers):
        def submit(self, fn, task):
            return None
    frame = ogrelab.coach.evaluate(game, samples=6, workers=Nowhere(1))
    assert frame.attrs["shares"] == 1 and list(frame) == list(alone)
    # a worker still starting when the budget ends is left out, not waited for (this one never
    # answers: waiting would not end), and is asked again next time
    silent = _Inline(1, answer=False)
    frame = ogrelab.coach.evaluate(game, budget=0.2, workers=silent)
    assert frame.attrs["shares"] == 1 and frame.attrs["rounds"] >= 1 and not silent.failed


def test_idle_workers_are_let_go_and_started_again_by_the_next_evaluation():
    game = decision("ogre_cheerleaders", seed=3, after=4, choices=3)
    # idle shorter than a worker takes to start and play its share: a worker is never let go
    # while a task of its runs, only once it is unused
    workers = ogrelab.coach.Workers(1, idle=0.1)
    try:
        first = ogrelab.coach.evaluate(game, samples=6, workers=workers)
        assert first.attrs["shares"] == 2 and workers.running
        deadline = time.monotonic() + 30
        while workers.running and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not workers.running          # unused for a tenth of a second: let go
        again = ogrelab.coach.evaluate(game, samples=6, workers=workers)
        assert again.attrs["shares"] == 2 and list(again.column("win")) == list(first.column("win"))
    finally:
        workers.close()
    assert not workers.running


@pytest.mark.parametrize("idle", [0, -1, "5", float("inf"), True])
def test_workers_refuse_an_idle_time_that_is_not_seconds(idle):
    with pytest.raises(ValueError, match="idle"):
        ogrelab.coach.Workers(1, idle=idle)


def test_hints_use_a_worker_on_a_second_core_only(monkeypatch):
    import os
    import sys
    from ogrelab.widgets import coach as board_coach
    board_coach.hint_workers.cache_clear()
    try:
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
        assert board_coach.hint_workers() is None
        board_coach.hint_workers.cache_clear()
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
        workers = board_coach.hint_workers()
        assert isinstance(workers, ogrelab.coach.Workers) and workers.n == 1
        assert workers.idle == board_coach.HINT_IDLE
        assert board_coach.hint_workers() is workers
        board_coach.hint_workers.cache_clear()
        monkeypatch.setattr(sys, "platform", "emscripten")     # a browser's Python: no processes
        assert board_coach.hint_workers() is None
    finally:
        board_coach.hint_workers.cache_clear()


@pytest.mark.parametrize("kwargs, message", [
    (dict(seat=1), "not deciding now"),
    (dict(seat=7), "no seat 7"),
    (dict(budget=0), "budget"),
    (dict(samples=0), "samples"),
    (dict(bot="nobody"), "no bot 'nobody'"),
    (dict(actions=["fly away"]), "not legal now"),
])
def test_evaluate_rejects_bad_requests_and_changes_nothing(kwargs, message):
    game = decision("ogre_cheerleaders", seed=1, after=2, choices=2)
    assert game.current_player == 0
    before = game.to_dict()
    with pytest.raises(ValueError, match=message):
        evaluate(game, **kwargs)
    assert game.to_dict() == before


def test_evaluate_rejects_a_finished_game():
    game = ogrelab.new_game("ogre_cheerleaders", seed=1)
    ogrelab.play_out(game, [ogrelab.make_bot(game.name, "heuristic", seed=s) for s in range(2)])
    with pytest.raises(ValueError, match="game is over"):
        evaluate(game)


@pytest.mark.parametrize("loss, se, expected", [
    (0.0, 0.0, "good"), (0.02, 0.0, "good"), (0.0, 0.01, "good"), (0.05, 0.0, "inaccuracy"),
    (0.1, 0.01, "mistake"), (0.3, 0.05, "blunder"), (0.3, 0.12, "blunder"),
])
def test_labels_follow_the_documented_thresholds(loss, se, expected):
    assert coach.label(loss, se) == expected
    assert coach.label(loss, se, best=True) == "best"


@pytest.mark.parametrize("loss, se", [(0.125, 0.15), (0.125, 0.23), (0.05, 0.03), (0.0, 0.05), (0.02, 0.01),
                                      (0.5, float("inf"))])
def test_a_loss_is_unclear_when_its_interval_straddles_the_first_bound(loss, se):
    # losses of 0.125 with a standard error of 0.15-0.23 were once called "good"
    assert loss - coach.Z * se < coach.THRESHOLDS["good"] <= loss + coach.Z * se or se == float("inf")
    assert coach.label(loss, se) == "unclear"


def _short_record():
    game = ogrelab.new_game("ogre_cheerleaders", seed=6)
    bots = [ogrelab.make_bot(game.name, "heuristic", seed=s) for s in range(2)]
    for _ in range(12):
        game.play(ogrelab.core.choose(bots[game.current_player], game))
    return game.record()


def test_review_has_one_row_per_real_decision_of_the_seat():
    record = _short_record()
    seen = []
    frame = review(record, seat=0, samples=2, cap=4, progress=lambda done, total: seen.append((done, total)))
    assert list(frame.columns[:7]) == coach.REVIEW_COLUMNS
    assert list(frame.move) == coach.decisions(record, 0)
    assert list(frame.action) == [record["actions"][m] for m in frame.move]
    assert set(frame.label) <= set(coach.LABELS)
    assert (frame.loss >= 0).all()
    assert ((frame.win_before - frame.win_after - frame.loss).abs() < 1e-12).all()
    assert (frame.loc[frame.action == frame.best, "label"] == "best").all()
    assert seen[0] == (0, len(frame)) and seen[-1] == (len(frame), len(frame))


def test_review_on_two_workers_gives_the_same_frame_and_reports_every_decision():
    record = _short_record()
    one = review(record, seat=1, samples=2, cap=4)
    seen = []
    two = review(record, seat=1, samples=2, cap=4, workers=2, progress=lambda done, total: seen.append(done))
    pd.testing.assert_frame_equal(one, two)
    assert len(one) > 2 and seen == list(range(len(one) + 1))


def test_review_rejects_a_bad_record_or_seat():
    with pytest.raises(ValueError, match="record"):
        review({"moves": []}, seat=0)
    with pytest.raises(ValueError, match="no seat 3"):
        review(_short_record(), seat=3)


def test_review_chart_marks_the_costly_moves():
    frame = pd.DataFrame({"move": [0, 2, 4, 6], "action": ["a", "b", "c", "d"], "best": ["a", "x", "y", "z"],
                          "win_before": [0.5, 0.6, 0.4, 0.4], "win_after": [0.5, 0.45, 0.38, 0.3],
                          "loss": [0.0, 0.15, 0.02, 0.1], "label": ["best", "blunder", "good", "unclear"],
                          "why": ["", "Better was x", "", "Unclear"]})
    frame.attrs.update(seat=0, seat_name="seat 0", game="ogre_bash")
    fig = charts.review(frame)
    names = [t.name for t in fig.data]
    assert "blunder" in names and "mistake" not in names
    blunder = fig.data[names.index("blunder")]
    assert list(blunder.x) == [2]
    assert "unclear" in names and list(fig.data[names.index("unclear")].x) == [6]
    assert fig.layout.yaxis.title.text == "seat 0's win chance"
    assert fig.layout.xaxis.title.text and "win chance" in fig.layout.title.text


# ------------------------------------------------------------------ the board's controls
def _board_against_bots(**kwargs):
    from ogrelab.widgets import Board
    game = ogrelab.new_game("ogre_cheerleaders", seed=5)
    board = Board(game, bots={1: "heuristic"}, **kwargs)
    board.coach.budget = 0.2
    board.coach.review_budget = 0.1
    return board


def test_board_hint_is_off_by_default_against_bots():
    board = _board_against_bots()
    assert board.coach.hint_button.value is False
    assert board.coach.frame is None and board.coach.hint_box.value == ""
    assert "ogrelab-hint" in board.coach.hint_button._dom_classes


def test_board_hint_ranks_the_persons_actions_and_follows_the_game():
    board = _board_against_bots()
    board.coach.show_hint(True)
    frame = board.coach.frame
    assert sorted(frame.column("action")) == sorted(a.text for a in board.game.legal_actions())
    assert "standing" not in board.coach.hint_box.value
    board.coach.think_longer()
    longer = board.coach.frame
    assert longer.attrs["seconds"] >= 0.8 and longer is not frame
    # each press adds worlds to those the hint has: a second press narrows further, not again as far
    assert longer.attrs["rounds"] > frame.attrs["rounds"]
    board.coach.think_longer()
    assert board.coach.frame.attrs["rounds"] > longer.attrs["rounds"]
    assert board.coach.frame.attrs["seconds"] >= longer.attrs["seconds"] + 0.5
    # the person plays: the hint follows to their next decision
    board.play(board.game.legal_actions()[0])
    if not board.game.is_over:
        assert board.coach.frame is not None
        assert sorted(board.coach.frame.column("action")) == sorted(a.text for a in board.game.legal_actions())


def test_board_hint_outlines_the_card_touched_first_of_a_two_click_best_action():
    # #1 Play Phase: a card from the hand (the first click), then the end of the field it goes to
    from ogrelab.widgets import Board
    board = Board(_cheerleaders_last_turn(), bots={0: "heuristic"}, hint=True)
    assert board.coach.best() == ["play 7-Grunts right"]
    shown = board.coach.hint_box.value
    assert '.ogrelab-drawing [data-pick="hand:7-Grunts"]{outline: 4px dotted' in shown
    assert '[data-key="end:right"]{outline: 3px dashed' in shown
    assert 'data-action="play 7-Grunts right"' not in shown.split(".ogrelab-actions")[0]
    assert "Best: <b>play 7-Grunts right</b>" in shown


def test_board_hint_looks_longer_at_once_when_its_budget_buys_too_few_worlds(monkeypatch):
    from ogrelab.widgets import coach as board_coach
    board = _board_against_bots()
    board.coach.budget = 1e-6              # a machine too slow for a world in the budget: 2 at least
    asked, gave = [], []
    real = board_coach.evaluate

    def spy(*args, **kwargs):
        asked.append(kwargs)
        gave.append(real(*args, **kwargs))
        return gave[-1]

    monkeypatch.setattr(board_coach, "evaluate", spy)
    board.coach.show_hint(True)
    assert [k["budget"] for k in asked] == [1e-6, 1e-6 * ogrelab.coach.LONGER]
    assert asked[0].get("more") is None and asked[1]["more"] is gave[0]   # the first worlds kept
    first = gave[0].attrs["rounds"]
    assert first < ogrelab.coach.MIN_WORLDS
    assert board.coach.frame is gave[1] and board.coach.frame.attrs["rounds"] > first
    assert f"Only {gave[1].attrs['rounds']} worlds" in board.coach.hint_box.value
    asked.clear()
    board.coach._shown_key = None
    board.coach.update()                                     # shown again: from the cache, no new look
    assert asked == []
    enough = _board_against_bots()
    enough.coach.budget = 1e-6
    key = enough.coach._key()
    enough.coach._cache[key] = real(enough.game, samples=ogrelab.coach.MIN_WORLDS)
    monkeypatch.setattr(board_coach, "evaluate", spy)
    enough.coach.show_hint(True)
    assert asked == [] and enough.coach.frame.attrs["rounds"] == ogrelab.coach.MIN_WORLDS


def test_board_hint_says_when_the_worlds_are_too_few_to_tell():
    board = _board_against_bots()
    key = board.coach._key()
    board.coach._cache[key] = ogrelab.coach.evaluate(board.game, samples=2)
    board.coach.show_hint(True)
    shown = board.coach.hint_box.value
    assert "Only 2 worlds" in shown and "too few to tell" in shown
    assert "%-" not in shown and " of 2</td>" in shown      # "won 1 of 2", no interval
    # what each action won in its own worlds (a judged world counts its chance), not its win chance
    # leaned on the other actions': the two differ here, so the old figure would not pass
    def worlds(x):
        x = round(x * 2, 1)
        return int(x) if x == int(x) else x
    rows = board.coach._cache[key]
    assert any(worlds(r["won"]) != worlds(r["win"]) for r in rows)
    for row in rows:
        assert f"<td class='ogrelab-hint-action'>{row['action']}</td><td></td>" \
               f"<td class='ogrelab-hint-win'>won {worlds(row['won'])} of 2</td>" in shown
    assert board.coach.best() == [] and "<style>" not in shown and "clearly worse" not in shown


def test_hint_groups_the_actions_the_worlds_cannot_tell_apart():
    from ogrelab.widgets.coach import hint_html
    rows = ogrelab.coach.evaluate(decision("ogre_cheerleaders", seed=2, after=4, choices=3), samples=12)
    for i, row in enumerate(rows):
        row["group"] = 1 if i < 2 else 2
    shown = hint_html(rows)
    assert "best, about equal (2; outlined)" in shown and "about equal</td>" in shown
    assert "clearly worse" in shown and "&plusmn;" in shown


def test_board_hint_outlines_nothing_when_most_actions_are_about_equal_and_names_the_worse():
    board = _board_against_bots()
    key = board.coach._key()
    frame = ogrelab.coach.evaluate(board.game, samples=12)
    assert len(frame) >= 3
    for i, row in enumerate(frame):
        row["group"] = 2 if i == len(frame) - 1 else 1
    board.coach._cache[key] = frame
    board.coach.show_hint(True)
    shown = board.coach.hint_box.value
    worst = frame[-1]["action"]
    # more than half of the actions in the best group: nothing outlined, the one clearly worse named
    assert board.coach.best() == [] and "<style>" not in shown and "ogrelab-hint-best" not in shown
    assert (f"{len(frame) - 1} of your {len(frame)} actions are about equal and best, too many to outline; "
            f"only <b>{worst}</b> is clearly worse") in shown
    assert f"best, about equal ({len(frame) - 1})" in shown and "outlined" not in shown
    # half of them or fewer: outlined as before
    for i, row in enumerate(frame):
        row["group"] = 1 if i < len(frame) // 2 else 2
    board.coach._shown_key = None
    board.coach.update()
    assert board.coach.best() == [r["action"] for r in frame[:len(frame) // 2]]
    assert "<style>" in board.coach.hint_box.value and "outlined" in board.coach.hint_box.value


def test_board_hint_outlines_no_group_longer_than_its_ranking():
    from ogrelab.widgets import Board
    from ogrelab.widgets.coach import HINT_ROWS
    game = ogrelab.new_game("zombies_vs_cheerleaders", seed=3)
    bots = [ogrelab.make_bot(game.name, "heuristic", seed=s) for s in range(2)]
    while len(game.legal_actions()) < 3 * HINT_ROWS:           # a wide decision
        game.play(bots[game.current_player].choose(game.view(game.current_player), game.legal_actions()))
    board = Board(game, view=game.current_player, hint=True)
    frame = ogrelab.coach.evaluate(game, samples=ogrelab.coach.MIN_WORLDS)
    n = len(frame)
    for i, row in enumerate(frame):             # a best group of one more than the ranking's rows
        row["group"] = 1 if i <= HINT_ROWS else 2
    board.coach._cache[board.coach._key()] = frame
    board.coach._shown_key = None
    board.coach.update()
    shown = board.coach.hint_box.value
    # fewer than half of the actions, yet more than the ranking shows: nothing outlined
    assert board.coach.best() == [] and "<style>" not in shown and "ogrelab-hint-best" not in shown
    assert (f"{HINT_ROWS + 1} of your {n} actions are about equal and best, too many to outline; "
            f"the other {n - HINT_ROWS - 1} are clearly worse") in shown
    # as many as the ranking's rows: outlined
    frame[HINT_ROWS]["group"] = 2
    board.coach._shown_key = None
    board.coach.update()
    assert board.coach.best() == [r["action"] for r in frame[:HINT_ROWS]]
    assert "<style>" in board.coach.hint_box.value


def test_board_hint_shows_for_the_persons_seat_only():
    from ogrelab.widgets import Board
    game = decision("ogre_cheerleaders", seed=2, after=1, choices=2)
    assert game.current_player == 1
    board = Board(game, view=0, hint=True)      # two people; the board draws seat 0's knowledge
    assert board.coach.seat() is None and board.coach.frame is None
    assert "is to decide now" in board.coach.hint_box.value


def test_board_review_draws_the_chart_lists_costly_moves_and_jumps_to_them():
    board = _board_against_bots()
    g = board.game
    while not g.is_over and g.ply < 12:
        board.step() if g.current_player == 1 else board.play(g.legal_actions()[-1])
    frame = board.coach.review()
    assert [row["move"] for row in frame] == coach.decisions(g.record(), 0)
    frame = frame.frame()
    assert "Review of" in board.coach.review_box.value
    assert board.coach.chart is not None and board.coach.chart_box.children == (board.coach.chart,)
    assert [t.name for t in board.coach.chart.data][:2] == ["with the best action", "with the move played"]
    buttons = board.coach.review_list.children
    assert len(buttons) == len(coach.mistakes(frame))
    if buttons:
        row = coach.mistakes(frame).iloc[0]
        # a move is numbered as the moves list numbers it: the move played from position k is k + 1
        assert buttons[0].description == f"move {row.move + 1}: {row.label}"
        assert any(label.startswith(f"{row.move + 1}. Seat 0: {row.action}\n") for label in board.moves.labels)
        buttons[0].click()
        assert board.game.ply == int(row.move)
        note = board.coach.review_note.value
        assert f"Move {row.move + 1}, {row.label}:" in note
        assert row.why in note.replace("&#x27;", "'") and "outlined in violet" in note
        # a click on the mark in the chart (at the move's number) jumps to the same decision
        from plotly.callbacks import InputDeviceState, Points
        board.goto(len(g.history))
        trace = next(t for t in board.coach.chart.data if t.name == row.label)
        trace._dispatch_on_click(Points(xs=[row.move + 1], ys=[row.win_after], trace_name=row.label),
                                 InputDeviceState())     # as plotly's widget reports a click
        assert board.game.ply == int(row.move)


def test_board_review_fills_one_chart_in_place_shown_from_the_start_of_the_review():
    board = _board_against_bots()
    g = board.game
    while not g.is_over and g.ply < 6:
        board.step() if g.current_player == 1 else board.play(g.legal_actions()[-1])
    shown = []
    # while the decisions are judged, the chart's frame is already there (its code loads meanwhile)
    board.coach.progress.observe(lambda _c: shown.append(board.coach.chart_box.children), "value")
    board.coach.review()
    assert shown and all(box == (board.coach.chart,) for box in shown)
    chart = board.coach.chart
    first = [t.name for t in chart.data]
    assert first[:2] == ["with the best action", "with the move played"]
    while not g.is_over and g.ply < 12:
        board.step() if g.current_player == 1 else board.play(g.legal_actions()[-1])
    marks = []
    board.coach.progress.observe(lambda _c: marks.append(board.coach.review_list.children), "value")
    frame = board.coach.review().frame()
    # while it runs, the last review's marks are gone with its moves from the chart
    assert marks and all(m == () for m in marks)
    # the same chart, its traces replaced (not added to): each once, the new moves on it
    assert board.coach.chart is chart and board.coach.chart_box.children == (chart,)
    names = [t.name for t in chart.data]
    assert len(names) == len(set(names)) and names[:2] == first[:2]
    # the chart numbers the moves as the moves list does (a row's position index + 1)
    assert list(chart.data[1].x) == [m + 1 for m in frame.move]
    assert chart.layout.title.text == "Your win chance, move by move"


def test_board_review_that_fails_leaves_no_empty_chart_frame(monkeypatch):
    from ogrelab.widgets import coach as board_coach
    board = _board_against_bots()
    g = board.game
    while not g.is_over and g.ply < 6:
        board.step() if g.current_player == 1 else board.play(g.legal_actions()[-1])

    def broken(*args, **kwargs):
        raise RuntimeError("the review broke")
    monkeypatch.setattr(board_coach, "review", broken)
    with pytest.raises(RuntimeError):
        board.coach.review()
    assert board.coach.chart_box.children == () and board.coach.progress.layout.display == "none"


def test_board_review_jump_outlines_the_better_move_and_says_why():
    board = _board_against_bots()
    g = board.game
    while not g.is_over and g.ply < 6:
        board.step() if g.current_player == 1 else board.play(g.legal_actions()[-1])
    record = g.record()
    move = coach.decisions(record, 0)[0]
    actions = record["actions"]
    position = ogrelab.replay({**record, "actions": actions[:move]})
    better = next(a.text for a in position.legal_actions() if a.text != actions[move])
    # a review row made by hand: the board only reads it
    row = {"move": move, "action": actions[move], "best": better, "win_before": 0.6,
           "win_after": 0.2, "loss": 0.4, "label": "blunder", "why": "Better was it."}
    board.coach.reviewed, board.coach._line = [row], list(actions)
    board.coach._marks = {move: row}
    board.coach.jump(move)
    assert board.game.ply == move
    note = board.coach.review_note.value
    first, second = coach_widgets().touched([better], board.session.offer()[1])
    assert first and all(f"{sel}{{outline: 4px dotted #7048e8" in note for sel in first)
    assert "Better was it." in note
    board.goto(len(actions))
    assert board.coach.review_note.value == ""


def coach_widgets():
    from ogrelab.widgets import coach as widgets_coach
    return widgets_coach


def test_review_of_chosen_moves_and_the_losses_by_kind():
    record = coach.bot_game("ogres_delight", seed=8)
    assert ogrelab.replay(record).is_over
    chosen = coach.decisions(record, 1)[:3]
    frame = review(record, seat=1, samples=4, cap=8, moves=chosen)
    assert list(frame.move) == chosen and (frame.samples >= 1).all()
    table = coach.typical(frame)
    assert table.decisions.sum() == len(frame)
    assert set(table.kind) == set(frame.kind)
    with pytest.raises(ValueError, match="not decisions of seat 1"):
        review(record, seat=1, samples=2, moves=[chosen[0] + 10_000])


def test_a_few_agreeing_worlds_do_not_make_a_certain_gap():
    stats = Stats((0, "a")), Stats((0, "b"))
    for r in range(2):
        stats[0].wins[r], stats[1].wins[r] = 0.0, 1.0
    gap, se = stats[0].against(stats[1])
    assert gap == -1.0 and se > 0.3
    assert coach.label(1.0 - 0.5, se) == "unclear"     # half a win chance lost on two worlds: not proven


# ------------------------------------------------------------------ a review that teaches
@pytest.fixture(scope="module")
def mostly_random_game():
    """Seat 0 plays random legal moves against the heuristic bot, and loses."""
    record = coach.bot_game("ogre_cheerleaders", seed=1, bots=["random", "heuristic"], options={"players": 2})
    assert 0 not in ogrelab.replay(record).result.winners
    return record, review(record, seat=0, samples=8, cap=32)


def test_a_game_of_mostly_random_moves_is_reviewed_with_mistakes(mostly_random_game):
    _, frame = mostly_random_game
    marked = coach.mistakes(frame)
    assert len(marked) >= 2
    assert (marked.loss - coach.Z * marked.loss_se >= coach.THRESHOLDS["good"]).all()


def test_every_marked_move_says_what_was_better_and_why(mostly_random_game):
    record, frame = mostly_random_game
    for row in coach.mistakes(frame).itertuples():
        game = ogrelab.replay({**record, "actions": record["actions"][:row.move]})
        assert row.why.startswith(f"Better was '{row.best}'")
        assert game.preview(game.find(row.best)) in row.why
        assert game.preview(game.find(row.action)) in row.why
        assert f"{100 * row.win_before:.0f}% win chance" in row.why
        # the loss in percentage points of win chance, never bare "points" (a game's score)
        assert f"{100 * row.loss:.0f} percentage points less (\u00b1" in row.why
        assert " points less" not in row.why.replace("percentage points less", "")


def test_a_move_not_ranked_first_gets_more_worlds_until_the_interval_decides(mostly_random_game):
    _, frame = mostly_random_game
    others = frame[frame.label != "best"]
    assert (others.samples >= 8).all() and (others.samples <= 32).all()
    # undecided after the first 8 worlds: more were played, up to the cap
    assert (frame.loc[frame.label == "unclear", "samples"] == 32).all()
    assert (others.samples > 8).any()
    assert ((others.loss_lo <= others.loss) | (others.loss == 0)).all()


def test_declaring_without_a_winning_hand_is_not_called_good_and_says_the_turn_is_lost():
    # Winning the Hand: "Without a winning hand you take your cards back and lose the turn". The
    # turn costs little: over worlds played to the end the declaration measured -0.034 +- 0.018
    # against drawing (1,000 worlds) and +0.024 +- 0.011 (2,500 others), so the review may not
    # claim a loss it cannot establish, and says what the move does.
    game = bash.false_declaration()
    assert "turn is lost" in game.preview(game.find("declare win"))
    declared = coach.judge(game, "declare win", samples=16, cap=64)
    assert declared["label"] in ("best", "unclear") or declared["loss_lo"] > 0
    assert "declare win" in declared["why"] and "turn is lost" in declared["why"]
    drew = coach.judge(bash.false_declaration(), "draw", samples=16, cap=64)
    assert drew["label"] in ("best", "unclear", "good")


def test_actions_the_worlds_cannot_tell_apart_share_the_first_group():
    game = WINS_AT_ONCE["ogre_cheerleaders"]()
    frame = evaluate(game, samples=2)      # two worlds: nothing but a certain win stands out
    assert frame.group.iloc[0] == 1 and frame.group.is_monotonic_increasing
    few = evaluate(decision("ogre_bash", seed=5, after=8, choices=3), samples=2)
    assert (few.group == 1).all()
    sure = evaluate(game, samples=48)
    winning = _winning_now(game)
    assert set(sure.action[sure.group == 1]) == winning


def test_equal_win_chances_rank_the_better_standing_first():
    a, b = Stats((0, "a")), Stats((0, "b"))
    for r in range(4):
        a.wins[r] = b.wins[r] = 0.0
        a.gains[r], b.gains[r] = 1.0, 5.0
        a.lengths[r] = b.lengths[r] = 10
    assert b.rank() > a.rank()


def test_board_guide_says_the_new_move_before_the_hint_weighs_the_next_decision(monkeypatch):
    """The hint weighs a decision for its budget: the guide beside the table tells of the move just
    made at once, not a second later behind it."""
    import ogrelab.widgets.coach as coach_widgets
    from ogrelab.widgets.shell import page
    board = page("ogre_cheerleaders", seed=3)
    board.coach.show_hint(True)
    seen = []
    real = coach_widgets.evaluate

    def weigh(game, *args, **kwargs):
        seen.append((game.ply, board.guide.text.value))
        return real(game, *args, samples=2, seed=1)

    monkeypatch.setattr(coach_widgets, "evaluate", weigh)
    board.play(board.game.legal_actions()[0])
    assert seen, "the hint did not weigh the next decision"
    ply, guide = seen[-1]
    assert ply == board.game.ply
    assert f"Move {ply}:" in guide, guide
