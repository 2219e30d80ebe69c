"""The UI thread while another process holds the statistics database's lock.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_stats_lock.py [--repeats N]

For each case a child process (tests/stats/lock_child.py) holds ``BEGIN
EXCLUSIVE`` on a store of ``--games`` games ("none": no lock at all; "wal":
the store's own journal mode, only writers wait; "delete": a rollback
journal, even readers wait). Then, on the UI thread: a ``StatsBridge`` is
made (and, in the second variant, a Statistics window, refreshed every
250 ms as a player might), a result is submitted, and after ``--hold``
seconds the lock is released. Measured: the longest gap between ticks of a
10 ms timer on the UI thread (construction included), how long the bridge
took to make, and how long after the release the result was recorded.
Target: no gap over 100 ms caused by the store. (The window's own drawing
costs tens of ms per refresh with a thousand games, lock or no lock.)
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.stats.helpers import make_result  # noqa: E402
from tests.stats.lock_child import LockHolder  # noqa: E402
from triangles_qt import background  # noqa: E402
from triangles_qt.play.stats_bridge import StatsBridge  # noqa: E402
from triangles_qt.stats import StatsStore  # noqa: E402
from triangles_qt.views.stats.window import StatisticsWindow  # noqa: E402


def wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > deadline:
            return False
        QTest.qWait(10)
    return True


def one_run(
    db: Path, mode: str, hold: float, n: int, with_window: bool
) -> tuple[float, float, float]:
    """(longest UI gap, bridge made in, recorded after release), in seconds."""
    lock = LockHolder(db, mode) if mode != "none" else None
    recorded: list[float] = []
    ticks = [time.perf_counter()]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    started = time.perf_counter()
    bridge = StatsBridge(db)
    made = time.perf_counter() - started
    window = StatisticsWindow(bridge.store, writer=bridge.writer) if with_window else None
    rereads = QTimer()
    rereads.setInterval(250)
    if window is not None:
        window.show()
        rereads.timeout.connect(window.refresh)
        rereads.start()

    # When the UI thread hears that the result is stored (as the app's keeper news does).
    def stored(ok: bool) -> None:
        if ok:
            recorded.append(time.perf_counter())

    heard = background.deliver_to(bridge, stored)
    bridge.submit_for(make_result(10_000 + n), lambda outcome: heard(outcome.ok))
    QTest.qWait(round(hold * 1000))
    released = time.perf_counter()
    if lock is not None:
        lock.release()
        released = lock.released_at or released
    ok = wait_until(lambda: bool(recorded) and not bridge.store.opening, 60.0)
    rereads.stop()
    timer.stop()
    ticks.append(time.perf_counter())
    gap = max(b - a for a, b in itertools.pairwise(ticks))
    if window is not None:
        window.close()
        window.deleteLater()
    bridge.close()
    if lock is not None:
        lock.__exit__(None, None, None)
    if not ok:
        raise RuntimeError(f"{mode}: the result was not recorded")
    return gap, made, max(0.0, recorded[0] - released)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--hold", type=float, default=2.0, help="seconds the lock is held")
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()

    QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="triangles-bench-lock-"))
    db = folder / "statistics.sqlite3"
    store = StatsStore.open(db)
    for n in range(args.games):
        store.record(make_result(n, ("won", "lost", "tie")[n % 3]))
    store.close()

    print(f"load average before: {'/'.join(f'{v:.1f}' for v in os.getloadavg())}")
    print(f"{args.games} games, lock held {args.hold:.1f} s, {args.repeats} repeats")
    print(
        "| lock | UI | longest UI gap ms, median (worst) | bridge made ms"
        " | recorded after release ms, median (worst) |"
    )
    print("|---|---|---|---|---|")
    run = 0
    for mode, with_window in itertools.product(("none", "wal", "delete"), (False, True)):
        rows = []
        for _ in range(args.repeats):
            run += 1
            rows.append(one_run(db, mode, args.hold, run, with_window))
        gaps, made, after = (sorted(x * 1000 for x in column) for column in zip(*rows, strict=True))
        ui = "bridge and window" if with_window else "bridge only"
        print(
            f"| {mode} | {ui} | {statistics.median(gaps):.0f} ({gaps[-1]:.0f}) | "
            f"{statistics.median(made):.1f} | {statistics.median(after):.0f} ({after[-1]:.0f}) |"
        )
    print(f"load average after: {'/'.join(f'{v:.1f}' for v in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
