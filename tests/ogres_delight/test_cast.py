"""Cast: "The first activated skill in a turn ... becomes the foundation of the cast"; the reaction round."""

from __future__ import annotations

from ogrelab.games.ogres_delight.positions import GORM, GRUMBELLY, NETTLE, PIP, game_at, texts, written


def test_cast_foundation_chooses_targets_then_only_reactives():
    """The cast: 'the first activated skill ... becomes the foundation ... from this point only reactive skills'."""
    st = written(hands={1: ["Shield Bash", "Crushing Blow", "Iron Skin", "Heavy Swing"]})
    g = game_at(st)
    assert texts(g) == [f"cast Shield Bash at {GRUMBELLY}", f"cast Crushing Blow at {GRUMBELLY}", "end turn"]
    g.play(f"cast Crushing Blow at {GRUMBELLY}")
    assert g.cast["targets"] == [0]
    assert g.phase == "react" and g.current_player == 1
    assert {a.kind for a in g.legal_actions()} == {"react", "pass"}
    assert "play Heavy Swing" in texts(g) and not any(t.startswith("cast") for t in texts(g))


def test_reaction_round_active_first_then_seat_order_until_all_pass():
    """Rulings: reactives in a reaction round: the active player first, then the others in seat order."""
    st = written(heroes=(GORM, PIP, NETTLE), active=0, last_hero=1,
                 hands={0: ["Slam", "Crunch", "Bottomless Gut", "Rage"], 1: ["Shield Bash", "Stand Firm"],
                        2: ["Stab", "Quick Hands"], 3: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    g.play(f"cast Crunch at {PIP}")
    order = []
    while g.phase == "react":
        order.append(g.current_player)
        if len(order) == 3:
            g.play("play Quick Hands")     # Pip plays: everyone is asked again
        else:
            g.play("pass")
    assert order == [0, 1, 2, 3, 0, 1, 2]  # everyone holding cards is asked again after the play
    assert g.phase == "turn"


def test_a_pass_in_the_reaction_round_is_announced():
    """Rulings: passing in the reaction round is seen by the whole table, so the log says who passed."""
    st = written(heroes=(GORM, PIP, NETTLE), active=0, last_hero=1,
                 hands={0: ["Slam", "Crunch", "Bottomless Gut", "Rage"], 1: ["Shield Bash", "Stand Firm"],
                        2: ["Stab", "Quick Hands"], 3: ["Soothe", "Deep Roots"]})
    g = game_at(st)
    g.play(f"cast Crunch at {PIP}")
    passer = g.who(g.current_player)
    g.play("pass")
    assert g.log[-1] == f"{passer} passes"


def test_reaction_round_asks_a_player_who_cannot_pay_who_may_only_pass():
    """Energy: 'you must meet the resource requirement for a skill before you activate it'; whether a
    hand can pay is its owner's secret, so the round asks every seat holding cards and offers only pass."""
    st = written(hands={0: ["Slam", "Crunch", "Tenderize"], 1: ["Shield Bash", "Bulwark"],
                        2: ["Soothe", "Deep Roots"]}, active=0, last_hero=1)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    # boss: 2 cards, Tenderize costs 3; Gorm: 2 cards, Bulwark costs 3: only Nettle can pay
    assert g.current_player == 0 and texts(g) == ["pass"]
    g.play("pass")
    assert g.current_player == 1 and texts(g) == ["pass"]
    g.play("pass")
    assert g.current_player == 2 and texts(g) == ["play Deep Roots", "pass"]


def test_reaction_round_skips_a_player_with_an_empty_hand():
    """Energy: 'the number of cards you are currently holding': with no card in hand no reactive can
    be paid, as the whole table sees, so the round does not ask."""
    st = written(hands={0: ["Slam", "Crunch", "Rage"], 1: [], 2: ["Soothe", "Deep Roots"]}, active=0, last_hero=1)
    g = game_at(st)
    g.play(f"cast Crunch at {GORM}")
    g.play("pass")                       # the boss
    assert g.current_player == 2         # Gorm, with no card, is not asked
