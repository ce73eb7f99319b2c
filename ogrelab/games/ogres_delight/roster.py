"""The card data: heroes and bosses read from ``roster/*.toml``, each file checked against the schema.

One file per hero and per boss. Skill names are unique across the whole roster,
so a card is named by its skill and a save can say ``"hand": ["Stab"]``. A skill
is data, checked before any game uses it: every error names the file and the
field, so a malformed roster file is found at import time with a message like
``roster/gorm_ironhide.toml: skills[3].energy: expected an integer, got '2'``.
"""

from __future__ import annotations

import json
import sys
from importlib import resources

from ogrelab.core.cards import load_data

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# ------------------------------------------------------------------ the schema
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


# ------------------------------------------------------------------ the cards as the rules use them
class Skill:
    """A skill card as the rules use it (a flat, fast record)."""

    __slots__ = ("name", "type", "energy", "targets", "side", "casttime", "once", "stealth",
                 "out", "inc", "out_events", "in_events", "owner", "basic", "reactive",
                 "revive", "on_play", "record", "has_out", "has_in", "transmute", "special")

    def __init__(self, rec: dict, owner: str):
        self.record = rec
        self.name = rec["name"]
        self.type = rec["type"]
        self.energy = rec["energy"]
        self.targets = rec["targets"]
        self.side = rec["side"]
        self.casttime = rec["casttime"]
        self.once = rec["once"]
        self.stealth = rec["stealth"]
        self.out = tuple(rec["out"]["effects"].get(k, 0) for k in EFFECTS)
        self.inc = tuple(rec["in"]["effects"].get(k, 0) for k in EFFECTS)
        self.out_events = tuple(rec["out"]["events"])
        self.in_events = tuple(rec["in"]["events"])
        self.owner = owner
        self.basic = self.type == "basic"
        self.reactive = self.type == "reactive"
        self.special = self.type == "special"
        self.has_out = bool(self.out_events) or any(self.out)
        self.has_in = bool(self.in_events) or any(self.inc)
        self.transmute = next((e for e in self.out_events + self.in_events if e.startswith("Transmute")), None)
        self.revive = "Revive" in self.out_events
        # Events that act while the cast is being built, not at its end.
        self.on_play = any(e in ("Taunt", "Disorient", "Unstoppable")
                           for e in self.out_events + self.in_events)

    def attributes(self) -> list[str]:
        """The general attributes printed on top of the card: targets, casttime, one-time, stealth."""
        tags = []
        if not self.reactive:
            tags.append("self" if self.side == "self" else f"{self.targets} {self.side}")
        if self.casttime:
            tags.append(f"casttime {self.casttime}")
        if self.once:
            tags.append("one-time")
        if self.stealth:
            tags.append("stealth")
        return tags

    def describe(self) -> str:
        """One line: cost, type, targets and both sides of the arrow."""
        head = ", ".join([self.type, f"{self.energy} energy"] + self.attributes())
        out = side_words(self.out, self.out_events)
        inc = side_words(self.inc, self.in_events)
        return f"{self.name} [{head}] {out or '-'} | {inc or '-'}"

    def __repr__(self) -> str:
        return f"<Skill {self.name}>"


def side_words(amounts, events) -> str:
    """One side of a card's arrow as the card shows it: "3 physical, magic +2, Stun"."""
    bits = []
    for k, v in zip(EFFECTS, amounts):
        if v:
            bits.append(f"{k[4:]} {v:+d}" if k.startswith("amp_") else f"{v} {k}")
    return ", ".join(bits + list(events))


def load_roster(directory=None) -> dict[str, dict]:
    """Every roster file of ``directory`` (default: this package's ``roster/``), checked; keyed by name."""
    own = directory is None
    if own:
        directory = resources.files(__package__).joinpath("roster")
    folder = directory.name
    characters: dict[str, dict] = {}
    files = sorted((p for p in directory.iterdir() if p.name.endswith((".toml", ".json"))), key=lambda p: p.name)
    for path in files:
        where = f"{folder}/{path.name}"
        try:
            if own:
                data = load_data(__package__, where)
            else:
                text = path.read_text(encoding="utf-8")
                data = json.loads(text) if path.name.endswith(".json") else tomllib.loads(text)
        except ValueError as e:  # TOML or JSON that does not parse
            raise RosterError(f"{where}: {e}") from None
        c = check_character(data, where)
        if c["name"] in characters:
            raise RosterError(f"{where}.name: {c['name']!r} is already in the roster")
        c["file"] = where
        characters[c["name"]] = c
    check_roster(characters)
    return characters


CHARACTERS = load_roster()
HEROES = [n for n, c in CHARACTERS.items() if c["kind"] == "hero"]
BOSSES = [n for n, c in CHARACTERS.items() if c["kind"] == "boss"]
ROLE = {n: CHARACTERS[n]["role"] for n in HEROES}
SKILLS: dict[str, Skill] = {}
POOL: dict[str, list[str]] = {}     # character -> skill names (its own pool)
LOOT: dict[str, list[str]] = {}     # boss -> loot skill names
for _n, _c in CHARACTERS.items():
    POOL[_n] = [s["name"] for s in _c["skills"]]
    for _s in _c["skills"]:
        SKILLS[_s["name"]] = Skill(_s, _n)
    LOOT[_n] = [s["name"] for s in _c["loot"]]
    for _s in _c["loot"]:
        SKILLS[_s["name"]] = Skill(_s, _n)
DEFAULT_DECK = {n: list(c["deck"]) for n, c in CHARACTERS.items()}
BASIC_OF_DECK = {n: d[0] for n, d in DEFAULT_DECK.items()}
