"""What a board decides, apart from how it is drawn: the seats, the line of play, the bots' replies.

A :class:`Session` is the board without widgets. It holds the game, who plays
each seat (a person or a bot), whose knowledge is drawn (``view``), the line of
play with each move's public events and standings, where undo and redo go, the
queue of bot replies and its pacing, the first click of a two-click decision,
the previews of the actions on offer, the last error and the control it came
from. The widget view (:class:`ogrelab.widgets.Board`) draws a session and
forwards clicks to it; tests drive a session from plain Python.

Watching the bots: after a person's decision the bot seats to move next do not
answer at once. Their replies are queued and :meth:`Session.tick`, called by the
view's timer, plays one each time the board's speed allows (``SPEEDS``), so the
person sees every reply drawn. :meth:`Session.skip` (a click on the table)
plays the rest at once; at the ``"instant"`` speed nothing waits.
"""

from __future__ import annotations

import html
import time
import traceback
from dataclasses import dataclass, field
from typing import Callable

from ..core import validate as V
from ..core import Game, IllegalAction, Moved, bot_names, choose, default_bot, from_dict, make_bot, replay
from ..core.decision import Touch

HUMAN = "human"
#: Seconds between two drawn moves, of the bots' replies and of autoplay.
SPEEDS = {"instant": 0.0, "fast": 0.2, "normal": 0.5, "slow": 1.2}
#: Autoplay at the instant speed still draws each move: at most this many per second.
AUTOPLAY_FLOOR = 0.08
#: A tick earlier than this share of the delay after the last drawn move is dropped
#: (the timer's ticks that queued behind a slow move), so the pace holds.
EARLY = 0.6
#: The largest save file the board reads (bytes); the page refuses larger ones before sending.
MAX_UPLOAD = 5_000_000
#: How long a move's description above the table may grow before its later events are counted, not listed.
MOVE_TEXT = 140
AUTO = object()   # "choose for me" default of a keyword


@dataclass
class Ply:
    """One action on the line of play: who made it, what it did in public words, the standings it left."""

    text: str
    seat: int | None
    kind: str = ""
    events: tuple = ()
    asked: str = ""
    standing: dict = field(default_factory=dict)


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
        data = V.loads(data, "save file")
    if not isinstance(data, dict):
        raise ValueError(f"save file: expected a JSON object, got {type(data).__name__}")
    if "format" in data:
        return from_dict(data)
    if "actions" in data:
        return replay(data)
    raise ValueError("save file: neither a game record (with 'game', 'seed', 'actions') "
                     "nor a saved position (with 'format': 'ogrelab')")


def numbers(standings: dict, labels: list[str]) -> dict[str, dict[str, float]]:
    """``game.standings(seat)`` as ``{measure: {seat label: number}}``; what is not a number is left out."""
    out: dict[str, dict[str, float]] = {}
    for measure, values in standings.items():
        row = {}
        for seat, v in enumerate(values or ()):
            name = labels[seat] if seat < len(labels) else f"Seat {seat}"
            parts = v.items() if isinstance(v, dict) else [("", v)]
            for part, x in parts:
                if isinstance(x, (int, float)) and not isinstance(x, bool) and x == x:
                    row[f"{name} {part}" if part else name] = float(x)
        if row:
            out[str(measure)] = row
    return out


def plain(error: BaseException) -> str:
    """An error in plain words, for the line beside the control that caused it."""
    if isinstance(error, IllegalAction):
        shown = error.action.text if hasattr(error.action, "text") else error.action
        if not error.legal:
            return f"{shown!r} cannot be played: the game is over."
        return f"{shown!r} is not a move you can make now. Choose one of the actions on offer."
    text = str(error).strip() or type(error).__name__
    if isinstance(error, ValueError):
        return sentence(text)
    return f"Something went wrong in the board ({type(error).__name__}): {text}"


