"""The guide to a first game (issue #28, "the start"): every rule explained in plain words, only public
things said, and Ogre's Delight begun as the rulebook sets up or by a quick start."""

from __future__ import annotations

import random
import re

import pytest

import ogrelab
from ogrelab.core import game_class
from ogrelab.welcome import picture
from ogrelab.widgets.guide import Guide, guide_words, rule_words
from ogrelab.widgets.session import Session
from ogrelab.widgets.shell import page

GAMES = list(ogrelab.GAMES)
#: What code looks like: snake_case names, double colons, calls, backticks, roles.
CODE = re.compile(r"\w+_\w+|::|\(\)|`|:class:|:func:")


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_that_asks_is_explained_in_plain_words(name):
    """Each decision a person meets has its rule said in a sentence or two of the game's words."""
    for key, rule in game_class(name).RULES.items():
        if not rule.asks:
            continue
        text = rule.explain
        assert text.strip(), f"{name}: rule {key!r} has no explain text"
        assert len(text.split()) >= 8, f"{name}: rule {key!r}'s explanation is too short: {text!r}"
        assert len(text) <= 320, f"{name}: rule {key!r}'s explanation is long for a newcomer: {text!r}"
        assert not CODE.search(text), f"{name}: rule {key!r}'s explanation reads like code: {text!r}"
        assert text.rstrip()[-1] in ".!?", f"{name}: rule {key!r}'s explanation is not a sentence"
        assert rule_words(rule) == text


def _play(game, rng, n):
    for _ in range(n):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("name", GAMES)
def test_the_guide_says_the_same_in_every_world_a_seat_cannot_tell_apart(name):
    """Hidden information: the guide reads the rule, the prompt, the seat's own options and the public log."""
    cls = game_class(name)
    rng = random.Random(5)
    compared = 0
    for k in range(8):
        game = ogrelab.new_game(name, seed=900 + k)
        _play(game, rng, rng.randrange(0, 60))
        if game.is_over:
            continue
        seat = game.current_player
        words = guide_words(Session(game.clone(), view=seat))
        assert words["title"] and words["why"], f"{name}: the guide says nothing at a decision of seat {seat}"
        assert not CODE.search(words["why"])
        for other in range(game.players):     # every seat's worlds, the deciding seat's first
            view = game.view(other)
            worlds = [cls.determinize(view, seed=rng.randrange(2**31)) for _ in range(2)]
            said = [guide_words(Session(w, view=other)) for w in worlds]
            assert said[0]["title"] == said[1]["title"] and said[0]["why"] == said[1]["why"]
            assert said[0]["touch"] == said[1]["touch"], f"{name}: seat {other}'s guide tells a hidden thing"
            if other == seat:
                assert said[0] | {"last": ""} == words | {"last": ""}
            # one move of the deciding seat in both worlds: the guide's "just happened" is the same if the
            # move announced the same events (the log is public)
            both = {a.text for a in worlds[0].legal_actions()} & {a.text for a in worlds[1].legal_actions()}
            if not both:
                continue
            text = sorted(both)[0]
            sessions = [Session(w, view=other) for w in worlds]
            for s in sessions:
                s.game.play(text)
            if sessions[0].game.log == sessions[1].game.log:
                after = [guide_words(s) for s in sessions]
                assert after[0] == after[1], f"{name}: seat {other}'s guide depends on a hidden card"
                compared += 1
    assert compared >= 8


def test_the_guide_explains_the_persons_decision_and_the_last_move():
    b = page("ogre_cheerleaders", seed=3)
    words = b.guide.words()
    assert "#1 Play Phase" in words["title"]
    assert words["why"] == game_class("ogre_cheerleaders").RULES["play"].explain
    assert "lift it" in words["touch"] and "blue" in words["touch"]
    first = b.game.legal_actions()[0]
    b.play(first)
    assert b.guide.words()["last"].startswith("Move ")
    assert "Guide to your first game" in b.guide.text.value


