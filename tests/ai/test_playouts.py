"""Hard's safe-phase playouts under strict alternation: sound, bounded in time, and telling."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Game
from triangles_qt.plugins.builtin import HardOpponent
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._playouts import best_safe_line, playout
from triangles_qt.plugins.builtin._solver import OutOfTime
from triangles_qt.plugins.builtin._tactics import Position

from .helpers import TickingClock, board

# Strict positions on 10-star boards (board seed, lines drawn) with two or more safe
# lines, and the score difference each safe line leads to for the player to
# move under perfect play after it (from the exact search, which
# test_hard.py checks against brute force).
SAFE_PHASE_CASES: list[tuple[int, list[tuple[int, int]], dict[tuple[int, int], int]]] = [
    (0, [(3, 4), (6, 9), (3, 9), (0, 2), (2, 8)], {(0, 8): 3, (5, 7): 1, (5, 8): 1}),
    (4, [(1, 9), (1, 4), (2, 6), (4, 9)], {(0, 3): 2, (0, 8): 2, (3, 8): 4, (4, 8): 2}),
    (
        10,
        [(5, 8), (0, 2), (3, 4)],
        {
            (0, 1): 1,
            (1, 2): 1,
            (1, 7): 1,
            (1, 8): 1,
            (2, 5): 1,
            (2, 9): 1,
            (5, 6): 1,
            (5, 9): -1,
            (6, 9): 1,
            (7, 8): -1,
        },
    ),
    (
        10,
        [(5, 8), (0, 2), (3, 4), (5, 9)],
        {(0, 1): -1, (1, 2): -1, (1, 7): -1, (1, 8): -1, (7, 8): 1},
    ),
    (15, [(1, 9), (0, 1), (4, 6), (0, 7), (2, 5)], {(6, 9): 1, (7, 9): 3}),
    (
        17,
        [(4, 9), (2, 3), (2, 4)],
        {(0, 8): 1, (1, 8): 3, (2, 9): 3, (3, 4): 3, (4, 7): 1, (6, 7): 1, (8, 9): 3},
    ),
    (17, [(4, 9), (2, 3), (2, 4), (2, 9)], {(1, 8): -5, (3, 4): -5, (4, 7): -3, (6, 7): -3}),
    (25, [(3, 4), (5, 7), (0, 1), (2, 8), (1, 9)], {(1, 6): 0, (3, 8): -2}),
    (28, [(0, 9), (1, 7), (4, 9), (2, 3)], {(0, 4): -3, (1, 5): -1, (2, 7): -3, (7, 8): -3}),
]


def _safe_phase(n_stars: int, seed: int, safe_left: int) -> Game:
    """A strict game played with random safe lines until about ``safe_left`` safe lines remain."""
    rng = random.Random(seed)
    game = Game(board(n_stars, seed), play_again=False)
    pos = Position(game)
    while True:
        safe = [i for i in pos.legal() if not pos.is_gift(i)]
        if len(safe) <= safe_left:
            return game.copy()
        pos.play(rng.choice(safe))


def _safe_lines(pos: Position) -> list[int]:
    return [i for i in pos.legal() if not pos.closes(i) and not pos.is_gift(i)]


def test_a_playout_finishes_the_game_and_puts_everything_back() -> None:
    game = _safe_phase(24, seed=1, safe_left=12)
    pos = Position(game.copy())
    key, adj, lines = pos.key, list(pos.adj), pos.game.lines
    values = [playout(pos, random.Random(s), Deadline(10.0, share=1.0)) for s in range(6)]
    assert pos.stack == [] and pos.key == key and pos.adj == adj and pos.game.lines == lines
    assert not pos.game.is_over
    # A playout can win or lose at most every triangle still alive.
    assert all(abs(v) <= game.alive_triangles for v in values)
    # The same seed plays the same game.
    again = [playout(pos, random.Random(s), Deadline(10.0, share=1.0)) for s in range(6)]
    assert again == values


def test_a_playout_stops_at_the_deadline_and_puts_everything_back() -> None:
    game = _safe_phase(60, seed=2, safe_left=30)
    pos = Position(game.copy())
    key = pos.key
    expired = Deadline(0.0, share=1.0)
    expired.end = expired.start  # already passed, whichever core runs the playout
    with pytest.raises(OutOfTime):
        playout(pos, random.Random(1), expired)
    assert pos.stack == [] and pos.key == key and pos.game.lines == game.lines


def test_playouts_find_the_best_safe_line_where_it_matters() -> None:
    """Where safe lines differ in exact value, the playouts pick a best one.

    A random pick would find a best line in about 12 of these 27 tries; the
    counted (seeded, clock-free) playouts find 26.
    """
    best_found = tries = 0
    for seed, lines, values in SAFE_PHASE_CASES:
        game = Game(board(10, seed), play_again=False)
        for a, b in lines:
            game.play(a, b)
        pos = Position(game)
        by_line = {game.board.line_index(a, b): v for (a, b), v in values.items()}
        assert sorted(by_line) == sorted(_safe_lines(pos))
        for k in range(3):
            found = best_safe_line(
                pos, list(by_line), Deadline(30.0, share=1.0), random.Random(k), rounds=8
            )
            assert found is not None
            best_found += by_line[found[0]] == max(by_line.values())
            tries += 1
        assert pos.stack == []
    assert tries == 27
    assert best_found >= 24


@pytest.mark.parametrize("n_stars", [24, 60])
def test_best_safe_line_answers_a_safe_line_in_time(
    n_stars: int, ticking_clock: TickingClock
) -> None:
    game = _safe_phase(n_stars, seed=3, safe_left=8)
    pos = Position(game.copy())
    key = pos.key
    safe = _safe_lines(pos)
    assert len(safe) >= 2
    deadline = Deadline(0.4, share=1.0)
    found = best_safe_line(pos, safe, deadline, random.Random(1))
    assert ticking_clock.now < deadline.end + 0.05  # a few readings past it, on its own clock
    assert found is not None and found[0] in safe
    assert pos.stack == [] and pos.key == key and pos.game.lines == game.lines


def test_best_safe_line_declines_when_the_time_is_too_short_to_compare() -> None:
    """Too many safe lines for the time: it says so, and Hard's look-ahead decides instead."""
    game = Game(board(120), play_again=False)
    pos = Position(game)
    safe = _safe_lines(pos)
    no_time = Deadline(0.0, share=1.0)
    no_time.end = no_time.start  # no time at all, whichever core plays the playouts
    assert best_safe_line(pos, safe, no_time, random.Random(1)) is None
    assert pos.stack == []


def test_hard_never_gives_a_triangle_away_while_a_safe_line_remains() -> None:
    for seed in range(4):
        game = _safe_phase(24, seed=seed, safe_left=10)
        pos = Position(game.copy())
        safe = set(_safe_lines(pos))
        a, b = HardOpponent(seed=seed).choose_move(game.copy(), 0.5)
        assert game.board.line_index(a, b) in safe
