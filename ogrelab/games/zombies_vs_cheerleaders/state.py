"""The position as JSON and back: saving, reading (validated field by field), views, determinize.

The state format is documented in this package's README. :class:`StateMixin`
gives the game class ``_state``, ``_load_state``, ``_view_state``,
``determinize`` and ``_copy_from`` (a clone without the save's round trip); the
functions below do the reading and the dealing of a view's unknown cards.
"""

from __future__ import annotations


from ogrelab.core import Pending, Rng
from ogrelab.core import validate as V
from ogrelab.core.decision import rule_of

from .cards import (BOSSES, CHEER_DATA, CHEERLEADERS, FIRST_ZOMBIE_ROW, MAX_ROW, MODE_CARDS, MODES, QUEEN,
                    SPECIALS, UNKNOWN, ZOMBIE_KINDS, ZOMBIE_ROWS, Barricade, Cheerleader, Zombie)
from .decisions import PENDING_RULES


#: a zombie's JSON with no card and no marks, face down (as the Cheerleaders see it) and face up,
#: by column (from 1) then row: a view copies it (a copy costs a third of a new dict) and writes in
#: what it shows of the card; each column's rows made as deep as a view has needed (:func:`_shown`)
_FACE_DOWN: list[list[dict]] = [[] for _ in range(max(MODES) + 1)]
_FACE_UP: list[list[dict]] = [[] for _ in range(max(MODES) + 1)]


def _shown(column: int, depth: int) -> tuple[list[dict], list[dict]]:
    """:data:`_FACE_DOWN` and :data:`_FACE_UP` of ``column``, made down to row ``depth - 1`` at least."""
    down, up = _FACE_DOWN[column], _FACE_UP[column]
    for row in range(len(down), depth):
        down.append({"card": UNKNOWN, "column": column, "row": row, "face_up": False,
                     "wounded": False, "moved": False, "attacked": False, "known": False})
        up.append({**down[row], "face_up": True})
    return down, up


