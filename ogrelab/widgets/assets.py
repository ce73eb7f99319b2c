"""The boards' scripts and styles, kept as files beside this module (``drawing.js``, ``drawing.css``, ...).

A widget's script is an ES module that anywidget loads (``asset``); a style
for ipywidgets' HTML boxes is wrapped in a ``<style>`` element (``style``).
They ship with the package (``pyproject.toml``'s package data), so the static
site's Pyodide reads them as a server's kernel does.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def asset(name: str) -> str:
    """The text of the file ``name`` beside this module."""
    return (HERE / name).read_text(encoding="utf-8")


def style(name: str) -> str:
    """The style sheet ``name`` as an HTML ``<style>`` element."""
    return f"\n<style>\n{asset(name)}</style>\n"
