"""How fast the rules engine is, per board size, next to a plain per-move shapely reference.

Run:  .venv/bin/python bench/bench_engine.py [--quick] [--sizes 24,180] [--repeats N]

For each size it prints, as medians of repeats (the machine is shared and noisy):
- ready:   Board.generate + Game(), i.e. generation and all precomputation;
- play():  check + apply of one line, timed call by call over complete random
           games (median, 90th percentile, and the late-game half alone);
- legal_moves() and copy() at positions sampled along those games;
- games/s: complete random games from the opening (random_line + play_line),
           per wall-clock second and per second of this process's CPU time
           (the second is what the code costs when other work shares the cores);
- the reference: the same moves played by a plain implementation that does
  the geometry per move with shapely (legality against every star and drawn
  line, closure by polygon checks), and its precomputation of the same tables;
  our speed is printed as a ratio to it.

Targets (issue 2): ready < 0.5 s at 180; play() < 20 us median at 180;
legal_moves() < 1 ms; >= 200 games/s at 180 and >= 2000 games/s at 24.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon

from triangles_qt.model import BOARD_SIZES, Board, Game

Move = tuple[int, int]


@contextmanager
def no_gc() -> Iterator[None]:
    """Time without the cyclic garbage collector stepping in (as timeit does)."""
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- the plain reference -----------------------------------------------------------


class ShapelyRules:
    """The rules with geometry per move and no precomputation (what we compare against).

    Legality: the segment must keep more than the tolerance from every other
    star and must not cross any drawn line. Closure: for each star joined to
    both ends, the triangle counts if no other star lies within the tolerance
    of the polygon (inside it or near a side).
    """

    def __init__(self, board: Board) -> None:
        self.coords = board.stars.tolist()
        self.points = shapely.points(board.stars)
        self.tolerance = board.tolerance
        self.n = len(self.coords)
        self.drawn: set[Move] = set()
        self.lines: list[LineString] = []
        self.neighbours: list[set[int]] = [set() for _ in range(self.n)]
        self.scores = [0, 0]
        self.player = 0

    def _others(self, keep_out: tuple[int, ...]) -> np.ndarray:
        mask = np.ones(self.n, dtype=bool)
        mask[list(keep_out)] = False
        return self.points[mask]

    def legal(self, a: int, b: int) -> bool:
        if a == b or (min(a, b), max(a, b)) in self.drawn:
            return False
        segment = LineString([self.coords[a], self.coords[b]])
        if shapely.dwithin(segment, self._others((a, b)), self.tolerance).any():
            return False
        return not (self.lines and shapely.crosses(segment, self.lines).any())

    def play(self, a: int, b: int) -> list[tuple[int, int, int]]:
        if not self.legal(a, b):
            raise ValueError(f"reference refuses {a}-{b}")
        closed = []
        for k in sorted(self.neighbours[a] & self.neighbours[b]):
            triangle = Polygon([self.coords[a], self.coords[b], self.coords[k]])
            if not shapely.dwithin(triangle, self._others((a, b, k)), self.tolerance).any():
                closed.append(tuple(sorted((a, b, k))))
        self.drawn.add((min(a, b), max(a, b)))
        self.lines.append(LineString([self.coords[a], self.coords[b]]))
        self.neighbours[a].add(b)
        self.neighbours[b].add(a)
        self.scores[self.player] += len(closed)
        self.player = 1 - self.player
        return closed  # type: ignore[return-value]


def shapely_precompute(board: Board) -> tuple[int, int]:
    """The engine's board tables (candidate lines, empty triangles) done with shapely."""
    coords = board.stars.tolist()
    n = len(coords)
    points = [Point(p) for p in coords]
    tol = board.tolerance
    candidate = [[False] * n for _ in range(n)]
    count = 0
    for a, b in itertools.combinations(range(n), 2):
        segment = LineString([coords[a], coords[b]])
        others = [points[s] for s in range(n) if s not in (a, b)]
        if not shapely.dwithin(segment, others, tol).any():
            candidate[a][b] = candidate[b][a] = True
            count += 1
    triangles = 0
    for a in range(n):
        for b in range(a + 1, n):
            if not candidate[a][b]:
                continue
            for k in range(b + 1, n):
                if candidate[a][k] and candidate[b][k]:
                    polygon = Polygon([coords[a], coords[b], coords[k]])
                    others = [points[s] for s in range(n) if s not in (a, b, k)]
                    if polygon.area > 0 and not shapely.contains_properly(polygon, others).any():
                        triangles += 1
    return count, triangles


