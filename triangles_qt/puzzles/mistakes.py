"""Learn from your mistakes: the player's costly lines in a review, replayed as exercises (Qt-free).

An :class:`Exercise` is the position before one of the player's lines the
review marked (:data:`~triangles_qt.review.engine.MARKED`), with the
review's verdict on it: the line drawn, what it cost, the better line,
exact or estimated with its noise. :func:`judge` says whether a new line
there is good enough, by the review's own standard:

- where the review was **exact**, by the exact search (no clock, the
  review's budget of positions): a line is good only if it is as good as the
  best (exact losses are whole numbers, and any loss marks a line);
- where it **estimated**, by the same paired playouts as the review
  (:func:`~triangles_qt.review.engine.compare`): a line is good when its
  loss against the review's better line is within the estimate's noise (or
  under half a triangle), as the review would have judged it "good"; the
  judgement says it is an estimate (:attr:`Judgement.basis`).

The line drawn in the game and the review's better line are judged by the
review's values at once. :func:`judge` searches or plays out for up to a
second or so: the app calls it off the UI thread.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Collection
from dataclasses import dataclass
from typing import Final

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, tables_for
from triangles_qt.puzzles.explain import LineFacts, Miss, line_facts, miss
from triangles_qt.review.engine import (
    MARKED,
    MoveReview,
    OverBudget,
    Review,
    compare,
    exact_best,
    exact_value,
    verdict_for,
)

Line = tuple[int, int]

#: Seconds of paired playouts that judge a new line where the review estimated (the
#: measuring stage of a review's estimate; the native core plays its 200 rounds in less).
JUDGE_SECONDS: Final = 0.5


class Basis(enum.Enum):
    """What a verdict rests on."""

    EXACT = "exact"
    """The exact search: best play to the end of the game."""
    ESTIMATE = "estimate"
    """Paired playouts, with a noise (the 95 % half-width of their differences)."""


class Answer(enum.Enum):
    """What a new line comes to, against the review's better line."""

    BEST = "best"
    """As good as the better line: it, or (exactly) one of the same value."""
    GOOD = "good"
    """Within the estimate's noise of the better line, or under half a triangle from it."""
    PLAYED = "played"
    """The line drawn in the game, again."""
    WORSE = "worse"
    """It costs more than the review lets pass."""


def _pair(a: int, b: int) -> Line:
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class Exercise:
    """The position before one costly line of the player's, with the review's verdict on it."""

    board: Board
    play_again: bool
    before: tuple[Line, ...]
    """The lines drawn before the costly one, in order."""
    move: MoveReview

    @property
    def index(self) -> int:
        return self.move.index

    @property
    def player(self) -> int:
        """Who drew the costly line (and is to move in the position)."""
        return self.move.player

    @property
    def played(self) -> Line:
        return _pair(*self.move.line)

    @property
    def best(self) -> Line:
        """The review's better line."""
        return _pair(*self.move.best)

    @property
    def loss(self) -> float:
        """What the line drawn cost, in triangles (the review's figure)."""
        return self.move.loss

    @property
    def basis(self) -> Basis:
        return Basis.EXACT if self.move.exact else Basis.ESTIMATE

    @property
    def noise(self) -> float:
        return self.move.noise

    def position(self) -> Game:
        """A fresh game at the position before the costly line."""
        game = Game(self.board, play_again=self.play_again)
        for a, b in self.before:
            game.play(a, b)
        return game

    def facts(self, a: int, b: int) -> LineFacts:
        """What legal line a-b does at once in the position."""
        return line_facts(self.position(), a, b)

    def why(self) -> Miss:
        """Why the line drawn fell short of the better one.

        The review's reason where it has one and the better line does not
        share it (a take the better line also leaves, a gift it also makes,
        is no reason), else the lessons' words from what the two lines do."""
        played, best = self.facts(*self.played), self.facts(*self.best)
        reason = self.move.reason
        if reason == "missed_take" and not best.passes_take:
            return Miss.MISSED_TAKE
        if reason == "gift" and played.gives > (0 if best.closes else best.gives):
            return Miss.GIFT
        return miss(played, best)


def exercises(review: Review, game: Game, players: Collection[int] | None) -> tuple[Exercise, ...]:
    """The exercises of ``game``: each marked line of ``players`` in ``review``, in game order.

    ``players`` are the people at this device (None: nobody, so no exercise). A
    review of another game (another number of lines, another line at a marked
    index) is refused with :class:`ValueError`."""
    if review.lines != game.move_count:
        raise ValueError("the review is of another game")
    if not players:
        return ()
    lines = tuple(_pair(move.a, move.b) for move in game.moves)
    found = []
    for move in review.moves:
        if move.verdict not in MARKED or move.player not in players:
            continue
        if _pair(*move.line) != lines[move.index]:
            raise ValueError("the review is of another game")
        found.append(Exercise(game.board, game.play_again, lines[: move.index], move))
    return tuple(found)


@dataclass(frozen=True)
class Judgement:
    """A new line in an exercise, judged against the review's better line."""

    line: Line
    answer: Answer
    basis: Basis
    loss: float
    """Triangles it ends worse than the better line (0 when as good or better)."""
    noise: float
    """The estimate's noise (0 when exact)."""
    facts: LineFacts
    """What the line does at once."""
    miss: Miss | None
    """Why it falls short of the better line (None when it is good enough)."""

    @property
    def accepted(self) -> bool:
        return self.answer in (Answer.BEST, Answer.GOOD)


def judge(
    exercise: Exercise,
    a: int,
    b: int,
    *,
    seconds: float = JUDGE_SECONDS,
    solver: Solver | None = None,
) -> Judgement:
    """Line a-b in ``exercise``'s position, judged as the review judged there.

    :class:`ValueError` if the line is not legal there. Searches or plays out
    for a while: not for the UI thread."""
    game = exercise.position()
    if game.refusal(a, b) is not None:
        raise ValueError(f"{a}-{b} is not a legal line here")
    line = _pair(a, b)
    facts = line_facts(game, a, b)
    best_facts = line_facts(game, *exercise.best)
    if line == exercise.best:
        return Judgement(line, Answer.BEST, exercise.basis, 0.0, 0.0, facts, None)
    if line == exercise.played:
        return Judgement(
            line, Answer.PLAYED, exercise.basis, exercise.loss, exercise.noise, facts,
            exercise.why(),
        )  # fmt: skip
    pos = Position(game, tables_for(game.board))
    index = game.board.line_index(a, b)
    if exercise.move.exact:
        solver = solver if solver is not None else Solver()
        solver.clear()  # (the review's verdicts owe nothing to earlier searches either)
        try:
            _best, top = exact_best(solver, pos)
            loss = float(top - exact_value(solver, pos, index))
        except OverBudget:
            pass  # (estimated below, as the review does then)
        else:
            answer = Answer.BEST if loss <= 0 else Answer.WORSE
            why = None if answer is Answer.BEST else miss(facts, best_facts)
            return Judgement(line, answer, Basis.EXACT, max(0.0, loss), 0.0, facts, why)
    best_index = game.board.line_index(*exercise.best)
    seed = exercise.index * 100_003 + index
    best_mean, line_mean, noise = compare(pos, best_index, index, seconds, random.Random(seed))
    loss = max(0.0, best_mean - line_mean)
    if verdict_for(loss, noise, loss <= 1e-9) in ("best", "good"):
        return Judgement(line, Answer.GOOD, Basis.ESTIMATE, loss, noise, facts, None)
    return Judgement(
        line, Answer.WORSE, Basis.ESTIMATE, loss, noise, facts, miss(facts, best_facts)
    )
