"""Every decision of Ogre Cheerleaders is made on the table: a card, then where it goes.

Each rule that asks a choice is checked at a named position of ``examples.py``:
what a person touches (the actions' ``on`` keys), that the drawing for the
deciding seat draws those keys (``data-key``) with ``data-pick`` on the first
click of a two-click decision and ``data-action`` on a one-click one, and that
no other seat's drawing names a card hidden from it.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import ogrelab
from ogrelab.core import touch
from ogrelab.games.ogre_cheerleaders import examples as ex

_ATTR = re.compile(r'data-(key|action|pick)="([^"]*)"')


def drawn(game, seat) -> dict[str, set[str]]:
    """The keys, one-click actions and picks marked in ``game.html(seat)``."""
    found = {"key": set(), "action": set(), "pick": set()}
    for kind, value in _ATTR.findall(game.html(seat)):
        found[kind].add(html.unescape(value))
    return found


def ons(game) -> dict[str, tuple]:
    return {a.text: a.on for a in game.legal_actions()}


def check_on_the_table(game):
    """Every legal action is a touch, every key it needs is drawn for the decider, and nobody else decides."""
    t = touch(game.legal_actions())
    assert not t.buttons, f"left to the buttons: {t.buttons}"
    marks = drawn(game, game.current_player)
    needed = set(t.click) | set(t.pick) | {k for v in t.pick.values() for k in v}
    assert needed <= marks["key"], f"touched but not drawn: {needed - marks['key']}"
    assert marks["action"] == set(t.click.values())
    assert marks["pick"] == set(t.pick)
    for seat in range(game.players):
        if seat != game.current_player:
            other = drawn(game, seat)
            assert not other["action"] and not other["pick"], f"seat {seat} is offered a move"
    return t


def after(game, text):
    game.play(text)
    return game


# --------------------------------------------------------------- #1 Play Phase
def test_play_phase_a_card_of_the_hand_then_an_end():
    """#1 Play Phase: "choose one card from your hand and play it to either end of the field"."""
    g = ex.opening()
    t = check_on_the_table(g)
    hand = g.view(0)["state"]["hands"][0]
    assert set(t.pick) == {f"hand:{c}" for c in hand}
    for c in hand:
        assert t.pick[f"hand:{c}"] == {"end:left": f"play {c} left", "end:right": f"play {c} right"}


def test_play_onto_an_empty_field_is_one_click_on_the_card():
    """Onto an empty field a card simply lands: no end to choose."""
    g = ex.ten_alone()
    t = check_on_the_table(g)
    assert t.click == {"hand:10-Grunts": "play 10-Grunts", "hand:7-Oafs": "play 7-Oafs"}


def test_bonus_play_is_touched_as_the_play_phase():
    """#2 Scoring Phase, Bonus play: the cleared field is dealt again and the seat plays another card."""
    g = after(ex.bonus_play(), "play 9-Lunks right")
    assert g.decision.rule == "bonus_play"
    t = check_on_the_table(g)
    assert t.pick["hand:3-Grunts"] == {"end:left": "play 3-Grunts left", "end:right": "play 3-Grunts right"}


def test_a_card_an_effect_plays_is_placed_by_clicking_an_end():
    """7: "play the card from the top of the deck as if from your hand": only its end is left to choose."""
    g = after(ex.effect(7), "play 7-Brutes right")
    assert g.decision.rule == "place"
    t = check_on_the_table(g)
    top = g.view(0)["state"]["pending"][-1]["cards"][0]
    assert t.click == {"end:left": f"play {top} left", "end:right": f"play {top} right"}


# --------------------------------------------------------------- card effects
def test_one_joins_a_hand_card_at_an_end_or_a_gap():
    """1: "choose one card from your hand to join the field in any position": ends and gaps."""
    g = after(ex.effect(1), "play 1-Brutes right")
    t = check_on_the_table(g)
    field = g.view(0)["state"]["field"]
    targets = t.pick["hand:5-Grunts"]
    assert set(targets) == {"end:left", "end:right"} | {f"gap:{c}" for c in field[:-1]}
    assert targets[f"gap:{field[0]}"] == f"join 5-Grunts after {field[0]}"
    page = g.html(0)
    gaps = re.findall(r'data-key="gap:([^"]*)"', page)
    assert [html.unescape(x) for x in gaps] == field[:-1], "a gap is drawn right of each card but the last"


def test_two_takes_a_bench_card_then_an_end():
    """2: a card from the bench joins the field at either end."""
    g = after(ex.effect(2), "play 2-Brutes right")
    t = check_on_the_table(g)
    assert t.pick == {f"bench:{c}": {"end:left": f"join {c} left", "end:right": f"join {c} right"}
                      for c in ("2-Lunks", "8-Oafs")}


def test_two_as_bench_to_hand_is_one_click_on_the_bench():
    """Option effects: a 2 that puts a bench card into the hand."""
    pos = ex.effect(2).to_dict()["state"]
    g = ogrelab.games.ogre_cheerleaders.OgreCheerleaders.from_state(pos, players=2, effects={"2": "bench_to_hand"})
    g.play("play 2-Brutes right")
    t = check_on_the_table(g)
    assert t.click == {"bench:2-Lunks": "take 2-Lunks", "bench:8-Oafs": "take 8-Oafs"}


