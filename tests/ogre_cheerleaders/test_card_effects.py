"""Ogre Cheerleaders, Ogre Card effects: each card's effect, and what Join, Play and Bench mean.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.games.ogre_cheerleaders import OgreCheerleaders as OC
from ogrelab.games.ogre_cheerleaders import examples
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state, texts, written


def test_effect_1_a_card_from_hand_joins_anywhere_without_its_effect():
    """1: 'Choose one card from your hand to join the field in any position'; join resolves no effect."""
    g = position(field=["3-Oafs", "8-Brutes"], hands=[["1-Lunks", "5-Grunts"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 1-Lunks right")
    assert texts(g) == ["join 5-Grunts left", "join 5-Grunts after 3-Oafs",
                        "join 5-Grunts after 8-Brutes", "join 5-Grunts right"]
    g.play("join 5-Grunts after 3-Oafs")
    assert state(g)["field"] == ["3-Oafs", "5-Grunts", "8-Brutes", "1-Lunks"]
    assert g.current_player == 1, "a joined 5 benches nothing: its effect is not resolved"


def test_effect_2_a_bench_card_joins_at_either_end():
    """2 (house ruling): a card from the bench joins the field at either end, its effect not resolved."""
    g = position(field=["9-Oafs"], bench=["5-Brutes", "7-Grunts"], hands=[["2-Lunks"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 2-Lunks right")
    assert texts(g) == ["join 7-Grunts left", "join 7-Grunts right", "join 5-Brutes left", "join 5-Brutes right"]
    g.play("join 5-Brutes left")
    st = state(g)
    assert st["field"] == ["5-Brutes", "9-Oafs", "2-Lunks"] and st["bench"] == ["7-Grunts"]
    assert g.current_player == 1


def test_effect_3_swaps_two_cards_on_the_field():
    """3 (house ruling): swap the positions of two cards on the field."""
    g = position(field=["9-Oafs", "5-Brutes"], hands=[["3-Lunks"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 3-Lunks left")
    assert texts(g) == ["swap 3-Lunks and 9-Oafs", "swap 3-Lunks and 5-Brutes", "swap 9-Oafs and 5-Brutes"]
    g.play("swap 3-Lunks and 5-Brutes")
    assert state(g)["field"] == ["5-Brutes", "9-Oafs", "3-Lunks"]


def test_effect_3_swaps_any_pair_wherever_the_3_lies_in_a_saved_position():
    """3 (house ruling): any two cards of the field, the 3 included. Played, the 3 lies at an end;
    a saved position may hold it anywhere, and every pair is still offered, in the field's order."""
    g = position(field=["9-Oafs", "5-Brutes"], hands=[["3-Lunks"], ["4-Lunks"]], deck=LUNKS)
    g.play("play 3-Lunks left")
    saved = g.to_dict()
    saved["state"]["field"] = ["9-Oafs", "3-Lunks", "5-Brutes"]
    g = ogrelab.from_dict(saved)
    assert texts(g) == ["swap 9-Oafs and 3-Lunks", "swap 9-Oafs and 5-Brutes", "swap 3-Lunks and 5-Brutes"]
    g.play("swap 9-Oafs and 5-Brutes")
    assert state(g)["field"] == ["5-Brutes", "3-Lunks", "9-Oafs"]


def test_effect_4_puts_another_field_card_into_the_hand():
    """4 (inferred from the infinite-loop note): another card from the field goes to your hand."""
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["4-Lunks"], ["1-Grunts"]], deck=LUNKS)
    g.play("play 4-Lunks right")
    assert texts(g) == ["take 9-Oafs", "take 6-Brutes"]
    g.play("take 9-Oafs")
    st = state(g)
    assert st["field"] == ["6-Brutes", "4-Lunks"]
    assert "9-Oafs" in st["hands"][0] and st["known"] == ["9-Oafs"], "everyone saw it go to the hand"


def test_effect_6_plays_a_random_card_of_the_opponent():
    """6: 'Choose a random card from your opponent's hand and play it as if ... from your hand'."""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"]], deck=LUNKS,
                 options={"effects": {"2": "none"}})
    g.play("play 6-Lunks right")
    assert state(g)["hands"][1] == [] and state(g)["pending"] == [
        {"decision": "place", "by": "6-Lunks", "cards": ["2-Grunts"]}]
    assert texts(g) == ["play 2-Grunts left", "play 2-Grunts right"]
    g.play("play 2-Grunts left")
    assert state(g)["field"] == ["2-Grunts", "9-Oafs", "6-Lunks"]


