"""Star names: one short, different name per star, saying roughly where it is."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from triangles_qt.model import Board
from triangles_qt.speech.star_names import MAX_BANDS, StarNames


@pytest.mark.parametrize("n_stars", [24, 60, 80, 120, 180])
@pytest.mark.parametrize("seed", range(6))
def test_every_star_of_a_real_board_has_its_own_name(n_stars: int, seed: int) -> None:
    board = Board.generate(n_stars, seed=seed)
    names = StarNames.for_stars(board.stars.tolist())
    assert len(set(names.names)) == n_stars
    for star in range(n_stars):
        assert names.find(names.of(star)) == star
        assert names.find(names.of(star).lower()) == star
    # The same stars give the same names (a game keeps them; a saved game gets them back).
    assert StarNames.for_stars(board.stars.tolist()) == names


def test_bands_go_left_to_right_and_numbers_top_to_bottom() -> None:
    rng = random.Random(5)
    stars = [(rng.uniform(0, 100), rng.uniform(0, 60)) for _ in range(50)]
    names = StarNames.for_stars(stars)
    bands = sorted({n[0] for n in names.names})
    # Every star of a band lies left of (or level with) every star of the next band.
    for left, right in pairwise(bands):
        xs_left = [x for (x, _y), n in zip(stars, names.names, strict=True) if n[0] == left]
        xs_right = [x for (x, _y), n in zip(stars, names.names, strict=True) if n[0] == right]
        assert max(xs_left) <= min(xs_right)
    for band in bands:
        members = sorted(
            (int(n[1:]), y) for (_x, y), n in zip(stars, names.names, strict=True) if n[0] == band
        )
        assert [number for number, _y in members] == list(range(1, len(members) + 1))
        ys = [y for _number, y in members]
        assert ys == sorted(ys)
    # Bands hold nearly the same number of stars.
    sizes = [sum(1 for n in names.names if n[0] == b) for b in bands]
    assert max(sizes) - min(sizes) <= 1


def test_huge_boards_keep_to_the_alphabet() -> None:
    rng = random.Random(1)
    stars = [(rng.random(), rng.random()) for _ in range(1000)]
    names = StarNames.for_stars(stars)
    assert len({n[0] for n in names.names}) == MAX_BANDS
    assert len(set(names.names)) == 1000


def test_unknown_names_and_empty_boards() -> None:
    assert StarNames.for_stars([]).names == ()
    names = StarNames.for_stars([(0, 0), (1, 1)])
    assert names.find("Z9") is None
    assert names.find("") is None
    assert names.reading_order() == tuple(sorted(range(2), key=names.of))
