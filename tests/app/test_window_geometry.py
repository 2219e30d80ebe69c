"""The main window follows the screen: sized to it, clamped to it, its state remembered; F11."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness
from triangles_qt.views.look.window_geometry import (
    FRAME_GUESS,
    Placement,
    WindowState,
    clamp_rect,
    current_placement,
    first_placement,
    restored_placement,
)

TABLET = QRect(0, 0, 1024, 600)
LAPTOP = QRect(0, 0, 1366, 768)
MONITOR = QRect(0, 0, 1920, 1080)


def test_small_screens_get_a_maximised_window_and_large_ones_most_of_the_screen() -> None:
    for small in (TABLET, LAPTOP, QRect(0, 0, 1280, 800)):
        assert first_placement(small).state is WindowState.MAXIMIZED
    big = first_placement(MONITOR)
    assert big.state is WindowState.NORMAL
    assert big.rect.width() > 0.8 * 1920 and big.rect.height() > 0.75 * 1080
    assert MONITOR.marginsRemoved(FRAME_GUESS).contains(big.rect)
    assert abs(big.rect.center().x() - MONITOR.center().x()) <= 1  # centred


def test_a_saved_place_is_clamped_to_the_screen_it_opens_on() -> None:
    # Saved on a big monitor, far to the right; opened on a small tablet.
    saved = Placement(QRect(1500, 700, 1400, 900), WindowState.NORMAL)
    placed = restored_placement(saved, TABLET)
    assert TABLET.marginsRemoved(FRAME_GUESS).contains(placed.rect)
    assert placed.state is WindowState.NORMAL
    # A place that fits is kept exactly.
    fits = Placement(QRect(100, 80, 700, 450), WindowState.MAXIMIZED)
    assert restored_placement(fits, MONITOR) == fits


def test_clamping_moves_in_first_and_shrinks_only_what_cannot_fit() -> None:
    area = QRect(0, 0, 1000, 600)
    assert clamp_rect(QRect(-50, -20, 400, 300), area) == QRect(0, 0, 400, 300)
    assert clamp_rect(QRect(900, 500, 400, 300), area) == QRect(600, 300, 400, 300)
    assert clamp_rect(QRect(10, 10, 1400, 900), area) == area


def test_placements_survive_the_settings_file_and_odd_values_are_ignored() -> None:
    placement = Placement(QRect(12, 34, 800, 600), WindowState.FULL_SCREEN)
    assert Placement.from_text(placement.to_text()) == placement
    for odd in ("", "1,2,3", "a,b,c,d,normal", "1,2,0,5,normal", "1,2,3,4,sideways"):
        assert Placement.from_text(odd) is None


def test_the_window_state_is_remembered_and_f11_toggles_full_screen(make_harness) -> None:
    h: Harness = make_harness()
    window = h.app.window
    window.showNormal()
    window.setGeometry(QRect(40, 30, 700, 500))
    h.settle()
    assert current_placement(window).state is WindowState.NORMAL
    QTest.keyClick(window, Qt.Key.Key_F11)
    h.settle()
    assert window.isFullScreen() and window.actions_.full_screen.isChecked()
    assert current_placement(window).state is WindowState.FULL_SCREEN
    window.close()  # remembers the place and the state
    saved = Placement.from_text(h.app.settings.placement)
    assert saved is not None and saved.state is WindowState.FULL_SCREEN
    assert saved.rect.size() == QRect(40, 30, 700, 500).size()  # the normal size, not the screen
    window.show()
    window.showFullScreen()
    h.settle()
    QTest.keyClick(window, Qt.Key.Key_Escape)  # Esc leaves full screen too
    h.settle()
    assert not window.isFullScreen() and not window.actions_.full_screen.isChecked()


def test_the_next_start_opens_as_the_last_one_closed(make_harness) -> None:
    first: Harness = make_harness()
    window = first.app.window
    window.showNormal()
    first.settle()
    window.setGeometry(QRect(37, 61, 700, 460))  # not what a first start would choose
    first.settle()
    window.close()
    first.app.close()
    again: Harness = make_harness(resize=False)
    again.settle()
    restored = again.app.window
    assert not restored.isMaximized() and not restored.isFullScreen()
    assert restored.geometry().size() == QRect(37, 61, 700, 460).size()


def test_a_maximised_window_comes_back_maximised(make_harness) -> None:
    first: Harness = make_harness()
    first.app.window.showNormal()
    first.settle()  # the window system has its say before the next step
    first.app.window.setGeometry(QRect(37, 61, 700, 460))
    first.settle()
    first.app.window.showMaximized()
    first.settle()
    first.app.window.close()
    first.app.close()
    again: Harness = make_harness(resize=False)
    again.settle()
    assert again.app.window.isMaximized()
    again.app.window.showNormal()  # and un-maximised, its own normal size again
    again.settle()
    assert again.app.window.geometry().size() == QRect(37, 61, 700, 460).size()
