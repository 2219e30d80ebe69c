"""Internet games through a rendezvous and a relay of the tests' own, on loopback.

``python -m triangles_qt.net host --internet`` prints ``{"code": "…"}`` as soon
as the rendezvous gave it a code; ``join --internet CODE`` meets it, and the two
computer opponents play the same game as on a LAN (the same last JSON line).
A wrong code is refused on both sides and spends the host's code (a new one
follows, up to :data:`~triangles_qt.internet.bridge.MAX_CODES`). In the test's
own process: a device that stops without a word (a crash) comes back through
the return code both drew from the key exchange, and the game is finished.
The same in network namespaces, behind NAT: tests/netplay/test_internet_lab.py.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.netplay.wormhole_servers import LocalServers, free_port
from triangles_qt.internet import codes
from triangles_qt.internet.bridge import MAX_CODES, Role
from triangles_qt.internet.servers import Servers
from triangles_qt.model import Board, Game
from triangles_qt.model.record import GameRecord
from triangles_qt.net.digest import position_digest
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay.host_link import HostLink
from triangles_qt.netplay.internet import InternetCarrier
from triangles_qt.netplay.join_link import JoinLink
from triangles_qt.netplay.link_base import Link

ROOT = Path(__file__).resolve().parents[2]
PINNED = {"games", "winner", "scores", "moves", "disconnects", "error"}


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with LocalServers(tmp_path_factory.mktemp("wormhole-servers")) as running:
        yield running


Launch = Callable[..., "subprocess.Popen[str]"]


class Run:
    """``python -m triangles_qt.net`` in a child process; its output read on a thread.

    ``launch``: how the command is started (``subprocess.Popen``, or a lab's ``popen``
    inside a network namespace)."""

    def __init__(self, *args: str, launch: Launch = subprocess.Popen) -> None:
        self.process = launch(
            [sys.executable, "-m", "triangles_qt.net", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.said: list[str] = []
        self._errors: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        with self.process.stdout as output:
            for line in output:
                self.lines.put(line.rstrip("\n"))
        self.lines.put("")  # (the end)

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        with self.process.stderr as errors:
            self._errors.extend(errors)

    def next_line(self, starting: str) -> str:
        """The next line that starts with ``starting``."""
        while True:
            line = self.lines.get(timeout=240)
            assert line, f"no {starting!r}; it said {self.said}; {self.errors()}"
            self.said.append(line)
            if line.startswith(starting):
                return line

    def next_code(self) -> str:
        """The next ``{"code": …}`` line's code."""
        while True:
            line = self.lines.get(timeout=120)
            assert line, f"no code; it said {self.said}; {self.errors()}"
            self.said.append(line)
            if line.startswith('{"code"'):
                return str(json.loads(line)["code"])

    def result(self) -> dict[str, Any]:
        self.process.wait(timeout=240)
        while True:
            line = self.lines.get(timeout=30)
            if not line:
                break
            self.said.append(line)
        found = [line for line in self.said if line.startswith('{"games"')]
        assert found, f"no result; it said {self.said}; {self.errors()}"
        return dict(json.loads(found[-1]))

    def moves(self) -> dict[int, str]:
        """Each move number with its line, as this side printed it (``move 7: 3-11 (…)``)."""
        found = {}
        for line in self.said:
            if line.startswith("move ") and ":" in line:
                number, rest = line[5:].split(":", 1)
                found[int(number)] = rest.split()[0]
        return found

    def errors(self) -> str:
        return "".join(self._errors)[-3000:]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)


def test_two_computer_opponents_play_a_whole_game_over_the_internet(
    servers: LocalServers,
) -> None:
    host = Run("host", "--internet", *servers.args(), "--stars", "24", "--seed", "7",
               "--play-again", "--name", "Ana", "--time-limit", "0.2")  # fmt: skip
    try:
        code = host.next_code()
        assert codes.normalize(code) == code and not codes.unknown_words(code)
        # Typed as a person might read it: spaces and capitals.
        joiner = Run("join", "--internet", code.replace("-", " ").upper(), *servers.args(),
                     "--seat", "medium", "--name", "Ben", "--time-limit", "0.2")  # fmt: skip
        mine, theirs = joiner.result(), host.result()
    finally:
        host.stop()
    assert set(mine) >= PINNED and set(theirs) >= PINNED
    for result in (mine, theirs):
        assert result["games"] == 1 and result["error"] is None, result
        assert result["names"] == {"host": "Ana", "join": "Ben"}
    assert mine["digest"] == theirs["digest"] and mine["moves"] == theirs["moves"] > 0
    assert mine["scores"] == theirs["scores"] and mine["winner"] == theirs["winner"]
    assert joiner.moves() == host.moves() and len(host.moves()) == mine["moves"], (
        joiner.said[-8:], host.said[-8:]
    )
    assert any(line.startswith("connected to the other side") for line in joiner.said)
    assert joiner.process.returncode == 0 and host.process.returncode == 0


