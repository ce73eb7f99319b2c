"""A slim position for trying turns: what the heuristic bot searches with.

The bot plays every move to the end of its turn, and every reply of the next
player, at each decision: thousands of turns a game. The game itself
(:mod:`.rules`, :mod:`.decisions`) logs, keeps a history and builds actions for
each; :class:`Sim` plays the same rules on the few values that decide what
scores and who plays next, and nothing else: a card is an id, an option the
``args`` of the game's action, and a move never changes a list in place, so a
copy is a handful of references. What it leaves out (the log, the score piles'
cards, which hand cards are known) decides no move. A turn stops where the game
would begin its draw phase (``done``); :func:`end_turn` plays that on when the
next turn is wanted.

Which formations a field holds depends only on what its neighbouring cards
share (:func:`.scoring.pair_code`), kept as the field changes: so :meth:`Sim.gains` tells the
points each option scores at once without making it, and most options, which
make no formation, cost a few integer operations.

``tests/ogre_cheerleaders/test_sim.py`` checks, over many positions, that every
option leads where the game's own move does and scores what it scores.
"""

from __future__ import annotations

from itertools import combinations, repeat

from ogrelab.core import Rng
from ogrelab.core.rng import seed_state

from .cards import FIELD_SIZE, HAND_SIZE, Deck
from .scoring import ONES, SHARED, formations, pair_code, scoring_choices
from .sim_field import (after_scoring, inserted, pair_code_ended, pair_code_inserted, pair_code_swapped,
                        pair_code_without, pair_positions, settle, settle_points, swapped, ten_benches, to_end,
                        without_card)

_EMPTY = frozenset()


