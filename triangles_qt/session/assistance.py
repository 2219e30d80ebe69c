"""The help the person had in a game against the computer: hints shown, undos used (Qt-free).

A game with help counts like any other and is marked in the statistics
("3 hints, 2 undos", docs/statistics.md). The counts travel with the game's
save (the record's ``extra``), so a game resumed after a crash, and a
finished game whose result waits for the statistics, keep them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

#: The key of the counts in a save's ``extra``.
EXTRA_KEY: Final = "assistance"
#: The most a save may claim of either (as the statistics accept, stats/result.py).
MAX_COUNT: Final = 1_000_000


@dataclass(frozen=True)
class Assistance:
    """How many hints were shown and how many times Undo took lines back."""

    hints: int = 0
    undos: int = 0

    def with_hint(self) -> Assistance:
        return Assistance(min(self.hints + 1, MAX_COUNT), self.undos)

    def with_undo(self) -> Assistance:
        return Assistance(self.hints, min(self.undos + 1, MAX_COUNT))

    def to_extra(self) -> dict[str, Any]:
        return {EXTRA_KEY: {"hints": self.hints, "undos": self.undos}}

    @classmethod
    def from_extra(cls, extra: dict[str, Any]) -> Assistance | None:
        """The counts a save holds; None when it has none (saved before they were kept) or
        they are not two whole numbers in range (then nothing is claimed either way)."""
        data = extra.get(EXTRA_KEY)
        if not isinstance(data, dict):
            return None
        hints, undos = data.get("hints"), data.get("undos")
        if not (_count(hints) and _count(undos)):
            return None
        assert isinstance(hints, int) and isinstance(undos, int)
        return cls(hints, undos)


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT
