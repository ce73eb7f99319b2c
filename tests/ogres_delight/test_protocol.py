"""The protocol: prompts and decisions, illegal input, rendering, clones, random play to the end."""

from __future__ import annotations

import random
import re

import pytest

import ogrelab
from ogrelab.games.ogres_delight.positions import GRUMBELLY, game_at, make_cast, written


def test_prompt_names_who_decides_and_what():
    """The prompt says whose decision it is, in the game's words."""
    g = game_at(written(hands={1: ["Shield Bash", "Iron Skin", "Heavy Swing"]}))
    assert g.prompt.startswith("Gorm Ironhide (Hero 1): your turn: activate a basic or special as the foundation")
    assert g.prompt.endswith("(Turn)")        # the rulebook section the decision comes from
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    assert g.prompt == ("Gorm Ironhide (Hero 1): add a reactive to Gorm Ironhide's cast "
                        "(energy = cards in hand), or pass (Cast)")
    assert (g.decision.seat, g.decision.rule, g.decision.section) == (1, "react", "Cast")


def test_illegal_input_names_the_action_and_what_is_legal_changing_nothing():
    """Bad input: an illegal action raises a ValueError naming it and the legal ones; the game is unchanged."""
    st = written(active=0, last_hero=2, hands={0: ["Slam", "Crunch", "Rage"], 1: ["Shield Bash", "Iron Skin"],
                                               2: ["Soothe"]},
                 channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    before = g.to_dict()
    with pytest.raises(ValueError, match=r"illegal action 'cast Crunch at Grumbelly the Glutton'.*"
                                         r"'cast Crunch at Gorm Ironhide'"):
        g.play(f"cast Crunch at {GRUMBELLY}")  # an enemy skill at the boss himself
    assert g.to_dict() == before
    with pytest.raises(ValueError, match="illegal action 'play Rage'"):
        g.play("play Rage")                   # reactives only after a foundation
    assert g.to_dict() == before


def test_html_shows_health_energy_cast_channel_and_only_visible_cards():
    cast = make_cast(1, [0], ("Crushing Blow", 1))
    st = written(phase="react", cast=cast, decider=1, hp={0: 50},
                 hands={0: ["Slam", "Rage"], 1: ["Shield Bash", "Heavy Swing"], 2: ["Soothe", "Bloom"]},
                 channel={2: {"skill": "Second Spring", "targets": [1], "turns_left": 1, "face_down": False}})
    g = game_at(st)
    html = g.html(1)
    assert html.startswith("\n<style>") or "<style>" in html
    assert 'class="ogrelab-ogres_delight"' in html
    assert 'data-card="Heavy Swing"' in html and 'data-card="Crushing Blow"' in html
    assert 'data-card="Second Spring"' in html                  # a face-up channel is seen by all
    assert 'data-card="Rage"' not in html and 'data-card="Bloom"' not in html
    words = re.sub(r"<[^>]+>", "", html)                        # hp and energy are terms: their words
    assert f"hp 50/{g.max_hp[0]}" in words and "energy 2" in words
    assert "channelling" in words and "the cast of Gorm Ironhide" in words
    full = g._repr_html_()
    assert 'data-card="Rage"' in full and 'data-card="Bloom"' in full
    text = str(g)
    assert "Grumbelly the Glutton (Boss): hp 50" in text and "Crushing Blow" in text and "channelling Second Spring" in text


def test_clone_is_independent_and_equal():
    """game.clone(): an equal game, history included, that shares nothing with the original either way."""
    g = ogrelab.new_game("ogres_delight", seed=4, heroes=3)
    rng = random.Random(2)
    for _ in range(40):
        g.play(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
    before = g.to_dict()
    c = g.clone()
    assert c.to_dict() == before and c.history == g.history and c.line == g.line
    while not c.is_over:                     # the clone plays on: the original does not move
        c.play(c.legal_actions()[rng.randrange(len(c.legal_actions()))])
    assert g.to_dict() == before and c.to_dict() != before
    end = c.ply
    c.undo()                                 # undo in the clone takes back the clone's move only
    assert c.ply == end - 1 and c.can_redo() and not g.can_redo() and g.to_dict() == before
    twin = g.clone()
    g.play(g.legal_actions()[0])             # the original plays on: the new clone does not move
    assert twin.to_dict() == before and g.to_dict() != before



def test_random_play_always_ends():
    """The reaction round ends (every play costs a card of the hand) and so does the game."""
    rng = random.Random(0)
    for seed in range(20):
        g = ogrelab.new_game("ogres_delight", seed=seed, heroes=1 + seed % 4, bosses=1 + seed % 3)
        while not g.is_over:
            legal = g.legal_actions()
            g.play(legal[rng.randrange(len(legal))])
        assert g.result is not None
