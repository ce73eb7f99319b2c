"""Ogre Cheerleaders puzzles: each one teaches its rulebook section from what the seat may know."""

from __future__ import annotations

import re

import pytest

from ogrelab import lessons
from puzzle_previews import outcome_words

NAME = "ogre_cheerleaders"
PUZZLES = lessons.puzzles(NAME, mined=False)
CARD = re.compile(r"\b\d+-[A-Z][a-z]+\b")


def seen(p) -> set[str]:
    """The cards the puzzle's seat sees when it first decides: field, bench, its hand, known cards, piles."""
    _, g = p.begin()
    st = g.view(p.seat)["state"]
    cards = set(st["field"]) | set(st["bench"]) | set(st["known"]) | set(sum(st["piles"], []))
    return cards | set(st["hands"][p.seat])


@pytest.mark.parametrize("p", PUZZLES, ids=[p.id for p in PUZZLES])
def test_goal_and_hints_name_only_cards_the_seat_sees(p):
    """Hands and the deck are hidden; 'players may look at the cards on the bench at any time'."""
    named = set(CARD.findall(" ".join([p.goal, *p.hints])))
    assert named <= seen(p), f"{p.id} names {sorted(named - seen(p))}, which seat {p.seat} cannot see"


def test_every_card_effect_has_a_puzzle_that_plays_it():
    """Ogre Card effects: a puzzle for each value's effect, 1 to 10, whose solution plays that card first."""
    played = set()
    for p in lessons.puzzles(NAME, section="Ogre Card effects"):
        for line in p.solutions:
            played.add(int(line[0].split()[1].split("-")[0]))
    assert played == set(range(1, 11))


def test_the_hints_end_nearly_at_the_answer():
    """Each puzzle has two hints or more: a gentle one first, the last one naming the card to play."""
    for p in PUZZLES:
        assert len(p.hints) >= 2, p.id
        assert any(line[0].split()[1] in p.hints[-1] for line in p.solutions), p.id


OUTCOME = (r"\bscores\b", r"\d+ points?", r"the game ends", r"field is cleared", r"bonus play", r"turn ends",
           r"formations overlap")


def test_scoring_phase_a_puzzle_preview_says_where_the_card_goes_never_what_scores():
    """#2 Scoring Phase: in a puzzle, hovering a move says where the card goes and what its effect does, not
    which formations score, for how many points, a cleared field or the end of the game."""
    told, leaks = outcome_words("ogre_cheerleaders", OUTCOME)
    assert told and not leaks, leaks[:3]
