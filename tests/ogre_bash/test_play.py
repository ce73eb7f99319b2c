"""Play: "If you have a winning hand and this is not your first turn, show your cards and say you win.
Otherwise, draw a card. Play a card and do what the card says. Play passes clockwise." """

from __future__ import annotations

import random

import pytest

import ogrelab
from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.positions import NO_WIN, hand, position, texts
from ogrelab.games.ogre_bash.rules import OgreBash


def test_no_declaration_on_the_first_turn_of_a_hand():
    """Play: "If you have a winning hand and this is not your first turn, show your cards ..." """
    g = OgreBash(seed=1, players=3, dealer=0)
    assert g.current_player == 1 and "declare win" not in texts(g) and len(hand(g, 1)) == 6
    g = position([NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]], seat=1, had_turn=[True, True, False],
                 dealer=2)
    g.play("play My Ear!")
    assert g.current_player == 2 and g.to_dict()["state"]["phase"] == "play"
    assert len(hand(g, 2)) == 6 and "seat 2 draws (first turn of the hand)" in g.log
    assert all(t.startswith("play ") for t in texts(g))


def test_later_turns_offer_a_declaration_or_a_draw():
    """Play: "If you have a winning hand and this is not your first turn ... Otherwise, draw a card." """
    g = position([NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]], seat=1, deck_top=["Wild Bash"])
    g.play("play My Ear!")
    assert g.current_player == 2 and texts(g) == ["declare win", "draw"]
    g.play("draw")
    assert "Wild Bash" in hand(g, 2) and len(hand(g, 2)) == 6
    assert texts(g)[0].startswith("play ")


def test_declaring_on_the_first_turn_is_refused_naming_what_is_legal():
    """Play: 'If you have a winning hand and this is not your first turn' - on the first turn it is illegal."""
    g = OgreBash(seed=1, players=3, dealer=0)
    before = g.to_dict()
    with pytest.raises(ogrelab.IllegalAction, match=r"'declare win'.*legal now: 'play "):
        g.play("declare win")
    assert g.to_dict() == before


def test_play_passes_clockwise_to_the_left():
    """Play: 'Play passes clockwise' - the next seat is the one to the left (seat + 1)."""
    g = position([NO_WIN[0], NO_WIN[1], NO_WIN[2], NO_WIN[3] + ["My Ear!"]], seat=3)
    g.play("play My Ear!")
    assert g.current_player == 0 and g.to_dict()["state"]["seat"] == 0


def test_the_deck_is_refilled_from_the_discard_pile():
    """Ruling: when the deck is empty and a card must be drawn, the discard pile is shuffled into a new deck."""
    g = position([NO_WIN[0] + ["My Ear!"], NO_WIN[1], NO_WIN[2]], seat=0, rest_to="discard")
    assert g.to_dict()["state"]["deck"] == []
    pile = len(g.to_dict()["state"]["discard"])
    g.play("play My Ear!")
    g.play("draw")
    st = g.to_dict()["state"]
    assert "the discard pile is shuffled into a new deck" in g.log
    assert st["discard"] == [] and len(st["deck"]) == pile + 1 - 1 and len(st["hands"][1]) == 6


def test_five_cards_in_every_hand_at_the_end_of_every_turn():
    """Play: "At the end of your turn, you and all other players should have exactly five cards." """
    for players in (2, 3, 6):
        g = OgreBash(seed=players, players=players)
        rng = random.Random(players)
        for _ in range(1500):
            st = g.to_dict()["state"] if rng.random() < 0.2 else None
            if st and st["phase"] == "start":
                assert all(len(h) == 5 for h in st["hands"])
            g.play(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
            if g.is_over:
                break
    # and the engine itself refuses to end a turn otherwise
    g = position([["My Ear!"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0)
    g.hands[1].pop()
    with pytest.raises(RuntimeError, match="five"):
        g.play("play My Ear!")



def test_play_the_decision_names_the_rule_and_the_rulebook_section():
    """Play: "Play a card and do what the card says" - the board's prompt names the section it comes from."""
    g = ex.first_turn()
    d = g.decision
    assert (d.seat, d.rule, d.section) == (0, "play", "Play")
    assert g.prompt == "Seat 0: play a card and do what it says (Play)"


def test_play_each_card_previews_what_it_would_do():
    """Play: "do what the card says" - a preview says it in the game's words, from the player's view."""
    g = ex.steal_chain()
    assert g.preview("play Steal") == ("each player in turn takes a random card from the player on their "
                                       "left: you from seat 1 first, seat 3 from you last")
    assert g.preview("play My Ear!") == "nothing happens; play passes to seat 1"
    assert g.preview("play Wild Bash") == ("you call it Bash Left, Right or Across, then every player passes "
                                           "a card face down that way")
    assert g.preview("play Fix Club") == "you discard as many cards as you like, one at a time, then draw that many"


def test_play_a_draw_previews_the_top_card_or_the_reshuffle():
    """Play: "Otherwise, draw a card" - the card drawn is hidden, so the preview never names it."""
    g = ex.declare_or_draw()
    assert g.preview("draw") == "draws the top card of the deck, then plays a card"
    g = position([NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, phase="start", rest_to="discard")
    assert g.preview("draw") == "shuffles the discard pile into a new deck, draws its top card, then plays a card"
