"""Wild Bash (the card): "When you play Wild Bash, choose Bash Right, Left, or Across. Play as if you
had put down that kind of Bash card." """

from __future__ import annotations

import pytest

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.positions import L, R, five_each, hand, pass_all, position, texts


def test_wild_bash_chooses_the_direction():
    """Wild Bash: "choose Bash Right, Left, or Across. Play as if you had put down that kind of Bash card." """
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    hands = [[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
             [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "My Ear!"],
             [marks[3], R("Crash"), R("Gnash"), "Go Bash", "My Ear!"]]
    for choice, offset in (("bash left", 1), ("bash right", 3), ("bash across", 2)):
        g = position(hands, seat=0)
        g.play("play Wild Bash")
        assert texts(g) == ["bash left", "bash right", "bash across"]
        g.play(choice)
        pass_all(g, marks)
        for s in range(4):
            assert marks[s] in hand(g, (s + offset) % 4)
        assert g.to_dict()["state"]["discard"][-1] == "Wild Bash"


def test_wild_bash_across_with_three_players_then_asks_left_or_right():
    """Wild Bash as Bash Across with three players: the player also chooses what Across means."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
                ["Hurt Bad", L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
                ["Fix Club", R("Smash"), R("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Wild Bash")
    g.play("bash across")
    assert texts(g) == ["across means left", "across means right"]
    g.play("across means right")
    pass_all(g, ["Steal", "Hurt Bad", "Fix Club"])
    assert "Steal" in hand(g, 2) and "Hurt Bad" in hand(g, 0) and "Fix Club" in hand(g, 1)


@pytest.mark.parametrize("choice", ["bash left", "bash right", "bash across"])
def test_wild_bash_with_two_players_every_direction_reaches_the_other(choice):
    """Wild Bash with two players: Left, Right and Across all mean the other player."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
                ["Hurt Bad", L("Smash"), L("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Wild Bash")
    g.play(choice)
    pass_all(g, ["Steal", "Hurt Bad"])
    assert "Steal" in hand(g, 1) and "Hurt Bad" in hand(g, 0) and five_each(g)



def test_wild_bash_each_direction_previews_where_the_cards_go():
    """Wild Bash: "Play as if you had put down that kind of Bash card." """
    g = ex.wild_bash_card()
    g.play("play Wild Bash")
    assert g.prompt == "Seat 0: choose Bash Left, Right or Across (Wild Bash)"
    assert [g.preview(t) for t in texts(g)] == [
        "every player passes a card face down to the player on their left",
        "every player passes a card face down to the player on their right",
        "every player passes a card face down to the player across from them"]
