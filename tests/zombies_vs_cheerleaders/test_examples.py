"""The named positions of the rules walkthrough each show the rule it is named after."""

from ogrelab.games.zombies_vs_cheerleaders import examples as ex
from ogrelab.games.zombies_vs_cheerleaders.positions import SQUAD, at, cheer, state, texts


def test_modes_and_cards_tables_come_from_the_data():
    """Game Modes: 4, 5 or 6 columns; the Prom adds the last bosses."""
    rows = ex.modes()
    assert [r["columns"] for r in rows] == [4, 5, 6]
    assert [r["barricades"] for r in rows] == [8, 10, 12]
    assert [r["zombies"] + len(r["bosses"].split(", ")) for r in rows] == [24, 30, 36]  # 6 per column
    tables = ex.cards()
    assert {r["cheerleader"] for r in tables["cheerleaders"]} == {
        "Gloria", "Pam", "Clover", "Vanessa", "Sandy", "Samantha"}
    assert len(tables["bosses"]) == 7


def test_strength_two_on_a_damaged_over_intact_pile():
    """Attack a barricade: the damaged card is destroyed, the intact one below becomes damaged."""
    g = ex.strength_two_on_damaged_pile()
    g.play("c1r2 attacks the barricade")
    assert [c["damaged"] for c in state(g)["barricades"][0]] == [True]
    assert state(g)["barricade_discard"] == ["plain barricade"]


def test_strength_two_on_a_cheerleader_with_three_tokens():
    """Attack a cheerleader: 2 hits on 3 tokens leave 1; she is not knocked out."""
    g = ex.strength_two_on_cheerleader()
    g.play("c4r1 attacks Vanessa")
    assert cheer(g, "Vanessa") == {"name": "Vanessa", "energy": 1, "knocked_out": False, "bonus": 0}


def test_a_zombie_that_moved_cannot_attack():
    """A zombie cannot attack if it moved during the same turn."""
    g = ex.moved_zombies_cannot_attack()
    g.play("advance column 1")
    assert at(g, 1, 2)["card"] == "lunch lady"
    assert not any(t.startswith("c1r2") for t in texts(g))
    assert "c2r2 attacks the barricade" in texts(g)


def test_advancing_keeps_gaps_and_blocked_zombies_block_those_behind():
    """Advance: empty spaces are kept; only the zombies that can move do."""
    g = ex.advance_with_gaps()
    g.play("advance column 1")
    assert [r for r in range(2, 7) if at(g, 1, r)] == [2, 4, 5]
    g.play("advance column 2")
    assert [r for r in range(2, 7) if at(g, 2, r)] == [2, 3, 4]


def test_sideways_move_only_when_no_column_can_advance():
    """Special case: a zombie moves to an adjacent column in the same row."""
    g = ex.sideways_move()
    assert not any(t.startswith("advance") for t in texts(g))
    g.play("move c3r3 sideways to column 4")
    assert at(g, 4, 3)["card"] == "bass drum player" and at(g, 3, 3) is None


def test_revealing_is_free():
    """Revealing a zombie does not count as an action; then it may attack."""
    g = ex.reveal_is_free()
    assert "c1r2 attacks the barricade" not in texts(g)
    g.play("reveal c1r2")
    assert state(g)["actions_left"] == 3 and "c1r2 attacks the barricade" in texts(g)


def test_a_turn_passes_after_three_actions():
    """Flow of the Game: each player has 3 actions on a turn."""
    g = ex.last_action_of_the_turn()
    g.play("advance column 1")
    assert g.current_player == 1 and state(g)["actions_left"] == 3


def test_destroyed_special_barricade_is_kept_by_the_zombies():
    """Some barricades show a special action; destroyed, the Zombies keep the card."""
    g = ex.special_barricade_destroyed()
    g.play("c1r2 attacks the barricade")
    assert state(g)["zombies_keep"] == ["Sniper"]


def test_sniper_is_a_strength_two_ranged_attack():
    """Sniper: ranged attack of Strength 2 on a barricade with a baseball player."""
    g = ex.sniper()
    g.play("Sniper: c1r5 throws at the barricade")
    assert len(state(g)["barricades"][0]) == 1 and "Sniper" in state(g)["barricade_discard"]


