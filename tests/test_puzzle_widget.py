"""The puzzle board and the lessons page, driven from Python as a learner drives them.

The puzzles here are written for the tests from the games' examples, so they
do not depend on the games' puzzle files: "Winning the Hand" in Ogre Bash (at
game point, declaring the win wins the game; drawing does not), and "Play
Phase" in Ogre Cheerleaders (the 10-Oafs played to the right end completes a
same-team line and scores; to the left it scores nothing), which is played
with two clicks: the card, then the end.
"""

from __future__ import annotations

import html

import pytest

from ogrelab import lessons
from ogrelab.games.ogre_bash import examples as bash
from ogrelab.games.ogre_cheerleaders import examples as cheer
from ogrelab.widgets import Lessons, Progress, PuzzleBoard, PuzzleSession, lessons_page, puzzle_board


def _position(game) -> dict:
    d = game.to_dict()
    return {"options": d["options"], "seed": d["seed"], "rng": d["rng"], "state": d["state"]}


def game_point_puzzle(**fields):
    d = {"id": "game-point", "title": "Game point", "section": "Winning the Hand", "seat": 0,
         "position": _position(bash.game_point()), "goal": "Win the game with this decision.",
         "check": {"kind": "wins", "says": "you win the game"}, "until": "decision",
         "hints": ["Count your fists.", "Look at what your hand already makes.", "Declare the win."],
         "explanation": "A winning hand declared scores its fists; ten fists win the game.",
         "solutions": [["declare win"]]}
    d.update(fields)
    return lessons.load("ogre_bash", {"game": "ogre_bash", "puzzles": [d]})[0]


def same_team_puzzle():
    d = {"id": "same-team", "title": "A line of one team", "section": "Play Phase", "seat": 0,
         "position": _position(cheer.same_team()), "goal": "Score at least 20 points with this card.",
         "check": {"kind": "standing", "measure": "points", "gain_at_least": 20}, "until": "decision",
         "hints": ["Which end of the field holds the Oafs?", "Play the 10-Oafs next to the other Oafs."],
         "explanation": "Three Oafs in a row are a same-team line: they score their numbers.",
         "solutions": [["play 10-Oafs right"]]}
    return lessons.load("ogre_cheerleaders", {"game": "ogre_cheerleaders", "puzzles": [d]})[0]


def classes(widget):
    return set(widget._dom_classes)


def shown(box):
    """The message drawn in an error slot ('' if none)."""
    return box.children[0].value if box.children else ""


# ------------------------------------------------------------- the session, no widgets
def test_session_solving_declare_win_meets_the_goal():
    """Winning the Hand: a winning hand declared at game point wins the game."""
    s = PuzzleSession(game_point_puzzle())
    assert not s.done and s.headline().startswith("Your move")
    legal, t, previews = s.offer()
    assert {a.text for a in legal} == {"declare win", "draw"} and "declare win" in previews
    s.play("declare win")
    assert s.done and s.solved and s.now.solved
    assert s.headline() == "Solved. Seat 0 won: the first to reach 10 fists."
    assert s.offer() == ([], None, {})                     # nothing more to play once the try is over
    assert [text for text, _ in s.moves()] == ["declare win"]
    assert "wins the hand" in s.moves()[0][1]              # judged: the move's preview is whole again


def test_session_a_wrong_try_says_why_and_undo_takes_it_back():
    """Winning the Hand: drawing instead of declaring does not win."""
    s = PuzzleSession(game_point_puzzle())
    s.play("draw")
    assert s.done and not s.solved
    assert s.headline() == s.now.reply == ("Not solved. The game is not over yet, so you have not won; "
                                           "the goal was that you win the game.")
    assert "Retry" in s.prompt()
    with pytest.raises(ValueError, match="the try is over"):
        s.play("declare win")
    s.undo()
    assert not s.done and s.actions == [] and s.game.current_player == 0
    s.play("declare win")
    assert s.solved


def test_session_hints_one_at_a_time():
    s = PuzzleSession(game_point_puzzle())
    assert s.hints == []
    assert s.hint() == "Count your fists."
    assert s.hints == ["Count your fists."]
    s.hint(), s.hint()
    with pytest.raises(ValueError, match="every hint is shown"):
        s.hint()


