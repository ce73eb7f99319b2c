"""The one board for every game: play by touching the table, watch the bots, rewind and inspect.

The board knows a game only through the protocol (``legal_actions``, ``play``,
``preview``, ``goto``, ``html``, ``prompt``, ``standings``, ``log``,
``record``...). The game draws itself with ``html(seat)``, the same renderer
as its ``_repr_html_``, marking what a person can touch; the board adds
everything around it, like boardgame.io's debug panel: the decision as
buttons, seats as human or bot, one list of the moves with the events each
made (the game's log) that travels in time, the state tree, a standings
chart, save and load.

What the board decides (seats and bots, the line of play, undo targets, the
bots' replies and their pacing, picks, previews, errors) is a
:class:`~ogrelab.widgets.session.Session`, tested without widgets; the
:class:`Board` here draws it. Every widget is built once; a move changes their
values in place, so the front end patches what changed instead of drawing a
new tree.
"""

from __future__ import annotations

import base64
import contextlib
import copy
import html
import json
import traceback

import ipywidgets as W

from ..core import Game, bot_names
from .coach import Coach
from .drawing import Actions, Drawing, Status, Upload
from .inspect import tree_html
from .moves import MoveList, moves
from .option_fields import OptionFields
from .session import AUTO as _AUTO
from .session import HUMAN, MAX_UPLOAD, SPEEDS, Session, default_bot, read_save, sentence
from .standings_chart import StandingsChart, can_chart

#: The events listed under their moves (those furthest from the present are counted, not listed).
LOG_LINES = 300
#: Moves listed before and after the present in the list of moves.
MOVES_BEFORE, MOVES_AFTER = 80, 40
_ALL = -1          # the view dropdown's value for "every seat"

__all__ = ["HUMAN", "MAX_UPLOAD", "SPEEDS", "Board", "app", "board", "default_bot", "page", "read_save",
           "teaching_board"]


