"""A newcomer's path in chromium: the welcome page, its links to every app, and a
whole game of each played through the board against the bots."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

import ogrelab

GAMES = list(ogrelab.GAMES)
MAX_CLICKS = 600


def test_welcome_page_links_to_every_app(page, open_notebook):
    for name in GAMES:
        open_notebook("welcome.ipynb")
        expect(page.locator(f'a[href$="apps/{name}.ipynb"]')).to_have_count(2, timeout=60_000)   # over and under
        link = page.locator(f'a[href$="apps/{name}.ipynb"]').first
        link.wait_for(state="visible", timeout=60_000)
        link.click()
        page.locator(".ogrelab-board").wait_for(state="visible", timeout=60_000)
        assert page.url.endswith(f"/voila/render/apps/{name}.ipynb")
        expect(page.locator(".ogrelab-action").first).to_be_visible(timeout=60_000)


def test_welcome_page_links_to_every_notebook(page, open_notebook):
    open_notebook("welcome.ipynb")
    for name in GAMES:
        for kind in ("rules", "explore"):
            expect(page.locator(f'a[href$="{name}/{kind}.ipynb"]')).to_have_count(1, timeout=60_000)


@pytest.mark.parametrize("name", GAMES)
def test_app_plays_a_whole_game_against_the_bots(page, open_app, ply, wait_ply, name):
    """The person takes the first offered decision each time; the bots answer; a result shows."""
    open_app(name)
    page.locator(".ogrelab-speed select").select_option("instant")   # the bots' replies at once
    page.locator(".ogrelab-view select").select_option(label="all seats")   # every card shown: so is the seed
    page.locator(".ogrelab-seed input").fill("7")          # a known game, the same every run
    page.locator(".ogrelab-new-game").click()
    # the seed is in the Advanced fold: opened, its line names the new game's seed
    page.get_by_text("Advanced", exact=True).click()
    page.wait_for_function("() => (document.querySelector('.ogrelab-seed-line') || {}).textContent === 'seed 7'",
                           timeout=60_000)
    wait_ply("n >= 0")
    result = page.locator(".ogrelab-result")
    for _ in range(MAX_CLICKS):
        if result.is_visible():
            break
        before = ply()
        _click_until_played(page, wait_ply, before)
    expect(result).to_be_visible()
    expect(result).to_contain_text("Game over")
    expect(page.locator(".ogrelab-action")).to_have_count(0)
    expect(page.locator(".ogrelab-error")).to_be_hidden()


def _click_until_played(page, wait_ply, before: int, tries: int = 3) -> None:
    """Click the first offered action until the move is played: a click that lands on the buttons
    of a position the kernel has already left is ignored by the board, as it should be, and a
    person would click again."""
    for attempt in range(tries):
        page.locator(".ogrelab-action").first.click()
        try:
            wait_ply(f"n > {before}", timeout=20_000)
            return
        except PlaywrightTimeout:
            if attempt == tries - 1:
                raise


#: Whether anything in the welcome page's pictures shows a pointer, or could take a click or the focus.
_TOUCHABLE = """() => [...document.querySelectorAll('.ogrelab-picture-table, .ogrelab-picture-table *')].filter(
  (el) => getComputedStyle(el).cursor === 'pointer' || getComputedStyle(el).pointerEvents !== 'none'
          || el.hasAttribute('data-action') || el.hasAttribute('tabindex')).length"""


def test_welcome_pages_previews_are_plainly_pictures_with_a_link_to_each_app(page, open_notebook):
    """Issue #28: a preview is a captioned picture (no pointer, nothing to touch) with a clear link beside it."""
    open_notebook("welcome.ipynb")
    pictures = page.locator("figure.ogrelab-picture")
    expect(pictures).to_have_count(len(GAMES), timeout=60_000)
    for name in GAMES:
        figure = page.locator(f"#picture-{name}")
        expect(figure.locator("figcaption")).to_contain_text("cannot be played here")
        play = figure.locator("a.ogrelab-picture-play")
        expect(play).to_have_attribute("href", f"apps/{name}.ipynb")
        assert play.evaluate("(a) => getComputedStyle(a).cursor") == "pointer"
        figure.locator(".ogrelab-picture-table").hover(force=True)
        assert figure.locator(".ogrelab-picture-table").evaluate("(el) => getComputedStyle(el).cursor") == "default"
    assert page.evaluate(_TOUCHABLE) == 0
    # the picture's link opens the app (the notebook's outputs open their links in a new tab)
    with page.context.expect_page() as opened:
        page.locator("#picture-ogre_bash a.ogrelab-picture-play").click()
    app = opened.value
    app.locator(".ogrelab-board").wait_for(state="visible", timeout=60_000)
    assert app.url.endswith("/voila/render/apps/ogre_bash.ipynb")
    app.close()
    assert page.console_errors == []
