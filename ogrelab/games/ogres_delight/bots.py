"""A heuristic bot for either side of Ogre's Delight.

It scores each choice by carrying the visible cast out on paper (the same
arithmetic as the rules: amplifications, transmutation, immunities,
Vulnerable) and valuing the change in health: damage to the other side, heals
to its own side below a threshold, kills, revives. So it focuses the
lowest-health enemy (a kill is worth most), heals the wounded, interrupts
channelled casts and taunts when an ally would die.
"""

from __future__ import annotations

import math

from ogrelab.core import Bot, register_bot

from .decisions import bundles_of, effect_of
from .roster import ROLE, SKILLS

KILL = 25.0          # a kill (or saving a life) outweighs any few points of health
HEAL_BELOW = 0.6     # heals count in full below this share of health, little above it
CARD = 1.2           # a reactive costs a card of energy
CARD_BOSS = 0.8


def _value(sk) -> float:
    """A skill's worth on paper, for deck building and loot."""
    phys, magic, heal, a_p, a_m, a_h = sk.out
    v = (phys + magic) * max(1, min(sk.targets, 2)) + 0.8 * heal * max(1, min(sk.targets, 3))
    v += 0.8 * (a_p + a_m) + 0.6 * a_h + 0.6 * sum(sk.inc[:3])
    ev = sk.out_events + sk.in_events
    v += 3 * ev.count("Vulnerable") + 2.5 * ev.count("Interrupt") + 2 * ev.count("Draw")
    v += 2 * sum(e in ("Block", "Ward", "Taunt", "Stun", "Disorient") for e in ev)
    v += 4 * sum(e in ("Immune", "Revive", "Transmute Heal") for e in ev)
    return v / (1 + 0.4 * sk.casttime)


# The evaluation's scale: a difference in progress (0..1 each side) of this much is a fair edge.
EDGE = 0.25


def _share(hp: int, mx: int) -> float:
    return hp / mx if mx > 0 else 1.0


def evaluate(game, seat: int) -> float:
    """``seat``'s chances in an unfinished game, 0..1, for a search that stops early.

    Each side's progress on health: the heroes', bosses beaten plus the
    share of the current boss's health taken; the boss player's, the share
    of the heroes' health taken (the fallen count whole). The side ahead leans
    towards a win.
    """
    n = game.players
    bosses = max(1, len(game.bosses))
    heroes_done = (game.encounter + 1.0 - _share(game.hp[0], game.max_hp[0])) / bosses
    boss_done = sum(1.0 - (_share(game.hp[s], game.max_hp[s]) if game.alive[s] else 0.0)
                    for s in range(1, n)) / max(1, n - 1)
    heroes = 0.5 + 0.5 * math.tanh((heroes_done - boss_done) / EDGE)
    return 1.0 - heroes if seat == 0 else heroes


@register_bot("ogres_delight")
class HeuristicBot(Bot):
    """Plays the side it sits on by the value of each cast's outcome."""

    name = "heuristic"
    evaluate = staticmethod(evaluate)

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        st = view["state"]
        me = view["seat"]
        kind = legal[0].kind
        if kind in ("cast", "end") or legal[-1].kind == "end":
            return self._foundation(st, me, legal)
        if kind in ("react", "pass"):
            return self._reaction(st, me, legal)
        if kind == "pick":
            return self._pick(st, me, legal)
        if kind == "loot":
            return max(legal, key=lambda a: _value(SKILLS[a.args[0]]))
        if kind in ("basic", "add", "done"):
            adds = [a for a in legal if a.kind in ("add", "basic")]
            if any(a.kind == "done" for a in legal):
                best = max(adds, key=lambda a: _value(SKILLS[a.args[0]]), default=None)
                if best is None or _value(SKILLS[best.args[0]]) < 6:
                    return next(a for a in legal if a.kind == "done")
                return best
            return max(adds, key=lambda a: _value(SKILLS[a.args[0]]))
        return legal[0]

    # ------------------------------------------------------------- draft
    def _pick(self, st, me, legal):
        if me == 0:
            return legal[int(self.rng.random() * len(legal))]
        roles = [ROLE[s["character"]] for s in st["seats"][1:] if s["character"]]
        want = "tank" if "tank" not in roles else "support" if "support" not in roles else "damage"
        fits = [a for a in legal if ROLE[a.args[0]] == want] or legal
        return fits[int(self.rng.random() * len(fits))]

    # ---------------------------------------------------------- the cast
    def _score(self, st, me, entries, targets) -> float:
        """How good the cast made of ``entries`` (skill, seat) would be for ``me``'s side."""
        mine = (lambda s: s == 0) if me == 0 else (lambda s: s != 0)
        seats = st["seats"]
        for name, by in entries:
            if "Taunt" in SKILLS[name].in_events:
                targets = [by]
        bundles, transmute = bundles_of(entries, targets)
        total = 0.0
        for seat, (amounts, events) in bundles.items():
            rec = seats[seat]
            sign = 1.0 if mine(seat) else -1.0
            hp, mx = rec["hp"], rec["max_hp"]
            if not rec["alive"]:
                if "Revive" in events:
                    total += sign * KILL
                continue
            damage, heal = effect_of(amounts, events, transmute)
            after = min(mx, hp - damage + heal)
            gained = after - hp
            if gained > 0:
                weight = 1.0 if hp < HEAL_BELOW * mx else 0.25
                total += sign * gained * weight
            else:
                total += sign * gained * (1.0 + (1.0 - hp / mx))  # wounds on the weak count more
            if after <= 0:
                total -= sign * KILL
            for ev in events:
                if ev == "Interrupt" and rec["channel"] is not None:
                    ch = rec["channel"]
                    worth = _value(SKILLS[ch["skill"]]) if ch["skill"] else 10.0
                    total -= sign * worth
                elif ev == "Stun":
                    total -= sign * 1.5
                elif ev == "Draw":
                    total += sign * 1.5
                elif ev == "Disorient":
                    total -= sign * 0.5
        return total

    def _foundation(self, st, me, legal):
        best, best_score = None, 0.3
        hand_size = len(st["seats"][me]["hand"])
        for a in legal:
            if a.kind != "cast":
                continue
            name, group = a.args
            sk = SKILLS[name]
            score = self._score(st, me, [(name, me)], list(group))
            if sk.casttime:
                score = score * 0.8 / (1 + 0.3 * sk.casttime)
            if sk.basic:
                score += 0.5  # a basic comes back to the hand
            if sk.energy >= hand_size and not sk.basic:
                score -= 0.5
            if score > best_score:
                best, best_score = a, score
        return best or next(a for a in legal if a.kind == "end")

    def _reaction(self, st, me, legal):
        cast = st["cast"]
        entries = [(e["skill"], e["by"]) for e in cast["skills"] if e["skill"] is not None]
        targets = cast["targets"]
        base = self._score(st, me, entries, targets)
        cost = CARD_BOSS if me == 0 else CARD
        best, best_gain = None, cost
        for a in legal:
            if a.kind != "react":
                continue
            gain = self._score(st, me, entries + [(a.args[0], me)], targets) - base
            if gain > best_gain:
                best, best_gain = a, gain
        return best or next(a for a in legal if a.kind == "pass")
