"""The named positions of the Ogre's Delight walkthrough each show the rule it is named after."""

from ogrelab.games.ogres_delight import examples as ex
from ogrelab.games.ogres_delight.positions import GRUMBELLY, ROTJAW, react_in_turn, seat_state, state, texts
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_roster_tables_cover_every_character_and_event():
    """Draft: heroes grouped by role; every event is carried by some skill."""
    rows = ex.roster()
    assert {r["role"] for r in rows} == {"tank", "damage", "support", "boss"}
    assert all(r["skills"] for r in ex.event_users())
    assert any(r["in deck"] == "loot" for r in ex.skills(ROTJAW))
    assert len({r["skill"] for r in ex.all_skills()}) == len(ex.all_skills()) > 100


def test_turn_only_basics_and_affordable_specials_open_a_cast():
    """Skill types / Energy: a reactive cannot be the foundation; cost N needs N cards in hand."""
    t = texts(ex.hero_turn())
    assert "cast Backstab at Grumbelly the Glutton" in t
    assert not any("Sharpened Blade" in x for x in t)


def test_energy_counts_the_skill_itself():
    """Energy: the number of cards in hand, the skill included."""
    t = texts(ex.energy())
    assert "cast Acid Vial at Grumbelly the Glutton" in t and not any("Elixir Rain" in x for x in t)


def test_targets_are_chosen_among_the_living():
    """Targets: Belly Flop needs two targets; a fallen hero is not one."""
    t = [x for x in texts(ex.targets()) if "Belly Flop" in x]
    assert t == ["cast Belly Flop at Gorm Ironhide + Pip Quickfingers"]


def test_self_only_needs_no_target():
    """Self-only: Brace is cast on Gorm himself."""
    g = react_in_turn(ex.self_only(), "cast Brace")
    assert seat_state(g, 1)["hp"] == 34 and len(seat_state(g, 1)["hand"]) == 2


def test_casttime_channels_face_up():
    """Casttime: the skill waits on the table until the caster's next turn."""
    g = ex.casttime()
    g.play("cast Earthshaker at Grumbelly the Glutton")
    assert seat_state(g, 1)["channel"]["skill"] == "Earthshaker" and g.current_player == 0


def test_one_time_skill_leaves_the_encounter():
    """One-time use: removed from the encounter after being played."""
    g = react_in_turn(ex.one_time_use(), "cast Death's Embrace at Tilly Tinkerbrew")
    assert seat_state(g, 0)["removed"] == ["Death's Embrace"]


def test_interrupted_one_time_channel_goes_under_the_deck():
    """One-time use: an interrupted one-time skill is put back under the deck."""
    g = react_in_turn(ex.interrupt_channel(), "cast Shield Slam at Mother Mirewort")
    boss = seat_state(g, 0)
    assert boss["channel"] is None and boss["deck"][0] == "Witching Hour" and boss["removed"] == []


def test_taunt_redirects_the_boss_cast_to_the_tank():
    """Events, Taunt: the player who taunts becomes the new and only target."""
    g = react_in_turn(ex.taunt_redirect(), "play Challenge")
    assert seat_state(g, 2)["hp"] == 30 and seat_state(g, 1)["hp"] == 42 - 9


def test_outgoing_to_targets_incoming_to_the_caster():
    """Effects and events: outgoing to the target, incoming to whoever played the skill."""
    g = react_in_turn(ex.outgoing_and_incoming(), "cast Soul Drain at Pip Quickfingers")
    assert seat_state(g, 3)["hp"] == 25 and seat_state(g, 0)["hp"] == 55


def test_amplification_only_for_present_effect_types():
    """Amplifications: apply only if the effect type is present in the cast."""
    g = react_in_turn(ex.amplifications(), "play Sharpened Blade", "play Focus")
    assert seat_state(g, 0)["hp"] == seat_state(g, 0)["max_hp"] - 7


def test_two_vulnerable_quadruple_damage_after_amplifications():
    """Vulnerable: double damage after all other effects; the event stacks."""
    g = react_in_turn(ex.two_vulnerable(), "play Focus", "play Expose Weakness")
    assert seat_state(g, 0)["max_hp"] - seat_state(g, 0)["hp"] == (4 + 3) * 4
    assert OgresDelight.effect_of((0, 4, 0, 0, 3, 0), ["Vulnerable", "Vulnerable"]) == (28, 0)


def test_disorient_keeps_the_target_from_reacting():
    """Disorient: the target cannot cast reactives during the cast."""
    g = ex.disorient()
    g.play("cast Pocket Sand at Grumbelly the Glutton")
    while state(g)["phase"] == "react":
        assert g.current_player != 0
        g.play("pass")
    assert state(g)["phase"] == "turn" and {"Thick Hide", "Rage"} <= set(seat_state(g, 0)["hand"])
    assert not any("plays" in line for line in g.log)


