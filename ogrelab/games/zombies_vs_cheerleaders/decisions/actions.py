"""The actions of Zombies vs Cheerleaders: their texts, the keys a person touches to make them,
and the unit that carries out a turn's action.

Every action names what a person touches on the table to make it (``Action.on``,
from :data:`ON`): a zombie then its target, a cheerleader then a zombie or another
cheerleader, a kept card then where it acts, a heading, a pile, a card in hand, or
a ``control:`` drawn in the table.

A :class:`Move` is one thing a turn may do; a move that opens a decision of its own
(Fresh meat's reorganizing, the coach, ...) asks it through :func:`ask`.
"""

from __future__ import annotations

from ogrelab.core import Action, Pending, Rule

from ..cards import CHEERLEADERS, QUEEN, pos


# ------------------------------------------------------------------ action texts
TEXTS = {
    "reveal": lambda c, r: f"reveal {pos(c, r)}",
    "advance_column": lambda c, climb: f"advance column {c + 1}" + (", nerds climb" if climb else ""),
    "advance_row": lambda r, climb: f"advance row {r}" + (", nerds climb" if climb else ""),
    "sideways": lambda c, r, c2: f"move {pos(c, r)} sideways to column {c2 + 1}",
    "attack": lambda c, r, target: f"{pos(c, r)} attacks {target}",
    "throw": lambda c, r: f"{pos(c, r)} throws at the barricade",
    "Sniper": lambda c, r: f"Sniper: {pos(c, r)} throws at the barricade",
    "Ziiiiip": lambda c: f"Ziiiiip column {c + 1}",
    "Fresh meat": lambda c: f"Fresh meat column {c + 1}",
    "Classes begin": lambda: "Classes begin",
    "Return of the Zombies 3": lambda: "Return of the Zombies 3",
    "Return of the Zombies 4": lambda c: f"Return of the Zombies 4 behind column {c + 1}",
    "Prom Queen": lambda c, r: f"Prom Queen to {pos(c, r)}",
    "end": lambda: "end turn",
    "place": lambda desc, r: f"put {desc} at row {r}",
    "return": lambda card, c: f"put {card} behind column {c + 1}",
    "setup_zombie": lambda card, c, r: f"put {card} at {pos(c, r)}",
    "deal": lambda: "deal the barricades in piles of two",
    "setup_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "swap": lambda a, b: f"swap {a} and {b}",
    "move_pile": lambda s, d: f"move barricades {s + 1} onto {d + 1}",
    "move_top": lambda s, d: f"move top barricade {s + 1} onto {d + 1}",
    "shoot": lambda name, r: f"{name} shoots row {r}",
    "fire": lambda name: f"{name} fires",
    "recharge": lambda name: f"{name} recharges",
    "sacrifice": lambda name: f"{name} sacrifices herself",
    "nurse": lambda name: f"nurse: {name} +1 energy",
    "teacher's pet": lambda name: f"teacher's pet: {name} +1 strength",
    "coach": lambda: "coach",
    "security guard": lambda: "security guard",
    "principal": lambda: "principal",
    "janitor": lambda: "janitor",
    "bass drum": lambda: "bass drum player: +2 actions",
    "look": lambda c, r: f"look at {pos(c, r)}",
    "back_column": lambda c: f"move back column {c + 1}",
    "back_row": lambda r: f"move back row {r}",
    "repair": lambda card, c: f"repair {card} at column {c + 1}",
    "rebuild": lambda card, c: f"rebuild {card} at column {c + 1}",
    "janitor_done": lambda: "janitor done",
    "coach_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "coach_barricade": lambda desc, c: f"put {desc} on column {c + 1}",
}

def _grid(c: int, r: int) -> str:
    """The touch key of a grid space; row 1 is the barricade space of the column (``pile:<column>``)."""
    return f"grid:{pos(c, r)}" if r > 1 else f"pile:{c + 1}"


