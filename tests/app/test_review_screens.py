"""The Review panel on real screen sizes: beside the board, never over it.

Each case runs in a child process (tests/app/review_screen_child.py): the
offscreen platform makes one screen per process. A 24-star game is played,
reviewed and a mark clicked; the panel and the board must not overlap, the
board must keep most of its room and get all of it back when the panel
closes, and the mark's stars are labelled on the board with the names its
text uses. The pictures are saved for docs/screenshots.md.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.app.test_puzzles_screens import ROOT, child_env, inside
from tests.app.test_screenshots import artifacts


def run(tmp_path: Path, width: int, height: int, language: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.review_screen_child", str(artifacts()), language],
        cwd=ROOT, env=child_env(tmp_path, width, height), capture_output=True, text=True,
        timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def overlap(a: list[int], b: list[int]) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize(
    ("width", "height", "language"),
    [(1024, 600, "en"), (1024, 600, "hi"), (1366, 768, "en"), (1920, 1080, "en"),
     (1920, 1080, "hi")],
)  # fmt: skip
def test_the_review_panel_lies_beside_the_board_on_every_screen(
    tmp_path: Path, width: int, height: int, language: str
) -> None:
    report = run(tmp_path, width, height, language)
    assert report["screen"] == [width, height]
    screen, board, panel = report["available"], report["board"], report["panel"]
    assert inside(panel, screen)
    for button in report["panel_buttons"]:
        assert inside(button, screen)
    assert not overlap(panel, board)  # the review never covers the board it talks about
    before = report["board_before"]
    assert board[3] == before[3]  # beside it: the board keeps its height...
    assert board[2] >= 0.6 * before[2]  # ...and most of its width
    assert report["board_after"] == before  # closed: all of its room back
    # The mark's stars are named on the board, inside it, with the names its text uses.
    labels = report["labels"]
    assert 3 <= len(labels) <= 4 and report["marks_visible"]
    for label in labels:
        assert label["text"] in report["mark_text"]
        x, y = label["place"]
        assert inside([x, y, 1, 1], board)
    assert not report["marks_after"]
    assert (artifacts() / report["picture"]).stat().st_size > 20_000
