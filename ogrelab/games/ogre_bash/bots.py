"""A heuristic Ogre Bash bot: collect toward the nearest winning hand, pass what it needs least.

It reads only its view: its own hand, the fists, the discard pile and shown hands.
A hand's worth is, over the six winning hands, the best of (fists x the chance
of finishing it), the chance growing steeply with the cards already in place.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ogrelab.core import Bot, register_bot
from ogrelab.core.judge import load_judge

from .cards import DIR, EAR, EFFECT, FISTS, HAND, KIND, OGRE, OUCH, WILD, best_hand

# How close a hand is to finishing, by cards already in place (0..5).
CLOSE = (0.0, 0.02, 0.06, 0.18, 0.45, 1.0)
# Effects that leave a finished hand alone when played with the other five cards.
SAFE = {"hurt", "fix", "go", "ear"}


def targets(hand: list[int]) -> list[tuple[float, int, tuple]]:
    """(fists, cards in place, target key) for every winning hand this hand could grow into."""
    wilds = hand.count(WILD)
    by_dir = ([], [], [])
    ouch = 0
    for k in hand:
        d = DIR[k]
        if d >= 0:
            by_dir[d].append(OGRE[k])
        if OUCH[k]:
            ouch += 1
    # with a wild card a run of one direction may end as Wild Bash instead of Bashful
    lead = (FISTS["Bashful"] + FISTS["Wild Bash"]) / 2 if wilds else FISTS["Bashful"]
    out = []
    for d, ogres in enumerate(by_dir):
        out.append((lead, min(HAND, len(ogres) + wilds), ("dir", d)))
        out.append((FISTS["Ogre Bash"], len(set(ogres)), ("ogre bash", d)))
    bash_ogres = by_dir[0] + by_dir[1] + by_dir[2]
    kinds = set(bash_ogres)
    if bash_ogres:
        count = bash_ogres.count
        top = max(kinds, key=count)
        out.append((FISTS["Me, Me, Me, Me, Me"], min(HAND, count(top)), ("me", top)))
    out.append((FISTS["Family Portrait"], len(kinds), ("family",)))
    out.append((FISTS["Ouch My Ear!"], min(HAND, ouch) if EAR in hand else min(HAND - 1, ouch), ("ouch",)))
    return out


def worth(hand: list[int]) -> float:
    """The best (fists x closeness) over the winning hands, plus a little of the rest as a tie-break."""
    return _worth(tuple(sorted(hand)))


@lru_cache(maxsize=1 << 16)
def _worth(hand: tuple) -> float:
    """:func:`worth` of a sorted hand: the order of the cards changes nothing, and the bot weighs
    the same few hands again and again (every card it might give away, every decision)."""
    scores = [f * CLOSE[m] for f, m, _ in targets(list(hand))]
    return max(scores) + 0.05 * sum(scores)


def matched(hand: list[int], key: tuple) -> int:
    for _, m, k in targets(hand):
        if k == key:
            return m
    return 0


def without(hand: list[int], k: int) -> list[int]:
    h = list(hand)
    h.remove(k)
    return h


#: What the judge reads of each seat (:func:`judge_features`), in the order of its weights.
JUDGE_FEATURES = ("fists", "fists_lead", "worth", "worth_lead", "lead_near_the_end")
#: Actions a coach's playout runs before the judge reads the position: a whole game runs for
#: hundreds, so a second buys several times as many worlds (measured in ogrelab/analysis/README.md).
JUDGE_AFTER = 60
#: This package's folder, where its judge's weights are (``judge.json``).
PACKAGE = str(Path(__file__).parent)


def judge_features(game, seat: int) -> list[float]:
    """``seat``'s fists and hand worth (:func:`worth`), and its lead on the best other seat, in
    fists to win; the last feature is the whole lead, weighed by how near the game is to its end.
    (The turns before the seat plays were tried as a sixth: fitted, they weighed nothing.)"""
    target = game.options["fists_to_win"]
    fists = game.fists
    worths = [worth(h) for h in game.hands]
    others = [s for s in range(len(fists)) if s != seat]
    f, w = fists[seat], worths[seat]
    top_f = max(fists[s] for s in others)
    top_w = max(worths[s] for s in others)
    top = max(fists[s] + worths[s] for s in others)
    return [f / target, (f - top_f) / target, w / target, (w - top_w) / target,
            (f + w - top) / target * max(fists) / target]


def evaluate(game, seat: int) -> float:
    """``seat``'s chance to win an unfinished game, 0..1, for a playout cut short.

    Fitted on positions of heuristic games (``judge.json``, ``scripts/fit_judge.py ogre_bash``,
    which also checks it on other games): each seat's fists and the worth of its hand.
    """
    judge = load_judge(PACKAGE, JUDGE_FEATURES)
    return judge.chances([judge_features(game, s) for s in range(game.players)])[seat]


@register_bot("ogre_bash")
class HeuristicBot(Bot):
    """Declares when it holds a winning hand; otherwise keeps what brings it closest to one."""

    name = "heuristic"
    evaluate = staticmethod(evaluate)
    #: a coach's playout with this bot is read by :func:`evaluate` after this many actions
    judge_after = JUDGE_AFTER

    def choose(self, view, legal):
        st = view["state"]
        me = view["seat"]
        hand = [KIND[c] for c in st["hands"][me]]
        kind = legal[0].kind
        if kind == "declare":
            want = best_hand(hand) is not None
            return next(a for a in legal if a.args[0] == want)
        if kind == "play":
            return max(legal, key=lambda a: self._play_value(hand, a.args[0]))
        if kind in ("pass", "trade", "discard", "give"):
            # what it needs least: the card whose loss leaves the best hand
            return max(legal, key=lambda a: worth(without(hand, a.args[0])))
        if kind == "fix":
            return self._fix(hand, legal)
        if kind == "hurt":
            return max(legal, key=lambda a: (st["fists"][a.args[0]], -((a.args[0] - me) % len(st["fists"]))))
        if kind == "ask":
            return self._ask(st, me, hand, legal)
        # wild direction or what Across means: all the same to this bot
        return legal[0]

    def _play_value(self, hand: list[int], k: int) -> float:
        rest = without(hand, k)
        effect = EFFECT[k]
        if best_hand(rest) is not None:
            return 100.0 + (10.0 if effect in SAFE else -50.0) + (1.0 if effect == "ear" else 0.0)
        value = worth(rest)
        if effect == "fix":
            _, m, _ = max(targets(rest), key=lambda t: t[0] * CLOSE[t[1]])
            value += 0.08 * (HAND - m)     # redraw the cards that do not fit
        elif effect == "go":
            value += 0.05
        elif effect == "hurt":
            value += 0.04
        return value

    def _fix(self, hand: list[int], legal):
        """Discard, one at a time, every card that does not count toward the hand aimed at."""
        _, m, key = max(targets(hand), key=lambda t: t[0] * CLOSE[t[1]])
        for a in legal:
            k = a.args[0]
            if k >= 0 and matched(without(hand, k), key) == m:
                return a
        return next(a for a in legal if a.args[0] < 0)

    def _ask(self, st, me, hand, legal):
        """Ask, for the direction most wanted, the player most likely to hold it (shown hands first)."""
        need = [sum(1 for k in hand if DIR[k] == d) for d in range(3)]
        want = max(range(3), key=lambda d: (need[d], -d))

        def score(a):
            t, d = a.args
            shown = st["shown"][t]
            has = 0
            if shown is not None:
                has = sum(1 for c in shown if DIR[KIND[c]] == d or (d < 0 and DIR[KIND[c]] >= 0))
                if has == 0:
                    return -1.0
            return (2.0 if d == want or d < 0 else 0.0) + has + 0.1 * st["fists"][t]

        return max(legal, key=score)
