"""Every decision of Zombies vs Cheerleaders, and every action, ability and card it offers.

Two kinds of units live here, each one class with the rulebook's words in its docstring:

- a :class:`Move` is one thing a turn may do (advance, attack, a cheerleader's
  weapon, a kept barricade or boss card): when it is offered (``options``), what
  it would do (``preview``, from the deciding seat's knowledge only) and what it
  does (``resolve``);
- a :class:`~ogrelab.core.decision.Rule` asks a seat to decide: the two turns,
  the set-up steps and the choices inside an effect (Fresh meat's reorganizing,
  the coach, the janitor, ...). An effect's follow-up rule sits right after the
  move that sets it off.

Every action names what a person touches on the table to make it (``Action.on``,
from :data:`ON`): a zombie then its target, a cheerleader then a zombie or another
cheerleader, a kept card then where it acts, a heading, a pile, a card in hand, or
a ``control:`` drawn in the table.

The mechanics several effects share (a reveal and the football player's run, a
hit against Stamina, a pile taking hits) are functions at the top, one each.
Sections are the rulebook's (``/rulebooks/zombies_vs_cheerleaders.txt``);
where the rulebook is silent, the rulings table of this package's README says
what the game does.
"""

from __future__ import annotations

from ogrelab.core import Action, Pending, Rule, rulebook

from .cards import (BOSSES, CHEER_DATA, CHEERLEADERS, FIRST_ZOMBIE_ROW, MODE_CARDS,
                    QUEEN, SIDE_NAMES, SPECIALS, STAMINA, ZOMBIE_ROWS, ZOMBIES, Barricade, Cheerleader,
                    Zombie, pos, verb)

# ------------------------------------------------------------------ action texts
TEXTS = {
    "reveal": lambda c, r: f"reveal {pos(c, r)}",
    "advance_column": lambda c, climb: f"advance column {c + 1}" + (", nerds climb" if climb else ""),
    "advance_row": lambda r, climb: f"advance row {r}" + (", nerds climb" if climb else ""),
    "sideways": lambda c, r, c2: f"move {pos(c, r)} sideways to column {c2 + 1}",
    "attack": lambda c, r, target: f"{pos(c, r)} attacks {target}",
    "throw": lambda c, r: f"{pos(c, r)} throws at the barricade",
    "Sniper": lambda c, r: f"Sniper: {pos(c, r)} throws at the barricade",
    "Ziiiiip": lambda c: f"Ziiiiip column {c + 1}",
    "Fresh meat": lambda c: f"Fresh meat column {c + 1}",
    "Classes begin": lambda: "Classes begin",
    "Return of the Zombies 3": lambda: "Return of the Zombies 3",
    "Return of the Zombies 4": lambda c: f"Return of the Zombies 4 behind column {c + 1}",
    "Prom Queen": lambda c, r: f"Prom Queen to {pos(c, r)}",
    "end": lambda: "end turn",
    "place": lambda desc, r: f"put {desc} at row {r}",
    "return": lambda card, c: f"put {card} behind column {c + 1}",
    "setup_zombie": lambda card, c, r: f"put {card} at {pos(c, r)}",
    "deal": lambda: "deal the barricades in piles of two",
    "setup_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "swap": lambda a, b: f"swap {a} and {b}",
    "move_pile": lambda s, d: f"move barricades {s + 1} onto {d + 1}",
    "move_top": lambda s, d: f"move top barricade {s + 1} onto {d + 1}",
    "shoot": lambda name, r: f"{name} shoots row {r}",
    "fire": lambda name: f"{name} fires",
    "recharge": lambda name: f"{name} recharges",
    "sacrifice": lambda name: f"{name} sacrifices herself",
    "nurse": lambda name: f"nurse: {name} +1 energy",
    "teacher's pet": lambda name: f"teacher's pet: {name} +1 strength",
    "coach": lambda: "coach",
    "security guard": lambda: "security guard",
    "principal": lambda: "principal",
    "janitor": lambda: "janitor",
    "bass drum": lambda: "bass drum player: +2 actions",
    "look": lambda c, r: f"look at {pos(c, r)}",
    "back_column": lambda c: f"move back column {c + 1}",
    "back_row": lambda r: f"move back row {r}",
    "repair": lambda card, c: f"repair {card} at column {c + 1}",
    "rebuild": lambda card, c: f"rebuild {card} at column {c + 1}",
    "janitor_done": lambda: "janitor done",
    "coach_cheerleader": lambda name, c: f"{name} to column {c + 1}",
    "coach_barricade": lambda desc, c: f"put {desc} on column {c + 1}",
}

def _grid(c: int, r: int) -> str:
    """The touch key of a grid space; row 1 is the barricade space of the column (``pile:<column>``)."""
    return f"grid:{pos(c, r)}" if r > 1 else f"pile:{c + 1}"


#: What a person touches on the table to make each kind of action, in click order (``Action.on``):
#: a zombie or cheerleader then its target, a kept card then where it acts, a column or row heading,
#: a card in hand; ``control:`` keys are drawn as controls in the table.
ON = {
    "reveal": lambda c, r: (f"grid:{pos(c, r)}",),
    "advance_column": lambda c, climb: (f"control:climb column {c + 1}",) if climb else (f"column:{c + 1}",),
    "advance_row": lambda r, climb: (f"control:climb row {r}",) if climb else (f"row:{r}",),
    "sideways": lambda c, r, c2: (f"grid:{pos(c, r)}", _grid(c2, r)),
    "attack": lambda c, r, target: (f"grid:{pos(c, r)}", f"cheer:{target}" if r == 1 else f"pile:{c + 1}"),
    "throw": lambda c, r: (f"grid:{pos(c, r)}", f"pile:{c + 1}"),
    "Sniper": lambda c, r: ("keep:Sniper", f"grid:{pos(c, r)}"),
    "Ziiiiip": lambda c: ("keep:Ziiiiip", f"column:{c + 1}"),
    "Fresh meat": lambda c: ("keep:Fresh meat", f"column:{c + 1}"),
    "Classes begin": lambda: ("keep:Classes begin",),
    "Return of the Zombies 3": lambda: ("keep:Return of the Zombies 3",),
    "Return of the Zombies 4": lambda c: ("keep:Return of the Zombies 4", f"column:{c + 1}"),
    "Prom Queen": lambda c, r: (f"keep:{QUEEN}", _grid(c, r)),
    "end": lambda: ("control:end turn",),
    "place": lambda desc, r: (f"hand:{desc}",),
    "return": lambda card, c: (f"column:{c + 1}",),
    "setup_zombie": lambda card, c, r: (f"hand:{card}",),
    "deal": lambda: ("control:deal",),
    "setup_cheerleader": lambda name, c: (f"cheer:{name}",),
    "swap": lambda a, b: (f"cheer:{a}", f"cheer:{b}"),
    "move_pile": lambda s, d: (f"pile:{s + 1}", f"pile:{d + 1}"),
    "move_top": lambda s, d: (f"top:{s + 1}", f"pile:{d + 1}"),
    "shoot": lambda name, r: (),          # the column is the cheerleader's now: see Shoot.options
    "fire": lambda name: (f"ability:{name}",),
    "recharge": lambda name: (f"ability:{name}",),
    "sacrifice": lambda name: (f"ability:{name}",),
    "nurse": lambda name: ("keep:nurse", f"cheer:{name}"),
    "teacher's pet": lambda name: ("keep:teacher's pet", f"cheer:{name}"),
    "coach": lambda: ("keep:coach",),
    "security guard": lambda: ("keep:security guard",),
    "principal": lambda: ("keep:principal",),
    "janitor": lambda: ("keep:janitor",),
    "bass drum": lambda: ("keep:bass drum player",),
    "look": lambda c, r: (f"grid:{pos(c, r)}",),
    "back_column": lambda c: (f"column:{c + 1}",),
    "back_row": lambda r: (f"row:{r}",),
    "repair": lambda card, c: (f"barricade:{c + 1}:{card}",),
    "rebuild": lambda card, c: (f"discard:{card}", f"pile:{c + 1}"),
    "janitor_done": lambda: ("control:janitor done",),
    "coach_cheerleader": lambda name, c: (f"cheer:{name}",),
    "coach_barricade": lambda desc, c: (f"barricade:{desc}", f"pile:{c + 1}"),
}

_CACHE: dict = {}
_get = _CACHE.get


def _make(key) -> Action:
    seat, kind, args = key
    a = _CACHE[key] = Action(TEXTS[kind](*args), seat, kind, args, ON[kind](*args))
    return a


def act(seat, kind, *args) -> Action:
    """Actions are immutable, so each distinct one is built once and shared."""
    key = (seat, kind, args)
    return _get(key) or _make(key)


