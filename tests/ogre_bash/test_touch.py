"""Ogre Bash played on the table: every decision is a touch on what the deciding seat sees.

Each action names its touches (``on``): a card of the own hand (``hand:<card>``),
a seat's row (``seat:<n>``), a direction Go Bash asks for (``ask:left``), or a
control drawn in the table (``control:draw``). The drawing marks them
(``data-key``, ``data-action``, ``data-pick``) through the shared ``Touches``.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import ogrelab
from ogrelab.core import touch
from ogrelab.games.ogre_bash import examples as bash
from ogrelab.games.ogre_bash.cards import HANDS, KIND, KINDS, NAMES, TEXT, best_hand, cards_short
from ogrelab.games.ogre_bash.positions import A, L, hand, scene
from ogrelab.widgets import Board

_ACTION = re.compile(r'data-action="([^"]*)"')
_KEY = re.compile(r'data-key="([^"]*)"')
_PICK = re.compile(r'data-pick="([^"]*)"')


def clicks(game, seat) -> list[str]:
    """The actions one click plays in ``game.html(seat)``, checked: legal for the decider, each on one element."""
    found = [html.unescape(t) for t in _ACTION.findall(game.html(seat))]
    assert len(found) == len(set(found)), f"an action on two elements: {found}"
    legal = {a.text for a in game.legal_actions()} if seat in (None, game.current_player) else set()
    assert set(found) <= legal, f"offered but not legal for seat {seat}: {set(found) - legal}"
    return found


def clicks_for_decider(game) -> list[str]:
    """The decider's own drawing offers clicks; every other seat's drawing offers none."""
    now = game.current_player
    for seat in range(game.players):
        if seat != now:
            assert clicks(game, seat) == [], f"seat {seat} is offered clicks while seat {now} decides"
    return clicks(game, now)


def keys(page: str) -> set[str]:
    return {html.unescape(k) for k in _KEY.findall(page)}


def picks(page: str, game) -> dict:
    """The two-click choices the board offers (``game.offer()``): first key -> {second key -> action}.

    Each first key is raised from an element of the decider's drawing ``page``.
    """
    offered = game.offer()[1].pick
    assert {html.unescape(k) for k in _PICK.findall(page)} == set(offered), "a pick with no element to raise"
    return offered


def touchable(game) -> None:
    """Every legal action is made on the table, on keys the decider's drawing draws."""
    t = touch(game.legal_actions())
    assert not t.buttons, f"left to the buttons: {t.buttons}"
    drawn = keys(game.html(game.current_player))
    needed = set(t.click) | set(t.pick) | {k for v in t.pick.values() for k in v}
    assert needed <= drawn, f"touched but not drawn: {sorted(needed - drawn)}"


def played(position, *texts):
    g = position()
    for t in texts:
        g.play(t)
    return g


# ------------------------------------------------------------- a turn's moves
def test_play_clicks_every_card_of_the_hand():
    """Play: 'play a card and do what the card says' - each card of the hand is one click."""
    g = bash.bash_left()
    held = set(hand(g, 0))
    touchable(g)
    assert sorted(clicks_for_decider(g)) == sorted(f"play {c}" for c in held)
    assert sorted(clicks(g, None)) == sorted(f"play {c}" for c in held)     # teaching view: the decider's row


def test_two_copies_of_a_card_are_one_stack_and_one_click():
    """Copies of a card play alike: they are drawn as one stack, so every card drawn can be clicked."""
    g = scene([["Steal", "Steal", "Hurt Bad", "Fix Club", "Wild Bash", "Go Bash"],
               bash.FILL[1], bash.FILL[2]], seat=0)
    page = g.html(0)
    assert page.count('data-key="hand:Steal"') == 1 and page.count('data-action="play Steal"') == 1
    assert re.search(r'data-card="Steal"[^>]*>.*?<span class="ogrelab-copies">&times;2</span>', page)
    assert sorted(clicks_for_decider(g)) == ["play Fix Club", "play Go Bash", "play Hurt Bad", "play Steal",
                                             "play Wild Bash"]


def test_declaring_and_drawing_are_controls_in_the_table():
    """Winning the Hand: declare a win or draw - no card names it, so two controls beside the hand."""
    g = bash.declare_or_draw()
    touchable(g)
    page = g.html(0)
    assert sorted(clicks_for_decider(g)) == ["declare win", "draw"]
    assert re.search(r'<span class="ogrelab-control" data-key="control:declare" data-action="declare win"'
                     r' title="declare win: shows Bashful and wins the hand[^"]*">Declare a win', page)
    assert ">Draw a card</span>" in page
    assert page.index("your hand") < page.index("Declare a win"), "the controls sit with the hand"


