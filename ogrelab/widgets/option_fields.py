"""A game's options as a person sets them: one field per option, named in words, its effect beside it.

The board's New game panel and the design lab's option forms share these fields. Each is built from
the option's :class:`~ogrelab.core.game.Option` alone (its label, its words for special values, its
entries), so the widgets never learn a game's internals, and each gives back exactly the value
``Game.check_options`` takes: the option keys, saves and the command line stay as they are.
"""

from __future__ import annotations

import html
import re
from typing import Any, Callable

import ipywidgets as W

from ..core.game import Option

#: The width of every field's label, and of its control (the label included).
LABEL_WIDTH, CONTROL_WIDTH = "13em", "30em"
#: A special-value dropdown's entry for any other value (typed in the number box, or the entries).
_OTHER = object()
#: Where an option names its special values only, a number box starts at its default, else at this.
_START = 100


def _named(description: str, width: str = CONTROL_WIDTH, label: str = LABEL_WIDTH) -> dict:
    return dict(description=description, style={"description_width": label},
                layout=W.Layout(width=width, min_width=width))


def _indexed(words_values: list[tuple[str, Any]], value, **kw) -> tuple[W.Dropdown, list]:
    """A dropdown over any values (None, lists, a marker): its options are indices into the returned list."""
    values = [v for _, v in words_values]
    pick = _index(values, value)
    box = W.Dropdown(options=[(w, i) for i, (w, _) in enumerate(words_values)],
                     value=pick if pick is not None else 0, **kw)
    return box, values


def _index(values: list, value) -> int | None:
    for i, v in enumerate(values):
        if v == value and type(v) is type(value):
            return i
    return None


def _list_text(value) -> str:
    return ", ".join(str(v) for v in value) if isinstance(value, list) else ""