_SWAPS: dict = {}
_REVEAL = [[act(ZOMBIES, "reveal", c, r) for r in range(40)] for c in range(6)]
_SHOTS: dict = {}
_REVEAL_CONTROLS: dict = {}


def shot(name: str, c: int, r: int) -> Action:
    """``<name> shoots row <r>``, touched on the cheerleader then the zombie of her column ``c``."""
    key = (name, c, r)
    a = _SHOTS.get(key)
    if a is None:
        a = _SHOTS[key] = Action(TEXTS["shoot"](name, r), CHEERLEADERS, "shoot", (name, r),
                                 (f"cheer:{name}", f"grid:{pos(c, r)}"))
    return a


def reveal_control(a: Action) -> Action:
    """A reveal made by a control in the table: its zombie's click already raises a move sideways."""
    b = _REVEAL_CONTROLS.get(a.args)
    if b is None:
        b = _REVEAL_CONTROLS[a.args] = Action(a.text, a.seat, a.kind, a.args, (f"control:{a.text}",))
    return b
_MOVES: dict = {}


# ------------------------------------------------------- what a seat may name
def seen(z: Zombie, seat: int) -> str | None:
    """The zombie's card as ``seat`` knows it, or None when it is face down to that seat."""
    if z.up or seat == ZOMBIES or z.known:
        return z.card
    return None


def _the(z: Zombie, seat: int, c: int, r: int) -> str:
    name = seen(z, seat)
    return f"the {name} at {pos(c, r)}" if name else f"the face-down zombie at {pos(c, r)}"


def _hit_text(g, z: Zombie, strength: int, seat: int, c: int, r: int) -> str:
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
    return (f"kills the {name} at {pos(c, r)}" if strength > stamina(g, z)
            else f"hits the {name} at {pos(c, r)} with {strength}: it withstands")


def _pile_text(g, c: int, hits: int) -> str:
    """What ``hits`` do to pile ``c``, from the top card down, naming only cards already shown."""
    pile = g.piles[c]
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


# ------------------------------------------------------------ shared mechanics
def reveal(g, c, r, z, runs=None) -> None:
    """Revealing a zombie: it stays face up to the end; a football player runs at once."""
    if z.up:
        return
    z.up = True
    z.known = False
    z.wounded = False
    g.log.append(f"The zombie at {pos(c, r)} is revealed: {z.card}")
    if z.card == "football player":
        if runs is None:
            football_run(g, c, r)
        else:
            runs.append(z)


def football_run(g, c, r) -> None:
    """The football player: "When this card gets revealed, it automatically advances until it
    meets an obstacle (another zombie, a barricade or a cheerleader). This free move prevents it
    from attacking in the same turn." (The Zombies)"""
    col = g.grid[c]
    z = col[r]
    start = r
    while r > 1 and col[r - 1] is None and (r - 1 != 1 or not g.piles[c]):
        col[r - 1] = z
        col[r] = None
        r -= 1
    if r != start:
        z.moved = True
        g.log.append(f"The football player runs from {pos(c, start)} to {pos(c, r)}")


def eat(g, c, z) -> None:
    """Aim of the Game: a zombie placed on top of a knocked-out cheerleader eats her; the Zombies win."""
    g.log.append(f"The {z.card if z.up else 'zombie'} at {pos(c, 1)} "
                 f"{verb(z.card if z.up else 'zombie', 'eats', 'eat')} the knocked-out {g.cheer[c].name}")
    g.finish(ZOMBIES, f"a zombie ate {g.cheer[c].name}")


def advance_column(g, c: int, climb: bool, eat_ok: bool = True) -> bool:
    """Every zombie of the column one space forward, front first, gaps kept."""
    col = g.grid[c]
    z = col[1]
    if z is not None and not z.attacked and g.cheer[c].ko and eat_ok:
        eat(g, c, z)
        return True
    return _step_column(col, g.piles[c], climb, True) > 0


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


def _column_steps(g, c: int, climb: bool) -> int:
    """How many zombies ``advance_column`` would move (a copy of the column is walked)."""
    return _step_column(list(g.grid[c]), g.piles[c], climb, False)


def hit_pile(g, c: int, hits: int) -> None:
    """Attacking a barricade: each hit damages an intact card (flipped over) or destroys a damaged
    one; a destroyed special barricade is kept by the Zombies. (2. Attack a barricade)"""
    pile = g.piles[c]
    for _ in range(hits):
        if not pile:
            break
        top = pile[-1]
        if not top.damaged:
            top.damaged = top.seen = True
            g.log.append(f"The barricade on top of pile {c + 1} is damaged: {top.card}")
        else:
            pile.pop()
            if top.card in SPECIALS:
                g.zombies_keep.append(top.card)
                g.log.append(f"{top.card} is destroyed; the Zombies keep its special action")
            else:
                g.barricade_discard.append(top.card)
                g.log.append(f"A {top.card} of pile {c + 1} is destroyed")


def hit_cheerleader(g, ch: Cheerleader, strength: int) -> None:
    """Attacking a cheerleader: she loses as many tokens as the Strength; knocked out if the
    Strength is higher than the tokens she had. (2. Attack a cheerleader)"""
    before = ch.energy
    ch.energy = max(0, before - strength)
    if strength > before:
        ch.ko = True
        ch.energy = 0
        g.log.append(f"{ch.name} loses {before} energy and is knocked out")
    else:
        g.log.append(f"{ch.name} loses {strength} energy ({ch.energy} left)")
    g.check_energy()


def kill(g, c, r, z) -> None:
    """A killed boss or bass drum player is kept by the Cheerleaders; the Prom Queen leaves the game."""
    g.grid[c][r] = None
    if z.card in BOSSES:
        g.cheer_keep.append(z.card)
        g.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'is', 'are')} killed; "
                     "the Cheerleaders keep its special action")
    elif z.card == "bass drum player":
        g.cheer_keep.append(z.card)
        g.log.append(f"The bass drum player at {pos(c, r)} is killed; the Cheerleaders keep it")
    elif z.card == QUEEN:
        g.queen_killed = True
        g.log.append("The Prom Queen is killed")
    else:
        g.zombie_discard.append(z.card)
        g.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'is', 'are')} killed")


def stamina(g, z) -> float:
    if z.card == QUEEN and g.queen_invincible():
        return float("inf")
    return STAMINA[z.card]


def hit(g, c, r, z, strength) -> None:
    """Shoot: "it must be strictly higher than the targeted zombie's Stamina to kill it"; the
    teacher: "The first time this zombie is hit, it is not killed but its Strength drops down to 1"."""
    if z.card == "teacher":
        if strength > 0:
            if z.wounded:
                kill(g, c, r, z)
            else:
                z.wounded = True
                g.log.append(f"The teacher at {pos(c, r)} is injured: its Strength drops to 1")
        return
    if strength > stamina(g, z):
        kill(g, c, r, z)
    else:
        g.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'withstands', 'withstand')} an attack of {strength}")


def destroy(g, c, r, z) -> None:
    """Killed regardless of Stamina (skull, Molotov, acid); only the invincible Prom Queen resists."""
    if z.card == QUEEN and g.queen_invincible():
        g.log.append("The Prom Queen is invincible while a boss remains undefeated")
        return
    kill(g, c, r, z)


def after_shot(g, runs) -> None:
    """Football players revealed by a shot run once it is resolved; then the endings are checked."""
    for z in runs:
        for c in range(g.C):
            col = g.grid[c]
            if z in col:
                football_run(g, c, col.index(z))
                break
    g.check_cleared()
    g.check_energy()


def _on_grid(g, z) -> bool:
    return any(z in col for col in g.grid)


def ask(key: str, data: dict) -> Pending:
    """The decision ``key`` of :data:`RULES`, open now, asked of the side its rule names."""
    rule = RULES[key]
    return Pending(rule, rule.side, data)


# ======================================================================= moves
class Move:
    """One thing a turn may do: its action kinds, when it is offered, its preview and its resolution."""

    kinds: tuple[str, ...] = ()
    section = ""

    def preview(self, g, a: Action) -> str:
        raise NotImplementedError(f"{type(self).__name__} has no preview")

    def resolve(self, g, a: Action) -> None:
        raise NotImplementedError(f"{type(self).__name__} resolves nothing")


# ------------------------------------------------------------- zombie actions
class Reveal(Move):
    """Revealing a zombie: "Revealing a zombie does not count as an action. The Zombies player
    can do it at any time for free." Offered at each main decision of the Zombies."""

    kinds = ("reveal",)
    section = "1. Advance an entire column or row"

    def preview(self, g, a):
        c, r = a.args
        z = g.grid[c][r]
        text = f"turns the {z.card} at {pos(c, r)} face up, for free"
        if z.card == "football player":
            text += "; the football player runs forward at once"
        if z.card == "teacher":
            text += "; she gets her teacher token on 2"
        return text

    def resolve(self, g, a):
        c, r = a.args
        reveal(g, c, r, g.grid[c][r])


