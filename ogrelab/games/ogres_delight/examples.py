"""Named positions for the rules walkthrough: each shows one rule of the rulebook happening.

Every function returns a game at a hand-written position (the state format of
this package's README): who fights, what each hand holds, hit points and the
cast; every other card of a deck list lies in the deck. Seat 0 is the boss
player, seats 1.. the heroes.

Each is written with :func:`.positions.scene`; :mod:`.positions` holds the helpers
that write a position by hand and read one back, for these and for the tests, and
the shortcuts through a reaction round.
"""

from __future__ import annotations

import ogrelab

from .positions import BRISKET, GORM, GRUMBELLY, MAUVE, MIREWORT, PIP, ROTJAW, TILLY, make_cast, scene
from .roster import CHARACTERS, DEFAULT_DECK, EVENTS, LOOT, POOL, SKILLS
from .rules import OgresDelight


# ------------------------------------------------------------------ the roster as tables

def _effects(amounts, events) -> str:
    names = ("physical", "magic", "heal", "physical amp", "magic amp", "heal amp")
    bits = [f"{n} {v:+d}" if "amp" in n else f"{n} {v}" for n, v in zip(names, amounts) if v]
    return ", ".join(bits + list(events))


def roster() -> list[dict]:
    """One record per hero and boss, from the roster files."""
    rows = []
    for name, c in CHARACTERS.items():
        rows.append({"name": name, "kind": c["kind"], "role": c.get("role") or "boss",
                     "hit points": c["hp"] if c["kind"] == "hero" else
                     " / ".join(str(x) for x in c["hp_by_heroes"]) + " (1/2/3/4 heroes)",
                     "skills": len(POOL[name]), "deck": len(DEFAULT_DECK[name]),
                     "loot": len(LOOT[name]) or ""})
    return sorted(rows, key=lambda r: (r["kind"] != "hero", r["role"], r["name"]))


def skills(character: str) -> list[dict]:
    """A character's skill pool (and a boss's loot table), one record per skill."""
    rows = []
    for name in POOL[character] + LOOT[character]:
        sk = SKILLS[name]
        rows.append({"skill": name, "type": sk.type, "energy": sk.energy, "attributes": ", ".join(sk.attributes()),
                     "outgoing": _effects(sk.out, sk.out_events), "incoming": _effects(sk.inc, sk.in_events),
                     "in deck": "yes" if name in DEFAULT_DECK[character] else
                     ("loot" if name in LOOT[character] else "")})
    return rows


def all_skills() -> list[dict]:
    """Every skill of the roster, heroes first, with its character."""
    return [{"character": r["name"], **row} for r in roster() for row in skills(r["name"])]


def event_users() -> list[dict]:
    """Every event and the skills that carry it (outgoing or incoming)."""
    return [{"event": e, "skills": ", ".join(sorted(n for n, sk in SKILLS.items()
                                                    if e in sk.out_events + sk.in_events))} for e in EVENTS]


# ------------------------------------------------------------------ the phases
def opening(heroes: int = 3, seed: int = 1) -> OgresDelight:
    """A new game, drafted and decks built at once: the first encounter begins with hero 1's turn."""
    return ogrelab.new_game("ogres_delight", seed=seed, heroes=heroes, bosses=2)


def draft_by_hand(heroes: int = 2, seed: int = 1) -> OgresDelight:
    """A new game whose draft and deck building are the players' decisions."""
    return ogrelab.new_game("ogres_delight", seed=seed, heroes=heroes, bosses=2, auto_draft=False,
                            auto_decks=False)


def hero_turn() -> OgresDelight:
    """Pip's turn: a basic, a special and a reactive in hand; the reactive cannot open a cast."""
    return scene(hands={3: ["Stab", "Backstab", "Sharpened Blade"]}, active=3, last_hero=3,
                 note="Pip has drawn: a basic, a special and a reactive in hand")


def boss_about_to_fall() -> OgresDelight:
    """King Rotjaw, the first of two bosses, has 4 hit points left: his fall drops loot."""
    return scene(ROTJAW, hands={1: ["Shield Bash", "Crushing Blow", "Brace"]}, hp={0: 4},
                 bosses=[ROTJAW, GRUMBELLY], note="King Rotjaw is nearly down; Grumbelly waits")


