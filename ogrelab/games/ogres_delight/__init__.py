"""Ogre's Delight: a boss player against a team of heroes, fought with skill cards."""

from . import rules, bots  # noqa: F401  (registers the game and its bots)
from .rules import OgresDelight

__all__ = ["OgresDelight"]
