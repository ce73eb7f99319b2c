"""Goals of puzzles: checks the engine evaluates on the position a try reaches.

A goal is a small JSON object with a ``kind``; each check returns a
:class:`Verdict`: whether it holds, what happened and what the goal needed,
in words, which is the reply a learner reads. Every check reads only what the puzzle's seat may know: its
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

Each kind has a sentence for a goal met and one for a goal missed, filled
from the position after the try: what was scored or lost, who won, the event
that happened. Any goal may carry ``"says"``: the condition in words ("Nettle
is still standing"), which is what the goal needed when a try misses it ("the
goal was that Nettle is still standing"); a log or state goal must, since
only words can say what it looks for. ``"missed"`` says what the position
shows instead, in words, and may name values of the seat's view of that
position as ``{path}`` ("Nettle has {seats.2.hp} hit points left"), or the
value a standing or state goal measured as ``{value}``.
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
#: A value named in a goal's words: ``{seats.2.hp}``, or ``{value}``.
PLACE = re.compile(r"\{([A-Za-z0-9_.]+)\}")
MISSING = object()
#: First words of a goal's sentence that lose their capital after other words.
LOWER = {"The", "A", "An", "No", "Every", "Each", "Both", "None", "Nothing", "It", "You", "Your"}
#: Words counted by a number in a goal's sentences (one point, two points).
COUNTED = re.compile(r"\b1 (point|fist|card|token|action|hit point)s\b")


@dataclass
class Try:
    """What a check looks at: the start, the end, the seat, the actions and the events between."""

    start: Game
    end: Game
    seat: int
    actions: list
    events: list


@dataclass(frozen=True)
class Verdict:
    """A goal judged on a try: whether it holds, what the position shows, and what the goal needed."""

    met: bool
    said: str
    needed: str = ""

    @property
    def sentence(self) -> str:
        """What happened and, when the goal is missed, what it needed: one sentence, capitalised."""
        text = self.said if self.met or not self.needed else f"{self.said}; the goal was {self.needed}"
        return text[:1].upper() + text[1:]


def check_goal(goal: Any, where: str, depth: int = 0) -> dict:
    """Validate a goal from a puzzle file; the error names the field and what is allowed."""
    V.check_type(goal, dict, where)
    kind = V.check_choice(V.field(goal, "kind", str, where), KINDS, f"{where}.kind")
    allowed = {"kind", "says", "missed"} | {
        "wins": set(), "standing": {"measure", "seat", *COMPARE}, "log": {"contains", "absent"},
        "state": {"path", *STATE_TESTS}, "first": {"actions"}, "all": {"of"}, "any": {"of"}}[kind]
    unknown = sorted(set(goal) - allowed)
    if unknown:
        raise ValueError(f"{where}.{unknown[0]}: not a field of a {kind!r} goal; fields: {', '.join(sorted(allowed))}")
    for words in ("says", "missed"):
        if words in goal:
            V.field(goal, words, str, where)
    if kind in ("log", "state") and "says" not in goal:
        raise ValueError(f"{where}.says: a {kind} goal needs the condition in words "
                         "(\"says\": \"Pip is still standing\"), for the reply to a try")
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


def evaluate(goal: dict, t: Try) -> Verdict:
    """Does the try meet ``goal``: what happened, and what the goal needed, in words."""
    return _KIND[goal["kind"]](goal, t)


def _needed(goal: dict, otherwise: str) -> str:
    """What the goal needed, in words: its ``says``, else ``otherwise``."""
    return f"that {_clause(goal['says'])}" if "says" in goal else otherwise


def _clause(text: str) -> str:
    """``text`` to follow other words: "The Zombies win" becomes "the Zombies win"; names keep their capital."""
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first in LOWER else text


def _joined(parts) -> str:
    """Sentences of a goal's parts as one: "a; b; c"."""
    parts = list(parts)
    return "; ".join(parts[:1] + [_clause(p) for p in parts[1:]])


def _missed(goal: dict, t: Try, otherwise: str, value: Any = None) -> str:
    """What the position shows when ``goal`` is missed: its ``missed`` words filled in, else ``otherwise``."""
    return fill(goal["missed"], t.end.view(t.seat)["state"], value) if "missed" in goal else otherwise


def fill(text: str, state: dict, value: Any = None) -> str:
    """``text`` with each ``{path}`` replaced by that value of ``state`` (``{value}``: the value measured)."""
    def one(m):
        key = m.group(1)
        x = value if key == "value" else _at(state, [int(k) if k.isdigit() else k for k in key.split(".")])
        return _words(x)
    return COUNTED.sub(r"1 \1", PLACE.sub(one, text))


def _words(x: Any) -> str:
    if isinstance(x, bool):
        return "yes" if x else "no"
    if x is None:
        return "nothing"
    if isinstance(x, float) and x.is_integer():
        return f"{x:g}"
    if isinstance(x, list):
        return ", ".join(_words(v) for v in x) if x else "nothing"
    if isinstance(x, dict):
        return V.short(x)
    return str(x)


def check_words(goal: dict, state: dict, where: str) -> None:
    """Every ``{path}`` in a goal's words names a value of ``state`` (the puzzle's start, as its seat sees it)."""
    for m in PLACE.finditer(goal.get("missed", "")):
        key = m.group(1)
        if key != "value" and _at(state, [int(k) if k.isdigit() else k for k in key.split(".")], MISSING) is MISSING:
            raise ValueError(f"{where}.missed: {{{key}}} names nothing in the seat's view of the position")
        if key == "value" and goal["kind"] not in ("standing", "state"):
            raise ValueError(f"{where}.missed: {{value}} is the value a standing or state goal measures")
    for i, part in enumerate(goal.get("of", ())):
        check_words(part, state, f"{where}.of[{i}]")


