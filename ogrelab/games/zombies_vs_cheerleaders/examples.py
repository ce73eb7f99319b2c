"""Named positions for the rules walkthrough: each shows one rule of the rulebook happening.

Every function returns a game at a hand-written position (the state format of
this package's README). Cards named nowhere are out of the game, so a position
holds only the cards its rule needs. Columns and rows are numbered as in the
action texts: column 1 is the leftmost, row 0 holds the cheerleaders, row 1 the
barricade piles and the zombies start at row 3.

Each is written with :func:`.positions.scene`; :mod:`.positions` holds the helpers
that write a position by hand and read one back, for these and for the tests.
"""

from __future__ import annotations

import ogrelab

from .cards import CHEER_DATA, CHEERLEADERS, DATA, MODE_CARDS, PLAIN, QUEEN
from .positions import b, scene, squad, z
from .rules import ZombiesVsCheerleaders


# ------------------------------------------------------------------ the whole game
def opening(columns: int = 4, seed: int = 1) -> ZombiesVsCheerleaders:
    """A new game set up at random from the seed: the Zombies move first."""
    return ogrelab.new_game("zombies_vs_cheerleaders", seed=seed, columns=columns)


def setup_by_hand(columns: int = 4, seed: int = 1) -> ZombiesVsCheerleaders:
    """A new game whose set-up decisions (piles, cheerleader order, zombie columns) are the players'."""
    return ogrelab.new_game("zombies_vs_cheerleaders", seed=seed, columns=columns, auto_setup=False)


def modes() -> list[dict]:
    """One record per game mode: its cards, counted from the card data."""
    rows = []
    for m in (4, 5, 6):
        zombies, barricades, cheerleaders = MODE_CARDS[m]
        bosses = [n for n in zombies if n in DATA["bosses"]]
        rows.append({
            "columns": m, "mode": DATA["modes"][str(m)]["title"],
            "cheerleaders": ", ".join(cheerleaders),
            "zombies": sum(k for n, k in zombies.items() if n not in bosses),
            "bosses": ", ".join(bosses),
            "barricades": sum(barricades.values()),
            "special barricades": sum(k for n, k in barricades.items() if n != PLAIN),
        })
    return rows


def cards() -> dict[str, list[dict]]:
    """The card data as tables: cheerleaders, zombies, bosses and barricades."""
    marks = {"": "every mode", "V": "5 and 6 columns", "VI": "6 columns"}
    return {
        "cheerleaders": [{"cheerleader": n, "energy": d["energy"], "strength": d["strength"],
                          "weapon": d["weapon"], "columns": ", ".join(map(str, d["modes"]))}
                         for n, d in CHEER_DATA.items()],
        "zombies": [{"zombie": n, "strength": d["strength"], "stamina": d["stamina"],
                     "cards (4/5/6 columns)": "/".join(str(MODE_CARDS[m][0].get(n, 0)) for m in (4, 5, 6)),
                     "ability": d["ability"]} for n, d in DATA["zombies"].items()],
        "bosses": [{"boss": n, "strength": DATA["boss_stats"]["strength"],
                    "stamina": DATA["boss_stats"]["stamina"], "in play": marks[d["marking"]],
                    "special action for the Cheerleaders": d["action"]} for n, d in DATA["bosses"].items()]
        + [{"boss": QUEEN, "strength": DATA["prom_queen"]["strength"],
            "stamina": "invincible, then 1", "in play": "6 columns (by a barricade)",
            "special action for the Cheerleaders": ""}],
        "barricades": [{"barricade": n,
                        "cards (4/5/6 columns)": "/".join(str(MODE_CARDS[m][1].get(n, 0)) for m in (4, 5, 6)),
                        "special action for the Zombies": d["action"] or "(none)"}
                       for n, d in DATA["barricades"].items()],
    }


def last_action_of_the_turn() -> ZombiesVsCheerleaders:
    """The Zombies have one action left; after it the Cheerleaders take their three."""
    return scene([z("football player", 1, 4), z("teacher", 2, 3, up=False), z("nerds", 3, 5)],
                 actions=1, note="The Zombies have spent two of their three actions")


