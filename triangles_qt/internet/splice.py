"""Two connections joined end to end: what one receives, the other sends (reactor thread).

A Dilation subchannel on one side, an ordinary loopback connection to the
game's own link on the other. Bytes that arrive before the far end is
connected wait (the game's first message, the joiner's hello, comes at
once); when either end closes, the other is closed after what it holds is
written.
"""

from __future__ import annotations

from typing import Any, cast

from twisted.internet.protocol import Factory, Protocol
from twisted.python.failure import Failure

#: The most a splice holds for a far end that is not there yet (the game's messages are small;
#: more than this is not a Triangles peer).
MAX_WAITING = 256 * 1024


class SpliceEnd(Protocol):
    """One end; ``partner`` is the other (None until it is made)."""

    def __init__(self) -> None:
        self.partner: SpliceEnd | None = None
        self.up = False
        self.gone = False
        self._waiting: list[bytes] = []
        self._waiting_size = 0

    def connectionMade(self) -> None:
        self.up = True
        partner = self.partner
        if partner is not None:
            if partner.gone:
                self._pipe().loseConnection()
                return
            partner.flush_to(self)

    def join(self, partner: SpliceEnd) -> None:
        """Pair with ``partner`` (both ways); what either holds goes across once both are up."""
        self.partner, partner.partner = partner, self
        if self.up and partner.up:
            self.flush_to(partner)
            partner.flush_to(self)

    def flush_to(self, partner: SpliceEnd) -> None:
        for data in self._waiting:
            partner._pipe().write(data)
        self._waiting.clear()
        self._waiting_size = 0
        if self.gone:
            partner._pipe().loseConnection()

    def dataReceived(self, data: bytes) -> None:
        partner = self.partner
        if partner is not None and partner.up and not partner.gone:
            partner._pipe().write(data)
            return
        self._waiting.append(data)
        self._waiting_size += len(data)
        if self._waiting_size > MAX_WAITING:
            self._pipe().loseConnection()

    def connectionLost(self, reason: Failure = None) -> None:  # type: ignore[assignment]
        self.gone = True
        self.up = False
        partner = self.partner
        if partner is not None and partner.up and not partner.gone:
            partner._pipe().loseConnection()

    def _pipe(self) -> Any:
        """This end's transport (Twisted types it by interface; it is there once made)."""
        return cast(Any, self.transport)

    def close(self) -> None:
        if self.up and not self.gone:
            self._pipe().loseConnection()


class EndFactory(Factory):
    """Makes one given end (a Factory hands Twisted a protocol; this one is made already)."""

    def __init__(self, end: SpliceEnd) -> None:
        self._end = end

    def buildProtocol(self, addr: Any) -> SpliceEnd:
        return self._end
