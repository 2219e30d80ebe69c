"""Selective look-ahead over *exchanges*, the unit the game really turns on.

Once no line is safe, every turn gives something away, and what matters is
the whole exchange that follows: the gift, the triangles both sides then
take, and who is left having to give next. Medium looks one exchange ahead.
This search looks several: at each position where nobody can close a
triangle it tries the few cheapest gifts (ranked by :func:`light_exchange`,
one per distinct outcome), and where triangles are on offer it plays the
best take without spending depth (a quiescence search), plus, with "play
again", the double-dealing decline. Leaves are scored by the price the
player to move would pay for their cheapest gift.
"""

from __future__ import annotations

import random

from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._solver import OutOfTime
from triangles_qt.plugins.builtin._tactics import Position, double_deal, light_exchange

#: Gifts tried per position, by depth below the root (the last value repeats).
WIDTH = (10, 6, 5, 4)
_EXACT, _LOWER, _UPPER = 0, 1, 2


class Lookahead:
    """Iterative deepening over exchanges; :meth:`best` returns the line to draw."""

    def __init__(self, pos: Position, deadline: Deadline, rng: random.Random) -> None:
        self.pos = pos
        self.deadline = deadline
        self.rng = rng
        self.depth_reached = 0
        self._cut = False
        # (position key, player, depth) -> (value, bound kind, best line); the
        # best line also orders the next, deeper iteration.
        self._table: dict[tuple[int, int, int], tuple[int, int, int]] = {}
        self._best_line: dict[tuple[int, int], int] = {}
        # Iterative deepening revisits the same positions: keep their rankings.
        self._ranked: dict[int, list[tuple[int, float, int, int]]] = {}
        self._cheapest_of: dict[int, int] = {}
        # (moves drawn so far, ranking) of the positions on the current path
        # where a gift was chosen; children derive their rankings from these.
        self._anchors: list[tuple[int, list[tuple[int, float, int, int]]]] = []

    def best(self, max_depth: int = 30) -> tuple[int, int]:
        """(line, value) from the deepest search finished before the deadline."""
        pos = self.pos
        base = len(pos.stack)
        takes = pos.takes()
        root = self._moves(takes, root=True)
        best_line, best_value = root[0], 0
        self._anchors = [(base, self._ranking())]
        for depth in range(1, max_depth + 1):
            self._cut = False
            try:
                scored = []
                alpha = -(1 << 20)
                for line in root:
                    # Lines no better than the best so far only get a bound: enough to rank.
                    value = self._after(line, depth, 0, alpha, 1 << 20)
                    scored.append((value, line))
                    alpha = max(alpha, value)
            except OutOfTime:
                while len(pos.stack) > base:
                    pos.undo()
                break
            scored.sort(key=lambda item: -item[0])
            best_value, best_line = scored[0]
            root = [line for _, line in scored]
            self.depth_reached = depth
            if len(root) == 1 or not self._cut:
                # One choice, or the whole (pruned) tree was seen: deeper adds nothing.
                break
        return best_line, best_value

    # -- search ---------------------------------------------------------------

    def _after(self, line: int, depth: int, ply: int, alpha: int, beta: int) -> int:
        """Value for the player drawing ``line`` (depth is spent only on non-closing lines)."""
        pos = self.pos
        game = pos.game
        mover = game.current_player
        closed = pos.play(line)
        try:
            if game.is_over:
                return closed
            if not closed:
                depth -= 1
                ply += 1
            if game.current_player == mover:
                return closed + self._value(depth, ply, alpha - closed, beta - closed)
            return closed - self._value(depth, ply, closed - beta, closed - alpha)
        finally:
            pos.undo()

    def _value(self, depth: int, ply: int, alpha: int, beta: int) -> int:
        """Negamax value for the player to move."""
        # Nodes are costly enough (a ranking can take a millisecond) to look every time.
        if self.deadline.passed():
            raise OutOfTime
        pos = self.pos
        takes = pos.takes()
        if not takes and depth <= 0:
            self._cut = True
            return -self._cheapest()
        player = pos.game.current_player
        key = (pos.key, player, depth)
        entry = self._table.get(key)
        if entry is not None:
            value, kind, _ = entry
            if (
                kind == _EXACT
                or (kind == _LOWER and value >= beta)
                or (kind == _UPPER and value <= alpha)
            ):
                if kind != _EXACT:
                    self._cut = True  # a bound from a cut-off search: keep deepening
                return value
        original_alpha = alpha
        moves = self._moves(takes, root=False, ply=ply)
        hint = self._best_line.get((pos.key, player))
        if hint is not None and hint in moves:
            moves.remove(hint)
            moves.insert(0, hint)
        best = -(1 << 20)
        best_line = moves[0]
        if not takes:
            self._anchors.append((len(pos.stack), self._ranking()))
        try:
            for line in moves:
                value = self._after(line, depth, ply, alpha, beta)
                if value > best:
                    best, best_line = value, line
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
        finally:
            if not takes:
                self._anchors.pop()
        kind = _UPPER if best <= original_alpha else _LOWER if best >= beta else _EXACT
        self._table[key] = (best, kind, best_line)
        self._best_line[(pos.key, player)] = best_line
        return best

    def _cheapest(self) -> int:
        """What the player to move would pay for their cheapest gift (0 if a line is safe)."""
        pos = self.pos
        found = self._cheapest_of.get(pos.key)
        if found is not None:
            return found
        best = 1 << 20
        for line in pos.legal():
            cost = light_exchange(pos, line)[0]
            if cost < best:
                best = cost
                if best <= 0:
                    break
        best = 0 if best == 1 << 20 else best
        self._cheapest_of[pos.key] = best
        return best

    def _ranking(self) -> list[tuple[int, float, int, int]]:
        """Every non-closing line with its exchange (cost, tie-break, stars), cheapest first.

        Derived from the nearest ranked ancestor when there is one: only the
        lines whose exchange touches a star drawn on since are recomputed.
        """
        pos = self.pos
        ranked = self._ranked.get(pos.key)
        if ranked is not None:
            return ranked
        noise = self.rng.random
        ranked = []
        if self._anchors:
            since, parent = self._anchors[-1]
            pairs = pos.tables.pairs
            touched = 0
            for line in pos.stack[since:]:
                a, b = pairs[line]
                touched |= (1 << a) | (1 << b)
            is_free = pos.game.is_free
            for entry in parent:
                line = entry[3]
                if not is_free(line) or pos.closes(line):
                    continue
                if entry[2] & touched:
                    cost, stars = light_exchange(pos, line)
                    ranked.append((cost, entry[1], stars, line))
                else:
                    ranked.append(entry)
        else:
            for line in pos.legal():
                if pos.closes(line):
                    continue
                cost, stars = light_exchange(pos, line)
                ranked.append((cost, noise(), stars, line))
        ranked.sort()
        self._ranked[pos.key] = ranked
        return ranked

    def _moves(self, takes: list[int], root: bool, ply: int = 0) -> list[int]:
        """Lines worth trying: the best take (and a decline), else the cheapest distinct gifts."""
        pos = self.pos
        game = pos.game
        if takes:
            best_take = min(takes, key=lambda i: (-pos.closes(i), len(pos.gifted_lines(i))))
            moves = [best_take]
            if game.play_again:
                dd = double_deal(pos, takes)
                if dd is not None:
                    moves.append(dd[0])
            if not root or game.play_again:
                return moves
        else:
            moves = []
        # Non-closing lines, cheapest first; one per distinct exchange outcome.
        width = WIDTH[min(len(WIDTH) - 1, ply)]
        ranked = self._ranking()
        seen: set[tuple[int, int]] = set()
        for cost, _, stars, line in ranked:
            signature = (cost, stars)
            if signature in seen:
                continue
            seen.add(signature)
            moves.append(line)
            if len(moves) >= width + (1 if takes else 0):
                break
        return moves
