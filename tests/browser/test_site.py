"""The static site (``make site``) in chromium, served by a plain file server: Python runs in the page.

The welcome page links every app, the lessons and the rules notebooks; an app
plays by touching the table; a puzzle solved on the lessons page stays marked
on the next visit, whose Python starts from the snapshot the first visit left;
a rules notebook runs in JupyterLite's notebook app. No request leaves the
site: every address the browser asks for (the pages, the workers that run
Python, Pyodide and the wheels) is the local server's.

The site is built first if ``site/`` has none (``make test`` builds it anyway).
Run with ``pytest tests/browser/test_site.py -p no:playwright``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from urllib.parse import urljoin, urlparse

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

import ogrelab
from conftest import READY, ROOT, TIMEOUT, _free_port, _serve
from test_lessons_page import _make, _on_table, _puzzles, _wait_ply

SITE = ROOT / "site"
#: Python starts in the page: on a busy 2-core machine the first board can take a while.
START = 3 * TIMEOUT
DECISIONS = 20
#: Whether the browser keeps a snapshot of a started Python for the next visits (site-src/ogrelab-pyodide.mjs).
SNAPSHOT_KEPT = """async () => window.caches &&
  (await (await caches.open('ogrelab-python-snapshot')).keys()).length > 0"""



@pytest.fixture(scope="session")
def site_url(tmp_path_factory):
    if not (SITE / "index.html").exists():
        build = subprocess.run(["make", "site"], cwd=ROOT, capture_output=True, text=True)
        if build.returncode != 0:
            pytest.fail(f"make site failed:\n{(build.stdout + build.stderr)[-3000:]}")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(SITE)]
    log = tmp_path_factory.mktemp("site") / "http.log"
    with _serve(command, SITE, f"{url}/index.html", log, "the site's file server"):
        yield url


@pytest.fixture
def site(page, site_url):
    """The page, with every address the browser (its frames, workers and service worker) asks for."""
    page.requests = []
    page.context.on("request", lambda r: page.requests.append(r.url))
    page.said = []       # what the site's own scripts warn about (a snapshot not used, none made)
    page.on("console", lambda m: page.said.append(m.text) if m.text.startswith("ogrelab:") else None)
    page.site_url = site_url
    yield page
    here = urlparse(site_url).netloc
    outside = sorted({u for u in page.requests
                      if not u.startswith(("data:", "blob:")) and urlparse(u).netloc != here})
    assert not outside, f"requests left the site: {outside[:10]}"


def open_app(page, path: str, ready: str):
    """Open one of the site's app pages; returns the frame the app runs in, once ``ready`` is visible."""
    page.goto(f"{page.site_url}/{path}", wait_until="domcontentloaded")
    frame = page.locator("iframe#app").element_handle().content_frame()
    frame.locator(ready).first.wait_for(state="visible", timeout=START)
    expect(page.locator("#starting")).to_be_hidden()
    return frame


def _table(frame) -> dict:
    """What the app's table says of itself: its attributes (the raised key, busy, ply), the error shown, the line under it."""
    return frame.evaluate("""() => {
      const d = document.querySelector('.ogrelab-drawing'), e = document.querySelector('.ogrelab-error');
      return {attributes: Object.fromEntries([...d.attributes].map((a) => [a.name, a.value])),
              error: e && e.offsetParent ? e.innerText : null,
              asked: (document.querySelector('.ogrelab-asked') || {}).innerText || null};
    }""")


def test_welcome_page_links_every_app_the_lessons_and_the_rules(site):
    site.goto(f"{site.site_url}/", wait_until="load")
    expect(site.locator("h1")).to_contain_text("ogrelab")
    links = {a.get_attribute("href") for a in site.locator("a").element_handles()}
    for name in ogrelab.GAMES:
        assert f"{name}/" in links, f"no link to the {name} app"
        assert f"lite/notebooks/index.html?path={name}/rules.ipynb" in links
    assert "lessons/" in links
    expect(site.locator(".server")).to_contain_text("need a Jupyter server")   # what the site does not run, and where it does
    for href in links:
        if urlparse(href).scheme:
            continue                           # a link away (Binder) is not a request
        target = urljoin(f"{site.site_url}/", href).split("?")[0]
        with urllib.request.urlopen(target if not target.endswith("/") else target + "index.html") as r:
            assert r.status == 200, href
        if href.startswith("lite/notebooks/"):
            notebook = href.split("path=")[1]
            with urllib.request.urlopen(f"{site.site_url}/lite/files/{notebook}") as r:
                assert r.status == 200, notebook