# ------------------------------------------------------------------ zombie actions
def reveal_is_free() -> ZombiesVsCheerleaders:
    """A face-down teacher in front of a barricade: revealing it costs no action, then it may attack."""
    return scene([z("teacher", 1, 2, up=False), z("nerds", 2, 4, up=False)],
                 note="A face-down zombie stands in front of barricade pile 1")


def advance_with_gaps() -> ZombiesVsCheerleaders:
    """Column 1 keeps its gap when it advances; in column 2 the barricade blocks two zombies."""
    return scene([z("football player", 1, 3), z("nerds", 1, 5), z("teacher", 1, 6),
                  z("baseball player", 2, 2), z("lunch lady", 2, 3), z("bass drum player", 2, 5)],
                 note="Column 1 has a gap at row 4; column 2 is stopped by its barricade")


def sideways_move() -> ZombiesVsCheerleaders:
    """Every column is blocked, so one zombie may step into the next column, in the same row."""
    return scene([z("teacher", 1, 2), z("football player", 1, 3), z("baseball player", 1, 4),
                  z("lunch lady", 2, 2), z("teacher", 3, 2), z("bass drum player", 3, 3),
                  z("football player", 4, 2)],
                 note="No column can advance: every front zombie stands at a barricade")


def strength_two_on_damaged_pile() -> ZombiesVsCheerleaders:
    """A Strength 2 teacher attacks a damaged barricade lying on an intact one."""
    return scene([z("teacher", 1, 2)], piles={1: [b(PLAIN), b(PLAIN, damaged=True)]},
                 note="Pile 1: a damaged barricade on top of an intact one")


def strength_two_on_cheerleader() -> ZombiesVsCheerleaders:
    """A Strength 2 teacher attacks Vanessa, who has 3 energy tokens: she is not knocked out."""
    return scene([z("teacher", 4, 1)], piles={4: []},
                 note="Vanessa's barricade is gone; a teacher stands in front of her")


def moved_zombies_cannot_attack() -> ZombiesVsCheerleaders:
    """A zombie that advanced this turn may not attack, even when it ends in front of a barricade."""
    return scene([z("lunch lady", 1, 3), z("teacher", 2, 2)],
                 note="The lunch lady is one step from barricade 1; the teacher is already there")


# ------------------------------------------------------------------ barricade special actions
def special_barricade_destroyed() -> ZombiesVsCheerleaders:
    """The damaged Sniper barricade is destroyed: the Zombies keep its special action."""
    return scene([z("football player", 1, 2)], piles={1: [b(PLAIN), b("Sniper", damaged=True)]},
                 note="The top of pile 1 is the damaged side of the Sniper barricade")


def sniper() -> ZombiesVsCheerleaders:
    """Sniper: a baseball player far back makes a Strength 2 ranged attack on its barricade."""
    return scene([z("baseball player", 1, 5), z("nerds", 2, 3)], zombies_keep=["Sniper"],
                 note="The Zombies hold the Sniper card")


def ziiiiip() -> ZombiesVsCheerleaders:
    """Ziiiiip: a whole column rushes as close as it can to its barricade."""
    return scene([z("teacher", 2, 4), z("nerds", 2, 6, up=False), z("lunch lady", 2, 8, up=False)],
                 zombies_keep=["Ziiiiip"], note="The Zombies hold the Ziiiiip card")


def fresh_meat() -> ZombiesVsCheerleaders:
    """Fresh meat: a column's revealed zombies go face down (not an injured teacher) and are reordered."""
    return scene([z("lunch lady", 3, 2), z("teacher", 3, 3, wounded=True), z("football player", 3, 4),
                  z("nerds", 3, 5, up=False)], zombies_keep=["Fresh meat"],
                 note="Column 3 shows its lunch lady, an injured teacher and a football player")


def classes_begin() -> ZombiesVsCheerleaders:
    """Classes begin: every column moves up to two spaces forward, blocked zombies stay."""
    return scene([z("teacher", 1, 3), z("nerds", 1, 4), z("lunch lady", 2, 4, up=False),
                  z("football player", 3, 2), z("baseball player", 3, 5), z("teacher", 4, 6, up=False)],
                 zombies_keep=["Classes begin"], note="The Zombies hold the Classes begin card")