def test_a_finished_game_offers_nothing():
    g = played(bash.game_point, "declare win")
    assert g.is_over
    assert clicks(g, None) == [] and clicks(g, 0) == [] and 'class="ogrelab-control"' not in g.html(0)
    assert g.prompt == "Game over: Seat 0 won: the first to reach 10 fists" == f"Game over: {g.outcome}"


# --------------------------------------------------------------------- cards
def test_every_player_passes_by_clicking_a_card():
    """Bash Left: 'all players choose one card from their hand and pass it' - the passing seat clicks it."""
    g = played(bash.bash_left, f"play {L('Crash')}")
    for _ in range(g.players):
        seat = g.current_player
        touchable(g)
        held = set(hand(g, seat))
        assert sorted(clicks_for_decider(g)) == sorted(f"pass {c}" for c in held)
        g.play(f"pass {hand(g, seat)[0]}")
    assert g.phase == "start" or g.phase == "play"


def test_a_drawing_names_only_the_cards_its_seat_may_see():
    """Hidden hands: another seat's cards are drawn face down and never named by a key."""
    g = played(bash.bash_left, f"play {L('Crash')}")
    for seat in range(g.players):
        own = {f"hand:{c}" for c in hand(g, seat)}
        hand_keys = {k for k in keys(g.html(seat)) if k.startswith("hand:")}
        assert hand_keys <= own, f"seat {seat}'s drawing names {hand_keys - own}"
        assert ('data-action="' in g.html(seat)) == (seat == g.current_player)


def test_hurt_bad_clicks_a_seat_then_a_card_to_discard():
    """Hurt Bad: 'choose a player' (their chair at the table), then 'you discard one card' (a card of the hand)."""
    g = played(bash.hurt_bad, "play Hurt Bad")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == ["hurt seat 1", "hurt seat 2", "hurt seat 3"]
    assert re.search(r'<div class="ogrelab-seat[^"]*" data-key="seat:2" data-action="hurt seat 2"', g.html(0))
    g.play("hurt seat 2")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == sorted(f"discard {c}" for c in set(hand(g, 0)))


def test_go_bash_a_seat_then_the_direction_asked_for():
    """Go Bash: 'ask a player for any Bash Card - Right, Left or Across' - the row, then the direction."""
    g = played(bash.go_bash, "play Go Bash")
    touchable(g)
    page = g.html(0)
    assert clicks_for_decider(g) == []
    assert sorted(html.unescape(k) for k in _PICK.findall(page)) == ["seat:1", "seat:2", "seat:3"]
    assert picks(page, g)["seat:1"] == {"ask:left": "ask seat 1 for Bash Left", "ask:right": "ask seat 1 for Bash Right",
                                     "ask:across": "ask seat 1 for Bash Across"}
    assert {"ask:left", "ask:right", "ask:across"} <= keys(page)
    assert "ask:left" not in keys(g.html(1)), "only the asking seat is shown the directions"


def test_go_bash_for_any_bash_card_is_one_click_on_the_row():
    g = bash.go_bash()
    g = scene([g.view(None)["state"]["hands"][s] for s in range(g.players)], seat=0,
              options={"go_bash_names_direction": False})
    g.play("play Go Bash")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == [f"ask seat {s}" for s in range(1, g.players)]


def test_go_bash_the_card_given_and_the_card_given_back_are_clicked():
    """Go Bash: 'they give one of them to you face down ... then give them a card of your choice'."""
    g = played(bash.go_bash, "play Go Bash", "ask seat 1 for Bash Right")
    assert g.current_player == 1 and g.phase == "give"
    touchable(g)
    fits = {c for c in hand(g, 1) if c.startswith("Bash Right")}
    assert sorted(clicks_for_decider(g)) == sorted(f"give {c}" for c in fits)
    g.play(f"give {sorted(fits)[0]}")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == sorted(f"give {c}" for c in set(hand(g, 0)))


def test_fix_club_discards_are_cards_and_stopping_is_a_control():
    """Fix Club: discard cards one at a time, then draw that many - the stop says how many it draws."""
    g = played(bash.fix_club, "play Fix Club")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == sorted(["discard none"] + [f"discard {c}" for c in set(hand(g, 0))])
    assert ">Keep the hand</span>" in g.html(0)
    g.play(f"discard {L('Crash')}")
    touchable(g)
    assert 'data-action="draw 1"' in g.html(0) and ">Stop and draw 1</span>" in g.html(0)


