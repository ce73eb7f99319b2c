"""Flow of the Game: a side's turn of three actions, what each side is offered, ending a turn and
the bass drum player's two more actions. Each action of a turn is carried out by the rule that
makes its kind (:data:`~.actions.KINDS`); the turn offers them all in one walk of the table,
with actions built once (:func:`prebuild`)."""

from __future__ import annotations

from ogrelab.core import Action, Pending, Rule

from ..cards import CHEER_DATA, CHEERLEADERS, SIDE_NAMES, ZOMBIES
from .actions import KINDS, act
from .barricades import Special
from .bosses import Boss
from .cheerleaders import _MOVES, _SWAPS, ABILITIES_BUT_SHOTS, ABILITIES_SPENT, SHOOTERS, MoveBarricade
from .zombies import Advance, Attack, BaseballThrow


class EndTurn(Rule):
    """Ending a turn early (a ruling: the rulebook gives three actions; a side may use fewer)."""

    key = "end"
    kinds = ("end",)
    section = "Flow of the Game"
    explain = 'You may stop before using all three actions: the turn then passes to the other side.'

    def text(self, kind):
        return "end turn"

    def touch(self, kind):
        return ("control:end turn",)

    def choices(self, game, pending):
        return [act(pending.seat, "end")]

    def preview(self, game, pending, action):
        other = SIDE_NAMES[game.side ^ 1]
        return f"ends the {SIDE_NAMES[game.side]}' turn; the {other} play"

    def resolve(self, game, pending, action):
        game.log.append(f"The {SIDE_NAMES[game.side]} end their turn")
        game.end_turn()


class BassDrum(Rule):
    """The bass drum player: "When it is killed, the Cheerleaders player can keep the card and play
    it for free immediately or later during the game to gain an additional 2 actions." Free even
    after the Cheerleaders' last action; then to the zombie discard."""

    key = "bass drum"
    kinds = ("bass drum",)
    section = "The Zombies"
    explain = ('The bass drum zombie was killed and its card is yours to keep: play it whenever you like for two '
               'extra actions.')

    def text(self, kind):
        return "bass drum player: +2 actions"

    def touch(self, kind):
        return ("keep:bass drum player",)

    def choices(self, game, pending):
        return [act(CHEERLEADERS, "bass drum")] if "bass drum player" in game.cheer_keep else []

    def preview(self, game, pending, action):
        return f"two more actions this turn ({game.actions_left + 2} then), for free"

    def resolve(self, game, pending, action):
        game.cheer_keep.remove("bass drum player")
        game.zombie_discard.append("bass drum player")
        game.actions_left += 2
        game.log.append("The Cheerleaders play the bass drum player: two more actions")


# actions built once and shared (:func:`prebuild`): the reveals and throws of each space (as deep
# as :func:`reach` has gone), the advances and attacks of each column, the ends of each side's turn
_REVEAL: list = []
_ADVANCE_COLUMN: list = []
_ATTACK_PILE: list = []
_ATTACK_CHEER: list = []
_THROW: list = []
_END: list = []             # by side
_BASS_DRUM: list = []
_KEPT = {Special: {}, Boss: {}}         # by the kind of card, then by the cards kept
_ATTACKS = Attack.kinds + BaseballThrow.kinds
#: the advances of the rows a bit mask names (bit ``r``: row ``r``), front row first, by mask
_ROWS: dict[int, list[Action]] = {}
#: rows of each column the reveals and throws are built for at first; :func:`reach` goes deeper
_DEPTH = 40


def prebuild() -> None:
    """Build the shared actions, once every rule is in :data:`~.actions.KINDS`."""
    _REVEAL[:] = [[] for c in range(6)]
    _THROW[:] = [[] for c in range(6)]
    reach(_DEPTH)
    _ADVANCE_COLUMN[:] = [act(ZOMBIES, "advance_column", c, False) for c in range(6)]
    _ATTACK_PILE[:] = [act(ZOMBIES, "attack", c, 2, "the barricade") for c in range(6)]
    _ATTACK_CHEER[:] = [{name: act(ZOMBIES, "attack", c, 1, name) for name in CHEER_DATA} for c in range(6)]
    _END[:] = [act(ZOMBIES, "end"), act(CHEERLEADERS, "end")]
    _BASS_DRUM[:] = [act(CHEERLEADERS, "bass drum")]


