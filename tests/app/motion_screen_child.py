"""Frames of the board's motion on one simulated screen, in one language.

Run by tests/app/test_motion_screens.py in a fresh process per screen, with
``QT_QPA_PLATFORM=offscreen:configfile=<screens.json>``:

    python -m tests.app.motion_screen_child OUT_DIR [--lang hi]

A 24-star game with "play again" against a scripted computer. Each frame is
a real moment: every animation on the board is paused at the same time since
it started (a line being drawn on, the computer's line after the ring on its
first star, a triangle filling with its "+1" and "Again!", a double close, the
wave over the winner's triangles, and the outlines left at the end). It
prints one JSON object: the pictures and what was on the board in each.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from PySide6.QtCore import QAbstractAnimation, QVariantAnimation
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.screen_probe import start, until
from triangles_qt.app import App
from triangles_qt.model import Game
from triangles_qt.session import GameSetup, Seat
from triangles_qt.views.board.celebration import FLASH_MS, WAVE_MS


def closes(game: Game, a: int, b: int) -> int:
    return len(game.copy().play(a, b))


def board_animations(app: App) -> list[QVariantAnimation]:
    """Every animation running on the board now (the line, the labels, the celebration)."""
    presenter = app.window.presenter
    found = [
        animation
        for part in (presenter.motion, presenter.feedback, presenter.again, presenter.celebration)
        if part is not None
        for animation in part.findChildren(QVariantAnimation)
    ]
    return [a for a in found if a.state() is not QAbstractAnimation.State.Stopped]


def freeze(app: App, ms: int) -> None:
    """Pause every board animation ``ms`` after it started (they start together)."""
    for animation in board_animations(app):
        animation.pause()
        animation.setCurrentTime(min(ms, animation.duration()))


def thaw(app: App) -> None:
    """Let the paused animations end (the picture jumps to its final state)."""
    for animation in board_animations(app):
        animation.setCurrentTime(animation.duration())
    QApplication.processEvents()


def shot(app: App, out: Path, name: str, shots: dict[str, dict[str, object]]) -> None:
    presenter = app.window.presenter
    path = out / f"{name}.png"
    app.window.grab().save(str(path))
    shots[name] = {
        "file": path.name,
        "labels": presenter.feedback.labels() if presenter.feedback else [],
        "again": presenter.again.text() if presenter.again else "",
        "moving": presenter.motion.active if presenter.motion else False,
        "celebrating": presenter.celebration.showing if presenter.celebration else False,
    }


def run(out: Path, lang: str) -> dict[str, object]:
    app, _scripts = start(lang)
    window = app.window
    screen = window.screen()
    window.setGeometry(screen.availableGeometry())
    window.show()
    size = screen.geometry().size()
    tag = f"{size.width()}x{size.height()}-{lang}"
    setup = GameSetup(
        (Seat("Ana"), Seat("Scripted", "scripted")),
        n_stars=24,
        layout="phone",
        seed=5,
        play_again=True,
    )
    window.start_game(setup)
    until(lambda: app.ready() and app.table.game is not None and app.table.human_to_move())
    QTest.qWait(100)
    game = app.table.game
    assert game is not None
    rng = random.Random(2)
    shots: dict[str, dict[str, object]] = {}
    wanted = ["draw", "computer", "pulse", "double"]
    while not game.is_over:
        until(lambda: game.is_over or app.table.human_to_move())
        if game.is_over:
            break
        thaw(app)
        legal = game.legal_moves()
        by_count = {n: [m for m in legal if closes(game, *m) == n] for n in (0, 1, 2)}
        if "double" in wanted and by_count[2]:
            app.table.request_line(*by_count[2][0])
            freeze(app, 330)  # the line is whole; both triangles fill and glow, "+2" rises
            shot(app, out, f"motion-after-double-{tag}", shots)
            wanted.remove("double")
            continue
        if "pulse" in wanted and by_count[1] and "draw" not in wanted:
            app.table.request_line(*by_count[1][0])
            freeze(app, 300)  # the triangle fills and glows, "+1" and "Again!" rise
            shot(app, out, f"motion-after-pulse-{tag}", shots)
            wanted.remove("pulse")
            continue
        quiet = by_count[0] or legal
        a, b = quiet[rng.randrange(len(quiet))]
        before = game.move_count
        app.table.request_line(a, b)
        if "draw" in wanted:
            freeze(app, 50)  # two thirds of the line drawn on
            app.window.presenter.refresh_now()  # the panel as the next turn of the loop shows it
            shot(app, out, f"motion-after-draw-{tag}", shots)
            wanted.remove("draw")
            thaw(app)
        if "computer" in wanted and not game.is_over and not closes_any(game, before):
            # The computer answers at once; its line is drawn slower, after a ring.
            until(lambda before=before: game.move_count > before + 1 or game.is_over)
            freeze(app, 300)
            shot(app, out, f"motion-after-computer-{tag}", shots)
            wanted.remove("computer")
            thaw(app)
    QTest.qWait(50)
    celebration = window.presenter.celebration
    assert celebration is not None
    # The wave half way over the winner's triangles (it starts once the last line is drawn on).
    for animation in board_animations(app):
        animation.pause()
        inside = celebration in (animation.parent(),)
        back = WAVE_MS // 2 + FLASH_MS if inside else 0
        animation.setCurrentTime(animation.duration() - back)
    shot(app, out, f"motion-after-end-wave-{tag}", shots)
    thaw(app)
    QTest.qWait(50)
    shot(app, out, f"motion-after-end-{tag}", shots)
    return {
        "tag": tag,
        "shots": shots,
        "scores": list(game.scores),
        "winner": game.winner,
        "missing": wanted,
    }


def closes_any(game: Game, before: int) -> bool:
    """The line drawn after ``before`` lines closed something (the player draws again)."""
    return bool(game.moves[before].closed)


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
    sys.exit(main())
