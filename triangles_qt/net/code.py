"""The game code: short to read aloud, proved without being sent, and the key that seals messages.

The host shows a code of :data:`CODE_LENGTH` characters from an alphabet
without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). Neither side ever sends
it. The joiner proves it knows the code by answering the host's fresh
nonce with an HMAC under a key stretched from the code with scrypt (salted
per game), and the host proves the same back, so a device that does not
know the code learns nothing it can use and a stranger's guesses are slow
even offline. After the handshake every message is sealed (HMAC over its
canonical JSON with a sequence number per direction) under a session key
drawn from both nonces: a message a middleman changes, replays or reorders
is refused. Messages are not encrypted: moves are no secret.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Mapping
from typing import Any, Final

from triangles_qt.net.protocol import ProtocolError
from triangles_qt.net.reasons import EndReason

ALPHABET: Final = "ACDEFGHJKMNPQRTUVWXY34679"
CODE_LENGTH: Final = 6
#: scrypt's cost: about 30 ms per guess on a 2-core laptop (docs/network.md).
SCRYPT_N: Final = 2**14
SCRYPT_R: Final = 8


def new_code() -> str:
    """A fresh game code, e.g. ``KX4-TQ7`` shown as two groups of three."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normalize(typed: str) -> str | None:
    """The code as typed (any case, spaces and dashes), or None when it cannot be one."""
    cleaned = "".join(ch for ch in typed.upper() if ch not in " -\t")
    if len(cleaned) != CODE_LENGTH or any(ch not in ALPHABET for ch in cleaned):
        return None
    return cleaned


def shown(code: str) -> str:
    """The code as the host shows it: ``KX4-TQ7``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def new_nonce() -> str:
    return secrets.token_hex(16)


def code_key(code: str, salt: str) -> bytes:
    """The key the code stands for in this game (``salt`` is the host's, per game)."""
    return hashlib.scrypt(
        code.encode("ascii"), salt=bytes.fromhex(salt), n=SCRYPT_N, r=SCRYPT_R, p=1, dklen=32
    )


def proof(key: bytes, role: str, host_nonce: str, joiner_nonce: str, vouched: str = "") -> str:
    """What ``role`` ("join" or "host") sends to show it knows the code.

    ``vouched``: the :func:`context_digest` of what that side said in the
    clear (the joiner's hello; the host's game, names and seats), so a
    middleman cannot change it without the proof failing.
    """
    text = f"{role}|{host_nonce}|{joiner_nonce}|{vouched}".encode("ascii")
    return hmac.new(key, text, hashlib.sha256).hexdigest()


def proof_matches(
    key: bytes, role: str, host_nonce: str, joiner_nonce: str, mac: str, vouched: str = ""
) -> bool:
    return hmac.compare_digest(proof(key, role, host_nonce, joiner_nonce, vouched), mac)


def context_digest(said: Mapping[str, Any]) -> str:
    """A digest of an unsealed message's content (its canonical JSON, ``mac`` left out)."""
    return hashlib.sha256(_canonical(said)).hexdigest()


def session_key(key: bytes, host_nonce: str, joiner_nonce: str) -> bytes:
    """The key that seals this connection's messages (a new one for each connection)."""
    text = f"session|{host_nonce}|{joiner_nonce}".encode("ascii")
    return hmac.new(key, text, hashlib.sha256).digest()


def _canonical(message: Mapping[str, Any]) -> bytes:
    body = {k: v for k, v in message.items() if k != "mac"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), allow_nan=False).encode()


class Seal:
    """Seals what this side sends and opens what the other side sends, on one connection.

    ``role`` is this side's ("host" or "join"): each direction has its own
    label and its own sequence, so a message cannot be sent back to its
    sender, replayed or reordered.
    """

    def __init__(self, key: bytes, role: str) -> None:
        if role not in ("host", "join"):
            raise ValueError("role is host or join")
        self._key = key
        self._mine = role
        self._theirs = "join" if role == "host" else "host"
        self._sent = 0
        self._received = 0

    def seal(self, message: Mapping[str, Any]) -> dict[str, Any]:
        self._sent += 1
        sealed = dict(message, seq=self._sent)
        sealed["mac"] = self._mac(self._mine, sealed)
        return sealed

    def open(self, message: Mapping[str, Any]) -> None:
        """Check the seal of a message already checked by ``protocol.check``."""
        mac = message.get("mac")
        expected = self._mac(self._theirs, message)
        if not isinstance(mac, str) or not hmac.compare_digest(expected, mac):
            raise ProtocolError(
                EndReason.BAD_SEAL, "the message was changed or not sealed by the peer"
            )
        seq = message.get("seq")
        if not isinstance(seq, int) or seq != self._received + 1:
            raise ProtocolError(EndReason.OUT_OF_ORDER, f"message {seq} after {self._received}")
        self._received = seq

    def _mac(self, role: str, message: Mapping[str, Any]) -> str:
        return hmac.new(self._key, role.encode() + b"|" + _canonical(message), "sha256").hexdigest()
