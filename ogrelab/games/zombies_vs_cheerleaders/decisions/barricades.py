"""Special Actions from the Barricades: the cards the Zombies keep once they destroy them (Sniper,
Ziiiiip, Fresh meat, Classes begin, Return of the Zombies 3 and 4, the Prom Queen), one move each,
with the decisions Fresh meat and Return of the Zombies 3 open (:class:`FreshMeatReorganize`,
:class:`ReturnThree`)."""

from __future__ import annotations

from ogrelab.core import Action, Rule

from ..cards import QUEEN, ZOMBIES, Zombie, pos
from .actions import Move, act, ask
from .mechanics import advance_column, hit_pile, pile_preview


class Special(Move):
    """A barricade card the Zombies keep: one action to play, then discarded."""

    card = ""
    section = "Special Actions from the Barricades"

    def options(self, game, scan) -> list[Action]:
        raise NotImplementedError

    def use(self, game) -> None:
        game.spend()
        game.zombies_keep.remove(self.card)
        game.barricade_discard.append(self.card)


class Sniper(Special):
    """Sniper: "Perform a ranged attack of Strength 2 on a barricade with a baseball player." A
    revealed baseball player that has neither moved nor attacked; it is its attack of the turn."""

    kinds = ("Sniper",)
    card = "Sniper"

    def options(self, game, scan):
        return [act(ZOMBIES, "Sniper", c, r) for c, r in scan["baseball"]]

    def preview(self, game, a):
        c, r = a.args
        return pile_preview(game, c, "baseball player", 2)

    def resolve(self, game, a):
        c, r = a.args
        self.use(game)
        game.grid[c][r].attacked = True
        game.log.append(f"Sniper: the baseball player at {pos(c, r)} throws at pile {c + 1} with Strength 2")
        hit_pile(game, c, 2)


class Ziiiiip(Special):
    """Ziiiiip: "Advance a whole column as close as possible to a barricade or a cheerleader."
    The column advances again and again until nothing moves; it never eats, never climbs."""

    kinds = ("Ziiiiip",)
    card = "Ziiiiip"

    def options(self, game, scan):
        return [act(ZOMBIES, "Ziiiiip", c) for c in range(game.C) if scan["zipable"][c]]

    def preview(self, game, a):
        return f"column {a.args[0] + 1} advances until nothing more moves"

    def resolve(self, game, a):
        c = a.args[0]
        self.use(game)
        game.log.append(f"Ziiiiip: column {c + 1} advances as close as it can")
        while advance_column(game, c, False, eat_ok=False):
            pass


class FreshMeat(Special):
    """Fresh meat: "Choose a column. Revealed zombie cards, except injured teachers (with a strength
    of 1) are turned face down again. You can then reorganize the cards of that column freely. This
    does not count as a movement." The Prom Queen, known to both sides, stays face up; nerds on a
    pile stay. The reorganizing is the decision :class:`FreshMeatReorganize`."""

    kinds = ("Fresh meat",)
    card = "Fresh meat"

    @staticmethod
    def rows(game, c: int) -> list[int]:
        col = game.grid[c]
        return [r for r in range(1, len(col)) if col[r] is not None and not (r == 1 and game.piles[c])]

    def options(self, game, scan):
        return [act(ZOMBIES, "Fresh meat", c) for c in range(game.C) if self.rows(game, c)]

    def preview(self, game, a):
        n = len(self.rows(game, a.args[0]))
        return f"turns column {a.args[0] + 1} face down (not injured teachers) and reorganizes its {n} card(s)"

    def resolve(self, game, a):
        c = a.args[0]
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
        game.pending = ask("fresh meat", {"column": c, "rows": rows, "cards": cards})
        FreshMeatReorganize.auto(game)


