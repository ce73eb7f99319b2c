"""Many seeded games at once: one DataFrame row per game, or one per move.

Every game's seed comes from ``(seed, game index)`` and every bot's seed from
the game's seed and its seat, so a frame depends on neither the number of
workers nor how the games were split into batches, and any row can be played
again alone with :func:`trace` (``trace(name, seed=row.seed, ...)``).

Batches run in this process (``workers=1``), in a pool of processes
(``workers=N``) or on a Dask cluster (``client=`` a ``distributed.Client`` or a
scheduler address).
"""

from __future__ import annotations

import json
import math
import sys
from concurrent.futures import as_completed
from typing import Any, Iterable, Iterator, Sequence

import pandas as pd

from ..core import Bot, Game, RandomBot, default_bot, game_class
from ..bots import prepare_worker, worker_pool
from ..core.bots import bot_maker, bot_seed, build_bot
from ..core.rng import Rng, seed_state

#: ``winner`` when the game was drawn, and when several seats won together.
DRAW = -1
SHARED = -2

_MIX = 0xD1B54A32D192ED03
#: Games above this many actions raise: every game here has a rule-backed end.
MAX_ACTIONS = 100_000
#: Runs of at least this many games show a progress bar unless told otherwise.
PROGRESS_FROM = 2_000


# ------------------------------------------------------------------ seeds
def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    return Rng(seed_state(seed) ^ ((index + 1) * _MIX)).next64() >> 33


def bot_label(spec: str | Bot) -> str:
    return spec if isinstance(spec, str) else getattr(spec, "name", type(spec).__name__)


def seat_bots(game: str, bots, players: int, sides: Sequence | None = None) -> list:
    """One bot spec per seat from a name, a Bot, a list of them (one per seat), or a dict of
    one per side (``{"Boss": "heuristic", "Heroes": "random"}``; ``sides`` as ``Game.sides()``)."""
    if bots is None:
        bots = default_bot(game)
    if isinstance(bots, dict):
        named = dict(sides or [])
        unknown = [k for k in bots if k not in named]
        missing = [k for k in named if k not in bots]
        if unknown or missing or not named:
            raise ValueError(f"bots: a dict gives one bot per side; {game} has the sides "
                             f"{', '.join(named) or 'none (give one bot per seat)'}"
                             f"{'; unknown: ' + ', '.join(map(str, unknown)) if unknown else ''}"
                             f"{'; missing: ' + ', '.join(missing) if missing else ''}")
        specs: list = [None] * players
        for side, seats in named.items():
            for s in seats:
                specs[s] = bots[side]
    elif isinstance(bots, (str, Bot)):
        specs = [bots] * players
    else:
        specs = list(bots)
        if len(specs) != players:
            raise ValueError(f"bots: {len(specs)} given, but {game} is played here by {players} "
                             f"seats; give one bot per seat or one name for all")
    for spec in specs:
        build_bot(game, spec, 0)  # fails early, in this process, on an unknown bot
    return specs


#: How bots sit: ``"fixed"`` as given, ``"rotate"`` each deal once per cyclic rotation.
SEATINGS = ("fixed", "rotate")


def resolve_seating(seating, specs: Sequence) -> str:
    """The seating to use: ``None`` (or ``"auto"``) rotates when the bots differ between seats."""
    if seating is None or seating == "auto":
        return "rotate" if len({bot_label(s) for s in specs}) > 1 else "fixed"
    if seating not in SEATINGS:
        raise ValueError(f"seating: expected 'rotate', 'fixed' or None (rotate when the bots "
                         f"differ between seats), got {seating!r}")
    return seating


