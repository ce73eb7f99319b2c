"""The game's words on the board: what the chart measures, the result, the turn, the effects on cards."""

from __future__ import annotations

from ogrelab.games.zombies_vs_cheerleaders import examples


def test_the_standings_name_their_measures_and_the_front_moves_when_zombies_advance():
    g = examples.opening()
    measures = g.standings(1)
    assert list(measures)[0] == g.STANDING and measures[g.STANDING] == g.scores
    front = next(k for k in measures if k.startswith("at the front"))
    assert measures[front] == [0, 8]
    g.play("advance row 3")
    assert g.standings(1)[front][0] == 4, "four zombies stepped into row 2"
    assert g.standings(0) == g.standings(1), "every measure is public"


def test_the_result_is_said_in_the_games_words_on_the_table_and_in_text():
    g = examples.last_zombie()
    end = next(a for a in g.legal_actions() if (lambda x: (x.play(a), x.is_over)[1])(g.clone()))
    g.play(end)
    assert g.outcome == "The Cheerleaders win: all the zombies are destroyed"
    assert g.outcome in g.html(0) and "seat 1" not in g.html(0)
    assert g.outcome in str(g)


def test_the_table_counts_turns_as_the_game_does_and_names_the_seat_drawn_for():
    g = examples.last_action_of_the_turn()
    page = g.html(1)
    assert f"{g.turn} turn" in page and "seen by the Cheerleaders" in page


def test_cards_carry_a_short_effect_line_and_the_whole_effect_on_hover():
    """The Zombies: a card shows its Strength, Stamina and a short line; its name is defined on hover."""
    from html import escape

    from ogrelab.games.zombies_vs_cheerleaders.render import GLOSSARY
    g = examples.lunch_lady()
    page = g.html(0)
    assert '<div class="ogrelab-effect">attacks once</div>' in page
    assert 'title="lunch lady: Strength 3, Stamina 1"' in page
    assert f'title="lunch lady (Strength 3, Stamina 1): {escape(GLOSSARY["lunch lady"])}">Lunch lady</span>' in page


def test_the_prompt_counts_the_actions_left_in_good_english():
    """Flow of the Game: three actions a turn; the prompt says how many are left, '1 action' at the last."""
    g = examples.opening(seed=1)
    assert g.prompt.startswith("Zombies: 3 actions left:")
    g.play("advance column 1")
    g.play("advance column 2")
    assert g.prompt.startswith("Zombies: 1 action left:")


def test_the_log_speaks_of_the_nerds_in_the_plural():
    """The nerds are one card but many zombies: the log's verbs agree with the card's name."""
    from ogrelab.games.zombies_vs_cheerleaders.cards import PLURAL, verb
    assert PLURAL == {"nerds"}
    assert verb("nerds", "is", "are") == "are" and verb("teacher", "is", "are") == "is"
