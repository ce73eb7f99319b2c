"""Zombies vs Cheerleaders: rule by rule against the rulebook, the corners the other tests leave open.

Every test builds a hand-written position and names the rulebook section (or the README ruling) it checks.
"""

import pytest

from ogrelab.core import IllegalAction
from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders as ZvC
from test_zombies_vs_cheerleaders_positions import at, b, ch, cheer, position, texts, z

BOSSES = ["coach", "nurse", "security guard", "principal", "janitor", "teacher's pet"]


def state(game):
    return game.to_dict()["state"]


def cards(game):
    return sorted((d["card"], d["column"], d["row"]) for d in state(game)["zombies"])


# ------------------------------------------------------------------ advancing
def test_advance_that_moves_nothing_is_not_offered():
    """Advance: "only those that can are moved"; a row or column where nothing can move is no action (ruling)."""
    g = position([z("nerds", 1, 2, False), z("teacher", 1, 3, False), z("nurse", 2, 5, False)],
                 barricades=[[b()], [], [], []])
    assert "advance column 1" not in texts(g) and "advance row 3" not in texts(g)
    assert "advance column 2" in texts(g) and "advance row 5" in texts(g)


def test_advance_row_two_lets_revealed_nerds_climb():
    """The nerds: "When they are moved, their card can be placed on top of a barricade pile" (a row too)."""
    g = position([z("nerds", 1, 2), z("teacher", 2, 2), z("nerds", 3, 2, False)],
                 barricades=[[b()], [], [b()], []])
    assert "advance row 2, nerds climb" in texts(g)
    g.play("advance row 2, nerds climb")
    assert at(g, 1, 1)["card"] == "nerds" and state(g)["barricades"][0]   # on top of the pile
    assert at(g, 2, 1)["card"] == "teacher"
    assert at(g, 3, 2)["card"] == "nerds"                                  # face down: no climbing (ruling)


def test_a_zombie_that_attacked_blocks_the_row_advance_too():
    """Attack: "If a zombie has attacked, zombies on the same line or column as him will be moved without him"."""
    g = position([z("teacher", 1, 2), z("nerds", 2, 2)], barricades=[[b()], [], [], []])
    g.play("c1r2 attacks the barricade")
    g.play("advance row 2")
    assert at(g, 1, 2)["card"] == "teacher" and at(g, 2, 1)["card"] == "nerds"


def test_sideways_goes_into_a_free_space_of_the_same_row_never_onto_a_pile():
    """Special case: "move a zombie horizontally ... keeping the zombie in the same row" (free space, ruling)."""
    g = position([z("nerds", 2, 1, False)], barricades=[[b()], [], [], []])
    moves = [t for t in texts(g) if "sideways" in t]
    assert moves == ["move c2r1 sideways to column 3"]               # column 1's barricade space is taken
    g.play("move c2r1 sideways to column 3")
    assert at(g, 3, 1)["card"] == "nerds" and at(g, 3, 1)["moved"]


