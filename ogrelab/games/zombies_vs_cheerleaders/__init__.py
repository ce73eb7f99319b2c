"""Zombies vs Cheerleaders: the rules (registered as "zombies_vs_cheerleaders") and its heuristic bots."""

from . import rules  # noqa: F401  (registers the game)
from . import bots  # noqa: F401  (registers the "heuristic" bot)
from .rules import ZombiesVsCheerleaders  # noqa: F401

__all__ = ["ZombiesVsCheerleaders"]
