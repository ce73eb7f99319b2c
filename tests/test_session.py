"""The board's decisions without widgets: bot replies drawn one at a time, picks, undo, errors, the end.

Driven on the core's test game, with touch keys on its actions: a card is
played by a click on it, then on the pile (two clicks); drawing or stopping
is a control in the table (one click). A clock the test moves stands in for
time.
"""

from __future__ import annotations

import pytest

import ogrelab
import toygame
from ogrelab.core import Action, rulebook
from ogrelab.widgets.session import EARLY, SPEEDS, HUMAN, Session, plain, read_save


class PlayOnThePile(toygame.PlayACard):
    """Play a card: click it in your hand, then click the pile."""

    def choices(self, game, p):
        return [Action(a.text, a.seat, a.kind, a.args, on=(f"hand:{a.args[0]}", "pile"))
                for a in super().choices(game, p)]


class DrawControl(toygame.DrawOrStop):
    """Draw or stop: a control drawn in the table."""

    def choices(self, game, p):
        return [Action(a.text, a.seat, a.kind, a.args, on=(f"control:{a.text}",))
                for a in super().choices(game, p)]


class TouchHighCard(toygame.HighCard):
    RULES = rulebook(PlayOnThePile, toygame.TakeAPoint, DrawControl)


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now

    def wait(self, seconds):
        self.now += seconds


def session(seed=3, bots=None, speed="normal", players=2, **kw):
    clock = Clock()
    game = TouchHighCard(seed=seed, players=players)
    s = Session(game, bots=bots if bots is not None else {1: "random"}, speed=speed, clock=clock, **kw)
    return s, clock


def a_card(s):
    """The first card the person may play, as its touch key."""
    _, t, _ = s.offer()
    return sorted(k for k in t.pick)[0]


def play_a_turn(s):
    """The person plays a card by two clicks, then stops: the turn passes to the bots."""
    s.touch(a_card(s))
    s.touch("pile")
    s.touch("control:stop")


# ------------------------------------------------------------- the reply queue
def test_bot_replies_wait_for_the_timer_and_come_one_at_a_time():
    s, clock = session(players=3, bots={1: "random", 2: "random"})
    play_a_turn(s)
    start = s.game.ply
    assert s.replying and s.game.current_player == 1          # the person's move is drawn first, alone
    assert not s.tick()                                        # too early: nothing yet
    seen = []
    while s.replying:
        clock.wait(SPEEDS["normal"])
        assert s.tick()
        seen.append(s.game.ply)
    assert seen == list(range(start + 1, start + 1 + len(seen)))  # one move per tick, none skipped
    assert len(seen) == 4                                          # two bots, a card and a stop each
    assert s.game.current_player == 0 and not s.busy


def test_replies_keep_the_chosen_pace():
    s, clock = session(speed="slow")
    play_a_turn(s)
    clock.wait(SPEEDS["normal"])                     # the normal pace is not enough at the slow speed
    assert not s.tick()
    clock.wait(SPEEDS["slow"] * EARLY)
    assert s.tick()
    clock.wait(SPEEDS["slow"] * EARLY / 2)            # a tick that queued behind the move is dropped
    assert not s.tick()


def test_a_click_on_the_table_shows_the_rest_of_the_replies_at_once():
    s, clock = session(players=3, bots={1: "random", 2: "random"})
    play_a_turn(s)
    clock.wait(1)
    s.tick()
    s.touch("pile")                                   # any click on the table during the replay
    assert not s.replying and s.game.current_player == 0


def test_at_the_instant_speed_the_replies_are_played_at_once():
    s, _ = session(speed="instant")
    play_a_turn(s)
    assert not s.replying and s.game.current_player == 0
    s2, _ = session()
    play_a_turn(s2)
    s2.set_speed("instant")                           # choosing instant during a replay finishes it
    assert not s2.replying and s2.game.current_player == 0


def test_a_person_cannot_act_while_the_bots_reply():
    s, _ = session()
    play_a_turn(s)
    with pytest.raises(ValueError, match="still replying"):
        s.play("stop")
    assert s.offer() == ([], None, {})                # nothing is offered to click meanwhile


def test_bots_moving_first_are_queued_too():
    clock = Clock()
    s = Session(TouchHighCard(seed=3), bots={0: "random"}, clock=clock)
    assert s.replying and s.game.ply == 0
    clock.wait(1)
    assert s.tick() and s.game.ply == 1


def test_a_move_is_described_by_its_public_events():
    s, _ = session(speed="instant")
    play_a_turn(s)
    labels = [label for label, _ in s.moves()]
    assert labels[0] == "0. start"
    for (label, n), ply in zip(s.moves()[1:], s.line):
        if ply.events:                                 # "seat 1 plays 7 and scores"
            said = "; ".join(ply.events)
            assert label == f"{n}. {said[:1].upper()}{said[1:]}"
        elif ply.seat == s.view:                       # the toy's "stop" writes nothing: your own choice
            assert label == f"{n}. {s.label(ply.seat)}: {ply.text}"
        else:                                          # another seat's: the question it answered
            assert label == f"{n}. {ply.asked}"
    assert s.last_move().startswith(f"Move {s.game.ply}: Seat 1 ")


