"""Design metrics from simulated games, after Ludii's: who wins, how, how long.

All functions read the frames of :func:`ogrelab.analysis.simulate` (games) and
:func:`ogrelab.analysis.simulate_moves` (moves); intervals are 95 %: Wilson's
for rates, the normal one for means. With rotated seating the rotations of a
deal share its luck, so a rate's Wilson interval is taken at the sample size
the deals are worth (:func:`rate_ci`, the design effect), and a paired
difference's interval is over deals with Agresti and Min's half-counts
(:func:`deal_ci`): both stay centred and honest at small counts.

A game declares who plays with whom (``Game.SIDES``). Where every seat plays
for itself, the seats are compared (``first_player_advantage``); in a game of
sides the sides are (``win_rate_<side>``), and no seat advantage is given,
since a side's win rate already holds whatever its seat brings.
"""

from __future__ import annotations

import math
import re
from typing import Callable, Sequence

import numpy as np
import pandas as pd

from ..coach.evaluate import wilson

Z = 1.959963984540054


#: Metrics in a person's words (charts' axes, the lab's tables, the answers' sentences).
WORDS = {"first_player_advantage": "first player's advantage", "first_player_win_rate": "first player's win rate",
         "first_player_win": "first player wins", "draw_rate": "draw rate", "draw": "draws",
         "turns_mean": "game length (turns)", "turns": "game length (turns)",
         "actions_mean": "game length (actions)", "actions": "game length (actions)",
         "margin_mean": "winning margin", "margin": "winning margin", "balance": "balance",
         "comeback_rate": "comebacks (the winner trailed at half time)",
         "comeback": "comebacks (the winner trailed at half time)",
         "decided_at_mean": "decided at (share of the game the winner then led)",
         "decided_at": "decided at (share of the game the winner then led)",
         "lead_changes_mean": "lead changes", "shared_rate": "shared wins", "decisive_rate": "games with a winner",
         "distance": "distance to the target"}


def words(figure: str, seats: Sequence[str] = (), sides: Sequence[str] = ()) -> str:
    """A metric's column name in words: ``win_rate_0`` -> "win rate of Seat 0",
    ``win_rate_boss`` -> "Boss win rate", ``strength_random`` -> "strength of random"."""
    m = re.fullmatch(r"win(?:_rate)?_(\d+)", figure)
    if m:
        s = int(m[1])
        return f"win rate of {seats[s] if s < len(seats) else f'Seat {s}'}"
    for side in sides:
        key = "_".join(side.lower().split())
        if figure in (f"win_rate_{key}", f"win_{key}"):
            return f"{side} win rate"
    if figure == "side_gap" and len(sides) >= 2:
        return f"{sides[0]} minus {sides[1]} (win rate)"
    m = re.fullmatch(r"win(?:_rate)?_([a-z_]+)", figure)
    if m and m[1] not in ("rate",):
        return f"{m[1].replace('_', ' ').title()} win rate"
    if figure.startswith("strength_"):
        return f"strength of {figure[len('strength_'):]} (win rate over every seat)"
    return WORDS.get(figure, figure.replace("_", " "))


#: A difference in win rate smaller than this (2 percentage points) counts as none.
TOLERANCE = 0.02

#: The unit of a difference of two rates, as a figure is written ("points" alone would read as a
#: game's score).
POINTS = " percentage points"


def is_difference(figure: str) -> bool:
    """Whether a figure is a difference of two rates (a seat's advantage, the sides' gap): written
    signed, in percentage points."""
    return "advantage" in figure or figure == "side_gap"


def interval_words(lo: str, hi: str) -> str:
    """An interval of two written figures, their shared unit once: ``-1.9 to +3.8 percentage
    points``, ``14.2 to 30.0 %``."""
    unit = next((u for u in (POINTS, " %") if lo.endswith(u) and hi.endswith(u)), "")
    return f"{lo[:len(lo) - len(unit)]} to {hi}"


def verdict_of(lo: float, hi: float, tolerance: float = TOLERANCE) -> str:
    """What an interval of a difference says: ``above`` or ``below`` zero, ``none`` (inside
    ``tolerance`` either way) or ``undecided`` (the deals cannot tell)."""
    if lo != lo or hi != hi:        # NaN
        return "undecided"
    if lo > 0:
        return "above"
    if hi < 0:
        return "below"
    if tolerance > 0 and lo >= -tolerance and hi <= tolerance:
        return "none"
    return "undecided"


