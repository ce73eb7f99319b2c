"""The table in words: each card's effect, by its number, defined where the card is drawn; nothing cut.

Ogre Cards: a card has an effect, a team and a point value; Ogre Card effects
names what the effects do. Every face-up card carries its effect as a term of the
glossary (the number on a small card, the few words on a big one).
"""

from __future__ import annotations

import pytest
from drawn_terms import check, cut, keys_in, positions, read, seats

from ogrelab.games.ogre_cheerleaders import examples, render
from ogrelab.games.ogre_cheerleaders.cards import DATA
from ogrelab.games.ogre_cheerleaders.render import GLOSSARY


def _games(count):
    return positions("ogre_cheerleaders", count, lambda rng: {"players": rng.choice([2, 3, 4])}, steps=60)


@pytest.mark.parametrize("chunk", range(2))
def test_every_card_on_the_table_carries_its_effect_defined_in_the_glossary(chunk):
    """Ogre Card effects: the effect of a card, by its number, is defined on every face-up card."""
    seen = set()
    for game in list(_games(40))[chunk::2]:
        deck = game.t
        for seat in seats(game):
            root = check(game.html(seat), GLOSSARY)
            for card in root.find(lambda n: "data-card" in n.attrs):
                name = card.attrs["data-card"]
                effect = deck.effect[deck.ids[name]]
                terms = [t for t in card.walk() if t.attrs.get("data-term") == effect]
                assert len(terms) == 1, f"{name}: its effect {effect!r} is not its one term"
                assert terms[0].attrs["title"].startswith(f"the effect of a {deck.value[deck.ids[name]]}: ")
                seen.add(effect)
            if game.to_dict()["state"]["as_dealt"]:
                assert "as dealt" in keys_in(root)
            assert {"field", "bench", "deck", "score pile", "first player"} <= keys_in(root)
    assert len(seen) == 10, "every effect of the standard deck was drawn"


def test_the_glossary_defines_every_named_effect():
    """Ogre Card effects: each effect of the library (cards.toml) has its own definition, in the project's words."""
    effects = set(DATA["effect_text"])
    assert effects == set(GLOSSARY) & effects
    for e in effects:
        assert GLOSSARY[e] != DATA["effect_text"][e], "the glossary explains; it does not repeat the printed words"


def test_an_effect_chosen_by_option_is_defined_under_its_new_number():
    """Options: ``effects`` gives a number another effect; the card says and defines the effect it has."""
    import ogrelab
    for seed in range(20):
        g = ogrelab.new_game("ogre_cheerleaders", seed=seed, effects={"2": "bench_to_hand"})
        twos = read(g.html(None)).find(lambda n: n.attrs.get("data-card", "").startswith("2-"))
        if twos:
            break
    assert twos
    for card in twos:
        assert keys_in(card) == {"bench_to_hand"}
        assert "a bench card to your hand" in card.text()


def test_no_text_is_cut_on_the_table():
    """Cards grow to hold their words: no hidden overflow, no dots, no ellipsis; card words 11px or more."""
    css = render.STYLE
    assert "ellipsis" not in css and "overflow: hidden" not in css
    assert "font-size: 10" not in css and "font-size: 8px" not in css
    for game in _games(10):
        for seat in seats(game):
            assert cut(read(game.html(seat))) == []
    assert cut(read(examples.opening().html(0))) == []
