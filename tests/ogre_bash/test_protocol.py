"""The protocol as Ogre Bash speaks it: options, the decision and its previews, the public log, the drawing, the bot."""

from __future__ import annotations

import random

import pytest

from ogrelab.core import make_bot, play_out
from ogrelab.games.ogre_bash import examples as ex
from ogrelab.games.ogre_bash.cards import EFFECT, KIND, OGRES
from ogrelab.games.ogre_bash.decisions import CARDS, PHASES
from ogrelab.games.ogre_bash.positions import A, L, NO_WIN, R, position
from ogrelab.games.ogre_bash.rules import NAMES, OgreBash


@pytest.mark.parametrize("options,match", [
    ({"players": 7}, "players"),
    ({"players": 1}, "players"),
    ({"fists_to_win": 0}, "fists_to_win"),
    ({"deck": {"Bash Sideways (Crash)": 2}}, "unknown card"),
    ({"deck": {"Steal": -1}}, "Steal"),
    ({"deck": {"Steal": 20}}, "at least"),
    ({"dealer": 4, "players": 4}, "dealer"),
    ({"turn_limit": -1}, "turn_limit"),
    ({"go_bash_names_direction": "yes"}, "go_bash_names_direction"),
])
def test_bad_options_are_rejected(options, match):
    with pytest.raises(ValueError, match=match):
        OgreBash(seed=1, **options)


def test_the_deck_list_is_an_option():
    """Ruling (option deck): the deck list; here only Ouch cards, My Ear! included."""
    deck = {"Steal": 8, "Hurt Bad": 8, "Fix Club": 4, "Big Bash": 4, "Go Bash": 4, "My Ear!": 4}
    g = OgreBash(seed=2, players=3, deck=deck)
    st = g.to_dict()["state"]
    assert len(st["deck"]) + sum(len(h) for h in st["hands"]) == 32
    assert all(c in deck for h in st["hands"] for c in h)


@pytest.mark.parametrize("players", [2, 4])
def test_log_never_names_a_card_passed_taken_drawn_traded_or_given_face_down(players):
    """Bash / Steal / Big Bash / Go Bash: those cards move face down, so the public log never names them."""
    secret = ("puts down a card", "takes a random card", "draws", "gives seat", "swap their cards",
              "picks up the card")
    rng = random.Random(players)
    g = OgreBash(seed=players, players=players, turn_limit=300)
    while not g.is_over:
        legal = g.legal_actions()
        g.play(legal[rng.randrange(len(legal))])
    lines = [x for x in g.log if any(s in x for s in secret) and "discards" not in x]
    assert len(lines) > 100
    for line in lines:
        named = [n for n in NAMES if n in line]
        assert named == [], line


