"""Detailed Description of the Zombie Actions: 1. Advance an entire column or row, 2. Attack a
barricade or a cheerleader (3. Play a special action is in test_barricade_special_actions)."""

import random

import pytest

import ogrelab
from ogrelab.core import IllegalAction
from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, cheer, position, state, texts, z


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


def test_sideways_move_only_when_no_column_can_advance():
    """Special case: if no column can advance, one zombie moves to an adjacent column, same row."""
    g = position([z("nerds", 1, 1, False), z("teacher", 3, 5, False)])
    assert not any(t.startswith("move c") for t in texts(g))
    g = position([z("nerds", 1, 1, False)])
    assert "move c1r1 sideways to column 2" in texts(g)
    g.play("move c1r1 sideways to column 2")
    assert at(g, 2, 1)["card"] == "nerds" and state(g)["actions_left"] == 2


def test_only_revealed_zombies_attack_and_revealing_is_free():
    """Attack: "a zombie must be revealed"; revealing "does not count as an action"."""
    g = position([z("teacher", 1, 1, False)])
    assert "c1r1 attacks Gloria" not in texts(g)
    g.play("reveal c1r1")
    assert state(g)["actions_left"] == 3 and at(g, 1, 1)["face_up"]
    assert "c1r1 attacks Gloria" in texts(g)


@pytest.mark.parametrize("columns", [4, 5, 6])
def test_after_a_free_reveal_the_zombies_are_offered_what_the_position_offers(columns):
    """Revealing "does not count as an action": the Zombies go on, and are offered what a fresh
    reading of the position offers (after a reveal that opens nothing new, the game keeps the
    choices it offered before, less that reveal, and with the attack or throw the revealed zombie
    now offers put among the others)."""
    rng = random.Random(columns)
    kept = kept_with_attack = 0
    for seed in range(12):
        g = ogrelab.new_game("zombies_vs_cheerleaders", seed=seed, columns=columns)
        while not g.is_over:
            legal = g.legal_actions()
            reveals = [a for a in legal if a.kind == "reveal"]
            a = rng.choice(reveals) if reveals and rng.random() < 0.6 else rng.choice(legal)
            g.play(a)
            if a.kind == "reveal":
                kept += g._quiet is not None
                kept_with_attack += g._quiet is not None and any(
                    x.kind in ("attack", "throw") and tuple(x.args[:2]) == tuple(a.args) for x in g.legal_actions())
                fresh = ogrelab.from_dict(g.to_dict())
                assert [(x.text, x.on) for x in g.legal_actions()] == [(x.text, x.on) for x in fresh.legal_actions()]
    assert kept > 50 and kept_with_attack > 5


@pytest.mark.parametrize("columns", [4, 5, 6])
def test_after_an_attack_a_throw_a_barricade_move_or_the_bass_drum_the_side_is_offered_what_the_position_offers(
        columns):
    """Flow of the Game: a side's three actions one after another. After an attack or a throw that
    took away nothing but itself, a move of barricades, or the bass drum player played with actions
    left, the game keeps the choices it offered before (``turns.QUIET``); they must be what a fresh
    reading of the position offers."""
    kinds = ("attack", "throw", "move_pile", "move_top", "bass drum")
    rng = random.Random(100 + columns)
    kept = dict.fromkeys(kinds, 0)
    for seed in range(40):
        g = ogrelab.new_game("zombies_vs_cheerleaders", seed=seed, columns=columns)
        while not g.is_over:
            legal = g.legal_actions()
            wanted = [a for a in legal if a.kind in kinds]
            a = rng.choice(wanted) if wanted and rng.random() < 0.5 else rng.choice(legal)
            g.play(a)
            if a.kind in kinds and not g.is_over:
                kept[a.kind] += g._quiet is not None
                fresh = ogrelab.from_dict(g.to_dict())
                assert [(x.text, x.on) for x in g.legal_actions()] == [(x.text, x.on) for x in fresh.legal_actions()]
    assert all(kept[k] > 0 for k in kinds), kept


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


def test_advance_that_moves_nothing_is_not_offered():
    """Advance: "only those that can are moved"; a row or column where nothing can move is no action (ruling)."""
    g = position([z("nerds", 1, 2, False), z("teacher", 1, 3, False), z("nurse", 2, 5, False)],
                 barricades=[[b()], [], [], []])
    assert "advance column 1" not in texts(g) and "advance row 3" not in texts(g)
    assert "advance column 2" in texts(g) and "advance row 5" in texts(g)


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


def test_a_baseball_player_that_moved_cannot_throw():
    """Attack: "If a zombie is moved (even with a special action) he cannot attack" (the ranged attack too)."""
    g = position([z("baseball player", 1, 6)], barricades=[[b()], [], [], []], zombies_keep=["Sniper"])
    g.play("advance column 1")
    assert not any("throws" in t for t in texts(g))


def test_attack_preview_on_a_pile_names_only_cards_already_shown():
    """Attacking a barricade: "If it is intact, the barricade becomes damaged ... If it is already damaged
    ..., it is destroyed"; an intact card never shown is "the card below", whatever it is."""
    g = position([z("teacher", 1, 2)], barricades=[[b(), b("Sniper", True)], [], [], []])
    assert g.preview("c1r2 attacks the barricade") == (
        "the teacher hits barricade pile 1 with Strength 2: destroys the damaged Sniper, then damages the card below")
    g = position([z("lunch lady", 1, 2)], barricades=[[b(), b()], [], [], []])
    assert g.preview("c1r2 attacks the barricade") == (
        "the lunch lady hits barricade pile 1 with Strength 3: damages the top card, then destroys that card, "
        "then damages the card below; the lunch lady is then destroyed")


def test_advance_preview_counts_the_zombies_that_move_and_warns_of_a_meal():
    """1. Advance: "only those that can are moved"; onto a knocked-out cheerleader, the Zombies win."""
    g = position([z("nerds", 1, 3), z("nerds", 1, 4), z("nerds", 1, 6), z("teacher", 2, 1)],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    assert g.preview("advance column 1") == "column 1 advances: 3 zombies one space forward"
    assert g.preview("advance column 2") == "the zombie at c2r1 eats the knocked-out Pam: the Zombies win"
    assert g.decision.rule == "zombies' turn" and g.decision.section == "Flow of the Game"
