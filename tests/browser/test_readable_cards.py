"""The table reads whole in chromium: no text cut, every keyword defined where it shows, the Zombies'
own face-down cards told to them, an Ogre Bash pass drawn round the table (Voila apps).

Run with ``pytest tests/browser/test_readable_cards.py -p no:playwright``.
"""

from __future__ import annotations

import importlib
import re

import pytest
from playwright.sync_api import expect

import ogrelab
from conftest import READY, TIMEOUT
from ogrelab.games.zombies_vs_cheerleaders.cards import STAMINA, STRENGTH

GAMES = list(ogrelab.GAMES)
SIZES = [(1400, 900), (1280, 720)]
#: The person's moves played after the opening, the table checked after each.
MOVES = 3
BODY = ".ogrelab-drawing-body"

#: What the table cuts: an element that clips its content (its overflow is not visible, or it ends its
#: text with an ellipsis) holding more than it shows, the drawing's own scrolling box included; and a
#: text that runs past the card it is printed on (a badge pinned over a card's corner, position:
#: absolute, lies outside on purpose: only its width is held to the card's).
CUT_TEXT = """(body) => {
  const said = (n) => `${n.tagName.toLowerCase()}.${[...n.classList].join('.')} "${n.textContent.trim().slice(0, 50)}"`;
  const clipping = (s) => s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.textOverflow === 'ellipsis';
  const cut = [];
  for (const n of [body.closest('.ogrelab-drawing'), body, ...body.querySelectorAll('*')]) {
    if (n instanceof SVGElement || !clipping(getComputedStyle(n))) continue;
    if (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)
      cut.push(`${said(n)} shows ${n.clientWidth}x${n.clientHeight} of ${n.scrollWidth}x${n.scrollHeight}`);
  }
  let texts = 0;
  const walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const n = t.parentElement;
    const card = n && t.textContent.trim() && !n.closest('svg, style') ? n.closest('.ogrelab-card') : null;
    if (!card) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    const r = range.getBoundingClientRect(), c = card.getBoundingClientRect(), e = n.getBoundingClientRect();
    if (!r.width || !r.height) continue;                 // not drawn (folded away, or no room asked)
    texts += 1;
    if (e.width > c.width + 1) cut.push(`${said(n)} is ${e.width}px wide on a card of ${c.width}px`);
    const pinned = getComputedStyle(n).position === 'absolute';
    if (!pinned && (r.left < c.left - 1 || r.right > c.right + 1 || r.top < c.top - 1 || r.bottom > c.bottom + 1))
      cut.push(`${said(n)} runs past its card ${said(card)}`);
  }
  return { texts, cut };
}"""

#: Each keyword drawn (entry, hover text, words shown) and the opened list of words (word, definition).
TERMS = """(body) => ({
  terms: [...body.querySelectorAll('.ogrelab-term')].map(n => ({ key: n.dataset.term || '', title: n.title,
                                                                   shown: n.textContent.trim() })),
  listed: [...body.querySelectorAll('.ogrelab-glossary dt')].map(dt => [dt.textContent.trim(),
                                                                       dt.nextElementSibling.textContent.trim()]),
})"""


def glossary(name: str) -> dict[str, str]:
    """The game's keywords and their definitions, as its drawing reads them (``glossary.toml``)."""
    return importlib.import_module(f"ogrelab.games.{name}.render").GLOSSARY


def ready(page) -> str:
    page.wait_for_function(READY, timeout=TIMEOUT)
    return page.locator(".ogrelab-drawing").get_attribute("data-decides")


def play_first_action(page, ply, wait_ply) -> None:
    """The person clicks the first action button; the bots reply; the person may act again."""
    start = ply()
    page.locator(".ogrelab-action").first.click()
    wait_ply(f"n > {start}")
    ready(page)


def wait_for_actions(page, texts: list[str]) -> None:
    """Until the action buttons are exactly ``texts`` (a new game drawn, not the one before)."""
    page.wait_for_function(
        "(want) => JSON.stringify([...document.querySelectorAll('.ogrelab-actions button.ogrelab-action')]"
        ".map(b => b.dataset.action).sort()) === JSON.stringify(want)", arg=sorted(texts), timeout=TIMEOUT)
    ready(page)


def assert_nothing_cut(page, where: str) -> None:
    found = page.locator(BODY).evaluate(CUT_TEXT)
    assert found["texts"] > 0, f"{where}: no text on a card to check"
    assert found["cut"] == [], f"{where}: text cut on the table:\n" + "\n".join(found["cut"])


def assert_terms_defined(page, words: dict[str, str]) -> dict[str, list[dict]]:
    """Every term's hover text is "<word>: <definition>", and the opened list of words has that
    definition under a word; returns the terms drawn by their entry."""
    body = page.locator(BODY)
    fold = body.locator(".ogrelab-glossary")
    expect(fold.locator("summary")).to_contain_text("Words on this table")
    fold.locator("summary").click()
    expect(fold.locator("dl")).to_be_visible()
    seen = body.evaluate(TERMS)
    listed = dict(seen["listed"])
    drawn: dict[str, list[dict]] = {}
    for term in seen["terms"]:
        key, title = term["key"], term["title"]
        assert key in words, f"{term['shown']!r} is drawn as a keyword but has no definition (entry {key!r})"
        definition = words[key]
        word = title[:-len(": " + definition)]
        assert title.endswith(": " + definition) and word.strip(), \
            f"{term['shown']!r}: its hover text {title!r} is not '<word>: {definition}'"
        assert term["shown"], f"the keyword {key!r} is drawn without words"
        assert definition in listed.values(), f"{key!r} ({definition!r}) is not in the list of words: {listed}"
        drawn.setdefault(key, []).append(term)
    assert all(w and d for w, d in listed.items()), f"a word of the list without its definition: {listed}"
    assert len(listed) == len(drawn), f"the list holds {sorted(listed)}, the table draws {sorted(drawn)}"
    return drawn


@pytest.mark.parametrize("name", GAMES)
def test_no_text_is_cut_on_the_table_at_1400_by_900_and_1280_by_720(page, open_app, ply, wait_ply, name):
    """Cards grow to hold their words: nothing on the table clips its text, no text runs past its card,
    at a desktop's and a laptop's size, from the opening over a few moves (the table at rest: a card
    sliding to its new place is measured where it lands)."""
    page.emulate_media(reduced_motion="reduce")
    open_app(name)
    ready(page)
    for move in range(MOVES + 1):
        if move:
            play_first_action(page, ply, wait_ply)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            assert_nothing_cut(page, f"{name} at {width}x{height}, move {ply()}")
        if ready(page) == "over":
            break
    assert page.console_errors == []


@pytest.mark.parametrize("name", GAMES)
def test_every_keyword_on_the_table_is_explained_on_hover_and_in_the_list_of_words(page, open_app, name):
    """Each keyword drawn on the table carries "<word>: <definition>" on hover, and the list of the
    table's words (opened by keyboard or touch) gives the same definition."""
    open_app(name)
    ready(page)
    drawn = assert_terms_defined(page, glossary(name))
    assert drawn, f"{name}: the table draws no keyword"
    assert page.console_errors == []


#: The attributes and events of Ogre's Delight's skill cards (Events, Transmutations, Stealth, General
#: attributes), by their glossary entries; Mother Mirewort's pool of skills carries every one.
SKILL_WORDS = ("Disorient", "Transmute Magic", "Vulnerable", "stealth", "casttime")
RULEBOOK_SETUP = "Set up as the rulebook: draft and build your deck"


def test_ogres_delight_disorient_transmute_vulnerable_stealth_and_casttime_are_defined_on_the_cards(page, open_app):
    """Events, Transmutations, Stealth, casttime: building Mother Mirewort's deck, each card that carries
    one of these words explains it on hover, and the list of words gives the same definition."""
    open_app("ogres_delight")
    ready(page)
    page.locator(".ogrelab-start-way", has_text=RULEBOOK_SETUP).click()
    boss = page.locator('.ogrelab-action[data-action="pick boss Mother Mirewort"]')
    expect(boss).to_be_visible(timeout=TIMEOUT)
    ready(page)
    boss.click()
    expect(page.locator(BODY)).to_contain_text("pick boss 2 of 2", timeout=TIMEOUT)
    ready(page)
    page.locator(".ogrelab-action").first.click()
    body = page.locator(BODY)
    expect(body).to_contain_text("skills to choose from", timeout=TIMEOUT)
    expect(body.locator(".ogrelab-prompt")).to_contain_text("Mother Mirewort")
    ready(page)
    words = glossary("ogres_delight")
    drawn = assert_terms_defined(page, words)
    for key in SKILL_WORDS:
        assert key in drawn, f"{key} is on none of Mother Mirewort's cards"
        for term in drawn[key]:
            assert term["title"].startswith(key) and term["title"].endswith(f": {words[key]}"), \
                f"{key} on a card explains itself as {term['title']!r}"
        expect(body.locator(f'.ogrelab-card .ogrelab-term[data-term="{key}"]').first).to_be_visible()
    assert page.console_errors == []


def seat_person(page, side: str) -> None:
    """The board's seat pickers: a person plays ``side`` of Zombies vs Cheerleaders, a bot the other."""
    seats = page.locator(".widget-hbox.ogrelab-seats")
    other = "Cheerleaders" if side == "Zombies" else "Zombies"
    seats.locator(".ogrelab-seat", has_text=side).locator("select").select_option(label="human")
    seats.locator(".ogrelab-seat", has_text=other).locator("select").select_option(label="heuristic bot")


