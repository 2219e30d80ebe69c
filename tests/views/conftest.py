"""Fixtures for the window tests: stores of known games, fonts and languages as the app has."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from tests.stats.helpers import make_result, two_player
from tests.views.helpers import EASY
from triangles_qt import i18n
from triangles_qt.i18n import LanguageManager
from triangles_qt.stats import StatsStore


@pytest.fixture
def app_fonts(qapp: QApplication) -> Iterator[None]:
    """The bundled fonts (Devanagari included) installed as at start-up; restored after."""
    before = qapp.font()
    i18n.install_fonts(qapp)
    yield
    qapp.setFont(before)


@pytest.fixture
def languages(qapp: QApplication, app_fonts: None) -> Iterator[LanguageManager]:
    """A LanguageManager on the test QApplication, removed again afterwards."""
    manager = LanguageManager()
    yield manager
    manager.close()
    manager.setParent(None)
    manager.deleteLater()


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
