"""The roster's schema: a skill is data, checked before any game uses it.

Every error names the file and the field, so a malformed roster file is found
at import time with a message like
``roster/gorm_ironhide.toml: skills[3].energy: expected an integer, got '2'``.
"""

from __future__ import annotations

SKILL_TYPES = ("basic", "special", "reactive")
SIDES = ("enemy", "ally", "self")
EFFECTS = ("physical", "magic", "heal", "amp_physical", "amp_magic", "amp_heal")
EVENTS = ("Disorient", "Interrupt", "Stun", "Block", "Ward", "Immune", "Shuffle", "Unstoppable",
          "Draw", "Taunt", "Revive", "Reveal", "Vulnerable", "Transmute Magic", "Transmute Heal")
ROLES = ("damage", "tank", "support")
MIN_POOL = 12
MIN_BASICS = 2
MIN_LOOT = 4
DECK_OTHERS = 9  # one basic plus at least nine others

_SKILL_KEYS = {"name", "type", "energy", "targets", "side", "casttime", "once", "stealth", "out", "in"}


class RosterError(ValueError):
    """A roster file that does not follow the schema."""


def _fail(where: str, message: str):
    raise RosterError(f"{where}: {message}")


def _typed(d: dict, key: str, kind, where: str, default=...):
    if key not in d:
        if default is ...:
            _fail(f"{where}.{key}", "missing")
        return default
    value = d[key]
    ok = isinstance(value, kind) and not (isinstance(value, bool) and kind is int)
    if not ok:
        names = {int: "an integer", str: "a string", bool: "true or false", list: "a list", dict: "a table"}
        _fail(f"{where}.{key}", f"expected {names.get(kind, kind.__name__)}, got {value!r}")
    return value


def _direction(d: dict, key: str, where: str) -> dict:
    """One side of the arrow: effect amounts plus an ``events`` list."""
    side = _typed(d, key, dict, where, {})
    here = f"{where}.{key}"
    effects = {}
    for k, v in side.items():
        if k == "events":
            events = _typed(side, "events", list, here)
            for i, e in enumerate(events):
                if e not in EVENTS:
                    _fail(f"{here}.events[{i}]", f"unknown event {e!r}; events are {', '.join(EVENTS)}")
            continue
        if k not in EFFECTS:
            _fail(f"{here}.{k}", f"unknown effect; effects are {', '.join(EFFECTS)} and events")
        amount = _typed(side, k, int, here)
        if not k.startswith("amp_") and amount <= 0:
            _fail(f"{here}.{k}", f"an effect amount must be positive, got {amount}")
        effects[k] = amount
    return {"effects": effects, "events": list(side.get("events", []))}


