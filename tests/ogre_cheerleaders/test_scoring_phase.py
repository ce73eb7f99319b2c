"""Ogre Cheerleaders, #2 Scoring Phase: the three formations, and the bonus play after a cleared field.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import random

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts
from ogrelab.games.ogre_cheerleaders.scoring import formations


def test_formation_same_team_three_or_more():
    """Scoring: 'If 3 or more ogres from the same high school team are next to each other'."""
    g = position(field=["9-Oafs", "1-Brutes", "6-Brutes"], hands=[["3-Brutes", "2-Oafs"], ["9-Lunks"]], deck=LUNKS,
                 options={"effects": {"3": "none"}})
    g.play("play 3-Brutes right")
    st = state(g)
    assert st["piles"][0] == ["1-Brutes", "6-Brutes", "3-Brutes"] and st["field"] == ["9-Oafs"]
    assert g.scores == [10, 0]


def test_formation_two_of_a_team_do_not_score():
    """Scoring: a same team formation needs 3 or more."""
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["3-Brutes", "2-Oafs"], ["9-Lunks"]], deck=LUNKS)
    g.play("play 3-Brutes right")
    assert state(g)["piles"][0] == []


@pytest.mark.parametrize("field,card", [(["4-Oafs", "5-Brutes"], "6-Lunks"), (["6-Oafs", "5-Brutes"], "4-Lunks")])
def test_formation_numerical_sequence_in_either_direction(field, card):
    """Scoring: 'If 3 or more ogres are in a numerical sequence ... either direction (5-6-7 or 7-6-5)'."""
    g = position(field=field, hands=[[card, "2-Oafs"], ["9-Lunks"]], deck=LUNKS,
                 options={"effects": {"4": "none", "6": "none"}})
    g.play(f"play {card} right")
    assert state(g)["piles"][0] == field + [card] and g.scores[0] == 15


def test_formation_sequences_do_not_wrap_around():
    """Scoring: a sequence steps by one; 10 is not followed by 1."""
    g = position(field=["9-Oafs", "10-Brutes"], hands=[["1-Lunks", "3-Oafs"], ["9-Lunks"]], deck=LUNKS,
                 options={"effects": {"1": "none"}})
    g.play("play 1-Lunks right")
    assert state(g)["piles"][0] == [] and state(g)["field"] == ["9-Oafs", "10-Brutes", "1-Lunks"]


def test_formation_same_number_two_or_more():
    """Scoring: 'If 2 or more ogres with the same point value are next to each other'."""
    g = position(field=["1-Oafs", "9-Brutes"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert state(g)["piles"][0] == ["9-Brutes", "9-Lunks"] and state(g)["field"] == ["1-Oafs"]


def test_bonus_play_after_clearing_the_field_without_drawing_first():
    """Bonus play: 'deal four cards ... Then play an additional card ... Do not draw any cards before'."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]],
                 deck=["3-Lunks", "1-Lunks", "8-Oafs", "6-Brutes", "4-Grunts"], options={"effects": {"2": "none"}})
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["hands"][0] == ["2-Oafs"], "no draw before the bonus play"
    assert g.current_player == 0 and "bonus" in g.prompt
    g.play("play 2-Oafs left")
    st = state(g)
    assert st["hands"][0] == ["3-Lunks"] and g.current_player == 1, "draw phase after the bonus play"


def test_bonus_play_is_repeatable():
    """Bonus play: 'It is possible to get another bonus play if you clear the field again.'"""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "6-Oafs", "1-Grunts"], ["5-Oafs"]],
                 deck=["10-Brutes", "7-Brutes", "8-Oafs", "1-Brutes", "5-Lunks", "4-Grunts", "3-Brutes", "2-Oafs"],
                 options={"effects": {"6": "none", "1": "none"}})
    g.play("play 9-Lunks right")
    assert state(g)["field"] == ["2-Oafs", "3-Brutes", "4-Grunts", "5-Lunks"], "dealt: 2-3-4-5, as dealt"
    assert state(g)["bonus"] == 1
    g.play("play 6-Oafs right")           # 2-3-4-5-6 scores: the field is clear again
    st = state(g)
    assert st["field"] == ["1-Brutes", "8-Oafs", "7-Brutes", "10-Brutes"] and st["bonus"] == 2
    assert g.current_player == 0 and st["hands"][0] == ["1-Grunts"]
    g.play("play 1-Grunts left")          # 1-1 scores (1-Brutes has a new neighbour); 3 cards stay
    assert g.current_player == 1 and g.scores[0] == 18 + 20 + 2


