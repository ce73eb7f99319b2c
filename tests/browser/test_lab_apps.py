"""The design lab apps in chromium through Voila: a run of 200 deals shows its progress and
fills the charts; Stop keeps what was played; the results download as CSV and Parquet."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import ogrelab

GAMES = list(ogrelab.GAMES)
TIMEOUT = 60_000
#: 200 deals of random Ogre Bash (about 1,500 turns each) take 20 s here when quiet, minutes when busy
RUN_TIMEOUT = 240_000


def _open_lab(page, open_notebook, name: str):
    open_notebook(f"apps/{name}_lab.ipynb")
    lab = page.locator(".ogrelab-lab")
    lab.wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".ogrelab-lab-run").wait_for(state="visible", timeout=TIMEOUT)
    assert "import lab" not in page.inner_text("body")                       # no code shown
    return lab


def _seat_random_bots(page):
    pickers = page.locator(".ogrelab-lab-bot select")
    for i in range(pickers.count()):
        pickers.nth(i).select_option("random")


def _set_deals(page, n: int):
    box = page.locator(".ogrelab-lab-deals input")
    box.fill(str(n))
    box.press("Tab")


@pytest.mark.parametrize("name", GAMES)
def test_lab_runs_200_deals_with_progress_and_charts(page, open_notebook, name):
    _open_lab(page, open_notebook, name)
    _seat_random_bots(page)
    _set_deals(page, 200)
    page.locator(".ogrelab-lab-run button, button.ogrelab-lab-run").first.click()
    expect(page.locator(".ogrelab-lab-progress")).to_be_visible()
    expect(page.locator(".ogrelab-lab-status", has_text="done: 200 games")).to_have_count(1, timeout=RUN_TIMEOUT)
    chart = page.locator(".ogrelab-lab-chart-seats .js-plotly-plot")
    expect(chart).to_be_visible(timeout=TIMEOUT)
    expect(chart).to_contain_text("Win rate by seat")
    expect(page.locator(".ogrelab-lab-chart-length .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".ogrelab-lab-summary")).to_contain_text("deals to halve it")
    expect(page.locator(".ogrelab-lab-error")).to_be_hidden()
    assert page.console_errors == []


def test_lab_stop_keeps_what_was_played_and_offers_the_downloads(page, open_notebook):
    _open_lab(page, open_notebook, "ogre_bash")
    _seat_random_bots(page)
    _set_deals(page, 20_000)
    page.locator("button.ogrelab-lab-run").click()
    page.wait_for_function(
        "() => { const bar = document.querySelector('.ogrelab-lab-status');"
        " return bar && /^\\d+ of \\d+ games/.test(bar.textContent) && !/^0 of/.test(bar.textContent); }",
        timeout=TIMEOUT)
    stop = page.locator("button.ogrelab-lab-stop")
    expect(stop).to_be_enabled()
    stop.click()
    expect(page.locator(".ogrelab-lab-status", has_text="stopped:")).to_have_count(1, timeout=TIMEOUT)
    expect(page.locator("button.ogrelab-lab-run")).to_be_enabled()
    expect(page.locator(".ogrelab-lab-chart-seats .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    csv = page.locator(".ogrelab-lab-download a.ogrelab-lab-download-csv")
    expect(csv).to_be_visible(timeout=TIMEOUT)
    assert csv.get_attribute("href").startswith("data:text/csv;base64,")
    with page.expect_download() as got:
        page.locator(".ogrelab-lab-download a.ogrelab-lab-download-parquet").click()
    assert got.value.suggested_filename == "ogre_bash-run.parquet"
    expect(page.locator(".ogrelab-lab-error")).to_be_hidden()
    assert page.console_errors == []


def test_welcome_page_links_to_every_design_lab(page, open_notebook):
    open_notebook("welcome.ipynb")
    for name in GAMES:
        expect(page.locator(f'a[href$="apps/{name}_lab.ipynb"]')).to_have_count(1, timeout=TIMEOUT)
    page.locator('a[href$="apps/ogre_cheerleaders_lab.ipynb"]').click()
    page.locator(".ogrelab-lab-run").wait_for(state="visible", timeout=TIMEOUT)
    assert page.url.endswith("/voila/render/apps/ogre_cheerleaders_lab.ipynb")
