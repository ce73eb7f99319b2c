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


def test_event_taunt_preview_names_the_taunter_as_the_new_target():
    """Taunt: 'becomes the new and only target of the cast': the preview of the taunt says who takes the blow."""
    g = ex.taunt_redirect()
    assert g.preview("play Challenge") == (f"with Challenge the cast at {ex.BRISKET}: "
                                           f"{ex.BRISKET} takes 9 damage (33/42 hp)")
    assert g.preview("pass") == (f"adds nothing; as it stands the cast at {ex.TILLY}: "
                                 f"{ex.TILLY} takes 9 damage (21/30 hp)")


def test_event_interrupt_preview_says_the_channel_is_interrupted():
    """Interrupt: 'Interrupts a currently channelled cast of the target', as the foundation's preview says."""
    g = ex.interrupt_channel()
    assert g.preview(f"cast Shield Slam at {ex.MIREWORT}") == (
        f"at {ex.MIREWORT}: {ex.MIREWORT} takes 3 damage (241/244 hp); interrupts {ex.MIREWORT}'s channel, "
        "before any reactive")
