"""Medium takes what it can, never gifts a triangle needlessly, and gifts little when forced."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Game
from triangles_qt.plugins.builtin import EasyOpponent, MediumOpponent
from triangles_qt.plugins.builtin._tactics import Position, greedy_exchange

from .helpers import board, closing_lines, gives_away


def _medium_positions(
    n_stars: int, play_again: bool, seed: int, against: type = EasyOpponent
) -> list[Game]:
    """Every position Medium faces in a game (Easy makes plenty of offers, Medium few)."""
    game = Game(board(n_stars, seed), play_again=play_again)
    players = (MediumOpponent(seed=seed), against(seed=seed))
    seen = []
    while not game.is_over:
        if game.current_player == 0:
            seen.append(game.copy())
        game.play(*players[game.current_player].choose_move(game.copy(), 1.0))
    return seen


@pytest.mark.parametrize(
    ("n_stars", "play_again", "seed"),
    [(24, False, 1), (24, True, 2), (24, False, 3), (60, True, 4)],
)
def test_medium_never_gifts_when_a_safe_line_exists(
    n_stars: int, play_again: bool, seed: int
) -> None:
    checked_safe = takes = 0
    for game in _medium_positions(n_stars, play_again, seed):
        a, b = MediumOpponent(seed=seed).choose_move(game.copy(), 1.0)
        line = game.board.line_index(a, b)
        closing = closing_lines(game)
        if closing:
            assert line in closing  # always takes
            takes += 1
            continue
        legal = game.legal_lines().tolist()
        safe = [i for i in legal if not gives_away(game, i)]
        if safe:
            assert line in safe, f"gifted at move {game.move_count} with {len(safe)} safe lines"
            checked_safe += 1
    assert checked_safe >= 5 and takes >= 3


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_medium_gives_the_least_when_forced(play_again: bool) -> None:
    """Where every line gives something away, Medium's costs least in the greedy exchange."""
    checked = 0
    for seed in range(4):
        for game in _medium_positions(24, play_again, seed + 10, MediumOpponent):
            pos = Position(game.copy())
            legal = pos.legal()
            if pos.takes(legal) or any(not pos.is_gift(i) for i in legal):
                continue
            costs = {i: greedy_exchange(pos, i) for i in legal}
            a, b = MediumOpponent(seed=seed).choose_move(game.copy(), 1.0)
            assert costs[game.board.line_index(a, b)] == min(costs.values())
            checked += 1
    assert checked >= 10


def test_medium_prefers_the_cheaper_of_two_gifts() -> None:
    """Where one line gives a single triangle and others a chain of three or more."""
    rng = random.Random(0)
    for seed in range(20):
        for game in _medium_positions(24, True, 100 + seed, MediumOpponent):
            pos = Position(game.copy())
            legal = pos.legal()
            if pos.takes(legal) or any(not pos.is_gift(i) for i in legal):
                continue
            costs = {i: greedy_exchange(pos, i) for i in legal}
            if min(costs.values()) == 1 and max(costs.values()) >= 3:
                for _ in range(5):
                    a, b = MediumOpponent(seed=rng.randrange(1000)).choose_move(game.copy(), 1.0)
                    assert costs[game.board.line_index(a, b)] == 1
                return
    pytest.fail("no position offering both a one-triangle and a long gift was found")
