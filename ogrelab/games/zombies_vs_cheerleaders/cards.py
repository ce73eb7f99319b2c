"""The card data of Zombies vs Cheerleaders (``cards.toml``) and the cards on the table.

Everything here is read from ``cards.toml``: the zombies, bosses, barricades and
cheerleaders with their characteristics, and which of them each game mode
(4, 5 or 6 columns) uses. A card on the table is a :class:`Zombie`, a
:class:`Barricade` or a :class:`Cheerleader`.
"""

from __future__ import annotations

from ogrelab.core.cards import load_data

DATA = load_data(__package__, "cards.toml")

ZOMBIES, CHEERLEADERS = 0, 1
SIDE_NAMES = ["Zombies", "Cheerleaders"]
MODES = (4, 5, 6)
FIRST_ZOMBIE_ROW = 3          # rows 3..8 hold the six zombie rows at set-up
ZOMBIE_ROWS = 6
MAX_ROW = 200                 # how far back a save may place a zombie
ACTIONS_PER_TURN = 3
UNKNOWN = "unknown"
QUEEN = "Prom Queen"

BOSSES = tuple(DATA["bosses"])
ZOMBIE_KINDS = tuple(DATA["zombies"])
STRENGTH = {k: v["strength"] for k, v in DATA["zombies"].items()}
STAMINA = {k: v["stamina"] for k, v in DATA["zombies"].items()}
PLURAL = frozenset(k for k, v in DATA["zombies"].items() if v.get("plural"))


def verb(card: str, singular: str, plural: str) -> str:
    """The verb that agrees with a zombie card's name: "the teacher is killed", "the nerds are killed"."""
    return plural if card in PLURAL else singular
for _b in BOSSES:
    STRENGTH[_b] = DATA["boss_stats"]["strength"]
    STAMINA[_b] = DATA["boss_stats"]["stamina"]
STRENGTH[QUEEN] = DATA["prom_queen"]["strength"]
STAMINA[QUEEN] = DATA["prom_queen"]["stamina"]
SPECIALS = tuple(k for k, v in DATA["barricades"].items() if v["action"])
PLAIN = "plain barricade"
CHEER_DATA = DATA["cheerleaders"]


def _mode_cards(mode: int) -> tuple[dict, dict, list]:
    """The zombie and barricade counts and the cheerleaders of a mode (4, 5 or 6 columns)."""
    marks = DATA["modes"][str(mode)]["markings"]
    zombies: dict[str, int] = {}
    for name, d in DATA["zombies"].items():
        zombies[name] = sum(d["counts"].get(m, 0) for m in marks)
    for name, d in DATA["bosses"].items():
        zombies[name] = 1 if d["marking"] in marks else 0
    barricades: dict[str, int] = {}
    for name, d in DATA["barricades"].items():
        if "counts" in d:
            barricades[name] = sum(d["counts"].get(m, 0) for m in marks)
        else:
            barricades[name] = 1 if d["marking"] in marks else 0
    cheer = [n for n, d in CHEER_DATA.items() if mode in d["modes"]]
    return ({k: v for k, v in zombies.items() if v}, {k: v for k, v in barricades.items() if v}, cheer)


#: mode -> (zombie card counts, barricade card counts, cheerleader names)
MODE_CARDS = {m: _mode_cards(m) for m in MODES}


def pos(c: int, r: int) -> str:
    """A space as action texts write it: ``c2r5`` is column 2 (counted from 1), row 5."""
    if c >= 0 and r >= 0:
        try:
            return _POS[c][r]           # the logs name spaces at every step: written once
        except IndexError:
            pass
    return f"c{c + 1}r{r}"


_POS = [[f"c{c + 1}r{r}" for r in range(MAX_ROW + 2)] for c in range(max(MODES))]


class Zombie:
    """A zombie card on the grid: face up or down, the teacher's token, this turn's moves."""

    __slots__ = ("card", "up", "wounded", "moved", "attacked", "known")

    def __init__(self, card, up=False, wounded=False, moved=False, attacked=False, known=False):
        self.card = card
        self.up = up
        self.wounded = wounded
        self.moved = moved
        self.attacked = attacked
        self.known = known

    @property
    def strength(self) -> int:
        if self.card == "teacher" and self.wounded:
            return 1
        return STRENGTH[self.card]

    def desc(self) -> str:
        flags = [f for f, on in (("face up", self.up), ("injured", self.wounded),
                                 ("moved", self.moved), ("attacked", self.attacked)) if on]
        return self.card + (f" ({', '.join(flags)})" if flags else "")

    def copy(self) -> "Zombie":
        return Zombie(self.card, self.up, self.wounded, self.moved, self.attacked, self.known)

    def to_json(self, column=None, row=None) -> dict:
        if column is not None:              # on the grid
            return {"card": self.card, "column": column, "row": row, "face_up": self.up,
                    "wounded": self.wounded, "moved": self.moved, "attacked": self.attacked,
                    "known": self.known}
        return {"card": self.card, "face_up": self.up, "wounded": self.wounded, "moved": self.moved,
                "attacked": self.attacked, "known": self.known}


class Barricade:
    """A barricade card: intact (light side) or damaged; ``seen`` once its damaged side was shown."""

    __slots__ = ("card", "damaged", "seen")

    def __init__(self, card, damaged=False, seen=False):
        self.card = card
        self.damaged = damaged
        self.seen = seen or damaged

    def desc(self) -> str:
        if self.damaged:
            return f"damaged {self.card}"
        return f"intact {self.card}" if self.seen else "unknown barricade"

    def copy(self) -> "Barricade":
        return Barricade(self.card, self.damaged, self.seen)

    def to_json(self) -> dict:
        return {"card": self.card, "damaged": self.damaged, "seen": self.seen}


class Cheerleader:
    """A cheerleader card: her energy tokens, knocked out or not, the teacher's pet's bonus."""

    __slots__ = ("name", "energy", "ko", "bonus")

    def __init__(self, name, energy=None, ko=False, bonus=0):
        self.name = name
        self.energy = CHEER_DATA[name]["energy"] if energy is None else energy
        self.ko = ko
        self.bonus = bonus

    @property
    def weapon(self):
        return CHEER_DATA[self.name]["strength"]

    def copy(self) -> "Cheerleader":
        return Cheerleader(self.name, self.energy, self.ko, self.bonus)

    def to_json(self) -> dict:
        return {"name": self.name, "energy": self.energy, "knocked_out": self.ko, "bonus": self.bonus}
