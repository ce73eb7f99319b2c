"""The table in words: each card's kind, its ogre, "Ouch" and the winning hands defined where drawn.

Cards and Winning Hands: every kind of card and every winning hand is a term of
the glossary wherever the table shows it, and nothing is cut.
"""

from __future__ import annotations

import re

import pytest
from drawn_terms import check, cut, keys_in, positions, read, seats

from ogrelab.games.ogre_bash import render
from ogrelab.games.ogre_bash.cards import DIR, DIRECTIONS, HANDS, KIND, NAMES, OGRE, OGRES, OUCH
from ogrelab.games.ogre_bash.render import GLOSSARY

KINDS = sorted({f"Bash {d}" for d in DIRECTIONS} | {n for k, n in enumerate(NAMES) if DIR[k] < 0}, key=len,
               reverse=True)
#: Words that must not reach a card outside a term.
WORDS = re.compile(r"\b(" + "|".join(re.escape(w) for w in KINDS + list(OGRES) + ["Ouch"]) + r")")


def _kind(name: str) -> str:
    k = KIND[name]
    return f"Bash {DIRECTIONS[DIR[k]]}" if DIR[k] >= 0 else name


def _games(count):
    return positions("ogre_bash", count, lambda rng: {"players": rng.choice([2, 3, 4, 5])}, steps=120)


@pytest.mark.parametrize("chunk", range(2))
def test_every_card_kind_on_the_table_has_a_glossary_entry_carried_by_its_tooltip(chunk):
    """Cards: each face-up card defines its kind, its ogre (a Bash card) or "Ouch" where it is drawn."""
    seen = set()
    for game in list(_games(30))[chunk::2]:
        for seat in seats(game):
            root = check(game.html(seat), GLOSSARY)
            seen |= keys_in(root)
            for card in root.find(lambda n: n.attrs.get("data-card") in KIND):
                name = card.attrs["data-card"]
                k = KIND[name]
                keys = keys_in(card)
                assert _kind(name) in keys
                assert ("ogre" in keys) == (OGRE[k] >= 0) and ("Ouch" in keys) == OUCH[k]
                loose = card.loose()
                assert not WORDS.search(loose), f"{name}: a keyword outside a term in {loose!r}"
            for win in root.find(lambda n: "ogrelab-win" in n.classes):
                assert keys_in(win) & ({h for h, _ in HANDS} | {"Wild Bash hand"}), "the winning hand is defined"
    assert {"fists", "dealer", "Ouch", "ogre", "winning hand"} <= seen


def test_the_glossary_defines_every_kind_of_card_and_every_winning_hand():
    """Cards, Winning Hands: one entry each, in the project's words (not the rulebook's printed on hover)."""
    for kind in KINDS:
        assert GLOSSARY[kind]
    for hand, fists in HANDS:
        key = "Wild Bash hand" if hand == "Wild Bash" else hand
        assert f"worth {fists} fist" in GLOSSARY[key]


def test_no_text_is_cut_on_the_table():
    """Cards grow to hold their words (11px or more): no fixed height, no ellipsis, no dots."""
    css = render._STYLE
    assert "ellipsis" not in css and ";height:104px" not in css and "font-size:9px" not in css
    assert "font-size:10px" not in css
    for game in _games(10):
        for seat in seats(game):
            assert cut(read(game.html(seat))) == []
