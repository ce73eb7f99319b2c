"""Every rule of Ogre Bash, one :class:`~ogrelab.core.decision.Rule` each, with the rulebook's words in its docstring.

A turn asks two things of the seat playing: declare a win or draw
(:class:`DeclareOrDraw`, Winning the Hand), then which card to play
(:class:`PlayACard`, Play). Declaring sets off :class:`DeclareAWin`; playing a
card sets off that card's rule (:class:`BashCard`, :class:`WildBash`,
:class:`Steal`, :class:`HurtBad`, :class:`FixClub`, :class:`BigBash`,
:class:`GoBash`, :class:`MyEar`), which asks nothing itself: it carries the
card out at once or opens the decisions the card asks (:class:`CallTheWildBash`,
:class:`AcrossMeans`, :class:`PassACard`, :class:`HurtWho`,
:class:`HurtBadDiscard`, :class:`FixClubRedraw`, :class:`BigBashTrade`,
:class:`GoBashAsk`, :class:`GoBashGive`, :class:`GoBashGiveBack`). The preview
of a ``play`` action is the card rule's preview.

Whoever decides, the seats are asked in a fixed order that depends only on
what the whole table sees: every player passes or trades in turn whatever it
holds, and a Go Bash is given even when only one card fits. Nothing is skipped
or chosen for a seat because of a hidden card.
"""

from __future__ import annotations

from bisect import insort

from ogrelab.core import Action, Pending, Preview, Rule, rulebook

from .cards import DIR, DIRECTIONS, EFFECT, HAND, KINDS, MAX_SEATS, NAMES, best_hand, fits_ask, names



# ------------------------------------------------------------------ actions
# Built once per seat and card kind: the hot path only picks them. ``on`` names what a person touches:
# a card of the own hand (``hand:<card>``), a seat (``seat:<n>``), a direction asked for
# (``ask:left``), or a control drawn in the table (``control:draw``).
def _table(fmt: str, kind: str) -> list[list[Action]]:
    return [[Action(fmt.format(NAMES[k]), s, kind, (k,), on=(f"hand:{NAMES[k]}",)) for k in range(KINDS)]
            for s in range(MAX_SEATS)]


PLAY = _table("play {}", "play")
PASS = _table("pass {}", "pass")
DISCARD = _table("discard {}", "discard")
FIX = _table("discard {}", "fix")
TRADE = _table("trade {}", "trade")
GIVE = _table("give {}", "give")
DECLARE = [[Action("declare win", s, "declare", (True,), on=("control:declare",)),
            Action("draw", s, "declare", (False,), on=("control:draw",))] for s in range(MAX_SEATS)]
WILD_DIR = [[Action(f"bash {d.lower()}", s, "wild", (i,), on=(f"control:{d.lower()}",))
             for i, d in enumerate(DIRECTIONS)] for s in range(MAX_SEATS)]
ACROSS = [[Action("across means left", s, "across", (1,), on=("control:left",)),
           Action("across means right", s, "across", (-1,), on=("control:right",))] for s in range(MAX_SEATS)]
FIX_DONE = [[Action("discard none" if n == 0 else f"draw {n}", s, "fix", (-1,), on=("control:done",))
             for n in range(6)] for s in range(MAX_SEATS)]
HURT = [[Action(f"hurt seat {t}", s, "hurt", (t,), on=(f"seat:{t}",)) for t in range(MAX_SEATS)]
        for s in range(MAX_SEATS)]
