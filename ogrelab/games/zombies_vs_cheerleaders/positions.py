"""Positions written by hand, and what the tests read back from a game.

Every game's ``positions`` offers ``written(...)``, a saved state written by hand;
``game_at(state)``, the game at it; ``position(...)``, both in one call; ``scene(...)``,
where a game has one, the walkthrough's form; ``state(game)`` and ``texts(game)``.
What each means is said once, in ``ogrelab/games/_positions.py``.

In Zombies vs Cheerleaders columns and rows are numbered as in the action texts:
column 1 is the leftmost, row 0 holds the cheerleaders, row 1 the barricade piles,
and the zombies start at row 3. Cards named nowhere are out of the game: ``written``
holds only the cards it is given, its barricade piles empty unless ``barricades``
lists them (one pile a column, bottom card first). ``scene`` gives every column not
in ``piles`` (up to) two intact barricades of the mode, as a set-up would, and
writes a note in the log.

This game's own: ``z``, ``b`` and ``ch`` write a zombie on the grid, a barricade
card and a cheerleader; ``SQUAD`` is each mode's squad in its usual order, and
``squad(columns, Pam=dict(energy=1))`` that squad with some cheerleaders changed;
``at(game, column, row)`` reads the zombie on a space, ``cheer(game, name)`` a
cheerleader and ``grid_cards(game)`` every zombie on the grid.
"""

from __future__ import annotations

from .._positions import state, texts
from .cards import CHEER_DATA, MODE_CARDS, PLAIN, ZOMBIES
from .rules import ZombiesVsCheerleaders

__all__ = ["written", "game_at", "position", "scene", "state", "texts",
           "z", "b", "ch", "SQUAD", "squad", "at", "cheer", "grid_cards"]

SQUAD = {4: ["Gloria", "Pam", "Clover", "Vanessa"],
         5: ["Gloria", "Pam", "Clover", "Vanessa", "Sandy"],
         6: ["Gloria", "Pam", "Clover", "Vanessa", "Sandy", "Samantha"]}


def z(card: str, column: int, row: int, up: bool = True, face_up: bool | None = None, **flags) -> dict:
    """A zombie card on the grid, face up unless told otherwise (``up`` or ``face_up``)."""
    return dict(card=card, column=column, row=row, face_up=up if face_up is None else face_up, **flags)


def b(card: str = PLAIN, damaged: bool = False) -> dict:
    """A barricade card; the last card of a pile is its top."""
    return {"card": card, "damaged": damaged}


def ch(name: str, energy: int | None = None, ko: bool = False, bonus: int = 0) -> dict:
    """A cheerleader with her starting energy unless told otherwise."""
    return {"name": name, "energy": CHEER_DATA[name]["energy"] if energy is None else energy,
            "knocked_out": ko, "bonus": bonus}


def squad(columns: int = 4, **changes) -> list[dict]:
    """The usual order of the squad, with some cheerleaders changed: ``Pam=dict(energy=1)``."""
    return [ch(n, **changes.get(n, {})) for n in SQUAD[columns]]


def written(zombies=(), barricades=None, cheerleaders=None, columns: int = 4, side: int = ZOMBIES,
            actions: int = 3, **fields) -> dict:
    """A saved state holding only the cards given: barricade piles empty unless given.

    ``barricades`` is the list of piles (bottom card first); cheerleaders are names or
    :func:`ch` entries; any other state field may be given by name.
    """
    cheerleaders = [ch(n) if isinstance(n, str) else n for n in (cheerleaders or SQUAD[columns])]
    state = {
        "side": side, "actions_left": actions, "turns": 0,
        "cheerleaders": cheerleaders, "barricades": barricades or [[] for _ in range(columns)],
        "zombies": list(zombies),
        "zombie_discard": [], "boss_discard": [], "barricade_discard": [],
        "zombies_keep": [], "cheerleaders_keep": [], "prom_queen_killed": False,
        "pending": None, "result": None,
    }
    state.update(fields)
    return state


def game_at(state: dict, seed: int = 0, **options) -> ZombiesVsCheerleaders:
    """The game at a :func:`written` state; the number of columns follows from its barricade piles."""
    options.setdefault("columns", len(state["barricades"]))
    return ZombiesVsCheerleaders.from_state(state, seed=seed, **options)


def position(zombies=(), *, seed: int = 0, options: dict | None = None, **fields) -> ZombiesVsCheerleaders:
    """The game at ``written(zombies, **fields)``."""
    return game_at(written(zombies, **fields), seed, **(options or {}))


def _piles(columns: int, given: dict, used: list[str]) -> list[list[dict]]:
    """The piles of ``given`` (column -> pile); other columns get up to two intact cards of the mode."""
    pool = dict(MODE_CARDS[columns][1])
    for name in used + [c["card"] for pile in given.values() for c in pile]:
        pool[name] -= 1
    spare = [n for n in sorted(pool, key=lambda n: (n == PLAIN, n)) for _ in range(pool[n])]
    piles = [given.get(c, []) for c in range(1, columns + 1)]
    free = [c - 1 for c in range(1, columns + 1) if c not in given]
    for i in free:                  # special barricades at the bottom ...
        if spare:
            piles[i].append(b(spare.pop(0)))
    for i in free:                  # ... plain ones on top, where enough remain
        if spare:
            piles[i].append(b(spare.pop()))
    return piles


def scene(zombies=(), piles: dict | None = None, cheerleaders=None, columns: int = 4, side: int = ZOMBIES,
          actions: int = 3, note: str = "", *, seed: int = 0, options: dict | None = None,
          **fields) -> ZombiesVsCheerleaders:
    """A position as the walkthrough shows it: columns not in ``piles`` (column -> pile) hold
    (up to) two intact barricades; ``note`` opens the log."""
    used = list(fields.get("zombies_keep", [])) + list(fields.get("barricade_discard", []))
    state = written(zombies, _piles(columns, piles or {}, used), cheerleaders, columns, side, actions, **fields)
    return ZombiesVsCheerleaders.from_state(state, seed=seed, log=[note] if note else [], columns=columns,
                                            **(options or {}))


def at(game, column: int, row: int) -> dict | None:
    """The zombie entry at a space of the saved state, or None if the space is empty."""
    for zd in state(game)["zombies"]:
        if zd["column"] == column and zd["row"] == row:
            return zd
    return None


def cheer(game, name: str) -> dict:
    """A cheerleader's entry in the saved state."""
    for c in state(game)["cheerleaders"]:
        if c and c["name"] == name:
            return c
    raise KeyError(name)


def grid_cards(game) -> list[tuple]:
    """The zombies on the grid as sorted (card, column, row)."""
    return sorted((d["card"], d["column"], d["row"]) for d in state(game)["zombies"])
