"""The seats at the table: one per player, whatever kind of player it is.

Every line reaches the game by one road: a seat offers it to the table
(``table.offer(seat, turn, a, b)``), and the table alone plays it. A seat
sits down when a game starts or resumes, is asked for its line
(:meth:`TableSeat.your_turn`), is told every line played
(:meth:`TableSeat.line_played`) and every refusal of its own, and is
stopped whenever the position changes under it (an undo, a new game, the
end). What differs is where its lines come from: the person at this
screen (:class:`PersonSeat`, play/seats.py), a computer opponent
(``ComputerSeat``, play/computer.py) or the person on another device
(``RemoteSeat``, play/remote.py).
"""

from __future__ import annotations

import enum
from typing import Protocol

from PySide6.QtCore import QObject

from triangles_qt.model import Game, Move, Refusal


class Seating(Protocol):
    """What a seat sees of the table it sits at (play/table.py is the one there is)."""

    @property
    def game(self) -> Game | None: ...

    @property
    def turn(self) -> int: ...

    def offer(self, seat: TableSeat, turn: int, a: int, b: int) -> Refusal | None: ...

    def take_back_to(self, seat: TableSeat, move_count: int) -> bool: ...

    def follow(self, seat: TableSeat, a: int, b: int) -> Refusal | None: ...

    def abandon(self) -> None: ...

    def human_to_move(self) -> bool: ...


class SeatKind(enum.Enum):
    """Who sits in a seat."""

    PERSON = "person"
    """Someone at this screen: lines come from the board (mouse, touch, keyboard)."""
    COMPUTER = "computer"
    """A computer opponent: lines come from its worker."""
    REMOTE = "remote"
    """Someone on another device: lines come over the network."""


class TableSeat(QObject):
    """One player's place at the table. Subclasses say where the lines come from."""

    kind: SeatKind = SeatKind.PERSON

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table: Seating | None = None
        self.player = 0

    def sit_down(self, table: Seating, player: int) -> None:
        """A game starts (or resumes) with this seat as ``player``."""
        self.table = table
        self.player = player

    def your_turn(self, turn: int) -> None:
        """It is this seat's turn at ``turn``: offer a line with that turn when you have one."""

    def line_played(self, turn: int, move: Move) -> None:
        """``move`` was played (by any seat); ``turn`` is the table's turn after it."""

    def refused(self, turn: int, a: int, b: int, reason: Refusal) -> None:
        """This seat's offer of a-b was refused by the rules."""

    def stop(self) -> None:
        """The position changed under this seat (undo, a new game, the end): forget what
        you were working on; anything still on its way is for a turn that is gone."""

    def stand_up(self) -> None:
        """The game is over for this seat (replaced, or the app quits): let go of everything."""
        self.stop()

    @property
    def ready(self) -> bool:
        """The seat can take part now (the person on another device may be away)."""
        return True


class PersonSeat(TableSeat):
    """Someone at this screen; the board view offers their lines through :meth:`draw`."""

    kind = SeatKind.PERSON

    def draw(self, a: int, b: int) -> Refusal | None:
        """The person asks for line a-b; the rules' refusal, if any (also told to the table)."""
        table = self.table
        if table is None:
            return None
        return table.offer(self, table.turn, a, b)
