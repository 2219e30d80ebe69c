"""Fast tactical look-ups shared by the built-in opponents (and the failure policy's fallback).

The rules engine answers "how many triangles would this line close"
(:meth:`Game.closes`) but not the question every opponent asks next: "would
this line let the other player close one?". A line *gifts* when it becomes
the second drawn side of a triangle that is still alive; :meth:`Position.gifted_lines`
is the one place that rule is written, and every gift question here (and
:func:`triangles_qt.plugins.policy.fallback_move`) asks it. The look-ups are
the board's own tables (:attr:`Board.third_stars`, :attr:`Board.crossing_bits`,
:attr:`Board.line_ids`), plus a mirror of the drawn lines kept in step with
every move made through :class:`Position`.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from typing import Any

from triangles_qt.model import CORE, Board, Game, native_position


class Tables:
    """Per-board look-ups: the board's own tables in the form the search indexes fastest."""

    def __init__(self, board: Board) -> None:
        n = board.n_stars
        self.n = n
        self.pairs: tuple[tuple[int, int], ...] = board.pairs
        self.n_lines = len(self.pairs)
        #: line_of[a * n + b]: candidate line a-b, or -1 (the board's table, flattened to
        #: a list: indexing a list is several times faster than a numpy array).
        self.line_of: list[int] = board.line_ids.ravel().tolist()
        #: third[line]: bit set of the stars c such that (line, c) is a counting triangle.
        self.third: Sequence[int] = board.third_stars
        #: crossing[line]: bit set of the candidate lines that cross ``line``.
        self.crossing: Sequence[int] = board.crossing_bits
        #: A random 64-bit key per line; a position's key is the xor over its drawn lines.
        keys = random.Random(0x7121A6)
        self.zobrist = [keys.getrandbits(64) for _ in range(self.n_lines)]


_cache: dict[tuple[int, float, bytes], Tables] = {}
_cache_lock = threading.Lock()


def tables_for(board: Board) -> Tables:
    """The tables of ``board``, built once per distinct board (boards are immutable).

    Keyed by content, not identity: a worker process may receive a fresh copy
    of the same board with every move.
    """
    key = (board.n_stars, board.tolerance, board.stars.tobytes())
    with _cache_lock:
        found = _cache.get(key)
    if found is None:
        found = Tables(board)
        with _cache_lock:
            if len(_cache) > 8:
                _cache.clear()
            _cache[key] = found
    return found


