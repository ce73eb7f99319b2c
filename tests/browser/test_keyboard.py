"""A whole game played by keyboard alone: Ogre Cheerleaders, two players, the person against the
heuristic bot. Tab reaches the table from the top of the page; Enter plays what has the focus; a
card of the hand raised with Enter sends the focus to where it can go (#1 Play Phase: a card from
the hand, then the end of the field it goes to), the arrows go round those places, Escape puts
the card back; after each move the focus is on the table again, drawn as a clear ring."""

from __future__ import annotations

from playwright.sync_api import expect

TIMEOUT = 60_000
#: The most decisions a game of two players asks of one seat here (it ends well before).
MAX_DECISIONS = 120

_FOCUS = """() => {
  const n = document.activeElement;
  const body = n && n.closest('.ogrelab-drawing-body');
  if (!body) return {inside: false, table: !!(n && n.classList.contains('ogrelab-drawing'))};
  const s = getComputedStyle(n);
  return {inside: true, pick: n.getAttribute('data-pick'), action: n.getAttribute('data-action'),
          key: n.getAttribute('data-key'), target: n.classList.contains('ogrelab-target'),
          raised: n.classList.contains('ogrelab-raised'),
          outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`};
}"""


def _focus(page) -> dict:
    return page.evaluate(_FOCUS)


def _wait_decision(page, after: int) -> str:
    """Wait until the person decides again (or the game is over) after move ``after``; their state."""
    page.wait_for_function(
        "(after) => { const d = document.querySelector('.ogrelab-drawing');"
        " return d && Number(d.getAttribute('data-ply')) > after"
        " && ['you', 'over'].includes(d.getAttribute('data-decides')); }", arg=after, timeout=TIMEOUT)
    return page.locator(".ogrelab-drawing").get_attribute("data-decides")


def _wait_focus_on_table(page) -> dict:
    page.wait_for_function("() => { const n = document.activeElement;"
                           " return !!(n && n.closest('.ogrelab-drawing-body') && n.hasAttribute('tabindex')); }",
                           timeout=TIMEOUT)
    return _focus(page)


def _ply(page) -> int:
    return int(page.locator(".ogrelab-drawing").get_attribute("data-ply"))


def test_a_whole_game_by_keyboard_alone(page, open_app):
    open_app("ogre_cheerleaders")
    page.locator(".ogrelab-speed select").select_option("instant")      # the bots' replies drawn at once
    page.wait_for_function("() => document.querySelector('.ogrelab-drawing').getAttribute('data-decides') === 'you'",
                           timeout=TIMEOUT)
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")

    # From the top of the page, Tab reaches the table: its first thing to touch is a card of the hand.
    for _ in range(40):
        page.keyboard.press("Tab")
        if _focus(page)["inside"]:
            break
    first = _focus(page)
    assert first["inside"], "Tab never reached the table"
    assert (first["pick"] or "").startswith("hand:"), first
    assert first["outline"] == "solid 3px rgb(17, 17, 17)", first         # the focus ring
    # Tab and Shift+Tab go along the hand and back
    page.keyboard.press("Tab")
    second = _focus(page)
    assert second["inside"] and second["key"] != first["key"] and second["key"].startswith("hand:"), second
    page.keyboard.press("Shift+Tab")
    assert _focus(page)["key"] == first["key"]

    decisions = two_clicks = 0
    tried_escape = tried_arrows = False
    state = "you"
    while state == "you" and decisions < MAX_DECISIONS:
        now = _wait_focus_on_table(page)
        before = _ply(page)
        if now["pick"]:
            page.keyboard.press("Enter")                      # raise the card: the focus goes where it can go
            expect(page.locator(".ogrelab-drawing .ogrelab-raised")).to_have_count(1)
            where = _focus(page)
            assert where["target"], where
            if not tried_escape:                             # Escape puts it back, the focus on it again
                page.keyboard.press("Escape")
                expect(page.locator(".ogrelab-drawing .ogrelab-raised")).to_have_count(0)
                assert _focus(page)["key"] == now["key"]
                page.keyboard.press("Space")                  # and Space raises it as Enter does
                expect(page.locator(".ogrelab-drawing .ogrelab-raised")).to_have_count(1)
                tried_escape = True
            targets = page.locator(".ogrelab-drawing .ogrelab-target").count()
            if targets > 1 and not tried_arrows:              # the arrows go round the places it can go
                page.keyboard.press("ArrowRight")
                moved = _focus(page)
                assert moved["target"] and moved["key"] != where["key"], moved
                tried_arrows = True
            assert _focus(page)["target"]
            page.keyboard.press("Enter")                      # placed
            two_clicks += 1
        else:
            assert now["action"], now
            page.keyboard.press("Enter")
        decisions += 1
        state = _wait_decision(page, before)

    assert state == "over", f"still playing after {decisions} decisions"
    expect(page.locator(".ogrelab-result")).to_contain_text("Game over")
    assert decisions >= 10 and two_clicks >= 1 and tried_escape and tried_arrows, (decisions, two_clicks)
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []
