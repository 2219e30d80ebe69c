"""The system's look, no colour-only cues, and sizes for every eye, checked on the real window.

The system's scheme is set as a platform would set it: through Qt's
``setColorScheme`` where the platform keeps it, and where it does not (the
offscreen platform keeps no scheme) by having the style hints report it and
announce the change, as a platform does. The players are told apart on
pictures turned to grey; sizes are measured on pictures too.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible, QGuiApplication, QImage, QStyleHints
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from tests.app.conftest import Harness, two_players
from tests.app.test_lessons import open_lessons
from tests.app.test_screenshots import artifacts, play_randomly
from triangles_qt.model import Move
from triangles_qt.play.settings import Settings, Size
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.look.sizes import TEXT_SCALE, sizes
from triangles_qt.views.look.theme import NEBULA, THEMES, FillMark, LineMark, Theme

# -- the system's look -----------------------------------------------------------------


@pytest.fixture
def system_look(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """``set(scheme, high_contrast)``: the platform's look, and the word that it changed."""
    hints = QGuiApplication.styleHints()

    def set_look(scheme: Qt.ColorScheme, high_contrast: bool = False) -> None:
        hints.setColorScheme(scheme)
        if hints.colorScheme() != scheme:  # a platform that keeps no scheme (offscreen)
            monkeypatch.setattr(QStyleHints, "colorScheme", lambda _self: scheme)
            hints.colorSchemeChanged.emit(scheme)
        if hasattr(hints, "accessibility"):  # Qt 6.10 and later
            from PySide6.QtGui import QAccessibilityHints

            wanted = (
                Qt.ContrastPreference.HighContrast
                if high_contrast
                else Qt.ContrastPreference.NoPreference
            )
            monkeypatch.setattr(QAccessibilityHints, "contrastPreference", lambda _self: wanted)
            hints.accessibility().contrastPreferenceChanged.emit(wanted)

    yield set_look
    hints.unsetColorScheme()


def test_the_theme_follows_the_system_until_one_is_picked(make_harness, system_look) -> None:
    system_look(Qt.ColorScheme.Light)
    h = make_harness()
    window, actions = h.app.window, h.app.window.actions_
    assert window.current_theme.key == "daylight"  # a light system from the start
    assert actions.follow_system.isChecked()
    system_look(Qt.ColorScheme.Dark)
    assert window.current_theme.key == "nebula"  # live
    assert actions.themes["nebula"].isChecked()
    # The player picks a theme: it stays, whatever the system does next.
    actions.themes["daylight"].trigger()
    assert window.current_theme.key == "daylight"
    assert not actions.follow_system.isChecked()
    system_look(Qt.ColorScheme.Dark)
    system_look(Qt.ColorScheme.Light)
    system_look(Qt.ColorScheme.Dark)
    assert window.current_theme.key == "daylight"
    h.app.settings.save()
    again = Settings()
    assert again.theme == "daylight" and not again.follow_system_look
    # And back: following the system again takes its look at once, and is remembered.
    actions.follow_system.trigger()
    assert window.current_theme.key == "nebula"
    h.app.settings.save()
    assert Settings().follow_system_look


def test_new_game_keeps_following_unless_another_theme_is_chosen(make_harness, system_look) -> None:
    system_look(Qt.ColorScheme.Light)
    h = make_harness()
    window = h.app.window
    window.show_new_game()
    h.settle()
    dialog = window.new_game.dialog
    assert dialog is not None and dialog.chosen_theme() == "daylight"  # what is on screen
    dialog.accept()
    h.settle()
    assert window.actions_.follow_system.isChecked()
    system_look(Qt.ColorScheme.Dark)
    assert window.current_theme.key == "nebula"
    window.show_new_game()
    h.settle()
    dialog = window.new_game.dialog
    assert dialog is not None
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("contrast"))
    dialog.accept()
    h.settle()
    assert window.current_theme.key == "contrast"
    assert not window.actions_.follow_system.isChecked()  # a theme picked in New Game stays
    system_look(Qt.ColorScheme.Light)
    assert window.current_theme.key == "contrast"


def test_a_theme_picked_before_following_existed_stays(make_harness, system_look) -> None:
    old = Settings()
    old.theme = "contrast"  # what an earlier version stored: no word on following
    old.save()
    system_look(Qt.ColorScheme.Light)
    h = make_harness()
    assert h.app.window.current_theme.key == "contrast"
    assert not h.app.window.actions_.follow_system.isChecked()


@pytest.mark.skipif(
    not hasattr(QStyleHints, "accessibility"), reason="the contrast preference is Qt 6.10+"
)
def test_high_contrast_on_the_system_chooses_the_high_contrast_theme(
    make_harness, system_look
) -> None:
    system_look(Qt.ColorScheme.Light, high_contrast=True)
    h = make_harness()
    assert h.app.window.current_theme.key == "contrast"
    system_look(Qt.ColorScheme.Light, high_contrast=False)
    assert h.app.window.current_theme.key == "daylight"
    system_look(Qt.ColorScheme.Dark, high_contrast=True)
    assert h.app.window.current_theme.key == "contrast"