def rotations(specs: Sequence, groups: Sequence[Sequence[int]] | None = None) -> list[tuple[int, list]]:
    """The distinct rotations of ``specs`` over the seats, as ``(rotation, seating)``.

    ``groups`` are the sets of interchangeable seats (a game's sides; by default
    every seat is one group). A bot rotates only among the seats of its group, so
    in a game of sides no bot ever crosses to the other side. With one group,
    in rotation ``r`` the bot given for seat ``s`` sits at seat ``(s + r) % players``;
    with several, every combination of the groups' cyclic rotations is one rotation.
    A rotation that seats the same bots as an earlier one is left out.
    """
    n = len(specs)
    groups = [list(g) for g in (groups or [range(n)])]
    seen, out = set(), []
    combos: list[list[int]] = [[]]
    for g in groups:
        combos = [c + [r] for c in combos for r in range(len(g))]
    for r, shifts in enumerate(combos):
        seating = list(specs)
        for g, shift in zip(groups, shifts):
            for i, seat in enumerate(g):
                seating[seat] = specs[g[(i - shift) % len(g)]]
        key = tuple(bot_label(b) for b in seating)
        if key not in seen:
            seen.add(key)
            out.append((r, seating))
    return out


def seat_groups(name: str, options: dict | None = None) -> list[tuple[int, ...]]:
    """The seats a bot may rotate over: every seat in a game where seats are interchangeable,
    each side's seats in a game of sides (``Game.SIDES``)."""
    game = game_class(name)(seed=0, **(options or {}))
    if game.SIDES is None:
        return [tuple(range(game.players))]
    return [seats for _, seats in game.sides()]


def lineup_label(specs: Sequence) -> str:
    """The bots as given, seat by seat: ``"heuristic vs random"``."""
    return " vs ".join(bot_label(b) for b in specs)


def seated_jobs(name: str, n_games: int, bots=None, seed: int = 0,
                options: dict | None = None, seating=None, extra: dict | None = None,
                start: int = 0) -> list:
    """The jobs of ``n_games`` deals under a seating: one job per rotation, all on the same seeds.

    Bots rotate only over interchangeable seats (:func:`seat_groups`): in a game of
    sides each side keeps its bots. ``start`` is the first deal's index in the run
    from ``seed``, so a run can be extended with more deals of the same sequence.
    """
    first = Job(name, n_games, bots, seed, options, extra, start)
    how = resolve_seating(seating, first.bots)
    seated = rotations(first.bots, seat_groups(name, first.options))
    if seating in (None, "auto") and len(seated) == 1:
        how = "fixed"       # different bots on different sides: nothing to rotate
    lineup = lineup_label(first.bots)
    if how == "fixed":
        first.extra = {"seating": how, "rotation": 0, "lineup": lineup, **first.extra}
        return [first]
    return [Job(name, n_games, seated, seed, options,
                {"seating": how, "rotation": r, "lineup": lineup, **(extra or {})}, start)
            for r, seated in seated]


# ------------------------------------------------------------ one game
class _Lead:
    """Who leads by ``game.scores`` turn by turn: lead changes, and since when the lead is held."""

    __slots__ = ("leader", "last", "changes", "since", "scores", "history")

    def __init__(self, scores):
        self.scores = self.leader = self.last = self.since = None
        self.changes = 0
        self.history: list[tuple[int, list]] = []
        self.see(scores, 0)

    def trailed(self, seat: int, turn: float) -> bool | None:
        """Whether ``seat`` stood below the best standing after ``turn`` (None: not comparable)."""
        before = [scores for t, scores in self.history if t <= turn]
        scores = before[-1] if before else None
        try:
            return bool(scores[seat] < max(scores))
        except (TypeError, IndexError, ValueError):
            return None

    def see(self, scores, now: int) -> None:
        """The standings after turn ``now``; the caller skips standings seen last time."""
        self.scores = list(scores)
        self.history.append((now, self.scores))
        try:
            best = max(scores)
            lead = scores.index(best)
            if best in scores[lead + 1:] or best.__class__ not in (int, float):
                lead = None
        except (TypeError, ValueError):
            lead = None
        if lead is not None:
            last = self.last
            if last is not None and lead != last:
                self.changes += 1
            if lead != last or self.since is None:
                self.since = now
            self.last = lead
        else:
            self.since = None
        self.leader = lead


def _numbers(scores) -> list[float] | None:
    try:
        values = [float(s) for s in scores]
    except (TypeError, ValueError):
        return None
    return values if values else None


