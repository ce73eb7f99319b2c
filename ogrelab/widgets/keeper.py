"""A page's keeper: a game that outlives its server kernel.

On a page served by Voila, a kernel can die under an open page (killed, out of
memory, a server restarted). The table then silently stops answering. The
keeper's script asks the kernel every few seconds whether it is there; when
no answer comes and the server does not report the kernel busy, it says so
on the page and offers to continue the game on a fresh kernel.

The game is kept on the server, never in the browser: its record (seed and
moves) would tell the hidden cards. The page knows only a random token, kept
for its browser tab; the kernel writes the board's record under that token
after every move, and a fresh kernel given the token picks the game up.

The same script lets Voila's own page-leave shutdown through (``leave.js``):
Voila posts it with the value of the ``_xsrf`` cookie, which its pages never
receive, so the server refused it and the kernel waited for the idle cull. A
page with no board to keep (the welcome page) shows a :class:`PageLeave` for that alone.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path

import anywidget
import traitlets

from .assets import asset

#: Where kernels keep the games of their pages (one small file per browser tab).
KEPT = Path(os.environ.get("OGRELAB_KEPT", Path(tempfile.gettempdir()) / "ogrelab-kept-games"))
#: A kept game older than this (seconds since its last move) is deleted.
KEEP_FOR = 24 * 3600
_TOKEN = re.compile(r"[0-9a-f]{32}")


def kept_path(token: str) -> Path:
    """The file of the game kept under ``token``; ValueError for anything but 32 hex digits."""
    if not isinstance(token, str) or not _TOKEN.fullmatch(token):
        raise ValueError(f"token: expected 32 hexadecimal digits, got {token!r}")
    return KEPT / f"{token}.json"


def _tidy(now: float) -> None:
    """Delete the kept games of tabs long gone."""
    try:
        for old in KEPT.glob("*.json"):
            if now - old.stat().st_mtime > KEEP_FOR:
                old.unlink(missing_ok=True)
    except OSError:
        pass


class Keeper(anywidget.AnyWidget):
    """Watches the page's kernel from the page, and keeps ``board``'s game (if any) for a fresh one."""

    _esm = asset("leave.js") + asset("keeper.js")
    _css = """
.ogrelab-keeper { position: fixed; top: 8px; left: 50%; transform: translateX(-50%); z-index: 1000;
  max-width: 44em; background: #e7f5ff; border: 1px solid #4263eb; color: #1c2a5a; padding: 8px 12px;
  border-radius: 6px; box-shadow: 0 2px 10px #0003; font-size: 14px; }
.ogrelab-keeper.ogrelab-keeper-alert { background: #fff0f0; border-color: #e03131; color: #7a1212; }
.ogrelab-keeper button { margin-left: 8px; padding: 3px 10px; font-size: 14px; cursor: pointer; }
"""
    #: Whether the page's game is kept for a fresh kernel (a board page) or not (a lessons or lab page).
    keeps_game = traitlets.Bool(False).tag(sync=True)

    def __init__(self, board=None, **kwargs):
        super().__init__(keeps_game=board is not None, **kwargs)
        self.board = board
        self.token: str | None = None
        self._tidied = False
        self.on_msg(self._message)
        if board is not None:
            board.drawing.observe(lambda _change: self.keep(), names=["html", "ply"])

    def _message(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "ping":
            self.send({"type": "pong"})
        elif kind == "hello":
            try:
                kept_path(content.get("token"))
            except ValueError:
                return                      # a page that sends no proper token keeps nothing
            self.token = content["token"]
            if content.get("resume") is True and self.resume():
                self.send({"type": "resumed", "moves": self.board.game.ply})
            self.keep()

    def keep(self) -> None:
        """Write the board's game under the page's token (after every move)."""
        if self.board is None or self.token is None:
            return
        path = kept_path(self.token)
        now = time.time()
        try:
            KEPT.mkdir(parents=True, exist_ok=True)
            if not self._tidied:            # once per page: the tabs long gone leave their games
                _tidy(now)
                self._tidied = True
            part = path.with_suffix(".part")
            part.write_text(json.dumps(self.board.game.record()), encoding="utf-8")
            part.replace(path)              # whole or not at all: a kernel killed mid-write keeps the last
        except OSError:
            pass                            # a read-only disk: the game is simply not kept

    def resume(self) -> bool:
        """Load the game kept under the page's token into the board; False if there is none to load."""
        if self.board is None or self.token is None:
            return False
        try:
            data = kept_path(self.token).read_text(encoding="utf-8")
        except OSError:
            return False
        try:
            self.board.load(data)
        except ValueError:
            return False                    # a kept file that no longer reads: a fresh game instead
        return True


class PageLeave(anywidget.AnyWidget):
    """Shows nothing; on a Voila page lets Voila's page-leave shutdown through (``leave.js``), so
    the page's kernel is freed when the page is left rather than at the idle cull. For a page
    without a :class:`Keeper` (which does the same): the welcome page."""

    _esm = asset("leave.js") + "\nfunction render() { voilaPage(); }\nexport default { render };\n"