class Sim:
    """A position of :class:`~.rules.OgreCheerleaders` as the bot tries it (see the module docstring).

    ``pend`` is the decision waiting, ``(rule key, card whose effect asks, cards it holds)``, or
    None for the turn's play (or bonus play); ``deck[:n]`` is the deck, its top last (the list is
    shared and never changed: drawing lowers ``n``); ``ad`` the field's cards still as dealt and
    ``code`` what its neighbouring cards share (:func:`.scoring.pair_code`)."""

    __slots__ = ("t", "rules", "field", "ad", "code", "hands", "bench", "deck", "n", "rng", "seat", "pend",
                 "bonus", "played", "points", "turns", "began_empty", "loop_value", "loop_field", "loop_streak",
                 "ended", "done")

    @classmethod
    def of(cls, game) -> "Sim":
        """The position of ``game`` (its pending decision at most one, as the rules keep it)."""
        s = cls.__new__(cls)
        t = s.t = game.t
        o = game.options
        s.rules = (game.players, (o["first_seat"] - 1) % game.players, o["turn_limit"])
        s.field = list(game.field)
        s.ad = frozenset(game.as_dealt)
        s.code = pair_code(t.pair, t.size, s.field)
        s.hands = [list(h) for h in game.hands]
        s.bench = list(game.bench)
        s.deck = list(game.deck)
        s.n = len(game.deck)
        s.rng = game.rng.state
        s.seat = game.seat
        p = game.pending[-1] if game.pending else None
        s.pend = None if p is None else (p.rule.key, p.data[0], p.data[1])
        s.bonus = game.bonus
        s.played = game.played
        s.points = list(game.points)
        s.turns = game.turns
        s.began_empty = game.began_empty
        s.loop_value = game.loop_value
        s.loop_field = list(game.loop_field)
        s.loop_streak = game.loop_streak
        s.ended = game.ended
        s.done = False
        return s

    @classmethod
    def sample(cls, view: dict, seed: int) -> "Sim":
        """The world ``OgreCheerleaders.determinize(view, seed)`` deals, built straight from the
        view (one the game gave: nothing in it is checked again): a bot samples one at every
        decision. The unseen cards, in the deck's order, are shuffled with the seed's generator
        and dealt to the hidden places in the order ``determinize`` fills them."""
        options = view["options"]
        st = view["state"]
        t = Deck.of(options)
        ids = t.ids
        card, maybe = ids.__getitem__, ids.get
        unseen = repeat(-1)
        field = list(map(card, st["field"]))
        bench = list(map(card, st["bench"]))
        hands = [list(map(maybe, h, unseen)) for h in st["hands"]]
        pending = st["pending"]
        held = [list(map(maybe, p["cards"], unseen)) for p in pending]
        piles = [list(map(card, pile)) for pile in st["piles"]]
        deck = st["deck"]
        deck = deck if isinstance(deck, int) else list(map(card, deck))
        seen = [field, bench, *hands, *held, *piles]     # the places the view shows (-1, hidden, is no card)
        if not isinstance(deck, int):
            seen.append(deck)
        pool = sorted(set(range(t.size)).difference(*seen))      # the unseen cards, in the deck's order
        Rng(seed).shuffle(pool)
        for group in hands + held:
            if -1 in group:
                for i, c in enumerate(group):
                    if c < 0:
                        group[i] = pool.pop()
        if isinstance(deck, int):
            deck = pool[len(pool) - deck:][::-1]               # popped one by one, as determinize deals
        s = cls.__new__(cls)
        s.t = t
        players = len(hands)
        s.rules = (players, (options["first_seat"] - 1) % players, options["turn_limit"])
        s.field = field
        s.ad = frozenset(map(card, st["as_dealt"]))
        s.code = pair_code(t.pair, t.size, field)
        s.hands = hands
        s.bench = bench
        s.deck = deck
        s.n = len(deck)
        s.rng = seed_state(seed)
        s.seat = st["seat"]
        s.pend = None
        if pending:
            p = pending[-1]
            s.pend = (p["decision"], -1 if p["by"] is None else ids[p["by"]], tuple(held[-1]))
        s.bonus = st["bonus"]
        s.played = -1 if st["played"] is None else ids[st["played"]]
        value = t.value.__getitem__
        s.points = [sum(map(value, pile)) for pile in piles]
        s.turns = st["turn"]
        s.began_empty = st["began_with_empty_deck"]
        loop = st["loop"]
        s.loop_value = -1 if loop["played"] is None else loop["played"]
        s.loop_field = list(map(card, loop["field"]))
        s.loop_streak = loop["streak"]
        s.ended = st["ended"]
        s.done = False
        return s

    def copy(self) -> "Sim":
        s = Sim.__new__(Sim)
        s.t = self.t
        s.rules = self.rules
        s.field = self.field
        s.ad = self.ad
        s.code = self.code
        s.hands = self.hands
        s.bench = self.bench
        s.deck = self.deck
        s.n = self.n
        s.rng = self.rng
        s.seat = self.seat
        s.pend = self.pend
        s.bonus = self.bonus
        s.played = self.played
        s.points = self.points
        s.turns = self.turns
        s.began_empty = self.began_empty
        s.loop_value = self.loop_value
        s.loop_field = self.loop_field
        s.loop_streak = self.loop_streak
        s.ended = self.ended
        s.done = self.done
        return s

    def key(self) -> tuple:
        """Everything later play depends on, hashable: equal keys play on alike."""
        return (tuple(self.field), self.ad, tuple(map(tuple, self.hands)), tuple(self.bench), self.n, self.rng,
                self.seat, self.pend, self.bonus, self.played, tuple(self.points), self.turns, self.began_empty,
                self.loop_value, tuple(self.loop_field), self.loop_streak, self.ended, self.done)

    # ------------------------------------------------------------ options
    def options(self) -> list:
        """The ``args`` of the game's legal actions, in the same order."""
        p = self.pend
        f = self.field
        if p is None:
            hand = self.hands[self.seat]
            if f:
                return [(c, right) for c in hand for right in (False, True)]
            return [(c, True) for c in hand]
        key, by, cards = p
        if key == "place":
            return [(cards[0], False), (cards[0], True)]
        if key == "bench_other" or key == "field_to_hand":
            return [(c,) for c in f if c != by]
        if key == "swap_two":
            return list(combinations(f, 2))
        if key == "join_from_hand":
            places = [-1] + f[:-1] + [-2]
            return [(c, after) for c in self.hands[self.seat] for after in places]
        if key == "bench_to_field_end":
            ends = (False, True) if f else (True,)
            return [(c, right) for c in reversed(self.bench) for right in ends]
        if key == "bench_to_hand":
            return [(c,) for c in reversed(self.bench)]
        if key == "draw_two_split":
            ends = (False, True) if f else (True,)
            if len(cards) == 1:
                c = cards[0]
                return [(c, -1, True)] + [(-1, c, right) for right in ends]
            return [(keep, join, right) for keep, join in ((cards[0], cards[1]), (cards[1], cards[0]))
                    for right in ends]
        if key == "score":
            return scoring_choices(formations(self.t, f, self.ad))
        if key == "play_from_opponent":
            return [(o,) for o in _victims(self)]
        raise ValueError(f"no decision {key!r}")

    # --------------------------------------------------------------- moves
    def step(self, option) -> None:
        """Make the decision waiting with ``option``, then carry the turn on as the game does, up to
        the next decision or the draw phase (``done``)."""
        p = self.pend
        if p is None:
            c, right = option
            hands = self.hands[:]
            hand = hands[self.seat] = hands[self.seat][:]
            hand.remove(c)
            self.hands = hands
            if self.played < 0:
                self.played = c
            _play(self, c, right)
        else:
            self.pend = None
            _RESOLVE[p[0]](self, p, option)
        if self.pend is None:
            _proceed(self)

    def gains(self) -> list[int]:
        """The points each of :meth:`options` scores at once (what :meth:`step` adds), in their
        order. Only an option that makes a formation has its field built and scored: on a field
        that holds none, the pairs an option makes beside the cards it moves tell (a pair of a
        value, or two pairs side by side sharing a team or a step); else the field's code,
        changed where the option changes the field. An option that asks a further decision
        scores nothing yet."""
        t = self.t
        f, ad, code = self.field, self.ad, self.code
        p = self.pend
        key = "play" if p is None else p[0]
        pair, size = t.pair, t.size
        n = len(f)
        calm = not (code & ONES or code & (code >> 4) & SHARED)
        if calm and key in _NEAR:
            # what each pair of neighbours shares that three in a row could share too
            shared = [code >> k & 14 for k in range(0, 4 * n - 4, 4)]
            first = shared[0] if shared else 0
            last = shared[-1] if shared else 0
        if key == "join_from_hand":
            out = []
            for c in self.hands[self.seat]:
                row = c * size
                for pos in range(n + 1):
                    if calm:
                        if pos == 0:
                            y = pair[row + f[0]]
                            hot = y & 1 or y & first
                        elif pos == n:
                            x = pair[f[-1] * size + c]
                            hot = x & 1 or x & last
                        else:
                            x = pair[f[pos - 1] * size + c]
                            y = pair[row + f[pos]]
                            hot = ((x | y) & 1 or x & y & 14 or pos > 1 and x & shared[pos - 2]
                                   or pos < n - 1 and y & shared[pos])
                    else:
                        code2 = pair_code_inserted(t, f, code, c, pos)
                        hot = code2 & ONES or code2 & (code2 >> 4) & SHARED
                    out.append(settle_points(t, inserted(t, f, ad, code, c, pos)) if hot else 0)
            return out
        if key == "bench_other" or key == "field_to_hand":
            by = p[1]
            out = []
            for i, c in enumerate(f):
                if c == by:
                    continue
                if calm:
                    if i == 0 or i == n - 1:
                        hot = False
                    else:
                        z = pair[f[i - 1] * size + f[i + 1]]
                        hot = z & 1 or i > 1 and z & shared[i - 2] or i < n - 2 and z & shared[i + 1]
                else:
                    code2 = pair_code_without(t, f, code, i)
                    hot = code2 & ONES or code2 & (code2 >> 4) & SHARED
                out.append(settle_points(t, without_card(t, f, ad, code, c)) if hot else 0)
            return out
        if key == "bench_to_field_end":
            if not f:
                return [0] * len(self.bench)
            out = []
            for c in reversed(self.bench):
                if calm:
                    y = pair[c * size + f[0]]
                    out.append(settle_points(t, to_end(t, f, ad, code, c, False)) if y & 1 or y & first else 0)
                    x = pair[f[-1] * size + c]
                    out.append(settle_points(t, to_end(t, f, ad, code, c, True)) if x & 1 or x & last else 0)
                else:
                    out.append(_points_at_end(t, f, ad, code, c, False))
                    out.append(_points_at_end(t, f, ad, code, c, True))
            return out
        if key == "swap_two":
            out = []
            for i, j in pair_positions(n):
                if calm:
                    # the new pairs beside both places (x: left of i, y: right of i; u: left of j,
                    # v: right of j), and the old ones beside those
                    a, b = f[i], f[j]
                    x = pair[f[i - 1] * size + b] if i else 0
                    v = pair[a * size + f[j + 1]] if j < n - 1 else 0
                    if j == i + 1:
                        y = pair[b * size + a]
                        hot = ((x | y | v) & 1 or x & y & 14 or y & v & 14 or i > 1 and x & shared[i - 2]
                               or j < n - 2 and v & shared[j + 1])
                    else:
                        y = pair[b * size + f[i + 1]]
                        u = pair[f[j - 1] * size + a]
                        hot = ((x | y | u | v) & 1 or x & y & 14 or u & v & 14
                               or (y & u & 14 if j == i + 2 else y & shared[i + 1] or u & shared[j - 2])
                               or i > 1 and x & shared[i - 2] or j < n - 2 and v & shared[j + 1])
                else:
                    code2 = pair_code_swapped(t, f, code, i, j)
                    hot = code2 & ONES or code2 & (code2 >> 4) & SHARED
                out.append(settle_points(t, swapped(t, f, ad, code, i, j)) if hot else 0)
            return out
        if key == "play" or key == "place":
            if key == "play":
                hand = self.hands[self.seat]
                left = len(hand) > 1
                cards = hand
            else:
                left = len(self.hands[self.seat]) > 0
                cards = p[2]
            ends = (False, True) if f else (True,)
            return [_played(self, c, right, left) for c in cards for right in ends]
        if key == "draw_two_split":
            kept = settle_points(t, (f, ad, code)) if not calm else 0
            return [_points_at_end(t, f, ad, code, join, right) if join >= 0 else kept for _, join, right in self.options()]
        if key == "bench_to_hand":
            return [settle_points(t, (f, ad, code)) if not calm else 0] * len(self.bench)
        if key == "score":
            out = []
            for scored in self.options():
                f2, ad2, code2, pts = after_scoring(t, f, ad, code, scored)
                out.append(pts + settle_points(t, (f2, ad2, code2)))
            return out
        if key == "play_from_opponent":
            return [0] * len(_victims(self))
        raise ValueError(f"no decision {key!r}")

    def option(self, i: int):
        """``options()[i]``, made alone."""
        p = self.pend
        f = self.field
        if p is None:
            hand = self.hands[self.seat]
            return (hand[i >> 1], bool(i & 1)) if f else (hand[i], True)
        key = p[0]
        if key == "place":
            return p[2][0], bool(i)
        if key == "join_from_hand":
            c, pos = divmod(i, len(f) + 1)
            return self.hands[self.seat][c], -1 if pos == 0 else -2 if pos == len(f) else f[pos - 1]
        if key == "bench_other" or key == "field_to_hand":
            k = f.index(p[1])
            return (f[i if i < k else i + 1],)
        if key == "swap_two":
            a, b = pair_positions(len(f))[i]
            return f[a], f[b]
        if key == "bench_to_field_end":
            return (self.bench[-1 - (i >> 1)], bool(i & 1)) if f else (self.bench[-1 - i], True)
        return self.options()[i]

    def end_points(self, option) -> int | None:
        """What making the decision waiting with ``option`` scores, if the turn surely ends
        there: it asks nothing more and the scoring phase leaves a field that is neither empty
        (a bonus play) nor holding overlapping formations (a choice). None: not known without
        making it."""
        p = self.pend
        key = "play" if p is None else p[0]
        t = self.t
        f, ad, code = self.field, self.ad, self.code
        if key == "bench_other" or key == "field_to_hand":
            f, ad, code = without_card(t, f, ad, code, option[0])
        elif key == "join_from_hand":
            c, after = option
            f, ad, code = inserted(t, f, ad, code, c, 0 if after == -1 else len(f) if after == -2
                                    else f.index(after) + 1)
        elif key == "swap_two":
            f, ad, code = swapped(t, f, ad, code, f.index(option[0]), f.index(option[1]))
        elif key == "bench_to_field_end":
            f, ad, code = to_end(t, f, ad, code, option[0], option[1])
        elif key == "draw_two_split":
            if option[1] >= 0:
                f, ad, code = to_end(t, f, ad, code, option[1], option[2])
        elif key == "play" or key == "place":
            c, right = option
            if _ASKS[t.effect[c]] != "none":
                return None
            f, ad, code = to_end(t, f, ad, code, c, right)
        elif key != "bench_to_hand":
            return None
        if not (code & ONES or code & (code >> 4) & SHARED):
            return 0 if f else None
        return settle_points(t, (f, ad, code), True)


