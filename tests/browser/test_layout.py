"""The board's layout in chromium: previews float beside what they describe, one list of moves, a 1280x720 fit.

Run with ``pytest tests/browser/test_layout.py -p no:playwright``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import ogrelab
from conftest import READY, TIMEOUT

GAMES = list(ogrelab.GAMES)
#: What must not move while a preview shows: the table, the buttons, the side column.
STILL = (".ogrelab-drawing-body", ".ogrelab-asked", ".ogrelab-actions", ".ogrelab-side-column", ".ogrelab-moves")


def boxes(page) -> dict:
    return {sel: page.locator(sel).first.bounding_box() for sel in STILL}


def near(a: dict, b: dict, gap: float = 24) -> bool:
    """Whether two boxes touch or lie within ``gap`` pixels of each other."""
    return (a["x"] - gap <= b["x"] + b["width"] and b["x"] - gap <= a["x"] + a["width"]
            and a["y"] - gap <= b["y"] + b["height"] and b["y"] - gap <= a["y"] + a["height"])


def inside(page, box: dict) -> bool:
    size = page.viewport_size
    return (box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5
            and box["y"] + box["height"] <= size["height"] + 0.5)


def ready(page) -> str:
    page.wait_for_function(READY, timeout=TIMEOUT)
    return page.locator(".ogrelab-drawing").get_attribute("data-decides")


def test_a_preview_floats_beside_the_thing_and_nothing_moves(page, open_app):
    """The preview box appears next to the hovered thing (and button) without moving the page."""
    open_app("ogre_bash")
    assert ready(page) == "you"
    drawing = page.locator(".ogrelab-drawing")
    thing = drawing.locator("[data-action].ogrelab-clickable, [data-pick].ogrelab-clickable").first
    tip = drawing.locator(".ogrelab-tip")
    expect(tip).to_be_hidden()
    before = boxes(page)
    thing.hover()
    expect(tip).to_be_visible()
    text = thing.get_attribute("data-action")
    if text:
        expect(tip).to_contain_text(f"{text}: ")
    assert thing.get_attribute("aria-describedby") == tip.get_attribute("id")
    assert near(tip.bounding_box(), thing.bounding_box()), "the preview is not beside the thing"
    assert inside(page, tip.bounding_box())
    assert boxes(page) == before, "the page moved when the preview appeared"
    # the keyboard's focus shows it too; leaving hides it
    page.mouse.move(1, 1)
    expect(tip).to_be_hidden()
    thing.focus()
    expect(tip).to_be_visible()
    page.locator(".ogrelab-step").focus()
    expect(tip).to_be_hidden()
    # an action button's preview floats beside the button
    button = page.locator(".ogrelab-action").first
    button.hover()
    near_tip = page.locator(".ogrelab-actions .ogrelab-tip")
    expect(near_tip).to_be_visible()
    expect(near_tip).to_contain_text(button.get_attribute("data-action"))
    assert near(near_tip.bounding_box(), button.bounding_box())
    assert inside(page, near_tip.bounding_box())
    assert boxes(page) == before
    assert page.console_errors == []


def test_a_raised_cards_places_each_preview_their_own_move(page, open_app):
    """A raised card's places show their own preview on hover, one at a time (no texts joined by '|')."""
    open_app("ogre_cheerleaders")
    assert ready(page) == "you"
    drawing = page.locator(".ogrelab-drawing")
    card = drawing.locator("[data-pick].ogrelab-clickable").first
    card.hover()
    tip = drawing.locator(".ogrelab-tip")
    expect(tip).to_contain_text("pick it up")
    assert " | " not in tip.inner_text()
    before = boxes(page)
    card.click()
    targets = drawing.locator(".ogrelab-target")
    expect(targets.first).to_be_visible()
    said = set()
    for i in range(targets.count()):
        t = targets.nth(i)
        t.hover()
        expect(tip).to_be_visible()
        words = tip.inner_text()
        assert " | " not in words and words.startswith("play "), words
        assert near(tip.bounding_box(), t.bounding_box()) and inside(page, tip.bounding_box())
        said.add(words)
    assert len(said) == targets.count(), "each place says what a move there would do"
    assert boxes(page)[".ogrelab-drawing-body"] == before[".ogrelab-drawing-body"]
    page.keyboard.press("Escape")
    expect(drawing.locator(".ogrelab-raised")).to_have_count(0)


