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
    ``guided`` (below the root a node grows by the playout bot's choice
    first and tries other actions only as its visits grow (progressive
    widening), so a line is not judged by the untried moves its worlds keep
    offering, such as cards just drawn; needs a playout bot).
    """

    name = "ismcts"

    def __init__(self, seed: int | None = None, iterations: int = 200, c: float = 0.7,
                 rollout: str = "random", rollout_limit: int = 100,
                 prior: str = "heuristic", prior_weight: float = 0.1, worlds: int = 16,
                 evaluate: str = "heuristic", horizon: int = 0, guided: bool = False):
        super().__init__(seed)
        self.iterations = iterations
        self.c = c
        self.rollout = rollout
        self.rollout_limit = rollout_limit
        self.prior = prior
        self.prior_weight = prior_weight
        self.worlds = worlds
        self.evaluate = evaluate
        self.horizon = horizon
        self.guided = guided

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hint = self.hint(view, legal)
        root, by_key = self.search(view, legal)
        return by_key[self._best(root, hint)]

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

    def search(self, view: dict, legal: list[Action]) -> tuple[_Node, dict]:
        """Run the iterations; returns the root and the legal actions by (seat, text)."""
        if not isinstance(view, dict) or "game" not in view or view.get("seat") is None:
            raise ValueError("ismcts needs the deciding seat's view (game.view(seat))")
        if not isinstance(self.iterations, int) or self.iterations < 1:
            raise ValueError(f"ismcts: iterations must be a whole number >= 1, got {self.iterations!r}")
        if not isinstance(self.horizon, int) or self.horizon < 0:
            raise ValueError(f"ismcts: horizon must be a whole number of turns >= 0, got {self.horizon!r}")
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
        for i in range(self.iterations):
            if reuse and len(pool) >= self.worlds:
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
            # selection and expansion down the actions this world allows
            while not world.is_over:
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
            while (not world.is_over and steps < self.rollout_limit
                   and (stop is None or world.turn < stop)):
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
            while node is not root:
                node.visits += 1
                node.reward += result[node.seat]
                node = node.parent
            root.visits += 1
        return root, by_key

    def statistics(self, view: dict, legal: list[Action]) -> list[dict]:
        """The root after one search, most visited first: action, visits, mean
        reward, and whether the prior bot chose it."""
        hint = self.hint(view, legal)
        root, _ = self.search(view, legal)
        stats = [{"action": text, "visits": child.visits,
                  "value": child.reward / child.visits if child.visits else math.nan,
                  "prior": (seat, text) == hint}
                 for (seat, text), child in root.children.items()]
        return sorted(stats, key=lambda r: -r["visits"])
