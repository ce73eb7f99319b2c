"""A seat's table is drawn from what it may know: the same in every world it cannot tell apart.

DESIGN (hidden information): a seat's view, and what is drawn for it, depend
only on what it may know. A drawing for a seat is compared with the drawings of
worlds sampled from that seat's view (``determinize``): cards, terms, hover texts
and the list of words alike.
"""

from __future__ import annotations

import random

import pytest

import ogrelab
from ogrelab.core import game_class


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_a_seats_drawing_is_the_same_in_every_world_consistent_with_its_view(name):
    cls = game_class(name)
    rng = random.Random(7)
    drawn = 0
    for k in range(10):
        game = ogrelab.new_game(name, seed=500 + k)
        for _ in range(rng.randrange(0, 80)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        for seat in range(game.players):
            page = game.html(seat)
            for s in range(2):
                world = cls.determinize(game.view(seat), seed=rng.randrange(2**31))
                assert world.html(seat) == page, f"seat {seat}'s table depends on cards it cannot see"
                drawn += 1
    assert drawn >= 40


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_the_last_moves_marks_come_from_the_seats_view_alone(name):
    """Watch (issue #28): the places the last move's marks read are the same in every world a seat cannot tell apart."""
    cls = game_class(name)
    rng = random.Random(11)
    for k in range(6):
        game = ogrelab.new_game(name, seed=700 + k)
        for _ in range(rng.randrange(1, 80)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        for seat in range(game.players):
            places = game.watch_places(game.view(seat))
            assert places, "a game says where things are in a seat's view"
            world = cls.determinize(game.view(seat), seed=rng.randrange(2**31))
            assert world.watch_places(world.view(seat)) == places
            assert world.watch_hand(world.view(seat)) == game.watch_hand(game.view(seat))
