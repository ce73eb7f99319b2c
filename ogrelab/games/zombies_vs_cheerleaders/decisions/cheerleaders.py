"""The Cheerleaders' actions of a turn: swap two cheerleaders, move a barricade, and shoot, with
Vanessa's frisbee and Gloria's Molotov, which ask nothing; what each cheerleader may do with her
weapon or ability (shoot, and Pam's fire, Clover's recharge, Sandy's sacrifice of
:mod:`.abilities`) is :data:`ABILITIES`.

The Cheerleaders' turn asks each ability for the options of each cheerleader in turn
(``offer(game, c, ch, acts)``, her column ``c``); ``choices`` gives them for every cheerleader."""

from __future__ import annotations

from itertools import compress

from ogrelab.core import Action, Pending, Preview, Rule

from ..cards import CHEER_DATA, CHEERLEADERS, QUEEN, pos
from .actions import RULES, act
from .mechanics import _hit_text, _the, after_shot, destroy, hit, reveal, seen

_SWAPS: dict = {}
_MOVES: dict = {}


class Swap(Rule):
    """1. Swap the positions of two cheerleaders: "The two cheerleaders do not have to be adjacent.
    As a cheerleader is moved, she keeps the Energy tokens ... A knocked-out cheerleader can still
    be moved." """

    key = "swap"
    kinds = ("swap",)
    section = "1. Swap the positions of two cheerleaders"
    explain = ('Swap two cheerleaders, anywhere in the row. They keep their energy tokens, and a knocked-out '
               'cheerleader can be moved too.')

    def text(self, kind, x, y):
        return f"swap {x} and {y}"

    def touch(self, kind, x, y):
        return (f"cheer:{x}", f"cheer:{y}")

    def choices(self, game, pending):
        """The swaps of the cheerleaders in their order now, built once per order (the
        Cheerleaders' turn reads this cache itself)."""
        names = tuple([ch.name for ch in game.cheer])
        swaps = _SWAPS.get(names)
        if swaps is None:
            C = len(names)
            swaps = _SWAPS[names] = [act(CHEERLEADERS, "swap", names[i], names[j])
                                     for i in range(C) for j in range(i + 1, C)]
        return swaps

    def preview(self, game, pending, action):
        x, y = action.args
        return f"{x} goes to column {game.find_cheer(y) + 1} and {y} to column {game.find_cheer(x) + 1}"

    def resolve(self, game, pending, action):
        x, y = action.args
        game.spend()
        i, j = game.find_cheer(x), game.find_cheer(y)
        game.cheer[i], game.cheer[j] = game.cheer[j], game.cheer[i]
        game.log.append(f"The Cheerleaders swap {x} and {y}")


class MoveBarricade(Rule):
    """2. Move a barricade: "Move all or part of a barricade pile either on a free space of the
    barricades row, or on top of an existing barricade pile. If you decide to move only part of a
    pile, only the top card can be moved." A pile under nerds cannot be moved nor stacked on."""

    key = "move barricade"
    kinds = ("move_pile", "move_top")
    section = "2. Move a barricade"
    explain = ('Move a barricade pile, or just its top card, to an empty barricade space or onto another pile, to '
               'shore up the weak spots.')

    def text(self, kind, s, d):
        return f"move barricades {s + 1} onto {d + 1}" if kind == "move_pile" else \
            f"move top barricade {s + 1} onto {d + 1}"

    def touch(self, kind, s, d):
        return (f"pile:{s + 1}" if kind == "move_pile" else f"top:{s + 1}", f"pile:{d + 1}")

    def choices(self, game, pending):
        """The moves the piles allow, built once per shape of the piles: each pile -1 under nerds
        (it stays, nothing goes on it), else its cards, 2 for two or more (the Cheerleaders' turn
        reads this cache itself)."""
        shape = []
        for col, pile in zip(game.grid, game.piles):
            shape.append(-1 if col[1] is not None else len(pile) if len(pile) < 2 else 2)
        shape = tuple(shape)
        moves = _MOVES.get(shape)
        if moves is None:
            moves = _MOVES[shape] = []
            C = len(shape)
            for s in range(C):
                if shape[s] > 0:
                    for d in range(C):
                        if d != s and shape[d] >= 0:
                            moves.append(act(CHEERLEADERS, "move_pile", s, d))
                            if shape[s] > 1:
                                moves.append(act(CHEERLEADERS, "move_top", s, d))
        return moves

    def preview(self, game, pending, action):
        a = action
        s, d = a.args
        what = f"the {len(game.piles[s])} cards of pile {s + 1}" if a.kind == "move_pile" \
            else f"the top card of pile {s + 1}"
        onto = f"onto pile {d + 1}" if game.piles[d] else f"to the free space of column {d + 1}"
        return f"moves {what} {onto}"

    def resolve(self, game, pending, action):
        a = action
        s, d = a.args
        game.spend()
        if a.kind == "move_pile":
            game.piles[d].extend(game.piles[s])
            game.piles[s] = []
            game.log.append(f"The Cheerleaders move barricade pile {s + 1} onto {d + 1}")
        else:
            game.piles[d].append(game.piles[s].pop())
            game.log.append(f"The Cheerleaders move the top barricade of pile {s + 1} onto {d + 1}")


