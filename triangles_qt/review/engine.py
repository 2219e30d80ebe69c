"""Judging every line of a game: exact where the position is small, an honest estimate elsewhere.

For each move the position before it is rebuilt and the drawn line is
compared with the best line there, by the triangles it costs the player who
drew it (its *loss*):

- **Exact** when the position has at most :data:`EXACT_LINES` legal lines
  (per rule) and the exact search of the hard opponent finishes in the
  move's time: every legal line gets its exact value (the best score
  difference its drawer can still reach), so the loss is exact.
- **Estimated** elsewhere: a few candidate lines (the one drawn, the best
  take, the cheapest gift, some safe lines) are each followed by careful
  playouts to the end of the game, on shared seeds, for the move's time.
  The loss is the best candidate's mean minus the drawn line's, and its
  noise is 1.96 standard errors of their paired differences: a line is
  never called worse than "good" when its loss is within that noise.

Verdicts from the loss (in triangles): :data:`THRESHOLDS`. docs/review.md
explains the method and the figures. Qt-free: the app runs it in a worker
process; ``python -m triangles_qt.review`` runs it from a terminal.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from triangles_qt.model import Game
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._playouts import playout
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, Tables, tables_for

VERDICTS: Final = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Legal lines at or below which a move is judged exactly, by rule (strict, play again).
EXACT_LINES: Final = (16, 24)
#: Losses (in triangles) from which a line is an inaccuracy, a mistake, a blunder.
THRESHOLDS: Final = {"inaccuracy": 0.5, "mistake": 1.0, "blunder": 3.0}
#: Candidate lines an estimate compares at most (the drawn line included).
CANDIDATES: Final = 6
#: Rounds of playouts an estimate stage plays at least (two make a spread; three a little more).
MIN_PLAYOUTS: Final = 3
#: Rounds of playouts an estimate stage plays at most (enough to make its noise small).
MAX_ROUNDS: Final = 200
#: Share of an estimate's time spent picking the best candidate (the rest measures its loss).
PICK_SHARE: Final = 0.5
#: Time per move unless told otherwise (seconds).
DEFAULT_TIME_PER_MOVE: Final = 0.3

Line = tuple[int, int]


@dataclass(frozen=True)
class MoveReview:
    """The verdict on one line: ``loss`` in triangles for its drawer; ``best`` the better line."""

    index: int
    player: int
    line: Line
    verdict: str
    loss: float
    best: Line
    exact: bool
    noise: float = 0.0
    """An estimate's noise (1.96 standard errors, in triangles); 0 when exact."""
    reason: str | None = None
    """Why, in a rule's words, as an id (``gift``, ``missed_take``), or None."""

    def to_json(self) -> dict[str, object]:
        """Exactly the keys ``python -m triangles_qt.review --json`` promises."""
        return {
            "index": self.index,
            "player": self.player,
            "line": list(self.line),
            "verdict": self.verdict,
            "loss": round(self.loss, 2),
            "best": list(self.best),
            "exact": self.exact,
        }


@dataclass(frozen=True)
class PlayerSummary:
    moves: int
    accuracy: float
    """Per cent of the player's lines judged best or good."""
    counts: dict[str, int]
    lost: float
    """Triangles the player's lines cost in all (the sum of their losses)."""
    biggest: tuple[int, ...]
    """Indices of the player's costliest lines (mistakes and blunders), costliest first."""

    def to_json(self) -> dict[str, object]:
        return {
            "moves": self.moves,
            "accuracy": round(self.accuracy, 1),
            "counts": dict(self.counts),
            "lost": round(self.lost, 2),
            "biggest": list(self.biggest),
        }


@dataclass(frozen=True)
class Review:
    moves: tuple[MoveReview, ...]
    summary: tuple[PlayerSummary, PlayerSummary]

    def to_json(self) -> dict[str, object]:
        return {
            "moves": [move.to_json() for move in self.moves],
            "summary": {str(p): s.to_json() for p, s in enumerate(self.summary)},
        }


def verdict_for(loss: float, noise: float, is_best: bool) -> str:
    """The word for a loss: never below "good" within the noise; "best" for the best line."""
    if is_best or loss <= 1e-9:
        return "best"
    if loss <= noise:
        return "good"
    if loss >= THRESHOLDS["blunder"]:
        return "blunder"
    if loss >= THRESHOLDS["mistake"]:
        return "mistake"
    if loss >= THRESHOLDS["inaccuracy"]:
        return "inaccuracy"
    return "good"


# -- one position -----------------------------------------------------------------------------


@dataclass
class _Estimate:
    line: int
    values: list[float] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else -math.inf


def candidate_lines(pos: Position, played: int, rng: random.Random) -> list[int]:
    """The drawn line and the likeliest best ones: takes, safe lines, the cheapest gifts."""
    legal = pos.legal()
    takes = sorted(pos.takes(legal), key=lambda i: -pos.closes(i))
    safe = [i for i in legal if not pos.closes(i) and not pos.gifted_lines(i)]
    rng.shuffle(safe)
    gifts = sorted((i for i in legal if not pos.closes(i) and pos.gifted_lines(i)), key=pos.gifts)
    chosen = [played]
    for line in [*takes[:2], *safe, *gifts[:2]]:
        if len(chosen) >= CANDIDATES:
            break
        if line not in chosen:
            chosen.append(line)
    return chosen


