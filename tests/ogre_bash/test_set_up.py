"""Set Up: "Select a dealer. Shuffle the cards. Deal each player five cards. The player to the left of
the dealer goes first. At the end of each hand, the deal passes to the left." """

from __future__ import annotations

from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import L, NO_WIN, position
from ogrelab.games.ogre_bash.rules import OgreBash


def test_setup_deals_five_each_and_the_player_left_of_the_dealer_goes_first():
    """Set Up: "Deal each player five cards. The player to the left of the dealer goes first." """
    g = OgreBash(seed=4, players=4, dealer=2)
    st = g.to_dict()["state"]
    assert st["dealer"] == 2 and st["seat"] == 3 and g.current_player == 3
    # the first player has drawn already (first turn: no declaration), everyone else holds five
    assert [len(h) for h in st["hands"]] == [5, 5, 5, 6]
    assert len(st["deck"]) == 59 - 21 and st["discard"] == []
    assert g.prompt.startswith("Seat 3: play a card")


def test_the_first_dealer_is_drawn_at_random_by_default():
    """Set Up: "Select a dealer." (ruling: at random from the seed, unless the dealer option names one)"""
    dealers = {OgreBash(seed=s, players=4).to_dict()["state"]["dealer"] for s in range(30)}
    assert dealers == {0, 1, 2, 3}


def test_the_deal_passes_left_at_the_end_of_each_hand():
    """Set Up: "At the end of each hand, the deal passes to the left." """
    win = [L(o) for o in OGRES]
    g = position([NO_WIN[0], win, NO_WIN[2], NO_WIN[3]], seat=1, phase="start", dealer=0)
    g.play("declare win")
    st = g.to_dict()["state"]
    assert st["fists"] == [0, 5, 0, 0]
    assert st["dealer"] == 1 and st["seat"] == 2 and st["hand"] == 2
    assert st["had_turn"] == [False, False, True, False]
    assert [len(h) for h in st["hands"]] == [5, 5, 6, 5]
    assert st["discard"] == [] and len(st["deck"]) == 59 - 21
    assert "hand 2: seat 1 deals five cards to each player" in g.log

