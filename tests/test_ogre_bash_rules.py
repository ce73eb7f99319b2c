"""Ogre Bash rules, each from a hand-written position (rulebook sections quoted in the docstrings)."""

from collections import Counter

import pytest

from ogrelab.games.ogre_bash.rules import DEFAULT_DECK, OgreBash
from ogrelab.games.ogre_bash import examples


def L(o):
    return f"Bash Left ({o})"


def R(o):
    return f"Bash Right ({o})"


def A(o):
    return f"Bash Across ({o})"


OGRES = ["Crash", "Gnash", "Smash", "Trash", "Percy"]
# Hands that win nothing, for the seats a test does not look at.
FILL = [
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", L("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", R("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Go Bash", A("Crash")],
    ["Steal", "Hurt Bad", "Go Bash", "Big Bash", L("Gnash")],
    ["Go Bash", "My Ear!", "Fix Club", "Big Bash", R("Gnash")],
    ["Go Bash", "My Ear!", "Wild Bash", "Big Bash", A("Gnash")],
]


def position(hands, *, turns=0, **fields):
    """A position written by hand; cards not placed go, in deck-list order, to the deck (or
    ``rest_to="discard"``). ``deck_top`` lists the next cards drawn, first drawn first."""
    return examples.position(hands, turns=turns, shuffle_rest=False, **fields)


def hand(game, seat):
    return game.to_dict()["state"]["hands"][seat]


def texts(game):
    return [str(a) for a in game.legal_actions()]


def counts_ok(game, sizes=None):
    sizes = sizes or [5] * game.players
    return [len(h) for h in game.to_dict()["state"]["hands"]] == sizes


# ---------------------------------------------------------------- set up


def test_setup_deals_five_each_and_the_player_left_of_the_dealer_goes_first():
    """Set Up: "Deal each player five cards. The player to the left of the dealer goes first." """
    g = OgreBash(seed=4, players=4, dealer=2)
    st = g.to_dict()["state"]
    assert st["dealer"] == 2 and st["seat"] == 3 and g.current_player == 3
    # the first player has drawn already (first turn: no declaration), everyone else holds five
    assert [len(h) for h in st["hands"]] == [5, 5, 5, 6]
    assert len(st["deck"]) == 59 - 21 and st["discard"] == []
    assert g.prompt.startswith("Seat 3: play a card")


def test_the_first_dealer_is_drawn_at_random_by_default():
    """Set Up: "Select a dealer." (ruling: at random from the seed, unless the dealer option names one)"""
    dealers = {OgreBash(seed=s, players=4).to_dict()["state"]["dealer"] for s in range(30)}
    assert dealers == {0, 1, 2, 3}


def test_the_deal_passes_left_at_the_end_of_each_hand():
    """Set Up: "At the end of each hand, the deal passes to the left." """
    win = [L(o) for o in OGRES]
    g = position([FILL[0], win, FILL[2], FILL[3]], seat=1, phase="start", dealer=0)
    g.play("declare win")
    st = g.to_dict()["state"]
    assert st["fists"] == [0, 5, 0, 0]
    assert st["dealer"] == 1 and st["seat"] == 2 and st["hand"] == 2
    assert st["had_turn"] == [False, False, True, False]
    assert [len(h) for h in st["hands"]] == [5, 5, 6, 5]
    assert st["discard"] == [] and len(st["deck"]) == 59 - 21
    assert "hand 2: seat 1 deals five cards to each player" in g.log


# ------------------------------------------------------------------ play


def test_no_declaration_on_the_first_turn_of_a_hand():
    """Play: "If you have a winning hand and this is not your first turn, show your cards ..." """
    g = OgreBash(seed=1, players=3, dealer=0)
    assert g.current_player == 1 and "declare win" not in texts(g) and len(hand(g, 1)) == 6
    g = position([FILL[0], FILL[1] + ["My Ear!"], FILL[2]], seat=1, had_turn=[True, True, False])
    g.play("play My Ear!")
    assert g.current_player == 2 and g.to_dict()["state"]["phase"] == "play"
    assert len(hand(g, 2)) == 6 and "seat 2 draws (first turn of the hand)" in g.log
    assert all(t.startswith("play ") for t in texts(g))


