"""Board generation and the board's precomputed tables."""

from __future__ import annotations

import hashlib
import json
import math
import random
from typing import Any

import numpy as np
import pytest

from triangles_qt.model import BOARD_SIZES, DEFAULT_TOLERANCE, MAX_STARS, Board, Layout, geometry
from triangles_qt.model.board import bits_to_indices, min_spacing

from .helpers import SIZES, generated
from .reference import orientation, segments_cross

SQUARE_STARS = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]

#: Fingerprints of Board.generate(n, seed=7): the same board on every machine,
#: release after release (saved games keep their stars, but shared seeds do not).
FINGERPRINTS = {
    24: "4605d19b7298ed0d",
    60: "683a52778447d65b",
    80: "c7020a6b70680066",
    120: "78dd749137eeca95",
    180: "74bb20cb78fdacbb",
}


def fingerprint(board: Board) -> str:
    return hashlib.sha256(json.dumps(board.stars.tolist()).encode()).hexdigest()[:16]


def test_sizes() -> None:
    assert BOARD_SIZES == SIZES == (24, 60, 80, 120, 180)
    assert Layout.PHONE.sizes == (24, 60, 120)
    assert Layout.TABLET.sizes == (80, 120, 180)


@pytest.mark.parametrize("n_stars", SIZES)
def test_generation_is_reproducible(n_stars: int) -> None:
    board = generated(n_stars, 7)
    assert fingerprint(board) == FINGERPRINTS[n_stars]
    again = Board.generate(n_stars, seed=7)
    assert again.stars.tolist() == board.stars.tolist()
    assert Board.generate(n_stars, seed=8).stars.tolist() != board.stars.tolist()


@pytest.mark.parametrize("n_stars", SIZES)
@pytest.mark.parametrize("seed", [7, 8, 12345])
def test_generated_stars_are_spread_out_inside_the_frame(n_stars: int, seed: int) -> None:
    board = generated(n_stars, seed)
    layout = Layout.for_size(n_stars)
    assert board.layout is layout
    assert board.seed == seed
    assert board.tolerance == DEFAULT_TOLERANCE
    assert board.stars.shape == (n_stars, 2)
    width, height = layout.frame
    spacing = min_spacing(n_stars, layout)
    xs, ys = board.stars[:, 0], board.stars[:, 1]
    assert xs.min() >= spacing / 2 - 0.01 and xs.max() <= width - spacing / 2 + 0.01
    assert ys.min() >= spacing / 2 - 0.01 and ys.max() <= height - spacing / 2 + 0.01
    # Rounded to 1/100 of a unit.
    assert all(round(v, 2) == v for v in board.stars.ravel().tolist())
    gaps = np.hypot(*(board.stars[:, None, :] - board.stars[None, :, :]).transpose(2, 0, 1))
    gaps[np.arange(n_stars), np.arange(n_stars)] = np.inf
    assert gaps.min() >= spacing - 0.02  # rounding may move each star by 0.005 per axis
    assert gaps.min() > 2 * board.tolerance


@pytest.mark.parametrize(("n_stars", "layout"), [(24, Layout.PHONE), (60, Layout.PHONE)])
def test_phone_sizes_default_to_the_phone_frame(n_stars: int, layout: Layout) -> None:
    assert Layout.for_size(n_stars) is layout
    assert Board.generate(n_stars, seed=1).bounds == (0.0, 0.0, 640.0, 360.0)


def test_layout_can_be_chosen() -> None:
    phone = Board.generate(120, seed=3, layout=Layout.PHONE)
    tablet = Board.generate(120, seed=3)
    assert phone.layout is Layout.PHONE and tablet.layout is Layout.TABLET
    assert phone.stars[:, 0].max() < 640 and phone.stars[:, 1].max() < 360
    assert min_spacing(120, Layout.PHONE) < min_spacing(120, Layout.TABLET)


def test_unseeded_boards_record_their_seed() -> None:
    board = Board.generate(24)
    assert isinstance(board.seed, int)
    assert Board.generate(24, seed=board.seed).stars.tolist() == board.stars.tolist()


def test_tolerance_can_be_chosen() -> None:
    board = Board.generate(24, seed=7, tolerance=0)
    assert board.tolerance == 0
    assert board.stars.tolist() == generated(24, 7).stars.tolist()
    assert board.n_lines >= generated(24, 7).n_lines


@pytest.mark.parametrize("n_stars", [2, 0, -5, MAX_STARS + 1, 24.0, "24", True, None])
def test_generate_refuses_bad_sizes(n_stars: Any) -> None:
    with pytest.raises(ValueError):
        Board.generate(n_stars, seed=1)


@pytest.mark.parametrize(
    ("stars", "tolerance"),
    [
        ([(0, 0), (1, 1)], 1),  # too few
        ([], 1),
        ([(0, 0, 0), (1, 1, 1), (2, 0, 1)], 1),  # not pairs
        ([(0, 0), (1, 1), (0, 0)], 1),  # two stars in one place
        ([(0, 0), (1, 1), (math.nan, 0)], 1),
        ([(0, 0), (1, 1), (math.inf, 0)], 1),
        ([(0, 0), (1, 1), (2, 0)], -1),
        ([(0, 0), (1, 1), (2, 0)], math.nan),
        ([(0, 0), (1, 1), (2, 0)], math.inf),
        ([(i, i * i) for i in range(MAX_STARS + 1)], 1),
        ([(0, 0), (1, 1), ("a", 0)], 1),
    ],
)
def test_board_refuses_bad_input(stars: Any, tolerance: Any) -> None:
    with pytest.raises(ValueError):
        Board(stars, tolerance)


