"""A heuristic bot for Ogre Cheerleaders: score most now, then leave the next player least.

It sees only its view: it samples one world consistent with that view (``Sim.sample``:
the position ``determinize`` deals), tries each legal action there, finishes its
own turn greedily, and counts its points gained; among the best of those it
prefers the action after which the next player's best single play scores least.

The coach plays its worlds to the end with this bot in every seat, so what it
costs sets how many worlds a hint gets. The rule is kept as written (a test
checks it against the plain version, played on the game itself); what it costs
is cut three ways. Turns are tried on :class:`~.sim.Sim`, the position as card
ids without log, history or undo, which a move never changes in place (a copy is
a handful of references). An option's points at once are read from what
neighbouring cards share, without making the option: most make no formation and
cost a few integer operations. And what need not be weighed is skipped: a turn
that surely ends after a choice is not played out where only its points count (a
reply, a move below the best so far), and the tied moves are weighed best first
(:func:`_least_threat`). A 2-player game costs 18-19 random ones instead of
45-48 (115 at first), 125-148 heuristic games per CPU second instead of 53-59
(``benchmarks/bot_cost.py``); what is left is the search itself, some 13 turns
tried and 50 options weighed per decision, half of it the next player's replies.
"""

from __future__ import annotations

from operator import attrgetter
from pathlib import Path

from ogrelab.core import Bot, register_bot
from ogrelab.core.judge import load_judge

from .sim import Sim, end_turn

#: What the judge reads of each seat (:func:`judge_features`), in the order of its weights.
JUDGE_FEATURES = ("lead", "lead_late", "hand", "seats_before")
#: Actions a coach's playout runs before the judge reads the position. A 2-player game of
#: heuristic bots runs about 30 actions, so an early decision's world costs a third as much,
#: and the judge's chance varies less than a win or a loss (measured in ogrelab/analysis/README.md).
JUDGE_AFTER = 10
#: Points that make a lead of 1 in the judge's features (a good turn scores 10 to 20).
LEAD_POINTS = 20
#: Cards a hand holds at most, for the judge's features.
HAND_CARDS = 5
#: This package's folder, where its judge's weights are (``judge.json``).
PACKAGE = str(Path(__file__).parent)


def judge_features(game, seat: int) -> list[float]:
    """``seat``'s lead on the best other seat in points (in :data:`LEAD_POINTS`), that lead weighed
    by the share of the deck already dealt (a lead counts more as the end nears), the cards in its
    hand, and how many seats move before it (the seat to move first: 0)."""
    points = game.points
    n = len(points)
    lead = (points[seat] - max(p for s, p in enumerate(points) if s != seat)) / LEAD_POINTS
    cards = len(game.options["teams"]) * len(game.options["values"])
    dealt = 1 - len(game.deck) / cards
    mover = game.current_player
    before = (seat - mover) % n / n if mover is not None else 0.0
    return [lead, lead * dealt, len(game.hands[seat]) / HAND_CARDS, before]


def evaluate(game, seat: int) -> float:
    """``seat``'s chance to win an unfinished game, 0..1, for a playout cut short.

    Fitted on positions of heuristic games (``judge.json``, ``scripts/fit_judge.py
    ogre_cheerleaders``, which also checks it on other games): the points lead, how late it
    is, the hand and the order of play.
    """
    judge = load_judge(PACKAGE, JUDGE_FEATURES)
    return judge.chances([judge_features(game, s) for s in range(game.players)])[seat]


def _finish_turn(sim: Sim, seat: int, least: int | None = None) -> Sim | None:
    """Play out the rest of ``seat``'s turn on ``sim``, each decision the one that scores most at
    once (the first such); ``sim``, moved on to the end of the turn. With ``least``, a turn
    that surely ends below ``least`` points in all is left unplayed: None."""
    while not sim.done:
        gains = sim.gains()
        top = max(gains)
        choice = sim.option(gains.index(top))
        if least is not None and sim.points[seat] + top < least and sim.end_points(choice) is not None:
            return None
        sim.step(choice)
    return sim


def _gain(world: Sim, action, seat: int) -> int:
    """The points ``seat`` gains by ``action`` and the rest of the turn played greedily."""
    sim = world.copy()
    sim.step(action)
    while not sim.done:
        gains = sim.gains()
        top = max(gains)
        choice = sim.option(gains.index(top))
        if sim.end_points(choice) is not None:
            return sim.points[seat] + top - world.points[seat]
        sim.step(choice)
    return sim.points[seat] - world.points[seat]


class _Weighed:
    """One of the moves tied on points, and what is known of the next player's best reply to it:
    ``least``, the most a reply tried so far scores (the threat is at least that)."""

    __slots__ = ("index", "after", "untried", "least")

    def __init__(self, index: int, after: Sim):
        self.index = index
        self.after = after
        self.untried = [] if after.ended else after.options()
        self.least = 0


#: The order moves are weighed in: the lowest threat known, the earlier on a tie.
_RANK = attrgetter("least", "index")


def _least_threat(tied: list) -> int:
    """The index in ``tied`` (positions after moves, each turn played on to the next) of the
    first move whose next player can score least in their turn (each reply finished greedily).

    Best first: the move whose threat is known to be lowest, the earlier on a tie, has its next
    reply tried, until that move has no reply left untried; every other move is then known to
    be threatened more (or as much, if later). Each move tries first the reply that last raised
    a threat, and a position reached by two moves is weighed for the first only (the second
    cannot come out lower)."""
    open_, seen = [], {}
    for i, after in enumerate(tied):
        field = tuple(after.field)              # whole positions compared only on the same field
        same = seen.get(field)
        if same is None:
            seen[field] = [after]
        else:
            key = after.key()
            if any(other.key() == key for other in same):
                continue
            same.append(after)
        open_.append(_Weighed(i, after))
    if len(open_) == 1:                         # every move leads to the same position
        return 0
    sharp = None                                # the reply that last raised a threat
    w = min(open_, key=_RANK)
    while True:
        untried = w.untried
        if not untried:
            return w.index
        reply = sharp if sharp is not None and sharp in untried else untried[0]
        untried.remove(reply)
        gain = _gain(w.after, reply, w.after.seat)
        if gain > w.least:
            w.least, sharp = gain, reply
            w = min(open_, key=_RANK)           # (only a raised threat can change which is lowest)


@register_bot("ogre_cheerleaders")
class HeuristicBot(Bot):
    """Greedy for points this turn; ties broken by what the next player could score."""

    name = "heuristic"
    evaluate = staticmethod(evaluate)
    #: a coach's playout with this bot is read by :func:`evaluate` after this many actions
    judge_after = JUDGE_AFTER

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        world = Sim.sample(view, self.rng.randrange(2**31))
        before = world.points[seat]
        top, best = -1, []
        for a in legal:
            sim = world.copy()
            sim.step(a.args)
            after = _finish_turn(sim, seat, top + before)
            if after is None:
                continue
            gain = after.points[seat] - before
            if gain > top:
                top, best = gain, [(a, after)]
            elif gain == top:
                best.append((a, after))
        if len(best) == 1:
            return best[0][0]
        for _, after in best:
            end_turn(after)
        return best[_least_threat([after for _, after in best])][0]
