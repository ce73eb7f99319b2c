"""Every decision of Ogre's Delight, and every skill event, each one unit.

A :class:`~ogrelab.core.decision.Rule` per decision (the draft's picks, deck
building, the turn's foundation, a reaction, the loot): its choices, what each
would do (``preview``) and what carrying it out does (``resolve``). The events a
skill carries have no choice of their own: each is one function below, named
after the event, set off by the cast (Taunt, Disorient and Unstoppable as the
skill is played; the rest as the cast is carried out). The arithmetic of one
target's effects (transmutations, amplifications, immunities, Vulnerable) is
:func:`effect_of`. The rulings table of this package's README settles what the
rulebook leaves open.
"""

from __future__ import annotations

from itertools import combinations

from ogrelab.core import Action, Preview
from ogrelab.core.decision import Pending, Rule, rulebook

from .roster import BOSSES, CHARACTERS, DECK_OTHERS, POOL, ROLE, SKILLS, side_words
from .state import sees

SEATS = range(5)  # the boss player and at most four heroes

# Actions are immutable: the casts open to a seat are kept per (skill, seat, characters, who lives).
_ACTIONS: dict = {}
# Touch keys (``Action.on``): a card by its place (hand:, pool:, loot:), a combatant by seat:, a choice of
# several targets at once by targets:<seat>+<seat>, the draft by boss:/hero:, and control: for the rest.
_PASS = [Action("pass", s, "pass", on=("control:pass",)) for s in SEATS]
_END = [Action("end turn", s, "end", on=("control:end",)) for s in SEATS]

# A reactive's cost (0 for the other types) and its "play" action per seat, built once.
REACT_COST = {name: (sk.energy if sk.reactive else 0) for name, sk in SKILLS.items()}
PLAY = {name: tuple(Action(f"play {name}", s, "react", (name,), on=(f"hand:{name}",)) for s in SEATS)
        for name, sk in SKILLS.items() if sk.reactive}
# The cheapest reactive of each character's pool: what the whole table knows a seat might pay.
CHEAPEST_REACTIVE = {c: min((SKILLS[n].energy for n in POOL[c] if SKILLS[n].reactive), default=99)
                     for c in CHARACTERS}


# =================================================================== the draft
class PickBoss(Rule):
    """The boss player picks the bosses one by one; "the order in which the bosses were
    selected is the order the heroes will face them"."""

    key = "pick_boss"
    section = "Draft"

    def prompt(self, game, p):
        return f"pick boss {len(game.bosses) + 1} of {game.options['bosses']} (the order they are faced)"

    def choices(self, game, p):
        return [Action(f"pick boss {b}", 0, "pick", (b,), on=(f"boss:{b}",)) for b in BOSSES if b not in game.bosses]

    def preview(self, game, p, a):
        name = a.args[0]
        c = CHARACTERS[name]
        hp = c["hp_by_heroes"][game.players - 2] if game.options["boss_hp_scales"] else c["hp"]
        return f"{name} ({hp} hp) becomes boss {len(game.bosses) + 1}, faced in encounter {len(game.bosses) + 1}"

    def resolve(self, game, p, a):
        game._pick_boss(a.args[0])
        game._after_draft_step()


class PickHero(Rule):
    """Each hero player picks a hero: "in a team of heroes, there may be at most one tank and one support"."""

    key = "pick_hero"
    section = "Draft"
    ask = "pick a hero (at most one tank and one support in the team)"

    def choices(self, game, p):
        return [Action(f"pick hero {h}", p.seat, "pick", (h,), on=(f"hero:{h}",)) for h in game._hero_choices()]

    def preview(self, game, p, a):
        name = a.args[0]
        return f"plays {name}, a {ROLE[name]} hero with {CHARACTERS[name]['hp']} hp"

    def resolve(self, game, p, a):
        game._pick_hero(p.seat, a.args[0])
        game._after_draft_step()


