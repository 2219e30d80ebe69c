"""Who plays and with what options: the part of a game the rules do not know (Qt-free).

The autosave stores a :class:`GameSetup` in the record's ``extra`` part, so a
resumed game knows its players, its opponent and its identity. What comes
back from a file is checked value by value: a setup that would wedge or crash
the resumed game (``time_limit`` NaN, ``n_stars`` 1e400) is refused whole.
"""

from __future__ import annotations

import enum
import math
import re
import time
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from triangles_qt.clean_text import clean_name
from triangles_qt.model import DEFAULT_TOLERANCE, MAX_COORDINATE, MAX_SEED, MAX_STARS, Board, Layout
from triangles_qt.model.board_code import BoardCode, new_seed
from triangles_qt.model.generators import CURRENT_GENERATOR, known
from triangles_qt.stats import new_game_id

#: A computer move's time limit, in seconds, that a saved setup may ask for.
TIME_LIMITS = (0.05, 600.0)
#: The longest name kept from a file.
MAX_TEXT = 200
#: The longest game id (letters and digits; the app makes 32 hex digits).
MAX_ID = 64
#: Seconds since the epoch a start time may not exceed (the year 5138).
_LATEST_START = 1e11


@dataclass(frozen=True)
class Seat:
    """One side of the table: a person (``opponent_id`` None) or a computer opponent.

    ``remote``: a person playing on another device (a network game); the
    lines of that seat arrive over the network.
    """

    name: str
    opponent_id: str | None = None
    remote: bool = False

    @property
    def is_computer(self) -> bool:
        return self.opponent_id is not None


class Role(enum.Enum):
    """Which end of a network game this device is."""

    HOST = "host"
    JOIN = "join"


#: The longest host address kept from a file (a DNS name at most).
MAX_ADDRESS = 253
#: The longest game code kept from a file (six characters, a dash, room for spaces).
MAX_CODE = 16
#: The longest internet key or server address kept from a file.
MAX_INTERNET_TEXT = 300
#: What an internet game's saved keys and servers may look like (never looser than what
#: ``triangles_qt.internet`` takes: tests/session/test_rendezvous.py holds the two together).
_INTERNET_TEXTS = {
    "game_code": re.compile(r"[0-9A-Za-z]{16,128}"),
    "return_code": re.compile(r"[0-9]{1,12}-[0-9A-Za-z]{16,128}"),
    "rendezvous": re.compile(r"wss?://[^\s/:]+(:[0-9]{1,5})?(/\S*)?"),
    "relay": re.compile(r"tcp:[^\s:]+:[0-9]{1,5}"),
}


@dataclass(frozen=True)
class InternetWay:
    """How an internet game's two devices meet again: through the same servers (the
    rendezvous ``ws://…/v1`` and the relay ``tcp:HOST:PORT``), with the keys both drew from
    the first code's key exchange (never the code itself: it is spent).

    Plain texts here (the session knows no transport); ``triangles_qt.internet``'s
    ``GameKeys`` and ``Servers`` are made from them where the game goes back."""

    game_code: str
    return_code: str
    rendezvous: str
    relay: str

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> InternetWay:
        """Checked value by value; raises ValueError or TypeError for anything else."""
        if not isinstance(data, dict):
            raise TypeError("an internet game's way back is an object")
        texts = {name: data[name] for name in _INTERNET_TEXTS}
        for name, text in texts.items():
            if not isinstance(text, str) or len(text) > MAX_INTERNET_TEXT:
                raise ValueError(f"not an internet game's {name}")
            if not (text.isascii() and text.isprintable()) or not _INTERNET_TEXTS[name].fullmatch(
                text
            ):
                raise ValueError(f"not an internet game's {name}")
        if not 0 < int(texts["relay"].rsplit(":", 1)[1]) < 65536:
            raise ValueError("not an internet game's relay")
        return cls(**texts)