def test_an_app_plays_by_touching_the_table_with_no_code_shown(site):
    frame = open_app(site, "ogre_cheerleaders/", ".ogrelab-drawing[data-ply]")
    # the app page shows the board, not the code that made it nor a prompt to type in
    for hidden in (".jp-CodeConsole-input", ".jp-Console-cell .jp-Cell-inputWrapper", ".jp-Toolbar"):
        for n in frame.locator(hidden).all():
            expect(n).to_be_hidden()
    assert "page(" not in frame.locator("body").inner_text()
    drawing = frame.locator(".ogrelab-drawing")
    made = []
    while len(made) < DECISIONS:
        frame.wait_for_function(READY, timeout=TIMEOUT)
        if drawing.get_attribute("data-decides") == "over":
            frame.locator(".ogrelab-new-game").click()
            frame.wait_for_function("() => document.querySelector('.ogrelab-drawing')"
                                    ".getAttribute('data-decides') !== 'over'", timeout=TIMEOUT)
            continue
        start = int(drawing.get_attribute("data-ply"))
        pick = drawing.locator("[data-pick].ogrelab-clickable")
        one = drawing.locator("[data-action].ogrelab-clickable")
        if pick.count():
            key = pick.first.get_attribute("data-pick")
            pick.first.click()
            try:
                expect(drawing.locator(".ogrelab-raised")).to_have_count(1)
            except AssertionError as e:
                raise AssertionError(f"a click on {key!r} raised nothing: {_table(frame)}") from e
            drawing.locator(".ogrelab-target").first.click()
            made.append("pick")
        else:
            assert one.count(), f"nothing on the table to touch: {drawing.inner_text()[:300]}"
            made.append(one.first.get_attribute("data-action"))
            one.first.click()
        frame.wait_for_function(f"() => Number(document.querySelector('.ogrelab-drawing')"
                                f".getAttribute('data-ply')) > {start}", timeout=TIMEOUT)
        if drawing.get_attribute("data-busy") == "true":
            frame.locator(".ogrelab-drawing-body").click(position={"x": 3, "y": 3})   # the rest of the replies at once
    frame.wait_for_function(READY, timeout=TIMEOUT)
    before = int(drawing.get_attribute("data-ply"))
    frame.locator(".ogrelab-undo").click()
    frame.wait_for_function(f"() => Number(document.querySelector('.ogrelab-drawing')"
                            f".getAttribute('data-ply')) < {before}", timeout=TIMEOUT)
    expect(frame.locator(".ogrelab-error")).to_be_hidden()
    assert site.console_errors == []


