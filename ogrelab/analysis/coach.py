"""The coach: how good is each action, and how good was the move played.

As a chess analysis board does, with hidden cards: :func:`evaluate` gives every
legal action of the deciding seat a win chance, the chance that the seat wins
if it takes that action and every seat then plays like a reference bot (the
game's heuristic bot unless told otherwise); :func:`review` goes through a
game and marks the decisions that cost the seat winning chances.

The coach knows only what the seat may know. Each sample is a world dealt
from the seat's view (``determinize(view(seat), seed)``), never the true
hidden cards, and the default seed is taken from the view itself, so a seat's
evaluation is the same in every world consistent with what it sees. Every
action is tried in a copy of the same world, with the same chance and the
same bot seeds (common random numbers, as the paired search of
``ogrelab.bots.ismcts`` does), so the gaps between actions are sharper than
each win chance alone. A playout runs to the end of the game; one still going
after ``limit`` actions is judged by the game's own evaluation where it has
one (:func:`ogrelab.bots.ismcts.evaluation`), else by the standings
(:func:`ogrelab.bots.ismcts.rewards`).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Callable, Sequence

import pandas as pd

from ..bots.ismcts import evaluation, rewards
from ..core import Game, replay
from ..core.rng import Rng
from .metrics import wilson
from .runner import Table, _prepare, build_bot, parse_bot

#: A playout still going after this many actions is judged where it stands.
PLAYOUT_LIMIT = 2_000
#: Rounds (sampled worlds) every action gets before any is set aside.
FIRST_ROUNDS = 4
#: An action is set aside once it trails the leader, world by world, by this many standard errors.
SET_ASIDE = 3.0
#: An action set aside is still played in one world of this many, so its win chance keeps
#: converging (at a fraction of the cost) and it comes back if it was set aside on bad luck.
REVISIT = 4
#: Spread added to the paired differences' sum of squares before their standard error is
#: taken: with few worlds that all agree, the error stays honest instead of zero.
PRIOR_SPREAD = 0.5
#: Standard errors either side of an estimate in its interval (about 95 %).
Z = 2.0
#: Fewer worlds than this cannot tell win chances apart: the hint says so instead of intervals.
MIN_WORLDS = 8
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

EVALUATE_COLUMNS = ["action", "win", "win_lo", "win_hi", "standing", "samples", "gap", "gap_se", "group"]
REVIEW_COLUMNS = ["move", "action", "best", "win_before", "win_after", "loss", "label"]
REVIEW_EXTRA = ["turn", "seat", "kind", "choices", "samples", "loss_se", "loss_lo", "loss_hi", "why"]


def view_seed(view: dict) -> int:
    """A seed read from a view: the same position as a seat sees it gives the same samples."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8], 16)


