"""Judging every line of a game: exact where the position is small, an honest estimate elsewhere.

For each move the position before it is rebuilt and the drawn line is
compared with the best line there, by the triangles it costs the player who
drew it (its *loss*):

- **Exact** when the position has at most :func:`exact_limit` legal lines
  (per rule, and per search core: :data:`EXACT_LINES`): the exact search of
  the hard opponent runs there with no clock, for the best line's value and
  the drawn line's (the best score difference its drawer can still reach),
  so the loss is exact. What bounds it is a budget of positions
  (:data:`EXACT_NODES`) and a table emptied before each verdict, not time: a
  line gets the same verdict on any machine, under any load, in any order. The
  rare position whose search needs more than the budget is estimated.
- **Estimated** elsewhere: a few candidate lines (the one drawn, the best
  take, the cheapest gift, some safe lines) are each followed by careful
  playouts to the end of the game, on shared seeds, for the move's time.
  The loss is the best candidate's mean minus the drawn line's, and its
  noise is the half-width of the 95 % Student's t interval of their paired
  differences (:func:`t95`, :func:`paired_noise`): a line is never called
  worse than "good" when its loss is within that noise.

The moves are judged in the order :func:`review_order` gives (the player's
own lines first, the exact end of the game before the rest), and a review
may be partial (:attr:`Review.total`): a stopped one keeps what is done and
:func:`review_game` continues it.

Verdicts from the loss (in triangles): :data:`THRESHOLDS`. docs/review.md
explains the method and the figures. Qt-free: the app runs it in a worker
process; ``python -m triangles_qt.review`` runs it from a terminal.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import Final

import triangles_qt.model
from triangles_qt.model import Game
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._playouts import playout
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, Tables, tables_for

VERDICTS: Final = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Legal lines at or below which a move is judged exactly, by search core, then by rule
#: (strict, play again). There the exact search runs with no clock, within
#: :data:`EXACT_NODES`: its time grows about threefold a line, so each limit is what its core
#: judges in a few seconds (docs/review.md has the measures: the pure-Python engine ~1 s at
#: 16 lines; the native core 1-4 s at 24 strict, and with play again, where a take that
#: touches nothing else is searched alone, mostly well under a second at 40).
EXACT_LINES: Final[dict[str, tuple[int, int]]] = {"native": (24, 40), "python": (16, 16)}
#: Positions each of a verdict's two exact searches may visit, by core: about 5-10 s of the
#: native core's search, a minute of the pure-Python one. A search that needs more is
#: abandoned and the line estimated; the budget, unlike a clock, is the same everywhere.
EXACT_NODES: Final[dict[str, int]] = {"native": 20_000_000, "python": 2_000_000}
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
#: Playout time of an estimated line unless told otherwise (seconds), by search core: the
#: native core plays some thirty times as many playouts a second, so a third of the
#: pure-Python time still gives an estimate several times as many rounds.
TIME_PER_MOVE: Final = {"native": 0.12, "python": 0.3}
DEFAULT_TIME_PER_MOVE: Final = TIME_PER_MOVE[
    "native" if getattr(triangles_qt.model, "CORE", "python") == "native" else "python"
]

Line = tuple[int, int]

#: Student's t two-sided 95 % quantiles for 1 to 30 degrees of freedom.
_T95: Final = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
_Z975: Final = 1.959964


def t95(df: int) -> float:
    """Student's t 97.5 % quantile (a two-sided 95 % interval) for ``df`` degrees of freedom.

    A table up to 30; beyond, the Cornish-Fisher series in 1/df (within 1e-4 there)."""
    if df < 1:
        raise ValueError("at least one degree of freedom")
    if df <= len(_T95):
        return _T95[df - 1]
    z = _Z975
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


def _core() -> str:
    """The search core the model runs on ("native" or "python"; "python" before there was one)."""
    core = getattr(triangles_qt.model, "CORE", "python")
    return core if core in EXACT_LINES else "python"


def exact_limit(play_again: bool) -> int:
    """Legal lines at or below which a move is judged exactly, with the core that runs."""
    return EXACT_LINES[_core()][play_again]


def legal_counts(game: Game) -> list[int]:
    """The number of legal lines before each move of ``game`` (which is not changed)."""
    replay = Game(game.board, play_again=game.play_again)
    counts = []
    for move in game.moves:
        counts.append(replay.legal_count)
        replay.play(move.a, move.b)
    return counts


def review_order(game: Game, players: Collection[int] | None = None) -> list[int]:
    """Every move's index, in the order a review judges them.

    The lines of ``players`` (the people at this device; None: both) first,
    and of each player's lines the exact ones first, from the end of the
    game back (certain, and quick), then the estimated ones in game order."""
    limit = exact_limit(game.play_again)
    counts = legal_counts(game)
    mine = set((0, 1) if players is None else players)

    def key(index: int) -> tuple[bool, bool, int]:
        exact = counts[index] <= limit
        return (game.moves[index].player not in mine, not exact, -index if exact else index)

    return sorted(range(game.move_count), key=key)


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
    """An estimate's noise (its 95 % Student's t half-width, in triangles); 0 when exact."""
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


#: Verdicts of the lines that count towards a player's total (each one listed as a mark).
MARKED: Final = ("inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class PlayerSummary:
    moves: int
    """The player's lines judged."""
    accuracy: float
    """Per cent of the player's lines judged best or good."""
    counts: dict[str, int]
    lost: float
    """Triangles the player gave up on the marked lines (:data:`MARKED`), each listed:
    the lines judged good are not counted (an estimate's small loss is within its noise)."""
    biggest: tuple[int, ...]
    """Indices of the player's costliest lines (mistakes and blunders), costliest first."""
    lost_exact: float = 0.0
    """The part of ``lost`` on lines judged exactly."""
    lost_estimated: float = 0.0
    """The part of ``lost`` on estimated lines."""
    marked: tuple[int, ...] = ()
    """Indices of every line counted in ``lost``, in game order."""

    def to_json(self) -> dict[str, object]:
        return {
            "moves": self.moves,
            "accuracy": round(self.accuracy, 1),
            "counts": dict(self.counts),
            "lost": round(self.lost, 2),
            "biggest": list(self.biggest),
            "lost_exact": round(self.lost_exact, 2),
            "lost_estimated": round(self.lost_estimated, 2),
            "marked": list(self.marked),
        }


