"""Easy takes a free triangle most of the time, and otherwise plays loosely but not absurdly."""

from __future__ import annotations

import random

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin import EasyOpponent

from .helpers import board, closing_lines, gives_away


def test_easy_takes_a_free_triangle_most_of_the_time_but_not_always() -> None:
    """A square with three sides drawn: its diagonals are the only lines that score."""
    stars = [(0, 0), (10, 0), (10, 10), (0, 10), (30, 0), (30, 10), (50, 5)]
    game = Game(Board(stars, 0.5))
    for a, b in [(0, 1), (1, 2), (2, 3), (4, 5)]:
        game.play(a, b)
    closing = set(closing_lines(game))
    assert closing == {game.board.line_index(0, 2), game.board.line_index(1, 3)}
    took = 0
    for seed in range(200):
        a, b = EasyOpponent(seed=seed).choose_move(game.copy(), 1.0)
        took += game.board.line_index(a, b) in closing
    assert 0.6 * 200 <= took <= 0.9 * 200


def test_easy_gives_away_less_than_random_play() -> None:
    """In the opening phase, where safe lines abound, Easy gifts far less than chance would."""
    rng = random.Random(3)
    easy_gifts = random_gifts = positions = 0
    for seed in range(6):
        game = Game(board(24, seed))
        easy = EasyOpponent(seed=seed)
        while not game.is_over and positions < 30 * (seed + 1):
            legal = game.legal_lines().tolist()
            safe = [i for i in legal if not gives_away(game, i)]
            if closing_lines(game) or not safe:
                break
            a, b = easy.choose_move(game.copy(), 1.0)
            easy_gifts += gives_away(game, game.board.line_index(a, b))
            random_gifts += sum(gives_away(game, i) for i in legal) / len(legal)
            positions += 1
            game.play_line(rng.choice(safe))
    assert positions >= 40
    assert easy_gifts < 0.6 * random_gifts
