"""The fast look-ups the opponents rely on agree with brute force through the public API."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._tactics import (
    Position,
    greedy_exchange,
    light_exchange,
    tables_for,
)

from .helpers import board, closing_lines, mixed_play_positions, new_captures


def _positions(n_stars: int, play_again: bool, seed: int, every: int = 4) -> list[Game]:
    """Every few moves of a game mixing takes, safe lines and random lines."""
    return mixed_play_positions(
        n_stars,
        play_again,
        seed,
        lambda game, _takes, _rng: game.move_count % every == 0,
        take=0.7,
        safe=0.5,
    )


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_closes_and_gifts_match_brute_force(play_again: bool) -> None:
    checked = gifting = 0
    for seed in range(3):
        for game in _positions(24, play_again, seed):
            pos = Position(game.copy())
            closing = set(closing_lines(game))
            assert set(pos.takes()) == closing
            for line in game.legal_lines().tolist():
                assert pos.closes(line) == game.closes(line)
                if line in closing:
                    continue
                after = new_captures(game, line)
                expected = bool(after)
                assert pos.is_gift(line) == expected
                assert set(pos.gifted_lines(line)) == set(after.values())
                assert pos.gifts(line) == len(after)
                checked += 1
                gifting += expected
    assert checked > 300 and gifting > 50  # the positions really contain both kinds


def _reference_exchange(game: Game, line: int) -> int:
    """Greedy exchange by brute force: after ``line``, the mover closes whatever it can."""
    mover = game.current_player
    before = game.scores
    game.play_line(line)
    played = 1
    while not game.is_over:
        closing = closing_lines(game)
        if not closing:
            break
        game.play_line(closing[0])
        played += 1
    after = game.scores
    for _ in range(played):
        game.undo()
    return (after[1 - mover] - before[1 - mover]) - (after[mover] - before[mover])


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_exchanges_match_brute_force(play_again: bool) -> None:
    """Both exchange functions agree with playing it out, and with each other.

    Only where the outcome cannot depend on which triangle is taken first
    (a single line on offer at each step) is the brute force comparable
    line for line; in general the two fast versions must agree exactly.
    """
    compared = 0
    for seed in range(3):
        for game in _positions(24, play_again, seed, every=3):
            pos = Position(game.copy())
            if pos.takes():
                continue
            for line in game.legal_lines().tolist():
                exact = greedy_exchange(pos, line)
                assert light_exchange(pos, line)[0] == exact
                if len(pos.gifted_lines(line)) <= 1:
                    assert exact == _reference_exchange(game, line)
                    compared += 1
            assert pos.stack == [] and game.lines == pos.game.lines
    assert compared > 100


def test_exchange_follows_a_long_chain_with_play_again() -> None:
    """In 60-star positions the fast exchange still matches the exact one."""
    for game in _positions(60, True, seed=4, every=25):
        pos = Position(game.copy())
        if pos.takes():
            continue
        for line in game.legal_lines().tolist()[:80]:
            assert light_exchange(pos, line)[0] == greedy_exchange(pos, line)


def test_position_key_and_mirror_follow_play_and_undo() -> None:
    rng = random.Random(5)
    game = Game(board(24))
    pos = Position(game)
    keys = [pos.key]
    for _ in range(20):
        pos.play(game.random_line(rng))
        keys.append(pos.key)
        fresh = Position(game.copy())
        assert fresh.key == pos.key and fresh.adj == pos.adj
    assert len(set(keys)) == len(keys)
    for expected in reversed(keys[:-1]):
        pos.undo()
        assert pos.key == expected
    assert pos.adj == Position(Game(board(24))).adj


def test_tables_are_shared_per_board_content() -> None:
    first = tables_for(board(24))
    assert tables_for(board(24)) is first
    again = type(board(24))(board(24).stars, board(24).tolerance)  # an equal, separate board
    assert tables_for(again) is first