def test_session_show_solution_is_not_solving_it():
    s = PuzzleSession(game_point_puzzle())
    s.show_solution()
    assert not s.done and s.showing and s.actions == []           # back at the start, nothing played yet
    assert s.headline() == "The solution, one move at a time (1 move). Press Next move to play it: declare win."
    assert s.offer() == ([], None, {})                             # the table waits for Next move
    with pytest.raises(ValueError, match="a solution is being shown"):
        s.play("draw")
    assert s.next_step() == "declare win"
    assert s.done and s.now.solved and not s.solved and not s.can_step_solution()
    assert s.headline().startswith("Move 1 of 1, declare win: shows Bashful and wins the hand")
    assert s.headline().endswith("That meets the goal. Seat 0 won: the first to reach 10 fists.")
    with pytest.raises(ValueError, match="the whole solution is shown"):
        s.next_step()
    s.retry()
    assert not s.done and not s.shown_solution and not s.showing and s.actions == []
    with pytest.raises(ValueError, match="press Show solution first"):
        s.next_step()


def test_session_show_solution_steps_through_each_move_with_what_it_did():
    """6 (Ogre Notes on Playing Cards): the four moves of the solution, one per Next move, each with its preview."""
    p = lessons.puzzle("ogre_cheerleaders", "six-chooses-the-opponent")
    s = PuzzleSession(p)
    s.play("play 10-Oafs left")
    s.show_solution()                                              # from the start, whatever was played
    sol = p.solutions[0]
    assert s.actions == [] and len(sol) == 4
    assert s.headline().endswith(f"Press Next move to play the first: {sol[0]}.")
    for k, text in enumerate(sol, 1):
        assert s.can_step_solution()
        before = s.game.clone()
        assert s.next_step() == text and s.actions == sol[:k]
        assert s.headline().startswith(f"Move {k} of 4, {text}: {before.preview(text)}.")
        assert [t for t, _ in s.moves()] == sol[:k]
        if k < 4:
            assert s.headline().endswith(f"Press Next move to play the next: {sol[k]}.") and not s.done
    assert s.done and s.now.solved and not s.solved
    assert "scores 7-Grunts 7-Brutes for 14 points" in s.headline()
    s.undo()                                                       # a step back, still showing
    assert s.showing and s.actions == sol[:3] and s.can_step_solution()


def test_session_illegal_move_changes_nothing():
    s = PuzzleSession(game_point_puzzle())
    before = s.game.to_dict()
    assert not s.attempt("table", s.play, "bash left")
    assert s.error.control == "table" and "'bash left'" in s.error.message
    assert s.game.to_dict() == before and s.actions == []


def test_session_two_clicks_the_card_then_the_end():
    """Play Phase: a card from the hand goes to either end of the field."""
    s = PuzzleSession(same_team_puzzle())
    s.touch("hand:10-Oafs")
    assert s.raised == "hand:10-Oafs" and s.targets() == {"end:left": "play 10-Oafs left",
                                                         "end:right": "play 10-Oafs right"}
    s.touch("end:right")
    assert s.done and s.solved and s.actions == ["play 10-Oafs right"]


# ------------------------------------------------------------------ the widget
def test_board_shows_title_section_goal_and_the_table():
    b = PuzzleBoard(game_point_puzzle())
    head = b.heading.value
    assert "Game point" in head and "Winning the Hand" in head and "Win the game with this decision." in head
    assert "ogrelab-puzzle" in classes(b.widget) and "ogrelab-puzzle-solved" not in classes(b.widget)
    assert set(b.drawing.clickable) == {"declare win", "draw"}
    assert b.drawing.html == b.game.html(0, outcome=False)
    assert b.actions.texts == ["declare win", "draw"]
    assert b.drawing.previews["declare win"]                 # the preview line under the table
    assert "ogrelab-puzzle-hint" in classes(b.hint_button)
    assert "ogrelab-puzzle-retry" in classes(b.retry_button)
    assert b.undo_button.disabled


