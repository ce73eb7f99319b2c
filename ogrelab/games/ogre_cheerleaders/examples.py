"""Named positions that show one rule each: the rules notebook puts them on a board.

Every function returns a game at a hand-written position (the state format of
this package's README): lists run left to right, the deck's and the bench's top
card is the last one, and cards named nowhere are out of the game, so a
position holds only the cards its rule needs. Seat 0 is to play unless said.

Each is written with :func:`.positions.position`; :mod:`.positions` holds the helpers
that write a position by hand and read one back, for these and for the tests.
"""

from __future__ import annotations

import ogrelab

from .positions import DECK, game_at, position, state
from .rules import EFFECT_TEXT, TEAM_SCHOOLS, OgreCheerleaders


def describe(card: str, **options) -> str:
    """A card's three parts, as the rulebook's Ogre Cards section names them."""
    g = ogrelab.new_game("ogre_cheerleaders", seed=0, **options)
    t = g.t
    c = t.card_ids([card], "card")[0]
    team = t.teams[t.team[c]]
    school = TEAM_SCHOOLS.get(team, team)
    effect = t.effect[c]
    return (f"{card}: point value {t.value[c]}, team {team} ({school}), "
            f"effect {effect}: {EFFECT_TEXT[effect]}")


# ------------------------------------------------------------------ set-up
def opening(seed: int = 3, players: int = 2) -> OgreCheerleaders:
    """A fresh deal: four cards each, a field of four dealt face up, one card on the bench."""
    return ogrelab.new_game("ogre_cheerleaders", seed=seed, players=players)


def full_turn() -> OgreCheerleaders:
    """The three phases in one turn: the 10 benches two cards, the two 10s score, the hand refills."""
    return position(field=["4-Oafs", "6-Lunks", "10-Oafs", "2-Brutes"], bench=["7-Grunts"],
                    hands=[["10-Grunts", "3-Oafs", "8-Lunks"], ["5-Grunts", "1-Lunks", "9-Oafs", "4-Grunts"]],
                    deck=DECK)


# -------------------------------------------------------------- play phase
def five_benches_seven() -> OgreCheerleaders:
    """The rulebook's play-phase example: the 5 goes on the right and benches the 7."""
    return position(field=["3-Oafs", "7-Brutes", "9-Lunks", "1-Grunts"], bench=["2-Brutes"],
                    hands=[["5-Oafs", "10-Grunts"], ["4-Lunks", "6-Oafs"]], deck=DECK)


# ----------------------------------------------------------- scoring phase
def same_team() -> OgreCheerleaders:
    """Three Oafs side by side: the 10 benches its neighbour and the far end, and the team scores."""
    return position(field=["8-Lunks", "4-Grunts", "2-Oafs", "9-Oafs", "6-Grunts"], bench=["1-Brutes"],
                    hands=[["10-Oafs", "3-Grunts"], ["5-Lunks", "8-Grunts"]], deck=DECK)


def sequence() -> OgreCheerleaders:
    """7-2-9-3, then a 4 on the right takes the 9 away: 2-3-4 is a sequence."""
    return position(field=["7-Grunts", "2-Brutes", "9-Oafs", "3-Lunks"], bench=["1-Brutes"],
                    hands=[["4-Grunts", "7-Oafs"], ["5-Lunks", "8-Grunts"]], deck=DECK)


def same_number() -> OgreCheerleaders:
    """6-2-6: the 5 benches the 2, the gap closes and the two 6s score."""
    return position(field=["6-Oafs", "2-Brutes", "6-Lunks"], bench=["1-Brutes"],
                    hands=[["5-Grunts", "9-Oafs"], ["4-Lunks", "8-Grunts"]], deck=DECK)


def bonus_play() -> OgreCheerleaders:
    """The 9 pairs with the lone 9 and clears the field: four cards are dealt and seat 0 plays again."""
    return position(field=["9-Oafs"], bench=["1-Brutes"],
                    hands=[["9-Lunks", "3-Grunts", "10-Oafs"], ["5-Lunks", "8-Grunts"]],
                    deck=["6-Oafs", "1-Lunks", "7-Brutes", "8-Oafs", "2-Lunks", "5-Brutes", "4-Grunts"])


