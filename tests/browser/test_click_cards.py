"""A person decides by clicking a highlighted card in the Ogre Bash app (chromium through Voila).

Uses the fixtures of ``conftest.py`` here; run with
``pytest tests/browser/test_click_cards.py -p no:playwright``.
"""

from __future__ import annotations

from playwright.sync_api import expect


def test_clicking_a_highlighted_card_plays_it(page, open_app, ply, wait_ply):
    open_app("ogre_bash")
    drawing = page.locator(".ogrelab-drawing")
    cards = drawing.locator(".ogrelab-clickable")
    # A later turn opens with "declare win" or "draw" (no card to click yet): draw, then a card is asked for.
    for _ in range(5):
        page.locator(".ogrelab-action").first.wait_for(state="visible")
        if cards.count():
            break
        start = ply()
        page.locator('.ogrelab-actions .ogrelab-action[data-action="draw"]').click()
        wait_ply(f"n > {start}")
    card = cards.first
    text = card.get_attribute("data-action")
    assert text and text.split()[0] in ("play", "pass", "trade", "give", "discard")
    expect(card).to_have_attribute("title", text)          # the tooltip says what a click does
    expect(card).to_have_attribute("role", "button")
    start = ply()
    card.click()
    wait_ply(f"n > {start}")
    # the move list names the card that was clicked, as the seat's own move
    moves = page.locator(".ogrelab-moves select option")
    expect(moves.filter(has_text=f"{start + 1}. Seat 0: {text}")).to_have_count(1)
    expect(page.locator(".ogrelab-log li").last).to_be_visible()
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []
