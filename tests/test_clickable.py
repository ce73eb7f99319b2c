"""Deciding by clicking the table: the marks every game's drawing carries.

A board makes an element of ``html(seat)`` clickable when it carries
``data-action="<legal action text>"`` (ogrelab/widgets/drawing.py); each game's
own ``tests/<game>/test_touch.py`` checks its touches rule by rule. These tests
check, in every game played at random, that every mark is a legal action of the
seat deciding now and stands on one element only, that other seats' drawings
mark nothing, and that a board plays the action a click sends.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import ogrelab
from ogrelab.core import Action
from ogrelab.core.decision import Pending
from ogrelab.games._render import attr, offered
from ogrelab.games.ogre_cheerleaders import positions as cheer
from ogrelab.widgets import Board

_MARK = re.compile(r'data-action="([^"]*)"')


def marks(game, seat) -> list[str]:
    """The action texts marked in ``game.html(seat)``, checked: legal for the decider, each once."""
    found = [html.unescape(t) for t in _MARK.findall(game.html(seat))]
    assert len(found) == len(set(found)), f"an action marked on two elements: {found}"
    legal = {a.text for a in offered(game, seat)}
    assert set(found) <= legal, f"marked but not legal for seat {seat}: {set(found) - legal}"
    return found


def marks_for_decider(game) -> list[str]:
    """The decider's own view marks; every other seat's view marks nothing."""
    now = game.current_player
    for seat in range(game.players):
        if seat != now:
            assert marks(game, seat) == [], f"seat {seat} sees marks while seat {now} decides"
    return marks(game, now)


# ------------------------------------------------------------ the helper
def test_attr_escapes_an_action_text():
    assert attr('put "Bob" & co') == ' data-action="put &quot;Bob&quot; &amp; co"'
    assert attr(None) == ""


# ------------------------------------------------ every game, played at random
@pytest.mark.parametrize("name, options", [("ogre_cheerleaders", {"players": 3}), ("ogre_bash", {"players": 4}),
                                           ("ogres_delight", {}), ("zombies_vs_cheerleaders", {})])
def test_marks_are_legal_and_unique_all_game_long(name, options):
    g = ogrelab.new_game(name, seed=11, **options)
    rng = random.Random(11)
    marked = 0
    for _ in range(150):
        if g.is_over:
            break
        marked += len(marks_for_decider(g))
        marks(g, None)
        g.play(rng.choice(g.legal_actions()))
    assert marked > 0
    if g.is_over:
        assert marks(g, None) == []


# ---------------------------------------------------------------- the board
def _first_mark(page: str) -> str:
    return html.unescape(_MARK.search(page).group(1))


@pytest.mark.parametrize("game, bots", [
    (lambda: cheer.position(field=[], hands=[["5-Oafs", "10-Grunts"], ["4-Lunks"]], deck=cheer.DECK), {1: "random"}),
], ids=["ogre_cheerleaders"])
def test_board_plays_the_card_a_person_clicks(game, bots):
    """The board's drawing holds the marks; the click message of a marked card plays its action."""
    g = game()
    b = Board(g, bots=bots)
    assert b.view == g.current_player
    text = _first_mark(b.drawing.html)
    assert text in b.drawing.clickable
    b.drawing._message(b.drawing, {"type": "action", "text": text, "ply": b.drawing.ply}, [])
    assert b.error == "" and g.history[0] == text


def test_touches_mark_keys_clicks_picks_and_controls():
    """The shared marking: data-key on every element, data-action for one click, data-pick for two."""
    from ogrelab.games._render import Touches

    class Says:
        def preview(self, game, pending, a):
            return f"does {a}"

    class Table:
        is_over = False
        current_player = 0

        def legal_actions(self):
            return [Action("take 5", 0, "take", (), on=("hand:5",)),
                    Action("play 7 left", 0, "play", (), on=("hand:7", "end:left")),
                    Action("play 7 right", 0, "play", (), on=("hand:7", "end:right")),
                    Action("pass", 0, "pass", (), on=("control:pass",))]

        def _pending(self):                      # the decision open, whose rule previews each action
            return Pending(Says(), 0)

        offer = ogrelab.core.Game.offer          # the position's offer, shared with the board's buttons
        _offer_kept = None

    marks = Touches(Table(), 0)
    assert marks("hand:5") == ' data-key="hand:5" data-action="take 5" title="take 5: does take 5"'
    assert marks("hand:5") == ' data-key="hand:5"', "only the first element drawn for a key plays"
    assert marks("hand:7") == ' data-key="hand:7" data-pick="hand:7"'
    assert marks("end:left") == ' data-key="end:left"'
    assert 'data-action="pass"' in marks.controls({"control:pass": "Pass"}) and ">Pass<" in marks.controls()
    assert marks.touch.pick == {"hand:7": {"end:left": "play 7 left", "end:right": "play 7 right"}}
    assert Touches(Table(), 1)("hand:5") == ' data-key="hand:5"', "another seat's drawing offers nothing"
