"""The command line: help and version without a display, Qt's own options passed on."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import triangles_qt
from tests.packaging.helpers import ROOT, clean_env
from triangles_qt import cli
from triangles_qt.model import CORE


def _run_without_display(
    args: list[str], tmp_path: Path, **extra: str
) -> subprocess.CompletedProcess[str]:
    """``python -m triangles_qt ARGS`` with no display of any kind, X11, Wayland or offscreen."""
    env = clean_env(PYTHONPATH=str(ROOT), **extra)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_what_the_game_is_and_the_options_without_a_display(
    flag: str, tmp_path: Path
) -> None:
    done = _run_without_display([flag], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("usage: triangles-qt ")
    text = " ".join(done.stdout.split())  # argparse wraps lines to the terminal width
    assert "a game for two" in text and "lines between stars" in text
    for option in ("--help", "--version", "--smoke-test"):
        assert option in text
    assert "-platform offscreen" in text  # Qt's own options are mentioned
    assert done.stderr == ""


def test_version_prints_the_package_version_without_a_display(tmp_path: Path) -> None:
    done = _run_without_display(["--version"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == f"triangles-qt {triangles_qt.__version__} ({CORE} engine core)\n"
    assert CORE in ("native", "python")
    assert triangles_qt.__version__ != "0.0.0+unknown"


def test_version_names_the_pure_python_core_when_it_is_asked_for(tmp_path: Path) -> None:
    done = _run_without_display(["--version"], tmp_path, TRIANGLES_CORE="python")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == f"triangles-qt {triangles_qt.__version__} (python engine core)\n"


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_the_command_answers_before_importing_qt(flag: str, tmp_path: Path) -> None:
    """Even where Qt cannot load at all (its system libraries missing), help and version work."""
    script = (
        "import sys\n"
        "sys.modules['PySide6'] = None  # any import of Qt now fails\n"
        "from triangles_qt.cli import main\n"
        f"raise SystemExit(main(['triangles-qt', {flag!r}]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=clean_env(PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "triangles-qt" in done.stdout


def test_qt_options_reach_qapplication(tmp_path: Path) -> None:
    """With no display at all, only ``-platform offscreen`` passed on to Qt lets this run."""
    done = _run_without_display(["--smoke-test", "-platform", "offscreen"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke test passed" in done.stdout


def test_unknown_arguments_are_left_for_qt_in_order() -> None:
    argv = ["prog", "-platform", "offscreen", "-style", "fusion", "-reverse", "--platform", "xcb"]
    options = cli.parse(argv)
    assert options == cli.Options(smoke_test=False, qt_argv=argv)


def test_smoke_test_flag_is_ours_and_removed_from_what_qt_gets() -> None:
    options = cli.parse(["prog", "-style=fusion", "--smoke-test", "-qmljsdebugger=port:1"])
    assert options == cli.Options(True, ["prog", "-style=fusion", "-qmljsdebugger=port:1"])


def test_no_abbreviations_so_nothing_is_taken_from_qt_by_accident() -> None:
    options = cli.parse(["prog", "--smoke"])
    assert options == cli.Options(smoke_test=False, qt_argv=["prog", "--smoke"])


def test_help_and_version_return_exit_codes_instead_of_exiting(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.parse(["prog", "--version"]) == 0
    assert (
        capsys.readouterr().out == f"triangles-qt {triangles_qt.__version__} ({CORE} engine core)\n"
    )
    assert cli.parse(["prog", "--help"]) == 0
    assert "--smoke-test" in capsys.readouterr().out
    assert cli.parse(["prog", "--smoke-test=yes"]) == 2  # a misused option of ours
    assert "--smoke-test" in capsys.readouterr().err


def test_an_empty_argv_still_gives_qt_a_program_name() -> None:
    assert cli.parse([]) == cli.Options(smoke_test=False, qt_argv=["triangles-qt"])


def test_help_names_the_board_option(tmp_path: Path) -> None:
    done = _run_without_display(["--help"], tmp_path)
    text = " ".join(done.stdout.split())
    assert "--board CODE" in text and "board code" in text


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("12H5-0172-0Z8", "this board code is damaged: a character is wrong, missing or extra"),
        ("hello", "this is not a board code"),
        ("200R-7XB", "this board code comes from a newer version of Triangles"),
    ],
)
def test_a_refused_board_code_is_told_with_exit_code_2_before_qt_starts(
    code: str, reason: str, tmp_path: Path
) -> None:
    done = _run_without_display(["--board", code], tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"triangles-qt: error: argument --board: {reason}" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_a_good_board_code_is_ours_and_not_given_to_qt() -> None:
    options = cli.parse(["triangles-qt", "-style", "fusion", "--board", "100r 7zh"])
    assert not isinstance(options, int)
    assert options.board is not None and options.board.shown == "100R-7ZH"
    assert options.qt_argv == ["triangles-qt", "-style", "fusion"]
