"""``--smoke-test`` and the start of ``python -m triangles_qt``, as the bundle uses them."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from tests.packaging.helpers import ROOT, clean_env

SMOKE_LINE = re.compile(
    r"smoke test passed: (\d+) lines, (\d+) by 'easy' in worker pid (\d+) "
    r"\(app pid (\d+), qt_loaded=(\w+)\)"
)


def _run(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=tmp_path,
        env=clean_env(PYTHONPATH=str(ROOT), **env),
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_smoke_test_plays_the_worker_opponent_and_exits_0(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    done = _run(
        ["-m", "triangles_qt", "--smoke-test"],
        tmp_path,
        TRIANGLES_DATA_DIR=str(data),
        TRIANGLES_CONFIG_DIR=str(config),
        TRIANGLES_SMOKE_REPORT=str(tmp_path / "report.txt"),
    )
    assert done.returncode == 0, done.stdout + done.stderr
    match = SMOKE_LINE.search(done.stdout)
    assert match, done.stdout
    lines, computer, worker_pid, app_pid, qt_loaded = match.groups()
    assert int(computer) >= 2 and int(lines) >= 4
    assert worker_pid != app_pid  # the computer's lines came from another process
    assert qt_loaded == "False"  # freeze_support() runs before the app imports Qt
    # The player's own folders were never touched: the smoke test works in a temp folder.
    assert not data.exists() and not config.exists()
    # The same line in the report file, for launchers of windowed programs (no console).
    printed = [line for line in done.stdout.splitlines() if line.startswith("smoke test passed")]
    assert (tmp_path / "report.txt").read_text(encoding="utf-8").splitlines() == printed


def test_smoke_test_fails_when_the_opponent_cannot_play(tmp_path: Path) -> None:
    script = (
        "import triangles_qt.smoke as smoke\n"
        "smoke.OPPONENT = 'no-such-opponent'\n"
        "smoke.TIMEOUT_S = 60\n"
        "from triangles_qt.cli import main\n"
        "raise SystemExit(main(['triangles-qt', '--smoke-test']))\n"
    )
    done = _run(["-c", script], tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "smoke test FAILED" in done.stderr and "no-such-opponent" in done.stderr


def _main_block(path: Path) -> list[ast.stmt]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.If) and "__name__" in ast.unparse(node.test):
            return node.body
    raise AssertionError(f"{path} has no 'if __name__ == \"__main__\"' block")


def test_bundle_entry_script_calls_freeze_support_before_importing_the_app() -> None:
    """A frozen worker re-runs this script: freeze_support() must come before Qt is imported."""
    path = ROOT / "triangles_qt" / "__main__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top_imports = {
        alias.name
        for node in tree.body
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    } | {node.module for node in tree.body if isinstance(node, ast.ImportFrom)}
    assert top_imports <= {"multiprocessing"}, top_imports
    body = [ast.unparse(statement) for statement in _main_block(path)]
    assert body[0] == "multiprocessing.freeze_support()"
    assert any("triangles_qt.cli" in line for line in body[1:])  # the command, Qt after it
    spec = (ROOT / "packaging" / "triangles.spec").read_text(encoding="utf-8")
    assert '"__main__.py"' in spec
