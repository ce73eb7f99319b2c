"""The game protocol every ogrelab game follows.

A game is fully described by its name, options, seed and the actions taken.
A subclass writes the rules over a small state; this base class gives every
game the same ``play`` / ``undo`` / ``redo`` / save / replay / view behaviour,
so that boards, bots, simulations and the conformance suite treat all four
games alike.

What a game author writes (see CONTRIBUTING.md, "Adding a game"):

- class attributes ``name``, ``title``, ``OPTIONS`` (name -> :class:`Option`),
  ``CONFORMANCE`` (option sets the conformance suite plays);
- ``HIDDEN_INFO``: whether some seat may not see everything (hands, deck order,
  face-down cards); the conformance suite's view and leak checks rely on it;
- ``SIDES``: ``None`` when every seat plays for itself in the same role (the
  seats are interchangeable), or the names of the sides of a game of sides
  (the Boss against the Heroes), with ``side_seats()`` saying who holds each;
  the analysis reads it to measure a seat's advantage or a side's win rate;
- ``RULES``: every rule of the game, one :class:`Rule` subclass each
  (:mod:`ogrelab.core.decision`), built with :func:`~ogrelab.core.decision.rulebook`:
  what each card, ability or move does, its trigger, choices, previews and
  resolution; ``ask(pending)`` opens a rule's decision where ``_pending()``
  finds it;
- ``setup()`` builds the opening position from ``self.options`` and ``self.rng``;
- ``_pending()`` the decision open now (a :class:`Pending` of one of ``RULES``),
  or None once the game is over; ``current_player``, ``legal_actions``,
  ``play``, ``prompt`` and ``preview`` follow from it;
- ``ENDINGS``: every way the game can end, id -> words for people ("eaten":
  "a zombie eats a cheerleader"), turn limits and draws included; each
  ``Result`` it gives names one (``Result.ending``);
- ``is_over``, ``result`` (properties);
- ``_state()`` / ``_load_state(d)`` turn the position into JSON and back,
  validating with :mod:`ogrelab.core.validate`;
- ``_view_state(seat)`` the position with what ``seat`` may not know hidden;
- ``determinize(view, seed)`` a full game consistent with a view (for
  search bots), hidden parts sampled;
- ``__str__`` and ``html(seat, outcome=True)`` for text and notebook rendering
  (``outcome``: the previews it carries whole, or the moves alone);
- ``watch_places(view)`` (and ``watch_hand(view)``): where things are in a
  seat's view by the drawing's keys, so a board marks where the last action
  put things and where they came from (:meth:`Game.moved`, :mod:`ogrelab.core.watch`).
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field as dc_field
from typing import Any, Callable, ClassVar, Iterable

from . import validate as V
from .decision import Action, Decision, Pending, Rule, Touch, told, touch
from .rng import Rng, seed_state
from .watch import Moved, compare

FORMAT = "ogrelab"
FORMAT_VERSION = 1


class IllegalAction(ValueError):
    """An action that is not legal now; the game is left exactly as it was."""

    def __init__(self, action, legal: Iterable, why: str = ""):
        self.action = action
        self.legal = [str(a) for a in legal]
        shown = ", ".join(repr(t) for t in self.legal[:40])
        if len(self.legal) > 40:
            shown += f", ... ({len(self.legal)} in all)"
        reason = f" ({why})" if why else ""
        text = action.text if isinstance(action, Action) else action
        message = f"illegal action {V.short(text)}{reason}; legal now: {shown or 'none (the game is over)'}"
        super().__init__(message)


@dataclass(frozen=True)
class Result:
    """How a game ended. ``winners`` is empty for a draw.

    ``ending`` is how it ended as a value: one of the ids its game declares in
    ``Game.ENDINGS`` ("eaten", "turn_limit"), as python-chess's ``Termination``,
    so analysis groups games by it and never parses ``reason``, the sentence for
    people ("a zombie ate Pam"). Every game gives it (a keyword: ``ending="eaten"``).
    A save holds what the result follows from, not the result: a game whose save
    names the ending checks it with ``Game.check_ending`` and, for a save written
    before endings, derives it from the rest (each game's README says how).
    """

    winners: tuple[int, ...]
    scores: tuple = ()
    reason: str = ""
    draw: bool = False
    ending: str = dc_field(kw_only=True)

    def to_dict(self) -> dict:
        return {"winners": list(self.winners), "scores": list(self.scores),
                "reason": self.reason, "draw": self.draw, "ending": self.ending}

    def __str__(self) -> str:
        if self.draw or not self.winners:
            return f"draw ({self.reason})"
        who = ", ".join(f"seat {w}" for w in self.winners)
        return f"{who} won ({self.reason})"


@dataclass(frozen=True)
class Option:
    """A named game option: its default, what it does and what is allowed.

    The key (``dealer``) is the option's name in code, saves and the command line; what a person
    reads is ``label`` ("First dealer") and ``doc``, its effect in plain words. ``values`` gives
    special values their words (``{-1: "chosen at random"}``, ``{None: "the rulebook's deck"}``);
    ``other`` names any value besides them ("after this many turns"), or is empty when ``values``
    (or ``choices``) list every value a person picks from. An option holding a table or a list
    names its entries: ``rows(options)`` gives ``(key, words, start)`` for each, from the whole
    option set (the effect of each point value in play; a boss for each boss), ``start`` the
    entry's value where the option names none, and ``cell`` is the option each entry is
    (its choices and their words). A form builds its controls from these alone.
    """

    default: Any
    doc: str
    choices: tuple | None = None
    check: Callable[[Any], str | None] | None = dc_field(default=None, compare=False)
    label: str = ""
    values: dict = dc_field(default_factory=dict, compare=False, hash=False)
    other: str = ""
    rows: Callable[[dict], list[tuple]] | None = dc_field(default=None, compare=False, hash=False)
    cell: "Option | None" = dc_field(default=None, compare=False, hash=False)

    def words(self, value: Any) -> str:
        """A value as a person reads it: its words in ``values``, else the value itself."""
        try:
            if value in self.values and not isinstance(value, bool):
                return self.values[value]
        except TypeError:            # a list or a table: no words of its own
            pass
        return value if isinstance(value, str) else json.dumps(value)

    def validate(self, name: str, value: Any) -> Any:
        """``value`` if allowed: JSON, of the default's type exactly, small, and passing ``check``."""
        where = f"option {name}"
        V.check_size(value, where, depth=4, items=V.LIMITS["option_items"])
        if self.choices is not None:
            # 5.0 == 5, but a float is not the integer the game expects
            if not any(value == c and type(value) is type(c) for c in self.choices):
                allowed = ", ".join(repr(c) for c in self.choices)
                raise ValueError(f"{where}={V.short(value)} is not allowed; choose one of {allowed}")
        elif self.default is not None:
            kind = type(self.default)
            if kind is float:
                kind = (int, float)
            V.check_type(value, kind, where)
        _check_option_ints(value, where)
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise ValueError(f"{where}={V.short(value)}: {problem}")
        return value


def _check_option_ints(value: Any, where: str) -> None:
    """Every integer inside an option is within the documented limit (a deck of 10**9 cards is not a deck)."""
    limit = V.LIMITS["option_int"]
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > limit:
            raise ValueError(f"{where}: {V.short(v)} is beyond the limit of {limit:,} for a number in an option")


def check_seed(seed: Any, where: str) -> int:
    return V.check_int(seed, where, 0, V.LIMITS["seed"])


class Game:
    """Base class of every game; see the module docstring for what to write."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    OPTIONS: ClassVar[dict[str, Option]] = {}
    CONFORMANCE: ClassVar[list[dict]] = [{}]
    STATE_VERSION: ClassVar[int] = 1
    #: Whether any seat may be kept from seeing something; every game declares it.
    HIDDEN_INFO: ClassVar[bool | None] = None
    #: Who plays with whom; every game declares it. ``None``: every seat plays for itself in
    #: the same role, so the seats are interchangeable and a seat's advantage can be measured
    #: between equal bots. A tuple names the sides of a game of sides ("Boss", "Heroes"): a
    #: side's seats share its role and win together, and ``side_seats()`` says which they are.
    SIDES: ClassVar[tuple[str, ...] | None] = None
    #: Every rule of the game by key (``decision.rulebook(...)``), those that ask nothing included.
    RULES: ClassVar[dict[str, Rule]] = {}
    #: Every way a game can end, as python-chess's ``Termination``; every game declares it:
    #: a short stable id (``Result.ending``, a simulation's ``ending`` column) -> its words for
    #: people ("eaten": "a zombie eats a knocked-out cheerleader"), turn limits and draws included.
    ENDINGS: ClassVar[dict[str, str]] = {}

    # ----------------------------------------------------------- creation
    def __init__(self, seed: int | None = None, **options):
        self.options = self.check_options(options)
        if seed is None:
            seed = secrets.randbelow(2**31)
        self.seed = check_seed(seed, "seed")
        self._base: dict | None = None      # a loaded position; None: start from the seed
        self._history: list[str] = []
        self._redo: list[str] = []
        self._start()

    @classmethod
    def check_options(cls, given: dict) -> dict:
        if not given.keys() <= cls.OPTIONS.keys():
            unknown = sorted(set(given) - set(cls.OPTIONS))
            allowed = ", ".join(sorted(cls.OPTIONS)) or "none"
            shown = ", ".join(str(k)[:40] for k in unknown[:5]) + (" ..." if len(unknown) > 5 else "")
            raise ValueError(f"{cls.name} has no option {shown}; its options are: {allowed}")
        defaults, copies = cls._defaults()
        options = dict(defaults)
        for k, copy in copies:
            options[k] = copy(options[k])
        for k, v in given.items():
            options[k] = cls.OPTIONS[k].validate(k, v)
        problem = cls.check_option_set(options)
        if problem:
            raise ValueError(f"{cls.name}: {problem}")
        return options

    @classmethod
    def _defaults(cls) -> tuple[dict, list[tuple[str, Callable[[Any], Any]]]]:
        """The options' defaults, and how to copy those that are not plain values (a number, a
        text): ``list`` or ``dict`` for a list or a table of plain values, else ``copy_json``. A
        playout loop starts thousands of games with the defaults; this is worked out once per
        class (again if its ``OPTIONS`` is replaced)."""
        kept = cls.__dict__.get("_kept_defaults")
        if kept is None or kept[0] is not cls.OPTIONS:
            defaults, copies = {}, []
            for k, o in cls.OPTIONS.items():
                d = defaults[k] = o.default
                if d is None or isinstance(d, (bool, int, float, str)):
                    continue
                if isinstance(d, dict) and not any(isinstance(v, (dict, list)) for v in d.values()):
                    copies.append((k, dict))
                elif isinstance(d, list) and not any(isinstance(v, (dict, list)) for v in d):
                    copies.append((k, list))
                else:
                    copies.append((k, V.copy_json))
            kept = (cls.OPTIONS, (defaults, copies))
            cls._kept_defaults = kept
        return kept[1]

    @classmethod
    def check_option_set(cls, options: dict) -> str | None:
        """Override to check options against each other; return a message or None."""
        return None

    def _start(self) -> None:
        self._legal: list[Action] | None = None
        self.decided_alone = []
        if self._base is None:
            self.rng = Rng(seed_state(self.seed))
            self.log: list[str] = []
            self.setup()
        else:
            self._load_all(V.copy_json(self._base))

    # ------------------------------------------------------ for subclasses
    def setup(self) -> None:
        raise NotImplementedError

    def _pending(self) -> Pending | None:
        """The decision open now; None once the game is over."""
        raise NotImplementedError

    def ask(self, pending: Pending) -> None:
        """Open ``pending``'s decision, so that ``_pending()`` gives it (``Rule.trigger`` calls it)."""
        raise NotImplementedError(f"{type(self).__name__} opens no decision from a rule's trigger")

    @property
    def current_player(self) -> int | None:
        p = self._pending()
        return None if p is None else p.seat

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    @property
    def players(self) -> int:
        return int(self.options.get("players", 2))

    @property
    def seat_names(self) -> list[str]:
        """The seats' names in the game's tables and a simulation's columns; a game that names its
        seats otherwise overrides this and :meth:`seat_label` together."""
        return [f"Seat {i}" for i in range(self.players)]

    def side_seats(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side, in ``SIDES`` order; with no sides, every seat alone.

        A game of sides overrides it (its sides may hold more seats as options grow).
        """
        if self.SIDES is None:
            return tuple((s,) for s in range(self.players))
        if len(self.SIDES) == self.players:
            return tuple((s,) for s in range(self.players))
        raise NotImplementedError(f"{type(self).__name__} declares SIDES; it must say which "
                                  "seats each side holds (side_seats)")

    def sides(self) -> list[tuple[str, tuple[int, ...]]]:
        """Each side's name and seats: ``[("Boss", (0,)), ("Heroes", (1, 2))]``.

        With no sides every seat is its own, named as the seat.
        """
        seats = self.side_seats()
        names = self.SIDES if self.SIDES is not None else self.seat_names
        return [(names[i], tuple(group)) for i, group in enumerate(seats)]

    @property
    def decision(self) -> Decision | None:
        """Who decides now, the rule asking (its key and rulebook section) and its prompt."""
        p = self._pending()
        if p is None:
            return None
        rule = p.rule
        return Decision(p.seat, rule.key, rule.section,
                        f"{self.seat_label(p.seat)}: {rule.prompt(self, p)}")

    @property
    def prompt(self) -> str:
        """The decision now asked for, and the rule behind it, in the game's words."""
        d = self.decision
        return "The game is over." if d is None else str(d)

    def preview(self, action: Action | str, outcome: bool = True) -> str:
        """What a legal action (or its text) would do, in the game's words.

        Computed from what the deciding seat may know only: the same text in
        every world consistent with that seat's view. ``outcome=False`` gives
        the move alone (where the card goes, what it is played on), without
        what comes of it (scores, kills, wins, damage): what a puzzle shows.
        IllegalAction if it is not legal.
        """
        chosen = self.find(action)
        p = self._pending()
        return told(p.rule.preview(self, p, chosen), outcome)

    @property
    def turn(self) -> int:
        """Turns taken so far (a game counts what a turn is)."""
        return 0

    @property
    def scores(self) -> list:
        """Each seat's standing now: points, fists, energy or health (``STANDING`` says which)."""
        return []

    @classmethod
    def check_ending(cls, value: Any, where: str) -> str:
        """``value`` if it is one of the game's ``ENDINGS``; else a ValueError naming ``where`` and the endings."""
        V.check_type(value, str, where)
        if value not in cls.ENDINGS:
            raise ValueError(f"{where}: {V.short(value)} is not an ending of {cls.name}; "
                             f"its endings are: {', '.join(cls.ENDINGS)}")
        return value

    #: What ``scores`` measures, in the game's words ("points", "fists", "hit points").
    STANDING: ClassVar[str] = "standing"

    def standings(self, seat: int | None = None) -> dict[str, list]:
        """Named measures of each seat's standing, as ``seat`` may know them (None: everything).

        The first is ``scores`` under its ``STANDING`` name; a game adds
        measures that move where its score seldom does (every measure here is
        public or the seat's own: a hidden hand's worth is not shown to others).
        """
        return {self.STANDING: list(self.scores)}

    def seat_label(self, seat: int) -> str:
        """The one name a seat goes by everywhere: the board, the log's reader, the result.

        ``seat_names[seat]``, unless the game labels its seats otherwise. Written out here
        because a drawing asks it for every seat it draws, many times per redraw; a game that
        overrides ``seat_names`` alone gets :meth:`_named_label` (see ``__init_subclass__``).
        """
        return f"Seat {seat}"

    def _named_label(self, seat: int) -> str:
        """``seat_names[seat]``: the label of a game that names its seats and says no more."""
        return self.seat_names[seat]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "seat_names" in vars(cls) and "seat_label" not in vars(cls):
            cls.seat_label = Game._named_label

    @property
    def outcome(self) -> str:
        """The result in the game's words, seats by their names; "" while the game goes on."""
        r = self.result
        if r is None:
            return ""
        if r.draw or not r.winners:
            return f"A draw: {r.reason}" if r.reason else "A draw"
        who = " and ".join(self.seat_label(w) for w in r.winners)
        return f"{who} won: {r.reason}" if r.reason else f"{who} won"

    #: The decisions the last action made without asking: (rule key, seat, log length then).
    decided_alone: list = []

    def auto(self, pending: Pending, action: Action) -> None:
        """Make ``pending``'s decision without asking its seat, as if it had chosen ``action``.

        A game does this only on what every seat able to see the table knows
        (one option left, options alike face up). Going through here lets the
        leak check see a decision made alone in one world and asked in another.
        """
        self.decided_alone = self.decided_alone + [(pending.rule.key, pending.seat, len(self.log))]
        pending.rule.resolve(self, pending, action)

    def _legal_actions(self) -> list[Action]:
        p = self._pending()
        return p.rule.choices(self, p)

    def _apply(self, action: Action) -> None:
        p = self._pending()
        p.rule.resolve(self, p, action)

    def _state(self) -> dict:
        raise NotImplementedError

    def _load_state(self, state: dict) -> None:
        raise NotImplementedError

    def _view_state(self, seat: int | None) -> dict:
        raise NotImplementedError

    @classmethod
    def determinize(cls, view: dict, seed: int = 0) -> "Game":
        raise NotImplementedError

    def html(self, seat: int | None = None, outcome: bool = True) -> str:
        """The table as ``seat`` sees it, as HTML; its previews whole, or the moves alone (``outcome=False``)."""
        return f"<pre>{self}</pre>"

    # -------------------------------------------------------------- watch
    def watch_places(self, view: dict) -> dict[str, str | int]:
        """Where things are in ``view``, by the keys ``html`` gives them (``data-key``), for the last move's marks.

        A key maps to what is there: a ``str`` naming what the seat sees ("5-Oafs",
        "?" for a face-down card), ``(name, container key)`` for a thing whose
        container stays drawn when it leaves (the "from" mark goes there), or an
        ``int`` counting what it cannot tell apart (a hidden hand, the deck). Read only ``view``: the marks then name nothing
        the seat may not know. Default: nothing is marked.
        """
        return {}

    def watch_hand(self, view: dict) -> list[str] | None:
        """The viewing seat's own hand in ``view``, by card name (None: no hand, or the teaching view).

        The cards that reach it are told to that seat in words (:attr:`Moved.news`).
        """
        return None

    def watch_before(self, seat: int | None = None) -> tuple:
        """What :meth:`moved` compares the next action against, as ``seat`` sees the table now.

        Taken just before an action is played and handed to ``moved``, it spares
        ``moved`` a replay of the game to the position before (a board does this
        for every move it plays, so a click costs the same at move 10 and 3,000).
        """
        view = self.view(seat)
        return (len(self._history), seat, self.watch_places(view), self.watch_hand(view), self.current_player)

    def moved(self, seat: int | None = None, before: tuple | None = None) -> Moved:
        """The last action as ``seat`` may see it: where things now are, where they came from, and its news.

        Compares :meth:`watch_places` of ``seat``'s view before and after the last
        action that stands (``Moved()`` at the start); see :mod:`ogrelab.core.watch`.
        ``before`` is :meth:`watch_before` taken just before that action; without
        it (or if it belongs to another move or seat), the position before is
        rebuilt by replaying the game.
        """
        if not self._history:
            return Moved()
        if before is None or before[0] != len(self._history) - 1 or before[1] != seat:
            was = self.clone()
            was.undo()
            before = was.watch_before(seat)
        _, _, places, hand, decider = before
        now = self.view(seat)
        own = seat is None or decider == seat      # what a seat played itself it knows
        return compare(places, self.watch_places(now), hand, self.watch_hand(now), own)

    # ------------------------------------------------------------ playing
    def legal_actions(self) -> list[Action]:
        """The actions open to ``current_player``; empty only once the game is over.

        The list is shared until the next move: copy it before changing it.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.is_over else self._legal_actions()
        return legal

    _offer_kept: tuple | None = None       # (the legal list it was worked out for, {outcome: offer})

    def offer(self, outcome: bool = True) -> tuple[list[Action], Touch, dict[str, str]]:
        """The legal actions, how each is made by touching the table, and what each would do.

        ``(legal, touch(legal), {action text: preview})``, the previews whole or
        (``outcome=False``) the moves alone. It is worked out once per position
        and shared by whoever asks next (a board's buttons, its drawing, a
        hint), until the next move. Do not change what it returns.
        """
        legal = self.legal_actions()
        kept = self._offer_kept
        if kept is None or kept[0] is not legal:
            kept = self._offer_kept = (legal, {})
        made = kept[1].get(outcome)
        if made is None:
            # ``preview`` for each legal action, the decision looked up once (not once per action)
            previews = {}
            pending = self._pending() if legal else None
            for a in legal:
                try:
                    said = pending.rule.preview(self, pending, a)
                except NotImplementedError:
                    continue
                previews[a.text] = said if isinstance(said, str) else said.text(outcome)
            made = kept[1][outcome] = (legal, touch(legal), previews)
        return made

    def find(self, action: Action | str) -> Action:
        """The legal action matching ``action`` (or its text); else IllegalAction."""
        legal = self.legal_actions()
        for a in legal:
            if a is action:
                return a
        text = action.text if isinstance(action, Action) else action
        if not isinstance(text, str):
            raise IllegalAction(action, legal, "an action or its text is expected")
        for a in legal:
            if a.text == text:
                if isinstance(action, Action) and action.seat != a.seat:
                    break
                return a
        why = "the game is over" if self.is_over else ""
        raise IllegalAction(action, legal, why)

    def play(self, action: Action | str) -> Action:
        """Apply a legal action (or its text) whole, or raise IllegalAction and change nothing."""
        # An action object from the legal list (a bot's or a playout's pick) is found here without
        # calling ``find``: playouts make a few calls per action, each a noticeable share.
        legal = self._legal
        if legal is not None:
            for chosen in legal:
                if chosen is action:
                    break
            else:
                chosen = self.find(action)
        else:
            chosen = self.find(action)
        # Applied here rather than in a helper of its own: a call per action is a noticeable share.
        if self.decided_alone:          # most actions decide nothing alone: no new list
            self.decided_alone = []
        try:
            self._apply(chosen)
        except Exception:
            self._rebuild(self._history)
            raise
        self._legal = None
        self._history.append(chosen.text)
        if self._redo:
            self._redo.clear()
        return chosen

    def undo(self) -> str:
        """Take back the last action; returns its text. Raises ValueError if there is none."""
        if not self._history:
            raise ValueError("nothing to undo: no action has been played since the start or the load")
        text = self._history[-1]
        self._rebuild(self._history[:-1])
        self._redo.append(text)
        return text

    def redo(self) -> str:
        """Play again the last undone action; returns its text."""
        if not self._redo:
            raise ValueError("nothing to redo")
        text = self._redo.pop()
        kept, self._redo = self._redo, []      # ``play`` clears what it finds there
        try:
            self.play(text)
        finally:
            self._redo = kept
        return text

    def can_undo(self) -> bool:
        return bool(self._history)

    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def history(self) -> list[str]:
        """The texts of the actions that stand, oldest first."""
        return list(self._history)

    @property
    def ply(self) -> int:
        """How many actions stand (the position is the one after them)."""
        return len(self._history)

    @property
    def line(self) -> list[str]:
        """The actions that stand followed by the undone ones ``redo`` would replay, oldest first."""
        return self._history + self._redo[::-1]

    def goto(self, n: int) -> None:
        """Time travel: the position after the first ``n`` actions; later ones become redoable."""
        if not 0 <= n <= len(self._history) + len(self._redo):
            raise ValueError(f"goto({n}): the game has {len(self._history) + len(self._redo)} actions")
        line = self._history + self._redo[::-1]
        self._rebuild(line[:n])
        self._redo = line[n:][::-1]

    def _rebuild(self, history: list[str]) -> None:
        self._start()
        self._history = []
        for text in history:
            self._apply(self.find(text))
            self._legal = None
            self._history.append(text)

    # --------------------------------------------------------- save, load
    def to_dict(self) -> dict:
        """The game as it stands, JSON-safe; see docs/protocol.md for the format."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.name,
            "state_version": self.STATE_VERSION,
            "options": V.copy_json(self.options),
            "seed": self.seed,
            "rng": self.rng.state,
            "log": list(self.log),
            "state": self._state(),
        }

    def _load_all(self, d: dict) -> None:
        self.rng = Rng(V.check_int(V.field(d, "rng", int, "save"), "save.rng", 0, 2**64 - 1))
        self.log = V.check_list(V.field(d, "log", list, "save"), "save.log", str)
        self._legal = None
        self._load_state(V.field(d, "state", dict, "save"))

    @classmethod
    def load(cls, d: dict) -> "Game":
        """Build a game from ``to_dict()`` output, validating every field."""
        V.check_size(d, "save")
        V.check_type(d, dict, "save")
        if V.field(d, "format", str, "save") != FORMAT:
            raise ValueError(f"save.format: expected {FORMAT!r}, got {V.short(d['format'])}")
        version = V.field(d, "version", int, "save")
        if version != FORMAT_VERSION:
            raise ValueError(f"save.version: {version} is not supported (this ogrelab reads {FORMAT_VERSION})")
        if V.field(d, "game", str, "save") != cls.name:
            raise ValueError(f"save.game: this is a {V.short(d['game'])} save, not {cls.name!r}")
        sv = V.field(d, "state_version", int, "save")
        if sv != cls.STATE_VERSION:
            raise ValueError(f"save.state_version: {V.short(sv)} is not supported (expected {cls.STATE_VERSION})")
        given = V.field(d, "options", dict, "save")
        try:
            options = cls.check_options(given)
        except ValueError as e:
            raise ValueError(f"save.options: {e}") from None
        game = cls.__new__(cls)
        game.options = options
        game.seed = check_seed(V.field(d, "seed", int, "save"), "save.seed")
        game._history = []
        game._redo = []
        game._base = None
        game._load_all(V.copy_json(d))
        # What was loaded must be what is saved back: catches fields the game ignored.
        game._base = game.to_dict()
        return game

    @classmethod
    def from_state(cls, state: dict, seed: int = 0, log: Iterable[str] = (), **options) -> "Game":
        """A game at a position written by hand in the game's documented state format."""
        return cls.load({"format": FORMAT, "version": FORMAT_VERSION, "game": cls.name,
                         "state_version": cls.STATE_VERSION,
                         "options": options, "seed": seed, "rng": seed_state(check_seed(seed, "seed")),
                         "log": list(log), "state": state})

    def clone(self) -> "Game":
        """An independent copy, history and redo stack included."""
        other = type(self).__new__(type(self))
        other.options = V.copy_json(self.options)
        other.seed = self.seed
        other._base = self._base
        other._history = list(self._history)
        other._redo = list(self._redo)
        other._legal = None
        other._copy_from(self)
        return other

    def _copy_from(self, source: "Game") -> None:
        """Copy the position of ``source``; override with a faster copy if needed."""
        self._load_all(source.to_dict())

    # ------------------------------------------------------------- record
    def record(self) -> dict:
        """Name, options, seed and action texts: enough to replay the game."""
        rec = {"game": self.name, "options": V.copy_json(self.options),
               "seed": self.seed, "actions": list(self._history)}
        if self._base is not None:
            rec["start"] = V.copy_json(self._base)
        return rec

    # --------------------------------------------------------------- view
    def view(self, seat: int | None) -> dict:
        """What ``seat`` may know (``None``: everything, for teaching)."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"view({seat!r}): seats are 0..{self.players - 1}, or None for all")
        return {
            "game": self.name,
            "options": V.copy_json(self.options),
            "seat": seat,
            "current_player": self.current_player,
            "log": list(self.log),
            "state": self._view_state(seat),
        }

    # ---------------------------------------------------------- rendering
    def _repr_html_(self) -> str:
        return self.html(None)

    def __repr__(self) -> str:
        over = f", over: {self.result}" if self.is_over else f", to move: seat {self.current_player}"
        return f"<{self.title or self.name} seed={self.seed}, {len(self._history)} actions{over}>"
