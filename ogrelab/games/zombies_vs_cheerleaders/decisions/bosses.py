"""Special Actions from the Boss Zombies: the bosses the Cheerleaders keep once they kill them
(nurse, teacher's pet, coach, security guard, principal, janitor), one move each, with the decisions
the coach, the security guard, the principal and the janitor open; and the bass drum player, the
other card the Cheerleaders keep."""

from __future__ import annotations

from ogrelab.core import Action, Rule

from ..cards import CHEERLEADERS, Barricade, pos
from .actions import Move, act, ask


class Boss(Move):
    """A boss card the Cheerleaders keep: one action to play, then to the boss discard."""

    card = ""
    section = "Special Actions from the Boss Zombies"

    def options(self, game) -> list[Action]:
        raise NotImplementedError

    def use(self, game) -> None:
        game.spend()
        game.cheer_keep.remove(self.card)
        game.boss_discard.append(self.card)


class Nurse(Boss):
    """The nurse: "One of the cheerleaders receives one Energy token (a knocked-out cheerleader
    cannot benefit from this special action)." No upper limit."""

    kinds = ("nurse",)
    card = "nurse"

    def options(self, game):
        return [act(CHEERLEADERS, "nurse", ch.name) for ch in game.cheer if not ch.ko]

    def preview(self, game, a):
        ch = game.cheer[game.find_cheer(a.args[0])]
        return f"{ch.name} receives an energy token ({ch.energy + 1} then)"

    def resolve(self, game, a):
        self.use(game)
        game.cheer[game.find_cheer(a.args[0])].energy += 1
        game.log.append(f"Nurse: {a.args[0]} receives one energy token")


class TeachersPet(Boss):
    """The teacher's pet: "Increases the Strength of a cheerleader by +1 for one attack." On a
    cheerleader who can attack; kept until her next attack."""

    kinds = ("teacher's pet",)
    card = "teacher's pet"

    def options(self, game):
        return [act(CHEERLEADERS, "teacher's pet", ch.name) for ch in game.cheer if not ch.ko and ch.weapon != "none"]

    def preview(self, game, a):
        return f"{a.args[0]} has +1 Strength for her next attack"

    def resolve(self, game, a):
        self.use(game)
        game.cheer[game.find_cheer(a.args[0])].bonus += 1
        game.log.append(f"Teacher's pet: {a.args[0]} has +1 Strength for her next attack")


class Coach(Boss):
    """The coach: "Freely reorganize the cheerleaders and each of the barricade cards." The
    placing is the decision :class:`CoachReorganize`; a pile under nerds stays."""

    kinds = ("coach",)
    card = "coach"

    def options(self, game):
        return [act(CHEERLEADERS, "coach")]

    def preview(self, game, a):
        n = sum(len(game.piles[c]) for c in range(game.C) if game.grid[c][1] is None)
        return f"takes up the cheerleaders and {n} barricade card(s) to place them again"

    def resolve(self, game, a):
        self.use(game)
        cheer = list(game.cheer)
        game.cheer = [None] * game.C
        hand = []
        for c in range(game.C):
            if game.grid[c][1] is None:
                hand.extend(game.piles[c])
                game.piles[c] = []
        game.log.append("Coach: the Cheerleaders reorganize the cheerleaders and the barricades")
        game.pending = ask("coach", {"cheerleaders": cheer, "barricades": hand})
        CoachReorganize.auto(game)


class CoachReorganize(Rule):
    """The coach, placing: the cheerleaders column by column (the last one by herself), then every
    movable barricade card one at a time, on a free barricade space or on top of a pile."""

    key = "coach"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Coach: reorganize the cheerleaders, then every barricade card"

    def choices(self, game, p):
        if p.data["cheerleaders"]:
            c = game.cheer.index(None)
            return [act(CHEERLEADERS, "coach_cheerleader", ch.name, c) for ch in p.data["cheerleaders"]]
        descs = []
        for b in p.data["barricades"]:
            d = b.desc()
            if d not in descs:
                descs.append(d)
        targets = [c for c in range(game.C) if game.grid[c][1] is None]
        return [act(CHEERLEADERS, "coach_barricade", d, c) for d in descs for c in targets]

    def preview(self, game, p, a):
        if a.kind == "coach_cheerleader":
            text = f"{a.args[0]} takes column {a.args[1] + 1}"
            if len(p.data["cheerleaders"]) == 2:
                other = next(ch.name for ch in p.data["cheerleaders"] if ch.name != a.args[0])
                text += f"; {other} takes the last place"
            return text
        desc, c = a.args
        return f"puts the {desc} on top of pile {c + 1}" if game.piles[c] else f"puts the {desc} in column {c + 1}"

    def resolve(self, game, p, a):
        d = p.data
        if a.kind == "coach_cheerleader":
            name, c = a.args
            i = next(i for i, ch in enumerate(d["cheerleaders"]) if ch.name == name)
            game.cheer[c] = d["cheerleaders"].pop(i)
            game.log.append(f"Coach: {name} takes column {c + 1}")
        else:
            desc, c = a.args
            i = next(i for i, b in enumerate(d["barricades"]) if b.desc() == desc)
            game.piles[c].append(d["barricades"].pop(i))
            game.log.append(f"Coach: the {desc} goes on pile {c + 1}")
        self.auto(game)

    @staticmethod
    def auto(game) -> None:
        """The last cheerleader takes the last place through ``Game.auto``; the coach ends with nothing left."""
        p = game.pending
        d = p.data
        if len(d["cheerleaders"]) == 1:
            game.auto(p, act(CHEERLEADERS, "coach_cheerleader", d["cheerleaders"][0].name, game.cheer.index(None)))
        elif not d["cheerleaders"] and not d["barricades"]:
            game.pending = None


