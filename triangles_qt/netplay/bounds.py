"""The figures the network transport keeps to: times, rates, places and sizes.

In one module, and read from it when used (``bounds.HANDSHAKE_S``), so that
a test or a benchmark that changes one changes it for every part of the
transport at once. docs/network.md ("What the transport bounds") says why
each is what it is.
"""

from __future__ import annotations

from typing import Final

#: Connections at once that are still proving the code, all addresses together.
MAX_HANDSHAKES: Final = 16
#: Connections at once from one address that are still proving the code.
MAX_PER_ADDRESS: Final = 2
#: Seconds a connection has to prove the code, from when the host takes it (waiting for
#: its turn counts too: no place is held for longer).
HANDSHAKE_S: Final = 10.0
#: After wrong codes from an address, the longest its next proof waits (seconds; less than
#: a handshake's time, so a proof that waits out its address's lock still gets its turn).
MAX_LOCK_S: Final = 8.0
#: Seconds after an address's last wrong code when its count of wrong codes starts again.
FAILURES_FORGOTTEN_S: Final = 120.0
#: Proofs checked per second, all addresses together, and the burst: online guessing's bound.
GUESS_RATE: Final = 2.0
GUESS_BURST: Final = 4.0
#: Seconds of quiet after which a side says "ping".
PING_S: Final = 2.0
#: Seconds without a word after which the connection counts as lost.
SILENCE_S: Final = 10.0
#: Seconds a side that drew the last line waits for the other's "finished" (which says
#: the other has it too; until then the link reconnects after a drop to deliver it).
FINAL_WAIT_S: Final = 60.0
#: Seconds between a joiner's attempts to connect again.
RETRY_S: Final = 1.5
#: Seconds a first join keeps trying while the host is busy (it may be busy with strangers).
FIRST_JOIN_S: Final = 30.0
#: A connection's budget: messages per second and the burst it may save up.
MESSAGE_RATE: Final = 40.0
MESSAGE_BURST: Final = 200.0
#: Bytes per second and burst (a whole 300-star welcome fits in the burst).
BYTE_RATE: Final = 256 * 1024.0
BYTE_BURST: Final = 1024 * 1024.0
#: New connections per second the host takes from one address, and the burst (beyond:
#: dropped unread; a player connects again every RETRY_S at most).
ADDRESS_RATE: Final = 3.0
ADDRESS_BURST: Final = 6.0
#: New connections per second the host answers (a handshake or a refusal), all addresses
#: together, and the burst; counted after each address's own rate, so that one address's
#: excess does not use up the others' (beyond: dropped unread).
CONNECTION_RATE: Final = 200.0
CONNECTION_BURST: Final = 100.0
#: New connections per second the host takes at all, whatever they are, and the burst
#: (beyond: dropped unread, and a pause in accepting, so a flood costs the event loop next
#: to nothing).
ACCEPT_RATE: Final = 1000.0
ACCEPT_BURST: Final = 500.0
#: How long the host stops accepting when connections come faster than that (seconds).
ACCEPT_PAUSE_S: Final = 0.25
#: Remote addresses the host remembers at most (their rates, places and wrong codes).
MAX_ADDRESSES: Final = 1024
#: Bytes read from a socket per turn of the event loop.
READ_SLICE: Final = 64 * 1024
#: Bytes this side may have queued for a peer that does not read.
MAX_UNSENT: Final = 1024 * 1024
