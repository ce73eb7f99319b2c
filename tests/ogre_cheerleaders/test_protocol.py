"""Ogre Cheerleaders, the protocol: options, the decision and its prompt, rendering, bots.

Positions are written by hand in the state format (``examples.game``): cards are named
value-team ("5-Oafs"), lists run left to right, and the deck's and the bench's top card is
the last one of the list.
"""

from __future__ import annotations

import pytest

import ogrelab
from ogrelab.core import make_bot, play_out
from ogrelab.games.ogre_cheerleaders.positions import LUNKS, position, state
from ogrelab.games.ogre_cheerleaders.sim import Sim


@pytest.mark.parametrize("options,words", [
    ({"players": 6}, "players=6 is not allowed"),
    ({"players": 2, "first_seat": 2}, "first_seat=2 must be a seat 0..1"),
    ({"effects": {"5": "fly"}}, "effect 'fly' for 5 is unknown"),
    ({"effects": {"11": "none"}}, "no card has"),
    ({"effects": {5: "none"}}, r"effects.*key 5 (is not a string|must be a point value)"),
    ({"effects": {"five": "none"}}, "must be a point value"),
    ({"values": list(range(1, 13))}, "no effect for point value"),
    ({"values": [1, 1, 2]}, "must differ"),
    ({"teams": ["Oafs", "Oafs"]}, "must differ"),
    ({"teams": ["Oafs-2"]}, "must be letters"),
    ({"teams": ["Oafs"]}, "too small"),
    ({"turn_limit": -1}, "turn_limit"),
])
def test_bad_options_say_what_is_wrong_and_allowed(options, words):
    with pytest.raises(ValueError, match=words):
        ogrelab.new_game("ogre_cheerleaders", seed=1, **options)


def test_prompt_names_the_decision_and_its_rule():
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["5-Lunks"], ["1-Oafs"]], deck=LUNKS)
    assert g.prompt == "Seat 0: play one card from your hand to either end of the field (#1 Play Phase)"
    assert g.decision.rule == "play" and g.decision.section == "#1 Play Phase"
    g.play("play 5-Lunks right")
    assert g.prompt == "Seat 0: 5-Lunks - choose another card on the field to bench (Ogre Card effects)"
    assert g.decision.rule == "bench_other" and g.decision.seat == 0


def test_html_draws_visible_cards_and_hides_the_others():
    g = position(field=["3-Oafs", "7-Brutes"], as_dealt=["3-Oafs"], bench=["2-Brutes"],
                 hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=LUNKS, piles=[["1-Grunts", "1-Lunks"], []])
    page = g.html(0)
    assert page.count('class="ogrelab-ogre_cheerleaders"') == 1
    for name in ("3-Oafs", "7-Brutes", "2-Brutes", "5-Oafs", "10-Grunts", "1-Grunts"):
        assert f'data-card="{name}"' in page
    assert "4-Lunks" not in page, "seat 1's hand is face down for seat 0"
    assert all(f'"{c}"' not in page for c in state(g)["deck"]), "the deck is face down"
    assert "ogrelab-back" in page and "ogrelab-dealt" in page
    assert 'data-card="4-Lunks"' in g._repr_html_(), "seat None sees everything"


def test_html_of_another_seat_hides_the_cards_an_8_drew():
    """Draw phase privacy: the two cards of an 8 are seen by their player only, on every board."""
    g = position(field=["1-Oafs"], hands=[["8-Lunks"], ["9-Grunts"]], deck=["2-Oafs", "5-Brutes", "3-Grunts"])
    g.play("play 8-Lunks right")
    assert "3-Grunts" not in g.html(1) and "5-Brutes" not in g.html(1)
    assert 'data-card="3-Grunts"' in g.html(0)
    g.play("keep 3-Grunts, join 5-Brutes left")
    assert "3-Grunts" not in g.html(1) and "3-Grunts" not in " ".join(g.log)


def test_text_is_one_screen():
    g = ogrelab.new_game("ogre_cheerleaders", seed=2, players=4)
    text = str(g)
    assert len(text.splitlines()) <= 12 and "field:" in text and "Seat 3" in text
    assert all(name in text for name in state(g)["field"])


