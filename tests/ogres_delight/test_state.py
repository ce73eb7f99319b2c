"""The state format (this package's README): saves round-trip, malformed ones are refused
naming the field; views and sampled worlds."""

from __future__ import annotations

import copy
import json

import pytest

import ogrelab
from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, MIREWORT, game_at, make_cast, written
from ogrelab.games.ogres_delight.roster import DEFAULT_DECK, LOOT
from ogrelab.games.ogres_delight.rules import OgresDelight


def _saved():
    g = game_at(written(hands={0: ["Slam", "Crunch"], 1: ["Shield Bash", "Iron Skin"]}))
    return g.to_dict()


def test_malformed_save_wrong_card_name():
    d = _saved()
    d["state"]["seats"][1]["hand"][1] = "Iron Skinn"
    with pytest.raises(ValueError, match=r"state.seats\[1\].hand\[1\]"):
        ogrelab.from_dict(d)


def test_malformed_save_card_in_two_places():
    d = _saved()
    d["state"]["seats"][1]["deck"].append("Iron Skin")
    with pytest.raises(ValueError, match="appears more than once"):
        ogrelab.from_dict(d)


def test_malformed_save_card_missing_during_an_encounter():
    d = _saved()
    d["state"]["seats"][0]["deck"].pop()
    with pytest.raises(ValueError, match=r"state.seats\[0\]: during an encounter"):
        ogrelab.from_dict(d)


@pytest.mark.parametrize("path,value,match", [
    (("phase",), "fighting", "state.phase"),
    (("seats", 1, "hp"), 99, r"state.seats\[1\].hp"),
    (("seats", 1, "character"), GRUMBELLY, r"state.seats\[1\].character"),
    (("active",), 7, "state.active"),
    (("cast",), {"by": 0}, "state.cast"),
    (("seats", 0, "channel"), {"skill": "Crunch", "targets": [1], "turns_left": 1, "face_down": False},
     r"state.seats\[0\].channel.skill"),
    (("decider",), None, "state.decider"),
    (("loot",), ["Ogre Tusk Club"], "state.loot"),
])
def test_malformed_save_fields_are_named(path, value, match):
    d = _saved()
    node = d["state"]
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(d)


def test_malformed_save_two_tanks():
    with pytest.raises(ValueError, match="at most one tank"):
        game_at(written(heroes=(GORM, "Sister Brisket")))


