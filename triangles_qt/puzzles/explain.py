"""Why a line is right or wrong, in the lessons' terms: takes, gifts and control (Qt-free).

The certificate already holds every legal line's exact value, so judging a
line and explaining it costs no search: only the position's tactics (what
the line closes, what it gives away, whether a take was on the board).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._tactics import Position


class Miss(enum.Enum):
    """Why a line that is not an answer falls short, in a rule's words."""

    MISSED_TAKE = "missed_take"
    """A triangle could be closed, and this line closes none."""
    GIFT = "gift"
    """It gives triangles away (``LineFacts.gives`` of them)."""
    CONTROL = "control"
    """It closes or keeps what it can, yet hands the other player the rest of the game."""


@dataclass(frozen=True)
class LineFacts:
    """What a line does at once: what it closes, what it gives away, whether it passes a take."""

    closes: int
    gives: int
    passes_take: bool
    """A triangle was there to close and this line does not close it."""


def miss(wrong: LineFacts, answer: LineFacts) -> Miss:
    """Why ``wrong`` falls short of ``answer``, in the words a player learns first."""
    if wrong.passes_take and not answer.passes_take:
        return Miss.MISSED_TAKE
    if wrong.closes == 0 and wrong.gives > answer.gives:
        return Miss.GIFT
    return Miss.CONTROL


def line_facts(game: Game, a: int, b: int) -> LineFacts:
    """The facts of legal line a-b in ``game``'s position (``game`` is not changed)."""
    pos = Position(game.copy())
    line = game.board.line_index(a, b)
    closes = pos.closes(line)
    gives = 0 if closes else pos.gifts(line)
    passes_take = not closes and bool(pos.takes())
    return LineFacts(closes, gives, passes_take)