def _play_rounds(
    pos: Position, candidates: list[_Estimate], seconds: float, rng: random.Random
) -> None:
    """Playouts after each candidate, a round at a time on a shared seed, for ``seconds``."""
    game = pos.game
    player = game.current_player
    # Playouts always end (a game has a last line); the rounds below stop on their own clock.
    deadline = Deadline(1e9, share=1.0)
    stop = time.perf_counter() + seconds
    rounds = 0
    while rounds < MIN_PLAYOUTS or (time.perf_counter() < stop and rounds < MAX_ROUNDS):
        round_seed = rng.randrange(1 << 30)
        for candidate in candidates:
            closed = pos.play(candidate.line)
            try:
                if game.is_over:
                    value = float(closed)
                else:
                    after = playout(pos, random.Random(round_seed), deadline)
                    value = closed + (after if game.current_player == player else -after)
            finally:
                pos.undo()
            candidate.values.append(value)
        rounds += 1


def estimate(
    pos: Position, played: int, seconds: float, seed: int
) -> tuple[int, float, float, float]:
    """(best line, its mean, the drawn line's mean, noise) by paired playouts.

    Two stages, so the loss is not flattered by luck: the first picks the
    best-looking candidate; the second plays it and the drawn line again on
    fresh seeds, and only those playouts measure the loss and its noise.
    """
    rng = random.Random(seed)
    candidates = [_Estimate(line) for line in candidate_lines(pos, played, rng)]
    if len(candidates) == 1:
        return played, 0.0, 0.0, 0.0
    _play_rounds(pos, candidates, seconds * PICK_SHARE, rng)
    best = max(candidates, key=lambda c: c.mean)
    if best.line == played:
        return played, best.mean, best.mean, 0.0
    best, drawn = _Estimate(best.line), _Estimate(played)
    _play_rounds(pos, [best, drawn], seconds * (1 - PICK_SHARE), rng)
    differences = [b - d for b, d in zip(best.values, drawn.values, strict=True)]
    spread = statistics.stdev(differences) if len(differences) > 1 else 0.0
    noise = 1.96 * spread / math.sqrt(len(differences))
    return best.line, best.mean, drawn.mean, noise


def reason_for(pos: Position, played: int) -> str | None:
    """A rule's reason for a costly line, when one explains it."""
    legal = pos.legal()
    if not pos.closes(played) and pos.takes(legal):
        return "missed_take"
    gives = not pos.closes(played) and pos.gifted_lines(played)
    if gives and any(not pos.closes(i) and not pos.gifted_lines(i) for i in legal):
        return "gift"
    return None


# -- a whole game -------------------------------------------------------------------------------


def review_move(
    game: Game,
    index: int,
    *,
    time_per_move: float = DEFAULT_TIME_PER_MOVE,
    tables: Tables | None = None,
    solver: Solver | None = None,
) -> MoveReview:
    """The verdict on move ``index`` of ``game`` (which is not changed)."""
    before = Game(game.board, play_again=game.play_again)
    for move in game.moves[:index]:
        before.play(move.a, move.b)
    move = game.moves[index]
    pos = Position(before, tables if tables is not None else tables_for(game.board))
    played = game.board.line_index(move.a, move.b)
    pairs = pos.tables.pairs
    reason = reason_for(pos, played)
    if before.legal_count <= EXACT_LINES[before.play_again]:
        solver = solver if solver is not None else Solver()
        values = solver.values(pos, Deadline(time_per_move * 4, share=1.0))
        if values is not None:
            top = max(values.values())
            best = next(line for line, value in values.items() if value == top)
            loss = float(top - values[played])
            verdict = verdict_for(loss, 0.0, loss == 0)
            return MoveReview(
                index, move.player, (move.a, move.b), verdict, loss, pairs[best], True,
                reason=reason if loss > 0 else None,
            )  # fmt: skip
    best, best_mean, drawn_mean, noise = estimate(pos, played, time_per_move, seed=index)
    loss = max(0.0, best_mean - drawn_mean)
    verdict = verdict_for(loss, noise, best == played or loss <= 1e-9)
    if verdict in ("best", "good"):
        reason = None
    return MoveReview(
        index, move.player, (move.a, move.b), verdict, loss, pairs[best], False, noise, reason
    )


def summarize(moves: tuple[MoveReview, ...]) -> tuple[PlayerSummary, PlayerSummary]:
    out = []
    for player in (0, 1):
        mine = [m for m in moves if m.player == player]
        counts = {word: sum(m.verdict == word for m in mine) for word in VERDICTS}
        good = counts["best"] + counts["good"]
        costly = sorted(
            (m for m in mine if m.verdict in ("mistake", "blunder")), key=lambda m: -m.loss
        )
        out.append(
            PlayerSummary(
                moves=len(mine),
                accuracy=100.0 * good / len(mine) if mine else 100.0,
                counts=counts,
                lost=sum(m.loss for m in mine),
                biggest=tuple(m.index for m in costly[:3]),
            )
        )
    return out[0], out[1]


def review_game(
    game: Game,
    *,
    time_per_move: float = DEFAULT_TIME_PER_MOVE,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review | None:
    """Judge every line of ``game``; None if ``cancelled()`` said so on the way.

    ``progress(done, total)`` is called after each move."""
    tables = tables_for(game.board)
    solver = Solver()
    reviews = []
    total = game.move_count
    for index in range(total):
        if cancelled is not None and cancelled():
            return None
        reviews.append(
            review_move(game, index, time_per_move=time_per_move, tables=tables, solver=solver)
        )
        if progress is not None:
            progress(index + 1, total)
    moves = tuple(reviews)
    return Review(moves, summarize(moves))
