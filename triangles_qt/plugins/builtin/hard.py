"""Hard: looks several exchanges ahead, and plays the endgame perfectly."""

from __future__ import annotations

from triangles_qt.plugins.builtin._base import BuiltinOpponent, Deadline
from triangles_qt.plugins.builtin._lookahead import Lookahead
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, Tables

#: Legal lines at or below which the exact search is tried first, for strict
#: alternation and for "play again". Chains make "play again" endgames far
#: narrower (a chain is taken in one go), so they are solved earlier.
SOLVE_BELOW = (18, 32)
#: Share of the move's time the exact search may use before falling back.
SOLVE_SHARE = 0.6


class HardOpponent(BuiltinOpponent):
    """Exchange look-ahead (see ``_lookahead``), exact alpha-beta near the end.

    ``depth`` fixes how many exchanges ahead it looks instead of deepening
    until its time share is used; with a seed that makes it reproducible
    (as long as the time limit is not the one that stops it).
    """

    name = "Hard"
    description = "Looks several exchanges ahead and plays endgames perfectly."
    names = {"en": "Hard", "ro": "Greu", "hi": "कठिन"}  # noqa: RUF012
    descriptions = {  # noqa: RUF012
        "en": description,
        "ro": "Se gândește cu câteva schimburi înainte și joacă finalurile perfect.",
        "hi": "कई चालें आगे सोचता है और खेल का अंत बिना गलती के खेलता है।",
    }

    def __init__(self, seed: int | None = None, depth: int | None = None) -> None:
        super().__init__(seed)
        self.depth = depth
        self._solver = Solver()
        self._solver_tables: Tables | None = None

    def _choose(self, pos: Position, deadline: Deadline) -> int:
        game = pos.game
        if game.legal_count <= SOLVE_BELOW[game.play_again]:
            if self._solver_tables is not pos.tables:
                # Transposition keys only mean something on one board.
                self._solver = Solver()
                self._solver_tables = pos.tables
            solved = self._solver.solve(pos, deadline.fraction(SOLVE_SHARE))
            if solved is not None:
                return solved[0]
        search = Lookahead(pos, deadline, self.rng)
        line, _value = search.best(self.depth if self.depth is not None else 64)
        return line
