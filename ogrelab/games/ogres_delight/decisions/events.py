"""The events a skill carries, and the cast carried out: rules that ask nobody anything.

Each event is one :class:`~ogrelab.core.decision.Rule` with ``asks = False``,
set off for one seat (``book.set_off``) and carried out at once: Taunt,
Unstoppable and Disorient as their skill joins the cast (else they could not
matter), the rest when the cast is carried out at the end of the turn
(:class:`CarryOut`). Block, Ward, Immune and Vulnerable act on the numbers
alone and live in :mod:`.effects`.
"""

from __future__ import annotations

from ogrelab.core.decision import Pending, Rule

from ..roster import SKILLS
from .book import RULES, set_off
from .effects import bundles_of, effect_of


# ===================================================== events as a skill is played
class Taunt(Rule):
    """Taunt: "The player(s) who cast a skill with this event becomes the new and only target of the cast"."""

    key = "taunt"
    section = "Events"
    asks = False

    def resolve(self, game, pending, action):
        s = pending.seat
        game.cast["targets"] = [s]
        game.log.append(f"{game.who(s)} taunts: the cast now targets {game.who(s)} alone")


class Unstoppable(Rule):
    """Unstoppable: "can not be stunned or disoriented"; it lifts an earlier Disorient for the rest of the cast."""

    key = "unstoppable"
    section = "Events"
    asks = False

    def resolve(self, game, pending, action):
        cast, t = game.cast, pending.seat
        if t not in cast["unstoppable"]:
            cast["unstoppable"].append(t)
        if t in cast["disoriented"]:
            cast["disoriented"].remove(t)


class Disorient(Rule):
    """Disorient: "The target is not able to cast reactive skills during the cast"; the unstoppable shrug it off."""

    key = "disorient"
    section = "Events"
    asks = False

    def trigger(self, game, pending):
        cast, t = game.cast, pending.seat
        if t not in cast["unstoppable"] and t not in cast["disoriented"]:
            self.resolve(game, pending, None)

    def resolve(self, game, pending, action):
        t = pending.seat
        game.cast["disoriented"].append(t)
        game.log.append(f"{game.who(t)} is disoriented: no reactives in this cast")