# ------------------------------------------------------------------ the cast
def taunt_redirect() -> OgresDelight:
    """Grumbelly's Crunch at Tilly: Sister Brisket's Challenge (Taunt) makes her the only target."""
    return scene(heroes=[BRISKET, TILLY, PIP], hands={0: ["Slam"], 1: ["Smite", "Challenge", "Aegis of Dawn"]},
                 phase="react", active=0, decider=1, last_hero=3,
                 cast=make_cast(0, [2], ("Crunch", 0), passed=[0]),
                 note="Grumbelly casts Crunch (physical 9) at Tilly Tinkerbrew")


def outgoing_and_incoming() -> OgresDelight:
    """King Rotjaw's Soul Drain: magic 5 out to its target, heal 5 in to Rotjaw himself."""
    return scene(ROTJAW, hands={0: ["Grave Claw", "Soul Drain", "Crown of Thorns"]}, hp={0: 50},
                 active=0, last_hero=1, note="King Rotjaw is wounded and holds Soul Drain")


def energy() -> OgresDelight:
    """Three cards in hand are 3 energy: Acid Vial (2) can be cast, Elixir Rain (4) cannot."""
    return scene(hands={2: ["Tonic Splash", "Acid Vial", "Elixir Rain"], 0: ["Slam", "Crunch"]}, active=2,
                 last_hero=2, note="Tilly holds three cards")


def targets() -> OgresDelight:
    """Grumbelly's Belly Flop hits 2 enemies: every pair of living heroes is a choice."""
    return scene(hands={0: ["Slam", "Belly Flop", "Rage"]}, active=0, last_hero=1, hp={2: 0},
                 note="Tilly has fallen; Belly Flop needs two targets among the living")


def two_of_three() -> OgresDelight:
    """Grumbelly's Belly Flop hits 2 enemies and three heroes live: each pair is a choice of targets."""
    return scene(hands={0: ["Slam", "Belly Flop", "Rage"]}, active=0, last_hero=1,
                 note="Every hero stands; Belly Flop takes two of them")


def self_only() -> OgresDelight:
    """Gorm's Brace targets only Gorm: heal 4 and a draw."""
    return scene(hands={1: ["Shield Bash", "Brace"]}, hp={1: 30}, note="Gorm is wounded")


def casttime() -> OgresDelight:
    """Gorm's Earthshaker (casttime 1) waits face up until his next turn, then strikes."""
    return scene(hands={1: ["Shield Bash", "Earthshaker", "Heavy Swing", "Iron Skin"]},
                 note="Gorm holds Earthshaker and enough cards to pay for it")


def one_time_use() -> OgresDelight:
    """King Rotjaw's Death's Embrace is one-time: after it is cast it leaves the encounter."""
    return scene(ROTJAW, hands={0: ["Grave Claw", "Death's Embrace", "Rot Touch", "Tomb Ward"]},
                 active=0, last_hero=1, note="King Rotjaw holds his one-time Death's Embrace")


def interrupt_channel() -> OgresDelight:
    """Mirewort channels Witching Hour (one-time); Gorm's Shield Slam interrupts it: back under her deck."""
    return scene(MIREWORT, hands={1: ["Shield Bash", "Shield Slam", "Iron Skin"]},
                 channel={0: {"skill": "Witching Hour", "targets": [1, 2, 3], "turns_left": 1,
                              "face_down": False}},
                 note="Mother Mirewort channels Witching Hour (magic 12 on every hero) next turn")


# ------------------------------------------------------------------ effects and events
def amplifications() -> OgresDelight:
    """Pip's Stab (physical 4) with Sharpened Blade (+3 physical) and Focus (+3 magic, no magic present)."""
    return scene(heroes=[GORM, PIP, MAUVE],
                 hands={2: ["Sharpened Blade", "Quick Hands"], 3: ["Hex Bolt", "Focus"], 0: ["Slam"]},
                 phase="react", active=2, decider=2, last_hero=2, cast=make_cast(2, [0], ("Stab", 2)),
                 note="Pip stabs Grumbelly; Pip and Mauve may add amplifications")


