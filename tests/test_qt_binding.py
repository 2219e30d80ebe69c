"""Guards against a broken Qt binding release.

PySide6 6.12.0 decrements None's reference count on every call of a method
that returns nothing; after a few thousand calls (a few seconds of painting)
the interpreter aborts with "deallocating None". pyproject.toml excludes that
release; this test fails if such a binding is ever installed again.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.save()
        painter.restore()
        label.setText("x")
    painter.end()
    assert sys.getrefcount(None) >= before - 50
