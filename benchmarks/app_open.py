"""How fast each app opens, against the floor: Voila showing one ipywidgets Button on the same server.

    python benchmarks/app_open.py                  # every app, 3 rounds, as `make app` serves them
    python benchmarks/app_open.py --rounds 5 --plain   # Voila without binder/voila.json (no warm pool)

One Voila server serves a copy of notebooks/ with two floor notebooks added:
``apps/floor.ipynb`` (one Button, warmed like every app) and ``floor_cold.ipynb``
(one Button, its kernel started when the page opens). Chromium opens one
page at a time, the apps and the floors in turn, each round in another
order, and waits for a usable page: the board's drawing and action buttons
of one move (the Button for the floors). Between two pages the server gets
time to warm the next kernel, as it has between two people arriving.

Reported per app, median over the rounds: seconds to a usable page, where
the time went in the page (HTML received, first widget drawn, usable), and
the ratio to the warm floor measured in the same run (the target is 1.5 at
most). Then, in a fresh Python per app, what the kernel spends before the
page can draw: importing ogrelab.widgets and building the board, and the
memory it then holds (with and without the standings chart opened).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from voila_server import free_port, start as start_voila

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# Shaped as the apps are (a heading, then one code cell): Voila 0.5's warm pool leaves a page whose
# only cell is code at "Executing 1 of 1".
FLOOR = {"cells": [{"cell_type": "markdown", "id": "floor-0", "metadata": {}, "source": ["# Floor"]},
                   {"cell_type": "code", "execution_count": None, "id": "floor-1", "metadata": {}, "outputs": [],
                    "source": ["import ipywidgets as W\n", "\n", "W.Button(description='floor')"]}],
         "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
         "nbformat": 4, "nbformat_minor": 5}
APP_READY = """() => { const d = document.querySelector('.ogrelab-drawing[data-ply]');
  const a = document.querySelector('.ogrelab-actions[data-ply]');
  return !!d && !!a && d.getAttribute('data-ply') === a.getAttribute('data-ply'); }"""
FLOOR_READY = "() => !!document.querySelector('button.jupyter-button, button.widget-button')"
FIRST_WIDGET = "() => !!document.querySelector('.jupyter-widgets, .widget-button, .lm-Widget')"

KERNEL_SIDE = r"""
import resource, sys, time
t0 = time.perf_counter()
from ogrelab.widgets import page
t1 = time.perf_counter()
board = page(sys.argv[1])
t2 = time.perf_counter()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
heavy = [m for m in ("plotly", "pandas", "dask", "optuna", "numpy") if m in sys.modules]
board.show_chart(True)
rss_chart = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(round(t1 - t0, 3), round(t2 - t1, 3), round(rss), round(rss_chart), ",".join(heavy) or "-")
"""


def serve(root: Path, port: int, plain: bool, log: Path) -> subprocess.Popen:
    args = (["--MappingKernelManager.cull_idle_timeout=60", "--MappingKernelManager.cull_interval=10"] if plain
            else [f"--Voila.config_file_paths={ROOT / 'binder'}"])
    return start_voila(root, port, args, log)


def open_once(browser, url: str, ready: str) -> dict:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
                  else r.abort())
    page = context.new_page()
    try:
        return _measure(page, url, ready)
    except Exception as e:  # noqa: BLE001 - a page that never becomes usable is a figure too
        print(f"  {url}: not usable: {str(e).splitlines()[0]}", flush=True)
        return {"html_s": float("nan"), "widget_s": float("nan"), "usable_s": float("inf"), "kb": 0.0}
    finally:
        context.close()


def _measure(page, url: str, ready: str) -> dict:
    t0 = time.monotonic()
    page.goto(url, wait_until="domcontentloaded", timeout=120_000)
    html = time.monotonic() - t0
    page.wait_for_function(FIRST_WIDGET, timeout=120_000, polling=50)
    widget = time.monotonic() - t0
    page.wait_for_function(ready, timeout=120_000, polling=50)
    usable = time.monotonic() - t0
    kb = page.evaluate("() => performance.getEntriesByType('resource')"
                       ".reduce((s, e) => s + (e.encodedBodySize || 0), 0) / 1024")
    return {"html_s": html, "widget_s": widget, "usable_s": usable, "kb": kb}


def kernel_side(name: str) -> dict:
    out = subprocess.run([sys.executable, "-c", KERNEL_SIDE, name], capture_output=True, text=True)
    if out.returncode:
        return {"kernel_side_error": out.stderr.strip().splitlines()[-1][:200]}
    imp, build, rss, rss_chart, heavy = out.stdout.split()
    return {"import_s": float(imp), "build_s": float(build), "kernel_mb": int(rss), "kernel_mb_chart": int(rss_chart),
            "heavy_modules": heavy}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--plain", action="store_true", help="Voila without binder/voila.json (no warm pool)")
    ap.add_argument("--pause", type=float, default=10, help="seconds between two pages (the pool refills)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    load = os.getloadavg()
    tmp = Path(tempfile.mkdtemp(prefix="ogrelab-open-"))
    root = tmp / "notebooks"
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (root / "apps" / "floor.ipynb").write_text(json.dumps(FLOOR))
    (root / "floor_cold.ipynb").write_text(json.dumps(FLOOR))
    import ogrelab

    names = [n for n in ogrelab.GAMES if (ROOT / "notebooks" / "apps" / f"{n}.ipynb").exists()]
    pages = [("floor", "apps/floor.ipynb", FLOOR_READY), ("floor_cold", "floor_cold.ipynb", FLOOR_READY)]
    pages += [(n, f"apps/{n}.ipynb", APP_READY) for n in names]
    port = free_port()
    log = tmp / "voila.log"
    server = serve(root, port, args.plain, log)
    times: dict[str, list[dict]] = {name: [] for name, _, _ in pages}
    try:
        time.sleep(args.pause + 10)  # the warm pool fills
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for r in range(args.rounds):
                order = pages[r % len(pages):] + pages[:r % len(pages)]
                for name, path, ready in order:
                    times[name].append(open_once(browser, f"http://127.0.0.1:{port}/voila/render/{path}", ready))
                    time.sleep(args.pause)
            browser.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(tmp, ignore_errors=True)

    def med(name, key):
        return round(statistics.median(t[key] for t in times[name]), 2)

    floor = med("floor", "usable_s")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in load)}; "
          f"{'plain Voila' if args.plain else 'binder/voila.json (warm pool)'}; {args.rounds} rounds", flush=True)
    print(f"{'page':26s} {'usable':>7s} {'html':>6s} {'widget':>7s} {'KB':>7s} {'x floor':>8s}", flush=True)
    for name, _, _ in pages:
        fig = {"benchmark": "app_open", "page": name, "usable_s": med(name, "usable_s"), "html_s": med(name, "html_s"),
               "widget_s": med(name, "widget_s"), "kb": round(med(name, "kb")),
               "x_floor": round(med(name, "usable_s") / floor, 2), "rounds": args.rounds, "plain": args.plain,
               "load_before": round(load[0], 2)}
        if name in names:
            fig.update(kernel_side(name))
        print(f"{name:26s} {fig['usable_s']:7.2f} {fig['html_s']:6.2f} {fig['widget_s']:7.2f} {fig['kb']:7d} "
              f"{fig['x_floor']:8.2f}", flush=True)
        print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
