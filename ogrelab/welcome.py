"""The welcome pages' pictures of each game: plainly pictures, each with a clear way to the app.

A game just dealt, drawn as its own renderer draws it for the first seat (as
the app opens: the other hands face down), but as a picture: a
frame and a caption saying so, nothing in it to touch (no pointer, no focus,
no action marks; screen readers are told what it shows instead of reading
the cards), and next to it a link to the app. The welcome notebook (Voila)
and the static site's welcome page both show this.
"""

from __future__ import annotations

import html
import re

__all__ = ["picture"]

#: The marks that make a drawn thing touchable on a board; a picture has none of them.
_TOUCH = re.compile(r"\s(?:data-action|data-pick|data-key|tabindex|role)=(?:\"[^\"]*\"|'[^']*')")

_CSS = """<style>
.ogrelab-picture { margin: 6px 0 10px; padding: 0; border: 1px solid #d8dee4; border-radius: 8px; background: #f6f8fa;
  max-width: 100%; }
.ogrelab-picture-table { overflow-x: auto; padding: 8px 10px; pointer-events: none; user-select: none; zoom: 0.85; }
.ogrelab-picture-table, .ogrelab-picture-table * { cursor: default !important; }
.ogrelab-picture figcaption { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; padding: 6px 10px 8px;
  border-bottom: 1px solid #d8dee4; color: #57606a; font-size: 13px; }
.ogrelab-picture-tag { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: #fff;
  background: #57606a; border-radius: 3px; padding: 1px 6px; }
.ogrelab-picture figcaption a.ogrelab-picture-play { display: inline-block; background: #1971c2; color: #fff;
  text-decoration: none; font-weight: 600; padding: 4px 12px; border-radius: 6px; border: 1px solid #1864ab; cursor: pointer; }
.ogrelab-picture figcaption a.ogrelab-picture-play:hover { background: #1864ab; color: #fff; }
</style>"""


def picture(name: str, href: str, seed: int = 3) -> str:
    """A picture of a game of ``name`` just dealt (``seed``), captioned, with a link to its app at ``href``."""
    from .core import game_class, new_game
    title = game_class(name).title
    table = _TOUCH.sub("", new_game(name, seed=seed).html(0))     # as the app opens: seat 0's view
    t = html.escape(title)
    return (f"{_CSS}<figure class='ogrelab-picture' id='picture-{html.escape(name)}'>"
            f"<figcaption><span class='ogrelab-picture-tag'>Picture</span><span>A game of {t} just dealt, "
            f"as the first seat sees it, as a picture: it cannot be played here.</span>"
            f"<a class='ogrelab-picture-play' href='{html.escape(href)}'>Play {t} in the app</a></figcaption>"
            f"<div class='ogrelab-picture-table' aria-hidden='true' inert>{table}</div></figure>")
