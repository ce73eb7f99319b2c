"""Heuristic bots: one plan per side, reading only the seat's view and the legal actions.

Zombies: win at once if a column can eat; reveal the zombies that can strike (and the
football players, whose run is a free advance); attack, the hardest blow first; play
barricade actions; else advance the most threatening column.
Cheerleaders: save a knocked-out cheerleader under threat by a swap; shoot the most
dangerous zombie they can kill; shore up the weakest threatened barricade; play bosses.
"""

from __future__ import annotations

from operator import itemgetter

from ogrelab.core import Bot, register_bot

from .cards import BOSSES, CHEER_DATA, QUEEN, STAMINA, STRENGTH, UNKNOWN

GAME = "zombies_vs_cheerleaders"


_row = itemgetter(0)
_IS_BOSS = frozenset(BOSSES).__contains__
#: the bosses each mode plays with (by its columns): the Prom Queen is invincible until all are beaten
_MODE_BOSSES = {4: 2, 5: 4, 6: 6}


def _by_kind(legal, swapped=None) -> dict[str, list]:
    """The legal actions by kind, kinds and actions in the order given; the swaps of two
    cheerleaders named in ``swapped`` (pairs as frozensets) left out."""
    by_kind: dict[str, list] = {}
    last = None
    for a in legal:
        # the rules offer a kind's actions side by side, mostly, and each kind's name is one
        # object: a run is told by identity (a kind's name seen again finds its list all the same)
        if a.kind is not last:
            last = a.kind
            same = by_kind.get(last)
            if same is None:
                same = by_kind[last] = []
        same.append(a)
    if swapped and "swap" in by_kind:
        swaps = [a for a in by_kind["swap"] if frozenset(a.args) not in swapped]
        if swaps:
            by_kind["swap"] = swaps
        else:
            del by_kind["swap"]
    return by_kind


#: a zombie's weight in ``Board.danger`` by its card: twice its Strength (an unknown card's and a
#: wounded teacher's count 1), and 3 more for a boss, whose special action is worth taking
_WEIGHT = {card: 2 * s + (3 if card in BOSSES else 0) for card, s in STRENGTH.items()}
_WEIGHT[UNKNOWN] = 2
#: how near a zombie stands, by its row: nearer rows first (the rows past 11 as row 11)
_NEAR = [12 - r * 1.5 for r in range(12)]
_LAST_NEAR_ROW = len(_NEAR) - 1
#: the Stamina the bot counts for a card (unknown cards 1; the Prom Queen's is read by the board)
_STAMINA = {**STAMINA, UNKNOWN: 1}


class Board:
    """The view's grid, read once: 0-based columns as in action arguments."""

    def __init__(self, view: dict):
        st = view["state"]
        self.st = st
        self.cheer = st["cheerleaders"]
        self.piles = st["barricades"]
        self.C = len(self.piles)
        self.at = {(zd["column"] - 1, zd["row"]): zd for zd in st["zombies"]}
        self._columns = None
        self._queen_invincible = None

    @property
    def queen_invincible(self) -> bool:
        """The Prom Queen is invincible until every boss of the mode is beaten (read when asked)."""
        if self._queen_invincible is None:
            st = self.st
            beaten = st["cheerleaders_keep"] + st["boss_discard"]
            self._queen_invincible = (sum(map(_IS_BOSS, beaten)) if beaten else 0) < _MODE_BOSSES[self.C]
        return self._queen_invincible

    def strength(self, zd) -> int:
        card = zd["card"]
        if card == UNKNOWN:
            return 1
        if card == "teacher" and zd["wounded"]:
            return 1
        return STRENGTH[card]

    def stamina(self, zd) -> float:
        card = zd["card"]
        if card == QUEEN:
            return 99 if self.queen_invincible else 1
        return _STAMINA[card]

    def danger(self, c, r, zd) -> float:
        """How soon and how hard a zombie will hurt: near ones first."""
        card = zd["card"]
        weight = 2 if card == "teacher" and zd["wounded"] else _WEIGHT[card]
        d = _NEAR[r if r < _LAST_NEAR_ROW else _LAST_NEAR_ROW] + weight
        if r <= 2:
            ch = self.cheer[c] if 0 <= c < self.C else None
            if ch and r == 1:
                d += 50 if ch["knocked_out"] else 4 * max(0, 3 - ch["energy"])
            elif ch and r == 2 and not self.piles[c]:
                d += 20 if ch["knocked_out"] else 2
        return d

    def column(self, c):
        """The zombies of column ``c``, front first (read once: a choice asks for each many times)."""
        cols = self._columns
        if cols is None:
            cols = self._columns = [[] for _ in range(self.C)]
            for zd in self.st["zombies"]:
                cols[zd["column"] - 1].append((zd["row"], zd))
            for col in cols:
                col.sort(key=_row)
        return cols[c] if 0 <= c < self.C else []


