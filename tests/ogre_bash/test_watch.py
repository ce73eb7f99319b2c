"""Watch: the last move is marked, and a seat is told the card it received (issue #28).

"Every player picks up the card passed to them": the log says it for all, and
each seat is told in words, for itself alone, which card it picked up.
"""

from __future__ import annotations

import random
from collections import Counter
from html import escape

import ogrelab


def keyed(game, seat, key):
    return f'data-key="{escape(key, quote=True)}"' in game.html(seat)


def test_watch_the_last_move_is_marked_on_the_card_played_and_the_hand_it_left():
    game = ogrelab.new_game("ogre_bash", seed=3)
    seat = game.current_player
    play = next(a for a in game.legal_actions() if a.kind == "play")
    game.play(play)
    for s in range(game.players):
        moved = game.moved(s)
        assert moved.here == ("inplay",) and moved.came_from == (f"cards:{seat}",)
        assert all(keyed(game, s, k) for k in moved.here + moved.came_from)
    card = play.text.split(" ", 1)[1]
    assert game.moved(seat).slides == ((f"hand:{card}", "inplay"),)
    assert game.moved((seat + 1) % game.players).slides == ((f"cards:{seat}", "inplay"),)   # the hand as a whole


def test_watch_each_seat_is_told_the_card_passed_to_it_and_no_other_seat_is():
    rng = random.Random(5)
    delivered = 0
    for seed in range(6):
        game = ogrelab.new_game("ogre_bash", seed=seed)
        while not game.is_over and game.ply < 200:
            before = [Counter(h) for h in game.view(None)["state"]["hands"]]
            game.play(rng.choice(game.legal_actions()))
            if "picks up the card passed to them" not in game.log[-1]:
                continue
            delivered += 1
            after = [Counter(h) for h in game.view(None)["state"]["hands"]]
            got = [list(after[s] - before[s]) for s in range(game.players)]
            for s in range(game.players):
                news = game.moved(s).news
                if not got[s]:        # the last to pass picked up a card of the kind it put down: no change
                    continue
                assert news == f"Into your hand: {got[s][0]}.", (news, got[s])
                assert "inplay" not in game.moved(s).here
            # the public log names no card passed
            assert not any(c in game.log[-1] for g in got for c in g)
    assert delivered >= 3


def test_watch_a_seat_is_told_the_card_another_seats_steal_took_from_its_hand():
    """Steal: each player takes a random card from the player on the left; the one robbed is told which."""
    from ogrelab.games.ogre_bash import examples as ex

    game = ex.steal_chain()
    seat = game.current_player
    before = [Counter(h) for h in game.view(None)["state"]["hands"]]
    game.play("play Steal")
    after = [Counter(h) for h in game.view(None)["state"]["hands"]]
    others = [s for s in range(game.players) if s != seat]
    told = 0
    for s in others:
        lost = before[s] - after[s]
        news = game.moved(s).news
        if lost:
            told += 1
            assert f"Out of your hand: {list(lost)[0]}." in news, news
    assert told, "the Steal took a card from some other seat"
    assert "Out of your hand" not in game.moved(seat).news      # what it played itself it knows