# =============================================================== deck building
class BuildDeck(Rule):
    """Deck building: "You must choose a basic skill and at least nine other skills to complete
    your deck", from the character's own pool; the boss player first, then the heroes."""

    key = "build"
    section = "Deck building"

    def prompt(self, game, p):
        if not game.deck_list[p.seat]:
            return "choose your deck's basic skill"
        return f"add skills to your deck (one basic plus at least {DECK_OTHERS} others), then done"

    def choices(self, game, p):
        s = p.seat
        chosen = game.deck_list[s]
        pool = POOL[game.chars[s]]
        if not chosen:
            return [Action(f"basic {c}", s, "basic", (c,), on=(f"pool:{c}",)) for c in pool if SKILLS[c].basic]
        acts = [Action(f"add {c}", s, "add", (c,), on=(f"pool:{c}",))
                for c in pool if not SKILLS[c].basic and c not in chosen]
        if len(chosen) - 1 >= DECK_OTHERS:
            acts.append(Action("done", s, "done", on=("control:done",)))
        return acts

    def preview(self, game, p, a):
        chosen = game.deck_list[p.seat]
        if a.kind == "basic":
            return f"{a.args[0]} is the deck's basic, in hand at the start of every encounter"
        if a.kind == "add":
            sk = SKILLS[a.args[0]]
            others = len(chosen)  # the basic and the others so far, this one included after
            need = max(0, DECK_OTHERS - others)
            more = f", {need} more needed" if need else ", enough to be done"
            return f"adds {sk.name} ({sk.type}, {sk.energy} energy): {others} besides the basic{more}"
        return f"the deck is complete with {len(chosen)} skills"

    def resolve(self, game, p, a):
        s = p.seat
        if a.kind == "basic":
            game.deck_list[s] = [a.args[0]]
            game.log.append(f"{game.who(s)} chooses a basic for the deck")
        elif a.kind == "add":
            game.deck_list[s].append(a.args[0])
            game.log.append(f"{game.who(s)} adds a skill to the deck")
        else:
            game.log.append(f"{game.who(s)}'s deck is ready ({len(game.deck_list[s])} skills)")
            for t in range(s + 1, game.players):
                if not game.deck_list[t]:
                    game.decider = t
                    return
            game._start_encounter()


# ===================================================================== the turn
def targets_of(game, s: int, skill) -> list[int]:
    """Who a foundation may target: living enemies, allies (the fallen too for a revive), or self."""
    side = skill.side
    if side == "self":
        return [s]
    enemy = (side == "enemy")
    if (s == 0) == enemy:  # the boss's enemies and the heroes' allies are the heroes
        if skill.revive:
            return list(range(1, game.players))
        return [h for h in range(1, game.players) if game.alive[h]]
    return [0] if game.alive[0] else []


def _cast_actions(seat: int, skill: str, cands: tuple, names: tuple) -> list[Action]:
    """Every choice of targets for a foundation (the caller keeps them per position of the seats)."""
    if not cands:
        return []
    sk = SKILLS[skill]
    card = f"hand:{skill}"
    if sk.side == "self":
        return [Action(f"cast {skill}", seat, "cast", (skill, (seat,)), on=(card,))]
    by_seat = dict(zip(cands, names))
    groups = list(combinations(cands, min(sk.targets, len(cands))))
    return [Action(f"cast {skill} at {' + '.join(by_seat[t] for t in group)}", seat, "cast", (skill, group),
                   on=(card,) if len(groups) == 1 else (card, target_key(group)))
            for group in groups]


def target_key(group) -> str:
    """The touch key of a choice of targets: the combatant (``seat:2``), or several at once (``targets:1+3``)."""
    if len(group) == 1:
        return f"seat:{group[0]}"
    return "targets:" + "+".join(str(t) for t in group)