def test_later_turns_offer_a_declaration_or_a_draw():
    """Play: "If you have a winning hand and this is not your first turn ... Otherwise, draw a card." """
    g = position([FILL[0], FILL[1] + ["My Ear!"], FILL[2]], seat=1, deck_top=["Wild Bash"])
    g.play("play My Ear!")
    assert g.current_player == 2 and texts(g) == ["declare win", "draw"]
    g.play("draw")
    assert "Wild Bash" in hand(g, 2) and len(hand(g, 2)) == 6
    assert texts(g)[0].startswith("play ")


def test_a_false_declaration_loses_the_turn():
    """Winning the Hand: "If you don't actually have a winning hand, take your cards back and you lose your turn." """
    g = position([FILL[0], FILL[1], FILL[2]], seat=0, phase="start", deck_top=["Steal"])
    before = g.to_dict()["state"]
    g.play("declare win")
    st = g.to_dict()["state"]
    assert st["hands"] == before["hands"] and st["deck"] == before["deck"] and st["fists"] == [0, 0, 0]
    assert st["seat"] == 1 and st["phase"] == "start" and st["turns"] == 1
    # the cards were shown to all: every view shows them until that hand changes
    assert Counter(g.view(2)["state"]["shown"][0]) == Counter(FILL[0])
    assert "loses the turn" in g.log[-1]


def test_a_true_declaration_wins_the_hand_and_its_fists():
    """Winning the Hand: "Otherwise you win and get a score of what that hand is worth." """
    g = position([FILL[0], [R(o) for o in OGRES[:4]] + ["Wild Bash"], FILL[2]], seat=1, phase="start")
    g.play("declare win")
    assert g.scores == [0, 1, 0]
    assert any("shows Wild Bash" in line for line in g.log)


# ------------------------------------------------------ bash left/right/across


def _pass_all(g, cards):
    """Every seat, in turn from the seat playing, passes its card from ``cards``."""
    while g.to_dict()["state"]["phase"] == "pass":
        g.play(f"pass {cards[g.current_player]}")


def test_bash_left_every_player_passes_to_the_left():
    """Bash Left, Right and Across: "all players choose one card ... and pass (Bash) it face down" (Left)."""
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    hands = [[m] + [A("Smash"), "My Ear!", "My Ear!", "Wild Bash"] for m in marks]
    hands[0] = hands[0] + [L("Crash")]
    hands = [hands[0], [marks[1], R("Crash"), R("Gnash"), "Go Bash", "Go Bash"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "Go Bash"],
             [marks[3], A("Crash"), A("Gnash"), "Wild Bash", "Wild Bash"]]
    g = position(hands, seat=0)
    g.play(f"play {L('Crash')}")
    assert g.current_player == 0 and g.to_dict()["state"]["pass_to"] == "Left"
    _pass_all(g, marks)
    for s in range(4):
        assert marks[(s - 1) % 4] in hand(g, s) and marks[s] not in hand(g, s)
    assert counts_ok(g) and g.to_dict()["state"]["seat"] == 1


