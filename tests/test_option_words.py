"""Issue #28, plain words: every option is named in words with its effect, special values have
words, and the board's New game panel and the lab's option form give back exactly what
``Game.check_options`` takes (Ogre Cheerleaders' effects chosen card value by card value)."""

import re

import pytest

import ogrelab
from ogrelab.core import game_class
from ogrelab.games.ogre_bash.cards import DEFAULT_DECK
from ogrelab.games.ogre_cheerleaders.rules import EFFECT_TEXT
from ogrelab.widgets import app
from ogrelab.widgets.lab import OptionForm
from ogrelab.widgets.option_fields import OptionFields

#: Per game, an option set a person might choose, every option changed where it can be.
CHANGED = {
    "ogre_cheerleaders": {"players": 3, "first_seat": 2, "teams": ["Oafs", "Brutes", "Grunts"],
                          "values": [1, 2, 3, 4, 5, 6, 7, 8, 9], "turn_limit": 0,
                          "effects": {"1": "join_from_hand", "2": "bench_to_hand", "3": "swap_two",
                                      "4": "field_to_hand", "5": "bench_other", "6": "play_from_opponent",
                                      "7": "play_top_of_deck", "8": "none", "9": "shuffle_field"}},
    "ogre_bash": {"players": 3, "fists_to_win": 4, "go_bash_names_direction": False, "turn_limit": 50,
                  "dealer": 2, "deck": dict(DEFAULT_DECK, Steal=6)},
    "ogres_delight": {"heroes": 3, "bosses": 2, "boss_picks": ["King Rotjaw", "Mother Mirewort"],
                      "hero_picks": ["Gorm Ironhide", "Mauve the Hexer", "Pip Quickfingers"],
                      "boss_hp_scales": False, "restore_heroes": False, "turn_limit": 300},
    "zombies_vs_cheerleaders": {"columns": 6, "auto_setup": False, "turn_limit": 0},
}


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_every_option_has_a_label_and_its_effect_in_words(name):
    for key, opt in game_class(name).OPTIONS.items():
        assert opt.label and opt.label != key and "_" not in opt.label, key
        assert len(opt.doc.split()) >= 3, key                       # what it does, in a sentence
        assert not re.search(r"\bnull\b|\btrue\b|\bfalse\b|\bFalse\b|\[\]|(^|\s)-1\b", opt.doc), (key, opt.doc)
        for value, words in opt.values.items():                      # special values have words
            assert words and opt.words(value) == words
            if opt.choices is None:
                assert opt.validate(key, value) == value
        if opt.cell is not None:                                     # each entry's choices too
            assert opt.rows and all(len(r) == 3 for r in opt.rows(game_class(name).check_options({})))
            for c in opt.cell.choices or ():
                assert opt.cell.words(c) != c or " " in c


def test_each_card_effect_has_a_short_name_in_words():
    """Ogre Card effects: each effect a card can be given is offered by a name in words."""
    cell = game_class("ogre_cheerleaders").OPTIONS["effects"].cell
    assert set(cell.choices) == set(EFFECT_TEXT)
    assert all(" " in cell.words(e) or e == "none" for e in EFFECT_TEXT)


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_options_read_back_exactly_as_check_options_takes_them(name):
    cls = game_class(name)
    fields = OptionFields(cls)
    assert fields.read() == cls.check_options({})                   # the defaults, as shown
    changed = cls.check_options(CHANGED[name])
    fields.show(changed)
    assert fields.read() == changed


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_the_board_new_game_panel_starts_the_game_chosen(name):
    b = app(name, seed=3)
    b.new_button.click()
    assert b.error == "" and b.game.options == game_class(name).check_options({})
    for key, value in CHANGED[name].items():
        b.option_fields.fields[key].show(value)
    b.new_button.click()
    assert b.error == "" and b.game.options == game_class(name).check_options(CHANGED[name])


def _pick(dropdown, words):
    dropdown.value = dict(dropdown.options)[words]


def test_an_effect_chosen_from_its_dropdown_changes_that_card_only():
    """Option effects: the 8s set to "no effect" from their dropdown; the rest as the rulebook."""
    b = app("ogre_cheerleaders", seed=3)
    field = b.option_fields.fields["effects"]
    eights = [box for box, _ in field._cells if box.description == "the 8s"][0]
    _pick(eights, "no effect")
    b.new_button.click()
    default = game_class("ogre_cheerleaders").OPTIONS["effects"].default
    assert b.error == "" and b.game.options["effects"] == dict(default, **{"8": "none"})
    assert b.game.t.effect[b.game.t.ids["8-Oafs"]] == "none"
    field.as_rulebook()                                              # "as the rulebook" puts it back
    b.new_button.click()
    assert b.game.options["effects"] == default


def test_a_bad_combination_shows_the_game_s_message_next_to_the_field():
    b = app("ogre_cheerleaders", seed=3)
    b.option_fields.fields["values"].control.value = "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11"
    game = b.game
    b.new_button.click()
    effects = b.option_fields.fields["effects"]
    assert [box.description for box, _ in effects._cells][-1] == "the 11s"   # the entries follow the values
    assert "no effect for point value(s) [11]" in effects.error.value and b.game is game
    assert "no effect for point value(s) [11]" in b.error
    b.option_fields.fields["values"].control.value = "1, 2, x"
    b.new_button.click()
    assert "'x' is not a whole number" in b.option_fields.fields["values"].error.value


@pytest.mark.parametrize("name", ogrelab.GAMES)
def test_the_lab_form_reads_the_options_as_check_options_takes_them(name):
    cls = game_class(name)
    form = OptionForm(cls, "Options")
    assert form.values() == {}
    changed = cls.check_options(CHANGED[name])
    for key, value in CHANGED[name].items():
        form.set(key, value)
    assert cls.check_options(form.values()) == changed
    assert {k: v for k, v in changed.items() if v != cls.OPTIONS[k].default} == form.values()
    for key, opt in cls.OPTIONS.items():
        assert opt.doc in form.docs[key].value.replace("&#x27;", "'")   # its effect, beside it
