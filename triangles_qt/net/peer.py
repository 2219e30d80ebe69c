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

import enum
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from triangles_qt.clean_text import clean_name
from triangles_qt.model import Game, GameRecord, undo_target
from triangles_qt.model.record import FORMAT
from triangles_qt.model.record import VERSION as RECORD_VERSION
from triangles_qt.net import code as codes
from triangles_qt.net.digest import board_digest, position_digest
from triangles_qt.net.protocol import (
    MAX_NAME,
    PROTOCOL,
    VERSION,
    Decoder,
    ProtocolError,
    check,
    encode,
)
from triangles_qt.net.reasons import EndReason, Reason, decode

#: Messages a joiner may send before it has proved the code (hello and proof): the host's
#: handshake either seals the connection or closes it by the second (tests/net say so).
HANDSHAKE_MESSAGES: Final = 2


class EventKind(enum.Enum):
    """What an :class:`Event` says happened."""

    JOINED = "joined"
    """The handshake is over (the joiner now has ``game``; on a reconnection, its own game
    brought up to date, ``resumed`` True)."""
    LINE = "line"
    """The other side drew ``line``."""
    UNDO_ASKED = "undo_asked"
    """The other side asks to take back the moves from ``index`` on."""
    UNDO_ANSWERED = "undo_answered"
    """The answer to this side's request (``accepted``; when accepted the game is already
    back at ``index`` moves)."""
    ENDED = "ended"
    """The other side said bye (``reason``)."""
    FAILED = "failed"
    """This side closes the connection (``reason``: wrong_code, out_of_turn, illegal_line,
    digest_mismatch, bad_seal, not_json, …), or the host refused the joiner (its reason)."""
    KEY_NEEDED = "key_needed"
    """A joiner that does not stretch the code itself (``stretch=False``) needs the key for
    ``salt``, given with :meth:`JoinPeer.use_key`."""


@dataclass(frozen=True)
class Event:
    """What happened (see :class:`EventKind` for which fields each kind fills)."""

    kind: EventKind
    reason: Reason | None = None
    """For ``ended`` and ``failed``: why (a reason the other side sent may be one this
    version does not know: :func:`triangles_qt.net.reasons.decode`)."""
    line: tuple[int, int] | None = None
    game: Game | None = None
    names: tuple[str, str] = ("", "")
    index: int = 0
    accepted: bool = False
    resumed: bool = False
    salt: str = ""


