"""Ogre Bash: bash cards round the table until someone shows a winning hand.

A hand of the game is dealt five cards each; on a turn a player may declare a
win (not on their first turn of the hand), otherwise draws, then plays a card
and carries it out. The winner of a hand scores its fists; the first player to
reach ten fists wins the game.

This module is the game: its options, the deal and the flow of a turn (whose
decision is open, the turn order, the end and the result). The rules
themselves, one ``Rule`` each (each card's included), are in ``decisions.py``; the card data in
``cards.toml`` (read by ``cards.py``); the save format and views in
``state.py``. See README.md in this package for the state format, the options
and the rulings.
"""

from __future__ import annotations

from bisect import insort

from ogrelab.core import Game, Option, Pending, Result, register

from .cards import (DATA, DEFAULT_DECK, DIR, DIRECTIONS, EAR, EFFECT, FACE_DOWN, FISTS, HAND, HANDS, KIND,  # noqa: F401
                    KINDS, MAX_SEATS, NAMES, OGRE, OGRES, OUCH, WILD, best_hand, cards_short, hand_fits,
                    winning_hand)
from .decisions import PENDING, PHASES, RULES  # noqa: F401
from .state import BashState

STARTING = PENDING["start"]
PLAYING = PENDING["play"]


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


def _deck_rows(options: dict) -> list[tuple[str, str, int]]:
    """The option ``deck`` card by card, the rulebook's copies first."""
    return [(n, n, DEFAULT_DECK.get(n, 0)) for n in NAMES]


def _check_positive(v) -> str | None:
    return None if v >= 1 else "must be at least 1"