class StateMixin:
    """Saving and reading the position, the seats' views and sampled worlds."""

    def _state(self) -> dict:
        return self._position(None)

    def _load_state(self, d: dict) -> None:
        self._quiet = None
        load_state(self, d)

    def _view_state(self, seat) -> dict:
        return self._position(seat)

    def _copy_from(self, source) -> None:
        """The position of ``source``, copied field by field without a save and its checks (the
        coach clones a world per action it tries): every card on the table is copied, since play
        turns it, wounds it and marks its moves; names, numbers and the verdict are shared."""
        self.rng = Rng(source.rng.state)
        self.log = list(source.log)
        self._legal = None
        self._quiet = None
        self.side = source.side
        self.actions_left = source.actions_left
        self.turns = source.turns
        self.cheer = [None if ch is None else ch.copy() for ch in source.cheer]
        self.piles = [[b.copy() for b in pile] for pile in source.piles]
        self.grid = [[None if z is None else z.copy() for z in col] for col in source.grid]
        self.zombie_discard = list(source.zombie_discard)
        self.boss_discard = list(source.boss_discard)
        self.barricade_discard = list(source.barricade_discard)
        self.zombies_keep = list(source.zombies_keep)
        self.cheer_keep = list(source.cheer_keep)
        self.queen_killed = source.queen_killed
        self.verdict = source.verdict
        self.is_over = source.is_over
        self.pending = copy_pending(source.pending)

    def _position(self, seat) -> dict:
        """The position as JSON, with what ``seat`` may not know hidden (None: all of it), written
        in one pass: a card's JSON is its ``to_json``, a zombie's a copy of the one kept for its
        space, face down or up (``_FACE_DOWN``, ``_FACE_UP``: a bot reads a view at every decision),
        its card and marks written in. Hidden from both seats: intact barricades never seen; from
        the Cheerleaders: face-down zombies they have not looked at, with their marks of moving and
        attacking (Fresh meat turns attackers face down: their flags would tell which card is which;
        they only matter during the Zombies' own turn, so the Cheerleaders lose nothing), and the
        cards the Zombies hold to place."""
        hide_zombies = seat == CHEERLEADERS
        zombies = []
        column = 0
        for col in self.grid:
            column += 1
            faces, ups = _FACE_DOWN[column], _FACE_UP[column]
            if len(faces) < len(col):
                faces, ups = _shown(column, len(col))
            r = -1
            for z in col:
                r += 1
                if z is None:
                    continue
                if z.up:
                    shown = ups[r].copy()
                elif z.known:
                    shown = faces[r].copy()
                    shown["known"] = True
                elif hide_zombies:      # no card, and no marks but the teacher's token
                    shown = faces[r].copy()
                    if z.wounded:
                        shown["wounded"] = True
                    zombies.append(shown)
                    continue
                else:
                    shown = faces[r].copy()
                shown["card"] = z.card
                if z.wounded:
                    shown["wounded"] = True
                if z.moved:
                    shown["moved"] = True
                if z.attacked:
                    shown["attacked"] = True
                zombies.append(shown)
        barricades = []
        for pile in self.piles:
            cards = []
            for b in pile:
                cards.append({"card": b.card if b.damaged or b.seen or seat is None else UNKNOWN,
                              "damaged": b.damaged, "seen": b.seen})
            barricades.append(cards)
        p = self.pending
        if p is not None:
            p = pending_json(p)
            if seat is not None:
                _hide_pending(p, seat)
        return {
            "side": self.side,
            "actions_left": self.actions_left,
            "turns": self.turns,
            "cheerleaders": [None if ch is None else
                             {"name": ch.name, "energy": ch.energy, "knocked_out": ch.ko, "bonus": ch.bonus}
                             for ch in self.cheer],
            "barricades": barricades,
            "zombies": zombies,
            "zombie_discard": list(self.zombie_discard),
            "boss_discard": list(self.boss_discard),
            "barricade_discard": list(self.barricade_discard),
            "zombies_keep": list(self.zombies_keep),
            "cheerleaders_keep": list(self.cheer_keep),
            "prom_queen_killed": self.queen_killed,
            "pending": p,
            "result": None if self.verdict is None else {"winner": self.WINNER[self.verdict[0]],
                                                         "ending": self.verdict[0], "reason": self.verdict[1]},
        }

    @classmethod
    def determinize(cls, view: dict, seed: int = 0):
        """A full game consistent with ``view``: unseen zombies and intact barricades dealt at random."""
        options = view["options"]
        game = cls(seed=seed, **options)
        st = V.copy_json(view["state"])
        fill_unknowns(st, options["columns"], Rng(seed))
        game.log = list(view["log"])
        game._load_state(st)
        game._legal = None
        game._base = game.to_dict()
        return game


def _hide_pending(p: dict, seat: int) -> None:
    """The decision in a view: as the position hides its cards (``StateMixin._position``)."""
    if p["kind"] == "coach":
        for b in p["barricades"]:
            if not b["damaged"] and not b["seen"]:
                b["card"] = UNKNOWN
    if seat == CHEERLEADERS:
        if p["kind"] in ("place zombies", "return 3"):
            p["cards"] = [UNKNOWN] * len(p["cards"])
        elif p["kind"] == "fresh meat":
            for z in p["cards"]:
                if not z["face_up"] and not z["known"]:
                    z["card"] = UNKNOWN
                    z["moved"] = z["attacked"] = False


def pending_json(p: Pending | None):
    """The decision inside an effect or the set-up, as the save holds it: its rule's key and data."""
    if p is None:
        return None
    k = p.rule.key
    d = p.data
    if k == "fresh meat":
        return {"kind": k, "column": d["column"] + 1, "rows": list(d["rows"]),
                "cards": [z.to_json() for z in d["cards"]]}
    if k == "return 3":
        return {"kind": k, "cards": list(d["cards"]), "columns": [c + 1 for c in d["columns"]]}
    if k == "coach":
        return {"kind": k, "cheerleaders": [ch.to_json() for ch in d["cheerleaders"]],
                "barricades": [b.to_json() for b in d["barricades"]]}
    if k == "place zombies":
        return {"kind": k, "cards": list(d["cards"])}
    return {"kind": k, **d}


