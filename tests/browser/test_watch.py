"""Watch: after a click the last move is marked on the card and where it came from, and what moved
slides briefly, not at all under reduced motion (issue #28; chromium through Voila).

Run with ``pytest tests/browser/test_watch.py -p no:playwright``.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import READY

SLIDE = """() => {
  const n = document.querySelector('.ogrelab-drawing [data-key]');
  n.classList.add('ogrelab-sliding');
  const d = getComputedStyle(n).transitionDuration;
  n.classList.remove('ogrelab-sliding');
  return d;
}"""


def test_watch_marks_after_a_click_and_no_slide_under_reduced_motion(page, open_app, ply, wait_ply):
    page.emulate_media(reduced_motion="reduce")
    open_app("ogre_cheerleaders")
    drawing = page.locator(".ogrelab-drawing")
    card = drawing.locator('[data-key^="hand:"][data-action^="play "].ogrelab-clickable').first
    if not card.count():
        card = drawing.locator('[data-key^="hand:"].ogrelab-pickable').first
    key = card.get_attribute("data-key")
    name = key.split(":", 1)[1]
    start = ply()
    card.click()
    if card.count() and "ogrelab-raised" in (card.get_attribute("class") or ""):
        drawing.locator(".ogrelab-target").first.click()
    wait_ply(f"n > {start}")
    # the card is marked where it now is, with words, and the hand it left "came from" (a bot's reply
    # may follow at once: then its move is the one marked, on its own card and place)
    page.wait_for_function(READY)
    here = drawing.locator(".ogrelab-moved-here.ogrelab-moved-said")
    expect(here).to_have_count(1)
    # a card's new place, or a hand that grew (a bot's play ends its turn with a draw); the deal is random
    assert (here.get_attribute("data-key") or "").startswith(("field:", "bench:", "hand:", "drawn:", "pile:",
                                                               "cards:"))
    assert "last move" in here.evaluate("n => getComputedStyle(n, '::before').content")
    if ply() == start + 1:
        expect(drawing.locator(f'[data-key="field:{name}"]')).to_have_class(re.compile("ogrelab-moved-here"))
        expect(drawing.locator('[data-key="cards:0"]')).to_have_class(re.compile("ogrelab-moved-from"))
    # no slide under reduced motion: nothing is sliding and a slide would take no time
    assert drawing.locator(".ogrelab-sliding").count() == 0
    assert page.evaluate(SLIDE) in ("0s", "0s, 0s")
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate(SLIDE) == "0.25s"
    assert page.console_errors == []