def _offered(rule: Rule, game) -> list[Action]:
    """``rule``'s options for every cheerleader who can use it now, column by column."""
    acts: list[Action] = []
    if game.actions_left > 0:
        c = -1
        for ch in game.cheer:
            c += 1
            if not ch.ko and rule in (ABILITIES if ch.energy > 0 else ABILITIES_SPENT)[ch.name]:
                rule.offer(game, c, ch, acts)
    return acts


#: each cheerleader's shots at each row, by column, built as they are first offered
_SHOTS = {name: [[None] for _ in range(6)] for name in CHEER_DATA}


class Shoot(Rule):
    """3. Shoot: "A cheerleader can attack any zombie located in the same column as hers. If the
    targeted zombie is not already revealed, flip it face up. To perform an attack, a cheerleader
    has to spend an Energy token." Her weapon decides the hit: a number (strictly higher than the
    Stamina kills), Vanessa's skull (:class:`VanessasFrisbee`) or Gloria's Molotov cocktail
    (:class:`GloriasMolotov`)."""

    key = "shoot"
    kinds = ("shoot",)
    section = "3. Shoot"
    explain = ('A cheerleader spends an energy token to hit a zombie in her own column. A face-down zombie is turned '
               'up first; her weapon must beat its stamina to kill it.')

    def text(self, kind, name, r):
        return f"{name} shoots row {r}"

    def touch(self, kind, name, r):
        return ()           # the column is the cheerleader's now: see ``shot``

    def shot(self, name: str, c: int, r: int) -> Action:
        """``<name> shoots row <r>``, touched on the cheerleader then the zombie of her column ``c``."""
        return Action(self.text("shoot", name, r), CHEERLEADERS, "shoot", (name, r),
                      (f"cheer:{name}", f"grid:{pos(c, r)}"))

    def offer(self, game, c, ch, acts) -> None:
        """Her shots at each zombie of her column ``c``, added to ``acts``."""
        col = game.grid[c]
        shots = _SHOTS[ch.name][c]
        if len(shots) < len(col):
            shots = self.deeper(ch.name, c, len(col))
        acts += compress(shots, col)        # the shot at each space holding a zombie (a card is never false)

    def deeper(self, name: str, c: int, depth: int) -> list:
        """Her shots down column ``c``, built again past ``depth`` rows (:data:`_SHOTS`; row 0 has none)."""
        shots = _SHOTS[name][c] = [None] + [self.shot(name, c, r) for r in range(1, depth + 8)]
        return shots

    def choices(self, game, pending):
        return _offered(self, game)

    def preview(self, game, pending, action):
        name, r = action.args
        c = game.find_cheer(name)
        ch = game.cheer[c]
        z = game.grid[c][r]
        weapon = ch.weapon
        if weapon == "molotov":
            return RULES["molotov"].preview(game, pending, action)
        if weapon == "skull":
            return RULES["frisbee"].preview(game, pending, action)
        strength = weapon + ch.bonus
        return Preview(f"{name} spends a token and shoots {_the(z, CHEERLEADERS, c, r)} with Strength {strength}",
                       whole=f"{name} spends a token and " + _hit_text(game, z, strength, CHEERLEADERS, c, r))

    def resolve(self, game, pending, action):
        name, r = action.args
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
            rule = RULES["frisbee"]
            rule.trigger(game, Pending(rule, CHEERLEADERS, (c, r, z, runs)))
        elif weapon == "molotov":
            rule = RULES["molotov"]
            rule.trigger(game, Pending(rule, CHEERLEADERS, (c, r, z, runs)))
        else:
            hit(game, c, r, z, weapon + bonus)
        after_shot(game, runs)


