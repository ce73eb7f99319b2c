"""Amplifications: "They only apply if the corresponding effect type is present in the cast"."""

from __future__ import annotations

from ogrelab.games.ogres_delight.examples import amplifications
from ogrelab.games.ogres_delight.positions import BRISKET, GRUMBELLY, PIP, finish_reactions, game_at, written


def test_amplifications_apply_only_to_effect_types_present():
    """Amplifications: 'they only apply if the corresponding effect type is present in the cast'."""
    st = written(heroes=(BRISKET, PIP), hands={1: ["Smite", "Zeal", "Penance"], 2: ["Stab", "Sharpened Blade"],
                                              0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Smite at {GRUMBELLY}")
    g.play("pass")                       # Brisket keeps Zeal
    g.play("play Sharpened Blade")       # physical amplification, but the cast has only magic
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 3
    g = game_at(st)
    g.play(f"cast Smite at {GRUMBELLY}")
    g.play("play Zeal")
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 6


def test_amplification_preview_counts_only_an_effect_type_present():
    """Amplifications: 'only apply if the corresponding effect type is present': Focus (+3 magic) on a
    physical Stab changes nothing in the preview, Sharpened Blade (+3 physical) does."""
    g = amplifications()
    boss = GRUMBELLY
    assert g.preview("play Sharpened Blade") == (f"with Sharpened Blade the cast at {boss}: "
                                                 f"{boss} takes 7 damage (136/143 hp)")
    g.play("play Sharpened Blade")
    assert g.current_player == 3             # Mauve, next in seat order, holds Focus
    assert g.preview("play Focus") == f"with Focus the cast at {boss}: {boss} takes 7 damage (136/143 hp)"
