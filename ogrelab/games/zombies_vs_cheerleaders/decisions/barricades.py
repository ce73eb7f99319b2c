"""Special Actions from the Barricades: the cards the Zombies keep once they destroy them (Sniper,
Ziiiiip, Fresh meat, Classes begin, Return of the Zombies 3 and 4, the Prom Queen), one move each,
with the decisions Fresh meat and Return of the Zombies 3 open (:class:`FreshMeatReorganize`,
:class:`ReturnThree`)."""

from __future__ import annotations

from ogrelab.core import Action, Rule

from ..cards import QUEEN, ZOMBIES, Zombie, pos
from .actions import Move, act, ask
from .mechanics import _pile_text, advance_column, hit_pile


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
