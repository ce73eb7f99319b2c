"""Flow of the Game: a side's turn of three actions, what each side is offered, the move that
carries out each kind of action (:data:`MOVES`), and ending a turn."""

from __future__ import annotations


from ogrelab.core import Action, Rule

from ..cards import CHEER_DATA, CHEERLEADERS, SIDE_NAMES, ZOMBIES
from .actions import Move, act, reveal_control
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


# actions built once and shared: the reveals of each space, the advances and attacks of each column,
# the swaps and barricade moves of each order of the cheerleaders and shape of the piles
_REVEAL = [[act(ZOMBIES, "reveal", c, r) for r in range(40)] for c in range(6)]
_SWAPS: dict = {}
_MOVES: dict = {}
_KEPT = {id(BOSS_MOVES): {}, id(SPECIAL_MOVES): {}}     # by the moves' table, then by the cards kept
_BASS_DRUM = act(CHEERLEADERS, "bass drum")
_C_END = act(CHEERLEADERS, "end")
_ADVANCE_COLUMN = [act(ZOMBIES, "advance_column", c, False) for c in range(6)]
_ADVANCE_ROW = [act(ZOMBIES, "advance_row", r, False) for r in range(40)]
_ATTACK_PILE = [act(ZOMBIES, "attack", c, 2, "the barricade") for c in range(6)]
_ATTACK_CHEER = [{name: act(ZOMBIES, "attack", c, 1, name) for name in CHEER_DATA} for c in range(6)]
_THROW = [[act(ZOMBIES, "throw", c, r) for r in range(40)] for c in range(6)]
_Z_END = act(ZOMBIES, "end")


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
        if game.actions_left <= 0:
            return [_Z_END]
        S = ZOMBIES
        grid, piles, cheer = game.grid, game.piles, game.cheer
        acts: list[Action] = []         # first the advances of each column, column by column
        reveals: list[Action] = []
        attacks: list[Action] = []
        baseball: list[tuple] = []
        rows = set()                    # the rows that can advance
        climb = False
        keep = game.zombies_keep
        if keep:
            col_move: list[bool] = []
            zipable: list[bool] = []
        c = -1
        for col in grid:
            c += 1
            pile = piles[c]
            rev = _REVEAL[c]
            throws = _THROW[c]
            n = len(col)
            if n > len(rev):
                rev = rev + [act(S, "reveal", c, r) for r in range(len(rev), n)]
            mv = zp = cl = False        # the column advances; without eating; its nerds climb
            # row 0 holds no zombie, so col[r - 1] is the space in front of each
            r = -1
            for z in col:
                r += 1
                if z is None:
                    continue
                if not z.up:
                    reveals.append(rev[r])
                    if col[r - 1] is not None or z.attacked:
                        continue
                    if r == 1:
                        if cheer[c].ko:
                            mv = True
                            rows.add(1)
                    elif r != 2 or not pile:
                        mv = zp = True
                        rows.add(r)
                    continue
                if z.attacked:
                    continue
                if r == 1:
                    ch = cheer[c]
                    if ch.ko:
                        mv = True
                        rows.add(1)
                    elif not z.moved:
                        attacks.append(_ATTACK_CHEER[c].get(ch.name) or act(S, "attack", c, r, ch.name))
                    continue
                if col[r - 1] is None:
                    if r != 2 or not pile:
                        mv = zp = True
                        rows.add(r)
                    else:               # in front of the barricade pile
                        if z.card == "nerds":
                            cl = True
                        if not z.moved:
                            attacks.append(_ATTACK_PILE[c])
                            if z.card == "baseball player":
                                baseball.append((c, r))
                        continue
                if pile and z.card == "baseball player" and not z.moved:
                    attacks.append(throws[r] if r < len(throws) else act(S, "throw", c, r))
                    baseball.append((c, r))
            if mv:
                acts.append(_ADVANCE_COLUMN[c])
            if cl:
                acts.append(act(S, "advance_column", c, True))
                climb = True
            if keep:
                col_move.append(mv)
                zipable.append(zp)
        any_col = bool(acts)
        if rows:
            for r in sorted(rows):
                acts.append(_ADVANCE_ROW[r] if r < len(_ADVANCE_ROW) else act(S, "advance_row", r, False))
        if climb:
            acts.append(act(S, "advance_row", 2, True))
        if not any_col:
            C = len(grid)
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
        acts += attacks
        if keep:
            scan = {"baseball": baseball, "zipable": zipable, "col_move": col_move}
            for special in _kept(keep, SPECIAL_MOVES):
                acts.extend(special.options(game, scan))
        acts += reveals
        acts.append(_Z_END)
        return acts


def quiet_reveal(game, a: Action) -> bool:
    """Whether the zombie the reveal ``a`` turned face up offers nothing it did not offer face down:
    then the Zombies' choices are those offered before the reveal, but for it. Face up, a zombie
    that has not attacked may attack (from row 1, in front of a pile, a baseball player over one)
    and nerds may climb (:meth:`ZombiesTurn.choices`); a football player that runs leaves its space."""
    c, r = a.args
    z = game.grid[c][r]
    if z is None:               # a football player has run
        return False
    if z.attacked:
        return True
    if r == 1:
        return False
    if not game.piles[c]:
        return True
    return not (r == 2 and game.grid[c][1] is None) and z.card != "baseball player"


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
        cheer, grid, piles = game.cheer, game.grid, game.piles
        keep = game.cheer_keep
        if game.actions_left > 0:
            names = tuple([ch.name for ch in cheer])
            swaps = _SWAPS.get(names)
            if swaps is None:
                swaps = _SWAPS[names] = _swaps(names)
            # each pile: -1 under nerds (it stays, nothing goes on it), else its cards, 2 for two or more
            shape = []
            for col, pile in zip(grid, piles):
                shape.append(-1 if col[1] is not None else len(pile) if len(pile) < 2 else 2)
            shape = tuple(shape)
            moves = _MOVES.get(shape)
            if moves is None:
                moves = _MOVES[shape] = _moves(shape)
            acts = swaps + moves
            c = -1
            for ch in cheer:
                c += 1
                if ch.ko:
                    continue
                for m in (ABILITIES if ch.energy > 0 else ABILITIES_SPENT)[ch.name]:
                    m.options(game, c, ch, acts)
            if keep:
                for boss in _kept(keep, BOSS_MOVES):
                    acts.extend(boss.options(game))
        else:
            acts = []
        if "bass drum player" in keep:
            acts.append(_BASS_DRUM)
        acts.append(_C_END)
        return acts


def _kept(cards: list, moves: dict) -> list:
    """The moves of the kept ``cards`` that have one, each once, in the order of their names."""
    known = _KEPT[id(moves)]
    key = tuple(cards)
    kept = known.get(key)
    if kept is None:
        kept = known[key] = [moves[c] for c in sorted(set(cards)) if c in moves]
    return kept


def _swaps(names: tuple) -> list[Action]:
    """The swaps of the cheerleaders in this order."""
    C = len(names)
    return [act(CHEERLEADERS, "swap", names[i], names[j]) for i in range(C) for j in range(i + 1, C)]


def _moves(shape: tuple) -> list[Action]:
    """The barricade moves the piles allow (``shape``: -1 under nerds, else the cards, 2 for two or more)."""
    moves = []
    C = len(shape)
    for s in range(C):
        if shape[s] > 0:
            for d in range(C):
                if d != s and shape[d] >= 0:
                    moves.append(act(CHEERLEADERS, "move_pile", s, d))
                    if shape[s] > 1:
                        moves.append(act(CHEERLEADERS, "move_top", s, d))
    return moves
