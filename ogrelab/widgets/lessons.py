"""The lessons page: every game's puzzles by rulebook section, one open at a time, with progress kept.

The puzzles solved are kept in the browser (:class:`Progress`, its
localStorage), so they survive a reload, on a server's page and on the static
site alike; each puzzle opens on a :class:`~ogrelab.widgets.puzzle.PuzzleBoard`.
"""

from __future__ import annotations

import html

import anywidget
import ipywidgets as W
import traitlets

from .. import lessons
from ..core import game_class
from ..lessons import Puzzle
from .assets import asset, style
from .puzzle import PuzzleBoard
from .shell import start_failed

__all__ = ["Lessons", "Progress", "lessons_page"]

_PROGRESS_ESM = asset("progress.js")


class Progress(anywidget.AnyWidget):
    """The puzzles solved in this browser, kept in its localStorage under ``key``: it survives a reload.

    ``solved`` is a list of ``"<game>:<puzzle id>"``; the page adds what it
    stored when it draws this widget, and stores what the kernel adds. Nothing
    is sent anywhere but between the page and its kernel.
    """

    _esm = _PROGRESS_ESM
    key = traitlets.Unicode("ogrelab.lessons.solved").tag(sync=True)
    solved = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: Whether the page has read the browser's storage.
    loaded = traitlets.Bool(False).tag(sync=True)
    #: The most entries kept (what the page sends back is trimmed to it).
    LIMIT = 5000

    @traitlets.validate("solved")
    def _valid(self, proposal):
        return sorted({str(x)[:200] for x in proposal["value"]})[:self.LIMIT]

    def add(self, name: str, id: str) -> None:
        """Mark a puzzle solved."""
        mark = f"{name}:{id}"
        if mark not in self.solved:
            self.solved = self.solved + [mark]

    def has(self, name: str, id: str) -> bool:
        return f"{name}:{id}" in self.solved


_LESSONS_CSS = style("lessons.css")


