"""The table in words: every card and keyword defined, nothing cut, and the Zombies' own Strength and Stamina.

The rulebook (Components): zombie cards show a Strength, a Stamina and an ability;
cheerleader cards an Energy, a Strength and an ability; barricade and boss cards a
special action. The table shows them in words; what stays hidden (a face-down
zombie to the Cheerleaders, an intact barricade's card to both) is never drawn.
"""

from __future__ import annotations

import re

import pytest
from drawn_terms import check, cut, keys_in, positions, read, seats

from ogrelab.games.zombies_vs_cheerleaders import examples, render
from ogrelab.games.zombies_vs_cheerleaders.cards import (CHEER_DATA, DATA, QUEEN, STAMINA, STRENGTH, UNKNOWN,
                                                         ZOMBIE_KINDS, CHEERLEADERS, ZOMBIES)
from ogrelab.games.zombies_vs_cheerleaders.render import GLOSSARY, SHORT

ATTACK = {"molotov": "Molotov", "skull": "skull", "flame": "flame", "none": "cannot attack"}
#: Words that must not reach a card outside a term (each defined in the glossary).
WORDS = re.compile(r"\b(Str|Sta|Strength|Stamina|intact|damaged|face[ -]down|peeked|knocked out|energy|Molotov|"
                   r"skull|flame|shoots?|recharge|sacrifice|cannot attack|moved|attacked)\b")
_ALL_NAMES = sorted(set(SHORT) | set(SHORT.values()) | set(DATA["barricades"]), key=len, reverse=True)
NAMES = re.compile(r"\b(" + "|".join(re.escape(n) for n in _ALL_NAMES) + r")\b")


def _games(count=36):
    return positions("zombies_vs_cheerleaders", count, lambda rng: {"columns": rng.choice([4, 5, 6]),
                                                                    "auto_setup": rng.random() < 0.8},
                     steps=160)


def _barricade_key(card: str) -> str:
    return "Prom Queen (barricade)" if card == QUEEN else card


@pytest.mark.parametrize("chunk", range(3))
def test_every_keyword_on_the_table_has_a_glossary_entry_carried_by_its_tooltip(chunk):
    """Components: each card's characteristics and ability; every word of them is defined where it is drawn."""
    seen = set()
    for game in list(_games())[chunk::3]:
        for seat in seats(game):
            root = check(game.html(seat), GLOSSARY)
            for card in root.find(lambda n: "data-card" in n.attrs):
                name = card.attrs["data-card"]
                keys = keys_in(card)
                seen |= keys
                loose = card.loose()
                assert not WORDS.search(loose), f"{name}: a keyword outside a term in {loose!r}"
                assert not NAMES.search(loose), f"{name}: a card's name outside a term in {loose!r}"
                if name in CHEER_DATA:
                    kind = CHEER_DATA[name]["strength"]
                    assert ATTACK.get(kind, "shoot") in keys, f"{name}'s attack is not defined on her card"
                elif name == QUEEN:     # the zombie card, or the barricade that brings her
                    assert keys & {QUEEN, "Prom Queen (barricade)"}
                elif name in STRENGTH:
                    assert name in keys, f"the card {name} is not defined where it is drawn"
                    if "ogrelab-facedown" not in card.classes or seat == ZOMBIES:
                        assert {"Strength", "Stamina"} <= keys or "ogrelab-chip" in card.classes
                elif name in DATA["barricades"]:
                    assert _barricade_key(name) in keys
                elif name == "barricade":
                    assert keys == {"intact barricade"}
                    assert "card hidden until damaged" in card.text()
                elif name == "face-down":
                    assert keys == {"face down"}
    assert {"Strength", "Stamina", "face down", "intact barricade", "energy"} <= seen


def test_the_glossary_defines_every_card_and_cheerleaders_attack_once():
    """The data: one entry per zombie, boss, barricade and attack; no entry is unused by the table's words."""
    for name in list(ZOMBIE_KINDS) + [QUEEN] + list(DATA["bosses"]):
        assert GLOSSARY[name]
    for name in DATA["barricades"]:
        assert GLOSSARY[_barricade_key(name)]
    for d in CHEER_DATA.values():
        assert GLOSSARY[ATTACK.get(d["strength"], "shoot")]
    assert not hasattr(render, "SHORT_EFFECT") and not hasattr(render, "_short_effect"), "no cut lines"


def test_no_text_is_cut_on_the_table():
    """Nothing ends in dots, and no style cuts a line with an ellipsis or hides what overflows a card."""
    assert "ellipsis" not in render.CSS and "text-overflow" not in render.CSS
    for game in _games(12):
        for seat in seats(game):
            assert cut(read(game.html(seat))) == []


