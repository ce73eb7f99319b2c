"""Every section of each rulebook has a matching section in its rules notebook.

The headings below are the rulebooks' own section titles (Ogre's Delight's
rulebook has none printed, so its phases and concepts stand in for them).
"""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"

RULEBOOK_SECTIONS = {
    "ogre_cheerleaders": [
        "Set-up", "Ogre Cards", "Gameplay Overview", "Play Phase", "Scoring Phase", "Draw Phase",
        "End Game", "Ogre Card effects", "Ogre Notes on Playing Cards", "Ogre Notes on Scoring",
        "Miscellaneous Ogre Notes",
    ],
    "ogre_bash": [
        "Object", "Set Up", "Play", "Winning the Hand", "Ogre Note", "Cards",
        "Bash Left, Right and Across", "Steal", "Hurt Bad", "Fix Club", "Big Bash", "Go Bash",
        "My Ear!", "Wild Bash", "Winning Hands", "Bashful", "Me, Me, Me, Me, Me", "Family Portrait",
        "Ouch My Ear!", "Ogre Bash",
    ],
    "zombies_vs_cheerleaders": [
        "Aim of the Game", "Principle of the Game", "Components", "Game Modes", "Game Setup",
        "Flow of the Game", "Detailed Description of the Zombie Actions",
        "Advance an entire column or row", "Attack a barricade or a cheerleader",
        "Special Actions from the Barricades", "The Zombies", "The Boss Zombies",
        "Detailed Description of the Cheerleaders Actions", "Swap the positions of two cheerleaders",
        "Move a barricade", "Shoot", "Use Clover's or Sandy's ability",
        "Special Actions from the Boss Zombies", "The Cheerleaders", "End of the Game",
    ],
    "ogres_delight": [
        "Preparation", "Draft", "Deck building", "Encounter preparation", "Encounter", "Turn",
        "Loot", "Cast", "Skill types", "General attributes", "Energy", "Targets", "Self-only",
        "Casttime", "One-time use", "Effects and events", "Amplifications", "Events",
        "Transmutations", "Stealth", "Resolution", "End of the game",
    ],
}


def norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def headings(path: Path) -> list[str]:
    nb = json.loads(path.read_text())
    found = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            src = "".join(cell["source"])
            found += [norm(m) for m in re.findall(r"^#{1,6}\s+(.*)$", src, flags=re.M)]
    return found


@pytest.mark.parametrize("game", sorted(RULEBOOK_SECTIONS))
def test_every_rulebook_section_has_a_section_in_the_rules_notebook(game):
    path = NOTEBOOKS / game / "rules.ipynb"
    assert path.exists(), f"{path} is missing"
    found = headings(path)
    missing = [s for s in RULEBOOK_SECTIONS[game] if not any(norm(s) in h for h in found)]
    assert not missing, f"{path.name} of {game} has no section for: {missing}"


@pytest.mark.parametrize("game", sorted(RULEBOOK_SECTIONS))
def test_rules_notebook_closes_with_the_rulings_table(game):
    nb = json.loads((NOTEBOOKS / game / "rules.ipynb").read_text())
    last_md = "".join(next(c["source"] for c in reversed(nb["cells"]) if c["cell_type"] == "markdown"))
    tail = "".join("".join(c["source"]) for c in nb["cells"][-4:])
    assert "Rulings" in tail or "rulings" in tail, "the rulings table closes the notebook"
    assert "|" in tail and ("option" in tail.lower()), last_md[:200]


def readme_rulings(game: str) -> list[str]:
    readme = (Path(__file__).parent.parent / "ogrelab" / "games" / game / "README.md").read_text()
    section = readme.split("\n## Rulings", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("|")]


@pytest.mark.parametrize("game", sorted(RULEBOOK_SECTIONS))
def test_rules_notebook_rulings_table_matches_the_game_readme(game):
    nb = json.loads((NOTEBOOKS / game / "rules.ipynb").read_text())
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    table = [c for c in cells if "ulings" in c and "|" in c][-1]
    rows = [line for line in table.splitlines() if line.startswith("|")]
    assert rows == readme_rulings(game), "copy the README's rulings table into the notebook"


@pytest.mark.parametrize("path", sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts),
                         ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_notebooks_are_committed_without_bulky_outputs(path):
    """Only the cells whose output nbval checks keep it; no saved widget state."""
    nb = json.loads(path.read_text())
    assert "widgets" not in nb["metadata"], "saved widget state: clear it before committing"
    for cell in nb["cells"]:
        if cell["cell_type"] == "code" and "NBVAL_CHECK_OUTPUT" not in "".join(cell["source"]):
            assert not cell["outputs"], f"an unchecked output is saved in {path.name}"
