"""Option values as a person types them: a sweep's values, a tuning's space, and option sets named
by what tells them apart. Plain text in, plain values out; no widgets."""

from __future__ import annotations

import json
import re


def parse_values(text: str, opt) -> list:
    """``"6, 8, 10"`` (JSON values) or ``"4..12"`` (whole numbers, both ends) -> a list."""
    text = text.strip()
    m = re.fullmatch(r"(-?\d+)\s*\.\.\s*(-?\d+)(?:\s+step\s+(\d+))?", text)
    if m:
        lo, hi, step = int(m[1]), int(m[2]), int(m[3] or 1)
        if lo > hi or step < 1:
            raise ValueError(f"values {text!r}: write low..high with low <= high, e.g. 4..12")
        return list(range(lo, hi + 1, step))
    values = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        try:
            values.append(json.loads(part))
        except json.JSONDecodeError:
            values.append(part)
    if not values:
        raise ValueError("values: give a list such as 6, 8, 10 or a range such as 4..12")
    return values


def default_values(opt) -> str:
    """The values a sweep or a tuning offers first for an option: its choices, or a range about its default."""
    if opt.choices is not None:
        return ", ".join(json.dumps(c) for c in opt.choices)
    if isinstance(opt.default, bool):
        return "false, true"
    if isinstance(opt.default, int):
        d = opt.default
        lo = max(0 if d >= 0 else d - 4, d - 4)
        return f"{lo}..{d + 4}"
    if isinstance(opt.default, float):
        return ", ".join(f"{opt.default * f:g}" for f in (0.5, 0.75, 1, 1.25, 1.5))
    return json.dumps(opt.default)


def parse_space(text: str, opt) -> range | list:
    """What a tuning may try: ``"4..12"`` (``step`` too) as a range of whole numbers, else a list."""
    values = parse_values(text, opt)
    if re.fullmatch(r"\s*-?\d+\s*\.\.\s*-?\d+(?:\s+step\s+\d+)?\s*", text) and len(values) > 1:
        return range(values[0], values[-1] + 1, values[1] - values[0])
    return values


def option_words(key: str, value, against=None) -> str:
    """``key = value`` in few words; a table or list by the entries that differ from ``against``
    (``effects["8"] = "none"``), so a label never spells out a whole table."""
    if isinstance(value, dict) and isinstance(against, dict):
        diff = [k for k in value if against.get(k) != value[k]] + [k for k in against if k not in value]
        if 0 < len(diff) <= 4:
            return ", ".join(f"{key}[{json.dumps(k)}] = {json.dumps(value.get(k))}" for k in diff)
    if isinstance(value, list) and isinstance(against, list) and len(value) == len(against):
        diff = [i for i, (a, b) in enumerate(zip(value, against)) if a != b]
        if 0 < len(diff) <= 4:
            return ", ".join(f"{key}[{i}] = {json.dumps(value[i])}" for i in diff)
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
    return f"{key} = {text if len(text) <= 40 else text[:37] + '...'}"


def option_labels(cls, a: dict, b: dict) -> tuple[str, str]:
    """Two option sets named by what tells them apart: ``("A: fists_to_win = 10", "B: ... = 4")``."""
    full_a, full_b = cls.check_options(dict(a)), cls.check_options(dict(b))
    keys = [k for k in cls.OPTIONS if full_a.get(k) != full_b.get(k)]
    words_a = "; ".join(option_words(k, full_a.get(k), full_b.get(k)) for k in keys) or "as above"
    words_b = "; ".join(option_words(k, full_b.get(k), full_a.get(k)) for k in keys) or "the same"
    return f"A: {words_a}", f"B: {words_b}"
