"""Opponents that start helper processes which try to outlive them (the containment tests).

Each move starts five helpers, each escaping in its own way: an ordinary
child, one in a new session (``setsid()``), a double fork, one in a new
process group, and a bare fork of the worker itself (which keeps every file
the worker has open, its pipes included). Each writes its pid to a file in
``$ZOO_PID_DIR`` once it has escaped as far as it will, then sleeps for ten
minutes. The test then checks that none of them outlives the game.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

from triangles_qt.model import Game

MODES = ("plain", "setsid", "double", "pgrp", "fork")

_HELPER = r"""
import os, sys, time
mode, path = sys.argv[1], sys.argv[2]
if mode == "setsid":
    os.setsid()
elif mode == "pgrp":
    os.setpgid(0, 0)
elif mode == "double":
    if os.fork():
        os._exit(0)
    os.setsid()
    if os.fork():
        os._exit(0)
with open(path + ".tmp", "w") as f:
    f.write(str(os.getpid()))
os.replace(path + ".tmp", path)
time.sleep(600)
"""


def _write_pid(path: Path) -> None:
    path.with_suffix(".tmp").write_text(str(os.getpid()))
    os.replace(path.with_suffix(".tmp"), path)


def start_helpers() -> list[Path]:
    """Start one helper of each kind; return once each has written its pid file."""
    folder = Path(os.environ["ZOO_PID_DIR"])
    batch = uuid.uuid4().hex[:8]
    files = [folder / f"{mode}-{batch}.pid" for mode in MODES]
    for mode, path in zip(MODES[:-1], files, strict=False):
        subprocess.Popen([sys.executable, "-c", _HELPER, mode, str(path)], stdin=subprocess.DEVNULL)
    child = os.fork()
    if child == 0:
        code = 0
        try:
            os.setsid()
            if os.fork() == 0:
                _write_pid(files[-1])
                time.sleep(600)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.waitpid(child, 0)
    deadline = time.monotonic() + 60
    while not all(path.exists() for path in files) and time.monotonic() < deadline:
        time.sleep(0.02)
    return files


class EscaperOpponent:
    """Starts the helpers, then plays the first legal line."""

    name = "Zoo: leaves helpers behind"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        start_helpers()
        return game.legal_moves()[0]


class HangingEscaperOpponent:
    """Starts the helpers, then never answers (it is stopped for its time, or cancelled)."""

    name = "Zoo: leaves helpers behind and hangs"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        start_helpers()
        time.sleep(600)
        return game.legal_moves()[0]
