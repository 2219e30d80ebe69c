"""The host's door: strangers screened before a socket is made, and remembered by address.

A stranger's connections should cost that stranger, not the player. So the
host counts them by remote address (:func:`address_key`): :class:`Server`
drops a connection it does not take with a reset before Qt or Python makes
anything for it, and :class:`Strangers` remembers, for each address, how
fast it connects and its wrong codes (a wrong code locks only its own
address, 1 s doubling up to :data:`~bounds.MAX_LOCK_S`), for at most
:data:`~bounds.MAX_ADDRESSES` addresses. The handshake places and the
proofs' turns are the host link's (``host_link``); docs/network.md has the
figures and the threat model.
"""

from __future__ import annotations

import contextlib
import os
import socket as sockets
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from triangles_qt.netplay import bounds
from triangles_qt.netplay.connection import Bucket


def address_key(text: str) -> str:
    """One remote address as the host counts it (an IPv4 address mapped into IPv6 is itself)."""
    if text.startswith("::ffff:") and "." in text:
        return text[len("::ffff:") :]
    return text


@dataclass
class Address:
    """What the host remembers of one remote address."""

    arrivals: Bucket = field(
        default_factory=lambda: Bucket(bounds.ADDRESS_RATE, bounds.ADDRESS_BURST)
    )
    failures: int = 0
    """Wrong codes from it (counted again from 0 once forgotten)."""
    last_failure: float = 0.0
    locked_until: float = 0.0
    """Its next proof waits until then (``time.monotonic()``)."""
    seen: float = field(default_factory=time.monotonic)

    def forgettable(self, now: float) -> bool:
        """Nothing about it would change what the host does next."""
        recent_failure = self.failures and now - self.last_failure <= bounds.FAILURES_FORGOTTEN_S
        return not recent_failure and self.locked_until <= now and self.arrivals.full


class Strangers:
    """What the host remembers of remote addresses: their rates, wrong codes and locks.

    ``holding()``: the addresses that hold a handshake place now (never
    forgotten while they do); ``lock_s``: the first wrong code's lock.
    """

    def __init__(self, holding: Callable[[], set[str]], lock_s: float = 1.0) -> None:
        self._holding = holding
        self._lock_base = lock_s
        self._addresses: dict[str, Address] = {}
        # New connections answered, all addresses together (after each address's own rate).
        self._answered = Bucket(bounds.CONNECTION_RATE, bounds.CONNECTION_BURST)

    def __len__(self) -> int:
        """The addresses remembered now."""
        return len(self._addresses)

    def admit(self, address: str) -> bool:
        """Whether a new connection from ``address`` is answered: not faster than a player
        connects from one address (its own loss), nor, many addresses together, faster than
        the host answers."""
        return self._remember(address).arrivals.take(1) and self._answered.take(1)

    def wrong_code(self, address: str) -> None:
        """Lock ``address`` (and only it): 1 s, doubling per wrong code up to MAX_LOCK_S."""
        entry = self._remember(address)
        now = time.monotonic()
        if now - entry.last_failure > bounds.FAILURES_FORGOTTEN_S:
            entry.failures = 0
        entry.last_failure = now
        entry.failures += 1
        lock = min(bounds.MAX_LOCK_S, self._lock_base * 2 ** min(entry.failures - 1, 16))
        entry.locked_until = now + lock

    def lock_s_of(self, address: str) -> float:
        """How long a proof from ``address`` waits now because of its wrong codes."""
        entry = self._addresses.get(address)
        return 0.0 if entry is None else max(0.0, entry.locked_until - time.monotonic())

    @property
    def lock_s(self) -> float:
        """The longest any address's next proof waits now because of its wrong codes."""
        return max((self.lock_s_of(address) for address in self._addresses), default=0.0)

    def tidy(self) -> None:
        """Forget what changes nothing, once half the bound is used (the host's tick)."""
        if len(self._addresses) > bounds.MAX_ADDRESSES // 2:
            self._forget(time.monotonic())

    def _remember(self, address: str) -> Address:
        """The record of ``address`` (a new one if need be; the oldest forgotten first)."""
        entry = self._addresses.get(address)
        now = time.monotonic()
        if entry is None:
            if len(self._addresses) >= bounds.MAX_ADDRESSES:
                self._forget(now)
            entry = self._addresses[address] = Address()
        entry.seen = now
        return entry

    def _forget(self, now: float) -> None:
        """Forget addresses that changed nothing; over the bound, the least recently seen."""
        holding = self._holding()
        for address, entry in list(self._addresses.items()):
            if address not in holding and entry.forgettable(now):
                del self._addresses[address]
        excess = len(self._addresses) - (bounds.MAX_ADDRESSES - 1)
        if excess > 0:
            # Many addresses with recent wrong codes: each may guess sooner again, but the
            # guesses of all addresses together stay bounded (GUESS_RATE).
            oldest = sorted(
                (entry.seen, address)
                for address, entry in self._addresses.items()
                if address not in holding
            )
            for _seen, address in oldest[:excess]:
                del self._addresses[address]


#: SO_LINGER on, 0 s: closing sends a reset and keeps nothing (no TIME_WAIT, no unsent data).
_RESET: Final = struct.pack("ii", 1, 0)


class Server(QTcpServer):
    """A ``QTcpServer`` that screens each connection before a socket is made for it.

    ``screen(address)`` says whether a connection from that remote address
    is taken at all; one that is not is closed with a reset at once, for the
    cost of two system calls (a flood is dropped before Qt or Python makes
    anything for it). A socket that is taken is made here, in Python: Qt's
    own ``incomingConnection`` makes it in C++, and its Python wrapper,
    made when ``nextPendingConnection`` hands it over, is never told when
    Qt deletes the socket, so the server's wrapper kept every one (a host
    that took and dropped 16,000 connections kept 16,000 dead wrappers:
    +4 to 20 MB). A socket made here is deleted with its wrapper.
    """

    def __init__(self, screen: Callable[[str], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._screen = screen

    def incomingConnection(self, descriptor: int) -> None:
        raw = sockets.socket(fileno=descriptor)
        try:
            address: str | None = address_key(str(raw.getpeername()[0]))
        except (OSError, IndexError):
            address = None  # gone already
        if address is None or not self._screen(address):
            with contextlib.suppress(OSError):
                raw.setsockopt(sockets.SOL_SOCKET, sockets.SO_LINGER, _RESET)
            raw.close()
            return
        raw.detach()  # the descriptor is the Qt socket's now
        socket = QTcpSocket(self)
        if socket.setSocketDescriptor(descriptor):
            self.addPendingConnection(socket)
            return
        socket.deleteLater()
        with contextlib.suppress(OSError):
            os.close(descriptor)  # not taken by the socket: nobody else would close it