class VanessasFrisbee(Rule):
    """Vanessa and her razor-blades-frisbee: "The frisbee can kill a zombie with only one hit" (a
    skull: killed regardless of its Stamina, a teacher at once). Her shot sets it off; it asks
    nothing (``pending.data``: the space, the zombie, the football players revealed)."""

    key = "frisbee"
    section = "The Cheerleaders"
    asks = False

    def preview(self, game, pending, action):
        """What Vanessa's shot ``action`` does."""
        name, r = action.args
        c = game.find_cheer(name)
        z = game.grid[c][r]
        move = f"Vanessa throws her frisbee at {_the(z, CHEERLEADERS, c, r)}"
        if z.card == QUEEN and z.up and game.queen_invincible():
            return Preview(move, whole=f"Vanessa's frisbee strikes the invincible Prom Queen at {pos(c, r)}: she stands")
        return Preview(move, whole=f"Vanessa's frisbee kills {_the(z, CHEERLEADERS, c, r)}, whatever its Stamina")

    def resolve(self, game, pending, action):
        c, r, z, runs = pending.data
        destroy(game, c, r, z)


def _neighbours(game, c, r):
    for c2, r2 in ((c, r - 1), (c, r + 1), (c - 1, r), (c + 1, r)):
        if 0 <= c2 < game.C and 1 <= r2 < len(game.grid[c2]) and game.grid[c2][r2] is not None:
            yield c2, r2, game.grid[c2][r2]


class GloriasMolotov(Rule):
    """Gloria's blast, her Molotov cocktails: "The targeted zombie is killed and the four adjacent cards
    are revealed. The four adjacent zombies suffer the blast of the explosion and are hit by an
    attack equal to the Strength of the central zombie." Barricades are not hit. Her shot sets it
    off; it asks nothing (``pending.data``: the space, the zombie, the football players revealed)."""

    key = "molotov"
    section = "The Cheerleaders"
    asks = False

    def preview(self, game, pending, action):
        """What Gloria's shot ``action`` does."""
        name_, r = action.args
        c = game.find_cheer(name_)
        z = game.grid[c][r]
        name = seen(z, CHEERLEADERS)
        around = list(_neighbours(game, c, r))
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

    def resolve(self, game, pending, action):
        c, r, z, runs = pending.data
        blast = z.strength
        destroy(game, c, r, z)
        game.log.append(f"The Molotov cocktail explodes: Strength {blast} on the four neighbours")
        for c2, r2, n in list(_neighbours(game, c, r)):
            reveal(game, c2, r2, n, runs)
            hit(game, c2, r2, n, blast)


#: what each cheerleader may do with her weapon or ability (Samantha cannot attack), filled by
#: :func:`gather` once the rules are in :data:`RULES`
ABILITIES: dict[str, tuple[Rule, ...]] = {}
#: the same, for a cheerleader with no energy token left (shooting and firing need one)
ABILITIES_SPENT: dict[str, tuple[Rule, ...]] = {}
#: the cheerleaders who shoot, and what else each may do with energy left (:data:`ABILITIES` but
#: her shots, which the Cheerleaders' turn offers first, and Clover's recharge, which is offered
#: only once she has no token left)
SHOOTERS: set[str] = set()
ABILITIES_BUT_SHOTS: dict[str, tuple[Rule, ...]] = {}


def gather() -> None:
    """Fill :data:`ABILITIES`, :data:`ABILITIES_SPENT`, :data:`SHOOTERS` and
    :data:`ABILITIES_BUT_SHOTS` from the rules of :data:`RULES`."""
    shoot, fire, recharge, sacrifice = RULES["shoot"], RULES["fire"], RULES["recharge"], RULES["sacrifice"]
    for name, d in CHEER_DATA.items():
        ABILITIES[name] = tuple(m for m, on in ((shoot, d["strength"] not in ("flame", "none")),
                                                (fire, d["strength"] == "flame"),
                                                (recharge, name == "Clover"),
                                                (sacrifice, name == "Sandy")) if on)
        ABILITIES_SPENT[name] = tuple(m for m in ABILITIES[name] if m not in (shoot, fire))
        if shoot in ABILITIES[name]:
            SHOOTERS.add(name)
        ABILITIES_BUT_SHOTS[name] = tuple(m for m in ABILITIES[name] if m not in (shoot, recharge))