def test_effect_7_plays_the_top_of_the_deck_and_effects_chain():
    """7: 'Play the card from the top of the deck'; play resolves effects: a 7 plays a 6 that plays a 9."""
    g = position(field=["1-Oafs", "3-Brutes"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts"]],
                 deck=["5-Oafs", "8-Oafs", "2-Grunts", "10-Oafs", "6-Brutes"])
    g.play("play 7-Lunks right")
    assert state(g)["pending"][-1] == {"decision": "place", "by": "7-Lunks", "cards": ["6-Brutes"]}
    g.play("play 6-Brutes left")
    assert state(g)["pending"][-1] == {"decision": "place", "by": "6-Brutes", "cards": ["9-Grunts"]}
    g.play("play 9-Grunts right")        # the 9 shuffles the field: its effect resolved too
    st = state(g)
    assert sorted(st["field"]) == sorted(["6-Brutes", "1-Oafs", "3-Brutes", "7-Lunks", "9-Grunts"])
    assert any("shuffled" in line for line in g.log)
    assert g.current_player == 1


def test_effect_8_one_card_to_the_hand_the_other_joins_an_end():
    """8 (inferred from the 8 note): of the top two cards one goes to your hand, the other joins."""
    g = position(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    assert texts(g) == ["keep 3-Grunts, join 5-Brutes left", "keep 3-Grunts, join 5-Brutes right",
                        "keep 5-Brutes, join 3-Grunts left", "keep 5-Brutes, join 3-Grunts right"]
    g.play("keep 3-Grunts, join 5-Brutes left")
    st = state(g)
    assert st["field"] == ["5-Brutes", "1-Oafs", "8-Lunks"]
    assert "3-Grunts" in st["hands"][0]


def test_effect_8_offers_the_same_choices_whenever_the_same_two_cards_are_drawn():
    """8: the same two cards drawn (in either order) give the same choices the first time and after
    (the deck keeps a draw's actions once made, and the other order's with its halves swapped)."""
    seen = []
    for _ in range(3):
        for deck in (["2-Oafs", "5-Brutes", "3-Grunts"], ["2-Oafs", "3-Grunts", "5-Brutes"]):
            g = position(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=deck)
            g.play("play 8-Lunks right")
            seen.append(sorted((a.text, a.args, a.on) for a in g.legal_actions()))
    assert all(choices == seen[0] for choices in seen) and len(seen[0]) == 4


def test_effect_9_shuffles_the_field_including_itself():
    """9: 'Shuffle all of the cards on the field, including this one'."""
    orders = set()
    for seed in range(12):
        g = OC.from_state(written(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"],
                                  as_dealt=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"],
                                  hands=[["9-Lunks", "2-Oafs"], ["10-Oafs"]], deck=LUNKS), seed=seed)
        g.play("play 9-Lunks right")
        st = state(g)
        assert sorted(st["field"]) == sorted(["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks", "9-Lunks"])
        assert st["as_dealt"] == []
        orders.add(tuple(st["field"]))
    assert len(orders) > 3


def test_effect_10_benches_the_neighbour_and_the_far_end():
    """10 (the bench card's text): 'Bench the card next to this one. Bench the card on the opposite end'."""
    g = position(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]],
                 deck=LUNKS)
    g.play("play 10-Lunks right")
    st = state(g)
    assert st["field"] == ["3-Brutes", "5-Grunts", "10-Lunks"]
    assert st["bench"] == ["7-Lunks", "1-Oafs"]


def test_effect_10_played_on_the_left_benches_its_right_neighbour_and_the_right_end():
    """Bench card: 'Bench the card next to this one. Bench the card on the opposite end of the field.'"""
    g = position(field=["1-Oafs", "3-Brutes", "5-Grunts", "7-Lunks"], hands=[["10-Lunks", "2-Oafs"], ["9-Oafs"]],
                 deck=LUNKS)
    g.play("play 10-Lunks left")
    st = state(g)
    assert st["field"] == ["10-Lunks", "3-Brutes", "5-Grunts"]
    assert st["bench"] == ["1-Oafs", "7-Lunks"], "the neighbour first, then the far end"