def deals_to_decide(value: float, lo: float, hi: float, deals: int,
                    tolerance: float = TOLERANCE) -> int | None:
    """About how many deals would let an undecided interval decide: narrow enough to leave
    zero, or to fit inside the tolerance, whichever comes first (width shrinks as 1/sqrt)."""
    half = (hi - lo) / 2
    room = max(abs(value), tolerance - abs(value))
    if not (half > 0 and room > 0 and deals):
        return None
    return int(math.ceil(deals * (half / room) ** 2 / 100.0) * 100)


def sign_test(better: int, worse: int) -> float:
    """Two-sided exact sign test: the chance of a split of ``better`` against ``worse``
    at least this uneven if either way were equally likely (paired results that changed)."""
    if min(better, worse) < 0:
        raise ValueError(f"sign_test: counts must be >= 0, got {better!r} and {worse!r}")
    n = better + worse
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(better, worse) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def mean_ci(values, z: float = Z) -> tuple[float, float, float]:
    """Mean and its normal interval; NaNs ignored."""
    v = pd.Series(values, dtype="float64").dropna()
    if v.empty:
        return (math.nan, math.nan, math.nan)
    m = float(v.mean())
    if len(v) < 2:
        return (m, math.nan, math.nan)
    half = z * float(v.std(ddof=1)) / math.sqrt(len(v))
    return (m, m - half, m + half)


def seats_of(frame: pd.DataFrame) -> list[int]:
    return sorted(int(c[4:]) for c in frame.columns if c.startswith("win_") and c[4:].isdigit())


def group_columns(frame: pd.DataFrame) -> list[str]:
    """What tells runs apart in a frame: the game, its options and its bots.

    A frame from ``simulate`` says how the bots sat (``seating``) and which
    were given (``lineup``): its rotations of one lineup are one run, so the
    seat-by-seat ``bot_`` columns do not split it.
    """
    if "lineup" in frame.columns:
        return [c for c in frame.columns if c in ("game", "seating", "lineup") or c.startswith("opt_")]
    return [c for c in frame.columns if c == "game" or c.startswith(("opt_", "bot_"))]


def rotated(frame: pd.DataFrame) -> bool:
    """Whether every game of the frame comes from rotated seating (each deal in every rotation)."""
    return "seating" in frame.columns and len(frame) > 0 and bool((frame["seating"] == "rotate").all())


def deal_ci(values, deals, z: float = Z, bounds: tuple[float, float] | None = None
            ) -> tuple[float, float, float]:
    """Mean of per-game ``values`` with an interval that treats a deal's rotations as one sample.

    The games of one deal share their luck, so they are averaged deal by deal
    first and the interval is the normal one over deals (a paired design).
    With ``bounds`` (a rate: ``(0, 1)``; a difference of rates: ``(-1, 1)``)
    half a pseudo-deal at each bound and one at their middle join the sample,
    as Agresti and Min add a half to each cell of a paired table: a run in
    which every deal came out alike gets an honest width, and a small sample's
    interval stays centred near its estimate.
    """
    v = pd.Series(np.asarray(values, dtype="float64"))
    keep = v.notna().to_numpy()
    v = v[keep]
    if v.empty:
        return (math.nan, math.nan, math.nan)
    per_deal = v.groupby(np.asarray(deals)[keep], sort=False).mean().to_numpy()
    m = float(v.mean())
    if len(per_deal) < 2:
        return (m, math.nan, math.nan)
    weights = np.ones(len(per_deal))
    if bounds is not None:
        low, high = bounds
        mid = (low + high) / 2
        per_deal = np.concatenate([per_deal, [low, high, mid, mid]])
        weights = np.concatenate([weights, [0.5] * 4])
    total = weights.sum()
    centre = float((weights * per_deal).sum() / total)
    var = float((weights * (per_deal - centre) ** 2).sum() / (total - 1))
    half = z * math.sqrt(var / total)
    lo, hi = centre - half, centre + half
    if bounds is not None:
        lo, hi = max(bounds[0], lo), min(bounds[1], hi)
    return (m, lo, hi)


