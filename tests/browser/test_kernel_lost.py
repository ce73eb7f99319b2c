"""A server that survives a lost kernel: the page says so and the game goes on; leaving frees the kernel.

Uses the fixtures of ``conftest.py`` here; run with ``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

import json
import os
import signal
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import TIMEOUT


def _kernel_id(page) -> str:
    return json.loads(page.locator("#jupyter-config-data").text_content())["kernelId"]


def _kernel_pids(kernel_id: str) -> list[int]:
    """The processes of one kernel: its command line names its connection file ``kernel-<id>.json``."""
    pids = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                cmdline = (proc / "cmdline").read_bytes()
            except OSError:
                continue
            if f"kernel-{kernel_id}.json".encode() in cmdline:
                pids.append(int(proc.name))
    return pids


def _kernel_listed(url: str, kernel_id: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/api/kernels/{kernel_id}", timeout=10):
            return True
    except urllib.error.HTTPError as e:
        if e.code == 404:
            return False
        raise


def test_a_kernel_lost_under_the_page_is_told_and_the_game_continues_on_a_fresh_one(
        page, open_app, ply, wait_ply, voila_url):
    open_app("ogre_cheerleaders")
    start = ply()
    page.locator(".ogrelab-step").click()          # two moves, so there is a game to keep
    wait_ply(f"n === {start + 1}")
    page.locator(".ogrelab-step").click()
    played = wait_ply(f"n === {start + 2}")
    kernel = _kernel_id(page)
    pids = _kernel_pids(kernel)
    assert pids, "the page's kernel process was not found"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    alert = page.locator(".ogrelab-keeper-alert")
    expect(alert).to_be_visible(timeout=TIMEOUT)
    expect(alert).to_contain_text("stopped answering")
    expect(alert).to_contain_text("Your game is kept")
    alert.get_by_role("button", name="Continue this game").click()
    page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=2 * TIMEOUT)
    wait_ply(f"n >= {played}")
    expect(page.locator(".ogrelab-keeper")).to_contain_text("continues where it stopped")
    assert _kernel_id(page) != kernel
    assert page.console_errors == []


@pytest.mark.parametrize("path", ["apps/ogre_bash.ipynb", "welcome.ipynb"])
def test_leaving_a_page_shuts_its_kernel_at_once(page, open_notebook, voila_url, path):
    """A board's page and the welcome page, which has no board, each free their kernel when left."""
    open_notebook(path)
    page.locator("#jupyter-config-data").wait_for(state="attached", timeout=TIMEOUT)
    kernel = _kernel_id(page)
    assert _kernel_listed(voila_url, kernel)
    page.wait_for_function("document.cookie.includes('_xsrf=')", timeout=TIMEOUT)
    page.context.unroute("**/*")   # the test's request filter would hold back the page's last request
    page.goto("about:blank")       # Voila posts its shutdown as the page unloads
    deadline = time.monotonic() + 30
    while _kernel_listed(voila_url, kernel) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not _kernel_listed(voila_url, kernel), "the kernel was left for the idle cull"