def copy_pending(p: Pending | None) -> Pending | None:
    """The decision inside an effect or the set-up, with its own data: its rule changes it as the
    decision goes on (the cards left to place, the looks left), so a copy must not share it."""
    if p is None:
        return None
    k = p.rule.key
    d = p.data
    if k == "fresh meat":
        data = {"column": d["column"], "rows": list(d["rows"]), "cards": [z.copy() for z in d["cards"]]}
    elif k == "return 3":
        data = {"cards": list(d["cards"]), "columns": list(d["columns"])}
    elif k == "coach":
        data = {"cheerleaders": [ch.copy() for ch in d["cheerleaders"]],
                "barricades": [b.copy() for b in d["barricades"]]}
    elif k == "place zombies":
        data = {"cards": list(d["cards"])}
    else:                               # the set-up's first two (none) and the bosses' counts (a number)
        data = dict(d)
    return Pending(p.rule, p.seat, data)


def _bool(d, key, where, default=...):
    return V.field(d, key, bool, where, default=default)


def _zombie(d, where, names, positioned=True):
    V.check_type(d, dict, where)
    card = V.check_choice(V.field(d, "card", str, where), names, f"{where}.card")
    z = Zombie(card, up=_bool(d, "face_up", where, False), wounded=_bool(d, "wounded", where, False),
               moved=_bool(d, "moved", where, False), attacked=_bool(d, "attacked", where, False),
               known=_bool(d, "known", where, False))
    if z.wounded and not (card == "teacher" and z.up):
        raise ValueError(f"{where}.wounded: only a face-up teacher carries an injured token")
    if z.known and z.up:
        raise ValueError(f"{where}.known: only a face-down zombie can be known by a peek")
    if card == QUEEN and not z.up:
        raise ValueError(f"{where}.face_up: the Prom Queen is always face up")
    return z


def _barricade(d, where, names):
    V.check_type(d, dict, where)
    card = V.check_choice(V.field(d, "card", str, where), names, f"{where}.card")
    damaged = _bool(d, "damaged", where, False)
    seen = _bool(d, "seen", where, damaged)
    if damaged and not seen:
        raise ValueError(f"{where}.seen: a damaged barricade shows its face, so it is seen")
    return Barricade(card, damaged, seen)


def _cheerleader(d, where, names):
    V.check_type(d, dict, where)
    name = V.check_choice(V.field(d, "name", str, where), names, f"{where}.name")
    energy = V.check_int(V.field(d, "energy", int, where, CHEER_DATA[name]["energy"]), f"{where}.energy", 0, 99)
    ko = _bool(d, "knocked_out", where, False)
    bonus = V.check_int(V.field(d, "bonus", int, where, 0), f"{where}.bonus", 0, 99)
    if ko and energy:
        raise ValueError(f"{where}.energy: a knocked-out cheerleader has no energy tokens")
    return Cheerleader(name, energy, ko, bonus)


def _names(d, key, allowed):
    return V.check_list(V.field(d, key, list), f"state.{key}", str, allowed)