@register
class OgreBash(BashState, Game):
    name = "ogre_bash"
    title = "Ogre Bash"
    #: Hands, the deck order and cards put down to pass or trade are hidden.
    HIDDEN_INFO = True
    RULES = RULES
    #: Every way a game ends (``Result.ending``): Winning the Game, else the turn limit (README rulings).
    ENDINGS = {
        "fists": "a player reaches the fists to win",
        "turn_limit": "the turn limit: the most fists wins",
        "turn_limit_tie": "the turn limit, tied on fists: a draw",
    }
    OPTIONS = {
        "players": Option(4, "how many play", choices=(2, 3, 4, 5, 6), label="Players"),
        "fists_to_win": Option(10, "the fists a player needs, at the end of a hand, to win the game",
                               check=_check_positive, label="Fists to win"),
        "go_bash_names_direction": Option(
            True, "Go Bash asks for a Bash card of the direction the player names (Left, Right or Across); "
                  "off: it asks for any Bash Left, Right or Across", label="Go Bash names a direction"),
        "deck": Option(None, "the cards shuffled into the deck: the rulebook's, or a list of your own with "
                             "the copies of each card", check=_check_deck, label="Deck",
                       values={None: "the rulebook's deck (59 cards)"}, other="a deck list of my own",
                       rows=_deck_rows, cell=Option(0, "copies of the card in the deck", label="copies",
                                                    check=lambda v: None if v >= 0 else "must be 0 or more")),
        "turn_limit": Option(0, "the game ends after this many turns: the most fists wins, a tie is a draw",
                             check=lambda v: None if v >= 0 else "must be 0 or more", label="Turn limit",
                             values={0: "no limit"}, other="after this many turns"),
        "dealer": Option(-1, "the seat that deals the first hand",
                         check=lambda v: None if -1 <= v < MAX_SEATS else "must be -1 or a seat 0..5",
                         label="First dealer",
                         values={-1: "chosen at random", **{s: f"Seat {s}" for s in range(MAX_SEATS)}}),
    }
    # Random games to 10 fists run to thousands of actions (see README); the suite, whose checks
    # replay the whole history at every step, plays them cut short by the turn limit, and
    # once whole, hand after hand, to a shorter goal of 3 fists.
    CONFORMANCE = [{"players": n, "turn_limit": 40} for n in (2, 3, 4, 5, 6)] + [{"players": 3, "fists_to_win": 3}]

    @classmethod
    def check_option_set(cls, options):
        n = options["players"]
        total = sum((options["deck"] or DEFAULT_DECK).values())
        if total < HAND * n + 2:
            return (f"the deck has {total} cards; {n} players need at least {HAND * n + 2} "
                    "(five in each hand, a sixth drawn, one in play)")
        if options["dealer"] >= n:
            return f"option dealer={options['dealer']}: seats are 0..{n - 1} (or -1 for random)"
        return None

    # ------------------------------------------------------------ set up
    def deck_counts(self) -> dict[str, int]:
        return self.options["deck"] or DEFAULT_DECK

    def _deck_kinds(self) -> list[int]:
        deck = self.deck_counts()
        return [k for k in range(KINDS) for _ in range(deck.get(NAMES[k], 0))]

    def setup(self) -> None:
        """Set Up: "Select a dealer." (at random from the seed, unless the option names one)."""
        n = self.players
        self.fists = [0] * n
        self.turns = 0
        self.hand_no = 0
        d = self.options["dealer"]
        self.dealer = self.rng.below(n) if d < 0 else d
        self.log.append(f"seat {self.dealer} deals first")
        self.new_hand()

    def new_hand(self) -> None:
        """Set Up: "Shuffle the cards. Deal each player five cards. The player to the left of the dealer
        goes first." """
        n = self.players
        self.hand_no += 1
        deck = self._deck_kinds()
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(n)]
        for _ in range(HAND):
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
        self.step = 0
        self.partner = -1
        self.asked = -2
        self.fixed = 0
        self.log.append(f"hand {self.hand_no}: seat {self.dealer} deals five cards to each player")
        self._begin_turn((self.dealer + 1) % n)

    # ---------------------------------------------------------- protocol
    #: The decision open now (shared, data-free), or None once the game is over.
    now: Pending | None

    def _pending(self) -> Pending | None:
        return self.now

    def ask(self, pending: Pending) -> None:
        """Open ``pending``'s decision: it is the one open now, until an action resolves it."""
        self.now = pending

    # _legal_actions and _apply read the decision open now directly: they run once per action.
    def _legal_actions(self):
        p = self.now
        return p.rule.choices(self, p)

    def _apply(self, action) -> None:
        p = self.now
        p.rule.resolve(self, p, action)

    @property
    def players(self) -> int:
        return self.options["players"]      # checked to be one of 2..6 (Option choices)

    @property
    def current_player(self):
        p = self.now
        return None if p is None else p.seat

    @property
    def actor(self) -> int:
        """The seat deciding now (during a pass or a trade, not always the seat playing); -1 once over."""
        p = self.now
        return -1 if p is None else p.seat

    @property
    def phase(self) -> str:
        """The saved name of the decision open now (a key of ``RULES``), or "over"."""
        p = self.now
        return "over" if p is None else p.rule.key

    @property
    def is_over(self) -> bool:
        return self.now is None

    @property
    def result(self):
        if self.now is not None:
            return None
        top = max(self.fists)
        w = self.fists.index(top)
        if top >= self.options["fists_to_win"] and self.fists.count(top) == 1:
            return Result((w,), tuple(self.fists), f"the first to reach {top} fists", ending="fists")
        if self.fists.count(top) == 1:
            return Result((w,), tuple(self.fists), f"the most fists ({top}) when the turn limit was reached",
                          ending="turn_limit")
        return Result((), tuple(self.fists), f"tied on {top} fists when the turn limit was reached", draw=True,
                      ending="turn_limit_tie")

    @property
    def prompt(self) -> str:
        if self.now is None:
            return f"Game over: {self.outcome}"
        return super().prompt

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        return list(self.fists)

    STANDING = "fists"
    #: The measure that moves within a hand, where fists change only at its end.
    SHORT = "cards from a winning hand"

    def standings(self, seat: int | None = None) -> dict[str, list]:
        """Fists, and how many cards each hand must swap to win (0: it wins now).

        A hand is hidden: ``seat`` sees its own count only, others are None
        (``None``: the teaching view, every count).
        """
        short = [cards_short(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)]
        return {self.STANDING: list(self.fists), self.SHORT: short}

    # ------------------------------------------------------- turn order
    def _begin_turn(self, s: int) -> None:
        """Play: declare a win (not on the first turn of the hand) or draw, then play a card."""
        self.seat = s
        if self.had_turn[s]:
            self.now = STARTING[s]              # self.ask(STARTING[s]), once a turn
        else:
            self.had_turn[s] = True
            self.log.append(f"seat {s} draws (first turn of the hand)")
            self.draw(s)
            self.ask(PLAYING[s])

    def end_turn(self) -> None:
        """Play: "At the end of your turn, you and all other players should have exactly five cards." """
        if self.in_play >= 0:
            self.discard.append(self.in_play)
            self.in_play = -1
        for s, h in enumerate(self.hands):
            if len(h) != HAND:
                raise RuntimeError(f"ogre_bash: seat {s} ends the turn with {len(h)} cards, not five")
        self.next_turn()

    def next_turn(self) -> None:
        """Play: "Play passes clockwise", unless the turn limit (an option) ends the game here."""
        self.turns += 1
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.turn_limit_reached()
            return
        self._begin_turn((self.seat + 1) % self.players)

    def turn_limit_reached(self) -> bool:
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.log.append(f"the turn limit ({limit}) is reached: the game ends")
            self.game_over()
            return True
        return False

    def game_over(self) -> None:
        self.now = None

    def draw(self, s: int) -> None:
        """Draw one card; an empty deck is refilled from the shuffled discard pile (README rulings)."""
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
        self.shown[s] = None

    # --------------------------------------------------------- rendering
    def html(self, seat: int | None = None, outcome: bool = True) -> str:
        from .render import html
        return html(self, seat, outcome)

    def watch_places(self, view):
        from .render import places
        return places(view)

    def watch_hand(self, view):
        seat = view["seat"]
        return None if seat is None else list(view["state"]["hands"][seat])

    def __str__(self) -> str:
        from .render import text
        return text(self)
