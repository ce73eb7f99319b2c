"""Watch: the last move is marked on the zombie that moved and the space it left (issue #28).

A zombie that goes from c4r5 to c4r8 in the bots' turn is marked at both
spaces, face down as the Cheerleaders see it, never named to them.
"""

from __future__ import annotations

import random
from html import escape

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.cards import CHEERLEADERS, ZOMBIES


def keyed(game, seat, key):
    return f'data-key="{escape(key, quote=True)}"' in game.html(seat)


def spaces(game):
    return {(z["column"], z["row"]) for z in game.view(None)["state"]["zombies"]}


def test_watch_the_last_move_is_marked_on_the_space_a_zombie_left_and_the_one_it_reached():
    rng = random.Random(1)
    seen = 0
    for seed in range(4):
        game = ogrelab.new_game("zombies_vs_cheerleaders", seed=seed)
        while not game.is_over and game.ply < 150:
            was = spaces(game)
            action = rng.choice(game.legal_actions())
            game.play(action)
            now = spaces(game)
            left, reached = was - now, now - was
            if len(left) != 1 or len(reached) != 1 or not action.text.startswith(("advance", "move")):
                continue
            (c1, r1), (c2, r2) = left.pop(), reached.pop()
            for seat in (ZOMBIES, CHEERLEADERS):
                moved = game.moved(seat)
                here = f"grid:c{c2}r{r2}" if r2 > 1 else None
                gone = f"grid:c{c1}r{r1}" if r1 > 1 else f"pile:{c1}"
                if here:
                    assert here in moved.here
                assert gone in moved.came_from
                assert all(keyed(game, seat, k) for k in moved.here + moved.came_from)
                assert not moved.news
            seen += 1
    assert seen >= 3
