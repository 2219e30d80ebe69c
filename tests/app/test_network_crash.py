"""A network game survives a crash of either device (loopback only).

The other device is the real app in a child process (``tests/app/network_child.py``),
killed with SIGKILL in the middle of the game and started again on the same
data folder: it asks "Return to your game with …?", goes back by itself (the
host listens again on its port with its code; the joiner reconnects to the
address it knew), and the game is finished. The app in the test plays its
lines with the mouse; both devices end with the same position, and each
records the result exactly once.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, record_told
from tests.app.test_network_game import open_new_game, play_by_mouse_until_over
from triangles_qt.net.digest import position_digest
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay.link import HostLink, JoinLink
from triangles_qt.session import Role
from triangles_qt.views.dialogs.new_game import HOST_ON_NETWORK, JOIN_ON_NETWORK
from triangles_qt.views.network.host import HostingDialog

ROOT = Path(__file__).resolve().parents[2]
#: How many lines the test device sees drawn before it kills the other device.
CRASH_AT = 6


class ChildApp:
    """The app in a child process on its own data folder; its JSON lines are read on a thread."""

    def __init__(
        self, base: Path, *args: str, launch: Callable[..., subprocess.Popen[str]] | None = None
    ) -> None:
        """``launch``: how the child is started (``subprocess.Popen``, or a network lab's
        ``popen`` inside a namespace)."""
        env = dict(
            os.environ,
            PYTHONPATH=str(ROOT),
            TRIANGLES_DATA_DIR=str(base / "data"),
            TRIANGLES_CONFIG_DIR=str(base / "config"),
        )
        base.mkdir(parents=True, exist_ok=True)
        self.errors = base / f"stderr-{len(list(base.glob('stderr-*')))}.txt"
        self._stderr = self.errors.open("w")
        self.process = (launch or subprocess.Popen)(
            [sys.executable, "-m", "tests.app.network_child", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.events: queue.Queue[dict[str, object]] = queue.Queue()
        self.seen: list[dict[str, object]] = []
        self._read_up_to = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self.events.put(json.loads(line))

    def next(self, kind: str, h: Harness, timeout_s: float = 60) -> dict[str, object]:
        """The next event of ``kind``, keeping the test's own event loop turning meanwhile."""
        found: list[dict[str, object]] = []

        def arrived() -> bool:
            while not self.events.empty():
                self.seen.append(self.events.get())
            while self._read_up_to < len(self.seen) and not found:
                event = self.seen[self._read_up_to]
                self._read_up_to += 1
                if event["event"] == kind:
                    found.append(event)
            return bool(found)

        try:
            h.qtbot.waitUntil(arrived, timeout=int(timeout_s * 1000))
        except Exception as exc:
            raise AssertionError(
                f"no {kind!r} from the child; it said {self.seen} and wrote:\n"
                + self.errors.read_text()[-3000:]
            ) from exc
        return found[0]

    def crash(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def tell(self) -> None:
        """A line on the child's standard input (what it waits for depends on its mode)."""
        assert self.process.stdin is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def finish(self) -> None:
        try:
            self.process.wait(timeout=30)
        finally:
            self.stop()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self._stderr.close()
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()


@pytest.fixture
def children() -> Iterator[list[ChildApp]]:
    started: list[ChildApp] = []
    yield started
    for child in started:
        child.stop()


def _wait_for_moves(h: Harness, count: int) -> None:
    """Play by mouse (when it is this device's turn) until the game has ``count`` lines."""
    controller = h.app.table
    while h.game.move_count < count:
        h.qtbot.waitUntil(
            lambda: controller.human_to_move() or h.game.move_count >= count, timeout=30_000
        )
        if h.game.move_count >= count:
            return
        a, b = h.game.legal_moves()[-1]
        h.view.reveal_line(a, b)
        h.settle()
        h.tap_tap(a, b)


def _stuck(h: Harness, child: ChildApp) -> str:
    """What each side knew when a game stopped moving (for a failure's message)."""
    while not child.events.empty():
        child.seen.append(child.events.get())
    game, controller = h.app.table.game, h.app.table
    assert game is not None
    return (
        f"the game stopped at {game.move_count} lines, player {game.current_player} to move "
        f"(this device's turn: {controller.human_to_move()}); the child said {child.seen[-8:]} "
        "and wrote:\n" + child.errors.read_text()[-3000:]
    )


def play_until_over(h: Harness, child: ChildApp) -> None:
    """Play by mouse until the game ends; if it stops moving, say where each side was."""
    try:
        play_by_mouse_until_over(h)
    except Exception as exc:
        raise AssertionError(_stuck(h, child)) from exc


def _assert_recorded_once(h: Harness, child_recorded: dict[str, object]) -> None:
    game = h.game
    assert child_recorded["games"] == 1
    assert child_recorded["scores"] == list(game.scores)
    keeper = h.app.table.keeper
    assert keeper is not None
    h.qtbot.waitUntil(lambda: not keeper.unconfirmed(), timeout=20_000)
    stats = h.app.stats
    h.qtbot.waitUntil(lambda: stats.store.game_count() == 1, timeout=20_000)
    (row,) = stats.store.recent_games(5)
    assert row.mode == "two_players" and row.scores == game.scores
    assert row.move_count == game.move_count


def test_the_host_crashes_and_comes_back_and_the_game_is_finished(
    make_harness, children: list[ChildApp], tmp_path: Path
) -> None:
    host = ChildApp(tmp_path / "host", "host", "Ana")
    children.append(host)
    h = make_harness()
    hosting = host.next("hosting", h)
    port, code = hosting["port"], hosting["code"]
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert joining is not None
    QTest.keyClicks(joining.address, f"127.0.0.1:{port}")
    QTest.keyClicks(joining.code, str(code))
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=30_000)
    link = h.app.table.link
    assert isinstance(link, JoinLink)

    _wait_for_moves(h, CRASH_AT)
    host.crash()
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: "Waiting for Ana to come back" in bar.text(), timeout=30_000)
    # Where the other device is waited for, and with what code (to read aloud if need be).
    assert f"127.0.0.1 (port {port})" in bar.text() and str(code)[:3] in bar.text()
    assert not h.app.table.human_to_move() and not h.app.table.ended

    again = ChildApp(tmp_path / "host", "return")
    children.append(again)
    asked = again.next("asked", h)
    assert asked["text"] == "Return to your game with Ben?"
    h.qtbot.waitUntil(lambda: link.connected, timeout=60_000)
    assert h.app.table.link is link  # the same game, carried on
    # The device that came back is back in its game (Ben was there all along).
    said = [str(again.next("told", h)["text"]) for _ in range(2)]
    assert said[0].startswith("Waiting for Ben to come back"), said
    assert said[1] == "You are back in your game with Ben.", said
    play_until_over(h, again)
    over = again.next("over", h)
    assert over["digest"] == position_digest(h.game)
    _assert_recorded_once(h, again.next("recorded", h))
    again.finish()


