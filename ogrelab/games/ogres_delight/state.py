"""The position as JSON and back: saving, loading with its checks, a seat's view, sampled worlds.

:class:`DelightState` gives the game class ``_state``, ``_load_state``,
``_view_state``, ``determinize`` and a fast ``_copy_from``. Every field of a
save is checked here; a malformed one raises ValueError naming it. The format
is documented in this package's README.
"""

from __future__ import annotations


from ogrelab.core import validate as V
from ogrelab.core.rng import Rng, seed_state

from .roster import BOSSES, DECK_OTHERS, HEROES, LOOT, POOL, ROLE, SKILLS


def sees(viewer: int | None, owner: int) -> bool:
    """A face-down skill is seen by its owner and the owner's team mates (heroes)."""
    return viewer is None or viewer == owner or (viewer >= 1 and owner >= 1)

PHASES = ("draft", "build", "turn", "react", "loot", "over")
STATE_KEYS = ("phase", "decider", "bosses", "encounter", "active", "last_hero", "turns", "outcome", "loot",
              "cast", "seats")
SEAT_KEYS = ("character", "hp", "max_hp", "alive", "deck_list", "looted", "hand", "deck", "removed", "channel")
#: The outcomes saved before ``outcome`` held the game's ending id, and the ending each was.
OLD_OUTCOMES = {"heroes": "bosses_dead", "boss": "heroes_dead", "draw": "fell_together", "limit": "turn_limit"}
ALL_LOOT = frozenset(n for names in LOOT.values() for n in names)


def _seat(value, n: int, where: str) -> int:
    return V.check_int(value, where, 0, n - 1)


def _seats(value, n: int, where: str) -> list[int]:
    V.check_list(value, where, int)
    for i, v in enumerate(value):
        _seat(v, n, f"{where}[{i}]")
    if len(set(value)) != len(value):
        raise ValueError(f"{where}: a seat is listed more than once")
    return list(value)


def _known(d: dict, keys, where: str) -> None:
    unknown = sorted(k for k in d if k not in keys)
    if unknown:
        raise ValueError(f"{where}.{unknown[0]}: unknown field; the fields are {', '.join(keys)}")


def _check_targets(skill: str, by: int, targets: list, n: int, where: str) -> None:
    """A foundation's targets as the skill allows: its side of the table, at most its number of targets."""
    sk = SKILLS[skill]
    if sk.side == "self":
        allowed = [by]
    elif (by == 0) == (sk.side == "enemy"):
        allowed = list(range(1, n))
    else:
        allowed = [0]
    if not targets or len(targets) > sk.targets or any(t not in allowed for t in targets):
        raise ValueError(f"{where}: {skill} of seat {by} targets 1..{sk.targets} of seats {allowed}, got {targets}")


def _names(value, where: str, allowed) -> list[str]:
    V.check_list(value, where, str)
    for i, v in enumerate(value):
        if v not in allowed:
            raise ValueError(f"{where}[{i}]: {v!r} is not a skill of this deck")
    return list(value)


