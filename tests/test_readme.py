"""The README's Python examples run as written."""

import re
from pathlib import Path

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


@pytest.fixture(scope="module")
def session():
    """One namespace for the whole README, as a reader's session: later examples build on
    earlier ones, and each block runs once however many tests ask for it."""
    return {"namespace": {}, "done": 0}


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_example_runs(index, session):
    while session["done"] <= index:
        i = session["done"]
        session["done"] += 1          # a failing block is not run again for the next test
        exec(compile(BLOCKS[i], f"README.md block {i}", "exec"), session["namespace"])