def two_vulnerable() -> OgresDelight:
    """Mauve's Curse of Frailty becomes active: Focus (+3), then two Vulnerable: (4 + 3) x 2 x 2 = 28."""
    return scene(heroes=[GORM, PIP, MAUVE],
                 hands={2: ["Stab", "Expose Weakness", "Quick Hands"], 3: ["Hex Bolt", "Focus"], 0: ["Slam"]},
                 phase="react", active=3, decider=3, last_hero=3, cast=make_cast(3, [0], ("Curse of Frailty", 3)),
                 note="Mauve's channelled Curse of Frailty (magic 4, Vulnerable) is active at Grumbelly")


def disorient() -> OgresDelight:
    """Pip's Pocket Sand disorients Grumbelly: he may not add reactives to this cast."""
    return scene(heroes=[GORM, PIP], hands={2: ["Stab", "Pocket Sand"], 0: ["Slam", "Thick Hide", "Rage"]},
                 active=2, last_hero=2, note="Grumbelly holds Thick Hide (Block), ready to answer")


def stun_and_shuffle() -> OgresDelight:
    """Tilly's Muddle Draught: Grumbelly's specials leave his hand for the bottom of his deck, and it is shuffled."""
    return scene(hands={2: ["Tonic Splash", "Muddle Draught"], 0: ["Slam", "Crunch", "Belly Flop", "Rage"]},
                 active=2, last_hero=2, note="Grumbelly holds two specials")


def block_and_ward() -> OgresDelight:
    """Grave Claw (physical 3, magic 1) at Gorm: Iron Skin blocks the physical part only."""
    return scene(ROTJAW, hands={0: [], 1: ["Shield Bash", "Iron Skin"], 3: ["Stab", "Sidestep"]},
                 phase="react", active=0, decider=1, last_hero=1,
                 cast=make_cast(0, [1], ("Grave Claw", 0), passed=[0]),
                 note="King Rotjaw claws at Gorm")


def ward() -> OgresDelight:
    """Mirewort's Bog Bolt (magic 4) at Mauve: Mirror Veil (Ward) stops magic damage."""
    return scene(MIREWORT, heroes=[GORM, MAUVE], hands={0: [], 2: ["Hex Bolt", "Mirror Veil"]},
                 phase="react", active=0, decider=2, last_hero=1,
                 cast=make_cast(0, [2], ("Bog Bolt", 0), passed=[0, 1]),
                 note="Mother Mirewort's Bog Bolt flies at Mauve")


def immune() -> OgresDelight:
    """Pip's Knife Storm (physical 11) at King Rotjaw, who answers with Undying (Immune, one-time)."""
    return scene(ROTJAW, hands={3: ["Stab", "Sharpened Blade", "Quick Hands"],
                                0: ["Grave Claw", "Undying", "Grave Chill"]},
                 phase="react", active=3, decider=0, last_hero=3,
                 cast=make_cast(3, [0], ("Knife Storm", 3), passed=[3]),
                 note="Pip unleashes Knife Storm; Rotjaw holds Undying")


def unstoppable() -> OgresDelight:
    """Grumbelly's Earthquake Stomp stuns every hero; Gorm's Stand Firm makes him unstoppable."""
    return scene(hands={0: ["Slam"], 1: ["Shield Bash", "Stand Firm", "Crushing Blow"],
                        2: ["Tonic Splash", "Acid Vial"], 3: ["Stab", "Backstab"]},
                 phase="react", active=0, decider=1, last_hero=3,
                 cast=make_cast(0, [1, 2, 3], ("Earthquake Stomp", 0), passed=[0]),
                 note="Earthquake Stomp (physical 4, Stun) hits every hero")


def draw_event() -> OgresDelight:
    """Mauve's Mana Tap draws two skills: the hand (energy) grows for the next turns."""
    return scene(heroes=[GORM, MAUVE], hands={2: ["Hex Bolt", "Mana Tap"]}, active=2, last_hero=2,
                 tops={2: ["Fireball", "Meteor"]}, note="Mauve's deck has Meteor, then Fireball on top")


