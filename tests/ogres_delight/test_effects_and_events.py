"""Effects and events: "All outgoing effects and events are applied to the cast's target(s)";
incoming ones "only apply individually to the player, who activated the respective skill"."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import GORM, ROTJAW, finish_reactions, game_at, react_as, written
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_outgoing_effects_to_the_targets_incoming_to_the_player_who_played():
    """The arrow: 'outgoing effects apply to the target(s); incoming ... to the player who activated the skill'."""
    st = written(boss=ROTJAW, hands={0: ["Grave Claw", "Soul Drain", "Undying"]}, hp={0: 50}, active=0,
                 last_hero=1)
    g = game_at(st)
    g.play(f"cast Soul Drain at {GORM}")
    finish_reactions(g)
    assert g.hp[1] == 46 - 5 and g.hp[0] == 55


def test_damage_and_heal_in_one_cast_are_one_change_capped_at_max_health():
    """Rulings: damage and heals a target receives in one cast are applied together, then capped."""
    st = written(hp={1: 44}, active=0, last_hero=2,
                 hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash"], 2: ["Soothe", "Nature's Grace", "Bloom"]})
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    react_as(g, 2, "play Nature's Grace")            # outgoing heal 4 to the cast's target
    finish_reactions(g)
    assert g.hp[1] == 44 - 9 + 4             # not (capped 46) - 9 = 37


def test_effect_arithmetic_order():
    """Rulings: sum, amplify present types, immunities, then Vulnerable doubles last."""
    eff = OgresDelight.effect_of
    assert eff([4, 0, 0, 3, 5, 0], []) == (7, 0)
    assert eff([4, 2, 0, 0, 0, 0], ["Block"]) == (2, 0)
    assert eff([4, 2, 0, 0, 0, 0], ["Ward"]) == (4, 0)
    assert eff([4, 2, 3, 0, 0, 0], ["Immune"]) == (0, 3)
    assert eff([4, 0, 0, 3, 0, 0], ["Vulnerable", "Vulnerable"]) == (28, 0)
    assert eff([4, 0, 0, -9, 0, 0], []) == (0, 0)
    assert eff([4, 0, 2, 1, 0, 1], [], "Transmute Magic") == (8, 0)
    assert eff([4, 3, 0, 0, 0, 2], [], "Transmute Heal") == (0, 9)
