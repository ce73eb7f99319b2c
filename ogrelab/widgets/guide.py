"""The guide: a first game explained step by step, beside the table, and skipped with one click.

At each decision of the person's seat the guide says, in plain words, what is
being decided and why (the rule's rulebook section and its ``explain`` text,
or its docstring where a rule has none), what to touch on the table, and what
the last move did. It reads only the one rule model (``game.decision``, the
game's ``RULES``) and the board's session (its offer and its public words for
the last move), so it never says anything the seat may not know: the rule and
the prompt are public, the touches are the seat's own options and the last
move is told in the log's public events.

"Skip the guide" hides it and "Guide me" brings it back; the choice is kept
in the browser's localStorage (:class:`Remembered`), so a reload keeps it, on
a server's page and on the static site alike. Standard library and
ipywidgets only: it runs under Pyodide too.
"""

from __future__ import annotations

import html

import anywidget
import ipywidgets as W
import traitlets

from .assets import asset
from .session import HUMAN

__all__ = ["Guide", "Remembered", "guide_words"]

#: Where the browser keeps whether the guide is on ("on" or "off").
KEY = "ogrelab.guide"


class Remembered(anywidget.AnyWidget):
    """One short text kept in the browser's localStorage under ``key``; the page restores it on a reload."""

    _esm = asset("remember.js")
    key = traitlets.Unicode(KEY).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    #: Whether the page has read the browser's storage.
    loaded = traitlets.Bool(False).tag(sync=True)

    @traitlets.validate("value")
    def _short(self, proposal):
        return str(proposal["value"])[:200]


def rule_words(rule) -> str:
    """What a rule is for, in plain words: its ``explain`` text, else the first sentence of its docstring."""
    text = (getattr(rule, "explain", "") or "").strip()
    if not text:
        doc = " ".join((type(rule).__doc__ or "").split())
        text = doc.split(". ")[0].rstrip(".") + "." if doc else ""
    return text


def touch_words(touch, buttons: bool) -> str:
    """How the options of this moment are made on the table: one click, or a card then where it goes."""
    if touch is None:
        return ""
    parts = []
    if touch.click:
        n = len(touch.click)
        parts.append("touch the thing outlined on the table (green dashes)" if n == 1 else
                     f"touch one of the {n} things outlined on the table (green dashes)")
    if touch.pick:
        parts.append(("" if not parts else "or ") + "touch a card or piece to lift it, then touch where it goes "
                     "(blue dashes); touch it again or press Escape to put it back")
    text = "; ".join(parts)
    if buttons:
        text = (text + ", or use the buttons under the table") if text else "use the buttons under the table"
    text = text or "use the buttons under the table"
    return text[:1].upper() + text[1:] + ". Pointing at an option first says what it would do."


def guide_words(session) -> dict:
    """What the guide says now, as plain texts (no markup): ``{"title", "why", "touch", "last"}``.

    ``title`` is what is decided now and its rulebook section; ``why`` the rule
    in plain words; ``touch`` what to touch; ``last`` what the last move did.
    Only public things: the same texts in every world the viewing seat cannot
    tell apart.
    """
    g = session.game
    last = session.last_move()
    words = {"title": "", "why": "", "touch": "", "last": last}
    if g.is_over:
        words["title"] = "The game is over."
        words["why"] = session.result_text()
        return words
    seat = g.current_player
    who = session.label(seat)
    if session.replying:
        words["title"] = "The bots are answering."
        words["why"] = "Each bot move is drawn in turn and named above the table; touch the table to see them all at once."
        return words
    if session.seats[seat] != HUMAN:
        words["title"] = f"{who} ({session.who(seat)}) is to decide."
        words["why"] = "Press Step to let it move, or Auto-play to let the bots play on."
        return words
    if session.view not in (None, seat):      # another person's decision: theirs to read, not this seat's
        words["title"] = f"{who} is to decide."
        words["why"] = "It is another player's turn: hand them the screen, or view the table as their seat."
        return words
    d = g.decision
    rule = type(g).RULES.get(d.rule) if d is not None else None
    asked = d.prompt if d is not None else ""
    section = f" (rulebook: {d.section})" if d is not None and d.section else ""
    words["title"] = f"{asked[:1].upper()}{asked[1:]}{section}".strip()
    words["why"] = rule_words(rule) if rule is not None else ""
    legal, touch, _ = session.offer()
    words["touch"] = touch_words(touch, bool(touch is not None and touch.buttons)) if legal else ""
    return words


