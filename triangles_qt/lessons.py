"""The lessons of How to play: tiny fixed boards, one idea each, a task the rules check (Qt-free).

Each :class:`Lesson` is a board (its stars written out, so it never
changes), the lines already drawn, the rule, and a judge: given the game
before the player's line and the line, it says whether the task is done
and why not (a :class:`Judgement` the view turns into words). Lessons with
"play again" go on while the player keeps closing triangles.

The later lessons teach what newcomers rarely find alone: what a gift
costs under each rule (a chain of triangles is shared under strict turns
and taken whole with "play again"), keeping control of a long chain by
handing over its last two, and counting the safe lines to see who must
give first. Their judges speak the rules' language (chains, safe lines),
and ``tests/test_lessons.py`` checks with the exact solver that every line
they pass is the best line there is, and every line they refuse worse.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from triangles_qt.model import Board, Game, Triangle
from triangles_qt.plugins.builtin._tactics import Position


class Judgement(str, enum.Enum):
    """What a judge answers: the task is done, good so far, or why the line does not do it.

    A ``str`` enum so that its value is the id the view keys its words by.
    """

    DONE = "done"
    #: Good: the player closed a triangle and draws another line ("play again").
    AGAIN = "again"
    NO_TRIANGLE = "no_triangle"
    STAR_INSIDE = "star_inside"
    ONE_TRIANGLE = "one_triangle"
    GIFT = "gift"
    BIGGER_GIFT = "bigger_gift"
    TAKE_LEFT = "take_left"
    #: Strict turns: a lone triangle given is the other player's, and you give again.
    LONE_GIFT = "lone_gift"
    #: Strict turns: an odd chain given is shared with one more for the other player.
    ODD_CHAIN = "odd_chain"
    #: Play again: taking on leaves fewer than two to hand over, so control is lost.
    LAST_TWO = "last_two"
    #: A safe line after which the other player can leave you without a safe line.
    COUNT = "count"


Judge = Callable[[Game, int, int], Judgement]

#: The judgements that keep the player's line.
GOOD: Final = frozenset({Judgement.DONE, Judgement.AGAIN})

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


# -- the rules' words the judges use -----------------------------------------------------------


def _closes(game: Game, a: int, b: int) -> int:
    trial = game.copy()
    return len(trial.play(a, b))


def _line(pos: Position, a: int, b: int) -> int:
    return pos.game.board.line_index(a, b)


def _is_safe(pos: Position, line: int) -> bool:
    """A safe line closes nothing and gives nothing: no triangle can be closed after it."""
    return not pos.closes(line) and not pos.gifted_lines(line)


@dataclass(frozen=True)
class Chain:
    """Live triangles joined by the free sides they share: what one gift opens.

    Closing a triangle draws a side it shares with the next, which then has
    two sides drawn; a lone triangle is a chain of one.
    """

    sides: frozenset[int]
    triangles: int


def chains(game: Game) -> list[Chain]:
    """The chains of the live triangles, each with its free sides (union-find over sides)."""
    board = game.board
    sides: dict[Triangle, list[int]] = {}
    for triangle in game.alive_triangle_list():
        a, b, c = triangle
        lines = (board.line_index(a, b), board.line_index(a, c), board.line_index(b, c))
        sides[triangle] = [line for line in lines if game.is_free(line)]
    parent = {triangle: triangle for triangle in sides}

    def root(triangle: Triangle) -> Triangle:
        while parent[triangle] != triangle:
            triangle = parent[triangle]
        return triangle

    owner: dict[int, Triangle] = {}
    for triangle, free in sides.items():
        for line in free:
            if line in owner:
                parent[root(triangle)] = root(owner[line])
            else:
                owner[line] = triangle
    groups: dict[Triangle, list[Triangle]] = {}
    for triangle in sides:
        groups.setdefault(root(triangle), []).append(triangle)
    return [
        Chain(frozenset(line for t in group for line in sides[t]), len(group))
        for group in groups.values()
    ]


def chain_length(game: Game, line: int) -> int:
    """How many triangles are in the chain ``line`` is a free side of (0: it is in none)."""
    return next((chain.triangles for chain in chains(game) if line in chain.sides), 0)


def _wins_safe_race(game: Game) -> bool:
    """Whether the player to move can make the other run out of safe lines first."""
    return _race(game.copy(), {})


def _race(game: Game, memo: dict[frozenset[tuple[int, int]], bool]) -> bool:
    """Safe lines drawn in turn: True if the mover can always answer the other's last one."""
    key = frozenset(game.lines)
    if key not in memo:
        pos = Position(game.copy())
        win = False
        for line in pos.legal():
            if _is_safe(pos, line):
                game.play_line(line)
                win = not _race(game, memo)
                game.undo()
                if win:
                    break
        memo[key] = win
    return memo[key]


# -- the judges -------------------------------------------------------------------------------


def _any_line(game: Game, a: int, b: int) -> Judgement:
    return Judgement.DONE


def _close_one(game: Game, a: int, b: int) -> Judgement:
    if _closes(game, a, b):
        return Judgement.DONE
    if _makes_empty_less_triangle(game, a, b):
        return Judgement.STAR_INSIDE
    return Judgement.NO_TRIANGLE


def _makes_empty_less_triangle(game: Game, a: int, b: int) -> bool:
    """a-b would be the third side of a triangle whose two sides are drawn (but scores 0)."""
    drawn = {frozenset(line) for line in game.lines}
    stars = range(game.board.n_stars)
    return any(
        frozenset((a, c)) in drawn and frozenset((b, c)) in drawn for c in stars if c not in (a, b)
    )


