"""Every rule of Zombies vs Cheerleaders: each action, ability, card and decision, one ``Rule`` each.

Each rule is one class with the rulebook's words in its docstring and its parts side by side:
how its actions are written and touched (``text``, ``touch``), what it offers (``choices``),
what an option would do (``preview``, from the deciding seat's knowledge only) and what it does
(``resolve``); a rule that asks nobody (the football player's run, Vanessa's frisbee, Gloria's
Molotov) is set off (``trigger``) and resolves at once. The two turns offer the choices of many
rules in one decision and hand each action to the rule of its kind (:data:`KINDS`, from
``ogrelab.core.by_kind``). A kept card or boss that asks a decision of its own (Fresh meat's
reorganizing, the coach, the janitor, ...) holds it too, and opens it from its ``trigger``.

The parts, each importing only those above it:

- ``actions``: :data:`RULES`, :data:`KINDS` and ``act``, which builds each action once from its rule;
- ``mechanics``: what several effects share (a reveal and the football player's run, a hit
  against Stamina, a pile taking hits) and what a seat may name beforehand;
- ``zombies``: the Zombies' actions (reveal, advance, sideways, attack, the baseball throw);
- ``barricades``: the barricade cards the Zombies keep (Sniper ... Prom Queen);
- ``cheerleaders``: the Cheerleaders' actions (swap, move a barricade, shoot, with Vanessa's frisbee
  and Gloria's Molotov) and who may use which ability (``ABILITIES``);
- ``abilities``: Pam's fire, Clover's recharge, Sandy's sacrifice;
- ``bosses``: the boss cards the Cheerleaders keep (nurse ... janitor);
- ``turns``: the two turns, what each offers, ending a turn, the bass drum player;
- ``game_setup``: dealing the barricades, placing the cheerleaders and the zombies.

Sections are the rulebook's (``/rulebooks/zombies_vs_cheerleaders.txt``);
where the rulebook is silent, the rulings table of this package's README says
what the game does.
"""

from __future__ import annotations

from ogrelab.core import Pending, by_kind, rulebook

from ..cards import CHEERLEADERS, ZOMBIES
from . import cheerleaders, turns
from .abilities import CloversRecharge, Fire, SandysSacrifice
from .actions import KINDS, RULES, act
from .barricades import (ClassesBegin, FreshMeat, PromQueen, ReturnOfTheZombies3, ReturnOfTheZombies4, Sniper,
                         Ziiiiip)
from .bosses import Coach, Janitor, Nurse, Principal, SecurityGuard, TeachersPet
from .cheerleaders import GloriasMolotov, MoveBarricade, Shoot, Swap, VanessasFrisbee
from .game_setup import DealBarricades, PlaceCheerleaders, PlaceZombies
from .mechanics import FootballRun
from .turns import BassDrum, CheerleadersTurn, EndTurn, Turn, ZombiesTurn
from .zombies import Advance, Attack, BaseballThrow, Reveal, Sideways

RULES.update(rulebook(
    ZombiesTurn, CheerleadersTurn, DealBarricades, PlaceCheerleaders, PlaceZombies,
    Reveal, Advance, Sideways, Attack, BaseballThrow, FootballRun, EndTurn,
    Sniper, Ziiiiip, FreshMeat, ClassesBegin, ReturnOfTheZombies3, ReturnOfTheZombies4, PromQueen,
    Swap, MoveBarricade, Shoot, VanessasFrisbee, GloriasMolotov, Fire, CloversRecharge, SandysSacrifice,
    Nurse, TeachersPet, Coach, SecurityGuard, Principal, Janitor, BassDrum))
KINDS.update(by_kind(*RULES.values()))
cheerleaders.gather()
turns.prebuild()
#: the rules a save's ``pending`` may name: those asking a question of their own (the turns are
#: not pending: ``pending`` is then null)
PENDING_RULES = {k: r for k, r in RULES.items() if r.ask and not isinstance(r, Turn)}
TURNS = (Pending(RULES["zombies' turn"], ZOMBIES), Pending(RULES["cheerleaders' turn"], CHEERLEADERS))

__all__ = ["RULES", "KINDS", "PENDING_RULES", "TURNS", "act", "PlaceZombies", "FreshMeat"]
