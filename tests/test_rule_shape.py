"""One shape for every rule: what a card, an ability or a move does is a core ``Rule`` in every game.

A rule's parts have one signature each, and the game is always called ``game``:
``trigger(game, pending)``, ``choices(game, pending)``, ``prompt(game, pending)``,
``preview(game, pending, action)`` and ``resolve(game, pending, action)``. Nothing
beside ``Rule`` plays that part: no class of a game that previews or resolves
without being a rule, and no table of plain functions standing for effects.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import types

import pytest

import ogrelab
from ogrelab.core import Bot, Game, Rule

import toygame

#: Each part of a rule and the parameters it takes after ``self``.
PARTS = {"trigger": ("game", "pending"), "choices": ("game", "pending"), "prompt": ("game", "pending"),
         "preview": ("game", "pending", "action"), "resolve": ("game", "pending", "action")}

#: Names that mark a class doing a rule's work under another shape.
RULE_WORK = set(PARTS) | {"played", "options", "apply"}

#: Modules of a game that draw, play as a bot, write positions by hand, build examples or mirror the rules
#: for a bot's search.
NOT_RULES = {"render", "bots", "positions", "examples", "sim", "cards", "roster"}


def modules(name: str) -> list[types.ModuleType]:
    package = importlib.import_module(f"ogrelab.games.{name}")
    found = [package]
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if info.name.rsplit(".", 1)[-1] not in NOT_RULES:
            found.append(importlib.import_module(info.name))
    return found


def classes(module: types.ModuleType):
    """The classes a module defines, nested ones included."""
    todo = [c for c in vars(module).values() if isinstance(c, type) and c.__module__ == module.__name__]
    while todo:
        cls = todo.pop()
        yield cls
        todo.extend(c for c in vars(cls).values() if isinstance(c, type) and c.__module__ == module.__name__)


def shape_problems(mods) -> list[str]:
    problems = []
    for module in mods:
        for cls in classes(module):
            named = cls.__qualname__.split("<locals>.")[-1]
            if issubclass(cls, (Game, Bot)):
                continue
            # a slot is data (Ogre Cheerleaders' position keeps the card just ``played``), not a rule's work
            own = {n for n in RULE_WORK & set(vars(cls))
                   if not isinstance(vars(cls)[n], types.MemberDescriptorType)}
            if own and not issubclass(cls, Rule):
                problems.append(f"{named} ({module.__name__}) does a rule's work "
                                f"({', '.join(sorted(own))}) without being a Rule")
            if not issubclass(cls, Rule):
                continue
            for part, wanted in PARTS.items():
                method = vars(cls).get(part)
                if method is None:
                    continue
                if isinstance(method, (staticmethod, classmethod)):
                    problems.append(f"{named}.{part} is a {type(method).__name__}, not a rule's part")
                    continue
                params = list(inspect.signature(method).parameters)[1:]
                if len(params) != len(wanted) or params[0] != "game":
                    problems.append(f"{named}.{part}({', '.join(params)}) should take "
                                    f"({', '.join(wanted)})")
        for name, value in vars(module).items():
            if isinstance(value, dict) and value and all(isinstance(v, types.FunctionType) for v in value.values()):
                problems.append(f"{module.__name__}.{name} is a table of plain functions; "
                                "make each a Rule and keep rules in the game's RULES")
    return problems


def test_the_core_test_game_is_written_in_the_one_shape():
    assert shape_problems([toygame]) == []


def test_a_class_that_resolves_without_being_a_rule_is_found():
    module = types.ModuleType("mixed")

    class Card:
        def played(self, game, s, k):
            pass

    class Zap(Rule):
        def preview(self, g, p, a):
            return ""

        def resolve(self, game, a):
            pass

    class Position:                 # data kept in a slot named as a rule's part: not a rule's work
        __slots__ = ("played",)

    for cls in (Card, Zap, Position):
        cls.__module__ = "mixed"
        setattr(module, cls.__name__, cls)
    module.EFFECTS = {"zap": lambda game, card: None}
    assert shape_problems([module]) == [
        "Zap.preview(g, p, a) should take (game, pending, action)",
        "Zap.resolve(game, a) should take (game, pending, action)",
        "Card (mixed) does a rule's work (played) without being a Rule",
        "mixed.EFFECTS is a table of plain functions; make each a Rule and keep rules in the game's RULES",
    ]


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_what_each_card_ability_and_move_does_is_a_rule_of_one_shape(name):
    assert shape_problems(modules(name)) == []


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_every_rule_of_a_game_is_in_its_rulebook(name):
    book = ogrelab.game_class(name).RULES
    for module in modules(name):
        for cls in classes(module):
            if issubclass(cls, Rule) and cls.key:
                assert book.get(cls.key).__class__ is cls, f"{cls.__qualname__} ({cls.key!r}) is not in RULES"
