"""A classroom on one `make app` server, or on the static site: 16 pages at once across the apps, 20 decisions in each.

    python benchmarks/classroom.py                     # 16 pages, 20 decisions, kernels watched 180 s
    python benchmarks/classroom.py --pages 8 --decisions 5 --watch 60
    python benchmarks/classroom.py --voila-arg=--VoilaExecutor.iopub_timeout=4   # the executor's default wait
    python benchmarks/classroom.py --site              # the same class on site/ (make site first)

With ``--site`` the pages open the static site's apps (``site/<game>/``)
from a plain file server, each in a browser profile of its own, as 16
students' browsers would: every page runs its own Python (Pyodide) in the
browser. Here all 16 browsers share this machine's 2 cores, which a class
does not: each student's computer runs its own. So the figures that carry
over to a class are the file server's (its CPU time and the bytes it sent),
and the times are an upper bound, 16 Pythons on one machine.

The server is started as `make app` starts it (scripts/serve-app's command:
Voila on notebooks/ with binder/voila.json). Headless chromium opens every
page at the same moment, one browser context each, the four games' apps in
turn (notebooks/apps/<game>.ipynb). Each page waits for a usable board (the drawing and
the action buttons of one move), then decides 20 times: it clicks the first
action button (or New game once a game is over), waits for the board to
show the move (the click-to-redraw time), then for the bots' replies, so
that the next click is the person's again. Reported:

- time to a usable board per page (median, 95th percentile, worst);
- click-to-redraw over every decision of every page (median, 95th percentile);
- errors: pages that never showed a board, error boxes, page errors, time-outs,
  and the server's "Timeout waiting for IOPub output" lines;
- memory: the server's and its kernels' resident memory, at the peak while the
  pages are open;
- kernels alive 0, 60 and 180 s after every page closed (the warm pool's one
  kernel per app is counted apart: it waits for the next page).

Run it now and then, not continuously: 16 chromium pages and 16 kernels load
2 cores heavily. The load average before the run is printed with the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

from voila_server import free_port, start as start_voila

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BOARD_WAIT = 180_000  # ms: a page without a board by then counts as blank
MOVE_WAIT = 60_000

_READY = """() => { const d = document.querySelector('.ogrelab-drawing[data-ply]');
  const a = document.querySelector('.ogrelab-actions[data-ply]');
  return !!d && !!a && d.getAttribute('data-ply') === a.getAttribute('data-ply'); }"""
#: The person's turn again (the bots' replies drawn), or the game over: the next click may come.
_YOURS = """() => ['you', 'over'].includes(
  (document.querySelector('.ogrelab-drawing[data-decides]') || {getAttribute: () => ''}).getAttribute('data-decides'))"""


def apps() -> list[str]:
    """The four games' apps (the design-lab apps beside them hold no board)."""
    import ogrelab

    return [name for name in ogrelab.GAMES if (NOTEBOOKS / "apps" / f"{name}.ipynb").exists()]


def start_server(port: int, extra: list[str], log_path: Path) -> subprocess.Popen:
    return start_voila(NOTEBOOKS, port, [f"--Voila.config_file_paths={ROOT / 'binder'}", *extra], log_path)


def processes() -> dict[int, tuple[int, str, int]]:
    """pid -> (parent pid, command line, resident KiB), read from /proc."""
    out = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            rss = next((int(line.split()[1]) for line in (d / "status").read_text().splitlines()
                        if line.startswith("VmRSS:")), 0)
        except (OSError, ValueError, IndexError):
            continue
        out[int(d.name)] = (ppid, cmd, rss)
    return out


def server_memory(pid: int) -> tuple[float, float, int]:
    """The server's MB, its kernels' MB, and how many kernels it runs."""
    procs = processes()
    kernels = [p for p, (ppid, cmd, _) in procs.items() if ppid == pid and "ipykernel" in cmd]
    server = procs.get(pid, (0, "", 0))[2] / 1024
    return server, sum(procs[k][2] for k in kernels) / 1024, len(kernels)


async def student(browser, url: str, decisions: int, out: dict, framed: bool = False) -> None:
    """One student: open the page, wait for a usable board, then decide ``decisions`` times.

    ``framed``: the board is inside the page's ``iframe#app`` (the static site's app pages).
    """
    context = await browser.new_context(viewport={"width": 1400, "height": 900})
    await context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:",
                                                                                      "blob:")) else r.abort())
    page = await context.new_page()
    out.update(url=url, board_s=None, clicks=[], errors=[])
    page.on("pageerror", lambda e: out["errors"].append(f"page error: {e}"))
    start = time.monotonic()
    try:
        await page.goto(url, wait_until="commit" if framed else "domcontentloaded", timeout=BOARD_WAIT)
        board = page
        if framed:
            board = await (await page.locator("iframe#app").element_handle(timeout=BOARD_WAIT)).content_frame()
        await board.wait_for_function(_READY, timeout=BOARD_WAIT)
        out["board_s"] = time.monotonic() - start
        await board.wait_for_function(_YOURS, timeout=MOVE_WAIT)
        for _ in range(decisions):
            drawing = board.locator(".ogrelab-drawing")
            before = await drawing.get_attribute("data-ply")
            over = await drawing.get_attribute("data-decides") == "over"
            t0 = time.monotonic()
            # the first action's button, or New game once a game is over
            await board.locator(".ogrelab-new-game" if over else ".ogrelab-action").first.click()
            await board.wait_for_function(
                f"() => {{ const d = document.querySelector('.ogrelab-drawing');"
                f" return d.getAttribute('data-ply') !== '{before}' && ({_READY})(); }}", timeout=MOVE_WAIT)
            out["clicks"].append(time.monotonic() - t0)
            await board.wait_for_function(_YOURS, timeout=MOVE_WAIT)
            if await board.locator(".ogrelab-error").is_visible():
                out["errors"].append("board error: " + (await board.locator(".ogrelab-error").inner_text())[:200])
                break
    except Exception as e:  # noqa: BLE001 - every failure is a figure of the benchmark
        out["errors"].append(("time-out after the board showed: " if out["board_s"] else "no board: ")
                             + str(e).split("\n")[0])
    finally:
        out["context"] = context


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(round(q * (len(v) - 1))))]


