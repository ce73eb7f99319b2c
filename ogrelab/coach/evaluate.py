"""How good each action is: worlds dealt from the seat's view, every action tried in each.

Pure Python, as everything a learner touches: the board's hint runs in a browser as
well as in a server kernel. :meth:`Evaluation.frame` is the pandas view.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import math
import random
import threading
import time
from typing import Sequence

from ..bots.ismcts import evaluation, rewards
from ..core import Game
from ..core.bots import bot_maker, bot_seed, build_bot, parse_bot
from ..core.rng import Rng

#: A playout still going after this many actions is judged where it stands, unless the game's
#: judge asks to read it sooner (:func:`playout_limit`).
PLAYOUT_LIMIT = 2_000
#: Rounds (sampled worlds) every action gets before any is set aside.
FIRST_ROUNDS = 4
#: An action is set aside once it trails the leader, world by world, by this many standard errors.
SET_ASIDE = 3.0
#: An action set aside is still played in one world of this many, so its win chance keeps
#: converging (at a fraction of the cost) and it comes back if it was set aside on bad luck.
REVISIT = 4
#: The most worlds the actions' shared mean may weigh in an action's win chance (:func:`prior`):
#: when all actions look alike it holds their estimates together without claiming more certainty
#: than this many worlds would give.
PRIOR_WORLDS = 20
#: Spread added to the paired differences' sum of squares before their standard error is
#: taken: with few worlds that all agree, the error stays honest instead of zero.
PRIOR_SPREAD = 0.5
#: Seconds past an evaluation's budget that it waits for a worker's share (:class:`Workers`): one
#: still starting (the first time) is left out rather than waited for.
LATE = 0.25
#: What a press of the board's Think longer adds to a hint, in hint budgets (``evaluate(...,
#: more=...)``): the first press brings it to four budgets' worth, each further one as much again.
LONGER = 3.0
#: Where the seeds of an evaluation's continuations (``more=``) start among its shares' seeds
#: (:func:`share_seed`): past any share a machine has, so their worlds are new.
CONTINUED = 1 << 16
#: Standard errors either side of an estimate in its interval (about 95 %).
Z = 2.0
#: Fewer worlds than this cannot tell win chances apart: the hint says so instead of intervals.
MIN_WORLDS = 8
#: The columns of an evaluation's rows (with ``preview``, the game's words for the action).
EVALUATE_COLUMNS = ["action", "win", "win_lo", "win_hi", "standing", "samples", "gap", "gap_se", "group"]


def wilson(wins: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson's 95 % interval for a rate of ``wins`` in ``n`` (sound near 0 and 1, unlike p +- z*se)."""
    if n <= 0:
        return (math.nan, math.nan)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


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


