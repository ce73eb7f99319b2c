"""What a puzzle's previews may tell: the move, never what comes of it (shared by each game's puzzle tests)."""

from __future__ import annotations

import re

from ogrelab import lessons


def outcome_words(name: str, words) -> tuple[int, list]:
    """Over every puzzle of ``name``, at each decision of its seat along the known solutions: how many whole
    previews tell one of the outcome ``words`` (regular expressions), and the moves whose move-only preview
    tells it too (puzzle id, action, word, that preview)."""
    told, leaks = 0, []
    for p in lessons.puzzles(name):
        lines = {()} | {tuple(s[:i]) for s in p.solutions for i in range(1, len(s))}
        for line in sorted(lines):
            t = p.attempt(list(line))
            g = t.game
            if t.done or g.current_player != p.seat:
                continue
            for a in g.legal_actions():
                whole, move = g.preview(a), g.preview(a, outcome=False)
                said = [w for w in words if re.search(w, whole)]
                told += bool(said)
                leaks += [(p.id, a.text, w, move) for w in said if re.search(w, move)]
    return told, leaks
