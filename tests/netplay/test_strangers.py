"""A stranger on the network must not keep the player out, nor make the host grow.

Each attack runs in a child process (``tests/netplay/attackers.py``) from
other loopback addresses (127.0.0.2, 127.0.0.3, …: each stands for
another device on the network) while the real player, a real ``JoinLink``
joining for the first time from 127.0.0.1, gets in and plays the game to
its end. Each attack is bounded in connections and time and stops by
itself; the host runs with the bounds it ships with.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import random
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, EventKind, JoinPeer
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.link import HostLink, JoinLink, Link

ROOT = Path(__file__).resolve().parents[2]
CODE = "ACDEFG"


class Stranger:
    """One attack in a child process; its last line says what it did and heard."""

    def __init__(self, kind: str, port: int, *, sources: int, count: int, seconds: float) -> None:
        addresses = ",".join(f"127.0.0.{2 + n}" for n in range(sources))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.netplay.attackers", kind, "--port", str(port),
             "--sources", addresses, "--count", str(count), "--seconds", str(seconds)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )  # fmt: skip
        assert self.process.stdout is not None
        assert "started" in self.process.stdout.readline()

    def result(self, timeout: float = 60) -> dict[str, Any]:
        """Stop the attack (if it still runs) and return what it did and heard."""
        self.process.terminate()
        out, err = self.process.communicate(timeout=timeout)
        lines = [line for line in out.splitlines() if line.startswith("{")]
        assert lines, err
        tally: dict[str, Any] = json.loads(lines[-1])["tally"]
        return tally

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


@pytest.fixture
def strangers() -> Iterator[list[Stranger]]:
    started: list[Stranger] = []
    yield started
    for stranger in started:
        stranger.stop()


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[HostLink]:
    """A host with the bounds it ships with (listening on loopback only)."""
    link = HostLink(Game(Board.generate(24, 7)), code=CODE, name="Ana", address="127.0.0.1")
    assert link.start()
    yield link
    link.close()


def play_to_the_end(qtbot: QtBot, host: HostLink, joiner: JoinLink) -> None:
    """Both sides draw lines in turn until the game is over; both must end ``finished``."""
    ended: list[tuple[str, Reason]] = []
    host.ended.connect(lambda reason: ended.append(("host", reason)))
    joiner.ended.connect(lambda reason: ended.append(("join", reason)))
    game = host.game
    assert game is not None and joiner.game is not None
    rng = random.Random(5)
    while not game.is_over:
        mover: Link = host if game.current_player == host.seat else joiner
        other: Link = joiner if mover is host else host
        assert mover.game is not None and other.game is not None
        count = mover.game.move_count
        a, b = rng.choice(mover.game.legal_moves())
        mover.game.play(a, b)
        mover.send_line(a, b)
        qtbot.waitUntil(lambda o=other, n=count: o.game.move_count == n + 1, timeout=20_000)
    assert joiner.game.lines == game.lines
    qtbot.waitUntil(lambda: len(ended) == 2, timeout=20_000)
    assert sorted(ended) == [("host", EndReason.FINISHED), ("join", EndReason.FINISHED)]


def the_player_joins(qtbot: QtBot, host: HostLink) -> JoinLink:
    """The real player's first join; returns once both sides are in the game."""
    refused: list[Reason] = []
    joiner = JoinLink(address="127.0.0.1", port=host.port, code=CODE, name="Ben")
    joiner.ended.connect(refused.append)
    joiner.start()
    qtbot.waitUntil(lambda: bool(refused) or (host.connected and joiner.connected), timeout=60_000)
    assert refused == [], f"the player was kept out: {refused}"
    return joiner


# -- the real player against each attack ----------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "sources"),
    [(4, 1), (40, 20)],
    ids=["4 idle from one address", "40 idle from 20 addresses (every place taken)"],
)
def test_idle_connections_do_not_keep_the_player_out(
    qtbot: QtBot, host: HostLink, strangers: list[Stranger], count: int, sources: int
) -> None:
    strangers.append(Stranger("idle", host.port, sources=sources, count=count, seconds=60))
    held = min(count, sources * bounds.MAX_PER_ADDRESS, bounds.MAX_HANDSHAKES)
    qtbot.waitUntil(lambda: host.handshakes >= held, timeout=20_000)  # the places are theirs
    joiner = the_player_joins(qtbot, host)
    play_to_the_end(qtbot, host, joiner)
    strangers[0].stop()


def test_a_slow_trickle_does_not_keep_the_player_out(
    qtbot: QtBot, host: HostLink, strangers: list[Stranger]
) -> None:
    strangers.append(Stranger("trickle", host.port, sources=20, count=40, seconds=60))
    qtbot.waitUntil(lambda: host.handshakes == bounds.MAX_HANDSHAKES, timeout=20_000)
    joiner = the_player_joins(qtbot, host)
    play_to_the_end(qtbot, host, joiner)
    strangers[0].stop()


def test_wrong_code_guessers_do_not_keep_the_player_out(
    qtbot: QtBot, host: HostLink, strangers: list[Stranger]
) -> None:
    stranger = Stranger("guess", host.port, sources=4, count=4, seconds=60)
    strangers.append(stranger)
    # The guessers are at it: their addresses are locked, one after the other.
    qtbot.waitUntil(lambda: sum(host.lock_s_of(f"127.0.0.{n}") > 0 for n in (2, 3, 4, 5)) >= 2,
                    timeout=20_000)  # fmt: skip
    joiner = the_player_joins(qtbot, host)
    play_to_the_end(qtbot, host, joiner)
    tally = stranger.result()
    assert tally.get("wrong_code", 0) >= 4  # they kept guessing (and were told so)
    assert host.lock_s_of("127.0.0.1") == 0  # the player's address was never locked


