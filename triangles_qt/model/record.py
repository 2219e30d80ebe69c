"""Game records: a finished or running game as versioned JSON, and back.

A record holds the board (every star, so it does not depend on the
generator staying the same), the rule option, the moves, and a free-form
``extra`` object the app uses for player names and the like. Loading checks
everything and raises :class:`RecordError`, and only that, for any file that
is damaged, foreign, from a newer version, or describes illegal play.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, TypeGuard

import numpy as np

from triangles_qt.model import geometry
from triangles_qt.model.board import MAX_STARS, Board, Layout
from triangles_qt.model.game import Game, IllegalMove

FORMAT = "triangles-qt/game"
VERSION = 1
#: Records larger than this are refused before parsing.
MAX_RECORD_BYTES = 4 * 1024 * 1024
_COORD_LIMIT = 1e7
#: A board's precomputation grows with its triangles whose three sides can be
#: drawn: ~40 000 on a generated 180-star board, ~4.5 million for 300 stars in
#: convex position (tens of seconds and gigabytes). Records above this are refused.
MAX_DRAWABLE_TRIANGLES = 400_000
#: Boards this small cannot reach the limit above; they skip the check.
_CHEAP_STARS = 100


class RecordError(ValueError):
    """A game record that cannot be loaded; the message says why."""


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly."""

    stars: list[tuple[float, float]]
    tolerance: float
    moves: list[tuple[int, int]]
    play_again: bool = False
    seed: int | None = None
    layout: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_game(cls, game: Game, extra: dict[str, Any] | None = None) -> GameRecord:
        board = game.board
        return cls(
            stars=[(float(x), float(y)) for x, y in board.stars.tolist()],
            tolerance=board.tolerance,
            moves=list(game.lines),
            play_again=game.play_again,
            seed=board.seed,
            layout=board.layout.value if board.layout else None,
            extra=dict(extra or {}),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "board": {
                "stars": [[x, y] for x, y in self.stars],
                "tolerance": self.tolerance,
                "seed": self.seed,
                "layout": self.layout,
            },
            "play_again": self.play_again,
            "moves": [[a, b] for a, b in self.moves],
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
        board = data.get("board")
        if not isinstance(board, dict):
            raise RecordError("the record has no board")
        stars = _stars(board.get("stars"))
        tolerance = board.get("tolerance")
        if not _is_number(tolerance) or not 0 <= tolerance <= _COORD_LIMIT:
            raise RecordError("the board's tolerance is not a valid number")
        seed = board.get("seed")
        if seed is not None and not (_is_int(seed) and 0 <= seed < 2**63):
            raise RecordError("the board's seed is not a valid integer")
        layout = board.get("layout")
        if layout is not None and (
            not isinstance(layout, str) or layout not in {item.value for item in Layout}
        ):
            raise RecordError("the board's layout is unknown")
        play_again = data.get("play_again", False)
        if not isinstance(play_again, bool):
            raise RecordError("the rule option 'play_again' must be true or false")
        moves = _moves(data.get("moves"), len(stars))
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise RecordError("the record's 'extra' part must be an object")
        return cls(stars, float(tolerance), moves, play_again, seed, layout, extra)

    def to_board(self) -> Board:
        try:
            _check_cost(self.stars, self.tolerance)
            return Board(
                self.stars,
                self.tolerance,
                seed=self.seed,
                layout=Layout(self.layout) if self.layout else None,
            )
        except RecordError:
            raise
        except ValueError as exc:
            raise RecordError(f"the board in the record is not valid: {exc}") from exc

    def replay(self, board: Board | None = None) -> Game:
        """The game after all recorded moves; every move is checked by the rules."""
        game = Game(board or self.to_board(), play_again=self.play_again)
        for number, (a, b) in enumerate(self.moves, start=1):
            try:
                game.play(a, b)
            except (IllegalMove, ValueError) as exc:
                raise RecordError(f"move {number} ({a}-{b}) is not legal: {exc}") from exc
        return game


def save_game(game: Game, extra: dict[str, Any] | None = None) -> str:
    """The game as record JSON text."""
    return GameRecord.from_game(game, extra).to_json()


def load_game(text: str | bytes) -> tuple[Game, dict[str, Any]]:
    """The game and the ``extra`` data from record JSON; raises :class:`RecordError`."""
    record = GameRecord.from_json(text)
    return record.replay(), record.extra


def _refuse_constant(name: str) -> float:
    raise RecordError(f"the record holds {name}, which is not a number")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> TypeGuard[int | float]:
    if _is_int(value):
        return abs(value) < 2**53
    return isinstance(value, float) and math.isfinite(value)


def _stars(value: object) -> list[tuple[float, float]]:
    if not isinstance(value, list) or not 3 <= len(value) <= MAX_STARS:
        raise RecordError(f"the board must list between 3 and {MAX_STARS} stars")
    stars = []
    for item in value:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or not all(_is_number(c) and abs(c) <= _COORD_LIMIT for c in item)
        ):
            raise RecordError("a star is not a pair of reasonable numbers")
        stars.append((float(item[0]), float(item[1])))
    return stars


def _moves(value: object, n_stars: int) -> list[tuple[int, int]]:
    if not isinstance(value, list):
        raise RecordError("the record's moves must be a list")
    moves = []
    for item in value:
        if not isinstance(item, list) or len(item) != 2 or not all(_is_int(i) for i in item):
            raise RecordError("a move is not a pair of star numbers")
        a, b = item
        if not (0 <= a < n_stars and 0 <= b < n_stars):
            raise RecordError(f"a move names a star that does not exist ({a}-{b})")
        moves.append((a, b))
    return moves


def _check_cost(stars: list[tuple[float, float]], tolerance: float) -> None:
    """Refuse boards whose precomputation would take gigabytes (a hostile file).

    Counts the triangles whose three sides pass over no star, an upper bound
    of the triangles the board keeps; cheap next to building the board.
    """
    if len(stars) <= _CHEAP_STARS:
        return
    array = np.array(stars, dtype=np.float64)
    a, b = geometry.all_pairs(len(array))
    keep = geometry.candidate_mask(array, a, b, tolerance)
    adjacent = np.zeros((len(array), len(array)), dtype=np.int64)
    adjacent[a[keep], b[keep]] = 1
    adjacent[b[keep], a[keep]] = 1
    triangles = int(((adjacent @ adjacent) * adjacent).sum()) // 6
    if triangles > MAX_DRAWABLE_TRIANGLES:
        raise RecordError(
            f"the board in the record is too dense to play ({triangles} possible triangles)"
        )
