"""One internet game's way to the other device: wormholes, their Dilation, and the splices.

The host's bridge gets a short code from the rendezvous (``7-crossover-clockwork``)
for its player to read to the friend; the joiner's bridge is given the code.
Both wormholes run the code's key exchange; both then *dilate*: a connection
between the two devices, direct or through the relay, that Magic Wormhole
makes again by itself after a drop. Over it:

- on the host, each subchannel the joiner opens is joined to a loopback
  connection to the host's own game link (``HostLink`` on 127.0.0.1);
- on the joiner, the bridge listens on a loopback port (``ready``), and each
  connection the joiner's game link (``JoinLink``) makes there becomes a
  subchannel to the host.

So the game's protocol, its handshake, its seals and its reconnections are
those of a LAN game. What the bridge adds is *returning*: after the game
above has lost the other device and the wormhole has lost it too (a long
cut, a crash of either side), each side opens a wormhole on the *return
code* both drew from the first key exchange (:mod:`~triangles_qt.internet.keys`);
they meet there whenever both are back, and that wormhole's Dilation
carries the game from then on. A device started again after a crash does
the same at once (:meth:`Bridge.come_back`).

Everything here runs on the reactor's thread; the caller's ``report`` is
called there too (the Qt side passes a queued signal's ``emit``).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, cast

from triangles_qt.internet import reactor as reactors
from triangles_qt.internet.keys import GameKeys, derive
from triangles_qt.internet.servers import APP_ID, Servers

#: Words in a host's code after its number (Magic Wormhole's default: 2 of 256 each, so a
#: guess is right once in 65,536).
CODE_WORDS: Final = 2
#: How many codes a host makes for one game: each wrong guess spends one (the wormhole is
#: closed by the failed exchange), so a stranger gets at most this many guesses, each right
#: once in 65,536 (docs/network.md).
MAX_CODES: Final = 5
#: Seconds between Dilation's pings: the other device is taken for lost after about two
#: without an answer, and Dilation starts making the connection again.
PING_S: Final = 3.0
#: Seconds the game above may have lost the other device while the Dilation still says it is
#: connected (it learns of a silent peer only from its pings) before the way back is opened
#: anyway.
RETURN_GRACE_S: Final = 3 * PING_S
#: The subprotocol of the game's subchannels.
SUBPROTOCOL: Final = "triangles-game"


class Role(enum.Enum):
    HOST = "host"
    JOIN = "join"


class BridgeEventKind(enum.Enum):
    CODE = "code"
    """The host has a code to read to the friend (``code``); again after a wrong guess."""
    KEYS = "keys"
    """The code's key exchange succeeded: ``keys`` (to save with the game)."""
    READY = "ready"
    """The joiner's loopback port for its game link (``port``), once the devices are connected."""
    CONNECTED = "connected"
    """The devices are connected (again); ``direct`` says whether without the relay."""
    RECONNECTING = "reconnecting"
    """The connection to the other device is being made again."""
    SERVER = "server"
    """The rendezvous server: ``connected`` True when reached, False while it is not."""
    WRONG_CODE = "wrong_code"
    """A key exchange failed: the code was wrong (on the host, a stranger's guess or a typo)."""
    FAILED = "failed"
    """The bridge cannot go on: ``detail`` says why (no more codes, a server's refusal)."""


@dataclass(frozen=True)
class BridgeEvent:
    kind: BridgeEventKind
    code: str = ""
    keys: GameKeys | None = None
    port: int = 0
    direct: bool = False
    connected: bool = False
    detail: str = ""


Report = Callable[[BridgeEvent], None]


