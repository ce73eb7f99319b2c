"""How fast a board answers a click: in Python, and in chromium through Voila.

    python benchmarks/board_redraw.py                  # every game, Python and browser
    python benchmarks/board_redraw.py ogre_bash --clicks 40 --python-only
    python benchmarks/board_redraw.py --watch-only --clicks 20   # click to move drawn, to first reply drawn

Python: the time of one action button's click handler (the game plays the
action, the bot seats answer, every widget of the board is updated), and of
an undo's (the game rebuilt up to the person's last decision, then redrawn). Browser: from the click on the first action button of the app
page to the drawing updated, to every part but the chart updated, and to the
board's last DOM change (plotly's redraw of the chart included), with the
kernel behind Voila (served as `make app` serves it, with its standings chart
opened). The
target is 100 ms for a typical position. Watching the bots: from a click on the
table (or on a button where nothing on the table plays) to the person's move
drawn, and to the first bot reply drawn when the move passes to a bot, at the
board's normal speed (a reply is drawn half a second after the move, by
design). Reported as median and 95th percentile.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from voila_server import free_port, start

import ogrelab
from ogrelab.widgets import app

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    return f"median {statistics.median(ms):7.1f} ms   p95 {p95:7.1f} ms   (n={len(ms)})"


def first_action(board):
    texts = board.actions.texts
    return texts[0] if texts else None


def python_side(name: str, clicks: int, seed: int = 1) -> tuple[list[float], list[float]]:
    board = app(name, seed=seed)
    click_times, undo_times = [], []
    while len(click_times) < clicks:
        text = first_action(board)
        if text is None:  # over: a new game
            seed += 1
            board.new_game(seed=seed)
            continue
        start = time.perf_counter()
        board.actions.click(text)
        click_times.append(time.perf_counter() - start)
        if board.error:
            raise RuntimeError(f"{name}: the board shows an error: {board.error}")
        if board.undo_button.disabled:
            continue
        start = time.perf_counter()
        board.undo_button.click()
        undo_times.append(time.perf_counter() - start)
        board.redo_button.click()
    return click_times, undo_times


# ----------------------------------------------------------------- browser
_MEASURE = """
async ([quiet]) => {
  const board = document.querySelector('.ogrelab-board');
  const drawing = board.querySelector('.ogrelab-drawing');
  const button = board.querySelector('.ogrelab-action');
  if (!button) return null;
  const before = drawing.getAttribute('data-ply');
  const chart = board.querySelector('.ogrelab-chart');
  let last = 0, drawn = 0, board_last = 0;
  const observer = new MutationObserver((list) => {
    last = performance.now();
    if (list.some(m => !chart.contains(m.target))) board_last = last;
    if (!drawn && drawing.getAttribute('data-ply') !== before) drawn = last;
  });
  observer.observe(board, {subtree: true, childList: true, attributes: true, characterData: true});
  const t0 = performance.now();
  button.click();
  // wait for the drawing to change, then for the board to be quiet
  while (!drawn && performance.now() - t0 < 30000) await new Promise(r => setTimeout(r, 5));
  while (performance.now() - last < quiet) await new Promise(r => setTimeout(r, 10));
  observer.disconnect();
  return {drawn: drawn - t0, board: board_last - t0, settled: last - t0};
}
"""


def start_voila() -> tuple[subprocess.Popen, str]:
    """Voila on the notebooks with the settings of `make app` (binder/voila.json), and its URL."""
    port = free_port()
    log = Path(tempfile.mkdtemp(prefix="board-redraw-")) / "voila.log"
    proc = start(ROOT / "notebooks", port, [f"--Voila.config_file_paths={ROOT / 'binder'}"], log)
    return proc, f"http://127.0.0.1:{port}"


def browser_side(names: list[str], clicks: int) -> dict:
    from playwright.sync_api import sync_playwright

    proc, url = start_voila()
    results = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name in names:
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(url) else r.abort())
                page = context.new_page()
                start = time.perf_counter()
                page.goto(f"{url}/voila/render/apps/{name}.ipynb", wait_until="domcontentloaded")
                dom = time.perf_counter() - start
                page.locator(".ogrelab-action").first.wait_for(state="visible", timeout=120_000)
                loaded = time.perf_counter() - start
                page.get_by_text("Standings chart", exact=True).click()  # the chart is drawn when opened
                page.locator(".ogrelab-chart .scatterlayer .trace").first.wait_for(state="attached", timeout=120_000)
                time.sleep(1.0)
                drawn, board, settled = [], [], []
                while len(drawn) < clicks:
                    m = page.evaluate(_MEASURE, [150])
                    if m is None:  # the game is over: a new one
                        page.locator(".ogrelab-new-game").click()
                        page.locator(".ogrelab-action").first.wait_for(state="visible")
                        time.sleep(0.3)
                        continue
                    drawn.append(m["drawn"] / 1000)
                    board.append(m["board"] / 1000)
                    settled.append(m["settled"] / 1000)
                    time.sleep(0.1)
                results[name] = {"page": dom, "visible": loaded, "drawn": drawn, "board": board, "settled": settled}
                context.close()
            browser.close()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    return results


# ------------------------------------------------------- watching the bots
_WATCH = """
async ([]) => {
  const board = document.querySelector('.ogrelab-board');
  const drawing = board.querySelector('.ogrelab-drawing');
  const ready = () => drawing.getAttribute('data-busy') === 'false';
  const t0wait = performance.now();
  while (!(ready() && drawing.getAttribute('data-decides') !== 'replying') && performance.now() - t0wait < 60000)
    await new Promise(r => setTimeout(r, 10));
  if (drawing.getAttribute('data-decides') === 'over') return null;
  let target = drawing.querySelector('[data-action].ogrelab-clickable');
  const pick = target ? null : drawing.querySelector('[data-pick].ogrelab-clickable');
  if (pick) {  // a two-click decision: the first click raises the card; timed from the second
    pick.click();
    for (let i = 0; i < 1000 && !drawing.querySelector('.ogrelab-target'); i++) await new Promise(r => setTimeout(r, 2));
    target = drawing.querySelector('.ogrelab-target');
  }
  target = target || board.querySelector('.ogrelab-action');
  if (!target) return null;
  const before = Number(drawing.getAttribute('data-ply'));
  const onTable = drawing.contains(target);
  let move = 0, reply = 0;
  const observer = new MutationObserver(() => {
    const n = Number(drawing.getAttribute('data-ply'));
    if (!move && n > before) move = performance.now();
    if (!reply && n > before + 1) reply = performance.now();
  });
  observer.observe(drawing, {attributes: true, attributeFilter: ['data-ply']});
  const t0 = performance.now();
  target.click();
  while (!move && performance.now() - t0 < 30000) await new Promise(r => setTimeout(r, 2));
  // the reply comes only when the move passes to a bot: the drawing then says it is replying
  await new Promise(r => setTimeout(r, 20));
  if (drawing.getAttribute('data-busy') === 'true')
    while (!reply && performance.now() - t0 < 30000) await new Promise(r => setTimeout(r, 2));
  observer.disconnect();
  return {move: move - t0, reply: reply ? reply - t0 : null, table: onTable};
}
"""


def watch_side(names: list[str], clicks: int, speed: str = "normal") -> dict:
    """From a click to the person's move drawn, and to the first bot reply drawn (at ``speed``)."""
    from playwright.sync_api import sync_playwright

    proc, url = start_voila()
    results = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name in names:
                context = browser.new_context(viewport={"width": 1400, "height": 900})
                context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(url) else r.abort())
                page = context.new_page()
                page.goto(f"{url}/voila/render/apps/{name}.ipynb", wait_until="domcontentloaded")
                page.locator(".ogrelab-drawing[data-ply]").wait_for(state="attached", timeout=120_000)
                page.locator(".ogrelab-speed select").select_option(speed)
                time.sleep(1.0)
                moves, replies, on_table = [], [], 0
                while len(moves) < clicks:
                    m = page.evaluate(_WATCH, [])
                    if m is None:  # the game is over: a new one
                        if not page.locator(".ogrelab-new-game").is_visible():
                            page.get_by_text("New game", exact=True).first.click()   # open the panel
                        page.locator(".ogrelab-new-game").click()
                        time.sleep(1.0)
                        continue
                    moves.append(m["move"] / 1000)
                    on_table += bool(m["table"])
                    if m["reply"] is not None:
                        replies.append(m["reply"] / 1000)
                results[name] = {"move": moves, "reply": replies, "table": on_table}
                context.close()
            browser.close()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(ogrelab.GAMES))
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--python-only", action="store_true")
    parser.add_argument("--watch-only", action="store_true", help="only the click-to-move and click-to-reply times")
    parser.add_argument("--speed", default="normal", help="the board's speed while watching (instant, fast, normal, slow)")
    args = parser.parse_args()
    if args.watch_only:
        watch(args.games, args.clicks, args.speed)
        return
    print("Python side: an action's click (action + bot answers + redraw) / an undo's click (rebuild + redraw)")
    for name in args.games:
        clicks, undos = python_side(name, args.clicks)
        print(f"  {name:24s} click {summary(clicks)}")
        print(f"  {'':24s} undo  {summary(undos)}")
    if args.python_only:
        return
    print("Browser (chromium, Voila), from the click to: the drawing updated / everything but the")
    print("chart updated (buttons, prompt, log, moves) / the last change, the plotly chart's included")
    for name, r in browser_side(args.games, args.clicks).items():
        print(f"  {name:24s} page {r['page']:.1f} s, board visible {r['visible']:.1f} s after navigation")
        print(f"  {'':24s} drawing  {summary(r['drawn'])}")
        print(f"  {'':24s} board    {summary(r['board'])}")
        print(f"  {'':24s} + chart  {summary(r['settled'])}")
    watch(args.games, args.clicks, args.speed)


def watch(games: list[str], clicks: int, speed: str) -> None:
    print(f"Watching the bots (chromium, Voila, speed {speed}), from a click to: the person's move drawn /")
    print("the first bot reply drawn (only for moves that pass to a bot)")
    for name, r in watch_side(games, clicks, speed).items():
        print(f"  {name:24s} move     {summary(r['move'])}   ({r['table']} of {len(r['move'])} clicks on the table)")
        if r["reply"]:
            print(f"  {'':24s} reply    {summary(r['reply'])}")


if __name__ == "__main__":
    main()
