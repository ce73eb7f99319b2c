"""Mined puzzles: positions of bot games where one move is clearly the best, judged from the
deciding seat's view, turned into "find the best move" puzzles the engine checks."""

from __future__ import annotations

import pytest

from ogrelab import lessons
from ogrelab.lessons import mining

#: A seeded run where a puzzle comes at once (the zombies' "Return of the Zombies" card,
#: on which column a drawn zombie goes behind), so the test stays quick.
GAME, SEED = "zombies_vs_cheerleaders", 2


@pytest.fixture(scope="module")
def run():
    calls = []
    found = lessons.mine(GAME, 1, seed=SEED, games=1, looks=10, progress=lambda *a: calls.append(a))
    return found, calls


def test_a_seeded_run_finds_a_puzzle_and_reports_progress(run):
    found, calls = run
    assert len(found) == 1
    assert calls == [(1, 1)]          # (found, games played), after each game


def test_a_mined_puzzle_is_well_formed(run):
    p = run[0][0]
    assert p.mined and p.until == "decision" and p.check["kind"] == "first"
    again = lessons.load(GAME, {"game": GAME, "puzzles": [p.to_dict()]})[0]
    assert again.to_dict() == p.to_dict()
    start = p.game()
    assert start.current_player == p.seat
    assert p.section == start.decision.section          # the rulebook section of the decision
    for s in p.solutions:
        assert p.solved_by(s)
    legal = [a.text for a in start.legal_actions()]
    wrong = [t for t in legal if t not in p.check["actions"]]
    assert wrong and not p.solved_by([wrong[0]])        # no puzzle is solved by every move
    assert "Not solved" in p.attempt([wrong[0]]).reply
    best = p.solutions[0][0]
    assert best in p.explanation and best in legal
    assert p.hints and p.goal.endswith("find it.")


def test_the_best_move_leads_every_other_clearly_on_fresh_worlds(run):
    """The guarantee: from the seat's view, the best leads every other move by the margin."""
    from ogrelab.analysis import evaluate
    p = run[0][0]
    frame = evaluate(p.game(), samples=24, seed=12345).set_index("action")
    accepted = p.check["actions"]
    best = max(frame.win[a] for a in accepted)
    others = [frame.win[a] for a in frame.index if a not in accepted]
    assert best - max(others) >= mining.MARGIN[GAME] / 2


@pytest.mark.parametrize("kwargs, field", [
    ({"n": 0}, "n"), ({"games": 0}, "games"), ({"looks": 0}, "looks"), ({"samples": 1}, "samples"),
    ({"confirm": 2}, "confirm"), ({"margin": 1.5}, "margin"), ({"margin": "a lot"}, "margin"),
    ({"bot": "nobody"}, "bot"), ({"limit": 0}, "limit"), ({"options": [1]}, "options"),
    ({"progress": 3}, "progress"), ({"seed": -1}, "seed"),
])
def test_bad_arguments_raise_a_value_error_naming_the_argument(kwargs, field):
    args = {"n": 1, **kwargs}
    with pytest.raises(ValueError, match=rf"\b{field}\b"):
        lessons.mine(GAME, **args)


def test_an_unknown_game_is_refused():
    with pytest.raises(ValueError, match="chess"):
        lessons.mine("chess", 1)
