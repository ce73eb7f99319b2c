"""The cards of Ogre Cheerleaders: the data of ``cards.toml`` and the deck of one option set.

A card is a small integer (its id in a :class:`Deck`); its name, point value,
team and effect are looked up in the deck, which is built once per option set
and shared by every game with those options, so playouts stay fast.
"""

from __future__ import annotations

from itertools import chain
from operator import or_

from ogrelab.core import Action, Pending
from ogrelab.core import validate as V
from ogrelab.core.cards import load_data

from .decisions import EFFECTS
from .scoring import walk_steps

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
#: The most seats a game can have (a deck makes a seat's actions when a game first seats it).
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

    #: Slots rather than a ``__dict__``: Python 3.11 shares at most 30 attribute names among a
    #: class's instances, and past that reads every attribute of an instance from a dict of its
    #: own (the rules read the deck's tables at every step).
    __slots__ = ("teams", "values", "names", "value", "team", "effect", "size", "ids", "pair", "pairs", "walk",
                 "hand_keys", "field_keys", "bench_keys", "drawn_keys", "join_places", "colours",
                 "join_acts", "swap_acts", "swap_from", "take_acts", "from_bench_acts", "bench_acts", "triggers",
                 "play_acts", "alone_acts", "place_acts", "bench_join_acts", "split_acts",
                 "play_lines", "bonus_lines", "draw_lines")

    _cache: dict = {}
    #: The deck of each option set as given: found without merging the effects (a bot samples
    #: a world, so loads a position, at every decision).
    _given: dict = {}

    #: The last deck asked for and the (teams, values, effects) it was asked with, copied: a
    #: playout loop's next game asks with equal options, found without making a key.
    _last: tuple | None = None

    @classmethod
    def of(cls, options: dict) -> "Deck":
        """The deck of an option set, with its tables for the option set's seats (:meth:`seated`)."""
        last = cls._last
        if (last is not None and options["teams"] == last[0] and options["values"] == last[1]
                and options["effects"] == last[2]):
            deck = last[3]
        else:
            deck = cls._of(options)
            cls._last = (list(options["teams"]), list(options["values"]), dict(options["effects"]), deck)
        players = options["players"]
        return deck if len(deck.triggers) >= players else deck.seated(players)

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
        # The bits follow from a's value and team alone, so a row is the or of a row per value and a
        # row per team (a deck is built in the first game of a process: 1,600 pairs one by one cost
        # more than the rest of the deck bar its actions).
        value, team = self.value, self.team
        by_value = {v: [(v == w) | (w - v == 1) << 2 | (w - v == -1) << 3 for w in value] for v in values}
        by_team = [[(ti == u) << 1 for u in team] for ti in range(len(teams))]
        #: The bits by row: ``pairs[a][b]`` (the rules' scoring reads a field's pairs this way).
        self.pairs = [list(map(or_, by_value[v], by_team[ti])) for v, ti in zip(value, team)]
        self.pair = list(chain.from_iterable(self.pairs))
        #: Where the walk that tells whether a field holds a formation starts (``scoring.walk_steps``):
        #: the scoring phase looks after every move.
        self.walk = walk_steps(self.pairs)
        # What a person touches, per card: the card in a hand, on the field, on the bench, drawn by an
        # 8; and where a card joins the field (``join_places``: the card it joins after, the join's
        # words and the end or gap touched, in the order of a row of ``join_acts``: after each card,
        # then -2 the right end and -1 the left end, last in the row as Python reads an index below
        # 0). The actions made during play read these rather than writing each text anew.
        names = self.names
        self.hand_keys = [f"hand:{n}" for n in names]
        self.field_keys = [f"field:{n}" for n in names]
        self.bench_keys = [f"bench:{n}" for n in names]
        self.drawn_keys = [f"drawn:{n}" for n in names]
        self.join_places = [(c, f"after {n}", f"gap:{n}") for c, n in enumerate(names)]
        self.join_places += [(-2, "right", "end:right"), (-1, "left", "end:left")]
        self.colours = [TEAM_COLOURS.get(t, PALETTE[i % len(PALETTE)]) for i, t in enumerate(teams)]
        # The tables kept per seat (``seated``), made for a seat when a game first seats it: a game of
        # two players never pays for the other three seats' actions.
        self.join_acts: list[list[list | None]] = []
        self.swap_acts: list[list[list | None]] = []
        self.swap_from: list[set[int]] = []
        self.take_acts: list[list[Action]] = []
        self.from_bench_acts: list[list[Action]] = []
        self.bench_acts: list[list[Action]] = []
        self.triggers: list[list[Pending]] = []
        self.play_acts: list[list[tuple[Action, Action]]] = []
        self.alone_acts: list[list[Action]] = []
        self.place_acts: list[list[tuple[Action, Action]]] = []
        self.bench_join_acts: list[list[tuple[Action, Action, Action]]] = []
        self.split_acts: list[dict] = []
        self.play_lines: list[list[tuple[str, str, str]]] = []
        self.bonus_lines: list[list[tuple[str, str, str]]] = []
        self.draw_lines: list[list[str]] = []

    def seated(self, players: int) -> "Deck":
        """The deck, its per-seat tables made for seats ``0 .. players - 1`` (:meth:`Deck.of` asks)."""
        for seat in range(len(self.triggers), players):
            self._add_seat(seat)
        return self

    def _add_seat(self, seat: int) -> None:
        """Seat ``seat``'s actions and log lines. Each action names what a person touches to make it
        (``on``, given by position: a keyword makes a dict per call): a card by its place (hand,
        field, bench), then an end."""
        names, size = self.names, self.size
        hand, field, bench = self.hand_keys, self.field_keys, self.bench_keys
        # Actions inside effects, per card, made once when first needed: a card's joins are a row by
        # the card they join after (``join_places``), None until the card first joins.
        self.join_acts.append([None] * size)
        # A card's swaps are a row by the other card, and at ~b (read from the row's end) by the card
        # b whose effect swaps, touched from b (``swap_from``: those b); None until the card is met.
        self.swap_acts.append([None] * size)
        self.swap_from.append(set())
        self.take_acts.append([Action(f"take {n}", seat, "take", (c,), (field[c],)) for c, n in enumerate(names)])
        self.from_bench_acts.append([Action(f"take {n}", seat, "take", (c,), (bench[c],))
                                     for c, n in enumerate(names)])
        self.bench_acts.append([Action(f"bench {n}", seat, "bench", (c,), (field[c],)) for c, n in enumerate(names)])
        # What playing each card sets off: its effect, on the card (``rules.play_card``).
        self.triggers.append([Pending(EFFECTS[e], seat, (c, ())) for c, e in enumerate(self.effect)])
        # "play X left/right" per card, and "play X" onto an empty field. From the hand it is the card,
        # then an end; a card an effect plays (the 6, the 7) is placed by its end.
        pairs, alone, place = [], [], []
        for c, n in enumerate(names):
            left, right = (c, False), (c, True)
            pairs.append((Action(f"play {n} left", seat, "play", left, (hand[c], "end:left")),
                          Action(f"play {n} right", seat, "play", right, (hand[c], "end:right"))))
            alone.append(Action(f"play {n}", seat, "play", right, (hand[c],)))
            place.append((Action(f"play {n} left", seat, "play", left, ("end:left",)),
                          Action(f"play {n} right", seat, "play", right, ("end:right",))))
        self.play_acts.append(pairs)
        self.alone_acts.append(alone)
        self.place_acts.append(place)
        # 2's "join X left/right" from the bench (and "join X" onto an empty field).
        self.bench_join_acts.append([(Action(f"join {n} left", seat, "join", (c, False), (bench[c], "end:left")),
                                      Action(f"join {n} right", seat, "join", (c, True), (bench[c], "end:right")),
                                      Action(f"join {n}", seat, "join", (c, True), (bench[c],)))
                                     for c, n in enumerate(names)])
        # 8's choices, for the cards drawn and whether the field has cards: made when first met.
        self.split_acts.append({})
        # The log's lines of every turn, written once: "seat 0 plays 5-Oafs to the left" (``_SIDES``:
        # to the left, to the right, onto the empty field), the same for a bonus play, which says so,
        # and "seat 0 draws 2 cards".
        self.play_lines.append([tuple(f"seat {seat} plays {n} {side}" for side in _SIDES) for n in names])
        self.bonus_lines.append([tuple(f"seat {seat} plays {n} (bonus play) {side}" for side in _SIDES)
                                 for n in names])
        self.draw_lines.append([f"seat {seat} draws {k} card{'s' if k > 1 else ''}" for k in range(HAND_SIZE + 1)])

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