class Foundation(Rule):
    """The active player's turn: "The first activated skill in a turn, which may only be a basic or
    special skill, becomes the foundation of the cast. It determines the target(s) of this turn."
    Energy is the cards in hand; a skill with casttime is channelled instead, and the active
    player may end the turn without a cast."""

    key = "turn"
    section = "Turn"

    def prompt(self, game, p):
        return "your turn: activate a basic or special as the foundation and pick its targets, or end the turn"

    def choices(self, game, p):
        s = p.seat
        hand = game.hands[s]
        energy = len(hand)
        acts = []
        key = (s, tuple(game.chars), tuple(game.alive))
        for c in hand:
            sk = SKILLS[c]
            if sk.reactive or sk.energy > energy:
                continue
            k2 = (c, key)
            cached = _ACTIONS.get(k2)
            if cached is None:
                if len(_ACTIONS) > 100_000:  # a memo, not a store: keep it bounded
                    _ACTIONS.clear()
                cands = targets_of(game, s, sk)
                cached = _ACTIONS[k2] = _cast_actions(s, c, tuple(cands), tuple(game.chars[t] for t in cands))
            acts.extend(cached)
        acts.append(_END[s])
        return acts

    def preview(self, game, p, a):
        if a.kind == "end":
            return "ends the turn without a cast"
        name, group = a.args
        sk = SKILLS[name]
        if sk.casttime:
            at = "" if sk.side == "self" else " at " + ", ".join(game.who(t) for t in group)
            return f"channels {name}{at}: it becomes active in {sk.casttime} turn(s) of yours, unless interrupted"
        return Preview(f"casts {name} ({_card(name)}) {_aimed(game, p.seat, name, group)}, before any reactive",
                       whole=outlook(game, p.seat, [(name, p.seat)], list(group), on_play=True) + ", before any reactive")

    def resolve(self, game, p, a):
        s = p.seat
        if a.kind == "end":
            game.log.append(f"{game.who(s)} ends the turn without a cast")
            game._end_turn()
            return
        name, group = a.args
        game.hands[s].remove(name)
        sk = SKILLS[name]
        shown = "a face-down skill" if sk.stealth else name
        at = "" if sk.side == "self" else " at " + ", ".join(game.who(t) for t in group)
        if sk.casttime:
            game.channel[s] = {"skill": name, "targets": list(group), "turns_left": sk.casttime,
                               "face_down": sk.stealth}
            # A face-down skill's casttime would tell the other side what it is.
            time = "" if sk.stealth else f" (casttime {sk.casttime})"
            game.log.append(f"{game.who(s)} begins to channel {shown}{at}{time}")
            game._end_turn()
            return
        game.log.append(f"{game.who(s)} casts {shown}{at}")
        open_cast(game, s, name, list(group), sk.stealth)


def open_cast(game, s: int, foundation: str, targets: list[int], face_down: bool) -> None:
    """A cast begins with its foundation (played now, or a channelled skill become active); the reaction round follows."""
    game.cast = {"by": s, "targets": targets, "skills": [], "disoriented": [], "unstoppable": [], "passed": []}
    add_to_cast(game, s, foundation, face_down)
    ask_from(game, s)


# ================================================================ the reactions
class Reaction(Rule):
    """Reactive skills "can only be played after a basic or special skill has been activated. You can
    play as many reactives as your energy permits." In a reaction round, the active player first and
    then the others in seat order, until everyone able has passed since the last play."""

    key = "react"
    section = "Cast"

    def prompt(self, game, p):
        return f"add a reactive to {game.who(game.cast['by'])}'s cast (energy = cards in hand), or pass"

    def choices(self, game, p):
        s = p.seat
        hand = game.hands[s]
        energy = len(hand)
        acts = [PLAY[c][s] for c in hand if 0 < REACT_COST[c] <= energy]
        acts.append(_PASS[s])
        return acts

    def preview(self, game, p, a):
        s = p.seat
        cast = game.cast
        entries = [(n, by) for n, by, f in cast["skills"] if not f or sees(s, by)]
        hidden = len(cast["skills"]) - len(entries)
        unknown = f"; {hidden} face-down skill(s) of the other side also count" if hidden else ""
        if a.kind == "pass":
            return Preview(f"adds nothing to the cast {_aimed(game, s, '', cast['targets'])}{unknown}",
                           whole=f"adds nothing; as it stands the cast {outlook(game, s, entries, cast['targets'])}"
                                 f"{unknown}")
        entries.append((a.args[0], s))
        return Preview(f"adds {a.args[0]} ({_card(a.args[0])}) to the cast {_aimed(game, s, a.args[0], cast['targets'])}"
                       f"{unknown}",
                       whole=f"with {a.args[0]} the cast {outlook(game, s, entries, cast['targets'], on_play=True)}"
                             f"{unknown}")

    def resolve(self, game, p, a):
        s = p.seat
        if a.kind == "pass":
            game.log.append(f"{game.who(s)} passes")     # the table sees a seat pass: the move list says so
            game.cast["passed"].append(s)
            ask_from(game, s + 1)
            return
        name = a.args[0]
        game.hands[s].remove(name)
        sk = SKILLS[name]
        game.log.append(f"{game.who(s)} plays " + ("a face-down reactive" if sk.stealth else name))
        add_to_cast(game, s, name, sk.stealth)
        game.cast["passed"] = []
        ask_from(game, s + 1)