ASK_DIR = [[[Action(f"ask seat {t} for Bash {d}", s, "ask", (t, i), on=(f"seat:{t}", f"ask:{d.lower()}"))
             for i, d in enumerate(DIRECTIONS)] for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
ASK_ANY = [[Action(f"ask seat {t}", s, "ask", (t, -1), on=(f"seat:{t}",)) for t in range(MAX_SEATS)]
           for s in range(MAX_SEATS)]


def _cards(row: list[Action], hand: list[int]) -> list[Action]:
    """One action per distinct card in a (sorted) hand."""
    return [row[k] for k in dict.fromkeys(hand)]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ------------------------------------------------------------ a turn's moves
class DeclareOrDraw(Rule):
    """Winning the Hand: at the start of a turn that is not your first of the hand, you may show your
    cards and declare a win (:class:`DeclareAWin`). Otherwise you draw a card, then play one.
    A first turn draws without asking: there is nothing to decide.
    """

    key = "start"
    section = "Winning the Hand"
    explain = ('Each turn starts here. If the cards in your hand already make a winning hand you may show them and '
               'claim the hand; otherwise you draw a card and then play one.')
    ask = "declare a win (show your cards) or draw a card"

    def choices(self, game, pending):
        return DECLARE[pending.seat]

    def preview(self, game, pending, action):
        if action.args[0]:
            declaring = PENDING["declare win"][pending.seat]
            return declaring.rule.preview(game, declaring, action)
        if game.deck:
            return "draws the top card of the deck, then plays a card"
        if game.discard:
            return "shuffles the discard pile into a new deck, draws its top card, then plays a card"
        return "draws nothing (the deck and the discard pile are empty), then plays a card"

    def resolve(self, game, pending, action):
        s = pending.seat
        if action.args[0]:
            declaring = PENDING["declare win"][s]
            declaring.rule.trigger(game, declaring)
        else:
            game.log.append(f"seat {s} draws")
            game.draw(s)
            game.ask(PENDING["play"][s])


class DeclareAWin(Rule):
    """Winning the Hand: you show your cards and declare a win. Without a winning hand you take your
    cards back and lose the turn; with one you score what it is worth and the hand ends.

    The game is won at the end of a hand by the one player alone at the top with
    enough fists; players tied there play another hand (README rulings).
    """

    key = "declare win"
    section = "Winning the Hand"
    asks = False

    #: What declaring does, before the hand shown decides what comes of it.
    DECLARING = ("shows the hand to all and declares a win: a winning hand scores its fists and ends the hand, "
                 "any other loses the turn")

    def preview(self, game, pending, action):
        s = pending.seat
        best = best_hand(game.hands[s])
        if best is None:
            return Preview(self.DECLARING, whole="shows a hand that wins nothing: the cards go back and the "
                                                 "turn is lost")
        name, fists = best
        total = game.fists[s] + fists
        after = list(game.fists)
        after[s] = total
        return Preview(self.DECLARING, whole=f"shows {name} and wins the hand: {_plural(fists, 'fist')}, "
                                             f"{total} in all; " + _after_the_hand(game, after))

    def resolve(self, game, pending, action):
        s = pending.seat
        hand = game.hands[s]
        cards = names(hand)
        best = best_hand(hand)
        if best is None:
            game.shown[s] = list(hand)
            game.log.append(f"seat {s} declares a win but shows no winning hand ({cards}) and loses the turn")
            game.next_turn()
            return
        name, fists = best
        game.fists[s] += fists
        game.turns += 1
        game.log.append(f"seat {s} shows {name} ({cards}) and wins the hand: {fists} fists, {game.fists[s]} in all")
        target = game.options["fists_to_win"]
        top = max(game.fists)
        if top >= target and game.fists.count(top) == 1:
            game.log.append(f"seat {game.fists.index(top)} reaches {top} fists and wins the game")
            game.game_over()
            return
        if top >= target:
            game.log.append(f"players tie at {top} fists: another hand")
        if game.turn_limit_reached():
            return
        game.dealer = (game.dealer + 1) % game.players
        game.new_hand()


def _after_the_hand(game, fists: list[int]) -> str:
    """What follows a won hand, from the fists after it (all public)."""
    target, top = game.options["fists_to_win"], max(fists)
    if top >= target and fists.count(top) == 1:
        return f"seat {fists.index(top)} wins the game"
    limit = game.options["turn_limit"]
    if limit and game.turns + 1 >= limit:
        return "the turn limit ends the game"
    tie = f"a tie at {top} fists, so " if top >= target else ""
    return f"{tie}seat {(game.dealer + 1) % game.players} deals the next hand"


class PlayACard(Rule):
    """Play: play a card and do what the card says (each card's rule below: what playing it sets off)."""

    key = "play"
    section = "Play"
    explain = ('Your main move: play one card from your hand. Every card does something as it is played, so choose '
               'the one whose effect helps your hand most.')
    ask = "play a card and do what it says"

    def choices(self, game, pending):
        return _cards(PLAY[pending.seat], game.hands[pending.seat])

    def preview(self, game, pending, action):
        played = PLAYED[pending.seat][action.args[0]]
        return played.rule.preview(game, played, action)

    def resolve(self, game, pending, action):
        s, k = pending.seat, action.args[0]
        game.hands[s].remove(k)
        if game.shown[s] is not None:
            game.shown[s] = None
        game.in_play = k
        game.log.append(f"seat {s} plays {NAMES[k]}")
        played = PLAYED[s][k]
        played.rule.trigger(game, played)


# -------------------------------------------------------------------- cards
# Each card's rule asks nothing itself: playing the card (PlayACard) sets it off for the seat playing,
# ``pending.data`` the card's kind, and it carries the card out or opens the decisions the card asks.
# Its preview is what the ``play`` action previews.

def _pass_words(game, d: int) -> str:
    """Where a Bash of direction ``d`` sends every player's card, in words."""
    n = game.players
    if n == 2:
        return "every player passes a card face down to the other player"
    if d == 0:
        return "every player passes a card face down to the player on their left"
    if d == 1:
        return "every player passes a card face down to the player on their right"
    if n == 3:
        return "you choose whether Across means Left or Right, then every player passes a card face down that way"
    if n == 5:
        return "every player passes a card face down to the player two to their left"
    return "every player passes a card face down to the player across from them"


def start_pass(game, d: int) -> None:
    """Bash Left (+1), Right (-1) or Across: the offset each card travels (three players choose Across)."""
    n = game.players
    if d == 0:
        begin_passing(game, 1)
    elif d == 1:
        begin_passing(game, -1)
    elif n == 3:
        game.ask(PENDING["across"][game.seat])
    elif n == 2:
        begin_passing(game, 1)
    elif n == 5:
        begin_passing(game, 2)
    else:
        begin_passing(game, n // 2)


def begin_passing(game, step: int) -> None:
    game.step = step % game.players
    game.ask(PENDING["pass"][game.seat])


class BashCard(Rule):
    """Bash Left, Right and Across: when you play one, all players choose one card from their hand and
    pass (Bash) it face down to the player to their Left, Right or Across. With three players you
    choose whether Across means Left or Right; with five, Across is two to your left; with two, the
    other player (README rulings)."""

    key = "bash card"
    effect = "bash"
    section = "Bash Left, Right and Across"
    asks = False

    def preview(self, game, pending, action):
        return _pass_words(game, DIR[pending.data])

    def resolve(self, game, pending, action):
        start_pass(game, DIR[pending.data])


class AcrossMeans(Rule):
    """Bash Across: with three players, the one who played it says whether Across means Left or Right
    (also after a Wild Bash called Across)."""

    key = "across"
    section = "Bash Left, Right and Across"
    explain = ('With only three players there is no one straight across, so whoever played the card says which way '
               'Across goes: left or right.')
    ask = "with three players, choose whether Across means Left or Right"

    def choices(self, game, pending):
        return ACROSS[pending.seat]

    def preview(self, game, pending, action):
        return _pass_words(game, 0 if action.args[0] == 1 else 1)

    def resolve(self, game, pending, action):
        k = action.args[0]
        game.log.append(f"seat {pending.seat} says Across means {'Left' if k == 1 else 'Right'}")
        begin_passing(game, k)


class PassACard(Rule):
    """Bash: each player puts the card they pass down before picking up the one passed to them.
    Every player, in turn from the seat playing, puts a card down; then all pick up theirs."""

    key = "pass"
    section = "Bash Left, Right and Across"
    explain = ('A Bash is on: every player passes one card face down in the direction played. Put down the card you '
               'can best spare; you pick up the one passed to you afterwards.')

    def prompt(self, game, pending):
        to = (pending.seat + game.step) % game.players
        return (f"choose a card to pass face down to seat {to}; every player puts one down "
                "before anyone picks one up")

    def choices(self, game, pending):
        return _cards(PASS[pending.seat], game.hands[pending.seat])

    def preview(self, game, pending, action):
        n, s = game.players, pending.seat
        to = (s + game.step) % n
        nxt = (s + 1) % n
        if nxt == game.seat:
            return f"puts {NAMES[action.args[0]]} down for seat {to}; then every player picks up the card passed to them"
        return f"puts {NAMES[action.args[0]]} down for seat {to}; seat {nxt} puts a card down next"

    def resolve(self, game, pending, action):
        s, k = pending.seat, action.args[0]
        game.hands[s].remove(k)
        game.shown[s] = None
        game.set_aside[s] = k
        game.log.append(f"seat {s} puts down a card to pass")
        nxt = (s + 1) % game.players
        if nxt == game.seat:
            deliver_passes(game)
        else:
            game.now = PASSING[nxt]         # game.ask(PENDING["pass"][nxt]), on the hottest path


def deliver_passes(game) -> None:
    """Every card is down; now each player picks up the card passed to them."""
    n, step, hands, aside = game.players, game.step, game.hands, game.set_aside
    for s in range(n):
        insort(hands[(s + step) % n], aside[s])
        aside[s] = -1
    game.shown = [None] * n
    game.log.append("every player picks up the card passed to them")
    game.end_turn()


class WildBash(Rule):
    """Wild Bash: you call it a Bash Right, Left or Across and play it as that kind of Bash card."""

    key = "wild bash"
    effect = "wild"
    section = "Wild Bash"
    asks = False

    def preview(self, game, pending, action):
        return "you call it Bash Left, Right or Across, then every player passes a card face down that way"

    def resolve(self, game, pending, action):
        game.ask(PENDING["wild"][pending.seat])


class CallTheWildBash(Rule):
    """Wild Bash: choose Bash Right, Left, or Across."""

    key = "wild"
    section = "Wild Bash"
    explain = ('A Wild Bash is any Bash you like: say whether the cards go to the left, to the right or across the '
               'table.')
    ask = "choose Bash Left, Right or Across"

    def choices(self, game, pending):
        return WILD_DIR[pending.seat]

    def preview(self, game, pending, action):
        return _pass_words(game, action.args[0])

    def resolve(self, game, pending, action):
        d = action.args[0]
        game.log.append(f"seat {pending.seat} calls the Wild Bash a Bash {DIRECTIONS[d]}")
        start_pass(game, d)


class Steal(Rule):
    """Steal: you take a random card from the player on your left, who then takes one from the player
    on their left, and so on round the table until the player on your right takes one from you.
    Every take is random, one after the other: a card just taken can be taken on (README rulings)."""

    key = "steal"
    effect = "steal"
    section = "Steal"
    asks = False

    def preview(self, game, pending, action):
        s, n = pending.seat, game.players
        if n == 2:
            return f"you take a random card from seat {(s + 1) % n}, then seat {(s + 1) % n} takes one from you"
        return (f"each player in turn takes a random card from the player on their left: you from seat "
                f"{(s + 1) % n} first, seat {(s - 1) % n} from you last")

    def resolve(self, game, pending, action):
        s = pending.seat
        n, hands, below = game.players, game.hands, game.rng.below
        for i in range(n):
            taker = (s + i) % n
            giver = (taker + 1) % n
            h = hands[giver]
            insort(hands[taker], h.pop(below(len(h))))
            game.log.append(f"seat {taker} takes a random card from seat {giver}")
        game.shown = [None] * n
        game.end_turn()


class HurtBad(Rule):
    """Hurt Bad: you choose a player and take a random card from their hand; they discard the four
    left and draw five new ones; last, you discard a card."""

    key = "hurt bad"
    effect = "hurt"
    section = "Hurt Bad"
    asks = False

    def preview(self, game, pending, action):
        return ("you choose a player and take a random card from them; they discard the other four and "
                "draw five; then you discard one")

    def resolve(self, game, pending, action):
        game.ask(PENDING["hurt"][pending.seat])


class HurtWho(Rule):
    """Hurt Bad: choose a player (any other player) and take one random card from their hand."""

    key = "hurt"
    section = "Hurt Bad"
    explain = ('Hurt Bad: pick another player. You take a random card from their hand, and they throw their other '
               'cards away and draw a fresh hand.')
    ask = "choose a player to hurt"

    def choices(self, game, pending):
        s = pending.seat
        return [HURT[s][t] for t in range(game.players) if t != s]

    def preview(self, game, pending, action):
        t = action.args[0]
        return (f"takes a random card from seat {t}, who discards the other four and draws five new "
                "ones; then you discard one")

    def resolve(self, game, pending, action):
        s, t, hands = pending.seat, action.args[0], game.hands
        h = hands[t]
        insort(hands[s], h.pop(game.rng.below(len(h))))
        game.log.append(f"seat {s} hurts seat {t} and takes a random card")
        rest = names(h)
        game.discard.extend(h)
        h.clear()
        game.log.append(f"seat {t} discards {rest} and draws five new cards")
        for _ in range(HAND):
            game.draw(t)
        game.shown[s] = game.shown[t] = None
        game.ask(PENDING["hurt discard"][s])


class HurtBadDiscard(Rule):
    """Hurt Bad: last of all, the player who hurt discards one card."""

    key = "hurt discard"
    section = "Hurt Bad"
    explain = 'To finish a Hurt Bad the player who hurt throws one card away, keeping the hand at its size.'
    ask = "discard one card"

    def choices(self, game, pending):
        return _cards(DISCARD[pending.seat], game.hands[pending.seat])

    def preview(self, game, pending, action):
        return f"discards {NAMES[action.args[0]]}; the turn ends"

    def resolve(self, game, pending, action):
        s, k = pending.seat, action.args[0]
        game.hands[s].remove(k)
        game.shown[s] = None
        game.discard.append(k)
        game.log.append(f"seat {s} discards {NAMES[k]}")
        game.end_turn()


class FixClub(Rule):
    """Fix Club: you may discard any number of cards from your hand, none to all five, then draw as
    many from the deck. The discards are chosen one at a time; discarding the fifth draws five at
    once (README rulings)."""

    key = "fix club"
    effect = "fix"
    section = "Fix Club"
    asks = False

    def preview(self, game, pending, action):
        return "you discard as many cards as you like, one at a time, then draw that many"

    def resolve(self, game, pending, action):
        game.fixed = 0
        game.ask(PENDING["fix"][pending.seat])


class FixClubRedraw(Rule):
    """Fix Club: discard a card (one at a time), or stop and draw as many as were discarded."""

    key = "fix"
    section = "Fix Club"
    explain = ('Fix Club lets you swap out cards you do not want: throw them away one at a time, then stop and draw '
               'as many new ones.')
    ask = "discard as many cards as you like, then draw that many"

    def choices(self, game, pending):
        s = pending.seat
        return [FIX_DONE[s][game.fixed]] + _cards(FIX[s], game.hands[s])

    def preview(self, game, pending, action):
        k, n = action.args[0], game.fixed
        if k < 0:
            if n == 0:
                return "keeps the hand; the turn ends"
            return f"draws {_plural(n, 'card')} from the deck; the turn ends"
        if len(game.hands[pending.seat]) == 1:
            return f"discards {NAMES[k]}, the last card, then draws {n + 1}; the turn ends"
        return f"discards {NAMES[k]} ({n + 1} so far)"

    def resolve(self, game, pending, action):
        s, k = pending.seat, action.args[0]
        hand = game.hands[s]
        if k >= 0:
            hand.remove(k)
            game.shown[s] = None
            game.discard.append(k)
            game.fixed += 1
            game.log.append(f"seat {s} discards {NAMES[k]}")
            if hand:
                return
        n = game.fixed
        for _ in range(n):
            game.draw(s)
        game.log.append(f"seat {s} draws {_plural(n, 'card')}" if n else f"seat {s} keeps the hand")
        game.fixed = 0
        game.end_turn()


class BigBash(Rule):
    """Big Bash: you trade (Bash) a card with each other player in turn clockwise, the player on your
    left first, taking each card received into your hand before the next trade. For each trade you
    put a card down, then they do, then you swap (README rulings)."""

    key = "big bash"
    effect = "big"
    section = "Big Bash"
    asks = False

    def preview(self, game, pending, action):
        s, n = pending.seat, game.players
        if n == 2:
            return f"you trade one card with seat {(s + 1) % n}"
        return f"you trade one card with each other player in turn, seat {(s + 1) % n} first"

    def resolve(self, game, pending, action):
        s = pending.seat
        game.partner = (s + 1) % game.players
        game.ask(PENDING["trade"][s])


class BigBashTrade(Rule):
    """Big Bash: one trade; the seat playing puts a card down, the partner puts one down, they swap."""

    key = "trade"
    section = "Big Bash"
    explain = ('Big Bash: a trade with one player. Each of you puts a card down and you swap them; choose a card you '
               'can spare.')

    def prompt(self, game, pending):
        other = game.partner if pending.seat == game.seat else game.seat
        return f"choose a card to trade with seat {other}"

    def choices(self, game, pending):
        return _cards(TRADE[pending.seat], game.hands[pending.seat])

    def preview(self, game, pending, action):
        s, t, card = game.seat, game.partner, NAMES[action.args[0]]
        if pending.seat == s:
            return f"puts {card} down to trade with seat {t}; seat {t} then puts a card down and you swap"
        nxt = (t + 1) % game.players
        after = "the turn ends" if nxt == s else f"seat {s} trades with seat {nxt} next"
        return f"puts {card} down and swaps it for the card seat {s} put down; {after}"

    def resolve(self, game, pending, action):
        who, k = pending.seat, action.args[0]
        s, t, hands, aside = game.seat, game.partner, game.hands, game.set_aside
        hands[who].remove(k)
        aside[who] = k
        game.log.append(f"seat {who} puts down a card to trade")
        if who == s:
            game.ask(PENDING["trade"][t])
            return
        insort(hands[s], aside[t])
        insort(hands[t], aside[s])
        aside[s] = aside[t] = -1
        game.shown[s] = game.shown[t] = None
        game.log.append(f"seat {s} and seat {t} swap their cards")
        t = (t + 1) % game.players
        if t == s:
            game.partner = -1
            game.end_turn()
        else:
            game.partner = t
            game.ask(PENDING["trade"][s])


def _asked_words(asked: int) -> str:
    return f"a Bash {DIRECTIONS[asked]}" if asked >= 0 else "a Bash card"


class GoBash(Rule):
    """Go Bash: you ask a player for a Bash card (Left, Right or Across, never Wild). A player who has
    none proves it by showing their hand to everyone; one who has some gives you one face down, and
    you then give them a card of your choice. By default you name a direction (option
    ``go_bash_names_direction``); a player without one shows their hand and you give nothing (README
    rulings). Showing is the rule's own proof, so the whole table learns it at once; an asked player
    holding one card that fits is still asked."""

    key = "go bash"
    effect = "go"
    section = "Go Bash"
    asks = False

    def preview(self, game, pending, action):
        what = "a Bash Left, Right or Across" if game.options["go_bash_names_direction"] else "a Bash card"
        return (f"you ask a player for {what}: they give you one face down and you give a card back, "
                "or they show their hand")

    def resolve(self, game, pending, action):
        game.ask(PENDING["ask"][pending.seat])


class GoBashAsk(Rule):
    """Go Bash: ask a player for a Bash card (of a named direction, unless the option says any)."""

    key = "ask"
    section = "Go Bash"
    explain = ('Go Bash: ask one player for a Bash card. If they have one they must hand it over; if not, they show '
               'their hand to prove it.')
    ask = "ask a player for a Bash card"

    def choices(self, game, pending):
        s, n = pending.seat, game.players
        if game.options["go_bash_names_direction"]:
            return [act for t in range(n) if t != s for act in ASK_DIR[s][t]]
        return [ASK_ANY[s][t] for t in range(n) if t != s]

    def preview(self, game, pending, action):
        t, d = action.args
        what = _asked_words(d)
        shown = game.shown[t]
        if shown is not None:           # a hand shown to all: what it holds is known
            if any(fits_ask(k, d) for k in shown):
                return f"seat {t} gives you {what} from their shown hand, then you give a card back"
            return f"seat {t} holds no {what[2:]} (their hand is shown) and shows it again; the turn ends"
        return (f"seat {t} gives you {what} face down and you give a card back; if seat {t} has none, "
                "they show their hand to all and the turn ends")

    def resolve(self, game, pending, action):
        s, (t, d) = pending.seat, action.args
        game.partner = t
        game.asked = d
        what = f"Bash {DIRECTIONS[d]}" if d >= 0 else "Bash card (Left, Right or Across)"
        game.log.append(f"seat {s} asks seat {t} for a {what}")
        hand = game.hands[t]
        if any(fits_ask(k, d) for k in hand):
            game.ask(PENDING["give"][t])
            return
        game.shown[t] = list(hand)
        game.log.append(f"seat {t} has none and shows their hand: {names(hand)}")
        game.partner = -1
        game.asked = -2
        game.end_turn()


class GoBashGive(Rule):
    """Go Bash: a player asked who has the card gives one of those asked for, face down."""

    key = "give"
    section = "Go Bash"
    explain = 'You were asked for a Bash card and you hold one: choose which of them to hand over, face down.'

    def prompt(self, game, pending):
        return f"give seat {game.seat} {_asked_words(game.asked)} face down"

    def choices(self, game, pending):
        asked = game.asked
        return _cards(GIVE[pending.seat], [k for k in game.hands[pending.seat] if fits_ask(k, asked)])

    def preview(self, game, pending, action):
        s = game.seat
        return f"gives {NAMES[action.args[0]]} to seat {s} face down; seat {s} then gives you a card of their choice"

    def resolve(self, game, pending, action):
        t, k, s, hands = pending.seat, action.args[0], game.seat, game.hands
        hands[t].remove(k)
        insort(hands[s], k)
        game.shown[t] = game.shown[s] = None
        game.log.append(f"seat {t} gives seat {s} {_asked_words(game.asked)} face down")
        game.ask(PENDING["give back"][s])


class GoBashGiveBack(Rule):
    """Go Bash: the player who asked takes the card into their hand, then gives the other player any
    card they choose (the one just received included)."""

    key = "give back"
    section = "Go Bash"
    explain = ('You got the card you asked for; now give the other player any one card from your hand in return (it '
               'may be the one you just got).')

    def prompt(self, game, pending):
        return f"give seat {game.partner} a card of your choice"

    def choices(self, game, pending):
        return _cards(GIVE[pending.seat], game.hands[pending.seat])

    def preview(self, game, pending, action):
        return f"gives {NAMES[action.args[0]]} to seat {game.partner} face down; the turn ends"

    def resolve(self, game, pending, action):
        s, k, t, hands = pending.seat, action.args[0], game.partner, game.hands
        hands[s].remove(k)
        insort(hands[t], k)
        game.shown[s] = game.shown[t] = None
        game.log.append(f"seat {s} gives seat {t} a card face down")
        game.partner = -1
        game.asked = -2
        game.end_turn()


class MyEar(Rule):
    """My Ear!: playing it does nothing; play goes on to the next player."""

    key = "my ear"
    effect = "ear"
    section = "My Ear!"
    asks = False

    def preview(self, game, pending, action):
        return f"nothing happens; play passes to seat {(pending.seat + 1) % game.players}"

    def resolve(self, game, pending, action):
        game.end_turn()


RULES = rulebook(DeclareOrDraw, PlayACard, CallTheWildBash, AcrossMeans, PassACard, HurtWho, HurtBadDiscard,
                 FixClubRedraw, BigBashTrade, GoBashAsk, GoBashGive, GoBashGiveBack,
                 DeclareAWin, BashCard, WildBash, Steal, HurtBad, FixClub, BigBash, GoBash, MyEar)
#: effect -> the card's rule (each card rule's ``effect`` is its cards' ``effect`` in cards.toml)
CARDS: dict[str, Rule] = {rule.effect: rule for rule in RULES.values() if hasattr(rule, "effect")}
#: kind -> the card's rule
CARD_OF: list[Rule] = [CARDS[e] for e in EFFECT]
#: Every rule set off for a seat, by rule key and seat (they carry no data, so games share them).
PENDING: dict[str, list[Pending]] = {key: [Pending(rule, s) for s in range(MAX_SEATS)] for key, rule in RULES.items()}
PASSING = PENDING["pass"]
#: A card's rule set off by a seat playing it, by seat and card kind (``data``: the kind).
PLAYED: list[list[Pending]] = [[Pending(CARD_OF[k], s, k) for k in range(KINDS)] for s in range(MAX_SEATS)]
#: The saved ``phase`` names the decision open (a key of a rule of :data:`RULES` that asks), or "over".
PHASES: tuple[str, ...] = tuple(key for key, rule in RULES.items() if rule.asks) + ("over",)