def check_skill(d, where: str) -> dict:
    """One skill record; returns it normalised (every field present)."""
    if not isinstance(d, dict):
        _fail(where, f"a skill must be a table, got {d!r}")
    unknown = sorted(set(d) - _SKILL_KEYS)
    if unknown:
        _fail(f"{where}.{unknown[0]}", f"unknown field; a skill has {', '.join(sorted(_SKILL_KEYS))}")
    name = _typed(d, "name", str, where)
    if not name.strip():
        _fail(f"{where}.name", "empty name")
    kind = _typed(d, "type", str, where)
    if kind not in SKILL_TYPES:
        _fail(f"{where}.type", f"{kind!r} is not one of {', '.join(SKILL_TYPES)}")
    energy = _typed(d, "energy", int, where)
    if not 1 <= energy <= 9:
        _fail(f"{where}.energy", f"{energy} is out of range 1..9")
    casttime = _typed(d, "casttime", int, where, 0)
    if not 0 <= casttime <= 5:
        _fail(f"{where}.casttime", f"{casttime} is out of range 0..5")
    once = _typed(d, "once", bool, where, False)
    stealth = _typed(d, "stealth", bool, where, False)
    if kind == "reactive":
        # Reactive skills do not specify targets: they use the cast's.
        for key in ("targets", "side"):
            if key in d:
                _fail(f"{where}.{key}", "a reactive skill has no targets of its own")
        if casttime:
            _fail(f"{where}.casttime", "a reactive skill has no casttime")
        targets, side = 0, ""
    else:
        targets = _typed(d, "targets", int, where)
        if not 1 <= targets <= 4:
            _fail(f"{where}.targets", f"{targets} is out of range 1..4")
        side = _typed(d, "side", str, where)
        if side not in SIDES:
            _fail(f"{where}.side", f"{side!r} is not one of {', '.join(SIDES)}")
        if side == "self" and targets != 1:
            _fail(f"{where}.targets", "a self-only skill has exactly 1 target")
    if kind == "basic":
        if casttime:
            _fail(f"{where}.casttime", "a basic is always held at the start of a turn, so it has no casttime")
        if once:
            _fail(f"{where}.once", "a basic returns to the hand; it cannot be one-time use")
        if stealth:
            _fail(f"{where}.stealth", "a basic is always known to be in hand; it cannot have stealth")
    out = _direction(d, "out", where)
    inc = _direction(d, "in", where)
    if "Taunt" in out["events"]:
        _fail(f"{where}.out.events", "Taunt makes its caster the target: list it under 'in'")
    if "Taunt" in inc["events"] and kind != "reactive":
        _fail(f"{where}.in.events", "Taunt redirects a cast: only a reactive may carry it")
    if not (out["effects"] or out["events"] or inc["effects"] or inc["events"]):
        _fail(where, "a skill needs at least one effect or event")
    return {"name": name, "type": kind, "energy": energy, "targets": targets, "side": side,
            "casttime": casttime, "once": once, "stealth": stealth, "out": out, "in": inc}


def check_character(d, where: str) -> dict:
    """A hero or boss file: name, kind, hit points, skill pool, default deck, loot."""
    if not isinstance(d, dict):
        _fail(where, "expected a table")
    allowed = {"name", "kind", "role", "hp", "hp_by_heroes", "deck", "skills", "loot"}
    unknown = sorted(set(d) - allowed)
    if unknown:
        _fail(f"{where}.{unknown[0]}", f"unknown field; a roster file has {', '.join(sorted(allowed))}")
    name = _typed(d, "name", str, where)
    kind = _typed(d, "kind", str, where)
    if kind not in ("hero", "boss"):
        _fail(f"{where}.kind", f"{kind!r} is not 'hero' or 'boss'")
    hp = _typed(d, "hp", int, where)
    if hp <= 0:
        _fail(f"{where}.hp", "hit points must be positive")
    role = ""
    hp_by_heroes: list = []
    if kind == "hero":
        role = _typed(d, "role", str, where)
        if role not in ROLES:
            _fail(f"{where}.role", f"{role!r} is not one of {', '.join(ROLES)}")
        for key in ("hp_by_heroes", "loot"):
            if key in d:
                _fail(f"{where}.{key}", "only a boss has this field")
    else:
        if "role" in d:
            _fail(f"{where}.role", "a boss has no role")
        hp_by_heroes = _typed(d, "hp_by_heroes", list, where)
        if len(hp_by_heroes) != 4 or any(not isinstance(v, int) or isinstance(v, bool) or v <= 0
                                         for v in hp_by_heroes):
            _fail(f"{where}.hp_by_heroes", "four positive hit points: against 1, 2, 3 and 4 heroes")
    raw = _typed(d, "skills", list, where)
    skills = [check_skill(s, f"{where}.skills[{i}]") for i, s in enumerate(raw)]
    if len(skills) < MIN_POOL:
        _fail(f"{where}.skills", f"a skill pool needs at least {MIN_POOL} skills, got {len(skills)}")
    if sum(s["type"] == "basic" for s in skills) < MIN_BASICS:
        _fail(f"{where}.skills", f"a skill pool needs at least {MIN_BASICS} basics")
    names = [s["name"] for s in skills]
    for i, n in enumerate(names):
        if n in names[:i]:
            _fail(f"{where}.skills[{i}].name", f"{n!r} appears twice")
    loot = []
    if kind == "boss":
        raw_loot = _typed(d, "loot", list, where)
        loot = [check_skill(s, f"{where}.loot[{i}]") for i, s in enumerate(raw_loot)]
        if len(loot) < MIN_LOOT:
            _fail(f"{where}.loot", f"a loot table needs at least {MIN_LOOT} skills")
        for i, s in enumerate(loot):
            if s["type"] == "basic":
                _fail(f"{where}.loot[{i}].type", "loot joins a deck that already has its basic: no basics")
            if s["name"] in names:
                _fail(f"{where}.loot[{i}].name", f"{s['name']!r} is also in the skill pool")
    deck = _typed(d, "deck", list, where)
    check_deck(deck, {s["name"]: s for s in skills}, f"{where}.deck")
    return {"name": name, "kind": kind, "role": role, "hp": hp, "hp_by_heroes": list(hp_by_heroes),
            "deck": list(deck), "skills": skills, "loot": loot}


