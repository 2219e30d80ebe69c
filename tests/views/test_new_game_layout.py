"""The New Game window keeps its fields still whatever opponent is chosen.

Rows come and go with the opponent (the second name, the board for a joiner,
"The computer starts") and the first name's label changes its words; the
column of fields must stay where it was, so the list under the finger and
the fields below it never slide sideways.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from tests.app.screen_probe import OPPONENTS
from triangles_qt.i18n import LanguageManager
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.settings import Settings
from triangles_qt.views.dialogs.new_game import NewGameDialog

WITH_BROKEN = [
    *OPPONENTS,
    OpponentChoice("broken", "Broken", available=False, reason="it would not start"),
]


def field_lefts(dialog: NewGameDialog) -> dict[str, tuple[int, int]]:
    """Each visible field's left edge and width, on the window."""
    fields: list[QWidget] = [
        *dialog.findChildren(QComboBox),
        *dialog.findChildren(QLineEdit),
    ]
    return {
        field.objectName(): (field.mapTo(dialog, QPoint(0, 0)).x(), field.width())
        for field in fields
        if field.isVisible() and field.objectName()
    }


@pytest.mark.parametrize("code", ["en", "ro", "hi"])
def test_every_opponent_leaves_the_fields_where_they_were(
    qtbot: QtBot, languages: LanguageManager, code: str
) -> None:
    languages.switch(code)
    dialog = NewGameDialog(Settings(), WITH_BROKEN)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.opponent_combo
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    qtbot.wait(20)
    first = field_lefts(dialog)
    width = dialog.width()
    seen = {combo.currentData()}
    while True:
        QTest.keyClick(combo, Qt.Key.Key_Down)
        qtbot.wait(20)
        if combo.currentData() in seen:
            break  # the last one that can be chosen
        seen.add(combo.currentData())
        now = field_lefts(dialog)
        for name, place in now.items():
            assert place == first.get(name, place), (combo.currentText(), name)
        assert dialog.width() == width, combo.currentText()
    # Two players, host and join (on the network and over the internet), both computers and
    # the unavailable one (chosen, it says why).
    assert seen == {"", "net:host", "net:join", "internet:host", "internet:join", "easy",
                    "medium", "broken"}  # fmt: skip
