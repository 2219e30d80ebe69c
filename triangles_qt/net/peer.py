"""One end of a network game as a state machine: bytes in, bytes and events out (Qt-free).

A :class:`Peer` does no input or output itself (the Qt transport, or a test,
moves the bytes): :meth:`Peer.receive` takes what arrived and returns what
happened as :class:`Event`\\ s; what to send waits in :meth:`Peer.outgoing`.
So the handshake and every rule about what a peer may send are tested
without sockets, and the transport stays a thin adapter.

Each side keeps its own :class:`~triangles_qt.model.Game`. A line from the
other side is accepted only when it is that side's turn, it is the next
move, the rules allow it, and the digest of the position it leads to is
the one this side computes; anything else ends the connection with a reason
(and the game stays as it was).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from triangles_qt.model import Game, GameRecord
from triangles_qt.model.record import FORMAT
from triangles_qt.model.record import VERSION as RECORD_VERSION
from triangles_qt.net import code as codes
from triangles_qt.net.digest import position_digest
from triangles_qt.net.protocol import PROTOCOL, VERSION, Decoder, ProtocolError, check, encode

#: Messages a joiner may send before it has proved the code (hello and proof).
HANDSHAKE_MESSAGES: Final = 2


@dataclass(frozen=True)
class Event:
    """What happened: ``kind`` is ``joined``, ``line``, ``ended`` or ``failed``.

    ``joined``: the handshake is over (the joiner now has ``game``);
    ``line``: the other side drew ``line``; ``ended``: the other side said
    bye (``reason``); ``failed``: this side closes the connection
    (``reason``, an id such as ``wrong_code``, ``out_of_turn``,
    ``illegal_line``, ``digest_mismatch``, ``bad_seal``, ``not_json``).
    """

    kind: str
    reason: str = ""
    line: tuple[int, int] | None = None
    game: Game | None = None
    names: tuple[str, str] = ("", "")


@dataclass(kw_only=True)
class Peer:
    """The part both ends share: framing, sealing, and the moves once the game runs."""

    role: str
    code: str
    name: str = ""
    language: str = "en"
    game: Game | None = None
    seat: int = 0
    """Which player (0 or 1) this side plays."""
    _decoder: Decoder = field(default_factory=Decoder)
    _out: bytearray = field(default_factory=bytearray)
    _seal: codes.Seal | None = None
    _closed: bool = False

    @property
    def joined(self) -> bool:
        return self._seal is not None and not self._closed

    @property
    def closed(self) -> bool:
        return self._closed

    def outgoing(self) -> bytes:
        """Everything to send now (and forget it)."""
        data = bytes(self._out)
        self._out.clear()
        return data

    def receive(self, data: bytes) -> list[Event]:
        """Take what arrived; what it means comes back as events."""
        if self._closed:
            return []
        events: list[Event] = []
        try:
            for raw in self._decoder.feed(data):
                message = check(raw)
                events.extend(self._handle(message, raw))
                if self._closed:
                    break
        except ProtocolError as error:
            events.append(self._fail(error.reason))
        return events

    def send_line(self, a: int, b: int) -> None:
        """This side drew a-b on its own game (already played there): tell the other side."""
        game = self.game
        if self._seal is None or game is None or self._closed:
            raise RuntimeError("no game to send a line in")
        index = game.move_count - 1
        self._send_sealed(
            {"type": "move", "index": index, "a": a, "b": b, "digest": position_digest(game)}
        )

    def leave(self, reason: str = "left") -> None:
        """End the game from this side, saying why."""
        if self._seal is not None and not self._closed:
            self._send_sealed({"type": "bye", "reason": reason})
        self._closed = True

    # -- shared ----------------------------------------------------------------------

    def _send(self, message: Mapping[str, Any]) -> None:
        self._out += encode(message)

    def _send_sealed(self, message: Mapping[str, Any]) -> None:
        assert self._seal is not None
        self._send(self._seal.seal(message))

    def _fail(self, reason: str) -> Event:
        if self._seal is not None and not self._closed:
            self._send_sealed({"type": "bye", "reason": reason})
        self._closed = True
        return Event("failed", reason)

    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        raise NotImplementedError

    def _after_handshake(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        assert self._seal is not None
        self._seal.open(raw)
        if message.kind == "bye":
            self._closed = True
            return [Event("ended", message.fields["reason"])]
        if message.kind == "ping":
            return []
        if message.kind == "move":
            return [self._their_line(message.fields)]
        return [self._fail("unexpected")]

    def _their_line(self, fields: Mapping[str, Any]) -> Event:
        game = self.game
        assert game is not None
        if game.is_over or game.current_player == self.seat:
            return self._fail("out_of_turn")
        if fields["index"] != game.move_count:
            return self._fail("out_of_turn")
        a, b = fields["a"], fields["b"]
        if a >= game.board.n_stars or b >= game.board.n_stars or game.refusal(a, b) is not None:
            return self._fail("illegal_line")
        trial = game.copy()
        trial.play(a, b)
        if position_digest(trial) != fields["digest"]:
            return self._fail("digest_mismatch")
        game.play(a, b)
        return Event("line", line=(a, b))


@dataclass(kw_only=True)
class HostPeer(Peer):
    """The host's end: it has the game, shows the code, and checks the joiner's proof."""

    role: str = "host"
    names: tuple[str, str] = ("", "")
    _nonce: str = field(default_factory=codes.new_nonce)
    _salt: str = field(default_factory=codes.new_nonce)
    _joiner_nonce: str | None = None
    _key: bytes | None = None
    _seen: int = 0

    def __post_init__(self) -> None:
        self._key = codes.code_key(self.code, self._salt)

    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        if self._seal is not None:
            return self._after_handshake(message, raw)
        self._seen += 1
        if self._seen > HANDSHAKE_MESSAGES:
            return [self._fail("too_many_messages")]
        if message.kind == "hello" and self._joiner_nonce is None:
            if message.fields["version"] != VERSION:
                self._send({"type": "refused", "reason": "other_version"})
                return [self._fail("other_version")]
            self._joiner_nonce = message.fields["nonce"]
            self._send({"type": "challenge", "nonce": self._nonce, "salt": self._salt})
            return []
        if message.kind == "proof" and self._joiner_nonce is not None:
            assert self._key is not None and self.game is not None
            mac = message.fields["mac"]
            if not codes.proof_matches(self._key, "join", self._nonce, self._joiner_nonce, mac):
                self._send({"type": "refused", "reason": "wrong_code"})
                return [self._fail("wrong_code")]
            board = self.game.board
            self._send(
                {
                    "type": "welcome",
                    "mac": codes.proof(self._key, "host", self._nonce, self._joiner_nonce),
                    "game": {
                        "stars": [[float(x), float(y)] for x, y in board.stars],
                        "tolerance": float(board.tolerance),
                        "play_again": bool(self.game.play_again),
                        "names": list(self.names),
                        "joiner": 1 - self.seat,
                        "moves": [list(line) for line in self.game.lines],
                    },
                }
            )
            self._seal = codes.Seal(
                codes.session_key(self._key, self._nonce, self._joiner_nonce), "host"
            )
            return [Event("joined", game=self.game, names=self.names)]
        return [self._fail("unexpected")]


@dataclass(kw_only=True)
class JoinPeer(Peer):
    """The joiner's end: it proves the code, checks the host's proof, and builds the game."""

    role: str = "join"
    _nonce: str = field(default_factory=codes.new_nonce)
    _host_nonce: str | None = None
    _key: bytes | None = None

    def start(self) -> None:
        """Say hello (the first thing a joiner sends)."""
        self._send(
            {
                "type": "hello",
                "protocol": PROTOCOL,
                "version": VERSION,
                "nonce": self._nonce,
                "name": self.name,
                "language": self.language,
            }
        )

    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        if self._seal is not None:
            return self._after_handshake(message, raw)
        if message.kind == "challenge" and self._host_nonce is None:
            self._host_nonce = message.fields["nonce"]
            self._key = codes.code_key(self.code, message.fields["salt"])
            self._send(
                {
                    "type": "proof",
                    "mac": codes.proof(self._key, "join", self._host_nonce, self._nonce),
                }
            )
            return []
        if message.kind == "refused":
            self._closed = True
            return [Event("failed", message.fields["reason"])]
        if message.kind == "welcome" and self._key is not None and self._host_nonce is not None:
            mac = message.fields["mac"]
            if not codes.proof_matches(self._key, "host", self._host_nonce, self._nonce, mac):
                return [self._fail("host_without_code")]
            return [self._build(message.fields["game"])]
        return [self._fail("unexpected")]

    def _build(self, data: Mapping[str, Any]) -> Event:
        assert self._key is not None and self._host_nonce is not None
        record = {
            "format": FORMAT,
            "version": RECORD_VERSION,
            "board": {"stars": [list(s) for s in data["stars"]], "tolerance": data["tolerance"]},
            "play_again": data["play_again"],
            "moves": [list(line) for line in data["moves"]],
            "extra": {},
        }
        try:
            # Through the record loader: a host's board costs what any record may, no more.
            game = GameRecord.from_dict(record).replay()
        except ValueError:
            return self._fail("bad_game")
        self.game = game
        self.seat = data["joiner"]
        self._seal = codes.Seal(codes.session_key(self._key, self._host_nonce, self._nonce), "join")
        return Event("joined", game=game, names=data["names"])
