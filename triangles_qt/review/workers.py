"""What a review's worker processes run: one record, judged a move at a time.

An importable module (not ``__main__``), so spawned workers can find these
functions; each worker loads the record once and keeps its own exact-search
table across the moves it is given.
"""

from __future__ import annotations

from triangles_qt.model import Game, load_game
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Tables, tables_for
from triangles_qt.review.engine import DEFAULT_TIME_PER_MOVE, MoveReview, review_move

_game: Game | None = None
_tables: Tables | None = None
_solver: Solver | None = None
_time = DEFAULT_TIME_PER_MOVE


def start(record_text: str, time_per_move: float) -> None:
    """A worker's start: the record, and the time each move may take."""
    global _game, _tables, _solver, _time
    _game, _ = load_game(record_text)
    _tables = tables_for(_game.board)
    _solver = Solver()
    _time = time_per_move


def judge(index: int) -> MoveReview:
    """The verdict on move ``index`` of the worker's record."""
    assert _game is not None
    return review_move(_game, index, time_per_move=_time, tables=_tables, solver=_solver)