def rate_ci(won, deals=None, z: float = Z) -> tuple[float, float, float]:
    """A rate of per-game wins (1/0, NaN ignored) with its 95 % interval.

    Without ``deals``: Wilson's. With ``deals`` (rotated seating: a deal's
    rotations share their luck) Wilson's at the sample size the deals are
    worth: the binomial variance over the variance of the rate measured deal
    by deal (the design effect), at least one game a deal and at most every
    game. The interval stays inside 0..1 and centred as Wilson's is.
    """
    v = pd.Series(np.asarray(won, dtype="float64"))
    keep = v.notna().to_numpy()
    v = v[keep]
    n = len(v)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = float(v.mean())
    if deals is None:
        return (p, *wilson(p * n, n, z))
    per_deal = v.groupby(np.asarray(deals)[keep], sort=False).mean()
    k = len(per_deal)
    var = float(per_deal.var(ddof=1)) / k if k > 1 else math.nan
    if not var > 0 or p in (0.0, 1.0):
        size = float(k)
    else:
        size = min(float(n), max(float(k), p * (1 - p) / var))
    return (p, *wilson(p * size, size, z))


def bot_labels(frame: pd.DataFrame) -> list[str]:
    """The bots seated in a frame, in the order they first appear seat by seat."""
    cols = sorted((c for c in frame.columns if c.startswith("bot_") and c[4:].isdigit()),
                  key=lambda c: int(c[4:]))
    return list(dict.fromkeys(str(v) for c in cols for v in frame[c].dropna()))


def _bot_wins(part: pd.DataFrame, label: str) -> tuple[np.ndarray, np.ndarray]:
    """Per game: the wins of ``label``'s seats and how many seats it held."""
    wins = np.zeros(len(part))
    held = np.zeros(len(part))
    for s in seats_of(part):
        if f"bot_{s}" not in part:
            continue
        here = (part[f"bot_{s}"].astype(str) == label).to_numpy()
        won = part[f"win_{s}"].fillna(False).astype(bool).to_numpy()
        held += here
        wins += here & won
    return wins, held


def _groups(frame: pd.DataFrame, by: Sequence[str] | None):
    keys = list(group_columns(frame) if by is None else by)
    if not keys:
        yield {}, frame
        return
    for values, part in frame.groupby(keys, sort=False, dropna=False):
        values = values if isinstance(values, tuple) else (values,)
        yield dict(zip(keys, values)), part


def _stats(values, prefix: str) -> dict:
    v = pd.Series(values, dtype="float64").dropna()
    m, lo, hi = mean_ci(v)
    return {f"{prefix}_mean": m, f"{prefix}_lo": lo, f"{prefix}_hi": hi,
            f"{prefix}_std": float(v.std(ddof=1)) if len(v) > 1 else math.nan,
            f"{prefix}_min": float(v.min()) if len(v) else math.nan,
            f"{prefix}_median": float(v.median()) if len(v) else math.nan,
            f"{prefix}_max": float(v.max()) if len(v) else math.nan}


