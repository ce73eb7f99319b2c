"""Flow of the Game: a side's turn of three actions, what each side is offered, the move that
carries out each kind of action (:data:`MOVES`), and ending a turn."""

from __future__ import annotations

from ogrelab.core import Action, Rule

from ..cards import CHEERLEADERS, SIDE_NAMES, ZOMBIES
from .actions import Move, _get, _make, act, reveal_control
from .barricades import SPECIAL_MOVES
from .bosses import BOSS_MOVES, BassDrum
from .cheerleaders import (_FLAME, _RECHARGE, _SACRIFICE, _SHOOT, ABILITIES, ABILITIES_SPENT, MoveBarricade,
                           Swap)
from .zombies import Advance, Attack, BaseballThrow, Reveal, Sideways


class EndTurn(Move):
    """Ending a turn early (a ruling: the rulebook gives three actions; a side may use fewer)."""

    kinds = ("end",)
    section = "Flow of the Game"

    def preview(self, game, a):
        other = SIDE_NAMES[game.side ^ 1]
        return f"ends the {SIDE_NAMES[game.side]}' turn; the {other} play"

    def resolve(self, game, a):
        game.log.append(f"The {SIDE_NAMES[game.side]} end their turn")
        game.end_turn()


# actions built once and shared: the swaps of each order of the cheerleaders, the reveals of each
# space, the barricade moves of each shape of the piles
_SWAPS: dict = {}
_REVEAL = [[act(ZOMBIES, "reveal", c, r) for r in range(40)] for c in range(6)]
_MOVES: dict = {}


#: the move that carries out each kind of action of a turn
MOVES: dict[str, Move] = {}
for _m in (Reveal(), Advance(), Sideways(), Attack(), BaseballThrow(), EndTurn(), Swap(), MoveBarricade(),
           _SHOOT, _FLAME, _RECHARGE, _SACRIFICE, BassDrum(), *SPECIAL_MOVES.values(), *BOSS_MOVES.values()):
    for _k in _m.kinds:
        MOVES[_k] = _m


class Turn(Rule):
    """A side's turn: three actions, each carried out by its :class:`Move`."""

    def preview(self, game, p, a):
        return MOVES[a.kind].preview(game, a)

    def resolve(self, game, p, a):
        MOVES[a.kind].resolve(game, a)


class ZombiesTurn(Turn):
    """The Zombies' turn: "For one action, the Zombies player can: Advance an entire column or row;
    Attack; Play a special action (from a barricade card)", three actions; revealing is free. The
    turn ends by itself after the third action."""

    key = "zombies' turn"
    side = ZOMBIES          # who decides
    section = "Flow of the Game"
    ask = "advance a column or row, attack, or play a barricade action; revealing is free"

    def prompt(self, game, p):
        return f"{game.actions_left} action{'' if game.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, game, p):
        S = ZOMBIES
        acts: list[Action] = []
        reveals: list[Action] = []
        grid, piles, cheer, C = game.grid, game.piles, game.cheer, game.C
        if game.actions_left <= 0:
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
        if game.zombies_keep:
            scan = {"baseball": baseball, "zipable": zipable, "col_move": col_move}
            for card in sorted(set(game.zombies_keep)):
                acts.extend(SPECIAL_MOVES[card].options(game, scan))
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

    def prompt(self, game, p):
        if game.actions_left <= 0:
            return "no action left: play the bass drum player for two more, or end the turn"
        return f"{game.actions_left} action{'' if game.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, game, p):
        S = CHEERLEADERS
        acts: list[Action] = []
        cheer, grid, piles, C = game.cheer, game.grid, game.piles, game.C
        keep = game.cheer_keep
        if game.actions_left > 0:
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
                    m.options(game, c, ch, acts)
            if keep:
                for card in sorted(set(keep)):
                    if card in BOSS_MOVES:
                        acts.extend(BOSS_MOVES[card].options(game))
        if "bass drum player" in keep:
            acts.append(act(S, "bass drum"))
        acts.append(act(S, "end"))
        return acts
