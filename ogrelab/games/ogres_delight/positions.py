"""Positions written by hand, and what the tests read back from a game.

Every game's ``positions`` offers ``written(...)``, a saved state written by hand;
``game_at(state)``, the game at it; ``position(...)``, both in one call; ``scene(...)``,
where a game has one, the walkthrough's form; ``state(game)`` and ``texts(game)``.
What each means is said once, in ``ogrelab/games/_positions.py``.

In Ogre's Delight seat 0 is the boss player and seats 1.. the heroes. ``written``
gives the boss 100 hit points, so that a test does not follow the roster's tuning,
and lays every skill of a seat's deck list placed nowhere else in its deck, in the
list's order (``decks`` writes a whole deck, top last). ``scene`` gives everyone the
roster's hit points, lays ``tops`` on a deck and writes a note in the log for the
walkthrough. Both write a cast being built with ``make_cast``.

This game's own: the characters' names (``GORM`` ... ``ROTJAW``; ``TEAM``, the
heroes of a scene); ``seat_state(game, seat)`` reads one seat; in the reaction round
(which asks everyone who holds cards), ``react_as`` has the seats asked before one
seat pass, ``react_in_turn`` plays each reaction when it is open, and
``finish_reactions`` passes for everyone still to answer, so the cast is carried out.
"""

from __future__ import annotations

from .._positions import state, texts
from .roster import CHARACTERS, DEFAULT_DECK, SKILLS
from .rules import OgresDelight

__all__ = ["written", "game_at", "position", "scene", "state", "texts", "make_cast", "seat_state",
           "react_as", "react_in_turn", "finish_reactions",
           "GORM", "BRISKET", "PIP", "MAUVE", "NETTLE", "TILLY", "GRUMBELLY", "MIREWORT", "ROTJAW", "TEAM"]

GORM, BRISKET = "Gorm Ironhide", "Sister Brisket"
PIP, MAUVE = "Pip Quickfingers", "Mauve the Hexer"
NETTLE, TILLY = "Old Nettle", "Tilly Tinkerbrew"
GRUMBELLY, MIREWORT, ROTJAW = "Grumbelly the Glutton", "Mother Mirewort", "King Rotjaw"
TEAM = [GORM, TILLY, PIP]


def written(boss=GRUMBELLY, heroes=(GORM, NETTLE), hands=None, decks=None, hp=None, removed=None,
            channel=None, cast=None, phase="turn", active=1, decider=None, bosses=None, encounter=0,
            last_hero=None, turns=0, loot=(), deck_lists=None, looted=None, outcome=None,
            max_hp=None) -> dict:
    """A saved state written by hand (seat 0 the boss, 1..N the heroes), for :func:`game_at`.

    Every card ``hands``, ``decks`` (the whole deck, top last), ``removed``, ``channel`` or the
    ``cast`` mentions joins its seat's deck list; every card of the list placed nowhere else
    lies in the deck. The boss has 100 hit points, so positions do not follow the roster's tuning.
    """
    chars = [boss] + list(heroes)
    n = len(chars)
    hands, decks, hp, removed = hands or {}, decks or {}, hp or {}, removed or {}
    channel, deck_lists, looted, max_hp = channel or {}, deck_lists or {}, looted or {}, dict(max_hp or {})
    bosses = list(bosses or [boss])
    seats = []
    cast_cards = {s: [] for s in range(n)}
    if cast is not None:
        for e in cast["skills"]:
            cast_cards[e["by"]].append(e["skill"])
    for s, c in enumerate(chars):
        mentioned = list(hands.get(s, [])) + list(decks.get(s, [])) + list(removed.get(s, [])) + cast_cards[s]
        if s in channel:
            mentioned.append(channel[s]["skill"])
        dl = list(deck_lists.get(s, DEFAULT_DECK[c]))
        for card in mentioned:
            if card not in dl:
                if SKILLS[card].basic:
                    dl[0] = card
                else:
                    dl.append(card)
        dl += [x for x in looted.get(s, []) if x not in dl]
        hand = list(hands.get(s, [dl[0]]))
        placed = set(hand) | set(removed.get(s, [])) | set(cast_cards[s])
        if s in channel:
            placed.add(channel[s]["skill"])
        deck = list(decks[s]) if s in decks else [x for x in dl if x not in placed]
        mx = max_hp.get(s, 100 if s == 0 else CHARACTERS[c]["hp"])
        h = hp.get(s, mx)
        seats.append({"character": c, "hp": h, "max_hp": mx, "alive": h > 0, "deck_list": dl,
                      "looted": list(looted.get(s, [])), "hand": hand, "deck": deck,
                      "removed": list(removed.get(s, [])), "channel": channel.get(s)})
    if decider is None:
        decider = active if phase in ("turn", "react") else None
    return {"phase": phase, "decider": decider, "bosses": bosses, "encounter": encounter, "active": active,
            "last_hero": active if last_hero is None and active else (last_hero or 0), "turns": turns,
            "outcome": outcome, "loot": list(loot), "cast": cast, "seats": seats}