def test_wild_bash_and_across_with_three_players_are_called_with_controls():
    """Wild Bash: 'choose Bash Right, Left, or Across'; three players: 'choose if Across means Left or Right'."""
    g = played(bash.wild_bash_card, "play Wild Bash")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == ["bash across", "bash left", "bash right"]
    assert ">Call it Bash Across</span>" in g.html(0)
    g = played(bash.bash_across_three_players, f"play {A('Crash')}")
    touchable(g)
    assert sorted(clicks_for_decider(g)) == ["across means left", "across means right"]
    assert ">Across means Left</span>" in g.html(0)


def test_big_bash_both_traders_click_a_card():
    """Big Bash: 'Trade (Bash) one card with each other player' - each side clicks the card it puts down."""
    g = played(bash.big_bash, "play Big Bash")
    for seat in (0, 1):
        assert g.current_player == seat
        touchable(g)
        assert sorted(clicks_for_decider(g)) == sorted(f"trade {c}" for c in set(hand(g, seat)))
        g.play(f"trade {hand(g, seat)[0]}")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_decision_is_touchable_all_game_long(players):
    g = ogrelab.new_game("ogre_bash", seed=5 + players, players=players, turn_limit=30)
    rng = random.Random(players)
    kinds = set()
    while not g.is_over:
        touchable(g)
        clicks_for_decider(g)
        kinds.add(g.phase)
        g.play(rng.choice(g.legal_actions()))
    assert {"start", "play", "pass"} <= kinds
    assert clicks(g, None) == []


def test_the_board_plays_the_card_a_person_clicks():
    """The board's drawing holds the marks; the click message of a marked card plays its action."""
    g = bash.bash_left()
    b = Board(g, bots={1: "random", 2: "random", 3: "random"})
    text = html.unescape(_ACTION.search(b.drawing.html).group(1))
    assert text in b.drawing.clickable
    b.drawing._message(b.drawing, {"type": "action", "text": text, "ply": b.drawing.ply}, [])
    assert b.error == "" and g.history[0] == text


# --------------------------------------------------------------------- words
def test_a_card_says_what_it_does_and_its_title_holds_the_rule():
    """Card effects readable on the card: a short line on it, the rulebook's words on hover."""
    g = bash.bash_left()
    page = g.html(0)
    assert '<span class="ogrelab-says">nothing happens</span>' in page
    tip = re.search(r'data-key="hand:My Ear!" data-action="play My Ear!" title="([^"]*)"', page).group(1)
    preview, rule = html.unescape(tip).split("\n\n")
    assert preview == "play My Ear!: " + g.preview("play My Ear!")
    assert rule == "My Ear!: " + TEXT[KIND["My Ear!"]]
    assert "&#9994;" not in page, "no emoji: the fonts have none"


def test_standings_are_fists_and_the_own_hands_distance_to_a_win():
    """Fists move only at a hand's end; how far a hand is from a winning hand moves every turn,
    and it is shown to its own seat only."""
    g = bash.declare_or_draw()
    assert g.STANDING == "fists"
    mine = g.standings(0)
    assert mine == {"fists": [0, 0, 0, 0], "cards from a winning hand": [0, None, None, None]}
    everyone = g.standings(None)["cards from a winning hand"]
    assert everyone[0] == 0 and all(isinstance(x, int) and x > 0 for x in everyone[1:])
    assert g.standings(2)["cards from a winning hand"] == [None, None, everyone[2], None]


@pytest.mark.parametrize("name, cards", [(name, cards) for name, cards in bash.WINNING_HANDS.items()])
def test_a_winning_hand_is_no_card_short(name, cards):
    assert cards_short([KIND[c] for c in cards]) == 0


def test_one_card_short_means_one_swap_wins():
    """Winning Hands: a hand one card short becomes a winning hand by swapping one card, and only then."""
    rng = random.Random(3)
    seen = set()
    for _ in range(400):
        hand = sorted(rng.randrange(KINDS) for _ in range(5))
        short = cards_short(hand)
        swaps = any(best_hand(hand[:i] + [k] + hand[i + 1:]) for i in range(5) for k in range(KINDS))
        assert (short == 0) == (best_hand(hand) is not None), [NAMES[k] for k in hand]
        if short:
            assert (short == 1) == swaps, [NAMES[k] for k in hand]
        seen.add(short)
    assert {1, 2, 3} <= seen
    assert len(HANDS) == 6