def test_a_wrong_code_is_refused_on_both_sides_and_spends_the_host_s_code(
    servers: LocalServers,
) -> None:
    host = Run("host", "--internet", *servers.args(), "--wait", "120")
    try:
        code = host.next_code()
        number, first, second = code.split("-")
        wrong_word = next(w for w in sorted(codes.code_words()) if w not in (first, second))
        guess = Run("join", "--internet", f"{number}-{first}-{wrong_word}", *servers.args())
        result = guess.result()
        assert result["error"] == "wrong_code" and result["games"] == 0
        assert guess.process.returncode == 1
        # The host was told, and its code is spent: a new one, which the friend can use.
        new_code = host.next_code()
        assert new_code != code
        assert any("a wrong code was tried" in line for line in host.said)
        friend = Run("join", "--internet", new_code, *servers.args(), "--time-limit", "0.1")
        assert friend.result()["games"] == 1
        assert host.result()["games"] == 1
    finally:
        host.stop()


def test_the_host_stops_after_its_last_code_so_a_stranger_s_guesses_are_bounded(
    servers: LocalServers,
) -> None:
    host = Run("host", "--internet", *servers.args(), "--wait", "200")
    try:
        for _ in range(MAX_CODES):
            number, first, _second = host.next_code().split("-")
            wrong = next(w for w in sorted(codes.code_words()) if w != _second)
            guess = Run("join", "--internet", f"{number}-{first}-{wrong}", *servers.args())
            assert guess.result()["error"] == "wrong_code"
        result = host.result()
    finally:
        host.stop()
    assert result["error"] == "too_many_codes" and result["games"] == 0
    assert host.process.returncode == 1


def test_a_mistyped_word_is_named_before_anything_is_sent() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "triangles_qt.net", "join", "--internet", "7-crossover-clockwrk"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )  # fmt: skip
    assert run.returncode == 2
    assert "not a word of a code: clockwrk" in run.stderr


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["join", "--internet", "7-crossover-clockwork", "127.0.0.1"], "takes no ADDRESS"),
        (["join", "127.0.0.1"], "needs ADDRESS and --code"),
        (["host", "--internet", "--advertise"], "takes no --advertise"),
        (["host", "--internet", "--rendezvous", "http://x"], "ws://HOST:PORT/v1"),
        (["host", "--internet", "--relay", "x:1"], "tcp:HOST:PORT"),
    ],
)
def test_options_that_do_not_go_together_are_refused(args: list[str], said: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "triangles_qt.net", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )  # fmt: skip
    assert run.returncode == 2 and said in run.stderr, run.stderr


def test_no_rendezvous_server_is_said_in_the_json() -> None:
    port = free_port()
    run = Run("host", "--internet", "--rendezvous", f"ws://127.0.0.1:{port}/v1",
              "--relay", f"tcp:127.0.0.1:{port}")  # fmt: skip
    result = run.result()
    assert result["error"] == "no_rendezvous" and result["games"] == 0
    assert run.process.returncode == 1


def test_a_code_nobody_hosts_ends_the_joiner_after_its_wait(servers: LocalServers) -> None:
    run = Run("join", "--internet", "91-crossover-clockwork", *servers.args(), "--wait", "3")
    result = run.result()
    assert result["error"] == "no_host" and result["games"] == 0


# -- in this process: the way back after a crash ------------------------------------------------


