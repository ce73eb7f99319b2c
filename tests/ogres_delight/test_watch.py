"""Watch: the last move is marked on the skill cast and the hand it left (issue #28)."""

from __future__ import annotations

import random
from html import escape

import ogrelab


def keyed(game, seat, key):
    return f'data-key="{escape(key, quote=True)}"' in game.html(seat)


def test_watch_the_last_move_is_marked_on_the_cast_skill_and_the_hand_it_left():
    rng = random.Random(2)
    game = ogrelab.new_game("ogres_delight", seed=4)
    while not any(a.kind == "cast" for a in game.legal_actions()):
        game.play(rng.choice(game.legal_actions()))
    caster = game.current_player
    cast = next(a for a in game.legal_actions() if a.kind == "cast")
    game.play(cast)
    skill = cast.args[0]
    for s in range(game.players):
        moved = game.moved(s)
        assert "cast:0" in moved.here and f"cards:{caster}" in moved.came_from
        assert all(keyed(game, s, k) for k in moved.here + moved.came_from)
        slid = dict((b, a) for a, b in moved.slides)["cast:0"]
        assert slid == (f"hand:{skill}" if s == caster else f"cards:{caster}")   # another's hand as a whole


def test_watch_a_skill_drawn_is_told_to_its_seat_alone():
    rng = random.Random(3)
    game = ogrelab.new_game("ogres_delight", seed=5)
    told = 0
    while not game.is_over and game.ply < 150:
        before = game.view(None)["state"]["seats"]
        game.play(rng.choice(game.legal_actions()))
        after = game.view(None)["state"]["seats"]
        for s in range(game.players):
            if not isinstance(after[s]["hand"], list) or not isinstance(before[s]["hand"], list):
                continue
            got = [c for c in after[s]["hand"] if c not in before[s]["hand"]]
            news = game.moved(s).news
            assert all(c in news for c in got)
            told += bool(got)
            others = {c for o in range(game.players) if o != s and isinstance(after[o]["hand"], list)
                      for c in after[o]["hand"]} - set(after[s]["hand"])
            assert not any(f" {c}," in f" {news[len('Into your hand: '):-1]}," for c in others)
    assert told >= 5
