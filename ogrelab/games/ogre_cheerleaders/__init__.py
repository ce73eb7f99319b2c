"""Ogre Cheerleaders: build formations of ogre cheerleaders on a shared field and score them.

``rules`` is the game and the flow of a turn, ``decisions`` every decision and card effect,
``state`` the save format and views, ``cards`` the deck (data: ``cards.toml``).
"""

from . import bots, rules  # noqa: F401  (registers the game and its heuristic bot)
from .decisions import RULES
from .rules import OgreCheerleaders, formations, scoring_choices

__all__ = ["OgreCheerleaders", "RULES", "formations", "scoring_choices"]