# -------------------------------------------------------------- draw phase
def draw_phase() -> OgreCheerleaders:
    """One card left in the deck: seat 0 draws it and no more; the short field is not refilled."""
    return position(field=["5-Oafs", "2-Brutes"], bench=["1-Brutes"],
                    hands=[["10-Grunts", "3-Oafs", "8-Lunks"], ["4-Lunks", "6-Grunts", "9-Oafs", "1-Oafs"]],
                    deck=["7-Grunts"])


# ---------------------------------------------------------------- end game
def last_turns() -> OgreCheerleaders:
    """The deck's last card is drawn this turn: seat 1 then has one more turn, and the game ends."""
    return position(field=["3-Oafs", "8-Brutes", "5-Lunks"], bench=["1-Brutes"],
                    hands=[["10-Grunts", "4-Oafs", "9-Lunks"], ["6-Brutes", "2-Lunks", "7-Oafs", "1-Grunts"]],
                    deck=["9-Grunts"], piles=[["10-Oafs", "10-Lunks"], ["8-Oafs", "8-Grunts", "6-Oafs"]], turn=18)


def tie_on_points() -> OgreCheerleaders:
    """The last turn of a game tied on points: the bigger score pile wins."""
    return position(field=["3-Oafs", "8-Brutes"], bench=["1-Brutes"],
                    hands=[["6-Grunts"], ["7-Grunts"]], deck=[], seat=1, turn=20, began_with_empty_deck=True,
                    piles=[["10-Oafs", "10-Lunks"], ["6-Oafs", "6-Lunks", "4-Oafs", "4-Grunts"]])


# ------------------------------------------------------ card effects
def effect(value: int) -> OgreCheerleaders:
    """Seat 0 holds the Brutes card of ``value`` (1..10), with something on every pile for it to use."""
    card = f"{value}-Brutes"
    return position(field=["3-Oafs", "10-Lunks", "6-Grunts", "1-Oafs"], bench=["2-Lunks", "8-Oafs"],
                    hands=[[card, "5-Grunts", "9-Oafs"], ["4-Lunks", "7-Grunts", "2-Oafs"]],
                    deck=["3-Grunts", "5-Oafs", "9-Grunts", "4-Oafs"])


def seven_plays_six_plays_nine() -> OgreCheerleaders:
    """A chain: the 7 plays the deck's top card, a 6; the 6 plays seat 1's only card, a 9; the 9 shuffles."""
    return position(field=["3-Oafs", "10-Lunks", "8-Grunts"], bench=["1-Brutes"],
                    hands=[["7-Oafs", "2-Lunks"], ["9-Lunks"]],
                    deck=["4-Lunks", "5-Grunts", "1-Oafs", "3-Grunts", "2-Brutes", "6-Brutes"])


# ------------------------------------------------- notes on playing cards
def two_with_empty_bench() -> OgreCheerleaders:
    """A card may be played when its effect cannot work: the 2 finds no card on the bench."""
    return position(field=["5-Oafs", "8-Brutes"], bench=[],
                    hands=[["2-Grunts", "7-Oafs"], ["4-Lunks", "9-Grunts"]], deck=DECK)


def six_chooses_opponent() -> OgreCheerleaders:
    """Three players: the 6 asks which opponent's random card to play."""
    return position(field=["5-Oafs", "8-Brutes"], bench=["1-Brutes"],
                    hands=[["6-Grunts", "7-Oafs"], ["4-Lunks"], ["9-Grunts"]], deck=DECK)


def eight_with_one_card_left() -> OgreCheerleaders:
    """The 8 with one card left in the deck: keep it in the hand, or let it join either end."""
    return position(field=["5-Oafs", "1-Brutes"], bench=["2-Brutes"],
                    hands=[["8-Grunts", "7-Oafs"], ["4-Lunks", "9-Grunts"]], deck=["3-Lunks"])


def ten_with_one_other_card() -> OgreCheerleaders:
    """The 10 next to a single card: that card is benched and the 10 stays on the field."""
    return position(field=["5-Oafs"], bench=["2-Brutes"],
                    hands=[["10-Grunts", "7-Oafs"], ["4-Lunks", "9-Grunts"]], deck=DECK)


