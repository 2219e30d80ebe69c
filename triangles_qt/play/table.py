"""The table: the one object that plays lines on the game in progress.

Every line reaches the game by one road, whoever draws it: its seat offers
it with :meth:`Table.offer` (seat, turn, a, b). The table plays it only if
that seat is to move, the turn is the table's current one (the one rule of
staleness: every change of position, a line, an undo, a new game, moves the
turn on, so an answer that comes late is dropped), and the rules allow it.
Then every seat is told, the keeper is told what to keep, and the next seat
is asked. The table's :class:`Phase` says at every moment whether lines can
be played; its :class:`~triangles_qt.session.Ending`, made here and nowhere
else, says how a game ended.

While a new board is being made (off the UI thread) the old game is frozen:
no line, undo or hint changes it, and the keeper has already been told it
is being replaced. Asking for another new game meanwhile replaces the
request: the newest setup wins.
"""

from __future__ import annotations

import enum
import time
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Board, Game, Refusal, save_game, undo_target
from triangles_qt.net.reasons import EndReason, Reason, decode, wire_id
from triangles_qt.netplay.link import Link
from triangles_qt.play.computer import ComputerSeat
from triangles_qt.play.drivers import DriverFactory
from triangles_qt.play.hints import Hints
from triangles_qt.play.remote import RemoteSeat
from triangles_qt.play.seats import PersonSeat, SeatKind, TableSeat
from triangles_qt.plugins.policy import Recovery
from triangles_qt.session import (
    Ending,
    GameKeeper,
    GameSetup,
    Outcome,
    SavedGame,
    Seat,
    Termination,
    game_result,
    make_board,
)


class Phase(enum.Enum):
    """Where the game on the table is: one answer instead of many flags."""

    PREPARING = "preparing"
    """A new board is being made: nothing can be played on the old one."""
    PLAYING = "playing"
    """The seat to move may draw (a computer may be thinking)."""
    WAITING = "waiting"
    """Waiting for a seat: the other device is away or has an undo question to answer,
    or an opponent failed and the player decides what happens."""
    ENDED = "ended"
    """No more lines: :attr:`Table.ending` says how it ended."""