@dataclass(frozen=True)
class Review:
    """The verdicts on a game's lines: all of them, or (stopped) those judged so far."""

    moves: tuple[MoveReview, ...]
    """The lines judged, in game order."""
    summary: tuple[PlayerSummary, PlayerSummary]
    total: int | None = None
    """The game's number of lines (None: as many as ``moves``, a whole review)."""

    def __post_init__(self) -> None:
        if self.total is None:
            object.__setattr__(self, "total", len(self.moves))

    @property
    def lines(self) -> int:
        """The game's number of lines."""
        return len(self.moves) if self.total is None else self.total

    @property
    def complete(self) -> bool:
        return len(self.moves) == self.lines

    def move(self, index: int) -> MoveReview | None:
        """The verdict on line ``index``, or None while it is not judged."""
        return self._by_index.get(index)

    @functools.cached_property
    def _by_index(self) -> dict[int, MoveReview]:
        return {move.index: move for move in self.moves}

    def missing(self) -> list[int]:
        """The indices of the lines not judged yet, in game order."""
        judged = {move.index for move in self.moves}
        return [index for index in range(self.lines) if index not in judged]

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "moves": [move.to_json() for move in self.moves],
            "summary": {str(p): s.to_json() for p, s in enumerate(self.summary)},
        }
        if not self.complete:
            out["total"] = self.lines
        return out


def make_review(moves: Iterable[MoveReview], total: int) -> Review:
    """The review of a game of ``total`` lines from the verdicts found (in any order)."""
    ordered = tuple(sorted({move.index: move for move in moves}.values(), key=lambda m: m.index))
    if any(not 0 <= move.index < total for move in ordered):
        raise ValueError("a verdict on a line the game does not have")
    return Review(ordered, summarize(ordered), total)


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
    best_mean, drawn_mean, noise = compare(pos, best.line, played, seconds * (1 - PICK_SHARE), rng)
    return best.line, best_mean, drawn_mean, noise


