"""One copy per data folder: the lock, the activation message, and a real second start."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from pytestqt.qtbot import QtBot

from tests.packaging.helpers import ROOT, clean_env
from triangles_qt import instance
from triangles_qt.instance import InstanceGuard, server_name
from triangles_qt.paths import data_dir

#: Generous: a child process imports Qt and starts on a busy two-core machine.
CHILD_TIMEOUT_MS = 120_000


@pytest.fixture
def guards(qtbot: QtBot) -> Iterator[list[InstanceGuard]]:
    """Guards on this test's data folder, closed (lock released) at the end."""
    made: list[InstanceGuard] = []
    yield made
    for guard in made:
        guard.close()


def _guard(guards: list[InstanceGuard], folder: Path | None = None) -> InstanceGuard:
    guard = InstanceGuard(folder or data_dir())
    guards.append(guard)
    return guard


def test_the_first_guard_takes_the_lock_and_a_second_is_refused(
    guards: list[InstanceGuard],
) -> None:
    first, second = _guard(guards), _guard(guards)
    assert not first.lock_path.parent.exists()  # made when needed
    assert first.try_lock()
    assert first.lock_path.is_file()
    assert not second.try_lock()
    assert first.listen() and first.listening


def test_activated_fires_when_a_second_start_asks(
    qtbot: QtBot, guards: list[InstanceGuard]
) -> None:
    first, second = _guard(guards), _guard(guards)
    assert first.try_lock() and first.listen()
    assert not second.try_lock()
    with qtbot.waitSignal(first.activated, timeout=30_000):
        assert second.ask_running_copy(timeout_s=30)
    # And again: the server keeps answering.
    with qtbot.waitSignal(first.activated, timeout=30_000):
        assert second.ask_running_copy(timeout_s=30)


def test_the_lock_is_released_on_close(guards: list[InstanceGuard]) -> None:
    first = _guard(guards)
    assert first.try_lock() and first.listen()
    first.close()
    assert not first.lock_path.exists()
    assert not first.listening
    again = _guard(guards)
    assert again.try_lock() and again.listen()


