"""How many triangles are still to be won, at most: never too few, and far fewer than alive.

The figure the score panel shows (``Game.most_still_to_win``) is the
board's room for triangles (2n - h - 2: no drawing of lines that never
cross has more faces than a triangulation of the stars) less the triangles
already won, and never more than the triangles still alive. Hand-made
positions check it exactly; random games on every size check that it never
says fewer than the game then wins (its cost is measured in
docs/architecture.md, not asserted).
"""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game

# Square A B C D, counter-clockwise, side 10; and the same with a star in the middle.
SQUARE = [(0, 0), (10, 0), (10, 10), (0, 10)]
A, B, C, D = range(4)
CENTRED = [*SQUARE, (5, 4)]
E = 4


def test_a_square_has_room_for_two_triangles() -> None:
    game = Game(Board(SQUARE, 0.5))
    assert game.board.most_triangles == 2  # 2·4 - 4 - 2
    assert game.alive_triangles == 4  # ABC, ACD, ABD, BCD: they overlap
    assert game.most_still_to_win == 2
    for a, b in ((A, B), (B, C)):
        game.play(a, b)
    assert game.most_still_to_win == 2
    assert game.play(A, C) == ((A, B, C),)  # the diagonal crosses ABD and BCD out
    assert game.alive_triangles == 1 and game.most_still_to_win == 1
    game.play(C, D)
    assert game.play(D, A) == ((A, C, D),)
    assert game.is_over and game.most_still_to_win == 0
    game.undo()
    assert game.most_still_to_win == 1  # (undo gives it back)


def test_a_star_in_the_middle_makes_room_for_four() -> None:
    game = Game(Board(CENTRED, 0.5))
    assert game.board.hull_size() == 4 and game.board.most_triangles == 4  # 2·5 - 4 - 2
    assert game.alive_triangles > 4
    assert game.most_still_to_win == 4
    for a, b in ((A, B), (B, E), (E, A)):  # the third line closes A-B-E
        game.play(a, b)
    assert game.scores == (1, 0) and game.most_still_to_win == 3


def test_stars_on_the_hulls_edge_only_loosen_the_bound() -> None:
    """A star in the middle of the square's bottom edge lies on the hull but is no corner:
    counted as a corner it would give 2·5 - 5 - 2 = 3 (the truth); as inside, 4 (never
    too few)."""
    board = Board([*SQUARE, (5, 0)], 0.0)
    assert board.hull_size() == 4 and board.most_triangles == 4
    rng = random.Random(1)
    for _ in range(20):
        game = Game(board)
        while not game.is_over:
            game.play_line(game.random_line(rng))
        assert sum(game.scores) == 3 <= board.most_triangles


def test_stars_in_a_row_have_no_room() -> None:
    line = Game(Board([(0, 0), (1, 0), (2, 0), (3, 0)], 0.0))  # no triangle at all
    assert line.alive_triangles == 0 and line.most_still_to_win == 0


@pytest.mark.parametrize("n_stars", [24, 60, 180])
@pytest.mark.parametrize("play_again", [False, True])
def test_random_games_never_win_more_than_it_says(n_stars: int, play_again: bool) -> None:
    """At every line of random games, the triangles the rest of the game wins are at most
    the figure, which is never more than alive, and at the start far fewer."""
    for seed in range(2):
        board = Board.generate(n_stars, seed=seed)
        rng = random.Random(seed)
        game = Game(board, play_again=play_again)
        said: list[tuple[int, int]] = []
        assert game.most_still_to_win * 5 < game.alive_triangles
        while not game.is_over:
            said.append((sum(game.scores), game.most_still_to_win))
            assert game.most_still_to_win <= game.alive_triangles
            game.play_line(game.random_line(rng))
        total = sum(game.scores)
        for won, most in said:
            assert total - won <= most
        assert game.most_still_to_win == 0