class Advance(Move):
    """1. Advance an entire column or row closer to the cheerleaders: "As the zombies move, empty
    spaces that might exist between cards must be kept. If not all zombies from a row or a column
    can move ... only those that can are moved." A zombie moved onto a knocked-out cheerleader eats
    her. Revealed nerds may climb onto the barricade pile in front of them."""

    kinds = ("advance_column", "advance_row")
    section = "1. Advance an entire column or row"

    def preview(self, g, a):
        climb = a.args[1]
        tail = ", the nerds climbing onto the pile" if climb else ""
        if a.kind == "advance_column":
            c = a.args[0]
            z = g.grid[c][1]
            if z is not None and not z.attacked and g.cheer[c].ko:
                return f"the zombie at {pos(c, 1)} eats the knocked-out {g.cheer[c].name}: the Zombies win"
            n = _column_steps(g, c, climb)
            return f"column {c + 1} advances: {n} zombie{'s' if n != 1 else ''} one space forward{tail}"
        r = a.args[0]
        eats = [g.cheer[c].name for c in range(g.C) if r == 1 and r < len(g.grid[c])
                and g.grid[c][r] is not None and not g.grid[c][r].attacked and g.cheer[c].ko]
        if eats:
            return f"a zombie of row 1 eats the knocked-out {eats[0]}: the Zombies win"
        n = sum(1 for c in range(g.C) if self._steps(g, c, r, climb))
        return f"row {r} advances: {n} zombie{'s' if n != 1 else ''} one space forward{tail}"

    @staticmethod
    def _steps(g, c, r, climb) -> bool:
        col = g.grid[c]
        if r >= len(col) or r < 2:
            return False
        z = col[r]
        if z is None or z.attacked or col[r - 1] is not None:
            return False
        return not (r == 2 and g.piles[c] and not (climb and z.up and z.card == "nerds"))

    def resolve(self, g, a):
        g.spend()
        if a.kind == "advance_column":
            c, climb = a.args
            g.log.append(f"The Zombies advance column {c + 1}" + (", the nerds climb" if climb else ""))
            advance_column(g, c, climb)
            return
        r, climb = a.args
        g.log.append(f"The Zombies advance row {r}" + (", the nerds climb" if climb else ""))
        for c in range(g.C):
            col = g.grid[c]
            if r >= len(col):
                continue
            z = col[r]
            if z is None or z.attacked:
                continue
            if r == 1:
                if g.cheer[c].ko:
                    eat(g, c, z)
                    return
                continue
            if self._steps(g, c, r, climb):
                col[r - 1] = z
                col[r] = None
                z.moved = True


class Sideways(Move):
    """Special case: "If no zombies in any column can advance any further, the Zombies player can
    for one action move a zombie horizontally from one column to another adjacent column, keeping
    the zombie in the same row." """

    kinds = ("sideways",)
    section = "1. Advance an entire column or row"

    def preview(self, g, a):
        c, r, c2 = a.args
        return f"moves the {g.grid[c][r].card} at {pos(c, r)} to {pos(c2, r)}"

    def resolve(self, g, a):
        c, r, c2 = a.args
        g.spend()
        z = g.grid[c][r]
        g.grid[c][r] = None
        g.place(c2, r, z)
        z.moved = True
        g.log.append(f"No column can advance: the Zombies move {pos(c, r)} sideways to column {c2 + 1}")


class Attack(Move):
    """2. Attack a barricade or a cheerleader: a revealed zombie that has not moved hits the card in
    front of it with its Strength, once a turn. The lunch lady "can attack only once. After its
    attack it is automatically destroyed." """

    kinds = ("attack",)
    section = "2. Attack a barricade or a cheerleader"

    def preview(self, g, a):
        c, r, target = a.args
        z = g.grid[c][r]
        s = z.strength
        if r == 1:
            ch = g.cheer[c]
            text = (f"the {z.card} hits {ch.name} for {s}: she is knocked out" if s > ch.energy
                    else f"the {z.card} hits {ch.name} for {s}: {ch.energy - s} energy left")
        else:
            text = f"the {z.card} {_pile_text(g, c, s)}"
        if z.card == "lunch lady":
            text += "; the lunch lady is then destroyed"
        return text

    def resolve(self, g, a):
        c, r, target = a.args
        g.spend()
        z = g.grid[c][r]
        z.attacked = True
        g.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'attacks', 'attack')} {target} with Strength {z.strength}")
        if r == 1:
            hit_cheerleader(g, g.cheer[c], z.strength)
        else:
            hit_pile(g, c, z.strength)
        if z.card == "lunch lady" and g.grid[c][r] is z:
            g.grid[c][r] = None
            g.zombie_discard.append(z.card)
            g.log.append("The lunch lady has made her one attack and is destroyed")
            g.check_cleared()


class BaseballThrow(Move):
    """The baseball player: "can perform a ranged attack on the barricade of its column (this ranged
    attack does not work on cheerleaders)." Strength 1; it is its attack of the turn."""

    kinds = ("throw",)
    section = "The Zombies"

    def preview(self, g, a):
        c, r = a.args
        return f"the baseball player {_pile_text(g, c, 1)}"

    def resolve(self, g, a):
        c, r = a.args
        g.spend()
        g.grid[c][r].attacked = True
        g.log.append(f"The baseball player at {pos(c, r)} throws at barricade pile {c + 1}")
        hit_pile(g, c, 1)


class EndTurn(Move):
    """Ending a turn early (a ruling: the rulebook gives three actions; a side may use fewer)."""

    kinds = ("end",)
    section = "Flow of the Game"

    def preview(self, g, a):
        other = SIDE_NAMES[g.side ^ 1]
        return f"ends the {SIDE_NAMES[g.side]}' turn; the {other} play"

    def resolve(self, g, a):
        g.log.append(f"The {SIDE_NAMES[g.side]} end their turn")
        g.end_turn()


# ----------------------------------------------- special actions from barricades
class Special(Move):
    """A barricade card the Zombies keep: one action to play, then discarded."""

    card = ""
    section = "Special Actions from the Barricades"

    def options(self, g, scan) -> list[Action]:
        raise NotImplementedError

    def use(self, g) -> None:
        g.spend()
        g.zombies_keep.remove(self.card)
        g.barricade_discard.append(self.card)


class Sniper(Special):
    """Sniper: "Perform a ranged attack of Strength 2 on a barricade with a baseball player." A
    revealed baseball player that has neither moved nor attacked; it is its attack of the turn."""

    kinds = ("Sniper",)
    card = "Sniper"

    def options(self, g, scan):
        return [act(ZOMBIES, "Sniper", c, r) for c, r in scan["baseball"]]

    def preview(self, g, a):
        c, r = a.args
        return f"the baseball player {_pile_text(g, c, 2)}"

    def resolve(self, g, a):
        c, r = a.args
        self.use(g)
        g.grid[c][r].attacked = True
        g.log.append(f"Sniper: the baseball player at {pos(c, r)} throws at pile {c + 1} with Strength 2")
        hit_pile(g, c, 2)


class Ziiiiip(Special):
    """Ziiiiip: "Advance a whole column as close as possible to a barricade or a cheerleader."
    The column advances again and again until nothing moves; it never eats, never climbs."""

    kinds = ("Ziiiiip",)
    card = "Ziiiiip"

    def options(self, g, scan):
        return [act(ZOMBIES, "Ziiiiip", c) for c in range(g.C) if scan["zipable"][c]]

    def preview(self, g, a):
        return f"column {a.args[0] + 1} advances until nothing more moves"

    def resolve(self, g, a):
        c = a.args[0]
        self.use(g)
        g.log.append(f"Ziiiiip: column {c + 1} advances as close as it can")
        while advance_column(g, c, False, eat_ok=False):
            pass


class FreshMeat(Special):
    """Fresh meat: "Choose a column. Revealed zombie cards, except injured teachers (with a strength
    of 1) are turned face down again. You can then reorganize the cards of that column freely. This
    does not count as a movement." The Prom Queen, known to both sides, stays face up; nerds on a
    pile stay. The reorganizing is the decision :class:`FreshMeatReorganize`."""

    kinds = ("Fresh meat",)
    card = "Fresh meat"

    @staticmethod
    def rows(g, c: int) -> list[int]:
        col = g.grid[c]
        return [r for r in range(1, len(col)) if col[r] is not None and not (r == 1 and g.piles[c])]

    def options(self, g, scan):
        return [act(ZOMBIES, "Fresh meat", c) for c in range(g.C) if self.rows(g, c)]

    def preview(self, g, a):
        n = len(self.rows(g, a.args[0]))
        return f"turns column {a.args[0] + 1} face down (not injured teachers) and reorganizes its {n} card(s)"

    def resolve(self, g, a):
        c = a.args[0]
        self.use(g)
        col = g.grid[c]
        rows = self.rows(g, c)
        for r in range(1, len(col)):
            z = col[r]
            if z is not None:
                if not (z.card == "teacher" and z.wounded) and z.card != QUEEN:
                    z.up = False
                z.known = False
        cards = []
        for r in rows:
            cards.append(col[r])
            col[r] = None
        g.log.append(f"Fresh meat: column {c + 1} is turned face down and reorganized")
        g.pending = ask("fresh meat", {"column": c, "rows": rows, "cards": cards})
        FreshMeatReorganize.auto(g)