class Position:
    """A :class:`Game` plus the adjacency mirror that makes gift checks cheap.

    Every move must go through :meth:`play` / :meth:`undo` so the mirror stays
    in step with the game. :meth:`gifted_lines` is the gift rule;
    :meth:`gifts` and :meth:`is_gift` only say its answer differently.
    """

    __slots__ = ("_native", "adj", "game", "gone", "is_free", "key", "stack", "tables")

    def __init__(self, game: Game, tables: Tables | None = None) -> None:
        self.game = game
        #: The game's free-line test, looked up once: gift checks are the hot path.
        self.is_free = game.is_free
        #: Lines an exchange being followed has drawn or crossed (see light_exchange); 0 else.
        self.gone = 0
        self.tables = tables if tables is not None else tables_for(game.board)
        n = self.tables.n
        adj = [0] * n
        key = 0
        zobrist = self.tables.zobrist
        line_of = self.tables.line_of
        for a, b in game.lines:
            adj[a] |= 1 << b
            adj[b] |= 1 << a
            key ^= zobrist[line_of[a * n + b]]
        self.adj = adj
        #: Identifies the drawn lines (hence the whole position but for whose turn it is).
        self.key = key
        self.stack: list[int] = []
        self._native: Any = None

    @property
    def native(self) -> Any:
        """The native core's copy of this position (made on first use), or None without it.

        Searches that run wholly inside the core (the exact solver, playouts)
        use it; :meth:`play` and :meth:`undo` keep it in step once it exists.
        """
        if self._native is None and CORE == "native":
            game = self.game
            n = self.tables.n
            line_of = self.tables.line_of
            self._native = native_position(
                game.board, game.play_again, [line_of[a * n + b] for a, b in game.lines]
            )
        return self._native

    # -- moves ----------------------------------------------------------------

    def play(self, line: int) -> int:
        """Draw ``line``; return how many triangles it closed."""
        closed = len(self.game.play_line(line))
        a, b = self.tables.pairs[line]
        adj = self.adj
        adj[a] |= 1 << b
        adj[b] |= 1 << a
        self.key ^= self.tables.zobrist[line]
        self.stack.append(line)
        if self._native is not None:
            self._native.play(line)
        return closed

    def undo(self) -> None:
        self.game.undo()
        if self._native is not None:
            self._native.undo()
        line = self.stack.pop()
        a, b = self.tables.pairs[line]
        adj = self.adj
        adj[a] ^= 1 << b
        adj[b] ^= 1 << a
        self.key ^= self.tables.zobrist[line]

    # -- questions ------------------------------------------------------------

    def closes(self, line: int) -> int:
        """How many triangles ``line`` would close now."""
        a, b = self.tables.pairs[line]
        adj = self.adj
        return (adj[a] & adj[b] & self.tables.third[line]).bit_count()

    def gifted_lines(self, line: int) -> list[int]:
        """The gift rule: the lines that could close a triangle right after ``line`` is drawn.

        Drawing ``line`` offers a counting triangle when exactly one of its two
        other sides is drawn and the third is free: that triangle is alive
        (drawn lines never cross, so no side of it can be crossed) and the
        next mover closes it with the free side, listed once per triangle.
        ``line`` must be free. Empty means ``line`` gifts nothing; hot loops
        test that directly rather than through :meth:`is_gift`.
        """
        tables = self.tables
        a, b = tables.pairs[line]
        adj = self.adj
        adj_a = adj[a]
        one = (adj_a ^ adj[b]) & tables.third[line]
        out: list[int] = []
        if not one:
            return out
        n = tables.n
        line_of = tables.line_of
        is_free = self.is_free
        gone = self.gone
        while one:
            low = one & -one
            one ^= low
            c = low.bit_length() - 1
            other = line_of[b * n + c] if adj_a & low else line_of[a * n + c]
            if not (gone >> other) & 1 and is_free(other):
                out.append(other)
        return out

    def gifts(self, line: int) -> int:
        """How many triangles the next mover could close at once after ``line``."""
        return len(self.gifted_lines(line))

    def is_gift(self, line: int) -> bool:
        """Whether ``line`` lets the next mover close a triangle."""
        return bool(self.gifted_lines(line))

    def legal(self) -> list[int]:
        return self.game.legal_lines().tolist()  # type: ignore[no-any-return]

    def takes(self, legal: list[int] | None = None) -> list[int]:
        """The legal lines that close at least one triangle now."""
        if legal is None:
            legal = self.legal()
        tables = self.tables
        pairs = tables.pairs
        third = tables.third
        adj = self.adj
        return [i for i in legal if adj[pairs[i][0]] & adj[pairs[i][1]] & third[i]]

    def random_safe(self, rng: random.Random, tries: int = 12) -> int:
        """A random legal line that gifts nothing, found by sampling; -1 if none was found."""
        game = self.game
        for _ in range(tries):
            line = game.random_line(rng)
            if line < 0:
                return -1
            if not self.gifted_lines(line):
                return line
        return -1


def best_take(pos: Position, takes: list[int], noise: Callable[[], float]) -> int:
    """The take Medium (and its playouts) prefer: most triangles, then least offered back."""
    return min(takes, key=lambda i: (-pos.closes(i), len(pos.gifted_lines(i)), noise()))