# -- measurements --------------------------------------------------------------------


@dataclass
class Figures:
    n: int
    ready: float = 0.0
    play: list[float] = field(default_factory=list)
    play_late: list[float] = field(default_factory=list)
    play_mean: float = 0.0
    legal: list[float] = field(default_factory=list)
    copy: list[float] = field(default_factory=list)
    games_per_s: float = 0.0
    games_per_cpu_s: float = 0.0
    games_best: float = 0.0
    ready_best: float = 0.0
    moves_per_game: float = 0.0
    ref_play: list[float] = field(default_factory=list)
    ref_play_mean: float = 0.0
    ref_precompute: float | None = None
    n_lines: int = 0
    n_triangles: int = 0


def random_move_lists(board: Board, games: int, seed: int) -> list[list[Move]]:
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        game = Game(board)
        while not game.is_over:
            game.play_line(game.random_line(rng))
        out.append(list(game.lines))
    return out


def time_calls(make: Callable[[], Game], moves: list[Move]) -> tuple[list[float], float]:
    """Per-call times of play() over one game, and the mean from one bulk timing."""
    game = make()
    times = []
    clock = time.perf_counter_ns
    with no_gc():
        for a, b in moves:
            start = clock()
            game.play(a, b)
            times.append((clock() - start) / 1e9)
        game = make()
        start = clock()
        for a, b in moves:
            game.play(a, b)
        bulk = (clock() - start) / 1e9 / len(moves)
    return times, bulk