class Board:
    """A game on a board: ``Board(game, bots={1: "heuristic"}, view=0)``.

    ``title`` is shown above the board (the game draws its own name).
    ``bots`` maps seats to ``"human"`` or a bot name (``ogrelab.bot_names``);
    seats not named are human. ``view`` is the seat whose knowledge is drawn
    (``None``: everything, for teaching); by default the one human seat facing
    bots, else everything.

    Playing on the page: a person decides by touching the table (a card, a
    place, a control drawn in it; a card then where it goes) or by the
    action buttons under it; hovering or focusing an action says what it
    would do in a box beside it. The bots' replies are then drawn one at a
    time at the board's ``speed`` (``"instant"``, ``"fast"``, ``"normal"``:
    half a second a move, ``"slow"``), each with what it changed outlined and what it did in
    words; a click on the table shows the rest at once. Undo takes back the
    person's last decision with the bot moves after it, during a replay too.
    Called from Python, :meth:`play` and the others let the bots answer at
    once. An error is shown beside the control that caused it, in plain words.

    What the board decides lives in :attr:`session`
    (:class:`ogrelab.widgets.session.Session`, no widgets); this class draws it.

    ``coach=False`` leaves out the Hint and Review controls
    (:mod:`ogrelab.widgets.coach`); ``hint=True`` starts with the hint on.

    ``chart=False`` leaves out the standings chart; otherwise it is drawn when
    its panel is opened (``chart="open"``: from the start), so a board that is
    never charted never loads plotly. It charts what the game measures
    (``game.standings(view)``: points, fists, hit points...), one panel per
    measure. ``panel`` opens one of the panels ("New game", "Save and load",
    "Advanced": the seed and the state tree) from the start.

    While a person plays against hidden cards (a game with hidden information,
    viewed as one seat, not over) the Advanced panel shows neither the seed nor the
    generator's state: with them and the moves anyone could rebuild the
    hidden hands. The save file holds them, and the board says so next to it.

    Display the board in a notebook (it is the last value of a cell) or put
    ``board.widget`` in a layout. The methods below are what the buttons do;
    called from Python they raise ValueError on a bad request, while a click
    shows the error in the board.
    """

    def __init__(self, game: Game, bots=None, view=_AUTO, title: str | None = None,
                 chart: bool | str = True, panel: str | None = None, coach: bool = True,
                 hint: bool = False, speed: str = "normal"):
        self.session = Session(game, bots=bots, view=view, speed=speed)
        self.title = title
        self._paced = False      # True while a click of the page is handled: then bot replies are watched
        self._quiet = False
        self._moves_key = None
        self._result_drawn: str | None = None
        self._drawn_key = None
        if chart not in (True, False, "open"):
            raise ValueError(f"chart: expected True, False or 'open', got {chart!r}")
        if chart and not can_chart():
            chart = False        # in the browser (Pyodide) there is no plotly: the board goes without its chart
        self._build(bool(chart))
        if panel is not None:
            self.open_panel(panel)
        if chart == "open":
            self.show_chart(True)
        self.session.skip()      # bots that open the game have moved when the board is first shown
        self._redraw()
        # the Hint and Review controls (ogrelab.widgets.coach); the hint is off unless hint=True
        self.coach = Coach(self, hint=hint) if coach else None
        #: Called after each redraw: what a page adds around the board (the guide, the start choice: ``page``).
        self.watchers: list = []

    # -------------------------------------------------- what the session holds
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def seats(self) -> list[str]:
        return self.session.seats

    @seats.setter
    def seats(self, value) -> None:
        self.session.seats = value

    @property
    def view(self):
        return self.session.view

    @property
    def error(self) -> str:
        """The last error in plain words ('' if the last action went through)."""
        e = self.session.error
        return e.message if e else ""

    def _seat_label(self, seat: int | None) -> str:
        return self.session.label(seat)

    # --------------------------------------------------------------- build
    def _build(self, chart: bool) -> None:
        self.heading = W.HTML()
        self.heading.add_class("ogrelab-heading")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-error")
        self.result_box = W.HTML(layout=W.Layout(display="none"))
        self.result_box.add_class("ogrelab-result")

        self.view_picker = W.Dropdown(description="View as", style={"description_width": "initial"},
                                      layout=W.Layout(width="auto"))
        self.view_picker.add_class("ogrelab-view")
        self.view_picker.observe(self.guard_change(lambda c: self.set_view(None if c["new"] == _ALL else c["new"]),
                                                    "seats"), "value")
        self.seat_pickers: list[W.Dropdown] = []
        self.seats_row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.seats_row.add_class("ogrelab-seats")
        self.seats_row.add_class("ogrelab-row")

        self.drawing = Drawing(on_action=self.guard(self._clicked, "table"),
                               on_touch=self.guard(self._touched, "table"))
        self.drawing.add_class("ogrelab-drawing")
        # The buttons, the status line and the move list are drawn from the drawing's frame: one message a redraw.
        self.actions = Actions(source=self.drawing, on_action=self.guard(self._clicked, "actions"),
                               layout=W.Layout(width="100%"))
        self.status = Status(source=self.drawing)
        self.status.add_class("ogrelab-status")
        self.actions.add_class("ogrelab-actions")

        def tool(description, cls, tip, handler, control):
            b = W.Button(description=description, tooltip=tip, layout=W.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(self.guard(lambda _b: handler(), control))
            return b

        self.undo_button = tool("Undo", "ogrelab-undo", "take back your last decision (and the bot moves after it)",
                                self.undo, "undo")
        self.redo_button = tool("Redo", "ogrelab-redo", "play again what was undone", self.redo, "redo")
        self.step_button = tool("Step", "ogrelab-step", "the seat to move decides with its bot", self.step, "step")
        self.autoplay_button = W.ToggleButton(description="Auto-play", tooltip="play on with the bots; click to pause",
                                              layout=W.Layout(width="auto"))
        self.autoplay_button.add_class("ogrelab-autoplay")
        self.autoplay_button.observe(self.guard_change(lambda c: self.autoplay(c["new"]), "autoplay"), "value")
        self.speed = W.Dropdown(options=list(SPEEDS), value=self.session.speed, description="speed",
                                tooltip="how fast the bots' moves are drawn; instant shows only where they end",
                                style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.speed.add_class("ogrelab-speed")
        # The front end's timer draws the bots' replies and autoplay: it works in Voila and needs no thread.
        self.timer = W.Play(min=0, max=10**9, step=1, value=0, interval=_interval(self.session.delay),
                            show_repeat=False, layout=W.Layout(display="none"))
        self.timer.add_class("ogrelab-timer")
        self.speed.observe(self.guard_change(lambda c: self.set_speed(c["new"]), "speed"), "value")
        self.timer.observe(self.guard_change(self._on_timer, "autoplay"), "value")
        toolbar = W.HBox([self.undo_button, self.redo_button, self.step_button, self.autoplay_button, self.speed],
                         layout=W.Layout(flex_flow="row wrap"))
        toolbar.add_class("ogrelab-toolbar")
        toolbar.add_class("ogrelab-row")

        # One list: each move with the public events it made, and a slider over it; a click on a move goes there.
        self.moves = MoveList(source=self.drawing, on_goto=self.guard(self.goto, "moves"), layout=W.Layout(width="100%"))
        self.moves.add_class("ogrelab-moves")

        # The chart (plotly, about 2 s to import and 5 MB of script per page) is made when opened.
        self.standings = StandingsChart(self.session, lambda: self.view, self._quietly,
                                        self.guard_change(lambda c: self.show_chart(c["new"] == 0), "chart")
                                        ) if chart else None

        # New game, save and load, state: panels opened on demand.
        self.seed_box = W.Text(description="seed", placeholder="random", style={"description_width": "initial"},
                               layout=W.Layout(width="12em"))
        self.seed_box.add_class("ogrelab-seed")
        self.option_fields: OptionFields | None = None
        self.options_box = W.VBox(layout=W.Layout(width="100%"))
        self.new_button = W.Button(description="New game", button_style="primary", layout=W.Layout(width="auto"))
        self.new_button.add_class("ogrelab-new-game")
        self.new_button.on_click(self.guard(lambda _b: self._new_from_panel(), "new game"))
        # Where an error is drawn: beside the control that caused it (one box, moved to its slot).
        self._slots = {name: W.Box(layout=W.Layout(width="100%")) for name in ("table", "tools", "seats", "new", "load")}
        new_panel = W.VBox([W.HBox([self.seed_box, self.new_button], layout=W.Layout(align_items="center")),
                            self._slots["new"], self.options_box])
        self.save_link = W.HTML()
        self.save_link.add_class("ogrelab-save")
        self.upload = Upload(description="Load a game", accept=".json,application/json", max_bytes=MAX_UPLOAD,
                             on_file=self.guard(self._uploaded, "load"), on_refused=self.guard(self._refused, "load"))
        self.upload.add_class("ogrelab-load")
        save_panel = W.VBox([self.save_link, self.upload, self._slots["load"]])
        save_panel.add_class("ogrelab-save-panel")
        # Advanced: what a person learning the game need not read (the seed, the state as JSON).
        self.seed_line = W.HTML()
        self.seed_line.add_class("ogrelab-seed-line")
        self.state_box = W.HTML()
        self.state_box.add_class("ogrelab-state")
        advanced = W.VBox([self.seed_line, W.HTML("<b>State</b>: the position as data, as far as the seat viewed may know it"),
                           self.state_box])
        advanced.add_class("ogrelab-advanced")
        self.panels = W.Accordion(children=[new_panel, save_panel, advanced],
                                  titles=("New game", "Save and load", "Advanced"))
        self.panels.add_class("ogrelab-panels")
        self.panels.observe(self.guard_change(lambda c: self._redraw(), "panels"), "selected_index")

        # The table and the decision on the left, as wide as the table needs; the side column beside
        # it, or under it where both do not fit (drawing.css: flex-wrap, never over the table).
        left = W.VBox([self.result_box, self.drawing, self._slots["table"], self.actions])
        left.add_class("ogrelab-table-column")
        moves_title = W.HTML("<b>Moves</b> <span class='ogrelab-moves-note'>what each did; click one to go "
                             "there</span>")
        moves_title.add_class("ogrelab-moves-title")
        right_items = [self.status, toolbar, self._slots["tools"], self.seats_row, self._slots["seats"],
                       moves_title, self.moves]
        if self.standings is not None:
            right_items.append(self.standings.panel)
        for item in right_items:
            item.layout.width = "auto"
        right = W.VBox(right_items, layout=W.Layout(align_items="stretch"))
        right.add_class("ogrelab-side-column")
        main = W.HBox([left, right], layout=W.Layout(flex_flow="row wrap", width="100%"))
        main.add_class("ogrelab-main")
        self.widget = W.VBox([self.heading, main,
                              self.panels, self.timer], layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-board")
        self._build_seats()
        self._build_options()

    def _build_seats(self) -> None:
        """Seat and view pickers; rebuilt only when a game of another size or kind arrives."""
        g = self.game
        labels = [g.seat_label(s) for s in range(g.players)]
        choices = [("human", HUMAN)] + [(f"{b} bot", b) for b in bot_names(g.name)]
        with self._quietly():
            self.view_picker.options = [("all seats", _ALL)] + [(n, i) for i, n in enumerate(labels)]
            self.view_picker.value = _ALL if self.view is None else self.view
            pickers = []
            for seat, name in enumerate(labels):
                d = W.Dropdown(options=choices, value=self.seats[seat], description=name,
                               style={"description_width": "initial"}, layout=W.Layout(width="auto"))
                d.add_class("ogrelab-seat")
                d.observe(self.guard_change(lambda c, seat=seat: self.set_bot(seat, c["new"]), "seats"), "value")
                pickers.append(d)
        for old in self.seat_pickers:
            old.close()
        self.seat_pickers = pickers
        self.seats_row.children = [self.view_picker] + pickers
        self._seat_key = (g.name, g.players)
        self._seat_labels = tuple(labels)

    def _name_seats(self) -> None:
        """The seats' names follow the game: a draft names each seat's character as it is picked."""
        g = self.game
        labels = tuple(g.seat_label(s) for s in range(g.players))
        if labels == self._seat_labels or len(labels) != len(self.seat_pickers):
            return
        self._seat_labels = labels
        with self._quietly():
            value = self.view_picker.value
            self.view_picker.options = [("all seats", _ALL)] + [(n, i) for i, n in enumerate(labels)]
            self.view_picker.value = value
            for picker, name in zip(self.seat_pickers, labels):
                picker.description = name

    def _build_options(self) -> None:
        """The New game panel's options, one field each, named in words (:mod:`.option_fields`)."""
        cls = type(self.game)
        if self.option_fields is not None:
            self.option_fields.widget.close()
        self.option_fields = OptionFields(cls, self.game.options)
        self.options_box.children = [self.option_fields.widget]
        self._options_class = cls

    def open_panel(self, name: str | None) -> None:
        """Open the panel ``"New game"``, ``"Save and load"`` or ``"Advanced"`` (the seed and the state;
        ``"State"`` opens it too), None closes them."""
        titles = list(self.panels.titles)
        name = "Advanced" if name == "State" else name
        if name is not None and name not in titles:
            raise ValueError(f"no panel {name!r}; panels: {', '.join(titles)}")
        self.panels.selected_index = None if name is None else titles.index(name)

    # --------------------------------------------------------------- errors
    def guard(self, fn, control: str = "table"):
        """A callback of the page: run it for ``control``; its error is drawn beside that control."""

        def run(*args):
            self._handle(control, fn, *args)

        return run

    @contextlib.contextmanager
    def _quietly(self):
        """Controls set in here by the board itself do not act as if a person had changed them."""
        before, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = before

    def _show(self, widget, value) -> None:
        """Show ``value`` in a control without acting on it (the board is saying where it stands)."""
        if widget.value != value:
            with self._quietly():
                widget.value = value

    def guard_change(self, fn, control: str = "table"):
        def run(change):
            if self._quiet:
                return
            self._handle(control, fn, change)

        return run

    def _handle(self, control: str, fn, *args) -> None:
        paced, self._paced = self._paced, True
        try:
            ok = self.session.attempt(control, fn, *args)
        finally:
            self._paced = paced
        if not ok:
            self._redraw_after_error()
        self._draw_error()

    def _redraw_after_error(self) -> None:
        """After a failed request the board still shows the game as it is (autoplay stopped)."""
        try:
            self._redraw()
        except Exception:  # noqa: BLE001 - the first error is the one to show
            pass

    def _draw_error(self) -> None:
        show_error(self.session.error, self.error_box, self._slots, _SLOT)

    # ------------------------------------------------------------- playing
    def _settle(self) -> None:
        """Called from Python (not a click of the page), the bots answer at once; then draw."""
        if not self._paced:
            self.session.skip()
        self._redraw()

    def _clicked(self, text: str, ply: int | None) -> None:
        """A click on an action (table or button): ignored if made on an older drawing (a double click)."""
        self.session.clicked(text, ply)
        self._settle()

    def _touched(self, kind: str, key: str, ply: int | None) -> None:
        """The first click of two (``pick``), a lowered pick (``cancel``), or a click that skips the replay."""
        s = self.session
        if kind == "skip":
            s.skip()
            self._redraw()
        elif kind == "cancel":
            s.cancel()
            self._draw_pick()
        elif ply is None or ply == self.game.ply:
            s.touch(key)
            self._settle() if not s.raised else self._draw_pick()

    def play(self, action) -> None:
        """A person's decision (an action or its text); bot seats then answer."""
        self.session.play(action)
        self._settle()

    def skip(self) -> None:
        """Draw the bots' queued replies at once (what a click on the table does during a replay)."""
        self.session.skip()
        self._redraw()

    def step(self) -> None:
        """One decision by the seat to move: its bot, or the game's default bot for a human seat."""
        self.session.step()
        self._redraw()

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        """Back to the last human decision, bot moves after it included (one action if no seat is human)."""
        self.session.undo()
        self._redraw()

    def redo(self) -> None:
        """Play again what the last undo took back."""
        self.session.redo()
        self._settle()

    def goto(self, n: int) -> None:
        """Time travel: the position after the first ``n`` actions of the line of play."""
        if n == self.game.ply:
            return
        self.session.goto(n)
        self._redraw()

    # -------------------------------------------------------------- seats
    def set_bot(self, seat: int, name: str) -> None:
        """Seat ``seat`` is played by ``name``: ``"human"`` or a bot of ``ogrelab.bot_names``."""
        self.session.set_bot(seat, name)
        picker = self.seat_pickers[seat]
        self._show(picker, name)
        self._settle()

    def set_view(self, seat: int | None) -> None:
        """Draw the game as ``seat`` knows it (``None``: everything)."""
        self.session.set_view(seat)
        value = _ALL if seat is None else seat
        self._show(self.view_picker, value)
        self._redraw()

    def set_speed(self, speed: str) -> None:
        """How fast the bots' replies and autoplay are drawn: one of ``SPEEDS``."""
        self.session.set_speed(speed)
        self._show(self.speed, speed)
        self._redraw()

    # ------------------------------------------------------- new, save, load
    def new_game(self, seed: int | None = None, **options) -> None:
        """A new game of the same kind; options not given keep their current values."""
        merged = dict(self.game.options)
        merged.update(options)
        self._set_game(type(self.game)(seed=seed, **merged))

    def _new_from_panel(self) -> None:
        text = self.seed_box.value.strip()
        seed = None
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise ValueError(f"seed: {text!r} is not a whole number (leave it empty for a random seed)") from None
        options = self.option_fields.read()
        self._set_game(type(self.game)(seed=seed, **options))

    def load(self, data) -> None:
        """Load a saved game (bytes, text or dict); a bad file raises ValueError and keeps the current game."""
        self._set_game(read_save(data))

    def _uploaded(self, name: str, data: bytes) -> None:
        """A file the page sent: load it, or say what is wrong with it (the game stays)."""
        try:
            self.load(data)
        except ValueError as e:
            raise ValueError(f"{name}: {sentence(str(e))}") from None

    @staticmethod
    def _refused(name: str, size: int | None) -> None:
        """The page refused a file over the limit before sending it."""
        raise ValueError(f"{name}: {size if size is not None else 'more than'} bytes is too large: the board reads "
                         f"save files of at most {MAX_UPLOAD:,} bytes ({MAX_UPLOAD / 1e6:g} MB). Nothing was loaded.")

    def save_record(self) -> dict:
        """What the download link holds: the game's ``record()``."""
        return self.game.record()

    def _set_game(self, game: Game) -> None:
        old = self.game
        self.session.set_game(game)
        if (game.name, game.players) != self._seat_key:
            self._build_seats()
        elif old.name == game.name:
            for seat, picker in enumerate(self.seat_pickers):
                self._show(picker, self.seats[seat])
        if type(game) is not self._options_class:
            self._build_options()
        else:
            with self._quietly():
                self.option_fields.show(game.options)
        if self.standings is not None:
            self.standings.forget()
        self._settle()

    # ----------------------------------------------------------- autoplay
    def autoplay(self, on: bool = True) -> None:
        """Start (or pause) playing on automatically at the chosen speed; stops at the end."""
        try:
            self.session.autoplay(on)
        finally:
            self._sync_timer()
        self._redraw()

    def _on_timer(self, _change) -> None:
        self.tick()

    def tick(self) -> None:
        """One waiting move (a bot's reply, or autoplay's), as a tick of the front end's timer makes."""
        if self.session.tick():
            self._redraw()
        else:
            self._sync_timer()

    def _sync_timer(self) -> None:
        """The front end's timer runs while moves wait to be drawn, at the board's speed."""
        s = self.session
        busy = s.busy
        interval = _interval(s.delay)
        if self.timer.interval != interval:
            self.timer.interval = interval
        if self.timer.playing != busy:
            self.timer.playing = busy
        on = s.autoplaying
        self._show(self.autoplay_button, on)
        self.autoplay_button.description = "Pause" if on else "Auto-play"

    # ------------------------------------------------------------- drawing
    def refresh(self) -> None:
        """Draw again, e.g. after the game was changed outside the board."""
        self.session._synced = None
        self._drawn_key = None
        self._redraw()

    def secrets_hidden(self) -> bool:
        """Whether the seed and generator state are kept off the board: a person plays against hidden cards.

        True for a game with hidden information that is not over, drawn as one
        seat knows it; the seed and the moves would rebuild every hidden hand.
        """
        g = self.game
        return g.HIDDEN_INFO and self.view is not None and not g.is_over

    def _redraw(self) -> None:
        s = self.session
        g = self.game
        line = s.line
        ply = g.ply
        s.offer()                # brings the line of play up to date (its version is in the key)
        key = (id(g), ply, s.version, self.view)
        drawn = None if key == self._drawn_key else s.drawing()
        self._drawn_key = key
        self.drawing.show(s, drawn, status=s.status(), moves=self._moves(ply, len(line)))
        self.heading.value = f"<h3>{html.escape(self.title)}</h3>" if self.title else ""
        self._name_seats()
        self._draw_result()
        self.undo_button.disabled = s.undo_target(ply) is None
        self.redo_button.disabled = not g.can_redo()
        self.step_button.disabled = not s.can_step()
        self.autoplay_button.disabled = not s.can_autoplay()
        self._sync_timer()
        if self.standings is not None:
            self.standings.draw(ply)
        panel = self.panels.selected_index
        if panel == 1:
            self._draw_save()
        elif panel == 2:
            self.seed_line.value = s.seed_words(self.secrets_hidden())
            self._draw_state()
        # what the page adds (the guide) first: the hint may weigh the new decision for a second meanwhile
        for watch in getattr(self, "watchers", ()):
            watch()
        if getattr(self, "coach", None) is not None:
            self.coach.update()

    def _draw_pick(self) -> None:
        """A raised (or lowered) pick: the outline and the prompt only, not the whole table."""
        with self.drawing.hold_sync():
            self.drawing.raised = self.session.raised or ""
            self.drawing.hint = self.drawing.hint_for(self.session)

    def result_text(self) -> str:
        """How the game ended, in the game's words ('' while it goes on)."""
        return self.session.result_text()

    def _draw_result(self) -> None:
        text = self.result_text()
        if text == self._result_drawn:
            return
        self._result_drawn = text
        with self.result_box.hold_sync():
            self.result_box.value = f"<b>Game over.</b> {html.escape(text)}" if text else ""
            self.result_box.layout.display = "" if text else "none"

    def _moves(self, ply: int, length: int) -> dict:
        # The list holds the moves around the present and their nearest events (the slider reaches
        # every move): a long game would otherwise resend hundreds of entries per move.
        key = (id(self.game), self.session.version, ply, length, self.view)
        if key != self._moves_key:
            self._moves_drawn = moves(self.session.move_list(MOVES_BEFORE, MOVES_AFTER, LOG_LINES), ply, length)
            self._moves_key = key
        return self._moves_drawn

    def show_chart(self, on: bool = True) -> None:
        """Open (or close) the standings chart; plotly is loaded the first time it opens."""
        if self.standings is None:
            raise ValueError("this board has no standings chart (it was made with chart=False)")
        self.standings.show(on, self.game.ply)

    def chart_shown(self) -> bool:
        return self.standings is not None and self.standings.shown()

    @property
    def chart(self):
        """The standings chart's plotly figure, once opened."""
        return None if self.standings is None else self.standings.figure

    @property
    def chart_panel(self):
        return None if self.standings is None else self.standings.panel

    @property
    def chart_box(self):
        return None if self.standings is None else self.standings.box

    def _draw_save(self) -> None:
        g = self.game
        data = json.dumps(self.save_record(), separators=(",", ":"))
        b64 = base64.b64encode(data.encode("utf-8")).decode("ascii")
        hidden = self.secrets_hidden()
        filename = f"{g.name}-move-{g.ply}.json" if hidden else f"{g.name}-{g.seed}.json"
        note = ("<div class='ogrelab-save-note'>This file holds the game's seed, and with it every hidden card: "
                "the other seats' hands and the order of the deck. Opening it, or loading it with the view of "
                "all seats, shows them. Keep it to go on with this game later.</div>") if hidden else ""
        self.save_link.value = (f"{note}<a class='ogrelab-download' download='{html.escape(filename)}' "
                                f"href='data:application/json;base64,{b64}'>Download this game "
                                f"({g.ply} actions) as {html.escape(filename)}</a>")

    def _draw_state(self) -> None:
        g = self.game
        if self.view is None:
            data, label = g.to_dict(), "to_dict()"
        else:
            data, label = g.view(self.view), f"view({self.view})"
        self.state_box.value = (f"<div class='ogrelab-state-tree' tabindex='0' role='region' aria-label='State'>"
                                f"{tree_html(copy.deepcopy(data), label)}</div>")

    # ------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<Board {self.game!r} seats={self.seats} view={self.view} speed={self.session.speed}>"


#: Which error slot each control's message is drawn in: beside the control.
_SLOT = {"table": "table", "actions": "table", "coach": "table",
         "undo": "tools", "redo": "tools", "step": "tools", "autoplay": "tools", "speed": "tools",
         "moves": "tools", "chart": "tools", "seats": "seats", "new game": "new", "load": "load",
         "panels": "tools"}
def _interval(delay: float) -> int:
    """The front end timer's interval (ms) for a delay between moves (s)."""
    return max(40, int(round(delay * 1000)))


def board(name: str, seed: int | None = None, bots=None, view=_AUTO, title: str | None = None, **options) -> Board:
    """A board on a new game of ``name``: ``ogrelab.board("ogre_bash", seed=7, bots={1: "heuristic"})``."""
    from ..core import new_game
    return Board(new_game(name, seed=seed, **options), bots=bots, view=view, title=title)


def teaching_board(game: Game, bots=None) -> Board:
    """A board for a rules walkthrough: every card shown, every seat yours unless a bot is named."""
    return Board(game, bots=bots, view=None, chart=False)


def app(name: str, seed: int | None = None, seat: int = 0, bot: str | None = None, **options) -> Board:
    """The full-page app of a game, as Voila serves it: you at ``seat``, bots at the others.

    ``bot`` names the other seats' bot (default: the game's heuristic bot);
    seats, view, new game with seed and options, save and load are all on the page.
    """
    from ..core import new_game
    game = new_game(name, seed=seed, **options)
    if not 0 <= seat < game.players:
        raise ValueError(f"app: no seat {seat}; seats are 0..{game.players - 1}")
    other = bot or default_bot(name)
    bots = {s: (HUMAN if s == seat else other) for s in range(game.players)}
    b = Board(game, bots=bots, view=seat, panel="New game")
    b.widget.add_class("ogrelab-app")
    return b


def page(name: str, **kwargs):
    """What an app notebook shows: ``app(name, **kwargs)``, or why the board could not start.

    Voila hides a failing cell's error; a person opening the page must still
    be told, so the reason is drawn in the page instead (with the details
    folded away) and the page asks to be reloaded.
    """
    try:
        b = app(name, **kwargs)
    except Exception as e:  # noqa: BLE001 - whatever stops the board must reach the person
        return start_failed(e)
    from .keeper import Keeper
    b.keeper = Keeper(b)   # a kernel lost under the page is told, and the game goes on on a fresh one
    b.widget.children = tuple(b.widget.children) + (b.keeper,)
    from .start import furnish
    furnish(b)             # the guide beside the table, and the game's ways to start (Ogre's Delight's draft)
    return b


def start_failed(error: BaseException, what: str = "The board") -> W.HTML:
    """Why a page's widget could not start, drawn in the page (details folded away), asking for a reload."""
    trace = html.escape("".join(traceback.format_exception(type(error), error, error.__traceback__)))
    box = W.HTML(
        "<div class='ogrelab-start-failed' style='background:#fff0f0;border:1px solid #e03131;"
        f"color:#a61e1e;padding:6px 10px'><b>{html.escape(what)} could not start.</b> "
        f"{html.escape(f'{type(error).__name__}: {error}')}<br>Reload the page to try again."
        f"<details><summary>details</summary><pre>{trace}</pre></details></div>")
    box.add_class("ogrelab-start-failed")
    return box


def show_error(error, box: W.HTML, slots: dict, slot_of: dict) -> None:
    """Draw ``error`` (a session's :class:`~ogrelab.widgets.session.Error`, or None) in ``box``, moved into
    the slot beside the control that caused it (``slot_of``: control -> slot name; "table" if not named)."""
    slot = slots[slot_of.get(error.control, "table")] if error else None
    text = ""
    if error:
        text = html.escape(error.message, quote=False)
        if error.details:
            text += (f"<details><summary>details</summary><pre tabindex='0' aria-label='details'>"
                     f"{html.escape(error.details)}</pre></details>")
    display = "" if error else "none"
    if box.value != text or box.layout.display != display:      # most redraws have none to show or clear
        with box.hold_sync():
            box.value = text
            box.layout.display = display
    for s in slots.values():
        children = (box,) if s is slot else ()
        if s.children != children:
            s.children = children
