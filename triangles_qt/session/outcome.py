"""How an ended game reads on the end screen: won, lost, a winner, or a tie (Qt-free).

``Game.winner`` decides who has more triangles; this adds what the rules do
not know: which player is the person, and that a resignation is a loss.
"""

from __future__ import annotations

import enum

from triangles_qt.model import Game
from triangles_qt.session.setup import GameSetup


class Outcome(enum.Enum):
    """How a finished game ends for the end screen."""

    WON = "won"
    """Against the computer: the person has more triangles."""
    LOST = "lost"
    """Against the computer: the computer has more triangles."""
    WINNER = "winner"
    """Two people: one of them has more triangles."""
    TIE = "tie"


def outcome(game: Game, setup: GameSetup, resigned: bool = False) -> tuple[Outcome, int | None]:
    """The end-screen case and the winning player (None for a tie).

    A resigned game (against the computer, docs/rules.md) is lost whatever
    the score: the computer is the winner.
    """
    human = setup.human_player
    if resigned and human is not None:
        return Outcome.LOST, 1 - human
    winner = game.winner
    if winner is None:
        return Outcome.TIE, None
    if human is None:
        return Outcome.WINNER, winner
    return (Outcome.WON if winner == human else Outcome.LOST), winner
