"""Opening the windows of the Help menu over the game window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.settings import Settings
from triangles_qt.views.look.theme import Theme
from triangles_qt.views.look.window_geometry import fit_dialog


def how_to_play(
    parent: QWidget, theme: Theme, settings: Settings, keyboard: bool = False, lessons: bool = False
) -> QWidget:
    """How to play, on its keyboard page or its lessons page if asked; not modal."""
    from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

    dialog = HowToPlayDialog(theme, parent, settings)
    if keyboard:
        dialog.show_keyboard_page()
    if lessons:
        dialog.show_lessons_page()
    fit_dialog(dialog, parent)
    dialog.show()
    return dialog


def about(parent: QWidget, opponents: Sequence[OpponentChoice] = ()) -> QWidget:
    """About Triangles (it deletes itself when closed); ``opponents`` as New Game lists them."""
    from triangles_qt.views.dialogs.about import AboutDialog

    dialog = AboutDialog(parent, opponents=opponents)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_dialog(dialog, parent)
    dialog.show()
    return dialog
