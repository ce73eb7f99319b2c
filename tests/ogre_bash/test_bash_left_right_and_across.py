"""Bash Left, Right and Across: "all players choose one card from their hand and pass (Bash) it face
down to the player to their Right, Left, or Across from them." """

from __future__ import annotations

import pytest

from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.cards import OGRES
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, five_each, hand, pass_all, position, texts


def test_bash_left_every_player_passes_to_the_left():
    """Bash Left, Right and Across: "all players choose one card ... and pass (Bash) it face down" (Left)."""
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    hands = [[m] + [A("Smash"), "My Ear!", "My Ear!", "Wild Bash"] for m in marks]
    hands[0] = hands[0] + [L("Crash")]
    hands = [hands[0], [marks[1], R("Crash"), R("Gnash"), "Go Bash", "Go Bash"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "Go Bash"],
             [marks[3], A("Crash"), A("Gnash"), "Wild Bash", "Wild Bash"]]
    g = position(hands, seat=0)
    g.play(f"play {L('Crash')}")
    assert g.current_player == 0 and g.to_dict()["state"]["pass_to"] == "Left"
    pass_all(g, marks)
    for s in range(4):
        assert marks[(s - 1) % 4] in hand(g, s) and marks[s] not in hand(g, s)
    assert five_each(g) and g.to_dict()["state"]["seat"] == 1


def test_bash_right_every_player_passes_to_the_right():
    """Bash Left, Right and Across: pass "to the player to their Right"."""
    marks = ["Steal", "Hurt Bad", "Fix Club"]
    g = position([[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", R("Percy")],
                [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
                [marks[2], A("Smash"), A("Trash"), "Go Bash", "My Ear!"]], seat=0)
    g.play(f"play {R('Percy')}")
    pass_all(g, marks)
    for s in range(3):
        assert marks[(s + 1) % 3] in hand(g, s)
    assert five_each(g)


@pytest.mark.parametrize("players,offset", [(2, 1), (4, 2), (5, 2), (6, 3)])
def test_bash_across_reaches_the_right_seat(players, offset):
    """Bash Across: 2 players: the other; 4 and 6: opposite; "if there is not an even number of players,
    the player Across is the player two to your left" (5 players)."""
    marks = ["Steal", "Hurt Bad", "Fix Club", "Big Bash", "Go Bash", "My Ear!"][:players]
    hands = []
    for s in range(players):
        h = [marks[s], L(OGRES[s % 5]), R(OGRES[s % 5]), "Wild Bash", A(OGRES[s % 5])] if s < 5 else \
            [marks[s], L("Crash"), R("Crash"), A("Crash"), "Wild Bash"]
        hands.append(h)
    hands[0] = hands[0] + [A("Percy")]
    if players == 6:
        hands[5] = [marks[5], "Steal", "Hurt Bad", "Fix Club", "Big Bash"]
    g = position(hands, seat=0)
    g.play(f"play {A('Percy')}")
    assert g.to_dict()["state"]["pass_to"] == ("Left" if players == 2 else "Across")
    pass_all(g, marks)
    for s in range(players):
        assert marks[s] in hand(g, (s + offset) % players)
    assert five_each(g)


def test_bash_across_with_three_players_the_player_chooses_left_or_right():
    """Bash Across: "if there are three players then you choose if Across means Left or Right." """
    marks = ["Steal", "Hurt Bad", "Fix Club"]
    hands = [[marks[0], L("Crash"), L("Gnash"), "Go Bash", "My Ear!", A("Percy")],
             [marks[1], L("Smash"), L("Trash"), "Go Bash", "My Ear!"],
             [marks[2], R("Smash"), R("Trash"), "Go Bash", "My Ear!"]]
    for choice, offset in (("across means left", 1), ("across means right", 2)):
        g = position(hands, seat=0)
        g.play(f"play {A('Percy')}")
        assert texts(g) == ["across means left", "across means right"] and g.current_player == 0
        g.play(choice)
        pass_all(g, marks)
        for s in range(3):
            assert marks[s] in hand(g, (s + offset) % 3)


def test_pass_timing_no_one_passes_the_card_just_received():
    """Bash: "Don't pick up the card you're receiving until after you have put one down." """
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", L("Percy")],
                [L("Smash"), L("Trash"), "Go Bash", "My Ear!", "Big Bash"],
                [R("Smash"), R("Trash"), "Go Bash", "My Ear!", "Fix Club"]], seat=0)
    g.play(f"play {L('Percy')}")
    g.play("pass Steal")                       # seat 0 puts Steal down for seat 1
    assert g.current_player == 1
    assert "pass Steal" not in texts(g) and "Steal" not in hand(g, 1)
    assert g.view(1)["state"]["set_aside"][0] == "face down"
    g.play("pass Big Bash")
    assert g.current_player == 2 and "pass Big Bash" not in texts(g) and len(hand(g, 2)) == 5
    g.play("pass Fix Club")
    assert "Steal" in hand(g, 1) and "Big Bash" in hand(g, 2) and "Fix Club" in hand(g, 0)
    assert five_each(g)


