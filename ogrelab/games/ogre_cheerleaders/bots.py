"""A heuristic bot for Ogre Cheerleaders: score most now, then leave the next player least.

It sees only its view: it samples one world consistent with that view
(``sample``, the position ``determinize`` deals, without a save's round trip),
tries each legal action there, finishes its own turn greedily, and counts its
points gained; among the best of those it prefers the action after which the
next player's best single play scores least.

The coach plays its worlds to the end with this bot in every seat, so what it
costs sets how many worlds a hint gets. The rule is kept as written (a test
checks it against the plain version); what it need not weigh it skips: a reply
search stops once the action cannot win the tie-break, tries first the reply
that scored most last time, and weighs a position reached twice once. About 69
plays are simulated per action of a game instead of 139, and a 2-player game
costs about 50 random ones instead of 115 (``benchmarks/bot_cost.py``).
"""

from __future__ import annotations

from ogrelab.core import Bot, register_bot

from .rules import OgreCheerleaders


def _step(sim: OgreCheerleaders, action) -> None:
    sim._apply(action)
    sim._legal = None


def _finish_turn(sim: OgreCheerleaders, seat: int, turn: int) -> OgreCheerleaders:
    """Play out the rest of ``seat``'s turn, each decision the one that scores most at once
    (the first such); the position reached. The copy that tried the choice goes on."""
    while not sim.is_over and sim.turns == turn:
        legal = sim.legal_actions()
        if len(legal) == 1:
            _step(sim, legal[0])
            continue
        best, best_pts = None, -1
        for a in legal:
            trial = sim._bare_copy()
            _step(trial, a)
            pts = trial.points[seat]
            if pts > best_pts:
                best, best_pts = trial, pts
        sim = best
    return sim


def _gain_after(world: OgreCheerleaders, action, seat: int) -> tuple[int, OgreCheerleaders]:
    sim = world._bare_copy()
    before = sim.points[seat]
    turn = sim.turns
    _step(sim, action)
    sim = _finish_turn(sim, seat, turn)
    return sim.points[seat] - before, sim


def _threat(sim: OgreCheerleaders, enough: int | None = None, first=None) -> tuple[int, object]:
    """The most the next player can score in their turn (with the hand this world gave them),
    and the action that scores it; once it reaches ``enough``, that much (the caller needs no
    more). ``first`` is tried first: the best reply to a like position often stops it soonest."""
    if sim.is_over:
        return 0, None
    seat = sim.current_player
    legal = sim.legal_actions()
    if first is not None and first in legal:
        legal = [first] + [a for a in legal if a is not first]
    worst, reply = 0, None
    for a in legal:
        gain, _ = _gain_after(sim, a, seat)
        if gain > worst:
            worst, reply = gain, a
            if enough is not None and worst >= enough:
                break
    return worst, reply


@register_bot("ogre_cheerleaders")
class HeuristicBot(Bot):
    """Greedy for points this turn; ties broken by what the next player could score."""

    name = "heuristic"

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        world = OgreCheerleaders.sample(view, seed=self.rng.randrange(2**31))
        scored = []
        for a in legal:
            gain, after = _gain_after(world, a, seat)
            scored.append((gain, a, after))
        top = max(g for g, _, _ in scored)
        best = [(a, after) for g, a, after in scored if g == top]
        if len(best) == 1:
            return best[0][0]
        least = None
        choice = best[0][0]
        reply = None
        seen = set()
        for a, after in best:
            if least == 0:
                break                           # no threat is below none
            key = after._key()
            if key in seen:
                continue                        # a position weighed already cannot come out lower
            seen.add(key)
            t, answer = _threat(after, least, reply)
            if least is None or t < least:
                least, choice = t, a
            reply = answer or reply
        return choice