def metrics(frame: pd.DataFrame, by: Sequence[str] | None = None) -> pd.DataFrame:
    """One row of design metrics per game, option set and seating (or per ``by``).

    - ``deals`` (distinct game seeds) and ``deals_to_halve`` (four times as
      many: an interval narrows with the square root of the sample);
    - ``win_rate_<seat>`` (+ ``_lo``/``_hi``): share of games the seat won
      (a shared win counts for each winner); with rotated seating, over every
      rotation, so it is the seat's own advantage;
    - ``strength_<bot>`` (+ ``_lo``/``_hi``), where the bots differ and every
      seat plays for itself: the share of its seats the bot won, over every
      seat (its strength apart from the seat when the seating rotates); not
      in a game of sides, where a bot holds its side and its rate is the side's;
    - ``first_player_win_rate`` and ``first_player_advantage``: the rate of
      the seat that moved first, and that rate minus the average seat's
      (1/players when every game has one winner; draws and team wins move it);
      only where every seat plays for itself (``Game.SIDES`` is None);
    - ``matchup``: whether the bots differ between seats. Then the seat
      figures belong to that matchup (a strong bot wins from any seat), and
      the bots' strengths are the headline; a seat's own advantage is read
      between equal bots;
    - ``win_rate_<side>`` (+ ``_lo``/``_hi``) in a game of sides
      (``win_rate_boss``, ``win_rate_heroes``): the share of games the side
      won, with ``sides`` naming them and ``bot_<side>`` the bot each played;
      ``side_gap`` (+ interval): the first side's rate minus the second's;
    - ``first_player_verdict`` / ``side_verdict``: what the interval says
      (:func:`verdict_of`: ``above``, ``below``, ``none`` within 2 percentage points of
      win rate, or ``undecided``), and ``..._deals_needed``: about how many
      deals would decide an undecided one;
    - ``balance``: 1 minus the gap between the best and worst seat's win rate
      (1: every seat wins as often);
    - ``draw_rate``, ``shared_rate`` (several seats won together);
    - ``decisive_rate``: share of games with a winner;
    - ``decided_at_mean`` (+ ``_lo``/``_hi``), decisiveness: how far into
      the game (0..1 of its turns) the eventual winner took the lead for good;
      ``comeback_rate`` (+ ``_lo``/``_hi``), drama: how often the winner
      trailed at the game's midpoint; ``lead_changes_mean``: all three read
      the lead from ``game.scores`` turn by turn (``simulate``'s ``lead``),
      so they are given only where every seat plays for itself;
    - ``margin_*``, ``turns_*``, ``actions_*``: mean (with interval), std,
      min, median, max;
    - ``branching_mean`` (legal actions per decision) and
      ``real_decisions_mean`` (share of decisions with a real choice).
    """
    rows = []
    seats = seats_of(frame)
    for key, part in _groups(frame, by):
        n = len(part)
        row = dict(key)
        row["games"] = n
        paired = rotated(part)
        deals = part["seed"].to_numpy() if "seed" in part else np.arange(n)
        row["deals"] = int(pd.Series(deals).nunique())
        row["deals_to_halve"] = 4 * row["deals"]
        players = int(part["players"].max()) if "players" in part and n else len(seats)
        row["players"] = players
        rates = []
        cluster = deals if paired else None
        for s in seats:
            col = part[f"win_{s}"]
            rate, lo, hi = rate_ci(col.astype("float64"), cluster)
            row[f"win_rate_{s}"], row[f"win_rate_{s}_lo"], row[f"win_rate_{s}_hi"] = rate, lo, hi
            if col.notna().any():
                rates.append(rate)
        fair = sum(rates) / len(rates) if rates else math.nan
        labels = bot_labels(part)
        row["matchup"] = len(labels) > 1
        sides = sides_of(part)
        if sides:
            row["sides"] = " vs ".join(name for name, _ in sides)
            for name, group in sides:
                key_ = side_key(name)
                rate, lo, hi = rate_ci(side_won(part, group), cluster)
                row[f"win_rate_{key_}"], row[f"win_rate_{key_}_lo"], row[f"win_rate_{key_}_hi"] = rate, lo, hi
            row.update({f"bot_{side_key(name)}": bot for name, bot in side_bots(part, sides).items()})
            if len(sides) == 2:
                (_, a), (_, b) = sides
                won_a = side_won(part, a)
                won_b = side_won(part, b)
                m, glo, ghi = deal_ci(won_a - won_b, deals if paired else np.arange(n), bounds=(-1, 1))
                row["side_gap"], row["side_gap_lo"], row["side_gap_hi"] = m, glo, ghi
                _say(row, "side", m, glo, ghi, 2 * TOLERANCE)
        elif "first" in part and n:
            won = first_player_won(part)
            rate, lo, hi = rate_ci(won.astype(float), cluster)
            row["first_player_win_rate"] = rate
            row["first_player_advantage"] = rate - fair
            row["first_player_advantage_lo"] = lo - fair
            row["first_player_advantage_hi"] = hi - fair
            _say(row, "first_player", rate - fair, lo - fair, hi - fair)
        if len(labels) > 1 and not sides:   # a bot that held one side has that side's rate, no strength
            for label in labels:
                wins, held = _bot_wins(part, label)
                total = float(held.sum())
                rate = float(wins.sum()) / total if total else math.nan
                if paired:
                    lo, hi = _ratio_ci(wins, held, deals)
                else:
                    lo, hi = wilson(float(wins.sum()), int(total))
                row[f"strength_{label}"], row[f"strength_{label}_lo"], row[f"strength_{label}_hi"] = \
                    rate, lo, hi
        row["balance"] = 1 - (max(rates) - min(rates)) if rates else math.nan
        draws = float(part["draw"].astype(bool).sum()) if "draw" in part else 0.0
        row["draw_rate"] = draws / n if n else math.nan
        row["draw_rate_lo"], row["draw_rate_hi"] = wilson(draws, n)
        if "winner" in part:
            row["shared_rate"] = float((part["winner"] == -2).sum()) / n if n else math.nan
        row["decisive_rate"] = 1 - row["draw_rate"] if n else math.nan
        if "decided_at" in part:
            m, lo, hi = mean_ci(part["decided_at"])
            row["decided_at_mean"], row["decided_at_lo"], row["decided_at_hi"] = m, lo, hi
        if "comeback" in part:
            rate, lo, hi = rate_ci(part["comeback"].astype("float64"), cluster)
            row["comeback_rate"], row["comeback_rate_lo"], row["comeback_rate_hi"] = rate, lo, hi
        if "lead_changes" in part:
            row["lead_changes_mean"] = mean_ci(part["lead_changes"])[0]
        for col in ("margin", "turns", "actions"):
            if col in part:
                row.update(_stats(part[col], col))
        for col in ("branching", "real_decisions"):
            if col in part:
                row[f"{col}_mean"] = mean_ci(part[col])[0]
        rows.append(row)
    return pd.DataFrame(rows)