#: The decisions whose options change the field in one or two places: on a field that holds no
#: formation, the new neighbours alone tell whether an option makes one.
_NEAR = frozenset(("join_from_hand", "bench_other", "field_to_hand", "bench_to_field_end", "swap_two"))


def _victims(s: Sim) -> list[int]:
    n = s.rules[0]
    hands = s.hands
    return [o for o in ((s.seat + k) % n for k in range(1, n)) if hands[o]]


# --------------------------------------------------------- points at once
def _points_at_end(t, f: list, ad: frozenset, code: int, c: int, right: bool) -> int:
    """The points at once of card ``c`` going to an end of ``f``, its effect aside."""
    code2 = pair_code_ended(t, f, code, c, right)
    if code2 & ONES or code2 & (code2 >> 4) & SHARED:
        return settle_points(t, to_end(t, f, ad, code, c, right))
    return 0


def _played(s: Sim, c: int, right: bool, hand_left: bool) -> int:
    """The points at once of card ``c`` played to an end: none if its effect asks a decision
    (``hand_left``: the seat still holds a card), else what the field it leaves scores."""
    kind = _ASKS[s.t.effect[c]]
    if kind == "hand":
        if hand_left:
            return 0
    elif kind == "bench":
        if s.bench:
            return 0
    elif kind == "two":
        if s.field:
            return 0
    elif kind == "deck":
        if s.n:
            return 0
    elif kind == "rob":
        if _victims(s):
            return 0
    elif kind == "shuffle":
        t = s.t
        f = _shuffled(s.rng, to_end(t, s.field, s.ad, s.code, c, right)[0])[0]
        return settle_points(t, (f, _EMPTY, pair_code(t.pair, t.size, f)))
    elif kind == "ten":
        t = s.t
        return settle_points(t, ten_benches(t, *to_end(t, s.field, s.ad, s.code, c, right), right)[:3])
    return _points_at_end(s.t, s.field, s.ad, s.code, c, right)


