"""Fixtures for the window tests: stores of known games, fonts and languages as the app has."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from tests.stats.helpers import make_result, two_player
from tests.views.helpers import EASY
from triangles_qt.i18n import LanguageManager
from triangles_qt.stats import StatsStore


@pytest.fixture
def languages(languages: LanguageManager, app_fonts: None) -> LanguageManager:
    """The suite's LanguageManager (tests/conftest.py), with the bundled fonts as the app has."""
    return languages


@pytest.fixture(autouse=True)
def _english_locale() -> Iterator[None]:
    """Numbers and dates in American English unless a test switches language."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore.open(tmp_path / "statistics.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def known(store: StatsStore) -> StatsStore:
    """11 games against Easy on 24 stars, 3 against Hard, 2 two-player games."""
    for n, result in enumerate(EASY):
        store.record(make_result(n, result))
    store.record(make_result(20, "lost", opponent="hard", size=60))
    store.record(make_result(21, "tie", opponent="hard", size=60))
    store.record(make_result(22, "won", opponent="hard", size=24, human_player=1))
    store.record(two_player(30, "player1"))
    store.record(two_player(31, "player2"))
    return store
