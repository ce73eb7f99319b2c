"""The coach: how good is each action, and how good was the move played.

As a chess analysis board does, with hidden cards: :func:`evaluate` gives every
legal action of the deciding seat a win chance, the chance that the seat wins
if it takes that action and every seat then plays like a reference bot (the
game's heuristic bot unless told otherwise); :func:`review` goes through a
game and marks the decisions that cost the seat winning chances.

The coach knows only what the seat may know. Each sample is a world dealt
from the seat's view (``determinize(view(seat), seed)``), never the true
hidden cards, and the default seed is taken from the view itself, so a seat's
evaluation is the same in every world consistent with what it sees. Every
action is tried in a copy of the same world, with the same chance and the
same bot seeds (common random numbers, as the paired search of
``ogrelab.bots.ismcts`` does), so the gaps between actions are sharper than
each win chance alone. A playout runs to the end of the game; one still going
after ``limit`` actions is judged by the game's own evaluation where it has
one (:func:`ogrelab.bots.ismcts.evaluation`), else by the standings
(:func:`ogrelab.bots.ismcts.rewards`).

Pure Python (no pandas): the board's hint runs in a browser under Pyodide as well
as in a server kernel. :func:`ogrelab.analysis.evaluate` and
:func:`ogrelab.analysis.review` give the same as pandas DataFrames.
"""

from .evaluate import (EVALUATE_COLUMNS, FIRST_ROUNDS, LONGER, MIN_WORLDS, PLAYOUT_LIMIT, REVISIT, SET_ASIDE, Z,
                       Evaluation, Workers, check_bot, evaluate, view_seed, wilson)
from .review import (LABELS, REVIEW_CAP, REVIEW_COLUMNS, REVIEW_EXTRA, THRESHOLDS, Review, costly, decisions,
                     judge, label, review, review_moves)

__all__ = ["EVALUATE_COLUMNS", "Evaluation", "FIRST_ROUNDS", "LABELS", "LONGER", "MIN_WORLDS", "PLAYOUT_LIMIT",
           "REVIEW_CAP", "REVIEW_COLUMNS", "REVIEW_EXTRA", "REVISIT", "Review", "SET_ASIDE", "THRESHOLDS", "Z",
           "check_bot", "costly", "decisions", "evaluate", "judge", "label", "review", "review_moves",
           "view_seed", "Workers", "wilson"]
