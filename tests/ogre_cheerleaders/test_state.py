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
from ogrelab.games.ogre_cheerleaders.examples import LUNKS, game, position


def test_a_hand_written_position_round_trips():
    g = game(field=["3-Oafs", "7-Brutes"], as_dealt=["7-Brutes"], bench=["2-Brutes"],
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
        OC.from_state(position(**base), players=2)


def test_views_hide_other_hands_and_the_deck_but_not_cards_seen_taken():
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["4-Lunks", "1-Oafs"], ["2-Grunts", "3-Grunts"]],
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
    g = game(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
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