def test_join_by_an_8_does_not_resolve_the_joined_card():
    """Card effects, Join: 'place that card into position on the field, without resolving its effects'."""
    g = position(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    g.play("keep 3-Grunts, join 5-Brutes left")
    assert state(g)["pending"] == [] and g.current_player == 1, "a joined 5 asks for no bench"


def test_a_card_played_by_an_effect_is_logged_with_the_end_it_goes_to():
    """Card effects, Play: 'choose to play it on either end of the field' - the log says which end."""
    g = position(field=["9-Oafs"], hands=[["6-Lunks", "1-Oafs"], ["2-Grunts"]], deck=LUNKS)
    g.play("play 6-Lunks right")
    g.play("play 2-Grunts left")
    assert "seat 0 plays 2-Grunts to the left" in g.log
    assert state(g)["field"] == ["2-Grunts", "9-Oafs", "6-Lunks"]


def test_prompt_of_a_card_played_by_an_effect_and_of_the_bonus_play():
    """Card effects, Play: 'choose to play it on either end'; Bonus play: 'play an additional card'."""
    g = position(field=["1-Oafs"], hands=[["7-Lunks", "2-Oafs"], ["9-Grunts"]], deck=["5-Brutes"])
    g.play("play 7-Lunks right")
    assert g.prompt.startswith("Seat 0: 7-Lunks - play 5-Brutes to either end")
    g = position(field=["9-Oafs"], hands=[["9-Lunks", "2-Oafs"], ["5-Lunks"]], deck=LUNKS)
    g.play("play 9-Lunks right")
    assert "bonus play" in g.prompt


# ------------------------------------------------------------------ previews
def test_effect_10_preview_names_what_it_benches_and_what_then_scores():
    """Bench card: 'Bench the card next to this one. Bench the card on the opposite end' - shown before playing."""
    g = examples.full_turn()
    assert g.preview("play 10-Grunts right") == ("10-Grunts goes to the right end; its effect: benched 2-Brutes "
                                                 "and 4-Oafs; scores 10-Oafs 10-Grunts for 20 points; the turn ends")
    assert g.preview("play 10-Grunts left").endswith("nothing scores; the turn ends")


def test_effect_7_preview_leaves_the_top_card_of_the_deck_unseen():
    """7: 'Play the card from the top of the deck' - face down until played: the preview cannot name it."""
    g = examples.effect(7)
    text = g.preview("play 7-Brutes right")
    assert text == "7-Brutes goes to the right end; it plays the top card of the deck, unseen until then"
    for seed in range(4):
        assert OC.determinize(g.view(0), seed=seed).preview("play 7-Brutes right") == text


def test_effect_8_prompt_names_neither_card_drawn_and_the_preview_names_both_for_their_player():
    """8: of the top two cards one goes to your hand - the table sees that two were taken, not which."""
    g = examples.effect(8)
    g.play("play 8-Brutes right")
    assert g.decision.rule == "draw_two_split" and g.decision.section == "Ogre Card effects"
    assert "4-Oafs" not in g.prompt and "9-Grunts" not in g.prompt
    assert g.preview("keep 4-Oafs, join 9-Grunts left") == (
        "4-Oafs goes into your hand, 9-Grunts joins the field at the left end; nothing scores; the turn ends")


@pytest.mark.parametrize("value,rule", [(1, "join_from_hand"), (2, "bench_to_field_end"), (3, "swap_two"),
                                        (4, "field_to_hand"), (5, "bench_other"), (7, "place"),
                                        (8, "draw_two_split")])
def test_an_effect_that_asks_a_choice_is_its_own_decision_with_its_rulebook_section(value, rule):
    """Ogre Card effects: 'resolve any possible effects on the played card' - the choice is the card's."""
    g = examples.effect(value)
    assert g.preview(f"play {value}-Brutes right").startswith(f"{value}-Brutes goes to the right end; ")
    g.play(f"play {value}-Brutes right")
    d = g.decision
    assert (d.seat, d.rule, d.section) == (0, rule, "Ogre Card effects")
    assert d.prompt.startswith(f"Seat 0: {value}-Brutes - ")
    assert all(g.preview(a) for a in g.legal_actions())


def test_every_named_effect_is_a_rule_of_the_rulebook_those_that_ask_nothing_included():
    """Ogre Card effects: each card's effect is one rule; the option ``effects`` names it by its key."""
    from ogrelab.games.ogre_cheerleaders.cards import EFFECT_TEXT
    from ogrelab.games.ogre_cheerleaders.decisions import EFFECTS, RULES
    assert list(EFFECTS) == [k for k in RULES if k in EFFECT_TEXT] and set(EFFECTS) == set(EFFECT_TEXT)
    assert all(RULES[k] is rule and rule.key == k for k, rule in EFFECTS.items())
    assert {k for k, rule in EFFECTS.items() if not rule.asks} == {
        "play_top_of_deck", "shuffle_field", "bench_neighbour_and_far_end", "none"}


@pytest.mark.parametrize("effect", ["shuffle_field", "none"])
def test_a_save_cannot_leave_an_effect_that_asks_nothing_waiting(effect):
    """Ogre Card effects: an effect that asks nothing resolves as its card is played; it never waits."""
    with pytest.raises(ValueError, match=r"state.pending\[0\].decision"):
        OC.from_state(written(field=["3-Oafs", "9-Oafs"], hands=[["1-Brutes"], ["2-Brutes"]], deck=["8-Oafs"],
                              pending=[{"decision": effect, "by": "9-Oafs", "cards": []}]), players=2)
