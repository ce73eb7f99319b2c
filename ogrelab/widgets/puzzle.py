"""Puzzles on the board: a position, a goal, a try, and the engine's reply saying why.

    from ogrelab.widgets import puzzle_board, lessons_page
    puzzle_board("ogre_bash", "declare-the-win")   # one puzzle (what the rules notebooks show)
    lessons_page()                                 # every game's puzzles by section (the lessons app)

A :class:`PuzzleBoard` is the board limited to one puzzle of
:mod:`ogrelab.lessons`: its title, section and goal above the table, the
table drawn as the puzzle's seat knows it and played by touch or by the
action buttons, and beside it the reply to the try so far (what happened and,
once the try is over, whether it meets the goal and why), with Hint, Undo,
Retry and Show solution, which plays a known solution one move at a time
(Next move). Hovering over a move says what it does, never what comes of it:
no score, kill or win before the try is judged (``game.preview(action,
outcome=False)``). What it decides is a :class:`PuzzleSession`, a
:class:`~ogrelab.widgets.session.Session` whose moves go through
``Puzzle.attempt``, so the other seats' replies are the puzzle's own and the
goal is the engine's to judge; tests drive it without widgets.

The lessons page that lists them is :mod:`ogrelab.widgets.lessons`.
"""

from __future__ import annotations

import html

import ipywidgets as W

from .. import lessons
from ..core import game_class
from ..lessons import Attempt, Puzzle
from .drawing import Actions, Drawing
from .session import Session
from .shell import show_error
from .assets import style

__all__ = ["PuzzleBoard", "PuzzleSession", "puzzle_board"]

#: Which error slot each control's message is drawn in: beside the control.
_SLOT = {"table": "table", "actions": "table", "hint": "tools", "undo": "tools", "retry": "tools",
         "solution": "tools", "step": "tools"}


def _until(p: Puzzle) -> str:
    """When the try is judged, in words."""
    u = p.until
    if u == "decision":
        return "after your move"
    end = {"turn": "when your turn is over", "game": "when the game ends"}.get(u, f"after {u} turns")
    return f"after each of your moves, and at the latest {end}" if p.early else end


