"""Game records: a finished or running game as versioned JSON, and back.

A record holds the board (every star, so it does not depend on the
generator staying the same), the rule option, the moves, when the game
started and ended and how long each line was thought about (format 2), and
a free-form ``extra`` object the app uses for player names and the like.
Loading checks everything and raises :class:`RecordError`, and only that,
for any file that is damaged, foreign, from a newer version, or describes
illegal play. Records of format 1 (no times) still load: :func:`_migrate_v1`
reads the times they kept in ``extra``.

Loading a record also bounds what it costs (a hostile file must not take
seconds or gigabytes): the file size, the stars and the moves are counted
before anything is built, and the board's lines and triangles between the
stages of its precomputation, each against the limits below, so the work
after each check is bounded by the counts already accepted.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

import numpy as np

from triangles_qt.model.board import Board, Layout
from triangles_qt.model.game import Game
from triangles_qt.model.limits import MAX_COORDINATE, MAX_SEED, MAX_STARS

FORMAT = "triangles-qt/game"
#: 2: ``started_at``, ``finished_at`` and ``move_times`` (format 1 had none of them).
VERSION = 2
#: The largest time a record may hold, in seconds (a date: about the year 5100).
MAX_SECONDS = 1e11
#: Records larger than this are refused before parsing.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: Candidate lines a recorded board may have. The crossing table grows with
#: their square (time and memory); generated boards have at most ~7 800
#: (300 stars), 5 200 at 180.
MAX_RECORD_LINES = 9_000
#: Triangles whose three sides are candidate lines, each tested for emptiness:
#: ~43 000 on generated boards; 4.5 million for 300 stars in convex position.
MAX_DRAWABLE_TRIANGLES = 400_000
#: Counting (empty) triangles a recorded board may have; each costs Python
#: tables. Generated boards have at most ~16 000 (300 stars), 12 200 at 180.
MAX_RECORD_TRIANGLES = 30_000


class RecordError(ValueError):
    """A game record that cannot be loaded; the message says why."""


@dataclass(frozen=True)
class GameTimes:
    """When a game was played and how long each line was thought about (format 2).

    Times are seconds: ``started_at`` and ``finished_at`` since the epoch
    (``time.time()``), None when not known (a game still going has no end);
    ``move_times[i]`` is how long the side that drew line ``i`` thought
    about it (for a computer opponent: the time its move's clock ran), None
    when nobody measured it (a person's line, a line played for an opponent
    that failed, a record of format 1).
    """

    started_at: float | None = None
    finished_at: float | None = None
    move_times: tuple[float | None, ...] = ()

    @property
    def duration(self) -> float | None:
        """Seconds from the start to the end, when both are known."""
        if self.started_at is None or self.finished_at is None:
            return None
        return self.finished_at - self.started_at


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly, and when and how long it was played.

    ``move_times`` has one entry per move (None where unknown); a record
    built by hand may leave it empty, and it is written out as unknowns.
    """

    stars: list[tuple[float, float]]
    tolerance: float
    moves: list[tuple[int, int]]
    play_again: bool = False
    seed: int | None = None
    layout: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    started_at: float | None = None
    finished_at: float | None = None
    move_times: list[float | None] = field(default_factory=list)

    @classmethod
    def from_game(
        cls,
        game: Game,
        extra: dict[str, Any] | None = None,
        *,
        started_at: float | None = None,
        finished_at: float | None = None,
        move_times: Sequence[float | None] | None = None,
    ) -> GameRecord:
        """The record of ``game``; ``TypeError`` unless ``game`` is a Game, ``extra`` a dict.

        ``move_times`` (one per line drawn, None where unknown) and the two
        dates are checked as loading checks them: ``RecordError`` if wrong.
        """
        if not isinstance(game, Game):
            raise TypeError(f"a record is made from a Game, not {type(game).__name__}")
        if extra is not None and not isinstance(extra, Mapping):
            raise TypeError(f"extra must be a dict or None, not {type(extra).__name__}")
        board = game.board
        moves = list(game.lines)
        times = [None] * len(moves) if move_times is None else list(move_times)
        return cls(
            stars=[(float(x), float(y)) for x, y in board.stars.tolist()],
            tolerance=board.tolerance,
            moves=moves,
            play_again=game.play_again,
            seed=board.seed,
            layout=board.layout.value if board.layout else None,
            extra=dict(extra or {}),
            started_at=_seconds(started_at, "started_at"),
            finished_at=_seconds(finished_at, "finished_at"),
            move_times=_move_times(times, len(moves)),
        )

    @property
    def times(self) -> GameTimes:
        """The record's times (unknown ones None; one per move)."""
        padding = [None] * (len(self.moves) - len(self.move_times))
        return GameTimes(self.started_at, self.finished_at, (*self.move_times, *padding))

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data; numpy numbers become Python ones, nothing else changes."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "board": {
                "stars": [[_plain(x), _plain(y)] for x, y in self.stars],
                "tolerance": _plain(self.tolerance),
                "seed": _plain(self.seed),
                "layout": self.layout,
            },
            "play_again": _plain(self.play_again),
            "moves": [[_plain(a), _plain(b)] for a, b in self.moves],
            "started_at": _plain(self.started_at),
            "finished_at": _plain(self.finished_at),
            "move_times": [_plain(t) for t in self.times.move_times],
            "extra": self.extra,
        }

    def to_json(self) -> str:
        try:
            return json.dumps(self.to_dict(), allow_nan=False, separators=(",", ":"))
        except (TypeError, ValueError, RecursionError) as exc:
            raise RecordError(f"cannot write this record: {exc}") from exc

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse and check a record; raises :class:`RecordError` for anything wrong."""
        if isinstance(text, (bytes, bytearray)):
            if len(text) > MAX_RECORD_BYTES:
                raise RecordError("the file is too large to be a game record")
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError as exc:
                raise RecordError("the file is not UTF-8 text") from exc
        if not isinstance(text, str):
            raise RecordError("a game record must be text")
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError("the file is too large to be a game record")
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except RecordError:
            raise
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"the file is not valid JSON ({exc})") from exc
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("this is not a Triangles game record")
        version = data.get("version")
        if not _is_int(version):
            raise RecordError("the record has no valid version number")
        if version > VERSION:
            raise RecordError(
                f"the record was made by a newer version of Triangles (format {version})"
            )
        if version < 1:
            raise RecordError(f"unknown record version {version}")
        if version == 1:
            data = _migrate_v1(data)
        board = data.get("board")
        if not isinstance(board, dict):
            raise RecordError("the record has no board")
        stars, tolerance, seed, layout = _board_fields(
            board.get("stars"), board.get("tolerance"), board.get("seed"), board.get("layout")
        )
        play_again = _play_again(data.get("play_again", False))
        moves = _moves(data.get("moves"), len(stars))
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise RecordError("the record's 'extra' part must be an object")
        # Written by every record of format 2; a record made by hand may leave them out.
        times = data.get("move_times", [None] * len(moves))
        return cls(
            stars,
            tolerance,
            moves,
            play_again,
            seed,
            layout,
            extra,
            _seconds(data.get("started_at"), "started_at"),
            _seconds(data.get("finished_at"), "finished_at"),
            _move_times(times, len(moves)),
        )

    def to_board(self) -> Board:
        """The record's board, within the limits above; raises :class:`RecordError`, only that.

        The fields are checked again (a record may be built by hand), then the
        board is built with a budget that stops it as soon as a count is over
        its limit, before the work that count would cost.
        """
        stars, tolerance, seed, layout = _board_fields(
            self.stars, self.tolerance, self.seed, self.layout
        )
        try:
            return Board._within(
                stars,
                tolerance,
                seed=seed,
                layout=Layout(layout) if layout else None,
                budget=_budget,
            )
        except RecordError:
            raise
        except ValueError as exc:
            raise RecordError(f"the board in the record is not valid: {exc}") from exc

    def replay(self, board: Board | None = None) -> Game:
        """The game after all recorded moves; every move is checked by the rules.

        Raises :class:`RecordError` (only that) for anything wrong; ``board``,
        if given, must be a Board, and the moves are checked against its stars.
        """
        play_again = _play_again(self.play_again)
        if board is None:
            board = self.to_board()
        elif not isinstance(board, Board):
            raise RecordError(f"a record is replayed on a Board, not {type(board).__name__}")
        moves = _moves(self.moves, board.n_stars)
        game = Game(board, play_again=play_again)
        for number, (a, b) in enumerate(moves, start=1):
            try:
                game.play(a, b)
            except ValueError as exc:  # IllegalMove included
                raise RecordError(f"move {number} ({a}-{b}) is not legal: {exc}") from exc
        return game


def save_game(
    game: Game,
    extra: dict[str, Any] | None = None,
    *,
    started_at: float | None = None,
    finished_at: float | None = None,
    move_times: Sequence[float | None] | None = None,
) -> str:
    """The game as record JSON text (the times as :meth:`GameRecord.from_game` takes them)."""
    return GameRecord.from_game(
        game, extra, started_at=started_at, finished_at=finished_at, move_times=move_times
    ).to_json()


class LoadedGame(tuple[Game, dict[str, Any]]):
    """What :func:`load_game` gives: ``(game, extra)``, as it always has, and the times.

    It unpacks as the pair (``game, extra = load_game(text)``); ``times``
    holds when the game was played and each line's thinking time.
    """

    times: GameTimes

    def __new__(cls, game: Game, extra: dict[str, Any], times: GameTimes) -> LoadedGame:
        made = super().__new__(cls, (game, extra))
        made.times = times
        return made

    @property
    def game(self) -> Game:
        return self[0]

    @property
    def extra(self) -> dict[str, Any]:
        return self[1]


def load_game(text: str | bytes) -> LoadedGame:
    """The game, the ``extra`` data and the times from record JSON (format 1 or 2);
    raises :class:`RecordError`."""
    record = GameRecord.from_json(text)
    return LoadedGame(record.replay(), record.extra, record.times)


def _migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    """A record of format 1 as format 2: the times it kept in ``extra``, where it kept any.

    Format 1 had no times of its own; the app and the arena kept the game's
    start in ``extra["setup"]["started_at"]`` and its end in
    ``extra["finished_at"]``. A value there that is not a plausible time is
    left out (the extra part was never checked), never refused; no line's
    thinking time was kept.
    """
    extra = data.get("extra", {})
    setup = extra.get("setup") if isinstance(extra, dict) else None
    started = setup.get("started_at") if isinstance(setup, dict) else None
    finished = extra.get("finished_at") if isinstance(extra, dict) else None
    moves = data.get("moves")
    return {
        **data,
        "started_at": started if _is_seconds(started) else None,
        "finished_at": finished if _is_seconds(finished) else None,
        "move_times": [None] * len(moves) if isinstance(moves, (list, tuple)) else [],
    }


def _plain(value: Any) -> Any:
    """A numpy scalar as the Python number it holds (json cannot write numpy's)."""
    return value.item() if isinstance(value, np.generic) else value


def _refuse_constant(name: str) -> float:
    raise RecordError(f"the record holds {name}, which is not a number")


def _is_int(value: object) -> TypeGuard[int]:
    """An integer (numpy's too), never a bool."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _is_number(value: object) -> TypeGuard[int | float]:
    """A finite number that float64 holds exactly enough (ints below 2**53), never a bool."""
    if _is_int(value):
        return abs(int(value)) < 2**53
    return isinstance(value, (float, np.floating)) and math.isfinite(value)


def _is_seconds(value: object) -> TypeGuard[int | float]:
    return _is_number(value) and 0 <= value <= MAX_SECONDS


def _seconds(value: object, what: str) -> float | None:
    """A time in seconds (0 to :data:`MAX_SECONDS`) as a float, or None."""
    if value is None:
        return None
    if not _is_seconds(value):
        raise RecordError(f"the record's '{what}' is not a time in seconds")
    return float(value)


def _move_times(value: object, n_moves: int) -> list[float | None]:
    """One thinking time (or None) per move; the list is as long as the moves'."""
    if not isinstance(value, (list, tuple)):
        raise RecordError("the record's 'move_times' must be a list")
    if len(value) != n_moves:
        raise RecordError(
            f"the record has {len(value)} move times for {n_moves} moves (one for each)"
        )
    return [_seconds(item, "move_times") for item in value]


def _board_fields(
    stars: object, tolerance: object, seed: object, layout: object
) -> tuple[list[tuple[float, float]], float, int | None, str | None]:
    """The board part of a record, checked and as plain Python values."""
    checked = _stars(stars)
    if not _is_number(tolerance) or not 0 <= tolerance <= MAX_COORDINATE:
        raise RecordError("the board's tolerance is not a valid number")
    if seed is not None and not (_is_int(seed) and 0 <= seed <= MAX_SEED):
        raise RecordError(f"the board's seed is not an integer between 0 and {MAX_SEED}")
    if layout is not None and (
        not isinstance(layout, str) or layout not in {item.value for item in Layout}
    ):
        raise RecordError("the board's layout is unknown")
    return checked, float(tolerance), None if seed is None else int(seed), layout


def _play_again(value: object) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise RecordError("the rule option 'play_again' must be true or false")
    return bool(value)


def _stars(value: object) -> list[tuple[float, float]]:
    if not isinstance(value, (list, tuple)) or not 3 <= len(value) <= MAX_STARS:
        raise RecordError(f"the board must list between 3 and {MAX_STARS} stars")
    stars = []
    for item in value:
        if (
            not isinstance(item, (list, tuple))
            or len(item) != 2
            or not all(_is_number(c) and abs(c) <= MAX_COORDINATE for c in item)
        ):
            raise RecordError("a star is not a pair of reasonable numbers")
        stars.append((float(item[0]), float(item[1])))
    return stars


def _moves(value: object, n_stars: int) -> list[tuple[int, int]]:
    """The moves as pairs of star numbers; no more than any game can have (3n - 6).

    Drawn lines never cross nor pass over a star, so they form a plane graph,
    which has at most 3n - 6 edges: a longer list cannot be legal, and is
    refused before any of it is looked at.
    """
    if not isinstance(value, (list, tuple)):
        raise RecordError("the record's moves must be a list")
    if len(value) > max_moves(n_stars):
        raise RecordError(
            f"the record has {len(value)} moves; a game on {n_stars} stars has at most "
            f"{max_moves(n_stars)}"
        )
    moves = []
    for item in value:
        if (
            not isinstance(item, (list, tuple))
            or len(item) != 2
            or not all(_is_int(i) for i in item)
        ):
            raise RecordError("a move is not a pair of star numbers")
        a, b = int(item[0]), int(item[1])
        if not (0 <= a < n_stars and 0 <= b < n_stars):
            raise RecordError(f"a move names a star that does not exist ({a}-{b})")
        moves.append((a, b))
    return moves


def max_moves(n_stars: int) -> int:
    """The most lines a game on ``n_stars`` stars can have: 3n - 6 (a triangulation)."""
    return max(0, 3 * n_stars - 6)


#: What the loader lets each stage of a board's precomputation start with.
_BUDGET = {
    "lines": MAX_RECORD_LINES,
    "drawable triangles": MAX_DRAWABLE_TRIANGLES,
    "triangles": MAX_RECORD_TRIANGLES,
}


def _budget(what: str, count: int) -> None:
    """Stop a board whose next stage would cost more than any real board's (a hostile file)."""
    limit = _BUDGET[what]
    if count > limit:
        raise RecordError(
            f"the board in the record is too dense to play ({count} {what}, at most {limit})"
        )
