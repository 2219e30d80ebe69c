"""Recording and the figures: exact numbers from known games."""

from __future__ import annotations

import csv
import doctest
import sqlite3
import threading
from pathlib import Path

import pytest

import triangles_qt.stats
import triangles_qt.stats.queries
import triangles_qt.stats.writer
from tests.stats.helpers import make_result, resigned, two_player
from triangles_qt import paths
from triangles_qt.stats import (
    CURRENT_VERSION,
    FINISHED,
    RESIGNED,
    TWO_PLAYERS,
    VS_COMPUTER,
    StatsStore,
    win_rate,
)
from triangles_qt.stats.queries import ROLLING_WINDOW
from triangles_qt.stats.schema import TOTALS_FROM_GAMES


@pytest.mark.parametrize(
    "module", [triangles_qt.stats, triangles_qt.stats.queries, triangles_qt.stats.writer]
)
def test_doctests(module: object) -> None:
    failures, tried = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)  # type: ignore[arg-type]
    assert tried > 0 and failures == 0


def test_default_path_comes_from_paths(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "s.sqlite3"
    monkeypatch.setenv("TRIANGLES_STATS_DB", str(target))
    store = StatsStore.open()
    try:
        assert store.path == target == paths.stats_db_path()
        assert target.is_file()
    finally:
        store.close()


def test_the_database_is_wal_full_sync_versioned_and_marked(store: StatsStore) -> None:
    conn = sqlite3.connect(store.path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == CURRENT_VERSION == 5
        assert conn.execute("PRAGMA application_id").fetchone()[0] == 0x54726961
    finally:
        conn.close()
    assert store._writer is not None
    assert store._writer.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_each_game_is_counted_once_however_often_it_is_recorded(store: StatsStore) -> None:
    game = make_result(1, "won")
    first = store.record(game)
    assert first.ok and first.inserted and not first.duplicate
    for _ in range(3):
        again = store.record(game)
        assert again.ok and not again.inserted and again.duplicate
    assert store.game_count() == 1
    assert store.report().total.won == 1
    assert store.has_game(game.game_id) and not store.has_game("nope")


def test_everything_recorded_is_stored(store: StatsStore) -> None:
    game = make_result(3, "lost", human_player=1, size=180, opponent="hard")
    store.record(game)
    conn = sqlite3.connect(store.path)
    row = conn.execute(
        "SELECT finished_at, board_size, seed, layout, play_again, mode, human_name, "
        "human_player, opponent_id, opponent_name, opponent_distribution, opponent_version, "
        "p1_score, p2_score, result, moves, duration_s, ended FROM games"
    ).fetchone()
    conn.close()
    assert row == (
        "2025-03-01T12:03:00.000Z", 180, 1003, "tablet", 1, VS_COMPUTER, "Ana",
        1, "hard", "Hard", "triangles-qt", "0.1.0",
        26, 20, "lost", "[" + ",".join(f"[{i},{i + 1}]" for i in range(40)) + "]", 63.0,
        FINISHED,
    )  # fmt: skip


# The known history: against Easy on 24 stars, then Hard on 60, plus two-player games.
EASY = ["won", "won", "tie", "lost", "won", "tie", "won", "won", "won", "lost", "won"]


@pytest.fixture
def known(store: StatsStore) -> StatsStore:
    for n, result in enumerate(EASY):
        assert store.record(make_result(n, result)).ok
    store.record(make_result(20, "lost", opponent="hard", size=60))
    store.record(make_result(21, "tie", opponent="hard", size=60))
    store.record(make_result(22, "won", opponent="hard", size=24, human_player=1))
    store.record(two_player(30, "player1"))
    store.record(two_player(31, "player2"))
    return store


def test_totals_exact(known: StatsStore) -> None:
    report = known.report()
    t = report.total
    assert (t.played, t.won, t.lost, t.tied) == (14, 8, 3, 3)
    assert t.win_rate == pytest.approx(8 / 11)
    # wins +14 each, losses -6 each, ties 0: 8*14 - 3*6 = 94
    assert t.margin_sum == 94 and t.average_margin == pytest.approx(94 / 14)
    assert report.two_player_games == 2
    assert known.game_count() == 16 and known.game_count(TWO_PLAYERS) == 2


def test_a_tie_counts_neither_as_win_nor_loss(store: StatsStore) -> None:
    store.record(make_result(1, "tie"))
    t = store.report().total
    assert (t.played, t.won, t.lost, t.tied) == (1, 0, 0, 1)
    assert t.win_rate is None  # no decisive game yet
    assert (t.current_streak, t.best_streak) == (0, 0)
    store.record(make_result(2, "won"))
    assert store.report().total.win_rate == 1.0


def test_per_opponent_exact(known: StatsStore) -> None:
    easy, hard = known.report().by_opponent  # most played first
    assert (easy.opponent_id, easy.opponent_name) == ("easy", "Easy")
    assert (easy.played, easy.won, easy.lost, easy.tied) == (11, 7, 2, 2)
    assert easy.win_rate == pytest.approx(7 / 9)
    assert (easy.current_streak, easy.best_streak) == (1, 4)
    assert (hard.opponent_id, hard.played, hard.won, hard.lost, hard.tied) == ("hard", 3, 1, 1, 1)
    assert hard.win_rate == 0.5
    assert (hard.current_streak, hard.best_streak) == (1, 1)
    assert hard.average_margin == pytest.approx((-6 + 0 + 14) / 3)


def test_per_board_size_exact(known: StatsStore) -> None:
    s24, s60 = known.report().by_board_size
    assert (s24.board_size, s24.played, s24.won, s24.lost, s24.tied) == (24, 12, 8, 2, 2)
    assert (s24.current_streak, s24.best_streak) == (2, 4)
    assert (s60.board_size, s60.played, s60.won, s60.lost, s60.tied) == (60, 2, 0, 1, 1)
    assert s60.win_rate == 0.0 and s60.current_streak == 0


def test_per_opponent_and_size(known: StatsStore) -> None:
    rows = [(g.opponent_id, g.board_size, g.played) for g in known.report().by_opponent_and_size]
    assert rows == [("easy", 24, 11), ("hard", 24, 1), ("hard", 60, 2)]


def test_streaks_a_tie_neither_extends_nor_breaks_a_streak(store: StatsStore) -> None:
    for n, result in enumerate(["won", "tie", "won", "tie", "tie", "won", "lost", "won", "tie"]):
        store.record(make_result(n, result))
    t = store.report().total
    assert (t.best_streak, t.current_streak) == (3, 1)


def test_streaks_follow_finishing_time_not_recording_order(store: StatsStore) -> None:
    # A result resubmitted after a crash arrives late but sorts by when it finished.
    store.record(make_result(3, "won"))
    store.record(make_result(2, "won"))
    store.record(make_result(1, "lost"))
    t = store.report().total
    assert (t.current_streak, t.best_streak) == (2, 2)


def test_two_player_games_stay_out_of_the_win_loss_figures(store: StatsStore) -> None:
    store.record(two_player(1, "player1"))
    store.record(two_player(2, "player2"))
    store.record(two_player(3, "tie"))
    report = store.report()
    assert report.total.played == 0 and report.by_opponent == () and report.over_time == ()
    assert report.two_player_games == 3
    assert [g.result for g in store.recent_games()] == ["tie", "player2", "player1"]


def test_win_rate_over_time(known: StatsStore) -> None:
    points = known.report().over_time
    assert [p.index for p in points] == list(range(1, 15))
    assert [p.result for p in points[:4]] == ["won", "won", "tie", "lost"]
    assert [p.cumulative for p in points[:4]] == [1.0, 1.0, 1.0, pytest.approx(2 / 3)]
    assert points[-1].cumulative == pytest.approx(8 / 11)
    # The rolling rate looks at the last ROLLING_WINDOW decisive games only.
    decisive = [p.result for p in points if p.result != "tie"][-ROLLING_WINDOW:]
    assert points[-1].rolling == pytest.approx(decisive.count("won") / len(decisive))


def test_recent_games_newest_first_with_scores_from_the_humans_side(known: StatsStore) -> None:
    recent = known.recent_games(3)
    assert [g.game_id for g in recent] == ["game-00031", "game-00030", "game-00022"]
    last_vs = recent[2]
    assert last_vs.human_player == 1 and (last_vs.human_score, last_vs.opponent_score) == (30, 16)
    assert last_vs.move_count == 40 and last_vs.duration_s == 82.0
    assert len(known.recent_games(100)) == 16


def test_win_rate_helper() -> None:
    assert win_rate(3, 1) == 0.75
    assert win_rate(0, 4) == 0.0
    assert win_rate(0, 0) is None


def test_reset_deletes_every_game(known: StatsStore) -> None:
    outcome = known.reset()
    assert outcome.ok and outcome.deleted == 16
    report = known.report()
    assert report.total.played == 0 and report.two_player_games == 0
    assert known.check().ok and known.game_count() == 0
    assert known.record(make_result(1)).inserted  # and recording goes on


def test_csv_export(known: StatsStore, tmp_path: Path) -> None:
    dest = tmp_path / "export.csv"
    assert known.export_csv(dest) == 16
    with dest.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 16
    assert rows[0]["game_id"] == "game-00000" and rows[0]["result"] == "won"
    assert rows[0]["finished_at"] == "2025-03-01T12:00:00.000Z"
    assert (rows[0]["p1_score"], rows[0]["p2_score"]) == ("30", "16")
    assert rows[-1]["mode"] == TWO_PLAYERS and rows[-1]["result"] == "player2"
    assert {r["ended"] for r in rows} == {FINISHED}
    assert not list(tmp_path.glob(".*partial*"))


def test_csv_export_defuses_spreadsheet_formulas(store: StatsStore, tmp_path: Path) -> None:
    import dataclasses

    store.record(dataclasses.replace(make_result(1), human_name="=HYPERLINK(1)"))
    dest = tmp_path / "e.csv"
    store.export_csv(dest)
    assert "'=HYPERLINK(1)" in dest.read_text(encoding="utf-8")


def test_csv_export_to_an_unwritable_place_raises_oserror(
    known: StatsStore, tmp_path: Path
) -> None:
    with pytest.raises(OSError):
        known.export_csv(tmp_path / "no" / "such" / "dir" / "e.csv")


def test_totals_table_agrees_with_games_after_every_kind_of_write(known: StatsStore) -> None:
    assert known.check().ok
    conn = sqlite3.connect(known.path, isolation_level=None)
    conn.execute("DELETE FROM games WHERE game_id = 'game-00003'")  # the delete trigger
    conn.close()
    health = known.check()
    assert health.ok and health.games == 15
    assert known.report().total.lost == 2


def test_check_notices_a_totals_drift(known: StatsStore) -> None:
    """The consistency check is live: a tampered totals row is reported."""
    conn = sqlite3.connect(known.path, isolation_level=None)
    conn.execute("UPDATE totals SET won = won + 1 WHERE opponent_id = 'easy'")
    conn.close()
    health = known.check()
    assert not health.ok and len(health.totals_mismatches) == 1


def test_reads_go_on_while_a_write_transaction_is_open(known: StatsStore) -> None:
    """WAL: the UI's reads never wait for the writer (here, another process's lock)."""
    other = sqlite3.connect(known.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("DELETE FROM games")
    try:
        done = threading.Event()
        result: list[int] = []

        def read() -> None:
            result.append(known.report().total.played)
            done.set()

        threading.Thread(target=read).start()
        assert done.wait(2.0), "a read waited for a writer"
        assert result == [14]  # the committed snapshot
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_close_makes_the_store_inert(tmp_path: Path) -> None:
    store = StatsStore.open(tmp_path / "s.sqlite3")
    store.close()
    assert not store.recording
    outcome = store.record(make_result(1))
    assert not outcome.ok and outcome.error == "not_recording"
    assert store.report().total.played == 0
    assert not (tmp_path / "s.sqlite3-wal").exists()  # checkpointed and removed on close


def test_record_refuses_what_is_not_a_result(store: StatsStore) -> None:
    with pytest.raises(TypeError):
        store.record({"game_id": "x"})  # type: ignore[arg-type]


# -- resignations and names --------------------------------------------------------


def totals_agree(store: StatsStore) -> None:
    """``totals`` equals TOTALS_FROM_GAMES, row for row."""
    conn = sqlite3.connect(store.path)
    try:
        kept = sorted(conn.execute("SELECT * FROM totals").fetchall())
        counted = sorted(conn.execute(TOTALS_FROM_GAMES).fetchall())
    finally:
        conn.close()
    assert kept == counted
    assert store.check().ok


def test_a_resigned_game_round_trips_and_counts_as_a_loss(store: StatsStore) -> None:
    game = resigned(5, scores=(9, 4))  # resigned while ahead on the board
    assert store.record(game).inserted
    (row,) = store.recent_games()
    assert row.ended == RESIGNED and row.resigned and row.result == "lost"
    assert row.scores == (9, 4) and row.move_count == 12
    t = store.report().total
    assert (t.played, t.won, t.lost, t.tied) == (1, 0, 1, 0)
    assert t.margin_sum == 5  # the margin on the board when the player resigned
    assert (t.current_streak, t.best_streak) == (0, 0)
    totals_agree(store)


def test_totals_equal_the_games_after_resigned_games(known: StatsStore) -> None:
    known.record(resigned(40))
    known.record(resigned(41, opponent="hard", size=60, human_player=1, scores=(2, 2)))
    known.record(make_result(42, "won"))
    known.record(resigned(43, opponent="medium", size=120))
    totals_agree(known)
    report = known.report()
    t = report.total
    assert (t.played, t.won, t.lost, t.tied) == (18, 9, 6, 3)
    assert t.current_streak == 0 and t.best_streak == 4  # a resignation ends a streak
    medium = next(g for g in report.by_opponent if g.opponent_id == "medium")
    assert (medium.played, medium.lost, medium.win_rate) == (1, 1, 0.0)
    assert [p.result for p in report.over_time[-4:]] == ["lost", "lost", "won", "lost"]
    # The delete trigger too.
    conn = sqlite3.connect(known.path, isolation_level=None)
    conn.execute("DELETE FROM games WHERE game_id = 'game-00041'")
    conn.close()
    totals_agree(known)


def test_a_resigned_game_is_stored_once_by_its_id(store: StatsStore) -> None:
    game = resigned(7)
    assert store.record(game).inserted
    for _ in range(2):
        assert store.record(game).duplicate
    assert store.game_count() == 1 and store.report().total.lost == 1
    totals_agree(store)


def test_the_csv_export_says_how_each_game_ended(store: StatsStore, tmp_path: Path) -> None:
    store.record(make_result(1, "won"))
    store.record(resigned(2))
    dest = tmp_path / "e.csv"
    assert store.export_csv(dest) == 2
    with dest.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["result"], r["ended"]) for r in rows] == [("won", FINISHED), ("lost", RESIGNED)]


@pytest.mark.parametrize(
    ("mode", "opponent_id", "result", "ended"),
    [
        ("two_players", None, "player1", "resigned"),
        ("two_players", None, "lost", "resigned"),
        ("vs_computer", "easy", "won", "resigned"),
        ("vs_computer", "easy", "tie", "resigned"),
        ("vs_computer", "easy", "lost", "abandoned"),
    ],
)
def test_the_database_itself_refuses_impossible_resignations(
    store: StatsStore, mode: str, opponent_id: str | None, result: str, ended: str
) -> None:
    conn = sqlite3.connect(store.path, isolation_level=None)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute(
                "INSERT INTO games (game_id, finished_at, mode, board_size, play_again, "
                "human_name, human_player, opponent_id, opponent_name, p1_score, p2_score, "
                "result, moves, ended) VALUES ('x', '2025', ?, 24, 0, '', 0, ?, 'Easy', 1, 2, "
                "?, '[]', ?)",
                (mode, opponent_id, result, ended),
            )
    finally:
        conn.close()
    assert store.game_count() == 0


def test_names_are_stored_as_given_blank_included(store: StatsStore) -> None:
    """The app stores what was typed ("" when blank) and the untranslated plugin name."""
    import dataclasses

    store.record(dataclasses.replace(make_result(1), human_name="", opponent_name="Medium"))
    store.record(dataclasses.replace(two_player(2), human_name="", opponent_name=""))
    rows = store.recent_games()
    assert [(r.human_name, r.opponent_name) for r in rows] == [("", ""), ("", "Medium")]
