"""Ogre Cheerleaders: play a card to an end of the field, resolve its effect, score formations.

This module is the game itself: its options, the set-up, and the flow of a turn
(play phase, scoring phase, bonus play, draw phase, the end of the game and the
loop rule). The decisions a turn asks for and the effects of the cards are in
:mod:`.decisions`, one unit each; the position's save format, views and copies
in :mod:`.state`; the cards in :mod:`.cards` (data: ``cards.toml``).

The position is a few lists of small integers (card ids); a card's name, value,
team and effect are looked up in a :class:`~.cards.Deck` built once per option
set and shared, so random playouts stay fast. The heuristic bot plays the end of
a turn and the loop rule again on its slim position (:mod:`.sim`): a change here
changes there too (``tests/ogre_cheerleaders/test_sim.py`` holds them together).
"""

from __future__ import annotations

import re

from ogrelab.core import Game, Option, Pending, Result, register
from ogrelab.core import validate as V

from .cards import (DEFAULT_EFFECTS, DEFAULT_TEAMS, DEFAULT_VALUES, EFFECT_SHORT, EFFECT_TEXT, FIELD_SIZE,
                    HAND_SIZE, MAX_SEATS, TEAM_COLOURS, TEAM_SCHOOLS, Deck, effect_map)
from .decisions import EFFECTS, RULES, score, scoring_phase
from .scoring import formations, overlapping, scoring_choices
from .state import ENDED, PositionState

__all__ = ["DEFAULT_EFFECTS", "DEFAULT_TEAMS", "DEFAULT_VALUES", "EFFECTS", "EFFECT_TEXT", "ENDED",
           "FIELD_SIZE", "HAND_SIZE", "OgreCheerleaders", "RULES", "TEAM_COLOURS", "TEAM_SCHOOLS", "Deck",
           "effect_map", "formations", "overlapping", "score", "scoring_choices"]

_TEAM_NAME = re.compile(r"^[A-Za-z][A-Za-z' ]{0,19}$")


# ----------------------------------------------------------------- options
def _check_teams(teams) -> str | None:
    if not 1 <= len(teams) <= 8:
        return "give 1 to 8 team names"
    for t in teams:
        if not isinstance(t, str) or not _TEAM_NAME.match(t) or t != t.strip():
            return f"team name {t!r} must be letters (spaces and ' allowed), at most 20 characters"
    if len(set(teams)) != len(teams):
        return "team names must differ"
    return None


def _check_values(values) -> str | None:
    if not values:
        return "give at least one point value"
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 99:
            return f"point value {v!r} must be an integer 0..99"
    if len(set(values)) != len(values):
        return "point values must differ"
    return None


def _check_effects(effects) -> str | None:
    for k, v in effects.items():
        if not (isinstance(k, str) and re.fullmatch(r"[0-9]{1,2}", k)):
            return f"key {k!r} must be a point value 0..99 written as text, e.g. \"4\""
        if not isinstance(v, str) or v not in EFFECT_TEXT:
            return f"effect {v!r} for {k} is unknown; the effects are: {', '.join(EFFECT_TEXT)}"
    return None


def _effect_rows(options: dict) -> list[tuple[str, str, str | None]]:
    """The option ``effects`` entry by entry: one per point value in play, the rulebook's effect first."""
    values = options.get("values")
    if not isinstance(values, list) or _check_values(values):
        values = DEFAULT_VALUES
    return [(str(v), f"the {v}s", DEFAULT_EFFECTS.get(str(v))) for v in values]


