"""The drawing of a position: the game's own ``html(seat)``, played by touching it.

A game draws itself once, in ``html(seat)``, for ``_repr_html_`` and for the
board alike, and marks what a person can touch (``ogrelab.games._render``):
``data-action="<action text>"`` on an element whose click plays that action,
``data-pick="<key>"`` on the first element of a two-click decision, and
``data-key`` on every element a decision names. The board says which of them
may be played now (``clickable``, ``picks``) and what each would do
(``previews``); the script here makes them clickable and keyboard-reachable,
raises a picked thing and outlines where it can go (a second click places it,
a click on it again or Escape lowers it), shows the preview of what the
pointer or the focus is on in a box floating beside it (nothing on the page
moves; a raised thing's places each show their own), keeps the decision asked
now in a line under the table, and marks the last move as a chess board does
(``moved``: "last move" where things now are, "came from" where they left,
each a badge and a pattern besides its colour), sliding what moved from its
old place (at most 300 ms, none under reduced motion). During the bots'
replies a click anywhere on the table asks
for the rest of them at once.

The table is played by keyboard as well: Tab (or the arrow keys) goes from one
thing to touch to the next, Enter or Space touches it; a raised thing sends the
focus to the first place it can go (the arrows then go round those places), and
Escape lowers it. After a move the focus stays on the table: on the same thing
if it can still be touched, else on the first that can.

The legal actions' buttons are drawn the same way (``Actions``): grouped,
collapsible, each with its preview; a click sends the text of the action the
person saw and the move it was shown at, so a click that crosses a redraw is
recognised and dropped.
"""

from __future__ import annotations

import html as _html
import json

import anywidget
import traitlets
from .assets import asset

# frame.js (reading the frame) and tip.js (the floating preview) are prepended: an anywidget module
# cannot import its neighbours.
_ESM = asset("frame.js") + asset("tip.js") + asset("drawing.js")

#: Styles of the board shell (and of the puzzle board); a game styles its own drawing inside ``html()``.
_CSS = asset("drawing.css")


def _framed(name: str, empty, doc: str):
    """A read-only attribute: the value ``name`` of the frame shown (``empty`` before the first)."""
    return property(lambda self: self.shown.get(name, empty), doc=doc)


class _Clickable(anywidget.AnyWidget):
    """A view that reports what a person clicked, and at which move they saw it (``ply``)."""

    def __init__(self, on_action=None, on_touch=None, **kwargs):
        super().__init__(**kwargs)
        self._on_action = on_action
        self._on_touch = on_touch
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """A click names the action (``on_action(text, ply)``) or a touch (``on_touch(kind, key, ply)``)."""
        if not isinstance(content, dict):
            return
        ply = content.get("ply")
        ply = ply if isinstance(ply, int) and not isinstance(ply, bool) else None
        kind = content.get("type")
        if kind == "action" and self._on_action:
            self._on_action(str(content.get("text", "")), ply)
        elif kind in ("pick", "cancel", "skip") and self._on_touch:
            self._on_touch(kind, str(content.get("key", "")), ply)

    def click(self, text: str) -> None:
        """Act as if the action ``text`` was clicked on the view as it is now."""
        self._message(self, {"type": "action", "text": text, "ply": self.ply}, [])


