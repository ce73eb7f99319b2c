"""The rulebook as rules: every decision and every event of Ogre's Delight is one Rule; the events ask nobody."""

from __future__ import annotations

import pytest

from ogrelab.games.ogres_delight.decisions import set_off
from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, game_at, make_cast, written
from ogrelab.games.ogres_delight.rules import OgresDelight


def test_the_decisions_ask_a_seat_and_the_events_ask_nobody():
    """Events: what a skill does besides damage and healing happens to a seat; nobody chooses it."""
    rules = OgresDelight.RULES
    assert {k for k, r in rules.items() if r.asks} == {"pick_boss", "pick_hero", "build", "turn", "react", "loot"}
    assert {k for k, r in rules.items() if not r.asks} == {
        "taunt", "unstoppable", "disorient", "revive", "interrupt", "stun", "shuffle", "draw", "reveal",
        "cancel_channel", "carry_out"}


def test_stun_set_off_on_its_own_puts_the_specials_under_the_deck():
    """Stun: the affected player loses every special in hand, to the bottom of the deck; the unstoppable shrug it off."""
    cast = make_cast(0, [1], ("Slam", 0))
    st = written(phase="react", cast=cast, active=0, last_hero=1, decider=1,
                 hands={0: ["Crunch"], 1: ["Shield Bash", "Crushing Blow", "Heavy Swing"], 2: ["Soothe"]})
    g = game_at(st)
    set_off(g, "stun", 1)
    assert g.hands[1] == ["Shield Bash", "Heavy Swing"] and g.decks[1][0] == "Crushing Blow"
    assert g.log[-1] == f"{GORM} is stunned: 1 special(s) from hand under the deck"
    g = game_at(st)
    g.cast["unstoppable"].append(1)
    set_off(g, "stun", 1)
    assert "Crushing Blow" in g.hands[1]
    assert g.log[-1] == f"{GORM} is unstoppable and shrugs off the stun"


def test_a_decision_set_off_opens_for_its_seat():
    """Reactive skills: the reaction round asks a seat, who decides now."""
    cast = make_cast(0, [1], ("Slam", 0))
    st = written(phase="react", cast=cast, active=0, last_hero=1, decider=1,
                 hands={0: ["Crunch"], 1: ["Shield Bash", "Heavy Swing"], 2: ["Soothe"]})
    g = game_at(st)
    set_off(g, "react", 2)
    assert g.current_player == 2 and g.decision.rule == "react"
    assert g.to_dict()["state"]["phase"] == "react"


@pytest.mark.parametrize("event", ["stun", "carry_out"])
def test_a_save_names_a_decision_never_an_event(event):
    """A save's phase is a decision waiting on a seat: an event, which asks nobody, is refused."""
    st = written(boss=GRUMBELLY)
    st["phase"] = event
    with pytest.raises(ValueError, match="state.phase"):
        game_at(st)
