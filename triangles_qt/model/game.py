"""The changing part of a game: drawn lines, scores, whose turn, and undo.

Per move the engine only looks things up in the board's precomputed tables:
the lines the new line crosses become unplayable, the triangles on those
lines die, and the triangles whose last side this is close. Every change is
recorded so :meth:`Game.undo` puts back exactly what was there.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

import numpy as np

from triangles_qt.model import _checks
from triangles_qt.model.board import Board, _bits_to_indices
from triangles_qt.model.geometry import IntArray

Triangle = tuple[int, int, int]


class Refusal(enum.Enum):
    """Why a line cannot be drawn."""

    SAME_STAR = "same_star"
    """Both ends are the same star."""
    EXISTS = "exists"
    """The line is already drawn."""
    OVER_STAR = "over_star"
    """The line passes over (or within the tolerance of) another star."""
    CROSSES = "crosses"
    """The line crosses a line already drawn."""
    GAME_OVER = "game_over"
    """The game has ended: no triangle can be closed any more."""


class IllegalMove(ValueError):
    """A line the rules refuse; ``reason`` says which rule."""

    def __init__(self, reason: Refusal, a: int, b: int) -> None:
        reason = Refusal(reason)  # a Refusal or its value; ValueError otherwise
        super().__init__(f"line {a}-{b} refused: {reason.value}")
        self.reason = reason
        self.a = a
        self.b = b


class NothingToUndo(ValueError, IndexError):
    """``undo()`` of a game with no move drawn: a request the game cannot grant.

    A ``ValueError``, like every request the model refuses. It is also an
    ``IndexError``, which ``undo()`` raised before (as ``list.pop()`` does),
    so code written against that keeps working.
    """

    def __init__(self) -> None:
        super().__init__("there is no move to undo: no line has been drawn")


@dataclass(frozen=True, slots=True)
class Move:
    """One drawn line, who drew it, and the triangles it closed."""

    a: int
    b: int
    player: int
    closed: tuple[Triangle, ...]


# One entry per move: (line, player, closed triangle ids, free-line bits before, killed triangles).
_Record = tuple[int, int, tuple[int, ...], int, "IntArray | list[int] | None"]

#: Up to this many newly crossed lines, a plain loop beats numpy's call overhead
#: (measured: 16 gives ~10 % more random 180-star games per second than 8).
_SMALL = 16
#: Up to this many, gather from the padded side table; beyond, the exact CSR one.
_PADDED = 64


def _flag(value: object, what: str) -> bool:
    """A yes/no option: a bool (numpy's too) or 0 or 1; not whatever merely looks true."""
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    try:
        number = _checks.as_int(value, what)
    except ValueError:
        number = -1
    if number in (0, 1):
        return bool(number)
    raise ValueError(f"{what} must be true or false, not {value!r:.40}")


class Game:
    """A game in progress on a :class:`Board`.

    >>> game = Game(Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5))
    >>> game.play(0, 1), game.play(1, 2), game.play(2, 3), game.play(0, 3)
    ((), (), (), ())
    >>> game.play(2, 0)
    ((0, 1, 2), (0, 2, 3))
    >>> game.scores, game.is_over, game.winner
    ((2, 0), True, 0)
    """

    __slots__ = (
        "_adjacent",
        "_alive",
        "_board",
        "_free",
        "_history",
        "_over",
        "_play_again",
        "_player",
        "_pool",
        "_scores",
    )

    def __init__(self, board: Board, play_again: bool = False) -> None:
        if not isinstance(board, Board):
            raise TypeError(f"a game needs a Board, not {type(board).__name__}")
        self._board = board
        self._play_again = (
            play_again if type(play_again) is bool else _flag(play_again, "play_again")
        )
        # Bit i set: candidate line i may still be drawn (not drawn, not crossed).
        self._free = (1 << board.n_lines) - 1
        # alive[t] == 1: triangle t can still be closed and counted. The extra
        # last slot is the padding index of the board's side table; never alive.
        self._alive = bytearray(b"\x01" * board.n_triangles + b"\x00")
        # adjacent[s]: bit set of the stars joined to star s by a drawn line.
        self._adjacent = [0] * board.n_stars
        self._history: list[_Record] = []
        self._scores = [0, 0]
        self._player = 0
        self._over = board.n_triangles == 0
        # A superset of the free lines, for uniform random picks (see random_line).
        self._pool: list[int] | None = None

    # -- state ----------------------------------------------------------------

    @property
    def board(self) -> Board:
        return self._board

    @property
    def play_again(self) -> bool:
        """Whether closing a triangle earns another line."""
        return self._play_again

    @property
    def current_player(self) -> int:
        """0 for Player 1, 1 for Player 2: who draws the next line."""
        return self._player

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def lines(self) -> tuple[tuple[int, int], ...]:
        """Drawn lines ``(a, b)``, ``a < b``, in the order drawn."""
        pairs = self._board.pairs
        return tuple(pairs[record[0]] for record in self._history)

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move so far, with its player and the triangles it closed."""
        return tuple(self._move(record) for record in self._history)

    @property
    def move_count(self) -> int:
        return len(self._history)

    @property
    def last_move(self) -> Move | None:
        return self._move(self._history[-1]) if self._history else None

    def _move(self, record: _Record) -> Move:
        board = self._board
        a, b = board.pairs[record[0]]
        return Move(a, b, record[1], tuple(board._triangle_tuples[t] for t in record[2]))

    @property
    def closed_triangles(self) -> tuple[tuple[Triangle, int], ...]:
        """Each closed (scoring) triangle with the player who closed it, in order."""
        tuples = self._board._triangle_tuples
        return tuple((tuples[t], r[1]) for r in self._history for t in r[2])

    @property
    def is_over(self) -> bool:
        """True as soon as no triangle can still be closed and counted."""
        return self._over

    @property
    def winner(self) -> int | None:
        """0 or 1 once the game is over; None for a tie or a game still going."""
        if not self._over or self._scores[0] == self._scores[1]:
            return None
        return 0 if self._scores[0] > self._scores[1] else 1

    @property
    def alive_triangles(self) -> int:
        """How many triangles can still be closed and counted."""
        return self._alive.count(1)

    @property
    def most_still_to_win(self) -> int:
        """At most this many more triangles can be closed and counted, by both players together.

        Never too small, and far tighter than :attr:`alive_triangles` (which
        counts overlapping triangles that can never all be closed: some 480 on
        a 24-star board whose games count fewer than 40): the board's
        :attr:`Board.most_triangles` less the triangles already counted, as
        each counted triangle is a face of the drawn lines and no drawing has
        more faces than that; and never more than the triangles still alive.
        """
        room = self._board.most_triangles - self._scores[0] - self._scores[1]
        return max(0, min(room, self._alive.count(1)))

    def alive_triangle_list(self) -> list[Triangle]:
        """The triangles that can still be closed and counted."""
        tuples = self._board._triangle_tuples
        alive = self._alive
        return [tuples[t] for t in range(len(tuples)) if alive[t]]

    # -- rules ----------------------------------------------------------------

    def refusal(self, a: int, b: int) -> Refusal | None:
        """None if line a-b may be drawn now, else the reason it may not."""
        board = self._board
        i, j = board.check_star(a), board.check_star(b)
        if i == j:
            return Refusal.SAME_STAR
        if (self._adjacent[i] >> j) & 1:
            return Refusal.EXISTS
        line = int(board._line_id[i, j])
        if line < 0:
            return Refusal.OVER_STAR
        if not (self._free >> line) & 1:
            return Refusal.CROSSES
        if self._over:
            return Refusal.GAME_OVER
        return None

    def is_legal(self, a: int, b: int) -> bool:
        return self.refusal(a, b) is None

    def is_drawn(self, a: int, b: int) -> bool:
        """Whether line a-b has been drawn."""
        return bool((self._adjacent[self._board.check_star(a)] >> self._board.check_star(b)) & 1)

    def crossed_lines(self, a: int, b: int) -> list[tuple[int, int]]:
        """The drawn lines that segment a-b crosses (to show why it is refused)."""
        line = self._board.line_index(a, b)
        if line < 0:
            return []
        pairs = self._board.pairs
        crossed = (pairs[int(m)] for m in self._board.crossing(line))
        return [(i, j) for i, j in crossed if (self._adjacent[i] >> j) & 1]

    def legal_lines(self) -> IntArray:
        """Indices (into ``board.lines`` / ``board.pairs``) of every line that may be drawn now."""
        if self._over:
            return np.zeros(0, dtype=np.int32)
        return _bits_to_indices(self._free, self._board._n_lines)

    def legal_moves(self) -> list[tuple[int, int]]:
        """Every line ``(a, b)``, ``a < b``, that may be drawn now."""
        pairs = self._board.pairs
        return [pairs[i] for i in self.legal_lines().tolist()]

    @property
    def legal_count(self) -> int:
        """How many lines may be drawn now."""
        return 0 if self._over else self._free.bit_count()

    def is_free(self, line: int) -> bool:
        """Whether candidate line number ``line`` may be drawn now (ignores game over).

        ``ValueError`` if there is no such line; numpy integers are fine.
        """
        if type(line) is int and line >= 0:
            if (self._free >> line) & 1:
                return True  # a set bit is always a candidate line
            if line < self._board._n_lines:
                return False
        line = self._board.check_line(line)  # ValueError: nothing else gets here
        return bool((self._free >> line) & 1)

    def random_line(self, rng: random.Random) -> int:
        """A uniformly random legal line index (for playouts); -1 if there is none.

        Picks from a cached superset of the free lines and rejects stale
        entries; the cache is rebuilt once more than half of it is stale, so
        a whole playout costs only a few rebuilds.
        """
        free = self._free
        if self._over or not free:
            return -1
        pool = self._pool
        if pool is None or free.bit_count() * 2 < len(pool):
            pool = self._pool = _bits_to_indices(free, self._board._n_lines).tolist()
        size = len(pool)
        try:
            line = pool[int(rng.random() * size)]
            if (free >> line) & 1:
                return line
            # Over half the pool is free, so a few more tries do; the bound
            # only stops an rng that keeps answering the same.
            tries = 2 * size + 64
            while tries:
                line = pool[int(rng.random() * size)]
                if (free >> line) & 1:
                    return line
                tries -= 1
            pool = self._pool = _bits_to_indices(free, self._board._n_lines).tolist()
            picked: int = pool[int(rng.random() * len(pool))]
            return picked
        except (AttributeError, TypeError, ValueError, OverflowError, IndexError):
            raise TypeError(
                "rng must be a random.Random (its random() a float in [0, 1)), "
                f"not {type(rng).__name__}"
            ) from None

    def closes(self, line: int) -> int:
        """How many triangles drawing candidate line ``line`` would close now."""
        if type(line) is not int or line < 0:
            line = self._board.check_line(line)
        try:
            a, b = self._board.pairs[line]
        except IndexError:
            raise ValueError(
                f"there is no candidate line {line} (the board has {self._board.n_lines})"
            ) from None
        return (self._adjacent[a] & self._adjacent[b] & self._board._empty_third[line]).bit_count()

    # -- moves ----------------------------------------------------------------

    def play(self, a: int, b: int) -> tuple[Triangle, ...]:
        """Draw line a-b for the current player; return the triangles it closed.

        Raises :class:`IllegalMove` (with ``.reason``) if the rules refuse it,
        and ``ValueError`` if a star does not exist. A refused line changes nothing.
        """
        board = self._board
        i, j = board.check_star(a), board.check_star(b)
        reason = self.refusal(i, j)
        if reason is not None:
            raise IllegalMove(reason, min(i, j), max(i, j))
        return self.play_line(int(board._line_id[i, j]))

    def play_line(self, line: int) -> tuple[Triangle, ...]:
        """Draw candidate line number ``line``; the fast path for search.

        Raises :class:`IllegalMove` if that line may not be drawn now, and
        ``ValueError`` if there is no such line (numpy integers are fine).
        """
        board = self._board
        free = self._free
        if type(line) is not int or line < 0:
            line = board.check_line(line)
        if self._over or not (free >> line) & 1:
            if not 0 <= line < board.n_lines:
                raise ValueError(
                    f"there is no candidate line {line} (the board has {board.n_lines})"
                )
            a, b = board.pairs[line]
            raise IllegalMove(self.refusal(a, b) or Refusal.GAME_OVER, a, b)
        a, b = board.pairs[line]
        newly = free & board._cross_bits[line]
        self._free = free ^ (1 << line) ^ newly
        alive = self._alive
        killed: IntArray | list[int] | None = None
        if newly:
            if newly.bit_count() <= _SMALL:
                sides = board._tris_of_line
                killed = []
                while newly:
                    low = newly & -newly
                    newly ^= low
                    for t in sides[low.bit_length() - 1]:
                        if alive[t]:
                            alive[t] = 0
                            killed.append(t)
            else:
                crossed = _bits_to_indices(newly, board._n_lines)
                if len(crossed) <= _PADDED:
                    tris = board._side_of[crossed].ravel()
                else:
                    tris = board._triangles_of_lines(crossed)
                view = np.frombuffer(alive, dtype=np.uint8)
                killed = tris[view[tris] == 1]
                view[killed] = 0
                del view
        adjacent = self._adjacent
        third = adjacent[a] & adjacent[b] & board._empty_third[line]
        adjacent[a] |= 1 << b
        adjacent[b] |= 1 << a
        player = self._player
        closed_ids: tuple[int, ...] = ()
        if third:
            tri_of = board._tri_of
            key = line * board.n_stars - 1
            ids = []
            while third:
                low = third & -third
                t = tri_of[key + low.bit_length()]
                alive[t] = 0
                ids.append(t)
                third ^= low
            closed_ids = tuple(ids)
            self._scores[player] += len(ids)
        if closed_ids or killed is not None:
            self._over = 1 not in alive
        self._history.append((line, player, closed_ids, free, killed))
        if not (closed_ids and self._play_again):
            self._player = 1 - player
        if not closed_ids:
            return ()
        tuples = board._triangle_tuples
        return tuple([tuples[t] for t in closed_ids])

    def undo(self) -> Move:
        """Take back the last move and return it; :class:`NothingToUndo` (a ``ValueError``)
        if no line has been drawn."""
        if not self._history:
            raise NothingToUndo
        record = self._history[-1]
        move = self._move(record)
        self._history.pop()
        line, player, closed_ids, free, killed = record
        self._free = free
        alive = self._alive
        if killed is not None:
            if isinstance(killed, list):
                for t in killed:
                    alive[t] = 1
            else:
                view = np.frombuffer(alive, dtype=np.uint8)
                view[killed] = 1
                del view
        for t in closed_ids:
            alive[t] = 1
        self._scores[player] -= len(closed_ids)
        a, b = self._board.pairs[line]
        self._adjacent[a] ^= 1 << b
        self._adjacent[b] ^= 1 << a
        self._player = player
        self._over = False
        self._pool = None
        return move

    def copy(self) -> Game:
        """An independent game in the same state, sharing the (immutable) board.

        Cheap: the free lines are one immutable int, the triangles one bytearray.
        """
        other = Game.__new__(Game)
        other._board = self._board
        other._play_again = self._play_again
        other._free = self._free
        other._alive = self._alive[:]
        other._adjacent = self._adjacent.copy()
        other._history = self._history.copy()
        other._scores = self._scores.copy()
        other._player = self._player
        other._over = self._over
        other._pool = self._pool
        return other

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, _memo: object) -> Game:
        return self.copy()

    def __repr__(self) -> str:
        state = "over" if self._over else f"Player {self._player + 1} to play"
        return (
            f"<Game {self._board.n_stars} stars, {len(self._history)} lines, "
            f"scores {self._scores[0]}-{self._scores[1]}, {state}>"
        )


def undo_target(game: Game, player: int) -> int | None:
    """How many moves an undo by ``player`` keeps: back to before that player's last line.

    The one rule for taking back (between two people, against the computer,
    and asked of the other device in a network game): the player's own last
    line goes, with everything after it. None when that player has drawn none.
    """
    for index in range(game.move_count - 1, -1, -1):
        if game.moves[index].player == player:
            return index
    return None
