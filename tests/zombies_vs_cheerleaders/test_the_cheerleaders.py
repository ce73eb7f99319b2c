"""The Cheerleaders: Gloria's Molotov, Pam's flame, Clover's slingshot, Vanessa's frisbee,
Samantha's energy and Sandy's acid (4. Use Clover's or Sandy's ability)."""

from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, cheer, position, state, texts, z


def test_clover_recharges_her_slingshot():
    """Clover: only one token, but an action gets it back."""
    g = position([z("nerds", 3, 5)], side=1, cheerleaders=["Gloria", "Pam", ch("Clover", 0), "Vanessa"])
    g.play("Clover recharges")
    assert cheer(g, "Clover")["energy"] == 1 and state(g)["actions_left"] == 2
    assert "Clover recharges" not in texts(g)


def test_sandy_sacrifices_herself_to_kill_the_zombie_in_front():
    """Sandy: even without energy, she may sacrifice herself (knocked out) to kill the zombie in front."""
    g = position([z("nurse", 5, 1, False), z("nerds", 1, 6)], columns=5, side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa", ch("Sandy", 0)])
    g.play("Sandy sacrifices herself")
    assert at(g, 5, 1) is None and cheer(g, "Sandy")["knocked_out"]
    assert state(g)["cheerleaders_keep"] == ["nurse"]


def test_worked_example_gloria_blast_on_football_nerds_teacher_and_boss():
    """Gloria, example: a Boss at the centre; the blast of 2 kills a football player and nerds,
    only hurts a teacher, leaves another boss unhurt."""
    g = position([z("nurse", 2, 4, False), z("football player", 2, 3, False), z("nerds", 2, 5, False),
                      z("teacher", 1, 4, False), z("teacher's pet", 3, 4, False)],
                     side=1, cheerleaders=["Pam", "Gloria", "Clover", "Vanessa"])
    g.play("Gloria shoots row 4")
    assert at(g, 2, 4) is None and at(g, 2, 3) is None and at(g, 2, 5) is None
    assert at(g, 1, 4)["wounded"] and at(g, 1, 4)["face_up"]
    assert at(g, 3, 4)["card"] == "teacher's pet" and at(g, 3, 4)["face_up"]
    st = state(g)
    assert st["cheerleaders_keep"] == ["nurse"] and sorted(st["zombie_discard"]) == ["football player", "nerds"]


def test_worked_example_pam_flame_through_bass_drum_boss_and_football():
    """Pam, example: 3 kills the bass drum player, 3-0 kills a Boss, 3-2 only reveals a football
    player, which advances."""
    g = position([z("bass drum player", 2, 2, False), z("nurse", 2, 3, False), z("football player", 2, 5, False),
                 z("nerds", 2, 7, False)], side=1, barricades=[[], [b()], [], []])
    g.play("Pam fires")
    st = state(g)
    assert sorted(st["cheerleaders_keep"]) == ["bass drum player", "nurse"]
    assert at(g, 2, 2)["card"] == "football player" and at(g, 2, 2)["face_up"]
    assert not at(g, 2, 7)["face_up"]           # the flame died on the football player
    assert cheer(g, "Pam")["energy"] == 3


def test_vanessa_frisbee_kills_with_one_hit():
    """Vanessa: the frisbee kills a zombie with only one hit (a skull), even a boss."""
    g = position([z("nurse", 4, 6, False), z("nerds", 1, 6)], side=1)
    g.play("Vanessa shoots row 6")
    assert at(g, 4, 6) is None and state(g)["cheerleaders_keep"] == ["nurse"]


def test_samantha_cannot_attack():
    """Samantha cannot attack, but has 7 energy tokens."""
    g = position([z("nerds", 6, 3)], columns=6, side=1)
    assert cheer(g, "Samantha")["energy"] == 7
    assert not any(t.startswith("Samantha") for t in texts(g))


def test_football_player_revealed_by_a_blast_survives_and_runs():
    """Gloria's blast reveals the four neighbours; a football player revealed at any time advances (ruling)."""
    g = position([z("bass drum player", 1, 4, False), z("football player", 2, 4, False)], side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa"])
    g.play("Gloria shoots row 4")                                  # blast of Strength 1: 1 is not > Stamina 1
    assert at(g, 2, 4) is None and at(g, 2, 1)["card"] == "football player" and at(g, 2, 1)["face_up"]


def test_molotov_target_and_sandys_acid_destroy_a_teacher_at_once():
    """Gloria: "The targeted zombie is killed"; Sandy: "kill the zombie ... in front of her": no second life."""
    g = position([z("teacher", 1, 5, False), z("nerds", 3, 7)], side=1)
    g.play("Gloria shoots row 5")
    assert at(g, 1, 5) is None and state(g)["zombie_discard"] == ["teacher"]
    g = position([z("teacher", 5, 1), z("nerds", 3, 7)], columns=5, side=1)
    g.play("Sandy sacrifices herself")
    assert at(g, 5, 1) is None and state(g)["zombie_discard"] == ["teacher"]


def test_lunch_lady_is_the_strength_of_a_blast():
    """Gloria: the neighbours are "hit by an attack equal to the Strength of the central zombie" (lunch lady 3)."""
    g = position([z("lunch lady", 1, 4), z("nurse", 1, 5), z("nerds", 3, 7)], side=1)
    g.play("Gloria shoots row 4")
    assert at(g, 1, 5) is None and state(g)["cheerleaders_keep"] == ["nurse"]   # 3 > Stamina 2


def test_zombies_lost_by_the_blast_do_not_touch_barricades():
    """Gloria's blast hits zombies only, not the barricade pile next to the target (ruling)."""
    g = position([z("teacher", 1, 2), z("nerds", 3, 7)], side=1, barricades=[[b()], [], [], []])
    g.play("Gloria shoots row 2")
    assert state(g)["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]


def test_pam_flame_skips_gaps_and_stops_when_spent():
    """Pam: "The attack then continues to the next zombies for as long as the attack strength is higher than 0"."""
    g = position([z("football player", 2, 3), z("nerds", 2, 6), z("teacher", 2, 8, False)], side=1)
    g.play("Pam fires")                         # 3 kills; 3-1 = 2 kills the nerds; 2-1 = 1 injures the teacher
    assert at(g, 2, 3) is None and at(g, 2, 6) is None
    assert at(g, 2, 8)["wounded"] and cheer(g, "Pam")["energy"] == 3


def test_pam_flame_stops_at_an_invincible_prom_queen():
    """Prom Queen: "invincible as long as the other bosses have not been defeated": nothing passes her (ruling)."""
    g = position([z("football player", 2, 3), z("Prom Queen", 2, 4), z("nerds", 2, 5, False)], columns=6, side=1)
    g.play("Pam fires")
    assert at(g, 2, 3) is None and at(g, 2, 4)["card"] == "Prom Queen"
    assert not at(g, 2, 5)["face_up"]


def test_teachers_pet_adds_to_pams_flame():
    """The teacher's pet: "+1 for one attack"; Pam's flame starts at 4 and reaches one zombie further."""
    g = position([z("nurse", 2, 3), z("football player", 2, 4), z("nerds", 1, 7)], side=1,
                 cheerleaders_keep=["teacher's pet"], cheerleaders=["Gloria", ch("Pam", 1), "Clover", "Vanessa"])
    g.play("teacher's pet: Pam +1 strength")
    g.play("Pam fires")                         # 4 kills the nurse, 4-2 = 2 kills the football player
    assert at(g, 2, 3) is None and at(g, 2, 4) is None and cheer(g, "Pam")["bonus"] == 0


def test_molotov_on_an_invincible_prom_queen_still_explodes():
    """Gloria: the Molotov explodes on its target; the invincible Queen stays, her neighbours take 2 (ruling)."""
    g = position([z("Prom Queen", 1, 4), z("nerds", 1, 5, False), z("nurse", 2, 7)], columns=6, side=1)
    g.play("Gloria shoots row 4")
    assert at(g, 1, 4)["card"] == "Prom Queen" and at(g, 1, 5) is None


def test_sandy_cannot_sacrifice_twice_nor_into_an_empty_space():
    """Sandy: she "becomes knocked-out" to kill "the zombie located on the space in front of her"."""
    g = position([z("nerds", 5, 2)], columns=5, side=1)
    assert "Sandy sacrifices herself" not in texts(g)                # row 1 is empty: nobody in front
    g = position([z("nerds", 5, 1), z("nerds", 1, 6)], columns=5, side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa", ch("Sandy", 0, ko=True)])
    assert "Sandy sacrifices herself" not in texts(g)


def test_sandy_does_not_sacrifice_herself_on_an_invincible_prom_queen():
    """Sandy's acid kills outright, but the Prom Queen is invincible while a boss is undefeated (ruling)."""
    g = position([z("Prom Queen", 5, 1), z("nerds", 1, 6)], columns=6, side=1)
    assert "Sandy sacrifices herself" not in texts(g)


def test_clover_recharges_only_when_empty_and_standing():
    """Clover: "she can use an action to get it back"; not while she holds a token, nor knocked out (ruling)."""
    g = position([z("nerds", 1, 6)], side=1)
    assert "Clover recharges" not in texts(g)
    g = position([z("nerds", 1, 6)], side=1, cheerleaders=["Gloria", "Pam", ch("Clover", 0, ko=True), "Vanessa"])
    assert "Clover recharges" not in texts(g)


# ------------------------------------------------------------------ previews
def test_pam_flame_preview_follows_the_flame_as_far_as_the_cheerleaders_can_see():
    """Pam: "3 minus the Stamina of the previous zombie"; the preview names the face-up zombies it
    kills and stops at a face-down one, whose card decides what follows."""
    g = position([z("bass drum player", 2, 3), z("nurse", 2, 4), z("football player", 2, 5, up=False),
                 z("teacher", 2, 6)], side=1)
    assert g.preview("Pam fires") == ("Pam's flame kills the bass drum player at c2r3, then kills the nurse "
                                      "at c2r4, then hits the face-down zombie at c2r5 with 1: its card "
                                      "decides what follows")
    g = position([z("bass drum player", 2, 3), z("nurse", 2, 4), z("football player", 2, 5)], side=1)
    assert g.preview("Pam fires") == ("Pam's flame kills the bass drum player at c2r3, then kills the nurse "
                                      "at c2r4, then hits the football player at c2r5 with 1: it withstands")


def test_pam_flame_preview_names_a_card_the_security_guard_showed():
    """The security guard's look is the Cheerleaders' knowledge: the flame's preview uses it."""
    g = position([z("nurse", 2, 3, up=False, known=True), z("nerds", 2, 4)], side=1)
    assert g.preview("Pam fires") == "Pam's flame kills the nurse at c2r3, then hits the nerds at c2r4 with 1: it withstands"


def test_gloria_blast_preview_gives_the_blast_on_each_neighbour():
    """Gloria: the neighbours "are hit by an attack equal to the Strength of the central zombie"."""
    g = position([z("nurse", 2, 4), z("football player", 2, 3), z("nerds", 2, 5), z("teacher", 1, 4),
                 z("teacher's pet", 3, 4)], cheerleaders=["Pam", "Gloria", "Clover", "Vanessa"], side=1)
    assert g.preview("Gloria shoots row 4") == (
        "Gloria's Molotov kills the nurse at c2r4; the blast of 2 kills the football player at c2r3; it kills "
        "the nerds at c2r5; it injures the teacher at c1r4; it hits the teacher's pet at c3r4 with 2: it withstands")
    hidden = position([z("nurse", 2, 4, up=False), z("nerds", 2, 5)], cheerleaders=["Pam", "Gloria", "Clover", "Vanessa"],
                      side=1)
    assert hidden.preview("Gloria shoots row 4") == (
        "Gloria's Molotov kills the face-down zombie at c2r4; its Strength, unknown yet, blasts c2r5")
