"""Game Setup: the barricade piles, the cheerleaders behind them, then the Zombies' columns of six."""

import ogrelab
from ogrelab.games.zombies_vs_cheerleaders.examples import setup_by_hand
from ogrelab.games.zombies_vs_cheerleaders.positions import state, texts


def _to_zombie_setup(game):
    game.play("deal the barricades in piles of two")
    while game.current_player == 1:
        game.play(game.legal_actions()[0])
    return game


def test_the_zombies_place_every_card_but_the_last_by_hand():
    """Game Setup: "The player chooses how the cards are placed but does not reveal the cards":
    the hand set-up asks for every card, even when only one kind is left, so the Cheerleaders
    cannot tell where the cards of that kind stand; only the last card goes by itself."""
    for order in (sorted, lambda kinds: sorted(kinds, reverse=True)):
        g = _to_zombie_setup(setup_by_hand(columns=4, seed=3))
        cards = g.to_dict()["state"]["pending"]["cards"]
        asked = 0
        while g.to_dict()["state"]["pending"] is not None:
            assert g.current_player == 0
            kinds = {a.args[0] for a in g.legal_actions()}
            g.play(next(a for a in g.legal_actions() if a.args[0] == order(kinds)[0]))
            asked += 1
        assert asked == len(cards) - 1 == 23
        assert g.current_player == 0 and len(g.to_dict()["state"]["zombies"]) == 24



def test_setup_as_decisions():
    """Set-up: barricade piles, the cheerleaders' order, then the zombie player's face-down columns."""
    g = ogrelab.new_game("zombies_vs_cheerleaders", seed=4, auto_setup=False)
    assert g.current_player == 1 and texts(g) == ["deal the barricades in piles of two"]
    g.play("deal the barricades in piles of two")
    g.play("Vanessa to column 1")
    g.play("Pam to column 2")
    g.play("Clover to column 3")                     # Gloria takes the last place
    assert [c["name"] for c in state(g)["cheerleaders"]] == ["Vanessa", "Pam", "Clover", "Gloria"]
    assert g.current_player == 0 and "put nerds at c1r3" in texts(g)
    g.play("put lunch lady at c1r3")
    assert g.view(1)["state"]["zombies"][0]["card"] == "unknown"
    while g.current_player == 0 and state(g)["pending"]:
        g.play(texts(g)[0])
    assert len(state(g)["zombies"]) == 24 and state(g)["side"] == 0


def test_the_cheerleaders_learn_nothing_from_how_the_hand_set_up_goes_on():
    """Game Setup: the cards "are placed but [the Zombies do] not reveal the cards": with three cards
    left, whatever the Zombies place, every world the Cheerleaders cannot tell apart writes the same
    log and asks the same next decision."""
    from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders as ZvC

    g = _to_zombie_setup(setup_by_hand(columns=4, seed=5))
    while len(state(g)["pending"]["cards"]) > 3:
        g.play(g.legal_actions()[0])
    for text in texts(g):
        told = set()
        for seed in range(40):
            w = ZvC.determinize(g.view(1), seed=seed)
            if text not in texts(w):
                continue
            n = len(w.log)
            w.play(text)
            told.add((tuple(w.log[n:]), w.decision.rule, w.prompt))
        assert len(told) == 1, (text, told)
