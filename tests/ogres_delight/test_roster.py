"""Ogre's Delight roster: the data files and the schema check that guards them."""

from __future__ import annotations

import shutil
from importlib import resources

import pytest

from ogrelab.games.ogres_delight import roster as schema
from ogrelab.games.ogres_delight.roster import CHARACTERS, DEFAULT_DECK, SKILLS, load_roster

ROSTER = resources.files("ogrelab.games.ogres_delight").joinpath("roster")


def test_roster_has_two_heroes_per_role_and_three_bosses_each_in_its_own_file():
    """Rulings: at least 2 heroes per role and at least 3 bosses, one file each."""
    heroes = [c for c in CHARACTERS.values() if c["kind"] == "hero"]
    for role in ("damage", "tank", "support"):
        assert sum(c["role"] == role for c in heroes) >= 2
    bosses = [c for c in CHARACTERS.values() if c["kind"] == "boss"]
    assert len(bosses) >= 3
    files = [c["file"] for c in CHARACTERS.values()]
    assert len(set(files)) == len(files) and all(f.startswith("roster/") and f.endswith(".toml") for f in files)


def test_every_pool_has_twelve_skills_two_basics_and_bosses_a_loot_table():
    """Rulings: a pool of at least 12 skills, at least 2 of them basics, and a loot table per boss."""
    for c in CHARACTERS.values():
        assert len(c["skills"]) >= 12
        assert sum(s["type"] == "basic" for s in c["skills"]) >= 2
        assert c["hp"] > 0
        if c["kind"] == "boss":
            assert len(c["loot"]) >= 4 and len(c["hp_by_heroes"]) == 4
        deck = DEFAULT_DECK[c["name"]]
        assert SKILLS[deck[0]].basic and len(deck) >= 10


def test_every_attribute_effect_event_and_transmutation_is_used():
    """Rulings: every attribute, effect, event and both transmutations must be used by some skill."""
    skills = list(SKILLS.values())
    assert any(s.targets > 1 for s in skills)
    for side in ("enemy", "ally", "self"):
        assert any(s.side == side for s in skills)
    for attr in ("casttime", "once", "stealth"):
        assert any(getattr(s, attr) for s in skills), attr
    for i, effect in enumerate(schema.EFFECTS):
        assert any(s.out[i] or s.inc[i] for s in skills), effect
    for event in schema.EVENTS:
        assert any(event in s.out_events + s.in_events for s in skills), event


def _copy_roster(tmp_path):
    folder = tmp_path / "roster"
    folder.mkdir()
    for p in ROSTER.iterdir():
        if p.name.endswith(".toml"):
            shutil.copy(str(p), folder / p.name)
    return folder


def test_schema_check_accepts_the_shipped_roster(tmp_path):
    folder = _copy_roster(tmp_path)
    assert set(load_roster(folder)) == set(CHARACTERS)


@pytest.mark.parametrize("old,new,field", [
    ('energy = 1, targets = 1, side = "enemy", out = { physical = 3 } }',
     'energy = "1", targets = 1, side = "enemy", out = { physical = 3 } }', "skills[0].energy"),
    ('name = "Shield Bash", type = "basic"', 'name = "Shield Bash", type = "ultimate"', "skills[0].type"),
    ('out = { physical = 7 }', 'out = { physical = 7, events = ["Dance"] }', "skills[2].out.events[0]"),
    ('out = { physical = 7 }', 'out = { poison = 7 }', "skills[2].out.poison"),
    ('in = { events = ["Taunt", "Block"] }', 'targets = 1, in = { events = ["Taunt", "Block"] }', "skills[7].targets"),
    ('hp = 46', 'hp = -4', "gorm_ironhide.toml.hp"),
    ('{ name = "Crushing Blow", type = "special", energy = 3, targets = 1, side = "enemy",',
     '{ name = "Crushing Blow", type = "special", energy = 3, targets = 1, side = "sideways",', "skills[2].side"),
])
def test_schema_check_rejects_a_malformed_skill_file_naming_file_and_field(tmp_path, old, new, field):
    """A malformed skill file is rejected with a message naming the file and the field."""
    folder = _copy_roster(tmp_path)
    path = folder / "gorm_ironhide.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ValueError) as err:
        load_roster(folder)
    assert "roster/gorm_ironhide.toml" in str(err.value) and field in str(err.value)


def test_schema_check_rejects_a_missing_field_and_a_short_deck():
    base = {"name": "X", "type": "special", "energy": 2, "targets": 1, "side": "enemy", "out": {"magic": 2}}
    schema.check_skill(base, "f.toml.skills[0]")
    bad = dict(base)
    del bad["energy"]
    with pytest.raises(ValueError, match=r"f.toml.skills\[0\].energy: missing"):
        schema.check_skill(bad, "f.toml.skills[0]")
    pool = {s: SKILLS[s].record for s in DEFAULT_DECK["Gorm Ironhide"]}
    with pytest.raises(ValueError, match="at least 9 other skills"):
        schema.check_deck(DEFAULT_DECK["Gorm Ironhide"][:5], pool, "f.toml.deck")


def test_schema_check_rejects_a_roster_missing_a_mechanic():
    """Every event must be in use: a roster without Taunt is refused."""
    import copy
    chars = copy.deepcopy(CHARACTERS)
    for c in chars.values():
        for s in c["skills"] + c["loot"]:
            s["in"]["events"] = [e for e in s["in"]["events"] if e != "Taunt"]
    with pytest.raises(ValueError, match="no skill uses Taunt"):
        schema.check_roster(chars)


def test_a_skill_describes_itself_in_one_line():
    assert SKILLS["Soul Drain"].describe() == "Soul Drain [special, 3 energy, 1 enemy] 5 magic | 5 heal"
    assert "casttime 2, one-time, stealth" in SKILLS["Witching Hour"].describe()