class Table:
    """What every game of a batch shares: the game, its options and how to seat the bots."""

    def __init__(self, name: str, options: dict, bots: Sequence):
        self.name = name
        self.cls = game_class(name)
        self.options = dict(options)        # as given: the game fills in the defaults
        self.columns = {f"opt_{k}": _flat(v) for k, v in self.cls.check_options(self.options).items()}
        self.bots = list(bots)
        self.labels = [bot_label(spec) for spec in bots]
        self.bot_columns = {f"bot_{s}": label for s, label in enumerate(self.labels)}
        self._makers = [bot_maker(name, spec) for spec in bots]
        self._seat_columns: tuple[list[str], list[str]] = ([], [])

    def seat_columns(self, seats: int) -> tuple[list[str], list[str]]:
        """The ``win_<seat>`` and ``score_<seat>`` column names, made once."""
        if len(self._seat_columns[0]) < seats:
            self._seat_columns = ([f"win_{s}" for s in range(seats)],
                                  [f"score_{s}" for s in range(seats)])
        return self._seat_columns

    def seat(self, seed: int) -> list[Bot]:
        return [make(bot_seed(seed, s)) for s, make in enumerate(self._makers)]


def play_game(table: Table, seed: int, index: int = 0, moves: bool = False,
              max_actions: int = MAX_ACTIONS, lead: bool = True):
    """Play one game; returns its row (``moves=False``) or its list of move rows.

    ``lead`` follows the lead turn by turn (``lead_changes`` and
    ``decided_at``; NaN without it).
    """
    game: Game = table.cls(seed=seed, **table.options)
    players = game.players
    seated = table.seat(seed)
    labels = table.labels
    first = game.current_player
    n = real = offered = 0
    turn = game.turn
    tracker = _Lead(game.scores)
    trace: list[dict] = []
    # a random bot's choice inlined (the same draw as RandomBot.choose): the loop stays bare
    quick = [b.rng.random if type(b) is RandomBot else None for b in seated]
    follow = lead and not moves
    for n in range(max_actions + 1):
        if game.is_over:
            break
        if n == max_actions:
            raise RuntimeError(f"{table.name} seed={seed}: no end after {max_actions} actions")
        seat = game.current_player
        legal = game.legal_actions()
        k = len(legal)
        draw_random = quick[seat]
        if draw_random is not None:
            action = legal[int(draw_random() * k)]
        else:
            bot = seated[seat]
            action = bot.choose(game.view(seat) if bot.needs_view else None, legal)
        game.play(action)
        offered += k
        real += k > 1
        if follow and game.turn != turn:
            turn = game.turn
            standings = game.scores
            if standings != tracker.scores:
                tracker.see(standings, turn)
        elif moves:
            now = game.turn
            if lead and now != turn and game.scores != tracker.scores:
                tracker.see(game.scores, now)
            trace.append({"move": n, "turn": turn, "seat": seat, "bot": labels[seat],
                          "action": str(action), "kind": getattr(action, "kind", ""),
                          "choices": k,
                          **{f"score_{i}": v for i, v in enumerate(game.scores)}})
            turn = now
    if lead and game.scores != tracker.scores:
        tracker.see(game.scores, game.turn)
    result = game.result
    winners = tuple(int(w) for w in result.winners)
    draw = bool(result.draw or not winners)
    if moves:
        for row in trace:
            row.update(game=table.name, index=index, seed=seed, won=row["seat"] in winners,
                       draw=draw)
        return trace
    scores = list(result.scores) or list(game.scores)
    row: dict[str, Any] = {"game": table.name, "index": index, "seed": seed, "players": players,
                           "first": first}
    row.update(table.bot_columns)
    row.update(table.columns)
    row["winner"] = DRAW if draw else (winners[0] if len(winners) == 1 else SHARED)
    row["winners"] = list(winners)
    row["draw"] = draw
    wins, points = table.seat_columns(max(players, len(scores)))
    row.update(zip(wins[:players], [s in winners for s in range(players)]))
    row.update(zip(points, scores))
    values = _numbers(scores)
    if values is None:
        margin = math.nan
    elif draw:
        margin = 0.0
    else:
        losers = [v for s, v in enumerate(values) if s not in winners]
        margin = min(values[w] for w in winners) - max(losers) if losers else math.nan
    row["margin"] = margin
    row["turns"] = game.turn
    row["actions"] = n
    row["reason"] = result.reason
    row["ending"] = result.ending
    row["branching"] = offered / n if n else math.nan
    row["real_decisions"] = real / n if n else math.nan
    row["lead_changes"] = tracker.changes if lead else math.nan
    one = winners[0] if len(winners) == 1 else None
    if lead and one is not None and tracker.leader == one and tracker.since is not None and game.turn:
        row["decided_at"] = tracker.since / game.turn
    else:
        row["decided_at"] = math.nan
    trailed = tracker.trailed(one, game.turn / 2) if lead and one is not None else None
    row["comeback"] = math.nan if trailed is None else trailed
    if game.SIDES is not None:
        # the sides' standings measure different things (hit points against hit points of
        # another kind, zombies against energy): who "leads" has no meaning across them
        row["lead_changes"] = row["decided_at"] = row["comeback"] = math.nan
    return row


