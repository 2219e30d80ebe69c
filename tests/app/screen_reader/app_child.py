"""The real app, started by its own entry point (``triangles_qt.cli.main``), for the screen
reader test: run by the accessibility client (``client.py``) inside the test's D-Bus session,
on the test's X server. Never imported by pytest.

The test's X server has no window manager, and without one no window is ever made active,
so no key would reach the app. This script plays the one part of a window manager the test
needs: a window that is shown is made the active one, and when it goes away the window still
shown is made active again (Qt asks the X server for the input focus itself when there is no
window manager). Everything else is the app's own start-up, event loop and exit.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def main() -> int:
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication

    qapp = QApplication(list(sys.argv))  # the app's start-up takes this one (app.application)

    class WindowManager(QObject):
        """Keeps the newest shown top-level window active, as a desktop would."""

        def __init__(self) -> None:
            super().__init__()
            self.timer = QTimer(self)
            self.timer.timeout.connect(self.look)
            self.timer.start(100)

        def look(self) -> None:
            shown = [w for w in qapp.topLevelWidgets() if w.isVisible() and w.isWindow()]
            shown = [w for w in shown if not w.windowType().name.endswith(("Popup", "ToolTip"))]
            if not shown or qapp.activePopupWidget() is not None:
                return
            modal = qapp.activeModalWidget()
            wanted = modal if modal is not None and modal.isVisible() else None
            if wanted is None:
                active = qapp.activeWindow()
                if active is not None and active.isVisible():
                    return
                wanted = shown[-1]
            if qapp.activeWindow() is not wanted:
                wanted.activateWindow()

    keeper = WindowManager()
    from triangles_qt.cli import main as app_main

    code = app_main(list(sys.argv))
    keeper.timer.stop()
    return code


if __name__ == "__main__":
    sys.exit(main())
