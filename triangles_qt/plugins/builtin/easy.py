"""Easy: a beginner's opponent that usually grabs a free triangle and otherwise plays loosely."""

from __future__ import annotations

from triangles_qt.plugins.builtin._base import BuiltinOpponent, Deadline
from triangles_qt.plugins.builtin._tactics import Position

#: How often Easy takes a triangle that is there for the taking.
TAKE_RATE = 0.75
#: How often, with nothing to take, Easy at least avoids handing one over.
CARE_RATE = 0.7


class EasyOpponent(BuiltinOpponent):
    """Takes a free triangle about three times in four; otherwise a mostly harmless line.

    It never looks ahead more than one line, so a beginner who learns not to
    leave two sides of a triangle drawn will beat it.
    """

    name = "Easy"
    strength = 20
    description = "Takes free triangles most of the time, but does not look ahead."
    names = {"en": "Easy", "ro": "Ușor", "hi": "आसान"}  # noqa: RUF012
    descriptions = {  # noqa: RUF012
        "en": description,
        "ro": "Ia de obicei triunghiurile libere, dar nu se gândește înainte.",
        "hi": "ज़्यादातर खुले त्रिभुज ले लेता है, पर आगे की नहीं सोचता।",
    }

    def _choose(self, pos: Position, deadline: Deadline) -> int:
        rng = self.rng
        legal = pos.legal()
        takes = pos.takes(legal)
        if takes and rng.random() < TAKE_RATE:
            return rng.choice(takes)
        if rng.random() < CARE_RATE:
            safe = pos.random_safe(rng, tries=20)
            if safe >= 0 and not pos.closes(safe):
                return safe
        return rng.choice(legal)