def test_classes_begin_eats_a_knocked_out_cheerleader():
    """Classes begin moves each column forward as an advance: moving onto a knocked-out cheerleader wins (ruling)."""
    g = position([z("nerds", 2, 2, False)], zombies_keep=["Classes begin"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Classes begin")
    assert g.is_over and g.result.winners == (0,) and "Pam" in g.result.reason


def test_zombies_turn_ends_after_the_third_action_without_a_last_reveal():
    """Flow: "Each player has 3 actions on a turn"; revealing is offered alongside the Zombies' decisions (ruling)."""
    g = position([z("nerds", 1, 7, False), z("teacher", 2, 7, False)], actions=1)
    g.play("advance column 1")
    assert g.current_player == 1 and not any(t.startswith("reveal") for t in texts(g))


# ------------------------------------------------------------------ attacking
def test_a_knocked_out_cheerleader_is_not_attacked_again_but_eaten():
    """Advance: "a knocked-out cheerleader is vulnerable"; the zombie in front moves onto her (ruling: no attack)."""
    g = position([z("teacher", 1, 1)], cheerleaders=[ch("Gloria", 0, ko=True), "Pam", "Clover", "Vanessa"])
    assert "c1r1 attacks Gloria" not in texts(g) and "advance column 1" in texts(g)
    with pytest.raises(IllegalAction, match="advance column 1"):
        g.play("c1r1 attacks Gloria")


def test_a_cheerleader_left_at_zero_tokens_is_still_standing():
    """Attacking a cheerleader: knocked out only "If the Strength of the zombie is higher than" her tokens."""
    g = position([z("teacher", 4, 1)], cheerleaders=["Gloria", "Pam", "Clover", ch("Vanessa", 2)])
    g.play("c4r1 attacks Vanessa")
    assert cheer(g, "Vanessa") == {"name": "Vanessa", "energy": 0, "knocked_out": False, "bonus": 0}
    assert "Vanessa" in g.log[-1] and "knocked out" not in g.log[-1]


def test_hits_beyond_the_last_barricade_card_are_lost():
    """Attacking a barricade: each hit damages then destroys the top card; with the pile gone, surplus hits are lost."""
    g = position([z("lunch lady", 2, 2)], barricades=[[], [b()], [], []])
    g.play("c2r2 attacks the barricade")
    assert state(g)["barricades"][1] == [] and state(g)["barricade_discard"] == ["plain barricade"]
    assert cheer(g, "Pam")["energy"] == 4                     # nothing reaches the cheerleader behind


def test_no_melee_attack_on_a_pile_under_nerds_but_a_throw_from_behind():
    """The baseball player: ranged attack on the barricade of its column; the nerds sit on the pile (ruling)."""
    g = position([z("nerds", 1, 1), z("baseball player", 1, 2), z("teacher", 2, 2)],
                 barricades=[[b()], [b()], [], []])
    assert "c1r2 attacks the barricade" not in texts(g)
    assert "c1r2 throws at the barricade" in texts(g)
    g.play("c1r2 throws at the barricade")
    assert state(g)["barricades"][0][0]["damaged"]
    assert not any(t.startswith("c1r2") for t in texts(g))     # the throw was its attack of the turn


def test_a_baseball_player_that_moved_cannot_throw():
    """Attack: "If a zombie is moved (even with a special action) he cannot attack" (the ranged attack too)."""
    g = position([z("baseball player", 1, 6)], barricades=[[b()], [], [], []], zombies_keep=["Sniper"])
    g.play("advance column 1")
    assert not any("throws" in t for t in texts(g))


def test_lunch_lady_who_knocks_out_clover_wins_before_she_leaves():
    """The lunch lady: her attack lands, then she is destroyed; Clover KO with no energy left wins first (ruling)."""
    g = position([z("lunch lady", 3, 1)], cheerleaders=[ch("Gloria", 0), ch("Pam", 0), ch("Clover", 1), ch("Vanessa", 0)])
    g.play("c3r1 attacks Clover")
    assert g.result.winners == (0,) and "Clover" in g.result.reason


# ------------------------------------------------------------------ zombies
def test_football_player_stops_in_front_of_a_cheerleader_even_knocked_out():
    """The football player advances "until it meets an obstacle (... a cheerleader)"; it does not eat (ruling)."""
    g = position([z("football player", 2, 6, False)], cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("reveal c2r6")
    assert at(g, 2, 1)["card"] == "football player" and not g.is_over
    assert state(g)["actions_left"] == 3                          # the reveal and its run are free


def test_football_player_revealed_by_a_blast_survives_and_runs():
    """Gloria's blast reveals the four neighbours; a football player revealed at any time advances (ruling)."""
    g = position([z("bass drum player", 1, 4, False), z("football player", 2, 4, False)], side=1,
                 cheerleaders=["Gloria", "Pam", "Clover", "Vanessa"])
    g.play("Gloria shoots row 4")                                  # blast of Strength 1: 1 is not > Stamina 1
    assert at(g, 2, 4) is None and at(g, 2, 1)["card"] == "football player" and at(g, 2, 1)["face_up"]


def test_the_teacher_token_starts_on_two_when_revealed():
    """The teacher: "When a teacher is revealed, place a Teacher token on side 2"."""
    g = position([z("teacher", 1, 1, False)])
    g.play("reveal c1r1")
    g.play("c1r1 attacks Gloria")
    assert cheer(g, "Gloria")["energy"] == 1


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


# ------------------------------------------------------------------ Pam
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


# ------------------------------------------------------------------ Prom Queen
def test_prom_queen_falls_once_every_boss_is_killed_kept_or_used():
    """Prom Queen: "When all 6 of them have been discarded ... Stamina drops to 1"; a killed, kept boss counts (ruling)."""
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1,
                 cheerleaders_keep=BOSSES[:3], boss_discard=BOSSES[3:5])
    g.play("Clover shoots row 4")
    assert at(g, 3, 4)["card"] == "Prom Queen"                      # the teacher's pet is still out there
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1,
                 cheerleaders_keep=BOSSES[:3], boss_discard=BOSSES[3:])
    g.play("Clover shoots row 4")
    assert at(g, 3, 4) is None and state(g)["prom_queen_killed"]
    assert "Prom Queen" not in state(g)["zombie_discard"]            # she is out of the game


def test_prom_queen_goes_right_behind_a_zombie_only_once():
    """Prom Queen: "place it on any free space behind a zombie" (the space right behind one, ruling)."""
    g = position([z("nerds", 2, 3), z("teacher", 2, 4), z("nurse", 5, 6)], columns=6, zombies_keep=["Prom Queen"])
    assert sorted(t for t in texts(g) if t.startswith("Prom")) == ["Prom Queen to c2r5", "Prom Queen to c5r7"]
    g = position([z("nerds", 2, 3)], columns=6, zombies_keep=["Prom Queen"], prom_queen_killed=True)
    assert not any(t.startswith("Prom") for t in texts(g))


def test_molotov_on_an_invincible_prom_queen_still_explodes():
    """Gloria: the Molotov explodes on its target; the invincible Queen stays, her neighbours take 2 (ruling)."""
    g = position([z("Prom Queen", 1, 4), z("nerds", 1, 5, False), z("nurse", 2, 7)], columns=6, side=1)
    g.play("Gloria shoots row 4")
    assert at(g, 1, 4)["card"] == "Prom Queen" and at(g, 1, 5) is None


# ------------------------------------------------------------------ cheerleaders
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


def test_a_cheerleader_without_energy_cannot_shoot():
    """Shoot: "A cheerleader who has spent all her energy cannot attack anymore"."""
    g = position([z("nerds", 4, 3)], side=1, cheerleaders=["Gloria", "Pam", "Clover", ch("Vanessa", 0)])
    assert not any(t.startswith("Vanessa") for t in texts(g))
    with pytest.raises(IllegalAction, match="Vanessa shoots row 3"):
        g.play("Vanessa shoots row 3")
    assert cheer(g, "Vanessa")["energy"] == 0


def test_shooting_reaches_any_zombie_of_her_column():
    """Shoot: "A cheerleader can attack any zombie located in the same column as hers" (not only the first)."""
    g = position([z("nerds", 4, 2), z("nurse", 4, 8, False)], side=1)
    assert {"Vanessa shoots row 2", "Vanessa shoots row 8"} <= set(texts(g))
    g.play("Vanessa shoots row 8")
    assert at(g, 4, 8) is None and at(g, 4, 2)["card"] == "nerds"


def test_swap_carries_the_teachers_pet_bonus():
    """Swap: "As a cheerleader is moved, she keeps the Energy tokens" (and the +1 waiting for her attack)."""
    g = position([z("nurse", 1, 3), z("nerds", 2, 7)], side=1, cheerleaders_keep=["teacher's pet"],
                 cheerleaders=["Gloria", "Pam", ch("Clover", 1), "Vanessa"])
    g.play("teacher's pet: Clover +1 strength")
    g.play("swap Gloria and Clover")
    g.play("Clover shoots row 3")                                   # 2 + 1 > Stamina 2
    assert at(g, 1, 3) is None


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


# ------------------------------------------------------------------ bosses
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
    assert cards(g) == [("nerds", 1, 4), ("nurse", 2, 5), ("teacher", 1, 5)]
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


def test_bass_drum_player_is_free_even_after_the_last_action():
    """The bass drum player: "play it for free immediately or later" for 2 more actions (ruling: any time in the turn)."""
    g = position([z("nerds", 1, 7)], side=1, actions=1, cheerleaders_keep=["bass drum player"])
    g.play("swap Gloria and Pam")
    assert state(g)["side"] == 1 and state(g)["actions_left"] == 0
    assert g.prompt.startswith("Cheerleaders: no action left: play the bass drum player")
    g.play("bass drum player: +2 actions")
    assert state(g)["actions_left"] == 2 and "bass drum player" not in state(g)["cheerleaders_keep"]


# ------------------------------------------------------------------ barricade actions
def test_return_of_the_zombies_draws_what_the_discard_holds():
    """Return of the Zombies 3: "Shuffle all discarded Zombies ... and draw three"; with two, two come back (ruling)."""
    g = position([z("nerds", 1, 4)], zombies_keep=["Return of the Zombies 3"], zombie_discard=["teacher", "lunch lady"],
                 cheerleaders_keep=["nurse"])
    g.play("Return of the Zombies 3")
    assert sorted(state(g)["pending"]["cards"]) == ["lunch lady", "teacher"]
    assert g.view(1)["state"]["pending"]["cards"] == ["unknown", "unknown"]
    g.play(texts(g)[0])
    g.play(texts(g)[0])
    assert state(g)["pending"] is None and len(state(g)["zombies"]) == 3
    assert state(g)["cheerleaders_keep"] == ["nurse"]              # bosses never come back


def test_return_of_the_zombies_is_not_offered_with_an_empty_discard():
    """Return of the Zombies: it draws discarded zombies; with none, there is nothing to play (ruling)."""
    g = position([z("nerds", 1, 4)], columns=5, zombies_keep=["Return of the Zombies 3", "Return of the Zombies 4"])
    assert not any(t.startswith("Return") for t in texts(g))


def test_fresh_meat_hides_which_card_had_attacked_from_the_cheerleaders():
    """Fresh meat: revealed cards go face down and the column is reorganized: the Cheerleaders lose track of them."""
    g = position([z("teacher", 1, 1), z("nerds", 1, 3), z("football player", 1, 4)], zombies_keep=["Fresh meat"])
    g.play("c1r1 attacks Gloria")
    g.play("Fresh meat column 1")
    seen = g.view(1)["state"]["pending"]["cards"]
    assert all(c["card"] == "unknown" and not c["attacked"] and not c["moved"] for c in seen)
    g.play("put nerds at row 1")
    g.play("put teacher (attacked) at row 3")
    view = g.view(1)["state"]["zombies"]
    assert all(v["card"] == "unknown" and not v["attacked"] for v in view)
    assert at(g, 1, 3)["attacked"]                                  # the rule still knows it attacked
    assert "a face-down zombie goes to c1r3" in " ".join(g.log) and "teacher" not in " ".join(g.log[-3:])
    world = ZvC.determinize(g.view(1), seed=2)
    assert world.view(1) == g.view(1)


# ------------------------------------------------------------------ end of game
def test_both_endings_at_once_the_cheerleaders_win():
    """End: "The Cheerleaders player wins immediately if all the zombies are destroyed" is checked first (ruling)."""
    g = position([z("nerds", 1, 3)], side=1,
                 cheerleaders=[ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0)])
    g.play("Gloria shoots row 3")
    assert g.result.winners == (1,)


def test_samanthas_tokens_keep_the_cheerleaders_in_the_game():
    """End: Clover KO and "no other cheerleader has Energy tokens"; Samantha's tokens count (ruling)."""
    g = position([z("nerds", 1, 3), z("nerds", 2, 5)], columns=6, side=1,
                 cheerleaders=[ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0),
                               ch("Sandy", 0), ch("Samantha", 2)])
    g.play("Gloria shoots row 3")
    assert not g.is_over


def test_sandy_sacrifice_can_be_the_last_straw():
    """End: Sandy knocked out by her own acid; if Clover is KO and nobody has energy, the Zombies win."""
    g = position([z("nerds", 5, 1), z("nerds", 2, 5)], columns=5, side=1,
                 cheerleaders=[ch("Gloria", 0), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0), ch("Sandy", 0)])
    g.play("Sandy sacrifices herself")
    assert g.result.winners == (0,)