class PuzzleSession(Session):
    """A try at a puzzle: the seat's actions so far, where they lead, hints shown, solved or not.

    Every move replays the try through :meth:`ogrelab.lessons.Puzzle.attempt`
    (so the other seats answer as the puzzle's replies do, and an illegal move
    changes nothing); the session's game is the position the try reached.
    The table's touches and previews are the board session's own, the
    previews saying the moves alone (:attr:`outcome` is False).
    ``solved`` is set once the person's own try meets the goal and stays set
    until :meth:`retry`; a shown solution does not count as solved.
    """

    outcome = False

    def __init__(self, puzzle: Puzzle):
        if not isinstance(puzzle, Puzzle):
            raise ValueError(f"PuzzleBoard(puzzle): expected a puzzle (ogrelab.lessons.puzzle(...)), "
                             f"got {type(puzzle).__name__}")
        self.puzzle = puzzle
        self.actions: list[str] = []
        self.hints_shown = 0
        self.solved = False
        self.shown_solution = False
        self.now: Attempt = puzzle.attempt([])
        self.before: tuple = ()           # the events of the try before the last move
        self.solution: list[str] | None = None    # the known solution being shown, one move at a time
        self._previews: dict[tuple, str] = {}   # (a line of the seat's moves, whole?) -> what its last move would do
        game = self.now.game
        bots = {s: puzzle.replies for s in range(game.players) if s != puzzle.seat}
        super().__init__(game, bots=bots, view=puzzle.view, speed="instant")

    def _queue_replies(self) -> None:
        """The other seats' replies are the puzzle's (made inside ``Puzzle.attempt``), never queued here."""
        self.replying = False

    _last_game = None      # the position before the last move (its previews are read there)

    def _go(self, actions: list[str]) -> None:
        now = self.puzzle.attempt(actions)     # raises, changing nothing, on an illegal move
        self._last_game = self.now.game if actions[:-1] == self.actions else None
        self.before = self.now.events
        self.now = now
        self.actions = list(actions)
        self.set_game(now.game)
        if now.done and now.solved and not self.shown_solution:
            self.solved = True

    def _preview(self, line: tuple, whole: bool) -> str:
        """What the last move of ``line`` was to do, seen from the seat: the move alone, or ``whole``."""
        key = (line, whole)
        if key not in self._previews:
            game = self._last_game if line == tuple(self.actions) and self._last_game is not None \
                else self.puzzle.attempt(list(line[:-1])).game
            try:
                self._previews[key] = game.preview(line[-1], whole)
            except (NotImplementedError, ValueError):
                self._previews[key] = ""
        return self._previews[key]

    def moves(self) -> list[tuple[str, str]]:
        """The seat's moves in this try, each with its preview (what it was to do, seen from the seat):
        the move alone while the try goes on, whole once it is judged or a solution is shown."""
        whole = self.done or self.showing
        return [(text, self._preview(tuple(self.actions[:i + 1]), whole)) for i, text in enumerate(self.actions)]

    @property
    def done(self) -> bool:
        """Whether the try is over (the goal has been judged)."""
        return self.now.done

    # --------------------------------------------------------- what a person does
    def play(self, action) -> None:
        """The seat's next move (an action or its text); the other seats answer at once."""
        text = action if isinstance(action, str) else action.text
        if self.done:
            raise ValueError("the try is over: press Retry to start again, or Undo to take back your last move")
        if self.showing:
            raise ValueError("a solution is being shown: press Next move to see it on, or Retry to solve it yourself")
        self._go(self.actions + [text])

    def undo(self) -> None:
        """Take back the seat's last move (and the replies after it)."""
        if not self.actions:
            raise ValueError("nothing to undo: you have not moved in this try")
        self._go(self.actions[:-1])

    def can_undo(self) -> bool:
        return bool(self.actions)

    def redo(self) -> None:
        raise ValueError("a puzzle has no redo: play the move again")

    def can_redo(self) -> bool:
        return False

    def step(self) -> None:
        raise ValueError("a puzzle is yours to solve: press Show solution to see one")

    def autoplay(self, on: bool = True) -> None:
        if on:
            self.step()

    def can_step(self) -> bool:
        return False

    can_autoplay = can_step

    def retry(self) -> None:
        """Back to the start of the puzzle (the hints shown stay shown)."""
        self.solved = False
        self.shown_solution = False
        self.solution = None
        self._go([])

    def show_solution(self) -> None:
        """Show the first known solution from the start, one move at a time: :meth:`next_step` plays each."""
        self.shown_solution = True
        self.solution = list(self.puzzle.solutions[0])
        self._go([])

    @property
    def showing(self) -> bool:
        """Whether a known solution is being shown (from Show solution until Retry)."""
        return self.solution is not None

    def next_step(self) -> str:
        """The shown solution's next move, played with its replies; returns its text."""
        if not self.showing:
            raise ValueError("no solution is being shown: press Show solution first")
        if self.done or len(self.actions) >= len(self.solution):
            raise ValueError("the whole solution is shown: press Retry to solve it yourself")
        if self.actions != self.solution[:len(self.actions)]:
            raise ValueError("this is not the shown solution's line any more: press Show solution again")
        text = self.solution[len(self.actions)]
        self._go(self.actions + [text])
        return text

    def can_step_solution(self) -> bool:
        """Whether Next move has a move of the shown solution to play."""
        return (self.showing and not self.done and len(self.actions) < len(self.solution)
                and self.actions == self.solution[:len(self.actions)])

    def hint(self) -> str:
        """Reveal the next hint, one at a time; returns it."""
        hints = self.puzzle.hints
        if self.hints_shown >= len(hints):
            raise ValueError(f"every hint is shown ({len(hints)}); press Show solution to see one")
        self.hints_shown += 1
        return hints[self.hints_shown - 1]

    # -------------------------------------------------------------- words
    def offer(self):
        """The moves on offer: none once the try is over, nor while a solution is being shown."""
        if self.done or self.showing:
            return [], None, {}
        return super().offer()

    def prompt(self) -> str:
        if self.done:
            if self.now.solved:
                return "Solved." if not self.shown_solution else "This is a solution. Retry to solve it yourself."
            return "The try is over and the goal is not met: press Retry, or Undo your last move."
        if self.showing:
            return "The solution is shown one move at a time: press Next move."
        return super().prompt()

    @property
    def hints(self) -> list[str]:
        """The hints shown so far."""
        return list(self.puzzle.hints[:self.hints_shown])

    def step_name(self) -> str:
        """The shown solution's last move played, by its number: "Move 2 of 4, rob seat 1" ('' before the first)."""
        if not self.showing or not self.actions:
            return ""
        return f"Move {len(self.actions)} of {len(self.solution)}, {self.actions[-1]}"

    def step_words(self) -> str:
        """Where the shown solution stands: the move just played and what it did, then the next one."""
        sol, k = self.solution or [], len(self.actions)
        n = len(sol)
        parts = []
        if k == 0:
            parts.append(f"The solution, one move at a time ({n} move{'s' if n != 1 else ''}).")
        else:
            preview = self._preview(tuple(self.actions), True)
            parts.append(f"{self.step_name()}" + (f": {preview}." if preview else "."))
        if k < n and not self.done:
            which = "it" if n == 1 else "the first" if k == 0 else "the next"
            parts.append(f"Press Next move to play {which}: {sol[k]}.")
        elif self.done:
            parts.append(f"That meets the goal. {self.now.why}." if self.now.solved else self.now.reply)
        return " ".join(parts)

    def headline(self) -> str:
        """The reply to the try so far, in one sentence or two."""
        now = self.now
        if self.showing:
            return self.step_words()
        if not now.done and not self.actions:
            return ("Your move: play on the table, or with the buttons under it. "
                    f"The goal is checked {_until(self.puzzle)}.")
        return now.reply

    def new_events(self) -> int:
        """How many of the try's events the last move added (they are the last ones)."""
        events, before = self.now.events, self.before
        k = 0
        while k < min(len(events), len(before)) and events[k] == before[k]:
            k += 1
        return len(events) - k


