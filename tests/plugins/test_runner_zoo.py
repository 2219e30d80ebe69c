"""The runner against the zoo: every fault is reported with the right kind, the caller's
game is untouched, and the caller's Qt event loop keeps ticking while it happens.

The longest gap between ticks of a 10 ms QTimer is measured for each case
(runner start-up included) and printed at the end of the run. A case over
the limit is measured once more, so that a moment when another process had
both cores is not taken for a stall of ours; a real stall shows up twice.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from plugin_zoo import STALLS
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.runner import MoveRequest, OpponentRunner

pytestmark = pytest.mark.gui

#: Small limits keep the suite quick; the memory cap still leaves the worker room to start.
LIMIT = 0.5
MEMORY = 768 * 2**20
MAX_STALL = 0.100


def position(n_moves: int = 6, stars: int = 24, seed: int = 11) -> Game:
    game = Game(Board.generate(stars, seed=seed))
    for _ in range(n_moves):
        game.play(*game.legal_moves()[0])
    return game


def snapshot(game: Game) -> tuple[object, ...]:
    return (game.lines, game.scores, game.current_player, game.move_count, game.is_over)


def run_ticking(
    qtbot: QtBot, start: Callable[[], MoveRequest], timeout: float = 20.0
) -> tuple[MoveRequest, float]:
    """Start a request while a 10 ms QTimer ticks; wait in the event loop; the longest gap."""
    gaps: list[float] = []
    last = time.perf_counter()

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        gaps.append(now - last)
        last = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    try:
        request = start()
        qtbot.waitUntil(request.done, timeout=int(timeout * 1000))
        qtbot.wait(30)  # a few more ticks after the answer (restarts happen now)
    finally:
        timer.stop()
    assert len(gaps) >= 3
    if os.environ.get("STALL_DEBUG"):
        t, acc = [], 0.0
        for g in gaps:
            acc += g
            t.append((round(acc * 1000), round(g * 1000)))
        print("GAPS", sorted(t, key=lambda x: -x[1])[:6])
    return request, max(gaps)


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
def test_fault_is_reported_game_intact_loop_responsive(
    qtbot: QtBot, zoo: Path, oid: str, kind: FailureKind, message: str, detail: str
) -> None:
    game = position()
    before = snapshot(game)
    runners: list[OpponentRunner] = []
    called: list[str] = []

    def start() -> MoveRequest:
        runner = OpponentRunner(oid, memory_limit=MEMORY)
        runners.append(runner)
        return runner.request_move(
            game, LIMIT, lambda r: called.append(threading.current_thread().name)
        )

    try:
        request, stall = run_ticking(qtbot, start)
        if stall >= MAX_STALL:
            # Another process may have had both cores; a stall of ours would come back.
            stall = min(stall, run_ticking(qtbot, start)[1])
        STALLS[oid] = stall
        outcome = request.result(0)
        assert isinstance(outcome, OpponentFailure), outcome
        assert outcome.kind is kind, outcome
        assert outcome.opponent_id == oid
        assert message in outcome.message, outcome.message
        assert detail in outcome.detail, outcome.detail
        assert request.move is None and request.failure == outcome
        assert snapshot(game) == before
        assert request.game is not game
        assert called == [f"opponent-{oid}"] * len(runners)  # once each, from its own thread
        assert stall < MAX_STALL, f"event loop stalled {stall * 1000:.0f} ms"
        if kind is FailureKind.TIMEOUT:
            assert request.elapsed is not None
            assert LIMIT <= request.elapsed < LIMIT + 1.0
    finally:
        for runner in runners:
            runner.close()


def test_noisy_plugin_output_never_reaches_stdout_or_the_answer(
    qtbot: QtBot, zoo: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    game = position()
    runner = OpponentRunner("zoo-noisy", memory_limit=MEMORY)
    try:
        request, stall = run_ticking(qtbot, lambda: runner.request_move(game, LIMIT))
        STALLS["zoo-noisy"] = stall
        assert request.result(0) == game.legal_moves()[0]
        assert stall < MAX_STALL
    finally:
        runner.close()
    out, err = capfd.readouterr()
    assert "ZOO-NOISE" not in out
    assert "ZOO-NOISE" in err  # a plugin's prints go to stderr, where authors can see them


def test_answers_follow_the_game_through_moves_undo_and_new_games(zoo: Path) -> None:
    """zoo-good plays the first legal line of *its* game: equal answers prove sync."""
    runner = OpponentRunner("zoo-good", memory_limit=MEMORY)
    try:
        game = Game(Board.generate(24, seed=5))
        moves = 0
        while not game.is_over:
            move = runner.request_move(game, 2.0).result(10)
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
            assert runner.request_move(game, 2.0).result(10) == game.legal_moves()[0]
        assert runner.boards_sent == 2
        assert runner.restarts == 0
        assert runner.worker_info["qt_loaded"] is False
    finally:
        runner.close()


def test_worker_is_replaced_after_a_failure_and_catches_up(zoo: Path) -> None:
    runner = OpponentRunner("zoo-flaky", memory_limit=MEMORY)
    try:
        game = position(n_moves=4)
        assert runner.wait_ready(20).name == "Zoo: flaky"  # type: ignore[union-attr]
        first_pid = runner.worker_info["pid"]
        failed = runner.request_move(game, LIMIT).result(20)
        assert isinstance(failed, OpponentFailure) and failed.kind is FailureKind.EXCEPTION
        game.play(*fallback_move(game))
        move = runner.request_move(game, LIMIT).result(20)
        assert move == game.legal_moves()[0]
        assert runner.restarts == 1
        assert runner.worker_info["pid"] != first_pid
        assert runner.boards_sent == 2  # the fresh worker got the whole game again
    finally:
        runner.close()


def test_cancel_stops_a_thinking_opponent_at_once(zoo: Path) -> None:
    runner = OpponentRunner("zoo-slow", memory_limit=MEMORY)
    try:
        game = position()
        runner.wait_ready(20)
        calls: list[MoveRequest] = []
        request = runner.request_move(game, 5.0, calls.append)
        time.sleep(0.3)
        start = time.monotonic()
        assert request.cancel()
        # Done the moment cancel returns: it did not wait for the busy worker to be stopped.
        assert request.done() and request.cancelled()
        took = time.monotonic() - start
        print(f"cancel returned in {1000 * took:.1f} ms")
        assert took < 1.0  # room for a loaded machine; stopping the worker takes longer
        assert not request.cancel()
        assert calls == [request]
        failure = request.result(0)
        assert isinstance(failure, OpponentFailure) and not failure.is_fault
        # the next request gets a fresh worker and a good answer
        assert runner.request_move(game, 0.4).result(20) == game.legal_moves()[0]
        assert runner.restarts == 1
    finally:
        runner.close()


def test_queued_requests_are_served_in_order_and_can_be_cancelled(zoo: Path) -> None:
    runner = OpponentRunner("zoo-slow", memory_limit=MEMORY)
    try:
        game = position()
        first = runner.request_move(game, 0.3)
        second = runner.request_move(game, 0.3)
        third = runner.request_move(game, 0.3)
        assert second.cancel()
        assert third.result(20) == game.legal_moves()[0]
        assert first.result(0) == game.legal_moves()[0]
        assert second.cancelled()
        assert runner.restarts == 0  # cancelling a queued request costs no worker
    finally:
        runner.close()


def test_close_cancels_pending_requests_and_stops_the_worker(zoo: Path) -> None:
    runner = OpponentRunner("zoo-sleepy", memory_limit=MEMORY)
    runner.wait_ready(20)
    pid = runner.worker_info["pid"]
    game = position()
    thinking = runner.request_move(game, 30.0)
    waiting = runner.request_move(game, 30.0)
    time.sleep(0.2)
    start = time.monotonic()
    runner.close()
    assert time.monotonic() - start < 3.0
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
        ready = runner.wait_ready(20)
        assert isinstance(ready, OpponentFailure) and ready.kind is FailureKind.IMPORT
        game = position()
        for _ in range(2):
            failure = runner.request_move(game, LIMIT).result(20)
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
        failure = runner.request_move(position(), 1.0).result(20)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.TIMEOUT
        child = int(pid_file.read_text())
        deadline = time.monotonic() + 5
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
            time.sleep(0.3)
            assert _alive(worker_pid)
        finally:
            app.send_signal(signal.SIGKILL)
            app.wait(10)
    deadline = time.monotonic() + 5
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
