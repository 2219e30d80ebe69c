"""The question before the statistics are reset.

Non-blocking (``open()``, never ``exec()``): the app's timers, the game and
the statistics writer go on while the player reads. "Keep them" is the
default and the escape button, so Enter or Esc never deletes anything by
accident. The texts keep the window's translation context
(``StatisticsWindow``), where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm_reset(parent: QWidget, games: int, delete: Callable[[], object]) -> QMessageBox:
    """Delete all ``games`` recorded games? ``delete`` runs only on "Delete all"."""
    box = QMessageBox(parent)
    box.setObjectName("confirmReset")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("StatisticsWindow", "Reset statistics"))
    box.setText(
        QCoreApplication.translate("StatisticsWindow", "Delete all recorded games ({0})?").format(
            games
        )
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "StatisticsWindow", "This cannot be undone. You may export them first."
        )
    )
    yes = box.addButton(
        QCoreApplication.translate("StatisticsWindow", "Delete all"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("StatisticsWindow", "Keep them"),
        QMessageBox.ButtonRole.RejectRole,
    )
    yes.setObjectName("confirmDelete")
    keep.setObjectName("confirmKeep")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.buttonClicked.connect(lambda button: delete() if button is yes else None)
    box.open()
    return box
