"""Mining puzzles from bot games: decisions where one move is clearly better than every other.

Bots play a game through; some of its decisions with a real choice (spread
over the game and over the rulebook sections) are then looked at with the
coach (:func:`ogrelab.analysis.evaluate`), which plays the position out from
the deciding seat's view: its worlds are dealt from that view, never from the
hidden cards, and its seeds are read from that view. A look goes in steps,
each dearer than the last, because nearly every decision is not a puzzle and
a full evaluation of each is what made mining slow (the playouts' bots are
where the time goes):

- a *screen*: a few worlds, one action per distinct preview (moves whose
  previews are the same are taken as alike), playouts cut short after
  :data:`SCREEN_LIMIT` actions in the long games (judged by the game's own
  evaluation). A decision goes on only if its best move leads every other
  by the margin, and by one standard error, on those worlds.
- a *check* on a third of the confirmation's worlds, fresh ones, every
  legal action, full playouts: most near ties stop here.
- a *confirmation* on fresh worlds again, every legal action, full
  playouts: the best move (with any within :data:`EQUAL` of it, which are
  accepted too, at most :data:`MOST_ACCEPTED`) must lead every other move
  by the margin and by :data:`SURE` standard errors.

The goal is "find the best move"; the explanation says what the best and
the next best move do, in the previews' words, and how often each wins.
"""

from __future__ import annotations

import random
from typing import Callable

from ..core import choose, game_class, make_bot, new_game
from ..core import validate as V
from .puzzle import Puzzle

#: Moves this close to the best move's win chance count as solutions too.
EQUAL = 0.04
#: How many recent events a mined position keeps in its log, for the learner to read.
LOG_KEPT = 12
#: By how much win chance the best move must lead every other, per game. Zombies vs
#: Cheerleaders swings from loss to win on one move often enough for a quarter of the
#: games. In Ogre Cheerleaders, between heuristic bots, a lead of a quarter is rare
#: (none in the first 3 games); a fifth still gives about one puzzle in four games.
#: With three or four seats a seat's chances start at a third or a quarter and one
#: move rarely moves them by as much, so less is asked (Ogre Bash: still rare).
MARGIN = {"ogre_cheerleaders": 0.2, "zombies_vs_cheerleaders": 0.25,
          "ogre_bash": 0.12, "ogres_delight": 0.15}
DEFAULT_MARGIN = 0.25
#: Playout actions in the screen before a playout is judged where it stands, for the
#: games whose bots offer an evaluation of an unfinished position (long games). The
#: confirmation always plays to the end.
SCREEN_LIMIT = {"ogre_bash": 60, "ogres_delight": 60}
#: A puzzle accepts at most this many moves as the best: more, and there is no one move to find.
MOST_ACCEPTED = 3
#: A move is "clearly" ahead in the confirmation when its lead is this many standard errors.
SURE = 3.0


def _leads(frame, margin: float, sure: float | None):
    """The accepted rows and the best of the others, if the best leads every other clearly; else None."""
    if len(frame) < 2:
        return None
    rows = list(frame.itertuples())
    accepted = [r for r in rows if r.gap >= -EQUAL]
    others = [r for r in rows if r.gap < -EQUAL]
    if not others:
        return None
    for r in others:
        if -r.gap < margin or (sure is not None and not -r.gap > sure * r.gap_se):
            return None
    return accepted, others[0]


def _prefix(best: str, legal: list[str]) -> str:
    """The fewest first words of the best move that not every move shares."""
    words = best.split()
    for k in range(1, len(words) + 1):
        head = " ".join(words[:k])
        if sum(1 for t in legal if t == head or t.startswith(head + " ")) < len(legal):
            return head
    return best


