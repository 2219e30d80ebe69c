"""The game review's time per game: ``python bench/bench_review.py [--sizes 24,60] [--games 3]``.

Reviews ``--games`` seeded random games per board size (the first one with
seed = the number of stars, as before ``--games``; then the next seeds) with
``python -m triangles_qt.review`` (its worker processes: ``--jobs 2`` and,
as the plain reference in the same run, any other counts given to
``--jobs``), and prints each game's wall time, its number of lines and how
many were judged exactly, then the median time per size and worker count,
with the search core that ran and the load average before and after (a
review's time, unlike its exact verdicts, depends on the machine's load).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from triangles_qt.model import Board, Game, save_game  # noqa: E402
from triangles_qt.review import DEFAULT_TIME_PER_MOVE  # noqa: E402
from triangles_qt.review.engine import _core, exact_limit  # noqa: E402


def record(stars: int, seed: int, play_again: bool = False) -> str:
    game = Game(Board.generate(stars, seed), play_again=play_again)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    return save_game(game, {})


def review_seconds(path: Path, time_per_move: float, jobs: int) -> tuple[float, int, int]:
    """(wall seconds, lines, lines judged exactly) of one review from the command line."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.review", str(path), "--json",
         "--time-per-move", str(time_per_move), "--jobs", str(jobs)],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    seconds = time.perf_counter() - start
    moves = json.loads(done.stdout.splitlines()[-1])["moves"]
    return seconds, len(moves), sum(m["exact"] for m in moves)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="24,60")
    parser.add_argument("--games", type=int, default=1, help="games per size (the median)")
    parser.add_argument(
        "--time-per-move",
        type=float,
        default=DEFAULT_TIME_PER_MOVE,
        help=f"seconds of playouts an estimated line (default {DEFAULT_TIME_PER_MOVE})",
    )
    parser.add_argument("--jobs", default="2,1", help="worker counts to compare")
    parser.add_argument("--play-again", action="store_true", help="games with play again")
    args = parser.parse_args()
    rule = "play again" if args.play_again else "strict"
    print(
        f"core {_core()}, {rule} (exact at most {exact_limit(args.play_again)} legal lines), "
        f"{args.games} game(s) a size, --time-per-move {args.time_per_move}"
    )
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    medians = []
    for stars in (int(s) for s in args.sizes.split(",")):
        times: dict[int, list[float]] = {}
        with tempfile.TemporaryDirectory() as folder:
            for game in range(args.games):
                path = Path(folder) / f"game{game}.json"
                path.write_text(record(stars, stars + game, args.play_again), encoding="utf-8")
                for jobs in (int(j) for j in args.jobs.split(",")):
                    seconds, lines, exact = review_seconds(path, args.time_per_move, jobs)
                    times.setdefault(jobs, []).append(seconds)
                    print(
                        f"{stars:4d} stars, seed {stars + game}, {lines} lines ({exact} exact), "
                        f"--jobs {jobs}: {seconds:6.1f} s",
                        flush=True,
                    )
        for jobs, seconds in times.items():
            medians.append(
                f"{stars:4d} stars, --jobs {jobs}: median {statistics.median(seconds):6.1f} s "
                f"over {len(seconds)} game(s)"
            )
    print("\n".join(medians))
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
