"""A kernel that dies as Voila starts it never blocks the server.

A notebook whose kernel exits at once is served beside an ordinary one, with
binder/voila.json's warm pool (which starts that kernel before anyone asks, and
again after it dies). The server must keep answering: its own files, the page
of the dying notebook (an error, not a wait for ever) and the ordinary page,
whole. Uses the helpers of ``conftest.py`` here.
"""

from __future__ import annotations

import json
import os
import sys
import time
import urllib.error
import urllib.request

import pytest

from conftest import BINDER, _command, _free_port, _serve

DIES = "ogrelab-dies-at-start"


def _notebook(kernel: str, source: str) -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": "a1", "metadata": {}, "outputs": [],
                       "source": source}],
            "metadata": {"kernelspec": {"name": kernel, "display_name": kernel, "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    voila = _command("voila")
    if voila is None:
        pytest.skip("voila is not installed")
    home = tmp_path_factory.mktemp("dies")
    spec = home / "share" / "kernels" / DIES
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-c", "import sys; sys.exit(3)", "-f", "{connection_file}"],
        "display_name": "a kernel that dies at start", "language": "python"}))
    root = home / "notebooks"
    (root / "apps").mkdir(parents=True)
    (root / "apps" / "dying.ipynb").write_text(json.dumps(_notebook(DIES, "print('never')")))
    (root / "fine.ipynb").write_text(json.dumps(_notebook("python3", "print('the fine page ran')")))
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = dict(os.environ, JUPYTER_PATH=str(home / "share"))
    command = [voila, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
               f"--Voila.config_file_paths={BINDER}", str(root)]
    with _serve(command, root, f"{url}/voila/static/voila.js", home / "voila.log", "voila", env=env):
        yield url, home / "voila.log"


def _get(url: str, timeout: float) -> tuple[int, str, float]:
    start = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read().decode(errors="replace"), time.monotonic() - start
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace"), time.monotonic() - start


def test_the_server_answers_while_the_warm_pool_starts_a_kernel_that_dies(server):
    url, log = server
    # the pool starts the dying kernel at once and again after each death: the server keeps answering
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        status, _, took = _get(f"{url}/voila/static/voila.js", timeout=10)
        assert status == 200 and took < 5, f"the server took {took:.1f} s to send a file"
        time.sleep(1)


def test_the_page_of_a_kernel_that_dies_ends_and_the_next_page_is_whole(server):
    url, log = server
    status, body, took = _get(f"{url}/voila/render/apps/dying.ipynb", timeout=120)
    assert took < 120
    assert "never" not in body.replace("print('never')", "")   # its code never ran
    status, body, took = _get(f"{url}/voila/render/fine.ipynb", timeout=120)
    assert status == 200 and "the fine page ran" in body and "</html>" in body, log.read_text()[-2000:]
