"""#2 Scoring Phase of Ogre Cheerleaders, on the field alone: which runs of cards form formations.

Pure functions of the deck's tables and a field, shared by the rules
(:mod:`.decisions`, which score them) and the bot's slim position (:mod:`.sim`).
"""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import combinations
from operator import or_


#: Formations as stretches of neighbouring pairs sharing a bit of ``Deck.pairs``, with the fewest
#: pairs that score: 1 same number (2 cards or more), 2 same team, 4 one more, 8 one less (3 or more).
_STRETCHES = ((1, 1), (2, 2), (4, 2), (8, 2))


def formations(deck, field: list[int], as_dealt) -> list[tuple[int, int]]:
    """#2 Scoring Phase: every maximal run that scores, as (first, last) positions: 3+ of a team,
    3+ in sequence either way, 2+ of a number; a run of cards all still as dealt is left out."""
    n = len(field)
    if n < 2:
        return []
    # Most fields hold no formation: find out from each neighbouring pair's bits first. A pair of
    # a number (bit 1) is one; else two pairs in a row sharing bit 2, 4 or 8 (``prev`` holds the
    # last pair's, and 1 so that one test asks both).
    pairs = deck.pairs
    prev = 1
    a = field[0]
    for b in field[1:]:
        bits = pairs[a][b]
        if bits & prev:
            break
        prev = bits & 14 | 1
        a = b
    else:
        return []
    # Every formation is a stretch of neighbouring pairs sharing a bit (``_STRETCHES``): read
    # each pair's bits once, then each bit's stretches.
    bits = [pairs[a][b] for a, b in zip(field, field[1:])]
    present = reduce(or_, bits)
    m = n - 1
    runs = []
    for bit, least in _STRETCHES:
        if not present & bit:
            continue
        i = 0
        while i < m:
            if bits[i] & bit:
                j = i + 1
                while j < m and bits[j] & bit:
                    j += 1
                if j - i >= least:
                    runs.append((i, j))     # pairs i .. j-1: cards i .. j
                i = j + 1
            else:
                i += 1
    if len(runs) > 1:
        runs = sorted(set(runs))
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
