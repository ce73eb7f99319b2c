"""The static site in chromium: time to a usable board on a first and a later visit, and click to redraw.

    nice .venv/bin/python benchmarks/site_open.py [--game ogre_cheerleaders] [--visits 3] [--clicks 15]

Builds nothing: run `make site` first. Serves site/ with `python -m http.server`
(as any plain file server would) and opens the game's app page in one browser
profile, `--visits` times: the first visit starts from an empty profile (no
cache, no service worker), the later ones find what the first left (the
browser's cache, JupyterLite's service worker and its cache, and the snapshot
of a started Python that the first visit makes, waited for before the second). "Usable" is the
moment the table inside the app's frame shows something to touch; the time is
split where the page's console says the kernel starts and where Python first
runs the app's code. Then, on the
last visit, each click on a touchable element of the table is timed in the
page, from the click to the drawing showing the next move (data-ply changes).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
USABLE = (".ogrelab-drawing[data-ply] [data-action].ogrelab-clickable, "
          ".ogrelab-drawing[data-ply] [data-pick].ogrelab-clickable")

#: Clicks the first touchable thing of the table (a pick, then its first target) and resolves, in ms,
#: when the drawing shows a later move.
_CLICK = """() => new Promise((resolve, reject) => {
  const d = document.querySelector('.ogrelab-drawing');
  const ply = d.getAttribute('data-ply');
  const t0 = performance.now();
  const seen = new MutationObserver(() => {
    if (d.getAttribute('data-ply') !== ply) { seen.disconnect(); resolve(performance.now() - t0); }
  });
  seen.observe(d, { attributes: true, attributeFilter: ['data-ply'] });
  const pick = d.querySelector('[data-pick].ogrelab-clickable');
  if (pick) {
    pick.click();
    const target = d.querySelector('.ogrelab-target');
    if (!target) { seen.disconnect(); reject('no target outlined'); return; }
    target.click();
  } else {
    const one = d.querySelector('[data-action].ogrelab-clickable');
    if (!one) { seen.disconnect(); reject('nothing to touch'); return; }
    one.click();
  }
  setTimeout(() => { seen.disconnect(); reject('no redraw in 20 s'); }, 20000);
})"""
_SNAPSHOT = """async () => { if (!window.caches) return 0;
  const cache = await caches.open('ogrelab-python-snapshot'); const keys = await cache.keys();
  if (!keys.length) return 0; const hit = await cache.match(keys[0]); return (await hit.arrayBuffer()).byteLength; }"""
_READY = """() => { const d = document.querySelector('.ogrelab-drawing');
  return d && d.getAttribute('data-busy') === 'false' && d.getAttribute('data-decides') === 'you'; }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="ogre_cheerleaders")
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=15)
    parser.add_argument("--site", default=str(SITE), help="the built site to serve (default: site/)")
    args = parser.parse_args()
    site = Path(args.site)
    if not (site / "index.html").exists():
        print("site/ is not built: run make site first", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = Path(tempfile.mkdtemp(prefix="ogrelab-site-profile-"))
    try:
        for _ in range(50):
            try:
                urllib.request.urlopen(f"{url}/index.html", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
        print(f"site/: {size / 2**20:.1f} MB; load average {os.getloadavg()[0]:.1f}; {args.game}")
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(str(profile), executable_path=CHROMIUM, args=ARGS,
                                                           viewport={"width": 1400, "height": 900})
            outside: set[str] = set()
            context.on("request", lambda r: outside.add(r.url) if not r.url.startswith(("data:", "blob:"))
                       and urlparse(r.url).netloc != f"127.0.0.1:{port}" else None)
            page = None
            for visit in range(args.visits):
                if page is not None:
                    page.close()
                page = context.new_page()
                marks: dict[str, float] = {}
                page.on("console", lambda m, marks=marks: [marks.setdefault(k, time.monotonic()) for k, said in
                        (("kernel", "Starting WebSocket"), ("python", "No new packages to load")) if said in m.text])
                t0 = time.monotonic()
                page.goto(f"{url}/{args.game}/", wait_until="commit")
                frame = page.locator("iframe#app").element_handle(timeout=60_000).content_frame()
                frame.locator(USABLE).first.wait_for(state="visible", timeout=180_000)
                took = time.monotonic() - t0
                print(f"  visit {visit + 1} ({'first' if visit == 0 else 'later'}): usable board after {took:.2f} s")
                if {"kernel", "python"} <= set(marks):
                    print(f"    the page until its kernel starts {marks['kernel'] - t0:.2f} s, Python until it runs "
                          f"the app's code {marks['python'] - marks['kernel']:.2f} s, the app's code and its drawing "
                          f"{took - (marks['python'] - t0):.2f} s")
                if visit == 0 and args.visits > 1:
                    # the first visit leaves a snapshot of its started Python for the next ones
                    waited = time.monotonic()
                    while time.monotonic() - waited < 120 and not page.evaluate(_SNAPSHOT):
                        time.sleep(0.5)
                    kept = page.evaluate(_SNAPSHOT)
                    print(f"    Python snapshot kept for the next visits: {kept / 2**20:.1f} MB" if kept else
                          "    no Python snapshot was kept: the next visits start afresh")
            times = []
            for _ in range(args.clicks):
                frame.wait_for_function(_READY, timeout=60_000)
                times.append(frame.evaluate(_CLICK))
                frame.wait_for_function("() => document.querySelector('.ogrelab-drawing')"
                                        ".getAttribute('data-busy') === 'false'", timeout=60_000)
                if frame.evaluate("() => document.querySelector('.ogrelab-drawing').getAttribute('data-decides')") == "over":
                    break
            if times:
                times.sort()
                print(f"  click to redraw ({len(times)} clicks on the table): median {statistics.median(times):.0f} ms, "
                      f"max {times[-1]:.0f} ms")
            print(f"  requests outside the site: {len(outside)}" + (f" {sorted(outside)[:5]}" if outside else ""))
            context.close()
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(profile, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
