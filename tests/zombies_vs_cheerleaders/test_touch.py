"""Every decision of Zombies vs Cheerleaders is made on the table: one click, or a pick then a target.

At the named positions of ``examples.py``, each rule's common decisions are
checked on the drawing of the seat deciding: the element a click plays carries
``data-action``, the first click of two carries ``data-pick`` and its targets
are drawn (``data-key``); the other side's drawing offers nothing and names no
card hidden from it.
"""

from __future__ import annotations

import html
import random
import re

import pytest
from test_conformance import check_touch

from ogrelab.core import touch
from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders, examples

_ACTION = re.compile(r'data-key="([^"]*)" data-action="([^"]*)"')
_PICK = re.compile(r'data-key="([^"]*)" data-pick="')
_KEY = re.compile(r'data-key="([^"]*)"')


def clicks(game, seat=None) -> dict[str, str]:
    """Key -> action text of the one-click elements in the drawing for ``seat`` (the decider's by default)."""
    seat = game.current_player if seat is None else seat
    found = [(html.unescape(k), html.unescape(t)) for k, t in _ACTION.findall(game.html(seat))]
    assert len(found) == len({t for _, t in found}), "an action is played from two elements"
    return dict(found)


def picks(game) -> dict[str, dict[str, str]]:
    """First key -> {second key -> action text}: the board's offer (``game.offer()``), raised from drawn elements."""
    page = game.html(game.current_player)
    raised = {html.unescape(k) for k in _PICK.findall(page)}
    offered = game.offer()[1].pick
    assert raised == set(offered), "every two-click choice is raised from a drawn element"
    return offered


def keys(game, seat) -> set[str]:
    return {html.unescape(k) for k in _KEY.findall(game.html(seat))}


def test_the_opening_reveals_advances_and_ends_by_clicking():
    g = examples.opening()
    got = clicks(g)
    reveals = {a.text for a in g.legal_actions() if a.kind == "reveal"}
    assert reveals and reveals <= set(got.values())
    assert got["grid:c1r3"] == "reveal c1r3"
    assert got["row:3"] == "advance row 3" and got["column:1"] == "advance column 1"
    assert got["control:end turn"] == "end turn"
    assert 'data-action="end turn"' in g.html(0).split('class="ogrelab-controls"')[1]
    assert not touch(g.legal_actions()).buttons


def test_a_zombie_in_front_of_a_cheerleader_is_raised_then_attacks_her():
    g = examples.strength_two_on_cheerleader()
    assert picks(g)["grid:c4r1"] == {"cheer:Vanessa": "c4r1 attacks Vanessa"}
    assert "cheer:Vanessa" in keys(g, 0)


def test_a_zombie_in_front_of_a_pile_attacks_the_pile():
    g = examples.strength_two_on_damaged_pile()
    targets = {t for p in picks(g).values() for t in p}
    assert any(t.startswith("pile:") for t in targets)


def test_sideways_is_the_zombie_then_the_free_space():
    g = examples.sideways_move()
    p = picks(g)
    assert p["grid:c1r3"] == {"grid:c2r3": "move c1r3 sideways to column 2"}
    assert set(p["grid:c3r3"]) == {"grid:c2r3", "grid:c4r3"}
    assert "grid:c2r3" in keys(g, 0)


def test_a_face_down_zombie_that_can_step_sideways_is_revealed_by_a_control():
    g = examples.sideways_move()
    down = [a for a in g.legal_actions() if a.kind == "reveal"]
    for a in down:
        c, r = a.args
        assert a.on in ((f"grid:c{c + 1}r{r}",), (f"control:{a.text}",))
        if a.on[0].startswith("control:"):
            assert f"grid:c{c + 1}r{r}" in picks(g)
    check_touch(g)


def test_kept_barricade_cards_are_played_from_their_chip():
    g = examples.prom_queen()
    spaces = picks(g)["keep:Prom Queen"]
    assert spaces["grid:c1r4"] == "Prom Queen to c1r4" and spaces["grid:c4r5"] == "Prom Queen to c4r5"
    assert set(spaces) <= keys(g, 0)
    g = examples.ziiiiip()
    assert all(k.startswith("column:") for k in picks(g)["keep:Ziiiiip"])
    g = examples.classes_begin()
    assert clicks(g)["keep:Classes begin"] == "Classes begin"


def test_fresh_meat_places_the_cards_from_the_hand():
    g = examples.fresh_meat()
    g.play(next(a for a in g.legal_actions() if a.kind == "Fresh meat"))
    assert g.decision.rule == "fresh meat"
    got = clicks(g)
    assert set(got.values()) == {a.text for a in g.legal_actions()}
    assert all(k.startswith("hand:") for k in got)
    hidden = [k for k in keys(g, 1) if k.startswith("hand:")]
    assert all("face up" in k for k in hidden), "the Cheerleaders' drawing names a face-down card"


def test_return_of_the_zombies_3_goes_behind_a_clicked_column():
    g = examples.return_of_the_zombies_3()
    g.play("Return of the Zombies 3")
    assert set(clicks(g)) == {f"column:{a.args[1] + 1}" for a in g.legal_actions()}


def test_the_cheerleaders_swap_shoot_and_move_piles_by_two_clicks():
    g = examples.cheerleaders_turn()
    p = picks(g)
    first = g.cheer[0].name
    assert all(p[f"cheer:{first}"][f"cheer:{ch.name}"].startswith("swap ") for ch in g.cheer[1:])
    shots = [a for a in g.legal_actions() if a.kind == "shoot"]
    assert shots and all(p[a.on[0]][a.on[1]] == a.text for a in shots)
    assert not touch(g.legal_actions()).buttons


def test_a_pile_moves_whole_or_by_its_top_card():
    g = examples.move_a_barricade()
    p = picks(g)
    tops = [k for k in p if k.startswith("top:")]
    assert tops and any(k.startswith("pile:") for k in p)
    for k in tops:
        assert all(t.startswith("move top barricade") for t in p[k].values())
    check_touch(g)


@pytest.mark.parametrize("position, kind", [(examples.pam_flame, "fire"), (examples.clover_recharges, "recharge"),
                                            (examples.sandy_sacrifices, "sacrifice")])
def test_abilities_are_a_click_on_the_cheerleaders_card(position, kind):
    g = position()
    a = next(a for a in g.legal_actions() if a.kind == kind)
    assert clicks(g)[f"ability:{a.args[0]}"] == a.text
    assert 'class="ogrelab-ability"' in g.html(1)


@pytest.mark.parametrize("position, card", [(examples.nurse, "nurse"), (examples.teachers_pet, "teacher's pet")])
def test_a_boss_card_is_raised_then_given_to_a_cheerleader(position, card):
    g = position()
    targets = picks(g)[f"keep:{card}"]
    assert targets and all(k.startswith("cheer:") for k in targets)


def test_the_security_guard_looks_by_clicking_face_down_zombies():
    g = examples.security_guard()
    assert clicks(g)["keep:security guard"] == "security guard"
    g.play("security guard")
    assert set(clicks(g).values()) == {a.text for a in g.legal_actions()}


def test_the_principal_pushes_back_a_clicked_column_or_row():
    g = examples.principal()
    g.play("principal")
    got = clicks(g)
    assert set(got.values()) == {a.text for a in g.legal_actions()}
    assert {k.split(":")[0] for k in got} <= {"column", "row"}


def test_the_janitor_repairs_a_damaged_card_and_rebuilds_from_the_discard():
    g = examples.janitor()
    g.play("janitor")
    got, p = clicks(g), picks(g)
    assert any(k.startswith("barricade:") for k in got) or any(k.startswith("discard:") for k in p)
    assert got["control:janitor done"] == "janitor done"
    check_touch(g)


def test_the_coach_places_cheerleaders_then_barricades_from_the_hand():
    g = examples.coach()
    g.play("coach")
    assert all(k.startswith("cheer:") for k in clicks(g))
    while g.decision and g.decision.rule == "coach" and g.pending.data["cheerleaders"]:
        g.play(g.legal_actions()[0])
    if g.decision and g.decision.rule == "coach":
        assert all(k.startswith("barricade:") and all(t.startswith("pile:") for t in v)
                   for k, v in picks(g).items())
        check_touch(g)


def test_the_set_up_by_hand_is_dealt_placed_and_built_by_clicking():
    g = examples.setup_by_hand()
    assert clicks(g) == {"control:deal": "deal the barricades in piles of two"}
    g.play("deal the barricades in piles of two")
    assert all(k.startswith("cheer:") for k in clicks(g))
    while g.decision.rule == "place cheerleaders":
        g.play(g.legal_actions()[0])
    assert g.decision.rule == "place zombies"
    assert set(clicks(g)) == {f"hand:{a.args[0]}" for a in g.legal_actions()}
    assert not [k for k in keys(g, 1) if k.startswith("hand:")], "the Cheerleaders see the Zombies' hand named"


def test_every_decision_of_random_games_is_touchable_and_only_for_the_decider():
    for options in ({"columns": 4}, {"columns": 6}, {"columns": 5, "auto_setup": False}):
        g = ZombiesVsCheerleaders(seed=5, **options)
        rng = random.Random(5)
        while not g.is_over and g.ply < 150:
            check_touch(g)
            assert clicks(g, 1 - g.current_player) == {}, "the side not deciding is offered a click"
            g.play(rng.choice(g.legal_actions()))


def test_the_set_up_hand_is_one_chip_per_card_and_the_next_space_is_shown():
    g = examples.setup_by_hand()
    g.play("deal the barricades in piles of two")
    while g.decision.rule != "place zombies":
        g.play(g.legal_actions()[0])
    page = g.html(0)
    kinds = {a.args[0] for a in g.legal_actions()}
    assert page.count('class="ogrelab-card ogrelab-facedown ogrelab-inhand"') == len(kinds)
    assert page.count('ogrelab-next') == 2          # its style and the space at c1r3
    assert re.search(r'<td class="ogrelab-row-empty ogrelab-next"[^>]*>next</td>', page)
    hidden = g.html(1)
    assert "24 face-down zombies" in re.sub(r"<[^>]+>", "", hidden)
    assert "ogrelab-facedown ogrelab-inhand\"" not in hidden
