"""Goals of puzzles: checks the engine evaluates on the position a try reaches.

A goal is a small JSON object with a ``kind``; each check returns whether it
holds and a sentence in the game's words saying why, which is the reply a
learner reads. Every check reads only what the puzzle's seat may know: its
view of the state, the standings it may see, the public log.

Kinds:

- ``{"kind": "wins"}``: the game is over and the seat is among the winners.
- ``{"kind": "standing", "measure": "points", "seat": 1, "at_least": 6}``: a
  measure of ``game.standings`` (default: the game's ``STANDING``) for a seat
  (default: the puzzle's), compared with ``at_least``/``at_most``, or its
  change over the try with ``gain_at_least``/``gain_at_most``.
- ``{"kind": "log", "contains": "is knocked out"}``: some event of the try
  contains the text (``"absent": true``: none does).
- ``{"kind": "state", "path": ["field", 2], "equals": ...}``: a value in the
  seat's view of the state, compared with ``equals``/``at_least``/``at_most``,
  ``contains`` (a list holds it) or ``length`` (a list's length).
- ``{"kind": "first", "actions": ["..."]}``: the first action is one of these
  (the goal of a mined "find the best move" puzzle).
- ``{"kind": "all", "of": [...]}`` and ``{"kind": "any", "of": [...]}``.

Any goal may carry ``"says"``: the condition in words ("Nettle is still
standing"); the reply then answers it ("Nettle is still standing: no"), with
what was measured or seen, except a state's path or a text that never came.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core import Game
from ..core import validate as V

KINDS = ("wins", "standing", "log", "state", "first", "all", "any")
COMPARE = ("at_least", "at_most", "gain_at_least", "gain_at_most")
STATE_TESTS = ("equals", "at_least", "at_most", "contains", "length")


@dataclass
class Try:
    """What a check looks at: the start, the end, the seat, the actions and the events between."""

    start: Game
    end: Game
    seat: int
    actions: list
    events: list


def check_goal(goal: Any, where: str, depth: int = 0) -> dict:
    """Validate a goal from a puzzle file; the error names the field and what is allowed."""
    V.check_type(goal, dict, where)
    kind = V.check_choice(V.field(goal, "kind", str, where), KINDS, f"{where}.kind")
    allowed = {"kind", "says"} | {
        "wins": set(), "standing": {"measure", "seat", *COMPARE}, "log": {"contains", "absent"},
        "state": {"path", *STATE_TESTS}, "first": {"actions"}, "all": {"of"}, "any": {"of"}}[kind]
    unknown = sorted(set(goal) - allowed)
    if unknown:
        raise ValueError(f"{where}.{unknown[0]}: not a field of a {kind!r} goal; fields: {', '.join(sorted(allowed))}")
    if "says" in goal:
        V.field(goal, "says", str, where)
    if kind == "standing":
        given = [k for k in COMPARE if k in goal]
        if not given:
            raise ValueError(f"{where}: a standing goal needs one of {', '.join(COMPARE)}")
        for k in given:
            V.check_type(goal[k], (int, float), f"{where}.{k}")
        if "seat" in goal:
            V.field(goal, "seat", int, where)
        if "measure" in goal:
            V.field(goal, "measure", str, where)
    elif kind == "log":
        V.field(goal, "contains", str, where)
        if "absent" in goal:
            V.field(goal, "absent", bool, where)
    elif kind == "state":
        V.check_list(V.field(goal, "path", list, where), f"{where}.path")
        tests = [k for k in STATE_TESTS if k in goal]
        if len(tests) != 1:
            raise ValueError(f"{where}: a state goal needs exactly one of {', '.join(STATE_TESTS)}")
    elif kind == "first":
        acts = V.check_list(V.field(goal, "actions", list, where), f"{where}.actions", str)
        if not acts:
            raise ValueError(f"{where}.actions: name at least one action")
    elif kind in ("all", "any"):
        if depth > 4:
            raise ValueError(f"{where}: goals nest at most 4 deep")
        parts = V.check_list(V.field(goal, "of", list, where), f"{where}.of", dict)
        if not parts:
            raise ValueError(f"{where}.of: name at least one goal")
        for i, g in enumerate(parts):
            check_goal(g, f"{where}.of[{i}]", depth + 1)
    return goal


def evaluate(goal: dict, t: Try) -> tuple[bool, str]:
    """Does the try meet ``goal``, and why (one sentence, in the game's words)?"""
    ok, why = _KIND[goal["kind"]](goal, t)
    if "says" in goal:
        answer = "yes" if ok else "no"
        # a state's path and a log text not seen are not for learners: the answer alone
        plain = goal["kind"] == "state" or (goal["kind"] == "log" and not ok and not goal.get("absent"))
        why = f"{goal['says']}: {answer}" if plain else f"{goal['says']}: {answer}. {why[:1].upper()}{why[1:]}"
    return ok, why


def _wins(goal, t: Try):
    who = t.end.seat_label(t.seat)
    if not t.end.is_over:
        return False, "the game is not over yet"
    return t.seat in t.end.result.winners, t.end.outcome or f"{who} did not win"


def _standing(goal, t: Try):
    seat = goal.get("seat", t.seat)
    measure = goal.get("measure", t.end.STANDING)
    now, then = t.end.standings(t.seat), t.start.standings(t.seat)
    if measure not in now or not 0 <= seat < t.end.players:
        raise ValueError(f"goal.measure: {measure!r} for seat {seat} is not a standing this seat sees; "
                         f"measures: {', '.join(now)}")
    value, before = now[measure][seat], then[measure][seat]
    if value == 1:
        measure = re.sub(r"\b(point|fist|card|token)s\b", r"\1", measure, count=1)
    who = t.end.seat_label(seat)
    gain = value - before
    sign = f"{gain:+g}" if gain else "no change"
    for k, bound in goal.items():
        if k not in COMPARE:
            continue
        x = gain if k.startswith("gain") else value
        ok = x >= bound if k.endswith("at_least") else x <= bound
        if not ok:
            need = ("a change of " if k.startswith("gain") else "") + ("at least" if k.endswith("at_least") else "at most")
            return False, f"{who} has {value:g} {measure} ({sign}); the goal is {need} {bound:g}"
    return True, f"{who} has {value:g} {measure} ({sign})"


def _log(goal, t: Try):
    text = goal["contains"]
    seen = [e for e in t.events if text in e]
    if goal.get("absent"):
        return (not seen), (f"it happened: {seen[0]}" if seen else f"nothing like \"{text}\" happened")
    return bool(seen), (seen[0] if seen else f"nothing like \"{text}\" happened")


def _at(state, path):
    x = state
    for step in path:
        try:
            x = x[step]
        except (KeyError, IndexError, TypeError):
            return None
    return x


def _state(goal, t: Try):
    value = _at(t.end.view(t.seat)["state"], goal["path"])
    where = ".".join(str(p) for p in goal["path"])
    if "equals" in goal:
        ok = value == goal["equals"]
    elif "contains" in goal:
        ok = isinstance(value, list) and goal["contains"] in value
    elif "length" in goal:
        ok = isinstance(value, list) and len(value) == goal["length"]
    else:
        num = isinstance(value, (int, float)) and not isinstance(value, bool)
        ok = num and (value >= goal["at_least"] if "at_least" in goal else value <= goal["at_most"])
    return ok, f"{where} is {V.short(value)}"


def _first(goal, t: Try):
    if not t.actions:
        return False, "no move was made"
    ok = t.actions[0] in goal["actions"]
    return ok, (f"{t.actions[0]} is the best move here" if ok else f"{t.actions[0]} is not the best move here")


def _all(goal, t: Try):
    results = [evaluate(g, t) for g in goal["of"]]
    failed = [why for ok, why in results if not ok]
    return (not failed), ("; ".join(failed) if failed else "; ".join(why for _, why in results))


def _any(goal, t: Try):
    results = [evaluate(g, t) for g in goal["of"]]
    met = [why for ok, why in results if ok]
    return bool(met), (met[0] if met else "; ".join(why for _, why in results))


_KIND = {"wins": _wins, "standing": _standing, "log": _log, "state": _state,
         "first": _first, "all": _all, "any": _any}
