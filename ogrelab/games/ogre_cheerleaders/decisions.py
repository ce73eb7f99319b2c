"""Every rule of Ogre Cheerleaders, each one unit: what a turn asks and what each card's effect does.

A turn asks for a card to play (#1 Play Phase, or a bonus play after the field is
cleared). Playing a card sets its effect off at once: every effect is an :class:`Effect`,
a :class:`~ogrelab.core.decision.Rule` holding what happens when its card is played
(``trigger``: ask its choice, resolve at once if it asks nothing, or be skipped), its
choices, its preview, what carrying a choice out does (``resolve``) and what it leaves
to chance (``unforeseen``). :data:`EFFECTS` names them for the option ``effects``. The
scoring phase (which formations score, the choice between overlapping ones) closes the
file; finding the formations on a field is :mod:`.scoring`.

Choices wait on ``game.pending``, a stack of :class:`~ogrelab.core.Pending`
whose ``data`` is ``(card whose effect it is, cards held by the decision)``; an
effect is set off with the same data, ``(its card, ())``. The newest decision
is decided first, so a card played by an effect resolves its own effect before
the rest of the turn goes on. Every decision belongs to the seat whose turn it
is, and an effect is skipped only when the whole table can see it cannot work
(an empty bench, a lone card, no card in an opponent's hand).

The heuristic bot plays these rules again on a slim position (:mod:`.sim`, :mod:`.sim_field`):
a rule changed here changes there too; ``tests/ogre_cheerleaders/test_sim.py`` fails until they agree.
"""

from __future__ import annotations

from itertools import combinations
from typing import ClassVar

from ogrelab.core import Action, Pending, Preview, Rule, rulebook

from .scoring import formations, overlapping, scoring_choices


EFFECTS_SECTION = "Ogre Card effects"


# ------------------------------------------------------------------ previews
def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _end(game, right: bool) -> str:
    return ("to the right end" if right else "to the left end") if game.field else "onto the empty field"


def _at(game, right: bool) -> str:
    return ("at the right end" if right else "at the left end") if game.field else "onto the empty field"


def what_follows(game, action: Action, card: int = -1) -> tuple[list[str], list[str]]:
    """What playing ``action`` leads to, read from a copy, as (move clauses, outcome clauses):
    the effect of ``card`` (a card it plays) and the next decision it asks belong to the move;
    what scores, a cleared field and its bonus play, the end of the turn or of the game are
    what comes of it.

    Used only where the outcome follows from what the deciding seat knows: no hidden
    card is played and nothing left to chance happens before the next decision or the
    draw phase (the draw phase's cards and a bonus deal's are never named).
    """
    seat = game.seat
    sim = game.bare_copy()
    sim._apply(action)
    t = game.t
    move, outcome = [], []
    new = sim.log[len(game.log):]
    if card >= 0:
        mine = t.names[card] + ": "
        move += [f"its effect: {line[len(mine):]}" for line in new if line.startswith(mine)]
    gained = sim.piles[seat][len(game.piles[seat]):]
    same_turn = sim.ended is None and sim.turns == game.turns
    if gained:
        outcome.append(f"scores {t.listing(gained)} for {_plural(sum(t.value[c] for c in gained), 'point')}")
    cleared = any(line.startswith("the field is cleared") for line in new)
    if sim.ended is not None:
        outcome.append(f"the game ends: {sim.result}")
    elif cleared and same_turn:
        outcome.append(f"the field is cleared: {_plural(len(sim.field), 'card')} dealt face up, then a bonus play")
    elif cleared:
        outcome.append("the field is cleared and dealt again; no card is left in hand for a bonus play: "
                       "the turn ends")
    elif same_turn:
        p = sim._pending()
        # an effect's question is the move's; overlapping formations to choose from are its outcome
        (outcome if p.rule is RULES["score"] else move).append(f"then {p.rule.question(sim, p)}")
    else:
        outcome.append("the turn ends" if gained else "nothing scores; the turn ends")
    return move, outcome