def reach(depth: int) -> bool:
    """The reveals and throws of every column built down to row ``depth - 1``; whether any was missing."""
    if len(_REVEAL[0]) >= depth:
        return False
    for c in range(6):
        rev, throws = _REVEAL[c], _THROW[c]
        for r in range(len(rev), depth):
            rev.append(act(ZOMBIES, "reveal", c, r))
            throws.append(act(ZOMBIES, "throw", c, r))
    return True


def _row_advances(rows: int) -> list[Action]:
    """The advances of the rows the bit mask ``rows`` names, front row first (kept in :data:`_ROWS`)."""
    made = _ROWS[rows] = [act(ZOMBIES, "advance_row", r, False) for r in range(rows.bit_length()) if rows >> r & 1]
    return made


class Turn(Rule):
    """A side's turn: three actions, each carried out by the rule of its kind."""

    def preview(self, game, pending, action):
        return KINDS[action.kind].preview(game, pending, action)

    def resolve(self, game, pending, action):
        KINDS[action.kind].resolve(game, pending, action)


class ZombiesTurn(Turn):
    """The Zombies' turn: "For one action, the Zombies player can: Advance an entire column or row;
    Attack; Play a special action (from a barricade card)", three actions; revealing is free. The
    turn ends by itself after the third action."""

    key = "zombies' turn"
    side = ZOMBIES          # who decides
    section = "Flow of the Game"
    explain = ('The Zombies get three actions a turn: move a whole column or row forward, attack with a zombie, or '
               'use a special action from a broken barricade. Turning a zombie face up is free.')
    ask = "advance a column or row, attack, or play a barricade action; revealing is free"

    def prompt(self, game, p):
        return f"{game.actions_left} action{'' if game.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, game, p):
        if game.actions_left <= 0:
            return [_END[ZOMBIES]]
        S = ZOMBIES
        grid, piles, cheer = game.grid, game.piles, game.cheer
        acts: list[Action] = []         # first the advances of each column, column by column
        reveals: list[Action] = []
        attacks: list[Action] = []
        baseball: list[tuple] = []
        rows = 0                        # the rows that can advance, a bit each (bit r: row r)
        climb = False
        keep = game.zombies_keep
        if keep:
            col_move: list[bool] = []
            zipable: list[bool] = []
        c = -1
        try:
            for col in grid:
                c += 1
                pile = piles[c]
                rev = _REVEAL[c]
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
                                rows |= 2
                        elif r != 2 or not pile:
                            mv = zp = True
                            rows |= 1 << r
                        continue
                    if z.attacked:
                        continue
                    if col[r - 1] is None:      # the space in front is free (always in row 1)
                        if r == 1:
                            ch = cheer[c]
                            if ch.ko:
                                mv = True
                                rows |= 2
                            elif not z.moved:
                                attacks.append(_ATTACK_CHEER[c][ch.name])
                            continue
                        if r != 2 or not pile:
                            mv = zp = True
                            rows |= 1 << r
                        else:               # in front of the barricade pile
                            if z.card == "nerds":
                                cl = True
                            if not z.moved:
                                attacks.append(_ATTACK_PILE[c])
                                if z.card == "baseball player":
                                    baseball.append((c, r))
                            continue
                    if pile and z.card == "baseball player" and not z.moved:
                        attacks.append(_THROW[c][r])
                        baseball.append((c, r))
                if mv:
                    acts.append(_ADVANCE_COLUMN[c])
                if cl:
                    acts.append(act(S, "advance_column", c, True))
                    climb = True
                if keep:
                    col_move.append(mv)
                    zipable.append(zp)
        except IndexError:      # a column deeper than the reveals and throws built: build them, walk again
            if not reach(max(map(len, grid))):
                raise
            return self.choices(game, p)
        any_col = bool(acts)
        if rows:
            acts += _ROWS.get(rows) or _row_advances(rows)
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
                control = KINDS["reveal"].control
                reveals = [control(a) if a.args in steppers else a for a in reveals]
        acts += attacks
        if keep:        # each kept card is given the walk of the grid just made
            scan = Pending(p.rule, p.seat, {"baseball": baseball, "zipable": zipable, "col_move": col_move})
            for special in _kept(keep, Special):
                acts.extend(special.choices(game, scan))
        acts += reveals
        acts.append(_END[ZOMBIES])
        return acts