def load_state(game, d: dict) -> None:
    """Fill ``game`` from a state dict (the README's format), checking every field."""
    n = game.players
    _known(d, STATE_KEYS, "state")
    phase = V.check_choice(V.field(d, "phase", str), PHASES, "state.phase")
    decider = V.field(d, "decider", (int, type(None)))
    if decider is not None:
        _seat(decider, n, "state.decider")
    if (phase == "over") != (decider is None):
        raise ValueError("state.decider: null exactly when the phase is 'over'")
    bosses = V.check_list(V.field(d, "bosses", list), "state.bosses", str, BOSSES)
    V.check_unique(bosses, "state.bosses")
    if len(bosses) > game.options["bosses"] or (phase != "draft" and len(bosses) != game.options["bosses"]):
        raise ValueError(f"state.bosses: the option bosses={game.options['bosses']} asks for that many picks")
    encounter = V.check_int(V.field(d, "encounter", int), "state.encounter", 0, max(0, len(bosses) - 1))
    active = _seat(V.field(d, "active", int), n, "state.active")
    last_hero = _seat(V.field(d, "last_hero", int), n, "state.last_hero")
    turns = V.check_int(V.field(d, "turns", int), "state.turns", 0)
    outcome = V.field(d, "outcome", (str, type(None)))
    if outcome is not None:
        outcome = game.check_ending(OLD_OUTCOMES.get(outcome, outcome), "state.outcome")
    if (phase == "over") != (outcome is not None):
        raise ValueError("state.outcome: set exactly when the phase is 'over'")
    loot = V.check_list(V.field(d, "loot", list), "state.loot", str, ALL_LOOT)
    V.check_unique(loot, "state.loot")
    if bool(loot) != (phase == "loot"):
        raise ValueError("state.loot: loot lies on the table exactly in the 'loot' phase")

    seats = V.field(d, "seats", list)
    if len(seats) != n:
        raise ValueError(f"state.seats: expected {n} seats (the boss player and {n - 1} heroes), got {len(seats)}")
    all_looted = []
    chars, hp, max_hp, alive, deck_list, hands, decks, removed, channel = [], [], [], [], [], [], [], [], []
    for s, rec in enumerate(seats):
        w = f"state.seats[{s}]"
        V.check_type(rec, dict, w)
        _known(rec, SEAT_KEYS, w)
        char = V.field(rec, "character", (str, type(None)), w)
        if char is None and phase != "draft":
            raise ValueError(f"{w}.character: null only during the draft, before the seat has picked")
        if char is not None:
            V.check_choice(char, BOSSES if s == 0 else HEROES, f"{w}.character")
        mx = V.check_int(V.field(rec, "max_hp", int, w), f"{w}.max_hp", 0, 10_000)
        h = V.check_int(V.field(rec, "hp", int, w), f"{w}.hp", 0, mx)
        a = V.field(rec, "alive", bool, w)
        if a != (h > 0) and char is not None and phase not in ("draft", "build"):
            raise ValueError(f"{w}.alive: a combatant is alive exactly when its hp is above 0")
        allowed = set(POOL[char]) | (ALL_LOOT if s else set()) if char else set()
        dl = _names(V.field(rec, "deck_list", list, w), f"{w}.deck_list", allowed)
        V.check_unique(dl, f"{w}.deck_list")
        if dl and not SKILLS[dl[0]].basic:
            raise ValueError(f"{w}.deck_list[0]: a deck starts with its basic")
        if any(SKILLS[c].basic for c in dl[1:]):
            raise ValueError(f"{w}.deck_list: a deck holds exactly one basic")
        in_deck = set(dl)
        looted = _names(V.field(rec, "looted", list, w), f"{w}.looted", in_deck & ALL_LOOT)
        V.check_unique(looted, f"{w}.looted")
        if any(x not in looted for x in dl if x in ALL_LOOT):
            raise ValueError(f"{w}.looted: every loot skill in the deck list is listed here")
        hand = _names(V.field(rec, "hand", list, w), f"{w}.hand", in_deck)
        deck = _names(V.field(rec, "deck", list, w), f"{w}.deck", in_deck)
        rem = _names(V.field(rec, "removed", list, w), f"{w}.removed", in_deck)
        for i, x in enumerate(rem):
            if not SKILLS[x].once:
                raise ValueError(f"{w}.removed[{i}]: {x!r} is not a one-time skill; only those leave the encounter")
        ch = V.field(rec, "channel", (dict, type(None)), w)
        if ch is not None:
            cw = f"{w}.channel"
            unknown = set(ch) - {"skill", "targets", "turns_left", "face_down"}
            if unknown:
                raise ValueError(f"{cw}.{sorted(unknown)[0]}: unknown field")
            sk = V.field(ch, "skill", str, cw)
            if sk not in in_deck or SKILLS[sk].casttime == 0:
                raise ValueError(f"{cw}.skill: {sk!r} is not a skill with casttime in this deck")
            ch = {"skill": sk, "targets": _seats(V.field(ch, "targets", list, cw), n, f"{cw}.targets"),
                  "turns_left": V.check_int(V.field(ch, "turns_left", int, cw), f"{cw}.turns_left", 1,
                                            SKILLS[sk].casttime),
                  "face_down": V.field(ch, "face_down", bool, cw)}
            _check_targets(sk, s, ch["targets"], n, f"{cw}.targets")
            if ch["face_down"] and not SKILLS[sk].stealth:
                raise ValueError(f"{cw}.face_down: only a skill with stealth lies face down")
        chars.append(char)
        hp.append(h)
        max_hp.append(mx)
        alive.append(a)
        deck_list.append(dl)
        all_looted.append(looted)
        hands.append(hand)
        decks.append(deck)
        removed.append(rem)
        channel.append(ch)
    heroes = [c for c in chars[1:] if c]
    V.check_unique(heroes, "state.seats[*].character")
    roles = [ROLE[c] for c in heroes]
    if roles.count("tank") > 1 or roles.count("support") > 1:
        raise ValueError("state.seats: a team has at most one tank and one support")

    cast = V.field(d, "cast", (dict, type(None)))
    cast_cards: list[list[str]] = [[] for _ in range(n)]
    if cast is not None:
        w = "state.cast"
        unknown = set(cast) - {"by", "targets", "skills", "disoriented", "unstoppable", "passed"}
        if unknown:
            raise ValueError(f"{w}.{sorted(unknown)[0]}: unknown field")
        c = {"by": _seat(V.field(cast, "by", int, w), n, f"{w}.by"),
             "targets": _seats(V.field(cast, "targets", list, w), n, f"{w}.targets"),
             "skills": [],
             "disoriented": _seats(V.field(cast, "disoriented", list, w), n, f"{w}.disoriented"),
             "unstoppable": _seats(V.field(cast, "unstoppable", list, w), n, f"{w}.unstoppable"),
             "passed": _seats(V.field(cast, "passed", list, w), n, f"{w}.passed")}
        entries = V.field(cast, "skills", list, w)
        if not entries:
            raise ValueError(f"{w}.skills: a cast has its foundation first")
        for i, e in enumerate(entries):
            ew = f"{w}.skills[{i}]"
            V.check_type(e, dict, ew)
            by = _seat(V.field(e, "by", int, ew), n, f"{ew}.by")
            sk = V.field(e, "skill", str, ew)
            if sk not in deck_list[by]:
                raise ValueError(f"{ew}.skill: {sk!r} is not in the deck of seat {by}")
            if (i == 0) == SKILLS[sk].reactive or (i == 0 and by != c["by"]):
                raise ValueError(f"{ew}.skill: the foundation (first) is the caster's basic or special; "
                                 "the rest are reactives")
            face_down = V.field(e, "face_down", bool, ew)
            if face_down and not SKILLS[sk].stealth:
                raise ValueError(f"{ew}.face_down: only a skill with stealth lies face down")
            c["skills"].append([sk, by, face_down])
            cast_cards[by].append(sk)
        taunters = [by for sk, by, _ in c["skills"] if "Taunt" in SKILLS[sk].in_events]
        if taunters:
            if len(c["targets"]) != 1 or c["targets"][0] not in taunters:
                raise ValueError(f"{w}.targets: after a Taunt the cast targets a taunting player alone")
        else:
            _check_targets(c["skills"][0][0], c["by"], c["targets"], n, f"{w}.targets")
        if set(c["disoriented"]) & set(c["unstoppable"]):
            raise ValueError(f"{w}.disoriented: an unstoppable player cannot be disoriented")
        if decider in c["passed"] or decider in c["disoriented"]:
            raise ValueError(f"{w}.passed: the seat to decide has neither passed nor been disoriented")
        if c["by"] != active:
            raise ValueError(f"{w}.by: the cast is the active player's")
        cast = c
    if (phase == "react") != (cast is not None):
        raise ValueError("state.cast: a cast is being built exactly in the 'react' phase")

    for s in range(n):
        w = f"state.seats[{s}]"
        where = {f"{w}.hand": hands[s], f"{w}.deck": decks[s], f"{w}.removed": removed[s],
                 "state.cast": cast_cards[s], f"{w}.channel": [channel[s]["skill"]] if channel[s] else []}
        V.check_unique(where, w)
        places = [c for cards in where.values() for c in cards]
        if phase in ("turn", "react") and set(places) != set(deck_list[s]):
            missing = sorted(set(deck_list[s]) - set(places))
            raise ValueError(f"{w}: during an encounter every skill of the deck is somewhere; missing {missing}")
    if phase in ("turn", "react", "loot", "over") and None in chars:
        raise ValueError("state.seats: every seat has its character once the draft is over")
    if phase in ("turn", "react") and not (alive[0] and any(alive[1:])):
        raise ValueError("state.seats: an encounter goes on only while the boss and a hero live")
    if phase in ("turn", "react", "loot") and chars[0] != bosses[encounter]:
        raise ValueError(f"state.seats[0].character: the boss of encounter {encounter} is {bosses[encounter]!r}")
    if phase == "turn" and decider != active:
        raise ValueError("state.decider: in the 'turn' phase the active seat decides")
    if phase in ("turn", "react") and not alive[active]:
        raise ValueError("state.active: the active combatant must be alive")
    if phase == "turn" and channel[active] is not None:
        raise ValueError(f"state.seats[{active}].channel: a channelling seat cannot choose a foundation; "
                         "its turns pass until the channelled skill becomes active")
    if phase == "react":
        if not alive[decider]:
            raise ValueError("state.decider: a dead combatant cannot add reactives")
        if channel[decider] is not None:
            raise ValueError("state.decider: a channelling seat cannot add reactives")
    if phase == "build" and chars[decider] is None:
        raise ValueError("state.decider: the seat building a deck has its character")
    if phase == "loot":
        if decider == 0 or not loot or any(x not in LOOT[chars[0]] for x in loot):
            raise ValueError("state.loot: a hero picks from the fallen boss's loot")
    if phase == "draft":
        picking = 0 if len(bosses) < game.options["bosses"] else next((t for t in range(1, n) if chars[t] is None), None)
        if decider != picking:
            raise ValueError(f"state.decider: the draft asks seat {picking} now (bosses first, then heroes in seat order)")
        for t in range(n):
            if (chars[t] is None) != (t == 0 or t >= decider >= 1 or decider == 0):
                raise ValueError(f"state.seats[{t}].character: the heroes pick in seat order after the bosses; "
                                 "the boss seat takes its first boss when the draft ends")
            if deck_list[t]:
                raise ValueError(f"state.seats[{t}].deck_list: decks are built after the draft")
    if phase == "build":
        if game.options["auto_decks"]:
            raise ValueError("state.phase: with auto_decks every deck is ready-made; there is no 'build' phase")
        for t in range(n):
            done = len(deck_list[t]) >= 1 + DECK_OTHERS
            if (t < decider and not done) or (t > decider and deck_list[t] and not done):
                raise ValueError(f"state.seats[{t}].deck_list: decks are built one after the other in seat order; "
                                 f"seat {t}'s is unfinished while seat {decider} builds")
    if phase in ("turn", "react") and not 1 <= last_hero < n:
        raise ValueError("state.last_hero: the hero whose turn came last, a seat of 1..N")
    beaten = bosses[:encounter + (phase == "loot")]
    from_loot = set().union(*(LOOT[b] for b in beaten)) if beaten else set()
    seen: dict[str, int] = {}
    for t in range(1, n):
        for i, x in enumerate(all_looted[t]):
            if x not in from_loot:
                raise ValueError(f"state.seats[{t}].looted[{i}]: {x!r} is not loot of a boss beaten so far")
            if x in seen:
                raise ValueError(f"state.seats[{t}].looted[{i}]: {x!r} was taken by seat {seen[x]} already")
            seen[x] = t
    for i, x in enumerate(loot):
        if x in seen:
            raise ValueError(f"state.loot[{i}]: {x!r} is on the table and in seat {seen[x]}'s deck")

    game.phase, game.decider, game.bosses, game.encounter = phase, decider, bosses, encounter
    game.active, game.last_hero, game.turns, game.ending, game.loot = active, last_hero, turns, outcome, loot
    game.chars, game.hp, game.max_hp, game.alive = chars, hp, max_hp, alive
    game.looted = all_looted
    game.deck_list, game.hands, game.decks, game.removed, game.channel = deck_list, hands, decks, removed, channel
    game.cast = cast


