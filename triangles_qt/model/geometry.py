"""Vectorised geometry done once per board: candidate lines, crossings, empty triangles.

Everything here works on a fixed star array and returns plain numpy arrays, so
the per-move code in :mod:`triangles_qt.model.game` only looks things up.

Predicates are written so that boards with small integer coordinates (the
hand-made positions in the tests and the How-to-play examples) are decided
exactly: orientation is a float64 cross product, and "within the tolerance of
a segment" compares squared quantities without a square root or a division.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int32]
Int8Array = NDArray[np.int8]
BoolArray = NDArray[np.bool_]


def all_pairs(n: int) -> tuple[IntArray, IntArray]:
    """Every pair ``(a, b)`` with ``a < b``, in lexicographic order."""
    a, b = np.triu_indices(n, k=1)
    return a.astype(np.int32), b.astype(np.int32)


def orientation_signs(stars: FloatArray) -> Int8Array:
    """``S[i, j, k]`` = sign of the turn i -> j -> k (+1 left, -1 right, 0 collinear)."""
    n = len(stars)
    x = stars[:, 0]
    y = stars[:, 1]
    signs = np.empty((n, n, n), dtype=np.int8)
    for i in range(n):
        dx = x - x[i]
        dy = y - y[i]
        cross = dx[:, None] * dy[None, :] - dy[:, None] * dx[None, :]
        signs[i] = np.sign(cross).astype(np.int8)
    return signs


def stars_near_segments(stars: FloatArray, a: IntArray, b: IntArray, tolerance: float) -> BoolArray:
    """``near[p, s]``: star ``s`` lies within ``tolerance`` of segment ``a[p]-b[p]``.

    Inclusive, and the segment's own two stars never count. Squared
    comparisons only, so integer coordinates are decided exactly.
    """
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
    keep = np.empty(len(a), dtype=bool)
    chunk = max(1, 1_000_000 // max(1, len(stars)))
    for start in range(0, len(a), chunk):
        stop = start + chunk
        keep[start:stop] = ~stars_near_segments(stars, a[start:stop], b[start:stop], tolerance).any(
            axis=1
        )
    return keep


def crossing_bits(signs: Int8Array, la: IntArray, lb: IntArray) -> list[int]:
    """For each line p, a bit set (a Python int) of the lines q that p properly crosses.

    Two segments cross when each separates the other's endpoints strictly:
    ``side[p, la[q]] * side[p, lb[q]] < 0`` and the same with p and q swapped.
    Segments sharing a star never cross by this test, and candidate lines
    never touch or overlap otherwise (no star lies on a candidate line).
    Bit sets make the per-move question "which still-free lines does this
    line cross?" a single AND.
    """
    n = signs.shape[0]
    count = len(la)
    side = signs.reshape(n * n, n)[la.astype(np.int64) * n + lb]  # (C, n): side of star s wrt p
    side_t = np.ascontiguousarray(side.T)  # (n, C): side_t[s, q] = side of star s wrt q
    out: list[int] = []
    block = max(1, 2_000_000 // max(1, count))
    for start in range(0, count, block):
        stop = min(count, start + block)
        part = side[start:stop]
        separates = (part[:, la] * part[:, lb]) < 0  # p separates q's ends
        rows_a = side_t[la[start:stop]]  # side of p's first star wrt every q
        rows_b = side_t[lb[start:stop]]
        separated = (rows_a * rows_b) < 0  # q separates p's ends
        packed = np.packbits(separates & separated, axis=1, bitorder="little")
        out.extend(int.from_bytes(row.tobytes(), "little") for row in packed)
    return out


def empty_triangles(signs: Int8Array, la: IntArray, lb: IntArray, line_id: IntArray) -> IntArray:
    """Triangles whose three sides are candidate lines and hold no star strictly inside.

    Returns an array ``(T, 3)`` of sorted star triples ``i < j < k``. Since every
    side is a candidate line, no star lies within the tolerance of a side.
    """
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
