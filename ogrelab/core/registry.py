"""Games by name: ``new_game``, ``from_dict`` and ``replay`` find the class here."""

from __future__ import annotations

import re

from . import validate as V
from .game import Game

_GAMES: dict[str, type[Game]] = {}
_ENDING_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game reachable by its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__name__} needs a name to be registered")
    if not isinstance(cls.HIDDEN_INFO, bool):
        raise ValueError(f"{cls.__name__} must declare HIDDEN_INFO (True if a seat may be kept "
                         "from seeing a card, a hand or the deck order; else False)")
    sides = cls.SIDES
    if sides is not None and not (isinstance(sides, tuple) and len(sides) >= 2
                                  and all(isinstance(n, str) and n for n in sides)):
        raise ValueError(f"{cls.__name__}.SIDES must be None (every seat plays for itself in the "
                         "same role) or a tuple of at least two side names")
    endings = cls.ENDINGS
    if not (isinstance(endings, dict) and endings
            and all(isinstance(k, str) and _ENDING_ID.fullmatch(k) and isinstance(v, str) and v.strip()
                    for k, v in endings.items())):
        raise ValueError(f"{cls.__name__} must declare ENDINGS: every way it can end, as a short id "
                         "(lower case, digits and _) -> its words for people")
    _GAMES[cls.name] = cls
    return cls


def registered() -> list[str]:
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"no game named {V.short(name)}; the games are: {', '.join(sorted(_GAMES))}") from None


def new_game(name: str, seed: int | None = None, **options) -> Game:
    """A new game of ``name``; options as keywords (each game lists its ``OPTIONS``)."""
    return game_class(name)(seed=seed, **options)


def from_dict(d: dict) -> Game:
    """Rebuild a game saved with ``to_dict()``; a malformed save raises ValueError naming the field."""
    V.check_size(d, "save")
    V.check_type(d, dict, "save")
    try:
        cls = game_class(V.field(d, "game", str, "save"))
    except ValueError as e:
        raise ValueError(f"save.game: {e}") from None
    try:
        return cls.load(d)
    except ValueError as e:
        wrong = _wrong_game(cls, d.get("options"))
        raise ValueError(wrong) if wrong and str(e).startswith("save.options:") else e from None


def _wrong_game(cls: type[Game], given) -> str | None:
    """If the options are another game's, the game's name is what is wrong: say so."""
    if not isinstance(given, dict) or not set(given) - set(cls.OPTIONS):
        return None
    others = [name for name, g in sorted(_GAMES.items())
              if g is not cls and given and set(given) <= set(g.OPTIONS)]
    if not others:
        return None
    return (f"save.game: the save says {cls.name!r}, but its options "
            f"({', '.join(sorted(given))}) are those of {' or '.join(map(repr, others))}; "
            f"is the game's name right?")


def replay(rec: dict) -> Game:
    """Play a ``record()`` back: the same game, action for action."""
    V.check_size(rec, "record")
    V.check_type(rec, dict, "record")
    actions = V.check_list(V.field(rec, "actions", list, "record"), "record.actions", str)
    limit = V.LIMITS["actions"]
    if len(actions) > limit:
        raise ValueError(f"record.actions: {len(actions):,} actions; a record holds at most {limit:,}")
    if "start" in rec:
        game = from_dict(V.field(rec, "start", dict, "record"))
        if V.field(rec, "game", str, "record") != game.name:
            raise ValueError(f"record.game: {rec['game']!r} does not match the start position's game {game.name!r}")
    else:
        options = V.field(rec, "options", dict, "record", default={})
        try:
            cls = game_class(V.field(rec, "game", str, "record"))
        except ValueError as e:
            raise ValueError(f"record.game: {e}") from None
        seed = V.field(rec, "seed", int, "record")
        try:
            game = cls(seed=seed, **options)
        except ValueError as e:
            message = str(e)
            where = "record.seed" if message.startswith("seed") else "record.options"
            raise ValueError(f"{where}: {message}") from None
    for i, text in enumerate(actions):
        try:
            game.play(text)
        except ValueError as e:
            raise ValueError(f"record.actions[{i}]: {e}") from None
    return game