def _hints(texts: list[str], best: str, second: str) -> list[str]:
    """From the general to the near answer: read the previews, how the best move begins, two to choose from."""
    hints = [f"{len(texts)} moves are on offer. Read what each would do (its preview), "
             f"then think of what the others can do after it."]
    head = _prefix(best, texts)
    share = sum(1 for t in texts if t == head or t.startswith(head + " "))
    if head != best and 1 < share < len(texts):      # a head only the best move has would give it away
        hints.append(f"The best move begins with \"{head}\" ({share} of the {len(texts)} moves do).")
    if len(texts) > 2:
        pair = sorted([best, second])
        hints.append(f"It is one of these two: {pair[0]}, or {pair[1]}.")
    return hints


def _puzzle(name: str, g, accepted, second, bot: str, pid: str) -> Puzzle:
    seat = g.current_player
    best = accepted[0]
    texts = [a.text for a in g.legal_actions()]
    save = g.to_dict()
    d = g.decision
    who = g.seat_label(seat)
    position = {"options": save["options"], "seed": save["seed"], "rng": save["rng"],
                "log": save["log"][-LOG_KEPT:], "state": save["state"]}
    prompt = d.prompt.rstrip(". ")
    hints = _hints(texts, best.action, second.action)
    also = [r.action for r in accepted[1:]]
    explanation = (f"Best: {best.action} ({best.preview or 'see the table'}). If every seat then plays "
                   f"like the {bot} bot, it wins the game for {who} in about {best.win:.0%} of the playouts "
                   f"from here. The next best, {second.action} ({second.preview or 'see the table'}), "
                   f"wins in only about {second.win:.0%}.")
    if also:
        explanation += f" As good as the best: {', '.join(also)}."
    return Puzzle(name, {
        "id": pid, "title": f"Find the best move: {d.section}", "section": d.section, "seat": seat,
        "position": position, "mined": True, "until": "decision",
        "goal": f"{prompt}. One move gives {who} a clearly better chance to win than any other: find it.",
        "check": {"kind": "first", "actions": [r.action for r in accepted]},
        "hints": hints, "explanation": explanation,
        "solutions": [[r.action] for r in accepted],
    }, f"mined {pid}")


def _decisions(name: str, seed: int, bot: str, options: dict) -> list:
    """A bot game from ``seed``, played through: a copy of it at each decision with a real choice."""
    g = new_game(name, seed=seed, **options)
    bots = [make_bot(name, bot, seed=seed * 16 + s) for s in range(g.players)]
    out = []
    while not g.is_over:
        legal = g.legal_actions()
        if len(legal) >= 2 and len({g.preview(a) for a in legal}) >= 2:
            out.append(g.clone())
        g.play(choose(bots[g.current_player], g))
    return out


def _spread(positions: list, looks: int | None, seed: int) -> list:
    """Up to ``looks`` positions, taken in turn from each rulebook section, at random within one."""
    if looks is None or looks >= len(positions):
        return positions
    rng = random.Random(seed)
    by_section: dict[str, list] = {}
    for g in positions:
        by_section.setdefault(g.decision.section, []).append(g)
    pools = [rng.sample(p, len(p)) for p in by_section.values()]
    rng.shuffle(pools)
    out: list = []
    while len(out) < looks:
        for p in pools:
            if p and len(out) < looks:
                out.append(p.pop())
    return sorted(out, key=lambda g: g.ply)


