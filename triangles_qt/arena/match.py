"""A match between two opponents: paired boards, per-side time, N games at once, an SPRT stop.

Games come in pairs on the same board (board seed ``seed + pair``), A
starting the first of each pair and B the second, so neither side gains from
a lucky board. With a board code (``--board``) every game is on its board,
with its rule. Every move goes through the app's :class:`OpponentRunner`.
With ``concurrency`` N, N games are played at once, each slot with its own
two workers; results are kept and added up by game index, so a run gives the
same report in any order of completion (for opponents whose moves depend
only on the position).

The SPRT (:mod:`triangles_qt.arena.stats`) is evaluated on whole pairs, in
pair order: after pair 1, after pairs 1–2, and so on, stopping at the first
prefix whose log-likelihood ratio crosses a bound. Games finished beyond
that pair (by other slots) are not counted, so a concurrent run stops at the
same pair, with the same counts, as a sequential one.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from triangles_qt.arena import stats
from triangles_qt.arena.games import SIDES, GameJob, GameResult, InfoSink
from triangles_qt.arena.pool import Pool, runner_keys
from triangles_qt.arena.records import RecordWriter
from triangles_qt.model import Game
from triangles_qt.model.board_code import BoardCode
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.runner import (
    DEFAULT_GRACE,
    DEFAULT_MEMORY_LIMIT,
    DEFAULT_START_TIMEOUT,
    OpponentRunner,
)


@dataclass(frozen=True)
class SprtSpec:
    """``--sprt ELO0 ELO1 [--alpha A] [--beta B]``: H0 is Elo = elo0, H1 is Elo = elo1."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    def to_dict(self) -> dict[str, float]:
        return {"elo0": self.elo0, "elo1": self.elo1, "alpha": self.alpha, "beta": self.beta}


