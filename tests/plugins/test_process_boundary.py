"""The plugin host splits along the process boundary: each side imports only what it runs."""

from __future__ import annotations

import subprocess
import sys

import pytest

HOST = {
    "triangles_qt.plugins.discovery",
    "triangles_qt.plugins.runner",
    "triangles_qt.plugins.request",
    "triangles_qt.plugins.answers",
    "triangles_qt.plugins._process",
    "triangles_qt.plugins._trust",
    "triangles_qt.plugins.policy",
}
QT = ("PySide6", "shiboken6")


def imported_by(module: str) -> set[str]:
    code = f"import sys, {module}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    ).stdout
    return set(out.split())


@pytest.mark.parametrize("module", ["triangles_qt.plugins.worker", "triangles_qt.plugins.loader"])
def test_the_worker_side_imports_nothing_of_the_host(module: str) -> None:
    loaded = imported_by(module)
    assert not loaded & HOST, loaded & HOST
    assert not [m for m in loaded if m.split(".")[0] in QT]


def test_the_guardian_imports_neither_plugin_code_nor_the_rules_engine() -> None:
    """It forks the worker: the less it holds, the cleaner the fork (no numpy threads)."""
    loaded = imported_by("triangles_qt.plugins.guardian")
    ours = {m for m in loaded if m.startswith("triangles_qt.")}
    assert ours <= {
        "triangles_qt.plugins",
        "triangles_qt.plugins.guardian",
        "triangles_qt.plugins.wire",
    }, ours
    assert "numpy" not in loaded


def test_the_host_side_never_imports_qt() -> None:
    loaded = imported_by("triangles_qt.plugins.runner, triangles_qt.plugins.discovery")
    assert not [m for m in loaded if m.split(".")[0] in QT]