class Table(QObject):
    """The game in progress, its seats, and everything that happens to it."""

    gameStarted = Signal()
    phaseChanged = Signal(object)  # the new Phase
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
        super().__init__(parent)
        self._keeper = keeper
        self._drivers = driver_factory
        self._stand_ins = substitute_factory
        self._game: Game | None = None
        self._setup: GameSetup | None = None
        self._seats: list[TableSeat] = []
        self._turn = 0
        self._ending: Ending | None = None
        self._result_told = False
        self._substituted_before = 0  # lines stand-ins drew before this run (a resumed game)
        self._phase = Phase.ENDED
        self._preparing: tuple[int, GameSetup] | None = None
        self._board_requests = 0
        self._pause: float | None = None
        self.hints = Hints(self, driver_factory, self)

    # -- what the table holds ---------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def setup(self) -> GameSetup | None:
        return self._setup

    @property
    def turn(self) -> int:
        """Moves on with every change of position; an offer must name the current one."""
        return self._turn

    @property
    def phase(self) -> Phase:
        self._refresh_phase()  # (a seat's readiness may have changed without a word)
        return self._phase

    @property
    def ending(self) -> Ending | None:
        return self._ending

    @property
    def keeper(self) -> GameKeeper | None:
        return self._keeper

    def seat(self, player: int) -> TableSeat | None:
        return self._seats[player] if player < len(self._seats) else None

    def _to_move(self) -> TableSeat | None:
        game = self._game
        return None if game is None or game.is_over else self.seat(game.current_player)

    def _computers(self) -> list[ComputerSeat]:
        return [seat for seat in self._seats if isinstance(seat, ComputerSeat)]

    @property
    def remote(self) -> RemoteSeat | None:
        return next((s for s in self._seats if isinstance(s, RemoteSeat)), None)

    @property
    def link(self) -> Link | None:
        """The other device, in a network game."""
        remote = self.remote
        return remote.link if remote is not None else None

    @property
    def preparing(self) -> bool:
        return self._preparing is not None

    @property
    def computer_pause(self) -> float | None:
        """Seconds a computer's line waits at least before it appears (None: the seats' own)."""
        return self._pause

    @computer_pause.setter
    def computer_pause(self, seconds: float | None) -> None:
        self._pause = seconds
        for seat in self._computers():
            if seconds is not None:
                seat.pause = seconds

    @property
    def thinking(self) -> bool:
        return any(seat.thinking for seat in self._computers())

    @property
    def failure(self) -> object | None:
        """The opponent failure waiting for the player's decision, if any."""
        return next((s.failure for s in self._computers() if s.failure is not None), None)

    @property
    def substituted_moves(self) -> int:
        return self._substituted_before + sum(s.substituted for s in self._computers())

    @property
    def ended(self) -> bool:
        return self._game is None or self._ending is not None

    @property
    def abandoned(self) -> bool:
        """It ended without a result."""
        return self._ending is not None and not self._ending.counts

    @property
    def resigned(self) -> bool:
        return self._ending is not None and self._ending.resigned

    @property
    def network_end(self) -> Reason | None:
        """Why the other device ended the game before the rules did, if it did."""
        ending = self._ending
        if ending is None or ending.termination is not Termination.DEVICE_LEFT:
            return None
        return None if ending.reason is None else decode(ending.reason)

    def outcome(self) -> tuple[Outcome, int | None] | None:
        """The end screen's case and the winner; None while it goes on or without a result."""
        ending, setup = self._ending, self._setup
        kind = ending.outcome(setup) if ending is not None and setup is not None else None
        return None if kind is None or ending is None else (kind, ending.winner)

    def person_to_move(self) -> PersonSeat | None:
        seat = self._to_move()
        if self.phase is Phase.PLAYING and isinstance(seat, PersonSeat):
            return seat
        return None

    def human_to_move(self) -> bool:
        return self.person_to_move() is not None

    def human_has_drawn(self) -> bool:
        """Against the computer: has the person drawn a line of this game?"""
        game, setup = self._game, self._setup
        human = setup.human_player if setup is not None else None
        return game is not None and human is not None and undo_target(game, human) is not None

    def can_resign(self) -> bool:
        """Leaving counts as a loss: only against the computer, once the person drew a line."""
        return not self.ended and not self.preparing and self.human_has_drawn()

    def in_progress(self) -> bool:
        """Someone drew and it has not ended: leaving it needs a question (docs/rules.md)."""
        game = self._game
        return game is not None and game.move_count > 0 and not self.ended and not self.preparing

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

    def follow(self, seat: TableSeat, lines: tuple[tuple[int, int], ...]) -> None:
        """Bring the game to ``lines`` (the other device's agreed position): back to where
        both agree, then each line after that offered through ``seat``, as lines arrive."""
        game = self._game
        if game is None or seat not in self._seats:
            return
        common = 0
        mine = game.lines
        while common < min(len(mine), len(lines)) and mine[common] == lines[common]:
            common += 1
        if game.move_count > common:
            if self._ending is not None:
                return  # a finished game's result is final
            while game.move_count > common:
                game.undo()
            self._position_changed()
        for a, b in lines[common:]:
            if self.offer(seat, self._turn, a, b) is not None or game.lines[-1:] != ((a, b),):
                return  # (a refusal ends the network game: the seat saw it)
        self._refresh_phase()

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
        for seat in self._seats:
            seat.stop()
        self._save()
        self.movesChanged.emit()

    # -- starting ---------------------------------------------------------------------------------

    def new_game(self, setup: GameSetup, board: Board | None = None) -> None:
        """Start a game; the board is made from the setup off the UI thread, unless given."""
        self._leave_current()
        if board is not None:
            self._begin(setup, board)
            return
        self._board_requests += 1
        number = self._board_requests
        self._preparing = (number, setup)
        self._refresh_phase()
        self.preparingChanged.emit(True)
        background.run_off_ui(
            lambda: make_board(setup),
            lambda made: self._board_made(number, made[1], made[0]),
            self,
            name="board-generation",
            failed=lambda error: self._board_made(number, setup, error),
        )

    def _board_made(self, number: int, setup: GameSetup, made: Board | BaseException) -> None:
        if self._preparing is None or self._preparing[0] != number:
            return  # a newer request replaced this one
        self._preparing = None
        self._refresh_phase()
        self.preparingChanged.emit(False)
        if isinstance(made, Board):
            self._begin(setup, made)
            return
        self.newGameFailed.emit(str(made) or type(made).__name__)
        if self._game is None:  # nothing to go back to: the smallest board there is
            smallest = GameSetup((Seat(""), Seat("")), n_stars=24, layout="phone")
            self._begin(smallest, make_board(smallest)[0])
        else:
            self._refresh_phase()
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
        if self._preparing is not None:  # a board on its way for another game: dropped
            self._preparing = None
            self.preparingChanged.emit(False)
        self._seat_players(link.game.copy(), setup, RemoteSeat(link, self))
        self._save()  # from its first moment: a crash before the first line can go back to it

    def resume(self, saved: SavedGame) -> None:
        """Continue a game the keeper recovered from the autosave."""
        self._seat_players(saved.game, saved.setup, substituted=saved.substituted_moves)

    def _seat_players(
        self,
        game: Game,
        setup: GameSetup,
        remote: RemoteSeat | None = None,
        substituted: int = 0,
    ) -> None:
        for seat in self._seats:
            seat.stand_up()
            seat.deleteLater()
        self.hints.forget()
        self._game, self._setup = game, setup
        self._ending = None
        self._result_told = False
        self._substituted_before = substituted
        self._turn += 1
        self._seats = [self._seat_for(seat, remote) for seat in setup.seats]
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

    def _seat_for(self, seat: Seat, remote: RemoteSeat | None) -> TableSeat:
        if seat.remote and remote is not None:
            remote.changed.connect(self._network_changed)
            remote.ended.connect(self._network_ended)
            remote.undoAsked.connect(self.undoAsked)
            remote.undoAnswered.connect(self.undoAnswered)
            return remote
        if seat.opponent_id is not None and self._drivers is not None:
            assert self._setup is not None
            computer = ComputerSeat(
                seat.opponent_id, self._drivers, self._stand_ins, self._setup.time_limit, self
            )
            if self._pause is not None:
                computer.pause = self._pause
            computer.thinkingChanged.connect(self.thinkingChanged)
            computer.failed.connect(self._seat_failed)
            return computer
        return PersonSeat(self)

    def _leave_current(self) -> None:
        """The game on the table gives way: freeze it and tell the keeper (and the other device)."""
        for seat in self._seats:
            seat.stop()
        self.hints.forget()
        remote = self.remote
        left_network = remote is not None and not self.ended
        if remote is not None:
            remote.let_go(EndReason.LEFT)
        if self._game is not None and self._keeper is not None and not self.preparing:
            if left_network and self._setup is not None:
                # The other device was told the game ended: there is nothing to go back to.
                self._keeper.abandoned(self._setup.game_id)
            else:
                self._keeper.replacing()

    # -- the end -------------------------------------------------------------------------------

    def _end(self, termination: Termination, reason: str | None = None, *,
             save_first: bool = True) -> None:  # fmt: skip
        game, setup = self._game, self._setup
        assert game is not None and setup is not None
        self._ending = Ending.of(game, setup, termination, reason)
        for seat in self._seats:
            seat.stop()
        self.hints.forget()
        if self._ending.counts:
            if save_first:
                self._save()
        elif self._keeper is not None:
            self._keeper.abandoned(setup.game_id)
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
        if self.preparing:
            return
        for seat in self._computers():
            if seat.failure is not None:
                seat.recover(choice)
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

    def answer_undo(self, accept: bool) -> None:
        """This side's answer to the other device's undo request."""
        remote = self.remote
        if remote is not None:
            remote.answer_undo(accept)

    # -- undo -----------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        game, setup = self._game, self._setup
        if game is None or setup is None or game.move_count == 0 or self.preparing or self.ended:
            return False  # (a finished game's result is final: handed to the statistics)
        remote = self.remote
        if remote is not None:
            local = setup.local_player
            return remote.ready and local is not None and undo_target(game, local) is not None
        return setup.human_player is None or self.human_has_drawn()

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
        for seat in self._computers():
            seat.failure = None
        while game.move_count > target:
            game.undo()
        self._position_changed()
        self._next()
        return True

    # -- keeping ----------------------------------------------------------------------------------

    def record_text(self, extra: dict[str, Any] | None = None) -> str:
        game, setup = self._game, self._setup
        assert game is not None and setup is not None
        data = setup.to_extra()
        data["finished"] = game.is_over or self.resigned
        if self.resigned:
            data["resigned"] = True
        data["substituted_moves"] = self.substituted_moves
        data.update(extra or {})
        return save_game(game, data)

    def _save(self) -> None:
        """Tell the keeper the game's newest state; an ending's result goes with it, once."""
        keeper, game, setup, ending = self._keeper, self._game, self._setup, self._ending
        if keeper is None or game is None or setup is None:
            return
        if ending is None:
            if not setup.network or setup.rendezvous is not None:
                # (a network game without its way back could not be resumed)
                keeper.save(setup.game_id, self.record_text())
        elif ending.counts and not self._result_told:
            self._result_told = True
            ended_at = time.time()
            text = self.record_text({"finished_at": ended_at})
            keeper.finished(setup.game_id, text, game_result(game, setup, ending,
                                                             finished_at=ended_at))  # fmt: skip

    def shutdown(self) -> None:
        """The app quits: a network game is not left, only dropped (it comes back at the next
        start, as any game does), so the other device waits for this one."""
        for seat in self._seats:
            seat.stand_up()
        self._seats = []
        self.hints.close()
        self._preparing = None
        background.wait_at_quit()
        if self._keeper is not None:
            self._keeper.flush()

    # -- the phase ------------------------------------------------------------------------------

    def _refresh_phase(self) -> None:
        if self._preparing is not None:
            phase = Phase.PREPARING
        elif self._ending is not None or self._game is None:
            phase = Phase.ENDED
        elif self.failure is not None or not all(seat.ready for seat in self._seats):
            phase = Phase.WAITING
        else:
            phase = Phase.PLAYING
        self._set_phase(phase)

    def _set_phase(self, phase: Phase) -> None:
        if phase is not self._phase:
            self._phase = phase
            self.phaseChanged.emit(phase)

    def seat_kind(self, player: int) -> SeatKind | None:
        """Who sits in ``player``'s seat (the window coaches only the person at this screen)."""
        seat = self.seat(player)
        return seat.kind if seat is not None else None
