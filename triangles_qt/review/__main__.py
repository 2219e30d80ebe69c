"""``python -m triangles_qt.review RECORD.json [--json] [--time-per-move S] [--jobs N]``.

Reviews a saved game record (the app's autosave, a pending result, an
arena record; of either record format) move by move, in ``--jobs`` worker
processes, printing one line per move as it is judged (the exact end of the
game first, then the estimated lines in game order: ``review_order``), with
the line's thinking time where the record has it. With ``--json`` the last
line is one JSON object: ``moves`` (a list of ``{"index", "player", "line",
"verdict", "loss", "best", "exact"}``), ``summary`` per player (``"0"``,
``"1"``: ``moves``, ``accuracy``, ``counts``, ``lost``, ``biggest``, and
since partial reviews ``lost_exact``, ``lost_estimated``, ``marked``:
``lost`` is the sum over the ``marked`` lines) and ``times`` (the record's
``started_at``, ``finished_at`` and ``move_times``, null where unknown). Exit
status 2 for a file that cannot be read as a record.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

from triangles_qt.model import RecordError, load_game
from triangles_qt.model.record import GameTimes
from triangles_qt.review import workers
from triangles_qt.review.engine import (
    DEFAULT_TIME_PER_MOVE,
    MoveReview,
    make_review,
    review_order,
)

#: Largest record file read (a 300-star game is far smaller).
MAX_RECORD_BYTES = 4 * 1024 * 1024


def _seconds(text: str) -> float:
    value = float(text)
    if not 0.01 <= value <= 600:
        raise argparse.ArgumentTypeError("from 0.01 to 600 seconds")
    return value


def parser() -> argparse.ArgumentParser:
    """The command line (every option described in ``--help``)."""
    made = argparse.ArgumentParser(
        prog="python -m triangles_qt.review", description="Judge every line of a saved game."
    )
    made.add_argument(
        "record", type=Path, metavar="RECORD.json",
        help="a saved game record: the app's autosave, a pending result or an arena record",
    )  # fmt: skip
    made.add_argument("--json", action="store_true", help="end with one JSON object")
    made.add_argument(
        "--time-per-move", type=_seconds, default=DEFAULT_TIME_PER_MOVE, metavar="S",
        help="seconds to judge each estimated line, from 0.01 to 600 "
        f"(default {DEFAULT_TIME_PER_MOVE:g}); a game's exact end is solved whatever this is",
    )  # fmt: skip
    made.add_argument(
        "--jobs", type=int, default=min(2, os.cpu_count() or 1), metavar="N",
        help="worker processes judging lines at once, 1 to 8 (default: 2, or 1 on one core)",
    )  # fmt: skip
    return made


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.record.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError("the file is too large for a game record")
        text = args.record.read_text(encoding="utf-8")
        loaded = load_game(text)
    except (OSError, UnicodeDecodeError, RecordError, ValueError) as error:
        print(f"cannot review {args.record}: {error}", file=sys.stderr)
        return 2
    game, times = loaded.game, loaded.times
    total = game.move_count
    print(f"{total} lines, {game.board.n_stars} stars{_played(times)}", flush=True)
    reviews: list[MoveReview] = []
    jobs = max(1, min(args.jobs, 8))
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs, initializer=workers.start, initargs=(text, args.time_per_move)) as pool:
        order = review_order(game)
        for done, move in enumerate(pool.imap_unordered(workers.judge, order), 1):
            reviews.append(move)
            how = "exact" if move.exact else f"estimate ±{move.noise:.1f}"
            thought = times.move_times[move.index]
            print(
                f"[{done}/{total}] move {move.index + 1} (player {move.player + 1}) "
                f"{move.line[0]}-{move.line[1]}: {move.verdict}, loss {move.loss:.1f} ({how})"
                + (f", better {move.best[0]}-{move.best[1]}" if move.loss > 0 else "")
                + (f", thought {thought:.2f} s" if thought is not None else ""),
                flush=True,
            )
    review = make_review(reviews, total)
    for player, summary in enumerate(review.summary):
        print(
            f"player {player + 1}: accuracy {summary.accuracy:.0f} %, "
            f"{summary.lost:.1f} triangles lost on {len(summary.marked)} marked lines "
            f"({summary.lost_exact:.1f} exact, {summary.lost_estimated:.1f} estimated: "
            f"moves {', '.join(str(i + 1) for i in summary.marked) or 'none'}), {summary.counts}"
        )
    if args.json:
        out = {**review.to_json(), "times": _times_json(times)}
        print(json.dumps(out), flush=True)
    return 0


def _played(times: GameTimes) -> str:
    """When the game was played and for how long, as far as the record says."""
    if times.started_at is None:
        return ""
    when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(times.started_at))
    duration = times.duration
    return f", played {when}" + (f" for {duration:.1f} s" if duration is not None else "")


def _times_json(times: GameTimes) -> dict[str, object]:
    return {
        "started_at": times.started_at,
        "finished_at": times.finished_at,
        "move_times": list(times.move_times),
    }


if __name__ == "__main__":
    sys.exit(main())