def test_bonus_play_with_a_short_deck_deals_what_is_left():
    """Bonus play: 'If there are fewer than 4 cards left in the deck, deal out as many as possible'."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=["6-Brutes", "1-Grunts"])
    g.play("play 9-Lunks right")
    st = state(g)
    assert st["field"] == ["1-Grunts", "6-Brutes"] and st["deck"] == [] and g.current_player == 0


def test_bonus_play_cleared_again_on_an_empty_deck_plays_onto_the_empty_field():
    """Bonus play: repeatable; with the deck empty the additional card goes onto an empty field."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "5-Oafs", "5-Grunts"], ["5-Lunks"]], deck=[],
                 options={"effects": {"5": "none"}})
    g.play("play 9-Lunks right")
    assert texts(g) == ["play 5-Oafs", "play 5-Grunts"] and state(g)["bonus"] == 1
    g.play("play 5-Oafs")
    assert g.current_player == 1 and state(g)["field"] == ["5-Oafs"]


def test_bonus_play_is_its_own_decision_and_the_play_that_earns_it_says_so():
    """Bonus play: 'If there are no cards left on the field ... deal four cards ... Then play an additional card'."""
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]],
                 deck=["3-Lunks", "1-Lunks", "8-Oafs", "6-Brutes", "4-Grunts"], options={"effects": {"9": "none"}})
    assert g.preview("play 9-Lunks right") == ("9-Lunks goes to the right end; scores 9-Oafs 9-Lunks for "
                                               "18 points; the field is cleared: 4 cards dealt face up, "
                                               "then a bonus play")
    g.play("play 9-Lunks right")
    d = g.decision
    assert (d.seat, d.rule, d.section) == (0, "bonus_play", "#2 Scoring Phase: Bonus play")
    assert state(g)["deck"] == ["3-Lunks"]
    assert all("3-Lunks" not in g.preview(a) for a in g.legal_actions()), "the draw phase's card stays unseen"


@pytest.mark.parametrize("options", [{}, {"teams": ["Oafs", "Brutes", "Grunts"]},
                                     {"values": [1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 11],
                                      "effects": {"11": "none", "12": "none"}}])
def test_the_decks_pair_bits_say_what_two_neighbours_share(options):
    """Scoring: what makes a formation between two neighbours, as the deck's pair bits (made a row at
    a time): 1 the same number, 2 the same team, 4 the right one is one more, 8 one less."""
    import ogrelab
    t = ogrelab.new_game("ogre_cheerleaders", seed=0, **options).t
    for a in range(t.size):
        for b in range(t.size):
            va, vb, same_team = t.value[a], t.value[b], t.team[a] == t.team[b]
            bits = (va == vb) | same_team << 1 | (vb - va == 1) << 2 | (vb - va == -1) << 3
            assert t.pairs[a][b] == t.pair[a * t.size + b] == bits, (t.names[a], t.names[b])


@pytest.mark.parametrize("options", [{}, {"teams": ["Oafs", "Brutes"], "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]},
                                     {"teams": ["A", "B", "C", "D", "E"], "values": [2, 4, 5, 6, 9]}])
def test_a_field_holds_a_formation_exactly_when_neighbours_make_one(options):
    """Scoring: 2+ of a number, 3+ of a team, or 3+ in sequence side by side. The scoring phase's
    first pass reads this from a table made once per deck (``scoring.walk_steps``); on random
    fields of decks with other teams and values, it finds a formation exactly where the
    neighbouring cards, compared one by one, make one."""
    deck = ogrelab.new_game("ogre_cheerleaders", seed=0, **options).t
    value, team = deck.value, deck.team

    def makes_one(f):
        for i in range(1, len(f)):
            a, b = f[i - 1], f[i]
            if value[a] == value[b]:
                return True
            if i >= 2:
                z = f[i - 2]
                if team[z] == team[a] == team[b] or any(
                        value[a] - value[z] == value[b] - value[a] == step for step in (1, -1)):
                    return True
        return False

    rng = random.Random(len(options))
    seen = {True: 0, False: 0}
    for _ in range(3000):
        field = rng.sample(range(deck.size), rng.randint(0, min(8, deck.size)))
        holds = bool(formations(deck, field, set()))
        assert holds == makes_one(field), [deck.names[c] for c in field]
        seen[holds] += 1
    assert seen[True] > 100 and seen[False] > 100
