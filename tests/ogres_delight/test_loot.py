"""Loot: "If a boss gets defeated, it drops loot ... Each hero can select one"."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import (GORM, GRUMBELLY, PIP, ROTJAW, finish_reactions, game_at, texts,
                                                   written)
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK, LOOT


def test_boss_death_ends_the_encounter_and_drops_four_loot():
    """Loot: 'if a boss gets defeated, it drops loot ... four randomly selected skills from the loot table'."""
    st = written(bosses=[GRUMBELLY, ROTJAW], hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    assert g.phase == "loot" and g.current_player == 1
    assert len(g.loot) == 4 and set(g.loot) <= set(LOOT[GRUMBELLY])
    assert texts(g) == [f"take {c}" for c in g.loot]


def test_loot_picked_by_heroes_in_turn_joins_the_deck_and_later_boss_follows():
    """Loot: 'each hero can select one ... added to their deck for the remaining bosses of the game'."""
    st = written(bosses=[GRUMBELLY, ROTJAW], hp={0: 3, 1: 10}, removed={1: ["Bulwark"]},
                 hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    first = g.loot[2]
    g.play(f"take {first}")
    assert g.current_player == 2
    second = g.loot[0]
    g.play(f"take {second}")
    # the later boss: next in the order, its own deck; heroes restored, one-time skills back
    assert g.phase == "turn" and g.encounter == 1 and g.chars[0] == ROTJAW
    assert g.hp[0] == g.max_hp[0] and g.hp[1] == 46
    assert first in g.deck_list[1] and first in g.hands[1] + g.decks[1]
    assert second in g.deck_list[2] and g.looted[2] == [second]
    assert "Bulwark" in g.hands[1] + g.decks[1] and g.removed[1] == []
    assert sorted(g.hands[0] + g.decks[0]) == sorted(DEFAULT_DECK[ROTJAW])


def test_loot_every_hero_takes_one_the_fallen_too_and_the_rest_is_lost():
    """Loot: 'each hero can select one'; the fallen pick too; skills nobody took are gone."""
    st = written(heroes=(GORM, PIP), bosses=[ROTJAW, GRUMBELLY], boss=ROTJAW, hp={0: 3, 2: 0},
                 hands={1: ["Shield Bash"], 0: ["Grave Claw"], 2: ["Stab"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {ROTJAW}")
    finish_reactions(g)
    table = list(g.loot)
    assert len(table) == 4 and set(table) <= set(LOOT[ROTJAW])
    g.play(f"take {table[0]}")
    assert g.current_player == 2             # Pip is dead, and still takes one
    g.play(f"take {table[3]}")
    assert g.looted == [[], [table[0]], [table[3]]] and g.loot == [] and g.chars[0] == GRUMBELLY
    assert not any(x in g.deck_list[s] for s in (1, 2) for x in table[1:3])


def test_later_boss_option_restore_heroes_false_keeps_wounds_and_deaths():
    """Rulings (option restore_heroes): wounds and deaths carry over to the next encounter."""
    st = written(heroes=(GORM, PIP), bosses=[GRUMBELLY, ROTJAW], hp={0: 3, 1: 10, 2: 0},
                 hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Stab"]})
    g = game_at(st, restore_heroes=False)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])
    assert g.encounter == 1 and g.hp[1] == 10 and not g.alive[2]
    assert g.active == 1


def test_later_boss_deck_built_by_the_boss_player_after_the_loot():
    """Loot: 'while the heroes are looting, the boss player builds the deck for the upcoming boss'."""
    st = written(bosses=[GRUMBELLY, ROTJAW], hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st, auto_decks=False)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])
    assert g.phase == "build" and g.current_player == 0 and g.chars[0] == ROTJAW
    assert texts(g) == ["basic Grave Claw", "basic Bone Rattle"]
    g.play("basic Bone Rattle")
    while "done" not in texts(g):
        g.play(next(a for a in g.legal_actions() if a.kind == "add"))
    g.play("done")
    assert g.phase == "turn" and g.encounter == 1 and "Bone Rattle" in g.hands[0]
