"""The Zombies: the football player, the baseball player, the nerds, the teacher, the bass drum
player and the lunch lady."""

from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, cheer, position, state, texts, z


def test_football_player_runs_when_revealed_and_cannot_attack():
    """The football player: revealed, it advances until an obstacle; it cannot attack that turn."""
    g = position([z("football player", 2, 6, False)], barricades=[[], [b()], [], []])
    g.play("reveal c2r6")
    assert at(g, 2, 2)["card"] == "football player" and at(g, 2, 2)["moved"]
    assert "c2r2 attacks the barricade" not in texts(g)


def test_baseball_player_ranged_attack_on_barricades_only():
    """The baseball player: a ranged attack on the barricade of its column, not on cheerleaders."""
    g = position([z("baseball player", 1, 5), z("nerds", 2, 5)], barricades=[[b()], [b()], [], []])
    assert "c1r5 throws at the barricade" in texts(g)
    assert not any(t.startswith("c2r5") for t in texts(g))
    g.play("c1r5 throws at the barricade")
    assert state(g)["barricades"][0][0]["damaged"]


def test_nerds_climb_the_barricade_pin_it_and_attack_next_turn():
    """The nerds: placed on top of a pile in front; that pile cannot be moved or repaired."""
    g = position([z("nerds", 1, 2)], barricades=[[b("plain barricade", True)], [b()], [], []],
                 cheerleaders_keep=["nurse"])
    assert "advance column 1" not in texts(g)
    g.play("advance column 1, nerds climb")
    assert at(g, 1, 1)["card"] == "nerds" and state(g)["barricades"][0]
    assert "c1r1 attacks Gloria" not in texts(g)          # it moved this turn
    g.play("end turn")
    assert not any(t.startswith("move barricades 1") or t.startswith("move top barricade 1") for t in texts(g))
    assert "move barricades 2 onto 1" not in texts(g)
    g.play("end turn")
    g.play("c1r1 attacks Gloria")
    assert cheer(g, "Gloria")["energy"] == 2


def test_nerds_pin_the_pile_against_the_janitor():
    """The nerds: "that pile cannot be moved or repaired"."""
    g = position([z("nerds", 1, 1)], barricades=[[b("plain barricade", True)], [], [], [], []], columns=5,
                 side=1, cheerleaders_keep=["janitor"], barricade_discard=["Sniper"])
    g.play("janitor")
    assert not any(t.startswith("repair") for t in texts(g))
    assert "rebuild Sniper at column 1" not in texts(g)


def test_teacher_has_two_lives_and_a_token():
    """The teacher: revealed with Strength 2; the first hit drops it to 1; the second destroys it."""
    g = position([z("teacher", 3, 4, False)], side=1, cheerleaders=["Gloria", "Pam", ch("Clover", 2), "Vanessa"])
    g.play("Clover shoots row 4")
    t = at(g, 3, 4)
    assert t["face_up"] and t["wounded"]
    g.play("Clover shoots row 4")
    assert g.is_over and state(g)["zombie_discard"] == ["teacher"]


def test_skull_destroys_a_teacher_at_once():
    """The teacher: "If it is targeted by a skull attack, it is destroyed regardless"."""
    g = position([z("teacher", 4, 3), z("nerds", 1, 5)], side=1)
    g.play("Vanessa shoots row 3")
    assert at(g, 4, 3) is None and state(g)["zombie_discard"] == ["teacher"]


def test_bass_drum_player_gives_two_actions():
    """The bass drum player: killed, the Cheerleaders keep it and may play it for 2 more actions."""
    g = position([z("bass drum player", 3, 3, False), z("nerds", 1, 5)], side=1, actions=1)
    g.play("Clover shoots row 3")
    assert state(g)["cheerleaders_keep"] == ["bass drum player"]
    assert state(g)["side"] == 1 and texts(g) == ["bass drum player: +2 actions", "end turn"]
    g.play("bass drum player: +2 actions")
    assert state(g)["actions_left"] == 2 and state(g)["zombie_discard"] == ["bass drum player"]


def test_lunch_lady_attacks_once_then_is_destroyed():
    """The lunch lady: "can attack only once. After its attack it is automatically destroyed"."""
    g = position([z("lunch lady", 2, 1), z("nerds", 1, 5)])
    g.play("c2r1 attacks Pam")
    assert cheer(g, "Pam")["energy"] == 1 and at(g, 2, 1) is None
    assert state(g)["zombie_discard"] == ["lunch lady"]


def test_advance_row_two_lets_revealed_nerds_climb():
    """The nerds: "When they are moved, their card can be placed on top of a barricade pile" (a row too)."""
    g = position([z("nerds", 1, 2), z("teacher", 2, 2), z("nerds", 3, 2, False)],
                 barricades=[[b()], [], [b()], []])
    assert "advance row 2, nerds climb" in texts(g)
    g.play("advance row 2, nerds climb")
    assert at(g, 1, 1)["card"] == "nerds" and state(g)["barricades"][0]   # on top of the pile
    assert at(g, 2, 1)["card"] == "teacher"
    assert at(g, 3, 2)["card"] == "nerds"                                  # face down: no climbing (ruling)


def test_no_melee_attack_on_a_pile_under_nerds_but_a_throw_from_behind():
    """The baseball player: ranged attack on the barricade of its column; the nerds sit on the pile (ruling)."""
    g = position([z("nerds", 1, 1), z("baseball player", 1, 2), z("teacher", 2, 2)],
                 barricades=[[b()], [b()], [], []])
    assert "c1r2 attacks the barricade" not in texts(g)
    assert "c1r2 throws at the barricade" in texts(g)
    g.play("c1r2 throws at the barricade")
    assert state(g)["barricades"][0][0]["damaged"]
    assert not any(t.startswith("c1r2") for t in texts(g))     # the throw was its attack of the turn


def test_football_player_stops_in_front_of_a_cheerleader_even_knocked_out():
    """The football player advances "until it meets an obstacle (... a cheerleader)"; it does not eat (ruling)."""
    g = position([z("football player", 2, 6, False)], cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("reveal c2r6")
    assert at(g, 2, 1)["card"] == "football player" and not g.is_over
    assert state(g)["actions_left"] == 3                          # the reveal and its run are free


def test_the_teacher_token_starts_on_two_when_revealed():
    """The teacher: "When a teacher is revealed, place a Teacher token on side 2"."""
    g = position([z("teacher", 1, 1, False)])
    g.play("reveal c1r1")
    g.play("c1r1 attacks Gloria")
    assert cheer(g, "Gloria")["energy"] == 1


def test_bass_drum_player_is_free_even_after_the_last_action():
    """The bass drum player: "play it for free immediately or later" for 2 more actions (ruling: any time in the turn)."""
    g = position([z("nerds", 1, 7)], side=1, actions=1, cheerleaders_keep=["bass drum player"])
    g.play("swap Gloria and Pam")
    assert state(g)["side"] == 1 and state(g)["actions_left"] == 0
    assert g.prompt.startswith("Cheerleaders: no action left: play the bass drum player")
    g.play("bass drum player: +2 actions")
    assert state(g)["actions_left"] == 2 and "bass drum player" not in state(g)["cheerleaders_keep"]
