"""``triangles-qt --smoke-test``: start, play a few lines against ``easy``, quit.

Installs and bundles are checked with it (``tests/packaging``,
``packaging/build_bundle.py``). It goes through the real start-up (fonts,
translations, plugin discovery, the main window) and waits for lines from the
built-in opponent's worker process, which is what a frozen bundle breaks most
easily. It works in a throw-away data and config folder, so a player's
settings, saved game and statistics are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence

from PySide6.QtCore import QTimer

from triangles_qt.session import GameSetup, Seat

#: The opponent the smoke test plays against, and how many of its lines it waits for.
OPPONENT = "easy"
COMPUTER_LINES = 2
#: Exit code 1 if the opponent has not played by then (a cold start of a bundle
#: on a busy machine takes a few seconds).
TIMEOUT_S = 120.0
#: If set, the report line is also appended to this file.
REPORT_ENV = "TRIANGLES_SMOKE_REPORT"
_ENV = ("TRIANGLES_DATA_DIR", "TRIANGLES_CONFIG_DIR", "TRIANGLES_STATS_DB")


def run(argv: Sequence[str]) -> int:
    """Play the smoke game in temporary folders; returns the exit code (0: all went well)."""
    saved = {name: os.environ.get(name) for name in _ENV}
    with tempfile.TemporaryDirectory(prefix="triangles-smoke-") as tmp:
        os.environ["TRIANGLES_DATA_DIR"] = os.path.join(tmp, "data")
        os.environ["TRIANGLES_CONFIG_DIR"] = os.path.join(tmp, "config")
        os.environ["TRIANGLES_STATS_DB"] = os.path.join(tmp, "data", "statistics.sqlite3")
        try:
            return _play(argv)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def _play(argv: Sequence[str]) -> int:
    from triangles_qt.app import build

    started = time.perf_counter()
    app = build(argv)
    shown = time.time()  # wall clock, so a launcher can measure time to the first window
    table = app.table
    table.computer_pause = 0.0
    human, computer = Seat("Smoke test"), Seat(OPPONENT.title(), OPPONENT)
    setup = GameSetup((human, computer), n_stars=24, layout="phone", seed=1, time_limit=0.5)
    started_game: list[bool] = []
    outcome: list[tuple[int, str]] = []

    def finish(code: int, message: str) -> None:
        if outcome:
            return
        outcome.append((code, message))
        app.qapp.exit(code)

    def step() -> None:
        try:
            advance()
        except Exception:  # report and stop instead of failing on every tick
            finish(1, traceback.format_exc())

    def advance() -> None:
        if not started_game:
            if app.ready():  # the saves are read (off the UI thread): now our game
                started_game.append(True)
                app.window.start_game(setup)
            return
        game = table.game
        if table.preparing:
            return
        if game is None or game.is_over:
            finish(1, "the game ended before the opponent played")
        elif table.failure is not None:
            finish(1, f"the opponent failed: {table.failure}")
        elif sum(1 for move in game.moves if move.player == 1) >= COMPUTER_LINES:
            finish(0, f"{_summary(app, started)}; window_shown={shown:.3f}")
        elif table.human_to_move():
            table.request_line(*game.legal_moves()[0])

    ticker = QTimer()
    ticker.timeout.connect(step)
    ticker.start(20)
    QTimer.singleShot(
        int(TIMEOUT_S * 1000),
        lambda: finish(1, f"no line from {OPPONENT!r} within {TIMEOUT_S:g} s"),
    )
    app.qapp.exec()
    ticker.stop()
    code, message = outcome[0] if outcome else (1, "the event loop stopped early")
    app.close()
    line = f"smoke test {'passed' if code == 0 else 'FAILED'}: {message}"
    stream = sys.stdout if code == 0 else sys.stderr
    if stream is not None:  # a windowed executable (Windows bundle) has no console at all
        print(line, file=stream)
    report = os.environ.get(REPORT_ENV)
    if report:  # so a launcher can read the result even without a console
        with open(report, "a", encoding="utf-8") as f:
            f.write(line + "\n")
    return code


def _summary(app: object, started: float) -> str:
    """One line for logs: what was played, by which worker process, how long it took."""
    from triangles_qt.app import App

    assert isinstance(app, App)
    game = app.table.game
    assert game is not None
    seat = app.table.seat(1)
    driver = getattr(seat, "driver", None)
    runner = getattr(driver, "_runner", None)
    info = getattr(runner, "worker_info", None) or {}
    return (
        f"{len(game.moves)} lines, {sum(1 for m in game.moves if m.player == 1)} by "
        f"{OPPONENT!r} in worker pid {info.get('pid')} (app pid {os.getpid()}, "
        f"qt_loaded={info.get('qt_loaded')}); {time.perf_counter() - started:.2f} s"
    )
