"""The form every question of the lab shares: the game's options, the bots, the run settings,
and :class:`Tab`, what a question adds to them."""

from __future__ import annotations

import html
from typing import Callable

import ipywidgets as W

from ...bots import cores
from ..option_fields import OptionFields
from ..shell import default_bot
from .game import LabGame
from .work import Work

#: The most-deals box's label where a question is played until its answer is known.
UNTIL_KNOWN = "play until known, at most"


# -------------------------------------------------------------- options
class OptionForm:
    """The options of a game, one field each, named in words with their effect beside them
    (:mod:`ogrelab.widgets.option_fields`, as on the board); ``values()`` reads them back."""

    def __init__(self, cls, title: str):
        self.cls = cls
        self.fields = OptionFields(cls)
        self.inputs: dict[str, W.Widget] = {k: f.control for k, f in self.fields.fields.items()}
        self.errors: dict[str, W.HTML] = {k: f.error for k, f in self.fields.fields.items()}
        self.docs: dict[str, W.HTML] = {k: f.help for k, f in self.fields.fields.items()}
        for key, widget in self.inputs.items():
            widget.add_class(f"ogrelab-lab-option-{key}")
        for err in self.errors.values():
            err.add_class("ogrelab-lab-option-error")
        self.widget = W.VBox([W.HTML(f"<b>{html.escape(title)}</b>"), self.fields.widget])
        self.widget.add_class("ogrelab-lab-options")

    def set(self, key: str, value) -> None:
        """Show ``value`` in option ``key``'s field, as a person would set it."""
        self.fields.fields[key].show(value)
        self.fields.follow()

    def values(self) -> dict:
        """The options that differ from their defaults; a bad one is marked next to its field."""
        try:
            full = self.fields.read()
        except ValueError as e:
            raise ValueError(f"options: {e}") from None
        return {k: v for k, v in full.items() if v != self.cls.OPTIONS[k].default}

    def values_or_defaults(self) -> dict:
        """``values()``, or the defaults ({}) while the form holds a bad option."""
        try:
            return self.values()
        except ValueError:
            return {}

    def observe(self, fn) -> None:
        for f in self.fields.fields.values():
            f.observe(fn)


