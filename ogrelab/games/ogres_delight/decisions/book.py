"""The game's rulebook by key, and each rule set off for each seat: filled by the package.

The rules set each other off (a pass asks the next seat, a cast carried out
stuns a target), and the game's flow opens its decisions the same way
(:func:`set_off`). The tables are filled once every rule is defined
(``decisions/__init__.py``), so that no module of the rules imports one that
imports it.
"""

from __future__ import annotations

from ogrelab.core.decision import Pending, Rule

SEATS = range(5)  # the boss player and at most four heroes

#: Every rule of the game by key (``OgresDelight.RULES``): the decisions and the events that ask nothing.
RULES: dict[str, Rule] = {}
#: Per rule, its Pending for each seat: a decision open now, or an event set off, carries no data of its own.
PENDING: dict[str, tuple[Pending, ...]] = {}


def set_off(game, key: str, seat: int) -> None:
    """Rule ``key`` is set off for ``seat``: its decision opens, or, if it asks nothing, it is carried out."""
    pending = PENDING[key][seat]
    pending.rule.trigger(game, pending)