def _say(row: dict, stem: str, value: float, lo: float, hi: float, tolerance: float = TOLERANCE) -> None:
    """Put what a figure's interval says beside it: ``<stem>_verdict`` and ``<stem>_deals_needed``."""
    verdict = verdict_of(lo, hi, tolerance)
    row[f"{stem}_verdict"] = verdict
    row[f"{stem}_deals_needed"] = (deals_to_decide(value, lo, hi, row.get("deals", 0), tolerance)
                                   if verdict == "undecided" else None)


def side_won(part: pd.DataFrame, seats) -> np.ndarray:
    """Per game: 1.0 where any of ``seats`` (a side) won, else 0.0."""
    won = np.zeros(len(part), dtype=bool)
    for s in seats:
        if f"win_{s}" in part:
            won |= part[f"win_{s}"].fillna(False).astype(bool).to_numpy()
    return won.astype(float)


def side_bots(part: pd.DataFrame, sides) -> dict[str, str]:
    """The bot each side was played by in ``part`` (several: ``"heuristic and random"``)."""
    return {name: " and ".join(sorted({str(v) for s in seats if f"bot_{s}" in part
                                       for v in part[f"bot_{s}"].unique()}))
            for name, seats in sides}


def side_key(name: str) -> str:
    """A side's name as a column's: ``"Heroes"`` -> ``"heroes"``."""
    return "_".join(name.lower().split())


def sides_of(part: pd.DataFrame) -> list[tuple[str, tuple[int, ...]]]:
    """The sides of the frame's game (``Game.sides()``), or ``[]`` where every seat plays for itself."""
    from ..core import game_class
    if "game" not in part or part.empty:
        return []
    try:
        cls = game_class(str(part["game"].iloc[0]))
    except ValueError:
        return []
    if cls.SIDES is None:
        return []
    options = {c[4:]: _unflat(part[c].iloc[0]) for c in part.columns if c.startswith("opt_")}
    try:
        return cls(seed=0, **options).sides()
    except ValueError:
        return []


def first_player_won(part: pd.DataFrame) -> np.ndarray:
    """Per game: whether the seat that moved first won."""
    firsts = part["first"].to_numpy()
    return np.array([bool(part[f"win_{f}"].iloc[i]) if f"win_{f}" in part and f >= 0 else False
                     for i, f in enumerate(firsts)])


def _ratio_ci(wins: np.ndarray, held: np.ndarray, deals, z: float = Z) -> tuple[float, float]:
    """Interval of a ratio of sums (wins over seats held) with deals as the sampling unit:
    Wilson's at the sample size the deals are worth, as :func:`rate_ci`."""
    table = pd.DataFrame({"w": wins, "h": held, "d": np.asarray(deals)}).groupby("d", sort=False).sum()
    table = table[table["h"] > 0]
    k = len(table)
    total = float(table["h"].sum())
    if k < 2 or not total:
        return (math.nan, math.nan)
    r = float(table["w"].sum()) / total
    hbar = total / k
    # the delta method for a ratio estimator over clusters
    var = float(((table["w"] - r * table["h"]) ** 2).sum()) / (k - 1) / (k * hbar * hbar)
    if not var > 0 or r in (0.0, 1.0):
        size = float(k)
    else:
        size = min(total, max(float(k), r * (1 - r) / var))
    return wilson(r * size, size, z)


