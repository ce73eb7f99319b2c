"""Ogre's Delight: one boss player (seat 0) against 1..4 heroes (seats 1..N).

The rules read as the rulebook's phases: preparation and the draft, deck
building, encounters of alternating turns (hero, boss, next hero, boss, ...),
each turn a *cast* built from one foundation and any reactives, carried out at
the end of the turn; loot after each boss but the last. The state format is
documented in this package's README.
"""

from __future__ import annotations

from itertools import combinations

from ogrelab.core import Action, Game, Option, Result, register

from . import render
from .roster import BOSSES, CHARACTERS, DEFAULT_DECK, HEROES, LOOT, POOL, ROLE, SKILLS
from .schema import DECK_OTHERS

LOOT_SIZE = 4


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


# Actions are immutable: the casts open to a seat are kept per (skill, seat, characters, who lives).
_ACTIONS: dict = {}
_PASS = [Action("pass", s, "pass") for s in range(5)]
_END = [Action("end turn", s, "end") for s in range(5)]


# A reactive's cost (0 for the other types) and its "play" action per seat, built once.
REACT_COST = {name: (sk.energy if sk.reactive else 0) for name, sk in SKILLS.items()}
PLAY = {name: tuple(Action(f"play {name}", s, "react", (name,)) for s in range(5))
        for name, sk in SKILLS.items() if sk.reactive}


def _cast_actions(seat: int, skill: str, cands: tuple, names: tuple) -> list[Action]:
    """Every choice of targets for a foundation (the caller keeps them per position of the seats)."""
    if not cands:
        return []
    sk = SKILLS[skill]
    if sk.side == "self":
        return [Action(f"cast {skill}", seat, "cast", (skill, (seat,)))]
    by_seat = dict(zip(cands, names))
    return [Action(f"cast {skill} at {' + '.join(by_seat[t] for t in group)}", seat, "cast", (skill, group))
            for group in combinations(cands, min(sk.targets, len(cands)))]


