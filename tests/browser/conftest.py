"""Real-browser tests: Voila (or JupyterLab) serves ``notebooks/``, Debian's chromium opens it.

Fixtures for any browser test:

- ``lab_url``: JupyterLab (no token) on a copy of ``notebooks/``, for the session;
- ``voila_url``: the base URL of one Voila server for the whole session, with
  ``notebooks/`` as its root (``{voila_url}/voila/render/apps/ogre_bash.ipynb``)
  and binder/voila.json as its configuration, as ``make app`` runs it;
- ``browser``: one headless chromium for the session (``/usr/bin/chromium``);
- ``page``: a fresh page per test that can reach localhost only; its console
  errors are in ``page.console_errors``;
- ``open_app``: ``open_app("ogre_bash")`` loads that app and returns the
  board's locator once its drawing and actions are visible;
- ``open_notebook``: ``open_notebook("welcome.ipynb")`` loads any notebook;
- ``ply`` / ``wait_ply``: the number of actions a board's drawing shows, and a
  wait for it to change (``wait_ply("n > 3")``);
- ``upload``: ``upload("broken.json", b"{not json")`` gives a file to the board's
  Load button as a person picks one.

Run with ``pytest tests/browser -p no:playwright`` (pytest-playwright, if
installed, defines fixtures of the same names). Every test here is marked
``browser``; select or skip them with ``-m browser`` / ``-m "not browser"``.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
BINDER = ROOT / "binder"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Widgets appear seconds after the page: every wait allows this long (ms).
TIMEOUT = 60_000
LOCAL = {"127.0.0.1", "localhost", "[::1]", "::1"}


#: The person may act: nothing is replaying, the drawing and the buttons show the same move.
READY = """() => {
  const d = document.querySelector('.ogrelab-drawing');
  const bar = document.querySelector('.ogrelab-actions');
  if (!d || d.getAttribute('data-busy') !== 'false') return false;
  if (bar && bar.getAttribute('data-ply') !== d.getAttribute('data-ply')) return false;
  return d.getAttribute('data-decides') === 'you' || d.getAttribute('data-decides') === 'over';
}"""


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: opens pages in a real browser through Voila (slow)")


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


def _command(name: str) -> str | None:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def _serve(command: list[str], cwd: Path, ready: str, log_path: Path, name: str, env: dict | None = None):
    """Start a server in its own process group, wait until ``ready`` answers, stop it after."""
    log = open(log_path, "wb")
    proc = subprocess.Popen(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True, env=env)
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} exited with {proc.returncode}:\n{log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(ready, timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not answer in 60 s:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.3)
        yield
    finally:
        # The server and the kernels it started share its own process group.
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        log.close()


_SERVER_LOG: list[Path] = []


def server_log_tail(chars: int = 4000) -> str:
    """The end of the session's Voila log, for a failure's message (what the server saw)."""
    if not _SERVER_LOG or not _SERVER_LOG[0].exists():
        return "(no log)"
    return _SERVER_LOG[0].read_text(errors="replace")[-chars:]


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    voila = _command("voila")
    if voila is None:
        pytest.skip("voila is not installed")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    # The settings `make app` and Binder use: binder/voila.json (warm pool, culling, output wait,
    # the kernel manager whose ports no other connection can take while the pool starts).
    command = [voila, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
               f"--Voila.config_file_paths={BINDER}", str(NOTEBOOKS)]
    log_path = tmp_path_factory.mktemp("voila") / "voila.log"
    _SERVER_LOG[:] = [log_path]
    with _serve(command, NOTEBOOKS, f"{url}/voila/static/voila.js", log_path, "voila"):
        yield url


@pytest.fixture(scope="session")
def lab_url(tmp_path_factory):
    """JupyterLab on a copy of ``notebooks/`` (Lab saves what it runs), no token."""
    lab = _command("jupyter-lab")
    if lab is None:
        pytest.skip("jupyterlab is not installed")
    home = tmp_path_factory.mktemp("lab")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root)
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    command = [lab, "--no-browser", "--allow-root", f"--port={port}", "--ServerApp.ip=127.0.0.1",
               "--IdentityProvider.token=", f"--ServerApp.root_dir={root}",
               f"--LabApp.workspaces_dir={home / 'workspaces'}", f"--LabApp.user_settings_dir={home / 'settings'}",
               "--LabApp.news_url=None",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    with _serve(command, root, f"{url}/api", home / "lab.log", "jupyter lab"):
        yield url


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def _only_local(route):
    host = urlparse(route.request.url).hostname or ""
    if host in LOCAL or route.request.url.startswith(("data:", "blob:")):
        route.continue_()
    else:
        route.abort()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, accept_downloads=True)
    context.route("**/*", _only_local)
    context.set_default_timeout(TIMEOUT)
    pg = context.new_page()
    pg.console_errors = []
    pg.on("pageerror", lambda e: pg.console_errors.append(str(e)))
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture
def open_notebook(page, voila_url):
    def open_(path: str):
        # Voila sends the page once the kernel has run the notebook: on a busy 2-core machine,
        # with the warm pool refilling, that can take longer than one click's timeout
        page.goto(f"{voila_url}/voila/render/{path}", wait_until="domcontentloaded",
                  timeout=2 * TIMEOUT)
        return page

    return open_


@pytest.fixture
def open_app(page, open_notebook):
    def open_(name: str):
        open_notebook(f"apps/{name}.ipynb")
        board = page.locator(".ogrelab-board")
        board.wait_for(state="visible", timeout=TIMEOUT)
        page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=TIMEOUT)
        return board

    return open_


@pytest.fixture
def upload(page):
    """``upload(name, data)``: the file a person picks after clicking the board's Load button."""
    def upload_(name: str, data: bytes) -> None:
        with page.expect_file_chooser() as chooser:
            page.locator(".ogrelab-load button").click()
        chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": data})

    return upload_


@pytest.fixture
def ply(page):
    """``ply()``: actions played on the page's board, as its drawing last showed them."""

    def read() -> int:
        return int(page.locator(".ogrelab-drawing").get_attribute("data-ply"))

    return read


@pytest.fixture
def wait_ply(page, ply):
    """``wait_ply("n > 3")``: wait until the drawing's move count ``n`` passes a JS test; returns it.

    The action buttons are waited for too: a click on buttons of an older move is ignored.
    """

    def wait(test: str, timeout: int = TIMEOUT) -> int:
        page.wait_for_function(
            "() => { const el = document.querySelector('.ogrelab-drawing');"
            " if (!el || !el.hasAttribute('data-ply')) return false;"
            " const bar = document.querySelector('.ogrelab-actions');"
            " if (bar && bar.getAttribute('data-ply') !== el.getAttribute('data-ply')) return false;"
            f" const n = Number(el.getAttribute('data-ply')); return {test}; }}",
            timeout=timeout)
        return ply()

    return wait
