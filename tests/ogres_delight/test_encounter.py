"""Encounter preparation, Encounter and Turn: "Turns alternate between the heroes and the boss";
who draws, who dies."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, NETTLE, PIP, finish_reactions, game_at, written
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_encounter_preparation_basic_in_hand_and_deck_shuffled():
    """Encounter preparation: 'take their selected basic into their hand and shuffle their deck'."""
    orders = set()
    for seed in range(4):
        g = OgresDelight(seed=seed, heroes=2, bosses=1, boss_picks=[GRUMBELLY], hero_picks=[GORM, NETTLE])
        assert g.hands[0] == ["Slam"]                     # the boss has drawn nothing yet
        for s, name in ((1, GORM), (2, NETTLE)):
            assert g.hands[s][0] == DEFAULT_DECK[name][0]  # the basic, then the first hero turn's draw
            assert len(g.hands[s]) == 2
            assert sorted(g.hands[s] + g.decks[s]) == sorted(DEFAULT_DECK[name])
        orders.add(tuple(g.decks[1]))
    assert len(orders) > 1


def test_turn_order_hero_boss_next_hero_boss():
    """Turns: 'hero1 -> boss -> hero2 -> boss -> hero3 -> boss -> hero1'."""
    g = OgresDelight(seed=3, heroes=3, bosses=1)
    seen = []
    for _ in range(7):
        seen.append(g.active)
        g.play("end turn")
    assert seen == [1, 0, 2, 0, 3, 0, 1]


def test_turn_order_skips_dead_heroes():
    """Turns alternate between the heroes and the boss; a dead hero takes no turn."""
    st = written(heroes=(GORM, PIP, NETTLE), hp={2: 0}, active=1)
    g = game_at(st)
    g.play("end turn")
    assert g.active == 0
    g.play("end turn")
    assert g.active == 3


def test_hero_turn_every_living_hero_draws_boss_turn_the_boss_draws():
    """Turns: every living hero draws at a hero's turn; the boss draws at its own."""
    st = written(heroes=(GORM, PIP, NETTLE), hp={2: 0}, active=0, last_hero=3)
    g = game_at(st)
    before = [len(h) for h in g.hands]
    top = [d[-1] for d in g.decks]
    g.play("end turn")                       # boss ends; hero 1's turn begins
    assert g.active == 1
    assert [len(h) for h in g.hands] == [before[0], before[1] + 1, before[2], before[3] + 1]
    assert g.hands[1][-1] == top[1] and g.hands[3][-1] == top[3]
    g.play("end turn")                       # the boss's turn begins
    assert [len(h) for h in g.hands] == [before[0] + 1, before[1] + 1, before[2], before[3] + 1]


def test_draw_from_an_empty_deck_draws_nothing_and_hands_have_no_limit():
    """Rulings: a draw from an empty deck draws nothing; a hand may hold the whole deck."""
    whole = list(DEFAULT_DECK[GORM])
    st = written(hands={1: whole}, decks={1: []}, hp={1: 30})
    g = game_at(st)
    g.play("cast Brace")                     # heal 4 and Draw
    finish_reactions(g)
    assert g.hp[1] == 34 and len(g.hands[1]) == 9 and g.decks[1] == ["Brace"]
    assert "Gorm Ironhide has no skill left in the deck to draw" in g.log
    g = game_at(st)
    g.play("end turn")                       # the boss's turn, then Nettle's: every living hero draws
    g.play("end turn")
    assert g.active == 2 and sorted(g.hands[1]) == sorted(whole) and g.decks[1] == []


def test_death_at_zero_health_no_reactions_and_no_turns():
    """Death: a combatant at 0 hit points is dead: no reactions, no turns, no draws."""
    st = written(heroes=(GORM, PIP), hp={2: 4}, active=0, last_hero=1,
                 hands={0: ["Slam", "Crunch"], 1: ["Shield Bash"], 2: ["Stab", "Sidestep", "Quick Hands"]})
    g = game_at(st)
    g.play(f"cast Slam at {PIP}")
    finish_reactions(g)
    assert not g.alive[2] and g.hp[2] == 0
    hand = list(g.hands[2])
    g.play("end turn")                     # Gorm -> boss
    g.play(f"cast Slam at {GORM}")         # Pip cannot react any more
    while g.phase == "react":
        assert g.current_player != 2
        g.play("pass")
    assert g.active == 1 and g.hands[2] == hand
