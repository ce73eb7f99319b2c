"""Winning Hands: "The fist count is the score for that hand" - Wild Bash, Bashful, Me, Me, Me, Me, Me,
Family Portrait, Ouch My Ear! and Ogre Bash, each with its fists."""

from __future__ import annotations

import pytest

from ogrelab.games.ogre_bash import winning_hand
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import A, L, R, fits, position


def test_wild_bash_hand_scores_one_fist():
    """Winning Hands, Wild Bash: "Five of the same Bash ... with a Wild Bash in place of one or more" - 1 fist."""
    assert winning_hand([L("Crash"), L("Crash"), L("Smash"), "Wild Bash", "Wild Bash"]) == ("Wild Bash", 1)


def test_bashful_scores_two_fists():
    """Winning Hands, Bashful: "Five Bash Right, Five Bash Left or Five Bash Across cards with no Wild" - 2 fists."""
    assert winning_hand([R("Crash"), R("Crash"), R("Smash"), R("Smash"), R("Percy")]) == ("Bashful", 2)


def test_me_me_me_me_me_scores_three_fists():
    """Winning Hands, Me, Me, Me, Me, Me: "Five bash cards ... with the same Ogre Name" - 3 fists."""
    assert winning_hand([L("Gnash"), L("Gnash"), R("Gnash"), A("Gnash"), A("Gnash")]) == ("Me, Me, Me, Me, Me", 3)


def test_family_portrait_scores_three_fists():
    """Winning Hands, Family Portrait: "One bash card of each Ogre" - 3 fists."""
    assert winning_hand([L("Crash"), R("Gnash"), A("Smash"), L("Trash"), R("Percy")]) == ("Family Portrait", 3)


def test_ouch_my_ear_scores_four_fists():
    """Winning Hands, Ouch My Ear!: "Five Ouch cards ... At least one of these cards must be a My Ear!" - 4 fists."""
    assert winning_hand(["Steal", "Hurt Bad", "Fix Club", "Go Bash", "My Ear!"]) == ("Ouch My Ear!", 4)
    assert winning_hand(["My Ear!"] * 4 + ["Big Bash"]) == ("Ouch My Ear!", 4)


def test_ogre_bash_scores_five_fists():
    """Winning Hands, Ogre Bash: "Five Bashes of the same direction, each with a different Ogre" - 5 fists."""
    assert winning_hand([A(o) for o in OGRES]) == ("Ogre Bash", 5)


def test_a_hand_that_fits_several_scores_the_highest():
    """Ruling: a hand that fits several winning hands scores the highest (Ogre Bash is also Bashful and
    a Family Portrait)."""
    cards = [L(o) for o in OGRES]
    assert set(fits(cards)) == {"Ogre Bash", "Bashful", "Family Portrait"}
    assert winning_hand(cards) == ("Ogre Bash", 5)


def test_me_me_me_with_one_direction_fits_bashful_too():
    """A custom deck with five copies of one bash card: Me, Me, Me, Me, Me and Bashful; the 3 fists count."""
    cards = [R("Trash")] * 5
    assert set(fits(cards)) == {"Me, Me, Me, Me, Me", "Bashful"}
    assert winning_hand(cards) == ("Me, Me, Me, Me, Me", 3)


@pytest.mark.parametrize("cards", [
    ["Wild Bash"] * 5,                                                   # no bash card at all
    [L("Crash"), R("Crash"), "Wild Bash", "Wild Bash", "Wild Bash"],     # two directions
    [L("Crash"), L("Gnash"), L("Smash"), "Wild Bash", "Steal"],          # an Ouch card
    [L("Crash"), L("Gnash"), L("Smash"), L("Trash"), "My Ear!"],
])
def test_wild_bash_edge_cases_that_do_not_win(cards):
    """Ruling, Wild Bash hand: all non-wild cards are bashes of one direction, at least one wild and one not."""
    assert winning_hand(cards) is None


def test_wild_bash_with_four_wilds_and_one_bash_wins():
    """Wild Bash: a Wild Bash "in place of one or more" - even four of them."""
    assert winning_hand(["Wild Bash"] * 4 + [A("Percy")]) == ("Wild Bash", 1)


def test_a_wild_bash_never_completes_ogre_bash_family_or_me():
    """Ogre Bash, Family Portrait and Me need five bash cards: a Wild Bash only makes the Wild Bash hand."""
    assert winning_hand([L("Crash"), L("Gnash"), L("Smash"), L("Trash"), "Wild Bash"]) == ("Wild Bash", 1)
    assert winning_hand([L("Crash"), R("Gnash"), A("Smash"), L("Trash"), "Wild Bash"]) is None
    assert winning_hand([L("Crash"), R("Crash"), A("Crash"), L("Crash"), "Wild Bash"]) is None


def test_ouch_cards_without_my_ear_do_not_win():
    """Ouch My Ear!: "At least one of these cards must be a My Ear! card." """
    assert winning_hand(["Steal", "Hurt Bad", "Fix Club", "Go Bash", "Big Bash"]) is None


def test_family_portrait_needs_five_different_ogres():
    """Family Portrait: one bash card of each of the five ogres."""
    assert winning_hand([L("Crash"), R("Gnash"), A("Smash"), L("Trash"), R("Trash")]) is None


@pytest.mark.parametrize("cards,name,fists", [
    ([L("Crash"), L("Crash"), L("Smash"), "Wild Bash", "Wild Bash"], "Wild Bash", 1),
    ([A("Crash"), A("Crash"), A("Smash"), A("Smash"), A("Percy")], "Bashful", 2),
    ([L("Gnash"), L("Gnash"), R("Gnash"), A("Gnash"), A("Gnash")], "Me, Me, Me, Me, Me", 3),
    ([L("Crash"), R("Gnash"), A("Smash"), L("Trash"), R("Percy")], "Family Portrait", 3),
    (["Steal", "Hurt Bad", "Fix Club", "Go Bash", "My Ear!"], "Ouch My Ear!", 4),
    ([R(o) for o in OGRES], "Ogre Bash", 5),
])
def test_declaring_each_winning_hand_scores_its_fists(cards, name, fists):
    """Winning the Hand: show your cards, declare a win, score what the hand is worth."""
    other = ["Big Bash", "Big Bash", "Wild Bash", R("Trash"), A("Trash")]
    g = position([other, cards], seat=1, phase="start", fists=[0, 2])
    g.play("declare win")
    assert g.scores == [0, 2 + fists]
    assert any(f"shows {name} (" in line for line in g.log)

