"""Where a game is: the default port, an address as typed, and what the environment allows.

On the machines the project is tested on, nothing may advertise on (or
listen to) the real network: the test set-up turns discovery off and keeps
hosting on loopback with the two environment variables below, and only
tests that make their own network namespace turn discovery back on.
"""

from __future__ import annotations

import ipaddress
import os
from typing import Final

#: The port a host listens on unless told otherwise (a joiner's default too).
DEFAULT_PORT: Final = 47_123
#: ``off``: no advertising and no browsing (the test suite sets it).
DISCOVERY_ENV: Final = "TRIANGLES_NET_DISCOVERY"
#: The address a host in the app listens on (default: every interface).
LISTEN_ENV: Final = "TRIANGLES_NET_LISTEN"


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """``ADDRESS[:PORT]`` (``[v6]:PORT`` for an IPv6 address with a port); ValueError if not."""
    text = text.strip()
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else rest
    elif text.count(":") == 1:
        host, port = text.split(":")
    else:
        host, port = text, ""
    host = host.strip()
    if not host or any(ch.isspace() for ch in host) or len(host) > 253:
        raise ValueError(f"no address in {text!r}")
    if ":" in host:
        ipaddress.IPv6Address(host)  # raises ValueError for a malformed one
    if not port:
        return host, default_port
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError(f"not a port: {port!r}")
    return host, int(port)


def discovery_allowed() -> bool:
    return os.environ.get(DISCOVERY_ENV, "").lower() not in ("off", "0", "no")


def listen_address() -> str:
    return os.environ.get(LISTEN_ENV) or "0.0.0.0"
