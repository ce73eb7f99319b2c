"""Answers, not samples: deals are played in batches until the evidence decides.

A designer asks a question ("is the first player favoured?", "is option set B
better than A?"), not for a sample size. :func:`first_player` and
:func:`settle` play ``start`` deals, look at the interval, and double the
deals until it decides or ``cap`` is reached:

- the interval lies above or below zero: there is a difference, and its sign;
- it lies within ``tolerance`` of zero: no difference that large;
- the cap is reached first: "cannot be told apart with N deals", with about
  how many deals would tell.

Once decided, the deals go on doubling until the interval is ``precision``
narrow on each side (3 percentage points), so that "how much" is answered as well as
"which way"; a cap stops that too.

Every look is a chance to stop on luck, so the 5 % of error an answer may
have is shared over its planned looks (a weighted Bonferroni bound): half at
the last look, the other half split evenly over the earlier ones. The answer
as a whole is then wrong at most one time in twenty, and the last look, where
most answers that need many deals end, stays nearly as sharp as a single one. Deals are the sampling unit throughout, and
a run extended by a look plays the next deals of the same sequence, so an
answer depends only on its seed.

Who plays with whom comes from the game (``Game.SIDES``): where every seat
plays for itself the question is the first seat's advantage between equal
bots; in a game of sides it is the sides' win rates, with one bot per side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Callable, Sequence

import numpy as np
import pandas as pd

from ..core import default_bot, game_class
from .metrics import POINTS, first_player_won, interval_words, rate_ci, side_bots, side_key, side_won, words
from .runner import batches, bot_label, frame_of, seated_jobs

#: Confidence of an answer as a whole, over all its looks.
CONFIDENCE = 0.95
#: A difference in win rate smaller than this (2 percentage points) counts as none.
TOLERANCE = 0.02
#: Deals at the first look, and the most an answer plays.
START, CAP = 200, 3200
#: Once decided, play on until the interval is this narrow (3 percentage points either way), so the
#: size of a difference is told as well as its sign.
PRECISION = 0.03

#: What an answer says: a difference one way or the other, none that large, or not yet known.
VERDICTS = ("above", "below", "none", "undecided")


@dataclass
class Answer:
    """A question's answer: the verdict, the sentence, the figures and the games behind them.

    ``verdict`` is ``"above"`` (the figure is above zero: the first player, or
    option set B, is favoured), ``"below"``, ``"none"`` (within ``tolerance`` of
    zero) or ``"undecided"`` (the cap came first; ``needed`` is about how many
    deals would tell). ``figures`` has one row per figure: ``figure``,
    ``label``, ``value``, ``lo``, ``hi`` (95 % over the looks), ``deals``.
    """

    question: str
    verdict: str
    sentence: str
    value: float
    lo: float
    hi: float
    deals: int
    games: int
    looks: int
    needed: int | None
    tolerance: float
    figures: pd.DataFrame = field(repr=False)
    frame: pd.DataFrame = field(repr=False)

    @property
    def decided(self) -> bool:
        return self.verdict != "undecided"

    def __str__(self) -> str:
        return self.sentence

    def _repr_html_(self) -> str:
        import html
        return f"<p><b>{html.escape(self.question)}</b> {html.escape(self.sentence)}</p>"


def looks(start: int, cap: int) -> list[int]:
    """The deals at each look: ``start``, doubled each time, ending at ``cap``."""
    for name, value in (("start", start), ("cap", cap)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 2:
            raise ValueError(f"{name}: expected a whole number of deals >= 2, got {value!r}")
    if cap < start:
        raise ValueError(f"cap: expected at least start ({start}) deals, got {cap}")
    sizes = [start]
    while sizes[-1] < cap:
        sizes.append(min(cap, sizes[-1] * 2))
    return sizes


def look_z(look: int, n_looks: int, confidence: float = CONFIDENCE) -> float:
    """The normal quantile of look ``look`` (0-based) of ``n_looks``: the error ``1 - confidence``
    half at the last look and half over the others (all of it when there is one look)."""
    error = 1 - confidence
    if n_looks > 1:
        error = error / 2 if look == n_looks - 1 else error / 2 / (n_looks - 1)
    return NormalDist().inv_cdf(1 - error / 2)


def judge(values, deals, z: float, tolerance: float) -> tuple[float, float, float, float, str]:
    """Mean of per-game ``values`` (in -1..1), its interval over deals at ``z``, their spread,
    and the verdict: ``above``, ``below``, ``none`` (within ``tolerance``) or ``undecided``."""
    v = pd.Series(np.asarray(values, dtype="float64"))
    keep = v.notna().to_numpy()
    per_deal = v[keep].groupby(np.asarray(deals)[keep], sort=False).mean().to_numpy()
    k = len(per_deal)
    if k < 2:
        return (math.nan, math.nan, math.nan, math.nan, "undecided")
    # half a pseudo-deal at each bound and one at zero, as Agresti and Min's half-counts:
    # a run in which every deal came out alike still gets an honest width
    pts = np.concatenate([per_deal, [-1.0, 1.0, 0.0, 0.0]])
    w = np.concatenate([np.ones(k), [0.5] * 4])
    total = w.sum()
    centre = float((w * pts).sum() / total)
    spread = math.sqrt(float((w * (pts - centre) ** 2).sum() / (total - 1)))
    half = z * spread / math.sqrt(total)
    mean = float(per_deal.mean())
    lo, hi = max(-1.0, centre - half), min(1.0, centre + half)
    if lo > 0:
        verdict = "above"
    elif hi < 0:
        verdict = "below"
    elif tolerance > 0 and lo >= -tolerance and hi <= tolerance:
        verdict = "none"
    else:
        verdict = "undecided"
    return (mean, lo, hi, spread, verdict)


def _settled(state, precision: float) -> bool:
    """Decided, and (where the answer is a difference) told to ``precision``."""
    _mean, lo, hi, _spread, verdict = state
    if verdict == "undecided":
        return False
    return verdict == "none" or not precision or (hi - lo) / 2 <= precision


def deals_needed(mean: float, spread: float, z: float, tolerance: float) -> int | None:
    """About how many deals would decide: the interval narrower than the distance from zero,
    or than the room left inside the tolerance, whichever comes first."""
    if not (spread > 0) or math.isnan(mean):
        return None
    room = max(abs(mean), tolerance - abs(mean))
    if room <= 0:
        return None
    return int(math.ceil((z * spread / room) ** 2 / 100.0) * 100)


def _points(x: float) -> str:
    return f"{x * 100:+.1f}"


def _rate(x: float) -> str:
    return f"{x * 100:.1f} %"


class _Run:
    """Deals played so far for some option sets, extended look by look on the same sequence."""

    def __init__(self, name: str, plans: Sequence[dict], seed: int, workers: int, client,
                 on_batch: Callable[[pd.DataFrame], None] | None, stop: Callable[[], bool] | None):
        self.name, self.plans, self.seed = name, list(plans), seed
        self.workers, self.client, self.on_batch, self.stop = workers, client, on_batch, stop
        self.parts: dict[tuple, list] = {}
        self.played = 0
        self.stopped = False

    def extend(self, deals: int) -> pd.DataFrame:
        """Play deals ``played .. deals - 1`` of every plan; returns every game so far."""
        jobs = [job for plan in self.plans
                for job in seated_jobs(self.name, deals - self.played, plan["bots"], self.seed,
                                       plan["options"], plan.get("seating"), plan.get("extra"),
                                       start=self.played)]
        stream = batches(jobs, workers=self.workers, client=self.client, interleave=True)
        try:
            for i, _games, rows in stream:
                self.parts[(self.played, i)] = rows
                if self.on_batch is not None:
                    self.on_batch(self.frame())
                if self.stop is not None and self.stop():
                    self.stopped = True
                    break
        finally:
            stream.close()
        self.played = deals
        return self.frame()

    def frame(self) -> pd.DataFrame:
        return frame_of(self.parts)


def _equal_bots(name: str, bots, sides) -> dict | str:
    """One bot for every seat (or one per side in a game of sides); refuse a mix."""
    if bots is None:
        return default_bot(name)
    if isinstance(bots, dict):
        if not sides:
            raise ValueError(f"bots: {name} has no sides; give one bot name for every seat")
        return bots
    if isinstance(bots, str):
        return bots
    labels = {bot_label(b) for b in bots}
    if len(labels) == 1:
        return next(iter(bots))
    raise ValueError("bots: a seat's advantage is measured between equal bots, one bot at every "
                     f"seat (got {', '.join(sorted(labels))}); between different bots the seat "
                     "figures belong to that matchup and the bots' strengths are the headline "
                     "(metrics' strength_<bot>)")


def first_player(name: str, options: dict | None = None, bots=None, tolerance: float = TOLERANCE,
                 precision: float = PRECISION,
                 start: int = START, cap: int = CAP, seed: int = 0, workers: int = 1, client=None,
                 on_batch: Callable[[pd.DataFrame], None] | None = None,
                 stop: Callable[[], bool] | None = None) -> Answer:
    """Is the first player favoured? Played until the interval decides, or to ``cap`` deals.

    Where every seat plays for itself, the figure is the first seat's win rate
    minus the average seat's, between equal bots (``bots``: one name, the
    heuristic by default). In a game of sides it is the first side's win rate
    minus the second's, one bot per side (``{"Boss": ..., "Heroes": ...}`` or
    one name for both): the seat that opens belongs to a side, and no "first
    player advantage" is given apart from the side's.
    """
    cls = game_class(name)
    options = cls.check_options(dict(options or {}))
    probe = cls(seed=0, **options)
    sides = probe.sides() if cls.SIDES is not None else []
    if not isinstance(tolerance, (int, float)) or isinstance(tolerance, bool) or not 0 <= tolerance < 1:
        raise ValueError(f"tolerance: expected a difference in win rate from 0 to 1 (0.02 is two "
                         f"percentage points), got {tolerance!r}")
    chosen = _equal_bots(name, bots, sides)
    sizes = looks(start, cap)
    run = _Run(name, [{"bots": chosen, "options": options, "seating": "fixed"}], seed, workers,
               client, on_batch, stop)
    frame = pd.DataFrame()
    state = (math.nan, math.nan, math.nan, math.nan, "undecided")
    taken = 0
    z = look_z(0, len(sizes))
    for size in sizes:
        z = look_z(taken, len(sizes))
        frame = run.extend(size)
        taken += 1
        values = _side_gap(frame, sides) if sides else _first_gap(frame, probe.players)
        state = judge(values, frame["seed"].to_numpy(), z, tolerance * (2 if sides else 1))
        # a side's win rate moves half as far as the gap between two sides
        if _settled(state, precision * (2 if sides else 1)) or run.stopped:
            break
    mean, lo, hi, spread, verdict = state
    deals = int(frame["seed"].nunique()) if len(frame) else 0
    needed = deals_needed(mean, spread, z, tolerance * (2 if sides else 1)) \
        if verdict == "undecided" else None
    who = bot_label(chosen) if not isinstance(chosen, dict) else \
        ", ".join(f"{k}: {bot_label(v)}" for k, v in chosen.items())
    if sides:
        figures, sentence = _sides_words(frame, sides, mean, lo, hi, verdict, deals, needed,
                                         tolerance, who, taken, z)
        question = "Which side is favoured?"
    else:
        figures, sentence = _first_words(frame, probe.players, mean, lo, hi, verdict, deals,
                                         needed, tolerance, who, taken)
        question = "Is the first player favoured?"
    if run.stopped and verdict == "undecided":
        sentence = "Stopped before the answer was known. " + sentence
    return Answer(question, verdict, sentence, mean, lo, hi, deals, len(frame), taken, needed,
                  tolerance, figures, frame)


def _first_gap(frame: pd.DataFrame, players: int) -> np.ndarray:
    """Per game: whether the first seat won, minus a fair seat's share of that game's wins."""
    return first_player_won(frame).astype(float) - _fair(frame, players)


def _side_gap(frame: pd.DataFrame, sides) -> np.ndarray:
    """Per game: the first side won (1), the second (-1), neither or both (0)."""
    return side_won(frame, sides[0][1]) - side_won(frame, sides[1][1])


def _looks_words(looks_taken: int) -> str:
    return "" if looks_taken <= 1 else f", held over {looks_taken} looks"


def _first_words(frame, players, mean, lo, hi, verdict, deals, needed, tolerance, who, taken):
    rate, _, _ = rate_ci(_first_gap(frame, players) + _fair(frame, players)) if len(frame) else (math.nan,) * 3
    fair = float(_fair(frame, players).mean()) if len(frame) else math.nan
    interval = f"{_points(lo)} to {_points(hi)}"
    basis = (f"over {deals:,} deals with {who} bots at every seat (95 % interval {interval} "
             f"percentage points{_looks_words(taken)})")
    said = (f"the first seat wins {_rate(rate)} of games where a fair share is {_rate(fair)}: "
            f"an advantage of {_points(mean)} percentage points, {basis}.")
    if verdict == "above":
        sentence = "Yes, the first player is favoured: " + said
    elif verdict == "below":
        sentence = "No, the first player is at a disadvantage: " + said
    elif verdict == "none":
        sentence = (f"No clear advantage: no more than {tolerance * 100:.0f} percentage points either way; "
                    + said)
    else:
        more = f" (about {needed:,} would)" if needed else ""
        lead = "No clear advantage" if lo <= 0 <= hi else "Cannot be told apart from no advantage"
        sentence = (f"{lead}, but {deals:,} deals cannot show it to be under {tolerance * 100:.0f} "
                    f"percentage points either{more}. T" + said[1:])
    figures = pd.DataFrame([
        {"figure": "first_player_advantage", "label": "first player's advantage", "value": mean,
         "lo": lo, "hi": hi, "deals": deals},
        {"figure": "first_player_win_rate", "label": "first player's win rate", "value": rate,
         "lo": lo + fair, "hi": hi + fair, "deals": deals},
        {"figure": "fair_share", "label": "a fair seat's share", "value": fair, "lo": math.nan,
         "hi": math.nan, "deals": deals}])
    return figures, sentence


def _fair(frame: pd.DataFrame, players: int) -> np.ndarray:
    wins = np.zeros(len(frame))
    for s in range(players):
        wins += frame[f"win_{s}"].fillna(False).astype(bool).to_numpy()
    return wins / players


def _sides_words(frame, sides, mean, lo, hi, verdict, deals, needed, tolerance, who, taken, z):
    rows = []
    parts = []
    deals_col = frame["seed"].to_numpy()
    for name, seats in sides:
        rate, rlo, rhi = rate_ci(side_won(frame, seats), deals_col, z)
        rows.append({"figure": f"win_rate_{side_key(name)}", "label": f"{name} win", "value": rate,
                     "lo": rlo, "hi": rhi, "deals": deals})
        parts.append(f"the {name} {_verb(name, 'win')} {_rate(rate)} ({_rate(rlo)} to {_rate(rhi)})")
    (a, _), (b, _) = sides[0], sides[1]
    rows.append({"figure": f"{side_key(a)}_over_{side_key(b)}", "label": f"{a} minus {b}",
                 "value": mean, "lo": lo, "hi": hi, "deals": deals})
    opener = _opener(frame, sides)
    opens = f" in which the {opener} {_verb(opener, 'open')}" if opener else ""
    lead = f"A game of sides{opens}: {' and '.join(parts)}, over {deals:,} deals ({who}). "
    gap = f"{_points(mean)} percentage points ({_points(lo)} to {_points(hi)}{_looks_words(taken)})"
    where, caveat = _matchup(side_bots(frame, sides))
    if verdict == "above":
        sentence = lead + f"The {a} {_verb(a, 'are')} favoured{where}, by {gap}."
    elif verdict == "below":
        sentence = lead + (f"The {b} {_verb(b, 'are')} favoured{where}, by {_points(-mean)} percentage "
                           f"points ({_points(-hi)} to {_points(-lo)}{_looks_words(taken)}).")
    elif verdict == "none":
        sentence = lead + (f"Neither side is favoured{where}: {a} minus {b} is {gap}, within "
                           f"{2 * tolerance * 100:.0f} percentage points of even.")
    else:
        more = f"; about {needed:,} deals would tell" if needed else ""
        sentence = lead + f"The sides cannot be told apart with {deals:,} deals{more}: {a} minus {b} {gap}."
    return pd.DataFrame(rows), sentence + caveat


def _matchup(bots: dict[str, str]) -> tuple[str, str]:
    """For a game of sides played by ``bots`` (side -> bot): what a verdict adds ("in this
    matchup") and the sentence after it, where the sides' bots differ and so their win rates
    say nothing of the game's balance; ``("", "")`` where one bot played both."""
    if len(set(bots.values())) < 2:
        return "", ""
    played = " and ".join(f"the {side} by {bot}" for side, bot in bots.items())
    return (" in this matchup", f" With {played}, these win rates mix each side's chances with its "
            "bot's strength: give both sides the same bot to read the game's balance.")


def _verb(side: str, verb: str) -> str:
    """The verb agreeing with a side's name: "the Boss wins", "the Heroes win"."""
    plural = side.endswith("s") and not side.endswith("ss")
    if plural:
        return verb
    return {"are": "is"}.get(verb, verb + "s")


def _opener(frame: pd.DataFrame, sides) -> str:
    firsts = set(frame["first"].dropna().astype(int)) if "first" in frame and len(frame) else set()
    for name, seats in sides:
        if firsts and firsts <= set(seats):
            return name
    return ""


def settle(name: str, a: dict, b: dict, outcome: str = "first_player_advantage", bots=None,
           tolerance: float | None = None, precision: float | None = None,
           start: int = START, cap: int = CAP, seed: int = 0,
           workers: int = 1, client=None, seating=None,
           on_batch: Callable[[pd.DataFrame], None] | None = None,
           stop: Callable[[], bool] | None = None) -> Answer:
    """Does option set ``b`` change ``outcome`` from ``a``? Both on the same deals, played until
    the paired difference decides or ``cap`` deals.

    ``outcome`` is a per-game figure: ``first_player_advantage`` (where every seat
    plays for itself; in a game of sides it is read as the opening side's win,
    ``win_<side>``), ``win_<side>`` (in a game of sides), ``win_<seat>``,
    ``draw``, ``turns``, ``margin``. ``tolerance``: a difference smaller than this
    counts as none (by default 2 percentage points for a rate, 2 % of ``a``'s mean otherwise).
    """
    cls = game_class(name)
    opts_a = cls.check_options(dict(a or {}))
    opts_b = cls.check_options(dict(b or {}))
    if opts_a == opts_b:
        raise ValueError("b: the two option sets are the same; change at least one option")
    sides = cls(seed=0, **opts_a).sides() if cls.SIDES is not None else []
    if sides and outcome == "first_player_advantage":
        # the first seat is always the same side's: what B changes is that side's win rate
        outcome = f"win_{side_key(sides[0][0])}"
    sizes = looks(start, cap)
    z = look_z(0, len(sizes))
    run = _Run(name, [{"bots": bots, "options": opts_a, "seating": seating, "extra": {"run": "A"}},
                      {"bots": bots, "options": opts_b, "seating": seating, "extra": {"run": "B"}}],
               seed, workers, client, on_batch, stop)
    taken = 0
    state = (math.nan, math.nan, math.nan, math.nan, "undecided")
    frame = pd.DataFrame()
    scale = 1.0
    means = (math.nan, math.nan)
    for size in sizes:
        z = look_z(taken, len(sizes))
        frame = run.extend(size)
        taken += 1
        fa, fb = frame[frame["run"] == "A"], frame[frame["run"] == "B"]
        va, vb, deals = _paired(fa, fb, outcome)
        if taken == 1:
            rate = bool(np.isin(va[~np.isnan(va)], (0.0, 1.0)).all()) or outcome == "first_player_advantage"
            spread = float(np.nanmax(np.abs(np.concatenate([va, vb])))) if len(va) else 1.0
            scale = 1.0 if rate else max(spread, 1e-9)
            if tolerance is None:
                tolerance = TOLERANCE if rate else 0.02 * abs(float(np.nanmean(va)))
            if precision is None:
                precision = PRECISION if rate else 1.5 * tolerance
        state = judge((vb - va) / scale, deals, z, tolerance / scale)
        means = (float(np.nanmean(va)), float(np.nanmean(vb)))
        if _settled(state, precision / scale if precision else 0) or run.stopped:
            break
    mean, lo, hi, spread, verdict = state
    mean, lo, hi, spread = mean * scale, lo * scale, hi * scale, spread * scale
    n_deals = int(frame["seed"].nunique()) if len(frame) else 0
    needed = deals_needed(mean, spread, z, tolerance) if verdict == "undecided" else None
    unit = (lambda x: f"{x * 100:+.1f}{POINTS}") if scale == 1.0 else (lambda x: f"{x:+.2f}")
    gap = f"{unit(mean)} (95 % interval {interval_words(unit(lo), unit(hi))}{_looks_words(taken)})"
    basis = f"over {n_deals:,} deals, both option sets on the same deals"
    shown = (lambda x: f"{x * 100:.1f} %") if scale == 1.0 else (lambda x: f"{x:.2f}")
    said = words(outcome)
    if verdict in ("above", "below"):
        sentence = (f"B {'raises' if verdict == 'above' else 'lowers'} the {said} from "
                    f"{shown(means[0])} to {shown(means[1])}: by {gap}, {basis}.")
    elif verdict == "none":
        sentence = (f"No difference in the {said} larger than {unit(tolerance)[1:]}: {gap}, {basis}.")
    else:
        more = f"; about {needed:,} deals would tell" if needed else ""
        sentence = f"A and B cannot be told apart in the {said} with {n_deals:,} deals{more}: {gap}."
    figures = pd.DataFrame([{"figure": f"{outcome}_difference", "label": f"{outcome}, B minus A",
                             "value": mean, "lo": lo, "hi": hi, "deals": n_deals}])
    return Answer(f"Does B change the {words(outcome)}?", verdict, sentence, mean, lo, hi, n_deals, len(frame),
                  taken, needed, float(tolerance), figures, frame)


def per_game(frame: pd.DataFrame, outcome: str) -> np.ndarray:
    """One outcome per game as numbers (rates as 1/0), for paired answers and racing.

    ``first_player_advantage`` is the first seat's win less a fair seat's share;
    ``win_<side>`` a side's win in a game of sides; other names as
    :func:`ogrelab.analysis.metrics.compare` reads them.
    """
    from .metrics import outcome_values, sides_of
    players = int(frame["players"].max()) if "players" in frame and len(frame) else 0
    if outcome in ("first_player_advantage", "first_player_win_rate"):
        gap = _first_gap(frame, players)
        return gap if outcome == "first_player_advantage" else gap + _fair(frame, players)
    for side, seats in sides_of(frame):
        if outcome in (f"win_{side_key(side)}", f"win_rate_{side_key(side)}"):
            return side_won(frame, seats)
    base = outcome
    for suffix in ("_mean", "_rate"):
        if base.endswith(suffix) and base[: -len(suffix)] in frame.columns:
            base = base[: -len(suffix)]
    if base.startswith("win_rate_"):
        base = "win_" + base[len("win_rate_"):]
    if base == "comeback":
        return pd.to_numeric(frame["comeback"], errors="coerce").to_numpy(dtype=float)
    return outcome_values(frame, base)


def _paired(fa: pd.DataFrame, fb: pd.DataFrame, outcome: str):
    keys = ["seed", "rotation"] if "rotation" in fa and "rotation" in fb else ["seed"]
    left, right = fa.reset_index(drop=True), fb.reset_index(drop=True)
    pairs = left[keys].reset_index().merge(right[keys].reset_index(), on=keys, suffixes=("_a", "_b"))
    pa = left.iloc[pairs["index_a"].to_numpy()].reset_index(drop=True)
    pb = right.iloc[pairs["index_b"].to_numpy()].reset_index(drop=True)
    return per_game(pa, outcome), per_game(pb, outcome), pairs["seed"].to_numpy()


def headline(row) -> list[str]:
    """What a :func:`~ogrelab.analysis.metrics.metrics` row answers, in sentences, the answer first.

    Between different bots the bots' strengths come first and the seat figure is
    said to be that matchup's; in a game of sides the sides' win rates are the
    answer and no seat advantage is given; between equal bots the first player's
    advantage is the answer, with what its interval can tell.
    """
    get = row.get if hasattr(row, "get") else (lambda k, d=None: getattr(row, k, d))
    deals = int(get("deals", 0) or 0)
    lines: list[str] = []
    strengths = sorted(k[len("strength_"):] for k in (row.keys() if hasattr(row, "keys") else [])
                       if str(k).startswith("strength_") and not str(k).endswith(("_lo", "_hi"))
                       and get(k) == get(k))
    if get("matchup") and strengths:
        parts = [f"{b} wins {_rate(get('strength_' + b))} of its seats ({_rate(get('strength_' + b + '_lo'))} "
                 f"to {_rate(get('strength_' + b + '_hi'))})" for b in strengths]
        lines.append("Bot strength: " + "; ".join(parts) + f", over {deals:,} deals.")
    sides = get("sides")
    if isinstance(sides, str) and sides:
        names = sides.split(" vs ")
        from .metrics import side_key
        parts = []
        for name in names:
            k = f"win_rate_{side_key(name)}"
            parts.append(f"the {name} ({get('bot_' + side_key(name))}) {_verb(name, 'win')} "
                         f"{_rate(get(k))} ({_rate(get(k + '_lo'))} to {_rate(get(k + '_hi'))})")
        verdict = get("side_verdict")
        a, b = names[0], names[1]
        where, caveat = _matchup({name: str(get("bot_" + side_key(name))) for name in names})
        said = {"above": f"the {a} {_verb(a, 'are')} favoured{where}",
                "below": f"the {b} {_verb(b, 'are')} favoured{where}",
                "none": f"neither side is favoured{where} by more than 2 percentage points"}.get(verdict)
        if said is None:
            more = get("side_deals_needed")
            said = (f"the sides cannot be told apart with {deals:,} deals"
                    + (f"; about {int(more):,} would tell" if more == more and more else ""))
        lines.append(f"A game of sides: {' and '.join(parts)}, over {deals:,} deals: {said}.{caveat}")
        return lines
    value = get("first_player_advantage")
    if value is None or value != value:
        return lines
    lo, hi = get("first_player_advantage_lo"), get("first_player_advantage_hi")
    figure = f"{_points(value)} percentage points ({_points(lo)} to {_points(hi)}) over {deals:,} deals"
    verdict = get("first_player_verdict")
    said = {"above": "the first player is favoured", "below": "the first player is at a disadvantage",
            "none": "no clear advantage (within 2 percentage points either way)"}.get(verdict)
    if said is None:
        more = get("first_player_deals_needed")
        said = (f"cannot be told apart from no advantage with {deals:,} deals"
                + (f"; about {int(more):,} would tell" if more == more and more else ""))
    if get("matchup"):
        lines.append(f"First player's advantage in this matchup: {figure}: {said}. "
                     "A seat's own advantage is measured between equal bots.")
    else:
        bot = str(get("lineup") or "equal").split(" vs ")[0]
        lines.append(f"First player's advantage, {bot} bots at every seat: "
                     f"{figure}: {said}.")
    return lines


def skill_ladder(name: str, bots: Sequence[str] = ("random", "heuristic", "ismcts"),
                 n_games: int = 200, seed: int = 0, options: dict | None = None, workers: int = 1,
                 client=None, on_batch: Callable[[pd.DataFrame], None] | None = None,
                 stop: Callable[[], bool] | None = None) -> pd.DataFrame:
    """How much skill matters: each rung of a ladder of bots, weakest first, against the one below.

    Where every seat plays for itself, the stronger bot takes one seat against the
    weaker at every other, rotated over the seats: its win rate against a fair
    seat's share (``edge``). In a game of sides, each side in turn plays the
    stronger bot while the others keep the weaker, on the same deals as a game of
    weaker bots only: the gain in that side's win rate (``edge``), paired deal by
    deal. A game where the edge is large rewards skill; one where it is near zero
    is decided by the deal.

    One row per rung (and side): ``rung``, ``weaker``, ``stronger``, ``side``
    (``"any seat"`` or the side), ``win_rate`` with ``lo``/``hi``, ``reference``
    (a fair seat's share, or the side's rate with the weaker bot), ``edge`` with
    ``edge_lo``/``edge_hi`` (95 %), ``deals``.
    """
    from .metrics import bot_stats, deal_ci
    cls = game_class(name)
    options = cls.check_options(dict(options or {}))
    probe = cls(seed=0, **options)
    ladder = [str(b) for b in bots]
    if len(ladder) < 2:
        raise ValueError("bots: a ladder needs two or more bots, weakest first, "
                         "e.g. random, heuristic, ismcts")
    rows = []
    for weaker, stronger in zip(ladder, ladder[1:]):
        rung = f"{stronger} over {weaker}"
        if cls.SIDES is None:
            lineup = [stronger] + [weaker] * (probe.players - 1)
            run = _Run(name, [{"bots": lineup, "options": options, "seating": "rotate"}], seed,
                       workers, client, on_batch, stop)
            frame = run.extend(n_games)
            stats = bot_stats(frame).set_index("bot")
            rate, lo, hi = (float(stats.loc[stronger, k]) for k in ("win_rate", "lo", "hi"))
            fair = float(stats.loc[stronger, "fair"])
            rows.append({"rung": rung, "weaker": weaker, "stronger": stronger, "side": "any seat",
                         "win_rate": rate, "lo": lo, "hi": hi, "reference": fair,
                         "edge": rate - fair, "edge_lo": lo - fair, "edge_hi": hi - fair,
                         "deals": int(frame["seed"].nunique())})
            continue
        sides = probe.sides()
        plans = [{"bots": {n: weaker for n, _ in sides}, "options": options, "seating": "fixed",
                  "extra": {"run": "base"}}]
        plans += [{"bots": {n: (stronger if n == side else weaker) for n, _ in sides},
                   "options": options, "seating": "fixed", "extra": {"run": side}}
                  for side, _ in sides]
        frame = _Run(name, plans, seed, workers, client, on_batch, stop).extend(n_games)
        base = frame[frame["run"] == "base"].set_index("seed")
        for side, seats in sides:
            part = frame[frame["run"] == side].set_index("seed")
            common = part.index.intersection(base.index)
            won = side_won(part.loc[common].reset_index(), seats)
            was = side_won(base.loc[common].reset_index(), seats)
            rate, lo, hi = rate_ci(won)
            gain, glo, ghi = deal_ci(won - was, np.asarray(common), bounds=(-1, 1))
            rows.append({"rung": rung, "weaker": weaker, "stronger": stronger, "side": side,
                         "win_rate": rate, "lo": lo, "hi": hi, "reference": float(was.mean()),
                         "edge": gain, "edge_lo": glo, "edge_hi": ghi, "deals": len(common)})
        if stop is not None and stop():
            break
    return pd.DataFrame(rows)
