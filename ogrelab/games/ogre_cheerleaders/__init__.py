"""Ogre Cheerleaders: build formations of ogre cheerleaders on a shared field and score them."""

from . import rules, bots  # noqa: F401  (registers the game and its heuristic bot)
from .rules import OgreCheerleaders, formations, scoring_choices

__all__ = ["OgreCheerleaders", "formations", "scoring_choices"]
