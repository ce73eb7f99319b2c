"""The board, driven from Python as a person drives it: its buttons, pickers, table and files.

The shell is tested on the core's test game (with a drawing that hides hands
and marks cards as clickable); every registered game then gets the same
play / undo / step / save / load / play-to-the-end checks. A click of the page
leaves the bots' replies to the board's timer; the helpers here then click the
table, which shows them at once (tests/test_session.py checks the pacing).
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys

import pytest
from ipywidgets.widgets.widget import _instances

import ogrelab
import toygame
from ogrelab.widgets import Board, app, board, page, read_save, shell
from ogrelab.widgets import standings_chart
from ogrelab.widgets.inspect import standings, tree_html


def toy_html(self, seat=None):
    """A drawing with hidden hands and clickable cards, as a game's renderer makes one."""
    parts = []
    for s, hand in enumerate(self.hands):
        if seat is None or seat == s:
            cards = "".join(f'<span class="card" data-action="play {c}">{c}</span>' for c in sorted(hand))
        else:
            cards = "".join('<span class="card back">?</span>' for _ in hand)
        parts.append(f'<div class="hand" data-seat="{s}">{cards}</div>')
    return f"<div class='toy'>{''.join(parts)}<div class='pile'>{self.pile[-1:]}</div></div>"


@pytest.fixture(autouse=True)
def toy_drawing(monkeypatch):
    monkeypatch.setattr(toygame.HighCard, "html", toy_html)


def toy(seed=3, **options):
    return ogrelab.new_game("test_high_card", seed=seed, **options)


def classes(widget):
    return set(widget._dom_classes)


def shown_actions(b):
    """The texts on the legal-action buttons a person sees, group by group."""
    return b.actions.texts


def skip_replies(b):
    """A click on the table while the bots reply: the rest of their replies are drawn at once."""
    b.drawing._message(b.drawing, {"type": "skip", "ply": b.drawing.ply}, [])


def click_action(b, text, watch=False):
    """Press the button of ``text``; unless ``watch``, then click the table to see the bots' replies at once."""
    assert text in shown_actions(b), f"no button {text!r}; shown: {shown_actions(b)}"
    b.actions.click(text)
    if not watch:
        skip_replies(b)


