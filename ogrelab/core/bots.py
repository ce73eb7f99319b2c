"""Bots: a bot sees only ``game.view(seat)`` and the legal actions.

Bots are registered per game by name; ``"random"`` serves every game.
"""

from __future__ import annotations

import random
from typing import Callable

from .game import Action, Game


class Bot:
    """Chooses one of ``legal`` from what its seat may know (``view``)."""

    name = "bot"
    #: False lets a runner skip building the view (the random bot never reads it).
    needs_view = True

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: dict | None, legal: list[Action]) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class RandomBot(Bot):
    """Any legal action, uniformly: the baseline every bot must beat."""

    name = "random"
    needs_view = False

    def choose(self, view, legal):
        return legal[int(self.rng.random() * len(legal))]


_BOTS: dict[str | None, dict[str, Callable[..., Bot]]] = {None: {"random": RandomBot}}


def register_bot(game: str | None, name: str | None = None):
    """Class decorator: ``@register_bot("ogre_bash")`` (``None``: every game)."""

    def deco(cls):
        _BOTS.setdefault(game, {})[name or cls.name] = cls
        return cls

    return deco


def bot_names(game: str) -> list[str]:
    names = dict(_BOTS[None])
    names.update(_BOTS.get(game, {}))
    return list(names)


def default_bot(game: str) -> str:
    """The bot a seat gets unless told otherwise: the game's heuristic bot, else the random one.

    Equal random bots mostly measure chance, and a search bot is a choice to make, not a
    default (it thinks for seconds).
    """
    return "heuristic" if "heuristic" in bot_names(game) else "random"


def make_bot(game: str, name: str | Bot, seed: int | None = None) -> Bot:
    """A bot by name for ``game`` (a Bot instance is passed through)."""
    if isinstance(name, Bot):
        return name
    table = dict(_BOTS[None])
    table.update(_BOTS.get(game, {}))
    if name not in table:
        raise ValueError(f"no bot {name!r} for {game}; bots: {', '.join(table)}")
    return table[name](seed=seed)


def choose(bot: Bot, game: Game) -> Action:
    """Ask ``bot`` for the current decision of ``game``."""
    seat = game.current_player
    legal = game.legal_actions()
    view = game.view(seat) if bot.needs_view else None
    return bot.choose(view, legal)


def play_out(game: Game, bots: list[Bot], max_actions: int = 1_000_000) -> Game:
    """Let ``bots[seat]`` decide until the game ends."""
    n = 0
    while not game.is_over:
        if n >= max_actions:
            raise RuntimeError(f"{game.name}: no end after {max_actions} actions")
        game.play(choose(bots[game.current_player], game))
        n += 1
    return game
