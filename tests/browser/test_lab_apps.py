"""The design lab apps in chromium through Voila: the first question, "is the first player
favoured?" (which side is, in a game of sides), answered by clicking; a run of 200 deals shows
its progress and fills the charts; Stop keeps what was played; the results download as CSV
and Parquet."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import ogrelab
from conftest import server_log_tail

GAMES = list(ogrelab.GAMES)
TIMEOUT = 60_000
#: 200 deals of random Ogre Bash (about 1,500 turns each) take 20 s here when quiet, minutes when busy
RUN_TIMEOUT = 240_000
#: The most deals an answer plays here, with the heuristic bots on 2 workers. Ogre Cheerleaders'
#: first player leads by +7.3 percentage points [5.1, 9.4] (4,000 deals): 1,600 deals tell "yes" with room
#: to spare (95 % half-width 2.8 points), in about 70 s when quiet; the other games are quick.
ASK_DEALS = {"ogre_cheerleaders": 1600}
ASK_TIMEOUT = 600_000          # a loaded 2-core CI machine takes minutes


def _open_lab(page, open_notebook, name: str):
    open_notebook(f"apps/{name}_lab.ipynb")
    lab = page.locator(".ogrelab-lab")
    lab.wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".ogrelab-lab-run").wait_for(state="visible", timeout=TIMEOUT)
    assert "import lab" not in page.inner_text("body")                       # no code shown
    return lab


def _wait_for_status(page, text: str):
    """Wait for the run's status line to say ``text``; if it never does, fail with what the page
    said instead (its status, progress and error), so a stalled run tells where it stopped."""
    try:
        expect(page.locator(".ogrelab-lab-status", has_text=text)).to_have_count(1, timeout=RUN_TIMEOUT)
    except AssertionError:
        said = page.evaluate("""() => ({
            status: document.querySelector('.ogrelab-lab-status')?.innerText,
            progress: document.querySelector('.ogrelab-lab-progress .progress-bar')?.style.width,
            error: document.querySelector('.ogrelab-lab-error')?.innerText,
            run: document.querySelector('button.ogrelab-lab-run')?.disabled,
            stop: document.querySelector('.ogrelab-lab-stop button, button.ogrelab-lab-stop')?.disabled})""")
        raise AssertionError(f"the status never said {text!r} in {RUN_TIMEOUT // 1000} s; the page: {said}; "
                             f"console errors: {page.console_errors}; the server's log ends:\n{server_log_tail()}") from None


def _seat_random_bots(page):
    """The random bot in every seat shown; chosen again where the kernel redrew a picker meanwhile
    (a mode just chosen lays out its pickers anew), so that no seat keeps its old bot."""
    pickers = page.locator(".ogrelab-lab-bot select")
    for _ in range(4):
        for i in range(pickers.count()):
            pickers.nth(i).select_option("random")
        page.wait_for_timeout(700)
        shown = [pickers.nth(i).input_value() for i in range(pickers.count())]
        if shown and set(shown) == {"random"}:
            return
    raise AssertionError(f"chose the random bot in every seat; the pickers show {shown}")


def _set(page, hook: str, n: int):
    """Type ``n`` into a number box; typed again if the kernel's answer to an earlier change (a mode
    chosen: its default deals) arrives after it and puts the old value back."""
    box = page.locator(f".{hook} input")
    for _ in range(4):
        box.fill(str(n))
        box.press("Tab")
        page.wait_for_timeout(700)
        if box.input_value() == str(n):
            return
    raise AssertionError(f"{hook}: typed {n}, the box shows {box.input_value()}")


def _set_deals(page, n: int):
    _set(page, "ogrelab-lab-deals", n)


def _choose_mode(page, mode: str):
    page.locator(".ogrelab-lab-mode").get_by_role("button", name=mode, exact=True).click()
    expect(page.locator("button.ogrelab-lab-run")).to_have_text(mode)


def _rate(sentence: str, side: str) -> float:
    return float(re.search(rf"the {side} wins? (\d+\.\d) %", sentence)[1])


def _check_first_player(sentence: str):
    """Ogre Cheerleaders between equal heuristic bots: +7.3 percentage points of win rate [5.1,
    9.4] on 4,000 deals."""
    assert sentence.startswith("Yes, the first player is favoured"), sentence
    assert 3 <= float(re.search(r"an advantage of ([+-]\d+\.\d) percentage points", sentence)[1]) <= 12, sentence


def _check_no_clear_advantage(sentence: str):
    assert sentence.startswith("No clear advantage"), sentence


def _check_boss(sentence: str):
    assert sentence.startswith("A game of sides") and "first player" not in sentence, sentence
    assert 50 <= _rate(sentence, "Boss") <= 64 and _rate(sentence, "Heroes") < 50, sentence


def _check_zombies(sentence: str):
    assert sentence.startswith("A game of sides") and "first player" not in sentence, sentence
    assert 50 <= _rate(sentence, "Zombies") <= 64 and _rate(sentence, "Cheerleaders") < 50, sentence


ANSWERS = {"ogre_cheerleaders": ("Is the first player favoured?", _check_first_player),
           "ogre_bash": ("Is the first player favoured?", _check_no_clear_advantage),
           "ogres_delight": ("Which side is favoured?", _check_boss),
           "zombies_vs_cheerleaders": ("Which side is favoured?", _check_zombies)}


@pytest.mark.parametrize("name", GAMES)
def test_lab_answers_is_the_first_player_favoured_by_clicking(page, open_notebook, name):
    question, check = ANSWERS[name]
    _open_lab(page, open_notebook, name)
    expect(page.locator(".ogrelab-lab-mode-help")).to_contain_text(question)     # the first question
    expect(page.locator(".ogrelab-lab-bot select").first).to_have_value("heuristic")
    _set(page, "ogrelab-lab-workers", 2)
    _set(page, "ogrelab-lab-cap", ASK_DEALS.get(name, 800))
    page.locator("button.ogrelab-lab-run").click()
    status = page.locator(".ogrelab-lab-status")
    expect(status).not_to_contain_text("done")
    expect(page.locator(".ogrelab-lab-progress")).to_be_visible()
    expect(status).to_contain_text("done:", timeout=ASK_TIMEOUT)
    answer = page.locator(".ogrelab-lab-answer")
    expect(answer).to_contain_text(question)
    check(answer.locator(".ogrelab-lab-sentence").inner_text())
    expect(answer.locator(".ogrelab-lab-deals-behind")).to_contain_text("deals (")
    expect(page.locator(".ogrelab-lab-chart-seats .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".ogrelab-lab-error")).to_be_hidden()
    assert page.console_errors == []


@pytest.mark.parametrize("name", GAMES)
def test_lab_runs_200_deals_with_progress_and_charts(page, open_notebook, name):
    _open_lab(page, open_notebook, name)
    _choose_mode(page, "Run")
    _seat_random_bots(page)
    _set_deals(page, 200)
    page.locator(".ogrelab-lab-run button, button.ogrelab-lab-run").first.click()
    expect(page.locator(".ogrelab-lab-progress")).to_be_visible()
    _wait_for_status(page, "done: 200 games")
    chart = page.locator(".ogrelab-lab-chart-seats .js-plotly-plot")
    expect(chart).to_be_visible(timeout=TIMEOUT)
    sides = ogrelab.core.game_class(name).SIDES is not None
    expect(chart).to_contain_text("Win rate by side" if sides else "Win rate by seat")
    expect(page.locator(".ogrelab-lab-chart-length .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".ogrelab-lab-summary")).to_contain_text("deals to halve it")
    expect(page.locator(".ogrelab-lab-error")).to_be_hidden()
    assert page.console_errors == []


def test_lab_stop_keeps_what_was_played_and_offers_the_downloads(page, open_notebook):
    _open_lab(page, open_notebook, "ogre_bash")
    _choose_mode(page, "Run")
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
