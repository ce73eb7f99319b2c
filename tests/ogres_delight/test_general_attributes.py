"""General attributes: energy, targets, self-only, casttime and one-time use."""

from __future__ import annotations

import pytest

from ogrelab.games.ogres_delight.positions import (GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, finish_reactions,
                                                   game_at, make_cast, react_as, texts, written)


def test_energy_is_the_number_of_cards_in_hand():
    """Energy: 'the amount of available energy you have is the number of cards you are currently holding'."""
    g = game_at(written(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin"]}))
    assert f"cast Crushing Blow at {GRUMBELLY}" in texts(g)          # 3 cards, the skill itself included
    g = game_at(written(hands={1: ["Shield Bash", "Crushing Blow"]}))
    assert f"cast Crushing Blow at {GRUMBELLY}" not in texts(g)


def test_cast_multi_target_foundation_offers_each_choice_of_targets():
    """Targets: 'tells you onto how many targets you can use your skills'."""
    st = written(heroes=(GORM, PIP, NETTLE), hands={0: ["Slam", "Belly Flop", "Crunch"]}, active=0, last_hero=1)
    g = game_at(st)
    flops = [t for t in texts(g) if t.startswith("cast Belly Flop")]
    assert flops == [f"cast Belly Flop at {GORM} + {PIP}", f"cast Belly Flop at {GORM} + {NETTLE}",
                     f"cast Belly Flop at {PIP} + {NETTLE}"]
    g.play(flops[1])
    finish_reactions(g)
    assert [g.hp[s] for s in (1, 2, 3)] == [46 - 6, 30, 32 - 6]


def test_event_revive_skill_may_target_a_fallen_ally():
    """Revive: a revive skill targets fallen allies; other skills only the living."""
    st = written(hp={1: 0}, active=2, hands={2: ["Soothe", "Second Spring", "Regrowth", "Bloom"]})
    g = game_at(st)
    assert f"cast Second Spring at {GORM}" in texts(g)
    assert f"cast Regrowth at {GORM}" not in texts(g)


def test_cast_self_only_skill_targets_its_caster():
    """Attributes: self-only: 'you can only designate yourself as the target'."""
    st = written(hands={1: ["Shield Bash", "Brace"]}, hp={1: 30})
    g = game_at(st)
    assert "cast Brace" in texts(g)
    g.play("cast Brace")
    finish_reactions(g)
    assert g.hp[1] == 34 and "Gorm Ironhide casts Brace" in g.log


def test_casttime_one_becomes_active_on_the_casters_next_turn():
    """Casttime: 'a casttime of 1 means that after you casted the skill, it becomes active on your next turn'."""
    st = written(hands={1: ["Shield Bash", "Earthshaker", "Brace", "Crushing Blow"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Earthshaker at {GRUMBELLY}")
    assert g.channel[1] == {"skill": "Earthshaker", "targets": [0], "turns_left": 1, "face_down": False}
    assert g.active == 0 and g.hp[0] == g.max_hp[0]      # the turn ended; nothing happened yet
    g.play("end turn")   # boss
    g.play("end turn")   # Nettle
    g.play("end turn")   # boss
    # Gorm's turn: the channelled skill is the foundation of his cast
    assert g.cast is not None and g.cast["skills"][0][0] == "Earthshaker"
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 10


def test_channelling_allows_nothing_but_drawing():
    """Casttime: 'you are not allowed to do anything during this casttime, except drawing cards'."""
    st = written(heroes=(MAUVE,), hands={1: ["Hex Bolt"], 0: ["Slam"]}, active=0, last_hero=1,
                 channel={1: {"skill": "Meteor", "targets": [0], "turns_left": 2, "face_down": False}})
    g = game_at(st)
    g.play("end turn")                        # Mauve's turn passes: she only draws
    assert g.active == 0 and g.current_player == 0
    assert len(g.hands[1]) == 2 and g.channel[1]["turns_left"] == 1
    assert "Mauve the Hexer keeps channelling" in g.log
    g.play("end turn")                        # now Meteor becomes active
    finish_reactions(g)
    assert g.hp[0] == g.max_hp[0] - 18
    assert g.removed[1] == ["Meteor"]         # one-time, successfully played


def test_casttime_channelling_seat_cannot_add_reactives_to_other_casts():
    """Casttime: 'you are not allowed to do anything during this casttime, except drawing cards'."""
    st = written(active=0, last_hero=2, hands={0: ["Slam", "Crunch", "Rage"],
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
    st = written(phase="react", cast=cast, active=0, last_hero=2, decider=1, channel={1: ch},
                 hands={0: ["Slam"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe"]})
    with pytest.raises(ValueError, match="state.decider: a channelling seat cannot add reactives"):
        game_at(st)
    st = written(active=1, channel={1: ch}, hands={1: ["Shield Bash"]})
    with pytest.raises(ValueError, match=r"state.seats\[1\].channel: a channelling seat cannot choose"):
        game_at(st)


def test_casttime_a_dead_casters_channel_goes_under_the_deck():
    """Rulings: a channelled skill whose caster dies is lost for this encounter's table: under the deck."""
    st = written(heroes=(GORM, MAUVE), hp={2: 4}, active=0, last_hero=2, hands={0: ["Slam"], 2: ["Hex Bolt"]},
                 channel={2: {"skill": "Meteor", "targets": [0], "turns_left": 2, "face_down": False}})
    g = game_at(st)
    g.play(f"cast Slam at {MAUVE}")
    finish_reactions(g)
    assert not g.alive[2] and g.channel[2] is None
    assert g.decks[2][0] == "Meteor" and g.removed[2] == []
    assert "Mauve the Hexer's channelled Meteor is lost and goes under the deck" in g.log
    g.play("end turn")                       # Gorm's turn; the boss's; Mauve takes no turn
    g.play("end turn")
    assert g.active == 1


def test_one_time_skill_is_removed_from_the_encounter():
    """One-time use: 'removed from the encounter after they have been successfully played'."""
    g = game_at(written(hands={0: ["Slam", "Crunch", "Gorge"], 1: ["Shield Bash", "Bulwark", "Iron Skin", "Stand Firm"],
                               2: ["Soothe"]}, active=0, last_hero=2))
    g.play(f"cast Crunch at {NETTLE}")
    react_as(g, 1, "play Bulwark")
    finish_reactions(g)
    assert g.removed[1] == ["Bulwark"] and "Bulwark" not in g.decks[1] + g.hands[1]


def test_interrupted_one_time_channel_goes_back_under_the_deck():
    """One-time use: 'if a one-time-use skill has been interrupted ... it gets put back under the deck'."""
    st = written(boss=MIREWORT, hands={0: ["Bog Bolt"], 1: ["Shield Bash", "Shield Slam"], 2: ["Soothe"]},
                 channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}})
    g = game_at(st)
    g.play(f"cast Shield Slam at {MIREWORT}")
    finish_reactions(g)
    assert g.channel[0] is None
    assert g.decks[0][0] == "Witching Hour" and g.removed[0] == []
    assert "interrupted" in " ".join(g.log)
