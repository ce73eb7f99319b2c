"""Special Actions from the Barricades: the cards the Zombies keep once they destroy them (Sniper,
Ziiiiip, Fresh meat, Classes begin, Return of the Zombies 3 and 4, the Prom Queen), one rule each.
A card that opens a decision of its own (Fresh meat's reorganizing, Return of the Zombies 3's
columns) holds it too: played from the Zombies' turn, it sets its decision off (``trigger``).

The Zombies' turn gives each kept card the walk of the grid it has just made, as ``pending.data``
(``baseball``: the baseball players that may throw; ``zipable``, ``col_move``: per column, whether
it advances without eating, at all)."""

from __future__ import annotations

from ogrelab.core import Pending, Rule

from ..cards import QUEEN, ZOMBIES, Zombie, pos
from .actions import act, grid_key
from .mechanics import advance_column, hit_pile, pile_preview


class Special(Rule):
    """A barricade card the Zombies keep: one action to play, then discarded; its action's kind is its card."""

    card = ""
    section = "Special Actions from the Barricades"

    def touch(self, kind, *args):
        return (f"keep:{self.card}",) + tuple(f"column:{a + 1}" for a in args)

    def use(self, game) -> None:
        game.spend()
        game.zombies_keep.remove(self.card)
        game.barricade_discard.append(self.card)


class Sniper(Special):
    """Sniper: "Perform a ranged attack of Strength 2 on a barricade with a baseball player." A
    revealed baseball player that has neither moved nor attacked; it is its attack of the turn."""

    key = "Sniper"
    explain = ('A special action from a broken barricade: a baseball player makes a long throw of strength 2 at a '
               'barricade.')
    kinds = ("Sniper",)
    card = "Sniper"

    def text(self, kind, c, r):
        return f"Sniper: {pos(c, r)} throws at the barricade"

    def touch(self, kind, c, r):
        return ("keep:Sniper", f"grid:{pos(c, r)}")

    def choices(self, game, pending):
        return [act(ZOMBIES, "Sniper", c, r) for c, r in pending.data["baseball"]]

    def preview(self, game, pending, action):
        c, r = action.args
        return pile_preview(game, c, "baseball player", 2)

    def resolve(self, game, pending, action):
        c, r = action.args
        self.use(game)
        game.grid[c][r].attacked = True
        game.log.append(f"Sniper: the baseball player at {pos(c, r)} throws at pile {c + 1} with Strength 2")
        hit_pile(game, c, 2)


class Ziiiiip(Special):
    """Ziiiiip: "Advance a whole column as close as possible to a barricade or a cheerleader."
    The column advances again and again until nothing moves; it never eats, never climbs."""

    key = "Ziiiiip"
    explain = ('A special action from a broken barricade: one column rushes forward as far as it can, up to a '
               'barricade or a cheerleader.')
    kinds = ("Ziiiiip",)
    card = "Ziiiiip"

    def text(self, kind, c):
        return f"Ziiiiip column {c + 1}"

    def choices(self, game, pending):
        return [act(ZOMBIES, "Ziiiiip", c) for c in range(game.C) if pending.data["zipable"][c]]

    def preview(self, game, pending, action):
        return f"column {action.args[0] + 1} advances until nothing more moves"

    def resolve(self, game, pending, action):
        c = action.args[0]
        self.use(game)
        game.log.append(f"Ziiiiip: column {c + 1} advances as close as it can")
        while advance_column(game, c, False, eat_ok=False):
            pass