def bot_stats(frame: pd.DataFrame, by: Sequence[str] | None = None) -> pd.DataFrame:
    """Long form, one row per group and bot: its win rate over every seat it held.

    ``seats`` counts the seats the bot held (a bot in two seats of a game
    counts twice), ``fair`` is the average seat's win rate. With rotated
    seating each bot holds every seat equally often, so this is the bot's
    strength apart from the seat; with fixed seating it mixes in the seat.
    """
    rows = []
    for key, part in _groups(frame, by):
        seats = seats_of(part)
        rates = [part[f"win_{s}"].dropna().astype(bool).mean() for s in seats
                 if part[f"win_{s}"].notna().any()]
        fair = float(sum(rates) / len(rates)) if rates else math.nan
        deals = part["seed"].to_numpy() if "seed" in part else np.arange(len(part))
        paired = rotated(part)
        for label in bot_labels(part):
            wins, held = _bot_wins(part, label)
            total = int(held.sum())
            won = float(wins.sum())
            lo, hi = _ratio_ci(wins, held, deals) if paired else wilson(won, total)
            rows.append({**key, "bot": label, "seats": total, "wins": int(won),
                         "win_rate": won / total if total else math.nan, "lo": lo, "hi": hi,
                         "fair": fair, "seating": "rotate" if paired else "fixed"})
    return pd.DataFrame(rows)


def seat_stats(frame: pd.DataFrame, by: Sequence[str] | None = None) -> pd.DataFrame:
    """Long form, one row per group and seat: win rate with interval, mean score, bot.

    ``fair`` is the average seat's win rate: what every seat would win if
    seats did not matter.

    ``seat_name`` comes from the game itself (``game.seat_names``), so a
    chart can say "Zombies" rather than "seat 0".
    """
    from ..core import game_class
    rows = []
    for key, part in _groups(frame, by):
        n = len(part)
        names: list[str] = []
        seat_rates = [part[f"win_{s}"].dropna().astype(bool).mean() for s in seats_of(part)
                      if part[f"win_{s}"].notna().any()]
        fair = float(sum(seat_rates) / len(seat_rates)) if seat_rates else math.nan
        if "game" in part and n:
            options = {c[4:]: _unflat(part[c].iloc[0]) for c in part.columns if c.startswith("opt_")}
            try:
                names = game_class(part["game"].iloc[0])(seed=0, **options).seat_names
            except ValueError:
                names = []
        paired = rotated(part)
        deals = part["seed"].to_numpy() if "seed" in part else np.arange(n)
        for s in seats_of(part):
            valid = part[f"win_{s}"].dropna()
            if valid.empty:
                continue
            wins = float(valid.astype(bool).sum())
            _, lo, hi = rate_ci(part[f"win_{s}"].astype("float64"), deals if paired else None)
            score = part[f"score_{s}"] if f"score_{s}" in part else pd.Series(dtype="float64")
            seated = part[f"bot_{s}"].astype(str).unique() if f"bot_{s}" in part else [""]
            rows.append({**key, "seat": s,
                         "seat_name": names[s] if s < len(names) else f"Seat {s}",
                         "bot": seated[0] if len(seated) == 1 else "every bot in turn",
                         "games": len(valid), "wins": int(wins), "win_rate": wins / len(valid),
                         "lo": lo, "hi": hi,
                         "fair": fair,
                         "score_mean": mean_ci(pd.to_numeric(score, errors="coerce"))[0]})
    return pd.DataFrame(rows)


def _unflat(value):
    import json
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return json.loads(value)
        except ValueError:
            return value
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating,)):
        return float(value)
    if isinstance(value, np.bool_):
        return bool(value)
    return value


def options_of(frame: pd.DataFrame, row: int = 0) -> dict:
    """The game options of a frame's row (``opt_`` columns back to values)."""
    return {c[4:]: _unflat(frame[c].iloc[row]) for c in frame.columns if c.startswith("opt_")}


def _group_key(by) -> Callable[[pd.DataFrame], pd.Series]:
    if by in ("kind", "action"):
        return lambda m: m[by]
    if callable(by):
        return lambda m: m["action"].map(by)
    raise ValueError(f"by: expected 'kind', 'action' or a function of the action text, got {by!r}")


