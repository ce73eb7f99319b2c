"""What every game's judge of unfinished positions shares: the shipped weights fit what the game reads."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from ogrelab.core.judge import JUDGE_FILE

#: The games whose heuristic bot ships a judge (``judge.json``, ``scripts/fit_judge.py GAME``).
JUDGED = ["ogre_bash", "ogre_cheerleaders"]


@pytest.mark.parametrize("name", JUDGED)
def test_the_shipped_weights_are_for_the_features_the_game_reads(name):
    bots = importlib.import_module(f"ogrelab.games.{name}.bots")
    data = json.loads(Path(bots.__file__).with_name(JUDGE_FILE).read_text())
    assert data["features"] == list(bots.JUDGE_FEATURES)
    assert len(data["weights"]) == len(bots.JUDGE_FEATURES)
    b = data["fitted"]["brier_held_out"]
    assert b["fitted"] < b["base_rate"], "the judge must beat 1 / players on games it was not fitted on"