# ====================================================== events as the cast is carried out
class Revive(Rule):
    """Revive: "The affected player(s) is/are revived and is/are able to rejoin the fight", with half their
    hit points; the living are not revived."""

    key = "revive"
    section = "Events"
    asks = False

    def trigger(self, game, pending):
        if not game.alive[pending.seat]:
            self.resolve(game, pending, None)

    def resolve(self, game, pending, action):
        seat = pending.seat
        game.alive[seat] = True
        game.hp[seat] = max(1, game.max_hp[seat] // 2)
        game.log.append(f"{game.who(seat)} is revived with {game.hp[seat]} hp")


class CancelChannel(Rule):
    """A channel ends unfinished (interrupted, or its caster dead): the skill goes under the deck, one-time or
    not ("If a one-time-use skill has been interrupted ... it gets put back under the deck"). ``pending.data``
    says why."""

    key = "cancel_channel"
    section = "Casttime"
    asks = False

    def resolve(self, game, pending, action):
        s = pending.seat
        ch = game.channel[s]
        game.channel[s] = None
        shown = "a face-down skill" if ch["face_down"] else ch["skill"]
        game.decks[s].insert(0, ch["skill"])
        game.log.append(f"{game.who(s)}'s channelled {shown} is {pending.data} and goes under the deck")


def cancel_channel(game, s: int, why: str) -> None:
    """Set off :class:`CancelChannel` for seat ``s``'s channel, ``why`` in the log's words."""
    rule = RULES["cancel_channel"]
    rule.trigger(game, Pending(rule, s, why))


class Interrupt(Rule):
    """Interrupt: "Interrupts a currently channelled cast of the target"; an active cast is no longer interruptable,
    and a target channelling nothing is not touched."""

    key = "interrupt"
    section = "Events"
    asks = False

    def trigger(self, game, pending):
        if game.channel[pending.seat] is not None:
            self.resolve(game, pending, None)

    def resolve(self, game, pending, action):
        cancel_channel(game, pending.seat, "interrupted")


class Stun(Rule):
    """Stun: "The affected player(s) lose all special skills from their hand. They must be put to the bottom of their
    deck". The unstoppable shrug it off."""

    key = "stun"
    section = "Events"
    asks = False

    def trigger(self, game, pending):
        seat = pending.seat
        if seat in game.cast["unstoppable"]:
            game.log.append(f"{game.who(seat)} is unstoppable and shrugs off the stun")
            return
        self.resolve(game, pending, None)

    def resolve(self, game, pending, action):
        seat = pending.seat
        hand = game.hands[seat]
        specials = [c for c in hand if SKILLS[c].special]
        for c in specials:
            hand.remove(c)
            game.decks[seat].insert(0, c)
        game.log.append(f"{game.who(seat)} is stunned: {len(specials)} special(s) from hand under the deck")


class Shuffle(Rule):
    """Shuffle: "The deck(s) of the affected player(s) get shuffled"."""

    key = "shuffle"
    section = "Events"
    asks = False

    def resolve(self, game, pending, action):
        seat = pending.seat
        game.rng.shuffle(game.decks[seat])
        game.log.append(f"{game.who(seat)}'s deck is shuffled")


class Draw(Rule):
    """Draw: "The affected player(s) is/are allowed to draw a card from their deck"."""

    key = "draw"
    section = "Events"
    asks = False

    def resolve(self, game, pending, action):
        seat = pending.seat
        if game.decks[seat]:
            game.draw(seat)
            game.log.append(f"{game.who(seat)} draws a skill")
        else:
            game.log.append(f"{game.who(seat)} has no skill left in the deck to draw")


class Reveal(Rule):
    """Reveal: "All cards facing down are turned face up": it names no player, so it acts whoever it was carried
    to (``pending.seat`` is the caster's)."""

    key = "reveal"
    section = "Events"
    asks = False

    def resolve(self, game, pending, action):
        for s, ch in enumerate(game.channel):
            if ch is not None and ch["face_down"]:
                ch["face_down"] = False
                game.log.append(f"Reveal: {game.who(s)} is channelling {ch['skill']}")


#: The events carried out after the damage, each to its seat in play order: event -> rule key.
AFTER_DAMAGE = {"Interrupt": "interrupt", "Stun": "stun", "Shuffle": "shuffle", "Draw": "draw"}


# ================================================================ the cast carried out
class CarryOut(Rule):
    """"At the end of a turn, the activated skills' effects and events are calculated and carried out":
    damage and heals per target, then Revive, Interrupt, Stun, Shuffle and Draw in play order, Reveal
    last; then the cards go back (basics to the hand, one-time skills out, the rest under the deck)."""

    key = "carry_out"
    section = "Resolution"
    asks = False

    def resolve(self, game, pending, action):
        cast = game.cast
        entries = [(name, by) for name, by, _ in cast["skills"]]
        bundles, transmutation = bundles_of(entries, cast["targets"])
        names = [f"{name} (turned face up)" if face_down else name for name, _, face_down in cast["skills"]]
        game.log.append(f"{game.who(cast['by'])}'s cast is carried out: " + ", ".join(names))
        seats = sorted(bundles)
        for seat in seats:
            amounts, events = bundles[seat]
            if not game.alive[seat]:
                continue
            damage, heal = effect_of(amounts, events, transmutation)
            if damage or heal:
                game.hp[seat] = min(game.max_hp[seat], game.hp[seat] - damage + heal)
                parts = ([f"takes {damage} damage"] if damage else []) + ([f"heals {heal}"] if heal else [])
                game.log.append(f"{game.who(seat)} {' and '.join(parts)} ({max(game.hp[seat], 0)}/{game.max_hp[seat]} hp)")
                if game.hp[seat] <= 0:
                    game.hp[seat] = 0
                    game.alive[seat] = False
                    game.log.append(f"{game.who(seat)} dies")
                    if game.channel[seat] is not None:
                        cancel_channel(game, seat, "lost")
        reveal = False  # Reveal names no player: whoever it was carried to, the dead too, it acts last
        for seat in seats:
            events = bundles[seat][1]
            if not events:
                continue
            if "Reveal" in events:
                reveal = True
            if "Revive" in events:
                set_off(game, "revive", seat)
            if not game.alive[seat]:
                continue
            for ev in events:
                key = AFTER_DAMAGE.get(ev)
                if key is not None:
                    set_off(game, key, seat)
        if reveal:
            set_off(game, "reveal", cast["by"])
        for name, by, _ in cast["skills"]:
            sk = SKILLS[name]
            if sk.basic:
                game.hands[by].append(name)
            elif sk.once:
                game.removed[by].append(name)
            else:
                game.decks[by].insert(0, name)
        game.cast = None
        game.after_cast()

