"""Ogre Cheerleaders, Ogre Cards: 'the effect, team symbol, and point value'; the deck is card data.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import ogrelab
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts


def test_the_deck_is_data_teams_times_values():
    """Rulings: the deck is every team x every value, one card each (options teams, values)."""
    g = ogrelab.new_game("ogre_cheerleaders", seed=1, teams=["Oafs", "Bog Trotters", "Grunts"],
                         values=list(range(1, 13)), effects={"11": "none", "12": "shuffle_field"})
    st = state(g)
    cards = st["field"] + st["bench"] + st["deck"] + sum(st["hands"], [])
    assert len(cards) == 36 and "12-Bog Trotters" in cards
    assert g.t.effect[g.t.ids["12-Oafs"]] == "shuffle_field" and g.t.effect[g.t.ids["5-Oafs"]] == "bench_other"


def test_a_smaller_deck_keeps_the_default_effects_of_its_values():
    g = ogrelab.new_game("ogre_cheerleaders", seed=1, values=[1, 2, 3, 4, 5, 6])
    assert g.t.size == 24 and g.t.effect[g.t.ids["4-Lunks"]] == "field_to_hand"


def test_effects_are_options_a_value_can_take_another_named_effect():
    """Card data is data: option effects swaps a value's effect for another of the library."""
    g = position(field=["9-Oafs", "6-Brutes"], bench=["1-Grunts"], hands=[["5-Lunks"], ["1-Oafs"]], deck=LUNKS,
                 options={"effects": {"5": "bench_to_hand"}})
    g.play("play 5-Lunks right")
    assert texts(g) == ["take 1-Grunts"]
    g.play("take 1-Grunts")
    assert "1-Grunts" in state(g)["hands"][0] and state(g)["bench"] == []
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["5-Lunks"], ["1-Oafs"]], deck=LUNKS,
                 options={"effects": {"5": "none"}})
    g.play("play 5-Lunks right")
    assert g.current_player == 1 and state(g)["field"] == ["9-Oafs", "6-Brutes", "5-Lunks"]