#: What a person touches on the table to make each kind of action, in click order (``Action.on``):
#: a zombie or cheerleader then its target, a kept card then where it acts, a column or row heading,
#: a card in hand; ``control:`` keys are drawn as controls in the table.
ON = {
    "reveal": lambda c, r: (f"grid:{pos(c, r)}",),
    "advance_column": lambda c, climb: (f"control:climb column {c + 1}",) if climb else (f"column:{c + 1}",),
    "advance_row": lambda r, climb: (f"control:climb row {r}",) if climb else (f"row:{r}",),
    "sideways": lambda c, r, c2: (f"grid:{pos(c, r)}", _grid(c2, r)),
    "attack": lambda c, r, target: (f"grid:{pos(c, r)}", f"cheer:{target}" if r == 1 else f"pile:{c + 1}"),
    "throw": lambda c, r: (f"grid:{pos(c, r)}", f"pile:{c + 1}"),
    "Sniper": lambda c, r: ("keep:Sniper", f"grid:{pos(c, r)}"),
    "Ziiiiip": lambda c: ("keep:Ziiiiip", f"column:{c + 1}"),
    "Fresh meat": lambda c: ("keep:Fresh meat", f"column:{c + 1}"),
    "Classes begin": lambda: ("keep:Classes begin",),
    "Return of the Zombies 3": lambda: ("keep:Return of the Zombies 3",),
    "Return of the Zombies 4": lambda c: ("keep:Return of the Zombies 4", f"column:{c + 1}"),
    "Prom Queen": lambda c, r: (f"keep:{QUEEN}", _grid(c, r)),
    "end": lambda: ("control:end turn",),
    "place": lambda desc, r: (f"hand:{desc}",),
    "return": lambda card, c: (f"column:{c + 1}",),
    "setup_zombie": lambda card, c, r: (f"hand:{card}",),
    "deal": lambda: ("control:deal",),
    "setup_cheerleader": lambda name, c: (f"cheer:{name}",),
    "swap": lambda a, b: (f"cheer:{a}", f"cheer:{b}"),
    "move_pile": lambda s, d: (f"pile:{s + 1}", f"pile:{d + 1}"),
    "move_top": lambda s, d: (f"top:{s + 1}", f"pile:{d + 1}"),
    "shoot": lambda name, r: (),          # the column is the cheerleader's now: see Shoot.options
    "fire": lambda name: (f"ability:{name}",),
    "recharge": lambda name: (f"ability:{name}",),
    "sacrifice": lambda name: (f"ability:{name}",),
    "nurse": lambda name: ("keep:nurse", f"cheer:{name}"),
    "teacher's pet": lambda name: ("keep:teacher's pet", f"cheer:{name}"),
    "coach": lambda: ("keep:coach",),
    "security guard": lambda: ("keep:security guard",),
    "principal": lambda: ("keep:principal",),
    "janitor": lambda: ("keep:janitor",),
    "bass drum": lambda: ("keep:bass drum player",),
    "look": lambda c, r: (f"grid:{pos(c, r)}",),
    "back_column": lambda c: (f"column:{c + 1}",),
    "back_row": lambda r: (f"row:{r}",),
    "repair": lambda card, c: (f"barricade:{c + 1}:{card}",),
    "rebuild": lambda card, c: (f"discard:{card}", f"pile:{c + 1}"),
    "janitor_done": lambda: ("control:janitor done",),
    "coach_cheerleader": lambda name, c: (f"cheer:{name}",),
    "coach_barricade": lambda desc, c: (f"barricade:{desc}", f"pile:{c + 1}"),
}

_CACHE: dict = {}
_get = _CACHE.get


def _make(key) -> Action:
    seat, kind, args = key
    a = _CACHE[key] = Action(TEXTS[kind](*args), seat, kind, args, ON[kind](*args))
    return a


def act(seat, kind, *args) -> Action:
    """Actions are immutable, so each distinct one is built once and shared."""
    key = (seat, kind, args)
    return _get(key) or _make(key)


_SHOTS: dict = {}
_REVEAL_CONTROLS: dict = {}


def shot(name: str, c: int, r: int) -> Action:
    """``<name> shoots row <r>``, touched on the cheerleader then the zombie of her column ``c``."""
    key = (name, c, r)
    a = _SHOTS.get(key)
    if a is None:
        a = _SHOTS[key] = Action(TEXTS["shoot"](name, r), CHEERLEADERS, "shoot", (name, r),
                                 (f"cheer:{name}", f"grid:{pos(c, r)}"))
    return a


def reveal_control(a: Action) -> Action:
    """A reveal made by a control in the table: its zombie's click already raises a move sideways."""
    b = _REVEAL_CONTROLS.get(a.args)
    if b is None:
        b = _REVEAL_CONTROLS[a.args] = Action(a.text, a.seat, a.kind, a.args, (f"control:{a.text}",))
    return b


#: every rule that asks a decision, by key; filled by the package (``decisions/__init__.py``)
#: once every rule is defined, before any move can ask
RULES: dict[str, Rule] = {}


def ask(key: str, data: dict) -> Pending:
    """The decision ``key`` of :data:`RULES`, open now, asked of the side its rule names."""
    rule = RULES[key]
    return Pending(rule, rule.side, data)


class Move:
    """One thing a turn may do: its action kinds, when it is offered, its preview and its resolution."""

    kinds: tuple[str, ...] = ()
    section = ""

    def preview(self, game, a: Action) -> str:
        raise NotImplementedError(f"{type(self).__name__} has no preview")

    def resolve(self, game, a: Action) -> None:
        raise NotImplementedError(f"{type(self).__name__} resolves nothing")
