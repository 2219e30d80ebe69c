"""The facts behind the spoken answers: a star's lines and triangles, the lines that score now.

Plain numbers from the rules, for the views to put into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from triangles_qt.model import Game, Triangle


@dataclass(frozen=True)
class StarFacts:
    """What touches one star."""

    lines: tuple[tuple[int, int], ...]
    """(the star at the other end, the player who drew it), in the order drawn."""
    triangles: tuple[tuple[Triangle, int], ...]
    """(the closed triangle, the player who closed it), in the order closed."""
    open_lines: int
    """How many lines could still be drawn from it."""


def star_facts(game: Game, star: int) -> StarFacts:
    """The lines leaving ``star``, the triangles it is a corner of, and what is still open."""
    lines = tuple(
        (move.b if move.a == star else move.a, move.player)
        for move in game.moves
        if star in (move.a, move.b)
    )
    triangles = tuple((t, p) for t, p in game.closed_triangles if star in t)
    board = game.board
    open_lines = sum(1 for line in game.legal_lines() if star in board.line_stars(int(line)))
    return StarFacts(lines, triangles, open_lines)


@dataclass(frozen=True)
class Take:
    """A line that would close triangles now."""

    a: int
    b: int
    closes: int


def takes(game: Game) -> tuple[Take, ...]:
    """Every line that would close a triangle now, the ones closing two first."""
    if game.is_over:
        return ()
    board = game.board
    found = []
    for line in game.legal_lines():
        count = game.closes(int(line))
        if count:
            a, b = board.line_stars(int(line))
            found.append(Take(a, b, count))
    found.sort(key=lambda t: (-t.closes, t.a, t.b))
    return tuple(found)
