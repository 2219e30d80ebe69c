"""An opponent's answer put to the rules of the game it was asked about (host side, Qt-free).

:mod:`~triangles_qt.plugins._trust` checks that a message is the worker's
answer to the request in flight; this checks what the answer says: two
star numbers for a line the rules allow in that position. Anything else is
the opponent's failure (``MALFORMED`` or ``ILLEGAL``), in words for the
author, with the rules' own reason; the game in progress is never touched.
"""

from __future__ import annotations

from typing import Any, Final

from triangles_qt.model import Game, Refusal
from triangles_qt.plugins import _trust
from triangles_qt.plugins.contract import FailureKind, Move, OpponentFailure

_REFUSAL_WORDS: Final = {
    Refusal.SAME_STAR: "both its ends are the same star",
    Refusal.EXISTS: "that line is already drawn",
    Refusal.OVER_STAR: "it passes over a star",
    Refusal.CROSSES: "it crosses a line already drawn",
    Refusal.GAME_OVER: "the game is over",
}


def judged_move(opponent_id: str, game: Game, answer: dict[str, Any]) -> Move | OpponentFailure:
    """The line ``answer`` carries if the rules allow it in ``game``; else the failure it is."""
    move = _trust.reported_move(answer.get("move"))
    if move is None:
        return OpponentFailure(FailureKind.MALFORMED, opponent_id, "it sent a garbled move")
    a, b = move
    try:
        reason = game.refusal(a, b)
    except ValueError as exc:
        return OpponentFailure(
            FailureKind.ILLEGAL, opponent_id, f"it answered line {a}-{b}, but {exc}"
        )
    if reason is not None:
        return OpponentFailure(
            FailureKind.ILLEGAL,
            opponent_id,
            f"it answered line {a}-{b}, which the rules refuse: {_REFUSAL_WORDS[reason]}",
            f"refusal: {reason.value}",
        )
    return (a, b)
