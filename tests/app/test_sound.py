"""The game's sounds in the real window: each event plays its cue, through a recording output.

Stars are picked and lines drawn with real mouse clicks; the computer plays
from a script; the View menu's Sound and Sound volume are used with the
keyboard. The cues are read from what the output was asked to play.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QMessageBox

from tests.app.conftest import SQUARE, Harness, record_told, two_players, vs_computer
from tests.sound.fakes import NoDevice, RecordingOutput
from triangles_qt.model import Board
from triangles_qt.play.settings import Settings
from triangles_qt.sound.cues import SoundCue
from triangles_qt.views.dialogs.how_to_play import TIE
from triangles_qt.views.game import sounds as sounds_module

C = SoundCue
SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def square() -> Board:
    return Board(SQUARE, 2.0)


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> RecordingOutput:
    """What the window's sounds play, from the next window made on."""
    output = RecordingOutput()
    monkeypatch.setattr(sounds_module, "system_output", output)
    return output


def wait_heard(h: Harness, heard: RecordingOutput, *cues: SoundCue) -> None:
    """Until the cues heard so far are exactly ``cues``."""
    h.qtbot.waitUntil(lambda: heard.cues() == list(cues), timeout=5000)


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)


def test_picking_a_star_with_the_mouse(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.start(two_players(), square())
    assert heard.played == []  # a game starting is silent
    h.click_star(0)
    wait_heard(h, heard, C.STAR_PICKED)
    h.click_star(0)  # put down again: no sound
    h.settle()
    assert heard.cues() == [C.STAR_PICKED]


def test_picking_a_star_with_the_keyboard(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.start(two_players(), square())
    h.view.setFocus()
    QTest.keyClick(h.view, Qt.Key.Key_Right)  # the focus ring moves: no sound
    h.settle()
    assert heard.played == []
    QTest.keyClick(h.view, Qt.Key.Key_Space)
    wait_heard(h, heard, C.STAR_PICKED)


def test_a_refused_line(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.start(two_players(), square())
    h.tap_tap(0, 2)
    h.tap_tap(1, 3)  # crosses 0-2
    wait_heard(h, heard, C.STAR_PICKED, C.LINE_OWN, C.STAR_PICKED, C.REFUSED)
    assert h.game.move_count == 1


def test_one_s_own_line_and_the_computer_s_then_your_turn(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2)]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    wait_heard(h, heard, C.STAR_PICKED, C.LINE_OWN, C.LINE_OTHER, C.YOUR_TURN)
    # The computer's line and the turn it hands over are one phrase.
    assert heard.played[-1][0] == (C.LINE_OTHER, C.YOUR_TURN)


def test_the_computer_moving_first_hands_the_turn_over(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(0, 1)]
    h.start(vs_computer(computer_first=True), square())
    wait_heard(h, heard, C.LINE_OTHER, C.YOUR_TURN)


def test_two_people_here_hear_whose_line_it_was(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    h.start(two_players(), square())
    h.tap_tap(0, 1)
    h.tap_tap(1, 2)
    wait_heard(h, heard, C.STAR_PICKED, C.LINE_OWN, C.STAR_PICKED, C.LINE_OTHER)
    assert C.YOUR_TURN not in heard.cues()  # both are here: no turn to announce


def test_one_triangle_closed(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.start(two_players(), square())
    for a, b in [(0, 1), (1, 2), (0, 2)]:
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: len(heard.cues()) == 6, timeout=5000)
    assert heard.cues()[-1] is C.CLOSED_ONE
    assert not h.game.is_over


def test_two_triangles_closed_by_one_line_and_the_plain_end_of_a_two_person_game(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    h.start(two_players(), square())
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: C.END in heard.cues(), timeout=5000)
    assert h.game.is_over and h.game.scores == (2, 0)
    assert heard.played[-1][0] == (C.STAR_PICKED, C.CLOSED_TWO, C.END)


def test_won_against_the_computer(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), square())
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: C.WON in heard.cues(), timeout=5000)
    assert heard.cues()[-2:] == [C.CLOSED_TWO, C.WON]


def test_lost_against_the_computer(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(0, 1), (2, 3), (0, 2)]
    h.start(vs_computer(computer_first=True), square())
    for a, b in [(1, 2), (0, 3)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: C.LOST in heard.cues(), timeout=5000)
    assert heard.played[-1][0] == (C.CLOSED_TWO, C.LOST)


def test_a_tie_against_the_computer(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    mine, theirs = TIE.moves[0::2], TIE.moves[1::2]
    h.scripts["scripted"] = list(theirs)
    h.start(vs_computer(), Board(TIE.stars, 2.0))
    for a, b in mine:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: C.TIE in heard.cues(), timeout=5000)
    assert h.game.scores == (1, 1)
    assert heard.cues()[-2:] == [C.CLOSED_ONE, C.TIE]


def test_resigning_sounds_lost(make_harness: Callable[..., Harness], heard) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2)]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    wait_for_human(h)
    assert h.app.table.resign()
    h.qtbot.waitUntil(lambda: heard.cues()[-1:] == [C.LOST], timeout=5000)


