"""Big Bash: "Trade (Bash) one card with each other player clockwise around the table. Start with the
player to your left. After each bash, take the card you received into your hand before bashing the next player." """

from __future__ import annotations

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, five_each, hand, position, texts


def test_big_bash_trades_with_each_player_in_order():
    """Big Bash: "Trade (Bash) one card with each other player clockwise ... Start with the player to your left.
    After each bash, take the card you received into your hand before bashing the next player." """
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                ["Hurt Bad", R("Crash"), R("Gnash"), "Go Bash", "My Ear!"],
                ["Fix Club", R("Smash"), R("Trash"), "Go Bash", "My Ear!"],
                [A("Crash"), A("Gnash"), A("Smash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Big Bash")
    assert g.current_player == 0
    g.play("trade Steal")
    assert g.current_player == 1 and "trade Steal" not in texts(g)       # face down until both chose
    g.play("trade Hurt Bad")
    assert "Hurt Bad" in hand(g, 0) and "Steal" in hand(g, 1)
    # the card just received is in hand before the next trade, so it can be bashed on
    assert g.current_player == 0 and "trade Hurt Bad" in texts(g)
    g.play("trade Hurt Bad")
    assert g.current_player == 2
    g.play("trade Fix Club")
    assert "Hurt Bad" in hand(g, 2) and "Fix Club" in hand(g, 0)
    g.play("trade Fix Club")
    g.play(f"trade {A('Smash')}")
    assert "Fix Club" in hand(g, 3) and A("Smash") in hand(g, 0)
    assert five_each(g) and g.to_dict()["state"]["seat"] == 1
    assert [line for line in g.log if "swap" in line] == [
        "seat 0 and seat 1 swap their cards", "seat 0 and seat 2 swap their cards",
        "seat 0 and seat 3 swap their cards"]


def test_big_bash_with_two_players_is_one_trade():
    """Big Bash: 'Trade (Bash) one card with each other player' - with two players, one trade ends the turn."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                ["Hurt Bad", R("Crash"), R("Gnash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Big Bash")
    g.play("trade Steal")
    g.play("trade Hurt Bad")
    assert "Hurt Bad" in hand(g, 0) and "Steal" in hand(g, 1) and five_each(g)
    assert g.current_player == 1 and g.to_dict()["state"]["phase"] == "start"


def test_big_bash_the_partner_cannot_see_the_card_put_down():
    """Big Bash: both choose a card, then swap (README rulings, 'Big Bash') - the card put down first is face down."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                ["Hurt Bad", R("Crash"), R("Gnash"), "Go Bash", "My Ear!"], NO_WIN[2]], seat=0)
    g.play("play Big Bash")
    g.play("trade Steal")
    assert g.view(1)["state"]["set_aside"][0] == "face down"
    assert 'data-card="Steal"' not in g.html(1) and "Steal" not in " ".join(g.log)



def test_big_bash_each_trade_previews_the_card_put_down_and_the_next_partner():
    """Big Bash: "Start with the player to your left" - the partner's preview never names your card."""
    g = ex.big_bash()
    assert g.preview("play Big Bash") == "you trade one card with each other player in turn, seat 1 first"
    g.play("play Big Bash")
    assert g.decision.section == "Big Bash" and g.prompt == "Seat 0: choose a card to trade with seat 1 (Big Bash)"
    assert g.preview("trade Fix Club") == \
        "puts Fix Club down to trade with seat 1; seat 1 then puts a card down and you swap"
    g.play("trade Fix Club")
    assert g.prompt == "Seat 1: choose a card to trade with seat 0 (Big Bash)"
    first = texts(g)[0]
    assert g.preview(first) == f"puts {first[6:]} down and swaps it for the card seat 0 put down; " \
                               "seat 0 trades with seat 2 next"
