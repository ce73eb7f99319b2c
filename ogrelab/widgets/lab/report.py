"""What the lab shows of played games: the charts of a frame, its figures with their intervals
(one column per option set where there are several, B against A in a comparison) and the frame
to download. Frames in, plotly figures and HTML out; no widgets."""

from __future__ import annotations

import base64
import html
import io
import json

import pandas as pd

from ...analysis import charts
from ...analysis.answers import headline
from ...analysis.metrics import (bot_labels, compare, deals_to_decide, metrics, options_of, precision, side_key,
                                 verdict_of)
from .game import LabGame
from .formats import fmt, is_rate, p_value, span

#: The chart places under the figures, two to a row; a sweep, a tuning or a ladder draws in "extra".
GRID = ("seats", "bots", "length", "endings", "margins")


def json_options(frame: pd.DataFrame) -> dict:
    """The options a frame's games were played with."""
    return options_of(frame) if len(frame) else {}


def labelled(frame: pd.DataFrame, plan: dict) -> pd.DataFrame:
    """The frame with each run named by its options (``A: fists_to_win = 10``)."""
    frame = frame.copy()
    if "run" not in frame:
        frame["run"] = "A"
    if plan["labels"]:
        frame["run"] = frame["run"].map(lambda r: plan["labels"].get(r, r))
    return frame


def frame_charts(game: LabGame, frame: pd.DataFrame, plan: dict) -> dict:
    """The charts of a labelled frame by place (:data:`GRID`, and "extra" for a sweep); None
    hides a place."""
    several = frame["run"].nunique() > 1
    mode = plan["mode"]
    axis = (plan["option"].replace("_", " ") if mode == "Sweep" else "option set") if several else None
    shown: dict = {}
    shown["seats"] = charts.side_rates(frame) if game.side_names else charts.win_rates(frame)
    # one bot, or a side's bot: its rate is the side's
    shown["bots"] = charts.bot_strength(frame) if not game.side_names and len(bot_labels(frame)) > 1 else None
    length = charts.game_length(frame)
    if several:
        length.update_xaxes(title_text=axis)
    shown["length"] = length
    if several:
        shown["endings"] = charts.endings(frame, by="run", axis=axis)
    else:
        shown["endings"] = charts.endings(frame.assign(bots=bots_words(game, frame)), by="bots", axis="bots")
    # the sides' standings measure different things
    shown["margins"] = None if game.side_names else charts.scores(frame, margin=True)
    if mode == "Sweep":
        shown["extra"] = charts.sweep(frame, option=plan["option"], show=sweep_metrics(game, frame))
    return shown


def bots_words(game: LabGame, frame: pd.DataFrame) -> pd.Series:
    """Who played each game, in words: per side, one bot at every seat, or seat by seat."""
    if game.side_names:
        return pd.Series(", ".join(
            f"{side}: {' and '.join(sorted({str(b) for s in seats for b in frame[f'bot_{s}'].dropna()}))}"
            for side, seats in game.sides(json_options(frame))), index=frame.index)
    labels = bot_labels(frame)
    if len(labels) == 1:
        return pd.Series(f"{labels[0]} at every seat", index=frame.index)
    cols = sorted((c for c in frame if c.startswith("bot_") and c[4:].isdigit()), key=lambda c: int(c[4:]))
    return frame[cols].astype(str).agg(" vs ".join, axis=1)


def sweep_metrics(game: LabGame, frame: pd.DataFrame) -> list[str]:
    """The metrics a sweep charts against its option: the lead figure, length, comebacks, draws."""
    table = metrics(frame)
    if game.side_names:
        wanted = [f"win_rate_{side_key(game.side_names[0])}", "turns_mean", "draw_rate"]
    else:
        bots = bot_labels(frame)
        lead = f"strength_{bots[-1]}" if len(bots) > 1 else "first_player_advantage"
        wanted = [lead, "turns_mean", "comeback_rate", "draw_rate"]
    shown = [m for m in wanted if m in table and table[m].notna().any()]
    return shown[:3]