def follows(game, action: Action, *lead: str, card: int = -1) -> Preview:
    """The preview of ``action``: ``lead`` (what the move does) and what follows it (:func:`what_follows`)."""
    move, outcome = what_follows(game, action, card)
    return Preview("; ".join([x for x in lead if x] + move), "; ".join(outcome))


# ----------------------------------------------------------- the turn's play
class PlayPhase(Rule):
    """#1 Play Phase: choose one card from your hand and play it to either end of the field.
    As soon as it is played its effect resolves (if it can: a card may be played even when its
    effect cannot work). Onto an empty field a card simply lands."""

    key = "play"
    section = "#1 Play Phase"
    explain = ('Your turn: play one card from your hand to the left or right end of the field. Its effect happens at '
               'once, then lines of the same team, runs of numbers and pairs on the field score.')
    ask = "play one card from your hand to either end of the field"

    def choices(self, game, p):
        s = p.seat
        t = game.t
        hand = game.hands[s]
        if game.field:
            acts = t.play_acts[s]
            out = []
            for c in hand:
                out.extend(acts[c])     # its "play X left" and "play X right"
            return out
        alone = t.alone_acts[s]
        return [alone[c] for c in hand]

    def question(self, game, p):
        return self.ask

    def preview(self, game, p, a):
        c, right = a.args
        return play_preview(game, a, c, right)

    def resolve(self, game, p, a):
        c, right = a.args
        s = game.seat
        game.hands[s].remove(c)
        if game.known:
            game.known.discard(c)
        if game.played < 0:
            game.played = c
        # a bonus play (:class:`BonusPlay`) is open while the game counts the turn's cleared fields
        lines = (game.t.bonus_lines if game.bonus else game.t.play_lines)[s][c]
        game.log.append(lines[(1 if right else 0) if game.field else 2])
        game.play_card(c, right)


class BonusPlay(PlayPhase):
    """#2 Scoring Phase, Bonus play: if no card is left on the field after scoring, four cards are
    dealt face up from the deck (as many as are left) and you play an additional card from your
    hand, without drawing first; it scores too, and clearing the field again earns another."""

    key = "bonus_play"
    section = "#2 Scoring Phase: Bonus play"
    explain = ('You cleared the field, so four new cards were laid out and you get another play straight away; it '
               'can score again.')
    ask = "bonus play - the field was cleared; play another card to either end"


def play_preview(game, a: Action, c: int, right: bool) -> str | Preview:
    """A card going to an end and its effect: what is left to chance is said, not played out."""
    lead = f"{game.t.names[c]} goes {_end(game, right)}"
    chance = EFFECTS[game.t.effect[c]].unforeseen(game)
    if chance:
        return f"{lead}; {chance}"
    return follows(game, a, lead, card=c)


class Stacked(Rule):
    """A rule whose decision waits on the stack, ``data`` being (card whose effect it is, cards it
    holds); an effect that asks nothing is set off on the same data but never waits there."""

    section = EFFECTS_SECTION
    #: How many cards the decision holds, as a save may give them.
    holds: ClassVar[tuple[int, ...]] = (0,)
    #: Whether the cards it holds are seen by the deciding seat only.
    private: ClassVar[bool] = False

    def push(self, game, by: int, cards: tuple = ()) -> None:
        """Open this decision for the seat playing, on ``cards``, for the effect of ``by``."""
        game.pending.append(Pending(self, game.seat, (by, cards)))      # it waits there (``game.ask``)

    def question(self, game, p) -> str:
        """The question without the card that asks it (previews quote it)."""
        return self.ask

    def prompt(self, game, p):
        by = p.data[0]
        question = self.question(game, p)
        return question if by < 0 else f"{game.t.names[by]} - {question}"


