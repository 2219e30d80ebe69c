"""A game review running in worker processes, reported to the UI thread (each verdict, end, stop).

The moves are judged by ``triangles_qt.review.workers`` in a pool of
processes (as opponents think in theirs), fed from a background thread in
:func:`~triangles_qt.review.engine.review_order` (the people's own lines
first, the exact end of the game before the rest); every verdict reaches
the UI thread as a queued signal as soon as it is found, so the window
shows it at once and never waits. Stopping terminates the pool and keeps
what was judged: ``finished`` then carries the partial review, which a
later run continues (``done``) by judging only the missing lines.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Collection

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Game, save_game
from triangles_qt.plugins._process import main_module_hidden
from triangles_qt.review import DEFAULT_TIME_PER_MOVE, MoveReview, Review, workers
from triangles_qt.review.engine import make_review, review_order


class ReviewRun(QObject):
    """Reviews ``game`` (a copy) once ``start`` is called; ``finished(Review | None)``.

    ``done``: a partial review of the game to continue (its lines are not judged
    again). ``players``: whose lines come first (the people at this device;
    None: both)."""

    progress = Signal(int, int)  # lines judged (those of ``done`` included), lines in all
    judged = Signal(object)  # a MoveReview, as soon as it is found
    finished = Signal(object)  # the Review (partial if stopped), or None (nothing judged)

    def __init__(
        self,
        game: Game,
        time_per_move: float = DEFAULT_TIME_PER_MOVE,
        jobs: int | None = None,
        parent: QObject | None = None,
        *,
        done: Review | None = None,
        players: Collection[int] | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = save_game(game, {})
        self._total = game.move_count
        self._done = tuple(done.moves) if done is not None else ()
        judged = {move.index for move in self._done}
        self._order = [i for i in review_order(game, players) if i not in judged]
        self._count = len(self._done)
        self._time = time_per_move
        self._jobs = jobs or min(2, os.cpu_count() or 1)
        self._cancel = threading.Event()
        self._pool: object | None = None
        self.running = False

    @property
    def total(self) -> int:
        return self._total

    def start(self) -> None:
        self.running = True
        text, total, order, known = self._text, self._total, self._order, self._done
        time_per_move, jobs, cancel = self._time, self._jobs, self._cancel
        # (a run deleted meanwhile: what is on its way is dropped)
        found = background.deliver_to(self, self._found)

        def work() -> Review | None:
            judged: list[MoveReview] = list(known)
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
                    # (unordered: a verdict is shown as soon as any worker finds it)
                    answers = pool.imap_unordered(workers.judge, order)
                    while len(judged) < total and not cancel.is_set():
                        try:
                            # (with a timeout: a stopped pool never answers, and Stop must stop)
                            move = answers.next(timeout=0.2)
                        except multiprocessing.TimeoutError:
                            continue
                        judged.append(move)
                        found(move)
                    pool.terminate()
            except Exception:  # a worker that could not start, or failed: what was judged stays
                pass
            return make_review(judged, total) if judged else None

        background.run_off_ui(work, self._finish, self, name="game-review")

    def cancel(self) -> None:
        """Stop now; ``finished`` follows, with what was judged so far."""
        self._cancel.set()
        pool = self._pool
        if pool is not None:
            terminate = pool.terminate  # type: ignore[attr-defined]
            background.run_off_ui(terminate, lambda _: None, self, name="review-stop")

    def _found(self, move: object) -> None:
        assert isinstance(move, MoveReview)
        self._count += 1
        self.judged.emit(move)
        self.progress.emit(self._count, self._total)

    def _finish(self, review: object) -> None:
        self.running = False
        self.finished.emit(review if isinstance(review, Review) else None)