def may_react(game, s: int) -> bool:
    """Whether the reaction round asks seat ``s``, on what the whole table knows.

    Skipped: who has passed since the last play, the disoriented, the dead, the channelling
    ("not allowed to do anything ... except drawing"), and whoever holds fewer cards than the
    cheapest reactive of their pool and loot. Whether a hand holds an affordable reactive is
    the seat's secret: a seat that holds cards is asked, and may only pass.
    """
    cast = game.cast
    if s in cast["passed"] or s in cast["disoriented"] or not game.alive[s] or game.channel[s] is not None:
        return False
    energy = len(game.hands[s])
    if energy >= CHEAPEST_REACTIVE[game.chars[s]]:
        return True
    return any(SKILLS[c].reactive and SKILLS[c].energy <= energy for c in game.looted[s])


def ask_from(game, start: int) -> None:
    """The reaction round asks the next seat from ``start`` in order that may react; else the cast is carried out."""
    n = game.players
    for k in range(n):
        s = (start + k) % n
        if may_react(game, s):
            game.phase, game.decider = "react", s
            return
    carry_out(game)


# ===================================================================== the loot
class TakeLoot(Rule):
    """"If a boss gets defeated, it drops loot ... four randomly selected skills from the bosses loot
    table. Each hero can select one. The selected skill will be added to their deck for the
    remaining bosses of the game." Every hero takes one in seat order, the fallen too."""

    key = "loot"
    section = "Loot"

    def prompt(self, game, p):
        return f"take one skill of {game.who(0)}'s loot into your deck"

    def choices(self, game, p):
        return [Action(f"take {c}", p.seat, "loot", (c,), on=(f"loot:{c}",)) for c in game.loot]

    def preview(self, game, p, a):
        sk = SKILLS[a.args[0]]
        return f"{sk.name} ({sk.type}, {sk.energy} energy) joins {game.who(p.seat)}'s deck for the bosses to come"

    def resolve(self, game, p, a):
        s = p.seat
        name = a.args[0]
        game.loot.remove(name)
        game.deck_list[s].append(name)
        game.looted[s].append(name)
        game.log.append(f"{game.who(s)} takes {name} into the deck")
        if s + 1 < game.players:
            game.decider = s + 1
        else:
            game._after_loot()


RULES = rulebook(PickBoss, PickHero, BuildDeck, Foundation, Reaction, TakeLoot)
# One Pending per rule and seat: the decision open now carries no data of its own.
PENDING = {key: tuple(Pending(rule, s) for s in SEATS) for key, rule in RULES.items()}


# ===================================================== events as a skill is played
def taunt(game, s: int) -> None:
    """Taunt: "The player(s) who cast a skill with this event becomes the new and only target of the cast"."""
    game.cast["targets"] = [s]
    game.log.append(f"{game.who(s)} taunts: the cast now targets {game.who(s)} alone")


