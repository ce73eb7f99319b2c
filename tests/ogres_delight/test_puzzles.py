"""Puzzles: each section of the rules walkthrough asks the reader to play the rule it teaches."""

from __future__ import annotations

import json

from ogrelab import lessons
from puzzle_previews import outcome_words
from tests.test_rules_notebooks import NOTEBOOKS

GAME = "ogres_delight"


def _headings() -> list[str]:
    nb = json.loads((NOTEBOOKS / GAME / "rules.ipynb").read_text())
    return [line[3:].strip() for cell in nb["cells"] if cell["cell_type"] == "markdown"
            for line in "".join(cell["source"]).splitlines() if line.startswith("## ")]


def test_every_section_a_player_acts_on_has_a_puzzle():
    """Every section of the walkthrough but the rulings table (no rule to act on) ends with a puzzle."""
    taught = set(lessons.sections(GAME))
    sections = [h for h in _headings() if not h.startswith("Rulings")]
    assert [h for h in sections if h not in taught] == []
    assert taught <= set(sections)


def test_the_rich_sections_have_several_puzzles():
    """Skills and events are where the rules are rich: Events and Transmutations ask more than once."""
    by = lessons.sections(GAME)
    assert len(by["Events"]) >= 4 and len(by["Transmutations"]) >= 2 and len(by["Stealth"]) >= 2


def test_transmutation_turns_a_physical_amplification_into_magic():
    """Transmutations: "This also applies to all amplification effects": Heavy Swing's +3 adds to a
    Hex Bolt turned by Arcane Infusion (4 + 2 + 3), and passing leaves 6."""
    p = lessons.puzzle(GAME, "a-swing-turned-to-magic")
    right = p.attempt(["play Heavy Swing", "pass"])
    assert right.solved and any("takes 9 damage" in e for e in right.events)
    wrong = p.attempt(["pass"])
    assert not wrong.solved and "lost 6 hit points (54 left); the goal was a loss of 9 or more" in wrong.reply


def test_block_comes_before_vulnerable_in_a_puzzle_reply():
    """Resolution: immunities come before Vulnerable: Iron Skin's Block leaves nothing to double."""
    p = lessons.puzzle(GAME, "nothing-doubled-is-nothing")
    assert p.attempt(["play Iron Skin", "pass"]).solved
    assert p.attempt(["pass"]).reply == ("Not solved. Gorm Ironhide has fallen; "
                                         "the goal was that Gorm Ironhide is still standing.")


def test_a_puzzle_of_a_hidden_hand_is_posed_in_what_the_seat_sees():
    """Stealth: the boss sees Pip's foundation only as a face-down card; the puzzle starts from that view."""
    p = lessons.puzzle(GAME, "read-the-face-down-card")
    _, g = p.begin()
    assert g.view(p.seat)["state"]["cast"]["skills"][0]["skill"] is None
    assert p.solved_by(["play Bone Shield", "pass"]) and not p.solved_by(["play Undying", "pass"])


OUTCOME = (r"\bkills\b", r"takes (\d+|no) damage", r"\bheals\b", r"\brevives\b", r"\(\d+/\d+ hp\)", r"no change", r"\bstuns\b",
           r"interrupts", r"face up", r"\bdraw\b")


def test_cast_a_puzzle_preview_says_the_skill_and_its_targets_never_what_it_deals():
    """Cast: in a puzzle, hovering a cast or a reactive says which skill goes at whom, not the damage, the
    healing, who falls or what events strike (the whole preview, on a game's board, says all that)."""
    told, leaks = outcome_words("ogres_delight", OUTCOME)
    assert told and not leaks, leaks[:3]
