"""Hand-written Zombies vs Cheerleaders positions for the tests, in the documented state format."""

from ogrelab.games.zombies_vs_cheerleaders import ZombiesVsCheerleaders as ZvC

CHEER = {4: ["Gloria", "Pam", "Clover", "Vanessa"],
         5: ["Gloria", "Pam", "Clover", "Vanessa", "Sandy"],
         6: ["Gloria", "Pam", "Clover", "Vanessa", "Sandy", "Samantha"]}


def z(card, column, row, face_up=True, **flags):
    """A zombie entry; face up unless told otherwise."""
    return dict(card=card, column=column, row=row, face_up=face_up, **flags)


def b(card="plain barricade", damaged=False):
    return {"card": card, "damaged": damaged}


def ch(name, energy=None, ko=False, bonus=0):
    d = {"name": name, "knocked_out": ko, "bonus": bonus}
    if energy is not None:
        d["energy"] = energy
    return d


def position(zombies=(), barricades=None, cheerleaders=None, columns=4, side=0, actions=3, **fields):
    """A game at a hand-written position; unspecified fields are empty."""
    if cheerleaders is None:
        cheerleaders = CHEER[columns]
    cheerleaders = [ch(c) if isinstance(c, str) else c for c in cheerleaders]
    if barricades is None:
        barricades = [[] for _ in range(columns)]
    state = {
        "side": side, "actions_left": actions, "turns": 0,
        "cheerleaders": cheerleaders, "barricades": barricades, "zombies": list(zombies),
        "zombie_discard": [], "boss_discard": [], "barricade_discard": [],
        "zombies_keep": [], "cheerleaders_keep": [], "prom_queen_killed": False,
        "pending": None, "result": None,
    }
    options = {k: fields.pop(k) for k in ("turn_limit", "auto_setup") if k in fields}
    state.update(fields)
    return ZvC.from_state(state, columns=columns, **options)


def at(game, column, row):
    """The zombie card at a space (None if empty), read from the saved state."""
    for zd in game.to_dict()["state"]["zombies"]:
        if zd["column"] == column and zd["row"] == row:
            return zd
    return None


def cheer(game, name):
    for c in game.to_dict()["state"]["cheerleaders"]:
        if c and c["name"] == name:
            return c
    raise KeyError(name)


def texts(game):
    return [str(a) for a in game.legal_actions()]
