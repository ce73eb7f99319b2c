"""Ogre Cheerleaders: options, saves, views, rendering and the heuristic bot."""

from __future__ import annotations

import json

import pytest

import ogrelab
from ogrelab.core import make_bot, play_out
from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC

from test_ogre_cheerleaders_rules import DECK, game, position, state


# ----------------------------------------------------------------- options
@pytest.mark.parametrize("options,words", [
    ({"players": 6}, "players=6 is not allowed"),
    ({"players": 2, "first_seat": 2}, "first_seat=2 must be a seat 0..1"),
    ({"effects": {"5": "fly"}}, "effect 'fly' for 5 is unknown"),
    ({"effects": {"11": "none"}}, "no card has"),
    ({"effects": {5: "none"}}, r"effects.*key 5 (is not a string|must be a point value)"),
    ({"effects": {"five": "none"}}, "must be a point value"),
    ({"values": list(range(1, 13))}, "no effect for point value"),
    ({"values": [1, 1, 2]}, "must differ"),
    ({"teams": ["Oafs", "Oafs"]}, "must differ"),
    ({"teams": ["Oafs-2"]}, "must be letters"),
    ({"teams": ["Oafs"]}, "too small"),
    ({"turn_limit": -1}, "turn_limit"),
])
def test_bad_options_say_what_is_wrong_and_allowed(options, words):
    with pytest.raises(ValueError, match=words):
        ogrelab.new_game("ogre_cheerleaders", seed=1, **options)


def test_a_smaller_deck_keeps_the_default_effects_of_its_values():
    g = ogrelab.new_game("ogre_cheerleaders", seed=1, values=[1, 2, 3, 4, 5, 6])
    assert g.t.size == 24 and g.t.effect[g.t.ids["4-Lunks"]] == "field_to_hand"


def test_the_deck_is_data_teams_times_values():
    """Rulings: the deck is every team x every value, one card each (options teams, values)."""
    g = ogrelab.new_game("ogre_cheerleaders", seed=1, teams=["Oafs", "Bog Trotters", "Grunts"],
                         values=list(range(1, 13)), effects={"11": "none", "12": "shuffle_field"})
    st = state(g)
    cards = st["field"] + st["bench"] + st["deck"] + sum(st["hands"], [])
    assert len(cards) == 36 and "12-Bog Trotters" in cards
    assert g.t.effect[g.t.ids["12-Oafs"]] == "shuffle_field" and g.t.effect[g.t.ids["5-Oafs"]] == "bench_other"


# ------------------------------------------------------------------- saves
def test_a_hand_written_position_round_trips():
    g = game(field=["3-Oafs", "7-Brutes"], as_dealt=["7-Brutes"], bench=["2-Brutes"],
             hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=DECK, piles=[["1-Grunts", "1-Lunks"], []])
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


# ------------------------------------------------------------------- views
def test_views_hide_other_hands_and_the_deck_but_not_cards_seen_taken():
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["4-Lunks", "1-Oafs"], ["2-Grunts", "3-Grunts"]],
             deck=DECK)
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


# --------------------------------------------------------------- rendering
def test_html_draws_visible_cards_and_hides_the_others():
    g = game(field=["3-Oafs", "7-Brutes"], as_dealt=["3-Oafs"], bench=["2-Brutes"],
             hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=DECK, piles=[["1-Grunts", "1-Lunks"], []])
    page = g.html(0)
    assert page.count('class="ogrelab-ogre_cheerleaders"') == 1
    for name in ("3-Oafs", "7-Brutes", "2-Brutes", "5-Oafs", "10-Grunts", "1-Grunts"):
        assert f'data-card="{name}"' in page
    assert "4-Lunks" not in page, "seat 1's hand is face down for seat 0"
    assert all(f'"{c}"' not in page for c in state(g)["deck"]), "the deck is face down"
    assert "ogrelab-back" in page and "ogrelab-dealt" in page
    assert 'data-card="4-Lunks"' in g._repr_html_(), "seat None sees everything"


def test_text_is_one_screen():
    g = ogrelab.new_game("ogre_cheerleaders", seed=2, players=4)
    text = str(g)
    assert len(text.splitlines()) <= 12 and "field:" in text and "seat 3" in text
    assert all(name in text for name in state(g)["field"])


def test_prompt_names_the_decision_and_its_rule():
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["5-Lunks"], ["1-Oafs"]], deck=DECK)
    assert g.prompt == "Seat 0: play one card from your hand to either end of the field (#1 Play Phase)"
    assert g.decision.rule == "play" and g.decision.section == "#1 Play Phase"
    g.play("play 5-Lunks right")
    assert g.prompt == "Seat 0: 5-Lunks - choose another card on the field to bench (Ogre Card effects)"
    assert g.decision.rule == "bench_other" and g.decision.seat == 0


# -------------------------------------------------------------------- bots
@pytest.mark.parametrize("players", [2, 3])
def test_heuristic_bot_plays_legal_moves_to_the_end(players):
    g = ogrelab.new_game("ogre_cheerleaders", seed=4, players=players)
    bots = [make_bot(g.name, "heuristic", seed=1)] + [make_bot(g.name, "random", seed=s) for s in range(players - 1)]
    play_out(g, bots)          # game.play raises on anything illegal
    assert g.is_over


def test_heuristic_bot_takes_the_scoring_play():
    g = game(field=["9-Oafs", "6-Brutes"], hands=[["2-Lunks", "6-Grunts", "3-Oafs"], ["1-Oafs"]], deck=DECK,
             options={"effects": {"6": "none", "2": "none"}})
    bot = make_bot(g.name, "heuristic", seed=0)
    assert str(bot.choose(g.view(0), g.legal_actions())) == "play 6-Grunts right"


# -------------------------------------------------------------- invariants
@pytest.mark.parametrize("players", [2, 4])
def test_every_card_stays_in_one_place_and_no_formation_is_left_unscored(players):
    """Ogre notes: 'It is not optional to score formations': a turn never starts with one on the field."""
    import random

    from ogrelab.games.ogre_cheerleaders import formations
    rng = random.Random(players)
    for seed in range(15):
        g = ogrelab.new_game("ogre_cheerleaders", seed=seed, players=players)
        while not g.is_over:
            st = state(g)
            cards = (st["field"] + st["bench"] + st["deck"] + sum(st["hands"], []) + sum(st["piles"], [])
                     + [c for p in st["pending"] for c in p["cards"]])
            assert sorted(cards) == sorted(g.t.names)
            if not g.pending:
                assert formations(g.t, g.field, g.as_dealt) == []
            legal = g.legal_actions()
            g.play(legal[rng.randrange(len(legal))])
