"""How good the moves of a game were: each decision judged by :func:`~ogrelab.coach.evaluate`.

Pure Python, as the hint; :meth:`Review.frame` is the pandas view.
"""

from __future__ import annotations

import math
import time
from typing import Callable, Sequence

from ..bots import prepare_worker, worker_pool
from ..core import Game, replay
from .evaluate import FIRST_ROUNDS, Z, _check_budget, _reference, _Sampler, check_bot, evaluate, playout_limit, view_seed

#: Labels of :func:`review`: a move is labelled by its loss in win chance (0..1) against
#: the best action, measured with an interval of :data:`Z` standard errors. "good" where
#: the whole interval lies under the first bound; a costly label only where the whole
#: interval lies at or above it, then by the loss itself: "inaccuracy" under the second
#: bound, "mistake" under the third, "blunder" from there on. Where the interval straddles
#: the first bound the worlds cannot tell: "unclear". The action ranked first is "best".
THRESHOLDS = {"good": 0.03, "inaccuracy": 0.08, "mistake": 0.15}
LABELS = ("best", "good", "unclear", "inaccuracy", "mistake", "blunder")
#: Worlds the review may spend on a move not ranked first (against the best) before it
#: leaves the loss "unclear"; it looks after each doubling of the worlds.
REVIEW_CAP = 256
#: In seconds mode the review also stops a move's measure after this many times its budget.
REVIEW_CAP_FACTOR = 8

REVIEW_COLUMNS = ["move", "action", "best", "win_before", "win_after", "loss", "label"]
REVIEW_EXTRA = ["turn", "seat", "kind", "choices", "samples", "loss_se", "loss_lo", "loss_hi", "why"]


class Review(list):
    """The rows of :func:`review` (dicts with :data:`REVIEW_COLUMNS` and :data:`REVIEW_EXTRA`), in
    the order of the game, and in ``attrs`` the game, the seat, its name and the reference bot."""

    def __init__(self, rows: list, attrs: dict):
        super().__init__(rows)
        self.attrs = dict(attrs)

    def frame(self):
        """The same rows as a pandas DataFrame (``attrs`` kept)."""
        import pandas as pd
        frame = pd.DataFrame(list(self), columns=REVIEW_COLUMNS + REVIEW_EXTRA)
        frame.attrs.update(self.attrs)
        return frame


def costly(tag: str, worst: str = "inaccuracy") -> bool:
    """Whether a move labelled ``tag`` is labelled ``worst`` or worse."""
    if worst not in LABELS:
        raise ValueError(f"worst: expected one of {', '.join(LABELS)}, got {worst!r}")
    return LABELS.index(tag) >= LABELS.index(worst)


def label(loss: float, se: float = 0.0, best: bool = False) -> str:
    """The label of a move that lost ``loss`` win chance (standard error ``se``); see :data:`THRESHOLDS`.

    The interval ``loss`` +- :data:`Z` ``se`` decides: wholly under the first
    bound "good", wholly at or above it a costly label by the loss itself,
    straddling it "unclear".
    """
    if best:
        return "best"
    if not math.isfinite(se):
        return "unclear"
    if loss + Z * se < THRESHOLDS["good"]:
        return "good"
    if loss - Z * se < THRESHOLDS["good"]:
        return "unclear"
    if loss < THRESHOLDS["inaccuracy"]:
        return "inaccuracy"
    if loss < THRESHOLDS["mistake"]:
        return "mistake"
    return "blunder"


def _decided(loss: float, se: float) -> bool:
    return label(loss, se) != "unclear"


def _opening(record: dict) -> Game:
    return replay({**record, "actions": []})


def decisions(record: dict | Game, seat: int) -> list[int]:
    """The indices in ``record`` of the seat's decisions that offered more than one action."""
    record = _record(record)
    game = _opening(record)
    _check_seat(game, seat)
    out = []
    for i, text in enumerate(record["actions"]):
        if game.current_player == seat and len(game.legal_actions()) > 1:
            out.append(i)
        try:
            game.play(text)
        except ValueError as e:
            raise ValueError(f"record.actions[{i}]: {e}") from None
    return out


def _record(record) -> dict:
    if isinstance(record, Game):
        return record.record()
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise ValueError("record: expected a game's record() (a dict with 'game', 'seed' and 'actions') "
                         f"or a game, got {type(record).__name__}")
    return record


def _check_seat(game: Game, seat) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"seat: no seat {seat!r}; seats are 0..{game.players - 1}")


def review_moves(task: dict) -> list[dict]:
    """Review some decisions of one record; runs in any worker."""
    prepare_worker(task.get("paths", ()), task.get("modules", ()))
    record, seat = task["record"], task["seat"]
    game = _opening(record)
    rows = []
    done = 0
    for index in task["moves"]:
        for text in record["actions"][done:index]:
            game.play(text)
        done = index
        rows.append(_review_one(game, seat, index, record["actions"][index], task))
    return rows


def _review_one(game: Game, seat: int, index: int, taken: str, task: dict) -> dict:
    row = _judge(game, seat, taken, task)
    row["move"] = index
    return row


def _measure(game: Game, seat: int, best: str, taken: str, task: dict) -> tuple[float, float, int, float]:
    """The taken move against the best on fresh worlds, more of them until the interval decides.

    The first look comes after ``samples`` worlds (or the budget's seconds and
    twice :data:`FIRST_ROUNDS` worlds); each later look after twice as many,
    up to ``cap`` worlds (and, in seconds mode, :data:`REVIEW_CAP_FACTOR`
    budgets). Returns the win chance with the best action, the loss, its
    standard error and the worlds played.
    """
    keys = [(seat, best), (seat, taken)]
    sampler = _Sampler(game, seat, keys, _reference(game.name, task["bot"]),
                       view_seed(game.view(seat)) + 1, task["limit"])
    samples, budget, cap = task["samples"], task["budget"], task.get("cap", REVIEW_CAP)
    began = time.perf_counter()
    look = samples if samples is not None else 2 * FIRST_ROUNDS
    while True:
        while sampler.rounds < look:
            sampler.round(prune=False)
        if samples is None and sampler.rounds == look == 2 * FIRST_ROUNDS:
            while time.perf_counter() - began < budget:
                sampler.round(prune=False)
        one, two = sampler.stats[keys[0]], sampler.stats[keys[1]]
        gap, se = two.against(one)
        loss = -gap
        if _decided(loss, se) or sampler.rounds >= cap:
            break
        if samples is None and time.perf_counter() - began >= REVIEW_CAP_FACTOR * budget:
            break
        look = min(cap, 2 * sampler.rounds)
    return one.mean(), loss, se, sampler.rounds


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _why(game: Game, seat: int, taken: str, best: str, tag: str, win_best: float, win_taken: float,
         loss: float, se: float, n: int) -> str:
    """In words: what was better and why, from both moves' previews and win chances."""
    def described(text: str) -> str:
        try:
            preview = game.preview(game.find(text))
        except (NotImplementedError, ValueError):
            preview = ""
        return f"'{text}'" + (f" ({preview})" if preview else "")
    # the win chance's difference in percentage points: "points" alone reads as the game's score
    margin = (f"\u00b1{100 * Z * se:.0f}, 95 %" if math.isfinite(se) else "too few worlds for a margin")
    if tag == "best":
        return f"{described(taken)} was the coach's first choice ({_pct(win_taken)} win chance)."
    if tag == "good":
        return (f"As good as the coach's first choice: {described(taken)} won {_pct(win_taken)} and "
                f"{described(best)} {_pct(win_best)} over the same {n} worlds.")
    if tag == "unclear":
        return (f"Unclear: over the same {n} worlds {described(best)} won {_pct(win_best)} and "
                f"{described(taken)} {_pct(win_best - loss)}; the difference, {100 * loss:.0f} percentage "
                f"points ({margin}), could be no loss or a costly one.")
    return (f"Better was {described(best)}: {_pct(win_best)} win chance, against {_pct(win_taken)} for "
            f"{described(taken)}: {100 * loss:.0f} percentage points less ({margin}, over the same {n} "
            f"worlds).")


def _judge(game: Game, seat: int, taken: str, task: dict) -> dict:
    kind = game.find(taken).kind
    rows = evaluate(game, seat, budget=task["budget"], bot=task["bot"], samples=task["samples"],
                    limit=task["limit"], least=FIRST_ROUNDS)
    best = rows[0]["action"]
    win_before = float(rows[0]["win"])
    loss, se, samples = 0.0, 0.0, int(rows[0]["samples"])
    tag = "best"
    if taken != best:
        # The best of many actions is picked on lucky worlds: measure the two again on new
        # worlds, so that the loss is not the luck that made the best look best; more worlds
        # until the interval tells a loss from none.
        win_before, loss, se, samples = _measure(game, seat, best, taken, task)
        tag = label(loss, se)
    shown = max(0.0, loss)
    return {"move": None, "action": taken, "best": best, "win_before": win_before,
            "win_after": win_before - shown, "loss": shown, "label": tag,
            "turn": game.turn, "seat": seat, "kind": kind, "choices": len(rows),
            "samples": samples, "loss_se": se,
            "loss_lo": loss - Z * se if math.isfinite(se) else -math.inf,
            "loss_hi": loss + Z * se if math.isfinite(se) else math.inf,
            "why": _why(game, seat, taken, best, tag, win_before, win_before - shown, loss, se, samples)}


def judge(game: Game, action: str, budget: float = 1.0, bot: str = "heuristic", samples: int | None = None,
          cap: int = REVIEW_CAP, limit: int | None = None) -> dict:
    """The review of one decision: ``action`` (its text) taken by the seat deciding in ``game``.

    A row of :func:`review` as a dict (its ``move`` is None), for a position
    written by hand as well as one reached in a record.
    """
    if not isinstance(game, Game) or game.is_over:
        raise ValueError("judge(game, action): expected a game with a decision to make")
    seat = game.current_player
    game.find(action)
    _check_budget(budget, samples)
    check_bot(game.name, bot)
    limit = playout_limit(game.name, _reference(game.name, bot), limit)
    return _judge(game, seat, action, {"budget": budget, "bot": bot, "samples": samples, "cap": cap,
                                       "limit": limit})


def review(record: dict | Game, seat: int, budget: float = 1.0, bot: str = "heuristic",
           samples: int | None = None, workers: int = 1,
           progress: bool | Callable[[int, int], None] | None = None,
           limit: int | None = None, moves: Sequence[int] | None = None,
           cap: int = REVIEW_CAP) -> Review:
    """Every decision of ``seat`` in a game that offered a real choice, judged by :func:`evaluate`.

    ``record`` is a ``game.record()`` (or the game). One row per decision:
    ``move`` (its index in the record's actions), ``action`` (taken), ``best``
    (the action ranked first), ``win_before`` (the seat's win chance with the
    best action), ``win_after`` (with the action taken), ``loss`` (the
    difference) and ``label`` (best, good, unclear, inaccuracy, mistake,
    blunder; see :func:`label`); then ``turn``, ``seat``, ``kind`` (of the
    action taken), ``choices``, ``samples`` (worlds for the action taken),
    ``loss_se``, ``loss_lo``/``loss_hi`` (the loss's interval, before it is
    cut at 0) and ``why`` (in words: what was better and why, from both
    moves' previews and win chances).

    ``budget`` is seconds per decision, with at least :data:`FIRST_ROUNDS`
    worlds each (or ``samples`` worlds each, for a result that is the same on
    any machine). Where the action taken is not the one ranked first, the two
    are played again on new worlds and the loss is measured there: picking
    the best of many actions on the same worlds favours the luckiest, which
    would make every other move look worse than it is. That measure looks
    after ``samples`` worlds (or the budget and twice :data:`FIRST_ROUNDS`
    worlds) and doubles them until the loss's interval decides its label, up
    to ``cap`` worlds (and :data:`REVIEW_CAP_FACTOR` budgets in seconds
    mode); still undecided, the move is "unclear". ``workers=N`` spreads the
    decisions over N processes. ``progress``: True for a progress bar, or a
    function called with (decisions done, decisions in all). ``moves``
    reviews only those decisions (indices in the record, from :func:`decisions`).
    """
    record = _record(record)
    indices = decisions(record, seat)
    if moves is not None:
        wrong = sorted(set(moves) - set(indices))
        if wrong:
            raise ValueError(f"moves: {wrong} are not decisions of seat {seat} with a choice; "
                             f"those are {indices}")
        indices = sorted(set(moves))
    _check_budget(budget, samples)
    name = record["game"]
    check_bot(name, bot)
    limit = playout_limit(name, _reference(name, bot), limit)
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers: expected a whole number >= 1, got {workers!r}")
    if isinstance(cap, bool) or not isinstance(cap, int) or cap < 1:
        raise ValueError(f"cap: expected a whole number of worlds >= 1, got {cap!r}")
    task = {"record": record, "seat": seat, "budget": budget, "bot": bot, "samples": samples,
            "limit": limit, "cap": cap}
    report = progress if callable(progress) else None
    bar = None
    if progress is True:
        from tqdm.auto import tqdm
        bar = tqdm(total=len(indices), desc=f"{name} review", unit="decision")
    done = 0

    def tick(k: int) -> None:
        nonlocal done
        done += k
        if bar is not None:
            bar.update(k)
        if report is not None:
            report(done, len(indices))

    rows: list[dict] = []
    try:
        if report is not None:
            report(0, len(indices))
        if workers == 1 or len(indices) < 2:
            for index in indices:
                rows.extend(review_moves({**task, "moves": [index]}))
                tick(1)
        else:
            import sys
            paths = [p for p in sys.path if p]
            # one decision a task, in the game's order: the early (slow) ones start first, the
            # quick later ones fill the gaps, and the progress moves at every decision judged
            parts = [[i] for i in indices]
            from concurrent.futures import as_completed
            with worker_pool(workers, paths, []) as pool:
                futures = {pool.submit(review_moves, {**task, "moves": p}): p for p in parts}
                for fut in as_completed(futures):
                    rows.extend(fut.result())
                    tick(len(futures[fut]))
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda r: r["move"])
    return Review(rows, {"game": name, "seat": seat, "bot": _reference(name, bot),
                         "seat_name": _opening(record).seat_names[seat]})