def playout_limit(name: str, bot: str, limit: int | None = None) -> int:
    """The actions a playout runs before it is judged where it stands: ``limit`` if given, else
    the game's own (``judge_after`` on the bot whose judge reads it: Ogre Bash's heuristic bot
    reads a world after a few dozen actions), else :data:`PLAYOUT_LIMIT`."""
    if limit is not None:
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"limit: expected a whole number of actions >= 1 (or None: the game's "
                             f"own), got {limit!r}")
        return limit
    return getattr(type(build_bot(name, bot, 0)), "judge_after", None) or PLAYOUT_LIMIT


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

    @property
    def known(self) -> bool:
        """Whether the action ended the game in every world: its result is known, not estimated."""
        return bool(self.n) and not any(self.lengths.values())

    def counts(self, prior: tuple[float, float]) -> tuple[float, float]:
        """Wins and worlds, with ``prior`` = (mean, weight in worlds) added unless the result is known."""
        mean, weight = (0.0, 0.0) if self.known else prior
        return sum(self.wins.values()) + mean * weight, self.n + weight

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
    """Worlds dealt from the seat's view, one after another, every live action tried in each.

    ``game`` is the game, or its class when ``view`` (the seat's view as JSON) and ``players``
    are given instead: a worker process is sent the view only (:func:`_share`)."""

    def __init__(self, game, seat: int, keys: list, bot: str, seed: int, limit: int,
                 view: str | None = None, players: int | None = None, earlier: dict | None = None):
        self.cls = type(game) if view is None else game
        self.frozen = json.dumps(game.view(seat)) if view is None else view
        players = game.players if view is None else players
        self.rng = random.Random(seed)
        self.judge = evaluation(self.cls.name, parse_bot(bot)[0])
        self.makers = [bot_maker(self.cls.name, bot)] * players
        self.seat, self.limit = seat, limit
        self.stats = {k: _Stats(k) for k in keys}
        self.keys = list(keys)
        self.live = list(keys)
        self.rounds = 0
        # the worlds of an earlier evaluation of the same decision (:func:`earlier_rounds`: numbered
        # below 0): the race goes on from where they left it, its set-aside actions still aside
        self.earlier = bool(earlier)
        if earlier:
            for k, (wins, gains, lengths) in earlier.items():
                st = self.stats[k]
                st.wins, st.gains, st.lengths = dict(wins), dict(gains), dict(lengths)
            if len(self.keys) > 2:
                self.live = _keep(self.keys, self.stats)

    def round(self, prune: bool = True) -> None:
        cls, seat, stats, r = self.cls, self.seat, self.stats, self.rounds
        base = cls.determinize(json.loads(self.frozen), seed=self.rng.getrandbits(31))
        luck = self.rng.getrandbits(64)
        seeds = self.rng.getrandbits(31)
        now = self.live if r % REVISIT else self.keys
        for key in now:
            world = base.clone()
            world.rng = Rng(luck)
            # fresh bots with the same seeds for every action: a bot that remembers (its plan
            # for the turn) starts each playout alike
            bots = [make(bot_seed(seeds, s)) for s, make in enumerate(self.makers)]
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
        if prune and (self.rounds >= FIRST_ROUNDS or self.earlier) and len(self.keys) > 2:
            self.live = _keep(self.keys, stats)


