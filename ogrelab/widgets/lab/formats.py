"""How the lab writes a figure: rates in per cent, differences of rates in percentage points,
an interval with its unit once (``-1.9 to +3.8 percentage points``)."""

from __future__ import annotations

import math

from ...analysis.metrics import POINTS, interval_words, is_difference


def is_rate(figure: str) -> bool:
    """Whether a figure (a metric or a per-game outcome) is a rate, written in per cent."""
    return (figure.startswith(("win", "strength_", "first_player", "draw", "comeback")) or "rate" in figure
            or figure.startswith("decided_at") or figure == "side_gap")


def fmt(figure: str, value, sign: bool | None = None, diff: bool = False) -> str:
    """A figure's value: rates in per cent (differences of rates in percentage points), others as numbers."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if is_rate(figure):
        if diff or is_difference(figure):
            return f"{value * 100:+.1f}{POINTS}" if sign is not False else f"{value * 100:.1f}{POINTS}"
        return f"{value * 100:+.1f} %" if sign else f"{value * 100:.1f} %"
    return f"{value:+.2f}" if sign else f"{value:.2f}"


def span(figure: str, lo, hi, diff: bool = False) -> str:
    """An interval, its unit once: ``-1.9 to +3.8 percentage points``, ``14.2 to 30.0 %``."""
    if lo is None or hi is None or lo != lo or hi != hi:
        return ""
    signed = diff or is_difference(figure)
    return interval_words(fmt(figure, lo, sign=signed, diff=diff), fmt(figure, hi, sign=signed, diff=diff))


def answer_fmt(figure: str, value) -> str:
    """A figure of an answer (``analysis.answers``): a difference, an advantage or a win rate."""
    if figure.endswith("_difference"):
        return fmt(figure[:-len("_difference")], value, sign=True, diff=True)
    if figure.endswith("_advantage") or "_over_" in figure:
        return fmt("side_gap", value, sign=True)
    return fmt("win_rate", value)


def answer_span(figure: str, lo, hi) -> str:
    """The interval of an answer's figure, its unit once."""
    if lo is None or hi is None or lo != lo or hi != hi:
        return ""
    return interval_words(answer_fmt(figure, lo), answer_fmt(figure, hi))


def pct(value, sign: bool = False) -> str:
    """A rate in per cent, ``-`` where there is none."""
    if value is None or value != value:
        return "-"
    return f"{value * 100:+.1f} %" if sign else f"{value * 100:.1f} %"


def unit_to_header(header: str, cells: list[str]) -> tuple[str, list[str]]:
    """A table column whose every figure is in percentage points says so once, in its header, and
    its cells give the numbers alone (``+3.9 (+0.4 to +7.1)``, not the unit twice in a cell)."""
    shown = [c for c in cells if c not in ("-", "")]
    if not shown or not all(POINTS in c for c in shown):
        return header, cells
    if header.endswith(")"):                        # "by (95 %)": "by (percentage points, 95 %)"
        at = header.rindex("(") + 1
        header = f"{header[:at]}percentage points, {header[at:]}"
    else:
        header = f"{header} (percentage points)"
    return header, [c.replace(POINTS, "") for c in cells]


def p_value(p: float) -> str:
    """A test's p-value: three figures, or "< 0.001" where it is smaller (never a bare 0 or 4.67e-121)."""
    return "-" if p != p else "< 0.001" if p < 0.001 else f"{p:.3g}"
