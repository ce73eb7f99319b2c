"""Amplifications: "Amplifications strengthen or weaken the corresponding effect. They only apply if the
corresponding effect type is present in the cast." Vulnerable doubles the damage after them."""

from __future__ import annotations

from ogrelab.games.ogres_delight import examples as ex


def test_amplification_preview_counts_only_an_effect_type_present():
    """Amplifications: 'only apply if the corresponding effect type is present': Focus (+3 magic) on a
    physical Stab changes nothing in the preview, Sharpened Blade (+3 physical) does."""
    g = ex.amplifications()
    boss = ex.GRUMBELLY
    assert g.preview("play Sharpened Blade") == f"with Sharpened Blade the cast at {boss}: {boss} takes 7 damage (136/143 hp)"
    g.play("play Sharpened Blade")
    assert g.current_player == 3             # Mauve, next in seat order, holds Focus
    assert g.preview("play Focus") == f"with Focus the cast at {boss}: {boss} takes 7 damage (136/143 hp)"


def test_vulnerable_preview_doubles_per_instance_after_the_amplifications():
    """Vulnerable: 'calculated after all other effects ... This event stacks': (4 + 3) x 2 x 2."""
    g = ex.two_vulnerable()
    g.play("play Focus")
    while g.current_player != 2:             # the boss and Gorm pass; Pip holds Expose Weakness
        g.play("pass")
    assert g.preview("play Expose Weakness").endswith(f"{ex.GRUMBELLY} takes 28 damage (115/143 hp)")
