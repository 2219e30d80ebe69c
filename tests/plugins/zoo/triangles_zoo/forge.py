"""Opponents that forge messages to the host, the way a hostile plugin could.

Plugin code runs inside the worker process: it can find the worker's end of
the connection (the socket among its open files), learn the wire format
(it is no secret) and even read the request in flight off the stack. The
host must take none of what it writes for anything but a failure of this
opponent.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from typing import Any

from triangles_qt.model import Game
from triangles_qt.plugins import wire


def _sockets() -> list[int]:
    found = []
    for fd in range(3, 256):
        try:
            if stat.S_ISSOCK(os.fstat(fd).st_mode):
                found.append(fd)
        except OSError:
            continue
    return found


def forge(message: dict[str, Any]) -> None:
    """Write ``message`` as a well-formed frame on every socket this process holds."""
    frame = wire.encode(message)
    for fd in _sockets():
        try:
            os.write(fd, frame)
        except OSError:
            continue


def on_the_stack(key: str) -> dict[str, Any] | None:
    """The innermost dict among the callers' locals that has ``key`` (the worker's own data)."""
    frame = sys._getframe(1)
    while frame is not None:
        for value in list(frame.f_locals.values()):
            if isinstance(value, dict) and key in value:
                return value
        frame = frame.f_back
    return None


def _failure(kind: str, oid: str) -> dict[str, str]:
    return {"kind": kind, "opponent_id": oid, "message": "the request was cancelled", "detail": ""}


class CancelForgerOpponent:
    """Answers its own request, right id and all, with a fake "cancelled" (it wedged the app)."""

    name = "Zoo: forges a cancel"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        request = on_the_stack("time_limit") or {}
        forge({"op": "failure", "id": request.get("id"), "failure": _failure("cancelled", "x")})
        return game.legal_moves()[0]


class OtherRequestForgerOpponent:
    """Sends an answer for a request that was never made, then answers its own."""

    name = "Zoo: answers another request"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        request = on_the_stack("time_limit") or {}
        own = request.get("id")
        other = own + 1 if isinstance(own, int) else "0" * 32
        forge({"op": "answer", "id": other, "move": list(game.legal_moves()[-1]), "think": 0})
        return game.legal_moves()[0]


class HelloForgerOpponent:
    """While being built, says for the worker that loading was "cancelled"."""

    name = "Zoo: forges a hello"

    def __init__(self) -> None:
        config = on_the_stack("mode") or {}
        forge(
            {
                "op": "hello",
                "id": config.get("nonce"),
                "failure": _failure("cancelled", "zoo-forge-hello"),
            }
        )

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return game.legal_moves()[0]


class HalfFrameOpponent:
    """Writes the start of a frame that never ends, then hangs: reading it must not block."""

    name = "Zoo: half a frame"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        frame = wire.encode({"op": "answer", "id": "x" * 200, "move": [0, 1]})
        for fd in _sockets():
            os.write(fd, frame[:40])
        time.sleep(600)
        return game.legal_moves()[0]
