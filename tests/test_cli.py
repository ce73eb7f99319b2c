"""The command line: python -m ogrelab simulate / metrics / tournament / sweep / play / games."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import ogrelab
import ogrelab.analysis as oa
from ogrelab.__main__ import main, parse_grid, parse_options

import toygame  # noqa: F401  (registers the test game)

TOY = "test_high_card"
ROOT = Path(__file__).resolve().parent.parent


def run(argv, stdin=""):
    out = io.StringIO()
    code = main(argv, out=out, inp=io.StringIO(stdin))
    return code, out.getvalue()


def test_simulate_prints_a_summary_and_writes_the_frame(tmp_path):
    path = tmp_path / "results.parquet"
    code, text = run(["simulate", TOY, "-n", "60", "--workers", "2", "--seed", "4",
                      "--option", "target=3", "--out", str(path)])
    assert code == 0
    assert "60 games of test_high_card" in text and "(2 workers)" in text
    assert "Seat 0" in text and "won" in text and "draws" in text and "turns" in text
    assert f"wrote 60 rows to {path}" in text
    saved = pd.read_parquet(path)
    expected = oa.simulate(TOY, 60, seed=4, options={"target": 3})
    assert saved["seed"].tolist() == expected["seed"].tolist()
    assert saved["winner"].tolist() == expected["winner"].tolist()
    assert (saved["opt_target"] == 3).all()
    code, again = run(["metrics", str(path)])
    assert code == 0 and "60 games" in again


def test_simulate_writes_csv_and_moves(tmp_path):
    path = tmp_path / "moves.csv"
    code, text = run(["simulate", TOY, "-n", "5", "--moves", "--out", str(path)])
    assert code == 0
    moves = pd.read_csv(path)
    assert {"move", "seat", "action", "won"} <= set(moves.columns)
    assert len(moves) == oa.simulate(TOY, 5)["actions"].sum()
    code, text = run(["simulate", TOY, "-n", "5", "--out", str(tmp_path / "x.txt")])
    assert code == 2


def test_tournament_and_sweep_print_their_tables():
    code, text = run(["tournament", TOY, "--bots", "random,ismcts:iterations=5", "-n", "6"])
    assert code == 0 and "win rate of each row bot" in text
    assert "ismcts:iterations=5" in text and "%" in text
    code, text = run(["sweep", TOY, "--vary", "target=2,3", "-n", "10"])
    assert code == 0
    assert "target=2: 10 games" in text and "target=3: 10 games" in text


def test_bad_input_is_reported_with_exit_code_2(capsys):
    assert run(["simulate", TOY, "-n", "5", "--option", "colour=red"])[0] == 2
    assert "no option colour" in capsys.readouterr().err
    assert run(["simulate", TOY, "-n", "5", "--bots", "random,random,random"])[0] == 2
    assert "bots: 3 given" in capsys.readouterr().err
    assert run(["tournament", TOY, "--bots", "random", "-n", "5"])[0] == 2
    with pytest.raises(SystemExit):
        run(["simulate"])


def test_options_and_grids_are_read_as_json_values():
    assert parse_options(["players=3", "name=Oafs", "flag=true"]) == {
        "players": 3, "name": "Oafs", "flag": True}
    assert parse_grid(["fists=6,8,10", "deck=[1,2]"]) == {"fists": [6, 8, 10], "deck": [1, 2]}
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_options(["players"])


def test_play_lets_a_person_type_actions_with_help_and_undo():
    # seat 0 plays seed 3 by action number and by text; undo takes back the last decision
    script = "help\nshow\nplay 1\nundo\nplay 99\n" + "1\n" * 40
    code, text = run(["play", TOY, "--bots", "random", "--seed", "3"], script)
    assert code == 0
    assert "Type an action's text (or its number)" in text
    assert "hands: [[12, 7, 1], 3]" in text          # show: seat 0's own hand, the other counted
    assert "undone: back to your decision" in text
    assert "illegal action 'play 99'" in text
    assert "Seat 1 (random):" in text
    assert "Game over:" in text


def test_undo_takes_back_the_bot_moves_after_the_decision_too():
    game = toygame.HighCard(seed=3)
    out = io.StringIO()
    from ogrelab.__main__ import play
    from ogrelab.core import make_bot
    script = io.StringIO("play 1\nstop\nundo\nquit\n")
    play(game, [0], {1: make_bot(TOY, "random", seed=1)}, script, out)
    # after 'stop' seat 1 moved; undo goes back to seat 0's 'stop' decision
    assert game.history == ["play 1"]
    assert game.current_player == 0
    assert "game stopped" in out.getvalue()


def test_play_stops_at_end_of_input():
    code, text = run(["play", TOY, "--bots", "random"], "")
    assert code == 1 and "end of input" in text


def test_python_dash_m_ogrelab_runs():
    env = dict(os.environ, PYTHONPATH=str(ROOT / "tests"))
    done = subprocess.run([sys.executable, "-m", "ogrelab", "simulate", TOY, "-n", "8",
                           "--import", "toygame"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "8 games of test_high_card" in done.stdout
    done = subprocess.run([sys.executable, "-m", "ogrelab", "games"], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    for name in ogrelab.GAMES:
        assert name in done.stdout
