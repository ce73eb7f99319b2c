"""Draft: "The boss player is prompted to select their bosses ... the hero players can choose their hero"."""

from __future__ import annotations

import pytest

from ogrelab.games.ogres_delight.positions import BRISKET, GORM, GRUMBELLY, MIREWORT, PIP, ROTJAW, TILLY, texts
from ogrelab.games.ogres_delight.roster import ROLE
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_draft_boss_player_picks_bosses_in_order_and_faces_them_in_that_order():
    """The draft: 'the order in which the bosses were selected is the order the heroes will face them'."""
    g = OgresDelight(seed=1, heroes=2, bosses=2, auto_draft=False)
    assert g.current_player == 0 and g.phase == "draft"
    assert texts(g) == [f"pick boss {b}" for b in (GRUMBELLY, ROTJAW, MIREWORT)]
    g.play(f"pick boss {ROTJAW}")
    g.play(f"pick boss {MIREWORT}")
    assert g.current_player == 1  # once the bosses are locked in, the heroes choose
    g.play(f"pick hero {PIP}")
    g.play(f"pick hero {GORM}")
    assert g.bosses == [ROTJAW, MIREWORT]
    assert g.chars[0] == ROTJAW and g.phase == "turn"


def test_draft_at_most_one_tank_and_one_support():
    """The draft: 'in a team of heroes, there may be at most one tank and one support'."""
    g = OgresDelight(seed=1, heroes=4, bosses=1, auto_draft=False)
    g.play(f"pick boss {GRUMBELLY}")
    g.play(f"pick hero {GORM}")
    assert f"pick hero {BRISKET}" not in texts(g)
    g.play(f"pick hero {TILLY}")
    left = [a.args[0] for a in g.legal_actions()]
    assert left and all(ROLE[h] == "damage" for h in left)
    with pytest.raises(ValueError, match="at most one tank"):
        OgresDelight(seed=1, heroes=2, hero_picks=[GORM, BRISKET])
