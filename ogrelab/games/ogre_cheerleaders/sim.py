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
share (:func:`_code`), kept as the field changes: so :meth:`Sim.gains` tells the
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
from .scoring import formations, overlapping, scoring_choices

_EMPTY = frozenset()


class Sim:
    """A position of :class:`~.rules.OgreCheerleaders` as the bot tries it (see the module docstring).

    ``pend`` is the decision waiting, ``(rule key, card whose effect asks, cards it holds)``, or
    None for the turn's play (or bonus play); ``deck[:n]`` is the deck, its top last (the list is
    shared and never changed: drawing lowers ``n``); ``ad`` the field's cards still as dealt and
    ``code`` what its neighbouring cards share (:func:`_code`)."""

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
        s.code = _code(t.pair, t.size, s.field)
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
        seen = set(field)
        seen.update(bench)
        for group in hands + held + piles:
            seen.update(group)
        if not isinstance(deck, int):
            seen.update(deck)
        pool = sorted(set(range(t.size)).difference(seen))       # the unseen cards, in the deck's order
        Rng(seed).shuffle(pool)
        for group in hands + held:
            if -1 in group:
                for i, c in enumerate(group):
                    if c < 0:
                        group[i] = pool.pop()
        if isinstance(deck, int):
            deck = [pool.pop() for _ in range(deck)]
        s = cls.__new__(cls)
        s.t = t
        players = len(hands)
        s.rules = (players, (options["first_seat"] - 1) % players, options["turn_limit"])
        s.field = field
        s.ad = frozenset(map(card, st["as_dealt"]))
        s.code = _code(t.pair, t.size, field)
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
            s = self.seat
            hands = self.hands[:]
            hand = hands[s]
            i = hand.index(c)
            hands[s] = hand[:i] + hand[i + 1:]
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
        calm = not (code & _ONES or code & (code >> 4) & _SHARED)
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
                        code2 = _code_inserted(t, f, code, c, pos)
                        hot = code2 & _ONES or code2 & (code2 >> 4) & _SHARED
                    out.append(_settle(t, *_inserted(t, f, ad, code, c, pos))[3] if hot else 0)
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
                    code2 = _code_without(t, f, code, i)
                    hot = code2 & _ONES or code2 & (code2 >> 4) & _SHARED
                out.append(_settle(t, *_without(t, f, ad, code, c))[3] if hot else 0)
            return out
        if key == "bench_to_field_end":
            if not f:
                return [0] * len(self.bench)
            out = []
            for c in reversed(self.bench):
                if calm:
                    y = pair[c * size + f[0]]
                    out.append(_settle(t, *_end(t, f, ad, code, c, False))[3] if y & 1 or y & first else 0)
                    x = pair[f[-1] * size + c]
                    out.append(_settle(t, *_end(t, f, ad, code, c, True))[3] if x & 1 or x & last else 0)
                else:
                    out.append(_ended(t, f, ad, code, c, False))
                    out.append(_ended(t, f, ad, code, c, True))
            return out
        if key == "swap_two":
            out = []
            for i, j in _pairs(n):
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
                    code2 = _code_swapped(t, f, code, i, j)
                    hot = code2 & _ONES or code2 & (code2 >> 4) & _SHARED
                out.append(_settle(t, *_swapped(t, f, ad, code, i, j))[3] if hot else 0)
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
            kept = _settle(t, f, ad, code)[3] if not calm else 0
            return [_ended(t, f, ad, code, join, right) if join >= 0 else kept for _, join, right in self.options()]
        if key == "bench_to_hand":
            return [_settle(t, f, ad, code)[3] if not calm else 0] * len(self.bench)
        if key == "score":
            out = []
            for scored in self.options():
                f2, ad2, code2, pts = _scored(t, f, ad, code, scored)
                out.append(pts + _settle(t, f2, ad2, code2)[3])
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
            a, b = _pairs(len(f))[i]
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
            f, ad, code = _without(t, f, ad, code, option[0])
        elif key == "join_from_hand":
            c, after = option
            f, ad, code = _inserted(t, f, ad, code, c, 0 if after == -1 else len(f) if after == -2
                                    else f.index(after) + 1)
        elif key == "swap_two":
            f, ad, code = _swapped(t, f, ad, code, f.index(option[0]), f.index(option[1]))
        elif key == "bench_to_field_end":
            f, ad, code = _end(t, f, ad, code, option[0], option[1])
        elif key == "draw_two_split":
            if option[1] >= 0:
                f, ad, code = _end(t, f, ad, code, option[1], option[2])
        elif key == "play" or key == "place":
            c, right = option
            if _ASKS[t.effect[c]] != "none":
                return None
            f, ad, code = _end(t, f, ad, code, c, right)
        elif key != "bench_to_hand":
            return None
        if not (code & _ONES or code & (code >> 4) & _SHARED):
            return 0 if f else None
        f, ad, code, pts, asks = _settle(t, f, ad, code)
        return None if asks or not f else pts


