"""The Ogre Bash puzzles teach what they say: the rule decides the answer, not the reply bot's luck."""

from __future__ import annotations

import copy

import pytest

from ogrelab import lessons
from ogrelab.core.rng import seed_state
from puzzle_previews import outcome_words


def puzzle(pid):
    return lessons.puzzle("ogre_bash", pid)


def fails_whatever_follows(p, first):
    found, complete = p.search(first=first, nodes=3000)
    return complete and not found


def reseeded(p, seed):
    """The same puzzle with another seed: other random takes and draws."""
    d = p.to_dict()
    d["position"] = copy.deepcopy(d["position"])
    d["position"]["seed"] = seed
    d["position"]["rng"] = seed_state(seed)
    return lessons.Puzzle("ogre_bash", d)


@pytest.mark.parametrize("pid,wrong", [
    # Play: "If you have a winning hand and this is not your first turn" -- a bash card gives one away
    ("no-declaring-on-the-first-turn", "play Bash Right (Gnash)"),
    # Bash Left: with Bash Left the card picked up comes from the player on the right
    ("bash-left-brings-cards-from-the-right", "play Bash Across (Crash)"),
    ("bash-left-brings-cards-from-the-right", "play Bash Right (Gnash)"),
    # Bash Across, three players: a Bash Right costs a card of the four
    ("across-with-three-players", "play Bash Right (Gnash)"),
    # My Ear!: "nothing happens", but Ouch My Ear! needs one
    ("ouch-keep-your-ear", "play My Ear!"),
    # Winning the Hand: without a winning hand "you lose your turn"
    ("almost-is-not-a-win", "declare win"),
    ("me-me-wild-has-no-ogre", "declare win"),
])
def test_the_wrong_move_fails_whatever_follows(pid, wrong):
    assert fails_whatever_follows(puzzle(pid), wrong)


def test_hurt_bad_takes_from_the_player_chosen():
    """Hurt Bad: "Choose a player and take one random card": only seat 2 holds Wild Bash."""
    p = puzzle("hurt-the-right-player")
    assert p.solved_by(["play Hurt Bad", "hurt seat 2", "discard My Ear!"])
    for seat in (1, 3):
        assert not p.solved_by(["play Hurt Bad", f"hurt seat {seat}", "discard My Ear!"])


def test_steal_wins_whatever_is_taken():
    """Steal: every take is random, and the player on your right takes from you last."""
    p = puzzle("steal-whatever-is-taken")
    for seed in range(8):
        assert reseeded(p, seed).solved_by(["play Steal"]), seed


def test_go_bash_gets_only_the_direction_named():
    """Go Bash: the asked player gives a card of the direction named; Seat 2's only Bash Right is Percy's."""
    p = puzzle("go-bash-name-the-direction")
    assert p.solved_by(["play Go Bash", "ask seat 2 for Bash Right", "give My Ear!"])
    for other in ("Left", "Across"):
        assert not p.solved_by(["play Go Bash", f"ask seat 2 for Bash {other}", "give My Ear!"])


def test_wild_bash_called_right_brings_the_card_from_the_left():
    """Wild Bash: "Play as if you had put down that kind of Bash card"; Right brings seat 1's card."""
    p = puzzle("wild-bash-call-it")
    assert p.solved_by(["play Wild Bash", "bash right", "pass Bash Across (Crash)"])
    for d in ("left", "across"):
        assert not p.solved_by(["play Wild Bash", f"bash {d}", "pass Bash Across (Crash)"])


def test_bashful_needs_no_wild():
    """Bashful: "Five Bash Right ... with no Wild Bash cards"; keeping the Wild Bash is only a Wild Bash hand."""
    p = puzzle("bashful-no-wild")
    a = p.attempt(["play Hurt Bad", "hurt seat 2", "discard Bash Right (Trash)"])
    assert a.done and not a.solved
    assert a.reply.startswith("Not solved. You end the turn holding Bash Right (Crash), Bash Right (Trash), ")
    assert a.reply.endswith(", Wild Bash; the goal was that you end the turn holding a Bashful: five Bash Right and "
                            "no Wild Bash.")


def test_a_wrong_try_says_why_in_the_games_words():
    """Winning the Hand: the reply says what happened, in the log's words, and what the goal needed."""
    a = puzzle("almost-is-not-a-win").attempt(["declare win"])
    assert a.reply.startswith("Not solved. Seat 0 declares a win but shows no winning hand")
    assert a.reply.endswith("; the goal was that you keep your turn.")


OUTCOME = (r"wins the (hand|game)", r"\d+ fists?", r"\d+ in all", r"wins nothing", r"turn is lost", r"deals the next hand",
           r"turn limit ends")


def test_winning_the_hand_a_puzzle_preview_shows_the_hand_never_what_it_wins():
    """Winning the Hand: in a puzzle, hovering "declare win" says that the hand is shown, not whether it wins,
    how many fists it brings or who wins the game (the whole preview, on a game's board, says all that)."""
    told, leaks = outcome_words("ogre_bash", OUTCOME)
    assert told and not leaks, leaks[:3]
