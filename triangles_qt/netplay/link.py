"""One network game's connection to the other device, on the event loop (never blocking it).

A :class:`HostLink` listens and lets one player in; a :class:`JoinLink`
connects to a host. Both wrap the Qt-free peers of :mod:`triangles_qt.net.peer`
(which decide what every message means) and add what only a transport
sees: sockets, time, rates and reconnection. Either way the game above sees
the same signals of :class:`Link`: ``joined``, ``lineArrived``, ``undoAsked``,
``undoAnswered``, ``connectionLost`` (waiting for the other player) and
``ended`` (with a :data:`~triangles_qt.net.reasons.Reason`: an
:class:`~triangles_qt.net.reasons.EndReason` member, or an id a newer
device sent that this version does not know).

This module is the transport's public face; its parts:

- ``bounds``: every figure it keeps to (times, rates, places, sizes);
- ``connection``: one bounded connection (token buckets, reading in slices,
  output a peer leaves unread) and how a socket is let go;
- ``door``: the host's screening of strangers before a socket is made, and
  what it remembers of each remote address (rates, wrong codes, locks);
- ``link_base``: :class:`Link`, what both ends share (the game's messages,
  keep-alive, the end), and the code's stretching off the event loop;
- ``host_link``: :class:`HostLink`, its handshake places and the proofs' turns;
- ``join_link``: :class:`JoinLink`, first joins and reconnection.

What the host bounds, so that a stranger can neither keep the player out
nor make the host grow, is in docs/network.md, with the threat model.
"""

from __future__ import annotations

from triangles_qt.netplay.host_link import HostLink
from triangles_qt.netplay.join_link import JoinLink
from triangles_qt.netplay.link_base import Link

__all__ = ["HostLink", "JoinLink", "Link"]
