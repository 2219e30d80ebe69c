"""A slow, obviously correct implementation of the rules, to check the engine against.

Everything is decided per question with textbook geometry in plain Python,
straight from ``RULES.md``; nothing is shared with ``triangles_qt.model``.
Predicates are computed in floats and redone exactly with
:class:`fractions.Fraction` whenever the float result is close enough to a
boundary that rounding could matter, so the answers are exact for the float
coordinates given.

The only caches are memoised pure functions of the fixed stars (whether a
segment passes over a star, whether a triangle counts) and, per game, which
candidate segments a drawn line crosses; each is filled by the same
brute-force predicates.

>>> game = ReferenceGame(ReferenceBoard([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5))
>>> [game.play(a, b) for a, b in [(0, 1), (1, 2), (2, 3), (3, 0)]]
[(), (), (), ()]
>>> game.refusal(2, 2), game.refusal(3, 0)
('SAME_STAR', 'EXISTS')
>>> game.play(0, 2), game.scores, game.is_over
(((0, 1, 2), (0, 2, 3)), (2, 0), True)
>>> game.refusal(1, 3)
'CROSSES'

"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from fractions import Fraction

Point = tuple[float, float]
Triangle = tuple[int, int, int]

#: Refusal names, in the order the rules are checked (same names as ``Refusal``).
SAME_STAR = "SAME_STAR"
EXISTS = "EXISTS"
OVER_STAR = "OVER_STAR"
CROSSES = "CROSSES"
GAME_OVER = "GAME_OVER"


# -- exact-where-it-matters predicates ------------------------------------------


def orientation(p: Point, q: Point, r: Point) -> int:
    """Sign of the turn p -> q -> r: +1 left, -1 right, 0 collinear (exact)."""
    if r in (p, q) or p == q:
        return 0
    left = (q[0] - p[0]) * (r[1] - p[1])
    right = (q[1] - p[1]) * (r[0] - p[0])
    det = left - right
    # Shewchuk's bound for this formula is about 3.3e-16 * (|left| + |right|).
    if abs(det) > 1e-14 * (abs(left) + abs(right)):
        return 1 if det > 0 else -1
    fp = (Fraction(p[0]), Fraction(p[1]))
    exact = (Fraction(q[0]) - fp[0]) * (Fraction(r[1]) - fp[1]) - (Fraction(q[1]) - fp[1]) * (
        Fraction(r[0]) - fp[0]
    )
    return (exact > 0) - (exact < 0)


def _distance2_float(p: Point, a: Point, b: Point) -> float:
    """Squared distance from p to segment a-b: project, clamp to the segment, measure."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    t = min(1.0, max(0.0, t))
    cx, cy = a[0] + t * dx, a[1] + t * dy
    return (p[0] - cx) ** 2 + (p[1] - cy) ** 2


def _distance2_exact(p: Point, a: Point, b: Point) -> Fraction:
    """The same computation as :func:`_distance2_float`, in exact rationals."""
    px, py, ax, ay, bx, by = (Fraction(v) for v in (*p, *a, *b))
    dx, dy = bx - ax, by - ay
    t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)
    t = min(Fraction(1), max(Fraction(0), t))
    cx, cy = ax + t * dx, ay + t * dy
    return (px - cx) ** 2 + (py - cy) ** 2


