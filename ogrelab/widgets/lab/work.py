"""The run side of the lab: a plan played in a background thread, what it plays kept, and what
the page should show told to an :class:`Outlet`. No widgets here: a test can drive a question
with an outlet that only records.

A plan is a dict of plain values, checked before anything is played: ``mode``, ``bots``, ``seed``,
``deals``, ``seating``, ``options``, ``cap``, ``workers``, ``labels`` (each run's name by its
options) and what the question adds (``jobs``, ``other``, ``params``, ``rungs``...)."""

from __future__ import annotations

import threading
import time
import traceback
from typing import Callable, Protocol

import pandas as pd

from .game import LabGame
from .report import downloads_html, frame_charts, labelled, summary_html

#: Charts are redrawn at most this often while games come in (seconds).
REDRAW_EVERY = 1.0


class Outlet(Protocol):
    """What the run side tells the page (``results.Results`` on the page)."""

    def say(self, status: str) -> None:
        """The status line."""

    def advance(self, done: int, total: int | None = None) -> None:
        """The progress bar: ``done`` of ``total`` (the total set before stays, where none is given)."""

    def draw(self, key: str, fig) -> None:
        """A plotly figure in the chart place ``key``."""

    def hide(self, key: str) -> None:
        """A chart place emptied and hidden."""

    def show_extra(self, shown: bool) -> None:
        """The wide chart place (a sweep's, a tuning's or a ladder's) shown or hidden."""

    def show_answer(self, html_text: str) -> None:
        """The answer's card."""

    def show_summary(self, html_text: str) -> None:
        """The figures under the charts."""

    def offer(self, html_text: str) -> None:
        """The download links."""

    def fail(self, error: BaseException) -> None:
        """An error, shown on the page."""

    def busy(self, running: bool) -> None:
        """A run started (Run off, Stop on) or ended."""


class Work:
    """The questions a lab plays, one at a time, and what the last one played: ``frame`` (its
    games), ``trials`` (a tuning's), ``ladder`` (a skill ladder's) and ``answer`` (an Ask's or a
    Compare's ``Answer``)."""

    def __init__(self, game: LabGame, out: Outlet):
        self.game, self.out = game, out
        self.stopping = threading.Event()
        self.thread: threading.Thread | None = None
        self.clear()

    def clear(self) -> None:
        self.frame, self.trials, self.ladder, self.answer = pd.DataFrame(), pd.DataFrame(), pd.DataFrame(), None

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def stopped(self) -> bool:
        """Whether Stop was pressed: the analysis asks this between batches."""
        return self.stopping.is_set()

    def start(self, play: Callable[[Work, dict], None], plan: dict, background: bool = True) -> None:
        """``play(work, plan)`` in a thread (here, and return after, where not ``background``)."""
        self.stopping.clear()
        self.out.say("starting...")
        self.out.busy(True)
        if background:
            self.thread = threading.Thread(target=self.run, args=(play, plan), daemon=True)
            self.thread.start()
        else:
            self.run(play, plan)

    def run(self, play: Callable[[Work, dict], None], plan: dict) -> None:
        """``play(work, plan)``, its error shown on the page, never lost in the thread."""
        try:
            play(self, plan)
        except Exception as e:  # noqa: BLE001 - shown on the page, never lost in the thread
            self.out.fail(e)
            self.out.say("stopped by an error")
            traceback.print_exc()
        finally:
            self.out.busy(False)

    def stop(self) -> None:
        """Stop after the batches under way; the games played so far stay, charted."""
        self.stopping.set()
        self.out.say("stopping after the games under way...")

    def wait(self, timeout: float | None = None) -> None:
        if self.thread is not None:
            self.thread.join(timeout)

    def watch(self, plan: dict, say: Callable[[int, int], str], total: int):
        """An ``on_batch`` for the answers: the progress bar, the status and (now and then) charts."""
        self.out.advance(0, total)
        last = [0.0]

        def seen(frame: pd.DataFrame) -> None:
            deals = int(frame["seed"].nunique()) if len(frame) else 0
            self.out.advance(deals)
            self.out.say(say(deals, len(frame)))
            now = time.perf_counter()
            if now - last[0] >= REDRAW_EVERY and not self.stopped():
                self.show(frame, plan, final=False)
                last[0] = time.perf_counter()
        return seen

    def show(self, frame: pd.DataFrame, plan: dict, final: bool) -> None:
        """A frame of played games: kept, charted and summed up; offered for download once final."""
        if frame.empty:
            return
        frame = labelled(frame, plan)
        self.frame = frame
        for key, fig in frame_charts(self.game, frame, plan).items():
            if fig is None:
                self.out.hide(key)
            else:
                self.out.draw(key, fig)
        self.out.show_extra(plan["mode"] == "Sweep")
        self.out.show_summary(summary_html(self.game, frame, plan, final))
        if final:
            self.out.offer(downloads_html(frame, f"{self.game.name}-{plan['mode'].lower()}"))
