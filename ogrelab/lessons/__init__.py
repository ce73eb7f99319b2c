"""Lessons: learn each rule by solving puzzles the engine checks.

    from ogrelab import lessons
    ps = lessons.puzzles("ogre_bash")          # the game's puzzles, by rulebook section
    p = ps[0]; p.goal, p.hints
    p.solved_by(p.solutions[0])                # True: any line that meets the goal counts
    p.attempt(["..."]).reply                   # what a learner reads after a try

Each game keeps its puzzles in ``puzzles.json`` beside its examples: written by
hand to teach a section, or mined from bot games (:func:`mine`) where one move
is clearly better than the others.
"""

from __future__ import annotations

import datetime
import sys
from functools import lru_cache
from pathlib import Path

from ..core import game_class
from ..core import validate as V
from .puzzle import Attempt, Puzzle

FILE = "puzzles.json"


def path(name: str) -> Path:
    """Where a game's puzzles are kept."""
    cls = game_class(name)
    return Path(sys.modules[cls.__module__].__file__).with_name(FILE)


def load(name: str, data) -> list[Puzzle]:
    """Puzzles from a puzzle file's contents (JSON text or the parsed object), validated."""
    if isinstance(data, (str, bytes)):
        data = V.loads(data, "puzzles")
    V.check_size(data, "puzzles")
    V.check_type(data, dict, "puzzles")
    if V.field(data, "game", str, "puzzles") != name:
        raise ValueError(f"puzzles.game: this file is for {V.short(data['game'])}, not {name!r}")
    items = V.check_list(V.field(data, "puzzles", list, "puzzles"), "puzzles.puzzles", dict)
    out = [Puzzle(name, d, f"puzzles[{i}]") for i, d in enumerate(items)]
    ids = [p.id for p in out]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise ValueError(f"puzzles: the id {dup[0]!r} is used twice")
    return out


@lru_cache(maxsize=None)
def _puzzles(name: str) -> tuple[Puzzle, ...]:
    f = path(name)
    return tuple(load(name, f.read_text(encoding="utf-8"))) if f.exists() else ()


def puzzles(name: str, section: str | None = None, mined: bool | None = None) -> list[Puzzle]:
    """The puzzles of a game, in the file's order (by section; mined ones last).

    ``section`` keeps one rulebook section's; ``mined`` keeps only mined
    (True) or only hand-written (False) ones.
    """
    out = list(_puzzles(name))
    if section is not None:
        out = [p for p in out if p.section == section]
    if mined is not None:
        out = [p for p in out if p.mined == mined]
    return out


def puzzle(name: str, id: str) -> Puzzle:
    """One puzzle by its id."""
    for p in _puzzles(name):
        if p.id == id:
            return p
    raise ValueError(f"no puzzle {id!r} for {name}; puzzles: {', '.join(p.id for p in _puzzles(name))}")


def sections(name: str) -> dict[str, list[Puzzle]]:
    """The hand-written puzzles grouped by rulebook section, in the file's order."""
    out: dict[str, list[Puzzle]] = {}
    for p in puzzles(name, mined=False):
        out.setdefault(p.section, []).append(p)
    return out


def puzzle_of_the_day(day: datetime.date | None = None) -> Puzzle:
    """A mined puzzle picked by the date: the same one all day, another tomorrow."""
    from .. import GAMES
    pool = [p for name in GAMES for p in puzzles(name, mined=True)]
    if not pool:
        raise ValueError("no mined puzzles: run ogrelab.lessons.mine(...) and save some")
    day = day or datetime.date.today()
    return pool[day.toordinal() % len(pool)]


def mine(name: str, n: int = 5, **kwargs) -> list[Puzzle]:
    """Puzzles found in bot games: positions where one move is clearly the best (see :mod:`.mining`)."""
    from .mining import mine as _mine
    return _mine(name, n, **kwargs)


__all__ = ["Attempt", "Puzzle", "load", "mine", "path", "puzzle", "puzzle_of_the_day", "puzzles", "sections"]