class FreshMeatReorganize(Rule):
    """Fresh meat, its reorganizing: the Zombies place the column's cards among the same spaces, one
    at a time from the front. The last card takes the last space by itself, and so do cards all face
    up and alike; never because face-down cards look alike, which the Cheerleaders cannot see."""

    key = "fresh meat"
    side = ZOMBIES          # who decides
    section = "Special Actions from the Barricades"
    ask = "Fresh meat: the Zombies reorganize the column, space by space from the front"

    def choices(self, g, p):
        r = p.data["rows"][0]
        seen_ = []
        for z in p.data["cards"]:
            d = z.desc()
            if d not in seen_:
                seen_.append(d)
        return [act(ZOMBIES, "place", d, r) for d in seen_]

    def preview(self, g, p, a):
        desc, r = a.args
        return f"puts the {desc} at {pos(p.data['column'], r)}"

    def resolve(self, g, p, a):
        desc, r = a.args
        d = p.data
        for i, z in enumerate(d["cards"]):
            if z.desc() == desc:
                break
        d["cards"].pop(i)
        d["rows"].pop(0)
        self.put(g, d["column"], r, z)
        self.auto(g)

    @staticmethod
    def put(g, c, r, z) -> None:
        g.place(c, r, z)
        g.log.append(f"Fresh meat: {'the ' + z.card if z.up else 'a face-down zombie'} goes to {pos(c, r)}")

    @classmethod
    def auto(cls, g) -> None:
        """The last card, or cards all face up and alike, take the next space through ``Game.auto``."""
        p = g.pending
        d = p.data
        if not d["rows"]:
            g.pending = None
        elif len(d["cards"]) == 1 or (all(z.up for z in d["cards"]) and len({z.desc() for z in d["cards"]}) == 1):
            g.auto(p, act(ZOMBIES, "place", d["cards"][0].desc(), d["rows"][0]))


class ClassesBegin(Special):
    """Classes begin: "Move each column up to 2 spaces forward, when it is possible." Column 1 first,
    each as a normal advance (a knocked-out cheerleader can be eaten); no climbing."""

    kinds = ("Classes begin",)
    card = "Classes begin"

    def options(self, g, scan):
        return [act(ZOMBIES, "Classes begin")] if any(scan["col_move"]) else []

    def preview(self, g, a):
        return "every column advances up to two spaces, column 1 first"

    def resolve(self, g, a):
        self.use(g)
        g.log.append("Classes begin: each column moves up to two spaces forward")
        for c in range(g.C):
            for _ in range(2):
                if g.verdict is None:
                    advance_column(g, c, False)


def _draw_discarded(g, n) -> list[str]:
    g.rng.shuffle(g.zombie_discard)
    drawn = g.zombie_discard[-n:]
    del g.zombie_discard[-n:]
    return drawn


class ReturnOfTheZombies3(Special):
    """Return of the Zombies 3: "Shuffle all discarded Zombies except the bosses and draw three of
    them. Place each one of them behind the last zombie card of a different column." The columns
    are the decision :class:`ReturnThree`, one card at a time."""

    kinds = ("Return of the Zombies 3",)
    card = "Return of the Zombies 3"

    def options(self, g, scan):
        return [act(ZOMBIES, self.card)] if g.zombie_discard else []

    def preview(self, g, a):
        n = min(3, len(g.zombie_discard))
        return f"draws {n} of the {len(g.zombie_discard)} discarded zombies at random, each for a different column"

    def resolve(self, g, a):
        self.use(g)
        drawn = _draw_discarded(g, 3)
        g.log.append(f"Return of the Zombies 3: {len(drawn)} discarded zombies come back")
        g.pending = ask("return 3", {"cards": drawn, "columns": []})


class ReturnThree(Rule):
    """Return of the Zombies 3, placing: each drawn zombie goes face down right behind the last
    zombie of a column not used yet (row 3 in an empty column)."""

    key = "return 3"
    side = ZOMBIES          # who decides
    section = "Special Actions from the Barricades"
    ask = "Return of the Zombies 3: each drawn zombie goes behind the last zombie of a different column"

    def choices(self, g, p):
        card = p.data["cards"][0]
        return [act(ZOMBIES, "return", card, c) for c in range(g.C) if c not in p.data["columns"]]

    def preview(self, g, p, a):
        card, c = a.args
        return f"puts the {card} face down at {pos(c, g.behind_last(c))}"

    def resolve(self, g, p, a):
        card, c = a.args
        p.data["cards"].pop(0)
        p.data["columns"].append(c)
        r = g.behind_last(c)
        g.place(c, r, Zombie(card))
        g.log.append(f"A zombie comes back face down at {pos(c, r)}")
        if not p.data["cards"]:
            g.pending = None


class ReturnOfTheZombies4(Special):
    """Return of the Zombies 4: "Shuffle all discarded Zombies except the bosses and draw four of
    them. Place them behind the last zombie card of a column of your choice." In the order drawn."""

    kinds = ("Return of the Zombies 4",)
    card = "Return of the Zombies 4"

    def options(self, g, scan):
        return [act(ZOMBIES, self.card, c) for c in range(g.C)] if g.zombie_discard else []

    def preview(self, g, a):
        n = min(4, len(g.zombie_discard))
        return f"draws {n} discarded zombies at random and puts them face down behind column {a.args[0] + 1}"

    def resolve(self, g, a):
        c = a.args[0]
        self.use(g)
        drawn = _draw_discarded(g, 4)
        g.log.append(f"Return of the Zombies 4: {len(drawn)} discarded zombies come back behind column {c + 1}")
        for card in drawn:
            g.place(c, g.behind_last(c), Zombie(card))


class PromQueen(Special):
    """Prom Queen: "place it on any free space behind a zombie. ... It is invincible as long as the
    other bosses have not been defeated." Then her Stamina is 1; killed, she is out of the game."""

    kinds = ("Prom Queen",)
    card = QUEEN

    def options(self, g, scan):
        if g.queen_killed or any(z is not None and z.card == QUEEN for col in g.grid for z in col):
            return []
        acts = []
        for c in range(g.C):
            col = g.grid[c]
            for r in range(1, len(col)):
                if col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    acts.append(act(ZOMBIES, QUEEN, c, r + 1))
        return acts

    def preview(self, g, a):
        c, r = a.args
        state = "invincible while a boss is undefeated" if g.queen_invincible() else "Stamina 1"
        return f"the Prom Queen takes her place face up at {pos(c, r)} ({state})"

    def resolve(self, g, a):
        c, r = a.args
        self.use(g)
        g.place(c, r, Zombie(QUEEN, up=True))
        g.log.append(f"The Prom Queen takes her place at {pos(c, r)}")


SPECIAL_MOVES: dict[str, Special] = {m.card: m for m in (
    Sniper(), Ziiiiip(), FreshMeat(), ClassesBegin(), ReturnOfTheZombies3(), ReturnOfTheZombies4(), PromQueen())}


# -------------------------------------------------------- cheerleaders' actions
class Swap(Move):
    """1. Swap the positions of two cheerleaders: "The two cheerleaders do not have to be adjacent.
    As a cheerleader is moved, she keeps the Energy tokens ... A knocked-out cheerleader can still
    be moved." """

    kinds = ("swap",)
    section = "1. Swap the positions of two cheerleaders"

    def preview(self, g, a):
        x, y = a.args
        return f"{x} goes to column {g.find_cheer(y) + 1} and {y} to column {g.find_cheer(x) + 1}"

    def resolve(self, g, a):
        x, y = a.args
        g.spend()
        i, j = g.find_cheer(x), g.find_cheer(y)
        g.cheer[i], g.cheer[j] = g.cheer[j], g.cheer[i]
        g.log.append(f"The Cheerleaders swap {x} and {y}")