#: The decisions whose options change the field in one or two places: on a field that holds no
#: formation, the new neighbours alone tell whether an option makes one.
_NEAR = frozenset(("join_from_hand", "bench_other", "field_to_hand", "bench_to_field_end", "swap_two"))


def _victims(s: Sim) -> list[int]:
    n = s.rules[0]
    hands = s.hands
    return [o for o in ((s.seat + k) % n for k in range(1, n)) if hands[o]]


# ---------------------------------------------------------------- formations
# A field's code: what each pair of neighbouring cards shares, as the deck's pair bits (``Deck.pair``:
# 1 same value, 2 same team, 4 one more, 8 one less), four bits a pair, the leftmost pair lowest.
# Which formations a field holds depends on its code alone (as dealt aside), so they are found once
# per code; a change to the field changes the code where it happens.
def _code(pair: list, size: int, f: list) -> int:
    if len(f) < 2:
        return 0
    it = iter(f)
    a = next(it)
    code = 0
    shift = 0
    for c in it:
        code |= pair[a * size + c] << shift
        shift += 4
        a = c
    return code


def _code_ended(t, f: list, code: int, c: int, right: bool) -> int:
    """The code once card ``c`` goes to an end of ``f``."""
    n = len(f)
    if not n:
        return 0
    if right:
        return code | t.pair[f[-1] * t.size + c] << 4 * (n - 1)
    return code << 4 | t.pair[c * t.size + f[0]]


def _code_inserted(t, f: list, code: int, c: int, pos: int) -> int:
    """The code once card ``c`` joins ``f`` at ``pos``."""
    if pos == 0 or pos == len(f):
        return _code_ended(t, f, code, c, pos > 0)
    low = 4 * (pos - 1)
    pair, size = t.pair, t.size
    return (code & ((1 << low) - 1) | pair[f[pos - 1] * size + c] << low | pair[c * size + f[pos]] << low + 4
            | (code >> low + 4) << low + 8)


def _code_swapped(t, f: list, code: int, i: int, j: int) -> int:
    """The code once the cards at ``i`` and ``j`` change places: the pairs either side of each."""
    if i > j:
        i, j = j, i
    pair, size = t.pair, t.size
    a, b = f[i], f[j]                                   # b goes to i, a to j
    if i > 0:
        code = code & ~(15 << 4 * i - 4) | pair[f[i - 1] * size + b] << 4 * i - 4
    if j == i + 1:
        code = code & ~(15 << 4 * i) | pair[b * size + a] << 4 * i
    else:
        code = code & ~(15 << 4 * i) | pair[b * size + f[i + 1]] << 4 * i
        code = code & ~(15 << 4 * j - 4) | pair[f[j - 1] * size + a] << 4 * j - 4
    if j < len(f) - 1:
        code = code & ~(15 << 4 * j) | pair[a * size + f[j + 1]] << 4 * j
    return code


def _pairs(n: int) -> list:
    """All pairs of positions of a field of ``n`` cards, in ``itertools.combinations`` order."""
    pairs = _PAIRS.get(n)
    if pairs is None:
        pairs = _PAIRS[n] = list(combinations(range(n), 2))
    return pairs


_PAIRS: dict[int, list] = {}


def _code_without(t, f: list, code: int, i: int) -> int:
    """The code once the card at ``i`` leaves ``f`` and the gap closes."""
    if i == 0:
        return code >> 4
    if i == len(f) - 1:
        return code & ((1 << 4 * (i - 1)) - 1)
    low = 4 * (i - 1)
    return code & ((1 << low) - 1) | t.pair[f[i - 1] * t.size + f[i + 1]] << low | (code >> low + 8) << low + 4


#: Bit 0 of every pair's four (the same value), and bits 1-3 (same team, one more, one less): a
#: field holds a formation if a pair has bit 0, or two pairs side by side share one of bits 1-3
#: (what ``scoring.formations`` checks first). Long enough for any field of any deck.
_ONES = int("1" * 1024, 16)
_SHARED = int("e" * 1024, 16)


def _hot(code: int) -> bool:
    """Whether a field with this code holds a formation (perhaps one left out as dealt)."""
    return bool(code & _ONES or code & (code >> 4) & _SHARED)


#: The formations of each code seen, kept as the bits that make them: what
#: ``scoring.formations`` finds, as dealt aside.
_RUNS: dict[int, tuple] = {0: ()}