def test_three_swaps_a_field_card_with_one_to_its_right_and_the_three_with_any():
    """3: swap the positions of any two cards on the field, the 3 included: the 3 just played is
    clicked first for its own swaps, wherever it lies."""
    g = after(ex.effect(3), "play 3-Brutes right")
    t = check_on_the_table(g)
    field = g.view(0)["state"]["field"]
    assert field[-1] == "3-Brutes"
    assert t.pick["field:3-Brutes"] == {f"field:{c}": f"swap {c} and 3-Brutes" for c in field[:-1]}
    assert t.pick[f"field:{field[0]}"] == {f"field:{c}": f"swap {field[0]} and {c}" for c in field[1:-1]}
    assert set(t.pick) == {f"field:{c}" for c in field[:-2]} | {"field:3-Brutes"}
    g = after(ex.effect(3), "play 3-Brutes left")
    t = check_on_the_table(g)
    assert set(t.pick["field:3-Brutes"]) == {f"field:{c}" for c in g.view(0)["state"]["field"][1:]}


@pytest.mark.parametrize("value, verb", [(4, "take"), (5, "bench")])
def test_four_and_five_click_another_field_card(value, verb):
    """4 puts another field card into the hand; 5 benches another field card."""
    g = after(ex.effect(value), f"play {value}-Brutes right")
    t = check_on_the_table(g)
    others = [c for c in g.view(0)["state"]["field"] if c != f"{value}-Brutes"]
    assert t.click == {f"field:{c}": f"{verb} {c}" for c in others}


def test_six_robs_the_opponent_whose_row_is_clicked():
    """Ogre Notes on Playing Cards: with more than 2 players, choose the opponent."""
    g = after(ex.six_chooses_opponent(), "play 6-Grunts right")
    t = check_on_the_table(g)
    assert t.click == {"seat:1": "rob seat 1", "seat:2": "rob seat 2"}
    assert re.search(r'<tr[^>]*data-key="seat:1"[^>]*data-action="rob seat 1"', g.html(0))


def test_eight_the_drawn_card_that_joins_then_its_end():
    """8: one drawn card goes into the hand, the other joins the field at either end."""
    g = after(ex.effect(8), "play 8-Brutes right")
    t = check_on_the_table(g)
    a, b = g.view(0)["state"]["pending"][-1]["cards"]
    assert t.pick[f"drawn:{b}"] == {"end:left": f"keep {a}, join {b} left", "end:right": f"keep {a}, join {b} right"}
    assert t.pick[f"drawn:{a}"]["end:left"] == f"keep {b}, join {a} left"


def test_eight_with_one_card_left_goes_to_the_hand_or_an_end():
    """Ogre Notes: with only 1 card left in the deck, put it into your hand or have it join either end."""
    g = after(ex.eight_with_one_card_left(), "play 8-Grunts right")
    t = check_on_the_table(g)
    assert t.pick == {"drawn:3-Lunks": {"keep:hand": "keep 3-Lunks", "end:left": "join 3-Lunks left",
                                        "end:right": "join 3-Lunks right"}}


def test_the_cards_an_eight_drew_are_named_only_in_the_drawing_of_the_seat_playing():
    g = after(ex.effect(8), "play 8-Brutes right")
    a, b = g.view(0)["state"]["pending"][-1]["cards"]
    theirs = g.html(1)
    assert f"drawn:{a}" not in theirs and f"drawn:{b}" not in theirs
    assert f'data-card="{a}"' not in theirs and "data-key" in theirs


def test_overlapping_formations_are_chosen_by_controls_under_the_field():
    """Ogre Notes on Scoring: a card in two formations: the player chooses which way to score it."""
    g = after(ex.one_one_or_one_two_three(), "play 1-Oafs left")
    assert g.decision.rule == "score"
    t = check_on_the_table(g)
    assert sorted(t.click.values()) == sorted(a.text for a in g.legal_actions())
    assert all(k.startswith("control:score ") for k in t.click)
    page = g.html(0)
    controls = page.index('class="ogrelab-controls"')
    assert page.index('class="ogrelab-row ogrelab-field"') < controls < page.index('class="ogrelab-seats"')
    assert ">Score [1-Oafs 1-Brutes]<" in page


# --------------------------------------------------------------- the drawing
def test_previews_on_the_table_are_the_games_own():
    """A one-click touch says what it would do (its title); the offer the board is handed holds every preview."""
    g = after(ex.effect(5), "play 5-Brutes right")
    page = g.html(0)
    title = html.unescape(re.search(r'data-action="bench 3-Oafs" title="([^"]*)"', page).group(1))
    assert title.startswith("bench 3-Oafs: " + g.preview("bench 3-Oafs"))
    assert g.offer()[2] == {a.text: g.preview(a) for a in g.legal_actions()}


def test_another_seats_drawing_names_none_of_the_hidden_hand():
    g = ex.opening()
    mine = g.view(0)["state"]["hands"][0]
    theirs = drawn(g, 1)["key"]
    assert not {f"hand:{c}" for c in mine} & theirs


def test_cards_show_a_short_effect_line_and_the_whole_text_on_hover():
    g = ex.effect(8)
    page = g.html(0)
    card = re.search(r'<div class="ogrelab-card"[^>]*data-card="8-Brutes"[^>]*>.*?</div>', page).group(0)
    assert "draw 2: keep 1, 1 joins" in card
    assert "Take the top two cards of the deck" in html.unescape(card)


def test_the_result_names_the_winner_its_points_and_the_tie_break():
    g = ex.tie_on_points()
    g.play("play 7-Grunts right")
    assert g.is_over
    assert g.outcome == "Seat 1 won with 20 points: 4 cards in the score pile, the most among the seats tied on points"
    assert g.outcome in g.html(0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_decision_of_a_game_is_made_on_the_table(players):
    g = ogrelab.new_game("ogre_cheerleaders", seed=players, players=players)
    rng = random.Random(players)
    rules = set()
    while not g.is_over:
        rules.add(g.decision.rule)
        check_on_the_table(g)
        g.play(rng.choice(g.legal_actions()))
    assert {"play", "bonus_play"} & rules and len(rules) >= 4
