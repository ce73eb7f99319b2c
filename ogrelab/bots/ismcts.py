"""Information-set Monte Carlo tree search: a search bot that does not peek.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Each iteration
samples one world consistent with what the seat knows
(``determinize(view, seed)``: the unseen cards dealt at random), walks the one
shared tree down the actions that world allows, adds one node, plays on (at
random, or by another bot; cut short after ``rollout_limit`` actions and
judged by the game's own evaluation where it offers one, else by the
standings) and credits every node with its mover's result:
1 for a win (a shared win counts for every winner), 0.5 for a draw, 0 for a
loss. A node's prior is how often it was *available*, so actions that only
some worlds allow are not favoured for being rare. The move played is the
root's most visited action, with a head start for the choice of the game's
heuristic bot (``prior``): the search overrules it only on evidence.
"""

from __future__ import annotations

import json
import math

from typing import Callable

from ..core.bots import Bot, bot_names, make_bot, register_bot
from ..core.game import Action, Game
from ..core.rng import Rng
from ..core.registry import game_class, registered


class _Node:
    __slots__ = ("parent", "seat", "children", "visits", "available", "reward")

    def __init__(self, parent: "_Node | None", seat: int | None):
        self.parent = parent
        self.seat = seat          # who moved into this node; its reward is theirs
        self.children: dict[tuple, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


def _numbers(values) -> list[float] | None:
    try:
        out = [float(v) for v in values]
    except (TypeError, ValueError):
        return None
    return out


def rewards(game: Game, start: list | None = None) -> list[float]:
    """Each seat's result: 1 win, 0.5 draw, 0 loss.

    A playout cut short is judged by how each seat's standing
    (``game.scores``: points, fists, health...) moved since ``start``,
    against the others' moves: gaining more than the others leans towards
    a win, never reaching 0 or 1.
    """
    n = game.players
    if game.is_over:
        result = game.result
        if result.draw or not result.winners:
            return [0.5] * n
        return [1.0 if s in result.winners else 0.0 for s in range(n)]
    now = _numbers(game.scores)
    before = _numbers(start) if start is not None else None
    if now is None or before is None or len(now) != n or len(before) != n or n < 2:
        return [0.5] * n
    gain = [(a - b) / max(1.0, abs(b)) for a, b in zip(now, before)]
    total = sum(gain)
    return [0.5 + 0.4 * math.tanh(g - (total - g) / (n - 1)) for g in gain]


def evaluation(game: str, bot: str = "heuristic") -> Callable[[Game, int], float] | None:
    """The game's own judge of an unfinished position, or None.

    A game offers one as ``evaluate(game, seat) -> float`` on one of its bots
    (by default the heuristic bot): the seat's chances in ``game``, 0..1, read
    from a whole (sampled) world. Where games run long, a playout cut short is
    judged better by it than by the standings alone.
    """
    if not bot or bot not in bot_names(game):
        return None
    judge = getattr(type(make_bot(game, bot)), "evaluate", None)
    return judge if callable(judge) else None


@register_bot(None, "ismcts")
class ISMCTSBot(Bot):
    """Searches ``iterations`` sampled worlds per decision; sees only its seat's view.

    Settings: ``iterations`` (the budget per decision), ``c`` (exploration
    constant of UCB), ``rollout`` (``"random"`` or the name of a bot that
    plays the playouts, e.g. ``"heuristic"``), ``rollout_limit`` (actions per
    playout before the position is judged by the standings, see
    :func:`rewards`), ``prior`` (a bot whose choice, made from the same view,
    the search keeps unless it finds better: another action must earn
    ``prior_weight`` x ``iterations`` more visits; ``""`` for none; skipped
    where the game has no such bot), ``worlds`` (how many worlds to sample
    per decision where the game copies itself fast; the iterations share
    them, each with fresh chance; 0: a new world every iteration),
    ``evaluate`` (the bot whose ``evaluate(game, seat)`` judges a playout
    cut short, see :func:`evaluation`; ``""`` or a game without one: the
    standings), ``horizon`` (turns: a playout also stops once the game is
    this many turns (``game.turn``) past the decision, so every leaf is judged
    at the same point of the game whatever the depth of the tree; 0: off),
    ``scored`` (a playout also stops as soon as the standings change, such
    as when a hand is won, and is judged there),
    ``guided`` (below the root a node grows by the playout bot's choice
    first and tries other actions only as its visits grow (progressive
    widening), so a line is not judged by the untried moves its worlds keep
    offering, such as cards just drawn; needs a playout bot), ``paired``
    (the root's actions are tried in turn, each in the same sampled world
    with the same chance and the same playout bots, so two actions are
    compared on equal luck; the first half of the budget goes to every
    action, the rest to the prior's choice and the two best so far; the
    prior's choice is kept unless another action's mean gain over it, world
    by world, exceeds ``confidence`` standard errors).
    """

    name = "ismcts"

    #: every setting and its default; a game's own search (:data:`TUNED`) changes some
    DEFAULTS = {"iterations": 200, "c": 0.7, "rollout": "random", "rollout_limit": 100,
                "prior": "heuristic", "prior_weight": 0.1, "worlds": 16, "evaluate": "heuristic",
                "horizon": 0, "scored": False, "guided": False, "paired": False,
                "confidence": 1.5}
    #: the settings that differ from DEFAULTS for this class's game
    TUNING: dict = {}

    def __init__(self, seed: int | None = None, **settings):
        super().__init__(seed)
        unknown = sorted(set(settings) - set(self.DEFAULTS))
        if unknown:
            raise ValueError(f"ismcts has no setting {', '.join(unknown)}; its settings: "
                             f"{', '.join(self.DEFAULTS)}")
        for key, value in {**self.DEFAULTS, **self.TUNING, **settings}.items():
            setattr(self, key, value)

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hint = self.hint(view, legal)
        root, by_key = self.search(view, legal, hint)
        return by_key[self._pick(root, hint)]

    def _pick(self, root: "_Node", hint: tuple | None) -> tuple:
        if self.paired and self._rounds:
            return self._paired_best(hint)
        return self._best(root, hint)

    def hint(self, view: dict, legal: list[Action]) -> tuple | None:
        """The prior bot's choice as a (seat, text) key, or None."""
        if not self.prior or not isinstance(view, dict) or view.get("game") not in registered():
            return None
        if self.prior not in bot_names(view["game"]):
            return None
        bot = make_bot(view["game"], self.prior, seed=self.rng.getrandbits(31))
        action = bot.choose(json.loads(json.dumps(view)), legal)
        return (action.seat, action.text)

    def _best(self, root: _Node, hint: tuple | None) -> tuple:
        bonus = self.prior_weight * self.iterations
        keys = list(root.children) + ([hint] if hint is not None and hint not in root.children else [])

        def weight(k):
            child = root.children.get(k)
            visits = child.visits if child else 0
            mean = child.reward / child.visits if child and child.visits else 0.0
            return (visits + (bonus if k == hint else 0), k == hint, mean)
        return max(keys, key=weight)

    def _gains(self, key: tuple, base: tuple) -> tuple[float, float]:
        """Mean and standard error of ``key``'s reward minus ``base``'s, world by
        world, over the rounds that tried both."""
        diffs = [r[key] - r[base] for r in self._rounds if key in r and base in r]
        n = len(diffs)
        if n == 0:
            return 0.0, math.inf
        mean = sum(diffs) / n
        if n < 2:
            return mean, math.inf
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(var / n)

    def _mean(self, key: tuple) -> float:
        values = [r[key] for r in self._rounds if key in r]
        return sum(values) / len(values) if values else -math.inf

    def _paired_best(self, hint: tuple | None) -> tuple:
        last = list(self._rounds[-1])        # the actions still tried at the end
        if hint is None or hint not in last:
            return max(last, key=self._mean)
        gains = {k: self._gains(k, hint) for k in last if k != hint}
        if not gains:
            return hint
        best = max(gains, key=lambda k: gains[k][0])
        gain, error = gains[best]
        return best if gain > self.confidence * error else hint

    def _plan(self, keys: list, hint: tuple | None):
        """Paired rounds: every action in the first half of the budget, then
        only the prior's choice and the two best so far."""
        first = max(1, (self.iterations // 2) // len(keys))
        for _ in range(first):
            for j, key in enumerate(keys):
                yield j == 0, key
        ranked = sorted(keys, key=self._mean, reverse=True)
        keep = [k for k in keys if k in ranked[:2] or k == hint]
        for _ in range((self.iterations - first * len(keys)) // len(keep)):
            for j, key in enumerate(keep):
                yield j == 0, key

    def search(self, view: dict, legal: list[Action],
               hint: tuple | None = None) -> tuple[_Node, dict]:
        """Run the iterations; returns the root and the legal actions by (seat, text).

        ``hint`` is the prior bot's choice (see :meth:`hint`); with ``paired``
        it is tried to the end."""
        if not isinstance(view, dict) or "game" not in view or view.get("seat") is None:
            raise ValueError("ismcts needs the deciding seat's view (game.view(seat))")
        if not isinstance(self.iterations, int) or self.iterations < 1:
            raise ValueError(f"ismcts: iterations must be a whole number >= 1, got {self.iterations!r}")
        if not isinstance(self.horizon, int) or self.horizon < 0:
            raise ValueError(f"ismcts: horizon must be a whole number of turns >= 0, got {self.horizon!r}")
        if (isinstance(self.confidence, bool) or not isinstance(self.confidence, (int, float))
                or not self.confidence >= 0):
            raise ValueError(f"ismcts: confidence must be a number of standard errors >= 0, "
                             f"got {self.confidence!r}")
        cls = game_class(view["game"])
        # each world gets its own copy: a world must never write into the view it came from
        frozen = json.dumps(view)
        by_key = {(a.seat, a.text): a for a in legal}
        root = _Node(None, None)
        players = None
        playout_bots = None
        rng = self.rng
        # a game with a fast copy searches copies of a few sampled worlds, each copy with
        # its own chance (the generator's state is hidden, so any state is consistent)
        reuse = self.worlds > 0 and cls._copy_from is not Game._copy_from
        pool: list[Game] = []
        judge = evaluation(view["game"], self.evaluate)
        keys = list(by_key)
        paired = bool(self.paired) and len(keys) > 1
        self._rounds: list[dict] = []
        plan = self._plan(keys, hint) if paired else ((False, None) for _ in range(self.iterations))
        for i, (fresh, forced) in enumerate(plan):
            if paired:
                if fresh:   # a new round: one world, one chance and one set of bot seeds for every action
                    base = cls.determinize(json.loads(frozen), seed=rng.getrandbits(31))
                    luck = rng.getrandbits(64)
                    bot_seeds = [rng.getrandbits(31) for _ in range(base.players)]
                    self._rounds.append({})
                world = base.clone()
                world.rng = Rng(luck)
            elif reuse and len(pool) >= self.worlds:
                world = pool[i % self.worlds].clone()
                world.rng = Rng(rng.getrandbits(64))
            else:
                world = cls.determinize(json.loads(frozen), seed=rng.getrandbits(31))
                if reuse:
                    pool.append(world.clone())
            start = world.scores
            stop = world.turn + self.horizon if self.horizon > 0 else None
            if players is None:
                players = world.players
                if self.rollout != "random":
                    playout_bots = [make_bot(view["game"], self.rollout, seed=rng.getrandbits(31))
                                    for _ in range(players)]
            guide = self.guided and playout_bots is not None
            node = root
            descend = True
            if paired:
                for s_, bot in enumerate(playout_bots or ()):
                    bot.rng.seed(bot_seeds[s_])
                for a in world.legal_actions():
                    if (a.seat, a.text) == forced:
                        break
                else:
                    raise ValueError(f"{cls.name}.determinize gave a world without the legal action "
                                     f"{forced[1]!r} of the view")
                child = root.children.get(forced)
                if child is None:
                    child = root.children[forced] = _Node(root, a.seat)
                child.available += 1
                world.play(a)
                node = child
                descend = False   # compared by playouts alone: each on the same luck
            # selection and expansion down the actions this world allows
            while descend and not world.is_over:
                actions = world.legal_actions()
                if node is root:
                    actions = [a for a in actions if (a.seat, a.text) in by_key]
                    if not actions:
                        raise ValueError(f"{cls.name}.determinize gave a world whose legal actions "
                                         f"differ from the view's: {[str(a) for a in legal]}")
                untried = []
                for a in actions:
                    child = node.children.get((a.seat, a.text))
                    if child is None:
                        untried.append(a)
                    else:
                        child.available += 1
                if untried and guide and node is not root:
                    seat = world.current_player
                    pick = playout_bots[seat].choose(world.view(seat), actions)
                    if (pick.seat, pick.text) in node.children:
                        grown = len(node.children)
                        # widen only as the node's visits grow
                        untried = untried if grown * grown <= node.visits else []
                    else:
                        untried = [pick]
                if untried:
                    a = untried[int(rng.random() * len(untried))]
                    child = node.children[(a.seat, a.text)] = _Node(node, a.seat)
                    child.available = 1
                    world.play(a)
                    node = child
                    break
                log_c = self.c
                best, best_value = None, -1.0
                for a in actions:
                    child = node.children.get((a.seat, a.text))
                    if child is None or not child.visits:
                        continue
                    value = (child.reward / child.visits
                             + log_c * math.sqrt(math.log(child.available) / child.visits))
                    if value > best_value:
                        best, best_value = a, value
                node = node.children[(best.seat, best.text)]
                world.play(best)
            # playout
            steps = 0
            scored = self.scored
            while (not world.is_over and steps < self.rollout_limit
                   and (stop is None or world.turn < stop)
                   and not (scored and world.scores != start)):
                options = world.legal_actions()
                if playout_bots is None:
                    world.play(options[int(rng.random() * len(options))])
                else:
                    bot = playout_bots[world.current_player]
                    seat = world.current_player
                    world.play(bot.choose(world.view(seat) if bot.needs_view else None, options))
                steps += 1
            if judge is not None and not world.is_over:
                result = [judge(world, s) for s in range(players)]
            else:
                result = rewards(world, start)
            if paired:
                self._rounds[-1][forced] = result[root.children[forced].seat]
            while node is not root:
                node.visits += 1
                node.reward += result[node.seat]
                node = node.parent
            root.visits += 1
        return root, by_key

    def statistics(self, view: dict, legal: list[Action]) -> list[dict]:
        """The root after one search, most visited first: action, visits, mean
        reward, whether the prior bot chose it, and whether the search plays it
        (``chosen``); with ``paired``, also each action's mean gain over the
        prior's choice, world by world, and its standard error."""
        hint = self.hint(view, legal)
        root, _ = self.search(view, legal, hint)
        pick = self._pick(root, hint)
        stats = []
        for (seat, text), child in root.children.items():
            row = {"action": text, "visits": child.visits,
                   "value": child.reward / child.visits if child.visits else math.nan,
                   "prior": (seat, text) == hint, "chosen": (seat, text) == pick}
            if self.paired and self._rounds and hint in self._rounds[0]:
                row["gain"], row["error"] = self._gains((seat, text), hint)
            stats.append(row)
        return sorted(stats, key=lambda r: -r["visits"])


#: Each game's search, sized to a fraction of a second per decision on one core and
#: measured against the game's heuristic bot by ``benchmarks/ismcts_vs_heuristic.py``.
#: Zombies vs Cheerleaders: heuristic playouts, cut short and judged by the game's
#: evaluation. The other three: paired comparisons of the root's actions with heuristic
#: playouts (see ``paired``), played on to the next score (Ogre Cheerleaders, ``scored``,
#: and judged by the change of standings there, not by the game's judge of a position
#: a few actions on: ``evaluate`` is ""), to the end of the hand (Ogre Bash, judged by fists and hands) or to the end of the game
#: (Ogre's Delight; a playout still going after 200 actions, four times a typical game,
#: is a stand-off of heals and is judged by the game's evaluation instead).
TUNED = {
    "ogre_cheerleaders": {"iterations": 200, "rollout": "heuristic", "rollout_limit": 100_000,
                          "scored": True, "paired": True, "evaluate": ""},
    "zombies_vs_cheerleaders": {"iterations": 120, "rollout": "heuristic", "rollout_limit": 20},
    "ogre_bash": {"iterations": 240, "rollout": "heuristic", "rollout_limit": 400, "scored": True,
                  "paired": True, "confidence": 2.0},
    "ogres_delight": {"iterations": 200, "rollout": "heuristic", "rollout_limit": 200,
                      "paired": True, "confidence": 1.5},
}


def _register_tuned() -> None:
    for game, tuning in TUNED.items():
        name = "ISMCTS_" + "".join(w.title() for w in game.split("_"))
        cls = type(name, (ISMCTSBot,), {
            "TUNING": tuning, "__module__": __name__,
            "__doc__": f"ISMCTS with the settings that suit {game}: {tuning}."})
        globals()[name] = cls
        register_bot(game, "ismcts")(cls)


_register_tuned()