# ------------------------------------------------------------------ figures
def summary_html(game: LabGame, frame: pd.DataFrame, plan: dict, final: bool) -> str:
    """Every figure of a labelled frame with its interval: one table, or one column per run."""
    rotated = (frame["seating"] == "rotate").all() and frame["rotation"].nunique() > 1
    seating = ("bots rotated over the interchangeable seats, every deal once per rotation"
               if rotated else "each side with the bot chosen for it" if game.side_names
               else "each bot in its seat")
    other = plan["mode"] in ("Ask", "Compare")
    parts = [f"<h3>{'Other figures of these deals' if other else 'Results'}{'' if final else ' so far'}</h3>"
             f"<div class='ogrelab-lab-doc'>{len(frame):,} games, seating: {seating}. "
             "Each figure with its 95 % interval; four times the deals halve an interval.</div>"]
    mode = plan["mode"]
    several = frame["run"].nunique() > 1
    if mode == "Compare":
        parts.insert(0, compare_html(game, frame, plan))
    runs = []           # (run, headline sentences, {figure label: (value, interval)}, deals)
    for run, part in frame.groupby("run", sort=False):
        names = game.seat_names(json_options(part))
        table = metrics(part)
        row = (table if len(table) == 1 else metrics(part, by=[])).iloc[0].to_dict()
        lines = headline(row) if mode in ("Run", "Sweep") else []
        table = precision(part, by=[])
        if game.side_names:       # the sides' rates are the answer; standings do not compare
            table = table[~table["figure"].str.fullmatch(r"win_rate_\d+|margin_mean")]
        if mode in ("Ask", "Compare"):    # the answer above gives these over its looks
            answered = table["figure"].isin(["first_player_advantage", "side_gap"])
            if game.side_names and mode == "Ask":
                answered |= table["figure"].str.startswith("win_rate_")
            table = table[~answered]
        matchup = bool(row.get("matchup"))
        cells = {game.words(r.figure, names, matchup): r for r in table.itertuples()}
        runs.append((run, lines, cells, int(row.get("deals", 0))))
    if not several:
        run, lines, cells, _deals = runs[0]
        rows = "".join(
            f"<tr><td>{html.escape(label)}</td><td>{fmt(r.figure, r.value)}</td>"
            f"<td>{span(r.figure, r.lo, r.hi)}</td>"
            f"<td>&plusmn; {fmt(r.figure, r.plus_minus, sign=False)}</td>"
            f"<td>{int(r.deals):,}</td><td>{int(r.deals_to_halve):,}</td></tr>"
            for label, r in cells.items())
        parts.append(("<div class='ogrelab-lab-headline'>" + "".join(f"<p>{html.escape(x)}</p>" for x in lines)
                      + "</div>" if lines else "") +
                     "<table class='ogrelab-lab-table'><tr><th>figure</th><th>value</th>"
                     "<th>95 % interval</th><th>&plusmn;</th><th>deals</th>"
                     "<th>deals to halve it</th></tr>" + rows + "</table>")
        return "".join(parts)
    # several runs (a sweep's values, A and B): one column each, the figures side by side
    said = [f"<p><b>{html.escape(str(run))}</b>: {html.escape(' '.join(lines))}</p>"
            for run, lines, _cells, _deals in runs if lines]
    labels = list(dict.fromkeys(label for _run, _lines, cells, _deals in runs for label in cells))
    body = "".join(
        f"<tr><td>{html.escape(label)}</td>" + "".join(
            (f"<td>{fmt(cells[label].figure, cells[label].value)}<br><span class='ogrelab-lab-doc'>"
             f"{span(cells[label].figure, cells[label].lo, cells[label].hi)}</span></td>")
            if label in cells else "<td>-</td>" for _run, _lines, cells, _deals in runs) + "</tr>"
        for label in labels)
    deals = sorted({d for *_rest, d in runs})
    parts.append(("<div class='ogrelab-lab-headline'>" + "".join(said) + "</div>" if said else "") +
                 "<table class='ogrelab-lab-table ogrelab-lab-runs-table'><tr><th>figure (95 % interval)</th>" +
                 "".join(f"<th>{html.escape(str(run))}</th>" for run, *_rest in runs) + "</tr>" + body +
                 f"</table><div class='ogrelab-lab-doc'>Each column over {' or '.join(f'{d:,}' for d in deals)} deals; "
                 f"{4 * deals[-1]:,} deals would halve its intervals.</div>")
    return "".join(parts)


