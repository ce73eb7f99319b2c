"""Ogre Bash: rules checked line by line against the rulebook, from hand-written positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import ogrelab
from ogrelab.games.ogre_bash.rules import NAMES, OgreBash

from test_ogre_bash_rules import FILL, OGRES, A, L, R, counts_ok, hand, position, texts


# ------------------------------------------------------------------ play
def test_ruling_a_winning_hand_may_still_draw_instead_of_declaring():
    """Play: 'If you have a winning hand ... show your cards' - a decision (README rulings, 'declaring a win': never forced): drawing is allowed too."""
    win = [L(o) for o in OGRES]
    g = position([FILL[0], win, FILL[2]], seat=1, phase="start", deck_top=["Steal"])
    assert texts(g) == ["declare win", "draw"]
    g.play("draw")
    assert g.scores == [0, 0, 0] and "Steal" in hand(g, 1) and len(hand(g, 1)) == 6


def test_declaring_on_the_first_turn_is_refused_naming_what_is_legal():
    """Play: 'If you have a winning hand and this is not your first turn' - on the first turn it is illegal."""
    g = OgreBash(seed=1, players=3, dealer=0)
    before = g.to_dict()
    with pytest.raises(ogrelab.IllegalAction, match=r"'declare win'.*legal now: 'play "):
        g.play("declare win")
    assert g.to_dict() == before


def test_play_passes_clockwise_to_the_left():
    """Play: 'Play passes clockwise' - the next seat is the one to the left (seat + 1)."""
    g = position([FILL[0], FILL[1], FILL[2], FILL[3] + ["My Ear!"]], seat=3)
    g.play("play My Ear!")
    assert g.current_player == 0 and g.to_dict()["state"]["seat"] == 0


# ------------------------------------------------------------- big bash
def test_big_bash_with_two_players_is_one_trade():
    """Big Bash: 'Trade (Bash) one card with each other player' - with two players, one trade ends the turn."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                  ["Hurt Bad", R("Crash"), R("Gnash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Big Bash")
    g.play("trade Steal")
    g.play("trade Hurt Bad")
    assert "Hurt Bad" in hand(g, 0) and "Steal" in hand(g, 1) and counts_ok(g)
    assert g.current_player == 1 and g.to_dict()["state"]["phase"] == "start"


def test_big_bash_the_partner_cannot_see_the_card_put_down():
    """Big Bash: both choose a card, then swap (README rulings, 'Big Bash') - the card put down first is face down."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                  ["Hurt Bad", R("Crash"), R("Gnash"), "Go Bash", "My Ear!"], FILL[2]], seat=0)
    g.play("play Big Bash")
    g.play("trade Steal")
    assert g.view(1)["state"]["set_aside"][0] == "face down"
    assert 'data-card="Steal"' not in g.html(1) and "Steal" not in " ".join(g.log)


# --------------------------------------------------------------- go bash
def test_go_bash_asks_another_player_never_yourself():
    """Go Bash: 'Ask a player for any Bash Card' - any other player, for Left, Right or Across."""
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")], FILL[1], FILL[2]],
                 seat=0)
    g.play("play Go Bash")
    assert texts(g) == [f"ask seat {t} for Bash {d}" for t in (1, 2) for d in ("Left", "Right", "Across")]


def test_go_bash_the_asked_seat_gives_only_the_direction_named():
    """Go Bash (README rulings, 'Go Bash', option go_bash_names_direction): 'one card of that direction of their choice'."""
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                  [R("Crash"), A("Gnash"), A("Smash"), "Wild Bash", "My Ear!"], FILL[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Across")
    assert texts(g) == [f"give {A('Gnash')}", f"give {A('Smash')}"]
    with pytest.raises(ogrelab.IllegalAction, match="give Bash Right"):
        g.play(f"give {R('Crash')}")
    g.play(f"give {A('Smash')}")
    assert "seat 1 gives seat 0 a Bash Across face down" in g.log
    assert "Smash" not in g.log[-1]


# -------------------------------------------------------------- hurt bad
def test_hurt_bad_with_a_short_deck_the_discards_are_shuffled_in_for_the_five_new_cards():
    """Hurt Bad: 'draws five new ones' - README rulings, 'the deck runs out': an empty deck is refilled from the shuffled discard pile."""
    victim = [R(o) for o in OGRES]
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim, FILL[2]],
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
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim, FILL[2]],
                 seat=0, seed=3)
    g.play("play Hurt Bad")
    g.play("hurt seat 1")
    taken = [c for c in hand(g, 0) if c.startswith("Bash Right")][0]
    discards = [line for line in g.log if "discards" in line][-1]
    assert taken not in discards and all(c in discards for c in victim if c != taken)
    assert g.view(2)["state"]["hands"][0] == 6


# ----------------------------------------------------------- hidden info
@pytest.mark.parametrize("players", [2, 4])
def test_log_never_names_a_card_passed_taken_drawn_traded_or_given_face_down(players):
    """Bash / Steal / Big Bash / Go Bash: those cards move face down, so the public log never names them."""
    secret = ("puts down a card", "takes a random card", "draws", "gives seat", "swap their cards",
              "picks up the card")
    rng = random.Random(players)
    g = OgreBash(seed=players, players=players, turn_limit=300)
    while not g.is_over:
        legal = g.legal_actions()
        g.play(legal[rng.randrange(len(legal))])
    lines = [x for x in g.log if any(s in x for s in secret) and "discards" not in x]
    assert len(lines) > 100
    for line in lines:
        named = [n for n in NAMES if n in line]
        assert named == [], line


def test_html_of_a_seat_during_a_pass_hides_the_cards_others_put_down():
    """Bash: cards are passed 'face down' - every other board shows a back for a card put down."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", L("Percy")],
                  [L("Smash"), L("Trash"), "Go Bash", "My Ear!", "Big Bash"],
                  [R("Smash"), R("Trash"), "Go Bash", "My Ear!", "Fix Club"]], seat=0)
    g.play(f"play {L('Percy')}")
    g.play("pass Steal")
    assert 'data-card="Steal"' not in g.html(1) and 'data-card="Steal"' not in g.html(2)
    assert 'data-card="Steal"' in g.html(0) and "put down" in g.html(1)


def test_steal_keeps_five_cards_each_and_views_show_only_counts():
    """Steal: the chain runs 'until the player to your right takes a card from you' - five cards each."""
    g = position([FILL[4] + ["Steal"], FILL[1], FILL[2], FILL[5]], seat=0, seed=2)
    g.play("play Steal")
    assert counts_ok(g)
    v = g.view(1)["state"]
    assert v["hands"][0] == 5 and v["hands"][2] == 5 and Counter(v["hands"][1]) == Counter(hand(g, 1))