def test_board_solving_sets_the_solved_class_and_explains():
    solved = []
    b = PuzzleBoard(game_point_puzzle(), on_solved=solved.append)
    b.drawing.click("declare win")
    assert "ogrelab-puzzle-solved" in classes(b.widget)
    assert "Solved" in b.reply_box.value and "ten fists win the game" in b.reply_box.value
    assert "wins the game" in b.details_box.value            # what happened: the try's events
    assert solved == [b.puzzle]
    b.undo_button.click()
    assert "ogrelab-puzzle-solved" in classes(b.widget)      # solved stays until Retry
    b.retry_button.click()
    assert "ogrelab-puzzle-solved" not in classes(b.widget)
    assert b.session.actions == [] and set(b.drawing.clickable) == {"declare win", "draw"}


def test_board_a_wrong_try_shows_the_reason_and_retry():
    b = PuzzleBoard(game_point_puzzle())
    b.actions.click("draw")
    reply = b.reply_box.value
    assert "Not solved" in reply and "not over yet" in reply and "Retry" in reply
    assert "the goal was that you win the game" in reply
    assert "ogrelab-puzzle-wrong" in reply and "seat 0 draws" in b.details_box.value
    assert "ogrelab-puzzle-solved" not in classes(b.widget)
    assert b.retry_button.button_style == "warning"
    assert b.drawing.clickable == [] and b.actions.texts == []
    b.retry_button.click()
    assert b.retry_button.button_style == "" and "Your move" in b.reply_box.value


def test_board_hint_reveals_one_at_a_time():
    b = PuzzleBoard(game_point_puzzle())
    assert b.hints_box.value == ""
    b.hint_button.click()
    assert "Count your fists." in b.hints_box.value and "Declare the win." not in b.hints_box.value
    assert b.hint_button.description == "Next hint (2 left)"
    b.hint_button.click()
    b.hint_button.click()
    assert "Declare the win." in b.hints_box.value and b.hint_button.disabled


def test_board_show_solution_plays_it_one_move_at_a_time_and_says_so():
    solved = []
    b = PuzzleBoard(game_point_puzzle(), on_solved=solved.append)
    assert b.step_button.layout.display == "none"
    b.solution_button.click()
    assert "one move at a time" in b.reply_box.value and "ogrelab-puzzle-showing" in b.reply_box.value
    assert b.step_button.layout.display == "" and not b.step_button.disabled
    assert not b.game.is_over and b.drawing.clickable == [] and b.actions.texts == []
    b.step_button.click()
    assert "<b class='ogrelab-puzzle-step-name'>Move 1 of 1, declare win</b>: shows" in b.reply_box.value
    assert "Why it works." in b.reply_box.value
    assert "The solution's moves" in b.details_box.value
    assert b.game.is_over and "ogrelab-puzzle-shown" in classes(b.widget)
    assert b.step_button.layout.display == "none"
    assert "ogrelab-puzzle-solved" not in classes(b.widget) and solved == []


def test_board_illegal_action_error_beside_its_control():
    b = PuzzleBoard(game_point_puzzle())
    b.drawing.click("bash left")
    assert "'bash left' is not a move you can make now" in shown(b._slots["table"])
    assert shown(b._slots["tools"]) == ""
    b.drawing.click("declare win")                          # a move that goes through clears it
    assert shown(b._slots["table"]) == ""
    b.retry_button.click()
    b.undo_button.click()                                   # nothing to undo: said beside the tools
    assert "Nothing to undo" in shown(b._slots["tools"]) and shown(b._slots["table"]) == ""


def test_board_a_click_on_an_older_drawing_is_dropped():
    b = PuzzleBoard(game_point_puzzle())
    old = b.drawing.ply
    b.drawing.click("draw")
    b.drawing._message(b.drawing, {"type": "action", "text": "declare win", "ply": old}, [])
    assert b.session.actions == ["draw"]


