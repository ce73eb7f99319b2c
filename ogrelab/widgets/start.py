"""What an app page adds around its board: the guide, and the game's ways to begin.

A game may name ways to begin (``STARTS`` on its class: words -> the options
each sets, the first the default), as Ogre's Delight offers its rulebook's
set-up, the draft and deck building, or a quick start that skips it. The
choice shows above the table while no decision of a person stands yet, the
way in use marked; a click starts that game again from the same seed.
"""

from __future__ import annotations

import ipywidgets as W

from .guide import Guide, mount

__all__ = ["StartChoice", "furnish", "start_options"]


def start_options(game) -> dict:
    """The game's ways to begin (words -> options), or ``{}``."""
    return dict(getattr(type(game), "STARTS", None) or {})


class StartChoice:
    """The buttons that begin ``board``'s game one of its ways (``starts``: words -> options)."""

    def __init__(self, board, starts: dict):
        self.board = board
        self.starts = dict(starts)
        self.buttons: dict[str, W.Button] = {}
        for words, options in self.starts.items():
            b = W.Button(description=words, tooltip=words, layout=W.Layout(width="auto"))
            b.add_class("ogrelab-start-way")
            b.on_click(lambda _b, words=words: self.board.guard(lambda: self.begin(words), "table")())
            self.buttons[words] = b
        label = W.HTML("<b>Start:</b>")
        self.widget = W.HBox([label, *self.buttons.values()],
                             layout=W.Layout(flex_flow="row wrap", align_items="center", width="auto"))
        self.widget.add_class("ogrelab-start")
        self.widget.add_class("ogrelab-row")
        self.update()

    def chosen(self) -> str | None:
        """The way the game on the board began: the first whose options it has."""
        options = self.board.game.options
        for words, wanted in self.starts.items():
            if all(options.get(k) == v for k, v in wanted.items()):
                return words
        return None

    def begin(self, words: str) -> None:
        """Start the game again this way, from the same seed."""
        if words not in self.starts:
            raise ValueError(f"no way to start called {words!r}; the ways are: {', '.join(self.starts)}")
        self.board.new_game(seed=self.board.game.seed, **self.starts[words])

    def update(self) -> None:
        s = self.board.session
        show = not s.game.is_over and not s.can_undo()
        self.widget.layout.display = "" if show else "none"
        if not show:
            return
        now = self.chosen()
        for words, b in self.buttons.items():
            style = "primary" if words == now else ""
            if b.button_style != style:
                b.button_style = style


def furnish(board) -> None:
    """An app page's board: the guide beside the table, and the game's ways to begin above it."""
    board.guide = Guide(board)
    mount(board, board.guide.widget)
    board.watchers.append(board.guide.update)
    starts = start_options(board.game)
    board.start = None
    if starts:
        board.start = StartChoice(board, starts)
        children = list(board.widget.children)
        children.insert(1 if children else 0, board.start.widget)   # under the heading, above the table
        board.widget.children = tuple(children)
        board.watchers.append(board.start.update)
