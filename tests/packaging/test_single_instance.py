"""One copy per data folder: the lock, the activation message, and a real second start."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
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


def test_a_folder_that_cannot_be_created_is_one_clear_line_and_the_copy_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], guards: list[InstanceGuard]
) -> None:
    """It used to end the start ("cannot create the lock file"): now it runs without a lock."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    guard = instance.claim(blocker / "data")
    assert isinstance(guard, InstanceGuard)
    guards.append(guard)
    assert not guard.locked and guard.listening  # the local server alone keeps one copy
    assert [(f.kind, f.reason) for f in guard.findings] == [
        (instance.Finding.CANNOT_WRITE, "not_a_folder")
    ]
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("Triangles: cannot create the lock file")


def test_a_data_folder_that_is_a_file_is_said_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], guards: list[InstanceGuard]
) -> None:
    """Not "File exists" (mkdir's words)."""
    folder = tmp_path / "data"
    folder.write_text("a file", encoding="utf-8")
    guard = instance.claim(folder)
    assert isinstance(guard, InstanceGuard)
    guards.append(guard)
    assert guard.findings[0].reason == "not_a_folder"
    assert "File exists" not in capsys.readouterr().err


# --- One copy per data folder without a lock file ------------------------------------------


def test_without_a_lock_file_a_second_start_still_finds_the_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], guards: list[InstanceGuard]
) -> None:
    folder = tmp_path / "data"
    folder.write_text("no lock file can be made here", encoding="utf-8")
    first = instance.claim(folder, timeout_s=30)
    assert isinstance(first, InstanceGuard) and first.listening and not first.locked
    guards.append(first)
    fired: list[None] = []
    first.activated.connect(lambda: fired.append(None))
    assert instance.claim(folder, timeout_s=30) == 0
    assert fired == [None]
    assert capsys.readouterr().out.splitlines() == [instance.ALREADY_RUNNING]


def test_a_copy_with_the_lock_finds_one_running_without_it(
    tmp_path: Path, guards: list[InstanceGuard]
) -> None:
    """A copy started while no lock file could be made; the folder can be written again now."""
    running = _guard(guards, tmp_path / "data")
    assert running.claim_without_lock(timeout_s=30) is None and running.listening
    assert instance.claim(tmp_path / "data", timeout_s=30) == 0
    assert not (tmp_path / "data" / instance.LOCK_NAME).exists()  # the lock was let go


def test_the_socket_of_a_crashed_copy_without_a_lock_does_not_keep_the_next_out(
    tmp_path: Path, guards: list[InstanceGuard]
) -> None:
    folder = tmp_path / "data"
    folder.write_text("no lock file can be made here", encoding="utf-8")
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from triangles_qt.instance import InstanceGuard\n"
        "app = QCoreApplication([])\n"
        "guard = InstanceGuard(Path(sys.argv[1]))\n"
        "assert guard.claim_without_lock(5) is None\n"
        "print('listening', flush=True)\n"
        "os.kill(os.getpid(), 9)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(folder)],
        env=clean_env(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.stdout == "listening\n", done.stderr  # killed while holding the name
    guard = instance.claim(folder, timeout_s=30)
    assert isinstance(guard, InstanceGuard) and guard.listening
    guards.append(guard)


# --- What sits under the lock's name --------------------------------------------------------


def _dangling(path: Path) -> None:
    path.symlink_to(path.with_name("nowhere"))


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept", encoding="utf-8")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (_folder, "was a folder, not a lock file"),
        (_dangling, "was a symbolic link to nothing, not a lock file"),
        (_fifo, "was a FIFO, socket or device, not a lock file"),
    ],
    ids=["folder", "dangling link", "fifo"],
)
def test_what_is_no_lock_file_is_kept_aside_and_said(
    capsys: pytest.CaptureFixture[str],
    guards: list[InstanceGuard],
    make: Callable[[Path], None],
    words: str,
) -> None:
    """Each used to stop every start, blaming "another copy"."""
    folder = data_dir()
    folder.mkdir(parents=True)
    lock = folder / instance.LOCK_NAME
    make(lock)
    guard = instance.claim(folder, timeout_s=0.5)
    assert isinstance(guard, InstanceGuard) and guard.locked
    guards.append(guard)
    (finding,) = guard.findings
    assert finding.kind is instance.Finding.ODD_LOCK_KEPT and finding.kept_as is not None
    assert os.path.lexists(finding.kept_as)  # kept, never deleted
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and words in err[0] and "another copy" not in err[0]


@pytest.mark.parametrize(
    ("content", "reason", "words"),
    [
        (b"", "empty", "was empty"),
        (b"\x00garbage\nmore garbage", "garbage", "held no process id"),
    ],
    ids=["empty", "garbage"],
)
def test_a_young_lock_file_that_no_process_holds_is_replaced(
    capsys: pytest.CaptureFixture[str],
    guards: list[InstanceGuard],
    content: bytes,
    reason: str,
    words: str,
) -> None:
    """Qt takes such a file for a copy still starting, for 30 s: every start in between failed."""
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / instance.LOCK_NAME).write_bytes(content)
    guard = instance.claim(folder, timeout_s=0.5)
    assert isinstance(guard, InstanceGuard) and guard.locked
    guards.append(guard)
    assert [(f.kind, f.dead) for f in guard.findings] == [
        (instance.Finding.DEAD_LOCK, instance.DeadLock(reason))
    ]
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and words in err[0] and "another copy" not in err[0]


def test_a_lock_naming_a_live_process_that_does_not_hold_it_does_not_keep_the_start_out(
    capsys: pytest.CaptureFixture[str], guards: list[InstanceGuard]
) -> None:
    """Qt trusts the process id (alive, the same program: a reused pid) for 30 s; no copy
    holds the file and none answers, so it is a dead copy's and is taken over."""
    folder = data_dir()
    folder.mkdir(parents=True)
    lock = folder / instance.LOCK_NAME
    written = QLockFile(str(lock))  # Qt's own content, naming this very (live) process
    assert written.tryLock(0)
    content = lock.read_bytes()
    written.unlock()
    lock.write_bytes(content)  # the same file, held by nobody
    assert QLockFile(str(lock)).tryLock(0) is False  # Qt alone would blame "another copy"
    guard = instance.claim(folder, timeout_s=0.5)
    assert isinstance(guard, InstanceGuard) and guard.locked
    guards.append(guard)
    assert [f.dead for f in guard.findings] == [instance.DeadLock.DEAD]
    assert "no longer running" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")
def test_a_garbage_lock_that_a_live_process_holds_still_keeps_the_start_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Whatever it says, a lock file that a live process holds is left alone."""
    import fcntl

    folder = data_dir()
    folder.mkdir(parents=True)
    lock = folder / instance.LOCK_NAME
    lock.write_bytes(b"garbage")
    with lock.open("rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)  # as a copy between creating and writing it
        assert instance.claim(folder, timeout_s=0.5) == 1
    assert lock.read_bytes() == b"garbage"
    assert "another copy holds the lock" in capsys.readouterr().err


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
