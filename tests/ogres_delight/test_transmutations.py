"""Transmutations: "all other effect types in the cast turn into the specified effect type ...
This also applies to all amplification effects"."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import (GORM, GRUMBELLY, MAUVE, MIREWORT, PIP, TILLY, finish_reactions,
                                                   game_at, react_as, written)
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_transmute_magic_turns_every_effect_and_amplification_into_magic():
    """Transmute Magic: 'physical and magic damage as well as healing turns into magic damage'."""
    st = written(heroes=(PIP, MAUVE), hands={0: ["Slam", "Thick Hide"], 1: ["Stab"],
                                            2: ["Hex Bolt", "Arcane Infusion"]})
    g = game_at(st)
    g.play(f"cast Stab at {GRUMBELLY}")
    assert g.current_player == 2         # Pip's hand is empty now: not asked; then in seat order
    g.play("play Arcane Infusion")       # it is all magic now: 4 + 2 ...
    assert g.current_player == 0
    g.play("play Thick Hide")            # ... so Block stops nothing
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 6


def test_transmute_heal_turns_a_boss_attack_into_healing():
    """Transmute Heal: 'turns all effects into heals and all effect amplifications into heal amplifications'."""
    st = written(heroes=(GORM, TILLY), hp={1: 20}, active=0, last_hero=2,
                 hands={0: ["Slam", "Crunch", "Rage"], 1: ["Shield Bash"], 2: ["Flask Toss", "Miracle Tonic", "Quick Fix"]})
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    g.play("play Rage")                  # the boss amplifies its physical damage: 9 + 4
    react_as(g, 2, "play Miracle Tonic")
    finish_reactions(g)
    assert g.hp[1] == 20 + 13
    assert g.removed[2] == ["Miracle Tonic"]


def test_transmutation_turns_amplifications_before_they_apply():
    """Transmutations: 'turns ... effect amplifications into magic damage amplifications' (before they apply).

    The README's rulings table ("Transmutation before amplification"): the rulebook's own
    words only work this way round: Heavy Swing's +3 physical becomes +3 magic on a magic cast.
    """
    st = written(heroes=(GORM, MAUVE), active=2, hands={0: ["Slam"], 1: ["Shield Bash", "Heavy Swing"],
                                                         2: ["Hex Bolt", "Arcane Infusion", "Focus"]})
    g = game_at(st)
    g.play(f"cast Hex Bolt at {GRUMBELLY}")
    g.play("play Arcane Infusion")           # Mauve first (the active player): +2 magic, Transmute Magic
    react_as(g, 1, "play Heavy Swing")               # +3 physical: no physical in the cast, but it turns into +3 magic
    finish_reactions(g)
    assert g.hp[0] == 100 - (4 + 2 + 3)      # amplified after the transmutation; the other order gives 6
    # without the transmutation the physical amplification finds nothing to amplify
    g = game_at(st)
    g.play(f"cast Hex Bolt at {GRUMBELLY}")
    react_as(g, 1, "play Heavy Swing")
    finish_reactions(g)
    assert g.hp[0] == 100 - 4
    assert OgresDelight.effect_of((0, 4, 0, 3, 2, 0), [], "Transmute Magic") == (9, 0)
    assert OgresDelight.effect_of((0, 4, 0, 3, 2, 0), []) == (6, 0)


def test_transmutation_converts_every_effect_in_the_cast_incoming_ones_too():
    """Transmutations: 'all other effect types in the cast turn into the specified effect type'.

    Mirewort's Leech heals her (incoming); her own Dark Bargain turns that heal into magic damage.
    """
    st = written(boss=MIREWORT, heroes=(GORM, MAUVE), hp={0: 50}, active=0, last_hero=2,
                 hands={0: ["Leech", "Dark Bargain", "Toadskin"], 1: ["Shield Bash"], 2: ["Hex Bolt"]})
    g = game_at(st)
    g.play(f"cast Leech at {MAUVE}")
    g.play("play Dark Bargain")
    finish_reactions(g)
    assert g.hp[2] == 28 - (2 + 2)           # magic 2, +2 magic
    assert g.hp[0] == 50 - 2                 # the heal 2 became magic damage
    g = game_at(st)
    g.play(f"cast Leech at {MAUVE}")
    finish_reactions(g)
    assert g.hp[0] == 52 and g.hp[2] == 26


def test_transmutation_two_in_one_cast_the_last_played_counts():
    """Rulings: with two transmutations in a cast, the last one played decides the effect type."""
    st = written(boss=MIREWORT, heroes=(TILLY, PIP), hp={2: 10}, active=0, last_hero=2,
                 hands={0: ["Bog Bolt", "Dark Bargain", "Toadskin"], 1: ["Flask Toss", "Miracle Tonic", "Quick Fix"],
                        2: ["Stab"]})
    g = game_at(st)
    g.play(f"cast Bog Bolt at {PIP}")
    g.play("play Dark Bargain")              # magic, +2 magic ...
    react_as(g, 1, "play Miracle Tonic")     # ... all turned into healing: 4 + 2
    finish_reactions(g)
    assert g.hp[2] == 16
    g = game_at(st)
    g.play(f"cast Bog Bolt at {PIP}")
    react_as(g, 1, "play Miracle Tonic")
    react_as(g, 0, "play Dark Bargain")      # the boss is asked again after the play              # the last transmutation: magic again
    finish_reactions(g)
    assert g.hp[2] == 10 - 6