def test_a_flood_of_connections_does_not_keep_the_player_out(
    qtbot: QtBot, host: HostLink, strangers: list[Stranger]
) -> None:
    # 2,000 connections in 30 s, for as long as the player takes to join and play (joining
    # later into it, and faster floods from more addresses: bench/bench_net.py --attacks).
    stranger = Stranger("flood", host.port, sources=2, count=2000, seconds=30)
    strangers.append(stranger)
    qtbot.wait(1000)  # it is under way
    joiner = the_player_joins(qtbot, host)
    play_to_the_end(qtbot, host, joiner)
    tally = stranger.result()
    assert tally.get("connected", 0) >= 50


# -- the host's own bounds ------------------------------------------------------------------------


def live_sockets() -> int:
    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, QTcpSocket))


def test_refused_and_dropped_connections_leave_nothing_behind(qtbot: QtBot, host: HostLink) -> None:
    """Each connection the host refuses or drops is gone with its socket (its Python wrapper
    included: Qt's own sockets left theirs behind, 16,000 of them after 16,000 connections)."""
    before = live_sockets()
    done = threading.Event()

    def connect_many() -> None:
        for number in range(300):
            with socket.socket() as sock, contextlib.suppress(OSError):
                sock.bind((f"127.0.0.{2 + number % 3}", 0))
                sock.connect(("127.0.0.1", host.port))
                if number % 2:
                    sock.sendall(b"\x00\x00\x00\x05junk!")
        done.set()

    thread = threading.Thread(target=connect_many, daemon=True)
    thread.start()
    qtbot.waitUntil(done.is_set, timeout=60_000)
    qtbot.waitUntil(lambda: host.handshakes == 0, timeout=20_000)
    qtbot.wait(200)  # (the deferred deletes run)
    assert live_sockets() - before < 20


def test_the_host_remembers_a_bounded_number_of_addresses(
    qtbot: QtBot, host: HostLink, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bounds, "MAX_ADDRESSES", 40)
    seen: list[int] = []
    for number in range(120):
        with socket.socket() as sock:
            sock.bind((f"127.0.1.{1 + number}", 0))
            sock.connect(("127.0.0.1", host.port))
            qtbot.waitUntil(lambda: host.handshakes >= 1, timeout=10_000)
        qtbot.waitUntil(lambda: host.handshakes == 0, timeout=10_000)
        seen.append(len(host._strangers))
    assert max(seen) == 40  # it came to the bound, and stayed there


def test_a_proof_waiting_for_its_turn_keeps_its_deadline(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A proof held while its address is locked still ends in time, and is told why."""
    monkeypatch.setattr(bounds, "HANDSHAKE_S", 1.0)  # (locks last up to MAX_LOCK_S: longer)
    host = HostLink(Game(Board.generate(24, 7)), code=CODE, name="Ana", address="127.0.0.1",
                    lock_s=60.0)  # fmt: skip
    assert host.start()
    refused: list[Reason] = []
    wrong = JoinLink(address="127.0.0.1", port=host.port, code="ACDEFH", name="Eve")
    wrong.ended.connect(refused.append)
    wrong.start()
    qtbot.waitUntil(lambda: refused == [EndReason.WRONG_CODE], timeout=10_000)
    assert host.lock_s_of("127.0.0.1") > 1.0
    # The right code now, from the locked address: its proof waits for a turn it cannot get.
    sock = QTcpSocket()
    peer = JoinPeer(code=CODE, name="Eve")
    heard: list[Event] = []

    def hear() -> None:
        heard.extend(peer.receive(bytes(sock.readAll().data())))
        sock.write(peer.outgoing())

    sock.readyRead.connect(hear)
    sock.connectToHost("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: sock.state() == QTcpSocket.SocketState.ConnectedState)
    peer.start()
    sock.write(peer.outgoing())
    qtbot.waitUntil(lambda: host.handshakes == 1, timeout=10_000)
    qtbot.waitUntil(lambda: bool(heard), timeout=20_000)
    assert [(e.kind, e.reason) for e in heard] == [(EventKind.FAILED, EndReason.TOO_SLOW)]
    qtbot.waitUntil(lambda: host.handshakes == 0, timeout=10_000)
    assert not host.connected
    host.close()


# -- the code is stretched off the UI thread, once per salt ----------------------------------------


def test_the_code_is_stretched_off_the_ui_thread_once_per_salt(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui = threading.get_ident()
    stretched: list[tuple[str, bool]] = []
    real = codes.code_key

    def watched(code: str, salt: str) -> bytes:
        stretched.append((salt, threading.get_ident() == ui))
        return real(code, salt)

    monkeypatch.setattr(codes, "code_key", watched)
    host = HostLink(Game(Board.generate(24, 7)), code=CODE, name="Ana", address="127.0.0.1")
    assert host.start()
    joiner = JoinLink(address="127.0.0.1", port=host.port, code=CODE, name="Ben", retry_s=0.2)
    back: list[bool] = []
    joiner.joined.connect(back.append)
    joiner.start()
    qtbot.waitUntil(lambda: back == [False], timeout=20_000)
    connection = joiner._connection
    assert connection is not None
    connection.socket.abort()  # a drop: the joiner connects again, to the same game
    qtbot.waitUntil(lambda: back == [False, True], timeout=20_000)
    # Once by the host (per game), once by the joiner (per salt), neither on the UI thread.
    assert [salt for salt, _ in stretched] == [host._salt, host._salt]
    assert not any(on_ui for _, on_ui in stretched)
    joiner.close()
    host.close()