def compare_html(game: LabGame, frame: pd.DataFrame, plan: dict) -> str:
    """Every outcome's paired difference, B minus A, and what its interval says."""
    labels = plan["labels"]
    a = frame[frame["run"] == labels.get("A", "A")].copy()
    b = frame[frame["run"] == labels.get("B", "B")].copy()
    if a.empty or b.empty or a.merge(b[["seed", "rotation"]], on=["seed", "rotation"]).empty:
        return ""
    names = game.seat_names(plan["options"])
    outcomes: list[str] = []
    if game.side_names:
        for side, seats in game.sides(plan["options"]):
            col = f"win_{side_key(side)}"
            for part in (a, b):
                won = pd.Series(False, index=part.index)
                for s in seats:
                    won |= part[f"win_{s}"].fillna(False).astype(bool)
                part[col] = won
            outcomes.append(col)
    else:
        if a["first"].nunique() > 1:        # else it is the win rate of the seat that opens
            outcomes.append("first_player_win")
        outcomes += [f"win_{s}" for s in range(len(names)) if f"win_{s}" in a and f"win_{s}" in b]
    outcomes += ["draw", "turns"]
    for extra in (() if game.side_names else ("margin", "comeback", "decided_at")):
        if extra in a and pd.to_numeric(a[extra], errors="coerce").notna().any():
            outcomes.append(extra)
    for part in (a, b):
        for col in ("comeback", "decided_at", "margin"):
            if col in part:
                part[col] = pd.to_numeric(part[col], errors="coerce")
    outcomes = [o for o in outcomes if o in ("first_player_win",) or
                all(o in part and part[o].notna().any() for part in (a, b))]
    table = compare(a.drop(columns="lineup"), b.drop(columns="lineup"), outcomes)   # one bot, seats apart
    rows = []
    for r in table.itertuples():
        rate = is_rate(r.outcome)
        tolerance = 0.02 if rate else 0.02 * abs(r.a) if r.a == r.a else 0.0
        verdict = verdict_of(r.lo, r.hi, tolerance)
        if verdict == "above":
            said = "B raises it"
        elif verdict == "below":
            said = "B lowers it"
        elif verdict == "none":
            said = f"no difference over {fmt(r.outcome, tolerance, sign=False, diff=True)}"
        else:
            more = deals_to_decide(r.difference, r.lo, r.hi, r.deals, tolerance)
            said = (f"cannot be told apart with {r.deals:,} deals"
                    + (f"; about {more:,} would tell" if more else ""))
        rows.append(f"<tr><td>{html.escape(game.words(r.outcome, names))}</td>"
                    f"<td>{fmt(r.outcome, r.a)}</td><td>{fmt(r.outcome, r.b)}</td>"
                    f"<td><b>{fmt(r.outcome, r.difference, sign=True, diff=True)}</b></td>"
                    f"<td>{span(r.outcome, r.lo, r.hi, diff=True)}</td>"
                    f"<td class='ogrelab-lab-words'>{html.escape(said)}</td>"
                    f"<td>{r.better:,} / {r.worse:,}</td><td>{html.escape(p_value(r.p))}</td>"
                    f"<td>{r.deals:,}</td></tr>")
    return ("<h3>B against A on the same deals, outcome by outcome</h3>"
            f"<div class='ogrelab-lab-doc'>{html.escape(labels.get('A', 'A'))} against "
            f"{html.escape(labels.get('B', 'B'))}.</div>"
            "<table class='ogrelab-lab-table ogrelab-lab-compare'><tr><th>outcome</th>"
            "<th>A</th><th>B</th><th>B minus A</th><th>95 % interval</th>"
            "<th class='ogrelab-lab-words'>what it says</th>"
            "<th>games up / down</th><th>sign test p</th><th>deals</th></tr>" + "".join(rows) + "</table>")


def downloads_html(frame: pd.DataFrame, stem: str) -> str:
    """Download links for the frame: CSV and Parquet."""
    frame = frame.copy()
    frame.attrs = {}                 # a tuning's race and targets are not rows (parquet keeps attrs)
    for col in frame.columns:        # a race's option sets and other objects as text
        if frame[col].dtype == object and frame[col].map(lambda v: isinstance(v, dict)).any():
            frame[col] = frame[col].map(lambda v: json.dumps(v, sort_keys=True) if isinstance(v, dict) else v)
    csv = frame.to_csv(index=False).encode("utf-8")
    buf = io.BytesIO()
    frame.to_parquet(buf, index=False)
    links = []
    for data, ext, mime in ((csv, "csv", "text/csv"), (buf.getvalue(), "parquet", "application/octet-stream")):
        b64 = base64.b64encode(data).decode("ascii")
        links.append(f"<a class='ogrelab-lab-download-{ext}' download='{html.escape(stem)}.{ext}' "
                     f"href='data:{mime};base64,{b64}'>{ext.upper()} ({len(data) // 1024 + 1} kB)</a>")
    return f"<b>Download the {len(frame):,} rows:</b> " + " &nbsp;·&nbsp; ".join(links)
