"""End of the game: "The game ends when either all bosses or all heroes are dead"."""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogres_delight.positions import GRUMBELLY, PIP, ROTJAW, finish_reactions, game_at, written


def test_end_of_game_all_heroes_dead_boss_player_wins():
    """End: 'the game ends when either all bosses or all heroes are dead'."""
    st = written(heroes=(PIP,), hp={1: 4}, active=0, last_hero=1, hands={0: ["Slam"], 1: ["Stab"]},
                 bosses=[GRUMBELLY, ROTJAW])
    g = game_at(st)
    g.play(f"cast Slam at {PIP}")
    finish_reactions(g)
    assert g.is_over and g.result.winners == (0,) and g.current_player is None
    assert g.result.ending == "heroes_dead"


def test_end_of_game_last_boss_dead_heroes_win():
    """End: the heroes win when the last boss is dead."""
    st = written(hp={0: 3}, hands={1: ["Shield Bash"], 0: ["Slam"], 2: ["Soothe"]})
    g = game_at(st)
    g.play(f"cast Shield Bash at {GRUMBELLY}")
    finish_reactions(g)
    assert g.is_over and g.result.winners == (1, 2) and g.result.ending == "bosses_dead"


def test_end_of_game_last_boss_and_last_hero_together_is_a_draw():
    """End: both ends at once (Pip's Reckless Lunge hurts Pip too) is a draw."""
    st = written(heroes=(PIP,), hp={0: 8, 1: 2}, hands={1: ["Stab", "Reckless Lunge"], 0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Reckless Lunge at {GRUMBELLY}")
    finish_reactions(g)
    assert g.is_over and g.result.draw and g.result.winners == () and g.result.ending == "fell_together"


def test_boss_and_last_hero_fall_together_before_the_last_boss_the_boss_player_wins():
    """Rulings: both sides falling at once is a draw only at the last boss; before it, the boss player wins."""
    st = written(heroes=(PIP,), bosses=[GRUMBELLY, ROTJAW], hp={0: 8, 1: 2},
                 hands={1: ["Stab", "Reckless Lunge"], 0: ["Slam"]})
    g = game_at(st)
    g.play(f"cast Reckless Lunge at {GRUMBELLY}")
    finish_reactions(g)
    assert g.is_over and g.result.winners == (0,) and not g.result.draw and g.result.ending == "heroes_dead"


def test_turn_limit_option_ends_the_game_as_a_draw():
    """Rulings (option turn_limit): a fight that drags on past the limit is a draw."""
    st = written(turns=9)
    g = game_at(st, turn_limit=10)
    g.play("end turn")
    assert g.is_over and g.result.draw and g.result.ending == "turn_limit" and "turn limit" in g.result.reason


@pytest.mark.parametrize("old, ending", [("heroes", "bosses_dead"), ("boss", "heroes_dead"),
                                         ("draw", "fell_together"), ("limit", "turn_limit")])
def test_a_save_from_before_endings_reads_its_outcome_as_the_ending(old, ending):
    """The state format: ``outcome`` holds the ending; a save's older words for it still load."""
    st = written(turns=9)
    g = game_at(st, turn_limit=10)
    g.play("end turn")
    saved = g.to_dict()
    assert saved["state"]["outcome"] == "turn_limit"
    saved["state"]["outcome"] = old
    assert ogrelab.from_dict(saved).result.ending == ending


def test_an_unknown_outcome_names_the_field_and_the_endings():
    g = game_at(written(turns=9), turn_limit=10)
    g.play("end turn")
    saved = g.to_dict()
    saved["state"]["outcome"] = "everyone went home"
    with pytest.raises(ValueError, match=r"state\.outcome: 'everyone went home' is not an ending of ogres_delight; "
                                         r"its endings are: bosses_dead, heroes_dead, fell_together, turn_limit"):
        ogrelab.from_dict(saved)
