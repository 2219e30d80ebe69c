"""The wire format between the host and its helper processes: one module, both sides.

A message is a JSON object sent as one frame: a 4-byte big-endian length,
then that many bytes of UTF-8 JSON. The host (the app or the arena), the
guardian and the worker all speak it through :class:`Channel`, so the format
is written down once. What a message is, its ``op``, is an :class:`Op`
(written as its value, read back with :func:`op_of`).

The two ends do not trust each other alike. A worker runs plugin code, which
may write anything to its end, half a frame included. So the host reads
without ever blocking (:meth:`Channel.read_some` takes what is there,
:meth:`Channel.pop` hands out whole frames only) and never waits on a write
past a deadline; the worker and the guardian trust the host and simply block.
"""

from __future__ import annotations

import enum
import json
import math
import os
import select
import struct
import sys
import time
from collections.abc import Mapping
from multiprocessing.connection import Connection
from typing import Any, Final

#: Longest message either side may send; anything longer means the sender is broken.
MAX_MESSAGE_BYTES: Final = 1 << 20

_HEADER: Final = struct.Struct("!I")
_READ_SIZE: Final = 1 << 16
# On Windows a multiprocessing pipe is a message pipe reached through handles, not a
# file descriptor: frames travel as whole pipe messages there.
_RAW_FD: Final = sys.platform != "win32"


class Op(enum.Enum):
    """What a message is (its ``op``); the value is the string on the wire."""

    # The host to a worker.
    PROBE = "probe"
    """Load this entry and say how it went (a worker that probes)."""
    GAME = "game"
    """Rebuild the board and replay this record."""
    MOVE = "move"
    """Bring the game to this position and choose a move."""
    QUIT = "quit"
    # A worker (or the guardian) to the host.
    STARTED = "started"
    """The worker runs (its nonce), or, from the guardian, the worker's pid."""
    PROBED = "probed"
    HELLO = "hello"
    """The opponent is loaded (its description), or could not be (its failure)."""
    READY = "ready"
    """The game is replayed (and an engine has heard it)."""
    CLOCK = "clock"
    """The opponent has the position (``choose_move`` is called, or ``go`` is written to an
    engine): the move's clock starts."""
    ANSWER = "answer"
    FAILURE = "failure"
    DESYNC = "desync"
    """The worker could not bring its game to the host's position."""
    # The host and the guardian.
    KILL = "kill"
    EXITED = "exited"


def op_of(message: Mapping[str, Any]) -> Op | None:
    """The ``op`` of ``message``; None when it has none this version knows."""
    op = message.get("op")
    if not isinstance(op, str):
        return None
    try:
        return Op(op)
    except ValueError:
        return None


class WireError(ValueError):
    """A frame that is too long, not JSON, or not a JSON object."""


def encode(message: Mapping[str, Any]) -> bytes:
    """One whole frame for ``message``."""
    payload = json.dumps(message, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(payload) > MAX_MESSAGE_BYTES:
        raise WireError(f"a message of {len(payload)} bytes is too long to send")
    return _HEADER.pack(len(payload)) + payload


def decode(payload: bytes) -> dict[str, Any]:
    """The message in one frame's payload; :class:`WireError` if it is not a JSON object."""
    try:
        message = json.loads(payload.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # bad UTF-8 or JSON, absurd nesting or numbers
        raise WireError(f"not a JSON message ({type(exc).__name__})") from None
    if not isinstance(message, dict):
        raise WireError("a message must be a JSON object")
    return message


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number a message may carry")


def finite_number(value: object) -> float | None:
    """``value`` as a float if it is a finite, non-negative JSON number, else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    return number if math.isfinite(number) and number >= 0 else None


class Channel:
    """One end of a connection carrying frames; see the module docstring for who trusts whom."""

    def __init__(self, conn: Connection, *, guarded: bool = False) -> None:
        """``guarded``: this end belongs to the host and must never block on its peer."""
        self.conn = conn
        self._guarded = guarded
        self._buffer = bytearray()
        self._eof = False
        if guarded and _RAW_FD:
            os.set_blocking(conn.fileno(), False)

    @property
    def eof(self) -> bool:
        """The other end has closed (every process holding it is gone)."""
        return self._eof

    def send(self, message: Mapping[str, Any], timeout: float | None = None) -> None:
        """Send one message; a guarded end raises ``TimeoutError`` after ``timeout`` seconds.

        ``OSError`` (``TimeoutError`` included) means the peer is gone or stuck;
        a frame cut short by a timeout leaves the connection useless.
        """
        frame = encode(message)
        if not _RAW_FD:
            self.conn.send_bytes(frame)
            return
        fd = self.conn.fileno()
        view = memoryview(frame)
        deadline = None if timeout is None else time.monotonic() + timeout
        while view:
            try:
                written = os.write(fd, view)
            except BlockingIOError:
                written = 0
            view = view[written:]
            if view:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    raise TimeoutError("the other process is not reading its messages")
                _wait_fd(fd, select.POLLOUT, remaining)

    def read_some(self) -> bool:
        """Take in whatever has arrived (call once the connection is readable); False at EOF."""
        if self._eof:
            return False
        if _RAW_FD:
            try:
                data = os.read(self.conn.fileno(), _READ_SIZE)
            except (BlockingIOError, InterruptedError):
                return True
            if not data:
                self._eof = True
                return False
        else:
            try:
                data = self.conn.recv_bytes(MAX_MESSAGE_BYTES + _HEADER.size)
            except EOFError:
                self._eof = True
                return False
        self._buffer += data
        return True

    def pop(self) -> dict[str, Any] | None:
        """The next whole message taken in so far, or None; :class:`WireError` if it is bad."""
        if len(self._buffer) < _HEADER.size:
            return None
        (size,) = _HEADER.unpack_from(self._buffer)
        if size > MAX_MESSAGE_BYTES:
            raise WireError(f"a frame of {size} bytes is longer than any message may be")
        end = _HEADER.size + size
        if len(self._buffer) < end:
            return None
        payload = bytes(self._buffer[_HEADER.size : end])
        del self._buffer[:end]
        return decode(payload)

    def receive(self) -> dict[str, Any]:
        """Block until the next message (for an end that trusts its peer); EOFError at the end."""
        while True:
            message = self.pop()
            if message is not None:
                return message
            if self._guarded and _RAW_FD:
                _wait_fd(self.conn.fileno(), select.POLLIN, None)
            if not self.read_some():
                raise EOFError("the other process closed the connection")

    def close(self) -> None:
        self.conn.close()


def _wait_fd(fd: int, events: int, timeout: float | None) -> None:
    """Wait until ``fd`` is ready for ``events`` or ``timeout`` passes (poll has no fd cap)."""
    poller = select.poll()
    poller.register(fd, events)
    poller.poll(None if timeout is None else max(0, math.ceil(timeout * 1000)))
