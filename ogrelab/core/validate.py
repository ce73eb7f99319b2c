"""Checks for saved games: each failure names the field and what is allowed.

``from_dict`` never evaluates or unpickles; it only reads JSON values through
these functions, so a malformed save raises ``ValueError`` and builds nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

_KINDS = {
    int: "an integer",
    str: "a string",
    list: "a list",
    dict: "an object",
    bool: "true or false",
    float: "a number",
}


def _name(kind) -> str:
    if isinstance(kind, tuple):
        return " or ".join(_name(k) for k in kind)
    return _KINDS.get(kind, kind.__name__)


def check_type(value: Any, kind, where: str):
    """``value`` must be of ``kind`` (bool is never taken for an integer)."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if float in kinds and isinstance(value, int) and not isinstance(value, bool):
        ok = True
    if not ok:
        raise ValueError(f"{where}: expected {_name(kind)}, got {value!r}")
    return value


def field(d: Any, key: str, kind, where: str = "state", default: Any = ...):
    """``d[key]``, checked to be of ``kind``; missing is an error unless a default is given."""
    check_type(d, dict, where)
    if key not in d:
        if default is not ...:
            return default
        raise ValueError(f"{where}.{key}: missing")
    return check_type(d[key], kind, f"{where}.{key}")


def check_int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    check_type(value, int, where)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(f"{where}: {value} is out of range {lo}..{hi}")
    return value


def check_choice(value: Any, choices: Iterable, where: str):
    choices = list(choices)
    if value not in choices:
        shown = ", ".join(repr(c) for c in choices[:20])
        more = " ..." if len(choices) > 20 else ""
        raise ValueError(f"{where}: {value!r} is not one of {shown}{more}")
    return value


def check_list(value: Any, where: str, item=None, allowed: Iterable | None = None) -> list:
    """A list whose items are of type ``item`` and, if given, within ``allowed``."""
    check_type(value, list, where)
    allowed_set = set(allowed) if allowed is not None else None
    for i, v in enumerate(value):
        if item is not None:
            check_type(v, item, f"{where}[{i}]")
        if allowed_set is not None and v not in allowed_set:
            raise ValueError(f"{where}[{i}]: unknown card {v!r}")
    return value


def check_unique(cards: Iterable, where: str) -> None:
    """No card may be in two places at once."""
    seen = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"{where}: card {c!r} appears more than once")
        seen.add(c)