def load_state(game, d: dict) -> None:
    C = game.C
    zc, bc, cheer_names = MODE_CARDS[C]
    zombie_names = sorted(zc) + [QUEEN]
    game.side = V.check_int(V.field(d, "side", int), "state.side", 0, 1)
    game.actions_left = V.check_int(V.field(d, "actions_left", int), "state.actions_left", 0, 99)
    game.turns = V.check_int(V.field(d, "turns", int), "state.turns", 0)   # no bound: play has none

    cheer = V.field(d, "cheerleaders", list)
    if len(cheer) != C:
        raise ValueError(f"state.cheerleaders: expected {C} entries (one per column), got {len(cheer)}")
    game.cheer = [None if ch is None else _cheerleader(ch, f"state.cheerleaders[{i}]", cheer_names)
                  for i, ch in enumerate(cheer)]

    piles = V.field(d, "barricades", list)
    if len(piles) != C:
        raise ValueError(f"state.barricades: expected {C} piles (one per column), got {len(piles)}")
    game.piles = []
    for i, pile in enumerate(piles):
        V.check_type(pile, list, f"state.barricades[{i}]")
        game.piles.append([_barricade(b, f"state.barricades[{i}][{j}]", bc) for j, b in enumerate(pile)])

    zlist = V.field(d, "zombies", list)
    positioned = []
    for i, zd in enumerate(zlist):
        where = f"state.zombies[{i}]"
        z = _zombie(zd, where, zombie_names)
        c = V.check_int(V.field(zd, "column", int, where), f"{where}.column", 1, C) - 1
        r = V.check_int(V.field(zd, "row", int, where), f"{where}.row", 1, MAX_ROW)
        positioned.append((c, r, z, where))
    depth = max([FIRST_ZOMBIE_ROW + ZOMBIE_ROWS] + [r + 2 for _, r, _, _ in positioned])
    game.grid = [[None] * depth for _ in range(C)]
    for c, r, z, where in positioned:
        if game.grid[c][r] is not None:
            raise ValueError(f"{where}: two zombies at column {c + 1} row {r}")
        if r == 1 and game.piles[c] and z.card != "nerds":
            raise ValueError(f"{where}: only nerds can stand on a barricade pile (column {c + 1})")
        game.grid[c][r] = z

    game.zombie_discard = _names(d, "zombie_discard", ZOMBIE_KINDS)
    game.boss_discard = _names(d, "boss_discard", BOSSES)
    game.barricade_discard = _names(d, "barricade_discard", bc)
    game.zombies_keep = _names(d, "zombies_keep", SPECIALS)
    game.cheer_keep = _names(d, "cheerleaders_keep", BOSSES + ("bass drum player",))
    game.queen_killed = _bool(d, "prom_queen_killed", "state")

    game.verdict = _result(game, V.field(d, "result", (dict, type(None))))
    game.is_over = game.verdict is not None

    game.pending = _pending(game, V.field(d, "pending", (dict, type(None))), zombie_names, bc, cheer_names)
    if game.verdict is not None and game.pending is not None:
        raise ValueError("state.pending: a finished game has no pending decision")
    if game.pending is not None:
        kind = game.pending.rule.key
        setup = kind in ("deal barricades", "place cheerleaders", "place zombies")
        if (setup and game.side != 0) or (not setup and game.pending.seat != game.side):
            raise ValueError(f"state.side: a {kind!r} decision belongs to "
                             f"{'the set-up, before the Zombies begin' if setup else 'the other side'}")
    _check_consistency(game, zc, bc, cheer_names)


def _result(game, result: dict | None) -> tuple[str, str] | None:
    """How a finished game ended: ``(ending, reason)``, the ending one of ``ENDINGS`` and the
    winner the side it makes win. A result saved before results named their ending has none:
    it is the one its winner and the position give (a draw: the turn limit; the Cheerleaders:
    the zombies destroyed; the Zombies: Clover out if she is knocked out with no energy left
    at the table, else a cheerleader eaten)."""
    if result is None:
        return None
    winner = V.field(result, "winner", (int, type(None)), "state.result")
    if winner is not None:
        V.check_int(winner, "state.result.winner", 0, 1)
    reason = V.field(result, "reason", str, "state.result")
    if "ending" in result:
        ending = game.check_ending(result["ending"], "state.result.ending")
        if game.WINNER[ending] != winner:
            side = game.WINNER[ending]
            said = "a draw" if side is None else f"a win of the {game.seat_names[side]}"
            raise ValueError(f"state.result.winner: {V.short(winner)}, but the ending {ending!r} is {said}")
    elif winner is None:
        ending = "turn_limit"
    elif winner == CHEERLEADERS:
        ending = "cleared"
    else:
        ending = "clover_out" if game.clover_out() else "eaten"
    return ending, reason


def _pending(game, p, zombie_names, bc, cheer_names):
    if p is None:
        return None
    rule = rule_of(PENDING_RULES, V.field(p, "kind", str, "state.pending"), "state.pending.kind")
    data = _pending_data(game, rule.key, p, zombie_names, bc, cheer_names)
    return Pending(rule, rule.side, data)


