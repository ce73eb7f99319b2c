"""One target's share of a cast, in numbers: what its summed effects come to.

These compute; they act on nothing. A cast's skills are summed per seat
(:func:`bundles_of`); :func:`effect_of` turns one seat's sums and events into
the damage and the heal it receives: transmutation first, then amplifications,
immunities and Vulnerable, as the rulebook orders them (and the README's
rulings table where it is silent). The cast carried out
(:class:`~.events.CarryOut`) and the previews both read them, and so does the
heuristic bot.
"""

from __future__ import annotations

from ..roster import SKILLS


def transmute(amounts, kind):
    """Transmute Magic / Heal: "all other effect types in the cast turn into the specified effect type
    ... This also applies to all amplification effects"."""
    phys, magic, heal, a_phys, a_magic, a_heal = amounts
    total, amp = phys + magic + heal, a_phys + a_magic + a_heal
    if kind == "Transmute Magic":
        return (0, total, 0, 0, amp, 0)
    return (0, 0, total, 0, 0, amp)


def amplify(amount: int, amp: int) -> int:
    """Amplifications "only apply if the corresponding effect type is present in the cast" (never below 0)."""
    return max(0, amount + amp) if amount else 0


def immunities(phys: int, magic: int, events) -> tuple[int, int]:
    """Block: "no physical damage"; Ward: "no magic damage"; Immune: "no damage"."""
    if "Immune" in events:
        return 0, 0
    return (0 if "Block" in events else phys), (0 if "Ward" in events else magic)


def vulnerable(damage: int, events) -> int:
    """Vulnerable: "double the amount of damage ... calculated after all other effects and events
    have been taken into account. This event stacks." Heals are never doubled."""
    return damage << events.count("Vulnerable") if damage else 0


def effect_of(amounts, events, transmutation=None) -> tuple[int, int]:
    """Damage and heal one target receives from its summed effects.

    A transmutation turns every effect and every amplification into its type;
    amplifications then apply only to effect types present; then immunities;
    Vulnerable doubles the damage last, once per instance. The transmutation
    comes before the amplifications (the README's rulings table,
    "Transmutation before amplification") because the rulebook turns "effect
    amplifications into magic damage amplifications": an amplification must
    still be pending to be turned, and so an amplification of a type the
    transmutation creates counts.
    """
    if transmutation:
        amounts = transmute(amounts, transmutation)
    phys, magic, heal, a_phys, a_magic, a_heal = amounts
    phys, magic = immunities(amplify(phys, a_phys), amplify(magic, a_magic), events)
    return vulnerable(phys + magic, events), amplify(heal, a_heal)


def bundles_of(entries, targets):
    """Per seat, the summed effects and the events a cast's skills carry to it, and the transmutation.

    ``entries`` are (skill, seat who played it): outgoing effects go to every target, incoming
    ones to that seat; the last transmutation played counts.
    """
    bundles: dict[int, list] = {}
    transmutation = None
    for name, by in entries:
        sk = SKILLS[name]
        if sk.has_out:
            for t in targets:
                b = bundles.get(t)
                if b is None:
                    bundles[t] = [sk.out, list(sk.out_events)]
                else:
                    b[0] = tuple(x + y for x, y in zip(b[0], sk.out))
                    b[1].extend(sk.out_events)
        if sk.has_in:
            b = bundles.get(by)
            if b is None:
                bundles[by] = [sk.inc, list(sk.in_events)]
            else:
                b[0] = tuple(x + y for x, y in zip(b[0], sk.inc))
                b[1].extend(sk.in_events)
        if sk.transmute:
            transmutation = sk.transmute
    return bundles, transmutation

