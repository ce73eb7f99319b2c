"""Winning the Hand: "If you don't actually have a winning hand, take your cards back and you lose
your turn. Otherwise you win and get a score of what that hand is worth." """

from __future__ import annotations

from collections import Counter

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import L, NO_WIN, R, hand, position, texts


def test_a_false_declaration_loses_the_turn():
    """Winning the Hand: "If you don't actually have a winning hand, take your cards back and you lose your turn." """
    g = position([NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, phase="start", deck_top=["Steal"])
    before = g.to_dict()["state"]
    g.play("declare win")
    st = g.to_dict()["state"]
    assert st["hands"] == before["hands"] and st["deck"] == before["deck"] and st["fists"] == [0, 0, 0]
    assert st["seat"] == 1 and st["phase"] == "start" and st["turns"] == 1
    # the cards were shown to all: every view shows them until that hand changes
    assert Counter(g.view(2)["state"]["shown"][0]) == Counter(NO_WIN[0])
    assert "loses the turn" in g.log[-1]


def test_a_true_declaration_wins_the_hand_and_its_fists():
    """Winning the Hand: "Otherwise you win and get a score of what that hand is worth." """
    g = position([NO_WIN[0], [R(o) for o in OGRES[:4]] + ["Wild Bash"], NO_WIN[2]], seat=1, phase="start")
    g.play("declare win")
    assert g.scores == [0, 1, 0]
    assert any("shows Wild Bash" in line for line in g.log)


def test_ruling_a_winning_hand_may_still_draw_instead_of_declaring():
    """Play: 'If you have a winning hand ... show your cards' - a decision (README rulings, 'declaring a win': never forced): drawing is allowed too."""
    win = [L(o) for o in OGRES]
    g = position([NO_WIN[0], win, NO_WIN[2]], seat=1, phase="start", deck_top=["Steal"])
    assert texts(g) == ["declare win", "draw"]
    g.play("draw")
    assert g.scores == [0, 0, 0] and "Steal" in hand(g, 1) and len(hand(g, 1)) == 6



def test_winning_the_hand_a_declaration_previews_the_hand_its_fists_and_what_follows():
    """Winning the Hand: "you win and get a score of what that hand is worth" - or lose the turn."""
    g = ex.declare_or_draw()
    assert g.decision.section == "Winning the Hand" and g.decision.rule == "start"
    assert g.preview("declare win") == "shows Bashful and wins the hand: 2 fists, 2 in all; seat 0 deals the next hand"
    assert ex.game_point().preview("declare win") == \
        "shows Bashful and wins the hand: 2 fists, 10 in all; seat 0 wins the game"
    assert ex.false_declaration().preview("declare win") == \
        "shows a hand that wins nothing: the cards go back and the turn is lost"
