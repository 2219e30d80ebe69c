"""The coach of the first game: what to do now, said in the bar under the board.

Shown until the first line of the person at this screen, then never again
(``Settings.coached``); another seat's line, a computer's or the other
device's, is not theirs (views/game/presenter.py asks the table's seat kind).
The texts keep the main window's translation context, where they began.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles_qt.play.telling import Text


def first_tip(star_picked: bool) -> Text:
    """The tip for now: pick a star, or (one is picked) pick the second."""
    if star_picked:
        return lambda: QCoreApplication.translate(
            "MainWindow",
            "Now tap a second star, or drag to it. Tap the first star again to let go.",
        )
    return lambda: QCoreApplication.translate(
        "MainWindow", "Tap a star, then another star, to draw a line between them."
    )


def help_button() -> str:
    return QCoreApplication.translate("MainWindow", "How to play")


def well_done() -> str:
    """Said once, after the first line: the two rules that matter next."""
    return QCoreApplication.translate(
        "MainWindow", "Well done! Lines may not cross. Close an empty triangle to score a point."
    )
