"""Why a line is refused: the words for it, and what to mark on the board.

The rules decide (``Game.refusal``); this says it in the current language
and finds the stars or lines in the way, for the flash after a refused
line and for the preview before one is drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles_qt.model import Game, Refusal
from triangles_qt.views.board.scene import LineVerdict


def refusal_text(reason: Refusal) -> str:
    """Why a line was refused, in the current language."""
    return {
        Refusal.SAME_STAR: QCoreApplication.translate("Refusal", "Choose two different stars."),
        Refusal.EXISTS: QCoreApplication.translate("Refusal", "That line is already drawn."),
        Refusal.OVER_STAR: QCoreApplication.translate("Refusal", "That line passes over a star."),
        Refusal.CROSSES: QCoreApplication.translate(
            "Refusal", "That line crosses a line already drawn."
        ),
        Refusal.GAME_OVER: QCoreApplication.translate("Refusal", "The game is over."),
    }[reason]


def line_verdict(game: Game, a: int, b: int) -> LineVerdict:
    """What the rules say about line a–b now, with what stands in its way (to show it)."""
    reason = game.refusal(a, b)
    if reason is Refusal.OVER_STAR:
        return LineVerdict(reason, stars_over=tuple(game.board.stars_over(a, b)))
    if reason is Refusal.CROSSES:
        return LineVerdict(reason, crossed=tuple(game.crossed_lines(a, b)))
    if reason is Refusal.EXISTS:
        return LineVerdict(reason, crossed=((min(a, b), max(a, b)),))
    return LineVerdict(reason)
