"""The cheerleaders' own abilities but shooting: Pam's fire, Clover's recharge and Sandy's
sacrifice. The Cheerleaders' turn asks each for the options of each cheerleader in turn
(``offer(game, c, ch, acts)``, her column ``c``); ``choices`` gives them for every cheerleader."""

from __future__ import annotations

from ogrelab.core import Preview, Rule

from ..cards import CHEER_DATA, CHEERLEADERS, QUEEN, pos
from .actions import act
from .cheerleaders import _offered
from .mechanics import _hit_text, _the, after_shot, destroy, hit, reveal, seen, stamina

_FIRES: dict = {}
_RECHARGES: dict = {}


class Fire(Rule):
    """Pam's flame, her flaming hair spray: she "fires in a straight line in front of her. The first
    zombie she hits suffers from an attack of Strength 3. The next zombie is then hit with an attack
    of 3 minus the Stamina of the previous zombie. The attack then continues to the next zombies for
    as long as the attack strength is higher than 0." Gaps are skipped; an invincible Prom Queen
    stops the fire. Its Strength is her card's ``flame``."""

    key = "fire"
    kinds = ("fire",)
    section = "The Cheerleaders"
    explain = ("Pam's hair spray burns straight up her column: the first zombie takes strength 3, and what is left "
               'of the flame goes on to the zombies behind it.')

    def text(self, kind, name):
        return f"{name} fires"

    def touch(self, kind, name):
        return (f"ability:{name}",)

    def offer(self, game, c, ch, acts) -> None:
        col = game.grid[c]
        if any(col):            # a zombie in her column (a card is never false)
            a = _FIRES.get(ch.name)
            if a is None:
                a = _FIRES[ch.name] = act(CHEERLEADERS, "fire", ch.name)
            acts.append(a)

    def choices(self, game, pending):
        return _offered(self, game)

    def preview(self, game, pending, action):
        name = action.args[0]
        c = game.find_cheer(name)
        ch = game.cheer[c]
        strength = CHEER_DATA[name]["flame"] + ch.bonus
        col = game.grid[c]
        parts = []
        for r in range(1, len(col)):
            z = col[r]
            if z is None:
                continue
            parts.append(_hit_text(game, z, strength, CHEERLEADERS, c, r))
            if seen(z, CHEERLEADERS) is None:
                break
            strength -= stamina(game, z)
            if strength <= 0:
                break
        return Preview(f"{name} fires her flaming hair spray up column {c + 1} with Strength "
                       f"{CHEER_DATA[name]['flame'] + ch.bonus}", whole=f"{name}'s flame " + ", then ".join(parts))

    def resolve(self, game, pending, action):
        name = action.args[0]
        game.spend()
        c = game.find_cheer(name)
        ch = game.cheer[c]
        ch.energy -= 1
        strength = CHEER_DATA[name]["flame"] + ch.bonus
        ch.bonus = 0
        col = game.grid[c]
        game.log.append(f"{name} fires her flaming hair spray up column {c + 1}")
        runs: list = []
        for r in range(1, len(col)):
            z = col[r]
            if z is None:
                continue
            reveal(game, c, r, z, runs)
            st = stamina(game, z)
            hit(game, c, r, z, strength)
            strength -= st
            if strength <= 0:
                break
        after_shot(game, runs)


class CloversRecharge(Rule):
    """Clover and her slingshot: "Clover has only one Energy token but she can use an action to get
    it back." Only with no token left and not knocked out."""

    key = "recharge"
    kinds = ("recharge",)
    section = "4. Use Clover's or Sandy's ability"
    explain = 'Clover has a single energy token; once it is spent she can use an action to get it back.'

    def text(self, kind, name):
        return f"{name} recharges"

    def touch(self, kind, name):
        return (f"ability:{name}",)

    def offer(self, game, c, ch, acts) -> None:
        if ch.energy == 0:
            a = _RECHARGES.get(ch.name)
            if a is None:
                a = _RECHARGES[ch.name] = act(CHEERLEADERS, "recharge", ch.name)
            acts.append(a)

    def choices(self, game, pending):
        return _offered(self, game)

    def preview(self, game, pending, action):
        return f"{action.args[0]} gets her energy token back"

    def resolve(self, game, pending, action):
        game.spend()
        game.cheer[game.find_cheer(action.args[0])].energy = 1
        game.log.append(f"{action.args[0]} recharges her slingshot")


class SandysSacrifice(Rule):
    """Sandy and her acid-filled test tubes: "At any time, even if she has run out of energy, Sandy
    can sacrifice herself (she becomes knocked-out ...) to kill the zombie located on the space in
    front of her. This requires an action." Not on an invincible Prom Queen."""

    key = "sacrifice"
    kinds = ("sacrifice",)
    section = "4. Use Clover's or Sandy's ability"
    explain = ('Sandy can give herself up, even with no energy left: she is knocked out and the zombie right in '
               'front of her dies. It costs an action.')

    def text(self, kind, name):
        return f"{name} sacrifices herself"

    def touch(self, kind, name):
        return (f"ability:{name}",)

    def offer(self, game, c, ch, acts) -> None:
        z = game.grid[c][1]
        if z is not None and not (z.card == QUEEN and game.queen_invincible()):
            acts.append(act(CHEERLEADERS, "sacrifice", ch.name))

    def choices(self, game, pending):
        return _offered(self, game)

    def preview(self, game, pending, action):
        c = game.find_cheer(action.args[0])
        the = _the(game.grid[c][1], CHEERLEADERS, c, 1)
        return Preview(f"{action.args[0]} sacrifices herself, throwing her acid test tubes at {the}",
                       whole=f"{action.args[0]} is knocked out and kills {the}")

    def resolve(self, game, pending, action):
        name = action.args[0]
        game.spend()
        c = game.find_cheer(name)
        ch = game.cheer[c]
        ch.ko = True
        ch.energy = 0
        z = game.grid[c][1]
        game.log.append(f"{name} sacrifices herself with her acid test tubes")
        if not z.up:            # named as it goes, not ``reveal``d: destroyed at once, a football player never runs
            z.up = True
            game.log.append(f"The zombie at {pos(c, 1)} is revealed: {z.card}")
        destroy(game, c, 1, z)
        game.check_cleared()
        game.check_energy()