class Clock:
    """Seconds that pass only when a test says so."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def visible(widget):
    return widget.layout.display != "none"


# --------------------------------------------------------------- drawing
def test_board_draws_the_games_own_renderer():
    """A game's _repr_html_ and the board's drawing share one renderer, html(seat)."""
    g = toy()
    b = Board(g, view=None)
    assert b.drawing.html == g.html(None) == g._repr_html_()
    b.set_view(1)
    assert b.drawing.html == g.html(1)
    assert "data-action" not in b.drawing.html.split("data-seat=\"1\"")[0]  # seat 0's hand is hidden


def test_css_hooks_for_tests_and_styling():
    b = Board(toy(), bots={1: "random"})
    assert "ogrelab-board" in classes(b.widget)
    assert "ogrelab-actions" in classes(b.actions)  # its buttons: class ogrelab-action
    assert "ogrelab-action" in b.actions._esm
    assert "ogrelab-undo" in classes(b.undo_button)
    assert "ogrelab-redo" in classes(b.redo_button)
    assert "ogrelab-step" in classes(b.step_button)
    assert "ogrelab-autoplay" in classes(b.autoplay_button)
    assert "ogrelab-moves" in classes(b.moves)
    assert "ogrelab-error" in classes(b.error_box)
    assert "ogrelab-result" in classes(b.result_box)


def test_legal_actions_are_buttons_grouped_in_the_games_words():
    g = toy()
    b = Board(g)
    assert shown_actions(b) == [a.text for a in g.legal_actions()]
    assert [grp["label"] for grp in b.actions.groups] == ["play"]
    click_action(b, g.legal_actions()[0].text)
    assert [grp["label"] for grp in b.actions.groups] == ["draw"]
    assert shown_actions(b) == ["draw", "stop"]


def test_prompt_and_status_say_who_decides():
    g = toy()
    b = Board(g, bots={1: "random"})
    assert "Seat 0" in b.status.value and "you" in b.status.value
    assert b.session.prompt()  # the decision now, in the game's words


# --------------------------------------------------------------- playing
def test_click_plays_and_bot_seats_answer():
    g = toy()
    b = Board(g, bots={1: "random"})
    click_action(b, g.legal_actions()[0].text)
    assert g.current_player == 0 and len(g.history) == 1
    click_action(b, "stop", watch=True)
    # the person's move is drawn at once; the bot's replies wait for the board's timer
    assert len(g.history) == 2 and b.drawing.busy and b.timer.playing
    assert b.drawing.decides == "replying" and shown_actions(b) == [] and b.drawing.clickable == []
    assert "replying" in b.drawing.hint      # the line under the table says it
    skip_replies(b)
    # seat 1 is a bot: it played and chose, and the person is asked again
    assert g.current_player == 0
    assert len(g.history) == 4
    assert [p.seat for p in b.session.line] == [0, 0, 1, 1]
    assert b.error == ""


def test_undo_takes_back_the_human_decision_with_the_bot_moves_after_it():
    """DESIGN: on a board, undo takes back the last human decision together with the bot moves."""
    g = toy()
    b = Board(g, bots={1: "random"})
    first = g.legal_actions()[0].text
    click_action(b, first)
    click_action(b, "stop")
    after = g.to_dict()
    b.undo_button.click()
    assert g.history == [first] and g.current_player == 0
    b.undo_button.click()
    assert g.history == [] and b.undo_button.disabled
    b.redo_button.click()
    assert g.history == [first]
    b.redo_button.click()
    assert g.to_dict() == after and b.redo_button.disabled


def test_undo_is_one_action_when_no_seat_is_human():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    assert g.history == []  # bots alone wait for Step or Auto-play
    for _ in range(3):
        b.step_button.click()
    assert len(g.history) == 3
    b.undo_button.click()
    assert len(g.history) == 2
    b.redo_button.click()
    assert len(g.history) == 3


def test_nothing_to_undo_when_only_bots_have_moved():
    g = toy()
    b = Board(g, bots={0: "random", 1: "human"})
    assert g.current_player == 1 and len(g.history) == 2  # the bot opened
    assert b.undo_button.disabled
    with pytest.raises(ValueError, match="nothing to undo"):
        b.undo()
    b.undo_button.click()
    assert "Nothing to undo" in b.error_box.value and visible(b.error_box)
    assert b._slots["tools"].children == (b.error_box,)   # beside the toolbar that has Undo
    assert len(g.history) == 2


def test_step_lets_the_seat_to_move_decide_with_its_bot():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    b.step_button.click()
    assert len(g.history) == 1 and b.error == ""
    h = Board(toy())  # a human seat's step uses the game's default bot
    h.step_button.click()
    assert len(h.game.history) == 1


def test_setting_the_seat_to_move_to_a_bot_makes_it_move():
    g = toy()
    b = Board(g)
    b.seat_pickers[0].value = "random"
    assert b.session.replying and b.timer.playing          # its moves are drawn one by one
    skip_replies(b)
    assert g.current_player == 1 and len(g.history) == 2
    assert b.seats == ["random", "human"]


def test_unknown_bot_is_refused():
    with pytest.raises(ValueError, match="no bot 'genius'"):
        Board(toy(), bots={1: "genius"})
    b = Board(toy())
    with pytest.raises(ValueError, match="choose one of human, random"):
        b.set_bot(1, "genius")


def test_autoplay_plays_to_the_end_then_stops():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    b.session.clock = clock = Clock()
    b.speed.value = "fast"
    assert b.timer.interval == 200
    b.autoplay_button.value = True
    assert b.timer.playing and b.autoplay_button.description == "Pause"
    for _ in range(200):
        if g.is_over:
            break
        clock.now += 0.2  # the front end's timer waited its interval
        b.timer.value += 1
    assert g.is_over
    assert not b.autoplay_button.value and not b.timer.playing
    assert visible(b.result_box) and "won" in b.result_box.value or "draw" in b.result_box.value.lower()
    # a finished game cannot be played on: Auto-play and Step are disabled
    assert b.autoplay_button.disabled and b.step_button.disabled


def test_autoplay_pauses():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    b.session.clock = clock = Clock()
    b.autoplay(True)
    b.tick()
    b.autoplay(False)
    assert not b.timer.playing
    n = len(g.history)
    clock.now += 5
    b.timer.value += 1
    assert len(g.history) == n


def test_ticks_queued_behind_a_slow_move_are_dropped():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    b.autoplay(True)
    b.timer.value += 1
    b.timer.value += 1  # arrives at once, behind the first
    assert len(g.history) == 1


def test_time_travel_from_the_list_of_moves_and_the_slider():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    for _ in range(6):
        b.step()
    line = g.history
    b.moves.goto(2)
    assert g.history == line[:2] and b.moves.present == 2
    assert "(undone)" in b.moves.labels[3] and "(undone)" not in b.moves.labels[2]
    b.moves.slide(5)
    assert g.history == line[:5] and b.moves.present == 5
    b.moves.slide(0)
    assert g.history == [] and b.redo_button.disabled is False
    b.moves.goto(6)
    assert g.history == line


def test_moves_list_shows_the_moves_around_the_present(monkeypatch):
    monkeypatch.setattr(shell, "MOVES_BEFORE", 3)
    monkeypatch.setattr(shell, "MOVES_AFTER", 2)
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    for _ in range(10):
        b.step()
    b.goto(6)
    assert b.moves.numbers == [0, 2, 3, 4, 5, 6, 7, 8]
    assert b.moves.entries[1].get("earlier")
    b.moves.goto(2)  # the "earlier moves" entry goes back
    assert len(g.history) == 2
    assert b.moves.length == 10


def test_the_log_is_listed_under_the_moves_that_made_it():
    """One list: each move with the public events it wrote in the log, in order; nothing else."""
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    for _ in range(4):
        b.step()
    entries = b.moves.entries
    assert [e["n"] for e in entries] == list(range(5))
    assert [x for e in entries for x in e["events"]] == g.log
    for e in entries[1:]:
        assert e["events"] == list(b.session.line[e["n"] - 1].events)
    b.goto(2)  # undone moves keep their events, marked undone
    assert [x for e in b.moves.entries if not e["undone"] for x in e["events"]] == g.log


def test_the_list_of_moves_keeps_the_events_nearest_the_present(monkeypatch):
    monkeypatch.setattr(shell, "LOG_LINES", 3)
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"})
    for _ in range(8):
        b.step()
    entries = b.moves.entries
    assert sum(len(e["events"]) for e in entries) == 3
    assert entries[-1]["events"] == list(b.session.line[-1].events)[-3:]   # the present move's first
    assert sum(len(e["events"]) + e.get("more", 0) for e in entries) == len(g.log)


# ------------------------------------------------------- hidden and clicks
def test_view_hides_what_the_seat_may_not_know():
    g = toy()
    b = Board(g, bots={1: "random"})
    assert b.view == 0  # one person facing bots sees as their seat
    assert b.drawing.html == g.html(0)
    b.view_picker.value = -1
    assert b.view is None and b.drawing.html == g.html(None)


def test_a_bots_options_are_not_shown_to_another_seat():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"}, view=1)
    assert g.current_player == 0
    assert shown_actions(b) == [] and b.drawing.clickable == []
    assert "Step" in b.drawing.hint
    b.set_view(0)
    assert shown_actions(b) == [a.text for a in g.legal_actions()]


def test_moves_list_hides_other_seats_choices_from_a_seats_view():
    """A seat's view shows another seat's moves by kind only (a choice may be secret)."""
    g = toy()
    b = Board(g, bots={1: "random"})
    click_action(b, g.legal_actions()[0].text)
    click_action(b, "stop")
    # your own moves are named by their action; another seat's by the seat, and what it did by the
    # events it wrote in the public log ("seat 1 plays 7"); one that wrote none, by the question it answered
    for e in b.moves.entries[1:]:
        p = b.session.line[e["n"] - 1]
        assert e["events"] == list(p.events)
        if p.seat == 0:
            assert e["move"] == f"Seat 0: {p.text}"
        else:
            assert e["move"] == ("Seat 1" if p.events else p.asked)
    assert any(e["move"] == "Seat 1" and e["events"][0].startswith("seat 1 plays ") for e in b.moves.entries)
    b.set_view(None)
    assert all(e["move"] == f"Seat {p.seat}: {p.text}" for e, p in zip(b.moves.entries[1:], b.session.line))


def test_clicking_a_card_plays_its_action():
    g = toy()
    b = Board(g, bots={1: "random"})
    assert set(b.drawing.clickable) == {a.text for a in g.legal_actions()}
    text = g.legal_actions()[-1].text
    b.drawing.click(text)
    assert g.history == [text]


def test_a_click_made_on_an_older_drawing_is_ignored():
    """A double click: the second click names the move it was seen at, and is dropped."""
    g = toy()
    b = Board(g, bots={1: "random"})
    text = g.legal_actions()[0].text
    b.actions._message(b.actions, {"type": "action", "text": text, "ply": 0}, [])
    after = g.to_dict()
    b.actions._message(b.actions, {"type": "action", "text": "stop", "ply": 0}, [])
    b.drawing._message(b.drawing, {"type": "action", "text": "stop", "ply": 0}, [])
    assert g.to_dict() == after and b.error == ""


def test_clicking_what_is_not_legal_shows_why_and_changes_nothing():
    g = toy()
    b = Board(g)
    before = g.to_dict()
    b.drawing.click("play 99")
    assert b.error == "'play 99' is not a move you can make now. Choose one of the actions on offer."
    assert visible(b.error_box) and "play 99" in b.error_box.value
    assert b._slots["table"].children == (b.error_box,)   # beside the table
    assert g.to_dict() == before
    click_action(b, g.legal_actions()[0].text)
    assert not visible(b.error_box)  # the next good move clears it


def test_errors_inside_callbacks_are_shown_with_details(monkeypatch):
    g = toy()
    b = Board(g)

    def broken(self, seat=None):
        raise RuntimeError("the renderer broke")

    monkeypatch.setattr(toygame.HighCard, "html", broken)
    click_action(b, g.legal_actions()[0].text)
    assert "Something went wrong in the board (RuntimeError): the renderer broke" in b.error_box.value
    assert "<details>" in b.error_box.value and "Traceback" in b.error_box.value


# ------------------------------------------------------- new, save, load
def test_new_game_with_seed_and_options():
    b = Board(toy(), bots={1: "random"})
    b.seed_box.value = "11"
    b.option_fields.fields["players"].show(3)
    b.new_button.click()
    assert b.error == ""
    assert b.game.seed == 11 and b.game.players == 3
    assert len(b.seat_pickers) == 3 and b.seats == ["human", "random", "random"]
    assert b.game.history == []


def test_new_game_refuses_bad_seed_and_options_and_keeps_the_game():
    g = toy()
    b = Board(g)
    b.step()
    b.seed_box.value = "seven"
    b.new_button.click()
    assert "Seed: 'seven' is not a whole number" in b.error
    assert b._slots["new"].children == (b.error_box,)     # in the New game panel, by its button
    b.seed_box.value = ""
    b.option_fields.fields["target"].show(0)
    b.new_button.click()
    assert "option target=0" in b.error
    assert "option target=0" in b.option_fields.fields["target"].error.value   # under its field too
    assert b.game is g and len(g.history) == 1


def test_save_link_downloads_the_record():
    g = toy(seed=5)
    b = Board(g, bots={1: "random"}, view=None)
    b.step()
    b.open_panel("Save and load")
    link = b.save_link.value
    assert "download='test_high_card-5.json'" in link
    data = link.split("base64,")[1].split("'")[0]
    record = json.loads(base64.b64decode(data))
    assert record == g.record()
    assert ogrelab.replay(record).to_dict() == g.to_dict()


def upload(b, content: bytes, name="game.json"):
    """What the page sends for a chosen file: its bytes, or a refusal when it is over the limit."""
    b.upload.send_file(name, content)


def test_load_a_record_and_a_saved_position():
    g = toy(seed=9)
    for _ in range(5):
        g.play(g.legal_actions()[0])
    b = Board(toy(), bots={1: "random"})
    upload(b, json.dumps(g.record()).encode())
    assert b.error == "" and b.game.to_dict() == g.to_dict()
    b.load(g.to_dict())
    assert b.game.to_dict() == g.to_dict() and not b.game.can_undo()


@pytest.mark.parametrize("content, message", [
    (b"{not json", "Save file: not valid JSON"),
    (b"\xff\xfe\x00", "not text"),
    (b"[1, 2]", "expected a JSON object"),
    (b'{"hello": 1}', "neither a game record"),
    (b'{"game": "test_high_card", "seed": 1, "actions": ["play 99"]}', "record.actions[0]: illegal action"),
    (b'{"game": "no_such_game", "seed": 1, "actions": []}', "no game named 'no_such_game'"),
])
def test_a_malformed_file_is_refused_in_the_board_and_the_game_kept(content, message):
    g = toy()
    b = Board(g, bots={1: "random"})
    click_action(b, g.legal_actions()[0].text)
    before = g.to_dict()
    upload(b, content)
    assert message in b.error and visible(b.error_box)
    assert b.game is g and g.to_dict() == before
    assert b.error.startswith("game.json: ") and "ValueError" not in b.error
    assert b._slots["load"].children == (b.error_box,)    # under the Load button


def test_a_save_with_a_bad_field_names_the_field():
    d = toy().to_dict()
    d["state"]["phase"] = "dance"
    with pytest.raises(ValueError, match="state.phase"):
        read_save(json.dumps(d))


# --------------------------------------------------------------- inspect
def test_state_panel_shows_the_full_state_as_a_tree():
    g = toy()
    b = Board(g, view=None)
    assert b.state_box.value == ""  # drawn only when opened
    b.open_panel("State")
    tree = b.state_box.value
    assert "to_dict()" in tree and "<details" in tree
    assert "rng" in tree and "hands" in tree
    b.set_view(1)
    assert "view(1)" in b.state_box.value


def test_tree_html_tables_and_escaping():
    out = tree_html({"rows": [{"a": 1, "b": "<x>"}, {"a": 2, "b": "y"}], "n": None}, "root")
    assert "<table>" in out and "&lt;x&gt;" in out and "null" in out


def test_chart_follows_the_standings_over_time():
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"}, chart="open")
    for _ in range(6):
        b.step()
    traces = {t.name: t for t in b.chart.data}
    measure = g.STANDING
    assert set(traces) == {f"Seat 0 ({measure})", f"Seat 1 ({measure})", f"now ({measure})"}
    s0, s1 = traces[f"Seat 0 ({measure})"], traces[f"Seat 1 ({measure})"]
    assert list(s0.x) == list(range(7))
    assert s0.y[-1] == g.scores[0] and s1.y[-1] == g.scores[1]
    # the chart says what it measures
    assert b.chart.layout.yaxis.title.text == measure and measure in b.chart.layout.title.text.lower()
    b.goto(2)
    # the marker shows where time travel stands
    now = traces[f"now ({measure})"]
    assert list(now.x) == [2, 2] and list(now.y) == g.scores
    assert len(s0.x) == 7


def test_chart_has_a_panel_per_measure_of_the_game(monkeypatch):
    def standings(self, seat=None):
        return {"points": list(self.points), "cards in hand": [len(h) for h in self.hands]}

    monkeypatch.setattr(toygame.HighCard, "standings", standings)
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"}, chart="open")
    for _ in range(4):
        b.step()
    lay = b.chart.layout
    assert lay.yaxis.title.text == "points" and lay.yaxis2.title.text == "cards in hand"
    assert lay.title.text == "Points and cards in hand by move"
    cards = {t.name: t for t in b.chart.data}["Seat 1 (cards in hand)"]
    assert cards.yaxis == "y2" and cards.y[-1] == len(g.hands[1])


def test_standings_flatten_numbers_and_records():
    assert standings([3, 4], ["A", "B"]) == {"A": 3.0, "B": 4.0}
    assert standings([{"health": 5, "name": "x"}, 2], ["A", "B"]) == {"A health": 5.0, "B": 2.0}


def test_moves_update_widgets_in_place():
    """No widget tree is rebuilt per move: once the button pool is big enough, no widget is created."""
    g = toy()
    b = Board(g, bots={0: "random", 1: "random"}, view=None)
    for _ in range(4):
        b.step()
    root = b.widget.children
    before = len(_instances)
    while not g.is_over:
        b.step()
    b.undo()
    b.goto(3)
    b.redo()
    assert len(_instances) == before and b.widget.children == root


# --------------------------------------------------------------- entries
def test_board_and_app_entry_points():
    assert ogrelab.board is board
    b = board("test_high_card", seed=4, bots={1: "random"}, players=2)
    assert b.game.seed == 4 and b.seats == ["human", "random"]
    a = app("test_high_card", seed=4, players=3)
    assert a.seats == ["human", "random", "random"] and a.view == 0
    assert "ogrelab-app" in classes(a.widget) and a.panels.selected_index == 0
    assert "application/vnd.jupyter.widget-view+json" in a._repr_mimebundle_()
    with pytest.raises(ValueError, match="expected a game"):
        Board("test_high_card")


def test_result_says_who_won_in_the_seats_names():
    g = toy()
    b = Board(g, bots={1: "random"})
    while not g.is_over:
        click_action(b, shown_actions(b)[0])
    assert visible(b.result_box)
    text = b.result_text()
    assert ("You won!" in text or "You lost." in text or text.startswith("A draw"))
    assert g.outcome in text                                  # the result in the game's words
    assert f"Seat 0 {g.scores[0]}" in text and b.step_button.disabled and shown_actions(b) == []
    assert b.autoplay_button.disabled and b.drawing.decides == "over"


# ------------------------------------------------------ every real game
GAMES = list(ogrelab.GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_game_board_play_undo_step(name):
    b = app(name, seed=1)
    g = b.game
    assert b.error == "" and shown_actions(b)
    start = g.to_dict()
    n = len(g.history)
    click_action(b, shown_actions(b)[0])
    assert b.error == "" and len(g.history) > n
    b.undo_button.click()
    assert b.error == "" and g.to_dict() == start
    b.step_button.click()
    assert b.error == "" and len(g.history) == n + 1
    assert b.drawing.html == g.html(b.view)


@pytest.mark.parametrize("name", GAMES)
def test_game_app_plays_a_whole_game_against_bots(name):
    """The app is usable to the end: a person clicking, bots answering, the result shown."""
    b = app(name, seed=2)
    g = b.game
    for _ in range(5000):
        if g.is_over:
            break
        click_action(b, shown_actions(b)[0])
        assert b.error == ""
    assert g.is_over and visible(b.result_box) and b.result_text()


@pytest.mark.parametrize("name", GAMES)
def test_game_save_and_load_round_trip(name):
    b = app(name, seed=3)
    for _ in range(3):
        if not b.game.is_over:
            click_action(b, shown_actions(b)[0])
    saved = b.game.to_dict()
    b.open_panel("Save and load")
    data = b.save_link.value.split("base64,")[1].split("'")[0]
    other = app(name, seed=4)
    upload(other, base64.b64decode(data))
    assert other.error == "" and other.game.to_dict() == saved
    upload(other, b'{"format": "ogrelab", "version": 1, "game": "%s", "state": 5}' % name.encode())
    assert "save." in other.error and other.game.to_dict() == saved


@pytest.mark.parametrize("name", GAMES)
def test_game_views_and_state_panel(name):
    g = ogrelab.new_game(name, seed=5)
    b = Board(g)
    assert b.drawing.html == g._repr_html_()
    for seat in range(g.players):
        b.view_picker.value = seat
        assert b.error == "" and b.drawing.html == g.html(seat)
    b.open_panel("State")
    assert b.error == "" and "view(" in b.state_box.value


def test_teaching_board_shows_every_card_and_leaves_every_seat_to_the_reader():
    from ogrelab.widgets import HUMAN, teaching_board
    b = teaching_board(ogrelab.new_game("ogre_cheerleaders", seed=2))
    assert b.view is None
    assert all(seat == HUMAN for seat in b.seats)


# ------------------------------------------------- hosting: size, speed, secrets
def test_a_file_over_the_limit_is_refused_before_loading_and_the_game_kept():
    g = toy()
    b = Board(g, bots={1: "random"})
    click_action(b, g.legal_actions()[0].text)
    before = g.to_dict()
    assert b.upload.max_bytes == shell.MAX_UPLOAD  # the page checks the same limit before sending
    upload(b, b" " * (shell.MAX_UPLOAD + 1), name="huge.json")
    assert "huge.json" in b.error and "at most 5,000,000 bytes" in b.error and visible(b.error_box)
    assert b.game is g and g.to_dict() == before


def test_read_save_refuses_bytes_over_the_limit():
    with pytest.raises(ValueError, match="too large"):
        read_save(b" " * (shell.MAX_UPLOAD + 1))


def test_chart_is_drawn_only_when_opened():
    b = Board(toy(), bots={0: "random", 1: "random"})
    assert b.chart is None and b.chart_box.children == ()
    b.step()
    b.chart_panel.selected_index = 0  # the person opens the panel
    assert b.error == "" and b.chart is not None and b.chart_shown()
    traces = {t.name: t for t in b.chart.data}
    assert list(traces["Seat 0 (standing)"].x) == [0, 1]
    assert b.chart.layout.title.text and b.chart.layout.xaxis.title.text == "move"


def test_chart_false_has_no_chart_to_open():
    b = Board(toy(), chart=False)
    assert b.chart_panel is None
    with pytest.raises(ValueError, match="no standings chart"):
        b.show_chart()


def test_a_long_line_is_charted_from_at_most_chart_points_moves(monkeypatch):
    monkeypatch.setattr(standings_chart, "CHART_POINTS", 10)
    g = ogrelab.new_game("ogre_bash", seed=1)
    b = Board(g, view=None, chart="open")
    for _ in range(60):
        b.step()
    seat = next(t for t in b.chart.data if not t.name.startswith("now"))
    xs = list(seat.x)
    assert len(xs) <= 11 and xs[0] == 0 and xs[-1] == 60
    measure = seat.name.split(" (")[1][:-1]
    first = g.standings(None)[measure][0]
    assert seat.name.startswith(g.seat_label(0)) and seat.y[-1] == first
    b.goto(7)  # the marker still stands on the exact move
    now = next(t for t in b.chart.data if t.name.startswith("now"))
    assert set(now.x) == {7}


def test_a_board_changed_outside_is_synced_on_refresh():
    g = toy(seed=3)
    b = Board(g, bots={0: "random", 1: "random"}, view=None)
    for _ in range(4):
        b.step()
    g.goto(2)
    g.play([a for a in g.legal_actions() if a.text != b.session.line[2].text][0])
    b.refresh()
    assert [p.text for p in b.session.line] == g.line
    assert b.moves.length == len(g.line) == 3


def test_an_app_kernel_loads_no_plotly_pandas_or_dask_until_asked():
    code = ("import sys; from ogrelab.widgets import page; b = page('ogre_bash', seed=1); b.step(); b.undo(); "
            "b.open_panel('State'); b.open_panel('Save and load'); "
            "heavy = [m for m in ('plotly', 'pandas', 'dask', 'optuna', 'numpy') if m in sys.modules]; "
            "b.show_chart(); print(heavy, 'plotly' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[] True"


@pytest.mark.parametrize("name", GAMES)
def test_seed_is_hidden_while_a_person_plays_against_hidden_cards(name):
    b = app(name, seed=4321)
    g = b.game
    assert g.HIDDEN_INFO and b.secrets_hidden()
    assert "seed" not in b.status.value                      # the seed line is in the Advanced fold
    b.open_panel("Save and load")
    assert "4321.json" not in b.save_link.value and "holds the game's seed" in b.save_link.value
    b.open_panel("Advanced")
    assert "seed hidden until the game ends" in b.seed_line.value and "4321" not in b.seed_line.value
    assert "'rng'" not in b.state_box.value and ">rng<" not in b.state_box.value
    b.set_view(None)  # the person asks to see every seat: nothing is secret any more
    assert "seed 4321" in b.seed_line.value


def test_seed_is_shown_once_the_game_is_over():
    g = toy(seed=77)
    b = Board(g, bots={1: "random"})
    while not g.is_over:
        click_action(b, shown_actions(b)[0])
    b.open_panel("Advanced")
    assert not b.secrets_hidden() and "seed 77" in b.seed_line.value
    b.open_panel("Save and load")
    assert "download='test_high_card-77.json'" in b.save_link.value


def test_page_draws_why_the_board_could_not_start():
    box = page("ogre_bash", seat=9)
    assert "ogrelab-start-failed" in box._dom_classes
    assert "could not start" in box.value and "no seat 9" in box.value and "Reload the page" in box.value
    assert isinstance(page("ogre_bash", seed=1), Board)


# ------------------------------------------------------- touch, watch, preview
class _PlayOnThePile(toygame.PlayACard):
    def choices(self, game, p):
        return [ogrelab.core.Action(a.text, a.seat, a.kind, a.args, on=(f"hand:{a.args[0]}", "pile"))
                for a in super().choices(game, p)]


class _DrawControl(toygame.DrawOrStop):
    def choices(self, game, p):
        return [ogrelab.core.Action(a.text, a.seat, a.kind, a.args, on=(f"control:{a.text}",))
                for a in super().choices(game, p)]


class TouchHighCard(toygame.HighCard):
    """The test game with touch keys: a card, then the pile; draw and stop as controls."""

    RULES = ogrelab.core.rulebook(_PlayOnThePile, toygame.TakeAPoint, _DrawControl)


def test_a_card_is_played_by_two_clicks_on_the_table_and_put_back_by_a_third():
    g = TouchHighCard(seed=3)
    b = Board(g, bots={1: "random"})
    card = sorted(b.drawing.picks)[0]
    assert b.drawing.picks[card] == {"pile": "play " + card.split(":")[1]}
    b.drawing.pick(card)                              # the first click raises it
    assert b.drawing.raised == card and g.ply == 0
    assert "click where it goes" in b.drawing.hint
    b.drawing._message(b.drawing, {"type": "cancel", "ply": 0}, [])    # a click on it again, or Escape
    assert b.drawing.raised == "" and g.ply == 0
    b.drawing.pick(card)
    b.drawing.place("pile")                           # the second click plays it
    assert g.history == ["play " + card.split(":")[1]] and b.drawing.raised == ""
    assert b.drawing.clickable == ["draw", "stop"] and b.drawing.picks == {}


def test_the_page_numbers_its_picks_and_cancels_and_the_board_says_which_it_handled_last():
    """A page quick on the keyboard (raise, Escape, raise again) must not be lowered by the late
    answer to its first touch: the raised card comes with the number of the touch it answers."""
    g = TouchHighCard(seed=3)
    b = Board(g, bots={1: "random"})
    card = sorted(b.drawing.picks)[0]
    b.drawing._message(b.drawing, {"type": "pick", "key": card, "ply": 0, "seq": 1}, [])
    assert b.drawing.raised == card and b.drawing.seq == 1
    b.drawing._message(b.drawing, {"type": "cancel", "ply": 0, "seq": 2}, [])
    assert b.drawing.raised == "" and b.drawing.seq == 2
    b.drawing.pick(card)                              # from Python: no number, the last one stays
    assert b.drawing.raised == card and b.drawing.seq == 2


def replaying_board():
    """A board whose person has just ended a turn by touch: the bot's replies wait on the timer."""
    g = TouchHighCard(seed=3)
    b = Board(g, bots={1: "random"})
    b.session.clock = clock = Clock()
    b.drawing.pick(sorted(b.drawing.picks)[0])
    b.drawing.place("pile")
    b.drawing.click("stop")
    return g, b, clock


