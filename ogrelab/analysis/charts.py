"""Plotly figures from simulation frames, titled and with labelled axes.

Each builder takes the frame a function of :mod:`ogrelab.analysis` returns
and gives back a ``plotly.graph_objects.Figure``; a notebook just shows it.
"""

from __future__ import annotations

import re
from typing import Sequence

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from .metrics import WORDS, group_columns, is_difference, metrics, seat_stats, words

_LAYOUT = dict(template="plotly_white", margin=dict(l=60, r=20, t=60, b=50))


def _title(frame: pd.DataFrame, what: str) -> str:
    if "game" not in frame or frame.empty:
        return what
    return f"{what}: {', '.join(_game_title(g) for g in dict.fromkeys(frame['game']))} ({len(frame):,} games)"


def _game_title(name: str) -> str:
    """A game's name as its box prints it (``Ogre Bash``), else as given."""
    from ..core import game_class
    try:
        return game_class(str(name)).title or str(name)
    except ValueError:
        return str(name)


def _varying(frame: pd.DataFrame) -> list[str]:
    """What tells the runs of a frame apart: its ``run`` label where it has several (the lab's
    option sets, named by what differs), else the option and bot columns that vary."""
    if "run" in frame.columns and frame["run"].astype(str).nunique() > 1:
        return ["run"]
    return [c for c in group_columns(frame) if frame[c].astype(str).nunique() > 1]


def _series_name(keys: Sequence[str], values) -> str:
    if list(keys) == ["run"]:
        return str(values[0])
    return ", ".join(f"{k.replace('opt_', '')} = {v}" for k, v in zip(keys, values))


#: Design metrics in words, for axes, legends and tables.
def _seat_and_side_names(frame: pd.DataFrame) -> tuple[list[str], list[str]]:
    from .metrics import sides_of
    return _seat_names(frame), [name for name, _ in sides_of(frame)]


def _percent(metric: str) -> bool:
    return ("rate" in metric or "advantage" in metric or metric.startswith(("strength_", "win_"))
            or metric.startswith("decided_at") or metric == "side_gap")


