"""A tournament: a round robin (or a gauntlet), rated by Bradley–Terry maximum likelihood (Qt-free).

Every round plays each pairing on the same board (seed ``seed + round``, or
every game on a board code's board with ``--board``),
twice with colours swapped, so all opponents meet the same boards. Ratings
are on the Elo scale, anchored at ``easy`` = 0 when it plays (else at the
players' mean), with 95 % intervals (:func:`triangles_qt.arena.stats.bradley_terry`).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from triangles_qt.arena import stats
from triangles_qt.arena.games import GameJob, GameResult, InfoSink
from triangles_qt.arena.match import runner_factory
from triangles_qt.arena.pool import Pool
from triangles_qt.arena.records import RecordWriter
from triangles_qt.model import Game
from triangles_qt.model.board_code import BoardCode
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.runner import DEFAULT_GRACE, DEFAULT_MEMORY_LIMIT, DEFAULT_START_TIMEOUT

#: The opponent the ratings are anchored at (0) when it plays.
ANCHOR: Final = "easy"


@dataclass
class TournamentReport:
    """The games of a tournament and what they say; :meth:`summary` is the ``--json`` object."""

    players: list[str]
    stars: int
    play_again: bool
    time_limit: float
    seed: int
    rounds: int
    gauntlet: str | None
    on_failure: str
    concurrency: int = 1
    names: dict[str, str] = field(default_factory=dict)
    games: list[GameResult] = field(default_factory=list)
    duration: float = 0.0
    records: str | None = None
    record_errors: int = 0
    #: The game that finished last (for progress; not part of the summary).
    latest: GameResult | None = None
    #: The board code every game was played on (``--board``), as shown; None: a board a round.
    board: str | None = None

    @property
    def anchor(self) -> str | None:
        return ANCHOR if ANCHOR in self.players else None

    def scores(self) -> list[tuple[int, int, float]]:
        """Each game as (player index, player index, first one's score)."""
        index = {p: i for i, p in enumerate(self.players)}
        return [(index[g.a], index[g.b], g.score("a")) for g in self.games]

    def ratings(self) -> list[stats.Rating]:
        anchor = self.anchor
        return stats.bradley_terry(
            len(self.players),
            self.scores(),
            anchor=None if anchor is None else self.players.index(anchor),
        )

    def record_of(self, player: str) -> dict[str, Any]:
        """Games, wins, losses, ties, score and failures of one player."""
        wins = losses = ties = games = 0
        failures: Counter[str] = Counter()
        for g in self.games:
            for side, who in (("a", g.a), ("b", g.b)):
                if who != player:
                    continue
                games += 1
                failures.update(g.failures[side])
                if g.winner is None:
                    ties += 1
                elif g.winner == side:
                    wins += 1
                else:
                    losses += 1
        return {
            "games": games,
            "wins": wins,
            "losses": losses,
            "ties": ties,
            "score": wins + ties / 2,
            "failures": dict(sorted(failures.items())),
        }

    def cross(self) -> dict[str, dict[str, dict[str, float]]]:
        """``cross[p][q]``: p's wins, losses, ties and score against q."""
        out: dict[str, dict[str, dict[str, float]]] = {p: {} for p in self.players}
        for g in self.games:
            for side, me, other in (("a", g.a, g.b), ("b", g.b, g.a)):
                cell = out[me].setdefault(other, {"wins": 0, "losses": 0, "ties": 0, "score": 0.0})
                if g.winner is None:
                    cell["ties"] += 1
                elif g.winner == side:
                    cell["wins"] += 1
                else:
                    cell["losses"] += 1
                cell["score"] += g.score(side)
        return out

    def summary(self) -> dict[str, Any]:
        ratings = self.ratings() if self.games else []
        table = []
        for i, player in enumerate(self.players):
            row: dict[str, Any] = {"id": player, "name": self.names.get(player, player)}
            if ratings:
                rating = ratings[i]
                row.update(
                    elo=round(rating.elo, 1),
                    elo_lower=round(rating.lower, 1),
                    elo_upper=round(rating.upper, 1),
                )
            row.update(self.record_of(player))
            table.append(row)
        table.sort(key=lambda r: -(r.get("elo") or 0.0))
        return {
            "tournament": "gauntlet" if self.gauntlet else "round robin",
            "players": self.players,
            "names": {p: self.names.get(p, p) for p in self.players},
            "gauntlet": self.gauntlet,
            "anchor": self.anchor,
            "rounds": self.rounds,
            "games": len(self.games),
            "stars": self.stars,
            "play_again": self.play_again,
            "time_limit": self.time_limit,
            "seed": self.seed,
            "board": self.board,
            "on_failure": self.on_failure,
            "concurrency": self.concurrency,
            "duration": round(self.duration, 3),
            "ratings": table,
            "cross": self.cross(),
            "failures": sum(sum(r["failures"].values()) for r in table),
            "records": self.records,
            "record_errors": self.record_errors,
            "results": [{**g.to_dict(), "a": g.a, "b": g.b} for g in self.games],
        }


def pairings(players: Sequence[str], gauntlet: str | None) -> list[tuple[str, str]]:
    """Who meets whom: every pair once, or the gauntlet's player against each other."""
    if gauntlet is not None:
        return [(gauntlet, p) for p in players if p != gauntlet]
    return [(p, q) for i, p in enumerate(players) for q in players[i + 1 :]]


def schedule(
    players: Sequence[str],
    *,
    rounds: int,
    gauntlet: str | None,
    stars: int,
    seed: int,
    play_again: bool,
    time_limit: float,
    on_failure: str,
    board: BoardCode | None = None,
) -> list[GameJob]:
    """The games, round by round: each pairing twice on the round's board, colours swapped."""
    jobs: list[GameJob] = []
    for round_ in range(rounds):
        for p, q in pairings(players, gauntlet):
            for first in ("a", "b"):
                job = GameJob(
                    len(jobs), p, q, stars, seed + round_ if board is None else seed, first,
                    play_again, time_limit, time_limit, on_failure, board,
                )  # fmt: skip
                jobs.append(job)
    return jobs


TournamentProgress = Callable[[TournamentReport, int], None]


def play_tournament(
    players: Sequence[str],
    *,
    rounds: int = 2,
    gauntlet: str | None = None,
    stars: int = 24,
    play_again: bool = False,
    time_limit: float = 1.0,
    seed: int | None = None,
    on_failure: str = "substitute",
    concurrency: int = 1,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    grace: float = DEFAULT_GRACE,
    start_timeout: float = DEFAULT_START_TIMEOUT,
    records: str | None = None,
    engines: Mapping[str, PluginEntry] | None = None,
    engine_log: str | None = None,
    info: InfoSink | None = None,
    progress: TournamentProgress | None = None,
    board: BoardCode | None = None,
) -> TournamentReport | OpponentFailure:
    """Play the tournament; the report, or the failure of an opponent that could not be loaded.

    ``board``: every game on this code's board, with its rule (``stars``,
    ``play_again`` and ``seed`` are then the code's); ``engine_log`` and
    ``info`` as for a match."""
    if board is not None:
        stars, play_again, seed = board.n_stars, board.play_again, board.seed
    players = list(dict.fromkeys(players))
    if gauntlet is not None and gauntlet not in players:
        players.insert(0, gauntlet)
    if len(players) < 2:
        raise ValueError("a tournament needs at least two different opponents")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    jobs = schedule(
        players, rounds=rounds, gauntlet=gauntlet, stars=stars, seed=seed,
        play_again=play_again, time_limit=time_limit, on_failure=on_failure, board=board,
    )  # fmt: skip
    report = TournamentReport(
        players, stars, play_again, time_limit, seed, rounds, gauntlet, on_failure,
        concurrency=concurrency, records=records, board=None if board is None else board.shown,
    )  # fmt: skip
    writer = RecordWriter(records) if records else None
    started = time.monotonic()
    make_runner = runner_factory(memory_limit, grace, start_timeout, engines, engine_log)
    pool = Pool(players, min(concurrency, len(jobs)), make_runner)
    try:
        ready = pool.ready()
        if isinstance(ready, OpponentFailure):
            return ready
        report.names = {p: ready[p].name for p in players}
        if writer is not None:
            writer.start(report.summary())

        def finished(result: GameResult, game: Game) -> bool:
            report.games.append(result)
            report.latest = result
            report.games.sort(key=lambda g: g.index)
            if writer is not None:
                writer.game(result, game, (report.names[result.a], report.names[result.b]))
                report.record_errors = writer.errors
            if progress is not None:
                progress(report, len(jobs))
            return False

        pool.run(iter(jobs), finished, info)
    finally:
        pool.close()
        report.duration = time.monotonic() - started
    if writer is not None:
        writer.finish(report.summary())
        report.record_errors = writer.errors
    return report
