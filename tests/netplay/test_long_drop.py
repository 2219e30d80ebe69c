"""A network that drops everything for over 30 seconds: the game waits, resumes, and goes on.

Between the two links sits a loopback relay that can swallow every byte
both ways while keeping the connections open (what a dead Wi-Fi looks
like to TCP). Both sides must notice the silence, wait, keep trying, and
come back into the same game once the relay passes bytes again, with a
line drawn during the outage arriving afterwards.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game
from triangles_qt.net.reasons import Reason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.link import HostLink, JoinLink

OUTAGE_S = 31.0


class Relay:
    """Forwards 127.0.0.1:port to a target; ``dark`` swallows everything (connections stay)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.dark = False
        self._server = socket.socket()
        self._server.bind(("127.0.0.1", 0))
        self._server.listen(8)
        self.port = self._server.getsockname()[1]
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                client.close()
                continue
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                if not self.dark:
                    sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                end.close()

    def close(self) -> None:
        self._closed = True
        self._server.close()


@pytest.fixture
def quick_detection(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # Silence is noticed sooner than the app's 10 s, so the outage itself dominates the test.
    monkeypatch.setattr(bounds, "SILENCE_S", 4.0)
    monkeypatch.setattr(bounds, "HANDSHAKE_S", 3.0)
    yield


@pytest.mark.slow
def test_a_game_survives_more_than_30_seconds_of_a_dead_network(
    qtbot: QtBot, quick_detection: None
) -> None:
    game = Game(Board.generate(24, 8))
    host = HostLink(game, code="ACDEFG", name="Ana", address="127.0.0.1", port=0)
    assert host.start()
    relay = Relay(host.port)
    joiner = JoinLink(address="127.0.0.1", port=relay.port, code="ACDEFG", name="Ben",
                      retry_s=1.0)  # fmt: skip
    lost: list[str] = []
    back: list[bool] = []
    ended: list[Reason] = []
    host.connectionLost.connect(lambda: lost.append("host"))
    joiner.connectionLost.connect(lambda: lost.append("join"))
    joiner.joined.connect(back.append)
    host.ended.connect(ended.append)
    joiner.ended.connect(ended.append)
    joiner.start()
    qtbot.waitUntil(lambda: host.connected and joiner.connected, timeout=10_000)
    a, b = game.legal_moves()[0]
    game.play(a, b)
    host.send_line(a, b)
    assert joiner.game is not None
    qtbot.waitUntil(lambda: joiner.game.move_count == 1, timeout=5000)

    relay.dark = True
    started = time.monotonic()
    qtbot.waitUntil(lambda: sorted(lost) == ["host", "join"], timeout=20_000)
    c, d = joiner.game.legal_moves()[0]
    joiner.game.play(c, d)  # drawn in the dark: it must arrive once the network is back
    joiner.send_line(c, d)
    qtbot.waitUntil(lambda: time.monotonic() - started >= OUTAGE_S, timeout=60_000)
    assert time.monotonic() - started >= OUTAGE_S
    assert ended == [] and not host.connected and not joiner.connected
    relay.dark = False

    qtbot.waitUntil(lambda: host.connected and joiner.connected, timeout=30_000)
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=5000)
    assert back[-1] is True and game.lines == joiner.game.lines
    assert joiner.disconnects == 1 and host.disconnects == 1 and ended == []
    e, f = game.legal_moves()[0]
    game.play(e, f)
    host.send_line(e, f)
    qtbot.waitUntil(lambda: joiner.game.move_count == 3, timeout=5000)
    joiner.close()
    host.close()
    relay.close()
