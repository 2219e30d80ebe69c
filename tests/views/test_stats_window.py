"""The Statistics window against a store of known games: exact numbers, live updates,
language changes, reset with confirmation, CSV export, and a screenshot."""

from __future__ import annotations

import csv
import os
import random
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QTranslator, Signal
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.imaging import colour_share as shared_colour_share
from tests.stats.helpers import make_result, two_player
from tests.views.helpers import answer, cards, open_reset_question, open_window, table
from triangles_qt.stats import RecordOutcome, StatsStore, StatsWriter
from triangles_qt.stats.store import Notice, NoticeKind
from triangles_qt.views.stats.style import LINE_COLOUR, LOST_COLOUR, TIED_COLOUR, WON_COLOUR
from triangles_qt.views.stats.window import (
    ResultsChart,
    StatisticsWindow,
    WinRateChart,
    notice_message,
    percent,
    reason_text,
    signed,
)

ROOT = Path(__file__).resolve().parents[2]


def test_totals_at_a_glance_exact(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    # 14 games: 8 won, 3 lost, 3 tied; 8 / (8 + 3) = 72.7 %; margins 8*14 - 3*6 = 94 -> 94/14.
    assert cards(window) == {
        "played": "14",
        "won": "8",
        "lost": "3",
        "tied": "3",
        "rate": "73%",
        "streak": "1",
        "margin": "+6.7",
    }
    # The last four: Easy won, Hard lost (streak over), Hard tie (no change), Hard won.
    assert window.cards["streak"].caption.text() == "Win streak (best 4)"
    assert "Games against the computer: 14" in window.subtitle.text()
    assert "two-player games (not counted): 2" in window.subtitle.text()


def test_tables_per_opponent_and_board_size_exact(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    assert table(window.opponent_table) == [
        ["Easy", "11", "7", "2", "2", "78%", "1", "4", "+7.8"],
        ["Hard", "3", "1", "1", "1", "50%", "1", "1", "+2.7"],
    ]
    assert table(window.size_table) == [
        ["24 stars", "12", "8", "2", "2", "80%", "2", "4", "+8.3"],
        ["60 stars", "2", "0", "1", "1", "0%", "0", "0", "−3.0"],
    ]
    recent = table(window.recent_table)
    assert len(recent) == 16
    assert recent[0][1:5] == ["Ana vs Ben", "24 stars", "20 – 26", "Ben won"]
    assert recent[2][1:5] == ["Hard", "24 stars", "30 – 16", "Won"]  # the human in seat 2
    assert recent[2][5:] == ["40", "1:22", ""]  # no help recorded


def test_a_tie_is_shown_as_a_tie_never_as_a_win_or_loss(qtbot: QtBot, store: StatsStore) -> None:
    store.record(make_result(1, "tie"))
    window = open_window(qtbot, store)
    assert cards(window) == {
        "played": "1",
        "won": "0",
        "lost": "0",
        "tied": "1",
        "rate": "—",
        "streak": "0",
        "margin": "0.0",
    }
    assert table(window.opponent_table)[0][1:6] == ["1", "0", "0", "1", "—"]
    assert table(window.recent_table)[0][4] == "Tie"
    assert window.status.text() == "A tie counts neither as a win nor as a loss."


class Relay(QObject):
    """What the app does: the writer's callback (worker thread) emits a Qt signal."""

    recorded = Signal()


def test_it_updates_when_a_game_finishes_while_open(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    relay = Relay()
    relay.recorded.connect(window.on_game_recorded)
    writer = StatsWriter(known)
    threads: list[str] = []

    def done(outcome: RecordOutcome) -> None:
        threads.append(threading.current_thread().name)
        relay.recorded.emit()  # from the writer thread: queued to the UI thread

    writer.submit(make_result(40, "won", opponent="hard"), done)
    qtbot.waitUntil(lambda: cards(window)["played"] == "15", timeout=5000)
    assert cards(window)["won"] == "9" and cards(window)["streak"] == "2"
    assert table(window.opponent_table)[1][:3] == ["Hard", "4", "2"]
    assert threads == ["triangles-stats-writer"]
    writer.close()


def test_a_burst_of_recorded_signals_costs_one_refresh(
    qtbot: QtBot, known: StatsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, known)
    calls: list[int] = []
    real = window.refresh
    monkeypatch.setattr(window, "refresh", lambda: (calls.append(1), real())[1])
    for _ in range(5):
        window.on_game_recorded()
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    qtbot.wait(50)
    assert calls == [1]


def test_a_callable_source_is_asked_on_every_refresh(
    qtbot: QtBot, known: StatsStore, tmp_path: Path
) -> None:
    current = [known]
    window = open_window(qtbot, lambda: current[0])
    assert cards(window)["played"] == "14"
    other = StatsStore.open(tmp_path / "other.sqlite3")
    other.record(make_result(1, "lost"))
    current[0] = other
    window.refresh()
    assert cards(window)["played"] == "1" and cards(window)["lost"] == "1"
    other.close()


class Shouting(QTranslator):
    """A translator that turns every text of the window into capitals."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context in ("StatisticsWindow", "ResultsChart", "WinRateChart", "Statistics"):
            return source.upper()
        return ""

    def isEmpty(self) -> bool:
        return False


def test_language_change_retranslates_live(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    assert window.windowTitle() == "Statistics"
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.title.text() == "STATISTICS", timeout=2000)
        assert window.windowTitle() == "STATISTICS"
        assert window.cards["won"].caption.text() == "WON"
        assert window.cards["streak"].caption.text() == "WIN STREAK (BEST 4)"  # formatted after
        assert window.tabs.tabText(1) == "BY BOARD SIZE"
        assert window.reset_button.text() == "RESET…"
        header = window.opponent_table.horizontalHeaderItem(0)
        assert header is not None and header.text() == "OPPONENT"
        assert table(window.size_table)[0][0] == "24 STARS"
        assert cards(window)["played"] == "14"  # the numbers stay
        assert window.results_chart.accessibleName() == "RESULTS PER OPPONENT"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.title.text() == "Statistics", timeout=2000)
    assert window.cards["won"].caption.text() == "Won"


def ask_to_reset(qtbot: QtBot, window: StatisticsWindow, known: StatsStore) -> QMessageBox:
    """Click Reset: it asks first, and nothing is deleted while the question is open."""
    box = open_reset_question(qtbot, window)
    assert box.text() == "Delete all recorded games (16)?"
    assert box.defaultButton().objectName() == "confirmKeep"
    assert known.game_count() == 16 and cards(window)["played"] == "14"
    return box


def test_reset_asks_first_and_keeping_keeps_everything(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    box = ask_to_reset(qtbot, window, known)
    answer(qtbot, box, "confirmKeep")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirmReset") is None, timeout=5000)
    assert known.game_count() == 16 and cards(window)["played"] == "14"
    assert window.status.text() == "A tie counts neither as a win nor as a loss."


def test_reset_after_confirmation_deletes_everything(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    box = ask_to_reset(qtbot, window, known)
    with qtbot.waitSignal(window.resetDone, timeout=5000) as signal:
        answer(qtbot, box, "confirmDelete")
    assert signal.args[0].ok and signal.args[0].deleted == 16
    assert known.game_count() == 0
    assert cards(window)["played"] == "0" and cards(window)["rate"] == "—"
    assert window.opponent_table.rowCount() == 0 and window.recent_table.rowCount() == 0
    assert window.status.text() == "Games deleted: 16"
    assert not window.reset_button.isEnabled()  # nothing left to reset


def test_reset_through_the_background_writer(qtbot: QtBot, known: StatsStore) -> None:
    writer = StatsWriter(known)
    window = open_window(qtbot, known, writer=writer)
    box = ask_to_reset(qtbot, window, known)
    with qtbot.waitSignal(window.resetDone, timeout=5000) as signal:
        answer(qtbot, box, "confirmDelete")
    assert signal.args[0].deleted == 16
    assert cards(window)["played"] == "0"
    writer.close()


def test_export_csv_writes_every_game(
    qtbot: QtBot, known: StatsStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dest = tmp_path / "mine.csv"
    asked: list[str] = []

    def choose(*args: object) -> tuple[str, str]:
        asked.append(str(args[1]))
        return str(dest), "CSV files (*.csv)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    window = open_window(qtbot, known)
    window.export_button.click()
    assert asked == ["Export statistics"]
    with dest.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 16 and {r["result"] for r in rows} >= {"won", "lost", "tie"}
    assert window.status.text() == f"Games exported: 16, to {dest}"


def test_export_cancelled_or_failing(
    qtbot: QtBot, known: StatsStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, known)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    window.export_button.click()
    assert window.status.text() == "A tie counts neither as a win nor as a loss."
    bad = tmp_path / "missing-folder" / "x.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(bad), ""))
    window.export_button.click()
    assert window.status.text().startswith("Could not export:")
    assert not bad.exists()


def test_a_store_that_is_not_recording_says_so(qtbot: QtBot) -> None:
    store = StatsStore.unavailable(None, "disk_full")
    window = open_window(qtbot, store)
    assert window.status.text() == "Statistics are not being recorded: the disk is full."
    assert not window.reset_button.isEnabled()
    assert cards(window)["played"] == "0"


def test_notice_messages() -> None:
    moved = Notice(NoticeKind.MOVED_ASIDE, "corrupt", "x", (Path("s.sqlite3.damaged-1"),))
    assert notice_message(moved) == (
        "The statistics file was damaged. It was kept as s.sqlite3.damaged-1 "
        "and new statistics were started."
    )
    off = Notice(NoticeKind.NOT_RECORDING, "read_only")
    assert notice_message(off) == (
        "Statistics are not being recorded: the statistics folder cannot be written to. "
        "You can still play."
    )
    assert reason_text("something new") == "the statistics file is unavailable"
    newer = "the statistics file is from a newer version of Triangles"
    assert reason_text("newer_version") == reason_text("newer_schema") == newer


def test_number_formats() -> None:
    assert (percent(None), percent(0.0), percent(2 / 3), percent(1.0)) == ("—", "0%", "67%", "100%")
    assert (signed(None), signed(6.71), signed(-3.0), signed(0.04)) == ("—", "+6.7", "−3.0", "0.0")


def colour_share(image: QImage, colour: QColor) -> float:
    return shared_colour_share(image, colour, tolerance=30)


def test_the_bar_chart_draws_the_results(qtbot: QtBot, known: StatsStore) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(420, 240)
    empty = chart.grab().toImage()
    legend = colour_share(empty, WON_COLOUR)  # only the legend's swatch
    assert legend < 0.003 and colour_share(empty, LOST_COLOUR) < 0.003
    chart.set_groups(known.report().by_opponent)
    image = chart.grab().toImage()
    won, lost, tied = (colour_share(image, c) for c in (WON_COLOUR, LOST_COLOUR, TIED_COLOUR))
    # Easy 7/2/2 and Hard 1/1/1: orange covers clearly more than blue, both are there.
    assert won > 10 * legend and won > 1.5 * lost > 2 * legend and tied > 2 * legend


def test_the_line_chart_draws_the_win_rate(qtbot: QtBot, known: StatsStore) -> None:
    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.resize(420, 240)
    assert colour_share(chart.grab().toImage(), LINE_COLOUR) < 0.002  # only the legend swatch
    chart.set_points(known.report().over_time)
    assert colour_share(chart.grab().toImage(), LINE_COLOUR) > 0.004


def artifacts() -> Path:
    folder = Path(os.environ.get("TRIANGLES_ARTIFACTS", ROOT / "test-artifacts")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_screenshot(qtbot: QtBot, store: StatsStore) -> None:
    """A season of games against three opponents; saved as PNG (copied into docs/)."""
    rng = random.Random(3)
    strength = {"easy": 0.8, "medium": 0.55, "hard": 0.3}
    names = list(strength)
    for n in range(120):
        opponent = names[n % 3] if n > 10 else "easy"
        chance = min(0.95, strength[opponent] + n / 400)
        roll = rng.random()
        result = "tie" if roll < 0.08 else ("won" if roll < chance else "lost")
        size = rng.choice([24, 60, 80, 120, 180])
        store.record(make_result(n, result, opponent=opponent, size=size, human_player=n % 2))
    for n in range(200, 205):
        store.record(two_player(n, rng.choice(["player1", "player2", "tie"])))
    window = open_window(qtbot, store)
    window.resize(1100, 820)
    qtbot.wait(50)
    image = window.grab().toImage()
    path = artifacts() / "statistics.png"
    assert image.save(str(path))
    assert path.stat().st_size > 20_000
    assert image.pixelColor(8, image.height() // 2).lightness() < 60  # the dark Nebula sky
    assert colour_share(image, WON_COLOUR) > 0.01 and colour_share(image, LOST_COLOUR) > 0.005
    assert colour_share(image, LINE_COLOUR) > 0.0008  # the win-rate line
