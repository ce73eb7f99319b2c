"""Ogre Cheerleaders, the state format: saves, hand-written positions, views.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import json

import pytest

import ogrelab
from ogrelab.core import make_bot, play_out
from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, written


def test_a_hand_written_position_round_trips():
    g = position(field=["3-Oafs", "7-Brutes"], as_dealt=["7-Brutes"], bench=["2-Brutes"],
                 hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=LUNKS, piles=[["1-Grunts", "1-Lunks"], []])
    saved = json.loads(json.dumps(g.to_dict()))
    assert ogrelab.from_dict(saved).to_dict() == saved
    assert g.scores == [2, 0]


@pytest.mark.parametrize("fields,words", [
    ({"field": ["5-Ogres"]}, r"state.field\[0\]: '5-Ogres' is not a card"),
    ({"field": ["5-Oafs"], "deck": ["5-Oafs"]}, "5-Oafs.*one place only"),
    ({"hands": [["5-Oafs"], ["5-Oafs"]]}, "5-Oafs.*one place only"),
    ({"as_dealt": ["5-Oafs"]}, "state.as_dealt: '5-Oafs' is not on the field"),
    ({"known": ["9-Oafs"]}, "state.known: '9-Oafs' is not in a hand"),
    ({"hands": [["1-Oafs"]]}, "state.hands: expected 2 hands"),
    ({"pending": [{"decision": "fly", "by": "5-Oafs", "cards": []}]}, "decision"),
    ({"pending": [{"decision": "place", "by": "7-Oafs", "cards": []}]}, "holds 1 card"),
    ({"field": ["5-Oafs"], "pending": [{"decision": "bench_other", "by": "5-Oafs", "cards": []}]},
     "no possible choice"),
    ({"hands": [[], ["1-Oafs"]]}, "seat 0 is to play but holds no card"),
    ({"ended": "bored"}, "state.ended"),
    ({"loop": {"played": 11, "field": [], "streak": 0}}, "state.loop.played"),
])
def test_malformed_positions_are_rejected_naming_the_field(fields, words):
    base = dict(field=["3-Oafs"], hands=[["1-Brutes"], ["2-Brutes"]], deck=["8-Oafs"])
    base.update(fields)
    with pytest.raises(ValueError, match=words):
        OC.from_state(written(**base), players=2)


def test_views_hide_other_hands_and_the_deck_but_not_cards_seen_taken():
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["4-Lunks", "1-Oafs"], ["2-Grunts", "3-Grunts"]],
                 deck=LUNKS)
    g.play("play 4-Lunks right")
    g.play("take 9-Oafs")
    v1 = g.view(1)["state"]
    assert v1["hands"][0] == ["9-Oafs", "?", "?", "?"], "the taken 9 was seen by all; the draws were not"
    assert v1["hands"][1] == ["2-Grunts", "3-Grunts"] and v1["deck"] == 3
    v0 = g.view(0)["state"]
    assert v0["hands"][1] == ["?", "?"]
    assert "rng" not in json.dumps(g.view(0))
    for seat in (0, 1):
        for seed in range(5):
            assert OC.determinize(g.view(seat), seed=seed).view(seat) == g.view(seat)


def test_views_hide_the_cards_an_8_drew_from_the_other_seats():
    g = position(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    assert g.view(1)["state"]["pending"][0]["cards"] == ["?", "?"]
    assert g.view(0)["state"]["pending"][0]["cards"] == ["3-Grunts", "5-Brutes"]
    g.play("keep 3-Grunts, join 5-Brutes left")
    assert "3-Grunts" not in " ".join(g.log), "the log is public: the kept card is never named"
    assert g.view(1)["state"]["hands"][0] == ["?", "?"]


def test_the_log_never_names_drawn_cards():
    g = ogrelab.new_game("ogre_cheerleaders", seed=5)
    play_out(g, [make_bot(g.name, "random", seed=1), make_bot(g.name, "random", seed=2)])
    for line in g.log:
        if "draws" in line:
            assert not any(name in line for name in g.t.names), line


@pytest.mark.parametrize("fields,words", [
    ({"as_dealt": ["3-Oafs", "3-Oafs"]}, r"state.as_dealt: '3-Oafs' is named twice"),
    ({"hands": [["1-Brutes"], ["2-Brutes"]], "known": ["1-Brutes", "1-Brutes"]}, r"state.known: '1-Brutes' is named twice"),
    ({"loop": {"played": 3, "field": ["3-Oafs", "3-Oafs"], "streak": 1}}, r"state.loop.field: '3-Oafs' is named twice"),
    ({"loop": {"played": True, "field": [], "streak": 0}}, r"state.loop.played: expected"),
    ({"loop": {"played": 3.0, "field": [], "streak": 0}}, r"state.loop.played: expected"),
    ({"seat": True}, r"state.seat: expected an integer"),
    ({"seat": 0.0}, r"state.seat: expected an integer"),
    ({"bonus": False}, r"state.bonus: expected an integer"),
    ({"turn": 1.5}, r"state.turn: expected an integer"),
    ({"began_with_empty_deck": 0}, r"state.began_with_empty_deck: expected true or false"),
    ({"began_with_empty_deck": True}, r"state.began_with_empty_deck: true, yet the deck holds 1"),
    ({"played": 5}, r"state.played: expected a string"),
    ({"field": [3]}, r"state.field\[0\]: 3 is not a card"),
    ({"hands": [[None], ["2-Brutes"]]}, r"state.hands\[0\]\[0\]: None is not a card"),
    ({"pending": [None]}, r"state.pending\[0\]: expected an object"),
    ({"pending": [{"decision": "play", "by": "3-Oafs", "cards": []}]}, r"state.pending\[0\].decision"),
    ({"pending": [{"decision": "bench_other", "by": 3, "cards": []}]}, r"state.pending\[0\].by: expected"),
    ({"pending": [{"decision": "bench_other", "by": "9-Oafs", "cards": []}]},
     r"state.pending\[0\].by: '9-Oafs' is not on the field"),
    ({"pending": [{"decision": "score", "by": "3-Oafs", "cards": []}]}, r"state.pending\[0\].by: .*null"),
    ({"pending": [{"decision": "place", "by": "3-Oafs", "cards": ["9-Oafs"]},
                  {"decision": "place", "by": "3-Oafs", "cards": ["9-Brutes"]}]}, r"state.pending: 2 decisions"),
    ({"ended": "deck", "pending": [{"decision": "place", "by": "3-Oafs", "cards": ["9-Oafs"]}]},
     r"state.pending: the game has ended"),
])
def test_state_format_is_read_exactly_and_an_error_names_the_field(fields, words):
    """State format (README): each field of its type exactly (a bool or a float is no integer), each
    card named once where it is, a decision waiting only where play can make one."""
    base = dict(field=["3-Oafs", "10-Lunks"], hands=[["1-Brutes"], ["2-Brutes"]], deck=["8-Oafs"])
    base.update(fields)
    with pytest.raises(ValueError, match=words):
        OC.from_state(written(**base), players=2)


def test_a_card_an_effect_plays_waits_beside_the_card_that_plays_it():
    """Card effects, Play: the 7 is on the field when its card waits to be played: two ends to choose."""
    g = position(field=["3-Oafs", "7-Lunks"], hands=[["1-Oafs"], ["3-Grunts"]], deck=LUNKS,
                 pending=[{"decision": "place", "by": "7-Lunks", "cards": ["2-Grunts"]}])
    assert [str(a) for a in g.legal_actions()] == ["play 2-Grunts left", "play 2-Grunts right"]
    assert g.decision.rule == "place"
    assert ogrelab.from_dict(g.to_dict()).to_dict() == g.to_dict()
