"""Opponents whose every move depends only on the position, for arena tests that compare runs.

Each move is chosen by a built-in opponent seeded from the board and the lines
drawn, so a game is the same game whichever worker, slot or order plays it.
Loaded by the arena as ``seeded_opponents:Class`` (tests put this folder on
``sys.path``).
"""

from __future__ import annotations

from triangles_qt.model import Game
from triangles_qt.plugins.builtin import EasyOpponent, MediumOpponent


def _seed(game: Game) -> int:
    return hash((game.board.seed, game.lines)) & 0x7FFFFFFF  # ints only: the same in every process


class SeededEasy:
    name = "Easy, seeded by the position"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return EasyOpponent(seed=_seed(game)).choose_move(game, time_limit)


class SeededMedium:
    name = "Medium, seeded by the position"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return MediumOpponent(seed=_seed(game)).choose_move(game, time_limit)


class FirstLine:
    name = "First legal line"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return game.legal_moves()[0]


class WantsTwoSeconds:
    """Plays the first legal line, but only when it is given exactly 2 s (else it raises)."""

    name = "Wants two seconds"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        if time_limit != 2.0:
            raise ValueError(f"it was given {time_limit} s, not 2 s")
        return game.legal_moves()[0]


class SlowOnOddBoards:
    """Plays the first legal line, after thinking an hour on boards with an odd seed."""

    name = "Slow on odd boards"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        if (game.board.seed or 0) % 2:
            import time

            time.sleep(3600)
        return game.legal_moves()[0]
