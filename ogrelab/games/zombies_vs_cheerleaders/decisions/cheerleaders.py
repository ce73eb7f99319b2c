"""The Cheerleaders' actions of a turn: swap two cheerleaders, move a barricade, and each
cheerleader's weapon or ability (shoot, Vanessa's frisbee, Gloria's Molotov, Pam's flame, Clover's
recharge, Sandy's sacrifice), gathered in :data:`ABILITIES`."""

from __future__ import annotations

from ogrelab.core import Preview

from ..cards import CHEER_DATA, CHEERLEADERS, QUEEN, pos
from .actions import Move, act, shot
from .mechanics import _hit_text, _the, after_shot, destroy, hit, reveal, seen, stamina


class Swap(Move):
    """1. Swap the positions of two cheerleaders: "The two cheerleaders do not have to be adjacent.
    As a cheerleader is moved, she keeps the Energy tokens ... A knocked-out cheerleader can still
    be moved." """

    kinds = ("swap",)
    section = "1. Swap the positions of two cheerleaders"

    def preview(self, game, a):
        x, y = a.args
        return f"{x} goes to column {game.find_cheer(y) + 1} and {y} to column {game.find_cheer(x) + 1}"

    def resolve(self, game, a):
        x, y = a.args
        game.spend()
        i, j = game.find_cheer(x), game.find_cheer(y)
        game.cheer[i], game.cheer[j] = game.cheer[j], game.cheer[i]
        game.log.append(f"The Cheerleaders swap {x} and {y}")


class MoveBarricade(Move):
    """2. Move a barricade: "Move all or part of a barricade pile either on a free space of the
    barricades row, or on top of an existing barricade pile. If you decide to move only part of a
    pile, only the top card can be moved." A pile under nerds cannot be moved nor stacked on."""

    kinds = ("move_pile", "move_top")
    section = "2. Move a barricade"

    def preview(self, game, a):
        s, d = a.args
        what = f"the {len(game.piles[s])} cards of pile {s + 1}" if a.kind == "move_pile" \
            else f"the top card of pile {s + 1}"
        onto = f"onto pile {d + 1}" if game.piles[d] else f"to the free space of column {d + 1}"
        return f"moves {what} {onto}"

    def resolve(self, game, a):
        s, d = a.args
        game.spend()
        if a.kind == "move_pile":
            game.piles[d].extend(game.piles[s])
            game.piles[s] = []
            game.log.append(f"The Cheerleaders move barricade pile {s + 1} onto {d + 1}")
        else:
            game.piles[d].append(game.piles[s].pop())
            game.log.append(f"The Cheerleaders move the top barricade of pile {s + 1} onto {d + 1}")


#: each cheerleader's shot at each row of each column (``shot``), built once
_SHOTS = {name: [[None] + [shot(name, c, r) for r in range(1, 12)] for c in range(6)] for name in CHEER_DATA}


class Shoot(Move):
    """3. Shoot: "A cheerleader can attack any zombie located in the same column as hers. If the
    targeted zombie is not already revealed, flip it face up. To perform an attack, a cheerleader
    has to spend an Energy token." Her weapon decides the hit: a number (strictly higher than the
    Stamina kills), Vanessa's skull or Gloria's Molotov cocktail."""

    kinds = ("shoot",)
    section = "3. Shoot"

    def options(self, game, c, ch, acts) -> None:
        col = game.grid[c]
        shots = _SHOTS[ch.name][c]
        if len(shots) < len(col):
            shots = _SHOTS[ch.name][c] = [None] + [shot(ch.name, c, r) for r in range(1, len(col) + 8)]
        r = -1
        for z in col:               # row 0 holds no zombie
            r += 1
            if z is not None:
                acts.append(shots[r])

    def preview(self, game, a):
        name, r = a.args
        c = game.find_cheer(name)
        ch = game.cheer[c]
        z = game.grid[c][r]
        weapon = ch.weapon
        if weapon == "molotov":
            return GloriasBlast.preview(game, c, r, z)
        if weapon == "skull":
            return VanessasFrisbee.preview(game, c, r, z)
        strength = weapon + ch.bonus
        return Preview(f"{name} spends a token and shoots {_the(z, CHEERLEADERS, c, r)} with Strength {strength}",
                       whole=f"{name} spends a token and " + _hit_text(game, z, strength, CHEERLEADERS, c, r))

    def resolve(self, game, a):
        name, r = a.args
        game.spend()
        c = game.find_cheer(name)
        ch = game.cheer[c]
        ch.energy -= 1
        bonus, ch.bonus = ch.bonus, 0
        z = game.grid[c][r]
        runs: list = []
        game.log.append(f"{name} shoots at {pos(c, r)}")
        reveal(game, c, r, z, runs)
        weapon = ch.weapon
        if weapon == "skull":
            VanessasFrisbee.resolve(game, c, r, z)
        elif weapon == "molotov":
            GloriasBlast.resolve(game, c, r, z, runs)
        else:
            hit(game, c, r, z, weapon + bonus)
        after_shot(game, runs)


