"""The learner's other path: the same notebooks opened and run in JupyterLab.

A board must draw and play inside Lab, and a notebook run cell by cell must
show its progress bar and plotly charts there, not only in Voila.
"""

from __future__ import annotations

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

TIMEOUT = 60_000  # ms: Lab and its kernel take seconds on two cores


def open_in_lab(page, lab_url, path: str):
    # ?reset: a fresh layout, not the tabs an earlier test left open
    page.goto(f"{lab_url}/lab/tree/{path}?reset", wait_until="domcontentloaded")
    page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(state="visible", timeout=TIMEOUT)
    # the kernel is ready when the status bar says so
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for(state="visible",
                                                                          timeout=TIMEOUT)


def test_lab_runs_an_app_notebook_and_its_board_plays(page, lab_url, ply, wait_ply):
    open_in_lab(page, lab_url, "apps/ogre_bash.ipynb")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    board = page.locator(".ogrelab-board")
    board.wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    before = ply()
    page.locator(".ogrelab-action").first.click()
    assert wait_ply(f"n > {before}") > before
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert not page.console_errors


def test_lab_runs_an_explore_notebook_cell_by_cell_to_a_chart(page, lab_url):
    """Shift+Enter from the top, as a reader does, until the first plotly chart shows."""
    open_in_lab(page, lab_url, "ogre_cheerleaders/explore.ipynb")
    page.locator(".jp-NotebookPanel .jp-Cell").first.click()
    page.keyboard.press("Escape")
    chart = page.locator(".jp-OutputArea .js-plotly-plot")
    for _ in range(8):
        page.keyboard.press("Shift+Enter")
        try:
            chart.first.wait_for(state="visible", timeout=5_000)
            break
        except PlaywrightTimeout:
            continue
    chart.first.wait_for(state="visible", timeout=TIMEOUT)
    expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
           .filter(has_text="Error")).to_have_count(0)
    # the chart's axes are labelled
    expect(chart.first.locator(".ytitle")).to_have_count(1)
    assert not page.console_errors


def test_lab_shows_a_six_column_zombies_board_whole_its_side_column_beside_or_below(page, lab_url, wait_ply):
    """In Lab's notebook width a 6-column Zombies board is not clipped under the controls: they go below it.

    The preview floats beside the thing in Lab too, where a cell (not the window) holds fixed boxes.
    """
    from test_layout import near, not_under_the_side_column, ready, six_columns

    open_in_lab(page, lab_url, "apps/zombies_vs_cheerleaders.ipynb")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    ready(page)
    six_columns(page, wait_ply)
    page.locator(".ogrelab-drawing").scroll_into_view_if_needed()
    not_under_the_side_column(page, "Lab, 6 columns")
    thing = page.locator(".ogrelab-drawing [data-action].ogrelab-clickable").first
    thing.hover()
    tip = page.locator(".ogrelab-drawing .ogrelab-tip")
    expect(tip).to_be_visible()
    assert near(tip.bounding_box(), thing.bounding_box()), (tip.bounding_box(), thing.bounding_box())
    assert not page.console_errors
