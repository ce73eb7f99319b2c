"""#2 Scoring Phase of Ogre Cheerleaders, on the field alone: which runs of cards form formations.

Pure functions of the deck's tables and a field, shared by the rules
(:mod:`.decisions`, which score them) and the bot's slim position (:mod:`.sim`).
"""

from __future__ import annotations

from itertools import combinations


def formations(deck, field: list[int], as_dealt) -> list[tuple[int, int]]:
    """#2 Scoring Phase: every maximal run that scores, as (first, last) positions: 3+ of a team,
    3+ in sequence either way, 2+ of a number; a run of cards all still as dealt is left out."""
    n = len(field)
    if n < 2:
        return []
    # Most fields hold no formation: find out from each neighbouring pair's bits first.
    pairs = deck.pairs
    prev = 0
    a = field[0]
    for b in field[1:]:
        bits = pairs[a][b]
        if bits & 1 or prev & bits:
            break
        prev = bits & 14
        a = b
    else:
        return []
    value = deck.value
    vals = [value[c] for c in field]
    team = deck.team
    teams = [team[c] for c in field]
    runs = []
    i = 0
    while i < n - 1:                        # same number: 2 or more
        j = i
        v = vals[i]
        while j + 1 < n and vals[j + 1] == v:
            j += 1
        if j > i:
            runs.append((i, j))
        i = j + 1
    if n >= 3:
        i = 0
        while i < n - 2:                    # same team: 3 or more
            j = i
            t = teams[i]
            while j + 1 < n and teams[j + 1] == t:
                j += 1
            if j - i >= 2:
                runs.append((i, j))
            i = j + 1
        for step in (1, -1):                # numerical sequence either way: 3 or more
            i = 0
            while i < n - 2:
                j = i
                while j + 1 < n and vals[j + 1] - vals[j] == step:
                    j += 1
                if j - i >= 2:
                    runs.append((i, j))
                i = j + 1 if j > i else i + 1
    if len(runs) > 1:
        runs = sorted(set(runs))
    if as_dealt and runs:
        runs = [r for r in runs if not all(field[k] in as_dealt for k in range(r[0], r[1] + 1))]
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
    return sets