class Drawing(_Clickable):
    """Shows ``html``; reports clicks on what may be played, picks, cancels and skips.

    The rest of a redraw is one value, the ``frame``: what may be clicked,
    the previews, who decides, the last move, the action buttons, and on a
    board its status line and move list. Each trait a redraw changes costs the
    kernel some 45 Python calls (traitlets' checks, ipywidgets' change and
    send) and a container inside a trait more, so the frame is one JSON text
    and the views drawn from it (:class:`Actions`, :class:`Status`,
    :class:`~ogrelab.widgets.moves.MoveList`) read it through a reference to
    this widget. ``html`` is sent only when the table changed; a pick changes
    only ``raised`` and ``hint``. ``shown`` is the frame as a dict.
    """

    _esm = _ESM
    _css = _CSS
    html = traitlets.Unicode("").tag(sync=True)
    #: The frame shown, as JSON text (``shown`` is the same as a dict).
    frame = traitlets.Unicode("").tag(sync=True)
    #: The key a first click raised ("" for none).
    raised = traitlets.Unicode("").tag(sync=True)
    #: The number of the last pick or cancel of the page handled (sent with ``raised``, in one message).
    seq = traitlets.Int(0).tag(sync=True)
    #: The decision asked now: the line under the table.
    hint = traitlets.Unicode("").tag(sync=True)
    #: ``[n, selector]``: the element of the table to bring into the window if it is out of it (a
    #: jump to a reviewed move: the better move outlined), ``n`` counting the requests
    reveal = traitlets.Unicode("").tag(sync=True)

    ply = _framed("ply", 0, "Actions played so far: a click carries it back, and a page sees the view is current.")
    clickable = _framed("clickable", [], "Action texts whose marked element (``data-action``) may be clicked now.")
    picks = _framed("picks", {}, "Two-click decisions: first key -> {second key -> action text}.")
    previews = _framed("previews", {}, "What each action on offer would do: action text -> preview.")
    busy = _framed("busy", False, "Whether moves are being drawn one by one (a click on the table shows the rest).")
    decides = _framed("decides", "", 'Who may act now: "you", "replying", "waiting" (a bot, for Step) or "over".')
    last = _framed("last", "", "The move that led here, in public words.")
    moved = _framed("moved", {}, "The last move as the view sees it (``Moved.to_json()``): keys marked \"here\" "
                    "and \"from\", the (from, here) pairs one thing slid between, and ``news``, the words for "
                    "this seat alone.")

    def __init__(self, on_action=None, on_touch=None, **kwargs):
        super().__init__(on_action, on_touch, **kwargs)
        self.shown: dict = {}

    def show(self, session, html: str | None = None, **more) -> tuple:
        """Draw what a :class:`~ogrelab.widgets.session.Session` offers now; ``html`` replaces the table if given.

        ``more`` goes into the frame as well, for the views drawn from it (a board's
        ``status`` and ``moves``). Returns the session's offer (legal actions, touch, previews).
        """
        s = session
        legal, touch, previews = s.offer()
        g = s.game
        only = len(touch.buttons) if touch is not None else 0
        shown = {
            "clickable": [a.text for a in legal], "picks": touch.pick if touch is not None else {},
            "previews": previews, "busy": s.busy,
            "decides": ("over" if g.is_over else "you" if legal else "replying" if s.replying
                        else "autoplay" if s.autoplaying else "waiting"),
            "last": s.last_move(), "moved": s.moved().to_json(), "ply": g.ply,
            # the buttons: each action's kind (its group) and the words over them
            "kinds": [(a.kind or "choose").replace("_", " ") for a in legal],
            "summary": _summary(len(legal), only), **more}
        self.shown = shown
        with self.hold_sync():
            if html is not None:
                self.html = html
            self.frame = json.dumps(shown, separators=(",", ":"))
            self.raised = s.raised or ""
            self.hint = self.hint_for(s)
        return legal, touch, previews

    def bring_into_view(self, selector: str) -> None:
        """Scroll the page, as little as it takes, until the table's element ``selector`` is in the
        window (nothing moves if it already is)."""
        n = json.loads(self.reveal)[0] + 1 if self.reveal else 1
        self.reveal = json.dumps([n, selector])

    def hint_for(self, session) -> str:
        """The line under the table: the decision asked now, unless the table already says it.

        A game draws its own prompt in its table; the line then stays empty
        (a raised thing's "now click where it goes" floats beside it), and
        says only what the table does not: the bots replying, Step, the end.
        """
        text = session.prompt()
        g = session.game
        asked = "" if g.is_over else g.prompt
        if asked and text.startswith(asked) and (_html.escape(asked) in self.html
                                                 or _html.escape(asked, quote=False) in self.html):
            return ""
        return text

    def _message(self, widget, content, buffers) -> None:
        seq = content.get("seq") if isinstance(content, dict) else None
        if not isinstance(seq, int) or isinstance(seq, bool):
            super()._message(widget, content, buffers)
            return
        with self.hold_sync():
            try:
                super()._message(widget, content, buffers)
            finally:
                self.seq = max(self.seq, seq)

    def pick(self, key: str) -> None:
        """Act as if the thing drawn as ``key`` was clicked as the first of two clicks."""
        self._message(self, {"type": "pick", "key": key, "ply": self.ply}, [])

    def place(self, key: str) -> None:
        """Act as if the outlined target ``key`` of the raised thing was clicked."""
        text = self.picks.get(self.raised, {}).get(key)
        if text is None:
            raise ValueError(f"{key!r} is not where the raised thing can go")
        self.click(text)


