"""How a game ended, made in one place and read by everyone (Qt-free).

An :class:`Ending` is a termination kind and a winner, like python-chess's
``Outcome(termination, winner)``. The table makes it (:meth:`Ending.of`);
the end panel reads it for its words (:meth:`Ending.outcome`), the keeper
and the statistics for the result (only an ending that :attr:`~Ending.counts`
has one), the network for why the other device went.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from triangles_qt.model import Game
from triangles_qt.session.setup import GameSetup


class Termination(enum.Enum):
    """Why no more lines will be drawn."""

    RULES = "rules"
    """No triangle can be closed any more: the rules ended it; the score decides."""
    RESIGNED = "resigned"
    """The person gave the game up against the computer: it is lost (docs/rules.md)."""
    ABANDONED = "abandoned"
    """Ended here without a result: after an opponent failed, or while waiting for the
    other device, or a network game that could not be gone back to."""
    DEVICE_LEFT = "device_left"
    """The other device ended it, or broke the rules of the conversation (``reason``)."""


class Outcome(enum.Enum):
    """How an ending with a result reads on the end screen."""

    WON = "won"
    """Against the computer: the person won (more triangles)."""
    LOST = "lost"
    """Against the computer: the computer won (more triangles, or the person resigned)."""
    WINNER = "winner"
    """Two people: one of them has more triangles."""
    TIE = "tie"


@dataclass(frozen=True)
class Ending:
    termination: Termination
    winner: int | None = None
    """The player who won (0 or 1); None for a tie, or when the ending has no result."""
    reason: str | None = None
    """For :attr:`Termination.DEVICE_LEFT`: the network's reason id (shown translated)."""

    @classmethod
    def of(
        cls, game: Game, setup: GameSetup, termination: Termination, reason: str | None = None
    ) -> Ending:
        """The ending of ``game``: who won follows from the termination and the score."""
        if termination is Termination.RULES:
            return cls(termination, game.winner)
        if termination is Termination.RESIGNED:
            human = setup.human_player
            if human is None:
                raise ValueError("only a game against the computer can be resigned")
            return cls(termination, 1 - human)
        return cls(termination, None, reason)

    @property
    def counts(self) -> bool:
        """It has a result, which the statistics keep."""
        return self.termination in (Termination.RULES, Termination.RESIGNED)

    @property
    def resigned(self) -> bool:
        return self.termination is Termination.RESIGNED

    def outcome(self, setup: GameSetup) -> Outcome | None:
        """The end screen's case; None for an ending without a result."""
        if not self.counts:
            return None
        if self.winner is None:
            return Outcome.TIE
        human = setup.human_player
        if human is None:
            return Outcome.WINNER
        return Outcome.WON if self.winner == human else Outcome.LOST
