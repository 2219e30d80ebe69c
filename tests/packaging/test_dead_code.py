"""The dead-code check (.ci/dead_code.py, run by .ci/run) finds what nothing uses.

It runs as .ci/run runs it, in a real process: once on a small project with dead code
planted in it (the check must name exactly that), once on this project (none).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.packaging.helpers import ROOT

CHECK = ROOT / ".ci" / "dead_code.py"


def run_check(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(CHECK), str(root)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_dead_code_planted_in_the_package_is_named(tmp_path: Path) -> None:
    write(
        tmp_path / "triangles_qt" / "shapes.py",
        "class Shape:\n"
        "    def area(self) -> int:\n"  # the app uses it
        "        return 1\n"
        "    def corners(self) -> int:\n"  # only a test uses it: still used
        "        return 3\n"
        "    def paintEvent(self) -> None:\n"  # only Qt calls it: in the whitelist
        "        pass\n"
        "    def forgotten(self) -> int:\n"  # nothing does: dead
        "        return 0\n"
        "def unused_helper() -> None:\n"  # dead too
        "    pass\n"
        "print(Shape().area())\n",
    )
    write(
        tmp_path / "tests" / "test_shapes.py",
        "from triangles_qt.shapes import Shape\n"
        "def helper_nobody_calls() -> None:\n"  # the tests' own dead code is not reported
        "    pass\n"
        "assert Shape().corners() == 3\n",
    )
    write(
        tmp_path / ".ci" / "vulture_whitelist.py",
        (ROOT / ".ci" / "vulture_whitelist.py").read_text(),
    )

    result = run_check(tmp_path)

    assert result.returncode == 1, result.stdout + result.stderr
    reported = sorted(line.split(": ", 1)[1] for line in result.stdout.splitlines())
    assert reported == [
        "unused function 'unused_helper' (60% confidence)",
        "unused method 'forgotten' (60% confidence)",
    ]
    assert "2 unused in triangles_qt" in result.stderr


def test_this_project_has_no_dead_code() -> None:
    result = run_check(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""