def _flat(value):
    """Option values as flat column values: lists and tables become JSON text."""
    if isinstance(value, (list, tuple, dict)):
        return json.dumps(value, sort_keys=True)
    return value


# ------------------------------------------------------------- batches
def run_batch(task: dict) -> list:
    """Play games ``start..stop`` of one job; runs in any worker."""
    prepare_worker(task["paths"], task["modules"])
    out = []
    table = Table(task["name"], task["options"], task["bots"])
    for index in range(task["start"], task["stop"]):
        seed = game_seed(task["seed"], index)
        try:
            result = play_game(table, seed, index, moves=task["moves"],
                               max_actions=task["max_actions"], lead=task["lead"])
        except Exception as e:
            raise RuntimeError(f"{task['name']} game {index} (seed={seed}, bots={table.labels}, "
                               f"options={task['options']}) failed: {type(e).__name__}: {e}") from e
        if task["moves"]:
            out.extend(result)
        else:
            out.append(result)
    for row in out:
        row.update(task["extra"])
    return out


def _modules(name: str, specs: Iterable, imports: Iterable[str]) -> list[str]:
    found = {game_class(name).__module__}
    for spec in specs:
        found.add(type(build_bot(name, spec, 0)).__module__)
    found.update(imports)
    return sorted(m for m in found if m != "__main__")


class Job:
    """One option set and seating, played ``n_games`` times from ``seed``."""

    def __init__(self, name: str, n_games: int, bots=None, seed: int = 0,
                 options: dict | None = None, extra: dict | None = None, first: int = 0):
        cls = game_class(name)
        self.name = name
        self.options = dict(options or {})
        cls.check_options(self.options)
        if not isinstance(n_games, int) or isinstance(n_games, bool) or n_games < 0:
            raise ValueError(f"n_games: expected a whole number >= 0, got {n_games!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed: expected an integer, got {seed!r}")
        if not isinstance(first, int) or isinstance(first, bool) or first < 0:
            raise ValueError(f"first: expected a game index >= 0, got {first!r}")
        self.n_games = n_games
        self.first = first      # games first .. first + n_games - 1 of the run from ``seed``
        self.seed = seed
        probe = cls(seed=0, **self.options)
        self.bots = seat_bots(name, bots, probe.players, probe.sides())
        self.extra = dict(extra or {})


