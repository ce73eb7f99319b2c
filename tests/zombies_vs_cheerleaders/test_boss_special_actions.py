"""The Boss Zombies and the Special Actions from the Boss Zombies: the coach, the nurse, the
security guard, the principal, the janitor and the teacher's pet."""

from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, cheer, grid_cards, position, state, texts, z

SIX = ["Gloria", "Pam", "Clover", "Vanessa", "Sandy", "Samantha"]


def test_killed_boss_is_kept_and_its_action_discarded_after_use():
    """Shoot: "If a Boss Zombie is killed, the Cheerleaders player can keep the card"; used, it is discarded."""
    g = position([z("nurse", 2, 3), z("nerds", 1, 7)], side=1)
    g.play("Pam fires")
    assert state(g)["cheerleaders_keep"] == ["nurse"]
    g.play("nurse: Clover +1 energy")
    assert cheer(g, "Clover")["energy"] == 2 and state(g)["boss_discard"] == ["nurse"]


def test_nurse_not_for_a_knocked_out_cheerleader():
    """The nurse: one token to a cheerleader; a knocked-out cheerleader cannot benefit."""
    g = position([z("nerds", 1, 7)], side=1, cheerleaders_keep=["nurse"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    assert "nurse: Pam +1 energy" not in texts(g) and "nurse: Gloria +1 energy" in texts(g)


def test_coach_reorganizes_cheerleaders_and_barricades():
    """The coach: freely reorganize the cheerleaders and each of the barricade cards."""
    g = position([z("nerds", 1, 7)], columns=6, side=1, cheerleaders_keep=["coach"],
                 barricades=[[b("Sniper", True)], [], [], [], [], []])
    g.play("coach")
    for name, c in zip(reversed(SIX[1:]), range(1, 6)):
        g.play(f"{name} to column {c}")
    assert texts(g)[:2] == ["put damaged Sniper on column 1", "put damaged Sniper on column 2"]
    g.play("put damaged Sniper on column 4")
    st = state(g)
    assert [c["name"] for c in st["cheerleaders"]] == ["Samantha", "Sandy", "Vanessa", "Clover", "Pam", "Gloria"]
    assert st["barricades"][3] == [{"card": "Sniper", "damaged": True, "seen": True}]
    assert st["pending"] is None and st["actions_left"] == 2


def test_security_guard_peek_is_seen_by_the_cheerleaders_only():
    """The security guard: look at 5 face-down zombies, put back face down; only the Cheerleaders see them."""
    zs = [z("football player", 1, r, False) for r in range(3, 9)]
    g = position(zs, columns=5, side=1, cheerleaders_keep=["security guard"])
    g.play("security guard")
    for r in range(3, 8):
        g.play(f"look at c1r{r}")
    assert state(g)["pending"] is None
    view = g.view(1)["state"]["zombies"]
    assert [v["card"] for v in view] == ["football player"] * 5 + ["unknown"]
    assert all(not v["face_up"] for v in view)
    assert "football player" not in " ".join(g.log)
    assert all(v["card"] == "football player" for v in g.view(0)["state"]["zombies"])


def test_principal_moves_back_three_columns_or_rows():
    """The principal: move back 3 columns or rows; the same one may move several times."""
    g = position([z("nerds", 1, 2), z("teacher", 1, 3), z("nurse", 2, 4)], columns=6, side=1,
                 cheerleaders_keep=["principal"])
    g.play("principal")
    g.play("move back column 1")
    g.play("move back column 1")
    g.play("move back row 4")
    assert at(g, 1, 4)["card"] == "nerds" and at(g, 1, 5)["card"] == "teacher"
    assert at(g, 2, 5)["card"] == "nurse" and state(g)["pending"] is None


def test_janitor_repairs_and_rebuilds_with_three_points():
    """The janitor: 3 barricade points: repair a damaged barricade, or a new damaged one from the discard."""
    g = position([z("nerds", 1, 7)], columns=5, side=1, cheerleaders_keep=["janitor"],
                 barricades=[[b("plain barricade", True)], [], [], [], []], barricade_discard=["Sniper"])
    g.play("janitor")
    g.play("repair plain barricade at column 1")
    g.play("rebuild Sniper at column 2")
    assert state(g)["pending"] == {"kind": "janitor", "points": 1}
    g.play("janitor done")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": True}]
    assert st["barricades"][1] == [{"card": "Sniper", "damaged": True, "seen": True}]
    assert st["boss_discard"] == ["janitor"] and st["barricade_discard"] == []


def test_teachers_pet_adds_one_strength_for_one_attack():
    """The teacher's pet: +1 Strength for one attack (Clover 3 kills a boss of Stamina 2)."""
    g = position([z("nurse", 3, 2), z("nerds", 1, 7)], side=1,
                 cheerleaders_keep=["teacher's pet"], cheerleaders=["Gloria", "Pam", ch("Clover", 2), "Vanessa"])
    g.play("teacher's pet: Clover +1 strength")
    assert cheer(g, "Clover")["bonus"] == 1
    g.play("Clover shoots row 2")
    assert at(g, 3, 2) is None and cheer(g, "Clover")["bonus"] == 0


def test_teachers_pet_not_for_samantha_and_kept_until_the_next_attack():
    """The teacher's pet: +1 "for one attack": Samantha never attacks; the bonus waits across turns (ruling)."""
    g = position([z("nurse", 3, 5), z("nerds", 1, 7)], columns=6, side=1, cheerleaders_keep=["teacher's pet"],
                 cheerleaders=["Gloria", "Pam", ch("Clover", 0), "Vanessa", "Sandy", "Samantha"])
    assert "teacher's pet: Samantha +1 strength" not in texts(g)
    g.play("teacher's pet: Clover +1 strength")
    g.play("end turn")
    g.play("end turn")
    assert cheer(g, "Clover")["bonus"] == 1
    g.play("Clover recharges")
    g.play("Clover shoots row 5")
    assert at(g, 3, 5) is None and cheer(g, "Clover")["bonus"] == 0


def test_nurse_has_no_upper_limit_and_helps_samantha():
    """The nurse: "One of the cheerleaders receives one Energy token" (no limit, ruling)."""
    g = position([z("nerds", 1, 7)], columns=6, side=1, cheerleaders_keep=["nurse"])
    g.play("nurse: Samantha +1 energy")
    assert cheer(g, "Samantha")["energy"] == 8 and state(g)["boss_discard"] == ["nurse"]


def test_coach_leaves_a_pile_under_nerds_and_logs_only_what_is_public():
    """The coach reorganizes "each of the barricade cards"; a pile under nerds cannot be moved (ruling)."""
    g = position([z("nerds", 1, 1), z("teacher", 2, 5)], columns=6, side=1, cheerleaders_keep=["coach"],
                 barricades=[[b()], [b("Sniper")], [], [], [], []])
    g.play("coach")
    assert state(g)["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]
    assert [bd["card"] for bd in state(g)["pending"]["barricades"]] == ["Sniper"]
    for t in ("Samantha to column 1", "Sandy to column 2", "Vanessa to column 3", "Clover to column 4",
              "Pam to column 5"):
        g.play(t)
    assert "put unknown barricade on column 1" not in texts(g)     # the pinned pile takes nothing
    g.play("put unknown barricade on column 4")
    assert state(g)["pending"] is None and state(g)["barricades"][3][0]["card"] == "Sniper"
    assert "Sniper" not in " ".join(g.log)                          # never shown, never named
    assert g.log[-2:] == ["Coach: Gloria takes column 6", "Coach: the unknown barricade goes on pile 4"]


def test_security_guard_stops_when_no_face_down_zombie_is_left_and_a_reveal_ends_the_secret():
    """The security guard: "Look at 5 face down zombies"; fewer on the grid, fewer looks (ruling)."""
    g = position([z("teacher", 1, 4, False), z("nerds", 2, 4)], columns=5, side=1,
                 cheerleaders_keep=["security guard"])
    g.play("security guard")
    g.play("look at c1r4")
    assert state(g)["pending"] is None and state(g)["actions_left"] == 2
    assert g.view(1)["state"]["zombies"][0]["card"] == "teacher"
    assert "teacher" not in " ".join(g.log)
    g.play("end turn")
    g.play("reveal c1r4")
    assert at(g, 1, 4)["known"] is False and at(g, 1, 4)["face_up"]


def test_principal_moves_a_row_back_keeping_the_rearmost_first():
    """The principal: "Move back 3 columns or rows of zombies"; a zombie with no room behind stays (ruling)."""
    g = position([z("nerds", 1, 3), z("teacher", 1, 4), z("nurse", 2, 3)], columns=6, side=1,
                 cheerleaders_keep=["principal"])
    g.play("principal")
    g.play("move back row 3")
    assert at(g, 1, 3)["card"] == "nerds" and at(g, 2, 4)["card"] == "nurse"
    g.play("move back row 4")
    g.play("move back row 3")
    assert grid_cards(g) == [("nerds", 1, 4), ("nurse", 2, 5), ("teacher", 1, 5)]
    assert state(g)["pending"] is None


def test_janitor_spends_at_most_three_points_and_repairs_the_top_card_of_a_name():
    """The janitor: "You can spend 3 barricade points"; repair flips a damaged card back (the topmost, ruling)."""
    g = position([z("nerds", 1, 7)], columns=5, side=1, cheerleaders_keep=["janitor"],
                 barricades=[[b("plain barricade", True), b("plain barricade", True)], [], [], [], []],
                 barricade_discard=["plain barricade", "Ziiiiip"])
    g.play("janitor")
    g.play("repair plain barricade at column 1")
    assert [bd["damaged"] for bd in state(g)["barricades"][0]] == [True, False]
    g.play("rebuild Ziiiiip at column 3")
    g.play("rebuild plain barricade at column 3")
    st = state(g)
    assert st["pending"] is None and st["actions_left"] == 2 and st["barricade_discard"] == []
    assert st["barricades"][2] == [{"card": "Ziiiiip", "damaged": True, "seen": True},
                                   {"card": "plain barricade", "damaged": True, "seen": True}]


def test_janitor_done_keeps_the_boss_spent():
    """The janitor: the points are "You can spend", not must; stopping early still used the card."""
    g = position([z("nerds", 1, 7)], columns=5, side=1, cheerleaders_keep=["janitor"],
                 barricades=[[b("plain barricade", True)], [], [], [], []])
    g.play("janitor")
    g.play("janitor done")
    assert state(g)["boss_discard"] == ["janitor"] and state(g)["actions_left"] == 2
    assert "3 barricade points unspent" in g.log[-1]
