"""Ogre's Delight: one boss player (seat 0) against 1..4 heroes (seats 1..N).

The rules read as the rulebook's phases: preparation and the draft, deck
building, encounters of alternating turns (hero, boss, next hero, boss, ...),
each turn a *cast* built from one foundation and any reactives, carried out at
the end of the turn; loot after each boss but the last. The state format is
documented in this package's README.
"""

from __future__ import annotations

from ogrelab.core import Game, Option, Result, register

from . import render
from .decisions import PENDING, RULES, effect_of, open_cast, set_off
from .roster import BOSSES, CHARACTERS, DEFAULT_DECK, HEROES, LOOT, ROLE
from .state import DelightState

LOOT_SIZE = 4
DRAFT = frozenset(("pick_boss", "pick_hero"))  # the draft's two picks share one phase


def _check_boss_picks(v):
    if not isinstance(v, list) or any(b not in BOSSES for b in v):
        return f"a list of boss names from {', '.join(BOSSES)}"
    if len(set(v)) != len(v):
        return "a boss may be picked only once"
    return None


def _check_hero_picks(v):
    if not isinstance(v, list) or any(h not in HEROES for h in v):
        return f"a list of hero names from {', '.join(HEROES)}"
    if len(set(v)) != len(v):
        return "a hero may be picked only once"
    roles = [ROLE[h] for h in v]
    if roles.count("tank") > 1 or roles.count("support") > 1:
        return "a team has at most one tank and one support"
    return None


def _picks(count, word: str) -> list[tuple[int, str, None]]:
    n = count if type(count) is int and 0 < count <= 8 else 2
    return [(i, f"{word} {i + 1}", None) for i in range(n)]


def _boss_rows(options: dict) -> list[tuple[int, str, None]]:
    """The option ``boss_picks`` a boss at a time: as many as option ``bosses``."""
    return _picks(options.get("bosses"), "boss")


def _hero_rows(options: dict) -> list[tuple[int, str, None]]:
    """The option ``hero_picks`` a hero at a time: one per hero seat."""
    return _picks(options.get("heroes"), "Hero")


