"""The package stays easy to walk through: no module over 800 lines, no circle of imports."""

from __future__ import annotations

import ast
from pathlib import Path

import ogrelab

PACKAGE = Path(ogrelab.__file__).parent
#: The most lines a module of the package may have: past it, a module holds more than one idea.
MOST_LINES = 800


def _modules(package: Path = PACKAGE) -> dict[str, Path]:
    out = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that ``name`` imports when it is loaded (imports inside functions,
    run later, are left out: that is how a module reaches one that imports it)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If):            # ``if TYPE_CHECKING:`` imports nothing when run
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            # a name that is a module of the package imports that module; any other name, the
            # package's ``__init__`` that defines it
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        else:
            continue
        found.update(t for t in targets if t in modules and t != name)
    return found


def test_no_module_of_the_package_is_over_800_lines():
    long = {name: n for name, path in _modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, f"modules over {MOST_LINES} lines (split them by what they do): {long}"


def circles(modules: dict[str, Path]) -> list[list[str]]:
    """The circles of imports among ``modules``, each as the path that comes back to its start."""
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    found = []
    state: dict[str, int] = {}          # 1: on the walk's path, 2: done

    def walk(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1:
                found.append(path[path.index(other):] + [other])
            elif other not in state:
                walk(other, path + [other])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            walk(name, [name])
    return found


def test_the_package_imports_in_no_circle():
    found = circles(_modules())
    assert not found, "imports that come back to where they started: " + "; ".join(" -> ".join(c) for c in found)


def test_the_circle_finder_finds_a_circle(tmp_path):
    """The check above can fail: two modules that import each other when loaded are a circle; an
    import inside a function is not."""
    pkg = tmp_path / "ogrelab"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import x\n")
    (pkg / "b.py").write_text("from ogrelab import a\nx = 1\n")
    (pkg / "c.py").write_text("from . import a\n")
    (pkg / "d.py").write_text("from .c import a\n\ndef later():\n    from . import d\n")
    assert circles(_modules(pkg)) == [["ogrelab.a", "ogrelab.b", "ogrelab.a"]]
