"""Positions to test opponents on, and brute-force oracles written with the public engine API only.

The oracles deliberately share no code with ``triangles_qt.plugins.builtin``:
they play each line on the game and look, which is slow but obviously right.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin._tactics import Position

SIZES = (24, 60, 80, 120, 180)


class TickingClock:
    """A clock that moves only when it is read: each reading is ``step`` seconds on."""

    def __init__(self, step: float = 0.001) -> None:
        self.step = step
        self.now = 1000.0
        self.readings = 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


@functools.cache
def board(n_stars: int, seed: int = 3) -> Board:
    return Board.generate(n_stars, seed=seed)


def closing_lines(game: Game) -> list[int]:
    """Legal lines that would close a triangle now."""
    return [i for i in game.legal_lines().tolist() if game.closes(i)]


def capturable(game: Game) -> dict[tuple[int, int, int], int]:
    """Each triangle the player to move could close now, with the line that closes it."""
    out = {}
    for line in closing_lines(game):
        for triangle in game.play_line(line):
            out[triangle] = line
        game.undo()
    return out


def new_captures(game: Game, line: int) -> dict[tuple[int, int, int], int]:
    """The triangles ``line`` would put within reach (with their closing lines)."""
    before = capturable(game)
    game.play_line(line)
    try:
        after = {} if game.is_over else capturable(game)
    finally:
        game.undo()
    return {triangle: closer for triangle, closer in after.items() if triangle not in before}


def gives_away(game: Game, line: int) -> bool:
    """Whether drawing ``line`` lets the next mover close a triangle it could not before."""
    return bool(new_captures(game, line))


def negamax(game: Game) -> int:
    """Exact future score difference for the player to move (tiny positions only)."""
    if game.is_over:
        return 0
    player = game.current_player
    best = -(1 << 20)
    for line in game.legal_lines().tolist():
        closed = len(game.play_line(line))
        if game.is_over:
            value = closed
        elif game.current_player == player:
            value = closed + negamax(game)
        else:
            value = closed - negamax(game)
        game.undo()
        best = max(best, value)
    return best


def move_values(game: Game) -> dict[int, int]:
    """Exact value of each legal line for the player to move, counting points already scored."""
    player = game.current_player
    lead = game.scores[player] - game.scores[1 - player]
    out = {}
    for line in game.legal_lines().tolist():
        closed = len(game.play_line(line))
        if game.is_over:
            future = closed
        elif game.current_player == player:
            future = closed + negamax(game)
        else:
            future = closed - negamax(game)
        game.undo()
        out[line] = lead + future
    return out


def careful_game(n_stars: int, play_again: bool, seed: int) -> list[Game]:
    """Snapshots of a sensibly played game: the opening, the first position where
    every line gives something away, and a late position.

    Sensible play (take, else a line that gives nothing, else the line giving
    least) makes the long chains that cost opponents the most time; random
    play would not.
    """
    rng = random.Random(seed)
    game = Game(board(n_stars), play_again=play_again)
    snapshots = [game.copy()]
    pos = Position(game)
    while not game.is_over:
        takes = pos.takes()
        if takes:
            pos.play(takes[0])
            continue
        line = pos.random_safe(rng, tries=40)
        if line < 0:
            line = next((i for i in pos.legal() if not pos.is_gift(i)), -1)
        if line < 0:
            break
        pos.play(line)
    if game.is_over:
        return snapshots
    snapshots.append(game.copy())
    target = game.legal_count // 3
    while not game.is_over and game.legal_count > target:
        takes = pos.takes()
        pos.play(takes[0] if takes else min(pos.legal(), key=pos.gifts))
    if not game.is_over:
        snapshots.append(game.copy())
    return snapshots


def mixed_play_positions(
    n_stars: int,
    play_again: bool,
    seed: int,
    keep: Callable[[Game, list[int], random.Random], bool],
    take: float,
    safe: float,
) -> list[Game]:
    """Positions of one game mixing takes, safe lines and random lines, those ``keep`` picks.

    A take is played with probability ``take`` when one is on offer; otherwise
    a safe line with probability ``safe``, else any line.
    """
    rng = random.Random(seed)
    game = Game(board(n_stars, seed), play_again=play_again)
    pos = Position(game)
    out = []
    while not game.is_over:
        takes = pos.takes()
        if keep(game, takes, rng):
            out.append(game.copy())
        roll = rng.random()
        if takes and roll < take:
            pos.play(rng.choice(takes))
        elif roll < safe:
            line = pos.random_safe(rng)
            pos.play(line if line >= 0 else game.random_line(rng))
        else:
            pos.play(game.random_line(rng))
    return out
