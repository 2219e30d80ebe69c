"""An internet game's connection on the UI thread: the wormhole bridge and the link it carries.

The game above still sees one :class:`~triangles_qt.netplay.link_base.Link`
(a :class:`HostLink` or a :class:`JoinLink` on loopback, with the code both
sides drew from the key exchange); :class:`InternetCarrier` makes it at the
right moment (the host once the friend's code matched, the joiner once the
devices are connected), hands it over with ``linkMade``, and from then on
lives as the link's child: it tells the bridge when the link lost the other
device (so the way back is opened: :mod:`triangles_qt.internet.bridge`) and
when it has it again, and closes the bridge when the link ends.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from triangles_qt import background
from triangles_qt.internet.bridge import Bridge, BridgeEvent, BridgeEventKind, Role
from triangles_qt.internet.keys import GameKeys
from triangles_qt.internet.servers import Servers
from triangles_qt.model import Game
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.host_link import HostLink
from triangles_qt.netplay.join_link import JoinLink
from triangles_qt.netplay.link_base import Link

#: Seconds a joiner waits for a host to answer its code before it says nobody did.
NO_HOST_S: Final = 60.0


class InternetCarrier(QObject):
    """One device's side of an internet game's connection (see the module's docstring)."""

    codeShown = Signal(str)  # the host's code to read to the friend (again after a wrong guess)
    keysMade = Signal(object)  # GameKeys: saved with the game, for the way back after a crash
    linkMade = Signal(object)  # the Link, made and started
    connectedChanged = Signal(bool, bool)  # connected to the other device; directly (no relay)
    serverReached = Signal(bool)  # the rendezvous server answers (False: trying again)
    wrongCode = Signal()  # a key exchange failed (on the host: the code is spent, a new one comes)
    failed = Signal(object)  # EndReason: no link can be made (the joiner's wrong code, no server)

    def __init__(self, role: Role, servers: Servers, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.servers = servers
        self.code = ""
        self.keys: GameKeys | None = None
        self.link: Link | None = None
        self.connected = False
        self.direct = False
        self._ended = False
        self._bridge = Bridge(role, servers, background.deliver_to(self, self._event))
        self._no_host = QTimer(self)
        self._no_host.setSingleShot(True)
        self._no_host.timeout.connect(lambda: self._fail(EndReason.NO_HOST))
        self._name = ""
        self._language = "en"
        self._game: Game | None = None
        self._seat = 0
        self._give_up_s: float | None = None
        self.destroyed.connect(self._bridge.close)

    # -- the ways in --------------------------------------------------------------------------

    def host(self, game: Game, *, name: str, seat: int = 0) -> None:
        """Get a code from the rendezvous (``codeShown``) and wait for the friend who types it."""
        self._game, self._name, self._seat = game, name, seat
        self._bridge.host()

    def join(
        self, code: str, *, name: str, language: str = "en", give_up_s: float | None = None
    ) -> None:
        """Meet the host whose code is ``code``; ``linkMade`` once the devices are connected."""
        self.code = code
        self._name, self._language, self._give_up_s = name, language, give_up_s
        self._no_host.start(int(NO_HOST_S * 1000))
        self._bridge.join(code)

    def come_back(self, link: Link, keys: GameKeys) -> None:
        """Carry ``link`` (a game this device was in before it stopped) through the return code.

        The host's ``link`` is a :class:`HostLink` listening on loopback, started;
        the joiner's a :class:`JoinLink` after ``rejoin``, not started: it starts
        once the bridge's loopback port is known."""
        self.keys = keys
        self._adopt(link)
        if isinstance(link, HostLink):
            self._bridge.serve(link.port)
        self._bridge.come_back(keys)

    # -- what the bridge says -------------------------------------------------------------------

    def _event(self, event: BridgeEvent) -> None:
        if self._ended:
            return
        kind = event.kind
        if kind is BridgeEventKind.CODE:
            self.code = event.code
            self.codeShown.emit(event.code)
        elif kind is BridgeEventKind.KEYS and event.keys is not None:
            self._no_host.stop()
            self.keys = event.keys
            self.keysMade.emit(event.keys)
            if self.role is Role.HOST and self.link is None:
                self._make_host_link(event.keys)
        elif kind is BridgeEventKind.READY:
            self._joiner_ready(event.port)
        elif kind is BridgeEventKind.CONNECTED:
            self.connected, self.direct = True, event.direct
            self.connectedChanged.emit(True, event.direct)
        elif kind is BridgeEventKind.RECONNECTING:
            self.connected = False
            self.connectedChanged.emit(False, False)
        elif kind is BridgeEventKind.SERVER:
            self.serverReached.emit(event.connected)
        elif kind is BridgeEventKind.WRONG_CODE:
            self.wrongCode.emit()
            if self.role is Role.JOIN:
                self._fail(EndReason.WRONG_CODE)
        elif kind is BridgeEventKind.FAILED:
            if event.detail == "too_many_wrong_codes":
                self._fail(EndReason.TOO_MANY_CODES)
            elif self.link is None:
                self._fail(EndReason.NO_RENDEZVOUS)

    def _make_host_link(self, keys: GameKeys) -> None:
        game = self._game
        assert game is not None
        link = HostLink(
            game,
            code=keys.game_code,
            name=self._name,
            seat=self._seat,
            address="127.0.0.1",
            port=0,
        )
        if not link.start():
            link.deleteLater()
            self._fail(EndReason.CANNOT_LISTEN)
            return
        self._bridge.serve(link.port)
        self._adopt(link)
        self.linkMade.emit(link)

    def _joiner_ready(self, port: int) -> None:
        link = self.link
        if isinstance(link, JoinLink):  # (coming back: the rejoining link waited for the port)
            link.port = port
            link.start()
            return
        keys = self.keys
        if link is not None or keys is None:
            return
        join = JoinLink(
            address="127.0.0.1",
            port=port,
            code=keys.game_code,
            name=self._name,
            language=self._language,
            give_up_s=self._give_up_s,
            first_join_s=bounds.FIRST_JOIN_S,
        )
        self._adopt(join)
        join.start()
        self.linkMade.emit(join)

    def _adopt(self, link: Link) -> None:
        """From now on the carrier lives as long as ``link`` (the game above owns the link)."""
        self.link = link
        self.setParent(link)
        link.connectionLost.connect(self._bridge.lost)
        link.joined.connect(lambda _resumed: self._bridge.found())
        link.ended.connect(self._link_ended)

    def _link_ended(self, _reason: object) -> None:
        # (the goodbye may still be on its way through the bridge: close it a moment later)
        QTimer.singleShot(int(bounds.PING_S * 1000), self.close)

    def _fail(self, reason: EndReason) -> None:
        if self._ended or self.link is not None:
            return
        self._ended = True
        self._no_host.stop()
        self._bridge.close()
        self.failed.emit(reason)

    def close(self) -> None:
        """Close the bridge (the game is over here, or the window that waited was closed)."""
        self._ended = True
        self._no_host.stop()
        self._bridge.close()


def carrier_of(link: Link) -> InternetCarrier | None:
    """The internet carrier of ``link``, if it is an internet game's."""
    return link.findChild(InternetCarrier)
