"""What a game is about beyond the rules: who plays, and how it ended (Qt-free).

The autosave stores a :class:`GameSetup` in the record's ``extra`` part, so a
resumed game knows its players, its opponent and its identity.
"""

from __future__ import annotations

import enum
import time
import uuid
from dataclasses import asdict, dataclass, field
from typing import Any

from triangles_qt.model import Game


@dataclass(frozen=True)
class Seat:
    """One side of the table: a person (``opponent_id`` None) or a computer opponent."""

    name: str
    opponent_id: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.opponent_id is not None


@dataclass(frozen=True)
class GameSetup:
    """Everything the New Game window decides, plus the game's identity."""

    seats: tuple[Seat, Seat]
    n_stars: int = 80
    layout: str = "tablet"
    play_again: bool = False
    seed: int | None = None
    time_limit: float = 1.0
    table_mode: bool = False
    """Two people around a tablet lying flat: each side's texts face its player."""
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_at: float = field(default_factory=time.time)

    @property
    def vs_computer(self) -> bool:
        return any(seat.is_computer for seat in self.seats)

    @property
    def human_player(self) -> int | None:
        """Against the computer: which player (0 or 1) the person is."""
        if not self.vs_computer:
            return None
        return 0 if not self.seats[0].is_computer else 1

    def to_extra(self) -> dict[str, Any]:
        data = asdict(self)
        data["seats"] = [asdict(seat) for seat in self.seats]
        return {"setup": data}

    @classmethod
    def from_extra(cls, extra: dict[str, Any]) -> GameSetup | None:
        """The setup stored in a record, or None if absent or malformed."""
        data = extra.get("setup")
        if not isinstance(data, dict):
            return None
        try:
            seats_data = data["seats"]
            seats = tuple(
                Seat(
                    str(s["name"]), None if s.get("opponent_id") is None else str(s["opponent_id"])
                )
                for s in seats_data
            )
            if len(seats) != 2:
                return None
            return cls(
                seats=(seats[0], seats[1]),
                n_stars=int(data["n_stars"]),
                layout=str(data["layout"]),
                play_again=bool(data["play_again"]),
                seed=None if data.get("seed") is None else int(data["seed"]),
                time_limit=float(data.get("time_limit", 1.0)),
                table_mode=data.get("table_mode") is True,
                game_id=str(data["game_id"]),
                started_at=float(data["started_at"]),
            )
        except (KeyError, TypeError, ValueError):
            return None


class Outcome(enum.Enum):
    """How a finished game ends for the end screen."""

    WON = "won"
    """Against the computer: the person has more triangles."""
    LOST = "lost"
    """Against the computer: the computer has more triangles."""
    WINNER = "winner"
    """Two people: one of them has more triangles."""
    TIE = "tie"


def outcome(game: Game, setup: GameSetup, resigned: bool = False) -> tuple[Outcome, int | None]:
    """The end-screen case and the winning player (None for a tie).

    A resigned game (against the computer, docs/rules.md) is lost whatever
    the score: the computer is the winner.
    """
    human = setup.human_player
    if resigned and human is not None:
        return Outcome.LOST, 1 - human
    winner = game.winner
    if winner is None:
        return Outcome.TIE, None
    if human is None:
        return Outcome.WINNER, winner
    return (Outcome.WON if winner == human else Outcome.LOST), winner
