"""The coach on the board: a Hint of how good each action is, and a Review of the game.

The panel sits beside the table, at the top of the board's right column.
**Hint** (off until pressed) shows, for the person's seat when it is theirs to
decide, the coach's evaluation of every legal action
(:func:`ogrelab.analysis.evaluate`: the win chance if every seat then plays
like the game's heuristic bot, sampled from that seat's view only), grouped:
the actions the sampled worlds cannot tell apart are said to be about equal
rather than ranked on noise, and with too few worlds the hint says so instead
of showing intervals. The best actions are outlined on the table (when they
are at most half of the actions and fit the ranking), on the element the person touches first
(for a two-click decision, the card to pick up; where it goes is dashed).
With a second core the hint plays twice the worlds (:func:`hint_workers`).
**Review** goes through the seat's decisions so
far (:func:`ogrelab.analysis.review`) with a progress bar, draws the win
chance over the game with the marked moves, and lists the inaccuracies,
mistakes and blunders; a click on one takes the board back to that decision,
says what was better and why, and outlines the better move on the table.

The hint never uses hidden information: it is computed from the deciding
seat's ``view`` alone, and shown only when that seat is a person's and the
board draws the game as that seat (or everything, for teaching).
"""

from __future__ import annotations

import collections
import functools
import html
import itertools

import ipywidgets as W

from ..bots import cores
from ..coach import LONGER, MIN_WORLDS, Z, Workers, costly, evaluate, review

#: Seconds the hint samples per decision; the review's seconds per decision.
HINT_SECONDS = 1.0
REVIEW_SECONDS = 0.5
#: Rows of the hint: the best actions; the others are counted.
HINT_ROWS = 8
#: Seconds after which the hint's worker, unused, is let go (a board left open in a kernel on a
#: shared server then holds no process; the next hint starts it again).
HINT_IDLE = 300.0
#: The review chart's width in pixels: it fits the side column at its narrowest (260 px, less the
#: coach's border and padding), since a plotly widget cannot read its box's width when drawn.
CHART_WIDTH = 244
#: The review's labels as text (each word in its colour, dark enough to read on white).
_COLOURS = {"best": "#2b7a3a", "good": "#4f7f0a", "unclear": "#67707a", "inaccuracy": "#a35f00",
            "mistake": "#b8480d", "blunder": "#c92a2a"}
#: The hint's outline (the best actions) and the review's (the better move at a marked decision).
HINT_COLOUR = "#e64980"
BETTER_COLOUR = "#7048e8"
_ids = itertools.count(1)


@functools.lru_cache(maxsize=None)
def hint_workers() -> Workers | None:
    """The worker process the hints of every board in this Python share (started by a hint, let
    go after :data:`HINT_IDLE` seconds unused): one where this process may use a second core, so
    a hint plays twice the worlds in its second; none on one core or in a browser's Python
    (Pyodide has no processes)."""
    return Workers(1, idle=HINT_IDLE) if cores() >= 2 else None