def _face_down_unlooked(game):
    for c in range(game.C):
        col = game.grid[c]
        for r in range(1, len(col)):
            z = col[r]
            if z is not None and not z.up and not z.known:
                yield c, r


class SecurityGuard(Boss):
    """The security guard: "Look at 5 face down zombies and put them back where they were, face
    down." One at a time (:class:`SecurityGuardLooks`); only the Cheerleaders' view shows them."""

    kinds = ("security guard",)
    card = "security guard"

    def options(self, game):
        return [act(CHEERLEADERS, "security guard")] if any(True for _ in _face_down_unlooked(game)) else []

    def preview(self, game, a):
        n = min(5, sum(1 for _ in _face_down_unlooked(game)))
        return f"the Cheerleaders look at {n} face-down zombie(s), one at a time"

    def resolve(self, game, a):
        self.use(game)
        game.log.append("Security guard: the Cheerleaders look at face-down zombies")
        game.pending = ask("security guard", {"looks": 5})


class SecurityGuardLooks(Rule):
    """The security guard, looking: up to 5 face-down zombies not looked at yet, one at a time."""

    key = "security guard"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Security guard: look at face-down zombies"

    def prompt(self, game, p):
        return f"Security guard: look at {p.data['looks']} more face-down zombies"

    def choices(self, game, p):
        return [act(CHEERLEADERS, "look", c, r) for c, r in _face_down_unlooked(game)]

    def preview(self, game, p, a):
        return f"the Cheerleaders see the face-down card at {pos(*a.args)}; it stays face down"

    def resolve(self, game, p, a):
        c, r = a.args
        game.grid[c][r].known = True
        game.log.append(f"The Cheerleaders look at the face-down zombie at {pos(c, r)}")
        p.data["looks"] -= 1
        if p.data["looks"] <= 0 or not any(True for _ in _face_down_unlooked(game)):
            game.pending = None


class Principal(Boss):
    """The principal: "Move back 3 columns or rows of zombies (i.e.: 3 columns, or 3 rows, or 2
    columns and 1 row, and so on). The same column/row can be moved several times." (:class:`PrincipalMoves`)"""

    kinds = ("principal",)
    card = "principal"

    def options(self, game):
        return [act(CHEERLEADERS, "principal")]

    def preview(self, game, a):
        return "the Cheerleaders move back three columns or rows of zombies, one at a time"

    def resolve(self, game, a):
        self.use(game)
        game.log.append("Principal: the Cheerleaders move back three columns or rows")
        game.pending = ask("principal", {"moves": 3})


class PrincipalMoves(Rule):
    """The principal, moving back: each of 3 moves is a column or a row moved back one space,
    rearmost zombie first (a zombie moves if the space behind it is free or freed)."""

    key = "principal"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Principal: move back columns or rows"

    def prompt(self, game, p):
        return f"Principal: move back {p.data['moves']} more columns or rows"

    @staticmethod
    def options(game) -> list[Action]:
        acts = []
        rows = set()
        for c in range(game.C):
            col = game.grid[c]
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

    def choices(self, game, p):
        return self.options(game)

    def preview(self, game, p, a):
        if a.kind == "back_column":
            n = sum(1 for z in game.grid[a.args[0]] if z is not None)
            return f"column {a.args[0] + 1} moves back one space ({n} zombie(s), the rearmost first)"
        r = a.args[0]
        n = sum(1 for c in range(game.C) if r < len(game.grid[c]) and game.grid[c][r] is not None
                and (r + 1 >= len(game.grid[c]) or game.grid[c][r + 1] is None))
        return f"row {r} moves back one space ({n} zombie(s))"

    def resolve(self, game, p, a):
        if a.kind == "back_column":
            c = a.args[0]
            col = game.grid[c]
            for r in range(len(col) - 1, 0, -1):
                z = col[r]
                if z is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    col[r] = None
                    game.place(c, r + 1, z)
            game.log.append(f"Column {c + 1} moves back")
        else:
            r = a.args[0]
            for c in range(game.C):
                col = game.grid[c]
                if r < len(col) and col[r] is not None and (r + 1 >= len(col) or col[r + 1] is None):
                    z = col[r]
                    col[r] = None
                    game.place(c, r + 1, z)
            game.log.append(f"Row {r} moves back")
        p.data["moves"] -= 1
        if p.data["moves"] <= 0 or not self.options(game):
            game.pending = None