def guide_html(words: dict) -> str:
    """The guide's box: what is decided and why, what to touch, what just happened."""
    e = html.escape
    rows = [f"<div class='ogrelab-guide-title'><b>{e(words['title'])}</b></div>"] if words["title"] else []
    if words["why"]:
        rows.append(f"<div class='ogrelab-guide-why'>{e(words['why'])}</div>")
    if words["touch"]:
        rows.append(f"<div class='ogrelab-guide-touch'><b>What to touch:</b> {e(words['touch'])}</div>")
    if words["last"]:
        rows.append(f"<div class='ogrelab-guide-last'><b>Just happened:</b> {e(words['last'])}</div>")
    return ("<div class='ogrelab-guide-text' role='status' aria-live='polite'>"
            "<div class='ogrelab-guide-head'>Guide to your first game</div>" + "".join(rows) + "</div>")


_CSS = """<style>
.ogrelab-guide { background: #f3f7ff; border: 1px solid #9db4e0; border-radius: 6px; padding: 6px 10px;
  margin: 0 0 6px; box-sizing: border-box; max-width: 100%; }
.ogrelab-guide .widget-html-content { line-height: 1.4; font-size: 13px; color: #1c2a4a; white-space: normal; }
.ogrelab-guide-head { font-size: 12px; color: #3b4a66; text-transform: uppercase; letter-spacing: 0.04em; }
.ogrelab-guide-title, .ogrelab-guide-why, .ogrelab-guide-touch, .ogrelab-guide-last { margin: 2px 0; }
.ogrelab-guide-last { color: #333; }
.ogrelab-guide-off .widget-button, .ogrelab-guide .widget-button { height: auto; min-height: 28px; }
</style>"""


class Guide:
    """The guide beside ``board``'s table: on for a first game, skipped (and brought back) by the person.

    ``memory`` keeps the choice in the browser (a :class:`Remembered`); ``on``
    is the guide's state before the browser is read (on: a first visit).
    """

    def __init__(self, board, memory: Remembered | None = None, on: bool = True):
        self.board = board
        self.memory = memory or Remembered()
        self.text = W.HTML()
        self.text.add_class("ogrelab-guide-words")
        self.skip_button = W.Button(description="Skip the guide", tooltip="hide the guide; Guide me brings it back",
                                    layout=W.Layout(width="auto"))
        self.skip_button.add_class("ogrelab-guide-skip")
        self.skip_button.on_click(lambda _b: self.turn(False))
        self.on_button = W.Button(description="Guide me", tooltip="explain each step of the game beside the table",
                                  layout=W.Layout(width="auto"))
        self.on_button.add_class("ogrelab-guide-on")
        self.on_button.on_click(lambda _b: self.turn(True))
        self.box = W.VBox([W.HTML(_CSS), self.text, self.skip_button], layout=W.Layout(width="auto"))
        self.box.add_class("ogrelab-guide")
        self.widget = W.VBox([self.memory, self.box, self.on_button], layout=W.Layout(width="auto"))
        self.widget.add_class("ogrelab-guide-panel")
        if not self.memory.value:
            self.memory.value = "on" if on else "off"
        self.memory.observe(lambda _c: self.update(), "value")
        self.update()

    @property
    def on(self) -> bool:
        return self.memory.value != "off"

    def turn(self, on: bool) -> None:
        """Show the guide (``True``) or skip it; the browser remembers."""
        self.memory.value = "on" if on else "off"
        self.update()

    def words(self) -> dict:
        return guide_words(self.board.session)

    def update(self) -> None:
        """Draw what the guide says now (a no-op while it is off)."""
        on = self.on
        self.box.layout.display = "" if on else "none"
        self.on_button.layout.display = "none" if on else ""
        if not on:
            return
        value = guide_html(self.words())
        if value != self.text.value:
            self.text.value = value


def mount(board, panel: W.Widget) -> None:
    """Put ``panel`` at the top of the board's side column, beside the table (or at the end of the board)."""
    for child in board.widget.children:
        if "ogrelab-main" in getattr(child, "_dom_classes", ()) and len(child.children) > 1:
            right = child.children[1]
            right.children = (panel,) + tuple(right.children)
            return
    board.widget.children = tuple(board.widget.children) + (panel,)