def check_deck(deck: list, pool: dict, where: str) -> None:
    """One basic first, then at least nine other skills of the pool, none twice."""
    for i, n in enumerate(deck):
        if not isinstance(n, str) or n not in pool:
            _fail(f"{where}[{i}]", f"{n!r} is not a skill of this pool")
        if n in deck[:i]:
            _fail(f"{where}[{i}]", f"{n!r} appears twice")
    if not deck or pool[deck[0]]["type"] != "basic":
        _fail(f"{where}[0]", "a deck starts with its one basic")
    if any(pool[n]["type"] == "basic" for n in deck[1:]):
        _fail(where, "a deck holds exactly one basic")
    if len(deck) - 1 < DECK_OTHERS:
        _fail(where, f"a deck needs one basic and at least {DECK_OTHERS} other skills, got {len(deck) - 1}")


def check_roster(characters: dict[str, dict]) -> None:
    """Across files: unique names, roles and bosses enough, every mechanic in use."""
    heroes = [c for c in characters.values() if c["kind"] == "hero"]
    bosses = [c for c in characters.values() if c["kind"] == "boss"]
    for role in ROLES:
        if sum(c["role"] == role for c in heroes) < 2:
            raise RosterError(f"roster: at least two heroes of role {role!r} are needed")
    if len(bosses) < 3:
        raise RosterError("roster: at least three bosses are needed")
    seen: dict[str, str] = {}
    for c in characters.values():
        for s in c["skills"] + c["loot"]:
            if s["name"] in seen:
                raise RosterError(f"roster: skill {s['name']!r} is in both {seen[s['name']]} and {c['name']}")
            seen[s["name"]] = c["name"]
        if c["name"] in seen:
            raise RosterError(f"roster: {c['name']!r} is both a character and a skill")
    every = [s for c in characters.values() for s in c["skills"] + c["loot"]]
    used = set()
    for s in every:
        for direction in ("out", "in"):
            used.update(s[direction]["effects"])
            used.update(s[direction]["events"])
        used.add(f"side:{s['side']}") if s["side"] else None
        if s["targets"] > 1:
            used.add("targets>1")
        for attr in ("casttime", "once", "stealth"):
            if s[attr]:
                used.add(attr)
        used.add(f"type:{s['type']}")
    needed = set(EFFECTS) | set(EVENTS) | {"side:enemy", "side:ally", "side:self", "targets>1",
                                           "casttime", "once", "stealth", "type:basic", "type:special",
                                           "type:reactive"}
    missing = sorted(needed - used)
    if missing:
        raise RosterError(f"roster: no skill uses {', '.join(missing)}")
