"""Ogre Bash: bash cards round the table until someone shows a winning hand.

A hand of the game is dealt five cards each; on a turn a player may declare a
win (not on their first turn of the hand), otherwise draws, then plays a card
and carries it out. The winner of a hand scores its fists; the first player to
reach ten fists wins the game.

Cards are kept as small integers (kinds) in sorted lists so the hot path stays
cheap; the saved state speaks card names ("Bash Left (Crash)"). See README.md
in this package for the state format, the options and the rulings.
"""

from __future__ import annotations

from bisect import insort

from ogrelab.core import Action, Game, Option, Result, Rng, register
from ogrelab.core import validate as V
from ogrelab.core.cards import load_data

# ------------------------------------------------------------------ card data
DATA = load_data(__package__, "cards.toml")
OGRES: tuple[str, ...] = tuple(DATA["ogres"])
DIRECTIONS: tuple[str, ...] = ("Left", "Right", "Across")

NAMES: list[str] = []        # kind -> card name
EFFECT: list[str] = []       # kind -> "bash", "wild", "steal", "hurt", "fix", "big", "go", "ear"
DIR: list[int] = []          # kind -> index in DIRECTIONS, -1 if not a Bash Left/Right/Across
OGRE: list[int] = []         # kind -> index in OGRES, -1 if no ogre printed
OUCH: list[bool] = []        # kind -> counts as an "Ouch" card
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
        DEFAULT_DECK[_name] = int(_b["copies_per_ogre"])
for _c in DATA["card"]:
    NAMES.append(_c["name"])
    EFFECT.append(_c["effect"])
    DIR.append(-1)
    OGRE.append(-1)
    OUCH.append(bool(_c["ouch"]))
    DEFAULT_DECK[_c["name"]] = int(_c["copies"])

KIND: dict[str, int] = {n: i for i, n in enumerate(NAMES)}
KINDS = len(NAMES)
WILD = EFFECT.index("wild")
EAR = EFFECT.index("ear")
HANDS: list[tuple[str, int]] = [(h["name"], int(h["fists"])) for h in DATA["hand"]]
FISTS: dict[str, int] = dict(HANDS)
MAX_SEATS = 6
FACE_DOWN = "face down"     # a card another seat set aside, as a view shows it

# ------------------------------------------------------------- winning hands


def hand_fits(kinds) -> list[str]:
    """Every winning hand (name) that these five cards (kinds) fit."""
    if len(kinds) != 5:
        return []
    bash = [k for k in kinds if DIR[k] >= 0]
    wilds = sum(1 for k in kinds if k == WILD)
    dirs = {DIR[k] for k in bash}
    ogres = {OGRE[k] for k in bash}
    fits = []
    if len(bash) == 5:
        if len(dirs) == 1 and len(ogres) == 5:
            fits.append("Ogre Bash")
        if len(ogres) == 1:
            fits.append("Me, Me, Me, Me, Me")
        if len(ogres) == 5:
            fits.append("Family Portrait")
        if len(dirs) == 1:
            fits.append("Bashful")
    if all(OUCH[k] for k in kinds) and EAR in kinds:
        fits.append("Ouch My Ear!")
    if wilds and bash and wilds + len(bash) == 5 and len(dirs) == 1:
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


# ------------------------------------------------------------------ actions
# Actions are built once per seat and card kind: the hot path only picks them.


def _table(fmt: str, kind: str) -> list[list[Action]]:
    return [[Action(fmt.format(NAMES[k]), s, kind, (k,)) for k in range(KINDS)] for s in range(MAX_SEATS)]


PLAY = _table("play {}", "play")
PASS = _table("pass {}", "pass")
DISCARD = _table("discard {}", "discard")
FIX = _table("discard {}", "fix")
TRADE = _table("trade {}", "trade")
GIVE = _table("give {}", "give")
DECLARE = [[Action("declare win", s, "declare", (True,)), Action("draw", s, "declare", (False,))]
           for s in range(MAX_SEATS)]
WILD_DIR = [[Action(f"bash {d.lower()}", s, "wild", (i,)) for i, d in enumerate(DIRECTIONS)]
            for s in range(MAX_SEATS)]
ACROSS = [[Action("across means left", s, "across", (1,)), Action("across means right", s, "across", (-1,))]
          for s in range(MAX_SEATS)]
FIX_DONE = [[Action("discard none" if n == 0 else f"draw {n}", s, "fix", (-1,)) for n in range(6)]
            for s in range(MAX_SEATS)]
