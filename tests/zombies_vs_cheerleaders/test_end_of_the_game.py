"""End of the Game: all the zombies destroyed, a knocked-out cheerleader eaten, Clover out with
no energy left; the turn limit (a ruling)."""

from ogrelab.games.zombies_vs_cheerleaders.positions import ch, position, z


def test_cheerleaders_win_when_all_zombies_are_destroyed():
    """End: the Cheerleaders win immediately if all the zombies are destroyed."""
    g = position([z("football player", 4, 3)], side=1)
    g.play("Vanessa shoots row 3")
    assert g.is_over and g.result.winners == (1,) and g.result.ending == "cleared"


def test_clover_knocked_out_and_no_energy_left_zombies_win():
    """End: if Clover is KO and no other cheerleader has energy, the Zombies win."""
    ko = [ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0)]
    g = position([z("nerds", 1, 3), z("nerds", 2, 5)], side=1, cheerleaders=ko)
    g.play("Gloria shoots row 3")
    assert g.is_over and g.result.winners == (0,) and g.result.ending == "clover_out"
    assert "Clover" in g.result.reason
    g = position([z("teacher", 1, 1)], cheerleaders=ko)
    g.play("c1r1 attacks Gloria")
    assert g.is_over and g.result.winners == (0,) and g.result.ending == "clover_out"


def test_turn_limit_ends_in_a_draw():
    """Option turn_limit: random play always ends; at the limit the game is a draw."""
    g = position([z("nerds", 1, 7)], options={"turn_limit": 2})
    g.play("end turn")
    g.play("end turn")
    assert g.is_over and g.result.draw and g.result.ending == "turn_limit"


def test_moving_onto_a_knocked_out_cheerleader_wins():
    """Aim: the Zombies win if a zombie is placed on top of a knocked-out cheerleader."""
    g = position([z("nerds", 1, 1, False)], cheerleaders=[ch("Gloria", 0, ko=True), "Pam", "Clover", "Vanessa"])
    g.play("advance column 1")
    assert g.is_over and g.result.winners == (0,) and g.result.ending == "eaten"
    assert "Gloria" in g.result.reason


def test_lunch_lady_who_knocks_out_clover_wins_before_she_leaves():
    """The lunch lady: her attack lands, then she is destroyed; Clover KO with no energy left wins first (ruling)."""
    g = position([z("lunch lady", 3, 1)], cheerleaders=[ch("Gloria", 0), ch("Pam", 0), ch("Clover", 1), ch("Vanessa", 0)])
    g.play("c3r1 attacks Clover")
    assert g.result.winners == (0,) and g.result.ending == "clover_out"


def test_both_endings_at_once_the_cheerleaders_win():
    """End: "The Cheerleaders player wins immediately if all the zombies are destroyed" is checked first (ruling)."""
    g = position([z("nerds", 1, 3)], side=1,
                 cheerleaders=[ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0)])
    g.play("Gloria shoots row 3")
    assert g.result.winners == (1,) and g.result.ending == "cleared"


def test_samanthas_tokens_keep_the_cheerleaders_in_the_game():
    """End: Clover KO and "no other cheerleader has Energy tokens"; Samantha's tokens count (ruling)."""
    g = position([z("nerds", 1, 3), z("nerds", 2, 5)], columns=6, side=1,
                 cheerleaders=[ch("Gloria", 1), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0),
                               ch("Sandy", 0), ch("Samantha", 2)])
    g.play("Gloria shoots row 3")
    assert not g.is_over


def test_sandy_sacrifice_can_be_the_last_straw():
    """End: Sandy knocked out by her own acid; if Clover is KO and nobody has energy, the Zombies win."""
    g = position([z("nerds", 5, 1), z("nerds", 2, 5)], columns=5, side=1,
                 cheerleaders=[ch("Gloria", 0), ch("Pam", 0), ch("Clover", 0, ko=True), ch("Vanessa", 0), ch("Sandy", 0)])
    g.play("Sandy sacrifices herself")
    assert g.result.winners == (0,) and g.result.ending == "clover_out"
