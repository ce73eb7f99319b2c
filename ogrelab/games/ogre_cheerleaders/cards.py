"""The cards of Ogre Cheerleaders: the data of ``cards.toml`` and the deck of one option set.

A card is a small integer (its id in a :class:`Deck`); its name, point value,
team and effect are looked up in the deck, which is built once per option set
and shared by every game with those options, so playouts stay fast.
"""

from __future__ import annotations

from ogrelab.core import Action, Pending
from ogrelab.core import validate as V
from ogrelab.core.cards import load_data

from .decisions import EFFECTS

DATA = load_data(__package__, "cards.toml")
DEFAULT_TEAMS: list[str] = list(DATA["deck"]["teams"])
DEFAULT_VALUES: list[int] = list(DATA["deck"]["values"])
DEFAULT_EFFECTS: dict[str, str] = dict(DATA["effects"])
EFFECT_TEXT: dict[str, str] = dict(DATA["effect_text"])
EFFECT_SHORT: dict[str, str] = dict(DATA["effect_short"])
HAND_SIZE: int = DATA["deck"]["hand_size"]
FIELD_SIZE: int = DATA["deck"]["field_size"]
TEAM_COLOURS: dict[str, str] = {t: d["colour"] for t, d in DATA["teams"].items()}
TEAM_SCHOOLS: dict[str, str] = {t: d["school"] for t, d in DATA["teams"].items()}
PALETTE = ("#277a4c", "#c0392b", "#2471a3", "#8e44ad", "#9c640c", "#117a65", "#884ea0", "#5d6d7e")
#: The most seats a game can have: actions are built once for each.
MAX_SEATS = 5
#: Where a played card goes, as the log says it (``Deck.play_lines``).
_SIDES = ("to the left", "to the right", "onto the empty field")


def effect_map(options: dict) -> dict[int, str]:
    """Each point value's effect: the defaults of cards.toml, overridden by option ``effects``."""
    merged = {int(k): v for k, v in DEFAULT_EFFECTS.items()}
    merged.update({int(k): v for k, v in options["effects"].items()})
    return {v: merged[v] for v in options["values"] if v in merged}


