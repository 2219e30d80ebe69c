"""What the three built-in opponents share: contract attributes, clock, and a safe answer.

Each opponent only implements :meth:`BuiltinOpponent._choose`, which works on
candidate line indices; this base turns the answer into the ``(a, b)`` pair
the contract asks for and guarantees it is legal even if the strategy fails.
"""

from __future__ import annotations

import random
import time

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._tactics import Position

#: Fraction of the time limit an opponent plans to use; the rest absorbs
#: scheduling noise on a busy machine and the cost of handing the answer back.
TIME_SHARE = 0.8
#: Fixed part of the safety margin, in seconds.
TIME_MARGIN = 0.02


class Deadline:
    """A point on the monotonic clock after which a search must stop and answer."""

    __slots__ = ("end", "start")

    def __init__(self, time_limit: float, share: float = TIME_SHARE) -> None:
        self.start = time.perf_counter()
        budget = max(0.0, float(time_limit)) * share - TIME_MARGIN
        self.end = self.start + max(budget, 0.005)

    def passed(self) -> bool:
        return time.perf_counter() >= self.end

    def left(self) -> float:
        """Seconds until the deadline (0 once it has passed)."""
        return max(0.0, self.end - time.perf_counter())

    def fraction(self, share: float) -> Deadline:
        """A sub-deadline ending after ``share`` of the time still left."""
        sub = Deadline.__new__(Deadline)
        sub.start = time.perf_counter()
        sub.end = sub.start + max(0.0, self.end - sub.start) * share
        return sub


class BuiltinOpponent:
    """Common ground of Easy, Medium and Hard (see ``docs/plugins.md`` for the contract)."""

    api_version = 1
    name = "Opponent"
    description = ""
    #: Display names and descriptions by language code; each subclass assigns its own.
    names: dict[str, str] = {}  # noqa: RUF012
    descriptions: dict[str, str] = {}  # noqa: RUF012

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        """A legal line ``(a, b)`` for the player to move, within ``time_limit`` seconds."""
        deadline = Deadline(time_limit)
        pos = Position(game)
        line = self._choose(pos, deadline)
        if line < 0 or not game.is_free(line) or game.is_over:
            line = game.random_line(self.rng)  # pragma: no cover - strategies answer legally
        return pos.tables.pairs[line]

    def _choose(self, pos: Position, deadline: Deadline) -> int:
        raise NotImplementedError

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f"seed={self.seed}"
        return f"{type(self).__name__}({seed})"
