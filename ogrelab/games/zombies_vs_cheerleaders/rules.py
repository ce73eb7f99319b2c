"""Zombies vs Cheerleaders: the Zombies (seat 0) against the Cheerleaders (seat 1).

The table is a grid. Row 0 holds the cheerleaders (one per column), row 1 the
barricade piles, row 2 starts empty, and the zombies start in rows 3 to 8,
face down. Zombies advance toward row 0; a zombie moved onto a knocked-out
cheerleader eats her and the Zombies win; the Cheerleaders win once no zombie
is left. Columns are numbered from 1 in texts and states; in action texts a
space is written ``c2r5`` (column 2, row 5).

Each side has three actions a turn, the Zombies first. Revealing a zombie is
free: the Zombies may reveal at each of their main decisions. Every choice
inside an effect (a coach's reorganization, the principal's three moves, ...)
is a decision of its own, held in ``pending``.
"""

from __future__ import annotations

from ogrelab.core import Action, Game, Option, Result, Rng, register
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


MODE_CARDS = {m: _mode_cards(m) for m in MODES}


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

    def to_json(self, column=None, row=None) -> dict:
        d = {"card": self.card}
        if column is not None:
            d["column"] = column
            d["row"] = row
        d.update(face_up=self.up, wounded=self.wounded, moved=self.moved,
                 attacked=self.attacked, known=self.known)
        return d


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

    def to_json(self) -> dict:
        return {"card": self.card, "damaged": self.damaged, "seen": self.seen}


class Cheerleader:
    __slots__ = ("name", "energy", "ko", "bonus")

    def __init__(self, name, energy=None, ko=False, bonus=0):
        self.name = name
        self.energy = CHEER_DATA[name]["energy"] if energy is None else energy
        self.ko = ko
        self.bonus = bonus

    @property
    def weapon(self):
        return CHEER_DATA[self.name]["strength"]

    def to_json(self) -> dict:
        return {"name": self.name, "energy": self.energy, "knocked_out": self.ko, "bonus": self.bonus}


# ------------------------------------------------------------------ action texts
def _pos(c, r):
    return f"c{c + 1}r{r}"


TEXTS = {
    "reveal": lambda c, r: f"reveal {_pos(c, r)}",
    "advance_column": lambda c, climb: f"advance column {c + 1}" + (", nerds climb" if climb else ""),
    "advance_row": lambda r, climb: f"advance row {r}" + (", nerds climb" if climb else ""),
    "sideways": lambda c, r, c2: f"move {_pos(c, r)} sideways to column {c2 + 1}",
    "attack": lambda c, r, target: f"{_pos(c, r)} attacks {target}",
    "throw": lambda c, r: f"{_pos(c, r)} throws at the barricade",
    "Sniper": lambda c, r: f"Sniper: {_pos(c, r)} throws at the barricade",
    "Ziiiiip": lambda c: f"Ziiiiip column {c + 1}",
    "Fresh meat": lambda c: f"Fresh meat column {c + 1}",
    "Classes begin": lambda: "Classes begin",
    "Return of the Zombies 3": lambda: "Return of the Zombies 3",
    "Return of the Zombies 4": lambda c: f"Return of the Zombies 4 behind column {c + 1}",
    "Prom Queen": lambda c, r: f"Prom Queen to {_pos(c, r)}",
    "end": lambda: "end turn",
    "place": lambda desc, r: f"put {desc} at row {r}",
    "return": lambda card, c: f"put {card} behind column {c + 1}",
    "setup_zombie": lambda card, c, r: f"put {card} at {_pos(c, r)}",
    "deal": lambda: "deal the barricades in piles of two",
    "setup_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "swap": lambda a, b: f"swap {a} and {b}",
    "move_pile": lambda s, d: f"move barricades {s + 1} onto {d + 1}",
    "move_top": lambda s, d: f"move top barricade {s + 1} onto {d + 1}",
    "shoot": lambda name, r: f"{name} shoots row {r}",
    "fire": lambda name: f"{name} fires",
    "recharge": lambda name: f"{name} recharges",
    "sacrifice": lambda name: f"{name} sacrifices herself",
    "nurse": lambda name: f"nurse: {name} +1 energy",
    "teacher's pet": lambda name: f"teacher's pet: {name} +1 strength",
    "coach": lambda: "coach",
    "security guard": lambda: "security guard",
    "principal": lambda: "principal",
    "janitor": lambda: "janitor",
    "bass drum": lambda: "bass drum player: +2 actions",
    "look": lambda c, r: f"look at {_pos(c, r)}",
    "back_column": lambda c: f"move back column {c + 1}",
    "back_row": lambda r: f"move back row {r}",
    "repair": lambda card, c: f"repair {card} at column {c + 1}",
    "rebuild": lambda card, c: f"rebuild {card} at column {c + 1}",
    "janitor_done": lambda: "janitor done",
    "coach_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "coach_barricade": lambda desc, c: f"put {desc} on column {c + 1}",
}

_CACHE: dict = {}
_get = _CACHE.get
_DO = {kind: "_do_" + kind.replace(" ", "_").replace("'", "") for kind in TEXTS}


def _make(key) -> Action:
    seat, kind, args = key
    a = _CACHE[key] = Action(TEXTS[kind](*args), seat, kind, args)
    return a


def _act(seat, kind, *args) -> Action:
    """Actions are immutable, so each distinct one is built once and shared."""
    key = (seat, kind, args)
    return _get(key) or _make(key)


_SWAPS: dict = {}
_REVEAL = [[_act(ZOMBIES, "reveal", c, r) for r in range(40)] for c in range(6)]
_MOVES: dict = {}


PENDING_SEAT = {"deal barricades": 1, "place cheerleaders": 1, "place zombies": 0,
                "fresh meat": 0, "return 3": 0, "coach": 1, "janitor": 1,
                "security guard": 1, "principal": 1}


def _positive_or_zero(v):
    return None if v >= 0 else "must be 0 (no limit) or more"


