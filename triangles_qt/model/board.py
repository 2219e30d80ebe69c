"""The fixed part of a game: stars, tolerance, and everything derived from them once.

Board units are screen points at the board's *intended display size*: a phone
board is laid out in a 640 x 360 frame, a tablet board in a 960 x 640 frame.
The tolerance (how close a line may pass to a star) is 6 units, "a few screen
points" at that size and just enough that a legal line never touches a drawn
star (4 units radius) with its stroke (2.6 units wide); see
``docs/board-geometry.md``.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence

import numpy as np

from triangles_qt.model import _checks, generators, geometry
from triangles_qt.model.geometry import FloatArray, IntArray
from triangles_qt.model.limits import MAX_COORDINATE, MAX_SEED, MAX_STARS

__all__ = [
    "BOARD_SIZES",
    "DEFAULT_TOLERANCE",
    "MAX_COORDINATE",
    "MAX_SEED",
    "MAX_STARS",
    "Board",
    "Layout",
    "bits_to_indices",
    "min_spacing",
]

#: Tolerance of generated boards, in board units (= screen points at intended size):
#: star radius 4 + half the line width 1.3 + a little air, so a line that is
#: allowed never visibly touches a star.
DEFAULT_TOLERANCE = 6.0
#: Every size the product offers.
BOARD_SIZES = (24, 60, 80, 120, 180)


class Layout(enum.Enum):
    """The screen a board is made for: it fixes the frame and the star spacing."""

    PHONE = "phone"
    TABLET = "tablet"

    @property
    def frame(self) -> tuple[float, float]:
        """Width and height of the board frame in board units (screen points)."""
        return (640.0, 360.0) if self is Layout.PHONE else (960.0, 640.0)

    @property
    def sizes(self) -> tuple[int, ...]:
        """The star counts offered on this kind of screen."""
        return (24, 60, 120) if self is Layout.PHONE else (80, 120, 180)

    @staticmethod
    def for_size(n_stars: int) -> Layout:
        """The layout a size belongs to; 120 is in both sets and defaults to tablet."""
        return Layout.PHONE if _star_count(n_stars) in (24, 60) else Layout.TABLET


def _star_count(n_stars: object) -> int:
    """A number of stars for a generated board: an integer 3..MAX_STARS (else ValueError)."""
    count = _checks.as_int(n_stars, "n_stars")
    if not 3 <= count <= MAX_STARS:
        raise ValueError(f"n_stars must be between 3 and {MAX_STARS}, not {count}")
    return count


def _layout(layout: object) -> Layout | None:
    """None, a Layout, or its value ("phone", "tablet"); anything else is a ValueError."""
    if layout is None or isinstance(layout, Layout):
        return layout
    if isinstance(layout, str):
        try:
            return Layout(layout)
        except ValueError:
            pass
    raise ValueError(f"layout must be a Layout or None, not {layout!r:.40}")


def min_spacing(n_stars: int, layout: Layout) -> float:
    """The smallest distance allowed between two generated stars.

    The current generator's (model/generators.py): 0.7 of the mean spacing,
    so stars look randomly scattered, yet the discs of half that radius cover
    only about 38 % of the frame, well below the ~55 % where random placement
    jams.
    """
    n_stars = _star_count(n_stars)
    checked = _layout(layout)
    if checked is None:
        raise ValueError("min_spacing needs a layout")
    return generators.first_spacing(generators.CURRENT_GENERATOR, n_stars, checked.value)


class Board:
    """Stars and tolerance, plus the precomputed candidate lines, crossings and empty triangles.

    A board never changes after creation, so many games (and search copies)
    share one.

    >>> board = Board([(0, 0), (4, 0), (4, 4), (0, 4)], tolerance=0.5)
    >>> board.n_lines, board.n_triangles
    (6, 4)
    """

    def __init__(
        self,
        stars: Sequence[Sequence[float]] | FloatArray,
        tolerance: float,
        *,
        seed: int | None = None,
        layout: Layout | None = None,
    ) -> None:
        self._setup(stars, tolerance, seed, layout, None)

    @classmethod
    def _within(
        cls,
        stars: object,
        tolerance: object,
        *,
        seed: object,
        layout: object,
        budget: Callable[[str, int], None],
    ) -> Board:
        """A board built like ``Board(...)``, calling ``budget(what, count)`` between stages.

        The loader's budget raises to stop a hostile record before the
        stages whose cost grows with the counts: "lines" (after the O(n**3)
        candidate test; the crossing table grows with its square),
        "drawable triangles" (triangles of three candidate lines, checked for
        emptiness) and "triangles" (the ones kept, each with Python tables).
        """
        board = cls.__new__(cls)
        board._setup(stars, tolerance, seed, layout, budget)
        return board

    def _setup(
        self,
        stars: object,
        tolerance: object,
        seed: object,
        layout: object,
        budget: Callable[[str, int], None] | None,
    ) -> None:
        array = _checks.star_array(stars)
        if len(set(map(tuple, array.tolist()))) != len(array):
            raise ValueError("two stars share the same position")
        tol = _checks.as_tolerance(tolerance)
        checked_seed = _checks.as_seed(seed)
        checked_layout = _layout(layout)
        array.setflags(write=False)
        self._stars = array
        self._tolerance = tol
        self.seed = checked_seed
        self.layout = checked_layout
        self._most_triangles: int | None = None  # (worked out when first asked)
        self._precompute(budget)

    # -- construction -------------------------------------------------------

    @classmethod
    def generate(
        cls,
        n_stars: int,
        seed: int | None = None,
        *,
        layout: Layout | None = None,
        tolerance: float = DEFAULT_TOLERANCE,
        generator: int = generators.CURRENT_GENERATOR,
    ) -> Board:
        """A random, well-spread board; the same seed gives the same board everywhere.

        ``generator`` is the number of the way stars are placed
        (model/generators.py): each one is kept unchanged in every later
        version, so the same seed and generator give the same stars forever.
        Generator 1 uses Python's ``random.Random``, whose stream is fixed
        across platforms and versions, and rounds coordinates to 1/100 of a unit.
        """
        n_stars = _star_count(n_stars)
        checked_seed = _checks.as_seed(seed)
        if checked_seed is None:
            checked_seed = random.SystemRandom().randrange(2**31)
        checked_layout = _layout(layout) or Layout.for_size(n_stars)
        checked_tolerance = _checks.as_tolerance(tolerance)
        number = _checks.as_int(generator, "generator")
        if not generators.known(number):
            raise ValueError(f"there is no board generator {number}")
        stars = generators.place_stars(number, n_stars, checked_seed, checked_layout.value)
        return cls(stars, checked_tolerance, seed=checked_seed, layout=checked_layout)

    def _precompute(self, budget: Callable[[str, int], None] | None = None) -> None:
        stars = self._stars
        n = len(stars)
        a, b = geometry._all_pairs(n)
        keep = geometry._candidate_mask(stars, a, b, self._tolerance)
        self._la: IntArray = a[keep]
        self._lb: IntArray = b[keep]
        n_lines = len(self._la)
        self._n_lines = n_lines
        if budget is not None:
            budget("lines", n_lines)
            budget("drawable triangles", _drawable_triangles(n, self._la, self._lb))
        line_id = np.full((n, n), -1, dtype=np.int32)
        ids = np.arange(n_lines, dtype=np.int32)
        line_id[self._la, self._lb] = ids
        line_id[self._lb, self._la] = ids
        self._line_id = line_id
        signs = geometry._orientation_signs(stars)
        tris = geometry._empty_triangles(signs, self._la, self._lb, line_id)
        if budget is not None:
            budget("triangles", len(tris))
        self._cross_bits: list[int] = geometry._crossing_bits(signs, self._la, self._lb)
        del signs
        self._triangles = tris
        n_tris = len(tris)
        sides = (
            np.stack(
                [
                    line_id[tris[:, 0], tris[:, 1]],
                    line_id[tris[:, 1], tris[:, 2]],
                    line_id[tris[:, 0], tris[:, 2]],
                ],
                axis=1,
            ).astype(np.int32)
            if n_tris
            else np.zeros((0, 3), dtype=np.int32)
        )
        self._tri_sides = sides
        self._side_of = _padded_triangles_of_lines(sides, n_lines, n_tris)
        degree = np.bincount(sides.reshape(-1), minlength=n_lines).astype(np.int64)
        self._tri_ptr = np.zeros(n_lines + 1, dtype=np.int64)
        np.cumsum(degree, out=self._tri_ptr[1:])
        self._tri_degree = degree
        self._tri_flat = np.argsort(sides.reshape(-1), kind="stable").astype(np.int32) // 3
        # From the exact (CSR) table, not the padded one: a line on many
        # triangles must not make every row that wide.
        flat = self._tri_flat.tolist()
        ptr = self._tri_ptr.tolist()
        self._tris_of_line: list[tuple[int, ...]] = [
            tuple(flat[ptr[i] : ptr[i + 1]]) for i in range(n_lines)
        ]
        tri_list: list[list[int]] = tris.tolist()
        self._triangle_tuples: list[tuple[int, int, int]] = [(i, j, k) for i, j, k in tri_list]
        # Python-level lookups for the per-move hot path.
        self.pairs: tuple[tuple[int, int], ...] = tuple(
            zip(self._la.tolist(), self._lb.tolist(), strict=True)
        )
        third: list[int] = [0] * n_lines
        # tri_of[line * n + star]: the triangle made by a line and a third star.
        tri_of: dict[int, int] = {}
        for t, ((i, j, k), (s0, s1, s2)) in enumerate(zip(tri_list, sides.tolist(), strict=True)):
            for line, other in ((s0, k), (s1, i), (s2, j)):
                third[line] |= 1 << other
                tri_of[line * n + other] = t
        self._empty_third = third
        self._tri_of = tri_of
        for arr in (
            self._la,
            self._lb,
            self._line_id,
            self._triangles,
            self._tri_sides,
            self._side_of,
            self._tri_ptr,
            self._tri_degree,
            self._tri_flat,
        ):
            arr.setflags(write=False)

    # -- public read-only view ----------------------------------------------

    @property
    def stars(self) -> FloatArray:
        """Star positions, a read-only array of shape (n, 2)."""
        return self._stars

    @property
    def tolerance(self) -> float:
        """How close (inclusive) a line may not come to another star, in board units."""
        return self._tolerance

    @property
    def n_stars(self) -> int:
        return len(self._stars)

    @property
    def n_lines(self) -> int:
        """Number of candidate lines (pairs that pass over no star)."""
        return self._n_lines

    @property
    def n_triangles(self) -> int:
        """Number of triangles that would count if closed."""
        return len(self._triangles)

    @property
    def lines(self) -> IntArray:
        """Candidate lines as a read-only array (C, 2) of star pairs a < b."""
        out = np.stack([self._la, self._lb], axis=1)
        out.setflags(write=False)
        return out

    @property
    def triangles(self) -> IntArray:
        """Counting triangles as a read-only array (T, 3) of sorted star triples."""
        return self._triangles

    # The engine's own look-up tables, for search code (the built-in opponents)
    # that would otherwise rebuild them. Read-only: never change them.

    @property
    def line_ids(self) -> IntArray:
        """``line_ids[a, b]``: the candidate line a-b, or -1; a read-only (n, n) array."""
        return self._line_id

    @property
    def third_stars(self) -> Sequence[int]:
        """``third_stars[line]``: bit set of the stars making a counting triangle with ``line``."""
        return self._empty_third

    @property
    def crossing_bits(self) -> Sequence[int]:
        """``crossing_bits[line]``: bit set of the candidate lines that cross ``line``."""
        return self._cross_bits

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, width, height) of the frame the board is meant to be shown in."""
        if self.layout is not None:
            width, height = self.layout.frame
            return (0.0, 0.0, width, height)
        lo = self._stars.min(axis=0)
        hi = self._stars.max(axis=0)
        pad = max(1.0, 0.05 * float(max(hi - lo)))
        return (
            float(lo[0]) - pad,
            float(lo[1]) - pad,
            float(hi[0] - lo[0]) + 2 * pad,
            float(hi[1] - lo[1]) + 2 * pad,
        )

    def check_star(self, index: object) -> int:
        """``index`` as a star number, or ``ValueError`` if there is no such star."""
        if type(index) is int and 0 <= index < len(self._stars):
            return index
        i = _checks.as_int(index, "star index")
        if not 0 <= i < len(self._stars):
            raise ValueError(f"there is no star {i} (the board has {len(self._stars)})")
        return i

    def check_line(self, line: object) -> int:
        """``line`` as a candidate line number, or ``ValueError`` if there is no such line.

        Negative numbers are refused rather than counted from the end, as
        numpy would: -1 is what :meth:`line_index` answers for "no line".
        """
        if type(line) is int and 0 <= line < self._n_lines:
            return line
        i = _checks.as_int(line, "line number")
        if not 0 <= i < self._n_lines:
            raise ValueError(f"there is no candidate line {i} (the board has {self._n_lines})")
        return i

    def line_index(self, a: int, b: int) -> int:
        """Index of the candidate line a-b, or -1 if it passes over a star (or a == b)."""
        i, j = self.check_star(a), self.check_star(b)
        return int(self._line_id[i, j]) if i != j else -1

    def line_stars(self, line: int) -> tuple[int, int]:
        """The two stars (a < b) of candidate line ``line``."""
        return self.pairs[self.check_line(line)]

    def stars_over(self, a: int, b: int) -> list[int]:
        """The stars that lie within the tolerance of segment a-b (why it is refused)."""
        i, j = self.check_star(a), self.check_star(b)
        if i == j:
            return []
        near = geometry._stars_near_segments(
            self._stars,
            np.array([i], dtype=np.int32),
            np.array([j], dtype=np.int32),
            self._tolerance,
        )
        return [int(s) for s in np.flatnonzero(near[0])]

    def crossing(self, line: int) -> IntArray:
        """Indices of the candidate lines that cross candidate line ``line``."""
        return _bits_to_indices(self._cross_bits[self.check_line(line)], self._n_lines)

    def triangles_of_lines(self, lines: IntArray) -> IntArray:
        """Every triangle having one of ``lines`` as a side (with repeats).

        ``lines`` is any array or sequence of candidate line numbers (numpy
        integers of any width); ``ValueError`` for anything else.
        """
        return self._triangles_of_lines(_checks.index_array(lines, self._n_lines, "lines"))

    def _triangles_of_lines(self, lines: IntArray) -> IntArray:
        """:meth:`triangles_of_lines` for a flat array of valid line numbers (the move's path)."""
        counts = self._tri_degree[lines]
        ends = np.cumsum(counts)
        total = int(ends[-1]) if len(ends) else 0
        shift = np.repeat(self._tri_ptr[lines] - (ends - counts), counts)
        found: IntArray = self._tri_flat[np.arange(total) + shift]
        return found

    def hull_size(self) -> int:
        """Stars at the corners of the convex hull (for the 2n - h - 2 check)."""
        return geometry.convex_hull_size(self._stars)

    @property
    def most_triangles(self) -> int:
        """The most triangles a whole game on this board can count: 2n - h - 2.

        Every counted triangle is a face of the drawn (never crossing) lines,
        and no such drawing has more inner faces than a triangulation of the
        stars, which has 2n - h - 2 with h the stars on the convex hull's
        boundary. ``h`` here counts only the hull's corners (never more than
        the boundary's stars), so the figure is never too small.
        """
        most = self._most_triangles
        if most is None:
            n = self.n_stars
            most = max(0, 2 * n - self.hull_size() - 2) if n >= 3 else 0
            self._most_triangles = most
        return most

    def __repr__(self) -> str:
        extra = f", seed={self.seed}" if self.seed is not None else ""
        return f"Board(n_stars={self.n_stars}, tolerance={self._tolerance}{extra})"


