"""The example opponent's own tests: it always answers legally, in time, and greedily."""

from __future__ import annotations

import time

import pytest
from triangles_greedy_example import GreedyOpponent

from triangles_qt.model import Board, Game


def test_it_keeps_the_contract() -> None:
    opponent = GreedyOpponent()
    assert isinstance(opponent.name, str) and opponent.name
    assert opponent.api_version == 1
    assert set(opponent.names) <= {"en", "ro", "hi"}


@pytest.mark.parametrize(("stars", "play_again"), [(24, False), (24, True), (60, False)])
def test_it_plays_whole_games_legally_and_in_time(stars: int, play_again: bool) -> None:
    opponent = GreedyOpponent()
    game = Game(Board.generate(stars, seed=3), play_again=play_again)
    while not game.is_over:
        before = game.lines
        start = time.monotonic()
        a, b = opponent.choose_move(game.copy(), 1.0)
        assert time.monotonic() - start < 1.0
        assert game.lines == before
        assert game.refusal(a, b) is None
        game.play(a, b)


def test_it_takes_two_triangles_with_one_line() -> None:
    game = Game(Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3)]:
        game.play(a, b)
    assert GreedyOpponent().choose_move(game.copy(), 1.0) in ((0, 2), (1, 3))
