"""Network games over loopback: latency, the host's event loop under a flood, its memory, attacks.

    python bench/bench_net.py [--stars 180] [--games 3] [--flood-seconds 3]
    python bench/bench_net.py --memory [--connections 16000]
    python bench/bench_net.py --attacks [--repeats 3]

**Latency.** This process runs the real app window (offscreen) joined to a
host in another process (``--serve`` below: a ``HostLink`` that answers each
line at once with a random legal one). The host notes ``time.monotonic()``
(one clock for every process on the machine) as it sends each line; the app
notes when its board view has *painted* the position with that line (the
viewport's paint event after the move arrived). Latency = paint - send.
The app draws its own line 0.1 s after the other's is painted (a person
takes longer), so a 180-star game is a few hundred round trips, each
measured on its own. Printed: median, 90th percentile and worst over all
lines received, per game and overall, beside the plain reference of a
localhost TCP round trip of the same sizes without Qt or the protocol.

**Flood.** A ``HostLink`` in this process waits for a player while a child
process floods it: (a) a joiner that proves the code then sends sealed
pings as fast as it can, (b) garbage on fresh connections, as fast as it
can connect, (c) 200 connection attempts at once. A 5 ms timer on the
host measures the longest gap between its ticks (the event-loop stall).
Two references: the same timer with nothing else running, and with a
child process that only burns a core (on a 2-core machine a flooder
competes for the CPU whatever it sends; the difference is the host's own
work).

**Memory** (``--memory``). A host in a child process takes 16,000
connections from 20 loopback addresses at 300 a second (beyond its rates:
most are dropped unread, some refused ``busy``, some become handshakes that
end at once; the client never runs more than 32 connections ahead of the host,
so none waits on a full listen queue) and prints its resident memory (RSS) after 2,000, 8,000 and
16,000. The same run is made with the sockets the host takes made by Qt
(``QTcpServer``'s own ``incomingConnection``, as before), the reference.

**Attacks** (``--attacks``). A host as shipped; an attack from
``tests/netplay/attackers.py`` in a child process, from other loopback
addresses; the real player (a ``JoinLink``, first join, from 127.0.0.1)
joins and plays a whole game. Printed per attack: the seconds from the
join to both sides in the game and to the game's end (median of repeats),
beside the same with no attack.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import mmap
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TRIANGLES_NET_DISCOVERY"] = "off"

CODE = "ACDEFG"
#: How long after the other's line is painted the app draws its own (a person takes longer).
REACT_S = 0.1


# -- the other device (a child process) ------------------------------------------------------


def serve(stars: int, seed: int) -> int:
    """Host one game; answer every line at once; print each send time as JSON lines."""
    from PySide6.QtCore import QCoreApplication

    from triangles_qt.model import Board, Game
    from triangles_qt.netplay.link import HostLink

    app = QCoreApplication([])
    game = Game(Board.generate(stars, seed))
    link = HostLink(game, code=CODE, name="bench", address="127.0.0.1", port=0)
    rng = random.Random(seed)
    sent: dict[int, float] = {}

    def move() -> None:
        if game.is_over or game.current_player != link.seat:
            return
        a, b = rng.choice(game.legal_moves())
        game.play(a, b)
        sent[game.move_count] = time.monotonic()
        link.send_line(a, b)
        if not game.is_over:
            move()  # play again after a triangle: at once

    link.joined.connect(lambda _resumed: move())
    link.lineArrived.connect(lambda _a, _b: move())
    link.ended.connect(lambda _reason: app.quit())
    link.start()
    print(json.dumps({"port": link.port}), flush=True)
    app.exec()
    print(json.dumps({"sent": sent}), flush=True)
    return 0


def flood(port: int, kind: str, seconds: float) -> int:
    """Flood a host on ``port`` for ``seconds`` (``pings``, ``garbage`` or ``connections``)."""
    from triangles_qt.net.peer import JoinPeer
    from triangles_qt.net.protocol import encode

    deadline = time.monotonic() + seconds
    if kind == "pings":
        sock = socket.create_connection(("127.0.0.1", port))
        peer = JoinPeer(code=CODE, name="flood")
        peer.start()
        sock.sendall(peer.outgoing())
        while not peer.joined:
            peer.receive(sock.recv(65536))
            out = peer.outgoing()
            if out:
                sock.sendall(out)
        assert peer._seal is not None
        batch = b"".join(encode(peer._seal.seal({"type": "ping"})) for _ in range(500))
        try:
            while time.monotonic() < deadline:
                sock.sendall(batch)
                batch = b"".join(encode(peer._seal.seal({"type": "ping"})) for _ in range(500))
        except OSError:
            pass  # cut off: what the host should do
    elif kind == "garbage":
        junk = os.urandom(60_000)
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=2) as sock:
                    sock.sendall(junk)
            except OSError:
                pass
    elif kind == "cpu":  # the reference: a process as busy as a flooder, sending nothing
        while time.monotonic() < deadline:
            sum(i * i for i in range(10_000))
    else:
        socks = []
        for _ in range(200):
            with contextlib.suppress(OSError):
                socks.append(socket.create_connection(("127.0.0.1", port), timeout=2))
        time.sleep(seconds)
        for sock in socks:
            sock.close()
    return 0


# -- memory ------------------------------------------------------------------------------------


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


#: The most connections the client makes ahead of those the host has taken: below the
#: host's listen backlog (Qt's 50), so no connection waits on a full queue. A connection
#: refused by a full backlog is retried by the kernel a second, then 3 s, later: on a
#: loaded machine, where the host falls behind, that turned a 16 s run into minutes.
AHEAD = 32


def connect_many(port: int, count: int, rate: float, sources: int, taken_path: str) -> int:
    """``count`` connections to ``port``, at most ``rate`` a second, from 127.0.0.2 on; each
    closed at once (the host refuses, drops or ends each). Paced by the host too: it never
    runs more than ``AHEAD`` ahead of the count the host writes in ``taken_path``."""
    with open(taken_path, "r+b") as shared, mmap.mmap(shared.fileno(), 8) as taken:
        start = time.monotonic()
        for number in range(count):
            delay = start + number / rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            patience = time.monotonic() + 10  # (a connection that never arrived is not waited for)
            while number - int.from_bytes(taken[:8], "little") > AHEAD:
                if time.monotonic() > patience:
                    break
                time.sleep(0.0005)
            with socket.socket() as sock, contextlib.suppress(OSError):
                sock.settimeout(5)
                sock.bind((f"127.0.0.{2 + number % sources}", 0))
                sock.connect(("127.0.0.1", port))
                if number % 3 == 0:
                    sock.sendall(b"\x00\x00\x00\x05junk!")
    return 0


def memory_run(
    variant: str, count: int, marks: list[int], rate: float = 300.0, sources: int = 20
) -> int:
    """A host taking ``count`` connections (``rate`` a second from ``sources`` addresses);
    one JSON line per mark: connections and RSS. tests/netplay/test_host_memory.py runs it."""
    import gc

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtNetwork import QTcpServer

    from triangles_qt.model import Board, Game
    from triangles_qt.netplay import door, host_link

    taken = [0]

    class Shipped(door.Server):
        def incomingConnection(self, descriptor: int) -> None:
            taken[0] += 1
            super().incomingConnection(descriptor)

    class QtOwn(door.Server):  # the reference: the same screen, Qt makes each socket in C++
        def incomingConnection(self, descriptor: int) -> None:
            taken[0] += 1
            raw = socket.socket(fileno=descriptor)
            try:
                kept = self._screen(door.address_key(str(raw.getpeername()[0])))
            except OSError:
                kept = False
            if not kept:
                raw.close()
                return
            raw.detach()
            QTcpServer.incomingConnection(self, descriptor)

    # (the host link makes its server by this name)
    host_link.Server = Shipped if variant == "shipped" else QtOwn  # type: ignore[attr-defined]
    app = QCoreApplication([])
    link = host_link.HostLink(
        Game(Board.generate(24, 1)), code=CODE, name="host", address="127.0.0.1", port=0
    )
    assert link.start()
    shared = tempfile.NamedTemporaryFile(prefix="taken-", delete=False)  # noqa: SIM115
    shared.write(bytes(8))
    shared.close()
    told = open(shared.name, "r+b")  # noqa: SIM115
    told_map = mmap.mmap(told.fileno(), 8)
    client = subprocess.Popen(
        [sys.executable, __file__, "--connect", str(link.port), str(count), str(rate),
         str(sources), shared.name]
    )  # fmt: skip
    pending = list(marks)
    while pending and (client.poll() is None or taken[0] >= pending[0]):
        app.processEvents()
        told_map[:8] = taken[0].to_bytes(8, "little")
        time.sleep(0.0005)
        if taken[0] >= pending[0]:
            settle = time.monotonic() + 0.5
            while time.monotonic() < settle:
                app.processEvents()
                told_map[:8] = taken[0].to_bytes(8, "little")
                time.sleep(0.001)
            gc.collect()
            print(json.dumps({"connections": pending.pop(0), "rss_mb": rss_mb()}), flush=True)
    client.wait()
    link.close()
    told_map.close()
    told.close()
    os.unlink(shared.name)
    return 0


def memory(count: int) -> None:
    marks = [count // 8, count // 2, count]
    print(f"host RSS after connections it refused or dropped ({count} at 300 a second):")
    for variant, label in (("shipped", "as shipped"), ("qt-own", "Qt's own sockets (before)")):
        run = subprocess.run(
            [sys.executable, __file__, "--memory-run", variant, str(count),
             ",".join(map(str, marks))],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        rows = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
        figures = "  ".join(f"{r['connections']:>6}: {r['rss_mb']:6.1f} MB" for r in rows)
        growth = rows[-1]["rss_mb"] - rows[-2]["rss_mb"] if len(rows) > 1 else float("nan")
        print(f"  {label:27s} {figures}   last step: {growth:+.1f} MB")


# -- attacks -----------------------------------------------------------------------------------

#: (label, the attack's kind, connections or attackers, addresses, seconds in when the player joins)
ATTACKS: list[tuple[str, str, int, int, float]] = [
    ("40 idle connections from 20 addresses", "idle", 40, 20, 2.0),
    ("40 connections sending 1 byte/s, 20 addresses", "trickle", 40, 20, 2.0),
    ("4 wrong-code guessers in a loop, 4 addresses", "guess", 4, 4, 5.0),
    ("2,000 connections in 30 s, 2 addresses", "flood", 2000, 2, 10.0),
    ("9,000 connections in 30 s, 50 addresses", "flood", 9000, 50, 10.0),
    ("as many connections as it can make, 50 addresses", "flood", 60000, 50, 10.0),
]


def join_and_play(
    attack: tuple[str, int, int] | None, join_at: float
) -> tuple[float, float, str, int, int]:
    """Seconds from the first join to both sides in, and to both ended; how it ended; the
    joiner's connection attempts; the attack's connections made so far."""
    from PySide6.QtCore import QCoreApplication

    from triangles_qt.model import Board, Game
    from triangles_qt.net.reasons import wire_id
    from triangles_qt.netplay.link import HostLink, JoinLink, Link

    app = QCoreApplication.instance() or QCoreApplication([])
    host = HostLink(
        Game(Board.generate(24, 7)), code=CODE, name="Ana", address="127.0.0.1", port=0
    )
    assert host.start()
    child = None
    if attack is not None:
        kind, count, addresses = attack
        sources = ",".join(f"127.0.0.{2 + n}" for n in range(addresses))
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.netplay.attackers", kind, "--port", str(host.port),
             "--count", str(count), "--sources", sources, "--seconds", "30"],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )  # fmt: skip
    until = time.monotonic() + join_at
    while time.monotonic() < until:
        app.processEvents()
        time.sleep(0.001)
    ended: list[str] = []
    joiner = JoinLink(address="127.0.0.1", port=host.port, code=CODE, name="Ben")
    attempts = [0]
    attempt = joiner._attempt

    def counted() -> None:
        attempts[0] += 1
        attempt()

    joiner._attempt = counted  # type: ignore[method-assign]
    joiner._retry.timeout.disconnect()
    joiner._retry.timeout.connect(counted)
    joiner.ended.connect(lambda reason: ended.append(wire_id(reason)))
    host.ended.connect(lambda reason: ended.append(wire_id(reason)))
    rng = random.Random(3)
    start = time.monotonic()
    joiner.start()
    joined_at = None
    deadline = start + 120
    while time.monotonic() < deadline and len(ended) < 2:
        app.processEvents()
        time.sleep(0.0005)
        if joined_at is None and host.connected and joiner.connected:
            joined_at = time.monotonic()
        if joined_at is None or joiner.game is None or host.game is None:
            if joined_at is None and ended:
                break  # kept out
            continue
        game = host.game
        mover: Link = host if game.current_player == host.seat else joiner
        other: Link = joiner if mover is host else host
        if (
            not game.is_over
            and mover.game is not None
            and other.game is not None
            and mover.game.move_count == other.game.move_count
        ):
            a, b = rng.choice(mover.game.legal_moves())
            mover.game.play(a, b)
            mover.send_line(a, b)
    done_at = time.monotonic()
    made = 0
    if child is not None:
        child.terminate()  # it says what it did, and goes
        out, _err = child.communicate(timeout=60)
        tallies = [json.loads(line) for line in out.splitlines() if '"tally"' in line]
        made = tallies[-1]["tally"].get("connected", 0) if tallies else 0
    joiner.close()
    host.close()
    for _ in range(50):
        app.processEvents()
    joined = (joined_at - start) if joined_at is not None else float("nan")
    return joined, done_at - start, ",".join(ended) or "-", attempts[0], made


def attacks(repeats: int) -> None:
    print("the real player's first join and whole game (24 stars) while an attack runs:")
    rows: list[tuple[str, tuple[str, int, int] | None, float]] = [
        ("no attack (reference)", None, 0.0)
    ]
    rows += [(label, (kind, count, sources), at) for label, kind, count, sources, at in ATTACKS]
    for label, args, at in rows:
        runs = [join_and_play(args, at) for _ in range(repeats)]
        joined = statistics.median(r[0] for r in runs)
        done = statistics.median(r[1] for r in runs)
        ends = sorted({r[2] for r in runs})
        figures = ", ".join(f"{r[0]:.2f}" for r in runs)
        tries = ", ".join(str(r[3]) for r in runs)
        made = ", ".join(str(r[4]) for r in runs)
        print(f"  {label:48s} in after {joined:5.2f} s ({figures}); game over after "
              f"{done:5.2f} s; ended: {' / '.join(ends)}; connection attempts: {tries}; "
              f"the attack's connections by then: {made}")  # fmt: skip


# -- latency -----------------------------------------------------------------------------------


def latency(stars: int, games: int) -> list[list[float]]:
    from PySide6.QtWidgets import QApplication

    from triangles_qt.app import build

    os.environ.setdefault("TRIANGLES_DATA_DIR", str(Path("/tmp/bench-net-data")))
    os.environ.setdefault("TRIANGLES_CONFIG_DIR", str(Path("/tmp/bench-net-config")))
    app = build([])
    qapp = QApplication.instance()
    assert qapp is not None
    while not app.ready():
        qapp.processEvents()
    window = app.window
    window.showNormal()
    window.resize(1366, 768)
    results = [_one_game(app, stars, number) for number in range(games)]
    app.close()
    return results


def _one_game(app: Any, stars: int, number: int) -> list[float]:
    """One game against a fresh host process; the line-to-paint delays in ms."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from triangles_qt.netplay.link import JoinLink
    from triangles_qt.session import GameSetup, Seat

    qapp = QApplication.instance()
    assert qapp is not None
    window = app.window
    child = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(stars), str(100 + number)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    port = json.loads(child.stdout.readline())["port"]
    painted: dict[int, float] = {}
    controller = app.table

    class PaintWatch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and controller.link is link:
                game = controller.game
                if game is not None:
                    now = time.monotonic()
                    for count in range(1, game.move_count + 1):
                        painted.setdefault(count, now)
            return False

    watch = PaintWatch()
    window.board_view.viewport().installEventFilter(watch)
    link = JoinLink(address="127.0.0.1", port=port, code=CODE, name="app")
    started = threading.Event()

    def joined(_resumed: bool, link: JoinLink = link) -> None:
        seats = [Seat("app"), Seat("app")]
        seats[1 - link.seat] = Seat(link.other_name(), remote=True)
        controller.start_network(link, GameSetup(seats=(seats[0], seats[1]), n_stars=stars))
        started.set()

    link.joined.connect(joined)
    link.start()
    rng = random.Random(number)
    while True:
        qapp.processEvents()
        if not started.is_set():
            continue
        game = controller.game
        assert game is not None
        if controller.ended:
            break
        seen = painted.get(game.move_count)
        if controller.human_to_move() and seen is not None and time.monotonic() - seen > REACT_S:
            # As a person would: a while after the other's line is on the screen.
            a, b = rng.choice(game.legal_moves())
            controller.request_line(a, b)
    for _ in range(50):
        qapp.processEvents()
    window.board_view.viewport().removeEventFilter(watch)
    out, _ = child.communicate(timeout=60)
    sent = {int(k): v for k, v in json.loads(out.splitlines()[-1])["sent"].items()}
    delays = [painted[i] - t for i, t in sent.items() if i in painted]
    return [d * 1000 for d in delays]


