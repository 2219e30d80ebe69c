"""What a network game's reasons mean, in the language on screen.

The devices send each other reason ids (``illegal_line``, ``left``, …),
never sentences, so each device says what happened in its own player's
language. The reasons are :class:`~triangles_qt.net.reasons.EndReason`
members (made by the peers, :mod:`triangles_qt.net.peer`, and the links,
:mod:`triangles_qt.netplay.link`); an id this version does not know (a
newer version's) still gets a plain sentence with the id in it.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from triangles_qt.net import code as codes
from triangles_qt.net.reasons import EndReason, Reason, wire_id

#: Reasons that mean the other device broke the protocol (a bug, or a liar).
_NOT_OURS: Final = frozenset(
    {
        EndReason.NOT_JSON,
        EndReason.TOO_LONG,
        EndReason.UNKNOWN_TYPE,
        EndReason.UNKNOWN_FIELD,
        EndReason.MISSING_FIELD,
        EndReason.BAD_FIELD,
        EndReason.NOT_TRIANGLES,
        EndReason.UNEXPECTED,
        EndReason.TOO_MANY_MESSAGES,
        EndReason.NOT_SYNCED,
        EndReason.BAD_UNDO,
        EndReason.BAD_GAME,
    }
)
_DISAGREE: Final = frozenset({EndReason.DIGEST_MISMATCH, EndReason.DIVERGED, EndReason.OTHER_GAME})
_FORGED: Final = frozenset(
    {EndReason.BAD_SEAL, EndReason.OUT_OF_ORDER, EndReason.HOST_WITHOUT_CODE}
)
_FLOOD: Final = frozenset({EndReason.TOO_FAST, EndReason.TOO_MUCH, EndReason.NOT_READING})


def reason_text(reason: Reason, other: str) -> str:
    """Why the network game (or an attempt to join one) ended.

    ``other``: the other player's name as shown, or "" when not known yet."""
    if reason is EndReason.ILLEGAL_LINE:
        return QCoreApplication.translate(
            "Network", "The other device sent a line the rules refuse."
        )
    if reason is EndReason.OUT_OF_TURN:
        return QCoreApplication.translate("Network", "The other device played out of turn.")
    if reason in _DISAGREE:
        return QCoreApplication.translate(
            "Network", "The two devices no longer agree about the game."
        )
    if reason in _FORGED:
        return QCoreApplication.translate(
            "Network",
            "A message was changed on the way, or came from a device that does not know the code.",
        )
    if reason in _NOT_OURS:
        return QCoreApplication.translate(
            "Network", "The other device sent something that is not a Triangles message."
        )
    if reason in _FLOOD:
        return QCoreApplication.translate("Network", "The other device sent too much, too fast.")
    if reason is EndReason.WRONG_CODE:
        return QCoreApplication.translate("Network", "That is not the game's code.")
    if reason is EndReason.GAME_FULL:
        return QCoreApplication.translate("Network", "That game already has two players.")
    if reason is EndReason.BUSY:
        return QCoreApplication.translate("Network", "That game is busy. Try again in a moment.")
    if reason is EndReason.OTHER_VERSION:
        return QCoreApplication.translate(
            "Network", "The other device has another version of Triangles."
        )
    if reason is EndReason.UNREACHABLE:
        return QCoreApplication.translate("Network", "No game answered at that address.")
    if reason is EndReason.TOO_SLOW:
        return QCoreApplication.translate("Network", "The connection took too long to set up.")
    if reason is EndReason.GONE:
        if not other:
            return QCoreApplication.translate("Network", "The other player did not come back.")
        return QCoreApplication.translate("Network", "{0} did not come back.").format(other)
    if reason in (EndReason.LEFT, EndReason.INTERRUPTED):
        if not other:
            return QCoreApplication.translate("Network", "The other player left the game.")
        return QCoreApplication.translate("Network", "{0} left the game.").format(other)
    if reason is EndReason.OPPONENT_FAILED:
        return QCoreApplication.translate(
            "Network", "The computer opponent on the other device failed."
        )
    if reason is EndReason.NO_RENDEZVOUS:
        return QCoreApplication.translate(
            "Network",
            "The rendezvous server cannot be reached. Check this device's internet connection, "
            "or the servers in Internet servers…",
        )
    if reason is EndReason.NO_HOST:
        return QCoreApplication.translate(
            "Network",
            "No game answered that code. Check the number and the words with your friend.",
        )
    if reason is EndReason.TOO_MANY_CODES:
        return QCoreApplication.translate(
            "Network",
            "Too many wrong codes were tried, so this game is no longer offered. "
            "Host again for a new code.",
        )
    if reason is EndReason.CANNOT_LISTEN:
        return QCoreApplication.translate(
            "Network", "This device cannot host a game right now: the port is taken."
        )
    return QCoreApplication.translate("Network", "The connection ended ({0}).").format(
        wire_id(reason)
    )


def code_hint() -> str:
    """How a code looks, for the Join window's field."""
    return codes.shown("KX4TQ7")
