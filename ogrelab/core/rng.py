"""The seeded generator every game keeps in its state.

One 64-bit integer is the whole state (splitmix64), so a save stays short and a
position written by hand can say ``"rng": 1``. Python's own ``random`` would
need 625 numbers and may change between versions.
"""

from __future__ import annotations

import struct
from functools import lru_cache

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int = 0):
        self.state = int(state) & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A number in ``range(n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        return self.next64() % n

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        return seq[self.next64() % len(seq)]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, ``j = next64() % (i + 1)`` for each ``i`` from the top down.

        The numbers are those of ``next64`` called once per step (:meth:`shuffle_plain` draws them
        so), all made at once: a game's set-up shuffles its deck, and mixing 64-bit numbers one by
        one cost more than the rest of the set-up. Step ``k``'s state is ``state + k * GOLDEN``, so
        every step's state is put in its own 128-bit lane of one integer and mixed there: a lane
        holds a 64-bit number times a 64-bit constant without spilling into the next, and each
        shift is masked back to the lane's low 64 bits (``_lanes``). ``struct`` reads the lanes out.
        """
        steps = len(items) - 1
        if steps < 1:
            return
        ones, golden, low, layout = _lanes(steps)
        z = (self.state * ones + golden) & low           # lane k: the state after k + 1 steps
        z = (z ^ (z >> 30) & low) * 0xBF58476D1CE4E5B9 & low
        z = (z ^ (z >> 27) & low) * 0x94D049BB133111EB & low
        z ^= z >> 31 & low
        i = steps
        for x in struct.unpack(layout, z.to_bytes(16 * steps, "little")):
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        self.state = (self.state + steps * _GOLDEN) & _MASK

    def shuffle_plain(self, items: list) -> None:
        """:meth:`shuffle` step by step, as written: the reference it is tested against."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]


@lru_cache(maxsize=64)
def _lanes(steps: int) -> tuple[int, int, int, str]:
    """For a shuffle of ``steps`` steps, with a 128-bit lane per step: a 1 in each lane, lane k
    holding (k + 1) * GOLDEN, every lane's low 64 bits set, and the lanes' layout for ``struct``
    (little-endian: each lane's low 64 bits, then 8 bytes skipped)."""
    ones = sum(1 << (128 * k) for k in range(steps))
    golden = sum((k + 1) * _GOLDEN << (128 * k) for k in range(steps))
    return ones, golden, ones * _MASK, "<" + "Q8x" * steps


def seed_state(seed: int) -> int:
    """The generator state a game starts from for a given seed."""
    return Rng(seed).next64()
