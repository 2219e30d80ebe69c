"""The game review: every line of a finished game judged for the player who drew it (Qt-free).

:func:`review_game` gives a :class:`Review`: a :class:`MoveReview` per line
(verdict, loss in triangles, the better line, exact or estimated) and a
:class:`PlayerSummary` per player. ``python -m triangles_qt.review`` runs it
on a saved record; docs/review.md describes the method and thresholds.
"""

from triangles_qt.review.engine import (
    DEFAULT_TIME_PER_MOVE,
    THRESHOLDS,
    VERDICTS,
    MoveReview,
    PlayerSummary,
    Review,
    review_game,
    review_move,
    verdict_for,
)

__all__ = [
    "DEFAULT_TIME_PER_MOVE",
    "THRESHOLDS",
    "VERDICTS",
    "MoveReview",
    "PlayerSummary",
    "Review",
    "review_game",
    "review_move",
    "verdict_for",
]