@register
class OgresDelight(DelightState, Game):
    name = "ogres_delight"
    title = "Ogre's Delight"
    HIDDEN_INFO = True
    SIDES = ("Boss", "Heroes")
    STANDING = "hit points"
    RULES = RULES
    #: Every way a game ends (``Result.ending``, the save's ``outcome``): End of the game, the
    #: last boss and the last hero falling together, the turn limit (README rulings).
    ENDINGS = {
        "bosses_dead": "every boss is dead: the heroes win",
        "heroes_dead": "every hero is dead: the boss player wins",
        "fell_together": "the last boss and hero fall together: a draw",
        "turn_limit": "the turn limit: a draw",
    }
    OPTIONS = {
        "heroes": Option(2, "how many hero players there are (seats 1 and on); seat 0 is the boss player",
                         choices=(1, 2, 3, 4), check=lambda v: None if type(v) is int else "must be a number",
                         label="Hero players"),
        "bosses": Option(2, "how many bosses the boss player fights with, faced in the order picked",
                         choices=tuple(range(1, len(BOSSES) + 1)),
                         check=lambda v: None if type(v) is int else "must be a number", label="Bosses"),
        "auto_draft": Option(True, "the bosses and heroes are picked at once, as named below or else at random; "
                                   "off: every pick is a move of the game", label="Draft made at once"),
        "auto_decks": Option(True, "every deck is its character's ready-made deck; off: each player builds "
                                   "theirs (one basic, then at least nine others) move by move",
                             label="Ready-made decks"),
        "boss_picks": Option([], "for a draft made at once: the boss player's bosses, in the order faced "
                                 "(name every one, or leave all at random)", check=_check_boss_picks,
                             label="Bosses drafted", rows=_boss_rows,
                             cell=Option(None, "a boss", choices=tuple(BOSSES), values={None: "at random"})),
        "hero_picks": Option([], "for a draft made at once: the hero of each hero seat (name every one, "
                                 "or leave all at random)", check=_check_hero_picks, label="Heroes drafted",
                             rows=_hero_rows,
                             cell=Option(None, "a hero", choices=tuple(HEROES), values={None: "at random"})),
        "boss_hp_scales": Option(True, "a boss's hit points grow with the number of heroes; off: its printed "
                                       "hit points whatever the team", label="Boss hit points fit the team"),
        "restore_heroes": Option(True, "heroes start every encounter at full health, the fallen revived; off: "
                                       "wounds and deaths carry over", label="Heroes healed between bosses"),
        "turn_limit": Option(400, "after this many turns in all the game ends as a draw: the fight has "
                                  "worn everyone out", check=lambda v: None if v >= 1 else "must be at least 1",
                             label="Turn limit"),
    }
    CONFORMANCE = [{"heroes": 1}, {"heroes": 2}, {"heroes": 3},
                   {"heroes": 2, "auto_draft": False, "auto_decks": False}]
    #: The ways an app offers to begin, in words, with the options each sets (the first is the default):
    #: the rulebook's set-up is the draft and deck building, which a quick start skips.
    STARTS = {
        "Quick start: bosses, heroes and decks chosen for you": {"auto_draft": True, "auto_decks": True},
        "Set up as the rulebook: draft and build your deck": {"auto_draft": False, "auto_decks": False,
                                                                "boss_picks": [], "hero_picks": []},
    }

    @classmethod
    def check_option_set(cls, o):
        if o["boss_picks"] and len(o["boss_picks"]) != o["bosses"]:
            return f"boss_picks names {len(o['boss_picks'])} bosses but bosses={o['bosses']}"
        if o["hero_picks"] and len(o["hero_picks"]) != o["heroes"]:
            return f"hero_picks names {len(o['hero_picks'])} heroes but heroes={o['heroes']}"
        if (o["boss_picks"] or o["hero_picks"]) and not o["auto_draft"]:
            return "boss_picks and hero_picks are for the auto draft; with auto_draft=False the picks are actions"
        return None

    # ------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return self.options["heroes"] + 1

    @property
    def seat_names(self) -> list[str]:
        return ["Boss"] + [f"Hero {i}" for i in range(1, self.players)]

    def side_seats(self) -> tuple[tuple[int, ...], ...]:
        """The Boss alone (all bosses are one seat's) against every hero."""
        return ((0,), tuple(range(1, self.players)))

    def who(self, seat: int) -> str:
        """A seat by its character's name once drafted (the log's and the previews' word)."""
        return self.chars[seat] or self.seat_names[seat]

    def seat_label(self, seat: int) -> str:
        """The one name a seat goes by on a board: "Sister Brisket (Hero 1)", "King Rotjaw (Boss)".

        ``seat_names`` stay the roles (Boss, Hero 1, ...): a simulation's columns name the same
        seat in every deal, whoever was drafted there.
        """
        role = self.seat_names[seat]
        return f"{self.chars[seat]} ({role})" if self.chars[seat] else role

    def standings(self, seat: int | None = None) -> dict[str, list]:
        """Hit points, and energy (cards in hand), which rises with every draw and falls with every skill
        played; both are public, so every seat sees the same."""
        return {self.STANDING: list(self.hp), "energy (cards in hand)": [len(h) for h in self.hands]}

    @property
    def outcome(self) -> str:
        """The result in the game's words: which side won and why, the seats by their names."""
        if self.phase != "over":
            return ""
        heroes = ", ".join(self.seat_label(s) for s in range(1, self.players))
        if self.ending == "bosses_dead":
            return f"The heroes won ({heroes}): every boss is dead"
        if self.ending == "heroes_dead":
            return f"The boss player won ({self.seat_label(0)}): every hero is dead"
        if self.ending == "fell_together":
            return "A draw: the last boss and the last hero fell together"
        return f"A draw: the turn limit of {self.options['turn_limit']} turns was reached"

    # ------------------------------------------------------------ setup
    def setup(self) -> None:
        n = self.players
        self.phase = "draft"
        self.decider: int | None = 0
        self.bosses: list[str] = []
        self.encounter = 0
        self.chars: list[str | None] = [None] * n
        self.hp = [0] * n
        self.max_hp = [0] * n
        self.alive = [True] * n
        self.deck_list: list[list[str]] = [[] for _ in range(n)]
        self.looted: list[list[str]] = [[] for _ in range(n)]  # public: loot picks are made openly
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.decks: list[list[str]] = [[] for _ in range(n)]
        self.removed: list[list[str]] = [[] for _ in range(n)]
        self.channel: list[dict | None] = [None] * n
        self.cast: dict | None = None
        self.active = 0
        self.last_hero = 0
        self.loot: list[str] = []
        self.turns = 0
        self.ending: str | None = None  # how it ended, one of ENDINGS (the save's "outcome")
        self.log.append(f"Preparation: the boss player fights with {self.options['bosses']} "
                        f"boss(es) against {n - 1} hero(es)")
        if self.options["auto_draft"]:
            picks = self.options["boss_picks"] or self.rng.sample(BOSSES, self.options["bosses"])
            for b in picks:
                self.pick_boss(b)
            given = self.options["hero_picks"]
            for s in range(1, n):
                self.pick_hero(s, given[s - 1] if given else self.rng.choice(self.hero_choices()))
        self.after_draft_step()

    # ---------------------------------------------------------- protocol
    @property
    def current_player(self):
        return None if self.phase == "over" else self.decider

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def result(self):
        if self.phase != "over":
            return None
        scores = tuple(self.hp)
        if self.ending == "bosses_dead":
            return Result(tuple(range(1, self.players)), scores, "every boss is dead", ending="bosses_dead")
        if self.ending == "heroes_dead":
            return Result((0,), scores, "every hero is dead", ending="heroes_dead")
        if self.ending == "fell_together":
            return Result((), scores, "the last boss and the last hero fell together", draw=True,
                          ending="fell_together")
        return Result((), scores, f"turn limit of {self.options['turn_limit']} turns reached", draw=True,
                      ending="turn_limit")

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        return list(self.hp)

    @property
    def prompt(self) -> str:
        if self.phase == "over":
            return f"The game is over. {self.outcome}."
        return super().prompt

    def _pending(self):
        """The decision open now: the phase names the rule (the draft's by the seat), ``decider`` who decides."""
        phase = self.phase
        if phase == "over":
            return None
        if phase == "draft":
            phase = "pick_boss" if self.decider == 0 else "pick_hero"
        return PENDING[phase][self.decider]

    def ask(self, pending) -> None:
        """Open ``pending``'s decision: the phase is its rule's key (the draft's two picks share one), the seat decides."""
        key = pending.rule.key
        self.phase = key if key not in DRAFT else "draft"
        self.decider = pending.seat

    # --------------------------------------------------------- the draft
    def hero_choices(self) -> list[str]:
        taken = [c for c in self.chars[1:] if c]
        roles = [ROLE[c] for c in taken]
        return [h for h in HEROES if h not in taken
                and not (ROLE[h] == "tank" and "tank" in roles)
                and not (ROLE[h] == "support" and "support" in roles)]

    def pick_boss(self, name: str) -> None:
        self.bosses.append(name)
        self.log.append(f"The boss player picks {name} as boss {len(self.bosses)}")

    def pick_hero(self, seat: int, name: str) -> None:
        self.chars[seat] = name
        c = CHARACTERS[name]
        self.max_hp[seat] = self.hp[seat] = c["hp"]
        self.log.append(f"Hero {seat} picks {name} ({c['role']})")

    def after_draft_step(self) -> None:
        n = self.players
        if len(self.bosses) < self.options["bosses"]:
            set_off(self, "pick_boss", 0)
            return
        for s in range(1, n):
            if self.chars[s] is None:
                set_off(self, "pick_hero", s)
                return
        if self.chars[0] is None:
            self.chars[0] = self.bosses[0]
            self._boss_hp()
        if self.options["auto_decks"]:
            for s in range(n):
                if not self.deck_list[s]:
                    self.deck_list[s] = list(DEFAULT_DECK[self.chars[s]])
        self._next_builder()

    # ------------------------------------------------------ deck building
    def _next_builder(self) -> None:
        """Deck building in seat order: the boss player first, then the heroes."""
        for s in range(self.players):
            if not self.deck_list[s]:
                set_off(self, "build", s)
                return
        self.start_encounter()

    # ----------------------------------------------------------- encounter
    def _boss_hp(self) -> int:
        """The boss of this encounter at full health (its hit points may depend on the number of heroes)."""
        c = CHARACTERS[self.chars[0]]
        hp = c["hp_by_heroes"][self.players - 2] if self.options["boss_hp_scales"] else c["hp"]
        self.max_hp[0] = self.hp[0] = hp
        self.alive[0] = True
        return hp

    def start_encounter(self) -> None:
        n = self.players
        boss = self.bosses[self.encounter]
        self.chars[0] = boss
        hp = self._boss_hp()
        first = self.encounter == 0
        for s in range(n):
            if s and (first or self.options["restore_heroes"]):
                self.hp[s] = self.max_hp[s]
                self.alive[s] = True
            cards = self.deck_list[s]
            # Encounter preparation: the basic into the hand, the rest shuffled face down.
            self.hands[s] = [cards[0]]
            self.decks[s] = cards[1:]
            self.rng.shuffle(self.decks[s])
            self.removed[s] = []
            self.channel[s] = None
        self.cast = None
        self.loot = []
        self.active = 0
        self.last_hero = 0
        self.log.append(f"Encounter {self.encounter + 1}: {boss} ({hp} hp) against "
                        + ", ".join(self.chars[1:]))
        self.next_turn()

    def draw(self, s: int) -> None:
        if self.decks[s]:
            self.hands[s].append(self.decks[s].pop())

    def next_turn(self) -> None:
        """Hand the turn on (hero, boss, next hero, boss, ...), through any channelled turns."""
        n = self.players
        while True:
            if self.turns >= self.options["turn_limit"]:
                self.ending = "turn_limit"
                self.phase, self.decider = "over", None
                self.log.append(f"Turn limit of {self.options['turn_limit']} reached: the game is a draw")
                return
            if self.active == 0:
                nxt = None
                for k in range(1, n):
                    h = (self.last_hero + k - 1) % (n - 1) + 1
                    if self.alive[h]:
                        nxt = h
                        break
                self.active = self.last_hero = nxt
                for h in range(1, n):  # every living hero draws
                    if self.alive[h]:
                        self.draw(h)
            else:
                self.active = 0
                self.draw(0)
            a = self.active
            ch = self.channel[a]
            if ch is None:
                self.ask(PENDING["turn"][a])  # what set_off does, without its calls at every turn
                return
            ch["turns_left"] -= 1
            if ch["turns_left"] > 0:
                self.log.append(f"{self.who(a)} keeps channelling")
                self.turns += 1
                continue
            self.channel[a] = None
            skill = ch["skill"]
            shown = "a face-down skill" if ch["face_down"] else skill
            self.log.append(f"{self.who(a)}'s channelled {shown} becomes active")
            open_cast(self, a, skill, list(ch["targets"]), ch["face_down"])
            return

    def end_turn(self) -> None:
        self.turns += 1
        self.next_turn()

    @staticmethod
    def effect_of(amounts, events, transmute=None) -> tuple[int, int]:
        """Damage and heal one target receives from its summed effects (:func:`decisions.effect_of`)."""
        return effect_of(amounts, events, transmute)

    def after_cast(self) -> None:
        heroes_dead = not any(self.alive[1:])
        boss_dead = not self.alive[0]
        last = self.encounter == len(self.bosses) - 1
        if heroes_dead:
            self.ending = "fell_together" if boss_dead and last else "heroes_dead"
            self.phase, self.decider = "over", None
            self.log.append("Every hero is dead" + (" and so is the last boss" if self.ending == "fell_together" else ""))
            self.turns += 1
            return
        if boss_dead:
            self.turns += 1
            if last:
                self.ending = "bosses_dead"
                self.phase, self.decider = "over", None
                self.log.append(f"{self.chars[0]} is defeated: every boss is dead")
                return
            self.loot = self.rng.sample(LOOT[self.chars[0]], LOOT_SIZE)
            self.log.append(f"{self.chars[0]} is defeated and drops loot: {', '.join(self.loot)}")
            set_off(self, "loot", 1)
            return
        self.end_turn()

    def after_loot(self) -> None:
        self.loot = []
        self.encounter += 1
        self.chars[0] = self.bosses[self.encounter]
        # The fallen boss's cards leave the table with it.
        self.hands[0], self.decks[0], self.removed[0], self.channel[0] = [], [], [], None
        self._boss_hp()
        if self.options["auto_decks"]:
            self.deck_list[0] = list(DEFAULT_DECK[self.chars[0]])
            self.start_encounter()
        else:
            self.deck_list[0] = []
            set_off(self, "build", 0)

    # ---------------------------------------------------------- rendering
    def watch_places(self, view):
        return render.places(view)

    def watch_hand(self, view):
        seat = view["seat"]
        hand = None if seat is None else view["state"]["seats"][seat]["hand"]
        return list(hand) if isinstance(hand, list) else None

    def html(self, seat=None, outcome: bool = True) -> str:
        return render.html(self, seat, outcome)

    def __str__(self) -> str:
        return render.text(self)
