"""Fixtures for the language tests: the translation tool script, fonts, a manager."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication

from triangles_qt import i18n
from triangles_qt.i18n import LanguageManager

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


@pytest.fixture
def app_fonts(qapp: QApplication) -> Iterator[None]:
    """The bundled fonts installed as the app does at start-up; the app font restored after."""
    before = qapp.font()
    i18n.install_fonts(qapp)
    yield
    qapp.setFont(before)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    """A LanguageManager on the test QApplication, removed again afterwards."""
    manager = LanguageManager()
    yield manager
    manager.close()
    manager.setParent(None)
    manager.deleteLater()
