"""The fight's decisions: the turn's foundation and the reaction round, and a cast on paper.

:class:`Turn` lays the foundation of a cast (or channels it, or ends the turn);
:class:`Reaction` asks the seats in order for reactives until everyone able has
passed; then the cast is carried out (:class:`~.events.CarryOut`). A skill
joining the cast sets off its Taunt, Unstoppable and Disorient at once.
:func:`outlook` says what a cast would do, for the previews.
"""

from __future__ import annotations

from itertools import combinations

from ogrelab.core import Action, Preview
from ogrelab.core.decision import Rule

from ..roster import CHARACTERS, POOL, SKILLS, side_words
from ..state import sees
from .book import PENDING, SEATS, set_off
from .effects import bundles_of, effect_of


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


class Turn(Rule):
    """The active player's turn: "The first activated skill in a turn, which may only be a basic or
    special skill, becomes the foundation of the cast. It determines the target(s) of this turn."
    Energy is the cards in hand; a skill with casttime is channelled instead, and the active
    player may end the turn without a cast."""

    key = "turn"
    section = "Turn"
    explain = ('Your turn: start a cast with a basic or special skill; it sets who is targeted this turn. The cards '
               'in your hand are your energy. A slow skill can be channelled instead, or you can end the turn '
               'without casting.')

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
            game.end_turn()
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
            game.end_turn()
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
    explain = ('A cast is under way: everyone in turn may add reactive skills to it, as far as their energy allows, '
               'or pass. The round ends once all have passed.')

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
    n = len(game.alive)  # the seats (``game.players``, without a property's call at every step)
    for k in range(n):
        s = (start + k) % n
        if may_react(game, s):
            game.ask(PENDING["react"][s])  # what set_off does, without its calls at every step
            return
    set_off(game, "carry_out", game.cast["by"])


def add_to_cast(game, s: int, name: str, face_down: bool) -> None:
    """A skill joins the cast; Taunt, Unstoppable and Disorient act at once, else they could not matter."""
    cast = game.cast
    sk = SKILLS[name]
    cast["skills"].append([name, s, face_down])
    if sk.on_play:
        if "Taunt" in sk.in_events:
            set_off(game, "taunt", s)
        for events, whom in ((sk.in_events, [s]), (sk.out_events, cast["targets"])):
            if "Unstoppable" in events:
                for t in whom:
                    set_off(game, "unstoppable", t)
            if "Disorient" in events:
                for t in whom:
                    set_off(game, "disorient", t)


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