def _wins(goal, t: Try) -> Verdict:
    end = t.end
    if not end.is_over:
        return Verdict(False, "the game is not over yet, so you have not won", _needed(goal, "a win"))
    won = t.seat in end.result.winners
    said = end.outcome or ("you won" if won else "you did not win")
    return Verdict(won, said if won else _missed(goal, t, said), _needed(goal, "a win"))


def _amount(n: float, measure: str) -> str:
    return f"{n:g} {measure}"


def _standing(goal, t: Try) -> Verdict:
    seat = goal.get("seat", t.seat)
    measure = goal.get("measure", t.end.STANDING)
    now, then = t.end.standings(t.seat), t.start.standings(t.seat)
    if measure not in now or not 0 <= seat < t.end.players:
        raise ValueError(f"goal.measure: {measure!r} for seat {seat} is not a standing this seat sees; "
                         f"measures: {', '.join(now)}")
    value, before = now[measure][seat], then[measure][seat]
    gain = value - before
    you = seat == t.seat
    who = "you" if you else t.end.seat_label(seat)
    bounds = [(k, goal[k]) for k in COMPARE if k in goal]
    if any(k.startswith("gain") for k, _ in bounds):
        losing = any(k == "gain_at_most" and b < 0 or k == "gain_at_least" and b <= 0 for k, b in bounds)
        if gain > 0:
            said = f"{who} gained {_amount(gain, measure)} ({value:g} now)"
        elif gain < 0:
            said = f"{who} lost {_amount(-gain, measure)} ({value:g} left)"
        else:
            said = f"{who} {'lost' if losing else 'gained'} no {measure}"
    else:
        said = f"{who} {'have' if you else 'has'} {_amount(value, measure)}"
    ok = True
    needs = []
    for k, bound in bounds:
        x = gain if k.startswith("gain") else value
        met = x >= bound if k.endswith("at_least") else x <= bound
        ok = ok and met
        if not met:
            needs.append(_bound(k, bound, measure))
    said = COUNTED.sub(r"1 \1", said)
    if ok:
        return Verdict(True, goal.get("says", said))
    return Verdict(False, _missed(goal, t, said, value), _needed(goal, COUNTED.sub(r"1 \1", " and ".join(needs))))


def _bound(k: str, b: float, measure: str) -> str:
    """A standing goal's bound in words: "a gain of 12 or more", "9 fists or fewer"."""
    if k == "at_least":
        return f"{_amount(b, measure)} or more"
    if k == "at_most":
        return f"{_amount(b, measure)} or fewer"
    if k == "gain_at_least":
        return f"a gain of {b:g} or more" if b > 0 else "no loss" if b == 0 else f"a loss of {-b:g} at most"
    return f"a loss of {-b:g} or more" if b < 0 else "no gain" if b == 0 else f"a gain of {b:g} at most"


def _log(goal, t: Try) -> Verdict:
    text = goal["contains"]
    seen = [e for e in t.events if text in e]
    if goal.get("absent"):
        if seen:
            return Verdict(False, _missed(goal, t, seen[0]), _needed(goal, ""))
        return Verdict(True, goal["says"])
    if seen:
        return Verdict(True, seen[0])
    return Verdict(False, _missed(goal, t, "the try ended without that"), _needed(goal, ""))


def _at(state, path, missing=None):
    x = state
    for step in path:
        try:
            x = x[step]
        except (KeyError, IndexError, TypeError):
            return missing
    return x


def _state(goal, t: Try) -> Verdict:
    value = _at(t.end.view(t.seat)["state"], goal["path"])
    if "equals" in goal:
        ok = value == goal["equals"]
    elif "contains" in goal:
        ok = isinstance(value, list) and goal["contains"] in value
    elif "length" in goal:
        ok = isinstance(value, list) and len(value) == goal["length"]
    else:
        num = isinstance(value, (int, float)) and not isinstance(value, bool)
        ok = num and (value >= goal["at_least"] if "at_least" in goal else value <= goal["at_most"])
    if ok:
        return Verdict(True, goal["says"])
    return Verdict(False, _missed(goal, t, "the try ended without that", value), _needed(goal, ""))


def _first(goal, t: Try) -> Verdict:
    needed = _needed(goal, "the one move clearly better than every other")
    if not t.actions:
        return Verdict(False, "no move was made", needed)
    ok = t.actions[0] in goal["actions"]
    return Verdict(ok, f"{t.actions[0]} is {'' if ok else 'not '}the best move here", needed)


def _all(goal, t: Try) -> Verdict:
    results = [evaluate(g, t) for g in goal["of"]]
    failed = [v for v in results if not v.met]
    if not failed:
        return Verdict(True, goal.get("says", _joined(v.said for v in results)))
    return Verdict(False, _missed(goal, t, _joined(v.said for v in failed)),
                   _needed(goal, " and ".join(v.needed for v in failed if v.needed)))


def _any(goal, t: Try) -> Verdict:
    results = [evaluate(g, t) for g in goal["of"]]
    met = [v for v in results if v.met]
    if met:
        return Verdict(True, goal.get("says", met[0].said))
    return Verdict(False, _missed(goal, t, _joined(v.said for v in results)),
                   _needed(goal, " or ".join(v.needed for v in results if v.needed)))


_KIND = {"wins": _wins, "standing": _standing, "log": _log, "state": _state,
         "first": _first, "all": _all, "any": _any}