def test_board_picks_on_the_table():
    """Play Phase: the card is picked up, then placed at an end, as on the game's board."""
    b = PuzzleBoard(same_team_puzzle())
    assert set(b.drawing.picks) == {"hand:10-Oafs", "hand:3-Grunts"}
    b.drawing.pick("hand:10-Oafs")
    assert b.drawing.raised == "hand:10-Oafs"
    b.drawing.place("end:right")
    assert "ogrelab-puzzle-solved" in classes(b.widget)
    b.retry_button.click()
    b.drawing.pick("hand:10-Oafs")
    b.drawing.place("end:left")
    assert "Not solved" in b.reply_box.value and html.escape(b.session.now.why) in b.reply_box.value


def test_puzzle_board_by_name_and_id(monkeypatch):
    p = game_point_puzzle()
    monkeypatch.setattr(lessons, "_puzzles", lambda name: (p,) if name == "ogre_bash" else ())
    b = puzzle_board("ogre_bash", "game-point")
    assert b.puzzle is p
    with pytest.raises(ValueError, match="no puzzle"):
        puzzle_board("ogre_bash", "nope")


def test_board_refuses_what_is_not_a_puzzle():
    with pytest.raises(ValueError, match="expected a puzzle"):
        PuzzleBoard("ogre_bash")


# ------------------------------------------------------------- the lessons page
@pytest.fixture
def two_games(monkeypatch):
    files = {"ogre_bash": (game_point_puzzle(), game_point_puzzle(id="game-point-2", title="Game point again")),
             "ogre_cheerleaders": (same_team_puzzle(),)}
    monkeypatch.setattr(lessons, "_puzzles", lambda name: files.get(name, ()))
    return files


def test_lessons_page_lists_puzzles_by_section_and_marks_solved(two_games):
    page = Lessons()
    assert page.daily is None                                 # no mined puzzles: no puzzle of the day
    assert set(page.puzzle_buttons) == {("ogre_bash", "game-point"), ("ogre_bash", "game-point-2"),
                                        ("ogre_cheerleaders", "same-team")}
    assert "0 of 3" in page.summary.value
    assert "No puzzles for this game yet." in page.lists["zombies_vs_cheerleaders"].children[0].value
    assert page.game_buttons["zombies_vs_cheerleaders"].description == "Zombies vs Cheerleaders (no puzzles yet)"
    page.game_buttons["ogre_bash"].click()
    assert page.lists["ogre_bash"].layout.display == "" and page.lists["ogre_cheerleaders"].layout.display == "none"
    page.puzzle_buttons[("ogre_bash", "game-point")].click()
    assert page.board is not None and page.list_box.layout.display == "none"
    page.board.drawing.click("declare win")
    assert page.progress.solved == ["ogre_bash:game-point"]
    page.next_button.click()
    assert page.board.puzzle.id == "game-point-2" and page.next_button.disabled
    page.back_button.click()
    b = page.puzzle_buttons[("ogre_bash", "game-point")]
    assert "ogrelab-lesson-solved" in classes(b) and b.description == "Game point (solved)"
    assert "ogrelab-lesson-solved" not in classes(page.puzzle_buttons[("ogre_bash", "game-point-2")])
    assert "1 of 3" in page.summary.value and "(1 of 2 solved)" in page.game_buttons["ogre_bash"].description


def test_lessons_page_reads_the_progress_the_browser_kept(two_games):
    page = Lessons()
    page.progress.solved = ["ogre_cheerleaders:same-team", "some_old_game:gone"]   # as the page sends it back
    assert "ogrelab-lesson-solved" in classes(page.puzzle_buttons[("ogre_cheerleaders", "same-team")])
    assert page.solved("ogre_cheerleaders") == ["same-team"]


def test_lessons_page_puzzle_of_the_day(two_games):
    daily = same_team_puzzle()
    page = Lessons(daily=daily)
    assert any("ogrelab-lessons-daily" in classes(w) for w in page.list_box.children)
    board = page.open(daily.name, daily.id)
    assert board.puzzle.id == "same-team"


def test_lessons_page_without_mined_puzzles_has_no_puzzle_of_the_day(two_games):
    with pytest.raises(ValueError, match="no mined puzzles"):
        lessons.puzzle_of_the_day()
    page = Lessons()
    assert not any("ogrelab-lessons-daily" in classes(w) for w in page.list_box.children)