def win_rates(frame: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate by seat with 95 % intervals; the dashed line is the average seat's rate."""
    keys = _varying(frame)
    stats = seat_stats(frame, by=keys or [])
    fig = go.Figure()
    groups = stats.groupby(keys, sort=False) if keys else [((), stats)]
    for values, part in groups:
        values = values if isinstance(values, tuple) else (values,)
        name = _series_name(keys, values) or "win rate"
        mixed = part["bot"].nunique() > 1
        labels = [f"{n} ({b})" if mixed else n for n, b in zip(part["seat_name"], part["bot"])]
        fig.add_bar(x=labels, y=part["win_rate"], name=name,
                    error_y=dict(type="data", symmetric=False,
                                 array=part["hi"] - part["win_rate"],
                                 arrayminus=part["win_rate"] - part["lo"]),
                    hovertemplate="%{x}: %{y:.1%}<extra>" + name + "</extra>")
    if len(stats):
        fair = float(stats["fair"].iloc[0])
        fig.add_hline(y=fair, line_dash="dash", line_color="grey",
                      annotation_text=f"average seat {fair:.0%}", annotation_position="top left")
    from .metrics import rotated
    turned = rotated(frame) and "rotation" in frame and frame["rotation"].nunique() > 1
    what = "Win rate by seat, bots rotated over the seats" if turned else "Win rate by seat"
    fig.update_layout(title=title or _title(frame, what), barmode="group",
                      xaxis_title="seat", yaxis_title="win rate (95% interval)",
                      yaxis_tickformat=".0%", showlegend=bool(keys), **_LAYOUT)
    return fig


def scores(frame: pd.DataFrame, margin: bool = False, title: str | None = None) -> go.Figure:
    """Histogram of final scores per seat, or of the winning margin (``margin=True``)."""
    fig = go.Figure()
    if margin:
        keys = _varying(frame)
        groups = frame.groupby(keys, sort=False) if keys else [((), frame)]
        for values, part in groups:
            values = values if isinstance(values, tuple) else (values,)
            fig.add_histogram(x=pd.to_numeric(part["margin"], errors="coerce").dropna(),
                              name=_series_name(keys, values) or "winning margin",
                              opacity=0.6 if keys else 1.0)
        fig.update_layout(barmode="overlay", showlegend=bool(keys))
        xaxis = "winning margin (winner's score minus the best other)"
        what = "Winning margin"
    else:
        names = _seat_names(frame)
        for c in sorted((c for c in frame.columns if c.startswith("score_")), key=lambda c: int(c[6:])):
            s = int(c[6:])
            fig.add_histogram(x=pd.to_numeric(frame[c], errors="coerce").dropna(),
                              name=names[s] if s < len(names) else f"Seat {s}", opacity=0.6)
        fig.update_layout(barmode="overlay")
        xaxis = "final score"
        what = "Final scores"
    fig.update_layout(title=title or _title(frame, what), xaxis_title=xaxis,
                      yaxis_title="games", **_LAYOUT)
    return fig


def game_length(frame: pd.DataFrame, by: str = "turns", title: str | None = None) -> go.Figure:
    """Distribution of game length in turns (or ``by="actions"``), one box per option set."""
    if by not in ("turns", "actions"):
        raise ValueError(f"by: 'turns' or 'actions', got {by!r}")
    keys = _varying(frame)
    fig = go.Figure()
    if keys:
        for values, part in frame.groupby(keys, sort=False):
            values = values if isinstance(values, tuple) else (values,)
            name = _series_name(keys, values)
            fig.add_box(y=part[by], name=name, boxmean="sd")
        fig.update_layout(xaxis_title="option set")
    else:
        fig.add_histogram(x=frame[by], name=by)
        fig.update_layout(xaxis_title=f"game length ({by})", bargap=0.05)
    fig.update_layout(title=title or _title(frame, f"Game length ({by})"),
                      yaxis_title=f"game length ({by})" if keys else "games", showlegend=False, **_LAYOUT)
    return fig


def tournament_heatmap(matrix: pd.DataFrame, title: str | None = None) -> go.Figure:
    """The win-rate matrix of :func:`ogrelab.analysis.tournament`: row bot against column bot."""
    text = matrix.map(lambda v: "" if pd.isna(v) else f"{v:.0%}")
    fig = go.Figure(go.Heatmap(z=matrix.to_numpy(dtype=float), x=[str(c) for c in matrix.columns],
                               y=[str(i) for i in matrix.index], text=text.to_numpy(),
                               texttemplate="%{text}", zmin=0, zmax=1, colorscale="RdBu",
                               colorbar=dict(title="win rate", tickformat=".0%"),
                               hovertemplate="%{y} against %{x}: %{z:.1%}<extra></extra>"))
    fig.update_layout(title=title or "Tournament: win rate of the row bot against the column bot",
                      xaxis_title="against", yaxis_title="bot", yaxis_autorange="reversed", **_LAYOUT)
    return fig


def search(table: pd.DataFrame, title: str | None = None) -> go.Figure:
    """What the search bot weighed (:func:`ogrelab.analysis.search_table`): each action's
    gain over the heuristic's choice with its standard error (a paired search), else its
    mean playout result; the heuristic's choice and the action played are marked."""
    paired = "gain" in table
    part = table.sort_values("gain" if paired else "value", ascending=False)
    label = [a + ("  [heuristic]" if p else "") + ("  [played]" if c else "")
             for a, p, c in zip(part["action"], part["prior"], part["chosen"])]
    colour = ["#d62728" if c else "#1f77b4" if p else "#7f7f7f"
              for p, c in zip(part["prior"], part["chosen"])]
    if paired:
        bar = go.Bar(y=label, x=part["gain"], orientation="h", marker_color=colour,
                     error_x=dict(type="data", array=part["error"].fillna(0)))
        axis = "gain over the heuristic's choice, same worlds (± standard error)"
    else:
        bar = go.Bar(y=label, x=part["value"], orientation="h", marker_color=colour,
                     text=[f"{v} visits" for v in part["visits"]], textposition="auto")
        axis = "mean playout result (0 loss, 1 win)"
    fig = go.Figure(bar)
    fig.update_layout(title=title or "What the search weighed at this decision",
                      xaxis_title=axis, yaxis_title="action", yaxis_autorange="reversed",
                      height=max(300, 30 * len(part) + 120), **_LAYOUT)
    return fig


def sweep(frame: pd.DataFrame, option: str | None = None,
          show: Sequence[str] = ("win_rate_0", "draw_rate", "turns_mean"),
          title: str | None = None) -> go.Figure:
    """Metrics side by side across the values of one option (a frame from :func:`sweep`).

    ``frame`` may be games (metrics are computed) or :func:`metrics` output.
    Intervals are drawn where the metric has them (``_lo``/``_hi``); each panel is
    titled with the metric in words and its axes labelled.
    """
    table = frame if "games" in frame.columns and "index" not in frame.columns else metrics(frame)
    opts = [c for c in table.columns if c.startswith("opt_") and table[c].astype(str).nunique() > 1]
    if option is None:
        if not opts:
            raise ValueError("sweep: no option varies in this frame; name one with option=")
        option = opts[0]
    col = option if option.startswith("opt_") else f"opt_{option}"
    if col not in table:
        raise ValueError(f"option: {option!r} is not in the frame; options: "
                         f"{', '.join(c[4:] for c in table.columns if c.startswith('opt_'))}")
    others = [c for c in opts if c != col]
    missing = [m for m in show if m not in table]
    if missing:
        raise ValueError(f"show: no metric {', '.join(missing)}; some there are: "
                         f"{', '.join(c for c in table.columns if not c.startswith(('opt_', 'bot_')))}")
    seats, sides = _seat_and_side_names(frame if "index" in frame.columns else pd.DataFrame())
    labels = [words(m, seats, sides) for m in show]
    fig = make_subplots(rows=1, cols=len(show), subplot_titles=labels)
    groups = table.groupby(others, sort=False) if others else [((), table)]
    for g, (values, part) in enumerate(groups):
        values = values if isinstance(values, tuple) else (values,)
        name = ", ".join(f"{k[4:]} = {v}" for k, v in zip(others, values)) or col[4:]
        x = part[col].astype(str)
        for i, m in enumerate(show, start=1):
            err = None
            if f"{m}_lo" in part or (m.endswith("_mean") and f"{m[:-5]}_lo" in part):
                base = m if f"{m}_lo" in part else m[:-5]
                err = dict(type="data", symmetric=False, array=part[f"{base}_hi"] - part[m],
                           arrayminus=part[m] - part[f"{base}_lo"])
            fig.add_scatter(x=x, y=part[m], mode="lines+markers", name=name, legendgroup=name,
                            showlegend=i == 1 and bool(others), error_y=err, row=1, col=i,
                            hovertemplate=f"{col[4:]} = %{{x}}: %{{y:.3g}}<extra>{labels[i - 1]}</extra>")
            fig.update_xaxes(title_text=col[4:].replace("_", " "), type="category", row=1, col=i)
            fig.update_yaxes(title_text=_axis_words(labels[i - 1]) + (" (95% interval)" if err else ""),
                             row=1, col=i,
                             **({"tickformat": ".0%"} if _percent(m) else {}))
    game = ", ".join(dict.fromkeys(table["game"])) if "game" in table else ""
    game = ", ".join(_game_title(g) for g in dict.fromkeys(table["game"])) if "game" in table else ""
    deals = f" ({int(table['deals'].max()):,} deals each)" if "deals" in table and len(table) else ""
    fig.update_layout(title=title or f"Option sweep, {game}: {col[4:].replace('_', ' ')}{deals}".strip(), **_LAYOUT)
    fig.update_annotations(font_size=12)
    return fig


def side_rates(frame: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate by side in a game of sides (``Game.SIDES``), each side named with the bot it
    played, 95 % intervals; one group of bars per run."""
    from .metrics import rate_ci, sides_of
    sides = sides_of(frame)
    if not sides:
        raise ValueError("side_rates: this game has no sides (every seat plays for itself); "
                         "chart its seats with win_rates")
    keys = _varying(frame)
    groups = frame.groupby(keys, sort=False) if keys else [((), frame)]
    fig = go.Figure()
    for values, part in groups:
        values = values if isinstance(values, tuple) else (values,)
        name = _series_name(keys, values) or "win rate"
        xs, ys, lo, hi = [], [], [], []
        for side, seats in sides:
            won = pd.Series(False, index=part.index)
            for s in seats:
                if f"win_{s}" in part:
                    won |= part[f"win_{s}"].fillna(False).astype(bool)
            bots = sorted({str(b) for s in seats if f"bot_{s}" in part for b in part[f"bot_{s}"].dropna()})
            rate, rlo, rhi = rate_ci(won.astype(float), part["seed"].to_numpy() if "seed" in part else None)
            xs.append(f"{side} ({' and '.join(bots)})" if bots else side)
            ys.append(rate)
            lo.append(rate - rlo)
            hi.append(rhi - rate)
        fig.add_bar(x=xs, y=ys, name=name, error_y=dict(type="data", symmetric=False, array=hi, arrayminus=lo),
                    hovertemplate="%{x}: %{y:.1%}<extra>" + name + "</extra>")
    fig.update_layout(title=title or _title(frame, "Win rate by side"), barmode="group",
                      xaxis_title="side (the bot it played)", yaxis_title="win rate (95% interval)",
                      yaxis_tickformat=".0%", showlegend=bool(keys), **_LAYOUT)
    return fig


def skill(table: pd.DataFrame, title: str | None = None) -> go.Figure:
    """How much skill matters (:func:`ogrelab.analysis.skill_ladder`): each rung's edge, the
    stronger bot's win rate over the weaker's (or a fair seat's share), with 95 % intervals."""
    fig = go.Figure()
    if len(table):
        x = [r if s == "any seat" else f"{r}, {s}" for r, s in zip(table["rung"], table["side"])]
        fig.add_bar(x=x, y=table["edge"],
                    error_y=dict(type="data", symmetric=False, array=table["edge_hi"] - table["edge"],
                                 arrayminus=table["edge"] - table["edge_lo"]),
                    hovertemplate="%{x}: %{y:+.1%}<extra></extra>")
    fig.add_hline(y=0, line_color="grey")
    fig.update_layout(title=title or "How much skill matters: the stronger bot's gain",
                      xaxis_title="rung of the ladder (stronger over weaker; the side it played)",
                      yaxis_title="win rate gained (95% interval)", yaxis_tickformat="+.0%",
                      xaxis_type="category", **_LAYOUT)
    return fig


def course(moves: pd.DataFrame, title: str | None = None) -> go.Figure:
    """A game's course from :func:`trace`: each seat's score after every move."""
    if moves.empty:
        raise ValueError("course: the trace is empty")
    names = _seat_names(moves)
    fig = go.Figure()
    cols = sorted((c for c in moves.columns if c.startswith("score_")), key=lambda c: int(c[6:]))
    hover = [f"seat {s} ({b}): {a}" for s, b, a in zip(moves["seat"], moves["bot"], moves["action"])]
    for c in cols:
        s = int(c[6:])
        fig.add_scatter(x=moves["move"], y=moves[c], mode="lines", line_shape="hv",
                        name=names[s] if s < len(names) else f"Seat {s}", text=hover,
                        hovertemplate="move %{x}: %{y}<br>%{text}<extra>%{fullData.name}</extra>")
    seed = moves["seed"].iloc[0] if "seed" in moves else ""
    game = moves["game"].iloc[0] if "game" in moves else ""
    fig.update_layout(title=title or f"Course of a game: {game} seed {seed}",
                      xaxis_title="move", yaxis_title="score (or health) after the move", **_LAYOUT)
    return fig


def action_usage(usage: pd.DataFrame, top: int = 20, title: str | None = None) -> go.Figure:
    """Uses per game and the win rate of seats that used each action (from :func:`action_usage`)."""
    part = usage.head(top)
    fig = make_subplots(rows=1, cols=2, shared_yaxes=True,
                        subplot_titles=("uses per seat and game", "win rate when used"))
    fig.add_bar(y=part["action"], x=part["uses_per_game"], orientation="h", name="uses", row=1, col=1)
    fig.add_bar(y=part["action"], x=part["win_rate_used"], orientation="h", name="win rate",
                error_x=dict(type="data", symmetric=False,
                             array=part["win_rate_used_hi"] - part["win_rate_used"],
                             arrayminus=part["win_rate_used"] - part["win_rate_used_lo"]),
                row=1, col=2)
    fig.update_xaxes(title_text="uses", row=1, col=1)
    fig.update_xaxes(title_text="win rate (95% interval)", tickformat=".0%", row=1, col=2)
    fig.update_yaxes(title_text="action", autorange="reversed", row=1, col=1)
    fig.update_layout(title=title or "Actions used and winning", showlegend=False,
                      height=max(350, 24 * len(part) + 120), **_LAYOUT)
    return fig


def _seat_names(frame: pd.DataFrame) -> list[str]:
    from ..core import game_class
    from .metrics import options_of
    if "game" not in frame or frame.empty:
        return []
    try:
        return list(game_class(frame["game"].iloc[0])(seed=0, **options_of(frame)).seat_names)
    except ValueError:
        return []


def ending_words(frame: pd.DataFrame) -> pd.Series:
    """How each game ended, in its game's words: the ``ending`` column read in the game class's
    ``ENDINGS``. A row without an ending (a frame written before that column) shows its ``reason``."""
    from ..core import game_class
    declared: dict[str, dict[str, str]] = {}

    def said(game, ending, reason) -> str:
        if not isinstance(ending, str):
            return str(reason)
        if game not in declared:
            try:
                declared[game] = game_class(game).ENDINGS
            except ValueError:          # a game not registered here: its ids as they are
                declared[game] = {}
        return declared[game].get(ending, ending)

    n = len(frame)
    games = frame["game"] if "game" in frame else [""] * n
    ending = frame["ending"] if "ending" in frame else [None] * n
    reason = frame["reason"] if "reason" in frame else [""] * n
    return pd.Series([said(*row) for row in zip(games, ending, reason)], index=frame.index, dtype=object)


def endings(frame: pd.DataFrame, by: str | None = None, title: str | None = None,
            axis: str | None = None) -> go.Figure:
    """How games end: the share of each of the game's ``ENDINGS``, in its words, stacked per group.

    Groups are the bots seated (``bot_0 vs bot_1 ...``) unless ``by`` names a column; they
    keep the frame's order (a sweep's 4, 8, 12), endings the most frequent first.
    ``axis`` titles the groups' axis.
    """
    bots = sorted((c for c in frame.columns if c.startswith("bot_") and c[4:].isdigit()),
                  key=lambda c: int(c[4:]))
    group = frame[by].astype(str) if by else frame[bots].astype(str).agg(" vs ".join, axis=1)
    ending = ending_words(frame)
    table = pd.crosstab(group, ending, normalize="index")
    table = table.reindex(index=list(dict.fromkeys(group)),
                          columns=list(ending.value_counts().index))
    fig = go.Figure([go.Bar(name=_short(str(col)), x=table.index, y=table[col],
                            hovertemplate="%{x}: %{y:.0%}<extra>" + str(col) + "</extra>")
                     for col in table.columns])
    fig.update_layout(barmode="stack", title=title or _title(frame, "How games end"),
                      xaxis_title=axis or ("bots, seat by seat" if not by else by.replace("_", " ")),
                      xaxis_type="category", yaxis_title="share of games", legend_title_text="how it ended",
                      showlegend=True, legend=dict(orientation="h", yanchor="top", y=-0.28, x=0),
                      yaxis_tickformat=".0%", **_LAYOUT)
    return fig


def _axis_words(label: str, most: int = 24) -> str:
    """A metric's words short enough for an axis: "comebacks", not the whole gloss."""
    return label if len(label) <= most else label.split(" (")[0]


def _short(text: str, most: int = 48) -> str:
    """A legend entry short enough to leave the plot its room (the hover has it whole)."""
    return text if len(text) <= most else text[: most - 3].rstrip() + "..."


#: Marker colours of a review's labels (:func:`ogrelab.analysis.review`).
REVIEW_COLOURS = {"best": "#2ca02c", "good": "#98df8a", "unclear": "#868e96", "inaccuracy": "#f0b400",
                  "mistake": "#ff7f0e", "blunder": "#d62728"}
REVIEW_SYMBOLS = {"unclear": "circle-open", "inaccuracy": "x-thin-open", "mistake": "x",
                  "blunder": "square-x-open"}


def _wrap(text: str, width: int = 60) -> str:
    """A hover text broken into lines of about ``width`` characters."""
    import textwrap
    return "<br>".join(textwrap.wrap(str(text), width)) if text else ""


def review(frame: pd.DataFrame, title: str | None = None) -> go.Figure:
    """A seat's win chance over a game (:func:`ogrelab.analysis.review`): the chance before
    each decision (with the best action) and after it (with the action taken); the
    inaccuracies, mistakes and blunders are marked with crosses (thin, plain, boxed: told
    apart without their colours), the unclear moves with rings, and the hover says what was
    better and why."""
    seat = frame.attrs.get("seat_name") or (f"seat {frame.attrs['seat']}" if "seat" in frame.attrs else "the seat")
    why = frame["why"] if "why" in frame else pd.Series([""] * len(frame), index=frame.index)
    fig = go.Figure()
    fig.add_scatter(x=frame["move"], y=frame["win_before"], mode="lines", name="with the best action",
                    line=dict(color="#9aa5b1", dash="dot", shape="hv"),
                    hovertemplate="move %{x}: %{y:.0%} with the best action<extra></extra>")
    fig.add_scatter(x=frame["move"], y=frame["win_after"], mode="lines+markers", name="with the move played",
                    line=dict(color="#1f77b4", shape="hv"), marker=dict(size=5, color="#1f77b4"),
                    customdata=frame[["action", "label"]].to_numpy(),
                    hovertemplate="move %{x}: %{customdata[0]} (%{customdata[1]}), %{y:.0%}<extra></extra>")
    for name in ("unclear", "inaccuracy", "mistake", "blunder"):
        part = frame[frame["label"] == name]
        if part.empty:
            continue
        ring = name == "unclear"
        fig.add_scatter(x=part["move"], y=part["win_after"], mode="markers", name=name,
                        marker=dict(size=10 if ring else 12, color=REVIEW_COLOURS[name],
                                    symbol=REVIEW_SYMBOLS[name],
                                    line=dict(width=2, color=REVIEW_COLOURS[name])),
                        customdata=[[m, _wrap(w)] for m, w in zip(part["move"], why[part.index])],
                        hovertemplate="move %{x}: %{customdata[1]}<extra>" + name + "</extra>")
    game = frame.attrs.get("game", "")
    fig.update_layout(title=title or f"How good were the moves? {seat}'s win chance" + (f" ({game})" if game else ""),
                      xaxis_title="move (index in the game's record)", yaxis_title=f"{seat}'s win chance",
                      yaxis_range=[0, 1], yaxis_tickformat=".0%",
                      legend=dict(orientation="h", x=0, y=-0.2), **_LAYOUT)
    return fig


def bot_strength(frame: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate by bot over every seat it held, with 95 % intervals (rotated seating: its
    strength apart from the seat); the dashed line is the average seat's rate."""
    from .metrics import bot_stats
    keys = _varying(frame)
    stats = bot_stats(frame, by=keys or [])
    fig = go.Figure()
    groups = stats.groupby(keys, sort=False) if keys and len(stats) else [((), stats)]
    for values, part in groups:
        values = values if isinstance(values, tuple) else (values,)
        name = _series_name(keys, values) or "win rate"
        fig.add_bar(x=list(part["bot"]) if len(part) else [], y=part["win_rate"] if len(part) else [],
                    name=name,
                    error_y=dict(type="data", symmetric=False,
                                 array=(part["hi"] - part["win_rate"]) if len(part) else [],
                                 arrayminus=(part["win_rate"] - part["lo"]) if len(part) else []),
                    hovertemplate="%{x}: %{y:.1%}<extra>" + name + "</extra>")
    if len(stats):
        fair = float(stats["fair"].iloc[0])
        fig.add_hline(y=fair, line_dash="dash", line_color="grey",
                      annotation_text=f"average seat {fair:.0%}", annotation_position="top left")
    how = "every seat in turn" if len(stats) and (stats["seating"] == "rotate").all() else "the seats given"
    fig.update_layout(title=title or _title(frame, f"Win rate by bot, over {how}"), barmode="group",
                      xaxis_title="bot", yaxis_title="win rate of its seats (95% interval)",
                      yaxis_tickformat=".0%", showlegend=bool(keys), **_LAYOUT)
    return fig


def tune(trials: pd.DataFrame, title: str | None = None) -> go.Figure:
    """The trials of :func:`ogrelab.analysis.tune`: each target metric against each option
    searched, with 95 % intervals; the dotted line is the target, the best trial is ringed."""
    target = trials.attrs.get("target") or {}
    params = trials.attrs.get("params") or [c for c in trials.columns if c not in ("trial", "best")][:1]
    metrics_ = list(target) or [c for c in trials.columns if c == "distance"]
    fig = make_subplots(rows=len(metrics_), cols=len(params),
                        subplot_titles=[f"{words(m)} by {p.replace('_', ' ')}" for m in metrics_ for p in params])
    for i, m in enumerate(metrics_, start=1):
        for j, p in enumerate(params, start=1):
            if trials.empty:
                continue
            # one option: a line over its values; several: every trial, the others' values in the hover
            several = len(params) > 1
            part = (trials.drop_duplicates(params) if several else trials.drop_duplicates(p)).sort_values(p)
            numeric = pd.api.types.is_numeric_dtype(part[p]) and not pd.api.types.is_bool_dtype(part[p])
            x = part[p] if numeric else part[p].astype(str)
            err = None
            if f"{m}_lo" in part:
                err = dict(type="data", symmetric=False, array=part[f"{m}_hi"] - part[m],
                           arrayminus=part[m] - part[f"{m}_lo"])
            others = [q for q in params if q != p]
            text = [", ".join(f"{q} = {r[q]}" for q in others) for r in part.to_dict("records")] if others else None
            # the hover as the tables write the figure: a rate in per cent, a difference of rates signed
            shown = ("%{y:+.1%}" if is_difference(m) else "%{y:.1%}") if _percent(m) else "%{y:.3f}"
            fig.add_scatter(x=x, y=part[m], mode="lines+markers" if numeric and not several else "markers",
                            error_y=err, name=m, showlegend=False, row=i, col=j, text=text,
                            hovertemplate=f"{p}=%{{x}}" + (" (%{text})" if others else "")
                            + f": {shown}<extra>{m}</extra>")
            best = part[part["best"]] if "best" in part else part.iloc[:0]
            if len(best):
                fig.add_scatter(x=best[p] if numeric else best[p].astype(str), y=best[m], mode="markers",
                                marker=dict(size=16, color="rgba(0,0,0,0)", line=dict(width=2, color="#d62728")),
                                name="best", showlegend=(i, j) == (1, 1), row=i, col=j, hoverinfo="skip")
            goal = target.get(m)
            if isinstance(goal, (int, float)) and not isinstance(goal, bool):
                fig.add_hline(y=goal, line_dash="dot", line_color="grey", row=i, col=j)
            # a whole-number option (players, fists) ticked at the values tried, not at 2.5
            values = sorted(set(part[p])) if numeric else []
            whole = numeric and len(values) <= 12 and all(float(v).is_integer() for v in values)
            fig.update_xaxes(title_text=p.replace("_", " "), row=i, col=j,
                             **({"tickvals": values} if whole else {} if numeric else {"type": "category"}))
            fig.update_yaxes(title_text=_axis_words(words(m)) + (" (95% interval)" if err else ""), row=i, col=j,
                             **({"tickformat": "+.0%" if is_difference(m) else ".0%"} if _percent(m) else {}))
    game = trials.attrs.get("game", "")
    goals = ", ".join(f"{words(k)} = {v}" if not isinstance(v, str) else
                      f"{words(k)} {'as low' if v == 'min' else 'as high'} as it goes" for k, v in target.items())
    fig.update_layout(title=title or f"Tuning {game}: {goals} ({len(trials)} trials, same deals)".strip(),
                      height=max(380, 320 * len(metrics_)), **_LAYOUT)
    return fig
