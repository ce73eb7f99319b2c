"""The one list of moves: each move with the public events it made, and a click goes there.

boardgame.io's debug panel pairs a log with time travel; here they are one
list. A :class:`~ogrelab.widgets.session.Session` says what it holds
(``move_list``: the moves around the present, each with its events from the
game's public log); the script draws it, marks the present move, keeps it in
sight by scrolling the list (never the page), and sends the move a click (or
Enter on it) goes to.
"""

from __future__ import annotations

import anywidget
import traitlets

from .assets import asset


class MoveList(anywidget.AnyWidget):
    """``entries = [{n, move, events, undone}]`` around ``present``; ``on_goto(n)`` on a click of move ``n``."""

    _esm = asset("moves.js")
    entries = traitlets.List().tag(sync=True)
    #: The move the table shows (the number of actions played).
    present = traitlets.Int(0).tag(sync=True)

    def __init__(self, on_goto=None, **kwargs):
        super().__init__(**kwargs)
        self._on_goto = on_goto
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict) or content.get("type") != "goto" or self._on_goto is None:
            return
        n = content.get("n")
        if isinstance(n, int) and not isinstance(n, bool):
            self._on_goto(n)

    def goto(self, n: int) -> None:
        """Act as if move ``n`` was clicked in the list."""
        if n not in self.numbers:
            raise ValueError(f"move {n} is not in the list (it shows {self.numbers[0]}..{self.numbers[-1]})")
        self._message(self, {"type": "goto", "n": n}, [])

    @property
    def numbers(self) -> list[int]:
        """The move numbers listed, in order."""
        return [e["n"] for e in self.entries]

    @property
    def labels(self) -> list[str]:
        """Each entry as the page reads it: ``"<n>. <move>"`` then its events, ``(undone)`` for an undone move."""
        return [f"{e['n']}. {e['move']}" + (" (undone)" if e.get("undone") else "")
                + "".join(f"\n{x}" for x in e["events"]) for e in self.entries]