class FreshMeatReorganize(Rule):
    """Fresh meat, its reorganizing: the Zombies place the column's cards among the same spaces, one
    at a time from the front. The last card takes the last space by itself, and so do cards all face
    up and alike; never because face-down cards look alike, which the Cheerleaders cannot see."""

    key = "fresh meat"
    side = ZOMBIES          # who decides
    section = "Special Actions from the Barricades"
    ask = "Fresh meat: the Zombies reorganize the column, space by space from the front"

    def choices(self, game, p):
        r = p.data["rows"][0]
        seen_ = []
        for z in p.data["cards"]:
            d = z.desc()
            if d not in seen_:
                seen_.append(d)
        return [act(ZOMBIES, "place", d, r) for d in seen_]

    def preview(self, game, p, a):
        desc, r = a.args
        return f"puts the {desc} at {pos(p.data['column'], r)}"

    def resolve(self, game, p, a):
        desc, r = a.args
        d = p.data
        for i, z in enumerate(d["cards"]):
            if z.desc() == desc:
                break
        d["cards"].pop(i)
        d["rows"].pop(0)
        self.put(game, d["column"], r, z)
        self.auto(game)

    @staticmethod
    def put(game, c, r, z) -> None:
        game.place(c, r, z)
        game.log.append(f"Fresh meat: {'the ' + z.card if z.up else 'a face-down zombie'} goes to {pos(c, r)}")

    @classmethod
    def auto(cls, game) -> None:
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

    kinds = ("Classes begin",)
    card = "Classes begin"

    def options(self, game, scan):
        return [act(ZOMBIES, "Classes begin")] if any(scan["col_move"]) else []

    def preview(self, game, a):
        return "every column advances up to two spaces, column 1 first"

    def resolve(self, game, a):
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
    them. Place each one of them behind the last zombie card of a different column." The columns
    are the decision :class:`ReturnThree`, one card at a time."""

    kinds = ("Return of the Zombies 3",)
    card = "Return of the Zombies 3"

    def options(self, game, scan):
        return [act(ZOMBIES, self.card)] if game.zombie_discard else []

    def preview(self, game, a):
        n = min(3, len(game.zombie_discard))
        return f"draws {n} of the {len(game.zombie_discard)} discarded zombies at random, each for a different column"

    def resolve(self, game, a):
        self.use(game)
        drawn = _draw_discarded(game, 3)
        game.log.append(f"Return of the Zombies 3: {len(drawn)} discarded zombies come back")
        game.pending = ask("return 3", {"cards": drawn, "columns": []})


class ReturnThree(Rule):
    """Return of the Zombies 3, placing: each drawn zombie goes face down right behind the last
    zombie of a column not used yet (row 3 in an empty column)."""

    key = "return 3"
    side = ZOMBIES          # who decides
    section = "Special Actions from the Barricades"
    ask = "Return of the Zombies 3: each drawn zombie goes behind the last zombie of a different column"

    def choices(self, game, p):
        card = p.data["cards"][0]
        return [act(ZOMBIES, "return", card, c) for c in range(game.C) if c not in p.data["columns"]]

    def preview(self, game, p, a):
        card, c = a.args
        return f"puts the {card} face down at {pos(c, game.behind_last(c))}"

    def resolve(self, game, p, a):
        card, c = a.args
        p.data["cards"].pop(0)
        p.data["columns"].append(c)
        r = game.behind_last(c)
        game.place(c, r, Zombie(card))
        game.log.append(f"A zombie comes back face down at {pos(c, r)}")
        if not p.data["cards"]:
            game.pending = None


class ReturnOfTheZombies4(Special):
    """Return of the Zombies 4: "Shuffle all discarded Zombies except the bosses and draw four of
    them. Place them behind the last zombie card of a column of your choice." In the order drawn."""

    kinds = ("Return of the Zombies 4",)
    card = "Return of the Zombies 4"

    def options(self, game, scan):
        return [act(ZOMBIES, self.card, c) for c in range(game.C)] if game.zombie_discard else []

    def preview(self, game, a):
        n = min(4, len(game.zombie_discard))
        return f"draws {n} discarded zombies at random and puts them face down behind column {a.args[0] + 1}"

    def resolve(self, game, a):
        c = a.args[0]
        self.use(game)
        drawn = _draw_discarded(game, 4)
        game.log.append(f"Return of the Zombies 4: {len(drawn)} discarded zombies come back behind column {c + 1}")
        for card in drawn:
            game.place(c, game.behind_last(c), Zombie(card))


class PromQueen(Special):
    """Prom Queen: "place it on any free space behind a zombie. ... It is invincible as long as the
    other bosses have not been defeated." Then her Stamina is 1; killed, she is out of the game."""

    kinds = ("Prom Queen",)
    card = QUEEN

    def options(self, game, scan):
        if game.queen_killed or any(z is not None and z.card == QUEEN for col in game.grid for z in col):
            return []
        acts = []
        for c in range(game.C):
            col = game.grid[c]
            for r in range(1, len(col)):
                if col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    acts.append(act(ZOMBIES, QUEEN, c, r + 1))
        return acts

    def preview(self, game, a):
        c, r = a.args
        state = "invincible while a boss is undefeated" if game.queen_invincible() else "Stamina 1"
        return f"the Prom Queen takes her place face up at {pos(c, r)} ({state})"

    def resolve(self, game, a):
        c, r = a.args
        self.use(game)
        game.place(c, r, Zombie(QUEEN, up=True))
        game.log.append(f"The Prom Queen takes her place at {pos(c, r)}")


SPECIAL_MOVES: dict[str, Special] = {m.card: m for m in (
    Sniper(), Ziiiiip(), FreshMeat(), ClassesBegin(), ReturnOfTheZombies3(), ReturnOfTheZombies4(), PromQueen())}