class PlaceCard(Stacked):
    """Ogre Card effects, Play: a card an effect plays is played "just as if you were playing it
    from your hand": you look at it, choose either end of the field, and its effect resolves."""

    key = "place"
    explain = ('An effect plays a card for you, just as if it came from your hand: choose which end of the field it '
               'goes to. Its own effect then happens.')
    holds = (1,)

    def question(self, game, p):
        return f"play {game.t.names[p.data[1][0]]} to either end of the field, as if from your hand"

    def choices(self, game, p):
        # the card whose effect plays it is on the field: there are always two ends
        return list(game.t.place_acts[p.seat][p.data[1][0]])

    def preview(self, game, p, a):
        c, right = a.args
        return play_preview(game, a, c, right)

    def resolve(self, game, p, a):
        c, right = a.args
        game.log.append(game.t.play_lines[game.seat][c][(1 if right else 0) if game.field else 2])
        game.play_card(c, right)


class Effect(Stacked):
    """A card's effect: set off as soon as its card is played (``data``: the card, no cards held
    yet). An effect that can be resolved must be (Ogre Notes): it asks its choice on the stack,
    or resolves at once if it asks nothing (an :class:`Instant` effect); when the whole table
    can see it cannot work, it is skipped and the log says why."""

    #: Why the effect is skipped when it cannot work (logged after the card's name).
    cannot = ""

    def possible(self, game, card: int) -> bool:
        return True

    def trigger(self, game, pending):
        if self.possible(game, pending.data[0]):
            game.pending.append(pending)        # its choice waits on the stack (``game.ask``)
        else:
            self.skip(game, pending)

    def skip(self, game, pending) -> None:
        """The effect cannot work: the log says why."""
        game.log.append(f"{game.t.names[pending.data[0]]}: {self.cannot}")

    def unforeseen(self, game) -> str:
        """What playing its card now leaves to chance or to hidden cards, in the previews' words;
        "" where the outcome is in plain sight (the preview then plays it out)."""
        return ""


# ------------------------------------------------------ effects that choose
class JoinFromHand(Effect):
    """1 (reference card): "Choose one card from your hand to join the field in any position":
    any gap, both ends included; a card that joins does not resolve its effect."""

    key = "join_from_hand"
    explain = ('This effect lets a card from your hand slip into the field anywhere: at either end or into any gap. '
               'The card that joins does nothing by itself.')
    ask = "choose a card from your hand to join the field in any position"
    cannot = "no card in hand to join the field"

    def possible(self, game, card):
        return bool(game.hands[game.seat])

    def choices(self, game, p):
        # args: the card, and the card it joins after (-1: the left end, -2: the right end)
        acts = game.t.join_acts[p.seat]
        places = [-1] + game.field[:-1] + [-2]
        hand = game.hands[p.seat]
        try:                    # read in one comprehension: every action made before (the most often)
            return [acts[c][after] for c in hand for after in places]
        except TypeError:       # a card joins the first time (its row is None): make its row, then read
            self.make_choices(game.t, p.seat, hand)
            return [acts[c][after] for c in hand for after in places]

    @staticmethod
    def make_choices(t, s: int, hand: list[int]) -> None:
        """The actions of ``hand``'s cards joining the field, into ``Deck.join_acts``: a card met the
        first time gets them all (at either end, after any other card), so the next read finds them.
        A row is a list rather than a table: read by position, it is quicker and smaller."""
        rows = t.join_acts[s]
        for c in hand:
            if rows[c] is not None:
                continue
            lead, key = f"join {t.names[c]} ", t.hand_keys[c]
            rows[c] = [Action(lead + where, s, "join", (c, after), (key, gap)) if after != c else None
                       for after, where, gap in t.join_places]        # positional ``on``: no keywords

    def preview(self, game, p, a):
        c, after = a.args
        names = game.t.names
        where = "at the left end" if after == -1 else "at the right end" if after == -2 else f"after {names[after]}"
        return follows(game, a, f"{names[c]} joins the field {where}, its effect not resolved")

    def resolve(self, game, p, a):
        c, after = a.args
        game.hands[game.seat].remove(c)
        game.known.discard(c)
        f = game.field
        pos = 0 if after == -1 else len(f) if after == -2 else f.index(after) + 1
        game.insert_in_field(c, pos)
        game.log.append(f"{game.t.names[c]} joins the field from seat {game.seat}'s hand at position {pos + 1}")


