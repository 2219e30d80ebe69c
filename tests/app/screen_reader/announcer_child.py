"""A throwaway window that announces, for the client's self-test (``announcer``): each press of
its button posts Qt's announcement event on the window; the same words each time, so a
repeated announcement must arrive as often as it is made. Never imported by pytest."""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QKeySequence
    from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton
    from shiboken6 import Shiboken

    qapp = QApplication(list(sys.argv))
    window = QMainWindow()
    window.setWindowTitle("Announcer")
    button = QPushButton("Announce", window)
    window.setCentralWidget(button)
    quit_action = QAction("Quit", window)
    quit_action.setShortcut(QKeySequence.StandardKey.Quit)
    quit_action.triggered.connect(window.close)
    window.menuBar().addMenu("File").addAction(quit_action)

    def announce() -> None:
        said = QAccessibleAnnouncementEvent(window, "Easy drew A1 to B2.")
        QAccessible.updateAccessibility(said)

    button.clicked.connect(announce)
    window.show()
    code = qapp.exec()
    Shiboken.delete(window)  # gone while the application still is, as in the app
    return code


if __name__ == "__main__":
    sys.exit(main())
