"""About Triangles: version, licence, links, the Python/Qt and engine core it runs on, and the
opponents found.

The opponents come from :func:`triangles_qt.plugins.discovery.find_plugins`,
which reads package metadata only (no plugin code runs), so the dialog opens
at once even with a broken plugin installed. The version is the one in
``pyproject.toml`` (via the installed metadata, see ``triangles_qt.__version__``);
the links are its ``[project.urls]``.
"""

from __future__ import annotations

import platform
from collections.abc import Sequence
from importlib import metadata

import PySide6
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import triangles_qt
from triangles_qt.model import CORE
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


class AboutDialog(QDialog):
    """Help → About: what this Triangles is, and what it runs with."""

    def __init__(
        self,
        parent: QWidget | None = None,
        plugins: Sequence[PluginEntry] | None = None,
        urls: Sequence[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.plugins = list(installed_plugins() if plugins is None else plugins)
        self.urls = list(project_urls() if urls is None else urls)

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
            self.opponents_label,
            self.opponents_table,
            self.buttons,
        ):
            layout.addWidget(widget)
        self.retranslate()
        self.resize(560, 520)

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
        name = entry.id
        if entry.problem is not None:
            name = self.tr("{0} (cannot be used)").format(entry.id)
        package = entry.distribution or self.tr("unknown")
        if entry.builtin:
            package = self.tr("{0} (built in)").format(package)
        cells = (name, package, entry.version or "?")
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if entry.problem is not None:
                item.setToolTip(entry.problem)
            self.opponents_table.setItem(row, column, item)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