class MoveBarricade(Move):
    """2. Move a barricade: "Move all or part of a barricade pile either on a free space of the
    barricades row, or on top of an existing barricade pile. If you decide to move only part of a
    pile, only the top card can be moved." A pile under nerds cannot be moved nor stacked on."""

    kinds = ("move_pile", "move_top")
    section = "2. Move a barricade"

    def preview(self, g, a):
        s, d = a.args
        what = f"the {len(g.piles[s])} cards of pile {s + 1}" if a.kind == "move_pile" \
            else f"the top card of pile {s + 1}"
        onto = f"onto pile {d + 1}" if g.piles[d] else f"to the free space of column {d + 1}"
        return f"moves {what} {onto}"

    def resolve(self, g, a):
        s, d = a.args
        g.spend()
        if a.kind == "move_pile":
            g.piles[d].extend(g.piles[s])
            g.piles[s] = []
            g.log.append(f"The Cheerleaders move barricade pile {s + 1} onto {d + 1}")
        else:
            g.piles[d].append(g.piles[s].pop())
            g.log.append(f"The Cheerleaders move the top barricade of pile {s + 1} onto {d + 1}")


class Shoot(Move):
    """3. Shoot: "A cheerleader can attack any zombie located in the same column as hers. If the
    targeted zombie is not already revealed, flip it face up. To perform an attack, a cheerleader
    has to spend an Energy token." Her weapon decides the hit: a number (strictly higher than the
    Stamina kills), Vanessa's skull or Gloria's Molotov cocktail."""

    kinds = ("shoot",)
    section = "3. Shoot"

    def options(self, g, c, ch, acts) -> None:
        col = g.grid[c]
        name = ch.name
        for r in range(1, len(col)):
            if col[r] is not None:
                acts.append(shot(name, c, r))

    def preview(self, g, a):
        name, r = a.args
        c = g.find_cheer(name)
        ch = g.cheer[c]
        z = g.grid[c][r]
        weapon = ch.weapon
        if weapon == "molotov":
            return GloriasBlast.preview(g, c, r, z)
        if weapon == "skull":
            return VanessasFrisbee.preview(g, c, r, z)
        return f"{name} spends a token and " + _hit_text(g, z, weapon + ch.bonus, CHEERLEADERS, c, r)

    def resolve(self, g, a):
        name, r = a.args
        g.spend()
        c = g.find_cheer(name)
        ch = g.cheer[c]
        ch.energy -= 1
        bonus, ch.bonus = ch.bonus, 0
        z = g.grid[c][r]
        runs: list = []
        g.log.append(f"{name} shoots at {pos(c, r)}")
        reveal(g, c, r, z, runs)
        weapon = ch.weapon
        if weapon == "skull":
            VanessasFrisbee.resolve(g, c, r, z)
        elif weapon == "molotov":
            GloriasBlast.resolve(g, c, r, z, runs)
        else:
            hit(g, c, r, z, weapon + bonus)
        after_shot(g, [z for z in runs if _on_grid(g, z)])


class VanessasFrisbee:
    """Vanessa and her razor-blades-frisbee: "The frisbee can kill a zombie with only one hit" (a
    skull: killed regardless of its Stamina, a teacher at once)."""

    section = "The Cheerleaders"

    @staticmethod
    def preview(g, c, r, z):
        if z.card == QUEEN and z.up and g.queen_invincible():
            return f"Vanessa's frisbee strikes the invincible Prom Queen at {pos(c, r)}: she stands"
        return f"Vanessa's frisbee kills {_the(z, CHEERLEADERS, c, r)}, whatever its Stamina"

    @staticmethod
    def resolve(g, c, r, z):
        destroy(g, c, r, z)


class GloriasBlast:
    """Gloria and her Molotov cocktails: "The targeted zombie is killed and the four adjacent cards
    are revealed. The four adjacent zombies suffer the blast of the explosion and are hit by an
    attack equal to the Strength of the central zombie." Barricades are not hit."""

    section = "The Cheerleaders"

    @staticmethod
    def neighbours(g, c, r):
        for c2, r2 in ((c, r - 1), (c, r + 1), (c - 1, r), (c + 1, r)):
            if 0 <= c2 < g.C and 1 <= r2 < len(g.grid[c2]) and g.grid[c2][r2] is not None:
                yield c2, r2, g.grid[c2][r2]

    @classmethod
    def preview(cls, g, c, r, z):
        name = seen(z, CHEERLEADERS)
        around = list(cls.neighbours(g, c, r))
        if name is None:
            spaces = ", ".join(pos(c2, r2) for c2, r2, _ in around) or "no neighbour"
            return (f"Gloria's Molotov kills the face-down zombie at {pos(c, r)}; its Strength, "
                    f"unknown yet, blasts {spaces}")
        s = z.strength
        target = (f"strikes the invincible Prom Queen at {pos(c, r)}" if z.card == QUEEN and g.queen_invincible()
                  else f"kills the {name} at {pos(c, r)}")
        blasts = "; it ".join(_hit_text(g, n, s, CHEERLEADERS, c2, r2) for c2, r2, n in around)
        return f"Gloria's Molotov {target}; the blast of {s} " + (f"{blasts}" if blasts else "hits no neighbour")

    @classmethod
    def resolve(cls, g, c, r, z, runs):
        blast = z.strength
        destroy(g, c, r, z)
        g.log.append(f"The Molotov cocktail explodes: Strength {blast} on the four neighbours")
        for c2, r2, n in list(cls.neighbours(g, c, r)):
            reveal(g, c2, r2, n, runs)
            hit(g, c2, r2, n, blast)


class PamsFlame(Move):
    """Pam and her flaming hair spray: "The first zombie she hits suffers from an attack of Strength
    3. The next zombie is then hit with an attack of 3 minus the Stamina of the previous zombie. The
    attack then continues to the next zombies for as long as the attack strength is higher than 0."
    Gaps are skipped; an invincible Prom Queen stops the flame."""

    kinds = ("fire",)
    section = "The Cheerleaders"

    def options(self, g, c, ch, acts) -> None:
        if any(z is not None for z in g.grid[c]):
            acts.append(act(CHEERLEADERS, "fire", ch.name))

    def preview(self, g, a):
        name = a.args[0]
        c = g.find_cheer(name)
        ch = g.cheer[c]
        strength = CHEER_DATA[name]["flame"] + ch.bonus
        col = g.grid[c]
        parts = []
        for r in range(1, len(col)):
            z = col[r]
            if z is None:
                continue
            parts.append(_hit_text(g, z, strength, CHEERLEADERS, c, r))
            if seen(z, CHEERLEADERS) is None:
                break
            strength -= stamina(g, z)
            if strength <= 0:
                break
        return f"{name}'s flame " + ", then ".join(parts)

    def resolve(self, g, a):
        name = a.args[0]
        g.spend()
        c = g.find_cheer(name)
        ch = g.cheer[c]
        ch.energy -= 1
        strength = CHEER_DATA[name]["flame"] + ch.bonus
        ch.bonus = 0
        col = g.grid[c]
        g.log.append(f"{name} fires her flaming hair spray up column {c + 1}")
        runs: list = []
        for r in range(1, len(col)):
            z = col[r]
            if z is None:
                continue
            reveal(g, c, r, z, runs)
            st = stamina(g, z)
            hit(g, c, r, z, strength)
            strength -= st
            if strength <= 0:
                break
        after_shot(g, [z for z in runs if _on_grid(g, z)])


class CloversRecharge(Move):
    """Clover and her slingshot: "Clover has only one Energy token but she can use an action to get
    it back." Only with no token left and not knocked out."""

    kinds = ("recharge",)
    section = "4. Use Clover's or Sandy's ability"

    def options(self, g, c, ch, acts) -> None:
        if ch.energy == 0:
            acts.append(act(CHEERLEADERS, "recharge", ch.name))

    def preview(self, g, a):
        return f"{a.args[0]} gets her energy token back"

    def resolve(self, g, a):
        g.spend()
        g.cheer[g.find_cheer(a.args[0])].energy = 1
        g.log.append(f"{a.args[0]} recharges her slingshot")


class SandysSacrifice(Move):
    """Sandy and her acid-filled test tubes: "At any time, even if she has run out of energy, Sandy
    can sacrifice herself (she becomes knocked-out ...) to kill the zombie located on the space in
    front of her. This requires an action." Not on an invincible Prom Queen."""

    kinds = ("sacrifice",)
    section = "4. Use Clover's or Sandy's ability"

    def options(self, g, c, ch, acts) -> None:
        z = g.grid[c][1]
        if z is not None and not (z.card == QUEEN and g.queen_invincible()):
            acts.append(act(CHEERLEADERS, "sacrifice", ch.name))

    def preview(self, g, a):
        c = g.find_cheer(a.args[0])
        return f"{a.args[0]} is knocked out and kills {_the(g.grid[c][1], CHEERLEADERS, c, 1)}"

    def resolve(self, g, a):
        name = a.args[0]
        g.spend()
        c = g.find_cheer(name)
        ch = g.cheer[c]
        ch.ko = True
        ch.energy = 0
        z = g.grid[c][1]
        g.log.append(f"{name} sacrifices herself with her acid test tubes")
        if not z.up:
            z.up = True
            g.log.append(f"The zombie at {pos(c, 1)} is revealed: {z.card}")
        destroy(g, c, 1, z)
        g.check_cleared()
        g.check_energy()