@dataclass(kw_only=True)
class Peer(ABC):
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
    # This side's undo request waiting for an answer: (index, moves when asked).
    _undo_mine: tuple[int, int] | None = None
    # The other side's request this side has not answered yet: (index, moves when asked).
    _undo_theirs: tuple[int, int] | None = None
    received_messages: int = 0
    """Whole messages taken so far (the transport bounds their rate)."""

    def __post_init__(self) -> None:
        # This side's own name goes out as it will be shown there: cleaned here too.
        self.name = clean_name(self.name, MAX_NAME)

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

    def receive(self, data: bytes, budget: int | None = None) -> list[Event]:
        """Take what arrived; what it means comes back as events.

        ``budget``: how many whole messages the sender may still send now
        (the transport's rate limit); one more and the connection fails
        ``too_fast`` before that message is handled."""
        if self._closed:
            return []
        events: list[Event] = []
        taken = 0
        try:
            for raw in self._decoder.feed(data):
                taken += 1
                if budget is not None and taken > budget:
                    events.append(self._fail(EndReason.TOO_FAST))
                    break
                self.received_messages += 1
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
        self._undo_theirs = None  # drawing a line declines the other side's request
        self._send_sealed(
            {"type": "move", "index": index, "a": a, "b": b, "digest": position_digest(game)}
        )

    @property
    def undo_waiting(self) -> bool:
        """This side asked to undo and has no answer yet (it draws no line meanwhile)."""
        return self._undo_mine is not None

    def undo_target(self) -> int | None:
        """How many moves an undo asked now would keep: back to before this side's last line."""
        game = self.game
        if game is None or game.is_over:
            return None
        return undo_target(game, self.seat)

    def request_undo(self) -> bool:
        """Ask the other side to take back this side's last line (and any after it)."""
        target = self.undo_target()
        game = self.game
        if self._seal is None or self._closed or target is None or game is None:
            return False
        if self._undo_mine is not None:
            return False
        self._undo_mine = (target, game.move_count)
        self._send_sealed({"type": "undo_request", "index": target, "moves": game.move_count})
        return True

    def answer_undo(self, accept: bool) -> bool:
        """Answer the other side's request; accepting takes the moves back here at once."""
        asked, self._undo_theirs = self._undo_theirs, None
        game = self.game
        if asked is None or game is None or self._seal is None or self._closed:
            return False
        index, moves = asked
        if game.move_count != moves:
            return False  # the position changed since: the request lapsed on both sides
        if accept:
            while game.move_count > index:
                game.undo()
        self._send_sealed({"type": "undo_answer", "index": index, "accept": accept})
        return True

    def ping(self) -> None:
        """Say "still here" (the transport does so when the line is quiet)."""
        if self._seal is not None and not self._closed:
            self._send_sealed({"type": "ping"})

    def leave(self, reason: EndReason = EndReason.LEFT) -> None:
        """End the game from this side, saying why."""
        if self._seal is not None and not self._closed:
            self._send_sealed({"type": "bye", "reason": reason.value})
        self._closed = True

    # -- shared ----------------------------------------------------------------------

    def _send(self, message: Mapping[str, Any]) -> None:
        self._out += encode(message)

    def _send_sealed(self, message: Mapping[str, Any]) -> None:
        assert self._seal is not None
        self._send(self._seal.seal(message))

    def _fail(self, reason: EndReason) -> Event:
        if self._seal is not None and not self._closed:
            self._send_sealed({"type": "bye", "reason": reason.value})
        self._closed = True
        return Event(EventKind.FAILED, reason)

    @abstractmethod
    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        """What one checked message means to this end (the handshake differs by role)."""

    def _after_handshake(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        assert self._seal is not None
        self._seal.open(raw)  # refuses the open kinds too: they carry no seq
        if message.kind == "bye":
            self._closed = True
            return [Event(EventKind.ENDED, decode(message.fields["reason"]))]
        if message.kind == "ping":
            return []
        if message.kind == "move":
            return [self._their_line(message.fields)]
        if message.kind == "undo_request":
            return self._undo_asked(message.fields)
        if message.kind == "undo_answer":
            return self._undo_answered(message.fields)
        if message.kind == "sync":
            return self._synced(message.fields)
        return self._ready()  # the one sealed kind left

    def _ready(self) -> list[Event]:
        return [self._fail(EndReason.UNEXPECTED)]

    def _synced(self, fields: Mapping[str, Any]) -> list[Event]:
        return [self._fail(EndReason.UNEXPECTED)]

    def _undo_asked(self, fields: Mapping[str, Any]) -> list[Event]:
        game = self.game
        assert game is not None
        index, moves = fields["index"], fields["moves"]
        if moves != game.move_count:
            return []  # asked before this side's newest line arrived: that line declined it
        if game.is_over or index >= moves or game.moves[index].player == self.seat:
            return [self._fail(EndReason.BAD_UNDO)]
        if self._undo_mine is not None:
            # Both asked at once: neither request stands (each side drops both).
            self._undo_mine = None
            return [Event(EventKind.UNDO_ANSWERED, index=index, accepted=False)]
        self._undo_theirs = (index, moves)
        return [Event(EventKind.UNDO_ASKED, index=index)]

    def _undo_answered(self, fields: Mapping[str, Any]) -> list[Event]:
        game = self.game
        assert game is not None
        mine, self._undo_mine = self._undo_mine, None
        if mine is None or mine[0] != fields["index"] or game.move_count != mine[1]:
            return []  # an answer to a request that lapsed: nothing to do
        accepted = bool(fields["accept"])
        if accepted:
            while game.move_count > mine[0]:
                game.undo()
        return [Event(EventKind.UNDO_ANSWERED, index=mine[0], accepted=accepted)]

    def _their_line(self, fields: Mapping[str, Any]) -> Event:
        game = self.game
        assert game is not None
        if game.is_over or game.current_player == self.seat:
            return self._fail(EndReason.OUT_OF_TURN)
        if fields["index"] != game.move_count or self._undo_theirs is not None:
            # (a side that asked to undo waits for the answer before it draws)
            return self._fail(EndReason.OUT_OF_TURN)
        a, b = fields["a"], fields["b"]
        if a >= game.board.n_stars or b >= game.board.n_stars or game.refusal(a, b) is not None:
            return self._fail(EndReason.ILLEGAL_LINE)
        trial = game.copy()
        trial.play(a, b)
        if position_digest(trial) != fields["digest"]:
            return self._fail(EndReason.DIGEST_MISMATCH)
        game.play(a, b)
        self._undo_mine = None  # a line from the other side declines this side's request
        return Event(EventKind.LINE, line=(a, b))


@dataclass(kw_only=True)
class HostPeer(Peer):
    """The host's end of one connection: it checks the joiner's proof and hands out the game.

    A host makes one per connection; the game, the names, the salt and the
    key (stretched from the code once per game: :func:`code.code_key` is
    slow on purpose) outlive connections, so a joiner that lost its
    connection comes back into the same game.
    """

    role: str = "host"
    names: tuple[str, str] = ("", "")
    salt: str = field(default_factory=codes.new_nonce)
    key: bytes | None = None
    """The code stretched with ``salt``; made here when None and ``stretch`` is True."""
    stretch: bool = True
    """False: the transport stretches the code off its event loop and sets ``key`` before it
    lets a proof be read (a proof that comes sooner, before the challenge could even have
    arrived, is a blind guess: wrong)."""
    full: bool = False
    """The game already has its second player: a proof is answered ``game_full``."""
    _nonce: str = field(default_factory=codes.new_nonce)
    _joiner_nonce: str | None = None
    _hello: str = ""
    _in_sync: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        self.names = (clean_name(self.names[0], MAX_NAME), clean_name(self.names[1], MAX_NAME))
        if self.key is None and self.stretch:
            self.key = codes.code_key(self.code, self.salt)

    @property
    def heard_hello(self) -> bool:
        """The joiner has said its hello (so it is at least trying to prove the code)."""
        return self._joiner_nonce is not None

    @property
    def awaiting_proof(self) -> bool:
        """The challenge is out: what the joiner sends next is its proof."""
        return self._joiner_nonce is not None and self._seal is None and not self._closed

    def leave(self, reason: EndReason = EndReason.LEFT) -> None:
        """End this connection, saying why: sealed once in the game, else as a refusal."""
        if self._seal is None and not self._closed:
            self._send({"type": "refused", "reason": reason.value})
        super().leave(reason)

    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        if self._seal is not None:
            if not self._in_sync and message.kind not in ("sync", "bye"):
                self._seal.open(raw)
                return [self._fail(EndReason.NOT_SYNCED)]
            return self._after_handshake(message, raw)
        if message.kind == "hello" and self._joiner_nonce is None:
            if message.fields["version"] != VERSION:
                self._send({"type": "refused", "reason": EndReason.OTHER_VERSION.value})
                return [self._fail(EndReason.OTHER_VERSION)]
            self._joiner_nonce = message.fields["nonce"]
            self._hello = _hello_vouched(raw)  # as sent: the name is cleaned only for use
            names = list(self.names)
            names[1 - self.seat] = message.fields["name"]
            self.names = (names[0], names[1])
            self._send({"type": "challenge", "nonce": self._nonce, "salt": self.salt})
            return []
        if message.kind == "proof" and self._joiner_nonce is not None:
            assert self.game is not None
            mac = message.fields["mac"]
            nonces = (self._nonce, self._joiner_nonce)
            if self.key is None or not codes.proof_matches(
                self.key, "join", *nonces, mac, self._hello
            ):
                self._send({"type": "refused", "reason": EndReason.WRONG_CODE.value})
                return [self._fail(EndReason.WRONG_CODE)]
            if self.full:
                self._send({"type": "refused", "reason": EndReason.GAME_FULL.value})
                return [self._fail(EndReason.GAME_FULL)]
            board = self.game.board
            game = {
                "stars": [[float(x), float(y)] for x, y in board.stars],
                "tolerance": float(board.tolerance),
                "play_again": bool(self.game.play_again),
                "names": list(self.names),
                "joiner": 1 - self.seat,
                "moves": [list(line) for line in self.game.lines],
            }
            vouched = codes.context_digest({"salt": self.salt, "game": game})
            assert self.key is not None
            self._send(
                {
                    "type": "welcome",
                    "mac": codes.proof(self.key, "host", *nonces, vouched),
                    "game": game,
                }
            )
            self._seal = codes.Seal(
                codes.session_key(self.key, self._nonce, self._joiner_nonce), "host"
            )
            return []
        return [self._fail(EndReason.UNEXPECTED)]

    def _synced(self, fields: Mapping[str, Any]) -> list[Event]:
        """The joiner's first sealed word: it has this side's moves and the same position."""
        game = self.game
        assert game is not None
        if self._in_sync:
            return [self._fail(EndReason.UNEXPECTED)]
        if fields["moves"] != game.move_count or fields["digest"] != position_digest(game):
            return [self._fail(EndReason.DIGEST_MISMATCH)]
        if self.full:
            return [self._fail(EndReason.GAME_FULL)]
        self._in_sync = True
        self._send_sealed({"type": "ready"})
        return [Event(EventKind.JOINED, game=game, names=self.names)]


@dataclass(kw_only=True)
class JoinPeer(Peer):
    """The joiner's end: it proves the code, checks the host's proof, and builds the game."""

    role: str = "join"
    stretch: bool = True
    """False: at the challenge, ask for the key with a ``key_needed`` event (the transport
    stretches the code off its event loop, once per salt) and wait for :meth:`use_key`."""
    _nonce: str = field(default_factory=codes.new_nonce)
    _host_nonce: str | None = None
    _key: bytes | None = None
    _hello: str = ""
    _salt: str = ""
    _welcome: Event | None = None

    @property
    def joined(self) -> bool:
        """In the game: welcomed, and told "ready" by the host."""
        return super().joined and self._welcome is None and self._was_ready

    _was_ready: bool = False

    def _ready(self) -> list[Event]:
        welcome, self._welcome = self._welcome, None
        if welcome is None:
            return [self._fail(EndReason.UNEXPECTED)]
        self._was_ready = True
        return [welcome]

    def start(self) -> None:
        """Say hello (the first thing a joiner sends)."""
        hello = {
            "type": "hello",
            "protocol": PROTOCOL,
            "version": VERSION,
            "nonce": self._nonce,
            "name": self.name,
            "language": self.language,
        }
        self._hello = _hello_vouched(hello)
        self._send(hello)

    def _handle(self, message: Any, raw: Mapping[str, Any]) -> list[Event]:
        if self._seal is not None:
            return self._after_handshake(message, raw)
        if message.kind == "challenge" and self._host_nonce is None:
            self._host_nonce = message.fields["nonce"]
            self._salt = message.fields["salt"]
            if not self.stretch:
                return [Event(EventKind.KEY_NEEDED, salt=self._salt)]
            self._prove(codes.code_key(self.code, self._salt))
            return []
        if message.kind == "refused":
            self._closed = True
            return [Event(EventKind.FAILED, decode(message.fields["reason"]))]
        if message.kind == "welcome" and self._key is not None and self._host_nonce is not None:
            mac = message.fields["mac"]
            vouched = codes.context_digest({"salt": self._salt, "game": raw["game"]})
            if not codes.proof_matches(
                self._key, "host", self._host_nonce, self._nonce, mac, vouched
            ):
                return [self._fail(EndReason.HOST_WITHOUT_CODE)]
            built = self._build(message.fields["game"])
            return [built] if built is not None else []
        return [self._fail(EndReason.UNEXPECTED)]

    @property
    def awaiting_key(self) -> str | None:
        """The salt whose key this side waits for (``stretch=False``), else None."""
        if self._host_nonce is None or self._key is not None or self._closed:
            return None
        return self._salt

    def use_key(self, key: bytes) -> None:
        """The key for :attr:`awaiting_key`'s salt: prove the code with it."""
        if self.awaiting_key is not None:
            self._prove(key)

    def _prove(self, key: bytes) -> None:
        assert self._host_nonce is not None
        self._key = key
        mac = codes.proof(key, "join", self._host_nonce, self._nonce, self._hello)
        self._send({"type": "proof", "mac": mac})

    def _build(self, data: Mapping[str, Any]) -> Event | None:
        """The host's game, or (on a reconnection) this side's game brought up to date."""
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
            hosts = GameRecord.from_dict(record).replay()
        except ValueError:
            return self._fail(EndReason.BAD_GAME)
        # Sealed from here, so a refusal below reaches the host with its reason.
        self._seal = codes.Seal(codes.session_key(self._key, self._host_nonce, self._nonce), "join")
        mine = self.game
        resumed = mine is not None
        extra: tuple[tuple[int, int], ...] = ()
        if mine is None:
            game = hosts
        else:
            if board_digest(mine) != board_digest(hosts) or data["joiner"] != self.seat:
                return self._fail(EndReason.OTHER_GAME)
            theirs, own = hosts.lines, mine.lines
            if own[: len(theirs)] == theirs:
                extra = own[len(theirs) :]  # lines of this side's the host never got
                if any(move.player != data["joiner"] for move in mine.moves[len(theirs) :]):
                    # The host took lines back (an undo this side asked for, whose yes
                    # was lost with the connection): the host's list stands.
                    while mine.move_count > len(theirs):
                        mine.undo()
                    extra = ()
            elif theirs[: len(own)] == own:
                for a, b in theirs[len(own) :]:
                    mine.play(a, b)  # the host's record replayed them: legal
            else:
                return self._fail(EndReason.DIVERGED)
            game = mine
        self.game = game
        self.seat = data["joiner"]
        agreed = game.copy()
        for _ in extra:
            agreed.undo()
        self._send_sealed(
            {"type": "sync", "moves": agreed.move_count, "digest": position_digest(agreed)}
        )
        for index, (a, b) in enumerate(extra, start=agreed.move_count):  # (this side's lines)
            trial = agreed.copy()
            trial.play(a, b)
            self._send_sealed(
                {"type": "move", "index": index, "a": a, "b": b, "digest": position_digest(trial)}
            )
            agreed = trial
        # In once the host says "ready" (it has checked the sync and has room for this side).
        self._welcome = Event(EventKind.JOINED, game=game, names=data["names"], resumed=resumed)
        return None


def _hello_vouched(hello: Mapping[str, Any]) -> str:
    """What the joiner's proof vouches for: everything it said in its hello."""
    fields = ("protocol", "version", "nonce", "name", "language")
    return codes.context_digest({name: hello[name] for name in fields})
