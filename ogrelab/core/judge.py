"""A judge of unfinished positions, fitted on self-play: each seat's chance to win.

The coach plays a sampled world on for a few dozen actions and asks the game's judge who is
likely to win from there, where a whole game would take many more actions (a game's heuristic
bot names how many: ``judge_after``). Each seat gets a linear score of what the game reads of
its position (its *features*), and the chances are a softmax of the scores over the seats
(McFadden's conditional logit): the same weights serve any number of players.
``scripts/fit_judge.py GAME`` fits the weights on heuristic games, checks them on others and
writes them, with the figures of the check, to the game package's ``judge.json``.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

#: The file of a game package that holds its judge's weights.
JUDGE_FILE = "judge.json"


class Judge:
    """Every seat's chance to win from its features: a softmax of the fitted linear score."""

    def __init__(self, weights: list[float]):
        self.weights = list(weights)

    def chances(self, rows: list[list[float]]) -> list[float]:
        """The chances (summing to 1) of the seats whose features are ``rows``, one row a seat."""
        scores = [sum(w * x for w, x in zip(self.weights, row)) for row in rows]
        top = max(scores)
        e = [math.exp(v - top) for v in scores]
        total = sum(e)
        return [v / total for v in e]


@lru_cache(maxsize=None)
def load_judge(package: str, features: tuple[str, ...]) -> Judge:
    """The judge fitted for the game package at ``package`` (a folder), whose features must be
    ``features`` in that order; a ValueError that says what to do if they are not."""
    path = Path(package) / JUDGE_FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["features"]) != tuple(features) or len(data["weights"]) != len(features):
        raise ValueError(f"{path}: fitted on {data['features']}, the game reads {list(features)}; "
                         f"fit it again (python scripts/fit_judge.py {Path(package).name})")
    return Judge(data["weights"])
