"""The one board for every game: play, step, rewind and inspect in a notebook.

The board knows a game only through the protocol (``legal_actions``, ``play``,
``goto``, ``html``, ``prompt``, ``scores``, ``log``, ``record``...). The game
draws itself with ``html(seat)``, the same renderer as its ``_repr_html_``;
the board adds everything around it, like boardgame.io's debug panel: the
decision as buttons, seats as human or bot, the log, time travel, the state
tree, a standings chart, save and load.

Every widget is built once; a move changes their values in place, so the
front end patches what changed instead of drawing a new tree.
"""

from __future__ import annotations

import base64
import copy
import html
import json
import time
import traceback
from dataclasses import dataclass, field

import ipywidgets as W

from ..core import Game, bot_names, choose, from_dict, make_bot, replay
from ..core.game import Option
from .coach import Coach
from .drawing import Actions, Drawing, Upload
from .inspect import standings, tree_html

HUMAN = "human"
#: Autoplay speeds: the delay between two moves, in milliseconds.
SPEEDS = {"slow": 1500, "normal": 700, "fast": 300, "fastest": 80}
#: The events shown in the log (older ones are counted, not listed).
LOG_LINES = 300
#: Moves listed before and after the present in the list of moves.
MOVES_BEFORE, MOVES_AFTER = 80, 40
#: The largest save file the board reads (bytes); the page refuses larger ones before sending.
MAX_UPLOAD = 5_000_000
#: The standings chart draws at most this many points (evenly spaced over the line of play),
#: so a click costs the same at move 10 and at move 100,000.
CHART_POINTS = 300
_ALL = -1          # the view dropdown's value for "every seat"
_AUTO = object()   # "choose for me" default of a keyword


@dataclass
class _Ply:
    """One action on the line of play, and the standings it left."""

    text: str
    seat: int | None
    kind: str = ""
    standing: dict = field(default_factory=dict)


def _line_texts(game: Game) -> list[str]:
    """The whole line of play: the actions that stand, then the undone ones in replay order."""
    return game.line


def default_bot(name: str) -> str:
    """The bot a seat gets unless told otherwise: the game's heuristic bot, else the random one.

    (A search bot is a choice to make, not a default: it thinks for seconds.)
    """
    return "heuristic" if "heuristic" in bot_names(name) else "random"