def return_of_the_zombies_3() -> ZombiesVsCheerleaders:
    """Return of the Zombies 3: three discarded zombies come back, each behind a different column."""
    return scene([z("teacher", 1, 3), z("nerds", 2, 4), z("lunch lady", 4, 3)],
                 zombies_keep=["Return of the Zombies 3"],
                 zombie_discard=["football player", "nerds", "baseball player", "teacher"],
                 cheerleaders_keep=["nurse"],
                 note="Four zombies and a boss have been killed; the boss is not in the discard")


def return_of_the_zombies_4() -> ZombiesVsCheerleaders:
    """Return of the Zombies 4: four discarded zombies come back behind one column."""
    return scene([z("teacher", 1, 3), z("nerds", 3, 4), z("lunch lady", 5, 3)], columns=5,
                 zombies_keep=["Return of the Zombies 4"],
                 zombie_discard=["football player", "nerds", "baseball player", "teacher", "lunch lady"],
                 note="Five zombies lie in the discard")


def prom_queen() -> ZombiesVsCheerleaders:
    """Prom Queen: the Queen enters behind a zombie and resists everything while a boss is undefeated."""
    return scene([z("teacher", 4, 3), z("nerds", 4, 4), z("nurse", 1, 3)], columns=6,
                 zombies_keep=[QUEEN], note="The Zombies hold the Prom Queen card (6 columns)")


# ------------------------------------------------------------------ the zombies
def football_player_runs() -> ZombiesVsCheerleaders:
    """A revealed football player runs forward until a zombie, barricade or cheerleader stops it."""
    return scene([z("football player", 1, 6, up=False), z("nerds", 2, 4), z("football player", 2, 7, up=False)],
                 note="Two face-down football players wait at the back")


def baseball_player_throws() -> ZombiesVsCheerleaders:
    """A baseball player throws at the barricade of its column from any distance."""
    return scene([z("baseball player", 1, 5), z("baseball player", 2, 1)], piles={2: []},
                 note="One baseball player far from barricade 1, another in front of Pam")


def nerds_climb() -> ZombiesVsCheerleaders:
    """Revealed nerds climb onto the barricade pile in front of them; that pile is then pinned."""
    return scene([z("nerds", 2, 2), z("teacher", 2, 3)],
                 note="Nerds stand in front of barricade pile 2")


def teacher_two_lives() -> ZombiesVsCheerleaders:
    """A teacher survives its first hit (Strength drops to 1); a skull destroys it at once."""
    return scene([z("teacher", 3, 3), z("teacher", 4, 4)], side=CHEERLEADERS,
                 note="Teachers face Clover and Vanessa")


def bass_drum_player() -> ZombiesVsCheerleaders:
    """A killed bass drum player is kept by the Cheerleaders and gives them two more actions."""
    return scene([z("bass drum player", 4, 3, up=False), z("teacher", 2, 2)], side=CHEERLEADERS,
                 note="A face-down bass drum player faces Vanessa")


def lunch_lady() -> ZombiesVsCheerleaders:
    """The lunch lady hits with Strength 3, once, and is destroyed by her own attack."""
    return scene([z("lunch lady", 1, 2), z("nerds", 3, 4)],
                 note="A lunch lady stands in front of barricade pile 1")


def boss_kept_for_its_action() -> ZombiesVsCheerleaders:
    """A killed boss is not discarded: the Cheerleaders keep it for its special action."""
    return scene([z("teacher's pet", 4, 3), z("nurse", 3, 4)], side=CHEERLEADERS,
                 note="Two bosses face Clover and Vanessa")


# ------------------------------------------------------------------ cheerleader actions
def cheerleaders_turn() -> ZombiesVsCheerleaders:
    """A Cheerleaders' turn with every kind of action on offer."""
    return scene([z("teacher", 1, 2), z("football player", 2, 4, up=False), z("nerds", 3, 2),
                  z("bass drum player", 4, 5, up=False)],
                 cheerleaders=squad(Clover=dict(energy=0)), side=CHEERLEADERS,
                 cheerleaders_keep=["nurse"], note="Clover has spent her token; the nurse is in hand")


