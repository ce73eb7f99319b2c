"""Binder: Jupyter's server started from binder/'s configuration alone opens the badge's page and an app.

Binder installs binder/requirements.txt, runs binder/postBuild (which copies
binder/voila.json to ~/.jupyter/jupyter_server_config.json) and starts
Jupyter's server; the README's badge opens ``?urlpath=voila/render/...``.
Here the same server runs with ``--config binder/voila.json`` and an empty
user configuration directory, so nothing but that file configures it.
"""

from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import expect

from conftest import BINDER, ROOT, TIMEOUT, _command, _free_port, _serve


def badge_urlpath() -> str:
    """The ``urlpath`` of the README's Binder badge (the first one: the welcome app)."""
    match = re.search(r"mybinder\.org/v2/gh/[^)\s]*\?urlpath=([^)\s&]+)", (ROOT / "README.md").read_text())
    assert match, "the README has no Binder badge with a urlpath"
    return match.group(1)


@pytest.fixture(scope="module")
def binder_server(tmp_path_factory):
    server = _command("jupyter-server")
    if server is None:
        pytest.skip("jupyter_server is not installed")
    home = tmp_path_factory.mktemp("binder-home")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log = home / "server.log"
    command = [server, "--config", str(BINDER / "voila.json"), "--no-browser", "--allow-root",
               f"--port={port}", "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=",
               f"--ServerApp.root_dir={ROOT}"]
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / ".jupyter"), "HOME": str(home)}
    with _serve(command, ROOT, f"{url}/voila/static/voila.js", log, "jupyter server", env=env):
        yield url, log


def test_binder_badge_opens_the_welcome_page_and_an_app(page, binder_server):
    url, log = binder_server
    path = badge_urlpath()
    assert path == "voila/render/notebooks/welcome.ipynb"
    page.goto(f"{url}/{path}", wait_until="domcontentloaded")
    link = page.locator('a[href$="apps/ogre_bash.ipynb"]').first
    link.wait_for(state="visible", timeout=TIMEOUT)
    link.click()
    page.locator(".ogrelab-board").wait_for(state="visible", timeout=TIMEOUT)
    expect(page.locator(".ogrelab-action").first).to_be_visible(timeout=TIMEOUT)
    assert page.url.endswith("/voila/render/notebooks/apps/ogre_bash.ipynb")
    # binder/voila.json reached the server: idle kernels of closed pages are culled
    text = log.read_text()
    assert "Culling kernels with idle durations > 120 seconds at 10 second intervals" in text
    assert page.console_errors == []
