"""The network protocol's messages: framing, decoding, and checking every field (Qt-free).

A message is a JSON object in one frame: a 4-byte big-endian length, then
that many bytes of UTF-8 JSON (the same framing as the plugin host's wire,
:mod:`triangles_qt.plugins.wire`, with a smaller limit: a peer is a stranger).
:class:`Decoder` takes bytes as they arrive and hands out whole messages;
:func:`check` turns one into a :class:`Message` whose every field has the
type and range the protocol allows. Anything else raises
:class:`ProtocolError` and only that, whatever the bytes (a fuzz test keeps
it so): the connection is then closed and the game stays as it was.
Version 1 is described in docs/network.md.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from triangles_qt.clean_text import clean_name, is_clean
from triangles_qt.model import MAX_STARS
from triangles_qt.model.limits import MAX_COORDINATE
from triangles_qt.net.reasons import EndReason
from triangles_qt.plugins import wire

PROTOCOL: Final = "triangles-qt/net"
VERSION: Final = 1
#: The longest frame a peer may send: a whole 300-star game fits in a tenth of it.
MAX_FRAME: Final = 64 * 1024
#: The longest name a device sends for its player.
MAX_NAME: Final = 40

_HEADER: Final = struct.Struct("!I")
_HEX = re.compile(r"[0-9a-f]+")
_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")

#: Message kinds and the fields each must have (besides ``type``; sealed ones add seq and mac).
KINDS: Final[dict[str, frozenset[str]]] = {
    "hello": frozenset({"protocol", "version", "nonce", "name", "language"}),
    "challenge": frozenset({"nonce", "salt"}),
    "proof": frozenset({"mac"}),
    "welcome": frozenset({"mac", "game"}),
    "refused": frozenset({"reason"}),
    "move": frozenset({"index", "a", "b", "digest"}),
    "sync": frozenset({"moves", "digest"}),
    "undo_request": frozenset({"index", "moves"}),
    "undo_answer": frozenset({"index", "accept"}),
    "ready": frozenset(),
    "ping": frozenset(),
    "bye": frozenset({"reason"}),
}
#: Kinds sent before the handshake is over: they carry no seal.
OPEN_KINDS: Final = frozenset({"hello", "challenge", "proof", "welcome", "refused"})


class ProtocolError(ValueError):
    """A peer sent something the protocol does not allow; ``reason`` says what, for messages."""

    def __init__(self, reason: EndReason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Message:
    """A checked message: its kind and its fields (ints, strs, bools, lists as the kind says)."""

    kind: str
    fields: Mapping[str, Any]
    seq: int | None = None
    mac: str | None = None


def encode(message: Mapping[str, Any]) -> bytes:
    """One frame for ``message``; refuses one longer than :data:`MAX_FRAME`."""
    frame = wire.encode(message)
    if len(frame) - _HEADER.size > MAX_FRAME:
        raise ProtocolError(EndReason.TOO_LONG, f"{len(frame)} bytes")
    return frame


class Decoder:
    """Whole messages out of a byte stream; after the first error it refuses everything."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self._max = max_frame
        self._broken: ProtocolError | None = None

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The messages completed by ``data``; :class:`ProtocolError` for a bad frame."""
        if self._broken is not None:
            raise self._broken
        self._buffer += data
        out: list[dict[str, Any]] = []
        while len(self._buffer) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(self._buffer)
            if length > self._max:
                self._broken = ProtocolError(EndReason.TOO_LONG, f"a frame of {length} bytes")
                raise self._broken
            if len(self._buffer) < _HEADER.size + length:
                break
            payload = bytes(self._buffer[_HEADER.size : _HEADER.size + length])
            del self._buffer[: _HEADER.size + length]
            try:
                out.append(wire.decode(payload))
            except wire.WireError as exc:
                self._broken = ProtocolError(EndReason.NOT_JSON, str(exc))
                raise self._broken from None
        return out

    @property
    def pending(self) -> int:
        """Bytes of an unfinished frame held so far."""
        return len(self._buffer)


def check(message: Mapping[str, Any]) -> Message:
    """``message`` as a :class:`Message`, every field checked; :class:`ProtocolError` if not."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in KINDS:
        raise ProtocolError(EndReason.UNKNOWN_TYPE, repr(kind)[:40])
    wanted = KINDS[kind]
    sealed = kind not in OPEN_KINDS
    allowed = wanted | {"type"} | ({"seq", "mac"} if sealed else set())
    extra = set(message) - allowed
    if extra:
        raise ProtocolError(EndReason.UNKNOWN_FIELD, ", ".join(sorted(map(str, extra)))[:80])
    missing = wanted - set(message)
    if missing:
        raise ProtocolError(EndReason.MISSING_FIELD, ", ".join(sorted(missing)))
    fields = {name: _FIELD_CHECKS[name](message[name]) for name in wanted}
    if kind == "move" and fields["a"] == fields["b"]:
        raise _bad("a line", "a star to itself")
    if kind == "hello" and fields["protocol"] != PROTOCOL:
        raise ProtocolError(EndReason.NOT_TRIANGLES, str(fields["protocol"])[:40])
    seq = mac = None
    if sealed:
        seq = _count(message.get("seq"), 2**53)
        mac = _hex(message.get("mac"), 64)
    return Message(kind, fields, seq, mac)