def samantha_swapped_away() -> ZombiesVsCheerleaders:
    """Samantha is knocked out with a zombie in front of her: swap her with Gloria to survive."""
    return scene([z("teacher", 6, 1), z("nerds", 6, 3), z("football player", 2, 4)], columns=6,
                 piles={6: []}, cheerleaders=squad(6, Samantha=dict(energy=0, ko=True)),
                 side=CHEERLEADERS, note="Samantha is knocked out and a teacher stands in front of her")


def move_a_barricade() -> ZombiesVsCheerleaders:
    """Move a whole pile, or only its top card, onto a free space or another pile; pinned piles stay."""
    return scene([z("nerds", 2, 1), z("teacher", 3, 2)], side=CHEERLEADERS,
                 piles={1: [b(PLAIN), b("Ziiiiip", damaged=True)], 3: [], 4: [b(PLAIN), b("Sniper")]},
                 note="Pile 3 is gone; nerds sit on pile 2")


def clover_against_football_and_boss() -> ZombiesVsCheerleaders:
    """Clover (Strength 2) kills a football player (Stamina 1) but not a boss (Stamina 2)."""
    return scene([z("football player", 3, 3, up=False), z("nurse", 3, 5)], side=CHEERLEADERS,
                 note="Clover's column: a face-down football player, then a boss")


def gloria_blast() -> ZombiesVsCheerleaders:
    """Gloria's Molotov kills a boss; the blast of 2 hits a football player, nerds, a teacher and a boss."""
    return scene([z("nurse", 2, 4), z("football player", 2, 3, up=False), z("nerds", 2, 5),
                  z("teacher", 1, 4, up=False), z("teacher's pet", 3, 4)],
                 cheerleaders=["Pam", "Gloria", "Clover", "Vanessa"], side=CHEERLEADERS,
                 note="Gloria (column 2) aims at the boss at c2r4; four zombies stand around it")


def pam_flame() -> ZombiesVsCheerleaders:
    """Pam's flame: 3 through a bass drum player (Stamina 0), 3 through a boss (2), 1 left for a football player."""
    return scene([z("bass drum player", 2, 3), z("nurse", 2, 4), z("football player", 2, 5, up=False),
                  z("teacher", 2, 6)], side=CHEERLEADERS,
                 note="Pam's column: a bass drum player, a boss, a face-down football player, a teacher")


def vanessa_frisbee() -> ZombiesVsCheerleaders:
    """Vanessa's skull kills any zombie with one hit, a boss or an unhurt teacher included."""
    return scene([z("teacher's pet", 4, 3), z("teacher", 4, 4), z("nerds", 1, 5, up=False)],
                 side=CHEERLEADERS, note="A boss and an unhurt teacher in Vanessa's column")


def clover_recharges() -> ZombiesVsCheerleaders:
    """Clover has spent her only token: one action gives it back."""
    return scene([z("football player", 3, 3)], cheerleaders=squad(Clover=dict(energy=0)),
                 side=CHEERLEADERS, note="Clover has shot her one token")


def sandy_sacrifices() -> ZombiesVsCheerleaders:
    """Sandy, out of energy, sacrifices herself to kill the boss in front of her."""
    return scene([z("janitor", 5, 1), z("teacher", 5, 3)], columns=5, piles={5: []},
                 cheerleaders=squad(5, Sandy=dict(energy=0)), side=CHEERLEADERS,
                 note="A boss stands in front of Sandy, who has no energy left")


# ------------------------------------------------------------------ boss special actions
def nurse() -> ZombiesVsCheerleaders:
    """The nurse gives one energy token to a cheerleader who is not knocked out."""
    return scene([z("teacher", 2, 2)], cheerleaders=squad(Pam=dict(energy=0, ko=True), Clover=dict(energy=0)),
                 side=CHEERLEADERS, cheerleaders_keep=["nurse"],
                 note="The Cheerleaders hold the nurse; Pam is knocked out")


