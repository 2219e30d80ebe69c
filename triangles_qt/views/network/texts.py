"""What a network game's reason ids mean, in the language on screen.

The devices send each other reason ids (``illegal_line``, ``left``, …),
never sentences, so each device says what happened in its own player's
language. The ids come from :mod:`triangles_qt.net.peer` and
:mod:`triangles_qt.netplay.link`; an id not listed here (a newer version's)
still gets a plain sentence with the id in it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles_qt.net import code as codes

#: Reasons that mean the other device broke the protocol (a bug, or a liar).
_NOT_OURS = frozenset(
    {
        "not_json",
        "too_long",
        "unknown_type",
        "unknown_field",
        "missing_field",
        "bad_field",
        "not_triangles",
        "unexpected",
        "too_many_messages",
        "not_synced",
        "bad_undo",
        "bad_game",
    }
)
_DISAGREE = frozenset({"digest_mismatch", "diverged", "other_game"})
_FORGED = frozenset({"bad_seal", "out_of_order", "host_without_code"})
_FLOOD = frozenset({"too_fast", "too_much", "not_reading"})


def reason_text(reason: str, other: str) -> str:
    """Why the network game (or an attempt to join one) ended.

    ``other``: the other player's name as shown, or "" when not known yet."""
    if reason == "illegal_line":
        return QCoreApplication.translate(
            "Network", "The other device sent a line the rules refuse."
        )
    if reason == "out_of_turn":
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
    if reason == "wrong_code":
        return QCoreApplication.translate("Network", "That is not the game's code.")
    if reason == "game_full":
        return QCoreApplication.translate("Network", "That game already has two players.")
    if reason == "busy":
        return QCoreApplication.translate("Network", "That game is busy. Try again in a moment.")
    if reason == "other_version":
        return QCoreApplication.translate(
            "Network", "The other device has another version of Triangles."
        )
    if reason == "unreachable":
        return QCoreApplication.translate("Network", "No game answered at that address.")
    if reason == "too_slow":
        return QCoreApplication.translate("Network", "The connection took too long to set up.")
    if reason == "gone":
        if not other:
            return QCoreApplication.translate("Network", "The other player did not come back.")
        return QCoreApplication.translate("Network", "{0} did not come back.").format(other)
    if reason in ("left", "interrupted"):
        if not other:
            return QCoreApplication.translate("Network", "The other player left the game.")
        return QCoreApplication.translate("Network", "{0} left the game.").format(other)
    if reason == "opponent_failed":
        return QCoreApplication.translate(
            "Network", "The computer opponent on the other device failed."
        )
    if reason == "cannot_listen":
        return QCoreApplication.translate(
            "Network", "This device cannot host a game right now: the port is taken."
        )
    return QCoreApplication.translate("Network", "The connection ended ({0}).").format(reason)


def code_hint() -> str:
    """How a code looks, for the Join window's field."""
    return codes.shown("KX4TQ7")
