"""One arena game, played through two runners, and what it produced (Qt-free).

A game is fully described by its :class:`GameJob` (board seed, who starts,
each side's time limit), so a game played in any slot, in any order, is the
same game, as long as the opponents' moves depend only on the position. What
happened to each side (failures, substituted moves, move times) travels with
its :class:`GameResult`, so reports add results up in index order and never
depend on which game finished first.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from triangles_qt.model import Board, Game
from triangles_qt.model.board_code import BoardCode
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.plugins.runner import OpponentRunner

SIDES = ("a", "b")


@dataclass(frozen=True)
class GameJob:
    """Everything that decides one game: who, on which board, who starts, with what time.

    ``a`` and ``b`` are the opponent ids; ``first`` is the side (``"a"`` or
    ``"b"``) that plays as Player 1. ``board``: a board code's board (``--board``);
    without one the board is ``Board.generate(stars, seed)``.
    """

    index: int
    a: str
    b: str
    stars: int
    seed: int
    first: str
    play_again: bool
    a_time_limit: float
    b_time_limit: float
    on_failure: str = "substitute"
    board: BoardCode | None = None

    def make_board(self) -> Board:
        """The board this game is played on."""
        if self.board is not None:
            return self.board.board()
        return Board.generate(self.stars, seed=self.seed)

    def time_limit(self, side: str) -> float:
        return self.a_time_limit if side == "a" else self.b_time_limit


@dataclass
class GameResult:
    """One finished arena game, from A's and B's point of view."""

    index: int
    seed: int
    first: str
    a_points: int
    b_points: int
    moves: int
    winner: str | None
    forfeit: str | None = None
    a: str = ""
    b: str = ""
    failures: dict[str, Counter[str]] = field(
        default_factory=lambda: {"a": Counter(), "b": Counter()}
    )
    failure_examples: dict[str, str] = field(default_factory=dict)
    substituted_moves: int = 0
    move_times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    lines: tuple[tuple[int, int], ...] = ()
    play_again: bool = False
    a_time_limit: float = 0.0
    b_time_limit: float = 0.0
    #: When the game started (its boards were sent) and ended, seconds since the epoch.
    started_at: float = 0.0
    finished_at: float = 0.0
    #: Each line's time on its move's clock, in the order drawn; None for a line played
    #: for a side that failed.
    line_times: list[float | None] = field(default_factory=list)

    def score(self, side: str) -> float:
        """1 for a win, ½ for a tie, 0 for a loss, for ``side``."""
        if self.winner is None:
            return 0.5
        return 1.0 if self.winner == side else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.index,
            "seed": self.seed,
            "first": self.first,
            "a_points": self.a_points,
            "b_points": self.b_points,
            "moves": self.moves,
            "winner": self.winner,
            "forfeit": self.forfeit,
        }


class Stopped(Exception):
    """The run was stopped (an SPRT decision, Ctrl-C) while this game was being played."""


#: Told an engine's ``info`` lines as each move is answered (``--show-info``): the game, the
#: side (``"a"``/``"b"``), the move's number (from 1) and the lines.
InfoSink = Callable[[GameJob, str, int, tuple[str, ...]], None]


def log_name(job: GameJob, side: str) -> str:
    """How a game is named in its engine logs' file names: ``game-0007-a``."""
    return f"game-{job.index:04d}-{side}"


def play_game(
    job: GameJob,
    runners: dict[str, OpponentRunner],
    board: Board,
    stop: threading.Event | None = None,
    asked: Callable[[MoveRequest | None], None] | None = None,
    info: InfoSink | None = None,
) -> tuple[GameResult, Game]:
    """Play ``job`` with ``runners["a"]`` and ``runners["b"]``; raises :class:`Stopped`.

    ``asked`` is told each move request as it is made (and None once it is
    answered), so whoever stops the run can cancel the one being thought about;
    ``info`` is told what engines said while thinking.
    """
    result = GameResult(
        job.index, job.seed, job.first, 0, 0, 0, None, a=job.a, b=job.b,
        play_again=job.play_again, a_time_limit=job.a_time_limit, b_time_limit=job.b_time_limit,
    )  # fmt: skip
    game = Game(board, play_again=job.play_again)
    # seat[player] is the side ("a"/"b") that plays as Player 1 / Player 2.
    seat = (job.first, "b" if job.first == "a" else "a")
    result.started_at = time.time()
    for side, runner in runners.items():
        runner.prepare(game, log_name=log_name(job, side))
    forfeit: str | None = None
    rng = random.Random(board.seed)
    while not game.is_over:
        if stop is not None and stop.is_set():
            raise Stopped
        side = seat[game.current_player]
        request = runners[side].request_move(game, job.time_limit(side))
        if asked is not None:
            asked(request)
        outcome = request.result()
        if asked is not None:
            asked(None)
        if info is not None and request.info:
            info(job, side, game.move_count + 1, request.info)
        if isinstance(outcome, OpponentFailure):
            if stop is not None and stop.is_set() and not outcome.is_fault:
                raise Stopped
            result.failures[side][outcome.kind.value] += 1
            result.failure_examples.setdefault(f"{side}:{outcome.kind.value}", outcome.message)
            if job.on_failure == "forfeit":
                forfeit = side
                break
            result.substituted_moves += 1
            move = fallback_move(game, rng)
            result.line_times.append(None)
        else:
            move = outcome
            if request.elapsed is not None:
                result.move_times[side].append(request.elapsed)
            result.line_times.append(request.clock_time)
        game.play(*move)
    scores = {seat[0]: game.scores[0], seat[1]: game.scores[1]}
    result.a_points, result.b_points = scores["a"], scores["b"]
    result.moves = game.move_count
    result.forfeit = forfeit
    if forfeit is not None:
        result.winner = "b" if forfeit == "a" else "a"
    else:  # who won is the rules' answer (Game.winner), told by side
        result.winner = None if game.winner is None else seat[game.winner]
    result.lines = game.lines
    result.finished_at = time.time()
    return result, game
