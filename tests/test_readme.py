"""The Python examples of the README, the docs and CONTRIBUTING.md run as written, in reading order."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
#: The pages in the order the README's table sends a reader through them.
PAGES = ["README.md", "docs/protocol.md", "docs/apps.md", "docs/lessons.md", "docs/design.md", "docs/speed.md",
         "CONTRIBUTING.md"]
BLOCKS = [(page, block) for page in PAGES
          for block in re.findall(r"```python\n(.*?)```", (ROOT / page).read_text(), flags=re.S)]


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
        page, block = BLOCKS[i]
        exec(compile(block, f"{page} block {i}", "exec"), session["namespace"])


def test_the_readme_is_short_and_every_page_it_links_exists():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.encode()) < 10_000, "the README is the front page: details go to docs/"
    assert readme.startswith("# ogrelab\n\n```sh\nmake app"), "the first lines are the two commands"
    links = re.findall(r"\]\(((?:docs/|ogrelab/|benchmarks/|binder/|CONTRIBUTING)[^)#]*)\)", readme)
    assert set(PAGES[1:]) <= set(links)
    for link in links:
        assert (ROOT / link).exists(), link