def action_counts(moves: pd.DataFrame, by="kind") -> pd.DataFrame:
    """Per game and seat: how many times each kind (or text) of action was used, and ``won``.

    ``by`` is ``"kind"``, ``"action"`` (the text) or a function of the text,
    e.g. ``lambda t: t.split()[1]`` to count cards by name.
    """
    if moves.empty:
        return pd.DataFrame(columns=["game", "index", "seed", "seat", "won"])
    m = moves.assign(_key=_group_key(by)(moves))
    ids = ["game", "index", "seed", "seat"]
    counts = m.pivot_table(index=ids, columns="_key", values="move", aggfunc="count",
                           fill_value=0)
    counts.columns = [str(c) for c in counts.columns]
    won = m.groupby(ids)["won"].first()
    out = counts.join(won).reset_index()
    return out


def action_usage(moves: pd.DataFrame, by="kind") -> pd.DataFrame:
    """How often each kind (or text) of action is used and how it goes with winning.

    One row per action: ``uses``, ``uses_per_game`` (per seat and game),
    ``used_in`` (share of seat-games using it at least once),
    ``win_rate_used`` (+ ``_lo``/``_hi``) and ``win_rate_unused`` of the
    seats that did and did not use it, and ``lift`` (their difference).
    A lift is an association, not a cause: strong seats get more chances.
    """
    counts = action_counts(moves, by)
    keys = [c for c in counts.columns if c not in ("game", "index", "seed", "seat", "won")]
    n = len(counts)
    rows = []
    for k in keys:
        col = counts[k]
        used = col > 0
        w_used = float(counts.loc[used, "won"].sum())
        n_used = int(used.sum())
        w_unused = float(counts.loc[~used, "won"].sum())
        n_unused = n - n_used
        lo, hi = wilson(w_used, n_used)
        rate_used = w_used / n_used if n_used else math.nan
        rate_unused = w_unused / n_unused if n_unused else math.nan
        rows.append({"action": k, "uses": int(col.sum()), "uses_per_game": float(col.mean()),
                     "used_in": n_used / n if n else math.nan,
                     "win_rate_used": rate_used, "win_rate_used_lo": lo, "win_rate_used_hi": hi,
                     "win_rate_unused": rate_unused, "lift": rate_used - rate_unused})
    out = pd.DataFrame(rows)
    return out.sort_values("uses", ascending=False, ignore_index=True) if rows else out


# ------------------------------------------------------------ precision
def precision(frame: pd.DataFrame, by: Sequence[str] | None = None) -> pd.DataFrame:
    """Each figure of :func:`metrics` with its 95 % interval and the deals it rests on.

    One row per group and figure: ``figure``, ``value``, ``lo``, ``hi``,
    ``plus_minus`` (half the interval), ``deals`` and ``deals_to_halve``: an
    interval narrows as one over the square root of the sample, so four times
    the deals halve it. ``frame`` is a games frame or :func:`metrics` output.
    """
    table = frame if "deals_to_halve" in frame.columns and "index" not in frame.columns \
        else metrics(frame, by)
    keys = [c for c in table.columns if c in ("game", "seating", "lineup") or c.startswith(("opt_", "bot_"))]
    rows = []
    for rec in table.to_dict("records"):
        for col in table.columns:
            base = col[:-5] if col.endswith("_mean") else col
            if not (f"{base}_lo" in table.columns and f"{base}_hi" in table.columns):
                continue
            if col.endswith(("_lo", "_hi")) or (col == base and f"{base}_mean" in table.columns):
                continue
            value, lo, hi = rec[col], rec[f"{base}_lo"], rec[f"{base}_hi"]
            if value is None or (isinstance(value, float) and math.isnan(value)):
                continue
            rows.append({**{k: rec[k] for k in keys}, "figure": col, "value": value, "lo": lo,
                         "hi": hi, "plus_minus": (hi - lo) / 2, "deals": rec.get("deals"),
                         "deals_to_halve": rec.get("deals_to_halve")})
    return pd.DataFrame(rows)