class Janitor(Boss):
    """The janitor: "You can spend 3 "barricade points". For one "barricade point" you can repair a
    damaged barricade (flip the barricade card back on its light side) or create a new damaged
    barricade taken from the discard." (:class:`JanitorPoints`)"""

    kinds = ("janitor",)
    card = "janitor"

    def options(self, game):
        return [act(CHEERLEADERS, "janitor")] if JanitorPoints.options(game) else []

    def preview(self, game, a):
        return "the Cheerleaders spend up to three barricade points, repairing or rebuilding"

    def resolve(self, game, a):
        self.use(game)
        game.log.append("Janitor: the Cheerleaders spend 3 barricade points")
        game.pending = ask("janitor", {"points": 3})


class JanitorPoints(Rule):
    """The janitor, spending: repair any damaged card of a pile (the topmost of that name) or
    rebuild one from the discard, damaged, on a free space or a pile top; never on a pile under
    nerds; ``janitor done`` stops early."""

    key = "janitor"
    side = CHEERLEADERS          # who decides
    section = "Special Actions from the Boss Zombies"
    ask = "Janitor: spend barricade points"

    def prompt(self, game, p):
        return f"Janitor: {p.data['points']} barricade points left (repair, or rebuild from the discard)"

    @staticmethod
    def options(game) -> list[Action]:
        acts = []
        free = [c for c in range(game.C) if game.grid[c][1] is None]
        for c in free:
            names = []
            for b in game.piles[c]:
                if b.damaged and b.card not in names:
                    names.append(b.card)
            for n in names:
                acts.append(act(CHEERLEADERS, "repair", n, c))
        for n in sorted(set(game.barricade_discard)):
            for c in free:
                acts.append(act(CHEERLEADERS, "rebuild", n, c))
        return acts

    def choices(self, game, p):
        return self.options(game) + [act(CHEERLEADERS, "janitor_done")]

    def preview(self, game, p, a):
        if a.kind == "repair":
            return f"flips the damaged {a.args[0]} of pile {a.args[1] + 1} back to its intact side"
        if a.kind == "rebuild":
            return f"puts a damaged {a.args[0]} from the discard on pile {a.args[1] + 1}"
        return f"the janitor stops, {p.data['points']} point(s) unspent"

    def resolve(self, game, p, a):
        if a.kind == "janitor_done":
            game.log.append(f"The janitor stops with {p.data['points']} barricade points unspent")
            game.pending = None
            return
        card, c = a.args
        if a.kind == "repair":
            for b in reversed(game.piles[c]):
                if b.damaged and b.card == card:
                    b.damaged = False
                    break
            game.log.append(f"The janitor repairs the {card} of pile {c + 1}")
        else:
            game.barricade_discard.remove(card)
            game.piles[c].append(Barricade(card, damaged=True))
            game.log.append(f"The janitor rebuilds a damaged {card} on pile {c + 1}")
        p.data["points"] -= 1
        if p.data["points"] <= 0 or not self.options(game):
            game.pending = None


class BassDrum(Move):
    """The bass drum player: "When it is killed, the Cheerleaders player can keep the card and play
    it for free immediately or later during the game to gain an additional 2 actions." Free even
    after the Cheerleaders' last action; then to the zombie discard."""

    kinds = ("bass drum",)
    section = "The Zombies"

    def preview(self, game, a):
        return f"two more actions this turn ({game.actions_left + 2} then), for free"

    def resolve(self, game, a):
        game.cheer_keep.remove("bass drum player")
        game.zombie_discard.append("bass drum player")
        game.actions_left += 2
        game.log.append("The Cheerleaders play the bass drum player: two more actions")


BOSS_MOVES: dict[str, Boss] = {m.card: m for m in (
    Nurse(), TeachersPet(), Coach(), SecurityGuard(), Principal(), Janitor())}
