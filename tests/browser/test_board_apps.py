"""Each game's Voila app in chromium: a person clicks an action, undoes it, steps.

Uses the fixtures of ``conftest.py`` here; run with
``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import expect

import ogrelab

GAMES = list(ogrelab.GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_app_click_undo_step(page, open_app, ply, wait_ply, name):
    open_app(name)
    action = page.locator(".ogrelab-action").first
    action.wait_for(state="visible")
    start = ply()  # bots may have opened the game
    action.click()
    wait_ply(f"n > {start}")
    undo = page.locator(".ogrelab-undo")
    expect(undo).to_be_enabled()
    undo.click()
    wait_ply(f"n === {start}")
    page.locator(".ogrelab-step").click()
    wait_ply(f"n === {start + 1}")
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    # the standings chart is drawn, not empty (plotly FigureWidget inside a box)
    expect(page.locator(".ogrelab-chart .scatterlayer .trace").first).to_be_attached()
    expect(page.locator(".ogrelab-log li").last).to_be_visible()
    assert page.console_errors == []


def test_app_save_link_and_a_bad_file_refused(page, open_app, ply):
    name = GAMES[0]
    open_app(name)
    page.get_by_text("Save and load", exact=True).click()
    link = page.locator(".ogrelab-save a")
    expect(link).to_have_attribute("download", re.compile(rf"^{name}-\d+\.json$"))
    assert link.get_attribute("href").startswith("data:application/json;base64,")
    before = ply()
    with page.expect_file_chooser() as chooser:
        page.locator(".ogrelab-load").click()
    chooser.value.set_files({"name": "broken.json", "mimeType": "application/json", "buffer": b"{not json"})
    error = page.locator(".ogrelab-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("not valid JSON")
    assert ply() == before
    # a good file loads: the same game, one step further
    record = {"game": name, "seed": 5, "actions": [], "options": {}}
    with page.expect_file_chooser() as chooser:
        page.locator(".ogrelab-load").click()
    chooser.value.set_files({"name": "good.json", "mimeType": "application/json",
                             "buffer": json.dumps(record).encode()})
    expect(error).to_be_hidden()
    expect(page.locator(".ogrelab-status")).to_contain_text("seed 5")


def test_app_autoplay_and_pause(page, open_app, ply, wait_ply):
    open_app(GAMES[0])
    page.locator(".ogrelab-speed select").select_option(label="fastest")
    start = ply()
    button = page.locator(".ogrelab-autoplay")
    button.click()
    wait_ply(f"n >= {start + 3}")
    button.click()  # pause
    expect(button).to_have_text("Auto-play")
    time.sleep(0.5)
    paused = ply()
    time.sleep(1.5)
    assert ply() == paused
    expect(page.locator(".ogrelab-error")).to_be_hidden()
