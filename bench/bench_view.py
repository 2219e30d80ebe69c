"""How fast the board draws: full repaint late in a 180-star game, input to paint, the preview.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_view.py [--repeats N]
                [--stars N] [--screen WxH]

Prints medians (and the worst) of repeated measurements. The offscreen
platform renders with Qt's raster engine into memory, as a software-rendered
desktop does; a GPU-composited desktop is not slower.

The repaints are also given as a ratio to a plain reference measured in the
same run: the same late-game picture (sky gradient, both players' triangles
and lines, a dot per star) painted straight onto an image of the view's size
with one QPainter, no scene and no caches. That code never changes, so the
ratio says what the board costs whatever else the machine is doing; the
reference's time on an idle machine turns it back into milliseconds
(docs/performance.md).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--repeats", type=int, default=40, help="measurements of each kind (default 40)"
    )
    parser.add_argument(
        "--stars", type=int, default=180, help="stars on the board played (default 180)"
    )
    parser.add_argument(
        "--screen",
        default="1920x1080",
        help="the offscreen platform's screen, WIDTHxHEIGHT (default 1920x1080), so the "
        "window opens at 1280x860",
    )
    return parser.parse_args()


ARGS = _arguments()
_tmp = tempfile.mkdtemp(prefix="triangles-bench-")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    _width, _height = (int(n) for n in ARGS.screen.lower().split("x"))
    _screens = os.path.join(_tmp, "screen.json")
    with open(_screens, "w", encoding="utf-8") as out:
        json.dump(
            {"screens": [{"name": "s", "x": 0, "y": 0, "width": _width, "height": _height}]}, out
        )
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screens}"
os.environ.setdefault("TRIANGLES_DATA_DIR", os.path.join(_tmp, "data"))
os.environ.setdefault("TRIANGLES_CONFIG_DIR", os.path.join(_tmp, "config"))

from PySide6.QtCore import QEventLoop, QObject, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPaintEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from triangles_qt.app import build  # noqa: E402
from triangles_qt.model import Game  # noqa: E402
from triangles_qt.session import GameSetup, Seat  # noqa: E402
from triangles_qt.views.board.view import BoardView  # noqa: E402


class PaintClock(QObject):
    """Notes when the viewport finished a paint event."""

    def __init__(self) -> None:
        super().__init__()
        self.painted_at = 0.0

    def eventFilter(self, watched: QObject, event: object) -> bool:
        if isinstance(event, QPaintEvent):
            self.painted_at = time.perf_counter()
        return False


def plain_reference(game: Game, view: BoardView, image: QImage) -> float:
    """Milliseconds to paint the late-game picture with one QPainter onto an image of the
    view's size: the plain reference the repaints are compared with (never changes)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import (
        QBrush,
        QColor,
        QLinearGradient,
        QPainter,
        QPainterPath,
        QPen,
        QPolygonF,
    )

    viewport = view.viewport()
    start = time.perf_counter()
    painter = QPainter(image)
    painter.setTransform(view.viewportTransform())
    area = view.mapToScene(viewport.rect()).boundingRect()
    sky = QLinearGradient(area.topLeft(), area.bottomRight())
    sky.setColorAt(0.0, QColor("#0b0f2b"))
    sky.setColorAt(1.0, QColor("#1d1240"))
    painter.fillRect(area, QBrush(sky))
    stars = [QPointF(x, y) for x, y in game.board.stars.tolist()]
    lines, fills = [QPainterPath(), QPainterPath()], [QPainterPath(), QPainterPath()]
    for move in game.moves:
        lines[move.player].moveTo(stars[move.a])
        lines[move.player].lineTo(stars[move.b])
        for i, j, k in move.closed:
            fills[move.player].addPolygon(QPolygonF([stars[i], stars[j], stars[k], stars[i]]))
    colours = (QColor(90, 200, 255), QColor(255, 140, 90))
    painter.setPen(Qt.PenStyle.NoPen)
    for player in (0, 1):
        fill = QColor(colours[player])
        fill.setAlpha(80)
        painter.setBrush(fill)
        painter.drawPath(fills[player])
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for player in (0, 1):
        painter.setPen(QPen(colours[player], 2.6))
        painter.drawPath(lines[player])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    for point in stars:
        painter.drawEllipse(point, 4.0, 4.0)
    painter.end()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    args = ARGS

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

    # Taken in turn, so a busy moment slows every kind alike: the plain reference; a
    # repaint with nothing cached, as after a zoom step (every item and the sky painted
    # again), zooming in and back to the fit; the sky redrawn, as after a resize; and
    # everything cached, as when another window uncovers the board.
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    reference: list[float] = []
    zoomed: list[float] = []
    repaint: list[float] = []
    warm: list[float] = []

    def timed_repaint(into: list[float]) -> None:
        start = time.perf_counter()
        viewport.repaint()
        into.append((time.perf_counter() - start) * 1000)

    for _ in range(args.repeats):
        reference.append(plain_reference(game, view, image))
        for step in (lambda: view.zoom_by(1.05), view.fit):
            step()
            timed_repaint(zoomed)
            QApplication.processEvents()
        view.resetCachedContent()  # draw the sky too, as after a resize
        timed_repaint(repaint)
        timed_repaint(warm)

    clock = PaintClock()
    viewport.installEventFilter(clock)
    # Input to paint, with motion (the first frame of the line drawn on: it starts
    # growing from its first star at once) and with Reduce motion (the whole line).
    latencies: dict[bool, list[float]] = {False: [], True: []}
    for still in (False, True):
        window.actions_.reduce_motion.setChecked(still)
        latency = latencies[still]
        for _ in range(args.repeats):
            if game.is_over or game.legal_count == 0:
                break
            a, b = game.legal_moves()[0]
            pa, pb = view.star_view_pos(a).toPoint(), view.star_view_pos(b).toPoint()
            QTest.mouseClick(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa
            )
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
            before = game.move_count
            start = time.perf_counter()
            QTest.mouseClick(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb
            )
            # Let Qt deliver the update the new line scheduled, as the event loop would.
            clock.painted_at = 0.0
            deadline = start + 1.0
            while clock.painted_at == 0.0 and time.perf_counter() < deadline:
                QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
            if game.move_count == before + 1 and clock.painted_at:
                latency.append((clock.painted_at - start) * 1000)
            app.table.undo()
            QApplication.processEvents()
    window.actions_.reduce_motion.setChecked(False)

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

    ref = statistics.median(reference)

    def ratio(label: str, values: list[float]) -> str:
        return f"{label:<44} {statistics.median(values) / ref:7.2f} x the plain reference"

    print(
        f"Board: {n} stars, {game.move_count} lines, {len(game.closed_triangles)} triangles, "
        f"window {window.width()}x{window.height()}, "
        f"Qt platform {QApplication.platformName()}"
    )
    print(line("plain reference (one QPainter, no scene)", reference))
    print(line("full repaint after a zoom step", zoomed))
    print(line("full repaint, sky redrawn", repaint))
    print(line("full repaint, sky cached", warm))
    print(ratio("full repaint after a zoom step", zoomed))
    print(ratio("full repaint, sky redrawn", repaint))
    print(ratio("full repaint, sky cached", warm))
    if latencies[False]:
        print(line("release -> new line's first frame painted", latencies[False]))
    if latencies[True]:
        print(line("release -> whole line painted (Reduce motion)", latencies[True]))
    print(line("rules' verdict on a line (line_verdict)", verdict_ms))
    if preview:
        print(line("pointer onto a second star -> preview painted", preview))
    print(line("new board: longest event-loop gap", gaps_ms))
    print(line("new board made on the UI thread (reference)", made_ms))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
