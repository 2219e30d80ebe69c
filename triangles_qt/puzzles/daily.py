"""The daily puzzle: the same for everyone on the same day with the same version (Qt-free).

The shipped puzzles are put in a fixed order (by a digest of each id, so the
order needs no random generator whose sequence might change), and day N
since :data:`FIRST_DAY` takes the N-th, round and round: every puzzle comes
once before any comes twice.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Sequence
from typing import Final

from triangles_qt.puzzles.puzzle import Puzzle

FIRST_DAY: Final = datetime.date(2026, 12, 1)


def daily_order(puzzles: Sequence[Puzzle]) -> list[Puzzle]:
    return sorted(puzzles, key=lambda p: hashlib.sha256(f"daily:{p.id}".encode()).hexdigest())


def daily_puzzle(day: datetime.date, puzzles: Sequence[Puzzle]) -> Puzzle:
    """The puzzle of ``day`` (a local calendar day) among ``puzzles``."""
    if not puzzles:
        raise ValueError("no puzzles")
    order = daily_order(puzzles)
    return order[(day - FIRST_DAY).days % len(order)]
