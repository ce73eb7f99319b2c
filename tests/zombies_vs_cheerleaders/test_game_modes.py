"""3 Game Modes and Components: the cards each mode plays with."""

import ogrelab


def test_modes_use_their_cards():
    """Modes: 4, 5 or 6 columns of 6 zombie cards, 2 barricades per pile; every mode has bosses."""
    for cols, bosses in ((4, 2), (5, 4), (6, 6)):
        g = ogrelab.new_game("zombies_vs_cheerleaders", seed=3, columns=cols)
        st = g.to_dict()["state"]
        assert len(st["zombies"]) == 6 * cols and all(len(p) == 2 for p in st["barricades"])
        assert [c["name"] for c in st["cheerleaders"]] != [] and len(st["cheerleaders"]) == cols
        names = [zd["card"] for zd in st["zombies"]]
        assert sum(n in ("coach", "nurse", "security guard", "principal", "janitor", "teacher's pet")
                   for n in names) == bosses
