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

_CONTEXT = "Network"

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


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def reason_text(reason: str, other: str) -> str:
    """Why the network game (or an attempt to join one) ended; ``other``: the other's name."""
    if reason == "illegal_line":
        return _tr("The other device sent a line the rules refuse.")
    if reason == "out_of_turn":
        return _tr("The other device played out of turn.")
    if reason in _DISAGREE:
        return _tr("The two devices no longer agree about the game.")
    if reason in _FORGED:
        return _tr(
            "A message was changed on the way, or came from a device that does not know the code."
        )
    if reason in _NOT_OURS:
        return _tr("The other device sent something that is not a Triangles message.")
    if reason in _FLOOD:
        return _tr("The other device sent too much, too fast.")
    if reason == "wrong_code":
        return _tr("That is not the game's code.")
    if reason == "game_full":
        return _tr("That game already has two players.")
    if reason == "busy":
        return _tr("That game is busy. Try again in a moment.")
    if reason == "other_version":
        return _tr("The other device has another version of Triangles.")
    if reason == "unreachable":
        return _tr("No game answered at that address.")
    if reason == "too_slow":
        return _tr("The connection took too long to set up.")
    if reason == "gone":
        return _tr("{0} did not come back.").format(other)
    if reason in ("left", "interrupted"):
        return _tr("{0} left the game.").format(other)
    if reason == "opponent_failed":
        return _tr("The computer opponent on the other device failed.")
    if reason == "cannot_listen":
        return _tr("This device cannot host a game right now: the port is taken.")
    return _tr("The connection ended ({0}).").format(reason)


def other_player(name: str) -> str:
    """The other device's player, by name, or in words when they gave none."""
    return name or _tr("The other player")


def code_hint() -> str:
    """How a code looks, for the Join window's field."""
    return codes.shown("KX4TQ7")
