"""Stealth: "A skill with stealth is placed face down"; Reveal: "All cards facing down are turned face up"."""

from __future__ import annotations

import re

from ogrelab.games.ogres_delight.positions import (GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, finish_reactions,
                                                   game_at, scene, written)
from ogrelab.games.ogres_delight.rules import OgresDelight


def boss_with_witching_hour():
    return scene(MIREWORT, heroes=[GORM, MAUVE], active=0, last_hero=1,
                 hands={0: ["Bog Bolt", "Witching Hour", "Swamp Gas", "Evil Eye", "Toadskin"]})


def test_stealth_skill_face_down_shown_to_team_mates_only():
    """Stealth: face down; 'you may show this skill to your team mates before activating it'."""
    st = written(heroes=(PIP, NETTLE), hands={1: ["Stab", "Backstab", "Sidestep"], 0: ["Slam", "Thick Hide"],
                                             2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Backstab at {GRUMBELLY}")
    assert g.view(0)["state"]["cast"]["skills"][0]["skill"] is None
    assert g.view(2)["state"]["cast"]["skills"][0]["skill"] == "Backstab"
    assert not any("Backstab" in line for line in g.log)
    assert 'data-card="Backstab"' not in g.html(0) and 'data-card="Backstab"' in g.html(2)
    finish_reactions(g)
    assert any("Backstab (turned face up)" in line for line in g.log)
    assert g.hp[0] == g.max_hp[0] - 9


def test_stealth_reactive_face_down_in_the_log_and_to_the_other_side():
    """Stealth: 'a skill with stealth is placed face down'; only the owner's side sees it."""
    st = written(boss=MIREWORT, heroes=(GORM, MAUVE), active=0, last_hero=2,
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
    finish_reactions(g)
    assert any("Cauldron Boil (turned face up)" in line for line in g.log)
    assert g.hp[2] == 28 - 7


def test_stealth_a_face_down_reactive_of_the_other_side_is_left_out_of_the_preview():
    """Stealth: 'placed face down': a hero's preview of the cast counts the boss's face-down
    Cauldron Boil (+3 magic) only as a face-down skill, never by its effect."""
    g = scene(MIREWORT, heroes=[GORM, MAUVE], active=0, last_hero=2,
              hands={0: ["Bog Bolt", "Cauldron Boil", "Toadskin"], 1: ["Shield Bash", "Iron Skin"],
                     2: ["Hex Bolt"]})
    g.play(f"cast Bog Bolt at {MAUVE}")
    assert g.preview("play Cauldron Boil") == (f"with Cauldron Boil the cast at {MAUVE}: "
                                               f"{MAUVE} takes 7 damage (21/28 hp)")
    g.play("play Cauldron Boil")
    assert g.current_player == 1
    assert g.preview("pass") == (f"adds nothing; as it stands the cast at {MAUVE}: {MAUVE} takes 4 damage "
                                 "(24/28 hp); 1 face-down skill(s) of the other side also count")


def test_event_reveal_and_stealth_channel():
    """Stealth: 'a skill with stealth is placed face down'; Reveal: 'all cards facing down are turned face up'."""
    st = written(boss=MIREWORT, heroes=(PIP, NETTLE), hands={0: ["Bog Bolt"], 1: ["Stab", "Lantern Flash"],
                                                             2: ["Soothe"]},
                 channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}})
    g = game_at(st)
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] is None
    g.play(f"cast Lantern Flash at {MIREWORT}")
    finish_reactions(g)
    assert g.channel[0]["face_down"] is False
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] == "Witching Hour"


def test_stealth_a_face_down_channel_hides_its_casttime_and_turns_left_from_the_heroes():
    """Stealth: 'placed face down': a face-down channel tells the heroes neither the skill nor its
    casttime, which would name it; they see only how many turns it has waited."""
    g = boss_with_witching_hour()
    g.play(f"cast Witching Hour at {GORM} + {MAUVE}")
    assert g.log[-1] == f"{MIREWORT} begins to channel a face-down skill at {GORM}, {MAUVE}"
    for hero in (1, 2):
        seen = g.view(hero)["state"]["seats"][0]["channel"]
        assert seen == {"skill": None, "targets": [1, 2], "turns_left": None, "face_down": True,
                        "turns_channelled": 0}
    assert g.view(0)["state"]["seats"][0]["channel"]["turns_left"] == 2   # the boss player knows
    g.play("end turn")                        # Gorm's turn; then the boss's turn passes channelling
    assert g.log[-1] == f"{MIREWORT} keeps channelling"
    seen = g.view(1)["state"]["seats"][0]["channel"]
    assert (seen["turns_left"], seen["turns_channelled"]) == (None, 1)
    heroes, boss = (re.sub(r"<[^>]+>", "", g.html(s)) for s in (1, 0))
    assert "channelling (1 turn(s) so far)" in heroes and "turn(s) left" not in heroes
    assert "channelling (1 turn(s) left)" in boss


def test_stealth_a_sampled_world_gives_the_face_down_channel_a_skill_that_fits_its_wait():
    """Stealth: a world the heroes cannot tell apart has a face-down skill whose casttime
    outlasts the turns already waited, with the turns left that follow from it."""
    g = boss_with_witching_hour()
    g.play(f"cast Witching Hour at {GORM} + {MAUVE}")
    g.play("end turn")
    view = g.view(1)
    for seed in range(5):
        world = OgresDelight.determinize(view, seed=seed)
        ch = world.channel[0]
        assert ch["skill"] == "Witching Hour" and ch["turns_left"] == 1   # the only stealth skill with casttime
        assert world.view(1) == view
