"""Zombies vs Cheerleaders: the Zombies' actions, the zombies' abilities and the barricade special actions."""

from test_zombies_vs_cheerleaders_positions import at, b, ch, cheer, position, texts, z


def state(game):
    return game.to_dict()["state"]


# ---------------------------------------------------------------- advancing
def test_advance_column_keeps_gaps():
    """Advance: "empty spaces that might exist between cards must be kept"."""
    g = position([z("nerds", 1, 3, False), z("teacher", 1, 5, False)])
    g.play("advance column 1")
    assert at(g, 1, 2)["card"] == "nerds" and at(g, 1, 4)["card"] == "teacher"
    assert at(g, 1, 3) is None and state(g)["actions_left"] == 2


def test_advance_column_blocked_zombie_blocks_those_behind():
    """Advance: "only those that can are moved" (blocked by a barricade or other zombies)."""
    g = position([z("nerds", 1, 2, False), z("teacher", 1, 3, False), z("lunch lady", 1, 5, False)],
                 barricades=[[b()], [], [], []])
    g.play("advance column 1")
    assert [at(g, 1, r) and at(g, 1, r)["card"] for r in (2, 3, 4, 5)] == ["nerds", "teacher", "lunch lady", None]


def test_advance_row_moves_only_that_row():
    """Advance an entire row: each zombie of the row whose space ahead is free."""
    g = position([z("nerds", 1, 3), z("teacher", 2, 3), z("football player", 2, 2), z("nurse", 3, 4)])
    g.play("advance row 3")
    assert at(g, 1, 2)["card"] == "nerds"
    assert at(g, 2, 3)["card"] == "teacher"      # blocked by the football player
    assert at(g, 3, 4)["card"] == "nurse"        # another row


def test_a_column_can_move_several_times_in_a_turn():
    """Advance: "A row or a column can be moved several times during the same turn"."""
    g = position([z("nerds", 2, 8, False)])
    g.play("advance column 2")
    g.play("advance column 2")
    assert at(g, 2, 6)["card"] == "nerds"
    g.play("advance column 2")
    assert at(g, 2, 5) and state(g)["side"] == 1   # three actions: the turn passes


def test_zombie_enters_an_empty_barricade_space():
    """Rulings: a zombie may enter an empty barricade space."""
    g = position([z("nerds", 3, 2, False)])
    g.play("advance column 3")
    assert at(g, 3, 1)["card"] == "nerds"


def test_active_cheerleader_blocks_the_way():
    """Advance: "Barricades and active cheerleaders prevent zombies from advancing"."""
    g = position([z("nerds", 1, 1, False), z("teacher", 2, 4, False)])
    assert "advance column 1" not in texts(g) and "advance row 1" not in texts(g)


def test_moving_onto_a_knocked_out_cheerleader_wins():
    """Aim: the Zombies win if a zombie is placed on top of a knocked-out cheerleader."""
    g = position([z("nerds", 1, 1, False)], cheerleaders=[ch("Gloria", 0, ko=True), "Pam", "Clover", "Vanessa"])
    g.play("advance column 1")
    assert g.is_over and g.result.winners == (0,) and "Gloria" in g.result.reason


def test_sideways_move_only_when_no_column_can_advance():
    """Special case: if no column can advance, one zombie moves to an adjacent column, same row."""
    g = position([z("nerds", 1, 1, False), z("teacher", 3, 5, False)])
    assert not any(t.startswith("move c") for t in texts(g))
    g = position([z("nerds", 1, 1, False)])
    assert "move c1r1 sideways to column 2" in texts(g)
    g.play("move c1r1 sideways to column 2")
    assert at(g, 2, 1)["card"] == "nerds" and state(g)["actions_left"] == 2


# ---------------------------------------------------------------- attacking
def test_only_revealed_zombies_attack_and_revealing_is_free():
    """Attack: "a zombie must be revealed"; revealing "does not count as an action"."""
    g = position([z("teacher", 1, 1, False)])
    assert "c1r1 attacks Gloria" not in texts(g)
    g.play("reveal c1r1")
    assert state(g)["actions_left"] == 3 and at(g, 1, 1)["face_up"]
    assert "c1r1 attacks Gloria" in texts(g)


def test_a_zombie_that_moved_cannot_attack():
    """Attack: "A zombie cannot attack if it moved during the same turn"."""
    g = position([z("teacher", 1, 2)])
    g.play("advance column 1")
    assert "c1r1 attacks Gloria" not in texts(g)


