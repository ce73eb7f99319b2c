"""Hand-written Ogre's Delight positions for the rule tests, and checks of the helper itself.

``position(...)`` writes a state in the documented format: say who fights,
what each hand holds, hit points and the cast; every other card of a deck list
goes to the deck (top last) so that the position is complete.
"""

from __future__ import annotations

from ogrelab.games.ogres_delight.roster import CHARACTERS, DEFAULT_DECK, SKILLS
from ogrelab.games.ogres_delight.rules import OgresDelight as OD

GORM, BRISKET = "Gorm Ironhide", "Sister Brisket"
PIP, MAUVE = "Pip Quickfingers", "Mauve the Hexer"
NETTLE, TILLY = "Old Nettle", "Tilly Tinkerbrew"
GRUMBELLY, MIREWORT, ROTJAW = "Grumbelly the Glutton", "Mother Mirewort", "King Rotjaw"


def position(boss=GRUMBELLY, heroes=(GORM, NETTLE), hands=None, decks=None, hp=None, removed=None,
             channel=None, cast=None, phase="turn", active=1, decider=None, bosses=None, encounter=0,
             last_hero=None, turns=0, loot=(), deck_lists=None, looted=None, outcome=None, max_hp=None):
    """A state dict; seats are 0 (the boss) and 1..N (heroes)."""
    chars = [boss] + list(heroes)
    n = len(chars)
    hands = hands or {}
    decks = decks or {}
    hp = hp or {}
    removed = removed or {}
    channel = channel or {}
    deck_lists = deck_lists or {}
    looted = looted or {}
    max_hp = dict(max_hp or {})
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
        if s == 0:
            mx = max_hp.get(0, 100)  # positions do not depend on the roster's tuning
        else:
            mx = max_hp.get(s, CHARACTERS[c]["hp"])
        h = hp.get(s, mx)
        seats.append({"character": c, "hp": h, "max_hp": mx, "alive": h > 0, "deck_list": dl,
                      "looted": list(looted.get(s, [])), "hand": hand, "deck": deck,
                      "removed": list(removed.get(s, [])), "channel": channel.get(s)})
    if decider is None:
        decider = active if phase in ("turn", "react") else None
    return {"phase": phase, "decider": decider, "bosses": bosses, "encounter": encounter, "active": active,
            "last_hero": active if last_hero is None and active else (last_hero or 0), "turns": turns,
            "outcome": outcome, "loot": list(loot), "cast": cast, "seats": seats}


def game_at(state, seed=0, **options):
    options.setdefault("heroes", len(state["seats"]) - 1)
    options.setdefault("bosses", len(state["bosses"]))
    return OD.from_state(state, seed=seed, **options)


def make_cast(by, targets, *skills, disoriented=(), unstoppable=(), passed=()):
    """A cast being built: ``skills`` as (skill, seat) or (skill, seat, face_down)."""
    entries = []
    for sk in skills:
        name, who = sk[0], sk[1]
        face_down = sk[2] if len(sk) > 2 else SKILLS[name].stealth
        entries.append({"skill": name, "by": who, "face_down": face_down})
    return {"by": by, "targets": list(targets), "skills": entries, "disoriented": list(disoriented),
            "unstoppable": list(unstoppable), "passed": list(passed)}


def test_helper_writes_complete_positions_that_load_and_save_back():
    state = position(hands={0: ["Slam", "Crunch"], 1: ["Shield Bash", "Hold the Line"]})
    g = game_at(state)
    assert g.to_dict()["state"] == state
    assert g.current_player == 1
    assert sorted(g.hands[0] + g.decks[0]) == sorted(DEFAULT_DECK[GRUMBELLY])
