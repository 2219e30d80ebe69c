"""Where Triangles keeps its files: the one place that decides paths.

platformdirs gives the per-user folders; ``TRIANGLES_DATA_DIR`` and
``TRIANGLES_CONFIG_DIR`` override them (the tests use that to stay away from
a player's real files).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "triangles-qt"


def data_dir() -> Path:
    """Saves and statistics live here."""
    override = os.environ.get("TRIANGLES_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    return path


def config_dir() -> Path:
    """Settings live here."""
    override = os.environ.get("TRIANGLES_CONFIG_DIR")
    path = Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, False))
    return path


def stats_db_path() -> Path:
    """The SQLite statistics database (``TRIANGLES_STATS_DB`` overrides it)."""
    override = os.environ.get("TRIANGLES_STATS_DB")
    return Path(override) if override else data_dir() / "statistics.sqlite3"


def autosave_path() -> Path:
    """The game in progress, saved after every move."""
    return data_dir() / "autosave.json"