def _pending_data(game, kind, p, zombie_names, bc, cheer_names):
    C = game.C
    w = "state.pending"
    if kind in ("deal barricades", "place cheerleaders"):
        return {}
    if kind == "place zombies":
        cards = V.check_list(V.field(p, "cards", list, w), f"{w}.cards", str, zombie_names[:-1])
        if not cards:
            raise ValueError(f"{w}.cards: no zombie left to place")
        return {"cards": list(cards)}
    if kind == "fresh meat":
        c = V.check_int(V.field(p, "column", int, w), f"{w}.column", 1, C) - 1
        rows = V.check_list(V.field(p, "rows", list, w), f"{w}.rows", int)
        cards = V.field(p, "cards", list, w)
        if not rows or len(rows) != len(cards):
            raise ValueError(f"{w}.rows: one row per card to place, at least one")
        for i, r in enumerate(rows):
            V.check_int(r, f"{w}.rows[{i}]", 1, MAX_ROW)
        if sorted(set(rows)) != rows:
            raise ValueError(f"{w}.rows: rows go from the front, each once")
        zs = [_zombie(z, f"{w}.cards[{i}]", zombie_names) for i, z in enumerate(cards)]
        for r in rows:
            if r < len(game.grid[c]) and game.grid[c][r] is not None:
                raise ValueError(f"{w}.rows: row {r} of column {c + 1} is taken")
        return {"column": c, "rows": list(rows), "cards": zs}
    if kind == "return 3":
        cards = V.check_list(V.field(p, "cards", list, w), f"{w}.cards", str, ZOMBIE_KINDS)
        cols = V.check_list(V.field(p, "columns", list, w), f"{w}.columns", int)
        for i, c in enumerate(cols):
            V.check_int(c, f"{w}.columns[{i}]", 1, C)
        if not cards or len(set(cols)) != len(cols) or len(cols) + len(cards) > C:
            raise ValueError(f"{w}: cards to place and the columns used must fit different columns")
        return {"cards": list(cards), "columns": [c - 1 for c in cols]}
    if kind == "coach":
        ch = V.field(p, "cheerleaders", list, w)
        bs = V.field(p, "barricades", list, w)
        chs = [_cheerleader(x, f"{w}.cheerleaders[{i}]", cheer_names) for i, x in enumerate(ch)]
        barr = [_barricade(x, f"{w}.barricades[{i}]", bc) for i, x in enumerate(bs)]
        if not chs and not barr:
            raise ValueError(f"{w}: the coach has nothing left to place")
        if len(chs) == 1:
            raise ValueError(f"{w}.cheerleaders: the last cheerleader takes the last place by herself")
        return {"cheerleaders": chs, "barricades": barr}
    key, hi = {"janitor": ("points", 3), "security guard": ("looks", 5), "principal": ("moves", 3)}[kind]
    return {key: V.check_int(V.field(p, key, int, w), f"{w}.{key}", 1, hi)}


def _check_consistency(game, zc, bc, cheer_names):
    kind = game.pending.rule.key if game.pending else None
    p = game.pending.data if game.pending else None
    # cheerleaders: each once; empty places only while they are being placed
    present = [ch.name for ch in game.cheer if ch is not None]
    if kind == "coach":
        present += [ch.name for ch in p["cheerleaders"]]
    V.check_unique(present, "state.cheerleaders")
    if kind in ("deal barricades", "place cheerleaders"):
        if kind == "deal barricades" and (present or any(game.piles)):
            raise ValueError("state.pending: the barricades are dealt before the cheerleaders take their places")
        if len(present) == len(cheer_names):
            raise ValueError("state.pending: every cheerleader is already placed")
    elif sorted(present) != sorted(cheer_names):
        missing = sorted(set(cheer_names) - set(present))
        raise ValueError(f"state.cheerleaders: every cheerleader of the mode must be placed; missing {missing}")
    if kind == "coach" and sum(ch is None for ch in game.cheer) != len(p["cheerleaders"]):
        raise ValueError("state.cheerleaders: one empty place per cheerleader the coach still places")
    if kind == "place zombies" and game.cheer.count(None):
        raise ValueError("state.pending: the cheerleaders are placed before the zombies")
    if kind == "place zombies" and len(p["cards"]) > sum(
            game.grid[c][r] is None for c in range(game.C)
            for r in range(FIRST_ZOMBIE_ROW, FIRST_ZOMBIE_ROW + ZOMBIE_ROWS)):
        raise ValueError("state.pending.cards: more zombies than free set-up spaces")
    # counts: no card in more places than the mode has copies; the error names where the copies are
    zplaces: dict[str, list[str]] = {}

    def count(places, name, where):
        places.setdefault(name, []).append(where)

    for col in game.grid:
        for z in col:
            if z is not None:
                count(zplaces, z.card, "state.zombies")
    for key, names in (("zombie_discard", game.zombie_discard), ("boss_discard", game.boss_discard),
                       ("cheerleaders_keep", game.cheer_keep)):
        for n in names:
            count(zplaces, n, f"state.{key}")
    if kind in ("place zombies", "return 3"):
        for n in p["cards"]:
            count(zplaces, n, "state.pending.cards")
    if kind == "fresh meat":
        for z in p["cards"]:
            count(zplaces, z.card, "state.pending.cards")
    for n, where in zplaces.items():
        if n == QUEEN:
            continue
        if len(where) > zc.get(n, 0):
            raise ValueError(f"{_fields(where)}: zombie card {n!r} appears {len(where)} times; "
                             f"this mode has {zc.get(n, 0)}")
    queens = zplaces.get(QUEEN, [])
    if len(queens) > 1 or (queens and game.queen_killed):
        raise ValueError(f"{_fields(queens)}: there is one Prom Queen card, and a killed one stays out")
    if queens and QUEEN not in bc:
        raise ValueError(f"{_fields(queens)}: the Prom Queen plays only in the 6-column mode")
    bplaces: dict[str, list[str]] = {}
    for i, pile in enumerate(game.piles):
        for b in pile:
            count(bplaces, b.card, f"state.barricades[{i}]")
    for key, names in (("barricade_discard", game.barricade_discard), ("zombies_keep", game.zombies_keep)):
        for n in names:
            count(bplaces, n, f"state.{key}")
    if kind == "coach":
        for b in p["barricades"]:
            count(bplaces, b.card, "state.pending.barricades")
    for n, where in bplaces.items():
        if len(where) > bc[n]:
            raise ValueError(f"{_fields(where)}: barricade card {n!r} appears {len(where)} times; "
                             f"this mode has {bc[n]}")