def test_lessons_page_a_bad_file_is_said_in_its_game(monkeypatch):
    def broken(name):
        if name == "ogre_bash":
            raise ValueError("puzzles: not JSON")
        return ()
    monkeypatch.setattr(lessons, "_puzzles", broken)
    widget = lessons_page()
    assert "ogrelab-lessons" in classes(widget)
    page = Lessons()
    assert "could not be read" in page.lists["ogre_bash"].children[0].value


def test_progress_keeps_a_bounded_list_of_names():
    p = Progress()
    p.add("ogre_bash", "a")
    p.add("ogre_bash", "a")
    assert p.solved == ["ogre_bash:a"] and p.has("ogre_bash", "a")
    p.solved = ["x" * 500] + [str(i) for i in range(Progress.LIMIT + 10)]
    assert len(p.solved) == Progress.LIMIT and all(len(x) <= 200 for x in p.solved)


def test_the_lessons_app_notebook_calls_the_page():
    import json
    from pathlib import Path
    nb = json.loads((Path(__file__).parents[1] / "notebooks" / "apps" / "lessons.ipynb").read_text())
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    assert code == ["from ogrelab.widgets import lessons_page\n\nlessons_page()"]


def test_the_goal_says_when_it_is_checked():
    """A try is judged when its ``until`` says; an ``early`` puzzle after each move as well."""
    from ogrelab.widgets.puzzle import _until
    assert _until(game_point_puzzle()) == "after your move"
    assert _until(game_point_puzzle(until="turn")) == "when your turn is over"
    early = game_point_puzzle(until="game", early=True)
    assert _until(early) == "after each of your moves, and at the latest when the game ends"
    texts = [getattr(w, "value", "") for w in _walk(PuzzleBoard(early).widget)]
    assert any("after each of your moves" in t for t in texts if isinstance(t, str))


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


# ------------------------------------------------------- previews keep the answer
def test_winning_the_hand_a_puzzle_previews_the_declaration_not_what_it_wins():
    """Winning the Hand: hovering "declare win" in a puzzle says what declaring does, not that the hand wins;
    on a game's board (and for the coach) the preview stays whole."""
    from ogrelab.widgets import Session
    p = game_point_puzzle()
    s = PuzzleSession(p)
    _, _, previews = s.offer()
    whole = s.game.preview("declare win")
    assert "wins the hand" in whole and "wins the game" in whole
    assert previews["declare win"] == s.game.preview("declare win", outcome=False)
    assert "wins" not in previews["declare win"].replace("declares a win", "")
    drawn = s.drawing()
    assert "wins the hand" not in drawn and html.escape(previews["declare win"], quote=True) in drawn
    _, _, board = Session(p.game(), bots={1: "heuristic", 2: "heuristic", 3: "heuristic"}).offer()
    assert board["declare win"] == whole


def test_board_a_puzzle_table_and_buttons_carry_the_move_alone():
    """Play Phase: on the puzzle board the table's and the buttons' previews never say what scores."""
    b = PuzzleBoard(same_team_puzzle())
    g = b.game
    assert "for 21 points" in g.preview("play 10-Oafs right")          # what a game's board would say
    assert b.drawing.previews and b.actions.texts
    for text, preview in b.drawing.previews.items():
        assert preview == g.preview(text, outcome=False)
        assert "scores" not in preview and "points" not in preview and "turn ends" not in preview
    assert "scores" not in b.drawing.html and "21 points" not in b.drawing.html


def test_board_your_moves_say_the_move_alone_until_the_try_is_judged():
    """Scoring Phase: after the 6's first move the list of moves says where the card went, not what scored."""
    p = lessons.puzzle("ogre_cheerleaders", "six-chooses-the-opponent")
    b = PuzzleBoard(p)
    b.play("play 6-Lunks right")
    assert b.session.moves() == [("play 6-Lunks right", b.session.puzzle.begin()[1].preview("play 6-Lunks right",
                                                                                            outcome=False))]
    for text in p.solutions[0][1:]:
        b.play(text)
    assert b.session.done and "for 14 points" in b.details_box.value