_SHOOT, _FLAME, _RECHARGE, _SACRIFICE = Shoot(), PamsFlame(), CloversRecharge(), SandysSacrifice()
#: what each cheerleader may do with her weapon or ability (Samantha cannot attack)
ABILITIES = {name: tuple(m for m, on in ((_SHOOT, d["strength"] not in ("flame", "none")),
                                         (_FLAME, d["strength"] == "flame"),
                                         (_RECHARGE, name == "Clover"),
                                         (_SACRIFICE, name == "Sandy")) if on)
             for name, d in CHEER_DATA.items()}
#: the same, for a cheerleader with no energy token left (shooting and the flame need one)
ABILITIES_SPENT = {name: tuple(m for m in moves if m not in (_SHOOT, _FLAME)) for name, moves in ABILITIES.items()}


# ----------------------------------------------- special actions from bosses
class Boss(Move):
    """A boss card the Cheerleaders keep: one action to play, then to the boss discard."""

    card = ""
    section = "Special Actions from the Boss Zombies"

    def options(self, g) -> list[Action]:
        raise NotImplementedError

    def use(self, g) -> None:
        g.spend()
        g.cheer_keep.remove(self.card)
        g.boss_discard.append(self.card)


class Nurse(Boss):
    """The nurse: "One of the cheerleaders receives one Energy token (a knocked-out cheerleader
    cannot benefit from this special action)." No upper limit."""

    kinds = ("nurse",)
    card = "nurse"

    def options(self, g):
        return [act(CHEERLEADERS, "nurse", ch.name) for ch in g.cheer if not ch.ko]

    def preview(self, g, a):
        ch = g.cheer[g.find_cheer(a.args[0])]
        return f"{ch.name} receives an energy token ({ch.energy + 1} then)"

    def resolve(self, g, a):
        self.use(g)
        g.cheer[g.find_cheer(a.args[0])].energy += 1
        g.log.append(f"Nurse: {a.args[0]} receives one energy token")


class TeachersPet(Boss):
    """The teacher's pet: "Increases the Strength of a cheerleader by +1 for one attack." On a
    cheerleader who can attack; kept until her next attack."""

    kinds = ("teacher's pet",)
    card = "teacher's pet"

    def options(self, g):
        return [act(CHEERLEADERS, "teacher's pet", ch.name) for ch in g.cheer if not ch.ko and ch.weapon != "none"]

    def preview(self, g, a):
        return f"{a.args[0]} has +1 Strength for her next attack"

    def resolve(self, g, a):
        self.use(g)
        g.cheer[g.find_cheer(a.args[0])].bonus += 1
        g.log.append(f"Teacher's pet: {a.args[0]} has +1 Strength for her next attack")


class Coach(Boss):
    """The coach: "Freely reorganize the cheerleaders and each of the barricade cards." The
    placing is the decision :class:`CoachReorganize`; a pile under nerds stays."""

    kinds = ("coach",)
    card = "coach"

    def options(self, g):
        return [act(CHEERLEADERS, "coach")]

    def preview(self, g, a):
        n = sum(len(g.piles[c]) for c in range(g.C) if g.grid[c][1] is None)
        return f"takes up the cheerleaders and {n} barricade card(s) to place them again"

    def resolve(self, g, a):
        self.use(g)
        cheer = list(g.cheer)
        g.cheer = [None] * g.C
        hand = []
        for c in range(g.C):
            if g.grid[c][1] is None:
                hand.extend(g.piles[c])
                g.piles[c] = []
        g.log.append("Coach: the Cheerleaders reorganize the cheerleaders and the barricades")
        g.pending = ask("coach", {"cheerleaders": cheer, "barricades": hand})
        CoachReorganize.auto(g)


class CoachReorganize(Rule):
    """The coach, placing: the cheerleaders column by column (the last one by herself), then every
    movable barricade card one at a time, on a free barricade space or on top of a pile."""

    key = "coach"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Coach: reorganize the cheerleaders, then every barricade card"

    def choices(self, g, p):
        if p.data["cheerleaders"]:
            c = g.cheer.index(None)
            return [act(CHEERLEADERS, "coach_cheerleader", ch.name, c) for ch in p.data["cheerleaders"]]
        descs = []
        for b in p.data["barricades"]:
            d = b.desc()
            if d not in descs:
                descs.append(d)
        targets = [c for c in range(g.C) if g.grid[c][1] is None]
        return [act(CHEERLEADERS, "coach_barricade", d, c) for d in descs for c in targets]

    def preview(self, g, p, a):
        if a.kind == "coach_cheerleader":
            text = f"{a.args[0]} takes column {a.args[1] + 1}"
            if len(p.data["cheerleaders"]) == 2:
                other = next(ch.name for ch in p.data["cheerleaders"] if ch.name != a.args[0])
                text += f"; {other} takes the last place"
            return text
        desc, c = a.args
        return f"puts the {desc} on top of pile {c + 1}" if g.piles[c] else f"puts the {desc} in column {c + 1}"

    def resolve(self, g, p, a):
        d = p.data
        if a.kind == "coach_cheerleader":
            name, c = a.args
            i = next(i for i, ch in enumerate(d["cheerleaders"]) if ch.name == name)
            g.cheer[c] = d["cheerleaders"].pop(i)
            g.log.append(f"Coach: {name} takes column {c + 1}")
        else:
            desc, c = a.args
            i = next(i for i, b in enumerate(d["barricades"]) if b.desc() == desc)
            g.piles[c].append(d["barricades"].pop(i))
            g.log.append(f"Coach: the {desc} goes on pile {c + 1}")
        self.auto(g)

    @staticmethod
    def auto(g) -> None:
        """The last cheerleader takes the last place through ``Game.auto``; the coach ends with nothing left."""
        p = g.pending
        d = p.data
        if len(d["cheerleaders"]) == 1:
            g.auto(p, act(CHEERLEADERS, "coach_cheerleader", d["cheerleaders"][0].name, g.cheer.index(None)))
        elif not d["cheerleaders"] and not d["barricades"]:
            g.pending = None


def _face_down_unlooked(g):
    for c in range(g.C):
        col = g.grid[c]
        for r in range(1, len(col)):
            z = col[r]
            if z is not None and not z.up and not z.known:
                yield c, r


class SecurityGuard(Boss):
    """The security guard: "Look at 5 face down zombies and put them back where they were, face
    down." One at a time (:class:`SecurityGuardLooks`); only the Cheerleaders' view shows them."""

    kinds = ("security guard",)
    card = "security guard"

    def options(self, g):
        return [act(CHEERLEADERS, "security guard")] if any(True for _ in _face_down_unlooked(g)) else []

    def preview(self, g, a):
        n = min(5, sum(1 for _ in _face_down_unlooked(g)))
        return f"the Cheerleaders look at {n} face-down zombie(s), one at a time"

    def resolve(self, g, a):
        self.use(g)
        g.log.append("Security guard: the Cheerleaders look at face-down zombies")
        g.pending = ask("security guard", {"looks": 5})


class SecurityGuardLooks(Rule):
    """The security guard, looking: up to 5 face-down zombies not looked at yet, one at a time."""

    key = "security guard"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Security guard: look at face-down zombies"

    def prompt(self, g, p):
        return f"Security guard: look at {p.data['looks']} more face-down zombies"

    def choices(self, g, p):
        return [act(CHEERLEADERS, "look", c, r) for c, r in _face_down_unlooked(g)]

    def preview(self, g, p, a):
        return f"the Cheerleaders see the face-down card at {pos(*a.args)}; it stays face down"

    def resolve(self, g, p, a):
        c, r = a.args
        g.grid[c][r].known = True
        g.log.append(f"The Cheerleaders look at the face-down zombie at {pos(c, r)}")
        p.data["looks"] -= 1
        if p.data["looks"] <= 0 or not any(True for _ in _face_down_unlooked(g)):
            g.pending = None


class Principal(Boss):
    """The principal: "Move back 3 columns or rows of zombies (i.e.: 3 columns, or 3 rows, or 2
    columns and 1 row, and so on). The same column/row can be moved several times." (:class:`PrincipalMoves`)"""

    kinds = ("principal",)
    card = "principal"

    def options(self, g):
        return [act(CHEERLEADERS, "principal")]

    def preview(self, g, a):
        return "the Cheerleaders move back three columns or rows of zombies, one at a time"

    def resolve(self, g, a):
        self.use(g)
        g.log.append("Principal: the Cheerleaders move back three columns or rows")
        g.pending = ask("principal", {"moves": 3})


