"""Exact endgame search: alpha-beta over every legal line, with a transposition table.

The value of a position is the best score difference the player to move can
still make (future points only), so it depends on the drawn lines alone,
never on the points already scored or on who scored them: that is what makes
the transposition table sound.

With the native core (``triangles_qt.model.CORE == "native"``) the same search
runs inside it, with a table of 2**20 entries; this module's search is the
reference it is tested against and what runs without the core.
"""

from __future__ import annotations

from typing import Any

from triangles_qt.model import native
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._tactics import Position

_EXACT, _LOWER, _UPPER = 0, 1, 2
#: Nodes between two looks at the clock.
_CHECK_EVERY = 256


#: The native core's table: 2**20 entries of 16 bytes.
NATIVE_TABLE_BITS = 20


def _seconds(deadline: Deadline | None) -> float | None:
    """What the native core takes for a deadline: seconds left, or None for no clock."""
    return None if deadline is None else deadline.left()


class OutOfTime(Exception):
    """Raised inside the search when the deadline passes; the caller falls back."""


class Solver:
    """Solves positions exactly, sharing one transposition table across calls."""

    def __init__(self, max_entries: int = 400_000) -> None:
        # About 250 bytes an entry: the table stays near 100 MB at most.
        self.table: dict[tuple[int, int], tuple[int, int, int]] = {}
        self.max_entries = max_entries
        self._native_table: Any = None
        self._nodes_left: int | None = None

    def _native(self, pos: Position) -> tuple[Any, Any] | None:
        """(native position, native table) when the native core runs and there is a move."""
        if pos.game.is_over:
            return None
        position = pos.native
        if position is None:
            return None
        if self._native_table is None:
            assert native.native_module is not None
            self._native_table = native.native_module.Table(NATIVE_TABLE_BITS)
        return position, self._native_table

    def clear(self) -> None:
        """Forget every position searched, so the next answer owes nothing to earlier searches."""
        self.table.clear()
        if self._native_table is not None:
            self._native_table.clear()

    @property
    def nodes(self) -> int:
        """Positions the native core has searched with this solver (0 without it)."""
        return 0 if self._native_table is None else int(self._native_table.nodes)

    def solve(
        self, pos: Position, deadline: Deadline | None, nodes: int | None = None
    ) -> tuple[int, int] | None:
        """(best line, its exact value for the mover), or None if the deadline came first.

        With ``deadline`` None the search runs to its end: the answer never depends on the
        clock. ``nodes`` caps the positions it may search (None if the cap came first): a
        budget that, unlike a clock, gives the same answer on any machine under any load.
        """
        core = self._native(pos)
        if core is not None:
            found: tuple[int, int] | None = core[0].solve(core[1], _seconds(deadline), nodes)
            return found
        if len(self.table) > self.max_entries:
            self.table.clear()
        self._pos = pos
        self._deadline = deadline
        self._budget = _CHECK_EVERY
        self._nodes_left = nodes
        depth = len(pos.stack)
        try:
            best_line = -1
            best = -(1 << 20)
            game = pos.game
            player = game.current_player
            bound = game.alive_triangles
            alpha, beta = -bound - 1, bound + 1
            for line in self._ordered():
                closed = pos.play(line)
                if game.is_over:
                    value = closed
                elif game.current_player == player:
                    value = closed + self._search(max(alpha, best) - closed, beta - closed)
                else:
                    value = closed - self._search(closed - beta, closed - max(alpha, best))
                pos.undo()
                if value > best:
                    best, best_line = value, line
            return best_line, best
        except OutOfTime:
            # The search stopped somewhere down the tree: take back its moves.
            while len(pos.stack) > depth:
                pos.undo()
            return None
        finally:
            del self._pos, self._deadline

    def values(self, pos: Position, deadline: Deadline | None) -> dict[int, int] | None:
        """Every legal line's exact value for the player to move, or None if time ran out.

        (For the game review: the value of the line drawn, not only the best.) With
        ``deadline`` None it runs to its end and never returns None."""
        core = self._native(pos)
        if core is not None:
            found: dict[int, int] | None = core[0].values(core[1], _seconds(deadline))
            return found
        if len(self.table) > self.max_entries:
            self.table.clear()
        self._pos = pos
        self._deadline = deadline
        self._budget = _CHECK_EVERY
        self._nodes_left = None
        depth = len(pos.stack)
        game = pos.game
        player = game.current_player
        bound = game.alive_triangles
        values: dict[int, int] = {}
        try:
            for line in self._ordered():
                closed = pos.play(line)
                if game.is_over:
                    value = closed
                elif game.current_player == player:
                    value = closed + self._search(-bound - 1, bound + 1)
                else:
                    value = closed - self._search(-bound - 1, bound + 1)
                pos.undo()
                values[line] = value
            return values
        except OutOfTime:
            while len(pos.stack) > depth:
                pos.undo()
            return None
        finally:
            del self._pos, self._deadline

    def _ordered(self) -> list[int]:
        """Legal lines, likeliest best first: takes, then lines gifting nothing, then the rest."""
        pos = self._pos
        legal = pos.legal()
        gifted = pos.gifted_lines
        scored = []
        for line in legal:
            closes = pos.closes(line)
            scored.append((-4 * closes if closes else len(gifted(line)), line))
        scored.sort()
        return [line for _, line in scored]

    def _search(self, alpha: int, beta: int) -> int:
        pos = self._pos
        game = pos.game
        self._budget -= 1
        if self._nodes_left is not None:
            self._nodes_left -= 1
            if self._nodes_left < 0:
                raise OutOfTime
        if self._budget <= 0:
            self._budget = _CHECK_EVERY
            if self._deadline is not None and self._deadline.passed():
                raise OutOfTime
        remaining = game.alive_triangles
        if remaining == 0:
            return 0
        if alpha >= remaining:
            return remaining
        if beta <= -remaining:
            return -remaining
        player = game.current_player
        key = (pos.key, player)
        entry = self.table.get(key)
        if entry is not None:
            value, flag, _ = entry
            if flag == _EXACT:
                return value
            if flag == _LOWER and value >= beta:
                return value
            if flag == _UPPER and value <= alpha:
                return value
        original_alpha = alpha
        best = -(1 << 20)
        best_line = -1
        moves = self._ordered()
        if entry is not None and entry[2] in moves:
            moves.remove(entry[2])
            moves.insert(0, entry[2])
        for line in moves:
            closed = pos.play(line)
            if game.is_over:
                value = closed
            elif game.current_player == player:
                value = closed + self._search(alpha - closed, beta - closed)
            else:
                value = closed - self._search(closed - beta, closed - alpha)
            pos.undo()
            if value > best:
                best, best_line = value, line
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= original_alpha else _LOWER if best >= beta else _EXACT
        self.table[key] = (best, flag, best_line)
        return best
