"""The opponents in one order everywhere: New Game, the Statistics chart and table, and About.

The order is New Game's: by the strength each opponent says it has (Easy,
Medium, Hard), then those that do not say (the engines in ``engines.toml``)
by name; an opponent not installed any more comes last in the statistics.
Each is named as New Game names it, in the language on screen.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.stats.helpers import make_result
from triangles_qt.app import build
from triangles_qt.paths import config_dir, stats_db_path
from triangles_qt.play.catalog import OpponentCatalog
from triangles_qt.stats import StatsStore

ENGINES = Path(__file__).resolve().parents[2] / "examples" / "engines"

#: Games recorded against each opponent: the most played last, so "most played first"
#: (or by name) would give another order.
PLAYED = {"easy": 1, "medium": 2, "hard": 3, "greedy-py": 4, "zz-greedy": 5, "gone": 6}

ORDER = {
    "en": ["Easy", "Medium", "Hard", "A greedy one", "Greedy (Python)"],
    "hi": ["आसान", "मध्यम", "कठिन", "A greedy one", "Greedy (Python)"],
}


@pytest.fixture
def app_with_history(qtbot: QtBot):  # type: ignore[no-untyped-def]
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    engine = f"""
[[engine]]
id = "ID"
command = [{str(sys.executable)!r}, "greedy_engine.py"]
cwd = {str(ENGINES)!r}
""".replace("'", '"')
    (folder / "engines.toml").write_text(
        engine.replace("ID", "greedy-py")
        + engine.replace("ID", "zz-greedy")
        + 'name = "A greedy one"\n',
        encoding="utf-8",
    )
    store = StatsStore.open(stats_db_path())
    n = 0
    for opponent, games in PLAYED.items():
        for _ in range(games):
            n += 1
            store.record(make_result(n, opponent=opponent))
    store.close()
    app = build([])
    qtbot.addWidget(app.window)
    qtbot.waitUntil(app.ready, timeout=20000)
    catalog = app.window.findChild(OpponentCatalog)
    assert catalog is not None
    qtbot.waitUntil(lambda: catalog.ready, timeout=30000)
    yield app
    app.close()


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_new_game_statistics_and_about_list_the_opponents_in_one_order(
    app_with_history, qtbot: QtBot, lang: str
) -> None:
    app = app_with_history
    app.languages.switch(lang)
    expected = ORDER[lang]
    window = app.window

    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    combo = dialog.opponent_combo
    computers = [combo.itemText(i) for i in range(combo.count()) if combo.itemData(i) in PLAYED]
    assert len(computers) == len(expected), computers
    assert all(name in text for text, name in zip(computers, expected, strict=True)), computers
    dialog.reject()

    window.actions_.stats.trigger()
    stats = window.records.window
    assert stats is not None
    qtbot.waitUntil(lambda: len(stats.results_chart.shown()) == 6, timeout=20000)
    chart = [name for name, _group in stats.results_chart.shown()]
    table = stats.opponent_table
    rows = [table.item(row, 0).text() for row in range(table.rowCount())]
    # The one no longer installed comes after them, by its stored name.
    assert chart == rows == [*expected, "Gone"], (chart, rows)
    stats.close()

    window.show_about()
    about = window.about_dialog
    assert about is not None
    listed = about.opponents_table
    names = [listed.item(row, 0).text() for row in range(listed.rowCount())]
    assert names == expected, names
    packages = [listed.item(row, 1).text() for row in range(listed.rowCount())]
    assert packages[3:] == ["engines.toml", "engines.toml"]  # (the player's own list)
    about.close()
