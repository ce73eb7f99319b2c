"""Ogre's Delight: rules checked line by line against the rulebook, each from a hand-written position.

These cover what the rule tests leave open: channelling during others' casts,
the order and reach of transmutations, empty decks, Unstoppable's duration,
damage and heals as one change, and what the log, prompt and views may show.
"""

from __future__ import annotations

import pytest

from ogrelab.games.ogres_delight.examples import react_as
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK, LOOT
from ogrelab.games.ogres_delight.rules import OgresDelight as OD

from test_ogres_delight_positions import (GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, ROTJAW, TILLY,
                                          game_at, make_cast, position)


def texts(g):
    return [str(a) for a in g.legal_actions()]


def pass_all(g):
    while g.phase == "react":
        g.play("pass")


# ------------------------------------------------------------- casttime
def test_casttime_channelling_seat_cannot_add_reactives_to_other_casts():
    """Casttime: 'you are not allowed to do anything during this casttime, except drawing cards'."""
    st = position(active=0, last_hero=2, hands={0: ["Slam", "Crunch", "Rage"],
                                                1: ["Shield Bash", "Iron Skin", "Hold the Line", "Stand Firm"],
                                                2: ["Soothe", "Bloom"]},
                  channel={1: {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Crunch at {NETTLE}")
    asked = []
    while g.phase == "react" and g.active == 0:
        asked.append(g.current_player)
        g.play("pass")
    assert 1 not in asked and asked == [0, 2]          # Gorm holds 3 reactives he could pay for
    assert g.hp[2] == 32 - 9
    # once the channelled skill is active (his next turn), Gorm reacts to his own cast again
    assert g.active == 1 and g.cast["skills"][0][0] == "Earthshaker"
    assert g.current_player == 1 and "play Iron Skin" in texts(g)


def test_casttime_a_save_with_a_channelling_seat_to_decide_is_refused():
    """Casttime: a channelling seat neither reacts nor chooses a foundation; a save saying so is malformed."""
    ch = {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}
    cast = make_cast(0, [2], ("Crunch", 0), passed=[0])
    st = position(phase="react", cast=cast, active=0, last_hero=2, decider=1, channel={1: ch},
                  hands={0: ["Slam"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe"]})
    with pytest.raises(ValueError, match="state.decider: a channelling seat cannot add reactives"):
        game_at(st)
    st = position(active=1, channel={1: ch}, hands={1: ["Shield Bash"]})
    with pytest.raises(ValueError, match=r"state.seats\[1\].channel: a channelling seat cannot choose"):
        game_at(st)


def test_casttime_a_dead_casters_channel_goes_under_the_deck():
    """Rulings: a channelled skill whose caster dies is lost for this encounter's table: under the deck."""
    st = position(heroes=(GORM, MAUVE), hp={2: 4}, active=0, last_hero=2, hands={0: ["Slam"], 2: ["Hex Bolt"]},
                  channel={2: {"skill": "Meteor", "targets": [0], "turns_left": 2, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Slam at {MAUVE}")
    pass_all(g)
    assert not g.alive[2] and g.channel[2] is None
    assert g.decks[2][0] == "Meteor" and g.removed[2] == []
    assert "Mauve the Hexer's channelled Meteor is lost and goes under the deck" in g.log
    g.play("end turn")                       # Gorm's turn; the boss's; Mauve takes no turn
    g.play("end turn")
    assert g.active == 1


# ------------------------------------------------------------- transmutations
def test_transmutation_turns_amplifications_before_they_apply():
    """Transmutations: 'turns ... effect amplifications into magic damage amplifications' (before they apply).

    The README's rulings table ("Transmutation before amplification"): the rulebook's own
    words only work this way round: Heavy Swing's +3 physical becomes +3 magic on a magic cast.
    """
    st = position(heroes=(GORM, MAUVE), active=2, hands={0: ["Slam"], 1: ["Shield Bash", "Heavy Swing"],
                                                          2: ["Hex Bolt", "Arcane Infusion", "Focus"]})
    g = game_at(st)
    g.play(f"cast Hex Bolt at {GRUMBELLY}")
    g.play("play Arcane Infusion")           # Mauve first (the active player): +2 magic, Transmute Magic
    react_as(g, 1, "play Heavy Swing")               # +3 physical: no physical in the cast, but it turns into +3 magic
    pass_all(g)
    assert g.hp[0] == 100 - (4 + 2 + 3)      # amplified after the transmutation; the other order gives 6
    # without the transmutation the physical amplification finds nothing to amplify
    g = game_at(st)
    g.play(f"cast Hex Bolt at {GRUMBELLY}")
    react_as(g, 1, "play Heavy Swing")
    pass_all(g)
    assert g.hp[0] == 100 - 4
    assert OD.effect_of((0, 4, 0, 3, 2, 0), [], "Transmute Magic") == (9, 0)
    assert OD.effect_of((0, 4, 0, 3, 2, 0), []) == (6, 0)


def test_transmutation_converts_every_effect_in_the_cast_incoming_ones_too():
    """Transmutations: 'all other effect types in the cast turn into the specified effect type'.

    Mirewort's Leech heals her (incoming); her own Dark Bargain turns that heal into magic damage.
    """
    st = position(boss=MIREWORT, heroes=(GORM, MAUVE), hp={0: 50}, active=0, last_hero=2,
                  hands={0: ["Leech", "Dark Bargain", "Toadskin"], 1: ["Shield Bash"], 2: ["Hex Bolt"]})
    g = game_at(st)
    g.play(f"cast Leech at {MAUVE}")
    g.play("play Dark Bargain")
    pass_all(g)
    assert g.hp[2] == 28 - (2 + 2)           # magic 2, +2 magic
    assert g.hp[0] == 50 - 2                 # the heal 2 became magic damage
    g = game_at(st)
    g.play(f"cast Leech at {MAUVE}")
    pass_all(g)
    assert g.hp[0] == 52 and g.hp[2] == 26


def test_transmutation_two_in_one_cast_the_last_played_counts():
    """Rulings: with two transmutations in a cast, the last one played decides the effect type."""
    st = position(boss=MIREWORT, heroes=(TILLY, PIP), hp={2: 10}, active=0, last_hero=2,
                  hands={0: ["Bog Bolt", "Dark Bargain", "Toadskin"], 1: ["Flask Toss", "Miracle Tonic", "Quick Fix"],
                         2: ["Stab"]})
    g = game_at(st)
    g.play(f"cast Bog Bolt at {PIP}")
    g.play("play Dark Bargain")              # magic, +2 magic ...
    react_as(g, 1, "play Miracle Tonic")     # ... all turned into healing: 4 + 2
    pass_all(g)
    assert g.hp[2] == 16
    g = game_at(st)
    g.play(f"cast Bog Bolt at {PIP}")
    react_as(g, 1, "play Miracle Tonic")
    react_as(g, 0, "play Dark Bargain")      # the boss is asked again after the play              # the last transmutation: magic again
    pass_all(g)
    assert g.hp[2] == 10 - 6


# ------------------------------------------------------------- effects per target
def test_damage_and_heal_in_one_cast_are_one_change_capped_at_max_health():
    """Rulings: damage and heals a target receives in one cast are applied together, then capped."""
    st = position(hp={1: 44}, active=0, last_hero=2,
                  hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash"], 2: ["Soothe", "Nature's Grace", "Bloom"]})
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    react_as(g, 2, "play Nature's Grace")            # outgoing heal 4 to the cast's target
    pass_all(g)
    assert g.hp[1] == 44 - 9 + 4             # not (capped 46) - 9 = 37


def test_vulnerable_doubles_damage_not_heals():
    """Vulnerable: 'the target(s) receives double the amount of damage'; heals are not doubled."""
    assert OD.effect_of((4, 0, 3, 0, 0, 0), ["Vulnerable"]) == (8, 3)
    assert OD.effect_of((0, 0, 3, 0, 0, 0), ["Vulnerable", "Vulnerable"]) == (0, 3)


def test_revive_the_fallen_receive_nothing_but_the_revive():
    """Rulings: the dead receive no damage or heal; Revive brings them back with half their health."""
    st = position(hp={1: 0}, active=0, last_hero=1, hands={0: ["Slam"], 2: ["Soothe", "Nature's Grace", "Bloom"]},
                  channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                       # Nettle's turn: Second Spring becomes active
    react_as(g, 2, "play Nature's Grace")            # heal 4 to the (still fallen) target
    pass_all(g)
    assert g.alive[1] and g.hp[1] == 46 // 2


# ------------------------------------------------------------- events
def test_taunt_on_a_multi_target_cast_leaves_the_taunter_the_only_target():
    """Taunt: 'becomes the new and only target of the cast' (here with Block from the same skill)."""
    st = position(heroes=(GORM, PIP, NETTLE), active=0, last_hero=3,
                  hands={0: ["Slam", "Belly Flop", "Rage"], 1: ["Shield Bash", "Hold the Line"], 2: ["Stab"],
                         3: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Belly Flop at {PIP} + {NETTLE}")
    react_as(g, 1, "play Hold the Line")
    assert g.cast["targets"] == [1]
    pass_all(g)
    assert [g.hp[s] for s in (1, 2, 3)] == [46, 30, 32]   # Gorm took it all, and blocked it


def test_unstoppable_lasts_for_its_cast_only():
    """Unstoppable: 'can not be stunned or disoriented' - for the cast it is played in (ruling), not after."""
    st = position(active=2, last_hero=2, hands={0: ["Slam", "Unstoppable Bulk", "Crunch", "Belly Flop"],
                                                1: ["Shield Bash"], 2: ["Thornlash", "Entangle"]},
                  channel={1: {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Entangle at {GRUMBELLY}")
    react_as(g, 0, "play Unstoppable Bulk")
    pass_all(g)
    assert {"Crunch", "Belly Flop"} <= set(g.hands[0])   # shrugged off the stun
    g.play("end turn")                       # the boss; then Gorm's Earthshaker becomes active
    assert g.cast["unstoppable"] == []
    pass_all(g)
    assert "Crunch" not in g.hands[0] and "Belly Flop" not in g.hands[0]


def test_draw_from_an_empty_deck_draws_nothing_and_hands_have_no_limit():
    """Rulings: a draw from an empty deck draws nothing; a hand may hold the whole deck."""
    whole = list(DEFAULT_DECK[GORM])
    st = position(hands={1: whole}, decks={1: []}, hp={1: 30})
    g = game_at(st)
    g.play("cast Brace")                     # heal 4 and Draw
    pass_all(g)
    assert g.hp[1] == 34 and len(g.hands[1]) == 9 and g.decks[1] == ["Brace"]
    assert "Gorm Ironhide has no skill left in the deck to draw" in g.log
    g = game_at(st)
    g.play("end turn")                       # the boss's turn, then Nettle's: every living hero draws
    g.play("end turn")
    assert g.active == 2 and sorted(g.hands[1]) == sorted(whole) and g.decks[1] == []


# ------------------------------------------------------------- the end and loot
def test_boss_and_last_hero_fall_together_before_the_last_boss_the_boss_player_wins():
    """Rulings: both sides falling at once is a draw only at the last boss; before it, the boss player wins."""
    st = position(heroes=(PIP,), bosses=[GRUMBELLY, ROTJAW], hp={0: 8, 1: 2},
                  hands={1: ["Stab", "Reckless Lunge"], 0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Reckless Lunge at {GRUMBELLY}")
    pass_all(g)
    assert g.is_over and g.result.winners == (0,) and not g.result.draw


def test_loot_every_hero_takes_one_the_fallen_too_and_the_rest_is_lost():
    """Loot: 'each hero can select one'; the fallen pick too; skills nobody took are gone."""
    st = position(heroes=(GORM, PIP), bosses=[ROTJAW, GRUMBELLY], boss=ROTJAW, hp={0: 3, 2: 0},
                  hands={1: ["Shield Bash"], 0: ["Grave Claw"], 2: ["Stab"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {ROTJAW}")
    pass_all(g)
    table = list(g.loot)
    assert len(table) == 4 and set(table) <= set(LOOT[ROTJAW])
    g.play(f"take {table[0]}")
    assert g.current_player == 2             # Pip is dead, and still takes one
    g.play(f"take {table[3]}")
    assert g.looted == [[], [table[0]], [table[3]]] and g.loot == [] and g.chars[0] == GRUMBELLY
    assert not any(x in g.deck_list[s] for s in (1, 2) for x in table[1:3])


# ------------------------------------------------------------- what the table may see
def test_stealth_reactive_face_down_in_the_log_and_to_the_other_side():
    """Stealth: 'a skill with stealth is placed face down'; only the owner's side sees it."""
    st = position(boss=MIREWORT, heroes=(GORM, MAUVE), active=0, last_hero=2,
                  hands={0: ["Bog Bolt", "Cauldron Boil", "Toadskin"], 1: ["Shield Bash", "Iron Skin"],
                         2: ["Hex Bolt"]})
    g = game_at(st)
    g.play(f"cast Bog Bolt at {MAUVE}")
    g.play("play Cauldron Boil")
    assert g.current_player == 1             # Gorm is asked: the cast is still on the table
    assert "Mother Mirewort plays a face-down reactive" in g.log
    assert not any("Cauldron Boil" in line for line in g.log)
    assert g.view(2)["state"]["cast"]["skills"][1]["skill"] is None
    assert g.view(0)["state"]["cast"]["skills"][1]["skill"] == "Cauldron Boil"
    assert 'data-card="Cauldron Boil"' not in g.html(1) and 'data-card="Cauldron Boil"' in g.html(0)
    pass_all(g)
    assert any("Cauldron Boil (turned face up)" in line for line in g.log)
    assert g.hp[2] == 28 - 7


def test_prompt_names_who_decides_and_what():
    """The prompt says whose decision it is, in the game's words."""
    g = game_at(position(hands={1: ["Shield Bash", "Iron Skin", "Heavy Swing"]}))
    assert g.prompt.startswith("Hero 1: Gorm Ironhide's turn: activate a basic or special as the foundation")
    assert g.prompt.endswith("(Turn)")        # the rulebook section the decision comes from
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    assert g.prompt == ("Hero 1: Gorm Ironhide, add a reactive to Gorm Ironhide's cast "
                        "(energy = cards in hand), or pass (Cast)")
    assert (g.decision.seat, g.decision.rule, g.decision.section) == (1, "react", "Cast")


def test_illegal_input_names_the_action_and_what_is_legal_changing_nothing():
    """Bad input: an illegal action raises a ValueError naming it and the legal ones; the game is unchanged."""
    st = position(active=0, last_hero=2, hands={0: ["Slam", "Crunch", "Rage"], 1: ["Shield Bash", "Iron Skin"],
                                                2: ["Soothe"]},
                  channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    before = g.to_dict()
    with pytest.raises(ValueError, match=r"illegal action 'cast Crunch at Grumbelly the Glutton'.*"
                                         r"'cast Crunch at Gorm Ironhide'"):
        g.play(f"cast Crunch at {GRUMBELLY}")  # an enemy skill at the boss himself
    assert g.to_dict() == before
    with pytest.raises(ValueError, match="illegal action 'play Rage'"):
        g.play("play Rage")                   # reactives only after a foundation
    assert g.to_dict() == before
