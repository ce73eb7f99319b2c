"""Special Actions from the Boss Zombies: the bosses the Cheerleaders keep once they kill them
(nurse, teacher's pet, coach, security guard, principal, janitor), one rule each. A boss that
opens a decision of its own (the coach, the security guard, the principal, the janitor) holds it
too: played from the Cheerleaders' turn, it sets its decision off (``trigger``)."""

from __future__ import annotations

from ogrelab.core import Pending, Rule

from ..cards import CHEERLEADERS, Barricade, pos
from .actions import act


class Boss(Rule):
    """A boss card the Cheerleaders keep: one action (its kind is the card), then to the boss discard."""

    card = ""
    section = "Special Actions from the Boss Zombies"
    side = CHEERLEADERS          # who decides, where it asks

    def use(self, game) -> None:
        game.spend()
        game.cheer_keep.remove(self.card)
        game.boss_discard.append(self.card)


class Nurse(Boss):
    """The nurse: "One of the cheerleaders receives one Energy token (a knocked-out cheerleader
    cannot benefit from this special action)." No upper limit."""

    key = "nurse"
    explain = 'A boss card won from the zombies: give one cheerleader who is still standing an extra energy token.'
    kinds = ("nurse",)
    card = "nurse"

    def text(self, kind, name):
        return f"nurse: {name} +1 energy"

    def touch(self, kind, name):
        return ("keep:nurse", f"cheer:{name}")

    def choices(self, game, pending):
        return [act(CHEERLEADERS, "nurse", ch.name) for ch in game.cheer if not ch.ko]

    def preview(self, game, pending, action):
        ch = game.cheer[game.find_cheer(action.args[0])]
        return f"{ch.name} receives an energy token ({ch.energy + 1} then)"

    def resolve(self, game, pending, action):
        self.use(game)
        game.cheer[game.find_cheer(action.args[0])].energy += 1
        game.log.append(f"Nurse: {action.args[0]} receives one energy token")


class TeachersPet(Boss):
    """The teacher's pet: "Increases the Strength of a cheerleader by +1 for one attack." On a
    cheerleader who can attack; kept until her next attack."""

    key = "teacher's pet"
    explain = 'A boss card won from the zombies: one cheerleader hits one strength harder on her next attack.'
    kinds = ("teacher's pet",)
    card = "teacher's pet"

    def text(self, kind, name):
        return f"teacher's pet: {name} +1 strength"

    def touch(self, kind, name):
        return ("keep:teacher's pet", f"cheer:{name}")

    def choices(self, game, pending):
        return [act(CHEERLEADERS, "teacher's pet", ch.name) for ch in game.cheer if not ch.ko and ch.weapon != "none"]

    def preview(self, game, pending, action):
        return f"{action.args[0]} has +1 Strength for her next attack"

    def resolve(self, game, pending, action):
        self.use(game)
        game.cheer[game.find_cheer(action.args[0])].bonus += 1
        game.log.append(f"Teacher's pet: {action.args[0]} has +1 Strength for her next attack")