HURT = [[Action(f"hurt seat {t}", s, "hurt", (t,)) for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
ASK_DIR = [[[Action(f"ask seat {t} for Bash {d}", s, "ask", (t, i)) for i, d in enumerate(DIRECTIONS)]
            for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
ASK_ANY = [[Action(f"ask seat {t}", s, "ask", (t, -1)) for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]


def _cards(row: list[Action], hand: list[int]) -> list[Action]:
    """One action per distinct card in a (sorted) hand."""
    return [row[k] for k in dict.fromkeys(hand)]


# Phases: whose decision it is and what it decides.
START, PLAY_, WILD_, ACROSS_, PASS_, HURT_, HURT_DISCARD, FIX_, TRADE_, ASK, GIVE_, GIVE_BACK, OVER = (
    "start", "play", "wild", "across", "pass", "hurt", "hurt discard", "fix", "trade", "ask", "give",
    "give back", "over")
PHASES = (START, PLAY_, WILD_, ACROSS_, PASS_, HURT_, HURT_DISCARD, FIX_, TRADE_, ASK, GIVE_, GIVE_BACK, OVER)


def _check_deck(deck) -> str | None:
    if deck is None:
        return None
    if not isinstance(deck, dict):
        return "expected null (the standard deck) or an object: card name -> copies"
    unknown = [n for n in deck if n not in KIND]
    if unknown:
        return f"unknown card {unknown[0]!r}; the cards are: {', '.join(NAMES)}"
    for n, c in deck.items():
        if isinstance(c, bool) or not isinstance(c, int) or c < 0:
            return f"copies of {n!r} must be a whole number >= 0, got {c!r}"
    return None


def _check_positive(v) -> str | None:
    return None if v >= 1 else "must be at least 1"


@register
class OgreBash(Game):
    name = "ogre_bash"
    title = "Ogre Bash"
    HIDDEN_INFO = True
    OPTIONS = {
        "players": Option(4, "number of players", choices=(2, 3, 4, 5, 6)),
        "fists_to_win": Option(10, "fists a player needs, at the end of a hand, to win the game",
                               check=_check_positive),
        "go_bash_names_direction": Option(
            True, "Go Bash names a direction (Left, Right or Across); false: ask for any Bash Left/Right/Across"),
        "deck": Option(None, "the deck list, card name -> copies; null: the standard 59 cards (cards.toml)",
                       check=_check_deck),
        "turn_limit": Option(0, "end the game after this many turns (0: no limit); most fists wins, "
                                "a tie is a draw", check=lambda v: None if v >= 0 else "must be 0 or more"),
        "dealer": Option(-1, "seat of the first dealer; -1 draws one at random",
                         check=lambda v: None if -1 <= v < MAX_SEATS else "must be -1 or a seat 0..5"),
    }
    # Random games to 10 fists run to thousands of actions (see README); the suite, whose checks
    # replay the whole history at every step, plays them cut short by the turn limit, and
    # once whole, hand after hand, to a shorter goal of 3 fists.
    CONFORMANCE = [{"players": n, "turn_limit": 40} for n in (2, 3, 4, 5, 6)] + [{"players": 3, "fists_to_win": 3}]

    @classmethod
    def check_option_set(cls, options):
        n = options["players"]
        total = sum((options["deck"] or DEFAULT_DECK).values())
        if total < 5 * n + 2:
            return (f"the deck has {total} cards; {n} players need at least {5 * n + 2} "
                    "(five in each hand, a sixth drawn, one in play)")
        if options["dealer"] >= n:
            return f"option dealer={options['dealer']}: seats are 0..{n - 1} (or -1 for random)"
        return None

    # ------------------------------------------------------------ set up
    def _deck_list(self) -> dict[str, int]:
        return self.options["deck"] or DEFAULT_DECK

    def _deck_kinds(self) -> list[int]:
        deck = self._deck_list()
        return [k for k in range(KINDS) for _ in range(deck.get(NAMES[k], 0))]

    def setup(self) -> None:
        n = self.players
        self.fists = [0] * n
        self.turns = 0
        self.hand_no = 0
        d = self.options["dealer"]
        self.dealer = self.rng.below(n) if d < 0 else d
        self.log.append(f"seat {self.dealer} deals first")
        self._new_hand()

    def _new_hand(self) -> None:
        """Shuffle every card, deal five each; the player left of the dealer goes first."""
        n = self.players
        self.hand_no += 1
        deck = self._deck_kinds()
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(n)]
        for _ in range(5):
            for i in range(1, n + 1):
                hands[(self.dealer + i) % n].append(deck.pop())
        for h in hands:
            h.sort()
        self.hands = hands
        self.deck = deck
        self.discard: list[int] = []
        self.in_play = -1
        self.set_aside = [-1] * n
        self.shown: list[list[int] | None] = [None] * n
        self.had_turn = [False] * n
        self.phase = START
        self.step = 0
        self.partner = -1
        self.asked = -2
        self.fixed = 0
        self.log.append(f"hand {self.hand_no}: seat {self.dealer} deals five cards to each player")
        self._begin_turn((self.dealer + 1) % n)

    # ---------------------------------------------------------- protocol
    @property
    def current_player(self):
        return None if self.phase is OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def result(self):
        if self.phase is not OVER:
            return None
        top = max(self.fists)
        w = self.fists.index(top)
        if top >= self.options["fists_to_win"] and self.fists.count(top) == 1:
            return Result((w,), tuple(self.fists), f"seat {w} reached {top} fists")
        if self.fists.count(top) == 1:
            return Result((w,), tuple(self.fists), f"turn limit: seat {w} has the most fists ({top})")
        return Result((), tuple(self.fists), "turn limit: tied on fists", draw=True)

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        return list(self.fists)

    @property
    def prompt(self) -> str:
        ph, a, s = self.phase, self.actor, self.seat
        if ph is OVER:
            return f"Game over: {self.result}"
        card = NAMES[self.in_play] if self.in_play >= 0 else ""
        if ph is START:
            return f"Seat {a}: declare a win or draw (Play: show a winning hand, if not your first turn, or draw)"
        if ph is PLAY_:
            return f"Seat {a}: play a card and do what it says (Play)"
        if ph is WILD_:
            return f"Seat {a}: choose Bash Left, Right or Across (Wild Bash)"
        if ph is ACROSS_:
            return f"Seat {a}: with three players, choose whether Across means Left or Right (Bash Across)"
        if ph is PASS_:
            to = (a + self.step) % self.players
            return (f"Seat {a}: choose a card to pass face down to seat {to} "
                    f"({card}: every player puts a card down before anyone picks one up)")
        if ph is HURT_:
            return f"Seat {a}: choose a player to hurt (Hurt Bad)"
        if ph is HURT_DISCARD:
            return f"Seat {a}: discard one card (Hurt Bad: finally you discard one card)"
        if ph is FIX_:
            return f"Seat {a}: discard as many cards as you like, then draw that many (Fix Club)"
        if ph is TRADE_:
            other = self.partner if a == s else s
            return f"Seat {a}: choose a card to trade with seat {other} (Big Bash)"
        if ph is ASK:
            return f"Seat {a}: ask a player for a Bash card (Go Bash)"
        if ph is GIVE_:
            what = f"a Bash {DIRECTIONS[self.asked]}" if self.asked >= 0 else "a Bash card"
            return f"Seat {a}: give seat {s} {what} face down (Go Bash)"
        return f"Seat {a}: give seat {self.partner} a card of your choice (Go Bash)"

    # ----------------------------------------------------- legal actions
    def _legal_actions(self) -> list[Action]:
        ph, a = self.phase, self.actor
        if ph is PASS_:
            return _cards(PASS[a], self.hands[a])
        if ph is PLAY_:
            return _cards(PLAY[a], self.hands[a])
        if ph is START:
            return DECLARE[a]
        if ph is TRADE_:
            return _cards(TRADE[a], self.hands[a])
        if ph is WILD_:
            return WILD_DIR[a]
        if ph is ACROSS_:
            return ACROSS[a]
        if ph is HURT_:
            return [HURT[a][t] for t in range(self.players) if t != a]
        if ph is HURT_DISCARD:
            return _cards(DISCARD[a], self.hands[a])
        if ph is FIX_:
            return [FIX_DONE[a][self.fixed]] + _cards(FIX[a], self.hands[a])
        if ph is ASK:
            n = self.players
            if self.options["go_bash_names_direction"]:
                return [act for t in range(n) if t != a for act in ASK_DIR[a][t]]
            return [ASK_ANY[a][t] for t in range(n) if t != a]
        if ph is GIVE_:
            return _cards(GIVE[a], [k for k in self.hands[a] if self._fits_ask(k)])
        if ph is GIVE_BACK:
            return _cards(GIVE[a], self.hands[a])
        return []

    def _fits_ask(self, k: int) -> bool:
        """Go Bash: a Bash Left/Right/Across (of the named direction), never a Wild Bash."""
        d = DIR[k]
        return d >= 0 and (self.asked < 0 or d == self.asked)

    # ------------------------------------------------------------- apply
    def _apply(self, action: Action) -> None:
        ph = self.phase
        a = self.actor
        k = action.args[0]
        hands = self.hands
        shown = self.shown
        if ph is PASS_:
            hands[a].remove(k)
            if shown[a] is not None:
                shown[a] = None
            self.set_aside[a] = k
            self.log.append(f"seat {a} puts down a card to pass")
            nxt = (a + 1) % self.players
            if nxt == self.seat:
                self._deliver_passes()
            else:
                self.actor = nxt
        elif ph is PLAY_:
            self._play(a, k)
        elif ph is START:
            if k:
                self._declare(a)
            else:
                self.log.append(f"seat {a} draws")
                self._draw(a)
                self.phase = PLAY_
        elif ph is TRADE_:
            self._trade(a, k)
        elif ph is WILD_:
            self.log.append(f"seat {a} calls the Wild Bash a Bash {DIRECTIONS[k]}")
            self._start_pass(k)
        elif ph is ACROSS_:
            self.log.append(f"seat {a} says Across means {'Left' if k == 1 else 'Right'}")
            self._begin_passing(k)
        elif ph is HURT_:
            self._hurt(a, k)
        elif ph is HURT_DISCARD:
            hands[a].remove(k)
            if shown[a] is not None:
                shown[a] = None
            self.discard.append(k)
            self.log.append(f"seat {a} discards {NAMES[k]}")
            self._end_turn()
        elif ph is FIX_:
            self._fix(a, k)
        elif ph is ASK:
            self._ask(a, k, action.args[1])
        elif ph is GIVE_:
            hands[a].remove(k)
            insort(hands[self.seat], k)
            shown[a] = shown[self.seat] = None
            what = f"a Bash {DIRECTIONS[self.asked]}" if self.asked >= 0 else "a Bash card"
            self.log.append(f"seat {a} gives seat {self.seat} {what} face down")
            self.phase = GIVE_BACK
            self.actor = self.seat
        elif ph is GIVE_BACK:
            t = self.partner
            hands[a].remove(k)
            insort(hands[t], k)
            shown[a] = shown[t] = None
            self.log.append(f"seat {a} gives seat {t} a card face down")
            self.partner = -1
            self.asked = -2
            self._end_turn()
        else:  # pragma: no cover - legal_actions offers nothing else
            raise ValueError(f"no action is expected in phase {ph!r}")

    # ------------------------------------------------------- turn order
    def _begin_turn(self, s: int) -> None:
        """Declare (not on the first turn of the hand) or draw, then play."""
        self.seat = self.actor = s
        if self.had_turn[s]:
            self.phase = START
        else:
            self.had_turn[s] = True
            self.log.append(f"seat {s} draws (first turn of the hand)")
            self._draw(s)
            self.phase = PLAY_

    def _end_turn(self) -> None:
        if self.in_play >= 0:
            self.discard.append(self.in_play)
            self.in_play = -1
        for s, h in enumerate(self.hands):
            if len(h) != 5:
                raise RuntimeError(f"ogre_bash: seat {s} ends the turn with {len(h)} cards, not five")
        self._next_turn()

    def _next_turn(self) -> None:
        """Play passes clockwise, unless the turn limit (an option) ends the game here."""
        self.turns += 1
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.log.append(f"the turn limit ({limit}) is reached: the game ends")
            self.phase = OVER
            self.actor = -1
            return
        self._begin_turn((self.seat + 1) % self.players)

    def _draw(self, s: int) -> None:
        """Draw one card; an empty deck is refilled from the shuffled discard pile."""
        deck = self.deck
        if not deck:
            if not self.discard:
                self.log.append("the deck and the discard pile are empty: no card is drawn")
                return
            deck.extend(self.discard)
            self.discard.clear()
            self.rng.shuffle(deck)
            self.log.append("the discard pile is shuffled into a new deck")
        insort(self.hands[s], deck.pop())
        if self.shown[s] is not None:
            self.shown[s] = None

    def _declare(self, s: int) -> None:
        hand = self.hands[s]
        cards = ", ".join(NAMES[k] for k in hand)
        best = best_hand(hand)
        if best is None:
            self.shown[s] = list(hand)
            self.log.append(f"seat {s} declares a win but shows no winning hand ({cards}) and loses the turn")
            self._next_turn()
            return
        name, fists = best
        self.fists[s] += fists
        self.turns += 1
        self.log.append(f"seat {s} shows {name} ({cards}) and wins the hand: {fists} fists, "
                        f"{self.fists[s]} in all")
        target = self.options["fists_to_win"]
        top = max(self.fists)
        if top >= target and self.fists.count(top) == 1:
            w = self.fists.index(top)
            self.log.append(f"seat {w} reaches {top} fists and wins the game")
            self.phase = OVER
            self.actor = -1
            return
        if top >= target:
            self.log.append(f"players tie at {top} fists: another hand")
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.log.append(f"the turn limit ({limit}) is reached: the game ends")
            self.phase = OVER
            self.actor = -1
            return
        self.dealer = (self.dealer + 1) % self.players
        self._new_hand()

    # ------------------------------------------------------------ cards
    def _play(self, s: int, k: int) -> None:
        self.hands[s].remove(k)
        if self.shown[s] is not None:
            self.shown[s] = None
        self.in_play = k
        self.log.append(f"seat {s} plays {NAMES[k]}")
        e = EFFECT[k]
        if e == "bash":
            self._start_pass(DIR[k])
        elif e == "wild":
            self.phase = WILD_
        elif e == "steal":
            self._steal(s)
        elif e == "hurt":
            self.phase = HURT_
        elif e == "fix":
            self.fixed = 0
            self.phase = FIX_
        elif e == "big":
            self.partner = (s + 1) % self.players
            self.phase = TRADE_
        elif e == "go":
            self.phase = ASK
        else:  # My Ear!: nothing happens
            self._end_turn()

    def _start_pass(self, d: int) -> None:
        """Bash Left (+1), Right (-1) or Across: the offset each card travels."""
        n = self.players
        if d == 0:
            self._begin_passing(1)
        elif d == 1:
            self._begin_passing(-1)
        elif n == 3:
            self.phase = ACROSS_
        elif n == 2:
            self._begin_passing(1)
        elif n == 5:
            self._begin_passing(2)
        else:
            self._begin_passing(n // 2)

    def _begin_passing(self, step: int) -> None:
        self.step = step % self.players
        self.phase = PASS_
        self.actor = self.seat

    def _deliver_passes(self) -> None:
        """Every card was put down; now each player picks up the card passed to them."""
        n, step, hands, aside = self.players, self.step, self.hands, self.set_aside
        for s in range(n):
            insort(hands[(s + step) % n], aside[s])
            aside[s] = -1
        self.shown = [None] * n
        self.log.append("every player picks up the card passed to them")
        self._end_turn()

    def _steal(self, s: int) -> None:
        """Each player in turn takes a random card from the player to their left."""
        n, hands, below = self.players, self.hands, self.rng.below
        for i in range(n):
            taker = (s + i) % n
            giver = (taker + 1) % n
            h = hands[giver]
            insort(hands[taker], h.pop(below(len(h))))
            self.log.append(f"seat {taker} takes a random card from seat {giver}")
        self.shown = [None] * n
        self._end_turn()

    def _hurt(self, s: int, t: int) -> None:
        hands = self.hands
        h = hands[t]
        insort(hands[s], h.pop(self.rng.below(len(h))))
        self.log.append(f"seat {s} hurts seat {t} and takes a random card")
        rest = ", ".join(NAMES[k] for k in h)
        self.discard.extend(h)
        h.clear()
        self.log.append(f"seat {t} discards {rest} and draws five new cards")
        for _ in range(5):
            self._draw(t)
        self.shown[s] = self.shown[t] = None
        self.phase = HURT_DISCARD

    def _fix(self, s: int, k: int) -> None:
        hand = self.hands[s]
        if k >= 0:
            hand.remove(k)
            if self.shown[s] is not None:
                self.shown[s] = None
            self.discard.append(k)
            self.fixed += 1
            self.log.append(f"seat {s} discards {NAMES[k]}")
            if hand:
                return
        n = self.fixed
        for _ in range(n):
            self._draw(s)
        self.log.append(f"seat {s} draws {n} card{'s' if n != 1 else ''}" if n else f"seat {s} keeps the hand")
        self.fixed = 0
        self._end_turn()

    def _trade(self, a: int, k: int) -> None:
        """Big Bash: both put a card down, then swap; the next trade follows."""
        s, t, hands = self.seat, self.partner, self.hands
        hands[a].remove(k)
        self.set_aside[a] = k
        self.log.append(f"seat {a} puts down a card to trade")
        if a == s:
            self.actor = t
            return
        aside = self.set_aside
        insort(hands[s], aside[t])
        insort(hands[t], aside[s])
        aside[s] = aside[t] = -1
        self.shown[s] = self.shown[t] = None
        self.log.append(f"seat {s} and seat {t} swap their cards")
        t = (t + 1) % self.players
        if t == s:
            self.partner = -1
            self._end_turn()
        else:
            self.partner = t
            self.actor = s

    def _ask(self, s: int, t: int, d: int) -> None:
        self.partner = t
        self.asked = d
        what = f"Bash {DIRECTIONS[d]}" if d >= 0 else "Bash card (Left, Right or Across)"
        self.log.append(f"seat {s} asks seat {t} for a {what}")
        if any(self._fits_ask(k) for k in self.hands[t]):
            self.phase = GIVE_
            self.actor = t
            return
        hand = self.hands[t]
        self.shown[t] = list(hand)
        self.log.append(f"seat {t} has none and shows their hand: {', '.join(NAMES[k] for k in hand)}")
        self.partner = -1
        self.asked = -2
        self._end_turn()

    # ------------------------------------------------------- save, load
    def _state(self) -> dict:
        names = NAMES
        return {
            "dealer": self.dealer,
            "hand": self.hand_no,
            "turns": self.turns,
            "fists": list(self.fists),
            "seat": self.seat,
            "phase": self.phase,
            "had_turn": list(self.had_turn),
            "hands": [[names[k] for k in h] for h in self.hands],
            "deck": [names[k] for k in self.deck],
            "discard": [names[k] for k in self.discard],
            "in_play": names[self.in_play] if self.in_play >= 0 else None,
            "pass_to": self._pass_to(),
            "set_aside": [names[k] if k >= 0 else None for k in self.set_aside],
            "partner": self.partner if self.partner >= 0 else None,
            "asked": (DIRECTIONS[self.asked] if self.asked >= 0 else "any") if self.asked >= -1 else None,
            "fixed": self.fixed,
            "shown": [[names[k] for k in h] if h is not None else None for h in self.shown],
        }

    def _pass_to(self) -> str | None:
        if self.phase is not PASS_:
            return None
        n, step = self.players, self.step
        if step == 1:
            return "Left"          # with two players Left, Right and Across all reach the other seat
        if step == n - 1:
            return "Right"
        return "Across"

    def _load_state(self, d: dict) -> None:
        n = self.players
        where = "state"

        def seat(key, value):
            return V.check_int(value, f"state.{key}", 0, n - 1)

        def card(value, w):
            V.check_type(value, str, w)
            if value not in KIND:
                raise ValueError(f"{w}: unknown card {value!r}")
            return KIND[value]

        def cards(value, w):
            V.check_type(value, list, w)
            return [card(v, f"{w}[{i}]") for i, v in enumerate(value)]

        def per_seat(key):
            value = V.field(d, key, list, where)
            if len(value) != n:
                raise ValueError(f"state.{key}: expected one entry per player ({n}), got {len(value)}")
            return value

        self.dealer = seat("dealer", V.field(d, "dealer", int))
        self.hand_no = V.check_int(V.field(d, "hand", int), "state.hand", 1)
        self.turns = V.check_int(V.field(d, "turns", int), "state.turns", 0)
        self.fists = [V.check_int(v, f"state.fists[{i}]", 0) for i, v in enumerate(per_seat("fists"))]
        self.seat = seat("seat", V.field(d, "seat", int))
        phase = V.check_choice(V.field(d, "phase", str), PHASES, "state.phase")
        self.phase = PHASES[PHASES.index(phase)]            # the interned constant
        self.had_turn = [V.check_type(v, bool, f"state.had_turn[{i}]") for i, v in enumerate(per_seat("had_turn"))]
        self.hands = [sorted(cards(h, f"state.hands[{i}]")) for i, h in enumerate(per_seat("hands"))]
        self.deck = cards(V.field(d, "deck", list), "state.deck")
        self.discard = cards(V.field(d, "discard", list), "state.discard")
        ip = V.field(d, "in_play", (str, type(None)))
        self.in_play = card(ip, "state.in_play") if ip is not None else -1
        pass_to = V.field(d, "pass_to", (str, type(None)))
        aside = per_seat("set_aside")
        self.set_aside = [card(v, f"state.set_aside[{i}]") if v is not None else -1 for i, v in enumerate(aside)]
        partner = V.field(d, "partner", (int, type(None)))
        self.partner = seat("partner", partner) if partner is not None else -1
        asked = V.field(d, "asked", (str, type(None)))
        if asked is None:
            self.asked = -2
        else:
            V.check_choice(asked, DIRECTIONS + ("any",), "state.asked")
            self.asked = DIRECTIONS.index(asked) if asked != "any" else -1
        self.fixed = V.check_int(V.field(d, "fixed", int), "state.fixed", 0, 4)
        shown = per_seat("shown")
        self.shown = [sorted(cards(h, f"state.shown[{i}]")) if h is not None else None
                      for i, h in enumerate(shown)]
        self._check_cards()
        self._check_phase(pass_to)

    def _check_cards(self) -> None:
        """Every card of the deck list is in exactly one place."""
        count = [0] * KINDS
        places = [self.deck, self.discard, [k for k in self.set_aside if k >= 0]] + self.hands
        if self.in_play >= 0:
            places.append([self.in_play])
        for p in places:
            for k in p:
                count[k] += 1
        deck = self._deck_list()
        for k in range(KINDS):
            want = deck.get(NAMES[k], 0)
            if count[k] != want:
                raise ValueError(f"state: card {NAMES[k]!r} is in {count[k]} places but the deck list has "
                                 f"{want} (a card may be in one place only: hands, deck, discard, in_play, "
                                 "set_aside)")
        for i, h in enumerate(self.shown):
            if h is not None and h != self.hands[i]:
                raise ValueError(f"state.shown[{i}]: a shown hand must be the seat's hand as it is now")

    def _check_phase(self, pass_to) -> None:
        """The fields a phase needs are set, the others empty; hand sizes fit the phase."""
        n, s, ph = self.players, self.seat, self.phase
        size = [5] * n
        actor = s
        need_card = {PLAY_: None, START: None, OVER: None, WILD_: "wild", ACROSS_: "across", PASS_: "pass",
                     HURT_: "hurt", HURT_DISCARD: "hurt", FIX_: "fix", TRADE_: "big", ASK: "go", GIVE_: "go",
                     GIVE_BACK: "go"}[ph]
        if need_card is None:
            if self.in_play >= 0:
                raise ValueError(f"state.in_play: must be null in phase {ph!r}")
        elif self.in_play < 0:
            raise ValueError(f"state.in_play: phase {ph!r} needs the card being resolved")
        else:
            e = EFFECT[self.in_play]
            ok = {"wild": e == "wild", "across": e == "wild" or DIR[self.in_play] == 2,
                  "pass": e in ("bash", "wild")}.get(need_card, e == need_card)
            if not ok:
                raise ValueError(f"state.in_play: {NAMES[self.in_play]!r} does not lead to phase {ph!r}")
        if ph is ACROSS_ and n != 3:
            raise ValueError("state.phase: 'across' is a choice only with three players")
        # pass direction
        if ph is PASS_:
            allowed = {"Left": 1, "Right": n - 1}
            if n == 2:
                allowed = {"Across": 1, "Left": 1, "Right": 1}
            elif n == 4 or n == 6:
                allowed["Across"] = n // 2
            elif n == 5:
                allowed["Across"] = 2
            if pass_to not in allowed:
                raise ValueError(f"state.pass_to: in phase 'pass' choose one of {', '.join(allowed)}, got {pass_to!r}")
            self.step = allowed[pass_to]
        elif pass_to is not None:
            raise ValueError(f"state.pass_to: must be null outside phase 'pass', got {pass_to!r}")
        else:
            self.step = 0
        # set-aside cards
        aside = self.set_aside
        if ph is PASS_:
            done = 0
            while done < n and aside[(s + done) % n] >= 0:
                done += 1
            if done == n or any(aside[(s + i) % n] >= 0 for i in range(done, n)):
                raise ValueError("state.set_aside: players put cards down in turn from the seat playing, "
                                 "and at least one has yet to choose")
            actor = (s + done) % n
            for i in range(done):
                size[(s + i) % n] = 4
        elif ph is TRADE_:
            if any(aside[i] >= 0 for i in range(n) if i != s):
                raise ValueError("state.set_aside: in a trade only the seat playing may have put a card down")
            if aside[s] >= 0:
                size[s] = 4
                actor = self.partner
        elif any(k >= 0 for k in aside):
            raise ValueError(f"state.set_aside: must be all null in phase {ph!r}")
        # partner and asked direction
        if ph in (TRADE_, GIVE_, GIVE_BACK):
            if self.partner < 0 or self.partner == s:
                raise ValueError(f"state.partner: phase {ph!r} needs another seat")
        elif self.partner >= 0:
            raise ValueError(f"state.partner: must be null in phase {ph!r}")
        if ph in (GIVE_, GIVE_BACK):
            named = self.options["go_bash_names_direction"]
            if self.asked < -1 or (self.asked == -1) == named:
                raise ValueError("state.asked: " + ("a direction (Left, Right, Across)" if named else "'any'")
                                 + f" is needed in phase {ph!r}")
        elif self.asked != -2:
            raise ValueError(f"state.asked: must be null in phase {ph!r}")
        if ph is not FIX_ and self.fixed:
            raise ValueError("state.fixed: must be 0 outside phase 'fix'")
        # hand sizes
        if ph is PLAY_:
            size[s] = 6
        elif ph is HURT_DISCARD:
            size[s] = 6
        elif ph is FIX_:
            size[s] = 5 - self.fixed
        elif ph is GIVE_:
            actor = self.partner
            if not any(self._fits_ask(k) for k in self.hands[self.partner]):
                raise ValueError("state.hands: the asked seat holds no card of the kind asked for")
        elif ph is GIVE_BACK:
            size[s] = 6
            size[self.partner] = 4
        for i in range(n):
            if len(self.hands[i]) != size[i]:
                raise ValueError(f"state.hands[{i}]: holds {len(self.hands[i])} cards; phase {ph!r} needs {size[i]}")
        if ph is START and not self.had_turn[s]:
            raise ValueError("state.had_turn: the declaration is offered only after the seat's first turn")
        if ph is not START and ph is not OVER and not self.had_turn[s]:
            raise ValueError(f"state.had_turn[{s}]: the seat playing has begun its turn")
        if ph is OVER:
            top = max(self.fists)
            limit = self.options["turn_limit"]
            won = top >= self.options["fists_to_win"] and self.fists.count(top) == 1
            if not won and not (limit and self.turns >= limit):
                raise ValueError("state.phase: 'over' needs one player alone at the top with enough fists, "
                                 "or the turn limit reached")
            actor = -1
        self.actor = actor

    def _copy_from(self, source: "OgreBash") -> None:
        self.rng = Rng(source.rng.state)
        self.log = list(source.log)
        self._legal = None
        for key in ("dealer", "hand_no", "turns", "seat", "actor", "phase", "in_play", "step",
                    "partner", "asked", "fixed"):
            setattr(self, key, getattr(source, key))
        self.fists = list(source.fists)
        self.had_turn = list(source.had_turn)
        self.hands = [list(h) for h in source.hands]
        self.deck = list(source.deck)
        self.discard = list(source.discard)
        self.set_aside = list(source.set_aside)
        self.shown = [list(h) if h is not None else None for h in source.shown]

    # ------------------------------------------------------------- views
    def _view_state(self, seat: int | None) -> dict:
        st = self._state()
        if seat is None:
            return st
        st["hands"] = [h if i == seat else len(h) for i, h in enumerate(st["hands"])]
        st["deck"] = len(self.deck)
        st["set_aside"] = [c if (i == seat or c is None) else FACE_DOWN for i, c in enumerate(st["set_aside"])]
        return st

    @classmethod
    def determinize(cls, view: dict, seed: int = 0) -> "OgreBash":
        """A full game consistent with ``view``: the unseen cards dealt at random to the unseen places."""
        game = cls(seed=seed, **view["options"])
        st = dict(view["state"])
        seat = view["seat"]
        if seat is not None:
            counts = dict(game._deck_list())

            def seen(name):
                counts[name] -= 1

            for c in st["hands"][seat]:
                seen(c)
            for c in st["discard"]:
                seen(c)
            if st["in_play"] is not None:
                seen(st["in_play"])
            for c in st["set_aside"]:
                if c is not None and c != FACE_DOWN:
                    seen(c)
            for i, h in enumerate(st["shown"]):
                if h is not None and i != seat:
                    for c in h:
                        seen(c)
            unseen = [name for name, c in counts.items() for _ in range(c)]
            # Public knowledge beyond counts: during Go Bash the asked seat (phase "give") or the
            # asking seat (phase "give back") holds a card of the kind asked for.
            must = -1
            if st["phase"] in (GIVE_, GIVE_BACK):
                must = st["partner"] if st["phase"] == GIVE_ else st["seat"]
                asked = -1 if st["asked"] == "any" else DIRECTIONS.index(st["asked"])
                if must == seat or st["shown"][must] is not None:
                    must = -1
            rng = Rng(seed)
            for attempt in range(10_000):
                pool = list(unseen)
                rng.shuffle(pool)
                hands = []
                for i, h in enumerate(st["hands"]):
                    if i == seat:
                        hands.append(list(h))
                    elif st["shown"][i] is not None:
                        hands.append(list(st["shown"][i]))
                    else:
                        hands.append([pool.pop() for _ in range(h)])
                if must < 0 or any(DIR[KIND[c]] >= 0 and (asked < 0 or DIR[KIND[c]] == asked)
                                   for c in hands[must]):
                    break
            else:  # pragma: no cover - only with a view no real game can produce
                raise ValueError("determinize: no deal of the unseen cards fits this view")
            st["hands"] = hands
            st["set_aside"] = [pool.pop() if c == FACE_DOWN else c for c in st["set_aside"]]
            st["deck"] = [pool.pop() for _ in range(st["deck"])]
        game.log = list(view["log"])
        game._load_state(st)
        game._base = game.to_dict()
        return game

    # --------------------------------------------------------- rendering
    def html(self, seat: int | None = None) -> str:
        from .render import html
        return html(self, seat)

    def __str__(self) -> str:
        from .render import text
        return text(self)
