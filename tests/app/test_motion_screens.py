"""Frames of the board's motion in English and Hindi at 1024×600 and 1920×1080.

Each screen runs in a child process (tests/app/motion_screen_child.py): the
offscreen platform makes one screen per process. The pictures are saved for
docs/screenshots.md ("Motion, after (issue 28)").
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.app.test_puzzles_screens import ROOT, child_env
from tests.app.test_screenshots import artifacts


@pytest.mark.parametrize("language", ["en", "hi"])
@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1920, 1080)])
def test_frames_of_the_motion(tmp_path: Path, language: str, width: int, height: int) -> None:
    out = artifacts()
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.motion_screen_child", str(out), "--lang", language],
        cwd=ROOT, env=child_env(tmp_path, width, height), capture_output=True, text=True,
        timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["missing"] == []
    shots = report["shots"]
    tag = f"{width}x{height}-{language}"
    again = "Again!" if language == "en" else "फिर से!"
    assert shots[f"motion-after-draw-{tag}"]["moving"]
    assert shots[f"motion-after-computer-{tag}"]["moving"]
    assert shots[f"motion-after-pulse-{tag}"]["labels"] == ["+1"]
    assert shots[f"motion-after-pulse-{tag}"]["again"] == again
    assert shots[f"motion-after-double-{tag}"]["labels"] == ["+2"]
    assert shots[f"motion-after-end-wave-{tag}"]["celebrating"]
    assert shots[f"motion-after-end-{tag}"]["celebrating"]
    for shot in shots.values():
        assert (out / shot["file"]).stat().st_size > 10_000