class BenchToFieldEnd(Effect):
    """2 (house ruling, see the README's rulings): a card from the bench joins the field at either
    end, its effect not resolved. It needs a card on the bench."""

    key = "bench_to_field_end"
    explain = ('This effect brings a card back from the bench to one end of the field. It does not set off that '
               "card's effect.")
    ask = "choose a card from the bench to join the field at either end"
    cannot = "the bench is empty"

    def possible(self, game, card):
        return bool(game.bench)

    def choices(self, game, p):
        acts = game.t.bench_join_acts[p.seat]
        if game.field:                  # each card's "join X left" and "join X right"
            return [a for c in reversed(game.bench) for a in acts[c][:2]]
        return [acts[c][2] for c in reversed(game.bench)]

    def preview(self, game, p, a):
        c, right = a.args
        return follows(game, a, f"{game.t.names[c]} joins the field from the bench {_at(game, right)}")

    def resolve(self, game, p, a):
        c, right = a.args
        game.bench.remove(c)
        game.to_end_of_field(c, right)
        game.log.append(f"{game.t.names[c]} joins the field from the bench on the {'right' if right else 'left'}")


class BenchToHand(Effect):
    """An alternative 2 (option ``effects``): put a card from the bench into your hand; everyone
    saw it go there. It needs a card on the bench."""

    key = "bench_to_hand"
    explain = 'This effect lets you take a card from the bench into your hand. Everyone sees which one.'
    ask = "choose a card from the bench to put into your hand"
    cannot = "the bench is empty"

    def possible(self, game, card):
        return bool(game.bench)

    def choices(self, game, p):
        acts = game.t.from_bench_acts[p.seat]
        return [acts[c] for c in reversed(game.bench)]

    def preview(self, game, p, a):
        return follows(game, a, f"{game.t.names[a.args[0]]} goes from the bench into your hand")

    def resolve(self, game, p, a):
        (c,) = a.args
        game.bench.remove(c)
        game.hands[game.seat].append(c)
        game.known.add(c)
        game.log.append(f"seat {game.seat} takes {game.t.names[c]} from the bench into the hand")


class SwapTwo(Effect):
    """3 (house ruling): swap the positions of any two cards on the field, the 3 included. It must
    be done when it can: with two cards or more on the field."""

    key = "swap_two"
    explain = ('This effect swaps two cards on the field, this one included. Use it to build lines, runs or pairs '
               'that score.')
    ask = "choose two cards on the field to swap"
    cannot = "no two cards on the field to swap"

    def possible(self, game, card):
        return len(game.field) >= 2

    def choices(self, game, p):
        # Touched as a card, then a card to its right; a pair with the 3 itself starts from the 3,
        # so the card just played can always be clicked first (kept at ~b: the 3 is b).
        by, s = p.data[0], p.seat
        t = game.t
        rows = t.swap_acts[s]
        f = game.field
        if by in t.swap_from[s]:
            try:                # read at once: every action made before (the most often)
                return _swap_choices(rows, f, by)
            except TypeError:   # a card met the first time (its row is None): make it, then read
                pass
        self.make_choices(t, s, f, by)
        return _swap_choices(rows, f, by)

    @staticmethod
    def make_choices(t, s: int, field: list[int], by: int) -> None:
        """The swaps of ``field``'s cards, into ``Deck.swap_acts``, rows read by position: a card met
        the first time gets its row, the swap with each other card b at b, and at ~b the swap touched
        from b for each b whose effect has asked (``Deck.swap_from``; ``by`` asking first adds it)."""
        names, keys = t.names, t.field_keys
        rows, made = t.swap_acts[s], t.swap_from[s]
        if by not in made:
            made.add(by)
            for a, row in enumerate(rows):
                if row is not None and a != by:
                    row[~by] = Action(f"swap {names[a]} and {names[by]}", s, "swap", (a, by), (keys[by], keys[a]))
        for a in field:
            if rows[a] is not None:
                continue
            lead, key = f"swap {names[a]} and ", keys[a]
            row = [Action(lead + name, s, "swap", (a, b), (key, keys[b])) if b != a else None
                   for b, name in enumerate(names)]           # positional ``on``: no keywords
            row += [None] * len(names)
            for b in made:
                if b != a:
                    row[~b] = Action(lead + names[b], s, "swap", (a, b), (keys[b], key))
            rows[a] = row

    def preview(self, game, p, a):
        return follows(game, a, a.text)

    def resolve(self, game, p, a):
        f = game.field
        i, j = f.index(a.args[0]), f.index(a.args[1])
        f[i], f[j] = f[j], f[i]
        if game.as_dealt:
            ad = game.as_dealt
            for k in (i - 1, i, i + 1, j - 1, j, j + 1):
                if 0 <= k < len(f):
                    ad.discard(f[k])
        names = game.t.names
        game.log.append(f"seat {game.seat} swaps {names[f[j]]} and {names[f[i]]}")


