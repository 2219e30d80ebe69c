"""Hints and undos: a game with help counts like any other and is marked (schema v5)."""

from __future__ import annotations

import csv
import dataclasses
import json
import sqlite3
from pathlib import Path

import pytest

from tests.stats.helpers import build_database, make_result, resigned, two_player
from tests.stats.test_migrations import V4_ROWS
from triangles_qt.stats import GameResult, StatsStore, schema
from triangles_qt.stats.result import MAX_HELP


def helped(n: int, hints: int | None, undos: int | None, result: str = "won") -> GameResult:
    return dataclasses.replace(make_result(n, result), hints=hints, undos=undos)


def test_a_result_carries_its_help_through_json_and_an_old_one_reads_as_not_recorded() -> None:
    result = helped(1, 3, 2)
    assert result.helped
    again = GameResult.from_json(result.to_json())
    assert again == result and (again.hints, again.undos) == (3, 2)
    old = json.loads(result.to_json())
    del old["hints"], old["undos"]  # a pending result kept by the version before
    read = GameResult.from_dict(old)
    assert (read.hints, read.undos) == (None, None) and not read.helped
    assert not helped(2, 0, 0).helped


@pytest.mark.parametrize(
    ("hints", "undos"), [(-1, 0), (0, -3), (True, 0), (0, 1.5), ("3", 0), (MAX_HELP + 1, 0)]
)
def test_odd_counts_are_refused(hints: object, undos: object) -> None:
    with pytest.raises(ValueError, match=r"hints|undos"):
        helped(1, hints, undos)  # type: ignore[arg-type]


def test_a_two_player_game_records_no_help() -> None:
    with pytest.raises(ValueError, match="two-player game records no hints"):
        dataclasses.replace(two_player(1), hints=1, undos=0)


def test_the_store_keeps_the_marks_and_counts_helped_games_as_any_other(
    store: StatsStore, tmp_path: Path
) -> None:
    assert store.record(helped(1, 3, 2)).inserted
    assert store.record(helped(2, 0, 0, "lost")).inserted
    assert store.record(make_result(3)).inserted  # not recorded
    assert store.record(dataclasses.replace(resigned(4), hints=0, undos=1)).inserted
    assert store.record(two_player(5)).inserted
    rows = {g.game_id: g for g in store.recent_games()}
    marks = {gid: (g.hints, g.undos, g.helped) for gid, g in rows.items()}
    assert marks == {
        "game-00001": (3, 2, True),
        "game-00002": (0, 0, False),
        "game-00003": (None, None, False),
        "game-00004": (0, 1, True),
        "game-00005": (None, None, False),
    }
    total = store.report().total
    assert (total.played, total.won, total.lost) == (4, 2, 2)  # counted as always
    assert store.check().ok
    dest = tmp_path / "e.csv"
    assert store.export_csv(dest) == 5
    with dest.open(encoding="utf-8", newline="") as handle:
        exported = {r["game_id"]: (r["hints"], r["undos"]) for r in csv.DictReader(handle)}
    assert exported == {
        "game-00001": ("3", "2"),
        "game-00002": ("0", "0"),
        "game-00003": ("", ""),
        "game-00004": ("0", "1"),
        "game-00005": ("", ""),
    }


def _everything(path: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    """Every column of every game (in storage order), and the totals."""
    conn = sqlite3.connect(path)
    try:
        games = [tuple(r) for r in conn.execute("SELECT * FROM games ORDER BY seq")]
        totals = [tuple(r) for r in conn.execute("SELECT * FROM totals ORDER BY 1, 2")]
        return games, totals
    finally:
        conn.close()


def test_a_v4_database_migrates_with_nothing_lost_and_the_marks_not_recorded(
    db_path: Path,
) -> None:
    build_database(db_path, 4, V4_ROWS)
    games_before, totals_before = _everything(db_path)
    assert len(games_before) == len(V4_ROWS)
    store = StatsStore.open(db_path)
    try:
        assert store.recording and store.notices == ()
        games_after, totals_after = _everything(db_path)
        # Every column of every game as it was, in the same order; the new two last, NULL.
        assert [row[:-2] for row in games_after] == games_before
        assert {row[-2:] for row in games_after} == {(None, None)}
        assert totals_after == totals_before
        assert store.check().ok
        rows = {g.game_id: g for g in store.recent_games()}
        assert rows["d1"].resigned and rows["d1"].hints is None and not rows["d1"].helped
        # Recording goes on, with the marks.
        assert store.record(helped(7, 1, 4)).inserted
        assert store.recent_games(1)[0].undos == 4
    finally:
        store.close()
    backup = db_path.with_name(f"{db_path.name}.v4.bak")
    assert _everything(backup) == (games_before, totals_before)  # the old file, for an old app
    conn = sqlite3.connect(db_path, isolation_level=None)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("UPDATE games SET hints = -1 WHERE game_id = 'c1'")
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("UPDATE games SET undos = -1 WHERE game_id = 'c1'")
    finally:
        conn.close()


def test_the_new_columns_are_the_last_two_of_a_fresh_table() -> None:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        schema.install(conn)
        names = [r[1] for r in conn.execute("PRAGMA table_info(games)")]
    finally:
        conn.close()
    assert names[-3:] == ["ended", "hints", "undos"]
