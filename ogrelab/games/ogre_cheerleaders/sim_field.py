"""The field of Ogre Cheerleaders' slim position (:mod:`.sim`) as a code of its neighbouring pairs.

Which formations a field holds depends only on what each pair of neighbouring
cards shares: a field's code (:func:`.scoring.pair_code`) is kept as the field changes
(a card to an end, into a gap, out, two swapped, the 10's benching), so most
changes, which make no formation, cost a few integer operations, and those
that do are scored without copying the game (:func:`settle`). Each function
mirrors the game's own move it names (``rules.to_end_of_field``, ``decisions.score``):
``tests/ogre_cheerleaders/test_sim.py`` holds them to it.
"""

from __future__ import annotations

from itertools import combinations

from .scoring import ONES, SHARED, overlapping, pair_code, runs_of


# ---------------------------------------------------------------- formations
# A field's code (``scoring.pair_code``) and its formations (``scoring.runs_of``) are the rules' own.
def pair_code_ended(t, f: list, code: int, c: int, right: bool) -> int:
    """The code once card ``c`` goes to an end of ``f``."""
    n = len(f)
    if not n:
        return 0
    if right:
        return code | t.pair[f[-1] * t.size + c] << 4 * (n - 1)
    return code << 4 | t.pair[c * t.size + f[0]]


def pair_code_inserted(t, f: list, code: int, c: int, pos: int) -> int:
    """The code once card ``c`` joins ``f`` at ``pos``."""
    if pos == 0 or pos == len(f):
        return pair_code_ended(t, f, code, c, pos > 0)
    low = 4 * (pos - 1)
    pair, size = t.pair, t.size
    return (code & ((1 << low) - 1) | pair[f[pos - 1] * size + c] << low | pair[c * size + f[pos]] << low + 4
            | (code >> low + 4) << low + 8)


def pair_code_swapped(t, f: list, code: int, i: int, j: int) -> int:
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


def pair_positions(n: int) -> list:
    """All pairs of positions of a field of ``n`` cards, in ``itertools.combinations`` order."""
    pairs = _PAIRS.get(n)
    if pairs is None:
        pairs = _PAIRS[n] = list(combinations(range(n), 2))
    return pairs


_PAIRS: dict[int, list] = {}


def pair_code_without(t, f: list, code: int, i: int) -> int:
    """The code once the card at ``i`` leaves ``f`` and the gap closes."""
    return pair_code_cut(t, f, code, i, i)


def pair_code_cut(t, f: list, code: int, a: int, b: int) -> int:
    """The code once the cards at ``a`` to ``b`` leave ``f`` and the gap closes."""
    if a == 0:
        return code >> 4 * (b + 1)
    if b == len(f) - 1:
        return code & ((1 << 4 * (a - 1)) - 1)
    low = 4 * (a - 1)
    return code & ((1 << low) - 1) | t.pair[f[a - 1] * t.size + f[b + 1]] << low | (code >> 4 * (b + 1)) << low + 4


def settle(t, f: list, ad: frozenset, code: int) -> tuple[list, frozenset, int, int, bool]:
    """The scoring phase on field ``f``: formations score and the gaps close, again, until none
    is left (False) or overlapping ones ask which to score (True); the field, as dealt, code and
    the points scored (``decisions.scoring_phase``)."""
    pts = 0
    while True:
        runs = runs_of(code) if code & ONES or code & (code >> 4) & SHARED else ()
        if ad and runs:
            runs = [r for r in runs if not ad.issuperset(f[r[0]:r[1] + 1])]
        if not runs:
            return f, ad, code, pts, False
        if len(runs) > 1 and overlapping(runs):
            return f, ad, code, pts, True
        f, ad, code, p = after_scoring(t, f, ad, code, runs)
        pts += p


def _points(value: list, cards: list) -> int:
    """The cards' values added up (a plain loop: ``sum(map(...))`` costs more for two or three cards)."""
    pts = 0
    for c in cards:
        pts += value[c]
    return pts