def _summary(legal: int, only: int) -> str:
    """The words over the buttons: how many actions, and how many are not on the table."""
    on_table = legal - only
    if not legal:
        return ""
    if on_table == legal:
        return f"Every action is on the table; here as buttons too ({legal})"
    if on_table:
        return f"The actions as buttons ({legal}; {only} only here)"
    return f"The actions as buttons ({legal})"


class Drawn(anywidget.AnyWidget):
    """A view drawn from a :class:`Drawing`'s frame (``source``): it changes no trait of its own per redraw."""

    source = anywidget.WidgetTrait().tag(sync=True)

    @property
    def shown(self) -> dict:
        return self.source.shown if self.source is not None else {}


class Actions(Drawn, _Clickable):
    """The legal actions of a drawing's frame as buttons, grouped by kind (``groups``).

    The buttons are the fallback of the table, for the keyboard and for what
    no touch makes: a collapsible list (open at first) whose ``tip`` is each
    action's preview, shown in a box beside the button on hover or focus. A
    click names the action the person saw, so a click that crossed a redraw (a
    double click) cannot play another action.
    """

    _esm = asset("frame.js") + asset("tip.js") + asset("actions.js")
    ply = _framed("ply", 0, "The move the buttons are drawn at.")
    summary = _framed("summary", "", "The words over the buttons.")

    @property
    def groups(self) -> list[dict]:
        """``[{label, actions: [{text, tip}]}]``: the actions by kind, in their order."""
        f = self.shown
        previews = f.get("previews", {})
        groups: dict[str, list] = {}
        for text, kind in zip(f.get("clickable", []), f.get("kinds", [])):
            groups.setdefault(kind, []).append({"text": text, "tip": previews.get(text, "")})
        return [{"label": kind, "actions": actions} for kind, actions in groups.items()]

    @property
    def texts(self) -> list[str]:
        """The actions on the buttons, in order."""
        return [a["text"] for g in self.groups for a in g["actions"]]


class Status(Drawn):
    """A line drawn from a drawing's frame (its ``status``): on a board, the move, who decides, the view."""

    _esm = asset("frame.js") + asset("status.js")
    value = _framed("status", "", "The line's HTML.")


_UPLOAD_ESM = asset("upload.js")


class Upload(anywidget.AnyWidget):
    """A file picker that refuses a file over ``max_bytes`` in the page, before sending it.

    ipywidgets' FileUpload sends any file; one over the websocket's message
    limit (10 MiB) is dropped without a word. This one checks the size first
    and says so next to the button; a file within the limit reaches
    ``on_file(name, data)``, a refused one ``on_refused(name, size)``.
    """

    _esm = _UPLOAD_ESM
    description = traitlets.Unicode("Load a file").tag(sync=True)
    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(5_000_000).tag(sync=True)

    def __init__(self, on_file=None, on_refused=None, **kwargs):
        super().__init__(**kwargs)
        self._on_file = on_file
        self._on_refused = on_refused
        self.on_msg(self._message)

    def _message(self, _widget, content, buffers) -> None:
        if not isinstance(content, dict):
            return
        name = str(content.get("name", ""))[:200]
        if content.get("type") == "file" and self._on_file and buffers:
            self._on_file(name, bytes(buffers[0]))
        elif content.get("type") == "refused" and self._on_refused:
            size = content.get("size")
            self._on_refused(name, size if isinstance(size, int) else None)

    def send_file(self, name: str, data: bytes) -> None:
        """Act as if the page sent the file ``name`` (checked against ``max_bytes`` as the page does)."""
        if len(data) > self.max_bytes:
            self._message(self, {"type": "refused", "name": name, "size": len(data)}, [])
        else:
            self._message(self, {"type": "file", "name": name, "size": len(data)}, [memoryview(data)])