def test_another_seats_move_without_events_shows_the_question_not_the_choice(monkeypatch):
    s, _ = session(speed="instant")
    play_a_turn(s)
    bot_move = next(i for i, p in enumerate(s.line, 1) if p.seat == 1)
    s.line[bot_move - 1].events = ()
    text = s.describe(bot_move)
    assert s.line[bot_move - 1].text not in text and text == s.line[bot_move - 1].asked


# -------------------------------------------------------------------- picks
def test_two_clicks_a_card_then_the_pile():
    s, _ = session()
    card = a_card(s)
    s.touch(card)
    assert s.raised == card and s.targets() == {"pile": "play " + card.split(":")[1]}
    assert s.game.ply == 0                             # raising plays nothing
    assert "click where it goes" in s.prompt()
    s.touch("pile")
    assert s.game.history == ["play " + card.split(":")[1]] and s.raised is None


def test_a_second_click_on_the_raised_card_lowers_it():
    s, _ = session()
    card = a_card(s)
    s.touch(card)
    s.touch(card)
    assert s.raised is None and s.game.ply == 0


def test_escape_lowers_the_raised_card_and_another_card_raises_instead():
    s, _ = session()
    _, t, _ = s.offer()
    first, second = sorted(t.pick)[:2]
    s.touch(first)
    s.touch(second)
    assert s.raised == second
    s.cancel()
    assert s.raised is None and s.game.ply == 0


def test_a_one_click_control_plays_at_once():
    s, _ = session()
    s.touch(a_card(s))
    s.touch("pile")
    s.touch("control:draw")
    assert s.game.history[-1] == "draw"


def test_touching_what_cannot_be_played_is_refused_and_changes_nothing():
    s, _ = session()
    with pytest.raises(ValueError, match="cannot be played now"):
        s.touch("control:draw")                        # drawing comes after the card
    assert s.game.ply == 0 and s.raised is None


def test_previews_are_offered_for_every_action_in_the_games_words():
    s, _ = session()
    legal, t, previews = s.offer()
    assert set(previews) == {a.text for a in legal}
    assert all(p.startswith("plays ") for p in previews.values())


def test_a_bots_options_are_not_offered_to_another_seats_view():
    s, _ = session(bots={0: "random"}, view=1)
    assert s.game.current_player == 0
    assert s.offer() == ([], None, {})


# ---------------------------------------------------------- undo during a replay
def test_undo_during_a_replay_goes_back_to_the_persons_decision():
    s, clock = session(players=3, bots={1: "random", 2: "random"})
    play_a_turn(s)
    clock.wait(1)
    s.tick()                                           # one reply drawn, three waiting
    s.undo()
    assert s.game.ply == 1 and not s.replying          # before the person's "stop"; the replay is over
    assert s.game.current_player == 0


def test_redo_after_an_undo_in_a_replay_goes_on_replying():
    s, clock = session(players=3, bots={1: "random", 2: "random"})
    play_a_turn(s)
    clock.wait(1)
    s.tick()
    drawn = s.game.ply
    s.undo()
    s.redo()
    assert s.game.ply == drawn and s.replying          # the reply cut short goes on
    while s.replying:
        clock.wait(1)
        s.tick()
    assert s.game.current_player == 0


def test_undo_after_a_replay_takes_back_the_bot_moves_with_the_decision():
    s, _ = session(speed="instant")
    play_a_turn(s)
    history = s.game.history
    s.undo()
    assert s.game.history == history[:1]               # the card stands, the stop and the bot's turn do not
    s.undo()
    assert s.game.ply == 0 and not s.can_undo()


def test_time_travel_during_a_replay_stops_it():
    s, clock = session()
    play_a_turn(s)
    s.goto(1)
    assert not s.replying and s.game.ply == 1
    clock.wait(1)
    assert not s.tick()


# ------------------------------------------------------------- a finished game
def finished(speed="instant"):
    s, clock = session(speed=speed, bots={0: "random", 1: "random"})
    s.autoplay(True)
    while s.busy:
        clock.wait(1)
        s.tick()
    return s, clock


def test_autoplay_plays_to_the_end_then_stops():
    s, _ = finished()
    assert s.game.is_over and not s.autoplaying


def test_a_finished_game_cannot_be_stepped_or_autoplayed():
    s, _ = finished()
    assert not s.can_step() and not s.can_autoplay()
    assert not s.attempt("step", s.step)
    assert s.error.control == "step" and "game is over" in s.error.message
    assert not s.attempt("autoplay", s.autoplay, True)
    assert not s.autoplaying
    assert s.offer() == ([], None, {})


def test_a_finished_game_says_the_result_in_the_games_words():
    s, _ = finished()
    assert s.prompt() == "The game is over."
    assert s.result_text().startswith(s.game.outcome)
    assert "to decide" not in s.status()