def test_the_other_device_s_line_then_your_turn(
    make_harness: Callable[..., Harness], heard
) -> None:
    from tests.app.test_network_game import app_joins_test_host

    h = make_harness()
    other = app_joins_test_host(h)
    assert other.game is not None
    a, b = other.game.legal_moves()[0]
    other.game.play(a, b)
    other.send_line(a, b)
    wait_heard(h, heard, C.LINE_OTHER, C.YOUR_TURN)
    assert h.app.table.human_to_move()
    mine = next(m for m in h.game.legal_moves() if h.view.line_in_view(*m))
    h.tap_tap(*mine)
    wait_heard(h, heard, C.LINE_OTHER, C.YOUR_TURN, C.STAR_PICKED, C.LINE_OWN)
    other.close()


# -- the View menu ---------------------------------------------------------------------------


def choose(h: Harness, menu: QMenu, text: str) -> None:
    """Open ``menu`` and choose the item called ``text`` with the arrow keys and Return."""
    menu.popup(h.app.window.mapToGlobal(h.app.window.rect().center()))
    h.qtbot.waitUntil(menu.isVisible, timeout=5000)
    names = [a.text().replace("&", "") for a in menu.actions()]
    assert text in names, names
    QTest.keyClick(menu, Qt.Key.Key_Home)
    for _ in range(60):
        active = menu.activeAction()
        if active is not None and active.text().replace("&", "") == text:
            break
        QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    h.settle()


def test_the_sound_switch_silences_everything_and_is_remembered(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    actions = h.app.window.actions_
    assert actions.sound.isChecked()
    choose(h, actions.view_menu, "Sound")
    assert not actions.sound.isChecked()
    assert not Settings().sound  # remembered across runs
    # A whole game with every kind of sound in it: picks, a refusal, lines both ways,
    # triangles, the computer handing the turn over, a tie.
    h.scripts["scripted"] = [(0, 1), (1, 2)]
    h.start(vs_computer(), square())
    for a, b in [(0, 2), (1, 3), (2, 3), (0, 3)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.game.is_over, timeout=5000)
    h.settle()
    assert h.game.scores == (1, 1)
    assert heard.played == []
    choose(h, actions.view_menu, "Sound")
    assert actions.sound.isChecked() and Settings().sound


def test_the_volume_is_passed_on_and_remembered(
    make_harness: Callable[..., Harness], heard
) -> None:
    h = make_harness()
    actions = h.app.window.actions_
    assert actions.volumes[75].isChecked()  # the default
    h.start(two_players(), square())
    choose(h, actions.volume_menu, "Quiet")
    assert actions.volumes[25].isChecked() and not actions.volumes[75].isChecked()
    # The new volume is heard at once, then every sound has it.
    wait_heard(h, heard, C.YOUR_TURN)
    h.tap_tap(0, 1)
    wait_heard(h, heard, C.YOUR_TURN, C.STAR_PICKED, C.LINE_OWN)
    assert {volume for _cues, volume in heard.played} == {0.25**2}
    assert Settings().sound_volume == 25


def test_the_menu_items_have_names_a_screen_reader_reads(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    actions = h.app.window.actions_
    for menu, wanted in (
        (actions.view_menu, {"Sound", "Sound volume"}),
        (actions.volume_menu, {"Quiet", "Medium", "Loud", "Loudest"}),
    ):
        menu.popup(h.app.window.mapToGlobal(h.app.window.rect().center()))
        h.qtbot.waitUntil(menu.isVisible, timeout=5000)
        interface = QAccessible.queryAccessibleInterface(menu)
        assert interface is not None
        names = {
            interface.child(i).text(QAccessible.Text.Name) for i in range(interface.childCount())
        }
        assert wanted <= {name.replace("&", "") for name in names}, names
        menu.hide()


def test_remembered_settings_are_what_a_new_window_starts_with(
    make_harness: Callable[..., Harness], heard
) -> None:
    settings = Settings()
    settings.sound = False
    settings.sound_volume = 50
    settings.save()
    h = make_harness()
    actions = h.app.window.actions_
    assert not actions.sound.isChecked() and actions.volumes[50].isChecked()
    actions.sound.trigger()
    h.start(two_players(), square())
    h.click_star(2)
    wait_heard(h, heard, C.STAR_PICKED)
    assert heard.played[0][1] == 0.5**2


# -- no sound to be had -------------------------------------------------------------------


def test_no_device_is_said_once_in_the_message_bar_and_never_as_an_error(
    make_harness: Callable[..., Harness], monkeypatch: pytest.MonkeyPatch
) -> None:
    device = NoDevice()
    monkeypatch.setattr(sounds_module, "system_output", device)
    told = record_told(monkeypatch)
    h = make_harness()
    h.start(two_players(), square())
    for a, b in SIDES:
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: "No sound: no audio output was found." in told, timeout=5000)
    h.settle()
    assert told.count("No sound: no audio output was found.") == 1
    assert device.tries == 1  # found once, not asked again
    assert not [w for w in h.app.qapp.topLevelWidgets() if isinstance(w, QMessageBox)]
    assert h.game.move_count == 4  # the game went on
