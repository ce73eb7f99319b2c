"""Each app played by touching the table only, the bots' replies watched move by move, errors by their control.

A decision is made inside ``.ogrelab-drawing`` only: a click on an element
marked ``data-action``, or on one marked ``data-pick`` and then on one of the
targets it outlines (``.ogrelab-target``). No action button is pressed.

Run with ``pytest tests/browser/test_touch.py -p no:playwright``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import ogrelab
from conftest import READY, TIMEOUT, server_log_tail

GAMES = list(ogrelab.GAMES)
DECISIONS = 20



#: Records the table's ply, replay and decision as the next click reaches it (before the board handles it).
CLICK_SEEN = """() => {
  const d = document.querySelector('.ogrelab-drawing');
  window.__clickSeen = null;
  d.addEventListener('click', () => {
    window.__clickSeen = {ply: d.getAttribute('data-ply'), busy: d.getAttribute('data-busy'),
                          decides: d.getAttribute('data-decides')};
  }, {capture: true, once: true});
}"""


def wait_ready(page):
    page.wait_for_function(READY, timeout=TIMEOUT)
    return page.locator(".ogrelab-drawing").get_attribute("data-decides")


def decide_on_the_table(page, ply, wait_ply, tries: int = 3) -> str:
    """Make the decision open now by clicking inside the table; returns what was clicked. A pick whose
    click only skipped a bot's replay is clicked again, ``tries`` times in all."""
    drawing = page.locator(".ogrelab-drawing")
    start = ply()
    one = drawing.locator("[data-action].ogrelab-clickable")
    pick = drawing.locator("[data-pick].ogrelab-clickable")
    if pick.count():
        first = pick.first
        key = first.get_attribute("data-pick")
        before = drawing.get_attribute("data-ply")
        # what the table said as the click reached it: a click while it replays a bot's moves skips them
        page.evaluate(CLICK_SEEN)
        first.click()
        try:
            expect(drawing.locator(".ogrelab-raised")).to_have_count(1)
        except AssertionError as e:
            seen = page.evaluate("() => window.__clickSeen")
            if seen and seen["busy"] == "true" and tries > 1:
                # the click skipped a replay, as the board means it to: a person clicks the card again
                wait_ready(page)
                return decide_on_the_table(page, ply, wait_ply, tries - 1)
            state = {a: drawing.get_attribute(a) for a in ("data-ply", "data-busy", "data-decides", "data-raised")}
            raise AssertionError(
                f"picking up {key!r} at move {before} raised nothing: the table as the click reached it "
                f"{seen or 'never reached'}, now {state}; it asks "
                f"{page.locator('.ogrelab-drawing .ogrelab-asked').inner_text()!r}; "
                f"errors shown: {page.locator('.ogrelab-error').all_inner_texts()}; console: {page.console_errors}; "
                f"the server's log ends:\n{server_log_tail()}") from e
        target = drawing.locator(".ogrelab-target").first
        expect(target).to_be_visible()
        target.click()
        what = f"pick {key}"
    elif one.count():
        what = one.first.get_attribute("data-action")
        one.first.click()
    else:
        prompt = page.locator(".ogrelab-drawing .ogrelab-asked").inner_text()
        buttons = page.locator(".ogrelab-action").all_inner_texts()
        raise AssertionError(f"nothing on the table makes this decision: {prompt!r}; buttons: {buttons}")
    wait_ply(f"n > {start}")
    return what


@pytest.mark.parametrize("name", GAMES)
def test_twenty_decisions_by_touching_the_table_only(page, open_app, ply, wait_ply, name):
    open_app(name)
    made = []
    while len(made) < DECISIONS:
        if wait_ready(page) == "over":
            if not page.locator(".ogrelab-new-game").is_visible():
                page.get_by_text("New game", exact=True).first.click()   # open the panel
            page.locator(".ogrelab-new-game").click()
            page.wait_for_function("() => document.querySelector('.ogrelab-drawing')"
                                   ".getAttribute('data-decides') !== 'over'", timeout=TIMEOUT)
            continue
        made.append(decide_on_the_table(page, ply, wait_ply))
        if page.locator(".ogrelab-drawing").get_attribute("data-busy") == "true":
            page.locator(".ogrelab-drawing-body").click(position={"x": 3, "y": 3})   # a click skips the replay
    assert len(made) == DECISIONS
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []


def test_ogre_bash_bot_replies_are_drawn_one_position_at_a_time(page, open_app, ply, wait_ply):
    open_app("ogre_bash")
    # every position the drawing shows, as it shows it
    page.evaluate("""() => {
      window.__plies = [];
      const d = document.querySelector('.ogrelab-drawing');
      new MutationObserver(() => window.__plies.push(Number(d.getAttribute('data-ply'))))
        .observe(d, {attributes: true, attributeFilter: ['data-ply']});
    }""")
    seen = []
    for _ in range(6):                     # a few decisions, until a turn passes to the bots
        wait_ready(page)
        start = ply()
        decide_on_the_table(page, ply, wait_ply)
        wait_ready(page)
        seen = [n for n in page.evaluate("window.__plies") if n > start]
        distinct = sorted(set(seen))
        if len(distinct) >= 3:
            break
    distinct = sorted(set(seen))
    assert len(distinct) >= 3, f"the replies were not drawn one by one: {seen}"
    assert distinct == list(range(distinct[0], distinct[-1] + 1)), f"positions were skipped: {seen}"
    # each drawn move says what it did in public words, and the list of moves names it
    last = page.locator(".ogrelab-last-move")
    expect(last).to_contain_text(f"Move {distinct[-1]}:")
    options = page.locator(".ogrelab-moves button.ogrelab-move").all_inner_texts()
    bare = [o for o in options if o.rstrip().endswith(": play") or o.rstrip().endswith(": pass")]
    assert not bare, f"moves named by a bare kind: {bare}"


@pytest.mark.parametrize("name", GAMES)
def test_an_error_is_shown_beside_its_control_in_plain_words(page, open_app, upload, name):
    open_app(name)
    page.get_by_text("Save and load", exact=True).click()
    upload("broken.json", b"{not json")
    error = page.locator(".ogrelab-save-panel .ogrelab-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("broken.json: Save file: not valid JSON")
    expect(error).not_to_contain_text("ValueError")
    # beside the control: the message sits right under the Load button, within the same panel
    box = error.bounding_box()
    load = page.locator(".ogrelab-load button").bounding_box()
    assert 0 <= box["y"] - (load["y"] + load["height"]) < 80
    # the next action clears it
    page.locator(".ogrelab-step").click()
    expect(page.locator(".ogrelab-error")).to_be_hidden()