# -- field checks -------------------------------------------------------------------


def _bad(field: str, why: str) -> ProtocolError:
    return ProtocolError(EndReason.BAD_FIELD, f"{field}: {why}")


def _count(value: object, high: int, field: str = "a count") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise _bad(field, f"not a whole number from 0 to {high}")
    return value


def _hex(value: object, length: int, field: str = "a hex value") -> str:
    if not isinstance(value, str) or len(value) != length or not _HEX.fullmatch(value):
        raise _bad(field, f"not {length} lowercase hex digits")
    return value


def _text(value: object, field: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise _bad(field, f"not a text of at most {limit} characters")
    if not is_clean(value):
        raise _bad(field, "control characters")
    return value


def _name(value: object) -> str:
    """A player's name as the peer sent it (bounded), cleaned as every name from outside is.

    Cleaned, not refused: a name is shown and stored, never trusted, so a
    control character or a lone surrogate in it costs the name that
    character, not the game (see :mod:`triangles_qt.clean_text`).
    What the proofs vouch for is the name as sent (the raw message)."""
    if not isinstance(value, str) or len(value) > MAX_NAME:
        raise _bad("a name", f"not a text of at most {MAX_NAME} characters")
    return clean_name(value)


def _ident(value: object, field: str) -> str:
    if not isinstance(value, str) or not _ID.fullmatch(value):
        raise _bad(field, "not an id")
    return value


def _star(value: object) -> int:
    return _count(value, MAX_STARS - 1, "a star")


def _line(value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise _bad("a line", "not a pair of stars")
    a, b = _star(value[0]), _star(value[1])
    if a == b:
        raise _bad("a line", "a star to itself")
    return (a, b)


def _moves(value: object) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or len(value) > 3 * MAX_STARS:
        raise _bad("moves", "not a list of lines")
    return tuple(_line(item) for item in value)


def _number(value: object, field: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _bad(field, "not a number")
    try:
        number = float(value)
    except OverflowError:
        raise _bad(field, "out of range") from None
    if not low <= number <= high:  # NaN fails too
        raise _bad(field, f"not from {low} to {high}")
    return number


def _game(value: object) -> dict[str, Any]:
    """The host's game, as the joiner needs it: the board, the rule, the seats, the moves."""
    if not isinstance(value, dict):
        raise _bad("game", "not an object")
    keys = {"stars", "tolerance", "play_again", "names", "joiner", "moves"}
    if set(value) != keys:
        raise _bad("game", "not the fields of a game")
    stars = value["stars"]
    if not isinstance(stars, list) or not 3 <= len(stars) <= MAX_STARS:
        raise _bad("stars", f"not 3 to {MAX_STARS} stars")
    points = []
    for star in stars:
        if not isinstance(star, list) or len(star) != 2:
            raise _bad("stars", "not x, y pairs")
        points.append(
            (
                _number(star[0], "x", -MAX_COORDINATE, MAX_COORDINATE),
                _number(star[1], "y", -MAX_COORDINATE, MAX_COORDINATE),
            )
        )
    names = value["names"]
    if not isinstance(names, list) or len(names) != 2:
        raise _bad("names", "not two names")
    play_again = value["play_again"]
    if not isinstance(play_again, bool):
        raise _bad("play_again", "not true or false")
    moves = _moves(value["moves"])
    if any(max(line) >= len(points) for line in moves):
        raise _bad("moves", "a star the board does not have")
    return {
        "stars": points,
        "tolerance": _number(value["tolerance"], "tolerance", 0.0, 1000.0),
        "play_again": play_again,
        "names": (_name(names[0]), _name(names[1])),
        "joiner": _count(value["joiner"], 1, "joiner"),
        "moves": moves,
    }


def _accept(value: object) -> bool:
    if not isinstance(value, bool):
        raise _bad("accept", "not true or false")
    return value


_FIELD_CHECKS: Final[dict[str, Any]] = {
    "protocol": lambda v: _text(v, "protocol", 40),
    "version": lambda v: _count(v, 1000, "version"),
    "nonce": lambda v: _hex(v, 32, "nonce"),
    "salt": lambda v: _hex(v, 32, "salt"),
    "name": _name,
    "language": lambda v: _text(v, "language", 16),
    "mac": lambda v: _hex(v, 64, "mac"),
    "game": _game,
    "reason": lambda v: _ident(v, "reason"),
    "index": lambda v: _count(v, 3 * MAX_STARS, "index"),
    "a": _star,
    "b": _star,
    "digest": lambda v: _hex(v, 64, "digest"),
    "moves": lambda v: _count(v, 3 * MAX_STARS, "moves"),
    "accept": _accept,
}
