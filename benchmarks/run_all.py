"""Every speed benchmark in one run (``make bench``), printed as JSON lines.

RLCard's uno, the reference, runs in its own environment (.venv-uno, created on
first use). The engines' random playouts are measured side by side with it in
rounds: each round runs uno and every engine, each in its own process (uno first
in one round, last in the next), and takes each engine's actions per CPU second
over uno's in that round. A shared machine's speed drifts by a quarter from
minute to minute; the rounds' median ratio drifts less, the range shows how far
one round strays, and the best round against uno's best (noise only ever slows
a run) is given too.

    python benchmarks/run_all.py [--rounds 5]
"""

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

import ogrelab

HERE = Path(__file__).parent
ROOT = HERE.parent
UNO_VENV = ROOT / ".venv-uno"
PY = sys.executable
#: Games per engine in a round, about half a CPU second each (Ogre Bash's games are long); a game
#: not named here plays 1,000.
GAMES_PER_ROUND = {"ogre_cheerleaders": 3000, "zombies_vs_cheerleaders": 3000, "ogres_delight": 1000, "ogre_bash": 150}
GAMES = {name: GAMES_PER_ROUND.get(name, 1000) for name in ogrelab.GAMES}
UNO_GAMES = 1000
#: The speed every engine keeps against uno, in random playouts.
TARGET = 2.5


def run(*cmd, echo=True):
    if echo:
        print("$", " ".join(str(c) for c in cmd), flush=True)
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if out.returncode:
        print(out.stderr[-2000:], flush=True)
    return out.stdout.strip()


def last_json(text: str) -> dict:
    return json.loads(text.splitlines()[-1])


def against_uno(rounds: int) -> None:
    """Each engine's random playouts against uno's, round by round (uno first, then last, in turn):
    one JSON line per round, then one per engine with the median ratio, its range, the best round
    against uno's best and the rounds under :data:`TARGET`."""
    if not (UNO_VENV / "bin" / "python").exists():
        run("python3", "-m", "venv", UNO_VENV)
        run(UNO_VENV / "bin" / "pip", "install", "--quiet", "rlcard")
    print(f"$ {rounds} rounds of {UNO_VENV / 'bin' / 'python'} {HERE / 'uno.py'} --games {UNO_GAMES} and "
          + ", ".join(f"playouts.py {name} --games {n}" for name, n in GAMES.items())
          + " (uno first, then last, in turn)", flush=True)
    ratios: dict[str, list[float]] = {name: [] for name in GAMES}
    speeds: dict[str, list[int]] = {name: [] for name in ["rlcard uno", *GAMES]}
    for k in range(rounds):
        # uno first in one round, last in the next: a machine that slows under a run of work
        # favours neither side
        order = ["rlcard uno", *GAMES] if k % 2 == 0 else [*reversed(GAMES), "rlcard uno"]
        speed = {}
        for name in order:
            if name == "rlcard uno":
                cmd = (UNO_VENV / "bin" / "python", HERE / "uno.py", "--games", UNO_GAMES)
            else:
                cmd = (PY, HERE / "playouts.py", name, "--games", GAMES[name])
            speed[name] = last_json(run(*cmd, echo=False))["actions_per_cpu_s"]
            speeds[name].append(speed[name])
        line = {"round": k + 1, "uno_actions_per_cpu_s": speed["rlcard uno"]}
        for name in GAMES:
            ratios[name].append(speed[name] / speed["rlcard uno"])
            line[name] = round(ratios[name][-1], 2)
        print(json.dumps(line), flush=True)
    print(json.dumps({"game": "rlcard uno", "rounds": rounds,
                      "actions_per_cpu_s": round(statistics.median(speeds["rlcard uno"]))}), flush=True)
    for name, values in ratios.items():
        print(json.dumps({"game": name, "rounds": rounds,
                          "actions_per_cpu_s": round(statistics.median(speeds[name])),
                          "x_uno": round(statistics.median(values), 2),
                          "x_uno_range": [round(min(values), 2), round(max(values), 2)],
                          # noise only ever slows a run down: each one's fastest round, against uno's
                          "x_uno_best": round(max(speeds[name]) / max(speeds["rlcard uno"]), 2),
                          f"rounds_under_{TARGET}": sum(v < TARGET for v in values)}), flush=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of uno and every engine (default 5)")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error(f"--rounds: expected a whole number >= 1, got {args.rounds}")
    against_uno(args.rounds)
    print(run(PY, HERE / "clone.py"), flush=True)
    print(run(PY, HERE / "simulate.py", "ogre_cheerleaders", "--games", "10000"), flush=True)
    print(run(PY, HERE / "board_redraw.py"), flush=True)
    print(run(PY, HERE / "click_cost.py"), flush=True)
    print(run(PY, HERE / "app_open.py"), flush=True)
    print("(the classroom benchmark loads the machine for minutes: run it on its own,"
          " python benchmarks/classroom.py)", flush=True)


if __name__ == "__main__":
    main()
