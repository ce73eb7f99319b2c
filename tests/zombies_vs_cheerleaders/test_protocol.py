"""Zombies vs Cheerleaders: options, views and hidden information, rendering, bots and undo."""

import pytest

import ogrelab
from ogrelab.core import make_bot, play_out
from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders as ZvC
from ogrelab.games.zombies_vs_cheerleaders.positions import b, position, z

GAME = "zombies_vs_cheerleaders"


def test_bad_options_are_rejected():
    """Options: columns 4, 5 or 6; turn_limit 0 or more."""
    with pytest.raises(ValueError, match="columns"):
        ogrelab.new_game(GAME, columns=7)
    with pytest.raises(ValueError, match="turn_limit"):
        ogrelab.new_game(GAME, turn_limit=-1)
    with pytest.raises(ValueError, match="auto_setup"):
        ogrelab.new_game(GAME, auto_setup="yes")


def test_cheerleaders_view_hides_face_down_zombies_and_intact_barricades():
    """Hidden information: face-down zombies are unknown to the Cheerleaders; intact barricades to both."""
    g = ogrelab.new_game(GAME, seed=5)
    v1 = g.view(1)["state"]
    assert {zd["card"] for zd in v1["zombies"]} == {"unknown"}
    v0 = g.view(0)["state"]
    assert "unknown" not in {zd["card"] for zd in v0["zombies"]}
    assert all(bd["card"] == "unknown" for pile in v0["barricades"] for bd in pile)
    g.play("reveal c1r3")
    assert g.view(1)["state"]["zombies"][0]["card"] != "unknown"
    world = ZvC.determinize(g.view(1), seed=3)
    assert world.view(1) == g.view(1)


def test_log_never_names_a_face_down_card():
    """The log is public: Return of the Zombies and the setup never name hidden cards."""
    g = ogrelab.new_game(GAME, seed=6, auto_setup=False)
    while g.current_player is not None and g.to_dict()["state"]["pending"]:
        g.play(g.legal_actions()[-1])
    text = " ".join(g.log)
    for name in ("nerds", "teacher", "lunch lady", "football", "nurse"):
        assert name not in text


def test_html_shows_visible_cards_and_hides_face_down_ones():
    """Rendering: the Cheerleaders' board shows face-down zombies as "?", face-up ones by name."""
    g = position([z("lunch lady", 2, 3), z("nurse", 3, 5, False)], barricades=[[b("Sniper", True)], [b()], [], []])
    h = g.html(1)
    assert 'data-card="lunch lady"' in h and 'data-card="nurse"' not in h and 'data-card="face-down"' in h
    assert 'data-card="Sniper"' in h and "Gloria" in h and h.startswith('<div class="ogrelab-zombies_vs_cheerleaders"')
    assert 'data-card="nurse"' in g.html(0) and 'data-card="nurse"' in g._repr_html_()
    text = str(g)
    assert "Lunch lady" in text and "Gloria" in text


def test_heuristic_bots_play_legal_moves_to_the_end():
    """Bots: the heuristic bot of each side only chooses legal actions."""
    for cols in (4, 5, 6):
        g = ogrelab.new_game(GAME, seed=cols, columns=cols, auto_setup=cols != 5)
        bots = [make_bot(GAME, "heuristic", seed=1), make_bot(GAME, "heuristic", seed=2)]
        play_out(g, bots, max_actions=20_000)
        assert g.is_over
