"""The game review: every line of a finished game judged for the player who drew it (Qt-free).

:func:`review_game` gives a :class:`Review`: a :class:`MoveReview` per line
(verdict, loss in triangles, the better line, exact or estimated) and a
:class:`PlayerSummary` per player; stopped, the lines judged so far (a
partial review, which it continues later). Lines with at most
:func:`exact_limit` legal lines are judged exactly, with no clock.
``python -m triangles_qt.review`` runs it on a saved record; docs/review.md
describes the method and thresholds.
"""

from triangles_qt.review.engine import (
    DEFAULT_TIME_PER_MOVE,
    EXACT_LINES,
    MARKED,
    THRESHOLDS,
    VERDICTS,
    MoveReview,
    PlayerSummary,
    Review,
    exact_limit,
    make_review,
    review_game,
    review_move,
    review_order,
    verdict_for,
)

__all__ = [
    "DEFAULT_TIME_PER_MOVE",
    "EXACT_LINES",
    "MARKED",
    "THRESHOLDS",
    "VERDICTS",
    "MoveReview",
    "PlayerSummary",
    "Review",
    "exact_limit",
    "make_review",
    "review_game",
    "review_move",
    "review_order",
    "verdict_for",
]