def look(g, samples: int = 4, confirm: int = 48, margin: float | None = None, bot: str = "heuristic",
         limit: int | None = None, pid: str | None = None) -> Puzzle | None:
    """The puzzle at this decision of ``g``, if its best move is clearly the best; else None.

    A screen on ``samples`` worlds (one action per distinct preview, playouts
    cut at ``limit`` actions), then a confirmation on ``confirm`` fresh worlds
    with every action played to the end (see the module's text).
    """
    from ..analysis.coach import PLAYOUT_LIMIT, evaluate, view_seed
    name = g.name
    margin = MARGIN.get(name, DEFAULT_MARGIN) if margin is None else margin
    limit = SCREEN_LIMIT.get(name, PLAYOUT_LIMIT) if limit is None else limit
    legal = g.legal_actions()
    alike: dict[str, str] = {}
    for a in legal:
        alike.setdefault(g.preview(a), a.text)
    if len(legal) < 2 or len(alike) < 2:
        return None
    seed = view_seed(g.view(g.current_player))
    screen = evaluate(g, samples=samples, bot=bot, actions=list(alike.values()), limit=limit, seed=seed)
    if _leads(screen, margin, 1.0) is None:
        return None
    # most decisions that pass the screen are near ties: a third of the confirmation's
    # worlds, on their own, sets those aside before the whole confirmation is paid for
    if _leads(evaluate(g, samples=max(8, confirm // 3), bot=bot, seed=seed + 1, limit=PLAYOUT_LIMIT),
              margin, 1.5) is None:
        return None
    again = evaluate(g, samples=confirm, bot=bot, seed=seed + 2, limit=PLAYOUT_LIMIT)
    clear = _leads(again, margin, SURE)
    if clear is None:
        return None
    accepted, second = clear
    if len(accepted) > MOST_ACCEPTED or second.preview == accepted[0].preview:
        return None      # not one move to find, or the previews could not say why it is better
    return _puzzle(name, g, accepted, second, again.attrs["bot"], pid or f"mined-{g.seed}-{g.ply}")


def mine(name: str, n: int = 5, seed: int = 0, games: int = 40, looks: int | None = 12, samples: int = 4,
         confirm: int = 48, margin: float | None = None, bot: str = "heuristic", options: dict | None = None,
         limit: int | None = None, progress: Callable[[int, int], None] | None = None) -> list[Puzzle]:
    """Up to ``n`` puzzles from up to ``games`` bot games (seeds ``seed``, ``seed + 1``, ...).

    Of each game, ``looks`` decisions with a real choice are looked at (None:
    all), taken in turn from each rulebook section the game went through.
    ``samples`` worlds screen a decision (at least 2) and ``confirm`` fresh
    worlds confirm it (at least 8); ``margin`` is the win chance by which the
    best move must lead every other (default: :data:`MARGIN` of the game);
    ``limit`` cuts the screen's playouts (default: :data:`SCREEN_LIMIT`).
    ``progress(found, games_played)`` is called after each game. The result is
    the same for the same arguments on any machine.
    """
    from ..analysis.coach import check_bot
    game_class(name)
    V.check_int(n, "n", 1, 1000)
    V.check_int(seed, "seed", 0, 2 ** 31)
    V.check_int(games, "games", 1, 100_000)
    if looks is not None:
        V.check_int(looks, "looks", 1, 100_000)
    V.check_int(samples, "samples", 2, 10_000)
    V.check_int(confirm, "confirm", 8, 10_000)
    if margin is not None:
        V.check_type(margin, (int, float), "margin")
        if not 0 < margin < 1:
            raise ValueError(f"margin: {margin!r} is not a win chance between 0 and 1")
    if limit is not None:
        V.check_int(limit, "limit", 1, 1_000_000)
    if not isinstance(bot, str):
        raise ValueError(f"bot: expected a bot name such as 'heuristic', got {bot!r}")
    check_bot(name, bot)
    if options is not None:
        V.check_type(options, dict, "options")
    if progress is not None and not callable(progress):
        raise ValueError(f"progress: expected a function of (found, games played), got {progress!r}")
    options = dict(options or {})
    found: list[Puzzle] = []
    for k in range(games):
        positions = _decisions(name, seed + k, bot, options)
        for g in _spread(positions, looks, seed + k):
            p = look(g, samples=samples, confirm=confirm, margin=margin, bot=bot, limit=limit,
                     pid=f"mined-{seed + k}-{g.ply}")
            if p is not None:
                found.append(p)
                if len(found) >= n:
                    break
        if progress is not None:
            progress(len(found), k + 1)
        if len(found) >= n:
            break
    return found
