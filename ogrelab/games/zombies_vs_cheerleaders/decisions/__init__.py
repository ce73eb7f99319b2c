"""Every decision of Zombies vs Cheerleaders, and every action, ability and card it offers.

Two kinds of units live here, each one class with the rulebook's words in its docstring:

- a :class:`~.actions.Move` is one thing a turn may do (advance, attack, a cheerleader's
  weapon, a kept barricade or boss card): when it is offered (``options``), what
  it would do (``preview``, from the deciding seat's knowledge only) and what it
  does (``resolve``);
- a :class:`~ogrelab.core.decision.Rule` asks a seat to decide: the two turns,
  the set-up steps and the choices inside an effect (Fresh meat's reorganizing,
  the coach, the janitor, ...). An effect's follow-up rule sits right after the
  move that sets it off.

The parts, each importing only those above it:

- ``actions``: the action texts and touch keys (``TEXTS``, ``ON``, ``act``), ``Move``, ``ask``;
- ``mechanics``: what several effects share (a reveal and the football player's run, a hit
  against Stamina, a pile taking hits) and what a seat may name beforehand;
- ``zombies``: the Zombies' actions (reveal, advance, sideways, attack, the baseball throw);
- ``barricades``: the barricade cards the Zombies keep (Sniper ... Prom Queen) and their decisions;
- ``cheerleaders``: the Cheerleaders' actions (swap, move a barricade, each weapon and ability);
- ``bosses``: the boss cards the Cheerleaders keep (nurse ... janitor), their decisions, the bass drum;
- ``turns``: the two turns, what each offers, the move of each kind of action (``MOVES``);
- ``game_setup``: dealing the barricades, placing the cheerleaders and the zombies.

Sections are the rulebook's (``/rulebooks/zombies_vs_cheerleaders.txt``);
where the rulebook is silent, the rulings table of this package's README says
what the game does.
"""

from __future__ import annotations

from ogrelab.core import rulebook

from .actions import RULES, act, ask
from .barricades import FreshMeatReorganize, ReturnThree
from .bosses import CoachReorganize, JanitorPoints, PrincipalMoves, SecurityGuardLooks
from .game_setup import DealBarricades, PlaceCheerleaders, PlaceZombies
from .turns import CheerleadersTurn, Turn, ZombiesTurn

RULES.update(rulebook(ZombiesTurn, CheerleadersTurn, DealBarricades, PlaceCheerleaders, PlaceZombies,
                      FreshMeatReorganize, ReturnThree, CoachReorganize, SecurityGuardLooks, PrincipalMoves,
                      JanitorPoints))
#: the rules a save's ``pending`` may name (the turns are not pending: ``pending`` is then null)
PENDING_RULES = {k: r for k, r in RULES.items() if not isinstance(r, Turn)}
TURNS = (ask("zombies' turn", None), ask("cheerleaders' turn", None))

__all__ = ["RULES", "PENDING_RULES", "TURNS", "ask", "act", "PlaceZombies", "FreshMeatReorganize"]
