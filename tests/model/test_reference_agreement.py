"""The fast engine against the brute-force reference, move by move, on random games.

At every move: the refusal of random attempted lines (legal and illegal),
the triangles the move closes, scores, whose turn, alive triangles, the end
and the winner. Small boards play complete games on several seeds with both
rule options; the large ones play fewer games (the reference is slow).
"""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game, IllegalMove

from .helpers import generated, reference_of, uniform
from .reference import ReferenceBoard, ReferenceGame


def _check_state(game: Game, ref: ReferenceGame) -> None:
    assert game.lines == tuple(ref.lines)
    assert game.scores == ref.scores
    assert game.current_player == ref.current_player
    assert game.closed_triangles == tuple(ref.closed)
    assert set(game.alive_triangle_list()) == ref.alive()
    assert game.alive_triangles == len(ref.alive())
    assert game.is_over == ref.is_over
    assert game.winner == ref.winner


def _attempts(rng: random.Random, game: Game, n: int, count: int) -> list[tuple[int, int]]:
    """Random lines to ask about: any pair, the same star, drawn ones, lines next to drawn ones."""
    out = [(rng.randrange(n), rng.randrange(n)) for _ in range(count)]
    star = rng.randrange(n)
    out.append((star, star))
    if game.lines:
        a, b = rng.choice(game.lines)
        out.append((b, a))  # reversed order of a drawn line
        out.append((a, rng.randrange(n)))  # shares an endpoint with a drawn line
    return out


def play_and_compare(
    board: Board,
    ref_board: ReferenceBoard,
    seed: int,
    *,
    play_again: bool,
    max_moves: int,
    attempts: int,
    full_legal: bool,
) -> Game:
    game = Game(board, play_again=play_again)
    ref = ReferenceGame(ref_board, play_again=play_again)
    rng = random.Random(seed)
    n = board.n_stars
    _check_state(game, ref)
    for _ in range(max_moves):
        for a, b in _attempts(rng, game, n, attempts):
            reason = game.refusal(a, b)
            assert (None if reason is None else reason.name) == ref.refusal(a, b), (a, b)
            if reason is not None:
                with pytest.raises(IllegalMove) as caught:
                    game.play(a, b)
                assert caught.value.reason is reason
        if full_legal:
            assert game.legal_moves() == ref.legal_moves()
        if game.is_over:
            break
        legal = game.legal_lines().tolist()
        closing = [line for line in legal if game.closes(line)]
        # Prefer closing lines half the time, so scoring and extra turns happen often.
        line = rng.choice(closing) if closing and rng.random() < 0.5 else rng.choice(legal)
        a, b = board.pairs[line]
        if rng.random() < 0.5:
            a, b = b, a
        assert ref.refusal(a, b) is None
        assert game.play(a, b) == ref.play(a, b)
        _check_state(game, ref)
    return game


@pytest.mark.parametrize("play_again", [False, True])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_small_boards_agree_through_complete_games(seed: int, play_again: bool) -> None:
    board = generated(24, seed)
    game = play_and_compare(
        board,
        reference_of(board),
        seed,
        play_again=play_again,
        max_moves=10_000,
        attempts=20,
        full_legal=True,
    )
    assert game.is_over


@pytest.mark.parametrize(
    ("n_stars", "seed", "max_moves", "play_again"),
    [(60, 7, 10_000, False), (60, 8, 10_000, True), (80, 7, 10_000, True), (120, 7, 250, False)],
)
def test_medium_boards_agree(n_stars: int, seed: int, max_moves: int, play_again: bool) -> None:
    board = generated(n_stars, seed)
    game = play_and_compare(
        board,
        reference_of(board),
        seed,
        play_again=play_again,
        max_moves=max_moves,
        attempts=10,
        full_legal=False,
    )
    assert game.is_over or game.move_count == max_moves


@pytest.mark.slow
def test_largest_board_agrees_through_a_complete_game() -> None:
    board = generated(180, 7)
    game = play_and_compare(
        board,
        reference_of(board),
        180,
        play_again=False,
        max_moves=10_000,
        attempts=5,
        full_legal=False,
    )
    assert game.is_over


@pytest.mark.parametrize("n_stars", [24, 60, 80, 120, 180])
def test_counting_triangles_and_candidate_lines_agree(n_stars: int) -> None:
    board = generated(n_stars, 7)
    ref = reference_of(board)
    assert [tuple(t) for t in board.triangles.tolist()] == ref.counting_triangles()
    assert list(board.pairs) == ref.drawable()


@pytest.mark.parametrize(
    ("columns", "rows", "tolerance"), [(5, 5, 0.0), (6, 4, 0.0), (5, 5, 0.5), (4, 4, 1.0)]
)
def test_integer_grids_agree(columns: int, rows: int, tolerance: float) -> None:
    """Grids are full of collinear stars: exact touches, overlaps and stars on lines."""
    stars = [(10.0 * x, 10.0 * y) for x in range(columns) for y in range(rows)]
    board = Board(stars, tolerance)
    ref = ReferenceBoard(stars, tolerance)
    assert [tuple(t) for t in board.triangles.tolist()] == ref.counting_triangles()
    for seed in range(4):
        play_and_compare(
            board,
            ref,
            seed,
            play_again=seed % 2 == 1,
            max_moves=10_000,
            attempts=10,
            full_legal=True,
        )


@pytest.mark.parametrize("seed", [1, 2])
def test_general_position_boards_agree(seed: int) -> None:
    board = uniform(30, seed, 0.0)
    ref = reference_of(board)
    game = play_and_compare(
        board, ref, seed, play_again=False, max_moves=10_000, attempts=10, full_legal=True
    )
    assert game.is_over
