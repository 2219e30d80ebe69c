"""A plugin cannot forge the host's messages: whatever it writes is a failure of that opponent.

The forgers in the zoo find the worker's socket, speak the wire format and
read the request in flight off the stack; see ``zoo/triangles_zoo/forge.py``.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game
from triangles_qt.plugins import _trust, discovery, wire
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.runner import OpponentRunner

MEMORY = 768 * 2**20


def game() -> Game:
    return Game(Board.generate(24, seed=8))


def test_a_forged_cancel_is_a_failure_of_the_opponent_not_a_cancel(zoo: Path) -> None:
    runner = OpponentRunner("zoo-forge-cancel", memory_limit=MEMORY)
    try:
        request = runner.request_move(game(), 10.0)
        failure = request.result(60)
        assert isinstance(failure, OpponentFailure), failure
        assert failure.kind is FailureKind.CRASHED and failure.is_fault
        assert not request.cancelled()
        assert "cannot have (cancelled)" in failure.message
        # the runner goes on: the next request is asked of a fresh worker, and fails the same way
        again = runner.request_move(game(), 10.0).result(60)
        assert isinstance(again, OpponentFailure) and again.is_fault
        assert runner.restarts >= 1
    finally:
        runner.close()


def test_an_answer_to_another_request_is_a_failure(zoo: Path) -> None:
    runner = OpponentRunner("zoo-forge-other", memory_limit=MEMORY)
    try:
        g = game()
        failure = runner.request_move(g, 10.0).result(60)
        assert isinstance(failure, OpponentFailure)
        assert failure.kind is FailureKind.CRASHED
        assert "unexpected message" in failure.message
        assert g.legal_moves()[-1] != g.legal_moves()[0]  # the forged move was never taken
    finally:
        runner.close()


def test_half_a_frame_cannot_stall_the_runner(zoo: Path) -> None:
    """Reading never blocks on the worker: the time limit still holds, and so does cancel."""
    runner = OpponentRunner("zoo-forge-half", memory_limit=MEMORY)
    try:
        failure = runner.request_move(game(), 1.0).result(60)
        assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.TIMEOUT
        request = runner.request_move(game(), 30.0)
        time.sleep(1.0)
        assert request.cancel()
        assert runner.wait_ready(60) == runner.description  # the runner thread is free
    finally:
        runner.close()


def test_a_forged_hello_cannot_say_loading_was_cancelled(zoo: Path) -> None:
    runner = OpponentRunner("zoo-forge-hello", memory_limit=MEMORY)
    try:
        ready = runner.wait_ready(60)
        assert isinstance(ready, OpponentFailure) and ready.is_fault
        failure = runner.request_move(game(), 10.0).result(60)
        assert isinstance(failure, OpponentFailure) and failure.is_fault
    finally:
        runner.close()


def test_a_forger_cannot_speak_for_the_plugins_probed_after_it(
    zoo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wanted = ["zoo-forge-hello", "zoo-good", "zoo-raises"]
    entries = [e for e in discovery.find_plugins() if e.id in wanted and e.problem is None]
    monkeypatch.setattr(discovery, "find_plugins", lambda group=None: entries)
    infos = {info.id: info for info in discovery.discover(timeout=30)}
    assert not infos["zoo-forge-hello"].available
    assert infos["zoo-good"].available and infos["zoo-raises"].available
    assert infos["zoo-good"].display_name() == "Zoo: first legal line"


@pytest.mark.gui
def test_the_app_is_told_of_a_forged_cancel_and_does_not_wedge(qtbot: QtBot, zoo: Path) -> None:
    """The app's driver ignores cancelled requests (it cancelled them itself): a forged
    cancel must reach it as a failure, or the game would wait for ever."""
    from triangles_qt.play.drivers import RunnerDriver

    driver = RunnerDriver("zoo-forge-cancel")
    moves: list[tuple[int, int, int]] = []
    driver.moveChosen.connect(lambda token, a, b: moves.append((token, a, b)))
    try:
        with qtbot.waitSignal(driver.failed, timeout=60_000) as blocker:
            driver.request(7, game(), 10.0)
        token, failure = blocker.args
        assert token == 7
        assert isinstance(failure, OpponentFailure) and failure.is_fault
        assert moves == []
    finally:
        driver.close()


@pytest.mark.skipif(sys.platform == "win32", reason="Windows pipes carry whole messages")
def test_frames_the_host_cannot_be_made_to_wait_on() -> None:
    """Half a frame, an absurd length, or JSON that is no object are refused, never waited on."""
    host_end, plugin_end = multiprocessing.Pipe(duplex=True)
    host = wire.Channel(host_end, guarded=True)
    try:
        frame = wire.encode({"op": "answer", "id": "x"})
        # A plugin writes raw bytes, not whole frames:
        os.write(plugin_end.fileno(), frame[:5])
        assert host.read_some() and host.pop() is None  # half a frame: nothing yet
        os.write(plugin_end.fileno(), frame[5:])
        assert host.read_some() and host.pop() == {"op": "answer", "id": "x"}
        assert host.read_some()  # nothing there: no wait
        os.write(plugin_end.fileno(), (2**31).to_bytes(4, "big"))
        host.read_some()
        with pytest.raises(wire.WireError):
            host.pop()
    finally:
        host.close()
        plugin_end.close()
    for payload in (b"[1, 2]", b"NaN", b"{" * 100_000, b"\xff"):
        with pytest.raises(wire.WireError):
            wire.decode(payload)


@pytest.mark.parametrize("op", [["answer"], {"answer": 1}, 7, None, "answered", "ANSWER", ""])
def test_an_op_that_is_no_op_of_this_version_answers_nothing(op: object) -> None:
    """A worker's message whose ``op`` is not a string, or not one the host knows."""
    token = _trust.new_token()
    assert _trust.answers({"id": token, "op": "answer"}, token, wire.Op.ANSWER)
    assert not _trust.answers({"id": token, "op": op}, token, wire.Op.ANSWER)
    assert wire.op_of({"op": op}) is None
