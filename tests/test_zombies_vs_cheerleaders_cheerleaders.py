"""Zombies vs Cheerleaders: the Cheerleaders' actions, their weapons, the bosses and the end of the game."""

import ogrelab
from test_zombies_vs_cheerleaders_positions import at, b, ch, cheer, position, texts, z

SIX = ["Gloria", "Pam", "Clover", "Vanessa", "Sandy", "Samantha"]


def state(game):
    return game.to_dict()["state"]


# ------------------------------------------------------------------ actions
def test_swap_keeps_tokens_and_moves_a_knocked_out_cheerleader():
    """Swap, example: Samantha, knocked out and threatened, swaps with Gloria who still has energy."""
    g = position([z("teacher", 6, 1)], columns=6, side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa", "Sandy", ch("Samantha", 0, ko=True)])
    g.play("swap Gloria and Samantha")
    assert state(g)["cheerleaders"][5] == {"name": "Gloria", "energy": 3, "knocked_out": False, "bonus": 0}
    assert state(g)["cheerleaders"][0]["name"] == "Samantha"
    g.play("end turn")
    assert "advance column 6" not in texts(g) and not g.is_over


def test_move_a_whole_pile_or_its_top_card():
    """Move a barricade: all of a pile, or only its top card, onto a free space or another pile."""
    g = position([z("nerds", 1, 6)], side=1, barricades=[[b(), b("plain barricade", True)], [], [b()], []])
    g.play("move top barricade 1 onto 2")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]
    assert st["barricades"][1] == [{"card": "plain barricade", "damaged": True, "seen": True}]
    g.play("move barricades 3 onto 2")
    assert len(state(g)["barricades"][1]) == 2 and state(g)["barricades"][2] == []
    assert "move top barricade 1 onto 2" not in texts(g)      # a single card moves as a whole pile


def test_shoot_reveals_the_target_and_spends_a_token():
    """Shoot: a face-down target is flipped; a token is spent; no token, no attack."""
    g = position([z("football player", 3, 5, False), z("nerds", 3, 7, False)], side=1)
    g.play("Clover shoots row 5")
    assert at(g, 3, 5) is None and state(g)["zombie_discard"] == ["football player"]
    assert cheer(g, "Clover")["energy"] == 0
    assert not any(t.startswith("Clover shoots") for t in texts(g))


def test_strength_must_be_strictly_higher_than_stamina():
    """Shoot: the Strength must be strictly higher than the Stamina; else the zombie stays, face up."""
    g = position([z("nurse", 5, 3, False), z("nerds", 1, 7)], columns=5, side=1)
    g.play("Sandy shoots row 3")
    assert at(g, 5, 3)["card"] == "nurse" and at(g, 5, 3)["face_up"]


def test_worked_example_clover_kills_a_football_player_not_a_boss():
    """Example: Clover (Strength 2) eliminates a Football player (Stamina 1) but not a Boss (Stamina 2)."""
    g = position([z("football player", 3, 2), z("nurse", 3, 4), z("nerds", 1, 6)], side=1,
                 cheerleaders=["Gloria", "Pam", ch("Clover", 2), "Vanessa"])
    g.play("Clover shoots row 2")
    assert at(g, 3, 2) is None
    g.play("Clover shoots row 4")
    assert at(g, 3, 4)["card"] == "nurse"


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


# ------------------------------------------------------------------ weapons
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


# ------------------------------------------------------------------- bosses
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


# -------------------------------------------------------------- end of game
def test_cheerleaders_win_when_all_zombies_are_destroyed():
    """End: the Cheerleaders win immediately if all the zombies are destroyed."""
    g = position([z("football player", 4, 3)], side=1)
    g.play("Vanessa shoots row 3")
    assert g.is_over and g.result.winners == (1,)


def test_clover_knocked_out_and_no_energy_left_zombies_win():
    """End: if Clover is KO and no other cheerleader has energy, the Zombies win."""
    ko = [ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0)]
    g = position([z("nerds", 1, 3), z("nerds", 2, 5)], side=1, cheerleaders=ko)
    g.play("Gloria shoots row 3")
    assert g.is_over and g.result.winners == (0,) and "Clover" in g.result.reason
    g = position([z("teacher", 1, 1)], cheerleaders=ko)
    g.play("c1r1 attacks Gloria")
    assert g.is_over and g.result.winners == (0,)


def test_turn_limit_ends_in_a_draw():
    """Option turn_limit: random play always ends; at the limit the game is a draw."""
    g = position([z("nerds", 1, 7)], turn_limit=2)
    g.play("end turn")
    g.play("end turn")
    assert g.is_over and g.result.draw


# -------------------------------------------------------------------- set-up
def test_modes_use_their_cards():
    """Modes: 4, 5 or 6 columns of 6 zombie cards, 2 barricades per pile; every mode has bosses."""
    for cols, bosses in ((4, 2), (5, 4), (6, 6)):
        g = ogrelab.new_game("zombies_vs_cheerleaders", seed=3, columns=cols)
        st = g.to_dict()["state"]
        assert len(st["zombies"]) == 6 * cols and all(len(p) == 2 for p in st["barricades"])
        assert [c["name"] for c in st["cheerleaders"]] != [] and len(st["cheerleaders"]) == cols
        names = [zd["card"] for zd in st["zombies"]]
        assert sum(n in ("coach", "nurse", "security guard", "principal", "janitor", "teacher's pet")
                   for n in names) == bosses


def test_setup_as_decisions():
    """Set-up: barricade piles, the cheerleaders' order, then the zombie player's face-down columns."""
    g = ogrelab.new_game("zombies_vs_cheerleaders", seed=4, auto_setup=False)
    assert g.current_player == 1 and texts(g) == ["deal the barricades in piles of two"]
    g.play("deal the barricades in piles of two")
    g.play("Vanessa to column 1")
    g.play("Pam to column 2")
    g.play("Clover to column 3")                     # Gloria takes the last place
    assert [c["name"] for c in state(g)["cheerleaders"]] == ["Vanessa", "Pam", "Clover", "Gloria"]
    assert g.current_player == 0 and "put nerds at c1r3" in texts(g)
    g.play("put lunch lady at c1r3")
    assert g.view(1)["state"]["zombies"][0]["card"] == "unknown"
    while g.current_player == 0 and state(g)["pending"]:
        g.play(texts(g)[0])
    assert len(state(g)["zombies"]) == 24 and state(g)["side"] == 0
