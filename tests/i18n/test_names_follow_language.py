"""Names are stored as ids and untranslated words, and translated when shown.

After a live language switch the opponent's name changes at once in the
score panel, the end panel, the New Game list and the Statistics window;
the statistics store keeps the plugin's own name ("Hard"), never "कठिन".
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from tests.app.conftest import Harness, ScriptedDriver
from tests.app.test_statistics import stored_games
from triangles_qt.app import build
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.session import GameSetup, Seat

HARD = OpponentChoice(
    "scripted", "Hard", names={"en": "Hard", "ro": "Greu", "hi": "कठिन"}, strength=80
)
NAMES = {"en": "Hard", "ro": "Greu", "hi": "कठिन"}
YOU = {"en": "You", "ro": "Tu", "hi": "आप"}


@pytest.fixture
def harness(qtbot: QtBot) -> Iterator[Harness]:
    scripts: dict[str, list[tuple[int, int]]] = {}

    def factory(opponent_id: str) -> OpponentDriver:
        return ScriptedDriver(opponent_id, scripts.setdefault(opponent_id, []))

    app = build([], driver_factory=factory, opponents=lambda: [HARD])
    app.table.computer_pause = 0.0
    qtbot.addWidget(app.window)
    h = Harness(app, qtbot, scripts)
    h.wait_ready()
    h.settle()
    yield h
    app.close()


def switch(h: Harness, code: str) -> None:
    actions = {action.data(): action for action in h.app.window.actions_.language_menu.actions()}
    actions[code].trigger()
    h.settle()


def finish(h: Harness) -> None:
    rng = random.Random(2)
    while not h.game.is_over:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)
        if not h.game.is_over:
            legal = h.game.legal_moves()
            h.app.table.request_line(*legal[rng.randrange(len(legal))])
    h.settle()


def opponent_cells(table: QTableWidget) -> list[str]:
    return [table.item(row, 0).text() for row in range(table.rowCount())]


def test_the_opponents_name_follows_every_switch_everywhere(harness: Harness) -> None:
    h = harness
    window = h.app.window
    switch(h, "en")
    # As the New Game window makes it: the seat holds the plugin's own name.
    h.start(GameSetup((Seat(""), Seat("Hard", "scripted")), n_stars=24, layout="phone", seed=3))
    assert window.score_panel.cards[1].name_label.text() == "Hard"
    for code in ("hi", "ro", "en", "hi"):
        switch(h, code)
        names = tuple(card.name_label.text() for card in window.score_panel.cards)
        assert names == (YOU[code], NAMES[code])
    finish(h)
    assert window.end_panel.isVisible()
    assert NAMES["hi"] in window.end_panel.score.text()
    switch(h, "en")
    assert "Hard" in window.end_panel.score.text() and "कठिन" not in window.end_panel.score.text()

    # The statistics keep the plugin's own name and the blank player name...
    h.app.stats.writer.flush(5.0)
    h.qtbot.waitUntil(lambda: len(stored_games()) == 1, timeout=5000)
    game = stored_games()[0]
    assert game.opponent_name == "Hard" and game.human_name == ""

    # ...and the Statistics window shows them in the language on screen, live.
    switch(h, "hi")
    window.records.show()
    stats = window.records.window
    assert stats is not None
    h.qtbot.waitUntil(lambda: stats.opponent_table.rowCount() == 1, timeout=3000)
    assert opponent_cells(stats.opponent_table) == [NAMES["hi"]]
    switch(h, "en")
    assert opponent_cells(stats.opponent_table) == ["Hard"]
    assert stats.recent_table.item(0, 1).text() == "Hard"
    switch(h, "ro")
    assert opponent_cells(stats.opponent_table) == [NAMES["ro"]]
    stats.close()
    switch(h, "en")


def test_the_new_game_list_speaks_the_language_on_screen(harness: Harness) -> None:
    h = harness
    window = h.app.window
    switch(h, "hi")
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    texts = [dialog.opponent_combo.itemText(i) for i in range(dialog.opponent_combo.count())]
    assert any(NAMES["hi"] in text for text in texts)
    switch(h, "en")
    texts = [dialog.opponent_combo.itemText(i) for i in range(dialog.opponent_combo.count())]
    assert any("Hard" in text for text in texts) and not any("कठिन" in t for t in texts)
    dialog.reject()
