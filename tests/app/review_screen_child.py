"""The Review panel on one simulated screen, in a fresh process (one screen per process).

    python -m tests.app.review_screen_child OUT_DIR LANGUAGE

A 24-star game between two people is played to the end, reviewed (Game →
Review), and a mark is clicked. It prints one JSON object (the last line):
the screen, the board's place before the review, with the panel open and
after it closed, the panel's place, the grid names the board shows by the
mark's stars, and the picture of the whole screen it saved in OUT_DIR
(``review-panel-after-<W>x<H>-<LANGUAGE>.png``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.app.screen_probe import start, wait_ready
from triangles_qt.session import GameSetup, Seat


def place(widget: QWidget) -> list[int]:
    """Where ``widget`` is on the screen: x, y, width, height."""
    r = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    return [r.x(), r.y(), r.width(), r.height()]


def wait_for(test: object, tries: int = 6000) -> None:
    for _ in range(tries):
        if callable(test) and test():
            return
        QTest.qWait(20)
    raise SystemExit("waited in vain")


def main() -> int:
    out, language = Path(sys.argv[1]), sys.argv[2]
    out.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    app, _scripts = start(language)
    window = app.window
    app.table.new_game(GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, seed=5))
    wait_ready(app)
    game = app.table.game
    assert game is not None
    rng = random.Random(5)
    while not game.is_over:
        app.table.request_line(*rng.choice(game.legal_moves()))
    QTest.qWait(200)
    board_before = place(window.board_view)
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    wait_for(lambda: window.reviews.panel is not None)
    panel = window.reviews.panel
    assert panel is not None
    wait_for(lambda: panel.run is None and panel.review is not None and panel.review.complete)
    QTest.qWait(100)
    # The costliest mark: the one a player looks at first.
    rows = range(panel.marks.count())
    review = panel.review
    assert review is not None

    def loss(row: int) -> float:
        move = review.move(int(panel.marks.item(row).data(Qt.ItemDataRole.UserRole)))
        return move.loss if move is not None else 0.0

    row = max(rows, key=loss)
    item = panel.marks.item(row)
    panel.marks.scrollToItem(item)
    QTest.mouseClick(
        panel.marks.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        panel.marks.visualItemRect(item).center(),
    )
    QTest.qWait(300)
    marks = window.presenter.review_marks
    assert marks is not None
    view = window.board_view
    labels = []
    for label in marks.labels:
        star = view.mapToGlobal(view.mapFromScene(label.scenePos()))
        labels.append({"text": label.text, "place": [star.x(), star.y()]})
    screen = window.screen()
    size, available = screen.geometry().size(), screen.availableGeometry()
    picture = out / f"review-panel-after-{size.width()}x{size.height()}-{language}.png"
    screen.grabWindow(0).save(str(picture))
    report = {
        "screen": [size.width(), size.height()],
        "available": [*available.topLeft().toTuple(), *available.size().toTuple()],
        "board_before": board_before,
        "board": place(view),
        "panel": place(panel),
        "panel_buttons": [place(b) for b in (panel.cancel_button,) if b.isVisible()],
        "mark_text": item.text(),
        "labels": labels,
        "marks_visible": marks.visible,
        "picture": picture.name,
    }
    QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)  # Close
    wait_for(lambda: window.reviews.panel is None)
    QTest.qWait(200)
    report["board_after"] = place(view)
    report["marks_after"] = marks.visible
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