@dataclass(frozen=True)
class Rendezvous:
    """Where a network game's two devices meet again: after a dropped connection, or a crash.

    Saved with the game, so that a restarted app can go back to it by itself.
    On a local network the host listens again on ``port`` with the same
    ``code``; the joiner connects again to ``address``:``port`` and proves
    it. Over the internet (``internet``; the address, port and code are then
    empty) both go back through the servers they met on, with the keys of
    their first meeting. The code or keys are kept in the data folder with
    the save (they are one game's, and worth only as much as the game:
    docs/network.md).
    """

    role: Role
    address: str
    """The host's address as the joiner reached it; the host's listening address."""
    port: int
    code: str
    internet: InternetWay | None = None
    """An internet game's way back (None on a local network)."""

    @classmethod
    def over_internet(cls, role: Role, way: InternetWay) -> Rendezvous:
        """An internet game's rendezvous: no address, port or code of its own."""
        return cls(role, "", 0, "", way)

    def to_json(self) -> dict[str, Any]:
        if self.internet is not None:
            return {"role": self.role.value, "internet": self.internet.to_json()}
        return {"role": self.role.value, "address": self.address, "port": self.port,
                "code": self.code}  # fmt: skip

    @classmethod
    def from_json(cls, data: object) -> Rendezvous:
        """Checked value by value; raises ValueError or TypeError for anything else."""
        if not isinstance(data, dict):
            raise TypeError("a rendezvous is an object")
        if "internet" in data:  # (saves made before internet games never have it)
            return cls.over_internet(Role(data["role"]), InternetWay.from_json(data["internet"]))
        address, code = data["address"], data["code"]
        if not isinstance(address, str) or not 1 <= len(address) <= MAX_ADDRESS:
            raise ValueError("not an address")
        if not (address.isascii() and address.isprintable()) or " " in address:
            raise ValueError("not an address")
        if not isinstance(code, str) or not 1 <= len(code) <= MAX_CODE:
            raise ValueError("not a game code")
        if not all(ch.isascii() and (ch.isalnum() or ch == "-") for ch in code):
            raise ValueError("not a game code")
        return cls(Role(data["role"]), address, _int_in(data["port"], 0, 65535), code)


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
    game_id: str = field(default_factory=new_game_id)
    started_at: float = field(default_factory=time.time)
    rendezvous: Rendezvous | None = None
    """A network game's way back to the other device (None in any other game)."""
    generator: int = CURRENT_GENERATOR
    """Which generator places the stars (model/generators.py): a board code names one."""
    tolerance: float = DEFAULT_TOLERANCE
    """How near a line may pass a star, in board units (a board code may name another)."""

    @property
    def vs_computer(self) -> bool:
        return any(seat.is_computer for seat in self.seats)

    @property
    def network(self) -> bool:
        """One seat is a person on another device."""
        return any(seat.remote for seat in self.seats)

    @property
    def local_player(self) -> int | None:
        """In a network game: which player (0 or 1) plays on this device."""
        if not self.network:
            return None
        return 0 if not self.seats[0].remote else 1

    @property
    def human_player(self) -> int | None:
        """Against the computer: which player (0 or 1) the person is."""
        if not self.vs_computer:
            return None
        return 0 if not self.seats[0].is_computer else 1

    def to_extra(self) -> dict[str, Any]:
        data = asdict(self)
        data["seats"] = [asdict(seat) for seat in self.seats]
        if self.rendezvous is None:
            del data["rendezvous"]  # (saves of other games stay as they were)
        else:
            data["rendezvous"] = self.rendezvous.to_json()
        return {"setup": data}

    @classmethod
    def from_extra(cls, extra: dict[str, Any]) -> GameSetup | None:
        """The setup stored in a record, or None if absent, malformed or out of range."""
        data = extra.get("setup")
        if not isinstance(data, dict):
            return None
        try:
            seats_data = data["seats"]
            if not isinstance(seats_data, list) or len(seats_data) != 2:
                return None
            seats = tuple(_seat(s) for s in seats_data)
            seed = data.get("seed")
            meeting = data.get("rendezvous")
            rendezvous = None if meeting is None else Rendezvous.from_json(meeting)
            if rendezvous is not None and not any(seat.remote for seat in seats):
                return None  # a way back to a device that plays no seat
            return cls(
                seats=(seats[0], seats[1]),
                n_stars=_int_in(data["n_stars"], 3, MAX_STARS),
                layout=Layout(data["layout"]).value,
                play_again=_bool(data["play_again"]),
                seed=None if seed is None else _int_in(seed, 0, MAX_SEED),
                time_limit=_number_in(data.get("time_limit", 1.0), *TIME_LIMITS),
                table_mode=data.get("table_mode") is True,
                game_id=_game_id(data["game_id"]),
                started_at=_number_in(data["started_at"], 0.0, _LATEST_START),
                rendezvous=rendezvous,
                # Saves made before these fields existed were all made by generator 1.
                generator=_generator(data.get("generator", 1)),
                tolerance=_number_in(
                    data.get("tolerance", DEFAULT_TOLERANCE), 0.0, MAX_COORDINATE
                ),
            )
        except (KeyError, TypeError, ValueError):
            return None