class _Wormhole:
    """One wormhole (a first meeting, or a return) and, once keyed, its Dilation."""

    def __init__(self, bridge: Bridge, *, code: str | None, returning: bool) -> None:
        from wormhole import create  # (imported on the reactor's thread, where it runs)

        self.bridge = bridge
        self.returning = returning
        self.dilated: Any = None
        self.up = False
        self.peer_connected = False
        self.direct = False
        self.server_connected = False
        self.closed = False
        self.wormhole: Any = create(
            APP_ID,
            bridge.servers.rendezvous,
            reactors.reactor(),
            dilation=True,
            versions={"triangles": 1},
            on_status_update=self._mailbox_status,
        )
        if code is None:
            self.wormhole.allocate_code(CODE_WORDS)
            self.wormhole.get_code().addCallbacks(self._code, self._failed)
        else:
            self.wormhole.set_code(code)
        self.wormhole.get_versions().addCallbacks(self._keyed, self._failed)

    def _code(self, code: str) -> None:
        if not self.closed:
            self.bridge.report(BridgeEvent(BridgeEventKind.CODE, code=code))

    def _mailbox_status(self, status: Any) -> None:
        from wormhole._status import Connected, Failed

        connection = status.mailbox_connection
        if isinstance(connection, Connected):
            self.server_connected = True
            self.bridge.server_reached(self, True)
        elif self.server_connected or isinstance(connection, Failed):
            self.server_connected = False  # (lost after it was reached; it tries again)
            self.bridge.server_reached(self, False)

    def _keyed(self, _versions: object) -> None:
        if self.closed:
            return
        keys = derive(self.wormhole.derive_key)
        self.bridge.keyed(self, keys)
        self.dilated = self.wormhole.dilate(
            transit_relay_location=self.bridge.servers.relay,
            on_status_update=self._dilation_status,
            ping_interval=PING_S,
            expected_subprotocols=[SUBPROTOCOL],
        )
        if self.bridge.role is Role.HOST:
            listening = self.dilated.listener_for(SUBPROTOCOL).listen(
                _factory(self.bridge.subchannel_opened)
            )
            listening.addErrback(self._failed)
        self.dilated.when_dilated().addCallbacks(self._dilated, self._failed)

    def _dilated(self, _: object) -> None:
        if not self.closed:
            self.up = True
            self.bridge.dilated(self)

    def _dilation_status(self, status: Any) -> None:
        from wormhole._status import ConnectedPeer

        if self.closed:
            return
        peer = status.peer_connection
        connected = isinstance(peer, ConnectedPeer)
        direct = connected and "relay" not in str(peer.hint_description).lower()
        changed = connected != self.peer_connected or direct != self.direct
        self.peer_connected, self.direct = connected, direct
        if changed:
            self.bridge.peer_changed(self, connected, direct)

    def _failed(self, failure: Any) -> None:
        from wormhole.errors import LonelyError, WormholeClosed, WrongPasswordError

        if self.closed or failure.check(WormholeClosed, LonelyError):
            return
        self.closed = True
        wrong = failure.check(WrongPasswordError) is not None
        self.bridge.wormhole_failed(self, wrong, failure.getErrorMessage())

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.wormhole.close().addErrback(lambda _failure: None)

    def open_subchannel(self, local: Any) -> None:
        """A subchannel for ``local`` (the joiner's loopback connection), joined to it."""
        from triangles_qt.internet.splice import EndFactory, SpliceEnd

        far = SpliceEnd()
        local.join(far)
        connecting = self.dilated.connector_for(SUBPROTOCOL).connect(EndFactory(far))
        connecting.addErrback(lambda _failure: local.close())


def _factory(build: Callable[[], Any]) -> Any:
    """A Twisted protocol factory whose protocols ``build()`` makes."""
    from twisted.internet.protocol import Factory

    class Made(Factory):
        def buildProtocol(self, _addr: object) -> Any:
            return build()

    return Made()


