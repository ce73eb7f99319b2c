"""Ogre Bash positions as JSON and back: the save's ``state``, its checks, the views and sampled worlds.

The format is documented in this package's README ("State format"): card
names, per-seat lists, and ``phase``, the key of the decision open now (a rule
of ``decisions.RULES`` that asks, ``decisions.PHASES``) or ``over``. Loading checks every field and that the
position is one the rules can reach, so a loaded game plays on.
"""

from __future__ import annotations

from ogrelab.core import Rng
from ogrelab.core import validate as V

from .cards import DIRECTIONS, EFFECT, DIR, FACE_DOWN, HAND, KIND, KINDS, NAMES, fits_ask
from .decisions import PENDING, PHASES

# The saved phases (keys of the RULES that ask), by the names the checks below use.
START, PLAY_, WILD_, ACROSS_, PASS_, HURT_, HURT_DISCARD, FIX_, TRADE_, ASK, GIVE_, GIVE_BACK, OVER = (
    "start", "play", "wild", "across", "pass", "hurt", "hurt discard", "fix", "trade", "ask", "give",
    "give back", "over")


class BashState:
    """The save, view and sampled-world half of :class:`~ogrelab.games.ogre_bash.rules.OgreBash`."""

    def _state(self) -> dict:
        return self._described(None)

    def _described(self, seat: int | None) -> dict:
        """The position as JSON; with a ``seat``, what it may not see is left unnamed (never named
        then hidden: a view is built at every decision of every bot)."""
        names = NAMES
        hidden = seat is not None
        return {
            "dealer": self.dealer,
            "hand": self.hand_no,
            "turns": self.turns,
            "fists": list(self.fists),
            "seat": self.seat,
            "phase": self.phase,
            "had_turn": list(self.had_turn),
            "hands": [[names[k] for k in h] if not hidden or i == seat else len(h)
                      for i, h in enumerate(self.hands)],
            "deck": len(self.deck) if hidden else [names[k] for k in self.deck],
            "discard": [names[k] for k in self.discard],
            "in_play": names[self.in_play] if self.in_play >= 0 else None,
            "pass_to": self._pass_to(),
            "set_aside": [None if k < 0 else names[k] if not hidden or i == seat else FACE_DOWN
                          for i, k in enumerate(self.set_aside)],
            "partner": self.partner if self.partner >= 0 else None,
            "asked": (DIRECTIONS[self.asked] if self.asked >= 0 else "any") if self.asked >= -1 else None,
            "fixed": self.fixed,
            "shown": [[names[k] for k in h] if h is not None else None for h in self.shown],
        }

    def _pass_to(self) -> str | None:
        if self.phase != PASS_:
            return None
        n, step = self.players, self.step
        if step == 1:
            return "Left"          # with two players Left, Right and Across all reach the other seat
        if step == n - 1:
            return "Right"
        return "Across"

    def _load_state(self, d: dict) -> None:
        n = self.players
        where = "state"

        def seat(key, value):
            return V.check_int(value, f"state.{key}", 0, n - 1)

        def card(value, w):
            V.check_type(value, str, w)
            if value not in KIND:
                raise ValueError(f"{w}: unknown card {value!r}")
            return KIND[value]

        def cards(value, w):
            V.check_type(value, list, w)
            return [card(v, f"{w}[{i}]") for i, v in enumerate(value)]

        def per_seat(key):
            value = V.field(d, key, list, where)
            if len(value) != n:
                raise ValueError(f"state.{key}: expected one entry per player ({n}), got {len(value)}")
            return value

        self.dealer = seat("dealer", V.field(d, "dealer", int))
        self.hand_no = V.check_int(V.field(d, "hand", int), "state.hand", 1)
        self.turns = V.check_int(V.field(d, "turns", int), "state.turns", 0)
        self.fists = [V.check_int(v, f"state.fists[{i}]", 0) for i, v in enumerate(per_seat("fists"))]
        self.seat = seat("seat", V.field(d, "seat", int))
        phase = V.check_choice(V.field(d, "phase", str), PHASES, "state.phase")
        self.now = PENDING[phase][0] if phase != OVER else None   # the seat is set by _check_phase
        self.had_turn = [V.check_type(v, bool, f"state.had_turn[{i}]") for i, v in enumerate(per_seat("had_turn"))]
        self.hands = [sorted(cards(h, f"state.hands[{i}]")) for i, h in enumerate(per_seat("hands"))]
        self.deck = cards(V.field(d, "deck", list), "state.deck")
        self.discard = cards(V.field(d, "discard", list), "state.discard")
        ip = V.field(d, "in_play", (str, type(None)))
        self.in_play = card(ip, "state.in_play") if ip is not None else -1
        pass_to = V.field(d, "pass_to", (str, type(None)))
        aside = per_seat("set_aside")
        self.set_aside = [card(v, f"state.set_aside[{i}]") if v is not None else -1 for i, v in enumerate(aside)]
        partner = V.field(d, "partner", (int, type(None)))
        self.partner = seat("partner", partner) if partner is not None else -1
        asked = V.field(d, "asked", (str, type(None)))
        if asked is None:
            self.asked = -2
        else:
            V.check_choice(asked, DIRECTIONS + ("any",), "state.asked")
            self.asked = DIRECTIONS.index(asked) if asked != "any" else -1
        self.fixed = V.check_int(V.field(d, "fixed", int), "state.fixed", 0, 4)
        shown = per_seat("shown")
        self.shown = [sorted(cards(h, f"state.shown[{i}]")) if h is not None else None
                      for i, h in enumerate(shown)]
        self._check_cards()
        self._check_phase(pass_to)

    def _check_cards(self) -> None:
        """Every card of the deck list is in exactly one place."""
        count = [0] * KINDS
        places = [self.deck, self.discard, [k for k in self.set_aside if k >= 0]] + self.hands
        if self.in_play >= 0:
            places.append([self.in_play])
        for p in places:
            for k in p:
                count[k] += 1
        deck = self.deck_counts()
        for k in range(KINDS):
            want = deck.get(NAMES[k], 0)
            if count[k] != want:
                where = [f for f, p in self._places() if k in p]
                held = f" (held in {', '.join(where)})" if where else ""
                raise ValueError(f"state: card {NAMES[k]!r} is in {count[k]} places{held} but the deck list has "
                                 f"{want}; a card may be in one place only: hands, deck, discard, in_play, "
                                 "set_aside")
        for i, h in enumerate(self.shown):
            if h is not None and h != self.hands[i]:
                raise ValueError(f"state.shown[{i}]: a shown hand must be the seat's hand as it is now")

    def _places(self):
        """(field, kinds) for every place a card can be, as the save names them."""
        yield "state.deck", self.deck
        yield "state.discard", self.discard
        yield "state.in_play", [self.in_play]
        for i, h in enumerate(self.hands):
            yield f"state.hands[{i}]", h
        for i, k in enumerate(self.set_aside):
            yield f"state.set_aside[{i}]", [k]

    def _check_phase(self, pass_to) -> None:
        """The fields a phase needs are set, the others empty; hand sizes fit the phase."""
        n, s, ph = self.players, self.seat, self.phase
        size = [HAND] * n
        actor = s
        need_card = {PLAY_: None, START: None, OVER: None, WILD_: "wild", ACROSS_: "across", PASS_: "pass",
                     HURT_: "hurt", HURT_DISCARD: "hurt", FIX_: "fix", TRADE_: "big", ASK: "go", GIVE_: "go",
                     GIVE_BACK: "go"}[ph]
        if need_card is None:
            if self.in_play >= 0:
                raise ValueError(f"state.in_play: must be null in phase {ph!r}")
        elif self.in_play < 0:
            raise ValueError(f"state.in_play: phase {ph!r} needs the card being resolved")
        else:
            e = EFFECT[self.in_play]
            ok = {"wild": e == "wild", "across": e == "wild" or DIR[self.in_play] == 2,
                  "pass": e in ("bash", "wild")}.get(need_card, e == need_card)
            if not ok:
                raise ValueError(f"state.in_play: {NAMES[self.in_play]!r} does not lead to phase {ph!r}")
        if ph == ACROSS_ and n != 3:
            raise ValueError("state.phase: 'across' is a choice only with three players")
        # pass direction
        if ph == PASS_:
            allowed = {"Left": 1, "Right": n - 1}
            if n == 2:
                allowed = {"Across": 1, "Left": 1, "Right": 1}
            elif n == 4 or n == 6:
                allowed["Across"] = n // 2
            elif n == 5:
                allowed["Across"] = 2
            if pass_to not in allowed:
                raise ValueError(f"state.pass_to: in phase 'pass' choose one of {', '.join(allowed)}, got {pass_to!r}")
            self.step = allowed[pass_to]
        elif pass_to is not None:
            raise ValueError(f"state.pass_to: must be null outside phase 'pass', got {pass_to!r}")
        else:
            self.step = 0
        # set-aside cards
        aside = self.set_aside
        if ph == PASS_:
            done = 0
            while done < n and aside[(s + done) % n] >= 0:
                done += 1
            if done == n or any(aside[(s + i) % n] >= 0 for i in range(done, n)):
                raise ValueError("state.set_aside: players put cards down in turn from the seat playing, "
                                 "and at least one has yet to choose")
            actor = (s + done) % n
            for i in range(done):
                size[(s + i) % n] = 4
        elif ph == TRADE_:
            if any(aside[i] >= 0 for i in range(n) if i != s):
                raise ValueError("state.set_aside: in a trade only the seat playing may have put a card down")
            if aside[s] >= 0:
                size[s] = 4
                actor = self.partner
        elif any(k >= 0 for k in aside):
            raise ValueError(f"state.set_aside: must be all null in phase {ph!r}")
        # partner and asked direction
        if ph in (TRADE_, GIVE_, GIVE_BACK):
            if self.partner < 0 or self.partner == s:
                raise ValueError(f"state.partner: phase {ph!r} needs another seat")
        elif self.partner >= 0:
            raise ValueError(f"state.partner: must be null in phase {ph!r}")
        if ph in (GIVE_, GIVE_BACK):
            named = self.options["go_bash_names_direction"]
            if self.asked < -1 or (self.asked == -1) == named:
                raise ValueError("state.asked: " + ("a direction (Left, Right, Across)" if named else "'any'")
                                 + f" is needed in phase {ph!r}")
        elif self.asked != -2:
            raise ValueError(f"state.asked: must be null in phase {ph!r}")
        if ph != FIX_ and self.fixed:
            raise ValueError("state.fixed: must be 0 outside phase 'fix'")
        # hand sizes
        if ph == PLAY_:
            size[s] = HAND + 1
        elif ph == HURT_DISCARD:
            size[s] = HAND + 1
        elif ph == FIX_:
            size[s] = HAND - self.fixed
        elif ph == GIVE_:
            actor = self.partner
            if not any(fits_ask(k, self.asked) for k in self.hands[self.partner]):
                raise ValueError("state.hands: the asked seat holds no card of the kind asked for")
        elif ph == GIVE_BACK:
            size[s] = HAND + 1
            size[self.partner] = 4
            if not any(fits_ask(k, self.asked) for k in self.hands[s]):
                raise ValueError(f"state.hands[{s}]: in phase 'give back' the seat playing holds the card just "
                                 "given to it, of the kind asked for")
        for i in range(n):
            if len(self.hands[i]) != size[i]:
                raise ValueError(f"state.hands[{i}]: holds {len(self.hands[i])} cards; phase {ph!r} needs {size[i]}")
        if ph == START and not self.had_turn[s]:
            raise ValueError("state.had_turn: the declaration is offered only after the seat's first turn")
        if ph != START and ph != OVER and not self.had_turn[s]:
            raise ValueError(f"state.had_turn[{s}]: the seat playing has begun its turn")
        if ph == OVER:
            top = max(self.fists)
            limit = self.options["turn_limit"]
            won = top >= self.options["fists_to_win"] and self.fists.count(top) == 1
            if not won and not (limit and self.turns >= limit):
                raise ValueError("state.phase: 'over' needs one player alone at the top with enough fists, "
                                 "or the turn limit reached")
            actor = -1
        else:
            self._check_still_playing()
        self.now = PENDING[ph][actor] if ph != OVER else None

    def _check_still_playing(self) -> None:
        """A game not over has no winner yet, has turns left, and has given turns in order this hand."""
        n, s = self.players, self.seat
        top = max(self.fists)
        if top >= self.options["fists_to_win"] and self.fists.count(top) == 1:
            w = self.fists.index(top)
            raise ValueError(f"state.fists: seat {w} alone has {top} fists, enough to have won "
                             f"(fists_to_win={self.options['fists_to_win']}); the phase would be 'over'")
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            raise ValueError(f"state.turns: {self.turns} turns reach the turn limit ({limit}); the phase would be "
                             "'over'")
        # Turns go clockwise from the left of the dealer: the seats that have had a turn this hand are
        # those from there to the seat playing, or every seat once the table has gone round.
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        reached = order[:order.index(s) + 1]
        had = [i for i in range(n) if self.had_turn[i]]
        if len(had) != n and sorted(had) != sorted(reached):
            raise ValueError(f"state.had_turn: with seat {self.dealer} dealing (state.dealer) and seat {s} playing "
                             f"(state.seat), the seats that have had a turn this hand are {sorted(reached)} (or "
                             f"all), not {had}; one of the three is wrong")

    def _copy_from(self, source: "OgreBash") -> None:
        self.rng = Rng(source.rng.state)
        self.log = list(source.log)
        self._legal = None
        for key in ("dealer", "hand_no", "turns", "seat", "now", "in_play", "step",
                    "partner", "asked", "fixed"):
            setattr(self, key, getattr(source, key))
        self.fists = list(source.fists)
        self.had_turn = list(source.had_turn)
        self.hands = [list(h) for h in source.hands]
        self.deck = list(source.deck)
        self.discard = list(source.discard)
        self.set_aside = list(source.set_aside)
        self.shown = [list(h) if h is not None else None for h in source.shown]

    # ------------------------------------------------------------- views
    def _view_state(self, seat: int | None) -> dict:
        return self._described(seat)

    @classmethod
    def determinize(cls, view: dict, seed: int = 0) -> "OgreBash":
        """A full game consistent with ``view``: the unseen cards dealt at random to the unseen places."""
        game = cls(seed=seed, **view["options"])
        st = dict(view["state"])
        seat = view["seat"]
        if seat is not None:
            counts = dict(game.deck_counts())

            def seen(name):
                counts[name] -= 1

            for c in st["hands"][seat]:
                seen(c)
            for c in st["discard"]:
                seen(c)
            if st["in_play"] is not None:
                seen(st["in_play"])
            for c in st["set_aside"]:
                if c is not None and c != FACE_DOWN:
                    seen(c)
            for i, h in enumerate(st["shown"]):
                if h is not None and i != seat:
                    for c in h:
                        seen(c)
            unseen = [name for name, c in counts.items() for _ in range(c)]
            # Public knowledge beyond counts: during Go Bash the asked seat (phase "give") or the
            # asking seat (phase "give back") holds a card of the kind asked for.
            must = -1
            if st["phase"] in (GIVE_, GIVE_BACK):
                must = st["partner"] if st["phase"] == GIVE_ else st["seat"]
                asked = -1 if st["asked"] == "any" else DIRECTIONS.index(st["asked"])
                if must == seat or st["shown"][must] is not None:
                    must = -1
            rng = Rng(seed)
            for attempt in range(10_000):
                pool = list(unseen)
                rng.shuffle(pool)
                hands = []
                for i, h in enumerate(st["hands"]):
                    if i == seat:
                        hands.append(list(h))
                    elif st["shown"][i] is not None:
                        hands.append(list(st["shown"][i]))
                    else:
                        hands.append([pool.pop() for _ in range(h)])
                if must < 0 or any(fits_ask(KIND[c], asked) for c in hands[must]):
                    break
            else:  # pragma: no cover - only with a view no real game can produce
                raise ValueError("determinize: no deal of the unseen cards fits this view")
            st["hands"] = hands
            st["set_aside"] = [pool.pop() if c == FACE_DOWN else c for c in st["set_aside"]]
            st["deck"] = [pool.pop() for _ in range(st["deck"])]
        game.log = list(view["log"])
        game._load_state(st)
        game._base = game.to_dict()
        return game

