"""The Zombies' actions of a turn: reveal (free), advance a column or row, step sideways, attack a
barricade or a cheerleader, and the baseball player's ranged attack. The Zombies' turn offers
them all in one walk of the grid (:class:`~.turns.ZombiesTurn`); each rule's ``choices`` are
its share of those."""

from __future__ import annotations

from ogrelab.core import Action, Preview, Rule

from ..cards import pos, verb
from .actions import grid_key, offered
from .mechanics import (_column_steps, advance_column, eat, hit_cheerleader, hit_pile, pile_preview,
                        reveal)


_CONTROLS: dict = {}


class Reveal(Rule):
    """Revealing a zombie: "Revealing a zombie does not count as an action. The Zombies player
    can do it at any time for free." Offered at each main decision of the Zombies. After most
    reveals the Zombies' next choices are read from those offered before it, not worked out anew
    (:func:`.turns.quiet_reveal`): what a zombie face up may do that it could not face down is
    written there too."""

    key = "reveal"
    kinds = ("reveal",)
    section = "1. Advance an entire column or row"
    explain = 'Turning a zombie face up costs no action. A zombie must be face up before it can attack.'

    def text(self, kind, c, r):
        return f"reveal {pos(c, r)}"

    def touch(self, kind, c, r):
        return (f"grid:{pos(c, r)}",)

    def control(self, a: Action) -> Action:
        """The reveal ``a`` made by a control in the table: its zombie's click already raises a move sideways."""
        b = _CONTROLS.get(a.args)
        if b is None:
            b = _CONTROLS[a.args] = Action(a.text, a.seat, a.kind, a.args, (f"control:{a.text}",))
        return b

    def choices(self, game, pending):
        return offered(self, game, pending)

    def preview(self, game, pending, action):
        c, r = action.args
        z = game.grid[c][r]
        text = f"turns the {z.card} at {pos(c, r)} face up, for free"
        if z.card == "football player":
            text += "; the football player runs forward at once"
        if z.card == "teacher":
            text += "; she gets her teacher token on 2"
        return text

    def resolve(self, game, pending, action):
        c, r = action.args
        reveal(game, c, r, game.grid[c][r])


class Advance(Rule):
    """1. Advance an entire column or row closer to the cheerleaders: "As the zombies move, empty
    spaces that might exist between cards must be kept. If not all zombies from a row or a column
    can move ... only those that can are moved." A zombie moved onto a knocked-out cheerleader eats
    her. Revealed nerds may climb onto the barricade pile in front of them."""

    key = "advance"
    kinds = ("advance_column", "advance_row")
    section = "1. Advance an entire column or row"
    explain = ('Move every zombie of one column or one row a space closer to the cheerleaders. Gaps between them '
               'stay; a zombie that steps onto a knocked-out cheerleader eats her.')

    def text(self, kind, line, climb):
        which = f"column {line + 1}" if kind == "advance_column" else f"row {line}"
        return f"advance {which}" + (", nerds climb" if climb else "")

    def touch(self, kind, line, climb):
        which = f"column {line + 1}" if kind == "advance_column" else f"row {line}"
        return (f"control:climb {which}",) if climb else (which.replace(" ", ":"),)

    def choices(self, game, pending):
        return offered(self, game, pending)

    def preview(self, game, pending, action):
        a = action
        climb = a.args[1]
        tail = ", the nerds climbing onto the pile" if climb else ""
        which = f"column {a.args[0] + 1}" if a.kind == "advance_column" else f"row {a.args[0]}"
        move = f"{which} advances, each zombie one space forward where it can{tail}"
        if a.kind == "advance_column":
            c = a.args[0]
            z = game.grid[c][1]
            if z is not None and not z.attacked and game.cheer[c].ko:
                return Preview(move, whole=f"the zombie at {pos(c, 1)} eats the knocked-out {game.cheer[c].name}: "
                                           "the Zombies win")
            n = _column_steps(game, c, climb)
            return Preview(move, whole=f"column {c + 1} advances: {n} zombie{'s' if n != 1 else ''} one space "
                                       f"forward{tail}")
        r = a.args[0]
        eats = [game.cheer[c].name for c in range(game.C) if r == 1 and r < len(game.grid[c])
                and game.grid[c][r] is not None and not game.grid[c][r].attacked and game.cheer[c].ko]
        if eats:
            return Preview(move, whole=f"a zombie of row 1 eats the knocked-out {eats[0]}: the Zombies win")
        n = sum(1 for c in range(game.C) if _steps(game, c, r, climb))
        return Preview(move, whole=f"row {r} advances: {n} zombie{'s' if n != 1 else ''} one space forward{tail}")

    def resolve(self, game, pending, action):
        a = action
        game.spend()
        if a.kind == "advance_column":
            c, climb = a.args
            game.log.append(f"The Zombies advance column {c + 1}" + (", the nerds climb" if climb else ""))
            advance_column(game, c, climb)
            return
        r, climb = a.args
        game.log.append(f"The Zombies advance row {r}" + (", the nerds climb" if climb else ""))
        c = -1
        for col in game.grid:
            c += 1
            if r >= len(col):
                continue
            z = col[r]
            if z is None or z.attacked:
                continue
            if r == 1:
                if game.cheer[c].ko:
                    eat(game, c, z)
                    return
                continue
            if col[r - 1] is None and _steps(game, c, r, climb):       # a zombie in front: it stays
                col[r - 1] = z
                col[r] = None
                z.moved = True


