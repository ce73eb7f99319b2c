"""The ogrelab command line: simulations, tournaments and sweeps outside notebooks,
and a game against bots in the terminal.

    python -m ogrelab games
    python -m ogrelab ask ogre_cheerleaders -w 2          # is the first player favoured? played until it is known
    python -m ogrelab ask ogre_bash --vs fists_to_win=10  # does an option change it? on the same deals
    python -m ogrelab simulate ogre_bash -n 10000 --workers 2 --out results.parquet
    python -m ogrelab metrics results.parquet
    python -m ogrelab tournament ogre_cheerleaders --bots random,heuristic,ismcts -n 200
    python -m ogrelab sweep ogre_bash --vary fists_to_win=6,8,10 -n 2000
    python -m ogrelab tune ogres_delight --vary bosses=1,2,3 --target win_rate_boss=0.5 -w 2
    python -m ogrelab play ogre_cheerleaders --seat 0 --bots heuristic
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Sequence, TextIO

import ogrelab
from ogrelab import bots as _bots  # noqa: F401  (registers the search bot)
from ogrelab.core import bot_names, choose, game_class, make_bot, new_game


def _seed(text: str) -> int:
    from ogrelab.core.game import check_seed
    try:
        return check_seed(int(text), "--seed")
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e) if "--seed" in str(e) else
                                         f"--seed: expected a whole number, got {text[:40]!r}") from None


def _value(text: str):
    """A value typed on the command line: JSON where it reads as JSON, else the text itself."""
    from ogrelab.core import validate as V
    try:
        return V.loads(text, "value")
    except ValueError as e:
        if "nested" in str(e):
            raise ValueError(f"{text[:40]}...: {str(e).split(': ', 1)[1]}") from None
        return text


def parse_options(items: Sequence[str]) -> dict:
    """``["players=3", "fists=8"]`` -> ``{"players": 3, "fists": 8}`` (values read as JSON)."""
    options = {}
    for item in items or ():
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise ValueError(f"--option {item!r}: write NAME=VALUE, e.g. players=3")
        options[key.strip()] = _value(value.strip())
    return options


def parse_grid(items: Sequence[str]) -> dict:
    """``["fists=6,8,10"]`` -> ``{"fists": [6, 8, 10]}``; a JSON list also works."""
    grid = {}
    for item in items or ():
        key, eq, values = item.partition("=")
        if not eq or not key:
            raise ValueError(f"--vary {item!r}: write NAME=V1,V2,..., e.g. fists=6,8,10")
        values = values.strip()
        parsed = _value(values) if values.startswith("[") else [_value(v.strip()) for v in values.split(",")]
        grid[key.strip()] = parsed if isinstance(parsed, list) else [parsed]
    return grid


def parse_bots(text: str | None):
    """``"heuristic,random"`` -> a bot per seat; ``"Boss=heuristic,Heroes=random"`` -> one per
    side; nothing -> None (the game's heuristic bot everywhere)."""
    if not text:
        return None
    if "=" in text.split(":")[0]:
        sides = {}
        for part in text.split(";") if ";" in text else text.split(","):
            side, eq, bot = part.partition("=")
            if not eq or not side.strip() or not bot.strip():
                raise ValueError(f"--bots {text!r}: write one bot per side as SIDE=BOT,SIDE=BOT, "
                                 "e.g. Boss=heuristic,Heroes=random")
            sides[side.strip()] = bot.strip()
        return sides
    names = [b.strip() for b in text.split(",") if b.strip()]
    return names[0] if len(names) == 1 else names


def _write(frame, path: str, out: TextIO) -> None:
    if path.endswith(".parquet"):
        frame.to_parquet(path, index=False)
    elif path.endswith(".csv"):
        frame.to_csv(path, index=False)
    elif path.endswith(".json") or path.endswith(".jsonl"):
        frame.to_json(path, orient="records", lines=path.endswith(".jsonl"))
    else:
        raise ValueError(f"--out {path!r}: the file name must end in .parquet, .csv, .json or .jsonl")
    print(f"wrote {len(frame)} rows to {path}", file=out)


def _read(path: str):
    import os

    import pandas as pd
    if not os.path.isfile(path):
        raise ValueError(f"{path!r}: no such file (write one with: simulate ... --out {path})")
    try:
        return _read_frame(pd, path)
    except (OSError, ValueError, ImportError) as e:
        raise ValueError(f"{path!r} could not be read as a frame of games: {str(e)[:200]}") from None


def _read_frame(pd, path: str):
    if path.endswith(".parquet"):
        return pd.read_parquet(path)
    if path.endswith(".csv"):
        frame = pd.read_csv(path)
        if "winners" in frame:
            frame["winners"] = frame["winners"].map(json.loads)
        return frame
    if path.endswith(".json") or path.endswith(".jsonl"):
        return pd.read_json(path, orient="records", lines=path.endswith(".jsonl"))
    raise ValueError(f"{path!r}: expected a .parquet, .csv, .json or .jsonl file")


def summary(frame) -> str:
    """A short text report of a games frame: per option set, the answer first (bot strength
    between different bots, the sides in a game of sides, else the first player's advantage),
    then each seat's win rate and the game's length."""
    from ogrelab.analysis import metrics, seat_stats
    from ogrelab.analysis.answers import headline
    from ogrelab.analysis.metrics import group_columns
    if not len(frame) or "game" not in frame or not any(str(c).startswith("win_") for c in frame.columns):
        raise ValueError("the frame holds no games from simulate (expected columns game, seed, win_<seat>, ...)")
    keys = [c for c in group_columns(frame) if frame[c].astype(str).nunique() > 1]
    lines = []
    if "seating" in frame and len(frame):
        how = set(frame["seating"])
        if how == {"rotate"}:
            k = int(frame["rotation"].nunique())
            lines.append(f"seating: rotated, each deal played once in each of {k} rotations of the "
                         f"bots over interchangeable seats ({frame['seed'].nunique()} deals, "
                         f"{len(frame)} games)")
        elif how == {"fixed"}:
            lines.append("seating: fixed, each bot in the seat given")
    table = metrics(frame, by=keys or [])
    seats = seat_stats(frame, by=keys or [])
    for i in range(len(table)):
        row = {c: table[c].iloc[i] for c in table.columns}
        head = ", ".join(f"{k.replace('opt_', '')}={row[k]}" for k in keys)
        game = frame["game"].iloc[0] if "game" in frame and len(frame) else ""
        lines.append(f"{game} {head}".strip() + f": {int(row['games'])} games")
        lines.extend("  " + line for line in headline(row))
        part = seats
        for k in keys:
            part = part[part[k].astype(str) == str(row[k])]
        for s in part.itertuples():
            lines.append(f"  {s.seat_name:<16} {s.bot:<22} won {s.win_rate:6.1%}  "
                         f"[{s.lo:.1%}, {s.hi:.1%}]")
        extra = []
        if row.get("comeback_rate") == row.get("comeback_rate"):       # not NaN
            extra.append(f"comebacks {row['comeback_rate']:.1%} [{row['comeback_rate_lo']:.1%}, "
                         f"{row['comeback_rate_hi']:.1%}] (the winner trailed at half time)")
        if row.get("decided_at_mean") == row.get("decided_at_mean"):
            extra.append(f"decided at {row['decided_at_mean']:.0%} of the game "
                         f"[{row['decided_at_lo']:.0%}, {row['decided_at_hi']:.0%}]")
        lines.append(f"  draws {row['draw_rate']:.1%}  balance {row['balance']:.2f}"
                     + ("  " + "  ".join(extra) if extra else ""))
        line = (f"  turns {row['turns_mean']:.1f} (sd {row['turns_std']:.1f})  actions "
                f"{row['actions_mean']:.1f}  branching {row['branching_mean']:.2f}  "
                f"real decisions {row['real_decisions_mean']:.0%}")
        if row.get("lead_changes_mean") == row.get("lead_changes_mean"):  # not NaN
            line += f"  lead changes {row['lead_changes_mean']:.2f}"
        lines.append(line)
        if "deals_to_halve" in row:
            lines.append(f"  [intervals] 95 %; {int(row['deals_to_halve'])} deals instead of "
                         f"{int(row['deals'])} would halve them")
    return "\n".join(lines)


# ------------------------------------------------------------------ commands
def cmd_games(args, out: TextIO) -> int:
    for name in ogrelab.GAMES:
        cls = game_class(name)
        print(f"{name}: {cls.title}", file=out)
        for key, opt in cls.OPTIONS.items():
            allowed = f" (one of {', '.join(map(repr, opt.choices))})" if opt.choices else ""
            shown = json.dumps(opt.default)
            if len(shown) > 48:
                shown = shown[:44] + " ..."
            # the special values' words ("-1: chosen at random"); a seat number says itself
            said = "; ".join(f"{json.dumps(v)}: {w}" for v, w in opt.values.items() if w != f"Seat {v}")
            said = f" ({said})" if said else ""
            label = f"{opt.label}: " if opt.label else ""
            print(f"  --option {key}={shown}{allowed}  {label}{opt.doc}{said}", file=out)
        print(f"  bots: {', '.join(bot_names(name))}", file=out)
    return 0


def _run_args(args) -> dict:
    return {"workers": args.workers, "client": args.scheduler, "progress": args.progress,
            "imports": args.imports}


def _lead(args) -> dict:
    return {"lead": args.lead}


def cmd_simulate(args, out: TextIO) -> int:
    from ogrelab.analysis import simulate, simulate_moves
    run = simulate_moves if args.moves else simulate
    start = time.perf_counter()
    frame = run(args.game, args.n, bots=parse_bots(args.bots), seed=args.seed,
                options=parse_options(args.option), **_run_args(args), seating=args.seating,
                **({} if args.moves else _lead(args)))
    took = time.perf_counter() - start
    where = f"on {args.scheduler}" if args.scheduler else f"{args.workers} worker{'s' * (args.workers > 1)}"
    rotations = int(frame["rotation"].nunique()) if "rotation" in frame and len(frame) else 1
    deals = f" ({args.n} deals, each once per rotation of the bots)" if rotations > 1 else ""
    print(f"{args.n * rotations} games of {args.game}{deals} in {took:.2f} s ({where})", file=out)
    if not args.moves:
        print(summary(frame), file=out)
    if args.out:
        _write(frame, args.out, out)
    return 0


def cmd_metrics(args, out: TextIO) -> int:
    frame = _read(args.file)
    print(summary(frame), file=out)
    return 0


def cmd_tournament(args, out: TextIO) -> int:
    from ogrelab.analysis import play_tournament, win_matrix
    bots = parse_bots(args.bots)
    if not isinstance(bots, list):
        raise ValueError("--bots: a tournament needs two or more bots, e.g. random,heuristic")
    games = play_tournament(args.game, bots, args.n, seed=args.seed,
                            options=parse_options(args.option), **_run_args(args))
    matrix = win_matrix(games)
    long = win_matrix(games, intervals=True).set_index(["bot", "against"])
    cells = matrix.copy().astype(object)
    for b in matrix.index:
        for a in matrix.columns:
            if (b, a) in long.index:
                r = long.loc[(b, a)]
                cells.loc[b, a] = f"{r['win_rate']:.1%} [{r['lo']:.1%}, {r['hi']:.1%}]"
            else:
                cells.loc[b, a] = "-"
    print(f"{args.game}: win rate of each row bot against each column bot, 95 % interval in "
          f"brackets ({args.n} games per pairing; a draw counts a half)", file=out)
    print(cells.to_string(), file=out)
    if args.out:
        _write(games, args.out, out)
    return 0


def cmd_sweep(args, out: TextIO) -> int:
    from ogrelab.analysis import sweep
    grid = parse_grid(args.vary)
    frame = sweep(args.game, grid, args.n, bots=parse_bots(args.bots), seed=args.seed,
                  options=parse_options(args.option), **_run_args(args), **_lead(args),
                  seating=args.seating)
    print(summary(frame), file=out)
    if args.out:
        _write(frame, args.out, out)
    return 0


def _progress(out: TextIO):
    """A line per look of an answer: the deals so far."""
    seen = {"deals": 0}

    def show(frame) -> None:
        deals = int(frame["seed"].nunique()) if len(frame) else 0
        if deals >= seen["deals"] * 2 and deals:
            seen["deals"] = deals
            print(f"  ... {deals:,} deals played", file=out, flush=True)
    return show


def cmd_ask(args, out: TextIO) -> int:
    from ogrelab.analysis.answers import first_player, settle
    options = parse_options(args.option)
    common = {"bots": parse_bots(args.bots), "seed": args.seed, "workers": args.workers,
              "client": args.scheduler, "start": args.start, "cap": args.cap}
    if args.tolerance is not None:
        common["tolerance"] = args.tolerance
    show = _progress(out) if args.progress is not False else None
    start = time.perf_counter()
    if args.vs:
        other = {**options, **parse_options(args.vs)}
        answer = settle(args.game, options, other, outcome=args.outcome, on_batch=show, **common)
    else:
        answer = first_player(args.game, options, on_batch=show, **common)
    took = time.perf_counter() - start
    print(f"{args.game}: {answer.question}", file=out)
    print(answer.sentence, file=out)
    print(f"({answer.games:,} games in {took:.1f} s)", file=out)
    if args.out:
        _write(answer.frame, args.out, out)
    return 0


def cmd_tune(args, out: TextIO) -> int:
    from ogrelab.analysis import tune
    from ogrelab.analysis.tune import finding
    grid = parse_grid(args.vary)
    target = {}
    for item in args.target:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise ValueError(f"--target {item!r}: write METRIC=VALUE (or =min, =max), "
                             "e.g. win_rate_boss=0.5")
        target[key.strip()] = _value(value.strip())
    space = math.prod(len(v) for v in grid.values())
    trials = tune(args.game, grid, target, n_games=args.n, trials=args.trials or space,
                  bots=parse_bots(args.bots), seed=args.seed, options=parse_options(args.option),
                  workers=args.workers, client=args.scheduler, cap=args.cap,
                  on_race=lambda t: print(f"  ... race at {int(t['deals'].max()):,} deals: "
                                          f"{int((t['leader'] | t['tied']).sum())} still in",
                                          file=out, flush=True))
    print(finding(trials), file=out)
    return 0


# ---------------------------------------------------------------------- play
PLAY_HELP = """Type an action's text (or its number) to play it. Commands:
  help      this help, the decision asked for and the legal actions
  show      what your seat can see now
  log       every event so far
  undo      take back your last decision (and the bot moves after it)
  quit      stop the game"""


def _show_view(view: dict) -> str:
    lines = []
    for key, value in view["state"].items():
        lines.append(f"  {key}: {json.dumps(value)}")
    return "\n".join(lines)


def play(game, humans: Sequence[int], bots: dict, inp: TextIO, out: TextIO) -> int:
    """Let people at ``humans`` seats play by typing action texts; bots take the others."""
    names = game.seat_names
    human_moves: list[int] = []       # history lengths at each human decision
    shown = len(game.log)
    last_shown = None                 # the seat whose view was printed last

    def echo_log():
        nonlocal shown
        for line in game.log[shown:]:
            print(f"  {line}", file=out)
        shown = len(game.log)

    def list_actions(seat):
        prompt = game.prompt
        if prompt:
            print(prompt if names[seat] in prompt else f"{names[seat]}: {prompt}", file=out)
        for i, a in enumerate(game.legal_actions(), start=1):
            print(f"  {i:>2}. {a}", file=out)

    print(f"{game.title or game.name}, seed {game.seed}. You play "
          f"{', '.join(names[h] for h in humans)}. Type help for the commands.", file=out)
    while not game.is_over:
        seat = game.current_player
        if seat not in humans:
            action = choose(bots[seat], game)
            game.play(action)
            last_shown = None
            print(f"{names[seat]} ({bots[seat].name}): {action}", file=out)
            echo_log()
            continue
        if seat != last_shown:
            print(f"-- what {names[seat]} sees:", file=out)
            print(_show_view(game.view(seat)), file=out)
            last_shown = seat
        list_actions(seat)
        print(f"{names[seat]}> ", end="", file=out)
        out.flush()
        line = inp.readline()
        if not line:
            print("\nend of input: game stopped", file=out)
            return 1
        text = line.strip()
        if not text:
            continue
        word = text.lower()
        if word in ("help", "?", "h"):
            print(PLAY_HELP, file=out)
        elif word in ("show", "view"):
            print(_show_view(game.view(seat)), file=out)
        elif word == "log":
            for entry in game.log:
                print(f"  {entry}", file=out)
        elif word == "undo":
            if not human_moves:
                print("nothing to undo: you have not decided anything yet", file=out)
                continue
            game.goto(human_moves.pop())
            shown = len(game.log)
            last_shown = None
            print("undone: back to your decision", file=out)
        elif word in ("quit", "exit", "q"):
            print("game stopped", file=out)
            return 1
        else:
            legal = game.legal_actions()
            if text.isdigit() and 1 <= int(text) <= len(legal):
                text = legal[int(text) - 1].text
            before = len(game.history)
            try:
                game.play(text)
            except ValueError as e:
                print(f"{e}\n(type help for the commands)", file=out)
                continue
            human_moves.append(before)
            echo_log()
    result = game.result
    print(f"Game over: {result}", file=out)
    if result.scores:
        print("Scores: " + ", ".join(f"{names[i]} {v}" for i, v in enumerate(result.scores)), file=out)
    return 0


def cmd_play(args, out: TextIO, inp: TextIO) -> int:
    game = new_game(args.game, seed=args.seed, **parse_options(args.option))
    humans = sorted(set(args.seat or [0]))
    for h in humans:
        if not 0 <= h < game.players:
            raise ValueError(f"--seat {h}: {args.game} here has seats 0..{game.players - 1}")
    names = parse_bots(args.bots)
    others = [s for s in range(game.players) if s not in humans]
    if isinstance(names, str):
        names = [names] * len(others)
    if len(names) != len(others):
        raise ValueError(f"--bots: {len(names)} given for {len(others)} bot seats {others}; "
                         f"give one name for all or one per bot seat")
    bots = {s: make_bot(args.game, n, seed=args.seed + s) for s, n in zip(others, names)}
    return play(game, humans, bots, inp, out)


# ---------------------------------------------------------------------- main
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ogrelab", description=__doc__.splitlines()[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="\n".join(__doc__.splitlines()[2:]))
    sub = p.add_subparsers(dest="command", required=True)

    def game_arg(q):
        q.add_argument("game", help="one of: " + ", ".join(ogrelab.GAMES))
        q.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                       help="a game option (repeatable), e.g. players=3")
        q.add_argument("--seed", type=_seed, default=0, help="0 to 2**64 - 1")
        q.add_argument("--import", dest="imports", action="append", default=[], metavar="MODULE",
                       help="a module defining more games or bots, imported first (repeatable)")

    def run_arg(q, n):
        q.add_argument("-n", "--games", dest="n", type=int, default=n, help="games to play")
        q.add_argument("--workers", "-w", type=int, default=1, help="processes on this machine")
        q.add_argument("--scheduler", default=None, metavar="ADDRESS",
                       help="run on a Dask cluster, e.g. tcp://10.0.0.5:8786")
        q.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help="show a progress bar (default: for long runs)")
        q.add_argument("--out", default=None, help="write the frame: .parquet, .csv, .json, .jsonl")

    sub.add_parser("games", help="list the games, their options and bots")
    q = sub.add_parser("simulate", help="play many games and summarise them")
    game_arg(q)
    run_arg(q, 1000)
    q.add_argument("--bots", "-b", default=None,
                   help="one bot for every seat (default: heuristic), one per seat "
                        "(heuristic,random), or one per side (Boss=heuristic,Heroes=random)")
    q.add_argument("--moves", action="store_true", help="one row per move instead of per game")
    q.add_argument("--seating", choices=("rotate", "fixed"), default=None,
                   help="rotate: every deal once per cyclic rotation of the bots over the seats, "
                        "so seat and bot effects separate; fixed: the bots in the seats given "
                        "(default: rotate when the bots differ)")
    q.add_argument("--lead", action=argparse.BooleanOptionalAction, default=True,
                   help="follow the lead turn by turn (lead changes, decided at); "
                        "--no-lead is a little faster")
    q = sub.add_parser("metrics", help="summarise a saved frame of games")
    q.add_argument("file")
    q = sub.add_parser("tournament", help="every pair of bots; a win-rate matrix")
    game_arg(q)
    run_arg(q, 200)
    q.add_argument("--bots", "-b", required=True, help="the bots, comma separated")
    q = sub.add_parser("sweep", help="the same games over a grid of options")
    game_arg(q)
    run_arg(q, 1000)
    q.add_argument("--bots", "-b", default=None, help="as for simulate (default: heuristic)")
    q.add_argument("--vary", action="append", default=[], required=True, metavar="NAME=V1,V2",
                   help="an option and its values (repeatable)")
    q.add_argument("--seating", choices=("rotate", "fixed"), default=None,
                   help="as for simulate (default: rotate when the bots differ)")
    q.add_argument("--lead", action=argparse.BooleanOptionalAction, default=True,
                   help="follow the lead turn by turn (lead changes, decided at); "
                        "--no-lead is a little faster")
    q = sub.add_parser("ask", help="is the first player favoured? (or does --vs change it?) "
                                   "played until the evidence decides")
    game_arg(q)
    q.add_argument("--bots", "-b", default=None,
                   help="one bot for every seat (default: heuristic), or one per side")
    q.add_argument("--vs", action="append", default=[], metavar="NAME=VALUE",
                   help="compare with these options changed (repeatable), on the same deals")
    q.add_argument("--outcome", default="first_player_advantage",
                   help="with --vs: the figure compared (first_player_advantage, win_boss, turns, ...)")
    q.add_argument("--tolerance", type=float, default=None,
                   help="a difference under this counts as none (default 0.02: two percentage points)")
    q.add_argument("--start", type=int, default=200, help="deals at the first look")
    q.add_argument("--cap", type=int, default=3200, help="the most deals to play")
    q.add_argument("--workers", "-w", type=int, default=1, help="processes on this machine")
    q.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    q.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="a line per look")
    q.add_argument("--out", default=None, help="write the games: .parquet, .csv, .json, .jsonl")
    q = sub.add_parser("tune", help="option values nearest a target, confirmed on more deals")
    game_arg(q)
    q.add_argument("--vary", action="append", default=[], required=True, metavar="NAME=V1,V2",
                   help="an option and the values to try (repeatable: several options at once)")
    q.add_argument("--target", action="append", default=[], required=True, metavar="METRIC=VALUE",
                   help="a metric and its target, or min / max (repeatable)")
    q.add_argument("--bots", "-b", default=None, help="as for simulate (default: heuristic)")
    q.add_argument("-n", "--games", dest="n", type=int, default=200, help="deals per trial")
    q.add_argument("--trials", type=int, default=None, help="trials (default: every combination)")
    q.add_argument("--cap", type=int, default=None,
                   help="the most deals the confirming race plays (default 16 x -n)")
    q.add_argument("--workers", "-w", type=int, default=1, help="processes on this machine")
    q.add_argument("--scheduler", default=None, metavar="ADDRESS")
    q = sub.add_parser("play", help="play in the terminal against bots")
    game_arg(q)
    q.add_argument("--seat", type=int, action="append", help="your seat (repeatable; default 0)")
    q.add_argument("--bots", "-b", default="heuristic",
                   help="the bot for the other seats, or one per other seat")
    return p


def main(argv: Sequence[str] | None = None, out: TextIO | None = None,
         inp: TextIO | None = None) -> int:
    out = out or sys.stdout
    args = _parser().parse_args(argv)
    for module in getattr(args, "imports", []) or []:
        __import__(module)
    try:
        if args.command == "games":
            return cmd_games(args, out)
        if args.command == "simulate":
            return cmd_simulate(args, out)
        if args.command == "metrics":
            return cmd_metrics(args, out)
        if args.command == "tournament":
            return cmd_tournament(args, out)
        if args.command == "sweep":
            return cmd_sweep(args, out)
        if args.command == "ask":
            return cmd_ask(args, out)
        if args.command == "tune":
            return cmd_tune(args, out)
        return cmd_play(args, out, inp or sys.stdin)
    except ValueError as e:
        print(f"ogrelab {args.command}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