class PrincipalMoves(Rule):
    """The principal, moving back: each of 3 moves is a column or a row moved back one space,
    rearmost zombie first (a zombie moves if the space behind it is free or freed)."""

    key = "principal"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Principal: move back columns or rows"

    def prompt(self, g, p):
        return f"Principal: move back {p.data['moves']} more columns or rows"

    @staticmethod
    def options(g) -> list[Action]:
        acts = []
        rows = set()
        for c in range(g.C):
            col = g.grid[c]
            has = False
            for r in range(1, len(col)):
                if col[r] is not None:
                    has = True
                    if r + 1 >= len(col) or col[r + 1] is None:
                        rows.add(r)
            if has:
                acts.append(act(CHEERLEADERS, "back_column", c))
        acts.extend(act(CHEERLEADERS, "back_row", r) for r in sorted(rows))
        return acts

    def choices(self, g, p):
        return self.options(g)

    def preview(self, g, p, a):
        if a.kind == "back_column":
            n = sum(1 for z in g.grid[a.args[0]] if z is not None)
            return f"column {a.args[0] + 1} moves back one space ({n} zombie(s), the rearmost first)"
        r = a.args[0]
        n = sum(1 for c in range(g.C) if r < len(g.grid[c]) and g.grid[c][r] is not None
                and (r + 1 >= len(g.grid[c]) or g.grid[c][r + 1] is None))
        return f"row {r} moves back one space ({n} zombie(s))"

    def resolve(self, g, p, a):
        if a.kind == "back_column":
            c = a.args[0]
            col = g.grid[c]
            for r in range(len(col) - 1, 0, -1):
                z = col[r]
                if z is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    col[r] = None
                    g.place(c, r + 1, z)
            g.log.append(f"Column {c + 1} moves back")
        else:
            r = a.args[0]
            for c in range(g.C):
                col = g.grid[c]
                if r < len(col) and col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    z = col[r]
                    col[r] = None
                    g.place(c, r + 1, z)
            g.log.append(f"Row {r} moves back")
        p.data["moves"] -= 1
        if p.data["moves"] <= 0 or not self.options(g):
            g.pending = None


class Janitor(Boss):
    """The janitor: "You can spend 3 "barricade points". For one "barricade point" you can repair a
    damaged barricade (flip the barricade card back on its light side) or create a new damaged
    barricade taken from the discard." (:class:`JanitorPoints`)"""

    kinds = ("janitor",)
    card = "janitor"

    def options(self, g):
        return [act(CHEERLEADERS, "janitor")] if JanitorPoints.options(g) else []

    def preview(self, g, a):
        return "the Cheerleaders spend up to three barricade points, repairing or rebuilding"

    def resolve(self, g, a):
        self.use(g)
        g.log.append("Janitor: the Cheerleaders spend 3 barricade points")
        g.pending = ask("janitor", {"points": 3})


class JanitorPoints(Rule):
    """The janitor, spending: repair any damaged card of a pile (the topmost of that name) or
    rebuild one from the discard, damaged, on a free space or a pile top; never on a pile under
    nerds; ``janitor done`` stops early."""

    key = "janitor"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Janitor: spend barricade points"

    def prompt(self, g, p):
        return f"Janitor: {p.data['points']} barricade points left (repair, or rebuild from the discard)"

    @staticmethod
    def options(g) -> list[Action]:
        acts = []
        free = [c for c in range(g.C) if g.grid[c][1] is None]
        for c in free:
            names = []
            for b in g.piles[c]:
                if b.damaged and b.card not in names:
                    names.append(b.card)
            for n in names:
                acts.append(act(CHEERLEADERS, "repair", n, c))
        for n in sorted(set(g.barricade_discard)):
            for c in free:
                acts.append(act(CHEERLEADERS, "rebuild", n, c))
        return acts

    def choices(self, g, p):
        return self.options(g) + [act(CHEERLEADERS, "janitor_done")]

    def preview(self, g, p, a):
        if a.kind == "repair":
            return f"flips the damaged {a.args[0]} of pile {a.args[1] + 1} back to its intact side"
        if a.kind == "rebuild":
            return f"puts a damaged {a.args[0]} from the discard on pile {a.args[1] + 1}"
        return f"the janitor stops, {p.data['points']} point(s) unspent"

    def resolve(self, g, p, a):
        if a.kind == "janitor_done":
            g.log.append(f"The janitor stops with {p.data['points']} barricade points unspent")
            g.pending = None
            return
        card, c = a.args
        if a.kind == "repair":
            for b in reversed(g.piles[c]):
                if b.damaged and b.card == card:
                    b.damaged = False
                    break
            g.log.append(f"The janitor repairs the {card} of pile {c + 1}")
        else:
            g.barricade_discard.remove(card)
            g.piles[c].append(Barricade(card, damaged=True))
            g.log.append(f"The janitor rebuilds a damaged {card} on pile {c + 1}")
        p.data["points"] -= 1
        if p.data["points"] <= 0 or not self.options(g):
            g.pending = None


class BassDrum(Move):
    """The bass drum player: "When it is killed, the Cheerleaders player can keep the card and play
    it for free immediately or later during the game to gain an additional 2 actions." Free even
    after the Cheerleaders' last action; then to the zombie discard."""

    kinds = ("bass drum",)
    section = "The Zombies"

    def preview(self, g, a):
        return f"two more actions this turn ({g.actions_left + 2} then), for free"

    def resolve(self, g, a):
        g.cheer_keep.remove("bass drum player")
        g.zombie_discard.append("bass drum player")
        g.actions_left += 2
        g.log.append("The Cheerleaders play the bass drum player: two more actions")


BOSS_MOVES: dict[str, Boss] = {m.card: m for m in (
    Nurse(), TeachersPet(), Coach(), SecurityGuard(), Principal(), Janitor())}


# ======================================================================= turns
#: the move that carries out each kind of action of a turn
MOVES: dict[str, Move] = {}
for _m in (Reveal(), Advance(), Sideways(), Attack(), BaseballThrow(), EndTurn(), Swap(), MoveBarricade(),
           _SHOOT, _FLAME, _RECHARGE, _SACRIFICE, BassDrum(), *SPECIAL_MOVES.values(), *BOSS_MOVES.values()):
    for _k in _m.kinds:
        MOVES[_k] = _m


class Turn(Rule):
    """A side's turn: three actions, each carried out by its :class:`Move`."""

    def preview(self, g, p, a):
        return MOVES[a.kind].preview(g, a)

    def resolve(self, g, p, a):
        MOVES[a.kind].resolve(g, a)


class ZombiesTurn(Turn):
    """The Zombies' turn: "For one action, the Zombies player can: Advance an entire column or row;
    Attack; Play a special action (from a barricade card)", three actions; revealing is free. The
    turn ends by itself after the third action."""

    key = "zombies' turn"
    side = ZOMBIES          # who decides
    section = "Flow of the Game"
    ask = "advance a column or row, attack, or play a barricade action; revealing is free"

    def prompt(self, g, p):
        return f"{g.actions_left} action{'' if g.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, g, p):
        S = ZOMBIES
        acts: list[Action] = []
        reveals: list[Action] = []
        grid, piles, cheer, C = g.grid, g.piles, g.cheer, g.C
        if g.actions_left <= 0:
            return [act(S, "end")]
        col_move = [False] * C
        col_climb = [False] * C
        row_move: dict[int, bool] = {}
        row_climb = False
        attacks: list[Action] = []
        baseball: list[tuple] = []
        zipable = [False] * C
        for c in range(C):
            col = grid[c]
            pile = piles[c]
            ch = cheer[c]
            rev = _REVEAL[c]
            nrev = len(rev)
            prev = col[0]            # row 0 holds no zombie
            r = 0
            for z in col:
                if z is None:
                    prev = None
                    r += 1
                    continue
                up = z.up
                if not up:
                    reveals.append(rev[r] if r < nrev else act(S, "reveal", c, r))
                if not z.attacked:
                    if r == 1:
                        if ch.ko:
                            col_move[c] = True
                            row_move[1] = True
                    elif prev is None:
                        if r != 2 or not pile:
                            col_move[c] = True
                            zipable[c] = True
                            row_move[r] = True
                        elif up and z.card == "nerds":
                            col_climb[c] = True
                            row_climb = True
                    if up and not z.moved:
                        if r == 1:
                            if not ch.ko:
                                attacks.append(act(S, "attack", c, r, ch.name))
                        elif r == 2 and pile and prev is None:
                            attacks.append(act(S, "attack", c, r, "the barricade"))
                            if z.card == "baseball player":
                                baseball.append((c, r))
                        elif pile and z.card == "baseball player":
                            attacks.append(act(S, "throw", c, r))
                            baseball.append((c, r))
                prev = z
                r += 1
        any_col = False
        for c in range(C):
            if col_move[c]:
                k = (0, "advance_column", (c, False))
                acts.append(_get(k) or _make(k))
                any_col = True
            if col_climb[c]:
                acts.append(act(S, "advance_column", c, True))
                any_col = True
        for r in sorted(row_move):
            k = (0, "advance_row", (r, False))
            acts.append(_get(k) or _make(k))
        if row_climb:
            acts.append(act(S, "advance_row", 2, True))
        if not any_col:
            steppers = set()
            for c in range(C):
                col = grid[c]
                for r in range(1, len(col)):
                    z = col[r]
                    if z is None or z.attacked:
                        continue
                    for c2 in (c - 1, c + 1):
                        if 0 <= c2 < C and (r >= len(grid[c2]) or grid[c2][r] is None) \
                                and (r != 1 or not piles[c2]):
                            acts.append(act(S, "sideways", c, r, c2))
                            steppers.add((c, r))
            if steppers:    # a click on such a face-down zombie raises its move: revealing it is a control
                reveals = [reveal_control(a) if a.args in steppers else a for a in reveals]
        acts.extend(attacks)
        if g.zombies_keep:
            scan = {"baseball": baseball, "zipable": zipable, "col_move": col_move}
            for card in sorted(set(g.zombies_keep)):
                acts.extend(SPECIAL_MOVES[card].options(g, scan))
        acts.extend(reveals)
        acts.append(act(S, "end"))
        return acts