def _tasks(jobs: Sequence[Job], workers: int, client, chunk_size: int | None, moves: bool,
           imports: Iterable[str], max_actions: int, lead: bool) -> list[dict]:
    if not isinstance(workers, int) or isinstance(workers, bool) or workers < 1:
        raise ValueError(f"workers: expected a whole number >= 1, got {workers!r} "
                         f"(for a Dask cluster pass client=)")
    total = sum(j.n_games for j in jobs)
    if chunk_size is None:
        lanes = workers if client is None else max(workers, 4)
        chunk_size = max(1, min(500, math.ceil(total / (lanes * 8)) if total else 1))
    elif not isinstance(chunk_size, int) or isinstance(chunk_size, bool) or chunk_size < 1:
        raise ValueError(f"chunk_size: expected a whole number >= 1, got {chunk_size!r}")
    paths = [p for p in sys.path if p]
    imports = list(imports)
    tasks = []
    for job in jobs:
        modules = _modules(job.name, job.bots, imports)
        end = job.first + job.n_games
        for start in range(job.first, end, chunk_size):
            tasks.append({"name": job.name, "options": job.options, "bots": job.bots,
                          "seed": job.seed, "start": start,
                          "stop": min(end, start + chunk_size), "moves": moves,
                          "lead": lead,
                          "max_actions": max_actions, "extra": job.extra,
                          "paths": paths, "modules": modules})
    return tasks


def batches(jobs: Sequence[Job], *, workers: int = 1, client=None, chunk_size: int | None = None,
            moves: bool = False, imports: Iterable[str] = (), max_actions: int = MAX_ACTIONS,
            lead: bool = True, interleave: bool = False) -> Iterator[tuple[int, int, list]]:
    """Play every job batch by batch, yielding ``(position, games, rows)`` as batches finish.

    ``position`` orders the batches as :func:`run_jobs` orders its rows (job, then game),
    so ``frame_of`` of the collected batches is the frame ``run_jobs`` gives. Closing the
    generator (or leaving a loop over it) drops the batches not yet started, which is how
    a run is stopped midway; the rows already yielded stand. ``interleave`` starts the
    jobs' first batches before their second ones, so every job fills in together.
    """
    tasks = _tasks(jobs, workers, client, chunk_size, moves, imports, max_actions, lead)
    order = sorted(range(len(tasks)), key=lambda i: (tasks[i]["start"], i)) if interleave \
        else list(range(len(tasks)))
    if client is not None:
        yield from _dask_batches(client, tasks, order)
    elif workers == 1 or len(tasks) <= 1:
        for i in order:
            yield i, tasks[i]["stop"] - tasks[i]["start"], run_batch(tasks[i])
    else:
        pool = worker_pool(min(workers, len(tasks)), tasks[0]["paths"], tasks[0]["modules"])
        try:
            futures = {pool.submit(run_batch, tasks[i]): i for i in order}
            for fut in as_completed(futures):
                i = futures[fut]
                yield i, tasks[i]["stop"] - tasks[i]["start"], fut.result()
        finally:
            # on an error, an interrupt or a stop, batches not yet started are dropped; the run
            # does not wait for the worker processes to exit (they end on their own once idle),
            # so a page says "done" as soon as its games are in
            pool.shutdown(wait=False, cancel_futures=True)


def frame_of(parts: dict[int, list], moves: bool = False) -> pd.DataFrame:
    """The frame of the batches collected so far from :func:`batches` (``{position: rows}``)."""
    return _frame([row for i in sorted(parts) for row in parts[i]], moves)


def run_jobs(jobs: Sequence[Job], *, workers: int = 1, client=None, progress: bool | None = None,
             chunk_size: int | None = None, moves: bool = False, imports: Iterable[str] = (),
             max_actions: int = MAX_ACTIONS, lead: bool = True,
             desc: str = "") -> pd.DataFrame:
    """Play every job, batched across workers; rows in job then game order."""
    total = sum(j.n_games for j in jobs)
    stream = batches(jobs, workers=workers, client=client, chunk_size=chunk_size, moves=moves,
                     imports=imports, max_actions=max_actions, lead=lead)
    if progress is None:
        progress = total >= PROGRESS_FROM
    from tqdm.auto import tqdm
    bar = tqdm(total=total, desc=desc or (jobs[0].name if jobs else ""), unit="game",
               disable=not progress, leave=True)
    parts: dict[int, list] = {}
    try:
        for i, games, rows in stream:
            parts[i] = rows
            bar.update(games)
    finally:
        stream.close()
        bar.close()
    return frame_of(parts, moves)