def test_html_shows_the_seat_view_and_hides_the_rest():
    """_repr_html_ / html(seat): own hand, counts and fists of the others, discard pile, card in play."""
    g = position([["Big Bash", "Steal", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
                [R("Crash"), R("Gnash"), "Hurt Bad", "Go Bash", "My Ear!"],
                [A("Crash"), A("Gnash"), A("Smash"), "Fix Club", "Wild Bash"]], seat=0,
               discard=["Wild Bash"], fists=[3, 1, 4])
    g.play("play Big Bash")
    html = g.html(0)
    assert html.startswith("<style>") or 'class="ogrelab-ogre_bash"' in html
    assert 'data-card="Bash Left (Crash)"' in html and 'data-card="Big Bash"' in html    # hand, in play
    assert 'data-card="Wild Bash"' in html                                                # discard pile
    assert 'data-card="Bash Right (Crash)"' not in html and 'data-card="Fix Club"' not in html
    assert "3 of the 10 fists that win" in html and "being resolved" in html
    full = g._repr_html_()
    assert 'data-card="Bash Right (Crash)"' in full
    text = str(g)
    assert "seat 1:  1 fists | 5 cards face down" not in text       # str shows every hand (teaching)
    assert "Bash Right (Crash)" in text and "resolving: Big Bash" in text


def test_shown_hands_appear_in_everyone_s_html():
    g = position([NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0, phase="start")
    g.play("declare win")
    assert 'data-card="Big Bash"' in g.html(2) and "shown to all" in g.html(2)


def test_the_heuristic_bot_plays_legal_moves_and_declares_wins():
    for players in (2, 4, 6):
        g = OgreBash(seed=players, players=players)
        bots = [make_bot("ogre_bash", "heuristic" if s % 2 == 0 else "random", seed=s) for s in range(players)]
        play_out(g, bots)                 # play() raises on any illegal action
        assert g.is_over
    bot = make_bot("ogre_bash", "heuristic", seed=0)
    g = position([NO_WIN[0], [R(o) for o in OGRES]], seat=1, phase="start")
    assert str(bot.choose(g.view(1), g.legal_actions())) == "declare win"
    g = position([NO_WIN[0], NO_WIN[1]], seat=1, phase="start")
    assert str(bot.choose(g.view(1), g.legal_actions())) == "draw"


def test_the_heuristic_bot_passes_what_it_needs_least():
    bot = make_bot("ogre_bash", "heuristic", seed=0)
    g = position([[L("Crash"), L("Gnash"), L("Smash"), L("Trash"), "Steal", R("Percy")], NO_WIN[1], NO_WIN[2]], seat=0)
    g.play(f"play {R('Percy')}")
    assert str(bot.choose(g.view(0), g.legal_actions())) == "pass Steal"



def test_every_decision_is_a_rule_of_a_rulebook_section():
    """Cards / Play / Winning the Hand: each decision names the rulebook section it comes from."""
    from test_rules_notebooks import RULEBOOK_SECTIONS
    sections = set(RULEBOOK_SECTIONS["ogre_bash"])
    assert {key for key, rule in OgreBash.RULES.items() if rule.asks} == set(PHASES) - {"over"}
    for key, rule in OgreBash.RULES.items():
        assert rule.section in sections, (key, rule.section)
        assert rule.__doc__ and rule.__doc__.strip()


def test_every_card_has_one_unit_with_its_rule():
    """Cards: every kind of card is carried out by one card rule, whose docstring quotes its section."""
    from test_rules_notebooks import RULEBOOK_SECTIONS
    assert set(CARDS) == set(EFFECT)
    for effect, card in CARDS.items():
        assert card.section in RULEBOOK_SECTIONS["ogre_bash"], effect
        assert card.section.split()[0] in type(card).__doc__


def test_playing_a_card_sets_off_its_card_rule_which_previews_the_play():
    """Play: "play a card and do what the card says" - the card's rule (in RULES, asking nothing itself)
    is set off by PlayACard and says what the play would do."""
    from ogrelab.games.ogre_bash.decisions import CARD_OF, PLAYED, PlayACard, Steal
    assert all(not rule.asks and OgreBash.RULES[rule.key] is rule for rule in CARDS.values())
    g = position([NO_WIN[4] + ["Steal"], NO_WIN[1], NO_WIN[2]], seat=0)
    assert type(OgreBash.RULES[g.decision.rule]) is PlayACard
    steal = PLAYED[0][KIND["Steal"]]
    assert type(steal.rule) is Steal and CARD_OF[KIND["Steal"]] is steal.rule and steal.data == KIND["Steal"]
    play = next(a for a in g.legal_actions() if a.text == "play Steal")
    assert g.preview(play) == steal.rule.preview(g, steal, play) == (
        "you take a random card from seat 1, then seat 1 takes one from you"
        if g.players == 2 else "each player in turn takes a random card from the player on their left: "
                               f"you from seat 1 first, seat {g.players - 1} from you last")


def test_the_prompt_once_the_game_is_over_gives_the_result():
    """Object: "The first player to reach ten fists wins" - the board then says who did."""
    g = ex.game_point()
    g.play("declare win")
    assert g.decision is None and g.prompt == "Game over: Seat 0 won: the first to reach 10 fists"
