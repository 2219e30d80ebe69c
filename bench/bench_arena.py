"""The arena as a lab: ``python bench/bench_arena.py speedup|ratings [options]``.

``speedup``: the wall time of one match played with ``--concurrency 1`` (the
plain reference, in the same run) and ``--concurrency N``; median of
``--repeats`` runs each, alternating, and the speed-up.

``ratings``: one tournament of ``easy``, ``medium`` and ``hard`` per board
size and rule variant, through ``python -m triangles_qt.arena tournament
... --json``; prints each ratings table (Bradley–Terry, easy = 0, 95 %
intervals) and a Markdown table for docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def arena(*args: str) -> tuple[dict[str, Any], float]:
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", *args, "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"arena failed:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1]), elapsed


def speedup(args: argparse.Namespace) -> None:
    match = [
        args.a, args.b, "--games", str(args.games), "--stars", str(args.stars),
        "--time-limit", str(args.time_limit), "--seed", "1",
    ]  # fmt: skip
    times: dict[int, list[float]] = {1: [], args.concurrency: []}
    for repeat in range(args.repeats):
        for n in (1, args.concurrency):
            data, elapsed = arena(*match, "--concurrency", str(n))
            times[n].append(elapsed)
            print(
                f"run {repeat + 1}: --concurrency {n}: {elapsed:.1f} s "
                f"({data['games']} games, {data['moves']} moves)",
                flush=True,
            )
    one, many = statistics.median(times[1]), statistics.median(times[args.concurrency])
    print(
        f"\n{args.a} vs {args.b}, {args.games} games, {args.stars} stars, "
        f"{args.time_limit:g} s per move; {os.cpu_count()} cores; load {os.getloadavg()[0]:.2f}"
    )
    print(f"--concurrency 1: median {one:.1f} s")
    print(f"--concurrency {args.concurrency}: median {many:.1f} s")
    print(f"speed-up: {one / many:.2f}x")


def ratings(args: argparse.Namespace) -> None:
    rows = []
    for stars in [int(s) for s in args.sizes.split(",")]:
        for rules in args.rules.split(","):
            extra = ["--play-again"] if rules == "again" else []
            data, elapsed = arena(
                "tournament", "easy", "medium", "hard", "--rounds", str(args.rounds),
                "--stars", str(stars), "--time-limit", str(args.time_limit), "--seed", "1",
                "--concurrency", str(args.concurrency), *extra,
            )  # fmt: skip
            print(f"\n{stars} stars, {rules}: {data['games']} games in {elapsed:.0f} s", flush=True)
            for row in data["ratings"]:
                print(
                    f"  {row['id']:<8} {row['elo']:+7.0f} [{row['elo_lower']:+.0f}, "
                    f"{row['elo_upper']:+.0f}]  {row['wins']}-{row['losses']}-{row['ties']}"
                )
            by_id = {row["id"]: row for row in data["ratings"]}
            rows.append((stars, rules, data["games"], by_id, elapsed))
    print("\n| stars | rules | games | easy | medium | hard | time |")
    print("|---|---|---|---|---|---|---|")
    for stars, rules, games, by_id, elapsed in rows:
        cells = [
            f"{by_id[p]['elo']:+.0f} [{by_id[p]['elo_lower']:+.0f}, {by_id[p]['elo_upper']:+.0f}]"
            for p in ("easy", "medium", "hard")
        ]
        print(f"| {stars} | {rules} | {games} | {' | '.join(cells)} | {elapsed / 60:.0f} min |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    s = sub.add_parser("speedup", help="--concurrency N against 1")
    s.add_argument("--a", default="medium")
    s.add_argument("--b", default="hard")
    s.add_argument("--games", type=int, default=8)
    s.add_argument("--stars", type=int, default=24)
    s.add_argument("--time-limit", type=float, default=0.2)
    s.add_argument("--concurrency", type=int, default=2)
    s.add_argument("--repeats", type=int, default=3)
    r = sub.add_parser("ratings", help="easy, medium and hard in one tournament per setting")
    r.add_argument("--sizes", default="24,60")
    r.add_argument("--rules", default="strict,again")
    r.add_argument("--rounds", type=int, default=6)
    r.add_argument("--time-limit", type=float, default=0.5)
    r.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    speedup(args) if args.what == "speedup" else ratings(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