def _dask_batches(client, tasks: list, order: list[int]):
    from distributed import Client
    from distributed import as_completed as dask_completed
    own = isinstance(client, str)
    if own:
        client = Client(client)
    elif not isinstance(client, Client):
        raise ValueError(f"client: expected a distributed.Client or a scheduler address, got {client!r}")
    futures = []
    try:
        futures = client.map(run_batch, [tasks[i] for i in order], pure=False)
        where = {f.key: i for i, f in zip(order, futures)}
        for fut in dask_completed(futures):
            i = where[fut.key]
            yield i, tasks[i]["stop"] - tasks[i]["start"], fut.result()
    finally:
        for fut in futures:
            if not fut.done():
                fut.cancel()
        if own:
            client.close()


_FRONT = ["game", "index", "seed", "seating", "rotation", "lineup", "players", "first"]
_MOVE_FRONT = ["game", "index", "seed", "seating", "rotation", "lineup", "move", "turn", "seat", "bot", "action", "kind", "choices"]


_GROUPS = ("bot_", "opt_", "winner", "winners", "draw", "win_", "score_")


def _place(col: str, front: list[str]) -> tuple:
    """Column order: the front columns, then bots, options, results, seat by seat."""
    if col in front:
        return (0, front.index(col), 0)
    for g, prefix in enumerate(_GROUPS, start=1):
        if col == prefix or (prefix.endswith("_") and col.startswith(prefix)):
            tail = col[len(prefix):]
            return (1, g, int(tail) if tail.isdigit() else 0)
    return (2, 0, 0)


def _frame(rows: list[dict], moves: bool) -> pd.DataFrame:
    front = _MOVE_FRONT if moves else _FRONT
    if not rows:
        return pd.DataFrame(columns=front)
    names = dict.fromkeys(rows[0])
    if any(len(r) != len(names) for r in rows):   # option sets with more seats add columns
        for r in rows:
            names.update(dict.fromkeys(r))
    cols = sorted(names, key=lambda c: _place(c, front))  # stable: ties keep their order
    return pd.DataFrame({c: [r.get(c) for r in rows] for c in cols})


# --------------------------------------------------------------- public
def simulate(name: str, n_games: int, bots=None, seed: int = 0, options: dict | None = None,
             workers: int = 1, client=None, progress: bool | None = None,
             chunk_size: int | None = None, imports: Iterable[str] = (),
             max_actions: int = MAX_ACTIONS, lead: bool = True, seating=None) -> pd.DataFrame:
    """Play ``n_games`` seeded deals of ``name``; one row per game.

    ``bots`` is one bot name for every seat, one per seat, or in a game of
    sides one per side (``{"Boss": "heuristic", "Heroes": "random"}``); a name
    may carry settings (``"ismcts:iterations=300"``). ``None``: the game's
    heuristic bot at every seat (:func:`default_bot`). Columns: ``game, index, seed,
    players, first`` (the seat that moved first), ``bot_<seat>``,
    ``opt_<option>``, ``winner`` (the seat, ``-1`` draw, ``-2`` several seats
    won together), ``winners``, ``draw``, ``win_<seat>``, ``score_<seat>``
    (final), ``margin`` (winners' lowest score minus the best other score),
    ``turns``, ``actions``, ``reason`` (the game's sentence for people),
    ``ending`` (how it ended, one of the game's ``ENDINGS``), ``branching`` (mean legal actions per
    decision), ``real_decisions`` (share of decisions with more than one
    choice), ``lead_changes`` and ``decided_at`` (the share of the game's
    turns after which the eventual winner led, by ``game.scores``, for good).

    The frame is the same for a given seed whatever ``workers``, ``client``
    or ``chunk_size``. ``client`` runs the batches on a Dask cluster (a
    ``distributed.Client`` or a scheduler address). ``imports`` names modules
    that workers import first (games and bots defined outside ogrelab); the
    modules of the game and of the named bots are imported anyway.
    ``lead`` follows the lead by ``game.scores`` turn by turn for
    ``lead_changes`` and ``decided_at``; ``lead=False`` skips that (they are
    NaN) and saves one ``game.scores`` per turn, which some games count up
    afresh each time.

    ``seating="rotate"`` plays every deal (the same game seed) once in each
    cyclic rotation of the bots over the interchangeable seats (within each
    side in a game of sides, so no bot crosses sides), so seat and bot effects
    separate and every comparison is paired: the frame has ``n_games`` rows
    per distinct rotation, rotation by rotation. ``seating="fixed"`` seats
    the bots as given. The default (``None``) rotates when the bots differ
    between seats. Columns ``seating``, ``rotation`` (0: the bots as given;
    ``r``: the bot given for seat ``s`` sits at seat ``(s + r) % players``)
    and ``lineup`` (the bots as given, ``"heuristic vs random"``) say which.
    """
    jobs = seated_jobs(name, n_games, bots, seed, options, seating)
    return run_jobs(jobs, workers=workers, client=client, progress=progress,
                    chunk_size=chunk_size, imports=imports, max_actions=max_actions,
                    lead=lead, desc=name)


