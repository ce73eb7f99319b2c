"""Open to everyone: axe-core finds no serious or critical violation on any page once it has drawn,
nor in the parts a person opens on it (the board's panels and its coach, the lab's questions, a
lesson's puzzle).

axe-core comes with ``axe-playwright-python`` (its script is in the package: nothing is fetched).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import ogrelab

TIMEOUT = 60_000
GAMES = list(ogrelab.GAMES)
PAGES = ([f"apps/{name}.ipynb" for name in GAMES] + [f"apps/{name}_lab.ipynb" for name in GAMES]
         + ["apps/lessons.ipynb", "welcome.ipynb"])
#: Violations of markup the project does not write, as (rule, selector of the elements): only these.
EXCLUDED: list[tuple[str, str]] = []


def _serious(page) -> list[dict]:
    """axe-core's serious and critical violations on the page, the excluded ones left out."""
    from axe_playwright_python.sync_playwright import Axe

    found = []
    for v in Axe().run(page).response["violations"]:
        if v["impact"] not in ("serious", "critical"):
            continue
        nodes = [n for n in v["nodes"] if not _excluded(page, v["id"], n["target"])]
        if nodes:
            found.append({**v, "nodes": nodes})
    return found


def _excluded(page, rule: str, target: list) -> bool:
    selectors = [s for r, s in EXCLUDED if r == rule]
    if not selectors or len(target) != 1:
        return False
    return page.locator(target[0]).first.evaluate("(n, s) => s.some((x) => n.matches(x))", selectors)


def _report(violations: list[dict]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}, {len(v['nodes'])}): {v['help']}")
        for node in v["nodes"]:
            lines.append(f"    {' '.join(node['target'])}: {node['html'][:160]}")
            lines.append(f"        {node['failureSummary'][:300]!r}")
    return "\n".join(lines)


def _check(page, where: str) -> None:
    violations = _serious(page)
    assert not violations, f"{where}:\n{_report(violations)}"


def _board(page, path: str) -> None:
    """An app: as it opens; then with its panels open, the hint on and a review made."""
    page.locator(".ogrelab-board .ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    page.locator(".ogrelab-actions[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    page.locator(".ogrelab-moves-body").wait_for(state="visible", timeout=TIMEOUT)
    _check(page, path)
    for title in ("Save and load", "Advanced"):
        page.locator(".ogrelab-panels .jupyter-widget-Collapse-header", has_text=title).click()
    page.locator(".ogrelab-state-tree").wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".ogrelab-hint").click()
    expect(page.locator(".ogrelab-hint-box")).not_to_be_empty(timeout=TIMEOUT)
    expect(page.locator(".ogrelab-hint-box")).not_to_contain_text("weighing", timeout=TIMEOUT)
    page.locator(".ogrelab-review").click()
    expect(page.locator(".ogrelab-review-summary")).to_contain_text("Review of", timeout=TIMEOUT)
    _check(page, f"{path}, panels open, hint and review shown")


def _lab(page, path: str) -> None:
    """A design lab: each of its questions as chosen."""
    page.locator(".ogrelab-lab-run").wait_for(state="visible", timeout=TIMEOUT)
    _check(page, path)
    modes = page.locator(".ogrelab-lab-mode button")
    for i in range(1, modes.count()):
        mode = modes.nth(i).inner_text()
        modes.nth(i).click()
        expect(page.locator("button.ogrelab-lab-run")).to_have_text(mode, timeout=TIMEOUT)
        _check(page, f"{path}, {mode}")


def _lessons(page, path: str) -> None:
    """The lessons page: the list, then a puzzle open."""
    page.locator(".ogrelab-lessons").wait_for(state="visible", timeout=TIMEOUT)
    _check(page, path)
    page.locator(".ogrelab-lesson").first.click()
    page.locator(".ogrelab-puzzle .ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    page.locator(".ogrelab-puzzle .ogrelab-actions[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
    _check(page, f"{path}, a puzzle open")


def _welcome(page, path: str) -> None:
    page.locator('a[href$="apps/ogre_bash.ipynb"]').first.wait_for(state="visible", timeout=TIMEOUT)
    _check(page, path)


@pytest.mark.parametrize("path", PAGES)
def test_no_serious_accessibility_violation(page, open_notebook, path):
    open_notebook(path)
    if path == "welcome.ipynb":
        _welcome(page, path)
    elif path == "apps/lessons.ipynb":
        _lessons(page, path)
    elif path.endswith("_lab.ipynb"):
        _lab(page, path)
    else:
        _board(page, path)
    assert page.console_errors == []
