"""Deck building: "You must choose a basic skill and at least nine other skills to complete your deck"."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import GRUMBELLY, PIP, texts
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK, SKILLS
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_deck_building_one_basic_then_at_least_nine_others():
    """Deck building: 'you must choose a basic skill and at least nine other skills'."""
    g = OgresDelight(seed=2, heroes=1, bosses=1, auto_decks=False, boss_picks=[GRUMBELLY], hero_picks=[PIP])
    assert g.phase == "build" and g.current_player == 0
    assert texts(g) == ["basic Slam", "basic Gnaw"]
    g.play("basic Gnaw")
    for k in range(DEFAULT_DECK.__len__() and 9):
        assert "done" not in texts(g)
        assert not any(t.startswith("basic") for t in texts(g))
        g.play(g.legal_actions()[0])
    assert "done" in texts(g)  # one basic plus nine others
    g.play("done")
    assert g.current_player == 1 and g.phase == "build"
    g.play("basic Stab")
    while "done" not in texts(g):
        g.play(next(a for a in g.legal_actions() if a.kind == "add"))
    g.play("done")
    assert g.phase == "turn"
    assert g.deck_list[0][0] == "Gnaw" and len(g.deck_list[0]) == 10
    assert sum(SKILLS[c].basic for c in g.deck_list[0]) == 1
