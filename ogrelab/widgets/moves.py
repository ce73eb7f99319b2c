"""The one list of moves: each move with the public events it made, and a click goes there.

boardgame.io's debug panel pairs a log with time travel; here they are one
list. A :class:`~ogrelab.widgets.session.Session` says what it holds
(``move_list``: the moves around the present, each with its events from the
game's public log); the script draws it, marks the present move, keeps it in
sight by scrolling the list (never the page), and sends the move a click (or
Enter on it) goes to. A slider over the list reaches every move of the line
of play (``length`` of them), the ones the list leaves out too.
"""

from __future__ import annotations

from .assets import asset
from .drawing import Drawn


class MoveList(Drawn):
    """``entries = [{n, move, events, undone}]`` around ``present`` of ``length`` moves; ``on_goto(n)`` on a
    click of move ``n`` or the slider let go at ``n``.

    Drawn from the frame of a :class:`~ogrelab.widgets.drawing.Drawing` (``source``), its ``moves``:
    ``{"entries": [...], "present": n, "length": m}`` (see :func:`moves`).
    """

    _esm = asset("frame.js") + asset("moves.js")

    @property
    def entries(self) -> list[dict]:
        """The moves listed: ``{n, move, events, undone}``."""
        return self.shown.get("moves", {}).get("entries", [])

    @property
    def present(self) -> int:
        """The move the table shows (the number of actions played)."""
        return self.shown.get("moves", {}).get("present", 0)

    @property
    def length(self) -> int:
        """The moves of the line of play: the slider's end."""
        return self.shown.get("moves", {}).get("length", 0)

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

    def slide(self, n: int) -> None:
        """Act as if the slider was let go at move ``n`` (0 to ``length``)."""
        if not 0 <= n <= self.length:
            raise ValueError(f"the slider goes from move 0 to move {self.length}, not {n}")
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


def moves(entries: list[dict], present: int, length: int) -> dict:
    """A drawing frame's ``moves``: ``entries`` around the move ``present``, on a slider of ``length`` moves."""
    return {"entries": entries, "present": present, "length": length}
