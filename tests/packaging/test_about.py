"""The About dialog: version, runtime, links, and the opponents found (without loading them)."""

from __future__ import annotations

import platform
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import triangles_qt
from tests.packaging.helpers import pyproject_version
from triangles_qt.model import CORE
from triangles_qt.paths import config_dir, data_dir
from triangles_qt.plugins.discovery import PluginEntry
from triangles_qt.views.dialogs.about import AboutDialog, project_urls, shown_folder


def _table(dialog: AboutDialog) -> list[list[str]]:
    table = dialog.opponents_table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_shows_version_runtime_and_the_builtin_opponents(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert triangles_qt.__version__ == pyproject_version()
    assert pyproject_version() in dialog.version_label.text()
    runtime = dialog.runtime_label.text()
    for part in (platform.python_version(), qVersion(), PySide6.__version__):
        assert part in runtime
    core = "native engine core" if CORE == "native" else "pure-Python engine core"
    assert runtime.endswith(core)
    rows = {row[0]: row for row in _table(dialog)}
    for oid in ("easy", "medium", "hard"):
        assert oid in rows, rows
        assert rows[oid][1].startswith("triangles-qt") and "(built in)" in rows[oid][1]
        assert rows[oid][2] == pyproject_version()
    assert "MIT" in dialog.licence_label.text()


def test_lists_third_party_and_unusable_plugins(qtbot: QtBot) -> None:
    plugins = [
        PluginEntry("greedy-example", "pkg:Greedy", "triangles-greedy-example", "1.0.0"),
        PluginEntry("broken", "pkg", "triangles-zoo", "0.3", problem="must name a class"),
        PluginEntry("anon", "mod:Cls"),
    ]
    dialog = AboutDialog(plugins=plugins, urls=[])
    qtbot.addWidget(dialog)
    assert _table(dialog) == [
        ["greedy-example", "triangles-greedy-example", "1.0.0"],
        ["broken (cannot be used)", "triangles-zoo", "0.3"],
        ["anon", "unknown", "?"],
    ]
    assert dialog.opponents_table.item(1, 0).toolTip() == "must name a class"
    assert dialog.links_label.isHidden()


def test_links_come_from_the_project_urls(qtbot: QtBot) -> None:
    urls = project_urls()
    assert ("Homepage", "https://github.com/triangles-qt/triangles-qt") in urls
    dialog = AboutDialog(plugins=[])
    qtbot.addWidget(dialog)
    text = dialog.links_label.text()
    assert 'href="https://github.com/triangles-qt/triangles-qt"' in text
    assert ">Website<" in text and ">Report a problem<" in text


class _Shouting(QTranslator):
    """A stand-in catalog: every About text in capitals (whatever the real catalogs hold)."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def,override]
        return source.upper() if context == "AboutDialog" else None

    def isEmpty(self) -> bool:  # an empty translator is never installed
        return False


def test_follows_a_language_switch(qtbot: QtBot) -> None:
    dialog = AboutDialog(plugins=[PluginEntry("x", "m:C", "dist", "1", problem="bad")], urls=[])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "About Triangles"
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "ABOUT TRIANGLES", timeout=2000)
        assert dialog.opponents_label.text() == "COMPUTER OPPONENTS INSTALLED:"
        assert _table(dialog)[0][0] == "x (CANNOT BE USED)"  # translated, then formatted
        assert dialog.title_label.text() == "Triangles"  # the name is never translated
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "About Triangles", timeout=2000)


def test_names_the_data_and_config_folders_and_opens_each(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each folder is named, with a button that opens it in the file manager (made first if it
    is not there yet); one that cannot be opened is said."""
    opened: list[QUrl] = []
    answer = [True]

    def record(url: QUrl) -> bool:
        opened.append(url)
        return answer[0]

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(record))
    dialog = AboutDialog(plugins=[], urls=[])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    folders = {"data": data_dir(), "config": config_dir()}
    assert not folders["config"].exists()  # (a first start: nothing saved there yet)
    for key, folder in folders.items():
        shown = dialog.folder_paths[key]
        assert shown.isVisible() and shown.text() == str(folder)  # (outside the home folder)
        button = dialog.open_buttons[key]
        assert button.isVisible() and button.text() == "Open"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda f=folder: QUrl.fromLocalFile(str(f)) in opened)  # type: ignore[misc]
        assert folder.is_dir()
    assert dialog.folder_labels["config"].text() == "Settings and engines.toml:"
    assert not dialog.folder_status.isVisible()
    answer[0] = False  # the desktop has no file manager for it
    QTest.mouseClick(dialog.open_buttons["data"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.folder_status.isVisible)
    assert dialog.folder_status.text() == f"The folder {folders['data']} could not be opened."


def test_a_folder_under_home_is_shown_from_the_tilde() -> None:
    home = Path("/home/ana")
    assert shown_folder(home / ".config" / "triangles-qt", home) == str(
        Path("~") / ".config" / "triangles-qt"
    )
    assert shown_folder(home, home) == "~"
    assert shown_folder(Path("/srv/games/triangles"), home) == str(Path("/srv/games/triangles"))