def _runs(code: int) -> tuple:
    """Every maximal run that scores, as (first, last) positions, sorted: 2+ of a number (pairs
    with bit 1 in a row), 3+ of a team or in sequence either way (2+ pairs sharing bit 2, 4 or 8)."""
    shared = code & (code >> 4) & _SHARED
    code = code & _ONES | shared | shared << 4         # only the bits that make formations
    runs = _RUNS.get(code)
    if runs is not None:
        return runs
    bits = []
    x = code
    while x:
        bits.append(x & 15)
        x >>= 4
    m = len(bits)
    found = set()
    for bit, least in ((1, 1), (2, 2), (4, 2), (8, 2)):
        k = 0
        while k < m:
            if bits[k] & bit:
                j = k
                while j + 1 < m and bits[j + 1] & bit:
                    j += 1
                if j - k + 1 >= least:
                    found.add((k, j + 1))
                k = j + 1
            else:
                k += 1
    if len(_RUNS) > 100_000:
        _RUNS.clear()
        _RUNS[0] = ()
    runs = _RUNS[code] = tuple(sorted(found))
    return runs


def _settle(t, f: list, ad: frozenset, code: int) -> tuple[list, frozenset, int, int, bool]:
    """The scoring phase on field ``f``: formations score and the gaps close, again, until none
    is left (False) or overlapping ones ask which to score (True); the field, as dealt, code and
    the points scored (``decisions.scoring_phase``)."""
    pts = 0
    while True:
        runs = _runs(code) if code & _ONES or code & (code >> 4) & _SHARED else ()
        if ad and runs:
            runs = [r for r in runs if not all(f[k] in ad for k in range(r[0], r[1] + 1))]
        if not runs:
            return f, ad, code, pts, False
        if len(runs) > 1 and overlapping(runs):
            return f, ad, code, pts, True
        f, ad, code, p = _scored(t, f, ad, code, runs)
        pts += p


def _scored(t, f: list, ad: frozenset, code: int, runs) -> tuple[list, frozenset, int, int]:
    """``decisions.score``: the field, as dealt and code after ``runs`` score, and their points."""
    value = t.value
    if len(runs) == 1:
        (a, b), = runs
        if ad:
            out = set(f[a:b + 1])
            if a > 0:
                out.add(f[a - 1])
            if b + 1 < len(f):
                out.add(f[b + 1])
            ad = ad - out
        pts = sum(map(value.__getitem__, f[a:b + 1]))
        if a == 0:
            code = code >> 4 * (b + 1)
        elif b == len(f) - 1:
            code = code & ((1 << 4 * (a - 1)) - 1)
        else:
            low = 4 * (a - 1)
            code = (code & ((1 << low) - 1) | t.pair[f[a - 1] * t.size + f[b + 1]] << low
                    | (code >> 4 * (b + 1)) << low + 4)
        return f[:a] + f[b + 1:], ad, code, pts
    gone = set()
    for a, b in runs:
        gone.update(range(a, b + 1))
    if ad:
        out = set()
        for a, b in runs:
            if a > 0 and a - 1 not in gone:
                out.add(f[a - 1])
            if b + 1 < len(f) and b + 1 not in gone:
                out.add(f[b + 1])
        out.update(f[k] for k in gone)
        ad = ad - out
    f2 = [c for k, c in enumerate(f) if k not in gone]
    return f2, ad, _code(t.pair, t.size, f2), sum(value[f[k]] for k in gone)


# ------------------------------------------------------------- field changes
# Each takes the field, its as-dealt cards and its code and gives all three changed, as new values.
def _end(t, f: list, ad: frozenset, code: int, c: int, right: bool) -> tuple[list, frozenset, int]:
    """``rules._to_end``: a card goes to an end; the card it lands beside is no longer as dealt."""
    if not f:
        return [c], ad, 0
    if ad:
        x = f[-1] if right else f[0]
        if x in ad:
            ad = ad - {x}
    return (f + [c] if right else [c] + f), ad, _code_ended(t, f, code, c, right)


def _inserted(t, f: list, ad: frozenset, code: int, c: int, pos: int) -> tuple[list, frozenset, int]:
    """``rules._insert``: a card joins at ``pos``; both its neighbours are no longer as dealt."""
    if ad:
        if pos > 0:
            ad = ad - {f[pos - 1]}
        if pos < len(f):
            ad = ad - {f[pos]}
    return f[:pos] + [c] + f[pos:], ad, _code_inserted(t, f, code, c, pos)


def _without(t, f: list, ad: frozenset, code: int, c: int) -> tuple[list, frozenset, int]:
    """``rules._take``: a card leaves the field and the gap closes."""
    i = f.index(c)
    code = _code_without(t, f, code, i)
    f = f[:i] + f[i + 1:]
    if ad:
        gone = {c}
        if i > 0:
            gone.add(f[i - 1])
        if i < len(f):
            gone.add(f[i])
        ad = ad - gone
    return f, ad, code


