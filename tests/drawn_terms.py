"""What the games' glossary tests share: a drawing's terms, its list of words, its text outside terms.

A drawing marks each keyword as a term (``class="ogrelab-term"``, ``data-term``:
its glossary entry, ``title``: "<word>: <definition>") and lists the words it
drew, with their definitions, under "Words on this table" (``ogrelab-glossary``).
:func:`read` parses a drawing; :func:`check` asserts what holds in every game:
every term has an entry, its hover text and the list carry the definition.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

import ogrelab

VOID = {"br", "img", "hr", "input", "meta", "link", "wbr"}
#: Elements that break a line: their text is read apart from their neighbours'.
BLOCK = {"div", "br", "td", "th", "tr", "p", "li", "dt", "dd", "summary", "details", "table"}


@dataclass
class Node:
    tag: str
    attrs: dict
    parent: "Node | None" = None
    children: list = field(default_factory=list)   # Node or str, in order

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def text(self) -> str:
        """Its text as read: the text of a block element apart from its neighbours'."""
        return "".join(c if isinstance(c, str) else f" {c.text()} " if c.tag in BLOCK else c.text()
                       for c in self.children)

    def walk(self):
        for c in self.children:
            if isinstance(c, Node):
                yield c
                yield from c.walk()

    def find(self, test) -> list["Node"]:
        return [n for n in self.walk() if test(n)]

    def ancestors(self):
        n = self.parent
        while n is not None:
            yield n
            n = n.parent

    def loose(self, skip=("ogrelab-note",)) -> str:
        """The text of this element outside its terms, the list of words and the ``skip`` classes
        (an explanation in plain words, such as "card hidden until damaged")."""
        out = []
        for c in self.children:
            if isinstance(c, str):
                out.append(c)
            elif not ({"ogrelab-term", "ogrelab-glossary", *skip} & c.classes) and c.tag != "style":
                out.append(c.loose(skip))
        return " ".join(out)


class _Parser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("root", {})
        self.at = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_startendtag(self, tag, attrs):
        self.at.children.append(Node(tag, dict(attrs), self.at))

    def handle_endtag(self, tag):
        n = self.at
        while n is not self.root and n.tag != tag:
            n = n.parent
        if n is not self.root:
            self.at = n.parent

    def handle_data(self, data):
        self.at.children.append(data)


def read(page: str) -> Node:
    p = _Parser()
    p.feed(page)
    p.close()
    return p.root


def terms(root: Node) -> list[Node]:
    return root.find(lambda n: "ogrelab-term" in n.classes)


def legend(root: Node) -> dict[str, str]:
    """The list of words: label -> definition."""
    boxes = root.find(lambda n: "ogrelab-glossary" in n.classes)
    assert len(boxes) <= 1, "one list of words per table"
    if not boxes:
        return {}
    box = boxes[0]
    summary = box.find(lambda n: n.tag == "summary")
    assert summary and summary[0].text().startswith("Words on this table"), "the list has a label to open it by"
    dts = box.find(lambda n: n.tag == "dt")
    dds = box.find(lambda n: n.tag == "dd")
    assert len(dts) == len(dds)
    return {dt.text(): dd.text() for dt, dd in zip(dts, dds)}


def check(page: str, glossary: dict[str, str]) -> Node:
    """Every term drawn has a glossary entry, and both its hover text and the list of words carry it."""
    root = read(page)
    listed = legend(root)
    used = set()
    for t in terms(root):
        key = t.attrs.get("data-term")
        assert key in glossary, f"the term {key!r} ({t.text()!r}) has no glossary entry"
        definition = glossary[key]
        assert t.attrs.get("title", "").endswith(": " + definition), \
            f"the hover text of {t.text()!r} does not carry the definition of {key!r}: {t.attrs.get('title')!r}"
        assert t.text().strip(), f"the term {key!r} is drawn empty"
        used.add(key)
    assert sorted(listed.values()) == sorted(glossary[k] for k in used), \
        "the list of words holds exactly the definitions of the terms drawn"
    return root


def keys_in(node: Node) -> set[str]:
    """The glossary entries of the terms inside ``node`` (itself included)."""
    found = {t.attrs["data-term"] for t in terms(node)}
    if "ogrelab-term" in node.classes:
        found.add(node.attrs["data-term"])
    return found


def cut(node: Node) -> list[str]:
    """Text of the drawing that ends in dots: a cut."""
    out = []
    for c in node.children:
        if isinstance(c, str):
            if re.search(r"(\.\.\.|\u2026)\s*$", c):
                out.append(c)
        elif c.tag != "style":
            out += cut(c)
    return out


def positions(name: str, count: int, options=lambda rng: {}, steps=80, seed=0):
    """``count`` games of ``name`` at seeded random points of play (from the start to late), each once."""
    rng = random.Random(seed)
    for k in range(count):
        game = ogrelab.new_game(name, seed=1000 + k, **options(rng))
        for _ in range(rng.randrange(0, steps)):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))])
        yield game


def seats(game) -> list:
    return [None] + list(range(game.players))
