"""The package's structure: no import cycles, and play/ on QtCore alone.

``python tests/packaging/test_layers.py`` prints every cycle (CI runs it, and
the suite runs the same check). Imports made only for type checking count:
a cycle that only the type checker sees still ties two modules together.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

PACKAGE = "triangles_qt"


def import_cycles(package: str = PACKAGE) -> list[list[str]]:
    """Every group of modules that import each other, round and round (Tarjan's SCCs)."""
    graph = grimp.build_graph(package, exclude_type_checking_imports=False)
    modules = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in edges:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in edges[node]:
                    found.append(sorted(group))

    for module in modules:
        if module not in index:
            visit(module)
    return sorted(found)


def test_the_package_has_no_import_cycles() -> None:
    assert import_cycles() == []


def test_a_cycle_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a package of two modules that import each other."""
    package = tmp_path / "cycle_probe"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text("from cycle_probe import two\n")
    (package / "two.py").write_text("from cycle_probe import one\n")
    (package / "three.py").write_text("from cycle_probe import one\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_cycles("cycle_probe") == [["cycle_probe.one", "cycle_probe.two"]]


PROBE = """
import importlib, json, pkgutil, sys
import triangles_qt.play as play
names = ["triangles_qt.play"] + [
    info.name for info in pkgutil.walk_packages(play.__path__, prefix="triangles_qt.play.")
]
for name in names:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("PySide6.QtWidgets",
    "PySide6.QtGui", "triangles_qt.views", "triangles_qt.i18n")))))
"""


def test_play_runs_on_qtcore_alone() -> None:
    """No widget, painting, window or language module, not even indirectly (fresh interpreter)."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, check=True
    )
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []


if __name__ == "__main__":
    cycles = import_cycles()
    for cycle in cycles:
        print("import cycle:", " -> ".join(cycle))
    print(f"{len(cycles)} import cycles in {PACKAGE}")
    sys.exit(1 if cycles else 0)