def stealth_and_reveal() -> OgresDelight:
    """Mirewort channels a face-down skill; Pip's Lantern Flash reveals it."""
    return scene(MIREWORT, hands={3: ["Stab", "Lantern Flash"]}, active=3, last_hero=3,
                 channel={0: {"skill": "Witching Hour", "targets": [1, 2, 3], "turns_left": 1,
                              "face_down": True}},
                 note="Mother Mirewort channels a face-down skill; the heroes do not know which")


def backstab_face_down() -> OgresDelight:
    """Pip's Backstab has stealth: it lies face down, the boss sees only a card, until the cast resolves."""
    return scene(heroes=[GORM, PIP], hands={2: ["Stab", "Backstab", "Quick Hands"], 0: ["Slam", "Thick Hide"]},
                 active=2, last_hero=2, note="Pip holds Backstab (stealth)")


def transmute_magic() -> OgresDelight:
    """Gorm's Crushing Blow with Mauve's Arcane Infusion becomes magic: Grumbelly's Thick Hide (Block) fails."""
    return scene(heroes=[GORM, MAUVE], hands={1: ["Shield Bash"], 2: ["Hex Bolt", "Arcane Infusion"],
                                              0: ["Slam", "Thick Hide"]},
                 phase="react", active=1, decider=2, last_hero=1,
                 cast=make_cast(1, [0], ("Crushing Blow", 1), passed=[1]),
                 note="Gorm's Crushing Blow (physical 7) at Grumbelly, who holds Thick Hide")


def transmute_heal() -> OgresDelight:
    """Grumbelly's Crunch at Pip; Tilly's Miracle Tonic turns the damage into healing."""
    return scene(hands={0: ["Slam", "Rage"], 2: ["Tonic Splash", "Miracle Tonic", "Quick Fix"],
                        1: ["Shield Bash"], 3: ["Stab"]}, hp={3: 12},
                 phase="react", active=0, decider=0, last_hero=3, cast=make_cast(0, [3], ("Crunch", 0)),
                 note="Grumbelly crunches wounded Pip (12 hp)")


def death_and_revive() -> OgresDelight:
    """Crunch kills Pip; on her turn Tilly revives Pip with the looted Phylactery Shard."""
    return scene(hands={0: ["Slam"], 1: ["Shield Bash"], 3: ["Stab"],
                        2: ["Tonic Splash", "Phylactery Shard", "Quick Fix"]}, hp={3: 5},
                 looted={1: ["Bone Needle"], 2: ["Phylactery Shard"], 3: ["Death Knell"]},
                 bosses=[ROTJAW, GRUMBELLY], encounter=1, phase="react", active=0, decider=0, last_hero=1,
                 cast=make_cast(0, [3], ("Crunch", 0)),
                 note="Second encounter: Grumbelly crunches Pip (5 hp); Tilly looted Phylactery Shard")


def loot() -> OgresDelight:
    """King Rotjaw has fallen: each hero in seat order takes one of four skills of his loot table."""
    return scene(ROTJAW, hp={0: 0}, phase="loot", active=1, decider=1,
                 loot=["Rotjaw's Crown", "Grave Dust", "Bone Needle", "Phylactery Shard"],
                 bosses=[ROTJAW, GRUMBELLY], note="King Rotjaw is defeated")


def last_boss_falls() -> OgresDelight:
    """The last boss has 3 hit points: one Stab ends the game for the heroes."""
    return scene(hands={3: ["Stab", "Quick Hands"]}, hp={0: 3}, active=3, last_hero=3,
                 note="Grumbelly, the only boss, has 3 hit points left")


def last_hero_falls() -> OgresDelight:
    """Only Pip is left, with 4 hit points: Grumbelly's Slam ends the game for the boss player."""
    return scene(hands={0: ["Slam", "Rage"]}, hp={1: 0, 2: 0, 3: 4}, active=0, last_hero=3,
                 note="Gorm and Tilly have fallen; Pip has 4 hit points")


# ------------------------------------------------------------ for the exploration charts
def skill_played(text):
    """The skill an action names: 'cast Soul Drain at Pip' -> 'Soul Drain'; 'pass', 'end', 'take'."""
    for verb in ("cast ", "play ", "take "):
        if text.startswith(verb):
            return text[len(verb):].split(" at ")[0]
    return text.split(" ")[0]
