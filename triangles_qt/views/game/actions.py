"""The main window's actions, menus and tool bar, and their words in the current language.

Kept apart from the window so the window only wires them: each action is
made, placed in its menu and tool bar, and named here, in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QSizePolicy, QToolBar, QToolButton, QWidget

from triangles_qt.play.settings import Size
from triangles_qt.sound.cues import VOLUME_LEVELS
from triangles_qt.views.look.sizes import size_names
from triangles_qt.views.look.steady import widest_words
from triangles_qt.views.look.theme import THEMES, theme_names

_Value = TypeVar("_Value", bound=Hashable)

# Finger-sized tool bar buttons (pixels).
TOOL_BUTTON_HEIGHT = 44

#: The tool bar buttons' words (the actions' short texts), listed once so that a
#: bar at the side can be as wide as the widest language's words: a language
#: switch then leaves the board where it is.
TOOL_WORDS: dict[str, str] = {
    "new": str(QT_TRANSLATE_NOOP("MainWindow", "New Game")),
    "undo": str(QT_TRANSLATE_NOOP("MainWindow", "Undo")),
    "redo": str(QT_TRANSLATE_NOOP("MainWindow", "Redo")),
    "hint": str(QT_TRANSLATE_NOOP("MainWindow", "Hint")),
    "resign": str(QT_TRANSLATE_NOOP("MainWindow", "Resign")),
    "fit": str(QT_TRANSLATE_NOOP("MainWindow", "Fit")),
    "full_screen": str(QT_TRANSLATE_NOOP("MainWindow", "Full screen")),
}


class MainActions(QObject):
    """Every action of the main window, with its menus and the tool bar."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window

        def action(
            shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        ) -> QAction:
            made = QAction(window)
            if shortcut is not None:
                made.setShortcut(QKeySequence(shortcut))
            return made

        self.new = action(QKeySequence.StandardKey.New)
        self.undo = action(QKeySequence.StandardKey.Undo)
        self.redo = action()
        # Both usual keys on every platform (the standard Redo key differs between them).
        self.redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.hint = action("H")
        self.resign = action()
        self.replay = action()
        self.review = action()
        self.puzzles = action("Ctrl+P")
        self.stats = action()
        self.quit = action(QKeySequence.StandardKey.Quit)
        self.fit = action("Ctrl+0")
        self.zoom_in = action(QKeySequence.StandardKey.ZoomIn)
        self.zoom_out = action(QKeySequence.StandardKey.ZoomOut)
        self.full_screen = action("F11")
        self.full_screen.setCheckable(True)
        self.highlight = action()
        self.highlight.setCheckable(True)
        self.highlight.setChecked(True)
        self.reduce_motion = action()
        self.reduce_motion.setCheckable(True)
        self.command_line = action()
        self.command_line.setCheckable(True)
        self.type_command = action("Ctrl+L")
        self.themes: dict[str, QAction] = self._choices(THEMES, action)
        self.sound = action()
        self.sound.setCheckable(True)
        self.sound.setChecked(True)
        self.volumes: dict[int, QAction] = self._choices(VOLUME_LEVELS, action)
        # Above the themes: follow the system's dark, light or high-contrast look.
        self.follow_system = action()
        self.follow_system.setCheckable(True)
        self.text_sizes: dict[Size, QAction] = self._choices(Size, action)
        self.board_sizes: dict[Size, QAction] = self._choices(Size, action)
        self.internet_servers = action()
        self.help = action(QKeySequence.StandardKey.HelpContents)
        self.keys = action()
        self.about = action()
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.toolbar: QToolBar | None = None
        self._vertical = False

    def _choices(
        self, values: Iterable[_Value], action: Callable[[], QAction]
    ) -> dict[_Value, QAction]:
        """One checkable entry per value (its data), one of them checked at a time."""
        group = QActionGroup(self._window)
        made: dict[_Value, QAction] = {}
        for value in values:
            made[value] = action()
            made[value].setCheckable(True)
            made[value].setData(value)
            group.addAction(made[value])
        return made

    def build_menus(self, bar: QMenuBar) -> None:
        self.game_menu = bar.addMenu("")
        for made in (
            self.new, self.undo, self.redo, self.hint, self.resign, self.replay, self.review
        ):  # fmt: skip
            self.game_menu.addAction(made)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.puzzles)
        self.game_menu.addAction(self.stats)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)
        self.view_menu = bar.addMenu("")
        for made in (self.fit, self.zoom_in, self.zoom_out, self.full_screen):
            self.view_menu.addAction(made)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.highlight)
        self.view_menu.addAction(self.reduce_motion)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.command_line)
        self.view_menu.addAction(self.type_command)
        self.theme_menu: QMenu = self.view_menu.addMenu("")
        self.theme_menu.addAction(self.follow_system)
        self.theme_menu.addSeparator()
        for made in self.themes.values():
            self.theme_menu.addAction(made)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.sound)
        self.volume_menu: QMenu = self.view_menu.addMenu("")
        for made in self.volumes.values():
            self.volume_menu.addAction(made)
        self.text_size_menu: QMenu = self.view_menu.addMenu("")
        self.text_size_menu.addActions(list(self.text_sizes.values()))
        self.board_size_menu: QMenu = self.view_menu.addMenu("")
        self.board_size_menu.addActions(list(self.board_sizes.values()))
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.internet_servers)
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.help)
        self.help_menu.addAction(self.keys)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about)

    def build_toolbar(self) -> QToolBar:
        toolbar = QToolBar(self._window)
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        for key in TOOL_WORDS:
            toolbar.addAction(self._tool_action(key))
        self.toolbar = toolbar
        self.orient_toolbar(False)
        return toolbar

    def _tool_action(self, key: str) -> QAction:
        made = getattr(self, key)
        assert isinstance(made, QAction)
        return made

    @property
    def toolbar_vertical(self) -> bool:
        return self._vertical

    def orient_toolbar(self, vertical: bool) -> None:
        """Buttons as wide as the bar when it stands at the side, finger-high either way."""
        self._vertical = vertical
        if self.toolbar is None:
            return
        self.toolbar.setOrientation(
            Qt.Orientation.Vertical if vertical else Qt.Orientation.Horizontal
        )
        buttons = {
            key: button
            for key, button in (
                (key, self.toolbar.widgetForAction(self._tool_action(key))) for key in TOOL_WORDS
            )
            if isinstance(button, QToolButton)
        }
        width = max(map(_widest_button, buttons.items()), default=0) if vertical else 0
        for button in buttons.values():
            button.setMinimumHeight(TOOL_BUTTON_HEIGHT)
            button.setMinimumWidth(width)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.toolbar.setIconSize(QSize(0, 0))

    def retranslate(self) -> None:
        # The words were the main window's first: they keep its translation context.
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.theme_menu.setTitle(QCoreApplication.translate("MainWindow", "Theme"))
        self.new.setText(QCoreApplication.translate("MainWindow", "&New Game…"))
        self.undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.redo.setText(QCoreApplication.translate("MainWindow", "Re&do"))
        self.redo.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Put back the lines Undo took back (until a new line is drawn)"
            )
        )
        self.hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.hint.setToolTip(
            QCoreApplication.translate("MainWindow", "Ask the Hard opponent to suggest a line")
        )
        self.resign.setText(QCoreApplication.translate("MainWindow", "R&esign…"))
        self.resign.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Give up this game against the computer: it counts as a loss"
            )
        )
        self.replay.setText(QCoreApplication.translate("MainWindow", "&Replay the game"))
        self.review.setText(QCoreApplication.translate("MainWindow", "Re&view the game…"))
        self.review.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Every line judged: how much it cost, and the better line"
            )
        )
        self.puzzles.setText(QCoreApplication.translate("MainWindow", "&Puzzles…"))
        self.puzzles.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Positions from real games, each with a line to find; one a day"
            )
        )
        self.stats.setText(QCoreApplication.translate("MainWindow", "&Statistics…"))
        self.quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.fit.setText(QCoreApplication.translate("MainWindow", "&Fit the board to the window"))
        self.zoom_in.setText(QCoreApplication.translate("MainWindow", "Zoom &in"))
        self.zoom_out.setText(QCoreApplication.translate("MainWindow", "Zoom &out"))
        self.full_screen.setText(QCoreApplication.translate("MainWindow", "F&ull screen"))
        self.highlight.setText(QCoreApplication.translate("MainWindow", "&Highlight the last line"))
        self.reduce_motion.setText(QCoreApplication.translate("MainWindow", "&Reduce motion"))
        self.reduce_motion.setToolTip(
            QCoreApplication.translate("MainWindow", "No pulsing, rising or sliding on the board")
        )
        self.command_line.setText(QCoreApplication.translate("MainWindow", "&Command line"))
        self.command_line.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Play by typing: two stars draw a line; help lists the commands"
            )
        )
        self.type_command.setText(QCoreApplication.translate("MainWindow", "&Type a command"))
        names = theme_names()
        for key, made in self.themes.items():
            made.setText(names[key])
        self.sound.setText(QCoreApplication.translate("MainWindow", "&Sound"))
        self.sound.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Short sounds for picks, lines, triangles and the end of a game"
            )
        )
        self.volume_menu.setTitle(QCoreApplication.translate("MainWindow", "Sound &volume"))
        volume_names = (
            QCoreApplication.translate("MainWindow", "Quiet"),
            QCoreApplication.translate("MainWindow", "Medium"),
            QCoreApplication.translate("MainWindow", "Loud"),
            QCoreApplication.translate("MainWindow", "Loudest"),
        )
        for made, name in zip(self.volumes.values(), volume_names, strict=True):
            made.setText(name)
        self.follow_system.setText(QCoreApplication.translate("MainWindow", "Follow the &system"))
        self.follow_system.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Dark, light or high contrast, as the system is set (until you pick)"
            )
        )
        self.text_size_menu.setTitle(QCoreApplication.translate("MainWindow", "Te&xt size"))
        self.board_size_menu.setTitle(
            QCoreApplication.translate("MainWindow", "Star and &line size")
        )
        sizes = size_names()
        for size in Size:
            self.text_sizes[size].setText(sizes[size])
            self.board_sizes[size].setText(sizes[size])
        self.internet_servers.setText(
            QCoreApplication.translate("MainWindow", "Inter&net servers…")
        )
        self.internet_servers.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "The rendezvous and relay servers internet games go through"
            )
        )
        self.help.setText(QCoreApplication.translate("MainWindow", "&How to play"))
        self.keys.setText(QCoreApplication.translate("MainWindow", "&Keyboard controls"))
        self.about.setText(QCoreApplication.translate("MainWindow", "&About Triangles"))
        for key, words in TOOL_WORDS.items():
            self._tool_action(key).setIconText(QCoreApplication.translate("MainWindow", words))
        if self.toolbar is not None:
            self.orient_toolbar(self._vertical)  # the same widths: the widest words of all
            self.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Tools"))


def _widest_button(keyed: tuple[str, QToolButton]) -> int:
    """The button's width with its widest words in any language (the font's own padding
    kept)."""
    key, button = keyed
    metrics = button.fontMetrics()
    padding = (
        button.sizeHint().width()
        - metrics.size(Qt.TextFlag.TextShowMnemonic, button.text()).width()
    )
    return padding + widest_words(button.font(), "MainWindow", TOOL_WORDS[key])
