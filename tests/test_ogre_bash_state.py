"""Ogre Bash options, saves, views, rendering, bots and whole random games."""

import copy
import random

import pytest

import ogrelab
from ogrelab.core import make_bot, play_out
from ogrelab.games.ogre_bash.rules import DEFAULT_DECK, OgreBash

import test_conformance as conformance
from test_ogre_bash_rules import FILL, OGRES, A, L, R, hand, position


# ---------------------------------------------------------------- options


@pytest.mark.parametrize("options,match", [
    ({"players": 7}, "players"),
    ({"players": 1}, "players"),
    ({"fists_to_win": 0}, "fists_to_win"),
    ({"deck": {"Bash Sideways (Crash)": 2}}, "unknown card"),
    ({"deck": {"Steal": -1}}, "Steal"),
    ({"deck": {"Steal": 20}}, "at least"),
    ({"dealer": 4, "players": 4}, "dealer"),
    ({"turn_limit": -1}, "turn_limit"),
    ({"go_bash_names_direction": "yes"}, "go_bash_names_direction"),
])
def test_bad_options_are_rejected(options, match):
    with pytest.raises(ValueError, match=match):
        OgreBash(seed=1, **options)


def test_the_deck_list_is_an_option():
    """Ruling (option deck): the deck list; here only Ouch cards, My Ear! included."""
    deck = {"Steal": 8, "Hurt Bad": 8, "Fix Club": 4, "Big Bash": 4, "Go Bash": 4, "My Ear!": 4}
    g = OgreBash(seed=2, players=3, deck=deck)
    st = g.to_dict()["state"]
    assert len(st["deck"]) + sum(len(h) for h in st["hands"]) == 32
    assert all(c in deck for h in st["hands"] for c in h)


# ------------------------------------------------------------------ saves


def _save(**changes):
    d = OgreBash(seed=5, players=3).to_dict()
    d["state"].update(changes)
    return d


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
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(_save(**{field: value}))


def test_a_position_round_trips_through_its_save():
    g = position([FILL[0], FILL[1] + [A("Percy")], FILL[2]], seat=1)
    g.play(f"play {A('Percy')}")
    g.play("across means left")
    g.play("pass Steal")
    again = ogrelab.from_dict(copy.deepcopy(g.to_dict()))
    assert again.to_dict() == g.to_dict() and again.current_player == 2


def test_protocol_checks_around_the_end_of_a_hand_and_of_the_game():
    """The conformance step checks (undo, save, views, sampled worlds) where a hand and the game end."""
    rng = random.Random(0)
    g = position([FILL[0], [R(o) for o in OGRES]], seat=1, phase="start", fists=[3, 2])
    conformance.check_step(g, g.find("declare win"), rng)         # a new hand is dealt
    g = position([FILL[0], [R(o) for o in OGRES]], seat=1, phase="start", fists=[3, 8])
    conformance.check_step(g, g.find("declare win"), rng)         # the game ends
    g.play("declare win")
    assert g.is_over


# ------------------------------------------------------------------ views


def test_a_view_shows_its_own_hand_and_counts_of_the_rest():
    """Hidden information: a seat sees its hand, the discard pile, shown hands and counts."""
    g = position([FILL[0] + [L("Percy")], FILL[1], FILL[2]], seat=0)
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
                  [R("Crash"), "Wild Bash", "Hurt Bad", "My Ear!", "Big Bash"], FILL[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    view = g.view(2)
    worlds = [OgreBash.determinize(view, seed=s) for s in range(12)]
    for w in worlds:
        assert w.view(2) == view
        assert any(c.startswith("Bash Right") for c in hand(w, 1))
    assert len({tuple(hand(w, 1)) for w in worlds}) > 1


# -------------------------------------------------------------- rendering


def test_html_shows_the_seat_view_and_hides_the_rest():
    """_repr_html_ / html(seat): own hand, counts and fists of the others, discard pile, card in play."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                  [R("Crash"), R("Gnash"), "Hurt Bad", "Go Bash", "My Ear!"],
                  [A("Crash"), A("Gnash"), A("Smash"), "Fix Club", "Wild Bash"]], seat=0,
                 discard=["Wild Bash"], fists=[3, 1, 4])
    g.play("play Big Bash")
    html = g.html(0)
    assert html.startswith("<style>") or 'class="ogrelab-ogre_bash"' in html
    assert 'data-card="Bash Left (Crash)"' in html and 'data-card="Big Bash"' in html    # hand, in play
    assert 'data-card="Wild Bash"' in html                                                # discard pile
    assert 'data-card="Bash Right (Crash)"' not in html and 'data-card="Fix Club"' not in html
    assert "&#9994;" in html and "being resolved" in html
    full = g._repr_html_()
    assert 'data-card="Bash Right (Crash)"' in full
    text = str(g)
    assert "seat 1:  1 fists | 5 cards face down" not in text       # str shows every hand (teaching)
    assert "Bash Right (Crash)" in text and "resolving: Big Bash" in text


def test_shown_hands_appear_in_everyone_s_html():
    g = position([FILL[0], FILL[1], FILL[2]], seat=0, phase="start")
    g.play("declare win")
    assert 'data-card="Big Bash"' in g.html(2) and "shown to all" in g.html(2)


# ------------------------------------------------------------------- bots


def test_the_heuristic_bot_plays_legal_moves_and_declares_wins():
    for players in (2, 4, 6):
        g = OgreBash(seed=players, players=players)
        bots = [make_bot("ogre_bash", "heuristic" if s % 2 == 0 else "random", seed=s) for s in range(players)]
        play_out(g, bots)                 # play() raises on any illegal action
        assert g.is_over
    bot = make_bot("ogre_bash", "heuristic", seed=0)
    g = position([FILL[0], [R(o) for o in OGRES]], seat=1, phase="start")
    assert str(bot.choose(g.view(1), g.legal_actions())) == "declare win"
    g = position([FILL[0], FILL[1]], seat=1, phase="start")
    assert str(bot.choose(g.view(1), g.legal_actions())) == "draw"


def test_the_heuristic_bot_passes_what_it_needs_least():
    bot = make_bot("ogre_bash", "heuristic", seed=0)
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), "Steal", R("Percy")], FILL[1], FILL[2]], seat=0)
    g.play(f"play {R('Percy')}")
    assert str(bot.choose(g.view(0), g.legal_actions())) == "pass Steal"


# ----------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_reach_ten_fists(players):
    """Random play ends: games to ten fists, default options, under the suite's 20,000-action bound."""
    rng = random.Random(players)
    for seed in range(2):
        g = OgreBash(seed=seed, players=players)
        n = conformance.play_random(g, rng, checks=False)
        assert n < 20_000 and max(g.scores) >= 10
        assert sum(DEFAULT_DECK.values()) == 59
