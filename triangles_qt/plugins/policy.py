"""What happens when an opponent fails: the choices, and a move to fall back on (Qt-free).

The policy (``docs/plugins.md`` explains it to players and authors): the
game is never changed by a failure. The app names the opponent and says
what went wrong, then the player chooses one of :func:`recovery_options`:

- **substitute**: the built-in ``medium`` opponent plays this one move (or,
  if it is missing or is the one that failed, :func:`fallback_move`), and
  the game goes on with the chosen opponent for the next move;
- **retry**: ask the same opponent again, in a fresh process;
- **end game**: stop the game; it is not recorded in the statistics.

A finished game in which moves were substituted still counts; the app
notes how many moves were substituted in the saved record.
"""

from __future__ import annotations

import enum
import random
import time
from typing import Final

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.plugins.contract import FALLBACK_OPPONENT_ID, FailureKind, Move, OpponentFailure


class Recovery(enum.Enum):
    """What the player may choose after an opponent failed."""

    SUBSTITUTE = "substitute"
    RETRY = "retry"
    END_GAME = "end_game"


#: The choice a dialog should offer as its default button.
DEFAULT_RECOVERY: Final = Recovery.SUBSTITUTE


def recovery_options(failure: OpponentFailure) -> tuple[Recovery, ...]:
    """The choices that make sense for ``failure``, the default first.

    Retrying cannot help an opponent written for a newer app; a cancelled
    request is no failure and needs no choice at all.
    """
    if failure.kind is FailureKind.CANCELLED:
        return ()
    if failure.kind is FailureKind.INCOMPATIBLE:
        return (Recovery.SUBSTITUTE, Recovery.END_GAME)
    return (Recovery.SUBSTITUTE, Recovery.RETRY, Recovery.END_GAME)


def substitute_id(failed_id: str, available: set[str] | frozenset[str]) -> str | None:
    """The opponent that plays a substituted move; None means use :func:`fallback_move`."""
    if FALLBACK_OPPONENT_ID in available and failed_id != FALLBACK_OPPONENT_ID:
        return FALLBACK_OPPONENT_ID
    return None


def fallback_move(game: Game, rng: random.Random | None = None, budget: float = 0.25) -> Move:
    """A sensible legal move, quickly, in this process: the last resort.

    Takes the line that closes the most triangles; else a line that gives
    the other player no triangle to close; else the line that gives the
    fewest. Looks for at most about ``budget`` seconds, then plays the best
    line seen. Raises ``ValueError`` if the game is over. What "gives" means
    is the built-in opponents' own rule (:meth:`Position.gifted_lines`), so
    the stand-in and Medium never disagree about a gift.
    """
    if game.is_over:
        raise ValueError("the game is over: there is no move to make")
    rng = rng or random.Random()
    board = game.board
    lines = game.legal_lines().tolist()
    best_close, best_line = max(((game.closes(line), line) for line in lines), default=(0, -1))
    if best_line < 0:
        raise ValueError("there is no legal line")
    if best_close > 0:
        return board.pairs[best_line]
    stop = time.monotonic() + budget
    rng.shuffle(lines)
    pos = Position(game)
    fewest, choice = None, lines[0]
    for count, line in enumerate(lines):
        gifts = len(pos.gifted_lines(line))
        if gifts == 0:
            return board.pairs[line]
        if fewest is None or gifts < fewest:
            fewest, choice = gifts, line
        if count % 64 == 63 and time.monotonic() > stop:
            break
    return board.pairs[choice]