def quiet_reveal(game, a: Action, legal: list) -> bool:
    """Whether the zombie the reveal ``a`` turned face up offers little it did not offer face down:
    then the Zombies' choices are read from those offered before the reveal (``legal``,
    :func:`revealed`). Face up, a zombie that has neither moved nor attacked may attack (from row
    1, in front of a pile, a baseball player over one: :func:`_new_attack`) and nerds may climb
    (:meth:`ZombiesTurn.choices`); a football player that runs leaves its space. A new attack is put
    among the others while a column can advance (no move sideways is offered then) and the Zombies
    keep no barricade card (Sniper names the baseball players)."""
    c, r = a.args
    col = game.grid[c]
    z = col[r]
    if z is None:               # a football player has run
        return False
    if z.attacked:
        return True
    if r == 2 and z.card == "nerds" and game.piles[c] and col[1] is None:
        return False            # they may climb onto the pile
    if z.moved or (not game.zombies_keep and legal[0].kind == "advance_column"):
        return True             # no new attack, or one that can be put in its place
    return _new_attack(game, c, r, z) is None


def _new_attack(game, c: int, r: int, z) -> Action | None:
    """The attack or throw the face-up zombie ``z`` at column ``c``, row ``r`` that has not attacked
    is offered, as the Zombies' walk offers it (:meth:`ZombiesTurn.choices`); None: none."""
    if z.moved:
        return None
    pile = game.piles[c]
    if game.grid[c][r - 1] is None:
        if r == 1:
            ch = game.cheer[c]
            return None if ch.ko else _ATTACK_CHEER[c][ch.name]
        if r == 2 and pile:
            return _ATTACK_PILE[c]
    if pile and z.card == "baseball player":
        return act(ZOMBIES, "throw", c, r)
    return None


def revealed(game, legal: list, a: Action) -> list:
    """The choices ``legal`` offered before the quiet reveal ``a``, but for it, with the attack its
    zombie offers now among the others: they follow the advances, by column, then by row."""
    legal = without(game, legal, a)
    c, r = a.args
    z = game.grid[c][r]
    new = None if z.attacked or z.moved else _new_attack(game, c, r, z)
    if new is not None:
        i = 0
        while legal[i].kind in Advance.kinds:
            i += 1
        while legal[i].kind in _ATTACKS:
            c2, r2 = legal[i].args[0], legal[i].args[1]
            if c2 > c or (c2 == c and r2 > r):
                break
            i += 1
        legal.insert(i, new)
    return legal


def quiet_attack(game, a: Action, legal: list) -> bool:
    """Whether the attack or throw ``a`` took away nothing but itself from the Zombies' choices
    ``legal``: then they are those offered before it, but for it (while the turn goes on). An
    attacker offered its attack alone, unless it was nerds, which could climb onto the pile, a
    baseball player that could also advance, or a zombie that could step sideways (no column could
    advance: the first choice is not a column's advance); after it, the zombie is still there (the
    lunch lady is destroyed), its pile still stands (an empty space lets the zombie behind advance),
    and the Zombies keep no barricade card (Sniper names the baseball players that have not
    attacked; a destroyed one is kept)."""
    if game.zombies_keep or legal[0].kind != "advance_column":
        return False
    c, r = a.args[0], a.args[1]
    col = game.grid[c]
    z = col[r]
    if z is None:
        return False
    if a.kind == "throw":
        return bool(game.piles[c]) and col[r - 1] is not None
    return r == 1 or (bool(game.piles[c]) and z.card != "nerds")


