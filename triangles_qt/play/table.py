"""The table: the one object that plays lines on the game in progress.

Every line reaches the game by one road, whoever draws it: its seat offers
it with :meth:`Table.offer` (seat, turn, a, b). The table plays it only if
that seat is to move, the turn is the table's current one (the one rule of
staleness: every change of position, a line, an undo, a new game, moves the
turn on, so an answer that comes late is dropped), and the rules allow it.
Then every seat is told, the keeper is told what to keep, and the next seat
is asked. The table's :class:`Phase` says at every moment whether lines can
be played; its :class:`~triangles_qt.session.Ending`, made here and nowhere
else, says how a game ended. What the table holds and what it allows now
(who is to move, may the person undo, redo or resign) is read from its base,
:class:`~triangles_qt.play.table_state.TableState`; the seats as a whole
are :class:`~triangles_qt.play.seat_list.Seats`.

While a new board is being made (off the UI thread) the old game is frozen:
no line, undo or hint changes it, and the keeper has already been told it
is being replaced. Asking for another new game meanwhile replaces the
request: the newest setup wins.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Board, Game, Refusal, undo_target
from triangles_qt.net.reasons import EndReason, Reason, wire_id
from triangles_qt.netplay.link import Link
from triangles_qt.play.drivers import DriverFactory
from triangles_qt.play.hints import Hints
from triangles_qt.play.keeping import Keeping, record_text
from triangles_qt.play.remote import RemoteSeat
from triangles_qt.play.seat_list import Seats
from triangles_qt.play.seats import TableSeat
from triangles_qt.play.table_state import Phase, TableState
from triangles_qt.plugins.policy import Recovery
from triangles_qt.session import (
    Assistance,
    Ending,
    GameKeeper,
    GameSetup,
    SavedGame,
    Seat,
    Termination,
    make_board,
)


class Table(TableState):
    """The game in progress, its seats, and everything that happens to it."""

    gameStarted = Signal()
    preparingChanged = Signal(bool)  # a new board is being made: nothing can be played
    newGameFailed = Signal(str)  # the new board could not be made (why); the old game goes on
    movesChanged = Signal()
    refused = Signal(int, int, object)  # a, b, Refusal
    thinkingChanged = Signal(bool)
    gameFinished = Signal()  # it ended with a result (by the rules, or resigned)
    gameAbandoned = Signal()  # it ended without one
    opponentFailed = Signal(object)
    networkChanged = Signal()  # the other device went away, came back, or the link ended
    networkEnded = Signal(object)  # the link ended before the game did (a Reason): no result
    undoAsked = Signal()  # the other device asks to take back its last line
    undoAnswered = Signal(bool)  # the other device's answer to this side's request

    def __init__(
        self,
        keeper: GameKeeper | None = None,
        driver_factory: DriverFactory | None = None,
        parent: QObject | None = None,
        substitute_factory: DriverFactory | None = None,
    ) -> None:
        super().__init__(keeper, parent)
        self._drivers = driver_factory
        self._stand_ins = substitute_factory
        self._keeping = Keeping(None, GameSetup((Seat(""), Seat(""))))
        self._boards.made.connect(self._board_made)
        self._boards.failed.connect(self._no_board)
        self._pause: float | None = None
        self.hints = Hints(self, driver_factory, self)
        self.hints.ready.connect(self._hint_shown)

    @property
    def computer_pause(self) -> float | None:
        """Seconds a computer's line waits at least before it appears (None: the seats' own)."""
        return self._pause

    @computer_pause.setter
    def computer_pause(self, seconds: float | None) -> None:
        self._pause = seconds
        if seconds is not None:
            self._seats.set_pause(seconds)

    # -- the one road of a line -----------------------------------------------------------------

    def offer(self, seat: TableSeat, turn: int, a: int, b: int) -> Refusal | None:
        """``seat`` draws a-b at ``turn``: played, refused (returned), or dropped as stale."""
        game = self._game
        if game is None or turn != self._turn or seat is not self._to_move():
            return None  # late, out of turn, or from a seat that is not at the table
        if self.phase is not Phase.PLAYING:
            return None
        reason = game.refusal(a, b)
        if reason is not None:
            seat.refused(turn, a, b, reason)
            self.refused.emit(a, b, reason)
            return reason
        game.play(a, b)
        self._redo.clear()  # a new line: what was taken back stays taken back
        move = game.moves[-1]
        self._turn += 1
        for each in self._seats:
            each.line_played(self._turn, move)
        self._changed()
        return None

    def request_line(self, a: int, b: int) -> Refusal | None:
        """The person to move asks for a-b (the board's road to :meth:`offer`)."""
        seat = self.person_to_move()
        return seat.draw(a, b) if seat is not None else None

    def take_back_to(self, seat: TableSeat, move_count: int) -> bool:
        """Take lines back until ``move_count`` remain, for ``seat`` (the other device's
        agreed position, play/remote.py); never in a finished game, whose result is final."""
        if self._game is None or seat not in self._seats or self._ending is not None:
            return False
        self._redo.clear()
        self._take_back(move_count)
        return True

    def follow(self, seat: TableSeat, a: int, b: int) -> Refusal | None:
        """Play a-b for whoever is to move, for ``seat``: a line of the position both devices
        agreed on (play/remote.py), this side's own included (one it sent and lost in a crash
        before it was kept here). Played, refused (returned), or dropped as :meth:`offer`."""
        to_move = self._to_move()
        if seat not in self._seats or to_move is None:
            return None
        return self.offer(to_move, self._turn, a, b)

    def _take_back(self, move_count: int) -> None:
        game = self._game
        assert game is not None
        if game.move_count > move_count:
            while game.move_count > move_count:
                game.undo()
            self._position_changed()

    def _changed(self) -> None:
        """After a line: keep it, say so, and see who is next (or how it ended)."""
        game = self._game
        assert game is not None
        if game.is_over and self._ending is None:
            self._end(Termination.RULES, save_first=False)
        self._save()
        self.movesChanged.emit()
        if self._ending is not None:
            self._refresh_phase()
            if self._ending.counts:
                self.gameFinished.emit()
            return
        self._next()

    def _next(self) -> None:
        """Ask the seat to move (when it may)."""
        self._refresh_phase()
        seat = self._to_move()
        if seat is not None and self._phase is Phase.PLAYING:
            seat.your_turn(self._turn)

    def _position_changed(self) -> None:
        """The position changed other than by a line: late answers are stale, seats stop."""
        self._turn += 1
        self.hints.forget()
        self._seats.stop()
        self._save()
        self.movesChanged.emit()

    # -- starting ---------------------------------------------------------------------------------

    def new_game(self, setup: GameSetup, board: Board | None = None) -> None:
        """Start a game; the board is made from the setup off the UI thread, unless given."""
        self._leave_current()
        if board is not None:
            self._boards.forget()
            self._begin(setup, board)
            return
        self._boards.ask(setup)
        self._refresh_phase()
        self.preparingChanged.emit(True)

    def _board_made(self, setup: GameSetup, board: Board) -> None:
        self.preparingChanged.emit(False)
        self._begin(setup, board)

    def _no_board(self, setup: GameSetup, why: str) -> None:
        """The new board could not be made: the old game goes on (or the smallest starts)."""
        self._refresh_phase()
        self.preparingChanged.emit(False)
        self.newGameFailed.emit(why)
        if self._game is None:
            smallest = GameSetup((Seat(""), Seat("")), n_stars=24, layout="phone")
            self._begin(smallest, make_board(smallest)[0])
            return
        failure = self.failure
        if failure is not None:
            self.opponentFailed.emit(failure)  # its question was dropped meanwhile
        else:
            self._next()

    def _begin(self, setup: GameSetup, board: Board) -> None:
        if setup.seed is None and board.seed is not None:
            setup = replace(setup, seed=board.seed)
        self._seat_players(Game(board, play_again=setup.play_again), setup)
        self._save()

    def start_network(self, link: Link, setup: GameSetup) -> None:
        """Play the game ``link`` holds with the other device (its seat is the remote one)."""
        if link.game is None or setup.local_player is None:
            raise ValueError("a network game needs the link's game and a remote seat")
        self._leave_current()
        if self.preparing:  # a board on its way for another game: dropped
            self._boards.forget()
            self.preparingChanged.emit(False)
        self._seat_players(link.game.copy(), setup, RemoteSeat(link, self))
        self._save()  # from its first moment: a crash before the first line can go back to it

    def resume(self, saved: SavedGame) -> None:
        """Continue a game the keeper recovered from the autosave (with the help counted
        so far; a save from before the counts were kept counts from now on)."""
        self._seat_players(
            saved.game,
            saved.setup,
            substituted=saved.substituted_moves,
            assistance=saved.assistance or Assistance(),
        )

    def _seat_players(
        self,
        game: Game,
        setup: GameSetup,
        remote: RemoteSeat | None = None,
        substituted: int = 0,
        assistance: Assistance | None = None,
    ) -> None:
        self._seats.stand_up()
        self.hints.forget()
        self._game, self._setup = game, setup
        self._ending = None
        self._assistance = assistance or Assistance()
        self._redo.clear()
        self._keeping = Keeping(self._keeper, setup)
        self._turn += 1
        self._seats = Seats.for_setup(
            setup, self._drivers, self._stand_ins, remote, self, substituted
        )
        if self._pause is not None:
            self._seats.set_pause(self._pause)
        for computer in self._seats.computers:
            computer.thinkingChanged.connect(self.thinkingChanged)
            computer.failed.connect(self._seat_failed)
        if remote is not None:
            remote.changed.connect(self._network_changed)
            remote.ended.connect(self._network_ended)
            remote.undoAsked.connect(self.undoAsked)
            remote.undoAnswered.connect(self.undoAnswered)
        for player, seat in enumerate(self._seats):
            seat.sit_down(self, player)
        self._set_phase(Phase.PLAYING)
        self.gameStarted.emit()
        self.movesChanged.emit()
        if game.is_over:  # (a board on which no triangle can be closed at all)
            self._end(Termination.RULES, save_first=False)
            self.gameFinished.emit()
        else:
            self._next()

    def _leave_current(self) -> None:
        """The game on the table gives way: freeze it and tell the keeper (and the other device)."""
        self._seats.stop()
        self.hints.forget()
        remote = self.remote
        left_network = remote is not None and not self.ended
        if remote is not None:
            remote.let_go(EndReason.LEFT)
        if self._game is not None and not self.preparing:
            self._keeping.replaced(said_goodbye=left_network)

    # -- the end -------------------------------------------------------------------------------

    def _end(self, termination: Termination, reason: str | None = None, *,
             save_first: bool = True) -> None:  # fmt: skip
        game, setup = self._game, self._setup
        assert game is not None and setup is not None
        self._ending = Ending.of(game, setup, termination, reason)
        self._redo.clear()
        self._seats.stop()
        self.hints.forget()
        if save_first or not self._ending.counts:
            self._save()
        self._set_phase(Phase.ENDED)

    def resign(self) -> bool:
        """The person gives the game up: it ends now and counts as a loss (saved at once)."""
        if not self.can_resign():
            return False
        self._end(Termination.RESIGNED)
        self.movesChanged.emit()
        self.gameFinished.emit()
        return True

    def abandon(self) -> None:
        """End the game now, without a result: it is not recorded anywhere."""
        if self._game is None or self._ending is not None:
            return
        remote = self.remote
        if remote is not None:
            remote.let_go(EndReason.LEFT)
        self._end(Termination.ABANDONED)
        self.gameAbandoned.emit()

    def recover(self, choice: Recovery) -> None:
        """The player's answer after an opponent failed (see ``plugins/policy.py``)."""
        if not self.preparing:
            self._seats.recover(choice)
            self._refresh_phase()

    def _seat_failed(self, failure: object) -> None:
        self._refresh_phase()
        self.opponentFailed.emit(failure)

    # -- the other device -------------------------------------------------------------------

    def _network_changed(self) -> None:
        self._refresh_phase()
        game = self._game
        if game is not None and game.is_over and self._ending is None:
            self._changed()
        self.networkChanged.emit()
        if self._phase is Phase.PLAYING:
            self._next()

    def _network_ended(self, reason: Reason) -> None:
        game = self._game
        if game is None or game.is_over or self._ending is not None:
            return
        self._end(Termination.DEVICE_LEFT, wire_id(reason))  # (an ending keeps the id)
        self.networkEnded.emit(reason)
        self.movesChanged.emit()
        self.gameAbandoned.emit()

    def request_hint(self) -> bool:
        """Ask for a line for the person to move (``hints.ready``); none in a network game,
        where it would be help the other player cannot see."""
        return self.remote is None and self.hints.ask()

    def _hint_shown(self, _a: int, _b: int) -> None:
        """A hint reached the person (against the computer): counted, and saved at once."""
        setup = self._setup
        if setup is not None and setup.human_player is not None and not self.ended:
            self._assistance = self._assistance.with_hint()
            self._save()

    def answer_undo(self, accept: bool) -> None:
        """This side's answer to the other device's undo request."""
        remote = self.remote
        if remote is not None:
            remote.answer_undo(accept)

    # -- undo -----------------------------------------------------------------------------------

    def undo(self) -> bool:
        """Take back the last line; against the computer, back to before the person's last;
        in a network game, only by the other device's agreement (``undoAnswered``)."""
        game, setup = self._game, self._setup
        if game is None or setup is None or not self.can_undo():
            return False
        remote = self.remote
        if remote is not None:
            asked = remote.request_undo()
            self._refresh_phase()
            self.movesChanged.emit()
            return asked
        human = setup.human_player
        target = game.move_count - 1 if human is None else undo_target(game, human)
        assert target is not None
        if human is not None:
            self._assistance = self._assistance.with_undo()  # (saved with the position)
        self._redo.append(tuple((move.a, move.b) for move in game.moves[target:]))
        self._seats.forget_failures()
        self._take_back(target)
        self._next()
        return True

    def redo(self) -> bool:
        """Put back the lines the last undo took back, in their order (the same lines give
        the same scores and the same player to move); until a new line is drawn."""
        game = self._game
        if game is None or not self.can_redo():
            return False
        lines = self._redo.pop()
        self._seats.forget_failures()
        for a, b in lines:
            if game.refusal(a, b) is not None:  # (the position is the undo's: never happens)
                self._redo.clear()
                break
            game.play(a, b)
        self._position_changed()
        if game.is_over:  # (an undo never takes back a finished game's last line)
            self._changed()
        else:
            self._next()
        return True

    # -- keeping ----------------------------------------------------------------------------------

    def record_text(self, extra: dict[str, Any] | None = None) -> str:
        """The game's save as it stands (play/keeping.py)."""
        game, setup = self._game, self._setup
        assert game is not None and setup is not None
        return record_text(
            game, setup, self._ending, self.substituted_moves, extra, self._assistance
        )

    def _save(self) -> None:
        if self._game is not None:
            self._keeping.state(
                self._game, self._ending, self.substituted_moves, self._assistance
            )

    def shutdown(self) -> None:
        """The app quits: a network game is not left, only dropped (it comes back at the next
        start, as any game does), so the other device waits for this one."""
        self._seats.stand_up()
        self.hints.close()
        self._boards.forget()
        background.wait_at_quit()
        if self._keeper is not None:
            self._keeper.flush()
