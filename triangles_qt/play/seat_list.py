"""The seats of the game on the table: made from its setup, and asked all at once.

The table asks questions of its seats as a whole (is a computer thinking?
did an opponent fail? how many lines did stand-ins draw?) and tells them
things as a whole (stop, stand up, the player's answer to a failure). Those
answers live here, so the table keeps to playing lines.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QObject

from triangles_qt.play.computer import ComputerSeat
from triangles_qt.play.drivers import DriverFactory
from triangles_qt.play.remote import RemoteSeat
from triangles_qt.play.seats import PersonSeat, SeatKind, TableSeat
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.policy import Recovery
from triangles_qt.session import GameSetup


class Seats:
    """One seat per player of the game in progress (none between games)."""

    def __init__(self, seats: list[TableSeat] | None = None, substituted_before: int = 0) -> None:
        self._all = seats or []
        self._substituted_before = substituted_before  # by stand-ins before a resume

    @classmethod
    def for_setup(
        cls,
        setup: GameSetup,
        drivers: DriverFactory | None,
        stand_ins: DriverFactory | None,
        remote: RemoteSeat | None,
        parent: QObject,
        substituted_before: int = 0,
    ) -> Seats:
        """A seat for each of the setup's players: the other device's, a computer (when
        opponents can be run), or a person at this screen."""
        made: list[TableSeat] = []
        for seat in setup.seats:
            if seat.remote and remote is not None:
                made.append(remote)
            elif seat.opponent_id is not None and drivers is not None:
                made.append(
                    ComputerSeat(seat.opponent_id, drivers, stand_ins, setup.time_limit, parent)
                )
            else:
                made.append(PersonSeat(parent))
        return cls(made, substituted_before)

    def __iter__(self) -> Iterator[TableSeat]:
        return iter(self._all)

    def __contains__(self, seat: object) -> bool:
        return seat in self._all

    def at(self, player: int) -> TableSeat | None:
        return self._all[player] if 0 <= player < len(self._all) else None

    def kind(self, player: int) -> SeatKind | None:
        seat = self.at(player)
        return seat.kind if seat is not None else None

    @property
    def computers(self) -> list[ComputerSeat]:
        return [seat for seat in self._all if isinstance(seat, ComputerSeat)]

    @property
    def remote(self) -> RemoteSeat | None:
        return next((s for s in self._all if isinstance(s, RemoteSeat)), None)

    @property
    def ready(self) -> bool:
        """Every seat can take part now (the other device may be away, or asked)."""
        return all(seat.ready for seat in self._all)

    @property
    def thinking(self) -> bool:
        return any(seat.thinking for seat in self.computers)

    @property
    def failure(self) -> OpponentFailure | None:
        """The opponent failure waiting for the player's decision, if any."""
        return next((s.failure for s in self.computers if s.failure is not None), None)

    @property
    def substituted(self) -> int:
        """Lines stand-ins drew in this game, before a resume included."""
        return self._substituted_before + sum(s.substituted for s in self.computers)

    def set_pause(self, seconds: float) -> None:
        for seat in self.computers:
            seat.pause = seconds

    def recover(self, choice: Recovery) -> None:
        """The player's answer to an opponent's failure, for the seat that failed."""
        for seat in self.computers:
            if seat.failure is not None:
                seat.recover(choice)

    def forget_failures(self) -> None:
        """An undo: the position a failure happened in is gone."""
        for seat in self.computers:
            seat.failure = None

    def stop(self) -> None:
        for seat in self._all:
            seat.stop()

    def stand_up(self) -> None:
        """The game is over for every seat: let go of workers and links."""
        for seat in self._all:
            seat.stand_up()
            seat.deleteLater()
        self._all = []