def _seat(data: object) -> Seat:
    if not isinstance(data, dict):
        raise TypeError("a seat is an object")
    opponent = data.get("opponent_id")
    remote = data.get("remote", False)
    if not isinstance(remote, bool) or (remote and opponent is not None):
        raise ValueError("not a seat")
    name = _text(data["name"], clean=True)
    return Seat(name, None if opponent is None else _text(opponent, False), remote)


def _text(value: object, allow_empty: bool = True, *, clean: bool = False) -> str:
    """A short text from the file; ``clean``: a name, cleaned as every name from outside is
    (a lone surrogate in it would make the game's result unrecordable)."""
    if not isinstance(value, str) or len(value) > MAX_TEXT or (not value and not allow_empty):
        raise ValueError("not a short text")
    return clean_name(value) if clean else value


def _game_id(value: object) -> str:
    """A game id as the app makes them (hex): it names the pending file, so it must be one."""
    if not isinstance(value, str) or not (value.isascii() and value.isalnum()):
        raise ValueError("not a game id")
    if not 1 <= len(value) <= MAX_ID:
        raise ValueError("not a game id")
    return value


def _generator(value: object) -> int:
    """A generator this version has (a save from a newer one may name another: unusable)."""
    number = _int_in(value, 1, 2**31)
    if not known(number):
        raise ValueError("a board generator this version does not have")
    return number


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not true or false")
    return value


def _int_in(value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"not a whole number from {low} to {high}")
    return value


def _number_in(value: object, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("not a number")
    try:
        number = float(value)
    except OverflowError as exc:  # an int beyond any float
        raise ValueError("a number out of range") from exc
    if not math.isfinite(number) or not low <= number <= high:
        raise ValueError(f"not a number from {low} to {high}")
    return number


class Rematch(enum.Enum):
    """How the end panel offers the same board again (docs/rules.md, "Final screen")."""

    REMATCH = "rematch"
    """Two people at this screen: the one who moved second starts."""
    SWAP_SIDES = "swap_sides"
    """Against the computer: the person takes the other seat, so the other one starts."""


def rematch_offer(setup: GameSetup) -> Rematch | None:
    """What the same board again is called after a game with ``setup``; None: not offered.

    A network game is not: both devices would have to agree on it, and
    its link ends with the game. Player 1 is whoever starts (the rule
    book), so against the computer "the other player starts" and "the
    person takes the other seat" are one and the same game: swapping sides.
    """
    if setup.network:
        return None
    return Rematch.SWAP_SIDES if setup.vs_computer else Rematch.REMATCH


def rematch(setup: GameSetup) -> GameSetup:
    """The next game on the same board: the same players and options, the seats swapped.

    Whoever moved second starts, with the first player's colour (Player 1
    is whoever starts); it is a game of its own (a new id and start time),
    recorded like any other.
    """
    if rematch_offer(setup) is None:
        raise ValueError("a network game is not played again from one device")
    return replace(
        setup,
        seats=(setup.seats[1], setup.seats[0]),
        game_id=new_game_id(),
        started_at=time.time(),
    )


def make_board(setup: GameSetup) -> tuple[Board, GameSetup]:
    """The board ``setup`` asks for, and the setup with the board's seed fixed in it.

    (Slow for large boards: callers run it off the UI thread.) A setup
    without a seed gets a fresh one (below 2**30, so the board's code is 12
    characters), kept in the setup, so the same game can be made again (a
    saved game, a rematch, a shared board).
    """
    if setup.seed is None:
        setup = replace(setup, seed=new_seed())
    board = Board.generate(
        setup.n_stars,
        setup.seed,
        layout=Layout(setup.layout),
        tolerance=setup.tolerance,
        generator=setup.generator,
    )
    return board, setup


def with_board(setup: GameSetup, code: BoardCode) -> GameSetup:
    """``setup`` playing the board and the rule ``code`` names (its seats and identity kept)."""
    return replace(
        setup,
        n_stars=code.n_stars,
        layout=code.layout.value,
        play_again=code.play_again,
        seed=code.seed,
        generator=code.generator,
        tolerance=code.tolerance,
    )
