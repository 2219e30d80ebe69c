"""The runner against the zoo: every fault is reported with the right kind, the caller's
game is untouched, and the caller's thread never waits while it happens.

The caller's thread (for the app, the Qt event loop's) must never wait for a
worker. Two things show it, on any machine: everything that waits for a
worker (starting one, reading its answer, stopping it) is watched, and none
of it may run on the caller's thread (:func:`caller_waits`); and the calls
the caller makes return while the runner's thread is held inside such a
step (:class:`Gate`). How far apart the event loop's ticks are while each
case runs is a figure, measured by bench/bench_runner_zoo.py
(docs/performance.md, "The runner against the zoo").
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game
from triangles_qt.plugins import _process
from triangles_qt.plugins import runner as runner_module
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.plugins.runner import OpponentRunner

pytestmark = pytest.mark.gui

#: Small limits keep the suite quick; the memory cap still leaves the worker room to start.
LIMIT = 0.5
MEMORY = 768 * 2**20
#: For a runner whose opponent must answer: room past its limit for a loaded machine (the
#: runner's own grace is sized for a player's machine, not for a test run at load 7).
PATIENT_GRACE = 30.0
#: How long a process may take to be stopped ("it is stopped at all", not how fast).
STOP_PATIENCE = 30.0

#: What the runner does that waits for a worker or the disk: never on the caller's thread.
BLOCKING: list[tuple[Any, str]] = [
    (_process, "start_worker"),
    (_process.Worker, "next_message"),
    (_process.Worker, "send"),
    (_process.Worker, "kill"),
    (_process.Worker, "close"),
    (_process.Worker, "exit_code"),
    (runner_module, "entry_for"),  # reads every installed distribution's metadata
]


@pytest.fixture
def caller_waits(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The blocking calls (of :data:`BLOCKING`) made on the caller's (main) thread."""
    seen: list[str] = []
    for owner, name in BLOCKING:
        original = getattr(owner, name)

        def watched(*args: Any, _name: str = name, _original: Any = original, **kw: Any) -> Any:
            if threading.current_thread() is threading.main_thread():
                seen.append(_name)
            return _original(*args, **kw)

        monkeypatch.setattr(owner, name, watched)
    return seen


