"""Watch: the last move is marked on the card it moved and where it came from (issue #28).

A board marks the last move as a chess board does: "last move" where the card
now is, "came from" where it left; a card that left a hidden hand is marked on
that hand as a whole, never by name.
"""

from __future__ import annotations

from html import escape

import ogrelab


def keyed(game, seat, key):
    return f'data-key="{escape(key, quote=True)}"' in game.html(seat)


def test_watch_the_last_move_is_marked_on_the_played_card_and_the_hand_it_left():
    game = ogrelab.new_game("ogre_cheerleaders", seed=3)
    card = game.view(0)["state"]["hands"][0][0]
    game.play(f"play {card} left")
    mine = game.moved(0)
    assert f"field:{card}" in mine.here and "cards:0" in mine.came_from
    assert (f"hand:{card}", f"field:{card}") in mine.slides
    theirs = game.moved(1)                 # seat 1 saw a card leave a hidden hand: the hand, not the card
    assert f"field:{card}" in theirs.here and theirs.came_from[0] == "cards:0"
    assert not any(k.startswith("hand:") for k in theirs.came_from + sum(theirs.slides, ()))
    for seat, moved in ((0, mine), (1, theirs)):
        assert all(keyed(game, seat, k) for k in moved.here + moved.came_from)


def test_watch_a_card_drawn_is_told_to_its_seat_alone():
    game = ogrelab.new_game("ogre_cheerleaders", seed=3)
    for _ in range(40):
        before = [list(h) for h in game.clone().view(None)["state"]["hands"]]
        game.play(game.legal_actions()[0])
        after = game.view(None)["state"]["hands"]
        for seat in range(2):
            got = [c for c in after[seat] if c not in before[seat]]
            news = game.moved(seat).news
            assert all(c in news for c in got)
            other = after[1 - seat]
            assert not any(c in news for c in other if c not in after[seat])
        if game.is_over:
            break
