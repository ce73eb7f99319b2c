"""Ogre Bash: the rules (registered as "ogre_bash") and its heuristic bot."""

from . import rules  # noqa: F401  (registers the game)
from . import bots  # noqa: F401  (registers the "heuristic" bot)
from .rules import OgreBash, best_hand, hand_fits, winning_hand  # noqa: F401

__all__ = ["OgreBash", "best_hand", "hand_fits", "winning_hand"]
