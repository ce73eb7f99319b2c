"""The coach on the board: a Hint of how good each action is, and a Review of the game.

The panel sits under the board's actions. **Hint** (off until pressed) shows,
for the person's seat when it is theirs to decide, the coach's evaluation of
every legal action (:func:`ogrelab.analysis.evaluate`: the win chance if every
seat then plays like the game's heuristic bot, sampled from that seat's view
only) as bars, and outlines the best action on the table and among the
buttons. **Review** goes through the seat's decisions so far
(:func:`ogrelab.analysis.review`) with a progress bar and lists the
inaccuracies, mistakes and blunders; a click on one takes the board back to
that decision.

The hint never uses hidden information: it is computed from the deciding
seat's ``view`` alone, and shown only when that seat is a person's and the
board draws the game as that seat (or everything, for teaching).
"""

from __future__ import annotations

import html
import itertools

import ipywidgets as W

#: Seconds the hint samples per decision; the review's seconds per decision.
HINT_SECONDS = 1.0
REVIEW_SECONDS = 0.5
#: Rows of the hint: the best actions; the others are counted.
HINT_ROWS = 8
_COLOURS = {"best": "#2b8a3e", "good": "#74b816", "inaccuracy": "#f08c00", "mistake": "#e8590c",
            "blunder": "#c92a2a"}
_ids = itertools.count(1)

_CSS = """
<style>
.ogrelab-coach { border-top: 1px solid #ddd; margin-top: 6px; padding-top: 4px; }
.ogrelab-coach .ogrelab-coach-note { color: #555; font-size: 12px; }
.ogrelab-coach table.ogrelab-hint-table { border-collapse: collapse; font-size: 13px; width: 100%; }
.ogrelab-coach table.ogrelab-hint-table td { padding: 1px 6px 1px 0; vertical-align: middle; }
.ogrelab-coach table.ogrelab-hint-table tr.ogrelab-hint-best td { font-weight: 600; }
.ogrelab-coach .ogrelab-bar { position: relative; height: 12px; width: 160px; background: #f1f3f5;
  border: 1px solid #dee2e6; }
.ogrelab-coach .ogrelab-bar span { position: absolute; top: 0; bottom: 0; left: 0; background: #4c6ef5; }
.ogrelab-coach .ogrelab-bar i { position: absolute; top: 4px; height: 2px; background: #212529; }
.ogrelab-coach tr.ogrelab-hint-best .ogrelab-bar span { background: #2b8a3e; }
.ogrelab-coach .ogrelab-review-list { display: flex; flex-wrap: wrap; gap: 4px; }
</style>
"""