class Bridge:
    """One device's side of an internet game's connection (see the module's docstring).

    Made and used from any thread: every method hands its work to the
    reactor's thread. ``report`` is called on the reactor's thread.
    """

    def __init__(
        self, role: Role, servers: Servers, report: Report, *, local_port: int = 0
    ) -> None:
        self.role = role
        self.servers = servers
        self._report = report
        self.local_port = local_port
        """The host's game link's loopback port (the host only)."""
        self.keys: GameKeys | None = None
        self.codes_made = 0
        self._current: _Wormhole | None = None
        self._returning: _Wormhole | None = None
        self._first: _Wormhole | None = None
        self._listening: Any = None
        self._lost = False
        self._closed = False
        self._server_up: bool | None = None
        self._ready_said = False
        self._locals: list[Any] = []
        self._unserved: list[Any] = []  # (the host's subchannels before its game link listens)
        self._grace: Any = None  # the reactor's call that opens the way back after the grace

    # -- what the caller asks (any thread) ---------------------------------------------------

    def host(self) -> None:
        """Make a code and wait for the friend who types it (the host)."""
        reactors.call(self._new_code)

    def join(self, code: str) -> None:
        """Meet the host whose code is ``code`` (the joiner)."""
        reactors.call(self._meet, code)

    def come_back(self, keys: GameKeys) -> None:
        """Go back to a game this device was in before it stopped (the return code)."""
        reactors.call(self._come_back, keys)

    def serve(self, port: int) -> None:
        """The host's game link listens on loopback ``port`` now (subchannels waiting go there)."""
        reactors.call(self._serve, port)

    def lost(self) -> None:
        """The game above lost the other device: open the way back if the wormhole lost it too."""
        reactors.call(self._set_lost, True)

    def found(self) -> None:
        """The game above has the other device again: no way back is needed."""
        reactors.call(self._set_lost, False)

    def close(self) -> None:
        """Close every wormhole and loopback connection (the game is over here)."""
        reactors.call(self._close)

    # -- on the reactor's thread -------------------------------------------------------------

    def report(self, event: BridgeEvent) -> None:
        if not self._closed:
            self._report(event)

    def _new_code(self) -> None:
        if self._closed:
            return
        if self.codes_made >= MAX_CODES:
            self.report(BridgeEvent(BridgeEventKind.FAILED, detail="too_many_wrong_codes"))
            return
        self.codes_made += 1
        self._first = _Wormhole(self, code=None, returning=False)

    def _meet(self, code: str) -> None:
        if not self._closed:
            self._first = _Wormhole(self, code=code, returning=False)

    def _come_back(self, keys: GameKeys) -> None:
        if self._closed:
            return
        self.keys = keys
        self._lost = True
        self._open_return()
        if self.role is Role.JOIN:
            self._listen_locally()  # (the game link tries it until the devices meet again)

    def _serve(self, port: int) -> None:
        self.local_port = port
        waiting, self._unserved = self._unserved, []
        for far in waiting:
            self._connect_to_game(far)

    def _set_lost(self, lost: bool) -> None:
        if self._closed:
            return
        self._lost = lost
        if not lost and self._grace is not None:
            self._grace.cancel()
            self._grace = None
        if lost:
            self._maybe_return()
        elif self._returning is not None and not self._returning.up:
            self._returning.close()  # back on the old connection: the way back is not needed
            self._returning = None

    def _maybe_return(self) -> None:
        current = self._current
        if not self._lost or self.keys is None:
            return
        if current is None or not current.peer_connected:
            self._open_return()
        elif self._grace is None:
            # (the Dilation may not know yet: a peer that stopped without a word)
            self._grace = reactors.reactor().callLater(RETURN_GRACE_S, self._grace_over)

    def _grace_over(self) -> None:
        self._grace = None
        if self._lost and not self._closed:
            self._open_return()

    def _open_return(self) -> None:
        if self._returning is None and self.keys is not None:
            self._returning = _Wormhole(self, code=self.keys.return_code, returning=True)

    def _close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._grace is not None:
            self._grace.cancel()
            self._grace = None
        for hole in (self._first, self._current, self._returning):
            if hole is not None:
                hole.close()
        for local in list(self._locals):
            local.close()
        if self._listening is not None:
            self._listening.stopListening()

    # -- what the wormholes say --------------------------------------------------------------

    def server_reached(self, hole: _Wormhole, reached: bool) -> None:
        if hole.closed or reached == self._server_up or (not reached and self._server_up is None):
            return  # (nothing to say while the first connection is being made)
        self._server_up = reached
        self.report(BridgeEvent(BridgeEventKind.SERVER, connected=reached))

    def keyed(self, hole: _Wormhole, keys: GameKeys) -> None:
        if not hole.returning:
            self.keys = keys
            self.report(BridgeEvent(BridgeEventKind.KEYS, keys=keys))

    def dilated(self, hole: _Wormhole) -> None:
        """``hole`` is connected to the other device: it carries the game from now on."""
        old = self._current
        self._current = hole
        if hole is self._returning:
            self._returning = None
        if hole is self._first:
            self._first = None
        if old is not None and old is not hole:
            old.close()  # (its subchannels end; the game's links reconnect through this one)
        if hole.peer_connected:
            self.report(BridgeEvent(BridgeEventKind.CONNECTED, direct=hole.direct))
        if self.role is Role.JOIN:
            self._listen_locally()

    def peer_changed(self, hole: _Wormhole, connected: bool, direct: bool) -> None:
        if hole is not self._current:
            return
        if connected:
            self.report(BridgeEvent(BridgeEventKind.CONNECTED, direct=direct))
        else:
            self.report(BridgeEvent(BridgeEventKind.RECONNECTING))
            self._maybe_return()

    def wormhole_failed(self, hole: _Wormhole, wrong_code: bool, message: str) -> None:
        if hole is self._returning:
            # (a return code is never mistyped: a server that went away, or a clash of
            # nameplates with another game; the next loss tries again)
            self._returning = None
            return
        if hole is self._first:
            self._first = None
            if wrong_code:
                self.report(BridgeEvent(BridgeEventKind.WRONG_CODE))
                if self.role is Role.HOST and self._current is None:
                    self._new_code()
                return
            self.report(BridgeEvent(BridgeEventKind.FAILED, detail=message))
        elif hole is self._current:
            self.report(BridgeEvent(BridgeEventKind.RECONNECTING))

    # -- the game's connections ------------------------------------------------------------------

    def subchannel_opened(self) -> Any:
        """The joiner opened a subchannel (the host): join it to the host's game link."""
        from triangles_qt.internet.splice import SpliceEnd

        far = SpliceEnd()
        if self.local_port:
            self._connect_to_game(far)
        else:
            self._unserved.append(far)
        return far

    def _connect_to_game(self, far: Any) -> None:
        from twisted.internet.endpoints import TCP4ClientEndpoint

        from triangles_qt.internet.splice import EndFactory, SpliceEnd

        if far.gone:
            return
        local = SpliceEnd()
        far.join(local)
        endpoint = TCP4ClientEndpoint(reactors.reactor(), "127.0.0.1", self.local_port)
        connecting = endpoint.connect(cast(Any, EndFactory(local)))
        connecting.addErrback(lambda _failure: far.close())

    def _listen_locally(self) -> None:
        if self._listening is None:
            self._listening = reactors.reactor().listenTCP(
                0, _factory(self._local_connection), interface="127.0.0.1"
            )
        if not self._ready_said:
            self._ready_said = True
            self.report(
                BridgeEvent(BridgeEventKind.READY, port=int(self._listening.getHost().port))
            )

    def _local_connection(self) -> Any:
        from triangles_qt.internet.splice import SpliceEnd

        bridge = self

        class Local(SpliceEnd):
            def connectionMade(self) -> None:
                super().connectionMade()
                bridge._locals.append(self)
                current = bridge._current
                if current is None or current.closed:
                    self.close()  # no way to the other device now: the game link tries again
                else:
                    current.open_subchannel(self)

            def connectionLost(self, reason: Any = None) -> None:
                super().connectionLost(reason)
                if self in bridge._locals:
                    bridge._locals.remove(self)

        return Local()
