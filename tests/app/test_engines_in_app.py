"""Engines listed in engines.toml, in the real app: New Game lists them, and they play."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.test_screenshots import artifacts
from triangles_qt.app import build
from triangles_qt.paths import config_dir
from triangles_qt.play.catalog import OpponentCatalog
from triangles_qt.session import GameSetup, Seat

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "examples" / "engines"


@pytest.fixture
def engines_listed() -> Path:
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "engines.toml"
    path.write_text(
        f"""
[[engine]]
id = "greedy-py"
command = [{str(sys.executable)!r}, "greedy_engine.py"]
cwd = {str(ENGINES)!r}

[[engine]]
id = "my-c-engine"
name = "My C engine"
command = "./not-built-yet"
""".replace("'", '"'),
        encoding="utf-8",
    )
    return path


@pytest.fixture
def real_app(qtbot: QtBot, engines_listed: Path):  # type: ignore[no-untyped-def]
    app = build([])
    app.table.computer_pause = 0.0
    qtbot.addWidget(app.window)
    qtbot.waitUntil(app.ready, timeout=20000)
    yield app
    app.close()


def test_listed_engines_are_offered_and_the_broken_one_says_why(real_app, qtbot: QtBot) -> None:
    app = real_app

    def probed() -> bool:  # until probed, names are the ids, title-cased
        choices = {c.id: c for c in app.window._list_opponents()}
        return "greedy-py" in choices and choices["greedy-py"].name != "Greedy-Py"

    qtbot.waitUntil(probed, timeout=30000)
    choices = {c.id: c for c in app.window._list_opponents()}
    assert choices["greedy-py"].available, choices["greedy-py"].reason
    assert choices["greedy-py"].name == "Greedy (Python)"  # the engine's own "name" line
    broken = choices["my-c-engine"]
    assert not broken.available
    assert "'./not-built-yet' was not found" in broken.reason
    for oid in ("easy", "medium", "hard"):
        assert choices[oid].available
    app.window.show_new_game()
    dialog = app.window.new_game.dialog
    assert dialog is not None
    combo = dialog.opponent_combo
    items = {
        combo.itemData(i): (combo.itemText(i), combo.itemData(i, 3)) for i in range(combo.count())
    }
    assert "Greedy (Python)" in items["greedy-py"][0]
    text, tooltip = items["my-c-engine"]
    assert "(unavailable)" in text and "was not found" in str(tooltip)
    note = dialog.opponent_note
    # The broken engine's reason belongs to its own entry: not under the others.
    for oid in ("greedy-py", "easy", "hard"):
        combo.setCurrentIndex(combo.findData(oid))
        qtbot.waitUntil(lambda: not note.isVisible())
        assert dialog.start_button.isEnabled()
    combo.setCurrentIndex(combo.findData("my-c-engine"))
    # The window fits itself to its rows once the layout settled.
    qtbot.waitUntil(lambda: note.isVisible() and note.height() >= note.heightForWidth(note.width()))
    assert note.text().startswith("My C engine is unavailable:") and "was not found" in note.text()
    assert not dialog.start_button.isEnabled()  # it cannot be played: nothing to start
    # No path of the machine: the config folder by its name at most.
    folder = str(config_dir())
    for shown in (note.text(), str(tooltip)):
        assert folder not in shown and str(Path.home()) not in shown, shown
        assert "/" not in shown.replace("./not-built-yet", ""), shown
    # The long reason wraps and is shown whole (not clipped by the rows around it).
    assert note.height() >= note.heightForWidth(note.width()), (note.height(), note.width())
    assert dialog.grab().save(str(artifacts() / "new-game-engines.png"))
    dialog.reject()


def test_a_listed_engine_plays_against_a_person(real_app, qtbot: QtBot) -> None:
    app = real_app
    setup = GameSetup(
        (Seat(""), Seat("Greedy (Python)", "greedy-py")), n_stars=24, layout="phone", seed=4,
        time_limit=1.0,
    )  # fmt: skip
    app.window.start_game(setup)
    qtbot.waitUntil(app.ready, timeout=20000)
    game = app.table.game
    assert game is not None
    for _ in range(4):
        qtbot.waitUntil(app.table.human_to_move, timeout=20000)
        app.table.request_line(*game.legal_moves()[0])
    qtbot.waitUntil(app.table.human_to_move, timeout=20000)
    engine_lines = [m for m in game.moves if m.player == 1]
    assert len(engine_lines) >= 4
    assert app.window.message_bar.isHidden() or "failed" not in app.window.message_bar.text()


@pytest.fixture
def app_without_engines(qtbot: QtBot):  # type: ignore[no-untyped-def]
    app = build([])
    qtbot.addWidget(app.window)
    qtbot.waitUntil(app.ready, timeout=20000)
    catalog = app.window.findChild(OpponentCatalog)
    assert catalog is not None
    qtbot.waitUntil(lambda: catalog.ready, timeout=30000)
    yield app
    app.close()


def new_game_list(app) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The New Game window's opponent list (opened now): id -> text."""
    app.window.show_new_game()
    dialog = app.window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    combo = dialog.opponent_combo
    return {str(combo.itemData(i)): combo.itemText(i) for i in range(combo.count())}


def test_an_engine_listed_while_the_app_runs_shows_up_when_new_game_opens(
    app_without_engines, qtbot: QtBot
) -> None:
    """No restart: a new engines.toml, then a new entry in it, are read when New Game opens
    (off the UI thread), and the open window's list follows."""
    app = app_without_engines
    assert "greedy-py" not in new_game_list(app)
    app.window.new_game.dialog.reject()
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "engines.toml"
    greedy = f"""
[[engine]]
id = "greedy-py"
command = [{str(sys.executable)!r}, "greedy_engine.py"]
cwd = {str(ENGINES)!r}
""".replace("'", '"')
    path.write_text(greedy, encoding="utf-8")
    new_game_list(app)  # opens at once with what it knew; the list follows
    dialog = app.window.new_game.dialog
    combo = dialog.opponent_combo
    qtbot.waitUntil(lambda: combo.findData("greedy-py") >= 0, timeout=30000)
    assert combo.itemText(combo.findData("greedy-py")) == "Computer: Greedy (Python)"
    dialog.reject()
    # A second entry in the same file, again without a restart.
    path.write_text(
        greedy + greedy.replace('"greedy-py"', '"greedy-two"') + 'name = "Greedy too"\n',
        encoding="utf-8",
    )
    new_game_list(app)
    dialog = app.window.new_game.dialog
    combo = dialog.opponent_combo
    qtbot.waitUntil(lambda: combo.findData("greedy-two") >= 0, timeout=30000)
    assert combo.itemText(combo.findData("greedy-two")) == "Computer: Greedy too"
    assert combo.findData("greedy-py") >= 0
    dialog.reject()