class Gate:
    """Holds the runner's thread in one of its steps until the test opens it."""

    def __init__(self) -> None:
        self.reached = threading.Event()
        self._open = threading.Event()

    def hold(self, call: Callable[..., Any]) -> Callable[..., Any]:
        def held(*args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is not threading.main_thread():
                self.reached.set()
                self._open.wait(600)  # opened by the test (in its finally, whatever happened)
            return call(*args, **kwargs)

        return held

    def wait_reached(self) -> None:
        assert self.reached.wait(60), "the runner's thread never reached the gate"

    def open(self) -> None:
        self._open.set()


@pytest.fixture
def gate() -> Iterator[Gate]:
    made = Gate()
    yield made
    made.open()


def position(n_moves: int = 6, stars: int = 24, seed: int = 11) -> Game:
    game = Game(Board.generate(stars, seed=seed))
    for _ in range(n_moves):
        game.play(*game.legal_moves()[0])
    return game


def snapshot(game: Game) -> tuple[object, ...]:
    return (game.lines, game.scores, game.current_player, game.move_count, game.is_over)


def wait_in_event_loop(qtbot: QtBot, start: Callable[[], MoveRequest]) -> MoveRequest:
    """Start a request and wait for it in the Qt event loop, as the app does."""
    request = start()
    qtbot.waitUntil(request.done, timeout=60_000)
    qtbot.wait(30)  # the event loop runs on while a failed worker is replaced
    return request


def wait_until_thinking(thinking_file: Path) -> None:
    """Until zoo-slow says it is thinking (it writes to ``ZOO_THINKING_FILE``)."""
    deadline = time.monotonic() + 60  # only "it starts at all"
    while not thinking_file.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert thinking_file.exists(), "zoo-slow never started thinking"


FAULTS = [
    # id, kind, words in the message, words in the detail
    ("zoo-raises", FailureKind.EXCEPTION, "choose_move raised ValueError", "Traceback"),
    ("zoo-sys-exit", FailureKind.EXCEPTION, "choose_move raised SystemExit: 4", "sys.exit"),
    ("zoo-illegal", FailureKind.ILLEGAL, "which the rules refuse: that line is already drawn", ""),
    ("zoo-out-of-range", FailureKind.ILLEGAL, "there is no star 10000", ""),
    ("zoo-none", FailureKind.MALFORMED, "returned None", ""),
    ("zoo-garbage", FailureKind.MALFORMED, "returned str 'e2e4'", ""),
    ("zoo-floats", FailureKind.MALFORMED, "must be an integer, not float", ""),
    ("zoo-sleepy", FailureKind.TIMEOUT, "did not answer within 0.5 s", "choose_move"),
    ("zoo-busy", FailureKind.TIMEOUT, "did not answer within 0.5 s", "choose_move"),
    ("zoo-gil", FailureKind.TIMEOUT, "did not answer within 0.5 s", "fullmatch"),
    ("zoo-hog", FailureKind.MEMORY, "ran out of memory", "MemoryError"),
    ("zoo-exit", FailureKind.CRASHED, "exited with code 3", ""),
    ("zoo-segfault", FailureKind.CRASHED, "segmentation fault", "choose_move"),
    ("zoo-import-error", FailureKind.IMPORT, "ImportError", "import_error.py"),
    ("zoo-import-exit", FailureKind.IMPORT, "exited with code 7 while loading", ""),
    ("zoo-ctor-raises", FailureKind.IMPORT, "creating the opponent raised", "Traceback"),
    ("zoo-future", FailureKind.INCOMPATIBLE, "needs version 99", ""),
    ("no-such-opponent", FailureKind.IMPORT, "no installed package provides", ""),
]


@pytest.mark.parametrize(("oid", "kind", "message", "detail"), FAULTS, ids=[f[0] for f in FAULTS])
def test_fault_is_reported_game_intact_caller_never_waits(
    qtbot: QtBot,
    zoo: Path,
    caller_waits: list[str],
    gate: Gate,
    monkeypatch: pytest.MonkeyPatch,
    oid: str,
    kind: FailureKind,
    message: str,
    detail: str,
) -> None:
    game = position()
    before = snapshot(game)
    runners: list[OpponentRunner] = []
    called: list[str] = []
    # The runner's thread is held where it looks the opponent up, before any worker starts.
    monkeypatch.setattr(runner_module, "entry_for", gate.hold(runner_module.entry_for))

    def start() -> MoveRequest:
        runner = OpponentRunner(oid, memory_limit=MEMORY)
        runners.append(runner)
        gate.wait_reached()
        request = runner.request_move(
            game, LIMIT, lambda r: called.append(threading.current_thread().name)
        )
        assert not request.done()  # returned while the runner's thread is still held
        gate.open()
        return request

    try:
        request = wait_in_event_loop(qtbot, start)
        assert caller_waits == []  # started, waited for and replaced on the runner's thread
        outcome = request.result(0)
        assert isinstance(outcome, OpponentFailure), outcome
        assert outcome.kind is kind, outcome
        assert outcome.opponent_id == oid
        assert message in outcome.message, outcome.message
        assert detail in outcome.detail, outcome.detail
        assert request.move is None and request.failure == outcome
        assert snapshot(game) == before
        assert request.game is not game
        assert called == [f"opponent-{oid}"]  # once, from its own thread
        if kind is FailureKind.TIMEOUT:
            assert request.elapsed is not None and request.elapsed >= LIMIT  # never sooner
    finally:
        for runner in runners:
            runner.close()


def test_noisy_plugin_output_never_reaches_stdout_or_the_answer(
    qtbot: QtBot, zoo: Path, capfd: pytest.CaptureFixture[str], caller_waits: list[str]
) -> None:
    game = position()
    runner = OpponentRunner("zoo-noisy", memory_limit=MEMORY, grace=PATIENT_GRACE)
    try:
        request = wait_in_event_loop(qtbot, lambda: runner.request_move(game, LIMIT))
        assert request.result(0) == game.legal_moves()[0]
        assert caller_waits == []
    finally:
        runner.close()
    out, err = capfd.readouterr()
    assert "ZOO-NOISE" not in out
    assert "ZOO-NOISE" in err  # a plugin's prints go to stderr, where authors can see them


def test_answers_follow_the_game_through_moves_undo_and_new_games(zoo: Path) -> None:
    """zoo-good plays the first legal line of *its* game: equal answers prove sync."""
    runner = OpponentRunner("zoo-good", memory_limit=MEMORY, grace=PATIENT_GRACE)
    try:
        game = Game(Board.generate(24, seed=5))
        moves = 0
        while not game.is_over:
            move = runner.request_move(game, 2.0).result(60)
            assert move == game.legal_moves()[0]
            game.play(*move)
            moves += 1
            if moves == 10:
                for _ in range(3):
                    game.undo()
        assert runner.boards_sent == 1  # one board, then only the new lines
        game = Game(Board.generate(60, seed=6), play_again=True)
        for _ in range(5):
            game.play(*fallback_move(game))
            assert runner.request_move(game, 2.0).result(60) == game.legal_moves()[0]
        assert runner.boards_sent == 2
        assert runner.restarts == 0
        assert runner.worker_info["qt_loaded"] is False
    finally:
        runner.close()


def test_worker_is_replaced_after_a_failure_and_catches_up(zoo: Path) -> None:
    runner = OpponentRunner("zoo-flaky", memory_limit=MEMORY, grace=PATIENT_GRACE)
    try:
        game = position(n_moves=4)
        assert runner.wait_ready(60).name == "Zoo: flaky"  # type: ignore[union-attr]
        first_pid = runner.worker_info["pid"]
        failed = runner.request_move(game, LIMIT).result(60)
        assert isinstance(failed, OpponentFailure) and failed.kind is FailureKind.EXCEPTION
        game.play(*fallback_move(game))
        move = runner.request_move(game, LIMIT).result(60)
        assert move == game.legal_moves()[0]
        assert runner.restarts == 1
        assert runner.worker_info["pid"] != first_pid
        assert runner.boards_sent == 2  # the fresh worker got the whole game again
    finally:
        runner.close()


def test_cancel_stops_a_thinking_opponent_at_once(
    zoo: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caller_waits: list[str],
    gate: Gate,
) -> None:
    """Done the moment cancel returns: the worker is stopped on the runner's thread, never
    waited for on the caller's (bench_responsiveness.py measures how soon it returns)."""
    thinking = tmp_path / "thinking"
    monkeypatch.setenv("ZOO_THINKING_FILE", str(thinking))
    runner = OpponentRunner("zoo-slow", memory_limit=MEMORY, grace=PATIENT_GRACE)
    try:
        game = position()
        runner.wait_ready(60)
        calls: list[MoveRequest] = []
        request = runner.request_move(game, 60.0, calls.append)
        wait_until_thinking(thinking)
        # Stopping the busy worker is held: cancel must return all the same.
        monkeypatch.setattr(_process.Worker, "close", gate.hold(_process.Worker.close))
        assert request.cancel()
        assert request.done() and request.cancelled()
        gate.wait_reached()  # the runner's thread is stopping the worker, held there
        gate.open()
        assert caller_waits == []  # nor was the worker stopped on the caller's thread
        assert not request.cancel()
        assert calls == [request]
        failure = request.result(0)
        assert isinstance(failure, OpponentFailure) and not failure.is_fault
        # the next request gets a fresh worker and a good answer
        assert runner.request_move(game, 0.4).result(60) == game.legal_moves()[0]
        assert runner.restarts == 1
    finally:
        runner.close()


def test_queued_requests_are_served_in_order_and_can_be_cancelled(zoo: Path) -> None:
    runner = OpponentRunner("zoo-slow", memory_limit=MEMORY, grace=PATIENT_GRACE)
    try:
        game = position()
        first = runner.request_move(game, 0.3)
        second = runner.request_move(game, 0.3)
        third = runner.request_move(game, 0.3)
        assert second.cancel()
        assert third.result(60) == game.legal_moves()[0]
        assert first.result(0) == game.legal_moves()[0]
        assert second.cancelled()
        assert runner.restarts == 0  # cancelling a queued request costs no worker
    finally:
        runner.close()


def test_close_cancels_pending_requests_and_stops_the_worker(
    zoo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    thinking_file = tmp_path / "thinking"
    monkeypatch.setenv("ZOO_THINKING_FILE", str(thinking_file))
    runner = OpponentRunner("zoo-slow", memory_limit=MEMORY)
    runner.wait_ready(60)
    pid = runner.worker_info["pid"]
    game = position()
    thinking = runner.request_move(game, 3600.0)  # it would sleep for most of an hour
    waiting = runner.request_move(game, 3600.0)
    wait_until_thinking(thinking_file)
    start = time.monotonic()
    runner.close(timeout=600)  # waits until the worker is gone, however loaded the machine
    # The bound is the behaviour: close did not wait for the thinking opponent's hour.
    assert time.monotonic() - start < 120
    for request in (thinking, waiting):
        failure = request.result(0)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.CANCELLED
    assert not _alive(pid)
    with pytest.raises(RuntimeError, match="closed"):
        runner.request_move(game, 1.0)
    runner.close()  # twice is fine


def test_request_move_refuses_caller_errors(zoo: Path) -> None:
    runner = OpponentRunner("zoo-good", memory_limit=MEMORY)
    try:
        game = position()
        for bad in (0, -1, float("nan"), float("inf")):
            with pytest.raises(ValueError, match="time_limit"):
                runner.request_move(game, bad)
        over = Game(Board([(0, 0), (4, 0), (4, 4)], 0.5))
        for a, b in [(0, 1), (1, 2), (0, 2)]:
            over.play(a, b)
        assert over.is_over
        with pytest.raises(ValueError, match="over"):
            runner.request_move(over, 1.0)
    finally:
        runner.close()


def test_each_request_retries_a_failed_load(zoo: Path) -> None:
    runner = OpponentRunner("zoo-import-error", memory_limit=MEMORY)
    try:
        ready = runner.wait_ready(60)
        assert isinstance(ready, OpponentFailure) and ready.kind is FailureKind.IMPORT
        game = position()
        for _ in range(2):
            failure = runner.request_move(game, LIMIT).result(60)
            assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.IMPORT
        assert runner.restarts == 2
    finally:
        runner.close()


def test_a_main_script_that_imports_qt_does_not_drag_qt_into_workers(
    zoo: Path, tmp_path: Path
) -> None:
    """The app's launcher is a script importing Qt; spawn would re-run it in every worker."""
    script = tmp_path / "launcher.py"
    script.write_text(
        textwrap.dedent(
            """
            import PySide6.QtCore  # like the app's launcher
            from triangles_qt.plugins.runner import OpponentRunner

            if __name__ == "__main__":
                runner = OpponentRunner("zoo-good")
                print(runner.wait_ready(30).name, runner.worker_info["qt_loaded"])
                runner.close()
            """
        )
    )
    result = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "Zoo: first legal line False"


def test_a_stopped_opponent_takes_the_processes_it_started_along(
    zoo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid_file = tmp_path / "child.pid"
    monkeypatch.setenv("ZOO_PID_FILE", str(pid_file))
    runner = OpponentRunner("zoo-forker", memory_limit=MEMORY)
    try:
        failure = runner.request_move(position(), 1.0).result(60)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.TIMEOUT
        child = int(pid_file.read_text())
        deadline = time.monotonic() + STOP_PATIENCE
        while _alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(child)
    finally:
        runner.close()


def test_workers_die_with_the_app_even_when_stuck(zoo: Path, tmp_path: Path) -> None:
    script = tmp_path / "app.py"
    script.write_text(
        textwrap.dedent(
            """
            import time
            from triangles_qt.model import Board, Game
            from triangles_qt.plugins.runner import OpponentRunner

            if __name__ == "__main__":
                runner = OpponentRunner("zoo-busy")
                runner.wait_ready(30)
                runner.request_move(Game(Board.generate(24, seed=1)), 600.0)
                print(runner.worker_info["pid"], flush=True)
                time.sleep(600)
            """
        )
    )
    with subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True) as app:
        try:
            assert app.stdout is not None
            worker_pid = int(app.stdout.readline())
            assert _alive(worker_pid)
        finally:
            app.send_signal(signal.SIGKILL)
            app.wait(10)
    deadline = time.monotonic() + STOP_PATIENCE
    while _alive(worker_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(worker_pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); count it as gone.
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False
