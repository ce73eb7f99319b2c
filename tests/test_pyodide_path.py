"""What a learner touches runs in the browser too (DESIGN.md, "Where the code runs"): Pyodide has
no pandas, numpy or plotly there, so the boards, the lessons and the rules notebooks' tables must
not import them. The static site (make site) depends on it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import ogrelab
from ogrelab.widgets import records_table

ROOT = Path(__file__).resolve().parents[1]

_BLOCKED = textwrap.dedent("""
    import importlib.abc, sys
    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name.split(".")[0] in {"pandas", "numpy", "plotly", "dask", "optuna", "pyarrow"}:
                raise ImportError(f"{name} imported on the browser's path")
    sys.meta_path.insert(0, Block())
""")


def test_boards_lessons_and_tables_import_no_pandas_numpy_or_plotly():
    code = _BLOCKED + textwrap.dedent("""
        import ogrelab
        from ogrelab.widgets import Board, lessons_page, page, records_table, teaching_board
        from ogrelab.widgets.shell import Board as _B
        for name in ogrelab.GAMES:
            board = page(name)
            assert isinstance(board, _B), name
            assert board.chart_panel is None, "without plotly the board has no chart to open"
            teaching_board(ogrelab.new_game(name, seed=1))
        from ogrelab.widgets.lessons import Lessons
        Lessons()
        from ogrelab.games.ogres_delight import examples
        records_table(examples.roster())._repr_html_()
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]


def test_records_table_draws_every_field_escaped_numbers_to_the_right():
    table = records_table([{"name": "Pip <the quick>", "hit points": 20}, {"name": "Gorm", "loot": "axe"}])
    page = table._repr_html_()
    assert table.columns == ["name", "hit points", "loot"]
    assert "Pip &lt;the quick&gt;" in page and "<th style='text-align:left'>loot</th>" in page
    assert "<td style='text-align:right'>20</td>" in page
    assert len(table) == 2 and page.count("<tr>") == 3
    assert ogrelab.GAMES   # the package imported as usual