def tcp_reference(rounds: int) -> list[float]:
    """A bare localhost TCP round trip of a 300-byte message, without Qt or the protocol."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)

    def echo() -> None:
        conn, _ = server.accept()
        with conn:
            while data := conn.recv(4096):
                conn.sendall(data)

    threading.Thread(target=echo, daemon=True).start()
    client = socket.create_connection(server.getsockname())
    client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    times = []
    message = b"x" * 300
    for _ in range(rounds):
        start = time.monotonic()
        client.sendall(message)
        got = b""
        while len(got) < len(message):
            got += client.recv(4096)
        times.append((time.monotonic() - start) * 1000)
    client.close()
    return times


# -- the flood -----------------------------------------------------------------------------------


def stall(kind: str | None, seconds: float) -> tuple[float, str]:
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from triangles_qt.model import Board, Game
    from triangles_qt.net.reasons import wire_id
    from triangles_qt.netplay.link import HostLink

    app = QCoreApplication.instance() or QCoreApplication([])
    link = HostLink(
        Game(Board.generate(24, 1)), code=CODE, name="host", address="127.0.0.1", port=0
    )
    assert link.start()
    ended: list[str] = []
    link.ended.connect(lambda reason: ended.append(wire_id(reason)))
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    tick = QTimer()
    tick.timeout.connect(lambda: gaps.append(clock.restart()))
    tick.start(5)
    child = None
    if kind is not None:
        child = subprocess.Popen(
            [sys.executable, __file__, "--flood", str(link.port), kind, str(seconds)]
        )
    deadline = time.monotonic() + seconds + 0.5
    while time.monotonic() < deadline or (child is not None and child.poll() is None):
        app.processEvents()
        time.sleep(0.001)
    tick.stop()
    link.close()
    worst = max(gaps[1:]) if len(gaps) > 1 else 0.0
    return worst, ",".join(ended) or "-"


def describe(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return (
        f"median {statistics.median(ordered):6.2f} ms  p90 {p90:6.2f} ms  "
        f"worst {ordered[-1]:6.2f} ms  ({len(ordered)} lines)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stars", type=int, default=180)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--flood-seconds", type=float, default=3.0)
    parser.add_argument("--repeats", type=int, default=3, help="flood runs per kind")
    parser.add_argument("--flood-only", action="store_true", help="skip the latency games")
    parser.add_argument("--memory", action="store_true", help="only the host's memory")
    parser.add_argument("--connections", type=int, default=16000, help="for --memory")
    parser.add_argument("--attacks", action="store_true", help="only the attacks")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    if args.memory or args.attacks:
        if args.memory:
            memory(args.connections)
        if args.attacks:
            attacks(args.repeats)
        print(f"load average after: {os.getloadavg()[0]:.2f}")
        return 0
    if not args.flood_only:
        runs = latency(args.stars, args.games)
        print(f"line drawn on the host -> painted in the app, {args.stars} stars:")
        for number, run in enumerate(runs, 1):
            print(f"  game {number}: {describe(run)}")
        print(f"  all:    {describe([d for run in runs for d in run])}")
        print(f"  reference, bare TCP round trip: {describe(tcp_reference(300))}")
    print("host event loop, longest gap between 5 ms ticks (median of repeats):")
    for kind in (None, "cpu", "pings", "garbage", "connections"):
        worst = [stall(kind, args.flood_seconds) for _ in range(args.repeats)]
        label = {None: "nothing (reference)", "cpu": "a busy process (reference)"}.get(
            kind, kind or ""
        )
        figures = ", ".join(f"{w:.0f}" for w, _ in worst)
        ended = worst[0][1]
        print(
            f"  {label:22s} {statistics.median(w for w, _ in worst):5.0f} ms"
            f"  (runs: {figures} ms; host's link ended: {ended})"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        sys.exit(serve(int(sys.argv[2]), int(sys.argv[3])))
    if len(sys.argv) > 1 and sys.argv[1] == "--flood":
        sys.exit(flood(int(sys.argv[2]), sys.argv[3], float(sys.argv[4])))
    if len(sys.argv) > 1 and sys.argv[1] == "--connect":
        port, count, rate, sources, taken_path = sys.argv[2:7]
        sys.exit(connect_many(int(port), int(count), float(rate), int(sources), taken_path))
    if len(sys.argv) > 1 and sys.argv[1] == "--memory-run":
        marks = [int(m) for m in sys.argv[4].split(",")]
        pace = [float(sys.argv[5]), int(sys.argv[6])] if len(sys.argv) > 6 else [300.0, 20]
        sys.exit(memory_run(sys.argv[2], int(sys.argv[3]), marks, pace[0], int(pace[1])))
    sys.exit(main())