def test_stun_and_shuffle():
    """Stun: specials from hand to the bottom of the deck; Shuffle: the deck is shuffled."""
    g = react_in_turn(ex.stun_and_shuffle(), "cast Muddle Draught at Grumbelly the Glutton")
    assert not any(x in seat_state(g, 0)["hand"] for x in ("Crunch", "Belly Flop"))
    assert "Grumbelly the Glutton's deck is shuffled" in g.log


def test_block_stops_physical_damage_only():
    """Block: no physical damage (the magic part still lands)."""
    g = react_in_turn(ex.block_and_ward(), "play Iron Skin")
    assert seat_state(g, 1)["hp"] == 46 and "Gorm Ironhide takes 1 damage and heals 1 (46/46 hp)" in g.log


def test_ward_stops_magic_damage():
    """Ward: no magic damage."""
    g = react_in_turn(ex.ward(), "play Mirror Veil")
    assert seat_state(g, 2)["hp"] == 28


def test_immune_takes_no_damage():
    """Immune: no damage at all."""
    g = react_in_turn(ex.immune(), "play Undying")
    assert seat_state(g, 0)["hp"] == seat_state(g, 0)["max_hp"]


def test_unstoppable_shrugs_off_a_stun():
    """Unstoppable: cannot be stunned."""
    g = react_in_turn(ex.unstoppable(), "play Stand Firm")
    assert "Crushing Blow" in seat_state(g, 1)["hand"] and "Backstab" not in seat_state(g, 3)["hand"]


def test_draw_event_draws_from_the_deck():
    """Draw: the affected player draws a card."""
    g = react_in_turn(ex.draw_event(), "cast Mana Tap")
    assert seat_state(g, 2)["hand"] == ["Hex Bolt", "Meteor", "Fireball"]


def test_stealth_face_down_and_reveal():
    """Stealth: placed face down; Reveal: all face-down cards are turned face up."""
    g = ex.stealth_and_reveal()
    assert g.view(3)["state"]["seats"][0]["channel"]["skill"] is None
    react_in_turn(g, "cast Lantern Flash at Mother Mirewort")
    assert "Reveal: Mother Mirewort is channelling Witching Hour" in g.log
    g = ex.backstab_face_down()
    g.play("cast Backstab at Grumbelly the Glutton")
    assert g.view(0)["state"]["cast"]["skills"][0]["skill"] is None
    assert g.view(1)["state"]["cast"]["skills"][0]["skill"] == "Backstab"


def test_transmute_magic_gets_through_block():
    """Transmute Magic: physical turns into magic, so Block no longer stops it."""
    g = react_in_turn(ex.transmute_magic(), "play Arcane Infusion", "play Thick Hide")
    assert seat_state(g, 0)["max_hp"] - seat_state(g, 0)["hp"] == 9


def test_transmute_heal_turns_the_boss_damage_into_healing():
    """Transmute Heal: all effects into heals."""
    g = react_in_turn(ex.transmute_heal(), "pass", "play Miracle Tonic")
    assert seat_state(g, 3)["hp"] == 21


def test_death_and_revive():
    """Revive: the fallen hero rejoins the fight."""
    g = react_in_turn(ex.death_and_revive())
    assert not seat_state(g, 3)["alive"]
    assert "cast Phylactery Shard at Pip Quickfingers" in texts(g)
    react_in_turn(g, "cast Phylactery Shard at Pip Quickfingers")
    assert seat_state(g, 3)["alive"] and seat_state(g, 3)["hp"] == 15


def test_loot_each_hero_takes_one_skill():
    """Loot: each hero selects one; it joins the deck for the remaining bosses."""
    g = react_in_turn(ex.loot(), "take Phylactery Shard", "take Grave Dust", "take Bone Needle")
    assert "Phylactery Shard" in seat_state(g, 1)["deck_list"] and seat_state(g, 0)["character"] == GRUMBELLY


def test_boss_fall_drops_loot():
    """Loot: a defeated boss (not the last) drops four skills."""
    g = react_in_turn(ex.boss_about_to_fall(), "cast Crushing Blow at King Rotjaw")
    assert state(g)["phase"] == "loot" and len(state(g)["loot"]) == 4


def test_end_of_the_game_both_ways():
    """End of the game: when either all bosses or all heroes are dead."""
    g = react_in_turn(ex.last_boss_falls(), "cast Stab at Grumbelly the Glutton")
    assert g.result.winners == (1, 2, 3)
    g = react_in_turn(ex.last_hero_falls(), "cast Slam at Pip Quickfingers")
    assert g.result.winners == (0,)


def test_skill_played_names_the_skill_of_an_action():
    """The exploration charts count skills: a cast or a reactive names its skill."""
    assert ex.skill_played("cast Soul Drain at Pip Quickfingers") == "Soul Drain"
    assert ex.skill_played("play Quick Hands") == "Quick Hands"
    assert ex.skill_played("pass") == "pass"
