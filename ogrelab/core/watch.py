"""Watch: where the last action took things from and put them, as a seat may see it.

A game says where things are in a seat's view, by the keys its drawing gives
them (``data-key``): :meth:`ogrelab.core.Game.watch_places` maps a key to what is
there: a ``str`` naming a thing the seat sees ("5-Oafs", "?" for a face-down
card), or ``(name, container key)`` for a thing in a place that stays drawn
when it leaves (a card in a hand, on the field), or an ``int`` counting things
it cannot tell apart (a hidden hand, the deck). :func:`compare` reads two such maps, before and after an action, and
gives a :class:`Moved`: the keys where something now is ("here"), the keys it
left ("from"), which of them one thing went between (a slide), and the words
telling the seat which cards reached its own hand. Both maps come from the
seat's view alone, so the marks can name nothing the seat may not know, as a
chess board marks the last move's two squares.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Moved:
    """The last action as one seat may see it.

    ``here``: keys where a thing now is, or that the action changed in place;
    ``came_from``: keys a thing left; ``slides``: ``(from key, here key)`` pairs
    one thing went between; ``news``: words for this seat alone (the cards that
    reached its hand), empty when there is nothing private to tell.
    """

    here: tuple[str, ...] = ()
    came_from: tuple[str, ...] = ()
    slides: tuple[tuple[str, str], ...] = ()
    news: str = ""

    def to_json(self) -> dict:
        return {"here": list(self.here), "from": list(self.came_from),
                "slides": [list(p) for p in self.slides], "news": self.news}


def _count(v) -> int:
    return v if isinstance(v, int) else 0


def _thing(v):
    return v[0] if isinstance(v, tuple) else v


def compare(before: dict, after: dict, hand_before=None, hand_after=None, own: bool = True) -> Moved:
    """What changed between two maps of places (``Game.watch_places``) of one seat's view.

    A key whose thing appeared or changed, or whose count rose, is "here"; a
    key whose thing left, or whose count fell, is "from": a thing's key that
    is no longer drawn gives way to its container's (a value ``(thing,
    container key)``: the hand a card left), so the mark lands on what is
    still there; with no container it is marked nowhere (its slide starts there). A thing seen at a key before and at another after slid
    between them; so did the lone thing of a move with one "from" and one
    "here" (a card from a hidden hand to the field). ``hand_before`` and
    ``hand_after``: the seat's own hand, by card name, for the words saying
    which cards reached it, and (``own`` False: another seat made the move)
    which left it.
    """
    here: list[str] = []
    gone: list[str] = []
    for key in list(before) + [k for k in after if k not in before]:
        b, a = before.get(key), after.get(key)
        if b == a:
            continue            # most places hold what they held
        b, a = _thing(b), _thing(a)
        if b == a:
            continue
        if isinstance(b, int) or isinstance(a, int):
            if not isinstance(a, str) and not isinstance(b, str) and _count(a) == _count(b):
                continue        # an empty count drawn or no longer drawn (a deck of 0 after the draft): no change
            (here if _count(a) > _count(b) or isinstance(a, str) else gone).append(key)
        else:
            (gone if a is None else here).append(key)
    slides = []
    left: dict[str, int] = {}          # how many of each thing seen left a place
    where = {}
    for k in gone:
        thing = _thing(before[k])
        where[thing] = k
        if isinstance(thing, str):
            left[thing] = left.get(thing, 0) + 1
    for key in here:
        thing = _thing(after.get(key))
        if isinstance(thing, str) and thing != "?" and left.get(thing) == 1:
            slides.append((where[thing], key))
    if not slides and len(here) == 1 and len(gone) == 1:
        slides.append((gone[0], here[0]))
    came_from: list[str] = []
    for key in gone:
        v = before[key]
        place = key if key in after else v[1] if isinstance(v, tuple) else None
        if place is not None and place not in came_from and place not in here:
            came_from.append(place)
    return Moved(tuple(here), tuple(came_from), tuple(slides), news(hand_before, hand_after, own))


def _named(cards: dict[str, int]) -> str:
    return ", ".join([name if n == 1 else f"{name} (x{n})" for name, n in cards.items()])


def _more(hand: list, than: list) -> dict[str, int]:
    """The cards of ``hand`` beyond those of ``than``, counted (a multiset difference), in ``hand``'s order."""
    out: dict[str, int] = {}
    for card in hand:
        out[card] = out.get(card, 0) + 1
    for card in than:
        if card in out:
            out[card] -= 1
    return {card: n for card, n in out.items() if n > 0}


def news(hand_before, hand_after, own: bool = True) -> str:
    """The words telling a seat which cards reached its hand and, when another seat's move took them,
    which left it ('' if none did, or no hand is given): what it played itself it knows."""
    if hand_before is None or hand_after is None or hand_before == hand_after:
        return ""
    got = _more(hand_after, hand_before)
    lost = _more(hand_before, hand_after) if not own else {}
    said = []
    if got:
        said.append(f"Into your hand: {_named(got)}.")
    if lost and not own:
        said.append(f"Out of your hand: {_named(lost)}.")
    return " ".join(said)
