"""Playing many arena games at once: N slots, each with its own opponents' workers (Qt-free).

A slot is a thread holding one :class:`OpponentRunner` (one worker process)
per opponent it needs; it takes the next :class:`GameJob`, plays it, and hands
the result to the caller's thread, which alone reports, counts and decides
whether to stop. The games themselves run in the workers, so N slots use N
cores; the threads only wait on pipes.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from triangles_qt.arena.games import GameJob, GameResult, InfoSink, Stopped, play_game
from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import OpponentDescription, OpponentFailure
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.plugins.runner import OpponentRunner

#: Makes the runner of one opponent id (with the run's limits and any one-off engine).
RunnerFactory = Callable[[str], OpponentRunner]
#: Told each finished game in the caller's thread; answers True to stop the run.
OnResult = Callable[[GameResult, Game], bool]


def runner_keys(job: GameJob) -> tuple[str, str]:
    """The slot's runners that play ``job``: one per id, two when an opponent meets itself."""
    return job.a, (job.b if job.b != job.a else job.b + "\x00b")


def _opponent_of(key: str) -> str:
    return key.partition("\x00")[0]


@dataclass
class _Slot:
    runners: dict[str, OpponentRunner]
    board: Board | None = None
    #: The job the board was made for (the next one on the same board uses it again).
    board_job: GameJob | None = None
    #: The move request being thought about (cancelled when the run stops).
    asking: MoveRequest | None = None

    def asked(self, request: MoveRequest | None) -> None:
        self.asking = request

    def board_for(self, job: GameJob) -> Board:
        board = self.board
        if board is None or self.board_job is None or _board_of(self.board_job) != _board_of(job):
            board = self.board = job.make_board()
            self.board_job = job
        return board

    def close(self) -> None:
        for runner in self.runners.values():
            runner.close()


def _board_of(job: GameJob) -> tuple[object, ...]:
    """What decides a job's board."""
    return (job.board,) if job.board is not None else (job.stars, job.seed)


class Pool:
    """N slots of runners, started at once; :meth:`run` plays jobs in them.

    ``keys`` are every runner key a job may need (see :func:`runner_keys`).
    """

    def __init__(self, keys: Iterable[str], concurrency: int, make_runner: RunnerFactory) -> None:
        self._keys = list(dict.fromkeys(keys))
        self._slots: list[_Slot] = []
        try:
            for _ in range(max(1, concurrency)):
                slot = _Slot({})
                self._slots.append(slot)
                for key in self._keys:
                    slot.runners[key] = make_runner(_opponent_of(key))
        except BaseException:
            self.close()
            raise

    def ready(self) -> dict[str, OpponentDescription] | OpponentFailure:
        """Wait until every worker has loaded its opponent: the descriptions, or the first
        failure."""
        found: dict[str, OpponentDescription] = {}
        for slot in self._slots:
            for key, runner in slot.runners.items():
                outcome = runner.wait_ready()
                if isinstance(outcome, OpponentFailure):
                    return outcome
                found.setdefault(_opponent_of(key), outcome)
        return found

    def run(
        self, jobs: Iterable[GameJob], on_result: OnResult, info: InfoSink | None = None
    ) -> bool:
        """Play ``jobs`` until they run out or ``on_result`` says stop; True if it said stop.

        Each game's result reaches ``on_result`` in this thread as it
        finishes (not in index order). After a stop, games still being played
        are abandoned at their next move and never reported. ``info`` is told
        engines' ``info`` lines from the slots' threads, as they come.
        """
        stop = threading.Event()
        todo = _Locked(iter(jobs))
        done: queue.Queue[tuple[GameResult, Game] | BaseException | None] = queue.Queue()

        def work(slot: _Slot) -> None:
            try:
                while not stop.is_set() and (job := todo.next()) is not None:
                    key_a, key_b = runner_keys(job)
                    runners = {"a": slot.runners[key_a], "b": slot.runners[key_b]}
                    try:
                        board = slot.board_for(job)
                        done.put(play_game(job, runners, board, stop, slot.asked, info))
                    except Stopped:
                        return
            except BaseException as exc:  # a bug must not leave the caller waiting
                done.put(exc)
            finally:
                done.put(None)

        threads = [
            threading.Thread(target=work, args=(slot,), name=f"arena-slot-{n}", daemon=True)
            for n, slot in enumerate(self._slots)
        ]
        for thread in threads:
            thread.start()
        running = len(threads)
        stopped = False
        try:
            while running:
                item = done.get()
                if item is None:
                    running -= 1
                elif isinstance(item, BaseException):
                    raise item
                elif on_result(*item):
                    stopped = True
                    break  # to withdraw what the other slots are thinking about
        finally:
            stop.set()  # games still on stop at their next move; the move now thought about
            while any(thread.is_alive() for thread in threads):  # is withdrawn
                for slot in self._slots:
                    request = slot.asking
                    if request is not None:
                        request.cancel()
                for thread in threads:
                    thread.join(0.05)
        return stopped

    def close(self) -> None:
        for slot in self._slots:
            slot.close()

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Locked:
    """An iterator several threads take from."""

    def __init__(self, items: Iterator[GameJob]) -> None:
        self._items = items
        self._lock = threading.Lock()

    def next(self) -> GameJob | None:
        with self._lock:
            return next(self._items, None)