class FreshMeat(Special):
    """Fresh meat: "Choose a column. Revealed zombie cards, except injured teachers (with a strength
    of 1) are turned face down again. You can then reorganize the cards of that column freely. This
    does not count as a movement." The Prom Queen, known to both sides, stays face up; nerds on a
    pile stay.

    The reorganizing is its own decision: the Zombies place the column's cards among the same
    spaces, one at a time from the front. The last card takes the last space by itself, and so do
    cards all face up and alike; never because face-down cards look alike, which the Cheerleaders
    cannot see."""

    key = "fresh meat"
    explain = ('A special action from a broken barricade: the zombies of one column go face down again and you '
               'rearrange them as you like.')
    kinds = ("Fresh meat", "place")
    card = "Fresh meat"
    side = ZOMBIES          # who decides
    ask = "Fresh meat: the Zombies reorganize the column, space by space from the front"

    def text(self, kind, *args):
        if kind == "place":
            desc, r = args
            return f"put {desc} at row {r}"
        return f"Fresh meat column {args[0] + 1}"

    def touch(self, kind, *args):
        return (f"hand:{args[0]}",) if kind == "place" else ("keep:Fresh meat", f"column:{args[0] + 1}")

    def rows(self, game, c: int) -> list[int]:
        col = game.grid[c]
        return [r for r in range(1, len(col)) if col[r] is not None and not (r == 1 and game.piles[c])]

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Zombies' turn
            return [act(ZOMBIES, "Fresh meat", c) for c in range(game.C) if self.rows(game, c)]
        r = pending.data["rows"][0]
        seen_ = []
        for z in pending.data["cards"]:
            d = z.desc()
            if d not in seen_:
                seen_.append(d)
        return [act(ZOMBIES, "place", d, r) for d in seen_]

    def preview(self, game, pending, action):
        if action.kind == "place":
            desc, r = action.args
            return f"puts the {desc} at {pos(pending.data['column'], r)}"
        n = len(self.rows(game, action.args[0]))
        return f"turns column {action.args[0] + 1} face down (not injured teachers) and reorganizes its {n} card(s)"

    def resolve(self, game, pending, action):
        if action.kind == "place":
            desc, r = action.args
            d = pending.data
            for i, z in enumerate(d["cards"]):
                if z.desc() == desc:
                    break
            d["cards"].pop(i)
            d["rows"].pop(0)
            self.put(game, d["column"], r, z)
            self.auto(game)
            return
        c = action.args[0]
        self.use(game)
        col = game.grid[c]
        rows = self.rows(game, c)
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
        game.log.append(f"Fresh meat: column {c + 1} is turned face down and reorganized")
        self.trigger(game, Pending(self, ZOMBIES, {"column": c, "rows": rows, "cards": cards}))

    def trigger(self, game, pending):
        game.ask(pending)
        self.auto(game)

    def put(self, game, c, r, z) -> None:
        game.place(c, r, z)
        game.log.append(f"Fresh meat: {'the ' + z.card if z.up else 'a face-down zombie'} goes to {pos(c, r)}")

    def auto(self, game) -> None:
        """The last card, or cards all face up and alike, take the next space through ``Game.auto``."""
        p = game.pending
        d = p.data
        if not d["rows"]:
            game.pending = None
        elif len(d["cards"]) == 1 or (all(z.up for z in d["cards"]) and len({z.desc() for z in d["cards"]}) == 1):
            game.auto(p, act(ZOMBIES, "place", d["cards"][0].desc(), d["rows"][0]))


class ClassesBegin(Special):
    """Classes begin: "Move each column up to 2 spaces forward, when it is possible." Column 1 first,
    each as a normal advance (a knocked-out cheerleader can be eaten); no climbing."""

    key = "Classes begin"
    explain = 'A special action from a broken barricade: every column moves up to two spaces forward.'
    kinds = ("Classes begin",)
    card = "Classes begin"

    def text(self, kind):
        return "Classes begin"

    def choices(self, game, pending):
        return [act(ZOMBIES, "Classes begin")] if any(pending.data["col_move"]) else []

    def preview(self, game, pending, action):
        return "every column advances up to two spaces, column 1 first"

    def resolve(self, game, pending, action):
        self.use(game)
        game.log.append("Classes begin: each column moves up to two spaces forward")
        for c in range(game.C):
            for _ in range(2):
                if game.verdict is None:
                    advance_column(game, c, False)


def _draw_discarded(game, n) -> list[str]:
    game.rng.shuffle(game.zombie_discard)
    drawn = game.zombie_discard[-n:]
    del game.zombie_discard[-n:]
    return drawn


