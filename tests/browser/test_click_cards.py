"""A person decides by clicking a highlighted card in the Ogre Bash app (chromium through Voila).

Uses the fixtures of ``conftest.py`` here; run with
``pytest tests/browser/test_click_cards.py -p no:playwright``.
"""

from __future__ import annotations

from playwright.sync_api import expect


def test_clicking_a_highlighted_card_plays_it(page, open_app, ply, wait_ply):
    open_app("ogre_bash")
    drawing = page.locator(".ogrelab-drawing")
    verbs = ("play", "pass", "trade", "give", "discard")
    cards = drawing.locator(", ".join(f'[data-action^="{v} "].ogrelab-clickable' for v in verbs))
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
    assert text and text.split()[0] in verbs
    # hovering it says what a click does, in a box beside it: the action and its preview
    card.hover()
    tip = drawing.locator(".ogrelab-tip")
    expect(tip).to_contain_text(f"{text}: ")
    assert card.get_attribute("aria-describedby") == tip.get_attribute("id")
    expect(card).to_have_attribute("role", "button")
    start = ply()
    card.click()
    wait_ply(f"n > {start}")
    # the move list names what the move did, in the log's public words
    last = page.locator(".ogrelab-last-move")
    expect(last).to_contain_text(f"Move {start + 1}: ")
    said = last.inner_text().split(": ", 1)[1]
    assert len(said.split()) > 3 and not said.endswith(f": {text.split()[0]}"), f"a bare kind: {said!r}"
    # the list of moves has the move, the events it made under it
    entry = page.locator(f'.ogrelab-moves .ogrelab-move-entry:has(> button[data-n="{start + 1}"])')
    expect(entry.locator("button")).to_contain_text(f"Seat 0: {text}")
    first = said.split("; ")[0]
    expect(entry.locator(".ogrelab-events li").first).to_have_text(first[:1].lower() + first[1:])
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []
