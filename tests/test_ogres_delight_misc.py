"""Ogre's Delight: options, saves, views, rendering and the heuristic bot."""

from __future__ import annotations

import copy
import random

import pytest

import ogrelab
from ogrelab.core import make_bot
from ogrelab.games.ogres_delight.rules import OgresDelight as OD

from test_ogres_delight_positions import (GORM, GRUMBELLY, MAUVE, MIREWORT, NETTLE, PIP, TILLY, game_at,
                                          make_cast, position)


# ------------------------------------------------------------------ options
def test_quick_game_starts_in_one_call():
    """auto_draft and auto_decks: a quick game starts at the first hero's turn."""
    g = ogrelab.new_game("ogres_delight", seed=1)
    assert g.players == 3 and g.phase == "turn" and g.current_player == 1
    assert g.seat_names == ["Boss", "Hero 1", "Hero 2"]


@pytest.mark.parametrize("options,match", [
    ({"heroes": 5}, "heroes"),
    ({"heroes": 0}, "heroes"),
    ({"heroes": True}, "heroes"),
    ({"bosses": 0}, "bosses"),
    ({"turn_limit": 0}, "turn_limit"),
    ({"auto_draft": "yes"}, "auto_draft"),
    ({"boss_picks": ["Nobody"]}, "boss_picks"),
    ({"hero_picks": [GORM, GORM], "heroes": 2}, "hero_picks"),
    ({"hero_picks": [GORM], "heroes": 2}, "hero_picks"),
    ({"boss_picks": [GRUMBELLY], "bosses": 1, "auto_draft": False}, "auto draft"),
    ({"colour": "red"}, "option"),
])
def test_bad_options_are_rejected(options, match):
    with pytest.raises(ValueError, match=match):
        OD(seed=1, **options)


def test_lineup_options_fix_the_draft():
    g = OD(seed=1, heroes=3, bosses=2, boss_picks=[MIREWORT, GRUMBELLY], hero_picks=[PIP, GORM, TILLY])
    assert g.bosses == [MIREWORT, GRUMBELLY] and g.chars == [MIREWORT, PIP, GORM, TILLY]


def test_boss_hp_scales_with_the_number_of_heroes_as_an_option():
    a = OD(seed=1, heroes=1, bosses=1, boss_picks=[GRUMBELLY])
    b = OD(seed=1, heroes=3, bosses=1, boss_picks=[GRUMBELLY])
    c = OD(seed=1, heroes=3, bosses=1, boss_picks=[GRUMBELLY], boss_hp_scales=False)
    from ogrelab.games.ogres_delight.roster import CHARACTERS
    assert a.max_hp[0] == CHARACTERS[GRUMBELLY]["hp_by_heroes"][0]
    assert b.max_hp[0] == CHARACTERS[GRUMBELLY]["hp_by_heroes"][2] > a.max_hp[0]
    assert c.max_hp[0] == CHARACTERS[GRUMBELLY]["hp"]


# ------------------------------------------------------------------ saves
def _saved():
    g = game_at(position(hands={0: ["Slam", "Crunch"], 1: ["Shield Bash", "Iron Skin"]}))
    return g.to_dict()


def test_malformed_save_wrong_card_name():
    d = _saved()
    d["state"]["seats"][1]["hand"][1] = "Iron Skinn"
    with pytest.raises(ValueError, match=r"state.seats\[1\].hand\[1\]"):
        ogrelab.from_dict(d)


def test_malformed_save_card_in_two_places():
    d = _saved()
    d["state"]["seats"][1]["deck"].append("Iron Skin")
    with pytest.raises(ValueError, match="appears more than once"):
        ogrelab.from_dict(d)


def test_malformed_save_card_missing_during_an_encounter():
    d = _saved()
    d["state"]["seats"][0]["deck"].pop()
    with pytest.raises(ValueError, match=r"state.seats\[0\]: during an encounter"):
        ogrelab.from_dict(d)


@pytest.mark.parametrize("path,value,match", [
    (("phase",), "fighting", "state.phase"),
    (("seats", 1, "hp"), 99, r"state.seats\[1\].hp"),
    (("seats", 1, "character"), GRUMBELLY, r"state.seats\[1\].character"),
    (("active",), 7, "state.active"),
    (("cast",), {"by": 0}, "state.cast"),
    (("seats", 0, "channel"), {"skill": "Crunch", "targets": [1], "turns_left": 1, "face_down": False},
     r"state.seats\[0\].channel.skill"),
    (("decider",), None, "state.decider"),
    (("loot",), ["Ogre Tusk Club"], "state.loot"),
])
def test_malformed_save_fields_are_named(path, value, match):
    d = _saved()
    node = d["state"]
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(d)