def test_html_of_a_seat_during_a_pass_hides_the_cards_others_put_down():
    """Bash: cards are passed 'face down' - every other board shows a back for a card put down."""
    g = position([["Steal", L("Crash"), L("Gnash"), "Go Bash", "My Ear!", L("Percy")],
                [L("Smash"), L("Trash"), "Go Bash", "My Ear!", "Big Bash"],
                [R("Smash"), R("Trash"), "Go Bash", "My Ear!", "Fix Club"]], seat=0)
    g.play(f"play {L('Percy')}")
    g.play("pass Steal")
    assert 'data-card="Steal"' not in g.html(1) and 'data-card="Steal"' not in g.html(2)
    assert 'data-card="Steal"' in g.html(0) and "put down" in g.html(1)



@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bash_every_player_is_asked_to_pass_in_turn_whatever_they_hold(players):
    """Bash: "all players choose one card" - every seat is asked, in turn from the seat playing, so
    being asked tells the table nothing about a hand."""
    g = ex.bash_across(players)
    g.play("play Bash Across (Crash)")
    if players == 3:
        g.play("across means left")
    asked = []
    while g.phase == "pass":
        d = g.decision
        assert (d.rule, d.section) == ("pass", "Bash Left, Right and Across")
        asked.append(d.seat)
        g.play(texts(g)[0])
    assert asked == list(range(players))


def test_bash_a_pass_previews_where_the_card_goes_and_when_it_is_picked_up():
    """Bash: "Don't pick up the card you're receiving until after you have put one down." """
    g = ex.bash_left()
    assert g.preview("play Bash Left (Crash)") == "every player passes a card face down to the player on their left"
    g.play("play Bash Left (Crash)")
    assert g.prompt == ("Seat 0: choose a card to pass face down to seat 1; every player puts one down before "
                        "anyone picks one up (Bash Left, Right and Across)")
    assert g.preview("pass Steal") == "puts Steal down for seat 1; seat 1 puts a card down next"
    for _ in range(3):
        g.play(texts(g)[0])
    assert g.current_player == 3
    assert g.preview(texts(g)[0]).endswith("; then every player picks up the card passed to them")


@pytest.mark.parametrize("players,words", [
    (2, "to the other player"), (3, "you choose whether Across means Left or Right"),
    (4, "to the player across from them"), (5, "to the player two to their left"),
    (6, "to the player across from them")])
def test_bash_across_previews_the_seat_across(players, words):
    """Bash Across: "if there is not an even number of players, the player Across is the player two to your left"."""
    assert words in ex.bash_across(players).preview("play Bash Across (Crash)")


def _chairs(page: str) -> dict[int, str]:
    """Each seat's chair at the drawn table (``data-key="seat:<n>"``), as read: its words."""
    from drawn_terms import read
    return {int(n.attrs["data-key"][5:]): " ".join(n.text().split())
            for n in read(page).find(lambda n: (n.attrs.get("data-key") or "").startswith("seat:"))}


