"""The lessons of How to play: tiny fixed boards, one idea each, a task the rules check (Qt-free).

Each :class:`Lesson` is a board (its stars written out, so it never
changes), the lines already drawn, the rule, and a judge: given the game
before the player's line and the line, it says whether the task is done
and why not (an id the view turns into words). Lessons with "play again"
go on while the player keeps closing triangles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin._tactics import Position

#: What a judge answers: ``done`` (the task is done), ``again`` (good, draw another
#: line), or why not: ``no_triangle``, ``star_inside``, ``one_triangle``, ``gift``,
#: ``bigger_gift``, ``take_left``.
Judgement = str
Judge = Callable[[Game, int, int], Judgement]

TOLERANCE: Final = 6.0


@dataclass(frozen=True)
class Lesson:
    id: str
    stars: tuple[tuple[float, float], ...]
    drawn: tuple[tuple[int, int], ...]
    play_again: bool
    judge: Judge

    def game(self) -> Game:
        """The lesson's board with its lines drawn, the player to move on."""
        game = Game(Board(self.stars, TOLERANCE), play_again=self.play_again)
        for a, b in self.drawn:
            game.play(a, b)
        return game


def _closes(game: Game, a: int, b: int) -> int:
    trial = game.copy()
    return len(trial.play(a, b))


def _line(pos: Position, a: int, b: int) -> int:
    return pos.game.board.line_index(a, b)


def _any_line(game: Game, a: int, b: int) -> Judgement:
    return "done"


def _close_one(game: Game, a: int, b: int) -> Judgement:
    if _closes(game, a, b):
        return "done"
    return "star_inside" if _makes_empty_less_triangle(game, a, b) else "no_triangle"


def _makes_empty_less_triangle(game: Game, a: int, b: int) -> bool:
    """a-b would be the third side of a triangle whose two sides are drawn (but scores 0)."""
    drawn = {frozenset(line) for line in game.lines}
    stars = range(game.board.n_stars)
    return any(
        frozenset((a, c)) in drawn and frozenset((b, c)) in drawn for c in stars if c not in (a, b)
    )


def _close_two(game: Game, a: int, b: int) -> Judgement:
    closed = _closes(game, a, b)
    return "done" if closed == 2 else "one_triangle" if closed == 1 else "no_triangle"


def _no_gift(game: Game, a: int, b: int) -> Judgement:
    pos = Position(game.copy())
    line = _line(pos, a, b)
    return "gift" if pos.closes(line) == 0 and pos.gifted_lines(line) else "done"


def _smallest_gift(game: Game, a: int, b: int) -> Judgement:
    pos = Position(game.copy())
    legal = pos.legal()
    cheapest = min(pos.gifts(i) for i in legal)
    return "done" if pos.gifts(_line(pos, a, b)) == cheapest else "bigger_gift"


def _take_the_chain(game: Game, a: int, b: int) -> Judgement:
    pos = Position(game.copy())
    if pos.takes(pos.legal()) and not pos.closes(_line(pos, a, b)):
        return "take_left"
    after = game.copy()
    after.play(a, b)
    left = Position(after.copy())
    if (
        not after.is_over
        and after.current_player == game.current_player
        and left.takes(left.legal())
    ):
        return "again"
    return "done"


LESSONS: Final = (
    Lesson(
        "first_line",
        ((60.0, 60.0), (300.0, 80.0), (280.0, 280.0), (80.0, 300.0)),
        (),
        False,
        _any_line,
    ),
    Lesson(
        "close_triangle",
        ((40.0, 300.0), (320.0, 300.0), (180.0, 60.0), (420.0, 80.0)),
        ((0, 1), (1, 2)),
        False,
        _close_one,
    ),
    Lesson(
        "star_inside",
        ((40.0, 320.0), (320.0, 320.0), (180.0, 60.0), (180.0, 230.0), (420.0, 120.0)),
        ((0, 1), (1, 2), (1, 4)),
        False,
        _close_one,
    ),
    Lesson(
        "two_at_once",
        ((40.0, 180.0), (200.0, 40.0), (360.0, 180.0), (200.0, 320.0)),
        ((0, 1), (1, 2), (2, 3), (0, 3)),
        False,
        _close_two,
    ),
    Lesson(
        "no_gift",
        (
            (204.8, 470.3),
            (678.5, 214.0),
            (476.6, 298.1),
            (174.3, 116.0),
            (850.7, 475.7),
            (481.7, 528.5),
            (397.8, 106.0),
        ),
        ((0, 5), (4, 6)),
        False,
        _no_gift,
    ),
    Lesson(
        "smallest_gift",
        (
            (281.4, 148.3),
            (794.6, 450.0),
            (679.6, 199.7),
            (265.1, 504.9),
            (559.7, 394.3),
            (134.5, 316.0),
            (487.0, 104.1),
        ),
        ((1, 3), (1, 6), (0, 3)),
        False,
        _smallest_gift,
    ),
    Lesson(
        "chain",
        (
            (204.8, 470.3),
            (678.5, 214.0),
            (476.6, 298.1),
            (174.3, 116.0),
            (850.7, 475.7),
            (481.7, 528.5),
            (397.8, 106.0),
        ),
        ((0, 5), (4, 6), (4, 5), (3, 6)),
        True,
        _take_the_chain,
    ),
)


def lesson(lesson_id: str) -> Lesson:
    return next(item for item in LESSONS if item.id == lesson_id)
