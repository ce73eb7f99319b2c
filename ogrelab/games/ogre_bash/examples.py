"""Named positions that show one rule each: the rules notebook puts them on a board.

Every function returns a game at a hand-written position (the state format of
this package's README). Cards a position does not place are shuffled into the
deck, so each position holds the whole deck list; ``deck_top`` names the next
cards drawn, first drawn first. Four players unless said; seat 0 is to act.

Each is written with :func:`.positions.scene`; :mod:`.positions` holds the helpers
that write a position by hand and read one back, for these and for the tests.
"""

from __future__ import annotations

import ogrelab

from .cards import KIND, hand_fits, winning_hand
from .positions import A, L, R, scene
from .rules import OgreBash

#: Hands that win nothing, for the seats a position does not look at.
FILL = (
    ["Steal", "Hurt Bad", "Fix Club", R("Percy"), L("Crash")],
    ["Steal", "Fix Club", "Go Bash", A("Gnash"), R("Smash")],
    ["Hurt Bad", "Go Bash", "My Ear!", L("Trash"), A("Percy")],
    ["Big Bash", "Fix Club", "My Ear!", R("Crash"), A("Smash")],
    ["Steal", "Hurt Bad", "Big Bash", L("Gnash"), R("Trash")],
)

#: One example of every winning hand, highest first (the fists are in cards.toml).
WINNING_HANDS = {
    "Ogre Bash": [L("Crash"), L("Gnash"), L("Smash"), L("Trash"), L("Percy")],
    "Ouch My Ear!": ["My Ear!", "Steal", "Hurt Bad", "Fix Club", "Go Bash"],
    "Me, Me, Me, Me, Me": [L("Gnash"), R("Gnash"), A("Gnash"), L("Gnash"), R("Gnash")],
    "Family Portrait": [L("Crash"), R("Gnash"), A("Smash"), L("Trash"), R("Percy")],
    "Bashful": [R("Gnash"), R("Gnash"), R("Trash"), R("Trash"), R("Percy")],
    "Wild Bash": [A("Crash"), A("Trash"), A("Percy"), "Wild Bash", "Wild Bash"],
}

#: Hands at the edges of the rules, to check with :func:`worth`.
EDGE_CASES = {
    "four Wild Bash and one Bash Right": ["Wild Bash"] * 4 + [R("Smash")],
    "five Wild Bash, no bash card": ["Wild Bash"] * 5,
    "Wild Bash with two directions": ["Wild Bash", L("Crash"), L("Gnash"), L("Smash"), R("Trash")],
    "Wild Bash in place of the fifth ogre": ["Wild Bash", L("Crash"), L("Gnash"), L("Smash"), L("Trash")],
    "five Ouch cards without My Ear!": ["Steal", "Steal", "Hurt Bad", "Fix Club", "Go Bash"],
    "one direction, two cards of one ogre": [L("Gnash"), L("Gnash"), L("Crash"), L("Smash"), L("Percy")],
    "Ogre Bash: also Bashful and a Family Portrait": WINNING_HANDS["Ogre Bash"],
}


def worth(cards: list[str]) -> str:
    """What five cards are worth, in words: every winning hand they fit, and the one that scores."""
    best = winning_hand(cards)
    if best is None:
        return "no winning hand"
    fits = hand_fits([KIND[c] for c in cards])
    also = f" (fits {', '.join(fits)})" if len(fits) > 1 else ""
    return f"{best[0]}: {best[1]} fist{'s' if best[1] > 1 else ''}{also}"


def _table(first: list[str], players: int = 4) -> list[list[str]]:
    return [first] + [list(h) for h in FILL[:players - 1]]


# ------------------------------------------------------------ set up, play
def opening(seed: int = 3, players: int = 4) -> OgreBash:
    """A fresh deal: five cards each; the player left of the dealer takes the first turn."""
    return ogrelab.new_game("ogre_bash", seed=seed, players=players)


