"""The game review's time per game: ``python bench/bench_review.py [--sizes 24,60] [--jobs 2,1]``.

Reviews one seeded random game per board size with ``python -m
triangles_qt.review`` (its worker processes: ``--jobs 2`` and, as the
plain reference in the same run, ``--jobs 1``), and prints the wall time,
the number of lines, how many were judged exactly, and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from triangles_qt.model import Board, Game, save_game  # noqa: E402


def record(stars: int, seed: int) -> str:
    game = Game(Board.generate(stars, seed))
    rng = random.Random(seed)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    return save_game(game, {})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="24,60")
    parser.add_argument("--time-per-move", type=float, default=0.3)
    parser.add_argument("--jobs", default="2,1", help="worker counts to compare")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for stars in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.json"
            path.write_text(record(stars, stars), encoding="utf-8")
            for jobs in (int(j) for j in args.jobs.split(",")):
                start = time.perf_counter()
                done = subprocess.run(
                    [sys.executable, "-m", "triangles_qt.review", str(path), "--json",
                     "--time-per-move", str(args.time_per_move), "--jobs", str(jobs)],
                    capture_output=True, text=True, check=True, cwd=ROOT,
                )  # fmt: skip
                seconds = time.perf_counter() - start
                moves = json.loads(done.stdout.splitlines()[-1])["moves"]
                exact = sum(m["exact"] for m in moves)
                print(
                    f"{stars:4d} stars, {len(moves)} lines ({exact} exact), --jobs {jobs}: "
                    f"{seconds:6.1f} s"
                )
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
