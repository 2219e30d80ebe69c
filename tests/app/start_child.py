"""The real start-up in a child process: ``app.start`` (the claim, then the whole app), a game
played to its end, and a JSON report of what the window said. Run as a script, never imported
by pytest:

    python start_child.py '{"play": true, "mount": {...}}'

Options (all optional):

- ``mount``: ``{"path": P, "mode": "full" | "ro", "seed": FOLDER}`` mounts a 64 KiB tmpfs at
  ``P`` (in the child's own mount namespace: run it under ``unshare --mount``), copies
  ``FOLDER``'s files in, then fills it to the last block (``full``) or remounts it read-only
  (``ro``);
- ``play``: start a two-player game on 24 stars and play it to its end (both sides);
- ``real_opponents``: list the installed opponents (and ``engines.toml``) as the app does,
  instead of none;
- ``hold_ms``: how long to keep running after the game (or start-up) for late notices.

The report: ``exit`` (when start() returned an exit code), else the texts the message bar
showed (in order), the game's state, what the keeper still holds, the claim and the settings.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def mount(options: dict[str, str]) -> None:
    path = Path(options["path"])
    path.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(path)], check=True)
    seed = options.get("seed")
    if seed:
        for item in Path(seed).iterdir():
            shutil.copy(item, path / item.name)
    if options["mode"] == "full":
        with (path / "filler").open("wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"x" * 512)
            except OSError:
                pass
    else:
        subprocess.run(["mount", "-o", "remount,ro", str(path)], check=True)


def main() -> None:
    options = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    if "mount" in options:
        mount(options["mount"])

    from PySide6.QtCore import QTimer

    from triangles_qt import app as app_module
    from triangles_qt.play.drivers import FallbackDriver, OpponentDriver
    from triangles_qt.session import GameSetup, Seat

    def no_computer(_opponent_id: str) -> OpponentDriver:
        return FallbackDriver()

    argv = [sys.argv[0], "-platform", "offscreen"]
    if options.get("real_opponents"):
        started = app_module.start(argv)
    else:
        started = app_module.start(argv, no_computer, list, no_computer)
    if isinstance(started, int):
        print(json.dumps({"exit": started}))
        return
    app, guard = started
    app.table.computer_pause = 0.0
    bar = app.window.message_bar
    texts: list[str] = []

    def shown() -> None:
        text = bar.text()
        if text and (not texts or texts[-1] != text):
            texts.append(text)

    bar.changed.connect(shown)
    shown()
    state = {"phase": "starting", "until": 0.0}
    hold_s = options.get("hold_ms", 1500) / 1000

    def tick() -> None:
        import time

        controller = app.table
        if state["phase"] == "starting":
            if not app.ready():
                return
            resumed = app.recovered is not None and app.recovered.resume is not None
            if options.get("play") and not resumed:
                seats = (Seat("Ana"), Seat("Ben"))
                app.window.start_game(GameSetup(seats, n_stars=24, layout="phone", seed=3))
            state["phase"] = "playing" if options.get("play") else "holding"
            state["until"] = time.monotonic() + hold_s
            return
        if state["phase"] == "playing":
            game = controller.game
            if controller.preparing or game is None:
                return
            if not game.is_over:
                controller.request_line(*game.legal_moves()[0])
                return
            state["phase"] = "holding"
            state["until"] = time.monotonic() + hold_s
            return
        if time.monotonic() >= state["until"]:
            app.qapp.exit(0)

    ticker = QTimer()
    ticker.timeout.connect(tick)
    ticker.start(20)
    app.qapp.exec()
    ticker.stop()
    app.keeper.flush(5)
    game = app.table.game
    report = {
        "texts": texts,
        "ready": app.ready(),
        "resumed": app.recovered is not None and app.recovered.resume is not None,
        "moves": game.move_count if game is not None else 0,
        "over": bool(game is not None and game.is_over),
        "unkept": app.keeper.unkept(),
        "unconfirmed": app.keeper.unconfirmed(),
        "locked": guard.locked,
        "listening": guard.listening,
        "findings": [[f.kind.value, f.reason] for f in guard.findings],
        "settings": [p.trouble.value for p in app.settings.problems],
        "stats_reason": app.stats.store.not_recording_reason,
    }
    # Quit as the app does; a result only in memory would ask first: nobody is there to ask.
    app.window.hide()
    app.close()
    guard.close()
    print(json.dumps(report), flush=True)
    os._exit(0)  # the app's daemon threads need not be waited for


if __name__ == "__main__":
    main()