def _swap_choices(swaps: list[list], f: list[int], by: int) -> list[Action]:
    """The 3's swaps on field ``f``, in ``combinations`` order, read from ``Deck.swap_acts``: a pair
    with ``by`` (the 3) on its right is kept under ~by. The 3 is played to an end, so no pair has it
    on the right (the left end) or every pair with the last card does (the right end); a position
    written by hand may hold it anywhere."""
    if f[0] == by:
        cards = f
    elif f[-1] == by:
        cards = f[:-1]
        cards.append(~by)
    else:
        return [swaps[a][~b if b == by else b] for a, b in combinations(f, 2)]
    return [swaps[a][b] for a, b in combinations(cards, 2)]


class FieldToHand(Effect):
    """4 (inferred from the rulebook's infinite-loop example): put another card from the field into
    your hand; everyone knows it is there. It needs another card on the field."""

    key = "field_to_hand"
    explain = 'This effect takes another card from the field back into your hand, where you can play it again later.'
    ask = "choose another card on the field to put into your hand"
    cannot = "no other card on the field to take"

    def possible(self, game, card):
        return len(game.field) >= 2

    def choices(self, game, p):
        by = p.data[0]
        acts = game.t.take_acts[p.seat]
        return [acts[c] for c in game.field if c != by]

    def preview(self, game, p, a):
        return follows(game, a, f"{game.t.names[a.args[0]]} goes from the field into your hand")

    def resolve(self, game, p, a):
        (c,) = a.args
        game.take_from_field(c)
        game.hands[game.seat].append(c)
        game.known.add(c)
        game.log.append(f"seat {game.seat} takes {game.t.names[c]} from the field into the hand")


class BenchOther(Effect):
    """5 (the rulebook's play-phase example): bench any other card on the field; the gap closes.
    It needs another card on the field."""

    key = "bench_other"
    explain = 'This effect sends another card from the field to the bench, and the field closes up the gap.'
    ask = "choose another card on the field to bench"
    cannot = "no other card on the field to bench"

    def possible(self, game, card):
        return len(game.field) >= 2

    def choices(self, game, p):
        by = p.data[0]
        acts = game.t.bench_acts[p.seat]
        return [acts[c] for c in game.field if c != by]

    def preview(self, game, p, a):
        return follows(game, a, f"benches {game.t.names[a.args[0]]}")

    def resolve(self, game, p, a):
        (c,) = a.args
        game.to_bench(c)
        game.log.append(f"seat {game.seat} benches {game.t.names[c]}")