def unstoppable(game, whom) -> None:
    """Unstoppable: "can not be stunned or disoriented"; it lifts an earlier Disorient for the rest of the cast."""
    cast = game.cast
    for t in whom:
        if t not in cast["unstoppable"]:
            cast["unstoppable"].append(t)
        if t in cast["disoriented"]:
            cast["disoriented"].remove(t)


def disorient(game, whom) -> None:
    """Disorient: "The target is not able to cast reactive skills during the cast"."""
    cast = game.cast
    for t in whom:
        if t not in cast["unstoppable"] and t not in cast["disoriented"]:
            cast["disoriented"].append(t)
            game.log.append(f"{game.who(t)} is disoriented: no reactives in this cast")


def add_to_cast(game, s: int, name: str, face_down: bool) -> None:
    """A skill joins the cast; Taunt, Unstoppable and Disorient act at once, else they could not matter."""
    cast = game.cast
    sk = SKILLS[name]
    cast["skills"].append([name, s, face_down])
    if sk.on_play:
        if "Taunt" in sk.in_events:
            taunt(game, s)
        for events, whom in ((sk.in_events, [s]), (sk.out_events, cast["targets"])):
            if "Unstoppable" in events:
                unstoppable(game, whom)
            if "Disorient" in events:
                disorient(game, whom)


# ========================================================== one target's effects
def transmute(amounts, kind):
    """Transmute Magic / Heal: "all other effect types in the cast turn into the specified effect type
    ... This also applies to all amplification effects"."""
    phys, magic, heal, a_phys, a_magic, a_heal = amounts
    total, amp = phys + magic + heal, a_phys + a_magic + a_heal
    if kind == "Transmute Magic":
        return (0, total, 0, 0, amp, 0)
    return (0, 0, total, 0, 0, amp)


def amplify(amount: int, amp: int) -> int:
    """Amplifications "only apply if the corresponding effect type is present in the cast" (never below 0)."""
    return max(0, amount + amp) if amount else 0


def immunities(phys: int, magic: int, events) -> tuple[int, int]:
    """Block: "no physical damage"; Ward: "no magic damage"; Immune: "no damage"."""
    if "Immune" in events:
        return 0, 0
    return (0 if "Block" in events else phys), (0 if "Ward" in events else magic)


def vulnerable(damage: int, events) -> int:
    """Vulnerable: "double the amount of damage ... calculated after all other effects and events
    have been taken into account. This event stacks." Heals are never doubled."""
    return damage << events.count("Vulnerable") if damage else 0


def effect_of(amounts, events, transmutation=None) -> tuple[int, int]:
    """Damage and heal one target receives from its summed effects.

    A transmutation turns every effect and every amplification into its type;
    amplifications then apply only to effect types present; then immunities;
    Vulnerable doubles the damage last, once per instance. The transmutation
    comes before the amplifications (the README's rulings table,
    "Transmutation before amplification") because the rulebook turns "effect
    amplifications into magic damage amplifications": an amplification must
    still be pending to be turned, and so an amplification of a type the
    transmutation creates counts.
    """
    if transmutation:
        amounts = transmute(amounts, transmutation)
    phys, magic, heal, a_phys, a_magic, a_heal = amounts
    phys, magic = immunities(amplify(phys, a_phys), amplify(magic, a_magic), events)
    return vulnerable(phys + magic, events), amplify(heal, a_heal)


def bundles_of(entries, targets):
    """Per seat, the summed effects and the events a cast's skills carry to it, and the transmutation.

    ``entries`` are (skill, seat who played it): outgoing effects go to every target, incoming
    ones to that seat; the last transmutation played counts.
    """
    bundles: dict[int, list] = {}
    transmutation = None
    for name, by in entries:
        sk = SKILLS[name]
        if sk.has_out:
            for t in targets:
                b = bundles.get(t)
                if b is None:
                    bundles[t] = [sk.out, list(sk.out_events)]
                else:
                    b[0] = tuple(x + y for x, y in zip(b[0], sk.out))
                    b[1].extend(sk.out_events)
        if sk.has_in:
            b = bundles.get(by)
            if b is None:
                bundles[by] = [sk.inc, list(sk.in_events)]
            else:
                b[0] = tuple(x + y for x, y in zip(b[0], sk.inc))
                b[1].extend(sk.in_events)
        if sk.transmute:
            transmutation = sk.transmute
    return bundles, transmutation