# -------------------------------------------------------------- the effects
def _shuffled(state: int, cards: list) -> tuple[list, int]:
    """``cards`` in the order ``Rng(state).shuffle`` leaves a copy of them, and the generator's state
    after. Which places a shuffle swaps depends only on the state and how many cards there are, so
    the order is kept as positions (:data:`_ORDERS`): the 9 is tried at both ends of the field and
    then played, all with the same generator (half the shuffles a decision asks for)."""
    n = len(cards)
    kept = _ORDERS.get((state, n))
    if kept is None:
        if len(_ORDERS) > 4096:
            _ORDERS.clear()
        order = list(range(n))
        r = Rng(state)
        r.shuffle(order)
        kept = _ORDERS[state, n] = (order, r.state)
    order, after = kept
    return list(map(cards.__getitem__, order)), after


#: Where a shuffle puts each place, by the generator's state and the number of cards (:func:`_shuffled`).
_ORDERS: dict[tuple[int, int], tuple[list, int]] = {}


def _to_hand(s: Sim, c: int) -> None:
    hands = s.hands[:]
    hands[s.seat] = hands[s.seat] + [c]
    s.hands = hands


def _play(s: Sim, c: int, right: bool) -> None:
    """A card goes to an end and its effect resolves (``rules.play_card``)."""
    t = s.t
    s.field, s.ad, s.code = to_end(t, s.field, s.ad, s.code, c, right)
    _EFFECT[t.effect[c]](s, c, right)