def game_at(state: dict, seed: int = 0, **options) -> OgresDelight:
    """The game at a :func:`written` state; the number of heroes and bosses follows from it."""
    options.setdefault("heroes", len(state["seats"]) - 1)
    options.setdefault("bosses", len(state["bosses"]))
    return OgresDelight.from_state(state, seed=seed, **options)


def position(*, seed: int = 0, options: dict | None = None, **fields) -> OgresDelight:
    """The game at ``written(**fields)``."""
    return game_at(written(**fields), seed, **(options or {}))


def make_cast(by, targets, *skills, disoriented=(), unstoppable=(), passed=()) -> dict:
    """A cast being built, for :func:`written`: ``skills`` as (skill, seat) or (skill, seat, face_down)."""
    entries = []
    for sk in skills:
        name, who = sk[0], sk[1]
        face_down = sk[2] if len(sk) > 2 else SKILLS[name].stealth
        entries.append({"skill": name, "by": who, "face_down": face_down})
    return {"by": by, "targets": list(targets), "skills": entries, "disoriented": list(disoriented),
            "unstoppable": list(unstoppable), "passed": list(passed)}


def seat_state(game: OgresDelight, s: int) -> dict:
    """One seat's record in the whole position."""
    return state(game)["seats"][s]


def scene(boss: str = GRUMBELLY, heroes=TEAM, hands: dict | None = None, *, hp: dict | None = None,
          phase: str = "turn", active: int = 1, decider: int | None = None, last_hero: int | None = None,
          cast: dict | None = None, channel: dict | None = None, removed: dict | None = None,
          looted: dict | None = None, tops: dict | None = None, bosses=None, encounter: int = 0,
          loot=(), turns: int = 6, note: str = "", seed: int = 0, options: dict | None = None) -> OgresDelight:
    """A position as the walkthrough shows it; every skill of a deck list not placed elsewhere is in the deck.

    ``hands``, ``hp``, ``removed``, ``looted`` (loot skills taken), ``tops`` (the top cards of a deck,
    top last) and ``channel`` are keyed by seat; ``cast`` is written with :func:`make_cast`. Everyone
    has the roster's hit points, the boss those for this number of heroes; ``note`` opens the log.
    """
    chars = [boss] + list(heroes)
    hands, hp, removed = hands or {}, hp or {}, removed or {}
    looted, tops, channel = looted or {}, tops or {}, channel or {}
    bosses = list(bosses or [boss])
    in_cast = {s: [] for s in range(len(chars))}
    if cast is not None:
        for e in cast["skills"]:
            in_cast[e["by"]].append(e["skill"])
    seats = []
    for s, c in enumerate(chars):
        deck_list = list(DEFAULT_DECK[c]) + list(looted.get(s, []))
        hand = list(hands.get(s, deck_list[:1]))
        placed = hand + list(removed.get(s, [])) + in_cast[s] + ([channel[s]["skill"]] if s in channel else [])
        deck_list += [x for x in placed + list(tops.get(s, [])) if x not in deck_list]
        top = list(tops.get(s, []))
        deck = [x for x in deck_list if x not in placed and x not in top] + top
        mx = CHARACTERS[c]["hp_by_heroes"][len(heroes) - 1] if s == 0 else CHARACTERS[c]["hp"]
        h = hp.get(s, mx)
        seats.append({"character": c, "hp": h, "max_hp": mx, "alive": h > 0, "deck_list": deck_list,
                      "looted": list(looted.get(s, [])), "hand": hand, "deck": deck,
                      "removed": list(removed.get(s, [])), "channel": channel.get(s)})
    state = {
        "phase": phase, "decider": active if decider is None else decider, "bosses": bosses,
        "encounter": encounter, "active": active,
        "last_hero": (active or 1) if last_hero is None else last_hero,
        "turns": turns, "outcome": None, "loot": list(loot), "seats": seats,
        "cast": cast,
    }
    return OgresDelight.from_state(state, seed=seed, log=[note] if note else [], heroes=len(heroes),
                                   bosses=len(bosses), **(options or {}))


def finish_reactions(game: OgresDelight) -> OgresDelight:
    """Everyone still to answer passes, so the cast is carried out (a shortcut for the walkthrough)."""
    while game.to_dict()["state"]["phase"] == "react":
        game.play("pass")
    return game


def react_as(game: OgresDelight, seat: int, action: str) -> OgresDelight:
    """In the reaction round, every seat asked before ``seat`` passes; then ``seat`` plays ``action``.

    The round asks everyone who holds cards (whether a hand holds an affordable reactive is its
    owner's secret), so a walkthrough skips to the seat it shows.
    """
    while game.phase == "react" and game.current_player != seat:
        game.play("pass")
    game.play(action)
    return game


def react_in_turn(game: OgresDelight, *actions: str) -> OgresDelight:
    """Plays each action when it is open: the seats asked before its owner pass; then the cast is carried out."""
    for action in actions:
        while game.phase == "react" and action not in game.legal_actions():
            game.play("pass")
        game.play(action)
    return finish_reactions(game)