def _number(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return math.nan


def _check_budget(budget, samples) -> None:
    if samples is not None:
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise ValueError(f"samples: expected a whole number of sampled worlds >= 1 (or None to "
                             f"use the budget), got {samples!r}")
        return
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget > 0 \
            or not math.isfinite(budget):
        raise ValueError(f"budget: expected seconds > 0 (such as 1.0), got {budget!r}")


def check_bot(name: str, bot) -> None:
    """A bot name the game has (the coach, the review and mining take one); ValueError naming the bots if not."""
    if not isinstance(bot, str):
        raise ValueError(f"bot: expected a bot name such as 'heuristic', got {bot!r}")
    build_bot(name, bot, 0)   # raises a ValueError naming the bots of the game


def _reference(name: str, bot: str) -> str:
    """The reference bot: the one named, or the game's heuristic bot, else the random one."""
    from ..core import bot_names
    if bot == "heuristic" and "heuristic" not in bot_names(name):
        return "random"
    return bot


class _Stats:
    """What the rounds gave one action: its win values and standing changes, round by round."""

    __slots__ = ("action", "wins", "gains", "lengths")

    def __init__(self, action):
        self.action = action
        self.wins: dict[int, float] = {}
        self.gains: dict[int, float] = {}
        self.lengths: dict[int, int] = {}

    @property
    def n(self) -> int:
        return len(self.wins)

    def mean(self) -> float:
        return sum(self.wins.values()) / self.n if self.n else -math.inf

    def rank(self) -> tuple:
        """Best first: the higher win chance; on a tie the better standing, then the quicker win (or the slower loss)."""
        win = self.mean()
        length = sum(self.lengths.values()) / self.n if self.n else 0.0
        standing = self.standing()
        return (round(win, 9), -math.inf if math.isnan(standing) else round(standing, 9),
                -length if win >= 0.5 else length)

    def standing(self) -> float:
        values = [g for g in self.gains.values() if not math.isnan(g)]
        return sum(values) / len(values) if values else math.nan

    def against(self, other: "_Stats") -> tuple[float, float]:
        """Mean and standard error of this action's win minus ``other``'s, world by world."""
        shared = [r for r in self.wins if r in other.wins]
        n = len(shared)
        if n == 0:
            return math.nan, math.nan
        diffs = [self.wins[r] - other.wins[r] for r in shared]
        mean = sum(diffs) / n
        if n < 2:
            return mean, math.inf
        # a half pseudo-observation of spread: a few identical worlds are not certainty
        var = (sum((d - mean) ** 2 for d in diffs) + PRIOR_SPREAD) / n
        return mean, math.sqrt(var / n)


def _playout(world: Game, bots: list, seat: int, limit: int, judge) -> tuple[float, float, int]:
    """Play ``world`` on with ``bots`` to its end; the seat's result (0..1), standing change and length."""
    start = world.scores
    steps = 0
    while not world.is_over and steps < limit:
        mover = world.current_player
        bot = bots[mover]
        world.play(bot.choose(world.view(mover) if bot.needs_view else None, world.legal_actions()))
        steps += 1
    if world.is_over or judge is None:
        win = rewards(world, start)[seat]
    else:
        win = float(judge(world, seat))
    now = world.scores
    gain = _number(now[seat]) - _number(start[seat]) if len(now) > seat and len(start) > seat else math.nan
    return win, gain, steps


class _Sampler:
    """Worlds dealt from the seat's view, one after another, every live action tried in each."""

    def __init__(self, game: Game, seat: int, keys: list, bot: str, seed: int, limit: int):
        self.cls = type(game)
        self.frozen = json.dumps(game.view(seat))
        self.rng = random.Random(seed)
        self.judge = evaluation(game.name, parse_bot(bot)[0])
        self.table = Table(game.name, game.options, [bot] * game.players)
        self.seat, self.limit = seat, limit
        self.stats = {k: _Stats(k) for k in keys}
        self.keys = list(keys)
        self.live = list(keys)
        self.rounds = 0

    def round(self, prune: bool = True) -> None:
        cls, seat, stats, r = self.cls, self.seat, self.stats, self.rounds
        base = cls.determinize(json.loads(self.frozen), seed=self.rng.getrandbits(31))
        luck = self.rng.getrandbits(64)
        bot_seed = self.rng.getrandbits(31)
        now = self.live if r % REVISIT else self.keys
        for key in now:
            world = base.clone()
            world.rng = Rng(luck)
            # fresh bots with the same seeds for every action: a bot that remembers (its plan
            # for the turn) starts each playout alike
            bots = self.table.seat(bot_seed)
            for a in world.legal_actions():
                if (a.seat, a.text) == key:
                    break
            else:
                raise ValueError(f"{cls.name}.determinize gave a world without the legal action "
                                 f"{key[1]!r} of seat {seat}'s view")
            world.play(a)
            win, gain, length = _playout(world, bots, seat, self.limit, self.judge)
            stats[key].wins[r] = win
            stats[key].gains[r] = gain
            stats[key].lengths[r] = length
        self.rounds = r + 1
        if prune and self.rounds >= FIRST_ROUNDS and len(self.keys) > 2:
            self.live = _keep(self.keys, stats)


def _rounds(game: Game, seat: int, keys: list, budget: float, samples: int | None, bot: str,
            seed: int, limit: int, least: int = 2) -> tuple[dict, int, float]:
    """Sample worlds from the seat's view and try every live action in each; returns the stats."""
    sampler = _Sampler(game, seat, keys, bot, seed, limit)
    began = time.perf_counter()
    while True:
        r = sampler.rounds
        if samples is not None:
            if r >= samples:
                break
        elif r >= least and time.perf_counter() - began >= budget:
            break
        sampler.round()
    return sampler.stats, sampler.rounds, time.perf_counter() - began


def _keep(live: list, stats: dict) -> list:
    """The actions still sampled: the two best, and every one not yet clearly behind the leader."""
    ranked = sorted(live, key=lambda k: stats[k].rank(), reverse=True)
    leader = stats[ranked[0]]
    keep = set(ranked[:2])
    for k in ranked[2:]:
        gap, se = stats[k].against(leader)
        if not gap + SET_ASIDE * se < 0:
            keep.add(k)
    return [k for k in live if k in keep]




def evaluate(game: Game, seat: int | None = None, budget: float = 1.0, bot: str = "heuristic",
             samples: int | None = None, seed: int | None = None,
             actions: Sequence[str] | None = None, limit: int = PLAYOUT_LIMIT,
             least: int = 2) -> pd.DataFrame:
    """How good each legal action of the deciding seat is, judged from that seat's view.

    One row per action, best first: ``action`` (its text), ``win`` (the chance
    that the seat wins if it takes the action and every seat then plays like
    ``bot``; a draw counts a half), ``win_lo``/``win_hi`` (Wilson 95 %),
    ``standing`` (the expected change of the seat's ``game.scores`` entry by
    the end of the game: points, fists, hit points; it breaks ties of win
    chance), ``samples`` (worlds played), ``gap`` (the mean difference from
    the first row's win chance on the same worlds, 0 for the first row) with
    its standard error ``gap_se``, ``group`` (1: the actions the worlds cannot
    tell from the first row, paired gap within :data:`Z` standard errors; the
    next group starts at the first action clearly behind the leader of the
    last one) and ``preview`` (the game's words for what the action does)
    where the game describes its actions. Fewer than :data:`MIN_WORLDS`
    worlds cannot tell actions apart: say so rather than rank them.

    ``budget`` is seconds of sampling on this machine (at least ``least``
    worlds are played, two by default); ``samples`` instead plays exactly that many worlds, so the result
    is the same on any machine. Every action gets the first
    :data:`FIRST_ROUNDS` worlds; after that an action that trails the leader
    by :data:`SET_ASIDE` standard errors, world by world, is played in only one world of
    :data:`REVISIT` (and comes back if it no longer trails),
    so the contenders get the rest (their ``samples`` are larger). ``seed``
    (default: one read from the seat's view) picks the worlds; ``actions``
    restricts the rows to some legal action texts; ``limit`` is the number of
    actions after which a playout is judged where it stands.
    """
    if not isinstance(game, Game):
        raise ValueError(f"evaluate(game): expected a game (ogrelab.new_game(...)), got {type(game).__name__}")
    if game.is_over:
        raise ValueError("evaluate: the game is over, there is no decision to evaluate")
    deciding = game.current_player
    if seat is None:
        seat = deciding
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"seat: no seat {seat!r}; seats are 0..{game.players - 1} (None: the seat to decide)")
    if seat != deciding:
        raise ValueError(f"seat {seat} is not deciding now: {game.seat_names[deciding]} (seat {deciding}) is; "
                         f"the coach evaluates the decision of the seat to move, from its view")
    _check_budget(budget, samples)
    check_bot(game.name, bot)
    bot = _reference(game.name, bot)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit: expected a whole number of actions >= 1, got {limit!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed: expected an integer or None (a seed read from the view), got {seed!r}")
    legal = game.legal_actions()
    if actions is not None:
        if isinstance(actions, str):
            actions = [actions]
        texts = [a.text for a in legal]
        wrong = [t for t in actions if t not in texts]
        if wrong or not actions:
            raise ValueError(f"actions: {wrong or 'none given'} not legal now; legal: {', '.join(texts)}")
        legal = [a for a in legal if a.text in set(actions)]
    keys = [(a.seat, a.text) for a in legal]
    if seed is None:
        seed = view_seed(game.view(seat))
    if isinstance(least, bool) or not isinstance(least, int) or least < 1:
        raise ValueError(f"least: expected a whole number of worlds >= 1, got {least!r}")
    stats, rounds, seconds = _rounds(game, seat, keys, budget, samples, bot, seed, limit, least)
    return _frame(game, seat, legal, stats, {"game": game.name, "seat": seat, "bot": bot,
                                             "rounds": rounds, "seconds": seconds, "seed": seed})


def _frame(game: Game, seat: int, legal: list, stats: dict, attrs: dict) -> pd.DataFrame:
    order = sorted(stats.values(), key=lambda s: s.rank() + (s.n,), reverse=True)
    best = order[0]
    by_key = {(a.seat, a.text): a for a in legal}
    rows = []
    group, leader = 1, best
    for s in order:
        lo, hi = (round(x, 12) for x in wilson(sum(s.wins.values()), s.n))
        gap, se = (0.0, 0.0) if s is best else s.against(best)
        if s is not leader:
            # a new group starts at the first action clearly behind the leader of the last one
            behind, behind_se = s.against(leader)
            if behind + Z * behind_se < 0:
                group, leader = group + 1, s
        rows.append({"action": s.action[1], "win": s.mean(), "win_lo": lo, "win_hi": hi,
                     "standing": s.standing(), "samples": s.n, "gap": gap, "gap_se": se, "group": group})
    frame = pd.DataFrame(rows, columns=EVALUATE_COLUMNS)
    frame["preview"] = [game.preview(by_key[s.action]) for s in order]
    frame.attrs.update(attrs)
    return frame


# ------------------------------------------------------------------ review
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


def _start(record: dict) -> Game:
    return replay({**record, "actions": []})


def decisions(record: dict | Game, seat: int) -> list[int]:
    """The indices in ``record`` of the seat's decisions that offered more than one action."""
    record = _record(record)
    game = _start(record)
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
    _prepare(task.get("paths", ()), task.get("modules", ()))
    record, seat = task["record"], task["seat"]
    game = _start(record)
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
    margin = (f"\u00b1{100 * Z * se:.0f} points, 95 %" if math.isfinite(se)
              else "too few worlds for a margin")
    if tag == "best":
        return f"{described(taken)} was the coach's first choice ({_pct(win_taken)} win chance)."
    if tag == "good":
        return (f"As good as the coach's first choice: {described(taken)} won {_pct(win_taken)} and "
                f"{described(best)} {_pct(win_best)} over the same {n} worlds.")
    if tag == "unclear":
        return (f"Unclear: over the same {n} worlds {described(best)} won {_pct(win_best)} and "
                f"{described(taken)} {_pct(win_best - loss)}; the difference, {100 * loss:.0f} points ({margin}), "
                f"could be no loss or a costly one.")
    return (f"Better was {described(best)}: {_pct(win_best)} win chance, against {_pct(win_taken)} for "
            f"{described(taken)}: {100 * loss:.0f} points less ({margin}, over the same {n} worlds).")


def _judge(game: Game, seat: int, taken: str, task: dict) -> dict:
    kind = game.find(taken).kind
    frame = evaluate(game, seat, budget=task["budget"], bot=task["bot"], samples=task["samples"],
                     limit=task["limit"], least=FIRST_ROUNDS)
    best = frame.action.iloc[0]
    win_before = float(frame.win.iloc[0])
    loss, se, samples = 0.0, 0.0, int(frame.samples.iloc[0])
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
            "turn": game.turn, "seat": seat, "kind": kind, "choices": len(frame),
            "samples": samples, "loss_se": se,
            "loss_lo": loss - Z * se if math.isfinite(se) else -math.inf,
            "loss_hi": loss + Z * se if math.isfinite(se) else math.inf,
            "why": _why(game, seat, taken, best, tag, win_before, win_before - shown, loss, se, samples)}