def see_as(page, side: str) -> None:
    """The board's view picker: the table drawn as ``side`` knows it."""
    page.locator(".widget-hbox.ogrelab-seats .ogrelab-view select").select_option(label=side)
    expect(page.locator(BODY)).to_contain_text(f"seen by the {side}", timeout=TIMEOUT)


def test_zombies_see_strength_and_stamina_on_their_own_face_down_zombies(page, open_app):
    """Zombies vs Cheerleaders, face-down zombies: the Zombies player knows his own cards, so each
    face-down zombie shows him its Strength and Stamina; the Cheerleaders see only a "?"."""
    open_app("zombies_vs_cheerleaders")
    ready(page)
    seat_person(page, "Zombies")
    see_as(page, "Zombies")
    assert ready(page) == "you"
    body = page.locator(BODY)
    face_down = body.locator('.ogrelab-facedown[data-key^="grid:"]')
    expect(face_down.first).to_be_visible()
    expect(body.locator('.ogrelab-facedown[data-key^="grid:"]:has(.ogrelab-stats)')).to_have_count(face_down.count())
    zombie = face_down.first
    key, card = zombie.get_attribute("data-key"), zombie.get_attribute("data-card")
    strength, stamina = STRENGTH[card], STAMINA[card]
    expect(zombie.locator(".ogrelab-stats")).to_have_text(f"Str {strength} \u00b7 Sta {stamina}")
    expect(zombie.locator('[data-term="Strength"]')).to_have_attribute("title", re.compile(f"^Strength {strength}: "))
    expect(zombie.locator('[data-term="Stamina"]')).to_have_attribute("title", re.compile(f"^Stamina {stamina}: "))
    # the same zombie as the Cheerleaders see it: a card back, neither number
    see_as(page, "Cheerleaders")
    theirs = body.locator(f'[data-key="{key}"]')
    expect(theirs).to_have_attribute("data-card", "face-down")
    expect(theirs).to_have_text(re.compile(r"^\?\s*face down$"))
    expect(theirs.locator('.ogrelab-stats, [data-term="Strength"], [data-term="Stamina"]')).to_have_count(0)
    expect(body.locator(".ogrelab-facedown .ogrelab-stats")).to_have_count(0)
    assert page.console_errors == []


def a_deal_opening_with_a_bash() -> tuple[int, list[str], str, int]:
    """A deal of Ogre Bash where the first seat (the person) plays first and holds a Bash card:
    the seed, its first actions, the Bash to play and the number of players."""
    for seed in range(200):
        game = ogrelab.new_game("ogre_bash", seed=seed)
        if game.current_player != 0:
            continue
        for action in map(str, game.legal_actions()):
            after = game.clone()
            after.play(action)
            if action.startswith("play Bash ") and after.current_player == 0 and "to pass" in after.prompt:
                return seed, [str(a) for a in game.legal_actions()], action, game.players
    raise AssertionError("no deal of 200 opens with a Bash card in the first seat's hand")


def test_ogre_bash_a_pass_is_drawn_around_the_table(page, open_app, ply, wait_ply):
    """Bash Left, Right and Across: while the cards are passed the table says the direction in words,
    draws the seats with an arrow from each to the one it passes to, and each seat's own line says
    whom it passes to (left, right or across)."""
    seed, opening, bash, players = a_deal_opening_with_a_bash()
    direction = bash.split()[2]                          # "play Bash Left (Crash)" -> "Left"
    open_app("ogre_bash")
    ready(page)
    page.locator(".ogrelab-seed input").fill(str(seed))
    page.locator(".ogrelab-new-game").click()
    wait_for_actions(page, opening)
    page.locator(f'.ogrelab-action[data-action="{bash}"]').click()
    wait_ply("n > 0")
    assert ready(page) == "you"
    body = page.locator(BODY)
    expect(body.locator(".ogrelab-prompt")).to_contain_text("choose a card to pass")
    expect(body.locator(".ogrelab-pass-words")).to_contain_text(f"Passing {direction}")
    arrows = body.locator(".ogrelab-pass svg")
    expect(arrows).to_be_visible()
    expect(arrows).to_have_attribute("aria-label", re.compile(f"^Passing {direction}: "))
    expect(arrows.locator("path")).to_have_count(players)
    lines = body.locator(".ogrelab-passes")
    expect(lines).to_have_count(players)
    said = re.compile(rf"(passes|you pass) to .+ \({direction.lower()}\)")
    for line in lines.all():
        assert said.search(line.inner_text()), f"a seat's pass line says {line.inner_text()!r}"
        expect(line.locator("svg.ogrelab-arrow")).to_be_visible()
    assert page.console_errors == []
