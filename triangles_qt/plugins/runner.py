"""Running an opponent in its own process, with a time limit the app enforces (Qt-free).

An :class:`OpponentRunner` starts a worker process for one opponent as soon
as it is created and serves move requests one at a time from a background
thread. :meth:`OpponentRunner.request_move` returns a
:class:`~triangles_qt.plugins.request.MoveRequest` at once; it completes
exactly once, with a legal move or an :class:`OpponentFailure`. Whatever
the plugin does (raise, answer garbage, hang, hold its GIL, eat memory,
print, crash its process) the caller only ever sees one of those two
results, its own game is never touched, and a failed worker is replaced in
the background for the next request.

A move's clock starts when the worker says the opponent has the position
(``choose_move`` is called, or an engine's ``go`` is written), at the latest
:data:`DEFAULT_GRACE` after the request was sent; the opponent is stopped
when it has not answered the time limit plus the grace after that. Each new
game (and the same game after lines were taken back) is sent whole before
any clock runs, so an engine hears the board, and builds what it needs,
off the clock.

The app wraps this in Qt signals; the arena uses it as it is.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import math
import multiprocessing
import os
import re
import threading
import time
from typing import Any, Final

from triangles_qt.model import Board, Game, GameRecord
from triangles_qt.plugins import _process, _trust
from triangles_qt.plugins.answers import judged_move
from triangles_qt.plugins.contract import (
    API_VERSION,
    FailureKind,
    OpponentDescription,
    OpponentFailure,
)
from triangles_qt.plugins.discovery import entry_for
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.loader import incompatible
from triangles_qt.plugins.request import Callback, MoveRequest
from triangles_qt.plugins.wire import Op, finite_number

#: Address-space cap for a worker, in bytes (RLIMIT_AS, where the platform has it).
DEFAULT_MEMORY_LIMIT: Final = 2 * 1024**3
#: Extra seconds past the time limit before an opponent is stopped (the position reaching
#: it, the answer travelling back, a busy machine); also the longest the clock waits to
#: start. The opponent itself is told the bare limit. docs/engine-protocol.md, "The clock".
DEFAULT_GRACE: Final = 0.3
#: How long a worker may take to start, import its plugin, or build a board.
DEFAULT_START_TIMEOUT: Final = 30.0

_log = logging.getLogger(__name__)
_FILE_NAME_UNSAFE: Final = re.compile(r"[^A-Za-z0-9._-]")


class _Control:
    """An internal job: wait until the opponent is loaded, or send a new game early."""

    def __init__(self, kind: str, game: Game | None = None, log_name: str | None = None) -> None:
        self.kind = kind
        self.game = game
        self.log_name = log_name
        self.event = threading.Event()
        self.outcome: OpponentDescription | OpponentFailure | None = None

    def done(self) -> bool:
        return self.event.is_set()

    def settle(self, outcome: OpponentDescription | OpponentFailure) -> None:
        if not self.event.is_set():
            self.outcome = outcome
            self.event.set()


_Job = MoveRequest | _Control


class OpponentRunner:
    """One opponent in a worker process, serving move requests in order.

    The worker starts (and imports the plugin) at once, so it is warm by
    the first request. Every failure replaces the worker, so each request
    after a failure starts from a clean process; a failure to load is
    reported for each request, and each new request tries loading again.
    """

    def __init__(
        self,
        opponent_id: str,
        *,
        memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
        grace: float = DEFAULT_GRACE,
        start_timeout: float = DEFAULT_START_TIMEOUT,
        entry: PluginEntry | None = None,
        engine_log: str | None = None,
    ) -> None:
        self.opponent_id = opponent_id
        #: What to run, when the caller knows better than the installed metadata (a one-off
        #: engine in the arena); else the entry is looked up by id at each start.
        self.entry = entry
        self.memory_limit = memory_limit
        self.grace = grace
        self.start_timeout = start_timeout
        #: The folder an engine's standard error is kept in, a file per game (the arena's
        #: ``--engine-log``); else its entry's ``log_dir`` (engines.toml), if any.
        self.engine_log = engine_log
        #: Workers started after the first (each failure or cancel replaces one).
        self.restarts = 0
        #: Full boards sent to a worker (once per game and per fresh worker).
        self.boards_sent = 0
        self._lock = threading.Lock()
        self._wakeup = threading.Condition(self._lock)
        self._queue: collections.deque[_Job] = collections.deque()
        self._active: _Job | None = None
        self._closing = False
        self._wake_reader, self._wake_writer = multiprocessing.Pipe(duplex=False)
        self._wake_pending = False
        self._worker: _process.Worker | None = None
        self._hello: dict[str, Any] | None = None
        self._description: OpponentDescription | None = None
        self._load_failure: OpponentFailure | None = None
        self._workers_started = 0
        self._board: Board | None = None
        self._play_again = False
        self._known: tuple[tuple[int, int], ...] = ()
        # The caller's game (its board and rule, whatever the worker has) and its engine log.
        self._game: tuple[Board, bool] | None = None
        self._game_log: str | None = None
        self._entry = PluginEntry(opponent_id, opponent_id)
        self._nonce = ""
        self._thread = threading.Thread(
            target=self._run, name=f"opponent-{opponent_id}", daemon=True
        )
        self._thread.start()

    # -- public API -------------------------------------------------------------

    @property
    def description(self) -> OpponentDescription | None:
        """What the opponent says about itself, once its worker has loaded it."""
        return self._description

    @property
    def worker_info(self) -> dict[str, Any]:
        """The current worker: pid, distribution, version (the host's own knowledge), and
        memory limit and whether Qt got imported (as the worker says)."""
        return dict(self._hello or {})

    def wait_ready(self, timeout: float | None = None) -> OpponentDescription | OpponentFailure:
        """Block until the opponent is loaded (after queued moves): its description, or why not."""
        job = _Control("ready")
        self._enqueue(job)
        if not job.event.wait(timeout):
            raise TimeoutError(f"opponent {self.opponent_id!r} is not ready yet")
        assert job.outcome is not None
        return job.outcome

    def prepare(self, game: Game, *, log_name: str | None = None) -> None:
        """A new game: send it now, so building its board never eats into a time limit.

        ``log_name`` names the game in its engine log's file name
        (``{id}-{log_name}.log``; default: the date and time).
        """
        self._enqueue(_Control("prepare", game.copy(), log_name))

    def request_move(
        self, game: Game, time_limit: float, callback: Callback | None = None
    ) -> MoveRequest:
        """Ask for a move in ``game`` (copied now); returns at once.

        ``callback(request)`` is called once the request completes. Raises
        ``ValueError`` for a finished game or a bad time limit and
        ``RuntimeError`` once the runner is closed: those are the caller's bugs.
        """
        if not (isinstance(time_limit, (int, float)) and math.isfinite(time_limit)):
            raise ValueError("time_limit must be a finite number of seconds")
        if time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if game.is_over:
            raise ValueError("the game is over: there is no move to ask for")
        request = MoveRequest(self.opponent_id, game.copy(), float(time_limit), self._cancelled)
        if callback is not None:
            request.add_done_callback(callback)
        self._enqueue(request)
        return request

    def close(self, timeout: float = 5.0) -> None:
        """Cancel everything pending and stop the worker. Safe to call twice."""
        with self._lock:
            if self._closing:
                pending: list[_Job] = []
            else:
                self._closing = True
                pending = [*self._queue, *([self._active] if self._active else [])]
                self._queue.clear()
                self._wakeup.notify_all()
        self._wake()
        for job in pending:
            self._cancel_job(job, "the opponent was closed")
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)

    def __enter__(self) -> OpponentRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- queue ------------------------------------------------------------------

    def _enqueue(self, job: _Job) -> None:
        with self._lock:
            if self._closing:
                raise RuntimeError(f"the runner for {self.opponent_id!r} is closed")
            self._queue.append(job)
            self._wakeup.notify()

    def _cancelled(self, request: MoveRequest) -> None:
        with self._lock:
            with contextlib.suppress(ValueError):
                self._queue.remove(request)
            active = self._active is request
        if active:
            self._wake()

    def _cancel_job(self, job: _Job, message: str) -> None:
        failure = OpponentFailure(FailureKind.CANCELLED, self.opponent_id, message)
        job.settle(failure)

    def _wake(self) -> None:
        with self._lock:
            if self._wake_pending:
                return
            self._wake_pending = True
        with contextlib.suppress(OSError):
            self._wake_writer.send_bytes(b"!")

    def _drain_wake(self) -> None:
        with self._lock:
            while self._wake_reader.poll():
                self._wake_reader.recv_bytes()
            self._wake_pending = False

    def _next_job(self) -> _Job | None:
        with self._lock:
            self._active = None
            while not self._queue and not self._closing:
                self._wakeup.wait()
            if self._closing:
                return None
            job = self._active = self._queue.popleft()
            return job

    # -- the background thread ----------------------------------------------------

    def _run(self) -> None:
        try:
            self._spawn()
            while (job := self._next_job()) is not None:
                if job.done():
                    continue
                if isinstance(job, MoveRequest):
                    self._move(job)
                elif job.kind == "ready":
                    failure = self._ready(job)
                    job.settle(failure or self._description or self._no_description())
                else:
                    self._prepare(job)
        except BaseException as exc:  # a bug here must not leave callers waiting
            _log.exception("opponent runner thread failed")
            failure = OpponentFailure(
                FailureKind.CRASHED, self.opponent_id, f"the runner failed: {exc!r}"
            )
            with self._lock:
                self._closing = True
                jobs = [*self._queue, *([self._active] if self._active else [])]
                self._queue.clear()
            for job in jobs:
                job.settle(failure)
        finally:
            self._discard_worker(graceful=True)  # idle by now: a busy one was replaced already
            with self._lock:
                jobs = list(self._queue)
                self._queue.clear()
            for job in jobs:
                self._cancel_job(job, "the opponent was closed")
            with contextlib.suppress(OSError):
                self._wake_reader.close()
                self._wake_writer.close()

    def _no_description(self) -> OpponentFailure:
        return OpponentFailure(FailureKind.CRASHED, self.opponent_id, "it sent no description")

    def _spawn(self) -> None:
        """Start a worker for the opponent (resolved here, from the one scan of the metadata)."""
        self._hello = None
        self._board = None
        self._known = ()
        entry = self.entry or entry_for(self.opponent_id)
        if entry is None:
            self._worker = None
            self._load_failure = OpponentFailure(
                FailureKind.IMPORT,
                self.opponent_id,
                f"no installed package provides an opponent with the id {self.opponent_id!r}",
            )
            return
        if entry.problem is not None:
            self._worker = None
            self._load_failure = OpponentFailure(
                FailureKind.IMPORT, self.opponent_id, entry.problem
            )
            return
        self._entry = entry
        self._nonce = _trust.new_token()
        config = {
            "mode": "serve",
            "entry": entry.to_dict(),
            "memory_limit": self.memory_limit,
            "nonce": self._nonce,
        }
        try:
            self._worker = _process.start_worker(config, f"triangles-ai-{self.opponent_id}")
        except Exception as exc:
            self._worker = None
            self._load_failure = OpponentFailure(
                FailureKind.CRASHED, self.opponent_id, f"its process could not be started: {exc}"
            )
            return
        if self._workers_started:
            self.restarts += 1
        self._workers_started += 1

    def _discard_worker(self, graceful: bool = False) -> None:
        """Stop the worker and everything it started (waits until they are gone)."""
        worker, self._worker = self._worker, None
        self._hello = None
        self._board = None
        self._known = ()
        if worker is not None:
            worker.close(graceful=graceful)

    def _replace_worker(self) -> None:
        self._discard_worker()
        if not self._closing:
            self._spawn()

    def _await(self, deadline: float, job: _Job | None) -> dict[str, Any] | str:
        """The worker's next message, or "timeout", "died", "garbled" or "cancelled"."""
        worker = self._worker
        assert worker is not None
        while True:
            if self._closing or (job is not None and job.done()):
                return "cancelled"
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return "timeout"
            outcome = worker.next_message(remaining, self._wake_reader)
            if outcome == "woken":
                self._drain_wake()
                continue
            if outcome == "ended":
                return "died"
            if outcome == "timeout":
                continue  # the loop checks the deadline
            return outcome

    def _ready(self, job: _Job | None) -> OpponentFailure | None:
        """Make sure a worker has loaded the opponent; the failure if it cannot."""
        if self._worker is None:
            self._spawn()
            if self._worker is None:
                return self._load_failure
        if self._hello is not None:
            return None
        worker = self._worker
        outcome = self._await(time.monotonic() + self.start_timeout, job)
        if outcome == "cancelled":
            return OpponentFailure(FailureKind.CANCELLED, self.opponent_id, "cancelled")
        if isinstance(outcome, dict):
            failure = self._hello_from(worker, outcome)
            if failure is None:
                return None
        elif outcome == "timeout":
            worker.kill(dump_stack=True)
            failure = OpponentFailure(
                FailureKind.IMPORT,
                self.opponent_id,
                f"it did not finish loading within {self.start_timeout:g} s",
                worker.fault_text(),
            )
        elif outcome == "died":
            failure = OpponentFailure(
                FailureKind.IMPORT,
                self.opponent_id,
                f"{_process.describe_exit(worker.exit_code())} while loading",
                worker.fault_text(),
            )
        else:
            failure = _trust.unexpected(self.opponent_id, outcome)
        self._load_failure = failure
        self._discard_worker()
        return failure

    def _hello_from(
        self, worker: _process.Worker, message: dict[str, Any]
    ) -> OpponentFailure | None:
        """Take the worker's hello if it is one (for this worker), else the failure it makes."""
        if not _trust.answers(message, self._nonce, Op.HELLO):
            return _trust.unexpected(self.opponent_id, message)
        if "failure" in message:
            allowed = _trust.LOAD_FAILURES
            return _trust.reported_failure(message["failure"], self.opponent_id, allowed)
        try:
            description = _trust.reported_description(message.get("opponent"))
        except (KeyError, TypeError, ValueError) as exc:
            return OpponentFailure(
                FailureKind.CRASHED, self.opponent_id, f"its worker sent a bad hello ({exc})"
            )
        if description.api_version > API_VERSION:
            return incompatible(self.opponent_id, description.api_version)
        limit = message.get("memory_limit")
        if not isinstance(limit, int) or isinstance(limit, bool):
            limit = None
        self._description = description
        self._hello = {
            # What the host knows itself, never what the worker claims:
            "pid": worker.pid,
            "distribution": self._entry.distribution,
            "version": self._entry.version,
            # What only the worker can tell (informative only):
            "memory_limit": limit,
            "qt_loaded": message.get("qt_loaded") is True,
        }
        self._load_failure = None
        return None

    def _prepare(self, job: _Control) -> None:
        failure = self._ready(job)
        if failure is None and job.game is not None:
            self._new_game(job.game, job.log_name)
            failure = self._send_game(job.game, job)  # a new game, even on the same board
        job.settle(failure or self._description or self._no_description())

    def _new_game(self, game: Game, log_name: str | None) -> None:
        """The caller plays a new game: it gets its own engine log."""
        self._game = (game.board, game.play_again)
        self._game_log = None
        folder = self.engine_log or self._entry.log_dir
        if folder:
            with contextlib.suppress(OSError):  # (then the engine keeps no log)
                os.makedirs(folder, exist_ok=True)
            # A file name on every system, whatever the id (module:Class) or the name hold.
            stem = _FILE_NAME_UNSAFE.sub("_", f"{self.opponent_id}-{log_name or ''}")
            if log_name is None:
                stem += time.strftime("%Y%m%d-%H%M%S")
            path = os.path.join(folder, f"{stem}.log")
            number = 1
            while log_name is None and os.path.exists(path):  # two games in one second
                number += 1
                path = os.path.join(folder, f"{stem}-{number}.log")
            self._game_log = path

    def _in_step(self, game: Game) -> bool:
        """Whether the worker has this game, up to lines it has not heard yet."""
        known = self._known
        return (
            self._board is game.board
            and self._play_again == game.play_again
            and game.lines[: len(known)] == known
        )

    def _send_game(self, game: Game, job: _Job) -> OpponentFailure | None:
        """Have the worker replay the game (building the board if it is a new one), off the
        clock: a new game, a fresh worker, lines taken back."""
        worker = self._worker
        assert worker is not None
        token = _trust.new_token()
        record = GameRecord.from_game(game).to_dict()
        message = {"op": Op.GAME.value, "id": token, "record": record, "log": self._game_log}
        with contextlib.suppress(OSError, ValueError):  # a dead process: _await reports it
            worker.send(message)
        if self._board is not game.board:
            self.boards_sent += 1
        outcome = self._await(time.monotonic() + self.start_timeout, job)
        if isinstance(outcome, dict) and _trust.answers(outcome, token, Op.READY):
            self._board = game.board
            self._play_again = game.play_again
            self._known = game.lines
            return None
        if outcome == "cancelled":
            self._replace_worker()
            return OpponentFailure(FailureKind.CANCELLED, self.opponent_id, "cancelled")
        if isinstance(outcome, dict) and _trust.answers(outcome, token, Op.FAILURE):
            failure = _trust.reported_failure(  # an engine that broke the protocol at newgame
                outcome.get("failure"), self.opponent_id, _trust.MOVE_FAILURES
            )
        else:
            failure = self._worker_failure(outcome, "setting up the board", self.start_timeout)
        self._replace_worker()
        return failure

    def _move(self, request: MoveRequest) -> None:
        failure = self._ready(request)
        if failure is not None:
            request.settle(failure)
            return
        game = request.game
        if (
            self._game is None
            or self._game[0] is not game.board
            or self._game[1] != game.play_again
        ):
            self._new_game(game, None)  # a game nobody prepared
        if not self._in_step(game):
            failure = self._send_game(game, request)
            if failure is not None:
                request.settle(failure)
                return
        worker = self._worker
        assert worker is not None
        lines = game.lines
        known = len(self._known)
        token = _trust.new_token()
        message = {
            "op": Op.MOVE.value,
            "id": token,
            "undo": 0,  # lines taken back came with the whole game, off the clock
            "moves": [list(line) for line in lines[known:]],
            "expect": [game.move_count, game.current_player],
            "time_limit": request.time_limit,
        }
        sent = time.monotonic()
        with contextlib.suppress(OSError, ValueError):  # a dead process: _await reports it
            worker.send(message)
        self._known = lines
        outcome, clock = self._await_answer(sent, token, request)
        answered = time.monotonic()
        elapsed = answered - sent
        clock_time = None if clock is None else answered - clock
        if outcome == "cancelled":
            self._replace_worker()
            return
        info = _trust.reported_info(outcome.get("info")) if isinstance(outcome, dict) else ()
        if isinstance(outcome, dict) and _trust.answers(outcome, token, Op.ANSWER):
            self._answered(request, outcome, elapsed, clock_time, info)
            if request.move is not None:
                return
        elif isinstance(outcome, dict) and _trust.answers(outcome, token, Op.FAILURE):
            failure = _trust.reported_failure(
                outcome.get("failure"), self.opponent_id, _trust.MOVE_FAILURES
            )
            request.settle(failure, elapsed, clock_time=clock_time, info=info)
        elif isinstance(outcome, dict) and _trust.answers(outcome, token, Op.DESYNC):
            request.settle(
                OpponentFailure(
                    FailureKind.CRASHED,
                    self.opponent_id,
                    "its process lost track of the game (an internal error)",
                    str(outcome.get("detail", ""))[:8000],
                ),
                elapsed,
            )
        else:
            failure = self._worker_failure(outcome, "thinking", request.time_limit)
            request.settle(failure, elapsed, clock_time=clock_time, info=info)
        self._replace_worker()

    def _await_answer(
        self, sent: float, token: str, request: MoveRequest
    ) -> tuple[dict[str, Any] | str, float | None]:
        """The worker's answer (or what ended the wait), and when the move's clock started.

        The clock starts when the worker says the opponent has the position,
        at the latest one grace after the request was sent (so a worker that
        is slow to say so gains nothing); the answer is awaited until the
        limit and one grace more have passed on it.
        """
        limit, grace = request.time_limit, self.grace
        clock: float | None = None
        deadline = sent + grace + limit + grace
        while True:
            outcome = self._await(deadline, request)
            if (
                clock is None
                and isinstance(outcome, dict)
                and _trust.answers(outcome, token, Op.CLOCK)
            ):
                clock = min(time.monotonic(), sent + grace)
                deadline = clock + limit + grace
                continue
            return outcome, clock

    def _answered(
        self,
        request: MoveRequest,
        message: dict[str, Any],
        elapsed: float,
        clock_time: float | None,
        info: tuple[str, ...],
    ) -> None:
        verdict = judged_move(self.opponent_id, request.game, message)
        if isinstance(verdict, OpponentFailure) and verdict.kind is FailureKind.MALFORMED:
            # a garbled answer's own timing is not taken either
            request.settle(verdict, elapsed, clock_time=clock_time, info=info)
        else:
            think = finite_number(message.get("think"))
            request.settle(verdict, elapsed, think, clock_time=clock_time, info=info)

    def _worker_failure(self, outcome: object, doing: str, limit: float) -> OpponentFailure:
        """The failure for a worker that timed out, died or garbled (it is killed here)."""
        worker = self._worker
        assert worker is not None
        if outcome == "timeout":
            worker.kill(dump_stack=True)
            stack = worker.fault_text()
            what = "answer" if doing == "thinking" else f"finish {doing}"
            return OpponentFailure(
                FailureKind.TIMEOUT,
                self.opponent_id,
                f"it did not {what} within {limit:g} s, so it was stopped",
                f"Where it was when it was stopped:\n{stack}" if stack else "",
            )
        if outcome == "died":
            how = _process.describe_exit(worker.exit_code())
            where = "" if doing == "thinking" else f" while {doing}"
            return OpponentFailure(
                FailureKind.CRASHED, self.opponent_id, f"{how}{where}", worker.fault_text()
            )
        worker.kill()
        return _trust.unexpected(self.opponent_id, outcome)