def judge(game: Game, action: str, budget: float = 1.0, bot: str = "heuristic", samples: int | None = None,
          cap: int = REVIEW_CAP, limit: int = PLAYOUT_LIMIT) -> dict:
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
    return _judge(game, seat, action, {"budget": budget, "bot": bot, "samples": samples, "cap": cap,
                                       "limit": limit})


def review(record: dict | Game, seat: int, budget: float = 1.0, bot: str = "heuristic",
           samples: int | None = None, workers: int = 1,
           progress: bool | Callable[[int, int], None] | None = None,
           limit: int = PLAYOUT_LIMIT, moves: Sequence[int] | None = None,
           cap: int = REVIEW_CAP) -> pd.DataFrame:
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
            # the later decisions of a game are the quick ones: deal them out round robin
            parts = [indices[w::workers * 2] for w in range(workers * 2)]
            parts = [p for p in parts if p]
            with ProcessPoolExecutor(max_workers=workers, initializer=_prepare,
                                     initargs=(paths, [])) as pool:
                futures = {pool.submit(review_moves, {**task, "moves": p}): p for p in parts}
                for fut in as_completed(futures):
                    rows.extend(fut.result())
                    tick(len(futures[fut]))
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda r: r["move"])
    frame = pd.DataFrame(rows, columns=REVIEW_COLUMNS + REVIEW_EXTRA)
    frame.attrs.update({"game": name, "seat": seat, "bot": _reference(name, bot),
                        "seat_name": _start(record).seat_names[seat]})
    return frame


