"""Preparation: "set the number of bosses, which will be controlled by the boss player"; the options of a game."""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, MIREWORT, PIP, TILLY
from ogrelab.games.ogres_delight.roster import CHARACTERS
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_preparation_sets_the_number_of_bosses():
    """Preparation: 'set the number of bosses, which will be controlled by the boss player'."""
    g = OgresDelight(seed=1, heroes=2, bosses=3)
    assert len(g.bosses) == 3 and len(set(g.bosses)) == 3
    assert OgresDelight(seed=1, heroes=2, bosses=1).bosses.__len__() == 1
    with pytest.raises(ValueError, match="bosses"):
        OgresDelight(seed=1, bosses=4)


def test_quick_game_starts_in_one_call():
    """auto_draft and auto_decks: a quick game starts at the first hero's turn."""
    g = ogrelab.new_game("ogres_delight", seed=1)
    assert g.players == 3 and g.phase == "turn" and g.current_player == 1
    assert g.seat_names == ["Boss", "Hero 1", "Hero 2"]


@pytest.mark.parametrize("options,match", [
    ({"heroes": 5}, "heroes"),
    ({"heroes": 0}, "heroes"),
    ({"heroes": True}, "heroes"),
    ({"bosses": 0}, "bosses"),
    ({"turn_limit": 0}, "turn_limit"),
    ({"auto_draft": "yes"}, "auto_draft"),
    ({"boss_picks": ["Nobody"]}, "boss_picks"),
    ({"hero_picks": [GORM, GORM], "heroes": 2}, "hero_picks"),
    ({"hero_picks": [GORM], "heroes": 2}, "hero_picks"),
    ({"boss_picks": [GRUMBELLY], "bosses": 1, "auto_draft": False}, "auto draft"),
    ({"colour": "red"}, "option"),
])
def test_bad_options_are_rejected(options, match):
    with pytest.raises(ValueError, match=match):
        OgresDelight(seed=1, **options)


def test_lineup_options_fix_the_draft():
    g = OgresDelight(seed=1, heroes=3, bosses=2, boss_picks=[MIREWORT, GRUMBELLY], hero_picks=[PIP, GORM, TILLY])
    assert g.bosses == [MIREWORT, GRUMBELLY] and g.chars == [MIREWORT, PIP, GORM, TILLY]


def test_boss_hp_scales_with_the_number_of_heroes_as_an_option():
    a = OgresDelight(seed=1, heroes=1, bosses=1, boss_picks=[GRUMBELLY])
    b = OgresDelight(seed=1, heroes=3, bosses=1, boss_picks=[GRUMBELLY])
    c = OgresDelight(seed=1, heroes=3, bosses=1, boss_picks=[GRUMBELLY], boss_hp_scales=False)
    assert a.max_hp[0] == CHARACTERS[GRUMBELLY]["hp_by_heroes"][0]
    assert b.max_hp[0] == CHARACTERS[GRUMBELLY]["hp_by_heroes"][2] > a.max_hp[0]
    assert c.max_hp[0] == CHARACTERS[GRUMBELLY]["hp"]
