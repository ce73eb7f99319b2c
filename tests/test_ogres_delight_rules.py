"""Ogre's Delight: one named test per rule of the rulebook, each from a hand-written position."""

from __future__ import annotations

import pytest

from ogrelab.games.ogres_delight.examples import react_as
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK, LOOT, ROLE, SKILLS
from ogrelab.games.ogres_delight.rules import OgresDelight as OD

from test_ogres_delight_positions import (BRISKET, GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, ROTJAW,
                                          TILLY, game_at, make_cast, position)


def texts(g):
    return [str(a) for a in g.legal_actions()]


def pass_all(g):
    """Everyone passes until the reaction round ends."""
    while g.phase == "react":
        g.play("pass")


# ------------------------------------------------------------- preparation and draft
def test_preparation_sets_the_number_of_bosses():
    """Preparation: 'set the number of bosses, which will be controlled by the boss player'."""
    g = OD(seed=1, heroes=2, bosses=3)
    assert len(g.bosses) == 3 and len(set(g.bosses)) == 3
    assert OD(seed=1, heroes=2, bosses=1).bosses.__len__() == 1
    with pytest.raises(ValueError, match="bosses"):
        OD(seed=1, bosses=4)


def test_draft_boss_player_picks_bosses_in_order_and_faces_them_in_that_order():
    """The draft: 'the order in which the bosses were selected is the order the heroes will face them'."""
    g = OD(seed=1, heroes=2, bosses=2, auto_draft=False)
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
    g = OD(seed=1, heroes=4, bosses=1, auto_draft=False)
    g.play(f"pick boss {GRUMBELLY}")
    g.play(f"pick hero {GORM}")
    assert f"pick hero {BRISKET}" not in texts(g)
    g.play(f"pick hero {TILLY}")
    left = [a.args[0] for a in g.legal_actions()]
    assert left and all(ROLE[h] == "damage" for h in left)
    with pytest.raises(ValueError, match="at most one tank"):
        OD(seed=1, heroes=2, hero_picks=[GORM, BRISKET])


# ------------------------------------------------------------- deck building
def test_deck_building_one_basic_then_at_least_nine_others():
    """Deck building: 'you must choose a basic skill and at least nine other skills'."""
    g = OD(seed=2, heroes=1, bosses=1, auto_decks=False, boss_picks=[GRUMBELLY], hero_picks=[PIP])
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


# ------------------------------------------------------------- encounter preparation
def test_encounter_preparation_basic_in_hand_and_deck_shuffled():
    """Encounter preparation: 'take their selected basic into their hand and shuffle their deck'."""
    orders = set()
    for seed in range(4):
        g = OD(seed=seed, heroes=2, bosses=1, boss_picks=[GRUMBELLY], hero_picks=[GORM, NETTLE])
        assert g.hands[0] == ["Slam"]                     # the boss has drawn nothing yet
        for s, name in ((1, GORM), (2, NETTLE)):
            assert g.hands[s][0] == DEFAULT_DECK[name][0]  # the basic, then the first hero turn's draw
            assert len(g.hands[s]) == 2
            assert sorted(g.hands[s] + g.decks[s]) == sorted(DEFAULT_DECK[name])
        orders.add(tuple(g.decks[1]))
    assert len(orders) > 1


# ------------------------------------------------------------- turn order and draws
def test_turn_order_hero_boss_next_hero_boss():
    """Turns: 'hero1 -> boss -> hero2 -> boss -> hero3 -> boss -> hero1'."""
    g = OD(seed=3, heroes=3, bosses=1)
    seen = []
    for _ in range(7):
        seen.append(g.active)
        g.play("end turn")
    assert seen == [1, 0, 2, 0, 3, 0, 1]


def test_turn_order_skips_dead_heroes():
    """Turns alternate between the heroes and the boss; a dead hero takes no turn."""
    st = position(heroes=(GORM, PIP, NETTLE), hp={2: 0}, active=1)
    g = game_at(st)
    g.play("end turn")
    assert g.active == 0
    g.play("end turn")
    assert g.active == 3