def _css_string(text: str) -> str:
    """An action text as a quoted CSS string (for an attribute selector)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\a ") + '"'


def hint_html(frame, rows: int = HINT_ROWS) -> str:
    """The evaluation of one decision as a small ranked table with bars (win chance and interval)."""
    out = ["<table class='ogrelab-hint-table'><tr><td></td><td><b>action</b></td>"
           "<td><b>win chance</b> (95 %)</td><td></td>"
           "<td title='expected change of the seat&#39;s standing (points, fists, hit points) by the end'>"
           "<b>standing by the end</b></td></tr>"]
    for i, row in enumerate(frame.head(rows).itertuples(index=False)):
        width = max(0.0, min(1.0, row.win)) * 100
        lo, hi = row.win_lo * 100, row.win_hi * 100
        preview = row.preview
        tip = html.escape(f"{row.samples} sampled worlds" + (f"; {preview}" if preview else ""), quote=True)
        standing = "" if row.standing != row.standing else f"{row.standing:+.1f}"
        out.append(
            f"<tr class='{'ogrelab-hint-best' if i == 0 else ''}' title='{tip}'>"
            f"<td>{i + 1}.</td><td>{html.escape(row.action)}</td>"
            f"<td><div class='ogrelab-bar'><span style='width:{width:.1f}%'></span>"
            f"<i style='left:{lo:.1f}%;width:{max(hi - lo, 0.5):.1f}%'></i></div></td>"
            f"<td>{row.win:.0%} ({row.win_lo:.0%}-{row.win_hi:.0%})</td><td>{standing}</td></tr>")
    out.append("</table>")
    if len(frame) > rows:
        out.append(f"<div class='ogrelab-coach-note'>and {len(frame) - rows} more actions, "
                   f"the lowest at {frame.win.iloc[-1]:.0%}</div>")
    return "".join(out)


class Coach:
    """The Hint and Review controls of one board (``board.coach``); ``hint=True`` starts with the hint on."""

    def __init__(self, board, hint: bool = False, budget: float = HINT_SECONDS,
                 review_budget: float = REVIEW_SECONDS):
        self.board = board
        self.budget = budget
        self.review_budget = review_budget
        self.frame = None          # the last evaluation shown
        self.reviewed = None       # the last review
        self._cache: dict = {}
        self._shown_key = None
        self._scope = f"ogrelab-coach-{next(_ids)}"
        board.widget.add_class(self._scope)

        self.hint_button = W.ToggleButton(value=False, description="Hint", icon="",
                                          tooltip="how good each of your actions is, from what your seat knows",
                                          layout=W.Layout(width="auto"))
        self.hint_button.add_class("ogrelab-hint")
        self.longer_button = W.Button(description="Think longer", tooltip="sample four times as many deals",
                                      layout=W.Layout(width="auto", display="none"))
        self.longer_button.add_class("ogrelab-hint-longer")
        self.review_button = W.Button(description="Review", tooltip="how good were your moves so far?",
                                      layout=W.Layout(width="auto"))
        self.review_button.add_class("ogrelab-review")
        self.hint_box = W.HTML()
        self.hint_box.add_class("ogrelab-hint-box")
        self.progress = W.IntProgress(min=0, max=1, value=0, description="reviewing",
                                      style={"description_width": "initial"},
                                      layout=W.Layout(display="none", width="auto"))
        self.progress.add_class("ogrelab-review-progress")
        self.review_box = W.HTML()
        self.review_box.add_class("ogrelab-review-summary")
        self.review_list = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.review_list.add_class("ogrelab-review-list")
        self.hint_button.observe(board._guard_change(lambda c: self.show_hint(c["new"])), "value")
        self.review_button.on_click(board._guard(lambda _b: self.review()))
        self.longer_button.on_click(board._guard(lambda _b: self.think_longer()))
        bar = W.HBox([self.hint_button, self.longer_button, self.review_button, self.progress],
                      layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = W.VBox([W.HTML(_CSS), bar, self.hint_box, self.review_box, self.review_list],
                             layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-coach")
        _mount(board, self.widget)
        if hint:
            self.hint_button.value = True
        self.update()

    # ---------------------------------------------------------------- hint
    def seat(self) -> int | None:
        """The seat the hint is for now: the deciding seat, if a person plays it and the board draws it."""
        b = self.board
        g = b.game
        if g.is_over:
            return None
        seat = g.current_player
        if b.seats[seat] != "human" or (b.view is not None and b.view != seat):
            return None
        return seat

    def show_hint(self, on: bool = True) -> None:
        """Turn the hint on or off (what the Hint button does)."""
        if self.hint_button.value != bool(on):
            self.hint_button.value = bool(on)   # comes back here through the observer
            return
        self._shown_key = None
        self.update()

    def think_longer(self, factor: float = 4.0) -> None:
        """Weigh the current decision again with ``factor`` times the budget (the Think longer button)."""
        seat = self.seat()
        if seat is None or not self.hint_button.value:
            raise ValueError("think longer: the hint is off or it is not your decision now")
        from ..analysis.coach import evaluate
        key = self._key()
        self.hint_box.value = "<div class='ogrelab-coach-note'>The coach is weighing your actions longer...</div>"
        self._cache[key] = evaluate(self.board.game, seat, budget=self.budget * factor)
        self._shown_key = None
        self.update()

    def _key(self):
        g = self.board.game
        return (id(g), tuple(g.history), self.board.view)

    def update(self) -> None:
        """Bring the hint up to date with the board (the board calls this after every redraw)."""
        self._update()
        display = "" if self.hint_button.value and self.frame is not None else "none"
        if self.longer_button.layout.display != display:
            self.longer_button.layout.display = display

    def _update(self) -> None:
        if not self.hint_button.value:
            if self._shown_key is not None or self.hint_box.value:
                self.hint_box.value = ""
                self._shown_key = None
            self.frame = None
            return
        key = self._key()
        if key == self._shown_key:
            return
        self._shown_key = key
        seat = self.seat()
        if seat is None:
            g = self.board.game
            why = ("The game is over." if g.is_over else
                   f"The hint shows on your own decisions; {html.escape(g.seat_names[g.current_player])} "
                   f"is to decide now.")
            self.frame = None
            self.hint_box.value = f"<div class='ogrelab-coach-note'>{why}</div>"
            return
        if len(self.board.game.legal_actions()) == 1:
            self.frame = None
            self.hint_box.value = "<div class='ogrelab-coach-note'>Only one action is legal here.</div>"
            return
        frame = self._cache.get(key)
        if frame is None:
            from ..analysis.coach import evaluate
            self.hint_box.value = "<div class='ogrelab-coach-note'>The coach is weighing your actions...</div>"
            frame = evaluate(self.board.game, seat, budget=self.budget)
            self._cache[key] = frame
        self.frame = frame
        best = frame.action.iloc[0]
        outline = (f"<style>.{self._scope} .ogrelab-drawing [data-action={_css_string(best)}],"
                   f".{self._scope} .ogrelab-actions [data-action={_css_string(best)}]"
                   "{outline: 3px solid #e64980 !important; outline-offset: 2px;"
                   "box-shadow: 0 0 0 6px rgba(230, 73, 128, 0.25) !important;}</style>")
        note = (f"<div class='ogrelab-coach-note'>Win chance if every seat then plays like the "
                f"{html.escape(frame.attrs['bot'])} bot, over {frame.attrs['rounds']} deals of the hidden cards "
                f"sampled from what {html.escape(self.board.game.seat_names[seat])} knows "
                f"({frame.attrs['seconds']:.1f} s). Best: <b>{html.escape(best)}</b> (outlined in pink)."
                + (" Few deals: the intervals are wide; Think longer narrows them." if frame.attrs["rounds"] < 10
                   else "") + "</div>")
        self.hint_box.value = outline + hint_html(frame) + note

    # -------------------------------------------------------------- review
    def review_seat(self) -> int:
        """Whose moves the review judges: the board's seat, else the one person's seat, else the seat to move."""
        b = self.board
        if b.view is not None:
            return b.view
        humans = [s for s, who in enumerate(b.seats) if who == "human"]
        if len(humans) == 1:
            return humans[0]
        g = b.game
        return g.current_player if not g.is_over else humans[0] if humans else 0

    def review(self, seat: int | None = None, workers: int = 1):
        """Review the seat's decisions so far, with a progress bar; lists the costly moves to jump to."""
        from ..analysis.coach import mistakes, review
        b = self.board
        if seat is None:
            seat = self.review_seat()
        elif b.view is not None and seat != b.view:
            raise ValueError(f"review: the board shows what seat {b.view} knows; reviewing seat {seat} "
                             f"would show its hidden cards")
        record = b.game.record()
        name = b.game.seat_names[seat]
        self.progress.layout.display = ""
        self.progress.value = 0

        def step(done: int, total: int) -> None:
            self.progress.max = max(1, total)
            self.progress.value = done
            self.progress.description = f"reviewing {done}/{total}"

        self.review_box.value = f"<div class='ogrelab-coach-note'>Reviewing {html.escape(name)}'s decisions...</div>"
        try:
            frame = review(record, seat, budget=self.review_budget, workers=workers, progress=step)
        finally:
            self.progress.layout.display = "none"
        self.reviewed = frame
        counts = frame.label.value_counts()
        parts = [f"<span style='color:{_COLOURS[k]}'>{counts.get(k, 0)} {k}</span>"
                 for k in ("best", "good", "inaccuracy", "mistake", "blunder")]
        marked = mistakes(frame)
        head = (f"<b>Review of {html.escape(name)}</b>: {len(frame)} decisions with a choice: "
                + ", ".join(parts) + ".")
        if frame.empty:
            head = f"<b>Review of {html.escape(name)}</b>: no decision with a choice yet."
        elif marked.empty:
            head += " No move lost a clear win chance."
        else:
            head += " Click a move to go back to it:"
        self.review_box.value = head
        buttons = []
        for row in marked.itertuples(index=False):
            btn = W.Button(description=f"move {row.move}: {row.label}",
                           tooltip=f"played {row.action} ({row.win_after:.0%}); best {row.best} "
                                   f"({row.win_before:.0%})",
                           layout=W.Layout(width="auto"))
            btn.style.button_color = "#fff4e6" if row.label != "blunder" else "#ffe3e3"
            btn.add_class("ogrelab-review-move")
            btn.on_click(b._guard(lambda _b, m=int(row.move): self.board.goto(m)))
            buttons.append(btn)
        for old in self.review_list.children:
            old.close()
        self.review_list.children = buttons
        return frame


def _mount(board, panel: W.Widget) -> None:
    """Put the panel under the board's action buttons (or at the end of the board)."""
    for child in board.widget.children:
        if "ogrelab-main" in getattr(child, "_dom_classes", ()) and child.children:
            left = child.children[0]
            left.children = tuple(left.children) + (panel,)
            return
    board.widget.children = tuple(board.widget.children) + (panel,)
