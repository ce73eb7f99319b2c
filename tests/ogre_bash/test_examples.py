"""Each named example position builds and shows the rule it is named after."""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.positions import state, texts


def test_opening_deals_five_each():
    """Set Up: 'Deal each player five cards. The player to the left of the dealer goes first.'"""
    g = ex.opening()
    st = state(g)
    assert g.current_player == (st["dealer"] + 1) % 4
    assert sorted(len(h) for h in st["hands"]) == [5, 5, 5, 6], "the first player has drawn"


def test_first_turn_offers_no_declaration():
    """Play: 'If you have a winning hand and this is not your first turn, show your cards'."""
    g = ex.first_turn()
    assert all(t.startswith("play ") for t in texts(g))


def test_declare_or_draw_on_a_later_turn():
    """Winning the Hand: a later turn offers the declaration or the draw."""
    g = ex.declare_or_draw()
    assert texts(g) == ["declare win", "draw"]
    g.play("declare win")
    assert state(g)["fists"][0] == 2


def test_false_declaration_loses_the_turn_and_shows_the_hand():
    """Winning the Hand: 'If you don't actually have a winning hand ... you lose your turn'."""
    g = ex.false_declaration()
    before = state(g)["hands"][0]
    g.play("declare win")
    st = state(g)
    assert g.current_player == 1 and st["fists"] == [0, 0, 0, 0] and st["shown"][0] == before


def test_end_of_hand_scores_and_the_deal_passes_left():
    """Set Up: 'At the end of each hand, the deal passes to the left.'"""
    g = ex.end_of_hand()
    g.play("declare win")
    st = state(g)
    assert st["fists"] == [4, 1, 0, 2] and st["dealer"] == 0 and st["hand"] == 5 and g.current_player == 1


def test_game_point_reaching_ten_fists_wins():
    """Object: 'The first player to reach ten fists wins.'"""
    g = ex.game_point()
    g.play("declare win")
    assert g.is_over and g.result.winners == (0,) and g.result.scores[0] == 10


@pytest.mark.parametrize("name, cards", list(ex.WINNING_HANDS.items()))
def test_every_winning_hand_example_scores_its_hand(name, cards):
    """Winning Hands: each example is worth the hand it is named after."""
    assert ex.worth(cards).startswith(name + ":")
    g = ex.holding(cards)
    g.play("declare win")
    assert state(g)["fists"][0] > 0


@pytest.mark.parametrize("case, worth", [
    ("four Wild Bash and one Bash Right", "Wild Bash: 1 fist"),
    ("five Wild Bash, no bash card", "no winning hand"),
    ("Wild Bash with two directions", "no winning hand"),
    ("Wild Bash in place of the fifth ogre", "Wild Bash: 1 fist"),
    ("five Ouch cards without My Ear!", "no winning hand"),
    ("one direction, two cards of one ogre", "Bashful: 2 fists"),
])
def test_edge_cases(case, worth):
    """Winning Hands: Wild Bash 'in place of one or more', Ouch 'at least one ... My Ear!'."""
    assert ex.worth(ex.EDGE_CASES[case]) == worth


def test_a_hand_fitting_several_scores_the_highest():
    """Rulings: a hand fitting several winning hands scores the highest."""
    assert ex.worth(ex.WINNING_HANDS["Ogre Bash"]) == \
        "Ogre Bash: 5 fists (fits Ogre Bash, Family Portrait, Bashful)"


def test_bash_left_pass_timing():
    """Bash Left: 'Don't pick up the card you're receiving until after you have put one down.'"""
    g = ex.bash_left()
    g.play("play Bash Left (Crash)")
    g.play("pass Wild Bash")
    assert g.current_player == 1 and "pass Wild Bash" not in texts(g)
    for seat in (1, 2, 3):
        g.play(texts(g)[0])
    assert "Wild Bash" in state(g)["hands"][1]


