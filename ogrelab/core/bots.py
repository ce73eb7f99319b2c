"""Bots: a bot sees only ``game.view(seat)`` and the legal actions.

Bots are registered per game by name; ``"random"`` serves every game.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable

from .game import Action, Game
from .rng import Rng

_GOLDEN = 0x9E3779B97F4A7C15


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


# ------------------------------------------------- bots named with settings
def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game with ``seed``."""
    return Rng(seed ^ ((seat + 1) * _GOLDEN)).next64() >> 33


def parse_bot(spec: str) -> tuple[str, dict]:
    """``"ismcts:iterations=500,c=0.5"`` -> ``("ismcts", {"iterations": 500, "c": 0.5})``."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot is a name such as 'random' or a Bot, got {spec!r}")
    name, _, params = spec.partition(":")
    settings: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in params.split(","))):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise ValueError(f"bot {spec!r}: settings are written key=value, got {part!r}")
        try:
            settings[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            settings[key.strip()] = value.strip()
    return name.strip(), settings


def build_bot(game: str, spec: str | Bot, seed: int) -> Bot:
    """A fresh bot for one seat of one game: a name (with settings) or a copy of a Bot."""
    if isinstance(spec, Bot):
        bot = copy.deepcopy(spec)
        bot.rng = random.Random(seed)
        return bot
    name, settings = parse_bot(spec)
    bot = make_bot(game, name, seed=seed)
    for key, value in settings.items():
        if key.startswith("_") or not hasattr(bot, key) or callable(getattr(bot, key)):
            known = sorted(k for k, v in vars(bot).items() if not k.startswith("_") and k != "rng")
            raise ValueError(f"bot {spec!r}: {name} has no setting {key!r}; its settings: "
                             f"{', '.join(known) or 'none'}")
        current = getattr(bot, key)
        kinds = (int, float) if isinstance(current, float) else type(current)
        if current is not None and (not isinstance(value, kinds) or
                                    isinstance(value, bool) != isinstance(current, bool)):
            raise ValueError(f"bot {spec!r}: {key} must be {type(current).__name__} "
                             f"like its default {current!r}, got {value!r}")
        setattr(bot, key, value)
    return bot


def bot_maker(game: str, spec: str | Bot) -> Callable[[int], Bot]:
    """``seed -> a fresh bot`` for one seat, checked once: a batch of games makes thousands."""
    if isinstance(spec, Bot):
        return lambda seed: build_bot(game, spec, seed)
    kind = type(build_bot(game, spec, 0))
    _, settings = parse_bot(spec)

    def make(seed: int) -> Bot:
        bot = kind(seed=seed)
        for key, value in settings.items():
            setattr(bot, key, value)
        return bot
    return make