def test_ziiiiip_advances_a_column_as_close_as_possible():
    """Ziiiiip: advance a whole column as close as possible to a barricade."""
    g = ex.ziiiiip()
    g.play("Ziiiiip column 2")
    assert [r for r in range(2, 9) if at(g, 2, r)] == [2, 3, 4]


def test_fresh_meat_turns_a_column_face_down_but_not_an_injured_teacher():
    """Fresh meat: revealed zombies, except injured teachers, are turned face down."""
    g = ex.fresh_meat()
    g.play("Fresh meat column 3")
    assert "put teacher (face up, injured) at row 2" in texts(g)
    while g.current_player == 0 and state(g)["pending"]:
        g.play(g.legal_actions()[-1])
    ups = [zd["face_up"] for zd in state(g)["zombies"] if zd["column"] == 3]
    assert ups.count(True) == 1 and len(ups) == 4


def test_classes_begin_moves_each_column_up_to_two_spaces():
    """Classes begin: move each column up to 2 spaces forward."""
    g = ex.classes_begin()
    g.play("Classes begin")
    assert at(g, 1, 2)["card"] == "teacher" and at(g, 4, 4)["card"] == "teacher"
    assert at(g, 3, 2)["card"] == "football player" and at(g, 3, 3)["card"] == "baseball player"


def test_return_of_the_zombies_3_places_each_in_a_different_column():
    """Return of the Zombies 3: three of them, each behind a different column."""
    g = ex.return_of_the_zombies_3()
    g.play("Return of the Zombies 3")
    used = []
    for _ in range(3):
        a = next(a for a in g.legal_actions() if not any(f"column {c}" in str(a) for c in used))
        used.append(int(str(a)[-1]))
        g.play(a)
    assert len(set(used)) == 3 and len(state(g)["zombie_discard"]) == 1
    assert "nurse" in state(g)["cheerleaders_keep"]


def test_return_of_the_zombies_4_places_all_behind_one_column():
    """Return of the Zombies 4: four of them behind the last zombie of one column."""
    g = ex.return_of_the_zombies_4()
    g.play("Return of the Zombies 4 behind column 2")
    assert [r for r in range(3, 9) if at(g, 2, r)] == [3, 4, 5, 6]


def test_prom_queen_is_invincible_while_a_boss_is_undefeated():
    """Prom Queen: invincible as long as the other bosses have not been defeated."""
    g = ex.prom_queen()
    assert set(t for t in texts(g) if t.startswith("Prom")) == {"Prom Queen to c1r4", "Prom Queen to c4r5"}
    g.play("Prom Queen to c1r4")
    g.play("end turn")
    g.play("Gloria shoots row 4")
    assert at(g, 1, 4)["card"] == "Prom Queen"


def test_football_player_runs_when_revealed():
    """The football player: when revealed, it advances until it meets an obstacle."""
    g = ex.football_player_runs()
    g.play("reveal c1r6")
    g.play("reveal c2r7")
    assert at(g, 1, 2)["card"] == "football player" and at(g, 2, 5)["card"] == "football player"
    assert state(g)["actions_left"] == 3


def test_baseball_player_ranged_attack_only_on_barricades():
    """The baseball player: ranged attack on the barricade of its column, not on cheerleaders."""
    g = ex.baseball_player_throws()
    assert "c1r5 throws at the barricade" in texts(g) and "c2r1 attacks Pam" in texts(g)
    assert not any(t.startswith("c2r1 throws") for t in texts(g))
    g.play("c1r5 throws at the barricade")
    assert state(g)["barricades"][0][-1]["damaged"]


def test_nerds_climb_and_pin_the_pile():
    """The nerds: climb on a barricade pile; that pile cannot be moved."""
    g = ex.nerds_climb()
    g.play("advance column 2, nerds climb")
    assert at(g, 2, 1)["card"] == "nerds"
    g.play("end turn")
    assert not any(t.startswith(("move barricades 2", "move top barricade 2")) for t in texts(g))


def test_teacher_has_two_lives_but_not_against_a_skull():
    """The teacher: the first hit drops its Strength to 1; a skull destroys it."""
    g = ex.teacher_two_lives()
    g.play("Clover shoots row 3")
    assert at(g, 3, 3)["wounded"]
    g.play("Vanessa shoots row 4")
    assert at(g, 4, 4) is None


def test_bass_drum_player_gives_two_actions():
    """The bass drum player: killed, the Cheerleaders may play it for 2 more actions."""
    g = ex.bass_drum_player()
    g.play("Vanessa shoots row 3")
    left = state(g)["actions_left"]
    g.play("bass drum player: +2 actions")
    assert state(g)["actions_left"] == left + 2


def test_lunch_lady_attacks_once_then_is_destroyed():
    """The lunch lady (Strength 3): after its attack it is automatically destroyed."""
    g = ex.lunch_lady()
    g.play("c1r2 attacks the barricade")
    assert at(g, 1, 2) is None and state(g)["zombie_discard"] == ["lunch lady"]
    assert len(state(g)["barricades"][0]) == 1


def test_a_killed_boss_is_kept_for_its_special_action():
    """If a Boss Zombie is killed, the Cheerleaders keep the card."""
    g = ex.boss_kept_for_its_action()
    g.play("Vanessa shoots row 3")
    assert state(g)["cheerleaders_keep"] == ["teacher's pet"]


def test_cheerleaders_turn_offers_every_kind_of_action():
    """The Cheerleaders' actions: swap, move a barricade, shoot, Clover's ability, boss action."""
    kinds = {a.kind for a in ex.cheerleaders_turn().legal_actions()}
    assert {"swap", "move_pile", "move_top", "shoot", "fire", "recharge", "nurse"} <= kinds


def test_samantha_swapped_away_from_a_threat():
    """Swap: Samantha, knocked out and threatened, swaps with Gloria to avoid losing."""
    g = ex.samantha_swapped_away()
    g.play("swap Gloria and Samantha")
    g.play("end turn")
    assert "c6r1 attacks Gloria" in texts(g)
    g.play("advance column 6")
    assert not g.is_over


def test_move_a_barricade_whole_or_top_card_not_a_pinned_pile():
    """Move a barricade: all or the top card of a pile; a pile under nerds stays."""
    t = texts(ex.move_a_barricade())
    assert "move top barricade 1 onto 3" in t and "move barricades 1 onto 4" in t
    assert not any(x.startswith("move barricades 2") or x.endswith("onto 2") for x in t)


def test_clover_kills_a_football_player_but_not_a_boss():
    """Shoot: Clover's 2 must be strictly higher than the Stamina."""
    g = ex.clover_against_football_and_boss()
    g.play("Clover shoots row 5")
    assert at(g, 3, 5)["card"] == "nurse"
    g.play("Clover recharges")
    g.play("Clover shoots row 3")
    assert at(g, 3, 3) is None


def test_gloria_blast_on_football_nerds_teacher_and_boss():
    """Gloria: a boss at the centre; the blast of 2 kills football and nerds, hurts the teacher."""
    g = ex.gloria_blast()
    g.play("Gloria shoots row 4")
    assert at(g, 2, 4) is None and at(g, 2, 3) is None and at(g, 2, 5) is None
    assert at(g, 1, 4)["wounded"] and at(g, 3, 4)["card"] == "teacher's pet"


def test_pam_flame_through_bass_drum_boss_and_a_running_football_player():
    """Pam: 3 through a bass drum player, 3 through a boss, 1 on a football player, revealed and advancing."""
    g = ex.pam_flame()
    g.play("Pam fires")
    assert at(g, 2, 2)["card"] == "football player" and at(g, 2, 2)["face_up"]
    assert at(g, 2, 6)["card"] == "teacher" and not at(g, 2, 6)["wounded"]
    assert sorted(state(g)["cheerleaders_keep"]) == ["bass drum player", "nurse"]


def test_vanessa_skull_kills_a_boss_at_once():
    """Vanessa: the frisbee can kill a zombie with only one hit."""
    g = ex.vanessa_frisbee()
    g.play("Vanessa shoots row 3")
    assert at(g, 4, 3) is None


def test_clover_recharges_her_slingshot():
    """Clover: an action gets her token back."""
    g = ex.clover_recharges()
    g.play("Clover recharges")
    assert cheer(g, "Clover")["energy"] == 1