# (players, how the pass is set off, the direction it is drawn as, seats on each card goes, the chair's words)
PASSES = [
    (3, [f"play {L('Crash')}"], "Left", 1, "left"),
    (3, [f"play {R('Gnash')}"], "Right", 2, "right"),
    (3, [f"play {A('Crash')}", "across means left"], "Left", 1, "left"),
    (3, [f"play {A('Crash')}", "across means right"], "Right", 2, "right"),
    (4, [f"play {L('Crash')}"], "Left", 1, "left"),
    (4, [f"play {R('Gnash')}"], "Right", 3, "right"),
    (4, [f"play {A('Crash')}"], "Across", 2, "across"),
    (4, ["play Wild Bash", "bash across"], "Across", 2, "across"),
    (5, [f"play {L('Crash')}"], "Left", 1, "left"),
    (5, [f"play {R('Gnash')}"], "Right", 4, "right"),
    (5, [f"play {A('Crash')}"], "Across", 2, "two to the left"),
    (5, ["play Wild Bash", "bash right"], "Right", 4, "right"),
]


@pytest.mark.parametrize("players, moves, direction, step, words", PASSES)
def test_bash_left_right_and_across_the_table_shows_who_passes_to_whom(players, moves, direction, step, words):
    """Bash Left, Right and Across: "pass (Bash) it face down to the player to their Right, Left, or Across":
    while the cards go round, every chair at the table says whom it passes to and gets from, and the
    middle of the table draws the arrows, in words too; for the seat deciding, another seat and the
    teaching view; the cards put down stay face down for everyone but the seat that put them."""
    hands = [[A("Crash"), L("Crash"), R("Gnash"), "Wild Bash", "Steal", "My Ear!"]] + [
        list(h) for h in NO_WIN[1:players]]
    g = position(hands, seat=0)
    for move in moves:
        g.play(move)
    assert g.to_dict()["state"]["pass_to"] == direction
    card = hand(g, 0)[0]
    g.play(f"pass {card}")                              # seat 0 has put a card down: seat 1 decides
    put = hand(g, 0)
    for seat in (0, 1, 2, None):
        page = g.html(seat)
        chairs = _chairs(page)
        assert sorted(chairs) == list(range(players))
        for s, said in chairs.items():
            to, frm = (s + step) % players, (s - step) % players
            give = "you pass" if s == seat else "passes"
            get = "you get" if s == seat else "gets"
            assert f"{give} to Seat {to} ({words})" in said, said
            assert f"{get} from Seat {frm}" in said, said
        arrows = ", ".join(f"Seat {s} to Seat {(s + step) % players}" for s in range(players))
        assert f'aria-label="Passing {direction}: {arrows.replace(", ", "; ")}"' in page
        assert f"Passing {direction}</b>" in page and "Seat 1</b> puts a card down now" in page
        # the card seat 0 put down is named only in seat 0's drawing and the teaching view's
        aside = page.split('data-key="aside:0"', 1)[1].split("</span>", 1)[0]
        assert ('data-card="face down"' in aside or "ogrelab-mini-down" in aside) == (seat not in (0, None))
        assert (f'data-card="{card}"' in aside) == (seat in (0, None))
    assert put == hand(g, 0)
    # once every card is picked up, the next seat's table still shows the pass just made
    while g.phase == "pass":
        g.play(g.legal_actions()[0])
    assert g.current_player == 1 % players and g.phase in ("start", "play")
    for seat in (1, None):
        chairs = _chairs(g.html(seat))
        for s, said in chairs.items():
            give = "you passed" if s == seat else "passed"
            assert f"{give} to Seat {(s + step) % players} ({words})" in said, said
        assert "Last pass</b>" in g.html(seat)
    g.play(g.legal_actions()[-1])                       # draw (or play): the next card played ends it
    while g.phase not in ("play", "over"):
        g.play(g.legal_actions()[0])
    g.play(next(t for t in texts(g) if "My Ear!" in t or "Steal" in t or "Fix Club" in t or "Hurt" in t
                or "Big" in t or "Go Bash" in t))
    assert "Last pass</b>" not in g.html(1) and "ogrelab-passes" not in g.html(1).split("</style>")[1]
