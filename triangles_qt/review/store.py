"""A review kept with its game on disk, and read back only if it fits the game (Qt-free).

One small JSON file per game (by game id) in the data folder's
``reviews`` folder. What comes back is checked against the game itself
(every move's index, player and line, verdicts and numbers in range), so a
damaged or foreign file is simply not used: the game is reviewed again.

Version 2 keeps a partial review too (a stopped one): ``total``, the game's
number of lines, and ``moves``, the lines judged so far, each with its
index, in game order; the review is continued from there. Version 1 (a
whole review, a move per line) is still read.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any, Final

from triangles_qt import safe_open
from triangles_qt.model import Game
from triangles_qt.review.engine import VERDICTS, MoveReview, Review, make_review
from triangles_qt.safe_open import OddFile

FORMAT: Final = "triangles-qt/review"
VERSION: Final = 2
#: Versions read back (1: whole reviews only, before partial ones were kept).
READABLE: Final = (1, 2)
#: Largest review file read back (a 300-star game's is far smaller).
MAX_BYTES: Final = 2 * 1024 * 1024
_REASONS: Final = (None, "gift", "missed_take")


def review_path(folder: Path, game_id: str) -> Path | None:
    """Where a game's review lives; None for an id that cannot name a file."""
    if not (game_id.isascii() and game_id.isalnum() and 0 < len(game_id) <= 64):
        return None
    return folder / f"{game_id}.json"


def review_text(review: Review) -> str:
    moves = [
        {**move.to_json(), "loss": move.loss, "noise": move.noise, "reason": move.reason}
        for move in review.moves
    ]  # (the numbers whole, not rounded as in the command line's JSON)
    return json.dumps({"format": FORMAT, "version": VERSION, "total": review.lines, "moves": moves})


def review_from_text(text: str, game: Game) -> Review | None:
    """The review in ``text`` (whole or partial) if it is one of ``game``, else None."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        version = data.get("version")
        if isinstance(version, bool) or version not in READABLE:
            return None
        items = data["moves"]
        if not isinstance(items, list):
            return None
        if version == 1:  # a whole review: a move per line, in order
            if len(items) != game.move_count:
                return None
            moves = [_move(item, number, game) for number, item in enumerate(items)]
        else:
            total = data["total"]
            if isinstance(total, bool) or total != game.move_count or len(items) > total:
                return None
            moves = [_move(item, _index(item, total), game) for item in items]
            indices = [move.index for move in moves]
            if indices != sorted(set(indices)):
                return None  # (in game order, each line once)
    except (ValueError, KeyError, TypeError, RecursionError):
        return None
    return make_review(moves, game.move_count)


def _index(item: Any, total: int) -> int:
    if not isinstance(item, dict):
        raise TypeError("not a move")
    index = item["index"]
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < total:
        raise ValueError("not a line of this game")
    return index


def _number(value: Any, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("not a number")
    number = float(value)
    if not (math.isfinite(number) and 0 <= number <= high):
        raise ValueError("out of range")
    return number


def _pair(value: Any, game: Game) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise TypeError("not a line")
    a, b = value
    n = game.board.n_stars
    if any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n for v in (a, b)):
        raise ValueError("not a line of this board")
    return a, b


def _move(item: Any, number: int, game: Game) -> MoveReview:
    if not isinstance(item, dict):
        raise TypeError("not a move")
    played = game.moves[number]
    line = _pair(item["line"], game)
    if item["index"] != number or item["player"] != played.player or line != (played.a, played.b):
        raise ValueError("another game's move")
    verdict = item["verdict"]
    reason = item.get("reason")
    if verdict not in VERDICTS or reason not in _REASONS or not isinstance(item["exact"], bool):
        raise ValueError("not a verdict")
    return MoveReview(
        number,
        played.player,
        line,
        verdict,
        _number(item["loss"], 1000.0),
        _pair(item["best"], game),
        item["exact"],
        _number(item.get("noise", 0.0), 1000.0),
        reason,
    )


def save_review(folder: Path, game_id: str, review: Review) -> bool:
    """Write the review (whole or partial) atomically; False if it could not be written
    (nothing else is lost)."""
    path = review_path(folder, game_id)
    if path is None:
        return False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(review_text(review))
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


def load_review(folder: Path, game_id: str, game: Game) -> Review | None:
    """The kept review of ``game`` (whole or partial: :attr:`Review.complete`), or None
    (none kept, unreadable, or not this game's)."""
    path = review_path(folder, game_id)
    if path is None:
        return None
    try:
        text = safe_open.read_text(path, MAX_BYTES)  # never hangs on a FIFO, never reads it all
    except OddFile:
        return None
    return None if text is None else review_from_text(text, game)
