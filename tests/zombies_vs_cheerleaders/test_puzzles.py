"""The puzzles teach the rule they name: the tempting wrong move fails for that rule's reason."""

from __future__ import annotations

from ogrelab import lessons
from puzzle_previews import outcome_words

GAME = "zombies_vs_cheerleaders"


def puzzle(pid):
    return lessons.puzzle(GAME, pid)


def test_every_section_that_asks_a_decision_has_a_puzzle():
    """Every rulebook section a player acts on ends with at least one puzzle; Components and Game Modes ask none."""
    sections = {p.section for p in lessons.puzzles(GAME, mined=False)}
    for s in ["Aim of the Game", "Principle of the Game", "Game Setup", "Flow of the Game",
              "Detailed Description of the Zombie Actions", "1. Advance an entire column or row",
              "2. Attack a barricade or a cheerleader", "Special Actions from the Barricades", "The Zombies",
              "The Boss Zombies", "1. Swap the positions of two cheerleaders", "2. Move a barricade", "3. Shoot",
              "4. Use Clover's or Sandy's ability", "Special Actions from the Boss Zombies", "The Cheerleaders",
              "End of the Game"]:
        assert s in sections, s


def test_puzzles_play_both_sides():
    seats = [p.seat for p in lessons.puzzles(GAME, mined=False)]
    assert seats.count(0) >= 8 and seats.count(1) >= 8


def test_ziiiiip_never_eats_but_classes_begin_does():
    """Ziiiiip: "as close as possible to ... a cheerleader"; Classes begin moves columns as normal advances."""
    p = puzzle("barricade-actions-classes-begin")
    assert not p.solved_by(["Ziiiiip column 2"])
    assert p.attempt(["Classes begin"]).game.outcome == "The Zombies win: a zombie ate Pam"


def test_a_teacher_survives_her_first_hit():
    """The teacher: "The first time this zombie is hit, it is not killed but its Strength drops down to 1"."""
    a = puzzle("zombies-teacher-two-lives").attempt(["Clover shoots row 1"])
    assert "The teacher at c3r1 is injured: its Strength drops to 1" in a.events
    assert not a.solved and "Clover loses 0 energy and is knocked out" in a.why


def test_spending_the_last_token_with_clover_out_loses_at_once():
    """End of the Game: Clover KO and no energy left; checked after the Cheerleaders' own action too."""
    a = puzzle("end-keep-a-token").attempt(["Gloria shoots row 1"])
    assert a.done and not a.solved
    assert a.game.outcome == "The Zombies win: Clover is knocked out and no cheerleader has energy left"


def test_a_boss_blast_does_not_kill_a_boss():
    """Gloria: the blast equals the target's Strength; a boss's 2 is not higher than a boss's Stamina 2."""
    p = puzzle("cheerleaders-gloria-blast")
    assert not p.solved_by(["Gloria shoots row 4"]) and p.solved_by(["Gloria shoots row 5"])


OUTCOME = (r"\bkills?\b", r"knocked out", r"\bwin\b", r"\beats\b", r"\bdestroys\b", r"\bdamages\b",
           r"withstands", r"energy left", r"\bunhurt\b", r"\binjures\b", r"\d+ zombies? one space", r"she stands")


def test_aim_of_the_game_a_puzzle_preview_says_the_attack_never_who_falls():
    """Aim of the Game: in a puzzle, hovering an advance, an attack or a shot says who moves or strikes at
    what, with which Strength, not who is killed, knocked out or eaten, nor the win."""
    told, leaks = outcome_words("zombies_vs_cheerleaders", OUTCOME)
    assert told and not leaks, leaks[:3]