class VanessasFrisbee:
    """Vanessa and her razor-blades-frisbee: "The frisbee can kill a zombie with only one hit" (a
    skull: killed regardless of its Stamina, a teacher at once)."""

    section = "The Cheerleaders"

    @staticmethod
    def preview(game, c, r, z):
        move = f"Vanessa throws her frisbee at {_the(z, CHEERLEADERS, c, r)}"
        if z.card == QUEEN and z.up and game.queen_invincible():
            return Preview(move, whole=f"Vanessa's frisbee strikes the invincible Prom Queen at {pos(c, r)}: she stands")
        return Preview(move, whole=f"Vanessa's frisbee kills {_the(z, CHEERLEADERS, c, r)}, whatever its Stamina")

    @staticmethod
    def resolve(game, c, r, z):
        destroy(game, c, r, z)


class GloriasBlast:
    """Gloria and her Molotov cocktails: "The targeted zombie is killed and the four adjacent cards
    are revealed. The four adjacent zombies suffer the blast of the explosion and are hit by an
    attack equal to the Strength of the central zombie." Barricades are not hit."""

    section = "The Cheerleaders"

    @staticmethod
    def neighbours(game, c, r):
        for c2, r2 in ((c, r - 1), (c, r + 1), (c - 1, r), (c + 1, r)):
            if 0 <= c2 < game.C and 1 <= r2 < len(game.grid[c2]) and game.grid[c2][r2] is not None:
                yield c2, r2, game.grid[c2][r2]

    @classmethod
    def preview(cls, game, c, r, z):
        name = seen(z, CHEERLEADERS)
        around = list(cls.neighbours(game, c, r))
        spaces = ", ".join(pos(c2, r2) for c2, r2, _ in around) or "no neighbour"
        move = f"Gloria throws her Molotov at {_the(z, CHEERLEADERS, c, r)}; its blast reaches {spaces}"
        if name is None:
            return Preview(move, whole=f"Gloria's Molotov kills the face-down zombie at {pos(c, r)}; its Strength, "
                                       f"unknown yet, blasts {spaces}")
        s = z.strength
        target = (f"strikes the invincible Prom Queen at {pos(c, r)}" if z.card == QUEEN and game.queen_invincible()
                  else f"kills the {name} at {pos(c, r)}")
        blasts = "; it ".join(_hit_text(game, n, s, CHEERLEADERS, c2, r2) for c2, r2, n in around)
        return Preview(move, whole=f"Gloria's Molotov {target}; the blast of {s} "
                                   + (f"{blasts}" if blasts else "hits no neighbour"))

    @classmethod
    def resolve(cls, game, c, r, z, runs):
        blast = z.strength
        destroy(game, c, r, z)
        game.log.append(f"The Molotov cocktail explodes: Strength {blast} on the four neighbours")
        for c2, r2, n in list(cls.neighbours(game, c, r)):
            reveal(game, c2, r2, n, runs)
            hit(game, c2, r2, n, blast)


