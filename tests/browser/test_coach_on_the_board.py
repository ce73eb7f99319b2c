"""The coach on an app in chromium: the Hint is off until pressed, then ranks the person's actions
beside the table and outlines the best on the card the person picks up first; Review shows its
progress, draws the win chance over the game with the marked moves, and a jump to a marked move
says what was better and outlines it on the table.

Uses the fixtures of ``conftest.py`` here; run with ``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

TIMEOUT = 60_000


def _outlined(locator) -> str:
    return locator.evaluate("n => getComputedStyle(n).outlineStyle + ' ' + getComputedStyle(n).outlineColor")


def _a_blunder_to_review() -> dict:
    """Ogre Cheerleaders, two players: seat 0 opens with 10-Oafs to the right, where 10-Grunts to
    the left scores 19 points and a bonus play (#1 Play Phase)."""
    from ogrelab.analysis import coach
    record = coach.bot_game("ogre_cheerleaders", seed=1, bots=["random", "heuristic"], options={"players": 2})
    assert record["actions"][0] == "play 10-Oafs right"
    return {**record, "actions": record["actions"][:1]}


def _last_turn() -> dict:
    """Seat 1's last turn, tied on points with fewer cards: only the 7 beside the 7 scores and wins
    (#1 Play Phase: a card from the hand, then the end it goes to)."""
    from ogrelab.games.ogre_cheerleaders import positions as cheer
    return cheer.position(field=["3-Oafs", "7-Brutes"], bench=[], hands=[["6-Grunts"], ["7-Grunts", "2-Lunks"]],
                          deck=[], seat=1, turn=20, began_with_empty_deck=True,
                          piles=[["6-Oafs", "6-Lunks", "4-Oafs", "4-Grunts"], ["10-Oafs", "10-Lunks"]]).to_dict()


def test_hint_is_off_until_pressed_then_ranks_beside_the_table_and_outlines_what_is_touched_first(
        page, open_app, upload, wait_ply):
    open_app("ogre_cheerleaders")
    hint = page.locator(".ogrelab-hint")
    expect(hint).to_be_visible()
    expect(page.locator(".ogrelab-hint-table")).to_have_count(0)
    # a person at seat 1, seen as seat 1, at its last turn
    page.locator(".ogrelab-seat select").nth(1).select_option(label="human")
    page.locator(".ogrelab-view select").select_option(label="Seat 1")
    page.get_by_text("Save and load", exact=True).click()
    upload("last-turn.json", json.dumps(_last_turn()).encode())
    expect(page.locator(".ogrelab-action")).to_have_count(4, timeout=TIMEOUT)
    hint.click()
    table = page.locator(".ogrelab-hint-table")
    expect(table).to_be_visible(timeout=TIMEOUT)
    # beside the table, within the window, compact
    box, drawing = table.bounding_box(), page.locator(".ogrelab-drawing").bounding_box()
    assert box["x"] >= drawing["x"] + drawing["width"] - 5
    assert box["y"] + box["height"] <= 900 and box["width"] <= 400
    assert page.locator(".ogrelab-hint-table tr[data-hint-action]").count() == 4
    assert "standing" not in page.locator(".ogrelab-hint-box").inner_text()
    expect(page.locator(".ogrelab-coach-head").first).to_contain_text("Best: play 7-Grunts right")
    expect(page.locator(".ogrelab-hint-group").nth(1)).to_contain_text("clearly worse (3")
    # outlined where the person touches first: the hand card; dashed where it goes
    card = page.locator('.ogrelab-drawing [data-pick="hand:7-Grunts"]')
    end = page.locator('.ogrelab-drawing [data-key="end:right"]')
    assert "dotted" in _outlined(card) and "230, 73, 128" in _outlined(card)
    assert "dashed" in _outlined(end) and "230, 73, 128" in _outlined(end)
    # Think longer adds worlds to those the hint has at every press: a second press looks further
    box_text = page.locator(".ogrelab-hint-box")
    counts = [_worlds(box_text.inner_text())]
    for _ in range(2):
        page.locator(".ogrelab-hint-longer").click()
        expect(box_text).to_contain_text("dealing more worlds", timeout=TIMEOUT)
        expect(table).to_be_visible(timeout=TIMEOUT)
        counts.append(_worlds(box_text.inner_text()))
    assert counts[0] < counts[1] < counts[2], f"worlds after each press: {counts}"
    expect(page.locator(".ogrelab-coach-head").first).to_contain_text("Best: play 7-Grunts right")
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []


def _worlds(text: str) -> int:
    """The worlds the hint's foot says it dealt."""
    found = re.search(r"over ([\d,]+) worlds", text)
    assert found, f"the hint does not say its worlds: {text!r}"
    return int(found.group(1).replace(",", ""))


def test_review_draws_the_win_chance_and_a_jump_outlines_the_better_move(page, open_app, upload, ply,
                                                                          wait_ply):
    open_app("ogre_cheerleaders")
    page.get_by_text("Save and load", exact=True).click()
    upload("blunder.json", json.dumps(_a_blunder_to_review()).encode())
    wait_ply("n >= 1")
    # the progress bar's own width, read while it shows (it shows the count beside a bar)
    page.evaluate("""() => { window.widestBar = 0; setInterval(() => {
        const bar = document.querySelector('.ogrelab-review-progress .progress');
        if (bar && bar.offsetParent) window.widestBar = Math.max(window.widestBar, bar.getBoundingClientRect().width);
    }, 40); }""")
    page.locator(".ogrelab-review").click()
    summary = page.locator(".ogrelab-review-summary")
    expect(summary).to_contain_text("Review of Seat 0", timeout=TIMEOUT)
    expect(summary).to_contain_text("1 decisions with a choice", timeout=3 * TIMEOUT)
    expect(page.locator(".ogrelab-review-progress")).to_be_hidden()
    assert page.evaluate("window.widestBar") >= 150
    # the chart: the win chance over the game, the marked move on it
    chart = page.locator(".ogrelab-review-chart .js-plotly-plot")
    expect(chart).to_be_visible(timeout=TIMEOUT)
    # the whole chart inside the side column: none of it cut off at the column's edge
    column, svg = page.locator(".ogrelab-review-chart").bounding_box(), chart.locator(".main-svg").first.bounding_box()
    assert svg["x"] + svg["width"] <= column["x"] + column["width"] + 1
    expect(chart.locator(".legendtext", has_text="with the move played")).to_have_count(1)
    mark = page.locator(".ogrelab-review-move")
    expect(mark).to_have_count(1)
    expect(chart.locator(".legendtext", has_text=mark.inner_text().split(": ")[1])).to_have_count(1)
    # a person scrolled down to the review's list: the jump brings the outlined better move into the window
    page.mouse.move(700, 500)
    page.mouse.wheel(0, 5000)
    page.wait_for_timeout(300)
    mark.click()
    wait_ply("n === 0")
    note = page.locator(".ogrelab-review-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("you played play 10-Oafs right")
    expect(note).to_contain_text("outlined in violet")
    # the better move in words, from both moves' previews, and outlined on the table
    better = re.search(r"Better was 'play (\S+) (left|right)' \(\S+ goes to the \2 end", note.inner_text())
    assert better and re.search(r"against \d+% for 'play 10-Oafs right' \(10-Oafs goes to the right end",
                                note.inner_text())
    card = page.locator(f'.ogrelab-drawing [data-pick="hand:{better[1]}"]')
    end = page.locator(f'.ogrelab-drawing [data-key="end:{better[2]}"]')
    assert "dotted" in _outlined(card) and "112, 72, 232" in _outlined(card)
    assert "dashed" in _outlined(end) and "112, 72, 232" in _outlined(end)
    page.wait_for_function(f"""() => {{ const r = document.querySelector('.ogrelab-drawing [data-pick="hand:{better[1]}"]')
                                       .getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }}""")
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []
