"""What loading a game record costs: the largest records the loader accepts, and hostile ones.

Each record is loaded 5 times in a fresh process (the best time is printed,
CPU and wall) and the process's own memory high-water mark (VmHWM, Linux)
is read before and after, so the growth is the record's alone. The shapes
are the ones tests/model/test_record_limits.py builds: the largest accepted
records, generated boards, and hostile records the bound refuses before the
expensive steps (the two rows of 150 stars once took about 7 s).

    .venv/bin/python bench/bench_records.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.model.test_record_limits import LARGEST, circle, cluster, record, rows
from triangles_qt.model import Board, Game, save_game

CHILD = """
import sys, time
from triangles_qt.model import RecordError, load_game

def high_water_mib():
    try:
        with open("/proc/self/status") as status:
            line = next(l for l in status if l.startswith("VmHWM:"))
        return int(line.split()[1]) / 1024
    except OSError:
        return float("nan")

text = sys.stdin.read()
base = high_water_mib()
best_cpu = best_wall = float("inf")
for _ in range(5):
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        load_game(text)
        verdict = "accepted"
    except RecordError:
        verdict = "refused"
    best_cpu = min(best_cpu, time.process_time() - cpu)
    best_wall = min(best_wall, time.perf_counter() - wall)
print(verdict, best_cpu, best_wall, high_water_mib() - base)
"""


def main() -> None:
    cases = {name: record(*make()) for name, make in LARGEST.items()}
    cases["generated 300 stars"] = save_game(Game(Board.generate(300, seed=2)))
    cases["generated 180 stars"] = save_game(Game(Board.generate(180, seed=2)))
    cases["hostile: two rows of 150"] = record(rows(150), 0.0)
    cases["hostile: 134-star circle"] = record(circle(134) + cluster(166), 0.5)
    print(f"{'record':34s} {'verdict':9s} {'cpu s':>7s} {'wall s':>7s} {'memory':>9s}")
    for name, text in cases.items():
        done = subprocess.run(
            [sys.executable, "-c", CHILD], input=text, capture_output=True, text=True, check=True
        )
        verdict, cpu, wall, grown = done.stdout.split()
        print(
            f"{name:34s} {verdict:9s} {float(cpu):7.3f} {float(wall):7.3f} {float(grown):+7.0f} MiB"
        )


if __name__ == "__main__":
    main()
