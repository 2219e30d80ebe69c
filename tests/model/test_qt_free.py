"""What the import-linter contracts keep free of Qt never imports it, even at run time.

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
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]


def _contracted() -> tuple[list[str], list[str]]:
    """The modules the import-linter contracts keep from importing Qt, and what they let through.

    One source: ``[tool.importlinter]`` in pyproject.toml (run by ``lint-imports``
    in CI). This test checks the same list again in a fresh interpreter, where
    an import that only happens at run time (inside a function, through a
    plugin) is caught too.
    """
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    sources: list[str] = []
    ignored: list[str] = []
    for contract in config["tool"]["importlinter"]["contracts"]:
        if contract["type"] == "forbidden" and "PySide6" in contract["forbidden_modules"]:
            sources.extend(contract["source_modules"])
            ignored.extend(line.split(" -> ")[0] for line in contract.get("ignore_imports", []))
    return sources, ignored


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
    sources, let_through = _contracted()
    names = []
    for name in sources:
        if not _exists(name):
            continue
        names.append(name)
        spec = importlib.util.find_spec(name)
        assert spec is not None
        for info in pkgutil.walk_packages(spec.submodule_search_locations or [], prefix=name + "."):
            # ``python -m`` entries run when imported, and a contract may let one through by
            # name (``net.__main__`` starts the headless player on Qt's transport by design).
            if not info.name.endswith(".__main__") and info.name not in let_through:
                names.append(info.name)
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
    for expected in ("triangles_qt.model.game", "triangles_qt.session.keeper", "triangles_qt.cli"):
        assert expected in modules  # the contracts were read
    assert _probe(modules) == {"module": None, "qt": []}


def test_the_probe_detects_qt() -> None:
    """The check can fail: importing a Qt module is noticed and blamed on the right module."""
    answer = _probe(["triangles_qt.model", "PySide6.QtCore"])
    assert answer["module"] == "PySide6.QtCore"
    assert "PySide6.QtCore" in answer["qt"]  # type: ignore[operator]
