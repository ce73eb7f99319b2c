"""Ogre Cheerleaders: play a card to an end of the field, resolve its effect, score formations.

The position is a few lists of small integers (card ids); a card's name, value,
team and effect are looked up in a :class:`Deck` built once per option set and
shared, so random playouts stay fast. Every choice inside an effect waits on
``pending`` (a stack of decisions of the seat whose turn it is) until that seat
picks one of the legal actions; everything without a choice happens at once.

The state format is documented in this package's README.
"""

from __future__ import annotations

import re
from itertools import combinations

from ogrelab.core import Action, Game, Option, Result, Rng, register
from ogrelab.core import validate as V
from ogrelab.core.cards import load_data

DATA = load_data(__package__, "cards.toml")
DEFAULT_TEAMS: list[str] = list(DATA["deck"]["teams"])
DEFAULT_VALUES: list[int] = list(DATA["deck"]["values"])
DEFAULT_EFFECTS: dict[str, str] = dict(DATA["effects"])
EFFECT_TEXT: dict[str, str] = dict(DATA["effect_text"])
HAND_SIZE: int = DATA["deck"]["hand_size"]
FIELD_SIZE: int = DATA["deck"]["field_size"]
TEAM_COLOURS: dict[str, str] = {t: d["colour"] for t, d in DATA["teams"].items()}
TEAM_SCHOOLS: dict[str, str] = {t: d["school"] for t, d in DATA["teams"].items()}
PALETTE = ("#2e8b57", "#c0392b", "#2471a3", "#8e44ad", "#d68910", "#117a65", "#884ea0", "#5d6d7e")

#: Effects that wait for a choice of the player; their name is also the pending decision's kind.
CHOOSING = ("join_from_hand", "bench_to_field_end", "bench_to_hand", "swap_two", "field_to_hand",
            "bench_other", "play_from_opponent")
#: Pending decisions besides the effects': where a card played by an effect goes, the 8's split,
#: and which of several overlapping formations to score.
DECISIONS = CHOOSING + ("place", "draw_two_split", "score")
ENDED = ("deck", "loop", "turn_limit")
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


def effect_map(options: dict) -> dict[int, str]:
    """Each point value's effect: the defaults of cards.toml, overridden by option ``effects``."""
    merged = {int(k): v for k, v in DEFAULT_EFFECTS.items()}
    merged.update({int(k): v for k, v in options["effects"].items()})
    return {v: merged[v] for v in options["values"] if v in merged}


# -------------------------------------------------------------------- deck
class Deck:
    """The cards of one option set: names, values, teams, effects and ready-made actions."""

    _cache: dict = {}

    @classmethod
    def of(cls, options: dict) -> "Deck":
        effects = effect_map(options)
        key = (tuple(options["teams"]), tuple(options["values"]), tuple(sorted(effects.items())))
        deck = cls._cache.get(key)
        if deck is None:
            deck = cls._cache[key] = cls(options["teams"], options["values"], effects)
        return deck

    def __init__(self, teams, values, effects):
        self.teams = list(teams)
        self.values = list(values)
        self.names: list[str] = []
        self.value: list[int] = []
        self.team: list[int] = []
        self.effect: list[str] = []
        for v in values:
            for ti, t in enumerate(teams):
                self.names.append(f"{v}-{t}")
                self.value.append(v)
                self.team.append(ti)
                self.effect.append(effects[v])
        self.size = len(self.names)
        self.ids = {n: i for i, n in enumerate(self.names)}
        # What a pair of cards side by side (a left of b) has in common, as bits, at a * size + b:
        # 1 same value, 2 same team, 4 b is one more, 8 b is one less. Three cards make a run of a
        # team or a sequence when both their pairs share bit 2, 4 or 8.
        size, value, team = self.size, self.value, self.team
        self.pair = [(value[a] == value[b]) | (team[a] == team[b]) << 1 | (value[b] - value[a] == 1) << 2
                     | (value[b] - value[a] == -1) << 3 for a in range(size) for b in range(size)]
        # Actions inside effects, per seat and card, made once when first needed.
        self.join_acts = [[{} for _ in range(size)] for _ in range(5)]
        self.swap_acts = [[{} for _ in range(size)] for _ in range(5)]
        self.take_acts = [[Action(f"take {n}", seat, "take", (c,)) for c, n in enumerate(self.names)]
                          for seat in range(5)]
        self.bench_acts = [[Action(f"bench {n}", seat, "bench", (c,)) for c, n in enumerate(self.names)]
                           for seat in range(5)]
        self.colours = [TEAM_COLOURS.get(t, PALETTE[i % len(PALETTE)]) for i, t in enumerate(teams)]
        # "play X left/right" per seat and card, and "play X" onto an empty field: built once.
        self.play_acts = []
        self.alone_acts = []
        for seat in range(5):
            pairs, alone = [], []
            for c, n in enumerate(self.names):
                pairs.append((Action(f"play {n} left", seat, "play", (c, False)),
                              Action(f"play {n} right", seat, "play", (c, True))))
                alone.append(Action(f"play {n}", seat, "play", (c, True)))
            self.play_acts.append(pairs)
            self.alone_acts.append(alone)

    def card_ids(self, names, where: str) -> list[int]:
        V.check_type(names, list, where)
        out = []
        for i, n in enumerate(names):
            c = self.ids.get(n) if isinstance(n, str) else None
            if c is None:
                raise ValueError(f"{where}[{i}]: {n!r} is not a card of this deck "
                                 f"(cards are named value-team, e.g. {self.names[0]!r})")
            out.append(c)
        return out

    def shape(self, cards) -> tuple:
        """The field as the loop rule compares it: values, and which cards share a team."""
        seen: dict[int, int] = {}
        team, value = self.team, self.value
        return tuple((value[c], seen.setdefault(team[c], len(seen))) for c in cards)


