"""Events: what each event a skill carries does, as the rulebook lists them."""

from __future__ import annotations

from ogrelab.games.ogres_delight.examples import interrupt_channel, taunt_redirect, two_vulnerable
from ogrelab.games.ogres_delight.positions import (BRISKET, GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, ROTJAW,
                                                   TILLY, finish_reactions, game_at, make_cast, react_as, scene,
                                                   texts, written)
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_event_block_no_physical_damage():
    """Block: 'the affected player(s) receive no physical damage'."""
    st = written(hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe"]},
                 active=0, last_hero=2)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    react_as(g, 1, "play Iron Skin")
    finish_reactions(g)
    assert g.hp[1] == 46                   # 9 physical blocked; 1 heal wasted at full health


def test_event_ward_no_magic_damage():
    """Ward: 'the affected player(s) receive no magic damage'."""
    st = written(boss=MIREWORT, heroes=(BRISKET, NETTLE), hp={2: 20}, active=0, last_hero=2,
                 hands={0: ["Bog Bolt", "Evil Eye"], 1: ["Smite", "Blessed Ward"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Evil Eye at {NETTLE}")
    react_as(g, 1, "play Blessed Ward")            # outgoing Ward protects the cast's target
    finish_reactions(g)
    assert g.hp[2] == 20


def test_event_immune_no_damage():
    """Immune: 'the affected player(s) receive no damage'."""
    st = written(boss=ROTJAW, hands={0: ["Grave Claw", "Undying", "Tomb Ward"], 1: ["Shield Bash", "Crushing Blow", "Heavy Swing"],
                                     2: ["Soothe"]}, hp={0: 40})
    g = game_at(st)
    g.play(f"cast Crushing Blow at {ROTJAW}")
    react_as(g, 0, "play Undying")
    finish_reactions(g)
    assert g.hp[0] == 40


def test_event_vulnerable_two_quadruple_damage_after_amplifications():
    """Vulnerable: 'calculated after all other effects and events ... this event stacks'."""
    cast = make_cast(1, [0], ("Curse of Frailty", 1))
    st = written(heroes=(MAUVE, PIP), phase="react", cast=cast, hands={0: ["Slam"], 1: ["Hex Bolt", "Focus"],
                                                                        2: ["Stab", "Expose Weakness", "Quick Hands"]})
    g = game_at(st)
    g.play("play Focus")                   # magic 4 + 3
    g.play("play Expose Weakness")         # a second Vulnerable
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 28


def test_vulnerable_doubles_damage_not_heals():
    """Vulnerable: 'the target(s) receives double the amount of damage'; heals are not doubled."""
    assert OgresDelight.effect_of((4, 0, 3, 0, 0, 0), ["Vulnerable"]) == (8, 3)
    assert OgresDelight.effect_of((0, 0, 3, 0, 0, 0), ["Vulnerable", "Vulnerable"]) == (0, 3)


def test_vulnerable_preview_doubles_per_instance_after_the_amplifications():
    """Vulnerable: 'calculated after all other effects ... This event stacks': (4 + 3) x 2 x 2."""
    g = two_vulnerable()
    g.play("play Focus")
    while g.current_player != 2:             # the boss and Gorm pass; Pip holds Expose Weakness
        g.play("pass")
    assert g.preview("play Expose Weakness").endswith(f"{GRUMBELLY} takes 28 damage (115/143 hp)")


def test_event_disorient_target_cannot_cast_reactives():
    """Disorient: 'the target is not able to cast reactive skills during the cast'."""
    st = written(heroes=(PIP, NETTLE), hands={0: ["Slam", "Thick Hide", "Rage"], 1: ["Stab", "Pocket Sand"],
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
    st = written(hands={0: ["Slam", "Earthquake Stomp", "Crunch", "Gorge"],
                        1: ["Shield Bash", "Stand Firm", "Crushing Blow"], 2: ["Soothe", "Regrowth"]},
                 active=0, last_hero=2)
    g = game_at(st)
    g.play(f"cast Earthquake Stomp at {GORM} + {NETTLE}")
    react_as(g, 1, "play Stand Firm")
    finish_reactions(g)
    assert "Crushing Blow" in g.hands[1]                 # Gorm shrugged off the stun
    assert "Regrowth" not in g.hands[2] and g.decks[2][0] == "Regrowth"
    # and Unstoppable lifts a Disorient for the rest of the cast
    st = written(heroes=(GORM, NETTLE), active=0, last_hero=2,
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
    st = written(heroes=(GORM, PIP, NETTLE), active=0, last_hero=3,
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


def test_unstoppable_lasts_for_its_cast_only():
    """Unstoppable: 'can not be stunned or disoriented' - for the cast it is played in (ruling), not after."""
    st = written(active=2, last_hero=2, hands={0: ["Slam", "Unstoppable Bulk", "Crunch", "Belly Flop"],
                                               1: ["Shield Bash"], 2: ["Thornlash", "Entangle"]},
                 channel={1: {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Entangle at {GRUMBELLY}")
    react_as(g, 0, "play Unstoppable Bulk")
    finish_reactions(g)
    assert {"Crunch", "Belly Flop"} <= set(g.hands[0])   # shrugged off the stun
    g.play("end turn")                       # the boss; then Gorm's Earthshaker becomes active
    assert g.cast["unstoppable"] == []
    finish_reactions(g)
    assert "Crunch" not in g.hands[0] and "Belly Flop" not in g.hands[0]


def test_event_interrupt_cancels_a_channelled_cast():
    """Interrupt: 'a cast can only be interrupted while it is being channelled'."""
    st = written(hands={0: ["Slam"], 1: ["Shield Bash", "Shield Slam"], 2: ["Soothe"]}, hp={0: 40},
                 channel={0: {"skill": "Gorge", "targets": [0], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Shield Slam at {GRUMBELLY}")
    finish_reactions(g)
    assert g.channel[0] is None and g.decks[0][0] == "Gorge"
    assert g.hp[0] == 37
    g.play("end turn")                  # the boss's turn: no Gorge any more
    assert g.cast is None and g.hp[0] == 37


def test_event_interrupt_preview_says_the_channel_is_interrupted():
    """Interrupt: 'Interrupts a currently channelled cast of the target', as the foundation's preview says."""
    g = interrupt_channel()
    assert g.preview(f"cast Shield Slam at {MIREWORT}") == (
        f"at {MIREWORT}: {MIREWORT} takes 3 damage (241/244 hp); interrupts {MIREWORT}'s channel, "
        "before any reactive")


def test_event_stun_puts_specials_from_hand_under_the_deck():
    """Stun: 'the affected player(s) lose all special skills from their hand ... to the bottom of their deck'."""
    st = written(heroes=(NETTLE,), hands={1: ["Soothe", "Entangle"], 0: ["Slam", "Crunch", "Belly Flop", "Rage"]})
    g = game_at(st)
    g.play(f"cast Entangle at {GRUMBELLY}")
    finish_reactions(g)
    assert "Crunch" not in g.hands[0] and "Belly Flop" not in g.hands[0] and "Rage" in g.hands[0]
    assert sorted(g.decks[0][:2]) == ["Belly Flop", "Crunch"]


def test_event_shuffle_shuffles_the_deck():
    """Shuffle: 'the deck(s) of the affected player(s) get shuffled'."""
    st = written(heroes=(TILLY,), hands={1: ["Flask Toss", "Muddle Draught"], 0: ["Slam"]})
    g = game_at(st, seed=4)
    before = list(g.decks[0])
    g.play(f"cast Muddle Draught at {GRUMBELLY}")
    finish_reactions(g)
    assert "Grumbelly the Glutton's deck is shuffled" in g.log
    # the boss has drawn its turn's card from the shuffled deck: with it, the old deck reordered
    after = g.decks[0] + [g.hands[0][-1]]
    assert sorted(after) == sorted(before) and after != before


def test_event_draw_lets_the_player_draw():
    """Draw: 'the affected player(s) is/are allowed to draw a card from their deck'."""
    st = written(heroes=(GORM,), hands={1: ["Shield Bash", "Brace"], 0: ["Slam"]}, hp={1: 30})
    g = game_at(st)
    top = g.decks[1][-1]
    g.play("cast Brace")
    finish_reactions(g)
    assert g.hp[1] == 34 and top in g.hands[1]


def test_event_taunt_redirects_a_single_target_cast_to_the_tank():
    """Taunt: 'the player who cast a skill with this event becomes the new and only target of the cast'."""
    st = written(heroes=(BRISKET, NETTLE), hp={2: 5}, active=0, last_hero=2,
                 hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Smite", "Challenge"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Crunch at {NETTLE}")
    react_as(g, 1, "play Challenge")
    assert "Sister Brisket taunts: the cast now targets Sister Brisket alone" in g.log
    finish_reactions(g)
    assert g.hp[2] == 5 and g.hp[1] == 42 - 9


def test_taunt_on_a_multi_target_cast_leaves_the_taunter_the_only_target():
    """Taunt: 'becomes the new and only target of the cast' (here with Block from the same skill)."""
    st = written(heroes=(GORM, PIP, NETTLE), active=0, last_hero=3,
                 hands={0: ["Slam", "Belly Flop", "Rage"], 1: ["Shield Bash", "Hold the Line"], 2: ["Stab"],
                        3: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Belly Flop at {PIP} + {NETTLE}")
    react_as(g, 1, "play Hold the Line")
    assert g.cast["targets"] == [1]
    finish_reactions(g)
    assert [g.hp[s] for s in (1, 2, 3)] == [46, 30, 32]   # Gorm took it all, and blocked it


def test_event_taunt_preview_names_the_taunter_as_the_new_target():
    """Taunt: 'becomes the new and only target of the cast': the preview of the taunt says who takes the blow."""
    g = taunt_redirect()
    assert g.preview("play Challenge") == (f"with Challenge the cast at {BRISKET}: "
                                           f"{BRISKET} takes 9 damage (33/42 hp)")
    assert g.preview("pass") == (f"adds nothing; as it stands the cast at {TILLY}: "
                                 f"{TILLY} takes 9 damage (21/30 hp)")


def test_event_revive_brings_back_a_fallen_hero():
    """Revive: 'the affected player(s) is/are revived and able to rejoin the fight' (with half their health)."""
    st = written(hp={1: 0}, active=0, last_hero=1, hands={0: ["Slam"], 2: ["Soothe"]},
                 channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                 # Nettle's turn: Second Spring becomes active
    finish_reactions(g)
    assert g.alive[1] and g.hp[1] == 23
    assert g.removed[2] == ["Second Spring"]
    assert g.active == 0
    g.play("end turn")                 # boss -> Gorm is back in the turn order
    assert g.active == 1


def test_revive_the_fallen_receive_nothing_but_the_revive():
    """Rulings: the dead receive no damage or heal; Revive brings them back with half their health."""
    st = written(hp={1: 0}, active=0, last_hero=1, hands={0: ["Slam"], 2: ["Soothe", "Nature's Grace", "Bloom"]},
                 channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                       # Nettle's turn: Second Spring becomes active
    react_as(g, 2, "play Nature's Grace")            # heal 4 to the (still fallen) target
    finish_reactions(g)
    assert g.alive[1] and g.hp[1] == 46 // 2


def test_event_reveal_acts_when_the_target_it_was_carried_to_dies_in_the_same_cast():
    """Reveal: 'All cards facing down are turned face up' names no player, so a Reveal carried to a
    target who dies in the same cast still turns the boss's face-down channel face up."""
    g = scene(MIREWORT, heroes=[NETTLE, MAUVE], hp={2: 1}, phase="react", active=1, decider=2,
              hands={1: [], 2: ["Hex Bolt"]},
              channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}},
              cast=make_cast(1, [2], ("Soothe", 1, False), ("Arcane Infusion", 2, False),
                             ("Scrying Glance", 2, False)))
    finish_reactions(g)
    assert not g.alive[2]                    # Soothe's heal 3, turned to magic (+2): Mauve dies
    assert f"{MAUVE} dies" in g.log
    assert f"Reveal: {MIREWORT} is channelling Witching Hour" in g.log
    assert g.channel[0]["face_down"] is False
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] == "Witching Hour"


def test_the_fallen_receive_no_event_but_revive_and_the_preview_says_so():
    """Events: a target the cast kills receives nothing but Revive, so a killing Stun stuns no one,
    and the preview must not promise it ("kills Pip Quickfingers; stuns Pip Quickfingers")."""
    g = scene(boss=MIREWORT, heroes=[GORM, PIP], active=0, hp={2: 2},
              hands={0: ["Evil Eye", "Bog Bolt", "Swamp Gas"], 2: ["Backstab", "Knife Storm"]})
    g.play(f"cast Evil Eye at {PIP}")
    said = g.preview("pass")
    assert f"kills {PIP}" in said and "stuns" not in said
    finish_reactions(g)
    assert not g.alive[2] and not any("stun" in line.lower() for line in g.log[-3:])
