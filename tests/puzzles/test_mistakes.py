"""Learn from your mistakes, without Qt: the exercises a review gives, and new lines judged.

The exact case is a hand-made 8-star game whose third line is a gift
(exact loss 2); the estimated case a seeded 24-star position with 44 legal
lines, where the review estimates. The estimate is given a minute, so it
always plays its full 200 rounds on its fixed seed: the same verdict on any
machine.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.puzzles.explain import Miss
from triangles_qt.puzzles.mistakes import Answer, Basis, exercises, judge
from triangles_qt.review import MARKED, MoveReview, Review, engine, make_review, review_game

#: Eight stars, written out (so the board never changes).
STARS = [(829, 520), (140, 135), (610, 234), (388, 495),
         (346, 158), (834, 169), (178, 330), (588, 525)]  # fmt: skip
#: The game: Red draws 6-7, Blue 0-2, then Red 0-5, the second side of triangle 0-2-5 while
#: safe lines were left (a gift of two triangles, with the chain behind it).
MOVES = [(6, 7), (0, 2), (0, 5), (0, 6), (1, 5), (5, 6), (1, 6), (3, 6),
         (2, 5), (4, 5), (1, 4), (0, 7), (4, 6), (2, 6), (3, 7)]  # fmt: skip
GIFT = 2
Reviewed = tuple[Game, Review]


def hand_made() -> Game:
    game = Game(Board(STARS, 6.0))
    for a, b in MOVES:
        game.play(a, b)
    return game


def exact_values(game: Game) -> dict[tuple[int, int], int]:
    """Every legal line's exact value for the player to move (the solver's full window)."""
    pos = Position(game.copy())
    values = Solver().values(pos, None)
    assert values is not None
    return {pos.tables.pairs[line]: value for line, value in values.items()}


@pytest.fixture(scope="module")
def reviewed() -> Iterator[Reviewed]:
    """The hand-made game reviewed, its lines judged exactly on either core: the pure-Python
    one's limit (16 legal lines) is raised for this 8-star board, where its search is quick."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(engine.EXACT_LINES, "python", engine.EXACT_LINES["native"])
        game = hand_made()
        yield game, review_game(game, time_per_move=0.05)


def test_the_exercises_are_the_marked_lines_of_the_player_s_in_game_order(
    reviewed: Reviewed,
) -> None:
    game, review = reviewed
    red = exercises(review, game, [0])
    marked = [m.index for m in review.moves if m.player == 0 and m.verdict in MARKED]
    assert [e.index for e in red] == marked and GIFT in marked
    gift = next(e for e in red if e.index == GIFT)
    assert gift.played == (0, 5) and gift.player == 0 and gift.basis is Basis.EXACT
    assert gift.loss == 2.0 and gift.noise == 0.0
    # The position before the line: the two lines drawn before it, Red to move.
    position = gift.position()
    assert position.lines == ((6, 7), (0, 2)) and position.current_player == 0
    assert gift.why() is Miss.GIFT
    both = exercises(review, game, [0, 1])
    assert {e.player for e in both} == {0, 1} and len(both) > len(red)
    assert exercises(review, game, None) == ()  # nobody at this device: nothing to learn


def test_a_review_of_another_game_is_refused(reviewed: Reviewed) -> None:
    game, review = reviewed
    shorter = hand_made()
    shorter.undo()
    with pytest.raises(ValueError, match="another game"):
        exercises(review, shorter, [0])
    # As many lines, but another line where the review marks one.
    foreign = MoveReview(GIFT, 0, (1, 4), "mistake", 2.0, (0, 5), True)
    with pytest.raises(ValueError, match="another game"):
        exercises(make_review([foreign], game.move_count), game, [0])


def test_exact_a_better_line_is_accepted_the_drawn_and_another_bad_one_refused(
    reviewed: Reviewed,
) -> None:
    game, review = reviewed
    gift = next(e for e in exercises(review, game, [0]) if e.index == GIFT)
    values = exact_values(gift.position())
    top = max(values.values())
    assert values[gift.best] == top
    # Another line as good as the review's: the exact search says so.
    other_best = next(line for line, v in values.items() if v == top and line != gift.best)
    right = judge(gift, *other_best)
    assert right.accepted and right.answer is Answer.BEST and right.basis is Basis.EXACT
    assert right.loss == 0 and right.miss is None
    # The review's own better line, drawn the other way round.
    assert judge(gift, *reversed(gift.best)).answer is Answer.BEST
    # The line drawn in the game: refused with the review's figures and reason.
    again = judge(gift, 5, 0)
    assert again.answer is Answer.PLAYED and not again.accepted
    assert again.loss == 2.0 and again.miss is Miss.GIFT and again.basis is Basis.EXACT
    # Another bad line: refused, with its exact cost and why.
    bad = next(line for line, v in values.items() if v < top and line != gift.played)
    wrong = judge(gift, *bad)
    assert wrong.answer is Answer.WORSE and not wrong.accepted and wrong.basis is Basis.EXACT
    assert wrong.loss == top - values[bad] and wrong.miss is not None


def test_a_line_that_is_not_legal_there_is_refused_with_a_message(reviewed: Reviewed) -> None:
    game, review = reviewed
    gift = next(e for e in exercises(review, game, [0]) if e.index == GIFT)
    with pytest.raises(ValueError, match="not a legal line"):
        judge(gift, 6, 7)  # already drawn in the position


def estimated_position() -> Game:
    """A 24-star position with 44 legal lines (the review estimates there), Blue to move."""
    game = Game(Board.generate(24, 7))
    rng = random.Random(7)
    while game.legal_count > 44:
        game.play(*rng.choice(game.legal_moves()))
    return game


def test_estimated_a_line_within_the_noise_is_good_and_said_to_be_an_estimate() -> None:
    position = estimated_position()
    assert position.legal_count == 44 and position.current_player == 1
    game = position.copy()
    game.play(2, 17)  # a gift, while safe lines were left
    drawn = MoveReview(27, 1, (2, 17), "mistake", 1.79, (12, 21), False, 0.32, "missed_take")
    (exercise,) = exercises(make_review([drawn], game.move_count), game, [1])
    assert exercise.basis is Basis.ESTIMATE
    # Another safe line: a little worse by the playouts, but within their noise.
    near = judge(exercise, 6, 8, seconds=60)
    assert near.accepted and near.answer is Answer.GOOD and near.basis is Basis.ESTIMATE
    assert 0 < near.loss <= near.noise
    # A gift of its own: worse than the noise allows, and why.
    gift = judge(exercise, 9, 14, seconds=60)
    assert gift.answer is Answer.WORSE and gift.basis is Basis.ESTIMATE
    assert gift.loss > max(gift.noise, 1.0) and gift.miss is Miss.GIFT
    # The review's better line and the line drawn: the review's values, at once.
    assert judge(exercise, 12, 21).answer is Answer.BEST
    played = judge(exercise, 2, 17)
    assert played.answer is Answer.PLAYED and (played.loss, played.noise) == (1.79, 0.32)
