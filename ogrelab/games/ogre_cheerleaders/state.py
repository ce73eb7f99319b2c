"""An Ogre Cheerleaders position as JSON and back, what a seat may see of it, and worlds behind a view.

The format (documented in this package's README) names cards ``value-team``;
lists run left to right, and the deck's and the bench's top card is the last.
:class:`PositionState` is the part of the game class that reads, writes,
copies and hides the position; it validates everything it reads, and an error
names the field that is wrong.
"""

from __future__ import annotations

from ogrelab.core import Pending, Rng
from ogrelab.core import validate as V

from .cards import Deck
from .decisions import RULES, STACKED

ENDED = ("deck", "loop", "turn_limit")


def _once(deck: Deck, cards: list[int], where: str) -> None:
    seen = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"{where}: {deck.names[c]!r} is named twice; each card is named once")
        seen.add(c)


class PositionState:
    """The position's save, load, copy and views; mixed into :class:`~.rules.OgreCheerleaders`."""

    #: The position's parts are slots, not entries of the game's ``__dict__``: Python 3.11 shares at
    #: most 30 attribute names among a class's instances; a game with more (the position's 19, the
    #: protocol's 10 and a board's ``_offer_kept``) holds a dict of its own, and every attribute
    #: read of it, at every step of the rules, is then a lookup in that dict.
    __slots__ = ("t", "deck", "hands", "field", "as_dealt", "bench", "piles", "points", "known",
                 "pending", "seat", "bonus", "played", "turns", "began_empty", "loop_value", "loop_field",
                 "loop_streak", "_ended")

    # ------------------------------------------------------------ to JSON
    def _state(self):
        name = self.t.names.__getitem__
        names = self.t.names
        nm = lambda cs: list(map(name, cs))  # noqa: E731
        return {
            "field": nm(self.field),
            "as_dealt": [names[c] for c in self.field if c in self.as_dealt],
            "bench": nm(self.bench),
            "deck": nm(self.deck),
            "hands": [nm(h) for h in self.hands],
            "known": [names[c] for c in sorted(self.known)],
            "piles": [nm(p) for p in self.piles],
            "seat": self.seat,
            "pending": [{"decision": p.rule.key, "by": names[p.data[0]] if p.data[0] >= 0 else None,
                         "cards": nm(p.data[1])} for p in self.pending],
            "bonus": self.bonus,
            "played": names[self.played] if self.played >= 0 else None,
            "turn": self.turns,
            "began_with_empty_deck": self.began_empty,
            "loop": {"played": self.loop_value if self.loop_value >= 0 else None,
                     "field": nm(self.loop_field), "streak": self.loop_streak},
            "ended": self.ended,
        }

    # ---------------------------------------------------------- from JSON
    def _load_state(self, d):
        V.check_type(d, dict, "state")
        self.t = t = Deck.of(self.options)
        n = self.players
        ids = t.card_ids
        self.field = ids(V.field(d, "field", list), "state.field")
        as_dealt = ids(V.field(d, "as_dealt", list), "state.as_dealt")
        self.bench = ids(V.field(d, "bench", list), "state.bench")
        self.deck = ids(V.field(d, "deck", list), "state.deck")
        hands = V.field(d, "hands", list)
        if len(hands) != n:
            raise ValueError(f"state.hands: expected {n} hands (one per seat), got {len(hands)}")
        self.hands = [ids(h, f"state.hands[{i}]") for i, h in enumerate(hands)]
        known = ids(V.field(d, "known", list), "state.known")
        piles = V.field(d, "piles", list)
        if len(piles) != n:
            raise ValueError(f"state.piles: expected {n} score piles (one per seat), got {len(piles)}")
        self.piles = [ids(p, f"state.piles[{i}]") for i, p in enumerate(piles)]
        self.points = [sum(t.value[c] for c in p) for p in self.piles]
        self.seat = V.check_int(V.field(d, "seat", int), "state.seat", 0, n - 1)
        pending = []
        limbo = []
        stack = V.field(d, "pending", list)
        if len(stack) > 1:
            raise ValueError(f"state.pending: {len(stack)} decisions; a turn waits on one at most "
                             f"(each effect's choice is made before the next effect starts)")
        field_set = set(self.field)
        for i, p in enumerate(stack):
            where = f"state.pending[{i}]"
            kind = V.check_choice(V.field(p, "decision", str, where), STACKED, f"{where}.decision")
            rule = RULES[kind]
            by = V.field(p, "by", (str, type(None)), where)
            by = -1 if by is None else t.card_id(by, f"{where}.by")
            cards = tuple(ids(V.field(p, "cards", list, where), f"{where}.cards"))
            if len(cards) not in rule.holds:
                raise ValueError(f"{where}.cards: a {kind!r} decision holds "
                                 f"{' or '.join(map(str, rule.holds))} card(s), got {len(cards)}")
            if kind == "score":
                if by >= 0:
                    raise ValueError(f"{where}.by: the 'score' decision belongs to no card's effect: null")
            elif by < 0:
                raise ValueError(f"{where}.by: a {kind!r} decision names the card whose effect it is")
            elif by not in field_set:
                raise ValueError(f"{where}.by: {t.names[by]!r} is not on the field; the card whose effect "
                                 f"asks was just played there")
            limbo.extend(cards)
            pending.append(Pending(rule, self.seat, (by, cards)))
        self.pending = pending
        places = {}
        for where, cards in [("field", self.field), ("bench", self.bench), ("deck", self.deck)] + \
                [(f"hands[{i}]", h) for i, h in enumerate(self.hands)] + \
                [(f"piles[{i}]", p) for i, p in enumerate(self.piles)] + [("pending", limbo)]:
            for c in cards:
                if c in places:
                    raise ValueError(f"state.{where}: card {t.names[c]!r} is also in state.{places[c]}; "
                                     f"a card can be in one place only")
                places[c] = where
        _once(t, as_dealt, "state.as_dealt")
        for c in as_dealt:
            if c not in field_set:
                raise ValueError(f"state.as_dealt: {t.names[c]!r} is not on the field")
        self.as_dealt = set(as_dealt)
        in_hands = set(sum(self.hands, []))
        _once(t, known, "state.known")
        for c in known:
            if c not in in_hands:
                raise ValueError(f"state.known: {t.names[c]!r} is not in a hand (state.hands)")
        self.known = set(known)
        self.bonus = V.check_int(V.field(d, "bonus", int), "state.bonus", 0)
        played = V.field(d, "played", (str, type(None)))
        self.played = -1 if played is None else t.card_id(played, "state.played")
        self.turns = V.check_int(V.field(d, "turn", int), "state.turn", 0)
        self.began_empty = V.field(d, "began_with_empty_deck", bool)
        if self.began_empty and self.deck:
            raise ValueError("state.began_with_empty_deck: true, yet the deck holds "
                             f"{len(self.deck)} card(s); an empty deck is never refilled")
        loop = V.field(d, "loop", dict)
        lv = V.field(loop, "played", (int, type(None)), "state.loop")
        if lv is not None and lv not in t.values:
            raise ValueError(f"state.loop.played: {lv!r} is not a point value of this deck")
        self.loop_value = -1 if lv is None else lv
        self.loop_field = ids(V.field(loop, "field", list, "state.loop"), "state.loop.field")
        _once(t, self.loop_field, "state.loop.field")
        self.loop_streak = V.check_int(V.field(loop, "streak", int, "state.loop"), "state.loop.streak", 0)
        ended = V.field(d, "ended", (str, type(None)))
        self.ended = None if ended is None else V.check_choice(ended, ENDED, "state.ended")
        if self.ended is not None and self.pending:
            raise ValueError(f"state.pending: the game has ended ({self.ended}); no decision can wait")
        if self.ended is None:
            if not self.pending and not self.hands[self.seat]:
                raise ValueError(f"state.hands[{self.seat}]: seat {self.seat} is to play but holds no card")
            if self.pending:
                top = self.pending[-1]
                if not top.rule.choices(self, top):
                    # its choices come from the cards in these places: one of them may be what is wrong
                    raise ValueError(f"state.pending: the {top.rule.key!r} decision has no possible choice here "
                                     "(with state.hands, state.field, state.as_dealt, state.bench and "
                                     "state.deck as given)")

    # ------------------------------------------------------------- copies
    def _copy_from(self, src):
        self.t = src.t
        self.rng = Rng(src.rng.state)
        self.log = list(src.log)
        self.field = list(src.field)
        self.as_dealt = set(src.as_dealt)
        self.bench = list(src.bench)
        self.deck = list(src.deck)
        self.hands = [list(h) for h in src.hands]
        self.known = set(src.known)
        self.piles = [list(p) for p in src.piles]
        self.points = list(src.points)
        self.seat = src.seat
        self.pending = list(src.pending)        # Pending entries are never changed once made
        self.bonus = src.bonus
        self.played = src.played
        self.turns = src.turns
        self.began_empty = src.began_empty
        self.loop_value = src.loop_value
        self.loop_field = list(src.loop_field)
        self.loop_streak = src.loop_streak
        self.ended = src.ended

    def bare_copy(self):
        """A copy for trying moves (previews, bots): the position only, no history, no undo."""
        sim = type(self).__new__(type(self))
        sim.options = self.options
        sim._copy_from(self)
        sim._legal = None
        return sim

    def _key(self) -> tuple:
        """The whole position as a hashable value: equal keys play on alike (a bot weighs a
        position once however many of its moves lead there)."""
        return (tuple(self.field), frozenset(self.as_dealt), tuple(self.bench), tuple(self.deck),
                tuple(map(tuple, self.hands)), frozenset(self.known), tuple(map(len, self.piles)),
                tuple(self.points), self.seat, tuple((p.rule.key, p.data) for p in self.pending),
                self.bonus, self.played, self.turns, self.began_empty, self.loop_value,
                tuple(self.loop_field), self.loop_streak, self.ended, self.rng.state)

    # --------------------------------------------------------------- views
    def _view_state(self, seat):
        st = self._state()
        if seat is None:
            return st
        st["deck"] = len(self.deck)
        names = self.t.names
        for i, h in enumerate(self.hands):
            if i != seat:
                shown = [names[c] for c in sorted(h) if c in self.known]
                st["hands"][i] = shown + ["?"] * (len(h) - len(shown))
        if seat != self.seat:
            for p, shown in zip(self.pending, st["pending"]):
                if p.rule.private:
                    shown["cards"] = ["?"] * len(shown["cards"])
        return st

    @classmethod
    def determinize(cls, view, seed=0):
        """A full game matching ``view``: unseen cards dealt at random to the hidden places."""
        options, st = cls._deal(view, seed)
        return cls.from_state(st, seed=seed, log=view.get("log", []), **options)

    @classmethod
    def _deal(cls, view, seed):
        """The view's options, checked, and its state with the unseen cards dealt at random to
        the hidden places (``sim.Sim.sample`` deals the same from a view the game gave)."""
        V.check_type(view, dict, "view")
        options = cls.check_options(V.field(view, "options", dict, "view"))
        t = Deck.of(options)
        st = dict(V.field(view, "state", dict, "view"))
        seen = set()

        def visible(x):
            if isinstance(x, str) and x != "?":
                seen.add(x)

        for key in ("field", "bench", "deck"):
            if isinstance(st.get(key), list):
                for x in st[key]:
                    visible(x)
        for group in ("hands", "piles"):
            for h in st.get(group, []):
                for x in h:
                    visible(x)
        for p in st.get("pending", []):
            for x in p.get("cards", []):
                visible(x)
        pool = [c for c in range(t.size) if t.names[c] not in seen]
        rng = Rng(seed)
        rng.shuffle(pool)
        deal = lambda k: [t.names[pool.pop()] for _ in range(k)]  # noqa: E731
        st["hands"] = [[x if x != "?" else deal(1)[0] for x in h] for h in st["hands"]]
        st["pending"] = [dict(p, cards=[x if x != "?" else deal(1)[0] for x in p["cards"]])
                         for p in st["pending"]]
        if isinstance(st["deck"], int):
            st["deck"] = deal(st["deck"])
        return options, st
