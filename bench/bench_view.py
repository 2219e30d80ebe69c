"""How fast the board draws: full repaint late in a 180-star game, input to paint, the preview.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_view.py [--repeats N]

Prints medians (and the worst) of repeated measurements. The offscreen
platform renders with Qt's raster engine into memory, as a software-rendered
desktop does; a GPU-composited desktop is not slower.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="triangles-bench-")
os.environ.setdefault("TRIANGLES_DATA_DIR", os.path.join(_tmp, "data"))
os.environ.setdefault("TRIANGLES_CONFIG_DIR", os.path.join(_tmp, "config"))

from PySide6.QtCore import QEventLoop, QObject, Qt  # noqa: E402
from PySide6.QtGui import QPaintEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from triangles_qt.app import build  # noqa: E402
from triangles_qt.session import GameSetup, Seat  # noqa: E402


class PaintClock(QObject):
    """Notes when the viewport finished a paint event."""

    def __init__(self) -> None:
        super().__init__()
        self.painted_at = 0.0

    def eventFilter(self, watched: QObject, event: object) -> bool:
        if isinstance(event, QPaintEvent):
            self.painted_at = time.perf_counter()
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=40)
    parser.add_argument("--stars", type=int, default=180)
    args = parser.parse_args()

    app = build([])
    window = app.window
    window.resize(1280, 860)
    n = args.stars
    window.start_game(
        GameSetup(
            (Seat(""), Seat("")), n_stars=n, layout="phone" if n in (24, 60) else "tablet", seed=11
        )
    )
    deadline = time.perf_counter() + 60  # the board is made off the UI thread
    while (app.table.game is None or not app.ready()) and time.perf_counter() < deadline:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    game = app.table.game
    assert game is not None
    rng = random.Random(3)
    # Late game: play until only a few lines are left.
    while not game.is_over and game.legal_count > 12:
        legal = game.legal_moves()
        app.table.request_line(*legal[rng.randrange(len(legal))])
    QApplication.processEvents()
    view = window.board_view
    viewport = view.viewport()

    repaint = []
    for _ in range(args.repeats):
        view.resetCachedContent()  # draw the sky too, as after a resize
        start = time.perf_counter()
        viewport.repaint()
        repaint.append((time.perf_counter() - start) * 1000)
    warm = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        viewport.repaint()
        warm.append((time.perf_counter() - start) * 1000)

    clock = PaintClock()
    viewport.installEventFilter(clock)
    latency = []
    for _ in range(args.repeats):
        if game.is_over or game.legal_count == 0:
            break
        a, b = game.legal_moves()[0]
        pa, pb = view.star_view_pos(a).toPoint(), view.star_view_pos(b).toPoint()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        before = game.move_count
        start = time.perf_counter()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb)
        # Let Qt deliver the update the new line scheduled, as the event loop would.
        clock.painted_at = 0.0
        deadline = start + 1.0
        while clock.painted_at == 0.0 and time.perf_counter() < deadline:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        if game.move_count == before + 1 and clock.painted_at:
            latency.append((clock.painted_at - start) * 1000)
        app.table.undo()
        QApplication.processEvents()

    # The line preview: a star is picked, the pointer moves onto a second star,
    # and the would-be line shows whether the rules take it. The rules' answer
    # alone (line_verdict) is measured too, as the plain reference.
    from triangles_qt.views.board.refusals import line_verdict

    pairs = [(a, b) for a in range(0, n, 7) for b in range(3, n, 11) if a != b][: args.repeats]
    verdict_ms = []
    for a, b in pairs:
        start = time.perf_counter()
        line_verdict(game, a, b)
        verdict_ms.append((time.perf_counter() - start) * 1000)
    preview = []
    for a, b in pairs:
        pa, pb = view.star_view_pos(a).toPoint(), view.star_view_pos(b).toPoint()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        view.forget_verdicts()  # a new answer each time, as after every move
        clock.painted_at = 0.0
        start = time.perf_counter()
        QTest.mouseMove(viewport, pb)
        deadline = start + 1.0
        while clock.painted_at == 0.0 and time.perf_counter() < deadline:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        if view.preview is not None and view.preview.end == b and clock.painted_at:
            preview.append((clock.painted_at - start) * 1000)
        view.clear_selection()
        QApplication.processEvents()

    # A new board is made off the UI thread: the event loop keeps ticking (every 10 ms)
    # meanwhile. The plain reference: making the same board on this thread.
    from PySide6.QtCore import QTimer

    from triangles_qt.model import Board

    gaps_ms, made_ms = [], []
    for seed in range(100, 100 + max(3, args.repeats // 8)):
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda ticks=ticks: ticks.append(time.perf_counter()))
        timer.start(10)
        old = app.table.game
        ticks.append(time.perf_counter())
        window.start_game(
            GameSetup((Seat(""), Seat("")), n_stars=n, layout="tablet", seed=seed)
        )
        deadline = time.perf_counter() + 30
        while (app.table.game is old or not app.ready()) and time.perf_counter() < deadline:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        ticks.append(time.perf_counter())
        timer.stop()
        gaps_ms.append(max(b - a for a, b in itertools.pairwise(ticks)) * 1000)
        start = time.perf_counter()
        Board.generate(n, seed=seed + 1000)
        made_ms.append((time.perf_counter() - start) * 1000)

    def line(label: str, values: list[float]) -> str:
        return (
            f"{label:<44} median {statistics.median(values):7.2f} ms   "
            f"worst {max(values):7.2f} ms   (n={len(values)})"
        )

    print(
        f"Board: {n} stars, {game.move_count} lines, {len(game.closed_triangles)} triangles, "
        f"window {window.width()}x{window.height()}, "
        f"Qt platform {QApplication.platformName()}"
    )
    print(line("full repaint, sky redrawn", repaint))
    print(line("full repaint, sky cached", warm))
    if latency:
        print(line("release event -> new line painted", latency))
    print(line("rules' verdict on a line (line_verdict)", verdict_ms))
    if preview:
        print(line("pointer onto a second star -> preview painted", preview))
    print(line("new board: longest event-loop gap", gaps_ms))
    print(line("new board made on the UI thread (reference)", made_ms))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