class Workers:
    """Worker processes that play a share of an evaluation's worlds beside the calling process
    (``evaluate(..., workers=Workers(1))``: two cores, twice the worlds). They start on first use
    (a second or so) and are kept for the next evaluations, or with ``idle`` until they have been
    unused for that many seconds; where processes cannot be had (a browser's Python) or a worker
    fails, the evaluations go on in the calling process alone."""

    def __init__(self, n: int = 1, idle: float | None = None):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"Workers(n): expected a whole number of worker processes >= 1, got {n!r}")
        if idle is not None and (isinstance(idle, bool) or not isinstance(idle, (int, float))
                                 or not 0 < idle < math.inf):
            raise ValueError(f"Workers(idle=...): expected seconds > 0 after which idle workers "
                             f"are let go, or None to keep them, got {idle!r}")
        self.n = n
        self.idle = idle
        self.failed = False
        self._pool = None
        self._lock = threading.RLock()      # (a task done at once calls back under submit's hold)
        self._used = 0.0
        self._busy = 0                      # tasks sent and not yet done: never let go meanwhile
        self._timer = None
        self._exit = False

    @property
    def running(self) -> bool:
        """Whether the worker processes are up (they start on first use and, with ``idle``, end
        after that many seconds unused)."""
        return self._pool is not None

    def submit(self, fn, task):
        """``fn(task)`` in a worker: its future, or None where no worker can be had."""
        if self.failed:
            return None
        with self._lock:
            self._used = time.monotonic()
            try:
                if self._pool is None:
                    import sys
                    from ..bots import worker_pool
                    self._pool = worker_pool(self.n, [p for p in sys.path if p], [])
                    if not self._exit:
                        # let go of the pool while Python still stands: one collected later, as
                        # Python ends, prints an ignored exception of concurrent.futures
                        atexit.register(self.close)
                        self._exit = True
                    self._rest()
                future = self._pool.submit(fn, task)
                self._busy += 1
                future.add_done_callback(self._done)
                return future
            except Exception:       # no processes here, or the pool broke: play alone from now on
                self.failed = True
                return None

    def _done(self, _future) -> None:
        with self._lock:
            self._busy -= 1
            self._used = time.monotonic()

    def _rest(self) -> None:
        """With ``idle``: let the workers go once they have been unused that long, no task of theirs
        still running (a kernel left open holds no process it does not use; the next evaluation
        starts them again)."""
        if self.idle is None:
            return
        wait = self.idle if self._busy else self._used + self.idle - time.monotonic()
        if wait <= 0:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._timer = None
            return
        self._timer = threading.Timer(wait, self._check)
        self._timer.daemon = True
        self._timer.start()

    def _check(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._rest()

    def result(self, future, timeout: float | None):
        """What ``future`` gave, or None if its worker did not answer in ``timeout`` seconds (still
        starting: it is left out this time) or failed (then for good)."""
        from concurrent.futures import TimeoutError as Late
        try:
            return future.result(timeout=timeout)
        except Late:
            future.cancel()
            return None
        except Exception:
            self.failed = True
            return None

    def close(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None


def _sample(sampler: _Sampler, budget: float, samples: int | None, least: int) -> None:
    """Play rounds: ``samples`` of them, or for ``budget`` seconds (at least ``least``)."""
    began = time.perf_counter()
    while True:
        r = sampler.rounds
        if samples is not None:
            if r >= samples:
                break
        elif r >= least and time.perf_counter() - began >= budget:
            break
        sampler.round()


def _share(task: dict) -> dict:
    """One share of an evaluation's worlds, played in a worker process from the seat's view alone
    (the task holds the view, never the position): what each action gave, round by round."""
    from ..core import game_class
    sampler = _Sampler(game_class(task["game"]), task["seat"], [tuple(k) for k in task["keys"]],
                       task["bot"], task["seed"], task["limit"], view=task["view"], players=task["players"],
                       earlier=task["earlier"])
    # a worker that started late stops when the others do: at the deadline (wall-clock, one machine)
    budget = task["deadline"] - time.time() if task["samples"] is None else 0.0
    if task["samples"] is not None or budget > 0:
        _sample(sampler, budget, task["samples"], 0)
    return {k: tuple({r: v for r, v in d.items() if r >= 0} for d in (st.wins, st.gains, st.lengths))
            for k, st in sampler.stats.items()}


def share_seed(seed: int, share: int) -> int:
    """The seed of the worlds of share ``share`` of an evaluation seeded ``seed`` (share 0: ``seed``)."""
    return seed if share == 0 else Rng(seed ^ (share * 0x9E3779B97F4A7C15)).next64() >> 33


def _play_rounds(game: Game, seat: int, keys: list, budget: float, samples: int | None, bot: str,
                 seed: int, limit: int, least: int = 2, pool: "Workers | None" = None,
                 earlier: dict | None = None) -> tuple[dict, int, float, int]:
    """Sample worlds from the seat's view and try every live action in each; returns the stats, the
    rounds, the seconds and the shares. With ``pool`` (:class:`Workers`), each worker
    plays a share of the worlds at the same time as this process, on worlds of its own seed
    (:func:`share_seed`), and the rounds are put together: round ``r`` of share ``w`` is round
    ``r * shares + w``. A worker that fails or does not answer is left out. ``earlier``: the rounds
    of an earlier evaluation, numbered below 0 (:func:`earlier_rounds`), kept in the stats and
    read by every share's race; the rounds returned count only the new ones."""
    began = time.perf_counter()
    workers = pool.n if pool is not None and not pool.failed else 0
    shares = 1 + workers
    sampler = _Sampler(game, seat, keys, bot, seed, limit, earlier=earlier)
    futures, given = [], 0
    if workers:
        deadline = time.time() + budget
        for w in range(1, shares):
            part = None if samples is None else samples // shares + (w < samples % shares)
            task = {"game": game.name, "seat": seat, "keys": keys, "bot": bot, "seed": share_seed(seed, w),
                    "limit": limit, "view": sampler.frozen, "players": game.players, "samples": part,
                    "deadline": deadline, "earlier": earlier}
            future = pool.submit(_share, task)
            if future is None:      # no worker to be had: this process plays the rest
                break
            futures.append((w, future))
            given += part or 0
    _sample(sampler, budget, None if samples is None else samples - given,
            max(1, least // shares) if futures else least)
    stats = sampler.stats
    if not futures:
        return stats, sampler.rounds, time.perf_counter() - began, 1
    for st in stats.values():
        st.wins, st.gains, st.lengths = ({r * shares if r >= 0 else r: v for r, v in d.items()}
                                         for d in (st.wins, st.gains, st.lengths))
    rounds, answered = sampler.rounds, 1
    for w, future in futures:
        got = pool.result(future, None if samples is not None else max(0.0, deadline + LATE - time.time()))
        if got is None:
            continue
        played = 0
        for key, (wins, gains, lengths) in got.items():
            st = stats[key]
            for mine, theirs in ((st.wins, wins), (st.gains, gains), (st.lengths, lengths)):
                mine.update({r * shares + w: v for r, v in theirs.items()})
            played = max(played, max(wins, default=-1) + 1)
        rounds += played
        answered += 1
    return stats, rounds, time.perf_counter() - began, answered


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


def prior(stats) -> tuple[float, float]:
    """What the actions of a position share, as (mean, weight in worlds): each action's win chance
    is drawn towards the mean of all of them by as many worlds as their spread is worth (empirical
    Bayes). An action played in few worlds (set aside early) then reads near the others, as it
    likely is, rather than at the luck of those few worlds; one played in many keeps its own."""
    played = [s for s in stats if s.n]
    if len(played) < 3:
        return (0.0, 0.0)
    means = [s.mean() for s in played]
    mean = sum(means) / len(means)
    p = min(max(mean, 0.05), 0.95)
    noise = sum(p * (1 - p) / s.n for s in played) / len(played)      # the spread the worlds alone give
    spread = max(1e-4, sum((m - mean) ** 2 for m in means) / (len(means) - 1) - noise)
    return (mean, min(PRIOR_WORLDS, p * (1 - p) / spread))


def earlier_rounds(more: "Evaluation") -> tuple[dict, int]:
    """The worlds ``more`` played, by action, numbered below 0 (its round ``r`` is ``r - n``, the
    same for every action, so the worlds they shared stay shared), and ``n``."""
    n = 1 + max((r for wins, _, _ in more.stats.values() for r in wins), default=-1)
    return ({k: tuple({r - n: v for r, v in d.items()} for d in data) for k, data in more.stats.items()}, n)


def _check_more(more, game: Game, seat: int, keys: list, bot: str, limit: int, view: int) -> None:
    if not isinstance(more, Evaluation):
        raise ValueError(f"more: expected an earlier result of evaluate() to go on from, or None, "
                         f"got {type(more).__name__}")
    attrs = more.attrs
    if (attrs.get("game"), attrs.get("seat"), attrs.get("view")) != (game.name, seat, view):
        raise ValueError("more: that evaluation is of another decision (another game, seat or position); "
                         "go on only from an evaluation of this one")
    if (attrs.get("bot"), attrs.get("limit")) != (bot, limit) or sorted(more.stats) != sorted(keys):
        raise ValueError(f"more: that evaluation played other settings (bot {attrs.get('bot')!r}, limit "
                         f"{attrs.get('limit')!r}, {len(more.stats)} actions); go on with the same bot, "
                         f"limit and actions")


def evaluate(game: Game, seat: int | None = None, budget: float = 1.0, bot: str = "heuristic",
             samples: int | None = None, seed: int | None = None,
             actions: Sequence[str] | None = None, limit: int | None = None,
             least: int = 2, workers: Workers | None = None, more: "Evaluation | None" = None) -> "Evaluation":
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
    so the contenders get the rest (their ``samples`` are larger). ``win``
    leans on the mean of all the actions by as many worlds as their spread is
    worth (:func:`prior`, at most :data:`PRIOR_WORLDS`), so an action played in
    few worlds reads near the others rather than at their luck (``won`` is what
    it won in its own worlds), and the rows go by it; an action that ends the
    game in every world has its known result. ``seed``
    (default: one read from the seat's view) picks the worlds; ``actions``
    restricts the rows to some legal action texts; ``limit`` is the number of
    actions after which a playout is judged where it stands (None: the game's
    own, :func:`playout_limit`). ``workers`` (:class:`Workers`) plays a share
    of the worlds in each worker process at the same time, from the seat's
    view alone: with one worker on a second core, twice the worlds in the
    budget (``attrs["shares"]`` says how many processes played); the worlds
    differ from one process's, so ``samples`` gives the same rows again only
    with the same number of workers. ``more`` (in :mod:`ogrelab.coach`, an
    earlier :class:`Evaluation` of the same decision with the same bot, limit
    and actions) goes on from its worlds: the budget or ``samples`` buys new
    worlds, the race picks up where it stopped, and the rows read all the
    worlds together (``attrs["rounds"]`` and ``["seconds"]`` count both).
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
    limit = playout_limit(game.name, bot, limit)
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
    view = view_seed(game.view(seat))
    if seed is None:
        seed = view
    if isinstance(least, bool) or not isinstance(least, int) or least < 1:
        raise ValueError(f"least: expected a whole number of worlds >= 1, got {least!r}")
    if workers is not None and not isinstance(workers, Workers):
        raise ValueError(f"workers: expected ogrelab.coach.Workers(n) or None, got {workers!r}")
    earlier, before, seconds_before = None, 0, 0.0
    if more is not None:
        _check_more(more, game, seat, keys, bot, limit, view)
        earlier, before = earlier_rounds(more)
        seconds_before = more.attrs["seconds"]
        seed = share_seed(more.attrs["seed"], CONTINUED + before)     # new worlds, not the first ones again
    stats, rounds, seconds, shares = _play_rounds(game, seat, keys, budget, samples, bot, seed, limit,
                                                  least, workers, earlier)
    if earlier:
        for st in stats.values():
            st.wins, st.gains, st.lengths = ({r + before: v for r, v in d.items()}
                                             for d in (st.wins, st.gains, st.lengths))
        seed = more.attrs["seed"]
    return _evaluation(game, seat, legal, stats, {"game": game.name, "seat": seat, "bot": bot,
                                            "rounds": before + rounds, "seconds": seconds_before + seconds,
                                            "seed": seed, "shares": shares, "view": view, "limit": limit})


class Evaluation(list):
    """The rows of :func:`evaluate` (dicts with :data:`EVALUATE_COLUMNS` and ``preview``), best
    first; in ``attrs`` what was sampled (game, seat, bot, rounds, seconds, seed, shares, the
    view's seed, the playouts' limit), and in ``stats`` what each action gave, world by world
    (``evaluate(..., more=this)`` goes on from them)."""

    def __init__(self, rows: list, attrs: dict, stats: dict | None = None):
        super().__init__(rows)
        self.attrs = dict(attrs)
        self.stats = stats or {}

    def column(self, key: str) -> list:
        return [row[key] for row in self]

    def groups(self) -> int:
        """How many groups the worlds tell apart (1: every action about equal)."""
        return len({row["group"] for row in self})

    def frame(self):
        """The same rows as a pandas DataFrame (``attrs`` kept)."""
        import pandas as pd
        frame = pd.DataFrame(list(self), columns=EVALUATE_COLUMNS + ["won", "preview"])
        frame.attrs.update(self.attrs)
        return frame


def _shown(s: _Stats, shared: tuple[float, float]) -> float:
    wins, worlds = s.counts(shared)
    return wins / worlds


def _evaluation(game: Game, seat: int, legal: list, stats: dict, attrs: dict) -> Evaluation:
    shared = prior(stats.values())
    # best first by the win chance shown, which leans on the shared mean (so the order and the
    # figures agree; a tie falls to the worlds' own order)
    order = sorted(stats.values(), key=lambda s: (round(_shown(s, shared), 9),) + s.rank() + (s.n,), reverse=True)
    best = order[0]
    by_key = {(a.seat, a.text): a for a in legal}
    rows = []
    group, leader = 1, best
    for s in order:
        wins, worlds = s.counts(shared)
        lo, hi = (round(x, 12) for x in wilson(wins, worlds))
        gap, se = (0.0, 0.0) if s is best else s.against(best)
        if s is not leader:
            # a new group starts at the first action clearly behind the leader of the last one
            behind, behind_se = s.against(leader)
            if behind + Z * behind_se < 0:
                group, leader = group + 1, s
        rows.append({"action": s.action[1], "win": wins / worlds, "win_lo": lo, "win_hi": hi,
                     "standing": s.standing(), "samples": s.n, "gap": gap, "gap_se": se, "group": group,
                     "won": s.mean(), "preview": game.preview(by_key[s.action])})
    return Evaluation(rows, attrs, {k: (s.wins, s.gains, s.lengths) for k, s in stats.items()})