def test_malformed_save_two_tanks():
    with pytest.raises(ValueError, match="at most one tank"):
        game_at(position(heroes=(GORM, "Sister Brisket")))


def test_a_cast_position_round_trips():
    cast = make_cast(0, [1], ("Crunch", 0), ("Iron Skin", 1), disoriented=[2], passed=[0])
    st = position(phase="react", cast=cast, active=0, last_hero=1, decider=2,
                  hands={0: ["Slam"], 1: ["Shield Bash"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    assert g.to_dict()["state"] == st
    assert ogrelab.from_dict(copy.deepcopy(g.to_dict())).to_dict() == g.to_dict()


# ------------------------------------------------------------------ views
def test_view_hides_hands_deck_order_face_down_skills_and_opponent_deck_lists():
    cast = make_cast(0, [1, 2], ("Swamp Gas", 0))
    st = position(boss=MIREWORT, phase="react", cast=cast, active=0, last_hero=1, decider=1,
                  hands={0: ["Bog Bolt", "Toadskin"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    v1 = g.view(1)["state"]
    assert v1["seats"][1]["hand"] == ["Shield Bash", "Iron Skin"]
    assert v1["seats"][2]["hand"] == 2 and v1["seats"][0]["hand"] == 2
    assert all(isinstance(s["deck"], int) for s in v1["seats"])
    assert v1["cast"]["skills"][0]["skill"] is None                    # the boss's stealth special
    assert isinstance(v1["seats"][0]["deck_list"], int)                # built face down
    assert v1["seats"][2]["deck_list"] == g.deck_list[2]               # team mates share
    v0 = g.view(0)["state"]
    assert v0["cast"]["skills"][0]["skill"] == "Swamp Gas"
    assert isinstance(v0["seats"][1]["deck_list"], int)
    assert g.view(None)["state"] == g.to_dict()["state"]


def test_determinize_keeps_the_view_and_samples_the_hidden():
    cast = make_cast(0, [1, 2], ("Swamp Gas", 0))
    st = position(boss=MIREWORT, phase="react", cast=cast, active=0, last_hero=1, decider=1,
                  channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 1, "face_down": True}},
                  hands={0: ["Bog Bolt", "Toadskin"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    view = g.view(1)
    worlds = [OD.determinize(view, seed=k) for k in range(12)]
    for w in worlds:
        assert w.view(1) == view
        ws = w.to_dict()["state"]
        assert ws["cast"]["skills"][0]["skill"] in ("Swamp Gas", "Silencing Curse")  # stealth specials
        assert ws["seats"][0]["channel"]["skill"] == "Witching Hour"                 # the only stealth casttime
        assert ws["seats"][0]["hand"][0] in ("Bog Bolt", "Leech")
    assert len({tuple(w.decks[0]) for w in worlds}) > 1
    assert OD.determinize(g.view(None), seed=3).to_dict()["state"] == g.to_dict()["state"]


# ------------------------------------------------------------------ rendering
def test_html_shows_health_energy_cast_channel_and_only_visible_cards():
    cast = make_cast(1, [0], ("Crushing Blow", 1))
    st = position(phase="react", cast=cast, decider=1, hp={0: 50},
                  hands={0: ["Slam", "Rage"], 1: ["Shield Bash", "Heavy Swing"], 2: ["Soothe", "Bloom"]},
                  channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    html = g.html(1)
    assert html.startswith("\n<style>") or "<style>" in html
    assert 'class="ogrelab-ogres_delight"' in html
    assert 'data-card="Heavy Swing"' in html and 'data-card="Crushing Blow"' in html
    assert 'data-card="Second Spring"' in html                  # a face-up channel is seen by all
    assert 'data-card="Rage"' not in html and 'data-card="Bloom"' not in html
    assert f"hp 50/{g.max_hp[0]}" in html and "energy 2" in html
    assert "channelling" in html and "the cast of Gorm Ironhide" in html
    full = g._repr_html_()
    assert 'data-card="Rage"' in full and 'data-card="Bloom"' in full
    text = str(g)
    assert "Grumbelly the Glutton: hp 50" in text and "Crushing Blow" in text and "channelling Second Spring" in text


# ------------------------------------------------------------------ the bot
def test_heuristic_bot_plays_legal_moves_on_both_sides():
    for seed in range(3):
        for heroes in (1, 3):
            g = ogrelab.new_game("ogres_delight", seed=seed, heroes=heroes, auto_draft=False, auto_decks=False)
            bots = [make_bot("ogres_delight", "heuristic", seed=s) for s in range(g.players)]
            n = 0
            while not g.is_over:
                seat = g.current_player
                a = bots[seat].choose(g.view(seat), g.legal_actions())
                assert a in g.legal_actions() and a.seat == seat
                g.play(a)
                n += 1
            assert n > 0


def _choice(g):
    bot = make_bot("ogres_delight", "heuristic", seed=0)
    return str(bot.choose(g.view(g.current_player), g.legal_actions()))


def test_heuristic_bot_taunts_when_an_ally_would_die():
    st = position(heroes=("Sister Brisket", NETTLE), hp={2: 5}, active=0, last_hero=2, decider=1, phase="react",
                  cast=make_cast(0, [2], ("Crunch", 0)),
                  hands={0: ["Slam"], 1: ["Smite", "Challenge"], 2: ["Soothe"]})
    assert _choice(game_at(st)) == "play Challenge"


def test_heuristic_bot_heals_below_the_threshold():
    st = position(heroes=(GORM, NETTLE), hp={1: 12}, active=2, hands={2: ["Soothe", "Regrowth"]})
    assert _choice(game_at(st)) == f"cast Regrowth at {GORM}"


def test_heuristic_bot_interrupts_a_channelled_cast():
    st = position(hands={1: ["Shield Bash", "Shield Slam", "Crushing Blow"]},
                  channel={0: {"skill": "Gorge", "targets": [0], "turns_left": 1, "face_down": False}})
    assert _choice(game_at(st)) == f"cast Shield Slam at {GRUMBELLY}"


def test_heuristic_bot_focuses_the_lowest_health_enemy():
    st = position(heroes=(GORM, PIP, MAUVE), hp={3: 9}, active=0, last_hero=3, hands={0: ["Slam", "Crunch", "Gorge"]})
    assert _choice(game_at(st)) == f"cast Crunch at {MAUVE}"


def test_heuristic_bot_beats_random_play_on_both_sides():
    """A small sample here; benchmarks/ogres_delight_bots.py measures 500 games."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "benchmarks"))
    from ogres_delight_bots import heroes_win_rate
    hr = heroes_win_rate("heuristic", "random", 20, 2, seed=50)["heroes_win"]
    rr = heroes_win_rate("random", "random", 20, 2, seed=50)["heroes_win"]
    rh = heroes_win_rate("random", "heuristic", 20, 2, seed=50)["heroes_win"]
    assert hr > rr + 0.3 and rh <= rr


def test_random_play_always_ends():
    """The reaction round ends (every play costs a card of the hand) and so does the game."""
    rng = random.Random(0)
    for seed in range(20):
        g = ogrelab.new_game("ogres_delight", seed=seed, heroes=1 + seed % 4, bosses=1 + seed % 3)
        while not g.is_over:
            legal = g.legal_actions()
            g.play(legal[rng.randrange(len(legal))])
        assert g.result is not None


def test_readme_example_position_loads():
    """The state format's example in the README is a valid position."""
    import json
    from importlib import resources
    text = resources.files("ogrelab.games.ogres_delight").joinpath("README.md").read_text()
    example = text.split("```json")[1].split("```")[0]
    g = OD.from_state(json.loads(example), heroes=2, bosses=1)
    assert g.current_player == 1 and "play Hold the Line" in [str(a) for a in g.legal_actions()]


def test_clone_is_independent_and_equal():
    g = ogrelab.new_game("ogres_delight", seed=4, heroes=3)
    rng = random.Random(2)
    for _ in range(40):
        g.play(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
    c = g.clone()
    assert c.to_dict() == g.to_dict() and c.history == g.history
    while not c.is_over:
        c.play(c.legal_actions()[rng.randrange(len(c.legal_actions()))])
    assert g.to_dict() != c.to_dict()
    c.undo()
    g2 = g.clone()
    assert g2.to_dict() == g.to_dict()
