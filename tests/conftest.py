"""Test set-up shared by the whole suite.

Qt runs offscreen, and every test gets its own data and config folders so
nothing touches the player's real settings, saves or statistics.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _isolated_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("TRIANGLES_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("TRIANGLES_CONFIG_DIR", str(base / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "xdg-config"))
