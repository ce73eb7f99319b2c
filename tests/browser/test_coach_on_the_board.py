"""The coach on an app in chromium: the Hint is off until pressed, then ranks the person's actions
and outlines the best one; Review shows its progress and lists the decisions with their labels.

Uses the fixtures of ``conftest.py`` here; run with ``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

from playwright.sync_api import expect

TIMEOUT = 60_000


def test_hint_is_off_until_pressed_then_ranks_and_outlines_the_best_action(page, open_app):
    open_app("ogre_cheerleaders")
    hint = page.locator(".ogrelab-hint")
    expect(hint).to_be_visible()
    expect(page.locator(".ogrelab-hint-table")).to_have_count(0)
    hint.click()
    table = page.locator(".ogrelab-hint-table")
    expect(table).to_be_visible(timeout=TIMEOUT)
    best = page.locator(".ogrelab-hint-best td").nth(1).inner_text().strip()
    button = page.locator(f'.ogrelab-actions [data-action="{best}"]')
    expect(button).to_be_visible()
    assert "solid" in button.evaluate("b => getComputedStyle(b).outlineStyle")
    rows = page.locator(".ogrelab-hint-table tr").count() - 1
    buttons = page.locator(".ogrelab-action").count()
    assert rows == min(buttons, 8)
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []


def test_review_reports_the_persons_decisions(page, open_app, ply, wait_ply):
    open_app("ogres_delight")
    for _ in range(3):
        start = ply()
        page.locator(".ogrelab-action").first.click()
        wait_ply(f"n > {start}")
    page.locator(".ogrelab-review").click()
    summary = page.locator(".ogrelab-review-summary")
    expect(summary).to_contain_text("Review of", timeout=TIMEOUT)
    expect(summary).to_contain_text("decision", timeout=TIMEOUT)
    expect(page.locator(".ogrelab-review-progress")).to_be_hidden()
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []
