"""Fixtures that start the real app (offscreen) with scripted computer opponents."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from triangles_qt.app import App, build
from triangles_qt.model import Board, Game
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.session import GameSetup, Seat

#: In a script: fail this request (as a timeout) instead of answering.
FAIL = (-1, -1)

SQUARE = [(0.0, 0.0), (120.0, 0.0), (120.0, 120.0), (0.0, 120.0)]


class ScriptedDriver(OpponentDriver):
    """A computer opponent that plays the next line of a script, or the first legal line."""

    def __init__(self, opponent_id: str, script: list[tuple[int, int]]) -> None:
        super().__init__()
        self.opponent_id = opponent_id
        self.script = script
        self.requests = 0
        self.closed = False

    def request(self, token: int, game: Game, time_limit: float) -> None:
        self.requests += 1
        if self.script and self.script[0] == FAIL:
            self.script.pop(0)
            failure = OpponentFailure(FailureKind.TIMEOUT, self.opponent_id, "too slow")
            QTimer.singleShot(0, lambda: self.failed.emit(token, failure))
            return
        if self.script:
            a, b = self.script.pop(0)
        else:
            a, b = game.legal_moves()[0]
        QTimer.singleShot(0, lambda: self.moveChosen.emit(token, a, b))

    def close(self) -> None:
        self.closed = True


@dataclass
class Harness:
    app: App
    qtbot: QtBot
    scripts: dict[str, list[tuple[int, int]]] = field(default_factory=dict)

    @property
    def view(self):  # type: ignore[no-untyped-def]
        return self.app.window.board_view

    @property
    def game(self) -> Game:
        game = self.app.table.game
        assert game is not None
        return game

    def start(self, setup: GameSetup, board: Board | None = None) -> None:
        self.app.window.start_game(setup, board)
        self.wait_ready()
        self.settle()

    def wait_ready(self) -> None:
        """Until start-up (or a new board) is done and a game is on the table."""
        self.qtbot.waitUntil(self.app.ready, timeout=20000)

    def settle(self) -> None:
        """Let queued events run; a new board being made (off the UI thread) is waited for."""
        self.qtbot.wait(20)
        if self.app.table.preparing:
            self.wait_ready()

    def star_point(self, star: int) -> QPoint:
        return self.view.star_view_pos(star).toPoint()

    def click_star(self, star: int, offset: QPoint | None = None) -> None:
        point = self.star_point(star) + (offset or QPoint())
        QTest.mouseClick(
            self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )

    def tap_tap(self, a: int, b: int) -> None:
        self.click_star(a)
        self.click_star(b)
        self.settle()

    def swipe(self, a: int, b: int, steps: int = 6) -> None:
        viewport = self.view.viewport()
        start, end = self.star_point(a), self.star_point(b)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, steps + 1):
            point = start + (end - start) * (i / steps)
            QTest.mouseMove(viewport, point)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        self.settle()

    def legal_between_visible(self) -> tuple[int, int]:
        return self.game.legal_moves()[0]


@pytest.fixture
def touch_device() -> QPointingDevice:
    return QTest.createTouchDevice()


@pytest.fixture
def make_harness(qtbot: QtBot) -> Iterator[Callable[..., Harness]]:
    made: list[Harness] = []

    def make(opponents: list[str] | None = None, resize: bool = True) -> Harness:
        scripts: dict[str, list[tuple[int, int]]] = {}

        def factory(opponent_id: str) -> OpponentDriver:
            return ScriptedDriver(opponent_id, scripts.setdefault(opponent_id, []))

        def listing() -> list[OpponentChoice]:
            return [OpponentChoice(o, o.title()) for o in (opponents or ["scripted"])]

        def substitute(failed_id: str) -> OpponentDriver:
            return ScriptedDriver("stand-in", scripts.setdefault("stand-in", []))

        app = build([], driver_factory=factory, opponents=listing, substitute_factory=substitute)
        app.table.computer_pause = 0.0
        qtbot.addWidget(app.window)
        harness = Harness(app, qtbot, scripts)
        harness.wait_ready()  # the window's opening state has arrived by now, too
        if resize:  # a known size for pixel positions; False keeps the window as it opened
            app.window.showNormal()
            app.window.resize(1000, 720)
        harness.settle()
        made.append(harness)
        return harness

    yield make
    for harness in made:
        harness.app.close()


def two_players(n_stars: int = 24, seed: int = 3, names: tuple[str, str] = ("", "")) -> GameSetup:
    return GameSetup(
        (Seat(names[0]), Seat(names[1])),
        n_stars=n_stars,
        layout="phone" if n_stars in (24, 60) else "tablet",
        seed=seed,
    )


def vs_computer(computer_first: bool = False, n_stars: int = 24, seed: int = 3) -> GameSetup:
    human, computer = Seat(""), Seat("Scripted", "scripted")
    seats = (computer, human) if computer_first else (human, computer)
    return GameSetup(seats, n_stars=n_stars, layout="phone", seed=seed)


def record_told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message told to the player from now on (through the app's teller), in English."""
    from triangles_qt.play.telling import Teller

    texts: list[str] = []
    original = Teller.say

    def recording(self: Teller, text: Callable[[], str], *args: object, **kwargs: object) -> None:
        texts.append(text())
        original(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Teller, "say", recording)
    return texts
