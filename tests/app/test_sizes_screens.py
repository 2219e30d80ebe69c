"""Star and text sizes on a 1024×600 screen: stars an eye and a finger can find, on the game's
180-star board and on every lesson's board, and nothing cut off at the largest sizes.

Each size runs in a child process (tests/app/sizes_screen_child.py): the
offscreen platform makes one screen per process. The pictures are saved for
docs/screenshots.md.
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

#: A star's bright disc at Normal, in pixels across (it was 4 on the later lessons' boards).
FINDABLE_PX = 7


def run(tmp_path: Path, size: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.sizes_screen_child", str(artifacts()), size],
        cwd=ROOT, env=child_env(tmp_path), capture_output=True, text=True, timeout=300,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return {size: run(tmp_path_factory.mktemp(size), size) for size in ("normal", "larger")}


def test_at_normal_every_star_can_be_found_on_a_small_tablet(reports) -> None:
    normal = reports["normal"]
    assert normal["board_stars_measured"] >= 150
    assert normal["board_star"] >= FINDABLE_PX
    for lesson, width in normal["lesson_star"].items():
        assert width >= FINDABLE_PX, lesson


def test_larger_draws_the_stars_larger_everywhere_and_cuts_no_text(reports) -> None:
    normal, larger = reports["normal"], reports["larger"]
    assert larger["board_star"] >= 1.5 * normal["board_star"]
    for lesson, width in larger["lesson_star"].items():
        assert width >= 1.5 * normal["lesson_star"][lesson], lesson
    for report in (normal, larger):
        assert report["problems"] == []
        for name in report["shots"]:
            assert (artifacts() / name).stat().st_size > 20_000
