"""Zombies vs Cheerleaders: a view's zombies are the plain reading of the grid, copied or not.

A view copies a zombie's JSON from one kept per space (``state._FACE_DOWN``, ``_FACE_UP``) rather
than writing it anew; these tests read the grid the plain way (each card's ``to_json``, hidden
as the rules hide it) and compare, key order included, on every position of many games.
"""

from __future__ import annotations

import random

import ogrelab
from ogrelab.core import make_bot
from ogrelab.games.zombies_vs_cheerleaders.cards import CHEERLEADERS, UNKNOWN
from ogrelab.games.zombies_vs_cheerleaders.positions import game_at, written, z

GAME = "zombies_vs_cheerleaders"


def plain_zombies(game, seat) -> list[dict]:
    """The grid's zombies, column by column, front first; a face-down card the Cheerleaders have
    not looked at shows no card and no marks of its moves."""
    shown = []
    for c, col in enumerate(game.grid):
        for r, zombie in enumerate(col):
            if zombie is None:
                continue
            d = zombie.to_json(c + 1, r)
            if seat == CHEERLEADERS and not zombie.up and not zombie.known:
                d.update(card=UNKNOWN, moved=False, attacked=False)
            shown.append(d)
    return shown


def check_views(game) -> None:
    for seat in (None, 0, 1):
        zombies = game.view(seat)["state"]["zombies"]
        assert [list(d.items()) for d in zombies] == [list(d.items()) for d in plain_zombies(game, seat)]


def test_views_read_the_grid_plainly_in_played_games():
    """Hidden information: every position of random and heuristic games, in every mode, for every seat."""
    positions = 0
    for columns in (4, 5, 6):
        for seed in range(6):
            game = ogrelab.new_game(GAME, seed=seed, columns=columns, auto_setup=seed % 3 != 0)
            rng = random.Random(seed)
            bots = [make_bot(GAME, "heuristic", seed=seed + s) for s in range(2)] if seed % 2 else None
            while not game.is_over:
                check_views(game)
                positions += 1
                seat = game.current_player
                legal = game.legal_actions()
                game.play(bots[seat].choose(game.view(seat), legal) if bots else rng.choice(legal))
            check_views(game)
    assert positions > 1000


def test_a_copied_view_is_its_own():
    """Views are independent: changing one changes neither the game's next view nor the kept copies."""
    g = game_at(written([z("nerds", 1, 3, up=False), z("teacher", 2, 4, up=False, moved=True),
                         z("lunch lady", 3, 5, up=False, known=True)]))
    first = g.view(1)["state"]["zombies"]
    for d in first:
        d["card"] = "changed"
        d["row"] = 99
    check_views(g)
    assert g.view(1)["state"]["zombies"] != first