# -------------------------------------------------------------- formations
def formations(deck: Deck, field: list[int], as_dealt) -> list[tuple[int, int]]:
    """Every maximal run that scores, as (first, last) positions; as-dealt-only runs left out."""
    n = len(field)
    if n < 2:
        return []
    # Most fields hold no formation: find out from each neighbouring pair's bits first.
    pair = deck.pair
    size = deck.size
    prev = 0
    for a, b in zip(field, field[1:]):
        bits = pair[a * size + b]
        if bits & 1 or prev & bits:
            break
        prev = bits & 14
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


# -------------------------------------------------------------------- game
@register
class OgreCheerleaders(Game):
    name = "ogre_cheerleaders"
    title = "Ogre Cheerleaders"
    HIDDEN_INFO = True
    OPTIONS = {
        "players": Option(2, "number of players", choices=(2, 3, 4, 5)),
        "first_seat": Option(0, "the seat that takes the first turn (holds the 1st Player Card)"),
        "teams": Option(DEFAULT_TEAMS, "the high-school teams; the deck is every team x every value",
                        check=_check_teams),
        "values": Option(DEFAULT_VALUES, "the point values printed on the cards", check=_check_values),
        "effects": Option(DEFAULT_EFFECTS, "point value (as text) -> effect name; values left out keep "
                          "the effect of cards.toml. Effects: " + ", ".join(EFFECT_TEXT),
                          check=_check_effects),
        "turn_limit": Option(200, "a game still going after this many turns ends as a draw "
                             "(a way out of loops the loop rule does not catch); 0: no limit",
                             check=lambda v: None if v >= 0 else "must be 0 or more"),
    }
    CONFORMANCE = [{"players": 2}, {"players": 3}, {"players": 4}]

    @classmethod
    def check_option_set(cls, options):
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
        self.hands = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):
            for h in self.hands:
                h.append(deck.pop())
        self.field = [deck.pop() for _ in range(FIELD_SIZE)]
        self.as_dealt = set(self.field)
        self.bench = [deck.pop()]
        self.piles = [[] for _ in range(n)]
        self.points = [0] * n        # the score piles' values, kept as they grow
        self.known: set[int] = set()
        self.pending: list[tuple] = []
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
        self.log.append(f"4 cards dealt to each hand; the field is {' '.join(names[c] for c in self.field)}; "
                        f"{names[self.bench[0]]} starts the bench; seat {self.seat} plays first")

    # ------------------------------------------------------------ protocol
    @property
    def current_player(self):
        return None if self.ended else self.seat

    @property
    def is_over(self):
        return self.ended is not None

    @property
    def turn(self):
        return self.turns

    @property
    def scores(self):
        return list(self.points)

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
                          "with the same card played; a tie, points not counted", draw=True)
        if self.ended == "turn_limit":
            return Result((), points, f"turn limit of {self.options['turn_limit']} turns reached", draw=True)
        best = max(points)
        top = [s for s in range(self.players) if points[s] == best]
        if len(top) == 1:
            return Result((top[0],), points, "most points")
        most = max(len(self.piles[s]) for s in top)
        top2 = [s for s in top if len(self.piles[s]) == most]
        if len(top2) == 1:
            return Result((top2[0],), points, "tied on points; more cards in the score pile")
        seats = " and ".join(f"seat {s}" for s in top2)
        return Result((), points, f"draw: {seats} tied on points and on cards", draw=True)

    @property
    def prompt(self):
        if self.ended:
            return "The game is over."
        s = self.seat
        names = self.t.names
        if not self.pending:
            if self.bonus:
                return f"Seat {s}: bonus play - the field was cleared; play another card to either end"
            return f"Seat {s}: play one card from your hand to either end of the field (play phase)"
        kind, by, cards = self.pending[-1]
        who = f"Seat {s}, {names[by]}: " if by >= 0 else f"Seat {s}: "
        if kind == "place":
            return who + f"play {names[cards[0]]} to either end of the field (as if from your hand)"
        return who + {
            "join_from_hand": "choose a card from your hand to join the field in any position",
            "bench_to_field_end": "choose a card from the bench to join the field at either end",
            "bench_to_hand": "choose a card from the bench to put into your hand",
            "swap_two": "choose two cards on the field to swap",
            "field_to_hand": "choose another card on the field to put into your hand",
            "bench_other": "choose another card on the field to bench",
            "play_from_opponent": "choose the opponent whose random card you play",
            "draw_two_split": "one card goes to your hand, the other joins the field at either end",
            "score": "formations overlap: choose which ones to score (scoring phase)",
        }[kind]

    # ------------------------------------------------------- legal actions
    def _legal_actions(self):
        s = self.seat
        t = self.t
        if not self.pending:
            hand = self.hands[s]
            if self.field:
                acts = t.play_acts[s]
                return [a for c in hand for a in acts[c]]
            alone = t.alone_acts[s]
            return [alone[c] for c in hand]
        kind, by, cards = self.pending[-1]
        names = t.names
        f = self.field
        if kind == "place":
            c = cards[0]
            return list(t.play_acts[s][c]) if f else [t.alone_acts[s][c]]
        if kind == "join_from_hand":
            # args: the card, and the card it joins after (-1: the left end, -2: the right end)
            out = []
            places = [-1] + f[:-1] + [-2]
            for c in self.hands[s]:
                cache = t.join_acts[s][c]
                for after in places:
                    a = cache.get(after)
                    if a is None:
                        where = "left" if after == -1 else "right" if after == -2 else f"after {names[after]}"
                        a = cache[after] = Action(f"join {names[c]} {where}", s, "join", (c, after))
                    out.append(a)
            return out
        if kind == "bench_to_field_end":
            out = []
            for c in reversed(self.bench):
                if f:
                    out.append(Action(f"join {names[c]} left", s, "join", (c, False)))
                    out.append(Action(f"join {names[c]} right", s, "join", (c, True)))
                else:
                    out.append(Action(f"join {names[c]}", s, "join", (c, True)))
            return out
        if kind == "bench_to_hand":
            acts = t.take_acts[s]
            return [acts[c] for c in reversed(self.bench)]
        if kind == "swap_two":
            out = []
            swaps = t.swap_acts[s]
            for a, b in combinations(f, 2):
                act = swaps[a].get(b)
                if act is None:
                    act = swaps[a][b] = Action(f"swap {names[a]} and {names[b]}", s, "swap", (a, b))
                out.append(act)
            return out
        if kind == "field_to_hand":
            acts = t.take_acts[s]
            return [acts[c] for c in f if c != by]
        if kind == "bench_other":
            acts = t.bench_acts[s]
            return [acts[c] for c in f if c != by]
        if kind == "play_from_opponent":
            return [Action(f"rob seat {o}", s, "rob", (o,)) for o in self._robbable()]
        if kind == "draw_two_split":
            ends = ((False, "left"), (True, "right")) if f else ((True, ""),)
            out = []
            if len(cards) == 1:
                c = cards[0]
                out.append(Action(f"keep {names[c]}", s, "keep", (c, -1, True)))
                for right, side in ends:
                    out.append(Action(f"join {names[c]} {side}".rstrip(), s, "keep", (-1, c, right)))
                return out
            for keep, join in ((cards[0], cards[1]), (cards[1], cards[0])):
                for right, side in ends:
                    out.append(Action(f"keep {names[keep]}, join {names[join]} {side}".rstrip(),
                                      s, "keep", (keep, join, right)))
            return out
        if kind == "score":
            runs = formations(t, f, self.as_dealt)
            return [Action("score " + " ".join("[" + " ".join(names[f[k]] for k in range(a, b + 1)) + "]"
                                                for a, b in choice), s, "score", choice)
                    for choice in scoring_choices(runs)]
        raise ValueError(f"unknown pending decision {kind!r}")   # guarded by _load_state

    def _robbable(self) -> list[int]:
        n = self.players
        return [o for o in ((self.seat + k) % n for k in range(1, n)) if self.hands[o]]

    # --------------------------------------------------------------- apply
    def _apply(self, a):
        if self.pending:
            kind, by, cards = self.pending.pop()
            DECIDE[kind](self, by, cards, a.args)
        else:
            c, right = a.args
            s = self.seat
            self.hands[s].remove(c)
            if self.known:
                self.known.discard(c)
            if self.played < 0:
                self.played = c
            side = (" to the right" if right else " to the left") if self.field else " onto the empty field"
            self.log.append(f"seat {s} plays {self.t.names[c]}{' (bonus play)' if self.bonus else ''}{side}")
            self._play(c, right)
        self._proceed()

    def _play(self, c: int, right: bool) -> None:
        """Play a card: it goes to an end of the field and its effect resolves."""
        self._to_end(c, right)
        EFFECTS[self.t.effect[c]](self, c, right)

    def _proceed(self) -> None:
        """Carry the turn on until someone must decide: scoring, bonus play, draw, next turn."""
        if self.pending:
            return
        while True:
            runs = formations(self.t, self.field, self.as_dealt)
            if not runs:
                break
            if overlapping(runs):
                self.pending.append(("score", -1, ()))
                return
            self._score(runs)
        if not self.field:
            dealt = self._deal_field()
            self.bonus += 1
            s = self.seat
            if self.hands[s]:
                self.log.append(f"the field is cleared: {dealt} dealt face up; seat {s} takes a bonus play")
                return
            self.log.append(f"the field is cleared: {dealt} dealt face up; seat {s} has no card for a bonus play")
        self._end_turn()

    def _deal_field(self) -> str:
        deck = self.deck
        k = min(FIELD_SIZE, len(deck))
        self.field = [deck.pop() for _ in range(k)]
        self.as_dealt = set(self.field)
        return " ".join(self.t.names[c] for c in self.field) if k else "no card (the deck is empty)"

    def _score(self, runs) -> None:
        f = self.field
        gone = set()
        for a, b in runs:
            gone.update(range(a, b + 1))
        pile = self.piles[self.seat]
        names = self.t.names
        value = self.t.value
        if self.as_dealt:
            ad = self.as_dealt
            for a, b in runs:
                if a > 0 and a - 1 not in gone:
                    ad.discard(f[a - 1])
                if b + 1 < len(f) and b + 1 not in gone:
                    ad.discard(f[b + 1])
            for k in gone:
                ad.discard(f[k])
        texts = []
        for a, b in runs:
            cards = f[a:b + 1]
            pile.extend(cards)
            points = sum(value[c] for c in cards)
            self.points[self.seat] += points
            texts.append(" ".join(names[c] for c in cards) + f" ({points})")
        self.field = [c for k, c in enumerate(f) if k not in gone]
        self.log.append(f"seat {self.seat} scores " + "; ".join(texts))

    def _end_turn(self) -> None:
        """Draw phase, the loop and end-of-game checks, then the next seat's turn begins."""
        n = len(self.hands)
        t = self.t
        while True:
            s = self.seat
            hand = self.hands[s]
            deck = self.deck
            if len(hand) < HAND_SIZE and deck:
                k = min(HAND_SIZE - len(hand), len(deck))
                for _ in range(k):
                    hand.append(deck.pop())
                self.log.append(f"seat {s} draws {k} card{'s' if k > 1 else ''}")
            self.turns += 1
            # Loop rule: same value played, field the same, more than 3 turns in a row.
            if self.played < 0:
                self.loop_streak = 0
                self.loop_value = -1
                self.loop_field = []
            else:
                v = t.value[self.played]
                f = self.field
                if (self.loop_streak and v == self.loop_value and len(f) == len(self.loop_field)
                        and t.shape(f) == t.shape(self.loop_field)):
                    self.loop_streak += 1
                else:
                    self.loop_streak = 1
                self.loop_value = v
                self.loop_field = list(f)
                if self.loop_streak > 3:
                    self.ended = "loop"
                    self.log.append(f"the same {v} has been played with the field unchanged for "
                                    f"{self.loop_streak} turns: infinite loop, the game is a tie")
                    return
            if self.began_empty and s == (self.options["first_seat"] - 1) % n:
                self.ended = "deck"
                self.log.append(f"the deck is out and seat {s} has had the last turn: the game is over")
                return
            limit = self.options["turn_limit"]
            if limit and self.turns >= limit:
                self.ended = "turn_limit"
                self.log.append(f"{limit} turns played: the game ends as a draw (turn limit)")
                return
            # The next turn.
            s = self.seat = (s + 1) % n
            self.began_empty = not deck
            self.bonus = 0
            self.played = -1
            hand = self.hands[s]
            if hand:
                return
            if deck:
                k = min(HAND_SIZE, len(deck))
                for _ in range(k):
                    hand.append(deck.pop())
                self.log.append(f"seat {s} starts the turn with no cards and draws {k}")
                return
            self.log.append(f"seat {s} has no cards and the deck is empty: the turn passes")

    # ------------------------------------------------------ field changes
    # A card stays "as dealt" until one of its neighbours changes: each change clears the flag
    # of the cards whose neighbours it touches.
    def _to_end(self, c: int, right: bool) -> None:
        f = self.field
        if self.as_dealt and f:
            self.as_dealt.discard(f[-1] if right else f[0])
        if right:
            f.append(c)
        else:
            f.insert(0, c)

    def _insert(self, c: int, pos: int) -> None:
        f = self.field
        if self.as_dealt:
            if pos > 0:
                self.as_dealt.discard(f[pos - 1])
            if pos < len(f):
                self.as_dealt.discard(f[pos])
        f.insert(pos, c)

    def _take(self, c: int) -> None:
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

    def _bench(self, c: int) -> None:
        self._take(c)
        self.bench.append(c)

    # ------------------------------------------------------------ effects
    def _e_none(self, c, right):
        pass

    def _e_join_from_hand(self, c, right):
        if self.hands[self.seat]:
            self.pending.append(("join_from_hand", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: no card in hand to join the field")

    def _e_bench_to_field_end(self, c, right):
        if self.bench:
            self.pending.append(("bench_to_field_end", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: the bench is empty")

    def _e_bench_to_hand(self, c, right):
        if self.bench:
            self.pending.append(("bench_to_hand", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: the bench is empty")

    def _e_swap_two(self, c, right):
        if len(self.field) >= 2:
            self.pending.append(("swap_two", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: no two cards on the field to swap")

    def _e_field_to_hand(self, c, right):
        if len(self.field) >= 2:
            self.pending.append(("field_to_hand", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: no other card on the field to take")

    def _e_bench_other(self, c, right):
        if len(self.field) >= 2:
            self.pending.append(("bench_other", c, ()))
        else:
            self.log.append(f"{self.t.names[c]}: no other card on the field to bench")

    def _e_play_from_opponent(self, c, right):
        victims = self._robbable()
        if not victims:
            self.log.append(f"{self.t.names[c]}: no opponent has a card to play")
        elif len(victims) == 1:
            self._rob(c, victims[0])
        else:
            self.pending.append(("play_from_opponent", c, ()))

    def _rob(self, by: int, o: int) -> None:
        hand = self.hands[o]
        card = hand.pop(self.rng.below(len(hand)))
        if self.known:
            self.known.discard(card)
        self.log.append(f"{self.t.names[by]}: seat {self.seat} plays {self.t.names[card]}, "
                        f"taken at random from seat {o}'s hand")
        self.pending.append(("place", by, (card,)))

    def _e_play_top_of_deck(self, c, right):
        if self.deck:
            card = self.deck.pop()
            self.log.append(f"{self.t.names[c]}: seat {self.seat} plays {self.t.names[card]} "
                            f"from the top of the deck")
            self.pending.append(("place", c, (card,)))
        else:
            self.log.append(f"{self.t.names[c]}: the deck is empty")

    def _e_draw_two_split(self, c, right):
        deck = self.deck
        if deck:
            k = min(2, len(deck))
            cards = tuple(deck.pop() for _ in range(k))
            self.log.append(f"{self.t.names[c]}: seat {self.seat} takes the top {k} card{'s' if k > 1 else ''}"
                            f" of the deck")
            self.pending.append(("draw_two_split", c, cards))
        else:
            self.log.append(f"{self.t.names[c]}: the deck is empty")

    def _e_shuffle_field(self, c, right):
        self.rng.shuffle(self.field)
        self.as_dealt.clear()
        self.log.append(f"{self.t.names[c]}: the field is shuffled: "
                        + " ".join(self.t.names[x] for x in self.field))

    def _e_bench_neighbour_and_far_end(self, c, right):
        f = self.field
        n = len(f)
        if n < 2:
            self.log.append(f"{self.t.names[c]}: no other card on the field")
            return
        if right:
            out = [f[-2], f[0]] if n > 2 else [f[0]]
        else:
            out = [f[1], f[-1]] if n > 2 else [f[1]]
        for x in out:
            self._bench(x)
        self.log.append(f"{self.t.names[c]}: benched " + " and ".join(self.t.names[x] for x in out))

    # ----------------------------------------------------------- decisions
    def _d_place(self, by, cards, args):
        c, right = args
        side = f"to the {'right' if right else 'left'}" if self.field else "onto the empty field"
        self.log.append(f"seat {self.seat} plays {self.t.names[c]} {side}")
        self._play(c, right)

    def _d_join_from_hand(self, by, cards, args):
        c, after = args
        self.hands[self.seat].remove(c)
        self.known.discard(c)
        pos = 0 if after == -1 else len(self.field) if after == -2 else self.field.index(after) + 1
        self._insert(c, pos)
        self.log.append(f"{self.t.names[c]} joins the field from seat {self.seat}'s hand "
                        f"at position {pos + 1}")

    def _d_bench_to_field_end(self, by, cards, args):
        c, right = args
        self.bench.remove(c)
        self._to_end(c, right)
        self.log.append(f"{self.t.names[c]} joins the field from the bench on the {'right' if right else 'left'}")

    def _d_bench_to_hand(self, by, cards, args):
        (c,) = args
        self.bench.remove(c)
        self.hands[self.seat].append(c)
        self.known.add(c)
        self.log.append(f"seat {self.seat} takes {self.t.names[c]} from the bench into the hand")

    def _d_swap_two(self, by, cards, args):
        f = self.field
        i, j = f.index(args[0]), f.index(args[1])
        f[i], f[j] = f[j], f[i]
        if self.as_dealt:
            ad = self.as_dealt
            for k in (i - 1, i, i + 1, j - 1, j, j + 1):
                if 0 <= k < len(f):
                    ad.discard(f[k])
        self.log.append(f"seat {self.seat} swaps {self.t.names[f[j]]} and {self.t.names[f[i]]}")

    def _d_field_to_hand(self, by, cards, args):
        (c,) = args
        self._take(c)
        self.hands[self.seat].append(c)
        self.known.add(c)
        self.log.append(f"seat {self.seat} takes {self.t.names[c]} from the field into the hand")

    def _d_bench_other(self, by, cards, args):
        (c,) = args
        self._bench(c)
        self.log.append(f"seat {self.seat} benches {self.t.names[c]}")

    def _d_play_from_opponent(self, by, cards, args):
        self._rob(by, args[0])

    def _d_draw_two_split(self, by, cards, args):
        keep, join, right = args
        if keep >= 0:
            self.hands[self.seat].append(keep)
        if join >= 0:
            self._to_end(join, right)
            where = f"on the {'right' if right else 'left'}" if len(self.field) > 1 else ""
            self.log.append(f"seat {self.seat} keeps {'one card' if keep >= 0 else 'nothing'}; "
                            f"{self.t.names[join]} joins the field {where}".rstrip())
        else:
            self.log.append(f"seat {self.seat} puts the card into the hand")

    def _d_score(self, by, cards, args):
        self._score(args)

    # ---------------------------------------------------------- the state
    def _state(self):
        names = self.t.names
        nm = lambda cs: [names[c] for c in cs]  # noqa: E731
        return {
            "field": nm(self.field),
            "as_dealt": [names[c] for c in self.field if c in self.as_dealt],
            "bench": nm(self.bench),
            "deck": nm(self.deck),
            "hands": [nm(h) for h in self.hands],
            "known": [names[c] for c in sorted(self.known)],
            "piles": [nm(p) for p in self.piles],
            "seat": self.seat,
            "pending": [{"decision": k, "by": names[b] if b >= 0 else None, "cards": nm(cs)}
                        for k, b, cs in self.pending],
            "bonus": self.bonus,
            "played": names[self.played] if self.played >= 0 else None,
            "turn": self.turns,
            "began_with_empty_deck": self.began_empty,
            "loop": {"played": self.loop_value if self.loop_value >= 0 else None,
                     "field": nm(self.loop_field), "streak": self.loop_streak},
            "ended": self.ended,
        }

    def _load_state(self, d):
        V.check_type(d, dict, "state")
        self.t = t = Deck.of(self.options)
        n = self.players
        ids = t.card_ids
        self.field = ids(V.field(d, "field", list), "state.field")
        as_dealt = ids(V.field(d, "as_dealt", list), "state.as_dealt")
        self.bench = ids(V.field(d, "bench", list), "state.bench")
        self.deck = ids(V.field(d, "deck", list), "state.deck")
        hands = V.field(d, "hands", list)
        if len(hands) != n:
            raise ValueError(f"state.hands: expected {n} hands (one per seat), got {len(hands)}")
        self.hands = [ids(h, f"state.hands[{i}]") for i, h in enumerate(hands)]
        known = ids(V.field(d, "known", list), "state.known")
        piles = V.field(d, "piles", list)
        if len(piles) != n:
            raise ValueError(f"state.piles: expected {n} score piles (one per seat), got {len(piles)}")
        self.piles = [ids(p, f"state.piles[{i}]") for i, p in enumerate(piles)]
        self.points = [sum(self.t.value[c] for c in p) for p in self.piles]
        self.seat = V.check_int(V.field(d, "seat", int), "state.seat", 0, n - 1)
        pending = []
        limbo = []
        for i, p in enumerate(V.field(d, "pending", list)):
            where = f"state.pending[{i}]"
            kind = V.check_choice(V.field(p, "decision", str, where), DECISIONS, f"{where}.decision")
            by = V.field(p, "by", (str, type(None)), where)
            by = -1 if by is None else ids([by], f"{where}.by")[0]
            cards = tuple(ids(V.field(p, "cards", list, where), f"{where}.cards"))
            want = {"place": (1,), "draw_two_split": (1, 2)}.get(kind, (0,))
            if len(cards) not in want:
                raise ValueError(f"{where}.cards: a {kind!r} decision holds {' or '.join(map(str, want))} "
                                 f"card(s), got {len(cards)}")
            if kind != "score" and by < 0:
                raise ValueError(f"{where}.by: a {kind!r} decision names the card whose effect it is")
            limbo.extend(cards)
            pending.append((kind, by, cards))
        self.pending = pending
        places = {}
        for where, cards in [("field", self.field), ("bench", self.bench), ("deck", self.deck)] + \
                [(f"hands[{i}]", h) for i, h in enumerate(self.hands)] + \
                [(f"piles[{i}]", p) for i, p in enumerate(self.piles)] + [("pending", limbo)]:
            for c in cards:
                if c in places:
                    raise ValueError(f"state.{where}: card {t.names[c]!r} is also in state.{places[c]}; "
                                     f"a card can be in one place only")
                places[c] = where
        field_set = set(self.field)
        for c in as_dealt:
            if c not in field_set:
                raise ValueError(f"state.as_dealt: {t.names[c]!r} is not on the field")
        self.as_dealt = set(as_dealt)
        in_hands = set(sum(self.hands, []))
        for c in known:
            if c not in in_hands:
                raise ValueError(f"state.known: {t.names[c]!r} is not in a hand")
        self.known = set(known)
        self.bonus = V.check_int(V.field(d, "bonus", int), "state.bonus", 0)
        played = V.field(d, "played", (str, type(None)))
        self.played = -1 if played is None else ids([played], "state.played")[0]
        self.turns = V.check_int(V.field(d, "turn", int), "state.turn", 0)
        self.began_empty = V.field(d, "began_with_empty_deck", bool)
        loop = V.field(d, "loop", dict)
        lv = V.field(loop, "played", (int, type(None)), "state.loop")
        if lv is not None and lv not in t.values:
            raise ValueError(f"state.loop.played: {lv!r} is not a point value of this deck")
        self.loop_value = -1 if lv is None else lv
        self.loop_field = ids(V.field(loop, "field", list, "state.loop"), "state.loop.field")
        self.loop_streak = V.check_int(V.field(loop, "streak", int, "state.loop"), "state.loop.streak", 0)
        ended = V.field(d, "ended", (str, type(None)))
        self.ended = None if ended is None else V.check_choice(ended, ENDED, "state.ended")
        if self.ended is None:
            if not self.pending and not self.hands[self.seat]:
                raise ValueError(f"state.hands[{self.seat}]: seat {self.seat} is to play but holds no card")
            if self.pending and not self._legal_actions():
                kind = self.pending[-1][0]
                raise ValueError(f"state.pending: the {kind!r} decision has no possible choice here")

    def _copy_from(self, src):
        self.t = src.t
        self.rng = Rng(src.rng.state)
        self.log = list(src.log)
        self.field = list(src.field)
        self.as_dealt = set(src.as_dealt)
        self.bench = list(src.bench)
        self.deck = list(src.deck)
        self.hands = [list(h) for h in src.hands]
        self.known = set(src.known)
        self.piles = [list(p) for p in src.piles]
        self.points = list(src.points)
        self.seat = src.seat
        self.pending = list(src.pending)
        self.bonus = src.bonus
        self.played = src.played
        self.turns = src.turns
        self.began_empty = src.began_empty
        self.loop_value = src.loop_value
        self.loop_field = list(src.loop_field)
        self.loop_streak = src.loop_streak
        self.ended = src.ended

    # --------------------------------------------------------------- views
    def _view_state(self, seat):
        st = self._state()
        if seat is None:
            return st
        st["deck"] = len(self.deck)
        names = self.t.names
        for i, h in enumerate(self.hands):
            if i != seat:
                shown = [names[c] for c in sorted(h) if c in self.known]
                st["hands"][i] = shown + ["?"] * (len(h) - len(shown))
        if seat != self.seat:
            for p in st["pending"]:
                if p["decision"] == "draw_two_split":
                    p["cards"] = ["?"] * len(p["cards"])
        return st

    @classmethod
    def determinize(cls, view, seed=0):
        """A full game matching ``view``: unseen cards dealt at random to the hidden places."""
        V.check_type(view, dict, "view")
        options = cls.check_options(V.field(view, "options", dict, "view"))
        t = Deck.of(options)
        st = dict(V.field(view, "state", dict, "view"))
        seen = set()

        def visible(x):
            if isinstance(x, str) and x != "?":
                seen.add(x)

        for key in ("field", "bench", "deck"):
            if isinstance(st.get(key), list):
                for x in st[key]:
                    visible(x)
        for group in ("hands", "piles"):
            for h in st.get(group, []):
                for x in h:
                    visible(x)
        for p in st.get("pending", []):
            for x in p.get("cards", []):
                visible(x)
        pool = [c for c in range(t.size) if t.names[c] not in seen]
        rng = Rng(seed)
        rng.shuffle(pool)
        deal = lambda k: [t.names[pool.pop()] for _ in range(k)]  # noqa: E731
        st["hands"] = [[x if x != "?" else deal(1)[0] for x in h] for h in st["hands"]]
        st["pending"] = [dict(p, cards=[x if x != "?" else deal(1)[0] for x in p["cards"]])
                         for p in st["pending"]]
        if isinstance(st["deck"], int):
            st["deck"] = deal(st["deck"])
        return cls.from_state(st, seed=seed, log=view.get("log", []), **options)

    # ----------------------------------------------------------- rendering
    def html(self, seat=None):
        from .render import html
        return html(self, seat)

    def __str__(self):
        from .render import text
        return text(self)


# The library of named effects: the option `effects` maps a point value to one of these.
EFFECTS = {name: getattr(OgreCheerleaders, f"_e_{name}") for name in EFFECT_TEXT}
DECIDE = {name: getattr(OgreCheerleaders, f"_d_{name}") for name in DECISIONS}