def read_save(data) -> Game:
    """A game from a downloaded file: a ``record()`` (replayed) or a ``to_dict()`` save.

    Raises ValueError saying what is wrong with the file.
    """
    if isinstance(data, (bytes, bytearray, memoryview)):
        if len(data) > MAX_UPLOAD:
            raise ValueError(f"save file: {len(data)} bytes is too large (at most {MAX_UPLOAD})")
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("save file: not text (expected the JSON file the board saves)") from None
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            raise ValueError(f"save file: not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    if not isinstance(data, dict):
        raise ValueError(f"save file: expected a JSON object, got {type(data).__name__}")
    if "format" in data:
        return from_dict(data)
    if "actions" in data:
        return replay(data)
    raise ValueError("save file: neither a game record (with 'game', 'seed', 'actions') "
                     "nor a saved position (with 'format': 'ogrelab')")


def _option_widget(name: str, option: Option, value) -> W.Widget:
    common = dict(description=name, tooltip=option.doc, style={"description_width": "initial"},
                  layout=W.Layout(width="auto"))
    if option.choices is not None:
        return W.Dropdown(options=[(str(c), c) for c in option.choices], value=value, **common)
    if isinstance(option.default, bool):
        return W.Checkbox(value=value, indent=False, **common)
    if isinstance(option.default, int):
        return W.IntText(value=value, **common)
    if isinstance(option.default, float):
        return W.FloatText(value=value, **common)
    if isinstance(option.default, str):
        return W.Text(value=value, **common)
    widget = W.Text(value=json.dumps(value), **common)
    widget._ogrelab_json = True
    return widget


def _option_value(name: str, widget: W.Widget):
    if getattr(widget, "_ogrelab_json", False):
        try:
            return json.loads(widget.value)
        except json.JSONDecodeError as e:
            raise ValueError(f"option {name}: {widget.value!r} is not JSON ({e.msg})") from None
    return widget.value


class Board:
    """A game on a board: ``Board(game, bots={1: "heuristic"}, view=0)``.

    ``title`` is shown above the board (the game draws its own name).
    ``bots`` maps seats to ``"human"`` or a bot name (``ogrelab.bot_names``);
    seats not named are human. When a person acts and the seats to move next
    are bots, the bots move at once; undo then takes back the person's last
    decision with the bot moves that followed it. ``view`` is the seat whose
    knowledge is drawn (``None``: everything, for teaching); by default the one
    human seat facing bots, else everything.

    ``coach=False`` leaves out the Hint and Review controls
    (:mod:`ogrelab.widgets.coach`); ``hint=True`` starts with the hint on.

    ``chart=False`` leaves out the standings chart; otherwise it is drawn when
    its panel is opened (``chart="open"``: from the start), so a board that is
    never charted never loads plotly. ``panel`` opens one of the panels
    ("New game", "Save and load", "State") from the start.

    While a person plays against hidden cards (a game with hidden information,
    viewed as one seat, not over) the board shows neither the seed nor the
    generator's state: with them and the moves anyone could rebuild the
    hidden hands. The save file holds them, and the board says so next to it.

    Display the board in a notebook (it is the last value of a cell) or put
    ``board.widget`` in a layout. The methods below are what the buttons do;
    called from Python they raise ValueError on a bad request, while a click
    shows the error in the board.
    """

    def __init__(self, game: Game, bots=None, view=_AUTO, title: str | None = None,
                 chart: bool | str = True, panel: str | None = None, coach: bool = True,
                 hint: bool = False):
        if not isinstance(game, Game):
            raise ValueError(f"Board(game): expected a game (ogrelab.new_game(...)), got {type(game).__name__}")
        self.game = game
        self.title = title
        self.seats = self._seat_settings(game, bots)
        human = [s for s, b in enumerate(self.seats) if b == HUMAN]
        if view is _AUTO:
            view = human[0] if len(human) == 1 and len(self.seats) > 1 else None
        self.view = self._check_view(view)
        self._bots: dict[tuple[int, str], object] = {}
        self._line: list[_Ply] = []
        self._start: dict | None = None
        self._line_version = 0
        self._synced = None
        self._quiet = False
        self._last_tick = 0.0
        self._chart_key = None
        if chart not in (True, False, "open"):
            raise ValueError(f"chart: expected True, False or 'open', got {chart!r}")
        self._build(bool(chart))
        if panel is not None:
            self.open_panel(panel)
        if chart == "open":
            self.show_chart(True)
        self._advance_bots()
        self._redraw()
        # the Hint and Review controls (ogrelab.widgets.coach); the hint is off unless hint=True
        self.coach = Coach(self, hint=hint) if coach else None

    # ------------------------------------------------------------ settings
    @staticmethod
    def _seat_settings(game: Game, bots) -> list[str]:
        seats = [HUMAN] * game.players
        if bots is None:
            return seats
        if isinstance(bots, (list, tuple)):
            bots = dict(enumerate(bots))
        if not isinstance(bots, dict):
            raise ValueError(f"bots: expected {{seat: bot name}} or a list, got {type(bots).__name__}")
        allowed = [HUMAN] + bot_names(game.name)
        for seat, name in bots.items():
            if not (isinstance(seat, int) and 0 <= seat < game.players):
                raise ValueError(f"bots: no seat {seat!r}; seats are 0..{game.players - 1}")
            if name not in allowed:
                raise ValueError(f"bots: seat {seat}: no bot {name!r}; choose one of {', '.join(allowed)}")
            seats[seat] = name
        return seats

    def _check_view(self, view):
        if view is not None and not (isinstance(view, int) and 0 <= view < self.game.players):
            raise ValueError(f"view: no seat {view!r}; seats are 0..{self.game.players - 1}, or None for all")
        return view

    def _has_human(self) -> bool:
        return HUMAN in self.seats

    def _bot(self, seat: int):
        """The seat's bot; a human seat's step or autoplay uses the game's default bot."""
        name = self.seats[seat]
        if name == HUMAN:
            name = default_bot(self.game.name)
        key = (seat, name)
        if key not in self._bots:
            self._bots[key] = make_bot(self.game.name, name, seed=self.game.seed * 10 + seat)
        return self._bots[key]

    # --------------------------------------------------------------- build
    def _build(self, chart: bool) -> None:
        self.heading = W.HTML()
        self.heading.add_class("ogrelab-heading")
        self.status = W.HTML()
        self.status.add_class("ogrelab-status")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-error")
        self.result_box = W.HTML(layout=W.Layout(display="none"))
        self.result_box.add_class("ogrelab-result")

        self.view_picker = W.Dropdown(description="View as", style={"description_width": "initial"},
                                      layout=W.Layout(width="auto"))
        self.view_picker.add_class("ogrelab-view")
        self.view_picker.observe(self._guard_change(lambda c: self.set_view(None if c["new"] == _ALL else c["new"])),
                                 "value")
        self.seat_pickers: list[W.Dropdown] = []
        self.seats_row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.seats_row.add_class("ogrelab-seats")
        self.seats_row.add_class("ogrelab-row")

        self.drawing = Drawing(on_action=self._guard(self._clicked))
        self.drawing.add_class("ogrelab-drawing")
        self.prompt_box = W.HTML()
        self.prompt_box.add_class("ogrelab-prompt")
        self.actions = Actions(on_action=self._guard(self._clicked), layout=W.Layout(width="100%"))
        self.actions.add_class("ogrelab-actions")

        def tool(description, cls, tip, handler):
            b = W.Button(description=description, tooltip=tip, layout=W.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(self._guard(lambda _b: handler()))
            return b

        self.undo_button = tool("Undo", "ogrelab-undo", "take back your last decision (and the bot moves after it)",
                                self.undo)
        self.redo_button = tool("Redo", "ogrelab-redo", "play again what was undone", self.redo)
        self.step_button = tool("Step", "ogrelab-step", "the seat to move decides with its bot", self.step)
        self.autoplay_button = W.ToggleButton(description="Auto-play", tooltip="play on with the bots; click to pause",
                                              layout=W.Layout(width="auto"))
        self.autoplay_button.add_class("ogrelab-autoplay")
        self.autoplay_button.observe(self._guard_change(lambda c: self._set_autoplay(c["new"])), "value")
        self.speed = W.Dropdown(options=list(SPEEDS.items()), value=SPEEDS["normal"], description="speed",
                                style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.speed.add_class("ogrelab-speed")
        # The front end's timer drives autoplay: it works in Voila and needs no thread.
        self.timer = W.Play(min=0, max=10**9, step=1, value=0, interval=SPEEDS["normal"], show_repeat=False,
                            layout=W.Layout(display="none"))
        self.timer.add_class("ogrelab-timer")
        self.speed.observe(self._guard_change(lambda c: setattr(self.timer, "interval", c["new"])), "value")
        self.timer.observe(self._guard_change(self._on_timer), "value")
        toolbar = W.HBox([self.undo_button, self.redo_button, self.step_button, self.autoplay_button, self.speed],
                         layout=W.Layout(flex_flow="row wrap"))
        toolbar.add_class("ogrelab-toolbar")
        toolbar.add_class("ogrelab-row")

        self.timeline = W.IntSlider(min=0, max=0, value=0, description="move", continuous_update=False,
                                    layout=W.Layout(width="100%"), style={"description_width": "initial"})
        self.timeline.add_class("ogrelab-timeline")
        self.timeline.observe(self._guard_change(lambda c: self.goto(c["new"])), "value")
        self.moves = W.Select(options=[("0. start", 0)], value=0, rows=8, layout=W.Layout(width="100%"))
        self.moves.add_class("ogrelab-moves")
        self.moves.observe(self._guard_change(lambda c: self.goto(c["new"]) if c["new"] is not None else None),
                           "value")
        self.log_box = W.HTML(layout=W.Layout(width="100%"))
        self.log_box.add_class("ogrelab-log")

        # The chart (plotly, about 2 s to import and 5 MB of script per page) is made when opened.
        self.chart = None
        self.chart_box = W.VBox(layout=W.Layout(width="100%"))
        self.chart_box.add_class("ogrelab-chart")
        self.chart_panel = None
        if chart:
            self.chart_panel = W.Accordion(children=[self.chart_box], titles=("Standings chart",))
            self.chart_panel.add_class("ogrelab-chart-panel")
            self.chart_panel.observe(self._guard_change(lambda c: self.show_chart(c["new"] == 0)), "selected_index")

        # New game, save and load, state: panels opened on demand.
        self.seed_box = W.Text(description="seed", placeholder="random", style={"description_width": "initial"},
                               layout=W.Layout(width="12em"))
        self.seed_box.add_class("ogrelab-seed")
        self.option_widgets: dict[str, W.Widget] = {}
        self.options_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.options_box.add_class("ogrelab-row")
        self.new_button = W.Button(description="New game", button_style="primary", layout=W.Layout(width="auto"))
        self.new_button.add_class("ogrelab-new-game")
        self.new_button.on_click(self._guard(lambda _b: self._new_from_panel()))
        new_panel = W.VBox([W.HBox([self.seed_box, self.new_button], layout=W.Layout(align_items="center")), self.options_box])
        self.save_link = W.HTML()
        self.save_link.add_class("ogrelab-save")
        self.upload = Upload(description="Load a game", accept=".json,application/json", max_bytes=MAX_UPLOAD,
                             on_file=self._guard(self._uploaded), on_refused=self._guard(self._refused))
        self.upload.add_class("ogrelab-load")
        save_panel = W.VBox([self.save_link, self.upload])
        self.state_box = W.HTML()
        self.state_box.add_class("ogrelab-state")
        self.panels = W.Accordion(children=[new_panel, save_panel, self.state_box],
                                  titles=("New game", "Save and load", "State"))
        self.panels.add_class("ogrelab-panels")
        self.panels.observe(self._guard_change(lambda c: self._redraw()), "selected_index")

        left = W.VBox([self.drawing, self.prompt_box, self.actions],
                      layout=W.Layout(flex="1 1 480px", min_width="300px"))
        log_title = W.HTML("<b>Log</b>")
        right_items = [toolbar, self.timeline, self.moves, log_title, self.log_box]
        if self.chart_panel is not None:
            right_items.append(self.chart_panel)
        for item in right_items:
            item.layout.width = "auto"
        right = W.VBox(right_items, layout=W.Layout(flex="0 0 400px", width="400px", align_items="stretch"))
        main = W.HBox([left, right], layout=W.Layout(flex_flow="row wrap", width="100%"))
        main.add_class("ogrelab-main")
        self.widget = W.VBox([self.heading, self.seats_row, self.error_box, self.result_box, self.status, main,
                              self.panels, self.timer], layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-board")
        self._build_seats()
        self._build_options()

    def _build_seats(self) -> None:
        """Seat and view pickers; rebuilt only when a game of another size or kind arrives."""
        g = self.game
        names = g.seat_names
        choices = [("human", HUMAN)] + [(f"{b} bot", b) for b in bot_names(g.name)]
        self._quiet = True
        try:
            self.view_picker.options = [("all seats", _ALL)] + [(n, i) for i, n in enumerate(names)]
            self.view_picker.value = _ALL if self.view is None else self.view
            pickers = []
            for seat, name in enumerate(names):
                d = W.Dropdown(options=choices, value=self.seats[seat], description=name,
                               style={"description_width": "initial"}, layout=W.Layout(width="auto"))
                d.add_class("ogrelab-seat")
                d.observe(self._guard_change(lambda c, seat=seat: self.set_bot(seat, c["new"])), "value")
                pickers.append(d)
        finally:
            self._quiet = False
        for old in self.seat_pickers:
            old.close()
        self.seat_pickers = pickers
        self.seats_row.children = [self.view_picker] + pickers
        self._seat_key = (g.name, g.players)

    def _build_options(self) -> None:
        cls = type(self.game)
        for w in self.option_widgets.values():
            w.close()
        self.option_widgets = {k: _option_widget(k, o, self.game.options.get(k, o.default))
                               for k, o in cls.OPTIONS.items()}
        self.options_box.children = list(self.option_widgets.values())
        self._options_class = cls

    def open_panel(self, name: str | None) -> None:
        """Open the panel ``"New game"``, ``"Save and load"`` or ``"State"`` (None closes them)."""
        titles = list(self.panels.titles)
        if name is not None and name not in titles:
            raise ValueError(f"no panel {name!r}; panels: {', '.join(titles)}")
        self.panels.selected_index = None if name is None else titles.index(name)

    # --------------------------------------------------------------- errors
    def _guard(self, fn):
        """Run a callback; an exception is shown in the board, never lost."""

        def run(*args):
            try:
                fn(*args)
            except Exception as e:  # noqa: BLE001 - every error must reach the person
                self._show_error(e)
            else:
                self._clear_error()

        return run

    def _guard_change(self, fn):
        def run(change):
            if self._quiet:
                return
            try:
                fn(change)
            except Exception as e:  # noqa: BLE001
                self._show_error(e)
            else:
                self._clear_error()

        return run

    def _show_error(self, error: Exception) -> None:
        self.error = f"{type(error).__name__}: {error}"
        text = html.escape(self.error, quote=False)
        if not isinstance(error, ValueError):
            trace = html.escape("".join(traceback.format_exception(type(error), error, error.__traceback__)))
            text += f"<details><summary>details</summary><pre>{trace}</pre></details>"
        with self.error_box.hold_sync():
            self.error_box.value = text
            self.error_box.layout.display = ""
        if self.autoplay_button.value:
            self._quiet = True
            try:
                self.autoplay_button.value = False
                self._set_autoplay(False)
            finally:
                self._quiet = False

    def _clear_error(self) -> None:
        self.error = ""
        if self.error_box.layout.display != "none":
            self.error_box.value = ""
            self.error_box.layout.display = "none"

    error = ""

    # ------------------------------------------------------------- playing
    def _played(self, action) -> None:
        """Play ``action`` on the game and extend the line of play with it."""
        g = self.game
        chosen = g.play(action)
        ply = g.ply
        del self._line[ply - 1:]
        self._line.append(_Ply(chosen.text, chosen.seat, chosen.kind, standings(g.scores, g.seat_names)))
        self._line_version += 1
        if self._synced is not None:
            self._synced = (id(g), len(self._line))

    def _advance_bots(self) -> None:
        """Bots move until a human seat is to decide (only when someone is playing)."""
        g = self.game
        if not self._has_human():
            return
        for _ in range(1_000_000):
            if g.is_over or self.seats[g.current_player] == HUMAN:
                return
            self._played(choose(self._bot(g.current_player), g))
        raise RuntimeError(f"{g.name}: the bots made a million moves without reaching a human seat")

    def _clicked(self, text: str, ply: int | None) -> None:
        """A click on an action: ignored if it was made on an older drawing (a double click)."""
        if ply is not None and ply != self.game.ply:
            return
        self.play(text)

    def play(self, action) -> None:
        """A person's decision (an action or its text); bot seats then answer."""
        self._stop_autoplay()
        self._played(action)
        self._advance_bots()
        self._redraw()

    def step(self) -> None:
        """One decision by the seat to move: its bot, or the game's default bot for a human seat."""
        g = self.game
        if g.is_over:
            raise ValueError("the game is over: there is nothing to step (start a new game or undo)")
        self._played(choose(self._bot(g.current_player), g))
        self._redraw()

    def _undo_target(self, ply: int) -> int | None:
        """Where undo goes: before the last human decision; None if no decision of a person stands."""
        if not self._has_human():
            return ply - 1 if ply else None
        target = ply
        while target > 0 and self.seats[self._line[target - 1].seat] != HUMAN:
            target -= 1
        return target - 1 if target else None

    def can_undo(self) -> bool:
        self._sync_line()
        return self._undo_target(self.game.ply) is not None

    def _redo_target(self, ply: int) -> int:
        target = ply + 1
        if self._has_human():
            while target < len(self._line) and self.seats[self._line[target].seat] != HUMAN:
                target += 1
        return target

    def undo(self) -> None:
        """Back to the last human decision, bot moves after it included (one action if no seat is human)."""
        g = self.game
        self._sync_line()
        target = self._undo_target(g.ply)
        if target is None:
            raise ValueError("nothing to undo: no decision of a person stands since the start or the load"
                             if self._has_human() else "nothing to undo: no action stands since the start or the load")
        self._stop_autoplay()
        g.goto(target)
        self._redraw()

    def redo(self) -> None:
        """Play again what the last undo took back."""
        g = self.game
        if not g.can_redo():
            raise ValueError("nothing to redo")
        self._stop_autoplay()
        self._sync_line()
        g.goto(self._redo_target(g.ply))
        self._redraw()

    def goto(self, n: int) -> None:
        """Time travel: the position after the first ``n`` actions of the line of play."""
        if n == self.game.ply:
            return
        self._stop_autoplay()
        self.game.goto(n)
        self._redraw()

    # -------------------------------------------------------------- seats
    def set_bot(self, seat: int, name: str) -> None:
        """Seat ``seat`` is played by ``name``: ``"human"`` or a bot of ``ogrelab.bot_names``."""
        allowed = [HUMAN] + bot_names(self.game.name)
        if not (isinstance(seat, int) and 0 <= seat < self.game.players):
            raise ValueError(f"no seat {seat!r}; seats are 0..{self.game.players - 1}")
        if name not in allowed:
            raise ValueError(f"seat {seat}: no bot {name!r}; choose one of {', '.join(allowed)}")
        self.seats[seat] = name
        picker = self.seat_pickers[seat]
        if picker.value != name:
            self._quiet = True
            try:
                picker.value = name
            finally:
                self._quiet = False
        if seat == self.game.current_player and name != HUMAN:
            self._advance_bots()
        self._redraw()

    def set_view(self, seat: int | None) -> None:
        """Draw the game as ``seat`` knows it (``None``: everything)."""
        self.view = self._check_view(seat)
        value = _ALL if seat is None else seat
        if self.view_picker.value != value:
            self._quiet = True
            try:
                self.view_picker.value = value
            finally:
                self._quiet = False
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
        options = {k: _option_value(k, w) for k, w in self.option_widgets.items()}
        self._set_game(type(self.game)(seed=seed, **options))

    def load(self, data) -> None:
        """Load a saved game (bytes, text or dict); a bad file raises ValueError and keeps the current game."""
        self._set_game(read_save(data))

    def _uploaded(self, name: str, data: bytes) -> None:
        """A file the page sent: load it, or say what is wrong with it (the game stays)."""
        try:
            self.load(data)
        except ValueError as e:
            raise ValueError(f"{name}: {e}") from None

    @staticmethod
    def _refused(name: str, size: int | None) -> None:
        """The page refused a file over the limit before sending it."""
        raise ValueError(f"{name}: {size if size is not None else 'more than'} bytes is too large: the board reads "
                         f"save files of at most {MAX_UPLOAD:,} bytes ({MAX_UPLOAD / 1e6:g} MB). Nothing was loaded.")

    def save_record(self) -> dict:
        """What the download link holds: the game's ``record()``."""
        return self.game.record()

    def _set_game(self, game: Game) -> None:
        self._stop_autoplay()
        old = self.game
        self.game = game
        if game.name != old.name or game.players != old.players:
            keep = self.seats if game.name == old.name else [HUMAN]
            default = default_bot(game.name)
            if self._has_human() and any(s != HUMAN for s in self.seats):
                # A person facing bots keeps facing bots in a larger game.
                keep = keep + [default] * game.players
            self.seats = (keep + [HUMAN] * game.players)[:game.players]
            if self.view is not None and self.view >= game.players:
                self.view = None
            self._build_seats()
        if type(game) is not self._options_class:
            self._build_options()
        else:
            self._quiet = True
            try:
                for k, w in self.option_widgets.items():
                    value = game.options.get(k)
                    w.value = json.dumps(value) if getattr(w, "_ogrelab_json", False) else value
            finally:
                self._quiet = False
        self._bots = {}
        self._line = []
        self._start = None
        self._synced = None
        self._line_version += 1
        self._advance_bots()
        self._redraw()

    # ----------------------------------------------------------- autoplay
    def _set_autoplay(self, on: bool) -> None:
        if on and self.game.is_over:
            self._stop_autoplay()
            raise ValueError("the game is over: there is nothing to play on (start a new game or undo)")
        self.timer.playing = bool(on)
        self.autoplay_button.description = "Pause" if on else "Auto-play"

    def _stop_autoplay(self) -> None:
        if self.autoplay_button.value or self.timer.playing:
            self._quiet = True
            try:
                self.autoplay_button.value = False
            finally:
                self._quiet = False
            self.timer.playing = False
            self.autoplay_button.description = "Auto-play"

    def _on_timer(self, _change) -> None:
        if not self.autoplay_button.value:
            return
        # Ticks that queued up behind a slow move are dropped, so a pause takes at once.
        if time.monotonic() - self._last_tick < self.timer.interval / 2000:
            return
        self.tick()

    def tick(self) -> None:
        """One autoplay move, as a tick of the front end's timer makes; stops at the end."""
        try:
            if not self.game.is_over:
                self.step()
        finally:
            self._last_tick = time.monotonic()
            if self.game.is_over:
                self._stop_autoplay()

    def autoplay(self, on: bool = True) -> None:
        """Start (or pause) playing on automatically at the chosen speed."""
        self.autoplay_button.value = bool(on)

    # ------------------------------------------------------------- drawing
    def _sync_line(self) -> None:
        """Keep the cached line of play (seats, standings) equal to the game's."""
        g = self.game
        texts = _line_texts(g)
        line = self._line
        if self._start is None:
            first = g.clone()
            first.goto(0)
            self._start = standings(first.scores, first.seat_names)
        # The board's own moves keep the line current: then only its ends need a look.
        if (len(texts) == len(line) and self._synced == (id(g), len(line))
                and (not line or (line[-1].text == texts[-1] and line[g.ply - 1 if g.ply else 0].text
                                  == texts[g.ply - 1 if g.ply else 0]))):
            return
        self._synced = None
        k = 0
        n = min(len(texts), len(line))
        while k < n and line[k].text == texts[k]:
            k += 1
        if k == len(texts) == len(line):
            self._synced = (id(g), len(line))
            return
        del line[k:]
        if k < len(texts):
            twin = g.clone()
            twin.goto(k)
            for text in texts[k:]:
                chosen = twin.play(text)
                line.append(_Ply(text, chosen.seat, chosen.kind, standings(twin.scores, twin.seat_names)))
        self._line_version += 1
        self._synced = (id(g), len(line))

    def _seat_label(self, seat: int | None) -> str:
        names = self.game.seat_names
        if seat is None:
            return "-"
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    def _actions_shown(self, seat: int | None) -> bool:
        """Buttons reveal the deciding seat's options: hide a bot's from another seat's view."""
        return seat is not None and (self.view is None or self.view == seat or self.seats[seat] == HUMAN)

    def refresh(self) -> None:
        """Draw again, e.g. after the game was changed outside the board."""
        self._synced = None
        self._redraw()

    def secrets_hidden(self) -> bool:
        """Whether the seed and generator state are kept off the board: a person plays against hidden cards.

        True for a game with hidden information that is not over, drawn as one
        seat knows it; the seed and the moves would rebuild every hidden hand.
        """
        g = self.game
        return bool(getattr(g, "HIDDEN_INFO", True)) and self.view is not None and not g.is_over

    def _redraw(self) -> None:
        g = self.game
        self._sync_line()
        ply = g.ply
        over = g.is_over
        seat = None if over else g.current_player
        legal = [] if over else g.legal_actions()
        shown = self._actions_shown(seat)

        with self.drawing.hold_sync():
            self.drawing.html = g.html(self.view)
            self.drawing.clickable = [a.text for a in legal] if shown else []
            self.drawing.ply = ply
        self._draw_actions(legal if shown else [], ply)
        self._draw_prompt(seat, shown)
        self._draw_status(seat, ply)
        self._draw_result()
        self.undo_button.disabled = self._undo_target(ply) is None
        self.redo_button.disabled = not g.can_redo()
        self.step_button.disabled = over
        self._draw_moves(ply)
        self._draw_log()
        self._draw_chart(ply)
        panel = self.panels.selected_index
        if panel == 1:
            self._draw_save()
        elif panel == 2:
            self._draw_state()
        if getattr(self, "coach", None) is not None:
            self.coach.update()

    def _draw_actions(self, legal, ply: int) -> None:
        groups: dict[str, list] = {}
        for a in legal:
            groups.setdefault(a.kind or "choose", []).append(
                {"text": a.text, "tip": f"{self._seat_label(a.seat)}: {a.text}"})
        with self.actions.hold_sync():
            self.actions.groups = [{"label": kind.replace("_", " "), "actions": actions}
                                   for kind, actions in groups.items()]
            self.actions.ply = ply

    def _draw_prompt(self, seat, shown: bool) -> None:
        g = self.game
        if seat is None:
            text = "The game is over."
        elif shown:
            text = html.escape(g.prompt or f"{self._seat_label(seat)} to decide.")
        else:
            text = (f"{html.escape(self._seat_label(seat))} ({html.escape(self.seats[seat])} bot) is to decide: "
                    "press Step or Auto-play.")
        self.prompt_box.value = text

    def _draw_status(self, seat, ply: int) -> None:
        g = self.game
        self.heading.value = f"<h3>{html.escape(self.title)}</h3>" if self.title else ""
        parts = ["seed hidden until the game ends" if self.secrets_hidden() else f"seed {g.seed}",
                 f"move {ply}", f"turn {g.turn}"]
        if seat is not None:
            who = self.seats[seat]
            parts.append(f"<b>{html.escape(self._seat_label(seat))}</b> to decide "
                         f"({'you' if who == HUMAN else html.escape(who) + ' bot'})")
        view = "all seats" if self.view is None else self._seat_label(self.view)
        parts.append(f"viewing: {html.escape(view)}")
        self.status.value = " &middot; ".join(parts)

    def result_text(self) -> str:
        """How the game ended, in the seats' names ('' while it goes on)."""
        g = self.game
        if not g.is_over:
            return ""
        r = g.result
        names = g.seat_names
        if r.draw or not r.winners:
            head = "Draw"
        else:
            head = " and ".join(self._seat_label(w) for w in r.winners) + " won"
        humans = [s for s, b in enumerate(self.seats) if b == HUMAN]
        if len(humans) == 1 and len(self.seats) > 1 and not r.draw and r.winners:
            head = ("You won! " if humans[0] in r.winners else "You lost. ") + head
        text = head + (f" ({r.reason})" if r.reason else "")
        if r.scores:
            text += ". Scores: " + ", ".join(f"{names[i] if i < len(names) else i}: {s}"
                                             for i, s in enumerate(r.scores))
        return text

    def _draw_result(self) -> None:
        text = self.result_text()
        with self.result_box.hold_sync():
            self.result_box.value = f"<b>Game over.</b> {html.escape(text)}" if text else ""
            self.result_box.layout.display = "" if text else "none"

    def _draw_moves(self, ply: int) -> None:
        # The list shows the moves around the present (the slider reaches every move):
        # a long game would otherwise resend hundreds of entries per move.
        first = max(1, ply - MOVES_BEFORE)
        last = min(len(self._line), ply + MOVES_AFTER)
        options = [("0. start", 0)]
        if first > 1:
            options.append((f"{first - 1}. ... (earlier moves: the slider reaches them all)", first - 1))
        for i in range(first, last + 1):
            p = self._line[i - 1]
            later = "  (undone)" if i > ply else ""
            # Another seat's choice may be secret (a card passed face down): its kind only.
            what = p.text if self.view is None or p.seat == self.view else (p.kind or "decides").replace("_", " ")
            options.append((f"{i}. {self._seat_label(p.seat)}: {what}{later}", i))
        self._quiet = True
        try:
            if self.moves.options != tuple(options):
                with self.moves.hold_sync():
                    self.moves.options = options
                    self.moves.value = ply
            elif self.moves.value != ply:
                self.moves.value = ply
            with self.timeline.hold_sync():
                if self.timeline.max != len(self._line):
                    self.timeline.max = len(self._line)
                self.timeline.value = ply
        finally:
            self._quiet = False

    def _draw_log(self) -> None:
        events = self.game.log
        shown = events[-LOG_LINES:]
        skipped = len(events) - len(shown)
        head = f"<div><i>{skipped} earlier events</i></div>" if skipped else ""
        items = "".join(f"<li>{html.escape(e)}</li>" for e in shown)
        body = f"<ol start='{skipped + 1}'>{items}</ol>" if shown else "<i>no events yet</i>"
        # column-reverse keeps the newest event in sight without scrolling
        self.log_box.value = f"<div class='ogrelab-log-body'><div>{head}{body}</div></div>"

    def show_chart(self, on: bool = True) -> None:
        """Open (or close) the standings chart; plotly is loaded the first time it opens."""
        if self.chart_panel is None:
            raise ValueError("this board has no standings chart (it was made with chart=False)")
        on = bool(on)
        if (self.chart_panel.selected_index == 0) != on:
            self._quiet = True
            try:
                self.chart_panel.selected_index = 0 if on else None
            finally:
                self._quiet = False
        if on and self.chart is None:
            import plotly.graph_objects as go
            self.chart = go.FigureWidget(layout=dict(
                width=380, height=300, margin=dict(l=44, r=8, t=32, b=40), template="plotly_white",
                title=dict(text="Standings by move", x=0.02, y=0.98, font=dict(size=13)),
                xaxis=dict(title=dict(text="move", standoff=4)), yaxis=dict(title=dict(text="standing")),
                legend=dict(orientation="h", x=0, y=-0.22, yanchor="top"), showlegend=True))
            self._chart_key = None
            # Drawn before it is shown: the page's view starts from the whole figure, so no
            # update can arrive before plotly's script has loaded there.
            self._draw_chart(self.game.ply)
            self.chart_box.children = [self.chart]
        elif on:
            self._draw_chart(self.game.ply)

    def chart_shown(self) -> bool:
        return self.chart_panel is not None and self.chart_panel.selected_index == 0

    def _chart_points(self) -> list[int]:
        """The moves the chart draws: every one, or CHART_POINTS of them evenly spaced, the last included."""
        n = len(self._line)
        step = -(-(n + 1) // CHART_POINTS)
        xs = list(range(0, n + 1, step))
        if xs[-1] != n:
            xs.append(n)
        return xs

    def _draw_chart(self, ply: int) -> None:
        """Standings over the line of play, a marker where time travel stands: data updates only.

        Only an open chart is drawn, from at most CHART_POINTS moves, so a
        click's cost does not grow with the length of the game.
        """
        if self.chart is None or not self.chart_shown():
            return
        key = (self._line_version, ply)
        if key == self._chart_key:
            return
        line_changed = self._chart_key is None or self._chart_key[0] != self._line_version
        self._chart_key = key
        xs = self._chart_points()
        points = [(self._start or {}) if x == 0 else self._line[x - 1].standing for x in xs]
        names: list[str] = []
        for point in points:
            for n in point:
                if n not in names:
                    names.append(n)
        fig = self.chart
        traces = {t.name: t for t in fig.data}
        added = [n for n in names if n not in traces]
        now = dict((self._start or {}) if ply == 0 else self._line[ply - 1].standing)
        with fig.batch_update():
            for n in added:
                fig.add_scatter(name=n, mode="lines", line=dict(shape="hv"))
            if "now" not in traces:
                fig.add_scatter(name="now", mode="markers", showlegend=False, hoverinfo="skip",
                                marker=dict(size=8, color="rgba(0,0,0,0)", line=dict(width=1.5, color="#555")))
            traces = {t.name: t for t in fig.data}
            if line_changed or added:
                import numpy as np  # plotly's own dependency: arrays pass its checks without a copy per point

                x = np.array(xs, dtype=float)
                for n, t in traces.items():
                    if n != "now":
                        y = np.array([p.get(n, np.nan) for p in points], dtype=float)
                        t.x, t.y = (x, y) if n in names else ([], [])
            shown = [n for n in names if now.get(n) is not None]
            traces["now"].x = [ply] * len(shown)
            traces["now"].y = [now[n] for n in shown]
        # A FigureWidget's front end starts from _widget_data/_widget_layout, which plotly
        # refreshes only when the figure itself is displayed; inside the board it never is,
        # so a view made later (a page that opens the chart) would draw an empty chart.
        fig._widget_data = copy.deepcopy(fig._data)
        if added:
            fig._widget_layout = copy.deepcopy(fig._layout_obj._props)
        display = "" if names else "none"
        if self.chart_box.layout.display != display:
            self.chart_box.layout.display = display

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
        self.state_box.value = f"<div class='ogrelab-state-tree'>{tree_html(copy.deepcopy(data), label)}</div>"

    # ------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<Board {self.game!r} seats={self.seats} view={self.view}>"


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
        return app(name, **kwargs)
    except Exception as e:  # noqa: BLE001 - whatever stops the board must reach the person
        trace = html.escape("".join(traceback.format_exception(type(e), e, e.__traceback__)))
        box = W.HTML(
            "<div class='ogrelab-start-failed' style='background:#fff0f0;border:1px solid #e03131;"
            "color:#a61e1e;padding:6px 10px'><b>The board could not start.</b> "
            f"{html.escape(f'{type(e).__name__}: {e}')}<br>Reload the page to try again."
            f"<details><summary>details</summary><pre>{trace}</pre></details></div>")
        box.add_class("ogrelab-start-failed")
        return box
