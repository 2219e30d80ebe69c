"""Strength and speed of the built-in opponents: the figures in docs/performance.md.

Plays matches in-process, calling ``choose_move`` on a copy of the game as
the app does, with the same time limit for both sides. Each board is played
twice with the starts swapped, so neither side profits from a lucky board
or from moving first. Games run in parallel worker processes; every move is
checked with the rules and timed.

    python bench/bench_ai.py                     # the full table (hours)
    python bench/bench_ai.py --games 4 --sizes 24 --small-games 0   # a smoke run

Prints the strength table (win rate of the first opponent of each pairing,
with a Wilson 95 % interval) and time per move (median and worst) per board
size and opponent, both as Markdown, and can save everything as JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent

OPPONENTS: dict[str, Any] = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}
RULES = {"strict": False, "again": True}


@dataclass(frozen=True)
class Task:
    a: str
    b: str
    stars: int
    rules: str
    board_seed: int
    a_starts: bool
    time_limit: float
    game_index: int


@dataclass
class Result:
    task: Task
    a_points: int
    b_points: int
    times: dict[str, list[float]] = field(default_factory=dict)
    seconds: float = 0.0


def play(task: Task) -> Result:
    """One game; opponents get seeds derived from the game so runs are repeatable."""
    started = time.perf_counter()
    board = Board.generate(task.stars, seed=task.board_seed)
    game = Game(board, play_again=RULES[task.rules])
    a = OPPONENTS[task.a](seed=10_000 + task.game_index)
    b = OPPONENTS[task.b](seed=20_000 + task.game_index)
    seats = (a, b) if task.a_starts else (b, a)
    names = (task.a, task.b) if task.a_starts else (task.b, task.a)
    times: dict[str, list[float]] = {task.a: [], task.b: []}
    if task.a == task.b:
        times = {task.a: []}
    while not game.is_over:
        player = game.current_player
        copy = game.copy()
        t0 = time.perf_counter()
        line = seats[player].choose_move(copy, task.time_limit)
        times[names[player]].append(time.perf_counter() - t0)
        game.play(*line)  # raises IllegalMove: an illegal answer stops the bench loudly
    first, second = game.scores
    a_points, b_points = (first, second) if task.a_starts else (second, first)
    return Result(task, a_points, b_points, times, time.perf_counter() - started)


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (sound for small samples and rates near 0 or 1)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def make_tasks(args: argparse.Namespace) -> list[Task]:
    tasks = []
    index = 0
    plan = [(size, args.games) for size in args.sizes]
    plan += [(size, args.small_games) for size in args.small_sizes if args.small_games > 0]
    for pairing in args.pairings:
        a, b = pairing.split("-")
        for size, games in plan:
            for rules in args.rules:
                for g in range(games):
                    board_seed = args.seed + g // 2
                    tasks.append(
                        Task(a, b, size, rules, board_seed, g % 2 == 0, args.time_limit, index)
                    )
                    index += 1
    return tasks


def summarise(results: list[Result], time_limit: float) -> str:
    lines = [
        "| pairing | stars | rules | games | wins | losses | ties | win rate (95% CI) | points |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple[str, int, str], list[Result]] = defaultdict(list)
    for r in results:
        groups[(f"{r.task.a} vs {r.task.b}", r.task.stars, r.task.rules)].append(r)
    for (pairing, stars, rules), rs in sorted(groups.items(), key=lambda kv: kv[0]):
        wins = sum(r.a_points > r.b_points for r in rs)
        losses = sum(r.a_points < r.b_points for r in rs)
        ties = len(rs) - wins - losses
        low, high = wilson(wins, len(rs))
        points = f"{sum(r.a_points for r in rs)}-{sum(r.b_points for r in rs)}"
        lines.append(
            f"| {pairing} | {stars} | {rules} | {len(rs)} | {wins} | {losses} | {ties} "
            f"| {wins / len(rs):.0%} ({low:.0%}-{high:.0%}) | {points} |"
        )
    lines += [
        "",
        f"Time per move, time limit {time_limit:g} s:",
        "",
        "| opponent | stars | moves | median ms | worst ms | over limit |",
        "|---|---|---|---|---|---|",
    ]
    per: dict[tuple[str, int], list[float]] = defaultdict(list)
    for r in results:
        for name, ts in r.times.items():
            per[(name, r.task.stars)].extend(ts)
    order = {name: i for i, name in enumerate(OPPONENTS)}
    for (name, stars), ts in sorted(per.items(), key=lambda kv: (order[kv[0][0]], kv[0][1])):
        over = sum(t > time_limit for t in ts)
        lines.append(
            f"| {name} | {stars} | {len(ts)} | {statistics.median(ts) * 1000:.0f} "
            f"| {max(ts) * 1000:.0f} | {over} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per pairing, size and rules")
    parser.add_argument("--sizes", type=_ints, default=[24, 60])
    parser.add_argument("--small-sizes", type=_ints, default=[120])
    parser.add_argument("--small-games", type=int, default=10)
    parser.add_argument(
        "--pairings", type=lambda s: s.split(","), default=["hard-medium", "medium-easy"]
    )
    parser.add_argument("--rules", type=lambda s: s.split(","), default=["strict", "again"])
    parser.add_argument("--time-limit", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1, help="first board seed")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--json", help="also write every game's result to this file")
    args = parser.parse_args(argv)
    for pairing in args.pairings:
        a, _, b = pairing.partition("-")
        if a not in OPPONENTS or b not in OPPONENTS:
            parser.error(f"unknown pairing {pairing!r}; opponents are {', '.join(OPPONENTS)}")
    for rules in args.rules:
        if rules not in RULES:
            parser.error(f"unknown rules {rules!r}; use {', '.join(RULES)}")
    tasks = make_tasks(args)
    # Longest games first, so the last worker is not left with a 120-star game alone.
    tasks.sort(key=lambda t: (-t.stars, t.game_index))
    results: list[Result] = []
    started = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    with context.Pool(args.procs) as pool:
        for done, result in enumerate(pool.imap_unordered(play, tasks), 1):
            results.append(result)
            t = result.task
            print(
                f"[{done}/{len(tasks)}] {t.a}-{t.b} {t.stars} {t.rules} board {t.board_seed} "
                f"{'A' if t.a_starts else 'B'} starts: {result.a_points}-{result.b_points} "
                f"({result.seconds:.0f} s)",
                file=sys.stderr,
                flush=True,
            )
    print(summarise(results, args.time_limit))
    print(
        f"\n{len(results)} games in {time.perf_counter() - started:.0f} s "
        f"with {args.procs} processes."
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump([asdict(r) for r in results], out)
    return 0


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


if __name__ == "__main__":
    sys.exit(main())
