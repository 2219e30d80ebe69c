"""The example opponent's own tests: it always answers legally, in time, and greedily.

"In time" is tested on a clock the test controls, not with a stopwatch: how
many seconds a move takes depends on the machine (a busy one is slower), but
whether the opponent stops looking once its deadline has passed does not.
"""

from __future__ import annotations

import types

import pytest
from triangles_greedy_example import GreedyOpponent
from triangles_greedy_example import opponent as greedy

from triangles_qt.model import Board, Game


class LateClock:
    """``time.monotonic`` for the opponent: each reading is a second after the last, so any
    deadline it sets has passed by the time it next looks."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_it_keeps_the_contract() -> None:
    opponent = GreedyOpponent()
    assert isinstance(opponent.name, str) and opponent.name
    assert opponent.api_version == 1
    assert set(opponent.names) <= {"en", "ro", "hi"}


@pytest.mark.parametrize(("stars", "play_again"), [(24, False), (24, True), (60, False)])
def test_it_plays_whole_games_legally_and_in_time(
    stars: int, play_again: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past its deadline it answers after the line it is weighing: one line per move here."""
    monkeypatch.setattr(greedy, "time", types.SimpleNamespace(monotonic=LateClock()))
    weighed: list[int] = []
    gives = GreedyOpponent._gives

    def weigh(game: Game, line: int) -> int:
        weighed.append(line)
        return gives(game, line)

    monkeypatch.setattr(GreedyOpponent, "_gives", staticmethod(weigh))
    opponent = GreedyOpponent()
    game = Game(Board.generate(stars, seed=3), play_again=play_again)
    while not game.is_over:
        before = game.lines
        weighed.clear()
        a, b = opponent.choose_move(game.copy(), 1.0)
        assert len(weighed) <= 1
        assert game.lines == before
        assert game.refusal(a, b) is None
        game.play(a, b)


def test_it_takes_two_triangles_with_one_line() -> None:
    game = Game(Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3)]:
        game.play(a, b)
    assert GreedyOpponent().choose_move(game.copy(), 1.0) in ((0, 2), (1, 3))
