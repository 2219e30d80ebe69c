"""The command line: ``--help``, ``--version``, ``--board``, ``--smoke-test``; the rest is Qt's.

``triangles-qt`` starts here, and Qt is imported only once the command line
is answered, so help and version work without a display (and even where
Qt's own system libraries are missing).
Qt's own options (``-platform offscreen``, ``-style fusion``, ``-reverse``)
are not ours: they are handed on to QApplication untouched and in order.
The texts are plain English: they are printed before any translator exists.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from triangles_qt import __version__
from triangles_qt.model import CORE
from triangles_qt.model.board_code import BoardCode, BoardCodeError

PROG = "triangles-qt"
SMOKE_TEST_FLAG = "--smoke-test"

DESCRIPTION = (
    "Triangles: a game for two on a touchscreen, a tablet or with a mouse. Take turns "
    "drawing straight lines between stars; close a triangle with no star in it and it "
    "is yours, and whoever closes more wins."
)
EPILOG = (
    "Qt's own options, such as -platform offscreen, -style fusion or -reverse, are passed on to Qt."
)


@dataclass(frozen=True)
class Options:
    """What the command line asked for."""

    smoke_test: bool
    #: The program name and every argument that is not ours, for QApplication.
    qt_argv: list[str]
    #: ``--board CODE``: the board (and rule) to play.
    board: BoardCode | None = None


class _Answered(Exception):
    """Raised instead of exiting, so parse() returns an exit code rather than ending Python."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Parser(argparse.ArgumentParser):
    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            self._print_message(message, sys.stderr)
        raise _Answered(status)


def parser() -> argparse.ArgumentParser:
    """The parser (the options are listed in ``--help``)."""
    # No abbreviations: "--s" must not silently mean --smoke-test, nor swallow a Qt option.
    result = _Parser(prog=PROG, description=DESCRIPTION, epilog=EPILOG, allow_abbrev=False)
    result.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__} ({CORE} engine core)",
        help="show the version and exit",
    )
    result.add_argument(
        "--board",
        type=_board_code,
        metavar="CODE",
        help="play the board a board code names (New Game shows the code of the board on "
        "the table, e.g. 122G-3NQK-8NB8); a game in progress is not left without asking",
    )
    result.add_argument(
        SMOKE_TEST_FLAG,
        action="store_true",
        help="check this install: play a few lines against the built-in Easy opponent in a "
        "throw-away folder, then quit (exit code 0 when all went well)",
    )
    return result


def _board_code(text: str) -> BoardCode:
    """``--board``'s value, or argparse's error with the reason the code is refused."""
    try:
        return BoardCode.parse(text)
    except BoardCodeError as refused:
        raise argparse.ArgumentTypeError(str(refused)) from None


def parse(argv: Sequence[str]) -> Options | int:
    """The options in ``argv`` (program name first), or the exit code if already answered.

    ``--help``, ``--version`` and a misused option of ours (a refused board
    code among them) are answered here (printed, then 0, 0 and 2); anything
    else unknown is left for Qt.
    """
    program = argv[0] if argv else PROG
    try:
        known, rest = parser().parse_known_args(list(argv[1:]))
    except _Answered as answered:
        return answered.status
    return Options(
        smoke_test=bool(known.smoke_test), qt_argv=[program, *rest], board=known.board
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code.

    ``--help`` and ``--version`` answer before Qt starts. Missing system
    libraries of Qt's X11 plugin are named instead of letting Qt abort
    (exit code 1, platform_check.py). Then the app runs (``app.run``).
    """
    # For bundles whose entry point is this function: a frozen executable is
    # also started as each worker process, and this hands those runs to
    # multiprocessing (no-op when not frozen). triangles_qt/__main__.py, the
    # bundle's entry script, already did this before importing Qt.
    multiprocessing.freeze_support()
    from triangles_qt import platform_check

    options = parse(list(sys.argv if argv is None else argv))
    if isinstance(options, int):
        return options  # --help, --version, or a misused option: answered already
    # Qt aborts when its xcb plugin lacks a system library: name the package instead.
    problem = platform_check.problem(options.qt_argv)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    if options.smoke_test:
        # A short game against ``easy``, then quit (0 when all went well):
        # installs and bundles are checked that way.
        from triangles_qt import smoke

        return smoke.run(options.qt_argv)
    from triangles_qt.app import run

    return run(options.qt_argv, board=options.board)