@pytest.mark.parametrize("players", [2, 3])
def test_heuristic_bot_plays_legal_moves_to_the_end(players):
    g = ogrelab.new_game("ogre_cheerleaders", seed=4, players=players)
    bots = [make_bot(g.name, "heuristic", seed=1)] + [make_bot(g.name, "random", seed=s) for s in range(players - 1)]
    play_out(g, bots)          # game.play raises on anything illegal
    assert g.is_over


def test_heuristic_bot_takes_the_scoring_play():
    g = position(field=["9-Oafs", "6-Brutes"], hands=[["2-Lunks", "6-Grunts", "3-Oafs"], ["1-Oafs"]], deck=LUNKS,
                 options={"effects": {"6": "none", "2": "none"}})
    bot = make_bot(g.name, "heuristic", seed=0)
    assert str(bot.choose(g.view(0), g.legal_actions())) == "play 6-Grunts right"


@pytest.mark.parametrize("players", [2, 3])
def test_the_bots_sampled_world_is_the_one_determinize_deals(players):
    # Bots see only game.view(seat): the slim world a bot samples is determinize's position,
    # the same cards in every hidden place and the same luck to come.
    g = ogrelab.new_game("ogre_cheerleaders", seed=6, players=players)
    bots = [make_bot(g.name, "random", seed=s) for s in range(players)]
    cls = type(g)
    for _ in range(40):
        if g.is_over:
            break
        view = g.view(g.current_player)
        for seed in (0, 5):
            full, slim = cls.determinize(view, seed), Sim.sample(view, seed)
            assert slim.key() == Sim.of(full).key()
            assert slim.deck == full.deck and slim.options() == [a.args for a in full.legal_actions()]
        g.play(bots[g.current_player].choose(view, g.legal_actions()))


def _plain_choice(view, legal, seed):
    """The heuristic bot's rule written plainly: every gain and every threat weighed in full."""
    cls = ogrelab.core.game_class("ogre_cheerleaders")

    def gain_after(world, action, seat):
        sim = world.bare_copy()
        before, turn = sim.points[seat], sim.turns
        sim._apply(action)
        sim._legal = None
        while not sim.is_over and sim.turns == turn:
            options = sim.legal_actions()
            best, best_pts = options[0], -1
            for a in options:
                trial = sim.bare_copy()
                trial._apply(a)
                trial._legal = None
                if trial.points[seat] > best_pts:
                    best, best_pts = a, trial.points[seat]
            sim._apply(best)
            sim._legal = None
        return sim.points[seat] - before, sim

    world = cls.determinize(view, seed=seed)
    scored = [(*gain_after(world, a, view["seat"]), a) for a in legal]
    top = max(g for g, _, _ in scored)
    best = [(a, after) for g, after, a in scored if g == top]
    threats = [0 if after.is_over else
               max([0] + [gain_after(after, r, after.current_player)[0] for r in after.legal_actions()])
               for _, after in best]
    return best[threats.index(min(threats))][0]


@pytest.mark.parametrize("seed", [1, 2])
def test_the_heuristic_bots_shortcuts_change_no_choice(seed):
    # "Greedy for points this turn; ties broken by what the next player could score": the bot
    # stops weighing where the outcome cannot change, and still chooses as the plain rule does.
    g = ogrelab.new_game("ogre_cheerleaders", seed=seed, players=2)
    bots = [make_bot(g.name, "heuristic", seed=seed + s) for s in range(2)]
    decisions = 0
    while not g.is_over:
        bot, legal = bots[g.current_player], g.legal_actions()
        view = g.view(g.current_player)
        if len(legal) > 1:
            state = bot.rng.getstate()
            expected = _plain_choice(view, legal, bot.rng.randrange(2**31))
            bot.rng.setstate(state)
            decisions += 1
        action = bot.choose(view, legal)
        if len(legal) > 1:
            assert action == expected, f"decision {decisions}: {action} where the plain rule plays {expected}"
        g.play(action)
    assert decisions > 10
