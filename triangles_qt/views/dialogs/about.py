"""About Triangles: version, licence, links, the Python/Qt and engine core it runs on, the
opponents found, and the folders Triangles keeps its files in.

The opponents come from :func:`triangles_qt.plugins.discovery.find_plugins`,
which reads package metadata only (no plugin code runs), so the dialog opens
at once even with a broken plugin installed; named and ordered as New Game
lists them (weakest first) when the app's opponents are given. The version is
the one in ``pyproject.toml`` (via the installed metadata, see
``triangles_qt.__version__``); the links are its ``[project.urls]``. The data
folder (saves, statistics) and the config folder (settings, ``engines.toml``)
are named with a button each that opens them in the file manager.
"""

from __future__ import annotations

import platform
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import QEvent, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import triangles_qt
from triangles_qt import background
from triangles_qt.i18n import current_language
from triangles_qt.model import CORE
from triangles_qt.paths import config_dir, data_dir
from triangles_qt.play.catalog import OpponentChoice, strength_order, without_paths
from triangles_qt.plugins.discovery import PluginEntry, installed_plugins
from triangles_qt.views.look.icons import app_icon
from triangles_qt.views.look.sizes import relative_font

DISTRIBUTION = "triangles-qt"
LICENCE = "MIT"


def project_urls(distribution: str = DISTRIBUTION) -> list[tuple[str, str]]:
    """(label, url) pairs from the installed metadata; none in a bare source tree."""
    try:
        values = metadata.metadata(distribution).get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return []
    urls = []
    for value in values:
        label, _, url = str(value).partition(",")
        if url.strip().startswith(("https://", "http://")):
            urls.append((label.strip(), url.strip()))
    return urls


def shown_folder(path: Path, home: Path | None = None) -> str:
    """A folder as About shows it: under the home folder as "~/…", else in full."""
    home = home if home is not None else Path.home()
    try:
        inside = path.relative_to(home)
    except ValueError:
        return str(path)
    return "~" if inside == Path() else str(Path("~") / inside)


def in_opponent_order(
    plugins: Sequence[PluginEntry], opponents: Sequence[OpponentChoice]
) -> list[PluginEntry]:
    """``plugins`` in New Game's order of the opponents (weakest first, then the others by
    name); an entry New Game does not list comes after, in its own order."""
    order = {choice.id: n for n, choice in enumerate(strength_order(list(opponents)))}
    return sorted(plugins, key=lambda entry: order.get(entry.id, len(order)))


