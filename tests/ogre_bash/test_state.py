"""The save format (README "State format"): saves, the checks on loading, views and sampled worlds."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

import ogrelab
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, hand, position
from ogrelab.games.ogre_bash.rules import OgreBash

import test_conformance as conformance


def test_a_wrong_card_name_is_rejected():
    d = OgreBash(seed=5, players=3).to_dict()
    d["state"]["hands"][1][0] = "Bash Up (Crash)"
    with pytest.raises(ValueError, match=r"state.hands\[1\]\[0\]: unknown card"):
        ogrelab.from_dict(d)


def test_a_card_in_two_places_is_rejected():
    d = OgreBash(seed=5, players=3).to_dict()
    d["state"]["discard"].append(d["state"]["hands"][1][0])
    with pytest.raises(ValueError, match="one place only"):
        ogrelab.from_dict(d)


@pytest.mark.parametrize("field,value,match", [
    ("phase", "dancing", "state.phase"),
    ("phase", "steal", "state.phase"),           # a card's rule asks nothing: no decision waits on it
    ("phase", "declare win", "state.phase"),
    ("seat", 3, "state.seat"),
    ("fists", [0, 0], "state.fists"),
    ("partner", 1, "state.partner"),
    ("pass_to", "Left", "state.pass_to"),
    ("shown", [["Steal"], None, None], "state.shown"),
    ("had_turn", [True, "no", False], r"state.had_turn\[1\]"),
    ("fixed", 2, "state.fixed"),
    ("asked", "Up", "state.asked"),
])
def test_malformed_fields_name_the_field(field, value, match):
    """State format: a field of the wrong shape is refused, and the error names the field."""
    d = OgreBash(seed=5, players=3).to_dict()
    d["state"][field] = value
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(d)


def test_a_position_round_trips_through_its_save():
    g = position([NO_WIN[0], NO_WIN[1] + [A("Percy")], NO_WIN[2]], seat=1)
    g.play(f"play {A('Percy')}")
    g.play("across means left")
    g.play("pass Steal")
    again = ogrelab.from_dict(copy.deepcopy(g.to_dict()))
    assert again.to_dict() == g.to_dict() and again.current_player == 2


def test_protocol_checks_around_the_end_of_a_hand_and_of_the_game():
    """The conformance step checks (undo, save, views, sampled worlds) where a hand and the game end."""
    rng = random.Random(0)
    g = position([NO_WIN[0], [R(o) for o in OGRES]], seat=1, phase="start", fists=[3, 2])
    conformance.check_step(g, g.find("declare win"), rng)         # a new hand is dealt
    g = position([NO_WIN[0], [R(o) for o in OGRES]], seat=1, phase="start", fists=[3, 8])
    conformance.check_step(g, g.find("declare win"), rng)         # the game ends
    g.play("declare win")
    assert g.is_over


def test_a_view_shows_its_own_hand_and_counts_of_the_rest():
    """Hidden information: a seat sees its hand, the discard pile, shown hands and counts."""
    g = position([NO_WIN[0] + [L("Percy")], NO_WIN[1], NO_WIN[2]], seat=0)
    g.play(f"play {L('Percy')}")
    g.play("pass Steal")
    v = g.view(1)["state"]
    assert v["hands"][0] == 4 and v["hands"][2] == 5 and v["hands"][1] == hand(g, 1)
    assert v["set_aside"] == ["face down", None, None]      # never the card passed to someone else
    assert isinstance(v["deck"], int)
    assert g.view(0)["state"]["set_aside"][0] == "Steal"
    assert g.view(None)["state"]["hands"][0] == hand(g, 0)
    assert "Steal" not in str(g.log)


def test_a_sampled_world_keeps_what_the_seat_knows():
    """determinize: hidden cards dealt at random, the view unchanged; Go Bash's asked seat holds the card."""
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                [R("Crash"), "Wild Bash", "Hurt Bad", "My Ear!", "Big Bash"], NO_WIN[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    view = g.view(2)
    worlds = [OgreBash.determinize(view, seed=s) for s in range(12)]
    for w in worlds:
        assert w.view(2) == view
        assert any(c.startswith("Bash Right") for c in hand(w, 1))
    assert len({tuple(hand(w, 1)) for w in worlds}) > 1



def test_saves_written_before_the_decision_model_load_and_play_on_the_same():
    """State format: saves from before the decision model (same fields, ``phase`` the same names) load
    unchanged and the same actions lead to the same position."""
    with open(Path(__file__).with_name("saves_before_the_decision_model.json")) as f:
        cases = json.load(f)
    for case in cases:
        g = ogrelab.from_dict(case["save"])
        assert g.to_dict() == case["save"]
        for text in case["then"]:
            g.play(text)
        assert g.to_dict() == case["after"]


@pytest.mark.parametrize("field,value,match", [
    ("dealer", True, r"state.dealer: expected an integer, got True"),
    ("turns", 4.0, r"state.turns: expected an integer"),
    ("fists", [0, 1.5, 0], r"state.fists\[1\]: expected an integer"),
    ("seat", "0", r"state.seat: expected an integer"),
    ("phase", None, r"state.phase: expected a string"),
    ("hands", [["Steal"] * 5, None, []], r"state.hands\[1\]: expected a list"),
    ("deck", [7], r"state.deck\[0\]: expected a string"),
    ("in_play", 3, r"state.in_play: expected a string or"),
    ("had_turn", [1, 0, 0], r"state.had_turn\[0\]: expected true or false"),
    ("shown", [None, 5, None], r"state.shown\[1\]: expected a list"),
])
def test_state_fields_are_of_exactly_their_type(field, value, match):
    """State format: a bool is not an integer, a float is not one either, a card is a name: each refused,
    naming the field."""
    d = OgreBash(seed=5, players=3).to_dict()
    d["state"][field] = value
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(d)


def test_a_card_more_often_than_the_deck_list_allows_is_refused_naming_where_it_is():
    """State format: "Each card of the deck list is in exactly one of: a hand, deck, discard, in_play, set_aside"."""
    d = OgreBash(seed=5, players=3).to_dict()
    st = d["state"]
    extra = st["hands"][1][0]
    st["discard"].append(extra)                 # one copy too many
    with pytest.raises(ValueError, match=r"card '.*' is in \d places \(held in .*state.discard.*state.hands\[1\]"):
        ogrelab.from_dict(d)


def test_a_position_past_the_end_of_the_game_is_refused():
    """Object: "The first player to reach ten fists wins" - a seat alone at ten is a game over, not a turn."""
    with pytest.raises(ValueError, match=r"state.fists: seat 0 alone has 10 fists"):
        position([NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]], seat=1, fists=[10, 3, 3])
    with pytest.raises(ValueError, match=r"state.turns: 40 turns reach the turn limit"):
        position([NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]], seat=1, turns=40, options={"turn_limit": 40})
    # tied at ten, another hand is played
    assert position([NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]], seat=1, fists=[10, 3, 10]).phase == "play"


def test_turns_this_hand_follow_the_table_from_the_dealer():
    """Set Up: "The player to the left of the dealer goes first" and play passes clockwise: the seats that
    have had a turn this hand run from there to the seat playing."""
    hands = [NO_WIN[0], NO_WIN[1] + ["My Ear!"], NO_WIN[2]]
    with pytest.raises(ValueError, match=r"state.had_turn: with seat 0 dealing \(state.dealer\) and seat 1 playing \(state.seat\)"):
        position(hands, seat=1, dealer=0, had_turn=[True, True, False])
    assert position(hands, seat=1, dealer=2, had_turn=[True, True, False]).current_player == 1


def test_go_bash_give_back_needs_the_card_just_given():
    """Go Bash: "Add that card to your hand and then give them a card" - the asking seat holds it."""
    me = ["Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash", "My Ear!"]
    with pytest.raises(ValueError, match=r"state.hands\[0\]: in phase 'give back'"):
        position([me, NO_WIN[1][:4], NO_WIN[2]], seat=0, phase="give back", in_play="Go Bash", partner=1,
                 asked="Right")
