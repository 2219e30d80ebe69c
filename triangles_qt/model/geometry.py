"""Vectorised geometry done once per board: candidate lines, crossings, empty triangles.

Everything here works on a fixed star array and returns plain numpy arrays, so
the per-move code in :mod:`triangles_qt.model.game` only looks things up.

Predicates are written so that boards with small integer coordinates (the
hand-made positions in the tests and the How-to-play examples) are decided
exactly: orientation is a float64 cross product, and "within the tolerance of
a segment" compares squared quantities without a square root or a division.

The public functions check their arguments (``ValueError`` for anything out
of range, see :mod:`triangles_qt.model.limits`); the board calls the private
twins with arrays it has already checked.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from triangles_qt.model import _checks
from triangles_qt.model.limits import MAX_STARS

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int32]
Int8Array = NDArray[np.int8]
BoolArray = NDArray[np.bool_]


def all_pairs(n: int) -> tuple[IntArray, IntArray]:
    """Every pair ``(a, b)`` with ``a < b``, in lexicographic order (``0 <= n <= MAX_STARS``)."""
    count = _checks.as_int(n, "n")
    if not 0 <= count <= MAX_STARS:
        raise ValueError(f"n must be between 0 and {MAX_STARS}, not {count}")
    return _all_pairs(count)


def _all_pairs(n: int) -> tuple[IntArray, IntArray]:
    a, b = np.triu_indices(n, k=1)
    return a.astype(np.int32), b.astype(np.int32)


def orientation_signs(stars: FloatArray) -> Int8Array:
    """``S[i, j, k]`` = sign of the turn i -> j -> k (+1 left, -1 right, 0 collinear)."""
    return _orientation_signs(_stars(stars))


def _stars(stars: object) -> FloatArray:
    """A checked star array (the helpers also take fewer than three stars)."""
    return _checks.star_array(stars, min_stars=0)


def _orientation_signs(stars: FloatArray) -> Int8Array:
    n = len(stars)
    x = stars[:, 0]
    y = stars[:, 1]
    signs = np.empty((n, n, n), dtype=np.int8)
    for i in range(n):
        dx = x - x[i]
        dy = y - y[i]
        cross = np.multiply.outer(dx, dy)
        cross -= np.multiply.outer(dy, dx)
        # (cross > 0) - (cross < 0), straight into int8: the sign without a float pass.
        np.subtract(cross > 0, cross < 0, out=signs[i], dtype=np.int8, casting="unsafe")
    return signs


def stars_near_segments(stars: FloatArray, a: IntArray, b: IntArray, tolerance: float) -> BoolArray:
    """``near[p, s]``: star ``s`` lies within ``tolerance`` of segment ``a[p]-b[p]``.

    Inclusive, and the segment's own two stars never count. Squared
    comparisons only, so integer coordinates are decided exactly.
    """
    checked = _stars(stars)
    pa_, pb_ = _pairs(a, b, len(checked))
    return _stars_near_segments(checked, pa_, pb_, _checks.as_tolerance(tolerance))


def _pairs(a: object, b: object, n: int) -> tuple[IntArray, IntArray]:
    """Two checked, equally long arrays of star numbers."""
    first = _checks.index_array(a, n, "the first stars")
    second = _checks.index_array(b, n, "the second stars")
    if len(first) != len(second):
        raise ValueError("both arrays of star numbers must be equally long")
    return first, second


def _signs(signs: object) -> Int8Array:
    """A checked orientation array (n, n, n) of -1, 0 and +1."""
    array = _checks.plain_array(signs, "signs")
    if (
        array.ndim != 3
        or not array.shape[0] == array.shape[1] == array.shape[2]
        or array.shape[0] > MAX_STARS
        or array.dtype.kind not in "iu"
    ):
        raise ValueError("signs must be an integer array (n, n, n), as orientation_signs makes")
    if array.size and (int(array.min()) < -1 or int(array.max()) > 1):
        raise ValueError("signs must hold only -1, 0 and +1")
    return array.astype(np.int8, copy=False)


def _stars_near_segments(
    stars: FloatArray, a: IntArray, b: IntArray, tolerance: float
) -> BoolArray:
    pa = stars[a]
    pb = stars[b]
    dx = pb[:, 0] - pa[:, 0]
    dy = pb[:, 1] - pa[:, 1]
    sx = stars[:, 0][None, :] - pa[:, 0][:, None]
    sy = stars[:, 1][None, :] - pa[:, 1][:, None]
    length2 = (dx * dx + dy * dy)[:, None]
    dot = sx * dx[:, None] + sy * dy[:, None]
    cross = sy * dx[:, None] - sx * dy[:, None]
    tol2 = tolerance * tolerance
    beside = (dot > 0) & (dot < length2) & (cross * cross <= tol2 * length2)
    d2 = (stars[:, None, :] - stars[None, :, :]) ** 2
    close = d2[..., 0] + d2[..., 1] <= tol2
    near = beside | close[a] | close[b]
    rows = np.arange(len(a))
    near[rows, a] = False
    near[rows, b] = False
    return near


def candidate_mask(stars: FloatArray, a: IntArray, b: IntArray, tolerance: float) -> BoolArray:
    """True for the pairs whose segment keeps more than ``tolerance`` from every other star."""
    checked = _stars(stars)
    pa, pb = _pairs(a, b, len(checked))
    return _candidate_mask(checked, pa, pb, _checks.as_tolerance(tolerance))


def _candidate_mask(stars: FloatArray, a: IntArray, b: IntArray, tolerance: float) -> BoolArray:
    """The same predicate as :func:`stars_near_segments`, in fewer passes.

    Being close to an end is a per-star count (a pair is refused when either
    end has another star, not the other end, within the tolerance), and
    "beside the segment" is computed per first star, so the arrays are small
    and the offsets to the other stars are computed once. The arithmetic is
    the same, operation for operation, so the answers are identical.
    """
    n = len(stars)
    x = stars[:, 0]
    y = stars[:, 1]
    tol2 = tolerance * tolerance
    d2 = (stars[:, None, :] - stars[None, :, :]) ** 2
    close = d2[..., 0] + d2[..., 1] <= tol2
    others = close.sum(axis=1) - 1  # stars within the tolerance of each, itself not counted
    shared = close[a, b].astype(np.int64)
    keep: BoolArray = (others[a] - shared <= 0) & (others[b] - shared <= 0)
    if len(a) * n <= _ONE_PASS:
        sx = x[None, :] - x[a][:, None]
        sy = y[None, :] - y[a][:, None]
        keep &= ~_beside(sx, sy, x[b] - x[a], y[b] - y[a], tol2).any(axis=1)
        return keep
    order = np.argsort(a, kind="stable")
    bounds = np.searchsorted(a[order], np.arange(n + 1))
    chunk = max(1, _CHUNK // n)
    for first in range(n):
        sx = (x - x[first])[None, :]
        sy = (y - y[first])[None, :]
        for start in range(bounds[first], bounds[first + 1], chunk):
            rows = order[start : min(start + chunk, bounds[first + 1])]
            dx = x[b[rows]] - x[first]
            dy = y[b[rows]] - y[first]
            keep[rows] &= ~_beside(sx, sy, dx, dy, tol2).any(axis=1)
    return keep


#: Up to this many (pair, star) tests are made at once (small boards: few numpy
#: calls); beyond, star by star, which keeps the arrays small and in cache.
_ONE_PASS = 150_000
#: At most this many (pair, star) tests in one array (memory stays bounded).
_CHUNK = 1_000_000


def _beside(
    sx: FloatArray, sy: FloatArray, dx: FloatArray, dy: FloatArray, tol2: float
) -> BoolArray:
    """``beside[p, s]``: star s projects inside segment p and lies within the tolerance of it.

    ``sx``, ``sy``: offsets of the stars from each segment's first star, (m, n)
    or (1, n) when every segment starts at the same star; ``dx``, ``dy``: the
    segments. A segment's own stars are never beside it (they project onto
    its ends, and the test is strict there).
    """
    length2 = (dx * dx + dy * dy)[:, None]
    dot = sx * dx[:, None]
    dot += sy * dy[:, None]
    cross = sy * dx[:, None]
    cross -= sx * dy[:, None]
    cross *= cross
    beside = dot > 0
    beside &= dot < length2
    beside &= cross <= tol2 * length2
    return beside


def crossing_bits(signs: Int8Array, la: IntArray, lb: IntArray) -> list[int]:
    """For each line p, a bit set (a Python int) of the lines q that p properly crosses.

    Two segments cross when each separates the other's endpoints strictly:
    ``side[p, la[q]] * side[p, lb[q]] < 0`` and the same with p and q swapped.
    Segments sharing a star never cross by this test, and candidate lines
    never touch or overlap otherwise (no star lies on a candidate line).
    Bit sets make the per-move question "which still-free lines does this
    line cross?" a single AND.
    """
    checked = _signs(signs)
    la_, lb_ = _pairs(la, lb, checked.shape[0])
    return _crossing_bits(checked, la_, lb_)


def _crossing_bits(signs: Int8Array, la: IntArray, lb: IntArray) -> list[int]:
    n = signs.shape[0]
    count = len(la)
    side = signs.reshape(n * n, n)[la.astype(np.int64) * n + lb]  # (C, n): side of star s wrt p
    side_t = np.ascontiguousarray(side.T)  # (n, C): side_t[s, q] = side of star s wrt q
    # Packed rows over q: star s lies left (right) of line q. "q separates
    # p's ends" is then two ANDs and an OR of packed rows, 8 lines a byte.
    left = np.packbits(side_t > 0, axis=1, bitorder="little")
    right = np.packbits(side_t < 0, axis=1, bitorder="little")
    out: list[int] = []
    block = max(1, 2_000_000 // max(1, count))
    for start in range(0, count, block):
        stop = min(count, start + block)
        part = side[start:stop]
        separates = np.take(part, la, axis=1)  # p separates q's ends
        separates *= np.take(part, lb, axis=1)
        first, second = la[start:stop], lb[start:stop]
        packed = np.packbits(separates < 0, axis=1, bitorder="little")
        packed &= (left[first] & right[second]) | (right[first] & left[second])
        out.extend(int.from_bytes(row.tobytes(), "little") for row in packed)
    return out


def empty_triangles(signs: Int8Array, la: IntArray, lb: IntArray, line_id: IntArray) -> IntArray:
    """Triangles whose three sides are candidate lines and hold no star strictly inside.

    Returns an array ``(T, 3)`` of sorted star triples ``i < j < k``. Since every
    side is a candidate line, no star lies within the tolerance of a side.
    """
    checked = _signs(signs)
    n = checked.shape[0]
    la_, lb_ = _pairs(la, lb, n)
    ids = _checks.plain_array(line_id, "line_id")
    if ids.shape != (n, n) or ids.dtype.kind not in "iu":
        raise ValueError("line_id must be an integer array (n, n), -1 where there is no line")
    return _empty_triangles(checked, la_, lb_, ids)


def _empty_triangles(signs: Int8Array, la: IntArray, lb: IntArray, line_id: IntArray) -> IntArray:
    n = signs.shape[0]
    if len(la) == 0:
        return np.zeros((0, 3), dtype=np.int32)
    adjacent = line_id >= 0
    # For line (i, j), i < j: third stars k > j joined to both i and j.
    common = adjacent[la] & adjacent[lb]
    common &= np.arange(n)[None, :] > lb[:, None]
    line_idx, k = np.nonzero(common)
    i = la[line_idx].astype(np.int64)
    j = lb[line_idx].astype(np.int64)
    k = k.astype(np.int64)
    if len(k) == 0:
        return np.zeros((0, 3), dtype=np.int32)
    left = np.packbits(signs > 0, axis=2).reshape(n * n, -1)
    turn = signs[i, j, k]
    # Walk each triangle counter-clockwise: i -> j -> k if left turn, else i -> k -> j.
    ccw = turn > 0
    first = np.where(ccw, j, k)
    second = np.where(ccw, k, j)
    empty = np.ones(len(k), dtype=bool)
    chunk = 200_000
    for start in range(0, len(k), chunk):
        s = slice(start, start + chunk)
        inside = (
            left[i[s] * n + first[s]] & left[first[s] * n + second[s]] & left[second[s] * n + i[s]]
        )
        empty[s] = ~inside.any(axis=1)
    empty &= turn != 0
    return np.stack([i[empty], j[empty], k[empty]], axis=1).astype(np.int32)


def convex_hull_size(stars: FloatArray) -> int:
    """Number of stars on the convex hull boundary that are hull vertices (monotone chain)."""
    return _convex_hull_size(_stars(stars))


def _convex_hull_size(stars: FloatArray) -> int:
    pts = sorted(map(tuple, stars.tolist()))
    if len(pts) < 3:
        return len(pts)

    def turn(o: tuple[float, ...], p: tuple[float, ...], q: tuple[float, ...]) -> float:
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    lower: list[tuple[float, ...]] = []
    for p in pts:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, ...]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return len(lower) + len(upper) - 2
