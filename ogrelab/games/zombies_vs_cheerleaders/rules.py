"""Zombies vs Cheerleaders: the Zombies (seat 0) against the Cheerleaders (seat 1).

The table is a grid. Row 0 holds the cheerleaders (one per column), row 1 the
barricade piles, row 2 starts empty, and the zombies start in rows 3 to 8,
face down. Zombies advance toward row 0; a zombie moved onto a knocked-out
cheerleader eats her and the Zombies win; the Cheerleaders win once no zombie
is left. Columns are numbered from 1 in texts and states; in action texts a
space is written ``c2r5`` (column 2, row 5).

This module holds the game: its options, the set-up and the flow of a turn
(who decides now, the turn's end, the endings). What each decision offers and
does is in :mod:`.decisions`, one unit per rule; the position as JSON is in
:mod:`.state`; the card data in :mod:`.cards`.
"""

from __future__ import annotations

from ogrelab.core import Game, Option, Pending, Result, register

from .cards import (ACTIONS_PER_TURN, BOSSES, CHEER_DATA, CHEERLEADERS, DATA, FIRST_ZOMBIE_ROW,  # noqa: F401
                    MAX_ROW, MODE_CARDS, MODES, PLAIN, QUEEN, SIDE_NAMES, SPECIALS, STAMINA, STRENGTH,
                    UNKNOWN, ZOMBIE_KINDS, ZOMBIE_ROWS, ZOMBIES, Barricade, Cheerleader, Zombie)
from .decisions import KINDS, RULES, TURNS
from .decisions.turns import QUIET
from .state import StateMixin


#: each mode's zombie and barricade cards, a name per card, as the card data lists them
_DECKS = {m: tuple([n for n, k in MODE_CARDS[m][i].items() for _ in range(k)] for i in (0, 1)) for m in MODES}


def _positive_or_zero(v):
    return None if v >= 0 else "must be 0 (no limit) or more"


