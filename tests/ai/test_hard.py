"""Hard searches correctly: exact endgames, forced wins, reproducible with a seed."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin import HardOpponent, MediumOpponent
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._lookahead import Lookahead
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position

from .helpers import board, careful_game, move_values, negamax

# Small endgames, "play again" on, found by brute force: exactly one line wins.
# (stars, lines drawn, the winning line, Medium's natural but losing line)
ENDGAMES = [
    (
        [
            (707.96, 467.17),
            (468.37, 211.04),
            (91.8, 394.43),
            (456.88, 438.72),
            (658.6, 280.69),
            (164.32, 181.57),
            (254.55, 487.09),
            (634.04, 97.17),
            (853.77, 203.58),
        ],
        [(0, 7), (3, 4), (1, 7), (0, 6), (2, 5), (1, 6), (6, 7), (0, 8), (7, 8), (5, 7), (2, 7)],
        (2, 6),
        (1, 2),
    ),
    (
        [
            (645.01, 475.32),
            (233.34, 547.77),
            (434.44, 487.2),
            (859.16, 144.29),
            (345.46, 231.03),
            (145.54, 135.74),
            (595.55, 270.3),
            (860.59, 478.26),
            (175.75, 328.7),
        ],
        [
            (3, 7),
            (5, 6),
            (2, 8),
            (0, 5),
            (0, 6),
            (0, 1),
            (0, 4),
            (4, 6),
            (4, 5),
            (1, 7),
            (0, 7),
            (0, 3),
        ],
        (3, 5),
        (3, 6),
    ),
]


@pytest.mark.parametrize("case", range(len(ENDGAMES)))
def test_hard_finds_the_only_winning_line(case: int) -> None:
    stars, lines, winning, tempting = ENDGAMES[case]
    game = Game(Board(stars, 6.0), play_again=True)
    for a, b in lines:
        game.play(a, b)
    values = move_values(game.copy())
    index = game.board.line_index
    assert [line for line, v in values.items() if v > 0] == [index(*winning)]
    assert values[index(*tempting)] < 0
    a, b = MediumOpponent(seed=1).choose_move(game.copy(), 1.0)
    assert values[index(a, b)] < 0  # the greedy choice loses here
    for seed in range(3):
        assert HardOpponent(seed=seed).choose_move(game.copy(), 0.5) == winning


def _endgame(n_stars: int, play_again: bool, seed: int, legal: int) -> Game:
    game = Game(board(n_stars, seed), play_again=play_again)
    medium = MediumOpponent(seed=seed)
    while not game.is_over and game.legal_count > legal:
        game.play(*medium.choose_move(game.copy(), 1.0))
    return game


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_solver_agrees_with_brute_force(play_again: bool) -> None:
    solved = 0
    for seed in range(6):
        game = _endgame(12, play_again, seed, legal=8)
        if game.is_over:
            continue
        pos = Position(game.copy())
        result = Solver().solve(pos, Deadline(30.0, share=1.0))
        assert result is not None
        line, value = result
        assert value == negamax(game.copy())
        # The line it names is worth that value.
        copy = game.copy()
        closed = len(copy.play_line(line))
        if copy.is_over:
            assert value == closed
        elif copy.current_player == game.current_player:
            assert value == closed + negamax(copy)
        else:
            assert value == closed - negamax(copy)
        assert pos.stack == [] and pos.game.lines == game.lines
        solved += 1
    assert solved >= 4


def test_solver_gives_up_cleanly_when_out_of_time() -> None:
    game = _endgame(60, False, 1, legal=40)
    pos = Position(game.copy())
    key = pos.key
    assert Solver().solve(pos, Deadline(0.03, share=1.0)) is None
    assert pos.stack == [] and pos.key == key and pos.game.lines == game.lines


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_lookahead_restores_the_position(play_again: bool) -> None:
    game = careful_game(60, play_again, seed=2)[1]
    pos = Position(game.copy())
    key, adj = pos.key, list(pos.adj)
    search = Lookahead(pos, Deadline(0.2), random.Random(1))
    line, _ = search.best()
    assert search.depth_reached >= 1
    assert game.is_free(line)
    assert pos.stack == [] and pos.key == key and pos.adj == adj
    assert pos.game.lines == game.lines


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_hard_is_reproducible_with_a_seed(play_again: bool) -> None:
    """A fixed depth and seed give the same line, whatever the machine's speed."""
    for game in careful_game(24, play_again, seed=4):
        answers = {HardOpponent(seed=7, depth=2).choose_move(game.copy(), 5.0) for _ in range(2)}
        assert len(answers) == 1
