"""The one place where input, opponents, the rules and the game's keeper meet.

The view reports the line a person meant; a computer opponent reports the
line it chose; either way the controller asks the model, and on success
tells everyone what changed, and the :class:`~triangles_qt.session.GameKeeper`
what to keep. Opponents are just another source of moves: an
:class:`OpponentDriver` that answers a request with a signal. An answer
that arrives after the position changed (undo, new game) is dropped.

While a new board is being made (off the UI thread) the old game is frozen:
no line, undo, hint or computer answer changes it, and the keeper has
already been told it is being replaced.

A network game has a :class:`~triangles_qt.netplay.link.Link` for its other
seat: the link's peer checks and plays the other device's lines on the very
``Game`` the controller holds, so the controller only tells everyone; this
side's lines go out through the link; undo needs the other side's yes; and
a link that ends before the game does ends the game without a result.
A network game is saved after every line like any game, with its
:class:`~triangles_qt.session.setup.Rendezvous`, so that after a crash (or a
quit, which only drops the connection) the app can go back to it; leaving
it for another game says goodbye to the other device and lets its save go.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from triangles_qt.model import Board, Game, Layout, Refusal, save_game
from triangles_qt.netplay.link import Link
from triangles_qt.play.relay import Relay
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import Recovery
from triangles_qt.session import (
    GameKeeper,
    GameSetup,
    Outcome,
    SavedGame,
    Seat,
    game_result,
    outcome,
)
from triangles_qt.stats import has_drawn_a_line

#: Shortest time a computer move takes to appear, so a player sees it happen.
COMPUTER_PAUSE_S = 0.6
#: The opponent that suggests lines, and how long it may think.
HINT_OPPONENT = "hard"
HINT_TIME_S = 1.0
#: At quit, how long a board still being made is waited for.
BOARD_WAIT_AT_QUIT_S = 10.0


class OpponentDriver(QObject):
    """Runs one computer opponent off the UI thread. Subclasses do the work.

    ``request`` must return at once; the answer comes later as ``moveChosen``
    (token, a, b) or ``failed`` (token, failure). The token is the caller's,
    so stale answers can be recognised.
    """

    moveChosen = Signal(int, int, int)
    failed = Signal(int, object)

    opponent_id: str = ""

    def display_name(self) -> str:
        return self.opponent_id

    def request(self, token: int, game: Game, time_limit: float) -> None:
        raise NotImplementedError

    def cancel(self) -> None:
        """Forget the request in progress (its answer, if any, is dropped)."""

    def close(self) -> None:
        """Stop for good (worker processes, threads)."""


DriverFactory = Callable[[str], OpponentDriver]


class GameController(QObject):
    """Owns the game in progress and everything that happens to it."""

    gameStarted = Signal()
    preparingChanged = Signal(bool)  # a new board is being made: nothing can be played
    newGameFailed = Signal(str)  # the new board could not be made (why); the old game goes on
    movesChanged = Signal()
    refused = Signal(int, int, object)  # a, b, Refusal
    thinkingChanged = Signal(bool)
    gameFinished = Signal()
    gameAbandoned = Signal()
    opponentFailed = Signal(object)
    hintReady = Signal(int, int)
    hintFailed = Signal(object)
    networkChanged = Signal()  # the other device went away, came back, or the link ended
    networkEnded = Signal(str)  # the link ended before the game did (a reason id): no result
    undoAsked = Signal()  # the other device asks to take back its last line
    undoAnswered = Signal(bool)  # the other device's answer to this side's request

    def __init__(
        self,
        keeper: GameKeeper | None = None,
        driver_factory: DriverFactory | None = None,
        parent: QObject | None = None,
        substitute_factory: DriverFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self._keeper = keeper
        self._driver_factory = driver_factory
        # Given the id of an opponent that failed, a driver for the one that stands in.
        self._substitute_factory = substitute_factory
        self._substitute: OpponentDriver | None = None
        self._substituted = 0
        self._abandoned = False
        self._resigned = False
        self._link: Link | None = None
        self._net_ended: str | None = None
        self._hint_driver: OpponentDriver | None = None
        self._hint_token = 0
        self._hint_for: tuple[tuple[int, int], ...] | None = None
        self._drivers: dict[int, OpponentDriver] = {}
        self._game: Game | None = None
        self._setup: GameSetup | None = None
        self._token = 0
        self._thinking = False
        self._asked_at = 0.0
        self._pending_failure: object | None = None
        self._finish_told = False
        self.computer_pause = COMPUTER_PAUSE_S
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_computer_move)
        self._queued: tuple[int, int, int] | None = None
        # The board being made for the next game: (request number, setup), None when idle.
        self._preparing: tuple[int, GameSetup] | None = None
        self._board_requests = 0
        self._board_threads: list[threading.Thread] = []
        self._board_relay = Relay()
        self._board_relay.done.connect(self._board_made, Qt.ConnectionType.QueuedConnection)

    # -- state -------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def setup(self) -> GameSetup | None:
        return self._setup

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def keeper(self) -> GameKeeper | None:
        return self._keeper

    @property
    def preparing(self) -> bool:
        """A new game's board is being made: the old game can no longer change."""
        return self._preparing is not None

    @property
    def failure(self) -> object | None:
        """The opponent failure waiting for the player's decision, if any."""
        return self._pending_failure

    @property
    def link(self) -> Link | None:
        """The other device, in a network game."""
        return self._link

    @property
    def network_end(self) -> str | None:
        """Why the network game ended before the rules ended it (a reason id), if it did."""
        return self._net_ended

    def driver(self, player: int) -> OpponentDriver | None:
        return self._drivers.get(player)

    @property
    def abandoned(self) -> bool:
        """The game ended without a result: the player ended it after an opponent failed,
        or a network game's other device left (``network_end`` says why)."""
        return self._abandoned or self._net_ended is not None

    @property
    def resigned(self) -> bool:
        """The person resigned this game against the computer: it is over, and lost."""
        return self._resigned

    @property
    def ended(self) -> bool:
        """No more lines will be drawn: finished by the rules, resigned or abandoned."""
        game = self._game
        return (
            game is None
            or game.is_over
            or self._resigned
            or self._abandoned
            or self._net_ended is not None
        )

    def outcome(self) -> tuple[Outcome, int | None] | None:
        """How the game ended and who won; None while it goes on or if it ended without a result."""
        game, setup = self._game, self._setup
        if game is None or setup is None or self._abandoned or self._net_ended is not None:
            return None
        if not (game.is_over or self._resigned):
            return None
        return outcome(game, setup, self._resigned)

    @property
    def substituted_moves(self) -> int:
        return self._substituted

    def human_to_move(self) -> bool:
        game, setup = self._game, self._setup
        if game is None or setup is None or self.ended or self._pending_failure is not None:
            return False
        if self._preparing is not None:
            return False
        seat = setup.seats[game.current_player]
        if seat.remote:
            return False
        link = self._link
        if link is not None and (not link.connected or link.undo_waiting):
            return False  # waiting for the other device, or for its answer
        return not seat.is_computer

    def human_has_drawn(self) -> bool:
        """Against the computer: has the person drawn at least one line of this game?"""
        game, setup = self._game, self._setup
        if game is None or setup is None or setup.human_player is None:
            return False
        return has_drawn_a_line(game, setup.human_player)

    def can_resign(self) -> bool:
        """Resigning (or leaving for a new game) counts as a loss: only against the computer,
        and only once the person has drawn a line (docs/rules.md)."""
        return not self.ended and self._preparing is None and self.human_has_drawn()

    def in_progress(self) -> bool:
        """A game someone has drawn in and that has not ended: leaving it needs a question.

        While a new board is made the old game has been left already."""
        game = self._game
        return (
            game is not None and game.move_count > 0 and not self.ended and self._preparing is None
        )

    # -- starting ----------------------------------------------------------------

    def new_game(self, setup: GameSetup, board: Board | None = None) -> None:
        """Start a game; the board is generated from the setup (off the UI thread) unless given.

        The old game is judged (and its keeper told) now, and stays frozen
        until the new board is ready; asking again meanwhile replaces the
        request: the newest setup wins.
        """
        self._leave_current()
        if board is None:
            self._board_requests += 1
            self._preparing = (self._board_requests, setup)
            self.preparingChanged.emit(True)
            number = self._board_requests
            relay = self._board_relay

            def work() -> None:
                try:
                    made: Board | Exception = Board.generate(
                        setup.n_stars, setup.seed, layout=Layout(setup.layout)
                    )
                except Exception as exc:  # reported on the UI thread
                    made = exc
                relay.done.emit((number, made))

            thread = threading.Thread(target=work, name="board-generation", daemon=True)
            self._board_threads = [t for t in self._board_threads if t.is_alive()] + [thread]
            thread.start()
            return
        self._begin(setup, board)

    def _leave_current(self) -> None:
        """The game on the table gives way: freeze it and tell the keeper."""
        self._stop_thinking()
        left_network = self._link is not None and not self.ended
        self._let_go_of_link("left")
        if self._game is not None and self._keeper is not None and self._preparing is None:
            if left_network and self._setup is not None:
                # The other device was told the game ended: there is nothing to go back to.
                self._keeper.abandoned(self._setup.game_id)
            else:
                self._keeper.replacing()

    def _board_made(self, arrived: object) -> None:
        assert isinstance(arrived, tuple)
        number: int = arrived[0]
        made: Board | Exception = arrived[1]
        preparing = self._preparing
        if preparing is None or preparing[0] != number:
            return  # a newer request replaced this one
        self._preparing = None
        self.preparingChanged.emit(False)
        if isinstance(made, Exception):
            self._generation_failed(made)
            return
        self._begin(preparing[1], made)

    def _generation_failed(self, error: Exception) -> None:
        """The new board could not be made: the old game goes on (or a small one starts)."""
        self.newGameFailed.emit(str(error) or type(error).__name__)
        if self._game is None:
            smallest = GameSetup((Seat(""), Seat("")), n_stars=24, layout="phone")
            self._begin(smallest, Board.generate(24, None, layout=Layout.PHONE))
            return
        if self._pending_failure is not None:
            self.opponentFailed.emit(self._pending_failure)  # its question was dropped
        else:
            self._maybe_computer_turn()

    def _begin(self, setup: GameSetup, board: Board) -> None:
        if self._preparing is not None:
            self._preparing = None
            self.preparingChanged.emit(False)
        if setup.seed is None and board.seed is not None:
            setup = _replace_seed(setup, board.seed)
        self._start(Game(board, play_again=setup.play_again), setup)
        self._save()

    def start_network(self, link: Link, setup: GameSetup) -> None:
        """Play the game ``link`` holds (both devices agree on it) with the other device."""
        game = link.game
        if game is None or setup.local_player is None:
            raise ValueError("a network game needs the link's game and a remote seat")
        self._leave_current()
        if self._preparing is not None:  # a board on its way for another game: dropped
            self._preparing = None
            self.preparingChanged.emit(False)
        self._link = link
        link.lineArrived.connect(self._remote_line)
        link.undoAsked.connect(self._remote_undo_asked)
        link.undoAnswered.connect(self._remote_undo_answered)
        link.connectionLost.connect(self.networkChanged)
        link.joined.connect(self._remote_back)
        link.ended.connect(self._remote_ended)
        self._start(game, setup)
        self._save()  # from its first moment: a crash before the first line can go back to it

    def _let_go_of_link(self, reason: str | None) -> None:
        """Stop playing with the other device: ``reason`` is said to it, or, None, nothing is
        (the connection only drops, so the other device waits for this one to come back)."""
        link, self._link = self._link, None
        if link is None:
            return
        for signal, slot in (
            (link.lineArrived, self._remote_line),
            (link.undoAsked, self._remote_undo_asked),
            (link.undoAnswered, self._remote_undo_answered),
            (link.connectionLost, self.networkChanged),
            (link.joined, self._remote_back),
            (link.ended, self._remote_ended),
        ):
            signal.disconnect(slot)
        if reason is None:
            link.drop()
        else:
            link.leave(reason)
        link.deleteLater()

    def _remote_line(self, a: int, b: int) -> None:
        """The other device drew a-b; its peer has checked and played it on our game."""
        self._after_move()

    def _remote_back(self, resumed: bool) -> None:
        self.networkChanged.emit()
        self.movesChanged.emit()  # the reconnection may have brought lines
        game = self._game
        if game is not None and game.is_over:
            self._after_move()

    def _remote_ended(self, reason: str) -> None:
        game = self._game
        if game is None or game.is_over:
            self.networkChanged.emit()
            return
        self._net_ended = reason
        if self._keeper is not None and self._setup is not None:
            self._keeper.abandoned(self._setup.game_id)
        self.networkEnded.emit(reason)
        self.networkChanged.emit()
        self.movesChanged.emit()
        self.gameAbandoned.emit()

    def _remote_undo_asked(self, index: int) -> None:
        self.undoAsked.emit()

    def answer_undo(self, accept: bool) -> None:
        """This side's answer to the other device's undo request."""
        link, game = self._link, self._game
        if link is None or game is None:
            return
        before = game.move_count
        if link.answer_undo(accept) and game.move_count != before:
            self._save()
            self.movesChanged.emit()

    def _remote_undo_answered(self, accepted: bool) -> None:
        if accepted:
            self._save()
        self.movesChanged.emit()
        self.undoAnswered.emit(accepted)

    def resume(self, saved: SavedGame) -> None:
        """Continue a game the keeper recovered from the autosave."""
        self._start(saved.game, saved.setup, substituted=saved.substituted_moves)

    def resign(self) -> bool:
        """The person gives the game up: it ends now and counts as a loss.

        Saved at once as resigned, so the loss survives a crash before the
        statistics confirm it, like any finished game's result.
        """
        if not self.can_resign():
            return False
        self._stop_thinking()
        self._pending_failure = None
        self._resigned = True
        self._save()
        self.movesChanged.emit()
        self.gameFinished.emit()
        return True

    def _start(self, game: Game, setup: GameSetup, substituted: int = 0) -> None:
        self._stop_thinking()
        if self._link is not None and self._link.game is not game:
            self._let_go_of_link("left")
        self._net_ended = None
        for driver in self._drivers.values():
            driver.close()
        self._drivers = {}
        self._game = game
        self._setup = setup
        self._pending_failure = None
        self._finish_told = False
        self._abandoned = False
        self._resigned = False
        self._substituted = substituted
        self._token += 1
        if self._driver_factory is not None:
            for player, seat in enumerate(setup.seats):
                if seat.opponent_id is not None:
                    driver = self._driver_factory(seat.opponent_id)
                    driver.moveChosen.connect(self._on_computer_move)
                    driver.failed.connect(self._on_computer_failed)
                    self._drivers[player] = driver
                    prepare = getattr(driver, "prepare", None)
                    if prepare is not None:
                        prepare(game)
        self.gameStarted.emit()
        self.movesChanged.emit()
        if game.is_over:
            self.gameFinished.emit()
        else:
            self._maybe_computer_turn()

    # -- moves -------------------------------------------------------------------

    def request_line(self, a: int, b: int) -> Refusal | None:
        """A person asks for line a-b. Returns the refusal, if any (also signalled)."""
        game = self._game
        if game is None or not self.human_to_move():
            return None
        reason = game.refusal(a, b)
        if reason is not None:
            self.refused.emit(a, b, reason)
            return reason
        game.play(a, b)
        if self._link is not None:
            self._link.send_line(a, b)
        self._after_move()
        return None

    def _after_move(self) -> None:
        self._save()
        self.movesChanged.emit()
        game = self._game
        assert game is not None
        if game.is_over:
            # (a network game's link says "finished" itself once both devices have the end)
            self.gameFinished.emit()
        else:
            self._maybe_computer_turn()

    def _maybe_computer_turn(self) -> None:
        game = self._game
        if game is None or self.ended or self._pending_failure is not None:
            return
        if self._preparing is not None:
            return
        driver = self._drivers.get(game.current_player)
        if driver is None:
            return
        self._token += 1
        self._set_thinking(True)
        self._asked_at = time.monotonic()
        assert self._setup is not None
        driver.request(self._token, game.copy(), self._setup.time_limit)

    def _on_computer_move(self, token: int, a: int, b: int) -> None:
        if token != self._token or not self._thinking:
            return
        wait = self.computer_pause - (time.monotonic() - self._asked_at)
        self._queued = (token, a, b)
        self._apply_timer.start(max(0, int(wait * 1000)))

    def _apply_computer_move(self) -> None:
        queued, self._queued = self._queued, None
        game = self._game
        if queued is None or game is None or queued[0] != self._token:
            return
        _token, a, b = queued
        self._set_thinking(False)
        reason = game.refusal(a, b)
        if reason is not None:
            # The runner checks answers already; this is the last line of defence.
            driver = self._drivers.get(game.current_player)
            self._fail(
                OpponentFailure(
                    FailureKind.ILLEGAL,
                    driver.opponent_id if driver else "?",
                    f"it chose {a}-{b}, which the rules refuse ({reason.value})",
                )
            )
            return
        game.play(a, b)
        self._after_move()

    def _on_computer_failed(self, token: int, failure: object) -> None:
        if token != self._token:
            return
        self._set_thinking(False)
        self._fail(failure)

    def _fail(self, failure: object) -> None:
        self._pending_failure = failure
        self.opponentFailed.emit(failure)

    def recover(self, choice: Recovery) -> None:
        """The player's answer after an opponent failed (see ``plugins/policy.py``)."""
        failure = self._pending_failure
        game = self._game
        if failure is None or game is None or self._preparing is not None:
            return
        self._pending_failure = None
        if choice is Recovery.RETRY:
            self._maybe_computer_turn()
        elif choice is Recovery.END_GAME:
            self.abandon()
        else:
            self._substitute_turn(getattr(failure, "opponent_id", ""))

    def _substitute_turn(self, failed_id: str) -> None:
        game, setup = self._game, self._setup
        if game is None or setup is None or self._substitute_factory is None:
            return
        if self._substitute is not None:
            self._substitute.close()
        driver = self._substitute_factory(failed_id)
        driver.moveChosen.connect(self._on_substitute_move)
        driver.failed.connect(self._on_computer_failed)
        self._substitute = driver
        self._token += 1
        self._set_thinking(True)
        self._asked_at = time.monotonic()
        driver.request(self._token, game.copy(), setup.time_limit)

    def _on_substitute_move(self, token: int, a: int, b: int) -> None:
        if token == self._token:
            self._substituted += 1
        self._on_computer_move(token, a, b)

    # -- hints -------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the hard opponent for a line for the person to move; answers via ``hintReady``."""
        game = self._game
        if game is None or not self.human_to_move() or self._driver_factory is None:
            return False
        if self._link is not None:
            return False  # a network game: no help the other player cannot see
        if self._hint_driver is None:
            self._hint_driver = self._driver_factory(HINT_OPPONENT)
            self._hint_driver.moveChosen.connect(self._on_hint)
            self._hint_driver.failed.connect(self._on_hint_failed)
        self._hint_driver.cancel()
        self._hint_token += 1
        self._hint_for = game.lines
        self._hint_driver.request(self._hint_token, game.copy(), HINT_TIME_S)
        return True

    def _on_hint(self, token: int, a: int, b: int) -> None:
        game = self._game
        if token != self._hint_token or game is None or game.lines != self._hint_for:
            return
        if not self.human_to_move():
            return  # resigned, ended or the computer's turn since: the hint is moot
        if game.refusal(a, b) is None:
            self.hintReady.emit(a, b)

    def _on_hint_failed(self, token: int, failure: object) -> None:
        if token == self._hint_token:
            self.hintFailed.emit(failure)

    def abandon(self) -> None:
        """End the game now, without a result: it is not recorded anywhere."""
        self._stop_thinking()
        self._pending_failure = None
        self._abandoned = True
        self._let_go_of_link("left")
        if self._keeper is not None and self._setup is not None:
            self._keeper.abandoned(self._setup.game_id)
        self.gameAbandoned.emit()

    def _set_thinking(self, on: bool) -> None:
        if on != self._thinking:
            self._thinking = on
            self.thinkingChanged.emit(on)

    def _stop_thinking(self) -> None:
        self._token += 1
        self._hint_token += 1  # a hint on its way belongs to a position that is gone
        self._apply_timer.stop()
        self._queued = None
        for driver in self._drivers.values():
            driver.cancel()
        if self._substitute is not None:
            self._substitute.cancel()
        self._set_thinking(False)

    # -- undo --------------------------------------------------------------------

    def can_undo(self) -> bool:
        game, setup = self._game, self._setup
        if game is None or setup is None or game.move_count == 0 or self._preparing is not None:
            return False
        if self.ended:
            # A finished game's result is final (handed to the statistics already).
            return False
        link = self._link
        if link is not None:
            peer_target = link.connected and not link.undo_waiting
            return peer_target and _undo_target(game, setup.local_player) is not None
        return setup.human_player is None or self.human_has_drawn()

    def undo(self) -> bool:
        """Take back the last move; against the computer, back to the person's last move."""
        game, setup = self._game, self._setup
        if game is None or setup is None or not self.can_undo():
            return False
        if self._link is not None:
            # Only by agreement: the other device answers (``undoAnswered``).
            asked = self._link.request_undo()
            self.movesChanged.emit()  # nothing can be drawn while the question waits
            return asked
        self._stop_thinking()
        self._pending_failure = None
        human = setup.human_player
        if human is None:
            game.undo()
        else:
            while game.move_count and game.moves[-1].player != human:
                game.undo()
            game.undo()
        self._save()
        self.movesChanged.emit()
        self._maybe_computer_turn()
        return True

    # -- saving -------------------------------------------------------------------

    def record_text(self, extra: dict[str, Any] | None = None) -> str:
        game, setup = self._game, self._setup
        assert game is not None and setup is not None
        data = setup.to_extra()
        data["finished"] = game.is_over or self._resigned
        if self._resigned:
            data["resigned"] = True
        data["substituted_moves"] = self._substituted
        data.update(extra or {})
        return save_game(game, data)

    def _save(self) -> None:
        """Tell the keeper the game's newest state; an ended game's result goes with it, once."""
        keeper, game, setup = self._keeper, self._game, self._setup
        if keeper is None or game is None or setup is None:
            return
        if not (game.is_over or self._resigned):
            if not setup.network or setup.rendezvous is not None:
                # (a network game without its way back could not be resumed)
                keeper.save(setup.game_id, self.record_text())
        elif not self._finish_told and not self._abandoned:
            self._finish_told = True
            ended_at = time.time()
            text = self.record_text({"finished_at": ended_at})
            result = game_result(game, setup, resigned=self._resigned, finished_at=ended_at)
            keeper.finished(setup.game_id, text, result)

    def shutdown(self) -> None:
        """The app quits: a network game is not left, only dropped (it comes back at the next
        start, as any game does), so the other device waits for this one."""
        self._stop_thinking()
        self._let_go_of_link(None)
        for driver in self._drivers.values():
            driver.close()
        self._drivers = {}
        if self._substitute is not None:
            self._substitute.close()
            self._substitute = None
        if self._hint_driver is not None:
            self._hint_driver.close()
            self._hint_driver = None
        self._preparing = None
        # A board still being made is waited for (briefly): a thread left running while the
        # interpreter shuts down can take the process down with it.
        for thread in self._board_threads:
            thread.join(timeout=BOARD_WAIT_AT_QUIT_S)
        self._board_threads = []
        if self._keeper is not None:
            self._keeper.flush()


def _undo_target(game: Game, player: int | None) -> int | None:
    """Where an undo by ``player`` would go back to: before that player's last line."""
    for index in range(game.move_count - 1, -1, -1):
        if game.moves[index].player == player:
            return index
    return None


def _replace_seed(setup: GameSetup, seed: int) -> GameSetup:
    from dataclasses import replace

    return replace(setup, seed=seed)