def test_hero_turn_every_living_hero_draws_boss_turn_the_boss_draws():
    """Turns: every living hero draws at a hero's turn; the boss draws at its own."""
    st = position(heroes=(GORM, PIP, NETTLE), hp={2: 0}, active=0, last_hero=3)
    g = game_at(st)
    before = [len(h) for h in g.hands]
    top = [d[-1] for d in g.decks]
    g.play("end turn")                       # boss ends; hero 1's turn begins
    assert g.active == 1
    assert [len(h) for h in g.hands] == [before[0], before[1] + 1, before[2], before[3] + 1]
    assert g.hands[1][-1] == top[1] and g.hands[3][-1] == top[3]
    g.play("end turn")                       # the boss's turn begins
    assert [len(h) for h in g.hands] == [before[0] + 1, before[1] + 1, before[2], before[3] + 1]


# ------------------------------------------------------------- the cast
def test_cast_foundation_chooses_targets_then_only_reactives():
    """The cast: 'the first activated skill ... becomes the foundation ... from this point only reactive skills'."""
    st = position(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin", "Heavy Swing"]})
    g = game_at(st)
    assert texts(g) == [f"cast Shield Bash at {GRUMBELLY}", f"cast Crushing Blow at {GRUMBELLY}", "end turn"]
    g.play(f"cast Crushing Blow at {GRUMBELLY}")
    assert g.cast["targets"] == [0]
    assert g.phase == "react" and g.current_player == 1
    assert {a.kind for a in g.legal_actions()} == {"react", "pass"}
    assert "play Heavy Swing" in texts(g) and not any(t.startswith("cast") for t in texts(g))


def test_cast_multi_target_foundation_offers_each_choice_of_targets():
    """Targets: 'tells you onto how many targets you can use your skills'."""
    st = position(heroes=(GORM, PIP, NETTLE), hands={0: ["Slam", "Belly Flop", "Crunch"]}, active=0, last_hero=1)
    g = game_at(st)
    flops = [t for t in texts(g) if t.startswith("cast Belly Flop")]
    assert flops == [f"cast Belly Flop at {GORM} + {PIP}", f"cast Belly Flop at {GORM} + {NETTLE}",
                     f"cast Belly Flop at {PIP} + {NETTLE}"]
    g.play(flops[1])
    pass_all(g)
    assert [g.hp[s] for s in (1, 2, 3)] == [46 - 6, 30, 32 - 6]


def test_cast_self_only_skill_targets_its_caster():
    """Attributes: self-only: 'you can only designate yourself as the target'."""
    st = position(hands={1: ["Shield Bash", "Brace"]}, hp={1: 30})
    g = game_at(st)
    assert "cast Brace" in texts(g)
    g.play("cast Brace")
    pass_all(g)
    assert g.hp[1] == 34 and "Gorm Ironhide casts Brace" in g.log


def test_reaction_round_active_first_then_seat_order_until_all_pass():
    """Rulings: reactives in a reaction round: the active player first, then the others in seat order."""
    st = position(heroes=(GORM, PIP, NETTLE), active=0, last_hero=1,
                  hands={0: ["Slam", "Crunch", "Bottomless Gut", "Rage"], 1: ["Shield Bash", "Stand Firm"],
                         2: ["Stab", "Quick Hands"], 3: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    g.play(f"cast Crunch at {PIP}")
    order = []
    while g.phase == "react":
        order.append(g.current_player)
        if len(order) == 3:
            g.play("play Quick Hands")     # Pip plays: everyone is asked again
        else:
            g.play("pass")
    assert order == [0, 1, 2, 3, 0, 1, 2]  # everyone holding cards is asked again after the play
    assert g.phase == "turn"


def test_reaction_round_asks_a_player_who_cannot_pay_who_may_only_pass():
    """Energy: 'you must meet the resource requirement for a skill before you activate it'; whether a
    hand can pay is its owner's secret, so the round asks every seat holding cards and offers only pass."""
    st = position(hands={0: ["Slam", "Crunch", "Tenderize"], 1: ["Shield Bash", "Bulwark"],
                         2: ["Soothe", "Deep Roots"]}, active=0, last_hero=1)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    # boss: 2 cards, Tenderize costs 3; Gorm: 2 cards, Bulwark costs 3: only Nettle can pay
    assert g.current_player == 0 and texts(g) == ["pass"]
    g.play("pass")
    assert g.current_player == 1 and texts(g) == ["pass"]
    g.play("pass")
    assert g.current_player == 2 and texts(g) == ["play Deep Roots", "pass"]


def test_reaction_round_skips_a_player_with_an_empty_hand():
    """Energy: 'the number of cards you are currently holding': with no card in hand no reactive can
    be paid, as the whole table sees, so the round does not ask."""
    st = position(hands={0: ["Slam", "Crunch", "Rage"], 1: [], 2: ["Soothe", "Deep Roots"]}, active=0, last_hero=1)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    g.play("pass")                       # the boss
    assert g.current_player == 2         # Gorm, with no card, is not asked


# ------------------------------------------------------------- energy
def test_energy_is_the_number_of_cards_in_hand():
    """Energy: 'the amount of available energy you have is the number of cards you are currently holding'."""
    g = game_at(position(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin"]}))
    assert f"cast Crushing Blow at {GRUMBELLY}" in texts(g)          # 3 cards, the skill itself included
    g = game_at(position(hands={1: ["Shield Bash", "Crushing Blow"]}))
    assert f"cast Crushing Blow at {GRUMBELLY}" not in texts(g)


# ------------------------------------------------------------- where skills go
def test_after_the_turn_basic_back_to_hand_special_and_reactive_under_the_deck():
    """Skill types: the basic goes back into the hand; specials and reactives to the bottom of the deck."""
    g = game_at(position(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin", "Heavy Swing"], 0: ["Slam"],
                                2: ["Soothe"]}))
    g.play(f"cast Crushing Blow at {GRUMBELLY}")
    g.play("play Heavy Swing")
    pass_all(g)
    assert g.decks[1][:2] == ["Heavy Swing", "Crushing Blow"]       # bottom of the deck is the list's start
    assert g.hp[0] == g.max_hp[0] - 10
    g = game_at(position(hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]}))
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    assert g.hands[1] == ["Shield Bash"]


def test_one_time_skill_is_removed_from_the_encounter():
    """One-time use: 'removed from the encounter after they have been successfully played'."""
    g = game_at(position(hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash", "Bulwark", "Iron Skin", "Stand Firm"],
                                2: ["Soothe"]}, active=0, last_hero=2))
    g.play(f"cast Crunch at {NETTLE}")
    react_as(g, 1, "play Bulwark")
    pass_all(g)
    assert g.removed[1] == ["Bulwark"] and "Bulwark" not in g.decks[1] + g.hands[1]


def test_interrupted_one_time_channel_goes_back_under_the_deck():
    """One-time use: 'if a one-time-use skill has been interrupted ... it gets put back under the deck'."""
    st = position(boss=MIREWORT, hands={0: ["Bog Bolt"], 1: ["Shield Bash", "Shield Slam"], 2: ["Soothe"]},
                  channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}})
    g = game_at(st)
    g.play(f"cast Shield Slam at {MIREWORT}")
    pass_all(g)
    assert g.channel[0] is None
    assert g.decks[0][0] == "Witching Hour" and g.removed[0] == []
    assert "interrupted" in " ".join(g.log)