def test_a_solved_puzzle_stays_marked_after_a_reload(site):
    name = "ogre_bash"
    ps = _puzzles(name)
    p = next((q for q in ps if _on_table(q)), ps[0])
    frame = open_app(site, "lessons/", ".ogrelab-lessons")
    frame.locator(f".ogrelab-lessons-game-{name}").click()
    frame.locator(f".ogrelab-lesson-{name}-{p.id}").click()
    frame.locator(".ogrelab-puzzle .ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    _wait_ply(frame, p.begin()[1].ply)
    done: list[str] = []
    for text in p.solutions[0]:
        _make(frame, p, done, text)
        done.append(text)
    frame.locator(".ogrelab-puzzle.ogrelab-puzzle-solved").wait_for(state="visible", timeout=TIMEOUT)
    frame.locator(".ogrelab-lessons-back").click()
    mark = f".ogrelab-lesson-{name}-{p.id}.ogrelab-lesson-solved"
    frame.locator(mark).wait_for(state="visible", timeout=TIMEOUT)
    # the first visit leaves a snapshot of its started Python in the browser for the next ones
    site.wait_for_function(SNAPSHOT_KEPT, timeout=2 * TIMEOUT, polling=500)
    # a new visit: Python starts again in the page, from the snapshot, and the browser's storage has the mark
    frame = open_app(site, "lessons/", ".ogrelab-lessons")
    frame.locator(f".ogrelab-lessons-game-{name}").click()
    frame.locator(mark).wait_for(state="visible", timeout=TIMEOUT)
    expect(frame.locator(".ogrelab-lessons-summary")).to_contain_text("1 of")
    frame.locator(f".ogrelab-lesson-{name}-{p.id}").click()      # the restored Python plays on
    frame.locator(".ogrelab-puzzle .ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    _wait_ply(frame, p.begin()[1].ply)
    _make(frame, p, [], p.solutions[0][0])
    expect(frame.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    assert site.said == [], site.said


_PROMPTS = "[...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]"


def _run_all(site) -> None:
    site.get_by_role("menuitem", name="Run").click()
    site.get_by_text("Run All Cells", exact=True).click()


def test_a_rules_notebook_runs_in_the_notebook_app(site):
    """Every cell of a rules notebook (boards, puzzles, the tables of the roster and the skills) runs in the page."""
    name = "ogres_delight"
    code = sum(c["cell_type"] == "code" for c in json.loads((ROOT / "notebooks" / name / "rules.ipynb").read_text())["cells"])
    site.goto(f"{site.site_url}/lite/notebooks/index.html?path={name}/rules.ipynb", wait_until="domcontentloaded")
    site.locator(".jp-Notebook .jp-CodeCell").first.wait_for(state="visible", timeout=START)
    _run_all(site)
    try:
        # the first cell starts (or queues): a click on the menu made while the app was still
        # settling can be lost, and a person would choose Run All again
        site.wait_for_function(f"() => {_PROMPTS}.some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent))",
                               timeout=START)
    except PlaywrightTimeout:
        _run_all(site)
    try:
        site.wait_for_function(f"(n) => {{ const ps = {_PROMPTS};"
                               " return ps.length === n && ps.every((p) => /\\[\\d+\\]/.test(p.textContent)); }",
                               arg=code, timeout=2 * START)
    except PlaywrightTimeout:
        prompts = site.evaluate(f"() => {_PROMPTS}.map((p) => p.textContent)")
        status = site.evaluate("() => [...document.querySelectorAll('.jp-Toolbar-kernelStatus, "
                               ".jp-KernelStatus, .jp-Notebook-ExecutionIndicator')].map((n) => "
                               "n.getAttribute('title') || n.textContent)")
        stderr = site.locator('.jp-Notebook .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
        raise AssertionError(f"the notebook's {code} cells did not all run: prompts {prompts}; kernel {status}; "
                             f"errors {stderr.all_inner_texts()[:3]}; page said {site.said}") from None
    expect(site.locator(".jp-Notebook .ogrelab-board").first).to_be_visible()
    expect(site.locator(".jp-Notebook .ogrelab-puzzle").first).to_be_attached()
    expect(site.locator(".jp-Notebook table.ogrelab-records").first).to_contain_text("hit points")
    errors = site.locator('.jp-Notebook .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    expect(errors).to_have_count(0)


def test_the_hint_weighs_the_persons_actions_in_the_browser(site):
    # the coach is plain Python (ogrelab.coach): its hint runs where the board runs, here in Pyodide
    frame = open_app(site, "ogre_cheerleaders/", ".ogrelab-drawing[data-ply]")
    frame.wait_for_function(READY, timeout=TIMEOUT)
    assert frame.locator(".ogrelab-drawing").get_attribute("data-decides") == "you"
    frame.locator(".ogrelab-hint").click()
    box = frame.locator(".ogrelab-hint-box")
    expect(box).to_contain_text("dealt from what", timeout=TIMEOUT)    # "... over N worlds (s) dealt from what Seat 0 knows"
    expect(box).not_to_contain_text("pandas")
    assert frame.locator(".ogrelab-hint-table tr[data-hint-action]").count() >= 2
    expect(frame.locator(".ogrelab-error")).to_be_hidden()
