"""The lessons page in Voila: a puzzle of each game solved on the table, a wrong try explained, progress kept,
a preview that keeps the answer and a solution shown one move at a time.

The puzzles are the games' own files (``ogrelab.lessons``); the moves of a
known solution are made as a learner makes them: a click on the table's
``data-action`` element, a card picked (``data-pick``) and placed on its
outlined target, or, for what the table does not show, the action button.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

import ogrelab
from conftest import server_log_tail
from ogrelab import lessons
from ogrelab.core import touch

TIMEOUT = 60_000


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _how(p, done: list[str], text: str) -> tuple:
    """How ``text`` is made after the moves ``done``: ("click", text), ("pick", first, second) or ("button", text)."""
    t = touch(p.attempt(done).game.legal_actions())
    if text in t.click.values():
        return ("click", text)
    for first, targets in t.pick.items():
        for second, action in targets.items():
            if action == text:
                return ("pick", first, second)
    return ("button", text)


def _on_table(p) -> bool:
    sol = p.solutions[0]
    return all(_how(p, sol[:i], a)[0] != "button" for i, a in enumerate(sol))


def _puzzles(name: str) -> list:
    try:
        return [q for qs in lessons.sections(name).values() for q in qs]
    except ValueError as e:
        pytest.skip(f"{name}: its puzzles cannot be read ({e})")


def _wait_ply(page, n: int) -> None:
    page.wait_for_function(
        "(n) => { const el = document.querySelector('.ogrelab-puzzle .ogrelab-drawing');"
        " if (!el || el.getAttribute('data-ply') !== String(n)) return false;"
        " const bar = document.querySelector('.ogrelab-puzzle .ogrelab-actions');"
        " return !bar || bar.getAttribute('data-ply') === String(n); }", arg=n, timeout=TIMEOUT)


def _make(page, p, done: list[str], text: str) -> None:
    """Make one move of the seat on the page as a learner does, and wait for the reply to be drawn."""
    board = page.locator(".ogrelab-puzzle")
    how = _how(p, done, text)
    if how[0] == "click":
        board.locator(f".ogrelab-drawing [data-action={_quote(text)}].ogrelab-clickable").first.click()
    elif how[0] == "pick":
        board.locator(f".ogrelab-drawing [data-pick={_quote(how[1])}].ogrelab-clickable").first.click()
        board.locator(f".ogrelab-drawing [data-key={_quote(how[2])}].ogrelab-target").first.click()
    else:
        board.locator(f".ogrelab-actions button.ogrelab-action[data-action={_quote(text)}]").click()
    _wait_ply(page, p.attempt(done + [text]).game.ply)


def _open_puzzle(page, open_notebook, p) -> None:
    open_notebook("apps/lessons.ipynb")
    # the module's first page may wait for a kernel still being warmed on a busy 2-core machine
    page.locator(".ogrelab-lessons").wait_for(state="visible", timeout=2 * TIMEOUT)
    page.locator(f".ogrelab-lessons-game-{p.name}").click()
    page.locator(f".ogrelab-lesson-{p.name}-{p.id}").click()
    page.locator(".ogrelab-puzzle .ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    _wait_ply(page, p.begin()[1].ply)


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_solve_a_puzzle_of_each_game_on_the_table_and_the_mark_survives_a_reload(page, open_notebook, name):
    ps = _puzzles(name)
    if not ps:
        pytest.skip(f"{name} has no puzzles yet")
    p = next((q for q in ps if _on_table(q)), ps[0])
    _open_puzzle(page, open_notebook, p)
    board = page.locator(".ogrelab-puzzle")
    expect(board.locator(".ogrelab-puzzle-goal")).to_contain_text(p.goal, timeout=TIMEOUT)
    done: list[str] = []
    for text in p.solutions[0]:
        _make(page, p, done, text)
        done.append(text)
    page.locator(".ogrelab-puzzle.ogrelab-puzzle-solved").wait_for(state="visible", timeout=TIMEOUT)
    reply = board.locator(".ogrelab-puzzle-reply")       # drawn by the kernel a moment after: waited for
    expect(reply).to_contain_text("Solved", timeout=TIMEOUT)
    expect(reply).to_contain_text("Why it works.", timeout=TIMEOUT)
    page.locator(".ogrelab-lessons-back").click()
    mark = page.locator(f".ogrelab-lesson-{name}-{p.id}.ogrelab-lesson-solved")
    mark.wait_for(state="visible", timeout=TIMEOUT)
    page.reload(wait_until="domcontentloaded", timeout=2 * TIMEOUT)
    # a fresh kernel runs the page again: on a loaded machine, with the warm pool refilling, that is slow
    try:
        page.locator(".ogrelab-lessons").wait_for(state="visible", timeout=3 * TIMEOUT)
    except PlaywrightTimeout:
        raise AssertionError(f"the lessons page did not come back within {3 * TIMEOUT // 1000} s of the reload; "
                             f"console errors: {page.console_errors}; the server's log ends:\n"
                             f"{server_log_tail()}") from None
    tab = page.locator(f".ogrelab-lessons-game-{name}")
    # kept in the browser's storage: once it has reached the fresh kernel, the game's button
    # counts the puzzle solved; a click before then could be lost while the page settles
    expect(tab).to_contain_text(re.compile(r"\([1-9]\d* of \d+ solved\)"), timeout=2 * TIMEOUT)
    tab.click()
    try:
        mark.wait_for(state="visible", timeout=TIMEOUT)
    except PlaywrightTimeout:
        tab.click()                                      # as a person would, once more
        mark.wait_for(state="visible", timeout=TIMEOUT)
    assert page.console_errors == []


def _wrong_first_move(p):
    """A first move that ends the try without meeting the goal, and the try it makes."""
    for a in p.begin()[1].legal_actions():
        t = p.attempt([a.text])
        if t.done and not t.solved:
            return a.text, t
    return None, None


def test_a_wrong_try_says_why_and_retry_starts_again(page, open_notebook):
    found = None
    for name in ogrelab.GAMES:
        try:
            ps = [q for qs in lessons.sections(name).values() for q in qs]
        except ValueError:
            continue
        for q in ps:
            text, t = _wrong_first_move(q)
            if text is not None:
                found = (q, text, t)
                break
        if found:
            break
    if found is None:
        pytest.skip("no puzzle has a wrong first move that ends the try")
    p, text, t = found
    _open_puzzle(page, open_notebook, p)
    _make(page, p, [], text)
    wrong = page.locator(".ogrelab-puzzle-status.ogrelab-puzzle-wrong")
    wrong.wait_for(state="visible", timeout=TIMEOUT)
    said = " ".join(wrong.inner_text().split())
    assert said.startswith("Not solved") and " ".join(t.why.split()) in said and "Retry" in said
    assert page.locator(".ogrelab-puzzle.ogrelab-puzzle-solved").count() == 0
    page.locator(".ogrelab-puzzle-retry").click()
    _wait_ply(page, p.begin()[1].ply)
    page.locator(".ogrelab-puzzle-status:not(.ogrelab-puzzle-wrong)").wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".ogrelab-puzzle-hint").click()
    page.locator(".ogrelab-puzzle-hints li").first.wait_for(state="visible", timeout=TIMEOUT)
    assert page.locator(".ogrelab-puzzle-hints li").count() == 1
    assert page.console_errors == []


def test_a_puzzle_keeps_its_answer_then_shows_the_solution_one_move_at_a_time(page, open_notebook):
    """Cast (Ogre's Delight): hovering Crushing Blow says which skill goes at whom, not that King Rotjaw falls;
    Show solution goes back to the start and Next move plays each move of the solution, saying what it did,
    until the solved position and its explanation."""
    p = lessons.puzzle("ogres_delight", "one-foundation")
    sol = p.solutions[0]
    start = p.begin()[1]
    whole, move = start.preview(sol[0]), start.preview(sol[0], outcome=False)
    assert "kills King Rotjaw" in whole and "kills" not in move
    _open_puzzle(page, open_notebook, p)
    board = page.locator(".ogrelab-puzzle")
    board.locator(f".ogrelab-actions button.ogrelab-action[data-action={_quote(sol[0])}]").hover()
    line = board.locator(".ogrelab-actions .ogrelab-preview")
    page.wait_for_function("(t) => { const l = document.querySelector('.ogrelab-puzzle .ogrelab-actions "
                           ".ogrelab-preview'); return l && l.textContent.includes(t); }", arg=move, timeout=TIMEOUT)
    assert "kills" not in line.inner_text()
    page.locator(".ogrelab-puzzle-solution").click()
    step = page.locator(".ogrelab-puzzle-step")
    step.wait_for(state="visible", timeout=TIMEOUT)
    said_now = ("(t) => document.querySelector('.ogrelab-puzzle-status').textContent"
                ".split(/\\s+/).join(' ').includes(t)")
    # the kernel draws the status a moment after the step button shows: wait for it, as a person reads it
    page.wait_for_function(said_now, arg=f"Press Next move to play the first: {sol[0]}.", timeout=TIMEOUT)
    for k, text in enumerate(sol, 1):
        step.click()
        _wait_ply(page, p.attempt(sol[:k]).game.ply)
        page.wait_for_function("(t) => document.querySelector('.ogrelab-puzzle-status').textContent.includes(t)",
                               arg=f"Move {k} of {len(sol)}, {text}", timeout=TIMEOUT)
    board.locator(".ogrelab-puzzle-explanation").wait_for(state="visible", timeout=TIMEOUT)
    page.wait_for_function(said_now, arg="That meets the goal. King Rotjaw has fallen.", timeout=TIMEOUT)
    assert "kills King Rotjaw" in " ".join(board.locator(".ogrelab-puzzle-moves").inner_text().split())
    step.wait_for(state="hidden", timeout=TIMEOUT)
    expect(page.locator(".ogrelab-puzzle.ogrelab-puzzle-shown")).to_have_count(1, timeout=TIMEOUT)
    expect(page.locator(".ogrelab-puzzle.ogrelab-puzzle-solved")).to_have_count(0)     # shown is not solved
    assert page.console_errors == []