def test_the_bots_replies_are_drawn_by_the_timer_and_a_click_on_the_table_skips_them():
    g, b, clock = replaying_board()
    assert b.drawing.busy and b.timer.playing and b.timer.interval == 500
    assert b.drawing.last == f"Move 2: {b.session.describe(2)}"
    clock.now += 0.5
    b.timer.value += 1                                # the front end's timer: one reply drawn
    assert g.ply == 3 and b.drawing.ply == 3 and b.drawing.last.startswith("Move 3: Seat 1 plays")
    b.drawing._message(b.drawing, {"type": "skip", "ply": 3}, [])       # a click on the table
    assert not b.drawing.busy and not b.timer.playing and g.current_player == 0
    assert b.drawing.decides == "you"


def test_undo_during_the_replay_goes_back_to_the_persons_decision():
    g, b, clock = replaying_board()
    clock.now += 1
    b.timer.value += 1
    b.undo_button.click()
    assert g.ply == 1 and not b.drawing.busy and not b.timer.playing and b.error == ""


def test_previews_are_on_the_table_and_on_the_buttons():
    g = toy()
    b = Board(g, bots={1: "random"})
    for a in g.legal_actions():
        assert b.drawing.previews[a.text] == g.preview(a)
    tips = {x["text"]: x["tip"] for grp in b.actions.groups for x in grp["actions"]}
    assert tips == {a.text: g.preview(a) for a in g.legal_actions()}
    assert b.drawing.hint == b.session.prompt()      # the line under the table asks the decision


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_the_line_under_the_table_is_left_empty_where_the_table_draws_the_prompt(name):
    """Each game draws its decision in its table: the board does not say it twice (nor push the buttons down)."""
    b = ogrelab.widgets.shell.app(name, seed=1)
    assert b.game.prompt and b.drawing.hint == ""
    b.autoplay(True)                                      # what the table does not say, the line says
    assert b.drawing.hint == b.session.prompt() and b.drawing.hint.startswith("Auto-play")