def _ask_if_hand(key):
    def effect(s, c, right):
        if s.hands[s.seat]:
            s.pend = (key, c, ())
    return effect


def _ask_if_bench(key):
    def effect(s, c, right):
        if s.bench:
            s.pend = (key, c, ())
    return effect


def _ask_if_two(key):
    def effect(s, c, right):
        if len(s.field) >= 2:
            s.pend = (key, c, ())
    return effect


def _play_from_opponent(s, c, right):
    victims = _victims(s)
    if len(victims) == 1:
        _rob(s, c, victims[0])
    elif victims:
        s.pend = ("play_from_opponent", c, ())


def _rob(s: Sim, by: int, victim: int) -> None:
    r = Rng(s.rng)
    hands = s.hands[:]
    hand = hands[victim] = hands[victim][:]
    card = hand.pop(r.below(len(hand)))
    s.hands = hands
    s.rng = r.state
    s.pend = ("place", by, (card,))


def _play_top_of_deck(s, c, right):
    if s.n:
        s.n -= 1
        s.pend = ("place", c, (s.deck[s.n],))


def _draw_two_split(s, c, right):
    n = s.n
    if n:
        deck = s.deck
        k = min(2, n)
        s.n = n - k
        s.pend = ("draw_two_split", c, (deck[n - 1], deck[n - 2]) if k == 2 else (deck[n - 1],))