_CSS = """
<style>
.ogrelab-coach { border: 1px solid #dee2e6; border-radius: 4px; padding: 4px 6px; background: #fff; }
.ogrelab-coach .ogrelab-coach-note { color: #495057; font-size: 12px; line-height: 1.35; margin: 2px 0; }
.ogrelab-coach .ogrelab-coach-head { font-size: 13px; margin: 2px 0 4px; line-height: 1.35; }
.ogrelab-coach .widget-html-content { line-height: 1.35; }
.ogrelab-coach table.ogrelab-hint-table { border-collapse: collapse; font-size: 12.5px; width: 100%; }
.ogrelab-coach table.ogrelab-hint-table td { padding: 1px 4px 1px 0; vertical-align: middle; line-height: 1.25; }
.ogrelab-coach table.ogrelab-hint-table td.ogrelab-hint-action { word-break: break-word; }
.ogrelab-coach table.ogrelab-hint-table td.ogrelab-hint-win { text-align: right; white-space: nowrap; }
.ogrelab-coach table.ogrelab-hint-table td.ogrelab-hint-vs { color: #495057; white-space: nowrap; font-size: 11.5px; }
.ogrelab-coach tr.ogrelab-hint-columns td { color: #5c6670; font-size: 11px; }
.ogrelab-coach tr.ogrelab-hint-group td { color: #495057; font-size: 11.5px; padding-top: 4px;
  border-bottom: 1px solid #e9ecef; }
.ogrelab-coach tr.ogrelab-hint-best td.ogrelab-hint-action { font-weight: 600; }
.ogrelab-coach .ogrelab-bar { position: relative; height: 10px; width: 70px; background: #f1f3f5;
  border: 1px solid #dee2e6; }
.ogrelab-coach .ogrelab-bar span { position: absolute; top: 0; bottom: 0; left: 0; background: #748ffc; }
.ogrelab-coach .ogrelab-bar i { position: absolute; top: 4px; height: 2px; background: #212529; }
.ogrelab-coach tr.ogrelab-hint-best .ogrelab-bar span { background: """ + HINT_COLOUR + """; }
.ogrelab-coach .ogrelab-review-note { font-size: 12.5px; line-height: 1.35; background: #f3f0ff;
  border-left: 4px solid """ + BETTER_COLOUR + """; padding: 3px 6px; margin: 4px 0; }
.ogrelab-coach .ogrelab-review-note:empty { display: none; }
.ogrelab-coach .ogrelab-review-list { gap: 3px; }
.ogrelab-coach .ogrelab-review-list button { font-size: 12px; height: 24px; }
</style>
"""


def _css_string(text: str) -> str:
    """An action text as a quoted CSS string (for an attribute selector)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\a ") + '"'


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def touched(texts, touch) -> tuple[list[str], list[str]]:
    """Where a person makes these actions on the table: the selectors of the element touched first
    (the ``data-action`` one-click element, or the ``data-pick`` element of a two-click decision)
    and of the second elements (``data-key``, where a picked thing goes). Buttons are not included."""
    first, second = [], []
    if touch is None:
        return first, second
    clicks = {text: key for key, text in touch.click.items()}
    picks = {text: (key, target) for key, targets in touch.pick.items() for target, text in targets.items()}
    for text in texts:
        if text in clicks:
            first.append(f"[data-action={_css_string(text)}]")
        elif text in picks:
            key, target = picks[text]
            first.append(f"[data-pick={_css_string(key)}]")
            second.append(f"[data-key={_css_string(target)}]")
    return list(dict.fromkeys(first)), list(dict.fromkeys(second))


def outline_css(scope: str, texts, touch, colour: str, word: str = "best") -> str:
    """A style that outlines these actions on the board ``scope``: dotted with a halo on the element
    touched first (a line style no other mark of the table uses, so it is told apart without its
    colour), dashed where a picked thing goes; the action buttons are outlined and end in ``word``."""
    first, second = touched(texts, touch)
    out = []
    if first:
        out.append(", ".join(f".{scope} .ogrelab-drawing {s}" for s in first)
                   + f"{{outline: 4px dotted {colour} !important; outline-offset: 2px;"
                     f"box-shadow: 0 0 0 6px {colour}40 !important;}}")
    if second:
        out.append(", ".join(f".{scope} .ogrelab-drawing {s}" for s in second)
                   + f"{{outline: 3px dashed {colour} !important; outline-offset: 1px;}}")
    buttons = [f".{scope} .ogrelab-actions [data-action={_css_string(t)}]" for t in texts]
    if buttons:
        out.append(", ".join(buttons) + f"{{outline: 2px solid {colour} !important; outline-offset: 1px;}}")
        out.append(", ".join(f"{b}::after" for b in buttons)
                   + f"{{content: {_css_string(' - ' + word)}; font-weight: 600;}}")
    return "<style>" + "".join(out) + "</style>" if out else ""


class _Row:
    """A row of the coach's results read as attributes (``row.win``)."""

    __slots__ = ("_row",)

    def __init__(self, row: dict):
        self._row = row

    def __getattr__(self, key: str):
        try:
            return self._row[key]
        except KeyError:
            raise AttributeError(key) from None