class PlayFromOpponent(Effect):
    """6 (reference card): "Choose a random card from your opponent's hand and play it as if you are
    playing it from your hand". Ogre Notes on Playing Cards: with more than 2 players, choose the
    opponent; only opponents holding a card can be chosen, and with one such opponent there is
    nothing to choose. With none the effect cannot work."""

    key = "play_from_opponent"
    section = "Ogre Notes on Playing Cards"
    explain = ("This effect plays a random card from an opponent's hand as if it were yours. With several opponents, "
               'choose whose hand it comes from.')
    ask = "choose the opponent whose random card you play"
    cannot = "no opponent has a card to play"

    def victims(self, game) -> list[int]:
        """The opponents holding a card, in turn order from the seat playing."""
        hands = game.hands              # one a seat
        s, n = game.seat, len(hands)
        return [(s + k) % n for k in range(1, n) if hands[(s + k) % n]]

    def trigger(self, game, pending):
        card = pending.data[0]
        victims = self.victims(game)
        if not victims:
            game.log.append(f"{game.t.names[card]}: {self.cannot}")
        elif len(victims) == 1:
            self.rob(game, card, victims[0])
        else:
            game.ask(pending)

    def unforeseen(self, game):
        victims = self.victims(game)
        return f"it plays a random card from seat {victims[0]}'s hand" if len(victims) == 1 else ""

    def choices(self, game, p):
        return [Action(f"rob seat {o}", p.seat, "rob", (o,), on=(f"seat:{o}",)) for o in self.victims(game)]

    def preview(self, game, p, a):
        return f"plays a random card from seat {a.args[0]}'s hand; you see it, then choose its end"

    def resolve(self, game, p, a):
        self.rob(game, p.data[0], a.args[0])

    def rob(self, game, by: int, victim: int) -> None:
        """The 6 takes a card at random from ``victim``'s hand: the seat playing then places it."""
        hand = game.hands[victim]
        card = hand.pop(game.rng.below(len(hand)))
        if game.known:
            game.known.discard(card)
        names = game.t.names
        game.log.append(f"{names[by]}: seat {game.seat} plays {names[card]}, taken at random from seat "
                        f"{victim}'s hand")
        RULES["place"].push(game, by, (card,))


class DrawTwoSplit(Effect):
    """The 8 card (its effect inferred from the 8 note): take the top two cards of the deck; one goes to your hand, the
    other joins the field at either end (one action picks both). Ogre Notes on Playing Cards: with
    only 1 card left in the deck, put it into your hand or have it join either end. With the deck
    empty the effect cannot work. The cards drawn are seen by the seat playing only: the log, the
    prompt and the other seats' views never name them, nor the card kept."""

    key = "draw_two_split"
    explain = ('This effect draws the top two cards of the deck: one goes into your hand, the other joins the field '
               'at one end. Only you see them.')
    ask = "one card goes to your hand, the other joins the field at either end"
    cannot = "the deck is empty"
    holds = (1, 2)
    private = True

    def trigger(self, game, pending):
        card = pending.data[0]
        deck = game.deck
        if not deck:
            game.log.append(f"{game.t.names[card]}: {self.cannot}")
            return
        k = min(2, len(deck))
        cards = (deck.pop(), deck.pop()) if k == 2 else (deck.pop(),)
        game.log.append(f"{game.t.names[card]}: seat {game.seat} takes the top {_plural(k, 'card')} of the deck")
        self.push(game, card, cards)

    def unforeseen(self, game):
        return (f"it takes the top {_plural(min(2, len(game.deck)), 'card')} of the deck: "
                "one into your hand, the other joins the field") if game.deck else ""

    def choices(self, game, p):
        # Made once per seat, cards drawn and whether the field has cards (``Deck.split_acts``).
        key = (p.data[1], bool(game.field))
        made = game.t.split_acts[p.seat]
        acts = made.get(key)
        if acts is None:
            acts = made[key] = self.make_choices(game.t, p.seat, *key)
            if len(key[0]) == 2:        # the same two drawn the other way: the same actions, halves swapped
                half = len(acts) // 2
                made[(key[0][::-1], key[1])] = acts[half:] + acts[:half]
        return list(acts)

    @staticmethod
    def make_choices(t, s: int, cards: tuple, field: bool) -> tuple[Action, ...]:
        # Touched as the card that joins the field, then its end; with one card, the card, then
        # an end or the seat's hand (``keep:hand``).
        names, keys = t.names, t.drawn_keys
        ends = ((False, " left", "end:left"), (True, " right", "end:right")) if field else ((True, "", "end:right"),)
        out = []                        # ``on`` given by position: no keywords
        if len(cards) == 1:
            c = cards[0]
            out.append(Action(f"keep {names[c]}", s, "keep", (c, -1, True), (keys[c], "keep:hand")))
            for right, side, end in ends:
                out.append(Action(f"join {names[c]}{side}", s, "keep", (-1, c, right), (keys[c], end)))
            return tuple(out)
        for keep, join in ((cards[0], cards[1]), (cards[1], cards[0])):
            lead = f"keep {names[keep]}, join {names[join]}"
            for right, side, end in ends:
                out.append(Action(lead + side, s, "keep", (keep, join, right), (keys[join], end)))
        return tuple(out)

    def preview(self, game, p, a):
        keep, join, right = a.args
        names = game.t.names
        lead = []
        if keep >= 0:
            lead.append(f"{names[keep]} goes into your hand")
        if join >= 0:
            lead.append(f"{names[join]} joins the field {_at(game, right)}")
        return follows(game, a, ", ".join(lead))

    def resolve(self, game, p, a):
        keep, join, right = a.args
        s = game.seat
        if keep >= 0:
            game.hands[s].append(keep)
        if join >= 0:
            game.to_end_of_field(join, right)
            where = f"on the {'right' if right else 'left'}" if len(game.field) > 1 else ""
            game.log.append(f"seat {s} keeps {'one card' if keep >= 0 else 'nothing'}; "
                            f"{game.t.names[join]} joins the field {where}".rstrip())
        else:
            game.log.append(f"seat {s} puts the card into the hand")


