"""The start (issue #28): Ogre's Delight begun as the rulebook sets up, and the guide to a first game.

Run with ``pytest tests/browser/test_start_and_guide.py -p no:playwright``.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import READY, TIMEOUT


def test_delight_set_up_as_the_rulebook_begins_with_the_draft_picked_by_touch(page, open_app, ply, wait_ply):
    """Set-up: "the draft" then "deck building", each pick a touch on the table."""
    open_app("ogres_delight")
    page.wait_for_function(READY, timeout=TIMEOUT)
    quick = page.locator(".ogrelab-start-way", has_text="Quick start")
    rulebook = page.locator(".ogrelab-start-way", has_text="Set up as the rulebook")
    expect(quick).to_have_class(re.compile(r"mod-primary"))    # the default, marked
    rulebook.click()
    wait_ply("n === 0")
    page.wait_for_function(READY, timeout=TIMEOUT)
    drawing = page.locator(".ogrelab-drawing")
    expect(drawing).to_contain_text("pick boss 1 of 2")
    expect(page.locator(".ogrelab-guide")).to_contain_text("Draft")
    bosses = drawing.locator("[data-key^='boss:'].ogrelab-clickable")
    expect(bosses).to_have_count(3)
    name = bosses.first.get_attribute("data-key").split(":", 1)[1]
    bosses.first.click()
    wait_ply("n >= 1")
    expect(page.locator(".ogrelab-moves")).to_contain_text(f"picks {name} as boss 1")
    expect(page.locator(".ogrelab-start")).to_be_hidden()          # a decision of the person stands
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []


def test_the_guide_shows_on_a_first_visit_and_skipping_it_lasts_a_reload(page, open_app):
    open_app("ogre_cheerleaders")
    page.wait_for_function(READY, timeout=TIMEOUT)
    guide = page.locator(".ogrelab-guide")
    expect(guide).to_be_visible()
    expect(guide).to_contain_text("Play Phase")
    expect(guide).to_contain_text("What to touch")
    page.locator(".ogrelab-guide-skip").click()
    expect(guide).to_be_hidden()
    expect(page.locator(".ogrelab-guide-on")).to_be_visible()
    page.reload(wait_until="domcontentloaded")
    page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    expect(page.locator(".ogrelab-guide-on")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".ogrelab-guide")).to_be_hidden()
    page.locator(".ogrelab-guide-on").click()                     # Guide me: back on
    expect(page.locator(".ogrelab-guide")).to_be_visible()
    assert page.console_errors == []
