"""``python -m triangles_qt.puzzles``: the shipped puzzles for tools (Qt-free).

    python -m triangles_qt.puzzles list [--json]     one puzzle a line
    python -m triangles_qt.puzzles daily [--date YYYY-MM-DD] [--json]
    python -m triangles_qt.puzzles check             re-certify every puzzle with the solver

``list --json`` prints one JSON object per line and puzzle with the keys
``id``, ``task``, ``record`` (the position as a saved game's record,
loadable with ``load_game``), ``answers`` (``[a, b]`` star pairs) and
``margin``, and a few more (``difficulty``, ``stars``, ``play_again``,
``legal_lines``).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from collections.abc import Sequence

from triangles_qt.puzzles import Puzzle, daily_puzzle, shipped_puzzles
from triangles_qt.puzzles.certify import certify


def _line(puzzle: Puzzle) -> str:
    rule = "play again" if puzzle.play_again else "strict"
    answers = " ".join(f"{a}-{b}" for a, b in puzzle.answers)
    return (
        f"{puzzle.id}  {puzzle.stars:3d} stars  {rule:10s}  {puzzle.difficulty.value:6s}  "
        f"{puzzle.task.value:13s}  {puzzle.legal_lines:2d} lines  margin {puzzle.margin:2d}  "
        f"answer {answers}"
    )


def _show(puzzles: Sequence[Puzzle], as_json: bool) -> None:
    for puzzle in puzzles:
        print(json.dumps(puzzle.to_json(), separators=(",", ":")) if as_json else _line(puzzle))


def _check(puzzles: Sequence[Puzzle]) -> int:
    wrong = 0
    for puzzle in puzzles:
        found = certify(puzzle.game())
        if found != puzzle.certificate:
            wrong += 1
            print(f"{puzzle.id}: the solver does not certify it ({found})", file=sys.stderr)
    print(f"{len(puzzles) - wrong} of {len(puzzles)} puzzles certified")
    return 1 if wrong else 0


def parser() -> argparse.ArgumentParser:
    """The command line (every command and option described in ``--help``)."""
    made = argparse.ArgumentParser(
        prog="python -m triangles_qt.puzzles",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = made.add_subparsers(
        dest="command", required=True, metavar="{list,daily,check}", help="what to do"
    )
    listing = commands.add_parser(
        "list", help="every shipped puzzle", description="Every shipped puzzle, one a line."
    )
    listing.add_argument("--json", action="store_true", help="one JSON object per line")
    daily = commands.add_parser(
        "daily", help="the daily puzzle", description="The puzzle of a day (today by default)."
    )
    daily.add_argument(
        "--date", type=datetime.date.fromisoformat, default=None, metavar="YYYY-MM-DD",
        help="the day whose puzzle to show (default: today)",
    )  # fmt: skip
    daily.add_argument("--json", action="store_true", help="as one JSON object")
    commands.add_parser(
        "check",
        help="re-certify every puzzle with the exact solver",
        description="Re-certify every shipped puzzle with the exact solver; exit 1 if one fails.",
    )
    return made


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    puzzles = shipped_puzzles()
    if args.command == "list":
        _show(puzzles, args.json)
        return 0
    if args.command == "daily":
        _show([daily_puzzle(args.date or datetime.date.today(), puzzles)], args.json)
        return 0
    return _check(puzzles)


if __name__ == "__main__":
    raise SystemExit(main())