def _app_hosts_the_child(
    make_harness, children: list[ChildApp], tmp_path: Path
) -> tuple[Harness, ChildApp, int, str]:
    """The app in the test hosts from New Game; the child app joins it as Ben."""
    h = make_harness()
    open_new_game(h, HOST_ON_NETWORK, name="Ana")
    hosting = h.app.window.network.hosting
    assert isinstance(hosting, HostingDialog)
    h.qtbot.waitUntil(lambda: hosting.link is not None, timeout=20_000)
    assert hosting.link is not None
    port, code = hosting.link.port, hosting.code
    joiner = ChildApp(tmp_path / "join", "join", "Ben", f"127.0.0.1:{port}", code)
    children.append(joiner)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=30_000)
    return h, joiner, port, code


def test_the_joiner_crashes_and_comes_back_and_the_game_is_finished(
    make_harness, children: list[ChildApp], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    h, joiner, port, code = _app_hosts_the_child(make_harness, children, tmp_path)
    told = record_told(monkeypatch)  # (a message's time on the bar is short on a busy machine)
    link = h.app.table.link
    assert isinstance(link, HostLink)
    setup = h.app.table.setup
    assert setup is not None and setup.rendezvous is not None
    assert setup.rendezvous.role is Role.HOST and setup.rendezvous.port == port

    _wait_for_moves(h, CRASH_AT)
    joiner.crash()
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: "Waiting for Ben to come back" in bar.text(), timeout=30_000)
    # The host's waiting bar shows where and with what code the other device can come back.
    shown = f"{code[:3]}-{code[3:]}"
    assert re.search(rf"port {port}\), code {shown}", bar.text()), bar.text()

    again = ChildApp(tmp_path / "join", "return")
    children.append(again)
    asked = again.next("asked", h)
    assert asked["text"] == "Return to your game with Ana?"
    h.qtbot.waitUntil(lambda: link.connected, timeout=60_000)
    h.qtbot.waitUntil(lambda: "Ben is back." in told, timeout=10_000)
    play_until_over(h, again)
    over = again.next("over", h)
    assert over["digest"] == position_digest(h.game)
    _assert_recorded_once(h, again.next("recorded", h))
    again.finish()


def test_ending_the_game_instead_tells_the_waiting_device_and_records_nothing(
    make_harness, children: list[ChildApp], tmp_path: Path
) -> None:
    h, joiner, _port, _code = _app_hosts_the_child(make_harness, children, tmp_path)
    _wait_for_moves(h, 3)
    joiner.crash()
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: "Waiting for Ben to come back" in bar.text(), timeout=30_000)

    again = ChildApp(tmp_path / "join", "return", "end")
    children.append(again)
    again.next("asked", h)
    # The waiting device hears that the game ended; it has no result on either side.
    left = EndReason.LEFT.value
    h.qtbot.waitUntil(
        lambda: h.app.table.ending is not None and h.app.table.ending.reason == left,
        timeout=30_000,
    )
    assert not h.app.table.ending.counts
    ended = again.next("ended", h)
    assert ended["network"] is False  # the other device went on to a game of its own
    again.tell()
    again.finish()
    saves = tmp_path / "join" / "data"
    leftover = saves / "autosave.json"
    assert not leftover.exists() or '"rendezvous"' not in leftover.read_text()
    assert h.app.stats.store.game_count() == 0