class Side:
    """One device in the test's process: a carrier, its link, and a player drawing lines."""

    def __init__(self, carrier: InternetCarrier) -> None:
        self.carrier = carrier
        self.link: Link | None = None
        self.joins: list[bool] = []
        self.ended: list[object] = []
        carrier.linkMade.connect(self.adopt)

    def adopt(self, link: Link) -> None:
        self.link = link
        link.joined.connect(self.joins.append)
        link.ended.connect(self.ended.append)
        link.joined.connect(lambda _resumed: self.play())
        link.lineArrived.connect(lambda _a, _b: self.play())

    def play(self, up_to: int = 10_000) -> None:
        """Draw the first legal line while it is this side's turn (up to move ``up_to``)."""
        link = self.link
        game = link.game if link is not None else None
        while (
            link is not None and game is not None and link.connected and not game.is_over
            and game.current_player == link.seat and game.move_count < up_to
        ):  # fmt: skip
            a, b = game.legal_moves()[0]
            game.play(a, b)
            link.send_line(a, b)


def meet(qtbot: QtBot, servers: Servers, game: Game) -> tuple[Side, Side]:
    host = Side(InternetCarrier(Role.HOST, servers))
    joiner = Side(InternetCarrier(Role.JOIN, servers))
    host.carrier.host(game, name="Ana")
    qtbot.waitUntil(lambda: bool(host.carrier.code))
    joiner.carrier.join(host.carrier.code, name="Ben")
    qtbot.waitUntil(lambda: bool(host.joins) and bool(joiner.joins))
    return host, joiner


def crash(side: Side) -> None:
    """The device stops without a goodbye: its link drops, its wormholes go with it."""
    assert side.link is not None
    side.link.drop()
    side.carrier.close()


def test_a_crashed_joiner_comes_back_through_the_return_code_and_the_game_is_finished(
    qtbot: QtBot, servers: LocalServers
) -> None:
    on = Servers(servers.rendezvous, servers.relay)
    host, joiner = meet(qtbot, on, Game(Board.generate(24, 11)))
    assert host.link is not None and joiner.link is not None
    keys = joiner.carrier.keys
    assert keys is not None and keys == host.carrier.keys
    qtbot.waitUntil(lambda: host.link is not None and host.link.game is not None
                    and host.link.game.move_count >= 6)  # fmt: skip
    crash(joiner)
    qtbot.waitUntil(lambda: host.link is not None and not host.link.connected)
    # Started again: the save had the game, the seat, the names and the keys.
    saved = joiner.link.game  # (as the save would give it back)
    assert saved is not None
    again = Side(InternetCarrier(Role.JOIN, on))
    link = JoinLink(address="127.0.0.1", port=0, code=keys.game_code, name="Ben")
    link.rejoin(GameRecord.from_game(saved).replay(), joiner.link.seat, joiner.link.names)
    again.adopt(link)
    again.carrier.come_back(link, keys)
    qtbot.waitUntil(lambda: True in again.joins)
    host.play()
    again.play()
    qtbot.waitUntil(lambda: bool(host.ended) and bool(again.ended))
    assert host.ended == [EndReason.FINISHED] and again.ended == [EndReason.FINISHED]
    assert host.link.game is not None and link.game is not None
    assert position_digest(host.link.game) == position_digest(link.game)
    assert link.game.is_over


def test_a_crashed_host_comes_back_through_the_return_code_and_the_game_is_finished(
    qtbot: QtBot, servers: LocalServers
) -> None:
    on = Servers(servers.rendezvous, servers.relay)
    host, joiner = meet(qtbot, on, Game(Board.generate(24, 12)))
    assert host.link is not None and joiner.link is not None
    keys = host.carrier.keys
    assert keys is not None
    qtbot.waitUntil(lambda: joiner.link is not None and joiner.link.game is not None
                    and joiner.link.game.move_count >= 5)  # fmt: skip
    names, saved = host.link.names, host.link.game
    assert saved is not None
    crash(host)
    qtbot.waitUntil(lambda: joiner.link is not None and not joiner.link.connected)
    again = Side(InternetCarrier(Role.HOST, on))
    link = HostLink(GameRecord.from_game(saved).replay(), code=keys.game_code, name="Ana",
                    address="127.0.0.1", port=0)  # fmt: skip
    assert link.start()
    link.names = names
    again.adopt(link)
    again.carrier.come_back(link, keys)
    qtbot.waitUntil(lambda: True in joiner.joins[1:])
    again.play()
    joiner.play()
    qtbot.waitUntil(lambda: bool(joiner.ended) and bool(again.ended))
    assert joiner.ended == [EndReason.FINISHED] and again.ended == [EndReason.FINISHED]
    assert link.game is not None and joiner.link.game is not None
    assert position_digest(link.game) == position_digest(joiner.link.game)
