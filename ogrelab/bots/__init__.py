"""Bots by name: ``"random"`` and ``"ismcts"`` serve every game; each game adds its ``"heuristic"``.

    bot = ogrelab.make_bot("ogre_bash", "ismcts", seed=1)
    bot.choose(game.view(seat), game.legal_actions())
"""

from ..core.bots import Bot, RandomBot, bot_names, make_bot, register_bot
from .ismcts import ISMCTSBot

__all__ = ["Bot", "ISMCTSBot", "RandomBot", "bot_names", "make_bot", "register_bot"]
