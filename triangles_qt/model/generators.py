"""Board generators by number: which stars a (count, seed, layout) gives, frozen per version.

A board code (:mod:`triangles_qt.model.board_code`) names a generator by its
number, so a code written today must open the same stars in every later
version. A generator is therefore never changed once released: a new way of
placing stars is a new function under a new number, and the old ones stay,
with their own copies of every constant they use (the frames, the spacing),
so that no change elsewhere reaches them. ``tests/model/test_board_code.py``
keeps the stars of codes written for generator 1 and checks them.

Generator 1 uses Python's ``random.Random(seed).random()``, whose stream
Python keeps the same across platforms and versions, and only IEEE float
arithmetic that is correctly rounded everywhere (+, -, *, /, sqrt, round).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping

#: The generator new boards are made with.
CURRENT_GENERATOR = 1

#: A generator: (star count, seed, layout name "phone" or "tablet") to star positions.
Generator = Callable[[int, int, str], list[tuple[float, float]]]


# -- generator 1 (the first release's; never change it) -----------------------------------

#: Generator 1's frames (width, height) in board units, by layout name.
_V1_FRAMES: Mapping[str, tuple[float, float]] = {
    "phone": (640.0, 360.0),
    "tablet": (960.0, 640.0),
}


def _v1_spacing(n_stars: int, layout: str) -> float:
    """Generator 1's first minimum spacing: 0.7 of the mean spacing."""
    width, height = _V1_FRAMES[layout]
    return 0.7 * math.sqrt(width * height / n_stars)


def _v1(n_stars: int, seed: int, layout: str) -> list[tuple[float, float]]:
    """Random sequential placement with a minimum spacing (dart throwing on a grid).

    Up to 20 attempts, each with 0.95 of the spacing before; an attempt gives
    up after 2000 throws per star.
    """
    rng = random.Random(seed)
    width, height = _V1_FRAMES[layout]
    spacing = _v1_spacing(n_stars, layout)
    for _attempt in range(20):
        stars = _v1_throw(rng, n_stars, width, height, spacing)
        if stars is not None:
            return stars
        spacing *= 0.95
    raise RuntimeError(
        "could not place the stars"
    )  # pragma: no cover - density is far below jamming


def _v1_throw(
    rng: random.Random, n: int, width: float, height: float, spacing: float
) -> list[tuple[float, float]] | None:
    margin = spacing / 2
    cell = spacing / math.sqrt(2)
    grid: dict[tuple[int, int], tuple[float, float]] = {}
    stars: list[tuple[float, float]] = []
    tries = 0
    limit = 2000 * n
    spacing2 = spacing * spacing
    while len(stars) < n:
        tries += 1
        if tries > limit:
            return None
        x = round(margin + rng.random() * (width - 2 * margin), 2)
        y = round(margin + rng.random() * (height - 2 * margin), 2)
        cx, cy = int(x / cell), int(y / cell)
        ok = True
        for gx in range(cx - 2, cx + 3):
            for gy in range(cy - 2, cy + 3):
                other = grid.get((gx, gy))
                if other is not None and (other[0] - x) ** 2 + (other[1] - y) ** 2 < spacing2:
                    ok = False
                    break
            if not ok:
                break
        if ok:
            grid[(cx, cy)] = (x, y)
            stars.append((x, y))
    return stars


# -- the list ------------------------------------------------------------------------------

#: Every generator ever released, by number. Add; never change or remove one.
GENERATORS: Mapping[int, Generator] = {1: _v1}

#: Each generator's first minimum spacing, for :func:`triangles_qt.model.board.min_spacing`.
_SPACINGS: Mapping[int, Callable[[int, str], float]] = {1: _v1_spacing}


def known(generator: int) -> bool:
    """Whether this version has generator number ``generator``."""
    return generator in GENERATORS


def place_stars(generator: int, n_stars: int, seed: int, layout: str) -> list[tuple[float, float]]:
    """The stars generator number ``generator`` places (arguments already checked).

    ``KeyError`` for a generator this version does not have.
    """
    return GENERATORS[generator](n_stars, seed, layout)


def first_spacing(generator: int, n_stars: int, layout: str) -> float:
    """The minimum spacing a generator starts from (it may shrink it if the stars jam)."""
    return _SPACINGS[generator](n_stars, layout)
