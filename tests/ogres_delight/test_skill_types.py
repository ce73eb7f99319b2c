"""Skill types: basic, special and reactive, and where each goes after the turn."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import GRUMBELLY, finish_reactions, game_at, written


def test_after_the_turn_basic_back_to_hand_special_and_reactive_under_the_deck():
    """Skill types: the basic goes back into the hand; specials and reactives to the bottom of the deck."""
    g = game_at(written(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin", "Heavy Swing"], 0: ["Slam"],
                               2: ["Soothe"]}))
    g.play(f"cast Crushing Blow at {GRUMBELLY}")
    g.play("play Heavy Swing")
    finish_reactions(g)
    assert g.decks[1][:2] == ["Heavy Swing", "Crushing Blow"]       # bottom of the deck is the list's start
    assert g.hp[0] == g.max_hp[0] - 10
    g = game_at(written(hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]}))
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    assert g.hands[1] == ["Shield Bash"]
