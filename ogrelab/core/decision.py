"""What a rule does, and what is being decided now: one shape for every game.

Every rule of a rulebook that does something is one :class:`Rule` subclass, in
every game: a card's effect, a character's ability, a move a turn may make, a
step of the turn that asks someone to decide (the turn's main move, an effect's
choice, a set-up pick) and an event that asks nothing (a stun, a shuffle). One
class holds the rule's four parts, each with one signature that always says
``game``:

- ``trigger(game, pending)``: the rule is set off (its card played, damage
  dealt, a turn begun), ``pending`` saying for whom and on what. It opens its
  decision (``game.ask``), or resolves at once if it asks nothing, or is
  skipped, saying why in the log, when it cannot work;
- ``choices(game, pending)``: the options it offers, as actions;
- ``preview(game, pending, action)``: what an option would do, as the deciding
  seat may know it (the move, and apart from it what comes of it, a
  :class:`Preview`);
- ``resolve(game, pending, action)``: carrying the option out (``action`` is
  None for a rule that asks nothing).

The rule's own words go in the class's docstring. A decision waiting on a seat
is a :class:`Pending`; the game says which one is open now (``Game._pending``).
Boards, previews, hints and the conformance suite's leak check read only this
model, never a game's internals.

A decision may be skipped or made automatically only on what every seat able
to see the table knows: never because of a face-down card or a hidden hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar


class Action:
    """One decision: a short unique ``text`` plus the data the rules need.

    ``str(action)`` is the notation a person types and a log stores; ``kind``
    groups actions on a board ("play", "bench", "pass") and ``args`` carries
    what ``_apply`` needs, so rules never parse text. ``on`` names the things on
    the table a person touches to make it, in order: ``("hand:5-Oafs", "end:right")``
    is a click on the card, then on the field's right end (the drawing marks
    each thing with ``data-key``; :func:`ogrelab.core.decision.touch`).
    """

    __slots__ = ("text", "seat", "kind", "args", "on")

    def __init__(self, text: str, seat: int | None, kind: str = "", args: tuple = (), on: tuple = ()):
        self.text = text
        self.seat = seat
        self.kind = kind
        self.args = args
        self.on = on

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r}, seat={self.seat})"

    def __eq__(self, other) -> bool:
        if isinstance(other, Action):
            return self.text == other.text and self.seat == other.seat
        if isinstance(other, str):
            return self.text == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)


class Rule:
    """One rule of a rulebook: what a card, an ability, a move or a step of the turn does.

    Subclass it once per rule and write the rule in the docstring. ``key`` names
    it in saves and in ``game.decision``; ``section`` is the rulebook section it
    comes from; ``ask`` is the question in the game's words (override
    :meth:`prompt` when it names things of the position). ``asks`` is False for
    a rule that asks nobody anything (it resolves as soon as it is set off);
    ``kinds`` are the action kinds its choices make, where a decision offers
    the choices of several rules (a turn's moves) and hands each action to the
    rule that made it (:func:`by_kind`). ``explain`` says the rule to a
    newcomer in a few plain words of the game (why the decision is asked,
    what it changes), where the docstring speaks to those who know the
    rulebook; a board's guide shows it.
    """

    key: ClassVar[str] = ""
    section: ClassVar[str] = ""
    ask: ClassVar[str] = ""
    explain: ClassVar[str] = ""
    asks: ClassVar[bool] = True
    kinds: ClassVar[tuple[str, ...]] = ()

    def trigger(self, game, pending: "Pending") -> None:
        """The rule is set off for ``pending.seat``, on ``pending.data``.

        By default a rule that asks opens its decision (``game.ask(pending)``)
        and one that asks nothing resolves at once. Override it to skip the
        rule, saying why in the log, when it cannot work.
        """
        if self.asks:
            game.ask(pending)
        else:
            self.resolve(game, pending, None)

    def choices(self, game, pending: "Pending") -> list[Action]:
        """The options open now; never empty while the decision is open."""
        raise NotImplementedError(f"rule {self.key!r} lists no choices")

    def resolve(self, game, pending: "Pending", action: "Action | None") -> None:
        """Carry ``action`` (one of :meth:`choices`, None if the rule asks nothing) out, writing to ``game.log``."""
        raise NotImplementedError(f"rule {self.key!r} resolves nothing")

    def preview(self, game, pending: "Pending", action: Action) -> "str | Preview":
        """What ``action`` would do, from what the deciding seat may know only.

        The text must come out the same in every world consistent with that
        seat's view: where a hidden card or chance decides, say so ("draws the
        top card of the deck"), never name the card. A plain text says only
        what the move does; where the preview also tells what comes of it (a
        score, a kill, a win, damage, who is out), return a :class:`Preview`
        that keeps the two apart, so a puzzle can show the move alone.
        """
        raise NotImplementedError(f"rule {self.key!r} has no preview")

    def prompt(self, game, pending: "Pending") -> str:
        """The question asked now; public, so it names no hidden card."""
        return self.ask

    def __repr__(self) -> str:
        return f"<rule {self.key!r} ({self.section})>"


def by_kind(*rules: Rule) -> dict[str, Rule]:
    """The rule that makes each action kind, for a decision that offers several rules' choices."""
    book: dict[str, Rule] = {}
    for rule in rules:
        for kind in rule.kinds:
            if kind in book:
                raise ValueError(f"rules {book[kind].key!r} and {rule.key!r} both make {kind!r} actions")
            book[kind] = rule
    return book


class Preview:
    """A preview in two parts: the move, and what comes of it.

    ``move`` says what the action does: where a card goes, what it is played
    on or aimed at, what it asks next. ``outcome`` says what follows from it:
    what scores, who is hurt, killed or knocked out, who wins, a result that
    ends the turn. The whole preview is ``move; outcome``, or ``whole`` where
    the game says the two in one phrase ("shows Bashful and wins the hand").
    A puzzle shows the move alone, so that hovering over the options does not
    tell which one meets the goal.
    """

    __slots__ = ("move", "outcome", "whole")

    def __init__(self, move: str, outcome: str = "", whole: str | None = None):
        self.move = move
        self.outcome = outcome
        self.whole = whole

    def text(self, outcome: bool = True) -> str:
        """The whole preview, or (``outcome=False``) the move alone."""
        if not outcome:
            return self.move
        if self.whole is not None:
            return self.whole
        return "; ".join([part for part in (self.move, self.outcome) if part])

    def __repr__(self) -> str:
        return f"Preview(move={self.move!r}, outcome={self.outcome!r})"


def told(preview: "str | Preview", outcome: bool = True) -> str:
    """A rule's preview as text: whole, or (``outcome=False``) the move alone; a plain text is the move."""
    return preview if isinstance(preview, str) else preview.text(outcome)


class Pending:
    """A decision waiting on ``seat``: the rule that asks and that rule's own data."""

    __slots__ = ("rule", "seat", "data")

    def __init__(self, rule: Rule, seat: int, data: Any = None):
        self.rule = rule
        self.seat = seat
        self.data = data

    def __repr__(self) -> str:
        return f"Pending({self.rule.key!r}, seat={self.seat}, data={self.data!r})"


@dataclass(frozen=True)
class Decision:
    """The decision open now, as anyone at the table may read it."""

    seat: int
    rule: str
    section: str
    prompt: str

    def __str__(self) -> str:
        return f"{self.prompt} ({self.section})" if self.section else self.prompt


def rulebook(*rules: type[Rule]) -> dict[str, Rule]:
    """A game's rules by key, one instance each; keys and sections must be given and unique.

    It holds every rule of the game, those that ask nothing included; a save
    may name only a rule that asks (:func:`rule_of`).
    """
    book: dict[str, Rule] = {}
    for cls in rules:
        if not (isinstance(cls, type) and issubclass(cls, Rule)):
            raise TypeError(f"{cls!r} is not a Rule subclass")
        if not cls.key or not cls.section:
            raise ValueError(f"rule {cls.__name__} needs a key and a rulebook section")
        if cls.key in book:
            raise ValueError(f"two rules share the key {cls.key!r}")
        book[cls.key] = cls()
    return book


@dataclass(frozen=True)
class Touch:
    """How the legal actions are made on the table, from each action's ``on`` keys.

    ``click``: a key whose one click plays an action (key -> action text).
    ``pick``: a key whose click raises a choice (key -> {second key -> action text}).
    ``buttons``: the texts no touch makes (no ``on``, more than two keys, or a
    key that would mean two things); a board offers them as buttons only.
    """

    click: dict
    pick: dict
    buttons: tuple

    def to_json(self) -> dict:
        return {"click": dict(self.click), "pick": {k: dict(v) for k, v in self.pick.items()}}


def touch(actions) -> Touch:
    """Sort the legal actions into one-click and two-click touches on the table."""
    one: dict[str, list[str]] = {}
    two: dict[str, dict[str, list[str]]] = {}
    rest: list[str] = []
    for a in actions:
        on = a.on
        if len(on) == 1:
            one.setdefault(on[0], []).append(a.text)
        elif len(on) == 2:
            two.setdefault(on[0], {}).setdefault(on[1], []).append(a.text)
        else:
            rest.append(a.text)
    click, pick = {}, {}
    for key, texts in one.items():
        if len(texts) == 1 and key not in two:
            click[key] = texts[0]
        else:
            rest.extend(texts)          # one click on it would mean two things
    for key, targets in two.items():
        chosen = {}
        for target, texts in targets.items():
            if len(texts) == 1 and target != key:
                chosen[target] = texts[0]
            else:
                rest.extend(texts)
        if chosen:
            pick[key] = chosen
    return Touch(click, pick, tuple(rest))


def rule_of(book: dict[str, Rule], key: Any, where: str) -> Rule:
    """The rule named ``key`` in a save (one that asks), or a ValueError naming the field and the allowed keys."""
    rule = book.get(key) if isinstance(key, str) else None
    if rule is None or not rule.asks:
        allowed = ", ".join(sorted(k for k, r in book.items() if r.asks))
        raise ValueError(f"{where}: unknown decision {key!r}; the decisions are: {allowed}")
    return rule