class AboutDialog(QDialog):
    """Help → About: what this Triangles is, and what it runs with."""

    def __init__(
        self,
        parent: QWidget | None = None,
        plugins: Sequence[PluginEntry] | None = None,
        urls: Sequence[tuple[str, str]] | None = None,
        opponents: Sequence[OpponentChoice] | None = None,
    ) -> None:
        """``opponents``: the app's opponents as New Game lists them (their names, in the
        language on screen, and their order); without them the ids are shown."""
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.opponents = {choice.id: choice for choice in opponents or ()}
        found = installed_plugins() if plugins is None else plugins
        self.plugins = in_opponent_order(found, opponents or ())
        self.urls = list(project_urls() if urls is None else urls)
        self.folders = {"data": data_dir(), "config": config_dir()}

        self.icon_label = QLabel()
        icon = self._icon()
        if icon is not None:
            self.icon_label.setPixmap(icon.pixmap(64, 64))
        self.title_label = QLabel()
        relative_font(self.title_label, 1.6, bold=True)
        self.version_label = QLabel()
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        heading = QVBoxLayout()
        heading.addWidget(self.title_label)
        heading.addWidget(self.version_label)
        top = QHBoxLayout()
        top.addWidget(self.icon_label)
        top.addLayout(heading, 1)

        self.description_label = QLabel()
        self.description_label.setWordWrap(True)
        self.licence_label = QLabel()
        self.licence_label.setWordWrap(True)
        self.links_label = QLabel()
        self.links_label.setOpenExternalLinks(True)
        self.links_label.setTextFormat(Qt.TextFormat.RichText)
        self.links_label.setVisible(bool(self.urls))
        self.runtime_label = QLabel()
        self.runtime_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.opponents_label = QLabel()

        self.opponents_table = QTableWidget(len(self.plugins), 3)
        self.opponents_table.verticalHeader().setVisible(False)
        self.opponents_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.opponents_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.opponents_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read-only: no focus ring
        header = self.opponents_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

        # The folders Triangles keeps its files in, each with a button that opens it.
        self.folders_grid = QGridLayout()
        self.folder_labels: dict[str, QLabel] = {}
        self.folder_paths: dict[str, QLabel] = {}
        self.open_buttons: dict[str, QPushButton] = {}
        for row, key in enumerate(self.folders):
            label, path = QLabel(), QLabel(shown_folder(self.folders[key]))
            path.setObjectName(f"{key}Folder")
            path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            path.setWordWrap(True)
            button = QPushButton()
            button.setObjectName(f"open{key.title()}Folder")
            button.setAutoDefault(False)  # Enter closes the window; it opens no folder
            button.clicked.connect(lambda _=False, k=key: self.open_folder(k))
            self.folder_labels[key], self.folder_paths[key] = label, path
            self.open_buttons[key] = button
            self.folders_grid.addWidget(label, row, 0)
            self.folders_grid.addWidget(path, row, 1)
            self.folders_grid.addWidget(button, row, 2)
        self.folders_grid.setColumnStretch(1, 1)
        self.folder_status = QLabel()
        self.folder_status.setWordWrap(True)
        self.folder_status.hide()

        # Made inside the window, so the window's style (words only, no icon) makes its button.
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        for widget in (
            self.description_label,
            self.licence_label,
            self.links_label,
            self.runtime_label,
        ):
            layout.addWidget(widget)
        layout.addLayout(self.folders_grid)
        layout.addWidget(self.folder_status)
        layout.addWidget(self.opponents_label)
        layout.addWidget(self.opponents_table)
        layout.addWidget(self.buttons)
        self._failed_folder: str | None = None
        self.retranslate()
        self.resize(560, 600)

    @staticmethod
    def _icon() -> QIcon | None:
        icon = app_icon()
        return None if icon.isNull() else icon

    def retranslate(self) -> None:
        """Every text again, in the current language."""
        self.setWindowTitle(self.tr("About Triangles"))
        self.title_label.setText("Triangles")  # the game's name is never translated
        self.version_label.setText(self.tr("Version {0}").format(triangles_qt.__version__))
        self.description_label.setText(
            self.tr(
                "Take turns drawing straight lines between stars. Close a triangle "
                "with no star in it and it is yours. Play two players on one device, "
                "or against computer opponents that anyone can write as plugins."
            )
        )
        self.licence_label.setText(
            self.tr(
                "Licence: {0}. Fonts: Noto Sans and Noto Sans Devanagari, "
                "SIL Open Font License 1.1."
            ).format(LICENCE)
        )
        self.links_label.setText(
            " · ".join(f'<a href="{url}">{self._link_label(label)}</a>' for label, url in self.urls)
        )
        core = (
            self.tr("native engine core")
            if CORE == "native"
            else self.tr("pure-Python engine core")
        )
        self.runtime_label.setText(
            self.tr("Python {0} · Qt {1} · PySide6 {2}").format(
                platform.python_version(), qVersion(), PySide6.__version__
            )
            + " · "
            + core
        )
        self.folder_labels["data"].setText(self.tr("Saves and statistics:"))
        self.folder_labels["config"].setText(self.tr("Settings and engines.toml:"))
        for key, button in self.open_buttons.items():
            button.setText(self.tr("Open"))
            button.setAccessibleName(
                self.tr("Open the folder of saves and statistics")
                if key == "data"
                else self.tr("Open the folder of settings and engines.toml")
            )
            button.setAccessibleDescription(self.tr("Shows the folder in the file manager."))
        self._say_folder_status()
        self.opponents_label.setText(self.tr("Computer opponents installed:"))
        self.opponents_table.setHorizontalHeaderLabels(
            [self.tr("Opponent"), self.tr("Package"), self.tr("Version")]
        )
        for row, entry in enumerate(self.plugins):
            self._fill_row(row, entry)

    def _link_label(self, label: str) -> str:
        """Known ``[project.urls]`` labels in the player's language; others as written."""
        known = {
            "homepage": self.tr("Website"),
            "documentation": self.tr("Documentation"),
            "issues": self.tr("Report a problem"),
            "source": self.tr("Source code"),
        }
        return known.get(label.lower(), label)

    def _fill_row(self, row: int, entry: PluginEntry) -> None:
        choice = self.opponents.get(entry.id)
        name = choice.display_name(current_language()) if choice is not None else entry.id
        problem = entry.problem
        if problem is None and choice is not None and not choice.available:
            problem = choice.reason
        if problem is not None:
            name = self.tr("{0} (cannot be used)").format(name)
        # An engine the player listed comes from their engines.toml, not from a package.
        package = entry.distribution or ("engines.toml" if entry.is_engine else self.tr("unknown"))
        if entry.builtin:
            package = self.tr("{0} (built in)").format(package)
        cells = (name, package, entry.version or "?")
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if problem is not None:
                item.setToolTip(without_paths(problem))
            elif column == 0 and choice is not None:
                item.setToolTip(entry.id)  # (the id the arena and the command line take)
            self.opponents_table.setItem(row, column, item)

    def open_folder(self, key: str) -> None:
        """Open the folder in the file manager; it is made first if it is not there yet (off
        the UI thread: the disk may be slow), and a folder that cannot be opened is said."""
        folder = self.folders[key]

        def made(_: None) -> None:
            opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
            self._failed_folder = None if opened else key
            self._say_folder_status()

        def failed(_error: BaseException) -> None:
            self._failed_folder = key
            self._say_folder_status()

        background.run_off_ui(
            lambda: folder.mkdir(parents=True, exist_ok=True),
            made,
            self,
            name="open-folder",
            failed=failed,
        )

    def _say_folder_status(self) -> None:
        key = self._failed_folder
        if key is None:
            self.folder_status.hide()
            return
        self.folder_status.setText(
            self.tr("The folder {0} could not be opened.").format(shown_folder(self.folders[key]))
        )
        self.folder_status.show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setFocus()  # (not the first folder's Open button)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