def view_state(game, seat: int | None) -> dict:
    st = game._state()
    if seat is None:
        return st
    for s, rec in enumerate(st["seats"]):
        rec["deck"] = len(rec["deck"])
        if not sees(seat, s):
            rec["deck_list"] = len(rec["deck_list"])  # decks are built face down
        if s != seat:
            rec["hand"] = len(rec["hand"])
        ch = rec["channel"]
        if ch is not None and ch["face_down"] and not sees(seat, s):
            # The skill's casttime would name it: the other side knows only how long it has waited.
            ch["turns_channelled"] = SKILLS[ch["skill"]].casttime - ch["turns_left"]
            ch["skill"] = ch["turns_left"] = None
    if st["cast"] is not None:
        for e in st["cast"]["skills"]:
            if e["face_down"] and not sees(seat, e["by"]):
                e["skill"] = None
    return st


def determinize(cls, view: dict, seed: int = 0):
    """A full game the seat cannot tell from ``view``: hidden hands, deck orders and face-down skills sampled."""
    st = V.copy_json(view["state"])
    if view["seat"] is None:  # the whole table was seen: nothing to sample
        game = cls.from_state(st, seed=seed, **view["options"])
        game.log = list(view["log"])
        game._base = game.to_dict()
        return game
    rng = Rng(seed_state(seed))
    cast = st["cast"]
    n = len(st["seats"])
    for p, rec in enumerate(st["seats"]):
        known = set(rec["removed"])  # skills whose place the seat knows
        hidden_hand = isinstance(rec["hand"], int)
        if not hidden_hand:
            known.update(rec["hand"])
        slots = []  # face-down skills to fill, most constrained first
        ch = rec["channel"]
        if ch is not None:
            if ch["skill"] is None:
                done = ch["turns_channelled"]
                aim = (p, ch["targets"], n)
                slots.append((0, ch, lambda sk, done=done, aim=aim: sk.stealth and sk.casttime > done
                              and _aims(sk, *aim)))
            else:
                known.add(ch["skill"])
        if cast is not None:
            for i, e in enumerate(cast["skills"]):
                if e["by"] != p:
                    continue
                if e["skill"] is None:
                    if i == 0:
                        taunted = any(x["skill"] and "Taunt" in SKILLS[x["skill"]].in_events for x in cast["skills"])
                        aim = (p, None if taunted else cast["targets"], n)
                        slots.append((1, e, lambda sk, aim=aim: sk.stealth and sk.special and _aims(sk, *aim)))
                    else:
                        slots.append((2, e, lambda sk: sk.stealth and sk.reactive))
                else:
                    known.add(e["skill"])
        if isinstance(rec["deck_list"], int):
            rec["deck_list"] = _sample_deck_list(rec, known, set(rec["looted"]), slots, rng)
        pool = [c for c in rec["deck_list"] if c not in known]
        rng.shuffle(pool)
        for _, holder, fits in sorted(slots, key=lambda x: x[0]):
            pick = next(c for c in pool if fits(SKILLS[c]))
            pool.remove(pick)
            holder["skill"] = pick
            if "turns_channelled" in holder:  # a face-down channel: the time left follows from the skill
                holder["turns_left"] = SKILLS[pick].casttime - holder.pop("turns_channelled")
        if hidden_hand:
            need = rec["hand"]
            hand = []
            basic = rec["deck_list"][0] if rec["deck_list"] else None
            if need and basic in pool:
                pool.remove(basic)  # the basic is always back in hand after a turn
                hand.append(basic)
                need -= 1
            hand.extend(pool[:need])
            del pool[:need]
            rec["hand"] = hand
        rec["deck"] = pool[:rec["deck"]]
    game = cls.from_state(st, seed=seed, **view["options"])
    game.log = list(view["log"])
    game._base = game.to_dict()
    return game


