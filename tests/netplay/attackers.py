"""Strangers on the network, in a child process: ``python -m tests.netplay.attackers KIND ...``.

Each attack is bounded in connections and in time and stops by itself (or at SIGTERM); it
speaks to 127.0.0.1 only, from the loopback addresses it is given
(``--sources 127.0.0.2,127.0.0.3``: the whole of 127/8 is loopback on
Linux, so each stands for another device), and prints one JSON line when
it is done: what it did and what the host answered.

- ``idle``: ``--count`` connections that say nothing; each one the host
  closes is opened again;
- ``trickle``: ``--count`` connections that send a hello one byte a second
  (never finishing it); each one the host closes is opened again;
- ``guess``: ``--count`` guessers, each in a loop: connect, say hello,
  prove a wrong code, hear the refusal, again;
- ``flood``: ``--count`` connections spread evenly over ``--seconds``:
  every other one sends a few bytes of junk and closes, the others stay
  open without a word (the last 200 of them) until the host closes them.

Plain sockets and threads (no Qt): the host under test is the only Qt
program. The guessers use the project's own peer with a wrong code, so
their proofs are real ones (each costs them a stretch of the code).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import sys
import threading
import time
from collections import Counter
from typing import Any

from triangles_qt.net.peer import EventKind, JoinPeer
from triangles_qt.net.protocol import encode
from triangles_qt.net.reasons import wire_id

WRONG_CODE = "ACDEFH"
#: Linux's IP_BIND_ADDRESS_NO_PORT: a socket bound to a source address gets its port when it
#: connects, so thousands of connections (and their TIME_WAITs) do not slow each bind down.
_BIND_ADDRESS_NO_PORT = getattr(socket, "IP_BIND_ADDRESS_NO_PORT", 24)


class Attack:
    """What all attacks share: the deadline, the sources, the tally."""

    def __init__(self, port: int, sources: list[str], count: int, seconds: float) -> None:
        self.port = port
        self.sources = sources
        self.count = count
        self.until = time.monotonic() + seconds
        self.seconds = seconds
        self.tally: Counter[str] = Counter()
        self._lock = threading.Lock()

    def note(self, what: str) -> None:
        with self._lock:
            self.tally[what] += 1

    @property
    def over(self) -> bool:
        return time.monotonic() >= self.until

    def connect(self, number: int) -> socket.socket | None:
        """A connection from source ``number`` (round robin), or None if it failed."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(2.0)
        with contextlib.suppress(OSError):  # (a port chosen at connect: thousands stay quick)
            sock.setsockopt(socket.IPPROTO_IP, _BIND_ADDRESS_NO_PORT, 1)
        try:
            sock.bind((self.sources[number % len(self.sources)], 0))
            sock.connect(("127.0.0.1", self.port))
        except OSError:
            sock.close()
            self.note("not_connected")
            return None
        self.note("connected")
        return sock

    def refusal(self, sock: socket.socket) -> str:
        """What the host said before it closed (a refusal's reason), or how it closed."""
        data = b""
        try:
            while chunk := sock.recv(4096):
                data += chunk
        except TimeoutError:
            return "still_open"
        except OSError:
            return "reset" if not data else _reason(data)
        return _reason(data) if data else "closed"

    def run_threads(self, work: Any, threads: int) -> None:
        started = [threading.Thread(target=work, args=(n,), daemon=True) for n in range(threads)]
        for thread in started:
            thread.start()
        for thread in started:
            thread.join(self.seconds + 30)


def _reason(data: bytes) -> str:
    with contextlib.suppress(ValueError, KeyError, TypeError):
        return str(json.loads(data[4:].decode("utf-8", "replace"))["reason"])
    return "unreadable"


def idle(attack: Attack) -> None:
    def hold(number: int) -> None:
        while not attack.over:
            sock = attack.connect(number)
            if sock is None:
                time.sleep(0.2)
                continue
            sock.settimeout(max(0.1, attack.until - time.monotonic()))
            attack.note(attack.refusal(sock))
            sock.close()
            time.sleep(0.05)  # and again (an idle stranger, not a flood)

    attack.run_threads(hold, attack.count)


def trickle(attack: Attack) -> None:
    hello = encode(
        {"type": "hello", "protocol": "triangles-qt/net", "version": 1,
         "nonce": "0" * 32, "name": "slow", "language": "en"}
    )  # fmt: skip

    def drip(number: int) -> None:
        while not attack.over:
            sock = attack.connect(number)
            if sock is None:
                time.sleep(0.2)
                continue
            closed = ""
            for byte in hello:
                if attack.over:
                    break
                try:
                    sock.sendall(bytes([byte]))
                except OSError:
                    closed = "closed_while_sending"
                    break
                sock.settimeout(1.0)  # one byte a second; whatever the host says meanwhile
                try:
                    answer = sock.recv(4096)
                except TimeoutError:
                    continue
                except OSError:
                    closed = "reset"
                    break
                closed = _reason(answer) if answer else "closed"
                break
            attack.note(closed or "still_open")
            sock.close()
            time.sleep(0.05)

    attack.run_threads(drip, attack.count)


def guess(attack: Attack) -> None:
    def guesser(number: int) -> None:
        while not attack.over:
            sock = attack.connect(number)
            if sock is None:
                time.sleep(0.2)
                continue
            peer = JoinPeer(code=WRONG_CODE, name=f"guesser {number}")
            peer.start()
            sock.settimeout(max(0.1, attack.until - time.monotonic()))
            said = ""
            try:
                sock.sendall(peer.outgoing())
                while not said:
                    data = sock.recv(65536)
                    if not data:
                        said = "closed"
                        break
                    for event in peer.receive(data):
                        if event.kind is EventKind.FAILED and event.reason is not None:
                            said = wire_id(event.reason)  # (tallied by id, as the host said it)
                    sock.sendall(peer.outgoing())
            except TimeoutError:
                said = said or "still_open"
            except OSError:
                said = said or "reset"
            attack.note(said)
            sock.close()

    attack.run_threads(guesser, attack.count)


def flood(attack: Attack) -> None:
    gap = attack.seconds / max(1, attack.count)
    threads = 16
    counter = iter(range(attack.count))
    lock = threading.Lock()
    start = time.monotonic()
    held: list[socket.socket] = []

    def shoot(_thread: int) -> None:
        while True:
            with lock:
                number = next(counter, None)
            if number is None or attack.over:
                return
            delay = start + number * gap - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            sock = attack.connect(number)
            if sock is None:
                continue
            if number % 2:
                with lock:
                    held.append(sock)
                    if len(held) > 200:
                        held.pop(0).close()
                continue
            with contextlib.suppress(OSError):
                sock.sendall(b"\x00\x00\x00\x05junk!")
            sock.close()

    attack.run_threads(shoot, threads)
    for sock in held:
        sock.close()


KINDS = {"idle": idle, "trickle": trickle, "guess": guess, "flood": flood}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.netplay.attackers")
    parser.add_argument("kind", choices=sorted(KINDS))
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--sources", default="127.0.0.2")
    parser.add_argument("--count", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    sources = [text for text in args.sources.split(",") if text]
    attack = Attack(args.port, sources, min(args.count, 100_000), min(args.seconds, 120.0))

    def report() -> None:
        with attack._lock:
            print(json.dumps({"kind": args.kind, "tally": dict(attack.tally)}), flush=True)

    def stop(*_: object) -> None:  # the test has seen enough: say what happened, and go
        report()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    print(json.dumps({"started": args.kind}), flush=True)
    KINDS[args.kind](attack)
    report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
