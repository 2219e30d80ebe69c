"""New Game with a board code, on one simulated screen: does it fit, and what does it look like?

Run by tests/app/test_board_code_screens.py in a fresh process (a QApplication's
screens are fixed when it starts), with
``QT_QPA_PLATFORM=offscreen:configfile=<screens.json>``:

    python -m tests.app.board_code_screen_child OUT_DIR [--lang hi]

It plays a few lines of a 120-star game, opens New Game from the tool bar,
types a code (with Enter) and checks the window as tests/app/screen_probe.py
checks every window (on the screen, buttons on the screen, over the main
window, no text cut off), then types a damaged code and checks again. It
saves a picture of the whole screen for each, and prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.screen_probe import Probe, play, start, wait_ready
from triangles_qt.session import GameSetup, Seat

#: The code typed: 120 stars on the tablet-sized board, play again after a triangle.
TYPED = "133r gh98 9fbx"
#: The same code with its last character wrong.
DAMAGED = "133R-GH98-9FBY"


def run(out: Path, lang: str) -> dict[str, object]:
    app, _scripts = start(lang)
    size = app.window.screen().geometry().size()
    probe = Probe(out, f"board-code-{size.width()}x{size.height()}-{lang}")
    window = app.window
    probe.settle(200)
    setup = GameSetup((Seat("Ana"), Seat("Medium", "medium")), n_stars=80, layout="tablet", seed=8)
    app.table.new_game(setup)
    wait_ready(app)
    play(app, 12, seed=3)
    probe.settle(200)
    button = window.toolbar.widgetForAction(window.actions_.new)
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    probe.settle(200)
    dialog = window.new_game.dialog
    if dialog is None or not dialog.isVisible():
        probe.problems.append("new game: did not open")
        return {"problems": probe.problems, "opened": probe.opened, "shots": probe.shots}
    rows = dialog.code_rows
    shown = rows.current_field.text()
    field = rows.typed_field
    QTest.mouseClick(field, Qt.MouseButton.LeftButton)
    QTest.keyClicks(field, TYPED)
    QTest.keyClick(field, Qt.Key.Key_Return)
    probe.settle(200)
    chosen = rows.status.text()
    probe.check(dialog, "new game with a code", window)
    probe.shot("chosen")
    field.selectAll()
    QTest.keyClicks(field, DAMAGED)
    QTest.keyClick(field, Qt.Key.Key_Return)
    probe.settle(200)
    refused = rows.status.text()
    probe.check(dialog, "new game with a damaged code", window)
    probe.shot("damaged")
    probe.esc_closes(dialog, "new game")
    window.close()
    app.close()
    return {
        "screen": [size.width(), size.height()],
        "shown": shown,
        "chosen": chosen,
        "refused": refused,
        "opened": probe.opened,
        "problems": probe.problems,
        "shots": probe.shots,
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    print(json.dumps(run(args.out, args.lang)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