class Field:
    """One option: its control (labelled with the option's words), its effect beside it and its
    error under it. ``value()`` reads the control back as the game takes it; ``show(v)`` draws a
    value; ``follow(options)`` redraws the entries of a table that depends on other options."""

    def __init__(self, key: str, option: Option, value, options: dict):
        self.key, self.option, self.option_set = key, option, options
        self.label = option.label or key
        self.error = W.HTML()
        self.error.add_class("ogrelab-option-error")
        self.help = W.HTML(f"<div class='ogrelab-option-help'>{html.escape(option.doc)}</div>",
                           layout=W.Layout(flex="1 1 16em", margin="0 0 0 10px"))
        self._rows: list[tuple] = []
        self._cells: list[tuple[W.Widget, list | None]] = []
        self._watchers: list[Callable] = []
        self.rows_box = W.GridBox(layout=W.Layout(grid_template_columns="repeat(auto-fill, minmax(24em, 1fr))",
                                                  grid_gap="2px 12px", margin="0 0 0 2em"))
        self.rows_box.add_class("ogrelab-option-rows")
        self.number = None
        self.reset = None
        self.control = self._control(value)
        self.control.add_class(f"ogrelab-option-{key}")
        head = [self.control] + ([self.number] if self.number is not None else []) \
            + ([self.reset] if self.reset is not None else []) + [self.help]
        parts = [W.HBox(head, layout=W.Layout(align_items="center", flex_flow="row wrap"))]
        if option.rows is not None:
            self.follow(options, value)
            parts.append(self.rows_box)
        parts.append(self.error)
        self.widget = W.VBox(parts, layout=W.Layout(margin="0 0 4px 0"))
        self.widget.add_class("ogrelab-option")
        self.show(value)

    # ------------------------------------------------------------ build
    def _control(self, value) -> W.Widget:
        o = self.option
        if o.choices is not None:
            box, self._values = _indexed([(o.words(c), c) for c in o.choices], value, **_named(self.label))
            return box
        specials = [(w, v) for v, w in o.values.items()]
        if specials and (o.other or o.rows is not None):
            # special values, or any other: a number typed (turn limit), or the entries below (a deck list)
            box, self._values = _indexed(specials + [(o.other, _OTHER)], value, **_named(self.label))
            if o.rows is None:
                self.number = self._number_box()
            else:
                self._reset_button()
            box.observe(lambda _c: self._enable(), "value")
            return box
        if specials:                           # the values named are all there is to pick from
            box, self._values = _indexed(specials, value, **_named(self.label))
            return box
        self._values = None
        if o.rows is not None:
            self._reset_button()
            return W.HTML(f"<b>{html.escape(self.label)}</b>", layout=W.Layout(width=LABEL_WIDTH))
        d = o.default
        if isinstance(d, bool):
            return W.Checkbox(value=bool(value), indent=True, **_named(self.label))
        if isinstance(d, int):
            return W.IntText(**_named(self.label))
        if isinstance(d, float):
            return W.FloatText(**_named(self.label))
        if isinstance(d, list):
            return W.Text(placeholder="separated by commas", **_named(self.label))
        return W.Text(**_named(self.label))

    def _number_box(self) -> W.Widget:
        o = self.option
        kind = W.FloatText if isinstance(o.default, float) else W.IntText
        box = kind(value=_START if o.default in o.values else o.default, **_named("number", "11em", "5em"))
        box.layout.margin = "0 0 0 8px"
        box.add_class(f"ogrelab-option-{self.key}-number")
        return box

    def _reset_button(self) -> None:
        starts = [r[2] for r in self.option.rows(self.option_set)]
        words = ("as the rulebook" if any(s is not None for s in starts)
                 else f"all {self.option.cell.words(None)}")
        self.reset = W.Button(description=words, tooltip="every entry as the game starts it",
                              layout=W.Layout(width="auto"))
        self.reset.add_class("ogrelab-option-reset")
        self.reset.on_click(lambda _b: self.as_rulebook())

    def follow(self, options: dict, value=None) -> None:
        """Draw the entries for this option set (one per point value in play...), keeping what was set."""
        if self.option.rows is None:
            return
        rows = list(self.option.rows(options))
        if [r[0] for r in rows] == [r[0] for r in self._rows]:
            return
        kept = self._entries() if self._cells else {}
        if value is not None:
            kept = self._as_entries(value)
        self._rows = rows
        for old, _ in self._cells:
            old.close()
        cell = self.option.cell
        self._cells = []
        for k, words, start in rows:
            now = kept.get(k, start)
            if cell.choices is not None:
                named = [(cell.words(v), v) for v in cell.values if v not in cell.choices]
                if now is None and not named:
                    named = [("(choose one)", None)]
                box, values = _indexed(named + [(cell.words(c), c) for c in cell.choices], now,
                                       **_named(words, "23em", "5em"))
            else:
                box, values = W.IntText(value=now or 0, **_named(words, "23em", "13em")), None
            box.add_class(f"ogrelab-option-{self.key}-entry")
            for fn in self._watchers:
                box.observe(lambda _c, fn=fn: fn(), "value")
            self._cells.append((box, values))
        self.rows_box.children = [b for b, _ in self._cells]
        self._enable()

    def _as_entries(self, value) -> dict:
        if isinstance(value, dict):
            return dict(value)
        if isinstance(value, list):
            return dict(enumerate(value))
        return {}

    def _entries(self) -> dict:
        out = {}
        for (k, _, _), (box, values) in zip(self._rows, self._cells):
            out[k] = box.value if values is None else values[box.value]
        return out

    def as_rulebook(self) -> None:
        """Every entry as the rulebook has it (each row's start)."""
        for (_, _, start), (box, values) in zip(self._rows, self._cells):
            if values is None:
                box.value = start or 0
            else:
                i = _index(values, start)
                box.value = i if i is not None else 0

    def _enable(self) -> None:
        other = self._picked() is _OTHER
        if self.number is not None:
            self.number.disabled = not other
            self.number.layout.display = "" if other else "none"
        if self.option.rows is not None and self._values is not None:
            self.rows_box.layout.display = "" if other else "none"
            self.reset.layout.display = "" if other else "none"

    # ------------------------------------------------------------ values
    def show(self, value) -> None:
        """Draw ``value`` (one the game took) in the control."""
        o = self.option
        if self._values is not None:
            i = _index(self._values, value)
            if i is None and self._values[-1] is _OTHER:
                i = len(self._values) - 1
                if self.number is not None:
                    self.number.value = value
            self.control.value = i if i is not None else self.control.value
        elif o.rows is not None:
            pass
        elif isinstance(o.default, list):
            self.control.value = _list_text(value)
        else:
            self.control.value = value
        if o.rows is not None and (self._values is None or self._picked() is _OTHER):
            entries = self._as_entries(value)
            for (k, _, start), (box, values) in zip(self._rows, self._cells):
                v = entries.get(k, start)
                if values is None:
                    box.value = v or 0
                else:
                    i = _index(values, v)
                    box.value = i if i is not None else 0
        self._enable()

    def _picked(self):
        return self._values[self.control.value] if self._values is not None else None

    def value(self):
        """The value as the game takes it; a ValueError says what cannot be read."""
        o = self.option
        if self._values is not None:
            picked = self._picked()
            if picked is not _OTHER:
                return picked
            if self.number is not None:
                return self.number.value
        if o.rows is not None:
            entries = [(k, v) for k, v in self._entries().items() if v is not None]
            return [v for _, v in entries] if isinstance(o.default, list) else dict(entries)
        if isinstance(o.default, list):
            return self._read_list(self.control.value)
        return self.control.value

    def _read_list(self, text: str) -> list:
        parts = [p.strip() for p in text.split(",") if p.strip()]
        if self.option.default and all(isinstance(v, int) for v in self.option.default):
            bad = [p for p in parts if not re.fullmatch(r"-?\d+", p)]
            if bad:
                raise ValueError(f"{bad[0]!r} is not a whole number; write numbers separated by commas")
            return [int(p) for p in parts]
        return parts

    def observe(self, fn: Callable) -> None:
        """Call ``fn()`` whenever the person changes this option."""
        self._watchers.append(fn)
        for w in [self.control, self.number] + [b for b, _ in self._cells]:
            if w is not None and hasattr(w, "value"):
                w.observe(lambda _c: fn(), "value")