def test_bash_across_three_players_chooses():
    """Bash Across: 'if there are three players then you choose if Across means Left or Right'."""
    g = ex.bash_across_three_players()
    g.play("play Bash Across (Crash)")
    assert texts(g) == ["across means left", "across means right"]


def test_bash_across_five_players_two_to_the_left():
    """Bash Across: 'if there is not an even number of players, ... two to your left'."""
    g = ex.bash_across(5)
    g.play("play Bash Across (Crash)")
    assert "seat 2" in g.prompt


def test_steal_chain_goes_round():
    """Steal: 'This continues around the table until the player to your right takes a card from you.'"""
    g = ex.steal_chain()
    g.play("play Steal")
    takes = [line for line in g.log if "takes a random card" in line]
    assert takes[-1] == "seat 3 takes a random card from seat 0" and len(takes) == 4


def test_hurt_bad():
    """Hurt Bad: take a random card, the player redraws five, then you discard one."""
    g = ex.hurt_bad()
    g.play("play Hurt Bad")
    g.play("hurt seat 2")
    assert len(state(g)["hands"][0]) == 6 and texts(g)[0].startswith("discard ")


def test_fix_club_discards_then_draws():
    """Fix Club: 'discard as many cards as you like (0 - 5) ... and then draw that many'."""
    g = ex.fix_club()
    g.play("play Fix Club")
    assert texts(g)[0] == "discard none"
    g.play("discard Steal")
    g.play("discard My Ear!")
    g.play("draw 2")
    assert {"Bash Left (Trash)", "Go Bash"} <= set(state(g)["hands"][0])


def test_big_bash_trades_from_the_left():
    """Big Bash: 'Trade (Bash) one card with each other player clockwise ... Start with the player to your left.'"""
    g = ex.big_bash()
    g.play("play Big Bash")
    assert "seat 1" in g.prompt


def test_go_bash_given_or_shown():
    """Go Bash: they give one face down, or 'prove it by showing their hand to all players'."""
    g = ex.go_bash()
    g.play("play Go Bash")
    h = g.clone()
    h.play("ask seat 1 for Bash Right")
    assert h.current_player == 1 and texts(h) == ["give Bash Right (Percy)"]
    g.play("ask seat 2 for Bash Left")
    assert state(g)["shown"][2] is not None and g.current_player == 1


def test_my_ear_nothing_happens():
    """My Ear!: 'nothing happens and play continues to the next player'."""
    g = ex.my_ear()
    g.play("play My Ear!")
    assert g.current_player == 1


def test_wild_bash_card_names_a_direction():
    """Wild Bash: 'choose Bash Right, Left, or Across'."""
    g = ex.wild_bash_card()
    g.play("play Wild Bash")
    assert texts(g) == ["bash left", "bash right", "bash across"]


def test_every_position_saves_and_loads():
    """Every example is a valid position in the documented state format."""
    for make in (ex.first_turn, ex.declare_or_draw, ex.false_declaration, ex.end_of_hand, ex.game_point,
                 ex.bash_left, ex.bash_across_three_players, ex.bash_across, ex.steal_chain, ex.hurt_bad,
                 ex.fix_club, ex.big_bash, ex.go_bash, ex.my_ear, ex.wild_bash_card):
        g = make()
        assert ogrelab.from_dict(g.to_dict()).to_dict() == g.to_dict(), make.__name__


@pytest.mark.parametrize("case", list(ex.EDGE_CASES))
def test_every_edge_case_can_be_declared_at_a_position(case):
    """Winning the Hand: a declared edge case scores its hand, or loses the turn if it wins nothing."""
    g = ex.holding(ex.EDGE_CASES[case])
    g.play("declare win")
    won = state(g)["fists"][0] > 0
    assert won == (ex.worth(ex.EDGE_CASES[case]) != "no winning hand")


def test_card_played_names_the_card_of_a_play():
    """The exploration charts count cards: a play names its card, other decisions their verb."""
    assert ex.card_played("play Bash Left (Crash)") == "Bash Left"
    assert ex.card_played("declare Bashful") == "declare"