def settle_points(t, field: tuple, last: bool = False) -> int | None:
    """The points :func:`settle` scores on ``field`` (the field, as dealt and code, as the changes
    below give them), alone. Most fields score one formation that brings no new one together
    (the gap it leaves closes on a pair that makes none): its cards' values, read without building
    the field it leaves. With ``last``, None where the scoring phase leaves an empty field (a bonus
    play) or asks which formations score (the turn goes on)."""
    f, ad, code = field
    runs = runs_of(code)
    if ad and runs:
        runs = [r for r in runs if not ad.issuperset(f[r[0]:r[1] + 1])]
    if not runs:
        return None if last and not f else 0
    if len(runs) == 1:
        (a, b), = runs
        rest = pair_code_cut(t, f, code, a, b)
        if not (rest & ONES or rest & (rest >> 4) & SHARED):
            if last and a == 0 and b == len(f) - 1:
                return None
            return _points(t.value, f[a:b + 1])
    f, ad, code, pts, asks = settle(t, f, ad, code)
    return None if last and (asks or not f) else pts


def after_scoring(t, f: list, ad: frozenset, code: int, runs) -> tuple[list, frozenset, int, int]:
    """``decisions.score``: the field, as dealt and code after ``runs`` score, and their points."""
    value = t.value
    if len(runs) == 1:
        (a, b), = runs
        if ad:
            ad = ad.difference(f[a - 1 if a else 0:b + 2])     # the run and its neighbours
        return f[:a] + f[b + 1:], ad, pair_code_cut(t, f, code, a, b), _points(value, f[a:b + 1])
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
    return f2, ad, pair_code(t.pair, t.size, f2), sum(value[f[k]] for k in gone)


# ------------------------------------------------------------- field changes
# Each takes the field, its as-dealt cards and its code and gives all three changed, as new values.
def to_end(t, f: list, ad: frozenset, code: int, c: int, right: bool) -> tuple[list, frozenset, int]:
    """``rules.to_end_of_field``: a card goes to an end; the card it lands beside is no longer as dealt."""
    if not f:
        return [c], ad, 0
    if ad:
        x = f[-1] if right else f[0]
        if x in ad:
            ad = ad - {x}
    return (f + [c] if right else [c] + f), ad, pair_code_ended(t, f, code, c, right)


def inserted(t, f: list, ad: frozenset, code: int, c: int, pos: int) -> tuple[list, frozenset, int]:
    """``rules.insert_in_field``: a card joins at ``pos``; both its neighbours are no longer as dealt."""
    if ad:
        if pos > 0:
            ad = ad - {f[pos - 1]}
        if pos < len(f):
            ad = ad - {f[pos]}
    return f[:pos] + [c] + f[pos:], ad, pair_code_inserted(t, f, code, c, pos)


def without_card(t, f: list, ad: frozenset, code: int, c: int) -> tuple[list, frozenset, int]:
    """``rules.take_from_field``: a card leaves the field and the gap closes."""
    i = f.index(c)
    code = pair_code_without(t, f, code, i)
    f = f[:i] + f[i + 1:]
    if ad:
        gone = {c}
        if i > 0:
            gone.add(f[i - 1])
        if i < len(f):
            gone.add(f[i])
        ad = ad - gone
    return f, ad, code


def swapped(t, f: list, ad: frozenset, code: int, i: int, j: int) -> tuple[list, frozenset, int]:
    """``SwapTwo.resolve``: the cards at ``i`` and ``j`` change places."""
    code = pair_code_swapped(t, f, code, i, j)
    f = f[:]
    f[i], f[j] = f[j], f[i]
    if ad:
        n = len(f)
        ad = ad - {f[k] for k in (i - 1, i, i + 1, j - 1, j, j + 1) if 0 <= k < n}
    return f, ad, code


def ten_benches(t, f: list, ad: frozenset, code: int, right: bool) -> tuple[list, frozenset, int, list]:
    """``BenchNeighbourAndFarEnd.resolve``: the field, as dealt and code, and the cards benched."""
    n = len(f)
    if n < 2:
        return f, ad, code, []
    if right:
        out = [f[-2], f[0]] if n > 2 else [f[0]]
    else:
        out = [f[1], f[-1]] if n > 2 else [f[1]]
    for x in out:
        f, ad, code = without_card(t, f, ad, code, x)
    return f, ad, code, out
