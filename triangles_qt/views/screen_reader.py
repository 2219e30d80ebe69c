"""What several windows do the same way for screen readers: shared words, readable texts.

The words are translated once; each window calls :func:`describe_close` from
its ``retranslate``, so a live language switch updates them with the
window's other texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel


def close_description() -> str:
    """A Close button's description for screen readers (and its tool tip)."""
    return QCoreApplication.translate("Windows", "Closes this window.")


def describe_close(buttons: QDialogButtonBox) -> None:
    """Give the Close button of ``buttons`` (a standard one) its description."""
    button: QAbstractButton | None = buttons.button(QDialogButtonBox.StandardButton.Close)
    if button is not None:
        button.setAccessibleDescription(close_description())


def readable(label: QLabel) -> None:
    """Let Tab stop at ``label`` so that a screen reader reads it (and the keys select it)."""
    label.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse
        | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