def _fields(where: list[str]) -> str:
    """The fields named once each, in order: "state.zombies, state.zombie_discard"."""
    return ", ".join(dict.fromkeys(where))


def fill_unknowns(st: dict, C: int, rng) -> None:
    """Deal the cards a view hides (``"unknown"``) from those the viewer cannot place."""
    zc, bc, _ = MODE_CARDS[C]
    p = st["pending"]
    # barricades
    slots = []
    pool = dict(bc)
    piles = [b for pile in st["barricades"] for b in pile]
    if p is not None and p["kind"] == "coach":
        piles += p["barricades"]
    for b in piles:
        if b["card"] == UNKNOWN:
            slots.append(b)
        else:
            pool[b["card"]] -= 1
    for n in st["barricade_discard"] + st["zombies_keep"]:
        pool[n] -= 1
    _deal(slots, pool, rng, lambda slot, name: slot.__setitem__("card", name))
    # zombies
    zpool = dict(zc)
    zslots = []
    cards = list(st["zombies"])
    if p is not None and p["kind"] == "fresh meat":
        cards += p["cards"]
    for z in cards:
        if z["card"] == UNKNOWN:
            zslots.append(z)
        elif z["card"] != QUEEN:
            zpool[z["card"]] -= 1
    for n in st["zombie_discard"] + st["boss_discard"] + st["cheerleaders_keep"]:
        zpool[n] -= 1
    listed = []
    if p is not None and p["kind"] in ("place zombies", "return 3"):
        for i, n in enumerate(p["cards"]):
            if n == UNKNOWN:
                listed.append(i)
            else:
                zpool[n] -= 1
    # only nerds stand on a barricade pile, so a face-down card there is known to be nerds
    for zd in list(zslots):
        if "row" in zd and zd["row"] == 1 and st["barricades"][zd["column"] - 1]:
            zd["card"] = "nerds"
            zpool["nerds"] -= 1
            zslots.remove(zd)
    names = [n for n, k in zpool.items() for _ in range(max(0, k))]
    rng.shuffle(names)
    if p is not None and p["kind"] == "return 3":
        # drawn from the discard: never a boss
        plain = [n for n in names if n not in BOSSES]
        for i in listed:
            n = plain.pop()
            names.remove(n)
            p["cards"][i] = n
    elif listed:
        for i in listed:
            p["cards"][i] = names.pop()
    for z in zslots:
        z["card"] = names.pop()


def _deal(slots, pool, rng, put) -> None:
    names = [n for n, k in pool.items() for _ in range(max(0, k))]
    rng.shuffle(names)
    for slot in slots:
        put(slot, names.pop())
