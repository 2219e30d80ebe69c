"""Fixtures for the language tests: the translation tool script (fonts: tests/conftest.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_update_script() -> ModuleType:
    """``translations/update.py`` is a script, not a package module: load it by path."""
    path = ROOT / "translations" / "update.py"
    spec = importlib.util.spec_from_file_location("translations_update", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def ts_tools() -> ModuleType:
    return _load_update_script()


@pytest.fixture(scope="session")
def updated_ts(ts_tools: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Copies of the .ts files merged with the strings in today's source (real ones untouched)."""
    copies: dict[str, Path] = ts_tools.updated_copies(tmp_path_factory.mktemp("ts"))
    return copies