class Deck:
    """The cards of one option set: names, values, teams, effects, ready-made actions and what
    playing each card sets off."""

    _cache: dict = {}
    #: The deck of each option set as given: found without merging the effects (a bot samples
    #: a world, so loads a position, at every decision).
    _given: dict = {}

    #: The last deck asked for and the (teams, values, effects) it was asked with, copied: a
    #: playout loop's next game asks with equal options, found without making a key.
    _last: tuple | None = None

    @classmethod
    def of(cls, options: dict) -> "Deck":
        last = cls._last
        if (last is not None and options["teams"] == last[0] and options["values"] == last[1]
                and options["effects"] == last[2]):
            return last[3]
        deck = cls._of(options)
        cls._last = (list(options["teams"]), list(options["values"]), dict(options["effects"]), deck)
        return deck

    @classmethod
    def _of(cls, options: dict) -> "Deck":
        given = (tuple(options["teams"]), tuple(options["values"]), tuple(sorted(options["effects"].items())))
        deck = cls._given.get(given)
        if deck is None:
            effects = effect_map(options)
            key = (given[0], given[1], tuple(sorted(effects.items())))
            deck = cls._cache.get(key)
            if deck is None:
                deck = cls._cache[key] = cls(options["teams"], options["values"], effects)
            cls._given[given] = deck
        return deck

    def __init__(self, teams, values, effects):
        self.teams = list(teams)
        self.values = list(values)
        self.names: list[str] = []
        self.value: list[int] = []
        self.team: list[int] = []
        self.effect: list[str] = []
        for v in values:
            for ti, t in enumerate(teams):
                self.names.append(f"{v}-{t}")
                self.value.append(v)
                self.team.append(ti)
                self.effect.append(effects[v])
        self.size = len(self.names)
        self.ids = {n: i for i, n in enumerate(self.names)}
        # What a pair of cards side by side (a left of b) has in common, as bits, at a * size + b:
        # 1 same value, 2 same team, 4 b is one more, 8 b is one less. Three cards make a run of a
        # team or a sequence when both their pairs share bit 2, 4 or 8.
        size, value, team = self.size, self.value, self.team
        self.pair = [(value[a] == value[b]) | (team[a] == team[b]) << 1 | (value[b] - value[a] == 1) << 2
                     | (value[b] - value[a] == -1) << 3 for a in range(size) for b in range(size)]
        #: The same bits by row: ``pairs[a][b]`` (the rules' scoring reads a field's pairs this way).
        self.pairs = [self.pair[a * size:(a + 1) * size] for a in range(size)]
        seats = range(MAX_SEATS)
        # What a person touches, per card: the card in a hand, on the field, drawn by an 8; and where a
        # card joins the field (``join_places``: the join's words and the end or gap touched, by the
        # card it joins after, -1 the left end, -2 the right end). The actions made during play read
        # these rather than writing each text anew.
        self.hand_keys = [f"hand:{n}" for n in self.names]
        self.field_keys = [f"field:{n}" for n in self.names]
        self.drawn_keys = [f"drawn:{n}" for n in self.names]
        self.join_places = {-1: ("left", "end:left"), -2: ("right", "end:right")}
        self.join_places.update((c, (f"after {n}", f"gap:{n}")) for c, n in enumerate(self.names))
        # Actions inside effects, per seat and card, made once when first needed. Each names what a
        # person touches to make it (``on``): a card by its place (hand, field, bench), then an end.
        self.join_acts = [[{} for _ in range(size)] for _ in seats]
        self.swap_acts = [[{} for _ in range(size)] for _ in seats]
        self.take_acts = [[Action(f"take {n}", seat, "take", (c,), on=(f"field:{n}",))
                           for c, n in enumerate(self.names)] for seat in seats]
        self.from_bench_acts = [[Action(f"take {n}", seat, "take", (c,), on=(f"bench:{n}",))
                                 for c, n in enumerate(self.names)] for seat in seats]
        self.bench_acts = [[Action(f"bench {n}", seat, "bench", (c,), on=(f"field:{n}",))
                            for c, n in enumerate(self.names)] for seat in seats]
        self.colours = [TEAM_COLOURS.get(t, PALETTE[i % len(PALETTE)]) for i, t in enumerate(teams)]
        # What playing each card sets off, per seat: its effect, on the card (``rules.play_card``).
        self.triggers = [[Pending(EFFECTS[e], seat, (c, ())) for c, e in enumerate(self.effect)] for seat in seats]
        # "play X left/right" per seat and card, and "play X" onto an empty field: built once. From the
        # hand it is the card, then an end; a card an effect plays (the 6, the 7) is placed by its end.
        self.play_acts = []
        self.alone_acts = []
        self.place_acts = []
        for seat in seats:
            pairs, alone, place = [], [], []
            for c, n in enumerate(self.names):
                pairs.append((Action(f"play {n} left", seat, "play", (c, False), on=(f"hand:{n}", "end:left")),
                              Action(f"play {n} right", seat, "play", (c, True), on=(f"hand:{n}", "end:right"))))
                alone.append(Action(f"play {n}", seat, "play", (c, True), on=(f"hand:{n}",)))
                place.append((Action(f"play {n} left", seat, "play", (c, False), on=("end:left",)),
                              Action(f"play {n} right", seat, "play", (c, True), on=("end:right",))))
            self.play_acts.append(pairs)
            self.alone_acts.append(alone)
            self.place_acts.append(place)
        # 2's "join X left/right" from the bench (and "join X" onto an empty field), per seat and card.
        self.bench_join_acts = [[(Action(f"join {n} left", seat, "join", (c, False), on=(f"bench:{n}", "end:left")),
                                  Action(f"join {n} right", seat, "join", (c, True), on=(f"bench:{n}", "end:right")),
                                  Action(f"join {n}", seat, "join", (c, True), on=(f"bench:{n}",)))
                                 for c, n in enumerate(self.names)] for seat in seats]
        # 8's choices per seat, for the cards drawn and whether the field has cards: made when first met.
        self.split_acts = [{} for _ in seats]
        # The log's lines of every turn, written once: "seat 0 plays 5-Oafs to the left" (``_SIDES``:
        # to the left, to the right, onto the empty field), the same for a bonus play, which says so,
        # and "seat 0 draws 2 cards".
        self.play_lines = [[tuple(f"seat {seat} plays {n} {side}" for side in _SIDES) for n in self.names]
                           for seat in seats]
        self.bonus_lines = [[tuple(f"seat {seat} plays {n} (bonus play) {side}" for side in _SIDES)
                             for n in self.names] for seat in seats]
        self.draw_lines = [[f"seat {seat} draws {k} card{'s' if k > 1 else ''}" for k in range(HAND_SIZE + 1)]
                           for seat in seats]

    def card_ids(self, names, where: str) -> list[int]:
        """Card names read from a save or a view, as ids; a ValueError names the bad entry."""
        V.check_type(names, list, where)
        try:
            return [self.ids[n] for n in names]
        except (KeyError, TypeError):
            pass                            # a bad entry: find it and name it
        out = []
        for i, n in enumerate(names):
            c = self.ids.get(n) if isinstance(n, str) else None
            if c is None:
                raise ValueError(f"{where}[{i}]: {V.short(n)} is not a card of this deck "
                                 f"(cards are named value-team, e.g. {self.names[0]!r})")
            out.append(c)
        return out

    def card_id(self, name, where: str) -> int:
        """One card name read from a save, as an id."""
        c = self.ids.get(name) if isinstance(name, str) else None
        if c is None:
            raise ValueError(f"{where}: {V.short(name)} is not a card of this deck "
                             f"(cards are named value-team, e.g. {self.names[0]!r})")
        return c

    def listing(self, cards) -> str:
        """Card names separated by spaces."""
        return " ".join(map(self.names.__getitem__, cards))     # no comprehension: no call in Python
