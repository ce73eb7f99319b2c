"""Named positions that show one rule each: the rules notebook puts them on a board.

Every function returns a game at a hand-written position (the state format of
this package's README). Cards a position does not place are shuffled into the
deck, so each position holds the whole deck list; ``deck_top`` names the next
cards drawn, first drawn first. Four players unless said; seat 0 is to act.

The tests build their positions with the helpers at the end (:func:`unshuffled`,
:data:`NO_WIN`, :func:`hand`, :func:`texts`, :func:`five_each`).
"""

from __future__ import annotations

import ogrelab
from ogrelab.core import Rng

from .cards import DEFAULT_DECK, HAND, KIND, NAMES, OGRES, hand_fits, winning_hand  # noqa: F401  (OGRES for the tests)
from .rules import OgreBash


def L(ogre: str) -> str:
    """The Bash Left card of an ogre, by the card's name."""
    return f"Bash Left ({ogre})"


def R(ogre: str) -> str:
    """The Bash Right card of an ogre."""
    return f"Bash Right ({ogre})"


def A(ogre: str) -> str:
    """The Bash Across card of an ogre."""
    return f"Bash Across ({ogre})"

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


def position(hands, *, seat=0, phase="play", deck_top=(), discard=(), in_play=None, had_turn=None,
             fists=None, dealer=None, turns=4, hand=1, pass_to=None, set_aside=None, partner=None,
             asked=None, fixed=0, shown=None, seed=0, rest_to="deck", shuffle_rest=True,
             **options) -> OgreBash:
    """A game at a hand-written position; the cards not placed go to the deck (or ``rest_to``
    "discard"), shuffled unless ``shuffle_rest`` is false. ``deck_top`` lists the next cards
    drawn, first drawn first."""
    n = len(hands)
    counts = dict(options.get("deck") or DEFAULT_DECK)
    used = [c for h in hands for c in h] + list(deck_top) + list(discard) + [c for c in (set_aside or []) if c]
    if in_play:
        used.append(in_play)
    for c in used:
        if counts.get(c, 0) <= 0:
            raise ValueError(f"position: one {c!r} too many for the deck list")
        counts[c] -= 1
    rest = [c for c in NAMES for _ in range(counts.get(c, 0))]
    if shuffle_rest:
        Rng(seed + 1).shuffle(rest)
    deck, discard = list(reversed(deck_top)), list(discard)
    if rest_to == "deck":
        deck = rest + deck
    else:
        discard = rest + discard
    state = {
        "dealer": (seat - 1) % n if dealer is None else dealer, "hand": hand, "turns": turns,
        "fists": list(fists or [0] * n), "seat": seat, "phase": phase,
        "had_turn": list(had_turn or [True] * n), "hands": [list(h) for h in hands],
        "deck": deck, "discard": discard, "in_play": in_play,
        "pass_to": pass_to, "set_aside": list(set_aside or [None] * n), "partner": partner,
        "asked": asked, "fixed": fixed, "shown": list(shown or [None] * n),
    }
    return OgreBash.from_state(state, seed=seed, players=n, **options)


def _table(first: list[str], players: int = 4) -> list[list[str]]:
    return [first] + [list(h) for h in FILL[:players - 1]]


# ------------------------------------------------------------ set up, play
def opening(seed: int = 3, players: int = 4) -> OgreBash:
    """A fresh deal: five cards each; the player left of the dealer takes the first turn."""
    return ogrelab.new_game("ogre_bash", seed=seed, players=players)


def first_turn() -> OgreBash:
    """Seat 0's first turn of the hand: it drew without being asked, and may not declare a win yet."""
    return position(_table(WINNING_HANDS["Bashful"] + ["My Ear!"]), had_turn=[True, False, False, False],
                    turns=0, dealer=3)


def declare_or_draw() -> OgreBash:
    """A later turn: seat 0 holds Bashful and may declare a win, or draw and play on."""
    return position(_table(WINNING_HANDS["Bashful"]), phase="start")


def false_declaration() -> OgreBash:
    """Seat 0 may declare a win with no winning hand: it shows its cards and loses the turn."""
    return position(_table([R("Gnash"), R("Gnash"), R("Trash"), R("Trash"), L("Percy")]), phase="start")


def end_of_hand() -> OgreBash:
    """Seat 0 wins the hand with a Wild Bash hand: one fist, then the deal passes left."""
    return position(_table(WINNING_HANDS["Wild Bash"]), phase="start", fists=[3, 1, 0, 2], dealer=3, hand=4,
                    turns=31)


def game_point() -> OgreBash:
    """Seat 0 has 8 fists and holds Bashful: declaring it reaches 10 and wins the game."""
    return position(_table(WINNING_HANDS["Bashful"]), phase="start", fists=[8, 9, 4, 6], dealer=3, hand=7,
                    turns=70)