@register
class ZombiesVsCheerleaders(StateMixin, Game):
    name = "zombies_vs_cheerleaders"
    title = "Zombies vs Cheerleaders"
    HIDDEN_INFO = True
    SIDES = tuple(SIDE_NAMES)
    RULES = RULES
    #: Every way a game ends (``Result.ending``): End of the Game's three, and the turn limit
    #: (README rulings); ``WINNER`` says which side each makes win (None: a draw).
    ENDINGS = {
        "eaten": "a zombie eats a knocked-out cheerleader",
        "clover_out": "Clover knocked out, no energy left",
        "cleared": "all the zombies are destroyed",
        "turn_limit": "the turn limit: a draw",
    }
    WINNER = {"eaten": ZOMBIES, "clover_out": ZOMBIES, "cleared": CHEERLEADERS, "turn_limit": None}
    OPTIONS = {
        "columns": Option(4, "the game mode: how many columns the table has, and with them the cards "
                             "in play", choices=MODES, label="Game mode",
                          values={4: "4 columns: Friendly slaughter", 5: "5 columns: Student council",
                                  6: "6 columns: The Prom"}),
        "auto_setup": Option(True, "the set-up decisions (barricade piles, cheerleader order, zombie "
                                   "columns) are made at random; off: each side makes them as moves",
                             label="Set-up made at random"),
        "turn_limit": Option(200, "the game ends as a draw once this many turns (both sides counted) have "
                                  "been played", check=_positive_or_zero, label="Turn limit",
                             values={0: "no limit"}, other="after this many turns"),
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
        self.verdict = None          # how it ended: (one of ENDINGS, reason); None while it goes on
        self.is_over = False
        #: the decision inside an effect or the set-up, open now; None: the side's turn
        self.pending: Pending | None = None
        self._quiet = None
        if self.options["auto_setup"]:
            self.deal_barricades()
            names = list(MODE_CARDS[C][2])
            self.rng.shuffle(names)
            self.cheer = [Cheerleader(n) for n in names]
            cards = self.zombie_cards()
            self.rng.shuffle(cards)
            for i, card in enumerate(cards):
                self.grid[i // ZOMBIE_ROWS][FIRST_ZOMBIE_ROW + i % ZOMBIE_ROWS] = Zombie(card)
            self.log.append("The barricades, cheerleaders and zombies are set up; the Zombies begin")
        else:
            deal = RULES["deal barricades"]
            deal.trigger(self, Pending(deal, CHEERLEADERS, {}))

    def zombie_cards(self) -> list[str]:
        return list(_DECKS[self.C][0])

    def deal_barricades(self) -> None:
        cards = list(_DECKS[self.C][1])
        self.rng.shuffle(cards)
        for i, card in enumerate(cards):
            self.piles[i // 2].append(Barricade(card))

    # -------------------------------------------------------------- protocol
    def _pending(self) -> Pending | None:
        if self.verdict is not None:
            return None
        return self.pending or TURNS[self.side]

    def ask(self, pending: Pending) -> None:
        """A rule's own decision (the set-up's, a kept card's) is open until it closes ``pending``."""
        self.pending = pending

    @property
    def current_player(self):
        if self.verdict is not None:
            return None
        p = self.pending
        return self.side if p is None else p.seat

    @property
    def players(self) -> int:
        return 2

    @property
    def seat_names(self) -> list[str]:
        return list(SIDE_NAMES)

    #: Whether the game is over, kept as ``verdict`` is set (``finish``, a load, a copy): read
    #: before every action (a playout loop's test, ``legal_actions``), a plain attribute costs less
    #: than a property.
    is_over = False

    @property
    def result(self):
        if self.verdict is None:
            return None
        ending, reason = self.verdict
        winner = self.WINNER[ending]
        if winner is None:
            return Result((), tuple(self.scores), reason, draw=True, ending=ending)
        return Result((winner,), tuple(self.scores), reason, ending=ending)

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        """Zombies: zombies still on the grid; Cheerleaders: energy tokens left."""
        return [self.zombie_count(), sum(ch.energy for ch in self.cheer if ch is not None)]

    STANDING = "zombies left (Zombies), energy left (Cheerleaders)"

    def standings(self, seat=None) -> dict[str, list]:
        """Zombies and energy left; then the front, which moves every turn: zombies in rows 1 and 2
        (the Zombies) and barricade cards still standing (the Cheerleaders). All of it is public."""
        front = sum(1 for col in self.grid for z in col[1:3] if z is not None)
        cards = sum(len(pile) for pile in self.piles)
        p = self.pending
        if p is not None and p.rule.key == "coach":
            cards += len(p.data["barricades"])
        return {self.STANDING: self.scores,
                "at the front: zombies in rows 1-2 (Zombies), barricade cards (Cheerleaders)": [front, cards]}

    @property
    def outcome(self) -> str:
        """The result in the game's words: "The Zombies win: a zombie ate Pam"."""
        if self.verdict is None:
            return ""
        ending, reason = self.verdict
        winner = self.WINNER[ending]
        if winner is None:
            return f"A draw: {reason}"
        return f"The {SIDE_NAMES[winner]} win: {reason}"

    def zombie_count(self) -> int:
        n = 0
        for col in self.grid:
            n += len(col) - col.count(None)
        p = self.pending
        if p is not None and p.rule.key == "fresh meat":
            n += len(p.data["cards"])
        return n

    # ------------------------------------------------------- the flow of a turn
    #: after an action that changed little (``turns.QUIET``: a reveal, an attack, a move of barricades
    #: ...): how the choices after it are read from those before it, these and the action
    _quiet: tuple | None = None

    def _legal_actions(self):
        quiet = self._quiet
        if quiet is not None:           # read from the choices before the action
            self._quiet = None
            again, legal, a = quiet
            return again(self, legal, a)
        p = self.pending or TURNS[self.side]        # as _pending(), without a call more per step
        return p.rule.choices(self, p)

    def _apply(self, a) -> None:
        """Carry out the action; after a side's last action its turn ends by itself (the
        Cheerleaders' only once no bass drum player is left to play)."""
        self._quiet = None
        p = self.pending
        if p is not None:
            p.rule.resolve(self, p, a)
        else:                           # a turn's action: its kind's rule carries it out (``Turn.resolve``)
            kind = a.kind
            KINDS[kind].resolve(self, TURNS[self.side], a)
            if self.pending is None and self.verdict is None and self.actions_left > 0:
                # the turn goes on (an end of the turn has given the other side its actions: not quiet)
                quiet = QUIET.get(kind)
                if quiet is not None:
                    legal = self._legal             # the legal actions ``a`` was one of
                    if legal is not None and quiet[0](self, a, legal):
                        self._quiet = (quiet[1], legal, a)
                return
        if self.verdict is None and self.pending is None and self.actions_left <= 0:
            if not (self.side == CHEERLEADERS and "bass drum player" in self.cheer_keep):
                self.end_turn()

    def spend(self) -> None:
        self.actions_left -= 1

    def end_turn(self) -> None:
        """The other side plays; the Zombies' marks of moving and attacking are cleared for their turn."""
        self.turns += 1
        self.side ^= 1
        self.actions_left = ACTIONS_PER_TURN
        if self.side == ZOMBIES:
            for col in self.grid:
                for z in filter(None, col):         # the zombies of the column (a card is never false)
                    z.moved = z.attacked = False
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.finish("turn_limit", f"the turn limit ({limit} turns) is reached: a draw")

    # ------------------------------------------------------------ geometry
    def find_cheer(self, name) -> int:
        i = 0
        for ch in self.cheer:
            if ch is not None and ch.name == name:
                return i
            i += 1
        raise ValueError(f"no cheerleader {name!r} on the table")

    def place(self, c: int, r: int, z) -> None:
        col = self.grid[c]
        while len(col) <= r:
            col.append(None)
        col[r] = z

    def last_row(self, c: int) -> int:
        col = self.grid[c]
        for r in range(len(col) - 1, 0, -1):
            if col[r] is not None:
                return r
        return 0

    def behind_last(self, c: int) -> int:
        """The space right behind the last zombie of a column (row 3 in an empty column)."""
        last = self.last_row(c)
        return last + 1 if last else FIRST_ZOMBIE_ROW

    def queen_invincible(self) -> bool:
        """The Prom Queen "is invincible as long as the other bosses have not been defeated"."""
        defeated = sum(1 for b in self.cheer_keep + self.boss_discard if b in BOSSES)
        bosses = sum(1 for b in MODE_CARDS[self.C][0] if b in BOSSES)
        return defeated < bosses

    # ------------------------------------------------------------ endings
    def finish(self, ending: str, reason: str) -> None:
        """The game ends as ``ending`` (one of ``ENDINGS``), ``reason`` saying it for people."""
        if self.verdict is None:
            self.verdict = (ending, reason)
            self.is_over = True
            self.pending = None
            self.log.append(f"Game over: {reason}")

    def check_cleared(self) -> None:
        """End of the Game: "The Cheerleaders player wins immediately if all the zombies are destroyed." """
        if self.verdict is None and not any(map(any, self.grid)):     # no zombie on the grid (a card is never false)
            p = self.pending
            if p is None or p.rule.key != "fresh meat" or not p.data["cards"]:     # nor any to place
                self.finish("cleared", "all the zombies are destroyed")

    def check_energy(self) -> None:
        """End of the Game: "If Clover is KO and no other cheerleader has Energy tokens ... the
        Zombies player wins the game." Checked after every action."""
        if self.verdict is None and self.clover_out():
            self.finish("clover_out", "Clover is knocked out and no cheerleader has energy left")

    def clover_out(self) -> bool:
        """Clover is knocked out and no cheerleader has energy left (every place filled)."""
        clover = None
        for ch in self.cheer:
            if ch is None or ch.energy:         # a place still empty, or energy left
                return False
            if ch.name == "Clover":
                clover = ch
        return clover is not None and clover.ko

    # ---------------------------------------------------------------- render
    def html(self, seat=None, outcome: bool = True) -> str:
        from .render import html
        return html(self, seat, outcome)

    def watch_places(self, view):
        from .render import places
        return places(view)

    def __str__(self) -> str:
        from .render import text
        return text(self, None)