def _close_two(game: Game, a: int, b: int) -> Judgement:
    closed = _closes(game, a, b)
    if closed == 2:
        return Judgement.DONE
    return Judgement.ONE_TRIANGLE if closed == 1 else Judgement.NO_TRIANGLE


def _no_gift(game: Game, a: int, b: int) -> Judgement:
    pos = Position(game.copy())
    line = _line(pos, a, b)
    return Judgement.GIFT if pos.closes(line) == 0 and pos.gifted_lines(line) else Judgement.DONE


def _shared_gift(game: Game, a: int, b: int) -> Judgement:
    """Strict turns: give a chain of even length; it is shared and the other player gives next.

    The taker's line ends their turn and opens the next triangle of the
    chain for the giver, so a chain's triangles go one each in turn: an
    even chain costs nothing and leaves the other player to give; a lone
    triangle or an odd chain costs one and leaves you to give again.
    """
    length = chain_length(game, game.board.line_index(a, b))
    if length % 2 == 0:
        return Judgement.DONE
    return Judgement.LONE_GIFT if length == 1 else Judgement.ODD_CHAIN


def _smallest_gift(game: Game, a: int, b: int) -> Judgement:
    """Play again: a gift is taken whole, so give the shortest chain."""
    pos = Position(game.copy())
    shortest = min(chain_length(game, line) for line in pos.legal())
    if chain_length(game, _line(pos, a, b)) == shortest:
        return Judgement.DONE
    return Judgement.BIGGER_GIFT


def _take_the_chain(game: Game, a: int, b: int) -> Judgement:
    pos = Position(game.copy())
    if pos.takes(pos.legal()) and not pos.closes(_line(pos, a, b)):
        return Judgement.TAKE_LEFT
    after = game.copy()
    after.play(a, b)
    left = Position(after.copy())
    if (
        not after.is_over
        and after.current_player == game.current_player
        and left.takes(left.legal())
    ):
        return Judgement.AGAIN
    return Judgement.DONE


def _keep_control(game: Game, a: int, b: int) -> Judgement:
    """Play again: take all of the open chain but its last two, then hand those two over.

    Taking is right while at least two triangles of the chain stay behind;
    the hand-over line closes nothing and leaves exactly one line that
    closes the last two together, so the other player takes them and must
    then open the next chain.
    """
    after = game.copy()
    if after.play(a, b):
        offered = Position(after.copy()).takes()
        left = max((chain_length(after, side) for side in offered), default=0)
        return Judgement.AGAIN if left >= 2 else Judgement.LAST_TWO
    takes = set(Position(game.copy()).takes())
    open_chain = [chain for chain in chains(game) if chain.sides & takes]
    if not any(game.board.line_index(a, b) in chain.sides for chain in open_chain):
        return Judgement.GIFT  # it opens another chain for the other player
    handed = Position(after.copy())
    offered = handed.takes()
    # Exactly one line closes the last two together, and more is left for the other
    # player to open after taking them.
    if len(offered) == 1 and handed.closes(offered[0]) == 2 and after.alive_triangles > 2:
        return Judgement.DONE
    return Judgement.TAKE_LEFT


def _count_safe(game: Game, a: int, b: int) -> Judgement:
    """A safe line after which the other player is the first with no safe line left."""
    pos = Position(game.copy())
    if not _is_safe(pos, _line(pos, a, b)):
        return Judgement.GIFT
    after = game.copy()
    after.play(a, b)
    return Judgement.COUNT if _wins_safe_race(after) else Judgement.DONE


#: The board of "When every line is a gift" under both rules: a lone triangle (6 beside
#: 2-3), two triangles in a row (0 in the angle 5-4-1) and three in a row (around 4).
#: 0 lies on 5-1 and 4 on 2-5, so neither line can be drawn.
_GIFTS_STARS: Final = (
    (310.0, 230.0),
    (570.0, 410.0),
    (330.0, 500.0),
    (140.0, 280.0),
    (280.0, 380.0),
    (180.0, 140.0),
    (120.0, 560.0),
)
_GIFTS_DRAWN: Final = ((2, 3), (1, 4), (4, 5))

#: A row of five stars (2-6) with one star above it (0) and one below (1): the lines
#: from 0 close a chain of four triangles above the row, the lines from 1 one below.
_ROW_STARS: Final = (
    (300.0, 170.0),
    (300.0, 430.0),
    (100.0, 300.0),
    (200.0, 300.0),
    (300.0, 300.0),
    (400.0, 300.0),
    (500.0, 300.0),
)


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
    # Strict turns: the two in a row are shared, one each, and then the other gives.
    Lesson("shared_gift", _GIFTS_STARS, _GIFTS_DRAWN, False, _shared_gift),
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
    # The same board with "play again": a gift is taken whole; the lone triangle is smallest.
    # (A new id: "smallest_gift" named an earlier lesson under strict turns, and a player who
    # did that one must not find this one ticked.)
    Lesson("whole_gift", _GIFTS_STARS, _GIFTS_DRAWN, True, _smallest_gift),
    # The chain above the row has been opened (0-2): take two, hand over the last two
    # with 0-6, and the other player must open the chain below.
    Lesson(
        "keep_control",
        _ROW_STARS,
        ((2, 3), (3, 4), (4, 5), (5, 6), (0, 2)),
        True,
        _keep_control,
    ),
    # Safe lines left: 3-4 (one), and at the right end either 5-6 or both 0-6 and 1-6.
    # Drawing 0-6 (or 1-6) leaves two, one for each player: the other player runs out first.
    Lesson("count_safe", _ROW_STARS, ((2, 3), (4, 5)), True, _count_safe),
)


def lesson(lesson_id: str) -> Lesson:
    return next(item for item in LESSONS if item.id == lesson_id)