def test_skip_the_guide_hides_it_and_guide_me_brings_it_back():
    b = page("ogre_bash", seed=3)
    g = b.guide
    assert g.on and g.box.layout.display == "" and g.on_button.layout.display == "none"
    g.skip_button.click()
    assert not g.on and g.memory.value == "off"            # the browser keeps "off" (localStorage)
    assert g.box.layout.display == "none" and g.on_button.layout.display == ""
    g.on_button.click()
    assert g.on and g.box.layout.display == ""
    # a page that remembers "off" (a reload) starts without it
    g.memory.value = "off"
    assert g.box.layout.display == "none"
    assert isinstance(Guide(b).memory.value, str)


def test_ogres_delight_starts_quick_or_as_the_rulebook_sets_up():
    """Set-up: "the draft" and "deck building" are actions of the players when the rulebook's set-up is chosen."""
    b = page("ogres_delight", seed=4)
    quick, rulebook = list(b.start.buttons)
    assert quick.startswith("Quick start") and rulebook.startswith("Set up as the rulebook")
    assert b.start.chosen() == quick and b.game.options["auto_draft"] and b.game.options["auto_decks"]
    assert b.start.widget.layout.display == ""
    b.start.buttons[rulebook].click()
    assert b.error == ""
    g = b.game
    assert not g.options["auto_draft"] and not g.options["auto_decks"] and g.seed == 4
    assert g.ply == 0 and g.decision.rule == "pick_boss" and b.start.chosen() == rulebook
    assert "Draft" in b.guide.words()["title"]
    assert [p.description for p in b.seat_pickers] == [g.seat_label(s) for s in range(g.players)]
    # the draft is made by touch: the boss's pick is a thing on the table
    pick = g.legal_actions()[0]
    b._paced = True
    b._touched("click", pick.on[0], g.ply)
    assert b.error == "" and b.game.ply >= 1
    assert b.start.widget.layout.display == "none"        # a decision of the person stands: the choice goes
    b.start.begin(quick)
    assert b.game.options["auto_draft"] and b.game.decision.rule != "pick_boss"


def test_the_heroes_bots_draft_a_team_and_build_their_decks():
    """Draft: "at most one tank and one support": the heuristic heroes fill those roles first."""
    from ogrelab.core.bots import choose, make_bot
    from ogrelab.games.ogres_delight.roster import ROLE
    for seed in range(4):
        g = ogrelab.new_game("ogres_delight", seed=seed, heroes=2, auto_draft=False, auto_decks=False)
        bots = [make_bot("ogres_delight", "heuristic", seed=seed + s) for s in range(g.players)]
        while g.decision.rule in ("pick_boss", "pick_hero", "build"):
            g.play(choose(bots[g.current_player], g))
        roles = sorted(ROLE[g.chars[s]] for s in range(1, g.players))
        assert roles == ["support", "tank"]
        assert all(len(g.deck_list[s]) >= 10 for s in range(g.players))


@pytest.mark.parametrize("name", GAMES)
def test_the_welcome_pictures_are_plainly_pictures_with_a_link_to_the_app(name):
    h = picture(name, f"apps/{name}.ipynb")
    assert "<figure" in h and "<figcaption>" in h and "cannot be played here" in h
    assert f"href='apps/{name}.ipynb'" in h and "ogrelab-picture-play" in h
    table = h.split("ogrelab-picture-table", 1)[1]
    assert not re.search(r"\sdata-(action|pick|key)=", table) and "tabindex" not in table


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_a_welcome_picture_shows_the_table_as_the_first_seat_sees_it_hiding_the_other_hands(name):
    from ogrelab.welcome import picture

    game = ogrelab.new_game(name, seed=3)
    shown = picture(name, f"apps/{name}.ipynb")
    assert "as the first seat sees it" in shown
    assert game.html(0).count("ogrelab-back") == shown.count("ogrelab-back")      # the same face-down backs