def test_one_list_of_moves_with_their_events_and_time_travel(page, open_app, ply, wait_ply):
    """The moves and the log are one list: events under the move that made them; a click goes there."""
    open_app("ogre_bash")
    assert ready(page) == "you"
    moves = page.locator(".ogrelab-moves")
    expect(page.locator(".ogrelab-log-body")).to_have_count(0)
    expect(page.locator(".ogrelab-moves select")).to_have_count(0)
    start = ply()
    page.locator(".ogrelab-action").first.click()
    wait_ply(f"n > {start}")
    now = ready(page) and ply()
    entry = lambda n: moves.locator(f'.ogrelab-move-entry:has(> button[data-n="{n}"])')  # noqa: E731
    # the present move is marked in words (not by colour only) and kept in sight in its list
    present = entry(now)
    expect(present.locator("button")).to_have_attribute("aria-current", "step")
    expect(present.locator(".ogrelab-now")).to_have_text("now")
    body = moves.locator(".ogrelab-moves-body")
    b, p = body.bounding_box(), present.locator("button").bounding_box()
    assert b["y"] - 1 <= p["y"] and p["y"] + p["height"] <= b["y"] + b["height"] + 1
    # the person's move is listed with the events it made, wrapped, never cut
    mine = entry(start + 1)
    events = mine.locator(".ogrelab-events li")
    expect(events.first).to_be_visible()
    assert all(e.strip() for e in events.all_inner_texts())
    for li in events.all():
        assert li.evaluate("n => n.scrollWidth <= n.clientWidth + 1"), "an event's line is cut"
    assert "Seat 0: " in mine.locator("button").inner_text()
    # a click on a move travels there; the moves after it stay listed, undone
    entry(start).locator("button").click()
    wait_ply(f"n === {start}")
    expect(entry(start).locator("button")).to_have_attribute("aria-current", "step")
    expect(mine).to_contain_text("(undone)")
    mine.locator("button").click()
    wait_ply(f"n === {start + 1}")
    expect(entry(start + 1).locator("button")).to_have_attribute("aria-current", "step")
    expect(page.locator(".ogrelab-error")).to_be_hidden()
    assert page.console_errors == []


FIRST_TOUCH = """() => {
  const d = document.querySelector('.ogrelab-drawing');
  const t = d.querySelector('[data-action].ogrelab-clickable, [data-pick].ogrelab-clickable');
  return t ? 'table' : 'buttons';
}"""


@pytest.mark.parametrize("name", GAMES)
def test_the_table_and_the_decision_fit_1280_by_720(page, open_app, name):
    """At 1280x720 the whole table, the prompt and the first thing to touch show without scrolling the page."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_app(name)
    ready(page)
    assert page.evaluate("() => [window.scrollX, window.scrollY]") == [0, 0]
    fits(page, name)


#: A four-seat Ogre Bash deal whose bots' first moves start a pass before the person's first decision:
#: seat 2, across the table, plays Bash Across and puts its card down, seat 3 puts one down, then seat 0
#: passes. The seat across shows its cards, the card it put down and whom it passes to and gets from: the
#: tallest table of a pass (675 px before the seat across drew them on two lines, 602 since).
PASS_ACROSS_SEED = 71


def test_a_pass_with_four_seats_fits_1280_by_720(page, open_app):
    """Bash Left, Right and Across: "each player puts the card they pass down". A person's first decision
    being a pass, with the seat across having put its card down, the table and the pass still fit a laptop's screen."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_app("ogre_bash")
    ready(page)
    page.locator(".ogrelab-panels .widget-dropdown", has_text="Players").locator("select").select_option("4")
    page.locator(".ogrelab-seed input").fill(str(PASS_ACROSS_SEED))
    page.locator(".ogrelab-new-game").click()
    # the new game's bots move first: wait for their replies to start, then for the person's decision
    page.wait_for_function("() => document.querySelector('.ogrelab-drawing').getAttribute('data-busy') === 'true'",
                           timeout=TIMEOUT)
    assert ready(page) == "you"
    body = page.locator(".ogrelab-drawing-body")
    expect(body.locator(".ogrelab-prompt")).to_contain_text("Seat 0: choose a card to pass face down")
    actions = [a.get_attribute("data-action") for a in page.locator(".ogrelab-action").all()]
    assert actions and all(a.startswith("pass ") for a in actions), \
        f"seed {PASS_ACROSS_SEED} no longer starts with a pass: {actions}"
    expect(body.locator(".ogrelab-players-4 .ogrelab-side-top .ogrelab-put")).to_have_count(1)
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('*').forEach(n => { n.scrollTop = 0; }); }")
    fits(page, f"ogre_bash with 4 players, a pass (seed {PASS_ACROSS_SEED})")