def mistakes(frame: pd.DataFrame, worst: str = "inaccuracy") -> pd.DataFrame:
    """The rows of a review labelled ``worst`` or worse."""
    if worst not in LABELS:
        raise ValueError(f"worst: expected one of {', '.join(LABELS)}, got {worst!r}")
    return frame[frame.label.map(LABELS.index) >= LABELS.index(worst)]


def typical(frame: pd.DataFrame) -> pd.DataFrame:
    """Where a review's losses lie: per kind of action taken, the decisions, the mean loss,
    the share labelled inaccuracy or worse, and how often the best action was of another kind."""
    if frame.empty:
        return pd.DataFrame(columns=["kind", "decisions", "mean_loss", "costly", "costly_share"])
    costly = frame.label.map(LABELS.index) >= LABELS.index("inaccuracy")
    out = (frame.assign(costly=costly)
           .groupby("kind", sort=False)
           .agg(decisions=("move", "size"), mean_loss=("loss", "mean"), costly=("costly", "sum"))
           .reset_index())
    out["costly_share"] = out.costly / out.decisions
    return out.sort_values(["mean_loss", "decisions"], ascending=False).reset_index(drop=True)


def bot_game(name: str, seed: int = 0, bots="heuristic", options: dict | None = None) -> dict:
    """The ``record()`` of a whole game played by ``bots`` from ``seed``, seated as
    :func:`ogrelab.analysis.simulate` seats them: a game to review."""
    from .runner import Job
    from ..core import choose
    job = Job(name, 1, bots, seed, options)
    table = Table(name, job.options, job.bots)
    game = table.cls(seed=seed, **table.options)
    seated = table.seat(seed)
    while not game.is_over:
        game.play(choose(seated[game.current_player], game))
    return game.record()
