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


def test_every_example_of_the_help_names_real_options():
    """The help's sweep example once varied an option Ogre Bash does not have ('fists')."""
    from ogrelab.__main__ import __doc__ as doc
    for line in doc.splitlines():
        words = line.split("#")[0].split()
        for flag in ("--vary", "--vs", "--option"):
            if flag in words:
                name = words[words.index(flag) + 1].split("=")[0]
                game = words[words.index("ogrelab") + 2]
                assert name in ogrelab.core.game_class(game).OPTIONS, line


def test_metrics_of_a_missing_file_is_a_message_not_a_traceback(capsys):
    code, _ = run(["metrics", "nonexist.parquet"])
    err = capsys.readouterr().err
    assert code == 2 and "no such file" in err and "Traceback" not in err


def test_tournament_prints_intervals():
    code, text = run(["tournament", TOY, "--bots", "random,ismcts:iterations=3", "-n", "20"])
    assert code == 0 and "95 % interval" in text
    assert text.count("[") >= 2 and "%, " in text


def test_sweep_takes_a_seating():
    code, text = run(["sweep", TOY, "--vary", "target=2,3", "-n", "10", "--bots",
                      "random,ismcts:iterations=2", "--seating", "fixed"])
    assert code == 0 and "seating: fixed" in text


def test_a_seed_beyond_the_limit_is_refused(capsys):
    with pytest.raises(SystemExit):
        run(["simulate", TOY, "-n", "2", "--seed", str(10 ** 23)])
    assert "out of range 0..18446744073709551615" in capsys.readouterr().err


def test_ask_answers_the_first_player_question_with_the_deals_behind_it():
    code, text = run(["ask", TOY, "--start", "40", "--cap", "80", "--no-progress"])
    assert code == 0 and "Is the first player favoured?" in text
    assert "deals" in text and "interval" in text


def test_simulate_between_different_bots_says_the_seat_figure_is_the_matchups():
    code, text = run(["simulate", TOY, "-n", "30", "--bots", "random,ismcts:iterations=2"])
    assert code == 0 and "Bot strength:" in text and "in this matchup" in text


def test_simulate_of_a_game_of_sides_reports_the_sides():
    code, text = run(["simulate", "zombies_vs_cheerleaders", "-n", "20", "--bots", "random"])
    assert code == 0 and "A game of sides" in text and "first player" not in text.lower()


def test_tune_prints_a_confirmed_answer():
    code, text = run(["tune", TOY, "--vary", "target=1,2,9", "--target", "turns_mean=2.5",
                      "-n", "30", "--cap", "120"])
    assert code == 0 and "confirmed by a race" in text


def test_games_lists_each_option_by_its_words_and_its_special_values():
    out = io.StringIO()
    assert main(["games"], out=out) == 0
    text = out.getvalue()
    assert "--option dealer=-1  First dealer: " in text and "(-1: chosen at random)" in text
    assert "--option deck=null  Deck: " in text and "null: the rulebook's deck" in text