def test_a_cheerleader_shows_her_attack_in_words_with_its_numbers():
    """The Cheerleaders: Gloria's Molotov, Pam's flame of Strength 3, Clover's Strength 2 and her recharge."""
    page = re.sub(r"<[^>]+>", "", examples.opening().html(1))
    assert "flame: hits her column's zombies, the first with Strength 3" in page
    assert "Molotov: kills a zombie in her column and blasts the 4 around it" in page
    assert "shoots a zombie in her column with Strength 2" in page
    assert "skull: kills a zombie in her column in one hit" in page
    assert "recharge" in page


def test_an_intact_barricade_says_what_it_is_without_naming_its_card():
    """Game Setup: the barricades lie face down (light side up); an intact card is hidden from both sides."""
    game = examples.opening()
    st = game.to_dict()["state"]
    hidden = {b["card"] for pile in st["barricades"] for b in pile if not b["damaged"] and not b["seen"]}
    assert hidden
    for seat in (ZOMBIES, CHEERLEADERS):
        root = read(game.html(seat))
        piles = root.find(lambda n: "ogrelab-pile" in n.classes)
        assert piles
        for pile in piles:
            text = pile.text()
            assert "intact barricade" in text and "card hidden until damaged" in text
            assert not any(card in text for card in hidden - {"plain barricade"})
            assert not any(title for n in pile.walk() for title in [n.attrs.get("title", "")]
                           if any(card in title for card in hidden - {"plain barricade"}))


def _zombie_element(root, c, r):
    found = root.find(lambda n: n.attrs.get("data-key") == f"grid:c{c}r{r}")
    assert found, f"no element for the zombie at c{c}r{r}"
    return found[0]


def test_the_zombies_see_strength_and_stamina_of_their_face_down_zombies():
    """Game Setup: the Zombies place their cards face down and know which is which: the table tells them."""
    checked = 0
    for game in _games(24):
        st = game.to_dict()["state"]
        root = read(game.html(ZOMBIES))
        for z in st["zombies"]:
            if z["face_up"]:
                continue
            el = _zombie_element(root, z["column"], z["row"])
            words = el.text()
            card = z["card"]
            strength = 1 if card == "teacher" and z["wounded"] else STRENGTH[card]
            assert f"Str {strength}" in words and f"Sta {STAMINA[card]}" in words, words
            assert SHORT[card] in words
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("chunk", range(2))
def test_the_cheerleaders_table_never_shows_a_face_down_zombie(chunk):
    """Hidden information: a face-down zombie is "?" to the Cheerleaders (unless the security guard let them
    look); its name, Strength and Stamina are nowhere in their drawing, nor in the teaching view's
    Strength and Stamina, and their drawing is the same in every world they cannot tell apart."""
    checked = 0
    for k, game in enumerate(list(_games(30))[chunk::2]):
        st = game.to_dict()["state"]
        page = game.html(CHEERLEADERS)
        root = read(page)
        everyone = read(game.html(None))
        for z in st["zombies"]:
            if z["face_up"]:
                continue
            el = _zombie_element(root, z["column"], z["row"])
            shown = el.text() + " ".join(n.attrs.get("title", "") for n in [el, *el.walk()])
            if z["known"]:
                continue            # the security guard let them look: they know it
            checked += 1
            assert el.attrs.get("data-card") == "face-down"
            assert not re.search(r"\b(Str|Sta|Strength|Stamina)\b", shown), shown
            assert not any(name in shown for name in list(SHORT) + list(SHORT.values())), shown
            assert keys_in(el) == {"face down"}
            public = _zombie_element(everyone, z["column"], z["row"])
            assert not re.search(r"\b(Str|Sta)\b", public.text()), "the teaching view shows no hidden Strength"
        for s in range(3):      # every world consistent with their view draws the same table
            world = type(game).determinize(game.view(CHEERLEADERS), seed=k * 10 + s)
            assert world.html(CHEERLEADERS) == page
    assert checked > 50


def test_unknown_cards_stay_unknown_in_hand_too():
    """Set-up and Return of the Zombies: the Cheerleaders see only how many face-down cards are placed."""
    from ogrelab import new_game
    game = new_game("zombies_vs_cheerleaders", seed=3, auto_setup=False)
    while game.decision.rule != "place zombies":
        game.play(game.legal_actions()[0])
    cheer = read(game.html(CHEERLEADERS))
    hand = cheer.find(lambda n: "ogrelab-hand" in n.classes)[0]
    assert "face-down zombies" in hand.text() and not NAMES.search(hand.text())
    zombies = read(game.html(ZOMBIES)).find(lambda n: "ogrelab-hand" in n.classes)[0]
    assert "Str " in zombies.text() and NAMES.search(zombies.text())
    assert UNKNOWN not in hand.text()
