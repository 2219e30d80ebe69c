"""Opponents whose modules import cleanly; each misbehaves in one way when asked."""

from __future__ import annotations

import ctypes
import os
import re
import sys
import time
from typing import ClassVar

from triangles_qt.model import Game


class GoodOpponent:
    """Plays the first legal line, after scribbling on its private copy of the game.

    Deterministic, so a test can compare its answer with the app's own
    ``game.legal_moves()[0]``: equal answers prove the worker's game is in sync.
    """

    name = "Zoo: first legal line"
    description = "Always plays the first legal line."
    names: ClassVar[dict[str, str]] = {"ro": "Grădina zoologică", "hi": "चिड़ियाघर"}

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        move = game.legal_moves()[0]
        # The copy is ours to change: this must not disturb the worker's own game.
        for a, b in game.legal_moves()[:3]:
            if game.refusal(a, b) is None:
                game.play(a, b)
        return move


class SlowOpponent(GoodOpponent):
    """Uses most of its time, then answers well (for cancelling mid-thought)."""

    name = "Zoo: slow but good"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        thinking = os.environ.get("ZOO_THINKING_FILE")
        if thinking:  # a test waiting until it is thinking, to cancel it mid-thought
            with open(thinking, "a") as f:
                f.write("thinking\n")
        time.sleep(max(0.0, time_limit - 0.15))
        return game.legal_moves()[0]


class FlakyOpponent(GoodOpponent):
    """Raises when the number of lines drawn is even, plays well when it is odd."""

    name = "Zoo: flaky"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        if game.move_count % 2 == 0:
            raise RuntimeError("flaky opponent fails on even moves")
        return game.legal_moves()[0]


class RaisesOpponent:
    name = "Zoo: raises"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        raise ValueError("this opponent always raises")


class IllegalOpponent:
    """Answers a line that is already drawn (or, on an empty board, a star with itself)."""

    name = "Zoo: illegal"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        if game.lines:
            return game.lines[0]
        return (0, 0)


class OutOfRangeOpponent:
    name = "Zoo: no such star"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return (0, 10_000)


class NoneOpponent:
    name = "Zoo: None"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return None  # type: ignore[return-value]


class GarbageOpponent:
    name = "Zoo: garbage"

    def choose_move(self, game: Game, time_limit: float) -> object:
        return "e2e4"


class FloatOpponent:
    name = "Zoo: floats"

    def choose_move(self, game: Game, time_limit: float) -> object:
        a, b = game.legal_moves()[0]
        return (float(a), float(b))


class HiccupOpponent(GoodOpponent):
    """Answers None once per game (when one line is drawn), plays well otherwise."""

    name = "Zoo: hiccup"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        if game.move_count == 1:
            return None  # type: ignore[return-value]
        return game.legal_moves()[0]


class SleepyOpponent:
    name = "Zoo: sleeps"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        time.sleep(120)
        return game.legal_moves()[0]


class BusyOpponent:
    name = "Zoo: busy loop"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        n = 0
        while True:
            n += 1


class ForkerOpponent:
    """Starts a long-lived child process of its own, then hangs."""

    name = "Zoo: starts a process"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        import subprocess

        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        with open(os.environ["ZOO_PID_FILE"], "w") as f:
            f.write(str(child.pid))
        time.sleep(120)
        return game.legal_moves()[0]


class GilOpponent:
    """Holds its interpreter's GIL in one long C call (catastrophic regex backtracking)."""

    name = "Zoo: holds the GIL"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        re.fullmatch(r"(?:a+)+b", "a" * 64)
        return game.legal_moves()[0]


class MemoryHogOpponent:
    """Allocates memory without bound.

    The blocks are zero pages the system has not handed out yet, so the
    address-space limit is reached at once without making the test machine swap.
    """

    name = "Zoo: eats memory"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        hoard = []
        while True:
            hoard.append(bytes(64 * 1024 * 1024))


class ExitOpponent:
    name = "Zoo: os._exit"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        os._exit(3)


class SystemExitOpponent:
    name = "Zoo: sys.exit"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        sys.exit(4)


class SegfaultOpponent:
    name = "Zoo: segfault"

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        ctypes.string_at(0)
        return game.legal_moves()[0]


NOISE_MARKER = "ZOO-NOISE"


class NoisyOpponent:
    """Prints garbage, some of it shaped like protocol messages, then plays well."""

    name = "Zoo: noisy"

    def __init__(self) -> None:
        print(NOISE_MARKER, "constructor says hello")

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        fake = '{"op":"answer","id":1,"move":[0,0],"think":0}'
        for _ in range(200):
            print(NOISE_MARKER, fake, "\x00\x01\x02 garbage " * 20)
        sys.stdout.flush()
        os.write(1, bytes(range(256)) * 64)
        return game.legal_moves()[0]


class FutureOpponent(GoodOpponent):
    """Written for a contract version this app does not know yet."""

    name = "Zoo: from the future"
    api_version = 99


class ConstructorRaisesOpponent:
    name = "Zoo: constructor raises"

    def __init__(self) -> None:
        raise RuntimeError("cannot build this opponent")

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        raise AssertionError("never reached")


class ShapelessOpponent:
    """Has a name but no choose_move."""

    name = "Zoo: shapeless"


class BadNameOpponent:
    name = 42

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        return game.legal_moves()[0]


def factory_returning_garbage() -> int:
    """Callable, but what it builds is no opponent."""
    return 7