def within(p: Point, a: Point, b: Point, tolerance: float) -> bool:
    """Whether point p lies within ``tolerance`` (inclusive) of segment a-b (exact)."""
    # Outside the segment's bounding box grown by the tolerance: clearly not.
    if (
        p[0] < min(a[0], b[0]) - tolerance - 1e-9
        or p[0] > max(a[0], b[0]) + tolerance + 1e-9
        or p[1] < min(a[1], b[1]) - tolerance - 1e-9
        or p[1] > max(a[1], b[1]) + tolerance + 1e-9
    ):
        return False
    d2 = _distance2_float(p, a, b)
    tol2 = tolerance * tolerance
    scale = 1.0 + (p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2 + (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2
    if abs(d2 - tol2) > 1e-9 * scale:
        return d2 <= tol2
    return _distance2_exact(p, a, b) <= Fraction(tolerance) ** 2


def _on_segment(p: Point, a: Point, b: Point) -> bool:
    """For p collinear with a-b: whether p lies on the closed segment."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Whether two segments meet anywhere except at one shared endpoint.

    Lines from the same star are allowed; any other contact (a proper
    crossing, a touch, a collinear overlap) is a crossing.
    """
    if (
        max(p1[0], p2[0]) < min(q1[0], q2[0])
        or max(q1[0], q2[0]) < min(p1[0], p2[0])
        or max(p1[1], p2[1]) < min(q1[1], q2[1])
        or max(q1[1], q2[1]) < min(p1[1], p2[1])
    ):
        return False  # bounding boxes apart: no contact at all
    shared = {p1, p2} & {q1, q2}
    if len(shared) == 2:
        return True  # the same segment
    o1 = orientation(p1, p2, q1)
    o2 = orientation(p1, p2, q2)
    o3 = orientation(q1, q2, p1)
    o4 = orientation(q1, q2, p2)
    if shared:
        # Meeting at the shared star is fine; they meet elsewhere only if they
        # are collinear and point the same way from it.
        if o1 or o2:
            return False
        (s,) = shared
        other_p = p2 if p1 == s else p1
        other_q = q2 if q1 == s else q1
        dot = (other_p[0] - s[0]) * (other_q[0] - s[0]) + (other_p[1] - s[1]) * (other_q[1] - s[1])
        return dot > 0
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return (
        (o1 == 0 and _on_segment(q1, p1, p2))
        or (o2 == 0 and _on_segment(q2, p1, p2))
        or (o3 == 0 and _on_segment(p1, q1, q2))
        or (o4 == 0 and _on_segment(p2, q1, q2))
    )


def strictly_inside(p: Point, a: Point, b: Point, c: Point) -> bool:
    """Whether p lies strictly inside the (non-degenerate) triangle a b c."""
    turn = orientation(a, b, c)
    return (
        turn != 0
        and orientation(a, b, p) == turn
        and orientation(b, c, p) == turn
        and orientation(c, a, p) == turn
    )


def convex_hull_vertices(points: Iterable[Point]) -> int:
    """Number of hull corners, by gift wrapping (independent of the engine's monotone chain)."""
    pts = sorted({(float(p[0]), float(p[1])) for p in points})
    if len(pts) < 3:
        return len(pts)
    start = pts[0]  # lowest x, then lowest y: certainly a corner
    count = 0
    current = start
    while True:
        count += 1
        candidate = pts[0] if pts[0] != current else pts[1]
        for p in pts:
            if p == current:
                continue
            turn = orientation(current, candidate, p)
            # Take p if it is to the right, or collinear and farther (skip middle points).
            if turn < 0 or (
                turn == 0
                and (p[0] - current[0]) ** 2 + (p[1] - current[1]) ** 2
                > (candidate[0] - current[0]) ** 2 + (candidate[1] - current[1]) ** 2
            ):
                candidate = p
        current = candidate
        if current == start or count > len(pts):
            return count


def sorted_triangle(i: int, j: int, k: int) -> Triangle:
    a, b, c = sorted((i, j, k))
    return (a, b, c)


# -- the rules --------------------------------------------------------------------


class ReferenceBoard:
    """Stars and tolerance; answers rule questions about segments and triangles."""

    def __init__(self, stars: Iterable[Sequence[float]], tolerance: float) -> None:
        self.stars: list[Point] = [(float(x), float(y)) for x, y in stars]
        self.tolerance = float(tolerance)
        self._over: dict[tuple[int, int], bool] = {}
        self._counts: dict[Triangle, bool] = {}
        self._counting: list[Triangle] | None = None
        self._drawable: list[tuple[int, int]] | None = None
        self._by_side: dict[tuple[int, int], list[Triangle]] | None = None
        self._by_x = sorted(enumerate(self.stars), key=lambda item: item[1])
        self._xs = [p[0] for _, p in self._by_x]

    @property
    def n(self) -> int:
        return len(self.stars)

    def _near_box(self, corners: Sequence[Point]) -> list[tuple[int, Point]]:
        """The stars in the bounding box of ``corners`` grown by the tolerance.

        Only these can be inside the shape or within the tolerance of it; the
        filter just saves time.
        """
        grow = self.tolerance + 1e-6
        xs = [p[0] for p in corners]
        ys = [p[1] for p in corners]
        lo_y, hi_y = min(ys) - grow, max(ys) + grow
        start = bisect.bisect_left(self._xs, min(xs) - grow)
        stop = bisect.bisect_right(self._xs, max(xs) + grow)
        return [(s, p) for s, p in self._by_x[start:stop] if lo_y <= p[1] <= hi_y]

    def passes_over(self, a: int, b: int) -> bool:
        """Rule 2: another star lies within the tolerance of segment a-b."""
        key = (min(a, b), max(a, b))
        found = self._over.get(key)
        if found is None:
            pa, pb = self.stars[key[0]], self.stars[key[1]]
            found = any(
                within(p, pa, pb, self.tolerance) for s, p in enumerate(self.stars) if s not in key
            )
            self._over[key] = found
        return found

    def counts(self, i: int, j: int, k: int) -> bool:
        """Whether triangle i j k scores when closed.

        It must be a real triangle, no other star may lie strictly inside it,
        and no star may lie within the tolerance of a side, which is exactly
        "no side passes over a star" (a side that did could never be drawn).
        """
        key = sorted_triangle(i, j, k)
        found = self._counts.get(key)
        if found is None:
            a, b, c = (self.stars[v] for v in key)
            found = (
                orientation(a, b, c) != 0
                and not self.passes_over(key[0], key[1])
                and not self.passes_over(key[1], key[2])
                and not self.passes_over(key[0], key[2])
                and not any(
                    strictly_inside(p, a, b, c)
                    for s, p in self._near_box((a, b, c))
                    if s not in key
                )
            )
            self._counts[key] = found
        return found

    def drawable(self) -> list[tuple[int, int]]:
        """Every pair a < b whose segment passes over no star (could ever be drawn)."""
        if self._drawable is None:
            n = self.n
            self._drawable = [
                (a, b) for a in range(n) for b in range(a + 1, n) if not self.passes_over(a, b)
            ]
        return self._drawable

    def triangles_on(self, side: tuple[int, int]) -> list[Triangle]:
        """The counting triangles having segment ``side`` (a < b) as a side."""
        if self._by_side is None:
            self._by_side = {}
            for i, j, k in self.counting_triangles():
                for pair in ((i, j), (j, k), (i, k)):
                    self._by_side.setdefault(pair, []).append((i, j, k))
        return self._by_side.get(side, [])

    def counting_triangles(self) -> list[Triangle]:
        """Every triangle that would score if closed, as sorted triples.

        A star within the tolerance of a side is exactly what makes that side
        pass over a star, so only triples whose three sides pass over nothing
        are worth asking :meth:`counts` about.
        """
        if self._counting is None:
            n = self.n
            free = [
                [not self.passes_over(i, j) if i != j else False for j in range(n)]
                for i in range(n)
            ]
            found = []
            for i in range(n):
                for j in range(i + 1, n):
                    if not free[i][j]:
                        continue
                    for k in range(j + 1, n):
                        if free[i][k] and free[j][k] and self.counts(i, j, k):
                            found.append((i, j, k))
            self._counting = found
        return self._counting


class ReferenceGame:
    """A game by the rule book: lines, scores, turn, end, winner."""

    def __init__(self, board: ReferenceBoard, play_again: bool = False) -> None:
        self.board = board
        self.play_again = play_again
        self.lines: list[tuple[int, int]] = []
        self.drawn: set[tuple[int, int]] = set()
        self._scores = [0, 0]
        self.current_player = 0
        self.closed: list[tuple[Triangle, int]] = []
        # Which candidate segments some drawn line crosses (filled per move, brute force).
        self._crossed: set[tuple[int, int]] = set()
        # Counting triangles minus the closed ones minus those with a crossed side.
        # Both only grow as lines are drawn, so removing per move is the same set.
        self._alive = set(board.counting_triangles())

    def _segment(self, pair: tuple[int, int]) -> tuple[Point, Point]:
        return self.board.stars[pair[0]], self.board.stars[pair[1]]

    def refusal(self, a: int, b: int) -> str | None:
        """None if a-b may be drawn now, else the refusal name."""
        if a == b:
            return SAME_STAR
        pair = (min(a, b), max(a, b))
        if pair in self.drawn:
            return EXISTS
        if self.board.passes_over(a, b):
            return OVER_STAR
        pa, pb = self._segment(pair)
        if any(segments_cross(pa, pb, *self._segment(line)) for line in self.lines):
            return CROSSES
        if self.is_over:
            return GAME_OVER
        return None

    def legal_moves(self) -> list[tuple[int, int]]:
        n = self.board.n
        return [(a, b) for a in range(n) for b in range(a + 1, n) if self.refusal(a, b) is None]

    def play(self, a: int, b: int) -> tuple[Triangle, ...]:
        reason = self.refusal(a, b)
        if reason is not None:
            raise ValueError(f"reference refuses {a}-{b}: {reason}")
        pair = (min(a, b), max(a, b))
        closed = tuple(
            sorted_triangle(a, b, k)
            for k in range(self.board.n)
            if k not in pair
            and (min(a, k), max(a, k)) in self.drawn
            and (min(b, k), max(b, k)) in self.drawn
            and self.board.counts(a, b, k)
        )
        self.lines.append(pair)
        self.drawn.add(pair)
        pa, pb = self._segment(pair)
        self._alive.difference_update(closed)
        for other in self.board.drawable():
            if (
                other != pair
                and other not in self._crossed
                and segments_cross(pa, pb, *self._segment(other))
            ):
                self._crossed.add(other)
                self._alive.difference_update(self.board.triangles_on(other))
        player = self.current_player
        self._scores[player] += len(closed)
        self.closed.extend((t, player) for t in closed)
        if not (closed and self.play_again):
            self.current_player = 1 - player
        return closed

    def alive(self) -> set[Triangle]:
        """Counting triangles not yet closed and with no side crossed by a drawn line."""
        return set(self._alive)

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def is_over(self) -> bool:
        return not self._alive

    @property
    def winner(self) -> int | None:
        first, second = self._scores
        if not self.is_over or first == second:
            return None
        return 0 if first > second else 1
