"""Game Setup: the Cheerleaders deal the barricades and place the cheerleaders, then the Zombies
build their columns face down; the last cheerleader and the last card go by themselves."""

from __future__ import annotations

from ogrelab.core import Pending, Rule

from ..cards import (CHEER_DATA, CHEERLEADERS, FIRST_ZOMBIE_ROW, MODE_CARDS, ZOMBIE_ROWS, ZOMBIES, Cheerleader,
                     Zombie, pos)
from .actions import RULES, act


class DealBarricades(Rule):
    """Game Setup: "The Cheerleaders player shuffles the barricade cards and places them in a row
    ... face down (light side up) in piles of two cards." One choice: nobody knows the cards."""

    key = "deal barricades"
    side = CHEERLEADERS          # who decides
    section = "Game Setup"
    explain = ('Setting up: the barricade cards are shuffled and laid face down in piles of two in front of the '
               'cheerleaders. Nobody knows which cards they are.')
    ask = "Set-up: the Cheerleaders shuffle the barricades and place them face down in piles of two"
    kinds = ("deal",)

    def text(self, kind):
        return "deal the barricades in piles of two"

    def touch(self, kind):
        return ("control:deal",)

    def choices(self, game, p):
        return [act(CHEERLEADERS, "deal")]

    def preview(self, game, p, a):
        return f"shuffles the {sum(MODE_CARDS[game.C][1].values())} barricades and deals them face down, two a pile"

    def resolve(self, game, p, a):
        game.deal_barricades()
        game.log.append("The Cheerleaders deal the barricades face down in piles of two")
        place = RULES["place cheerleaders"]
        place.trigger(game, Pending(place, CHEERLEADERS, {}))


class PlaceCheerleaders(Rule):
    """Game Setup: "The Cheerleaders player will then place the Cheerleader cards face up behind the
    barricades piles ... the Cheerleader player chooses which card goes where." Column by column;
    the last one takes the last place by herself (every seat sees who is left)."""

    key = "place cheerleaders"
    side = CHEERLEADERS          # who decides
    section = "Game Setup"
    explain = ('Setting up: choose which cheerleader stands behind each barricade pile. Each has her own weapon, so '
               'think about who guards which column.')
    ask = "Set-up: the Cheerleaders choose which cheerleader stands behind each pile"
    kinds = ("setup_cheerleader",)

    def text(self, kind, name, c):
        return f"{name} to column {c + 1}"

    def touch(self, kind, name, c):
        return (f"cheer:{name}",)

    @staticmethod
    def left(game) -> list[str]:
        placed = {ch.name for ch in game.cheer if ch is not None}
        return [n for n in MODE_CARDS[game.C][2] if n not in placed]

    def choices(self, game, p):
        c = game.cheer.index(None)
        return [act(CHEERLEADERS, "setup_cheerleader", n, c) for n in self.left(game)]

    def preview(self, game, p, a):
        name, c = a.args
        text = f"{name} stands behind pile {c + 1} with {CHEER_DATA[name]['energy']} energy"
        rest = [n for n in self.left(game) if n != name]
        if len(rest) == 1:
            text += f"; {rest[0]} takes the last place"
        return text

    def resolve(self, game, p, a):
        name, c = a.args
        game.cheer[c] = Cheerleader(name)
        self.auto(game)

    def trigger(self, game, p):
        game.ask(p)
        self.auto(game)

    def auto(self, game) -> None:
        """The last cheerleader takes the last place through ``Game.auto``; then the zombies are placed."""
        left = self.left(game)
        if len(left) == 1:
            game.auto(game.pending, act(CHEERLEADERS, "setup_cheerleader", left[0], game.cheer.index(None)))
        elif not left:
            game.log.append("The cheerleaders take their places: " + ", ".join(ch.name for ch in game.cheer))
            place = RULES["place zombies"]
            place.trigger(game, Pending(place, ZOMBIES, {"cards": sorted(game.zombie_cards())}))


class PlaceZombies(Rule):
    """Game Setup: "The Zombies player leaves one empty row in front of the barricade cards and
    creates columns of 6 zombie cards ... The player chooses how the cards are placed but does not
    reveal the cards." Column 1 first, front row first; only the last card goes by itself, since
    the Cheerleaders do not see which cards are left."""

    key = "place zombies"
    side = ZOMBIES          # who decides
    section = "Game Setup"
    explain = ('Setting up: lay the zombies face down in columns of six, one empty row away from the barricades. The '
               'Cheerleaders cannot see which zombie is where.')
    ask = "Set-up: the Zombies build columns of six face-down zombies, column by column"
    kinds = ("setup_zombie",)

    def text(self, kind, card, c, r):
        return f"put {card} at {pos(c, r)}"

    def touch(self, kind, card, c, r):
        return (f"hand:{card}",)

    @staticmethod
    def slot(game):
        for c in range(game.C):
            for r in range(FIRST_ZOMBIE_ROW, FIRST_ZOMBIE_ROW + ZOMBIE_ROWS):
                if game.grid[c][r] is None:
                    return c, r
        return None

    def choices(self, game, p):
        c, r = self.slot(game)
        return [act(ZOMBIES, "setup_zombie", card, c, r) for card in sorted(set(p.data["cards"]))]

    def preview(self, game, p, a):
        card, c, r = a.args
        text = f"puts the {card} face down at {pos(c, r)}"
        return text + ("; the last card takes the last space" if len(p.data["cards"]) == 2 else "")

    def resolve(self, game, p, a):
        card, c, r = a.args
        p.data["cards"].remove(card)
        game.grid[c][r] = Zombie(card)
        self.auto(game)

    def trigger(self, game, p):
        game.ask(p)
        self.auto(game)

    def auto(self, game) -> None:
        """The last card takes the last space through ``Game.auto``; then the Zombies begin."""
        cards = game.pending.data["cards"]
        if len(cards) == 1:
            c, r = self.slot(game)
            game.auto(game.pending, act(ZOMBIES, "setup_zombie", cards[0], c, r))
        elif not cards:
            game.pending = None
            game.log.append("The Zombies have built their columns face down; the Zombies begin")
