"""ogrelab: four tabletop card games to learn and explore in Jupyter.

    import ogrelab
    game = ogrelab.new_game("ogre_cheerleaders", seed=7)
    game.legal_actions(); game.play("play 5 right"); game.undo()
"""

from .core import (Action, Bot, Game, IllegalAction, Option, RandomBot, Result,
                   bot_names, from_dict, game_class, make_bot, new_game, play_out, replay)
from . import games as _games
from . import bots  # noqa: F401  (registers the search bot for every game)

GAMES: tuple[str, ...] = tuple(_games.NAMES)

__version__ = "0.1.0"


def __getattr__(name):
    # The analysis layer needs pandas; load it only when asked for.
    if name == "simulate":
        from .analysis import simulate
        return simulate
    if name == "board":
        from .widgets import board
        return board
    raise AttributeError(f"module 'ogrelab' has no attribute {name!r}")


__all__ = ["GAMES", "Action", "Bot", "Game", "IllegalAction", "Option", "RandomBot", "Result",
           "bot_names", "from_dict", "game_class", "make_bot", "new_game", "play_out", "replay",
           "board", "bots", "simulate"]
