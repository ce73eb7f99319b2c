"""A tiny card game used only to test the core protocol itself.

Each seat holds three cards from a shuffled 1..12 deck; on a turn a seat plays
a card to the pile and, if it beats the pile's top, takes a point; then it may
choose (a mid-turn decision) to draw or not. First to 4 points, or the deck and
hands empty, ends it.
"""

from ogrelab.core import Action, Game, Option, Pending, Preview, Result, Rule, register, rulebook
from ogrelab.core import validate as V
from ogrelab.core.cards import draw
from ogrelab.core.decision import rule_of

CARDS = list(range(1, 13))


class PlayACard(Rule):
    """On your turn, play a card to the pile; if it beats the pile's top card, take a point."""

    key = "play"
    section = "Your turn"
    ask = "play a card to the pile"

    def choices(self, game, p):
        return [Action(f"play {c}", p.seat, "play", (c,)) for c in sorted(game.hands[p.seat])]

    def preview(self, game, p, a):
        c = a.args[0]
        if not game.pile or c > game.pile[-1]:
            return Preview(f"plays {c}", whole=f"plays {c}, which beats the pile, and scores a point")
        return Preview(f"plays {c}", f"it does not beat {game.pile[-1]}, so no point")

    def resolve(self, game, p, a):
        s, c = p.seat, a.args[0]
        game.hands[s].remove(c)
        beats = not game.pile or c > game.pile[-1]
        game.pile.append(c)
        if beats:
            game.RULES["point"].trigger(game, Pending(game.RULES["point"], s, c))
        else:
            game.log.append(f"seat {s} plays {c}")
        game.RULES["draw"].trigger(game, Pending(game.RULES["draw"], s))


class TakeAPoint(Rule):
    """A card that beats the pile's top card scores its player a point; nobody chooses anything."""

    key = "point"
    section = "Your turn"
    asks = False

    def resolve(self, game, p, a):
        game.points[p.seat] += 1
        game.log.append(f"seat {p.seat} plays {p.data} and scores")


class DrawOrStop(Rule):
    """After playing, you may draw the top card of the deck; then the turn passes."""

    key = "draw"
    section = "Your turn"
    ask = "draw the top card of the deck, or stop"

    def choices(self, game, p):
        acts = [Action("stop", p.seat, "draw", (False,))]
        if game.deck:
            acts.insert(0, Action("draw", p.seat, "draw", (True,)))
        return acts

    def preview(self, game, p, a):
        return "draws the top card of the deck; the turn passes" if a.args[0] else "the turn passes"

    def resolve(self, game, p, a):
        s = p.seat
        if a.args[0]:
            game.hands[s].extend(draw(game.deck, 1))
            game.log.append(f"seat {s} draws")
        game.phase = "play"
        game.turns += 1
        for k in range(1, game.players + 1):
            nxt = (s + k) % game.players
            if game.hands[nxt]:
                game.seat = nxt
                break


@register
class HighCard(Game):
    name = "test_high_card"
    title = "High card (test game)"
    OPTIONS = {"players": Option(2, "number of seats", choices=(2, 3)),
               "target": Option(4, "points to win", check=lambda v: None if v > 0 else "must be positive")}
    CONFORMANCE = [{"players": 2}, {"players": 3}]
    HIDDEN_INFO = True
    RULES = rulebook(PlayACard, TakeAPoint, DrawOrStop)
    ENDINGS = {"most_points": "the most points", "tie": "a tie on points"}

    def setup(self):
        n = self.players
        self.deck = CARDS[:]
        self.rng.shuffle(self.deck)
        self.hands = [draw(self.deck, 3) for _ in range(n)]
        self.pile = []
        self.points = [0] * n
        self.seat = 0
        self.phase = "play"
        self.turns = 0

    def _pending(self):
        return None if self.is_over else Pending(self.RULES[self.phase], self.seat)

    def ask(self, pending):
        self.phase = pending.rule.key
        self.seat = pending.seat

    @property
    def is_over(self):
        return max(self.points) >= self.options["target"] or not any(self.hands)

    @property
    def result(self):
        if not self.is_over:
            return None
        best = max(self.points)
        winners = tuple(i for i, p in enumerate(self.points) if p == best)
        if len(winners) > 1:
            return Result((), tuple(self.points), "tie on points", draw=True, ending="tie")
        return Result(winners, tuple(self.points), "most points", ending="most_points")

    @property
    def scores(self):
        return list(self.points)

    @property
    def turn(self):
        return self.turns

    def _state(self):
        return {"deck": list(self.deck), "hands": [list(h) for h in self.hands],
                "pile": list(self.pile), "points": list(self.points), "seat": self.seat,
                "phase": self.phase, "turns": self.turns}

    def _load_state(self, d):
        n = self.players
        self.deck = V.check_list(V.field(d, "deck", list), "state.deck", int, CARDS)
        hands = V.field(d, "hands", list)
        if len(hands) != n:
            raise ValueError(f"state.hands: expected {n} hands, got {len(hands)}")
        self.hands = [V.check_list(h, f"state.hands[{i}]", int, CARDS) for i, h in enumerate(hands)]
        self.pile = V.check_list(V.field(d, "pile", list), "state.pile", int, CARDS)
        V.check_unique({"state.deck": self.deck, "state.pile": self.pile,
                        **{f"state.hands[{i}]": h for i, h in enumerate(self.hands)}}, "state")
        self.points = V.check_list(V.field(d, "points", list), "state.points", int)
        if len(self.points) != n:
            raise ValueError(f"state.points: expected {n} numbers")
        self.seat = V.check_int(V.field(d, "seat", int), "state.seat", 0, n - 1)
        self.phase = rule_of(self.RULES, V.field(d, "phase", str), "state.phase").key
        self.turns = V.check_int(V.field(d, "turns", int), "state.turns", 0)
        if self.phase == "play" and not self.hands[self.seat] and any(self.hands):
            raise ValueError(f"state.hands[{self.seat}]: seat {self.seat} is to play a card but holds none")

    def _view_state(self, seat):
        st = self._state()
        st["deck"] = len(self.deck)
        if seat is not None:
            st["hands"] = [h if i == seat else len(h) for i, h in enumerate(st["hands"])]
        return st

    @classmethod
    def determinize(cls, view, seed=0):
        from ogrelab.core import Rng
        g = cls(seed=seed, **view["options"])
        st = dict(view["state"])
        known = set(st["pile"])
        for h in st["hands"]:
            if isinstance(h, list):
                known.update(h)
        unseen = [c for c in CARDS if c not in known]
        rng = Rng(seed)
        rng.shuffle(unseen)
        hands = []
        for h in st["hands"]:
            hands.append(h if isinstance(h, list) else [unseen.pop() for _ in range(h)])
        st["hands"] = hands
        st["deck"] = [unseen.pop() for _ in range(st["deck"])]
        g.log = list(view["log"])
        g._load_state(st)
        g._base = g.to_dict()
        return g

    def __str__(self):
        return f"pile {self.pile[-1:] or '-'}; points {self.points}; seat {self.seat} to {self.phase}"