def sentence(text: str) -> str:
    """``text`` with a capital first letter, unless it starts with a name (a file, a field: "game.json", "state.hands")."""
    first = text.split(" ", 1)[0].rstrip(":,")
    if not first.isalpha():
        return text
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Error:
    """The last error: the control that caused it, the message in plain words, details for a bug."""

    control: str
    message: str
    details: str = ""


class Session:
    """A game being played: seats, bots, the line of play, the bots' replies, picks, previews, errors.

    ``bots`` maps seats to ``"human"`` or a bot name (``ogrelab.bot_names``);
    seats not named are human. ``view`` is the seat whose knowledge is drawn
    (``None``: everything); by default the one human seat facing bots.
    ``speed`` paces the bots' replies and autoplay (a key of ``SPEEDS``);
    ``clock`` gives seconds (``time.monotonic``; tests pass their own).

    The methods are what a person does; each raises ValueError on a bad
    request and changes nothing then. :meth:`attempt` runs one on behalf of a
    control and keeps its error (:attr:`error`) for the view to draw beside it.
    """

    #: Whether the previews on offer (and on the drawn table) say what comes of a move
    #: (scores, kills, wins) or only the move: a puzzle keeps the outcome for its verdict.
    outcome = True

    def __init__(self, game: Game, bots=None, view=AUTO, speed: str = "normal",
                 clock: Callable[[], float] = time.monotonic):
        if not isinstance(game, Game):
            raise ValueError(f"Board(game): expected a game (ogrelab.new_game(...)), got {type(game).__name__}")
        self.game = game
        self.seats = self._seat_settings(game, bots)
        human = [s for s, b in enumerate(self.seats) if b == HUMAN]
        if view is AUTO:
            view = human[0] if len(human) == 1 and len(self.seats) > 1 else None
        self.view = self._check_view(view)
        self.speed = self._check_speed(speed)
        self.clock = clock
        self.error: Error | None = None
        self.raised: str | None = None      # the key a first click raised
        self.replying = False               # bot replies are queued behind a person's decision
        self.autoplaying = False
        self._due = 0.0                     # the clock time before which no queued move is played
        self._bots: dict[tuple[int, str], object] = {}
        self._line: list[Ply] = []
        self._first_standings: dict | None = None
        self._start_events: tuple = ()
        self._synced = None
        self._standings_view = self.view
        self.version = 0                    # changes whenever the line of play changes
        self._offer_key = None
        self._offer: tuple[list, Touch | None, dict] = ([], None, {})
        self._moved_key = None
        self._moved = Moved()
        self._watched = None                # (version, Game.watch_before) of the last move this session played
        self._queue_replies()

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

    @staticmethod
    def _check_speed(speed) -> str:
        if speed not in SPEEDS:
            raise ValueError(f"speed: {speed!r} is not a speed; choose one of {', '.join(SPEEDS)}")
        return speed

    def has_human(self) -> bool:
        return HUMAN in self.seats

    def label(self, seat: int | None) -> str:
        """The one name a seat goes by (the game's ``seat_label``)."""
        if seat is None:
            return "-"
        if 0 <= seat < self.game.players:
            return self.game.seat_label(seat)
        return f"Seat {seat}"

    def who(self, seat: int) -> str:
        """"you", "a person" or "<bot> bot": who plays ``seat``."""
        name = self.seats[seat]
        if name != HUMAN:
            return f"{name} bot"
        return "you" if self.view == seat or self.view is None and self.seats.count(HUMAN) == 1 else "a person"

    def bot(self, seat: int):
        """The seat's bot; a human seat's step or autoplay uses the game's default bot."""
        name = self.seats[seat]
        if name == HUMAN:
            name = default_bot(self.game.name)
        key = (seat, name)
        if key not in self._bots:
            self._bots[key] = make_bot(self.game.name, name, seed=self.game.seed * 10 + seat)
        return self._bots[key]

    def set_bot(self, seat: int, name: str) -> None:
        """Seat ``seat`` is played by ``name``: ``"human"`` or a bot of ``ogrelab.bot_names``."""
        allowed = [HUMAN] + bot_names(self.game.name)
        if not (isinstance(seat, int) and 0 <= seat < self.game.players):
            raise ValueError(f"no seat {seat!r}; seats are 0..{self.game.players - 1}")
        if name not in allowed:
            raise ValueError(f"{self.label(seat)}: no bot {name!r}; choose one of {', '.join(allowed)}")
        self.seats[seat] = name
        self.raised = None
        if seat == self.game.current_player and name != HUMAN:
            self._queue_replies()

    def set_view(self, seat: int | None) -> None:
        """Draw the game as ``seat`` knows it (``None``: everything)."""
        self.view = self._check_view(seat)
        self.raised = None

    def set_speed(self, speed: str) -> None:
        """The pace of the bots' replies and of autoplay; ``"instant"`` plays queued replies now."""
        self.speed = self._check_speed(speed)
        if self.speed == "instant" and self.replying:
            self.skip()

    @property
    def delay(self) -> float:
        """Seconds between two drawn moves at the current speed (autoplay never below ``AUTOPLAY_FLOOR``)."""
        d = SPEEDS[self.speed]
        return max(d, AUTOPLAY_FLOOR) if self.autoplaying else d

    # --------------------------------------------------------------- errors
    def attempt(self, control: str, fn: Callable, *args) -> bool:
        """Run what ``control`` asked for; an error is kept for the view to draw beside it.

        Returns whether it went through. A success clears the last error.
        """
        try:
            fn(*args)
        except Exception as e:  # noqa: BLE001 - every error must reach the person, beside its control
            details = "" if isinstance(e, ValueError) else "".join(
                traceback.format_exception(type(e), e, e.__traceback__))
            self.error = Error(control, plain(e), details)
            self.autoplaying = False
            return False
        self.error = None
        return True

    # -------------------------------------------------------------- playing
    def _played(self, action) -> None:
        """Play ``action`` on the game and extend the line of play with it."""
        g = self.game
        self._sync_line()
        asked = g.prompt
        before = len(g.log)
        watched = g.watch_before(self.view)     # the last move's marks need no replay of the game
        chosen = g.play(action)
        del self._line[g.ply - 1:]
        self._line.append(self._ply(g, chosen, g.log[before:], asked))
        self.version += 1
        self._watched = (self.version, watched)
        self._synced = (id(g), len(self._line))
        self.raised = None

    def _ply(self, g: Game, chosen, events, asked: str) -> Ply:
        return Ply(chosen.text, chosen.seat, chosen.kind, tuple(events), asked,
                   numbers(g.standings(self.view), [g.seat_label(s) for s in range(g.players)]))

    def _bot_to_move(self) -> bool:
        g = self.game
        return not g.is_over and self.seats[g.current_player] != HUMAN

    def _queue_replies(self) -> None:
        """Bots answer (only when someone plays): paced by :meth:`tick`, or at once at the instant speed."""
        self.replying = self.has_human() and self._bot_to_move()
        self._due = self.clock() + SPEEDS[self.speed] * EARLY
        if self.replying and self.speed == "instant":
            self.skip()

    def skip(self) -> None:
        """Play the queued bot replies at once (a click on the table during a replay)."""
        if not self.replying:
            return
        g = self.game
        for _ in range(1_000_000):
            if not self._bot_to_move():
                self.replying = False
                return
            self._played(choose(self.bot(g.current_player), g))
        raise RuntimeError(f"{g.name}: the bots made a million moves without reaching a person's seat")

    @property
    def busy(self) -> bool:
        """Whether moves are waiting for the timer: bot replies or autoplay."""
        return self.replying or self.autoplaying

    def tick(self) -> bool:
        """One waiting move if its time has come (the view's timer calls this); returns whether one was played."""
        if not self.busy:
            return False
        now = self.clock()
        if now < self._due:
            return False
        g = self.game
        if self.replying and not self._bot_to_move():
            self.replying = False
            return False
        if self.autoplaying and g.is_over:
            self.autoplaying = False
            return False
        self._played(choose(self.bot(g.current_player), g))
        self._due = now + self.delay * EARLY
        if self.replying and not self._bot_to_move():
            self.replying = False
        if g.is_over:
            self.autoplaying = False
        return True

    def play(self, action) -> None:
        """A person's decision (an action or its text); the bot seats to move next are queued to answer."""
        if self.replying:
            raise ValueError("the bots are still replying: wait, or click the table to see their moves at once")
        self.autoplaying = False
        self._played(action)
        self._queue_replies()

    def clicked(self, text: str, ply: int | None) -> None:
        """A click on an action drawn at move ``ply``: one made on an older drawing (a double click) is dropped."""
        if ply is not None and ply != self.game.ply:
            return
        if self.replying:
            self.skip()
            return
        self.play(text)

    def step(self) -> None:
        """One decision by the seat to move: its bot, or the game's default bot for a human seat."""
        g = self.game
        if g.is_over:
            raise ValueError("the game is over: there is nothing to step (start a new game or undo)")
        self.autoplaying = False
        self._played(choose(self.bot(g.current_player), g))
        if self.replying and not self._bot_to_move():
            self.replying = False

    def autoplay(self, on: bool = True) -> None:
        """Play on with the bots at the board's speed, one move per :meth:`tick`; stops at the end."""
        if on and self.game.is_over:
            self.autoplaying = False
            raise ValueError("the game is over: there is nothing to play on (start a new game or undo)")
        self.autoplaying = bool(on)
        self.raised = None
        if on:
            self._due = self.clock()

    def can_step(self) -> bool:
        return not self.game.is_over

    can_autoplay = can_step

    # ---------------------------------------------------------------- picks
    def offer(self) -> tuple[list, Touch | None, dict]:
        """The actions a person may take now, how they are touched on the table, and their previews.

        Empty while a bot is to move, while moves are waiting, and for a seat
        the view may not see deciding (a bot's options are its own).
        """
        g = self.game
        self._sync_line()
        key = (id(g), g.ply, self.version, self.view, tuple(self.seats), self.busy)
        if key == self._offer_key:
            return self._offer
        seat = None if g.is_over else g.current_player
        if self.shown(seat) and not self.busy:
            self._offer = g.offer(self.outcome)      # worked out once, and shared with the drawing
        else:
            self._offer = ([], None, {})
        self._offer_key = key
        return self._offer

    def drawing(self) -> str:
        """The table drawn as the view sees it, its previews whole or (:attr:`outcome` False) the moves alone."""
        g = self.game
        return g.html(self.view) if self.outcome else g.html(self.view, outcome=False)

    def shown(self, seat: int | None) -> bool:
        """Whether the deciding seat's options may be shown: its own view, everything, or a person's seat."""
        return seat is not None and (self.view is None or self.view == seat or self.seats[seat] == HUMAN)

    def touch(self, key: str) -> None:
        """A click on the thing drawn as ``key``: play it, raise it (first of two clicks), or place the raised one.

        During the bots' replies a click on the table shows the rest of them at once.
        A second click on the raised thing, or on one it cannot go to, lowers it.
        """
        if self.replying:
            self.skip()
            return
        legal, t, _ = self.offer()
        if t is None:
            raise ValueError("nothing on the table can be played now"
                             + ("" if self.game.is_over else f": {self.label(self.game.current_player)} is to decide"))
        if self.raised is not None:
            targets = t.pick.get(self.raised, {})
            if key in targets:
                self.play(targets[key])
                return
            if key == self.raised or key not in t.pick and key not in t.click:
                self.raised = None
                return
        if key in t.click:
            self.play(t.click[key])
        elif key in t.pick:
            self.raised = key
        else:
            raise ValueError(f"{key!r} cannot be played now; click one of the outlined things on the table")

    def cancel(self) -> None:
        """Lower the raised thing (Escape, or a second click on it)."""
        self.raised = None

    def targets(self) -> dict[str, str]:
        """Where the raised thing can go: ``{key: action text}``."""
        _, t, _ = self.offer()
        if self.raised is None or t is None:
            return {}
        return dict(t.pick.get(self.raised, {}))

    # ------------------------------------------------------- undo and time travel
    def undo_target(self, ply: int) -> int | None:
        """Where undo goes: before the last human decision; None if no decision of a person stands."""
        if not self.has_human():
            return ply - 1 if ply else None
        target = ply
        while target > 0 and self.seats[self._line[target - 1].seat] != HUMAN:
            target -= 1
        return target - 1 if target else None

    def _redo_target(self, ply: int) -> int:
        target = ply + 1
        if self.has_human():
            while target < len(self._line) and self.seats[self._line[target].seat] != HUMAN:
                target += 1
        return target

    def can_undo(self) -> bool:
        self._sync_line()
        return self.undo_target(self.game.ply) is not None

    def can_redo(self) -> bool:
        return self.game.can_redo()

    def _stop(self) -> None:
        self.replying = False
        self.autoplaying = False
        self.raised = None

    def undo(self) -> None:
        """Back to before the person's last decision, the bot moves after it included (during a replay too)."""
        g = self.game
        self._sync_line()
        target = self.undo_target(g.ply)
        if target is None:
            raise ValueError("nothing to undo: no decision of a person stands since the start or the load"
                             if self.has_human() else "nothing to undo: no action stands since the start or the load")
        self._stop()
        g.goto(target)

    def redo(self) -> None:
        """Play again what the last undo took back; bot replies cut short by it go on being drawn."""
        g = self.game
        if not g.can_redo():
            raise ValueError("nothing to redo")
        self._stop()
        self._sync_line()
        g.goto(self._redo_target(g.ply))
        if not g.can_redo():
            self._queue_replies()

    def goto(self, n: int) -> None:
        """Time travel: the position after the first ``n`` actions of the line of play."""
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"goto: expected a move number, got {n!r}")
        if n == self.game.ply:
            return
        self._stop()
        self.game.goto(n)

    # ------------------------------------------------------------ new, load
    def set_game(self, game: Game) -> None:
        """Play ``game`` from now on; seats are kept where the game is of the same kind and size."""
        if not isinstance(game, Game):
            raise ValueError(f"expected a game, got {type(game).__name__}")
        self._stop()
        old = self.game
        self.game = game
        if game.name != old.name or game.players != old.players:
            keep = self.seats if game.name == old.name else [HUMAN]
            if self.has_human() and any(s != HUMAN for s in self.seats):
                keep = keep + [default_bot(game.name)] * game.players   # a person facing bots keeps facing bots
            self.seats = (keep + [HUMAN] * game.players)[:game.players]
            if self.view is not None and self.view >= game.players:
                self.view = None
        self._bots = {}
        self._line = []
        self._first_standings = None
        self._synced = None
        self.version += 1
        self._queue_replies()

    def new_game(self, seed: int | None = None, **options) -> None:
        """A new game of the same kind; options not given keep their current values."""
        merged = dict(self.game.options)
        merged.update(options)
        self.set_game(type(self.game)(seed=seed, **merged))

    def load(self, data) -> None:
        """Load a saved game (bytes, text or dict); a bad file raises ValueError and keeps the current game."""
        self.set_game(read_save(data))

    # --------------------------------------------------------- line of play
    def _sync_line(self) -> None:
        """Keep the line of play (events, standings) equal to the game's, however the game was changed."""
        g = self.game
        if self._standings_view != self.view:
            self._standings_view = self.view
            self._line, self._first_standings, self._synced = [], None, None
        texts = g.line
        line = self._line
        if self._first_standings is None:
            first = g.clone()
            first.goto(0)
            self._first_standings = numbers(first.standings(self.view), [first.seat_label(s) for s in range(first.players)])
            self._start_events = tuple(first.log)
        if (len(texts) == len(line) and self._synced == (id(g), len(line))
                and (not line or (line[-1].text == texts[-1] and line[g.ply - 1 if g.ply else 0].text
                                  == texts[g.ply - 1 if g.ply else 0]))):
            return
        k = 0
        n = min(len(texts), len(line))
        while k < n and line[k].text == texts[k]:
            k += 1
        if not (k == len(texts) == len(line)):
            del line[k:]
            if k < len(texts):
                twin = g.clone()
                twin.goto(k)
                for text in texts[k:]:
                    asked = twin.prompt
                    before = len(twin.log)
                    chosen = twin.play(text)
                    line.append(self._ply(twin, chosen, twin.log[before:], asked))
            self.version += 1
        self._synced = (id(g), len(line))

    @property
    def line(self) -> list[Ply]:
        """The line of play: the moves that stand, then the undone ones, oldest first."""
        self._sync_line()
        return self._line

    @property
    def start_standing(self) -> dict:
        self._sync_line()
        return self._first_standings or {}

    def describe(self, i: int) -> str:
        """Move ``i`` (1 = the first) in public words: the events it wrote in the log."""
        p = self.line[i - 1]
        if p.events:
            shown = [p.events[0]]
            for e in p.events[1:]:
                if len("; ".join(shown + [e])) > MOVE_TEXT:
                    break
                shown.append(e)
            text = "; ".join(shown)
            if len(shown) < len(p.events):       # whole events only: the list of moves has the rest
                more = len(p.events) - len(shown)
                text += f"; and {more} more event{'s' if more > 1 else ''} (in the list of moves)"
        elif self.view is None or p.seat == self.view:
            text = f"{self.label(p.seat)}: {p.text}"
        else:
            text = p.asked or f"{self.label(p.seat)} decides"
        return text[:1].upper() + text[1:]

    def last_move(self) -> str:
        """What the move that led to this position did, in public words ('' at the start)."""
        ply = self.game.ply
        return "" if ply == 0 else f"Move {ply}: {self.describe(ply)}"

    def moved(self) -> Moved:
        """The last move as the view sees it: where things now are, where they came from, and what it
        told the viewing seat alone (``news``: the cards that reached its hand); see ``Game.moved``."""
        g = self.game
        key = (id(g), g.ply, tuple(g.history[-1:]), self.version, self.view)
        if key != self._moved_key:
            kept = self._watched
            self._moved = g.moved(self.view, kept[1] if kept and kept[0] == self.version else None)
            self._moved_key = key
        return self._moved

    # ------------------------------------------------------------- words
    def prompt(self) -> str:
        """The decision asked for now, who decides, and what a person can do about it."""
        g = self.game
        if g.is_over:
            return "The game is over."
        seat = g.current_player
        if self.replying:
            return f"{self.label(seat)} ({self.who(seat)}) is replying. Click the table to see the replies at once."
        if self.autoplaying:
            return f"Auto-play: {self.label(seat)} ({self.who(seat)}) to move."
        if self.shown(seat):
            text = g.prompt or f"{self.label(seat)} to decide."
            if self.raised is not None:
                text += " Now click where it goes (outlined), or click it again or press Escape to cancel."
            return text
        return f"{self.label(seat)} ({self.who(seat)}) is to decide: press Step or Auto-play."

    def status(self) -> str:
        """The line above the table: the moves played (as the table says the turns played), who
        decides, whose view is drawn. A position is not "move N": the moves list and the review
        give that number to the move made from it."""
        g = self.game
        parts = [f"{g.ply} move{'' if g.ply == 1 else 's'} played"]
        if not g.is_over:
            seat = g.current_player
            parts.append(f"<b>{html.escape(self.label(seat))}</b> to decide ({html.escape(self.who(seat))})")
        parts.append("viewing: " + html.escape("all seats" if self.view is None else self.label(self.view)))
        return " &middot; ".join(parts)

    def seed_words(self, hidden: bool) -> str:
        """The seed, for the Advanced panel; hidden while a person plays against hidden cards."""
        if hidden:
            return ("seed hidden until the game ends: with it and the moves anyone could rebuild "
                    "the hidden cards")
        return f"seed {self.game.seed}"

    def result_text(self) -> str:
        """How the game ended, in the game's words ('' while it goes on); a lone person is told how they did."""
        g = self.game
        if not g.is_over:
            return ""
        r = g.result
        text = g.outcome
        humans = [s for s, b in enumerate(self.seats) if b == HUMAN]
        if len(humans) == 1 and len(self.seats) > 1 and r.winners and not r.draw:
            text = ("You won! " if humans[0] in r.winners else "You lost. ") + text
        if r.scores and all(isinstance(s, (int, float)) for s in r.scores):
            text += f". {g.STANDING[:1].upper() + g.STANDING[1:]}: " + ", ".join(
                f"{self.label(i)} {s:g}" for i, s in enumerate(r.scores) if i < g.players)
        return text

    def moves(self, before: int = 80, after: int = 40) -> list[tuple[str, int]]:
        """The list of moves around the present: ``(label, move number)``, the start first."""
        ply = self.game.ply
        line = self.line
        first = max(1, ply - before)
        last = min(len(line), ply + after)
        out = [("0. start", 0)]
        if first > 1:
            out.append((f"{first - 1}. ... (earlier moves: the slider reaches them all)", first - 1))
        for i in range(first, last + 1):
            out.append((f"{i}. {self.describe(i)}" + ("  (undone)" if i > ply else ""), i))
        return out

    def heading(self, i: int) -> str:
        """Who made move ``i`` and, if the view may know it, the action's text (the events say the rest)."""
        p = self.line[i - 1]
        who = self.label(p.seat)
        if self.view is None or p.seat == self.view:
            return f"{who}: {p.text}"
        if p.events:
            return who
        return p.asked or f"{who} decides"

    def move_list(self, before: int = 80, after: int = 40, events: int = 300) -> list[dict]:
        """The one list of moves around the present, each with the public events it made (the game's log).

        Entries ``{"n", "move", "events", "undone"}``, the start (with the
        set-up's events) first; moves further than ``before``/``after`` from
        the present are one ``"earlier"`` entry (the slider reaches them), and
        at most ``events`` events are listed, those nearest the present kept
        (an entry with fewer than it made says how many are left out in ``"more"``).
        """
        ply = self.game.ply
        line = self.line
        first = max(1, ply - before)
        last = min(len(line), ply + after)
        out = [{"n": 0, "move": "start", "events": list(self._start_events), "undone": False}]
        if first > 1:
            out.append({"n": first - 1, "move": f"{first - 1} earlier moves: go to move {first - 1} "
                        "(the slider reaches them all)", "events": [], "undone": False, "earlier": True})
        for i in range(first, last + 1):
            out.append({"n": i, "move": self.heading(i), "events": list(line[i - 1].events), "undone": i > ply})
        # the events budget goes to the present first, then outwards (earlier moves before undone ones)
        order = sorted(range(len(out)), key=lambda k: (out[k]["n"] > ply, abs(ply - out[k]["n"])))
        left = events
        for k in order:
            e = out[k]["events"]
            keep = max(0, min(len(e), left))
            left -= keep
            if keep < len(e):
                out[k]["more"] = len(e) - keep
                out[k]["events"] = e[len(e) - keep:] if keep else []
        return out

    def __repr__(self) -> str:
        return f"<Session {self.game!r} seats={self.seats} view={self.view} speed={self.speed}>"
