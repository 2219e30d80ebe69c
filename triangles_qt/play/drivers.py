"""Computer opponents at work: each thinks off the UI thread and answers with a signal.

An :class:`OpponentDriver` is asked for a line (``request``) and answers
later with ``moveChosen(turn, a, b)`` or ``failed(turn, failure)``; the
turn is the table's, handed back unchanged, so the table alone decides
whether an answer is still wanted (play/table.py). A :class:`RunnerDriver`
runs an installed opponent in its own worker process
(:class:`triangles_qt.plugins.runner.OpponentRunner`); a
:class:`FallbackDriver` plays a quick safe line when nothing else can.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Game
from triangles_qt.plugins.contract import FailureKind
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.plugins.runner import OpponentRunner


class OpponentDriver(QObject):
    """Runs one computer opponent off the UI thread. Subclasses do the work.

    ``request`` must return at once; the answer comes later as ``moveChosen``
    (turn, a, b) or ``failed`` (turn, failure).
    """

    moveChosen = Signal(int, int, int)
    failed = Signal(int, object)

    opponent_id: str = ""

    def display_name(self) -> str:
        return self.opponent_id

    def prepare(self, game: Game) -> None:
        """The game's board, before the first request (building it never eats into a limit)."""

    def request(self, turn: int, game: Game, time_limit: float) -> None:
        raise NotImplementedError

    def cancel(self) -> None:
        """Stop thinking about the request in progress (its answer, if any, is not sent)."""

    def close(self) -> None:
        """Stop for good (worker processes, threads)."""


DriverFactory = Callable[[str], OpponentDriver]


class RunnerDriver(OpponentDriver):
    """An opponent in a worker process; answers arrive on the UI thread."""

    def __init__(self, opponent_id: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.opponent_id = opponent_id
        self._runner = OpponentRunner(opponent_id)
        self._request: MoveRequest | None = None

    def prepare(self, game: Game) -> None:
        """Send the board to the worker now, so building it never eats into a time limit."""
        self._runner.prepare(game)

    def request(self, turn: int, game: Game, time_limit: float) -> None:
        answer: Callable[[MoveRequest], None] = background.deliver_to(
            self, lambda request: self._deliver(turn, request), once=True
        )
        self._request = self._runner.request_move(game, time_limit, answer)

    def _deliver(self, turn: int, request: MoveRequest) -> None:
        if request is self._request:
            self._request = None
        move = request.move
        if move is not None:
            self.moveChosen.emit(turn, move[0], move[1])
        elif request.failure is not None and request.failure.kind is not FailureKind.CANCELLED:
            self.failed.emit(turn, request.failure)

    def cancel(self) -> None:
        request, self._request = self._request, None
        if request is not None:
            request.cancel()

    def close(self) -> None:
        self.cancel()
        # Joining the runner's thread can take a moment: never on the UI thread.
        runner = self._runner
        background.run_off_ui(runner.close, lambda _: None, self, name="opponent-close")


class FallbackDriver(OpponentDriver):
    """The last resort when no built-in opponent can stand in: a quick safe move."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.opponent_id = "fallback"

    def request(self, turn: int, game: Game, time_limit: float) -> None:
        budget = min(0.25, time_limit)
        background.run_off_ui(
            lambda: fallback_move(game, random.Random(), budget=budget),
            lambda move: self.moveChosen.emit(turn, *move),
            self,
            name="fallback-move",
        )
