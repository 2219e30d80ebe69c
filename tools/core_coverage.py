"""The coverage gate: the Qt-free game core, every line and every branch run by its tests.

``python tools/core_coverage.py`` (``.ci/run`` does, after the linters) runs
the tests of the rules, a game's life and the network conversation
(:data:`TESTS`) under pytest-cov with ``--cov-fail-under=100`` and branch
coverage, measuring the files in ``tools/core_coverage.cfg``: every module of
``triangles_qt/model/`` and ``triangles_qt/session/``, and the two network
modules a stranger's bytes go through, ``net/peer.py`` and ``net/protocol.py``.
A module added to those folders is measured from its first commit.

Left out (they run in the whole suite, and add no line here): the tests marked
``slow`` and :data:`LEFT_OUT`. Hypothesis's seed is fixed, so a line counts as
covered only when a test means to run it, not when a random example happened to.

A line no test can reach carries ``# pragma: no cover - <why>``; a pragma
without its reason fails the gate too. Exit status: pytest's (non-zero when a
test fails or coverage is below 100 %), else 1 for a pragma without a reason.
Arguments after the options go to pytest (``-- -x``); ``-n 0`` runs without xdist.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "tools" / "core_coverage.cfg"
#: The measured files (as in CONFIG), for the pragma check.
MEASURED = (
    "triangles_qt/model/*.py",
    "triangles_qt/session/*.py",
    "triangles_qt/net/peer.py",
    "triangles_qt/net/protocol.py",
)
#: The tests run for them.
TESTS = ("tests/model", "tests/session", "tests/net", "triangles_qt/model")
#: Test files of those folders left out of this run, and why (the whole suite runs them).
LEFT_OUT = {
    "tests/model/test_reference_agreement.py": "the engine against a plain reference, board "
    "after board: agreement, a minute of it, no line of its own",
    "tests/model/test_properties.py": "invariants over random games, two minutes of them",
    "tests/model/test_qt_free.py": "fresh interpreters that import the packages, no line run",
    "tests/net/test_discovery.py": "finding games with zeroconf: not a measured file",
}

_PRAGMA = re.compile(r"#\s*pragma:\s*no\s*(?:cover|branch)(?P<why>.*)$", re.IGNORECASE)


def measured_files(root: Path = ROOT) -> list[Path]:
    """The measured files (a pattern that matches nothing is an error)."""
    found: list[Path] = []
    for pattern in MEASURED:
        matches = sorted(root.glob(pattern))
        if not matches:
            raise SystemExit(f"core_coverage: {pattern} matches no file")
        found += matches
    return found


def pragmas_without_reason(files: Iterable[Path], root: Path = ROOT) -> list[str]:
    """``file:line`` of each ``# pragma: no cover`` (or ``no branch``) that does not say why."""
    bare = []
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = _PRAGMA.search(line)
            if match and not match["why"].strip(" -:—"):
                bare.append(f"{path.relative_to(root)}:{number}")
    return bare


def pytest_command(jobs: str, extra: Sequence[str] = ()) -> list[str]:
    """The pytest command line of the gate."""
    command = [sys.executable, "-m", "pytest", *TESTS, "-q", "-m", "not slow"]
    command += [f"--ignore={path}" for path in LEFT_OUT]
    command += ["--cov", f"--cov-config={CONFIG}", "--cov-branch", "--cov-fail-under=100"]
    command += ["--cov-report=term-missing:skip-covered", "--hypothesis-seed=0"]
    command += ["-p", "no:xdist"] if jobs == "0" else ["-n", jobs]
    return command + list(extra)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument(
        "--jobs", "-n", default="2", help="pytest-xdist workers ('auto', a number, 0: none)"
    )
    parser.add_argument("pytest_args", nargs="*", help="more arguments for pytest (after --)")
    options = parser.parse_args(argv)
    bare = pragmas_without_reason(measured_files())
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    status = subprocess.run(
        pytest_command(options.jobs, options.pytest_args), cwd=ROOT, env=env, check=False
    ).returncode
    for where in bare:
        print(f"{where}: '# pragma: no cover' without its reason")
    if status == 0 and bare:
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
