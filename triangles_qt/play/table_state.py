"""What is on the table, and what it allows now: the read side of play/table.py.

The table (play/table.py) changes the game; this class holds what it
changes (the game, its setup and seats, the turn, the ending, the phase)
and answers every question about it without changing anything: who is to
move, whether the person here may undo, redo, resign or leave without a
question, whether the game is waiting for a seat. The views read these;
only the table writes them.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QObject, Signal

from triangles_qt.model import Game, undo_target
from triangles_qt.netplay.link import Link
from triangles_qt.play.boards import BoardMaker
from triangles_qt.play.remote import RemoteSeat
from triangles_qt.play.seat_list import Seats
from triangles_qt.play.seats import PersonSeat, SeatKind, TableSeat
from triangles_qt.session import Assistance, Ending, GameKeeper, GameSetup


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


class TableState(QObject):
    """The game on the table and its seats, as the table left them."""

    phaseChanged = Signal(object)  # the new Phase

    def __init__(self, keeper: GameKeeper | None, parent: QObject | None) -> None:
        super().__init__(parent)
        self._keeper = keeper
        self._game: Game | None = None
        self._setup: GameSetup | None = None
        self._seats = Seats()
        self._turn = 0
        self._ending: Ending | None = None
        self._phase = Phase.ENDED
        self._boards = BoardMaker(self)
        self._redo: list[tuple[tuple[int, int], ...]] = []
        """The lines each undo took back, the last undo's last: what Redo puts back."""
        self._assistance = Assistance()

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
    def assistance(self) -> Assistance:
        """Against the computer: the hints shown and the undos used in this game so far."""
        return self._assistance

    @property
    def keeper(self) -> GameKeeper | None:
        return self._keeper

    def seat(self, player: int) -> TableSeat | None:
        return self._seats.at(player)

    def _to_move(self) -> TableSeat | None:
        game = self._game
        return None if game is None or game.is_over else self.seat(game.current_player)

    @property
    def remote(self) -> RemoteSeat | None:
        return self._seats.remote

    @property
    def link(self) -> Link | None:
        """The other device, in a network game."""
        remote = self.remote
        return remote.link if remote is not None else None

    @property
    def preparing(self) -> bool:
        return self._boards.pending is not None

    @property
    def thinking(self) -> bool:
        return self._seats.thinking

    @property
    def failure(self) -> object | None:
        """The opponent failure waiting for the player's decision, if any."""
        return self._seats.failure

    @property
    def substituted_moves(self) -> int:
        return self._seats.substituted

    @property
    def ended(self) -> bool:
        """No more lines will be drawn (:attr:`ending` says how it ended)."""
        return self._game is None or self._ending is not None

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

    def can_undo(self) -> bool:
        game, setup = self._game, self._setup
        if game is None or setup is None or game.move_count == 0 or self.preparing or self.ended:
            return False  # (a finished game's result is final: handed to the statistics)
        remote = self.remote
        if remote is not None:
            local = setup.local_player
            return remote.ready and local is not None and undo_target(game, local) is not None
        return setup.human_player is None or self.human_has_drawn()

    def can_redo(self) -> bool:
        """An undo's lines can be put back: none drawn since, not while a computer thinks,
        never in a network game (its undo goes by the other device's agreement)."""
        return (
            bool(self._redo)
            and self.remote is None
            and not self.ended
            and not self.preparing
            and not self.thinking
        )

    def seat_kind(self, player: int) -> SeatKind | None:
        """Who sits in ``player``'s seat (the window coaches only the person at this screen)."""
        return self._seats.kind(player)

    # -- the phase ------------------------------------------------------------------------------

    def _refresh_phase(self) -> None:
        if self.preparing:
            phase = Phase.PREPARING
        elif self._ending is not None or self._game is None:
            phase = Phase.ENDED
        elif self.failure is not None or not self._seats.ready:
            phase = Phase.WAITING
        else:
            phase = Phase.PLAYING
        self._set_phase(phase)

    def _set_phase(self, phase: Phase) -> None:
        if phase is not self._phase:
            self._phase = phase
            self.phaseChanged.emit(phase)
