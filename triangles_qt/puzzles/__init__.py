"""Puzzles: positions from real games, each with a line to find that the exact solver certifies.

Qt-free. :func:`shipped_puzzles` reads the set that ships with the package
(made by ``tools/make_puzzles.py``); :mod:`.daily` picks the day's puzzle,
:mod:`.progress` remembers what the player solved, :mod:`.explain` says why
a line is right or wrong. ``python -m triangles_qt.puzzles`` lists and
re-certifies them for tools.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Final

from triangles_qt.puzzles.daily import daily_puzzle
from triangles_qt.puzzles.puzzle import (
    Certificate,
    Difficulty,
    Puzzle,
    PuzzleFileError,
    PuzzleTask,
    load_set,
)

SHIPPED: Final = Path(__file__).resolve().parents[1] / "resources" / "puzzles" / "puzzles.json"

__all__ = [
    "SHIPPED",
    "Certificate",
    "Difficulty",
    "Puzzle",
    "PuzzleFileError",
    "PuzzleTask",
    "daily_puzzle",
    "shipped_puzzles",
]


@functools.cache
def shipped_puzzles() -> tuple[Puzzle, ...]:
    """The puzzles that ship with the package, easiest first (read once; a few hundred ms)."""
    puzzles = load_set(SHIPPED.read_bytes())
    order = {level: n for n, level in enumerate(Difficulty)}
    return tuple(sorted(puzzles, key=lambda p: (order[p.difficulty], p.legal_lines, p.id)))
