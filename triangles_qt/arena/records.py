"""``--records DIR``: every arena game as a game record, and the run's ``summary.json`` (Qt-free).

Each game is written as soon as it ends, in the project's versioned record
format (:class:`GameRecord`, loaded by ``load_game``, the review's command
line and the app), with the two opponents as the game's seats, when it
started and ended, and each line's time on its move's clock, so a run cut
short keeps every game it finished. A file that cannot be written (a full
disk, a folder taken away) is reported once on stderr and counted in
``record_errors``; the match goes on.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final, TextIO

from triangles_qt.arena.games import GameResult
from triangles_qt.model import Game, GameRecord
from triangles_qt.model.board_code import BoardCode
from triangles_qt.model.generators import CURRENT_GENERATOR
from triangles_qt.session.files import Files
from triangles_qt.session.setup import TIME_LIMITS, GameSetup, Seat

SUMMARY: Final = "summary.json"


def record_name(index: int) -> str:
    """``game-0007.json`` for game 7 (the ``game`` number in the results)."""
    return f"game-{index:04d}.json"


class RecordWriter:
    """Writes records into one folder; never raises for a file it cannot write."""

    def __init__(self, folder: str | Path, files: Files | None = None, err: TextIO | None = None):
        self.folder = Path(folder)
        self.files = files or Files()
        self.errors = 0
        self._err = err or sys.stderr
        self._told = False

    def start(self, summary: dict[str, Any]) -> None:
        """Write the summary as it stands before the first game (the run's settings)."""
        self._write(SUMMARY, json.dumps({**summary, "finished": False}, indent=1))

    def game(self, result: GameResult, game: Game, names: tuple[str, str]) -> None:
        first = 0 if result.first == "a" else 1
        ids = (result.a, result.b) if first == 0 else (result.b, result.a)
        shown = names if first == 0 else (names[1], names[0])
        limits = (result.a_time_limit, result.b_time_limit)
        if first == 1:
            limits = (limits[1], limits[0])
        code = BoardCode.of_board(game.board, game.play_again)  # (its generator, for the app)
        setup = GameSetup(
            seats=(Seat(shown[0], ids[0]), Seat(shown[1], ids[1])),
            n_stars=game.board.n_stars,
            layout=game.board.layout.value if game.board.layout else "tablet",
            play_again=game.play_again,
            seed=game.board.seed,
            time_limit=min(max(limits[0], TIME_LIMITS[0]), TIME_LIMITS[1]),
            started_at=result.started_at,
            tolerance=game.board.tolerance,
            generator=code.generator if code is not None else CURRENT_GENERATOR,
        )
        extra = {
            **setup.to_extra(),
            "finished_at": result.finished_at,
            "arena": {
                **result.to_dict(),
                "a": result.a,
                "b": result.b,
                "a_name": names[0],
                "b_name": names[1],
                "a_time_limit": result.a_time_limit,
                "b_time_limit": result.b_time_limit,
                "substituted_moves": result.substituted_moves,
            },
        }
        text = GameRecord.from_game(
            game,
            extra,
            started_at=result.started_at,
            finished_at=result.finished_at,
            move_times=result.line_times,
        ).to_json()
        self._write(record_name(result.index), text)

    def drop(self, indices: Iterable[int]) -> None:
        """Remove the records of games that were played but not counted."""
        for index in indices:
            path = self.folder / record_name(index)
            if self.files.exists(path):
                try:
                    self.files.remove(path)
                except OSError as exc:
                    self._failed(path, exc)

    def finish(self, summary: dict[str, Any]) -> None:
        self._write(SUMMARY, json.dumps({**summary, "finished": True}, indent=1))

    def _write(self, name: str, text: str) -> None:
        path = self.folder / name
        try:
            self.files.write_atomic(path, text)
        except OSError as exc:
            self._failed(path, exc)

    def _failed(self, path: Path, exc: OSError) -> None:
        self.errors += 1
        if not self._told:
            self._told = True
            print(
                f"arena: cannot write {path}: {exc.strerror or exc}; the match goes on "
                "(records that fail are counted in record_errors)",
                file=self._err,
            )
