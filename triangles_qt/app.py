"""Start-up: the QApplication and the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("MainWindow", "Triangles"))
    window.setCentralWidget(QLabel(QApplication.translate("MainWindow", "Triangles")))
    window.resize(1024, 720)
    window.show()
    return app.exec()
