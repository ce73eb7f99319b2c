"""The actions of Zombies vs Cheerleaders: each built once from the rule that makes its kind.

Every rule that makes actions says, beside its preview and resolution, how each of its
kinds is written (``text(kind, *args)``) and what a person touches on the table to make it
(``touch(kind, *args)``, ``Action.on``): a zombie then its target, a cheerleader then a
zombie or another cheerleader, a kept card then where it acts, a heading, a pile, a card in
hand, or a ``control:`` drawn in the table. :func:`act` asks the rule of the kind
(:data:`KINDS`) once per distinct action and shares it afterwards.
"""

from __future__ import annotations

from ogrelab.core import Action, Rule

from ..cards import pos

#: every rule of the game, by key; filled by the package (``decisions/__init__.py``) once every
#: rule is defined, before any rule can act
RULES: dict[str, Rule] = {}
#: the rule that makes each action kind (``ogrelab.core.by_kind``), filled with :data:`RULES`
KINDS: dict[str, Rule] = {}


def grid_key(c: int, r: int) -> str:
    """The touch key of a grid space; row 1 is the barricade space of the column (``pile:<column>``)."""
    return f"grid:{pos(c, r)}" if r > 1 else f"pile:{c + 1}"


_CACHE: dict = {}
_get = _CACHE.get


def _make(key) -> Action:
    seat, kind, args = key
    rule = KINDS[kind]
    a = _CACHE[key] = Action(rule.text(kind, *args), seat, kind, args, rule.touch(kind, *args))
    return a


def act(seat, kind, *args) -> Action:
    """Actions are immutable, so each distinct one is built once and shared."""
    key = (seat, kind, args)
    return _get(key) or _make(key)


def offered(rule: Rule, game, pending) -> list[Action]:
    """The actions of ``rule``'s kinds among those of the turn ``pending``: for a move the turn
    offers in one walk of the table with the others (the Zombies' advances, attacks, reveals)."""
    return [a for a in pending.rule.choices(game, pending) if a.kind in rule.kinds]
