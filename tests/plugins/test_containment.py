"""Every process an opponent starts is gone when its game ends, whoever ends it.

The zoo's escapers start five helpers per move (an ordinary child, one in a
new session, a double fork, one in a new process group, and a bare fork of
the worker that keeps all its files open); each writes its pid to a file.
The checks poll with generous timeouts: the machine is shared and loaded.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.runner import OpponentRunner

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="containment is checked through /proc"
)

MEMORY = 768 * 2**20
HELPERS = 5
PATIENCE = 60.0


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie counts as gone: it is dead, only not yet reaped)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            data = f.read()
    except OSError:
        return False
    return data[data.rindex(b")") + 2 :].split()[0] != b"Z"


def helper_pids(folder: Path, count: int = HELPERS) -> list[int]:
    """The pids the helpers wrote, once ``count`` of them have."""
    deadline = time.monotonic() + PATIENCE
    while True:
        files = sorted(folder.glob("*.pid"))
        if len(files) >= count or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert len(files) >= count, [f.name for f in files]
    return [int(f.read_text()) for f in files]


def survivors(pids: list[int]) -> list[int]:
    """The pids still alive once the patience runs out (an empty list as soon as all are gone)."""
    deadline = time.monotonic() + PATIENCE
    while (left := [p for p in pids if alive(p)]) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.fixture
def pid_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Where the helpers write their pids; whatever survives a failed test is killed after it."""
    folder = tmp_path / "pids"
    folder.mkdir()
    monkeypatch.setenv("ZOO_PID_DIR", str(folder))
    yield folder
    for path in folder.glob("*.pid"):
        with contextlib.suppress(ValueError, OSError):
            os.kill(int(path.read_text()), signal.SIGKILL)


def game() -> Game:
    return Game(Board.generate(24, seed=3))


def test_the_helpers_really_escape(zoo: Path, pid_dir: Path) -> None:
    """The zoo's helpers leave the worker's session and group, or they would prove nothing."""
    runner = OpponentRunner("zoo-escaper", memory_limit=MEMORY)
    try:
        assert isinstance(runner.request_move(game(), 60.0).result(90), tuple)
        worker = runner.worker_info["pid"]
        pids = {f.name.partition("-")[0]: int(f.read_text()) for f in pid_dir.glob("*.pid")}
        assert set(pids) == {"plain", "setsid", "double", "pgrp", "fork"}
        assert all(alive(p) for p in pids.values())
        assert os.getpgid(pids["plain"]) == os.getpgid(worker)
        for mode in ("setsid", "double", "fork"):
            assert os.getsid(pids[mode]) != os.getsid(worker), mode
        assert os.getpgid(pids["pgrp"]) == pids["pgrp"] != os.getpgid(worker)
    finally:
        runner.close()


def test_helpers_are_gone_once_the_runner_is_closed(zoo: Path, pid_dir: Path) -> None:
    runner = OpponentRunner("zoo-escaper", memory_limit=MEMORY)
    try:
        g = game()
        for _ in range(2):  # two moves, ten helpers
            move = runner.request_move(g, 60.0).result(90)
            assert isinstance(move, tuple), move
            g.play(*move)
        pids = helper_pids(pid_dir, 2 * HELPERS)
        assert all(alive(p) for p in pids)
    finally:
        runner.close()
    assert survivors(pids) == []


def test_helpers_are_gone_when_the_worker_overruns_its_time(zoo: Path, pid_dir: Path) -> None:
    """The runner kills the worker for its time; what it started goes with it, at once."""
    runner = OpponentRunner("zoo-escaper-hangs", memory_limit=MEMORY, start_timeout=60)
    try:
        runner.wait_ready(60)
        failure = runner.request_move(game(), 8.0).result(90)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.TIMEOUT
        assert survivors(helper_pids(pid_dir)) == []  # before the runner is closed
    finally:
        runner.close()


def test_helpers_are_gone_when_a_request_is_cancelled(zoo: Path, pid_dir: Path) -> None:
    runner = OpponentRunner("zoo-escaper-hangs", memory_limit=MEMORY)
    try:
        request = runner.request_move(game(), 600.0)
        pids = helper_pids(pid_dir)
        assert request.cancel()
        assert survivors(pids) == []
    finally:
        runner.close()


def test_helpers_are_gone_when_the_worker_is_killed_from_outside(zoo: Path, pid_dir: Path) -> None:
    """SIGKILL to the worker (the system's OOM killer, say): its guardian still cleans up."""
    runner = OpponentRunner("zoo-escaper-hangs", memory_limit=MEMORY)
    try:
        runner.wait_ready(60)
        worker = runner.worker_info["pid"]
        request = runner.request_move(game(), 600.0)
        pids = helper_pids(pid_dir)
        os.kill(worker, signal.SIGKILL)
        failure = request.result(PATIENCE)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.CRASHED
        assert "SIGKILL" in failure.message
        assert survivors([worker, *pids]) == []
    finally:
        runner.close()


HOST = textwrap.dedent(
    """
    import time
    from triangles_qt.model import Board, Game
    from triangles_qt.plugins.runner import OpponentRunner

    if __name__ == "__main__":
        runner = OpponentRunner("zoo-escaper-hangs")
        runner.wait_ready(60)
        runner.request_move(Game(Board.generate(24, seed=1)), 600.0)
        print(runner.worker_info["pid"], flush=True)
        time.sleep(600)
    """
)


def test_helpers_are_gone_when_the_host_is_killed(zoo: Path, pid_dir: Path, tmp_path: Path) -> None:
    """SIGKILL to the app (nothing of it runs any more): the guardian sees it and cleans up."""
    script = tmp_path / "host.py"
    script.write_text(HOST)
    with subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True) as host:
        try:
            assert host.stdout is not None
            worker = int(host.stdout.readline())
            pids = helper_pids(pid_dir)
            assert alive(worker) and all(alive(p) for p in pids)
        finally:
            host.send_signal(signal.SIGKILL)
            host.wait(PATIENCE)
    assert survivors([worker, *pids]) == []


def test_arena_piped_into_tail_ends_with_the_arena(zoo: Path, pid_dir: Path) -> None:
    """``arena ... 2>&1 | tail``: the pipe reaches end-of-file when the arena exits.

    Helpers inherit their worker's stdout and stderr; were those the arena's,
    ``tail`` would wait for the helpers, ten minutes.
    """
    command = [
        sys.executable, "-m", "triangles_qt.arena", "zoo-escaper", "zoo-good",
        "--games", "1", "--stars", "6", "--time-limit", "30", "--seed", "1", "--json",
    ]  # fmt: skip
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT) as arena:
        try:
            out, _ = arena.communicate(timeout=240)  # reads until end-of-file
        except subprocess.TimeoutExpired:
            arena.kill()
            arena.communicate()
            pytest.fail("the arena's output pipe stayed open after it finished")
    assert arena.returncode == 0, out.decode(errors="replace")
    summary = json.loads(out.decode().strip().splitlines()[-1])
    assert summary["games"] == 1 and summary["failures"] == 0
    pids = helper_pids(pid_dir)
    assert len(pids) % HELPERS == 0
    assert survivors(pids) == []
