"""Work off the UI thread comes back to it, or not at all once its receiver is gone."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from triangles_qt import background

UI = threading.main_thread()


def test_the_result_arrives_on_the_receiver_s_thread(qtbot: QtBot) -> None:
    receiver = QObject()
    seen: list[tuple[int, threading.Thread]] = []
    worked_on: list[threading.Thread] = []

    def work() -> int:
        worked_on.append(threading.current_thread())
        return 42

    thread = background.run_off_ui(
        work, lambda value: seen.append((value, threading.current_thread())), receiver, name="t"
    )
    qtbot.waitUntil(lambda: bool(seen))
    assert worked_on == [thread] and thread is not threading.main_thread()
    assert seen == [(42, threading.main_thread())]


def test_an_error_goes_to_failed_on_the_receiver_s_thread(qtbot: QtBot) -> None:
    receiver = QObject()
    errors: list[tuple[BaseException, bool]] = []

    def work() -> int:
        raise OSError("the disk said no")

    background.run_off_ui(
        work,
        lambda value: errors.append((AssertionError(value), False)),
        receiver,
        name="t",
        failed=lambda error: errors.append((error, threading.current_thread() is UI)),
    )
    qtbot.waitUntil(lambda: bool(errors))
    (error, on_ui), = errors
    assert isinstance(error, OSError) and str(error) == "the disk said no" and on_ui


def test_nothing_is_delivered_to_a_receiver_that_is_gone(qtbot: QtBot) -> None:
    receiver = QObject()
    release = threading.Event()
    seen: list[int] = []
    thread = background.run_off_ui(
        lambda: release.wait(30) and 7, seen.append, receiver, name="t"  # type: ignore[func-returns-value]
    )
    receiver.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(receiver))
    release.set()
    thread.join(30)
    qtbot.wait(50)  # what was queued has had its turn
    assert seen == []


def test_deliver_to_carries_many_values_in_order_from_any_thread(qtbot: QtBot) -> None:
    receiver = QObject()
    seen: list[tuple[int, bool]] = []
    send = background.deliver_to(
        receiver, lambda v: seen.append((v, threading.current_thread() is threading.main_thread()))
    )
    worker = threading.Thread(target=lambda: [send(n) for n in range(5)])
    worker.start()
    worker.join(30)
    send(5)  # from the receiver's own thread: still through the event loop
    assert seen == []
    qtbot.waitUntil(lambda: len(seen) == 6)
    assert seen == [(n, True) for n in range(6)]


def test_wait_at_quit_waits_for_the_work_still_running(qtbot: QtBot) -> None:
    receiver = QObject()
    release = threading.Event()
    finished: list[bool] = []

    def work() -> None:
        release.wait(30)
        finished.append(True)

    background.run_off_ui(work, lambda _: None, receiver, name="t")
    assert not background.wait_at_quit(timeout=0.05) and background.running()
    release.set()
    assert background.wait_at_quit(timeout=30) and finished == [True]