def first_turn() -> OgreBash:
    """Seat 0's first turn of the hand: it drew without being asked, and may not declare a win yet."""
    return scene(_table(WINNING_HANDS["Bashful"] + ["My Ear!"]), had_turn=[True, False, False, False],
                    turns=0, dealer=3)


def declare_or_draw() -> OgreBash:
    """A later turn: seat 0 holds Bashful and may declare a win, or draw and play on."""
    return scene(_table(WINNING_HANDS["Bashful"]), phase="start")


def false_declaration() -> OgreBash:
    """Seat 0 may declare a win with no winning hand: it shows its cards and loses the turn."""
    return scene(_table([R("Gnash"), R("Gnash"), R("Trash"), R("Trash"), L("Percy")]), phase="start")


def end_of_hand() -> OgreBash:
    """Seat 0 wins the hand with a Wild Bash hand: one fist, then the deal passes left."""
    return scene(_table(WINNING_HANDS["Wild Bash"]), phase="start", fists=[3, 1, 0, 2], dealer=3, hand=4,
                    turns=31)


def game_point() -> OgreBash:
    """Seat 0 has 8 fists and holds Bashful: declaring it reaches 10 and wins the game."""
    return scene(_table(WINNING_HANDS["Bashful"]), phase="start", fists=[8, 9, 4, 6], dealer=3, hand=7,
                    turns=70)


def holding(cards: list[str], players: int = 4) -> OgreBash:
    """Seat 0 at the start of a later turn with these five cards, free to declare them."""
    return scene(_table(list(cards), players), phase="start")


# --------------------------------------------------------------- the cards
def bash_left() -> OgreBash:
    """Seat 0 plays a Bash Left: everyone puts a card down, then all pick up the card from the right."""
    return scene(_table([L("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"]))


def bash_across_three_players() -> OgreBash:
    """Three players: a Bash Across asks its player whether Across means Left or Right."""
    return scene(_table([A("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"], 3))


def bash_across(players: int = 5) -> OgreBash:
    """Bash Across with 2 to 6 players: opposite with 4 or 6, two to the left with 5."""
    return scene(_table([A("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"], players))


def steal_chain() -> OgreBash:
    """Seat 0 plays Steal: each player in turn takes a random card from the player on their left."""
    return scene(_table(["Steal", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def hurt_bad() -> OgreBash:
    """Seat 0 plays Hurt Bad: take a random card from a player, who redraws five; then discard one."""
    return scene(_table(["Hurt Bad", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def fix_club() -> OgreBash:
    """Seat 0 plays Fix Club: discard any number of cards, one at a time, then draw that many."""
    return scene(_table(["Fix Club", L("Crash"), L("Gnash"), L("Smash"), "Steal", "My Ear!"]),
                    deck_top=[L("Trash"), "Go Bash", R("Crash")])


def big_bash() -> OgreBash:
    """Seat 0 plays Big Bash: one trade with each other player, clockwise from the left."""
    return scene(_table(["Big Bash", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def go_bash() -> OgreBash:
    """Seat 0 plays Go Bash: seat 1 holds a Bash Right, seat 2 no Bash Left."""
    return scene(_table(["Go Bash", R("Crash"), R("Gnash"), R("Gnash"), "Wild Bash", "My Ear!"]))


def my_ear() -> OgreBash:
    """Seat 0 plays My Ear!: nothing happens, and the turn passes."""
    return scene(_table(["My Ear!", L("Crash"), L("Gnash"), R("Trash"), "Steal", "Fix Club"]))


def wild_bash_card() -> OgreBash:
    """Seat 0 plays Wild Bash: it names Left, Right or Across, then everyone passes that way."""
    return scene(_table(["Wild Bash", L("Crash"), L("Gnash"), R("Trash"), "Steal", "Fix Club"]))


# ------------------------------------------------------------ for the exploration charts
def card_played(text):
    """'play Bash Left (Crash)' -> 'Bash Left'; other decisions keep their first word."""
    return text[5:].split(" (")[0] if text.startswith("play ") else text.split()[0]
