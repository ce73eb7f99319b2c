"""Bots by name: ``"random"`` and ``"ismcts"`` serve every game; each game adds its ``"heuristic"``.

    bot = ogrelab.make_bot("ogre_bash", "ismcts", seed=1)
    bot.choose(game.view(seat), game.legal_actions())
"""

import importlib
import os
import sys
from typing import Sequence

from ..core.bots import Bot, RandomBot, bot_names, make_bot, register_bot
from .ismcts import ISMCTSBot

__all__ = ["Bot", "ISMCTSBot", "RandomBot", "bot_names", "make_bot", "register_bot", "cores", "prepare_worker", "worker_pool"]


def cores() -> int:
    """The cores this process may run on, for worker processes: the ones the system lets it use
    (a container or ``taskset`` may allow fewer than the machine has), and 1 in a browser's
    Python, which cannot start processes."""
    if sys.platform == "emscripten":
        return 1
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def prepare_worker(paths: Sequence[str], modules: Sequence[str]) -> None:
    """Make a fresh worker process know the games and bots of a run: the search path of the
    process that started it, and the modules that register its games and bots."""
    for p in paths:
        if p not in sys.path:
            sys.path.append(p)
    importlib.import_module("ogrelab.bots")
    for m in modules:
        importlib.import_module(m)


def worker_pool(workers: int, paths: Sequence[str], modules: Sequence[str]):
    """A pool of ``workers`` processes that know the run's games and bots (:func:`prepare_worker`).

    Workers are forked from a clean server process where the system has one, never from the
    calling process: a notebook's kernel runs threads (its messaging, the lab's run), and a
    process forked while another thread holds a lock can wait on it for ever."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else None
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method),
                               initializer=prepare_worker, initargs=(list(paths), list(modules)))
