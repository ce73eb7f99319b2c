"""The cards of Ogre Bash, read from ``cards.toml``, and the winning hands they make.

Cards are kept as small integers (kinds) in sorted lists so that the hot path
stays cheap; saves, views and action texts speak card names ("Bash Left (Crash)").
"""

from __future__ import annotations

import functools

from ogrelab.core.cards import load_data

DATA = load_data(__package__, "cards.toml")
OGRES: tuple[str, ...] = tuple(DATA["ogres"])
DIRECTIONS: tuple[str, ...] = ("Left", "Right", "Across")

NAMES: list[str] = []        # kind -> card name
EFFECT: list[str] = []       # kind -> "bash", "wild", "steal", "hurt", "fix", "big", "go", "ear"
DIR: list[int] = []          # kind -> index in DIRECTIONS, -1 if not a Bash Left/Right/Across
OGRE: list[int] = []         # kind -> index in OGRES, -1 if no ogre printed
OUCH: list[bool] = []        # kind -> counts as an "Ouch" card
SAYS: list[str] = []         # kind -> the short line printed on the card
TEXT: list[str] = []         # kind -> the card's rule in the rulebook's words
DEFAULT_DECK: dict[str, int] = {}

for _b in DATA["bash"]:
    _d = DIRECTIONS.index(_b["direction"])
    for _o, _ogre in enumerate(OGRES):
        _name = f"Bash {_b['direction']} ({_ogre})"
        NAMES.append(_name)
        EFFECT.append("bash")
        DIR.append(_d)
        OGRE.append(_o)
        OUCH.append(False)
        SAYS.append(_b["says"])
        TEXT.append(_b["text"])
        DEFAULT_DECK[_name] = int(_b["copies_per_ogre"])
for _c in DATA["card"]:
    NAMES.append(_c["name"])
    EFFECT.append(_c["effect"])
    DIR.append(-1)
    OGRE.append(-1)
    OUCH.append(bool(_c["ouch"]))
    SAYS.append(_c["says"])
    TEXT.append(_c["text"])
    DEFAULT_DECK[_c["name"]] = int(_c["copies"])

KIND: dict[str, int] = {n: i for i, n in enumerate(NAMES)}
KINDS = len(NAMES)
WILD = EFFECT.index("wild")
EAR = EFFECT.index("ear")
HANDS: list[tuple[str, int]] = [(h["name"], int(h["fists"])) for h in DATA["hand"]]
FISTS: dict[str, int] = dict(HANDS)
MAX_SEATS = 6
#: A hand holds five cards (Set Up), and every winning hand is made of five.
HAND = 5
FACE_DOWN = "face down"     # a card another seat set aside, as a view shows it


def names(kinds) -> str:
    """Card names, comma separated, in the order given."""
    return ", ".join([NAMES[k] for k in kinds])


# ------------------------------------------------------------- winning hands
def hand_fits(kinds) -> list[str]:
    """Every winning hand (name) that these five cards (kinds) fit (rulebook: Winning Hands)."""
    if len(kinds) != HAND:
        return []
    bash = [k for k in kinds if DIR[k] >= 0]
    wilds = sum(1 for k in kinds if k == WILD)
    dirs = {DIR[k] for k in bash}
    ogres = {OGRE[k] for k in bash}
    fits = []
    if len(bash) == HAND:
        if len(dirs) == 1 and len(ogres) == HAND:
            fits.append("Ogre Bash")
        if len(ogres) == 1:
            fits.append("Me, Me, Me, Me, Me")
        if len(ogres) == HAND:
            fits.append("Family Portrait")
        if len(dirs) == 1:
            fits.append("Bashful")
    if all(OUCH[k] for k in kinds) and EAR in kinds:
        fits.append("Ouch My Ear!")
    if wilds and bash and wilds + len(bash) == HAND and len(dirs) == 1:
        fits.append("Wild Bash")
    return fits


_BEST: dict[tuple, tuple[str, int] | None] = {}


def best_hand(kinds) -> tuple[str, int] | None:
    """The highest winning hand these cards make, as (name, fists), or None."""
    key = tuple(sorted(kinds))
    if key in _BEST:
        return _BEST[key]
    fits = hand_fits(key)
    best = None
    for name, fists in HANDS:           # highest first in the data; first of equals wins
        if name in fits and (best is None or fists > best[1]):
            best = (name, fists)
    if len(_BEST) < 500_000:
        _BEST[key] = best
    return best


def winning_hand(cards: list[str]) -> tuple[str, int] | None:
    """The winning hand five card names make, as (name, fists), or None."""
    return best_hand([KIND[c] for c in cards])


def fits_ask(k: int, asked: int) -> bool:
    """Go Bash: a Bash Left/Right/Across (of the direction ``asked``, -1: any), never a Wild Bash."""
    d = DIR[k]
    return d >= 0 and (asked < 0 or d == asked)


def cards_short(kinds) -> int:
    """How many cards of a hand must be swapped for others to hold a winning hand (0: it wins now).

    For each winning hand, the most cards of ``kinds`` that can stay in it: one
    direction with five different ogres (Ogre Bash), Ouch cards with a My Ear!
    among them, one ogre, five different ogres, one direction, one direction
    with Wild Bash in place of some (at least one of each). A sixth card held
    mid-turn counts as one that can go. Worked out once per hand (in any order).
    """
    return _cards_short(tuple(sorted(kinds)))


@functools.lru_cache(maxsize=1 << 16)
def _cards_short(kinds: tuple) -> int:
    by_dir = [0, 0, 0]
    ogres_by_dir: list[set] = [set(), set(), set()]
    by_ogre = [0] * len(OGRES)
    wilds = ouch = 0
    ear = False
    for k in kinds:
        d = DIR[k]
        if d >= 0:
            by_dir[d] += 1
            ogres_by_dir[d].add(OGRE[k])
            by_ogre[OGRE[k]] += 1
        elif k == WILD:
            wilds += 1
        if OUCH[k]:
            ouch += 1
            ear = ear or k == EAR
    keep = max(
        max(len(o) for o in ogres_by_dir),                      # Ogre Bash
        min(ouch, HAND if ear else HAND - 1),                             # Ouch My Ear!
        max(by_ogre),                                           # Me, Me, Me, Me, Me
        sum(1 for c in by_ogre if c),                           # Family Portrait
        max(by_dir),                                            # Bashful
        min(wilds + max(by_dir), HAND) if wilds and max(by_dir) else min(wilds + max(by_dir), HAND - 1),  # Wild Bash
    )
    return HAND - min(keep, HAND)
