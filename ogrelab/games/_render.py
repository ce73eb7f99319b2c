"""What a game's drawing shares: marking what a person can touch on the table.

:class:`Touches` marks every element a legal action names in its ``on`` keys
(``data-key``), with ``data-action`` where one click plays an action and
``data-pick`` where a click raises a two-click choice; the drawing's root
carries the second clicks as JSON (``data-touch``) and a strip of controls for
decisions that name no thing on the table (pass, draw, done). The board reads
only these attributes. A drawing marks only for the seat deciding now
(``seat=None``, the teaching view, marks for whoever decides).
"""

from __future__ import annotations

import json
from html import escape

from ogrelab.core.decision import touch


def offered(game, seat: int | None) -> list:
    """The legal actions a drawing for ``seat`` may offer as clicks: none unless ``seat`` decides now."""
    if game.is_over:
        return []
    if seat is not None and seat != game.current_player:
        return []
    return game.legal_actions()


def attr(text: str | None) -> str:
    """The ``data-action`` attribute (with its leading space) that makes an element pick ``text``."""
    return f' data-action="{escape(text, quote=True)}"' if text else ""


class Touches:
    """The touch marks of a drawing for ``seat``: only when ``seat`` decides now (None: whoever decides).

    ``touches(key)`` is the attribute text of the element drawn for ``key``:
    ``data-key`` always; ``data-action`` and the action's preview as its title
    when one click plays it; ``data-pick`` when a click raises a choice whose
    second clicks are in :meth:`root`. Only the first element drawn for a key is
    marked as playable. :meth:`controls` draws the ``control:`` keys (pass,
    draw, done) as a strip inside the table. ``outcome=False``: the previews
    say the moves alone (a puzzle's table).
    """

    def __init__(self, game, seat: int | None, previews: bool = True, outcome: bool = True):
        legal = offered(game, seat)
        self.touch = touch(legal)
        said = game.preview if outcome else (lambda a: game.preview(a, outcome=False))
        self.previews = {a.text: said(a) for a in legal} if previews and legal else {}
        self._drawn: set[str] = set()

    def __call__(self, key: str | None) -> str:
        if key is None:
            return ""
        out = f' data-key="{escape(key, quote=True)}"'
        if key in self._drawn:
            return out
        self._drawn.add(key)
        text = self.touch.click.get(key)
        if text is not None:
            out += attr(text)
            tip = self.previews.get(text)
            if tip:
                out += f' title="{escape(text + ": " + tip, quote=True)}"'
        elif key in self.touch.pick:
            out += f' data-pick="{escape(key, quote=True)}"'
        return out

    def root(self) -> str:
        """The attribute of the drawing's root: the two-click choices and every preview, as JSON."""
        data = self.touch.to_json()
        data["preview"] = self.previews
        return f" data-touch='{escape(json.dumps(data, separators=(',', ':')), quote=True)}'"

    def controls(self, labels: dict[str, str] | None = None) -> str:
        """The decisions that name no thing on the table, drawn as controls in it (``control:<name>`` keys)."""
        keys = [k for k in list(self.touch.click) + list(self.touch.pick) if k.startswith("control:")]
        if not keys:
            return ""
        labels = labels or {}

        def label(k):
            text = labels.get(k) or self.touch.click.get(k) or k[len("control:"):]
            return escape(text[:1].upper() + text[1:])
        items = "".join(f'<span class="ogrelab-control"{self(k)}>{label(k)}</span>' for k in keys)
        return f'<div class="ogrelab-controls">{items}</div>'