def ten_alone() -> OgreCheerleaders:
    """The 10 onto an empty field: there is nothing to bench, so nothing happens."""
    return position(field=[], bench=["2-Brutes"],
                    hands=[["10-Grunts", "7-Oafs"], ["4-Lunks", "9-Grunts"]], deck=DECK)


# ------------------------------------------------------ notes on scoring
def gaps_close_and_score_again() -> OgreCheerleaders:
    """The 1 joins a 2 beside the other 2: the 2s score, the gap closes and the 4s meet and score."""
    return position(field=["4-Oafs", "2-Brutes", "4-Lunks"], bench=["1-Brutes"],
                    hands=[["1-Oafs", "2-Grunts"], ["5-Lunks", "8-Grunts"]], deck=DECK)


def as_dealt_exemption() -> OgreCheerleaders:
    """A dealt pair of 3s does not score; adding a third 3 onto it does."""
    dealt = ["3-Oafs", "3-Brutes", "8-Grunts", "10-Lunks"]
    return position(field=dealt, as_dealt=dealt, bench=["1-Brutes"],
                    hands=[["1-Grunts", "3-Lunks"], ["5-Lunks", "9-Grunts"]], deck=DECK)


def separate_formations() -> OgreCheerleaders:
    """One swap makes two formations at once, 1-1 and 4-5-6: both score together."""
    return position(field=["1-Oafs", "4-Grunts", "1-Brutes", "5-Lunks", "6-Lunks"], bench=["2-Brutes"],
                    hands=[["3-Oafs", "9-Oafs"], ["8-Lunks", "7-Grunts"]], deck=DECK)


def one_one_or_one_two_three() -> OgreCheerleaders:
    """The rulebook's overlap: a 1 played beside a dealt 1-2-3 scores the two 1s OR the 1-2-3."""
    dealt = ["1-Brutes", "2-Grunts", "3-Lunks", "8-Oafs"]
    return position(field=dealt, as_dealt=dealt, bench=["4-Oafs"],
                    hands=[["1-Oafs"], ["5-Lunks", "9-Grunts"]], deck=DECK)


# ------------------------------------------------------ miscellaneous notes
def four_four_loop() -> OgreCheerleaders:
    """The rulebook's infinite loop: a lone 4 on the field and a 4 in each hand."""
    return position(field=["4-Oafs"], bench=["1-Brutes"],
                    hands=[["4-Brutes", "2-Oafs", "7-Oafs", "9-Oafs"], ["4-Grunts", "2-Lunks", "7-Lunks", "9-Lunks"]],
                    deck=DECK, piles=[["10-Oafs"], []])


def bonus_play_with_empty_hand() -> OgreCheerleaders:
    """The field is cleared by the last card in hand: four cards are dealt, then straight to the draw."""
    return position(field=["9-Oafs"], bench=["1-Brutes"], hands=[["9-Lunks"], ["5-Lunks", "8-Grunts"]],
                    deck=["6-Oafs", "1-Lunks", "7-Brutes", "8-Oafs", "2-Lunks", "5-Brutes", "4-Grunts", "3-Oafs"])


def empty_hand_draws_first() -> OgreCheerleaders:
    """Seat 1 holds no card: its turn begins by drawing four."""
    return position(field=["5-Oafs", "8-Brutes"], bench=["1-Brutes"],
                    hands=[["10-Grunts", "7-Oafs"], []], deck=DECK)


# ------------------------------------------------------------------ options
def eight_as(effect_name: str) -> OgreCheerleaders:
    """The :func:`effect` position for an 8 that does ``effect_name`` instead (option ``effects``)."""
    return game_at(state(effect(8)), effects={"8": effect_name})


# ------------------------------------------------------------ for the exploration charts
def card_played(text):
    """'play 7-Oafs left' -> 'play a 7'; choices inside effects keep their first word."""
    word, _, rest = text.partition(" ")
    return f"play a {int(rest.split('-')[0]):>2}" if word == "play" else word
