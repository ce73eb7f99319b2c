"""Reading a game's data for people: the state as a tree, standings as series."""

from __future__ import annotations

import html
import numbers
from typing import Any

_SCALARS = (str, int, float, bool, type(None))


def _scalar(value: Any) -> str:
    if isinstance(value, str):
        return html.escape(repr(value))
    if value is None:
        return "null"
    return html.escape(str(value))


def _inline(value: Any) -> str | None:
    """A short list of scalars reads best on one line."""
    if isinstance(value, list) and all(isinstance(v, _SCALARS) for v in value):
        text = "[" + ", ".join(_scalar(v) for v in value) + "]"
        if len(text) <= 160:
            return text
    if isinstance(value, dict) and not value:
        return "{}"
    return None


def _table(rows: list) -> str | None:
    """A list of records with the same scalar fields reads best as a table."""
    if len(rows) < 2 or not all(isinstance(r, dict) and r for r in rows):
        return None
    keys = list(rows[0])
    if any(list(r) != keys for r in rows):
        return None
    if not all(isinstance(v, _SCALARS) or _inline(v) for r in rows for v in r.values()):
        return None
    head = "".join(f"<th>{html.escape(str(k))}</th>" for k in keys)
    body = "".join(
        "<tr>" + "".join(f"<td>{_inline(r[k]) if not isinstance(r[k], _SCALARS) else _scalar(r[k])}</td>"
                         for k in keys) + "</tr>"
        for r in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def tree_html(value: Any, label: str = "state", open_depth: int = 2, _depth: int = 0) -> str:
    """A JSON-like value as nested collapsible ``<details>``, lists of records as tables."""
    key = f'<span class="k">{html.escape(str(label))}</span>'
    if isinstance(value, _SCALARS):
        return f"<div>{key}: {_scalar(value)}</div>"
    inline = _inline(value)
    if inline is not None:
        return f"<div>{key}: {inline}</div>"
    opened = " open" if _depth < open_depth else ""
    if isinstance(value, dict):
        size = f"{{{len(value)}}}"
        inner = "".join(tree_html(v, k, open_depth, _depth + 1) for k, v in value.items())
    elif isinstance(value, (list, tuple)):
        size = f"[{len(value)}]"
        inner = _table(list(value)) or "".join(
            tree_html(v, i, open_depth, _depth + 1) for i, v in enumerate(value))
    else:
        return f"<div>{key}: {html.escape(repr(value))}</div>"
    return f"<details{opened}><summary>{key} {size}</summary>{inner}</details>"


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        return None
    return float(value)


def standings(scores: Any, seat_names: list[str]) -> dict[str, float]:
    """``game.scores`` flattened to named numbers, one series per seat (and per field).

    A seat's standing may be a number (points, fists) or a record of numbers
    (``{"health": 12, "energy": 3}``); anything else is not charted.
    """
    out: dict[str, float] = {}
    if not isinstance(scores, (list, tuple)):
        return out
    for seat, value in enumerate(scores):
        name = seat_names[seat] if seat < len(seat_names) else f"Seat {seat}"
        number = _number(value)
        if number is not None:
            out[name] = number
        elif isinstance(value, dict):
            for k, v in value.items():
                number = _number(v)
                if number is not None:
                    out[f"{name} {k}"] = number
        elif isinstance(value, (list, tuple)):
            for i, v in enumerate(value):
                number = _number(v)
                if number is not None:
                    out[f"{name} [{i}]"] = number
    return out


class RecordsTable:
    """Records (a roster, a card list) as a table in a notebook, drawn without pandas.

    The rules notebooks run in the browser too (Pyodide), where pandas is not
    to be had; ``frame()`` gives the pandas DataFrame where it is installed.
    """

    def __init__(self, rows: list[dict]):
        self.rows = [dict(r) for r in rows]
        self.columns: list[str] = []
        for r in self.rows:
            self.columns += [k for k in r if k not in self.columns]

    def _repr_html_(self) -> str:
        def cell(value: Any) -> str:
            if isinstance(value, numbers.Number) and not isinstance(value, bool):
                return f"<td style='text-align:right'>{html.escape(str(value))}</td>"
            return f"<td style='text-align:left'>{html.escape('' if value is None else str(value))}</td>"

        head = "".join(f"<th style='text-align:left'>{html.escape(str(c))}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(cell(r.get(c)) for c in self.columns) + "</tr>" for r in self.rows)
        return (f"<table class='ogrelab-records'><thead><tr>{head}</tr></thead>"
                f"<tbody>{body}</tbody></table>")

    def frame(self):
        """The records as a pandas DataFrame (pandas must be installed)."""
        import pandas as pd

        return pd.DataFrame(self.rows, columns=self.columns)

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        return f"<RecordsTable {len(self.rows)} rows: {', '.join(self.columns)}>"


def records_table(rows: list[dict]) -> RecordsTable:
    """Records from a game's data (a roster, a card list) as a table for a notebook."""
    return RecordsTable(rows)
