"""Which rendezvous and relay servers an internet game goes through (settings, not ours).

The defaults are the Magic Wormhole project's public servers (their terms:
docs/network.md); a club or a family may run its own (both install from
PyPI) and name them in the app's settings or on the command line.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Final

#: The application id both players' wormholes must share (a different game, or
#: another version of this protocol, never meets this one on a code).
APP_ID: Final = "triangles-qt/internet-game/v1"
#: The Magic Wormhole project's public rendezvous (mailbox) server.
PUBLIC_RENDEZVOUS: Final = "ws://relay.magic-wormhole.io:4000/v1"
#: The Magic Wormhole project's public transit relay.
PUBLIC_RELAY: Final = "tcp:transit.magic-wormhole.io:4001"

_RENDEZVOUS = re.compile(r"^wss?://[^\s/:]+(:\d{1,5})?(/\S*)?$")
_RELAY = re.compile(r"^tcp:[^\s:]+:\d{1,5}$")


def rendezvous_problem(url: str) -> str | None:
    """Why ``url`` cannot be a rendezvous server's address (None when it can)."""
    if not _RENDEZVOUS.match(url):
        return "a rendezvous server is ws://HOST:PORT/v1 (or wss://…)"
    return None


def relay_problem(url: str) -> str | None:
    """Why ``url`` cannot be a transit relay's address (None when it can)."""
    if not _RELAY.match(url) or not 0 < int(url.rsplit(":", 1)[1]) < 65536:
        return "a transit relay is tcp:HOST:PORT"
    return None


@dataclass(frozen=True)
class Servers:
    """The rendezvous (``ws://…/v1``) and the transit relay (``tcp:HOST:PORT``)."""

    rendezvous: str = PUBLIC_RENDEZVOUS
    relay: str = PUBLIC_RELAY

    def __post_init__(self) -> None:
        problem = rendezvous_problem(self.rendezvous) or relay_problem(self.relay)
        if problem is not None:
            raise ValueError(problem)


#: Environment variables naming the servers instead of the public ones (a club's own
#: servers for every player of a machine; the test suite's loopback ones).
RENDEZVOUS_VARIABLE: Final = "TRIANGLES_RENDEZVOUS"
RELAY_VARIABLE: Final = "TRIANGLES_RELAY"


def default_servers() -> Servers:
    """The servers used unless a setting or an option names others: the environment's
    (``TRIANGLES_RENDEZVOUS``, ``TRIANGLES_RELAY``) when set and well formed, else the public
    ones."""
    rendezvous = os.environ.get(RENDEZVOUS_VARIABLE, "").strip()
    relay = os.environ.get(RELAY_VARIABLE, "").strip()
    if not rendezvous or rendezvous_problem(rendezvous) is not None:
        rendezvous = PUBLIC_RENDEZVOUS
    if not relay or relay_problem(relay) is not None:
        relay = PUBLIC_RELAY
    return Servers(rendezvous, relay)
