"""The protocol every game follows; pure Python, standard library only."""

from .bots import Bot, RandomBot, bot_names, choose, default_bot, make_bot, play_out, register_bot
from .decision import Decision, Pending, Preview, Rule, Touch, by_kind, rulebook, told, touch
from .game import Action, Game, IllegalAction, Option, Result
from .watch import Moved
from .registry import from_dict, game_class, new_game, register, registered, replay
from .rng import Rng

__all__ = [
    "Action", "Bot", "Decision", "Game", "IllegalAction", "Moved", "Option", "Pending", "Preview", "RandomBot",
    "Result", "Rng", "Rule", "Touch",
    "bot_names", "by_kind", "choose", "default_bot", "from_dict", "game_class", "make_bot", "new_game", "play_out",
    "register", "register_bot", "registered", "replay", "rulebook", "told", "touch",
]