class Lessons:
    """The lessons page: every game's puzzles by rulebook section, one open at a time on a puzzle board.

    A puzzle the learner solves is marked (and counted) in the list, and kept
    in the browser (:class:`Progress`). ``games`` limits the page to some
    games; ``daily`` is the puzzle of the day (default: today's, if any puzzles
    were mined; otherwise the page has none).
    """

    def __init__(self, games=None, daily=None, progress: Progress | None = None):
        from .. import GAMES
        self.games = list(GAMES if games is None else games)
        self.progress = progress or Progress()
        self.board: PuzzleBoard | None = None
        self.failed: dict[str, str] = {}
        self.sections: dict[str, dict[str, list[Puzzle]]] = {}
        for name in self.games:
            try:
                self.sections[name] = lessons.sections(name)
            except ValueError as e:
                self.sections[name] = {}
                self.failed[name] = str(e)
        if daily is None:
            try:
                daily = lessons.puzzle_of_the_day()
            except ValueError:      # no mined puzzles yet: the page has no puzzle of the day
                daily = None
        self.daily = daily
        self.chosen = next((n for n in self.games if self.sections[n]), self.games[0] if self.games else None)
        self._build()
        self.progress.observe(lambda _c: self._mark(), "solved")
        self._mark()

    def _build(self) -> None:
        self.summary = W.HTML()
        self.summary.add_class("ogrelab-lessons-summary")
        items: list[W.Widget] = [W.HTML(_LESSONS_CSS), self.progress, self.summary]
        if self.daily is not None:
            d = self.daily
            text = W.HTML(f"<b>Puzzle of the day</b> ({html.escape(game_class(d.name).title)}): "
                          f"{html.escape(d.title)}. {html.escape(d.goal)}", layout=W.Layout(flex="1 1 auto"))
            button = W.Button(description="Solve it", button_style="primary",
                              layout=W.Layout(width="auto", min_width="7em", flex="0 0 auto"))
            button.add_class("ogrelab-lessons-daily-open")
            button.on_click(lambda _b, d=d: self.open(d.name, d.id))
            daily = W.HBox([text, button])
            daily.add_class("ogrelab-lessons-daily")
            items.append(daily)
        self.game_buttons: dict[str, W.Button] = {}
        for name in self.games:
            b = W.Button(description=game_class(name).title, layout=W.Layout(width="auto"))
            b.add_class("ogrelab-lessons-game")
            b.add_class(f"ogrelab-lessons-game-{name}")
            b.on_click(lambda _b, name=name: self.choose(name))
            self.game_buttons[name] = b
        games = W.HBox(list(self.game_buttons.values()))
        games.add_class("ogrelab-lessons-games")
        self.lists: dict[str, W.VBox] = {}
        self.puzzle_buttons: dict[tuple[str, str], W.Button] = {}
        for name in self.games:
            self.lists[name] = self._game_list(name)
        self.list_box = W.VBox(items + [games] + list(self.lists.values()))
        self.list_box.add_class("ogrelab-lessons-list")

        self.back_button = W.Button(description="Back to the lessons", layout=W.Layout(width="auto"))
        self.back_button.add_class("ogrelab-lessons-back")
        self.back_button.on_click(lambda _b: self.back())
        self.next_button = W.Button(description="Next puzzle", layout=W.Layout(width="auto"))
        self.next_button.add_class("ogrelab-lessons-next")
        self.next_button.on_click(lambda _b: self.open_next())
        self.where = W.HTML()
        nav = W.HBox([self.back_button, self.next_button, self.where])
        nav.add_class("ogrelab-lessons-nav")
        self.board_box = W.VBox([])
        self.board_area = W.VBox([nav, self.board_box], layout=W.Layout(display="none"))
        self.board_area.add_class("ogrelab-lessons-board")
        self.widget = W.VBox([self.list_box, self.board_area], layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-lessons")

    def _game_list(self, name: str) -> W.VBox:
        rows: list[W.Widget] = []
        if name in self.failed:
            rows.append(W.HTML(f"<div class='ogrelab-lessons-failed'>The puzzles of this game could not be read: "
                               f"{html.escape(self.failed[name])}</div>"))
        elif not self.sections[name]:
            rows.append(W.HTML("<div class='ogrelab-lessons-none'>No puzzles for this game yet.</div>"))
        for section, ps in self.sections[name].items():
            label = W.HTML()
            label.add_class("ogrelab-lessons-section")
            buttons = []
            for p in ps:
                b = W.Button(description=p.title, tooltip=p.goal, layout=W.Layout(width="auto"))
                b.add_class("ogrelab-lesson")
                b.add_class(f"ogrelab-lesson-{name}-{p.id}")
                b.on_click(lambda _b, name=name, id=p.id: self.open(name, id))
                self.puzzle_buttons[(name, p.id)] = b
                buttons.append(b)
            label._ogrelab_section = (name, section)
            row = W.HBox(buttons)
            row.add_class("ogrelab-lessons-row")
            part = W.VBox([label, row])
            part.add_class("ogrelab-lessons-part")
            rows.append(part)
        box = W.HBox(rows, layout=W.Layout(display="" if name == self.chosen else "none", flex_flow="row wrap",
                                           align_items="flex-start"))
        box.add_class("ogrelab-lessons-of")
        box.add_class(f"ogrelab-lessons-of-{name}")
        return box

    # ------------------------------------------------------------ choosing
    def choose(self, name: str) -> None:
        """Show the puzzles of the game ``name`` in the list."""
        if name not in self.lists:
            raise ValueError(f"no game {name!r} on this page; games: {', '.join(self.games)}")
        self.chosen = name
        for n, box in self.lists.items():
            box.layout.display = "" if n == name else "none"
        self._mark()

    def open(self, name: str, id: str) -> PuzzleBoard:
        """Open a puzzle on the board (the list gives way to it)."""
        p = next((q for ps in self.sections.get(name, {}).values() for q in ps if q.id == id), None)
        if p is None:
            p = lessons.puzzle(name, id)   # a mined one (the puzzle of the day), or ValueError
        if self.board is not None:
            self.board.close()
        self.board = PuzzleBoard(p, on_solved=lambda q: self.progress.add(q.name, q.id))
        self.board_box.children = [self.board.widget]
        order = self._order(name)
        at = next((i for i, q in enumerate(order) if q.id == id), None)
        self.next_button.disabled = at is None or at + 1 >= len(order)
        self.where.value = (f"{html.escape(game_class(name).title)}: puzzle {at + 1} of {len(order)}"
                            if at is not None else f"{html.escape(game_class(name).title)}: puzzle of the day")
        self.list_box.layout.display = "none"
        self.board_area.layout.display = ""
        return self.board

    def _order(self, name: str) -> list[Puzzle]:
        return [p for ps in self.sections.get(name, {}).values() for p in ps]

    def open_next(self) -> PuzzleBoard:
        """The next puzzle of the open one's game."""
        if self.board is None:
            raise ValueError("no puzzle is open")
        p = self.board.puzzle
        order = self._order(p.name)
        at = next((i for i, q in enumerate(order) if q.id == p.id), len(order))
        if at + 1 >= len(order):
            raise ValueError("this is the last puzzle of the game")
        return self.open(p.name, order[at + 1].id)

    def back(self) -> None:
        """Back to the list (the open puzzle is closed)."""
        if self.board is not None:
            self.chosen = self.board.puzzle.name if self.board.puzzle.name in self.lists else self.chosen
            self.board.close()
            self.board = None
            self.board_box.children = []
        self.board_area.layout.display = "none"
        self.list_box.layout.display = ""
        self.choose(self.chosen) if self.chosen else self._mark()

    # ------------------------------------------------------------- marks
    def solved(self, name: str | None = None) -> list[str]:
        """The puzzles marked solved (ids of ``name``'s, or ``"game:id"`` of all)."""
        if name is None:
            return list(self.progress.solved)
        return [m.split(":", 1)[1] for m in self.progress.solved if m.split(":", 1)[0] == name]

    def _mark(self) -> None:
        done = set(self.progress.solved)
        total = solved = 0
        for (name, id), b in self.puzzle_buttons.items():
            on = f"{name}:{id}" in done
            total += 1
            solved += on
            (b.add_class if on else b.remove_class)("ogrelab-lesson-solved")
            b.button_style = "success" if on else ""
            title = next(p.title for p in self._order(name) if p.id == id)
            b.description = f"{title} (solved)" if on else title
        for name, b in self.game_buttons.items():
            ids = [p.id for p in self._order(name)]
            n = sum(f"{name}:{i}" in done for i in ids)
            b.description = (f"{game_class(name).title} ({n} of {len(ids)} solved)" if ids
                             else f"{game_class(name).title} (no puzzles yet)")
            b.button_style = "primary" if name == self.chosen else ""
        for box in self.lists.values():
            for part in box.children:
                w = part.children[0] if getattr(part, "children", ()) else part
                where = getattr(w, "_ogrelab_section", None)
                if where is None:
                    continue
                name, section = where
                ps = self.sections[name][section]
                n = sum(f"{name}:{p.id}" in done for p in ps)
                w.value = (f"<span class='ogrelab-lessons-section-name'>{html.escape(section)}</span> "
                           f"<span class='ogrelab-lessons-section-count'>{n} of {len(ps)} solved</span>")
        self.summary.value = (f"<b>{solved} of {total}</b> puzzles solved in this browser." if total
                              else "No puzzles yet.")

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


def lessons_page(**kwargs):
    """What the lessons app shows: :class:`Lessons` (its widget), or why it could not start."""
    try:
        from .keeper import Keeper
        widget = Lessons(**kwargs).widget
        widget.children = tuple(widget.children) + (Keeper(),)   # a kernel lost under the page is told
        return widget
    except Exception as e:  # noqa: BLE001 - whatever stops the page must reach the person
        return start_failed(e, "The lessons page")