class PamsFlame(Move):
    """Pam and her flaming hair spray: "The first zombie she hits suffers from an attack of Strength
    3. The next zombie is then hit with an attack of 3 minus the Stamina of the previous zombie. The
    attack then continues to the next zombies for as long as the attack strength is higher than 0."
    Gaps are skipped; an invincible Prom Queen stops the flame."""

    kinds = ("fire",)
    section = "The Cheerleaders"

    def options(self, game, c, ch, acts) -> None:
        col = game.grid[c]
        if col.count(None) < len(col):          # a zombie in her column
            acts.append(_FIRES.get(ch.name) or act(CHEERLEADERS, "fire", ch.name))

    def preview(self, game, a):
        name = a.args[0]
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

    def resolve(self, game, a):
        name = a.args[0]
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


class CloversRecharge(Move):
    """Clover and her slingshot: "Clover has only one Energy token but she can use an action to get
    it back." Only with no token left and not knocked out."""

    kinds = ("recharge",)
    section = "4. Use Clover's or Sandy's ability"

    def options(self, game, c, ch, acts) -> None:
        if ch.energy == 0:
            acts.append(_RECHARGES.get(ch.name) or act(CHEERLEADERS, "recharge", ch.name))

    def preview(self, game, a):
        return f"{a.args[0]} gets her energy token back"

    def resolve(self, game, a):
        game.spend()
        game.cheer[game.find_cheer(a.args[0])].energy = 1
        game.log.append(f"{a.args[0]} recharges her slingshot")


class SandysSacrifice(Move):
    """Sandy and her acid-filled test tubes: "At any time, even if she has run out of energy, Sandy
    can sacrifice herself (she becomes knocked-out ...) to kill the zombie located on the space in
    front of her. This requires an action." Not on an invincible Prom Queen."""

    kinds = ("sacrifice",)
    section = "4. Use Clover's or Sandy's ability"

    def options(self, game, c, ch, acts) -> None:
        z = game.grid[c][1]
        if z is not None and not (z.card == QUEEN and game.queen_invincible()):
            acts.append(act(CHEERLEADERS, "sacrifice", ch.name))

    def preview(self, game, a):
        c = game.find_cheer(a.args[0])
        the = _the(game.grid[c][1], CHEERLEADERS, c, 1)
        return Preview(f"{a.args[0]} sacrifices herself, throwing her acid test tubes at {the}",
                       whole=f"{a.args[0]} is knocked out and kills {the}")

    def resolve(self, game, a):
        name = a.args[0]
        game.spend()
        c = game.find_cheer(name)
        ch = game.cheer[c]
        ch.ko = True
        ch.energy = 0
        z = game.grid[c][1]
        game.log.append(f"{name} sacrifices herself with her acid test tubes")
        if not z.up:
            z.up = True
            game.log.append(f"The zombie at {pos(c, 1)} is revealed: {z.card}")
        destroy(game, c, 1, z)
        game.check_cleared()
        game.check_energy()


_SHOOT, _FLAME, _RECHARGE, _SACRIFICE = Shoot(), PamsFlame(), CloversRecharge(), SandysSacrifice()
_FIRES = {name: act(CHEERLEADERS, "fire", name) for name in CHEER_DATA}
_RECHARGES = {name: act(CHEERLEADERS, "recharge", name) for name in CHEER_DATA}
#: what each cheerleader may do with her weapon or ability (Samantha cannot attack)
ABILITIES = {name: tuple(m for m, on in ((_SHOOT, d["strength"] not in ("flame", "none")),
                                         (_FLAME, d["strength"] == "flame"),
                                         (_RECHARGE, name == "Clover"),
                                         (_SACRIFICE, name == "Sandy")) if on)
             for name, d in CHEER_DATA.items()}
#: the same, for a cheerleader with no energy token left (shooting and the flame need one)
ABILITIES_SPENT = {name: tuple(m for m in moves if m not in (_SHOOT, _FLAME)) for name, moves in ABILITIES.items()}