def outlined(frame) -> bool:
    """Whether the hint outlines its first group on the table: only where the worlds are enough to
    tell (:data:`~ogrelab.coach.MIN_WORLDS`) and the group is at most half of the actions and no
    longer than the ranking (:data:`HINT_ROWS`). Outlining 28 actions of 30, or 22 of 52, would
    point at nothing; then the hint says how many are clearly worse instead."""
    if frame is None or frame.groups() < 2 or frame.attrs.get("rounds", 0) < MIN_WORLDS:
        return False
    size = sum(r["group"] == 1 for r in frame)
    return 2 * size <= len(frame) and size <= HINT_ROWS


def hint_html(frame, rows: int = HINT_ROWS) -> str:
    """The evaluation of one decision as a compact table, grouped: the actions the worlds cannot
    tell apart share a group ("about equal"); each row has its win chance, and its gap from the
    best on the same worlds where the worlds are enough to show one."""
    few = frame.attrs.get("rounds", 0) < MIN_WORLDS
    groups = frame.groups()
    marked = outlined(frame)
    out = ["<table class='ogrelab-hint-table'><tr class='ogrelab-hint-columns'><td>action</td>"
           f"<td colspan='2'>{'worlds won' if few else 'win chance'}</td><td>{'' if few else 'vs best'}</td></tr>"]
    last_group = None
    for i, row in enumerate(_Row(r) for r in frame[:rows]):
        if row.group != last_group and not few:
            size = sum(r["group"] == row.group for r in frame)
            if row.group == 1:
                title = ("all about equal: the worlds cannot tell them apart" if groups == 1 and size > 1 else
                         f"best, about equal ({size}{'; outlined' if marked else ''})" if size > 1 else
                         "best (outlined)")
            else:
                title = ("clearly worse" if row.group == 2 else "worse still") + (f" ({size}, about equal)" if size > 1 else "")
            out.append(f"<tr class='ogrelab-hint-group'><td colspan='4'>{title}</td></tr>")
            last_group = row.group
        if few:
            # what it won in its own worlds (a draw a half), not the win chance leaned on the others
            wins = round(row.won * row.samples, 1)
            wins = int(wins) if wins == int(wins) else wins
            chance, bar, versus = f"won {wins} of {row.samples}", "", ""
        else:
            width = max(0.0, min(1.0, row.win)) * 100
            lo, hi = row.win_lo * 100, row.win_hi * 100
            chance = _pct(row.win)
            bar = (f"<div class='ogrelab-bar' title='{_pct(row.win_lo)}-{_pct(row.win_hi)} (95 %)'>"
                   f"<span style='width:{width:.1f}%'></span>"
                   + (f"<i style='left:{lo:.1f}%;width:{max(hi - lo, 0.5):.1f}%'></i>"
                      if row.samples >= MIN_WORLDS else "") + "</div>")
            if i == 0:
                versus = ""
            elif row.group == 1:
                versus = "about equal"
            elif row.samples < MIN_WORLDS:
                versus = f"set aside after {row.samples} worlds"
            else:
                versus = f"{100 * row.gap:+.0f}% &plusmn;{100 * Z * row.gap_se:.0f}"
        preview = row.preview
        tip = html.escape(f"{row.samples} sampled worlds" + (f"; {preview}" if preview else ""), quote=True)
        out.append(
            f"<tr class='{'ogrelab-hint-best' if row.group == 1 and marked else ''}' title='{tip}' "
            f"data-hint-action='{html.escape(row.action, quote=True)}'>"
            f"<td class='ogrelab-hint-action'>{html.escape(row.action)}</td><td>{bar}</td>"
            f"<td class='ogrelab-hint-win'>{chance}</td><td class='ogrelab-hint-vs'>{versus}</td></tr>")
    out.append("</table>")
    if len(frame) > rows:
        rest = frame[rows:]
        worse = all(r["group"] > 1 for r in rest)
        out.append(f"<div class='ogrelab-coach-note'>and {len(rest)} more actions"
                   + (", all clearly worse than the best" if worse and not few else "")
                   + (f", the lowest at {_pct(rest[-1]['win'])}" if not few else "") + ".</div>")
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
        self.chart = None          # the review's chart (a plotly FigureWidget), once reviewed
        self._line: list[str] = []  # the actions of the line the review judged
        self._marks: dict = {}     # move -> review row, for the marked moves
        self._cache: dict = {}
        self._shown_key = None
        self._note_key = None
        self._scope = f"ogrelab-coach-{next(_ids)}"
        board.widget.add_class(self._scope)

        self.hint_button = W.ToggleButton(value=False, description="Hint", icon="",
                                          tooltip="how good each of your actions is, from what your seat knows",
                                          layout=W.Layout(width="auto"))
        self.hint_button.add_class("ogrelab-hint")
        self.longer_button = W.Button(description="Think longer",
                                      tooltip=f"deal more worlds: each press adds {LONGER:g} times the hint's time, "
                                              f"the worlds so far kept",
                                      layout=W.Layout(width="auto", display="none"))
        self.longer_button.add_class("ogrelab-hint-longer")
        self.review_button = W.Button(description="Review", tooltip="how good were your moves so far?",
                                      layout=W.Layout(width="auto"))
        self.review_button.add_class("ogrelab-review")
        self.hint_box = W.HTML()
        self.hint_box.add_class("ogrelab-hint-box")
        # a line of its own under the buttons: beside them, the bar had no width left in the column
        self.progress = W.IntProgress(min=0, max=1, value=0, description="reviewing",
                                      style={"description_width": "initial"},
                                      layout=W.Layout(display="none", width="100%"))
        self.progress.add_class("ogrelab-review-progress")
        self.review_box = W.HTML()
        self.review_box.add_class("ogrelab-review-summary")
        self.chart_box = W.VBox(layout=W.Layout(width="100%"))
        self.chart_box.add_class("ogrelab-review-chart")
        self.review_note = W.HTML()
        self.review_note.add_class("ogrelab-review-note-box")
        self.review_list = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.review_list.add_class("ogrelab-review-list")
        self.hint_button.observe(board.guard_change(lambda c: self.show_hint(c["new"])), "value")
        self.review_button.on_click(board.guard(lambda _b: self.review()))
        self.longer_button.on_click(board.guard(lambda _b: self.think_longer()))
        bar = W.HBox([self.hint_button, self.longer_button, self.review_button, self.progress],
                      layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = W.VBox([W.HTML(_CSS), bar, self.hint_box, self.review_box, self.review_note,
                              self.review_list, self.chart_box], layout=W.Layout(width="auto"))
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

    def think_longer(self, factor: float = LONGER) -> None:
        """Go on weighing the current decision for ``factor`` times the hint's budget, on new worlds
        added to those it has (the Think longer button: each press narrows the hint further)."""
        seat = self.seat()
        if seat is None or not self.hint_button.value:
            raise ValueError("think longer: the hint is off or it is not your decision now")
        key = self._key()
        seconds = self.budget * factor
        self.hint_box.value = (f"<div class='ogrelab-coach-note'>The coach is dealing more worlds for about "
                               f"{seconds:.0f} s, keeping the ones it has...</div>")
        earlier = self._cache.get(key)
        self._cache[key] = evaluate(self.board.game, seat, budget=seconds, workers=hint_workers(), more=earlier)
        self._shown_key = None
        self.update()

    def _key(self):
        g = self.board.game
        return (id(g), tuple(g.history), self.board.view)

    def best(self) -> list[str]:
        """The actions the hint outlines: the group the worlds cannot tell from the first, where
        :func:`outlined` (enough worlds; at most half of the actions, and no more than the ranking's rows)."""
        f = self.frame
        return [r["action"] for r in f if r["group"] == 1] if outlined(f) else []

    def update(self) -> None:
        """Bring the hint and the review's note up to date with the board (the board calls this after every redraw)."""
        self._update()
        display = "" if self.hint_button.value and self.frame is not None else "none"
        if self.longer_button.layout.display != display:
            self.longer_button.layout.display = display
        self._update_note()

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
            self.hint_box.value = "<div class='ogrelab-coach-note'>The coach is weighing your actions...</div>"
            frame = evaluate(self.board.game, seat, budget=self.budget, workers=hint_workers())
            if frame.attrs["rounds"] < MIN_WORLDS:
                # a slow or busy machine: too few worlds to say anything, so look longer once at
                # once rather than show "too few" and leave the person to ask
                self.hint_box.value = (f"<div class='ogrelab-coach-note'>Only {frame.attrs['rounds']} worlds "
                                       f"in {frame.attrs['seconds']:.1f} s, too few to tell your actions apart: "
                                       f"the coach goes on for about {self.budget * LONGER:.0f} s more...</div>")
                frame = evaluate(self.board.game, seat, budget=self.budget * LONGER, workers=hint_workers(),
                                 more=frame)
            self._cache[key] = frame
        self.frame = frame
        self.hint_box.value = self._hint_head(frame, seat) + hint_html(frame) + self._hint_foot(frame, seat)

    def _hint_head(self, frame, seat: int) -> str:
        n, seconds = frame.attrs["rounds"], frame.attrs["seconds"]
        best = self.best()
        outline = ""
        if best:
            _, touch, _ = self.board.session.offer()
            outline = outline_css(self._scope, best, touch, HINT_COLOUR)
        names = ", ".join(f"<b>{html.escape(t)}</b>" for t in best[:4]) + (f" and {len(best) - 4} more"
                                                                            if len(best) > 4 else "")
        if n < MIN_WORLDS:
            head = (f"Only {n} worlds in {seconds:.1f} s: too few to tell your actions apart, so none is "
                    f"outlined and no win chances are shown. <i>Think longer</i> samples more.")
        elif not best and frame.groups() < 2:
            head = (f"Over {n} worlds your {len(frame)} actions are about equal: none is clearly "
                    f"better. <i>Think longer</i> looks closer.")
        elif not best:
            worse = [r["action"] for r in frame if r["group"] > 1]
            bold = [f"<b>{html.escape(t)}</b>" for t in worse]
            named = (("only " + " and ".join([", ".join(bold[:-1]), bold[-1]] if len(bold) > 1 else bold))
                     if len(worse) <= 4 else f"the other {len(worse)}")
            head = (f"Over {n} worlds {len(frame) - len(worse)} of your {len(frame)} actions are about "
                    f"equal and best, too many to outline; {named} {'is' if len(worse) == 1 else 'are'} "
                    f"clearly worse. <i>Think longer</i> narrows them.")
        elif len(best) == 1:
            head = f"Best: {names} (outlined on the table, dotted)."
        else:
            head = f"About equal and best: {names} (outlined on the table, dotted)."
        return outline + f"<div class='ogrelab-coach-head'>{head}</div>"

    def _hint_foot(self, frame, seat: int) -> str:
        n, seconds = frame.attrs["rounds"], frame.attrs["seconds"]
        margin = (" vs best: the difference on the same worlds, with its 95 % margin."
                  if n >= MIN_WORLDS and frame.groups() > 1 else "")
        return (f"<div class='ogrelab-coach-note'>Win chance if every seat then plays like the "
                f"{html.escape(frame.attrs['bot'])} bot, over {n} worlds ({seconds:.1f} s"
                f"{' on ' + str(frame.attrs['shares']) + ' cores' if frame.attrs.get('shares', 1) > 1 else ''}) dealt from what "
                f"{html.escape(self.board.game.seat_names[seat])} knows.{margin}</div>")

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

    def review(self, seat: int | None = None, workers: int | None = None):
        """Review the seat's decisions so far, with a progress bar; draws the win chance over the game
        and lists the costly moves to jump to. ``workers``: processes the decisions are spread over
        (None: two where the machine has a second core, as the hint's worlds, else one)."""
        b = self.board
        if workers is None:
            workers = 2 if hint_workers() is not None else 1
        if seat is None:
            seat = self.review_seat()
        elif b.view is not None and seat != b.view:
            raise ValueError(f"review: the board shows what seat {b.view} knows; reviewing seat {seat} "
                             f"would show its hidden cards")
        record = b.game.record()
        name = b.game.seat_names[seat]
        for old in self.review_list.children:      # the last review's marks go with its chart
            old.close()
        self.review_list.children = []
        self.progress.layout.display = ""
        self.progress.value = 0

        def step(done: int, total: int) -> None:
            self.progress.max = max(1, total)
            self.progress.value = done
            self.progress.description = f"reviewing {done}/{total}"

        self.review_box.value = f"<div class='ogrelab-coach-note'>Reviewing {html.escape(name)}'s decisions...</div>"
        self._chart_frame()
        try:
            frame = review(record, seat, budget=self.review_budget, workers=workers, progress=step)
        except BaseException:
            self.chart_box.children = []        # no empty "reviewing..." frame left behind
            raise
        finally:
            self.progress.layout.display = "none"
        self.reviewed = frame
        self._line = list(record["actions"])
        marked = [r for r in frame if costly(r["label"])]
        self._marks = {int(r["move"]): r for r in marked}
        counts = collections.Counter(r["label"] for r in frame)
        parts = [f"<span style='color:{_COLOURS[k]}'>{counts.get(k, 0)}&nbsp;{k}</span>"
                 for k in ("best", "good", "unclear", "inaccuracy", "mistake", "blunder")]
        head = (f"<b>Review of {html.escape(name)}</b>: {len(frame)} decisions with a choice: "
                + ", ".join(parts) + ".")
        if not frame:
            head = f"<b>Review of {html.escape(name)}</b>: no decision with a choice yet."
        elif not marked:
            head += " No move lost a win chance that the worlds could establish."
        else:
            head += " Click a marked move to go back to it and see the better one."
        if counts.get("unclear", 0):
            head += " Unclear: the worlds could not tell whether the move lost anything."
        self.review_box.value = f"<div class='ogrelab-coach-head'>{head}</div>"
        buttons = []
        for row in marked:
            btn = W.Button(description=f"move {int(row['move']) + 1}: {row['label']}", tooltip=row["why"],
                           layout=W.Layout(width="auto"))
            btn.style.button_color = "#fff4e6" if row["label"] != "blunder" else "#ffe3e3"
            btn.add_class("ogrelab-review-move")
            btn.on_click(b.guard(lambda _b, m=int(row["move"]): self.jump(m)))
            buttons.append(btn)
        for old in self.review_list.children:
            old.close()
        self.review_list.children = buttons
        self._draw_chart(frame)
        self._note_key = None
        self._update_note()
        return frame

    def jump(self, move: int) -> None:
        """Go back to a reviewed decision: the board shows it, the note says what was better, and why."""
        self.board.goto(move)
        self._note_key = None
        self._update_note()
        row = self._marks.get(self.board.game.ply)
        if row is not None and self.review_note.value:
            # the better move, outlined on the table, brought into the window
            first, _ = touched([row["best"]], self.board.session.offer()[1])
            if first:
                self.board.drawing.bring_into_view(first[0])

    def _chart_frame(self) -> None:
        """The review chart's frame, empty, shown as a review starts: the browser loads the chart's
        code (some megabytes the first time) while the decisions are judged, and the chart is filled
        in place when they are, instead of appearing seconds after the summary. A chart drawn
        before is emptied, not left showing the last review's moves under the new summary."""
        if self.chart is not None:
            with self.chart.batch_update():
                self.chart.data = ()
                self.chart.layout.title.text = "Your win chance: reviewing..."
            self.chart_box.children = [self.chart]
            return
        try:
            import plotly.graph_objects as go
        except ImportError:   # in a browser without pandas and plotly: the list and the notes only
            return
        chart = go.FigureWidget(layout=_chart_layout("Your win chance: reviewing..."))
        chart.update_xaxes(showticklabels=False)
        chart.update_yaxes(range=[0, 1], tickformat=".0%")
        self.chart = chart
        self.chart_box.children = [chart]

    def _draw_chart(self, frame) -> None:
        """The win chance over the game, the marked moves on it; a click on a mark jumps to it."""
        if not frame:
            self.chart_box.children = []
            return
        try:
            from ..analysis import charts
        except ImportError:   # in a browser without pandas and plotly: the list and the notes only
            self.chart_box.children = [W.HTML("<div class='ogrelab-coach-note'>The chart of the win chance "
                                              "needs plotly and pandas (on a Jupyter server).</div>")]
            return
        # moves numbered as the moves list and the line above the table number them: the first is 1
        # (the review's rows give the position's index in the record, the decision before the move)
        shown = frame.frame()
        shown["move"] += 1
        fig = charts.review(shown)
        fig.update_layout(_chart_layout("Your win chance, move by move"))
        if self.chart is None:
            self._chart_frame()
        chart = self.chart
        with chart.batch_update():          # one message: the old traces out, the new in, the axes
            chart.data = ()
            chart.add_traces(list(fig.data))
            chart.layout = fig.layout
        for trace in chart.data:
            if trace.name in ("inaccuracy", "mistake", "blunder"):
                trace.on_click(self.board.guard(lambda _t, points, _s: self.jump(int(points.xs[0]) - 1)
                                                 if points.xs else None))
        self.chart_box.children = [chart]

    def _update_note(self) -> None:
        """At a marked decision of the reviewed line: what was better and why, and the better move outlined."""
        g = self.board.game
        ply = g.ply
        row = self._marks.get(ply)
        key = (id(g), ply, self.board.session.version, id(self.reviewed))
        if key == self._note_key:
            return
        self._note_key = key
        if row is None or g.history != self._line[:ply] or g.is_over:
            if self.review_note.value:
                self.review_note.value = ""
            return
        _, touch, _ = self.board.session.offer()
        outline = outline_css(self._scope, [row["best"]], touch, BETTER_COLOUR, "better")
        self.review_note.value = (
            outline + f"<div class='ogrelab-review-note'><b>Move {ply + 1}, {row['label']}:</b> you played "
            f"<b>{html.escape(row['action'])}</b>. {html.escape(row['why'])} The better move, "
            f"<b>{html.escape(row['best'])}</b>, is outlined in violet on the table (dotted).</div>")


def _chart_layout(title: str) -> dict:
    """The review chart's size and layout in the side column (:data:`CHART_WIDTH`)."""
    return dict(title=dict(text=title, font_size=13, x=0.02), width=CHART_WIDTH, height=270,
                margin=dict(l=46, r=8, t=30, b=36), template="plotly_white",
                xaxis_title=dict(text="move", standoff=4), yaxis_title=None,
                legend=dict(orientation="h", x=0, y=-0.3, yanchor="top", font_size=11))


def _mount(board, panel: W.Widget) -> None:
    """Put the panel beside the table: at the top of the board's right column, under the tools
    (or at the end of the board)."""
    for child in board.widget.children:
        if "ogrelab-main" in getattr(child, "_dom_classes", ()) and len(child.children) > 1:
            right = child.children[1]
            items = list(right.children)
            at = 2 if len(items) >= 2 else len(items)
            right.children = tuple(items[:at] + [panel] + items[at:])
            return
    board.widget.children = tuple(board.widget.children) + (panel,)