def _aims(sk, by: int, targets, n: int) -> bool:
    """Whether foundation ``sk`` of seat ``by`` could have these targets (None: a Taunt has moved them)."""
    if targets is None:
        return True
    try:
        _check_targets(sk.name, by, targets, n, "")
    except ValueError:
        return False
    return True


def _sample_deck_list(rec: dict, located: set, looted: set, slots: list, rng: Rng) -> list[str]:
    """An opponent's face-down deck list: what was seen, room for each face-down skill, the rest at random."""
    size = rec["deck_list"]
    if size == 0:
        return []
    pool = POOL[rec["character"]]
    basics = [c for c in pool if SKILLS[c].basic]
    known = sorted(located | looted)
    basic = next((c for c in known if c in basics), None) or rng.choice(basics)
    chosen = [basic] + [c for c in known if c != basic]
    spare = [c for c in chosen if c not in located]  # in the deck list, place unknown
    free = [c for c in pool if not SKILLS[c].basic and c not in chosen]
    rng.shuffle(free)
    for _, _, fits in sorted(slots, key=lambda x: x[0]):
        pick = next((c for c in spare if fits(SKILLS[c])), None)
        if pick is not None:
            spare.remove(pick)
            continue
        pick = next(c for c in free if fits(SKILLS[c]))
        free.remove(pick)
        chosen.append(pick)
    chosen.extend(free[:size - len(chosen)])
    return chosen


class DelightState:
    """The save, load, view and sampling hooks of :class:`~.rules.OgresDelight`."""

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
                "turns": self.turns, "outcome": self.ending, "loot": list(self.loot),
                "cast": cast, "seats": seats}

    def _copy_from(self, source: "DelightState") -> None:
        """A clone without the save-and-validate round trip (search bots clone a lot)."""
        self.rng = type(source.rng)(source.rng.state)
        self.log = list(source.log)
        self._legal = None
        for name in ("phase", "decider", "encounter", "active", "last_hero", "turns", "ending"):
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
        load_state(self, d)

    def _view_state(self, seat):
        return view_state(self, seat)

    @classmethod
    def determinize(cls, view: dict, seed: int = 0):
        return determinize(cls, view, seed)
