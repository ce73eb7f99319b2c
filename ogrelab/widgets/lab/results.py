"""The lower half of the lab's page: Run and Stop, the progress, what went wrong, the answer, the
charts, the figures and the downloads. :class:`Results` is the outlet the run side reports to
(``work.Outlet``)."""

from __future__ import annotations

import html
import json
from typing import Any, Callable

import ipywidgets as W

from .report import GRID


class Results:
    """The widgets that show a run; ``places`` are their places on the page, in order."""

    def __init__(self, on_run: Callable[[], None], on_stop: Callable[[], None]):
        self.error: str = ""
        self.run_button = W.Button(description="Ask", button_style="primary", icon="play",
                                   layout=W.Layout(width="9em"))
        self.run_button.add_class("ogrelab-lab-run")
        self.run_button.on_click(self.guard(on_run))
        self.stop_button = W.Button(description="Stop", icon="stop", disabled=True,
                                    tooltip="stop after the batches under way; what was played stays",
                                    layout=W.Layout(width="8em"))
        self.stop_button.add_class("ogrelab-lab-stop")
        self.stop_button.on_click(self.guard(on_stop))
        self.progress = W.IntProgress(value=0, min=0, max=1, description="",
                                      layout=W.Layout(width="24em"))
        self.progress.add_class("ogrelab-lab-progress")
        self.status = W.HTML()
        self.status.add_class("ogrelab-lab-status")
        self.error_box = W.HTML(layout=W.Layout(display="none"))
        self.error_box.add_class("ogrelab-lab-error")

        self.answer_box = W.HTML()
        self.answer_box.add_class("ogrelab-lab-answer")
        self.summary = W.HTML()
        self.summary.add_class("ogrelab-lab-summary")
        self.downloads = W.HTML()
        self.downloads.add_class("ogrelab-lab-download")
        # Charts are plotly's JSON in Output widgets: the page's plotly renderer draws them,
        # and an Output's outputs can be replaced whole from the run's thread.
        self.figures = {key: W.Output(layout=W.Layout(width="100%", min_height="40px"))
                        for key in (*GRID, "extra")}
        for key, out in self.figures.items():
            out.add_class("ogrelab-lab-chart")
            out.add_class(f"ogrelab-lab-chart-{key}")
        self.chart_boxes = {key: W.Box([self.figures[key]], layout=W.Layout(width="50%", min_width="420px"))
                            for key in GRID}
        self.extra_box = W.Box([self.figures["extra"]], layout=W.Layout(width="100%", display="none"))
        self.extra_box.add_class("ogrelab-lab-extra")
        self.charted: dict[str, Any] = {}
        grid = W.HBox([self.chart_boxes[k] for k in GRID], layout=W.Layout(flex_flow="row wrap", width="100%"))
        grid.add_class("ogrelab-lab-charts")
        controls = W.HBox([self.run_button, self.stop_button, self.progress, self.status],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))
        self.places = (controls, self.error_box, self.answer_box, self.extra_box, self.summary, grid,
                         self.downloads)

    # ------------------------------------------------------------ errors
    def guard(self, fn: Callable[[], None]) -> Callable:
        """``fn`` as a handler whose error is shown on the page."""
        def call(*_args):
            try:
                fn()
            except Exception as e:  # noqa: BLE001 - every error must reach the person
                self.fail(e)
        return call

    def fail(self, error: BaseException) -> None:
        text = str(error) if isinstance(error, ValueError) else f"{type(error).__name__}: {error}"
        self.error = text
        self.error_box.value = f"<b>Cannot run:</b> {html.escape(text)}"
        self.error_box.layout.display = ""

    def clear_error(self) -> None:
        self.error = ""
        self.error_box.value = ""
        self.error_box.layout.display = "none"

    def clear(self) -> None:
        """No result of an earlier run stays on the page: the new run's, or an error, replaces it."""
        for out in self.figures.values():
            out.outputs = ()
        for box in self.chart_boxes.values():
            box.layout.display = ""
        self.charted.clear()
        self.extra_box.layout.display = "none"
        self.downloads.value = ""
        self.summary.value = ""
        self.answer_box.value = ""
        self.status.value = ""
        self.progress.value = 0

    # ------------------------------------------------------------ the outlet
    def say(self, status: str) -> None:
        self.status.value = status

    def advance(self, done: int, total: int | None = None) -> None:
        if total is not None:
            self.progress.max = max(1, total)
        self.progress.value = min(self.progress.max, done)

    def busy(self, running: bool) -> None:
        self.run_button.disabled = running
        self.stop_button.disabled = not running

    def draw(self, key: str, fig) -> None:
        """Show a plotly figure in the chart place ``key`` (replacing what was there)."""
        fig.update_layout(height=max(380, fig.layout.height or 0) if key == "extra" else 380,
                          autosize=True)
        spec = json.loads(fig.to_json())
        spec["config"] = {"displaylogo": False, "responsive": True}
        self.charted[key] = fig
        if key in self.chart_boxes:
            self.chart_boxes[key].layout.display = ""
        self.figures[key].outputs = ({"output_type": "display_data", "metadata": {},
                                      "data": {"application/vnd.plotly.v1+json": spec,
                                               "text/plain": f"<{fig.layout.title.text}>"}},)

    def hide(self, key: str) -> None:
        self.figures[key].outputs = ()
        self.charted.pop(key, None)
        self.chart_boxes[key].layout.display = "none"

    def show_extra(self, shown: bool) -> None:
        self.extra_box.layout.display = "" if shown else "none"

    def show_answer(self, html_text: str) -> None:
        self.answer_box.value = html_text

    def show_summary(self, html_text: str) -> None:
        self.summary.value = html_text

    def offer(self, html_text: str) -> None:
        self.downloads.value = html_text