def _shuffle_field(s, c, right):
    f, s.rng = _shuffled(s.rng, s.field)
    s.field = f
    s.ad = _EMPTY
    s.code = pair_code(s.t.pair, s.t.size, f)


def _bench_neighbour_and_far_end(s, c, right):
    s.field, s.ad, s.code, out = ten_benches(s.t, s.field, s.ad, s.code, right)
    if out:
        s.bench = s.bench + out


def _none(s, c, right):
    pass


_EFFECT = {
    "join_from_hand": _ask_if_hand("join_from_hand"),
    "bench_to_field_end": _ask_if_bench("bench_to_field_end"),
    "bench_to_hand": _ask_if_bench("bench_to_hand"),
    "swap_two": _ask_if_two("swap_two"),
    "field_to_hand": _ask_if_two("field_to_hand"),
    "bench_other": _ask_if_two("bench_other"),
    "play_from_opponent": _play_from_opponent,
    "play_top_of_deck": _play_top_of_deck,
    "draw_two_split": _draw_two_split,
    "shuffle_field": _shuffle_field,
    "bench_neighbour_and_far_end": _bench_neighbour_and_far_end,
    "none": _none,
}
#: When each effect asks a decision (so its card scores nothing at once), or how it changes the field.
_ASKS = {
    "join_from_hand": "hand", "bench_to_field_end": "bench", "bench_to_hand": "bench", "swap_two": "two",
    "field_to_hand": "two", "bench_other": "two", "play_from_opponent": "rob", "play_top_of_deck": "deck",
    "draw_two_split": "deck", "shuffle_field": "shuffle", "bench_neighbour_and_far_end": "ten", "none": "none",
}


# ------------------------------------------------------ resolving a decision
def _place(s, p, option):
    _play(s, option[0], option[1])


def _join_from_hand(s, p, option):
    c, after = option
    hands = s.hands[:]
    hand = hands[s.seat] = hands[s.seat][:]
    hand.remove(c)
    s.hands = hands
    f = s.field
    pos = 0 if after == -1 else len(f) if after == -2 else f.index(after) + 1
    s.field, s.ad, s.code = inserted(s.t, f, s.ad, s.code, c, pos)


def _bench_to_field_end(s, p, option):
    c, right = option
    bench = s.bench[:]
    bench.remove(c)
    s.bench = bench
    s.field, s.ad, s.code = to_end(s.t, s.field, s.ad, s.code, c, right)


def _bench_to_hand(s, p, option):
    (c,) = option
    bench = s.bench[:]
    bench.remove(c)
    s.bench = bench
    _to_hand(s, c)


def _swap_two(s, p, option):
    f = s.field
    s.field, s.ad, s.code = swapped(s.t, f, s.ad, s.code, f.index(option[0]), f.index(option[1]))


