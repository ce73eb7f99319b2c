"""Stealth: "A skill with stealth is placed face down"; Reveal: "All cards facing down are turned face up"."""

from __future__ import annotations

from ogrelab.games.ogres_delight import examples as ex
from ogrelab.games.ogres_delight.rules import OgresDelight

WITCHING_HOUR = {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}


def boss_with_witching_hour():
    return ex.position(ex.MIREWORT, heroes=[ex.GORM, ex.MAUVE], active=0, last_hero=1,
                       hands={0: ["Bog Bolt", "Witching Hour", "Swamp Gas", "Evil Eye", "Toadskin"]})


def test_stealth_a_face_down_channel_hides_its_casttime_and_turns_left_from_the_heroes():
    """Stealth: 'placed face down': a face-down channel tells the heroes neither the skill nor its
    casttime, which would name it; they see only how many turns it has waited."""
    g = boss_with_witching_hour()
    g.play(f"cast Witching Hour at {ex.GORM} + {ex.MAUVE}")
    assert g.log[-1] == f"{ex.MIREWORT} begins to channel a face-down skill at {ex.GORM}, {ex.MAUVE}"
    for hero in (1, 2):
        seen = g.view(hero)["state"]["seats"][0]["channel"]
        assert seen == {"skill": None, "targets": [1, 2], "turns_left": None, "face_down": True,
                        "turns_channelled": 0}
    assert g.view(0)["state"]["seats"][0]["channel"]["turns_left"] == 2   # the boss player knows
    g.play("end turn")                        # Gorm's turn; then the boss's turn passes channelling
    assert g.log[-1] == f"{ex.MIREWORT} keeps channelling"
    seen = g.view(1)["state"]["seats"][0]["channel"]
    assert (seen["turns_left"], seen["turns_channelled"]) == (None, 1)
    assert "channelling (1 turn(s) so far)" in g.html(1) and "turn(s) left" not in g.html(1)
    assert "channelling (1 turn(s) left)" in g.html(0)


def test_stealth_a_sampled_world_gives_the_face_down_channel_a_skill_that_fits_its_wait():
    """Stealth: a world the heroes cannot tell apart has a face-down skill whose casttime
    outlasts the turns already waited, with the turns left that follow from it."""
    g = boss_with_witching_hour()
    g.play(f"cast Witching Hour at {ex.GORM} + {ex.MAUVE}")
    g.play("end turn")
    view = g.view(1)
    for seed in range(5):
        world = OgresDelight.determinize(view, seed=seed)
        ch = world.channel[0]
        assert ch["skill"] == "Witching Hour" and ch["turns_left"] == 1   # the only stealth skill with casttime
        assert world.view(1) == view


def test_stealth_a_face_down_reactive_of_the_other_side_is_left_out_of_the_preview():
    """Stealth: 'placed face down': a hero's preview of the cast counts the boss's face-down
    Cauldron Boil (+3 magic) only as a face-down skill, never by its effect."""
    g = ex.position(ex.MIREWORT, heroes=[ex.GORM, ex.MAUVE], active=0, last_hero=2,
                    hands={0: ["Bog Bolt", "Cauldron Boil", "Toadskin"], 1: ["Shield Bash", "Iron Skin"],
                           2: ["Hex Bolt"]})
    g.play(f"cast Bog Bolt at {ex.MAUVE}")
    assert g.preview("play Cauldron Boil") == (f"with Cauldron Boil the cast at {ex.MAUVE}: "
                                               f"{ex.MAUVE} takes 7 damage (21/28 hp)")
    g.play("play Cauldron Boil")
    assert g.current_player == 1
    assert g.preview("pass") == (f"adds nothing; as it stands the cast at {ex.MAUVE}: {ex.MAUVE} takes 4 damage "
                                 "(24/28 hp); 1 face-down skill(s) of the other side also count")