# ---------------------------------------------------- effects that ask nothing
class Instant(Effect):
    """An effect that asks nothing (``asks = False``): set off, it resolves at once if it can."""

    asks = False

    def trigger(self, game, pending):
        if self.possible(game, pending.data[0]):
            self.resolve(game, pending, None)
        else:
            self.skip(game, pending)


class PlayTopOfDeck(Instant):
    """7 (reference card): "Play the card from the top of the deck as if you are playing it from
    your hand": it is turned face up and the seat playing chooses its end (:class:`PlaceCard`).
    An empty deck: nothing."""

    key = "play_top_of_deck"
    cannot = "the deck is empty"

    def possible(self, game, card):
        return bool(game.deck)

    def unforeseen(self, game):
        return "it plays the top card of the deck, unseen until then" if game.deck else ""

    def resolve(self, game, pending, action):
        card = pending.data[0]
        top = game.deck.pop()
        names = game.t.names
        game.log.append(f"{names[card]}: seat {game.seat} plays {names[top]} from the top of the deck")
        RULES["place"].push(game, card, (top,))


class ShuffleField(Instant):
    """9 (reference card): "Shuffle all of the cards on the field, including this one, and lay them
    back down in a random order"; nothing on the field is as dealt any more."""

    key = "shuffle_field"

    def unforeseen(self, game):
        return "it shuffles the field at random, this card included"

    def resolve(self, game, pending, action):
        game.rng.shuffle(game.field)
        game.as_dealt.clear()
        game.log.append(f"{game.t.names[pending.data[0]]}: the field is shuffled: {game.t.listing(game.field)}")


class BenchNeighbourAndFarEnd(Instant):
    """10 (the bench card's text): "Bench the card next to this one. Bench the card on the opposite
    end of the field." Ogre Notes: with only 1 other card on the field it is benched and the 10
    stays; alone on the field, nothing happens."""

    key = "bench_neighbour_and_far_end"
    cannot = "no other card on the field"

    def possible(self, game, card):
        return len(game.field) >= 2

    def resolve(self, game, pending, action):
        card = pending.data[0]
        f = game.field
        n = len(f)
        if f[-1] == card:                   # played to the right end
            out = [f[-2], f[0]] if n > 2 else [f[0]]
        else:
            out = [f[1], f[-1]] if n > 2 else [f[1]]
        for x in out:
            game.to_bench(x)
        names = game.t.names
        game.log.append(f"{names[card]}: benched " + " and ".join([names[x] for x in out]))


