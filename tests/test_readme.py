"""The README's Python examples run as written."""

import re
from pathlib import Path

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_example_runs(index):
    namespace: dict = {}
    for block in BLOCKS[: index + 1]:   # later examples build on earlier ones
        exec(compile(block, f"README.md block {index}", "exec"), namespace)
