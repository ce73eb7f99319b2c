"""The roster: heroes and bosses read from ``roster/*.toml``, checked by :mod:`schema`.

One file per hero and per boss. Skill names are unique across the whole roster,
so a card is named by its skill and a save can say ``"hand": ["Stab"]``.
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

from . import schema

EFFECTS = schema.EFFECTS  # physical, magic, heal, amp_physical, amp_magic, amp_heal


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
        out = _side_text(self.out, self.out_events)
        inc = _side_text(self.inc, self.in_events)
        return f"{self.name} [{head}] {out or '-'} | {inc or '-'}"

    def __repr__(self) -> str:
        return f"<Skill {self.name}>"


def _side_text(amounts, events) -> str:
    bits = []
    for k, v in zip(EFFECTS, amounts):
        if v:
            bits.append(f"{k[4:]} {v:+d}" if k.startswith("amp_") else f"{k} {v}")
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
            raise schema.RosterError(f"{where}: {e}") from None
        c = schema.check_character(data, where)
        if c["name"] in characters:
            raise schema.RosterError(f"{where}.name: {c['name']!r} is already in the roster")
        c["file"] = where
        characters[c["name"]] = c
    schema.check_roster(characters)
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