def test_the_instant_speed_draws_only_where_the_bots_end():
    g = toy()
    b = Board(g, bots={1: "random"}, speed="instant")
    click_action(b, g.legal_actions()[0].text, watch=True)
    click_action(b, "stop", watch=True)
    assert not b.drawing.busy and g.current_player == 0 and g.ply > 2


def test_what_a_learner_touches_needs_no_pandas_numpy_or_plotly():
    # DESIGN, "Where the code runs": the apps, the hint and the lessons run in a browser under
    # Pyodide, where pandas, numpy and plotly cannot be fetched
    code = """
import sys
for absent in ("pandas", "numpy", "plotly"):
    sys.modules[absent] = None      # as in the browser: importing them fails
import ogrelab
from ogrelab.widgets import page
from ogrelab.widgets.lessons import lessons_page
for name in ogrelab.GAMES:
    board = page(name, seed=1)
    board.coach.budget = 0.05
    board.coach.show_hint(True)
    assert board.coach.frame is not None or "Only one action" in board.coach.hint_box.value, name
board = page("ogre_cheerleaders", seed=2)
board.coach.review_budget = 0.02
board.step()
board.coach.review()          # the review too; its chart needs plotly, so a note stands in for it
assert "Review of" in board.coach.review_box.value
assert "needs plotly" in board.coach.chart_box.children[0].value
lessons_page()
print("ran without them")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "ran without them"