def test_sandy_sacrifices_herself():
    """Sandy: even without energy, she is knocked out to kill the zombie in front of her."""
    g = ex.sandy_sacrifices()
    g.play("Sandy sacrifices herself")
    assert cheer(g, "Sandy")["knocked_out"] and at(g, 5, 1) is None


def test_nurse_only_for_a_cheerleader_still_standing():
    """The nurse: one Energy token; a knocked-out cheerleader cannot benefit."""
    t = [x for x in texts(ex.nurse()) if x.startswith("nurse")]
    assert "nurse: Pam +1 energy" not in t and "nurse: Clover +1 energy" in t


def test_teachers_pet_lets_clover_kill_a_boss():
    """The teacher's pet: +1 Strength for one attack."""
    g = ex.teachers_pet()
    g.play("teacher's pet: Clover +1 strength")
    g.play("Clover shoots row 3")
    assert at(g, 3, 3) is None


def test_security_guard_looks_at_five_zombies_for_the_cheerleaders_only():
    """The security guard: look at 5 face-down zombies."""
    g = ex.security_guard()
    g.play("security guard")
    for _ in range(5):
        g.play(g.legal_actions()[0])
    assert g.current_player == 1 and state(g)["pending"] is None
    seen = [zd for zd in g.view(1)["state"]["zombies"] if zd["card"] != "unknown"]
    assert len(seen) == 5


def test_janitor_spends_three_barricade_points():
    """The janitor: repair a damaged barricade or rebuild one from the discard."""
    g = ex.janitor()
    g.play("janitor")
    g.play("repair plain barricade at column 1")
    g.play("rebuild Classes begin at column 2")
    g.play("repair plain barricade at column 3")
    s = state(g)
    assert s["pending"] is None and s["barricades"][1] == [{"card": "Classes begin", "damaged": True, "seen": True}]
    assert not s["barricades"][0][0]["damaged"]


def test_coach_reorganizes_cheerleaders_and_barricades():
    """The coach: freely reorganize the cheerleaders and each barricade card."""
    g = ex.coach()
    g.play("coach")
    assert "Samantha to column 1" in texts(g)
    while g.current_player == 1 and state(g)["pending"]:
        g.play(g.legal_actions()[0])
    assert sorted(c["name"] for c in state(g)["cheerleaders"]) == sorted(SQUAD[6])


def test_principal_moves_back_three_columns_or_rows():
    """The principal: move back 3 columns or rows; the same may be moved again."""
    g = ex.principal()
    g.play("principal")
    g.play("move back column 1")
    g.play("move back row 2")
    g.play("move back row 3")
    assert at(g, 1, 3)["card"] == "teacher" and at(g, 2, 4)["card"] == "lunch lady"
    assert state(g)["pending"] is None


def test_samantha_cannot_attack():
    """Samantha cannot attack, but her 7 tokens sustain attacks."""
    g = ex.samantha_cannot_attack()
    g.play("c6r1 attacks Samantha")
    g.play("end turn")
    assert cheer(g, "Samantha")["energy"] == 4
    assert not any(t.startswith("Samantha") for t in texts(g))


def test_end_zombie_eats_a_knocked_out_cheerleader():
    """End of the Game: a zombie moved on a knocked-out cheerleader wins for the Zombies."""
    g = ex.zombie_eats_cheerleader()
    g.play("advance column 2")
    assert g.result.winners == (0,) and g.result.ending == "eaten"


def test_end_all_zombies_destroyed():
    """End of the Game: the Cheerleaders win if all the zombies are destroyed."""
    g = ex.last_zombie()
    g.play("Vanessa shoots row 5")
    assert g.result.winners == (1,) and g.result.ending == "cleared"


def test_end_clover_out_and_no_energy_left():
    """End of the Game: Clover KO and no energy left anywhere: the Zombies win."""
    g = ex.clover_knocked_out()
    g.play("c1r1 attacks Gloria")
    assert g.result.winners == (0,) and g.result.ending == "clover_out"


def test_end_turn_limit_is_a_draw():
    """Ruling (option turn_limit): a game still going at the limit is a draw."""
    g = ex.turn_limit_reached()
    g.play("end turn")
    assert g.result.draw and g.result.ending == "turn_limit"