@dataclass
class MatchReport:
    """Everything a match produced; :meth:`summary` is the ``--json`` object."""

    a: str
    b: str
    stars: int
    play_again: bool
    time_limit: float
    seed: int
    on_failure: str
    a_name: str = ""
    b_name: str = ""
    games: list[GameResult] = field(default_factory=list)
    duration: float = 0.0
    a_time_limit: float | None = None
    b_time_limit: float | None = None
    concurrency: int = 1
    sprt: SprtSpec | None = None
    records: str | None = None
    record_errors: int = 0
    #: The game that finished last (for progress; not part of the summary).
    latest: GameResult | None = None
    #: Games finished after the SPRT's decision (by other slots): played, not counted.
    uncounted_games: int = 0
    #: The board code every game was played on (``--board``), as shown; None: paired boards.
    board: str | None = None

    def __post_init__(self) -> None:
        self.a_time_limit = self.time_limit if self.a_time_limit is None else self.a_time_limit
        self.b_time_limit = self.time_limit if self.b_time_limit is None else self.b_time_limit

    # -- what the games add up to (always in game order) ---------------------------

    def count(self, side: str | None) -> int:
        return sum(1 for g in self.games if g.winner == side)

    def points(self, side: str) -> int:
        return sum(g.a_points if side == "a" else g.b_points for g in self.games)

    @property
    def failures(self) -> dict[str, Counter[str]]:
        out: dict[str, Counter[str]] = {"a": Counter(), "b": Counter()}
        for g in self.games:
            for side in SIDES:
                out[side].update(g.failures[side])
        return out

    @property
    def failure_examples(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for g in self.games:
            for key, message in g.failure_examples.items():
                out.setdefault(key, message)
        return out

    @property
    def substituted_moves(self) -> int:
        return sum(g.substituted_moves for g in self.games)

    @property
    def move_times(self) -> dict[str, list[float]]:
        return {side: [t for g in self.games for t in g.move_times[side]] for side in SIDES}

    def pentanomial(self) -> list[int]:
        """Pairs by A's pair score 0, ½, 1, 1½, 2 (both games of a pair played)."""
        return pentanomial(self.games)

    def sprt_state(self) -> stats.SprtState | None:
        """The test over the pairs it decides on: whole pairs, in order, up to the first gap."""
        if self.sprt is None:
            return None
        spec = self.sprt
        counts = pentanomial(in_order(self.games))
        return stats.sprt(counts, spec.elo0, spec.elo1, spec.alpha, spec.beta)

    def summary(self) -> dict[str, Any]:
        failures = self.failures
        out: dict[str, Any] = {
            "games": len(self.games),
            "a": self.a,
            "b": self.b,
            "a_name": self.a_name,
            "b_name": self.b_name,
            "a_wins": self.count("a"),
            "b_wins": self.count("b"),
            "ties": self.count(None),
            "a_points": self.points("a"),
            "b_points": self.points("b"),
            "stars": self.stars,
            "play_again": self.play_again,
            "time_limit": self.time_limit,
            "a_time_limit": self.a_time_limit,
            "b_time_limit": self.b_time_limit,
            "seed": self.seed,
            "board": self.board,
            "board_seeds": sorted({g.seed for g in self.games}),
            "on_failure": self.on_failure,
            "failures": sum(sum(c.values()) for c in failures.values()),
            "substituted_moves": self.substituted_moves,
            "forfeits": sum(1 for g in self.games if g.forfeit),
            "moves": sum(g.moves for g in self.games),
            "duration": round(self.duration, 3),
            "concurrency": self.concurrency,
        }
        times = self.move_times
        for side in SIDES:
            out[f"{side}_failures"] = dict(sorted(failures[side].items()))
            out[f"{side}_move_time_median"] = (
                round(statistics.median(times[side]), 4) if times[side] else None
            )
            out[f"{side}_move_time_worst"] = round(max(times[side]), 4) if times[side] else None
        out["failure_examples"] = self.failure_examples
        counts = self.pentanomial()
        estimate = stats.elo_estimate(counts)
        out["pairs"] = sum(counts)
        out["pentanomial"] = counts
        out["elo"] = _finite(estimate.elo)
        out["elo_lower"] = _finite(estimate.lower)
        out["elo_upper"] = _finite(estimate.upper)
        out["los"] = _finite(estimate.los)
        state = self.sprt_state()
        if state is not None and self.sprt is not None:
            out["sprt"] = self.sprt.to_dict()
            out["llr"] = round(state.llr, 4)
            out["lower_bound"] = round(state.lower_bound, 4)
            out["upper_bound"] = round(state.upper_bound, 4)
            out["sprt_result"] = state.result
        out["uncounted_games"] = self.uncounted_games
        out["records"] = self.records
        out["record_errors"] = self.record_errors
        out["results"] = [g.to_dict() for g in self.games]
        return out


def pentanomial(games: list[GameResult]) -> list[int]:
    """Count whole pairs (games 2k and 2k+1 both present) by A's pair score."""
    by_index = {g.index: g for g in games}
    counts = [0] * 5
    for g in games:
        if g.index % 2 == 0 and (partner := by_index.get(g.index + 1)) is not None:
            counts[round(2 * (g.score("a") + partner.score("a")))] += 1
    return counts


def in_order(games: list[GameResult]) -> list[GameResult]:
    """The games from the first on, up to the first one not finished yet."""
    by_index = {g.index: g for g in games}
    out: list[GameResult] = []
    while (g := by_index.get(len(out))) is not None:
        out.append(g)
    return out


def _finite(value: float) -> float | None:
    """JSON has no infinity: an unbounded figure (a clean sweep) is null."""
    return None if value != value or value in (float("inf"), float("-inf")) else round(value, 4)


Progress = Callable[[MatchReport, int], None]


def play_match(
    a: str,
    b: str,
    *,
    games: int,
    stars: int,
    play_again: bool = False,
    time_limit: float = 1.0,
    seed: int | None = None,
    on_failure: str = "substitute",
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    grace: float = DEFAULT_GRACE,
    start_timeout: float = DEFAULT_START_TIMEOUT,
    progress: Progress | None = None,
    time_limit_a: float | None = None,
    time_limit_b: float | None = None,
    concurrency: int = 1,
    sprt: SprtSpec | None = None,
    records: str | None = None,
    engines: Mapping[str, PluginEntry] | None = None,
    engine_log: str | None = None,
    info: InfoSink | None = None,
    board: BoardCode | None = None,
) -> MatchReport | OpponentFailure:
    """Play the match; the report, or the failure of an opponent that could not be loaded.

    ``engines`` maps ids to one-off engine entries (``--engine``); other ids
    are looked up among the installed opponents and ``engines.toml``.
    ``engine_log``: a folder where each engine's standard error is kept, a
    file per game and side (``--engine-log``); ``info`` is told engines'
    ``info`` lines (``--show-info``).
    ``board``: every game on this code's board, with its rule (``stars``,
    ``play_again`` and ``seed`` are then the code's).
    """
    if board is not None:
        stars, play_again, seed = board.n_stars, board.play_again, board.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    if sprt is not None and games % 2:
        games += 1  # the SPRT counts whole pairs
    report = MatchReport(
        a, b, stars, play_again, time_limit, seed, on_failure,
        a_time_limit=time_limit_a, b_time_limit=time_limit_b, concurrency=concurrency,
        sprt=sprt, records=records, board=None if board is None else board.shown,
    )  # fmt: skip
    assert report.a_time_limit is not None and report.b_time_limit is not None
    jobs = [
        GameJob(
            index,
            a,
            b,
            stars,
            seed + index // 2 if board is None else seed,
            SIDES[index % 2],
            play_again,
            report.a_time_limit,
            report.b_time_limit,
            on_failure,
            board,
        )
        for index in range(games)
    ]
    make_runner = runner_factory(memory_limit, grace, start_timeout, engines, engine_log)
    writer = RecordWriter(records) if records else None
    started = time.monotonic()
    pool = Pool(runner_keys(jobs[0]), min(concurrency, games), make_runner)
    try:
        ready = pool.ready()
        if isinstance(ready, OpponentFailure):
            return ready
        report.a_name, report.b_name = ready[a].name, ready[b].name
        if writer is not None:
            writer.start(report.summary())
        decided = _Decider(report)

        def finished(result: GameResult, game: Game) -> bool:
            report.games.append(result)
            report.latest = result
            report.games.sort(key=lambda g: g.index)
            if writer is not None:
                writer.game(result, game, (report.a_name, report.b_name))
                report.record_errors = writer.errors
            stop = decided.check()
            if progress is not None:
                progress(report, games)
            return stop

        pool.run(iter(jobs), finished, info)
        decided.trim()
    finally:
        pool.close()
        report.duration = time.monotonic() - started
    if writer is not None:
        counted = {r.index for r in report.games}
        writer.drop(i for i in range(games) if i not in counted)
        writer.finish(report.summary())
        report.record_errors = writer.errors
    return report


class _Decider:
    """The SPRT over the longest run of whole pairs finished so far, pair by pair."""

    def __init__(self, report: MatchReport) -> None:
        self.report = report
        self.pairs_checked = 0
        self.decided_at: int | None = None

    def check(self) -> bool:
        """True once some prefix of pairs has crossed a bound (the run stops)."""
        report = self.report
        spec = report.sprt
        if spec is None or self.decided_at is not None:
            return self.decided_at is not None
        ordered = in_order(report.games)
        while 2 * (self.pairs_checked + 1) <= len(ordered):
            self.pairs_checked += 1
            prefix = ordered[: 2 * self.pairs_checked]
            state = stats.sprt(pentanomial(prefix), spec.elo0, spec.elo1, spec.alpha, spec.beta)
            if state.result != "inconclusive":
                self.decided_at = self.pairs_checked
                return True
        return False

    def trim(self) -> None:
        """Keep only the games up to the deciding pair (the sequential run's games)."""
        if self.decided_at is None:
            return
        keep = [g for g in self.report.games if g.index // 2 < self.decided_at]
        self.report.uncounted_games = len(self.report.games) - len(keep)
        self.report.games = keep


def runner_factory(
    memory_limit: int | None,
    grace: float,
    start_timeout: float,
    engines: Mapping[str, PluginEntry] | None,
    engine_log: str | None = None,
) -> Callable[[str], OpponentRunner]:
    """Runners with the run's limits and engine logs; one-off engines by their entries."""
    listed = dict(engines or {})

    def make(opponent_id: str) -> OpponentRunner:
        return OpponentRunner(
            opponent_id,
            memory_limit=memory_limit,
            grace=grace,
            start_timeout=start_timeout,
            entry=listed.get(opponent_id),
            engine_log=engine_log,
        )

    return make
