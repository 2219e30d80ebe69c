"""Greedy, but careful: takes every triangle it can, hands over none it can avoid.

Everything it needs is the public rules engine of Triangles
(``triangles_qt.model``): the game it gets is its own copy, so it may play
and undo lines on it to look ahead.
"""

from __future__ import annotations

import random
import time
from typing import ClassVar

import numpy as np

from triangles_qt.model import Game


class GreedyOpponent:
    """The opponent object: a name, and ``choose_move``."""

    # Shown to players; ``names`` gives it in other languages (codes as in the app).
    name = "Greedy (example)"
    description = "Takes every triangle it can and never hands one over if it can help it."
    names: ClassVar[dict[str, str]] = {"ro": "Lacom (exemplu)", "hi": "लालची (उदाहरण)"}
    # The version of the opponent contract this was written for.
    api_version = 1

    def __init__(self) -> None:
        # Built once, when a game against it starts; keep this quick.
        self._rng = random.Random()

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        """The line to draw: ``(a, b)``, two star numbers."""
        # Answer well inside the limit: the app stops opponents that overrun it.
        deadline = time.monotonic() + 0.5 * time_limit
        board = game.board
        lines = game.legal_lines().tolist()

        # 1. Close as many triangles as one line can.
        best = max(lines, key=game.closes)
        if game.closes(best) > 0:
            return board.pairs[best]

        # 2. Otherwise a line after which the other player has nothing to close;
        #    failing that, the line that gives the least away.
        self._rng.shuffle(lines)
        choice, fewest = lines[0], None
        for line in lines:
            given = self._gives(game, line)
            if given == 0:
                return board.pairs[line]
            if fewest is None or given < fewest:
                choice, fewest = line, given
            if time.monotonic() > deadline:
                break
        return board.pairs[choice]

    @staticmethod
    def _gives(game: Game, line: int) -> int:
        """How many triangles the other player could close at once after we draw ``line``."""
        board = game.board
        a, b = board.pairs[line]
        game.play_line(line)  # our private copy: trying a line out is allowed
        try:
            given = 0
            for t in board.triangles_of_lines(np.array([line])).tolist():
                c = int(sum(board.triangles[t])) - a - b  # the triangle's third star
                for end in (a, b):
                    side = board.line_index(end, c)
                    if side >= 0 and game.is_free(side) and not game.is_over:
                        given += game.closes(side)
            return given
        finally:
            game.undo()
