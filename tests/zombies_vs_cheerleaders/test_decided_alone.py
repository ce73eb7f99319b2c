"""Decisions the game makes without asking go through ``Game.auto``, so the leak check sees them.

The set-up's last zombie card, Fresh meat's last card (or cards all face up and
alike), the last cheerleader placed at the set-up or by the coach: each is made
alone on what both sides can see. A game that also skipped the placing when the
face-down cards left look alike to the Zombies would tell the Cheerleaders which
cards are left; the leak check catches it.
"""

from __future__ import annotations

import random

from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders, examples
from ogrelab.games.zombies_vs_cheerleaders.cards import ZOMBIES
from ogrelab.games.zombies_vs_cheerleaders.decisions import PlaceZombies, act
from test_conformance import check_no_leak


class SkipsAlikeCards(ZombiesVsCheerleaders):
    """The set-up skipping its decision when the zombie cards left are all one card (seen by the Zombies only)."""

    def _apply(self, a):
        super()._apply(a)
        p = self.pending
        while p is not None and p.rule.key == "place zombies" and len(set(p.data["cards"])) == 1:
            c, r = PlaceZombies.slot(self)
            self.auto(p, act(ZOMBIES, "setup_zombie", p.data["cards"][0], c, r))
            p = self.pending


def _set_up_until_few_cards(cls, seed: int, left: int):
    """A set-up by hand, played at random until ``left`` zombie cards are still to place."""
    g = cls(seed=seed, columns=4, auto_setup=False)
    rng = random.Random(seed)
    while not (g.pending is not None and g.pending.rule.key == "place zombies"
               and len(g.pending.data["cards"]) <= left):
        g.play(rng.choice(g.legal_actions()))
    return g


def _caught(game_class) -> bool:
    rng = random.Random(3)
    for seed in range(12):
        g = _set_up_until_few_cards(game_class, seed, 4)
        while g.pending is not None and g.pending.rule.key == "place zombies":
            try:
                check_no_leak(g, rng, tries=8)
            except AssertionError as e:
                assert "alone" in str(e) or "can tell hidden cards apart" in str(e)
                return True
            g.play(g.legal_actions()[0])
    return False


def test_the_leak_check_catches_the_set_up_skipped_because_the_cards_left_look_alike():
    assert _caught(SkipsAlikeCards), "skipping the set-up on alike face-down cards went unnoticed"


def test_the_set_up_itself_passes_the_same_leak_check():
    assert not _caught(ZombiesVsCheerleaders)


def test_the_last_zombie_card_of_the_set_up_is_placed_through_auto():
    g = _set_up_until_few_cards(ZombiesVsCheerleaders, 0, 2)
    g.play(g.legal_actions()[0])
    assert g.pending is None and g.current_player == ZOMBIES
    assert [(key, seat) for key, seat, _ in g.decided_alone] == [("place zombies", ZOMBIES)]


def test_the_last_cheerleader_of_the_set_up_takes_her_place_through_auto():
    g = examples.setup_by_hand()
    g.play("deal the barricades in piles of two")
    while g.pending.rule.key == "place cheerleaders":
        g.play(g.legal_actions()[0])
    assert ("place cheerleaders", 1) in [(key, seat) for key, seat, _ in g.decided_alone]


def test_fresh_meat_places_its_last_card_through_auto():
    g = examples.fresh_meat()
    column = next(a for a in g.legal_actions() if a.kind == "Fresh meat")
    g.play(column)
    while g.pending is not None and g.pending.rule.key == "fresh meat":
        g.play(g.legal_actions()[0])
    assert ("fresh meat", ZOMBIES) in [(key, seat) for key, seat, _ in g.decided_alone]
    assert g.log[-1].startswith("Fresh meat: ")
