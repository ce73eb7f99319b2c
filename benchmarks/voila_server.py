"""A Voila server for the browser benchmarks: a free port, started in its own process group, waited for."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(root: Path, port: int, args: list[str], log: Path, wait: float = 90) -> subprocess.Popen:
    """``voila`` serving ``root`` on ``port`` with ``args``; returns once it answers (polls voila.js)."""
    voila = Path(sys.executable).parent / "voila"
    cmd = [str(voila), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", *args]
    proc = subprocess.Popen(cmd, cwd=root, stdout=open(log, "wb"), stderr=subprocess.STDOUT,
                            start_new_session=True)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/static/voila.js", timeout=2):
                return proc
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError(f"voila did not answer in {wait:.0f} s: {log.read_text()[-2000:]}")