# ----------------------------------------------------------- comparison
def outcome_values(frame: pd.DataFrame, name: str) -> np.ndarray:
    """One per-game outcome as numbers: 1/0 for wins and draws, the value for lengths."""
    if name == "first_player_win":
        return first_player_won(frame).astype(float)
    if name.startswith("strength_"):
        wins, held = _bot_wins(frame, name[len("strength_"):])
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(held > 0, wins / np.maximum(held, 1), np.nan)
    if name in frame.columns and name not in ("game", "reason", "ending", "winners", "seating", "lineup"):
        col = frame[name]
        if col.dtype == bool or col.dtype == object and set(col.dropna().map(type)) <= {bool}:
            return col.astype(float).to_numpy()
        values = pd.to_numeric(col, errors="coerce")
        if values.notna().any():
            return values.to_numpy(dtype=float)
    allowed = ["first_player_win", "draw", "turns", "actions", "margin"]
    allowed += [c for c in frame.columns if c.startswith(("win_", "score_"))]
    allowed += [f"strength_{b}" for b in bot_labels(frame)]
    raise ValueError(f"compare: no outcome {name!r}; per-game outcomes: {', '.join(allowed)}")


def compare(a: pd.DataFrame, b: pd.DataFrame, outcomes: Sequence[str] | None = None) -> pd.DataFrame:
    """Two runs on the same deals (two option sets, say), outcome by outcome: ``b`` minus ``a``.

    Games are paired by their deal (``seed``) and rotation, so luck cancels
    out of the difference. One row per outcome: ``a``, ``b`` (their means),
    ``difference`` with a 95 % interval (``lo``, ``hi``; deals as the sampling
    unit), ``better`` and ``worse`` (paired games where the outcome rose or
    fell), ``p`` (an exact sign test on those), ``deals``, ``deals_to_halve``.
    Outcomes: ``first_player_win``, ``win_<seat>``, ``draw``, ``turns``,
    ``actions``, ``margin``, ``score_<seat>``, ``strength_<bot>``.
    """
    keys = ["seed", "rotation"] if "rotation" in a.columns and "rotation" in b.columns else ["seed"]
    for frame, which in ((a, "a"), (b, "b")):
        if frame.empty or "seed" not in frame.columns:
            raise ValueError(f"compare: {which} is not a frame of games from simulate")
        if frame.duplicated(keys).any():
            raise ValueError(f"compare: {which} holds a deal twice; give one run (one option set) "
                             f"per frame")
    if "lineup" in a.columns and "lineup" in b.columns and \
            set(a["lineup"].astype(str)) != set(b["lineup"].astype(str)):
        raise ValueError(f"compare: the runs seat different bots ({', '.join(set(a['lineup']))} "
                         f"against {', '.join(set(b['lineup']))}); compare option sets with the same bots")
    left = a.reset_index(drop=True)
    right = b.reset_index(drop=True)
    pairs = left[keys].reset_index().merge(right[keys].reset_index(), on=keys, suffixes=("_a", "_b"))
    if pairs.empty:
        raise ValueError("compare: the runs share no deals; play both with the same seed")
    ia, ib = pairs["index_a"].to_numpy(), pairs["index_b"].to_numpy()
    pa, pb = left.iloc[ia].reset_index(drop=True), right.iloc[ib].reset_index(drop=True)
    if outcomes is None:
        outcomes = ["first_player_win"] + [f"win_{s}" for s in seats_of(pa) if f"win_{s}" in pb] + \
                   ["draw", "turns", "margin"]
    deals = pairs["seed"].to_numpy()
    rows = []
    for name in outcomes:
        va, vb = outcome_values(pa, name), outcome_values(pb, name)
        diff = vb - va
        binary = bool(np.isin(va[~np.isnan(va)], (0.0, 1.0)).all() and
                      np.isin(vb[~np.isnan(vb)], (0.0, 1.0)).all())
        m, lo, hi = deal_ci(diff, deals, bounds=(-1, 1) if binary else None)
        better, worse = int(np.nansum(diff > 0)), int(np.nansum(diff < 0))
        n_deals = int(pd.Series(deals).nunique())
        rows.append({"outcome": name, "a": float(np.nanmean(va)), "b": float(np.nanmean(vb)),
                     "difference": m, "lo": lo, "hi": hi, "better": better, "worse": worse,
                     "p": sign_test(better, worse), "games": len(pairs), "deals": n_deals,
                     "deals_to_halve": 4 * n_deals})
    return pd.DataFrame(rows)