def measure(n: int, args: argparse.Namespace) -> Figures:
    fig = Figures(n)
    seed = args.seed
    readies = []
    for repeat in range(args.repeats):
        gc.collect()
        start = time.perf_counter()
        board = Board.generate(n, seed=seed + repeat)
        Game(board)
        readies.append(time.perf_counter() - start)
    fig.ready = statistics.median(readies)
    fig.ready_best = min(readies)
    board = Board.generate(n, seed=seed)
    fig.n_lines, fig.n_triangles = board.n_lines, board.n_triangles

    games = random_move_lists(board, args.games, seed)
    fig.moves_per_game = statistics.mean(len(m) for m in games)
    bulk = []
    for moves in games:
        times, mean = time_calls(lambda: Game(board), moves)
        fig.play.extend(times)
        fig.play_late.extend(times[len(times) // 2 :])
        bulk.append(mean)
    fig.play_mean = statistics.median(bulk)

    # legal_moves() and copy() along the games.
    with no_gc():
        for moves in games[: max(1, args.games // 2)]:
            game = Game(board)
            for index, (a, b) in enumerate(moves):
                if index % 5 == 0:
                    start = time.perf_counter()
                    game.legal_moves()
                    fig.legal.append(time.perf_counter() - start)
                    start = time.perf_counter()
                    game.copy()
                    fig.copy.append(time.perf_counter() - start)
                game.play(a, b)

    # Complete random games from the opening.
    rates, cpu_rates = [], []
    rng = random.Random(seed)
    for _ in range(args.repeats):
        count = 0
        with no_gc():
            cpu_start = time.process_time()
            start = time.perf_counter()
            while (elapsed := time.perf_counter() - start) < args.seconds:
                game = Game(board)
                while not game.is_over:
                    game.play_line(game.random_line(rng))
                count += 1
            cpu = time.process_time() - cpu_start
        rates.append(count / elapsed)
        cpu_rates.append(count / cpu)
    fig.games_per_s = statistics.median(rates)
    fig.games_per_cpu_s = statistics.median(cpu_rates)
    fig.games_best = max(rates)

    # The plain reference on the same boards and move sequences (fewer games).
    ref_means = []
    for moves in games[: args.ref_games]:
        ref = ShapelyRules(board)
        engine = Game(board)
        times = []
        with no_gc():
            for a, b in moves:
                start = time.perf_counter_ns()
                closed = ref.play(a, b)
                times.append((time.perf_counter_ns() - start) / 1e9)
                assert tuple(closed) == engine.play(a, b), "reference and engine disagree"
        fig.ref_play.extend(times)
        ref_means.append(statistics.mean(times))
    fig.ref_play_mean = statistics.median(ref_means)
    if args.precompute_reference:
        start = time.perf_counter()
        lines, triangles = shapely_precompute(board)
        fig.ref_precompute = time.perf_counter() - start
        assert (lines, triangles) == (board.n_lines, board.n_triangles)
    return fig


# -- output --------------------------------------------------------------------------


def us(seconds: float) -> str:
    return f"{seconds * 1e6:.1f}"


def load() -> str:
    try:
        return "/".join(f"{v:.1f}" for v in os.getloadavg())
    except OSError:  # pragma: no cover - not on every platform
        return "?"


def report(figures: list[Figures], args: argparse.Namespace) -> None:
    print(f"# Engine benchmark ({'quick' if args.quick else 'full'})")
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, "
        f"shapely {shapely.__version__}, {platform.machine()}, {os.cpu_count()} CPUs, "
        f"repeats {args.repeats}, games {args.games}, reference games {args.ref_games}"
    )
    print(f"load average at start {args.load_start}, at end {load()} (1/5/15 min)")
    print()
    header = (
        "| stars | lines | triangles | moves/game | ready ms (best) | play() us median | p90 | "
        "late median | late p90 | legal_moves() us | copy() us | games/s (best) | games/CPU-s |"
    )
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for f in figures:
        print(
            f"| {f.n} | {f.n_lines} | {f.n_triangles} | {f.moves_per_game:.0f} "
            f"| {f.ready * 1e3:.0f} ({f.ready_best * 1e3:.0f}) | {us(statistics.median(f.play))} "
            f"| {us(percentile(f.play, 0.9))} | {us(statistics.median(f.play_late))} "
            f"| {us(percentile(f.play_late, 0.9))} | {us(statistics.median(f.legal))} "
            f"| {us(statistics.median(f.copy))} | {f.games_per_s:.0f} ({f.games_best:.0f}) "
            f"| {f.games_per_cpu_s:.0f} |"
        )
    print()
    header = (
        "| stars | play() mean us | reference play() mean us | reference median us | speed-up "
        "| reference tables s | speed-up |"
    )
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for f in figures:
        pre = "-" if f.ref_precompute is None else f"{f.ref_precompute:.2f}"
        pre_ratio = "-" if f.ref_precompute is None else f"{f.ref_precompute / f.ready:.0f}x"
        print(
            f"| {f.n} | {us(f.play_mean)} | {us(f.ref_play_mean)} "
            f"| {us(statistics.median(f.ref_play))} | {f.ref_play_mean / f.play_mean:.0f}x "
            f"| {pre} | {pre_ratio} |"
        )
    print()
    big = max(figures, key=lambda f: f.n)
    checks = []
    if big.n == 180:
        checks += [
            ("ready < 0.5 s at 180", big.ready < 0.5),
            ("play() median < 20 us at 180", statistics.median(big.play) < 20e-6),
            ("play() late-game median < 20 us at 180", statistics.median(big.play_late) < 20e-6),
            ("games/s >= 200 at 180 (wall clock)", big.games_per_s >= 200),
            ("games/s >= 200 at 180 (CPU time)", big.games_per_cpu_s >= 200),
        ]
    checks += [
        (f"legal_moves() < 1 ms at {f.n}", statistics.median(f.legal) < 1e-3) for f in figures
    ]
    small = [f for f in figures if f.n == 24]
    if small:
        checks.append(("games/s >= 2000 at 24 (wall clock)", small[0].games_per_s >= 2000))
        checks.append(("games/s >= 2000 at 24 (CPU time)", small[0].games_per_cpu_s >= 2000))
    for name, ok in checks:
        print(f"- {'met' if ok else 'MISSED'}: {name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats and games")
    parser.add_argument("--sizes", default=",".join(map(str, BOARD_SIZES)))
    parser.add_argument("--repeats", type=int, default=None, help="repeats for medians")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    args.repeats = args.repeats or (3 if args.quick else 7)
    args.games = 4 if args.quick else 20
    args.ref_games = 1 if args.quick else 3
    args.seconds = 0.3 if args.quick else 1.0
    args.precompute_reference = not args.quick
    sizes = [int(s) for s in args.sizes.split(",")]
    args.load_start = load()
    figures = []
    for n in sizes:
        print(f"measuring {n} stars ...", file=sys.stderr, flush=True)
        figures.append(measure(n, args))
    report(figures, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
