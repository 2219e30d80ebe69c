"""The arena: play two opponents against each other through the app's own runner.

``python -m triangles_qt.arena A B --games N --stars S [--play-again]
[--time-limit SECONDS] [--seed K] [--json]``

Games come in pairs on the same board (board seed ``K + game // 2``), A
starting the first of each pair and B the second, so neither side gains
from a lucky board. Every move goes through :class:`OpponentRunner`, with
the same worker processes, time limits and checks as in the app. When an
opponent fails, the failure is counted and, by default, a simple safe move
(:func:`fallback_move`) is played for it so the game can finish; with
``--on-failure forfeit`` the failing side loses that game instead.

Progress goes to stderr, the summary table to stdout, and with ``--json``
the last line of stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from triangles_qt.model import MAX_STARS, Board, Game
from triangles_qt.plugins.contract import OpponentDescription, OpponentFailure
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.runner import (
    DEFAULT_GRACE,
    DEFAULT_MEMORY_LIMIT,
    DEFAULT_START_TIMEOUT,
    OpponentRunner,
)

SIDES = ("a", "b")


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
    move_times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    failures: dict[str, Counter[str]] = field(
        default_factory=lambda: {"a": Counter(), "b": Counter()}
    )
    failure_examples: dict[str, str] = field(default_factory=dict)
    substituted_moves: int = 0
    duration: float = 0.0

    def count(self, side: str | None) -> int:
        return sum(1 for g in self.games if g.winner == side)

    def points(self, side: str) -> int:
        return sum(g.a_points if side == "a" else g.b_points for g in self.games)

    def summary(self) -> dict[str, Any]:
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
            "seed": self.seed,
            "board_seeds": sorted({g.seed for g in self.games}),
            "on_failure": self.on_failure,
            "failures": sum(sum(c.values()) for c in self.failures.values()),
            "substituted_moves": self.substituted_moves,
            "forfeits": sum(1 for g in self.games if g.forfeit),
            "moves": sum(g.moves for g in self.games),
            "duration": round(self.duration, 3),
        }
        for side in SIDES:
            times = self.move_times[side]
            out[f"{side}_failures"] = dict(sorted(self.failures[side].items()))
            out[f"{side}_move_time_median"] = round(statistics.median(times), 4) if times else None
            out[f"{side}_move_time_worst"] = round(max(times), 4) if times else None
        out["failure_examples"] = self.failure_examples
        out["results"] = [g.to_dict() for g in self.games]
        return out


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
) -> MatchReport | OpponentFailure:
    """Play the match; the report, or the failure of an opponent that could not be loaded."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    report = MatchReport(a, b, stars, play_again, time_limit, seed, on_failure)
    started = time.monotonic()
    runners = {
        side: OpponentRunner(
            oid, memory_limit=memory_limit, grace=grace, start_timeout=start_timeout
        )
        for side, oid in zip(SIDES, (a, b), strict=True)
    }
    try:
        for side, runner in runners.items():
            ready = runner.wait_ready()
            if isinstance(ready, OpponentFailure):
                return ready
            assert isinstance(ready, OpponentDescription)
            setattr(report, f"{side}_name", ready.name)
        board: Board | None = None
        for index in range(games):
            board_seed = seed + index // 2
            if board is None or board.seed != board_seed:
                board = Board.generate(stars, seed=board_seed)
            first = SIDES[index % 2]
            report.games.append(_play_one(report, runners, board, index, first))
            if progress is not None:
                progress(report, games)
    finally:
        for runner in runners.values():
            runner.close()
        report.duration = time.monotonic() - started
    return report


def _play_one(
    report: MatchReport,
    runners: dict[str, OpponentRunner],
    board: Board,
    index: int,
    first: str,
) -> GameResult:
    game = Game(board, play_again=report.play_again)
    # seat[player] is the side ("a"/"b") that plays as Player 1 / Player 2.
    seat = (first, "b" if first == "a" else "a")
    for runner in runners.values():
        runner.prepare(game)
    forfeit: str | None = None
    rng = random.Random(board.seed)
    while not game.is_over:
        side = seat[game.current_player]
        request = runners[side].request_move(game, report.time_limit)
        outcome = request.result()
        if isinstance(outcome, OpponentFailure):
            report.failures[side][outcome.kind.value] += 1
            report.failure_examples.setdefault(f"{side}:{outcome.kind.value}", outcome.message)
            if report.on_failure == "forfeit":
                forfeit = side
                break
            report.substituted_moves += 1
            move = fallback_move(game, rng)
        else:
            move = outcome
            if request.elapsed is not None:
                report.move_times[side].append(request.elapsed)
        game.play(*move)
    scores = {seat[0]: game.scores[0], seat[1]: game.scores[1]}
    if forfeit is not None:
        winner: str | None = "b" if forfeit == "a" else "a"
    else:  # who won is the rules' answer (Game.winner), told by side
        winner = None if game.winner is None else seat[game.winner]
    return GameResult(
        index,
        int(board.seed or 0),
        first,
        scores["a"],
        scores["b"],
        game.move_count,
        winner,
        forfeit,
    )