def holding(cards: list[str], players: int = 4) -> OgreBash:
    """Seat 0 at the start of a later turn with these five cards, free to declare them."""
    return position(_table(list(cards), players), phase="start")


# --------------------------------------------------------------- the cards
def bash_left() -> OgreBash:
    """Seat 0 plays a Bash Left: everyone puts a card down, then all pick up the card from the right."""
    return position(_table([L("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"]))


def bash_across_three_players() -> OgreBash:
    """Three players: a Bash Across asks its player whether Across means Left or Right."""
    return position(_table([A("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"], 3))


def bash_across(players: int = 5) -> OgreBash:
    """Bash Across with 2 to 6 players: opposite with 4 or 6, two to the left with 5."""
    return position(_table([A("Crash"), "Wild Bash", R("Gnash"), R("Trash"), "Steal", "My Ear!"], players))


def steal_chain() -> OgreBash:
    """Seat 0 plays Steal: each player in turn takes a random card from the player on their left."""
    return position(_table(["Steal", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def hurt_bad() -> OgreBash:
    """Seat 0 plays Hurt Bad: take a random card from a player, who redraws five; then discard one."""
    return position(_table(["Hurt Bad", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def fix_club() -> OgreBash:
    """Seat 0 plays Fix Club: discard any number of cards, one at a time, then draw that many."""
    return position(_table(["Fix Club", L("Crash"), L("Gnash"), L("Smash"), "Steal", "My Ear!"]),
                    deck_top=[L("Trash"), "Go Bash", R("Crash")])


def big_bash() -> OgreBash:
    """Seat 0 plays Big Bash: one trade with each other player, clockwise from the left."""
    return position(_table(["Big Bash", "Wild Bash", R("Gnash"), R("Trash"), "Fix Club", "My Ear!"]))


def go_bash() -> OgreBash:
    """Seat 0 plays Go Bash: seat 1 holds a Bash Right, seat 2 no Bash Left."""
    return position(_table(["Go Bash", R("Crash"), R("Gnash"), R("Gnash"), "Wild Bash", "My Ear!"]))


def my_ear() -> OgreBash:
    """Seat 0 plays My Ear!: nothing happens, and the turn passes."""
    return position(_table(["My Ear!", L("Crash"), L("Gnash"), R("Trash"), "Steal", "Fix Club"]))


def wild_bash_card() -> OgreBash:
    """Seat 0 plays Wild Bash: it names Left, Right or Across, then everyone passes that way."""
    return position(_table(["Wild Bash", L("Crash"), L("Gnash"), R("Trash"), "Steal", "Fix Club"]))


# ------------------------------------------------------------ for the exploration charts
def card_played(text):
    """'play Bash Left (Crash)' -> 'Bash Left'; other decisions keep their first word."""
    return text[5:].split(" (")[0] if text.startswith("play ") else text.split()[0]


# ------------------------------------------------------------ for the tests
#: Six hands that win nothing, for the seats a test does not look at.
NO_WIN = (
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", L("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Big Bash", R("Crash")],
    ["Steal", "Hurt Bad", "Fix Club", "Go Bash", A("Crash")],
    ["Steal", "Hurt Bad", "Go Bash", "Big Bash", L("Gnash")],
    ["Go Bash", "My Ear!", "Fix Club", "Big Bash", R("Gnash")],
    ["Go Bash", "My Ear!", "Wild Bash", "Big Bash", A("Gnash")],
)


def unshuffled(hands, *, turns=0, **fields) -> OgreBash:
    """:func:`position` with the cards not placed in deck-list order, so that every draw is known;
    ``rest_to="discard"`` puts them in the discard pile instead (an empty deck)."""
    return position(hands, turns=turns, shuffle_rest=False, **fields)


def hand(game: OgreBash, seat: int) -> list[str]:
    """The card names in a seat's hand, as saved (sorted in card order)."""
    return [NAMES[k] for k in game.hands[seat]]


def texts(game: OgreBash) -> list[str]:
    """The legal actions as text."""
    return [str(a) for a in game.legal_actions()]


def five_each(game: OgreBash, sizes=None) -> bool:
    """Every hand holds five cards (or the ``sizes`` given, seat by seat)."""
    return [len(h) for h in game.hands] == list(sizes or [HAND] * game.players)



def state(game: OgreBash) -> dict:
    """The position as saved (``to_dict()["state"]``)."""
    return game.to_dict()["state"]


def fits(cards: list[str]) -> list[str]:
    """Every winning hand five card names fit."""
    return hand_fits([KIND[c] for c in cards])


def pass_all(game: OgreBash, cards: list[str]) -> None:
    """Bash: every seat, in turn from the seat playing, passes its card of ``cards`` (by seat)."""
    while game.phase == "pass":
        game.play(f"pass {cards[game.current_player]}")
