"""Design metrics from simulated games, after Ludii's: who wins, how, how long.

All functions read the frames of :func:`ogrelab.analysis.simulate` (games) and
:func:`ogrelab.analysis.simulate_moves` (moves); intervals are 95 %: Wilson's
for rates, the normal one for means.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import numpy as np
import pandas as pd

Z = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z) -> tuple[float, float]:
    """Wilson's interval for a rate of ``wins`` in ``n`` (sound near 0 and 1, unlike p +- z*se)."""
    if n <= 0:
        return (math.nan, math.nan)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


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
    """What tells runs apart in a frame: the game, its options and its bots."""
    return [c for c in frame.columns if c == "game" or c.startswith(("opt_", "bot_"))]


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

    - ``win_rate_<seat>`` (+ ``_lo``/``_hi``): share of games the seat won
      (a shared win counts for each winner);
    - ``first_player_win_rate`` and ``first_player_advantage``: the rate of
      the seat that moved first, and that rate minus the average seat's
      (1/players when every game has one winner; draws and team wins move it);
    - ``balance``: 1 minus the gap between the best and worst seat's win rate
      (1: every seat wins as often);
    - ``draw_rate``, ``shared_rate`` (several seats won together);
    - ``decisive_rate``: share of games with a winner;
    - ``decided_at_mean``: how far into the game (0..1 of its turns) the
      eventual winner took the lead for good; ``lead_changes_mean``: both read
      the lead from ``game.scores`` turn by turn (``simulate``'s ``lead``),
      so they mean most where standings compare across seats (points, fists);
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
        players = int(part["players"].max()) if "players" in part and n else len(seats)
        row["players"] = players
        rates = []
        for s in seats:
            col = part[f"win_{s}"]
            valid = col.dropna()
            wins = float(valid.astype(bool).sum())
            rate = wins / len(valid) if len(valid) else math.nan
            lo, hi = wilson(wins, len(valid))
            row[f"win_rate_{s}"], row[f"win_rate_{s}_lo"], row[f"win_rate_{s}_hi"] = rate, lo, hi
            if len(valid):
                rates.append(rate)
        if "first" in part and n:
            firsts = part["first"].to_numpy()
            won = np.array([bool(part[f"win_{f}"].iloc[i]) if f"win_{f}" in part and f >= 0 else False
                            for i, f in enumerate(firsts)])
            k = float(won.sum())
            fair = sum(rates) / len(rates) if rates else math.nan
            lo, hi = wilson(k, n)
            row["first_player_win_rate"] = k / n
            row["first_player_advantage"] = k / n - fair
            row["first_player_advantage_lo"] = lo - fair
            row["first_player_advantage_hi"] = hi - fair
        row["balance"] = 1 - (max(rates) - min(rates)) if rates else math.nan
        draws = float(part["draw"].astype(bool).sum()) if "draw" in part else 0.0
        row["draw_rate"] = draws / n if n else math.nan
        row["draw_rate_lo"], row["draw_rate_hi"] = wilson(draws, n)
        if "winner" in part:
            row["shared_rate"] = float((part["winner"] == -2).sum()) / n if n else math.nan
        row["decisive_rate"] = 1 - row["draw_rate"] if n else math.nan
        for col in ("decided_at", "lead_changes"):
            if col in part:
                row[f"{col}_mean"] = mean_ci(part[col])[0]
        for col in ("margin", "turns", "actions"):
            if col in part:
                row.update(_stats(part[col], col))
        for col in ("branching", "real_decisions"):
            if col in part:
                row[f"{col}_mean"] = mean_ci(part[col])[0]
        rows.append(row)
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
        for s in seats_of(part):
            valid = part[f"win_{s}"].dropna()
            if valid.empty:
                continue
            wins = float(valid.astype(bool).sum())
            lo, hi = wilson(wins, len(valid))
            score = part[f"score_{s}"] if f"score_{s}" in part else pd.Series(dtype="float64")
            rows.append({**key, "seat": s,
                         "seat_name": names[s] if s < len(names) else f"Seat {s}",
                         "bot": part[f"bot_{s}"].iloc[0] if f"bot_{s}" in part else "",
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


def _key(by) -> Callable[[pd.DataFrame], pd.Series]:
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
    m = moves.assign(_key=_key(by)(moves))
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
