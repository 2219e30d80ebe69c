"""Calls that must return at once: ``python bench/bench_responsiveness.py [--repeats N]``.

The tests assert these as behaviour (the call returned while the thing it
must not wait for was still going on), with room for a loaded machine; the
figures against their targets are here:

- ``StatsWriter.submit`` while another connection holds the database's write
  lock (target: under 50 ms; the plain reference is the same call with no lock);
- ``MoveRequest.cancel`` while Hard thinks in its worker (target: under 50 ms;
  stopping the worker happens after it returns);
- how much of its time limit Hard uses on a 60-star position with 0.5 s
  (target: 50–90 %, it aims at 80 % minus 20 ms);
- ``fallback_move`` with a budget of 0.1 s, every move of a 180-star game
  it plays against itself (target: under 0.5 s; the tests check that it
  stops weighing lines once its clock says the budget is spent).

Median and worst of the repeats, and the load average, are printed.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from triangles_qt.model import Board, Game  # noqa: E402
from triangles_qt.plugins.builtin import HardOpponent  # noqa: E402
from triangles_qt.plugins.policy import fallback_move  # noqa: E402
from triangles_qt.plugins.runner import OpponentRunner  # noqa: E402
from triangles_qt.stats import GameResult, StatsStore  # noqa: E402
from triangles_qt.stats.writer import StatsWriter  # noqa: E402


def result(n: int) -> GameResult:
    return GameResult(
        game_id=f"bench-{n:05d}",
        finished_at=datetime(2026, 1, 1, tzinfo=timezone.utc),
        board_size=24,
        seed=n,
        layout="phone",
        play_again=False,
        mode="vs_computer",
        human_name="Ana",
        human_player=0,
        opponent_id="easy",
        opponent_name="Easy",
        opponent_distribution="triangles-qt",
        opponent_version="0.1.0",
        scores=(9, 4),
        result="won",
        moves=((0, 1),),
        duration_s=60.0,
    )


def submit_ms(repeats: int, locked: bool) -> list[float]:
    out = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics.sqlite3"
        store = StatsStore.open(path)
        writer = StatsWriter(store)
        for n in range(repeats):
            blocker = sqlite3.connect(path, isolation_level=None)
            if locked:
                blocker.execute("BEGIN IMMEDIATE")
            start = time.perf_counter()
            writer.submit(result(n + (1000 if locked else 0)))
            out.append((time.perf_counter() - start) * 1000)
            if locked:
                blocker.execute("ROLLBACK")
            blocker.close()
            writer.flush(10.0)
        writer.close()
        store.close()
    return out


def cancel_ms(repeats: int) -> list[float]:
    out = []
    game = Game(Board.generate(60, seed=9))
    runner = OpponentRunner("hard")
    try:
        runner.wait_ready(30)
        for _ in range(repeats):
            request = runner.request_move(game, 10.0)
            time.sleep(0.3)  # it is thinking now
            start = time.perf_counter()
            request.cancel()
            out.append((time.perf_counter() - start) * 1000)
            runner.wait_ready(30)  # a fresh worker, before the next one
    finally:
        runner.close()
    return out


def hard_share(repeats: int) -> list[float]:
    from tests.ai.helpers import careful_game

    game = careful_game(60, False, seed=9)[1]
    out = []
    for seed in range(repeats):
        start = time.perf_counter()
        HardOpponent(seed=seed).choose_move(game.copy(), 0.5)
        out.append((time.perf_counter() - start) / 0.5 * 100)
    return out


def fallback_ms() -> list[float]:
    game = Game(Board.generate(180, seed=180))
    rng = random.Random(180)
    out = []
    while not game.is_over:
        start = time.perf_counter()
        move = fallback_move(game, rng, budget=0.1)
        out.append((time.perf_counter() - start) * 1000)
        game.play(*move)
    return out


def line(label: str, values: list[float], unit: str) -> str:
    return (
        f"{label:<52} median {statistics.median(values):7.2f} {unit}   "
        f"worst {max(values):7.2f} {unit}   (n={len(values)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}")
    print(line("StatsWriter.submit, database locked", submit_ms(args.repeats, True), "ms"))
    print(line("StatsWriter.submit, no lock (reference)", submit_ms(args.repeats, False), "ms"))
    print(line("MoveRequest.cancel while Hard thinks", cancel_ms(max(5, args.repeats // 4)), "ms"))
    print(line("Hard's time used of 0.5 s, 60 stars", hard_share(max(5, args.repeats // 2)), "%"))
    print(line("fallback_move, budget 0.1 s, 180-star game", fallback_ms(), "ms"))
    print(f"load after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
