"""#2 Scoring Phase of Ogre Cheerleaders, on the field alone: which runs of cards form formations.

Pure functions of the deck's tables and a field, shared by the rules
(:mod:`.decisions`, which score them) and the bot's slim position (:mod:`.sim`,
which keeps a field's code as the field changes: :mod:`.sim_field`).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations


# A field's code: what each pair of neighbouring cards shares, as the deck's pair bits (``Deck.pair``:
# 1 same value, 2 same team, 4 one more, 8 one less), four bits a pair, the leftmost pair lowest.
# Which formations a field holds depends on its code alone (as dealt aside), so they are found once
# per code; a change to the field changes the code where it happens.
def pair_code(pair: list, size: int, f: list) -> int:
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


#: Bit 0 of every pair's four (the same value), and bits 1-3 (same team, one more, one less): a
#: field holds a formation if a pair has bit 0, or two pairs side by side share one of bits 1-3
#: (what ``scoring.formations`` checks first). Long enough for any field of any deck.
ONES = int("1" * 1024, 16)
SHARED = int("e" * 1024, 16)


def scores_somewhere(code: int) -> bool:
    """Whether a field with this code holds a formation (perhaps one left out as dealt)."""
    return bool(code & ONES or code & (code >> 4) & SHARED)


#: The formations of each code seen, kept as the bits that make them: what
#: ``scoring.formations`` finds, as dealt aside.
_RUNS: dict[int, tuple] = {0: ()}


def runs_of(code: int) -> tuple:
    """Every maximal run that scores, as (first, last) positions, sorted: 2+ of a number (pairs
    with bit 1 in a row), 3+ of a team or in sequence either way (2+ pairs sharing bit 2, 4 or 8)."""
    shared = code & (code >> 4) & SHARED
    code = code & ONES | shared | shared << 4         # only the bits that make formations
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


#: The pair bits a card can share with the card before it and still start no formation: none, the
#: team (2), one more or one less (4, 8), or the team and one of those (6, 10). Two cards of a
#: number share bit 1 alone (no two cards have both a value and a team in common): a formation.
_WALK_STATES = (0, 2, 4, 6, 8, 10)


def walk_steps(pairs: list[list[int]]) -> list[list]:
    """The first pass of :func:`formations` as a table, from the deck's rows of pair bits: a walk
    along a field stands at a card and the bits it shares with the card before; each step is a
    row by the next card, holding the next step, or None where that card makes a formation (a
    pair of a number, or a pair sharing bit 2, 4 or 8 with the pair before: a run of three).
    Gives the walk's start: a row by the field's first card, holding that card's first step
    (nothing before it). Made once per deck: a walk reads one row a card where testing the pairs
    took a dozen operations."""
    size = len(pairs)
    steps = [{before: [None] * size for before in _WALK_STATES} for _ in range(size)]
    for c, row in enumerate(pairs):
        for before, step in steps[c].items():
            # pairs[c][c] (3) is no state: no card is beside itself
            step[:] = [None if p == 1 or p & before else steps[d].get(p) for d, p in enumerate(row)]
    return [card[0] for card in steps]


def formations(deck, field: list[int], as_dealt: set) -> list[tuple[int, int]]:
    """#2 Scoring Phase: every maximal run that scores, as (first, last) positions: 3+ of a team,
    3+ in sequence either way, 2+ of a number; a run of cards all still as dealt is left out
    (``as_dealt``, a set). Read from the field's code (:func:`pair_code`), the formations of
    each code found once (:func:`runs_of`): most fields hold none, the rest come back often."""
    # Called after every move, this is the scoring phase's most frequent work, and most fields
    # hold no formation: a first pass walks the field on the deck's table of steps (``walk_steps``),
    # a lookup a card, and stops where a card makes a formation, without the code (whose number
    # outgrows a machine word on a long field).
    step = deck.walk
    for c in field:
        step = step[c]
        if step is None:
            break
    else:
        return []
    # The field's code (what pair_code gives), read from the right with the deck's rows of pair bits.
    pairs = deck.pairs
    code = 0
    cards = reversed(field)
    c = next(cards, None)
    for a in cards:
        code = code * 16 + pairs[a][c]            # code << 4 | ...: multiplying is quicker
        c = a
    runs = list(runs_of(code))
    if as_dealt and runs:
        runs = [r for r in runs if not as_dealt.issuperset(field[r[0]:r[1] + 1])]
    return runs


def overlapping(runs: list[tuple[int, int]]) -> bool:
    """True if two runs share a card (runs sorted by start)."""
    end = -1
    for a, b in runs:
        if a <= end:
            return True
        end = max(end, b)
    return False


def scoring_choices(runs: list[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """Every maximal set of runs that share no card: the scoring player's choices."""
    return list(_choices(tuple(runs)))


@lru_cache(maxsize=4096)
def _choices(runs: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    # Kept by runs (positions only): the same overlaps come back often, and trying every subset
    # of them cost more than the rest of the choice.
    k = len(runs)
    clash = [[runs[i][0] <= runs[j][1] and runs[j][0] <= runs[i][1] for j in range(k)] for i in range(k)]
    sets = []
    for mask in range(1, 1 << k):
        members = [i for i in range(k) if mask >> i & 1]
        if any(clash[a][b] for a, b in combinations(members, 2)):
            continue
        if any(not mask >> o & 1 and not any(clash[o][m] for m in members) for o in range(k)):
            continue                        # another run could still be added: not maximal
        sets.append(tuple(runs[i] for i in members))
    return tuple(sets)
