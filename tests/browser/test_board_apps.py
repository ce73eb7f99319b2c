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
from conftest import TIMEOUT

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
    # the standings chart is drawn when opened, not empty (plotly FigureWidget inside a box)
    expect(page.locator(".ogrelab-chart .scatterlayer .trace")).to_have_count(0)
    page.get_by_text("Standings chart", exact=True).click()
    # plotly's 5 MB script reaches the page through the kernel once the chart opens: slow on a loaded machine
    expect(page.locator(".ogrelab-chart .scatterlayer .trace").first).to_be_attached(timeout=2 * TIMEOUT)
    # titled by what the game measures ("Fists and ... by move"), not a bare "standing"
    expect(page.locator(".ogrelab-chart .gtitle")).to_have_text(re.compile(r"^[A-Z].* by move$"))
    expect(page.locator(".ogrelab-chart .gtitle")).not_to_have_text("Standing by move")
    page.locator(".ogrelab-step").click()  # a move after opening extends the chart
    wait_ply(f"n === {start + 2}")
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    expect(page.locator(".ogrelab-moves .ogrelab-events li").last).to_be_visible()
    assert page.console_errors == []


def test_app_save_link_and_a_bad_file_refused(page, open_app, ply, upload):
    name = GAMES[0]
    open_app(name)
    page.get_by_text("Save and load", exact=True).click()
    link = page.locator(".ogrelab-save a")
    # while the person plays against hidden cards the file name keeps the seed out, and the board says what it holds
    expect(link).to_have_attribute("download", re.compile(rf"^{name}-move-\d+\.json$"))
    expect(page.locator(".ogrelab-save-note")).to_contain_text("holds the game's seed")
    # the seed line is in the Advanced fold (one fold opens at a time: then back to Save and load)
    page.locator(".ogrelab-panels .jupyter-widget-Collapse-header", has_text="Advanced").click()
    expect(page.locator(".ogrelab-seed-line")).to_contain_text("seed hidden until the game ends")
    page.get_by_text("Save and load", exact=True).click()
    assert link.get_attribute("href").startswith("data:application/json;base64,")
    before = ply()
    upload("broken.json", b"{not json")
    error = page.locator(".ogrelab-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("not valid JSON")
    assert ply() == before
    # a good file loads: the same game, one step further
    record = {"game": name, "seed": 5, "actions": [], "options": {}}
    upload("good.json", json.dumps(record).encode())
    expect(error).to_be_hidden()
    page.locator(".ogrelab-view select").select_option(label="all seats")
    page.locator(".ogrelab-panels .jupyter-widget-Collapse-header", has_text="Advanced").click()
    expect(page.locator(".ogrelab-seed-line")).to_contain_text("seed 5")


def test_app_refuses_a_file_over_the_limit_in_the_page(page, open_app, ply, upload):
    open_app(GAMES[0])
    page.get_by_text("Save and load", exact=True).click()
    before = ply()
    big = b" " * 6_000_000  # over the 5 MB limit, under the websocket's 10 MiB
    upload("big.json", big)
    note = page.locator(".ogrelab-load-note")
    expect(note).to_contain_text("big.json is 6.00 MB: the board reads save files of at most 5.00 MB")
    expect(page.locator(".ogrelab-error")).to_contain_text("at most 5,000,000 bytes")
    assert ply() == before


def test_app_autoplay_and_pause(page, open_app, ply, wait_ply):
    open_app(GAMES[0])
    page.locator(".ogrelab-speed select").select_option(label="fast")
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