def test_stars_are_read_only() -> None:
    board = Board([(0, 0), (10, 0), (5, 8)], 1)
    with pytest.raises(ValueError):
        board.stars[0, 0] = 5
    with pytest.raises(ValueError):
        board.triangles[0, 0] = 5
    assert board.stars.tolist() == [[0, 0], [10, 0], [5, 8]]


@pytest.mark.parametrize("n_stars", [24, 80])
def test_tables_are_consistent(n_stars: int) -> None:
    board = generated(n_stars, 7)
    stars = [tuple(p) for p in board.stars.tolist()]
    assert board.lines.tolist() == [list(p) for p in board.pairs]
    for line, (a, b) in enumerate(board.pairs):
        assert a < b
        assert board.line_index(a, b) == board.line_index(b, a) == line
        assert board.line_stars(line) == (a, b)
    assert board.line_index(3, 3) == -1
    for i, j, k in board.triangles.tolist():
        assert i < j < k
        assert orientation(stars[i], stars[j], stars[k]) != 0
        assert min(board.line_index(*p) for p in ((i, j), (j, k), (i, k))) >= 0
    rng = random.Random(n_stars)
    for line in rng.sample(range(board.n_lines), 40):
        crossing = set(board.crossing(line).tolist())
        a, b = board.pairs[line]
        for other in rng.sample(range(board.n_lines), 60):
            c, d = board.pairs[other]
            crosses = segments_cross(stars[a], stars[b], stars[c], stars[d]) and line != other
            assert (other in crossing) is crosses
            assert (line in set(board.crossing(other).tolist())) is crosses


def test_triangles_of_lines_lists_each_side_membership() -> None:
    board = generated(24, 7)
    lines = np.array([0, 5, 5, 17], dtype=np.int32)
    found = board.triangles_of_lines(lines).tolist()
    expected = [
        t
        for line in lines.tolist()
        for t, sides in enumerate(board._tri_sides.tolist())
        if line in sides
    ]
    assert sorted(found) == sorted(expected)
    assert board.triangles_of_lines(np.zeros(0, dtype=np.int32)).tolist() == []


@pytest.mark.parametrize("size", [1, 7, 8, 9, 64, 200, 1000])
def test_bits_to_indices(size: int) -> None:
    rng = random.Random(size)
    for _ in range(20):
        bits = rng.getrandbits(size)
        expected = [i for i in range(size) if (bits >> i) & 1]
        assert bits_to_indices(bits, size).tolist() == expected
    assert bits_to_indices(0, size).tolist() == []


def test_bounds_of_a_hand_made_board_hold_every_star() -> None:
    board = Board([(10, 20), (110, 20), (60, 80)], 1)
    left, top, width, height = board.bounds
    assert left < 10 and top < 20 and left + width > 110 and top + height > 80


def test_repr() -> None:
    assert repr(generated(24, 7)) == f"Board(n_stars=24, tolerance={DEFAULT_TOLERANCE}, seed=7)"


def test_the_public_geometry_helpers_agree_with_the_boards_own_tables() -> None:
    """What a plugin computes with the geometry module is what the board holds."""
    board = generated(24, 7)
    ids = board.line_ids
    pairs = np.argwhere(np.triu(ids >= 0, 1))
    pairs = pairs[np.argsort(ids[pairs[:, 0], pairs[:, 1]])]
    la, lb = pairs[:, 0], pairs[:, 1]
    assert len(la) == int(ids.max()) + 1
    signs = geometry.orientation_signs(board.stars)
    assert geometry.crossing_bits(signs, la, lb) == list(board.crossing_bits)
    found = geometry.empty_triangles(signs, la, lb, ids)
    assert sorted(map(tuple, found.tolist())) == sorted(map(tuple, board.triangles.tolist()))
    # A candidate line passes near no star; some pair of stars does (else nothing was dropped).
    assert not geometry.stars_near_segments(board.stars, la, lb, board.tolerance).any()
    every_a, every_b = geometry.all_pairs(board.n_stars)
    assert geometry.stars_near_segments(board.stars, every_a, every_b, board.tolerance).any()
    for i, j, k in board.triangles.tolist():
        assert board.third_stars[int(ids[i, j])] >> k & 1


@pytest.mark.parametrize(("count", "hull"), [(0, 0), (1, 1), (2, 2)])
def test_the_hull_of_fewer_than_three_stars_is_the_stars(count: int, hull: int) -> None:
    stars = np.array(SQUARE_STARS[:count], dtype=float).reshape(count, 2)
    assert geometry.convex_hull_size(stars) == hull


def test_the_hull_counts_only_its_corners() -> None:
    # A square with a star inside and one on an edge: four corners.
    assert Board([*SQUARE_STARS, (5, 5), (5, 0)], 0).hull_size() == 4


def test_a_board_of_more_stars_than_the_limit_is_refused_with_the_limit() -> None:
    stars = [(float(i % 40) * 10, float(i // 40) * 10) for i in range(MAX_STARS + 1)]
    with pytest.raises(ValueError, match=f"at most {MAX_STARS} stars"):
        Board(stars, 1)

    class ArrayOnly:  # an array-like without len(): counted once it is an array
        def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:  # type: ignore[type-arg]
            return np.array(stars, dtype=float)

    with pytest.raises(ValueError, match=f"at most {MAX_STARS} stars"):
        Board(ArrayOnly(), 1)  # type: ignore[arg-type]


def test_min_spacing_needs_a_layout() -> None:
    with pytest.raises(ValueError, match="needs a layout"):
        min_spacing(24, None)  # type: ignore[arg-type]
    assert min_spacing(24, Layout.PHONE) > 0
