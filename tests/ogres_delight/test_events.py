"""Events: the effects of the events a skill carries, as the rulebook lists them."""

from __future__ import annotations

from ogrelab.games.ogres_delight import examples as ex


def test_event_reveal_acts_when_the_target_it_was_carried_to_dies_in_the_same_cast():
    """Reveal: 'All cards facing down are turned face up' names no player, so a Reveal carried to a
    target who dies in the same cast still turns the boss's face-down channel face up."""
    g = ex.position(ex.MIREWORT, heroes=[ex.NETTLE, ex.MAUVE], hp={2: 1}, phase="react", active=1, decider=2,
                    hands={1: [], 2: ["Hex Bolt"]},
                    channel={0: {"skill": "Witching Hour", "targets": [1, 2], "turns_left": 2, "face_down": True}},
                    cast={"by": 1, "targets": [2], "passed": [],
                          "skills": [("Soothe", 1, False), ("Arcane Infusion", 2, False),
                                     ("Scrying Glance", 2, False)]})
    ex.finish_reactions(g)
    assert not g.alive[2]                    # Soothe's heal 3, turned to magic (+2): Mauve dies
    assert f"{ex.MAUVE} dies" in g.log
    assert f"Reveal: {ex.MIREWORT} is channelling Witching Hour" in g.log
    assert g.channel[0]["face_down"] is False
    assert g.view(1)["state"]["seats"][0]["channel"]["skill"] == "Witching Hour"
