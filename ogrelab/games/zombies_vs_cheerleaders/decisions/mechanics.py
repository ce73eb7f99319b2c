"""The mechanics several effects share, one function each: a reveal (setting off the football
player's run, :class:`FootballRun`, a rule that asks nothing), a zombie advancing, a hit against Stamina, a pile taking hits, a cheerleader losing energy;
and what a seat may name of the table beforehand (the words of the previews).

Sections are the rulebook's (``/rulebooks/zombies_vs_cheerleaders.txt``); where the rulebook is
silent, the rulings table of this package's README says what the game does.
"""

from __future__ import annotations

from ogrelab.core import Pending, Preview, Rule

from ..cards import BOSSES, QUEEN, SPECIALS, STAMINA, ZOMBIES, Cheerleader, Zombie, pos, verb
from .actions import RULES


# ------------------------------------------------------- what a seat may name
def seen(z: Zombie, seat: int) -> str | None:
    """The zombie's card as ``seat`` knows it, or None when it is face down to that seat."""
    if z.up or seat == ZOMBIES or z.known:
        return z.card
    return None


def _the(z: Zombie, seat: int, c: int, r: int) -> str:
    name = seen(z, seat)
    return f"the {name} at {pos(c, r)}" if name else f"the face-down zombie at {pos(c, r)}"


def _hit_text(game, z: Zombie, strength: int, seat: int, c: int, r: int) -> str:
    """What a hit of ``strength`` does to a zombie, as ``seat`` can tell beforehand."""
    name = seen(z, seat)
    if name is None:
        return f"hits the face-down zombie at {pos(c, r)} with {strength}: its card decides what follows"
    if name == "teacher" and z.up:
        if strength <= 0:
            return f"leaves the teacher at {pos(c, r)} unhurt"
        return f"{'kills' if z.wounded else 'injures'} the teacher at {pos(c, r)}"
    if name == "teacher":
        return f"injures the teacher at {pos(c, r)} as she is revealed"
    return (f"kills the {name} at {pos(c, r)}" if strength > stamina(game, z)
            else f"hits the {name} at {pos(c, r)} with {strength}: it withstands")


def _pile_text(game, c: int, hits: int) -> str:
    """What ``hits`` do to pile ``c``, from the top card down, naming only cards already shown."""
    pile = game.piles[c]
    out = []
    i = len(pile) - 1
    damaged_now = False
    for _ in range(hits):
        if i < 0:
            break
        b = pile[i]
        name = b.card if (b.seen or b.damaged) else None
        which = "the top card" if i == len(pile) - 1 else "the card below"
        if b.damaged or damaged_now:
            out.append(f"destroys the damaged {name}" if name and b.damaged else "destroys that card")
            i -= 1
            damaged_now = False
        else:
            out.append(f"damages the intact {name}" if name else f"damages {which}")
            damaged_now = True
    if not out:
        return "hits an empty barricade space"
    return f"hits barricade pile {c + 1} with Strength {hits}: " + ", then ".join(out)


def pile_preview(game, c: int, card: str, hits: int, then: str = "") -> Preview:
    """The zombie ``card`` hits pile ``c``: the hit is the move, what it damages or destroys its outcome."""
    return Preview(f"the {card} {verb(card, 'attacks', 'attack')} barricade pile {c + 1} with Strength {hits}{then}",
                   whole=f"the {card} {_pile_text(game, c, hits)}{then}")


# ------------------------------------------------------------ shared mechanics
def reveal(game, c, r, z, runs=None) -> None:
    """Revealing a zombie: it stays face up to the end; a football player runs at once."""
    if z.up:
        return
    z.up = True
    z.known = False
    z.wounded = False
    game.log.append(f"The zombie at {pos(c, r)} is revealed: {z.card}")
    if z.card == "football player":
        if runs is None:
            run = RULES["football run"]
            run.trigger(game, Pending(run, ZOMBIES, (c, r)))
        else:
            runs.append(z)


class FootballRun(Rule):
    """The football player: "When this card gets revealed, it automatically advances until it
    meets an obstacle (another zombie, a barricade or a cheerleader). This free move prevents it
    from attacking in the same turn." Nobody chooses anything; ``pending.data`` is its space."""

    key = "football run"
    section = "The Zombies"
    asks = False

    def resolve(self, game, pending, action):
        c, r = pending.data
        col = game.grid[c]
        z = col[r]
        start = r
        while r > 1 and col[r - 1] is None and (r - 1 != 1 or not game.piles[c]):
            col[r - 1] = z
            col[r] = None
            r -= 1
        if r != start:
            z.moved = True
            game.log.append(f"The football player runs from {pos(c, start)} to {pos(c, r)}")


def eat(game, c, z) -> None:
    """Aim of the Game: a zombie placed on top of a knocked-out cheerleader eats her; the Zombies win."""
    game.log.append(f"The {z.card if z.up else 'zombie'} at {pos(c, 1)} "
                    f"{verb(z.card if z.up else 'zombie', 'eats', 'eat')} the knocked-out {game.cheer[c].name}")
    game.finish("eaten", f"a zombie ate {game.cheer[c].name}")