class ReturnOfTheZombies3(Special):
    """Return of the Zombies 3: "Shuffle all discarded Zombies except the bosses and draw three of
    them. Place each one of them behind the last zombie card of a different column."

    The columns are its own decision, one card at a time: each drawn zombie goes face down right
    behind the last zombie of a column not used yet (row 3 in an empty column)."""

    key = "return 3"
    explain = ('A special action from a broken barricade: three dead zombies come back; place each behind the last '
               'zombie of a different column.')
    kinds = ("Return of the Zombies 3", "return")
    card = "Return of the Zombies 3"
    side = ZOMBIES          # who decides
    ask = "Return of the Zombies 3: each drawn zombie goes behind the last zombie of a different column"

    def text(self, kind, *args):
        if kind == "return":
            card, c = args
            return f"put {card} behind column {c + 1}"
        return "Return of the Zombies 3"

    def touch(self, kind, *args):
        return (f"column:{args[1] + 1}",) if kind == "return" else ("keep:Return of the Zombies 3",)

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Zombies' turn
            return [act(ZOMBIES, self.card)] if game.zombie_discard else []
        card = pending.data["cards"][0]
        return [act(ZOMBIES, "return", card, c) for c in range(game.C) if c not in pending.data["columns"]]

    def preview(self, game, pending, action):
        if action.kind == "return":
            card, c = action.args
            return f"puts the {card} face down at {pos(c, game.behind_last(c))}"
        n = min(3, len(game.zombie_discard))
        return f"draws {n} of the {len(game.zombie_discard)} discarded zombies at random, each for a different column"

    def resolve(self, game, pending, action):
        if action.kind == "return":
            card, c = action.args
            pending.data["cards"].pop(0)
            pending.data["columns"].append(c)
            r = game.behind_last(c)
            game.place(c, r, Zombie(card))
            game.log.append(f"A zombie comes back face down at {pos(c, r)}")
            if not pending.data["cards"]:
                game.pending = None
            return
        self.use(game)
        drawn = _draw_discarded(game, 3)
        game.log.append(f"Return of the Zombies 3: {len(drawn)} discarded zombies come back")
        self.trigger(game, Pending(self, ZOMBIES, {"cards": drawn, "columns": []}))


class ReturnOfTheZombies4(Special):
    """Return of the Zombies 4: "Shuffle all discarded Zombies except the bosses and draw four of
    them. Place them behind the last zombie card of a column of your choice." In the order drawn."""

    key = "Return of the Zombies 4"
    explain = ('A special action from a broken barricade: four dead zombies come back; place them behind the last '
               'zombie of the columns you choose.')
    kinds = ("Return of the Zombies 4",)
    card = "Return of the Zombies 4"

    def text(self, kind, c):
        return f"Return of the Zombies 4 behind column {c + 1}"

    def choices(self, game, pending):
        return [act(ZOMBIES, self.card, c) for c in range(game.C)] if game.zombie_discard else []

    def preview(self, game, pending, action):
        n = min(4, len(game.zombie_discard))
        return f"draws {n} discarded zombies at random and puts them face down behind column {action.args[0] + 1}"

    def resolve(self, game, pending, action):
        c = action.args[0]
        self.use(game)
        drawn = _draw_discarded(game, 4)
        game.log.append(f"Return of the Zombies 4: {len(drawn)} discarded zombies come back behind column {c + 1}")
        for card in drawn:
            game.place(c, game.behind_last(c), Zombie(card))


class PromQueen(Special):
    """Prom Queen: "place it on any free space behind a zombie. ... It is invincible as long as the
    other bosses have not been defeated." Then her Stamina is 1; killed, she is out of the game."""

    key = QUEEN
    explain = ('A special action from a broken barricade: the Prom Queen joins the zombies on any free space behind '
               'a zombie. She cannot be hurt while the other bosses stand.')
    kinds = (QUEEN,)
    card = QUEEN

    def text(self, kind, c, r):
        return f"Prom Queen to {pos(c, r)}"

    def touch(self, kind, c, r):
        return (f"keep:{QUEEN}", grid_key(c, r))

    def choices(self, game, pending):
        if game.queen_killed or any(z is not None and z.card == QUEEN for col in game.grid for z in col):
            return []
        acts = []
        for c in range(game.C):
            col = game.grid[c]
            for r in range(1, len(col)):
                if col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    acts.append(act(ZOMBIES, QUEEN, c, r + 1))
        return acts

    def preview(self, game, pending, action):
        c, r = action.args
        state = "invincible while a boss is undefeated" if game.queen_invincible() else "Stamina 1"
        return f"the Prom Queen takes her place face up at {pos(c, r)} ({state})"

    def resolve(self, game, pending, action):
        c, r = action.args
        self.use(game)
        game.place(c, r, Zombie(QUEEN, up=True))
        game.log.append(f"The Prom Queen takes her place at {pos(c, r)}")