@register_bot(GAME)
class HeuristicBot(Bot):
    name = "heuristic"

    def __init__(self, seed=None):
        super().__init__(seed)
        self._turn = None
        self._swapped: set = set()

    def choose(self, view, legal):
        board = Board(view)
        if view["state"]["pending"] is not None:
            return self.pending(board, legal)
        if view["seat"] == 0:
            return self.zombies(board, legal)
        # never swap the same two cheerleaders twice in a turn: no dithering
        turn = view["state"]["turns"]
        if turn != self._turn:
            self._turn, self._swapped = turn, set()
        action = self.cheerleaders(board, legal)
        if action.kind == "swap":
            self._swapped.add(frozenset(action.args))
        return action

    # ---------------------------------------------------------------- pending
    def pending(self, board, legal):
        kind = board.st["pending"]["kind"]
        if kind == "principal":
            # push back the column whose front zombie is nearest
            best = None
            for a in legal:
                if a.kind == "back_column":
                    col = board.column(a.args[0])
                    score = -col[0][0] if col else -99
                    if best is None or score > best[0]:
                        best = (score, a)
            if best:
                return best[1]
        if kind == "nurse":
            return legal[0]
        if kind == "janitor":
            for a in legal:
                if a.kind == "repair":
                    return a
            for a in legal:
                if a.kind == "rebuild" and not board.piles[a.args[1]]:
                    return a
            return legal[0]
        if kind == "coach":
            return legal[0]
        if kind == "return 3":
            # behind the column of the weakest cheerleader first
            return min(legal, key=lambda a: self._weakness(board, a.args[1]) * -1)
        return legal[0]

    def _weakness(self, board, c) -> float:
        ch = board.cheer[c]
        if ch is None:
            return 0
        return (20 if ch["knocked_out"] else 0) + (6 - ch["energy"]) + 2 * (3 - len(board.piles[c]))

    # ---------------------------------------------------------------- zombies
    def zombies(self, board, legal):
        by_kind = _by_kind(legal)
        # 1. eat a knocked-out cheerleader
        for a in by_kind.get("advance_column", []):
            c = a.args[0]
            if (c, 1) in board.at and board.cheer[c]["knocked_out"] and not board.at[(c, 1)]["attacked"]:
                return a
        if any(a.args == (1, False) for a in by_kind.get("advance_row", [])):
            return next(a for a in by_kind["advance_row"] if a.args == (1, False))
        # 2. reveal the zombies that can strike now, and football players with room to run
        at, piles = board.at, board.piles
        for a in by_kind.get("reveal", ()):
            zd = at[a.args]             # a reveal's arguments are the zombie's space
            if zd["moved"]:
                continue
            c, r = a.args
            if r == 1:
                if not board.cheer[c]["knocked_out"]:
                    return a
            elif r == 2 and piles[c] and (c, 1) not in at:
                return a
            card = zd["card"]
            if card == "baseball player":
                if piles[c]:
                    return a
            elif card == "football player" and r > 2 and (c, r - 1) not in at:
                return a
        # 3. attack: cheerleaders first, knock-outs best
        best = None
        for a in by_kind.get("attack", []) + by_kind.get("throw", []) + by_kind.get("Sniper", []):
            c, r = a.args[0], a.args[1]
            zd = board.at[(c, r)]
            s = board.strength(zd)
            if a.kind == "attack" and r == 1:
                ch = board.cheer[c]
                score = 10 + s + (20 if s > ch["energy"] else 0)
            else:
                score = 5 + s + (2 if a.kind == "Sniper" else 0) - (3 if zd["card"] == "lunch lady" else 0)
            if best is None or score > best[0]:
                best = (score, a)
        if best:
            return best[1]
        # 4. barricade actions that push the horde forward
        for kind in ("Classes begin", "Return of the Zombies 4", "Return of the Zombies 3", "Prom Queen"):
            if kind in by_kind:
                acts = by_kind[kind]
                return self._best_column(board, acts) if acts[0].args else acts[0]
        if "Ziiiiip" in by_kind:
            return max(by_kind["Ziiiiip"], key=lambda a: self._gap(board, a.args[0]))
        # 5. advance the most threatening column
        moves = by_kind.get("advance_column", [])
        if moves:
            return max(moves, key=lambda a: (self._threat(board, a.args[0]) + (1 if a.args[1] else 0)))
        if "advance_row" in by_kind:
            return max(by_kind["advance_row"], key=lambda a: -a.args[0])
        if "sideways" in by_kind:
            return max(by_kind["sideways"], key=lambda a: self._weakness(board, a.args[2]))
        return by_kind["end"][0]

    def _best_column(self, board, acts):
        return max(acts, key=lambda a: self._weakness(board, a.args[0]))

    def _gap(self, board, c) -> int:
        col = board.column(c)
        return col[0][0] if col else 0

    def _threat(self, board, c) -> float:
        col = board.column(c)
        front = col[0][0] if col else 20
        return self._weakness(board, c) + 2 * len(col) - front * 0.5

    # ----------------------------------------------------------- cheerleaders
    def cheerleaders(self, board, legal):
        by_kind = _by_kind(legal, self._swapped)
        cheer = board.cheer
        names = [ch["name"] for ch in cheer]
        # 1. save a knocked-out cheerleader with a zombie in front
        for c, ch in enumerate(board.cheer):
            if ch["knocked_out"] and self._reachable(board, c):
                best_swap = None
                for a in by_kind.get("swap", []):
                    if ch["name"] in a.args:
                        other = a.args[1] if a.args[0] == ch["name"] else a.args[0]
                        o = names.index(other)
                        oc = board.cheer[o]
                        if oc["knocked_out"] or (o, 1) in board.at or self._reachable(board, o):
                            continue
                        score = oc["energy"] - (10 if (o, 1) in board.at else 0)
                        if best_swap is None or score > best_swap[0]:
                            best_swap = (score, a)
                if best_swap:
                    return best_swap[1]
                for kind in ("sacrifice", "principal"):
                    if kind in by_kind and not any(
                            a.kind in ("shoot", "fire") and names.index(a.args[0]) == c for a in legal):
                        return by_kind[kind][0]
        if "bass drum" in by_kind:
            return by_kind["bass drum"][0]
        # keep Clover, the one who never runs dry, out of reach
        if "Clover" in names:
            c = names.index("Clover")
            if not board.cheer[c]["knocked_out"] and self._exposed(board, c) and not self._can_clear(board, c) \
                    and len(self._swapped) < 2:
                safe = [a for a in by_kind.get("swap", []) if "Clover" in a.args]
                best_swap = None
                for a in safe:
                    other = a.args[1] if a.args[0] == "Clover" else a.args[0]
                    o = names.index(other)
                    if board.cheer[o]["knocked_out"] or self._exposed(board, o):
                        continue
                    score = board.cheer[o]["energy"]
                    if best_swap is None or score > best_swap[0]:
                        best_swap = (score, a)
                if best_swap:
                    return best_swap[1]
        # 2. the most dangerous zombie that a shot kills
        best_value, best_shot = 0, None
        energy = 0
        clover_out = False
        for ch in cheer:
            energy += ch["energy"]
            if ch["knocked_out"] and ch["name"] == "Clover":
                clover_out = True
        if clover_out and energy <= 1:
            shots = ()
        elif "fire" in by_kind:
            shots = by_kind.get("shoot", []) + by_kind["fire"]
        else:
            shots = by_kind.get("shoot", ())
        clover = "Clover" in names
        at = board.at
        stamina = board.stamina
        danger = board.danger
        shooter = None
        for a in shots:
            args = a.args
            if args[0] != shooter:      # a cheerleader's shots come one after another
                shooter = args[0]
                c = names.index(shooter)
                ch = cheer[c]
                weapon = CHEER_DATA[shooter]["strength"]
                other = shooter != "Clover"
                spare = other and clover        # Clover's slingshot can do the easy shots
                last = other and ch["energy"] <= 1
            if a.kind == "fire":
                value = self._fire_value(board, c, ch)
            else:
                r = args[1]
                zd = at[(c, r)]
                if weapon == "skull":
                    value = 0 if zd["card"] == QUEEN and board.queen_invincible else danger(c, r, zd)
                elif weapon == "molotov":
                    value = self._molotov_value(board, c, r, zd)
                elif zd["card"] == "teacher":
                    value = danger(c, r, zd) * (1 if zd["wounded"] else 0.5)
                else:
                    value = danger(c, r, zd) if weapon + ch["bonus"] > stamina(zd) else 0
                if spare and r > 1 and stamina(zd) < 2:
                    value *= 0.5      # Clover's slingshot can do it: keep tokens for the bosses
            if last:
                value -= 4          # her last token is also her last defence
            if value > best_value:
                best_value, best_shot = value, a
        best = (best_value, best_shot) if best_shot else None
        if best and best[0] >= 9:
            return best[1]
        hunt = self._clover_hunt(board, by_kind, names, best[0] if best else 0)
        if hunt is not None:
            return hunt
        if best and (best[0] >= 6 and best[1].args[0] == "Clover"):
            return best[1]
        if "recharge" in by_kind:
            return by_kind["recharge"][0]
        for kind in ("nurse", "teacher's pet"):
            if kind in by_kind:
                return min(by_kind[kind], key=lambda a: board.cheer[names.index(a.args[0])]["energy"]
                           if kind == "nurse" else -CHEER_DATA[a.args[0]]["energy"] * 0 - (a.args[0] == "Clover"))
        for kind in ("principal", "janitor", "security guard"):
            if kind in by_kind and any(r <= 2 for (_, r) in board.at):
                return by_kind[kind][0]
        # 3. shore up the weakest threatened barricade
        move = self._shore_up(board, by_kind)
        if move is not None:
            return move
        if best:
            return best[1]
        return by_kind["end"][0]

    def _clover_hunt(self, board, by_kind, names, own_best):
        """Clover never runs dry: bring her to the column of the worst zombie she can kill."""
        if "Clover" not in names:
            return None
        k = names.index("Clover")
        clover = board.cheer[k]
        if clover["knocked_out"] or clover["energy"] < 1 or board.st["actions_left"] < 2 or self._swapped:
            return None
        s = 2 + clover["bonus"]
        target = None
        for (c, r), zd in board.at.items():
            if c == k or s <= board.stamina(zd):
                continue
            d = board.danger(c, r, zd)
            if target is None or d > target[0]:
                target = (d, c)
        if target is None or target[0] < max(6, own_best + 2):
            return None
        other = board.cheer[target[1]]["name"]
        for a in by_kind.get("swap", []):
            if set(a.args) == {"Clover", other}:
                if board.cheer[target[1]]["knocked_out"] and (k, 1) in board.at:
                    return None
                return a
        return None

    def _reachable(self, board, c) -> bool:
        """A zombie could reach her space within one Zombies turn (three advances)."""
        if (c, 1) in board.at:
            return True
        if board.piles[c]:
            return False
        return any((c, r) in board.at for r in (2, 3))

    def _can_clear(self, board, c) -> bool:
        """Clover, in column c, can shoot away what threatens her right now."""
        ch = board.cheer[c]
        if ch["energy"] < 1:
            return False
        s = 2 + ch["bonus"]
        threats = [board.at[p] for p in ((c, 1), (c, 2)) if p in board.at]
        return len(threats) == 1 and s > board.stamina(threats[0])

    def _exposed(self, board, c) -> bool:
        """A zombie stands where it can strike her at once, or next turn through no barricade."""
        return (c, 1) in board.at or ((c, 2) in board.at and not board.piles[c])

    def _fire_value(self, board, c, ch) -> float:
        """Pam's flaming hair spray: a line through her column, each zombie's Stamina spent from its Strength."""
        s = CHEER_DATA[ch["name"]]["flame"] + ch["bonus"]
        value = 0.0
        for r, zd in board.column(c):
            if s <= 0:
                break
            st = board.stamina(zd)
            if zd["card"] == "teacher" and not zd["wounded"]:
                value += 1
            elif s > st:
                value += board.danger(c, r, zd)
            s -= st
        return value

    def _molotov_value(self, board, c, r, zd) -> float:
        """Gloria's Molotov cocktail: the target, and the four neighbours its blast kills."""
        at = board.at
        value = board.danger(c, r, zd)
        blast = board.strength(zd)
        for n in ((c, r - 1), (c, r + 1), (c - 1, r), (c + 1, r)):
            if n in at and blast > board.stamina(at[n]):
                value += board.danger(n[0], n[1], at[n])
        return value

    def _shore_up(self, board, by_kind):
        moves = by_kind.get("move_top", [])
        if not moves:
            return None
        need = []
        for c in range(board.C):
            col = board.column(c)
            if col and col[0][0] <= 3 and len(board.piles[c]) < 2 and (c, 1) not in board.at:
                need.append((len(board.piles[c]), col[0][0], c))
        if not need:
            return None
        need.sort()
        target = need[0][2]
        options = [a for a in moves if a.args[1] == target]
        if not options:
            return None
        # take from the thickest pile with no zombie close in front
        return max(options, key=lambda a: (len(board.piles[a.args[0]]),
                                           min([r for r, _ in board.column(a.args[0])] or [20])))
