"""Go Bash: "Ask a player for any Bash Card - Right, Left or Across (not Wild). If that player doesn't
have it, they must prove it by showing their hand to all players. If they have any, they give one of them
to you face down. Add that card to your hand and then give them a card of your choice." """

from __future__ import annotations

from collections import Counter

import pytest

import ogrelab
from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, five_each, hand, position, texts


def test_go_bash_named_direction_is_given_then_a_card_goes_back():
    """Go Bash: "If they have any, they give one of them to you face down. Add that card to your hand and
    then give them a card of your choice." """
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                [R("Crash"), R("Gnash"), "Wild Bash", L("Percy"), "My Ear!"], NO_WIN[2]], seat=0)
    g.play("play Go Bash")
    assert "ask seat 1 for Bash Right" in texts(g) and "ask seat 2 for Bash Across" in texts(g)
    g.play("ask seat 1 for Bash Right")
    assert g.current_player == 1
    assert texts(g) == [f"give {R('Crash')}", f"give {R('Gnash')}"]        # never the Wild Bash
    g.play(f"give {R('Gnash')}")
    assert R("Gnash") in hand(g, 0) and len(hand(g, 0)) == 6 and g.current_player == 0
    assert "give Steal" in texts(g) and f"give {R('Gnash')}" in texts(g)
    g.play("give Steal")
    assert "Steal" in hand(g, 1) and five_each(g)
    assert g.view(2)["state"]["hands"][1] == 5                              # face down to the others


def test_go_bash_a_player_without_it_shows_the_hand_to_all():
    """Go Bash: "If that player doesn't have it, they must prove it by showing their hand to all players." """
    asked = [L("Crash"), L("Gnash"), "Wild Bash", A("Percy"), "My Ear!"]
    g = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"], asked, NO_WIN[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    st = g.view(2)["state"]
    assert st["shown"][1] == hand(g, 1) and Counter(hand(g, 1)) == Counter(asked)
    assert st["seat"] == 1 and five_each(g)                                  # you give nothing; the turn ends
    assert any("shows their hand" in line for line in g.log)


def test_go_bash_asking_for_any_bash_card_option():
    """Go Bash option go_bash_names_direction=false: ask for any Bash Right, Left or Across (not Wild)."""
    g = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"],
                [L("Crash"), A("Gnash"), "Wild Bash", "Hurt Bad", "My Ear!"], NO_WIN[2]],
               seat=0, options={"go_bash_names_direction": False})
    g.play("play Go Bash")
    assert texts(g) == ["ask seat 1", "ask seat 2"]
    g.play("ask seat 1")
    assert texts(g) == [f"give {L('Crash')}", f"give {A('Gnash')}"]
    g2 = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"],
                 ["Wild Bash", "Wild Bash", "Hurt Bad", "Go Bash", "My Ear!"], NO_WIN[2]],
                seat=0, options={"go_bash_names_direction": False})
    g2.play("play Go Bash")
    g2.play("ask seat 1")
    assert g2.view(0)["state"]["shown"][1] is not None                       # a Wild Bash does not count


def test_go_bash_asks_another_player_never_yourself():
    """Go Bash: 'Ask a player for any Bash Card' - any other player, for Left, Right or Across."""
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")], NO_WIN[1], NO_WIN[2]],
               seat=0)
    g.play("play Go Bash")
    assert texts(g) == [f"ask seat {t} for Bash {d}" for t in (1, 2) for d in ("Left", "Right", "Across")]


def test_go_bash_the_asked_seat_gives_only_the_direction_named():
    """Go Bash (README rulings, 'Go Bash', option go_bash_names_direction): 'one card of that direction of their choice'."""
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                [R("Crash"), A("Gnash"), A("Smash"), "Wild Bash", "My Ear!"], NO_WIN[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Across")
    assert texts(g) == [f"give {A('Gnash')}", f"give {A('Smash')}"]
    with pytest.raises(ogrelab.IllegalAction, match="give Bash Right"):
        g.play(f"give {R('Crash')}")
    g.play(f"give {A('Smash')}")
    assert "seat 1 gives seat 0 a Bash Across face down" in g.log
    assert "Smash" not in g.log[-1]



def test_go_bash_an_asked_player_with_one_card_that_fits_still_chooses_it():
    """Go Bash: "they give one of them to you" - the asked seat is asked even with a single card that fits:
    giving it without asking would tell the table how many it holds."""
    g = ex.go_bash()
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    d = g.decision
    assert (d.seat, d.rule, d.section) == (1, "give", "Go Bash")
    assert texts(g) == ["give Bash Right (Percy)"]
    assert g.prompt == "Seat 1: give seat 0 a Bash Right face down (Go Bash)"


def test_go_bash_the_ask_previews_both_outcomes_without_knowing_the_hand():
    """Go Bash: the asking player does not see the hand asked, so the preview gives both outcomes,
    the same whether or not the card is there."""
    has = [R("Crash"), R("Gnash"), "Wild Bash", L("Percy"), "My Ear!"]
    has_not = [L("Crash"), L("Gnash"), "Wild Bash", L("Percy"), "My Ear!"]
    me = ["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"]
    previews = set()
    for other in (has, has_not):
        g = position([me, other, NO_WIN[2]], seat=0)
        g.play("play Go Bash")
        previews.add(g.preview("ask seat 1 for Bash Right"))
    assert previews == {"seat 1 gives you a Bash Right face down and you give a card back; if seat 1 has none, "
                        "they show their hand to all and the turn ends"}


def test_go_bash_a_hand_shown_to_all_previews_what_it_holds():
    """Go Bash: "they must prove it by showing their hand to all players" - a shown hand is known to all."""
    g = ex.go_bash()
    g.play("play Go Bash")
    g.play("ask seat 2 for Bash Left")          # seat 2 has none and shows its hand
    shown = position([hand(g, s) for s in range(4)], seat=0, phase="ask", in_play="Go Bash",
                     shown=[None, None, hand(g, 2), None])
    assert shown.preview("ask seat 2 for Bash Left") == \
        "seat 2 holds no Bash Left (their hand is shown) and shows it again; the turn ends"


def test_go_bash_giving_and_giving_back_preview_the_card_given():
    """Go Bash: "Add that card to your hand and then give them a card of your choice." """
    g = ex.go_bash()
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    assert g.preview("give Bash Right (Percy)") == \
        "gives Bash Right (Percy) to seat 0 face down; seat 0 then gives you a card of their choice"
    g.play("give Bash Right (Percy)")
    assert g.prompt == "Seat 0: give seat 1 a card of your choice (Go Bash)"
    assert g.preview("give My Ear!") == "gives My Ear! to seat 1 face down; the turn ends"