def test_the_status_counts_the_moves_played_as_the_moves_list_numbers_them():
    s, _ = session(speed="instant")
    assert s.status().startswith("0 moves played &middot; ")
    s.play(s.game.legal_actions()[0])
    # the position after move 1 of the moves list: one move played (not "move 1", the move made)
    assert s.status().startswith("1 move played &middot; ")
    assert s.moves()[1][1] == 1 and s.moves()[1][0].startswith("1. ")


def test_autoplay_never_draws_faster_than_its_floor():
    s, clock = session(speed="instant", bots={0: "random", 1: "random"})
    s.autoplay(True)
    assert s.tick()
    clock.wait(0.01)
    assert not s.tick()


# -------------------------------------------------------------------- errors
def test_an_error_is_kept_with_its_control_in_plain_words_and_cleared_by_the_next_action():
    s, _ = session()
    assert not s.attempt("actions", s.play, "play 99")
    assert s.error.control == "actions"
    assert s.error.message.startswith("'play 99' is not a move you can make now")
    assert "ValueError" not in s.error.message and s.game.ply == 0
    assert s.attempt("table", s.touch, a_card(s))
    assert s.error is None


def test_a_bug_is_named_as_one_with_its_details():
    s, _ = session()

    def broken():
        raise KeyError("x")

    assert not s.attempt("step", broken)
    assert s.error.message.startswith("Something went wrong in the board (KeyError)")
    assert "Traceback" in s.error.details


def test_a_bad_file_is_refused_beside_the_load_control_and_the_game_kept():
    s, _ = session()
    game = s.game
    assert not s.attempt("load", s.load, b"{not json")
    assert s.error.control == "load" and s.error.message.startswith("Save file: not valid JSON")
    assert s.game is game


def test_plain_words_for_a_move_after_the_end():
    s, _ = finished()
    with pytest.raises(ValueError) as e:
        s.game.play("stop")
    assert plain(e.value) == "'stop' cannot be played: the game is over."


# ------------------------------------------------------------- seats and names
def test_one_name_per_seat_and_who_plays_it():
    s, _ = session()
    assert s.label(1) == s.game.seat_label(1)
    assert s.who(0) == "you" and s.who(1) == "random bot"


def test_a_seat_given_to_a_bot_while_it_decides_replies():
    s, clock = session(bots={})
    assert s.seats == [HUMAN, HUMAN]
    s.set_bot(0, "random")
    assert s.replying
    clock.wait(1)
    assert s.tick()


def test_standings_follow_the_game_per_measure():
    s, _ = session(speed="instant")
    play_a_turn(s)
    measure = s.game.STANDING
    last = s.line[s.game.ply - 1].standing
    assert last[measure] == {s.label(i): float(v) for i, v in enumerate(s.game.scores)}
    assert s.start_standing[measure] == {s.label(0): 0.0, s.label(1): 0.0}


def test_bad_settings_are_refused():
    game = TouchHighCard(seed=1)
    with pytest.raises(ValueError, match="no bot"):
        Session(game, bots={1: "genius"})
    with pytest.raises(ValueError, match="choose one of instant"):
        Session(game, speed="warp")
    with pytest.raises(ValueError, match="no seat 5"):
        Session(game, view=5)


def test_a_loaded_record_is_played_on_with_its_seats():
    s, _ = session(speed="instant")
    play_a_turn(s)
    record = ogrelab.new_game("test_high_card", seed=3).record()
    s.load(record)
    assert s.game.ply == 0 and s.seats == [HUMAN, "random"] and s.line == []
    assert read_save(record).record() == record


def test_a_long_move_is_told_above_the_table_by_whole_events_and_the_rest_counted():
    from ogrelab.widgets.session import MOVE_TEXT

    s, _ = session()
    s.play(s.game.legal_actions()[0].text)
    from dataclasses import replace
    s.line[0] = replace(s.line[0], events=("seat 0 does a long thing " + "x" * 60,
                                           "then another long thing " + "y" * 60, "and a third " + "z" * 60))
    said = s.describe(1)
    assert "x" * 60 in said and "y" * 60 not in said and "z" * 60 not in said     # no event cut in the middle
    assert said.endswith("; and 2 more events (in the list of moves)")
    assert len(said.split("; and ")[0]) <= MOVE_TEXT


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_watch_a_board_marks_the_last_move_without_replaying_the_game(name, monkeypatch):
    """Watch: the marks a board draws for each move it plays are the game's own (``Game.moved``), worked
    out from the view before the move, so a click costs the same at move 10 as at move 3,000."""
    import random

    from ogrelab.core import Game
    from ogrelab.widgets.session import Session

    g = ogrelab.new_game(name, seed=4)
    rng = random.Random(4)
    for view in (0, None):
        s = Session(g, bots={}, view=view, speed="instant")
        for _ in range(25):
            if g.is_over:
                break
            s.play(rng.choice(g.legal_actions()).text)
            expected = g.moved(view)                       # rebuilt by replaying the game
            with monkeypatch.context() as m:
                m.setattr(Game, "undo", lambda self: (_ for _ in ()).throw(AssertionError("replayed")))
                assert s.moved() == expected
