"""My Ear!: "When you play this card, nothing happens and play continues to the next player." """

from __future__ import annotations

from ogrelab.games.ogre_bash.positions import NO_WIN, position


def test_my_ear_nothing_happens():
    """My Ear!: "nothing happens and play continues to the next player." """
    g = position([["My Ear!"] + NO_WIN[0], NO_WIN[1], NO_WIN[2]], seat=0)
    before = g.to_dict()["state"]
    g.play("play My Ear!")
    st = g.to_dict()["state"]
    assert st["hands"][1:] == before["hands"][1:] and st["discard"] == ["My Ear!"]
    assert st["seat"] == 1 and st["deck"] == before["deck"]



def test_my_ear_previews_that_nothing_happens():
    """My Ear!: "nothing happens and play continues to the next player." """
    g = position([NO_WIN[1], NO_WIN[2], ["My Ear!"] + NO_WIN[0]], seat=2)
    assert g.preview("play My Ear!") == "nothing happens; play passes to seat 0"
