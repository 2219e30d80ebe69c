"""Fixtures for the statistics tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.stats import StatsStore


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "stats" / "statistics.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore.open(db_path)
    assert opened.recording, opened.notices
    yield opened
    opened.close()
