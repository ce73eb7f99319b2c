"""Steal: "Take one random card from the player to your left. That player then takes one card from the
player to their left. This continues around the table until the player to your right takes a card from you." """

from __future__ import annotations

from collections import Counter

import pytest

from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, five_each, hand, position


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
        assert five_each(g)
        takes = [line for line in g.log if "takes a random card" in line]
        assert takes == [f"seat {s} takes a random card from seat {(s + 1) % players}" for s in range(players)]
        groups = [Counter(group_of[c] for c in h) for h in st["hands"]]
        for s in range(1, players - 1):
            assert groups[s] == Counter({s: 4, s + 1: 1})
        # seat 0 took a card of group 1; the seat on its right then took one of those six at random
        last = players - 1
        if groups[0] == Counter({0: 5}):          # it took back the card seat 0 had stolen
            assert groups[last] == Counter({last: 4}) + Counter({1: 1})
        else:
            assert groups[0] == Counter({0: 4, 1: 1})
            assert groups[last] == Counter({last: 4, 0: 1})
        seen_first.add(tuple(st["hands"][0]))
        assert st["discard"] == ["Steal"] and st["seat"] == 1
    assert len(seen_first) > 1, "every take is random"


def test_steal_keeps_five_cards_each_and_views_show_only_counts():
    """Steal: the chain runs 'until the player to your right takes a card from you' - five cards each."""
    g = position([NO_WIN[4] + ["Steal"], NO_WIN[1], NO_WIN[2], NO_WIN[5]], seat=0, seed=2)
    g.play("play Steal")
    assert five_each(g)
    v = g.view(1)["state"]
    assert v["hands"][0] == 5 and v["hands"][2] == 5 and Counter(v["hands"][1]) == Counter(hand(g, 1))



@pytest.mark.parametrize("players,preview", [
    (2, "you take a random card from seat 1, then seat 1 takes one from you"),
    (4, "each player in turn takes a random card from the player on their left: you from seat 1 first, "
        "seat 3 from you last")])
def test_steal_the_chain_previews_who_takes_from_whom(players, preview):
    """Steal: the takes are random, so the preview names the seats, never a card."""
    g = position([NO_WIN[4] + ["Steal"]] + [list(h) for h in NO_WIN[:players - 1]], seat=0)
    assert g.preview("play Steal") == preview