class CheerleadersTurn(Turn):
    """The Cheerleaders' turn: "For one action that player can: Swap the positions of two
    cheerleaders; Move part or an entire pile of barricade cards; Shoot; Use Clover's or Sandy's
    ability; Play a special action (from a boss card)", three actions; the bass drum player is free."""

    key = "cheerleaders' turn"
    side = CHEERLEADERS          # who decides
    section = "Flow of the Game"
    explain = ('The Cheerleaders get three actions a turn: swap two cheerleaders, move barricades, shoot a zombie in '
               "a cheerleader's column, use Clover's or Sandy's power, or use a boss card won earlier.")
    ask = "swap, move a barricade, shoot, use Clover or Sandy, or play a boss action"

    def prompt(self, game, p):
        if game.actions_left <= 0:
            return "no action left: play the bass drum player for two more, or end the turn"
        return f"{game.actions_left} action{'' if game.actions_left == 1 else 's'} left: {self.ask}"

    def choices(self, game, p):
        cheer = game.cheer
        keep = game.cheer_keep
        if game.actions_left > 0:
            # the swaps and barricade moves, read here from the rules' caches without a call on a hit:
            # the cheerleaders' order, and the shape of the piles (see ``MoveBarricade.choices``)
            names = []
            shape = []
            for ch, col, pile in zip(cheer, game.grid, game.piles):
                names.append(ch.name)
                shape.append(-1 if col[1] is not None else len(pile) if len(pile) < 2 else 2)
            swaps = _SWAPS.get(tuple(names))
            if swaps is None:
                swaps = KINDS["swap"].choices(game, p)
            moves = _MOVES.get(tuple(shape))
            if moves is None:
                moves = KINDS["move_pile"].choices(game, p)
            acts = swaps + moves
            # then what each cheerleader may do, column by column: her shots, then her other abilities
            shoot = KINDS["shoot"]
            c = -1
            for ch in cheer:
                c += 1
                if ch.ko:
                    continue
                name = ch.name
                if ch.energy > 0:
                    if name in SHOOTERS:
                        shoot.offer(game, c, ch, acts)
                    for m in ABILITIES_BUT_SHOTS[name]:
                        m.offer(game, c, ch, acts)
                else:
                    for m in ABILITIES_SPENT[name]:
                        m.offer(game, c, ch, acts)
            if keep:
                for boss in _kept(keep, Boss):
                    acts.extend(boss.choices(game, p))
        else:
            acts = []
        if "bass drum player" in keep:
            acts.append(_BASS_DRUM[0])
        acts.append(_END[CHEERLEADERS])
        return acts


def _kept(cards: list, kind: type) -> list:
    """The rules of the kept ``cards`` of that ``kind`` (Special, Boss), each once, in the order of their names."""
    known = _KEPT[kind]
    key = tuple(cards)
    kept = known.get(key)
    if kept is None:
        kept = known[key] = [KINDS[c] for c in sorted(set(cards)) if isinstance(KINDS.get(c), kind)]
    return kept


# ------------------------------------------ the choices after an action that changed little
def without(game, legal: list, a: Action) -> list:
    """The choices ``legal`` offered before the action ``a``, but for it."""
    i = len(legal) - 1
    while legal[i] is not a:    # from the end: the reveals come last, before the end of the turn
        i -= 1
    legal = legal.copy()
    del legal[i]
    return legal


def quiet_move(game, a: Action, legal: list) -> bool:
    """A move of barricades changes the piles alone: the Cheerleaders' other choices stay, unless
    the janitor is kept (what it may repair or rebuild is on the piles)."""
    return "janitor" not in game.cheer_keep


def moves_again(game, legal: list, a: Action) -> list:
    """The choices ``legal`` offered before the move of barricades ``a``, with the moves the piles
    allow now in place of those they allowed then (the moves follow the swaps, one for each pair of
    cheerleaders)."""
    i = j = len(game.cheer) * (len(game.cheer) - 1) // 2
    while legal[j].kind in MoveBarricade.kinds:
        j += 1
    legal = legal.copy()
    legal[i:j] = KINDS["move_pile"].choices(game, None)
    return legal


def quiet_drum(game, a: Action, legal: list) -> bool:
    """The bass drum player played with actions left changes nothing the Cheerleaders may do."""
    return game.actions_left > 2


def drum_again(game, legal: list, a: Action) -> list:
    """The choices ``legal`` offered before the bass drum player ``a``: the same, but for it if
    no other bass drum player is kept."""
    return legal.copy() if "bass drum player" in game.cheer_keep else without(game, legal, a)


#: the actions after which the side's choices may be read from those offered before the action
#: (checked by the game after each action of a turn that goes on): by kind, when
#: (``quiet(game, action, legal)``) and how (``again(game, legal, action)``)
QUIET = {"reveal": (quiet_reveal, revealed), "attack": (quiet_attack, without), "throw": (quiet_attack, without),
         "move_pile": (quiet_move, moves_again), "move_top": (quiet_move, moves_again),
         "bass drum": (quiet_drum, drum_again)}
