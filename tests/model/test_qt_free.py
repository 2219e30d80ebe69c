"""The engine, statistics, plugins, the game's life and the network protocol never import Qt.

Checked in a fresh interpreter, so nothing a previous test imported hides
an import; the probe imports the modules one by one and names the first
module that brought Qt in.
"""

from __future__ import annotations

import importlib.util
import json
import pkgutil
import subprocess
import sys

#: Packages whose every submodule must stay Qt-free.
QT_FREE_PACKAGES = [
    "triangles_qt.model",
    "triangles_qt.stats",
    "triangles_qt.plugins",
    "triangles_qt.session",
    "triangles_qt.net",
    "triangles_qt.review",
]
#: Single modules that must stay Qt-free (skipped while they do not exist).
QT_FREE_MODULES = [
    "triangles_qt.plugins",
    "triangles_qt.plugins.contract",
    "triangles_qt.paths",
    "triangles_qt.clean_text",
    "triangles_qt.lessons",
    # The one safe way of opening a file found on disk, used by every layer.
    "triangles_qt.safe_open",
    # Run before Qt may start: --help without a display, the check of Qt's X11 libraries.
    "triangles_qt.cli",
    "triangles_qt.platform_check",
]

PROBE = """
import importlib, json, sys
def qt():
    return sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
for name in sys.argv[1:]:
    importlib.import_module(name)
    found = qt()
    if found:
        print(json.dumps({"module": name, "qt": found}))
        break
else:
    print(json.dumps({"module": None, "qt": []}))
"""


def _exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def _qt_free_modules() -> list[str]:
    names = []
    for package in QT_FREE_PACKAGES:
        if not _exists(package):
            continue
        names.append(package)
        spec = importlib.util.find_spec(package)
        assert spec is not None and spec.submodule_search_locations is not None
        for info in pkgutil.walk_packages(spec.submodule_search_locations, prefix=package + "."):
            # ``python -m`` entries run when imported; ``net.__main__`` starts the headless
            # player on Qt's transport by design (the import-linter contract names it).
            if not info.name.endswith(".__main__"):
                names.append(info.name)
    names.extend(name for name in QT_FREE_MODULES if _exists(name))
    return names


def _probe(modules: list[str]) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *modules],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    answer: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return answer


def test_engine_stats_and_contract_import_without_qt() -> None:
    modules = _qt_free_modules()
    assert "triangles_qt.model.game" in modules
    assert _probe(modules) == {"module": None, "qt": []}


def test_the_probe_detects_qt() -> None:
    """The check can fail: importing a Qt module is noticed and blamed on the right module."""
    answer = _probe(["triangles_qt.model", "PySide6.QtCore"])
    assert answer["module"] == "PySide6.QtCore"
    assert "PySide6.QtCore" in answer["qt"]  # type: ignore[operator]
