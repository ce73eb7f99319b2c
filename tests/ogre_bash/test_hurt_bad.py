"""Hurt Bad: "Choose a player and take one random card from their hand. That player then discards their
remaining four cards and draws five new ones. Finally, you discard one card." """

from __future__ import annotations

from collections import Counter

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import L, NO_WIN, R, five_each, hand, position, texts


def test_hurt_bad_hand_counts():
    """Hurt Bad: "take one random card from their hand. That player then discards their remaining four cards
    and draws five new ones. Finally, you discard one card." """
    top = ["Steal", "Steal", "My Ear!", "Big Bash", "Go Bash"]
    victim = [R(o) for o in OGRES]
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim,
                NO_WIN[2]], seat=0, deck_top=top)
    g.play("play Hurt Bad")
    assert texts(g) == ["hurt seat 1", "hurt seat 2"]
    g.play("hurt seat 1")
    st = g.to_dict()["state"]
    taken = [c for c in st["hands"][0] if c.startswith("Bash Right")]
    assert len(taken) == 1 and taken[0] in victim
    assert sorted(st["discard"]) == sorted(c for c in victim if c != taken[0])
    assert Counter(st["hands"][1]) == Counter(top)
    assert [len(h) for h in st["hands"]] == [6, 5, 5] and st["in_play"] == "Hurt Bad"
    assert g.current_player == 0 and all(t.startswith("discard ") for t in texts(g))
    g.play(f"discard {taken[0]}")
    st = g.to_dict()["state"]
    assert five_each(g) and st["discard"][-2:] == [taken[0], "Hurt Bad"] and len(st["discard"]) == 6


def test_hurt_bad_with_a_short_deck_the_discards_are_shuffled_in_for_the_five_new_cards():
    """Hurt Bad: 'draws five new ones' - README rulings, 'the deck runs out': an empty deck is refilled from the shuffled discard pile."""
    victim = [R(o) for o in OGRES]
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim, NO_WIN[2]],
               seat=0, deck_top=["Steal", "My Ear!"], rest_to="discard")
    g.play("play Hurt Bad")
    g.play("hurt seat 1")
    st = g.to_dict()["state"]
    assert len(st["hands"][1]) == 5 and "the discard pile is shuffled into a new deck" in g.log
    assert {"Steal", "My Ear!"} <= set(st["hands"][1]), "the two deck cards came first"
    assert st["in_play"] == "Hurt Bad", "the card being resolved is not shuffled in"


def test_hurt_bad_log_names_the_discards_but_never_the_card_taken():
    """Hurt Bad: 'take one random card' (face down) and 'discards their remaining four cards' (face up)."""
    victim = [R(o) for o in OGRES]
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim, NO_WIN[2]],
               seat=0, seed=3)
    g.play("play Hurt Bad")
    g.play("hurt seat 1")
    taken = [c for c in hand(g, 0) if c.startswith("Bash Right")][0]
    discards = [line for line in g.log if "discards" in line][-1]
    assert taken not in discards and all(c in discards for c in victim if c != taken)
    assert g.view(2)["state"]["hands"][0] == 6



def test_hurt_bad_the_target_and_the_discard_preview_what_follows():
    """Hurt Bad: the card taken is random, so the preview says so and never names it."""
    g = ex.hurt_bad()
    g.play("play Hurt Bad")
    assert g.decision.rule == "hurt" and g.prompt == "Seat 0: choose a player to hurt (Hurt Bad)"
    assert g.preview("hurt seat 2") == ("takes a random card from seat 2, who discards the other four and draws "
                                        "five new ones; then you discard one")
    g.play("hurt seat 2")
    assert g.prompt == "Seat 0: discard one card (Hurt Bad)"
    assert g.preview(texts(g)[0]) == f"discards {texts(g)[0][8:]}; the turn ends"