class OptionFields:
    """Every option of a game class as fields; ``read()`` gives the option set the game takes."""

    def __init__(self, cls, options: dict | None = None):
        self.cls = cls
        given = cls.check_options(dict(options or {}))
        self.fields = {k: Field(k, o, given[k], given) for k, o in cls.OPTIONS.items()}
        self.widget = W.VBox([f.widget for f in self.fields.values()], layout=W.Layout(width="100%"))
        self.widget.add_class("ogrelab-options")
        for f in self.fields.values():
            f.observe(self.follow)

    def _current(self) -> dict:
        """The values as they stand, each one the game would not take left at its default."""
        out = {}
        for k, f in self.fields.items():
            try:
                out[k] = self.cls.OPTIONS[k].validate(k, f.value())
            except ValueError:
                out[k] = self.cls.OPTIONS[k].default
        return out

    def follow(self) -> None:
        if any(f.option.rows is not None for f in self.fields.values()):
            current = self._current()
            for f in self.fields.values():
                f.follow(current)

    def show(self, options: dict) -> None:
        """Draw a game's options."""
        for k, f in self.fields.items():
            f.follow(options)
            f.show(options.get(k, f.option.default))

    def read(self) -> dict:
        """Every option as the game takes it; a bad one raises ValueError and its message is drawn
        under its field (a bad combination: under each option the game's message names)."""
        out, problems = {}, []
        for k, f in self.fields.items():
            f.error.value = ""
            try:
                out[k] = self.cls.OPTIONS[k].validate(k, f.value())
            except ValueError as e:
                f.error.value = html.escape(str(e), quote=False)
                problems.append(f"{f.label}: {e}")
        if problems:
            raise ValueError("; ".join(problems))
        try:
            return self.cls.check_options(out)
        except ValueError as e:
            named = [f for k, f in self.fields.items() if re.search(rf"\b{re.escape(k)}\b", str(e))]
            for f in named:
                f.error.value = html.escape(str(e), quote=False)
            where = ", ".join(f.label for f in named)
            raise ValueError(f"{where}: {e}" if where else str(e)) from None