# ------------------------------------------------------------- casttime and channelling
def test_casttime_one_becomes_active_on_the_casters_next_turn():
    """Casttime: 'a casttime of 1 means that after you casted the skill, it becomes active on your next turn'."""
    st = position(hands={1: ["Shield Bash", "Earthshaker", "Brace", "Crushing Blow"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Earthshaker at {GRUMBELLY}")
    assert g.channel[1] == {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}
    assert g.active == 0 and g.hp[0] == g.max_hp[0]      # the turn ended; nothing happened yet
    g.play("end turn")   # boss
    g.play("end turn")   # Nettle
    g.play("end turn")   # boss
    # Gorm's turn: the channelled skill is the foundation of his cast
    assert g.cast is not None and g.cast["skills"][0][0] == "Earthshaker"
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 10


def test_channelling_allows_nothing_but_drawing():
    """Casttime: 'you are not allowed to do anything during this casttime, except drawing cards'."""
    st = position(heroes=(MAUVE,), hands={1: ["Hex Bolt"], 0: ["Slam"]}, active=0, last_hero=1,
                  channel={1: {"skill": "Meteor", "targets": [0], "turns_left": 2, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                        # Mauve's turn passes: she only draws
    assert g.active == 0 and g.current_player == 0
    assert len(g.hands[1]) == 2 and g.channel[1]["turns_left"] == 1
    assert "Mauve the Hexer keeps channelling" in g.log
    g.play("end turn")                        # now Meteor becomes active
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 18
    assert g.removed[1] == ["Meteor"]         # one-time, successfully played


# ------------------------------------------------------------- effects
def test_outgoing_effects_to_the_targets_incoming_to_the_player_who_played():
    """The arrow: 'outgoing effects apply to the target(s); incoming ... to the player who activated the skill'."""
    st = position(boss=ROTJAW, hands={0: ["Grave Claw", "Soul Drain", "Undying"]}, hp={0: 50}, active=0,
                  last_hero=1)
    g = game_at(st)
    g.play(f"cast Soul Drain at {GORM}")
    pass_all(g)
    assert g.hp[1] == 46 - 5 and g.hp[0] == 55


def test_amplifications_apply_only_to_effect_types_present():
    """Amplifications: 'they only apply if the corresponding effect type is present in the cast'."""
    st = position(heroes=(BRISKET, PIP), hands={1: ["Smite", "Zeal", "Penance"], 2: ["Stab", "Sharpened Blade"],
                                               0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Smite at {GRUMBELLY}")
    g.play("pass")                       # Brisket keeps Zeal
    g.play("play Sharpened Blade")       # physical amplification, but the cast has only magic
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 3
    g = game_at(st)
    g.play(f"cast Smite at {GRUMBELLY}")
    g.play("play Zeal")
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 6


def test_effect_arithmetic_order():
    """Rulings: sum, amplify present types, immunities, then Vulnerable doubles last."""
    eff = OD.effect_of
    assert eff([4, 0, 0, 3, 5, 0], []) == (7, 0)
    assert eff([4, 2, 0, 0, 0, 0], ["Block"]) == (2, 0)
    assert eff([4, 2, 0, 0, 0, 0], ["Ward"]) == (4, 0)
    assert eff([4, 2, 3, 0, 0, 0], ["Immune"]) == (0, 3)
    assert eff([4, 0, 0, 3, 0, 0], ["Vulnerable", "Vulnerable"]) == (28, 0)
    assert eff([4, 0, 0, -9, 0, 0], []) == (0, 0)
    assert eff([4, 0, 2, 1, 0, 1], [], "Transmute Magic") == (8, 0)
    assert eff([4, 3, 0, 0, 0, 2], [], "Transmute Heal") == (0, 9)


# ------------------------------------------------------------- transmutations
def test_transmute_heal_turns_a_boss_attack_into_healing():
    """Transmute Heal: 'turns all effects into heals and all effect amplifications into heal amplifications'."""
    st = position(heroes=(GORM, TILLY), hp={1: 20}, active=0, last_hero=2,
                  hands={0: ["Slam", "Crunch", "Rage"], 1: ["Shield Bash"], 2: ["Flask Toss", "Miracle Tonic", "Quick Fix"]})
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    g.play("play Rage")                  # the boss amplifies its physical damage: 9 + 4
    react_as(g, 2, "play Miracle Tonic")
    pass_all(g)
    assert g.hp[1] == 20 + 13
    assert g.removed[2] == ["Miracle Tonic"]


def test_transmute_magic_turns_every_effect_and_amplification_into_magic():
    """Transmute Magic: 'physical and magic damage as well as healing turns into magic damage'."""
    st = position(heroes=(PIP, MAUVE), hands={0: ["Slam", "Thick Hide"], 1: ["Stab"],
                                             2: ["Hex Bolt", "Arcane Infusion"]})
    g = game_at(st)
    g.play(f"cast Stab at {GRUMBELLY}")
    assert g.current_player == 2         # Pip's hand is empty now: not asked; then in seat order
    g.play("play Arcane Infusion")       # it is all magic now: 4 + 2 ...
    assert g.current_player == 0
    g.play("play Thick Hide")            # ... so Block stops nothing
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 6


# ------------------------------------------------------------- immunities and Vulnerable
def test_event_block_no_physical_damage():
    """Block: 'the affected player(s) receive no physical damage'."""
    st = position(hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe"]},
                  active=0, last_hero=2)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    react_as(g, 1, "play Iron Skin")
    pass_all(g)
    assert g.hp[1] == 46                   # 9 physical blocked; 1 heal wasted at full health


def test_event_ward_no_magic_damage():
    """Ward: 'the affected player(s) receive no magic damage'."""
    st = position(boss=MIREWORT, heroes=(BRISKET, NETTLE), hp={2: 20}, active=0, last_hero=2,
                  hands={0: ["Bog Bolt", "Evil Eye"], 1: ["Smite", "Blessed Ward"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Evil Eye at {NETTLE}")
    react_as(g, 1, "play Blessed Ward")            # outgoing Ward protects the cast's target
    pass_all(g)
    assert g.hp[2] == 20


def test_event_immune_no_damage():
    """Immune: 'the affected player(s) receive no damage'."""
    st = position(boss=ROTJAW, hands={0: ["Grave Claw", "Undying", "Tomb Ward"], 1: ["Shield Bash", "Crushing Blow", "Heavy Swing"],
                                      2: ["Soothe"]}, hp={0: 40})
    g = game_at(st)
    g.play(f"cast Crushing Blow at {ROTJAW}")
    react_as(g, 0, "play Undying")
    pass_all(g)
    assert g.hp[0] == 40


def test_event_vulnerable_two_quadruple_damage_after_amplifications():
    """Vulnerable: 'calculated after all other effects and events ... this event stacks'."""
    cast = make_cast(1, [0], ("Curse of Frailty", 1))
    st = position(heroes=(MAUVE, PIP), phase="react", cast=cast, hands={0: ["Slam"], 1: ["Hex Bolt", "Focus"],
                                                                         2: ["Stab", "Expose Weakness", "Quick Hands"]})
    g = game_at(st)
    g.play("play Focus")                   # magic 4 + 3
    g.play("play Expose Weakness")         # a second Vulnerable
    pass_all(g)
    assert g.hp[0] == g.max_hp[0] - 28


# ------------------------------------------------------------- events
def test_event_disorient_target_cannot_cast_reactives():
    """Disorient: 'the target is not able to cast reactive skills during the cast'."""
    st = position(heroes=(PIP, NETTLE), hands={0: ["Slam", "Thick Hide", "Rage"], 1: ["Stab", "Pocket Sand"],
                                              2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Pocket Sand at {GRUMBELLY}")
    # the boss holds Thick Hide and Rage with energy to pay, yet is never asked
    assert "Grumbelly the Glutton is disoriented: no reactives in this cast" in g.log
    while g.phase == "react":
        assert g.current_player != 0
        g.play("pass")
    assert g.phase == "turn" and g.active == 0 and g.hp[0] == g.max_hp[0] - 2


def test_event_unstoppable_cannot_be_stunned_or_disoriented():
    """Unstoppable: 'the affected player(s) can not be stunned or disoriented'."""
    st = position(hands={0: ["Slam", "Earthquake Stomp", "Crunch", "Gorge"],
                         1: ["Shield Bash", "Stand Firm", "Crushing Blow"], 2: ["Soothe", "Regrowth"]},
                  active=0, last_hero=2)
    g = game_at(st)
    g.play(f"cast Earthquake Stomp at {GORM} + {NETTLE}")
    react_as(g, 1, "play Stand Firm")
    pass_all(g)
    assert "Crushing Blow" in g.hands[1]                 # Gorm shrugged off the stun
    assert "Regrowth" not in g.hands[2] and g.decks[2][0] == "Regrowth"
    # and Unstoppable lifts a Disorient for the rest of the cast
    st = position(heroes=(GORM, NETTLE), active=0, last_hero=2,
                  hands={0: ["Slam", "Deafening Belch"], 1: ["Shield Bash", "Iron Skin", "Brace"],
                         2: ["Thornlash", "Cleanse"]})
    g = game_at(st)
    g.play(f"cast Deafening Belch at {GORM} + {NETTLE}")
    assert g.current_player == 0         # both targets disoriented: only the boss is asked
    g.play("pass")
    assert g.phase == "turn" and g.active == 1
    assert sum("is disoriented" in line for line in g.log) == 2


def test_event_unstoppable_from_an_ally_restores_reactions():
    """Unstoppable: an ally's Unstoppable on the cast's targets lifts their Disorient."""
    st = position(heroes=(GORM, PIP, NETTLE), active=0, last_hero=3,
                  hands={0: ["Bog Bolt", "Silencing Curse"], 1: ["Shield Bash", "Iron Skin", "Brace"],
                         2: ["Stab"], 3: ["Thornlash", "Cleanse"]}, boss=MIREWORT)
    g = game_at(st)
    g.play(f"cast Silencing Curse at {GORM}")
    assert g.cast["disoriented"] == [1] and g.current_player == 0
    g.play("pass")                       # the boss; Gorm is disoriented; Pip passes
    g.play("pass")
    assert g.current_player == 3
    g.play("play Cleanse")
    assert g.cast["disoriented"] == [] and g.cast["unstoppable"] == [1]
    g.play("pass")                       # the boss, asked first again after the play
    assert g.current_player == 1 and "play Iron Skin" in texts(g)


def test_event_interrupt_cancels_a_channelled_cast():
    """Interrupt: 'a cast can only be interrupted while it is being channelled'."""
    st = position(hands={0: ["Slam"], 1: ["Shield Bash", "Shield Slam"], 2: ["Soothe"]}, hp={0: 40},
                  channel={0: {"skill": "Gorge", "targets": [0], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Shield Slam at {GRUMBELLY}")
    pass_all(g)
    assert g.channel[0] is None and g.decks[0][0] == "Gorge"
    assert g.hp[0] == 37
    g.play("end turn")                  # the boss's turn: no Gorge any more
    assert g.cast is None and g.hp[0] == 37


def test_event_stun_puts_specials_from_hand_under_the_deck():
    """Stun: 'the affected player(s) lose all special skills from their hand ... to the bottom of their deck'."""
    st = position(heroes=(NETTLE,), hands={1: ["Soothe", "Entangle"], 0: ["Slam", "Crunch", "Belly Flop", "Rage"]})
    g = game_at(st)
    g.play(f"cast Entangle at {GRUMBELLY}")
    pass_all(g)
    assert "Crunch" not in g.hands[0] and "Belly Flop" not in g.hands[0] and "Rage" in g.hands[0]
    assert sorted(g.decks[0][:2]) == ["Belly Flop", "Crunch"]


def test_event_shuffle_shuffles_the_deck():
    """Shuffle: 'the deck(s) of the affected player(s) get shuffled'."""
    st = position(heroes=(TILLY,), hands={1: ["Flask Toss", "Muddle Draught"], 0: ["Slam"]})
    g = game_at(st, seed=4)
    before = list(g.decks[0])
    g.play(f"cast Muddle Draught at {GRUMBELLY}")
    pass_all(g)
    assert "Grumbelly the Glutton's deck is shuffled" in g.log
    # the boss has drawn its turn's card from the shuffled deck: with it, the old deck reordered
    after = g.decks[0] + [g.hands[0][-1]]
    assert sorted(after) == sorted(before) and after != before


def test_event_draw_lets_the_player_draw():
    """Draw: 'the affected player(s) is/are allowed to draw a card from their deck'."""
    st = position(heroes=(GORM,), hands={1: ["Shield Bash", "Brace"], 0: ["Slam"]}, hp={1: 30})
    g = game_at(st)
    top = g.decks[1][-1]
    g.play("cast Brace")
    pass_all(g)
    assert g.hp[1] == 34 and top in g.hands[1]


def test_event_taunt_redirects_a_single_target_cast_to_the_tank():
    """Taunt: 'the player who cast a skill with this event becomes the new and only target of the cast'."""
    st = position(heroes=(BRISKET, NETTLE), hp={2: 5}, active=0, last_hero=2,
                  hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Smite", "Challenge"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Crunch at {NETTLE}")
    react_as(g, 1, "play Challenge")
    assert "Sister Brisket taunts: the cast now targets Sister Brisket alone" in g.log
    pass_all(g)
    assert g.hp[2] == 5 and g.hp[1] == 42 - 9


def test_event_revive_brings_back_a_fallen_hero():
    """Revive: 'the affected player(s) is/are revived and able to rejoin the fight' (with half their health)."""
    st = position(hp={1: 0}, active=0, last_hero=1, hands={0: ["Slam"], 2: ["Soothe"]},
                  channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                 # Nettle's turn: Second Spring becomes active
    pass_all(g)
    assert g.alive[1] and g.hp[1] == 23
    assert g.removed[2] == ["Second Spring"]
    assert g.active == 0
    g.play("end turn")                 # boss -> Gorm is back in the turn order
    assert g.active == 1


def test_event_revive_skill_may_target_a_fallen_ally():
    """Revive: a revive skill targets fallen allies; other skills only the living."""
    st = position(hp={1: 0}, active=2, hands={2: ["Soothe", "Second Spring", "Regrowth", "Bloom"]})
    g = game_at(st)
    assert f"cast Second Spring at {GORM}" in texts(g)
    assert f"cast Regrowth at {GORM}" not in texts(g)


def test_event_reveal_and_stealth_channel():
    """Stealth: 'a skill with stealth is placed face down'; Reveal: 'all cards facing down are turned face up'."""
    st = position(boss=MIREWORT, heroes=(PIP, NETTLE), hands={0: ["Bog Bolt"], 1: ["Stab", "Lantern Flash"],
                                                              2: ["Soothe"]},
                  channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}})
    g = game_at(st)
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] is None
    g.play(f"cast Lantern Flash at {MIREWORT}")
    pass_all(g)
    assert g.channel[0]["face_down"] is False
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] == "Witching Hour"


def test_stealth_skill_face_down_shown_to_team_mates_only():
    """Stealth: face down; 'you may show this skill to your team mates before activating it'."""
    st = position(heroes=(PIP, NETTLE), hands={1: ["Stab", "Backstab", "Sidestep"], 0: ["Slam", "Thick Hide"],
                                              2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Backstab at {GRUMBELLY}")
    assert g.view(0)["state"]["cast"]["skills"][0]["skill"] is None
    assert g.view(2)["state"]["cast"]["skills"][0]["skill"] == "Backstab"
    assert not any("Backstab" in line for line in g.log)
    assert 'data-card="Backstab"' not in g.html(0) and 'data-card="Backstab"' in g.html(2)
    pass_all(g)
    assert any("Backstab (turned face up)" in line for line in g.log)
    assert g.hp[0] == g.max_hp[0] - 9


# ------------------------------------------------------------- death, encounters, loot, the end
def test_death_at_zero_health_no_reactions_and_no_turns():
    """Death: a combatant at 0 hit points is dead: no reactions, no turns, no draws."""
    st = position(heroes=(GORM, PIP), hp={2: 4}, active=0, last_hero=1,
                  hands={0: ["Slam", "Crunch"], 1: ["Shield Bash"], 2: ["Stab", "Sidestep", "Quick Hands"]})
    g = game_at(st)
    g.play(f"cast Slam at {PIP}")
    pass_all(g)
    assert not g.alive[2] and g.hp[2] == 0
    hand = list(g.hands[2])
    g.play("end turn")                     # Gorm -> boss
    g.play(f"cast Slam at {GORM}")         # Pip cannot react any more
    while g.phase == "react":
        assert g.current_player != 2
        g.play("pass")
    assert g.active == 1 and g.hands[2] == hand


def test_boss_death_ends_the_encounter_and_drops_four_loot():
    """Loot: 'if a boss gets defeated, it drops loot ... four randomly selected skills from the loot table'."""
    st = position(bosses=[GRUMBELLY, ROTJAW], hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    assert g.phase == "loot" and g.current_player == 1
    assert len(g.loot) == 4 and set(g.loot) <= set(LOOT[GRUMBELLY])
    assert texts(g) == [f"take {c}" for c in g.loot]


def test_loot_picked_by_heroes_in_turn_joins_the_deck_and_later_boss_follows():
    """Loot: 'each hero can select one ... added to their deck for the remaining bosses of the game'."""
    st = position(bosses=[GRUMBELLY, ROTJAW], hp={0: 3, 1: 10}, removed={1: ["Bulwark"]},
                  hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    first = g.loot[2]
    g.play(f"take {first}")
    assert g.current_player == 2
    second = g.loot[0]
    g.play(f"take {second}")
    # the later boss: next in the order, its own deck; heroes restored, one-time skills back
    assert g.phase == "turn" and g.encounter == 1 and g.chars[0] == ROTJAW
    assert g.hp[0] == g.max_hp[0] and g.hp[1] == 46
    assert first in g.deck_list[1] and first in g.hands[1] + g.decks[1]
    assert second in g.deck_list[2] and g.looted[2] == [second]
    assert "Bulwark" in g.hands[1] + g.decks[1] and g.removed[1] == []
    assert sorted(g.hands[0] + g.decks[0]) == sorted(DEFAULT_DECK[ROTJAW])


def test_later_boss_option_restore_heroes_false_keeps_wounds_and_deaths():
    """Rulings (option restore_heroes): wounds and deaths carry over to the next encounter."""
    st = position(heroes=(GORM, PIP), bosses=[GRUMBELLY, ROTJAW], hp={0: 3, 1: 10, 2: 0},
                  hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Stab"]})
    g = game_at(st, restore_heroes=False)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])
    assert g.encounter == 1 and g.hp[1] == 10 and not g.alive[2]
    assert g.active == 1


def test_end_of_game_all_heroes_dead_boss_player_wins():
    """End: 'the game ends when either all bosses or all heroes are dead'."""
    st = position(heroes=(PIP,), hp={1: 4}, active=0, last_hero=1, hands={0: ["Slam"], 1: ["Stab"]},
                  bosses=[GRUMBELLY, ROTJAW])
    g = game_at(st)
    g.play(f"cast Slam at {PIP}")
    pass_all(g)
    assert g.is_over and g.result.winners == (0,) and g.current_player is None


def test_end_of_game_last_boss_dead_heroes_win():
    """End: the heroes win when the last boss is dead."""
    st = position(hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    assert g.is_over and g.result.winners == (1, 2)


def test_end_of_game_last_boss_and_last_hero_together_is_a_draw():
    """End: both ends at once (Pip's Reckless Lunge hurts Pip too) is a draw."""
    st = position(heroes=(PIP,), hp={0: 8, 1: 2}, hands={1: ["Stab", "Reckless Lunge"], 0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Reckless Lunge at {GRUMBELLY}")
    pass_all(g)
    assert g.is_over and g.result.draw and g.result.winners == ()


def test_turn_limit_option_ends_the_game_as_a_draw():
    """Rulings (option turn_limit): a fight that drags on past the limit is a draw."""
    st = position(turns=9)
    g = game_at(st, turn_limit=10)
    g.play("end turn")
    assert g.is_over and g.result.draw and "turn limit" in g.result.reason


def test_later_boss_deck_built_by_the_boss_player_after_the_loot():
    """Loot: 'while the heroes are looting, the boss player builds the deck for the upcoming boss'."""
    st = position(bosses=[GRUMBELLY, ROTJAW], hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st, auto_decks=False)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    pass_all(g)
    g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])
    assert g.phase == "build" and g.current_player == 0 and g.chars[0] == ROTJAW
    assert texts(g) == ["basic Grave Claw", "basic Bone Rattle"]
    g.play("basic Bone Rattle")
    while "done" not in texts(g):
        g.play(next(a for a in g.legal_actions() if a.kind == "add"))
    g.play("done")
    assert g.phase == "turn" and g.encounter == 1 and "Bone Rattle" in g.hands[0]