def teachers_pet() -> ZombiesVsCheerleaders:
    """The teacher's pet lifts Clover to Strength 3 for one attack: enough for a boss."""
    return scene([z("nurse", 3, 3), z("lunch lady", 1, 4, up=False)], side=CHEERLEADERS,
                 cheerleaders_keep=["teacher's pet"],
                 note="The Cheerleaders hold the teacher's pet; a boss faces Clover")


def security_guard() -> ZombiesVsCheerleaders:
    """The security guard lets the Cheerleaders look at five face-down zombies."""
    zs = [z(card, c, r, up=False) for card, c, r in
          [("football player", 1, 3), ("lunch lady", 1, 4), ("teacher", 2, 3), ("nerds", 3, 3),
           ("bass drum player", 4, 4), ("baseball player", 5, 3), ("janitor", 5, 4)]]
    return scene(zs, columns=5, side=CHEERLEADERS, cheerleaders_keep=["security guard"],
                 note="The Cheerleaders hold the security guard")


def janitor() -> ZombiesVsCheerleaders:
    """The janitor's 3 barricade points repair damaged barricades or rebuild discarded ones."""
    return scene([z("teacher", 3, 2)], columns=5, side=CHEERLEADERS, cheerleaders_keep=["janitor"],
                 piles={1: [b(PLAIN, damaged=True)], 2: [], 3: [b(PLAIN), b(PLAIN, damaged=True)]},
                 barricade_discard=[PLAIN, "Classes begin"],
                 note="Two damaged barricades stand; two lie in the discard")


def coach() -> ZombiesVsCheerleaders:
    """The coach reorganizes the cheerleaders and the barricade cards freely."""
    return scene([z("teacher", 6, 1), z("lunch lady", 1, 2)], columns=6, piles={6: []},
                 cheerleaders=squad(6, Samantha=dict(energy=0, ko=True)), side=CHEERLEADERS,
                 cheerleaders_keep=["coach"], note="The Cheerleaders hold the coach; Samantha is in danger")


def principal() -> ZombiesVsCheerleaders:
    """The principal pushes back three columns or rows (the same one may go back again)."""
    return scene([z("teacher", 1, 2), z("nerds", 1, 3), z("lunch lady", 2, 2), z("football player", 4, 2),
                  z("baseball player", 6, 3)], columns=6, side=CHEERLEADERS,
                 cheerleaders_keep=["principal"], note="The Cheerleaders hold the principal")


# ------------------------------------------------------------------ the cheerleaders and the end
def samantha_cannot_attack() -> ZombiesVsCheerleaders:
    """Samantha has 7 tokens to absorb attacks but no weapon."""
    return scene([z("teacher", 6, 3), z("lunch lady", 6, 1)], columns=6, piles={6: []},
                 note="A lunch lady attacks Samantha, who cannot shoot back")


def zombie_eats_cheerleader() -> ZombiesVsCheerleaders:
    """A zombie stands in front of knocked-out Pam: one advance and the Zombies win."""
    return scene([z("teacher", 2, 1), z("nerds", 1, 4)], piles={2: []},
                 cheerleaders=squad(Pam=dict(energy=0, ko=True)),
                 note="Pam is knocked out; a teacher stands in front of her")


def last_zombie() -> ZombiesVsCheerleaders:
    """One zombie is left: killing it wins the game for the Cheerleaders."""
    return scene([z("football player", 4, 5, up=False)], side=CHEERLEADERS,
                 zombie_discard=["teacher", "nerds"], note="A single face-down zombie is left")


def clover_knocked_out() -> ZombiesVsCheerleaders:
    """Clover is out and Gloria holds the last token: when it goes, the Zombies win."""
    return scene([z("football player", 1, 1), z("teacher", 3, 3)], piles={1: []},
                 cheerleaders=squad(Gloria=dict(energy=1), Pam=dict(energy=0),
                                     Clover=dict(energy=0, ko=True), Vanessa=dict(energy=0)),
                 note="Clover is knocked out; Gloria has the squad's last energy token")


def turn_limit_reached() -> ZombiesVsCheerleaders:
    """A game still going when the turn limit (an option) is reached ends as a draw."""
    return scene([z("teacher", 1, 4), z("nerds", 3, 5)], turns=19, options={"turn_limit": 20},
                 note="Turn 20 of a game limited to 20 turns")
