"""The board's standings chart: what the game measures, per seat, over the line of play.

It is a plotly ``FigureWidget`` made the first time its panel opens (plotly
takes about 2 s to import and 5 MB of script per page), and redrawn by data
updates only, from at most ``CHART_POINTS`` moves, so a click costs the same at
move 10 and at move 100,000. In the browser's Python there is no plotly, and
the board goes without it (:func:`can_chart`).
"""

from __future__ import annotations

import copy
import importlib.util

import ipywidgets as W

#: The chart draws at most this many points (evenly spaced over the line of play).
CHART_POINTS = 300
#: One colour per seat, the same in every panel of the chart.
COLOURS = ["#1971c2", "#e8590c", "#2b8a3e", "#9c36b5", "#c92a2a", "#0c8599", "#5c940d", "#862e9c"]
#: And one line style per seat, so that seats are told apart without their colours.
DASHES = ["solid", "dash", "dot", "dashdot", "longdash", "longdashdot"]


def can_chart() -> bool:
    """Whether plotly, which draws the standings chart, is installed here (it is not in the browser's Python)."""
    try:
        return importlib.util.find_spec("plotly") is not None
    except (ImportError, ValueError):
        return False


class StandingsChart:
    """The chart in its folding panel, drawn from a board's session as seen by ``view()``.

    ``on_toggle(open)`` is called when the person opens or closes the panel
    (the board guards it like any control); ``quietly`` is the board's context
    in which changing the panel is not taken for a person's click.
    """

    def __init__(self, session, view, quietly, on_toggle):
        self.session = session
        self._view = view
        self.quietly = quietly
        self.figure = None
        self.drawn = None
        self._layout_key = None
        self.box = W.VBox(layout=W.Layout(width="100%"))
        self.box.add_class("ogrelab-chart")
        self.panel = W.Accordion(children=[self.box], titles=("Standings chart",))
        self.panel.add_class("ogrelab-chart-panel")
        self.panel.observe(on_toggle, "selected_index")

    def shown(self) -> bool:
        return self.panel.selected_index == 0

    def forget(self) -> None:
        """Draw the whole chart again at the next redraw (a new game)."""
        self.drawn = None

    def show(self, on: bool, ply: int) -> None:
        """Open (or close) the panel; the figure is made the first time it opens."""
        on = bool(on)
        if (self.panel.selected_index == 0) != on:
            with self.quietly():
                self.panel.selected_index = 0 if on else None
        if on and self.figure is None:
            import plotly.graph_objects as go
            self.figure = go.FigureWidget(layout=dict(
                width=380, height=300, margin=dict(l=52, r=8, t=32, b=40), template="plotly_white",
                title=dict(text="Standings by move", x=0.02, y=0.98, font=dict(size=13)),
                xaxis=dict(title=dict(text="move", standoff=4)), yaxis=dict(title=dict(text="standing")),
                legend=dict(orientation="h", x=0, y=-0.22, yanchor="top"), showlegend=True))
            self.drawn = None
            # Drawn before it is shown: the page's view starts from the whole figure, so no
            # update can arrive before plotly's script has loaded there.
            self.draw(ply)
            self.box.children = [self.figure]
        elif on:
            self.draw(ply)

    def points(self) -> list[int]:
        """The moves the chart draws: every one, or CHART_POINTS of them evenly spaced, the last included."""
        n = len(self.session.line)
        step = -(-(n + 1) // CHART_POINTS)
        xs = list(range(0, n + 1, step))
        if xs[-1] != n:
            xs.append(n)
        return xs

    def draw(self, ply: int) -> None:
        """What the game measures, per seat over the line of play, one panel per measure; data updates only.

        Only an open chart is drawn, from at most CHART_POINTS moves, so a
        click's cost does not grow with the length of the game. A marker shows
        where time travel stands.
        """
        if self.figure is None or not self.shown():
            return
        s = self.session
        key = (s.version, ply, self._view())
        if key == self.drawn:
            return
        line_changed = self.drawn is None or self.drawn[0] != s.version or self.drawn[2] != key[2]
        self.drawn = key
        line = s.line
        start = s.start_standing
        xs = self.points()
        points = [start if x == 0 else line[x - 1].standing for x in xs]
        measures: list[str] = []
        for point in points:
            for m in point:
                if m not in measures:
                    measures.append(m)
        measures = measures[:3]
        now = start if ply == 0 else line[ply - 1].standing
        fig = self.figure
        axes = {m: ("y" if i == 0 else f"y{i + 1}") for i, m in enumerate(measures)}
        wanted = [(m, seat) for m in measures for seat in seats_of(points, m)]
        names = {f"{seat} ({m})": (m, seat) for m, seat in wanted}
        traces = {t.name: t for t in fig.data}
        added = [n for n in names if n not in traces]
        layout_key = tuple(measures)
        import numpy as np  # plotly's own dependency: arrays pass its checks without a copy per point

        with fig.batch_update():
            if layout_key != self._layout_key:
                self._layout_key = layout_key
                lay_out(fig, measures)
            seats = list(dict.fromkeys(seat for _, seat in wanted))
            for n in added:
                m, seat = names[n]
                colour = COLOURS[seats.index(seat) % len(COLOURS)]
                dash = DASHES[seats.index(seat) % len(DASHES)]
                fig.add_scatter(name=n, legendgroup=seat, showlegend=(m == measures[0]), mode="lines",
                                line=dict(shape="hv", color=colour, dash=dash), yaxis=axes[m],
                                hovertemplate=f"{seat}: %{{y}} {m} at move %{{x}}<extra></extra>")
            for m in measures:
                marker = f"now ({m})"
                if marker not in traces and marker not in [t.name for t in fig.data]:
                    fig.add_scatter(name=marker, mode="markers", showlegend=False, hoverinfo="skip", yaxis=axes[m],
                                    marker=dict(size=8, color="rgba(0,0,0,0)", line=dict(width=1.5, color="#555")))
            traces = {t.name: t for t in fig.data}
            if line_changed or added:
                x = np.array(xs, dtype=float)
                for n, t in traces.items():
                    if n.startswith("now ("):
                        continue
                    if n in names:
                        m, seat = names[n]
                        t.x, t.y = x, np.array([p.get(m, {}).get(seat, np.nan) for p in points], dtype=float)
                    else:
                        t.x, t.y = [], []
            for n, t in traces.items():
                if n.startswith("now ("):
                    m = n[5:-1]
                    values = [v for v in (now.get(m) or {}).values()] if m in measures else []
                    t.x = [ply] * len(values)
                    t.y = values
        # A FigureWidget's front end starts from _widget_data/_widget_layout, which plotly
        # refreshes only when the figure itself is displayed; inside the board it never is,
        # so a view made later (a page that opens the chart) would draw an empty chart.
        fig._widget_data = copy.deepcopy(fig._data)
        fig._widget_layout = copy.deepcopy(fig._layout_obj._props)
        display = "" if measures else "none"
        if self.box.layout.display != display:
            self.box.layout.display = display


def seats_of(points: list[dict], measure: str) -> list[str]:
    out: list[str] = []
    for p in points:
        for seat in p.get(measure, {}):
            if seat not in out:
                out.append(seat)
    return out


def lay_out(fig, measures: list[str]) -> None:
    """One panel per measure, stacked, sharing the move axis; the title says what is measured."""
    n = max(1, len(measures))
    gap = 0.08
    height = (1 - gap * (n - 1)) / n
    fig.layout.height = 230 + 110 * n
    words = " and ".join(measures) if measures else "standing"
    fig.layout.title.text = f"{words[:1].upper()}{words[1:]} by move"
    for i, m in enumerate(measures or ["standing"]):
        top = 1 - i * (height + gap)
        axis = dict(title=dict(text=m, font=dict(size=11)), domain=[max(0.0, top - height), top])
        if i == 0:
            fig.layout.yaxis.update(axis)
        else:
            fig.layout[f"yaxis{i + 1}"] = dict(axis, anchor="x")
    fig.layout.xaxis.anchor = "y" if n == 1 else f"y{n}"