def test_attack_once_per_turn_and_the_attacker_stays_behind():
    """Attack: once per turn; "zombies on the same line or column as him will be moved without him"."""
    g = position([z("teacher", 1, 1), z("nerds", 1, 3)])
    g.play("c1r1 attacks Gloria")
    assert "c1r1 attacks Gloria" not in texts(g)
    g.play("reveal c1r3") if "reveal c1r3" in texts(g) else None
    g.play("advance column 1")
    assert at(g, 1, 1)["card"] == "teacher" and at(g, 1, 2)["card"] == "nerds"


def test_worked_example_strength_2_on_damaged_over_intact_pile():
    """Example: Strength 2 on a damaged barricade over an intact one: one destroyed, the other damaged."""
    g = position([z("teacher", 1, 2)], barricades=[[b("plain barricade"), b("plain barricade", True)], [], [], []])
    g.play("c1r2 attacks the barricade")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": True, "seen": True}]
    assert st["barricade_discard"] == ["plain barricade"]


def test_worked_example_strength_2_on_cheerleader_with_3_tokens():
    """Example: a Strength 2 zombie on a cheerleader with 3 tokens: she keeps 1 and stays up."""
    g = position([z("teacher", 1, 1)])
    g.play("c1r1 attacks Gloria")
    assert cheer(g, "Gloria")["energy"] == 1 and not cheer(g, "Gloria")["knocked_out"]


def test_knocked_out_only_when_strength_exceeds_tokens():
    """Attacking a cheerleader: knocked out if the Strength is higher than her tokens."""
    g = position([z("teacher", 2, 1), z("lunch lady", 4, 1)],
                 cheerleaders=["Gloria", ch("Pam", 2), "Clover", ch("Vanessa", 2)])
    g.play("c2r1 attacks Pam")
    assert cheer(g, "Pam") == {"name": "Pam", "energy": 0, "knocked_out": False, "bonus": 0}
    g.play("c4r1 attacks Vanessa")
    assert cheer(g, "Vanessa")["knocked_out"]


def test_destroyed_special_barricade_is_kept_by_the_zombies():
    """Attacking a barricade: a destroyed special barricade is kept for its special action."""
    g = position([z("teacher", 1, 2)], barricades=[[b("Ziiiiip", True)], [], [], []])
    g.play("c1r2 attacks the barricade")
    assert state(g)["zombies_keep"] == ["Ziiiiip"] and state(g)["barricade_discard"] == []


# ---------------------------------------------------------------- abilities
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


# --------------------------------------------------------- barricade actions
def test_sniper_ranged_attack_of_strength_2():
    """Sniper: a ranged attack of Strength 2 on a barricade with a baseball player."""
    g = position([z("baseball player", 1, 5)], barricades=[[b(), b()], [], [], []], zombies_keep=["Sniper"])
    g.play("Sniper: c1r5 throws at the barricade")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]
    assert sorted(st["barricade_discard"]) == ["Sniper", "plain barricade"] and st["zombies_keep"] == []
    assert "c1r5 throws at the barricade" not in texts(g)     # it has attacked


