"""The game a lab studies: its class, its bots, its sides and seats, and its figures in words."""

from __future__ import annotations

from ...analysis import charts
from ...core import bot_names, game_class


class LabGame:
    """What every part of the lab asks of the game: built once per lab, read everywhere."""

    def __init__(self, name: str):
        self.name = name
        self.cls = game_class(name)
        #: The bots the game has, in its own order.
        self.bots: list[str] = bot_names(name)
        probe = self.cls(seed=0)
        #: The game's sides (``Game.sides()`` names), or [] where every seat plays for itself.
        self.side_names: list[str] = [n for n, _ in probe.sides()] if self.cls.SIDES is not None else []
        #: The options a sweep or a tuning can search: choices, flags and numbers.
        self.searchable: list[str] = [k for k, o in self.cls.OPTIONS.items()
                                      if o.choices is not None or isinstance(o.default, (bool, int, float))]

    @property
    def title(self) -> str:
        return self.cls.title or self.name

    def players(self, options: dict) -> int:
        return self.cls(seed=0, **options).players

    def sides(self, options: dict) -> list:
        """``(side, seats)`` pairs of the game these options make."""
        return self.cls(seed=0, **options).sides()

    def seat_names(self, options: dict | None = None) -> list[str]:
        """The seats of the game these options make (of the game's defaults, where they make none)."""
        try:
            return list(self.cls(seed=0, **(options or {})).seat_names)
        except ValueError:
            return list(self.cls(seed=0).seat_names)

    def words(self, figure: str, names, matchup: bool = False) -> str:
        """A figure's name in the game's words (``charts.words``)."""
        text = charts.words(figure, names, self.side_names)
        if matchup and figure.startswith("first_player"):
            text += " in this matchup"
        return text

    def one_bot(self, bots: list, mode: str, key: str) -> str:
        """The one bot a question seats everywhere when ``key`` changes the number of seats."""
        if len(set(bots)) > 1:
            raise ValueError(f"{mode}: {key} changes the number of seats, so the bots cannot be given "
                             f"seat by seat; seat the same bot at every seat (now: "
                             f"{', '.join(dict.fromkeys(bots))})")
        return bots[0]
