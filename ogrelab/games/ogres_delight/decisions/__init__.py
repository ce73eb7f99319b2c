"""Every rule of Ogre's Delight: each decision and each skill event, one Rule each.

A :class:`~ogrelab.core.decision.Rule` per rule of the rulebook. Those that ask a
seat (the draft's picks, deck building, the turn's foundation, a reaction, the
loot) have choices, what each would do (``preview``) and what carrying it out
does (``resolve``). The events a skill carries ask nobody (``asks = False``):
set off for a seat, each is carried out at once (Taunt, Disorient and
Unstoppable as the skill is played; the rest as the cast is carried out, itself
a rule). The arithmetic of one target's effects (transmutations,
amplifications, immunities, Vulnerable) computes and acts on nothing:
:func:`effect_of`. The rulings table of this package's README settles what the
rulebook leaves open.

The parts, each importing only those above it:

- ``book``: the tables of every rule (``RULES``) and of each rule set off per seat
  (``PENDING``), filled below, and ``set_off``;
- ``effects``: one target's effects in numbers (``effect_of``, ``bundles_of``);
- ``events``: the skill events and the cast carried out (``CarryOut``);
- ``cast``: the turn's foundation (``Turn``), the reaction round (``Reaction``), a cast on paper;
- ``draft``: the draft's picks, deck building, the loot.
"""

from __future__ import annotations

from ogrelab.core.decision import Pending, rulebook

from .book import PENDING, RULES, SEATS, set_off
from .cast import Reaction, Turn, open_cast
from .draft import BuildDeck, PickBoss, PickHero, TakeLoot
from .effects import bundles_of, effect_of
from .events import (CancelChannel, CarryOut, Disorient, Draw, Interrupt, Reveal, Revive, Shuffle, Stun, Taunt,
                     Unstoppable)

RULES.update(rulebook(PickBoss, PickHero, BuildDeck, Turn, Reaction, TakeLoot,
                      Taunt, Unstoppable, Disorient, Revive, CancelChannel, Interrupt, Stun, Shuffle, Draw, Reveal,
                      CarryOut))
PENDING.update({key: tuple(Pending(rule, s) for s in SEATS) for key, rule in RULES.items()})

__all__ = ["RULES", "PENDING", "set_off", "open_cast", "effect_of", "bundles_of",
           "PickBoss", "PickHero", "BuildDeck", "Turn", "Reaction", "TakeLoot", "Taunt", "Unstoppable", "Disorient",
           "Revive", "CancelChannel", "Interrupt", "Stun", "Shuffle", "Draw", "Reveal", "CarryOut"]