def compare(
    pos: Position, best: int, line: int, seconds: float, rng: random.Random
) -> tuple[float, float, float]:
    """(``best``'s mean, ``line``'s mean, noise): the two followed by the same playouts, on
    shared seeds, for ``seconds`` (at least :data:`MIN_PLAYOUTS` rounds).

    The measuring stage of :func:`estimate`; Learn from your mistakes judges a new line
    against the review's better line with it (``review/mistakes.py``)."""
    ahead, other = _Estimate(best), _Estimate(line)
    _play_rounds(pos, [ahead, other], seconds, rng)
    differences = [b - d for b, d in zip(ahead.values, other.values, strict=True)]
    return ahead.mean, other.mean, paired_noise(differences)


def paired_noise(differences: list[float]) -> float:
    """The 95 % half-width of the mean of paired differences (at least two of them).

    Student's t interval; never narrower than the rule of three allows: rounds
    that all came out alike (no spread) still leave, at 95 %, up to 3 in n rounds
    that could have gone otherwise, so the noise is at least 3/n of the mean."""
    n = len(differences)
    mean = statistics.fmean(differences)
    spread = statistics.stdev(differences)
    return max(t95(n - 1) * spread / math.sqrt(n), abs(mean) * min(1.0, 3.0 / n))


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


class OverBudget(Exception):
    """An exact search needed more positions than :data:`EXACT_NODES` allows."""


def exact_best(solver: Solver, pos: Position) -> tuple[int, int]:
    """(a best line, its exact value for the mover), by the exact search (no clock).

    :class:`OverBudget` when it needs more positions than the core's budget."""
    found = solver.solve(pos, None, EXACT_NODES[_core()])
    if found is None:
        raise OverBudget
    return found


def exact_value(solver: Solver, pos: Position, line: int) -> int:
    """The exact value of ``line`` for the mover: what it closes, then the best play after.

    Two alpha-beta searches (the best line's, then this one's) cost far less than
    every legal line's value with a full window (``Solver.values``)."""
    game = pos.game
    player = game.current_player
    closed = pos.play(line)
    try:
        if game.is_over:
            return closed
        _best, rest = exact_best(solver, pos)
        return closed + rest if game.current_player == player else closed - rest
    finally:
        pos.undo()


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
    if before.legal_count <= exact_limit(before.play_again):
        # No clock here, and a table emptied first: a budget of positions bounds the search,
        # so the verdict is the same on any machine, under any load, in any order.
        solver = solver if solver is not None else Solver()
        solver.clear()
        try:
            best, top = exact_best(solver, pos)
            loss = 0.0 if best == played else float(top - exact_value(solver, pos, played))
        except OverBudget:
            pass  # (estimated below, as a larger position is)
        else:
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
        marked = [m for m in mine if m.verdict in MARKED]
        lost_exact = sum(m.loss for m in marked if m.exact)
        lost_estimated = sum(m.loss for m in marked if not m.exact)
        out.append(
            PlayerSummary(
                moves=len(mine),
                accuracy=100.0 * good / len(mine) if mine else 100.0,
                counts=counts,
                lost=lost_exact + lost_estimated,
                biggest=tuple(m.index for m in costly[:3]),
                lost_exact=lost_exact,
                lost_estimated=lost_estimated,
                marked=tuple(m.index for m in marked),
            )
        )
    return out[0], out[1]


def review_game(
    game: Game,
    *,
    time_per_move: float = DEFAULT_TIME_PER_MOVE,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    judged: Callable[[MoveReview], None] | None = None,
    players: Collection[int] | None = None,
    done: Review | None = None,
) -> Review:
    """Judge the lines of ``game`` in :func:`review_order` (``players``' own first).

    ``done``, a partial review of this game, is continued: only its missing
    lines are judged. ``judged(move)`` and ``progress(lines judged, total)``
    are called after each line. If ``cancelled()`` says so on the way, what
    is judged so far comes back (a partial review, :attr:`Review.complete` False)."""
    tables = tables_for(game.board)
    solver = Solver()
    total = game.move_count
    found = {move.index: move for move in done.moves} if done is not None else {}
    for index in review_order(game, players):
        if index in found:
            continue
        if cancelled is not None and cancelled():
            break
        move = review_move(game, index, time_per_move=time_per_move, tables=tables, solver=solver)
        found[index] = move
        if judged is not None:
            judged(move)
        if progress is not None:
            progress(len(found), total)
    return make_review(found.values(), total)
