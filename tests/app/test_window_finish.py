"""The windows' finish in every theme: buttons with words only, readable links, a file
dialog in the theme's colours, and the end panel's title on one line.

A desktop's platform theme gives dialog buttons stock icons (a black "✗" on
Close) that vanish on the dark buttons; offscreen there are none, so a style
that asks for them stands in for such a desktop.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QListView,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QTreeView,
    QWidget,
)

from tests.app.conftest import FAIL, SQUARE, Harness, vs_computer
from tests.app.test_game_flow import _failure_buttons
from tests.i18n.test_live_switch import choose_language
from triangles_qt.model import Board
from triangles_qt.views.dialogs.about import AboutDialog
from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog
from triangles_qt.views.look.style import dialog_background
from triangles_qt.views.look.theme import THEMES, theme

#: WCAG's least contrast for normal text.
READABLE = 4.5


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class IconsOnButtons(QProxyStyle):
    """A desktop whose dialog buttons carry stock icons."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: object = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returnData)  # type: ignore[arg-type]


@pytest.fixture
def icon_desktop(qapp: QApplication) -> Iterator[None]:
    before = qapp.style().name()
    qapp.setStyle(IconsOnButtons(before))
    yield
    qapp.setStyle(before)


@pytest.mark.parametrize("key", list(THEMES))
def test_close_buttons_carry_words_only(make_harness, icon_desktop: None, key: str) -> None:
    h = make_harness()
    window = h.app.window
    window.pick_theme(key)
    window.actions_.about.trigger()
    window.actions_.help.trigger()
    h.settle()
    dialogs = [*window.findChildren(AboutDialog), *window.findChildren(HowToPlayDialog)]
    assert len(dialogs) == 2
    for dialog in dialogs:
        (box,) = dialog.findChildren(QDialogButtonBox)
        (close,) = box.buttons()
        assert close.text() == "Close"
        assert close.icon().isNull(), type(dialog).__name__


@pytest.mark.parametrize("key", list(THEMES))
def test_links_are_readable_in_every_theme(make_harness, key: str) -> None:
    """About's links are drawn in the theme's link colour, which reads on the window."""
    h = make_harness()
    window = h.app.window
    window.pick_theme(key)
    window.actions_.about.trigger()
    h.settle()
    (about,) = window.findChildren(AboutDialog)
    shown = theme(key)
    assert about.links_label.palette().color(about.links_label.palette().ColorRole.Link) == (
        shown.link
    )
    assert contrast(shown.link, dialog_background(shown)) >= READABLE
    if about.urls:  # the links are drawn in it: some pixels of the label are that colour
        image = about.links_label.grab().toImage()
        colours = {
            image.pixelColor(x, y).name()
            for x in range(image.width())
            for y in range(image.height())
        }
        assert shown.link.name() in colours


def test_the_export_dialog_list_is_dark_in_nebula(make_harness) -> None:
    h = make_harness()
    window = h.app.window
    window.pick_theme("nebula")
    window.actions_.stats.trigger()
    h.settle()
    stats = window.records.window
    assert stats is not None
    h.qtbot.waitUntil(stats.export_button.isEnabled, timeout=10000)
    seen: list[QColor] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look)
            return
        views = [
            view
            for view in (*dialog.findChildren(QListView), *dialog.findChildren(QTreeView))
            if view.isVisible()
        ]
        for view in views:  # the folder list and the side bar, below their last row
            image = view.viewport().grab().toImage()
            seen.append(image.pixelColor(image.width() - 4, image.height() - 4))
        dialog.reject()

    QTimer.singleShot(20, look)
    stats.export_button.click()
    assert len(seen) >= 2
    background = dialog_background(theme("nebula"))
    for colour in seen:
        assert colour.lightnessF() < 0.35, colour.name()
        assert contrast(colour, theme("nebula").text) >= READABLE
        assert contrast(colour, background) < 1.6  # of a piece with the window


def _ended_without_a_result(h: Harness) -> None:
    h.scripts["scripted"] = [FAIL]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    _failure_buttons(h)["End the game without a result"].click()  # type: ignore[attr-defined]
    h.settle()


@pytest.mark.parametrize("size", [(1000, 720), (1024, 600), (720, 600)])
def test_the_end_title_stays_on_one_line_in_every_language(
    make_harness, size: tuple[int, int]
) -> None:
    h = make_harness()
    h.app.window.resize(*size)
    _ended_without_a_result(h)
    panel = h.app.window.end_panel
    for code in ("en", "ro", "hi"):
        choose_language(h, code)
        h.settle()
        assert panel.isVisible()
        title = panel.title
        one_line = title.fontMetrics().boundingRect(title.text()).height()
        assert title.height() < 1.6 * one_line, (code, title.text(), title.height(), one_line)
        assert panel.width() <= h.view.width() - 40
    choose_language(h, "en")