def simulate_moves(name: str, n_games: int, bots=None, seed: int = 0,
                   options: dict | None = None, workers: int = 1, client=None,
                   progress: bool | None = None, chunk_size: int | None = None,
                   imports: Iterable[str] = (), max_actions: int = MAX_ACTIONS,
                   seating=None) -> pd.DataFrame:
    """The same games as :func:`simulate` with the same arguments, one row per move.

    Columns: ``game, index, seed, move, turn`` (turns taken before the move),
    ``seat, bot, action`` (its text), ``kind``, ``choices`` (legal actions
    offered), ``score_<seat>`` (standings after the move), ``won`` (the mover's
    seat won the game) and ``draw``.
    """
    jobs = seated_jobs(name, n_games, bots, seed, options, seating)
    return run_jobs(jobs, workers=workers, client=client, progress=progress,
                    chunk_size=chunk_size, moves=True, imports=imports,
                    max_actions=max_actions, desc=f"{name} moves")


def trace(name: str, seed: int = 0, bots=None, options: dict | None = None,
          max_actions: int = MAX_ACTIONS) -> pd.DataFrame:
    """The course of one game, move by move (the columns of :func:`simulate_moves`).

    ``seed`` is the game's own seed, as in a :func:`simulate` row's ``seed``
    column, so ``trace(name, row.seed, bots, options)`` replays that row's game.
    """
    job = Job(name, 1, bots, 0, options)
    rows = play_game(Table(name, job.options, job.bots), seed, 0, moves=True,
                     max_actions=max_actions)
    return _frame(rows, True)


def sweep(name: str, grid: dict[str, Sequence], n_games: int, bots=None, seed: int = 0,
          options: dict | None = None, workers: int = 1, client=None,
          progress: bool | None = None, chunk_size: int | None = None,
          imports: Iterable[str] = (), lead: bool = True, seating=None) -> pd.DataFrame:
    """:func:`simulate` over every combination of the options in ``grid``, in one frame.

    Every option set plays the same seeds (common random numbers), so
    differences between them come from the options, not from luck.
    ``metrics(frame)`` then compares the option sets row by row. ``seating``
    is :func:`simulate`'s (rotated by default when the bots differ).
    """
    if not isinstance(grid, dict) or not grid:
        raise ValueError("grid: expected a dict of option name -> list of values, e.g. "
                         "{'fists': [6, 8, 10]}")
    names = list(grid)
    combos: list[dict] = [{}]
    for key in names:
        values = grid[key]
        if isinstance(values, (str, bytes)) or not isinstance(values, Sequence) or not values:
            raise ValueError(f"grid[{key!r}]: expected a non-empty list of values")
        combos = [{**c, key: v} for c in combos for v in values]
    jobs = [job for combo in combos
            for job in seated_jobs(name, n_games, bots, seed, {**(options or {}), **combo}, seating)]
    return run_jobs(jobs, workers=workers, client=client, progress=progress,
                    chunk_size=chunk_size, imports=imports, lead=lead, desc=f"{name} sweep")
