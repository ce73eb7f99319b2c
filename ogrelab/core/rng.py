"""The seeded generator every game keeps in its state.

One 64-bit integer is the whole state (splitmix64), so a save stays short and a
position written by hand can say ``"rng": 1``. Python's own ``random`` would
need 625 numbers and may change between versions.
"""

from __future__ import annotations

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
        """Fisher-Yates in place, ``j = next64() % (i + 1)`` for each ``i`` from the top down."""
        # next64 written out in the loop (a game's set-up shuffles its deck: a call per card cost
        # a third of the shuffle); the same numbers, so the same order for the same state.
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]


def seed_state(seed: int) -> int:
    """The generator state a game starts from for a given seed."""
    return Rng(seed).next64()