@register
class ZombiesVsCheerleaders(Game):
    name = "zombies_vs_cheerleaders"
    title = "Zombies vs Cheerleaders"
    HIDDEN_INFO = True
    OPTIONS = {
        "columns": Option(4, "game mode: 4 columns (Friendly slaughter), 5 (Student council) "
                             "or 6 (The Prom)", choices=MODES),
        "auto_setup": Option(True, "make the set-up decisions (barricade piles, cheerleader order, "
                                   "zombie columns) at random from the seed"),
        "turn_limit": Option(200, "the game ends as a draw once this many turns (both sides "
                                  "counted) have been played; 0 for no limit", check=_positive_or_zero),
    }
    CONFORMANCE = [{"columns": 4}, {"columns": 5}, {"columns": 6},
                   {"columns": 5, "auto_setup": False}]

    # ------------------------------------------------------------------ set-up
    @property
    def C(self) -> int:
        return self.options["columns"]

    def setup(self) -> None:
        C = self.C
        self.grid = [[None] * (FIRST_ZOMBIE_ROW + ZOMBIE_ROWS) for _ in range(C)]
        self.piles: list[list[Barricade]] = [[] for _ in range(C)]
        self.cheer: list[Cheerleader | None] = [None] * C
        self.side = ZOMBIES
        self.actions_left = ACTIONS_PER_TURN
        self.turns = 0
        self.zombie_discard: list[str] = []
        self.boss_discard: list[str] = []
        self.barricade_discard: list[str] = []
        self.zombies_keep: list[str] = []
        self.cheer_keep: list[str] = []
        self.queen_killed = False
        self.outcome = None          # (winner or None, reason)
        self.pending = None
        if self.options["auto_setup"]:
            self._deal_barricades()
            names = list(MODE_CARDS[C][2])
            self.rng.shuffle(names)
            self.cheer = [Cheerleader(n) for n in names]
            cards = self._zombie_cards()
            self.rng.shuffle(cards)
            for i, card in enumerate(cards):
                self.grid[i // ZOMBIE_ROWS][FIRST_ZOMBIE_ROW + i % ZOMBIE_ROWS] = Zombie(card)
            self.log.append("The barricades, cheerleaders and zombies are set up; the Zombies begin")
        else:
            self.pending = {"kind": "deal barricades"}

    def _zombie_cards(self) -> list[str]:
        return [n for n, k in MODE_CARDS[self.C][0].items() for _ in range(k)]

    def _deal_barricades(self) -> None:
        cards = [n for n, k in MODE_CARDS[self.C][1].items() for _ in range(k)]
        self.rng.shuffle(cards)
        for i, card in enumerate(cards):
            self.piles[i // 2].append(Barricade(card))

    # -------------------------------------------------------------- protocol
    @property
    def players(self) -> int:
        return 2

    @property
    def seat_names(self) -> list[str]:
        return list(SIDE_NAMES)

    @property
    def current_player(self):
        if self.outcome is not None:
            return None
        if self.pending is not None:
            return PENDING_SEAT[self.pending["kind"]]
        return self.side

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def result(self):
        if self.outcome is None:
            return None
        winner, reason = self.outcome
        if winner is None:
            return Result((), tuple(self.scores), reason, draw=True)
        return Result((winner,), tuple(self.scores), reason)

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        """Zombies: zombies still on the grid; Cheerleaders: energy tokens left."""
        return [self.zombie_count(), sum(ch.energy for ch in self.cheer if ch is not None)]

    def zombie_count(self) -> int:
        n = sum(1 for col in self.grid for z in col if z is not None)
        p = self.pending
        if p is not None and p["kind"] == "fresh meat":
            n += len(p["cards"])
        return n

    @property
    def prompt(self) -> str:
        if self.outcome is not None:
            return f"Game over: {self.result}"
        p = self.pending
        if p is not None:
            k = p["kind"]
            return {
                "deal barricades": "Set-up: the Cheerleaders shuffle the barricades and place them face down in piles of two",
                "place cheerleaders": "Set-up: the Cheerleaders choose which cheerleader stands behind each pile",
                "place zombies": "Set-up: the Zombies build columns of six face-down zombies, column by column",
                "fresh meat": "Fresh meat: the Zombies reorganize the column, space by space from the front",
                "return 3": "Return of the Zombies 3: each drawn zombie goes behind the last zombie of a different column",
                "coach": "Coach: reorganize the cheerleaders, then every barricade card",
                "janitor": f"Janitor: {p.get('points')} barricade points left (repair, or rebuild from the discard)",
                "security guard": f"Security guard: look at {p.get('looks')} more face-down zombies",
                "principal": f"Principal: move back {p.get('moves')} more columns or rows",
            }[k]
        if self.side == ZOMBIES:
            return (f"Zombies, {self.actions_left} actions left: advance a column or row, attack, or play a "
                    f"barricade action; revealing is free")
        if self.actions_left <= 0:
            return "Cheerleaders, no action left: play the bass drum player for two more, or end the turn"
        return (f"Cheerleaders, {self.actions_left} actions left: swap, move a barricade, shoot, use Clover "
                f"or Sandy, or play a boss action")

    # ------------------------------------------------------------ geometry
    def _find_cheer(self, name) -> int:
        for i, ch in enumerate(self.cheer):
            if ch is not None and ch.name == name:
                return i
        raise ValueError(f"no cheerleader {name!r} on the table")

    def _enterable(self, c: int, r: int) -> bool:
        """A zombie may step onto (c, r): a free space, an empty barricade space, or a knocked-out cheerleader."""
        if r == 0:
            ch = self.cheer[c]
            return ch is not None and ch.ko
        col = self.grid[c]
        if r >= len(col):
            return True
        return col[r] is None and (r != 1 or not self.piles[c])

    def _place(self, c: int, r: int, z) -> None:
        col = self.grid[c]
        while len(col) <= r:
            col.append(None)
        col[r] = z

    def _last_row(self, c: int) -> int:
        col = self.grid[c]
        for r in range(len(col) - 1, 0, -1):
            if col[r] is not None:
                return r
        return 0

    def _behind_last(self, c: int) -> int:
        last = self._last_row(c)
        return last + 1 if last else FIRST_ZOMBIE_ROW

    def _queen_invincible(self) -> bool:
        defeated = sum(1 for b in self.cheer_keep + self.boss_discard if b in BOSSES)
        bosses = sum(1 for b in MODE_CARDS[self.C][0] if b in BOSSES)
        return defeated < bosses

    # ------------------------------------------------------------ endings
    def _finish(self, winner, reason) -> None:
        if self.outcome is None:
            self.outcome = (winner, reason)
            self.pending = None
            self.log.append(f"Game over: {reason}")

    def _check_cleared(self) -> None:
        if self.outcome is None and self.zombie_count() == 0:
            self._finish(CHEERLEADERS, "all the zombies are destroyed")

    def _check_energy(self) -> None:
        """Clover knocked out and no energy token left anywhere: the Cheerleaders cannot attack any more."""
        if self.outcome is not None:
            return
        clover = None
        total = 0
        for ch in self.cheer:
            if ch is None:
                return
            total += ch.energy
            if ch.name == "Clover":
                clover = ch
        if clover is not None and clover.ko and total == 0:
            self._finish(ZOMBIES, "Clover is knocked out and no cheerleader has energy left")

    # --------------------------------------------------------- legal actions
    def _legal_actions(self) -> list[Action]:
        p = self.pending
        if p is not None:
            return getattr(self, "_legal_" + p["kind"].replace(" ", "_"))(p)
        if self.side == ZOMBIES:
            return self._legal_zombies()
        return self._legal_cheerleaders()

    def _legal_zombies(self) -> list[Action]:
        S = ZOMBIES
        acts: list[Action] = []
        reveals: list[Action] = []
        grid, piles, cheer, C = self.grid, self.piles, self.cheer, self.C
        if self.actions_left <= 0:
            return [_act(S, "end")]
        col_move = [False] * C
        col_climb = [False] * C
        row_move: dict[int, bool] = {}
        row_climb = False
        attacks: list[Action] = []
        baseball: list[tuple] = []
        zipable = [False] * C
        for c in range(C):
            col = grid[c]
            pile = piles[c]
            ch = cheer[c]
            rev = _REVEAL[c]
            nrev = len(rev)
            prev = col[0]            # row 0 holds no zombie
            r = 0
            for z in col:
                if z is None:
                    prev = None
                    r += 1
                    continue
                up = z.up
                if not up:
                    reveals.append(rev[r] if r < nrev else _act(S, "reveal", c, r))
                if not z.attacked:
                    # can it step forward?
                    if r == 1:
                        if ch.ko:
                            col_move[c] = True
                            row_move[1] = True
                    elif prev is None:
                        if r != 2 or not pile:
                            col_move[c] = True
                            zipable[c] = True
                            row_move[r] = True
                        elif up and z.card == "nerds":
                            col_climb[c] = True
                            row_climb = True
                    if up and not z.moved:
                        if r == 1:
                            if not ch.ko:
                                attacks.append(_act(S, "attack", c, r, ch.name))
                        elif r == 2 and pile and prev is None:
                            attacks.append(_act(S, "attack", c, r, "the barricade"))
                            if z.card == "baseball player":
                                baseball.append((c, r))
                        elif pile and z.card == "baseball player":
                            attacks.append(_act(S, "throw", c, r))
                            baseball.append((c, r))
                prev = z
                r += 1
        any_col = False
        for c in range(C):
            if col_move[c]:
                k = (0, "advance_column", (c, False))
                acts.append(_get(k) or _make(k))
                any_col = True
            if col_climb[c]:
                acts.append(_act(S, "advance_column", c, True))
                any_col = True
        for r in sorted(row_move):
            k = (0, "advance_row", (r, False))
            acts.append(_get(k) or _make(k))
        if row_climb:
            acts.append(_act(S, "advance_row", 2, True))
        if not any_col:
            for c in range(C):
                col = grid[c]
                for r in range(1, len(col)):
                    z = col[r]
                    if z is None or z.attacked:
                        continue
                    for c2 in (c - 1, c + 1):
                        if 0 <= c2 < C and (r >= len(grid[c2]) or grid[c2][r] is None) \
                                and (r != 1 or not piles[c2]):
                            acts.append(_act(S, "sideways", c, r, c2))
        acts.extend(attacks)
        if self.zombies_keep:
            for card in sorted(set(self.zombies_keep)):
                if card == "Sniper":
                    for c, r in baseball:
                        acts.append(_act(S, "Sniper", c, r))
                elif card == "Ziiiiip":
                    for c in range(C):
                        if zipable[c]:
                            acts.append(_act(S, "Ziiiiip", c))
                elif card == "Fresh meat":
                    for c in range(C):
                        if self._fresh_rows(c):
                            acts.append(_act(S, "Fresh meat", c))
                elif card == "Classes begin":
                    if any(col_move):
                        acts.append(_act(S, "Classes begin"))
                elif card == "Return of the Zombies 3":
                    if self.zombie_discard:
                        acts.append(_act(S, "Return of the Zombies 3"))
                elif card == "Return of the Zombies 4":
                    if self.zombie_discard:
                        for c in range(C):
                            acts.append(_act(S, "Return of the Zombies 4", c))
                elif card == QUEEN:
                    if not self.queen_killed and not self._queen_on_grid():
                        for c in range(C):
                            col = grid[c]
                            for r in range(1, len(col)):
                                if col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                                    acts.append(_act(S, "Prom Queen", c, r + 1))
        acts.extend(reveals)
        acts.append(_act(S, "end"))
        return acts

    def _queen_on_grid(self) -> bool:
        return any(z is not None and z.card == QUEEN for col in self.grid for z in col)

    def _fresh_rows(self, c: int) -> list[int]:
        col = self.grid[c]
        return [r for r in range(1, len(col)) if col[r] is not None and not (r == 1 and self.piles[c])]

    def _legal_cheerleaders(self) -> list[Action]:
        S = CHEERLEADERS
        acts: list[Action] = []
        cheer, grid, piles, C = self.cheer, self.grid, self.piles, self.C
        keep = self.cheer_keep
        if self.actions_left > 0:
            names = tuple(ch.name for ch in cheer)
            swaps = _SWAPS.get(names)
            if swaps is None:
                swaps = _SWAPS[names] = [_act(S, "swap", names[i], names[j])
                                         for i in range(C) for j in range(i + 1, C)]
            acts.extend(swaps)
            key = tuple((len(piles[c]) if grid[c][1] is None else -1) if len(piles[c]) < 2
                        else (2 if grid[c][1] is None else -1) for c in range(C))
            moves = _MOVES.get(key)
            if moves is None:
                moves = _MOVES[key] = []
                for s in range(C):
                    if key[s] > 0:
                        for d in range(C):
                            if d != s and key[d] >= 0:
                                moves.append(_act(S, "move_pile", s, d))
                                if key[s] > 1:
                                    moves.append(_act(S, "move_top", s, d))
            acts.extend(moves)
            for c in range(C):
                ch = cheer[c]
                if ch.ko:
                    continue
                weapon = ch.weapon
                col = grid[c]
                if ch.energy > 0 and weapon != "none":
                    if weapon == "flame":
                        if any(z is not None for z in col):
                            acts.append(_act(S, "fire", ch.name))
                    else:
                        name = ch.name
                        for r in range(1, len(col)):
                            if col[r] is not None:
                                k = (1, "shoot", (name, r))
                                acts.append(_get(k) or _make(k))
                if ch.name == "Clover" and ch.energy == 0:
                    acts.append(_act(S, "recharge", ch.name))
                if ch.name == "Sandy" and col[1] is not None and not (
                        col[1].card == QUEEN and self._queen_invincible()):
                    acts.append(_act(S, "sacrifice", ch.name))
            if keep:
                for card in sorted(set(keep)):
                    if card == "nurse":
                        for ch in cheer:
                            if not ch.ko:
                                acts.append(_act(S, "nurse", ch.name))
                    elif card == "teacher's pet":
                        for ch in cheer:
                            if not ch.ko and ch.weapon != "none":
                                acts.append(_act(S, "teacher's pet", ch.name))
                    elif card == "coach":
                        acts.append(_act(S, "coach"))
                    elif card == "security guard":
                        if any(z is not None and not z.up and not z.known for col in grid for z in col):
                            acts.append(_act(S, "security guard"))
                    elif card == "principal":
                        acts.append(_act(S, "principal"))
                    elif card == "janitor":
                        if self._janitor_options():
                            acts.append(_act(S, "janitor"))
        if "bass drum player" in keep:
            acts.append(_act(S, "bass drum"))
        acts.append(_act(S, "end"))
        return acts

    # pending decisions ----------------------------------------------------
    def _legal_deal_barricades(self, p):
        return [_act(CHEERLEADERS, "deal")]

    def _legal_place_cheerleaders(self, p):
        c = self.cheer.index(None)
        placed = {ch.name for ch in self.cheer if ch is not None}
        return [_act(CHEERLEADERS, "setup_cheerleader", n, c) for n in MODE_CARDS[self.C][2] if n not in placed]

    def _next_setup_slot(self):
        for c in range(self.C):
            for r in range(FIRST_ZOMBIE_ROW, FIRST_ZOMBIE_ROW + ZOMBIE_ROWS):
                if self.grid[c][r] is None:
                    return c, r
        return None

    def _legal_place_zombies(self, p):
        c, r = self._next_setup_slot()
        return [_act(ZOMBIES, "setup_zombie", card, c, r) for card in sorted(set(p["cards"]))]

    def _legal_fresh_meat(self, p):
        r = p["rows"][0]
        seen = []
        for z in p["cards"]:
            d = z.desc()
            if d not in seen:
                seen.append(d)
        return [_act(ZOMBIES, "place", d, r) for d in seen]

    def _legal_return_3(self, p):
        card = p["cards"][0]
        return [_act(ZOMBIES, "return", card, c) for c in range(self.C) if c not in p["columns"]]

    def _legal_coach(self, p):
        S = CHEERLEADERS
        if p["cheerleaders"]:
            c = self.cheer.index(None)
            return [_act(S, "coach_cheerleader", ch.name, c) for ch in p["cheerleaders"]]
        descs = []
        for b in p["barricades"]:
            d = b.desc()
            if d not in descs:
                descs.append(d)
        targets = [c for c in range(self.C) if self.grid[c][1] is None]
        return [_act(S, "coach_barricade", d, c) for d in descs for c in targets]

    def _janitor_options(self) -> list[Action]:
        S = CHEERLEADERS
        acts = []
        free = [c for c in range(self.C) if self.grid[c][1] is None]
        for c in free:
            names = []
            for b in self.piles[c]:
                if b.damaged and b.card not in names:
                    names.append(b.card)
            for n in names:
                acts.append(_act(S, "repair", n, c))
        for n in sorted(set(self.barricade_discard)):
            for c in free:
                acts.append(_act(S, "rebuild", n, c))
        return acts

    def _legal_janitor(self, p):
        return self._janitor_options() + [_act(CHEERLEADERS, "janitor_done")]

    def _legal_security_guard(self, p):
        acts = []
        for c in range(self.C):
            col = self.grid[c]
            for r in range(1, len(col)):
                z = col[r]
                if z is not None and not z.up and not z.known:
                    acts.append(_act(CHEERLEADERS, "look", c, r))
        return acts

    def _principal_options(self) -> list[Action]:
        S = CHEERLEADERS
        acts = []
        rows = set()
        for c in range(self.C):
            col = self.grid[c]
            has = False
            for r in range(1, len(col)):
                if col[r] is not None:
                    has = True
                    if r + 1 >= len(col) or col[r + 1] is None:
                        rows.add(r)
            if has:
                acts.append(_act(S, "back_column", c))
        acts.extend(_act(S, "back_row", r) for r in sorted(rows))
        return acts

    def _legal_principal(self, p):
        return self._principal_options()

    # ----------------------------------------------------------------- apply
    def _apply(self, a: Action) -> None:
        getattr(self, _DO[a.kind])(*a.args)
        if self.outcome is None and self.pending is None and self.actions_left <= 0:
            if not (self.side == CHEERLEADERS and "bass drum player" in self.cheer_keep):
                self._end_turn()

    def _spend(self) -> None:
        self.actions_left -= 1

    def _end_turn(self) -> None:
        self.turns += 1
        self.side ^= 1
        self.actions_left = ACTIONS_PER_TURN
        if self.side == ZOMBIES:
            for col in self.grid:
                for z in col:
                    if z is not None:
                        z.moved = z.attacked = False
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self._finish(None, f"the turn limit ({limit} turns) is reached: a draw")

    def _do_end(self) -> None:
        self.log.append(f"The {SIDE_NAMES[self.side]} end their turn")
        self._end_turn()

    # set-up ------------------------------------------------------------------
    def _do_deal(self) -> None:
        self._deal_barricades()
        self.log.append("The Cheerleaders deal the barricades face down in piles of two")
        self.pending = {"kind": "place cheerleaders"}
        self._auto_place_cheerleaders()

    def _auto_place_cheerleaders(self) -> None:
        left = [n for n in MODE_CARDS[self.C][2] if n not in {ch.name for ch in self.cheer if ch}]
        if len(left) == 1:
            self.cheer[self.cheer.index(None)] = Cheerleader(left[0])
            left = []
        if not left:
            self.log.append("The cheerleaders take their places: " + ", ".join(ch.name for ch in self.cheer))
            self.pending = {"kind": "place zombies", "cards": sorted(self._zombie_cards())}
            self._auto_place_zombies()

    def _do_setup_cheerleader(self, name, c) -> None:
        self.cheer[c] = Cheerleader(name)
        self._auto_place_cheerleaders()

    def _auto_place_zombies(self) -> None:
        """The last card takes the last space by itself; never because the cards left are alike.

        The cards in the Zombies' hand are hidden from the Cheerleaders: ending
        the set-up early when one kind is left would tell them where those stand.
        """
        cards = self.pending["cards"]
        if len(cards) == 1:
            c, r = self._next_setup_slot()
            self.grid[c][r] = Zombie(cards.pop())
        if not cards:
            self.pending = None
            self.log.append("The Zombies have built their columns face down; the Zombies begin")

    def _do_setup_zombie(self, card, c, r) -> None:
        self.pending["cards"].remove(card)
        self.grid[c][r] = Zombie(card)
        self._auto_place_zombies()

    # zombie moves --------------------------------------------------------------
    def _advance_column(self, c: int, climb: bool, eat: bool = True) -> bool:
        """Every zombie of the column one space forward, front first, gaps kept."""
        col = self.grid[c]
        pile = self.piles[c]
        moved = False
        z = col[1]
        if z is not None and not z.attacked and self.cheer[c].ko and eat:
            self._eat(c, z)
            return True
        for r in range(2, len(col)):
            z = col[r]
            if z is None or z.attacked or col[r - 1] is not None:
                continue
            if r == 2 and pile and not (climb and z.up and z.card == "nerds"):
                continue
            col[r - 1] = z
            col[r] = None
            z.moved = True
            moved = True
        return moved

    def _eat(self, c, z) -> None:
        self.log.append(f"The {z.card if z.up else 'zombie'} at {_pos(c, 1)} eats the knocked-out {self.cheer[c].name}")
        self._finish(ZOMBIES, f"a zombie ate {self.cheer[c].name}")

    def _do_advance_column(self, c, climb) -> None:
        self._spend()
        self.log.append(f"The Zombies advance column {c + 1}" + (", the nerds climb" if climb else ""))
        self._advance_column(c, climb)

    def _do_advance_row(self, r, climb) -> None:
        self._spend()
        self.log.append(f"The Zombies advance row {r}" + (", the nerds climb" if climb else ""))
        for c in range(self.C):
            col = self.grid[c]
            if r >= len(col):
                continue
            z = col[r]
            if z is None or z.attacked:
                continue
            if r == 1:
                if self.cheer[c].ko:
                    self._eat(c, z)
                    return
                continue
            if col[r - 1] is not None:
                continue
            if r == 2 and self.piles[c] and not (climb and z.up and z.card == "nerds"):
                continue
            col[r - 1] = z
            col[r] = None
            z.moved = True

    def _do_sideways(self, c, r, c2) -> None:
        self._spend()
        z = self.grid[c][r]
        self.grid[c][r] = None
        self._place(c2, r, z)
        z.moved = True
        self.log.append(f"No column can advance: the Zombies move {_pos(c, r)} sideways to column {c2 + 1}")

    def _reveal(self, c, r, z, runs=None) -> None:
        if z.up:
            return
        z.up = True
        z.known = False
        z.wounded = False
        self.log.append(f"The zombie at {_pos(c, r)} is revealed: {z.card}")
        if z.card == "football player":
            if runs is None:
                self._run(c, r)
            else:
                runs.append(z)

    def _run(self, c, r) -> None:
        """The football player's run: forward until a zombie, a barricade or a cheerleader stops it."""
        col = self.grid[c]
        z = col[r]
        start = r
        while r > 1 and col[r - 1] is None and (r - 1 != 1 or not self.piles[c]):
            col[r - 1] = z
            col[r] = None
            r -= 1
        if r != start:
            z.moved = True
            self.log.append(f"The football player runs from {_pos(c, start)} to {_pos(c, r)}")

    def _do_reveal(self, c, r) -> None:
        self._reveal(c, r, self.grid[c][r])

    def _hit_pile(self, c: int, hits: int) -> None:
        pile = self.piles[c]
        for _ in range(hits):
            if not pile:
                break
            top = pile[-1]
            if not top.damaged:
                top.damaged = top.seen = True
                self.log.append(f"The barricade on top of pile {c + 1} is damaged: {top.card}")
            else:
                pile.pop()
                if top.card in SPECIALS:
                    self.zombies_keep.append(top.card)
                    self.log.append(f"{top.card} is destroyed; the Zombies keep its special action")
                else:
                    self.barricade_discard.append(top.card)
                    self.log.append(f"A {top.card} of pile {c + 1} is destroyed")

    def _hit_cheerleader(self, ch: Cheerleader, strength: int) -> None:
        before = ch.energy
        ch.energy = max(0, before - strength)
        if strength > before:
            ch.ko = True
            ch.energy = 0
            self.log.append(f"{ch.name} loses {before} energy and is knocked out")
        else:
            self.log.append(f"{ch.name} loses {strength} energy ({ch.energy} left)")
        self._check_energy()

    def _do_attack(self, c, r, target) -> None:
        self._spend()
        z = self.grid[c][r]
        z.attacked = True
        self.log.append(f"The {z.card} at {_pos(c, r)} attacks {target} with Strength {z.strength}")
        if r == 1:
            self._hit_cheerleader(self.cheer[c], z.strength)
        else:
            self._hit_pile(c, z.strength)
        if z.card == "lunch lady" and self.grid[c][r] is z:
            self.grid[c][r] = None
            self.zombie_discard.append(z.card)
            self.log.append("The lunch lady has made her one attack and is destroyed")
            self._check_cleared()

    def _do_throw(self, c, r) -> None:
        self._spend()
        z = self.grid[c][r]
        z.attacked = True
        self.log.append(f"The baseball player at {_pos(c, r)} throws at barricade pile {c + 1}")
        self._hit_pile(c, 1)

    def _use_special(self, card) -> None:
        self._spend()
        self.zombies_keep.remove(card)
        self.barricade_discard.append(card)

    def _do_Sniper(self, c, r) -> None:
        self._use_special("Sniper")
        z = self.grid[c][r]
        z.attacked = True
        self.log.append(f"Sniper: the baseball player at {_pos(c, r)} throws at pile {c + 1} with Strength 2")
        self._hit_pile(c, 2)

    def _do_Ziiiiip(self, c) -> None:
        self._use_special("Ziiiiip")
        self.log.append(f"Ziiiiip: column {c + 1} advances as close as it can")
        while self._advance_column(c, False, eat=False):
            pass

    def _do_Fresh_meat(self, c) -> None:
        self._use_special("Fresh meat")
        col = self.grid[c]
        cards = []
        rows = self._fresh_rows(c)
        for r in range(1, len(col)):
            z = col[r]
            if z is not None:
                if not (z.card == "teacher" and z.wounded) and z.card != QUEEN:
                    z.up = False
                z.known = False
        for r in rows:
            cards.append(col[r])
            col[r] = None
        self.log.append(f"Fresh meat: column {c + 1} is turned face down and reorganized")
        self.pending = {"kind": "fresh meat", "column": c, "rows": rows, "cards": cards}
        self._auto_fresh_meat()

    def _auto_fresh_meat(self) -> None:
        """The last card takes the last space by itself; so do cards all alike face up.

        Never because face-down cards look alike to the Zombies: the Cheerleaders
        would learn what those cards are from the choice being skipped.
        """
        p = self.pending
        while p["rows"] and (len(p["cards"]) == 1 or (
                all(z.up for z in p["cards"]) and len({z.desc() for z in p["cards"]}) == 1)):
            r, z = p["rows"].pop(0), p["cards"].pop(0)
            self._place(p["column"], r, z)
            self._log_fresh_meat(p["column"], r, z)
        if not p["rows"]:
            self.pending = None

    def _log_fresh_meat(self, c, r, z) -> None:
        """Public: a face-down card is only "a zombie"; a face-up one is named."""
        self.log.append(f"Fresh meat: {'the ' + z.card if z.up else 'a face-down zombie'} goes to {_pos(c, r)}")

    def _do_place(self, desc, r) -> None:
        p = self.pending
        for i, z in enumerate(p["cards"]):
            if z.desc() == desc:
                break
        p["cards"].pop(i)
        p["rows"].pop(0)
        self._place(p["column"], r, z)
        self._log_fresh_meat(p["column"], r, z)
        self._auto_fresh_meat()

    def _do_Classes_begin(self) -> None:
        self._use_special("Classes begin")
        self.log.append("Classes begin: each column moves up to two spaces forward")
        for c in range(self.C):
            for _ in range(2):
                if self.outcome is None:
                    self._advance_column(c, False)

    def _draw_discarded(self, n) -> list[str]:
        self.rng.shuffle(self.zombie_discard)
        drawn = self.zombie_discard[-n:]
        del self.zombie_discard[-n:]
        return drawn

    def _do_Return_of_the_Zombies_3(self) -> None:
        self._use_special("Return of the Zombies 3")
        drawn = self._draw_discarded(3)
        self.log.append(f"Return of the Zombies 3: {len(drawn)} discarded zombies come back")
        self.pending = {"kind": "return 3", "cards": drawn, "columns": []}

    def _do_return(self, card, c) -> None:
        p = self.pending
        p["cards"].pop(0)
        p["columns"].append(c)
        r = self._behind_last(c)
        self._place(c, r, Zombie(card))
        self.log.append(f"A zombie comes back face down at {_pos(c, r)}")
        if not p["cards"]:
            self.pending = None

    def _do_Return_of_the_Zombies_4(self, c) -> None:
        self._use_special("Return of the Zombies 4")
        drawn = self._draw_discarded(4)
        self.log.append(f"Return of the Zombies 4: {len(drawn)} discarded zombies come back behind column {c + 1}")
        for card in drawn:
            self._place(c, self._behind_last(c), Zombie(card))

    def _do_Prom_Queen(self, c, r) -> None:
        self._use_special(QUEEN)
        self._place(c, r, Zombie(QUEEN, up=True))
        self.log.append(f"The Prom Queen takes her place at {_pos(c, r)}")

    # cheerleader actions -------------------------------------------------------
    def _do_swap(self, a, b) -> None:
        self._spend()
        i, j = self._find_cheer(a), self._find_cheer(b)
        self.cheer[i], self.cheer[j] = self.cheer[j], self.cheer[i]
        self.log.append(f"The Cheerleaders swap {a} and {b}")

    def _do_move_pile(self, s, d) -> None:
        self._spend()
        self.piles[d].extend(self.piles[s])
        self.piles[s] = []
        self.log.append(f"The Cheerleaders move barricade pile {s + 1} onto {d + 1}")

    def _do_move_top(self, s, d) -> None:
        self._spend()
        self.piles[d].append(self.piles[s].pop())
        self.log.append(f"The Cheerleaders move the top barricade of pile {s + 1} onto {d + 1}")

    def _kill(self, c, r, z) -> None:
        self.grid[c][r] = None
        if z.card in BOSSES:
            self.cheer_keep.append(z.card)
            self.log.append(f"The {z.card} at {_pos(c, r)} is killed; the Cheerleaders keep its special action")
        elif z.card == "bass drum player":
            self.cheer_keep.append(z.card)
            self.log.append(f"The bass drum player at {_pos(c, r)} is killed; the Cheerleaders keep it")
        elif z.card == QUEEN:
            self.queen_killed = True
            self.log.append("The Prom Queen is killed")
        else:
            self.zombie_discard.append(z.card)
            self.log.append(f"The {z.card} at {_pos(c, r)} is killed")

    def _stamina(self, z) -> float:
        if z.card == QUEEN and self._queen_invincible():
            return float("inf")
        return STAMINA[z.card]

    def _hit(self, c, r, z, strength) -> None:
        """Strength against Stamina: strictly higher kills; a teacher's first hit only injures it."""
        if z.card == "teacher":
            if strength > 0:
                if z.wounded:
                    self._kill(c, r, z)
                else:
                    z.wounded = True
                    self.log.append(f"The teacher at {_pos(c, r)} is injured: its Strength drops to 1")
            return
        if strength > self._stamina(z):
            self._kill(c, r, z)
        else:
            self.log.append(f"The {z.card} at {_pos(c, r)} withstands an attack of {strength}")

    def _destroy(self, c, r, z) -> None:
        """Killed regardless of Stamina (skull, Molotov, acid); only the invincible Prom Queen resists."""
        if z.card == QUEEN and self._queen_invincible():
            self.log.append("The Prom Queen is invincible while a boss remains undefeated")
            return
        self._kill(c, r, z)

    def _after_shot(self, runs) -> None:
        for z in runs:
            for c in range(self.C):
                col = self.grid[c]
                if z in col:
                    self._run(c, col.index(z))
                    break
        self._check_cleared()
        self._check_energy()

    def _do_shoot(self, name, r) -> None:
        self._spend()
        c = self._find_cheer(name)
        ch = self.cheer[c]
        ch.energy -= 1
        bonus, ch.bonus = ch.bonus, 0
        col = self.grid[c]
        z = col[r]
        runs: list = []
        self.log.append(f"{name} shoots at {_pos(c, r)}")
        self._reveal(c, r, z, runs)
        weapon = ch.weapon
        if weapon == "skull":
            self._destroy(c, r, z)
        elif weapon == "molotov":
            blast = z.strength
            self._destroy(c, r, z)
            self.log.append(f"The Molotov cocktail explodes: Strength {blast} on the four neighbours")
            for c2, r2 in ((c, r - 1), (c, r + 1), (c - 1, r), (c + 1, r)):
                if 0 <= c2 < self.C and 1 <= r2 < len(self.grid[c2]):
                    n = self.grid[c2][r2]
                    if n is not None:
                        self._reveal(c2, r2, n, runs)
                        self._hit(c2, r2, n, blast)
        else:
            self._hit(c, r, z, weapon + bonus)
        self._after_shot([z for z in runs if self._on_grid(z)])

    def _on_grid(self, z) -> bool:
        return any(z in col for col in self.grid)

    def _do_fire(self, name) -> None:
        self._spend()
        c = self._find_cheer(name)
        ch = self.cheer[c]
        ch.energy -= 1
        strength = CHEER_DATA[name]["flame"] + ch.bonus
        ch.bonus = 0
        col = self.grid[c]
        self.log.append(f"{name} fires her flaming hair spray up column {c + 1}")
        runs: list = []
        for r in range(1, len(col)):
            z = col[r]
            if z is None:
                continue
            self._reveal(c, r, z, runs)
            stamina = self._stamina(z)
            self._hit(c, r, z, strength)
            strength -= stamina
            if strength <= 0:
                break
        self._after_shot([z for z in runs if self._on_grid(z)])

    def _do_recharge(self, name) -> None:
        self._spend()
        self.cheer[self._find_cheer(name)].energy = 1
        self.log.append(f"{name} recharges her slingshot")

    def _do_sacrifice(self, name) -> None:
        self._spend()
        c = self._find_cheer(name)
        ch = self.cheer[c]
        ch.ko = True
        ch.energy = 0
        z = self.grid[c][1]
        self.log.append(f"{name} sacrifices herself with her acid test tubes")
        if not z.up:
            z.up = True
            self.log.append(f"The zombie at {_pos(c, 1)} is revealed: {z.card}")
        self._destroy(c, 1, z)
        self._check_cleared()
        self._check_energy()

    def _use_boss(self, card) -> None:
        self._spend()
        self.cheer_keep.remove(card)
        self.boss_discard.append(card)

    def _do_nurse(self, name) -> None:
        self._use_boss("nurse")
        self.cheer[self._find_cheer(name)].energy += 1
        self.log.append(f"Nurse: {name} receives one energy token")

    def _do_teachers_pet(self, name) -> None:
        self._use_boss("teacher's pet")
        self.cheer[self._find_cheer(name)].bonus += 1
        self.log.append(f"Teacher's pet: {name} has +1 Strength for her next attack")

    def _do_coach(self) -> None:
        self._use_boss("coach")
        cheer = list(self.cheer)
        self.cheer = [None] * self.C
        hand = []
        for c in range(self.C):
            if self.grid[c][1] is None:
                hand.extend(self.piles[c])
                self.piles[c] = []
        self.log.append("Coach: the Cheerleaders reorganize the cheerleaders and the barricades")
        self.pending = {"kind": "coach", "cheerleaders": cheer, "barricades": hand}
        self._auto_coach()

    def _auto_coach(self) -> None:
        p = self.pending
        if len(p["cheerleaders"]) == 1:
            c = self.cheer.index(None)
            self.cheer[c] = p["cheerleaders"].pop()
            self.log.append(f"Coach: {self.cheer[c].name} takes column {c + 1}")
        if not p["cheerleaders"] and not p["barricades"]:
            self.pending = None

    def _do_coach_cheerleader(self, name, c) -> None:
        p = self.pending
        for i, ch in enumerate(p["cheerleaders"]):
            if ch.name == name:
                break
        self.cheer[c] = p["cheerleaders"].pop(i)
        self.log.append(f"Coach: {name} takes column {c + 1}")
        self._auto_coach()

    def _do_coach_barricade(self, desc, c) -> None:
        p = self.pending
        for i, b in enumerate(p["barricades"]):
            if b.desc() == desc:
                break
        self.piles[c].append(p["barricades"].pop(i))
        self.log.append(f"Coach: the {desc} goes on pile {c + 1}")
        self._auto_coach()

    def _do_security_guard(self) -> None:
        self._use_boss("security guard")
        self.log.append("Security guard: the Cheerleaders look at face-down zombies")
        self.pending = {"kind": "security guard", "looks": 5}

    def _do_look(self, c, r) -> None:
        self.grid[c][r].known = True
        self.log.append(f"The Cheerleaders look at the face-down zombie at {_pos(c, r)}")
        p = self.pending
        p["looks"] -= 1
        if p["looks"] <= 0 or not self._legal_security_guard(p):
            self.pending = None

    def _do_principal(self) -> None:
        self._use_boss("principal")
        self.log.append("Principal: the Cheerleaders move back three columns or rows")
        self.pending = {"kind": "principal", "moves": 3}

    def _principal_step(self) -> None:
        p = self.pending
        p["moves"] -= 1
        if p["moves"] <= 0 or not self._principal_options():
            self.pending = None

    def _do_back_column(self, c) -> None:
        col = self.grid[c]
        for r in range(len(col) - 1, 0, -1):
            z = col[r]
            if z is not None and (r + 1 >= len(col) or col[r + 1] is None):
                col[r] = None
                self._place(c, r + 1, z)
        self.log.append(f"Column {c + 1} moves back")
        self._principal_step()

    def _do_back_row(self, r) -> None:
        for c in range(self.C):
            col = self.grid[c]
            if r < len(col) and col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                z = col[r]
                col[r] = None
                self._place(c, r + 1, z)
        self.log.append(f"Row {r} moves back")
        self._principal_step()

    def _do_janitor(self) -> None:
        self._use_boss("janitor")
        self.log.append("Janitor: the Cheerleaders spend 3 barricade points")
        self.pending = {"kind": "janitor", "points": 3}

    def _janitor_step(self) -> None:
        p = self.pending
        p["points"] -= 1
        if p["points"] <= 0 or not self._janitor_options():
            self.pending = None

    def _do_repair(self, card, c) -> None:
        for b in reversed(self.piles[c]):
            if b.damaged and b.card == card:
                b.damaged = False
                break
        self.log.append(f"The janitor repairs the {card} of pile {c + 1}")
        self._janitor_step()

    def _do_rebuild(self, card, c) -> None:
        self.barricade_discard.remove(card)
        self.piles[c].append(Barricade(card, damaged=True))
        self.log.append(f"The janitor rebuilds a damaged {card} on pile {c + 1}")
        self._janitor_step()

    def _do_janitor_done(self) -> None:
        self.log.append(f"The janitor stops with {self.pending['points']} barricade points unspent")
        self.pending = None

    def _do_bass_drum(self) -> None:
        self.cheer_keep.remove("bass drum player")
        self.zombie_discard.append("bass drum player")
        self.actions_left += 2
        self.log.append("The Cheerleaders play the bass drum player: two more actions")

    # ----------------------------------------------------------------- state
    def _state(self) -> dict:
        zombies = []
        for c, col in enumerate(self.grid):
            for r, z in enumerate(col):
                if z is not None:
                    zombies.append(z.to_json(c + 1, r))
        return {
            "side": self.side,
            "actions_left": self.actions_left,
            "turns": self.turns,
            "cheerleaders": [None if ch is None else ch.to_json() for ch in self.cheer],
            "barricades": [[b.to_json() for b in pile] for pile in self.piles],
            "zombies": zombies,
            "zombie_discard": list(self.zombie_discard),
            "boss_discard": list(self.boss_discard),
            "barricade_discard": list(self.barricade_discard),
            "zombies_keep": list(self.zombies_keep),
            "cheerleaders_keep": list(self.cheer_keep),
            "prom_queen_killed": self.queen_killed,
            "pending": self._pending_json(),
            "result": None if self.outcome is None else {"winner": self.outcome[0], "reason": self.outcome[1]},
        }

    def _pending_json(self):
        p = self.pending
        if p is None:
            return None
        k = p["kind"]
        if k == "fresh meat":
            return {"kind": k, "column": p["column"] + 1, "rows": list(p["rows"]),
                    "cards": [z.to_json() for z in p["cards"]]}
        if k == "return 3":
            return {"kind": k, "cards": list(p["cards"]), "columns": [c + 1 for c in p["columns"]]}
        if k == "coach":
            return {"kind": k, "cheerleaders": [ch.to_json() for ch in p["cheerleaders"]],
                    "barricades": [b.to_json() for b in p["barricades"]]}
        if k == "place zombies":
            return {"kind": k, "cards": list(p["cards"])}
        return dict(p)

    def _load_state(self, d: dict) -> None:
        from .state import load_state
        load_state(self, d)

    def _view_state(self, seat) -> dict:
        st = self._state()
        if seat is None:
            return st
        for pile in st["barricades"]:
            for b in pile:
                if not b["damaged"] and not b["seen"]:
                    b["card"] = UNKNOWN
        p = st["pending"]
        if p is not None and p["kind"] == "coach":
            for b in p["barricades"]:
                if not b["damaged"] and not b["seen"]:
                    b["card"] = UNKNOWN
        if seat == CHEERLEADERS:
            unknown = [z for z in st["zombies"] if not z["face_up"] and not z["known"]]
            if p is not None:
                if p["kind"] in ("place zombies", "return 3"):
                    p["cards"] = [UNKNOWN] * len(p["cards"])
                elif p["kind"] == "fresh meat":
                    unknown += [z for z in p["cards"] if not z["face_up"] and not z["known"]]
            for z in unknown:
                # Fresh meat turns attackers face down: their flags would tell which card is which.
                # The flags only matter during the Zombies' own turn, so the Cheerleaders lose nothing.
                z["card"] = UNKNOWN
                z["moved"] = z["attacked"] = False
        return st

    @classmethod
    def determinize(cls, view: dict, seed: int = 0) -> "ZombiesVsCheerleaders":
        """A full game consistent with ``view``: unseen zombies and intact barricades dealt at random."""
        from .state import fill_unknowns
        import copy
        options = view["options"]
        game = cls(seed=seed, **options)
        st = copy.deepcopy(view["state"])
        fill_unknowns(st, options["columns"], Rng(seed))
        game.log = list(view["log"])
        game._load_state(st)
        game._legal = None
        game._base = game.to_dict()
        return game

    # ---------------------------------------------------------------- render
    def html(self, seat=None) -> str:
        from .render import html
        return html(self, seat)

    def __str__(self) -> str:
        from .render import text
        return text(self, None)
