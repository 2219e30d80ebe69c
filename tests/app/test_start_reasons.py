"""What start-up tells the player says what is really wrong, once.

Each test makes the fault for real in the test's own folders and starts the
real app in this process (``app.start``: the claim on the data folder, then
everything; or the harness's ``build`` where the claim plays no part), then
records every notice the window shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.conftest import ScriptedDriver, record_told
from tests.app.test_statistics import finish_square_won
from tests.session.faults import played_game, record
from tests.stats.helpers import make_result
from triangles_qt import app as app_module
from triangles_qt.instance import InstanceGuard
from triangles_qt.paths import autosave_path, data_dir, stats_db_path
from triangles_qt.session.files import Files
from triangles_qt.session.saves import pending_path
from triangles_qt.stats import StatsStore


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message told to the player, as shown (in English)."""
    return record_told(monkeypatch)


@pytest.fixture
def start(qtbot: QtBot) -> Iterator[Callable[[], app_module.App]]:
    """``app.start`` on the test's folders, with scripted opponents; closed at the end."""
    made: list[tuple[app_module.App, InstanceGuard]] = []

    def go() -> app_module.App:
        def driver(opponent_id: str) -> ScriptedDriver:
            return ScriptedDriver(opponent_id, [])

        started = app_module.start([], driver, list, driver)
        assert not isinstance(started, int), started
        app, guard = started
        qtbot.addWidget(app.window)
        made.append((app, guard))
        qtbot.waitUntil(app.ready, timeout=20_000)
        return app

    yield go
    for app, guard in made:
        app.close()
        guard.close()


def test_an_odd_lock_is_named_in_the_window(
    start: Callable[[], app_module.App], shown: list[str], qtbot: QtBot
) -> None:
    """A folder named triangles.lock stopped every start, blaming "another copy"."""
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "triangles.lock").mkdir()
    app = start()
    assert app.table.game is not None
    qtbot.wait(100)
    notices = [text for text in shown if "triangles.lock" in text]
    assert len(notices) == 1
    assert "was a folder, not a lock file. It was kept as triangles.damaged-" in notices[0]


def test_a_bad_wal_is_not_told_as_new_statistics(make_harness, shown: list[str]) -> None:
    """The games were all still there, yet the player read "new statistics were started"."""
    db = stats_db_path()
    db.parent.mkdir(parents=True, exist_ok=True)
    store = StatsStore.open(db)
    for n in range(5):
        store.record(make_result(n))
    store.close()
    Path(f"{db}-wal").write_bytes(b"garbage" * 1000)
    h = make_harness()
    h.qtbot.waitUntil(lambda: any("beside the statistics" in t for t in shown), timeout=10_000)
    h.qtbot.wait(200)
    (notice,) = [t for t in shown if "statistics" in t]
    assert "every recorded game is still there" in notice
    assert "new statistics were started" not in notice
    assert h.app.stats.store.report().total.played == 5


def test_a_result_waiting_since_an_earlier_run_is_not_told_at_every_start(
    make_harness, shown: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Statistics that cannot record: each start used to tell every waiting result again,
    beside the statistics' own notice, and under a reason that was not the fault."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file", encoding="utf-8")
    monkeypatch.setenv("TRIANGLES_STATS_DB", str(blocker / "statistics.sqlite3"))
    game, setup = played_game()
    Files().write_atomic(pending_path(autosave_path(), setup.game_id), record(game, setup))
    h = make_harness()
    h.qtbot.waitUntil(lambda: any("not being recorded" in t for t in shown), timeout=10_000)
    h.app.keeper.flush()
    h.qtbot.wait(300)
    assert h.app.recovered is not None and h.app.recovered.results == (setup.game_id,)
    assert [t for t in shown if "statistics" in t] == [
        "Statistics are not being recorded: a file stands where the statistics folder "
        "should be. You can still play."
    ]
    # A game finished now is told, once, with the statistics' true reason.
    finish_square_won(h)
    h.qtbot.waitUntil(lambda: any("The result could not" in t for t in shown), timeout=10_000)
    (waiting,) = [t for t in shown if "The result could not" in t]
    assert "(a file stands where the statistics folder should be)" in waiting
    assert "will be recorded later" in waiting

