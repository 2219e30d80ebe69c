"""Shared fixtures-by-function for the engine tests: cached boards and state snapshots.

Boards are cached per size and seed because building the 180-star one takes
a noticeable fraction of a second (and its reference twin a few seconds).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from triangles_qt.model import Board, Game

from .reference import ReferenceBoard

SIZES = (24, 60, 80, 120, 180)


@functools.cache
def generated(n_stars: int, seed: int = 7) -> Board:
    """The generated board of this size and seed (shared, boards are immutable)."""
    return Board.generate(n_stars, seed=seed)


@functools.cache
def uniform(n_stars: int, seed: int, tolerance: float = 0.0) -> Board:
    """Stars uniformly at random in a 1000 x 1000 square: general position, no spacing."""
    rng = random.Random(seed)
    stars = [(rng.uniform(0, 1000), rng.uniform(0, 1000)) for _ in range(n_stars)]
    return Board(stars, tolerance)


@functools.cache
def reference_of(board: Board) -> ReferenceBoard:
    """The reference twin of an engine board (same stars, same tolerance)."""
    return ReferenceBoard(board.stars.tolist(), board.tolerance)


def observable(game: Game, *, with_legal: bool = True) -> dict[str, Any]:
    """Everything the public API says about a game."""
    state: dict[str, Any] = {
        "lines": game.lines,
        "moves": game.moves,
        "move_count": game.move_count,
        "last_move": game.last_move,
        "scores": game.scores,
        "current_player": game.current_player,
        "is_over": game.is_over,
        "winner": game.winner,
        "closed": game.closed_triangles,
        "alive": game.alive_triangle_list(),
        "alive_count": game.alive_triangles,
        "most_still_to_win": game.most_still_to_win,
        "legal_count": game.legal_count,
        "play_again": game.play_again,
    }
    if with_legal:
        state["legal_moves"] = game.legal_moves()
        state["legal_lines"] = game.legal_lines().tolist()
    return state


def internals(game: Game) -> tuple[Any, ...]:
    """The engine's private state (all of it except the random-pick cache)."""
    return (
        game._free,
        bytes(game._alive),
        tuple(game._adjacent),
        tuple(game._scores),
        game._player,
        game._over,
        tuple(
            (line, player, closed, free, None if killed is None else tuple(map(int, killed)))
            for line, player, closed, free, killed in game._history
        ),
    )


def random_game(board: Board, seed: int, *, play_again: bool = False) -> Game:
    """A complete game of uniformly random legal lines."""
    game = Game(board, play_again=play_again)
    rng = random.Random(seed)
    while not game.is_over:
        game.play_line(game.random_line(rng))
    return game