class Coach(Boss):
    """The coach: "Freely reorganize the cheerleaders and each of the barricade cards." A pile
    under nerds stays. The placing is its own decision: the cheerleaders column by column (the last
    one by herself), then every movable barricade card one at a time, on a free barricade space or
    on top of a pile."""

    key = "coach"
    explain = 'A boss card won from the zombies: rearrange the cheerleaders and the barricade cards as you like.'
    kinds = ("coach", "coach_cheerleader", "coach_barricade")
    card = "coach"
    ask = "Coach: reorganize the cheerleaders, then every barricade card"

    def text(self, kind, *args):
        if kind == "coach":
            return "coach"
        name, c = args
        return f"{name} to column {c + 1}" if kind == "coach_cheerleader" else f"put {name} on column {c + 1}"

    def touch(self, kind, *args):
        if kind == "coach_cheerleader":
            return (f"cheer:{args[0]}",)
        if kind == "coach_barricade":
            return (f"barricade:{args[0]}", f"pile:{args[1] + 1}")
        return ("keep:coach",)

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Cheerleaders' turn
            return [act(CHEERLEADERS, "coach")]
        if pending.data["cheerleaders"]:
            c = game.cheer.index(None)
            return [act(CHEERLEADERS, "coach_cheerleader", ch.name, c) for ch in pending.data["cheerleaders"]]
        descs = []
        for b in pending.data["barricades"]:
            d = b.desc()
            if d not in descs:
                descs.append(d)
        targets = [c for c in range(game.C) if game.grid[c][1] is None]
        return [act(CHEERLEADERS, "coach_barricade", d, c) for d in descs for c in targets]

    def preview(self, game, pending, action):
        a = action
        if a.kind == "coach":
            n = sum(len(game.piles[c]) for c in range(game.C) if game.grid[c][1] is None)
            return f"takes up the cheerleaders and {n} barricade card(s) to place them again"
        if a.kind == "coach_cheerleader":
            text = f"{a.args[0]} takes column {a.args[1] + 1}"
            if len(pending.data["cheerleaders"]) == 2:
                other = next(ch.name for ch in pending.data["cheerleaders"] if ch.name != a.args[0])
                text += f"; {other} takes the last place"
            return text
        desc, c = a.args
        return f"puts the {desc} on top of pile {c + 1}" if game.piles[c] else f"puts the {desc} in column {c + 1}"

    def resolve(self, game, pending, action):
        a = action
        if a.kind == "coach":
            self.use(game)
            cheer = list(game.cheer)
            game.cheer = [None] * game.C
            hand = []
            for c in range(game.C):
                if game.grid[c][1] is None:
                    hand.extend(game.piles[c])
                    game.piles[c] = []
            game.log.append("Coach: the Cheerleaders reorganize the cheerleaders and the barricades")
            self.trigger(game, Pending(self, CHEERLEADERS, {"cheerleaders": cheer, "barricades": hand}))
            return
        d = pending.data
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

    def trigger(self, game, pending):
        game.ask(pending)
        self.auto(game)

    def auto(self, game) -> None:
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
    down." Its own decision looks at them one at a time, up to 5 not looked at yet; only the
    Cheerleaders' view shows them."""

    key = "security guard"
    explain = ('A boss card won from the zombies: peek at up to five face-down zombies. Only you see them, and they '
               'stay where they are.')
    kinds = ("security guard", "look")
    card = "security guard"
    ask = "Security guard: look at face-down zombies"

    def text(self, kind, *args):
        return f"look at {pos(*args)}" if kind == "look" else "security guard"

    def touch(self, kind, *args):
        return (f"grid:{pos(*args)}",) if kind == "look" else ("keep:security guard",)

    def prompt(self, game, pending):
        return f"Security guard: look at {pending.data['looks']} more face-down zombies"

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Cheerleaders' turn
            return [act(CHEERLEADERS, "security guard")] if any(True for _ in _face_down_unlooked(game)) else []
        return [act(CHEERLEADERS, "look", c, r) for c, r in _face_down_unlooked(game)]

    def preview(self, game, pending, action):
        if action.kind == "look":
            return f"the Cheerleaders see the face-down card at {pos(*action.args)}; it stays face down"
        n = min(5, sum(1 for _ in _face_down_unlooked(game)))
        return f"the Cheerleaders look at {n} face-down zombie(s), one at a time"

    def resolve(self, game, pending, action):
        if action.kind == "security guard":
            self.use(game)
            game.log.append("Security guard: the Cheerleaders look at face-down zombies")
            self.trigger(game, Pending(self, CHEERLEADERS, {"looks": 5}))
            return
        c, r = action.args
        game.grid[c][r].known = True
        game.log.append(f"The Cheerleaders look at the face-down zombie at {pos(c, r)}")
        pending.data["looks"] -= 1
        if pending.data["looks"] <= 0 or not any(True for _ in _face_down_unlooked(game)):
            game.pending = None