def _progress_printer(stream: TextIO) -> Progress:
    tty = stream.isatty()

    def show(report: MatchReport, total: int) -> None:
        done = len(report.games)
        width = 30
        filled = width * done // max(1, total)
        bar = "#" * filled + "." * (width - filled)
        text = (
            f"arena [{bar}] {done}/{total}  "
            f"A {report.count('a')}  B {report.count('b')}  ties {report.count(None)}"
        )
        if tty:
            stream.write("\r" + text + ("\n" if done == total else ""))
        else:
            stream.write(text + "\n")
        stream.flush()

    return show


def format_table(report: MatchReport) -> str:
    """The human summary printed before the JSON line."""
    s = report.summary()
    rules = "play again after a triangle" if report.play_again else "strict turns"
    lines = [
        f"Triangles arena: {s['games']} games, {report.stars} stars, {rules}, "
        f"{report.time_limit:g} s per move, seed {report.seed}",
        f"{'':2} {'opponent':<32} {'wins':>5} {'points':>7} {'failures':>9} "
        f"{'median move':>12} {'worst move':>11}",
    ]
    for side in SIDES:
        oid = getattr(report, side)
        name = getattr(report, f"{side}_name")
        label = oid if not name or name == oid else f"{oid} ({name})"
        median = s[f"{side}_move_time_median"]
        worst = s[f"{side}_move_time_worst"]
        lines.append(
            f"{side.upper():2} {label[:32]:<32} {s[f'{side}_wins']:>5} {s[f'{side}_points']:>7} "
            f"{sum(s[f'{side}_failures'].values()):>9} "
            f"{_seconds(median):>12} {_seconds(worst):>11}"
        )
    lines.append(f"ties: {s['ties']}")
    for key, message in sorted(report.failure_examples.items()):
        side, _, kind = key.partition(":")
        lines.append(f"{side.upper()} failed ({kind}), e.g.: {message}")
    if report.substituted_moves:
        lines.append(
            f"moves played by the fallback for a failed opponent: {report.substituted_moves}"
        )
    return "\n".join(lines)


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f} s"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m triangles_qt.arena",
        description="Play two computer opponents against each other.",
    )
    parser.add_argument("a", help="opponent id (or package.module:Class) of side A")
    parser.add_argument("b", help="opponent id (or package.module:Class) of side B")
    parser.add_argument("--games", type=_positive_int, default=10, help="games to play")
    parser.add_argument("--stars", type=_stars, default=24, help="stars on each board")
    parser.add_argument(
        "--play-again", action="store_true", help="closing a triangle earns another line"
    )
    parser.add_argument(
        "--time-limit", type=_positive_float, default=1.0, help="seconds per move (default 1)"
    )
    parser.add_argument("--seed", type=_seed, default=None, help="seed of the first board")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument(
        "--on-failure",
        choices=("substitute", "forfeit"),
        default="substitute",
        help="after a failed move: play a safe move for it (default) or lose the game",
    )
    parser.add_argument(
        "--memory-limit",
        type=_positive_int,
        default=DEFAULT_MEMORY_LIMIT // 2**20,
        help="address-space limit per opponent process, in MiB",
    )
    return parser


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _seed(text: str) -> int:
    """A board seed in the one range the engine and the loader accept (0..MAX_SEED)."""
    from triangles_qt.model import MAX_SEED

    value = int(text)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_SEED} (2**63 - 1)")
    return value


def _stars(text: str) -> int:
    value = int(text)
    if not 3 <= value <= MAX_STARS:
        raise argparse.ArgumentTypeError(f"must be between 3 and {MAX_STARS}")
    return value


def _positive_float(text: str) -> float:
    value = float(text)
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be a positive number of seconds")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        outcome = play_match(
            args.a,
            args.b,
            games=args.games,
            stars=args.stars,
            play_again=args.play_again,
            time_limit=args.time_limit,
            seed=args.seed,
            on_failure=args.on_failure,
            memory_limit=args.memory_limit * 2**20,
            progress=_progress_printer(sys.stderr),
        )
    except KeyboardInterrupt:
        print("\narena: interrupted", file=sys.stderr)
        return 130
    if isinstance(outcome, OpponentFailure):
        print(
            f"arena: cannot use opponent {outcome.opponent_id!r}: {outcome.message}",
            file=sys.stderr,
        )
        if outcome.detail:
            print(outcome.detail, file=sys.stderr)
        if args.json:
            print(json.dumps({"error": outcome.to_dict()}))
        return 1
    print(format_table(outcome))
    if args.json:
        print(json.dumps(outcome.summary(), separators=(",", ":")))
    return 0
