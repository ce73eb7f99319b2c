"""Every decision made on the table: the cards, the combatants and the controls a person touches.

Each legal action names its touches (``Action.on``); the drawing marks each
key (``data-key``), one click with ``data-action``, the first of two clicks
with ``data-pick``. Positions come from ``examples.py``.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import ogrelab
from ogrelab.core import touch
from ogrelab.games.ogres_delight import examples as E
from ogrelab.games.ogres_delight.positions import finish_reactions
from ogrelab.games.ogres_delight.render import card_text
from ogrelab.games.ogres_delight.roster import BOSSES, POOL, SKILLS
from ogrelab.widgets import Board

_KEY = re.compile(r'data-key="([^"]*)"')
_ACTION = re.compile(r'data-action="([^"]*)"')
_PICK = re.compile(r'data-pick="([^"]*)"')


def drawn(game, seat, pattern=_KEY) -> list[str]:
    return [html.unescape(k) for k in pattern.findall(game.html(seat))]


def on_the_table(game):
    """The decision open now can be made by touch only, on keys the decider's drawing draws."""
    t = touch(game.legal_actions())
    assert t.buttons == (), f"left to the buttons: {t.buttons}"
    keys = set(drawn(game, game.current_player))
    needed = set(t.click) | set(t.pick) | {k for v in t.pick.values() for k in v}
    assert needed <= keys, f"touched but not drawn: {sorted(needed - keys)}"
    return t


# ------------------------------------------------------------------ the cast
def test_reactions_a_reactive_in_hand_is_one_click_and_pass_is_a_control():
    """Cast: "reactive skills can only be played after a basic or special": a basic in hand plays nothing."""
    g = E.taunt_redirect()
    t = on_the_table(g)
    assert t.click == {"hand:Challenge": "play Challenge", "hand:Aegis of Dawn": "play Aegis of Dawn",
                       "control:pass": "pass"}
    assert sorted(drawn(g, 1, _ACTION)) == ["pass", "play Aegis of Dawn", "play Challenge"]
    assert 'data-key="hand:Smite"' in g.html(1) and 'data-action="play Smite"' not in g.html(1)
    assert '<div class="ogrelab-card ogrelab-basic ogrelab-idle" data-card="Smite" title="not a choice now' in g.html(1)
    assert 'ogrelab-idle" data-card="Challenge"' not in g.html(1)
    assert g.html(1).count('<span class="ogrelab-aim">') == 1, "Crunch aims at Tilly alone"


def test_turn_a_skill_with_one_choice_of_targets_is_one_click():
    """Targets: Brace targets only its caster, Shield Bash the one boss: one click each; End turn a control."""
    g = E.self_only()
    t = on_the_table(g)
    assert t.click == {"hand:Brace": "cast Brace", "hand:Shield Bash": "cast Shield Bash at Grumbelly the Glutton",
                       "control:end": "end turn"}
    assert t.pick == {}
    page = g.html(1)
    assert '<span class="ogrelab-control" data-key="control:end" data-action="end turn"' in page
    assert ">End turn<" in page


def test_turn_a_skill_with_a_choice_of_one_target_is_the_card_then_the_combatant():
    """Targets: Slam hits one of two living heroes: the card raises a pick, the hero's panel completes it."""
    g = E.targets()
    t = on_the_table(g)
    assert t.pick == {"hand:Slam": {"seat:1": "cast Slam at Gorm Ironhide", "seat:3": "cast Slam at Pip Quickfingers"}}
    assert t.click["hand:Belly Flop"] == "cast Belly Flop at Gorm Ironhide + Pip Quickfingers"
    assert drawn(g, 0, _PICK) == ["hand:Slam"]
    _, touch, previews = g.offer()          # what the board's drawing and buttons are handed
    assert touch.pick["hand:Slam"]["seat:3"] == "cast Slam at Pip Quickfingers"
    assert previews["cast Slam at Pip Quickfingers"] == g.preview("cast Slam at Pip Quickfingers")


def test_turn_several_targets_at_once_are_chips_named_by_their_seats():
    """Targets: Belly Flop takes 2 of 3 living heroes: each pair is a chip the card's pick outlines."""
    g = E.two_of_three()
    t = on_the_table(g)
    assert t.pick["hand:Belly Flop"] == {
        "targets:1+2": "cast Belly Flop at Gorm Ironhide + Tilly Tinkerbrew",
        "targets:1+3": "cast Belly Flop at Gorm Ironhide + Pip Quickfingers",
        "targets:2+3": "cast Belly Flop at Tilly Tinkerbrew + Pip Quickfingers"}
    assert '<span class="ogrelab-group" data-key="targets:1+3">Gorm Ironhide + Pip Quickfingers</span>' in g.html(0)


