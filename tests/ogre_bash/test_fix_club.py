"""Fix Club: "You may discard as many cards as you like (0 - 5) from your hand and then draw that many
from the deck." """

from __future__ import annotations

from collections import Counter

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, five_each, hand, position, texts
from ogrelab.games.ogre_bash.rules import DEFAULT_DECK


def test_fix_club_discards_any_number_and_draws_that_many():
    """Fix Club: "discard as many cards as you like (0 - 5) from your hand and then draw that many." """
    g = position([["Fix Club", L("Crash"), L("Gnash"), "Steal", "Go Bash", L("Percy")], NO_WIN[1], NO_WIN[2]],
               seat=0, deck_top=[L("Smash"), L("Trash"), "My Ear!"])
    g.play("play Fix Club")
    assert "discard none" in texts(g)
    g.play("discard Steal")
    assert "draw 1" in texts(g) and "discard none" not in texts(g)
    g.play("discard Go Bash")
    g.play("draw 2")
    assert sorted(hand(g, 0)) == sorted([L(o) for o in OGRES])
    assert g.to_dict()["state"]["discard"] == ["Steal", "Go Bash", "Fix Club"] and five_each(g)


def test_fix_club_may_discard_none_or_all_five():
    """Fix Club: the player may discard 0 to 5 cards."""
    g = position([["Fix Club"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0)
    g.play("play Fix Club")
    g.play("discard none")
    assert hand(g, 0) == sorted(NO_WIN[0], key=list(DEFAULT_DECK).index) and five_each(g)
    new = [A(o) for o in OGRES]
    g = position([["Fix Club"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, deck_top=new)
    g.play("play Fix Club")
    for c in NO_WIN[0]:
        g.play(f"discard {c}")
    assert Counter(hand(g, 0)) == Counter(new) and five_each(g)   # the fifth discard draws five at once



def test_fix_club_previews_each_discard_and_the_draw():
    """Fix Club: "discard as many cards as you like (0 - 5) ... and then draw that many" - one at a time."""
    g = ex.fix_club()
    g.play("play Fix Club")
    assert g.decision.section == "Fix Club"
    assert g.preview("discard none") == "keeps the hand; the turn ends"
    assert g.preview("discard Steal") == "discards Steal (1 so far)"
    g.play("discard Steal")
    g.play("discard My Ear!")
    assert g.preview("draw 2") == "draws 2 cards from the deck; the turn ends"
    for c in hand(g, 0)[:-1]:
        g.play(f"discard {c}")
    last = hand(g, 0)[0]
    assert g.preview(f"discard {last}") == f"discards {last}, the last card, then draws 5; the turn ends"
