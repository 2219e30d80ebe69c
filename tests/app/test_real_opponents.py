"""The real app against the real built-in opponents, each in its own worker process."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from triangles_qt.app import build
from triangles_qt.plugins import _process
from triangles_qt.plugins import runner as runner_module
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.session import GameSetup, Seat

#: What waits for an opponent's process (starting it, its answer, stopping it, or waiting on
#: a request): the UI thread must do none of it.
UI_MUST_NOT_WAIT: list[tuple[Any, str]] = [
    (_process, "start_worker"),
    (_process.Worker, "next_message"),
    (_process.Worker, "send"),
    (_process.Worker, "kill"),
    (_process.Worker, "close"),
    (runner_module, "entry_for"),
    (MoveRequest, "result"),
    (runner_module.OpponentRunner, "wait_ready"),
]


@pytest.fixture
def real_app(qtbot: QtBot):  # type: ignore[no-untyped-def]
    app = build([])
    app.table.computer_pause = 0.0
    qtbot.addWidget(app.window)
    qtbot.waitUntil(app.ready, timeout=20000)
    yield app
    app.close()


def test_the_computer_answers_off_the_ui_thread(
    real_app, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing that waits for the opponent's process runs on the UI thread while it thinks
    (bench/bench_runner_zoo.py measures the event loop's gaps meanwhile)."""
    app = real_app
    setup = GameSetup(
        (Seat(""), Seat("Easy", "easy")), n_stars=24, layout="phone", seed=4, time_limit=0.5
    )
    app.window.start_game(setup)
    qtbot.waitUntil(app.ready, timeout=20000)
    game = app.table.game
    assert game is not None
    on_ui_thread: list[str] = []
    for owner, name in UI_MUST_NOT_WAIT:
        original = getattr(owner, name)

        def watched(*args: Any, _name: str = name, _original: Any = original, **kw: Any) -> Any:
            if threading.current_thread() is threading.main_thread():
                on_ui_thread.append(_name)
            return _original(*args, **kw)

        monkeypatch.setattr(owner, name, watched)
    for _ in range(3):
        qtbot.waitUntil(app.table.human_to_move, timeout=15000)
        app.table.request_line(*game.legal_moves()[0])
        assert app.table.thinking or game.current_player == 0
    qtbot.waitUntil(app.table.human_to_move, timeout=15000)
    computer_lines = [m for m in game.moves if m.player == 1]
    assert len(computer_lines) >= 3
    assert on_ui_thread == []


def test_new_game_window_lists_the_builtin_opponents(real_app, qtbot: QtBot) -> None:
    app = real_app
    qtbot.waitUntil(
        lambda: (
            app.window._list_opponents()
            and all(c.name != c.id.title() or c.available for c in app.window._list_opponents())
        ),
        timeout=20000,
    )
    choices = {c.id: c for c in app.window._list_opponents()}
    for oid in ("easy", "medium", "hard"):
        assert oid in choices and choices[oid].available
    app.window.show_new_game()
    dialog = app.window.new_game.dialog
    assert dialog is not None
    items = [dialog.opponent_combo.itemText(i) for i in range(dialog.opponent_combo.count())]
    assert any("Hard" in item for item in items)
    dialog.reject()


def test_hint_suggests_a_legal_line(real_app, qtbot: QtBot) -> None:
    app = real_app
    app.window.start_game(GameSetup((Seat(""), Seat("")), n_stars=24, layout="phone", seed=9))
    qtbot.waitUntil(app.ready, timeout=20000)
    hints: list[tuple[int, int]] = []
    app.table.hints.ready.connect(lambda a, b: hints.append((a, b)))
    app.window.actions_.hint.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    game = app.table.game
    assert game is not None and game.refusal(*hints[0]) is None
    assert app.window.presenter.scene.flash_visible
