"""Boards for notebooks and Voila apps: one shell for every game.

    from ogrelab.widgets import Board, app
    Board(ogrelab.new_game("ogre_bash", seed=7), bots={1: "heuristic", 2: "random", 3: "random"})
    app("ogre_bash")          # the full-page app a Voila notebook shows
    page("ogre_bash")         # the same, or why it could not start (what the app notebooks call)
    puzzle_board("ogre_bash", "<puzzle id>")   # one puzzle of ogrelab.lessons to solve on the table
    lessons_page()            # every game's puzzles by rulebook section (the lessons app)

A game draws itself (``game.html(seat)``, also its ``_repr_html_``); elements
it marks with ``data-action="<action text>"`` (one click) or ``data-pick``
(the first of two) can be clicked to decide. What a board decides is a
``Session`` (``ogrelab.widgets.session``), which needs no widgets.
"""

from .shell import HUMAN, SPEEDS, Board, app, board, default_bot, page, read_save, teaching_board
from .drawing import Actions, Drawing, Upload
from .inspect import records_table, standings, tree_html
from .session import Session
from .lessons import Lessons, Progress, lessons_page
from .puzzle import PuzzleBoard, PuzzleSession, puzzle_board

__all__ = ["HUMAN", "SPEEDS", "Actions", "Board", "Drawing", "Lessons", "Progress", "PuzzleBoard", "PuzzleSession",
           "Session", "Upload", "app", "board", "default_bot", "lessons_page", "page", "puzzle_board", "read_save",
           "records_table", "standings", "teaching_board", "tree_html"]
