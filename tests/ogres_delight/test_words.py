"""One name per seat, the result in the game's words, and the standings a chart draws."""

from __future__ import annotations

import random

import ogrelab
from ogrelab.games.ogres_delight import examples as E
from ogrelab.games.ogres_delight.positions import finish_reactions


def test_a_seat_goes_by_its_character_and_its_place():
    """Preparation: seat 0 is the boss player, seats 1.. the heroes; once drafted a seat is named by both."""
    g = E.opening(seed=1)
    assert [g.seat_label(s) for s in range(g.players)] == [
        "King Rotjaw (Boss)", "Sister Brisket (Hero 1)", "Old Nettle (Hero 2)", "Pip Quickfingers (Hero 3)"]
    assert g.seat_names == ["Boss", "Hero 1", "Hero 2", "Hero 3"], "a simulation's columns stay the seats"
    assert g.prompt.startswith("Sister Brisket (Hero 1): your turn")
    assert E.draft_by_hand().seat_label(1) == "Hero 1", "before the draft a seat has only its place"


def test_the_result_says_which_side_won_and_why():
    """End of the game: the heroes win when every boss is dead, the boss player when every hero is."""
    g = E.last_boss_falls()
    g.play("cast Stab at Grumbelly the Glutton")
    finish_reactions(g)
    assert g.outcome.startswith("The heroes won (") and g.outcome.endswith("): every boss is dead")
    assert g.prompt == f"The game is over. {g.outcome}."
    assert g.outcome in g.html(None) and "seat 1" not in g.outcome
    g = E.last_hero_falls()
    g.play("cast Slam at Pip Quickfingers")
    finish_reactions(g)
    assert g.outcome == "The boss player won (Grumbelly the Glutton (Boss)): every hero is dead"
    assert E.hero_turn().outcome == ""


def test_standings_are_hit_points_and_energy_which_moves_every_turn():
    """Encounter: hit points fall with each cast; energy (cards in hand) moves with every draw and play."""
    g = ogrelab.new_game("ogres_delight", seed=2, heroes=2)
    rng = random.Random(2)
    seen = {"hit points": set(), "energy (cards in hand)": set()}
    for _ in range(60):
        if g.is_over:
            break
        st = g.standings(g.current_player)
        assert list(st) == ["hit points", "energy (cards in hand)"] and g.STANDING == "hit points"
        assert st == g.standings(None), "every measure is public"
        assert st["energy (cards in hand)"] == [len(h) for h in g.hands]
        for k, v in st.items():
            seen[k].add(tuple(v))
        g.play(rng.choice(g.legal_actions()))
    assert len(seen["energy (cards in hand)"]) > 5
