"""A puzzle: a position, a seat, a goal the engine checks, hints and an explanation.

A try is the list of the seat's action texts. The other seats' decisions in
between are made by the puzzle's reply bot, seeded by the seat and the move
number, so a try always meets the same replies and any line of play can be
checked, not only the one written down. The try ends when the puzzle's
``until`` says (the seat's turn is over, a number of turns has passed, the
first decision is made, or the game is over); the goal is checked then. A
puzzle marked ``early`` is solved as soon as its goal holds after one of the
seat's moves (a score reached), so no move that cannot matter is asked for.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..core import Game, choose, from_dict, game_class, make_bot
from ..core import validate as V
from ..core.game import FORMAT, FORMAT_VERSION
from ..core.rng import seed_state
from . import goals

#: What ends a try: "decision" (the seat's first action), "turn" (the turn
#: counter moves on), "game" (the game ends), or a number of turns.
UNTIL = ("decision", "turn", "game")
#: A try's replies and actions stop here, so no puzzle can run away.
MAX_PLIES = 400
FIELDS = {"id", "title", "section", "seat", "position", "goal", "check", "hints", "explanation",
          "solutions", "until", "early", "replies", "mined", "view"}


@dataclass(frozen=True)
class Attempt:
    """Where a try stands: its actions, whether it is over and solved, and why in words (``why``:
    what happened and, when the goal is missed, what it needed)."""

    actions: tuple
    done: bool
    solved: bool
    why: str
    events: tuple
    game: Game = field(repr=False, compare=False)

    @property
    def reply(self) -> str:
        """What a learner reads after the try: solved or not, what happened and what the goal needed."""
        if not self.done:
            return "Your move." if not self.actions else "Go on: the goal is not decided yet."
        return f"Solved. {self.why}." if self.solved else f"Not solved. {self.why}."


class Puzzle:
    """One puzzle of one game, read from the game's ``puzzles.json`` (see :func:`ogrelab.lessons.puzzles`)."""

    def __init__(self, name: str, d: dict, where: str = "puzzle"):
        cls = game_class(name)
        V.check_type(d, dict, where)
        unknown = sorted(set(d) - FIELDS)
        if unknown:
            raise ValueError(f"{where}.{unknown[0]}: unknown field; fields: {', '.join(sorted(FIELDS))}")
        self.name = name
        self.id = V.field(d, "id", str, where)
        where = f"{where} {self.id!r}"
        self.title = V.field(d, "title", str, where)
        self.section = V.field(d, "section", str, where)
        self.goal = V.field(d, "goal", str, where)
        self.check = goals.check_goal(V.field(d, "check", dict, where), f"{where}.check")
        self.hints = V.check_list(V.field(d, "hints", list, where), f"{where}.hints", str)
        if not self.hints:
            raise ValueError(f"{where}.hints: give at least one hint")
        self.explanation = V.field(d, "explanation", str, where)
        self.solutions = [V.check_list(s, f"{where}.solutions[{i}]", str)
                          for i, s in enumerate(V.field(d, "solutions", list, where))]
        if not self.solutions:
            raise ValueError(f"{where}.solutions: give at least one known solution")
        until = d.get("until", "turn")
        if not (until in UNTIL or (isinstance(until, int) and not isinstance(until, bool) and 1 <= until <= 20)):
            raise ValueError(f"{where}.until: {V.short(until)} is not one of {', '.join(UNTIL)} or a number of turns 1..20")
        self.until = until
        self.early = d.get("early", False)
        V.check_type(self.early, bool, f"{where}.early")
        self.replies = d.get("replies", "heuristic")
        V.check_type(self.replies, str, f"{where}.replies")
        self.mined = d.get("mined", False)
        V.check_type(self.mined, bool, f"{where}.mined")
        self.position = copy.deepcopy(V.field(d, "position", dict, where))
        pw = f"{where}.position"
        unknown = sorted(set(self.position) - {"options", "seed", "rng", "log", "state"})
        if unknown:
            raise ValueError(f"{pw}.{unknown[0]}: unknown field; fields: options, seed, rng, log, state")
        V.field(self.position, "state", dict, pw)
        V.check_type(self.position.get("options", {}), dict, f"{pw}.options")
        start = self.game()          # validates the position
        self.seat = V.check_int(V.field(d, "seat", int, where), f"{where}.seat", 0, start.players - 1)
        if start.current_player != self.seat and not self._replies_reach_seat(start):
            raise ValueError(f"{where}.seat: seat {self.seat} never gets to decide from this position")
        goals.check_words(self.check, start.view(self.seat)["state"], f"{where}.check")
        view = d.get("view", "seat")
        if view not in ("seat", "all"):
            raise ValueError(f"{where}.view: {V.short(view)} is not 'seat' (the seat's view) or 'all' (every card shown)")
        self.view = self.seat if view == "seat" else None
        make_bot(name, self.replies, seed=0)     # the reply bot exists
        self._cls = cls

    # --------------------------------------------------------------- play
    def game(self) -> Game:
        """A fresh game at the puzzle's position."""
        p = self.position
        seed = p.get("seed", 0)
        cls = game_class(self.name)
        return from_dict({"format": FORMAT, "version": FORMAT_VERSION, "game": self.name,
                          "state_version": cls.STATE_VERSION, "options": copy.deepcopy(p.get("options", {})),
                          "seed": seed, "rng": p.get("rng", seed_state(seed) if isinstance(seed, int) else seed),
                          "log": list(p.get("log", [])), "state": copy.deepcopy(p["state"])})

    def _reply(self, g: Game) -> None:
        seat = g.current_player
        bot = make_bot(self.name, self.replies, seed=1000 * seat + g.ply)
        g.play(choose(bot, g))

    def _replies_reach_seat(self, g: Game) -> bool:
        g = g.clone()
        for _ in range(MAX_PLIES):
            if g.is_over:
                return False
            if g.current_player == self.seat:
                return True
            self._reply(g)
        return False

    def _over(self, g: Game, start_turn: int, moved: int) -> bool:
        if g.is_over:
            return True
        if self.until == "decision":
            return moved >= 1
        if self.until == "game":
            return False
        turns = 1 if self.until == "turn" else self.until
        return g.turn - start_turn >= turns

    def _advance(self, g: Game, start_turn: int, moved: int) -> bool:
        """Play the replies until the seat is to decide or the try is over; True if over."""
        for _ in range(MAX_PLIES):
            if self._over(g, start_turn, moved):
                return True
            if g.current_player == self.seat:
                return False
            self._reply(g)
        raise ValueError(f"puzzle {self.id!r}: the replies ran past {MAX_PLIES} moves without the seat to decide")

    def begin(self) -> tuple[Game, Game]:
        """The start position and the position where the seat first decides (after any replies)."""
        start = self.game()
        g = start.clone()
        self._advance(g, start.turn, 0)
        return start, g

    def attempt(self, actions) -> Attempt:
        """Play ``actions`` (the seat's action texts) with the replies; where the try stands.

        An illegal action raises :class:`ogrelab.IllegalAction` naming what is legal;
        an action after the try is over raises ValueError.
        """
        if isinstance(actions, str):
            actions = [actions]
        actions = [str(a) for a in V.check_list(list(actions), "actions")]
        start, g = self.begin()
        n0, t0 = len(start.log), start.turn
        done = self._over(g, t0, 0)
        for i, text in enumerate(actions):
            if done or (self.early and i and self._judge(start, g, actions[:i], n0, False).done):
                raise ValueError(f"actions[{i}]: the try is over after {i} action(s); Retry to start again")
            g.play(text)
            done = self._advance(g, t0, i + 1)
        return self._judge(start, g, actions, n0, done)

    def _judge(self, start: Game, g: Game, actions: list, n0: int, done: bool) -> Attempt:
        """The verdict once the try is over; with ``early``, as soon as the goal holds after a move."""
        events = tuple(g.log[n0:]) if len(g.log) >= n0 else tuple(g.log)
        if not done and not (self.early and actions):
            return Attempt(tuple(actions), False, False, "", events, g)
        verdict = goals.evaluate(self.check, goals.Try(start, g, self.seat, actions, list(events)))
        if not done and not verdict.met:
            return Attempt(tuple(actions), False, False, "", events, g)
        return Attempt(tuple(actions), True, verdict.met, verdict.sentence, events, g)

    def solved_by(self, actions) -> bool:
        """Is this list of the seat's action texts a solution? (An illegal one is not.)"""
        try:
            return self.attempt(actions).solved
        except ValueError:
            return False

    def search(self, first: str | None = None, nodes: int = 5000, want: int = 50) -> tuple[list, bool]:
        """Solutions found by trying every line of the seat's actions (from ``first`` if given).

        Returns the solutions (up to ``want``) and whether the search was
        complete (it stops after ``nodes`` positions). Replies are seeded by
        position, so each line meets the replies a try of it would.
        """
        start, g = self.begin()
        n0, t0 = len(start.log), start.turn
        found: list = []
        count = 0
        complete = True
        stack = [(g, [])]
        if first is not None:
            g = g.clone()
            g.play(first)
            stack = [(g, [first])]
        while stack:
            g, line = stack.pop()
            count += 1
            if count > nodes or len(found) >= want:
                complete = False
                break
            if line and self._advance(g, t0, len(line)) or self._over(g, t0, len(line)):
                if self._judge(start, g, line, n0, True).solved:
                    found.append(line)
                continue
            if self.early and self._judge(start, g, line, n0, False).solved:
                found.append(line)
                continue
            for a in reversed(g.legal_actions()):
                h = g.clone()
                h.play(a)
                stack.append((h, line + [a.text]))
        return found, complete

    def to_dict(self) -> dict:
        d = {"id": self.id, "title": self.title, "section": self.section, "seat": self.seat,
             "position": copy.deepcopy(self.position), "goal": self.goal, "check": copy.deepcopy(self.check),
             "hints": list(self.hints), "explanation": self.explanation,
             "solutions": [list(s) for s in self.solutions], "until": self.until, "replies": self.replies}
        if self.early:
            d["early"] = True
        if self.mined:
            d["mined"] = True
        if self.view is None:
            d["view"] = "all"
        return d

    def __repr__(self) -> str:
        return f"<Puzzle {self.name}:{self.id} {self.title!r}>"
