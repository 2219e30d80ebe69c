"""The exact solver's word on a position: is it a puzzle, with which answers and task (Qt-free).

Used by the generator (``tools/make_puzzles.py``) to pick puzzles from real
games, and by the tests and ``python -m triangles_qt.puzzles check`` to
re-certify every shipped puzzle: the same solver, a fresh table each time,
no clock, so the answer is the same on any machine.
"""

from __future__ import annotations

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.puzzles.puzzle import Certificate, Line, PuzzleTask


def exact_values(game: Game, solver: Solver | None = None) -> dict[Line, int]:
    """Every legal line's exact value for the player to move (future triangles, mover's view)."""
    solver = solver if solver is not None else Solver()
    solver.clear()
    pos = Position(game.copy())
    found = solver.values(pos, None)
    assert found is not None  # no clock: the search runs to its end
    pairs = pos.tables.pairs
    return {pairs[line]: value for line, value in found.items()}


def certify(game: Game, solver: Solver | None = None) -> Certificate | None:
    """The certificate of ``game``'s position, or None when no line stands out.

    The answers are the lines of the best value; the margin is how far every other
    line falls short of them (at least one triangle, or it is no puzzle)."""
    if game.is_over or game.legal_count < 2:
        return None
    values = exact_values(game, solver)
    best = max(values.values())
    answers = tuple(sorted(line for line, value in values.items() if value == best))
    others = [value for value in values.values() if value != best]
    if not others:
        return None
    return Certificate(values, answers, best - max(others), task_for(game, values, answers))


def task_for(game: Game, values: dict[Line, int], answers: tuple[Line, ...]) -> PuzzleTask:
    """The most telling task the answers fulfil, and no other line does."""
    pos = Position(game.copy())
    index = {pair: i for i, pair in enumerate(pos.tables.pairs)}
    legal = [index[line] for line in values]
    takes = pos.takes(legal)
    answer_lines = {index[line] for line in answers}
    if takes and game.play_again:
        return PuzzleTask.KEEP_CONTROL
    if not takes:
        gifts = {line: pos.gifts(line) for line in legal}
        safe = {line for line, count in gifts.items() if count == 0}
        if safe and safe == answer_lines and len(safe) == 1:
            return PuzzleTask.NO_GIFT
        if not safe:
            least = min(gifts.values())
            if {line for line, count in gifts.items() if count == least} == answer_lines:
                return PuzzleTask.SMALLEST_GIFT
    best = values[answers[0]]
    if best > 0 and all(value <= 0 for line, value in values.items() if line not in answers):
        return PuzzleTask.WIN
    return PuzzleTask.BEST_LINE