class Principal(Boss):
    """The principal: "Move back 3 columns or rows of zombies (i.e.: 3 columns, or 3 rows, or 2
    columns and 1 row, and so on). The same column/row can be moved several times." Its own
    decision makes the 3 moves, each a column or a row moved back one space, rearmost zombie first
    (a zombie moves if the space behind it is free or freed)."""

    key = "principal"
    explain = ('A boss card won from the zombies: push the zombies back, three times a column or a row one space '
               'away from the cheerleaders.')
    kinds = ("principal", "back_column", "back_row")
    card = "principal"
    ask = "Principal: move back columns or rows"

    def text(self, kind, *args):
        if kind == "principal":
            return "principal"
        return f"move back column {args[0] + 1}" if kind == "back_column" else f"move back row {args[0]}"

    def touch(self, kind, *args):
        if kind == "principal":
            return ("keep:principal",)
        return (f"column:{args[0] + 1}",) if kind == "back_column" else (f"row:{args[0]}",)

    def prompt(self, game, pending):
        return f"Principal: move back {pending.data['moves']} more columns or rows"

    def moves(self, game) -> list:
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

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Cheerleaders' turn
            return [act(CHEERLEADERS, "principal")]
        return self.moves(game)

    def preview(self, game, pending, action):
        a = action
        if a.kind == "principal":
            return "the Cheerleaders move back three columns or rows of zombies, one at a time"
        if a.kind == "back_column":
            n = sum(1 for z in game.grid[a.args[0]] if z is not None)
            return f"column {a.args[0] + 1} moves back one space ({n} zombie(s), the rearmost first)"
        r = a.args[0]
        n = sum(1 for c in range(game.C) if r < len(game.grid[c]) and game.grid[c][r] is not None
                and (r + 1 >= len(game.grid[c]) or game.grid[c][r + 1] is None))
        return f"row {r} moves back one space ({n} zombie(s))"

    def resolve(self, game, pending, action):
        a = action
        if a.kind == "principal":
            self.use(game)
            game.log.append("Principal: the Cheerleaders move back three columns or rows")
            self.trigger(game, Pending(self, CHEERLEADERS, {"moves": 3}))
            return
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
        pending.data["moves"] -= 1
        if pending.data["moves"] <= 0 or not self.moves(game):
            game.pending = None


class Janitor(Boss):
    """The janitor: "You can spend 3 "barricade points". For one "barricade point" you can repair a
    damaged barricade (flip the barricade card back on its light side) or create a new damaged
    barricade taken from the discard." Its own decision spends them: repair any damaged card of a
    pile (the topmost of that name) or rebuild one from the discard, damaged, on a free space or a
    pile top; never on a pile under nerds; ``janitor done`` stops early."""

    key = "janitor"
    explain = ('A boss card won from the zombies: spend three points to repair damaged barricades or bring broken '
               'ones back.')
    kinds = ("janitor", "repair", "rebuild", "janitor_done")
    card = "janitor"
    ask = "Janitor: spend barricade points"

    def text(self, kind, *args):
        if kind in ("repair", "rebuild"):
            return f"{kind} {args[0]} at column {args[1] + 1}"
        return "janitor done" if kind == "janitor_done" else "janitor"

    def touch(self, kind, *args):
        if kind == "repair":
            return (f"barricade:{args[1] + 1}:{args[0]}",)
        if kind == "rebuild":
            return (f"discard:{args[0]}", f"pile:{args[1] + 1}")
        return ("control:janitor done",) if kind == "janitor_done" else ("keep:janitor",)

    def prompt(self, game, pending):
        return f"Janitor: {pending.data['points']} barricade points left (repair, or rebuild from the discard)"

    def spends(self, game) -> list:
        """The repairs and rebuilds open now."""
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

    def choices(self, game, pending):
        if pending.rule is not self:        # offered at the Cheerleaders' turn
            return [act(CHEERLEADERS, "janitor")] if self.spends(game) else []
        return self.spends(game) + [act(CHEERLEADERS, "janitor_done")]

    def preview(self, game, pending, action):
        a = action
        if a.kind == "janitor":
            return "the Cheerleaders spend up to three barricade points, repairing or rebuilding"
        if a.kind == "repair":
            return f"flips the damaged {a.args[0]} of pile {a.args[1] + 1} back to its intact side"
        if a.kind == "rebuild":
            return f"puts a damaged {a.args[0]} from the discard on pile {a.args[1] + 1}"
        return f"the janitor stops, {pending.data['points']} point(s) unspent"

    def resolve(self, game, pending, action):
        a = action
        if a.kind == "janitor":
            self.use(game)
            game.log.append("Janitor: the Cheerleaders spend 3 barricade points")
            self.trigger(game, Pending(self, CHEERLEADERS, {"points": 3}))
            return
        if a.kind == "janitor_done":
            game.log.append(f"The janitor stops with {pending.data['points']} barricade points unspent")
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
        pending.data["points"] -= 1
        if pending.data["points"] <= 0 or not self.spends(game):
            game.pending = None