#: Styles of the puzzle board (the shell's shared ones come with the drawing).
_CSS = style("puzzle.css")


class PuzzleBoard:
    """One puzzle to solve on the table: ``PuzzleBoard(ogrelab.lessons.puzzle("ogre_bash", "..."))``.

    The learner plays the puzzle's seat by touching the table (or with the
    action buttons under it); the other seats answer at once, as the puzzle's
    replies. After each move the reply says what happened and, once the try is
    over, whether it meets the goal and why; a solved try shows the
    explanation, a wrong one what happened, what the goal needed, and Retry.
    Hint reveals the hints one at a time; Show solution goes back to the
    start and Next move plays a known solution's moves one by one, each with
    what it did, ending on the solved position and its explanation. An
    illegal move's error is drawn beside the control that made it.

    ``on_solved(puzzle)`` is called when the learner's own try solves it.
    The methods are what the buttons do; called from Python they raise
    ValueError on a bad request, while a click shows the error in the board.
    """

    def __init__(self, puzzle: Puzzle, on_solved=None):
        self.session = PuzzleSession(puzzle)
        self.puzzle = puzzle
        self._on_solved = on_solved
        self._drawn_key = None
        self._was_solved = False
        self._build()
        self._redraw()

    @property
    def game(self):
        return self.session.game

    @property
    def solved(self) -> bool:
        return self.session.solved

    @property
    def error(self) -> str:
        """The last error in plain words ('' if the last request went through)."""
        e = self.session.error
        return e.message if e else ""

    # --------------------------------------------------------------- build
    def _build(self) -> None:
        p = self.puzzle
        start = self.session.now.game
        title = game_class(p.name).title
        seen = "every card is shown" if p.view is None else "you see what your seat may know"
        self.heading = W.HTML(
            "<div class='ogrelab-puzzle-head'>"
            f"<div class='ogrelab-puzzle-title'>Puzzle: {html.escape(p.title)}</div>"
            f"<div class='ogrelab-puzzle-meta'>{html.escape(title)} &middot; rule: {html.escape(p.section)}"
            f" &middot; you play {html.escape(start.seat_label(p.seat))} &middot; {seen}</div>"
            f"<div class='ogrelab-puzzle-goal'><b>Goal:</b> {html.escape(p.goal)} "
            f"<span class='ogrelab-puzzle-when'>(checked {_until(p)})</span></div></div>")
        self.drawing = Drawing(on_action=self.guard(self._clicked, "table"),
                               on_touch=self.guard(self._touched, "table"))
        self.drawing.add_class("ogrelab-drawing")
        self.actions = Actions(source=self.drawing, on_action=self.guard(self._clicked, "actions"),
                               layout=W.Layout(width="100%"))
        self.actions.add_class("ogrelab-actions")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-error")
        self._slots = {name: W.Box(layout=W.Layout(width="100%")) for name in ("table", "tools")}

        def tool(description, cls, tip, handler, control, style=""):
            b = W.Button(description=description, tooltip=tip, button_style=style, layout=W.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(self.guard(lambda _b: handler(), control))
            return b

        self.hint_button = tool("Hint", "ogrelab-puzzle-hint", "show the next hint", self.hint, "hint")
        self.undo_button = tool("Undo", "ogrelab-puzzle-undo", "take back your last move (and the replies after it)",
                                self.undo, "undo")
        self.retry_button = tool("Retry", "ogrelab-puzzle-retry", "back to the start of the puzzle", self.retry,
                                 "retry")
        self.solution_button = tool("Show solution", "ogrelab-puzzle-solution",
                                    "show a known solution on the table, one move at a time", self.show_solution,
                                    "solution")
        self.step_button = tool("Next move", "ogrelab-puzzle-step", "play the shown solution's next move",
                                self.next_step, "step", style="primary")
        self.step_button.layout.display = "none"
        tools = W.HBox([self.hint_button, self.undo_button, self.retry_button, self.solution_button,
                        self.step_button])
        tools.add_class("ogrelab-puzzle-tools")
        self.reply_box = W.HTML()
        self.reply_box.add_class("ogrelab-puzzle-reply")
        self.hints_box = W.HTML()
        self.hints_box.add_class("ogrelab-puzzle-hints")
        self.details_box = W.HTML()
        self.details_box.add_class("ogrelab-puzzle-details")

        left = W.VBox([self.drawing, self._slots["table"], self.actions],
                      layout=W.Layout(flex="1 1 560px", min_width="300px"))
        right = W.VBox([self.reply_box, tools, self._slots["tools"], self.hints_box, self.details_box],
                       layout=W.Layout(flex="1 1 300px", min_width="260px", max_width="460px"))
        main = W.HBox([left, right], layout=W.Layout(flex_flow="row wrap", width="100%"))
        main.add_class("ogrelab-puzzle-main")
        self.widget = W.VBox([W.HTML(_CSS), self.heading, main], layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-puzzle")

    def close(self) -> None:
        """Close every widget of the board (a page that opens another puzzle frees this one)."""
        def close_all(w):
            for child in getattr(w, "children", ()):
                close_all(child)
            w.close()
        close_all(self.widget)
        self.error_box.close()

    # --------------------------------------------------------------- errors
    def guard(self, fn, control: str):
        """A callback of the page: run it for ``control``; its error is drawn beside that control."""

        def run(*args):
            self.session.attempt(control, fn, *args)
            try:
                self._redraw()
            finally:
                show_error(self.session.error, self.error_box, self._slots, _SLOT)

        return run

    # ------------------------------------------------------------- playing
    def _clicked(self, text: str, ply: int | None) -> None:
        self.session.clicked(text, ply)

    def _touched(self, kind: str, key: str, ply: int | None) -> None:
        s = self.session
        if kind == "cancel":
            s.cancel()
        elif kind == "pick" and (ply is None or ply == self.game.ply):
            s.touch(key)

    def play(self, action) -> None:
        """The seat's next move (an action or its text)."""
        self.session.play(action)
        self._redraw()

    def undo(self) -> None:
        """Take back the last move."""
        self.session.undo()
        self._redraw()

    def retry(self) -> None:
        """Back to the start of the puzzle."""
        self.session.retry()
        self._redraw()

    def show_solution(self) -> None:
        """Back to the start to show a known solution, one move at a time (:meth:`next_step`)."""
        self.session.show_solution()
        self._redraw()

    def next_step(self) -> str:
        """Play the shown solution's next move; returns its text."""
        text = self.session.next_step()
        self._redraw()
        return text

    def hint(self) -> str:
        """Reveal the next hint."""
        text = self.session.hint()
        self._redraw()
        return text

    # ------------------------------------------------------------- drawing
    def reply_html(self) -> str:
        """The reply beside the table: the verdict (or what to do), and the explanation once solved."""
        s = self.session
        now = s.now
        state = ("" if not now.done else " ogrelab-puzzle-right" if now.solved else " ogrelab-puzzle-wrong") \
            + (" ogrelab-puzzle-showing" if s.showing else "")
        head = html.escape(s.headline())
        if now.done and not s.shown_solution:
            word = "Solved" if now.solved else "Not solved"
            if head.startswith(word):
                head = f"<b class='ogrelab-puzzle-verdict'>{word}</b>{head[len(word):]}"
        step = html.escape(s.step_name())
        if step and head.startswith(step):
            head = f"<b class='ogrelab-puzzle-step-name'>{step}</b>{head[len(step):]}"
        parts = [f"<div class='ogrelab-puzzle-status{state}'>{head}"]
        if now.done and not now.solved:
            parts.append("<span class='ogrelab-puzzle-next'>Press <b>Retry</b> to start again, or <b>Undo</b> "
                         "to take back your last move; <b>Hint</b> helps.</span>")
        parts.append("</div>")
        if now.done and now.solved:
            parts.append(f"<div class='ogrelab-puzzle-explanation'><b>Why it works.</b> "
                         f"{html.escape(self.puzzle.explanation)}</div>")
        return "".join(parts)

    def details_html(self) -> str:
        """What the try did: the seat's moves with their previews, then every event of the try (the newest marked)."""
        s = self.session
        parts = []
        moves = s.moves()
        if moves:
            items = "".join(f"<li><b>{html.escape(t)}</b>{': ' + html.escape(p) if p else ''}</li>" for t, p in moves)
            title = "The solution's moves" if s.showing else "Your moves"
            parts.append(f"<div class='ogrelab-puzzle-moves'><b>{title}</b><ol>{items}</ol></div>")
        events = s.now.events
        if events:
            new = s.new_events()
            items = "".join(f"<li class='{'ogrelab-new' if i >= len(events) - new else ''}'>{html.escape(e)}</li>"
                            for i, e in enumerate(events))
            parts.append(f"<div class='ogrelab-puzzle-events'><b>What happened</b><ol>{items}</ol></div>")
        return "".join(parts)

    def _redraw(self) -> None:
        s = self.session
        g = s.game
        s.offer()
        key = (id(g), g.ply, s.version)
        drawn = None if key == self._drawn_key else s.drawing()
        self._drawn_key = key
        self.drawing.show(s, drawn)
        self.reply_box.value = self.reply_html()
        self.details_box.value = self.details_html()
        hints = s.hints
        self.hints_box.value = ("<b>Hints</b><ol>" + "".join(f"<li>{html.escape(h)}</li>" for h in hints) + "</ol>"
                                if hints else "")
        left = len(self.puzzle.hints) - s.hints_shown
        self.hint_button.description = ("Hint" if not hints else f"Next hint ({left} left)" if left
                                        else "No more hints")
        self.hint_button.disabled = left == 0
        self.undo_button.disabled = not s.can_undo()
        self.step_button.layout.display = "" if s.showing and not s.done else "none"
        self.step_button.disabled = not s.can_step_solution()
        self.retry_button.button_style = "warning" if s.done and not s.now.solved else ""
        if s.solved:
            self.widget.add_class("ogrelab-puzzle-solved")
        else:
            self.widget.remove_class("ogrelab-puzzle-solved")
        shown = s.shown_solution and s.done and s.now.solved
        (self.widget.add_class if shown else self.widget.remove_class)("ogrelab-puzzle-shown")
        if s.solved and not self._was_solved and self._on_solved is not None:
            self._on_solved(self.puzzle)
        self._was_solved = s.solved

    # ------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<PuzzleBoard {self.puzzle!r} moves={self.session.actions} solved={self.solved}>"


def puzzle_board(name: str, id: str, on_solved=None) -> PuzzleBoard:
    """The puzzle ``id`` of the game ``name`` on a board: ``puzzle_board("ogre_bash", "declare-the-win")``."""
    return PuzzleBoard(lessons.puzzle(name, id), on_solved=on_solved)