def _steps(game, c, r, climb) -> bool:
    """Whether the zombie at row ``r`` of column ``c`` moves as its row advances."""
    col = game.grid[c]
    if r >= len(col) or r < 2:
        return False
    z = col[r]
    if z is None or z.attacked or col[r - 1] is not None:
        return False
    return not (r == 2 and game.piles[c] and not (climb and z.up and z.card == "nerds"))


class Sideways(Rule):
    """Special case: "If no zombies in any column can advance any further, the Zombies player can
    for one action move a zombie horizontally from one column to another adjacent column, keeping
    the zombie in the same row." """

    key = "sideways"
    kinds = ("sideways",)
    section = "1. Advance an entire column or row"
    explain = ('No zombie can move forward any more, so one zombie may step sideways into the next column, staying '
               'in its row.')

    def text(self, kind, c, r, c2):
        return f"move {pos(c, r)} sideways to column {c2 + 1}"

    def touch(self, kind, c, r, c2):
        return (f"grid:{pos(c, r)}", grid_key(c2, r))

    def choices(self, game, pending):
        return offered(self, game, pending)

    def preview(self, game, pending, action):
        c, r, c2 = action.args
        return f"moves the {game.grid[c][r].card} at {pos(c, r)} to {pos(c2, r)}"

    def resolve(self, game, pending, action):
        c, r, c2 = action.args
        game.spend()
        z = game.grid[c][r]
        game.grid[c][r] = None
        game.place(c2, r, z)
        z.moved = True
        game.log.append(f"No column can advance: the Zombies move {pos(c, r)} sideways to column {c2 + 1}")


class Attack(Rule):
    """2. Attack a barricade or a cheerleader: a revealed zombie that has not moved hits the card in
    front of it with its Strength, once a turn. The lunch lady "can attack only once. After its
    attack it is automatically destroyed." """

    key = "attack"
    kinds = ("attack",)
    section = "2. Attack a barricade or a cheerleader"
    explain = ('A face-up zombie that has not moved this turn hits the card right in front of it, a barricade or a '
               'cheerleader, with its strength.')

    def text(self, kind, c, r, target):
        return f"{pos(c, r)} attacks {target}"

    def touch(self, kind, c, r, target):
        return (f"grid:{pos(c, r)}", f"cheer:{target}" if r == 1 else f"pile:{c + 1}")

    def choices(self, game, pending):
        return offered(self, game, pending)

    def preview(self, game, pending, action):
        c, r, target = action.args
        z = game.grid[c][r]
        s = z.strength
        then = "; the lunch lady is then destroyed" if z.card == "lunch lady" else ""
        if r == 1:
            ch = game.cheer[c]
            hurt = "she is knocked out" if s > ch.energy else f"{ch.energy - s} energy left"
            return Preview(f"the {z.card} {verb(z.card, 'attacks', 'attack')} {ch.name} with Strength {s}{then}",
                           whole=f"the {z.card} hits {ch.name} for {s}: {hurt}{then}")
        return pile_preview(game, c, z.card, s, then)

    def resolve(self, game, pending, action):
        c, r, target = action.args
        game.spend()
        z = game.grid[c][r]
        z.attacked = True
        game.log.append(f"The {z.card} at {pos(c, r)} {verb(z.card, 'attacks', 'attack')} {target} "
                        f"with Strength {z.strength}")
        if r == 1:
            hit_cheerleader(game, game.cheer[c], z.strength)
        else:
            hit_pile(game, c, z.strength)
        if z.card == "lunch lady" and game.grid[c][r] is z:
            game.grid[c][r] = None
            game.zombie_discard.append(z.card)
            game.log.append("The lunch lady has made her one attack and is destroyed")
            game.check_cleared()


class BaseballThrow(Rule):
    """The baseball player: "can perform a ranged attack on the barricade of its column (this ranged
    attack does not work on cheerleaders)." Strength 1; it is its attack of the turn."""

    key = "throw"
    kinds = ("throw",)
    section = "The Zombies"
    explain = ('The baseball player can throw at the barricade of its own column from a distance. It counts as its '
               'attack for the turn.')

    def text(self, kind, c, r):
        return f"{pos(c, r)} throws at the barricade"

    def touch(self, kind, c, r):
        return (f"grid:{pos(c, r)}", f"pile:{c + 1}")

    def choices(self, game, pending):
        return offered(self, game, pending)

    def preview(self, game, pending, action):
        c, r = action.args
        return pile_preview(game, c, "baseball player", 1)

    def resolve(self, game, pending, action):
        c, r = action.args
        game.spend()
        game.grid[c][r].attacked = True
        game.log.append(f"The baseball player at {pos(c, r)} throws at barricade pile {c + 1}")
        hit_pile(game, c, 1)
