"""Every speed benchmark in one run (``make bench``), printed as JSON lines.

RLCard's uno runs first, in its own environment (.venv-uno, created on first
use), so that every figure of ogrelab is compared with a reference measured in
the same run on the same machine.
"""

import json
import subprocess
import sys
from pathlib import Path

import ogrelab

HERE = Path(__file__).parent
ROOT = HERE.parent
UNO_VENV = ROOT / ".venv-uno"
PY = sys.executable


def run(*cmd):
    print("$", " ".join(str(c) for c in cmd), flush=True)
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if out.returncode:
        print(out.stderr[-2000:], flush=True)
    return out.stdout.strip()


def main():
    if not (UNO_VENV / "bin" / "python").exists():
        run("python3", "-m", "venv", UNO_VENV)
        run(UNO_VENV / "bin" / "pip", "install", "--quiet", "rlcard")
    uno = json.loads(run(UNO_VENV / "bin" / "python", HERE / "uno.py", "--games", "1000").splitlines()[-1])
    print(json.dumps(uno), flush=True)
    for name in ogrelab.GAMES:
        line = run(PY, HERE / "playouts.py", name, "--games", "1000").splitlines()[-1]
        fig = json.loads(line)
        fig["x_uno"] = round(fig["actions_per_s"] / uno["actions_per_s"], 2)
        print(json.dumps(fig), flush=True)
    print(run(PY, HERE / "clone.py"), flush=True)
    print(run(PY, HERE / "simulate.py", "ogre_cheerleaders", "--games", "10000"), flush=True)
    print(run(PY, HERE / "board_redraw.py"), flush=True)
    print(run(PY, HERE / "click_cost.py"), flush=True)
    print(run(PY, HERE / "app_open.py"), flush=True)
    print("(the classroom benchmark loads the machine for minutes: run it on its own,"
          " python benchmarks/classroom.py)", flush=True)


if __name__ == "__main__":
    main()
