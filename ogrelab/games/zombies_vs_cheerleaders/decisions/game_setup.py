"""Game Setup: the Cheerleaders deal the barricades and place the cheerleaders, then the Zombies
build their columns face down; the last cheerleader and the last card go by themselves."""

from __future__ import annotations

from ogrelab.core import Rule

from ..cards import CHEER_DATA, CHEERLEADERS, FIRST_ZOMBIE_ROW, MODE_CARDS, ZOMBIE_ROWS, ZOMBIES, Cheerleader, Zombie, pos
from .actions import act, ask


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
