"""A game review running in worker processes, reported to the UI thread (progress, end, cancel).

The moves are judged by ``triangles_qt.review.workers`` in a pool of
processes (as opponents think in theirs), fed from a background thread;
every answer reaches the UI thread as a queued signal, so the window never
waits. Cancelling terminates the pool.
"""

from __future__ import annotations

import multiprocessing
import os
import threading

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Game, save_game
from triangles_qt.plugins._process import main_module_hidden
from triangles_qt.review import DEFAULT_TIME_PER_MOVE, MoveReview, Review, workers
from triangles_qt.review.engine import summarize


class ReviewRun(QObject):
    """Reviews ``game`` (a copy) once ``start`` is called; ``finished(Review | None)``."""

    progress = Signal(int, int)  # moves judged, moves in all
    finished = Signal(object)  # the Review, or None (cancelled, or the workers failed)

    def __init__(
        self,
        game: Game,
        time_per_move: float = DEFAULT_TIME_PER_MOVE,
        jobs: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = save_game(game, {})
        self._total = game.move_count
        self._time = time_per_move
        self._jobs = jobs or min(2, os.cpu_count() or 1)
        self._cancel = threading.Event()
        self._pool: object | None = None
        self.running = False

    def start(self) -> None:
        self.running = True
        text, total = self._text, self._total
        time_per_move, jobs, cancel = self._time, self._jobs, self._cancel
        # (a run deleted meanwhile: what is on its way is dropped)
        progress = background.deliver_to(self, lambda judged: self.progress.emit(judged, total))

        def work() -> Review | None:
            result: Review | None = None
            try:
                context = multiprocessing.get_context("spawn")
                # As for opponent workers: ``spawn`` would re-run the app's launcher script
                # (Qt and all) in every worker; they need nothing from ``__main__``.
                with main_module_hidden():
                    pool = context.Pool(
                        jobs, initializer=workers.start, initargs=(text, time_per_move)
                    )
                with pool:
                    self._pool = pool
                    judged: list[MoveReview] = []
                    answers = pool.imap(workers.judge, range(total))
                    while len(judged) < total and not cancel.is_set():
                        try:
                            # (with a timeout: a stopped pool never answers, and Stop must stop)
                            move = answers.next(timeout=0.2)
                        except multiprocessing.TimeoutError:
                            continue
                        judged.append(move)
                        progress(len(judged))
                    if len(judged) == total and not cancel.is_set():
                        moves = tuple(judged)
                        result = Review(moves, summarize(moves))
                    pool.terminate()
            except Exception:  # a worker that could not start: reported as no review
                result = None
            return result

        background.run_off_ui(work, self._done, self, name="game-review")

    def cancel(self) -> None:
        """Stop now; ``finished(None)`` follows."""
        self._cancel.set()
        pool = self._pool
        if pool is not None:
            terminate = pool.terminate  # type: ignore[attr-defined]
            background.run_off_ui(terminate, lambda _: None, self, name="review-stop")

    def _done(self, review: object) -> None:
        self.running = False
        self.finished.emit(review if isinstance(review, Review) else None)