def test_reduce_motion_is_the_apps_own_switch(make_harness, system_look) -> None:
    system_look(Qt.ColorScheme.Dark, high_contrast=True)
    h = make_harness()
    assert not h.app.window.reduce_motion  # nothing of the platform's turns it on


# -- no colour-only cues -----------------------------------------------------------------


def grey(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def _near_a_star(view: BoardView, point: QPointF, reach: float) -> bool:
    for star in range(len(view.star_positions())):
        p = view.star_view_pos(star)
        if (p.x() - point.x()) ** 2 + (p.y() - point.y()) ** 2 < reach * reach:
            return True
    return False


def line_texture(image: QImage, view: BoardView, move: Move) -> float | None:
    """How much the grey changes along the middle of a drawn line (None: too short to say)."""
    a, b = view.star_view_pos(move.a), view.star_view_pos(move.b)
    length = ((b.x() - a.x()) ** 2 + (b.y() - a.y()) ** 2) ** 0.5
    values = []
    for step in range(int(length)):
        t = step / length
        point = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
        if not _near_a_star(view, point, 16):
            values.append(image.pixelColor(point.toPoint()).value())
    return statistics.pstdev(values) if len(values) >= 30 else None


def triangle_texture(image: QImage, view: BoardView, corners: tuple[int, int, int]) -> float | None:
    """How much the grey changes inside a closed triangle, away from its edges and stars."""
    points = [view.star_view_pos(star) for star in corners]
    cx = sum(p.x() for p in points) / 3
    cy = sum(p.y() for p in points) / 3
    inner = [QPointF(cx + 0.6 * (p.x() - cx), cy + 0.6 * (p.y() - cy)) for p in points]
    xs, ys = [p.x() for p in inner], [p.y() for p in inner]
    values = []
    for y in range(int(min(ys)), int(max(ys)) + 1):
        for x in range(int(min(xs)), int(max(xs)) + 1):
            point = QPointF(x, y)
            if _inside(point, inner) and not _near_a_star(view, point, 16):
                values.append(image.pixelColor(x, y).value())
    return statistics.pstdev(values) if len(values) >= 40 else None


def _inside(p: QPointF, tri: list[QPointF]) -> bool:
    def side(a: QPointF, b: QPointF) -> float:
        return (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x())

    s = [side(tri[0], tri[1]), side(tri[1], tri[2]), side(tri[2], tri[0])]
    return all(v >= 0 for v in s) or all(v <= 0 for v in s)


#: Grey levels of texture that set the players apart.
APART = 12.0


def textures(
    h: Harness, look: Theme, picture: str = ""
) -> tuple[tuple[float, float], tuple[float, float]]:
    """(lines, triangles): each player's median texture, on the board drawn in ``look``
    (its grey picture saved as ``picture``, when given)."""
    window = h.app.window
    window.presenter.set_theme(look)  # the board alone, as the window draws it in ``look``
    h.settle()
    image = grey(window.board_view.grab().toImage())
    if picture:
        assert image.save(str(artifacts() / picture))
    view, game = window.board_view, h.game
    lines: list[list[float]] = [[], []]
    for move in game.moves:
        value = line_texture(image, view, move)
        if value is not None:
            lines[move.player].append(value)
    fills: list[list[float]] = [[], []]
    for corners, player in game.closed_triangles:
        value = triangle_texture(image, view, corners)
        if value is not None:
            fills[player].append(value)
    assert all(len(found) >= 3 for found in (*lines, *fills)), (lines, fills)
    line_median = (statistics.median(lines[0]), statistics.median(lines[1]))
    fill_median = (statistics.median(fills[0]), statistics.median(fills[1]))
    return line_median, fill_median


def apart(pair: tuple[float, float]) -> bool:
    return abs(pair[0] - pair[1]) >= APART


@pytest.fixture
def finished(make_harness) -> Harness:
    """A finished 24-star game between two people, the board in plain view."""
    h = make_harness()
    h.start(two_players(n_stars=24, seed=5))
    play_randomly(h, 3 * 24, seed=24)
    assert h.game.is_over
    h.app.window.end_panel.hide()
    h.app.window.actions_.highlight.setChecked(False)  # no halo on the last line
    h.settle()
    return h


@pytest.mark.parametrize("key", list(THEMES))
def test_the_players_differ_by_more_than_colour_in_every_theme(finished, key: str) -> None:
    lines, fills = textures(finished, THEMES[key], f"players-in-grey-{key}.png")
    assert apart(lines), f"{key}: lines {lines}"
    assert apart(fills), f"{key}: triangles {fills}"


def test_the_grey_test_catches_players_told_by_colour_alone(finished) -> None:
    """The check above can fail: Nebula as it was (both players plain) does not pass it."""
    first, second = NEBULA.players
    plain = replace(second, line_mark=LineMark.SOLID, fill_mark=FillMark.PLAIN)
    lines, fills = textures(finished, replace(NEBULA, players=(first, plain)))
    assert not apart(lines), lines
    assert not apart(fills), fills


# -- sizes -----------------------------------------------------------------------------------


def star_width(image: QImage, view: BoardView, star: int) -> int:
    """Pixels across the bright disc of a star, on the row through its middle."""
    centre = view.star_view_pos(star).toPoint()
    y = centre.y()

    def bright(x: int) -> bool:
        colour = image.pixelColor(x, y)
        return min(colour.red(), colour.green(), colour.blue()) >= 200

    if not bright(centre.x()):
        return 0
    left = right = centre.x()
    while left > 0 and bright(left - 1):
        left -= 1
    while right < image.width() - 1 and bright(right + 1):
        right += 1
    return right - left + 1


def median_star_width(view: BoardView) -> float:
    image = view.grab().toImage()
    area = view.viewport().rect().adjusted(20, 20, -20, -20)
    inside = [
        s
        for s in range(len(view.star_positions()))
        if area.contains(view.star_view_pos(s).toPoint())
    ]
    return statistics.median(star_width(image, view, s) for s in inside)


@pytest.fixture
def normal_sizes() -> Iterator[None]:
    yield
    sizes().set_text(Size.NORMAL)
    sizes().set_board(Size.NORMAL)


def test_star_and_line_size_grows_the_stars_on_the_board_and_in_the_lessons(
    make_harness, normal_sizes
) -> None:
    h = make_harness()
    h.start(two_players(n_stars=24, seed=5))
    actions = h.app.window.actions_
    board = median_star_width(h.view)
    panel = open_lessons(h)
    panel.open_lesson(0)
    h.settle()
    lesson = median_star_width(panel.board)
    # A lesson's board is shown far smaller than its units: its stars are still easy to see.
    assert lesson >= 7, lesson
    actions.board_sizes[Size.LARGER].trigger()
    h.settle()
    assert median_star_width(h.view) >= 1.5 * board
    assert median_star_width(panel.board) >= 1.5 * lesson  # the open lesson follows, live
    line = h.app.window.presenter.scene.drawn(1.0)  # lines and rings, as stars
    actions.board_sizes[Size.NORMAL].trigger()
    h.settle()
    assert median_star_width(h.view) == pytest.approx(board, abs=1)
    assert h.app.window.presenter.scene.drawn(1.0) < line / 1.5
    actions.board_sizes[Size.LARGE].trigger()
    h.app.settings.save()
    assert Settings().board_size is Size.LARGE


def test_text_size_scales_every_windows_text_live_and_is_remembered(
    make_harness, normal_sizes
) -> None:
    h = make_harness()
    window = h.app.window
    base = QApplication.font().pointSizeF()
    panel = open_lessons(h)
    task_before = panel.task.font().pointSizeF()
    title_before = panel.title.font().pointSizeF()
    window.actions_.text_sizes[Size.LARGER].trigger()
    h.settle()
    scale = TEXT_SCALE[Size.LARGER]
    assert QApplication.font().pointSizeF() == pytest.approx(base * scale)
    # An open window under the game's style sheet, its plain text and its title.
    assert panel.task.font().pointSizeF() == pytest.approx(task_before * scale)
    assert panel.title.font().pointSizeF() == pytest.approx(title_before * scale)
    bar_label = window.message_bar.findChild(QLabel)
    assert bar_label is not None and bar_label.font().pointSizeF() == pytest.approx(base * scale)
    # A window opened afterwards is made at the new size.
    window.show_about()
    h.settle()
    about = window.about_dialog
    assert about is not None
    assert about.findChild(QLabel).font().pointSizeF() >= base * scale - 0.01
    h.app.settings.save()
    assert Settings().text_size is Size.LARGER
    window.actions_.text_sizes[Size.NORMAL].trigger()
    h.settle()
    assert panel.task.font().pointSizeF() == pytest.approx(task_before)


def menu_names(menu: QMenu) -> list[str]:
    """The entries' names as a screen reader gets them from the menu."""
    interface = QAccessible.queryAccessibleInterface(menu)
    assert interface is not None
    names = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child.role() != QAccessible.Role.Separator:
            names.append(child.text(QAccessible.Text.Name))
    return names


@pytest.mark.parametrize("language", ["en", "ro", "hi"])
def test_the_new_menu_entries_have_names_in_every_language(make_harness, language: str) -> None:
    h = make_harness()
    h.app.languages.switch(language)
    h.settle()
    actions = h.app.window.actions_
    for menu in (actions.theme_menu, actions.text_size_menu, actions.board_size_menu):
        names = menu_names(menu)
        assert len(names) == len(menu.actions()) - (menu is actions.theme_menu)
        assert all(name.strip() for name in names), names
    assert menu_names(actions.view_menu).count("") == 0
    if language == "en":
        assert menu_names(actions.theme_menu)[0] == "Follow the system"
        assert menu_names(actions.text_size_menu) == ["Normal", "Large", "Larger"]
