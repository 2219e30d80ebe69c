"""Hard: plays the safe phase out in playouts, looks several exchanges ahead, solves the endgame."""

from __future__ import annotations

from triangles_qt.model import CORE
from triangles_qt.plugins.builtin._base import BuiltinOpponent, Deadline
from triangles_qt.plugins.builtin._lookahead import Lookahead
from triangles_qt.plugins.builtin._playouts import best_safe_line
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, Tables

#: Legal lines at or below which the exact search is tried first, for strict
#: alternation and for "play again", by core. Chains make "play again" endgames
#: far narrower (a chain is taken in one go), so they are solved earlier. On the
#: native core the median 24-star endgame of 28 strict lines is solved from a
#: fresh table in 0.37 s (all of them within 1 s), of 54 "play again" lines in
#: 0.44 s: within the search's share of a 1 s move. The horizons at 1 s are 30
#: and 56 (docs/performance.md, "Exact horizon at 1 s"), but a search that
#: usually runs past its share leaves the look-ahead too little time: trying from
#: 30 strict lines lost 7-13 to the Hard before, from 28 it went 9-10-1.
SOLVE_BELOW_BY_CORE = {"python": (18, 32), "native": (28, 54)}
SOLVE_BELOW = SOLVE_BELOW_BY_CORE[CORE]
#: Share of the move's time the exact search may use before falling back.
SOLVE_SHARE = 0.6
#: With a fixed ``depth``: the most safe lines judged by a fixed number of playouts.
FIXED_PLAYOUT_LINES = 24


class HardOpponent(BuiltinOpponent):
    """Playouts for safe lines under strict alternation (see ``_playouts``),
    exchange look-ahead (see ``_lookahead``), exact alpha-beta near the end.

    ``depth`` fixes how many exchanges ahead it looks instead of deepening
    until its time share is used, and how many rounds of playouts it plays
    (``2 * depth``) instead of filling the time; with a seed that makes it
    reproducible (as long as the time limit is not the one that stops it).
    """

    name = "Hard"
    strength = 80
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
        legal = pos.legal()
        if not game.play_again and not pos.takes(legal):
            safe = [i for i in legal if not pos.gifted_lines(i)]
            # With a fixed depth the playouts are counted, not timed, and
            # only tried where a count that small can tell lines apart.
            rounds = None if self.depth is None else 2 * self.depth
            if safe and (rounds is None or len(safe) <= FIXED_PLAYOUT_LINES):
                found = best_safe_line(pos, safe, deadline, self.rng, rounds)
                if found is not None:
                    return found[0]
        search = Lookahead(pos, deadline, self.rng)
        line, _value = search.best(self.depth if self.depth is not None else 64)
        return line
