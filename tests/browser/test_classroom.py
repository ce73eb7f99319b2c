"""A classroom on the local network: `make app HOST=0.0.0.0` asks for a token, and the address it prints carries it.

Uses the fixtures of ``conftest.py`` here; run with ``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

import sys
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import ROOT, TIMEOUT, _command, _free_port, _serve

TOKEN = "ogreclass42"


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    voila = _command("voila")
    if voila is None:
        pytest.skip("voila is not installed")
    port = _free_port()
    command = [sys.executable, str(ROOT / "scripts" / "serve-app"), str(port), voila, "0.0.0.0", TOKEN]
    log_path = tmp_path_factory.mktemp("classroom") / "serve-app.log"
    url = f"http://127.0.0.1:{port}"
    with _serve(command, ROOT, f"{url}/voila/static/voila.js", log_path, "make app HOST=0.0.0.0"):
        yield url, log_path


def test_a_page_opened_without_the_token_asks_for_it(classroom):
    url, _ = classroom
    with pytest.raises(urllib.error.HTTPError) as refused:
        # no redirect followed: the server answers with its login page's address, not the app
        opener = urllib.request.build_opener(_NoRedirect)
        opener.open(f"{url}/voila/render/apps/ogre_bash.ipynb", timeout=30)
    assert refused.value.code == 302 and "/login?next=" in refused.value.headers["Location"]


def test_a_student_who_types_the_token_on_the_login_page_gets_the_board(classroom, page):
    url, _ = classroom
    page.goto(f"{url}/voila/render/apps/ogre_bash.ipynb", wait_until="domcontentloaded", timeout=2 * TIMEOUT)
    expect(page.get_by_text("Password or token")).to_be_visible()
    expect(page.get_by_text("Setup a Password")).to_have_count(0)     # no one sets a password for the server
    page.locator("#password_input").fill(TOKEN)
    page.locator("#login_submit").click()
    expect(page.locator(".ogrelab-drawing[data-ply]")).to_be_attached(timeout=2 * TIMEOUT)


def test_the_printed_address_carries_the_token_and_opens_the_board(classroom, page):
    url, log_path = classroom
    printed = log_path.read_text()
    assert f"welcome.ipynb?token={TOKEN}" in printed and "students open" in printed
    page.goto(f"{url}/voila/render/apps/ogre_bash.ipynb?token={TOKEN}", wait_until="domcontentloaded",
              timeout=2 * TIMEOUT)
    expect(page.locator(".ogrelab-drawing[data-ply]")).to_be_attached(timeout=TIMEOUT)
    # the token is kept for the visit: the next page opens without it in the address
    page.goto(f"{url}/voila/render/welcome.ipynb", wait_until="domcontentloaded", timeout=2 * TIMEOUT)
    expect(page.get_by_text("Ogre Bash").first).to_be_visible(timeout=TIMEOUT)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