@pytest.mark.parametrize("players", [5, 6])
def test_every_hand_face_up_around_six_seats_fits_1280_by_720(page, open_app, players):
    """Ogre Bash's teaching view (View as: all seats) with 5 or 6 players: every hand is drawn face up,
    the others' cards by name only (the rule on hover), and the table still fits a laptop's screen."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_app("ogre_bash")
    ready(page)
    page.locator(".ogrelab-panels .widget-dropdown", has_text="Players").locator("select").select_option(str(players))
    page.locator(".ogrelab-new-game").click()
    page.wait_for_function(f"() => document.querySelector('.ogrelab-drawing-body .ogrelab-players-{players}')",
                           timeout=TIMEOUT)
    page.locator(".ogrelab-view select").select_option(label="all seats")
    page.wait_for_function("() => document.querySelector('.ogrelab-drawing-body .ogrelab-crowded')", timeout=TIMEOUT)
    ready(page)
    body = page.locator(".ogrelab-drawing-body")
    expect(body).to_contain_text("all cards face up")
    # every seat's cards are named on the table; another seat's short rule is folded away, kept on hover
    other = body.locator(".ogrelab-side .ogrelab-card[data-card]").first
    expect(other.locator(".ogrelab-says")).to_be_hidden()
    assert ": " in other.get_attribute("title")
    # the New game panel and the view picker lie below the table: back to the top, as the app opened
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('*').forEach(n => { n.scrollTop = 0; }); }")
    fits(page, f"ogre_bash with {players} players, all seats")


def fits(page, name: str) -> None:
    """The table, the prompt and the first thing to touch lie inside the window, nothing clipped sideways."""
    drawing = page.locator(".ogrelab-drawing")
    for part in (drawing, drawing.locator(".ogrelab-drawing-body")):
        box = part.bounding_box()
        assert box and inside(page, box), f"{name}: {box} is not inside 1280x720"
    # the decision asked: in the line under the table, or (left empty then) drawn by the table itself
    hint = drawing.locator(".ogrelab-asked")
    if hint.inner_text().strip():
        prompt = hint
    else:
        # each game draws the decision in its table (Zombies vs Cheerleaders in its status line)
        prompt = drawing.locator(".ogrelab-drawing-body").locator(".ogrelab-prompt, .ogrelab-status").first
    assert inside(page, prompt.bounding_box()), f"{name}: the prompt is off screen"
    # nothing of the table is clipped sideways (no scrolling inside it), nor drawn under the side column
    for sel in (".ogrelab-drawing", ".ogrelab-drawing-body"):
        assert page.locator(sel).evaluate("n => n.scrollWidth <= n.clientWidth + 1"), f"{name}: {sel} clipped"
    d, side = drawing.bounding_box(), page.locator(".ogrelab-side-column").bounding_box()
    assert d["x"] + d["width"] <= side["x"] + 1 or side["y"] >= d["y"] + d["height"] - 1
    where = page.evaluate(FIRST_TOUCH)
    first = (drawing.locator("[data-action].ogrelab-clickable, [data-pick].ogrelab-clickable").first
             if where == "table" else page.locator(".ogrelab-action").first)
    assert inside(page, first.bounding_box()), f"{name}: the first thing to touch is off screen"
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def six_columns(page, wait_ply):
    """A new Zombies game of 6 columns (Cheer camp), from the board's New game panel."""
    page.locator(".ogrelab-panels .widget-dropdown", has_text="columns").locator("select").select_option(label="6 columns: The Prom")
    page.locator(".ogrelab-new-game").click()
    page.wait_for_function("() => document.querySelector('.ogrelab-drawing-body').textContent.includes('column 6')",
                           timeout=TIMEOUT)
    ready(page)


def not_under_the_side_column(page, name: str) -> None:
    drawing = page.locator(".ogrelab-drawing")
    for sel in (".ogrelab-drawing", ".ogrelab-drawing-body"):
        assert page.locator(sel).first.evaluate("n => n.scrollWidth <= n.clientWidth + 1"), f"{name}: {sel} clipped"
    d, side = drawing.bounding_box(), page.locator(".ogrelab-side-column").bounding_box()
    assert d["x"] + d["width"] <= side["x"] + 1 or side["y"] >= d["y"] + d["height"] - 1, \
        f"{name}: the side column {side} lies over the table {d}"


@pytest.mark.parametrize("width", [1000, 1280])
def test_a_six_column_zombies_board_is_never_under_the_side_column(page, open_app, wait_ply, width):
    """Where the table and the side column do not fit side by side, the side column goes under the table."""
    page.set_viewport_size({"width": width, "height": 720})
    open_app("zombies_vs_cheerleaders")
    ready(page)
    six_columns(page, wait_ply)
    page.evaluate("() => window.scrollTo(0, 0)")
    not_under_the_side_column(page, f"6 columns at {width}px")
    # the preview of a thing on the table floats beside it, inside the window
    thing = page.locator(".ogrelab-drawing [data-action].ogrelab-clickable").first
    thing.hover()
    tip = page.locator(".ogrelab-drawing .ogrelab-tip")
    expect(tip).to_be_visible()
    assert near(tip.bounding_box(), thing.bounding_box()) and inside(page, tip.bounding_box())