def test_a_cast_position_round_trips():
    cast = make_cast(0, [1], ("Crunch", 0), ("Iron Skin", 1), disoriented=[1], passed=[0])
    st = written(phase="react", cast=cast, active=0, last_hero=1, decider=2,
                 hands={0: ["Slam"], 1: ["Shield Bash"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    assert g.to_dict()["state"] == st
    assert ogrelab.from_dict(copy.deepcopy(g.to_dict())).to_dict() == g.to_dict()


def test_helper_writes_complete_positions_that_load_and_save_back():
    state = written(hands={0: ["Slam", "Crunch"], 1: ["Shield Bash", "Hold the Line"]})
    g = game_at(state)
    assert g.to_dict()["state"] == state
    assert g.current_player == 1
    assert sorted(g.hands[0] + g.decks[0]) == sorted(DEFAULT_DECK[GRUMBELLY])


def test_readme_example_position_loads():
    """The state format's example in the README is a valid position."""
    from importlib import resources
    text = resources.files("ogrelab.games.ogres_delight").joinpath("README.md").read_text()
    example = text.split("```json")[1].split("```")[0]
    g = OgresDelight.from_state(json.loads(example), heroes=2, bosses=1)
    assert g.current_player == 1 and "play Hold the Line" in [str(a) for a in g.legal_actions()]


def test_view_hides_hands_deck_order_face_down_skills_and_opponent_deck_lists():
    cast = make_cast(0, [1, 2], ("Swamp Gas", 0))
    st = written(boss=MIREWORT, phase="react", cast=cast, active=0, last_hero=1, decider=1,
                 hands={0: ["Bog Bolt", "Toadskin"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    v1 = g.view(1)["state"]
    assert v1["seats"][1]["hand"] == ["Shield Bash", "Iron Skin"]
    assert v1["seats"][2]["hand"] == 2 and v1["seats"][0]["hand"] == 2
    assert all(isinstance(s["deck"], int) for s in v1["seats"])
    assert v1["cast"]["skills"][0]["skill"] is None                    # the boss's stealth special
    assert isinstance(v1["seats"][0]["deck_list"], int)                # built face down
    assert v1["seats"][2]["deck_list"] == g.deck_list[2]               # team mates share
    v0 = g.view(0)["state"]
    assert v0["cast"]["skills"][0]["skill"] == "Swamp Gas"
    assert isinstance(v0["seats"][1]["deck_list"], int)
    assert g.view(None)["state"] == g.to_dict()["state"]


def test_determinize_keeps_the_view_and_samples_the_hidden():
    cast = make_cast(0, [1, 2], ("Swamp Gas", 0))
    st = written(boss=MIREWORT, phase="react", cast=cast, active=0, last_hero=1, decider=1,
                 channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 1, "face_down": True}},
                 hands={0: ["Bog Bolt", "Toadskin"], 1: ["Shield Bash", "Iron Skin"], 2: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    view = g.view(1)
    worlds = [OgresDelight.determinize(view, seed=k) for k in range(12)]
    for w in worlds:
        assert w.view(1) == view
        ws = w.to_dict()["state"]
        assert ws["cast"]["skills"][0]["skill"] in ("Swamp Gas", "Silencing Curse")  # stealth specials
        assert ws["seats"][0]["channel"]["skill"] == "Witching Hour"                 # the only stealth casttime
        assert ws["seats"][0]["hand"][0] in ("Bog Bolt", "Leech")
    assert len({tuple(w.decks[0]) for w in worlds}) > 1
    assert OgresDelight.determinize(g.view(None), seed=3).to_dict()["state"] == g.to_dict()["state"]


def _refused(game, change, match):
    """The save of ``game`` with ``change`` made to its state is refused, the message naming the field."""
    d = copy.deepcopy(game.to_dict())
    change(d["state"])
    with pytest.raises(ValueError, match=match):
        ogrelab.from_dict(d)


def test_exact_types_a_bool_or_float_is_not_a_number_and_a_number_not_a_bool():
    """The state format: hit points are integers, alive and face_down true or false, targets seats."""
    g = game_at(written())
    _refused(g, lambda s: s["seats"][1].__setitem__("hp", 10.0), r"state.seats\[1\].hp: expected an integer")
    _refused(g, lambda s: s["seats"][1].__setitem__("hp", True), r"state.seats\[1\].hp: expected an integer")
    _refused(g, lambda s: s["seats"][1].__setitem__("alive", 1), r"state.seats\[1\].alive: expected true or false")
    _refused(g, lambda s: s.__setitem__("turns", "6"), r"state.turns: expected an integer")
    _refused(g, lambda s: s["seats"][1]["hand"].append(3), r"state.seats\[1\].hand")


def test_unknown_fields_are_refused_by_name():
    """The state format lists every field; another one is a mistake, not something to drop silently."""
    g = game_at(written())
    _refused(g, lambda s: s.__setitem__("colour", "red"), r"state.colour: unknown field")
    _refused(g, lambda s: s["seats"][2].__setitem__("mana", 3), r"state.seats\[2\].mana: unknown field")


def test_a_character_is_null_only_during_the_draft():
    """Draft: a seat without a character after the draft would crash the encounter: refused by name."""
    g = game_at(written())
    _refused(g, lambda s: s["seats"][1].__setitem__("character", None),
             r"state.seats\[1\].character: null only during the draft")


def test_targets_follow_the_skill_side_and_number_and_a_seat_is_listed_once():
    """Targets: 'how many targets you can use your skills' on; a channel or cast aimed elsewhere is refused."""
    ch = {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 1, "face_down": True}
    g = game_at(written(boss=MIREWORT, channel={0: ch}))
    _refused(g, lambda s: s["seats"][0]["channel"].__setitem__("targets", [0]), r"state.seats\[0\].channel.targets")
    _refused(g, lambda s: s["seats"][0]["channel"].__setitem__("targets", []), r"state.seats\[0\].channel.targets")
    _refused(g, lambda s: s["seats"][0]["channel"].__setitem__("targets", [1, 1]),
             r"state.seats\[0\].channel.targets: a seat is listed more than once")
    cast = make_cast(0, [1], ("Crunch", 0), passed=[0])
    g = game_at(written(phase="react", cast=cast, active=0, last_hero=1, decider=1,
                        hands={0: ["Slam"], 1: ["Shield Bash", "Iron Skin"]}))
    _refused(g, lambda s: s["cast"].__setitem__("targets", [1, 2]), r"state.cast.targets: Crunch of seat 0 targets 1..1")
    _refused(g, lambda s: s["cast"].__setitem__("targets", [0]), r"state.cast.targets")
    _refused(g, lambda s: s["cast"]["skills"][0].__setitem__("face_down", True),
             r"state.cast.skills\[0\].face_down: only a skill with stealth")
    _refused(g, lambda s: s["cast"].__setitem__("passed", [0, 1]), r"state.cast.passed: the seat to decide")
    _refused(g, lambda s: s["cast"].__setitem__("disoriented", [1]), r"state.cast.passed: the seat to decide")


def test_every_card_at_most_as_often_as_the_roster_holds_it():
    """Loot: 'Each hero can select one': a loot skill is one card, in at most one deck, not also on the table."""
    g = game_at(written(bosses=[GRUMBELLY, MIREWORT], boss=MIREWORT, encounter=1))
    beaten_loot = sorted(LOOT[GRUMBELLY])[0]

    def twice(s):
        for t in (1, 2):
            s["seats"][t]["looted"] = [beaten_loot]
            s["seats"][t]["deck_list"].append(beaten_loot)
            s["seats"][t]["deck"].append(beaten_loot)
    _refused(g, twice, rf"state.seats\[2\].looted\[0\]: {beaten_loot!r} was taken by seat 1 already")

    def not_beaten(s):
        x = sorted(LOOT[MIREWORT])[0]
        s["seats"][1]["looted"] = [x]
        s["seats"][1]["deck_list"].append(x)
        s["seats"][1]["deck"].append(x)
    _refused(g, not_beaten, r"state.seats\[1\].looted\[0\]: .* is not loot of a boss beaten so far")
    _refused(g, lambda s: s["seats"][1]["removed"].append(s["seats"][1]["deck"].pop()),
             r"state.seats\[1\].removed\[0\]: .* is not a one-time skill")


def test_the_draft_and_deck_building_ask_the_seat_whose_turn_it_is():
    """Draft: bosses first, then heroes in seat order; Deck building in seat order: a save that asks
    another seat, or leaves an earlier deck unfinished, is refused."""
    g = ogrelab.new_game("ogres_delight", seed=1, auto_draft=False, auto_decks=False)
    _refused(g, lambda s: s.__setitem__("decider", 1), r"state.decider: the draft asks seat 0 now")
    while g.to_dict()["state"]["phase"] == "draft":
        g.play(g.legal_actions()[0])
    _refused(g, lambda s: s.__setitem__("decider", 2), r"state.seats\[0\].deck_list: decks are built one after")
