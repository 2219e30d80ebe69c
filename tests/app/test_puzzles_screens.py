"""The Puzzles window on a 1024×600 screen in English and Hindi, and its progress through a kill.

Each case runs in a child process (tests/app/puzzles_child.py): the
offscreen platform makes one screen per process, and a kill needs a
process to kill. The pictures are saved for docs/screenshots.md.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.app.test_screenshots import artifacts

ROOT = Path(__file__).resolve().parents[2]
DAY = "2026-12-24"


def child_env(tmp_path: Path, width: int = 1024, height: int = 600) -> dict[str, str]:
    config = tmp_path / f"screen-{width}x{height}.json"
    screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    return {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "TRIANGLES_DATA_DIR": str(tmp_path / "data"),
        "TRIANGLES_CONFIG_DIR": str(tmp_path / "config"),
    }


def run(tmp_path: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.puzzles_child", *args],
        cwd=ROOT, env=child_env(tmp_path), capture_output=True, text=True, timeout=180,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def inside(inner: list[int], outer: list[int]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return x >= ox and y >= oy and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("language", ["en", "hi"])
@pytest.mark.parametrize("action", ["look", "solution"])
def test_the_puzzles_window_fits_1024x600_with_every_button_on_screen(
    tmp_path: Path, language: str, action: str
) -> None:
    name = "puzzle" if action == "look" else "puzzle-solution"
    picture = artifacts() / f"{name}-1024x600-{language}.png"
    report = run(tmp_path, language, DAY, action, str(picture))
    screen = report["available"]
    assert inside(report["frame"], screen)
    for button, place in report["buttons"].items():
        assert inside(place, screen), button
    assert report["board"][2] >= 400 and report["board"][3] >= 250
    if action == "solution":
        assert report["stage"] == "shown"
        assert report["feedback"]
        if language == "hi":
            assert "हल" in report["feedback"]  # the solution is told in Hindi
    assert picture.stat().st_size > 20_000


def test_the_streak_survives_a_kill_once_the_solve_is_saved_and_a_restart(tmp_path: Path) -> None:
    solver = subprocess.Popen(
        [sys.executable, "-m", "tests.app.puzzles_child", "en", DAY, "solve"],
        cwd=ROOT, env=child_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert solver.stdout is not None
        line = solver.stdout.readline()
        assert line.strip() == "saved", solver.stderr.read() if solver.stderr else ""
    finally:
        solver.send_signal(signal.SIGKILL)
        solver.communicate(timeout=60)  # (closes its pipes)
    report = run(tmp_path, "en", DAY, "report")
    assert report["problem"] is None
    assert report["streak"] == "Daily streak: 1 day"
    assert report["daily_marked"]
    # The next day the streak is still alive (it breaks only after a day missed).
    assert run(tmp_path, "en", "2026-12-25", "report")["streak"] == "Daily streak: 1 day"
    assert run(tmp_path, "en", "2026-12-27", "report")["streak"] == ""