def test_bash_right_every_player_passes_to_the_right():
    """Bash Left, Right and Across: pass "to the player to their Right"."""
    marks = ["Steal", "Hurt Bad", "Fix Club"]
    g = position([[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", R("Percy")],
                  [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
                  [marks[2], A("Smash"), A("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play(f"play {R('Percy')}")
    _pass_all(g, marks)
    for s in range(3):
        assert marks[(s + 1) % 3] in hand(g, s)
    assert counts_ok(g)


@pytest.mark.parametrize("players,offset", [(2, 1), (4, 2), (5, 2), (6, 3)])
def test_bash_across_reaches_the_right_seat(players, offset):
    """Bash Across: 2 players: the other; 4 and 6: opposite; "if there is not an even number of players,
    the player Across is the player two to your left" (5 players)."""
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash", "Go Bash", "My Ear!"][:players]
    hands = []
    for s in range(players):
        h = [marks[s], L(OGRES[s % 5]), R(OGRES[s % 5]), "Wild Bash", A(OGRES[s % 5])] if s < 5 else \
            [marks[s], L("Crash"), R("Crash"), A("Crash"), "Wild Bash"]
        hands.append(h)
    hands[0] = hands[0] + [A("Percy")]
    if players == 6:
        hands[5] = [marks[5], "Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    g = position(hands, seat=0)
    g.play(f"play {A('Percy')}")
    assert g.to_dict()["state"]["pass_to"] == ("Left" if players == 2 else "Across")
    _pass_all(g, marks)
    for s in range(players):
        assert marks[s] in hand(g, (s + offset) % players)
    assert counts_ok(g)


def test_bash_across_with_three_players_the_player_chooses_left_or_right():
    """Bash Across: "if there are three players then you choose if Across means Left or Right." """
    marks = ["Steal", "Hurt Bad", "Fix Club"]
    hands = [[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", A("Percy")],
             [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "My Ear!"]]
    for choice, offset in (("across means left", 1), ("across means right", 2)):
        g = position(hands, seat=0)
        g.play(f"play {A('Percy')}")
        assert texts(g) == ["across means left", "across means right"] and g.current_player == 0
        g.play(choice)
        _pass_all(g, marks)
        for s in range(3):
            assert marks[s] in hand(g, (s + offset) % 3)


def test_pass_timing_no_one_passes_the_card_just_received():
    """Bash: "Don't pick up the card you're receiving until after you have put one down." """
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", L("Percy")],
                  [L("Smash"), L("Trash"), "Go Bash", "My Ear!", "Big Bash"],
                  [R("Smash"), R("Trash"), "Go Bash", "My Ear!", "Fix Club"]], seat=0)
    g.play(f"play {L('Percy')}")
    g.play("pass Steal")                       # seat 0 puts Steal down for seat 1
    assert g.current_player == 1
    assert "pass Steal" not in texts(g) and "Steal" not in hand(g, 1)
    assert g.view(1)["state"]["set_aside"][0] == "face down"
    g.play("pass Big Bash")
    assert g.current_player == 2 and "pass Big Bash" not in texts(g) and len(hand(g, 2)) == 5
    g.play("pass Fix Club")
    assert "Steal" in hand(g, 1) and "Big Bash" in hand(g, 2) and "Fix Club" in hand(g, 0)
    assert counts_ok(g)


def test_wild_bash_chooses_the_direction():
    """Wild Bash: "choose Bash Right, Left, or Across. Play as if you had put down that kind of Bash card." """
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    hands = [[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
             [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "My Ear!"],
             [marks[3], R("Crash"), R("Gnash"), "Go Bash", "My Ear!"]]
    for choice, offset in (("bash left", 1), ("bash right", 3), ("bash across", 2)):
        g = position(hands, seat=0)
        g.play("play Wild Bash")
        assert texts(g) == ["bash left", "bash right", "bash across"]
        g.play(choice)
        _pass_all(g, marks)
        for s in range(4):
            assert marks[s] in hand(g, (s + offset) % 4)
        assert g.to_dict()["state"]["discard"][-1] == "Wild Bash"


def test_wild_bash_across_with_three_players_then_asks_left_or_right():
    """Wild Bash as Bash Across with three players: the player also chooses what Across means."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
                  ["Hurt Bad", L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
                  ["Fix Club", R("Smash"), R("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Wild Bash")
    g.play("bash across")
    assert texts(g) == ["across means left", "across means right"]
    g.play("across means right")
    _pass_all(g, ["Steal", "Hurt Bad", "Fix Club"])
    assert "Steal" in hand(g, 2) and "Hurt Bad" in hand(g, 0) and "Fix Club" in hand(g, 1)


@pytest.mark.parametrize("choice", ["bash left", "bash right", "bash across"])
def test_wild_bash_with_two_players_every_direction_reaches_the_other(choice):
    """Wild Bash with two players: Left, Right and Across all mean the other player."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", "Wild Bash"],
                  ["Hurt Bad", L("Smash"), L("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play("play Wild Bash")
    g.play(choice)
    _pass_all(g, ["Steal", "Hurt Bad"])
    assert "Steal" in hand(g, 1) and "Hurt Bad" in hand(g, 0) and counts_ok(g)


# ----------------------------------------------------------------- steal

GROUPS = [
    [L(o) for o in OGRES],
    [R(o) for o in OGRES],
    [A(o) for o in OGRES],
    ["Wild Bash"] * 5,
    ["Hurt Bad", "Hurt Bad", "Fix Club", "Fix Club", "Hurt Bad"],
    ["Big Bash", "Big Bash", "Go Bash", "Go Bash", "Big Bash"],
]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_steal_chain_goes_round_the_table(players):
    """Steal: "Take one random card from the player to your left. That player then takes one card from the
    player to their left ... until the player to your right takes a card from you." """
    group_of = {}
    for i, grp in enumerate(GROUPS):
        for c in grp:
            group_of[c] = i
    seen_first = set()
    for seed in range(8):
        hands = [list(GROUPS[s]) for s in range(players)]
        hands[0] = hands[0] + ["Steal"]
        g = position(hands, seat=0, seed=seed)
        g.play("play Steal")
        st = g.to_dict()["state"]
        assert counts_ok(g)
        takes = [line for line in g.log if "takes a random card" in line]
        assert takes == [f"seat {s} takes a random card from seat {(s + 1) % players}" for s in range(players)]
        groups = [Counter(group_of[c] for c in h) for h in st["hands"]]
        for s in range(1, players - 1):
            assert groups[s] == Counter({s: 4, s + 1: 1})
        last = players - 1
        assert groups[last][last] >= 4 and sum(groups[last].values()) == 5
        # seat 0 kept its own group except what seat (right) took, plus at most the card it stole
        assert groups[0][1 % players] <= 1 + (players == 2) * 4
        seen_first.add(tuple(st["hands"][0]))
        assert st["discard"] == ["Steal"] and st["seat"] == 1
    assert len(seen_first) > 1, "every take is random"


# -------------------------------------------------------------- hurt bad


def test_hurt_bad_hand_counts():
    """Hurt Bad: "take one random card from their hand. That player then discards their remaining four cards
    and draws five new ones. Finally, you discard one card." """
    top = ["Steal", "Steal", "My Ear!", "Big Bash", "Go Bash"]
    victim = [R(o) for o in OGRES]
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy"), "Hurt Bad"], victim,
                  FILL[2]], seat=0, deck_top=top)
    g.play("play Hurt Bad")
    assert texts(g) == ["hurt seat 1", "hurt seat 2"]
    g.play("hurt seat 1")
    st = g.to_dict()["state"]
    taken = [c for c in st["hands"][0] if c.startswith("Bash Right")]
    assert len(taken) == 1 and taken[0] in victim
    assert sorted(st["discard"]) == sorted(c for c in victim if c != taken[0])
    assert Counter(st["hands"][1]) == Counter(top)
    assert [len(h) for h in st["hands"]] == [6, 5, 5] and st["in_play"] == "Hurt Bad"
    assert g.current_player == 0 and all(t.startswith("discard ") for t in texts(g))
    g.play(f"discard {taken[0]}")
    st = g.to_dict()["state"]
    assert counts_ok(g) and st["discard"][-2:] == [taken[0], "Hurt Bad"] and len(st["discard"]) == 6


# -------------------------------------------------------------- fix club


def test_fix_club_discards_any_number_and_draws_that_many():
    """Fix Club: "discard as many cards as you like (0 - 5) from your hand and then draw that many." """
    g = position([["Fix Club", L("Crash"), L("Gnash"), "Steal", "Go Bash", L("Percy")], FILL[1], FILL[2]],
                 seat=0, deck_top=[L("Smash"), L("Trash"), "My Ear!"])
    g.play("play Fix Club")
    assert "discard none" in texts(g)
    g.play("discard Steal")
    assert "draw 1" in texts(g) and "discard none" not in texts(g)
    g.play("discard Go Bash")
    g.play("draw 2")
    assert sorted(hand(g, 0)) == sorted([L(o) for o in OGRES])
    assert g.to_dict()["state"]["discard"] == ["Steal", "Go Bash", "Fix Club"] and counts_ok(g)


def test_fix_club_may_discard_none_or_all_five():
    """Fix Club: the player may discard 0 to 5 cards."""
    g = position([["Fix Club"] + FILL[0], FILL[1], FILL[2]], seat=0)
    g.play("play Fix Club")
    g.play("discard none")
    assert hand(g, 0) == sorted(FILL[0], key=list(DEFAULT_DECK).index) and counts_ok(g)
    new = [A(o) for o in OGRES]
    g = position([["Fix Club"] + FILL[0], FILL[1], FILL[2]], seat=0, deck_top=new)
    g.play("play Fix Club")
    for c in FILL[0]:
        g.play(f"discard {c}")
    assert Counter(hand(g, 0)) == Counter(new) and counts_ok(g)   # the fifth discard draws five at once


# -------------------------------------------------------------- big bash


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
    assert counts_ok(g) and g.to_dict()["state"]["seat"] == 1
    assert [line for line in g.log if "swap" in line] == [
        "seat 0 and seat 1 swap their cards", "seat 0 and seat 2 swap their cards",
        "seat 0 and seat 3 swap their cards"]


# --------------------------------------------------------------- go bash


def test_go_bash_named_direction_is_given_then_a_card_goes_back():
    """Go Bash: "If they have any, they give one of them to you face down. Add that card to your hand and
    then give them a card of your choice." """
    g = position([["Go Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                  [R("Crash"), R("Gnash"), "Wild Bash", L("Percy"), "My Ear!"], FILL[2]], seat=0)
    g.play("play Go Bash")
    assert "ask seat 1 for Bash Right" in texts(g) and "ask seat 2 for Bash Across" in texts(g)
    g.play("ask seat 1 for Bash Right")
    assert g.current_player == 1
    assert texts(g) == [f"give {R('Crash')}", f"give {R('Gnash')}"]        # never the Wild Bash
    g.play(f"give {R('Gnash')}")
    assert R("Gnash") in hand(g, 0) and len(hand(g, 0)) == 6 and g.current_player == 0
    assert "give Steal" in texts(g) and f"give {R('Gnash')}" in texts(g)
    g.play("give Steal")
    assert "Steal" in hand(g, 1) and counts_ok(g)
    assert g.view(2)["state"]["hands"][1] == 5                              # face down to the others


def test_go_bash_a_player_without_it_shows_the_hand_to_all():
    """Go Bash: "If that player doesn't have it, they must prove it by showing their hand to all players." """
    asked = [L("Crash"), L("Gnash"), "Wild Bash", A("Percy"), "My Ear!"]
    g = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"], asked, FILL[2]], seat=0)
    g.play("play Go Bash")
    g.play("ask seat 1 for Bash Right")
    st = g.view(2)["state"]
    assert st["shown"][1] == hand(g, 1) and Counter(hand(g, 1)) == Counter(asked)
    assert st["seat"] == 1 and counts_ok(g)                                  # you give nothing; the turn ends
    assert any("shows their hand" in line for line in g.log)


def test_go_bash_asking_for_any_bash_card_option():
    """Go Bash option go_bash_names_direction=false: ask for any Bash Right, Left or Across (not Wild)."""
    g = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"],
                  [L("Crash"), A("Gnash"), "Wild Bash", "Hurt Bad", "My Ear!"], FILL[2]],
                 seat=0, go_bash_names_direction=False)
    g.play("play Go Bash")
    assert texts(g) == ["ask seat 1", "ask seat 2"]
    g.play("ask seat 1")
    assert texts(g) == [f"give {L('Crash')}", f"give {A('Gnash')}"]
    g2 = position([["Go Bash", "Steal", L("Smash"), L("Trash"), "Fix Club", "Big Bash"],
                   ["Wild Bash", "Wild Bash", "Hurt Bad", "Go Bash", "My Ear!"], FILL[2]],
                  seat=0, go_bash_names_direction=False)
    g2.play("play Go Bash")
    g2.play("ask seat 1")
    assert g2.view(0)["state"]["shown"][1] is not None                       # a Wild Bash does not count


# ----------------------------------------------------------------- my ear


def test_my_ear_nothing_happens():
    """My Ear!: "nothing happens and play continues to the next player." """
    g = position([["My Ear!"] + FILL[0], FILL[1], FILL[2]], seat=0)
    before = g.to_dict()["state"]
    g.play("play My Ear!")
    st = g.to_dict()["state"]
    assert st["hands"][1:] == before["hands"][1:] and st["discard"] == ["My Ear!"]
    assert st["seat"] == 1 and st["deck"] == before["deck"]


# ---------------------------------------------------------- deck, invariant


def test_the_deck_is_refilled_from_the_discard_pile():
    """Ruling: when the deck is empty and a card must be drawn, the discard pile is shuffled into a new deck."""
    g = position([FILL[0] + ["My Ear!"], FILL[1], FILL[2]], seat=0, rest_to="discard")
    assert g.to_dict()["state"]["deck"] == []
    pile = len(g.to_dict()["state"]["discard"])
    g.play("play My Ear!")
    g.play("draw")
    st = g.to_dict()["state"]
    assert "the discard pile is shuffled into a new deck" in g.log
    assert st["discard"] == [] and len(st["deck"]) == pile + 1 - 1 and len(st["hands"][1]) == 6


def test_five_cards_in_every_hand_at_the_end_of_every_turn():
    """Play: "At the end of your turn, you and all other players should have exactly five cards." """
    import random
    for players in (2, 3, 6):
        g = OgreBash(seed=players, players=players)
        rng = random.Random(players)
        for _ in range(1500):
            st = g.to_dict()["state"] if rng.random() < 0.2 else None
            if st and st["phase"] == "start":
                assert all(len(h) == 5 for h in st["hands"])
            g.play(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
            if g.is_over:
                break
    # and the engine itself refuses to end a turn otherwise
    g = position([["My Ear!"] + FILL[0], FILL[1], FILL[2]], seat=0)
    g.hands[1].pop()
    with pytest.raises(RuntimeError, match="five"):
        g.play("play My Ear!")


# ------------------------------------------------------ end of hand and game


def test_the_game_ends_when_a_player_reaches_ten_fists():
    """Object: "The first player to reach ten fists wins." """
    g = position([FILL[0], [R(o) for o in OGRES[:4]] + [R("Crash")], FILL[2]], seat=1, phase="start",
                 fists=[9, 8, 3])
    g.play("declare win")
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.result.winners == (1,) and g.result.scores == (9, 10, 3)


def test_fists_to_win_option():
    """Ruling (option fists_to_win): the fists needed to win."""
    g = position([FILL[0], [L(o) for o in OGRES], FILL[2]], seat=1, phase="start", fists_to_win=5)
    g.play("declare win")
    assert g.is_over and g.result.winners == (1,)


def test_a_tie_at_ten_goes_to_another_hand_and_a_higher_total_wins():
    """Ruling: ties at 10+ go to the higher total, then another hand."""
    g = position([FILL[0], [R(o) for o in OGRES[:4]] + [R("Crash")], FILL[2]], seat=1, phase="start",
                 fists=[10, 8, 0])
    g.play("declare win")
    assert not g.is_over and g.to_dict()["state"]["hand"] == 2 and "players tie at 10 fists: another hand" in g.log
    g = position([FILL[0], [L(o) for o in OGRES]], seat=1, phase="start", fists=[10, 7])
    g.play("declare win")
    assert g.is_over and g.result.winners == (1,) and g.result.scores == (10, 12)


def test_turn_limit_option_ends_the_game():
    """Option turn_limit: after that many turns the game ends; most fists wins, a tie is a draw."""
    g = position([["My Ear!"] + FILL[0], FILL[1], FILL[2]], seat=0, turns=9, turn_limit=10, fists=[2, 1, 0])
    g.play("play My Ear!")
    assert g.is_over and g.result.winners == (0,)
    g = position([["My Ear!"] + FILL[0], FILL[1], FILL[2]], seat=0, turns=9, turn_limit=10, fists=[2, 2, 0])
    g.play("play My Ear!")
    assert g.is_over and g.result.draw and g.result.winners == ()
