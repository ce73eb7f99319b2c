"""Issue #28, plain words, in chromium: a new Ogre Cheerleaders game with one card's effect
chosen from its dropdown, and the game uses it (Ogre Card effects, option ``effects``).

Run with ``pytest tests/browser -p no:playwright``.
"""

from __future__ import annotations

from playwright.sync_api import expect

import ogrelab
from conftest import TIMEOUT

EFFECTS = dict(ogrelab.new_game("ogre_cheerleaders", seed=0).options["effects"], **{"8": "none"})


def _a_seed_showing_an_eight() -> int:
    """A deal where seat 0 (the person, first to play) sees an 8 in hand or on the field."""
    for seed in range(100):
        g = ogrelab.new_game("ogre_cheerleaders", seed=seed, effects=EFFECTS)
        seen = g.field + g.hands[0]
        if any(g.t.value[c] == 8 for c in seen):
            return seed
    raise AssertionError("no deal of 100 shows an 8")


def test_an_effect_chosen_from_its_dropdown_is_the_one_the_game_plays(page, open_app):
    open_app("ogre_cheerleaders")
    eights = page.locator(".ogrelab-option-effects-entry", has_text="the 8s").locator("select")
    eights.wait_for(state="visible", timeout=TIMEOUT)
    expect(eights.locator("option:checked")).to_have_text("draw 2: keep 1, 1 joins")   # as the rulebook
    eights.select_option(label="no effect")
    seed = _a_seed_showing_an_eight()
    page.locator(".ogrelab-seed input").fill(str(seed))
    page.locator(".ogrelab-new-game").click()
    drawing = page.locator(".ogrelab-drawing")
    expect(drawing).to_contain_text("no effect", timeout=TIMEOUT)            # the 8 on the table says it
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    page.locator(".ogrelab-panels .jupyter-widget-Collapse-header", has_text="Advanced").click()
    expect(page.locator(".ogrelab-seed-line")).to_contain_text("seed hidden until the game ends")
    expect(page.locator(".ogrelab-state-tree")).to_be_visible(timeout=TIMEOUT)
    assert page.console_errors == []