class CheerleadersTurn(Turn):
    """The Cheerleaders' turn: "For one action that player can: Swap the positions of two
    cheerleaders; Move part or an entire pile of barricade cards; Shoot; Use Clover's or Sandy's
    ability; Play a special action (from a boss card)", three actions; the bass drum player is free."""

    key = "cheerleaders' turn"
    side = CHEERLEADERS          # who decides
    section = "Flow of the Game"
    ask = "swap, move a barricade, shoot, use Clover or Sandy, or play a boss action"

    def prompt(self, g, p):
        if g.actions_left <= 0:
            return "no action left: play the bass drum player for two more, or end the turn"
        return f"{g.actions_left} action{'' if g.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, g, p):
        S = CHEERLEADERS
        acts: list[Action] = []
        cheer, grid, piles, C = g.cheer, g.grid, g.piles, g.C
        keep = g.cheer_keep
        if g.actions_left > 0:
            names = tuple(ch.name for ch in cheer)
            swaps = _SWAPS.get(names)
            if swaps is None:
                swaps = _SWAPS[names] = [act(S, "swap", names[i], names[j])
                                         for i in range(C) for j in range(i + 1, C)]
            acts.extend(swaps)
            key = tuple((len(piles[c]) if grid[c][1] is None else -1) if len(piles[c]) < 2
                        else (2 if grid[c][1] is None else -1) for c in range(C))
            moves = _MOVES.get(key)
            if moves is None:
                moves = _MOVES[key] = []
                for s in range(C):
                    if key[s] > 0:
                        for d in range(C):
                            if d != s and key[d] >= 0:
                                moves.append(act(S, "move_pile", s, d))
                                if key[s] > 1:
                                    moves.append(act(S, "move_top", s, d))
            acts.extend(moves)
            for c in range(C):
                ch = cheer[c]
                if ch.ko:
                    continue
                for m in (ABILITIES if ch.energy > 0 else ABILITIES_SPENT)[ch.name]:
                    m.options(g, c, ch, acts)
            if keep:
                for card in sorted(set(keep)):
                    if card in BOSS_MOVES:
                        acts.extend(BOSS_MOVES[card].options(g))
        if "bass drum player" in keep:
            acts.append(act(S, "bass drum"))
        acts.append(act(S, "end"))
        return acts


# ======================================================================= set-up
class DealBarricades(Rule):
    """Game Setup: "The Cheerleaders player shuffles the barricade cards and places them in a row
    ... face down (light side up) in piles of two cards." One choice: nobody knows the cards."""

    key = "deal barricades"
    side = CHEERLEADERS          # who decides
    section = "Game Setup"
    ask = "Set-up: the Cheerleaders shuffle the barricades and place them face down in piles of two"

    def choices(self, g, p):
        return [act(CHEERLEADERS, "deal")]

    def preview(self, g, p, a):
        return f"shuffles the {sum(MODE_CARDS[g.C][1].values())} barricades and deals them face down, two a pile"

    def resolve(self, g, p, a):
        g.deal_barricades()
        g.log.append("The Cheerleaders deal the barricades face down in piles of two")
        g.pending = ask("place cheerleaders", {})
        PlaceCheerleaders.auto(g)


class PlaceCheerleaders(Rule):
    """Game Setup: "The Cheerleaders player will then place the Cheerleader cards face up behind the
    barricades piles ... the Cheerleader player chooses which card goes where." Column by column;
    the last one takes the last place by herself (every seat sees who is left)."""

    key = "place cheerleaders"
    side = CHEERLEADERS          # who decides
    section = "Game Setup"
    ask = "Set-up: the Cheerleaders choose which cheerleader stands behind each pile"

    @staticmethod
    def left(g) -> list[str]:
        placed = {ch.name for ch in g.cheer if ch is not None}
        return [n for n in MODE_CARDS[g.C][2] if n not in placed]

    def choices(self, g, p):
        c = g.cheer.index(None)
        return [act(CHEERLEADERS, "setup_cheerleader", n, c) for n in self.left(g)]

    def preview(self, g, p, a):
        name, c = a.args
        text = f"{name} stands behind pile {c + 1} with {CHEER_DATA[name]['energy']} energy"
        rest = [n for n in self.left(g) if n != name]
        if len(rest) == 1:
            text += f"; {rest[0]} takes the last place"
        return text

    def resolve(self, g, p, a):
        name, c = a.args
        g.cheer[c] = Cheerleader(name)
        self.auto(g)

    @classmethod
    def auto(cls, g) -> None:
        """The last cheerleader takes the last place through ``Game.auto``; then the zombies are placed."""
        left = cls.left(g)
        if len(left) == 1:
            g.auto(g.pending, act(CHEERLEADERS, "setup_cheerleader", left[0], g.cheer.index(None)))
        elif not left:
            g.log.append("The cheerleaders take their places: " + ", ".join(ch.name for ch in g.cheer))
            g.pending = ask("place zombies", {"cards": sorted(g.zombie_cards())})
            PlaceZombies.auto(g)


class PlaceZombies(Rule):
    """Game Setup: "The Zombies player leaves one empty row in front of the barricade cards and
    creates columns of 6 zombie cards ... The player chooses how the cards are placed but does not
    reveal the cards." Column 1 first, front row first; only the last card goes by itself, since
    the Cheerleaders do not see which cards are left."""

    key = "place zombies"
    side = ZOMBIES          # who decides
    section = "Game Setup"
    ask = "Set-up: the Zombies build columns of six face-down zombies, column by column"

    @staticmethod
    def slot(g):
        for c in range(g.C):
            for r in range(FIRST_ZOMBIE_ROW, FIRST_ZOMBIE_ROW + ZOMBIE_ROWS):
                if g.grid[c][r] is None:
                    return c, r
        return None

    def choices(self, g, p):
        c, r = self.slot(g)
        return [act(ZOMBIES, "setup_zombie", card, c, r) for card in sorted(set(p.data["cards"]))]

    def preview(self, g, p, a):
        card, c, r = a.args
        text = f"puts the {card} face down at {pos(c, r)}"
        return text + ("; the last card takes the last space" if len(p.data["cards"]) == 2 else "")

    def resolve(self, g, p, a):
        card, c, r = a.args
        p.data["cards"].remove(card)
        g.grid[c][r] = Zombie(card)
        self.auto(g)

    @classmethod
    def auto(cls, g) -> None:
        """The last card takes the last space through ``Game.auto``; then the Zombies begin."""
        cards = g.pending.data["cards"]
        if len(cards) == 1:
            c, r = cls.slot(g)
            g.auto(g.pending, act(ZOMBIES, "setup_zombie", cards[0], c, r))
        elif not cards:
            g.pending = None
            g.log.append("The Zombies have built their columns face down; the Zombies begin")


RULES = rulebook(ZombiesTurn, CheerleadersTurn, DealBarricades, PlaceCheerleaders, PlaceZombies,
                 FreshMeatReorganize, ReturnThree, CoachReorganize, SecurityGuardLooks, PrincipalMoves,
                 JanitorPoints)
#: the rules a save's ``pending`` may name (the turns are not pending: ``pending`` is then null)
PENDING_RULES = {k: r for k, r in RULES.items() if not isinstance(r, Turn)}
TURNS = (ask("zombies' turn", None), ask("cheerleaders' turn", None))