def test_the_stale_lock_of_a_killed_copy_is_taken_over(guards: list[InstanceGuard]) -> None:
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from triangles_qt.instance import InstanceGuard\n"
        "guard = InstanceGuard(Path(sys.argv[1]))\n"
        "assert guard.try_lock()\n"
        "print('locked', flush=True)\n"
        "time.sleep(600)\n"
    )
    with subprocess.Popen(
        [sys.executable, "-c", script, str(data_dir())],
        env=clean_env(PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        try:
            assert child.stdout is not None and child.stdout.readline() == "locked\n"
        finally:
            child.kill()  # no clean-up: the lock file stays behind with a dead pid
            child.wait(timeout=60)
    guard = _guard(guards)
    assert guard.lock_path.read_text(encoding="utf-8").split("\n")[0] == str(child.pid)
    assert guard.try_lock()
    assert guard.lock_path.read_text(encoding="utf-8").split("\n")[0] == str(os.getpid())


def test_a_copy_that_holds_the_lock_but_does_not_listen_gets_no_answer(
    guards: list[InstanceGuard],
) -> None:
    first, second = _guard(guards), _guard(guards)
    assert first.try_lock()  # still starting, say: not listening yet
    assert not second.try_lock()
    assert not second.ask_running_copy(timeout_s=0.5)


def test_a_server_that_never_answers_gets_a_no(qtbot: QtBot, guards: list[InstanceGuard]) -> None:
    guard = _guard(guards)
    silent = QLocalServer()
    assert silent.listen(guard.server_name)
    accepted: list[QLocalSocket] = []
    silent.newConnection.connect(lambda: accepted.append(silent.nextPendingConnection()))
    try:
        assert not guard.ask_running_copy(timeout_s=0.5)
        assert accepted  # it connected; nobody answered
    finally:
        silent.close()


def test_a_stray_visitor_does_not_activate(qtbot: QtBot, guards: list[InstanceGuard]) -> None:
    first = _guard(guards)
    assert first.try_lock() and first.listen()
    fired: list[None] = []
    first.activated.connect(lambda: fired.append(None))
    socket = QLocalSocket()
    socket.connectToServer(first.server_name)
    assert socket.waitForConnected(30_000)
    socket.write(b"hello there\n")
    qtbot.waitUntil(
        lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=30_000
    )
    assert fired == []


def test_server_names_are_one_per_data_folder(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert server_name(a) != server_name(b)
    assert server_name(a) == server_name(tmp_path / "b" / ".." / "a")
    name = server_name(a)
    assert name.startswith("triangles-qt-") and len(name) < 50
    assert name.replace("-", "").isalnum()  # no separators: a valid pipe and socket name


def test_a_folder_that_cannot_be_created_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert instance.claim(blocker / "data") == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("Triangles cannot start: cannot create the lock")


# --- A real second start -------------------------------------------------------------------


def _second_start() -> subprocess.Popen[str]:
    """``python -m triangles_qt`` on this test's data and config folders, offscreen."""
    return subprocess.Popen(
        [sys.executable, "-m", "triangles_qt"],
        cwd=ROOT,
        env=clean_env(
            PYTHONPATH=str(ROOT),
            TRIANGLES_DATA_DIR=os.environ["TRIANGLES_DATA_DIR"],
            TRIANGLES_CONFIG_DIR=os.environ["TRIANGLES_CONFIG_DIR"],
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _finish(qtbot: QtBot, child: subprocess.Popen[str]) -> tuple[int, str, str]:
    """Wait for the child while this process's event loop keeps serving the guard."""
    try:
        qtbot.waitUntil(lambda: child.poll() is not None, timeout=CHILD_TIMEOUT_MS)
    finally:
        if child.poll() is None:
            child.kill()
    out, err = child.communicate(timeout=60)
    return child.returncode, out, err


def test_a_second_process_brings_the_first_to_the_front_and_exits_0(
    qtbot: QtBot, guards: list[InstanceGuard]
) -> None:
    first = _guard(guards)
    assert first.try_lock() and first.listen()
    fired: list[None] = []
    first.activated.connect(lambda: fired.append(None))
    code, out, err = _finish(qtbot, _second_start())
    assert code == 0, out + err
    assert out == instance.ALREADY_RUNNING + "\n"
    assert fired == [None]
    assert not (data_dir() / "autosave.json").exists()  # it never started a game


def test_a_second_process_that_gets_no_answer_exits_1_and_says_why(
    qtbot: QtBot, guards: list[InstanceGuard]
) -> None:
    first = _guard(guards)
    assert first.try_lock()  # holds the lock, never answers
    code, out, err = _finish(qtbot, _second_start())
    assert code == 1, out + err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("Triangles cannot start: another copy holds the lock")
    assert str(first.lock_path) in lines[0]
    assert not (data_dir() / "autosave.json").exists()


def test_a_running_game_answers_and_a_second_start_exits_0(
    qtbot: QtBot, guards: list[InstanceGuard]
) -> None:
    """The whole of main(): the first copy's guard is wired to its window."""
    from triangles_qt.views.main_window import MainWindow

    if not hasattr(MainWindow, "bring_to_front"):
        pytest.skip("MainWindow.bring_to_front() is not there yet")
    first = _second_start()  # the same command; it is the first one here
    try:
        asker = _guard(guards)
        answered = False
        for _ in range(24):  # it may take a while to start; each try waits 5 s
            assert first.poll() is None, first.communicate()
            if asker.ask_running_copy(timeout_s=5):
                answered = True
                break
        assert answered
        code, out, err = _finish(qtbot, _second_start())
        assert code == 0, out + err
        assert out == instance.ALREADY_RUNNING + "\n"
        assert first.poll() is None  # still running after being brought to the front twice
    finally:
        first.kill()
        _, first_err = first.communicate(timeout=60)
    assert "Traceback" not in first_err, first_err


def test_listening_needs_the_lock(guards: list[InstanceGuard]) -> None:
    """Without it, listen() could remove the running copy's socket."""
    with pytest.raises(RuntimeError):
        _guard(guards).listen()