def greedy_exchange(pos: Position, line: int, limit: int = 400) -> int:
    """Net points the *other* player gains if ``line`` is drawn and then both sides take greedily.

    After ``line``, whoever is to move closes any triangle they can, one line
    at a time, until nobody can close anything (with "play again" the taker
    keeps the turn, so this is the whole chain the opponent can run; with
    strict alternation the two players take in turn). Exact: it plays the
    lines on the game and takes them back. ``line`` must close nothing.
    """
    game = pos.game
    mover = game.current_player
    before = game.scores
    pending = pos.gifted_lines(line)
    pos.play(line)
    played = 1
    while pending and played < limit and not game.is_over:
        take = -1
        while pending:
            candidate = pending.pop()
            if game.is_free(candidate) and pos.closes(candidate):
                take = candidate
                break
        if take < 0:
            break
        pending.extend(pos.gifted_lines(take))
        pos.play(take)
        played += 1
    after = game.scores
    for _ in range(played):
        pos.undo()
    other = 1 - mover
    return (after[other] - before[other]) - (after[mover] - before[mover])


def light_exchange(pos: Position, line: int, limit: int = 400) -> tuple[int, int]:
    """:func:`greedy_exchange` without touching the game, plus the stars it involves.

    Several times faster: it follows the chain on the position's mirror of
    the drawn lines and a bit set of the lines drawn or crossed on the way,
    and never calls the engine's moves; it answers as :func:`greedy_exchange`
    does (the tests check it). The second value is the bit set of the stars
    the exchange touches, which tells apart gifts that open different chains
    at the same price and which later lines may change the answer.

    While the chain is followed, ``pos.adj`` and ``pos.gone`` describe the
    position the exchange has reached, so the one gift rule
    (:meth:`Position.gifted_lines`) answers there too; both are put back
    before it returns.
    """
    tables = pos.tables
    pairs = tables.pairs
    a, b = pairs[line]
    stars = (1 << a) | (1 << b)
    pending = pos.gifted_lines(line)
    if not pending:
        return 0, stars
    third = tables.third
    crossing = tables.crossing
    adj = pos.adj
    play_again = pos.game.play_again
    # Lines drawn or crossed during the exchange: no longer free.
    gone = (1 << line) | crossing[line]
    saved = {a: adj[a], b: adj[b]}  # the mirror's rows before the exchange
    adj[a] |= 1 << b
    adj[b] |= 1 << a
    # Points of the player to move after ``line`` (the opponent) minus the mover's.
    balance = 0
    sign = 1
    steps = 0
    try:
        while pending and steps < limit:
            take = -1
            closed = 0
            while pending:
                candidate = pending.pop()
                if (gone >> candidate) & 1:
                    continue
                x, y = pairs[candidate]
                stars |= (1 << x) | (1 << y)
                apex = adj[x] & adj[y] & third[candidate]
                if apex:
                    take = candidate
                    closed = apex.bit_count()
                    stars |= apex
                    break
            if take < 0:
                break
            x, y = pairs[take]
            pos.gone = gone
            pending.extend(pos.gifted_lines(take))
            gone |= (1 << take) | crossing[take]
            if x not in saved:
                saved[x] = adj[x]
            if y not in saved:
                saved[y] = adj[y]
            adj[x] |= 1 << y
            adj[y] |= 1 << x
            balance += sign * closed
            if not play_again:
                sign = -sign
            steps += 1
    finally:
        pos.gone = 0
        for star, row in saved.items():
            adj[star] = row
    return balance, stars


def double_deal(pos: Position, takes: list[int]) -> tuple[int, int] | None:
    """``(decline, take)`` when the triangles on offer are the last two of a chain, else None.

    With "play again", the player taking a chain can stop before its last two
    triangles and draw the far side of the last one instead: the opponent
    then closes both with one line but must move again, so the decliner
    keeps control (a *double-dealing* move). That needs exactly one take
    line ``take`` on offer whose capture would offer one more triangle, and a
    line ``decline`` that offers nothing but ``take``.
    """
    if len(takes) != 1:
        return None
    take = takes[0]
    if pos.closes(take) != 1:
        return None
    after = pos.gifted_lines(take)
    if len(after) != 1:
        return None
    decline = after[0]
    if pos.closes(decline) or pos.gifted_lines(decline) != [take]:
        return None
    return decline, take