# ------------------------------------------------------------------ loot, deck building, draft
def test_loot_each_skill_of_the_loot_is_taken_by_a_click():
    """Loot: "each hero can select one": the loot's cards carry "take <skill>"."""
    g = E.boss_about_to_fall()
    g.play("cast Crushing Blow at King Rotjaw")
    finish_reactions(g)
    assert g.phase == "loot"
    t = on_the_table(g)
    assert t.click == {f"loot:{c}": f"take {c}" for c in g.loot}


def test_deck_building_the_pool_is_clicked_and_done_is_a_control():
    """Deck building: "a basic skill and at least nine other skills": the pool's cards, then Done."""
    g = E.draft_by_hand()
    while g.phase == "draft":
        t = on_the_table(g)
        g.play(next(iter(t.click.values())))
    assert g.phase == "build"
    t = on_the_table(g)
    assert set(t.click) == {f"pool:{a.args[0]}" for a in g.legal_actions()}
    while "control:done" not in on_the_table(g).click:
        g.play(next(v for k, v in on_the_table(g).click.items() if k.startswith("pool:")))
    assert "data-action=\"done\"" in g.html(g.current_player)
    other_basic = next(c for c in POOL[g.chars[g.current_player]] if SKILLS[c].basic and c not in g.deck_list[g.current_player])
    assert f'ogrelab-idle" data-card="{other_basic}"' in g.html(g.current_player), "one basic per deck"


def test_draft_bosses_then_heroes_are_picked_on_the_table():
    """Draft: the boss player picks the bosses, then each hero player a hero (at most one tank and one support)."""
    g = E.draft_by_hand()
    assert set(on_the_table(g).click) == {f"boss:{b}" for b in BOSSES}
    while g.current_player == 0 and g.phase == "draft":
        g.play(g.legal_actions()[0])
    assert set(on_the_table(g).click) == {f"hero:{a.args[0]}" for a in g.legal_actions()}


# ------------------------------------------------------------------ hidden information
@pytest.mark.parametrize("position", ["taunt_redirect", "targets", "hero_turn", "stealth_and_reveal"])
def test_a_drawing_names_only_the_cards_its_seat_sees(position):
    """A hand's cards are keys only in their owner's drawing; others offer nothing while one seat decides."""
    g = getattr(E, position)()
    state = g.to_dict()["state"]
    for seat in range(g.players):
        keys = drawn(g, seat)
        hands = [k[len("hand:"):] for k in keys if k.startswith("hand:")]
        assert set(hands) <= set(state["seats"][seat]["hand"])
        if seat != g.current_player:
            assert drawn(g, seat, _ACTION) == [] and drawn(g, seat, _PICK) == []


# ------------------------------------------------------------------ the whole game
@pytest.mark.parametrize("options", [{"heroes": 3}, {"heroes": 2, "auto_draft": False, "auto_decks": False}])
def test_every_decision_of_a_game_can_be_made_on_the_table(options):
    """Every phase, played at random to the end: each decision by touch only, each touch drawn."""
    g = ogrelab.new_game("ogres_delight", seed=5, **options)
    rng = random.Random(5)
    kinds = set()
    while not g.is_over and len(g.history) < 600:
        on_the_table(g)
        a = rng.choice(g.legal_actions())
        kinds.add((g.phase, len(a.on)))
        g.play(a)
    assert ("turn", 1) in kinds and ("react", 1) in kinds
    if options.get("auto_decks") is False:
        assert ("build", 1) in kinds and ("draft", 1) in kinds


def test_a_board_plays_the_card_a_person_clicks():
    """The board's drawing holds the marks; the click message of a marked card plays its action."""
    g = E.taunt_redirect()
    b = Board(g, bots={0: "random", 2: "random", 3: "random"})
    text = html.unescape(_ACTION.search(b.drawing.html).group(1))
    b.drawing._message(b.drawing, {"type": "action", "text": text, "ply": b.drawing.ply}, [])
    assert b.error == "" and g.history[0] == text


# ------------------------------------------------------------------ words on the card
def test_a_card_shows_a_short_line_and_its_whole_text_on_hover():
    """Skill types: a card names its effects on its face; the hover text spells out the events."""
    g = E.taunt_redirect()
    page = html.unescape(g.html(1))
    incoming = [html.unescape(re.sub(r"<[^>]+>", "", x))
                for x in re.findall(r'<div class="ogrelab-in">(.*?)</div>', g.html(1))]
    assert "\u21b6 Taunt, Ward, Block" in incoming
    assert "Taunt: the player who plays it becomes the only target of the cast" in card_text("Aegis of Dawn")
    title = re.search(r'data-card="Challenge" title="([^"]*)"', page).group(1)
    assert title.startswith("play Challenge: " + g.preview("play Challenge"))
    assert title.endswith(card_text("Challenge").splitlines()[-1])