# ====================================================== events as the cast is carried out
def revive(game, seat: int) -> None:
    """Revive: "The affected player(s) is/are revived and is/are able to rejoin the fight", with half their hit points."""
    game.alive[seat] = True
    game.hp[seat] = max(1, game.max_hp[seat] // 2)
    game.log.append(f"{game.who(seat)} is revived with {game.hp[seat]} hp")


def cancel_channel(game, s: int, why: str) -> None:
    """A channel ends unfinished (interrupted, or its caster dead): the skill goes under the deck, one-time or not."""
    ch = game.channel[s]
    game.channel[s] = None
    shown = "a face-down skill" if ch["face_down"] else ch["skill"]
    game.decks[s].insert(0, ch["skill"])
    game.log.append(f"{game.who(s)}'s channelled {shown} is {why} and goes under the deck")


def interrupt(game, seat: int) -> None:
    """Interrupt: "Interrupts a currently channelled cast of the target"; an active cast is no longer interruptable."""
    if game.channel[seat] is not None:
        cancel_channel(game, seat, "interrupted")


def stun(game, seat: int) -> None:
    """Stun: "The affected player(s) lose all special skills from their hand. They must be put to the bottom of their deck"."""
    if seat in game.cast["unstoppable"]:
        game.log.append(f"{game.who(seat)} is unstoppable and shrugs off the stun")
        return
    hand = game.hands[seat]
    specials = [c for c in hand if SKILLS[c].special]
    for c in specials:
        hand.remove(c)
        game.decks[seat].insert(0, c)
    game.log.append(f"{game.who(seat)} is stunned: {len(specials)} special(s) from hand under the deck")


def shuffle(game, seat: int) -> None:
    """Shuffle: "The deck(s) of the affected player(s) get shuffled"."""
    game.rng.shuffle(game.decks[seat])
    game.log.append(f"{game.who(seat)}'s deck is shuffled")


def draw(game, seat: int) -> None:
    """Draw: "The affected player(s) is/are allowed to draw a card from their deck"."""
    if game.decks[seat]:
        game._draw(seat)
        game.log.append(f"{game.who(seat)} draws a skill")
    else:
        game.log.append(f"{game.who(seat)} has no skill left in the deck to draw")


def reveal(game) -> None:
    """Reveal: "All cards facing down are turned face up": it names no player, so it acts whoever it was carried to."""
    for s, ch in enumerate(game.channel):
        if ch is not None and ch["face_down"]:
            ch["face_down"] = False
            game.log.append(f"Reveal: {game.who(s)} is channelling {ch['skill']}")


AFTER_DAMAGE = {"Interrupt": interrupt, "Stun": stun, "Shuffle": shuffle, "Draw": draw}


def carry_out(game) -> None:
    """"At the end of a turn, the activated skills' effects and events are calculated and carried out":
    damage and heals per target, then Revive, Interrupt, Stun, Shuffle and Draw in play order, Reveal
    last; then the cards go back (basics to the hand, one-time skills out, the rest under the deck)."""
    cast = game.cast
    entries = [(name, by) for name, by, _ in cast["skills"]]
    bundles, transmutation = bundles_of(entries, cast["targets"])
    names = [f"{name} (turned face up)" if face_down else name for name, _, face_down in cast["skills"]]
    game.log.append(f"{game.who(cast['by'])}'s cast is carried out: " + ", ".join(names))
    for seat in sorted(bundles):
        amounts, events = bundles[seat]
        if not game.alive[seat]:
            continue
        damage, heal = effect_of(amounts, events, transmutation)
        if damage or heal:
            game.hp[seat] = min(game.max_hp[seat], game.hp[seat] - damage + heal)
            parts = ([f"takes {damage} damage"] if damage else []) + ([f"heals {heal}"] if heal else [])
            game.log.append(f"{game.who(seat)} {' and '.join(parts)} ({max(game.hp[seat], 0)}/{game.max_hp[seat]} hp)")
            if game.hp[seat] <= 0:
                game.hp[seat] = 0
                game.alive[seat] = False
                game.log.append(f"{game.who(seat)} dies")
                if game.channel[seat] is not None:
                    cancel_channel(game, seat, "lost")
    for seat in sorted(bundles):
        events = bundles[seat][1]
        if not events:
            continue
        if "Revive" in events and not game.alive[seat]:
            revive(game, seat)
        if not game.alive[seat]:
            continue
        for ev in events:
            act = AFTER_DAMAGE.get(ev)
            if act is not None:
                act(game, seat)
    if any("Reveal" in events for _, events in bundles.values()):
        reveal(game)
    for name, by, _ in cast["skills"]:
        sk = SKILLS[name]
        if sk.basic:
            game.hands[by].append(name)
        elif sk.once:
            game.removed[by].append(name)
        else:
            game.decks[by].insert(0, name)
    game.cast = None
    game._after_cast()


# ================================================================== previews
_SHOWN_EVENTS = {"Interrupt": "interrupts {}'s channel", "Stun": "stuns {}", "Shuffle": "shuffles {}'s deck",
                 "Draw": "lets {} draw"}


def _card(skill: str) -> str:
    """What a skill card says, both sides of its arrow: "5 magic; to you: 5 heal"."""
    sk = SKILLS[skill]
    out, inc = side_words(sk.out, sk.out_events), side_words(sk.inc, sk.in_events)
    return "; ".join(([out] if out else []) + ([f"to you: {inc}"] if inc else [])) or "no effect"


def _aimed(game, seat: int, skill: str, targets) -> str:
    """Where a cast goes, in a move's preview: its targets, or the one a Taunt of ``skill`` draws it to."""
    if skill and "Taunt" in SKILLS[skill].in_events:
        return f"and draws it onto {game.who(seat)}"
    if skill and SKILLS[skill].side == "self":
        return "on yourself"
    return "at " + ", ".join(game.who(t) for t in targets)


def outlook(game, seat: int, entries, targets, on_play: bool = False) -> str:
    """What a cast of ``entries`` (skill, seat) would do on paper, in words, from ``seat``'s knowledge.

    ``entries`` hold only skills ``seat`` may see; with ``on_play`` the last one's Taunt is applied
    (it acts as it is played). Hit points, channels and targets are on the table for everyone.
    """
    if on_play and "Taunt" in SKILLS[entries[-1][0]].in_events:
        targets = [entries[-1][1]]
    bundles, transmutation = bundles_of(entries, targets)
    said = []
    for t in sorted(bundles):
        amounts, events = bundles[t]
        who = game.who(t)
        if not game.alive[t]:
            if "Revive" in events:
                said.append(f"revives {who} with {max(1, game.max_hp[t] // 2)} hp")
            continue
        damage, heal = effect_of(amounts, events, transmutation)
        after = min(game.max_hp[t], game.hp[t] - damage + heal)
        if after <= 0:
            said.append(f"kills {who}")
            if "Revive" not in events:
                continue        # the fallen receive no event of the cast but Revive
            said.append(f"revives {who} with {max(1, game.max_hp[t] // 2)} hp")
        elif not (damage or heal) and any(amounts[:3]):
            said.append(f"{who} takes no damage")
        elif damage or heal:
            change = " and ".join(([f"takes {damage} damage"] if damage else []) + ([f"heals {heal}"] if heal else []))
            said.append(f"{who} {change} ({after}/{game.max_hp[t]} hp)")
        for ev in dict.fromkeys(events):
            text = _SHOWN_EVENTS.get(ev)
            if text and not (ev == "Interrupt" and game.channel[t] is None):
                said.append(text.format(who))
    if any("Reveal" in events for _, events in bundles.values()):
        said.append("turns every face-down skill face up")
    at = ", ".join(game.who(t) for t in targets)
    return f"at {at}: " + ("; ".join(said) if said else "no change")