@register
class OgresDelight(Game):
    name = "ogres_delight"
    title = "Ogre's Delight"
    HIDDEN_INFO = True
    OPTIONS = {
        "heroes": Option(2, "number of hero players (seats 1..N); seat 0 is the boss player",
                         choices=(1, 2, 3, 4), check=lambda v: None if type(v) is int else "must be a number"),
        "bosses": Option(2, "number of bosses the boss player fights with, faced in the order picked",
                         choices=tuple(range(1, len(BOSSES) + 1)),
                         check=lambda v: None if type(v) is int else "must be a number"),
        "auto_draft": Option(True, "make the draft at once (from boss_picks/hero_picks, else at random "
                                   "from the seed); False: every pick is an action"),
        "auto_decks": Option(True, "every deck is the roster file's ready-made deck; False: each player "
                                   "builds it (one basic, then at least nine others) by actions"),
        "boss_picks": Option([], "the boss player's bosses in order, for the auto draft ([]: at random)",
                             check=_check_boss_picks),
        "hero_picks": Option([], "the heroes of seats 1..N, for the auto draft ([]: at random)",
                             check=_check_hero_picks),
        "boss_hp_scales": Option(True, "a boss's hit points depend on the number of heroes (its file's "
                                       "hp_by_heroes); False: its printed hp whatever the team"),
        "restore_heroes": Option(True, "heroes start every encounter at full health, the fallen revived "
                                       "(False: wounds and deaths carry over)"),
        "turn_limit": Option(400, "after this many turns in all the game ends as a draw: the fight has "
                                  "worn everyone out",
                             check=lambda v: None if v >= 1 else "must be at least 1"),
    }
    CONFORMANCE = [{"heroes": 1}, {"heroes": 2}, {"heroes": 3},
                   {"heroes": 2, "auto_draft": False, "auto_decks": False}]

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

    def who(self, seat: int) -> str:
        """A seat by its character's name once drafted."""
        return self.chars[seat] or self.seat_names[seat]

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
        self.outcome: str | None = None
        self.log.append(f"Preparation: the boss player fights with {self.options['bosses']} "
                        f"boss(es) against {n - 1} hero(es)")
        if self.options["auto_draft"]:
            picks = self.options["boss_picks"] or self.rng.sample(BOSSES, self.options["bosses"])
            for b in picks:
                self._pick_boss(b)
            given = self.options["hero_picks"]
            for s in range(1, n):
                self._pick_hero(s, given[s - 1] if given else self.rng.choice(self._hero_choices()))
        self._after_draft_step()

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
        if self.outcome == "heroes":
            return Result(tuple(range(1, self.players)), scores, "every boss is dead")
        if self.outcome == "boss":
            return Result((0,), scores, "every hero is dead")
        if self.outcome == "draw":
            return Result((), scores, "the last boss and the last hero fell together", draw=True)
        return Result((), scores, f"turn limit of {self.options['turn_limit']} turns reached", draw=True)

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def scores(self) -> list:
        return list(self.hp)

    @property
    def prompt(self) -> str:
        s = self.decider
        if self.phase == "over":
            return f"The game is over: {self.result}"
        if self.phase == "draft":
            if s == 0:
                return f"Boss player: pick boss {len(self.bosses) + 1} of {self.options['bosses']} (the order they are faced)"
            return f"{self.seat_names[s]}: pick a hero (at most one tank and one support in the team)"
        if self.phase == "build":
            if not self.deck_list[s]:
                return f"{self.who(s)}: choose the deck's basic skill"
            return f"{self.who(s)}: add skills (one basic plus at least {DECK_OTHERS} others), then done"
        if self.phase == "turn":
            return f"{self.who(s)}'s turn: activate a basic or special as the foundation and pick its targets, or end the turn"
        if self.phase == "react":
            return f"{self.who(s)}: add a reactive to {self.who(self.cast['by'])}'s cast (energy = cards in hand), or pass"
        return f"{self.who(s)}: take one skill of {self.who(0)}'s loot into your deck"

    # --------------------------------------------------------- the draft
    def _hero_choices(self) -> list[str]:
        taken = [c for c in self.chars[1:] if c]
        roles = [ROLE[c] for c in taken]
        return [h for h in HEROES if h not in taken
                and not (ROLE[h] == "tank" and "tank" in roles)
                and not (ROLE[h] == "support" and "support" in roles)]

    def _pick_boss(self, name: str) -> None:
        self.bosses.append(name)
        self.log.append(f"The boss player picks {name} as boss {len(self.bosses)}")

    def _pick_hero(self, seat: int, name: str) -> None:
        self.chars[seat] = name
        c = CHARACTERS[name]
        self.max_hp[seat] = self.hp[seat] = c["hp"]
        self.log.append(f"{self.seat_names[seat]} picks {name} ({c['role']})")

    def _after_draft_step(self) -> None:
        n = self.players
        if len(self.bosses) < self.options["bosses"]:
            self.phase, self.decider = "draft", 0
            return
        for s in range(1, n):
            if self.chars[s] is None:
                self.phase, self.decider = "draft", s
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
                self.phase, self.decider = "build", s
                return
        self._start_encounter()

    # ----------------------------------------------------------- encounter
    def _boss_hp(self) -> int:
        """The boss of this encounter at full health (its hit points may depend on the number of heroes)."""
        c = CHARACTERS[self.chars[0]]
        hp = c["hp_by_heroes"][self.players - 2] if self.options["boss_hp_scales"] else c["hp"]
        self.max_hp[0] = self.hp[0] = hp
        self.alive[0] = True
        return hp

    def _start_encounter(self) -> None:
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
        self._next_turn()

    def _draw(self, s: int) -> None:
        if self.decks[s]:
            self.hands[s].append(self.decks[s].pop())

    def _next_turn(self) -> None:
        """Hand the turn on (hero, boss, next hero, boss, ...), through any channelled turns."""
        n = self.players
        while True:
            if self.turns >= self.options["turn_limit"]:
                self.outcome = "limit"
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
                        self._draw(h)
            else:
                self.active = 0
                self._draw(0)
            a = self.active
            ch = self.channel[a]
            if ch is None:
                self.phase, self.decider = "turn", a
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
            self.cast = {"by": a, "targets": list(ch["targets"]), "skills": [],
                         "disoriented": [], "unstoppable": [], "passed": []}
            self._add_to_cast(a, skill, ch["face_down"])
            self._ask_from(a)
            return

    def _end_turn(self) -> None:
        self.turns += 1
        self._next_turn()

    # ---------------------------------------------------------- the cast
    def _targets(self, s: int, skill) -> list[int]:
        """Who the foundation may target: living enemies, allies (the fallen too for a revive), or self."""
        side = skill.side
        if side == "self":
            return [s]
        enemy = (side == "enemy")
        if (s == 0) == enemy:  # the boss's enemies and the heroes' allies are the heroes
            if skill.revive:
                return list(range(1, self.players))
            return [h for h in range(1, self.players) if self.alive[h]]
        return [0] if self.alive[0] else []

    def _add_to_cast(self, s: int, name: str, face_down: bool) -> None:
        cast = self.cast
        sk = SKILLS[name]
        cast["skills"].append([name, s, face_down])
        if sk.on_play:
            # Taunt, Unstoppable and Disorient act while the cast is built, else they could not matter.
            if "Taunt" in sk.in_events:
                cast["targets"] = [s]
                self.log.append(f"{self.who(s)} taunts: the cast now targets {self.who(s)} alone")
            for events, whom in ((sk.in_events, [s]), (sk.out_events, cast["targets"])):
                if "Unstoppable" in events:
                    for t in whom:
                        if t not in cast["unstoppable"]:
                            cast["unstoppable"].append(t)
                        if t in cast["disoriented"]:
                            cast["disoriented"].remove(t)
                if "Disorient" in events:
                    for t in whom:
                        if t not in cast["unstoppable"] and t not in cast["disoriented"]:
                            cast["disoriented"].append(t)
                            self.log.append(f"{self.who(t)} is disoriented: no reactives in this cast")

    def _ask_from(self, start: int) -> None:
        """The reaction round: next seat in order that can pay and has not passed since the last play.

        A channelling seat is skipped too: during a casttime "you are not allowed to do
        anything ... except drawing cards from the deck".
        """
        hands = self.hands
        n = len(hands)
        cast = self.cast
        passed = cast["passed"]
        dazed = cast["disoriented"]
        alive = self.alive
        channel = self.channel
        for k in range(n):
            s = (start + k) % n
            if s in passed or s in dazed or not alive[s] or channel[s] is not None:
                continue
            hand = hands[s]
            energy = len(hand)
            for c in hand:
                cost = REACT_COST[c]
                if cost and cost <= energy:
                    self.phase, self.decider = "react", s
                    return
        self._resolve()

    def _cancel_channel(self, s: int, why: str) -> None:
        ch = self.channel[s]
        self.channel[s] = None
        shown = "a face-down skill" if ch["face_down"] else ch["skill"]
        # An interrupted skill, one-time or not, goes back under the deck.
        self.decks[s].insert(0, ch["skill"])
        self.log.append(f"{self.who(s)}'s channelled {shown} is {why} and goes under the deck")

    def _resolve(self) -> None:
        """End of the turn: effects per target, then events, then the cards go back."""
        cast = self.cast
        targets = cast["targets"]
        bundles: dict[int, list] = {}
        transmute = None
        names = []
        for name, by, face_down in cast["skills"]:
            sk = SKILLS[name]
            names.append(f"{name} (turned face up)" if face_down else name)
            if sk.has_out:
                for t in targets:
                    b = bundles.get(t)
                    if b is None:
                        bundles[t] = [list(sk.out), list(sk.out_events)]
                    else:
                        b[0] = [x + y for x, y in zip(b[0], sk.out)]
                        b[1].extend(sk.out_events)
            if sk.has_in:
                b = bundles.get(by)
                if b is None:
                    bundles[by] = [list(sk.inc), list(sk.in_events)]
                else:
                    b[0] = [x + y for x, y in zip(b[0], sk.inc)]
                    b[1].extend(sk.in_events)
            if sk.transmute:
                transmute = sk.transmute
        self.log.append(f"{self.who(cast['by'])}'s cast is carried out: " + ", ".join(names))
        for seat in sorted(bundles):
            amounts, events = bundles[seat]
            if not self.alive[seat]:
                continue
            damage, heal = self.effect_of(amounts, events, transmute)
            if damage or heal:
                self.hp[seat] = min(self.max_hp[seat], self.hp[seat] - damage + heal)
                parts = ([f"takes {damage} damage"] if damage else []) + ([f"heals {heal}"] if heal else [])
                self.log.append(f"{self.who(seat)} {' and '.join(parts)} ({max(self.hp[seat], 0)}/{self.max_hp[seat]} hp)")
                if self.hp[seat] <= 0:
                    self.hp[seat] = 0
                    self.alive[seat] = False
                    self.log.append(f"{self.who(seat)} dies")
                    if self.channel[seat] is not None:
                        self._cancel_channel(seat, "lost")
        # Reveal names no player: "all cards facing down are turned face up", whoever it was carried to.
        reveal = any("Reveal" in events for _, events in bundles.values())
        for seat in sorted(bundles):
            events = bundles[seat][1]
            if not events:
                continue
            if "Revive" in events and not self.alive[seat]:
                self.alive[seat] = True
                self.hp[seat] = max(1, self.max_hp[seat] // 2)
                self.log.append(f"{self.who(seat)} is revived with {self.hp[seat]} hp")
            if not self.alive[seat]:
                continue
            for ev in events:
                if ev == "Interrupt":
                    if self.channel[seat] is not None:
                        self._cancel_channel(seat, "interrupted")
                elif ev == "Stun":
                    if seat in cast["unstoppable"]:
                        self.log.append(f"{self.who(seat)} is unstoppable and shrugs off the stun")
                        continue
                    hand = self.hands[seat]
                    specials = [c for c in hand if SKILLS[c].type == "special"]
                    for c in specials:
                        hand.remove(c)
                        self.decks[seat].insert(0, c)
                    self.log.append(f"{self.who(seat)} is stunned: {len(specials)} special(s) from hand under the deck")
                elif ev == "Shuffle":
                    self.rng.shuffle(self.decks[seat])
                    self.log.append(f"{self.who(seat)}'s deck is shuffled")
                elif ev == "Draw":
                    if self.decks[seat]:
                        self._draw(seat)
                        self.log.append(f"{self.who(seat)} draws a skill")
                    else:
                        self.log.append(f"{self.who(seat)} has no skill left in the deck to draw")
        if reveal:
            for s, ch in enumerate(self.channel):
                if ch is not None and ch["face_down"]:
                    ch["face_down"] = False
                    self.log.append(f"Reveal: {self.who(s)} is channelling {ch['skill']}")
        for name, by, _ in cast["skills"]:
            sk = SKILLS[name]
            if sk.basic:
                self.hands[by].append(name)
            elif sk.once:
                self.removed[by].append(name)
            else:
                self.decks[by].insert(0, name)
        self.cast = None
        self._after_cast()

    @staticmethod
    def effect_of(amounts, events, transmute=None) -> tuple[int, int]:
        """Damage and heal one target receives from its summed effects.

        A transmutation turns every effect and every amplification into its
        type (the rulebook: "this also applies to all amplification effects");
        amplifications then apply only to effect types present; then
        immunities; Vulnerable doubles the damage last, once per instance.
        The transmutation comes before the amplifications (the README's rulings
        table, "Transmutation before amplification") because the rulebook turns
        "effect amplifications into magic damage amplifications": an
        amplification must still be pending to be turned, and so an
        amplification of a type the transmutation creates counts.
        """
        phys, magic, heal, a_phys, a_magic, a_heal = amounts
        if transmute == "Transmute Magic":
            phys, magic, heal = 0, phys + magic + heal, 0
            a_phys, a_magic, a_heal = 0, a_phys + a_magic + a_heal, 0
        elif transmute == "Transmute Heal":
            phys, magic, heal = 0, 0, phys + magic + heal
            a_phys, a_magic, a_heal = 0, 0, a_phys + a_magic + a_heal
        if phys:
            phys = max(0, phys + a_phys)
        if magic:
            magic = max(0, magic + a_magic)
        if heal:
            heal = max(0, heal + a_heal)
        if "Immune" in events:
            phys = magic = 0
        if "Block" in events:
            phys = 0
        if "Ward" in events:
            magic = 0
        damage = phys + magic
        if damage:
            damage <<= events.count("Vulnerable")
        return damage, heal

    def _after_cast(self) -> None:
        heroes_dead = not any(self.alive[1:])
        boss_dead = not self.alive[0]
        last = self.encounter == len(self.bosses) - 1
        if heroes_dead:
            self.outcome = "draw" if boss_dead and last else "boss"
            self.phase, self.decider = "over", None
            self.log.append("Every hero is dead" + (" and so is the last boss" if self.outcome == "draw" else ""))
            self.turns += 1
            return
        if boss_dead:
            self.turns += 1
            if last:
                self.outcome = "heroes"
                self.phase, self.decider = "over", None
                self.log.append(f"{self.chars[0]} is defeated: every boss is dead")
                return
            self.loot = self.rng.sample(LOOT[self.chars[0]], LOOT_SIZE)
            self.log.append(f"{self.chars[0]} is defeated and drops loot: {', '.join(self.loot)}")
            self.phase, self.decider = "loot", 1
            return
        self._end_turn()

    def _after_loot(self) -> None:
        self.loot = []
        self.encounter += 1
        self.chars[0] = self.bosses[self.encounter]
        # The fallen boss's cards leave the table with it.
        self.hands[0], self.decks[0], self.removed[0], self.channel[0] = [], [], [], None
        self._boss_hp()
        if self.options["auto_decks"]:
            self.deck_list[0] = list(DEFAULT_DECK[self.chars[0]])
            self._start_encounter()
        else:
            self.deck_list[0] = []
            self.phase, self.decider = "build", 0

    # ------------------------------------------------------------ actions
    def _legal_actions(self) -> list[Action]:
        s = self.decider
        phase = self.phase
        if phase == "react":
            hand = self.hands[s]
            energy = len(hand)
            acts = [PLAY[c][s] for c in hand if 0 < REACT_COST[c] <= energy]
            acts.append(_PASS[s])
            return acts
        if phase == "turn":
            hand = self.hands[s]
            energy = len(hand)
            acts = []
            key = (s, tuple(self.chars), tuple(self.alive))
            for c in hand:
                sk = SKILLS[c]
                if sk.reactive or sk.energy > energy:
                    continue
                k2 = (c, key)
                cached = _ACTIONS.get(k2)
                if cached is None:
                    if len(_ACTIONS) > 100_000:  # a memo, not a store: keep it bounded
                        _ACTIONS.clear()
                    cands = self._targets(s, sk)
                    cached = _ACTIONS[k2] = _cast_actions(s, c, tuple(cands), tuple(self.chars[t] for t in cands))
                acts.extend(cached)
            acts.append(_END[s])
            return acts
        if phase == "loot":
            return [Action(f"take {c}", s, "loot", (c,)) for c in self.loot]
        if phase == "draft":
            if s == 0:
                return [Action(f"pick boss {b}", 0, "pick", (b,)) for b in BOSSES if b not in self.bosses]
            return [Action(f"pick hero {h}", s, "pick", (h,)) for h in self._hero_choices()]
        # deck building
        chosen = self.deck_list[s]
        pool = POOL[self.chars[s]]
        if not chosen:
            return [Action(f"basic {c}", s, "basic", (c,)) for c in pool if SKILLS[c].basic]
        acts = [Action(f"add {c}", s, "add", (c,)) for c in pool if not SKILLS[c].basic and c not in chosen]
        if len(chosen) - 1 >= DECK_OTHERS:
            acts.append(Action("done", s, "done"))
        return acts

    def _apply(self, a: Action) -> None:
        s = a.seat
        kind = a.kind
        if kind == "pass":
            self.cast["passed"].append(s)
            self._ask_from(s + 1)
        elif kind == "react":
            name = a.args[0]
            self.hands[s].remove(name)
            sk = SKILLS[name]
            self.log.append(f"{self.who(s)} plays " + ("a face-down reactive" if sk.stealth else name))
            self._add_to_cast(s, name, sk.stealth)
            self.cast["passed"] = []
            self._ask_from(s + 1)
        elif kind == "cast":
            name, group = a.args
            self.hands[s].remove(name)
            sk = SKILLS[name]
            shown = "a face-down skill" if sk.stealth else name
            at = "" if sk.side == "self" else " at " + ", ".join(self.who(t) for t in group)
            if sk.casttime:
                self.channel[s] = {"skill": name, "targets": list(group), "turns_left": sk.casttime,
                                   "face_down": sk.stealth}
                # A face-down skill's casttime would tell the other side what it is.
                time = "" if sk.stealth else f" (casttime {sk.casttime})"
                self.log.append(f"{self.who(s)} begins to channel {shown}{at}{time}")
                self._end_turn()
                return
            self.log.append(f"{self.who(s)} casts {shown}{at}")
            self.cast = {"by": s, "targets": list(group), "skills": [], "disoriented": [],
                         "unstoppable": [], "passed": []}
            self._add_to_cast(s, name, sk.stealth)
            self._ask_from(s)
        elif kind == "end":
            self.log.append(f"{self.who(s)} ends the turn without a cast")
            self._end_turn()
        elif kind == "loot":
            name = a.args[0]
            self.loot.remove(name)
            self.deck_list[s].append(name)
            self.looted[s].append(name)
            self.log.append(f"{self.who(s)} takes {name} into the deck")
            if s + 1 < self.players:
                self.decider = s + 1
            else:
                self._after_loot()
        elif kind == "pick":
            if s == 0:
                self._pick_boss(a.args[0])
            else:
                self._pick_hero(s, a.args[0])
            self._after_draft_step()
        elif kind == "basic":
            self.deck_list[s] = [a.args[0]]
            self.log.append(f"{self.who(s)} chooses a basic for the deck")
        elif kind == "add":
            self.deck_list[s].append(a.args[0])
            self.log.append(f"{self.who(s)} adds a skill to the deck")
        elif kind == "done":
            self.log.append(f"{self.who(s)}'s deck is ready ({len(self.deck_list[s])} skills)")
            for t in range(s + 1, self.players):
                if not self.deck_list[t]:
                    self.decider = t
                    return
            self._start_encounter()
        else:  # pragma: no cover - every kind is produced by _legal_actions
            raise ValueError(f"unknown action kind {kind!r}")

    # --------------------------------------------------------- the state
    def _state(self) -> dict:
        cast = None
        if self.cast is not None:
            c = self.cast
            cast = {"by": c["by"], "targets": list(c["targets"]),
                    "skills": [{"skill": n, "by": b, "face_down": f} for n, b, f in c["skills"]],
                    "disoriented": list(c["disoriented"]), "unstoppable": list(c["unstoppable"]),
                    "passed": list(c["passed"])}
        seats = []
        for s in range(self.players):
            ch = self.channel[s]
            seats.append({"character": self.chars[s], "hp": self.hp[s], "max_hp": self.max_hp[s],
                          "alive": self.alive[s], "deck_list": list(self.deck_list[s]),
                          "looted": list(self.looted[s]),
                          "hand": list(self.hands[s]), "deck": list(self.decks[s]),
                          "removed": list(self.removed[s]),
                          "channel": None if ch is None else dict(ch, targets=list(ch["targets"]))})
        return {"phase": self.phase, "decider": self.decider, "bosses": list(self.bosses),
                "encounter": self.encounter, "active": self.active, "last_hero": self.last_hero,
                "turns": self.turns, "outcome": self.outcome, "loot": list(self.loot),
                "cast": cast, "seats": seats}

    def _copy_from(self, source: "OgresDelight") -> None:
        """A clone without the save-and-validate round trip (search bots clone a lot)."""
        self.rng = type(source.rng)(source.rng.state)
        self.log = list(source.log)
        self._legal = None
        for name in ("phase", "decider", "encounter", "active", "last_hero", "turns", "outcome"):
            setattr(self, name, getattr(source, name))
        for name in ("bosses", "loot", "chars", "hp", "max_hp", "alive"):
            setattr(self, name, list(getattr(source, name)))
        for name in ("deck_list", "looted", "hands", "decks", "removed"):
            setattr(self, name, [list(x) for x in getattr(source, name)])
        self.channel = [None if ch is None else dict(ch, targets=list(ch["targets"])) for ch in source.channel]
        c = source.cast
        self.cast = None if c is None else {
            "by": c["by"], "targets": list(c["targets"]), "skills": [list(e) for e in c["skills"]],
            "disoriented": list(c["disoriented"]), "unstoppable": list(c["unstoppable"]),
            "passed": list(c["passed"])}

    def _load_state(self, d: dict) -> None:
        from .state import load_state
        load_state(self, d)

    def _view_state(self, seat):
        from .state import view_state
        return view_state(self, seat)

    @classmethod
    def determinize(cls, view: dict, seed: int = 0) -> "OgresDelight":
        from .state import determinize
        return determinize(cls, view, seed)

    # ---------------------------------------------------------- rendering
    def html(self, seat=None) -> str:
        return render.html(self, seat)

    def __str__(self) -> str:
        return render.text(self)
