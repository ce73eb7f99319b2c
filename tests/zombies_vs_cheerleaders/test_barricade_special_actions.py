"""Special Actions from the Barricades: Sniper, Ziiiiip, Fresh meat, Classes begin,
Return of the Zombies 3 and 4, Prom Queen."""

from ogrelab.games.zombies_vs_cheerleaders.examples import position, z


def _next_seen_by_cheerleaders(game):
    return (game.current_player, [str(a) for a in game.legal_actions()] if game.current_player == 1 else None,
            game.prompt, game.view(1)["state"])


def test_fresh_meat_asks_the_reorganizing_whatever_the_face_down_cards_are():
    """Fresh meat: "You can then reorganize the cards of that column freely": the Zombies are asked
    to place the cards even when they all look alike to them, so that the Cheerleaders, who see
    them face down, learn nothing from a choice being skipped."""
    alike = position([z("nerds", 1, 3, up=False), z("nerds", 1, 4, up=False)], zombies_keep=["Fresh meat"])
    mixed = position([z("nerds", 1, 3, up=False), z("teacher", 1, 4, up=False)], zombies_keep=["Fresh meat"])
    assert alike.view(1)["state"] == mixed.view(1)["state"]
    for g in (alike, mixed):
        g.play("Fresh meat column 1")
        assert g.current_player == 0 and g.to_dict()["state"]["pending"]["kind"] == "fresh meat"
    assert alike.prompt == mixed.prompt and alike.view(1) == mixed.view(1)
    alike.play("put nerds at row 3")
    mixed.play("put teacher at row 3")
    # the last card takes the last space by itself: one card, one space, in every world
    assert alike.to_dict()["state"]["pending"] is None and mixed.to_dict()["state"]["pending"] is None
    assert alike.view(1)["state"]["zombies"] == mixed.view(1)["state"]["zombies"]
    assert alike.log[-1] == mixed.log[-1] == "Fresh meat: a face-down zombie goes to c1r4"


def test_fresh_meat_places_face_up_cards_alike_by_themselves():
    """Fresh meat: injured teachers stay face up; cards all alike and face up need no choice,
    since both sides see them."""
    g = position([z("teacher", 1, 3, wounded=True), z("teacher", 1, 4, wounded=True)], zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 1")
    st = g.to_dict()["state"]
    assert st["pending"] is None and g.current_player == 0
    assert sorted((zd["row"], zd["face_up"]) for zd in st["zombies"]) == [(3, True), (4, True)]
