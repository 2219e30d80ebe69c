"""One move asked of an opponent: the promise the runner hands back at once (Qt-free).

A :class:`MoveRequest` completes exactly once, with a legal move or an
:class:`~triangles_qt.plugins.contract.OpponentFailure`, whoever completes
it first: the runner with the answer, or the caller (or the runner's close)
with a cancellation. It is plain threading, so the app and the arena wait on
it, or are called back from it, the same way.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from triangles_qt.model import Game
from triangles_qt.plugins.contract import FailureKind, Move, OpponentFailure

_log = logging.getLogger(__name__)

Callback = Callable[["MoveRequest"], None]


class MoveRequest:
    """One move asked of an opponent; completes exactly once, with a move or a failure.

    Callbacks run on the runner's background thread (or on the thread that
    cancels), so a Qt app should only emit a signal from them.
    """

    def __init__(
        self,
        opponent_id: str,
        game: Game,
        time_limit: float,
        on_cancel: Callable[[MoveRequest], None] | None = None,
    ) -> None:
        self.opponent_id = opponent_id
        self.time_limit = time_limit
        self._game = game
        self._lock = threading.Lock()
        self._event = threading.Event()
        self._outcome: Move | OpponentFailure | None = None
        self._callbacks: list[Callback] = []
        # Told when the request is withdrawn (the runner stops a worker that is thinking).
        self._on_cancel = on_cancel
        #: Seconds from sending the request to the answer (None until answered).
        self.elapsed: float | None = None
        #: Seconds the opponent spent in ``choose_move``, as the worker measured it.
        self.think_time: float | None = None
        #: Seconds on the move's clock: from its start (the opponent was handed the position:
        #: ``choose_move`` called, an engine's ``go`` written) to the answer; what the time
        #: limit is compared with (None until answered, or if the clock never started).
        self.clock_time: float | None = None
        #: An engine's ``info`` lines since its previous answer (cleaned for showing).
        self.info: tuple[str, ...] = ()

    @property
    def game(self) -> Game:
        """The position the move was asked for: a private copy; do not change it."""
        return self._game

    def done(self) -> bool:
        return self._event.is_set()

    def cancelled(self) -> bool:
        failure = self.failure
        return failure is not None and failure.kind is FailureKind.CANCELLED

    def result(self, timeout: float | None = None) -> Move | OpponentFailure:
        """The legal move, or the failure; ``TimeoutError`` if not done within ``timeout``."""
        if not self._event.wait(timeout):
            raise TimeoutError(f"opponent {self.opponent_id!r} has not answered yet")
        assert self._outcome is not None
        return self._outcome

    @property
    def move(self) -> Move | None:
        outcome = self._outcome
        return outcome if isinstance(outcome, tuple) else None

    @property
    def failure(self) -> OpponentFailure | None:
        outcome = self._outcome
        return outcome if isinstance(outcome, OpponentFailure) else None

    def cancel(self) -> bool:
        """Withdraw the request; False if it had already completed.

        It completes at once as a ``CANCELLED`` failure; if the opponent was
        already thinking, its worker is stopped and a fresh one started.
        """
        failure = OpponentFailure(
            FailureKind.CANCELLED, self.opponent_id, "the request was cancelled"
        )
        if not self.settle(failure):
            return False
        hook = self._on_cancel
        if hook is not None:
            hook(self)
        return True

    def add_done_callback(self, callback: Callback) -> None:
        """Call ``callback(request)`` once it completes (at once if it already has)."""
        with self._lock:
            if not self._event.is_set():
                self._callbacks.append(callback)
                return
        _call(callback, self)

    def settle(
        self,
        outcome: Move | OpponentFailure,
        elapsed: float | None = None,
        think_time: float | None = None,
        *,
        clock_time: float | None = None,
        info: tuple[str, ...] = (),
    ) -> bool:
        """Complete the request (the runner's side); False if it was complete already."""
        with self._lock:
            if self._event.is_set():
                return False
            self._outcome = outcome
            self.elapsed = elapsed
            self.think_time = think_time
            self.clock_time = clock_time
            self.info = info
            callbacks, self._callbacks = self._callbacks, []
            self._event.set()
        for callback in callbacks:
            _call(callback, self)
        return True

    def __repr__(self) -> str:
        state = "pending" if not self.done() else repr(self._outcome)
        return f"<MoveRequest {self.opponent_id!r} {state}>"


def _call(callback: Callback, request: MoveRequest) -> None:
    try:
        callback(request)
    except Exception:
        _log.exception("a move-request callback raised")
