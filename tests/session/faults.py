"""A file system that fails on demand, and a statistics stand-in that answers on demand."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Callable
from pathlib import Path

from triangles_qt.model import Board, Game
from triangles_qt.session import GameKeeper, GameSetup, KeeperNews, Seat, game_result
from triangles_qt.session.files import Files
from triangles_qt.stats import GameResult, RecordOutcome

OPERATIONS = ("write_atomic", "rename", "remove")


class FailingFiles(Files):
    """The real file system, except that chosen operations raise ``OSError(code)``."""

    def __init__(self) -> None:
        self.failing: dict[str, int] = {}
        self.calls: list[tuple[str, str]] = []
        self._lock = threading.Lock()

    def fail(self, code: int, *operations: str) -> None:
        with self._lock:
            for operation in operations or OPERATIONS:
                self.failing[operation] = code

    def heal(self) -> None:
        with self._lock:
            self.failing.clear()

    def _maybe_fail(self, operation: str, path: Path) -> None:
        with self._lock:
            self.calls.append((operation, path.name))
            code = self.failing.get(operation)
        if code is not None:
            raise OSError(code, os.strerror(code), str(path))

    def write_atomic(self, path: Path, text: str) -> None:
        self._maybe_fail("write_atomic", path)
        super().write_atomic(path, text)

    def rename(self, source: Path, dest: Path) -> None:
        self._maybe_fail("rename", source)
        super().rename(source, dest)

    def remove(self, path: Path) -> None:
        self._maybe_fail("remove", path)
        super().remove(path)


class Statistics:
    """Takes results like the real writer; answers only when told, ok or failed."""

    def __init__(self) -> None:
        self.waiting: list[tuple[GameResult, Callable[[RecordOutcome], None]]] = []
        self.recorded: dict[str, GameResult] = {}
        self.auto: bool | None = None
        """True: confirm at once; False: fail at once; None: wait for answer()."""
        self._lock = threading.Lock()

    def submit(self, result: GameResult, done: Callable[[RecordOutcome], None]) -> None:
        with self._lock:
            auto = self.auto
            if auto is None:
                self.waiting.append((result, done))
                return
        self._reply(result, done, auto)

    def answer(self, ok: bool) -> int:
        with self._lock:
            waiting, self.waiting = self.waiting, []
        for result, done in waiting:
            self._reply(result, done, ok)
        return len(waiting)

    def _reply(self, result: GameResult, done: Callable[[RecordOutcome], None], ok: bool) -> None:
        if ok:
            with self._lock:
                inserted = result.game_id not in self.recorded
                self.recorded[result.game_id] = result
            done(RecordOutcome(True, result.game_id, inserted))
        else:
            done(RecordOutcome.failed(result.game_id, "disk_full"))


class News:
    def __init__(self) -> None:
        self.items: list[KeeperNews] = []
        self._lock = threading.Lock()

    def __call__(self, news: KeeperNews) -> None:
        with self._lock:
            self.items.append(news)

    def kinds(self) -> list[str]:
        with self._lock:
            return [n.kind.value for n in self.items]


def played_game(seed: int = 3, finish: bool = True, lines: int = 4) -> tuple[Game, GameSetup]:
    """A two-player game on 24 stars, played to its end (or ``lines`` lines)."""
    setup = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=seed)
    game = Game(Board.generate(24, seed))
    while not game.is_over and (finish or game.move_count < lines):
        game.play(*game.legal_moves()[0])
    return game, setup


def record(game: Game, setup: GameSetup) -> str:
    from triangles_qt.model import save_game

    data = setup.to_extra()
    data["finished"] = game.is_over
    return save_game(game, data)


def finish(keeper: GameKeeper, game: Game, setup: GameSetup) -> None:
    keeper.finished(setup.game_id, record(game, setup), game_result(game, setup))


NO_SPACE, READ_ONLY, IO_ERROR = errno.ENOSPC, errno.EROFS, errno.EIO