async def classroom(base: str, pages: int, decisions: int, site: bool = False) -> list[dict]:
    from playwright.async_api import async_playwright

    names = apps()
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        results = [{} for _ in range(pages)]
        if site:
            await asyncio.gather(*(student(browser, f"{base}/{names[i % len(names)]}/", decisions, results[i],
                                           framed=True) for i in range(pages)))
        else:
            await asyncio.gather(*(student(browser, f"{base}/voila/render/apps/{names[i % len(names)]}.ipynb",
                                           decisions, results[i]) for i in range(pages)))
        for r in results:
            await r.pop("context").close()
        await browser.close()
    return results


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=16)
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--watch", type=int, default=180, help="seconds to watch the kernels after the pages close")
    ap.add_argument("--voila-arg", action="append", default=[], help="an extra Voila option (repeatable)")
    ap.add_argument("--site", action="store_true", help="the static site (site/, make site first) instead of Voila")
    args = ap.parse_args()
    if args.site:
        return site_class(args)
    load = os.getloadavg()
    port = free_port()
    log_path = Path(f"/tmp/ogrelab-classroom-{port}.log")
    server = start_server(port, args.voila_arg, log_path)
    try:
        time.sleep(15)  # the warm pool fills, as it does before a class arrives
        _, pool_mb, pool = server_memory(server.pid)
        peak = {"server_mb": 0.0, "kernels_mb": 0.0, "kernels": 0}
        done = False

        async def sample():
            while not done:
                s, k, n = server_memory(server.pid)
                if s + k > peak["server_mb"] + peak["kernels_mb"]:
                    peak.update(server_mb=round(s), kernels_mb=round(k), kernels=n)
                await asyncio.sleep(1)

        async def run():
            nonlocal done
            sampler = asyncio.create_task(sample())
            try:
                return await classroom(f"http://127.0.0.1:{port}", args.pages, args.decisions)
            finally:
                done = True
                await sampler

        t0 = time.monotonic()
        results = asyncio.run(run())
        wall = time.monotonic() - t0
        closed = time.monotonic()
        alive = {}
        for at in (0, 60, 180):
            if at > args.watch:
                break
            time.sleep(max(0.0, closed + at - time.monotonic()))
            alive[at] = server_memory(server.pid)[2] - pool
        iopub = log_path.read_text(errors="replace").count("Timeout waiting for IOPub output")
        fig = {
            "benchmark": "classroom", "pages": args.pages, "decisions": args.decisions,
            "voila_args": args.voila_arg, "load_before": [round(x, 2) for x in load], "wall_s": round(wall, 1),
            **figures(results), "iopub_timeouts": iopub,
            "memory_peak": peak, "warm_pool": {"kernels": pool, "mb": round(pool_mb)},
            "kernels_alive_after_close": alive,
        }
        print(json.dumps(fig), flush=True)
        return 0
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)


def figures(results: list[dict]) -> dict:
    """Boards shown, time to a board, click to redraw and errors, over every page."""
    boards = [r["board_s"] for r in results if r["board_s"] is not None]
    clicks = [c for r in results for c in r["clicks"]]
    errors = [f"{r['url'].rstrip('/').rsplit('/', 1)[-1]}: {e}" for r in results for e in r["errors"]]
    for e in errors[:20]:
        print("  error:", e, flush=True)
    return {
        "boards_shown": len(boards),
        "board_s": {"median": round(statistics.median(boards), 1), "p95": round(pct(boards, 0.95), 1),
                    "max": round(max(boards), 1)} if boards else None,
        "click_ms": {"median": round(1000 * statistics.median(clicks)), "p95": round(1000 * pct(clicks, 0.95)),
                     "n": len(clicks)} if clicks else None,
        "errors": len(errors),
    }


def site_class(args) -> int:
    """The class on the static site: a plain file server, and every page's Python in its browser."""
    import functools
    import http.server
    import threading

    site = ROOT / "site"
    if not (site / "index.html").exists():
        print("site/ is not built: run make site first", file=sys.stderr)
        return 1
    sent = {"bytes": 0, "requests": 0}

    class Counting(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def copyfile(self, source, outputfile):
            before = source.tell()
            super().copyfile(source, outputfile)
            sent["bytes"] += source.tell() - before
            sent["requests"] += 1

    load = os.getloadavg()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(site)))
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    t0 = time.monotonic()
    proc0 = time.process_time()
    try:
        results = asyncio.run(classroom(f"http://127.0.0.1:{port}", args.pages, args.decisions, site=True))
    finally:
        server.shutdown()
    wall = time.monotonic() - t0
    fig = {"benchmark": "classroom", "site": True, "pages": args.pages, "decisions": args.decisions,
           "load_before": [round(x, 2) for x in load], "wall_s": round(wall, 1), **figures(results),
           "file_server": {"mb_sent": round(sent["bytes"] / 2**20, 1), "requests": sent["requests"],
                           # this process serves the files and drives the browsers: an upper bound
                           "cpu_s_at_most": round(time.process_time() - proc0, 1)}}
    print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