def _field_to_hand(s, p, option):
    s.field, s.ad, s.code = without_card(s.t, s.field, s.ad, s.code, option[0])
    _to_hand(s, option[0])


def _bench_other(s, p, option):
    s.field, s.ad, s.code = without_card(s.t, s.field, s.ad, s.code, option[0])
    s.bench = s.bench + [option[0]]


def _rob_chosen(s, p, option):
    _rob(s, p[1], option[0])


def _keep(s, p, option):
    keep, join, right = option
    if keep >= 0:
        _to_hand(s, keep)
    if join >= 0:
        s.field, s.ad, s.code = to_end(s.t, s.field, s.ad, s.code, join, right)


def _score_chosen(s, p, option):
    s.field, s.ad, s.code, pts = after_scoring(s.t, s.field, s.ad, s.code, option)
    points = s.points[:]
    points[s.seat] += pts
    s.points = points


_RESOLVE = {
    "place": _place,
    "join_from_hand": _join_from_hand,
    "bench_to_field_end": _bench_to_field_end,
    "bench_to_hand": _bench_to_hand,
    "swap_two": _swap_two,
    "field_to_hand": _field_to_hand,
    "bench_other": _bench_other,
    "play_from_opponent": _rob_chosen,
    "draw_two_split": _keep,
    "score": _score_chosen,
}


# ------------------------------------------------------------------ the turn
def _proceed(s: Sim) -> None:
    """The scoring phase, then a bonus play on a cleared field, else the draw phase is due."""
    t = s.t
    code = s.code
    if code & ONES or code & (code >> 4) & SHARED:                 # scores_somewhere, without the call
        f, s.ad, s.code, pts, asks = settle(t, s.field, s.ad, code)
        s.field = f
        if pts:
            points = s.points[:]
            points[s.seat] += pts
            s.points = points
        if asks:
            s.pend = ("score", -1, ())
            return
    else:
        f = s.field
    if not f:
        n = s.n
        k = min(FIELD_SIZE, n)
        s.n = n - k
        s.field = f = s.deck[n - k:n][::-1]
        s.ad = frozenset(f)
        s.code = pair_code(t.pair, t.size, f)
        s.bonus += 1
        if s.hands[s.seat]:
            return
    s.done = True


def end_turn(s: Sim) -> None:
    """The draw phase, the loop rule and the end of the game, then the next seat's turn begins
    (``rules.end_turn``)."""
    s.done = False
    players, last_seat, limit = s.rules
    deck = s.deck
    while True:
        seat = s.seat
        hand = s.hands[seat]
        n = s.n
        if len(hand) < HAND_SIZE and n:
            k = min(HAND_SIZE - len(hand), n)
            hands = s.hands[:]
            hands[seat] = hand + deck[n - k:n][::-1]
            s.hands = hands
            s.n = n = n - k
        s.turns += 1
        if _loop_rule(s):
            return
        if s.began_empty and seat == last_seat:
            s.ended = "deck"
            return
        if limit and s.turns >= limit:
            s.ended = "turn_limit"
            return
        seat = s.seat = (seat + 1) % players
        s.began_empty = not n
        s.bonus = 0
        s.played = -1
        if s.hands[seat]:
            return
        if n:
            k = min(HAND_SIZE, n)
            hands = s.hands[:]
            hands[seat] = deck[n - k:n][::-1]
            s.hands = hands
            s.n = n - k
            return


def _shape(t, cards) -> tuple:
    seen: dict[int, int] = {}
    team, value = t.team, t.value
    return tuple((value[c], seen.setdefault(team[c], len(seen))) for c in cards)


def _loop_rule(s: Sim) -> bool:
    """``rules._loop_rule``: True if the game ends in a tie."""
    if s.played < 0:
        s.loop_streak = 0
        s.loop_value = -1
        s.loop_field = []
        return False
    t = s.t
    v = t.value[s.played]
    f = s.field
    if (s.loop_streak and v == s.loop_value and len(f) == len(s.loop_field)
            and _shape(t, f) == _shape(t, s.loop_field)):
        s.loop_streak += 1
    else:
        s.loop_streak = 1
    s.loop_value = v
    s.loop_field = f
    if s.loop_streak > 3:
        s.ended = "loop"
        return True
    return False