class NoEffect(Instant):
    """A card without an effect (option ``effects``): playing it sets nothing off."""

    key = "none"

    def resolve(self, game, pending, action):
        pass


# ------------------------------------------------------------ scoring phase
def scoring_phase(game, runs: list[tuple[int, int]]) -> bool:
    """#2 Scoring Phase, after every effect: score ``runs``, the formations on the field now (the
    caller finds them: after most moves there are none); the gaps close and scoring repeats.
    Formations sharing a card ask which to score (:class:`ScoreChoice`): True then."""
    while runs:
        if overlapping(runs):
            RULES["score"].push(game, -1)
            return True
        score(game, runs)
        runs = formations(game.t, game.field, game.as_dealt)
    return False


def score(game, runs) -> None:
    """Formations move from the field to the score pile of the seat playing; the field closes up.
    Ogre Notes on Scoring: separate formations score simultaneously, every card of each.
    ``runs``: (first, last) positions that share no card, left to right."""
    f = game.field
    seat = game.seat
    if game.as_dealt:                   # the cards beside a formation are no longer as dealt
        gone = set()
        for a, b in runs:
            gone.update(range(a, b + 1))
        ad = game.as_dealt
        for a, b in runs:
            if a > 0 and a - 1 not in gone:
                ad.discard(f[a - 1])
            if b + 1 < len(f) and b + 1 not in gone:
                ad.discard(f[b + 1])
        for k in gone:
            ad.discard(f[k])
    t = game.t
    pile = game.piles[seat]
    field = []                          # what stays, in order (the runs come left to right)
    texts = []
    after = 0
    for a, b in runs:
        field += f[after:a]
        cards = f[a:b + 1]
        pile += cards
        points = sum(map(t.value.__getitem__, cards))
        game.points[seat] += points
        texts.append(f"{t.listing(cards)} ({points})")
        after = b + 1
    field += f[after:]
    game.field = field
    game.log.append(f"seat {seat} scores " + "; ".join(texts))


class ScoreChoice(Stacked):
    """Ogre Notes on Scoring: "If one card can be part of two different formations, then the player
    must choose which way to score that card" (the 1-1 or the 1-2-3). The choices are the maximal
    sets of formations that share no card; what is left then scores on as usual."""

    key = "score"
    section = "Ogre Notes on Scoring"
    explain = ('One card could count in two different scoring groups, but it may only score once: choose which '
               'groups score.')
    ask = "formations overlap: choose which ones to score"

    def choices(self, game, p):
        f = game.field
        names = game.t.names
        runs = formations(game.t, f, game.as_dealt)
        out = []
        for i, choice in enumerate(scoring_choices(runs), 1):
            text = "score " + " ".join("[" + " ".join(names[f[k]] for k in range(a, b + 1)) + "]" for a, b in choice)
            out.append(Action(text, p.seat, "score", choice, on=(f"control:score {i}",)))
        return out

    def preview(self, game, p, a):
        move, outcome = what_follows(game, a)
        f, names = game.field, game.t.names
        chosen = " ".join(names[f[k]] for first, last in a.args for k in range(first, last + 1))
        return Preview(f"{chosen} go to your score pile", "; ".join(outcome), whole="; ".join(move + outcome))

    def resolve(self, game, p, a):
        score(game, a.args)


RULES = rulebook(PlayPhase, BonusPlay, PlaceCard, JoinFromHand, BenchToFieldEnd, BenchToHand, SwapTwo,
                 FieldToHand, BenchOther, PlayFromOpponent, PlayTopOfDeck, DrawTwoSplit, ShuffleField,
                 BenchNeighbourAndFarEnd, NoEffect, ScoreChoice)
#: The decisions a save's ``pending`` stack may hold.
STACKED = tuple(k for k, r in RULES.items() if isinstance(r, Stacked) and r.asks)
#: The library of named effects, each a rule: the option ``effects`` maps a point value to one of these.
EFFECTS: dict[str, Effect] = {k: r for k, r in RULES.items() if isinstance(r, Effect)}