# ----------------------------------------------------------------- bots
class BotPickers:
    """The bots: one picker per seat (per side in a game of sides), or one for every seat."""

    TITLES = {
        "none": "Bots</b> <span class='ogrelab-lab-doc'>(the ladder below replaces them)</span>",
        "every": "Bot at every seat</b> <span class='ogrelab-lab-doc'>(a seat's advantage is measured "
                 "between equal bots)</span>",
        "sides": "Bots, one per side</b> <span class='ogrelab-lab-doc'>(a side's win rate is read with the "
                 "bot it played; no bot crosses sides)</span>",
        "seats": "Bots, seat by seat</b>",
    }

    def __init__(self, game: LabGame):
        self.game = game
        self.title = W.HTML()
        self.box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.box.add_class("ogrelab-lab-seats")
        self.seats: list[W.Dropdown] = []
        self.every = self.picker("every seat", default_bot(game.name))
        self.every.add_class("ogrelab-lab-bot-every")

    def picker(self, label: str, value: str) -> W.Dropdown:
        p = W.Dropdown(options=self.game.bots, value=value, description=label,
                       style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        p.add_class("ogrelab-lab-bot")
        return p

    def reseat(self, names: list[str], on_change: Callable) -> bool:
        """One picker per name, each keeping its bot where the seat stays; False if nothing changed."""
        old = [p.value for p in self.seats]
        if len(old) == len(names) and [p.description for p in self.seats] == list(names):
            return False
        pick = default_bot(self.game.name)
        self.seats = []
        for s, seat in enumerate(names):
            p = self.picker(seat, old[s] if s < len(old) else pick)
            p.add_class(f"ogrelab-lab-bot-{s}")
            p.observe(on_change, "value")
            self.seats.append(p)
        return True

    def show(self, kind: str) -> None:
        """The pickers a question uses: ``"seats"`` (per seat, or per side), ``"every"`` or ``"none"``."""
        sides = kind == "seats" and bool(self.game.side_names)
        self.title.value = "<b>" + self.TITLES["sides" if sides else kind]
        self.box.children = (() if kind == "none" else (self.every,) if kind == "every" else tuple(self.seats))

    def bots(self) -> list[str] | dict[str, str]:
        """The bots as the runner takes them: one per seat, or one per side in a game of sides."""
        if self.game.side_names:
            return {p.description: p.value for p in self.seats}
        return [p.value for p in self.seats]


# ------------------------------------------------------------- settings
class Settings:
    """How a question is played: the seating, the deals, the most deals, the workers, the seed."""

    def __init__(self, deals: int, workers: int | None, seed: int, cap: int):
        if workers is None:             # an answer's deals run to thousands: use the cores there are
            workers = min(2, cores())
        self.seating = W.Dropdown(options=[("rotate the bots over the seats", "rotate"),
                                           ("each bot in the seat chosen", "fixed")],
                                  value="rotate", description="seating",
                                  style={"description_width": "initial"}, layout=W.Layout(width="22em"))
        self.seating.add_class("ogrelab-lab-seating")
        self.deals = W.BoundedIntText(value=deals, min=1, max=1_000_000, description="deals",
                                      style={"description_width": "initial"}, layout=W.Layout(width="14em"))
        self.deals.add_class("ogrelab-lab-deals")
        self.cap = W.BoundedIntText(value=cap, min=2, max=1_000_000, description=UNTIL_KNOWN,
                                    tooltip="deals are doubled from 200 until the interval decides, "
                                            "or this many are played",
                                    style={"description_width": "initial"}, layout=W.Layout(width="21em"))
        self.cap.add_class("ogrelab-lab-cap")
        self.cap_unit = W.HTML("deals", layout=W.Layout(margin="0 14px 0 4px"))
        self.cap_box = W.HBox([self.cap, self.cap_unit], layout=W.Layout(align_items="center"))
        self.workers = W.BoundedIntText(value=workers, min=1, max=cores(),
                                        description="workers", style={"description_width": "initial"},
                                        layout=W.Layout(width="10em"))
        self.workers.add_class("ogrelab-lab-workers")
        self.seed = W.IntText(value=seed, description="seed", style={"description_width": "initial"},
                              layout=W.Layout(width="9em"))
        self.seed.add_class("ogrelab-lab-seed")
        self.box = W.HBox([self.seating, self.deals, self.cap_box, self.workers, self.seed],
                          layout=W.Layout(flex_flow="row wrap", align_items="center"))

    def show(self, seating: bool, deals: str | None, cap: str | None) -> None:
        """The settings a question uses, under its labels; None hides one."""
        self.seating.layout.display = "" if seating else "none"
        self.deals.layout.display = "" if deals else "none"
        self.deals.description = deals or "deals"
        self.cap_box.layout.display = "" if cap else "none"
        self.cap.description = cap or UNTIL_KNOWN

    def plan(self, mode: str, options: dict, bots, sides: bool) -> dict:
        """The plan every question starts from (see ``work``)."""
        return {"mode": mode, "bots": bots, "seed": int(self.seed.value), "deals": int(self.deals.value),
                "seating": None if sides else self.seating.value, "options": options, "cap": int(self.cap.value),
                "workers": int(self.workers.value), "labels": {}}


# ------------------------------------------------------------------ tab
class Tab:
    """One question of the lab, as its mode button offers it: its panel, the settings it uses,
    what it reads from the page into the plan (``plan``) and the work that answers it (``play``,
    on the run side)."""

    mode = ""
    #: The mode button's tooltip, and the words under the buttons.
    tip = ""
    help = ""
    #: The bot pickers it uses (:meth:`BotPickers.show`).
    bots = "seats"
    #: Whether the seating choice applies (it never does in a game of sides).
    seating = True
    #: The labels of the deals box and of the most-deals box; None hides one.
    deals: str | None = "deals"
    cap: str | None = None
    panel: W.Widget | None = None

    def shown(self) -> list[W.Widget]:
        """What the page shows in this mode only."""
        return [self.panel] if self.panel is not None else []

    def plan(self, base: dict) -> dict:
        """The plan, checked: ``base`` (:meth:`Settings.plan`) and what this question adds."""
        return base

    def play(self, work: Work, plan: dict) -> None:
        """Play the plan on the run side; what it shows goes through ``work.out``."""
        raise NotImplementedError