def _swapped(t, f: list, ad: frozenset, code: int, i: int, j: int) -> tuple[list, frozenset, int]:
    """``SwapTwo.resolve``: the cards at ``i`` and ``j`` change places."""
    code = _code_swapped(t, f, code, i, j)
    f = f[:]
    f[i], f[j] = f[j], f[i]
    if ad:
        n = len(f)
        ad = ad - {f[k] for k in (i - 1, i, i + 1, j - 1, j, j + 1) if 0 <= k < n}
    return f, ad, code


def _ten(t, f: list, ad: frozenset, code: int, right: bool) -> tuple[list, frozenset, int, list]:
    """``BenchNeighbourAndFarEnd.resolve``: the field, as dealt and code, and the cards benched."""
    n = len(f)
    if n < 2:
        return f, ad, code, []
    if right:
        out = [f[-2], f[0]] if n > 2 else [f[0]]
    else:
        out = [f[1], f[-1]] if n > 2 else [f[1]]
    for x in out:
        f, ad, code = _without(t, f, ad, code, x)
    return f, ad, code, out


# --------------------------------------------------------- points at once
def _ended(t, f: list, ad: frozenset, code: int, c: int, right: bool) -> int:
    """The points at once of card ``c`` going to an end of ``f``, its effect aside."""
    code2 = _code_ended(t, f, code, c, right)
    return _settle(t, *_end(t, f, ad, code, c, right))[3] if _hot(code2) else 0


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
        f = _end(t, s.field, s.ad, s.code, c, right)[0][:]
        Rng(s.rng).shuffle(f)
        return _settle(t, f, _EMPTY, _code(t.pair, t.size, f))[3]
    elif kind == "ten":
        t = s.t
        return _settle(t, *_ten(t, *_end(t, s.field, s.ad, s.code, c, right), right)[:3])[3]
    return _ended(s.t, s.field, s.ad, s.code, c, right)


# -------------------------------------------------------------- the effects
def _to_hand(s: Sim, c: int) -> None:
    hands = s.hands[:]
    hands[s.seat] = hands[s.seat] + [c]
    s.hands = hands


def _play(s: Sim, c: int, right: bool) -> None:
    """A card goes to an end and its effect resolves (``rules._play``)."""
    t = s.t
    s.field, s.ad, s.code = _end(t, s.field, s.ad, s.code, c, right)
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
    f = s.field[:]
    r = Rng(s.rng)
    r.shuffle(f)
    s.rng = r.state
    s.field = f
    s.ad = _EMPTY
    s.code = _code(s.t.pair, s.t.size, f)


def _bench_neighbour_and_far_end(s, c, right):
    s.field, s.ad, s.code, out = _ten(s.t, s.field, s.ad, s.code, right)
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
    s.field, s.ad, s.code = _inserted(s.t, f, s.ad, s.code, c, pos)


def _bench_to_field_end(s, p, option):
    c, right = option
    bench = s.bench[:]
    bench.remove(c)
    s.bench = bench
    s.field, s.ad, s.code = _end(s.t, s.field, s.ad, s.code, c, right)


def _bench_to_hand(s, p, option):
    (c,) = option
    bench = s.bench[:]
    bench.remove(c)
    s.bench = bench
    _to_hand(s, c)


def _swap_two(s, p, option):
    f = s.field
    s.field, s.ad, s.code = _swapped(s.t, f, s.ad, s.code, f.index(option[0]), f.index(option[1]))


def _field_to_hand(s, p, option):
    s.field, s.ad, s.code = _without(s.t, s.field, s.ad, s.code, option[0])
    _to_hand(s, option[0])


def _bench_other(s, p, option):
    s.field, s.ad, s.code = _without(s.t, s.field, s.ad, s.code, option[0])
    s.bench = s.bench + [option[0]]


def _rob_chosen(s, p, option):
    _rob(s, p[1], option[0])


def _keep(s, p, option):
    keep, join, right = option
    if keep >= 0:
        _to_hand(s, keep)
    if join >= 0:
        s.field, s.ad, s.code = _end(s.t, s.field, s.ad, s.code, join, right)


def _score_chosen(s, p, option):
    s.field, s.ad, s.code, pts = _scored(s.t, s.field, s.ad, s.code, option)
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
    if _hot(s.code):
        f, s.ad, s.code, pts, asks = _settle(t, s.field, s.ad, s.code)
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
        s.code = _code(t.pair, t.size, f)
        s.bonus += 1
        if s.hands[s.seat]:
            return
    s.done = True


def end_turn(s: Sim) -> None:
    """The draw phase, the loop rule and the end of the game, then the next seat's turn begins
    (``rules._end_turn``)."""
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