def test_ziiiiip_advances_a_column_as_close_as_possible():
    """Ziiiiip: advance a whole column as close as possible to a barricade or a cheerleader."""
    g = position([z("nerds", 1, 4, False), z("teacher", 1, 7, False), z("nurse", 2, 6, False)],
                 barricades=[[b()], [], [], []], zombies_keep=["Ziiiiip"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Ziiiiip column 1")
    assert at(g, 1, 2)["card"] == "nerds" and at(g, 1, 3)["card"] == "teacher"
    g.play("Ziiiiip column 2") if "Ziiiiip column 2" in texts(g) else None
    assert state(g)["barricade_discard"] == ["Ziiiiip"]


def test_ziiiiip_stops_in_front_of_a_knocked_out_cheerleader():
    """Ziiiiip: as close as possible to a cheerleader, not onto her."""
    g = position([z("nerds", 2, 6, False)], zombies_keep=["Ziiiiip"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Ziiiiip column 2")
    assert at(g, 2, 1)["card"] == "nerds" and not g.is_over


def test_fresh_meat_turns_face_down_and_reorganizes():
    """Fresh meat: revealed zombies (not injured teachers) face down, then the column reorganized."""
    g = position([z("football player", 1, 3), z("teacher", 1, 4, wounded=True), z("nerds", 1, 6, False)],
                 zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 1")
    assert g.current_player == 0
    assert sorted(texts(g)) == ["put football player at row 3", "put nerds at row 3",
                                "put teacher (face up, injured) at row 3"]
    g.play("put nerds at row 3")
    g.play("put teacher (face up, injured) at row 4")
    assert at(g, 1, 3) == {"card": "nerds", "column": 1, "row": 3, "face_up": False, "wounded": False,
                           "moved": False, "attacked": False, "known": False}
    assert at(g, 1, 4)["face_up"] and at(g, 1, 4)["wounded"]
    assert at(g, 1, 6)["card"] == "football player" and not at(g, 1, 6)["face_up"]
    assert state(g)["actions_left"] == 2 and state(g)["pending"] is None


def test_classes_begin_moves_each_column_two_spaces():
    """Classes begin: each column up to 2 spaces forward, when possible."""
    g = position([z("nerds", 1, 5, False), z("teacher", 2, 3, False), z("nurse", 3, 2, False)],
                 barricades=[[], [], [b()], []], zombies_keep=["Classes begin"])
    g.play("Classes begin")
    assert at(g, 1, 3) and at(g, 2, 1) and at(g, 3, 2)


def test_return_of_the_zombies_3_each_behind_a_different_column():
    """Return of the Zombies 3: three discarded zombies, each behind the last zombie of a different column."""
    g = position([z("nerds", 1, 4)], zombies_keep=["Return of the Zombies 3"],
                 zombie_discard=["teacher", "teacher", "teacher"])
    g.play("Return of the Zombies 3")
    assert g.current_player == 0 and state(g)["pending"]["kind"] == "return 3"
    g.play("put teacher behind column 1")
    assert "put teacher behind column 1" not in texts(g)
    g.play("put teacher behind column 2")
    g.play("put teacher behind column 3")
    assert at(g, 1, 5)["card"] == "teacher" and not at(g, 1, 5)["face_up"]
    assert at(g, 2, 3)["card"] == "teacher" and at(g, 3, 3)["card"] == "teacher"
    assert state(g)["zombie_discard"] == [] and state(g)["pending"] is None
    assert state(g)["zombie_discard"] == [] and state(g)["pending"] is None
    assert "teacher" not in " ".join(g.log[-3:])           # the log keeps them hidden


def test_return_of_the_zombies_4_behind_one_column():
    """Return of the Zombies 4: four discarded zombies behind the last zombie of one column."""
    g = position([z("nerds", 2, 3)], columns=5, zombies_keep=["Return of the Zombies 4"],
                 zombie_discard=["teacher", "nerds", "lunch lady", "football player"])
    g.play("Return of the Zombies 4 behind column 2")
    assert sorted(at(g, 2, r)["card"] for r in (4, 5, 6, 7)) == ["football player", "lunch lady", "nerds", "teacher"]
    assert state(g)["zombie_discard"] == []


def test_prom_queen_placed_behind_a_zombie_and_invincible():
    """Prom Queen: placed behind a zombie; invincible until the six bosses are defeated, then Stamina 1."""
    g = position([z("nerds", 4, 3)], columns=6, zombies_keep=["Prom Queen"])
    g.play("Prom Queen to c4r4")
    assert at(g, 4, 4) == {"card": "Prom Queen", "column": 4, "row": 4, "face_up": True, "wounded": False,
                           "moved": False, "attacked": False, "known": False}
    g.play("end turn")
    g.play("Vanessa shoots row 4")
    assert at(g, 4, 4)["card"] == "Prom Queen"          # the skull cannot touch her
    bosses = ["coach", "nurse", "security guard", "principal", "janitor", "teacher's pet"]
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1, boss_discard=bosses)
    g.play("Clover shoots row 4")                        # Strength 2 > Stamina 1
    assert at(g, 3, 4) is None and state(g)["prom_queen_killed"]


def test_fresh_meat_leaves_the_prom_queen_face_up():
    """Fresh meat turns revealed zombies face down; the Prom Queen is a card both sides know (ruling)."""
    g = position([z("Prom Queen", 2, 4), z("nerds", 2, 3)], columns=6, zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 2")
    g.play("put Prom Queen (face up) at row 3")
    assert at(g, 2, 3)["card"] == "Prom Queen" and at(g, 2, 3)["face_up"]
    assert at(g, 2, 4)["card"] == "nerds" and not at(g, 2, 4)["face_up"]