# -------------------------------------------------------------------- game
@register
class OgreCheerleaders(PositionState, Game):
    """Ogre Cheerleaders: the options, the set-up and the flow of a turn (see the module docstring)."""

    name = "ogre_cheerleaders"
    title = "Ogre Cheerleaders"
    #: Hands and the deck's order are hidden; so are the cards an 8 drew, from the other seats.
    HIDDEN_INFO = True
    RULES = RULES
    #: Every way a game ends (``Result.ending``): End of the Game and its ties, the infinite loop
    #: (Miscellaneous Ogre Notes), the turn limit (README rulings).
    ENDINGS = {
        "most_points": "the deck is out: the most points wins",
        "most_cards": "tied on points: the bigger score pile wins",
        "tie": "tied on points and on cards: a draw",
        "loop": "an infinite loop: a tie, points not counted",
        "turn_limit": "the turn limit: a draw",
    }
    OPTIONS = {
        "players": Option(2, "how many play", choices=(2, 3, 4, 5), label="Players"),
        "first_seat": Option(0, "the seat that takes the first turn, holding the 1st Player Card",
                             label="First to play", values={s: f"Seat {s}" for s in range(MAX_SEATS)}),
        "teams": Option(DEFAULT_TEAMS, "the high-school teams of ogres, separated by commas; the deck "
                        "holds a card of every team for every point value", check=_check_teams, label="Teams"),
        "values": Option(DEFAULT_VALUES, "the point values printed on the cards, separated by commas",
                         check=_check_values, label="Point values"),
        "effects": Option(DEFAULT_EFFECTS, "what playing a card does, for each point value (a value not named keeps "
                          "the rulebook's effect)",
                          check=_check_effects, label="Card effects", rows=_effect_rows,
                          cell=Option(None, "the effect of the cards of this value", choices=tuple(EFFECT_TEXT),
                                      values=dict(EFFECT_SHORT), label="effect")),
        "turn_limit": Option(200, "a game still going after this many turns ends as a draw (a way out "
                             "of loops the loop rule does not catch)",
                             check=lambda v: None if v >= 0 else "must be 0 or more", label="Turn limit",
                             values={0: "no limit"}, other="after this many turns"),
    }
    CONFORMANCE = [{"players": 2}, {"players": 3}, {"players": 4}]

    #: Option sets already found fine (a playout loop starts thousands of games with the same options).
    _fine_options: set = set()

    #: The option set found fine last, as a copy: a playout loop's next game compares equal to it,
    #: cheaper than making its key.
    _last_fine: dict = {}

    @classmethod
    def check_option_set(cls, options):
        if options == cls._last_fine:
            return None
        key = (options["players"], options["first_seat"], tuple(options["teams"]), tuple(options["values"]),
               tuple(sorted(options["effects"].items())))
        if key in cls._fine_options:
            cls._last_fine = V.copy_json(options)
            return None
        problem = cls._option_set_problem(options)
        if problem is None:
            cls._fine_options.add(key)
            cls._last_fine = V.copy_json(options)
        return problem

    @staticmethod
    def _option_set_problem(options):
        n = options["players"]
        if not 0 <= options["first_seat"] < n:
            return f"first_seat={options['first_seat']} must be a seat 0..{n - 1}"
        effects = effect_map(options)
        missing = [v for v in options["values"] if v not in effects]
        if missing:
            return (f"no effect for point value(s) {missing}; name one in option effects, "
                    f"e.g. effects={{\"{missing[0]}\": \"none\"}}")
        strays = [k for k, e in options["effects"].items()
                  if int(k) not in options["values"] and DEFAULT_EFFECTS.get(k) != e]
        if strays:
            return f"effects name value(s) {strays} that no card has (values are {options['values']})"
        size = len(options["teams"]) * len(options["values"])
        need = n * HAND_SIZE + FIELD_SIZE + 1
        if size < need:
            return f"a deck of {size} cards is too small for {n} players: deal needs {need}"
        return None

    # --------------------------------------------------------------- setup
    def setup(self):
        self.t = t = Deck.of(self.options)
        n = self.players
        deck = list(range(t.size))
        self.rng.shuffle(deck)
        self.deck = deck
        # Dealt from the top (the list's end): a card to each hand in turn, then the field, then the
        # bench; read as slices of the dealt cards, top first, rather than a pop per card.
        dealt = HAND_SIZE * n
        top = deck[:-dealt - FIELD_SIZE - 2:-1]
        del deck[-dealt - FIELD_SIZE - 1:]
        self.hands = [top[i:dealt:n] for i in range(n)]
        self.field = top[dealt:dealt + FIELD_SIZE]
        self.as_dealt = set(self.field)
        self.bench = [top[-1]]
        self.piles = [[] for _ in range(n)]
        self.points = [0] * n        # the score piles' values, kept as they grow
        self.known: set[int] = set()
        self.pending: list[Pending] = []   # decisions waiting, newest last
        self.seat = self.options["first_seat"]
        self.bonus = 0
        self.played = -1
        self.turns = 0
        self.began_empty = not deck
        self.loop_value = -1
        self.loop_field: list[int] = []
        self.loop_streak = 0
        self.ended: str | None = None
        names = t.names
        self.log.append(f"4 cards dealt to each hand; the field is {t.listing(self.field)}; "
                        f"{names[self.bench[0]]} starts the bench; seat {self.seat} plays first")

    # ------------------------------------------------------------ protocol
    @property
    def current_player(self):
        return None if self.ended else self.seat

    #: Whether the game is over, kept as ``ended`` is set: read before every action (a playout
    #: loop's test, ``legal_actions``), a plain attribute costs less than a property.
    is_over = False

    @property
    def ended(self) -> str | None:
        """How the game ended (:data:`.state.ENDED`), None while it goes on."""
        return self._ended

    @ended.setter
    def ended(self, value: str | None) -> None:
        self._ended = value
        self.is_over = value is not None

    @property
    def turn(self):
        return self.turns

    @property
    def scores(self):
        return list(self.points)

    #: What ``scores`` measures: the points of the cards in each score pile.
    STANDING = "points"

    def standings(self, seat=None):
        """Points, and the cards in each score pile (the tie-break on points); both are public."""
        return {self.STANDING: list(self.points),
                "cards in the score pile (breaks a tie on points)": [len(p) for p in self.piles]}

    @property
    def prompt(self):
        if self.ended is not None:
            return f"The game is over. {self.outcome}."
        return super().prompt

    @property
    def outcome(self):
        """The result in the game's words: who won with how many points, or why it is a draw."""
        r = self.result
        if r is None:
            return ""
        if r.draw:
            return f"A draw: {r.reason.removeprefix('draw: ')}"
        w = r.winners[0]
        how = "the most points" if r.ending == "most_points" else \
            f"{len(self.piles[w])} cards in the score pile, the most among the seats tied on points"
        return f"{self.seat_label(w)} won with {self.points[w]} points: {how}"

    @property
    def last_seat(self) -> int:
        """The seat that took its first turn last: it has the last turn of the game."""
        return (self.options["first_seat"] - 1) % self.players

    @property
    def result(self):
        if self.ended is None:
            return None
        points = tuple(self.scores)
        if self.ended == "loop":
            return Result((), points, "infinite loop: the field stayed the same for more than 3 turns "
                          "with the same card played; a tie, points not counted", draw=True, ending="loop")
        if self.ended == "turn_limit":
            return Result((), points, f"turn limit of {self.options['turn_limit']} turns reached", draw=True,
                          ending="turn_limit")
        best = max(points)
        top = [s for s in range(self.players) if points[s] == best]
        if len(top) == 1:
            return Result((top[0],), points, "most points", ending="most_points")
        most = max(len(self.piles[s]) for s in top)
        top2 = [s for s in top if len(self.piles[s]) == most]
        if len(top2) == 1:
            return Result((top2[0],), points, "tied on points; more cards in the score pile",
                          ending="most_cards")
        seats = " and ".join(f"seat {s}" for s in top2)
        return Result((), points, f"draw: {seats} tied on points and on cards", draw=True, ending="tie")

    # ----------------------------------------------------- the decision now
    def _pending(self):
        if self.ended is not None:
            return None
        if self.pending:
            return self.pending[-1]
        return (_BONUS if self.bonus else _PLAY)[self.seat]

    def _legal_actions(self):
        p = self.pending[-1] if self.pending else (_BONUS if self.bonus else _PLAY)[self.seat]
        return p.rule.choices(self, p)

    def ask(self, pending):
        """An effect's choice (or the choice between formations) waits on the stack, newest first."""
        self.pending.append(pending)

    # ------------------------------------------------------ the turn's flow
    def _apply(self, action):
        """Resolve the decision open now (taking it off the stack), then carry the turn on until
        someone must decide: scoring, bonus play, draw, next turn (all in this one call, as it runs
        for every action)."""
        pending = self.pending
        p = pending.pop() if pending else (_BONUS if self.bonus else _PLAY)[self.seat]
        p.rule.resolve(self, p, action)
        if pending:                             # an effect asks (half the actions)
            return
        runs = formations(self.t, self.field, self.as_dealt)
        if runs and scoring_phase(self, runs):  # formations overlap: which to score is asked
            return
        if not self.field:
            dealt = self._deal_field()
            self.bonus += 1
            s = self.seat
            if self.hands[s]:
                self.log.append(f"the field is cleared: {dealt} dealt face up; seat {s} takes a bonus play")
                return
            self.log.append(f"the field is cleared: {dealt} dealt face up; seat {s} has no card for a bonus play")
        self.end_turn()

    def play_card(self, c: int, right: bool) -> None:
        """Play a card: it goes to an end of the field and its effect is set off (:data:`.decisions.EFFECTS`)."""
        self.to_end_of_field(c, right)
        p = self.t.triggers[self.seat][c]
        p.rule.trigger(self, p)

    def _deal_field(self) -> str:
        deck = self.deck
        k = min(FIELD_SIZE, len(deck))
        self.field = [deck.pop() for _ in range(k)]
        self.as_dealt = set(self.field)
        return " ".join(self.t.names[c] for c in self.field) if k else "no card (the deck is empty)"

    def end_turn(self) -> None:
        """Draw phase, the loop and end-of-game checks, then the next seat's turn begins."""
        hands = self.hands
        n = len(hands)
        deck = self.deck
        while True:
            s = self.seat
            hand = hands[s]
            k = HAND_SIZE - len(hand)
            if k > 0 and deck:
                if k == 1:                      # after a play from a full hand: the most often
                    hand.append(deck.pop())
                else:
                    k = min(k, len(deck))
                    hand += deck[:-k - 1:-1]    # the top k cards, top first: drawn one by one
                    del deck[-k:]
                self.log.append(self.t.draw_lines[s][k])
            turns = self.turns = self.turns + 1
            if self._loop_rule():
                return
            if self.began_empty and s == (self.options["first_seat"] - 1) % n:
                self.ended = "deck"
                self.log.append(f"the deck is out and seat {s} has had the last turn: the game is over")
                return
            limit = self.options["turn_limit"]
            if turns >= limit and limit:
                self.ended = "turn_limit"
                self.log.append(f"{limit} turns played: the game ends as a draw (turn limit)")
                return
            # The next turn.
            s = self.seat = (s + 1) % n
            self.began_empty = not deck
            self.bonus = 0
            self.played = -1
            hand = hands[s]
            if hand:
                return
            if deck:
                k = min(HAND_SIZE, len(deck))
                for _ in range(k):
                    hand.append(deck.pop())
                self.log.append(f"seat {s} starts the turn with no cards and draws {k}")
                return
            self.log.append(f"seat {s} has no cards and the deck is empty: the turn passes")

    def _loop_rule(self) -> bool:
        """Miscellaneous Ogre Notes, infinite loop: "If the same type of card is played and the layout
        of the board remains functionally the same for more than 3 turns in a row, end the game in an
        automatic tie, without counting points." Checked at the end of each turn: the same point value
        played first, and the field the same in values and in which cards share a team (team names may
        differ: the rulebook's 4-4 loop swaps 4s of different teams). True if the game ends."""
        if self.played < 0:
            self.loop_streak = 0
            self.loop_value = -1
            self.loop_field = []
            return False
        v = self.t.value[self.played]
        f = self.field
        if (v != self.loop_value or not self.loop_streak or len(f) != len(self.loop_field)
                or self._shape(self.t, f) != self._shape(self.t, self.loop_field)):
            self.loop_streak = 1        # a new streak: most turns
            self.loop_value = v
            self.loop_field = f[:]
            return False
        self.loop_streak += 1
        self.loop_field = f[:]
        if self.loop_streak > 3:
            self.ended = "loop"
            self.log.append(f"the same {v} has been played with the field unchanged for "
                            f"{self.loop_streak} turns: infinite loop, the game is a tie")
            return True
        return False

    @staticmethod
    def _shape(deck: Deck, cards) -> tuple:
        """The field as the loop rule compares it: values, and which cards share a team."""
        seen: dict[int, int] = {}
        team, value = deck.team, deck.value
        return tuple((value[c], seen.setdefault(team[c], len(seen))) for c in cards)

    # ------------------------------------------------------ field changes
    # A card stays "as dealt" until one of its neighbours changes: each change clears the flag
    # of the cards whose neighbours it touches.
    def to_end_of_field(self, c: int, right: bool) -> None:
        f = self.field
        if self.as_dealt and f:
            self.as_dealt.discard(f[-1] if right else f[0])
        if right:
            f.append(c)
        else:
            f.insert(0, c)

    def insert_in_field(self, c: int, pos: int) -> None:
        f = self.field
        if self.as_dealt:
            if pos > 0:
                self.as_dealt.discard(f[pos - 1])
            if pos < len(f):
                self.as_dealt.discard(f[pos])
        f.insert(pos, c)

    def take_from_field(self, c: int) -> None:
        f = self.field
        i = f.index(c)
        del f[i]
        if self.as_dealt:
            ad = self.as_dealt
            ad.discard(c)
            if i > 0:
                ad.discard(f[i - 1])
            if i < len(f):
                ad.discard(f[i])

    def to_bench(self, c: int) -> None:
        self.take_from_field(c)
        self.bench.append(c)

    # ----------------------------------------------------------- rendering
    def html(self, seat=None, outcome=True):
        from .render import html
        return html(self, seat, outcome)

    def watch_places(self, view):
        from .render import places
        return places(view)

    def watch_hand(self, view):
        seat = view["seat"]
        return None if seat is None else list(view["state"]["hands"][seat])

    def __str__(self):
        from .render import text
        return text(self)


#: The turn's main decision, one per seat (they hold no data, so every game shares them).
_PLAY = [Pending(RULES["play"], s) for s in range(5)]
_BONUS = [Pending(RULES["bonus_play"], s) for s in range(5)]
