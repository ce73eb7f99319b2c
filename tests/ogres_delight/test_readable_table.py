"""The table in words: every keyword of a skill card and of the table defined where it is drawn.

The rulebook (Skill types, General attributes, Effects and events, Events,
Transmutations, Stealth) names what a card can carry: its type, targets,
casttime, one-time use, stealth, effects, amplifications and events. Each is a
term of the glossary wherever the table shows it, and nothing is cut.
"""

from __future__ import annotations

import re

import pytest
from drawn_terms import check, cut, keys_in, positions, read, seats

from ogrelab.games.ogres_delight import examples as E
from ogrelab.games.ogres_delight import render
from ogrelab.games.ogres_delight.render import GLOSSARY
from ogrelab.games.ogres_delight.roster import EFFECTS, EVENTS, ROLES, SKILL_TYPES, SKILLS

#: Words that must not reach a card or a combatant's panel outside a term.
WORDS = re.compile(r"\b(" + "|".join(sorted(EVENTS + SKILL_TYPES + ROLES, key=len, reverse=True))
                   + r"|casttime|one-time|stealth|physical|magic|heal|enemy|ally|self|energy|hp|deck|"
                     r"channelling|disoriented|unstoppable|face down|used)\b")


def _games(count):
    return positions("ogres_delight", count, lambda rng: {
        "heroes": rng.choice([1, 2, 3, 4]), "auto_draft": rng.random() < 0.8, "auto_decks": rng.random() < 0.8},
        steps=120)


def _expected(name: str) -> set[str]:
    """The glossary entries a skill card must carry: its type, targets, attributes, effects and events."""
    sk = SKILLS[name]
    want = {sk.type, "energy"}
    if not sk.reactive:
        want.add(sk.side)
    want |= {a for a, on in (("casttime", sk.casttime), ("one-time", sk.once), ("stealth", sk.stealth)) if on}
    for amounts in (sk.out, sk.inc):
        for k, v in zip(EFFECTS, amounts):
            if v:
                want.add("amplification" if k.startswith("amp_") else k)
    want |= set(sk.out_events) | set(sk.in_events)
    if sk.has_out:
        want.add("to the targets")
    if sk.has_in:
        want.add("to the caster")
    return want


@pytest.mark.parametrize("chunk", range(3))
def test_every_keyword_on_the_table_has_a_glossary_entry_carried_by_its_tooltip(chunk):
    """General attributes, Effects and events: every word of a card and of a combatant is defined where drawn."""
    seen = set()
    for game in list(_games(45))[chunk::3]:
        for seat in seats(game):
            root = check(game.html(seat), GLOSSARY)
            seen |= keys_in(root)
            for card in root.find(lambda n: "data-card" in n.attrs):
                name = card.attrs["data-card"]
                keys = keys_in(card)
                if name == "face-down":
                    assert "face down" in keys
                else:
                    assert _expected(name) <= keys, f"{name}: {_expected(name) - keys} not defined on the card"
            for panel in root.find(lambda n: {"ogrelab-combatant", "ogrelab-cast", "ogrelab-card",
                                              "ogrelab-hand", "ogrelab-choice"} & n.classes):
                loose = panel.loose(skip=("ogrelab-cname", "ogrelab-name", "ogrelab-who"))
                assert not WORDS.search(loose), f"a keyword outside a term: {loose!r}"
            for who in root.find(lambda n: "ogrelab-who" in n.classes):
                loose = who.loose(skip=("ogrelab-name",))
                assert not WORDS.search(loose), f"a keyword outside a term: {loose!r}"
    assert {"energy", "hp", "basic", "special", "reactive", "to the targets"} <= seen


def test_the_glossary_defines_every_event_type_and_attribute_the_roster_uses():
    """Events, Skill types, General attributes: Disorient, Transmute, Vulnerable, Stun, stealth, casttime..."""
    for word in EVENTS + SKILL_TYPES + ROLES + ("casttime", "one-time", "stealth", "physical", "magic", "heal",
                                                 "amplification", "enemy", "ally", "self", "energy"):
        assert GLOSSARY.get(word), f"{word} is not defined"
    for name in SKILLS:      # every skill's card can be drawn with its words defined
        g = render.Glossary(GLOSSARY)
        card = render.card_html(name, g)
        assert _expected(name) <= keys_in(check(card + g.legend(), GLOSSARY))
    assert not hasattr(render, "EVENT_TEXT"), "each definition is written once: in glossary.toml"


def test_a_card_shows_its_keywords_and_its_hover_text_explains_its_events():
    """Events: a card's events are terms; its whole text (its hover) says what each does, from the glossary."""
    g = E.taunt_redirect()
    root = read(g.html(1))
    aegis = [c for c in root.find(lambda n: n.attrs.get("data-card") == "Aegis of Dawn")]
    assert aegis and {"Taunt", "Ward", "Block", "to the caster", "reactive"} <= keys_in(aegis[0])
    assert f"Taunt: {GLOSSARY['Taunt']}" in render.card_text("Aegis of Dawn")


def test_no_text_is_cut_on_the_table():
    assert "ellipsis" not in render._STYLE and "text-overflow" not in render._STYLE
    for game in _games(9):
        for seat in seats(game):
            assert cut(read(game.html(seat))) == []
