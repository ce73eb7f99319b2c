"""Special Actions from the Barricades: Sniper, Ziiiiip, Fresh meat, Classes begin,
Return of the Zombies 3 and 4, Prom Queen."""

from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders as ZvC
from ogrelab.games.zombies_vs_cheerleaders.positions import at, b, ch, position, scene, state, texts, z


def _next_seen_by_cheerleaders(game):
    return (game.current_player, [str(a) for a in game.legal_actions()] if game.current_player == 1 else None,
            game.prompt, game.view(1)["state"])


def test_fresh_meat_asks_the_reorganizing_whatever_the_face_down_cards_are():
    """Fresh meat: "You can then reorganize the cards of that column freely": the Zombies are asked
    to place the cards even when they all look alike to them, so that the Cheerleaders, who see
    them face down, learn nothing from a choice being skipped."""
    alike = scene([z("nerds", 1, 3, up=False), z("nerds", 1, 4, up=False)], zombies_keep=["Fresh meat"])
    mixed = scene([z("nerds", 1, 3, up=False), z("teacher", 1, 4, up=False)], zombies_keep=["Fresh meat"])
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
    g = scene([z("teacher", 1, 3, wounded=True), z("teacher", 1, 4, wounded=True)], zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 1")
    st = g.to_dict()["state"]
    assert st["pending"] is None and g.current_player == 0
    assert sorted((zd["row"], zd["face_up"]) for zd in st["zombies"]) == [(3, True), (4, True)]


BOSSES = ["coach", "nurse", "security guard", "principal", "janitor", "teacher's pet"]

def test_sniper_ranged_attack_of_strength_2():
    """Sniper: a ranged attack of Strength 2 on a barricade with a baseball player."""
    g = position([z("baseball player", 1, 5)], barricades=[[b(), b()], [], [], []], zombies_keep=["Sniper"])
    g.play("Sniper: c1r5 throws at the barricade")
    st = state(g)
    assert st["barricades"][0] == [{"card": "plain barricade", "damaged": False, "seen": False}]
    assert sorted(st["barricade_discard"]) == ["Sniper", "plain barricade"] and st["zombies_keep"] == []
    assert "c1r5 throws at the barricade" not in texts(g)     # it has attacked


def test_ziiiiip_advances_a_column_as_close_as_possible():
    """Ziiiiip: advance a whole column as close as possible to a barricade or a cheerleader."""
    g = position([z("nerds", 1, 4, False), z("teacher", 1, 7, False), z("nurse", 2, 6, False)],
                 barricades=[[b()], [], [], []], zombies_keep=["Ziiiiip"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Ziiiiip column 1")
    assert at(g, 1, 2)["card"] == "nerds" and at(g, 1, 3)["card"] == "teacher"
    g.play("Ziiiiip column 2") if "Ziiiiip column 2" in texts(g) else None
    assert state(g)["barricade_discard"] == ["Ziiiiip"]


def test_ziiiiip_stops_in_front_of_a_knocked_out_cheerleader():
    """Ziiiiip: as close as possible to a cheerleader, not onto her."""
    g = position([z("nerds", 2, 6, False)], zombies_keep=["Ziiiiip"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Ziiiiip column 2")
    assert at(g, 2, 1)["card"] == "nerds" and not g.is_over


def test_fresh_meat_turns_face_down_and_reorganizes():
    """Fresh meat: revealed zombies (not injured teachers) face down, then the column reorganized."""
    g = position([z("football player", 1, 3), z("teacher", 1, 4, wounded=True), z("nerds", 1, 6, False)],
                 zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 1")
    assert g.current_player == 0
    assert sorted(texts(g)) == ["put football player at row 3", "put nerds at row 3",
                                "put teacher (face up, injured) at row 3"]
    g.play("put nerds at row 3")
    g.play("put teacher (face up, injured) at row 4")
    assert at(g, 1, 3) == {"card": "nerds", "column": 1, "row": 3, "face_up": False, "wounded": False,
                           "moved": False, "attacked": False, "known": False}
    assert at(g, 1, 4)["face_up"] and at(g, 1, 4)["wounded"]
    assert at(g, 1, 6)["card"] == "football player" and not at(g, 1, 6)["face_up"]
    assert state(g)["actions_left"] == 2 and state(g)["pending"] is None


def test_classes_begin_moves_each_column_two_spaces():
    """Classes begin: each column up to 2 spaces forward, when possible."""
    g = position([z("nerds", 1, 5, False), z("teacher", 2, 3, False), z("nurse", 3, 2, False)],
                 barricades=[[], [], [b()], []], zombies_keep=["Classes begin"])
    g.play("Classes begin")
    assert at(g, 1, 3) and at(g, 2, 1) and at(g, 3, 2)


def test_return_of_the_zombies_3_each_behind_a_different_column():
    """Return of the Zombies 3: three discarded zombies, each behind the last zombie of a different column."""
    g = position([z("nerds", 1, 4)], zombies_keep=["Return of the Zombies 3"],
                 zombie_discard=["teacher", "teacher", "teacher"])
    g.play("Return of the Zombies 3")
    assert g.current_player == 0 and state(g)["pending"]["kind"] == "return 3"
    g.play("put teacher behind column 1")
    assert "put teacher behind column 1" not in texts(g)
    g.play("put teacher behind column 2")
    g.play("put teacher behind column 3")
    assert at(g, 1, 5)["card"] == "teacher" and not at(g, 1, 5)["face_up"]
    assert at(g, 2, 3)["card"] == "teacher" and at(g, 3, 3)["card"] == "teacher"
    assert state(g)["zombie_discard"] == [] and state(g)["pending"] is None
    assert state(g)["zombie_discard"] == [] and state(g)["pending"] is None
    assert "teacher" not in " ".join(g.log[-3:])           # the log keeps them hidden


def test_return_of_the_zombies_4_behind_one_column():
    """Return of the Zombies 4: four discarded zombies behind the last zombie of one column."""
    g = position([z("nerds", 2, 3)], columns=5, zombies_keep=["Return of the Zombies 4"],
                 zombie_discard=["teacher", "nerds", "lunch lady", "football player"])
    g.play("Return of the Zombies 4 behind column 2")
    assert sorted(at(g, 2, r)["card"] for r in (4, 5, 6, 7)) == ["football player", "lunch lady", "nerds", "teacher"]
    assert state(g)["zombie_discard"] == []


def test_prom_queen_placed_behind_a_zombie_and_invincible():
    """Prom Queen: placed behind a zombie; invincible until the six bosses are defeated, then Stamina 1."""
    g = position([z("nerds", 4, 3)], columns=6, zombies_keep=["Prom Queen"])
    g.play("Prom Queen to c4r4")
    assert at(g, 4, 4) == {"card": "Prom Queen", "column": 4, "row": 4, "face_up": True, "wounded": False,
                           "moved": False, "attacked": False, "known": False}
    g.play("end turn")
    g.play("Vanessa shoots row 4")
    assert at(g, 4, 4)["card"] == "Prom Queen"          # the skull cannot touch her
    bosses = ["coach", "nurse", "security guard", "principal", "janitor", "teacher's pet"]
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1, boss_discard=bosses)
    g.play("Clover shoots row 4")                        # Strength 2 > Stamina 1
    assert at(g, 3, 4) is None and state(g)["prom_queen_killed"]


def test_fresh_meat_leaves_the_prom_queen_face_up():
    """Fresh meat turns revealed zombies face down; the Prom Queen is a card both sides know (ruling)."""
    g = position([z("Prom Queen", 2, 4), z("nerds", 2, 3)], columns=6, zombies_keep=["Fresh meat"])
    g.play("Fresh meat column 2")
    g.play("put Prom Queen (face up) at row 3")
    assert at(g, 2, 3)["card"] == "Prom Queen" and at(g, 2, 3)["face_up"]
    assert at(g, 2, 4)["card"] == "nerds" and not at(g, 2, 4)["face_up"]


def test_classes_begin_eats_a_knocked_out_cheerleader():
    """Classes begin moves each column forward as an advance: moving onto a knocked-out cheerleader wins (ruling)."""
    g = position([z("nerds", 2, 2, False)], zombies_keep=["Classes begin"],
                 cheerleaders=["Gloria", ch("Pam", 0, ko=True), "Clover", "Vanessa"])
    g.play("Classes begin")
    assert g.is_over and g.result.winners == (0,) and "Pam" in g.result.reason


def test_prom_queen_falls_once_every_boss_is_killed_kept_or_used():
    """Prom Queen: "When all 6 of them have been discarded ... Stamina drops to 1"; a killed, kept boss counts (ruling)."""
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1,
                 cheerleaders_keep=BOSSES[:3], boss_discard=BOSSES[3:5])
    g.play("Clover shoots row 4")
    assert at(g, 3, 4)["card"] == "Prom Queen"                      # the teacher's pet is still out there
    g = position([z("nerds", 1, 7), z("Prom Queen", 3, 4)], columns=6, side=1,
                 cheerleaders_keep=BOSSES[:3], boss_discard=BOSSES[3:])
    g.play("Clover shoots row 4")
    assert at(g, 3, 4) is None and state(g)["prom_queen_killed"]
    assert "Prom Queen" not in state(g)["zombie_discard"]            # she is out of the game


def test_prom_queen_goes_right_behind_a_zombie_only_once():
    """Prom Queen: "place it on any free space behind a zombie" (the space right behind one, ruling)."""
    g = position([z("nerds", 2, 3), z("teacher", 2, 4), z("nurse", 5, 6)], columns=6, zombies_keep=["Prom Queen"])
    assert sorted(t for t in texts(g) if t.startswith("Prom")) == ["Prom Queen to c2r5", "Prom Queen to c5r7"]
    g = position([z("nerds", 2, 3)], columns=6, zombies_keep=["Prom Queen"], prom_queen_killed=True)
    assert not any(t.startswith("Prom") for t in texts(g))


def test_return_of_the_zombies_draws_what_the_discard_holds():
    """Return of the Zombies 3: "Shuffle all discarded Zombies ... and draw three"; with two, two come back (ruling)."""
    g = position([z("nerds", 1, 4)], zombies_keep=["Return of the Zombies 3"], zombie_discard=["teacher", "lunch lady"],
                 cheerleaders_keep=["nurse"])
    g.play("Return of the Zombies 3")
    assert sorted(state(g)["pending"]["cards"]) == ["lunch lady", "teacher"]
    assert g.view(1)["state"]["pending"]["cards"] == ["unknown", "unknown"]
    g.play(texts(g)[0])
    g.play(texts(g)[0])
    assert state(g)["pending"] is None and len(state(g)["zombies"]) == 3
    assert state(g)["cheerleaders_keep"] == ["nurse"]              # bosses never come back


def test_return_of_the_zombies_is_not_offered_with_an_empty_discard():
    """Return of the Zombies: it draws discarded zombies; with none, there is nothing to play (ruling)."""
    g = position([z("nerds", 1, 4)], columns=5, zombies_keep=["Return of the Zombies 3", "Return of the Zombies 4"])
    assert not any(t.startswith("Return") for t in texts(g))


def test_fresh_meat_hides_which_card_had_attacked_from_the_cheerleaders():
    """Fresh meat: revealed cards go face down and the column is reorganized: the Cheerleaders lose track of them."""
    g = position([z("teacher", 1, 1), z("nerds", 1, 3), z("football player", 1, 4)], zombies_keep=["Fresh meat"])
    g.play("c1r1 attacks Gloria")
    g.play("Fresh meat column 1")
    seen = g.view(1)["state"]["pending"]["cards"]
    assert all(c["card"] == "unknown" and not c["attacked"] and not c["moved"] for c in seen)
    g.play("put nerds at row 1")
    g.play("put teacher (attacked) at row 3")
    view = g.view(1)["state"]["zombies"]
    assert all(v["card"] == "unknown" and not v["attacked"] for v in view)
    assert at(g, 1, 3)["attacked"]                                  # the rule still knows it attacked
    assert "a face-down zombie goes to c1r3" in " ".join(g.log) and "teacher" not in " ".join(g.log[-3:])
    world = ZvC.determinize(g.view(1), seed=2)
    assert world.view(1) == g.view(1)


def test_fresh_meat_is_a_decision_of_its_own_section_with_previews():
    """Fresh meat: the reorganizing is asked under "Special Actions from the Barricades"; each choice
    says where the card goes."""
    g = position([z("nerds", 1, 3), z("teacher", 1, 4)], zombies_keep=["Fresh meat"])
    assert g.preview("Fresh meat column 1") == (
        "turns column 1 face down (not injured teachers) and reorganizes its 2 card(s)")
    g.play("Fresh meat column 1")
    d = g.decision
    assert (d.seat, d.rule, d.section) == (0, "fresh meat", "Special Actions from the Barricades")
    assert d.prompt == "Zombies: Fresh meat: the Zombies reorganize the column, space by space from the front"
    assert g.preview("put teacher at row 3") == "puts the teacher at c1r3"


def _what_the_cheerleaders_see_next(game, text, worlds=60):
    """For worlds the Cheerleaders cannot tell apart: the log ``text`` writes and the decision after it."""
    seen_ = set()
    for seed in range(worlds):
        w = ZvC.determinize(game.view(1), seed=seed)
        n = len(w.log)
        w.play(text)
        seen_.add((tuple(w.log[n:]), w.decision.rule, w.prompt))
    return seen_


def test_fresh_meat_tells_the_cheerleaders_nothing_of_the_face_down_cards(monkeypatch):
    """Fresh meat on face-down cards: in every world the Cheerleaders cannot tell apart, the same
    log and the same next decision; the skipping fixed here (cards alike to the Zombies placed by
    themselves) would show, through the log and the decision both."""
    from ogrelab.games.zombies_vs_cheerleaders import decisions

    g = scene([z("nerds", 1, 3, up=False), z("teacher", 1, 4, up=False)], zombies_keep=["Fresh meat"])
    assert len(_what_the_cheerleaders_see_next(g, "Fresh meat column 1")) == 1

    def skip_when_alike(rule, g):
        d = g.pending.data
        while d["rows"] and len({z.desc() for z in d["cards"]}) == 1:
            rule.put(g, d["column"], d["rows"].pop(0), d["cards"].pop(0))
        if not d["rows"]:
            g.pending = None

    monkeypatch.setattr(decisions.FreshMeat, "auto", skip_when_alike)
    told = _what_the_cheerleaders_see_next(g, "Fresh meat column 1")
    assert {rule for _, rule, _ in told} == {"fresh meat", "zombies' turn"}