def bits_to_indices(bits: int, size: int) -> IntArray:
    """The positions of the set bits of ``bits`` (``0 <= bits < 2**size``), ascending."""
    value = _checks.as_int(bits, "bits")
    width = _checks.as_int(size, "size")
    if value < 0 or width < 0 or value.bit_length() > width:
        raise ValueError("bits must be a non-negative integer below 2**size")
    return _bits_to_indices(value, width)


def _bits_to_indices(bits: int, size: int) -> IntArray:
    if bits == 0:
        return np.zeros(0, dtype=np.int32)
    raw = np.frombuffer(bits.to_bytes((size + 7) // 8, "little"), dtype=np.uint8)
    # nonzero() on a bool view is several times faster than on the uint8 bits.
    return np.unpackbits(raw, bitorder="little").view(np.bool_).nonzero()[0].astype(np.int32)


def _drawable_triangles(n: int, la: IntArray, lb: IntArray) -> int:
    """Triangles whose three sides are candidate lines: the emptiness test's work.

    Each is counted once per side, as a star joined to both ends of a line.
    (A matrix product would call BLAS, whose threads spin on a shared machine.)
    """
    adjacent = np.zeros((n, n), dtype=bool)
    adjacent[la, lb] = True
    adjacent[lb, la] = True
    return int(np.count_nonzero(adjacent[la] & adjacent[lb])) // 3


def _padded_triangles_of_lines(sides: IntArray, n_lines: int, n_tris: int) -> IntArray:
    """``table[line]`` lists the triangles having ``line`` as a side, padded with ``n_tris``.

    A rectangular table lets a move gather the triangles of many lines in one
    numpy indexing step; the padding index points at a slot that is never alive.
    """
    flat = sides.reshape(-1)
    counts = np.bincount(flat, minlength=n_lines) if n_tris else np.zeros(n_lines, np.int64)
    width = int(counts.max()) if n_lines and n_tris else 1
    table = np.full((n_lines, max(1, width)), n_tris, dtype=np.int32)
    if n_tris:
        order = np.argsort(flat, kind="stable")
        lines_sorted = flat[order]
        tri_sorted = (order // 3).astype(np.int32)
        starts = np.zeros(n_lines, dtype=np.int64)
        np.cumsum(counts[:-1], out=starts[1:])
        slot = np.arange(len(flat)) - starts[lines_sorted]
        table[lines_sorted, slot] = tri_sorted
    return table
