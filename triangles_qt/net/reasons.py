"""Why a network game, or one connection to it, ended: the ids both devices say (Qt-free).

The devices tell each other reason ids (in ``bye`` and ``refused``), never
sentences, so each shows what happened in its own player's language
(``views/network/texts.py``). Inside the app a reason is an
:class:`EndReason` member, whose value is the id exactly as it goes on the
wire (docs/network.md lists them); the id is written only where it leaves
the app: in a message, in ``python -m triangles_qt.net``'s output, in an
:class:`~triangles_qt.session.Ending`.

A device of a newer version may send an id this one does not know.
:func:`decode` keeps it as an :class:`UnknownReason` (the id as sent), which
ends the game like any reason and is shown with the id in it.
"""

from __future__ import annotations

import enum
from typing import NewType, TypeAlias


class EndReason(enum.Enum):
    """The reasons this version knows; the value is the id on the wire."""

    # The other device broke the rules of the game.
    ILLEGAL_LINE = "illegal_line"
    OUT_OF_TURN = "out_of_turn"
    BAD_UNDO = "bad_undo"
    # The two devices no longer agree about the game.
    DIGEST_MISMATCH = "digest_mismatch"
    DIVERGED = "diverged"
    OTHER_GAME = "other_game"
    # Changed on the way, or from a device that does not know the code.
    BAD_SEAL = "bad_seal"
    OUT_OF_ORDER = "out_of_order"
    HOST_WITHOUT_CODE = "host_without_code"
    # Not a Triangles message: the decoder's and the conversation's refusals.
    NOT_JSON = "not_json"
    TOO_LONG = "too_long"
    UNKNOWN_TYPE = "unknown_type"
    UNKNOWN_FIELD = "unknown_field"
    MISSING_FIELD = "missing_field"
    BAD_FIELD = "bad_field"
    NOT_TRIANGLES = "not_triangles"
    UNEXPECTED = "unexpected"
    TOO_MANY_MESSAGES = "too_many_messages"
    NOT_SYNCED = "not_synced"
    BAD_GAME = "bad_game"
    # Too much, too fast (the transport's bounds).
    TOO_FAST = "too_fast"
    TOO_MUCH = "too_much"
    NOT_READING = "not_reading"
    # At the door: the handshake, and the first join.
    WRONG_CODE = "wrong_code"
    GAME_FULL = "game_full"
    BUSY = "busy"
    OTHER_VERSION = "other_version"
    UNREACHABLE = "unreachable"
    TOO_SLOW = "too_slow"
    DROPPED = "dropped"
    """Dropped unread by the host (a first join), or this side stopped without a goodbye."""
    CANNOT_LISTEN = "cannot_listen"
    # Internet games, before the game's own connection (said on this device only).
    NO_RENDEZVOUS = "no_rendezvous"
    """The rendezvous server named in the settings could not be reached."""
    NO_HOST = "no_host"
    """Nobody hosting answered the internet code in time (a typo in its number, or too late)."""
    TOO_MANY_CODES = "too_many_codes"
    """The host made its last code: too many wrong guesses (a stranger trying codes)."""
    # The game's end.
    FINISHED = "finished"
    """Both devices have the last line: the game ended by the rules."""
    LEFT = "left"
    GONE = "gone"
    """The other device did not come back in time."""
    INTERRUPTED = "interrupted"
    """``python -m triangles_qt.net`` was stopped (Ctrl+C) before the game ended."""
    OPPONENT_FAILED = "opponent_failed"
    """The computer opponent in this device's seat failed (``python -m triangles_qt.net``)."""


UnknownReason = NewType("UnknownReason", str)
"""An id a peer sent that this version does not know (a newer version's), as sent."""

Reason: TypeAlias = EndReason | UnknownReason
"""What ended a game or a connection: a known reason, or an id from a newer version."""


def decode(reason_id: str) -> Reason:
    """The reason an id stands for (a checked id, as ``protocol.check`` lets through)."""
    try:
        return EndReason(reason_id)
    except ValueError:
        return UnknownReason(reason_id)


def wire_id(reason: Reason) -> str:
    """The id of ``reason`` as the wire and the command line's output carry it."""
    return reason.value if isinstance(reason, EndReason) else reason
