"""Checks for saved games: each failure names the field and what is allowed.

``from_dict`` never evaluates or unpickles; it only reads JSON values through
these functions, so a malformed save raises ``ValueError`` and builds nothing.
"""

from __future__ import annotations

import json

from typing import Any, Iterable, Mapping

#: Limits on anything read from outside (saves, records, options), so that no
#: input can hang or exhaust a session: each is checked before work is done.
LIMITS = {
    "depth": 24,            # nesting of lists and objects in a save or a record
    "items": 1_000_000,     # lists, objects and values in one save or record, all counted
    "string": 10_000,       # characters in one string
    "actions": 50_000,      # actions in a record
    "seed": 2**64 - 1,      # seeds are 0..this
    "option_int": 1_000_000,  # any integer inside an option's value, in absolute value
    "option_items": 1_000,  # values inside one option (a list of teams, a deck's counts)
    "shown": 80,            # characters of a bad value repeated in a message
}

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


def short(value: Any) -> str:
    """``repr(value)`` cut to a readable length for a message."""
    text = repr(value)
    n = LIMITS["shown"]
    return text if len(text) <= n else text[: n - 28] + f"... ({len(text):,} characters)"


def copy_json(value: Any) -> Any:
    """A copy of a JSON value (objects and lists copied, the rest shared as it cannot change):
    views, saves and options are copied on every decision, and ``copy.deepcopy`` costs ten times more.
    An object or list of plain values only (most of them: a hand, the options' teams) is copied
    whole, its values' types read in one pass of C rather than each tested in Python."""
    if isinstance(value, dict):
        if _PLAIN.issuperset(map(type, value.values())):
            return dict(value)
        return {k: copy_json(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        if _PLAIN.issuperset(map(type, value)):
            return list(value)
        return [copy_json(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


#: The types of JSON's plain values, which a copy shares.
_PLAIN = frozenset((str, int, float, bool, type(None)))


def check_size(value: Any, where: str, depth: int | None = None, items: int | None = None) -> None:
    """JSON values only, nested at most ``depth`` deep, ``items`` values in all, strings bounded.

    Iterative, so that deep nesting gives this ValueError, not a RecursionError.
    """
    depth = LIMITS["depth"] if depth is None else depth
    items = LIMITS["items"] if items is None else items
    longest = LIMITS["string"]
    count = 0
    stack = [(value, 0, where)]
    while stack:
        v, d, at = stack.pop()
        count += 1
        if count > items:
            raise ValueError(f"{where}: more than {items:,} values in all; the limit is {items:,}")
        if isinstance(v, dict):
            if d >= depth:
                raise ValueError(f"{at}: nested more than {depth} deep; the limit is {depth}")
            for k, x in v.items():
                if not isinstance(k, str):
                    raise ValueError(f"{at}: key {short(k)} is not a string")
                stack.append((x, d + 1, f"{at}.{k[:40]}"))
        elif isinstance(v, list):
            if d >= depth:
                raise ValueError(f"{at}: nested more than {depth} deep; the limit is {depth}")
            stack.extend((x, d + 1, f"{at}[{i}]") for i, x in enumerate(v))
        elif isinstance(v, str):
            if len(v) > longest:
                raise ValueError(f"{at}: a string of {len(v):,} characters; the limit is {longest:,}")
        elif isinstance(v, float):
            if v != v or v in (float("inf"), float("-inf")):
                raise ValueError(f"{at}: {v} is not a finite number")
        elif v is not None and not isinstance(v, (bool, int)):
            raise ValueError(f"{at}: {type(v).__name__} is not a JSON value")


def loads(text: str | bytes, where: str) -> Any:
    """JSON read from outside: a ValueError naming ``where`` for bad JSON, and for nesting so
    deep that the parser itself gives up (before any limit here could be checked)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"{where}: not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise ValueError(f"{where}: nested more than {LIMITS['depth']} deep; the limit is "
                         f"{LIMITS['depth']}") from None


def check_type(value: Any, kind, where: str):
    """``value`` must be of ``kind`` (bool is never taken for an integer)."""
    if type(value) is kind or (type(kind) is tuple and type(value) in kind):
        return value                        # the usual case, first: a save is read field by field
    kinds = kind if isinstance(kind, tuple) else (kind,)
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if float in kinds and isinstance(value, int) and not isinstance(value, bool):
        ok = True
    if not ok:
        raise ValueError(f"{where}: expected {_name(kind)}, got {short(value)}")
    return value


def field(d: Any, key: str, kind, where: str = "state", default: Any = ...):
    """``d[key]``, checked to be of ``kind``; missing is an error unless a default is given."""
    if type(d) is not dict:
        check_type(d, dict, where)
    if key not in d:
        if default is not ...:
            return default
        raise ValueError(f"{where}.{key}: missing")
    value = d[key]
    if type(value) is kind:
        return value
    return check_type(value, kind, f"{where}.{key}")


def check_int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    check_type(value, int, where)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(f"{where}: {short(value)} is out of range {lo}..{hi}")
    return value


def check_choice(value: Any, choices: Iterable, where: str):
    choices = list(choices)
    if value not in choices:
        shown = ", ".join(short(c) for c in choices[:20])
        more = " ..." if len(choices) > 20 else ""
        raise ValueError(f"{where}: {short(value)} is not one of {shown}{more}")
    return value


def check_list(value: Any, where: str, item=None, allowed: Iterable | None = None) -> list:
    """A list whose items are of type ``item`` and, if given, within ``allowed``."""
    check_type(value, list, where)
    allowed_set = set(allowed) if allowed is not None else None
    for i, v in enumerate(value):
        if item is not None:
            check_type(v, item, f"{where}[{i}]")
        if allowed_set is not None and v not in allowed_set:
            raise ValueError(f"{where}[{i}]: unknown card {short(v)}")
    return value


def check_unique(cards: Iterable | Mapping[str, Iterable], where: str) -> None:
    """No card may be in two places at once. Given a mapping of places to cards, the error names both places."""
    places = cards if isinstance(cards, Mapping) else {where: cards}
    seen: dict = {}
    for place, items in places.items():
        for c in items:
            if c in seen:
                both = place if seen[c] == place else f"{seen[c]} and {place}"
                raise ValueError(f"{both}: card {short(c)} appears more than once")
            seen[c] = place