def advance_column(game, c: int, climb: bool, eat_ok: bool = True) -> bool:
    """Every zombie of the column one space forward, front first, gaps kept."""
    col = game.grid[c]
    z = col[1]
    if z is not None and not z.attacked and game.cheer[c].ko and eat_ok:
        eat(game, c, z)
        return True
    return _step_column(col, game.piles[c], climb, True) > 0


def _step_column(col: list, pile: list, climb: bool, mark: bool) -> int:
    """Move the zombies of ``col`` from row 2 back one space forward where they can; how many moved.

    A zombie moves into a space free or freed by the move; an attacked one stays and blocks; onto a
    barricade pile only revealed nerds when ``climb``. ``mark``: note that they moved this turn.
    """
    n = 0
    for r in range(2, len(col)):
        z = col[r]
        if z is None or z.attacked or col[r - 1] is not None:
            continue
        if r == 2 and pile and not (climb and z.up and z.card == "nerds"):
            continue
        col[r - 1] = z
        col[r] = None
        if mark:
            z.moved = True
        n += 1
    return n


def _column_steps(game, c: int, climb: bool) -> int:
    """How many zombies ``advance_column`` would move (a copy of the column is walked)."""
    return _step_column(list(game.grid[c]), game.piles[c], climb, False)


def hit_pile(game, c: int, hits: int) -> None:
    """Attacking a barricade: each hit damages an intact card (flipped over) or destroys a damaged
    one; a destroyed special barricade is kept by the Zombies. (2. Attack a barricade)"""
    pile = game.piles[c]
    for _ in range(hits):
        if not pile:
            break
        top = pile[-1]
        if not top.damaged:
            top.damaged = top.seen = True
            game.log.append(f"The barricade on top of pile {c + 1} is damaged: {top.card}")
        else:
            pile.pop()
            if top.card in SPECIALS:
                game.zombies_keep.append(top.card)
                game.log.append(f"{top.card} is destroyed; the Zombies keep its special action")
            else:
                game.barricade_discard.append(top.card)
                game.log.append(f"A {top.card} of pile {c + 1} is destroyed")


def hit_cheerleader(game, ch: Cheerleader, strength: int) -> None:
    """Attacking a cheerleader: she loses as many tokens as the Strength; knocked out if the
    Strength is higher than the tokens she had. (2. Attack a cheerleader)"""
    before = ch.energy
    ch.energy = max(0, before - strength)
    if strength > before:
        ch.ko = True
        ch.energy = 0
        game.log.append(f"{ch.name} loses {before} energy and is knocked out")
    else:
        game.log.append(f"{ch.name} loses {strength} energy ({ch.energy} left)")
    game.check_energy()


def kill(game, c, r, z) -> None:
    """A killed boss or bass drum player is kept by the Cheerleaders; the Prom Queen leaves the game."""
    game.grid[c][r] = None
    if z.card in BOSSES:
        game.cheer_keep.append(z.card)
        game.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'is', 'are')} killed; "
                        "the Cheerleaders keep its special action")
    elif z.card == "bass drum player":
        game.cheer_keep.append(z.card)
        game.log.append(f"The bass drum player at {pos(c, r)} is killed; the Cheerleaders keep it")
    elif z.card == QUEEN:
        game.queen_killed = True
        game.log.append("The Prom Queen is killed")
    else:
        game.zombie_discard.append(z.card)
        game.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'is', 'are')} killed")


def stamina(game, z) -> float:
    if z.card == QUEEN and game.queen_invincible():
        return float("inf")
    return STAMINA[z.card]


def hit(game, c, r, z, strength) -> None:
    """Shoot: "it must be strictly higher than the targeted zombie's Stamina to kill it"; the
    teacher: "The first time this zombie is hit, it is not killed but its Strength drops down to 1"."""
    if z.card == "teacher":
        if strength > 0:
            if z.wounded:
                kill(game, c, r, z)
            else:
                z.wounded = True
                game.log.append(f"The teacher at {pos(c, r)} is injured: its Strength drops to 1")
        return
    if strength > stamina(game, z):
        kill(game, c, r, z)
    else:
        game.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'withstands', 'withstand')} "
                        f"an attack of {strength}")


def destroy(game, c, r, z) -> None:
    """Killed regardless of Stamina (skull, Molotov, acid); only the invincible Prom Queen resists."""
    if z.card == QUEEN and game.queen_invincible():
        game.log.append("The Prom Queen is invincible while a boss remains undefeated")
        return
    kill(game, c, r, z)


def after_shot(game, runs) -> None:
    """Football players revealed by a shot run once it is resolved, those still on the grid; then
    the endings are checked."""
    run = RULES["football run"]
    for z in runs:
        for c in range(game.C):
            col = game.grid[c]
            if z in col:
                run.trigger(game, Pending(run, ZOMBIES, (c, col.index(z))))
                break
    game.check_cleared()
    game.check_energy()

